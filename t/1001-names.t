#!/bin/sh
# ipuz-convert and names: an input named .puz, .ipuz, .jpz or .xd must hold
# that format (other names, and stdin, are told from the bytes alone);
# -d makes its folder when it is missing, as mkdir -p does.
. "$(dirname "$0")/lib.sh"

# is DESC STATUS ERR CMD...: CMD, run in $tmp, exits with STATUS and
# prints ERR on the standard error (one line, or nothing for "").
is() {
	_d=$1 _s=$2 _e=$3
	shift 3
	check_err "$_d" "$_s" "$_e" sh -c 'cd "$0" && exec "$@"' "$tmp" "$@"
}

# Inputs.
echo junk >"$tmp/bad.puz"
cp examples/mini-5x5.ipuz "$tmp/mini.xd"
cp "$tmp/bad.puz" "$tmp/notes.txt"
ipuz-convert -q -t puz -o "$tmp/good.puz" examples/mini-5x5.ipuz

is "junk called .puz is refused, naming both" 2 \
    "ipuz-convert: bad.puz: not a .puz file (no ACROSS&DOWN header); it holds a text grid: name it bad.txt" \
    ipuz-convert bad.puz
is "an ipuz document called .xd is refused" 2 \
    "ipuz-convert: mini.xd: not a .xd file (no metadata lines or ## headers); it holds an ipuz document: name it mini.ipuz" \
    ipuz-convert -t grid mini.xd
is "a batch reports it and goes on" 2 \
    "ipuz-convert: bad.puz: not a .puz file (no ACROSS&DOWN header); it holds a text grid: name it bad.txt
ipuz-convert: 1 of 2 files failed" \
    ipuz-convert -d ipuz bad.puz good.puz
is "the good file of the batch was written" 0 "" test -s ipuz/good.ipuz
check_out ".txt says nothing: the same bytes are a text grid" 0 JUNK \
    ipuz-convert -t grid "$tmp/notes.txt"
check_out "nor does stdin" 0 JUNK sh -c 'ipuz-convert -t grid <"$0"' "$tmp/bad.puz"

# The name advised is not one that replaces a file there (newfeat18 F14).
mkdir "$tmp/both"
cp examples/mini-5x5.ipuz "$tmp/both/a.ipuz"
cp examples/cryptic.ipuz "$tmp/both/a.puz"
is "the name advised is there: said, not advised over it" 2 \
    "ipuz-convert: both/a.puz: not a .puz file (no ACROSS&DOWN header); it holds an ipuz document: name it a.ipuz (one exists: another name ending in .ipuz)" \
    ipuz-convert -t grid both/a.puz

# A puzzle-set bundle is no .jpz: its own refusal whatever the name, not
# "name it set.jpz", which gets it next (newfeat18 F2).
ipuz-pack -c -f "$tmp/set.zip" examples/mini-5x5.ipuz >/dev/null
for x in puz ipuz xd jpz; do
	cp "$tmp/set.zip" "$tmp/set.$x"
	is "a bundle named .$x gets the bundle refusal" 2 \
	    "ipuz-convert: set.$x: a puzzle-set bundle, not a puzzle: ipuz-pack -e ipuz -f set.$x writes out its puzzles to print, in the set's order and with its titles (-x extracts it as it is)" \
	    ipuz-convert -t grid set.$x
done

# Across Lite text opens with '<': read as the .jpz its name says, the XML
# error ends with what it holds and the name, as for the other names
# (newfeat18 F3).
cp t/data/acrosstext-v2.txt "$tmp/at.jpz"
is "Across Lite text named .jpz: the error says what it holds" 2 \
    "ipuz-convert: at.jpz:1:16: malformed XML: Specification mandates value for attribute PUZZLE; it holds Across Lite text: name it at.txt" \
    ipuz-convert -t grid at.jpz

# A name that is an extension alone is a hidden file with none, however
# its path is written: it says nothing, to the reader and to -o, so the
# file -o .puz -t xd writes reads back as ./.puz and /abs/.puz too.
mkdir "$tmp/sub"
printf 'CAB\nARE\nBED\n' >"$tmp/g.txt"
# abs NAME: NAME, with $tmp shown as /abs, for a test's description.
abs() {
	case $1 in
	"$tmp"/*) echo "/abs/${1#"$tmp"/}" ;;
	*) echo "$1" ;;
	esac
}
for o in .puz ./.puz sub/.puz "$tmp/sub/.ipuz"; do
	is "-o $(abs "$o") -t xd: a hidden file, no extension" 0 "" \
	    ipuz-convert -f -t xd -o "$o" g.txt
done
for f in .puz ./.puz "$tmp/.puz" sub/.puz "$tmp/sub/.ipuz"; do
	check_out "$(abs "$f") reads back as the .xd it holds" 0 "CAB|ARE|BED" \
	    sh -c 'cd "$0" && ipuz-convert -t grid "$1" | paste -s -d "|" -' \
	    "$tmp" "$f"
done
is "with no -t, -o ./.puz writes ipuz" 0 "" \
    sh -c 'ipuz-convert -f -o ./.puz g.txt && jq -e .version .puz >/dev/null'
is "a name before the extension is one: ./x.puz says .puz" 2 \
    "ipuz-convert: -o './x.puz': the name says .puz, but -t xd writes xd: drop -t, or end the name in .xd" \
    ipuz-convert -t xd -o ./x.puz g.txt
is "and so is a dot-file's: sub/.x.puz" 2 \
    "ipuz-convert: -o 'sub/.x.puz': the name says .puz, but -t xd writes xd: drop -t, or end the name in .xd" \
    ipuz-convert -t xd -o sub/.x.puz g.txt

# The output folder.
cp examples/mini-5x5.ipuz "$tmp/mini.ipuz"
ipuz-convert -q -t puz -o "$tmp/want.puz" "$tmp/mini.ipuz"
: >"$tmp/file"

is "a missing folder is made, and those above it" 0 "" \
    ipuz-convert -q -t puz -d new/a/b/ mini.ipuz
is "the output is in it" 0 "" cmp -s new/a/b/mini.puz want.puz
is "a file is not a folder" 2 "ipuz-convert: file: not a folder" \
    ipuz-convert -d file mini.ipuz
is "nor is a folder under a file made" 2 \
    "ipuz-convert: file/sub: not a folder" \
    ipuz-convert -d file/sub mini.ipuz
is "an empty name is named, not left blank" 2 \
    "ipuz-convert: -d '': not a folder" ipuz-convert -d '' mini.ipuz
is "without inputs it is a usage error, and no folder is made" 2 \
    "ipuz-convert: -d converts the files given into a folder: no file given
usage: ipuz-convert [-fqKu] [-t format] [-k key] [-o file | -d dir] [-J jobs] [file ...]" \
    sh -c 'ipuz-convert -d empty; s=$?; test ! -e empty && exit $s'
done_testing
