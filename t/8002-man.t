#!/bin/sh
# The manual pages: mandoc finds nothing to warn about, and the example
# output they show is what the tools print.
. "$(dirname "$0")/lib.sh"

pages=$(ls man/*.[157])
plan $(($(echo $pages | wc -w) + 2))

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
done_testing
