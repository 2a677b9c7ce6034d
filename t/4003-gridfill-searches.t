#!/bin/sh
# gridfill -P: searches side by side, one a thread, that share what they
# refute; the same answer each time, whichever thread is quicker.
. "$(dirname "$0")/lib.sh"

g=bench/data/grids

# 6xopen with -S 1: the second search fills the grid in its first run,
# before the first has met 256 dead ends; its fill is the one written.
check_golden "-P 2: the second search's fill is written" 4003-second 0 \
    sh -c 'gridfill -v -P 2 -S 1 "$0/6xopen.txt" | ipuz-convert -t grid' "$g"
check_golden "-P 1: one search, its own fill" 4003-one 0 \
    sh -c 'gridfill -v -P 1 -S 1 "$0/6xopen.txt" | ipuz-convert -t grid' "$g"
check_out "the fill of -P 2 has only words of the list" 0 0 \
    sh -c 'gridfill -q -P 2 -S 1 "$0/6xopen.txt" |
    ipuz-check -w share/words.idx - | grep -c "not in the word list"
    exit 0' "$g"

# Past its first 4,096 dead ends the second search orders its choices
# by activity, not by failures: on 15xopen it finds another centre than
# the lead's (PAPAVERINES, not BLAEBERRIES), and first, in 11,725 dead
# ends of the two where the lead alone takes 14,770.
check_golden "-P 2: the second search, ordered by activity, fills 15xopen" \
    4003-activity 0 \
    sh -c 'gridfill -v -P 2 "$0/15xopen.txt" | ipuz-convert -t grid' "$g"

# The same fill and figures each time, however the threads are timed: ten
# runs, three searches each for two cores.
check_out "-P 3, ten runs: one fill, one report" 0 "1" \
    sh -c 'for i in 1 2 3 4 5 6 7 8 9 10; do
    gridfill -v -P 3 -S 1 "$0/6xopen.txt" 2>&1 | cksum; done | sort -u | wc -l' "$g"
check_out "-P 2 on the default search, ten runs: one fill, one report" 0 \
    "1" sh -c 'for i in 1 2 3 4 5 6 7 8 9 10; do
    gridfill -v -P 2 "$0/7xopen.txt" 2>&1 | cksum; done | sort -u | wc -l' "$g"

# A proof holds whichever search ends it.
check_out_err "-P 2: a proof that no fill exists" 1 "" \
    "gridfill: $g/15xstairs.txt: no fill exists: every word for 33-across ([ACEGIKMOSUV]N[^QXYZ][^JQXYZ][^BJVZ]) leads to a dead end
gridfill: $g/15xstairs.txt: 638 nodes, 1044 backtracks, 0 fills" \
    gridfill -v -P 2 "$g/15xstairs.txt"

# -n passes fills on as found: one search, whatever -P says.
check_err "-n runs one search, as -P 1 does" 0 \
    "gridfill: $g/6xopen.txt: filled 12 words, mean score 62.9, lowest 30 (the last of 2 fills)
gridfill: $g/6xopen.txt: 640 nodes, 1526 backtracks, 2 fills" \
    sh -c 'gridfill -v -n 2 -P 2 "$0/6xopen.txt" >/dev/null' "$g"

# -n 1, the default, is no -n: the team searches (the man page once
# said that -n ran one search, whatever its count).
check_err "-n 1 searches as without -n, the team and all" 0 \
    "gridfill: $g/7xopen.txt: filled 16 words, mean score 55.0, lowest 30
gridfill: $g/7xopen.txt: 603 nodes, 853 backtracks, 1 fill" \
    sh -c 'gridfill -v -n 1 -P 2 "$0/7xopen.txt" >/dev/null' "$g"

# A signal stops every search at once.
echo ADMITTANCES >"$tmp/adm"
check_out "SIGTERM ends the searches within seconds" 0 \
    "143 gridfill: $g/15xopen.txt: interrupted without a fill" \
    sh -c 'exec 2>/dev/null	# no word of the shell on the job it kills
    gridfill -P 2 -x "$1" "$0/15xopen.txt" >/dev/null 2>"$1.err" &
    pid=$!; sleep 1; kill -TERM $pid; t=$(date +%s)
    s=0; wait $pid || s=$?
    [ $(($(date +%s) - t)) -le 5 ] && echo "$s $(sed 1q "$1.err")"' \
    "$g" "$tmp/adm"

check_err "-P 0 is trouble" 2 \
    "gridfill: searches '0' is not a number from 1 to 64" \
    gridfill -P 0 "$g/6xopen.txt"
check_err "-P 65 is trouble" 2 \
    "gridfill: searches '65' is not a number from 1 to 64" \
    gridfill -P 65 "$g/6xopen.txt"

done_testing
