#!/bin/sh
# See LICENSE file for copyright and license details.
# Benchmark ipuz-render in one run (make bench). The goals: the 21x21 of
# bench/data with its 138 clues to a PDF and to a PNG in under 100 ms
# each, and a 15x15 as a terminal picture in under 5 ms, process start
# included. The baselines, in the same run: ipuz-convert of the same
# 21x21 to .puz (starting a tool and reading the puzzle, what every tool
# pays), and ipuz-render of a one-cell grid to a PDF (loading cairo,
# pango and fontconfig and embedding a font, before any puzzle is drawn).
#
# Times are the best of several runs (best_time of bench/lib.sh), net of
# the cost of reading the clock.
#
# Environment: IPUZ_RENDER (default bin/ipuz-render), IPUZ_CONVERT
# (default bin/ipuz-convert), BENCH_RUNS (runs of each measurement; default
# 20).
set -eu
. "$(dirname "$0")/lib.sh"
render=${IPUZ_RENDER:-$top/bin/ipuz-render}
conv=${IPUZ_CONVERT:-$top/bin/ipuz-convert}
runs=${BENCH_RUNS:-20}
sunday=$top/bench/data/sunday-21x21.ipuz
rebus=$top/examples/rebus-15x15.ipuz

need_built "$render" "$conv"
need_clock

scratch
echo A >"$tmp/one.txt"

clock=$(best_time "$runs" :)
convert=$(best_time "$runs" "$conv" -t puz "$sunday")
one=$(best_time "$runs" "$render" -t pdf "$tmp/one.txt")
pdf=$(best_time "$runs" "$render" -c -t pdf "$sunday")
png=$(best_time "$runs" "$render" -c -t png "$sunday")
png100=$(best_time "$runs" "$render" -c -r 100 -t png "$sunday")
svg=$(best_time "$runs" "$render" -c -t svg "$sunday")
text=$(best_time "$runs" "$render" -t text "$rebus")
textc=$(best_time "$runs" "$render" -c -t text "$sunday")

echo "ipuz-render benchmark: best of $runs runs, process start included" \
    "($(machine))"
awk -v clock="$clock" -v conv="$convert" -v one="$one" -v pdf="$pdf" \
    -v png="$png" -v png100="$png100" -v svg="$svg" -v text="$text" \
    -v textc="$textc" '
function ms(t) {
	return (t - clock) / 1e6
}
function row(name, t, goal,    verdict) {
	verdict = ""
	if (goal != "" && ms(t) < goal)
		verdict = "  (goal < " goal " ms: met)"
	else if (goal != "")
		verdict = "  (goal < " goal " ms: MISSED)"
	printf "%-40s %7.2f ms %6.1fx convert %5.2fx one cell%s\n", name,
	    ms(t), ms(t) / ms(conv), ms(t) / ms(one), verdict
}
BEGIN {
	row("baseline: ipuz-convert 21x21 to .puz", conv, "")
	row("baseline: one-cell grid to PDF", one, "")
	row("21x21, 138 clues, to PDF (-c)", pdf, 100)
	row("21x21, 138 clues, to PNG (-c, 150 dpi)", png, 100)
	row("21x21, 138 clues, to PNG (-c, 100 dpi)", png100, "")
	row("21x21, 138 clues, to SVG (-c)", svg, "")
	row("15x15 terminal picture (-t text)", text, 5)
	row("21x21 terminal picture with clues", textc, "")
	print "(times net of the " int(clock / 1000) " us cost of reading the" \
	    " clock; output to /dev/null)"
}'
