#!/bin/sh
# ipuz-render: terminal pictures against goldens; PDF, PNG and SVG files
# looked at with poppler, a PNG reader and xmllint; bad input.
. "$(dirname "$0")/lib.sh"

# in_order DESC TEXT LIST: every line of file LIST is in file TEXT, in
# order, with blanks and line ends taken as one space.
in_order() {
	if awk 'NR == FNR { t = t " " $0; next }
	    FNR == 1 { gsub(/[ \t\f]+/, " ", t) }
	    { gsub(/[ \t]+/, " ")
	      if ((i = index(t, $0)) == 0) { print "# missing: " $0; bad = 1;
	          exit }
	      t = substr(t, i + length($0)) }
	    END { exit bad }' "$2" "$3"; then
		pass "$1"
	else
		fail "$1"
	fi
}

# Terminal pictures.
check_golden "a blank grid with its numbers" 2000-mini 0 \
    ipuz-render -t text examples/mini-5x5.ipuz
check_golden "-c: the clue lists after it" 2000-mini-c 0 \
    ipuz-render -t text -c examples/mini-5x5.ipuz
check_golden "standard input is read when there is no file" 2000-mini 0 \
    sh -c 'ipuz-render -t text <examples/mini-5x5.ipuz'
check_golden "-s: the solution, a rebus cut to fit, circles" 2000-rebus-s 0 \
    ipuz-render -t text -s examples/rebus-15x15.ipuz
check_golden "bars are heavy lines" 2000-barred 0 \
    ipuz-render -t text -s examples/barred.ipuz
check_golden "shading, circles and given letters; clue HTML as text" \
    2000-styles 0 ipuz-render -t text -c t/data/render-styles.ipuz
# The puzzle's text drives no terminal: a control character (an escape,
# a bell) is shown as U+FFFD, a newline in a clue as a space.
cat >"$tmp/esc.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "title": "Bell\u0007", "dimensions": {"width": 2, "height": 1},
 "puzzle": [[1, 0]], "solution": [["\u001b", "B"]],
 "clues": {"Across": [[1, "Red\u001b[31m <b>bold</b>\nnext"]]}}
EOT
check_out "control characters drive no terminal" 0 "Bell�

┌───┬───┐
│1  │   │
│ � │ B │
└───┴───┘

Across
  1 Red�[31m bold next" ipuz-render -t text -c -s "$tmp/esc.ipuz"
# A cell's letters are measured in the columns a terminal gives them: an
# accent written as a combining mark takes none, a Han letter two. They
# were counted as characters, and the grid's lines went out of true.
# (E and U+0301 is É now, composed as it is read: X and U+0301 is no
# letter of one code point.)
cat >"$tmp/wide.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 1}, "puzzle": [[1, 0, 0]],
 "solution": [["X\u0301", "\u6f22", "a\u6f22\u5b57"]]}
EOT
# Corner texts: the left one cut so that the right keeps a space and a
# column; one column short of the cell's width it was left whole, and
# the right one ran past the cell's side.
cat >"$tmp/corners.ipuz" <<'EOF'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":2,"height":1},
"puzzle":[[{"cell":0,"style":{"mark":{"TL":"ab","TR":"c"}}},
{"cell":0,"style":{"mark":{"TL":"abcdef","TR":"x"}}}]],
"solution":[["A","B"]],"clues":{"Across":[],"Down":[]}}
EOF
check_out "a top-left corner text one column short of the cell is cut" 0 \
    "┌───────┬───────┐
│ab    c│abcd… x│
│       │       │
└───────┴───────┘" ipuz-render -t text "$tmp/corners.ipuz"
# -k: an empty explanation is none, no blank line after the solution.
jq 'del(.explanation)' examples/mini-5x5.ipuz >"$tmp/noexpl.ipuz"
jq '.explanation = ""' examples/mini-5x5.ipuz >"$tmp/emptyexpl.ipuz"
check_out_err "-k with an empty explanation ends as with none" 0 "" "" \
    sh -c 'ipuz-render -k -t text "$0/noexpl.ipuz" >"$0/noexpl.txt" &&
    ipuz-render -k -t text "$0/emptyexpl.ipuz" | diff "$0/noexpl.txt" -' \
    "$tmp"
check_out "combining marks and wide letters keep the grid true" 0 \
"┌───┬───┬───┐
│1  │   │   │
│ X́ │漢 │a… │
└───┴───┴───┘" ipuz-render -t text -s "$tmp/wide.ipuz"
# A number wider than three columns widens every cell, so that none is
# cut to another number (1661 was 166, 1000 was 100); a label wider
# than the cells is cut, and marked so.
awk 'BEGIN { for (r = 0; r < 80; r++) { s = ""
    for (c = 0; c < 80; c++)
    s = s ((c % 4 == 3 && r % 4 == 3) || (c % 4 == 1 && r % 4 == 1) ? "#" : ".")
    print s } }' >"$tmp/n2k.txt"
check_out "an 80x80 grid shows its numbers whole: 1 to 1679, in order" 0 \
    "1679 0" sh -c 'ipuz-render -t text "$0" | grep -o "[0-9][0-9]*" |
    awk "NR != \$1 { bad++ } END { print NR, bad + 0 }"' "$tmp/n2k.txt"
cat >"$tmp/labels.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 1},
 "puzzle": [[1, "VERYLONGLABEL", "12345"]]}
EOT
check_out "a label wider than its cell is cut with '…'" 0 \
"┌─────┬─────┬─────┐
│1    │VERY…│12345│
│     │     │     │
└─────┴─────┴─────┘" ipuz-render -t text "$tmp/labels.ipuz"
# A clue without a number has no label; its empty label leaked, which
# make asan reports (LeakSanitizer: exit 1).
cat >"$tmp/nonum.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 1}, "puzzle": [[1, 0, 0]],
 "solution": [["C", "A", "T"]], "clues": {"Across": ["Pet"]}}
EOT
check_out "a clue without a number is drawn without a label" 0 \
"┌───┬───┬───┐
│1  │   │   │
│   │   │   │
└───┴───┴───┘

Across
    Pet" ipuz-render -c -t text "$tmp/nonum.ipuz"
# A <br> breaks a line of the notes, as on a page, and is a space in a
# clue, which has one line; the notes ran on as one line.
cat >"$tmp/br.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "notes": "First<br>second", "dimensions": {"width": 2, "height": 1},
 "puzzle": [[1, 0]], "clues": {"Across": [[1, "a<br>b"]]}}
EOT
check_out "a <br> breaks the notes' line, not a clue's" 0 "First
second

┌───┬───┐
│1  │   │
│   │   │
└───┴───┘

Across
  1 a b" ipuz-render -t text -c "$tmp/br.ipuz"
# A line feed in ipuz text is a line break, as the .puz, .jpz and .xd
# writers make it (t/1000), and a <br> with the line feed after it is one
# break; a clue's is a space in the terminal, as its <br> is. The notes
# ran on as one line, "Line one. Line two.", on the page and in the
# terminal alike (constructor9 #5).
cp t/data/notes-lf.ipuz "$tmp/nl.ipuz"
check_out "a line feed breaks the notes' line in the terminal" 0 "Line one.
Line two." sh -c 'ipuz-render -t text "$0" | head -2' "$tmp/nl.ipuz"
check_out "a line feed breaks the notes' line on the page" 0 "Line one.
Line two." sh -c 'ipuz-render -o - -t pdf "$0" | pdftotext -layout - - |
    grep Line | sed "s/^ *//"' "$tmp/nl.ipuz"
jq '.notes = "First<br>\nsecond \r\n third" |
    .clues.Across[0][1] = "a<br>\nb\nc"' "$tmp/nl.ipuz" >"$tmp/brnl.ipuz"
check_out "a <br> and its line feed are one break, a clue's a space" 0 "First
second
third
Across
  1 a b c" sh -c 'ipuz-render -c -t text "$0" | grep -v "[│┌└├]" | grep . |
    sed 5q' \
    "$tmp/brnl.ipuz"
# On a page, the same lines as <br> alone gives, in a clue too.
jq '.notes = "First<br>second<br>third" |
    .clues.Across[0][1] = "a<br>b<br>c"' "$tmp/nl.ipuz" >"$tmp/br1.ipuz"
for f in brnl br1; do
	ipuz-render -c -t pdf "$tmp/$f.ipuz" | pdftotext -bbox - - |
	    awk -F '"' '/>(First|second|third|a|b|c)</ {
	    printf "%s %.2f %.2f\n", $9, $2, $4 }' >"$tmp/$f.words"
	ipuz-render -c -t svg -o "$tmp/$f.svg" "$tmp/$f.ipuz"
done
check_out "... on the page, six lines" 0 6 \
    sh -c 'cut -d " " -f 3 "$0" | sort -u | wc -l' "$tmp/brnl.words"
same "... where a <br> alone breaks them" "$tmp/br1.words" "$tmp/brnl.words"
same "... and so in an SVG" "$tmp/br1.svg" "$tmp/brnl.svg"
# A line feed given by a character reference ("&#10;", "&#xA;", "&#13;",
# "&#13;&#10;") is one as written, as the writers read it (t/1000), and
# "<br>&#10;" one break as "<br>\n" is; it was a space, the notes one line.
jq '.notes = "One.&#10;Two.<br>&#10;Three.&#13;&#10;Four.&#xA;&#10;Five." |
    .clues.Across[0][1] = "a&#10;b<br>&#10;c&#13;&#10;d"' "$tmp/nl.ipuz" \
    >"$tmp/ref.ipuz"
jq '.notes = "One.\nTwo.<br>\nThree.\r\nFour.\n\nFive." |
    .clues.Across[0][1] = "a\nb<br>\nc\r\nd"' "$tmp/nl.ipuz" >"$tmp/raw.ipuz"
check_out "a line feed by reference breaks the line in the terminal" 0 "One.
Two.
Three.
Four.

Five.
Across
  1 a b c d" sh -c 'ipuz-render -c -t text "$0" | grep -v "[│┌└├]" |
    sed -n "1,6p; /Across/p; /^  1 a/p"' "$tmp/ref.ipuz"
check_out "... and on the page" 0 "One.
Two.
Three.
Four.

Five." sh -c 'ipuz-render -o - -t pdf "$0" | pdftotext -layout - - |
    sed -n "/One/,/Five/p" | sed "s/^ *//"' "$tmp/ref.ipuz"
for f in ref raw; do
	ipuz-render -c -t pdf "$tmp/$f.ipuz" | pdftotext -bbox - - |
	    awk -F '"' '/>(One|Two|Three|Four|Five|a|b|c|d)\.?</ {
	    printf "%s %.2f %.2f\n", $9, $2, $4 }' >"$tmp/$f.words"
done
check_out "... a clue's under its text, four lines" 0 4 \
    sh -c 'grep "^>[abcd]<" "$0" | cut -d " " -f 3 | sort -u | wc -l' \
    "$tmp/ref.words"
same "... where a raw line feed breaks them" "$tmp/raw.words" "$tmp/ref.words"
# What strict readers refuse is drawn, with a warning at its place, as
# ipuz-convert and ipuz-pack give; it was drawn without a word.
check_out_err "a puzzle strict readers refuse: a warning at its place" 0 \
    "" "ipuz-render: t/data/ipuz-lenient.ipuz:10:34: warning: not standard JSON: a comma before ']'" \
    sh -c 'ipuz-render -t text t/data/ipuz-lenient.ipuz >/dev/null'
check_golden "a diagramless grid hides its blocks and numbers" \
    2000-diagramless 0 ipuz-render -t text t/data/render-diagramless.ipuz
check_golden "-k: its solution shows them" 2000-diagramless-k 0 \
    ipuz-render -t text -k t/data/render-diagramless.ipuz
check_golden "cells left out of a shaped grid are not drawn" 2000-shaped 0 \
    ipuz-render -t text -s t/data/render-shaped.ipuz
# Whole rows and columns of omitted cells at a grid's edges take no room
# in the terminal picture, as on a page: with a row above and one under
# the cells, a column left of them and two right, the grid stood four
# columns in, under three blank lines and over three more, 29 columns
# wide for the 17 it draws. An omitted cell inside (r2c5) keeps its
# place; the numbers, the circle, the bar and -s's letters stay in
# their cells.
cat >"$tmp/edges.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "title": "Edges", "dimensions": {"width": 7, "height": 6},
 "puzzle": [[null, null, null, null, null, null, null],
  [null, 1, 2, 3, null, null, null],
  [null, 4, {"cell": 0, "style": {"shapebg": "circle"}}, 0, 5, null, null],
  [null, 6, {"cell": 0, "style": {"barred": "B"}}, "#", 0, null, null],
  [null, "#", 7, 0, 0, null, null],
  [null, null, null, null, null, null, null]],
 "solution": [[null, null, null, null, null, null, null],
  [null, "C", "A", "T", null, null, null],
  [null, "O", "R", "E", "S", null, null],
  [null, "W", "E", "#", "E", null, null],
  [null, "#", "S", "P", "A", null, null],
  [null, null, null, null, null, null, null]]}
EOT
check_golden "omitted rows and columns at the edges take no room" \
    2000-edges 0 ipuz-render -t text "$tmp/edges.ipuz"
check_golden "... nor with -s, its letters in their cells" 2000-edges-s 0 \
    ipuz-render -t text -s "$tmp/edges.ipuz"
# A grid of omitted cells only has nothing to trim to: the page keeps
# the room of all its cells, blank, and so does the terminal picture
# (three lines a row and one), without a word.
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Nothing","dimensions":{"width":3,"height":2},"puzzle":[[null,null,null],[null,null,null]],"solution":[[null,null,null],[null,null,null]]}' \
    >"$tmp/void.ipuz"
check_out "a grid all omitted: its room, blank" 0 "Nothing







" ipuz-render -t text "$tmp/void.ipuz"
check_out "... as on a page" 0 "Nothing" \
    sh -c 'ipuz-render -t pdf "$0" | pdftotext - - | grep "[^[:space:]]"' \
    "$tmp/void.ipuz"
check_golden "a saved grid shows the solver's entries" 2000-progress 0 \
    ipuz-render -t text t/data/progress.ipuz
check_golden "Greek and Cyrillic" 2000-greek 0 \
    ipuz-render -t text -c t/data/render-greek.ipuz
check_golden "several puzzles, a blank line apart" 2000-several 0 \
    ipuz-render -t text t/data/render-shaped.ipuz t/data/progress.ipuz
check_golden "a .puz file draws as any other" 2000-mini-puz 0 \
    sh -c 'ipuz-convert -t puz examples/mini-5x5.ipuz 2>/dev/null |
    ipuz-render -t text'
if command -v script >/dev/null 2>&1; then
	# On a terminal: text by default, with colours, unless NO_COLOR.
	script -qec 'ipuz-render t/data/render-styles.ipuz' /dev/null \
	    </dev/null >"$tmp/tty" 2>&1 || true
	esc=$(printf '\033')
	if grep -q "${esc}\[48;2;255;204;0;30m" "$tmp/tty" &&
	    grep -q "${esc}\[1;35m( )" "$tmp/tty" && ! grep -q "░" "$tmp/tty"; then
		pass "a terminal gets text, shading in colour and circles coloured"
	else
		fail "a terminal gets text, shading in colour and circles coloured"
		diag_file "$tmp/tty"
	fi
	# Black ink on a dark colour could not be read: bright white.
	printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":1},"puzzle":[[{"cell":1,"style":{"color":"000080"}},{"cell":0,"style":{"color":"ffcc00"}}]],"solution":[["A","B"]]}' \
	    >"$tmp/dark-tty.ipuz"
	script -qec "ipuz-render -s '$tmp/dark-tty.ipuz'" /dev/null \
	    </dev/null >"$tmp/tty" 2>&1 || true
	if grep -q "${esc}\[48;2;0;0;128;97m" "$tmp/tty" &&
	    grep -q "${esc}\[48;2;255;204;0;30m" "$tmp/tty"; then
		pass "a terminal gets white ink on a dark colour, black on a light"
	else
		fail "a terminal gets white ink on a dark colour, black on a light"
		diag_file "$tmp/tty"
	fi
	NO_COLOR=1 script -qec 'ipuz-render t/data/render-styles.ipuz' \
	    /dev/null </dev/null >"$tmp/tty" 2>&1 || true
	if ! grep -q "$esc" "$tmp/tty" && grep -q "░" "$tmp/tty"; then
		pass "NO_COLOR: no colours on a terminal"
	else
		fail "NO_COLOR: no colours on a terminal"
		diag_file "$tmp/tty"
	fi
	# A 21x21 grid is 85 columns: an 80-column terminal wrapped each of
	# its lines, unsaid. It is said; 100 columns hold it, and a pipe
	# has no width to go by.
	for i in $(seq 21); do
		echo '.....#..........#....'
	done >"$tmp/g21.txt"
	for cols in 80 100; do
		script -qec "stty cols $cols; ipuz-render '$tmp/g21.txt'" \
		    /dev/null </dev/null 2>&1 | tr -d '\r' |
		    grep -v '^[┌│├└]' || :
	done >"$tmp/tty"
	check_out_err "a grid wider than its terminal is said (80 columns), not 100" 0 \
	    "ipuz-render: $tmp/g21.txt: warning: the grid is 85 columns wide, the terminal 80: its lines wrap" \
	    "" cat "$tmp/tty"
	check_silent "nor into a pipe, even with COLUMNS" 0 \
	    sh -c 'COLUMNS=40 ipuz-render -t text "$0" >/dev/null' "$tmp/g21.txt"
	# -o /dev/tty is the terminal it is to the PDF refusal: its width
	# and colours, as without -o; it was a file, unsaid (regress17
	# R17-4).
	script -qec "stty cols 80; ipuz-render -o /dev/tty '$tmp/g21.txt' \
	    2>'$tmp/tty.err'" /dev/null </dev/null >/dev/null 2>&1 || :
	script -qec 'ipuz-render -o /dev/tty t/data/render-styles.ipuz' \
	    /dev/null </dev/null 2>/dev/null | tr -d '\r' |
	    grep -c "${esc}\[48;2;255;204;0;30m" >>"$tmp/tty.err" || :
	check_out "-o /dev/tty: the terminal's width and colours" 0 \
	    "ipuz-render: $tmp/g21.txt: warning: the grid is 85 columns wide, the terminal 80: its lines wrap
2" cat "$tmp/tty.err"
	# The grid with omitted edges above is 17 columns wide as drawn,
	# 29 with them: a terminal of 20 was said too narrow for it. It
	# holds it, unsaid; one of 16 is said too narrow by the 17.
	for cols in 20 16; do
		NO_COLOR=1 script -qec "stty cols $cols; ipuz-render \
		    '$tmp/edges.ipuz'" /dev/null </dev/null 2>&1 | tr -d '\r'
	done >"$tmp/tty"
	{
		cat t/expected/2000-edges.out
		echo "ipuz-render: $tmp/edges.ipuz: warning: the grid is 17 columns wide, the terminal 16: its lines wrap"
		cat t/expected/2000-edges.out
	} >"$tmp/tty.want"
	same "a terminal as wide as the grid drawn holds it, unsaid" \
	    "$tmp/tty.want" "$tmp/tty"
else
	skip "a terminal gets text with colours" "no script(1)"
	skip "NO_COLOR: no colours on a terminal" "no script(1)"
	skip "a grid wider than its terminal is said" "no script(1)"
	skip "nor into a pipe, even with COLUMNS" "no script(1)"
	skip "-o /dev/tty: the terminal's width and colours" "no script(1)"
	skip "a terminal as wide as the grid drawn holds it, unsaid" \
	    "no script(1)"
fi
check_out_err "a pipe gets no colours" 1 "0" \
    "ipuz-render: t/data/render-styles.ipuz: warning: a terminal picture shows no shape but the circle: r3c3 star; left out" \
    sh -c 'ipuz-render -t text t/data/render-styles.ipuz |
    grep -c "$(printf "\033")"'

# PDF: pages, paper, text.
pdf_pages() {
	pdfinfo "$1" | sed -n 's/^Pages: *//p'
}
ipuz-render -c -o "$tmp/mini.pdf" examples/mini-5x5.ipuz
check_out_err "a puzzle with its clues is one page" 0 "1" "" pdf_pages "$tmp/mini.pdf"
# Letter as t/lib.sh's PAPERSIZE says; letter with no PAPERSIZE and no
# /etc/papersize is tested below, in a mount namespace.
check_out_err "letter paper, the tests' PAPERSIZE" 0 \
    "Page size:       612 x 792 pts (letter)" "" \
    sh -c 'pdfinfo "$0" | grep "^Page size"' "$tmp/mini.pdf"
check_out_err "-p a4" 0 "Page size:       595.276 x 841.89 pts (A4)" "" \
    sh -c 'ipuz-render -p a4 -t pdf examples/mini-5x5.ipuz >"$0/a4.pdf" &&
    pdfinfo "$0/a4.pdf" | grep "^Page size"' "$tmp"
check_out_err "-p A4: a paper's name in capitals, as the manual writes it" 0 \
    "Page size:       595.276 x 841.89 pts (A4)" "" \
    sh -c 'ipuz-render -p A4 -t pdf examples/mini-5x5.ipuz | pdfinfo - |
    grep "^Page size"'
check_out_err "PAPERSIZE=a4" 0 "Page size:       595.276 x 841.89 pts (A4)" "" \
    sh -c 'PAPERSIZE=a4 ipuz-render -t pdf examples/mini-5x5.ipuz |
    pdfinfo - | grep "^Page size"'
# The other papers' sizes (mutation18 P01).
check_out_err "-p a5, -p legal" 0 "Page size:       419.528 x 595.276 pts
Page size:       612 x 1008 pts" "" \
    sh -c 'for p in a5 legal; do ipuz-render -p $p -t pdf examples/mini-5x5.ipuz |
    pdfinfo - | grep "^Page size"; done'
check_out_err "the format from -o's extension, or by default" 0 "%PDF-
%PDF-
.PNG
<?xml" "" sh -c 'head -c 5 "$0/mini.pdf"; echo
    ipuz-render examples/mini-5x5.ipuz | head -c 5; echo
    ipuz-render -o "$0/x.PNG" examples/mini-5x5.ipuz && head -c 4 "$0/x.PNG" |
    tr -c "A-Z\n" .; echo
    ipuz-render -o "$0/x.svg" examples/mini-5x5.ipuz && head -c 5 "$0/x.svg"
    echo' "$tmp"
ipuz-render -c -o "$tmp/book.pdf" examples/*.ipuz
check_out_err "several inputs make a booklet, a page each" 0 "4" "" \
    pdf_pages "$tmp/book.pdf"
ipuz-render -c -k -o "$tmp/book-k.pdf" examples/*.ipuz
check_out_err "-k adds an answer key page after each" 0 "8" "" \
    pdf_pages "$tmp/book-k.pdf"
pdftotext "$tmp/mini.pdf" "$tmp/mini.txt"
check_out_err "the title and credits head the page" 0 \
    "Night at the Pictures
by xwtools team" "" sed -n 1,2p "$tmp/mini.txt"
jq -r '.clues.Across[][1], .clues.Down[][1]' examples/mini-5x5.ipuz \
    >"$tmp/clues"
in_order "every clue, in order" "$tmp/mini.txt" "$tmp/clues"
# Without clue lists the intro runs under the grid at the page's width;
# columns balanced line by line once set it with gaps in its one line.
check_out_err "the intro under the grid is one line, evenly spaced" 0 \
    "A five-by-five warm-up. Every square is part of one Across and one Down answer." \
    "" sh -c 'ipuz-render -t pdf examples/mini-5x5.ipuz |
    pdftotext -layout - - | grep five'
ipuz-render -c -o "$tmp/sunday.pdf" bench/data/sunday-21x21.ipuz
check_out_err "a 21x21 with 138 clues is one page" 0 "1" "" \
    pdf_pages "$tmp/sunday.pdf"
pdftotext "$tmp/sunday.pdf" "$tmp/sunday.txt"
jq -r '.clues.Across[][1], .clues.Down[][1]' bench/data/sunday-21x21.ipuz |
    sed 's/<[^>]*>//g' >"$tmp/clues"
in_order "all of its clues, in order, emphasis and all" "$tmp/sunday.txt" \
    "$tmp/clues"
# On A5 a column is at least 100 points wide: four made 76, and clues
# broke in the middle of their words ("Programm-" and "er's").
check_out_err "no column too narrow for words on small paper" 0 "1" "" \
    sh -c 'ipuz-render -c -p a5 -t pdf bench/data/sunday-21x21.ipuz |
    pdftotext - - | grep -c "^Programmer'"'"'s"'
# A heading is not left at the foot of a column with its first clue at the
# head of the next: notes of six lines leave room under them for the
# Across heading and one line, not for the two lines of clue 1.
words=$(printf 'word %.0s' $(seq 36))
cat >"$tmp/orphan.ipuz" <<EOT
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "title": "Orphans", "notes": "$words",
 "dimensions": {"width": 3, "height": 3}, "puzzle": [[1, 2, 3], [4, 0, 0], [5, 0, 0]],
 "solution": [["C", "A", "T"], ["A", "R", "E"], ["B", "E", "D"]],
 "clues": {"Across": [[1, "A pet that purrs and sleeps most of the day on the sofa"],
 [4, "Exist"], [5, "Place to sleep"]], "Down": [[1, "Taxi"], [2, "Skill"], [3, "Speech"]]}}
EOT
# (Columns are 184 points apart; a clue's text hangs 18 points in.)
check_out "a heading stays in the column of its first clue" 0 "one column" \
    sh -c 'ipuz-render -c -t pdf "$0" | pdftotext -bbox - - |
    awk -F "\"" "/>Across</ { a = \$2 } />pet</ { p = \$2 }
    END { print (p - a >= 0 && p - a < 100 ? \"one column\" : \"apart\") }"' \
    "$tmp/orphan.ipuz"
# Columns are made even, but not by splitting a clue that a column could
# hold whole: with a longer 1-Across, 5-Down's two lines went one to the
# foot of the first column and one to the second, under the grid.
jq '.clues.Across[0][1] = "Like a cinema once the film starts, and then some more words here"' \
    examples/mini-5x5.ipuz >"$tmp/even.ipuz"
check_out "a clue that a column could hold is not split to even them" 0 \
    "one column" sh -c 'ipuz-render -c -t pdf "$0" | pdftotext -bbox - - |
    awk -F "\"" "/>&quot;Please,</ { p = \$2 } />Twist\)</ { t = \$2 }
    END { print (t - p >= 0 && t - p < 150 ? \"one column\" : \"apart\") }"' \
    "$tmp/even.ipuz"
# A <br> in a clue breaks its line and keeps its indent: it started a
# paragraph of its own, set under the clue's number.
jq '.clues.Across[0][1] = "First one<br>second"' examples/mini-5x5.ipuz \
    >"$tmp/br.ipuz"
check_out "a break in a clue keeps its hanging indent" 0 "48 48" \
    sh -c 'ipuz-render -c -t pdf "$0" | pdftotext -bbox - - |
    awk -F "\"" "/>(First|second)</ { printf \"%.0f%s\", \$2,
    />second</ ? \"\\n\" : \" \" }"' "$tmp/br.ipuz"
# Clue text is HTML: a run of spaces and tabs is set as one space, as a
# browser shows it, and none at its ends or around a break; a line feed
# is a break, as a <br> is, and the line feed after a <br> is that
# break (as the writers read them, see t/1000). A newline broke the
# line, and each space and tab was set.
jq '.clues.Across[0][1] = "Third fourth" |
    .clues.Across[1][1] = "Fifth<br>sixth"' examples/mini-5x5.ipuz \
    >"$tmp/one.ipuz"
jq '.clues.Across[0][1] = " \n Third \t  fourth \n" |
    .clues.Across[1][1] = "Fifth \t<br>\n sixth"' examples/mini-5x5.ipuz \
    >"$tmp/runs.ipuz"
for f in one runs; do
	ipuz-render -c -t pdf "$tmp/$f.ipuz" | pdftotext -bbox - - |
	    awk -F '"' '/>(Third|fourth|Fifth|sixth)</ {
	    printf "%s %.2f %.2f\n", $9, $2, $4 }' >"$tmp/$f.words"
done
same "white space in a clue's HTML is set as one space" \
    "$tmp/one.words" "$tmp/runs.words"
check_out "white space in a clue's HTML is one space in the terminal too" 0 \
    "  1 Third fourth|  5 Fifth sixth" sh -c \
    'ipuz-render -c -t text "$0" | grep "Third\|Fifth" | paste -s -d "|" -' \
    "$tmp/runs.ipuz"
# The terminal picture's clues wrap at the terminal's width, or at
# $COLUMNS, between words, each further line under the clue's text; not
# on a terminal and without $COLUMNS, a clue is one line as it was.
jq '.clues.Across[0] = {"number": 1, "enumeration": "4", "clue":
    "Like a cinema once the film starts, and then some more words here, <i>still</i> more"} |
    .showenumerations = true' examples/mini-5x5.ipuz >"$tmp/long.ipuz"
check_out "COLUMNS wraps clues with a hanging indent" 0 "Across
  1 Like a cinema once the film starts,
    and then some more words here, still
    more (4)
  5 Feature at the multiplex
  6 Layer high overhead that screens out
    UV rays" sh -c 'COLUMNS=40 ipuz-render -c -t text "$0" |
    sed -n "/^Across/,/^  7/p" | sed \$d' "$tmp/long.ipuz"
long1="  1 Like a cinema once the film starts, and then some more words here, still more (4)"
# The intro and notes wrap at the width too (they ran past it).
check_out "the intro wraps at COLUMNS" 0 "A five-by-five warm-up. Every square is part of
one Across and one Down answer." sh -c 'COLUMNS=50 ipuz-render -c -t text "$0" |
    sed -n "5,6p"' examples/mini-5x5.ipuz
jq '.intro = "First line of the intro here.<br>Second line follows and is long enough to wrap."' \
    examples/mini-5x5.ipuz >"$tmp/br.ipuz"
check_out "each line of the intro wraps on its own" 0 "First line of the intro here.
Second line follows and is
long enough to wrap." sh -c 'COLUMNS=30 ipuz-render -t text "$0" |
    sed -n "/^First/,/^long/p"' "$tmp/br.ipuz"
# So do the title, the byline and the rights line, each line on its own
# (they ran past the width, broken in a word by the terminal).
jq '.title = "A title long enough to wrap<br>and a second line" |
    .author = "Ann Author" | .editor = "Ed Itor, who edits a great deal" |
    .copyright = "© 2024 Someone" | .publisher = "The Daily Planet" |
    .date = "1/2/2024" | del(.intro)' examples/mini-5x5.ipuz \
    >"$tmp/credits.ipuz"
check_out "the title and credits wrap at COLUMNS" 0 "A title long enough to
wrap
and a second line
by Ann Author, edited by
Ed Itor, who edits a
great deal
© 2024 Someone · The
Daily Planet · 1/2/2024
" sh -c 'COLUMNS=24 ipuz-render -t text "$0" | sed -n "1,9p"' \
    "$tmp/credits.ipuz"
check_out "without COLUMNS, each is one line" 0 "A title long enough to wrap
and a second line
by Ann Author, edited by Ed Itor, who edits a great deal
© 2024 Someone · The Daily Planet · 1/2/2024
" sh -c 'env -u COLUMNS ipuz-render -t text "$0" | sed -n "1,5p"' \
    "$tmp/credits.ipuz"
# A credit that says "By" itself gets no second one: the Washington
# Post's .puz files have "By Raymond Hamel" ("by By Raymond Hamel" on
# the page and in the terminal); "Edited by" no second "edited by", and
# before "by Will Shortz" only "edited" is added. "Byron" is a name.
check_out "a credit beginning with \"by\" has no second one" 0 \
    "By Raymond Hamel|By Raymond Hamel" sh -c '
    ipuz-render -f -c -k -o "$1/wapo.pdf" "$0" &&
    ipuz-render -t text "$0" | sed -n 2p | tr "\n" "|" &&
    pdftotext "$1/wapo.pdf" - | grep -i "^by" | sed -n 1p' \
    t/corpus/puz/puzpy__washpost.puz "$tmp"
jq '.author = " bY  Jane Doe" | .editor = "EDITED BY Will Shortz"' \
    examples/mini-5x5.ipuz >"$tmp/byby.ipuz"
jq '.author = "Byron Walden" | .editor = "by Will Shortz"' \
    examples/mini-5x5.ipuz >"$tmp/byron.ipuz"
check_out "... in any case; \"edited by\" neither, \"edited\" before \"by\"" 0 \
    "bY Jane Doe, EDITED BY Will Shortz
bY Jane Doe, EDITED BY Will Shortz
by Byron Walden, edited by Will Shortz
by Byron Walden, edited by Will Shortz" sh -c '
    for f in "$@"; do
	ipuz-render -t text "$f" | sed -n 2p &&
	ipuz-render -o "$f.pdf" "$f" && pdftotext "$f.pdf" - | sed -n 2p
    done' - "$tmp/byby.ipuz" "$tmp/byron.ipuz"
check_out "without COLUMNS, the intro is one line" 0 \
    "A five-by-five warm-up. Every square is part of one Across and one Down answer." \
    sh -c 'env -u COLUMNS ipuz-render -c -t text "$0" | sed -n 5p' \
    examples/mini-5x5.ipuz
check_out "not on a terminal and without COLUMNS, a clue is one line" 0 \
    "$long1" sh -c 'env -u COLUMNS ipuz-render -c -t text "$0" |
    grep "^  1 Like"' "$tmp/long.ipuz"
check_out "a COLUMNS that is no width is not looked at" 0 "$long1
$long1" sh -c 'for c in 0 4x; do COLUMNS=$c ipuz-render -c -t text "$0" |
    grep "^  1 Like"; done' "$tmp/long.ipuz"
# A word wider than a line is broken where the line ends: whole, a first
# word ran past the edge after its number, and a later one had a line
# to itself and ran past it.
check_out "a word wider than the line is broken at its end" 0 "  5 Feat
    ure
    at
    the
    mult
    iple
    x" sh -c 'COLUMNS=8 ipuz-render -c -t text "$0" |
    sed -n "/^  5 F/,/^  6/p" | sed \$d' "$tmp/long.ipuz"
# Japanese and Chinese text has no blanks: a line is broken where it
# ends, but never before a closing mark or a small kana ("。", "」",
# "っ"), which goes down with the character before it.
jq --arg c "$(printf 'あ%.0s' $(seq 28))。いう「かっ」" \
    '.clues.Across[0][1] = $c' examples/mini-5x5.ipuz >"$tmp/ja.ipuz"
check_out "a line never starts with 。 or 」" 0 "  1 $(printf 'あ%.0s' $(seq 27))
    あ。いう「かっ」" sh -c 'COLUMNS=60 ipuz-render -c -t text "$0" |
    sed -n "/^  1 あ/{N;p;}"' "$tmp/ja.ipuz"
jq '.clues.Across[0][1] = "Pneumonoultramicroscopicsilicovolcanoconiosis, a lung disease" |
    .clues.Down[1][1] = "Wide 漢字漢字 and abcé́x"' \
    examples/mini-5x5.ipuz >"$tmp/word.ipuz"
check_out "a width with no room past the number leaves words whole" 0 \
    "  5 Feature
    at
    the
    multiplex" sh -c 'COLUMNS=2 ipuz-render -c -t text "$0" |
    sed -n "/^  5 F/,/^  6/p" | sed \$d' "$tmp/long.ipuz"
check_out "a long first word starts on its number's line" 0 "  1 Pneumonoultramicroscopicsilicovolcan
    oconiosis, a lung disease" sh -c 'COLUMNS=40 ipuz-render -c -t text "$0" |
    sed -n "/^  1 P/,/^  5/p" | sed \$d' "$tmp/word.ipuz"
check_out "a wide character or a mark is never cut in two" 0 "  2 Wide
    漢字
    漢字
    and
    abcé́
    x" sh -c 'COLUMNS=8 ipuz-render -c -t text "$0" |
    sed -n "/^  2 W/,/^  3/p" | sed \$d' "$tmp/word.ipuz"
# The combining dakuten U+3099 and conjoining Hangul jamo were counted as
# wide characters: カ and U+3099 (ガ, as macOS writes it) took four
# columns, was cut to "カ…" in its cell, and a line of a clue could start
# with the lone mark.
cat >"$tmp/kana.ipuz" <<'END'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"t","dimensions":{"width":3,"height":1},
"puzzle":[[1,0,0]],"solution":[["\u30ab\u3099","\u30ac","\u1112\u1161\u11ab"]],
"clues":{"Across":[[1,"\u30ab\u3099\u30ab\u3099\u30ab\u3099\u30ab\u3099\u30ab\u3099\u30ab\u3099\u30ab\u3099\u30ab\u3099"]]}}
END
check_out "a decomposed ガ or 한 takes the columns of its composed form" 0 \
    "│$(printf 'カ\343\202\231') │ガ │$(printf '\341\204\222\341\205\241\341\206\253') │" \
    sh -c 'ipuz-render -t text -s "$0" | sed -n 5p' "$tmp/kana.ipuz"
check_out "... and a line of a clue never starts with its mark" 0 \
    "  1 $(printf 'カ\343\202\231%.0s' 1 2 3 4 5)
    $(printf 'カ\343\202\231%.0s' 1 2 3)" \
    sh -c 'COLUMNS=14 ipuz-render -t text -c "$0" |
    sed -n "/^Across/,\$p" | sed 1d' "$tmp/kana.ipuz"
# The vowel signs, viramas and tone marks of Thai, Lao, Myanmar and the
# Indic scripts (Unicode's Mn) were a column each: the row of กิ (ก and
# U+0E34) was 3 columns short of the frame, and a clue of them wrapped
# early. Every Mn and Me mark takes none now, as wcwidth(3) has it.
cat >"$tmp/thai.ipuz" <<'END'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"title":"Thai","dimensions":{"width":3,"height":1},
"puzzle":[[1,0,0]],"solution":[["กิ","นี้","ข"]],"clues":{"Across":[[1,"x"]]}}
END
check_out "a Thai cell's vowel and tone marks take no column" 0 "Thai

┌───┬───┬───┐
│1  │   │   │
│ กิ │ นี้ │ ข │
└───┴───┴───┘" ipuz-render -t text -s "$tmp/thai.ipuz"
cat >"$tmp/indic.ipuz" <<'END'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"t","dimensions":{"width":4,"height":1},
"puzzle":[[1,0,0,0]],"solution":[["न्य","ကို","ಕಿ","ມື"]],
"clues":{"Across":[[1,"กินนี้ กินนี้ กินนี้ กินนี้ กินนี้ กินนี้"]]}}
END
check_out "... nor do Devanagari, Myanmar, Kannada and Lao ones" 0 \
    "│न्य │ ကို │ ಕಿ │ ມື │" \
    sh -c 'ipuz-render -t text -s "$0" | sed -n 5p' "$tmp/indic.ipuz"
check_out "... and a clue of them wraps at its columns" 0 \
    "  1 กินนี้ กินนี้ กินนี้
    กินนี้ กินนี้ กินนี้" \
    sh -c 'COLUMNS=16 ipuz-render -t text -c "$0" |
    sed -n "/^Across/,\$p" | sed 1d' "$tmp/indic.ipuz"
# Emoji shown as pictures by default (East Asian Width W: ⭐ ✅ ⌚ ⚡ ❌
# ⬛) were one column, as the hand-made table of wide blocks left them
# out: their cells' rows ran a column past the frame each, and a clue
# of them wrapped late, past its COLUMNS. They are two now, as
# wcwidth(3) has them, from a table generated from Unicode 14.0.0.
cat >"$tmp/emoji.ipuz" <<'END'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"title":"Emoji","dimensions":{"width":3,"height":1},
"puzzle":[[1,0,0]],"solution":[["⭐","✅","A"]],
"clues":{"Across":[[1,"⌚ ⚡ ✅ ❌ ⭐ ⬛ ⌚ ⚡ ✅ ❌ ⭐ ⬛"]]}}
END
check_out "an emoji cell (⭐, ✅) takes two columns, as wide as its frame" 0 \
    "Emoji

┌───┬───┬───┐
│1  │   │   │
│⭐ │✅ │ A │
└───┴───┴───┘" ipuz-render -t text -s "$tmp/emoji.ipuz"
check_out "... and a clue of emoji wraps at its columns" 0 \
    "  1 ⌚ ⚡ ✅ ❌
    ⭐ ⬛ ⌚ ⚡
    ✅ ❌ ⭐ ⬛" \
    sh -c 'COLUMNS=16 ipuz-render -t text -c "$0" |
    sed -n "/^Across/,\$p" | sed 1d' "$tmp/emoji.ipuz"
# On a page pango broke a clue after its number's tab when the first word
# did not fit the line, leaving the number alone on its line. (漢 is in
# no font here, and said so.)
check_out "on a page, a long first word starts on its number's line" 0 \
    "same line" sh -c 'ipuz-render -c -p a5 -t pdf "$0" 2>/dev/null |
    pdftotext -bbox - - | awk -F "\"" "/>1</ { n[\$4] = 1 }
    />Pneumono/ { w = \$4 }
    END { print (w in n ? \"same line\" : \"apart\") }"' "$tmp/word.ipuz"
if command -v script >/dev/null && script -qc true /dev/null >/dev/null 2>&1
then
	# On a terminal its own width comes first, over $COLUMNS.
	check_out "on a terminal, clues wrap at its width" 0 "  1 Like a cinema once the
    film starts, and then some
    more words here, still
    more (4)" sh -c 'COLUMNS=60 script -qc "stty cols 30;
    ipuz-render -c \"$0\"" /dev/null | tr -d "\r" |
    sed -n "/^  1 Like/,/^  5/p" | sed \$d' "$tmp/long.ipuz"
else
	skip "on a terminal, clues wrap at its width" "no script(1)"
fi
# A clue in Hebrew is set right to left after its number, which stays at
# the left of the column; pango set the whole clue right to left, its
# number at the column's right.
jq '.clues.Across[0][1] = "שלום עולם"' examples/mini-5x5.ipuz >"$tmp/rtl.ipuz"
check_out "a right-to-left clue keeps its number at the left" 0 "36.000000" \
    sh -c 'ipuz-render -c -t pdf "$0" | pdftotext -bbox - - |
    awk -F "\"" "/>ש</ { y = \$4 } />1</ { n[\$4] = \$2 }
    END { print n[y] }"' "$tmp/rtl.ipuz"
# The lines of a clue of two or more lines whose text is right to left
# (its first strong letter, as pango's bidi algorithm finds a
# paragraph's direction) are flush right, where its reader starts each
# line, the number still at the left; a left-to-right clue, mixed or
# not, stays flush left. They were all flush left, the Hebrew and Arabic
# lines' starts ragged (visual18 F2). A right-to-left clue of one line
# stays beside its number (4 Across): set flush right it stood a
# column's width from it, by the next column's number (visual19 F2).
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"T","dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],"solution":[["א","ב","ג"],["ד","ה","ו"],["ז","ח","ט"]],
 "clues":{"Across":[[1,"הגדרה ארוכה מאוד שנועדה לבדוק כיצד נשברת שורה בעמודה צרה ליד התשבץ ומה קורה למספור (3)"],[4,"עיר בצפון (3)"],[5,"A clue in English that goes on over lines (3)"]],
 "Down":[[1,"هذا تعريف طويل جدا لاختبار كيفية كسر السطور في عمود ضيق بجانب الشبكة وما يحدث للترقيم (3)"],[2,"Mixed English and עברית in one clue (3)"],[3,"עברית and English in one clue that goes on (3)"]]}}' >"$tmp/rtl-lines.ipuz"
# lines FILE: each line of FILE's clues on the page, from its left to
# its right in points, the Across column's lines, then the Down's.
lines() {
	ipuz-render -c -t pdf "$1" | pdftotext -bbox - - | awk -F '"' '
	    /<word/ && $2 < 400 { c = $2 < 210 ? "across" : "down"
	        y = sprintf("%.0f", $4); k = c " " y
	        if (!(k in l)) { o[++n] = k; l[k] = $2; r[k] = $6 }
	        if ($2 < l[k]) l[k] = $2; if ($6 > r[k]) r[k] = $6 }
	    END { for (i = 1; i <= n; i++) if (split(o[i], f, " ") &&
	        f[2] > 70) printf "%s %.0f-%.0f\n", f[1], l[o[i]], r[o[i]] }' |
	    sort -s -k1,1
}
check_out "right-to-left clues are flush right, their numbers at the left" 0 \
    'across 36-207
across 56-207
across 77-207
across 36-106
across 36-196
across 48-114
down 221-391
down 244-391
down 269-391
down 221-387
down 233-271
down 221-391
down 311-391' lines "$tmp/rtl-lines.ipuz"
# So do the answers on the key, each of one line: they stood at the
# column's end, 14 points from the next column's numbers (visual19 F2).
check_out "right-to-left answers on the key stay beside their numbers" 0 \
    '36-63 36-64 36-65 221-246 221-248 221-251' sh -c 'ipuz-render -K -t pdf "$0" |
    pdftotext -bbox - - | awk -F "\"" "/<word/ && \$4 > 70 && \$2 < 400 {
        y = sprintf(\"%.0f\", \$4); k = (\$2 < 210) y
        if (!(k in l)) { o[++n] = k; l[k] = \$2; r[k] = \$6 }
        if (\$2 < l[k]) l[k] = \$2; if (\$6 > r[k]) r[k] = \$6 }
    END { for (i = 1; i <= n; i++) printf \"%.0f-%.0f\\n\", l[o[i]], r[o[i]] }" |
    sort -n | paste -s -d " " -' "$tmp/rtl-lines.ipuz"
# After a label wider than its column, which runs on, the tab before a
# right-to-left text stopped a label column's width on: its first piece
# was set past the column's end, over the grid (visual19 F4). Each line
# left of the grid, its ends, top to bottom, on the page and the key.
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"T","dimensions":{"width":22,"height":5},"puzzle":[["#",1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],["#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#"],["#",2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],["#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#"],["#",3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]],"solution":[["#","א","ב","ג","ד","ה","ו","ז","ח","ט","י","כ","ל","מ","נ","ס","ע","פ","צ","ק","ר","ש"],["#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#"],["#","ש","ר","ק","צ","פ","ע","ס","נ","מ","ל","כ","י","ט","ח","ז","ו","ה","ד","ג","ב","א"],["#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#","#"],["#","א","ב","ג","ד","ה","ו","ז","ח","ט","י","כ","ל","מ","נ","ס","ע","פ","צ","ק","ר","ש"]],"clues":{"Across":[{"number":1,"label":"1, 2 לרוחב","clue":"קצר"},{"number":2,"label":"2 ימינה ארוך","clue":"הגדרהארוכהמאודבלירווחיםבכלל (21)"}]}}' >"$tmp/runon.ipuz"
left_of_grid() {
	ipuz-render "$1" -t pdf "$2" 2>/dev/null | pdftotext -bbox - - |
	    awk -F '"' '/<word/ && $2 < 185 && $4 > 80 {
	        y = sprintf("%.0f", $4)
	        if (!(y in l)) { o[++n] = y; l[y] = $2; r[y] = $6 }
	        if ($2 < l[y]) l[y] = $2; if ($6 > r[y]) r[y] = $6 }
	    END { for (i = 1; i <= n; i++)
	        printf "%s %.0f-%.0f\n", o[i], l[o[i]], r[o[i]] }' |
	    sort -n | cut -d ' ' -f 2 | paste -s -d ' ' -
}
check_out "a right-to-left clue after a run-on label stays in its column" 0 \
    '36-121 36-71 106-160 106-160 104-160 140-160' \
    left_of_grid -c "$tmp/runon.ipuz"
check_out "so does a right-to-left answer after a run-on label" 0 \
    '36-57 103-160 105-160 128-160 36-71 106-160 105-160 132-160' \
    left_of_grid -K "$tmp/runon.ipuz"
# A long label is shrunk to fit its cell, as a rebus is; it ran over the
# cells beside it and out of the grid.
cat >"$tmp/label.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 1},
 "puzzle": [[1, {"cell": "LONGLABEL123"}, 0]], "solution": [["I", "I", "I"]]}
EOT
check_out "a long label stays in its cell" 0 "inside" \
    sh -c 'ipuz-render -s -t pdf "$0" | pdftotext -bbox - - |
    awk -F "\"" "/>LONGLABEL123</ { l = \$6 }
    />I</ { c[++n] = (\$2 + \$6) / 2 }
    END { print (l < (c[2] + c[3]) / 2 ? \"inside\" : \"over\") }"' \
    "$tmp/label.ipuz"
# The text of a clue hangs clear of the widest number of its list, which
# is not always the longest: M1 is wider than L1, measured first.
cat >"$tmp/wide-number.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 2, "height": 1}, "puzzle": [[0, 0]],
 "clues": {"Hearts": [{"number": "L1", "clue": "Light"},
 {"number": "M1", "clue": "Medium"}]}}
EOT
check_out "a clue's text is clear of the widest number" 0 "clear" \
    sh -c 'ipuz-render -c -t pdf "$0" | pdftotext -bbox - - |
    awk -F "\"" "/>M1</ { m = \$6 } />Medium</ { t = \$2 }
    END { print (t - m >= 3 ? \"clear\" : \"touching\") }"' \
    "$tmp/wide-number.ipuz"
ipuz-render -c -k -o "$tmp/key.pdf" examples/mini-5x5.ipuz
pdftotext -f 2 -l 2 "$tmp/key.pdf" "$tmp/key.txt"
printf '%s\n' "Solution: Night at the Pictures" Across "1 DARK" "5 MOVIE" \
    "6 OZONE" "7 REIGN" "8 ENDS" Down "1 DOZEN" "2 AVOID" "3 RINGS" \
    "4 KEEN" "5 MORE" >"$tmp/answers"
in_order "the key page lists the answers" "$tmp/key.txt" "$tmp/answers"
# A handout and its key as two files (persona19 F5): -K draws the key
# page alone, as -k draws it after the puzzle, headed "Solution:" where
# the nearest before, -s -c, was headed as the handout.
check_out "-K: the answer key alone, one page headed \"Solution: ...\"" 0 \
    "Pages:           1
Solution: Night at the Pictures
by xwtools team" sh -c 'ipuz-render -K -o "$1/key-only.pdf" "$0" &&
    pdfinfo "$1/key-only.pdf" | grep Pages &&
    pdftotext "$1/key-only.pdf" - | head -n 2' examples/mini-5x5.ipuz "$tmp"
check_out "... the very page -k adds after the puzzle" 0 "same" \
    sh -c 'pdftotext "$0/key-only.pdf" "$0/key-only.txt" &&
    cmp "$0/key.txt" "$0/key-only.txt" && echo same' "$tmp"
check_out "... an image may hold it" 0 "Solution: Night at the Pictures" \
    sh -c 'ipuz-render -K -t svg "$0" | grep -c "<svg" >/dev/null &&
    ipuz-render -K -o "$1/key-only.png" "$0" &&
    ipuz-render -K -t pdf "$0" | pdftotext - - | head -n 1' \
    examples/mini-5x5.ipuz "$tmp"
check_out_err "... -k with it is refused" 2 "" \
    "ipuz-render: -k and -K cannot both be given: -K draws the answer key alone, -k after the puzzle" \
    ipuz-render -k -K -o "$tmp/kK.pdf" examples/mini-5x5.ipuz
check_out_err "... a puzzle without a solution has no key (-K)" 2 "" \
    "ipuz-render: t/data/render-nosolution.ipuz: the puzzle has no solution for an answer key (-K)" \
    ipuz-render -K -o "$tmp/nokey.pdf" t/data/render-nosolution.ipuz
# -b, -c and -s are for the puzzle's page, which -K leaves out: the same
# key, and no clue said to be unplaced in lists not drawn.
jq '.clues.Across += [[9, "Nowhere"]]' examples/mini-5x5.ipuz \
    >"$tmp/key-nine.ipuz"
check_out_err "... -b, -c and -s change nothing" 0 "same" "" \
    sh -c 'ipuz-render -t text -K "$0" >"$1/K1" &&
    ipuz-render -t text -c -s -K "$0" >"$1/K2" &&
    ipuz-render -t text -b -c -K "$0" >"$1/K3" &&
    cmp "$1/K1" "$1/K2" && cmp "$1/K1" "$1/K3" && echo same' \
    "$tmp/key-nine.ipuz" "$tmp"
# In a terminal picture, -k's lines but the puzzle's grid: its credits,
# then "Solution" and the solution grid.
check_out "... a terminal picture: the credits, then the solution" 0 "1
same" \
    sh -c 'ipuz-render -t text -k "$0" | awk "/^┌/ && !g { g = 1; s = 0 }
    /^Solution\$/ { s = 1 } !g || s" >"$1/k-text" &&
    ipuz-render -t text -K "$0" >"$1/K-text" &&
    grep -c "^┌" "$1/K-text" && cmp "$1/k-text" "$1/K-text" && echo same' \
    examples/mini-5x5.ipuz "$tmp"
# A clue's ipuz "answer" was printed on the key as written: "1 dog"
# beside a grid that reads CAT (filled again after the clue was
# written), unsaid, and "7 long covid" among capitals. The grid's
# letters where the field's differ (as ipuz-check compares them), with a
# warning; an agreeing field gives its word breaks, in the grid's case.
cat >"$tmp/ans.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
 "dimensions":{"width":3,"height":3},"title":"Answer field",
 "puzzle":[[1,2,3],[4,0,0],[5,0,0]],
 "solution":[["C","A","T"],["O","R","E"],["W","E","T"]],
 "clues":{"Across":[{"number":1,"clue":"Pet","answer":"dog"},
  {"number":4,"clue":"Metal source","answer":"o-re"},[5,"Damp"]],
  "Down":[[1,"Bovine"],[2,"Zone"],{"number":3,"clue":"Hen?","answer":"tex"}]}}
EOT
check_out_err "a clue's answer that is not the grid's: the grid's, said" 0 \
    "1 CAT|4 O-RE|5 WET|1 COW|2 ARE|3 TET|" \
    "ipuz-render: $tmp/ans.ipuz: warning: clue 1 Across: its answer 'dog' is not the grid's 'CAT'; the key gives the grid's
ipuz-render: $tmp/ans.ipuz: warning: clue 3 Down: its answer 'tex' is not the grid's 'TET'; the key gives the grid's" \
    sh -c 'ipuz-render -k -o "$0.pdf" "$0" &&
    pdftotext -f 2 -l 2 "$0.pdf" - | grep "^[0-9] " | tr "\n" "|"; echo' \
    "$tmp/ans.ipuz"
check_out "... not said when the key is not drawn" 0 "" \
    ipuz-render -c -o "$tmp/ans-c.pdf" "$tmp/ans.ipuz"
check_out "... an answer as the grid's, in its case: \"7 LONG COVID\"" 0 \
    "7 LONG COVID|8 SAVE THE PLANET|" sh -c '
    ipuz-render -k -o "$1/covid.pdf" "$0" &&
    pdftotext -f 2 -l 2 "$1/covid.pdf" - | grep "^[78] " | tr "\n" "|"; echo' \
    t/corpus/ipuz/crosswordsjs__WK36-LR-325C-cryptic.ipuz "$tmp"
jq '.clues |= map_values(map({number: .[0], clue: .[1], answer: "zz"}))' \
    examples/mini-5x5.ipuz >"$tmp/stale.ipuz"
check_err "... five such clues named, the rest counted" 0 \
    "ipuz-render: $tmp/stale.ipuz: warning: clue 1 Across: its answer 'zz' is not the grid's 'DARK'; the key gives the grid's
ipuz-render: $tmp/stale.ipuz: warning: clue 5 Across: its answer 'zz' is not the grid's 'MOVIE'; the key gives the grid's
ipuz-render: $tmp/stale.ipuz: warning: clue 6 Across: its answer 'zz' is not the grid's 'OZONE'; the key gives the grid's
ipuz-render: $tmp/stale.ipuz: warning: clue 7 Across: its answer 'zz' is not the grid's 'REIGN'; the key gives the grid's
ipuz-render: $tmp/stale.ipuz: warning: clue 8 Across: its answer 'zz' is not the grid's 'ENDS'; the key gives the grid's
ipuz-render: $tmp/stale.ipuz: warning: 5 more clues whose answer is not the grid's; ipuz-check names them" \
    ipuz-render -k -o "$tmp/stale.pdf" "$tmp/stale.ipuz"
# A label, a list's name or an answer was cut at 60 bytes: inside a
# Hebrew letter (a "\xd7" in the message), with no mark of the cut.
# Whole to 60 characters, then cut between two with "...".
cat >"$tmp/label-long.ipuz" <<'EOF'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Label",
 "dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],
 "solution":[["C","A","T"],["O","R","E"],["W","E","T"]],
 "clues":{"Across":[{"number":1,"label":"1, אבגדהוזחטיכלמנסעפצקרשתאבגדהוזחטיכלמנסעפצקרשת","clue":"Pet","answer":"dog"},[4,"Metal source"],{"number":5,"clue":"Damp","answer":"xy абвгдежзийабвгдежзийабвгдежзийабвгдежзийабвгдежзийабвгдежзийабвгдежзий"}],
          "Down:כיווןאנכיארוךמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאוד":[[1,"Bovine"],[2,"Zone"],{"number":3,"clue":"Young hen?","answer":"tex"}]}}
EOF
check_err "a long label, list name or answer: cut between letters, with ..." 0 \
    "ipuz-render: $tmp/label-long.ipuz: warning: clue 1, אבגדהוזחטיכלמנסעפצקרשתאבגדהוזחטיכלמנסעפצקרשת Across: its answer 'dog' is not the grid's 'CAT'; the key gives the grid's
ipuz-render: $tmp/label-long.ipuz: warning: clue 5 Across: its answer 'xy абвгдежзийабвгдежзийабвгдежзийабвгдежзийабвгдежзийабвгдеж...' is not the grid's 'WET'; the key gives the grid's
ipuz-render: $tmp/label-long.ipuz: warning: clue 3 כיווןאנכיארוךמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאו...: its answer 'tex' is not the grid's 'TET'; the key gives the grid's" \
    ipuz-render -k -o "$tmp/label-long.pdf" "$tmp/label-long.ipuz"
# An answer written with its accents over a grid's capitals that leave
# them out (or add one: Turkish İ) was "not the grid's": the key gave
# CREMEBRULEE, said. Letters that fold alike (wordfind -f) are the same
# answer: the key gives it in capitals, accents kept but a Greek tonos,
# a capital İ from the grid.
check_out_err "... an answer the grid spells folded: its own, in capitals" 0 \
    "1 CRÈME BRÛLÉE|2 STRASSE|3 ΛΟΓΟΣ|4 İSTANBUL|5 FIANCÉ|" "" sh -c '
    ipuz-render -k -o "$1/folded.pdf" "$0" &&
    pdftotext -f 2 -l 2 "$1/folded.pdf" - | grep "^[0-9] " | tr "\n" "|"
    echo' t/data/answers-folded.ipuz "$tmp"
# A letter whose capital is two (ß is SS, the ligature ﬁ is FI) was set
# as it is, small among the capitals: "STRAßE", "ﬁANCÉ". Its capitals,
# or the grid's one capital where the grid has it (ẞ).
jq '.solution[2] = ["S","T","R","A","ẞ","E","#","#","#","#","#"] |
    .puzzle[2] = [2,0,0,0,0,0,"#","#","#","#","#"]' \
    t/data/answers-folded.ipuz >"$tmp/capital-sz.ipuz"
check_out_err "... ß over the grid's ẞ: the grid's capital" 0 \
    "1 CRÈME BRÛLÉE|2 STRAẞE|3 ΛΟΓΟΣ|4 İSTANBUL|5 FIANCÉ|" "" sh -c '
    ipuz-render -k -o "$1/capital-sz.pdf" "$0" &&
    pdftotext -f 2 -l 2 "$1/capital-sz.pdf" - | grep "^[0-9] " |
    tr "\n" "|"
    echo' "$tmp/capital-sz.ipuz" "$tmp"
ipuz-render -c -t pdf t/data/render-greek.ipuz >"$tmp/greek.pdf"
pdftotext "$tmp/greek.pdf" "$tmp/greek.txt"
printf '%s\n' "Αλφάβητο · Азбука" "Ωμέγα πρώτα" "Дом, милый дом" "Λέξη" \
    >"$tmp/greek"
in_order "Greek and Cyrillic text in a PDF" "$tmp/greek.txt" "$tmp/greek"
check_out_err "the same input gives the same bytes" 0 "" "" sh -c '
    ipuz-render -c -k -t pdf examples/*.ipuz >"$0/a.pdf" &&
    ipuz-render -c -k -t pdf examples/*.ipuz >"$0/b.pdf" &&
    cmp "$0/a.pdf" "$0/b.pdf" &&
    ipuz-render -s -t png examples/rebus-15x15.ipuz >"$0/a.png" &&
    ipuz-render -s -t png examples/rebus-15x15.ipuz >"$0/b.png" &&
    cmp "$0/a.png" "$0/b.png" &&
    ipuz-render -c -t svg examples/cryptic.ipuz >"$0/a.svg" &&
    ipuz-render -c -t svg examples/cryptic.ipuz >"$0/b.svg" &&
    cmp "$0/a.svg" "$0/b.svg"' "$tmp"
check_out_err "dates from SOURCE_DATE_EPOCH, or 1970" 0 \
    "/CreationDate (20231114221320Z)
/CreationDate (19700101000000Z)" "" sh -c '
    SOURCE_DATE_EPOCH=1700000000 ipuz-render -t pdf examples/mini-5x5.ipuz |
    grep -a -o "/CreationDate ([0-9Z]*)";
    ipuz-render -t pdf examples/mini-5x5.ipuz |
    grep -a -o "/CreationDate ([0-9Z]*)"'
# A value that is no number is an error, as ipuz-pack has it and the
# reproducible-builds rule asks; it was taken for 1970 without a word.
check_out_err "a SOURCE_DATE_EPOCH that is no number" 2 "" \
    "ipuz-render: SOURCE_DATE_EPOCH 'yesterday' is not a count of seconds since 1970" \
    sh -c 'SOURCE_DATE_EPOCH=yesterday ipuz-render -t pdf examples/mini-5x5.ipuz'

# PNG and SVG.
png() {
	perl t/png-pixel.pl "$@"
}
ipuz-render -r 100 -o "$tmp/mini.png" examples/mini-5x5.ipuz
check_out_err "PNG: letter at 100 dpi is 850x1100" 0 "850x1100" "" \
    png "$tmp/mini.png"
ipuz-render -p a4 -r 100 -t png examples/mini-5x5.ipuz >"$tmp/a4.png"
check_out_err "PNG: A4 at 100 dpi is 827x1170" 0 "827x1170" "" png "$tmp/a4.png"
# The resolution is in the file, a pHYs chunk of pixels a metre (100 dpi:
# 3937, 300 dpi: 11811) and unit 1, so that a viewer or a printer sizes
# the page as the paper; without it a reader guesses 72 or 96 dpi.
ipuz-render -r 300 -o "$tmp/m300.png" examples/mini-5x5.ipuz
check_out_err "PNG: its pHYs chunk says the dpi given (-r)" 0 "3937 3937 1
11811 11811 1" "" perl -e 'local $/; for (@ARGV) { open(my $f, "<:raw", $_)
	or die; my $d = <$f>; $d =~ /pHYs(.{9})/s or die "no pHYs\n";
	printf "%d %d %d\n", unpack("NNC", $1) }' "$tmp/a4.png" "$tmp/m300.png"
# A circle was stroked through its cell's number; the number stands on
# a ground of the cell's colour, as printed crosswords have it. At 288
# dpi the cell is 192 pixels from (1032, 184): the circle crossed the
# "1" right of its stem, at (1068, 212) and (1064, 216), and still goes
# round its foot, (1128, 368).
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":1},"puzzle":[[{"cell":1,"style":{"shapebg":"circle"}},0]],"solution":[["A","B"]]}' \
    >"$tmp/circ.ipuz"
ipuz-render -r 288 -o "$tmp/circ.png" "$tmp/circ.ipuz"
check_out_err "PNG: a circle goes under its cell's number, not through it" 0 \
    "2448x3168
255,255,255
255,255,255
0,0,0" "" png "$tmp/circ.png" 1068 212 1064 216 1128 368
# Whole columns of omitted cells at a grid's edge took room as if they
# were cells: a 6x3 whose last three columns are omitted stood left of
# the page's centre, and with -c 144 points short of the right margin.
# What is drawn is centred (its cells 48 points, the "1" 0.05 of a
# cell in), and with -c its frame is at the margin, x 576 (72 dpi).
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
 "dimensions":{"width":6,"height":3},"title":"Trailing omitted cells",
 "puzzle":[[1,2,3,null,null,null],[4,0,0,null,null,null],[5,0,0,null,null,null]],
 "solution":[["C","A","T",null,null,null],["O","R","E",null,null,null],["W","E","T",null,null,null]],
 "clues":{"Across":[[1,"Pet"],[4,"Metal source"],[5,"Damp"]],"Down":[[1,"Bovine"],[2,"Zone"],[3,"Young hen?"]]}}' \
    >"$tmp/trail.ipuz"
check_out "omitted columns at the edge take no room: the cells centred" 0 \
    "306" sh -c 'ipuz-render -t pdf "$0" | pdftotext -bbox - - |
    awk -F "\"" "/>1</ { printf \"%.0f\\n\", \$2 - 2.4 + 72 }"' \
    "$tmp/trail.ipuz"
ipuz-render -c -r 72 -o "$tmp/trail.png" "$tmp/trail.ipuz"
check_out_err "... and with -c at the right margin" 0 "612x792
51,51,51
255,255,255" "" png "$tmp/trail.png" 575 100 577 100
# A 2x2 grid without credits: its cells are 48 points from (258, 46).
printf '#A\nBC\n' >"$tmp/g2.txt"
ipuz-render -r 72 -o "$tmp/g2.png" "$tmp/g2.txt"
check_out_err "PNG: a block is black, a white cell and the margin white" 0 \
    "612x792
0,0,0
255,255,255
255,255,255
255,255,255" "" png "$tmp/g2.png" 282 70 330 70 330 118 10 10
# Across the middle of the second cell, where its letter goes.
row=
for x in $(seq 310 350); do
	row="$row $x 75"
done
ipuz-render -s -r 72 -o "$tmp/g2s.png" "$tmp/g2.txt"
check_out_err "PNG: -s puts a letter in the white cell, blank without" 0 "0
1" "" sh -c 'for f in "$0" "$1"; do perl t/png-pixel.pl "$f" $2 |
    sed 1d | grep -vc 255,255,255 | sed "s/^[1-9][0-9]*$/1/"; done' \
    "$tmp/g2.png" "$tmp/g2s.png" "$row"
# A navy, a blue and a black cell: their label, circle and letters were
# black, and could not be seen. Light pixels in the first and the last
# cell, across the middle of their letters (clear of the white lines of
# the cells), say they are drawn white.
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[{"cell":1,"style":{"color":"000080"}},{"cell":0,"style":{"color":"#00f","shapebg":"circle"}},{"cell":0,"style":{"color":"000000"}}]],"solution":[["A","B","C"]]}' \
    >"$tmp/dark.ipuz"
ipuz-render -s -r 72 -o "$tmp/dark.png" "$tmp/dark.ipuz"
for c in 240 336; do
	cells=
	for y in 60 65 70 75 80; do
		for x in $(seq $c $((c + 35))); do
			cells="$cells $x $y"
		done
	done
	check_out_err "PNG: on a dark cell the ink is white (cell at x $c)" 0 \
	    "1" "" sh -c 'perl t/png-pixel.pl "$0" $1 | sed 1d |
	    awk -F, "\$1 > 200 && \$2 > 200 && \$3 > 200 { n++ }
	    END { print (n > 0) }"' "$tmp/dark.png" "$cells"
done
# The lines of a dark cell are white inside it: black, bars and borders
# could not be seen on navy and black cells, and a black-coloured cell
# without a label looked like a block. At 72 dpi the cells are 48
# pixels from (210, 46): the bars r1c1|r1c2, r1c3|r1c4, r1c3/r2c3, the
# thin lines r1c2|r1c3, r2c2|r2c3 and r2c3|r2c4, and inside the block.
cat >"$tmp/darkbar.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":4,"height":2},
"puzzle":[[{"cell":1,"style":{"color":"000080","barred":"R"}},{"cell":2,"style":{"color":"000080"}},{"cell":3,"style":{"color":"000000","barred":"R"}},{"cell":0,"style":{"color":"000000","barred":"B"}}],[5,0,{"cell":0,"style":{"color":"000000","barred":"T"}},"#"]],
"solution":[["A","B","C","D"],["E","F","G","#"]]}
EOT
ipuz-render -r 72 -o "$tmp/darkbar.png" "$tmp/darkbar.ipuz"
check_out "PNG: the lines of a dark cell are white, a block black" 0 \
    "light light light light light light dark" \
    sh -c 'perl t/png-pixel.pl "$0" 257 60 353 60 330 94 306 60 306 110 \
    353 110 380 120 | sed 1d |
    awk -F, "{ print ((\$1 + \$2 + \$3) / 3 > 150 ? \"light\" : \"dark\") }" |
    paste -s -d " " -' \
    "$tmp/darkbar.png"
# A grid 90 cells wide, 12 high: beside the clues its cells were 4.5
# points, too small for numbers, where across the page they are 6.
awk 'BEGIN { w = 90; h = 12; n = 0
	printf "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/crossword#1\"],\"dimensions\":{\"width\":%d,\"height\":%d},\"puzzle\":[", w, h
	for (r = 0; r < h; r++) {
		printf "%s[", r ? "," : ""
		for (c = 0; c < w; c++) {
			v = r == 0 || c == 0 ? ++n : 0
			if (c == 0) a = a (a == "" ? "" : ",") "[" n ",\"Across " n "\"]"
			if (r == 0) d = d (d == "" ? "" : ",") "[" n ",\"Down " n "\"]"
			printf "%s%d", c ? "," : "", v
		}
		printf "]"
	}
	printf "],\"clues\":{\"Across\":[%s],\"Down\":[%s]}}\n", a, d }' \
    >"$tmp/wide.ipuz"
check_out_err "-c: a wide grid goes across the page, its numbers kept" 0 \
    "" "" ipuz-render -c -o "$tmp/wide.pdf" "$tmp/wide.ipuz"
# The last page of a PDF that runs on, its columns made as short as
# they could be, put the second line of a clue of two at the top of the
# next column, alone, and left the page below empty. (That third page
# held two clues; they are now on the second, in 8.5-point type.)
perl -MJSON::PP -e 'local $/; my $d = decode_json(<STDIN>);
    $d->{intro} = "This is a long introduction sentence for the puzzle. " x 162;
    $d->{notes} = "Notes go here and they are long too. " x 80;
    print JSON::PP->new->utf8->canonical->encode($d)' <examples/mini-5x5.ipuz >"$tmp/runon.ipuz"
check_out_err "PDF: a run-on's last page of two clues is set smaller" 0 \
    "2
5 \"Please, sir, I want some ___\" (Oliver
Twist)" "" \
    sh -c 'ipuz-render -c -o "$0/runon.pdf" "$0/runon.ipuz" &&
    pdfinfo "$0/runon.pdf" | awk "/^Pages:/ { print \$2 }" &&
    pdftotext -f 2 -l 2 -layout "$0/runon.pdf" - |
    grep -o "5 \".*\|Twist.*"' "$tmp"
# That input no longer balances a last page (it is set smaller), so the
# split is guarded here: a last page of A4 that holds more than a column
# stays in 9 points, and balanced, its columns a third of it, it split
# a clue of 40 lines that a column holds whole: its first line alone in
# the second column, the other 39 in the third (3c339c9's fix taken out).
perl -MJSON::PP -e 'local $/; my $d = decode_json(<STDIN>);
    $d->{intro} = "This is a long introduction sentence for the puzzle. " x 256;
    $d->{clues}{Down}[4][1] = "A long clue of many words to set. " x 40;
    print JSON::PP->new->utf8->canonical->encode($d)' \
    <examples/mini-5x5.ipuz >"$tmp/runon-long.ipuz"
check_out_err "PDF: the last page splits no clue a column holds whole" 0 \
    "3
40 lines in 1 column" "" \
    sh -c 'ipuz-render -c -p a4 -o "$0/runon-long.pdf" "$0/runon-long.ipuz" &&
    pdfinfo "$0/runon-long.pdf" | awk "/^Pages:/ { print \$2 }" &&
    pdftotext -f 3 -l 3 -layout "$0/runon-long.pdf" - | awk "{ s = \$0; o = 0
        while ((i = index(s, \"A long clue\")) > 0) {
            n++; c[o + i] = 1; o += i; s = substr(s, i + 1) } }
        END { for (k in c) m++
            print n \" lines in \" m \" column\" (m == 1 ? \"\" : \"s\") }"' \
    "$tmp"
# A last page of a few clues, the rest of it blank, is set in smaller
# type instead: where the 9-point clues' last page would hold less than
# a column, 8.5 or 8 points when that takes a page fewer (visual18 F5: a
# Sunday of long clues ran on to a fifth page of two clues, 94% blank).
# A last page that holds more stays in 9 points.
ipuz-convert -t ipuz t/corpus/puz/puzpy__nyt_with_shape.puz >"$tmp/sun.ipuz"
jq '(.clues[][] |= (.[1] += " — a long cryptic-style surface reading that goes on and on, as Guardian setters sometimes do (4,3)")) |
    .notes = "Notes: " + ("This puzzle'"'"'s theme runs across the board. " * 8) |
    .explanation = "Explanation: " + ("The circled letters spell things. " * 10)' \
    "$tmp/sun.ipuz" >"$tmp/sun-long.ipuz"
jq '.clues[][] |= (.[1] += " — a long cryptic-style surface reading that goes on and on, as Guardian setters do")' \
    "$tmp/sun.ipuz" >"$tmp/sun-fuller.ipuz"
# run_on OPTION FILE: the pages of ipuz-render OPTION's PDF of FILE, and
# the type of its second page's clues in points, measured against its
# 8-point "(continued)" line.
run_on() {
	ipuz-render "$1" -t pdf "$2" >"$2.pdf"
	pdfinfo "$2.pdf" | sed -n 's/^Pages: *//p'
	pdftotext -bbox -f 2 -l 2 "$2.pdf" - | awk -F '"' '
	    />\(continued\)</ { c = $8 - $4 } />long</ && !l { l = $8 - $4 }
	    END { printf "%.1f points\n", 8 * l / c }'
}
check_out "clues that would leave a last page of two are set smaller" 0 \
    "5
8.5 points" run_on -ck "$tmp/sun-long.ipuz"
check_out "a last page that holds more than a column stays in 9 points" 0 \
    "4
9.0 points" run_on -c "$tmp/sun-fuller.ipuz"
check_out_err "SVG: well-formed XML of the page's size" 0 \
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="612pt" height="792pt" viewBox="0 0 612 792" version="1.1">' \
    "" sh -c 'ipuz-render -c -o "$0/c.svg" examples/cryptic.ipuz &&
    xmllint --noout "$0/c.svg" && sed -n 2p "$0/c.svg"' "$tmp"

# Bad input.
check_out_err "-s without a solution" 2 "" \
    "ipuz-render: t/data/render-nosolution.ipuz: the puzzle has no solution to show (-s)" \
    ipuz-render -s -o "$tmp/none.pdf" t/data/render-nosolution.ipuz
check_out_err "-k without a solution" 2 "" \
    "ipuz-render: t/data/render-nosolution.ipuz: the puzzle has no solution for an answer key (-k)" \
    ipuz-render -k -o "$tmp/none.pdf" t/data/render-nosolution.ipuz
# A grid filled in part printed a key with empty cells, unsaid.
printf '#CAB\n....\n.A..\n' >"$tmp/part.txt"
check_out_err "-k of a solution in part says which cells it draws empty" 0 "" \
    "ipuz-render: $tmp/part.txt: warning: white cells without a solution letter: 7 cells, first r2c1; drawn empty (-k)" \
    ipuz-render -k -o "$tmp/part.pdf" "$tmp/part.txt"
check_out_err "... and so does -s, one cell" 0 "" \
    "ipuz-render: <stdin>: warning: white cells without a solution letter: 1 cell, first r2c2; drawn empty (-s)" \
    sh -c 'printf "#AB\nC.D\n" | ipuz-render -s -t text >/dev/null'
check_out_err "a whole solution draws no such warning" 0 "" "" \
    ipuz-render -k -o "$tmp/whole.pdf" examples/mini-5x5.ipuz
# A locked .puz has a solution, scrambled: "no solution" sent users away.
check_out_err "-s of a locked puzzle names the key" 2 "" \
    "ipuz-render: t/data/mini-locked-8329.puz: the puzzle's solution is scrambled (-s); ipuz-convert -K finds its key" \
    ipuz-render -t text -s t/data/mini-locked-8329.puz
check_out_err "... and so does -k, and nothing is written" 2 "gone" \
    "ipuz-render: t/data/mini-locked-8329.puz: the puzzle's solution is scrambled (-k); ipuz-convert -K finds its key" \
    sh -c 'ipuz-render -k -o "$0/locked.pdf" t/data/mini-locked-8329.puz ||
    { s=$?; [ -e "$0/locked.pdf" ] || echo gone; exit $s; }' "$tmp"
check_out_err "and nothing is written" 0 "" "" sh -c 'ls -A "$0" | grep none; true' \
    "$tmp"
check_out_err "a booklet with one bad input is not written" 2 "" \
    "ipuz-render: t/data/words.txt: not a puzzle in any format this reads" \
    sh -c 'ipuz-render -o "$0/bad.pdf" examples/mini-5x5.ipuz \
    t/data/words.txt; s=$?; ls -A "$0" | grep -e bad -e xwtmp; exit $s' "$tmp"
# A clue of 10,000 characters: 1,000 numbered words.
awk 'BEGIN { for (i = 0; i < 1000; i++) printf "word%05d ", i
    printf "\n" }' | sed 's/ $/./' >"$tmp/long-clue"
sed "s/\"Wraps up\"/\"$(cat "$tmp/long-clue")\"/" examples/mini-5x5.ipuz \
    >"$tmp/long.ipuz"
ipuz-render -c -o "$tmp/long.pdf" "$tmp/long.ipuz"
# (Two pages, in 8.5 points: at 9 the third held five short clues.)
check_out_err "a clue of 10,000 characters goes on to more pages" 0 "2" "" \
    pdf_pages "$tmp/long.pdf"
pdftotext "$tmp/long.pdf" "$tmp/long.txt"
tr ' ' '\n' <"$tmp/long-clue" >"$tmp/words"
in_order "every word of it is there, in order" "$tmp/long.txt" "$tmp/words"
check_out_err "as an image, the page grows" 0 "1275x3198" "" sh -c '
    ipuz-render -c -t png "$0/long.ipuz" >"$0/long.png" &&
    perl t/png-pixel.pl "$0/long.png"' "$tmp"
check_out_err "in text, it is one line" 0 "1" "" sh -c '
    ipuz-render -c -t text "$0/long.ipuz" | grep -c "word00000.*word00999\\."' \
    "$tmp"
# A 1000x1000 grid: drawn small, in bounded memory.
awk 'BEGIN { for (r = 0; r < 1000; r++) { s = ""
    for (c = 0; c < 1000; c++) s = s ((r * 7 + c * 13) % 11 ? "." : "#")
    print s } }' >"$tmp/big.txt"
# A gigabyte of address space, unless a sanitizer has taken terabytes.
limit="ulimit -v 1000000"
if ! (eval "$limit" && ipuz-render -V) >/dev/null 2>&1; then
	echo "# ipuz-render does not start under $limit: memory not bounded"
	limit=:
fi
check_out_err "a 1000x1000 grid is drawn without its numbers" 0 "1" \
    "ipuz-render: big.txt: warning: cells of 0.54 pt are too small for numbers and letters; left out" \
    sh -c 'cd "$0" && $1 && ipuz-render -o big.pdf big.txt &&
    pdfinfo big.pdf | sed -n "s/^Pages: *//p"' "$tmp" "$limit"
# (The top line: 7001 box-drawing characters of 3 bytes, the cells six
# columns wide for the numbers, up to 182819.)
check_out_err "and as text, in bounded memory" 0 "21003" "" \
    sh -c 'cd "$0" && $1 &&
    ipuz-render -t text big.txt | awk "NR == 1 { print length }"' "$tmp" \
    "$limit"
# Clues run on to at most 200 pages. 800 clues of 40 lines fill 200
# pages of a 3x3 puzzle's PDF, every clue drawn; one more is refused,
# the limit named with what draws it instead, nothing written. All the
# clues were laid out before the limit was found: a 1000x1000 grid's
# 333,000 took 2.4 GB and minutes; they stop once they need more pages,
# by a bound on their height that never refuses what fits.
# manyclues N CLUE [INTRO]: a 3x3 puzzle with N clues, each CLUE then
# "endI" (I its number), and an intro of INTRO words of 10 characters.
manyclues() {
	perl -e 'my ($n, $clue, $intro) = @ARGV;
	print q({"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],),
	    q("dimensions":{"width":3,"height":3},"title":"Many",),
	    q("puzzle":[[1,2,3],[4,0,0],[5,0,0]],),
	    q("solution":[["C","A","T"],["O","R","E"],["W","E","T"]],);
	print q("intro":"), "intro word" x $intro, q(",) if $intro;
	print q("clues":{"Across":[),
	    join(",", map { qq([$_,"$clue end$_"]) } 1 .. $n), "]}}\n"' "$@"
}
# Of so many clues, all but 1, 4 and 5 Across name no entry: the first
# five are named, the rest counted. many NAME N [key]: the warnings of
# NAME.ipuz, of N clues.
many() {
	for n in 2 3 6 7 8; do
		printf 'ipuz-render: %s.ipuz: warning: clue %d Across: no entry is numbered %d%s\n' \
		    "$1" $n $n "${3:+; its answer on the key is '—'}"
	done
	printf 'ipuz-render: %s.ipuz: warning: %d more clues with no entry, or none for a part; ipuz-check names them' \
	    "$1" $(($2 - 8))
}
manyclues 800 "$(perl -e 'print "words of a long clue " x 40')" \
    >"$tmp/pages200.ipuz"
manyclues 801 "$(perl -e 'print "words of a long clue " x 40')" \
    >"$tmp/pages201.ipuz"
check_out_err "clues of 200 pages are drawn, every one" 0 "200 800 end800" \
    "$(many pages200 800)" \
    sh -c 'cd "$0" && ipuz-render -c -o p200.pdf pages200.ipuz &&
    echo $(pdfinfo p200.pdf | sed -n "s/^Pages: *//p") \
    $(pdftotext p200.pdf - | grep -c end) \
    $(pdftotext p200.pdf - | grep -o "end[0-9]*" | tail -n 1)' "$tmp"
check_err "clues of 201 are refused, the limit named; nothing written" 2 \
    "$(many pages201 801)
ipuz-render: pages201.ipuz: the clues need more than 200 pages; the grid alone (without -c) or a text picture (-t text) draws it" \
    sh -c 'cd "$0" && ipuz-render -c -o p201.pdf pages201.ipuz; s=$?
    ls -A | grep -e p201 -e xwtmp; exit $s' "$tmp"
check_out_err "the grid alone draws it, and so does a text picture" 0 "1 801" \
    "$(many pages201 801)" \
    sh -c 'cd "$0" && ipuz-render -o p201.pdf pages201.ipuz &&
    echo $(pdfinfo p201.pdf | sed -n "s/^Pages: *//p") \
    $(ipuz-render -c -t text pages201.ipuz | grep -c end)' "$tmp"
# Far more than fit, on A5: 30,000 clues, 30,000 answers (each a dash),
# an intro of 800,000 characters.
manyclues 30000 Short >"$tmp/pages-many.ipuz"
manyclues 3 Short 80000 >"$tmp/pages-intro.ipuz"
check_err "far more clues than fit: refused" 2 \
    "$(many pages-many 30000)
ipuz-render: pages-many.ipuz: the clues need more than 200 pages; the grid alone (without -c) or a text picture (-t text) draws it" \
    sh -c 'cd "$0" && ipuz-render -c -p a5 -o many.pdf pages-many.ipuz' \
    "$tmp"
check_err "so is an answer key of more than 200 pages" 2 \
    "$(many pages-many 30000 key)
ipuz-render: pages-many.ipuz: the answer key needs more than 200 pages; the puzzle alone (without -k) or a text picture (-t text) draws it" \
    sh -c 'cd "$0" && ipuz-render -k -p a5 -o many.pdf pages-many.ipuz' \
    "$tmp"
check_err "and an intro of more than 200 pages" 2 \
    "ipuz-render: pages-intro.ipuz: the intro and notes need more than 200 pages; a text picture (-t text) draws them" \
    sh -c 'cd "$0" && ipuz-render -p a5 -o intro.pdf pages-intro.ipuz' \
    "$tmp"
# The most -r depends on the paper: letter's page is over the limit from
# 828, and the message says what fits (the manual said 1200 for all).
check_out_err "a PNG over the pixel limit is refused, the limit named" 2 "" \
    "ipuz-render: examples/mini-5x5.ipuz: a PNG of 7038x9108 pixels is over the limit of 32767 a side and 64000000 in all; lower -r (827 fits)" \
    ipuz-render -p letter -r 828 -t png examples/mini-5x5.ipuz
check_out_err "a font that is not installed falls back, with a warning" 0 \
    "DejaVuSans" \
    "ipuz-render: warning: font 'No Such Family' is not installed; using DejaVu Sans" \
    sh -c 'ipuz-render -F "No Such Family" -t pdf examples/mini-5x5.ipuz |
    pdffonts - | sed "1,2d; s/^[A-Z]*+\([^ -]*\).*/\1/" | sort -u'
# A family that is one of a font's family names, not its first, is
# installed: "DejaVu Sans Condensed" (fonts-dejavu-extra) was said not
# to be, "using DejaVu Sans", while the page was set in it, as pango
# names a font by its first. Here fontconfig gives DejaVu Sans (of
# fonts-dejavu-core, which ./bootstrap installs) a second name.
mkdir -p "$tmp/fc/cache"
cat >"$tmp/fc/fonts.conf" <<EOT
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <cachedir>$tmp/fc/cache</cachedir>
  <match target="scan">
    <test name="family"><string>DejaVu Sans</string></test>
    <edit name="family" mode="append_last"><string>Xw Second Name</string></edit>
  </match>
</fontconfig>
EOT
check_out "a family that is a font's second name is installed" 0 \
    "DejaVuSans" \
    sh -c 'FONTCONFIG_FILE=$0 ipuz-render -F "xw second name" -t pdf \
    examples/mini-5x5.ipuz | pdffonts - |
    sed "1,2d; s/^[A-Z]*+\([^ -]*\).*/\1/" | sort -u' "$tmp/fc/fonts.conf"
if [ -w /dev/full ]; then
	check_out_err "-o /dev/full: one line, exit 2" 2 "" \
	    "ipuz-render: cannot write '/dev/full': No space left on device" \
	    ipuz-render -o /dev/full -t pdf examples/mini-5x5.ipuz
	check_out_err "a full standard output: one line, exit 2" 2 "" \
	    "ipuz-render: cannot write '<stdout>': No space left on device" \
	    sh -c 'ipuz-render -t text examples/mini-5x5.ipuz >/dev/full'
else
	skip "-o /dev/full: one line, exit 2" "no /dev/full"
	skip "a full standard output: one line, exit 2" "no /dev/full"
fi
: >"$tmp/file"
check_out_err "an output that cannot be made: one line, exit 2" 2 "" \
    "ipuz-render: cannot create '$tmp/file/x.pdf': Not a directory" \
    ipuz-render -o "$tmp/file/x.pdf" examples/mini-5x5.ipuz
check_out_err "an existing output is kept without -f" 2 "" \
    "ipuz-render: $tmp/mini.pdf: exists; -f overwrites it" \
    ipuz-render -o "$tmp/mini.pdf" examples/mini-5x5.ipuz
check_out_err "-f replaces it" 0 "1" "" sh -c \
    'ipuz-render -f -o "$0/mini.pdf" examples/cryptic.ipuz &&
    pdftotext "$0/mini.pdf" - | grep -c "^Cryptic No. 1$"' "$tmp"
cp examples/mini-5x5.ipuz "$tmp/m.txt"
check_out_err "the input is never the output" 2 "" \
    "ipuz-render: $tmp/m.txt: will not overwrite the input" \
    ipuz-render -f -t text -o "$tmp/m.txt" "$tmp/m.txt"
check_out_err "no temporary file is left behind" 0 "" "" \
    sh -c 'ls -A "$0" | grep xwtmp; true' "$tmp"
check_out_err "an image holds one puzzle" 2 "" \
    "ipuz-render: several inputs need -t pdf or -t text: an image holds one puzzle" \
    ipuz-render -t png examples/mini-5x5.ipuz examples/cryptic.ipuz
check_out_err "and no key page" 2 "" \
    "ipuz-render: -k needs -t pdf or -t text: an image holds one page" \
    ipuz-render -k -t svg examples/mini-5x5.ipuz
# An option the format has no use for is refused, as -k is for an image;
# it was let be without a word.
check_out_err "-r needs a PNG" 2 "" \
    "ipuz-render: -r needs -t png: only a PNG image has pixels" \
    ipuz-render -r 300 -o "$tmp/r.pdf" examples/mini-5x5.ipuz
check_out_err "-p needs a page" 2 "" \
    "ipuz-render: -p needs -t pdf, svg or png: a terminal picture has no paper" \
    ipuz-render -p a4 -t text examples/mini-5x5.ipuz
check_out_err "and so does -F" 2 "" \
    "ipuz-render: -F needs -t pdf, svg or png: a terminal picture has no font of its own" \
    ipuz-render -F Serif -t text examples/mini-5x5.ipuz
check_out_err "an unknown format" 2 "" \
    "ipuz-render: unknown output format 'gif': text, svg, pdf or png" \
    ipuz-render -t gif examples/mini-5x5.ipuz
check_out_err "an extension that names no format" 2 "" \
    "ipuz-render: $tmp/x.gif: cannot tell the format from the name; give -t" \
    ipuz-render -o "$tmp/x.gif" examples/mini-5x5.ipuz
# It was "ipuz-render: : cannot tell the format from the name; give
# -t", a name slot with nothing in it (docs17 F4).
ir_usage='usage: ipuz-render [-bcfKks] [-F font] [-o file] [-p paper] [-r dpi] [-t format] [file ...]'
check_err "-o '' names no file" 2 \
    "ipuz-render: -o '': an empty file name
$ir_usage" \
    ipuz-render -o '' examples/mini-5x5.ipuz
# -o a.pdf -o b.pdf wrote b.pdf, unsaid, as -t svg -t pdf wrote a PDF
# (docs17 F3; -t twice is refused as the other tools' -t is).
check_err "-o twice, and nothing is written" 2 \
    "ipuz-render: -o given twice ('a.pdf', then 'b.pdf'): give it once
$ir_usage" \
    writes_nothing o2 ipuz-render -o a.pdf -o b.pdf "$top/examples/mini-5x5.ipuz"
# xwtools(7): -o /dev/stdout into a file is the standard output; it
# was "cannot tell the format from the name".
check_out "-o /dev/stdout into a file is the standard output: pdf" 0 "%PDF-" \
    sh -c 'ipuz-render -o /dev/stdout examples/mini-5x5.ipuz >"$0" &&
    head -c 5 "$0"; echo' "$tmp/stdout.pdf"
check_out "and into a pipe" 0 "%PDF-" \
    sh -c 'ipuz-render -o /dev/stdout examples/mini-5x5.ipuz | head -c 5; echo'
check_out "and /dev/null, a device" 0 "" \
    ipuz-render -o /dev/null examples/mini-5x5.ipuz
check_out_err "-t png with -o x.PDF is refused" 2 "" \
    "ipuz-render: -o '$tmp/x.PDF': the name says .pdf, but -t png writes png: drop -t, or end the name in .png" \
    ipuz-render -t png -o "$tmp/x.PDF" examples/mini-5x5.ipuz
check_silent "... and nothing was written" 0 test ! -e "$tmp/x.PDF"
# A picture named as a puzzle (any name xw_format_of_name knows) is a
# file every reader refuses; it was written, a PDF named m.ipuz.
check_out_err "a picture named as a puzzle is refused" 2 "" \
    "ipuz-render: -o '$tmp/pic.ipuz': the name says .ipuz, but ipuz-render draws pictures: end it in .pdf, .svg, .png or .txt (ipuz-convert makes the .ipuz)" \
    ipuz-render -o "$tmp/pic.ipuz" examples/mini-5x5.ipuz
for ext in puz JPZ xd; do
	lower=$(echo "$ext" | tr A-Z a-z)
	check_out_err "... and so is one named .$ext with -t" 2 "" \
	    "ipuz-render: -o '$tmp/pic.$ext': the name says .$lower, but -t svg draws a picture: end it in .svg (ipuz-convert makes the .$lower)" \
	    ipuz-render -t svg -o "$tmp/pic.$ext" examples/mini-5x5.ipuz
done
check_silent "... and nothing was written" 0 sh -c '! ls "$0"/pic.* 2>/dev/null' \
    "$tmp"
check_out_err "an unknown paper" 2 "" \
    "ipuz-render: unknown paper 'b5': letter, legal, a4 or a5" \
    ipuz-render -p b5 examples/mini-5x5.ipuz
# A paper the system names (PAPERSIZE, /etc/papersize) is said to be
# its, and is no business of a terminal picture's, which it stopped.
check_out_err "an unknown paper from PAPERSIZE is said to be its" 2 "" \
    "ipuz-render: unknown paper 'b5' (from PAPERSIZE): letter, legal, a4 or a5" \
    sh -c 'PAPERSIZE=b5 ipuz-render -t pdf examples/mini-5x5.ipuz'
check_golden "and a terminal picture does not look at it" 2000-mini 0 \
    sh -c 'PAPERSIZE=b5 ipuz-render -t text examples/mini-5x5.ipuz'
# An empty -p names no paper: it was taken for letter.
check_out_err "an empty -p is an unknown paper" 2 "" \
    "ipuz-render: unknown paper '': letter, legal, a4 or a5" \
    ipuz-render -p '' examples/mini-5x5.ipuz
# papersize FILE CMD: the shell command CMD run with the file FILE as
# /etc/papersize (none when FILE is empty), put in place in a mount
# namespace of its own: an /etc of links to the real one's files and
# FILE. PAPERSIZE is unset, as on a machine that sets none, where
# t/lib.sh sets letter.
papersize() {
	ns=$(mktemp -d "$tmp/ns.XXXXXX")
	if [ -n "$1" ]; then
		cp "$1" "$ns/papersize" || return
	fi
	env -u PAPERSIZE unshare -rm sh -c 'mkdir "$0/real" "$0/etc" &&
	    mount --bind /etc "$0/real" && for f in "$0"/real/*; do
	    ln -s "$f" "$0/etc/"; done && rm -f "$0/etc/papersize" &&
	    { ! [ -f "$0/papersize" ] || mv "$0/papersize" "$0/etc/"; } &&
	    mount --bind "$0/etc" /etc && eval "$1"' "$ns" "$2"
}
# page_size CMD: CMD's PDF, from the standard output, by its page size.
page_size='ipuz-render -t pdf examples/mini-5x5.ipuz | pdfinfo - |
    grep "^Page size"'
# The order ipuz-render takes its paper in: -p, PAPERSIZE, the first
# word of /etc/papersize, letter.
# An empty PAPERSIZE is as if unset: /etc/papersize names the paper. It
# made ipuz-render pass over the file and take letter.
# /etc/papersize is read by whole lines: it was read 255 bytes at a
# time, a line counted for each, so that the rest of a long comment was
# a paper, and a line past it was given the wrong number.
{ printf '# '; i=0; while [ $i -lt 150 ]; do printf 'x '; i=$((i + 1))
done; printf '\na4\n'; } >"$tmp/long-comment"
{ printf '#%299s\n' ''; printf 'b5\n'; } >"$tmp/long-then-b5"
echo a4 >"$tmp/a4"
if unshare -rm true 2>/dev/null; then
	check_out "no PAPERSIZE, no /etc/papersize: letter" 0 \
	    "Page size:       612 x 792 pts (letter)" \
	    papersize "" "$page_size"
	check_out "no PAPERSIZE: /etc/papersize names the paper" 0 \
	    "Page size:       595.276 x 841.89 pts (A4)" \
	    papersize "$tmp/a4" "$page_size"
	check_out "PAPERSIZE before /etc/papersize, -p before both" 0 \
	    "Page size:       419.528 x 595.276 pts
Page size:       612 x 1008 pts" \
	    papersize "$tmp/a4" "PAPERSIZE=a5 $page_size &&
	    PAPERSIZE=a5 ipuz-render -p legal -t pdf examples/mini-5x5.ipuz |
	    pdfinfo - | grep '^Page size'"
	check_out "an empty PAPERSIZE: /etc/papersize names the paper" 0 \
	    "Page size:       595.276 x 841.89 pts (A4)" \
	    papersize "$tmp/a4" "PAPERSIZE= $page_size"
	check_out "/etc/papersize: a comment of 302 bytes, then a4" 0 \
	    "Page size:       595.276 x 841.89 pts (A4)" \
	    papersize "$tmp/long-comment" "$page_size"
	check_out_err "/etc/papersize: a comment of 300 bytes, then b5" 2 "" \
	    "ipuz-render: /etc/papersize:2: unknown paper 'b5': letter, legal, a4 or a5" \
	    papersize "$tmp/long-then-b5" \
	    'ipuz-render -t pdf examples/mini-5x5.ipuz'
else
	for t in "no PAPERSIZE, no /etc/papersize: letter" \
	    "no PAPERSIZE: /etc/papersize names the paper" \
	    "PAPERSIZE before /etc/papersize, -p before both" \
	    "an empty PAPERSIZE: /etc/papersize names the paper" \
	    "/etc/papersize: a comment of 302 bytes, then a4" \
	    "/etc/papersize: a comment of 300 bytes, then b5"; do
		skip "$t" "no unshare(1) that may make a mount namespace"
	done
fi
check_out_err "a resolution out of range" 2 "" \
    "ipuz-render: resolution '5' is not a number from 10 to 1152" \
    ipuz-render -r 5 -t png examples/mini-5x5.ipuz
check_out_err "1200, which no paper allows, is out of range" 2 "" \
    "ipuz-render: resolution '1200' is not a number from 10 to 1152" \
    ipuz-render -r 1200 -p a5 -t png examples/mini-5x5.ipuz
check_out_err "a file that is not there" 2 "" \
    "ipuz-render: cannot open 'nothing.ipuz': No such file or directory" \
    ipuz-render -t text nothing.ipuz
# The notes of a .puz, an .xd or Across Lite text are lines, as Across
# Lite shows them; read as ipuz HTML their line breaks were white space,
# and the notes one line. The ipuz says them with a <br> each.
printf 'Title: T\n\n\nAT\nTO\n\n\nA1. a ~ AT\nA3. b ~ TO\n\nD1. c ~ AT\nD2. d ~ TO\n\n\nOne\nTwo\n' \
    >"$tmp/notes.xd"
ipuz-convert -t puz -o "$tmp/notes.puz" "$tmp/notes.xd"
check_out "the notes of an .xd and a .puz keep their lines" 0 \
    'T||One|Two|T||One|Two' \
    sh -c 'for f in notes.xd notes.puz; do ipuz-render -t text "$0/$f" |
    sed 4q; done | paste -s -d "|" -' "$tmp"
# The line atop a later page is one line, in the room kept for it: a
# title of three lines ran its last, "(continued)", over the first clues
# of each column (this title on A5).
check_out_err "a later page's title line stays one line, above the clues" 0 \
    "one line" \
    "ipuz-render: t/corpus/puz/puzpy__nyt_rebus_with_notes_and_shape.puz: warning: the title is cut at the end of its third line, with '…'" \
    sh -c 'ipuz-render -c -k -p a5 -t pdf "$0" |
    pdftotext -bbox -f 2 -l 2 - - | awk -F "\"" "/>NY</ { t = \$4 }
    />\\(continued\\)</ { c = \$4; b = \$8 } />Rand</ { r = \$4 }
    END { print (c == t && b < r ? \"one line\" : \"apart\") }"' \
    t/corpus/puz/puzpy__nyt_rebus_with_notes_and_shape.puz
# The last page of a PDF that runs on is made even: its third column
# held one clue under two full ones. (A5: columns at 36, 154 and 272.)
check_out "a PDF's last page of clues comes out even" 0 "even" \
    sh -c 'ipuz-render -c -p a5 -t pdf "$0" | pdftotext -bbox -f 2 -l 2 - - |
    awk -F "\"" "/<word/ { c = \$2 < 140 ? 0 : \$2 < 260 ? 1 : 2
    if (\$8 > m[c]) m[c] = \$8 }
    END { lo = m[0]; hi = m[0]; for (c = 1; c < 3; c++) {
    if (m[c] < lo) lo = m[c]; if (m[c] > hi) hi = m[c] }
    print (hi - lo < 50 ? \"even\" : \"uneven \" m[0] \" \" m[1] \" \" m[2]) }"' \
    t/corpus/jpz/nexus__FM.jpz
# two_cells TITLE CLUE: a puzzle of two cells, its title and its one
# clue as JSON writes them.
two_cells() {
	printf '%s' '{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "title": "'"$1"'", "dimensions": {"width": 2, "height": 1},
 "puzzle": [[1, 0]], "solution": [["A", "B"]],
 "clues": {"Across": [[1, "'"$2"'"]]}}'
}
# A control character in a title or clue was drawn as a box of its hex
# code; it is U+FFFD, as in the terminal picture.
two_cells 'Bell\u0007 here' 'Tab\u0001 clue' >"$tmp/ctl.ipuz"
check_out "a control character on the page is U+FFFD" 0 \
    "Bell� here|1 Tab� clue" \
    sh -c 'ipuz-render -c -t pdf "$0" | pdftotext -raw - - |
    grep -e Bell -e Tab | paste -s -d "|" -' "$tmp/ctl.ipuz"
# ... and in a grid cell too: the key's solution letter and a given
# letter were drawn as boxes of their hex codes ("00 0C").
printf '%s' '{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 1},
 "puzzle": [[1, {"cell": 0, "value": "\u001b"}, 0]],
 "solution": [["A", "B", "\f"]], "clues": {"Across": [[1, "x"]]}}' \
    >"$tmp/ctlcell.ipuz"
check_out "a control character in a cell is U+FFFD, given or in the key" 0 \
    "1|�|Across|1 x|Solution|1|A B �|Across|1 AB�" \
    sh -c 'ipuz-render -c -k -t pdf "$0" | pdftotext -raw - - | tr -d "\f" |
    grep . | paste -s -d "|" -' "$tmp/ctlcell.ipuz"
# A noncharacter (U+FFFF, U+FDD0, U+10FFFF: valid UTF-8) in a title made
# cairo refuse the PDF's metadata, "cannot draw: input string not valid
# UTF-8", and the whole PDF, naming no file; drawn, it lost the rest of
# the page and the pages after it. It is U+FFFD, as a control character.
two_cells 'Sale \uffff\udbff\udfff here' 'Let\ufdd0 ters' >"$tmp/nonchar.ipuz"
check_out "a noncharacter is U+FFFD, on the page and in the PDF's title" 0 \
    "Sale �� here|1 Let� ters|Title: Sale �� here|Pages: 2" \
    sh -c 'ipuz-render -c -o "$0.pdf" "$0" examples/mini-5x5.ipuz &&
    { pdftotext -raw "$0.pdf" - | grep -e Sale -e Let &&
    pdfinfo "$0.pdf" | grep -e ^Title -e ^Pages | tr -s " "; } |
    paste -s -d "|" -' "$tmp/nonchar.ipuz"
# Pango shaped the rest of a run of text again for every line it broke
# off it: a clue of 1 MB took 100 s, sixteen times the text seventy
# times the CPU time (of 400 KB, none was drawn). Now sixteen times the
# text takes about ten times as long, the start-up in the small one.
for n in 16000 256000; do
	two_cells Long "$(perl -e 'print "x" x $ARGV[0]' "$n")" \
	    >"$tmp/long$n.ipuz"
done
check_out "a clue sixteen times as long takes under thirty times as long" 0 \
    "linear" \
    perl -e 'my @t; for my $f (@ARGV) { my @a = times;
    system("ipuz-render", "-c", "-o", "$f.pdf", $f) == 0 or exit 1;
    my @b = times; push @t, $b[2] + $b[3] - $a[2] - $a[3] }
    print $t[1] < 30 * $t[0] + 0.5 ? "linear\n" : "$t[0] s, $t[1] s\n"' \
    "$tmp/long16000.ipuz" "$tmp/long256000.ipuz"
check_out "... and drawn whole" 0 "256000" \
    sh -c 'pdftotext "$0.pdf" - | tr -cd x | wc -c | tr -d " "' \
    "$tmp/long256000.ipuz"
# A grid much wider than tall went beside the clues whenever its cells
# there could hold numbers at all: 60x5, cells of 7.8 points and numbers
# of 2, when across the page they are 9 (MIN_READ_CELL) and readable.
perl -e 'my ($w, $h) = @ARGV; my (@pz, @a, @d); my $n = 0;
    push @pz, [map { ++$n } 1 .. $w];
    push @pz, [++$n, (0) x ($w - 1)] for 2 .. $h;
    print "{\"version\": \"http://ipuz.org/v2\", \"kind\": [\"http://ipuz.org/crossword#1\"],
    \"title\": \"Wide\", \"dimensions\": {\"width\": $w, \"height\": $h},
    \"puzzle\": [", join(",", map { "[" . join(",", @$_) . "]" } @pz), "],
    \"solution\": [", join(",", ("[" . join(",", ("\"A\"") x $w) . "]") x $h), "],
    \"clues\": {\"Across\": [", join(",", map { "[$_->[0], \"a\"]" } @pz), "],
    \"Down\": [", join(",", map { "[$_, \"d\"]" } @{$pz[0]}), "]}}\n"' 60 5 \
    >"$tmp/w60.ipuz"
check_out "a 60x5 grid goes across the page, its numbers readable" 0 \
    "across, cells 9" sh -c 'ipuz-render -c -t pdf "$0" |
    pdftotext -bbox - - | awk -F "\"" "/>Across</ && !y { y = \$4 }
    />1</ && !x1 { x1 = \$2 } />2</ && !x2 { x2 = \$2 }
    END { print (y > 100 ? \"across\" : \"beside\") \", cells \" \
    int(x2 - x1 + 0.5) }"' "$tmp/w60.ipuz"
# The description of a .jpz is plain text, its line breaks breaks; read
# as ipuz HTML they were white space, and this worked example one run
# of words. Each of its lines starts a line of the page.
check_out "a .jpz description keeps its lines on the page" 0 \
    "36 36 36" sh -c 'ipuz-render -c -t pdf "$0" | pdftotext -bbox - - |
    awk -F "\"" "/>(Example|Solution|Undeviled):?</ && !s[\$NF]++ {
    printf \"%s%d\", n++ ? \" \" : \"\", \$2 } END { print \"\" }"' \
    t/corpus/jpz/puzzmo__Printer-Devilry-kyle-dolan.jpz
# A .jpz cell's top-right number, an acrostic's clue letter in each
# quotation cell, is kept for the .jpz writer (com.xwtools:jpz) and was
# drawn nowhere, unsaid: it is the cell's TR mark, on a page and in a
# terminal. What the renderer cannot draw of such a cell (a picture, a
# foreground colour) is said left out, as ipuz-convert says it.
check_out "a .jpz acrostic's clue letters are drawn top right" 0 \
    "Test description 1 A2 A3 A4 B 5 B6 B 7 B8 B|│1 A│2 A│3 A│4 B│   │5 B│6 B│███│7 B│8 B│" \
    sh -c 'ipuz-render -c -t pdf "$0" | pdftotext -f 1 -l 1 -layout - - |
    sed -n 5p | tr -s " " | tr "\n" "|"; ipuz-render -t text "$0" | sed -n 8p' \
    t/corpus/jpz/kotwords__acrostic.jpz
sed 's/<cell x="1" y="1" \([^>]*\)\/>/<cell x="1" y="1" \1 top-right-number="Q"\/>/' \
    t/corpus/jpz/kotwords__test.jpz >"$tmp/tr.jpz"
check_out "... and a crossword's, beside the number" 0 "│1 Q│2  │3  │4  │███│" \
    sh -c 'ipuz-render -t text "$0" | sed -n 8p' "$tmp/tr.jpz"
check_out_err "a .jpz cell's pictures are said left out, on a page" 0 "" \
    "ipuz-render: t/corpus/jpz/kotwords__test-bgimage.jpz: warning: a page cannot draw the .jpz cell pictures (3 cells); left out" \
    ipuz-render -c -o "$tmp/bg.pdf" t/corpus/jpz/kotwords__test-bgimage.jpz
check_stderr "... and in a terminal" 0 \
    "ipuz-render: t/corpus/jpz/kotwords__test-bgimage.jpz: warning: a terminal picture cannot draw the .jpz cell pictures (3 cells); left out" \
    ipuz-render -t text t/corpus/jpz/kotwords__test-bgimage.jpz
sed 's/<cell x="2" y="1" \([^>]*\)\/>/<cell x="2" y="1" \1 foreground-color="#FF0000"\/>/' \
    "$tmp/tr.jpz" >"$tmp/fg.jpz"
check_stderr "... and foreground colours" 0 \
    "ipuz-render: $tmp/fg.jpz: warning: a page cannot draw the .jpz foreground colours (1 cell); left out" \
    ipuz-render -o "$tmp/fg.pdf" "$tmp/fg.jpz"
# A top-right number is cut as the marks of ipuz are (cap_marks).
sed "s/top-right-number=\"Q\"/top-right-number=\"Q$(perl -e 'print "\xcc\x81" x 40')\"/" \
    "$tmp/tr.jpz" >"$tmp/trm.jpz"
check_stderr "... a top-right number's run of marks cut, said" 0 \
    "ipuz-render: $tmp/trm.jpz: warning: cell r1c1: a run of 40 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 10 left out" \
    ipuz-render -o "$tmp/trm.pdf" "$tmp/trm.jpz"
# A word too long for its line is broken between characters; broken
# before its own hyphen, the hyphen stood alone on a line ("-"), and
# kept with the letter before it, "s-" did. Neither starts or is a line.
printf '%s' '{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 1}, "puzzle": [[1, 0, 0]],
 "solution": [["A", "B", "C"]], "clues": {"Across": [[1,
 "Antidisestablishmentarianismsupercalifragilisticexpialidocious-pneumonoultramicroscopicsilicovolcanoconiosis"]]}}' \
    >"$tmp/hyphen.ipuz"
check_out "a word's own hyphen neither starts a line nor stands alone" 0 \
    "4 lines, none short" sh -c 'ipuz-render -c -t pdf "$0" |
    pdftotext -raw - - | awk "/^(1 A)?[a-z-]+\$/ && length > 3 { n++ }
    /^.?.?-\$/ || /^-/ { bad++ }
    END { print n \" lines, \" (bad ? \"some short\" : \"none short\") }"' \
    "$tmp/hyphen.ipuz"
# A run of hyphens: a mend of one line's break set new attributes,
# which frees the layout's lines, and the walk went on to the next line
# through a freed node. t/fuzz/render_fuzz found it (its input is kept
# in t/fuzz/corpus/render/hyphen-run-uaf, where ASan reports the old
# code); here the clue must be drawn whole.
printf '%s' '{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 2, "height": 1}, "puzzle": [[1, 0]], "clues": {"Across": [[1,
 "a---------------------------------------------b"]]}}' >"$tmp/hyphens.ipuz"
check_out "a clue of a run of hyphens is drawn, whole" 0 \
    "a---------------------------------------------b" sh -c '
    ipuz-render -c -t pdf "$0" | pdftotext -raw - - |
    tr -d "\n" | grep -o "a-*b"' "$tmp/hyphens.ipuz"
# A character no installed font has a glyph for was drawn as pango's
# box of its hex code, with no word said: it is said, once an input,
# naming the first and where it is. (U+10FFFD, private use, is in no
# font; 量 and the emoji are in none here, which has DejaVu only.)
printf '%s' '{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "title": "Odd \uDBFF\uDFFD", "dimensions": {"width": 2, "height": 1},
 "puzzle": [[1, {"cell": 0, "value": "\uDBFF\uDFFD"}]],
 "solution": [["A", "\uDBFF\uDFFD"]],
 "clues": {"Across": [[1, "Clue \uDBFF\uDFFD"]]}}' >"$tmp/box.ipuz"
sed 's/"Odd [^"]*"/"Odd"/' "$tmp/box.ipuz" >"$tmp/box-clue.ipuz"
sed 's/"Clue [^"]*"/"Clue"/; s/"value": "[^"]*"/"value": "A"/' \
    "$tmp/box-clue.ipuz" >"$tmp/box-key.ipuz"
check_stderr "a character no font has is said once, in the title" 0 \
    "ipuz-render: $tmp/box.ipuz: warning: no font here has a glyph for '􏿽' (U+10FFFD), in the title: it is drawn as a box" \
    ipuz-render -c -k -t pdf "$tmp/box.ipuz"
check_stderr "... in a clue" 0 \
    "ipuz-render: $tmp/box-clue.ipuz: warning: no font here has a glyph for '􏿽' (U+10FFFD), in clue 1 Across: it is drawn as a box" \
    ipuz-render -c -k -t pdf "$tmp/box-clue.ipuz"
# The list's name was cut at 60 bytes, inside a Hebrew letter.
jq '.clues |= with_entries(.key = "Across:מאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאוד")' \
    "$tmp/box-clue.ipuz" >"$tmp/box-list.ipuz"
check_stderr "... in a clue of a list with a long name: cut with ..." 0 \
    "ipuz-render: $tmp/box-list.ipuz: warning: no font here has a glyph for '􏿽' (U+10FFFD), in clue 1 מאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאודמאוד...: it is drawn as a box" \
    ipuz-render -c -k -t pdf "$tmp/box-list.ipuz"
check_stderr "... in a given letter, without -c" 0 \
    "ipuz-render: $tmp/box-clue.ipuz: warning: no font here has a glyph for '􏿽' (U+10FFFD), in the grid: it is drawn as a box" \
    ipuz-render -t png "$tmp/box-clue.ipuz"
check_stderr "... in the answer key, once for each input" 0 \
    "ipuz-render: $tmp/box-key.ipuz: warning: no font here has a glyph for '􏿽' (U+10FFFD), in the answer to 1 Across: it is drawn as a box
ipuz-render: $tmp/box-key.ipuz: warning: no font here has a glyph for '􏿽' (U+10FFFD), in the answer to 1 Across: it is drawn as a box" \
    ipuz-render -c -k -t pdf "$tmp/box-key.ipuz" "$tmp/box-key.ipuz"
check_stderr "... in the solution grid" 0 \
    "ipuz-render: $tmp/box-key.ipuz: warning: no font here has a glyph for '􏿽' (U+10FFFD), in the solution grid: it is drawn as a box" \
    ipuz-render -s -t svg "$tmp/box-key.ipuz"
check_stderr "... and not of a terminal picture, whose terminal has fonts" 0 "" \
    ipuz-render -c -k -t text "$tmp/box.ipuz"
# A clue whose label another of its list has too is named by its place
# in the list as drawn: "clue • Down" did not say which of BB8's 39
# Down clues, all labelled "•", it was (the 17th, "🎵 Hop on the bus").
check_stderr "an emoji in a corpus clue is said, the clue by its place" 0 \
    "ipuz-render: t/corpus/ipuz/nexus__BB8.ipuz: warning: no font here has a glyph for '🎵' (U+1F3B5), in the 17th Down clue: it is drawn as a box" \
    ipuz-render -c -t pdf t/corpus/ipuz/nexus__BB8.ipuz
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
 "dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],
 "solution":[["C","A","T"],["O","\uDBFF\uDFFD","E"],["W","E","T"]],
 "clues":{"Across":[{"number":1,"label":"•","clue":"Pet"},{"number":4,"label":"•","clue":"Ore"},{"number":5,"label":"•","clue":"Damp \uDBFF\uDFFD"}],
 "Down":[[1,"Cow"],[2,"Are"],[3,"Tet"]]}}' >"$tmp/box-same.ipuz"
check_stderr "... so is a clue of a list whose labels are the same" 0 \
    "ipuz-render: $tmp/box-same.ipuz: warning: no font here has a glyph for '􏿽' (U+10FFFD), in the 3rd Across clue: it is drawn as a box" \
    ipuz-render -c -t pdf "$tmp/box-same.ipuz"
check_stderr "... and its answer on the key" 0 \
    "ipuz-render: $tmp/box-same.ipuz: warning: no font here has a glyph for '􏿽' (U+10FFFD), in the answer to the 2nd Across clue: it is drawn as a box" \
    ipuz-render -k -t pdf "$tmp/box-same.ipuz"
# A background shape other than the circle has no mark in a terminal
# picture, and one of a name ipuz has not ("hexagon") is drawn nowhere:
# both went without a word. Each is said, naming its cells.
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
 "dimensions":{"width":3,"height":1},"title":"Shapes",
 "puzzle":[[{"cell":1,"style":{"shapebg":"circle"}},{"cell":0,"style":{"shapebg":"star"}},{"cell":0,"style":{"shapebg":"hexagon"}}]],
 "solution":[["C","A","T"]],"clues":{"Across":[[1,"Pet"]]}}' >"$tmp/shp.ipuz"
check_out_err "a terminal picture says which shapes it leaves out" 0 "Shapes

┌───┬───┬───┐
│1  │   │   │
│(C)│ A │ T │
└───┴───┴───┘" \
    "ipuz-render: $tmp/shp.ipuz: warning: a terminal picture shows no shape but the circle: r1c2 star, r1c3 hexagon; left out" \
    ipuz-render -s -t text "$tmp/shp.ipuz"
check_stderr "a page says which shape has a name ipuz has not" 0 \
    "ipuz-render: $tmp/shp.ipuz: warning: not a shape of ipuz: r1c3 hexagon; left out" \
    ipuz-render -s -k -t pdf "$tmp/shp.ipuz"
# A clue whose number no entry has (9 for 5, a typo), or that goes on
# in an entry the grid has not (8 Across), was drawn without a word, and
# its answer on the key was a "—", or the missing part left out. Each is
# said, naming the clue as drawn, and what the key draws; the list is
# drawn with -c, on a page's key with -k, but in no terminal picture
# without -c.
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
 "dimensions":{"width":3,"height":3},"title":"Skip",
 "puzzle":[[0,0,0],[0,0,0],[0,0,0]],
 "solution":[["C","A","T"],["O","R","E"],["W","E","T"]],
 "clues":{"Across":[[1,"Pet"],[4,"Metal source"],[9,"Damp"]],
 "Down":[[1,"Bovine"],[2,"Zone"],[3,"Young hen?"]]}}' >"$tmp/skip.ipuz"
check_stderr "a clue that no entry is numbered for is said, with its '—' on the key" 0 \
    "ipuz-render: $tmp/skip.ipuz: warning: clue 9 Across: no entry is numbered 9; its answer on the key is '—'" \
    ipuz-render -c -k -t pdf "$tmp/skip.ipuz"
check_stderr "... without -k, no key to speak of" 0 \
    "ipuz-render: $tmp/skip.ipuz: warning: clue 9 Across: no entry is numbered 9" \
    ipuz-render -c -t pdf "$tmp/skip.ipuz"
check_stderr "... in a terminal picture with -c" 0 \
    "ipuz-render: $tmp/skip.ipuz: warning: clue 9 Across: no entry is numbered 9" \
    ipuz-render -c -t text "$tmp/skip.ipuz"
check_stderr "... and not without -c, where no list is drawn" 0 "" \
    ipuz-render -k -t text "$tmp/skip.ipuz"
sed 's/\[9,"Damp"\]/{"number":1,"clue":"Pet and ore and more","continued":[{"number":4,"direction":"Across"},{"number":8,"direction":"Across"}]}/; s/\[1,"Pet"\],\[4,"Metal source"\],//' \
    "$tmp/skip.ipuz" >"$tmp/cont.ipuz"
check_stderr "a part a clue goes on in that names no entry is said" 0 \
    "ipuz-render: $tmp/cont.ipuz: warning: clue 1, 4, 8 Across: it goes on in 8 Across, which names no entry; that part of its answer on the key is '—'" \
    ipuz-render -c -k -o "$tmp/cont.pdf" "$tmp/cont.ipuz"
check_out "... and the key draws '—' for it, where it was left out" 0 \
    "1, 4, 8 CAT ORE —" sh -c 'pdftotext -f 2 -l 2 -raw "$0" - |
    grep "^1, 4, 8"' "$tmp/cont.pdf"
# Labels that name no entry ("F-7", as Wynne's 1913 puzzle has), and
# more than five clues: the first five named, the rest counted.
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
 "dimensions":{"width":3,"height":1},"puzzle":[[1,2,3]],
 "solution":[["C","A","T"]],
 "clues":{"Across":[[1,"Pet"],[7,"a"],[8,"b"],[9,"c"]],
 "Down":[["F-7","d"],[10,"e"],[11,"f"]]}}' >"$tmp/many.ipuz"
check_stderr "clues that name no entry: five named, the rest counted" 0 \
    "ipuz-render: $tmp/many.ipuz: warning: clue 7 Across: no entry is numbered 7; its answer on the key is '—'
ipuz-render: $tmp/many.ipuz: warning: clue 8 Across: no entry is numbered 8; its answer on the key is '—'
ipuz-render: $tmp/many.ipuz: warning: clue 9 Across: no entry is numbered 9; its answer on the key is '—'
ipuz-render: $tmp/many.ipuz: warning: clue F-7 Down: cannot tell which entry it is for; its answer on the key is '—'
ipuz-render: $tmp/many.ipuz: warning: clue 10 Down: no entry is numbered 10; its answer on the key is '—'
ipuz-render: $tmp/many.ipuz: warning: 1 more clue with no entry, or none for a part; ipuz-check names it" \
    ipuz-render -k -t pdf "$tmp/many.ipuz"
# Past five clues whose answer a solution in part does not give, the
# count called them clues "with no entry, or none for a part" that
# ipuz-check names, and it names neither: each kind counted as itself,
# ipuz-check named only where it does (not for a list of no direction).
jq '.solution[1] = [null, null, null, null, null] | .solution[2][0] = null' \
    examples/mini-5x5.ipuz >"$tmp/part.ipuz"
check_stderr "... clues whose answer the solution does not give, counted so" 0 \
    "ipuz-render: $tmp/part.ipuz: warning: white cells without a solution letter: 6 cells, first r2c1; drawn empty (-k)
ipuz-render: $tmp/part.ipuz: warning: clue 5 Across: the solution does not give its answer; on the key it is '—'
ipuz-render: $tmp/part.ipuz: warning: clue 6 Across: the solution does not give its answer; on the key it is '—'
ipuz-render: $tmp/part.ipuz: warning: clue 1 Down: the solution does not give its answer; on the key it is '—'
ipuz-render: $tmp/part.ipuz: warning: clue 2 Down: the solution does not give its answer; on the key it is '—'
ipuz-render: $tmp/part.ipuz: warning: clue 3 Down: the solution does not give its answer; on the key it is '—'
ipuz-render: $tmp/part.ipuz: warning: 2 more clues whose answer the solution does not give; on the key each is '—'" \
    ipuz-render -k -t pdf "$tmp/part.ipuz"
jq '.clues.Hearts = [range(1; 8) | {number: "H\(.)", clue: "x"}]' \
    examples/mini-5x5.ipuz >"$tmp/hearts.ipuz"
check_stderr "... clues of a list of no direction, not said named by ipuz-check" 0 \
    "ipuz-render: $tmp/hearts.ipuz: warning: clue H1 Hearts: cannot tell which entry it is for; its answer on the key is '—'
ipuz-render: $tmp/hearts.ipuz: warning: clue H2 Hearts: cannot tell which entry it is for; its answer on the key is '—'
ipuz-render: $tmp/hearts.ipuz: warning: clue H3 Hearts: cannot tell which entry it is for; its answer on the key is '—'
ipuz-render: $tmp/hearts.ipuz: warning: clue H4 Hearts: cannot tell which entry it is for; its answer on the key is '—'
ipuz-render: $tmp/hearts.ipuz: warning: clue H5 Hearts: cannot tell which entry it is for; its answer on the key is '—'
ipuz-render: $tmp/hearts.ipuz: warning: 2 more clues with no entry, or none for a part" \
    ipuz-render -k -t pdf "$tmp/hearts.ipuz"
# A Hebrew clue's text is an isolate of its own direction: its "?" went
# to the right of its words, its reader's end of the line being the left.
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"T","dimensions":{"width":2,"height":1},"puzzle":[[1,0]],"solution":[["ש","ם"]],"clues":{"Across":[[1,"מי אני?"]]}}' >"$tmp/heq.ipuz"
check_out "a Hebrew clue ends at its left, its number still first" 0 \
    "number, ?, words" \
    sh -c 'ipuz-render -c -o "$0/heq.pdf" "$0/heq.ipuz" &&
    pdftotext -bbox "$0/heq.pdf" - | awk -F"\"" "/<word/ {
        split(\$0, t, \">\"); w = t[2]; sub(/<.*/, \"\", w)
        if (w == \"1\" && !n) n = \$2; if (w == \"?\") q = \$2
        if (w == \"מ\") m = \$2 }
        END { if (n < q && q < m) print \"number, ?, words\"
            else print \"number \" n \", ? \" q \", מ \" m }"' "$tmp"
# A diagramless solver's blocks are drawn with their other entries; the
# solution's blocks they have not placed are not.
check_out "a diagramless saved grid shows the solver's blocks" 0 \
    '┌───┬───┬───┐
│   │███│███│
│ A │███│███│
├───┼───┼───┤' sh -c 'ipuz-render -t text "$0" | head -4' \
    t/data/diagramless-progress.ipuz
jq '.saved[0][2] = ""' t/data/diagramless-progress.ipuz >"$tmp/dl-one.ipuz"
check_out "and not the blocks they have not placed" 0 \
    '┌───┬───┬───┐
│   │███│   │
│ A │███│   │
├───┼───┼───┤' sh -c 'ipuz-render -t text "$0" | head -4' "$tmp/dl-one.ipuz"
# -b draws a clean copy: the grid as if there were no saved grid, in
# every format, and without a diagramless solver's blocks.
for f in progress diagramless-progress; do
	jq 'del(.saved)' t/data/$f.ipuz >"$tmp/$f-unsaved.ipuz"
	for t in text svg; do
		check_out "-b -t $t $f.ipuz: as without its saved grid" 0 same \
		    sh -c 'ipuz-render -t "$0" "$2" >"$2.$0" &&
		    ipuz-render -b -t "$0" "$1" | cmp - "$2.$0" && echo same' \
		    $t t/data/$f.ipuz "$tmp/$f-unsaved.ipuz"
	done
done
check_err "-b with -s is refused" 2 \
    "ipuz-render: -b and -s cannot both be given: the solution shows no solver's entries" \
    ipuz-render -b -s -t text t/data/progress.ipuz
# A grid that labels its cells itself shows its labels and no others: an
# entry it leaves unlabelled (a "gaps" grid) was numbered by standard
# numbering, which drew a second 5 above the file's. A grid with no
# labels is numbered as before.
cat >"$tmp/gap.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Gap",
"dimensions":{"width":3,"height":4},
"puzzle":[[1,2,3],[4,0,0],[0,0,0],[5,0,0]],
"solution":[["C","A","T"],["O","R","E"],["W","E","T"],["S","A","Y"]],
"clues":{"Across":[[1,"Pet"],[4,"Metal source"],[5,"Speak"]],"Down":[[1,"Bovines"],[2,"Regions"],[3,"Moist things"]]}}
EOT
check_out "a labelled grid shows its own labels only" 0 "Gap

┌───┬───┬───┐
│1  │2  │3  │
│   │   │   │
├───┼───┼───┤
│4  │   │   │
│   │   │   │
├───┼───┼───┤
│   │   │   │
│   │   │   │
├───┼───┼───┤
│5  │   │   │
│   │   │   │
└───┴───┴───┘" ipuz-render -t text "$tmp/gap.ipuz"
check_out "and so does its page" 0 "1 2 3 4 5" \
    sh -c 'ipuz-render -o "$0.pdf" "$0" && pdftotext -raw "$0.pdf" - |
    sed 1d | tr -s " \f" "\n\n" | sort -n | paste -sd " "' "$tmp/gap.ipuz"
check_out "a jpz gaps grid has no number twice" 0 "" \
    sh -c 'NO_COLOR=1 ipuz-render -t text "$0" | grep -o "│[0-9][0-9]*" |
    sort | uniq -d' t/corpus/jpz/kotwords__gaps.jpz
jq '.puzzle = [[0,0,0],[0,0,0],[0,0,0],[0,0,0]]' "$tmp/gap.ipuz" \
    >"$tmp/nogap.ipuz"
check_out "a grid with no labels has standard numbering" 0 "│1  │2  │3  │
│4  │   │   │
│5  │   │   │
│6  │   │   │" sh -c 'ipuz-render -t text "$0" | grep "[0-9]"' \
    "$tmp/nogap.ipuz"
# The text of an ipuz "mark" is drawn in its corner; it was left out, or
# covered by a made-up number. Marks label a grid as labels do.
cat >"$tmp/corners.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Corners",
"dimensions":{"width":4,"height":1},
"styles":{"m":{"mark":{"BL":"x","BR":"y"}}},
"puzzle":[[{"cell":1,"style":{"mark":{"TL":"A","TR":"B"}}},{"cell":0,"style":"m"},
 {"cell":0,"style":{"mark":{"BR":"5"}}},{"cell":0,"style":{"mark":{"TR":"L1"}}}]],
"solution":[["C","A","T","S"]],
"clues":{"Hearts":[{"label":"L1","clue":"Pet","cells":[[1,1],[2,1],[3,1]]}]}}
EOT
check_out "marks in the terminal picture, a label beside its own" 0 "Corners

┌─────┬─────┬─────┬─────┐
│1 A B│     │5    │   L1│
│     │x   y│     │     │
└─────┴─────┴─────┴─────┘
Corners

┌─────┬─────┬─────┬─────┐
│1 A B│     │5    │   L1│
│  C  │x A y│  T  │  S  │
└─────┴─────┴─────┴─────┘" sh -c 'ipuz-render -t text "$0" &&
    ipuz-render -s -t text "$0"' "$tmp/corners.ipuz"
check_out "and on the page" 0 "1 A B x y 5 L1" \
    sh -c 'ipuz-render -o "$0.pdf" "$0" && pdftotext -raw "$0.pdf" - |
    sed 1d | tr -s " \f" "\n\n" | paste -sd " "' "$tmp/corners.ipuz"
check_out "hearts-and-arrows: its marks, and no number it does not give" 0 \
    "A D1 L1 B L2 C L3 M1 D E" \
    sh -c 'ipuz-render -o "$1/ha.pdf" "$0" && pdftotext -raw "$1/ha.pdf" - |
    grep -v Test | tr -s " \f" "\n\n" | paste -sd " "' \
    t/corpus/ipuz/kotwords__hearts-and-arrows.ipuz "$tmp"
# On the page marks printed over each other and over the label ("1
# abxy", "2heme"): a row of corner texts shrinks to fit, a mark to half
# its label's size, and one that still does not fit is left out, named.
cat >"$tmp/over.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":3,"height":2},"block":"#","empty":0,
"puzzle":[[{"cell":1,"style":{"mark":{"TL":"ab","TR":"xy"}}},{"cell":2,"style":{"mark":{"TR":"Theme"}}},
 {"cell":3,"style":{"mark":{"TL":"Extraordinarily","TR":"Enormously"}}}],
 [{"cell":4,"style":{"mark":{"BL":"x","BR":"y"}}},0,{"cell":0,"style":{"mark":{"BL":"wide","BR":"z"}}}]],
"solution":[["A","B","C"],["D","E","FGH"]],
"clues":{"Across":[[1,"a"],[4,"b"]],"Down":[[1,"c"],[2,"d"],[3,"e"]]}}
EOT
cat >"$tmp/overlap.pl" <<'EOT'
# Pairs of words of pdftotext -bbox whose boxes meet, and the words.
my @w;
while (<>) {
	push @w, [$1, $2, $3, $4, $5] if
	    /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</;
}
for my $i (0 .. $#w) {
	for my $j ($i + 1 .. $#w) {
		my ($a, $b) = ($w[$i], $w[$j]);
		print "$a->[4] meets $b->[4]\n" if $a->[0] < $b->[2] &&
		    $b->[0] < $a->[2] && $a->[1] < $b->[3] && $b->[1] < $a->[3];
	}
}
print join(" ", map { $_->[4] } @w), "\n";
EOT
check_out_err "marks on the page fit beside the label, or are named as left out" 0 \
    "1 ab xy 2 Theme 3 4 x y wide z
1 ab xy 2 Theme 3 A 4 x B C D y E FGH" \
    "ipuz-render: over.ipuz: warning: no room in the grid for the marks r1c3 TR, r1c3 TL; left out
ipuz-render: over.ipuz: warning: no room in the solution grid for the marks r1c3 TR, r1c3 TL, r2c3 BL, r2c3 BR; left out" \
    sh -c 'cd "$0" && ipuz-render -o o.pdf over.ipuz &&
    ipuz-render -s -o s.pdf over.ipuz && for f in o s; do
    pdftotext -bbox $f.pdf - | perl overlap.pl; done' "$tmp"
# A long rebus was shrunk with no floor: 30 letters at 1.5 points in a
# cell of 48, a grey line of dots. Like a mark it shrinks to half a
# label's size at the least: before that it is set in two lines, and
# what two lines of that size cannot hold is cut, with a "…" and a
# warning that names the cell. A rebus of four letters is one line, as
# before. Printed: each word of the grid's letters and its box's height.
cat >"$tmp/rebus.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Long rebus","dimensions":{"width":3,"height":3},
 "puzzle":[[1,2,3],[4,0,0],[5,0,0]],
 "solution":[["ABCDEFGHIJKL","B","C"],["D","MMMMMMMMMMMMMMMMMMMMMMMMMMMMMM","F"],["G","H","WWWW"]],
 "clues":{"Across":[[1,"x"],[4,"y"],[5,"z"]],"Down":[[1,"x"],[2,"y"],[3,"z"]]}}
EOT
check_out_err "a long rebus: two lines, then cut at a mark's least size" 0 \
    "ABCDE 11.7 FGHIJKL 11.7 MMMMMMM 7.8 MMMMMM… 7.8 WWWW 12.7" \
    "ipuz-render: rebus.ipuz: warning: no room in the solution grid for the rebus r2c2; cut, with '…'" \
    sh -c 'cd "$0" && ipuz-render -s -o rebus.pdf rebus.ipuz &&
    pdftotext -bbox rebus.pdf - | perl overlap.pl | grep meets
    pdftotext -bbox rebus.pdf - | awk -F "\"" "/<word/ {
        w = \$0; sub(/^[^>]*>/, \"\", w); sub(/<.*/, \"\", w)
        if (w ~ /^[A-Z][A-Z]+/ && w !~ /[a-z]/)
            printf \"%s %.1f\\n\", w, \$8 - \$4 }" | paste -s -d " " -' "$tmp"
# The rebuses cut are named as the marks left out are: the first six, the
# rest counted (mutation18 R12, R14, R18).
m=MMMMMMMMMMMMMMMMMMMMMMMMMMMMMM
cat >"$tmp/rebuses.ipuz" <<EOT
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Long rebuses","dimensions":{"width":3,"height":3},
 "puzzle":[[1,2,3],[4,0,0],[5,0,0]],
 "solution":[["$m","$m","$m"],["$m","$m","$m"],["$m","A","$m"]],
 "clues":{"Across":[[1,"x"],[4,"y"],[5,"z"]],"Down":[[1,"x"],[2,"y"],[3,"z"]]}}
EOT
check_err "eight rebuses cut: six named, the rest counted" 0 \
    "ipuz-render: rebuses.ipuz: warning: no room in the solution grid for the rebuses r1c1, r1c2, r1c3, r2c1, r2c2, r2c3 and 2 more; cut, with '…'" \
    sh -c 'cd "$0" && ipuz-render -s -o rebuses.pdf rebuses.ipuz' "$tmp"
# With -s -k the solution grid and the answer key are each named, not
# both "the solution grid" (hostile14 F6).
check_err "-s -k: the solution grid's cut and the answer key's, each named" 0 \
    "ipuz-render: rebus.ipuz: warning: no room in the solution grid for the rebus r2c2; cut, with '…'
ipuz-render: rebus.ipuz: warning: no room in the answer key for the rebus r2c2; cut, with '…'" \
    sh -c 'cd "$0" && ipuz-render -s -k -f -o rebus-k.pdf rebus.ipuz' "$tmp"
# A rebus cut read its letters from its text's layout after measuring
# its lines, which may put that layout out of the cache of the last 64
# texts: one laid out long before, as an earlier cell's mark, with 62
# other marks between, was read freed ("cannot draw: input string not
# valid UTF-8", or garbage). evict.pl K: r1c1's mark the rebus, K other
# marks, then the rebus; drawn for K near the cache's size.
cat >"$tmp/evict.pl" <<'EOT'
my $k = shift; my $w = 10; my $t = "M" x 30; my $h = int(($k + 2 + $w - 1) / $w);
my (@p, @s);
for my $i (0 .. $w * $h - 1) {
    my $mark = $i == 0 ? $t : "f$i";
    push @{$p[$i / $w]}, $i <= $k ? "{\"cell\":0,\"style\":{\"mark\":{\"TL\":\"$mark\"}}}" : 0;
    push @{$s[$i / $w]}, $i == $k + 1 ? "\"$t\"" : "\"A\"" }
print "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/crossword#1\"],",
    "\"dimensions\":{\"width\":$w,\"height\":$h},\"puzzle\":[",
    join(",", map { "[" . join(",", @$_) . "]" } @p), "],\"solution\":[",
    join(",", map { "[" . join(",", @$_) . "]" } @s), "]}\n"
EOT
check_err "a rebus laid out long before as a mark, then cut" 0 \
    "ipuz-render: e62.ipuz: warning: no room in the solution grid for the marks r1c1 TL; left out
ipuz-render: e62.ipuz: warning: no room in the solution grid for the rebus r7c4; cut, with '…'" \
    sh -c 'cd "$0" && perl evict.pl 62 >e62.ipuz &&
    ipuz-render -s -o e62.pdf e62.ipuz' "$tmp"
check_silent "... whatever the count of marks before it" 0 \
    sh -c 'cd "$0" && k=56; while [ $k -le 68 ]; do perl evict.pl $k >e.ipuz &&
    ipuz-render -f -s -o e.pdf e.ipuz 2>e.err || echo "$k: $?"
    k=$((k + 1)); done' "$tmp"
# A mark too wide for its room was left out of the terminal picture
# without a sign; it is cut and marked, as a label or a rebus is.
cat >"$tmp/cutmark.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":3,"height":2},"block":"#","empty":0,
"puzzle":[[{"cell":10,"style":{"mark":{"TL":"ab","TR":"xy"}}},{"cell":11,"style":{"mark":{"TR":"longmark"}}},
 {"cell":12345678,"style":{"mark":{"TR":"z"}}}],
 [{"cell":13,"style":{"mark":{"BL":"ab","BR":"cd"}}},{"cell":0,"style":{"mark":{"BL":"x","BR":"y"}}},
 {"cell":0,"style":{"mark":{"BL":"long","BR":"z"}}}]],
"solution":[["A","B","C"],["D","EFGHIJK","F"]],
"saved":[["","",""],["D","EFGHIJK",""]],
"clues":{"Across":[[10,"a"]]}}
EOT
check_out "a mark too wide for its room is cut, not left out" 0 \
"┌───────┬───────┬───────┐
│10 ab …│11 lon…│1234… z│
│       │       │       │
├───────┼───────┼───────┤
│13     │       │       │
│ab D cd│EFGHIJK│long  z│
└───────┴───────┴───────┘" ipuz-render -t text "$tmp/cutmark.ipuz"
# Without clues on the page a grid may take the whole page under the
# title: it was held to 62% of the height, which left a 100x100 grid's
# cells of 4.3 pt without numbers, and a tall grid in a thin strip.
# grid W H: an ipuz grid of W x H, its first row and column numbered.
grid() {
	awk -v w="$1" -v h="$2" 'BEGIN {
	    printf "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/crossword#1\"],\"title\":\"G\",\"dimensions\":{\"width\":%d,\"height\":%d},\"puzzle\":[", w, h
	    for (r = 0; r < h; r++) {
	        printf "%s[", r ? "," : ""
	        for (c = 0; c < w; c++)
	            printf "%s%d", c ? "," : "", (c == 0 || r == 0) ? ++n : 0
	        printf "]"
	    }
	    print "]}" }'
}
grid 100 100 >"$tmp/g100.ipuz"
check_out_err "a 100x100 grid keeps its numbers on letter paper" 0 "199" "" \
    sh -c 'ipuz-render -o "$0.pdf" "$0" && pdftotext "$0.pdf" - |
    grep -c "^[0-9][0-9]*\$"' "$tmp/g100.ipuz"
grid 3 120 >"$tmp/g3x120.ipuz"
check_out_err "so does a 3x120 grid, its cells 5.8 pt high" 0 "122" "" \
    sh -c 'ipuz-render -o "$0.pdf" "$0" && pdftotext "$0.pdf" - |
    grep -c "^[0-9][0-9]*\$"' "$tmp/g3x120.ipuz"
# A tall thin grid beside its clues kept the share of the page a square
# one has (62% of the height under the title) while the clues left the
# bottom third of the page blank: one at least half as tall again as it
# is wide grows into that room. tall: 5x40, a block now and then, 70
# clues. Printed: the grid's numbers, the height of the first one's box
# and the bottom of the last one's, in points (on main's code 63 5.0 482).
# tall.pl W H: such a grid W wide, H high, with its solution.
cat >"$tmp/tall.pl" <<'EOT'
my ($w, $h) = @ARGV; my (@s, @p, @a, @d); my $n = 0;
for my $r (0 .. $h - 1) { for my $c (0 .. $w - 1) {
    $s[$r][$c] = ($r * 13 + $c * 7) % 9 ? chr(65 + ($r * 7 + $c * 3) % 26) : "#" } }
for my $r (0 .. $h - 1) { my @row; for my $c (0 .. $w - 1) {
    if ($s[$r][$c] eq "#") { push @row, "\"#\""; next }
    my $ac = ($c == 0 || $s[$r][$c - 1] eq "#") && $c + 1 < $w && $s[$r][$c + 1] ne "#";
    my $dn = ($r == 0 || $s[$r - 1][$c] eq "#") && $r + 1 < $h && $s[$r + 1][$c] ne "#";
    if ($ac || $dn) { $n++; push @row, $n; push @a, $n if $ac; push @d, $n if $dn }
    else { push @row, 0 } } push @p, "[" . join(",", @row) . "]" }
print "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/crossword#1\"],\"title\":\"Tall ${w}x$h\",",
    "\"dimensions\":{\"width\":$w,\"height\":$h},\"puzzle\":[", join(",", @p), "],\"solution\":[",
    join(",", map { "[" . join(",", map { "\"$_\"" } @$_) . "]" } @s), "],\"clues\":{\"Across\":[",
    join(",", map { "[$_,\"Clue A $_\"]" } @a), "],\"Down\":[", join(",", map { "[$_,\"Clue D $_\"]" } @d), "]}}\n"
EOT
perl "$tmp/tall.pl" 5 40 >"$tmp/tall.ipuz"
# tall_grid FILE: FILE drawn with -c as a PDF, and on its first page the
# grid's numbers (those set smaller than the clues' 10 points, whose
# boxes are 11.6 high), the height of their boxes and the bottom of the
# lowest, in points (on the old code, 64 3.5 487).
tall_grid() {
	ipuz-render -c -o "$1.pdf" "$1" || return
	pdftotext -f 1 -l 1 -bbox "$1.pdf" - | awk -F '"' '/<word/ {
	    w = $0; sub(/^[^>]*>/, "", w); sub(/<.*/, "", w)
	    if (w !~ /^[0-9]+$/ || $8 - $4 > 9) next
	    n++; hi = $8 - $4; if ($8 > y) y = $8 }
	    END { printf "%d %.1f %.0f\n", n, hi, y }'
}
check_out "-c: a tall thin grid grows into the room its clues leave" 0 \
    "64 5.6 741" tall_grid "$tmp/tall.ipuz"
# tall_letters FILE: FILE drawn with -c -s as a PDF, and on its first
# page the grid's letters (boxes over 12 points high: the clues' are
# 11.6), the height of their boxes and the bottom of the lowest.
tall_letters() {
	ipuz-render -c -s -o "$1.pdf" "$1" || return
	pdftotext -f 1 -l 1 -bbox "$1.pdf" - | awk -F '"' '/<word/ {
	    w = $0; sub(/^[^>]*>/, "", w); sub(/<.*/, "", w)
	    if (w !~ /^[A-Z]$/ || $8 - $4 <= 12) next
	    n++; hi = $8 - $4; if ($8 > y) y = $8 }
	    END { printf "%d %.1f %.0f\n", n, hi, y }'
}
# A grid grows from half as tall again as it is wide: 10x15 just so, and
# 9x17, under twice (mutation18 P10, P11). On the old code, 133 16.6 491
# and 136 14.6 492.
perl "$tmp/tall.pl" 10 15 >"$tmp/t10x15.ipuz"
perl "$tmp/tall.pl" 9 17 >"$tmp/t9x17.ipuz"
check_out "-c: a 10x15 grid, half as tall again as wide, grows" 0 \
    "133 20.7 596" tall_letters "$tmp/t10x15.ipuz"
check_out "-c: so does a 9x17 one" 0 "136 22.2 711" \
    tall_letters "$tmp/t9x17.ipuz"
# White is the page's colour, no shade: the terminal picture shaded a
# white cell (hearts-and-arrows sets FFFFFF on every plain cell), where
# the page draws it plain. Other colours still shade.
cat >"$tmp/white.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"White",
"dimensions":{"width":4,"height":1},
"puzzle":[[{"cell":1,"style":{"color":"FFFFFF"}},{"cell":0,"style":{"color":"ffffff"}},
 {"cell":0,"style":{"color":"#fff"}},{"cell":0,"style":{"color":"C0C0C0"}}]],
"solution":[["O","X","O","X"]]}
EOT
check_out "white cells are not shaded in the terminal picture" 0 "White

┌───┬───┬───┬───┐
│1  │   │   │░░░│
│   │   │   │   │
└───┴───┴───┴───┘" ipuz-render -t text "$tmp/white.ipuz"
if command -v script >/dev/null 2>&1; then
	script -qec "ipuz-render '$tmp/white.ipuz'" /dev/null </dev/null \
	    >"$tmp/tty" 2>&1 || true
	check_out "nor coloured on a terminal: the grey one only" 0 \
	    "48;2;192;192;192;30m" sh -c 'grep -o "48;2;[0-9;]*m" "$0" |
	    sort -u' "$tmp/tty"
else
	skip "nor coloured on a terminal: the grey one only" "no script(1)"
fi
# A colour that is a number is ipuz's colour number: a light shade of
# a palette of eight, in turn, wrapping round (5, 100, 255, 16711680,
# -1, 2^64 - 1, 1). Its digits were read as hex: 100 as #100, near
# black, like a block; 16711680 as the RGBA #16711680, dark green. A
# string keeps its reading: "100" is #100.
cat >"$tmp/numcol.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":8,"height":1},
"puzzle":[[{"cell":1,"style":{"color":5}},{"cell":2,"style":{"color":100}},{"cell":3,"style":{"color":255}},{"cell":4,"style":{"color":16711680}},{"cell":5,"style":{"color":"100"}},{"cell":6,"style":{"color":-1}},{"cell":7,"style":{"color":18446744073709551615}},{"cell":8,"style":{"color":1}}]],
"solution":[["A","B","C","D","E","F","G","H"]]}
EOT
check_out "a colour number is a light shade of a palette" 0 \
    "fill:rgb(85.098039%,74.901961%,100%) fill:rgb(72.156863%,90.980392%,69.019608%) fill:rgb(69.019608%,94.117647%,94.117647%) fill:rgb(81.960784%,81.960784%,81.960784%) fill:rgb(6.666667%,0%,0%) fill:rgb(69.019608%,94.117647%,94.117647%) fill:rgb(69.019608%,94.117647%,94.117647%) fill:rgb(100%,90.196078%,50.196078%)" \
    sh -c 'ipuz-render -s -t svg "$0" | grep -o "fill:rgb([^)]*)" |
    sed -n 2,9p | paste -s -d " " -' "$tmp/numcol.ipuz"
if command -v script >/dev/null 2>&1; then
	script -qec "ipuz-render -s '$tmp/numcol.ipuz'" /dev/null </dev/null \
	    >"$tmp/tty" 2>&1 || true
	check_out "and on a terminal, in black ink" 0 \
	    "48;2;217;191;255;30m 48;2;184;232;176;30m 48;2;176;240;240;30m 48;2;209;209;209;30m 48;2;17;0;0;97m 48;2;176;240;240;30m 48;2;176;240;240;30m 48;2;255;230;128;30m" \
	    sh -c 'sed -n 3p "$0" | grep -o "48;2;[0-9;]*m" |
	    paste -s -d " " -' "$tmp/tty"
else
	skip "and on a terminal, in black ink" "no script(1)"
fi
# A shape behind the letters is its cell's fill darkened, on a dark
# cell (white ink) lightened: it was 75% grey on any cell, unseen on a
# C0C0C0 one, faint on a highlight and under the white letter of navy.
# The fills of the five shaded cells and the white lines of the dark
# ones, then each shape and the ink of its cell.
cat >"$tmp/shapes.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":6,"height":1},
"puzzle":[[{"cell":1,"style":{"shapebg":"star"}},{"cell":2,"style":{"shapebg":"star","highlight":true}},{"cell":3,"style":{"shapebg":"diamond","color":"C0C0C0"}},{"cell":4,"style":{"shapebg":"diamond","color":"000080"}},{"cell":5,"style":{"shapebg":"heart","color":"000000"}},{"cell":6,"style":{"shapebg":"club","color":2}}]],
"solution":[["A","B","C","D","E","F"]]}
EOT
check_out "a shape shows on any fill, its letter over it" 0 \
    "82%,82%,82% 75.294118%,75.294118%,75.294118% 0%,0%,50.196078% 0%,0%,0% 65.882353%,85.098039%,100% 100%,100%,100% | 70%,70%,70% 0%,0%,0% 57.4%,57.4%,57.4% 0%,0%,0% 52.705882%,52.705882%,52.705882% 0%,0%,0% 30%,30%,65.137255% 100%,100%,100% 30%,30%,30% 100%,100%,100% 46.117647%,59.568627%,70% 0%,0%,0%" \
    sh -c 'ipuz-render -s -t svg "$0" | grep -o "fill:rgb([^)]*)" |
    sed "s/fill:rgb(//; s/)//" | uniq | sed 1d | paste -s -d " " - |
    sed "s/ 70%,70%,70%/ | &/; s/|  /| /"' "$tmp/shapes.ipuz"
# Blocks (<p>, <div>, <li>) are on lines of their own, as a browser
# sets them: their tags were left out and the words of two run together
# ("Petthat purrs"). One break between two, none at the start or end.
cat >"$tmp/p.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Paras",
"intro":"<p>Read the clues.</p><p>Then fill the grid.</p>",
"notes":"<ul> <li>item1</li><li>item2 </li> </ul> end<p></p>",
"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","A","T"]],
"clues":{"Across":[[1,"<div>Pet</div><div>that purrs</div>"]]}}
EOT
check_out "block tags break lines in the terminal picture" 0 "Paras

Read the clues.
Then fill the grid.
item1
item2
end

┌───┬───┬───┐
│1  │   │   │
│   │   │   │
└───┴───┴───┘

Across
  1 Pet that purrs" ipuz-render -c -t text "$tmp/p.ipuz"
check_out "and on the page" 0 "Paras
Read the clues.
Then fill the grid.
item1
item2
end
Across
1 Pet
that purrs" sh -c 'ipuz-render -c -o "$0.pdf" "$0" &&
    pdftotext "$0.pdf" - | grep -v "^[[:space:]]*\$" | head -9' "$tmp/p.ipuz"
# A mark on a space (a strike through the gap between struck words)
# where a clue's line broke went to the start of the next line, drawn
# left of the clue's indent, under its number: nothing but the labels
# and headings stands left of the clues' text.
cat >"$tmp/strike.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Strike",
"dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],
"solution":[["C","A","T"],["O","R","E"],["W","E","T"]],
"clues":{"Across":[[1,"The \u0336p\u0336o\u0336w\u0336e\u0336r\u0336h\u0336o\u0336u\u0336s\u0336e\u0336 \u0336brain of the cell, in a clue long enough to wrap \u0336over \u0336several \u0336lines \u0336of \u0336the \u0336column \u0336here \u0336and \u0336there"],[4,"Ore"],[5,"Wet"]],
"Down":[[1,"Cow"],[2,"Are"],[3,"Tet"]]}}
EOT
# Between the label "1" (to 43 pt) and the clue's text (from 48 pt), on
# the clue's lines after its first (94 to 129 pt), all is white.
gap=
for x in 43 44 45 46 47; do
	for y in $(seq 94 129); do
		gap="$gap $x $y"
	done
done
check_out "a mark on a space where a line breaks stays in the column" 0 \
    "0" sh -c 'ipuz-render -c -r 72 -o "$0.png" "$0" &&
    perl t/png-pixel.pl "$0.png" $1 | sed 1d | grep -vc 255,255,255 || :' \
    "$tmp/strike.ipuz" "$gap"
# Nor does a piece of fewer than three letters start a line before the
# word's own hyphen ("m-pneumono..."): the word is broken before more.
# The hyphens were mended before the clue's indent moved its lines.
cat >"$tmp/hy.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Hy",
"dimensions":{"width":5,"height":5},"puzzle":[[1,2,3,4,5],[6,0,0,0,0],[7,0,0,0,0],[8,0,0,0,0],[9,0,0,0,0]],
"clues":{"Across":[[1,"a"],[6,"b"],[7,"c"],[8,"d"],[9,"e"]],
"Down":[[1,"Long enough to push a column"],[2,"Supercalifragilisticexpialidocious-antidisestablishmentarianism-pneumonoultramicroscopicsilicovolcanoconiosis word"],[3,"c"],[4,"d"],[5,"e"]]}}
EOT
check_out "no line starts with one or two letters and a hyphen" 0 \
    "2 Supercalifragilisticexpialidoci
ous-antidisestablishmentarian
ism-pneumonoultramicroscopi
csilicovolcanoconiosis word" sh -c 'ipuz-render -c -o "$0.pdf" "$0" &&
    pdftotext -raw "$0.pdf" - | sed -n "/^2 Super/,/ word\$/p"' \
    "$tmp/hy.ipuz"
# An answer on the key too long for its line is broken without a hyphen,
# as the grid's letters have none: "ITWASTHEBESTOFTIM-" read as though
# the hyphen were the answer's. Its first line ends where the same
# letters end as a whole answer. (pdftotext gives no character for the
# hyphen pango draws, so the ink is looked at.)
key_ipuz() {
	printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Key","dimensions":{"width":%d,"height":1},"puzzle":[[1%s]],"solution":[[%s]],"clues":{"Across":[[1,"Dickens"]]}}' \
	    ${#1} "$(printf ',0%.0s' $(seq 2 ${#1}))" \
	    "$(printf '%s' "$1" | sed 's/./"&",/g; s/,$//')" >"$2"
}
key_ipuz ITWASTHEBESTOFTIMESITWASTHEWORSTOFTIMESITWASTHEAGEOFWISDOM \
    "$tmp/longkey.ipuz"
key_ipuz ITWASTHEBESTOFTIM "$tmp/shortkey.ipuz"
# ink_end FILE: the rightmost column of ink, at 72 dpi, on the first line
# of the first answer of FILE's key, up to 4 points past the end of what
# pdftotext sees on it.
ink_end() {
	ipuz-render -k -t pdf "$1" >"$tmp/ink.pdf" &&
	    pdftoppm -r 72 -gray -png -f 2 -l 2 -singlefile "$tmp/ink.pdf" \
	    "$tmp/ink" &&
	    set -- $(pdftotext -f 2 -l 2 -bbox "$tmp/ink.pdf" - |
	    awk -F '"' '/>Across</ { a = 1; next } a && /<word/ && n++ == 1 {
	    printf "%d %d %d %d", $2, $4 + 2, $6 + 4, $8 - 2; exit }') &&
	    perl t/png-pixel.pl "$tmp/ink.png" $(awk -v x0="$1" -v y0="$2" \
	    -v x1="$3" -v y1="$4" 'BEGIN { for (y = y0; y <= y1; y++)
	    for (x = x0; x <= x1; x++) printf "%d %d ", x, y }') |
	    awk -F , -v x0="$1" -v n=$(($3 - $1 + 1)) 'NR > 1 {
	    x = x0 + (NR - 2) % n; if ($1 < 128 && x > m) m = x }
	    END { print m }'
}
ink_ends() {
	echo $(ink_end "$1") $(ink_end "$2")
}
check_out "a long answer on the key breaks without a hyphen" 0 "154 154" \
    ink_ends "$tmp/longkey.ipuz" "$tmp/shortkey.ipuz"
# A word broken between characters left one letter alone on the next
# line, "GUYFAWKESNIGH" over "T" and a clue's "ABCDEFGHIJKLMN-" over
# "O", as if an answer or a word of its own: two letters at the least go
# either side of such a break (A5, a 15x1 grid beside the lists).
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
 "dimensions":{"width":15,"height":1},"title":"Long answer",
 "puzzle":[[1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]],
 "solution":[["G","U","Y","F","A","W","K","E","S","N","I","G","H","T","S"]],
 "clues":{"Across":[[1,"ABCDEFGHIJKLMNO Bonfirenightsgalore"]]}}' \
    >"$tmp/guy.ipuz"
ipuz-render -c -k -p a5 -o "$tmp/guy.pdf" "$tmp/guy.ipuz"
# after PAGE N: the N words after the "Across" and label of page PAGE.
after() {
	pdftotext -f "$1" -l "$1" -bbox "$tmp/guy.pdf" - |
	    sed -n 's/.*>\(.*\)<\/word>/\1/p' |
	    awk -v n="$2" '/^Across$/ { a = NR + 1 } a && NR > a && NR <= a + n' |
	    paste -s -d '|' -
}
check_out "no letter alone after a break in a clue's word" 0 \
    "ABCDEFGHIJKLM|NO|Bonfirenightsgalo|re" after 1 4
check_out "nor in a key's answer" 0 "GUYFAWKESNIGH|TS" after 2 2
# A title cut with a "…" after three lines, a <sup> or <sub> in the part
# cut away: pango's own ellipsis left their scale open and printed
# "Pango-WARNING **: Leftover font scales" for each, more with -k. The
# title is cut before the marks, whose tags are closed there. The cut
# is said, once a puzzle (-k's title is cut too), as a cut rebus is: the
# title may hold the puzzle's instructions, and they were lost unsaid.
words=$(printf 'word %.0s' $(seq 300))
title_ipuz() {
	printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"%s","dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","A","T"]],"clues":{"Across":[[1,"Pet"]]}}' \
	    "$1" >"$2"
}
title_ipuz "${words}x<sup>2</sup> H<sub>2</sub>O" "$tmp/lt.ipuz"
cut_title() {
	echo "ipuz-render: $1: warning: the title is cut at the end of its third line, with '…'"
}
check_err "a title cut before a <sup>: said once, pango quiet (pdf, -k)" 0 \
    "$(cut_title "$tmp/lt.ipuz")" \
    ipuz-render -c -k -o "$tmp/lt.pdf" "$tmp/lt.ipuz"
for t in png svg; do
	check_err "and $t" 0 "$(cut_title "$tmp/lt.ipuz")" \
	    ipuz-render -c -o "$tmp/lt.$t" "$tmp/lt.ipuz"
done
check_silent "a title of three lines is not cut, nor said" 0 \
    ipuz-render -o "$tmp/lt3.pdf" examples/mini-5x5.ipuz
jq --arg a "$words" '.author = $a | .copyright = $a' examples/mini-5x5.ipuz \
    >"$tmp/longby.ipuz"
check_err "so are a byline and a copyright line cut" 0 \
    "ipuz-render: $tmp/longby.ipuz: warning: the byline is cut at the end of its third line, with '…'
ipuz-render: $tmp/longby.ipuz: warning: the copyright line is cut at the end of its third line, with '…'" \
    ipuz-render -o "$tmp/longby.pdf" "$tmp/longby.ipuz"
check_out "its third line ends in the cut" 0 \
    "word word word word word word word word word word w…" \
    sh -c 'pdftotext -f 2 -l 2 "$0" - | sed -n 3p' "$tmp/lt.pdf"
title_ipuz "$(printf 'Ab<sup>cdefghijklmnopqrstuvwxyz</sup> %.0s' $(seq 20))" \
    "$tmp/sup.ipuz"
check_err "a title cut inside a <sup>: pango quiet" 0 \
    "$(cut_title "$tmp/sup.ipuz")" \
    ipuz-render -c -k -o "$tmp/sup.pdf" "$tmp/sup.ipuz"
# A later page's line, one line, is cut before its "(continued)".
ipuz-convert t/corpus/puz/puzpy__nyt_rebus_with_notes_and_shape.puz |
    jq --arg t "${words}x<sup>2</sup>" '.title = $t' >"$tmp/ny.ipuz"
check_out_err "so is a later page's, which keeps its \"(continued)\"" 0 \
    "word word word word word word word word word word word word word… (continued)" \
    "$(cut_title "$tmp/ny.ipuz")" \
    sh -c 'ipuz-render -c -p a5 -t pdf "$0" | pdftotext -f 2 -l 2 - - |
    sed -n 1p' "$tmp/ny.ipuz"
# An answer broken between a Latin and a Cyrillic letter ("WЖWЖ"): pango
# left no room for the hyphen it puts there, and the key's lines ran 2
# points past their columns, the last past the margin (A4's text ends
# at 559.28 points) and the grid's right edge.
awk 'BEGIN {
	printf "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/crossword#1\"],\"title\":\"Key\",\"dimensions\":{\"width\":15,\"height\":15},\"puzzle\":["
	for (r = 0; r < 15; r++) {
		printf "%s[", r ? "," : ""
		for (c = 0; c < 15; c++) {
			v = r == 0 || c == 0 ? ++n : 0
			if (c == 0) a = a (a != "" ? "," : "") "[" n ",\"clue\"]"
			if (r == 0) d = d (d != "" ? "," : "") "[" n ",\"clue\"]"
			printf "%s%d", c ? "," : "", v
		}
		printf "]"
	}
	printf "],\"solution\":["
	for (r = 0; r < 15; r++) {
		printf "%s[", r ? "," : ""
		for (c = 0; c < 15; c++)
			printf "%s\"W\320\226\"", c ? "," : ""
		printf "]"
	}
	printf "],\"clues\":{\"Across\":[%s],\"Down\":[%s]}}\n", a, d
}' >"$tmp/wzh.ipuz"
check_out "a key's line broken with a hyphen stays in its column" 0 \
    "inside" sh -c 'ipuz-render -c -k -p a4 -t pdf "$0" |
    pdftotext -f 2 -l 2 -bbox - - | awk -F "\"" "/<word/ && \$6 > m { m = \$6 }
    END { print (m <= 559.28 ? \"inside\" : \"to \" m) }"' "$tmp/wzh.ipuz"
# A '>' in a quoted attribute value ended the tag there, and the rest
# of it was shown as the clue's text ("y">Pet that purrs"); an <hr> was
# left out, and the two lines it parts ran together.
cat >"$tmp/attr.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Attr",
"intro":"Read this.<hr>Then this.",
"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","A","T"]],
"clues":{"Across":[[1,"<a title=\"x>y\">Pet</a> that purrs"]]}}
EOT
check_out "a quoted '>' is its tag's; <hr> breaks the line (terminal)" 0 \
    "Read this.|Then this.|  1 Pet that purrs" \
    sh -c 'ipuz-render -c -t text "$0" | grep "this\|purrs" |
    paste -s -d "|" -' "$tmp/attr.ipuz"
check_out "and on the page" 0 "Read this.|Then this.|1 Pet that purrs" \
    sh -c 'ipuz-render -c -t pdf "$0" | pdftotext - - |
    grep "this\|purrs" | paste -s -d "|" -' "$tmp/attr.ipuz"
# A <br> at a clue's start or end: the page set the number alone on its
# line, or an empty line after the clue; the terminal a double or a
# trailing space. A <br> breaks only between two pieces of text.
cat >"$tmp/br.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"BR",
"dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],
"clues":{"Across":[[1,"Plain clue"],[4,"Ends in a break<br>"],[5,"<br>Starts with a break"]],
"Down":[[1,"Plain"],[2,"Plain<br><br>"],[3,"Two<br><br>lines"]]}}
EOT
# check_lists DESC TEXT DESC2 PAGE FILE LAST: the clue lists of FILE
# from "Across" on, their lines joined by '|', are TEXT in the terminal
# picture and PAGE on a PDF's page, down to the line that starts LAST.
check_lists() {
	check_out "$1" 0 "$2" sh -c 'ipuz-render -c -t text "$0" |
	    sed -n "/^Across/,\$p" | paste -s -d "|" -' "$5"
	check_out "$3" 0 "$4" sh -c 'ipuz-render -c -t pdf "$0" |
	    pdftotext -raw - - | sed -n "/^Across/,/^$1/p" |
	    paste -s -d "|" -' "$5" "$6"
}
check_lists "a <br> at a clue's start or end breaks no line (terminal)" \
    "Across|  1 Plain clue|  4 Ends in a break|  5 Starts with a break||Down|  1 Plain|  2 Plain|  3 Two lines" \
    "nor on the page" \
    "Across|1 Plain clue|4 Ends in a break|5 Starts with a break|Down|1 Plain|2 Plain|3 Two|lines" \
    "$tmp/br.ipuz" lines
# Nor before white space alone, given by a character reference: the
# terminal showed the break as a space at the clue's end. The writers
# flatten a clue alike (t/1000).
jq '.clues.Across[0][1] = "Feline<br>&#32;" |
    .clues.Across[1][1] = "Exist<br>&#9;&#x20;<br> " |
    .clues.Across[2][1] = "T&#32;<br>&#32;en"' t/data/notes-lf.ipuz \
    >"$tmp/brref.ipuz"
check_out "white space by reference after a clue's last break shows none" 0 \
    "Across|  1 Feline|  4 Exist|  5 T en" \
    sh -c 'ipuz-render -c -t text "$0" | sed -n "/^Across/,/^\$/p" |
    grep . | paste -s -d "|" -' "$tmp/brref.ipuz"
# A list named "Down:" has no label: it is headed Down, as "Down"; its
# heading was "Down:", colon and all, in the lists, in a "See" line and
# in a label naming it.
cat >"$tmp/colon.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":2,"height":2},"puzzle":[[1,2],[3,0]],
"clues":{"Across:":[{"number":1,"clue":"One","continued":[{"direction":"Zone:","number":2}]},[3,"Three"]],
"Down:":[[1,"Uno"],[2,"Dos"]],"Zone:":[[3,"Z"]]}}
EOT
check_lists "a list named \"Down:\" is headed Down (terminal)" \
    "Across|  1, 2 Zone One|          3 Three||Down|  1 Uno|  2 Dos||Zone|  2 See 1 Across|  3 Z" \
    "and on the page" \
    "Across|1, 2 Zone One|3 Three|Down|1 Uno|2 Dos|Zone|2 See 1 Across|3 Z" \
    "$tmp/colon.ipuz" "3 Z"
# A cell's letters are cut between the characters a terminal shows, its
# grapheme clusters: an emoji and its skin tone, a joined family, a flag
# and a letter with its marks are each one, whole. Each emoji of them
# was two columns: the first two cells were cut to the first emoji and
# a dangling joiner.
cat >"$tmp/emoji.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":6,"height":1},"puzzle":[[1,0,0,0,0,0]],
"solution":[["👍🏽","👨‍👩‍👧","👍🏽👍🏽","👨‍👩‍👧👨‍👩‍👧","🇫🇷🇩🇪","ét́ét́"]]}
EOT
check_out "a cell is cut between grapheme clusters (terminal)" 0 \
    "┌───┬───┬───┬───┬───┬───┐
│1  │   │   │   │   │   │
│👍🏽 │👨‍👩‍👧 │👍🏽…│👨‍👩‍👧…│🇫🇷…│ét́…│
└───┴───┴───┴───┴───┴───┘" ipuz-render -s -t text "$tmp/emoji.ipuz"
# A circle is never lost in the terminal picture: the cell widens for
# it and the marks beside it. The bottom marks of a blank circled cell
# took its line ("a b", no parentheses), a top right mark took the
# column of a rebus's '\u25cb', and a circled letter left out its bottom
# marks in three columns.
cat >"$tmp/circ.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":4,"height":1},
"puzzle":[[{"cell":1,"style":{"shapebg":"circle","mark":{"TR":"*"}}},{"cell":0,"style":{"shapebg":"circle","mark":{"BR":"b","BL":"a"}}},{"cell":0,"style":{"shapebg":"circle"}},{"cell":0,"style":{"shapebg":"circle","mark":{"TL":"x"}}}]],
"solution":[["AB","C","DE","F"]]}
EOT
check_out "a circle and its marks both shown (terminal)" 0 \
    "┌─────┬─────┬─────┬─────┐
│1   *│     │     │x    │
│ ( ) │a( )b│ ( ) │ ( ) │
└─────┴─────┴─────┴─────┘
┌─────┬─────┬─────┬─────┐
│1  *○│     │    ○│x    │
│ AB  │a(C)b│ DE  │ (F) │
└─────┴─────┴─────┴─────┘" sh -c 'ipuz-render -t text "$0" &&
    ipuz-render -s -t text "$0"' "$tmp/circ.ipuz"
# Fontconfig's configuration is loaded in the main thread, before pango
# would in a thread of its own; with no font that has the letters and
# digits (here a configuration without fonts; with few file descriptors
# it was one that could not be read), the PDF was all boxes, and exit 0.
echo '<fontconfig></fontconfig>' >"$tmp/nofonts.conf"
check_err "no font for the letters and digits: refused, no output" 2 \
    "ipuz-render: cannot load the font configuration: no font has the letters and digits" \
    sh -c 'FONTCONFIG_FILE="$0" ipuz-render -o "$1" examples/mini-5x5.ipuz ||
    { s=$?; ! test -e "$1" && exit $s; }' "$tmp/nofonts.conf" \
    "$tmp/nofonts.pdf"
check_out "the terminal picture needs no font" 0 "$(ipuz-render -t text \
    examples/mini-5x5.ipuz)" env FONTCONFIG_FILE="$tmp/nofonts.conf" \
    ipuz-render -t text examples/mini-5x5.ipuz

# An enumeration stored with its own parentheses, or blanks around it,
# is shown in one pair: "(3)" was "Pet ((3))" on the page and in the
# terminal, and "3-4 " was "(3-4 )". Two pairs side by side are not one
# (t/data/enum-paren.ipuz is in t/1100, t/1200 and t/5000 too).
check_out "an enumeration's own parentheses are not doubled (terminal)" 0 \
    "  1 Pet (3)|  4 Exist (1-2)|  5 Ten (2-1)|  1 Pet (3)|  2 Exist|  3 Ten ((1) (2))" \
    sh -c 'ipuz-render -c -t text "$0" | grep "^  [0-9]" | paste -s -d "|" -' \
    t/data/enum-paren.ipuz
check_out "an enumeration's own parentheses are not doubled (PDF)" 0 \
    "1 Pet (3)|4 Exist (1-2)|5 Ten (2-1)|1 Pet (3)|3 Ten ((1) (2))" \
    sh -c 'ipuz-render -c -t pdf "$0" | pdftotext - - |
    grep "(" | paste -s -d "|" -' t/data/enum-paren.ipuz
# Four bars meeting: the heavy cross, U+254B (mutation17 X02: another
# character there went unseen).
cat >"$tmp/cross.ipuz" <<'EOF'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":2},"puzzle":[[{"cell":1,"style":{"barred":"RB"}},{"cell":2,"style":{"barred":"B"}}],[{"cell":3,"style":{"barred":"R"}},0]],"solution":[["A","B"],["C","D"]],"clues":{"Across":[[1,"a"]],"Down":[[1,"b"]]}}
EOF
check_out "four bars meet in a heavy cross" 0 "┌───┰───┐
│1  ┃2  │
│ A ┃ B │
┝━━━╋━━━┥
│3  ┃   │
│ C ┃ D │
└───┸───┘" ipuz-render -t text -s "$tmp/cross.ipuz"
# A cell takes the columns its corner texts need whole (mutation18): the
# label, a space and a TR mark, and a column after them for the circle
# of letters too wide for parentheses (X15); with a circle's parentheses
# the wider bottom mark on each side of the letter (X16). Each was cut.
cat >"$tmp/ring.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":1},
 "puzzle":[[{"cell":1,"style":{"shapebg":"circle","mark":{"TR":"xy"}}},0]],"solution":[["AB","C"]],
 "clues":{"Across":[[1,"x"]]}}
EOT
check_out "a circle of two letters: its column after the top corners" 0 \
    "┌─────┬─────┐
│1 xy○│     │
│ AB  │  C  │
└─────┴─────┘" ipuz-render -t text -s "$tmp/ring.ipuz"
cat >"$tmp/ringbl.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":1},
 "puzzle":[[{"cell":1,"style":{"shapebg":"circle","mark":{"BL":"xy"}}},0]],"solution":[["A","C"]],
 "clues":{"Across":[[1,"x"]]}}
EOT
check_out "a circled letter centred, a bottom mark's room on each side" 0 \
    "┌───────┬───────┐
│1      │       │
│xy(A)  │   C   │
└───────┴───────┘" ipuz-render -t text -s "$tmp/ringbl.ipuz"
# ... and the top corners whole when they are the wider (X24).
cat >"$tmp/ringtop.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":1},
 "puzzle":[[{"cell":1,"style":{"shapebg":"circle","mark":{"TR":"wxyz","BL":"x"}}},0]],"solution":[["A","C"]],
 "clues":{"Across":[[1,"x"]]}}
EOT
check_out "a circled letter with a bottom mark: the top corners whole" 0 \
    "┌──────┬──────┐
│1 wxyz│      │
│x(A)  │  C   │
└──────┴──────┘" ipuz-render -t text -s "$tmp/ringtop.ipuz"
# The explanation after the solution, a blank line between (X13).
cat >"$tmp/explained.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":1},
 "puzzle":[[1,0]],"solution":[["A","B"]],"explanation":"An explanation.",
 "clues":{"Across":[[1,"x"]]}}
EOT
check_out "-k: the explanation a line after the solution" 0 \
    "┌───┬───┐
│1  │   │
│   │   │
└───┴───┘

Solution
┌───┬───┐
│1  │   │
│ A │ B │
└───┴───┘

An explanation." ipuz-render -t text -k "$tmp/explained.ipuz"

# A run of marks on one letter past the 30 of Unicode's stream-safe
# text is cut to them, with a warning naming the text; pango took time
# growing faster than the run to set it (a letter and 10,000 marks: 7
# seconds; 20,000: 26; 200,000: no end), once for each type size tried.
marks=$(awk 'BEGIN { for (i = 0; i < 10000; i++) printf "\\u0301" }')
cat >"$tmp/marks.ipuz" <<EOT
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},
 "puzzle":[[1,2,3]],"solution":[["A","B","C"]],
 "clues":{"Across":[[1,"a$marks"]]}}
EOT
check_stderr "a letter with 10,000 marks is set at once, cut to 30 with a warning" 0 \
    "ipuz-render: $tmp/marks.ipuz: warning: clue 1 Across: a run of 10000 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 9970 left out" \
    timeout 20 ipuz-render -c -t pdf -o "$tmp/marks.pdf" "$tmp/marks.ipuz"
thirty=$(awk 'BEGIN { for (i = 0; i < 30; i++) printf "\314\201" }')
check_out_err "the terminal picture cuts it the same" 0 "┌───┬───┬───┐
│1  │2  │3  │
│ A │ B │ C │
└───┴───┴───┘

Across
  1 a$thirty" "ipuz-render: $tmp/marks.ipuz: warning: clue 1 Across: a run of 10000 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 9970 left out" \
    timeout 20 ipuz-render -t text -c -s "$tmp/marks.ipuz"
# A character reference is the mark it names, and a tag (no text to
# pango) ends no run: the title, drawn without -c.
marks=$(awk 'BEGIN { for (i = 0; i < 20; i++) printf "&#769;" }')
cat >"$tmp/marks-title.ipuz" <<EOT
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":1,"height":1},
 "title":"T$marks<i></i>$marks!","puzzle":[[1]],"solution":[["A"]]}
EOT
check_out_err "a title's marks written as references, a tag between, are one run" 0 "T$thirty!

┌───┐
│1  │
│   │
└───┘" "ipuz-render: $tmp/marks-title.ipuz: warning: title: a run of 40 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 10 left out" \
    ipuz-render -t text "$tmp/marks-title.ipuz"
# A cell's corner mark, kept in the document, is cut the same: 60,000
# marks in one took a minute.
marks=$(awk 'BEGIN { for (i = 0; i < 40; i++) printf "\\u0301" }')
cat >"$tmp/marks-corner.ipuz" <<EOT
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":1,"height":1},
 "puzzle":[[{"cell":1,"style":{"mark":{"TR":"b$marks"}}}]],"solution":[["A"]]}
EOT
check_out_err "a corner mark's run is cut to 30" 0 "┌───┐
│1 b$thirty│
│   │
└───┘" "ipuz-render: $tmp/marks-corner.ipuz: warning: cell r1c1: a run of 40 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 10 left out" \
    ipuz-render -t text "$tmp/marks-corner.ipuz"
# Pictures joined by zero width joiners go on the first as marks do,
# and count in its run: with an emoji font, harfbuzz took time growing
# faster than such a run (a picture with 2,856 joined, 5.5 times the
# instructions of one with 1,428; with 5,713, 2.7 seconds). The first
# 30, 15 joiners and the pictures they join, are kept; a space ends
# the run.
joined=$(awk 'BEGIN { for (i = 0; i < 20; i++) printf "\\u200d\\ud83d\\udc68" }')
cat >"$tmp/joined.ipuz" <<EOT
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},
 "puzzle":[[1,2,3]],"solution":[["A","B","C"]],
 "clues":{"Across":[[1,"\\ud83d\\udc68$joined and me"]]}}
EOT
fifteen=$(awk 'BEGIN { for (i = 0; i < 15; i++) printf "\342\200\215\360\237\221\250" }')
check_out_err "a run of pictures joined by joiners is cut to 30" 0 "┌───┬───┬───┐
│1  │2  │3  │
│   │   │   │
└───┴───┴───┘

Across
  1 👨$fifteen and me" "ipuz-render: $tmp/joined.ipuz: warning: clue 1 Across: a run of 40 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 10 left out" \
    ipuz-render -t text -c "$tmp/joined.ipuz"
# A format control (U+200B, U+2060, the bidi controls) goes on no
# letter and is not counted: 40 after a letter are kept, said nothing
# of (a letter and 400 KB of them is set in 0.5 s; fuzz19 F12); the
# terminal shows each as U+FFFD.
for cp in 200b 2060 202e; do
	controls=$(awk -v cp="$cp" 'BEGIN { for (i = 0; i < 40; i++) printf "\\u%s", cp }')
	cat >"$tmp/controls-$cp.ipuz" <<EOT
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},
 "puzzle":[[1,2,3]],"solution":[["A","B","C"]],"clues":{"Across":[[1,"x${controls}y"]]}}
EOT
	check_out_err "40 U+$cp after a letter are no run, kept" 0 "┌───┬───┬───┐
│1  │2  │3  │
│   │   │   │
└───┴───┴───┘

Across
  1 x$(awk 'BEGIN { for (i = 0; i < 40; i++) printf "\357\277\275" }')y" "" \
	    ipuz-render -t text -c "$tmp/controls-$cp.ipuz"
	check_stderr "... and on a page" 0 "" \
	    ipuz-render -c -t pdf -o "$tmp/controls-$cp.pdf" "$tmp/controls-$cp.ipuz"
done
# But the marks after one are set as slowly as on the letter (a letter
# and 40 KB of U+200B and 30 marks, again and again, 16 seconds): a
# control ends no run, and the marks on both sides of it count in one.
marks=$(awk 'BEGIN { for (i = 0; i < 20; i++) printf "\\u0301" }')
cat >"$tmp/controls-marks.ipuz" <<EOT
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},
 "puzzle":[[1,2,3]],"solution":[["A","B","C"]],"clues":{"Across":[[1,"x\\u200b$marks\\u200b$marks y"]]}}
EOT
twenty=$(awk 'BEGIN { for (i = 0; i < 20; i++) printf "\314\201" }')
ten=$(awk 'BEGIN { for (i = 0; i < 10; i++) printf "\314\201" }')
fffd=$(printf '\357\277\275')
check_out_err "marks on both sides of a U+200B are one run, cut to 30" 0 "┌───┬───┬───┐
│1  │2  │3  │
│   │   │   │
└───┴───┴───┘

Across
  1 x$fffd$twenty$fffd$ten y" "ipuz-render: $tmp/controls-marks.ipuz: warning: clue 1 Across: a run of 40 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 10 left out" \
    ipuz-render -t text -c "$tmp/controls-marks.ipuz"
# Past five texts cut, one line says how many more: a puzzle of
# thousands of such cells said thousands of lines. (U+0334 composes with
# no letter: an acute would make A and its first mark one letter.)
marks=$(awk 'BEGIN { for (i = 0; i < 31; i++) printf "\\u0334" }')
cat >"$tmp/marks-many.ipuz" <<EOT
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":7,"height":1},
 "puzzle":[[1,0,0,0,0,0,0]],"solution":[["A$marks","B$marks","C$marks","D$marks","E$marks","F$marks","G$marks"]]}
EOT
check_stderr "past five texts cut, the rest are counted in one line" 0 \
    "ipuz-render: $tmp/marks-many.ipuz: warning: cell r1c1: a run of 31 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 1 left out
ipuz-render: $tmp/marks-many.ipuz: warning: cell r1c2: a run of 31 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 1 left out
ipuz-render: $tmp/marks-many.ipuz: warning: cell r1c3: a run of 31 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 1 left out
ipuz-render: $tmp/marks-many.ipuz: warning: cell r1c4: a run of 31 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 1 left out
ipuz-render: $tmp/marks-many.ipuz: warning: cell r1c5: a run of 31 characters on one letter (marks, or pictures joined), past the 30 any script or emoji needs; 1 left out
ipuz-render: $tmp/marks-many.ipuz: warning: 2 more texts with a run of more than 30 characters on one letter; those past it left out" \
    ipuz-render -t text -s "$tmp/marks-many.ipuz"
# Bidirectional format characters and those that show as nothing are
# shown as U+FFFD, as control characters are and as messages escape
# them: a right-to-left override in a cell turned the rest of the
# grid's row around on a terminal that applies the bidi algorithm.
cat >"$tmp/bidi.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},
 "title":"T\u200bi\u2066t\u2069le\ufeff",
 "puzzle":[[1,{"cell":2,"style":{"mark":{"TR":"\u200f9"}}},3]],
 "solution":[["\u202eA","B\u00ad","C\u2028"]],
 "clues":{"Across":[[1,"ab\u202ecd\u2060e"]]}}
EOT
check_out "bidi overrides and invisible characters are shown as U+FFFD" 0 "T�i�t�le�

┌────┬────┬────┐
│1   │2 �9│3   │
│ �A │ B� │ C� │
└────┴────┴────┘

Across
  1 ab�cd�e" ipuz-render -t text -s -c "$tmp/bidi.ipuz"

# A text of no width (only zero width joiners) in a cell was drawn at a
# scale of 0: cairo's matrix was then not invertible, a fault that
# stopped all drawing after it. A PDF was refused ("cannot draw: invalid
# matrix (not invertible)", fuzz18 F8); a PNG or an SVG lacked the rest
# of the grid and the clues, without a word; beside letters (-s) the
# mark was "left out". Such a text draws nothing now, in every place
# that scales a text to fit: a corner mark, a label, the letters.
cat >"$tmp/zw.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":2},
 "puzzle":[[1,2],[3,0]],"solution":[["A","B"],["C","#"]],
 "clues":{"Across":[[1,"Ant"],[3,"Bee"]],"Down":[[1,"Cat"],[2,"Dog"]]}}
EOT
# zw_pdf OPTS FILE: the words of FILE's PDF drawn with OPTS, a line of
# layout each.
zw_pdf='ipuz-render $0 -f -o "$1.pdf" "$1" &&
    pdftotext -layout "$1.pdf" - | grep "[^[:space:]]"'
zw_clues="Across   Down    1   2
1 Ant    1 Cat
3 Bee    2 Dog
                 3"
zw_solved="1       2
    A       B
3
    C"
for f in png svg; do
	ipuz-render -c -o "$tmp/zw.ipuz.$f" "$tmp/zw.ipuz"
done
for corner in TL TR BL BR; do
	jq --arg c $corner '.puzzle[0][0] = {cell: 1,
	    style: {mark: {($c): "\u200d\u200d"}}}' "$tmp/zw.ipuz" \
	    >"$tmp/zw$corner.ipuz"
	check_out "a $corner mark of joiners alone: the PDF drawn whole" 0 \
	    "$zw_clues" sh -c "$zw_pdf" -c "$tmp/zw$corner.ipuz"
	check_out "... beside the letters, with no word of it left out" 0 \
	    "$zw_solved" sh -c "$zw_pdf" -s "$tmp/zw$corner.ipuz"
	for f in png svg; do
		# The TL mark follows the label after a space: a glyph
		# more in the SVG, none in the PNG.
		[ $corner$f = TLsvg ] && continue
		check_out "... the $f the same as without it" 0 "" sh -c \
		    'ipuz-render -c -o "$1.$0" "$1" && cmp "$1.$0" "$2.$0"' \
		    $f "$tmp/zw$corner.ipuz" "$tmp/zw.ipuz"
	done
done
jq '.puzzle[0][0] = {cell: "\u200d\u200d"}' "$tmp/zw.ipuz" >"$tmp/zwlabel.ipuz"
check_out "a label of joiners alone: the PDF drawn whole" 0 \
    "        2
    A       B
3
    C" sh -c "$zw_pdf" -s "$tmp/zwlabel.ipuz"
jq '.solution[0][0] = "\u200d\u200d" | .title = "\u200d" |
    .clues.Across[0][1] = "\u200d"' "$tmp/zw.ipuz" >"$tmp/zwletters.ipuz"
check_out "letters, a title and a clue of joiners alone: the PDF drawn whole" 0 \
    "Across   Down    1       2
                             B
1        1 Cat
3 Bee    2 Dog
                 3
                     C" sh -c "$zw_pdf" "-c -s" "$tmp/zwletters.ipuz"

done_testing
