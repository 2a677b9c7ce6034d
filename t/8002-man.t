#!/bin/sh
# The manual pages: mandoc finds nothing to warn about, and the example
# output they show is what the tools print.
. "$(dirname "$0")/lib.sh"

pages=$(ls man/*.[157])
plan $(($(echo $pages | wc -w) + 3))

for page in $pages; do
	check_golden "$page: mandoc -Tlint is clean" 8002-empty 0 \
	    mandoc -Tlint -Wwarning "$page"
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
# Run the EXAMPLES of wordfind.1: each "$ command" must print the lines
# under it, and nothing when there are none. A "$ cat FILE" example makes FILE from its lines.
mandoc -Tascii man/wordfind.1 | sed 's/.\x08//g' |
    sed -n '/^EXAMPLES/,/^SEE ALSO/p' | sed -n 's/^           //p' \
    >"$tmp/examples"
mkdir "$tmp/ex"
awk -v dir="$tmp/ex" '
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
	END { flush() }' "$tmp/examples"
ok=1
for c in "$tmp"/ex/*.cmd; do
	cmd=$(cat "$c")
	case $cmd in
	"cat "*) cp "${c%.cmd}.out" "$tmp/ex/${cmd#cat }"; continue ;;
	esac
	(cd "$tmp/ex" && sh -c "$cmd" >"${c%.cmd}.got" 2>&1) || true
	if ! cmp -s "${c%.cmd}.out" "${c%.cmd}.got"; then
		echo "# wordfind.1 example: $cmd"
		diff -u "${c%.cmd}.out" "${c%.cmd}.got" | diag_file /dev/stdin
		ok=0
	fi
done
if [ "$ok" = 1 ] && [ -n "$(ls "$tmp"/ex/*.cmd 2>/dev/null)" ]; then
	pass "wordfind.1 examples print what the page shows"
else
	fail "wordfind.1 examples print what the page shows"
fi
done_testing
