#!/bin/sh
# See LICENSE file for copyright and license details.
# Benchmark ipuz-convert on the good .puz files of the corpus, in one run:
# .puz -> .ipuz and back in batches of one process with -d, then with two
# worker processes, and check that every .puz comes back byte-identical.
# The goal is over 20,000 15x15 files a second on one core. The times
# include one process start a run and, for every file, opening and reading
# it and writing its output to a temporary file renamed into place: they
# are what a user of -d sees, not the cost of the conversion alone. The
# baseline, in the same run, is cp copying the 15x15 .ipuz files into an
# empty folder: the file system's share, which no converter avoids.
#
# The files are those of t/corpus/puz. Environment: IPUZ_CONVERT (default
# bin/ipuz-convert), BENCH_RUNS (runs of each measurement, the best kept;
# default 5), BENCH_COPIES (copies of each good file in a batch; default
# 200, so that the files outweigh process start, a few ms), TMPDIR (where the
# batches are written; default /dev/shm when it is there, so that a disk's
# writeback does not time itself instead of the converter).
set -eu
. "$(dirname "$0")/lib.sh"
corpus=$top/t/corpus/puz
conv=${IPUZ_CONVERT:-$top/bin/ipuz-convert}
runs=${BENCH_RUNS:-5}
copies=${BENCH_COPIES:-200}
shm_tmpdir

[ -d "$corpus" ] || die "no $corpus"
need_built "$conv"
need_clock

scratch

# The good files are those that convert; the bad ones are refused (exit 2).
mkdir "$tmp/probe"
"$conv" -q -d "$tmp/probe" "$corpus"/*.puz 2>/dev/null || true
: >"$tmp/good"
: >"$tmp/good15"
for f in "$corpus"/*.puz; do
	b=$(basename "$f" .puz)
	[ -f "$tmp/probe/$b.ipuz" ] || continue
	echo "$b" >>"$tmp/good"
	if grep -q '^    "width": 15,$' "$tmp/probe/$b.ipuz" &&
	    grep -q '^    "height": 15$' "$tmp/probe/$b.ipuz"; then
		echo "$b" >>"$tmp/good15"
	fi
done
ngood=$(wc -l <"$tmp/good")
n15=$(wc -l <"$tmp/good15")
[ "$ngood" -gt 0 ] || die "no .puz file of $corpus converts"

# copies LIST DIR: $copies copies of each file of LIST under new names.
# (One perl process: a cp for each of thousands of files took a minute.)
copies() {
	mkdir "$2"
	# shellcheck disable=SC2046
	perl -e '
		($n, $dir, $src, @names) = @ARGV;
		for $b (@names) {
			open(IN, "<", "$src/$b.puz") or die "$src/$b.puz: $!\n";
			binmode IN;
			local $/;
			$data = <IN>;
			close IN;
			for $i (1 .. $n) {
				open(OUT, ">", "$dir/$i-$b.puz") or die "$!\n";
				binmode OUT;
				print OUT $data;
				close OUT or die "$dir/$i-$b.puz: $!\n";
			}
		}' "$copies" "$2" "$corpus" $(cat "$1")
}
copies "$tmp/good" "$tmp/puz"
copies "$tmp/good15" "$tmp/puz15"
for d in ipuz back ipuzJ backJ ipuz15 back15 cp15; do
	mkdir "$tmp/$d"
done

# best CMD...: the shortest wall time, in ns, of $runs runs of CMD
# (best_time). Each time includes one `date` process start; "clock" is
# that cost. A run of `run` starts with its output folder empty.
best() {
	if [ "$1" = run ]; then
		best_time -e "$2" "$runs" "$@"
	else
		best_time "$runs" "$@"
	fi
}

# run DIR FORMAT INDIR EXT [-J 2]: one batch of every file of INDIR
# (FORMAT copy: cp instead, the baseline).
run() {
	out=$1 fmt=$2 in=$3 ext=$4
	shift 4
	if [ "$fmt" = copy ]; then
		cp "$in"/*."$ext" "$out"
	else
		"$conv" -q "$@" -t "$fmt" -d "$out" "$in"/*."$ext"
	fi
}

bytes() {
	cat "$1"/*."$2" | wc -c
}

clock=$(best :)
start=$(best "$conv" -V)
toipuz=$(best run "$tmp/ipuz" ipuz "$tmp/puz" puz)
topuz=$(best run "$tmp/back" puz "$tmp/ipuz" ipuz)
toipuzJ=$(best run "$tmp/ipuzJ" ipuz "$tmp/puz" puz -J 2)
topuzJ=$(best run "$tmp/backJ" puz "$tmp/ipuzJ" ipuz -J 2)
toipuz15=$(best run "$tmp/ipuz15" ipuz "$tmp/puz15" puz)
topuz15=$(best run "$tmp/back15" puz "$tmp/ipuz15" ipuz)
copy15=$(best run "$tmp/cp15" copy "$tmp/ipuz15" ipuz)

# Every .puz back, from either batch, against the corpus file it copies.
same=0
total=0
for d in back backJ back15; do
	for f in "$tmp/$d"/*.puz; do
		b=$(basename "$f")
		total=$((total + 1))
		if cmp -s "$f" "$corpus/${b#*-}"; then
			same=$((same + 1))
		fi
	done
done

nfiles=$((ngood * copies))
nfiles15=$((n15 * copies))
echo "ipuz-convert benchmark: $ngood good .puz files of the corpus" \
    "($n15 of them 15x15) x $copies copies, best of $runs runs" \
    "($(machine); files in" \
    "$(dirname "$tmp"), $(stat -f -c %T "$tmp" 2>/dev/null || echo ?))"
awk -v clock="$clock" -v start="$start" -v n="$nfiles" -v n15="$nfiles15" \
    -v puzb="$(bytes "$tmp/puz" puz)" -v ipuzb="$(bytes "$tmp/ipuz" ipuz)" \
    -v puz15b="$(bytes "$tmp/puz15" puz)" \
    -v ipuz15b="$(bytes "$tmp/ipuz15" ipuz)" \
    -v a="$toipuz" -v b="$topuz" -v aj="$toipuzJ" -v bj="$topuzJ" \
    -v a15="$toipuz15" -v b15="$topuz15" -v c15="$copy15" \
    -v same="$same" -v total="$total" '
function row(name, files, bytes, t) {
	t -= clock
	printf "%-30s %7d %10.1f %9.0f %8.1f %9.2f\n", name, files,
	    bytes / 1e6, files / (t / 1e9), bytes / 1e6 / (t / 1e9), t / 1e6
	return files / (t / 1e9)
}
BEGIN {
	printf "%-30s %7s %10s %9s %8s %9s\n", "", "files", "input MB",
	    "files/s", "MB/s", "ms"
	row(".puz -> .ipuz", n, puzb, a)
	row(".ipuz -> .puz", n, ipuzb, b)
	row(".puz -> .ipuz, -J 2", n, puzb, aj)
	row(".ipuz -> .puz, -J 2", n, ipuzb, bj)
	r = row("15x15 .puz -> .ipuz", n15, puz15b, a15)
	r2 = row("15x15 .ipuz -> .puz", n15, ipuz15b, b15)
	rc = row("baseline: cp the 15x15 .ipuz", n15, ipuz15b, c15)
	printf "%-30s %9.2f ms\n", "process start (-V)", (start - clock) / 1e6
	printf "15x15 time a file: .puz -> .ipuz %.1f us, .ipuz -> .puz" \
	    " %.1f us, cp %.1f us (.puz -> .ipuz takes %.1fx the time of cp)\n",
	    1e6 / r, 1e6 / r2, 1e6 / rc, rc / r
	printf "byte-identical .puz back: %d of %d\n", same, total
	if (r >= 20000 && r2 >= 20000)
		verdict = "met"
	else if (r >= 20000 || r2 >= 20000)
		verdict = "met one way only"
	else
		verdict = "MISSED"
	printf "goal: over 20,000 15x15 files/s on one core: %.0f .puz ->" \
	    " .ipuz, %.0f .ipuz -> .puz: %s\n", r, r2, verdict
	print "(one process a batch and its one worker, their start" \
	    " included; each file opened," \
	    " read, converted and written to a temporary file renamed into" \
	    " place; times net of the " int(clock / 1000) " us cost of" \
	    " reading the clock; MB = 10^6 bytes of input)"
}'
[ "$same" -eq "$total" ] || die "$((total - same)) .puz files did not come back byte-identical"
