# See LICENSE file for copyright and license details.
# TAP helpers for the command-line tests, after mblaze's t/lib.sh.
# Tests run from the top of the tree, so paths in messages stay short;
# scratch files go to $tmp, removed on exit. REGEN=1 rewrites goldens.

set -eu
LC_ALL=C
export LC_ALL

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
shared=${XW_SHARED:-$top/../shared}
# The tools the Makefile builds; every one must be on PATH.
tools=$(sed -n '/^TOOLS = /,/^$/{s/^\t//p}' Makefile | tr -d '\\')
for tool in $tools; do
	if ! command -v "$tool" >/dev/null; then
		echo "Bail out! $tool is not built"
		exit 1
	fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Indexes of word lists are cached there, not in the user's cache.
XDG_CACHE_HOME=$tmp/cache
export XDG_CACHE_HOME
test_number=0
test_failed=0
name=$(basename "$0" .t)

plan() {
	echo "1..$1"
}

pass() {
	test_number=$((test_number + 1))
	echo "ok $test_number - $1"
}

fail() {
	test_number=$((test_number + 1))
	test_failed=$((test_failed + 1))
	echo "not ok $test_number - $1"
}

skip() {
	test_number=$((test_number + 1))
	echo "ok $test_number - $1 # SKIP $2"
}

# Show a file to the TAP reader as diagnostics.
diag_file() {
	sed 's/^/# /' "$1"
}

# check_exit DESC STATUS CMD...: the command exits with exactly STATUS.
check_exit() {
	desc=$1 want=$2
	shift 2
	got=0
	"$@" >"$tmp/out" 2>"$tmp/err" </dev/null || got=$?
	if [ "$got" -eq "$want" ]; then
		pass "$desc"
	else
		fail "$desc"
		echo "# exit status $got, expected $want"
		diag_file "$tmp/err"
	fi
}

# compare DESC GOT GOLDEN: GOT has exactly the text of GOLDEN (a missing
# golden means no text). With REGEN=1, GOLDEN is rewritten instead.
compare() {
	if [ "${REGEN:-}" = 1 ]; then
		if [ -s "$2" ] || [ -f "$3" ]; then
			cp "$2" "$3"
		fi
		return 0
	fi
	if [ -f "$3" ]; then
		cmp -s "$2" "$3" && return 0
		diff -u "$3" "$2" | diag_file /dev/stdin
		return 1
	fi
	[ -s "$2" ] || return 0
	echo "# unexpected output:"
	diag_file "$2"
	return 1
}

# check_golden DESC LABEL STATUS CMD...: exact exit status, stdout equal to
# t/expected/LABEL.out and stderr to t/expected/LABEL.err (absent: empty).
check_golden() {
	desc=$1 label=$2 want=$3
	shift 3
	got=0
	"$@" >"$tmp/out" 2>"$tmp/err" </dev/null || got=$?
	ok=1
	if [ "$got" -ne "$want" ]; then
		echo "# exit status $got, expected $want"
		ok=0
	fi
	compare "$desc" "$tmp/out" "t/expected/$label.out" || ok=0
	compare "$desc" "$tmp/err" "t/expected/$label.err" || ok=0
	if [ "$ok" = 1 ]; then
		pass "$desc"
	else
		fail "$desc"
	fi
}

# check_stdin_golden DESC LABEL STATUS INPUT CMD...: as check_golden, with
# INPUT on standard input.
check_stdin_golden() {
	desc=$1 label=$2 want=$3 input=$4
	shift 4
	check_golden "$desc" "$label" "$want" sh -c '"$@" <"$0"' "$input" "$@"
}

done_testing() {
	[ "$test_failed" -eq 0 ]
}
