#!/bin/sh
# Every tool that reads puzzles points the way past what only
# ipuz-convert gets past: a .puz whose checksums do not match.
. "$(dirname "$0")/lib.sh"

corpus=t/corpus
# One byte of a clue changed, the checksums left as they were.
cp "$corpus/puz/puzpy__nyt_with_shape.puz" "$tmp/changed.puz"
printf M | dd of="$tmp/changed.puz" bs=1 seek=1029 conv=notrunc 2>/dev/null
cp "$corpus/puz/puzzmo__plus-symbol-rebus.puz" "$tmp/be.puz"
bad='changed.puz: global checksum mismatch: stored 0x2d5b, computed 0x0dd8; ipuz-convert -f reads it anyway'
be="be.puz: clue count 1536 does not match the grid's 6 entries: it is 6 stored big-endian, as puzjs writes it; ipuz-convert -f reads it anyway"

# in_tmp CMD: run the shell command CMD in $tmp.
in_tmp() {
	sh -c 'cd "$0" && eval "$1"' "$tmp" "$1"
}

check_err "ipuz-check: a bad checksum, with the way past it" 2 \
    "ipuz-check: $bad" in_tmp 'ipuz-check changed.puz'
check_out "ipuz-check -j: the same message" 2 \
    '{"file":"changed.puz","status":"unreadable","error":{"message":"global checksum mismatch: stored 0x2d5b, computed 0x0dd8; ipuz-convert -f reads it anyway","line":0,"column":0}}' \
    in_tmp 'ipuz-check -j changed.puz 2>/dev/null'
check_err "ipuz-render: a bad checksum, with the way past it, nothing written" 2 \
    "ipuz-render: $bad" \
    in_tmp 'ipuz-render -o c.pdf changed.puz; s=$?; test ! -e c.pdf && exit $s'
check_err "gridfill: a bad checksum, with the way past it" 2 \
    "gridfill: $bad" in_tmp 'gridfill -o c.ipuz changed.puz'
check_err "ipuz-pack: a bad checksum, with the way past it" 2 \
    "ipuz-pack: $bad" in_tmp 'ipuz-pack -c -f c.zip changed.puz'
check_err "ipuz-convert: its own -f" 2 \
    'ipuz-convert: changed.puz: global checksum mismatch: stored 0x2d5b, computed 0x0dd8; -f reads it anyway' \
    in_tmp 'ipuz-convert changed.puz'
check_err "ipuz-check: lengths stored big-endian (puzjs), alike" 2 \
    "ipuz-check: $be" in_tmp 'ipuz-check be.puz'
check_err "gridfill: lengths stored big-endian (puzjs), alike" 2 \
    "gridfill: $be" in_tmp 'gridfill -o c.ipuz be.puz'
check_err "ipuz-convert -f past it: no hint" 0 \
    "ipuz-convert: changed.puz: warning: global checksum mismatch: stored 0x2d5b, computed 0x0dd8; read anyway (-f)" \
    in_tmp 'ipuz-convert -f -o c.ipuz changed.puz'
# In a batch, -f alone would replace every output there is, a hand
# edited one too: the hint names -u -f, which reads the file and keeps
# the outputs that are up to date (persona18 F10).
mkdir "$tmp/batch"
cp examples/mini-5x5.ipuz "$tmp/batch/good.ipuz"
cp "$tmp/changed.puz" "$tmp/batch/changed.puz"
inbatch='batch/changed.puz: global checksum mismatch: stored 0x2d5b, computed 0x0dd8'
check_err "ipuz-convert -d: the hint is -u -f" 2 \
    "ipuz-convert: $inbatch; -u -f reads it anyway, replacing no output that is up to date
ipuz-convert: 1 of 2 files failed" \
    in_tmp 'ipuz-convert -d bout batch'
check_err "... with -u too" 2 \
    "ipuz-convert: $inbatch; -u -f reads it anyway, replacing no output that is up to date
ipuz-convert: 1 of 2 files failed" \
    in_tmp 'ipuz-convert -u -d bout batch'
sed 's/"Night at the Pictures"/"Edited by hand"/' "$tmp/bout/batch/good.ipuz" \
    >"$tmp/edited" && mv "$tmp/edited" "$tmp/bout/batch/good.ipuz"
check_out "-u -f: the bad file read, the edited output kept" 0 \
    '"title": "Edited by hand",
"title": "NY Times, Sun, Jul 20, 2008  ACROSS THE BOARD",' \
    in_tmp 'ipuz-convert -q -u -f -d bout batch &&
    grep -h "\"title\"" bout/batch/good.ipuz bout/batch/changed.ipuz |
    sed "s/^ *//"'
check_out "-f alone writes every output again, as ipuz-convert(1) says" 0 \
    '"title": "Night at the Pictures",' \
    in_tmp 'ipuz-convert -q -f -d bout batch &&
    grep -h "\"title\"" bout/batch/good.ipuz | sed "s/^ *//"'

# A message too long to end with the hint whole loses its middle,
# between characters, and says so (hostile14 F3): 40 sections stored
# big-endian. It lost its end, what puzjs does (regress17 R17-1).
perl -e 'print pack("a4 n n a3", "LTIM", 3, 0, "0,0") x 40' >"$tmp/tail"
cat t/corpus/puz/kotwords__gaps.puz "$tmp/tail" >"$tmp/be40.puz"
check_out "a long message cut before its hint says so" 0 \
    '1
LTIM and LTIM, as puzjs writes them; ipuz-convert -f reads it anyway' \
    in_tmp 'ipuz-check be40.puz 2>&1 | grep -c "768\.\.\.LTIM"
    ipuz-check be40.puz 2>&1 | tail -c 69'

# A file whose name says one format and whose bytes are another is
# refused by its name, as every tool refuses it, with what the bytes
# hold and the name that reads them (persona18 F1); bytes of no format
# get the refusal alone.
mini=examples/mini-5x5.ipuz
cp "$mini" "$tmp/a.puz"
ipuz-convert -q -t puz "$mini" >"$tmp/b.ipuz"
ipuz-convert -q -t xd "$mini" >"$tmp/c.jpz"
ipuz-convert -q -t jpz "$mini" >"$tmp/d.xd"
mkdir "$tmp/in"
printf 'CAB\nARE\nBED\n' >"$tmp/in/e.PUZ"
printf '<ACROSS PUZZLE>\n<TITLE>\n Mini\n<SIZE>\n 3x3\n<GRID>\n CAB\n ARE\n BED\n<ACROSS>\n Taxi\n Exist\n Bed\n<DOWN>\n Taxi\n Arc\n Sea bed\n' >"$tmp/f.xd"
printf 'junk!\n' >"$tmp/g.puz"
named="a.puz: not a .puz file (no ACROSS&DOWN header); it holds an ipuz document: name it a.ipuz"
check_err "ipuz-convert: ipuz bytes named .puz: what they are, and the name" 2 \
    "ipuz-convert: $named" in_tmp 'ipuz-convert -o /dev/null a.puz'
check_err "ipuz-check: the same" 2 "ipuz-check: $named" \
    in_tmp 'ipuz-check a.puz'
check_err "ipuz-render: the same" 2 "ipuz-render: $named" \
    in_tmp 'ipuz-render -t text a.puz'
check_err "gridfill: the same" 2 "gridfill: $named" \
    in_tmp 'gridfill a.puz'
check_err "ipuz-pack -c: the same, and no bundle" 2 "ipuz-pack: $named" \
    in_tmp 'ipuz-pack -c -f s.zip a.puz; s=$?; test ! -e s.zip && exit $s'
check_err "the file is read by the name given" 0 "" \
    in_tmp 'cp a.puz a.ipuz && ipuz-convert -q -o /dev/null a.ipuz'
check_err "a batch: each file, by the last part of its name" 2 \
    "ipuz-convert: b.ipuz: not a .ipuz file (no JSON object); it holds a .puz puzzle: name it b.puz
ipuz-convert: c.jpz: not a .jpz file (neither XML nor a zip archive); it holds an .xd puzzle: name it c.xd
ipuz-convert: d.xd: not a .xd file (no metadata lines or ## headers); it holds XML or a zip archive: name it d.jpz
ipuz-convert: in/e.PUZ: not a .puz file (no ACROSS&DOWN header); it holds a text grid: name it e.txt
ipuz-convert: f.xd: not a .xd file (no metadata lines or ## headers); it holds Across Lite text: name it f.txt
ipuz-convert: g.puz: not a .puz file (no ACROSS&DOWN header)
ipuz-convert: 6 of 6 files failed" \
    in_tmp 'ipuz-convert -d named b.ipuz c.jpz d.xd in/e.PUZ f.xd g.puz'
check_err "the standard input is told from the bytes" 0 "" \
    in_tmp 'ipuz-convert -q <b.ipuz >/dev/null'

done_testing
