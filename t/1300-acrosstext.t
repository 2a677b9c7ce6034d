#!/bin/sh
# ipuz-convert: reading Across Lite text, v1 and v2.
. "$(dirname "$0")/lib.sh"

v1=t/data/acrosstext-v1.txt	# Windows-1252, CR LF, indented
v2=t/data/acrosstext-v2.txt	# UTF-8, rebus, MARK circles, notepad

# The .ipuz of $1 with the .puz reader's kept facts left out, keys sorted.
plain() {
	perl -MJSON::PP -e 'local $/; my $j = JSON::PP->new->utf8->canonical;
	    my $d = $j->decode(<STDIN>); delete $d->{"com.xwtools:puz"};
	    print $j->encode($d), "\n"' <"$1"
}

check_golden "v1 text to ipuz" 1300-v1 0 ipuz-convert "$v1"
check_golden "v2 text to ipuz: rebus, circles, notepad" 1300-v2 0 \
    ipuz-convert "$v2"
check_golden "v1 text to puz" 1300-v1-puz 0 ipuz-convert -t puz "$v1"
check_golden "v2 text to puz" 1300-v2-puz 0 ipuz-convert -t puz "$v2"
check_out "v1 passes the lint" 0 \
    '<stdin>: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180' \
    sh -c 'ipuz-convert "$0" | ipuz-check -l' "$v1"
check_out "v2 passes the lint" 0 \
    '<stdin>: info: 10 words (5 across, 5 down), 4 blocks, symmetry rotational-90' \
    sh -c 'ipuz-convert "$0" | ipuz-check -l' "$v2"

# A letter written decomposed (e and U+0301) is one cell, composed.
printf '<ACROSS PUZZLE>\n<TITLE>\n t\n<SIZE>\n 3x2\n<GRID>\n AE\314\201C\n D.E\n<ACROSS>\n a\n<DOWN>\n b\n c\n' \
    >"$tmp/nfd.txt"
check_out "a decomposed accent in the grid is one cell" 0 \
    "$(printf 'A\303\211C\nD#E')" ipuz-convert -t grid "$tmp/nfd.txt"

# A variation selector goes with the letter before it, kept: B and
# U+FE0E is one cell, not two.
printf '<ACROSS PUZZLE>\n<TITLE>\n t\n<SIZE>\n 3x1\n<GRID>\n AB\357\270\216C\n<ACROSS>\n a\n<DOWN>\n' \
    >"$tmp/sel.txt"
check_out "a variation selector is part of its cell" 0 \
    '[["A","B︎","C"]]' sh -c 'ipuz-convert "$0" | jq -c .solution' \
    "$tmp/sel.txt"

# Through .puz and back, the puzzle is the same.
for v in v1 v2; do
	f=t/data/acrosstext-$v.txt
	ipuz-convert -o "$tmp/$v.ipuz" "$f"
	ipuz-convert -t puz -o "$tmp/$v.puz" "$f"
	ipuz-convert -o "$tmp/$v-back.ipuz" "$tmp/$v.puz"
	plain "$tmp/$v.ipuz" >"$tmp/$v.json"
	plain "$tmp/$v-back.ipuz" >"$tmp/$v-back.json"
	check_silent "$v: text -> puz -> ipuz is text -> ipuz" 0 \
	    cmp "$tmp/$v.json" "$tmp/$v-back.json"
done

# The same puzzle in other encodings and line ends reads the same.
check_golden "LF line ends" 1300-v1 0 \
    sh -c 'tr -d "\r" <"$0" | ipuz-convert' "$v1"
check_golden "old Macintosh CR line ends" 1300-v1 0 \
    sh -c 'tr -d "\n" <"$0" | ipuz-convert' "$v1"
check_golden "UTF-8 instead of Windows-1252" 1300-v1 0 \
    sh -c 'iconv -f WINDOWS-1252 -t UTF-8 "$0" | ipuz-convert' "$v1"
check_golden "a byte-order mark" 1300-v2 0 \
    sh -c '{ printf "\357\273\277"; cat "$0"; } | ipuz-convert' "$v2"

# Colons are the blocks of a diagramless; lower case without MARK is
# not circled; blank metadata is left out.
cat >"$tmp/diagramless.txt" <<'EOF'
<ACROSS PUZZLE>
<TITLE>
<AUTHOR>
<COPYRIGHT>
<SIZE>
3x3
<GRID>
cat
a:e
bed
<ACROSS>
Purr machine
Place to sleep
<DOWN>
Yellow ride
Talk with an audience
EOF
check_stdin_golden "a diagramless" 1300-diagramless 0 \
    "$tmp/diagramless.txt" ipuz-convert
# A grid of nothing but X has no solution.
sed 's/cat/XXX/; s/a:e/X.X/; s/bed/XXX/' "$tmp/diagramless.txt" \
    >"$tmp/x.txt"
check_stdin_golden "a grid of X has no solution" 1300-no-solution 0 \
    "$tmp/x.txt" ipuz-convert

# bad DESC MESSAGE CMD...: the v2 file as CMD changes it, read from
# stdin, is refused with exit status 2 and the one line "ipuz-convert:
# MESSAGE", which names the fault and its place.
bad() {
	desc=$1 msg=$2
	shift 2
	"$@" <"$v2" >"$tmp/bad.txt"
	check_err "$desc" 2 "ipuz-convert: $msg" \
	    from "$tmp/bad.txt" ipuz-convert
}
bad "no header" \
    '<stdin>:1: missing <ACROSS PUZZLE> or <ACROSS PUZZLE V2> header' \
    sed 1d
bad "an unknown section" \
    '<stdin>:33: unknown section <NOTES>' \
    sed 's/<NOTEPAD>/<NOTES>/'
bad "no <SIZE>" \
    '<stdin>: missing <SIZE> section' \
    sed '/<SIZE>/,/5x5/d'
bad "a size over the limit" \
    '<stdin>:10: size "1001x5" is out of range: 1x1 to 1000x1000' \
    sed 's/5x5/1001x5/'
bad "a size of zero" \
    '<stdin>:10: size "0x5" is out of range: 1x1 to 1000x1000' \
    sed 's/5x5/0x5/'
bad "a size that is not WxH" \
    '<stdin>:10: size "5 by 5" is not COLUMNSxROWS, as in 15x15' \
    sed 's/5x5/5 by 5/'
bad "a size wider than the grid" \
    '<stdin>:12: row 1 has 5 cells, <SIZE> gives 6 columns' \
    sed 's/5x5/6x5/'
bad "a size taller than the grid" \
    '<stdin>:11: <GRID> has 5 rows, <SIZE> gives 6' \
    sed 's/5x5/5x6/'
bad "a size shorter than the grid" \
    '<stdin>:16: <GRID> has more than the 4 rows <SIZE> gives' \
    sed 's/5x5/5x4/'
bad "a ragged row" \
    '<stdin>:13: row 2 has 6 cells, <SIZE> gives 5 columns' \
    sed 's/hONEY/hONEYS/'
bad "too few across clues" \
    '<stdin>:20: 4 across clues for 5 across slots' \
    sed '/Took a seat/d'
bad "too many down clues" \
    '<stdin>:33: 6 down clues for 5 down slots' \
    sed 's/"Sure thing!"/&\nExtra/'
bad "an undeclared rebus marker" \
    "<stdin>:14:5: '*' is not a letter, a block or a declared rebus marker" \
    sed 's/IN1SE/IN*SE/'
bad "a character no v1 grid has" \
    "<stdin>:14:5: '!' is not a letter or a block" \
    sed 's/ V2>/>/; /<REBUS>/,/1:TEN:T/d; s/IN1SE/IN!SE/'
bad "a rebus line without its letter" \
    '<stdin>:19: rebus line "1:TEN" is not MARKER:ANSWER:LETTER, as in 1:STAR:S' \
    sed 's/1:TEN:T/1:TEN/'
bad "a rebus line without its answer" \
    '<stdin>:19: rebus line "1::T" is not MARKER:ANSWER:LETTER, as in 1:STAR:S' \
    sed 's/1:TEN:T/1::T/'
bad "a rebus marker of two characters" \
    '<stdin>:19: rebus line "12:TEN:T" is not MARKER:ANSWER:LETTER, as in 1:STAR:S' \
    sed 's/1:TEN:T/12:TEN:T/'
bad "a rebus marker declared twice" \
    "<stdin>:20: rebus marker '1' is declared twice" \
    sed 's/1:TEN:T/&\n1:TON:T/'
bad "an unknown rebus flag" \
    '<stdin>:18: unknown <REBUS> flag "SHADE": only MARK is known' \
    sed 's/MARK;/MARK;SHADE/'
bad "<REBUS> in a v1 file" \
    '<stdin>:17: <REBUS> needs the v2 header <ACROSS PUZZLE V2>' \
    sed 's/ V2>/>/'
bad "a section twice" \
    '<stdin>:4: second <TITLE> section: the first is on line 2' \
    sed 's/<AUTHOR>/<TITLE>/'
bad "two lines of author" \
    '<stdin>:6: second line in <AUTHOR>, which holds one' \
    sed 's/xwtools team/one\ntwo/'
bad "text before the first section" \
    '<stdin>:2: text before the first section' \
    sed 's/^<TITLE>/Hello\n&/'
bad "a NUL byte" \
    '<stdin>:25:6: control character U+0000 in the text' \
    sed 's/Sandy/San\x00dy/'
bad "a NUL byte in Windows-1252 text" \
    '<stdin>:25:6: control character U+0000 in the text' \
    sed 's/Sandy/San\x00d\xe9y/'
bad "a control character" \
    '<stdin>:25:6: control character U+0007 in the text' \
    sed 's/Sandy/San\x07dy/'
bad "a byte neither UTF-8 nor Windows-1252" \
    '<stdin>:25:6: byte 0x81 is neither UTF-8 nor Windows-1252 text' \
    sed 's/Sandy/San\x81dy/'

# No prefix of a good file crashes or says more than one line.
n=$(wc -c <"$v2") k=1 odd=
while [ "$k" -lt "$n" ]; do
	s=0
	head -c "$k" "$v2" | ipuz-convert >/dev/null 2>"$tmp/prefix.err" ||
	    s=$?
	lines=$(wc -l <"$tmp/prefix.err")
	if ! { [ "$s" -eq 0 ] && [ "$lines" -eq 0 ]; } &&
	    ! { [ "$s" -eq 2 ] && [ "$lines" -eq 1 ]; }; then
		odd="$odd $k"
	fi
	k=$((k + 7))
done
if [ -z "$odd" ]; then
	pass "every prefix of the v2 file is read, or refused in one line"
else
	fail "every prefix of the v2 file is read, or refused in one line"
	echo "# odd prefixes:$odd"
fi
done_testing
