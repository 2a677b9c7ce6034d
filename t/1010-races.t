#!/bin/sh
# Races: without -f, of processes writing one name at once exactly one
# writes it and the others say "exists"; nothing else is left behind.
. "$(dirname "$0")/lib.sh"


# mk FILE TITLE: the mini puzzle, titled TITLE, so that an output tells
# which input it came from.
mk() {
	sed "s/\"title\": \"[^\"]*\"/\"title\": \"$2\"/" examples/mini-5x5.ipuz \
	    >"$1"
}

# The title an ipuz file holds.
title_of() {
	sed -n 's/^  "title": "\(.*\)",$/\1/p' "$1"
}

# 100 pairs, each two runs started together onto one name.
mk "$tmp/A.ipuz" A
mk "$tmp/B.ipuz" B
mkdir "$tmp/pairs" "$tmp/perr"
i=0
while [ $i -lt 100 ]; do
	for w in A B; do
		ipuz-convert -o "$tmp/pairs/$i.ipuz" "$tmp/$w.ipuz" \
		    2>"$tmp/perr/$i.$w" &
	done
	i=$((i + 1))
	# A few pairs at a time, so that each pair races itself rather than
	# the machine's process table.
	[ $((i % 10)) -ne 0 ] || wait
done
wait
bad=0 lost=0
i=0
while [ $i -lt 100 ]; do
	winner=$(title_of "$tmp/pairs/$i.ipuz")
	case $winner in
	A) loser=B ;;
	B) loser=A ;;
	*) loser=none ;;
	esac
	want="ipuz-convert: $tmp/pairs/$i.ipuz: exists; -f overwrites it"
	if [ $loser = none ] || [ -s "$tmp/perr/$i.$winner" ] ||
	    [ "$(cat "$tmp/perr/$i.$loser")" != "$want" ]; then
		bad=$((bad + 1))
		[ $bad -gt 3 ] || { echo "# pair $i: winner '$winner'";
		    cat "$tmp/perr/$i.A" "$tmp/perr/$i.B" | diag_file /dev/stdin; }
	fi
	i=$((i + 1))
done
if [ $bad -eq 0 ]; then
	pass "100 racing pairs: each name written once, the loser says exists"
else
	fail "100 racing pairs: each name written once, the loser says exists"
	echo "# $bad pairs went wrong"
fi
if [ "$(ls -A "$tmp/pairs" | wc -l)" -eq 100 ]; then
	pass "and nothing but the 100 outputs is in the folder"
else
	fail "and nothing but the 100 outputs is in the folder"
	ls -A "$tmp/pairs" | grep -v '^[0-9]*\.ipuz$' | diag_file /dev/stdin
fi

# 8 batches of -J 4 into one folder, each of the same 100 names.
n=100
b=1
while [ $b -le 8 ]; do
	mkdir "$tmp/in$b"
	mk "$tmp/in$b/p0.ipuz" "batch $b"
	i=1
	while [ $i -lt $n ]; do
		cp "$tmp/in$b/p0.ipuz" "$tmp/in$b/p$i.ipuz"
		i=$((i + 1))
	done
	b=$((b + 1))
done
b=1
while [ $b -le 8 ]; do
	ipuz-convert -J 4 -d "$tmp/out" "$tmp/in$b"/*.ipuz \
	    2>"$tmp/berr$b" &
	b=$((b + 1))
done
wait
# Who wrote each name, by the title in it; who says it wrote it: every
# name of its batch it did not find existing.
for f in "$tmp"/out/*.ipuz; do
	echo "$(basename "$f") $(title_of "$f")"
done | sort >"$tmp/written"
b=1
while [ $b -le 8 ]; do
	sed -n "s|^ipuz-convert: $tmp/out/\(p[0-9]*\.ipuz\): exists; -f overwrites it, -u only when the input is newer\$|\1|p" \
	    "$tmp/berr$b" | sort >"$tmp/lost$b"
	(cd "$tmp/in$b" && ls) | sort | comm -23 - "$tmp/lost$b" |
	    sed "s/\$/ batch $b/"
	b=$((b + 1))
done | sort >"$tmp/claimed"
if [ "$(wc -l <"$tmp/written")" -eq $n ] &&
    cmp -s "$tmp/written" "$tmp/claimed"; then
	pass "8 racing -J 4 batches: each name written by exactly one batch"
else
	fail "8 racing -J 4 batches: each name written by exactly one batch"
	diff "$tmp/written" "$tmp/claimed" | head -n 10 | diag_file /dev/stdin
fi
# Every other line of a batch's stderr is an "exists", and its last line
# counts them.
bad=0
b=1
while [ $b -le 8 ]; do
	lost=$(wc -l <"$tmp/lost$b")
	lines=$(wc -l <"$tmp/berr$b")
	if [ "$lost" -gt 0 ]; then
		last="ipuz-convert: $lost of $n files failed"
		[ "$lines" -eq $((lost + 1)) ] &&
		    [ "$(tail -n 1 "$tmp/berr$b")" = "$last" ] ||
		    bad=$((bad + 1))
	else
		[ "$lines" -eq 0 ] || bad=$((bad + 1))
	fi
	b=$((b + 1))
done
if [ $bad -eq 0 ]; then
	pass "each batch says exists for every name it lost, and counts them"
else
	fail "each batch says exists for every name it lost, and counts them"
	cat "$tmp/berr1" | head -n 5 | diag_file /dev/stdin
fi
if [ "$(ls -A "$tmp/out" | wc -l)" -eq $n ]; then
	pass "and no temporary file is left in the folder"
else
	fail "and no temporary file is left in the folder"
fi

# With -f the last writer wins, whole: every file is one batch's.
b=1
while [ $b -le 4 ]; do
	ipuz-convert -f -q -J 2 -d "$tmp/out" "$tmp/in$b"/*.ipuz &
	b=$((b + 1))
done
wait
ipuz-convert "$tmp/in1/p0.ipuz" >"$tmp/ref.ipuz"
bad=0
for f in "$tmp"/out/*.ipuz; do
	t=$(title_of "$f")
	case $t in
	"batch "[1-8]) sed "s/\"$t\"/\"batch 1\"/" "$f" |
	    cmp -s - "$tmp/ref.ipuz" || bad=$((bad + 1)) ;;
	*) bad=$((bad + 1)) ;;
	esac
done
if [ $bad -eq 0 ] && [ "$(ls -A "$tmp/out" | wc -l)" -eq $n ]; then
	pass "-f: every output whole, no temporary file left"
else
	fail "-f: every output whole, no temporary file left"
fi

# An input changed while it was converted gave an output of the old text
# dated after the new one, which -u then skipped for ever. It is said,
# and the output dated before the input. The output is a pipe, whose
# reader lets the conversion end only once the input has changed: the
# .xd of a 400x400 grid is past a pipe's 64 KiB.
# The batches above wrote into $tmp/out, where the checks below keep
# their standard output.
rm -rf "$tmp/out"
mkdir "$tmp/chg"
for t in OLD NEW; do
	awk -v t=$t 'BEGIN { n = 400
	    printf "{\"version\":\"http://ipuz.org/v2\",\"kind\":"
	    printf "[\"http://ipuz.org/crossword#1\"],\"title\":\"%s\",", t
	    printf "\"dimensions\":{\"width\":%d,\"height\":%d},", n, n
	    printf "\"puzzle\":["
	    for (r = 0; r < n; r++) { printf "%s[", r ? "," : ""
		for (c = 0; c < n - 1; c++) printf "0,"; printf "0]" }
	    printf "],\"solution\":["
	    for (r = 0; r < n; r++) { printf "%s[", r ? "," : ""
		for (c = 0; c < n - 1; c++) printf "\"A\","; printf "\"A\"]" }
	    print "]}" }' >"$tmp/chg/$t.ipuz"
done
check_err "an input changed while converted: said, output dated before it" 0 \
    "ipuz-convert: h.ipuz: warning: changed while converted; run again" \
    sh -c 'cd "$0" && cp OLD.ipuz h.ipuz && mkfifo p || exit 9
    ipuz-convert -q -t xd -o p h.ipuz & pid=$!
    exec 3<p
    head -c 1 <&3 >/dev/null
    cp NEW.ipuz .h.tmp && mv .h.tmp h.ipuz
    cat <&3 >/dev/null
    wait $pid; s=$?
    test -z "$(find p -newer h.ipuz)" && exit $s' "$tmp/chg"

done_testing
