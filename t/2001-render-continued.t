#!/bin/sh
# ipuz-render: a clue whose answer goes on in other entries ("numbers",
# "continued") has, at each of those entries' places in the clue lists,
# a line "See 1" ("See 5 Across" from another list), as printed
# crosswords have; those entries showed nothing. The answer key gives
# the whole answer.
. "$(dirname "$0")/lib.sh"

f=t/data/render-continued.ipuz
check_out "the terminal picture has a See line for each part" 0 \
    'Across|  1 Pet metal (3,3)|  4 See 1|  5 Damp, and more||Down|  1 Farm animal, and more (6)|  2 See 5 Across|  3 See 1' \
    sh -c 'ipuz-render -c -t text "$0" | sed -n "/^Across/,\$p" |
    paste -s -d "|" -' "$f"
# page OPTION: the numbered lines of the page ipuz-render OPTION draws
# of $f (with -k, only the key has them), joined by "|".
page() {
	ipuz-render "$1" -t pdf "$f" | pdftotext - - | grep "^[1-5] [A-Z]" |
	    paste -s -d "|" -
}
check_out "so has the page" 0 \
    '1 Pet metal (3,3)|4 See 1|5 Damp, and more|1 Farm animal, and more (6)|2 See 5 Across|3 See 1' \
    page -c
check_out "the answer key gives the whole answer, and the See lines" 0 \
    '1 CAT ORE|4 See 1|5 WET ARE|1 COW TET|2 See 5 Across|3 See 1' \
    page -k
# A puzzle that gives the part a clue of its own shows that, once.
check_out "a part with a clue of its own keeps it" 0 \
    '  1 Pet metal (3,3)|  4 See 1-Across|  5 Damp|  1 Farm animal, and more (6)|  2 Skill, and more|  3 See 1-Down' \
    sh -c 'ipuz-render -c -t text "$0" | grep "^  [0-9]" | paste -s -d "|" -' \
    t/data/ipuz-continued.ipuz
# ipuz-check counts the part as clued by the clue it goes on from.
check_out "ipuz-check: a part needs no clue of its own" 0 \
    'render-continued.ipuz: info: 6 words (3 across, 3 down), 0 blocks, symmetry rotational-90' \
    sh -c 'cd t/data && ipuz-check -l render-continued.ipuz'

done_testing
