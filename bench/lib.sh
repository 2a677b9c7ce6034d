# See LICENSE file for copyright and license details.
# What every benchmark script starts with: sourced, after `set -eu`.
# Sets LC_ALL, top (the source tree) and data (bench/data, the inputs; see
# bench/data/SOURCES), and defines die, need_built, need_clock, scratch,
# shm_tmpdir, machine and best_time.
LC_ALL=C
export LC_ALL

top=$(cd "$(dirname "$0")/.." && pwd)
data=$top/bench/data

# die MESSAGE: say what is missing, as "script.sh: message", exit 2.
die() {
	echo "$(basename "$0"): $*" >&2
	exit 2
}

# need_built FILE...: each FILE is a program make builds.
need_built() {
	for f; do
		[ -x "$f" ] || die "no $f (run make)"
	done
}

# need_clock: times come from date +%s%N, which needs GNU date.
need_clock() {
	case $(date +%s%N) in
	*N) die "date +%N is not supported (GNU date needed)" ;;
	esac
}

# scratch: a temporary folder in $tmp, removed on exit.
scratch() {
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
}

# shm_tmpdir: TMPDIR /dev/shm, unless it is set or there is none, so that
# a disk's writeback does not time itself instead of the tool.
shm_tmpdir() {
	if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
		TMPDIR=/dev/shm
		export TMPDIR
	fi
}

# machine: the machine the figures are of, as the scripts print it:
# its architecture and number of processors.
machine() {
	echo "$(uname -m), $(nproc 2>/dev/null || echo ?) cpus"
}

# best_time [-e DIR] RUNS CMD...: the shortest wall time, in ns, of RUNS
# runs of CMD, its output thrown away; dies when CMD fails. Each time
# includes one `date` process start: take off `best_time RUNS :`, the
# clock's cost. With -e, DIR is made anew, empty, before each run and
# outside its time, so that every run creates its files (replacing files
# costs a file system flush on ext4).
best_time() {
	fresh=
	if [ "$1" = -e ]; then
		fresh=$2
		shift 2
	fi
	n=$1
	shift
	b=
	while [ "$n" -gt 0 ]; do
		if [ -n "$fresh" ]; then
			rm -rf "$fresh"
			mkdir "$fresh"
		fi
		t0=$(date +%s%N)
		"$@" >/dev/null || die "$* failed"
		t1=$(date +%s%N)
		if [ -z "$b" ] || [ $((t1 - t0)) -lt "$b" ]; then
			b=$((t1 - t0))
		fi
		n=$((n - 1))
	done
	echo "$b"
}
