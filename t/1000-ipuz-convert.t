#!/bin/sh
# ipuz-convert: formats in and out, round trips, batches, bad input.
. "$(dirname "$0")/lib.sh"

plan 31

corpus=$shared/corpus/puz
grids=$shared/bench/grids

# Our own puzzles through every format that can hold them.
check_golden "ipuz to puz" 1000-mini-puz 0 \
    ipuz-convert -t puz examples/mini-5x5.ipuz
check_golden "ipuz to a text grid" 1000-mini-grid 0 \
    ipuz-convert -t grid examples/mini-5x5.ipuz
ipuz-convert -t puz -o "$tmp/rebus.puz" examples/rebus-15x15.ipuz
ipuz-convert -o "$tmp/rebus.ipuz" "$tmp/rebus.puz"
check_golden "a rebus with circles survives ipuz -> puz -> ipuz" \
    1000-rebus-check 0 sh -c 'cd "$0" && ipuz-check -l rebus.ipuz' "$tmp"
check_golden "puz back from its ipuz is the same bytes" 1000-empty 0 \
    sh -c 'ipuz-convert -t puz "$0" | cmp - "$1"' "$tmp/rebus.ipuz" \
    "$tmp/rebus.puz"
check_golden "unknown members print as json-c prints them: escapes, numbers, empties" \
    1000-printing 0 ipuz-convert t/data/printing.ipuz
check_golden "a text grid reads as a puzzle" 1000-grid-ipuz 0 \
    ipuz-convert t/data/grid.txt
check_golden "a text grid comes back as it was" 1000-empty 0 \
    sh -c 'ipuz-convert t/data/grid.txt | ipuz-convert -t grid |
    cmp - t/data/grid.txt'
check_golden "stdin is read when there is no file" 1000-mini-grid 0 \
    sh -c 'ipuz-convert -t grid <examples/mini-5x5.ipuz'

# What a format cannot hold is refused, and no output is left behind.
check_golden "a rebus cannot be a text grid" 1000-rebus-grid 2 \
    ipuz-convert -t grid examples/rebus-15x15.ipuz
mkdir "$tmp/nothing"
check_golden "bars cannot be a .puz, and no file is left" 1000-barred-puz 2 \
    sh -c 'ipuz-convert -t puz -o "$0/barred.puz" examples/barred.ipuz;
    s=$?; ls "$0"; exit $s' "$tmp/nothing"

# Outputs and inputs are never overwritten by surprise.
mkdir "$tmp/outdir"
cp t/data/grid.txt "$tmp/g.txt"
(cd "$tmp" && ipuz-convert -d outdir g.txt)
check_golden "an existing output is kept without -f" 1000-exists 2 \
    sh -c 'cd "$0" && ipuz-convert -d outdir g.txt' "$tmp"
check_golden "-f overwrites it" 1000-empty 0 \
    sh -c 'cd "$0" && ipuz-convert -f -d outdir g.txt' "$tmp"
check_golden "the input is never the output" 1000-same 2 \
    sh -c 'cp examples/mini-5x5.ipuz "$0/m.ipuz" && cd "$0" &&
    ipuz-convert -f -o m.ipuz m.ipuz' "$tmp"
check_golden "the input is never the output, without -f either" 1000-same 2 \
    sh -c 'cd "$0" && ipuz-convert -o m.ipuz m.ipuz' "$tmp"
check_golden "refused and failed outputs leave no temporary file" 1000-empty 0 \
    sh -c 'cd "$0" && ipuz-convert -o outdir/bad.ipuz /dev/null 2>/dev/null;
    ls -A . outdir | grep xwtmp; true' "$tmp"
check_golden "several inputs need -d" 1000-several 2 \
    ipuz-convert examples/mini-5x5.ipuz examples/cryptic.ipuz
check_golden "-o and -d together are a usage error" 1000-usage 2 \
    ipuz-convert -o x -d y examples/mini-5x5.ipuz
check_golden "an unknown format" 1000-format 2 \
    ipuz-convert -t pdf examples/mini-5x5.ipuz
check_golden "not a puzzle" 1000-not-puzzle 2 ipuz-convert t/data/words.txt
if [ -w /dev/full ]; then
	check_golden "a full disk is trouble" 1000-full 2 \
	    ipuz-convert -o /dev/full examples/mini-5x5.ipuz
else
	skip "a full disk is trouble" "no /dev/full"
fi

# The real-world corpus: every good .puz comes back byte-identical.
if [ -d "$corpus" ]; then
	mkdir "$tmp/ipuz" "$tmp/puz" "$tmp/ipuz2"
	check_golden "a batch keeps going past bad files and counts them" \
	    1000-corpus-batch 2 sh -c 'cd "$0" &&
	    ipuz-convert -q -d "$1/ipuz" *.puz' "$corpus" "$tmp"
	ipuz-convert -q -t puz -d "$tmp/puz" "$tmp"/ipuz/*.ipuz
	same=0 differ=
	for f in "$tmp"/puz/*.puz; do
		if cmp -s "$f" "$corpus/$(basename "$f")"; then
			same=$((same + 1))
		else
			differ="$differ $(basename "$f")"
		fi
	done
	if [ "$same" -eq 36 ] && [ -z "$differ" ]; then
		pass "36 corpus .puz files come back byte-identical"
	else
		fail "36 corpus .puz files come back byte-identical"
		echo "# $same identical; differ:$differ"
	fi
	check_golden "ipuz-check is clean on every converted corpus file" \
	    1000-corpus-check 0 sh -c 'ipuz-check "$0"/ipuz/*.ipuz |
	    sed "s|^$0/||"' "$tmp"
	check_golden "-J 2 converts the same" 1000-empty 0 sh -c '
	    ipuz-convert -q -J 2 -d "$0/ipuz2" "$1"/*.puz 2>/dev/null;
	    diff -r "$0/ipuz" "$0/ipuz2"' "$tmp" "$corpus"
	check_golden "-K finds the key of a scrambled puzzle" 1000-key 0 \
	    sh -c 'ipuz-convert -K -t grid "$0" | grep -c LAKEONTARIO' \
	    "$corpus/puzpy__nyt_locked.puz"
	check_golden "unlocked with 8329, the locked NYT Feb 02 2016 has the solution of its twin" \
	    1000-empty 0 sh -c 'ipuz-convert -k 8329 -t grid \
	    "$0/xpuz__NYT_Feb0216-locked-8329.puz" >"$1/locked.txt" &&
	    ipuz-convert -t grid "$0/xpuz__NYT_Feb0216.puz" |
	    cmp - "$1/locked.txt"' "$corpus" "$tmp"
	check_golden "a wrong key is an error" 1000-wrong-key 2 sh -c \
	    'cd "$0" && ipuz-convert -k 1234 puzpy__nyt_locked.puz' "$corpus"
	check_golden "-f reads past a bad checksum with a warning" \
	    1000-force 0 sh -c 'cd "$0" && ipuz-convert -f -t grid \
	    crosshare__nyt_with_shape_1byte_modified.puz | wc -l' "$corpus"
	# The corpus's .ipuz files that kotwords wrote from one .puz. The
	# issue fixes our version at 1.3 where kotwords writes 1.4: byte 27.
	check_golden "kotwords__test.ipuz is kotwords__test.puz, exactly" \
	    1000-empty 0 sh -c 'ipuz-convert -t puz "$0/ipuz/kotwords__test.ipuz" |
	    cmp - "$0/puz/kotwords__test.puz"' "$shared/corpus"
	check_golden "gaps: clues by slot, references renumbered, a stray clue left out" \
	    1000-gaps 1 sh -c 'cd "$0/ipuz" && ipuz-convert -t puz \
	    kotwords__gaps.ipuz | cmp -l - ../puz/kotwords__gaps.puz' \
	    "$shared/corpus"
	check_golden "an empty clue is written as -" 1000-version-only 1 \
	    sh -c 'ipuz-convert -t puz "$0/ipuz/kotwords__test-empty-clue.ipuz" |
	    cmp -l - "$0/puz/kotwords__test-empty-clue.puz"' "$shared/corpus"
else
	for t in batch identical clean jobs key unlocked wrong-key force \
	    kotwords gaps empty-clue; do
		skip "corpus test $t" "no $corpus"
	done
fi
done_testing
