#!/bin/sh
# Every command make demo prints can be pasted into a shell: run so from
# the top of the tree, each succeeds and prints what the demo shows.
. "$(dirname "$0")/lib.sh"

sh examples/pipeline.sh >"$tmp/demo" 2>/dev/null </dev/null
sed -n 's/^\$ //p' "$tmp/demo" >"$tmp/commands"
# As a user would paste them: where examples/ is, bin/ on PATH.
mkdir "$tmp/paste"
ln -s "$top/examples" "$tmp/paste/examples"
PATH=$top/bin:$PATH
cd "$tmp/paste"
failed=
while IFS= read -r c; do
	echo "\$ $c"
	sh -c "$c" 2>/dev/null </dev/null || failed="$failed
# $c"
	echo
done <"$tmp/commands" >"$tmp/replay"
if [ -z "$failed" ]; then
	pass "every command printed by examples/pipeline.sh succeeds"
else
	fail "every command printed by examples/pipeline.sh succeeds"
	echo "# these failed:$failed"
fi
if [ -s "$tmp/commands" ] && cmp -s "$tmp/demo" "$tmp/replay"; then
	pass "pasted, they print what the demo shows"
else
	fail "pasted, they print what the demo shows"
	diff -u "$tmp/demo" "$tmp/replay" | diag_file /dev/stdin
fi
done_testing
