#!/bin/sh
# Every tool: usage, help, version and its manual page agree.
. "$(dirname "$0")/lib.sh"

version=$(cat VERSION)
plan $(($(echo $tools | wc -w) * 5))

for t in $tools; do
	check_exit "$t: a bad option exits 2" 2 "$t" -Z
	if grep -q "^usage: $t " "$tmp/err"; then
		pass "$t: a bad option prints the usage line"
	else
		fail "$t: a bad option prints the usage line"
		diag_file "$tmp/err"
	fi
	check_exit "$t: -h exits 0" 0 "$t" -h
	# The usage line, and the lines of other forms that follow it.
	usage=$(awk -v t="$t" 'NR == 1 || $1 == t { print; next } { exit }' \
	    "$tmp/out" | tr -s ' \n' '  ' | sed 's/ $//')
	if [ "$("$t" -V)" = "$t $version" ]; then
		pass "$t: -V prints the version"
	else
		fail "$t: -V prints the version"
	fi
	synopsis=$(mandoc -Tascii "man/$t.1" 2>/dev/null | sed 's/.\x08//g' |
	    sed -n '/^SYNOPSIS/,/^[A-Z]/p' | sed '1d;$d' |
	    tr -s ' \n' '  ' | sed 's/^ //;s/ $//')
	if [ "usage: $synopsis" = "$usage" ]; then
		pass "$t: man/$t.1 SYNOPSIS matches the usage line"
	else
		fail "$t: man/$t.1 SYNOPSIS matches the usage line"
		echo "# usage:    $usage"
		echo "# synopsis: usage: $synopsis"
	fi
done
done_testing
