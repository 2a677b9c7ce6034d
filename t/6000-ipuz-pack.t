#!/bin/sh
# ipuz-pack: create, list and verify bundles; the same bytes every time;
# manifests; lint of the set; bad input and usage.
. "$(dirname "$0")/lib.sh"

# A bundle's manifest with unknown keys is made by t/helper/mkzip; as
# t/6002 does, say it is missing (make check builds it) rather than fail
# one check for a reason that is not ipuz-pack's (mutation20 F9).
if [ ! -x "$top/t/helper/mkzip" ]; then
	echo "Bail out! t/helper/mkzip is not built (make check builds it)"
	exit 1
fi

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
check_silent "create from files prints nothing" 0 \
    in_d "ipuz-pack -c -f files.zip $files"
# A bundle named as a puzzle is a zip every reader that goes by the
# name refuses; it was written.
check_err "a bundle named as a puzzle is refused, and not written" 2 \
    "ipuz-pack: -f 'set.IPUZ': the name says .ipuz, but -c writes a zip bundle: end it in .zip" \
    in_d "ipuz-pack -c -f set.IPUZ $files || { s=\$?; test ! -e set.IPUZ && exit \$s; }"
check_golden "list: the set and its puzzles in order" 6000-list-files 0 \
    in_d 'ipuz-pack -t -f files.zip'
check_out "verify: a sound bundle" 0 'files.zip: info: 3 puzzles, sound' \
    in_d 'ipuz-pack -v -f files.zip'
check_golden "its manifest: ids from file names, their own titles" \
    6000-manifest-files 0 in_d 'mkdir x1 && ipuz-pack -x -C x1 -f files.zip &&
    cat x1/manifest.json'
# An id is the name less its extension, its accents folded, a '-' for
# each other character, less what an id cannot start with, "puzzle" when
# nothing is left: a file whose name was all such (u with diaeresis) was
# named after its extension, ipuz, and größe was gr----e, a '-' a byte.
# Vietnamese hà nội was ha-n-i, its ộ (U+1ED9) no letter.
check_out "ids from names: accents folded, a '-' a character" 0 \
    "1  u       5x5   Night at the Pictures
2  x-y     5x5   Night at the Pictures
3  grosse  5x5   Night at the Pictures
4  puzzle  5x5   Night at the Pictures
5  ha-noi  5x5   Night at the Pictures" \
    in_d 'mkdir x0 && u=$(printf "\303\274") &&
    g=$(printf "gr\303\266\303\237e") && l=$(printf "\316\273\317\214\316\263\316\277\317\202") &&
    v=$(printf "h\303\240 n\341\273\231i") &&
    for f in "$u" "__x y" "$g" "$l" "$v"; do
    cp examples/mini-5x5.ipuz "x0/$f.ipuz"; done &&
    ipuz-pack -c -f x0.zip "x0/$u.ipuz" "x0/__x y.ipuz" "x0/$g.ipuz" \
    "x0/$l.ipuz" "x0/$v.ipuz" && ipuz-pack -t -f x0.zip | sed 1d'
# Two names in Greek are both "puzzle": the message names the files.
check_err "ids made alike from two names: the files are named" 2 \
    "ipuz-pack: x9.zip: puzzles 1 (x9/μέλι.ipuz) and 2 (x9/λόγος.ipuz) have the same id 'puzzle'; rename a file, or give the ids in a manifest (-m)" \
    in_d 'mkdir x9 && for f in μέλι λόγος; do
    cp examples/mini-5x5.ipuz "x9/$f.ipuz"; done &&
    ipuz-pack -c -f x9.zip x9/μέλι.ipuz x9/λόγος.ipuz'
if command -v unzip >/dev/null; then
	check_golden "members: the manifest first, then the puzzles" \
	    6000-members 0 unzip -Z1 "$d/files.zip"
else
	skip "members: the manifest first, then the puzzles" "no unzip"
fi
check_out "every member is dated 1980-01-01 00:00" 0 ' 00 00 21 00' \
    od -An -tx1 -j10 -N4 "$d/files.zip"

# The same inputs give the same bytes, in any folder, time zone or time.
check_silent "packed twice, elsewhere and in another time zone: the same" 0 \
    in_d 'mkdir x2 && ln -s ../examples x2/examples &&
    (cd x2 && TZ=Pacific/Kiritimati ipuz-pack -c -f a.zip \
    -m examples/set.json) && ipuz-pack -c -f a.zip -m examples/set.json &&
    cmp a.zip x2/a.zip'
check_out "SOURCE_DATE_EPOCH dates the members, in UTC" 0 ' aa b1 6e 57' \
    in_d 'SOURCE_DATE_EPOCH=1700000000 ipuz-pack -c -f sde.zip \
    -m examples/set.json && od -An -tx1 -j10 -N4 sde.zip'
# One outside the years a zip can hold was taken as the nearest it can
# without a word: a warning says so (-j: a finding too).
check_out_err "SOURCE_DATE_EPOCH before 1980: 1980, with a warning" 0 \
    ' 00 00 21 00' \
    "ipuz-pack: warning: SOURCE_DATE_EPOCH '0' is before 1980, the first year a zip can hold: members are stamped 1980-01-01 00:00" \
    in_d "SOURCE_DATE_EPOCH=0 ipuz-pack -c -f sde0.zip $files &&
    od -An -tx1 -j10 -N4 sde0.zip"
check_out_err "... past 2107: 2107, with a warning and a finding" 0 \
    '{"bundle":"sde1.zip","status":"ok","findings":[{"kind":"warning","code":"source-date-epoch","file":"sde1.zip","message":"SOURCE_DATE_EPOCH '"'99999999999'"' is past 2107, the last year a zip can hold: members are stamped 2107-12-31 23:59:58"}]}
 7d bf 9f ff' \
    "ipuz-pack: warning: SOURCE_DATE_EPOCH '99999999999' is past 2107, the last year a zip can hold: members are stamped 2107-12-31 23:59:58" \
    in_d "SOURCE_DATE_EPOCH=99999999999 ipuz-pack -c -j -f sde1.zip $files &&
    od -An -tx1 -j10 -N4 sde1.zip"
check_err "a SOURCE_DATE_EPOCH that is no number" 2 \
    "ipuz-pack: SOURCE_DATE_EPOCH 'yesterday' is not a count of seconds since 1970" \
    in_d "SOURCE_DATE_EPOCH=yesterday ipuz-pack -c -f no.zip $files"
check_err "nor one with a blank before it" 2 \
    "ipuz-pack: SOURCE_DATE_EPOCH ' 5' is not a count of seconds since 1970" \
    in_d "SOURCE_DATE_EPOCH=' 5' ipuz-pack -c -f no.zip $files"
check_err "a count past 9999 is said to be one, too far" 2 \
    "ipuz-pack: SOURCE_DATE_EPOCH '253402300800' is past 9999-12-31, the last day a date of four digits can say" \
    in_d "SOURCE_DATE_EPOCH=253402300800 ipuz-pack -c -f no.zip $files"

# A manifest: names, order, difficulty and unlock rules.
check_silent "create by a manifest" 0 \
    in_d 'ipuz-pack -c -f set.zip -m examples/set.json'
check_golden "list: titles, sizes, difficulty and unlock rules" 6000-list 0 \
    in_d 'ipuz-pack -t -f set.zip'
check_golden "list -j" 6000-list-json 0 in_d 'ipuz-pack -t -j -f set.zip'
# The short name, the set's header in GNOME Crosswords, was in -j only
# (persona19 F5): listed before the long name when the manifest gives
# one of its own; a name absent is what stands in for it, listed once.
names() {
	printf '{ "id": "sky", %s "puzzles": [ { "id": "m", "file": "examples/mini-5x5.ipuz" } ] }\n' "$2" >"$d/names-$1.json"
	check_out "list: the names, $1" 0 "$3" \
	    in_d "ipuz-pack -c -f names-$1.zip -m names-$1.json &&
	    ipuz-pack -t -f names-$1.zip | sed -n 1p"
}
names both '"short_name": "Le ciel", "long_name": "Five sky puzzles", "locale": "fr_FR",' \
    'sky: Le ciel: Five sky puzzles (fr_FR), 1 puzzle'
names short '"short_name": "Le ciel",' 'sky: Le ciel, 1 puzzle'
names long '"long_name": "Five sky puzzles",' 'sky: Five sky puzzles, 1 puzzle'
names same '"short_name": "Le ciel", "long_name": "Le ciel",' \
    'sky: Le ciel, 1 puzzle'
names none '' 'sky: sky, 1 puzzle'
check_out "list -j: the names as they are" 0 \
    '"short_name":"Le ciel","long_name":"Five sky puzzles"' \
    in_d 'ipuz-pack -t -j -f names-both.zip | grep -o "\"short_name\":[^,]*,[^,]*"'
# The bundle's name as -v -j and the text show it: a tab was a raw one.
check_out "list -j: the bundle's name as the findings write it" 0 \
    '"bundle":"t\\tab.zip"' \
    in_d 'cp set.zip "t	ab.zip" && ipuz-pack -t -j -f "t	ab.zip" |
    grep -o "\"bundle\":\"[^\"]*\"" && rm "t	ab.zip"'
# So is all the set says: the names, author, description, titles and
# difficulty went out as JSON escapes, which jq -r printed as a raw
# escape and a newline, from an untrusted bundle.
cat >"$d/esc.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"title":"Evil\u001b]0;pwned\u0007\nFAKE LINE",
"dimensions":{"width":2,"height":1},"puzzle":[[1,0]],"solution":[["A","B"]],
"clues":{"Across":[[1,"ab"]]}}
EOT
cat >"$d/esc.json" <<'EOT'
{"version":1,"id":"evil","short_name":"S\u001b[31mred\nX","long_name":"L\u0007",
"locale":"en\u001b","author":"A\u001b]0;t\u0007","licence":"MIT\r","description":"D\nline2",
"puzzles":[{"id":"a","file":"esc.ipuz","difficulty":"e\u001bz"}]}
EOT
check_out "list -j: the set's strings as the text shows them" 0 \
    '{"bundle":"esc.zip","id":"evil","short_name":"S\\x1b[31mred\\nX","long_name":"L\\x07","locale":"en\\x1b","author":"A\\x1b]0;t\\x07","licence":"MIT\\r","description":"D\\nline2","puzzles":[{"id":"a","file":"puzzles/a.ipuz","title":"Evil\\x1b]0;pwned\\x07 FAKE LINE","difficulty":"e\\x1bz","width":2,"height":1,"after":[]}]}
1  a   2x1   Evil\x1b]0;pwned\x07 FAKE LINE [e\x1bz]' \
    in_d 'ipuz-pack -c -f esc.zip -m esc.json && ipuz-pack -t -j -f esc.zip &&
    ipuz-pack -t -f esc.zip | sed 1d'
check_golden "the bundle's manifest: members named, titles filled in" \
    6000-manifest 0 in_d 'mkdir x3 && ipuz-pack -x -C x3 -f set.zip &&
    cat x3/manifest.json'
check_out "verify -l: an answer in two puzzles is set lint, exit 1" 1 \
    "set.zip: lint: answer 'IDEA' is in 'barred' (18-across) and 'rebus' (57-down)" \
    in_d 'ipuz-pack -v -l -f set.zip'
check_out "verify -j -l" 1 \
    '{"bundle":"set.zip","status":"problems","findings":[{"kind":"lint","code":"set-answer","file":"set.zip","message":"answer '\''IDEA'\'' is in '\''barred'\'' (18-across) and '\''rebus'\'' (57-down)"}]}' \
    in_d 'ipuz-pack -v -j -l -f set.zip'
# "problems" is what -v says of the bundle: errors and lint, not warnings.
printf '...\n...\n...\n' >"$d/blank.txt"
check_out "create -j: warnings alone are ok, as -v says of the bundle" 0 \
    '{"bundle":"w.zip","status":"ok","findings":[{"kind":"warning","code":"solution","file":"blank.txt","message":"no solution grid: answers cannot be checked"}]}
ok' \
    in_d 'ipuz-pack -c -j -f w.zip blank.txt && ipuz-pack -v -j -f w.zip |
    jq -r .status'
# A name that says a format is held to it, as every tool holds it.
cp "$d/blank.txt" "$d/blank.puz"
check_out_err "create: a text grid named .puz is refused" 2 "no bundle" \
    "ipuz-pack: blank.puz: not a .puz file (no ACROSS&DOWN header); it holds a text grid: name it blank.txt (one exists: another name ending in .txt)" \
    in_d 'ipuz-pack -c -f np.zip blank.puz || { s=$?;
    [ -e np.zip ] || echo no bundle; exit $s; }'
printf '{"id":"m","puzzles":[{"id":"b","file":"mini.xd"}]}' >"$d/np.json"
cp examples/mini-5x5.ipuz "$d/mini.xd"
check_out_err "... and so is an ipuz named .xd in a manifest" 2 "" \
    "ipuz-pack: mini.xd: not a .xd file (no metadata lines or ## headers); it holds an ipuz document: name it mini.ipuz" \
    in_d 'ipuz-pack -c -f np.zip -m np.json'
# A bundle name that is not UTF-8 went into the document as it was,
# which no JSON reader takes.
check_out "verify -j: a bundle name that is not UTF-8 is escaped" 0 \
    '{"bundle":"b\\xff.zip","status":"ok","findings":[{"kind":"info","code":"sound","file":"b\\xff.zip","message":"4 puzzles, sound"}]}' \
    in_d 'cp set.zip "$(printf "b\\377.zip")" &&
    ipuz-pack -v -j -f "$(printf "b\\377.zip")"'
check_golden "a manifest without puzzles takes the files" 6000-list-meta 0 \
    in_d 'echo "{\"id\": \"two\", \"locale\": \"en\"}" >meta.json &&
    ipuz-pack -c -f meta.zip -m meta.json examples/mini-5x5.ipuz \
    examples/barred.ipuz && ipuz-pack -t -f meta.zip'
# A manifest's "file": "-" is the file named '-' beside it: it was the
# standard input when the manifest was named without a folder (m.json),
# and the file with one (./m.json), and with -m - a bare "<stdin>: empty
# file" that named neither the manifest's place nor the puzzle.
mkdir "$d/dash"
cp examples/mini-5x5.ipuz "$d/dash/-"
printf '{"id":"x","puzzles":[{"id":"a","file":"-"}]}\n' >"$d/dash/m.json"
for m in m.json ./m.json; do
	check_out "a manifest's \"-\" is the file '-' beside it (-m $m)" 0 \
	    "1  a   5x5   Night at the Pictures" \
	    in_d "cd dash && ipuz-pack -c -F -f a.zip -m $m <../examples/cryptic.ipuz &&
	    ipuz-pack -t -f a.zip | sed 1d"
done
check_out "... and from -m -, the file '-' in the current folder" 0 \
    "1  a   5x5   Night at the Pictures" \
    in_d 'cd dash && ipuz-pack -c -F -f a.zip -m - <m.json &&
    ipuz-pack -t -f a.zip | sed 1d'
check_err "... said at its place in the manifest when missing" 2 \
    "ipuz-pack: <stdin>:1:32: puzzle 'a': cannot open './-': No such file or directory" \
    in_d 'ipuz-pack -c -f nodash.zip -m - <dash/m.json'
check_err "-m - and a puzzle '-': the standard input cannot be both" 2 \
    "ipuz-pack: standard input cannot be both the manifest (-m -) and a puzzle" \
    in_d 'echo "{\"id\": \"two\"}" | ipuz-pack -c -f nodash.zip -m - examples/mini-5x5.ipuz -'
check_golden "stdout and stdin: -f -" 6000-list-stdin 0 \
    in_d 'ipuz-pack -c -f - examples/mini-5x5.ipuz | ipuz-pack -t -f -'
check_golden_err "the bundle on stdout: its findings go to stderr" \
    6000-stdout-lint 0 \
    "<stdout>: lint: answer 'IDEA' is in 'barred' (18-across) and 'rebus-15x15' (57-down)" \
    in_d 'ipuz-pack -c -l -f - examples/barred.ipuz \
    examples/rebus-15x15.ipuz | ipuz-pack -t -f -'
# usage_err DESC WHY COMMAND...: exit 2, WHY, then the usage (once the
# usage alone, which said nothing of what was wrong).
usage_err() {
	_d=$1 _w=$2
	shift 2
	check_err "$_d" 2 "ipuz-pack: $_w
$(cat t/expected/6000-usage.err)" "$@"
}
# -f names the output with -c: '' was "cannot write '': No such file or
# directory", where the other tools refuse -o '' by name (review18 F7).
usage_err "-c -f '' names no file" "-f '': an empty file name" \
    ipuz-pack -c -f '' examples/mini-5x5.ipuz
usage_err "the bundle on stdout leaves no room for -j" \
    "-j and the bundle on the standard output (-f -) would be mixed" \
    ipuz-pack -c -j -f - examples/mini-5x5.ipuz
# A link to the standard output (/dev/stdout, /dev/fd/1) is -f -, as
# xwtools(7) has it: the findings or the -j document went into the zip,
# which was damaged, and the run exited 0 with the set's id "stdout".
usage_err "the bundle on stdout by /dev/stdout leaves no room for -j" \
    "-j and the bundle on the standard output (-f -) would be mixed" \
    ipuz-pack -c -j -f /dev/stdout examples/mini-5x5.ipuz
usage_err "the bundle on stdout by /dev/fd/1 leaves no room for -j" \
    "-j and the bundle on the standard output (-f -) would be mixed" \
    in_d '{ ipuz-pack -c -j -f /dev/fd/1 examples/mini-5x5.ipuz;
    echo $? >fd1.status; } | cat && exit "$(cat fd1.status)"'
check_golden_err "the bundle on stdout by /dev/stdout: its findings go to stderr" \
    6000-stdout-lint 0 \
    "<stdout>: lint: answer 'IDEA' is in 'barred' (18-across) and 'rebus-15x15' (57-down)" \
    in_d 'ipuz-pack -c -l -f /dev/stdout examples/barred.ipuz \
    examples/rebus-15x15.ipuz >lint-link.zip && ipuz-pack -t -f lint-link.zip'
check_golden_err "the bundle piped by /dev/fd/1: its findings go to stderr" \
    6000-stdout-lint 0 \
    "<stdout>: lint: answer 'IDEA' is in 'barred' (18-across) and 'rebus-15x15' (57-down)" \
    in_d 'ipuz-pack -c -l -f /dev/fd/1 examples/barred.ipuz \
    examples/rebus-15x15.ipuz | ipuz-pack -t -f -'

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
# A puzzle's bidi controls and invisible characters are its lint here
# too, as ipuz-check -l has them (t/5000), which -l passed in silence.
check_out "create -l: a puzzle's bidi and invisible lints" 0 \
    "$(grep ': lint: ' t/expected/5000-hidden.out)" \
    in_d 'ipuz-pack -c -l -f hidden.zip t/data/hidden.ipuz'
# With no puzzle read there is nothing to lint the set by: it sorted
# nothing from a null pointer, which UBSan reports.
check_err "create -l with no puzzle read: the one error" 2 \
    'ipuz-pack: empty.ipuz: empty file' \
    in_d ': >empty.ipuz && ipuz-pack -c -l -f nothing.zip empty.ipuz'
# A locale written with '-' or '_', in either case, is the same locale:
# "en_us" is no other than the set's "en-US".
printf '{"version": 1, "id": "loc", "locale": "en-US", "puzzles": [
{"id": "a", "file": "examples/mini-5x5.ipuz"},
{"id": "b", "file": "examples/cryptic.ipuz", "locale": "en_us"}]}\n' \
    >"$d/loc.json"
check_silent "create -l: en_us is the set's en-US, no lint" 0 \
    in_d 'ipuz-pack -c -l -f loc.zip -m loc.json'
check_out "verify -l: the same" 0 'loc.zip: info: 2 puzzles, sound' \
    in_d 'ipuz-pack -v -l -f loc.zip'

# Bad input: one clear line, exit 2, no bundle and no temporary file.
# The first error of a puzzle that fails validation, and how many more.
invalid="ipuz-pack: t/data/clues.ipuz: clue 4-across: enumeration '2' adds up to 2, the answer has 3 letters (and 4 more errors: ipuz-check lists them)"
check_err "a puzzle that fails validation is named" 2 "$invalid" \
    in_d 'ipuz-pack -c -f bad.zip examples/mini-5x5.ipuz t/data/clues.ipuz'
# A puzzle strict readers refuse is packed, rewritten, with a warning at
# its place (it had no line and column).
check_err "a puzzle strict readers refuse: a warning at its place" 0 \
    "ipuz-pack: t/data/ipuz-lenient.ipuz:10:34: warning: not standard JSON: a comma before ']'" \
    ipuz-pack -c -f "$tmp/lenient.zip" t/data/ipuz-lenient.ipuz
# It was stored as it was, and its own -v refused the bundle.
check_out "... and packed as standard ipuz: the bundle is sound" 0 \
    "$tmp/lenient.zip: info: 1 puzzle, sound" \
    ipuz-pack -v -f "$tmp/lenient.zip"
# With -j the warning is a finding too, code "json" as ipuz-check -j has
# it, at its place; it was on stderr alone, and the findings empty.
check_out_err "create -j: the warning a finding too" 0 \
    '{"bundle":"lenient2.zip","status":"ok","findings":[{"kind":"warning","code":"json","file":"t/data/ipuz-lenient.ipuz","message":"not standard JSON: a comma before '"']'"'","line":10,"column":34}]}' \
    "ipuz-pack: t/data/ipuz-lenient.ipuz:10:34: warning: not standard JSON: a comma before ']'" \
    in_d 'ipuz-pack -c -j -f lenient2.zip t/data/ipuz-lenient.ipuz'
# NaN, Infinity and "1." were packed as they were, with the warning, and
# the bundle then failed its own -v. "1." (and "01.5") is a number
# standard JSON can write, 1.0; NaN and Infinity are none, and refused.
sed 's|"title": "\([^"]*\)",|"title": "\1", "x:w": 1., "x:v": [2, 01.5],|' \
    examples/mini-5x5.ipuz >"$d/dot.ipuz"
check_err "create: a number with no digits after its '.', repaired" 0 \
    "ipuz-pack: dot.ipuz:4:44: warning: not standard JSON: a number with no digits after its '.'" \
    in_d 'ipuz-pack -c -f dot.zip dot.ipuz'
check_out "... written as 1.0, and the bundle is sound" 0 \
    '  "x:w": 1.0,
  "x:v": [
    2,
    1.5
  ],
dot.zip: info: 1 puzzle, sound' \
    in_d 'unzip -p dot.zip puzzles/dot.ipuz | grep -A4 "x:w" &&
	ipuz-pack -v -f dot.zip'
sed 's|"title": "\([^"]*\)",|"title": "\1",\n  "x:score": Infinity,|' \
    examples/mini-5x5.ipuz >"$d/inf.ipuz"
sed 's|"title": "\([^"]*\)",|"title": "\1", "x:s": { "all": [1, -Infinity] },|' \
    examples/mini-5x5.ipuz >"$d/nan.ipuz"
check_err "create: Infinity, which no standard JSON holds, is refused" 2 \
    'ipuz-pack: inf.ipuz:5:3: "x:score" is NaN or Infinity, which JSON lacks: no standard ipuz can hold it' \
    in_d 'ipuz-pack -c -f inf.zip inf.ipuz || { s=$?; test ! -e inf.zip && exit $s; }'
check_out_err "create -j: NaN in an array, at its place" 2 \
    '{"bundle":"nan.zip","status":"refused","findings":[{"kind":"error","code":"json","file":"nan.ipuz","message":"\"all\" holds NaN or Infinity, which JSON lacks: no standard ipuz can hold it","line":4,"column":57}]}' \
    'ipuz-pack: nan.ipuz:4:57: "all" holds NaN or Infinity, which JSON lacks: no standard ipuz can hold it' \
    in_d 'ipuz-pack -c -j -f nan.zip nan.ipuz'
# So is a member named twice, packed with the last: which was kept.
sed 's|"title": "\([^"]*\)"|"title": "First", "title": "\1"|' \
    examples/mini-5x5.ipuz >"$d/twice.ipuz"
check_out_err "create -j: a member named twice, the same" 0 \
    '{"bundle":"twice.zip","status":"ok","findings":[{"kind":"warning","code":"json","file":"twice.ipuz","message":"\"title\" named twice in one object: xwtools keeps the last, other readers may keep the first","line":4,"column":21}]}' \
    'ipuz-pack: twice.ipuz:4:21: warning: "title" named twice in one object: xwtools keeps the last, other readers may keep the first' \
    in_d 'ipuz-pack -c -j -f twice.zip twice.ipuz'
check_err "a puzzle that cannot be read" 2 \
    'ipuz-pack: t/data/truncated.ipuz:3:28: unexpected end of input' \
    in_d 'ipuz-pack -c -f bad.zip examples/mini-5x5.ipuz t/data/truncated.ipuz'
check_golden_err "create -j: the errors in the JSON too" 6000-invalid-json 2 \
    "$invalid" \
    in_d 'ipuz-pack -c -j -f bad.zip t/data/clues.ipuz'
# -c -j prints its document whatever refuses the bundle, the reason
# among the findings: there was none, or one with no findings.
# json_refused CASE FILE CODE MESSAGE ERR CMD [PLACE]: the refusal of CMD
# (in $d) is one error, said on stderr and in the JSON, where its place,
# when it has one, is the members PLACE (',"line":3,"column":54').
json_refused() {
	check_out_err "create -j refused: $1" 2 \
	    "{\"bundle\":\"bad.zip\",\"status\":\"refused\",\"findings\":[{\"kind\":\"error\",\"code\":\"$3\",\"file\":\"$2\",\"message\":\"$4\"${7-}}]}" \
	    "ipuz-pack: $5" in_d "$6"
}
json_refused "a missing puzzle file" examples/nothing.ipuz unreadable \
    "cannot open 'examples/nothing.ipuz': No such file or directory" \
    "cannot open 'examples/nothing.ipuz': No such file or directory" \
    'ipuz-pack -c -j -f bad.zip examples/nothing.ipuz'
json_refused "an existing bundle" bad.zip output \
    "exists; -F overwrites it" "bad.zip: exists; -F overwrites it" \
    ': >bad.zip && ipuz-pack -c -j -f bad.zip examples/mini-5x5.ipuz; s=$?; rm bad.zip; exit $s'
json_refused "two puzzles of one id" bad.zip manifest \
    "puzzles 1 (examples/mini-5x5.ipuz) and 2 (t/../examples/mini-5x5.ipuz) have the same id 'mini-5x5'; rename a file, or give the ids in a manifest (-m)" \
    "bad.zip: puzzles 1 (examples/mini-5x5.ipuz) and 2 (t/../examples/mini-5x5.ipuz) have the same id 'mini-5x5'; rename a file, or give the ids in a manifest (-m)" \
    'ipuz-pack -c -j -f bad.zip examples/mini-5x5.ipuz t/../examples/mini-5x5.ipuz'
# The bundle on the standard output was named <stdin> here, and <stdout>
# by lint.
check_err "... with the bundle on the standard output, named so" 2 \
    "ipuz-pack: <stdout>: puzzles 1 (examples/mini-5x5.ipuz) and 2 (t/../examples/mini-5x5.ipuz) have the same id 'mini-5x5'; rename a file, or give the ids in a manifest (-m)" \
    sh -c 'ipuz-pack -c -f - examples/mini-5x5.ipuz t/../examples/mini-5x5.ipuz >/dev/null'
# A comma before ']' was "unexpected character", at the ']': said as
# the puzzle reader says it, at the comma.
json_refused "a bad manifest" syntax.json manifest \
    "not standard JSON: a comma before ']'" "syntax.json:3:52: not standard JSON: a comma before ']'" \
    'printf "{\n  \"id\": \"x\",\n  \"puzzles\": [ { \"file\": \"examples/mini-5x5.ipuz\" }, ]\n}\n" >syntax.json &&
    ipuz-pack -c -j -f bad.zip -m syntax.json' ',"line":3,"column":52'
# The place was in "file" ("bad.txt:2"); a column not known is 0, as
# ipuz-check -j gives it.
json_refused "a puzzle with a bad row, at its line" bad.txt unreadable \
    "grid row of 3 cells, the first has 5" "bad.txt:2: grid row of 3 cells, the first has 5" \
    'printf ".....\n..x\n" >bad.txt && ipuz-pack -c -j -f bad.zip bad.txt' \
    ',"line":2,"column":0'
json_refused "a bad SOURCE_DATE_EPOCH" bad.zip source-date-epoch \
    "SOURCE_DATE_EPOCH 'soon' is not a count of seconds since 1970" \
    "SOURCE_DATE_EPOCH 'soon' is not a count of seconds since 1970" \
    'SOURCE_DATE_EPOCH=soon ipuz-pack -c -j -f bad.zip examples/mini-5x5.ipuz'
check_out_err "create -j refused: a bundle named as a puzzle" 2 \
    '{"bundle":"bad.ipuz","status":"refused","findings":[{"kind":"error","code":"bundle-name","file":"bad.ipuz","message":"-f '"'bad.ipuz'"': the name says .ipuz, but -c writes a zip bundle: end it in .zip"}]}' \
    "ipuz-pack: -f 'bad.ipuz': the name says .ipuz, but -c writes a zip bundle: end it in .zip" \
    in_d 'ipuz-pack -c -j -f bad.ipuz examples/mini-5x5.ipuz'
check_err "a missing puzzle file" 2 \
    "ipuz-pack: cannot open 'examples/nothing.ipuz': No such file or directory" \
    in_d 'ipuz-pack -c -f bad.zip examples/nothing.ipuz'
# A bundle given as a puzzle was read as a zipped .jpz: "2 puzzles in
# the zip", its manifest counted as one.
check_err "a bundle given as a puzzle is named one" 2 \
    "ipuz-pack: one.zip: a puzzle-set bundle, not a puzzle: ipuz-pack -e ipuz -f one.zip writes out its puzzles to print, in the set's order and with its titles (-x extracts it as it is)" \
    in_d 'ipuz-pack -c -f one.zip examples/mini-5x5.ipuz &&
    ipuz-pack -c -f bad.zip one.zip; s=$?; rm one.zip; exit $s'
check_silent "nothing left behind by refusals" 0 \
    in_d 'ls -A | grep -e bad.zip -e xwtmp; true'
check_err "an existing bundle is kept without -F" 2 \
    'ipuz-pack: set.zip: exists; -F overwrites it' \
    in_d "ipuz-pack -c -f set.zip $files"
check_silent "-F replaces it" 0 \
    in_d "ipuz-pack -c -F -f set.zip $files"
# A report that cannot be written fails the pack, and the new bundle is
# removed again: it was left behind, and the retry said "exists".
lost="ipuz-pack: cannot write '<stdout>': No space left on device
ipuz-pack: lost.zip: removed again: its report was not written"
if [ -w /dev/full ]; then
	check_err "create -j: a report lost, the bundle removed" 2 "$lost" \
	    in_d 'ipuz-pack -c -j -f lost.zip examples/mini-5x5.ipuz >/dev/full;
	    s=$?; ls lost.zip 2>/dev/null; exit $s'
	check_err "create -l: lint lost alike" 2 "$lost" \
	    in_d 'ipuz-pack -c -l -f lost.zip examples/*.ipuz >/dev/full;
	    s=$?; ls lost.zip 2>/dev/null; exit $s'
	# A bundle that replaced one with -F stays, whole, for a retry with
	# -F to replace again.
	check_err "create -F -j: a bundle that replaced one stays" 2 \
	    "ipuz-pack: cannot write '<stdout>': No space left on device" \
	    in_d 'ipuz-pack -c -f lost.zip examples/cryptic.ipuz &&
	    ipuz-pack -c -F -j -f lost.zip examples/mini-5x5.ipuz >/dev/full;
	    s=$?; ipuz-pack -t -f lost.zip >/dev/null || echo unsound; rm lost.zip;
	    exit $s'
	check_silent "create: no report, nothing lost" 0 \
	    in_d 'ipuz-pack -c -f lost.zip examples/mini-5x5.ipuz >/dev/full &&
	    rm lost.zip'
else
	skip "a report lost" "no /dev/full"
fi
# A reader of the report gone: the pack dies of SIGPIPE, as it would have,
# and leaves no bundle; the bundle was left behind. With SIGPIPE ignored,
# the write fails as above.
# gone DISPOSITION CMD: CMD (in $d) with SIGPIPE so and stdout a pipe whose
# reader has gone.
gone() {
	in_d "perl -e '\$SIG{PIPE} = \"$1\"; pipe(R, W); close R;
	    open(STDOUT, \">&W\"); exec @ARGV' $2"'; s=$?;
	    ls lost.zip 2>/dev/null; exit $s'
}
check_silent "create -j: the report's reader gone, the bundle removed" 141 \
    gone DEFAULT 'ipuz-pack -c -j -f lost.zip examples/mini-5x5.ipuz'
check_err "create -j: so with SIGPIPE ignored, exit 2" 2 \
    "ipuz-pack: cannot write '<stdout>': Broken pipe
ipuz-pack: lost.zip: removed again: its report was not written" \
    gone IGNORE 'ipuz-pack -c -j -f lost.zip examples/mini-5x5.ipuz'
check_err "two puzzles of one id" 2 \
    "ipuz-pack: bad.zip: puzzles 1 (examples/mini-5x5.ipuz) and 2 (t/../examples/mini-5x5.ipuz) have the same id 'mini-5x5'; rename a file, or give the ids in a manifest (-m)" \
    in_d 'ipuz-pack -c -f bad.zip examples/mini-5x5.ipuz t/../examples/mini-5x5.ipuz'
# Their members would be one file where case is not told apart, and
# -v, -t and -x refused the bundle written.
check_err "nor ids that differ only in case" 2 \
    "ipuz-pack: bad.zip: puzzles 1 (Mini.ipuz) and 2 (mini.ipuz) have ids 'Mini' and 'mini', which differ only in case; rename a file, or give the ids in a manifest (-m)" \
    in_d 'cp examples/mini-5x5.ipuz Mini.ipuz && cp examples/cryptic.ipuz mini.ipuz &&
    ipuz-pack -c -f bad.zip Mini.ipuz mini.ipuz'

# bad_manifest CASE TEXT ERR: creating a bundle by the manifest TEXT, as
# $d/CASE.json, is refused with the one line ERR.
bad_manifest() {
	printf '%s\n' "$2" >"$d/$1.json"
	check_err "manifest: $1" 2 "$3" in_d "ipuz-pack -c -f bad.zip -m $1.json"
}
bad_manifest syntax '{
  "id": "x",
  "puzzles": [ { "file": "examples/mini-5x5.ipuz" }, ]
}' \
    "ipuz-pack: syntax.json:3:52: not standard JSON: a comma before ']'"
bad_manifest trailing '{ "id": "x", "short_name": "x", }' \
    "ipuz-pack: trailing.json:1:31: not standard JSON: a comma before '}'"
bad_manifest comment '{ "id": "x" /* the set */ }' \
    'ipuz-pack: comment.json:1:13: not standard JSON: a comment'
bad_manifest comma '{
  "id": "x"
  "puzzles": []
}' \
    "ipuz-pack: comma.json:3:3: object value separator ',' expected"
bad_manifest cut '{ "id": "x", "puzzles": [' \
    'ipuz-pack: cut.json:2:1: unexpected end of input'
bad_manifest unknown '{ "id": "x", "licence": "MIT", "license": "MIT" }' \
    'ipuz-pack: unknown.json:1:32: unknown key "license"; did you mean "licence"?'
# An unknown key is told with the key likely meant (an alias, or one
# within 2 edits, 1 for a key of 4 letters or fewer, case aside), or else
# with the keys of its level; and the read goes on past it, so that one
# run names them all, each at its place. It was 'unknown key "license"'
# alone, and the read stopped there: one typo a run (persona18 F9).
bad_manifest typos '{ "id": "s", "license": "MIT",
  "puzzles": [ { "id": "m", "file": "examples/mini-5x5.ipuz", "dificulty": "easy" } ] }' \
    'ipuz-pack: typos.json:1:14: unknown key "license"; did you mean "licence"?
ipuz-pack: typos.json:2:63: puzzle 1: unknown key "dificulty"; did you mean "difficulty"?'
bad_manifest farkeys '{ "id": "s", "genre": "cryptic",
  "puzzles": [ { "file": "examples/mini-5x5.ipuz", "date": "2026-12-07" } ] }' \
    "ipuz-pack: farkeys.json:1:14: unknown key \"genre\"; the set's keys are version, id, short_name, long_name, locale, author, licence, description and puzzles
ipuz-pack: farkeys.json:2:52: puzzle 1: unknown key \"date\"; a puzzle's keys are id, file, title, difficulty, locale and after"
bad_manifest nearkeys '{ "ID": "s", "shortName": "S", "language": "en",
  "puzzles": [ { "id": "a", "flie": "examples/mini-5x5.ipuz", "tilte": "T", "path": "x", "Locale": "fr" } ] }' \
    'ipuz-pack: nearkeys.json:1:3: unknown key "ID"; did you mean "id"?
ipuz-pack: nearkeys.json:1:14: unknown key "shortName"; did you mean "short_name"?
ipuz-pack: nearkeys.json:1:32: unknown key "language"; did you mean "locale"?
ipuz-pack: nearkeys.json:2:29: puzzle 1: unknown key "flie"; did you mean "file"?
ipuz-pack: nearkeys.json:2:63: puzzle 1: unknown key "tilte"; did you mean "title"?
ipuz-pack: nearkeys.json:2:77: puzzle 1: unknown key "path"; did you mean "file"?
ipuz-pack: nearkeys.json:2:90: puzzle 1: unknown key "Locale"; did you mean "locale"?'
# Their edges (mutation20 K01, K03, K05): "size" is 2 edits from
# "file", a key of 4 letters, so no hint; "language" is the puzzle's
# alias too; "tile", 1 edit from both "file" and "title", is the one
# first in ipuz-pack(5)'s order.
bad_manifest edgekeys '{ "id": "s",
  "puzzles": [ { "file": "examples/mini-5x5.ipuz", "size": "x", "language": "fr", "tile": "x" } ] }' \
    "ipuz-pack: edgekeys.json:2:52: puzzle 1: unknown key \"size\"; a puzzle's keys are id, file, title, difficulty, locale and after
ipuz-pack: edgekeys.json:2:65: puzzle 1: unknown key \"language\"; did you mean \"locale\"?
ipuz-pack: edgekeys.json:2:83: puzzle 1: unknown key \"tile\"; did you mean \"file\"?"
# Past 20 unknown keys the read stops, said: a manifest of a million
# would be a million messages.
printf '{ "id": "s"' >"$d/many.json"
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21; do
	printf ', "k%s": 1' $i >>"$d/many.json"
done
printf ' }\n' >>"$d/many.json"
check_out "past 20 unknown keys the read stops, said" 0 \
    '20
ipuz-pack: many.json:1:195: unknown key "k20"; the set'"'"'s keys are version, id, short_name, long_name, locale, author, licence, description and puzzles
ipuz-pack: many.json:1:195: 20 unknown keys: the rest of the manifest is not read' \
    in_d 'ipuz-pack -c -f bad.zip -m many.json 2>e; test $? = 2 && test ! -e bad.zip &&
    grep -c "unknown key \"" e && tail -n 2 e'
# In a bundle, -v finds them all too, each a finding at its place.
check_out "verify: every unknown key of a bundle's manifest" 1 \
    'kw.zip/manifest.json:4:3: error: unknown key "license"; did you mean "licence"?
kw.zip/manifest.json:9:7: error: puzzle 1: unknown key "titel"; did you mean "title"?' \
    in_d 'ipuz-pack -c -f kw.zip examples/mini-5x5.ipuz && mkdir kw &&
    ipuz-pack -x -C kw -f kw.zip && rm kw.zip &&
    printf "  \"license\": \"MIT\",\n" >kw/l &&
    sed "3r kw/l" kw/manifest.json | sed "s/\"title\"/\"titel\"/" >kw/m &&
    '"$top"'/t/helper/mkzip kw.zip f manifest.json kw/m \
    f puzzles/mini-5x5.ipuz kw/puzzles/mini-5x5.ipuz &&
    ipuz-pack -v -f kw.zip'
bad_manifest type '{ "id": "x", "puzzles": [ { "file": "a.ipuz", "title": 7 } ] }' \
    'ipuz-pack: type.json:1:47: puzzle 1: "title" is not a string'
# An empty list is a manifest that lists no puzzles, as ipuz-pack(1)
# says: the files given are its puzzles. It was refused, as a list of
# none.
bad_manifest empty '{ "id": "x", "puzzles": [] }' \
    'ipuz-pack: empty.json: names no puzzles, and no files were given'
check_out "... and with files, they are the set" 0 "x: x, 1 puzzle" \
    in_d 'ipuz-pack -c -f empty.zip -m empty.json examples/mini-5x5.ipuz &&
    ipuz-pack -t -f empty.zip | sed -n 1p'
idrule="is not 1-64 ASCII letters, digits, '.', '_' or '-', the first a letter or digit"
bad_manifest badid '{ "id": "my set" }' \
    "ipuz-pack: badid.json:1:3: set id 'my set' $idrule: 'my-set' would do"
# '-s' and '_a' are two characters the rule allows, but not first: the
# message left that part of the rule out (docs17 F12).
bad_manifest dashid '{ "id": "-s", "puzzles": [ { "id": "a", "file": "examples/mini-5x5.ipuz" } ] }' \
    "ipuz-pack: dashid.json:1:3: set id '-s' $idrule: 's' would do"
bad_manifest underid '{ "id": "s", "puzzles": [ { "id": "_a", "file": "examples/mini-5x5.ipuz" } ] }' \
    "ipuz-pack: underid.json:1:29: puzzle 1: id '_a' $idrule: 'a' would do"
# 'é' is a letter, and the rule's are ASCII letters: the message said é
# was none. It offers the id -c makes of a file's name, accents folded
# (persona19 F3).
bad_manifest accentset '{ "id": "ciel-étoilé",
  "puzzles": [ { "id": "etoiles", "file": "examples/mini-5x5.ipuz" } ] }' \
    "ipuz-pack: accentset.json:1:3: set id 'ciel-étoilé' $idrule: 'ciel-etoile' would do"
bad_manifest accentid '{ "id": "ciel",
  "puzzles": [ { "id": "Étoiles filantes", "file": "examples/mini-5x5.ipuz" } ] }' \
    "ipuz-pack: accentid.json:2:18: puzzle 1: id 'Étoiles filantes' $idrule: 'Etoiles-filantes' would do"
# None offered where none is left (Greek), where the one made is refused
# too (another puzzle's id, case aside; a device's name), and one cut to
# 64 is one the rule takes.
bad_manifest greekid '{ "id": "ουρανός" }' \
    "ipuz-pack: greekid.json:1:3: set id 'ουρανός' $idrule"
bad_manifest takenid '{ "id": "s", "puzzles": [
  { "id": "étoiles", "file": "examples/mini-5x5.ipuz" },
  { "id": "Etoiles", "file": "examples/barred.ipuz" } ] }' \
    "ipuz-pack: takenid.json:2:5: puzzle 1: id 'étoiles' $idrule"
bad_manifest deviceid '{ "id": "s", "puzzles": [
  { "id": "äux", "file": "examples/mini-5x5.ipuz" } ] }' \
    "ipuz-pack: deviceid.json:2:5: puzzle 1: id 'äux' $idrule"
long=$(printf '%065d' 0)
bad_manifest longid "{ \"id\": \"$long\" }" \
    "ipuz-pack: longid.json:1:3: set id '$long' $idrule: '${long#0}' would do"
bad_manifest after '{ "id": "x", "puzzles": [
  { "id": "a", "file": "examples/mini-5x5.ipuz", "after": ["b"] } ] }' \
    "ipuz-pack: after.json:2:60: puzzle 'a' is after 'b', which is not in the set"
bad_manifest cycle '{ "id": "x", "puzzles": [
  { "id": "a", "file": "examples/mini-5x5.ipuz", "after": ["c"] },
  { "id": "b", "file": "examples/barred.ipuz", "after": ["a"] },
  { "id": "c", "file": "examples/cryptic.ipuz", "after": ["b"] } ] }' \
    "ipuz-pack: cycle.json:2:50: unlock rules go round in a cycle: 'a' after 'c' after 'b' after 'a'"
bad_manifest self '{ "id": "x", "puzzles": [
  { "id": "a", "file": "examples/mini-5x5.ipuz", "after": ["a"] } ] }' \
    "ipuz-pack: self.json:2:50: unlock rules go round in a cycle: 'a' after 'a'"
bad_manifest twice '{ "id": "x", "puzzles": [
  { "id": "a", "file": "examples/mini-5x5.ipuz" },
  { "id": "a", "file": "examples/barred.ipuz" } ] }' \
    "ipuz-pack: twice.json:3:5: puzzles 1 (examples/mini-5x5.ipuz) and 2 (examples/barred.ipuz) have the same id 'a'"
bad_manifest case '{ "id": "x", "puzzles": [
  { "id": "A", "file": "examples/mini-5x5.ipuz" },
  { "id": "a", "file": "examples/barred.ipuz", "after": ["A"] } ] }' \
    "ipuz-pack: case.json:3:5: puzzles 1 (examples/mini-5x5.ipuz) and 2 (examples/barred.ipuz) have ids 'A' and 'a', which differ only in case"
bad_manifest aftercase '{ "id": "x", "puzzles": [
  { "id": "A", "file": "examples/mini-5x5.ipuz" },
  { "id": "b", "file": "examples/barred.ipuz", "after": ["a"] } ] }' \
    "ipuz-pack: aftercase.json:3:58: puzzle 'b' is after 'a', which is not in the set"
# json-c keeps no positions: a fault in what a manifest holds is placed
# at its key in the text, found as json-c reads it (escapes decoded), at
# the puzzle for what one lacks, and nowhere for what the file as a
# whole lacks or what no key says. A key given twice in one object is
# refused at its second (json-c would keep the last, which other readers
# may not): once, the second "title" here was read and refused as a
# title, and the first was never seen.
bad_manifest escaped '{ "id": "x",
  "lic\u0065nse": "MIT" }' \
    'ipuz-pack: escaped.json:2:3: unknown key "license"; did you mean "licence"?'
bad_manifest again '{ "id": "x", "puzzles": [ { "file": "a.ipuz",
    "title": "T",
    "title": 7 } ] }' \
    'ipuz-pack: again.json:3:5: "title" named twice in one object: xwtools keeps the last, other readers may keep the first'
bad_manifest nofile '{ "id": "x", "puzzles": [ { "id": "a" },
  { "id": "b" } ] }' \
    'ipuz-pack: nofile.json:1:27: puzzle 1: no "file"'
# What strict readers refuse, which json-c takes even strict: a tab in a
# string, NaN. A bad id so written hung (its place was sought by a scan
# that stopped at the tab).
printf '{ "id": "x", "puzzles": [\n  { "id": "a\tb", "file": "examples/mini-5x5.ipuz" } ] }\n' \
    >"$d/tab.json"
check_err "manifest: a tab in a string" 2 \
    'ipuz-pack: tab.json:2:13: not standard JSON: a tab in a string' \
    in_d 'timeout 10 ipuz-pack -c -f bad.zip -m tab.json'
bad_manifest nan '{ "version": NaN, "id": "x" }' \
    'ipuz-pack: nan.json:1:14: not standard JSON: NaN or Infinity, which JSON lacks'
# A manifest's version is 1, no other: not 0 or -1 below it, as not 2
# above; nothing is written for them.
for v in 0 -1 2; do
	printf '{ "version": %s, "id": "s",\n  "puzzles": [ { "id": "m", "file": "examples/mini-5x5.ipuz" } ] }\n' \
	    "$v" >"$d/version.json"
	check_err "manifest: version $v is not 1, and no bundle is written" 2 \
	    'ipuz-pack: version.json:1:3: "version" is not 1' \
	    in_d 'rm -f version.zip; ipuz-pack -c -f version.zip -m version.json; s=$?;
	    ! test -e version.zip && exit $s'
done
# An id whose member Windows takes for a device, as -v calls the
# bundle's: it was packed, and the bundle called unsound.
bad_manifest device '{ "id": "x", "puzzles": [
  { "id": "aux", "file": "examples/mini-5x5.ipuz" } ] }' \
    "ipuz-pack: device.json:2:5: puzzle 1 (examples/mini-5x5.ipuz): id 'aux': its member 'puzzles/aux.ipuz' has a part that Windows takes for a device (CON, PRN, AUX, NUL, COM1-9, LPT1-9)"
cp examples/mini-5x5.ipuz "$d/Com1.ipuz"
check_err "... and so of a file's name" 2 \
    "ipuz-pack: bad.zip: puzzle 1 (Com1.ipuz): id 'Com1': its member 'puzzles/Com1.ipuz' has a part that Windows takes for a device (CON, PRN, AUX, NUL, COM1-9, LPT1-9)" \
    in_d 'ipuz-pack -c -f bad.zip Com1.ipuz'
bad_manifest notobject '[ 1 ]' \
    'ipuz-pack: notobject.json: the manifest is not an object'
check_err "ids made of the files' names have no place in the manifest" 2 \
    "ipuz-pack: meta.json: puzzles 1 (examples/mini-5x5.ipuz) and 2 (t/../examples/mini-5x5.ipuz) have the same id 'mini-5x5'; rename a file, or give the ids in a manifest (-m)" \
    in_d 'ipuz-pack -c -f bad.zip -m meta.json examples/mini-5x5.ipuz t/../examples/mini-5x5.ipuz'
check_err "a manifest that names its puzzles takes no files" 2 \
    'ipuz-pack: examples/set.json: names the puzzles itself; give no files with it' \
    in_d 'ipuz-pack -c -f bad.zip -m examples/set.json examples/mini-5x5.ipuz'
check_err "a manifest that names no puzzles, and no files" 2 \
    'ipuz-pack: meta.json: names no puzzles, and no files were given' \
    in_d 'ipuz-pack -c -f bad.zip -m meta.json'
check_err "a missing manifest" 2 \
    "ipuz-pack: cannot open 'nothing.json': No such file or directory" \
    in_d 'ipuz-pack -c -f bad.zip -m nothing.json'

# Reading what is not a bundle.
check_err "verify: not a zip" 2 \
    'ipuz-pack: examples/mini-5x5.ipuz: not a zip file' \
    in_d 'ipuz-pack -v -f examples/mini-5x5.ipuz'
check_err "list: no such file" 2 \
    "ipuz-pack: cannot open 'nothing.zip': No such file or directory" \
    in_d 'ipuz-pack -t -f nothing.zip'
# With -j a document says so too, for CI; there was none.
for m in t v; do
	check_out_err "-$m -j: no such file, a document too" 2 \
	    '{"bundle":"nothing.zip","status":"unreadable","findings":[{"kind":"error","code":"unreadable","file":"nothing.zip","message":"cannot open '"'nothing.zip'"': No such file or directory"}]}' \
	    "ipuz-pack: cannot open 'nothing.zip': No such file or directory" \
	    in_d "ipuz-pack -$m -j -f nothing.zip"
done
check_err "list: an empty file is not a zip" 2 \
    'ipuz-pack: empty.zip: not a zip file' \
    in_d ': >empty.zip && ipuz-pack -t -f empty.zip'
check_err "list: nor is an empty standard input" 2 \
    'ipuz-pack: <stdin>: not a zip file' \
    in_d 'ipuz-pack -t -f - </dev/null'
# A bundle libzip cannot seek in, a pipe or a device named as a file, is
# read as the standard input is; it was "Operation not supported".
check_out "list: a pipe named as a file" 0 \
    "files: files, 3 puzzles" \
    in_d 'cat files.zip | ipuz-pack -t -f /dev/stdin | sed 1q'
check_err "list: /dev/null is not a zip" 2 \
    'ipuz-pack: /dev/null: not a zip file' \
    in_d 'ipuz-pack -t -f /dev/null'

# Usage: one mode, the options it takes, a bundle named.
usage_err "no mode" "no mode: give one of -c, -t, -v, -x and -e" \
    ipuz-pack -f x.zip
usage_err "two modes" "one mode at a time: -c, -t, -v, -x or -e" \
    ipuz-pack -t -v -f x.zip
usage_err "no bundle" "no bundle: -f names it" ipuz-pack -t
# A second -f or -m replaced the first, unsaid: two.zip was packed from
# b.json alone (docs17 F3).
usage_err "-f twice: refused, nothing written" \
    "-f given twice ('one.zip', then 'two.zip'): give it once" \
    writes_nothing f2 ipuz-pack -c -f one.zip -f two.zip "$top/examples/mini-5x5.ipuz"
usage_err "-m twice" "-m given twice ('a.json', then 'b.json'): give it once" \
    ipuz-pack -c -f x.zip -m a.json -m b.json
usage_err "-C twice" "-C given twice ('ca', then 'cb'): give it once" \
    ipuz-pack -x -C ca -C cb -f x.zip
usage_err "-e twice, the same format too" \
    "-e given twice ('crosswords', then 'crosswords'): give it once" \
    ipuz-pack -e crosswords -e crosswords -f x.zip
usage_err "an option of another mode" "-C is no option of -c" \
    ipuz-pack -c -C "$tmp" -f x.zip examples/mini-5x5.ipuz
usage_err "files with a mode that reads" "files are for -c, which packs them" \
    ipuz-pack -t -f x.zip examples/mini-5x5.ipuz
usage_err "create with nothing to pack" \
    "nothing to pack: give files, or a manifest (-m) that names them" \
    ipuz-pack -c -f x.zip
check_err "an unknown export format" 2 \
    "ipuz-pack: unknown export format 'gnome': crosswords and ipuz are the ones there are" \
    ipuz-pack -e gnome -f x.zip
# A title from the ipuz is the text its HTML shows, in the listing and
# the manifest, not the HTML ("Q&amp;A <i>Jaws</i>").
sed 's|"title": "[^"]*"|"title": "Q\&amp;A <i>Jaws</i>"|' \
    examples/mini-5x5.ipuz >"$d/html-title.ipuz"
check_out "a title of HTML is listed as its text" 0 \
    '1  html-title  5x5   Q&A Jaws' \
    in_d 'ipuz-pack -c -f ht.zip html-title.ipuz && ipuz-pack -t -f ht.zip |
    sed 1d'
# A clue twice in a set is the same as it shows: HTML and white space
# are not what tells two clues apart ("<i>Eager</i>" is "Eager").
sed 's|"Eager"|"<i>Eager</i>"|; s|"Wraps up"|"Wraps\\n  up"|' \
    examples/mini-5x5.ipuz >"$d/mini-html.ipuz"
check_out "a clue twice is told as it shows, not by its HTML" 0 \
    "$(printf '%s\n' \
    "ht2.zip: lint: clue 'Eager' is in 'mini-5x5' (4-down) and 'mini-html' (4-down)" \
    "ht2.zip: lint: clue 'Wraps up' is in 'mini-5x5' (8-across) and 'mini-html' (8-across)")" \
    in_d 'ipuz-pack -c -l -f ht2.zip examples/mini-5x5.ipuz mini-html.ipuz |
    grep "clue .\(Eager\|Wraps\)"'

# g.txt: a text grid of 5x5, for the manifests below.
printf '#DARK\nMOVIE\nOZONE\nREIGN\nENDS#\n' >"$d/g.txt"

# A manifest's puzzle whose file cannot be read is said at the manifest's
# "file" that names it, as every other fault of the manifest is; it was
# said of the file alone, with no place. No bundle is written.
mkdir "$d/gdir"
printf '{"id":"s","puzzles":[\n {"id":"a","file":"g.txt"},\n {"id":"b","file":"nothere.txt"}]}\n' >"$d/miss.json"
check_err "a manifest's missing file: at its place in the manifest" 2 \
    "ipuz-pack: miss.json:3:12: puzzle 'b': cannot open 'nothere.txt': No such file or directory" \
    in_d 'ipuz-pack -c -f miss.zip -m miss.json || { s=$?; test ! -e miss.zip && exit $s; }'
check_out_err "create -j: the missing file's finding has the place" 2 \
    '{"bundle":"miss.zip","status":"refused","findings":[{"kind":"error","code":"unreadable","file":"miss.json","message":"puzzle '"'b'"': cannot open '"'nothere.txt'"': No such file or directory","line":3,"column":12}]}' \
    "ipuz-pack: miss.json:3:12: puzzle 'b': cannot open 'nothere.txt': No such file or directory" \
    in_d 'ipuz-pack -c -j -f miss.zip -m miss.json'
printf '{"id":"s","puzzles":[\n{"id":"a","file":"gdir"}]}\n' >"$d/dir.json"
check_err "a manifest's file that is a folder: at its place" 2 \
    "ipuz-pack: dir.json:2:11: puzzle 'a': cannot read 'gdir': Is a directory" \
    in_d 'ipuz-pack -c -f dir.zip -m dir.json'

# One file read by two puzzles (by one name, or another to it) is packed
# twice, with a warning at the later; an id twice in one "after" is kept
# once, with a warning at the repeat. Both went without a word, and the
# repeat was written into the bundle's manifest.
printf '{"id":"s","puzzles":[\n {"id":"a","file":"g.txt"},\n {"id":"b","file":"g.txt"},\n {"id":"c","file":"./g.txt","after":["a","a","b"]}]}\n' >"$d/same.json"
check_err "one file twice, an id twice in after: warnings at their places" 0 \
    "ipuz-pack: same.json:4:42: warning: puzzle 'c' is after 'a' twice; it is kept once
ipuz-pack: same.json:3:12: warning: puzzle 'b' reads 'g.txt', the file puzzle 'a' reads: it is packed twice
ipuz-pack: same.json:4:12: warning: puzzle 'c' reads './g.txt', the file puzzle 'a' reads: it is packed twice" \
    in_d 'ipuz-pack -c -f same.zip -m same.json'
# Found by sorting, not each against each (quadratic: 10,000 files took
# 10 s): each later reader is said against the first, by name or by file.
printf '{"id":"s","puzzles":[\n {"id":"a","file":"g.txt"},\n {"id":"b","file":"h.txt"},\n {"id":"c","file":"./h.txt"},\n {"id":"d","file":"gl.txt"},\n {"id":"e","file":"h.txt"},\n {"id":"f","file":"./g.txt"}]}\n' >"$d/same2.json"
check_err "one file read by many: each said against its first reader" 0 \
    "ipuz-pack: same2.json:4:12: warning: puzzle 'c' reads './h.txt', the file puzzle 'b' reads: it is packed twice
ipuz-pack: same2.json:5:12: warning: puzzle 'd' reads 'gl.txt', the file puzzle 'a' reads: it is packed twice
ipuz-pack: same2.json:6:12: warning: puzzle 'e' reads 'h.txt', the file puzzle 'b' reads: it is packed twice
ipuz-pack: same2.json:7:12: warning: puzzle 'f' reads './g.txt', the file puzzle 'a' reads: it is packed twice" \
    in_d 'cp g.txt h.txt && ln g.txt gl.txt && ipuz-pack -c -f same2.zip -m same2.json'
check_out "the repeat is not in the bundle's manifest" 0 \
    '3  c   5x5   c; after a and b
["a","b"]' \
    in_d 'ipuz-pack -t -f same.zip | sed -n 4p; mkdir tw && ipuz-pack -x -C tw -f same.zip && jq -c ".puzzles[2].after" tw/manifest.json'
check_out_err "create -j: the warnings are findings, with their places" 0 \
    '{"bundle":"same-j.zip","status":"ok","findings":[{"kind":"warning","code":"after-repeated","file":"same.json","message":"puzzle '"'c'"' is after '"'a'"' twice; it is kept once","line":4,"column":42},{"kind":"warning","code":"same-file","file":"same.json","message":"puzzle '"'b'"' reads '"'g.txt'"', the file puzzle '"'a'"' reads: it is packed twice","line":3,"column":12},{"kind":"warning","code":"same-file","file":"same.json","message":"puzzle '"'c'"' reads '"'./g.txt'"', the file puzzle '"'a'"' reads: it is packed twice","line":4,"column":12}]}' \
    "ipuz-pack: same.json:4:42: warning: puzzle 'c' is after 'a' twice; it is kept once
ipuz-pack: same.json:3:12: warning: puzzle 'b' reads 'g.txt', the file puzzle 'a' reads: it is packed twice
ipuz-pack: same.json:4:12: warning: puzzle 'c' reads './g.txt', the file puzzle 'a' reads: it is packed twice" \
    in_d 'ipuz-pack -c -j -f same-j.zip -m same.json'
# An id 10,000 times is one warning, which counts them: it was 9,999
# warnings and 8 s, each finding its place by reading the manifest again
# (fuzz19 F6).
{
	printf '{"id":"s","puzzles":[\n {"id":"a","file":"g.txt"},\n {"id":"b","file":"g.txt","after":["a"'
	printf ',"a"%.0s' $(seq 9999)
	printf ']}]}\n'
} >"$d/rep10000.json"
check_err "an id 10,000 times in an after list: one warning" 0 \
    "ipuz-pack: rep10000.json:3:40: warning: puzzle 'b' is after 'a' 10000 times; it is kept once
ipuz-pack: rep10000.json:3:12: warning: puzzle 'b' reads 'g.txt', the file puzzle 'a' reads: it is packed twice" \
    in_d 'timeout 10 ipuz-pack -c -f rep10000.zip -m rep10000.json'
ln "$d/g.txt" "$d/g-link.txt"
check_err "two names of one file (a hard link), given as files: a warning" 0 \
    "ipuz-pack: g-link.txt: warning: puzzle 'g-link' reads 'g-link.txt', the file puzzle 'g' reads: it is packed twice" \
    in_d 'ipuz-pack -c -f link.zip g.txt g-link.txt'

# An empty short_name, long_name or title is one not given: the id, and
# the puzzle's own title or its id, stand in; they were exported blank.
printf '{"id":"s","short_name":"","long_name":"","puzzles":[{"id":"a","file":"g.txt","title":""}]}\n' >"$d/blank.json"
check_out "empty names and titles are absent ones" 0 \
    's: s, 1 puzzle
1  a   5x5   a
ShortName=s
LongName=s
Header=s
{"id":"s","puzzles":[{"id":"a","file":"puzzles/a.ipuz","title":"a"}]}' \
    in_d 'ipuz-pack -c -f blank.zip -m blank.json && ipuz-pack -t -f blank.zip && mkdir -p bl/x && ipuz-pack -e crosswords -C bl -f blank.zip && grep -E "^(ShortName|LongName|Header)=" bl/s/puzzle.config && ipuz-pack -x -C bl/x -f blank.zip && jq -c "del(.version)" bl/x/manifest.json'
# A puzzle that comes with a solver's entries, even all of them, was
# packed, verified and exported without a word: a warning of code
# "saved" says so; the puzzle is packed as it is.
cat >"$d/done.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"title":"Solved copy","dimensions":{"width":3,"height":3},"block":"#","empty":0,
"puzzle":[[1,2,3],[4,0,0],[5,0,0]],
"solution":[["C","A","T"],["A","R","E"],["B","E","D"]],
"saved":[["C","A","T"],["A","R","E"],["B","E","D"]],
"clues":{"Across":[[1,"Pet"],[4,"Zone"],[5,"Cot"]],"Down":[[1,"Taxi"],[2,"Are"],[3,"Tied"]]}}
EOT
sed 's/"saved":\[\["C","A","T"\]/"saved":[["C","O",""]/' "$d/done.ipuz" \
    >"$d/part.ipuz"
check_out "create: a solver's saved grid is a warning" 0 \
    "done.ipuz: warning: the puzzle carries a solver's saved grid (9 of 9 cells filled, all right)
part.ipuz: warning: the puzzle carries a solver's saved grid (8 of 9 cells filled, 1 wrong)" \
    in_d 'ipuz-pack -c -f saved.zip done.ipuz part.ipuz'
check_out "... -j: a finding of code saved" 0 \
    "warning saved" \
    in_d 'ipuz-pack -c -j -f saved2.zip done.ipuz | jq -r ".findings[] | .kind + \" \" + .code"'
check_out "... verify says it too, and packed as it is" 0 \
    "saved.zip/puzzles/done.ipuz: warning: the puzzle carries a solver's saved grid (9 of 9 cells filled, all right)
saved.zip/puzzles/part.ipuz: warning: the puzzle carries a solver's saved grid (8 of 9 cells filled, 1 wrong)
saved.zip: info: 2 puzzles, sound
1" \
    in_d 'ipuz-pack -v -f saved.zip && unzip -p saved.zip puzzles/done.ipuz | grep -c "\"saved\""'
# -e, which hands the set to solvers, said nothing of it.
check_out_err "... export says it too, on the standard error, exit 0" 0 \
    "2" \
    "ipuz-pack: saved.zip/puzzles/done.ipuz: warning: the puzzle carries a solver's saved grid (9 of 9 cells filled, all right)
ipuz-pack: saved.zip/puzzles/part.ipuz: warning: the puzzle carries a solver's saved grid (8 of 9 cells filled, 1 wrong)" \
    in_d 'mkdir sv && ipuz-pack -e crosswords -C sv -f saved.zip &&
    cat sv/saved/*.ipuz | grep -c "\"saved\""'
check_out "... so is a solved .puz's player grid" 0 \
    "puzpy__nyt_rebus_with_notes_and_shape_solved.puz: warning: the puzzle carries a solver's saved grid (179 of 179 cells filled, all right)" \
    sh -c 'cd "$0" && ipuz-pack -c -f "$1/solved.zip" puzpy__nyt_rebus_with_notes_and_shape_solved.puz' \
    "$PWD/t/corpus/puz" "$d"
check_out "... and a puzzle without entries says nothing" 0 '' \
    in_d 'jq "del(.saved)" done.ipuz >blank.ipuz && ipuz-pack -c -f blank2.zip blank.ipuz'
# Given letters fill their cells in ipuz-check -p, but they are not a
# solver's: a puzzle with givens and no entries says nothing.
check_out "... nor one with given letters and no entries" 0 '' \
    in_d 'jq -c "del(.saved) | .puzzle[0][0] = {\"cell\": 1, \"value\": \"C\"}" \
    done.ipuz >given.ipuz && ipuz-pack -c -f given.zip given.ipuz'
# A block the solver placed in a diagramless is an entry too, even the
# only one.
cat >"$d/dl.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword/diagramless#1"],"dimensions":{"width":3,"height":3},"puzzle":[[0,0,0],[0,0,0],[0,0,0]],"solution":[["A","B","#"],["C","D","E"],["#","F","G"]],"saved":[["","#",""],["","",""],["","",""]],"clues":{"Across":[[1,"ab"],[3,"cde"],[5,"fg"]],"Down":[[1,"ac"],[2,"bdf"],[4,"eg"]]}}
EOT
check_out "create: a saved grid of one block the solver placed is a warning" 0 \
    "dl.ipuz: warning: the puzzle carries a solver's saved grid (1 of 7 cells filled, 1 wrong)" \
    in_d 'ipuz-pack -c -f dl.zip dl.ipuz'
check_out "... and verify says it too" 0 \
    "dl.zip/puzzles/dl.ipuz: warning: the puzzle carries a solver's saved grid (1 of 7 cells filled, 1 wrong)
dl.zip: info: 1 puzzle, sound" \
    in_d 'ipuz-pack -v -f dl.zip'
# A puzzle on the standard input is "<stdin>", as every tool names it:
# it was "-" in the findings of its checks and in the refusal, and
# "<stdin>" in the reader's warning, in one -j document.
sed 's|"title":"Solved copy"|"title":"First","title":"Solved copy"|' \
    "$d/done.ipuz" >"$d/done2.ipuz"
check_out_err "create -j: a puzzle on stdin is <stdin> in every finding" 0 \
    '{"bundle":"in.zip","status":"ok","findings":[{"kind":"warning","code":"json","file":"<stdin>","message":"\"title\" named twice in one object: xwtools keeps the last, other readers may keep the first","line":2,"column":17},{"kind":"warning","code":"saved","file":"<stdin>","message":"the puzzle carries a solver'"'"'s saved grid (9 of 9 cells filled, all right)"}]}' \
    'ipuz-pack: <stdin>:2:17: warning: "title" named twice in one object: xwtools keeps the last, other readers may keep the first' \
    in_d 'ipuz-pack -c -j -f in.zip - <done2.ipuz'
check_out "... and in the text" 0 \
    "<stdin>: warning: the puzzle carries a solver's saved grid (9 of 9 cells filled, all right)" \
    in_d 'ipuz-pack -c -f in2.zip - <done.ipuz'
check_err "... and in a refusal" 2 \
    "ipuz-pack: <stdin>: entry 4-across has no clue" \
    in_d 'jq "del(.saved, .clues.Across[1])" done.ipuz |
    ipuz-pack -c -f in3.zip -'

# A report is said as it is found, not held (10,000 puzzles took 2.4 GB):
# the findings of a set of 50, in order, with set lint last, exactly as
# they were. The JSON document's status leads it: warnings found before
# the first lint, and those of a bundle with no error or lint, whose
# status is known only at its end, are in their places all the same.
check_silent "a set of 50 puzzles, some with findings" 0 \
    in_d 'mkdir x50 && set -- t/corpus/ipuz/ipuz-py__first.ipuz \
    examples/mini-5x5.ipuz blank.txt examples/cryptic.ipuz \
    t/corpus/ipuz/kotwords__gaps.ipuz examples/barred.ipuz \
    t/corpus/ipuz/kotwords__spiral.ipuz examples/rebus-15x15.ipuz \
    t/corpus/ipuz/kotwords__test-empty-clue.ipuz && i=0 &&
    while [ $i -lt 50 ]; do for f; do [ $i -lt 50 ] || break
    i=$((i + 1)); cp "$f" "x50/p$i.${f##*.}"; done; done &&
    ipuz-pack -c -f x50.zip $(ls x50/* | sort -V) >/dev/null 2>&1 &&
    ipuz-pack -c -f w50.zip $(ls x50/*.txt | sort -V) >/dev/null'
check_golden "verify -l of 50: every finding, in order" 6000-verify-50 1 \
    in_d 'ipuz-pack -v -l -f x50.zip'
check_golden "verify -l -j of 50: every finding, in order" 6000-verify-50-json 1 \
    in_d 'ipuz-pack -v -l -j -f x50.zip'
check_golden "verify -j of warnings alone: status ok, first" \
    6000-verify-50-warnings 0 in_d 'ipuz-pack -v -j -f w50.zip'
# 1,000 puzzles each after all the later ones, listed from the last: the
# rounds of old marked one puzzle done each and read its list again,
# cubic, and each puzzle's "file" was found by a scan of the 4 MB
# manifest (21-38 s for -c; fuzz19 F6). One more rule, the last after
# the first, makes the cycle told from the first puzzle left.
mkdir "$d/chain"
perl -e '
	my ($dir, $src, $cycle) = @ARGV;
	open(my $in, "<", $src) or die "$src: $!\n";
	my $puz = do { local $/; <$in> };
	for my $name ("chain", "cycle") {
		my @p;
		for my $i (0 .. 999) {
			my @after = map { "\"p$_\"" } reverse($i + 1 .. 999);
			push @after, "\"p0\"" if $name eq "cycle" && $i == 999;
			push @p, "{ \"id\": \"p$i\", \"file\": \"f$i.ipuz\", " .
			    "\"after\": [" . join(",", @after) . "] }";
		}
		open(my $m, ">", "$dir/$name.json") or die "$dir: $!\n";
		print $m "{ \"version\": 1, \"id\": \"s\", \"puzzles\": [\n" .
		    join(",\n", @p) . "\n] }\n";
	}
	for my $i (0 .. 999) {
		open(my $o, ">", "$dir/f$i.ipuz") or die "$dir: $!\n";
		print $o $puz;
	}' "$d/chain" examples/mini-5x5.ipuz
check_out "after: 1,000 puzzles each after all the later ones are packed" 0 "" \
    in_d "ipuz-pack -c -f chain.zip -m chain/chain.json"
check_out "after: and verified sound" 0 "chain.zip: info: 1000 puzzles, sound" \
    in_d "ipuz-pack -v -f chain.zip"
check_err "after: the last after the first is the cycle told" 2 \
    "ipuz-pack: chain/cycle.json:2:34: unlock rules go round in a cycle: 'p0' after 'p999' after 'p0'" \
    in_d "ipuz-pack -c -f cycle.zip -m chain/cycle.json"
done_testing
