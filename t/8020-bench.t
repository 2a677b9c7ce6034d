#!/bin/sh
# bench/gridfill.sh in both of its modes, on the smallest bench grid:
# each runs to its table, with the limit and runs of its mode (make
# bench-full once stopped at its first line, unset variable, and no
# test saw it). Qxw is left out: what is checked is the script, not
# the race.
. "$(dirname "$0")/lib.sh"

# bench VAR=VALUE...: bench/gridfill.sh on 4xopen and the default list,
# one run of 5 s at most, no robustness runs, no Qxw, and VAR=VALUE...
bench() {
	run_check env BENCH_GRIDS=4xopen BENCH_LISTS=default BENCH_ROBUST=0 \
	    BENCH_LIMIT=5 BENCH_RUNS=1 QXW=/nonexistent "$@" \
	    sh bench/gridfill.sh
}

# bench_mode DESC TERMS FULL: bench/gridfill.sh with BENCH_FULL=FULL
# prints TERMS on its first line (the limit and runs), a checked fill on
# the grid's row, and that Qxw was left out.
bench_mode() {
	bench BENCH_FULL="$3"
	ok=1
	status_is 0 || ok=0
	{
		sed -n '1s/.*, limit \(.*\), gridfill .*/limit \1/p' "$tmp/out"
		awk '$1 == "4xopen" { print $1, $2, $4, $5, $6, $7, $8, $9, $10 }' \
		    "$tmp/out"
		tail -n 1 "$tmp/out"
	} >"$tmp/got"
	text_is "the table" "$2
4xopen default filled PASS - - - - -
(no Qxw column: no /nonexistent)" "$tmp/got" || ok=0
	text_is stderr "" "$tmp/err" || ok=0
	result "$1" "$ok"
}

bench_mode "make bench: the quick mode runs to its table" \
    "limit 5 s a grid, best of 1 runs (1 over 1 s)" 0
bench_mode "make bench-full: the full mode runs to its table" \
    "limit 5 s a grid, best of 1 runs (1 over 5 s)" 1

# The draws: two of 4xopen, no seed and -S 1, each a checked fill.
bench BENCH_DRAWS=2
ok=1
status_is 0 || ok=0
awk '/^draws: / { d = 1; print; next }
    d && $1 == "grid" { print $1, $2, $3, $4, $5 }
    d && $1 == "4xopen" { print $1, $2, $5, $6, $7, $8 }' \
    "$tmp/out" >"$tmp/got"
text_is "the draws" "draws: 2 a grid and list, a run each (gridfill with no seed and -S 1; Qxw with its list as above and once shuffled among equal scores)
grid list gridfill median (range)
4xopen default 2/2 - - -" "$tmp/got" || ok=0
text_is stderr "" "$tmp/err" || ok=0
result "make bench-draws: the draws of a grid, each answered" "$ok"

done_testing
