#!/bin/sh
# Every tool: usage, help, version and its manual page agree.
. "$(dirname "$0")/lib.sh"

version=$(cat VERSION)

for t in $tools; do
	check_exit "$t: a bad option exits 2" 2 "$t" -Z
	if grep -q "^usage: $t " "$tmp/err"; then
		pass "$t: a bad option prints the usage line"
	else
		fail "$t: a bad option prints the usage line"
		diag_file "$tmp/err"
	fi
	check_exit "$t: -h exits 0" 0 "$t" -h
	cp "$tmp/out" "$tmp/help"
	# The usage line, and the lines of other forms that follow it.
	awk -v t="$t" 'NR == 1 || $1 == t { print; next } { exit }' \
	    "$tmp/help" >"$tmp/usage"
	usage=$(tr -s ' \n' '  ' <"$tmp/usage" | sed 's/ $//')
	check_exit "$t: --help exits 0" 0 "$t" --help
	same "$t: --help prints what -h prints, to stdout" "$tmp/help" \
	    "$tmp/out"
	if [ "$("$t" -V)" = "$t $version" ]; then
		pass "$t: -V prints the version"
	else
		fail "$t: -V prints the version"
	fi
	"$t" -V >"$tmp/version" || :
	"$t" --version >"$tmp/out" 2>&1 || :
	same "$t: --version prints what -V prints" "$tmp/version" "$tmp/out"
	check_exit "$t: an unknown long option exits 2" 2 "$t" --frobnicate
	{
		echo "$t: unrecognized option '--frobnicate'"
		cat "$tmp/usage"
	} >"$tmp/want"
	cat "$tmp/out" >>"$tmp/err"
	same "$t: an unknown long option prints the usage to stderr" \
	    "$tmp/want" "$tmp/err"
	# POSIX getopt: an -h after an operand is an operand, not an option.
	check_exit "$t: options end at the first operand" 2 \
	    "$t" no-such-file -h
	if [ -s "$tmp/out" ]; then
		fail "$t: -h after an operand prints no help"
		diag_file "$tmp/out"
	else
		pass "$t: -h after an operand prints no help"
	fi
	# ... and the tools say so, where "-h" would be a file or a pattern.
	case $t in
	ipuz-convert|ipuz-check|ipuz-render|gridfill|ipuz-pack) what=files ;;
	wordfind) what=patterns ;;
	*) what= ;;
	esac
	if [ -n "$what" ]; then
		{
			echo "$t: options go before the $what: '-h' follows one"
			cat "$tmp/usage"
		} >"$tmp/want"
		"$t" examples/mini-5x5.ipuz -h >"$tmp/out" 2>"$tmp/err" || :
		same "$t: an option after an operand is refused, saying so" \
		    "$tmp/want" "$tmp/err"
	fi
	# The exit statuses -h lists are those of the page, that a script
	# need not read the page to know what $? says.
	codes=$(sed -n 's/^exit status: //p' "$tmp/help" |
	    grep -o '\(^\|, \)[0-9]' | tr -dc '0-9')
	page=$(sed -n '/^\.Sh EXIT STATUS/,/^\.Sh /s/^\.It \([0-9]\)$/\1/p' \
	    "man/$t.1" | tr -d '\n')
	if [ -n "$codes" ] && [ "$codes" = "$page" ]; then
		pass "$t: -h gives the exit statuses of man/$t.1"
	else
		fail "$t: -h gives the exit statuses of man/$t.1"
		echo "# -h: '$codes', page: '$page'"
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
# -q of ipuz-check keeps the standard error: "print nothing" alone
# surprised a script that then saw the unreadable files named.
check_out "ipuz-check -h: -q prints nothing on the standard output" 0 \
    '  -q           print nothing on the standard output; the exit
               status tells' \
    sh -c 'ipuz-check -h | grep -A1 -- "^  -q"'
done_testing
