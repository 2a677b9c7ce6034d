#!/bin/sh
# gridfill: several fills (distinct, streamed, to files), regions, output
# files that exist, exit statuses, -q, progress, interrupts and -m.
. "$(dirname "$0")/lib.sh"

plan 32

grid15=t/data/fill-15x15.txt
printf '.....\n.....\n.....\n.....\n.....\n' >"$tmp/open5.txt"

# distinct FILE: how many lines FILE has, and how many of them differ.
distinct() {
	echo "$(wc -l <"$1") lines, $(sort -u "$1" | wc -l) distinct"
}

# JSON lines: one ipuz document a line, every one a fill of its own.
gridfill -j -n 400 t/data/fill-4x4.txt >"$tmp/400.jl" 2>"$tmp/400.err" || :
check_golden "-n 400 gives 400 different fills, a line each" 4001-400 0 \
    distinct "$tmp/400.jl"
check_golden "-n says the figures are those of the last fill" 4001-400-err 0 \
    cat "$tmp/400.err"
check_golden "each line of -j is an ipuz document that reads back" \
    4001-empty 0 sh -c 'head -n 1 "$0" | ipuz-check -' "$tmp/400.jl"

# A region: its fills differ in the region.
gridfill -j -n 3 -r '1,1-3,4' "$grid15" >"$tmp/r.jl" 2>"$tmp/r.err" || :
check_golden "-r with -n gives fills that differ in the region" 4001-region 0 \
    sh -c 'while read -r l; do echo "$l" | ipuz-convert -t grid |
    head -n 3 | cut -c 1-4 | tr -d "\n"; echo; done <"$0" | sort -u |
    wc -l' "$tmp/r.jl"
check_golden "a region fill reports the region's figures" 4001-region-err 0 \
    cat "$tmp/r.err"
check_golden "a region of two cells reports no whole entry" 4001-region-2 0 \
    sh -c 'gridfill -r 1,1-1,2 "$0" >/dev/null' "$grid15"
check_golden "a region in reverse is trouble" 4001-region-reverse 2 \
    gridfill -r '3,3-1,1' "$grid15"
check_golden "a region that is not cells is trouble" 4001-region-bad 2 \
    gridfill -r 'a,b' "$grid15"

# Fewer fills than asked: the search says how many there are.
printf 'CAT\nA.E\nTEN\n' >"$tmp/few.txt"
check_golden "fewer fills than asked: how many exist" 4001-few 0 \
    sh -c 'cd "$0" && gridfill -d -n 50 -j few.txt | wc -l' "$tmp"

# -D: a file a fill, that every tool reads; none replaced without -f.
check_golden "-D writes a file a fill, numbered to sort" 4001-folder 0 \
    sh -c 'gridfill -q -n 12 -D "$0/fills" t/data/fill-4x4.txt &&
    cd "$0/fills" && ls && ipuz-check -q *.ipuz' "$tmp"
check_golden "-D refuses files that exist" 4001-folder-exists 2 \
    sh -c 'cd "$0" && gridfill -n 12 -D fills "$1"' "$tmp" \
    "$top/t/data/fill-4x4.txt"
check_exit "-D -f replaces them" 0 \
    gridfill -q -f -n 12 -D "$tmp/fills" t/data/fill-4x4.txt
check_golden "-D with -j is a usage error" 4001-folder-j 2 \
    gridfill -j -D "$tmp/fills" t/data/fill-4x4.txt

# -o: an existing file is refused unless -f, the input always.
echo "keep me" >"$tmp/out.ipuz"
check_golden "-o refuses a file that exists" 4001-exists 2 \
    sh -c 'cd "$0" && gridfill -o out.ipuz "$1"' "$tmp" \
    "$top/t/data/fill-4x4.txt"
check_golden "the refused file is as it was" 4001-keep 0 cat "$tmp/out.ipuz"
check_golden "-f replaces it" 4001-4x4 0 \
    sh -c 'gridfill -q -f -o "$0" t/data/fill-4x4.txt &&
    ipuz-convert -t grid "$0"' "$tmp/out.ipuz"
cp t/data/fill-4x4.txt "$tmp/in.txt"
check_golden "-o never writes over the input, even with -f" 4001-input 2 \
    sh -c 'cd "$0" && gridfill -f -o in.txt in.txt' "$tmp"
check_golden "the input is as it was" 4001-input-kept 0 \
    cmp "$tmp/in.txt" t/data/fill-4x4.txt

# Exit statuses and -q.
check_golden "-q: a proof says nothing, exits 1" 4001-empty 1 \
    gridfill -q t/data/fill-none.txt
check_golden "-q: giving up says nothing, exits 3" 4001-empty 3 \
    gridfill -q -t 0.1 t/data/fill-7x7.txt
check_golden "-q: a fill says nothing" 4001-empty 0 \
    sh -c 'gridfill -q t/data/fill-4x4.txt >/dev/null'
check_golden "without a terminal, no progress line" 4001-no-progress 3 \
    gridfill -t 1.5 t/data/fill-7x7.txt
if command -v script >/dev/null 2>&1 &&
    script -qec true /dev/null >/dev/null 2>&1; then
	check_golden "on a terminal, a progress line after a second" \
	    4001-progress 0 sh -c 'script -qec "gridfill -t 1.6 \
	    t/data/fill-7x7.txt >/dev/null" /dev/null </dev/null |
	    tr "\r" "\n" | grep -c "^gridfill: t/data/fill-7x7.txt: 1 s, .* nodes, .* backtracks, 0 fills *$" |
	    sed "s/^[1-9][0-9]*$/some/"'
else
	skip "on a terminal, a progress line after a second" "no script(1)"
fi

# An interrupt keeps the fills found, whole, and the shell sees it.
gridfill -n 1000000 -j -o "$tmp/int.jl" "$tmp/open5.txt" 2>"$tmp/int.err" &
pid=$!
sleep 1
kill -TERM "$pid"
got=0
{ wait "$pid"; } 2>/dev/null || got=$?
if [ "$got" -eq 143 ]; then
	pass "an interrupt ends gridfill as the signal would"
else
	fail "an interrupt ends gridfill as the signal would"
	echo "# exit status $got"
fi
check_golden "the fills found are kept, each whole" 4001-interrupted 0 \
    sh -c 'n=$(wc -l <"$0"); [ "$n" -gt 0 ] &&
    [ "$(jq -c .dimensions <"$0" | sort -u)" = "{\"width\":5,\"height\":5}" ] &&
    grep -c "^gridfill: .*: interrupted after $n of 1000000 fills$" "$1"' \
    "$tmp/int.jl" "$tmp/int.err"

# -m: no two entries share a run of more letters than it allows.
check_golden "-m 3: no entries share four letters in a row" 4001-empty 0 \
    sh -c 'gridfill -q -m 3 "$0" | ipuz-check -S | grep ": stats: shared"
    exit 0' "$grid15"
check_golden "without -m they may" 4001-shared 0 \
    sh -c 'gridfill -q "$0" | ipuz-check -S | grep -c ": stats: shared"' \
    "$grid15"
printf 'CAT\nA..\n...\n' >"$tmp/cat.txt"
check_golden "-m counts the seeded entries: no fill exists" 4001-m1 1 \
    sh -c 'cd "$0" && gridfill -m 1 cat.txt' "$tmp"

# Bad input.
check_golden "-n 0 is a usage error" 4001-n0 2 \
    gridfill -n 0 t/data/fill-4x4.txt
check_golden "-n too large is a usage error" 4001-nhuge 2 \
    gridfill -n 99999999999999999999 t/data/fill-4x4.txt
check_golden "-m 0 is a usage error" 4001-m0 2 \
    gridfill -m 0 t/data/fill-4x4.txt
check_golden "-a -j: pattern, cells, best words, crossing" 4001-analyse-j 0 \
    gridfill -a -j -s 60 t/data/fill-seeds.txt
done_testing
