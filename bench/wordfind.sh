#!/bin/sh
# See LICENSE file for copyright and license details.
# Benchmark wordfind on the bench queries and the default list, against
# grep -xc over the same list, in one run (make bench). Ratios are the
# figures to quote: absolute times drift on shared machines.
#
# The queries are bench/data/patterns-1000.txt. Environment: WORDFIND
# (default bin/wordfind), XW_DATADIR (default share/, where make puts
# words.idx), BENCH_RUNS (runs of each measurement, the best kept; default
# 20), BENCH_COPIES (copies of the 1000 queries in one batch; default 10,
# so that the queries outweigh the noise of process start).
set -eu
. "$(dirname "$0")/lib.sh"
patterns=$data/patterns-1000.txt
wordfind=${WORDFIND:-$top/bin/wordfind}
runs=${BENCH_RUNS:-20}
copies=${BENCH_COPIES:-10}
XW_DATADIR=${XW_DATADIR:-$top/share}
export XW_DATADIR

[ -r "$patterns" ] || die "no $patterns"
need_built "$wordfind"
need_clock

scratch

# Exit status 1 is a no-match answer, not a failure.
run() {
	st=0
	"$@" || st=$?
	[ "$st" -le 1 ] || die "$* exited $st"
}

# feed IN CMD...: run CMD with stdin IN.
feed() {
	in=$1
	shift
	run "$@" <"$in"
}

# best IN CMD...: the shortest wall time, in ns, of $runs runs of CMD
# with stdin IN (best_time), its output thrown away. Each time includes
# one `date` process start; the "clock" measurement (a shell builtin) is
# that cost.
best() {
	best_time "$runs" feed "$@"
}

nq=$(wc -l <"$patterns")
i=0
: >"$tmp/batch"
while [ "$i" -lt "$copies" ]; do
	cat "$patterns" >>"$tmp/batch"
	i=$((i + 1))
done
batchq=$((nq * copies))

run "$wordfind" -a '*' >"$tmp/all"
words=$(wc -l <"$tmp/all")
run "$wordfind" <"$patterns" >"$tmp/listed"
listed=$(wc -l <"$tmp/listed")
run "$wordfind" -n 10 <"$patterns" >"$tmp/listed10"
listed10=$(wc -l <"$tmp/listed10")

clock=$(best /dev/null :)
empty=$(best /dev/null "$wordfind" -c)
count=$(best "$tmp/batch" "$wordfind" -c)
# Every match (11,000 words a query): one copy is long enough.
list=$(best "$patterns" "$wordfind")
list10=$(best "$tmp/batch" "$wordfind" -n 10)
oneshot=$(best /dev/null "$wordfind" '?NO?E')

# grep, one process per query as a script would run it, over the first
# 100 queries; and its start alone, on an empty file.
head -n 100 "$patterns" | tr a-z A-Z >"$tmp/grep-queries"
gq=$(wc -l <"$tmp/grep-queries")
grepall() {
	while read -r q; do
		LC_ALL=C.UTF-8 grep -xc "$q" "$tmp/all" || [ $? -eq 1 ]
	done <"$tmp/grep-queries"
}
grepruns=$runs
[ "$grepruns" -le 5 ] || grepruns=5
grep=$(runs=$grepruns best /dev/null grepall)
grepstart=$(best /dev/null grep -xc X /dev/null)

# peak IN CMD...: the peak resident memory of CMD, in KB, with stdin IN.
peak() {
	in=$1
	shift
	if /usr/bin/time -f %M true >/dev/null 2>&1; then
		/usr/bin/time -o "$tmp/time" -f %M "$@" <"$in" >/dev/null ||
		    [ $? -eq 1 ]
		tail -n 1 "$tmp/time"
	else
		# No GNU time: read the high-water mark while the input is
		# held open on a fifo, a second after it was written.
		mkfifo "$tmp/fifo"
		"$@" <"$tmp/fifo" >/dev/null &
		pid=$!
		exec 3>"$tmp/fifo"
		cat "$in" >&3
		sleep 1
		kb=$(sed -n 's/^VmHWM:[^0-9]*\([0-9]*\).*/\1/p' \
		    "/proc/$pid/status" 2>/dev/null) || kb=
		exec 3>&-
		wait "$pid" || true
		rm -f "$tmp/fifo"
		echo "${kb:-?}"
	fi
}
mem=$(peak "$tmp/batch" "$wordfind" -c)
memone=$(peak /dev/null "$wordfind" '?NO?E')
idx=$(wc -c <"$XW_DATADIR/words.idx" 2>/dev/null) || idx=0

echo "wordfind benchmark: $nq queries x $copies a batch, $words words," \
    "best of $runs runs ($(machine))"
awk -v clock="$clock" -v empty="$empty" -v count="$count" -v list="$list" \
    -v oneshot="$oneshot" -v grep="$grep" -v grepstart="$grepstart" \
    -v q="$batchq" -v gq="$gq" -v listed="$listed" -v list10="$list10" \
    -v listed10="$listed10" -v nq="$nq" \
    -v mem="$mem" -v memone="$memone" -v idx="$idx" '
function verdict(ok) { return ok ? "ok" : "MISSED" }
BEGIN {
	# ns: the batch minus the empty batch (process start, index load)
	# spread over its queries; the one-shot run minus the clock cost.
	c = (count - empty) / q
	l = (list - empty) / nq
	lines = listed / nq
	w = (l - c) / lines
	l10 = (list10 - empty) / q
	lines10 = listed10 / nq
	o = oneshot - clock
	s = empty - clock
	g = (grep - clock) / gq
	gs = grepstart - clock
	gin = g - gs
	printf "%-30s %12s %12s %9s  %s\n", "", "wordfind", "grep -xc",
	    "ratio", "target"
	printf "%-30s %12.3f %12.1f %8.0fx  <= 1 us %s\n",
	    "batch -c, us/query", c / 1000, g / 1000, g / c,
	    verdict(c <= 1000)
	printf "%-30s %12.3f %12.1f %8.0fx\n",
	    "  (grep less its start)", c / 1000, gin / 1000, gin / c
	# Every match printed: what it costs beyond counting, per word.
	printf "%-30s %12.3f %12s %9s  (%.0f words a query, %.1f ns a word)\n",
	    "batch, all matches, us/query", l / 1000, "", "", lines, w
	# The target, at -n 10, with that cost of its output taken off.
	printf "%-30s %12.3f %12s %9s  <= 2 us + output %s\n",
	    "batch -n 10, us/query", l10 / 1000, "", "",
	    verdict(l10 - lines10 * w <= 2000)
	printf "%-30s %12.3f %12s %9s  (%.1f words a query)\n",
	    "  less its output", (l10 - lines10 * w) / 1000, "", "", lines10
	printf "%-30s %12.3f %12.3f %8.1fx  < 2 ms %s\n",
	    "one-shot ?NO?E, ms", o / 1e6, g / 1e6, g / o, verdict(o < 2e6)
	printf "%-30s %12.3f %12.3f\n", "process start + load, ms",
	    s / 1e6, gs / 1e6
	printf "%-30s %12s\n", "peak RSS, batch -c, KB", mem
	printf "%-30s %12s\n", "peak RSS, one-shot, KB", memone
	printf "%-30s %12d\n", "index size, KB", idx / 1024
	print "(times net of the " int(clock / 1000) " us cost of reading" \
	    " the clock; grep per query over the first " gq " queries)"
}'

# Building an index of a 300,000-entry list (SCOWL's English, American,
# British and Canadian words and names at every size, first 300,000 after
# sorting), best of 5: the target is under 0.3 s.
scowl=${SCOWL_DIR:-/usr/share/dict/scowl}
if ls "$scowl"/english-words.* >/dev/null 2>&1; then
	cat "$scowl"/english-* "$scowl"/american-* "$scowl"/british-* \
	    "$scowl"/canadian-* | sort -u | head -n 300000 >"$tmp/300k.txt"
	build=$(best_time 5 "$wordfind" -B -w "$tmp/300k.txt" -o "$tmp/300k.idx")
	awk -v t=$((build - clock)) -v n="$(wc -l <"$tmp/300k.txt")" 'BEGIN {
		printf "%-30s %12.3f %12s %9s  < 0.3 s %s\n",
		    "build index, " n " entries, s", t / 1e9, "", "",
		    t < 3e8 ? "ok" : "MISSED"
	}'
fi
