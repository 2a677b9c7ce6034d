#!/bin/sh
# ipuz-check: malformed and unreadable input is trouble (exit 2), reported
# in one line, and the run goes on with the next file.
. "$(dirname "$0")/lib.sh"

check_err "truncated.ipuz is refused" 2 \
    'ipuz-check: t/data/truncated.ipuz:3:28: unexpected end of input' \
    ipuz-check t/data/truncated.ipuz
check_err "latin1.ipuz is refused" 2 \
    'ipuz-check: t/data/latin1.ipuz:3:16: invalid UTF-8' \
    ipuz-check t/data/latin1.ipuz
check_err "wrongtype.ipuz is refused" 2 \
    'ipuz-check: t/data/wrongtype.ipuz: dimensions: width is a string, not a whole number' \
    ipuz-check t/data/wrongtype.ipuz
check_err "negative.ipuz is refused" 2 \
    'ipuz-check: t/data/negative.ipuz: dimensions: width -3 out of range 1-1000' \
    ipuz-check t/data/negative.ipuz
check_err "huge.ipuz is refused" 2 \
    'ipuz-check: t/data/huge.ipuz: dimensions: width 100000 out of range 1-1000' \
    ipuz-check t/data/huge.ipuz
# width W for huge.ipuz's: refused, and how the message ends.
bad_width() {
	sed "s/100000,/$1,/" t/data/huge.ipuz >"$tmp/w.ipuz"
	check_err "a width of $1 is refused" 2 \
	    "ipuz-check: w.ipuz: dimensions: width $2" \
	    sh -c 'cd "$0" && ipuz-check w.ipuz' "$tmp"
}
# Past 64 bits json-c keeps no digits (it would say 9223372036854775807):
# such a number is refused where it is written, anywhere in the
# document; 1e20 is whole, not fractional, and json-c keeps its text.
sed "s/100000,/99999999999999999999,/" t/data/huge.ipuz >"$tmp/w.ipuz"
check_err "a width past 64 bits is refused where it is" 2 \
    "ipuz-check: w.ipuz:2:26: the whole number 99999999999999999999 is past 64 bits and would be read as another" \
    sh -c 'cd "$0" && ipuz-check w.ipuz' "$tmp"
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
check_err "short.ipuz is refused" 2 \
    'ipuz-check: t/data/short.ipuz: puzzle has 2 rows, dimensions say 3' \
    ipuz-check t/data/short.ipuz
check_err "outside.ipuz is refused" 2 \
    'ipuz-check: t/data/outside.ipuz: clues: Across 1: cell [7, 9] is outside the 3x1 grid' \
    ipuz-check t/data/outside.ipuz
check_err "a directory is refused" 2 \
    "ipuz-check: cannot read 't/data': Is a directory" \
    ipuz-check t/data
check_err "a missing file is refused" 2 \
    "ipuz-check: cannot open 't/data/no-such.ipuz': No such file or directory" \
    ipuz-check t/data/no-such.ipuz
check_golden_err "keeps going past a bad file" 5001-keep-going 2 \
    'ipuz-check: t/data/short.ipuz: puzzle has 2 rows, dimensions say 3' \
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
done_testing
