#!/bin/sh
# See LICENSE file for copyright and license details.
# What `make demo` shows: the tools at work on the bundled examples.
# t/9000-examples.t runs it and compares its output, so it cannot rot.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
PATH=$top/bin:$PATH
# The commands run, as printed, from the top of the tree; the files they
# make go to a scratch folder that sees the examples as examples/.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$top/examples" "$work/examples"
cd "$work"

# Show a command as it is typed, so that it can be pasted (with bin/ on
# PATH), and run it.
run() {
	echo "\$ $1"
	eval "$1"
	echo
}

# Validate and lint every example as an editor would.
for f in examples/*.ipuz; do
	run "ipuz-check -l $f"
done
# The same report as JSON, for CI.
run "ipuz-check -j examples/mini-5x5.ipuz"

# Formats: our mini as an Across Lite .puz and back, and as a text grid;
# the barred puzzle through Crossword Compiler's .jpz and back; the
# cryptic as .xd.
run 'ipuz-convert -t puz examples/mini-5x5.ipuz | ipuz-convert | ipuz-check -l'
run 'ipuz-convert -t grid examples/mini-5x5.ipuz'
run 'ipuz-convert -t jpz examples/barred.ipuz | ipuz-convert | ipuz-check -l'
run 'ipuz-convert -t xd examples/cryptic.ipuz | head -n 24'

# Draw: the mini with its clues as a terminal picture; every example
# with its answer key in one PDF to print.
run 'ipuz-render -t text -c examples/mini-5x5.ipuz'
run 'ipuz-render -c -k -p letter examples/*.ipuz | pdfinfo - | grep Pages'

# Words from the default list (SCOWL): a pattern, an anagram, a count,
# and two slots that cross at their second letters.
run "wordfind -n 5 '?NO?E'"
run 'wordfind /tsar'
run "wordfind -c 'c*t'"
run "wordfind -n 3 'c??:2+?a?:2'"

# Fill an empty grid from the default list, as CI would, then show the
# figures of the fill.
run 'gridfill examples/grid-5x5.txt | ipuz-convert -t grid'
run 'gridfill examples/grid-5x5.txt | ipuz-check -S'

# The examples as a puzzle set: packed by their manifest (the same bytes
# every time), listed, verified with the set's own lint, and extracted.
run 'ipuz-pack -c -f examples.zip -m examples/set.json'
run 'ipuz-pack -t -f examples.zip'
run 'ipuz-pack -v -f examples.zip'
run 'ipuz-pack -v -l -f examples.zip || echo "exit status $?"'
run 'mkdir out && ipuz-pack -x -C out -f examples.zip && find out -type f | sort'
