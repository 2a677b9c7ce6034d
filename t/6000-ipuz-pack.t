#!/bin/sh
# ipuz-pack: create, list and verify bundles; the same bytes every time;
# manifests; lint of the set; bad input and usage.
. "$(dirname "$0")/lib.sh"

files="examples/mini-5x5.ipuz examples/cryptic.ipuz examples/barred.ipuz"
d=$tmp/d
mkdir "$d"
ln -s "$top/examples" "$d/examples"
ln -s "$top/t" "$d/t"

# in_d CMD: run CMD (a shell command) in $d, where examples/ is at hand
# and file names in messages stay short.
in_d() {
	sh -c 'cd "$0" && eval "$1"' "$d" "$1"
}

# A bundle of the files named, in their order, titled from them.
check_golden "create from files prints nothing" 6000-empty 0 \
    in_d "ipuz-pack -c -f files.zip $files"
check_golden "list: the set and its puzzles in order" 6000-list-files 0 \
    in_d 'ipuz-pack -t -f files.zip'
check_golden "verify: a sound bundle" 6000-verify 0 \
    in_d 'ipuz-pack -v -f files.zip'
check_golden "its manifest: ids from file names, their own titles" \
    6000-manifest-files 0 in_d 'mkdir x1 && ipuz-pack -x -C x1 -f files.zip &&
    cat x1/manifest.json'
if command -v unzip >/dev/null; then
	check_golden "members: the manifest first, then the puzzles" \
	    6000-members 0 unzip -Z1 "$d/files.zip"
else
	skip "members: the manifest first, then the puzzles" "no unzip"
fi
check_golden "every member is dated 1980-01-01 00:00" 6000-date 0 \
    od -An -tx1 -j10 -N4 "$d/files.zip"

# The same inputs give the same bytes, in any folder, time zone or time.
check_golden "packed twice, elsewhere and in another time zone: the same" \
    6000-empty 0 in_d 'mkdir x2 && ln -s ../examples x2/examples &&
    (cd x2 && TZ=Pacific/Kiritimati ipuz-pack -c -f a.zip \
    -m examples/set.json) && ipuz-pack -c -f a.zip -m examples/set.json &&
    cmp a.zip x2/a.zip'
check_golden "SOURCE_DATE_EPOCH dates the members, in UTC" 6000-sde 0 \
    in_d 'SOURCE_DATE_EPOCH=1700000000 ipuz-pack -c -f sde.zip \
    -m examples/set.json && od -An -tx1 -j10 -N4 sde.zip'
check_golden "a SOURCE_DATE_EPOCH that is no number" 6000-sde-bad 2 \
    in_d "SOURCE_DATE_EPOCH=yesterday ipuz-pack -c -f no.zip $files"

# A manifest: names, order, difficulty and unlock rules.
check_golden "create by a manifest" 6000-empty 0 \
    in_d 'ipuz-pack -c -f set.zip -m examples/set.json'
check_golden "list: titles, sizes, difficulty and unlock rules" 6000-list 0 \
    in_d 'ipuz-pack -t -f set.zip'
check_golden "list -j" 6000-list-json 0 in_d 'ipuz-pack -t -j -f set.zip'
check_golden "the bundle's manifest: members named, titles filled in" \
    6000-manifest 0 in_d 'mkdir x3 && ipuz-pack -x -C x3 -f set.zip &&
    cat x3/manifest.json'
check_golden "verify -l: an answer in two puzzles is set lint, exit 1" \
    6000-verify-lint 1 in_d 'ipuz-pack -v -l -f set.zip'
check_golden "verify -j -l" 6000-verify-json 1 \
    in_d 'ipuz-pack -v -j -l -f set.zip'
check_golden "a manifest without puzzles takes the files" 6000-list-meta 0 \
    in_d 'echo "{\"id\": \"two\", \"locale\": \"en\"}" >meta.json &&
    ipuz-pack -c -f meta.zip -m meta.json examples/mini-5x5.ipuz \
    examples/barred.ipuz && ipuz-pack -t -f meta.zip'
check_golden "stdout and stdin: -f -" 6000-list-stdin 0 \
    in_d 'ipuz-pack -c -f - examples/mini-5x5.ipuz | ipuz-pack -t -f -'
check_golden "the bundle on stdout: its findings go to stderr" \
    6000-stdout-lint 0 in_d 'ipuz-pack -c -l -f - examples/barred.ipuz \
    examples/rebus-15x15.ipuz | ipuz-pack -t -f -'
check_golden "the bundle on stdout leaves no room for -j" 6000-usage 2 \
    ipuz-pack -c -j -f - examples/mini-5x5.ipuz

# Lint: each puzzle as ipuz-check -l has it, then the set as a whole.
sed 's/"title": "Night at the Pictures"/"title": "Matinee", "org.gnome.libipuz:locale": "pl_PL"/' \
    examples/mini-5x5.ipuz >"$d/mini-pl.ipuz"
cat >"$d/lint.json" <<'EOF'
{
  "id": "lint",
  "locale": "en_US",
  "puzzles": [
    { "file": "examples/mini-5x5.ipuz" },
    { "file": "mini-pl.ipuz" },
    { "file": "t/data/lint.ipuz" }
  ]
}
EOF
check_golden "create -l: puzzle lint, answers and clues twice, locales" \
    6000-create-lint 0 in_d 'ipuz-pack -c -l -f lint.zip -m lint.json'
check_golden "create -j -l" 6000-create-json 0 \
    in_d 'ipuz-pack -c -j -l -f lint2.zip -m lint.json'

# Bad input: one clear line, exit 2, no bundle and no temporary file.
check_golden "a puzzle that fails validation is named" 6000-invalid 2 \
    in_d 'ipuz-pack -c -f bad.zip examples/mini-5x5.ipuz t/data/clues.ipuz'
check_golden "a puzzle that cannot be read" 6000-unreadable 2 \
    in_d 'ipuz-pack -c -f bad.zip examples/mini-5x5.ipuz t/data/truncated.ipuz'
check_golden "create -j: the errors in the JSON too" 6000-invalid-json 2 \
    in_d 'ipuz-pack -c -j -f bad.zip t/data/clues.ipuz'
check_golden "a missing puzzle file" 6000-missing-file 2 \
    in_d 'ipuz-pack -c -f bad.zip examples/nothing.ipuz'
check_golden "nothing left behind by refusals" 6000-empty 0 \
    in_d 'ls -A | grep -e bad.zip -e xwtmp; true'
check_golden "an existing bundle is kept without -F" 6000-exists 2 \
    in_d "ipuz-pack -c -f set.zip $files"
check_golden "-F replaces it" 6000-empty 0 \
    in_d "ipuz-pack -c -F -f set.zip $files"
check_golden "two puzzles of one id" 6000-same-id 2 \
    in_d 'ipuz-pack -c -f bad.zip examples/mini-5x5.ipuz t/../examples/mini-5x5.ipuz'

# manifest CASE TEXT: a manifest in $d/CASE.json.
manifest() {
	printf '%s\n' "$2" >"$d/$1.json"
}
manifest syntax '{
  "id": "x",
  "puzzles": [ { "file": "examples/mini-5x5.ipuz" }, ]
}'
manifest comma '{
  "id": "x"
  "puzzles": []
}'
manifest cut '{ "id": "x", "puzzles": ['
manifest unknown '{ "id": "x", "licence": "MIT", "license": "MIT" }'
manifest type '{ "id": "x", "puzzles": [ { "file": "a.ipuz", "title": 7 } ] }'
manifest empty '{ "id": "x", "puzzles": [] }'
manifest badid '{ "id": "my set" }'
manifest after '{ "id": "x", "puzzles": [
  { "id": "a", "file": "examples/mini-5x5.ipuz", "after": ["b"] } ] }'
manifest cycle '{ "id": "x", "puzzles": [
  { "id": "a", "file": "examples/mini-5x5.ipuz", "after": ["c"] },
  { "id": "b", "file": "examples/barred.ipuz", "after": ["a"] },
  { "id": "c", "file": "examples/cryptic.ipuz", "after": ["b"] } ] }'
manifest self '{ "id": "x", "puzzles": [
  { "id": "a", "file": "examples/mini-5x5.ipuz", "after": ["a"] } ] }'
manifest twice '{ "id": "x", "puzzles": [
  { "id": "a", "file": "examples/mini-5x5.ipuz" },
  { "id": "a", "file": "examples/barred.ipuz" } ] }'
for c in syntax comma cut unknown type empty badid after cycle self twice; do
	check_golden "manifest: $c" "6000-manifest-$c" 2 \
	    in_d "ipuz-pack -c -f bad.zip -m $c.json"
done
check_golden "a manifest that names its puzzles takes no files" \
    6000-manifest-files-too 2 \
    in_d 'ipuz-pack -c -f bad.zip -m examples/set.json examples/mini-5x5.ipuz'
check_golden "a manifest that names no puzzles, and no files" \
    6000-manifest-none 2 in_d 'ipuz-pack -c -f bad.zip -m meta.json'
check_golden "a missing manifest" 6000-manifest-missing 2 \
    in_d 'ipuz-pack -c -f bad.zip -m nothing.json'

# Reading what is not a bundle.
check_golden "verify: not a zip" 6000-not-zip 2 \
    in_d 'ipuz-pack -v -f examples/mini-5x5.ipuz'
check_golden "list: no such file" 6000-no-bundle 2 \
    in_d 'ipuz-pack -t -f nothing.zip'

# Usage: one mode, the options it takes, a bundle named.
check_golden "no mode" 6000-usage 2 ipuz-pack -f x.zip
check_golden "two modes" 6000-usage 2 ipuz-pack -t -v -f x.zip
check_golden "no bundle" 6000-usage 2 ipuz-pack -t
check_golden "an option of another mode" 6000-usage 2 \
    ipuz-pack -c -C "$tmp" -f x.zip examples/mini-5x5.ipuz
check_golden "files with a mode that reads" 6000-usage 2 \
    ipuz-pack -t -f x.zip examples/mini-5x5.ipuz
check_golden "create with nothing to pack" 6000-usage 2 ipuz-pack -c -f x.zip
check_golden "an unknown export format" 6000-export-format 2 \
    ipuz-pack -e gnome -f x.zip
done_testing
