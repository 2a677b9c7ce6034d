#!/bin/sh
# gridfill: fills that are words of the list, proofs, limits, bad input.
. "$(dirname "$0")/lib.sh"

plan 21

# fill GRID [OPTIONS]: the filled solution as a text grid.
fill() {
	grid=$1
	shift
	gridfill "$@" "$grid" | ipuz-convert -t grid
}

check_golden "an open 4x4" 4000-4x4 0 fill t/data/fill-4x4.txt
check_golden "a mini with blocks" 4000-mini 0 fill t/data/fill-mini.txt
check_golden "seeds are kept" 4000-seeds 0 fill t/data/fill-seeds.txt
gridfill t/data/fill-mini.txt >"$tmp/mini.ipuz" 2>/dev/null
ipuz-convert examples/mini-5x5.ipuz >"$tmp/mini-as-read.ipuz"
check_golden "every entry is a word of the list, none twice" 4000-check 0 \
    sh -c 'ipuz-check -l -w share/words.txt "$0" |
    grep -v -e ": info:" -e ": lint: no clues:"
    exit 0' "$tmp/mini.ipuz"
if [ -r "$shared/bench/grids/7xopen.txt" ]; then
	check_golden "a dense grid fills, with words of the list" 4000-empty 0 \
	    sh -c 'gridfill -t 60 "$0" >"$1/dense.ipuz" 2>/dev/null || exit 1
	    ipuz-check -l -w share/words.txt "$1/dense.ipuz" |
	    grep -v -e ": info:" -e ": lint: no clues:"
	    exit 0' "$shared/bench/grids/7xopen.txt" "$tmp"
else
	skip "a dense grid fills, with words of the list" \
	    "no $shared/bench/grids"
fi
check_golden "the rest of the puzzle is kept" 4000-empty 0 sh -c '
    gridfill examples/mini-5x5.ipuz 2>/dev/null |
    cmp - "$0"' "$tmp/mini-as-read.ipuz"
check_golden "the same seed gives the same fill" 4000-empty 0 sh -c '
    gridfill -S 7 t/data/fill-mini.txt >"$0/a" 2>/dev/null &&
    gridfill -S 7 t/data/fill-mini.txt >"$0/b" 2>/dev/null &&
    cmp "$0/a" "$0/b"' "$tmp"
check_golden "-n gives different fills, -j as one array" 4000-several 0 \
    sh -c 'gridfill -j -n 3 t/data/fill-4x4.txt 2>/dev/null |
    grep -c "\"version\""'
check_golden "-s and -x narrow the words" 4000-limits 0 \
    sh -c 'printf "able\nurea\n" >"$0/x" &&
    gridfill -s 40 -x "$0/x" t/data/fill-4x4.txt | ipuz-convert -t grid' \
    "$tmp"
check_golden "-x warns of its list's bad lines, as -w does" 4000-exclude-bad 0 \
    sh -c 'cd "$0" && printf "able\nurea;x\n" >x &&
    gridfill -x x <"$1" >/dev/null' "$tmp" \
    "$top/t/data/fill-4x4.txt"
check_golden "-r fills a region, and keeps the slots it crosses fillable" \
    4000-region 0 fill t/data/fill-mini.txt -r '1,2-2,5'
check_golden "a region outside the grid is trouble" 4000-region-out 2 \
    gridfill -r '1,1-9,9' t/data/fill-mini.txt
check_golden "a proof that no fill exists names the slot" 4000-none 1 \
    gridfill t/data/fill-none.txt
check_golden "-a shows where the grid is hard" 4000-analyse 0 \
    gridfill -a t/data/fill-seeds.txt
check_golden "-a flags slots only -s or -x close" 4000-analyse-s 1 \
    gridfill -a -s 80 t/data/fill-none.txt
check_golden "-t gives up, and says it is no proof" 4000-timeout 3 \
    gridfill -t 0.2 t/data/fill-7x7.txt
check_golden "a full grid is left as it is" 4000-full 0 \
    fill t/data/fill-full.txt
check_golden "a slot longer than any word is trouble" 4000-long 2 \
    gridfill t/data/fill-long.txt
check_golden "a seed outside the alphabet is trouble" 4000-alien 2 \
    gridfill t/data/fill-alien.txt
check_golden "a malformed puzzle is trouble" 4000-bad 2 \
    gridfill t/data/short.ipuz
check_golden "a bad count is a usage error" 4000-usage 2 \
    gridfill -n 0 t/data/fill-4x4.txt
done_testing
