#!/bin/sh
# ipuz-pack: hostile and broken zips, made here by t/helper/mkzip, are refused
# with one line and exit 2, and nothing is written, inside the folder or
# out of it; verify reports what is wrong with them.
. "$(dirname "$0")/lib.sh"

mkzip=$top/t/helper/mkzip
if [ ! -x "$mkzip" ]; then
	echo "Bail out! t/helper/mkzip is not built (make check builds it)"
	exit 1
fi

z=$tmp/z
mkdir "$z"
cp examples/mini-5x5.ipuz "$z/x.ipuz"
cat >"$z/m.json" <<'EOF'
{ "version": 1, "id": "h", "puzzles": [ { "id": "x", "file": "puzzles/x.ipuz" } ] }
EOF
echo '{ "version": 1, "id": "h", "puzzles": [' >"$z/cut.json"
echo '{ "id": "h", "puzzles": [ { "id": "x", "file": "../x.ipuz" } ] }' \
    >"$z/out.json"

# mk NAME OP ...: $z/NAME.zip, made by t/helper/mkzip in $z.
mk() {
	name=$1
	shift
	(cd "$z" && "$mkzip" "$name.zip" "$@")
}
ok="f manifest.json m.json f puzzles/x.ipuz x.ipuz"
mk ok $ok
mk slip $ok f ../evil.ipuz x.ipuz
mk absolute $ok f /xwtools-evil.ipuz x.ipuz
mk backslash $ok f 'puzzles\evil.ipuz' x.ipuz
mk link f manifest.json m.json l puzzles/x.ipuz /etc/passwd
mk big $ok z puzzles/big.bin 70000000
mk bomb $ok z puzzles/zeros.bin 10000000
mk liar z puzzles/x.ipuz 1000000 f manifest.json m.json L 1000
mk twice $ok f puzzles/y.ipuz x.ipuz s puzzles/y.ipuz puzzles/x.ipuz
mk case $ok f puzzles/X.ipuz x.ipuz
mk utf8 $ok f puzzles/Q.ipuz x.ipuz s puzzles/Q 'puzzles/\xff'
mk missing f manifest.json m.json
mk extra $ok f notes.txt m.json
mk nomanifest f puzzles/x.ipuz x.ipuz
mk badmanifest f manifest.json cut.json f puzzles/x.ipuz x.ipuz
mk outside f manifest.json out.json f x.ipuz x.ipuz
head -c 200 "$z/ok.zip" >"$z/truncated.zip"
cp examples/mini-5x5.ipuz "$z/notzip.zip"
: >"$z/empty.zip"

cases="slip absolute backslash link big bomb liar twice case utf8 missing
    extra nomanifest badmanifest outside truncated notzip empty"
plan $(($(echo $cases | wc -w) * 3 + 4))

check_golden "a sound bundle of the same makings extracts" 6002-sound 0 \
    sh -c 'mkdir "$0/sound" && cd "$1" && ipuz-pack -x -C "$0/sound" \
    -f ok.zip && cd "$0/sound" && find . | sort' "$tmp" "$z"
for c in $cases; do
	mkdir -p "$tmp/x/$c/out"
	check_golden "extract refuses $c" "6002-$c" 2 \
	    sh -c 'cd "$0" && ipuz-pack -x -C "$1/out" -f "$2.zip"' "$z" \
	    "$tmp/x/$c" "$c"
	check_golden "$c: nothing written, in the folder or beside it" \
	    6002-nothing 0 sh -c 'cd "$0" && find . | sort' "$tmp/x/$c"
	case $c in
	truncated | notzip | empty) want=2 ;;
	*) want=1 ;;
	esac
	check_golden "verify reports $c" "6002-verify-$c" "$want" \
	    sh -c 'cd "$0" && ipuz-pack -v -f "$1.zip"' "$z" "$c"
done
check_golden "list refuses a hostile bundle too" 6002-slip 2 \
    sh -c 'cd "$0" && ipuz-pack -t -f slip.zip' "$z"
check_golden "export refuses it, and writes nothing" 6002-slip 2 \
    sh -c 'mkdir "$1/e" && cd "$0" && ipuz-pack -e crosswords -C "$1/e" \
    -f slip.zip; s=$?; ls -A "$1/e"; exit $s' "$z" "$tmp"
check_golden "nothing was written beside the folders either" 6002-beside 0 \
    sh -c 'ls -A "$0" | sort; ! test -e /xwtools-evil.ipuz' "$tmp"
done_testing
