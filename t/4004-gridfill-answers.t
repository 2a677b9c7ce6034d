#!/bin/sh
# gridfill's answers past its short first run, where what the search
# learns (weights, nogoods, the pairs' checks) prunes it: a grid with a
# fill gets a fill that checks, a grid without one a proof, whatever the
# seed and however the search runs. A nogood that is not sound (one
# derived from more than the grid and the list) turns a fill into a
# proof of none.
. "$(dirname "$0")/lib.sh"

g=bench/data/grids

# answers GRID FLAGS...: for each of FLAGS, gridfill -P 1 on GRID with
# them: "fill" when its fill has only words of the list, none twice,
# else "exit" and its exit status.
answers() {
	_grid=$1
	shift
	for _f in "$@"; do
		_s=0
		gridfill -q -P 1 $_f "$_grid" >"$tmp/a.ipuz" 2>/dev/null ||
		    _s=$?
		if [ "$_s" != 0 ]; then
			echo "exit $_s"
		elif ipuz-check -l -w share/words.txt "$tmp/a.ipuz" |
		    grep -v -e ": info:" -e ": lint: no clues:" |
		    grep -q .; then
			echo "a fill that fails the check"
		else
			echo fill
		fi
	done
}

# Each past the first 128 dead ends: 6xopen in 589, 7xopen in 597.
check_out "6xopen fills, with each seed and score limit" 0 "fill
fill
fill
fill
fill
fill" answers "$g/6xopen.txt" "" "-S 1" "-S 2" "-S 3" "-s 40" "-s 50"
check_out "7xopen fills, with each seed" 0 "fill
fill
fill" answers "$g/7xopen.txt" "" "-S 1" "-S 2"
# Few fills: 5xopen of words scored 65 or more fills after the first
# run, and of those scored 70 or more has none (795 dead ends); 6xopen
# of words scored 55 or more fills in 3,849 dead ends with -S 2.
check_out "5xopen of the best words: fills, then none" 0 "fill
fill
fill
exit 1
exit 1" answers "$g/5xopen.txt" "-s 65" "-s 65 -S 1" "-s 65 -S 4" "-s 70" \
    "-s 70 -S 1"
check_out "6xopen of words scored 55 or more fills" 0 "fill" \
    answers "$g/6xopen.txt" "-s 55 -S 2"
# 15xstairs has no fill: 739 dead ends prove it.
check_out "15xstairs has no fill, with each seed" 0 "exit 1
exit 1
exit 1" answers "$g/15xstairs.txt" "" "-S 1" "-S 2"
check_err "... and the proof names the slot where it ran dry" 1 \
    "gridfill: $g/15xstairs.txt: no fill exists: every word for 33-across ([ACEGIKMOSUV]N[^QXYZ][^JQXYZ][^BJVZ]) leads to a dead end" \
    sh -c 'gridfill -P 1 -S 1 "$0" >/dev/null' "$g/15xstairs.txt"

done_testing
