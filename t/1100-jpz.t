#!/bin/sh
# ipuz-convert: Crossword Compiler .jpz in and out, plain and zipped.
. "$(dirname "$0")/lib.sh"

plan 38

corpus=$shared/corpus
jpz=$corpus/jpz

# Our own small files.
check_golden "a small jpz reads as ipuz" 1100-small-ipuz 0 \
    ipuz-convert t/data/jpz-small.jpz
check_golden "bytes its declared encoding cannot read: one line, libxml2 says nothing" \
    1100-badenc 2 ipuz-convert t/data/jpz-badenc.jpz
check_golden "an example writes as jpz" 1100-barred-jpz 0 \
    ipuz-convert -t jpz examples/barred.ipuz
check_golden "the small jpz is clean for ipuz-check" 1000-empty 0 \
    sh -c 'ipuz-convert t/data/jpz-small.jpz | ipuz-check -q -'
check_golden "the small jpz comes back from its own jpz" 1000-empty 0 \
    sh -c 'ipuz-convert -t jpz t/data/jpz-small.jpz | ipuz-convert |
    cmp - "$0"' t/expected/1100-small-ipuz.out
for ex in mini-5x5 barred rebus-15x15; do
	check_golden "$ex: ipuz -> jpz -> ipuz keeps the puzzle" 1000-empty 0 \
	    sh -c 'ipuz-convert "$0" >"$1/a.ipuz" &&
	    ipuz-convert -t jpz "$0" | ipuz-convert | cmp - "$1/a.ipuz"' \
	    "examples/$ex.ipuz" "$tmp"
done
check_golden "a cryptic keeps all but its kind" 1100-cryptic-diff 1 \
    sh -c 'ipuz-convert examples/cryptic.ipuz >"$0/c.ipuz";
    ipuz-convert -t jpz examples/cryptic.ipuz | ipuz-convert |
    diff "$0/c.ipuz" -' "$tmp"

# Bad input: one line, exit 2.
check_golden "malformed XML says where" 1100-malformed 2 \
    ipuz-convert t/data/jpz-malformed.jpz
check_golden "a cell outside the grid" 1100-outside 2 \
    ipuz-convert t/data/jpz-outside.jpz
check_golden "absurd dimensions" 1100-huge 2 \
    ipuz-convert t/data/jpz-huge.jpz
check_golden "a word outside the grid" 1100-badword 2 \
    ipuz-convert t/data/jpz-badword.jpz
check_golden "XML that is no puzzle" 1100-notjpz 2 \
    ipuz-convert t/data/jpz-notjpz.xml
check_golden "nested entities are refused" 1100-laughs 2 \
    ipuz-convert t/data/jpz-laughs.jpz
check_golden "no XML at all after a '<'" 1100-garbage 2 \
    sh -c 'printf "<<<\n" | ipuz-convert'

# Zip archives, made here with python3's zipfile.
if command -v python3 >/dev/null; then
	python3 - "$tmp" t/data/jpz-small.jpz <<'PY'
import sys, zipfile
d, small = sys.argv[1], open(sys.argv[2], 'rb').read()
def z(name, members, method=zipfile.ZIP_DEFLATED):
    with zipfile.ZipFile(d + '/' + name, 'w', method) as f:
        for n, data in members:
            f.writestr(n, data)
z('one.jpz', [('small.jpz', small), ('__MACOSX/._small.jpz', b'junk'),
    ('pics/', b'')])
z('none.jpz', [('__MACOSX/._small.jpz', b'junk')])
z('two.jpz', [('a.jpz', small), ('b.xml', small)])
z('bad.jpz', [('bad.jpz', b'<crossword-compiler>\n<oops>\n')])
# A member that says it is 65 MiB and is.
z('bomb.jpz', [('bomb.jpz', b'<' + b' ' * (65 << 20))])
# One that says it is small and inflates past the limit anyway: patch
# the sizes in its local header and central directory.
big = b'<' + b' ' * (65 << 20)
z('liar.jpz', [('liar.jpz', big)])
b = bytearray(open(d + '/liar.jpz', 'rb').read())
import struct
struct.pack_into('<I', b, 22, 100)
cd = b.rfind(b'PK\x01\x02')
struct.pack_into('<I', b, cd + 24, 100)
open(d + '/liar.jpz', 'wb').write(b)
PY
	check_golden "the one puzzle of a zip is read" 1100-small-ipuz 0 \
	    ipuz-convert "$tmp/one.jpz"
	check_golden "a zip with no puzzle" 1100-zip-none 2 \
	    sh -c 'cd "$0" && ipuz-convert none.jpz' "$tmp"
	check_golden "a zip with two puzzles" 1100-zip-two 2 \
	    sh -c 'cd "$0" && ipuz-convert two.jpz' "$tmp"
	check_golden "an error in a zipped puzzle names the member" \
	    1100-zip-bad 2 sh -c 'cd "$0" && ipuz-convert bad.jpz' "$tmp"
	check_golden "a member declaring more than the limit" 1100-zip-bomb 2 \
	    sh -c 'cd "$0" && ipuz-convert bomb.jpz' "$tmp"
	check_golden "a member inflating past the limit" 1100-zip-liar 2 \
	    sh -c 'cd "$0" && ipuz-convert liar.jpz' "$tmp"
else
	for t in one none two bad bomb liar; do
		skip "zip test $t" "no python3"
	done
fi

# The corpus: kotwords' conversions, every good file, every bad one.
if [ -d "$jpz" ]; then
	for f in test test-applet-metadata test-invalid-namespace \
	    test-no-namespaces test-cell-ranges test-formats; do
		check_golden "kotwords $f.jpz -> exactly test.puz" 1000-empty 0 \
		    sh -c 'ipuz-convert -q -t puz "$0" | cmp - "$1"' \
		    "$jpz/kotwords__$f.jpz" "$corpus/puz/kotwords__test.puz"
	done
	# Our .puz version is 1.3 where kotwords writes 1.4: byte 27 only.
	check_golden "kotwords gaps.jpz -> gaps.puz but the version" \
	    1100-gaps 1 sh -c 'cd "$0" && ipuz-convert -t puz kotwords__gaps.jpz |
	    cmp -l - ../puz/kotwords__gaps.puz' "$jpz"
	check_golden "kotwords test-empty-clue.jpz -> test-empty-clue.puz but the version" \
	    1100-empty-clue 1 sh -c 'cd "$0" && ipuz-convert -t puz \
	    kotwords__test-empty-clue.jpz | cmp -l - ../puz/kotwords__test-empty-clue.puz' \
	    "$jpz"
	# Read through either reader, kotwords' jpz and ipuz of a puzzle
	# write the same jpz; its ipuz of test-empty-clue lacks the jpz's
	# completion message.
	for f in gaps test-empty-clue; do
		check_golden "kotwords $f.jpz is the puzzle of $f.ipuz" \
		    1000-empty 0 sh -c 'ipuz-convert -t jpz "$0" |
		    grep -v "<completion" >"$2/a" &&
		    ipuz-convert -t jpz "$1" | grep -v "<completion" |
		    cmp - "$2/a"' \
		    "$jpz/kotwords__$f.jpz" "$corpus/ipuz/kotwords__$f.ipuz" \
		    "$tmp"
	done
	mkdir "$tmp/jz" "$tmp/rt"
	check_golden "every good corpus jpz converts; the bad ones do not" \
	    1100-corpus-batch 2 sh -c 'cd "$0" &&
	    ipuz-convert -q -d "$1/jz" *.jpz *.xml' "$jpz" "$tmp"
	check_golden "ipuz-check on the converted corpus finds only what is" \
	    1100-corpus-check 1 sh -c 'cd "$0/jz" && ipuz-check *.ipuz' "$tmp"
	check_golden "corpus jpz -> jpz -> ipuz is jpz -> ipuz" 1000-empty 0 \
	    sh -c 'cd "$0/jz" && for f in *.ipuz; do
	    ipuz-convert -t jpz "$f" | ipuz-convert | cmp - "$f" || exit 1;
	    done' "$tmp"
	for f in xword-parser__fuzz-crash-d2a1d1d6 \
	    xword-parser__fuzz-timeout-3f02c57d \
	    xword-parser__fuzz-timeout-98af9657; do
		check_golden "$f fails cleanly" "1100-${f#xword-parser__}" 2 \
		    sh -c 'cd "$0" && ipuz-convert "$1"' "$jpz" "$f.jpz"
	done
else
	for t in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
		skip "corpus test $t" "no $jpz"
	done
fi
done_testing
