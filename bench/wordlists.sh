#!/bin/sh
# See LICENSE file for copyright and license details.
# Benchmark the word lists (make bench): the size of the default list
# with and without WordNet's phrases, the time to open a cached stack of
# three lists against the target, and, for the bench grids, the mean and
# lowest score of gridfill's fills with the list before the phrases and
# with the list as make builds it. Ratios and scores are the figures to
# quote: absolute times drift on shared machines.
#
# Environment: WORDFIND, GRIDFILL (default bin/wordfind, bin/gridfill),
# XW_DATADIR (default share/, where make puts words.txt and words.idx),
# BENCH_RUNS (runs of each timing, the best kept; default 20),
# BENCH_LIMIT (seconds gridfill may take a grid; default 10),
# BENCH_GRIDS (default: those of bench/gridfill.sh),
# SCOWL_DIR (default /usr/share/dict/scowl, for the list before).
set -eu
. "$(dirname "$0")/lib.sh"
wordfind=${WORDFIND:-$top/bin/wordfind}
gridfill=${GRIDFILL:-$top/bin/gridfill}
runs=${BENCH_RUNS:-20}
limit=${BENCH_LIMIT:-10}
grids=${BENCH_GRIDS:-"4xopen 5xopen 6xopen 7xopen 9x 15xcommon 15xingrid
    15xingrid_seed 15xjja 15xstairs 15xopen"}
gridsdir=$top/bench/data/grids
XW_DATADIR=${XW_DATADIR:-$top/share}
export XW_DATADIR
words=$XW_DATADIR/words.txt
scowl=${SCOWL_DIR:-/usr/share/dict/scowl}

[ -x "$wordfind" ] || die "no $wordfind (run make)"
[ -x "$gridfill" ] || die "no $gridfill (run make)"
[ -r "$words" ] || die "no $words (run make)"
need_clock
scratch
# The cache of this run only, so that the timings start from nothing.
XDG_CACHE_HOME=$tmp/cache
export XDG_CACHE_HOME

# best CMD...: the shortest wall time, in ns, of $runs runs of CMD (the
# cost of reading the clock included: see clock below).
best() {
	: >"$tmp/times"
	for i in $(seq "$runs"); do
		t0=$(date +%s%N)
		"$@" >/dev/null 2>&1 || [ $? -eq 1 ] || die "$* failed"
		echo $(($(date +%s%N) - t0)) >>"$tmp/times"
	done
	sort -n "$tmp/times" | head -n 1
}
clock=$(best :)

# The list before the phrases: SCOWL's words alone, as mkwords.sh made
# them before; and the list as make builds it.
sh "$top/share/mkwords.sh" "$scowl" "" >"$tmp/before.txt" ||
    die "mkwords.sh failed"
"$wordfind" -B -w "$tmp/before.txt" -o "$tmp/before.idx" 2>/dev/null
"$wordfind" -B -w "$words" -o "$tmp/after.idx" 2>/dev/null
size() {
	# lines, phrases (a blank in the entry), words once normalised,
	# index bytes
	echo "$(wc -l <"$1") $(grep -c ' ' "$1" || :)" \
	    "$("$wordfind" -c -w "$2" '*')" "$(wc -c <"$2")"
}
echo "word lists benchmark ($(uname -m), $(nproc 2>/dev/null || echo ?)" \
    "cpus)"
{
	echo "before $(size "$tmp/before.txt" "$tmp/before.idx")"
	echo "after $(size "$words" "$tmp/after.idx")"
} | awk '
BEGIN {
	printf "%-30s %10s %10s %10s %10s\n", "default list", "entries",
	    "phrases", "words", "index MB"
}
{
	printf "%-30s %10d %10d %10d %10.1f\n", $1 == "before" ? \
	    "before (SCOWL alone)" : "after (SCOWL + WordNet)", $2, $3, $4,
	    $5 / 1048576
}'

# A stack of three: the default list (as a list, not its index), a theme
# list and a list of one's own, old enough (their change times too) that
# the cache trusts their times; built once, then opened from the cache.
awk 'NR % 150 == 0 { print $0 }' "$words" | sed 's/;.*/;95/' >"$tmp/theme.txt"
awk 'NR % 1500 == 0 { sub(/;.*/, ";0"); print }' "$words" >"$tmp/mine.txt"
printf 'ice cream;99;a cold dessert\n' >>"$tmp/mine.txt"
sleep 3
stack="-w $words -w $tmp/theme.txt -w $tmp/mine.txt"
t0=$(date +%s%N)
# shellcheck disable=SC2086
"$wordfind" $stack -c '*' >/dev/null 2>&1 || die "the stack failed"
t1=$(date +%s%N)
build=$((t1 - t0 - clock))
ncache=$(ls "$XDG_CACHE_HOME/xwtools" | wc -l)
[ "$ncache" -eq 1 ] || die "$ncache indexes cached, not 1"
# shellcheck disable=SC2086
stacked=$(($(best "$wordfind" $stack '?NO?E') - clock))
default=$(($(best "$wordfind" '?NO?E') - clock))
# The opening alone, inside one process (bench/stackopen.c), where a busy
# machine and process start weigh less.
${CC:-cc} -O2 -D_POSIX_C_SOURCE=200809L -I"$top/common" \
    -o "$tmp/stackopen" "$top/bench/stackopen.c" "$top/common/libxw.a" \
    $(pkg-config --libs json-c 2>/dev/null || echo -ljson-c) -ldl ||
    die "cannot build bench/stackopen.c"
# shellcheck disable=SC2086
inproc=$("$tmp/stackopen" 200 $(echo "$stack" | sed 's/-w //g'))
inprocdef=$("$tmp/stackopen" 200)
# The same stack with a list just edited: indexed anew.
sed 's/;99;/;98;/' "$tmp/mine.txt" >"$tmp/mine2.txt"
mv "$tmp/mine2.txt" "$tmp/mine.txt"
t0=$(date +%s%N)
# shellcheck disable=SC2086
"$wordfind" $stack '?NO?E' >/dev/null 2>&1 || die "the stack failed"
t1=$(date +%s%N)
edited=$((t1 - t0 - clock))
awk -v b="$build" -v s="$stacked" -v d="$default" -v ed="$edited" \
    -v n="$(wc -l <"$words")" -v runs="$runs" -v i="$inproc" \
    -v id="$inprocdef" '
BEGIN {
	printf "%-44s %10.3f\n", "stack of 3 lists (" n " + themes + own), " \
	    "first run, s", b / 1e9
	printf "%-44s %10.3f  < 2 ms %s\n", "same stack from the cache, " \
	    "one-shot, ms", s / 1e6, s < 2e6 ? "ok" : "MISSED"
	printf "%-44s %10.3f  (%.2fx)\n", "default index, one-shot, ms",
	    d / 1e6, s / d
	printf "%-44s %10.3f\n", "after an edit of one list, s", ed / 1e9
	printf "%-44s %10.3f  (%.2fx the default index: %.3f)\n",
	    "opening the cached stack in-process, ms", i / 1e6, i / id,
	    id / 1e6
	print "(best of " runs " runs, less the cost of reading the clock)"
}'

# Fills before and after: gridfill's own report of each fill.
[ -d "$gridsdir" ] || die "no $gridsdir (set XW_SHARED)"
command -v timeout >/dev/null 2>&1 || die "no timeout (coreutils)"
fill() {
	# grid index: "mean lowest seconds" or "- - outcome"
	t0=$(date +%s%N)
	st=0
	timeout -s KILL $((limit * 2 + 10)) "$gridfill" -t "$limit" -w "$2" \
	    "$1" >/dev/null 2>"$tmp/gf.err" || st=$?
	t1=$(date +%s%N)
	if [ "$st" -eq 0 ]; then
		sed -n 's/.*mean score \([0-9.]*\), lowest \([0-9]*\).*/\1 \2/p' \
		    "$tmp/gf.err" | head -n 1 | tr '\n' ' '
		awk -v t=$((t1 - t0)) 'BEGIN { printf "%.2f\n", t / 1e9 }'
	elif grep -q 'no fill exists' "$tmp/gf.err"; then
		echo "- - proved"
	elif grep -q 'gave up' "$tmp/gf.err"; then
		echo "- - gave-up"
	else
		echo "- - error($st)"
	fi
}
: >"$tmp/fills"
for g in $grids; do
	grid=$gridsdir/$g.txt
	[ -r "$grid" ] || die "no $grid"
	echo "$g $(fill "$grid" "$tmp/before.idx") $(fill "$grid" \
	    "$tmp/after.idx")" >>"$tmp/fills"
done
awk -v limit="$limit" '
BEGIN {
	printf "%-15s %21s   %21s\n", "", "before (SCOWL alone)",
	    "after (+ WordNet)"
	printf "%-15s %6s %6s %7s   %6s %6s %7s\n", "grid", "mean", "lowest",
	    "s", "mean", "lowest", "s"
}
{
	printf "%-15s %6s %6s %7s   %6s %6s %7s\n", $1, $2, $3, $4, $5, $6, $7
	if ($2 != "-" && $5 != "-") {
		n++
		mb += $2
		ma += $5
		lb += $3
		la += $6
	}
}
END {
	if (n > 0)
		printf "%-15s %6.1f %6.1f %7s   %6.1f %6.1f %7s\n",
		    "mean of " n, mb / n, lb / n, "", ma / n, la / n, ""
	print "(gridfill -t " limit " on each grid; mean and lowest score " \
	    "of the words of its fill, as gridfill reports them)"
}' "$tmp/fills"
