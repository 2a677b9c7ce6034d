#!/bin/sh
# The manual pages: mandoc finds nothing to warn about, and the example
# output they show is what the tools print.
. "$(dirname "$0")/lib.sh"

pages=$(ls man/*.[157])
# The pages whose EXAMPLES are run.
example_pages="man/wordfind.1 man/gridfill.1 man/ipuz-check.1 man/ipuz-convert.1
    man/ipuz-pack.1 man/ipuz-render.1"

for page in $pages; do
	check_silent "$page: mandoc -Tlint is clean" 0 \
	    mandoc -Tlint -Wwarning "$page"
done
# man(1) under a C locale: groff's ASCII device, which has no Cyrillic,
# ligature or block: each such character the page holds has a fallback
# (its code point), not a blank and a warning (as man-db runs it).
for page in $pages; do
	check_silent "$page: groff -Tascii renders it without a warning" 0 \
	    sh -c 'LC_ALL=C preconv -e UTF-8 "$0" |
	    LC_ALL=C groff -mtty-char -mandoc -Tascii -z' "$page"
done

# shown_in PAGE FILE: every line of FILE appears in the rendered PAGE.
shown_in() {
	mandoc -Tascii "$1" | sed 's/.\x08//g; s/^ *//' >"$tmp/page"
	while IFS= read -r line; do
		grep -qxF "$line" "$tmp/page" || { echo "# not shown: $line"; return 1; }
	done <"$2"
}

ipuz-check -l t/data/lint.ipuz | sed 's|^t/data/lint.ipuz|grid.ipuz|' \
    >"$tmp/lint" || true
if shown_in man/ipuz-check.1 "$tmp/lint"; then
	pass "ipuz-check.1 shows what -l prints"
else
	fail "ipuz-check.1 shows what -l prints"
fi
ipuz-check -p t/data/progress.ipuz | sed 's|^t/data/progress.ipuz|saved.ipuz|' \
    >"$tmp/progress" || true
if shown_in man/ipuz-check.1 "$tmp/progress"; then
	pass "ipuz-check.1 shows what -p prints"
else
	fail "ipuz-check.1 shows what -p prints"
fi
# ipuz-check(1)'s "unreadable" document is what -j prints for its file,
# line and column included (it showed 0 and 0 for a place it knows).
printf '{"version": "http://ipuz.org/v2",\n "kind": ["http://ipuz.org/crossword#1"],\n "dimensions": {"width": 2, "height": 3},\n "puzzle": [[1, 2], [3, 0]]\n}\n' >"$tmp/short.ipuz"
(cd "$tmp" && ipuz-check -j short.ipuz 2>/dev/null) |
    sed 's/,"error":/,\n"error":/; s/,"line":/,\n"line":/' >"$tmp/unreadable" || true
if shown_in man/ipuz-check.1 "$tmp/unreadable"; then
	pass "ipuz-check.1 shows what -j prints of an unreadable file"
else
	fail "ipuz-check.1 shows what -j prints of an unreadable file"
fi
# wordfind(1) lists its options in the order of wordfind -h (-v came
# before -u).
check_out "wordfind.1 lists the options as wordfind -h does" 0 "" \
    sh -c 'wordfind -h | grep "^  -" | cut -c4 | tr -d "\n" >"$1.h" &&
    mandoc -Tascii man/wordfind.1 | sed "s/.\x08//g" |
    sed -n "/^DESCRIPTION/,/^[A-Z]/p" | grep "^     -[a-zA-Z]" | cut -c7 |
    tr -d "\n" | head -c "$(wc -c <"$1.h")" | cmp -s - "$1.h"' sh "$tmp/opts"
# run_examples PAGE: run the EXAMPLES of PAGE in a scratch directory
# that sees examples/ and t/data/: each "$ command" must print the lines
# under it (its standard output and error), and nothing when there are
# none. Its exit status goes to $tmp/statuses when not 0, to be
# compared with the statuses the examples' text implies (below). A
# "$ cat FILE" example makes FILE from its lines. Read as UTF-8, so that
# an example shows a letter such as É as the tools print it (ASCII
# had it E, and the grid of gridfill(1)'s theme word could not be run).
run_examples() {
	ex=$tmp/ex-$(basename "$1")
	mkdir "$ex"
	ln -s "$top/examples" "$ex/examples"
	mkdir "$ex/t"
	ln -s "$top/t/data" "$ex/t/data"
	mandoc -Tutf8 "$1" | sed 's/.\x08//g' |
	    sed -n '/^EXAMPLES/,/^SEE ALSO/p' | sed -n 's/^           //p' |
	    awk -v dir="$ex" '
		function flush() {
			if (cmd != "") {
				file = dir "/" sprintf("%02d", ++k)
				print cmd >(file ".cmd")
				printf "" >(file ".out")
				for (i = 1; i <= n; i++)
					print out[i] >(file ".out")
				close(file ".cmd")
				close(file ".out")
			}
			n = 0
		}
		/^\$ / { flush(); cmd = substr($0, 3); next }
		{ out[++n] = $0 }
		END { flush() }'
	ok=1
	for c in "$ex"/*.cmd; do
		[ -f "$c" ] || { ok=0; break; }
		cmd=$(cat "$c")
		case $cmd in
		"cat "*) cp "${c%.cmd}.out" "$ex/${cmd#cat }"; continue ;;
		esac
		st=0
		(cd "$ex" && sh -c "$cmd" >"${c%.cmd}.got" 2>&1) || st=$?
		[ "$st" = 0 ] || printf '%s\t%s\t%s\n' "$1" "$st" "$cmd" \
		    >>"$tmp/statuses"
		if ! cmp -s "${c%.cmd}.out" "${c%.cmd}.got"; then
			echo "# $1 example: $cmd"
			diff -u "${c%.cmd}.out" "${c%.cmd}.got" |
			    diag_file /dev/stdin
			ok=0
		fi
	done
	if [ "$ok" = 1 ]; then
		pass "$1 examples print what the page shows"
	else
		fail "$1 examples print what the page shows"
	fi
}

: >"$tmp/statuses"
for page in $example_pages; do
	run_examples "$page"
done
# The examples that exit other than 0, in order: those that show an
# error, a lint finding or "ready to publish" not printed. Any other
# example must succeed as its output shows it does.
check_out "the examples that fail are those shown failing" 0 \
    "$(cat t/expected/8002-statuses)" cat "$tmp/statuses"
# The pages of formats show a document, not commands: ipuz-pack(5)'s is
# examples/set.json, which it says ipuz-pack -c packs, and ipuz(5)'s is a
# valid puzzle.
example_text() {
	mandoc -Tascii "$1" | sed 's/.\x08//g' |
	    sed -n '/^EXAMPLES/,/^SEE ALSO/p' | sed -n 's/^           //p'
}
example_text man/ipuz-pack.5 >"$tmp/set.json"
check_out "ipuz-pack.5's example is examples/set.json" 0 "" \
    diff examples/set.json "$tmp/set.json"
check_out "ipuz-pack.5's example packs a sound bundle" 0 \
    "$tmp/examples.zip: info: 4 puzzles, sound" \
    sh -c 'ipuz-pack -c -f "$1" -m examples/set.json &&
    ipuz-pack -v -f "$1"' sh "$tmp/examples.zip"
example_text man/ipuz.5 >"$tmp/example.ipuz"
check_out "ipuz.5's example is a valid puzzle" 0 "" \
    ipuz-check "$tmp/example.ipuz"
# Every option of a page's SYNOPSIS has an item of its own in the list
# of options: ipuz-render(1) lost -c's, and its text read as -b's.
for page in man/*.1; do
	check_out "$page: each option of the synopsis has an item" 0 "" \
	    awk '/^\.Sh SYNOPSIS/ { syn = 1; next } /^\.Sh/ { syn = 0 }
	    syn && /^\.Op Fl [A-Za-z0-9]+/ { w = $3
	        if ($4 == "Ar") opt[w] = 1
	        else for (i = 1; i <= length(w); i++) opt[substr(w, i, 1)] = 1 }
	    /^\.It Fl / { it[$3] = 1
	        for (i = 4; i < NF; i++) if ($i == "Fl") it[$(i + 1)] = 1 }
	    END { for (o in opt) if (!(o in it)) print "no item for -" o }' \
	    "$page"
done
# Each code of ipuz-pack's findings, which -j gives a script to branch
# on, is on its page: the Safety codes (member-unsafe, -damaged,
# -missing, -extra) and "sound" were on none (docs17 F9).
check_out "ipuz-pack.1 names every code of its findings" 0 "" \
    sh -c 'perl -0ne '\''while (/\bpk_(?:add\w*|refuse)\s*\(((?:[^();]|\([^()]*\))*)\)/g) {
	my $a = $1; print "$1\n" while $a =~ /"([a-z]{2,}(?:-[a-z]+)*)"/g }'\'' \
	cmd/ipuz-pack/*.c | sort -u | while read -r code; do
	grep -Eq "^\.(It )?(Cm|Li) $code( |\$)" man/ipuz-pack.1 ||
	    echo "no $code on the page"
    done'
done_testing
