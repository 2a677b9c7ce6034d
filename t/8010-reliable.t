#!/bin/sh
# Every tool: -h and -V to a standard output that cannot be written, an
# input never overwritten, messages a file cannot forge; wordfind's -B
# and -a on their failure paths (clean under make asan).
. "$(dirname "$0")/lib.sh"

bad=$(printf 'bad\nx.ipuz: error: forged\033[2J.ipuz')
: >"$tmp/$bad"
for t in $tools; do
	if [ -w /dev/full ]; then
		check_stderr "$t: -h to a full standard output: one message, exit 2" \
		    2 "$t: cannot write '<stdout>': No space left on device" \
		    sh -c '"$0" -h >/dev/full' "$t"
		check_stderr "$t: -V to a full standard output: one message, exit 2" \
		    2 "$t: cannot write '<stdout>': No space left on device" \
		    sh -c '"$0" -V >/dev/full' "$t"
	else
		skip "$t: -h to a full standard output: one message, exit 2" \
		    "no /dev/full"
		skip "$t: -V to a full standard output: one message, exit 2" \
		    "no /dev/full"
	fi
	# The name is escaped wherever the tool names it.
	case $t in
	ipuz-pack) set -- -t -f "$tmp/$bad" ;;
	wordfind) set -- -w "$tmp/$bad" x ;;
	*) set -- "$tmp/$bad" ;;
	esac
	"$t" "$@" >/dev/null 2>"$tmp/named" </dev/null || :
	if [ -s "$tmp/named" ] && [ "$(wc -l <"$tmp/named")" -eq 1 ] &&
	    ! grep -q "$(printf '\033')" "$tmp/named"; then
		pass "$t: a file's name cannot forge a line of its messages"
	else
		fail "$t: a file's name cannot forge a line of its messages"
		diag_file "$tmp/named"
	fi
done

# wordfind -B: the list is an input, by any name.
printf 'apple;50\nbanana;60\ncherry\n' >"$tmp/l.txt"
cp "$tmp/l.txt" "$tmp/l.keep"
check_stderr "wordfind -B -w l.txt -o l.txt is refused, the list kept" 2 \
    "wordfind: l.txt: will not overwrite the input" \
    sh -c 'cd "$0" && wordfind -B -w l.txt -o l.txt || { s=$?;
    cmp -s l.txt l.keep && exit $s; }' "$tmp"
ln "$tmp/l.txt" "$tmp/hard.txt"
check_stderr "so is another name of it" 2 \
    "wordfind: hard.txt: will not overwrite the input" \
    sh -c 'cd "$0" && wordfind -B -w l.txt -o hard.txt || { s=$?;
    cmp -s l.txt l.keep && exit $s; }' "$tmp"
check_stderr "a list that fails to build: one message, nothing written" 2 \
    "wordfind: empty.txt: the word list is empty" \
    sh -c 'cd "$0" && : >empty.txt && wordfind -B -w empty.txt -o e.idx ||
    { s=$?; test ! -e e.idx && exit $s; }' "$tmp"
check_stderr "an index that cannot be written: one message" 2 \
    "wordfind: cannot create 'no/such.idx': No such file or directory" \
    sh -c 'cd "$0" && wordfind -B -w l.txt -o no/such.idx' "$tmp"
(cd "$tmp" && wordfind -B -w l.txt -o l.idx)
check_stderr "wordfind -a with no match: exit 1, quietly" 1 "" \
    sh -c 'cd "$0" && wordfind -a -w l.idx "zz?" && exit 9;
    s=$?; test ! -s "$1" && exit $s' "$tmp" "$tmp/out"
check_stderr "wordfind -a -j with no match" 1 "" \
    sh -c 'cd "$0" && wordfind -a -j -w l.idx "zz?" >j.out; s=$?;
    grep -q "\"count\": *0" j.out && exit $s' "$tmp"

# gridfill reads a grid and is told to write onto it.
cp t/data/fill-mini.txt "$tmp/g.txt"
cp "$tmp/g.txt" "$tmp/g.keep"
check_stderr "gridfill -o onto its input is refused, the input kept" 2 "" \
    sh -c 'cd "$0" && gridfill -o g.txt g.txt 2>g.err; s=$?;
    grep -qx "gridfill: g.txt: will not overwrite the input" g.err &&
    cmp -s g.txt g.keep && exit $s' "$tmp"

# A message is one write(2): parallel writers to one pipe never mix.
check_stderr "messages of 8 processes on one pipe stay whole" 0 "" \
    sh -c 'cd "$0" && for i in 1 2 3 4 5 6 7 8; do
    (for j in 1 2 3 4 5 6 7 8 9 10; do
    wordfind -w l.idx "[a-$i" "[b-$i" 2>&1 >/dev/null; done) & done 2>&1 |
    awk "/^wordfind: pattern .\[[ab]-[1-8]., column 4: bad range in a set\$/ {
    n++; next } { bad++ } END { exit bad > 0 || n != 160 }"' "$tmp"

done_testing
