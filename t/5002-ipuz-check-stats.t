#!/bin/sh
# ipuz-check: the statistics of -S, and lint of patterns and clues.
. "$(dirname "$0")/lib.sh"

# A filled 5x5 with clues, and the same grid in other states.
cat >"$tmp/filled.ipuz" <<'EOF'
{
  "version": "http://ipuz.org/v2",
  "kind": ["http://ipuz.org/crossword#1"],
  "dimensions": {"width": 5, "height": 5},
  "puzzle": [["#", 1, 2, 3, 4], [5, 0, 0, 0, 0], [6, 0, 0, 0, 0],
             [7, 0, 0, 0, 0], [8, 0, 0, 0, "#"]],
  "solution": [["#", "E", "A", "V", "E"], ["R", "A", "V", "E", "S"],
               ["E", "V", "E", "N", "T"], ["S", "E", "R", "U", "M"],
               ["T", "S", "T", "S", "#"]],
  "clues": {
    "Across": [[1, "Roof edge"], [5, "Parties"], [6, "Happening"],
               [7, "Blood fluid"], [8, "Trials, briefly"]],
    "Down": [[1, "Roof edges"], [2, "Shun"], [3, "Place"], [4, ""],
             [5, "Pause"]]
  }
}
EOF
printf 'eave;80\nraves;60\nevent;90\nserum;70\neaves;65\nvenus;50\nrest;75\n' \
    >"$tmp/words.txt"
sed '/"clues"/,$d' "$tmp/filled.ipuz" | sed '$s/,$//' >"$tmp/noclues.ipuz"
echo '}' >>"$tmp/noclues.ipuz"
sed '/"Down"/,/\]\]$/d; s/\(briefly"\]\]\),$/\1/' "$tmp/filled.ipuz" \
    >"$tmp/across.ipuz"
sed 's/"V"/null/g' "$tmp/filled.ipuz" >"$tmp/partial.ipuz"
ipuz-convert -t grid "$tmp/filled.ipuz" | tr 'A-Z' '.' >"$tmp/pattern.txt"
ipuz-convert "$tmp/pattern.txt" >"$tmp/pattern.ipuz"

# The figures, as text and JSON.
check_golden "-S: entries, cells, lengths, letters, shared runs" 5002-stats 0 \
    sh -c 'cd "$0" && ipuz-check -S filled.ipuz' "$tmp"
check_golden "-S -w: scores and the lowest, without lint" 5002-scores 0 \
    sh -c 'cd "$0" && ipuz-check -S -w words.txt filled.ipuz' "$tmp"
check_golden "-S -j: the figures as the member statistics" 5002-json 0 \
    sh -c 'cd "$0" && ipuz-check -S -j -w words.txt filled.ipuz' "$tmp"
# stats' "cells" was the white cells and statistics' the whole grid;
# stats' "filled" the saved grid's and statistics' the fill's. One name
# is one count in a document now: white, cells, filled, lettered.
check_out "-S -j: a name counts one thing in stats and statistics" 0 \
    '{"white":[187,187],"cells":[null,225],"filled":[0,null],"lettered":[null,187]}' \
    sh -c 'ipuz-check -S -j examples/rebus-15x15.ipuz | jq -c "{white:
    [.stats.white,.statistics.white],cells:[.stats.cells,.statistics.cells],
    filled:[.stats.filled,.statistics.filled],
    lettered:[.stats.lettered,.statistics.lettered]}"'
check_silent "-S -q prints nothing" 0 \
    ipuz-check -S -q "$tmp/filled.ipuz"
check_golden "-S on an unfilled pattern: its shape only" 5002-pattern-stats 0 \
    sh -c 'cd "$0" && ipuz-check -S pattern.txt' "$tmp"
check_golden "-S on a shaped puzzle counts omitted cells" 5002-shaped 0 \
    ipuz-check -S t/data/render-shaped.ipuz
check_golden "-S on a barred puzzle counts cells with bars" 5002-barred 0 \
    ipuz-check -S examples/barred.ipuz
# One barred cell is said as many are.
printf '%s\n' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":2},"puzzle":[[{"cell":1,"style":{"barred":"B"}},2],[3,0]],"solution":[["A","B"],["C","D"]],"clues":{"Across":[[1,"ab"],[3,"cd"]],"Down":[[2,"bd"]]}}' \
    >"$tmp/onebar.ipuz"
check_out "-S: a grid with one cell with bars says so" 0 \
    'onebar.ipuz: stats: 4 cells: 0 blocks, 4 white, 4 with a letter, 1 with bars' \
    sh -c 'cd "$0" && ipuz-check -S onebar.ipuz | grep cells' "$tmp"
# One omitted cell is said as many are.
printf '%s\n' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":2},"puzzle":[[1,2],[null,0]],"solution":[["A","B"],[null,"D"]],"clues":{"Across":[[1,"ab"]],"Down":[[2,"bd"]]}}' \
    >"$tmp/oneomit.ipuz"
check_out "-S: a grid with one omitted cell says so" 0 \
    'oneomit.ipuz: stats: 2 words (1 across, 1 down), mean length 2.00
oneomit.ipuz: stats: 4 cells: 0 blocks, 3 white, 3 with a letter, 1 omitted
oneomit.ipuz: stats: lengths 2:2
oneomit.ipuz: stats: letters A:1 B:1 D:1' \
    sh -c 'cd "$0" && ipuz-check -S oneomit.ipuz' "$tmp"
# Letters are counted ignoring case: c and C are one letter, in the
# text and in -j.
printf '%s\n' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":3},"puzzle":[[1,0,0],["#","#","#"],[2,0,0]],"solution":[["c","a","t"],["#","#","#"],["C","A","T"]],"clues":{"Across":[[1,"Pet"],[2,"Pet again"]]}}' \
    >"$tmp/lower.ipuz"
check_out "-S: a lower-case letter counts as its capital" 0 \
    'lower.ipuz: stats: 2 words (2 across, 0 down), mean length 3.00
lower.ipuz: stats: 9 cells: 3 blocks, 6 white, 6 with a letter
lower.ipuz: stats: lengths 3:2
lower.ipuz: stats: letters A:2 C:2 T:2
{"A":2,"C":2,"T":2}' \
    sh -c 'cd "$0" && ipuz-check -S lower.ipuz &&
    ipuz-check -S -j lower.ipuz | jq -c .statistics.letters' "$tmp"
# Two letters met least used first are sorted too.
printf 'BAA\n' >"$tmp/two.txt"
check_out "-S: two letters, the most used first" 0 \
    'two.txt: stats: letters A:2 B:1' \
    sh -c 'cd "$0" && ipuz-check -S two.txt | grep letters' "$tmp"
# A grid with no entry printed "stats: lengths" with nothing after it; the
# line is left out, as the letters line is for a grid with no letter.
printf '#####\n#####\n' >"$tmp/allblk.txt"
check_out "-S: no lengths line for a grid with no entry" 0 \
    'allblk.txt: warning: no solution grid: answers cannot be checked
allblk.txt: stats: 0 words (0 across, 0 down), mean length 0.00
allblk.txt: stats: 10 cells: 10 blocks, 0 white, 0 with a letter' \
    sh -c 'cd "$0" && ipuz-check -S allblk.txt' "$tmp"
# A 60x60 grid of one letter: every pair of its 120 entries shares a
# run of 60. Each pair kept each time it met took 12 s and 800 MB; now
# the first 100 pairs are shown and the rest counted, in little memory.
awk 'BEGIN { for (r = 0; r < 60; r++) { s = ""
    for (c = 0; c < 60; c++) s = s "A"; print s } }' >"$tmp/a60.txt"
a60=$(awk 'BEGIN { for (c = 0; c < 60; c++) printf "A" }')
limit="ulimit -v 200000"
if ! (eval "$limit" && ipuz-check -V) >/dev/null 2>&1; then
	echo "# ipuz-check does not start under $limit: memory not bounded"
	limit=:
fi
check_out "-S: at most 100 shared pairs, and how many more, in bounded memory" 0 \
    "105
a60.txt: stats: shared $a60: 1-across $a60, 61-across $a60
a60.txt: stats: shared $a60: 1-across $a60, 41-down $a60
a60.txt: stats: 7040 more pairs share a run (the first 100 are shown)" \
    sh -c '$1 && cd "$0" && ipuz-check -S a60.txt >s.out && wc -l <s.out &&
    sed -n "5p;104,\$p" s.out' "$tmp" "$limit"
check_out "-S -j: the same, the rest as shared_more" 0 '[100,7040]' \
    sh -c '$1 && cd "$0" && ipuz-check -S -j a60.txt |
    jq -c ".statistics | [(.shared | length), .shared_more]"' "$tmp" "$limit"
# 14 entries ABCD and 5 EFGH share 91 + 10 = 101 pairs: one more than
# shown, said in the singular.
{ for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do echo ABCD; echo '####'; done
  printf 'EFGH\n####\nEFGH\n####\nEFGH\n####\nEFGH\n####\nEFGH\n'; } \
    >"$tmp/p101.txt"
check_out "-S: one pair more than shown, in the singular" 0 \
    'p101.txt: stats: 1 more pair shares a run (the first 100 are shown)' \
    sh -c 'cd "$0" && ipuz-check -S p101.txt | grep more' "$tmp"
# Runs of four met twice in an entry: the longest run two entries
# share is found from every place of each (once through an automaton of
# the first entry, cubic in a grid of 1000-letter entries), and of two
# as long, the one first in the first entry is shown.
printf 'ABCDXABCDEFG\n############\nZABCDEFABCDQ\n############\nABCDEFQABCDE\n' \
    >"$tmp/twice.txt"
printf 'WXYZQABCDQWXYZ\n##############\nABCDRWXYZRABCD\n' >"$tmp/tie.txt"
check_out "-S: runs met twice in an entry, and a tie, as before" 0 \
    'twice.txt: stats: shared ABCDEF: 1-across ABCDXABCDEFG, 2-across ZABCDEFABCDQ
twice.txt: stats: shared ABCDEF: 1-across ABCDXABCDEFG, 3-across ABCDEFQABCDE
twice.txt: stats: shared ABCDEF: 2-across ZABCDEFABCDQ, 3-across ABCDEFQABCDE
tie.txt: stats: shared WXYZ: 1-across WXYZQABCDQWXYZ, 2-across ABCDRWXYZRABCD' \
    sh -c 'cd "$0" && ipuz-check -S twice.txt tie.txt | grep shared' "$tmp"
# A block cell written as an object with a "value", which the reader
# keeps as the block's given, is one block: in the info line, in -S and
# in both of -S -j's counts, which must agree.
sed 's/\["#", 1, 2, 3, 4\]/[{"cell": "#", "value": "X"}, 1, 2, 3, 4]/' \
    examples/mini-5x5.ipuz >"$tmp/blkgiven.ipuz"
check_out "-l -S: a block with a value counts once, in both lines" 0 \
    'blkgiven.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
blkgiven.ipuz: stats: 10 words (5 across, 5 down), mean length 4.60
blkgiven.ipuz: stats: 25 cells: 2 blocks, 23 white, 23 with a letter
blkgiven.ipuz: stats: lengths 4:4 5:6
blkgiven.ipuz: stats: letters E:4 N:3 O:3 D:2 I:2 R:2 A:1 G:1 K:1 M:1 S:1 V:1 Z:1' \
    sh -c 'cd "$0" && ipuz-check -l -S blkgiven.ipuz' "$tmp"
check_out "-S -j: the same in stats and statistics" 0 '[2,2]' \
    sh -c 'cd "$0" && ipuz-check -S -j blkgiven.ipuz |
    jq -c "[.stats.blocks, .statistics.blocks]"' "$tmp"
check_err "-S on a puzzle that cannot be read is trouble" 2 \
    'ipuz-check: t/data/short.ipuz:2:43: puzzle has 2 rows, dimensions say 3' \
    ipuz-check -S t/data/short.ipuz

# Lint of a pattern: its shape, and the missing fill as one finding.
check_golden "-l on an unfilled pattern lints the pattern" 5002-pattern 1 \
    sh -c 'cd "$0" && ipuz-check -l pattern.ipuz' "$tmp"
check_golden "-l on a text grid pattern, the same" 5002-pattern-txt 1 \
    sh -c 'cd "$0" && ipuz-check -l pattern.txt' "$tmp"
check_golden "-l on a grid partly filled: the same one finding" \
    5002-partial 1 sh -c 'cd "$0" && ipuz-check -l partial.ipuz' "$tmp"
# Without -l a solution in part is a warning, as none is: a seeded
# draft was an error, an empty one not.
check_golden "without -l it is a warning, as no solution is" 5002-partial-plain 0 \
    sh -c 'cd "$0" && ipuz-check partial.ipuz' "$tmp"

# Lint of clues: missing or empty.
check_golden "-l: an empty clue is a lint finding" 5002-clue-empty 1 \
    sh -c 'cd "$0" && ipuz-check -l filled.ipuz' "$tmp"
check_out "without -l an empty clue is a warning" 0 \
    'filled.ipuz: warning: clue 4-down has no text' \
    sh -c 'cd "$0" && ipuz-check filled.ipuz' "$tmp"
check_golden "-l: a filled grid without clues" 5002-noclues 1 \
    sh -c 'cd "$0" && ipuz-check -l noclues.ipuz' "$tmp"
check_golden "-l: a filled grid without down clues" 5002-across 1 \
    sh -c 'cd "$0" && ipuz-check -l across.ipuz' "$tmp"
jq '.clues = {}' "$tmp/filled.ipuz" >"$tmp/emptyclues.ipuz"
check_out "-l: a filled grid with \"clues\": {} has none" 1 \
    'emptyclues.ipuz: lint: no clues: 10 entries have none' \
    sh -c 'cd "$0" && ipuz-check -l emptyclues.ipuz >lint.txt; s=$?
    grep -v ": info:" lint.txt; exit $s' "$tmp"
check_golden "-l -j: the finding names its cells" 5002-noclues-json 1 \
    sh -c 'cd "$0" && ipuz-check -l -j noclues.ipuz' "$tmp"
done_testing
