#!/bin/sh
# ipuz-check: malformed and unreadable input is trouble (exit 2), reported
# in one line, and the run goes on with the next file.
. "$(dirname "$0")/lib.sh"

check_err "truncated.ipuz is refused" 2 \
    'ipuz-check: t/data/truncated.ipuz:3:28: unexpected end of input' \
    ipuz-check t/data/truncated.ipuz
# With the iconv line that makes it UTF-8, as a text grid and a word
# list get (docs17 F8), and after a UTF-8 byte order mark the line says
# to drop the mark first: what its commands make is read.
conv="convert it with iconv -f windows-1252 -t utf-8"
check_err "latin1.ipuz is refused, with the iconv line" 2 \
    "ipuz-check: t/data/latin1.ipuz:3:16: invalid UTF-8: the file may be Latin-1 or Windows-1252 text: $conv" \
    ipuz-check t/data/latin1.ipuz
sed "s/\"Night at/\"Caf$(printf '\351') at/" examples/mini-5x5.ipuz \
    >"$tmp/l1.ipuz"
(printf '\357\273\277' && cat "$tmp/l1.ipuz") >"$tmp/bom1.ipuz"
check_err "... and after a BOM, the line drops the mark" 2 \
    "ipuz-check: bom1.ipuz:4:16: invalid UTF-8: the file may be Latin-1 or Windows-1252 text after its UTF-8 byte order mark: drop the mark (its first 3 bytes, tail -c +4) and $conv" \
    sh -c 'cd "$0" && ipuz-check bom1.ipuz' "$tmp"
follow_1252_hint "$tmp/err" "$tmp/bom1.ipuz" >"$tmp/bom1-utf8.ipuz" ||
    fail "the line gives no iconv command"
check_out "... and done as it says, it is read" 0 "Title: Café at the Pictures" \
    sh -c 'ipuz-check "$0" && ipuz-convert -t xd "$0" | grep "^Title"' \
    "$tmp/bom1-utf8.ipuz"
# A raw NUL byte is said to be one, where it is, as by every reader of
# text: json-c took it for the end of the data, and said so.
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"a\000b","dimensions":{"width":1,"height":1},"puzzle":[[1]]}' >"$tmp/nulraw.ipuz"
check_err "a NUL byte in a string is refused as such" 2 \
    'ipuz-check: nulraw.ipuz:1:82: NUL byte in a text file' \
    sh -c 'cd "$0" && ipuz-check nulraw.ipuz' "$tmp"
printf '{"version":"http://ipuz.org/v2",\n\000"kind":[]}' >"$tmp/nul3.ipuz"
printf 'Title: a\n\n\nA\000\n' >"$tmp/nul.xd"
check_err "... between members too, as in an .xd file" 2 \
    'ipuz-check: nul3.ipuz:2:1: NUL byte in a text file
ipuz-check: nul.xd:4:2: NUL byte in a text file' \
    sh -c 'cd "$0" && ipuz-check nul3.ipuz nul.xd' "$tmp"
check_err "wrongtype.ipuz is refused" 2 \
    'ipuz-check: t/data/wrongtype.ipuz:2:17: dimensions: width is a string, not a whole number' \
    ipuz-check t/data/wrongtype.ipuz
check_err "negative.ipuz is refused" 2 \
    'ipuz-check: t/data/negative.ipuz:2:17: dimensions: width -3 out of range 1-1000' \
    ipuz-check t/data/negative.ipuz
check_err "huge.ipuz is refused" 2 \
    'ipuz-check: t/data/huge.ipuz:2:17: dimensions: width 100000 out of range 1-1000' \
    ipuz-check t/data/huge.ipuz
# width W for huge.ipuz's: refused, and how the message ends.
bad_width() {
	sed "s/100000,/$1,/" t/data/huge.ipuz >"$tmp/w.ipuz"
	check_err "a width of $1 is refused" 2 \
	    "ipuz-check: w.ipuz:2:17: dimensions: width $2" \
	    sh -c 'cd "$0" && ipuz-check w.ipuz' "$tmp"
}
# Past 64 bits json-c keeps no digits (it would say 9223372036854775807):
# such a number is refused where it is written, anywhere in the
# document; 1e20 is whole, not fractional, and json-c keeps its text.
sed "s/100000,/99999999999999999999,/" t/data/huge.ipuz >"$tmp/w.ipuz"
check_err "a width past 64 bits is refused where it is" 2 \
    "ipuz-check: w.ipuz:2:26: the whole number 99999999999999999999 is past 64 bits and would be read as another" \
    sh -c 'cd "$0" && ipuz-check w.ipuz' "$tmp"
# A whole number written 1.0 or 1e0 is the number 1 wherever one is
# taken, as JSON has them equal: a width was, a label or a clue number
# was "a fractional number" (and [1.0, "x"] not a clue array).
cat >"$tmp/point.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 2.0, "height": 2e0},
 "puzzle": [[1.0, 2], [3, 0.0]], "solution": [["A", "B"], ["C", "D"]],
 "clues": {"Across": [[1.0, "x"], {"number": 3e0, "clue": "y"}],
           "Down": [{"number": 1, "label": 1.0, "clue": "z"}, [2, "w"]]}}
EOT
check_silent "1.0 and 1e0 are whole numbers: labels, clue numbers, sizes" 0 \
    sh -c 'cd "$0" && ipuz-check point.ipuz' "$tmp"
sed 's/\[\[1\.0, 2\]/[[1.5, 2]/' "$tmp/point.ipuz" >"$tmp/point2.ipuz"
check_err "1.5 is not" 2 \
    "ipuz-check: point2.ipuz:3:14: puzzle: row 1, column 1 is a fractional number" \
    sh -c 'cd "$0" && ipuz-check point2.ipuz' "$tmp"
sed 's/\[\[1\.0, 2\]/[[1e30, 2]/' "$tmp/point.ipuz" >"$tmp/point3.ipuz"
check_err "nor is 1e30 a label" 2 \
    "ipuz-check: point3.ipuz:3:14: puzzle: row 1, column 1 is a number past 64 bits" \
    sh -c 'cd "$0" && ipuz-check point3.ipuz' "$tmp"
# NaN, which lenient json-c takes, is in no range: it was called "a
# number past 64 bits".
sed 's/"width": 2\.0/"width": NaN/' "$tmp/point.ipuz" >"$tmp/nan.ipuz"
check_err "a NaN width is NaN, not a number past 64 bits" 2 \
    "ipuz-check: nan.ipuz:2:17: dimensions: width is NaN, not a whole number" \
    sh -c 'cd "$0" && ipuz-check nan.ipuz' "$tmp"
sed 's/\[\[1\.0, 2\]/[[NaN, 2]/' "$tmp/point.ipuz" >"$tmp/nan2.ipuz"
check_err "... nor is a NaN label" 2 \
    "ipuz-check: nan2.ipuz:3:14: puzzle: row 1, column 1 is NaN" \
    sh -c 'cd "$0" && ipuz-check nan2.ipuz' "$tmp"
# Columns on line 1 count from after a UTF-8 byte order mark, which no
# editor shows (they were one too far), as for UTF-16 with its mark.
printf '\357\273\277{"version":5}\n' >"$tmp/bom.ipuz"
check_err "a byte order mark is no column" 2 \
    "ipuz-check: bom.ipuz:1:1: missing dimensions" \
    sh -c 'cd "$0" && ipuz-check bom.ipuz' "$tmp"
printf '\357\273\277{"version": 5 x}\n' >"$tmp/bom2.ipuz"
check_err "... further on line 1 either" 2 \
    "ipuz-check: bom2.ipuz:1:15: object value separator ',' expected" \
    sh -c 'cd "$0" && ipuz-check bom2.ipuz' "$tmp"
# A cell label or a clue number is text in the model, and was its
# saturated 9223372036854775807 (18446744073709551615 back in ipuz).
cat >"$tmp/label.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 1},
 "puzzle": [[1, 0, 0]], "solution": [["C", "A", "T"]],
 "clues": {"Across": [[-99999999999999999999, "Pet"]]},
 "com.example:id": 123456789012345678901}
EOT
check_err "a clue number past 64 bits is refused, not read as another" 2 \
    "ipuz-check: label.ipuz:4:24: the whole number -99999999999999999999 is past 64 bits and would be read as another" \
    sh -c 'cd "$0" && ipuz-check label.ipuz' "$tmp"
sed 's/-99999999999999999999/1/; s/\[\[1,/[[18446744073709551616,/' \
    "$tmp/label.ipuz" >"$tmp/label2.ipuz"
check_err "... as is a cell label" 2 \
    "ipuz-check: label2.ipuz:3:14: the whole number 18446744073709551616 is past 64 bits and would be read as another" \
    sh -c 'cd "$0" && ipuz-check label2.ipuz' "$tmp"
sed 's/\[\[18446744073709551616,/[[1,/' "$tmp/label2.ipuz" >"$tmp/label3.ipuz"
check_err "... and one in a field xwtools only keeps, which it would write back wrong" 2 \
    "ipuz-check: label3.ipuz:5:20: the whole number 123456789012345678901 is past 64 bits and would be read as another" \
    sh -c 'cd "$0" && ipuz-check label3.ipuz' "$tmp"
check_silent "... and nothing is written for it" 0 \
    sh -c 'cd "$0" && ! ipuz-convert -o out.puz label3.ipuz 2>/dev/null &&
    ! test -e out.puz' "$tmp"
sed 's/123456789012345678901/18446744073709551615/' "$tmp/label3.ipuz" \
    >"$tmp/label4.ipuz"
check_out "a number of 64 bits is kept as written" 0 \
    '  "com.example:id": 18446744073709551615' \
    sh -c 'cd "$0" && ipuz-convert label4.ipuz | grep com.example' "$tmp"
# json-c holds 2^63 to 2^64 - 1 unsigned; a label of them was read as
# its signed 9223372036854775807.
sed 's/\[\[1,/[[18446744073709551615,/' "$tmp/label4.ipuz" >"$tmp/label5.ipuz"
check_out "a label of 64 unsigned bits is read as written" 0 \
    "label5.ipuz: warning: cell r1c1 is labelled 18446744073709551615, standard numbering gives 1" \
    sh -c 'cd "$0" && ipuz-check label5.ipuz' "$tmp"
bad_width 9223372036854775807 '9223372036854775807 out of range 1-1000'
bad_width -9223372036854775808 '-9223372036854775808 out of range 1-1000'
bad_width 1e20 '1e20 out of range 1-1000'
# The bound is in the range: 1000 wide or 1000 high is read, 1001 is not.
bad_width 1001 '1001 out of range 1-1000'
jq -c -n '{"version": "http://ipuz.org/v2",
    "kind": ["http://ipuz.org/crossword#1"],
    "dimensions": {"width": 1000, "height": 1},
    "puzzle": [[range(1000) | 0]], "solution": [[range(1000) | "A"]]}' \
    >"$tmp/w1000.ipuz"
jq -c '.dimensions = {"width": 1, "height": 1000} |
    .puzzle |= [.[0][] | [.]] | .solution |= [.[0][] | [.]]' \
    "$tmp/w1000.ipuz" >"$tmp/h1000.ipuz"
check_silent "a width or a height of 1000, the most, is read" 0 \
    sh -c 'cd "$0" && ipuz-check w1000.ipuz h1000.ipuz' "$tmp"
check_err "short.ipuz is refused" 2 \
    'ipuz-check: t/data/short.ipuz:2:43: puzzle has 2 rows, dimensions say 3' \
    ipuz-check t/data/short.ipuz
check_err "outside.ipuz is refused" 2 \
    'ipuz-check: t/data/outside.ipuz:3:78: clues: Across 1: cell [7, 9] is outside the 3x1 grid' \
    ipuz-check t/data/outside.ipuz
# Valid JSON but a wrong puzzle: at the line and column of the value
# at fault (of its key, for a member), found in the text again, which
# json-c may have taken with comments, 'strings' and trailing commas.
printf '{"version":"http://ipuz.org/v2",\n"kind":["http://ipuz.org/crossword#1"],\n"dimensions":{"width":3,"height":1},\n"puzzle":[[0,0,0]],\n"solution":[["A","B"]]}\n' >"$tmp/row.ipuz"
check_err "a row too short is refused at the row" 2 \
    "ipuz-check: row.ipuz:5:13: solution: row 1 has 2 cells, dimensions say 3" \
    sh -c 'cd "$0" && ipuz-check row.ipuz' "$tmp"
check_out_err "... and -j gives its line and column" 2 \
    '{"file":"row.ipuz","status":"unreadable","error":{"message":"solution: row 1 has 2 cells, dimensions say 3","line":5,"column":13}}' \
    "ipuz-check: row.ipuz:5:13: solution: row 1 has 2 cells, dimensions say 3" \
    sh -c 'cd "$0" && ipuz-check -j row.ipuz' "$tmp"
cat >"$tmp/lenient.ipuz" <<'EOT'
{'version': "http://ipuz.org/v2", // "dimensions": {"height": 0}
 /* "dimensions": */ "kind": ["http://ipuz.org/crossword#1",],
 "dimensions": {"width": 3,
                'height': 0,},
 "puzzle": [[1, 0, 0]],
}
EOT
check_err "a bad dimension is refused at it, past comments and trailing commas" 2 \
    "ipuz-check: lenient.ipuz:4:17: dimensions: height 0 out of range 1-1000" \
    sh -c 'cd "$0" && ipuz-check lenient.ipuz' "$tmp"
sed "4s/'height': 0,/'depth': 1/" "$tmp/lenient.ipuz" >"$tmp/nodim.ipuz"
check_err "a missing dimension is refused at what lacks it" 2 \
    "ipuz-check: nodim.ipuz:3:2: dimensions: missing height" \
    sh -c 'cd "$0" && ipuz-check nodim.ipuz' "$tmp"
cat >"$tmp/clue.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 1},
 "puzzle": [[1, 0, 0]], "solution": [["C", "A", "T"]],
 "clues": {"Down": [],
           "Across": [[1, "Pet"],
                      {"number": 2, "clue": "Pet",
                       "enumeration": true}]}}
EOT
check_err "a bad clue is refused at the member at fault" 2 \
    "ipuz-check: clue.ipuz:7:24: clues: Across 2: enumeration is a boolean" \
    sh -c 'cd "$0" && ipuz-check clue.ipuz' "$tmp"
sed '7s/"enumeration": true/"cells": [[1, 1], [1, 2]]/' "$tmp/clue.ipuz" \
    >"$tmp/cells.ipuz"
check_err "... and a clue's cell outside the grid at the cell" 2 \
    "ipuz-check: cells.ipuz:7:42: clues: Across 2: cell [1, 2] is outside the 3x1 grid" \
    sh -c 'cd "$0" && ipuz-check cells.ipuz' "$tmp"
sed '5s/\[1, "Pet"\]/7/' "$tmp/clue.ipuz" >"$tmp/clue2.ipuz"
check_err "... and a clue that is no clue at it" 2 \
    "ipuz-check: clue2.ipuz:5:23: clues: Across: a clue is a number" \
    sh -c 'cd "$0" && ipuz-check clue2.ipuz' "$tmp"
cat >"$tmp/style.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 2, "height": 2},
 "puzzle": [[1, 2],
            [3, {"cell": 0, "style": ["circle"]}],
           ]}
EOT
check_err "a bad cell style is refused at it" 2 \
    "ipuz-check: style.ipuz:4:29: puzzle: row 2, column 2: style is an array" \
    sh -c 'cd "$0" && ipuz-check style.ipuz' "$tmp"
check_err "a directory is refused" 2 \
    "ipuz-check: cannot read 't/data': Is a directory" \
    ipuz-check t/data
check_err "a missing file is refused" 2 \
    "ipuz-check: cannot open 't/data/no-such.ipuz': No such file or directory" \
    ipuz-check t/data/no-such.ipuz
check_golden_err "keeps going past a bad file" 5001-keep-going 2 \
    'ipuz-check: t/data/short.ipuz:2:43: puzzle has 2 rows, dimensions say 3' \
    ipuz-check t/data/short.ipuz t/data/clues.ipuz
check_err "an empty file is refused" 2 'ipuz-check: /dev/null: empty file' \
    ipuz-check /dev/null
check_golden "a bad option is a usage error" 5001-usage 2 ipuz-check -x
check_err "a missing word list is trouble" 2 \
    "ipuz-check: cannot open 't/data/no-such.txt': No such file or directory" \
    ipuz-check -w t/data/no-such.txt examples/mini-5x5.ipuz

# Root reads every file, so as root the check runs as nobody (65534),
# in a folder nobody can pass through.
mkdir "$tmp/unreadable"
cp t/data/clues.ipuz "$tmp/unreadable/locked.ipuz"
chmod 000 "$tmp/unreadable/locked.ipuz"
# nobody must be able to run the tool where it was built, too.
if ! as_nobody ipuz-check; then
	skip "an unreadable file is refused" \
	    "run as root, and setpriv cannot make the check run as nobody"
else
	check_err "an unreadable file is refused" 2 \
	    "ipuz-check: cannot open 'locked.ipuz': Permission denied" \
	    $as_user sh -c 'cd "$0" && ipuz-check locked.ipuz' \
	    "$tmp/unreadable"
fi

if [ -w /dev/full ]; then
	check_err "a full disk on stdout is trouble" 2 \
	    "ipuz-check: cannot write '<stdout>': No space left on device" \
	    sh -c 'ipuz-check -l t/data/lint.ipuz >/dev/full'
else
	skip "a full disk on stdout is trouble" "no /dev/full"
fi

check_golden "the corpus' known-bad files are refused" 5001-corpus 2 \
    sh -c 'cd t/corpus/ipuz && ipuz-check xword-parser__fuzz-crash-*.ipuz'
# Memory that runs out names the file, which in a batch is one of many:
# a 1000x1000 grid of letters does not fit in 50 MB of address space.
awk 'BEGIN { for (r = 0; r < 1000; r++) { s = ""
    for (c = 0; c < 1000; c++) s = s "A"; print s } }' >"$tmp/a1000.txt"
cp examples/mini-5x5.ipuz "$tmp/"
case ${USER_CFLAGS:-} in
*sanitize*)
	skip "out of memory names the file" \
	    "a sanitized build takes no address-space limit" ;;
*)
	check_err "out of memory names the file" 2 \
	    "ipuz-check: a1000.txt: out of memory" \
	    sh -c 'cd "$0" && ulimit -v 50000 &&
	    ipuz-check mini-5x5.ipuz a1000.txt' "$tmp" ;;
esac
done_testing
