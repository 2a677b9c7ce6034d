#!/bin/sh
# gridfill: several fills (distinct, streamed, to files), regions, output
# files that exist, exit statuses, -q, progress, interrupts and -m.
. "$(dirname "$0")/lib.sh"

grid15=t/data/fill-15x15.txt
printf '.....\n.....\n.....\n.....\n.....\n' >"$tmp/open5.txt"

# distinct FILE: how many lines FILE has, and how many of them differ.
distinct() {
	echo "$(wc -l <"$1") lines, $(sort -u "$1" | wc -l) distinct"
}

# JSON lines: one ipuz document a line, every one a fill of its own.
gridfill -j -n 400 t/data/fill-4x4.txt >"$tmp/400.jl" 2>"$tmp/400.err" || :
check_out "-n 400 gives 400 different fills, a line each" 0 \
    "400 lines, 400 distinct" distinct "$tmp/400.jl"
check_out "-n says the figures are those of the last fill" 0 \
    'gridfill: t/data/fill-4x4.txt: filled 8 words, mean score 61.2, lowest 30 (the last of 400 fills)' \
    cat "$tmp/400.err"
check_silent "each line of -j is an ipuz document that reads back" 0 \
    sh -c 'head -n 1 "$0" | ipuz-check -' "$tmp/400.jl"

# A region: its fills differ in the region.
gridfill -j -n 3 -r '1,1-3,4' "$grid15" >"$tmp/r.jl" 2>"$tmp/r.err" || :
check_out "-r with -n gives fills that differ in the region" 0 3 \
    sh -c 'while read -r l; do echo "$l" | ipuz-convert -t grid |
    head -n 3 | cut -c 1-4 | tr -d "\n"; echo; done <"$0" | sort -u |
    wc -l' "$tmp/r.jl"
check_out "a region fill reports the region's figures" 0 \
    'gridfill: t/data/fill-15x15.txt: filled the region: 12 cells, 7 entries through it, 3 whole, mean score 70.0, lowest 30 (the last of 3 fills)' \
    cat "$tmp/r.err"
# The slots beyond a region narrow too: its words once left 20-across
# (crossing a crossing) no word in each of those 3 fills, and a grid that
# has a fill one that had none, unsaid.
check_out "... and each leaves the grid a fill" 0 "0 0 0 " \
    sh -c 'while read -r l; do echo "$l" | gridfill -q - >/dev/null;
    printf "%s " $?; done <"$0"; echo' "$tmp/r.jl"
cat >"$tmp/corner.txt" <<'EOF2'
TBA#ADDING#....
RAM#IRISES#....
ICECREAM#......
OKRA#ANS#......
###NAME#.......
EOF2
check_out_err "a region's fill leaves the rest some fill" 0 "0" \
    'gridfill: corner.txt: filled the region: 20 cells, 9 entries through it, 6 whole, mean score 59.2, lowest 30' \
    sh -c 'cd "$0" && gridfill -r 1,12-5,15 -o part.ipuz corner.txt &&
    gridfill -q part.ipuz >/dev/null; echo $?' "$tmp"
printf 'ab;50\nac;50\nbd;50\nce;50\n' >"$tmp/ab.txt"
printf '..\n..\n' >"$tmp/ab-grid.txt"
check_out_err "a region with no fill that leaves the rest one: a proof" 1 "" \
    'gridfill: ab-grid.txt: no fill exists: every word for 1-across (A[BC]) leads to a dead end' \
    sh -c 'cd "$0" && gridfill -w ab.txt -r 1,1 ab-grid.txt' "$tmp"
check_err "a region of two cells reports no whole entry" 0 \
    'gridfill: t/data/fill-15x15.txt: filled the region: 2 cells, 3 entries through it, 0 whole' \
    sh -c 'gridfill -r 1,1-1,2 "$0" >/dev/null' "$grid15"
check_err "a region in reverse is trouble" 2 \
    "gridfill: region '3,3-1,1' runs backwards: write its top left cell first" \
    gridfill -r '3,3-1,1' "$grid15"
check_err "a region that is not cells is trouble" 2 \
    "gridfill: region 'a,b': write r1,c1-r2,c2 or r,c, or r1c1-r2c2 or r1c1" \
    gridfill -r 'a,b' "$grid15"
# Cells as -a and the messages name them, so that -a's cells of a slot
# are a region (-r r1c1-r1c5 was refused).
check_out "a region in -a's notation, r1c1-r1c5 and R3C3" 0 "r1c1-r1c5
ABOUT
.....
..A..
.....
....." \
    sh -c 'r=$(gridfill -a "$0" | head -n 1 | cut -f 4); echo "$r"
    gridfill -q -r "$r R3C3" "$0" | ipuz-convert -t grid' \
    "$tmp/open5.txt"
check_err "... a cell half in each notation is not" 2 \
    "gridfill: region 'r1,1': write r1,c1-r2,c2 or r,c, or r1c1-r2c2 or r1c1" \
    gridfill -r 'r1,1' "$tmp/open5.txt"
check_out_err "an empty region is trouble, not a fill of nothing" 2 "" \
    "gridfill: region '' names no cell" \
    gridfill -r '' "$grid15"
check_err "a number past any grid is outside it" 2 \
    "gridfill: region '1,1-99999999999999999999,1' is outside the 15x15 grid" \
    gridfill -r '1,1-99999999999999999999,1' "$grid15"

# Fewer fills than asked: the search says how many there are.
printf 'CAT\nA.E\nTEN\n' >"$tmp/few.txt"
check_golden "fewer fills than asked: how many exist" 4001-few 0 \
    sh -c 'cd "$0" && gridfill -d -n 50 -j few.txt | wc -l' "$tmp"

# -D: a file a fill, that every tool reads; none replaced without -f.
check_golden "-D writes a file a fill, numbered to sort" 4001-folder 0 \
    sh -c 'gridfill -q -n 12 -D "$0/fills" t/data/fill-4x4.txt &&
    cd "$0/fills" && ls && ipuz-check -q *.ipuz' "$tmp"
check_err "-D refuses files that exist" 2 \
    'gridfill: fills/fill-4x4-01.ipuz: exists; -f overwrites it' \
    sh -c 'cd "$0" && gridfill -n 12 -D fills "$1"' "$tmp" \
    "$top/t/data/fill-4x4.txt"
check_exit "-D -f replaces them" 0 \
    gridfill -q -f -n 12 -D "$tmp/fills" t/data/fill-4x4.txt
# The last fill's file too, before the search: not the eleven first
# written and the twelfth refused.
check_out_err "-D refuses the last fill's file that exists, writing none" 2 \
    "fill-4x4-12.ipuz" 'gridfill: last/fill-4x4-12.ipuz: exists; -f overwrites it' \
    sh -c 'cd "$0" && mkdir last && : >last/fill-4x4-12.ipuz &&
    gridfill -n 12 -D last "$1"; s=$?; ls last; exit $s' "$tmp" \
    "$top/t/data/fill-4x4.txt"
printf 'QZX\nA.E\nTEN\n' >"$tmp/nofill.txt"
check_err "-D makes no folder when no fill is found" 1 \
    'gridfill: nofill.txt: no fill exists: no word fits 4-across (A[EO]E)' \
    sh -c 'cd "$0" && gridfill -n 1000000 -D nofill nofill.txt; s=$?
    ! test -e nofill || echo "nofill/ left behind" >&2; exit $s' "$tmp"
check_err "-D with -j is a usage error" 2 \
    'gridfill: -D writes ipuz files of its own: not with -j' \
    gridfill -j -D "$tmp/fills" t/data/fill-4x4.txt

# -o: an existing file is refused unless -f, the input always.
echo "keep me" >"$tmp/out.ipuz"
check_err "-o refuses a file that exists" 2 \
    'gridfill: out.ipuz: exists; -f overwrites it' \
    sh -c 'cd "$0" && gridfill -o out.ipuz "$1"' "$tmp" \
    "$top/t/data/fill-4x4.txt"
check_out "the refused file is as it was" 0 "keep me" cat "$tmp/out.ipuz"
check_golden "-f replaces it" 4001-4x4 0 \
    sh -c 'gridfill -q -f -o "$0" t/data/fill-4x4.txt &&
    ipuz-convert -t grid "$0"' "$tmp/out.ipuz"
cp t/data/fill-4x4.txt "$tmp/in.txt"
check_err "-o never writes over the input, even with -f" 2 \
    'gridfill: in.txt: will not overwrite the input' \
    sh -c 'cd "$0" && gridfill -f -o in.txt in.txt' "$tmp"
check_silent "the input is as it was" 0 \
    cmp "$tmp/in.txt" t/data/fill-4x4.txt

# Exit statuses and -q.
check_silent "-q: a proof says nothing, exits 1" 1 \
    gridfill -q t/data/fill-none.txt
check_silent "-q: giving up says nothing, exits 3" 3 \
    gridfill -q -t 0.1 t/data/fill-7x7.txt
check_silent "-q: a fill says nothing" 0 \
    sh -c 'gridfill -q t/data/fill-4x4.txt >/dev/null'
check_err "without a terminal, no progress line" 3 \
    'gridfill: t/data/fill-7x7.txt: gave up after 1.5 seconds without a fill; that is no proof that none exists' \
    gridfill -t 1.5 t/data/fill-7x7.txt
if command -v script >/dev/null 2>&1 &&
    script -qec true /dev/null >/dev/null 2>&1; then
	check_out "on a terminal, a progress line after a second" 0 some \
	    sh -c 'script -qec "gridfill -t 1.6 \
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
check_out "the fills found are kept, each whole" 0 1 \
    sh -c 'n=$(wc -l <"$0"); [ "$n" -gt 0 ] &&
    [ "$(jq -c .dimensions <"$0" | sort -u)" = "{\"width\":5,\"height\":5}" ] &&
    grep -c "^gridfill: .*: interrupted after $n of 1000000 fills$" "$1"' \
    "$tmp/int.jl" "$tmp/int.err"

# -m: no two entries share a run of more letters than it allows.
check_silent "-m 3: no entries share four letters in a row" 0 \
    sh -c 'gridfill -q -m 3 "$0" | ipuz-check -S | grep ": stats: shared"
    exit 0' "$grid15"
check_out "without -m they may" 0 2 \
    sh -c 'gridfill -q "$0" | ipuz-check -S | grep -c ": stats: shared"' \
    "$grid15"
printf 'CAT\nA..\n...\n' >"$tmp/cat.txt"
check_err "-m counts the seeded entries: no fill exists" 1 \
    'gridfill: cat.txt: no fill exists: no word fits 1-down (CA?): -m 1 took out those that share a run with 1-across (CAT)' \
    sh -c 'cd "$0" && gridfill -m 1 cat.txt' "$tmp"
# The proof said only "no word fits 2-across (STAR????)", a pattern
# wordfind answers with 23 words, and -a "0 words", words_any 0: -m was
# counted as if the pattern took the words.
printf 'ROCKSTAR\n########\n[STAR]....###\n' >"$tmp/rock.txt"
check_err "-m: the proof says -m took the words, and the entry" 1 \
    'gridfill: rock.txt: no fill exists: no word fits 2-across (STAR????): -m 3 took out those that share a run with 1-across (ROCKSTAR)' \
    sh -c 'cd "$0" && gridfill -m 3 -o /dev/null rock.txt' "$tmp"
printf 'ROCKSTAR\n########\n[STAR]....###\n########\nSTARLITE\n' \
    >"$tmp/rock2.txt"
check_err "... the first entry, and how many more" 1 \
    'gridfill: rock2.txt: no fill exists: no word fits 2-across (STAR????): -m 3 took out those that share a run with 1-across (ROCKSTAR) and 1 more entry' \
    sh -c 'cd "$0" && gridfill -m 3 -o /dev/null rock2.txt' "$tmp"
# "no word fits SLOT (PATTERN)" named a pattern a word of the list fits,
# when no word twice, -m against a slot down to one word, or the pairs
# of parallel slots took it: the proof names the word and what took it.
printf 'ab;50\n' >"$tmp/ab.txt"
printf 'ab;50\ncd;50\n' >"$tmp/abcd.txt"
printf '..\n.#\n' >"$tmp/ab-open.txt"
printf 'AB\n##\n.B\n' >"$tmp/ab-whole.txt"
check_err "no word twice: the word is another slot's" 1 \
    "gridfill: ab-open.txt: no fill exists: no word fits 1-across (A?): AB would, but is 1-down's (-d allows a word twice)" \
    sh -c 'cd "$0" && gridfill -w ab.txt ab-open.txt' "$tmp"
check_err "... or a whole entry's" 1 \
    "gridfill: ab-whole.txt: no fill exists: no word fits 2-across (?B): AB would, but is 1-across's (-d allows a word twice)" \
    sh -c 'cd "$0" && gridfill -w abcd.txt ab-whole.txt' "$tmp"
printf 'abc;50\nxab;50\n' >"$tmp/abc.txt"
printf 'AB.\n###\n...\n' >"$tmp/abc-grid.txt"
check_err "-m: the run it shares with a slot down to one word" 1 \
    "gridfill: abc-grid.txt: no fill exists: no word fits 1-across (ABC): ABC would, but -m 1 took it out: it shares a run with 2-across (XAB)" \
    sh -c 'cd "$0" && gridfill -m 1 -w abc.txt abc-grid.txt' "$tmp"
printf 'cd;60\nap;50\nwa;50\nbc;50\nco;65\nia;50\nec;50\nnaacp;50\nnorad;50\n' \
    >"$tmp/pairs.txt"
printf '#.\n..\n#.\n..\n..\n' >"$tmp/pairs-grid.txt"
check_err "the pairs of parallel slots, and how many more fit" 1 \
    "gridfill: pairs-grid.txt: no fill exists: no word fits 3-down ([BEIW][AC]): BC would, but narrowing the pairs of parallel slots took it out; 3 more fit" \
    sh -c 'cd "$0" && gridfill -S 1 -w pairs.txt pairs-grid.txt' "$tmp"
check_out_err "-a counts -m as -s and -x: words_any without it" 1 \
    "2-across	STAR????	0 words (only words -s, -x or -m rule out fit)	r3c1-r3c5	-	-
0 23
23" \
    'gridfill: rock.txt: no fill exists: no word fits 2-across (STAR????): -m 3 took out those that share a run with 1-across (ROCKSTAR); each slot on its own:' \
    sh -c 'cd "$0" && gridfill -a -m 3 rock.txt; s=$?
    gridfill -q -a -j -m 3 rock.txt | jq -r ".[] | \"\(.words) \(.words_any)\""
    wordfind -c "STAR????"; exit $s' "$tmp"
printf 'ABOUT\n#####\n.....\n' >"$tmp/about.txt"
check_out "... and \"(N without -s, -x and -m)\" when it takes some" 0 \
    "2-across	8572 words (8624 without -s, -x and -m)
8572 8624" \
    sh -c 'cd "$0" && gridfill -a -m 2 about.txt | cut -f 1,3
    gridfill -a -j -m 2 about.txt | jq -r ".[] | \"\(.words) \(.words_any)\""' \
    "$tmp"

# Short slots of many words are branched on a cell's letter: an open 7x7
# fills, and an open 5x5 of words scored 70 or more is proved to have no
# fill, in a fraction of the dead ends of branching on words alone
# (19,074 and 12,550). dead_ends STATUS MAX GRID [OPTIONS]: "yes" when
# gridfill exits STATUS after fewer than MAX backtracks.
printf '.......\n.......\n.......\n...#...\n.......\n.......\n.......\n' \
    >"$tmp/open7.txt"
dead_ends() {
	_want=$1 _max=$2
	shift 2
	_st=0
	gridfill -v "$@" >/dev/null 2>"$tmp/de.err" || _st=$?
	_n=$(sed -n 's/.* nodes, \([0-9]*\) backtracks.*/\1/p' "$tmp/de.err")
	[ "$_st" = "$_want" ] && [ -n "$_n" ] && [ "$_n" -lt "$_max" ] &&
	    echo yes
}
check_out "an open 7x7 fills in under 5,000 dead ends" 0 yes \
    dead_ends 0 5000 "$tmp/open7.txt"
check_out "an open 5x5 of words scored 70: no fill, in under 8,000" 0 yes \
    dead_ends 1 8000 -s 70 "$tmp/open5.txt"

# A white cell in no entry of two letters or more is an entry of one
# letter: in reading order, each takes the best-scored word of one letter
# that -x and -s allow and no other such cell has (unless -d), so that
# the fill passes ipuz-check (such cells were left empty). With no word
# of one letter at all, trouble that names the cell; with each used, no
# fill.
printf '.\n' >"$tmp/one.txt"
check_out_err "a 1x1 grid is an entry of one letter" 0 A \
    'gridfill: one.txt: filled 1 word, mean score 90.0, lowest 90' \
    sh -c 'cd "$0" && gridfill one.txt | ipuz-convert -t grid' "$tmp"
printf '...#.\n...##\n...##\n' >"$tmp/lone.txt"
check_out_err "a lone cell takes the best word of one letter, and counts" 0 \
    "ACT#A
BRA##
LYX##" 'gridfill: lone.txt: filled 7 words, mean score 72.1, lowest 30' \
    sh -c 'cd "$0" && gridfill lone.txt | ipuz-convert -t grid' "$tmp"
check_silent "... and the fill passes ipuz-check" 0 \
    sh -c 'gridfill -q "$0" | ipuz-check -' "$tmp/lone.txt"
printf 'A\n' >"$tmp/no-a.txt"
check_out "... the next best with -x" 0 "ACT#I" \
    sh -c 'gridfill -q -x "$1" "$0" | ipuz-convert -t grid | head -n 1' \
    "$tmp/lone.txt" "$tmp/no-a.txt"
check_out "... none outside -r" 0 "ACT#." \
    sh -c 'gridfill -q -r "1,1-3,3" "$0" | ipuz-convert -t grid | head -n 1' \
    "$tmp/lone.txt"
# -s or -x leaving a lone cell no word was trouble that said the list
# has none: it is a proof, as for a slot of two letters, naming the rule.
check_err "... -s that leaves it no word of one letter: no fill" 1 \
    'gridfill: lone.txt: no fill exists: cell r1c5 is in no entry of two letters or more, and -s 100 leaves no word of one letter' \
    sh -c 'cd "$0" && gridfill -s 100 lone.txt' "$tmp"
printf '.#.\n' >"$tmp/two.txt"
printf 'O#.\n' >"$tmp/two-o.txt"
printf '.#.\n###\n.#.\n' >"$tmp/four.txt"
printf 'o;50\ni;40\ncat;50\n' >"$tmp/oi.txt"
printf 'bb;50\n' >"$tmp/bb.txt"
check_out "two lone cells take two words" 0 "O#I" \
    sh -c 'gridfill -q -w "$1" "$0" | ipuz-convert -t grid' \
    "$tmp/two.txt" "$tmp/oi.txt"
check_out "... the constructor's word of one letter is used" 0 "O#I" \
    sh -c 'gridfill -q -w "$1" "$0" | ipuz-convert -t grid' \
    "$tmp/two-o.txt" "$tmp/oi.txt"
check_out "... -d allows a word twice" 0 "O#O" \
    sh -c 'gridfill -q -d -w "$1" "$0" | ipuz-convert -t grid' \
    "$tmp/two.txt" "$tmp/oi.txt"
check_err "... and with each used, no fill" 1 \
    'gridfill: four.txt: no fill exists: cell r3c1 is in no entry of two letters or more, and each word of one letter is used (-d allows a word twice)' \
    sh -c 'cd "$0" && gridfill -w oi.txt four.txt' "$tmp"
check_err "an alphabet of one letter is no word of one letter" 2 \
    'gridfill: two.txt: cell r1c1 is in no entry of two letters or more, and the word list has no word of one letter for it' \
    sh -c 'cd "$0" && gridfill -w bb.txt two.txt' "$tmp"
printf 'o;50\n' >"$tmp/no-o.txt"
printf 'o;50\ni;50\n' >"$tmp/no-oi.txt"
check_err "... -x that leaves it none: no fill" 1 \
    'gridfill: two.txt: no fill exists: cell r1c1 is in no entry of two letters or more, and -x leaves no word of one letter' \
    sh -c 'cd "$0" && gridfill -w oi.txt -x no-oi.txt two.txt' "$tmp"
check_err "... -s and -x that leave it none: no fill" 1 \
    'gridfill: two.txt: no fill exists: cell r1c1 is in no entry of two letters or more, and -s 45 and -x leave no word of one letter' \
    sh -c 'cd "$0" && gridfill -w oi.txt -s 45 -x no-o.txt two.txt' "$tmp"
check_err "... and each word they leave used: no fill" 1 \
    'gridfill: two-o.txt: no fill exists: cell r1c3 is in no entry of two letters or more, and each word of one letter that -s 45 leaves is used (-d allows a word twice)' \
    sh -c 'cd "$0" && gridfill -w oi.txt -s 45 two-o.txt' "$tmp"
# The letters of an entry the constructor wrote whole were taken for
# words of one letter used: a worse letter, or a false proof.
printf 'AT\n##\n.#\n' >"$tmp/whole-at.txt"
printf 'a;90\nat;50\n' >"$tmp/a-at.txt"
printf 'a;90\ni;40\nat;50\n' >"$tmp/a-i-at.txt"
check_out_err "a whole entry's letters are no words of one letter" 0 "AT
##
A#" 'gridfill: whole-at.txt: filled 2 words, mean score 70.0, lowest 50' \
    sh -c 'cd "$0" && gridfill -w a-at.txt whole-at.txt | ipuz-convert -t grid' "$tmp"
check_out "... the best one is taken, not the next" 0 "A#" \
    sh -c 'cd "$0" && gridfill -q -w a-i-at.txt whole-at.txt | ipuz-convert -t grid | tail -n 1' "$tmp"

# Bad input.
check_err "-n 0 is a usage error" 2 \
    "gridfill: count '0' is not a number from 1 to 1000000" \
    gridfill -n 0 t/data/fill-4x4.txt
check_err "-n too large is a usage error" 2 \
    "gridfill: count '99999999999999999999' is not a number from 1 to 1000000" \
    gridfill -n 99999999999999999999 t/data/fill-4x4.txt
check_err "-m 0 is a usage error" 2 \
    "gridfill: maxshared '0' is not a number from 1 to 100" \
    gridfill -m 0 t/data/fill-4x4.txt
# A number is decimal digits, nothing around them: -t took hex floats
# and a blank before (not after), -S a blank before.
check_err "-t and -S take plain decimal numbers only" 2 \
    "gridfill: seconds '0x1.8p0' is not written in digits with an optional fraction, as 0.5 is
gridfill: seconds ' 1' is not written in digits with an optional fraction, as 0.5 is
gridfill: seconds '1 ' is not written in digits with an optional fraction, as 0.5 is
gridfill: seed ' 5' is not a number from 1 to 4000000000
gridfill: seed '+5' has a sign: write a number from 1 to 4000000000 without one" \
    sh -c 'for t in 0x1.8p0 " 1" "1 "; do gridfill -t "$t" t/data/fill-4x4.txt; done
    gridfill -S " 5" t/data/fill-4x4.txt; gridfill -S +5 t/data/fill-4x4.txt'
# One rule for every number (xwtools(7)): -t 5e-1 was "not a number from
# 0.001", -r took '+1,2' and called '-1,2' outside the grid, -s -0 was
# taken where -s +0 was refused.
check_err "-t: an exponent is refused, saying what form is wanted" 2 \
    "gridfill: seconds '5e-1' is not written in digits with an optional fraction, as 0.5 is" \
    gridfill -t 5e-1 t/data/fill-4x4.txt
check_err "... a sign too, as in -n and every other number" 2 \
    "gridfill: seconds '+5' has a sign: write a number from 0.001 to 1000000 without one
gridfill: seconds '-0' has a sign: write a number from 0.001 to 1000000 without one
gridfill: count '+2' has a sign: write a number from 1 to 1000000 without one
gridfill: minscore '-0' has a sign: write a number from 0 to 100 without one" \
    sh -c 'gridfill -t +5 t/data/fill-4x4.txt; gridfill -t -0 t/data/fill-4x4.txt
    gridfill -n +2 t/data/fill-4x4.txt; gridfill -s -0 t/data/fill-4x4.txt'
check_err "-r: a sign or a blank before a row or column is malformed" 2 \
    "gridfill: region '+1,2': write r1,c1-r2,c2 or r,c, or r1c1-r2c2 or r1c1
gridfill: region '-1,2': write r1,c1-r2,c2 or r,c, or r1c1-r2c2 or r1c1
gridfill: region 'r1c-2': write r1,c1-r2,c2 or r,c, or r1c1-r2c2 or r1c1
gridfill: region '1,\\t2': write r1,c1-r2,c2 or r,c, or r1c1-r2c2 or r1c1" \
    sh -c 'for r in +1,2 -1,2 r1c-2 "$(printf "1,\t2")"; do
    gridfill -r "$r" t/data/fill-4x4.txt; done'
# -q: "nothing on the standard error but trouble"; a cache that cannot be
# written costs time, not the fill.
printf 'cat;50\nare;50\nbed;50\ncab;50\nted;50\ntab;60\n' >"$tmp/q.txt"
printf '...\n...\n...\n' >"$tmp/q3.txt"
check_out_err "-q says nothing of a cache it cannot write" 0 "filled" "" \
    sh -c 'env -u XDG_CACHE_HOME HOME=/nonexistent gridfill -q -d \
    -w "$0/q.txt" "$0/q3.txt" >/dev/null && echo filled' "$tmp"
# Nor of the lists' malformed or suspect lines, of -w or -x, as it says
# nothing of the puzzle's read warnings: a list that cannot be read,
# left out of the stack, is still said.
printf 'cat;50\nare;50\nbed;50\ncab;50\nted;50\ntab;60\nxx;yy\nabc,50\n' \
    >"$tmp/qbad.txt"
printf 'oops;zz\n' >"$tmp/qx.txt"
check_out_err "-q says nothing of the lists' lines" 0 "filled" "" \
    sh -c 'gridfill -q -d -w "$0/qbad.txt" -x "$0/qx.txt" "$0/q3.txt" \
    >/dev/null && echo filled' "$tmp"
check_out_err "... without -q they are said" 0 "filled" \
    "gridfill: qbad.txt:7: warning: the score is not a whole number from 0 to 100
gridfill: qbad.txt: warning: skipped 1 malformed line
gridfill: qbad.txt:8: warning: 'abc,50' read as the word ABC50 with no score: the list's lines use ';'
gridfill: qx.txt:1: warning: the score is not a whole number from 0 to 100
gridfill: qx.txt: warning: skipped 1 malformed line" \
    sh -c 'cd "$0" && gridfill -d -w qbad.txt -x qx.txt q3.txt 2>&1 \
    >/dev/null | grep warning >&2 && echo filled' "$tmp"
check_out_err "-q still says a list left out of the stack" 0 "filled" \
    "gridfill: none.txt: warning: left out of the stack: cannot open 'none.txt': No such file or directory" \
    sh -c 'cd "$0" && gridfill -q -d -w qbad.txt -w none.txt q3.txt \
    >/dev/null && echo filled' "$tmp"
# Once the second replaced the first, unsaid, and its words were used.
# Refused by the kit as every option of one value given twice is.
gf_usage='usage: gridfill [-aAdfjqv] [-D dir] [-m maxshared] [-n count] [-P searches] [-r region] [-s minscore] [-S seed] [-t seconds] [-w list] [-x exclude] [-o file] [file]'
check_err "-x twice is a usage error" 2 \
    "gridfill: -x given twice ('no-a.txt', then 'oi.txt'): put the words never to use in one list
$gf_usage" \
    sh -c 'cd "$0" && gridfill -x no-a.txt -x oi.txt two.txt' "$tmp"
# A second -o, -S or -t replaced the first, unsaid (docs17 F3).
check_err "-o twice is a usage error, and nothing is written" 2 \
    "gridfill: -o given twice ('o1.ipuz', then 'o2.ipuz'): give it once
$gf_usage" \
    writes_nothing o2 gridfill -o o1.ipuz -o o2.ipuz "$tmp/two.txt"
check_err "-S twice" 2 \
    "gridfill: -S given twice ('1', then '2'): give it once
$gf_usage" \
    gridfill -S 1 -S 2 t/data/fill-4x4.txt
check_err "-t twice, handled outside the table" 2 \
    "gridfill: -t given twice ('5', then '9'): give it once
$gf_usage" \
    gridfill -t 5 -t 9 t/data/fill-4x4.txt
# It was "cannot write ''" (docs17 F4).
check_err "-o '' names no file" 2 \
    "gridfill: -o '': an empty file name
$gf_usage" \
    gridfill -o '' t/data/fill-4x4.txt
# -n said "only 1 fill exists" where I#O is one too: the lone cells keep
# the letters they took, which fills do not vary.
printf '.#.\n' >"$tmp/lone2.txt"
check_out_err "-n: with lone cells, the fills of the entries, said so" 0 \
    "O#I" "gridfill: lone2.txt: only 1 fill of the entries exists, not 5 (the 2 cells in no entry keep one letter)" \
    sh -c 'cd "$0" && gridfill -w oi.txt -n 5 lone2.txt 2>&1 >out.ipuz |
    grep -v filled >&2; ipuz-convert -t grid out.ipuz' "$tmp"
check_golden "-a -j: pattern, cells, best words, crossing" 4001-analyse-j 0 \
    gridfill -a -j -s 60 t/data/fill-seeds.txt
done_testing
