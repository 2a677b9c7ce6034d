#!/bin/sh
# ipuz-convert: the .xd reader and writer.
. "$(dirname "$0")/lib.sh"

# Our own files: what is read, what is written, and that it stays.
check_golden "an .xd reads as ipuz" 1200-small-ipuz 0 \
    ipuz-convert t/data/xd-small.xd
check_golden "an .xd is written back in the newer dialect" 1200-small-xd 0 \
    ipuz-convert -t xd t/data/xd-small.xd
check_golden "an .xd on stdin is told from its bytes" 1200-small-xd 0 \
    sh -c 'ipuz-convert -t xd <t/data/xd-small.xd'
check_silent "ipuz-check finds nothing wrong in it" 0 \
    sh -c 'ipuz-convert t/data/xd-small.xd | ipuz-check -'
cat >"$tmp/html.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 2, "height": 2}, "puzzle": [[1, 2], [3, 0]],
 "solution": [["A", "T"], ["T", "O"]],
 "clues": {"Across": [[1, "<I>At</I> &amp; <b>by</b>"], [3, "Too, <sup>2</sup>"]],
 "Down": [{"number": 1, "clue": "AT&amp;T, <em>briefly</em>", "enumeration": "2"},
 [2, "&lt;to&gt;"]]}}
EOT
check_golden "clue HTML becomes .xd markup" 1200-html-xd 0 \
    sh -c 'cd "$0" && ipuz-convert -t xd html.ipuz' "$tmp"
check_golden "ipuz to .xd" 1200-mini-xd 0 \
    ipuz-convert -t xd examples/mini-5x5.ipuz
check_golden "bars and notes go to .xd" 1200-barred-xd 0 \
    ipuz-convert -t xd examples/barred.ipuz
for f in examples/mini-5x5.ipuz examples/barred.ipuz \
    examples/rebus-15x15.ipuz t/data/xd-small.xd; do
	ipuz-convert -t xd "$f" >"$tmp/$(basename "$f").1.xd"
	ipuz-convert "$tmp/$(basename "$f").1.xd" |
	    ipuz-convert -t xd >"$tmp/$(basename "$f").2.xd"
done
check_silent "xd -> ipuz -> xd gives the same bytes the second time" 0 \
    sh -c 'cd "$0" && for f in *.1.xd; do
	cmp "$f" "${f%.1.xd}.2.xd" || exit 1; done' "$tmp"
# Notes whose lines look like section headers or comments come back as
# they were (each line break after the <br> that shows it, as the reader
# writes them): such a line is written indented by a space, and read back
# without it.
sed 's|"notes": "[^"]*"|"notes": "Theme:<br>\\n## Theme<br>\\nFish.<br>\\n<!-- no --><br>\\n## Grid<br>\\nEnd"|' \
    examples/barred.ipuz >"$tmp/hash.ipuz"
check_out "notes with '## ' and '<!--' lines survive .xd" 0 \
    '  "notes": "Theme:<br>\n## Theme<br>\nFish.<br>\n<!-- no --><br>\n## Grid<br>\nEnd",' \
    sh -c 'ipuz-convert -t xd "$0" | ipuz-convert | grep "^  \"notes\""' \
    "$tmp/hash.ipuz"
# So does one that reads as a comment only once its entities are
# characters.
sed 's|"notes": "[^"]*"|"notes": "Draft:<br>\\n\&lt;!-- no"|' \
    examples/barred.ipuz >"$tmp/lt.ipuz"
check_out "a note that is '<!--' once its entities are decoded" 0 \
    '  "notes": "Draft:<br>\n<!-- no",' \
    sh -c 'ipuz-convert -t xd "$0" | ipuz-convert | grep "^  \"notes\""' \
    "$tmp/lt.ipuz"

# The notes and the sections the reader does not know keep their lines
# as written, indentation and spaces at the ends too: xd -> ipuz -> xd
# gives the same bytes.
printf '## Metadata\n\nTitle: Tiny\n\n## Grid\n\nCAB\nARE\nBED\n\n## Clues\n\nA1. Taxi ~ CAB\nA4. Exist ~ ARE\nA5. Place to sleep ~ BED\n\nD1. Taxi ~ CAB\nD2. Curved structure ~ ARE\nD3. Bottom of the sea ~ BED\n\n## Notes\n\n    indented code\n  - bullet\n ## not a header  \n  <!-- not a comment -->\n\t## tab\ntrailing   \n   \n\n## Theme\n\n    C A B\n  x  \n' \
    >"$tmp/spaces.xd"
check_out "notes and unknown sections keep their spaces" 0 \
    '  "notes": "    indented code<br>\n  - bullet<br>\n## not a header  <br>\n <!-- not a comment --><br>\n\t## tab<br>\ntrailing   <br>\n   ",|        "    C A B\n  x  "' \
    sh -c 'ipuz-convert "$0" | grep "^  \"notes\"\|C A B" | paste -s -d "|" -' \
    "$tmp/spaces.xd"
check_silent "and come back the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' "$tmp/spaces.xd"
# A CR before a line's LF is the notes' own in a file whose other lines
# end in LF alone (.puz notes have them, and -t xd writes them as they
# are): kept, where they were once taken for the file's line ends. In a
# file whose every line ends in CR LF, they are its line ends.
printf '## Metadata\n\nTitle: T\n\n## Grid\n\nCAB\nARE\nBED\n\n## Clues\n\nA1. Taxi ~ CAB\nA4. Exist ~ ARE\nA5. Sleep place ~ BED\n\nD1. Taxi ~ CAB\nD2. Curve ~ ARE\nD3. Sea floor ~ BED\n\n## Notes\n\nline one\r\nline two\r\n' \
    >"$tmp/notes-cr.xd"
check_silent "the notes' CRs come back the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' \
    "$tmp/notes-cr.xd"
sed 's/$/\r/; s/\r\r$/\r/' "$tmp/notes-cr.xd" >"$tmp/all-crlf.xd"
check_out "a file of CR LF lines: no CR in the notes" 0 \
    '  "notes": "line one<br>\nline two",' \
    sh -c 'ipuz-convert "$0" | grep "^  \"notes\""' "$tmp/all-crlf.xd"
check_silent ".puz notes' CR LF through .xd and back" 0 \
    sh -c 'ipuz-convert -t xd "$0" 2>/dev/null >"$1/n.xd" &&
    ipuz-convert "$1/n.xd" | ipuz-convert -t xd | cmp - "$1/n.xd"' \
    t/corpus/puz/puzpy__nyt_rebus_with_notes_and_shape.puz "$tmp"
# The blank line after "## Notes", and the one before the next header,
# are the file's; the other empty lines at the ends of the notes are the
# notes' own line breaks, kept both ways. Those at the start went without
# a word, and the writer wrote one line break that ends the notes as none.
cat >"$tmp/breaks.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 2, "height": 1},
 "notes": "<br>\n<br>\nlead<br>\n<br>\n",
 "puzzle": [[1, 0]], "solution": [["A", "B"]],
 "clues": {"Across": [[1, "Clue"]]}}
EOT
check_out "line breaks at the ends of the notes survive .xd" 0 \
    '  "notes": "<br>\n<br>\nlead<br>\n<br>\n",' \
    sh -c 'ipuz-convert -t xd "$0" | ipuz-convert | grep "^  \"notes\""' \
    "$tmp/breaks.ipuz"
printf '## Metadata\n\nTitle: T\n\n## Grid\n\nAB\n\n## Clues\n\nA1. Clue ~ AB\n\n## Notes\n\n\nlead\n\n' \
    >"$tmp/lead.xd"
check_out "an .xd's empty lines at the ends of its notes are notes" 0 \
    '  "notes": "<br>\nlead<br>\n",' \
    sh -c 'ipuz-convert "$0" | grep "^  \"notes\""' "$tmp/lead.xd"
check_silent "and come back the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' "$tmp/lead.xd"
printf '## Grid\n\nAB\n\n## Clues\n\nA1. Clue ~ AB\n\n## Notes\n\n\nlead\n\n\n## Theme\n\nx\n' \
    >"$tmp/lead2.xd"
check_out "before another section too" 0 \
    '  "notes": "<br>\nlead<br>\n",' \
    sh -c 'ipuz-convert "$0" | grep "^  \"notes\""' "$tmp/lead2.xd"
check_silent "... the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' "$tmp/lead2.xd"
# The CR LF that ends a .puz file's notes came back with the CR alone.
check_silent ".puz notes that end in CR LF come back whole through .xd" 0 \
    sh -c 'ipuz-convert "$0" | jq .notes >"$1/puz.notes" &&
    ipuz-convert -t xd "$0" 2>/dev/null | ipuz-convert | jq .notes |
    cmp - "$1/puz.notes"' \
    t/corpus/puz/puzpy__nyt_rebus_with_notes_and_shape.puz "$tmp"

# A letter written decomposed (e and U+0301) is one cell, composed, and
# the answer that spells it so is the grid's: nothing is kept of it.
printf 'Title: T\n\n\nAE\314\201\nD#\n\n\nA1. x ~ AE\314\201\nD1. y ~ AD\n' \
    >"$tmp/nfd.xd"
check_out "a decomposed accent in an .xd grid is one cell" 0 \
    "$(printf 'A\303\211|D#||## Clues||A1. x ~ A\303\211||D1. y ~ AD')" \
    sh -c 'ipuz-convert -t xd "$0" | sed -n "/^## Grid/,\$p" | sed "1,2d" |
    paste -s -d "|" -' "$tmp/nfd.xd"
check_out "and no answer is kept beside the grid" 1 '' \
    sh -c 'ipuz-convert "$0" | grep answer' "$tmp/nfd.xd"

# Under Splitcharacter: an answer that is the grid's but for its split
# characters (word breaks) is the grid's, kept as written for the .xd
# writer: xd -> ipuz -> xd gives the same bytes, where the breaks went.
# One that differs otherwise is the clue's answer, as before; when the
# grid changes, the grid's answer is written.
printf '## Metadata\n\nTitle: T\nSplitcharacter: |\n\n## Grid\n\nCAT\n\n## Clues\n\nA1. Pet ~ C|AT\n' \
    >"$tmp/split.xd"
check_out "an answer with split characters is kept under com.xwtools:xd" 0 \
    '{"Across":[[1,"Pet"]]}|{"meta":[["Splitcharacter","|"]],"answers":{"A1":"C|AT"}}' \
    sh -c 'ipuz-convert "$0" >"$0.ipuz" && jq -c ".clues, .[\"com.xwtools:xd\"]" "$0.ipuz" |
    paste -s -d "|" -' "$tmp/split.xd"
check_silent "and comes back the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' "$tmp/split.xd"
check_out "the corpus file's TWITCH|DOT|T|V too" 0 \
    'A1. Example ~ TWITCH|DOT|T|V' \
    sh -c 'ipuz-convert -q "$0" | ipuz-convert -t xd | tail -n 1' \
    t/corpus/xd/puzzmo__twitch-tv-with-pipes.xd
check_out "once the grid is changed, its answer is written" 0 \
    '{"Across":[[1,"Pet"]]}|A1. Pet ~ COT' \
    sh -c 'ipuz-convert "$0" | sed "s/\"C\", \"A\", \"T\"/\"C\", \"O\", \"T\"/" >"$0.cot" &&
    { jq -c .clues "$0.cot" && ipuz-convert -t xd "$0.cot" | tail -n 1; } |
    paste -s -d "|" -' \
    "$tmp/split.xd"

# ipuz text is HTML: its entities, named and numbered, are characters in
# the .xd (plain text), in the metadata and notes too.
check_out "HTML entities are characters in the .xd" 0 \
    "$(printf 'Title: Q&A|A1. {/AT&T/}'"'"'s "Q" <3 \342\230\272 R&B ~ AT|x \342\200\224 y')" \
    sh -c 'ipuz-convert -t xd t/data/entities.ipuz |
    grep "^Title\|^A1\|^x" | paste -s -d "|" -'

# Bad input: one line, with the line number, status 2.
check_err "a metadata line without ':'" 2 \
    "ipuz-convert: t/data/xd-nocolon.xd:2: metadata line without ':'" \
    ipuz-convert t/data/xd-nocolon.xd
check_err "a clue for a missing slot" 2 \
    'ipuz-convert: t/data/xd-noslot.xd:14: clue A7 has no slot in the grid' \
    ipuz-convert t/data/xd-noslot.xd
check_err "a bad clue line" 2 \
    "ipuz-convert: t/data/xd-badclue.xd:13: bad clue line 'A3 Bottom ~ CD': want 'A1. clue ~ ANSWER'" \
    ipuz-convert t/data/xd-badclue.xd
# A long line is quoted to 40 characters, never cut inside one: here
# the 40th character is bytes 40 and 41.
a36=$(printf '%036d' 0 | tr 0 a) e=$(printf '\303\251')
sed "s/^A3 Bottom ~ CD\$/A3 $a36$e and more ~ CD/" t/data/xd-badclue.xd \
    >"$tmp/long.xd"
check_err "a long bad clue line is cut between characters" 2 \
    "ipuz-convert: long.xd:13: bad clue line 'A3 $a36$e...': want 'A1. clue ~ ANSWER'" \
    sh -c 'cd "$0" && ipuz-convert long.xd' "$tmp"
check_err "a ragged grid" 2 \
    'ipuz-convert: t/data/xd-ragged.xd:8: grid row of 2 cells, the first has 3' \
    ipuz-convert t/data/xd-ragged.xd
# Indented rows are read; a column counts from the start of the line.
printf 'Title: T\n\n\n  CAT\n  A E\n  TOE\n\n\nA1. x ~ CAT\n' >"$tmp/indented.xd"
check_err "a blank in an indented grid row, at its column" 2 \
    'ipuz-convert: indented.xd:5:4: blank inside a grid row' \
    sh -c 'cd "$0" && ipuz-convert indented.xd' "$tmp"
# One blank line between the sections of the implicit form, which wants
# two (persona19 F6): said at the line that starts the next, named .xd,
# .txt or read from the standard input, and nothing is written.
printf 'Title: Mini\nAuthor: Ms D\n\nICE\nTAR\nSPA\n\nA1. Frozen water ~ ICE\nA4. Road goo ~ TAR\nA5. Resort ~ SPA\n\nD1. "___ snowing" ~ ITS\nD2. Hat part ~ CAP\nD3. Time period ~ ERA\n' >"$tmp/onebl.xd"
cp "$tmp/onebl.xd" "$tmp/onebl.txt"
check_err "one blank line after the metadata is named at the grid" 2 \
    'ipuz-convert: onebl.xd:4: the grid must come two blank lines after the metadata (one here), or under a ## Grid header' \
    sh -c 'cd "$0" && ipuz-convert -o onebl.ipuz onebl.xd; s=$?
    test ! -e onebl.ipuz && exit $s' "$tmp"
check_err "... in a file named .txt, and on the standard input" 2 \
    'ipuz-convert: onebl.txt:4: the grid must come two blank lines after the metadata (one here), or under a ## Grid header
ipuz-convert: <stdin>:4: the grid must come two blank lines after the metadata (one here), or under a ## Grid header' \
    sh -c 'cd "$0" && ipuz-convert onebl.txt; ipuz-convert <onebl.xd' "$tmp"
sed '3s/^$/\n/' "$tmp/onebl.xd" >"$tmp/onebl2.xd"
check_err "one blank line after the grid is named at the clues" 2 \
    'ipuz-convert: onebl2.xd:9: the clues must come two blank lines after the grid (one here), or under a ## Clues header' \
    sh -c 'cd "$0" && ipuz-convert onebl2.xd' "$tmp"
sed '8s/^$/\n/' "$tmp/onebl2.xd" >"$tmp/onebl3.xd"
check_out "with two blank lines each, it reads" 0 \
    '[[["I","C","E"],["T","A","R"],["S","P","A"]],3]' \
    sh -c 'cd "$0" && ipuz-convert onebl3.xd |
    jq -c "[.solution, (.clues.Down | length)]"' "$tmp"
# A letter's first lines and a word are not an .xd.
printf 'Subject: Puzzles\n\nThanks\n' >"$tmp/letter.txt"
check_err "metadata, a blank line and a word are no puzzle" 2 \
    'ipuz-convert: letter.txt: not a puzzle in any format this reads' \
    sh -c 'cd "$0" && ipuz-convert letter.txt' "$tmp"
awk 'BEGIN { printf "Title: Huge\n\n\n"; for (i = 0; i < 1001; i++)
    printf "A"; printf "\n" }' >"$tmp/huge.xd"
check_err "a grid over the size limit" 2 \
    'ipuz-convert: huge.xd:4: grid larger than 1000x1000' \
    sh -c 'cd "$0" && ipuz-convert huge.xd' "$tmp"

# What .xd cannot hold is refused.
sed '/"solution"/,/^  \],$/d' examples/mini-5x5.ipuz >"$tmp/nosol.ipuz"
check_err "a puzzle without a solution" 2 \
    'ipuz-convert: nosol.ipuz: cannot write xd: the puzzle has no solution' \
    sh -c 'cd "$0" && ipuz-convert -t xd nosol.ipuz' "$tmp"
sed 's/"O", "Z", "O"/"O", "", "O"/' examples/mini-5x5.ipuz >"$tmp/hole.ipuz"
check_err "a solution with an empty cell" 2 \
    'ipuz-convert: hole.ipuz: cannot write xd: cell r3c2 has no solution' \
    sh -c 'cd "$0" && ipuz-convert -t xd hole.ipuz' "$tmp"
# A rebus that .xd or .puz cannot hold named no cell ("rebus "G H" cannot
# be .xd: it holds a space or a comma").
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":2},"puzzle":[[1,2,3],[4,0,0]],"solution":[["A","B","C"],["D","E;F","G H"]],"clues":{"Across":[[1,"x"],[4,"y"]],"Down":[[1,"z"],[2,"w"],[3,"v"]]}}\n' >"$tmp/rb.ipuz"
check_err "a rebus .xd or .puz cannot hold is named with its cell" 2 \
    'ipuz-convert: rb.ipuz: cannot write xd: cell r2c3 holds the rebus "G H", which an .xd cannot hold: a space or a comma parts its Rebus: header
ipuz-convert: rb.ipuz: cannot write puz: cell r2c2 holds the rebus "E;F", which a .puz cannot hold: '"';'"' ends a rebus there' \
    sh -c 'cd "$0" && ipuz-convert -t xd rb.ipuz; ipuz-convert -t puz rb.ipuz' \
    "$tmp"

# What .xd has no place for is named before it is left out: .xd has no
# kind (its reader makes every puzzle a plain crossword) and no shape
# but the circle.
check_stderr "a cryptic's kind is named as left out" 0 \
    'ipuz-convert: examples/cryptic.ipuz: warning: a .xd file cannot hold the cryptic kind; left out' \
    ipuz-convert -t xd examples/cryptic.ipuz
# Enumerations the ipuz hides from the solver (showenumerations false)
# are not put in the clue text for all to see: named as left out.
sed 's/"showenumerations": true/"showenumerations": false/' \
    examples/cryptic.ipuz >"$tmp/hidden.ipuz"
check_out_err "hidden enumerations are not shown in .xd clues" 0 \
    'A1. Bachelor rows with Spain, then looks idly through the shelves ~ BROWSES' \
    'ipuz-convert: hidden.ipuz: warning: a .xd file cannot hold the cryptic kind, hidden enumerations; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd hidden.ipuz | grep "^A1\."' "$tmp"
# A control character in a clue (ESC, NEXT LINE, one written as an
# entity) was written raw: ESC [8m hid the clue's text on a terminal
# (fuzz19 F9). Left out and said, as the .jpz writer does.
jq '.clues.Across[0][1] = "ab\u001b[8mhid\u0085den&#27;[0mcd"' \
    examples/mini-5x5.ipuz >"$tmp/esc.ipuz"
check_out_err "control characters in a clue are left out of a .xd, and said" 0 \
    'A1. ab[8mhidden[0mcd ~ DARK' \
    'ipuz-convert: esc.ipuz: warning: a .xd file cannot hold the control characters in clue 1-across; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd esc.ipuz | grep "^A1\."' "$tmp"
# An enumeration with a line break in it (a JSON string may hold one,
# escaped): on the clue's one line, a space, and the .xd reads back. It
# once ended the line, and the rest read as a clue line without its
# number (found by ipuz_fuzz).
printf '%s\n' '{"version": "http://ipuz.org/v2",' \
    ' "kind": ["http://ipuz.org/crossword#1"],' \
    ' "dimensions": {"width": 2, "height": 2}, "puzzle": [[1, 2], [3, 0]],' \
    ' "solution": [["A", "T"], ["T", "O"]], "clues": {"Across":' \
    ' [{"number": 1, "clue": "Near", "enumeration": "1,\n1"},' \
    ' [3, "Also"]], "Down": [[1, "At"], [2, "To"]]}}' >"$tmp/enum-break.ipuz"
check_out "an enumeration's line break is a space in the .xd clue" 0 \
    'A1. Near (1, 1) ~ AT' \
    sh -c 'ipuz-convert -t xd "$0" | grep "^A1\."' "$tmp/enum-break.ipuz"
check_out "and the .xd reads back" 0 'A1. Near (1, 1) ~ AT' \
    sh -c 'ipuz-convert -t xd "$0" | ipuz-convert -t xd | grep "^A1\."' \
    "$tmp/enum-break.ipuz"
# A grid row that would start "<!--" reads as a comment, and all after
# it as one that never ends: its '<' goes by a rebus key (found by
# puz_fuzz).
printf '%s\n' '{"version": "http://ipuz.org/v2",' \
    ' "kind": ["http://ipuz.org/crossword#1"],' \
    ' "dimensions": {"width": 4, "height": 2},' \
    ' "puzzle": [[1, 2, 3, 4], [5, 0, 0, 0]],' \
    ' "solution": [["<", "!", "-", "-"], ["A", "B", "C", "D"]]}' \
    >"$tmp/comment-row.ipuz"
check_out "a row that would open a comment starts with a rebus key" 0 \
    'Rebus: ❶=<
❶!--' \
    sh -c 'ipuz-convert -t xd "$0" | grep -v "~" | grep -e "^Rebus" -e "!--"' \
    "$tmp/comment-row.ipuz"
check_out "and the .xd reads back, the same" 0 '' \
    sh -c 'ipuz-convert -t xd "$0" >"$0.xd" &&
    ipuz-convert -t xd "$0.xd" | cmp - "$0.xd"' "$tmp/comment-row.ipuz"
# 2024-13-45 became 13/45/2024, which was written back so; 03/04/2021,
# ipuz's form, was written back in ISO. A date read, ISO or not, comes
# back as written; one that is no date, as the metadata line it is kept
# as (said: xd_date_warned below).
for d in 2024-13-45 03/04/2021 'June 5, 2021' 2021-03-04; do
	printf '## Metadata\n\nTitle: D\nDate: %s\n\n## Grid\n\nAB\nCD\n\n## Clues\n\nA1. a ~ AB\nA3. c ~ CD\n\nD1. a ~ AC\nD2. b ~ BD\n' \
	    "$d" >"$tmp/date-$(echo "$d" | tr -dc 0-9).xd"
done
check_out "a date comes back as written, a date or not" 0 '' \
    sh -c 'for f in "$0"/date-*.xd; do
	ipuz-convert -q "$f" | ipuz-convert -t xd | cmp - "$f" || exit 1; done' \
    "$tmp"
# A date that was not ISO went into the ipuz date as it was: "Not set"
# (puzzmo's xd writer, for none), "March 5, 2024", which ipuz has as
# mm/dd/yyyy, and no warning. English dates are read; no date is kept
# as its .xd line under com.xwtools:xd, said at its line, and no ipuz
# date is made of it.
check_out "an .xd date in English is the ipuz date mm/dd/yyyy" 0 \
    '"06/05/2021"|"June 5, 2021"|null' \
    sh -c 'ipuz-convert "$0/date-52021.xd" | jq -c ".date, .[\"com.xwtools:xd\"].date, .[\"com.xwtools:xd\"].meta" |
    paste -s -d "|" -' "$tmp"
check_out "... and an ipuz date edited goes back to .xd in ISO" 0 \
    'Date: 2021-12-25' \
    sh -c 'ipuz-convert "$0/date-52021.xd" |
    sed "s|^  \"date\": \"06/05/2021\"|  \"date\": \"12/25/2021\"|" |
    ipuz-convert -t xd | grep "^Date"' "$tmp"
check_out_err "an .xd date that is no date is no ipuz date: kept, and said" \
    0 'null|[["Date","2024-13-45"]]' \
    "ipuz-convert: date-20241345.xd:4:7: warning: date '2024-13-45' is not a date this reads (2024-03-05, March 5, 2024): kept as an .xd metadata line, not as the ipuz date; read anyway" \
    sh -c 'cd "$0" && ipuz-convert date-20241345.xd | jq -c ".date, .[\"com.xwtools:xd\"].meta" |
    paste -s -d "|" -' "$tmp"
check_out_err "... puzzmo's 'Not set' too" 0 \
    'null|[["date","Not set"],["description","N/A"],["splitcharacter","|"]]' \
    "ipuz-convert: t/corpus/xd/puzzmo__twitch-tv-with-pipes.xd:5:7: warning: date 'Not set' is not a date this reads (2024-03-05, March 5, 2024): kept as an .xd metadata line, not as the ipuz date; read anyway" \
    sh -c 'ipuz-convert "$0" | jq -c ".date, .[\"com.xwtools:xd\"].meta" |
    paste -s -d "|" -' t/corpus/xd/puzzmo__twitch-tv-with-pipes.xd
check_stderr "... and is named where a format has no place for it" 0 \
    "ipuz-convert: date-20241345.xd: warning: a .jpz file cannot hold the .xd metadata Date; left out" \
    sh -c 'cd "$0" && ipuz-convert -t jpz date-20241345.xd 2>&1 >/dev/null | grep -v "not a date" >&2' "$tmp"
printf 'Title: T\nDate: Not set\n\n\nCAT\nA:A\nTAB\n\n\nA1. Feline ~ CAT\nA3. Tax ~ TAB\n\nD1. Bed ~ CAT\nD2. Name ~ TAB\n' \
    >"$tmp/colon-date.xd"
check_stderr "... and a ':' in the grid, said first, names it too" 0 \
    "ipuz-convert: colon-date.xd:6:2: warning: ':' is no .xd grid character but a .puz's block, and read as one (and the date 'Not set' at line 2 is no date: kept as an .xd metadata line); read anyway" \
    sh -c 'cd "$0" && ipuz-convert colon-date.xd >/dev/null' "$tmp"
check_out "ipuz-check -l lints it at its line (t/5000-ipuz-check.t)" 0 \
    "date-20241345.xd:4:7: lint: date '2024-13-45' is not a date this reads (2024-03-05, March 5, 2024): kept as an .xd metadata line, not as the ipuz date" \
    sh -c 'cd "$0" && ipuz-check -l date-20241345.xd | grep "^date-20241345.xd:4:7: "' \
    "$tmp"
# A rebus key no cell shows was dropped, and the keys came back in the
# order the cells first show them, not the file's.
printf '## Metadata\n\nTitle: R\nRebus: 3=TRI 2=TWO 1=ONE\n\n## Grid\n\nC1B\nA2E\nBED\n\n## Clues\n\nA1. Taxi ~ CONEB\nA4. Exist ~ ATWOE\nA5. Sleep ~ BED\n\nD1. Taxi ~ CAB\nD2. Arch ~ ONETWOE\nD3. Sea ~ BED\n' \
    >"$tmp/rebus-keys.xd"
check_out "rebus keys no cell shows come back, in the file's order" 0 '' \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' \
    "$tmp/rebus-keys.xd"
check_out "... but not a key whose cell was edited to show another" 0 \
    'Rebus: 3=TRI 2=TWO' \
    sh -c 'ipuz-convert "$0" | sed "s/\"ONE\"/\"A\"/" |
    ipuz-convert -t xd | grep "^Rebus"' "$tmp/rebus-keys.xd"
check_stderr "a diagramless's kind is named as left out" 0 \
    'ipuz-convert: t/data/render-diagramless.ipuz: warning: a .xd file cannot hold the diagramless kind; left out' \
    ipuz-convert -t xd t/data/render-diagramless.ipuz
check_stderr "a star behind a cell is named as left out" 0 \
    'ipuz-convert: t/data/render-styles.ipuz: warning: a .xd file cannot hold background shapes other than circles; left out' \
    ipuz-convert -t xd t/data/render-styles.ipuz

# The real-world corpus (t/corpus/SOURCES): every good file reads,
# checks clean and comes back stable.
corpus=t/corpus
mkdir "$tmp/xd"
good=$(cd "$corpus/xd" && ls *.xd | grep -v fail)
for f in $good; do
	ipuz-convert -o "$tmp/xd/${f%.xd}.ipuz" "$corpus/xd/$f" \
	    2>>"$tmp/read.err" || echo "$f" >>"$tmp/unread"
done
if [ ! -s "$tmp/unread" ]; then
	pass "every good corpus .xd reads"
else
	fail "every good corpus .xd reads"
	diag_file "$tmp/unread"
fi
check_out "... warning only of puzzmo's 'Not set'" 0 \
    "ipuz-convert: t/corpus/xd/puzzmo__twitch-tv-with-pipes.xd:5:7: warning: date 'Not set' is not a date this reads (2024-03-05, March 5, 2024): kept as an .xd metadata line, not as the ipuz date; read anyway" \
    cat "$tmp/read.err"
check_out "ipuz-check on them finds only the real fault" 1 \
    "kotwords__test-barred.ipuz: error: clue 9-across: answer 'TUVWX' differs from the grid's 'UVWX'" \
    sh -c 'cd "$0" && ipuz-check *.ipuz' "$tmp/xd"
for f in "$tmp"/xd/*.ipuz; do
	ipuz-convert -q -t xd "$f" >"${f%.ipuz}.1.xd"
	ipuz-convert -q -t xd "${f%.ipuz}.1.xd" >"${f%.ipuz}.2.xd"
	cmp -s "${f%.ipuz}.1.xd" "${f%.ipuz}.2.xd" ||
	    echo "${f%.ipuz}" >>"$tmp/unstable"
done
if [ ! -s "$tmp/unstable" ]; then
	pass "corpus xd -> ipuz -> xd is stable"
else
	fail "corpus xd -> ipuz -> xd is stable"
	diag_file "$tmp/unstable"
fi
check_err "puzzmo's fail-bad_clue is refused" 2 \
    "ipuz-convert: puzzmo__fail-bad_clue.xd:29: bad clue line 'A13.': want 'A1. clue ~ ANSWER'" \
    sh -c 'cd "$0" && ipuz-convert -t xd puzzmo__fail-bad_clue.xd' \
    "$corpus/xd"
check_err "puzzmo's fail-bad_clue_down is refused" 2 \
    "ipuz-convert: puzzmo__fail-bad_clue_down.xd:74: bad clue line 'D8NG': want 'A1. clue ~ ANSWER'" \
    sh -c 'cd "$0" && ipuz-convert -t xd puzzmo__fail-bad_clue_down.xd' \
    "$corpus/xd"
check_err "puzzmo's fail-bad_meta is refused" 2 \
    "ipuz-convert: puzzmo__fail-bad_meta.xd:3: metadata line without ':'" \
    sh -c 'cd "$0" && ipuz-convert -t xd puzzmo__fail-bad_meta.xd' \
    "$corpus/xd"

# puzzmo's converter turned these .puz files into these .xd files. The
# .xd says "copyright:" and "description: N/A" where the .puz has none;
# the lines are kept, to be written back, and are all that differs.
for b in 'puzzmo__alpha-bits:description: N/A' \
    'puzzmo__112921-speakerboxxx:copyright: | description: N/A'; do
	lines=${b#*:} b=${b%%:*}
	check_silent "$b: the .puz and the .xd are the same puzzle" 0 \
	    sh -c 'ipuz-convert -q -t xd "$0" >"$2/a.xd" &&
	    ipuz-convert -t xd "$1" |
	    grep -v -x -e "[a-z]*:" -e "description: N/A" | cmp - "$2/a.xd"' \
	    "$corpus/puz/$b.puz" "$corpus/xd/$b.xd" "$tmp"
	check_out "$b: but for the lines the .xd adds" 0 "$lines" \
	    sh -c 'ipuz-convert -q -t xd "$0" >"$2/a.xd" &&
	    ipuz-convert -t xd "$1" | diff - "$2/a.xd" | sed -n "s/^< //p" |
	    paste -s -d "|" - | sed "s/|/ | /g"' \
	    "$corpus/puz/$b.puz" "$corpus/xd/$b.xd" "$tmp"
done

# kotwords' .xd files and their .jpz twins are the same puzzles; what an
# .xd file says that its twin does not is shown by the goldens: the ^
# lines of test.xd and its links, image and coloured text, and in
# test-barred.xd a stated answer that its own
# bars contradict, a "description: N/A" kept as written, and the twin's
# completion message. The other twins say the same.
check_golden_err "gaps.ipuz as .xd: clues by slot, references renumbered" \
    1200-gaps 0 \
    "ipuz-convert: kotwords__gaps.ipuz: warning: a .xd file cannot hold the grid's own labels (12 cells where standard numbering differs, first r1c2), clues for no entry of its numbering; left out" \
    sh -c 'cd "$0/ipuz" && ipuz-convert -t xd kotwords__gaps.ipuz' "$corpus"
# Its ^ lines, and the URLs and colours of its links, image and coloured
# text, which a .puz has no place for, are named as left out.
check_out_err "kotwords test.xd is test.puz, exactly" 0 "" \
    'ipuz-convert: kotwords__test.xd: warning: a .puz file cannot hold the markup in the clues, the .xd clue metadata ^Hint of A1, ^Refs of A1; left out' \
    sh -c 'cd "$0/xd" && ipuz-convert -t puz kotwords__test.xd |
    cmp - ../puz/kotwords__test.puz' "$corpus"
# twins X J: the differences of xd/kotwords__X.xd and jpz/kotwords__J.jpz,
# both written as .xd.
twins() {
	ipuz-convert -t xd "$corpus/xd/kotwords__$1.xd" >"$tmp/x.xd" &&
	    ipuz-convert -t xd "$corpus/jpz/kotwords__$2.jpz" >"$tmp/j.xd" &&
	    { diff "$tmp/x.xd" "$tmp/j.xd" || true; }
}
check_golden "kotwords test.xd and test.jpz are one puzzle" \
    1200-twin-test 0 twins test test
check_golden "kotwords test-barred.xd and test-barred.jpz are one puzzle" \
    1200-twin-test-barred 0 twins test-barred test-barred
check_silent "kotwords test-formatting.xd and test-html.jpz are one puzzle" \
    0 twins test-formatting test-html
# The .xd gives its shading a colour in dark mode too, which a .jpz has
# no place for: kept and given back, it is the one difference.
twins_line() {
	twins "$@" | paste -s -d "|" -
}
check_out "kotwords test-shaded.xd and test-shaded.jpz are one puzzle" 0 \
    '36c36|< S { background-light: #c0c0c0; background-dark: #0c0c0c }|---|> S { background-light: #c0c0c0 }' \
    twins_line test-shaded test-shaded
check_silent "kotwords test-prefilled.xd and test-prefilled.jpz are one puzzle" \
    0 twins test-prefilled test-prefilled
# An .xd header is one line: metadata spaces at its ends and line breaks
# (an HTML "&#10;" too) cannot be kept, and the warning says so.
sed 's|^  "title": .*|  "title": "  Two  spaces  ",|;
    s|^  "author": .*|  "author": "Line one\\nline two\&#10;three",|' \
    examples/mini-5x5.ipuz >"$tmp/layout.ipuz"
check_out_err "metadata layout an .xd header cannot hold is named" 0 \
    'Title: Two  spaces|Author: Line one line two three' \
    'ipuz-convert: layout.ipuz: warning: a .xd file cannot hold the spaces around the title, the line breaks and tabs in the author; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd layout.ipuz | sed -n "3,4p" |
    paste -s -d "|" -' "$tmp"
check_silent "one-line metadata goes to .xd without a warning" 0 \
    ipuz-convert -t xd -o "$tmp/mini.xd" examples/mini-5x5.ipuz
# A <br> is a line break as a newline is: a space on a header or clue
# line, with the warning, and a line of the notes. It was written as
# "<br>", which .xd tools show as written.
sed 's|^  "title": .*|  "title": "Two<br/>lines",|;
    s|"Like a cinema once the film starts"|"Like a cinema<br>once the film starts"|
    s|"intro": "[^"]*"|"notes": "One<BR>Two"|' \
    examples/mini-5x5.ipuz >"$tmp/br.ipuz"
check_out_err "a <br> is a space in an .xd header or clue, a line in notes" 0 \
    'Title: Two lines|A1. Like a cinema once the film starts ~ DARK|One|Two' \
    'ipuz-convert: br.ipuz: warning: a .xd file cannot hold the line breaks and tabs in the title, the line breaks and tabs in clue 1-across; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd br.ipuz |
    sed -n "3p; /^A1\./p; /^## Notes/,\$p" | sed "/^## Notes/d; /^\$/d" |
    paste -s -d "|" -' "$tmp"
# A <br> and the line break after it, as the .jpz reader writes a line
# break of the instructions, are one line break: one space, not two.
cat >"$tmp/ins.jpz" <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<crossword-compiler-applet>
<applet-settings><completion>Well done!
You solved it.</completion></applet-settings>
<rectangular-puzzle>
<crossword><grid width="2" height="1">
<cell x="1" y="1" solution="A" number="1"/><cell x="2" y="1" solution="B"/></grid>
<word id="1" x="1-2" y="1"/>
<clues><title>Across</title><clue word="1" number="1">Ab</clue></clues>
</crossword>
<instructions>Read the clues.
Then solve.</instructions>
</rectangular-puzzle></crossword-compiler-applet>
EOF
check_out_err "a <br> and its line break are one space in an .xd header" 0 \
    'Intro: Read the clues. Then solve.|Explanation: Well done! You solved it.' \
    'ipuz-convert: ins.jpz: warning: a .xd file cannot hold the line breaks and tabs in the intro, the line breaks and tabs in the explanation; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd ins.jpz |
    grep -e "^Intro:" -e "^Explanation:" | paste -s -d "|" -' "$tmp"
sed 's|"Like a cinema once the film starts"|"Like a cinema<br>\\nonce the film starts"|' \
    examples/mini-5x5.ipuz >"$tmp/brnl.ipuz"
check_out_err "... and in an .xd clue" 0 \
    'A1. Like a cinema once the film starts ~ DARK' \
    'ipuz-convert: brnl.ipuz: warning: a .xd file cannot hold the line breaks and tabs in clue 1-across; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd brnl.ipuz | grep "^A1\."' "$tmp"
# A clue's answer written with its word breaks, which ipuz-render's key
# shows ("IT'S"), is kept by .xd; a .puz or .jpz, which hold no answers,
# names them as left out, with the first clue and how many (persona19
# F2), and a batch counts the file.
printf '## Metadata\n\nTitle: Word breaks\n\n## Grid\n\nICE\nTAR\nSPA\n\n## Clues\n\nA1. Frozen water ~ ICE\nA4. Road goo ~ TAR\nA5. Resort ~ spa\n\nD1. "___ snowing" ~ IT\047S\nD2. Hat part ~ CAP\nD3. Time period ~ ERA\n' >"$tmp/brk.xd"
ipuz-convert -o "$tmp/brk.ipuz" "$tmp/brk.xd"
check_out_err "an answer's word breaks go to .xd without a warning" 0 \
    "D1. \"___ snowing\" ~ IT'S" '' \
    sh -c 'cd "$0" && ipuz-convert -t xd brk.ipuz | grep "^D1\."' "$tmp"
check_stderr "an answer's word breaks are named as left out of a .puz and a .jpz" 0 \
    "ipuz-convert: brk.ipuz: warning: a .puz file cannot hold the word breaks of a clue answer (1-down IT'S); left out
ipuz-convert: brk.ipuz: warning: a .jpz file cannot hold the word breaks of a clue answer (1-down IT'S); left out" \
    sh -c 'cd "$0" && ipuz-convert -t puz brk.ipuz >/dev/null &&
    ipuz-convert -t jpz brk.ipuz >/dev/null' "$tmp"
sed 's/ ~ TAR$/ ~ T-A-R/' "$tmp/brk.xd" >"$tmp/brk2.xd"
check_stderr "... how many, and the first" 0 \
    "ipuz-convert: brk2.xd: warning: a .puz file cannot hold the word breaks of clue answers (2 clues, first 4-across T-A-R); left out" \
    sh -c 'cd "$0" && ipuz-convert -t puz brk2.xd >/dev/null' "$tmp"
sed 's/ ~ T-A-R$/ ~ TAX/' "$tmp/brk2.xd" >"$tmp/brk3.xd"
check_stderr "... and not beside the answers left out when one is other letters" 0 \
    "ipuz-convert: brk3.xd: warning: a .puz file cannot hold clue answers; left out" \
    sh -c 'cd "$0" && ipuz-convert -t puz brk3.xd >/dev/null' "$tmp"
# Blanks around an answer are no word break (regress20 F6).
jq '.clues.Down[1] = {"number": 2, "clue": "Hat part", "answer": " CAP "}' \
    "$tmp/brk.ipuz" | jq 'del(.clues.Down[0].answer)' >"$tmp/brk4.ipuz"
check_stderr "... and blanks around an answer are none" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -t puz brk4.ipuz >/dev/null' "$tmp"
mkdir "$tmp/brkdir"
cp "$tmp/brk.ipuz" "$tmp/brkdir"
check_stderr "... and a batch counts the file" 0 \
    "ipuz-convert: brkdir/brk.ipuz: warning: a .jpz file cannot hold the word breaks of a clue answer (1-down IT'S); left out
ipuz-convert: warning: 1 of 1 file written with something left out or changed: the warnings above say what" \
    sh -c 'cd "$0" && ipuz-convert -t jpz -d brk-out brkdir' "$tmp"

# What an .xd file says that ipuz has no field for is kept under
# com.xwtools:xd for the .xd writer; another format named none of it as
# left out. Its unknown metadata, clue metadata and unknown sections are
# named now; its empty keys and rebus keys, layout, are not.
cat >"$tmp/kept.xd" <<'EOT'
## Metadata

Title: Tiny
Rebus: 1=AB
Theme: Vehicles
Source:

## Grid

C1
AR

## Clues

A1. Taxi ~ CAB
A1 ^Hint: yellow
A3. Pirate's cry ~ AR

D1. Taxi ~ CA
D2. Blood type ~ ABR

## Backstory

Written on a train.
EOT
for t in puz jpz; do
	check_stderr "what an .xd file keeps is named as left out of a .$t" 0 \
	    "ipuz-convert: kept.xd: warning: a .$t file cannot hold the .xd metadata Theme, the .xd clue metadata ^Hint of A1, the .xd section ## Backstory; left out" \
	    sh -c 'cd "$0" && ipuz-convert -t "$1" kept.xd >/dev/null' "$tmp" "$t"
done
check_silent "and kept by xd -> ipuz -> xd, without a word" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' "$tmp/kept.xd"
# A ## Design style's background-dark, the shading in dark mode, which
# ipuz has no place for, is kept under com.xwtools:xd for the .xd
# writer, and named as left out of a .jpz or .puz.
printf '## Metadata\n\nTitle: T\n\n## Grid\n\nCAT\n\n## Clues\n\nA1. Pet ~ CAT\n\n## Design\n\n<style>\nS { background-light: #c0c0c0; background-dark: #0c0c0c }\nA { background-dark: black }\n</style>\n\nSA.\n' \
    >"$tmp/dark.xd"
check_out "background-dark is kept under com.xwtools:xd" 0 \
    '{"background-dark":{"r1c1":"#0c0c0c","r1c2":"black"}}' \
    sh -c 'ipuz-convert "$0" | jq -c ".[\"com.xwtools:xd\"]"' "$tmp/dark.xd"
check_silent "and comes back the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' "$tmp/dark.xd"
check_stderr "and is named as left out of a .jpz" 0 \
    "ipuz-convert: dark.xd: warning: a .jpz file cannot hold the .xd background-dark colours (2 cells); left out" \
    sh -c 'cd "$0" && ipuz-convert -t jpz dark.xd >/dev/null' "$tmp"
# A Splitcharacter: is metadata with a value, named as Theme is; the
# word breaks of the answers written with it go with it.
sed 's/^Theme: Vehicles$/&\nSplitcharacter: |/; s/^A1\. Taxi ~ CAB$/A1. Taxi ~ C|AB/' \
    "$tmp/kept.xd" >"$tmp/kept-split.xd"
for t in puz jpz; do
	check_stderr "an .xd Splitcharacter is named as left out of a .$t" 0 \
	    "ipuz-convert: kept-split.xd: warning: a .$t file cannot hold the .xd metadata Theme, Splitcharacter, the .xd clue metadata ^Hint of A1, the .xd section ## Backstory; left out" \
	    sh -c 'cd "$0" && ipuz-convert -t "$1" kept-split.xd >/dev/null' "$tmp" "$t"
done
check_silent "and kept by xd -> ipuz -> xd, C|AB too" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' \
    "$tmp/kept-split.xd"
# A clue on its one .xd line: its tabs and line breaks (an "&#10;" too,
# which was written as a line break, the rest of the clue read back as
# no clue) are spaces, the spaces at its ends go, and the warning says
# so, as for the metadata; its control characters are left out, and
# said (fuzz19 F9; they stayed).
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Ti\u0001tle","dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],"solution":[["C","A","B"],["A","R","E"],["B","E","D"]],"clues":{"Across":[[1,"Ta\txi"],[4,"Exist "],[5,"Be&#10;d\u001f"]],"Down":[[1,"Taxi"],[2,"Arch"],[3,"Sea"]]}}' \
    >"$tmp/ctl.ipuz"
check_out_err "tabs, line breaks and end spaces of .xd clues are named" 0 \
    'A1. Ta xi ~ CAB|A4. Exist ~ ARE|A5. Be d ~ BED' \
    'ipuz-convert: ctl.ipuz: warning: a .xd file cannot hold the control characters in clue 5-across, the line breaks and tabs in clues 1-across, 5-across, the spaces around clue 4-across; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd ctl.ipuz | grep "^A[0-9]" |
    paste -s -d "|" -' "$tmp"
check_silent "and read back" 0 \
    sh -c 'ipuz-convert -q -t xd "$0" | ipuz-convert >/dev/null' "$tmp/ctl.ipuz"
# Links, images and coloured text in clues are HTML in ipuz (an image's
# span keeps its markup, and shows its alt text), and come back as they
# were; spaced as kotwords reads them. Formats that cannot hold them say
# so.
printf '## Metadata\n\nTitle: T\n\n## Grid\n\nCAT\nA.A\nTAT\n\n## Clues\n\nA1. See {@ our site | https://example.org/x?a=1&b="2" @} ~ CAT\nA3. Tat {!https://e.org/i.png|alt!} ~ TAT\n\nD1. {/Kitty/} {!! u | Cat | 1 | 2 !} ~ CAT\nD2. Tat {#red|#f00#} ~ TAT\n' \
    >"$tmp/link.xd"
check_out "links, images and colours are HTML in ipuz" 0 \
    '"See <a href=\"https://example.org/x?a=1&b=&quot;2&quot;\">our site</a>"|"Tat <span data-xd-image=\"!https://e.org/i.png|alt!\">alt</span>"|"<i>Kitty</i> <span data-xd-image=\"!! u | Cat | 1 | 2 !\">Cat</span>"|"Tat <span style=\"color: #f00\" data-xd-color=\"#f00\">red</span>"' \
    sh -c 'ipuz-convert "$0" | sed -n "s/^ *\(\"[^\"].*\"\)\$/\1/p" |
    grep -v "^\"[A-Z]*\"\$\|ipuz.org" | paste -s -d "|" -' "$tmp/link.xd"
check_out "and come back as .xd markup" 0 \
    'A1. See {@ our site | https://example.org/x?a=1&b="2" @} ~ CAT|A3. Tat {!https://e.org/i.png|alt!} ~ TAT|D1. {/Kitty/} {!! u | Cat | 1 | 2 !} ~ CAT|D2. Tat {# red | #f00 #} ~ TAT' \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | grep "^[AD][0-9]" |
    paste -s -d "|" -' "$tmp/link.xd"
ipuz-convert -t xd "$tmp/link.xd" >"$tmp/link.1.xd"
check_silent "the writer's .xd with them gives the same bytes through ipuz" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' \
    "$tmp/link.1.xd"
# A link or coloured text without a URL or colour, and one whose text is
# empty, too.
printf '## Grid\n\nCAT\nA#A\nTAT\n\n## Clues\n\nA1. {@ x @} and {# y #} {@  | u @}. ~ CAT\nA3. T ~ TAT\n\nD1. K ~ CAT\nD2. T ~ TAT\n' \
    >"$tmp/bare.xd"
check_silent "links and colours without a field come back the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' "$tmp/bare.xd"
for t in puz jpz; do
	case $t in
	puz) lost='the markup in the clues' ;;
	jpz) lost='the tags <a> <span> in the clues' ;;
	esac
	check_out_err "a .$t keeps their text and names what it leaves out" 0 \
	    'See our site|Tat alt|Tat red' \
	    "ipuz-convert: link.xd: warning: a .$t file cannot hold $lost; left out" \
	    sh -c 'cd "$0" && ipuz-convert -t "$1" link.xd |
	    ipuz-convert -t xd | grep -o "See our site\|Tat alt\|Tat red" |
	    paste -s -d "|" -' "$tmp" "$t"
done
# A clue's own text that reads as .xd markup (set notation, a brace and
# a slash) has no escape in .xd: written as it is, it came back as
# markup, a .puz -> .xd -> .puz round trip changing the clue without a
# word. Each such clue is named, as it is: written as it is, not left
# out (the warning said "left out", QA fuzz5 #3); text that only looks
# so (a "{-" left open, a bar outside a link, a writer's markup) is not.
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"M","dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],"solution":[["C","A","B"],["A","R","E"],["B","E","D"]],"clues":{"Across":[[1,"Set {*a*} or {-b-}"],[4,"Exist {- a | b"],[5,"<i>Bed</i>/} x"]],"Down":[[1,"{/not italic/}"],[2,"Curve {@ x | y @}"],[3,"<a href=\"u\">x | z</a>"]]}}' \
    >"$tmp/lit.ipuz"
ipuz-convert -q -t puz -o "$tmp/lit.puz" "$tmp/lit.ipuz"
check_out_err "a clue's text that .xd reads as markup is named" 0 \
    'A1. Set {*a*} or {-b-} ~ CAB|A4. Exist {- a | b ~ ARE|A5. {/Bed/}/} x ~ BED|D1. {/not italic/} ~ CAB|D2. Curve {@ x | y @} ~ ARE|D3. {@ x | z | u @} ~ BED' \
    'ipuz-convert: lit.ipuz: warning: written to a .xd file, the text of clues 1-across, 1-down, 2-down, 3-down, written as it is, comes back as markup' \
    sh -c 'cd "$0" && ipuz-convert -t xd lit.ipuz | grep "^[AD][0-9]" |
    paste -s -d "|" -' "$tmp"
check_out_err "and so is a .puz clue's plain text" 0 '' \
    'ipuz-convert: lit.puz: warning: written to a .xd file, the text of clues 1-across, 1-down, 2-down, written as it is, comes back as markup' \
    sh -c 'cd "$0" && ipuz-convert -t xd -o lit.xd lit.puz' "$tmp"
check_silent "the .xd's own markup is not named as it goes back" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' "$tmp/lit.xd"
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","A","T"]],"clues":{"Across":[[1,"a {/b/} c "]]}}' \
    >"$tmp/one.ipuz"
check_out_err "one clue: what is left out and what comes back changed, apart" 0 \
    'A1. a {/b/} c ~ CAT' \
    'ipuz-convert: one.ipuz: warning: a .xd file cannot hold the spaces around clue 1-across; left out
ipuz-convert: one.ipuz: warning: written to a .xd file, the text of clue 1-across, written as it is, comes back as markup' \
    sh -c 'cd "$0" && ipuz-convert -t xd one.ipuz | grep "^A1"' "$tmp"
check_out "and it comes back as markup" 0 '"a <i>b</i> c"' \
    sh -c 'cd "$0" && ipuz-convert -q -t xd one.ipuz | ipuz-convert |
    jq -c ".clues.Across[0][1]"' "$tmp"
check_silent "-q says neither" 0 \
    sh -c 'cd "$0" && ipuz-convert -q -t xd -o one.xd one.ipuz' "$tmp"
# A span that is none of these is left out of an .xd clue, its text
# kept, and named.
ipuz-convert "$tmp/link.xd" |
    sed 's|<span style=[^>]*>red|<span class=\\"x\\">red|' >"$tmp/span.ipuz"
check_out_err "another span is left out of .xd, and named" 0 \
    'D2. Tat red ~ TAT' \
    'ipuz-convert: span.ipuz: warning: a .xd file cannot hold the tags <span> in the clues; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd span.ipuz | grep "^D2"' "$tmp"
# A list whose clues are all for no entry is left out (named), and so is
# the ## Clues header when none is left: an empty list or section would
# not read back, and the .xd would not be the same bytes through ipuz.
# The entries without a clue are stubs where their list would be.
for across in '[9,"No such entry"]' '[9,"No such entry"]],"Down":[[1,"Taxi"]'; do
	printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],"solution":[["C","A","B"],["A","R","E"],["B","E","D"]],"clues":{"Across":[%s]}}\n' \
	    "$across" >"$tmp/noentry.ipuz"
	ipuz-convert -q -t xd "$tmp/noentry.ipuz" >"$tmp/noentry.xd"
	case $across in
	*Down*) want='CAB|ARE|BED||## Clues||A1.  ~ CAB|A4.  ~ ARE|A5.  ~ BED||D1. Taxi ~ CAB|D2.  ~ ARE|D3.  ~ BED' ;;
	*) want='CAB|ARE|BED||## Clues||A1.  ~ CAB|A4.  ~ ARE|A5.  ~ BED||D1.  ~ CAB|D2.  ~ ARE|D3.  ~ BED' ;;
	esac
	check_out "clues all for no entry: no empty list or section" 0 \
	    "$want" sh -c 'sed 1,2d "$0" | paste -s -d "|" -' "$tmp/noentry.xd"
	check_silent "and the .xd gives the same bytes through ipuz" 0 \
	    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' \
	    "$tmp/noentry.xd"
done
ipuz-convert -q -t xd "$corpus/ipuz/nexus__Route_66.ipuz" >"$tmp/route.xd"
check_silent "nexus Route 66 as .xd gives the same bytes through ipuz" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' "$tmp/route.xd"
# A lower-case letter of any script is special, as a to z are: ñ and
# Greek were neither circled nor upper-cased.
check_out "ñ and lower-case Greek are circled, upper-cased" 0 \
    '[["A","Ñ","O"]] [[{"cell":1,"style":{"shapebg":"circle"}},{"cell":0,"style":{"shapebg":"circle"}},{"cell":0,"style":{"shapebg":"circle"}}]]
[["Λ","Ό","Γ","Ο","Σ"]] [[1,{"cell":0,"style":{"shapebg":"circle"}},{"cell":0,"style":{"shapebg":"circle"}},{"cell":0,"style":{"shapebg":"circle"}},{"cell":0,"style":{"shapebg":"circle"}}]]' \
    sh -c 'printf "## Grid\n\naño\n\n## Clues\n\nA1. Year ~ AÑO\n" |
    ipuz-convert | jq -c "[.solution, .puzzle] | map(tojson) | join(\" \")" -r;
    printf "## Grid\n\nΛόγος\n\n## Clues\n\nA1. Word ~ ΛΌΓΟΣ\n" |
    ipuz-convert | jq -c "[.solution, .puzzle] | map(tojson) | join(\" \")" -r'
# A clue's answer is plain text in the model, as every reader has it:
# the writer puts it as it is, not as clue HTML, and xd to ipuz to xd
# gives it back. <a> and <br> were left out (an empty answer the reader
# refused), <i>CAT</i> was {/CAT/}, R&amp;B was R&B, T.O. the grid's
# TO (QA fuzz5 #2).
printf '## Grid\n\nCAT\nA#O\n\n## Clues\n\nA1. Pet ~ <i>CAT</i>\n\nD1. Aah ~ R&amp;B\nD2.  ~ TO\n' \
    >"$tmp/ans1.xd"
printf '## Grid\n\nCAT\nA#O\n\n## Clues\n\nA1. Pet ~ <a>\n\nD1. Aah ~ <br>\nD2. Too ~ T.O.\n' \
    >"$tmp/ans2.xd"
for f in ans1 ans2; do
	check_silent "answers as written: $f.xd through ipuz is the same bytes" 0 \
	    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' \
	    "$tmp/$f.xd"
done
check_out "and ipuz has them as written" 0 \
    '<a>|<br>|T.O.' \
    sh -c 'ipuz-convert "$0" | jq -r "[.clues[][] | .answer] | .[]" |
    paste -s -d "|" -' "$tmp/ans2.xd"
# An answer .xd cannot hold on its clue's line is refused, and nothing
# written: a line break, spaces at its ends (the reader takes them away),
# a '~' standing alone (where the reader starts the answer).
for a in 'CAT\n|it holds a control character' \
    ' CAT|the spaces at its ends go when read' \
    'C ~ T|a '"'~'"' standing alone starts the answer when read' \
    '~ CT|a '"'~'"' standing alone starts the answer when read'; do
	printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","A","T"]],"clues":{"Across":[{"number":1,"clue":"Pet","answer":"%s"}]}}' \
	    "${a%%|*}" >"$tmp/ans.ipuz"
	shown=$(printf '%s' "${a%%|*}" | sed 's/\\n/?/')
	rm -f "$tmp/ans.xd"
	check_err "an answer .xd cannot hold is refused: '$shown'" 2 \
	    "ipuz-convert: ans.ipuz: cannot write xd: Across clue 1 has the answer \"$shown\", which an .xd cannot hold: ${a#*|}" \
	    sh -c 'cd "$0" && ipuz-convert -t xd -o ans.xd ans.ipuz' "$tmp"
	check_exit "and no file is written" 1 test -e "$tmp/ans.xd"
done
# A '>' in a quoted attribute value ended the tag there, and the rest of
# it was written as the clue's text: "A1. y">Pet that purrs". An <hr>
# parts the intro's two lines as a <p> does.
cat >"$tmp/attr.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Attr",
"intro":"Read this.<hr>Then this.",
"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","A","T"]],
"clues":{"Across":[[1,"<a title=\"x>y\" href=\"u?a>b\">Pet</a> that purrs"]]}}
EOT
check_out "a quoted '>' stays in its tag; <hr> parts the intro's lines" 0 \
    'Intro: Read this. Then this.|A1. {@ Pet | u?a>b @} that purrs ~ CAT' \
    sh -c 'ipuz-convert -t xd "$0" 2>/dev/null | grep "^Intro\|^A1" |
    paste -s -d "|" -' "$tmp/attr.ipuz"
# An ipuz colour number (100, not "100") is a colour of the program's
# choosing, ipuz-render's palette (libxw(3)): its digits were written as
# RGB, 100 as #100, near black. A string keeps its reading ("100"). An
# alpha digit or two (#FF000080) is let be, as ipuz-render does: the cell
# was written with no colour.
check_out "a colour number is written as its palette colour" 0 \
    'S { background-light: #b8e8b0 }|A { background-light: #100 }|C { background-light: #b0f0f0 }|D { background-light: #ffe680 }|E { background-light: #ff0000 }' \
    sh -c 'ipuz-convert -t xd "$0" | grep "background-light" |
    paste -s -d "|" -' t/data/colour-numbers.ipuz
# An enumeration is put in one pair of parentheses, by the same rule as
# ipuz-render and the .jpz writer (libxw(3) xw_enumeration_bare): blanks
# inside its own were kept, "( 1-2 ) " written "( 1-2 ) ", and "2-1 "
# was "(2-1 )".
check_out "an enumeration is in one pair of parentheses in .xd" 0 \
    "A1. Pet (3) ~ CAT
A4. Exist (1-2) ~ ARE
A5. Ten (2-1) ~ TEN
D1. Pet (3) ~ CAT
D2. Exist ~ ARE
D3. Ten ((1) (2)) ~ TEN" \
    sh -c 'ipuz-convert -t xd "$0" | grep "~"' t/data/enum-paren.ipuz
# A filled grid without clues is the list of clues to write: each entry
# without a clue is a line without text, "A1.  ~ CAB", which reads back
# as no clue. The writer wrote no ## Clues section at all.
printf 'CAB\nODE\nWET\n' >"$tmp/stub.txt"
ipuz-convert -o "$tmp/stub.ipuz" "$tmp/stub.txt"
check_out "an entry without a clue is a stub in the .xd" 0 "## Grid

CAB
ODE
WET

## Clues

A1.  ~ CAB
A4.  ~ ODE
A5.  ~ WET

D1.  ~ COW
D2.  ~ ADE
D3.  ~ BET" ipuz-convert -t xd "$tmp/stub.ipuz"
check_silent "and ipuz -> xd -> ipuz leaves it without a clue" 0 \
    sh -c 'ipuz-convert -t xd "$0" | ipuz-convert | cmp - "$0"' \
    "$tmp/stub.ipuz"
# Among clues, in number order, a list's place kept; a stub's metadata
# lines come back after it.
printf '## Grid\n\nCAB\nODE\nWET\n\n## Clues\n\nD1.  ~ COW\nD1 ^Refs: A4\nD2.  ~ ADE\nD3. Wager ~ BET\n\nA1.  ~ CAB\nA4. Poem ~ ODE\nA5.  ~ WET\n' \
    >"$tmp/stub.xd"
check_out "stubs read as no clue" 0 '{"Down":[[3,"Wager"]],"Across":[[4,"Poem"]]}' \
    sh -c 'ipuz-convert "$0" | jq -c .clues' "$tmp/stub.xd"
check_silent "and xd -> ipuz -> xd gives the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' \
    "$tmp/stub.xd"
# A line without text whose answer is not the grid's is a clue, its
# answer kept; the entry is clued once.
printf '## Grid\n\nCAB\nODE\nWET\n\n## Clues\n\nA1.  ~ CAT\n' >"$tmp/stub-answer.xd"
check_out "a line without text but its own answer is a clue" 0 \
    '{"Across":[{"number":1,"clue":"","answer":"CAT"}]}' \
    sh -c 'ipuz-convert "$0" | jq -c .clues' "$tmp/stub-answer.xd"
printf '## Grid\n\nCAB\nODE\nWET\n\n## Clues\n\nA1.  ~ CAB\nA1. Taxi ~ CAB\n' >"$tmp/stub-twice.xd"
check_out_err "a stub and a clue for one entry are refused" 2 '' \
    'ipuz-convert: stub-twice.xd:10: clue A1 given twice' \
    sh -c 'cd "$0" && ipuz-convert stub-twice.xd' "$tmp"
# An ipuz clue without text is a line without text in the .xd, which
# reads back as no clue: named, as the .puz writer names its '-'. It
# went without a word. One whose answer is not the grid's stays a clue.
cat >"$tmp/empty.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 3},
 "puzzle": [[1, 2, 3], [4, 0, 0], [5, 0, 0]],
 "solution": [["C", "A", "B"], ["O", "D", "E"], ["W", "E", "T"]],
 "clues": {"Across": [[1, ""], [4, "Poem"],
 {"number": 5, "clue": "", "answer": "WIT"}],
 "Down": [[1, "<b></b>"], [2, ""], [3, "Wager"]]}}
EOT
check_out_err "an empty clue is named: it reads back as no clue" 0 \
    'A1.  ~ CAB|A4. Poem ~ ODE|A5.  ~ WIT|D1. {**} ~ COW|D2.  ~ ADE|D3. Wager ~ BET' \
    'ipuz-convert: empty.ipuz: warning: written to a .xd file, clues 1-across, 2-down have no text and are lines without one there, read back as no clues' \
    sh -c 'cd "$0" && ipuz-convert -t xd empty.ipuz | grep "~" |
    paste -s -d "|" -' "$tmp"
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":1},"puzzle":[[1,0]],"solution":[["A","B"]],"clues":{"Across":[[1,""]]}}' \
    >"$tmp/empty1.ipuz"
check_out_err "... one clue" 0 'A1.  ~ AB' \
    'ipuz-convert: empty1.ipuz: warning: written to a .xd file, clue 1-across has no text and is a line without one there, read back as no clue' \
    sh -c 'cd "$0" && ipuz-convert -t xd empty1.ipuz | tail -n 1' "$tmp"
# An .xd line without text comes back as written: the blanks between
# "A1." and "~", when not the writer's two spaces, are kept under
# com.xwtools:xd. "A1. ~ CAB" was written back "A1.  ~ CAB".
printf '## Grid\n\nCAB\nODE\nWET\n\n## Clues\n\nA1. ~ CAB\nA4.~ ODE\nA5.\t~ WIT\n\nD1.  ~ COW\nD2. Dad ~ ADE\nD3.   ~ BET\n' \
    >"$tmp/textless.xd"
check_out "the blanks of a line without text are kept" 0 \
    '{"textless":{"A1":" ","A4":"","A5":"\t","D3":"   "}}' \
    sh -c 'ipuz-convert "$0" | jq -c ".[\"com.xwtools:xd\"]"' \
    "$tmp/textless.xd"
check_silent "and xd -> ipuz -> xd gives the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' \
    "$tmp/textless.xd"
check_out "kept blanks that are not blanks are not written" 0 'A1.  ~ CAB' \
    sh -c 'ipuz-convert "$0" | jq ".[\"com.xwtools:xd\"].textless.A1 = \"x~\"" |
    ipuz-convert -t xd | grep "^A1"' "$tmp/textless.xd"
# A variation selector goes with the character before it, as a mark
# does: I❤️U (❤ and U+FE0F, as emoji keyboards type it) is three cells,
# not four with the last but one holding only the selector.
printf 'Title: T\n\n\nI\342\235\244\357\270\217U\n\n\nA1. x ~ I\342\235\244\357\270\217U\n' >"$tmp/heart.xd"
check_out "a variation selector is part of its cell" 0 \
    '{"width":3,"height":1} [["I","❤️","U"]]' \
    sh -c 'ipuz-convert "$0" | jq -c "[.dimensions, .solution] | .[]" | paste -sd " " -' \
    "$tmp/heart.xd"
printf 'Title: T\n\n\nCAT\nI\342\235\244\357\270\217U\n' >"$tmp/heart2.xd"
check_silent "and a row holding one is as wide as the others" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-check -' "$tmp/heart2.xd"
# In a start grid too, and a lower-case letter with a selector is still
# circled, the selector kept.
printf 'Title: T\n\n\nAb\357\270\216C\n\n\nA1. x ~ ABC\n' >"$tmp/sel-b.xd"
check_out "a letter with a selector keeps it" 0 \
    '[[1,{"cell":0,"style":{"shapebg":"circle"}},0]] [["A","B︎","C"]]' \
    sh -c 'ipuz-convert "$0" | jq -c "[.puzzle, .solution] | .[]" | paste -sd " " -' \
    "$tmp/sel-b.xd"
# A Rebus or Cluegroup key is one character as the grid reader takes
# one: ❤ and U+FE0F, e and U+0301 (as macOS writes), either way. The
# item was glued onto the entry before it ("ONE ❤️=LOVE").
printf 'Title: T\nRebus: 1=ONE \342\235\244\357\270\217=LOVE\n\n\nC1T\nA\342\235\244\357\270\217E\nTEN\n\n\nA1. a ~ CONET\n' >"$tmp/key-vs.xd"
check_out "a rebus key with a variation selector is a key" 0 \
    '[["C","ONE","T"],["A","LOVE","E"],["T","E","N"]]' \
    sh -c 'ipuz-convert "$0" | jq -c .solution' "$tmp/key-vs.xd"
check_out "... which the .xd writer gives back" 0 'Rebus: 1=ONE ❤️=LOVE' \
    sh -c 'ipuz-convert -t xd "$0" | grep "^Rebus"' "$tmp/key-vs.xd"
printf 'Title: T\nRebus: 1=ONE e\314\201=LOVE\n\n\nC1T\nA\303\251E\nTEN\n\n\nA1. a ~ CONET\n' >"$tmp/key-nfd.xd"
check_out "a rebus key written decomposed is the letter it composes" 0 \
    '[["C","ONE","T"],["A","LOVE","E"],["T","E","N"]]' \
    sh -c 'ipuz-convert "$0" | jq -c .solution' "$tmp/key-nfd.xd"
printf 'Title: T\nCluegroup: X=Bonus e\314\201=Extra\n\n\nCAT\n\n\nA1. a ~ CAT\n\nX1. x ~ CAT\n' >"$tmp/key-cg.xd"
check_out "a cluegroup key written decomposed is a key" 0 \
    '{"X":"Bonus","é":"Extra"}' \
    sh -c 'ipuz-convert "$0" | jq -c ".\"com.xwtools:xd\".cluegroups"' \
    "$tmp/key-cg.xd"
# One character on screen that the grid does not read as one (x and
# U+0303 compose no letter) is refused, not glued on.
printf 'Title: T\nRebus: 1=ONE x\314\203=LOVE\n\n\nC1T\n\n\nA1. a ~ CONET\n' >"$tmp/key-bad.xd"
check_out_err "a key that is no one character is refused" 2 '' \
    "ipuz-convert: key-bad.xd:2: rebus entry 'x̃=LOVE' is not 'K=text' with a one-character key K" \
    sh -c 'cd "$0" && ipuz-convert key-bad.xd' "$tmp"
printf 'Title: T\nRebus: 1=TWO PLUS TWO=FOUR\n\n\nC1T\n\n\nA1. a ~ CTWO PLUS TWO=FOURT\n' >"$tmp/key-eq.xd"
check_out "a value may still hold '=' after a space" 0 \
    '[["C","TWO PLUS TWO=FOUR","T"]]' \
    sh -c 'ipuz-convert "$0" | jq -c .solution' "$tmp/key-eq.xd"
# The writer shows a mark or a selector alone in a cell by a rebus key:
# in the grid it would go on the cell before it.
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["E","\\u0301","\\ufe0f"]],"clues":{"Across":[[1,"x"]]}}' >"$tmp/bare.ipuz"
check_out "a cell of a mark alone goes by a rebus key" 0 \
    '[["E","́","️"]]' \
    sh -c 'ipuz-convert -t xd "$0" | ipuz-convert | jq -c .solution' \
    "$tmp/bare.ipuz"
# A Rebus or Cluegroup key given twice is refused, as a metadata key
# given twice is: the grid took the first, the .xd writer the last.
printf 'Title: T\nCluegroup: X=Bonus X=Extra\n\n\nCAT\n\n\nA1. a ~ CAT\n\nX1. x ~ CAT\n' >"$tmp/cg-twice.xd"
check_out_err "a cluegroup key given twice is refused" 2 '' \
    "ipuz-convert: cg-twice.xd:2: cluegroup key 'X' given twice" \
    sh -c 'cd "$0" && ipuz-convert cg-twice.xd' "$tmp"
printf 'Title: T\nRebus: 1=ONE 2=TWO 1=TWO\n\n\nC1T\n\n\nA1. a ~ CONET\n' >"$tmp/rebus-twice.xd"
check_out_err "a rebus key given twice is refused" 2 '' \
    "ipuz-convert: rebus-twice.xd:2: rebus key '1' given twice" \
    sh -c 'cd "$0" && ipuz-convert -t xd rebus-twice.xd' "$tmp"
printf 'Title: T\nRebus: \303\251=ONE e\314\201=TWO\n\n\nC\303\251T\n\n\nA1. a ~ CONET\n' >"$tmp/rebus-twice2.xd"
check_out_err "... written once composed, once decomposed too" 2 '' \
    "ipuz-check: rebus-twice2.xd:2: rebus key 'é' given twice" \
    sh -c 'cd "$0" && ipuz-check rebus-twice2.xd' "$tmp"
# A ':' in a grid, which the xd spec gives no meaning, is the block a
# .puz solution marks by it (diagramless), copied by a .puz-to-.xd
# converter (xd-crossword-tools' puzToXD): read as one, said where.
printf '## Metadata\nTitle: T\n\n## Grid\nAB:\nC#D\n:EF\n\n## Clues\nA1. a ~ AB\nA3. b ~ EF\nD1. c ~ AC\nD2. d ~ B\n' >"$tmp/colon.xd"
check_out_err "a ':' in the grid is read as a block, with a warning" 0 \
    '[["A","B","#"],["C","#","D"],["#","E","F"]]' \
    "ipuz-convert: colon.xd:5:3: warning: ':' is no .xd grid character but a .puz's block, and read as one; read anyway" \
    sh -c 'cd "$0" && ipuz-convert colon.xd | jq -c .solution' "$tmp"
printf '## Metadata\nTitle: T\nRebus: :=ON\n\n## Grid\nC:\n\n## Clues\nA1. a ~ CON\n' >"$tmp/colon-key.xd"
check_out_err "... but a ':' that Rebus: declares is its rebus" 0 \
    '[["C","ON"]]' '' \
    sh -c 'cd "$0" && ipuz-convert colon-key.xd | jq -c .solution' "$tmp"
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["A",":","1"]],"clues":{"Across":[[1,"x"]]}}' >"$tmp/colon.ipuz"
check_out_err "a solution ':' is written by a rebus key, and read back" 0 \
    '[["A",":","1"]]' '' \
    sh -c 'cd "$0" && ipuz-convert -t xd colon.ipuz | ipuz-convert |
    jq -c .solution' "$tmp"
# Without ## headers the grid is the lines after the metadata's two
# blank lines; a ':' in its first row does not make that a "Key: value"
# line, which has a blank: the file is .xd, by its name or its bytes
# (hostile14 F1).
printf 'Title: T\n\n\nAB:\nCDE\n\n\nA1. a ~ AB\nA3. b ~ CDE\n\nD1. c ~ AC\nD2. d ~ BD\n' >"$tmp/colon-implicit.xd"
check_out_err "implicit form: a ':' in the first grid row is read as a block" 0 \
    '[["A","B","#"],["C","D","E"]]' \
    "ipuz-convert: colon-implicit.xd:4:3: warning: ':' is no .xd grid character but a .puz's block, and read as one; read anyway" \
    sh -c 'cd "$0" && ipuz-convert colon-implicit.xd | jq -c .solution' "$tmp"
check_out_err "... and from the standard input, told from the bytes" 0 \
    '[["A","B","#"],["C","D","E"]]' \
    "ipuz-convert: <stdin>:4:3: warning: ':' is no .xd grid character but a .puz's block, and read as one; read anyway" \
    sh -c 'cd "$0" && ipuz-convert <colon-implicit.xd | jq -c .solution' \
    "$tmp"
printf 'Title: T\nRebus: :=ON\n\n\nC:\n\n\nA1. a ~ CON\n' >"$tmp/colon-key-implicit.xd"
check_out_err "... a ':' that Rebus: declares is its rebus there too" 0 \
    '[["C","ON"]]' '' \
    sh -c 'cd "$0" && ipuz-convert colon-key-implicit.xd | jq -c .solution' \
    "$tmp"
check_out "... and ipuz-check finds nothing wrong with it" 0 '' \
    sh -c 'cd "$0" && ipuz-check colon-key-implicit.xd' "$tmp"
# A ':' read as a block that moves the numbering: the error that refuses
# the file names it, where its warning would have.
printf 'Title: C\n\n## Grid\n\nAB:\nCDE\nFGH\n\n## Clues\n\nA1. x ~ AB\nA4. y ~ CDE\nA5. z ~ FGH\nD1. p ~ ACF\nD2. q ~ BDG\nD3. r ~ :EH\n' >"$tmp/colon-moved.xd"
check_err "a ':' that moves the numbering is named in the refusal" 2 \
    "ipuz-convert: colon-moved.xd:12: clue A4 has no slot in the grid (after the ':' at 5:3 read as a block)" \
    sh -c 'cd "$0" && ipuz-convert colon-moved.xd' "$tmp"
# ipuz-check reports the ':' under the code of the format it breaks.
printf 'Title: C\n\n## Grid\n\nAB:\nCDE\nFGH\n\n## Clues\n\nA1. x ~ AB\nA3. y ~ CDE\nA5. z ~ FGH\n\nD1. p ~ ACF\nD2. q ~ BDG\nD4. r ~ EH\n' >"$tmp/colon-check.txt"
check_out "ipuz-check: a ':' in an .xd grid is an error of code xd" 1 \
    '{"kind":"error","code":"xd","message":"'"':'"' is no .xd grid character but a .puz'"'"'s block, and read as one","cells":[],"line":5,"column":3}' \
    sh -c 'cd "$0" && { ipuz-check -j colon-check.txt >check.json; s=$?; }
    jq -c ".findings[0]" check.json && exit $s' "$tmp"
done_testing
