#!/bin/sh
# ipuz-render: a clue whose answer goes on in other entries ("numbers",
# "continued") has, at each of those entries' places in the clue lists,
# a line "See 1" ("See 5 Across" from another list), as printed
# crosswords have; those entries showed nothing. The answer key gives
# the whole answer. The clue itself is labelled with all its entries,
# "1, 4", one in another list with its direction, "5, 2 down", as the
# Guardian prints them; an ipuz "label" is shown as written.
. "$(dirname "$0")/lib.sh"

f=t/data/render-continued.ipuz
# clues FILE: the clue lists of the terminal picture of FILE.
clues() {
	ipuz-render -c -t text "$1" | sed -n '/^Across/,$p'
}
check_out "the terminal picture labels a clue with all its entries" 0 \
    'Across
       1, 4 Pet metal (3,3)
          4 See 1
  5, 2 down Damp, and more

Down
  1, 3 Farm animal, and more (6)
     2 See 5 Across
     3 See 1' \
    clues "$f"
# page OPTION [FILE]: the lines of the clue lists on the pages
# ipuz-render OPTION draws of FILE (with -k, only the key has them), in
# the order drawn, joined by "|".
page() {
	ipuz-render "$1" -t pdf "${2:-$f}" | pdftotext -raw - - |
	    sed -n '/^Across$/,$p' | grep '[[:alnum:]]' | paste -s -d "|" -
}
check_out "so does the page" 0 \
    'Across|1, 4 Pet metal (3,3)|4 See 1|5, 2 down Damp, and more|Down|1, 3 Farm animal, and more (6)|2 See 5 Across|3 See 1' \
    page -c
check_out "the answer key gives the whole answer, so labelled, and the See lines" 0 \
    'Across|1, 4 CAT ORE|4 See 1|5, 2 down WET ARE|Down|1, 3 COW TET|2 See 5 Across|3 See 1' \
    page -k
# A label wider than the column ("00, 00 across") runs on into its
# clue's first line, the rest of the clue under the others' text; an
# ipuz "label" beside a number is shown instead of it.
g=t/data/render-label.ipuz
check_out "a long label runs on; a clue's own label is shown as written" 0 \
    'Across
  1, 4, 2 down, 3 down Pet metal, with a
     long tail that goes on over lines
     (3,3,3,3)
   4 See 1
  5* Damp (3)

Down
  1 Farm animal (3)
  2 See 1 Across
  3 See 1 Across' \
    sh -c 'COLUMNS=40 ipuz-render -c -t text "$0" | sed -n "/^Across/,\$p"' \
    "$g"
check_out "so on the page" 0 \
    'Across|1, 4, 2 down, 3 down Pet|metal, with a long tail that|goes on over lines (3,3,3,3)|4 See 1|5* Damp (3)|Down|1 Farm animal (3)|2 See 1 Across|3 See 1 Across' \
    page -c "$g"
check_out "and on the answer key" 0 \
    'Across|1, 4, 2 down, 3 down CAT ORE|ARE TET|4 See 1|5* WET|Down|1 COW|2 See 1 Across|3 See 1 Across' \
    page -k "$g"
# A list whose every label is wider than the column: the column is as
# wide as "00, 00 across", and the clue's further lines are indented to
# it, as under a label of that width. They were indented half an em on
# the page, one column in the terminal picture.
long='A clue with a long label that goes on over several lines of its column'
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"1x2","dimensions":{"width":1,"height":2},"puzzle":[[1],[0]],"solution":[["A"],["B"]],
 "clues":{"Down":[{"number":1,"label":"1, 2, 3, 4, 5, 6, 7, 8 across","clue":"'"$long"'"}]}}' >"$tmp/wide.ipuz"
sed 's/1, 2, 3, 4, 5, 6, 7, 8 across/00, 00 across/' "$tmp/wide.ipuz" \
    >"$tmp/most.ipuz"
# second FILE...: where the second line of each FILE's clue starts on
# the page, in points, the first line being the one of its word "A".
second() {
	for g; do
		ipuz-render -c -t pdf "$g" | pdftotext -bbox - - |
		    awk -F '"' '/<word/ && y != "" && $4 != y {
		    printf "%.0f\n", $2; exit } /<word.*>A</ { y = $4 }'
	done | paste -s -d " " -
}
check_out "only over-wide labels: further lines at the label column" 0 \
    "116 116" second "$tmp/wide.ipuz" "$tmp/most.ipuz"
check_out "so in the terminal picture" 0 \
    'Down
  1, 2, 3, 4, 5, 6, 7, 8 across A clue
                with a long label that
                goes on over several
                lines of its column' \
    sh -c 'COLUMNS=40 ipuz-render -c -t text "$0" | sed -n "/^Down/,\$p"' \
    "$tmp/wide.ipuz"
check_out "ipuz-convert writes the label back" 0 \
    '        "label": "5*",' \
    sh -c 'ipuz-convert "$0" | grep "\"label\""' "$g"
# A puzzle that gives the part a clue of its own shows that, once.
check_out "a part with a clue of its own keeps it" 0 \
    '  1, 4 Pet metal (3,3)|     4 See 1-Across|     5 Damp|  1, 3 Farm animal, and more (6)|     2 Skill, and more|     3 See 1-Down' \
    sh -c 'ipuz-render -c -t text "$0" | grep "^ *[0-9]" | paste -s -d "|" -' \
    t/data/ipuz-continued.ipuz
# ipuz-check counts the part as clued by the clue it goes on from.
check_out "ipuz-check: a part needs no clue of its own" 0 \
    'render-continued.ipuz: info: 6 words (3 across, 3 down), 0 blocks, symmetry rotational-90' \
    sh -c 'cd t/data && ipuz-check -l render-continued.ipuz'

done_testing
