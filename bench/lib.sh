# See LICENSE file for copyright and license details.
# What every benchmark script starts with: sourced, after `set -eu`.
# Sets LC_ALL, top (the source tree) and data (bench/data, the inputs; see
# bench/data/SOURCES), and defines die, need_clock and scratch.
LC_ALL=C
export LC_ALL

top=$(cd "$(dirname "$0")/.." && pwd)
data=$top/bench/data

# die MESSAGE: say what is missing, as "script.sh: message", exit 2.
die() {
	echo "$(basename "$0"): $*" >&2
	exit 2
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
