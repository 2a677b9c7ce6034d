# See LICENSE file for copyright and license details.
# TAP helpers for the command-line tests, after mblaze's t/lib.sh.
# Tests run from the top of the tree, so paths in messages stay short;
# scratch files go to $tmp, removed on exit.
#
# A test file is a series of checks ended by done_testing, which prints
# the plan from the count of checks run: adding a check needs no count.
# Each check runs a command and wants an exact exit status and exact
# output, given inline when it is one line or none:
#
#	check_err "an unknown format" 2 \
#	    "ipuz-convert: unknown output format 'pdf': ipuz, puz, jpz, xd or grid" \
#	    ipuz-convert -t pdf examples/mini-5x5.ipuz
#
# and in golden files t/expected/LABEL.out and LABEL.err when longer
# (check_golden; make check REGEN=1 rewrites the goldens, never the
# inline texts). Test data is in the tree: t/data (our fixtures),
# t/corpus (real-world files, see t/corpus/SOURCES) and bench/data.

set -eu
LC_ALL=C
export LC_ALL
# ipuz-render wraps a terminal picture's clues at $COLUMNS, and the
# goldens are of clues a line each.
unset COLUMNS
# ipuz-render's paper is letter on every machine: without PAPERSIZE it
# takes /etc/papersize's, a4 where libpaper put one there, and the pages,
# pictures and layouts of t/2000 are of letter. A test that wants
# another paper says so (-p, PAPERSIZE); those of /etc/papersize unset
# PAPERSIZE in a mount namespace with an /etc/papersize of their own.
PAPERSIZE=letter
export PAPERSIZE
# Nor does the rest of the caller's environment change a check: NO_COLOR
# takes a terminal's colours away, SOURCE_DATE_EPOCH (a package build
# sets it) dates every zip member and PDF, XW_WORDLIST puts other words
# in every default list; those of the checks are set by the checks.
unset NO_COLOR SOURCE_DATE_EPOCH XW_WORDLIST
# fontconfig takes the fonts and the hinting of the user's config over
# the faces the layouts and pictures are of; the system's config stays.
unset FONTCONFIG_FILE FONTCONFIG_PATH
# Files are made readable by others, as the checks run as nobody want.
umask 022

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
# The tree's data, as make check gives it, not an install's.
XW_DATADIR=$top/share
export XW_DATADIR
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
# Indexes of word lists are cached there, not in the user's cache; the
# user's fontconfig files (~/.fonts.conf, ~/.config/fontconfig, fonts
# in ~/.fonts and ~/.local/share/fonts) are not read.
XDG_CACHE_HOME=$tmp/cache
HOME=$tmp/_home
XDG_CONFIG_HOME=$HOME/.config
XDG_DATA_HOME=$HOME/.local/share
# Not made: nothing is read from it, and a test that lists $tmp (t/6002,
# "nothing written beside") sees only what the tools wrote.
export XDG_CACHE_HOME HOME XDG_CONFIG_HOME XDG_DATA_HOME
test_number=0
test_failed=0
name=$(basename "$0" .t)

# done_testing: the last line of every test file. Prints the plan, the
# count of checks run, and fails when a check failed.
done_testing() {
	echo "1..$test_number"
	[ "$test_failed" -eq 0 ]
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

# skip DESC REASON: the check DESC was not run. make check fails on a
# skip unless README.md lists it as allowed, with its reason.
skip() {
	test_number=$((test_number + 1))
	echo "ok $test_number - $1 # SKIP $2"
}

# Show a file to the TAP reader as diagnostics.
diag_file() {
	sed 's/^/# /' "$1"
}

# from FILE CMD...: CMD with FILE on its standard input, as a command
# for the checks below (they run theirs with /dev/null as input).
from() {
	_from=$1
	shift
	"$@" <"$_from"
}

# follow_1252_hint MSG FILE: FILE made UTF-8, on the standard output, by
# the commands that the Windows-1252 advice in the message file MSG
# gives, run as it prints them: its tail, when it says to drop a byte
# order mark, then its iconv. Fails when MSG gives no iconv command.
follow_1252_hint() {
	_drop=$(sed -n 's/.*(its first 3 bytes, \(tail -c +[0-9]*\)).*/\1/p' \
	    "$1" | head -1)
	_conv=$(sed -n 's/.* convert it with \(iconv [^:;]*\)$/\1/p' "$1" |
	    head -1)
	[ -n "$_conv" ] || return 1
	if [ -n "$_drop" ]; then
		$_drop "$2" | $_conv
	else
		$_conv "$2"
	fi
}

# writes_nothing DIR CMD...: run CMD in $tmp/DIR, a new folder, and
# return its status; 125, what it left named on stderr, when it wrote
# anything there (a refused command line is to write nothing).
writes_nothing() {
	_dir=$tmp/$1
	shift
	mkdir "$_dir" || return 125
	_s=0
	(cd "$_dir" && "$@") || _s=$?
	if [ -n "$(ls -A "$_dir")" ]; then
		echo "left in $_dir: $(ls -A "$_dir" | tr '\n' ' ')" >&2
		return 125
	fi
	return "$_s"
}

# run_check CMD...: run CMD, its output to $tmp/out and $tmp/err and its
# exit status to $got.
run_check() {
	got=0
	"$@" >"$tmp/out" 2>"$tmp/err" </dev/null || got=$?
}

# status_is WANT: the command's exit status was WANT; says so when not.
status_is() {
	[ "$got" -eq "$1" ] && return 0
	echo "# exit status $got, expected $1"
	return 1
}

# text_is WHAT TEXT FILE: FILE holds exactly TEXT and a newline, or
# nothing at all when TEXT is empty. WHAT names the stream in the
# diagnostics.
text_is() {
	if [ -n "$2" ]; then
		printf '%s\n' "$2" >"$tmp/_want"
	else
		: >"$tmp/_want"
	fi
	cmp -s "$tmp/_want" "$3" && return 0
	echo "# $1, expected (-) and got (+):"
	diff -u "$tmp/_want" "$3" | sed '1,2d' | diag_file /dev/stdin
	return 1
}

# result DESC OK: pass DESC when OK is 1, fail it otherwise.
result() {
	if [ "$2" = 1 ]; then
		pass "$1"
	else
		fail "$1"
	fi
}

# same DESC WANT GOT: the file GOT has exactly the text of the file WANT.
same() {
	if cmp -s "$2" "$3"; then
		pass "$1"
	else
		fail "$1"
		diff -u "$2" "$3" | diag_file /dev/stdin
	fi
}

# check_exit DESC STATUS CMD...: the command exits with exactly STATUS;
# its output is not looked at.
check_exit() {
	desc=$1 want=$2
	shift 2
	run_check "$@"
	if status_is "$want"; then
		pass "$desc"
	else
		fail "$desc"
		diag_file "$tmp/err"
	fi
}

# check_out_err DESC STATUS OUT ERR CMD...: exit status STATUS, OUT on
# stdout and ERR on stderr (each a line, or nothing when empty).
check_out_err() {
	desc=$1 want=$2 text=$3 errtext=$4
	shift 4
	run_check "$@"
	ok=1
	status_is "$want" || ok=0
	text_is stdout "$text" "$tmp/out" || ok=0
	text_is stderr "$errtext" "$tmp/err" || ok=0
	result "$desc" "$ok"
}

# check_out DESC STATUS TEXT CMD...: TEXT on stdout, nothing on stderr.
check_out() {
	_d=$1 _s=$2 _t=$3
	shift 3
	check_out_err "$_d" "$_s" "$_t" "" "$@"
}

# check_err DESC STATUS TEXT CMD...: TEXT on stderr, nothing on stdout.
check_err() {
	_d=$1 _s=$2 _t=$3
	shift 3
	check_out_err "$_d" "$_s" "" "$_t" "$@"
}

# check_stderr DESC STATUS ERR CMD...: exactly this exit status and
# standard error; standard output is not looked at.
check_stderr() {
	_d=$1 _s=$2 _t=$3
	shift 3
	run_check "$@"
	ok=1
	status_is "$_s" || ok=0
	text_is stderr "$_t" "$tmp/err" || ok=0
	result "$_d" "$ok"
}

# as_nobody TOOL: set as_user to what runs a check as a user who cannot
# read every file: nothing when not root; as root, setpriv to nobody
# (65534), who may then pass through $tmp. Fails when nobody cannot run
# TOOL where it was built.
as_nobody() {
	as_user=
	if [ "$(id -u)" = 0 ]; then
		chmod 711 "$tmp"
		as_user="setpriv --reuid=65534 --regid=65534 --clear-groups"
	fi
	[ -z "$as_user" ] || $as_user "$1" -V >/dev/null 2>&1
}

# check_silent DESC STATUS CMD...: nothing on stdout or stderr.
check_silent() {
	_d=$1 _s=$2
	shift 2
	check_out_err "$_d" "$_s" "" "" "$@"
}

# compare GOT GOLDEN: GOT has exactly the text of GOLDEN (a missing
# golden means no text). With REGEN=1, GOLDEN is rewritten instead.
compare() {
	if [ "${REGEN:-}" = 1 ]; then
		if [ -s "$1" ] || [ -f "$2" ]; then
			cp "$1" "$2"
		fi
		return 0
	fi
	if [ -f "$2" ]; then
		cmp -s "$1" "$2" && return 0
		diff -u "$2" "$1" | diag_file /dev/stdin
		return 1
	fi
	[ -s "$1" ] || return 0
	echo "# unexpected output:"
	diag_file "$1"
	return 1
}

# check_golden DESC LABEL STATUS CMD...: exact exit status, stdout equal to
# t/expected/LABEL.out and stderr to t/expected/LABEL.err (absent: empty).
# For output of more than one line; a line or none goes inline.
check_golden() {
	desc=$1 label=$2 want=$3
	shift 3
	run_check "$@"
	ok=1
	status_is "$want" || ok=0
	compare "$tmp/out" "t/expected/$label.out" || ok=0
	compare "$tmp/err" "t/expected/$label.err" || ok=0
	result "$desc" "$ok"
}

# check_golden_err DESC LABEL STATUS ERR CMD...: as check_golden for
# stdout, with the one line ERR on stderr.
check_golden_err() {
	desc=$1 label=$2 want=$3 errtext=$4
	shift 4
	run_check "$@"
	ok=1
	status_is "$want" || ok=0
	compare "$tmp/out" "t/expected/$label.out" || ok=0
	text_is stderr "$errtext" "$tmp/err" || ok=0
	result "$desc" "$ok"
}

# check_stdin_golden DESC LABEL STATUS INPUT CMD...: as check_golden, with
# INPUT on standard input.
check_stdin_golden() {
	desc=$1 label=$2 want=$3 input=$4
	shift 4
	check_golden "$desc" "$label" "$want" from "$input" "$@"
}

# copy_tree: a copy of the built tree in $tmp/tree, its files' times
# kept, for the tests that make install: an install for another PREFIX or
# DATADIR builds again what those change, in the copy, and not in the
# tree whose tools the other tests run meanwhile.
copy_tree() {
	mkdir "$tmp/tree"
	tar -C "$top" --exclude=./.git --format=posix -cf - . |
	    tar -C "$tmp/tree" -xf -
}
