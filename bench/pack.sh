#!/bin/sh
# See LICENSE file for copyright and license details.
# Benchmark ipuz-pack, in one run: pack 1,000 15x15 puzzles into a bundle
# (read, checked as ipuz-check does, written as .ipuz, deflated, the zip
# written to a temporary file renamed into place), then verify the
# bundle (every member inflated, parsed and checked). The goal is under
# 1 s for each. The puzzles are made here from examples/rebus-15x15.ipuz,
# each with a title of its own. The baseline, in the same run, is `zip -q`
# of the same files when zip is installed (the work of any zip tool: read
# and deflate), else `cp` of them (the file system's share alone). Two
# packs of the same files must be byte-identical.
#
# Environment: IPUZ_PACK (default bin/ipuz-pack), BENCH_RUNS (runs of each
# measurement, the best kept; default 5), BENCH_PUZZLES (default 1000),
# TMPDIR (default /dev/shm when it is there, so that a disk's writeback
# does not time itself instead of the packer).
set -eu
. "$(dirname "$0")/lib.sh"
pack=${IPUZ_PACK:-$top/bin/ipuz-pack}
runs=${BENCH_RUNS:-5}
n=${BENCH_PUZZLES:-1000}
shm_tmpdir

need_built "$pack"
command -v perl >/dev/null || die "no perl"
scratch

mkdir "$tmp/p"
perl -e '
	($n, $src, $dir) = @ARGV;
	open(IN, "<", $src) or die "$src: $!\n";
	local $/;
	$data = <IN>;
	for $i (1 .. $n) {
		($x = $data) =~ s/"title": "([^"]*)"/"title": "$1 No. $i"/;
		$f = sprintf("%s/p%04d.ipuz", $dir, $i);
		open(OUT, ">", $f) or die "$f: $!\n";
		print OUT $x;
		close OUT or die "$f: $!\n";
	}' "$n" "$top/examples/rebus-15x15.ipuz" "$tmp/p"

# best CMD...: the shortest wall time and the CPU time (user and system,
# of that run) of $runs runs of CMD, its output dropped, in ns, as "wall
# cpu". Timed in perl, which starts CMD with no shell between.
best() {
	perl -MTime::HiRes=time -e '
		($runs, @cmd) = @ARGV;
		open(my $keep, ">&", \*STDOUT) or die;
		open(STDOUT, ">", "/dev/null") or die;
		for (1 .. $runs) {
			unlink "$ENV{tmp}/out.zip";
			system("rm", "-rf", "$ENV{tmp}/cp") == 0 or die;
			mkdir "$ENV{tmp}/cp" or die;
			($u0, $s0) = (times)[2, 3];
			$t0 = time;
			system(@cmd) == 0 or die "@cmd failed\n";
			$t = time - $t0;
			($u1, $s1) = (times)[2, 3];
			($bw, $bc) = ($t, $u1 - $u0 + $s1 - $s0)
			    if !defined $bw || $t < $bw;
		}
		open(STDOUT, ">&", $keep) or die;
		printf "%.0f %.0f\n", $bw * 1e9, $bc * 1e9' "$runs" "$@"
}
export tmp

cd "$tmp/p"
packed=$(best "$pack" -c -f "$tmp/out.zip" $(ls))
mkdir "$tmp/1" "$tmp/2"
"$pack" -c -f "$tmp/1/set.zip" $(ls)
"$pack" -c -f "$tmp/2/set.zip" $(ls)
cmp -s "$tmp/1/set.zip" "$tmp/2/set.zip" ||
    die "two packs of the same files differ"
verified=$(best "$pack" -v -f "$tmp/1/set.zip")
listed=$(best "$pack" -t -f "$tmp/1/set.zip")
if command -v zip >/dev/null; then
	base=zip
	baseline=$(best zip -q -X "$tmp/out.zip" $(ls))
else
	base=cp
	baseline=$(best cp $(ls) "$tmp/cp")
fi
cd "$top"

echo "ipuz-pack benchmark: $n 15x15 puzzles made from" \
    "examples/rebus-15x15.ipuz, best of $runs runs ($(machine);" \
    "files in $(dirname "$tmp"))"
awk -v n="$n" -v inb="$(cat "$tmp"/p/*.ipuz | wc -c)" \
    -v zipb="$(wc -c <"$tmp/1/set.zip")" -v base="$base" \
    -v p="$packed" -v v="$verified" -v l="$listed" -v b="$baseline" '
function row(name, t, c) {
	split(t, x, " ")
	printf "%-32s %9.1f %9.1f %9.0f\n", name, x[1] / 1e6, x[2] / 1e6,
	    n / (x[1] / 1e9)
	return x[1] / 1e9
}
BEGIN {
	printf "%-32s %9s %9s %9s\n", "", "wall ms", "cpu ms", "puzzles/s"
	tp = row("pack (-c)", p)
	tv = row("verify (-v)", v)
	row("list (-t)", l)
	tb = row("baseline: " (base == "zip" ? "zip -q" : "cp") " of the files", b)
	printf "input %.1f MB, bundle %.1f MB; pack takes %.1fx the time of" \
	    " %s, verify %.1fx\n", inb / 1e6, zipb / 1e6, tp / tb, base,
	    tv / tb
	printf "two packs of the same files: byte-identical\n"
	printf "goal: pack and verify %d 15x15 puzzles each under 1 s:" \
	    " %.2f s and %.2f s: %s\n", n, tp, tv,
	    tp < 1 && tv < 1 ? "met" : "MISSED"
	print "(wall time of the best run, one process start included; cpu" \
	    " is its user and system time, which a loaded machine does not" \
	    " inflate)"
}'
