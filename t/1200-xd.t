#!/bin/sh
# ipuz-convert: the .xd reader and writer.
. "$(dirname "$0")/lib.sh"

plan 30

corpus=$shared/corpus

# Our own files: what is read, what is written, and that it stays.
check_golden "an .xd reads as ipuz" 1200-small-ipuz 0 \
    ipuz-convert t/data/xd-small.xd
check_golden "an .xd is written back in the newer dialect" 1200-small-xd 0 \
    ipuz-convert -t xd t/data/xd-small.xd
check_golden "an .xd on stdin is told from its bytes" 1200-small-xd 0 \
    sh -c 'ipuz-convert -t xd <t/data/xd-small.xd'
check_golden "ipuz-check finds nothing wrong in it" 1200-empty 0 \
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
check_golden "xd -> ipuz -> xd gives the same bytes the second time" \
    1200-empty 0 sh -c 'cd "$0" && for f in *.1.xd; do
	cmp "$f" "${f%.1.xd}.2.xd" || exit 1; done' "$tmp"

# Bad input: one line, with the line number, status 2.
check_golden "a metadata line without ':'" 1200-nocolon 2 \
    ipuz-convert t/data/xd-nocolon.xd
check_golden "a clue for a missing slot" 1200-noslot 2 \
    ipuz-convert t/data/xd-noslot.xd
check_golden "a bad clue line" 1200-badclue 2 \
    ipuz-convert t/data/xd-badclue.xd
check_golden "a ragged grid" 1200-ragged 2 \
    ipuz-convert t/data/xd-ragged.xd
awk 'BEGIN { printf "Title: Huge\n\n\n"; for (i = 0; i < 1001; i++)
    printf "A"; printf "\n" }' >"$tmp/huge.xd"
check_golden "a grid over the size limit" 1200-huge 2 \
    sh -c 'cd "$0" && ipuz-convert huge.xd' "$tmp"

# What .xd cannot hold is refused.
sed '/"solution"/,/^  \],$/d' examples/mini-5x5.ipuz >"$tmp/nosol.ipuz"
check_golden "a puzzle without a solution" 1200-nosol 2 \
    sh -c 'cd "$0" && ipuz-convert -t xd nosol.ipuz' "$tmp"
sed 's/"O", "Z", "O"/"O", "", "O"/' examples/mini-5x5.ipuz >"$tmp/hole.ipuz"
check_golden "a solution with an empty cell" 1200-hole 2 \
    sh -c 'cd "$0" && ipuz-convert -t xd hole.ipuz' "$tmp"

# The corpus: every good file reads, checks clean and comes back stable.
if [ -d "$corpus/xd" ]; then
	mkdir "$tmp/xd"
	good=$(cd "$corpus/xd" && ls *.xd | grep -v fail)
	for f in $good; do
		ipuz-convert -o "$tmp/xd/${f%.xd}.ipuz" "$corpus/xd/$f" ||
		    echo "$f" >>"$tmp/unread"
	done
	if [ ! -s "$tmp/unread" ]; then
		pass "every good corpus .xd reads"
	else
		fail "every good corpus .xd reads"
		diag_file "$tmp/unread"
	fi
	check_golden "ipuz-check on them finds only the real fault" \
	    1200-corpus-check 1 sh -c 'cd "$0" && ipuz-check *.ipuz' \
	    "$tmp/xd"
	for f in "$tmp"/xd/*.ipuz; do
		ipuz-convert -t xd "$f" >"${f%.ipuz}.1.xd"
		ipuz-convert -t xd "${f%.ipuz}.1.xd" >"${f%.ipuz}.2.xd"
		cmp -s "${f%.ipuz}.1.xd" "${f%.ipuz}.2.xd" ||
		    echo "${f%.ipuz}" >>"$tmp/unstable"
	done
	if [ ! -s "$tmp/unstable" ]; then
		pass "corpus xd -> ipuz -> xd is stable"
	else
		fail "corpus xd -> ipuz -> xd is stable"
		diag_file "$tmp/unstable"
	fi
	for f in bad_clue bad_clue_down bad_meta; do
		check_golden "puzzmo's fail-$f is refused" 1200-fail-$f 2 \
		    sh -c 'cd "$0" && ipuz-convert -t xd "$1"' "$corpus/xd" \
		    "puzzmo__fail-$f.xd"
	done
else
	for t in 1 2 3 4 5 6; do
		skip "corpus test $t" "no corpus at $corpus"
	done
fi

# puzzmo's converter turned these .puz files into these .xd files.
for b in puzzmo__alpha-bits puzzmo__112921-speakerboxxx; do
	if [ -f "$corpus/puz/$b.puz" ] && [ -f "$corpus/xd/$b.xd" ]; then
		check_golden "$b: the .puz and the .xd are the same puzzle" \
		    1200-empty 0 sh -c 'ipuz-convert -q -t xd "$0" >"$2/a.xd" &&
		    ipuz-convert -t xd "$1" | cmp - "$2/a.xd"' \
		    "$corpus/puz/$b.puz" "$corpus/xd/$b.xd" "$tmp"
	else
		skip "$b: the .puz and the .xd are the same puzzle" \
		    "no corpus at $corpus"
	fi
done

# kotwords' .xd files and their .jpz twins are the same puzzles; what an
# .xd file says that its twin does not is shown by the goldens: the ^
# lines of test.xd, and in test-barred.xd a stated answer that its own
# bars contradict, with the twin's completion message.
if [ -d "$corpus/xd" ] && [ -d "$corpus/jpz" ]; then
	check_golden "gaps.ipuz as .xd: clues by slot, references renumbered" \
	    1200-gaps 0 sh -c 'cd "$0/ipuz" && ipuz-convert -t xd \
	    kotwords__gaps.ipuz' "$corpus"
	check_golden "kotwords test.xd is test.puz, exactly" 1200-empty 0 \
	    sh -c 'ipuz-convert -t puz "$0/xd/kotwords__test.xd" |
	    cmp - "$0/puz/kotwords__test.puz"' "$corpus"
	for pair in test:test test-barred:test-barred \
	    test-formatting:test-html test-shaded:test-shaded \
	    test-prefilled:test-prefilled; do
		x=${pair%%:*} j=${pair#*:}
		check_golden "kotwords $x.xd and $j.jpz are one puzzle" \
		    1200-twin-$x 0 sh -c 'cd "$0" && ipuz-convert -t xd \
		    xd/kotwords__$1.xd >"$3/x.xd" && ipuz-convert -t xd \
		    jpz/kotwords__$2.jpz >"$3/j.xd" &&
		    { diff "$3/x.xd" "$3/j.xd" || true; }' "$corpus" "$x" "$j" \
		    "$tmp"
	done
else
	for t in gaps test test test-barred test-formatting test-shaded \
	    test-prefilled; do
		skip "kotwords $t twins" "no corpus at $corpus"
	done
fi

done_testing
