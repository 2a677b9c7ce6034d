#!/bin/sh
# ipuz-convert: reading Across Lite text, v1 and v2.
. "$(dirname "$0")/lib.sh"

plan 42

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
check_golden "v1 passes the lint" 1300-v1-check 0 \
    sh -c 'ipuz-convert "$0" | ipuz-check -l' "$v1"
check_golden "v2 passes the lint" 1300-v2-check 0 \
    sh -c 'ipuz-convert "$0" | ipuz-check -l' "$v2"

# Through .puz and back, the puzzle is the same.
for v in v1 v2; do
	f=t/data/acrosstext-$v.txt
	ipuz-convert -o "$tmp/$v.ipuz" "$f"
	ipuz-convert -t puz -o "$tmp/$v.puz" "$f"
	ipuz-convert -o "$tmp/$v-back.ipuz" "$tmp/$v.puz"
	plain "$tmp/$v.ipuz" >"$tmp/$v.json"
	plain "$tmp/$v-back.ipuz" >"$tmp/$v-back.json"
	check_golden "$v: text -> puz -> ipuz is text -> ipuz" 1300-none 0 \
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

# Every fault is one line with its place, and exit status 2.
bad() {
	label=$1 desc=$2
	shift 2
	"$@" <"$v2" >"$tmp/$label.txt"
	check_stdin_golden "$desc" "1300-$label" 2 "$tmp/$label.txt" \
	    ipuz-convert
}
bad no-header "no header" sed 1d
bad unknown "an unknown section" sed 's/<NOTEPAD>/<NOTES>/'
bad no-size "no <SIZE>" sed '/<SIZE>/,/5x5/d'
bad huge-size "a size over the limit" sed 's/5x5/1001x5/'
bad zero-size "a size of zero" sed 's/5x5/0x5/'
bad bad-size "a size that is not WxH" sed 's/5x5/5 by 5/'
bad wide-size "a size wider than the grid" sed 's/5x5/6x5/'
bad tall-size "a size taller than the grid" sed 's/5x5/5x6/'
bad short-size "a size shorter than the grid" sed 's/5x5/5x4/'
bad ragged "a ragged row" sed 's/hONEY/hONEYS/'
bad few-clues "too few across clues" sed '/Took a seat/d'
bad many-clues "too many down clues" sed 's/"Sure thing!"/&\nExtra/'
bad undeclared "an undeclared rebus marker" sed 's/IN1SE/IN*SE/'
bad not-grid "a character no v1 grid has" \
    sed 's/ V2>/>/; /<REBUS>/,/1:TEN:T/d; s/IN1SE/IN!SE/'
bad rebus-line "a rebus line without its letter" sed 's/1:TEN:T/1:TEN/'
bad rebus-answer "a rebus line without its answer" sed 's/1:TEN:T/1::T/'
bad rebus-marker "a rebus marker of two characters" sed 's/1:TEN:T/12:TEN:T/'
bad rebus-twice "a rebus marker declared twice" sed 's/1:TEN:T/&\n1:TON:T/'
bad rebus-flag "an unknown rebus flag" sed 's/MARK;/MARK;SHADE/'
bad rebus-v1 "<REBUS> in a v1 file" sed 's/ V2>/>/'
bad second "a section twice" sed 's/<AUTHOR>/<TITLE>/'
bad two-lines "two lines of author" sed 's/xwtools team/one\ntwo/'
bad outside "text before the first section" sed 's/^<TITLE>/Hello\n&/'
bad nul "a NUL byte" sed 's/Sandy/San\x00dy/'
bad nul-1252 "a NUL byte in Windows-1252 text" sed 's/Sandy/San\x00d\xe9y/'
bad control "a control character" sed 's/Sandy/San\x07dy/'
bad cp1252 "a byte neither UTF-8 nor Windows-1252" sed 's/Sandy/San\x81dy/'

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
