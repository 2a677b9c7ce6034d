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
# A drive letter makes a name absolute on Windows, with or without a '/'
# after it: refused as that, not only for its ':'.
mk drive $ok f C:x.ipuz x.ipuz
mk drive2 $ok f C:/x.ipuz x.ipuz
mk backslash $ok f 'puzzles\evil.ipuz' x.ipuz
mk link f manifest.json m.json l puzzles/x.ipuz /etc/passwd
mk big $ok z puzzles/big.bin 70000000
mk bomb $ok z puzzles/zeros.bin 10000000
mk liar z puzzles/x.ipuz 1000000 f manifest.json m.json L 1000
# Members past 1 GiB in all, each within its own limits: 16 that state
# 64 MiB, deflated at under 200 times, and the bundle's own few bytes.
# A member that states more than 64 MiB is refused by its own limit, and
# named: one that states 4 GB was "members inflate past the limit of 1
# GiB in all", as were 15 of 64 MiB and one of 100 MB (hostile17 F5).
mb64=""
for i in 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16; do
	mb64="$mb64 r puzzles/n$i.bin 340000 U puzzles/n$i.bin 67108864"
done
mk total $ok $mb64
mk huge $ok U puzzles/x.ipuz 4294967294
mk overone $ok $mb64 U puzzles/n16.bin 100000000
mk twice $ok f puzzles/y.ipuz x.ipuz s puzzles/y.ipuz puzzles/x.ipuz
mk case $ok f puzzles/X.ipuz x.ipuz
mk filedir $ok d puzzles/x.ipuz/
mk utf8 $ok f puzzles/Q.ipuz x.ipuz s puzzles/Q 'puzzles/\xff'
mk missing f manifest.json m.json
# The same, in a name flagged as UTF-8, which libzip refuses whole: it was
# "damaged zip file: its directory does not match its contents", exit 2.
mk utf8flag $ok f "$(printf 'puzzles/x\303\251.ipuz')" x.ipuz \
    s 'puzzles/x\xc3\xa9' 'puzzles/x\xff\xfe'
# Names that are one file, or none, on Windows, which drops a final '.'
# or ' ', takes a ':' for a stream of a file, and NUL for a device in
# every folder: they were sound.
mk windot $ok f puzzles/x.ipuz. x.ipuz
mk winspace $ok f 'puzzles/x.ipuz ' x.ipuz
mk wincolon $ok f puzzles/x.ipuz:evil x.ipuz
mk windevice $ok f puzzles/Nul.ipuz x.ipuz
mk windevice2 $ok f lpt1/x.ipuz x.ipuz
mk extra $ok f notes.txt m.json
# An encrypted member, and one of a type neither file nor folder (a FIFO).
mk encrypted f manifest.json m.json f puzzles/x.ipuz x.ipuz \
    e puzzles/x.ipuz secret
mk fifo $ok t puzzles/x.ipuz 010644
# A link made on another system than Unix (VMS, Atari ST, BeOS, AtheOS),
# which Info-ZIP's unzip makes a link of too; and one from Windows (NTFS),
# which no unzipper should be trusted to leave a file. They were sound
# (fuzz19 F5).
linkhosts='2 5 16 30 10'
for host in $linkhosts; do
	mk "link$host" f manifest.json m.json l puzzles/x.ipuz /etc/passwd \
	    h puzzles/x.ipuz "$host"
done
# A file marked as a folder, by its Unix type, or by MS-DOS's folder bit
# alone from MS-DOS or Windows: bsdtar (7-Zip by the bit) makes an empty
# folder of it, the puzzle gone. They were sound (fuzz19 F10).
mk unixfolder $ok t puzzles/x.ipuz 040755
mk dosfolder $ok a puzzles/x.ipuz 0x10 h puzzles/x.ipuz 0
mk ntfsfolder $ok a puzzles/x.ipuz 0x10 h puzzles/x.ipuz 10
# Names at their bounds and one past: a part of 255 bytes, a name of
# 1024; a name of 1025 was refused with a message cut before its reason.
a250=$(printf '%250s' '' | tr ' ' a)
d250=$(printf '%250s' '' | tr ' ' d)
long=$d250/$d250/$d250/$d250
mk part256 $ok f "puzzles/${a250}a.ipuz" x.ipuz
mk name1025 $ok f "$long/bbbbbbbbbbbbbbbb.ipuz" x.ipuz
printf '{ "version": 1, "id": "h", "puzzles": [ { "id": "x", "file": "%s" },
  { "id": "y", "file": "%s" } ] }\n' "puzzles/$a250.ipuz" \
    "$long/bbbbbbbbbbbbbbb.ipuz" >"$z/bounds.json"
mk bounds f manifest.json bounds.json f "puzzles/$a250.ipuz" x.ipuz \
    f "$long/bbbbbbbbbbbbbbb.ipuz" x.ipuz
printf '{ "version": 1, "id": "h", "puzzles": [ { "id": "x", "file": "%s" } ] }\n' \
    "$long/bbbbbbbbbbbbbbbb.ipuz" >"$z/long.json"
mk longfile f manifest.json long.json f puzzles/x.ipuz x.ipuz
mk nomanifest f puzzles/x.ipuz x.ipuz
# A set unpacked and its folder compressed again (macOS "Compress",
# with Finder's __MACOSX/ copies of attributes, or zip -r): "no
# manifest.json", though it was one folder down (persona19 F4). Not so
# a manifest under a folder that does not hold every member, one two
# folders down, or a folder of that name.
mk infolder d set/ f set/manifest.json m.json f set/puzzles/x.ipuz x.ipuz
mk finder f 'my set/manifest.json' m.json f 'my set/puzzles/x.ipuz' x.ipuz \
    f '__MACOSX/my set/._manifest.json' x.ipuz
mk lsep f "$(printf 'a\342\200\250b')/manifest.json" m.json \
    f "$(printf 'a\342\200\250b')/puzzles/x.ipuz" x.ipuz
q120=$(printf "%120s" "" | tr " " "'")
mk quotes f "$q120/manifest.json" m.json f "$q120/puzzles/x.ipuz" x.ipuz
mk twotops f set/manifest.json m.json f notes.txt x.ipuz
mk deepmanifest f set/sub/manifest.json m.json f set/x.ipuz x.ipuz
mk foldermanifest d set/manifest.json/ f set/x.ipuz x.ipuz
mk badmanifest f manifest.json cut.json f puzzles/x.ipuz x.ipuz
mk outside f manifest.json out.json f x.ipuz x.ipuz
# A control character in a name flagged as UTF-8, which libzip refuses
# whole (it takes the name for CP437): "damaged zip file: its directory
# does not match its contents", where the same name unflagged is named
# for its control character (fuzz19 F3).
for c in 01 1b 1f; do
	mk "ctlflag$c" $ok f "$(printf 'puzzles/a\303\251.ipuz')" x.ipuz \
	    s 'puzzles/a\xc3\xa9' "puzzles/a\\x${c}b"
done
# Names that differ only in case past ASCII, or in accents written
# composed or apart, are one file where case is not told apart (Windows,
# macOS): each pair is a small and a capital letter of Latin-1, Latin
# Extended-A, Greek, Cyrillic and Latin Extended Additional (Vietnamese
# ạ), then e-acute, and Vietnamese ệ (two marks), composed and apart.
# They were sound. So were ệ and ê with U+0323 after it, as Windows'
# Vietnamese keyboard writes it, or e, U+0302 and U+0323: marks out of
# canonical order (the dot below goes before the circumflex).
printf '{ "id": "h", "puzzles": [ { "id": "x", "file": "puzzles/\303\251.ipuz" } ] }\n' \
    >"$z/acute.json"
mk latin1 f manifest.json acute.json f "puzzles/$(printf '\303\251').ipuz" x.ipuz \
    f "puzzles/$(printf '\303\211').ipuz" x.ipuz
twins='latin1y \303\277 \305\270 case
latin-ext \305\202 \305\201 case
greek \317\211 \316\251 case
cyrillic \320\266 \320\226 case
vietnamese \341\272\241 \341\272\240 case
apart \303\251 e\314\201 apart
apart2 \341\273\207 e\314\243\314\202 apart
apart3 \341\273\207 \303\252\314\243 apart
apart4 \341\273\207 e\314\202\314\243 apart'
while read -r c small other why; do
	mk "$c" f manifest.json m.json f puzzles/x.ipuz x.ipuz \
	    f "$(printf "puzzles/$small.ipuz")" x.ipuz \
	    f "$(printf "puzzles/$other.ipuz")" x.ipuz
done <<EOF
$twins
EOF
# Manifests whose members could not all be written out: one member for
# two puzzles, a file and a folder of one name, the manifest itself as a
# puzzle or as a folder. They were sound, and -x failed halfway ('exists',
# 'Not a directory').
named() {
	printf '{ "id": "h", "puzzles": [ { "id": "a", "file": "%s" },\n  { "id": "b", "file": "%s" } ] }\n' \
	    "$2" "$3" >"$z/$1.json"
}
named again puzzles/x.ipuz puzzles/x.ipuz
mk again f manifest.json again.json f puzzles/x.ipuz x.ipuz
named folder x x/a.ipuz
mk folder f manifest.json folder.json f x x.ipuz f x/a.ipuz x.ipuz
named casefolder X/a.ipuz x
mk casefolder f manifest.json casefolder.json f x x.ipuz f X/a.ipuz x.ipuz
named self puzzles/x.ipuz manifest.json
mk self f manifest.json self.json f puzzles/x.ipuz x.ipuz
named under puzzles/x.ipuz manifest.json/x.ipuz
mk under f manifest.json under.json f puzzles/x.ipuz x.ipuz \
    f manifest.json/x.ipuz x.ipuz
# A local header whose name is not the directory's: a streaming unzipper
# goes by the header, and writes '../../x/.json'. It was sound.
mk local $ok
printf '../../x/' | dd of="$z/local.zip" bs=1 seek=30 conv=notrunc 2>/dev/null
head -c 200 "$z/ok.zip" >"$z/truncated.zip"
# Members with data descriptors (general purpose bit 3), their sizes
# after their data, as a zip written to a pipe has them: the local
# header's CRC and sizes 0 (Python), or its inflated size kept (bsdtar,
# Info-ZIP's zip to a pipe), or its compressed size (macOS), the
# descriptor with its signature or without, zip64's or not. Those that
# kept a size were "damaged zip file: its directory does not match its
# contents", exit 2, which unzip, Python and 7z test clean.
descriptors='- s u su c 6 s6 u6 cu6'
for how in $descriptors; do
	mk "dd$how" $ok D "$how"
done
# Lies a data descriptor may tell: a local inflated size that is not the
# directory's, a descriptor that is not, a CRC that is not the data's.
mk ddlocal $ok D l
mk dddesc $ok D sd
mk ddcrc $ok D k
# A local header's size that is not the directory's, with no descriptor.
mk localsize $ok
printf '\377' | dd of="$z/localsize.zip" bs=1 seek=22 conv=notrunc 2>/dev/null
# The manifest stretched over the puzzle's local header: a streaming
# unzipper (bsdtar -xf - <overlap.zip) meets the manifest alone, and the
# puzzle hidden in it. It was sound.
mk overlap $ok O
# After the end record: zeros, as bsdtar pads a zip to a tar block on
# the standard output, are nothing; other bytes are no zip's.
cp "$z/dds.zip" "$z/padded.zip"
head -c 10000 /dev/zero >>"$z/padded.zip"
cp "$z/ok.zip" "$z/trailing.zip"
printf 'PK' >>"$z/trailing.zip"
# A member the directory does not list, its local header and data where
# the member lay, last before the directory or first in the zip: a
# streaming unzipper (cat hidden.zip | bsdtar -xf -) extracts it, a second
# manifest.json over the one judged here. Both were sound (fuzz18 F2).
echo '{ "version": 1, "id": "evil", "puzzles": [] }' >"$z/evil.json"
hide="f manifest.jsoX evil.json"
mk hidden $ok $hide H manifest.jsoX s manifest.jsoX manifest.json
mk hiddenfirst $hide $ok H manifest.jsoX s manifest.jsoX manifest.json
# A second directory and its end record in the first's comment, which
# libzip, Python, unzip and bsdtar read and 7-Zip does not: its members
# leave out the first's manifest, which 7-Zip extracts. It was sound
# (fuzz18 F6; the zip is its reproduction's).
cp t/data/pack-two-dirs.zip "$z/twodirs.zip"
# An Info-ZIP Unicode Path extra field in the directory that names the
# member 'puzzles/x.ipuz', the manifest's, for libzip (and unzip), where
# bsdtar and Python extract 'puzzles/xxxxx.ipuz'. It was sound (fuzz18 F4).
mk upath f manifest.json m.json f puzzles/xxxxx.ipuz x.ipuz \
    P puzzles/xxxxx.ipuz puzzles/x.ipuz
# The same field in the puzzle's local header, which bsdtar goes by (from
# a file or a pipe) and libzip does not: it writes the puzzle over the
# manifest. It was sound (fuzz19 F2). One that names the member as its
# header does is nothing.
mk localupath $ok p puzzles/x.ipuz manifest.json
mk localupathsame $ok p puzzles/x.ipuz puzzles/x.ipuz
# A member hidden past the end of the puzzle's deflate stream, within the
# compressed size the directory gives it: after a data descriptor there,
# which a streaming unzipper reads after the stream's end, and with none,
# where bsdtar from a pipe reads on all the same; cat slack.zip | bsdtar
# -xf - extracts a second manifest.json over the first. Both were sound
# (fuzz19 F1). A stored puzzle that holds a data descriptor of its bytes
# before it, where a streaming unzipper ends it, and the hidden member.
stretch="H manifest.jsoX s manifest.jsoX manifest.json G puzzles/x.ipuz"
mk slack $ok $hide D s $stretch
mk slacknd $ok $hide $stretch
mk slackstored $ok $hide m puzzles/x.ipuz D s $stretch
cp examples/mini-5x5.ipuz "$z/notzip.zip"
: >"$z/empty.zip"

check_golden "a sound bundle of the same makings extracts" 6002-sound 0 \
    sh -c 'mkdir "$0/sound" && cd "$1" && ipuz-pack -x -C "$0/sound" \
    -f ok.zip && cd "$0/sound" && find . | sort' "$tmp" "$z"

for how in $descriptors; do
	check_out "verify: data descriptors, as '$how'" 0 \
	    "dd$how.zip: info: 1 puzzle, sound" \
	    sh -c 'cd "$0" && ipuz-pack -v -f "dd$1.zip"' "$z" "$how"
done
check_golden "... they extract" 6002-sound 0 \
    sh -c 'cd "$0" && mkdir dd && ipuz-pack -x -C dd -f ddsu.zip && cd dd &&
    find . | sort' "$z"
check_silent "... the same bytes, from the standard input too" 0 \
    sh -c 'cd "$0" && mkdir dd6 && ipuz-pack -x -C dd6 -f - <ddu6.zip &&
    diff -r dd dd6 && diff -r dd "$1/sound"' "$z" "$tmp"
check_out "list: the same" 0 "h: h, 1 puzzle
1  x   5x5   Night at the Pictures" \
    sh -c 'cd "$0" && ipuz-pack -t -f ddcu6.zip' "$z"
# Info-ZIP's zip -r -fz (zip64) writes the version needed of zip64, 4.5,
# in a folder's local header and 1.0 in its directory entry: it was
# "damaged zip file: its directory does not match its contents", which
# unzip -t passes (fuzz18 F1). The zip is zip 3.0's, of ok.zip's files.
check_out "verify: a bundle zipped again by zip -r -fz, with a folder" 0 \
    "pack-zip-fz.zip: info: 1 puzzle, sound" \
    sh -c 'cd t/data && ipuz-pack -v -f pack-zip-fz.zip'
check_golden "... it extracts" 6002-sound 0 \
    sh -c 'mkdir -p "$0/fz" && ipuz-pack -x -C "$0/fz" \
    -f t/data/pack-zip-fz.zip && cd "$0/fz" && find . | sort' "$tmp/x"
check_out "verify: zeros after the end record" 0 \
    "padded.zip: info: 1 puzzle, sound" \
    sh -c 'cd "$0" && ipuz-pack -v -f padded.zip' "$z"

# hostile CASE ERR [VERIFY]: extracting $z/CASE.zip is refused with the one
# line ERR, exit 2, and nothing is written; listing it is refused alike,
# nothing listed; verify reports the line VERIFY
# and exits 1, or, for a file that is no zip at all (no VERIFY), is refused
# as extract is.
hostile() {
	c=$1
	mkdir -p "$tmp/x/$c/out"
	check_err "extract refuses $c" 2 "$2" \
	    sh -c 'cd "$0" && ipuz-pack -x -C "$1/out" -f "$2.zip"' "$z" \
	    "$tmp/x/$c" "$c"
	check_golden "$c: nothing written, in the folder or beside it" \
	    6002-nothing 0 sh -c 'cd "$0" && find . | sort' "$tmp/x/$c"
	check_err "list refuses $c whole" 2 "$2" \
	    sh -c 'cd "$0" && ipuz-pack -t -f "$1.zip"' "$z" "$c"
	if [ $# -gt 2 ]; then
		check_out "verify reports $c" 1 "$3" \
		    sh -c 'cd "$0" && ipuz-pack -v -f "$1.zip"' "$z" "$c"
	else
		check_err "verify reports $c" 2 "$2" \
		    sh -c 'cd "$0" && ipuz-pack -v -f "$1.zip"' "$z" "$c"
	fi
}
slip="ipuz-pack: slip.zip: member '../evil.ipuz' leads out of the folder with '..'"
hostile slip "$slip" \
    "slip.zip: error: member '../evil.ipuz' leads out of the folder with '..'"
hostile absolute \
    "ipuz-pack: absolute.zip: member '/xwtools-evil.ipuz' is an absolute path" \
    "absolute.zip: error: member '/xwtools-evil.ipuz' is an absolute path"
hostile drive "ipuz-pack: drive.zip: member 'C:x.ipuz' is an absolute path" \
    "drive.zip: error: member 'C:x.ipuz' is an absolute path"
hostile drive2 "ipuz-pack: drive2.zip: member 'C:/x.ipuz' is an absolute path" \
    "drive2.zip: error: member 'C:/x.ipuz' is an absolute path"
hostile backslash \
    "ipuz-pack: backslash.zip: member 'puzzles\\x5cevil.ipuz' has a backslash in its name" \
    "backslash.zip: error: member 'puzzles\\x5cevil.ipuz' has a backslash in its name"
hostile link \
    "ipuz-pack: link.zip: member 'puzzles/x.ipuz' is a symbolic link" \
    "link.zip: error: member 'puzzles/x.ipuz' is a symbolic link"
hostile big \
    "ipuz-pack: big.zip: member 'puzzles/big.bin' inflates past the limit of 64 MiB a member" \
    "big.zip: error: member 'puzzles/big.bin' inflates past the limit of 64 MiB a member"
hostile bomb \
    "ipuz-pack: bomb.zip: member 'puzzles/zeros.bin' inflates over 200 times its size (a zip bomb)" \
    "bomb.zip: error: member 'puzzles/zeros.bin' inflates over 200 times its size (a zip bomb)"
hostile liar \
    "ipuz-pack: liar.zip: member 'puzzles/x.ipuz' is damaged: it inflates past its stated size" \
    "liar.zip: error: member 'puzzles/x.ipuz' is damaged: it inflates past its stated size"
# Refused before anything is looked at, and named: the bundle's name went
# with the bundle closed, "ipuz-pack: members inflate past ...". Verify
# reports it as the man page says, as it does an unsafe member; it
# refused it, exit 2.
hostile total \
    "ipuz-pack: total.zip: members inflate past the limit of 1 GiB in all (a zip bomb)" \
    "total.zip: error: members inflate past the limit of 1 GiB in all (a zip bomb)"
hostile huge \
    "ipuz-pack: huge.zip: member 'puzzles/x.ipuz' inflates past the limit of 64 MiB a member" \
    "huge.zip: error: member 'puzzles/x.ipuz' inflates past the limit of 64 MiB a member"
check_err "export refuses a member past its own limit as it is" 2 \
    "ipuz-pack: huge.zip: member 'puzzles/x.ipuz' inflates past the limit of 64 MiB a member" \
    sh -c 'mkdir "$1/e" && cd "$0" && ipuz-pack -e crosswords -C "$1/e" \
    -f huge.zip; s=$?; ls -A "$1/e"; exit $s' "$z" "$tmp/x/huge"
# The others, 15 of 64 MiB, are the whole, within 1 GiB: the refusal
# goes on to the next faults, the members the manifest does not name.
over="member 'puzzles/n16.bin' inflates past the limit of 64 MiB a member"
found="overone.zip: error: $over" said="ipuz-pack: overone.zip: $over"
for i in 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15; do
	extra="member 'puzzles/n$i.bin' is not in the manifest"
	found="$found
overone.zip: error: $extra"
	said="$said
ipuz-pack: overone.zip: $extra"
done
check_out "verify names the one past its own limit, not the whole" 1 \
    "$found" sh -c 'cd "$0" && ipuz-pack -v -f overone.zip' "$z"
check_err "... as list does" 2 "$said" \
    sh -c 'cd "$0" && ipuz-pack -t -f overone.zip' "$z"
hostile twice \
    "ipuz-pack: twice.zip: member 'puzzles/x.ipuz' is in the bundle twice" \
    "twice.zip: error: member 'puzzles/x.ipuz' is in the bundle twice"
hostile case \
    "ipuz-pack: case.zip: member 'puzzles/X.ipuz' differs from another member only in case" \
    "case.zip: error: member 'puzzles/X.ipuz' differs from another member only in case"
# A file and a folder of one name, which unzip and Python cannot both
# write out: verify called it sound, its folder's '/' kept in the name.
hostile filedir \
    "ipuz-pack: filedir.zip: member 'puzzles/x.ipuz/' is a file and a folder of one name" \
    "filedir.zip: error: member 'puzzles/x.ipuz/' is a file and a folder of one name"
hostile utf8 \
    "ipuz-pack: utf8.zip: member 'puzzles/\\xff.ipuz' has a name that is not UTF-8" \
    "utf8.zip: error: member 'puzzles/\\xff.ipuz' has a name that is not UTF-8"
dropped="has a part that ends in '.' or ' ', which Windows drops"
device="has a part that Windows takes for a device (CON, PRN, AUX, NUL, COM1-9, LPT1-9)"
hostile windot "ipuz-pack: windot.zip: member 'puzzles/x.ipuz.' $dropped" \
    "windot.zip: error: member 'puzzles/x.ipuz.' $dropped"
hostile winspace "ipuz-pack: winspace.zip: member 'puzzles/x.ipuz ' $dropped" \
    "winspace.zip: error: member 'puzzles/x.ipuz ' $dropped"
hostile wincolon \
    "ipuz-pack: wincolon.zip: member 'puzzles/x.ipuz:evil' has a ':' in its name, which Windows takes for a stream of a file" \
    "wincolon.zip: error: member 'puzzles/x.ipuz:evil' has a ':' in its name, which Windows takes for a stream of a file"
hostile windevice "ipuz-pack: windevice.zip: member 'puzzles/Nul.ipuz' $device" \
    "windevice.zip: error: member 'puzzles/Nul.ipuz' $device"
hostile windevice2 "ipuz-pack: windevice2.zip: member 'lpt1/x.ipuz' $device" \
    "windevice2.zip: error: member 'lpt1/x.ipuz' $device"
hostile utf8flag \
    "ipuz-pack: utf8flag.zip: member 'puzzles/x\\xff\\xfe.ipuz' has a name that is not UTF-8" \
    "utf8flag.zip: error: member 'puzzles/x\\xff\\xfe.ipuz' has a name that is not UTF-8"
check_out "verify -j: the same, status \"problems\"" 1 \
    '{"bundle":"utf8flag.zip","status":"problems","findings":[{"kind":"error","code":"member-unsafe","file":"utf8flag.zip","message":"member '"'puzzles/x\\\\xff\\\\xfe.ipuz'"' has a name that is not UTF-8"}]}' \
    sh -c 'cd "$0" && ipuz-pack -v -j -f utf8flag.zip' "$z"
for c in 01 1b 1f; do
	ctl="member 'puzzles/a\\x${c}b.ipuz' has a control character in its name"
	hostile "ctlflag$c" "ipuz-pack: ctlflag$c.zip: $ctl" \
	    "ctlflag$c.zip: error: $ctl"
done
hostile missing \
    "ipuz-pack: missing.zip/manifest.json: puzzle 'x': member 'puzzles/x.ipuz' is missing" \
    "missing.zip/manifest.json: error: puzzle 'x': member 'puzzles/x.ipuz' is missing"
hostile extra \
    "ipuz-pack: extra.zip: member 'notes.txt' is not in the manifest" \
    "extra.zip: error: member 'notes.txt' is not in the manifest"
hostile encrypted \
    "ipuz-pack: encrypted.zip: member 'puzzles/x.ipuz' is encrypted" \
    "encrypted.zip: error: member 'puzzles/x.ipuz' is encrypted"
hostile fifo \
    "ipuz-pack: fifo.zip: member 'puzzles/x.ipuz' is not a regular file" \
    "fifo.zip: error: member 'puzzles/x.ipuz' is not a regular file"
for host in $linkhosts; do
	hostile "link$host" \
	    "ipuz-pack: link$host.zip: member 'puzzles/x.ipuz' is a symbolic link" \
	    "link$host.zip: error: member 'puzzles/x.ipuz' is a symbolic link"
done
marked="is marked as a folder, but its name has no final '/'"
for c in unixfolder dosfolder ntfsfolder; do
	hostile "$c" "ipuz-pack: $c.zip: member 'puzzles/x.ipuz' $marked" \
	    "$c.zip: error: member 'puzzles/x.ipuz' $marked"
done
# A long name is shown cut, at 200 bytes, so that the reason is told.
a192=$(printf '%192s' '' | tr ' ' a)
d200=$(printf '%200s' '' | tr ' ' d)
hostile part256 \
    "ipuz-pack: part256.zip: member 'puzzles/$a192...' has a part over 255 bytes" \
    "part256.zip: error: member 'puzzles/$a192...' has a part over 255 bytes"
hostile name1025 \
    "ipuz-pack: name1025.zip: member '$d200...' has a name over 1024 bytes" \
    "name1025.zip: error: member '$d200...' has a name over 1024 bytes"
check_out "a part of 255 bytes and a name of 1024 are sound" 0 \
    "bounds.zip: info: 2 puzzles, sound" \
    sh -c 'cd "$0" && ipuz-pack -v -f bounds.zip' "$z"
check_err "a manifest's \"file\" of 1025 bytes is refused, its reason told" 2 \
    "ipuz-pack: longfile.zip/manifest.json:1:54: puzzle 1: \"file\" '$d200...' has a name over 1024 bytes" \
    sh -c 'cd "$0" && ipuz-pack -x -C "$1" -f longfile.zip' "$z" "$tmp"
hostile nomanifest \
    'ipuz-pack: nomanifest.zip: no manifest.json' \
    'nomanifest.zip: error: no manifest.json'
infolder="no manifest.json at the top: the set was zipped with its folder, 'set'; unzip it and re-pack it: ipuz-pack -c -f set.zip -m set/manifest.json, or zip what is inside the folder"
hostile infolder "ipuz-pack: infolder.zip: $infolder" \
    "infolder.zip: error: $infolder"
check_out "verify -j: the same" 1 \
    '{"bundle":"infolder.zip","status":"problems","findings":[{"kind":"error","code":"manifest","file":"infolder.zip","message":"'"$infolder"'"}]}' \
    sh -c 'cd "$0" && ipuz-pack -v -j -f infolder.zip' "$z"
check_err "export: the same" 2 "ipuz-pack: infolder.zip: $infolder" \
    sh -c 'cd "$0" && ipuz-pack -e ipuz -C "$1" -F -f infolder.zip' "$z" "$tmp"
check_out "... and the way it gives mends it" 0 \
    "set.zip: info: 1 puzzle, sound" \
    sh -c 'mkdir "$1/mend" && cd "$1/mend" && unzip -q "$0/infolder.zip" &&
    ipuz-pack -c -f set.zip -m set/manifest.json && ipuz-pack -v -f set.zip
    s=$?; rm -rf "$1/mend"; exit $s' "$z" "$tmp"
# A bundle itself named set.zip is not offered its own name, which -c
# would refuse as existing (regress20 F7).
check_err "... a bundle named set.zip is offered another name" 2 \
    "ipuz-pack: set.zip: no manifest.json at the top: the set was zipped with its folder, 'set'; unzip it and re-pack it: ipuz-pack -c -f new-set.zip -m set/manifest.json, or zip what is inside the folder" \
    sh -c 'mkdir "$1/named" && cp "$0/infolder.zip" "$1/named/set.zip" &&
    cd "$1/named" && ipuz-pack -t -f set.zip; s=$?; cd / && rm -rf "$1/named"; exit $s' "$z" "$tmp"
finder="no manifest.json at the top: the set was zipped with its folder, 'my set'; unzip it and re-pack it: ipuz-pack -c -f set.zip -m 'my set/manifest.json', or zip what is inside the folder"
hostile finder "ipuz-pack: finder.zip: $finder" "finder.zip: error: $finder"
# A name the message shows escaped cannot be pasted: no command.
lsep="no manifest.json at the top: the set was zipped with its folder, 'a\\xe2\\x80\\xa8b'; unzip it and re-pack it with ipuz-pack -c -m, or zip what is inside the folder"
hostile lsep "ipuz-pack: lsep.zip: $lsep" "lsep.zip: error: $lsep"
# Nor where quoting would make it past a line of the findings (a name of
# 120 quotes is 600 bytes quoted for the shell).
quotes="no manifest.json at the top: the set was zipped with its folder, '$q120'; unzip it and re-pack it with ipuz-pack -c -m, or zip what is inside the folder"
hostile quotes "ipuz-pack: quotes.zip: $quotes" "quotes.zip: error: $quotes"
for c in twotops deepmanifest foldermanifest; do
	hostile $c "ipuz-pack: $c.zip: no manifest.json" \
	    "$c.zip: error: no manifest.json"
done
hostile badmanifest \
    'ipuz-pack: badmanifest.zip/manifest.json:2:1: unexpected end of input' \
    'badmanifest.zip/manifest.json:2:1: error: unexpected end of input'
hostile outside \
    "ipuz-pack: outside.zip/manifest.json:1:40: puzzle 1: \"file\" '../x.ipuz' leads out of the folder with '..'" \
    "outside.zip/manifest.json:1:40: error: puzzle 1: \"file\" '../x.ipuz' leads out of the folder with '..'"
hostile latin1 \
    "ipuz-pack: latin1.zip: member 'puzzles/$(printf '\303\211').ipuz' differs from another member only in case" \
    "latin1.zip: error: member 'puzzles/$(printf '\303\211').ipuz' differs from another member only in case"
while read -r c small other why; do
	small=$(printf "puzzles/$small.ipuz")
	other=$(printf "puzzles/$other.ipuz")
	case $why in
	case)	why='only in case' ;;
	*)	why='only in how its accents are written (composed or apart)' ;;
	esac
	check_out "verify reports $c" 1 \
	    "$c.zip: error: member '$other' differs from another member $why
$c.zip: error: member '$small' is not in the manifest" \
	    sh -c 'cd "$0" && ipuz-pack -v -f "$1.zip"' "$z" "$c"
done <<EOF
$twins
EOF
hostile again \
    "ipuz-pack: again.zip/manifest.json:2:16: puzzles 1 and 2 have one member, 'puzzles/x.ipuz'" \
    "again.zip/manifest.json:2:16: error: puzzles 1 and 2 have one member, 'puzzles/x.ipuz'"
hostile folder \
    "ipuz-pack: folder.zip/manifest.json:2:16: puzzles 1 and 2 have members 'x' and 'x/a.ipuz', a file and a folder of one name" \
    "folder.zip/manifest.json:2:16: error: puzzles 1 and 2 have members 'x' and 'x/a.ipuz', a file and a folder of one name"
for c in casefolder self under; do
	case $c in
	casefolder) why="puzzles 1 and 2 have members 'X/a.ipuz' and 'x', a file and a folder of one name" ;;
	self) why="puzzle 2: member 'manifest.json' is the manifest" ;;
	under) why="puzzle 2: member 'manifest.json/x.ipuz' is in 'manifest.json', the manifest" ;;
	esac
	check_out "verify reports $c" 1 \
	    "$c.zip/manifest.json:2:16: error: $why" \
	    sh -c 'cd "$0" && ipuz-pack -v -f "$1.zip"' "$z" "$c"
done
hostile local \
    'ipuz-pack: local.zip: damaged zip file: its directory does not match its contents'
damaged='damaged zip file: its directory does not match its contents'
for c in ddlocal dddesc localsize overlap trailing; do
	hostile $c "ipuz-pack: $c.zip: $damaged"
done
hidden='are in none of the members its directory lists (a member hidden from it)'
hostile hidden \
    "ipuz-pack: hidden.zip: damaged zip file: bytes at offset 720 $hidden"
hostile hiddenfirst \
    "ipuz-pack: hiddenfirst.zip: damaged zip file: bytes at offset 0 $hidden"
hostile twodirs \
    "ipuz-pack: twodirs.zip: damaged zip file: bytes at offset 0 $hidden"
upath="member 'puzzles/xxxxx.ipuz' is named 'puzzles/x.ipuz' by an extra field (Unicode Path) that some unzippers do not read"
hostile upath "ipuz-pack: upath.zip: $upath" "upath.zip: error: $upath"
upath="member 'puzzles/x.ipuz' is named 'manifest.json' by an extra field (Unicode Path) that some unzippers do not read"
hostile localupath "ipuz-pack: localupath.zip: $upath" \
    "localupath.zip: error: $upath"
check_out "verify: a local Unicode Path field that names the member as it is" \
    0 "localupathsame.zip: info: 1 puzzle, sound" \
    sh -c 'cd "$0" && ipuz-pack -v -f localupathsame.zip' "$z"
slack="after the end of its deflate stream (a member hidden in it)"
hostile slack "ipuz-pack: slack.zip: damaged zip file: member 'puzzles/x.ipuz' has 119 bytes $slack"
hostile slacknd "ipuz-pack: slacknd.zip: damaged zip file: member 'puzzles/x.ipuz' has 87 bytes $slack"
check_err "extract refuses slack from the standard input too" 2 \
    "ipuz-pack: <stdin>: damaged zip file: member 'puzzles/x.ipuz' has 119 bytes $slack" \
    sh -c 'cd "$0" && ipuz-pack -x -C "$1" -f - <slack.zip' "$z" "$tmp/x/slack/out"
hostile slackstored "ipuz-pack: slackstored.zip: damaged zip file: member 'puzzles/x.ipuz' has a data descriptor at byte 1092 of its data, where a streaming unzipper ends it (a member hidden in it)"
# A CRC is checked as the member is read, descriptor or none.
hostile ddcrc \
    "ipuz-pack: ddcrc.zip: member 'manifest.json' is damaged: CRC error" \
    "ddcrc.zip: error: member 'manifest.json' is damaged: CRC error"
hostile truncated \
    'ipuz-pack: truncated.zip: truncated zip file: its central directory is missing'
hostile notzip \
    'ipuz-pack: notzip.zip: not a zip file'
hostile empty \
    'ipuz-pack: empty.zip: not a zip file'
# -v -j and -t -j print one document for a file that is no zip too,
# status "unreadable", the error said on stderr as well; they printed
# nothing, exit 2.
# unreadable CASE MESSAGE: so for $z/CASE.zip, whose error is MESSAGE.
unreadable() {
	for m in v t; do
		check_out_err "-$m -j: $1 is unreadable" 2 \
		    "{\"bundle\":\"$1.zip\",\"status\":\"unreadable\",\"findings\":[{\"kind\":\"error\",\"code\":\"unreadable\",\"file\":\"$1.zip\",\"message\":\"$2\"}]}" \
		    "ipuz-pack: $1.zip: $2" \
		    sh -c 'cd "$0" && ipuz-pack -$1 -j -f "$2.zip"' "$z" "$m" "$1"
	done
}
unreadable notzip 'not a zip file'
unreadable empty 'not a zip file'
unreadable truncated 'truncated zip file: its central directory is missing'
unreadable local 'damaged zip file: its directory does not match its contents'
unreadable hidden "damaged zip file: bytes at offset 720 $hidden"
# -t -j refusing a bundle says why as -v -j does, status "refused".
check_out_err "list -j: an unsafe bundle is refused, the findings why" 2 \
    '{"bundle":"slip.zip","status":"refused","findings":[{"kind":"error","code":"member-unsafe","file":"slip.zip","message":"member '"'../evil.ipuz'"' leads out of the folder with '"'..'"'"}]}' \
    "$slip" sh -c 'cd "$0" && ipuz-pack -t -j -f slip.zip' "$z"
check_out_err "list -j: so is one unsafe as a whole" 2 \
    '{"bundle":"total.zip","status":"refused","findings":[{"kind":"error","code":"member-unsafe","file":"total.zip","message":"members inflate past the limit of 1 GiB in all (a zip bomb)"}]}' \
    "ipuz-pack: total.zip: members inflate past the limit of 1 GiB in all (a zip bomb)" \
    sh -c 'cd "$0" && ipuz-pack -t -j -f total.zip' "$z"
check_out_err "list -j: one past a member's limit names it" 2 \
    '{"bundle":"huge.zip","status":"refused","findings":[{"kind":"error","code":"member-unsafe","file":"huge.zip","message":"member '"'puzzles/x.ipuz'"' inflates past the limit of 64 MiB a member"}]}' \
    "ipuz-pack: huge.zip: member 'puzzles/x.ipuz' inflates past the limit of 64 MiB a member" \
    sh -c 'cd "$0" && ipuz-pack -t -j -f huge.zip' "$z"
check_out_err "list -j: and one whose member is damaged" 2 \
    '{"bundle":"liar.zip","status":"refused","findings":[{"kind":"error","code":"member-damaged","file":"liar.zip","message":"member '"'puzzles/x.ipuz'"' is damaged: it inflates past its stated size"}]}' \
    "ipuz-pack: liar.zip: member 'puzzles/x.ipuz' is damaged: it inflates past its stated size" \
    sh -c 'cd "$0" && ipuz-pack -t -j -f liar.zip' "$z"
check_err "list refuses a hostile bundle too" 2 "$slip" \
    sh -c 'cd "$0" && ipuz-pack -t -f slip.zip' "$z"
check_err "export refuses it, and writes nothing" 2 "$slip" \
    sh -c 'mkdir "$1/e" && cd "$0" && ipuz-pack -e crosswords -C "$1/e" \
    -f slip.zip; s=$?; ls -A "$1/e"; exit $s' "$z" "$tmp"
check_golden "nothing was written beside the folders either" 6002-beside 0 \
    sh -c 'ls -A "$0" | sort; ! test -e /xwtools-evil.ipuz' "$tmp"
# A puzzle in UTF-16, which the reader takes from Notepad, passed verify
# and went out to GNOME Crosswords as it was; a bundle's are UTF-8.
iconv -f UTF-8 -t UTF-16 examples/mini-5x5.ipuz >"$z/x16.ipuz"
mk u16 f manifest.json m.json f puzzles/x.ipuz x16.ipuz
check_out "verify: a puzzle in UTF-16 is an error" 1 \
    "u16.zip/puzzles/x.ipuz: error: is UTF-16, and a bundle's puzzles are UTF-8" \
    sh -c 'cd "$0" && ipuz-pack -v -f u16.zip' "$z"
check_err "export refuses it, and writes nothing" 2 \
    "ipuz-pack: u16.zip/puzzles/x.ipuz: is UTF-16, and a bundle's puzzles are UTF-8" \
    sh -c 'mkdir "$1/e16" && cd "$0" && ipuz-pack -e crosswords \
    -C "$1/e16" -f u16.zip; s=$?; ls -A "$1/e16"; exit $s' "$z" "$tmp"
# A bundle's text is untrusted too: a newline in a clue's answer must not
# forge a finding line, nor an escape in a name or a title drive the
# terminal; they are shown as the standard error shows them.
jq '.clues.Across[0] = {"number": 1, "clue": "Dim",
    "answer": "DAR\nforged.zip: error: forged"}' \
    examples/mini-5x5.ipuz >"$z/forged.ipuz"
cat >"$z/forged.json" <<'EOF'
{ "version": 1, "id": "h", "short_name": "Set\u001b]0;owned\u0007",
  "puzzles": [ { "id": "x", "file": "puzzles/x.ipuz",
    "title": "Night\u001b[2J", "difficulty": "easy\r" } ] }
EOF
mk forged f manifest.json forged.json f puzzles/x.ipuz forged.ipuz
check_out "verify: a clue's answer forges no line" 1 \
    "forged.zip/puzzles/x.ipuz: error: clue 1-across: answer 'DAR\\nforged.zip: error: forged' differs from the grid's 'DARK'" \
    sh -c 'cd "$0" && ipuz-pack -v -f forged.zip' "$z"
check_out "list: names and titles drive no terminal" 0 \
    "h: Set\\x1b]0;owned\\x07, 1 puzzle
1  x   5x5   Night\\x1b[2J [easy\\r]" \
    sh -c 'cd "$0" && ipuz-pack -t -f forged.zip' "$z"
# A control character in a name is shown one way, the standard error's,
# in the member's finding and in the manifest's: they gave '\x0a' and a
# raw newline shown as '\n', and -j's manifest finding held the raw
# escape, for a script that prints the message to send to the terminal.
printf '{ "id": "h", "puzzles": [ { "id": "x", "file": "puzzles/a\\nb.ipuz" } ] }\n' \
    >"$z/nl.json"
mk nl f manifest.json nl.json f puzzles/aXb.ipuz x.ipuz \
    s puzzles/aXb 'puzzles/a\x0ab'
check_out "verify: a newline in a name, shown alike twice" 1 \
    "nl.zip: error: member 'puzzles/a\\nb.ipuz' has a control character in its name
nl.zip/manifest.json:1:40: error: puzzle 1: \"file\" 'puzzles/a\\nb.ipuz' has a control character in its name" \
    sh -c 'cd "$0" && ipuz-pack -v -f nl.zip' "$z"
printf '{ "id": "h", "puzzles": [ { "id": "x", "file": "puzzles/a\\u001b[31m.ipuz" } ] }\n' \
    >"$z/esc.json"
mk esc f manifest.json esc.json f puzzles/aX[31m.ipuz x.ipuz \
    s puzzles/aX 'puzzles/a\x1b'
check_out "verify -j: an escape in a name, escaped in both messages" 1 \
    '{"bundle":"esc.zip","status":"problems","findings":[{"kind":"error","code":"member-unsafe","file":"esc.zip","message":"member '"'puzzles/a\\\\x1b[31m.ipuz'"' has a control character in its name"},{"kind":"error","code":"manifest","file":"esc.zip/manifest.json","message":"puzzle 1: \"file\" '"'puzzles/a\\\\x1b[31m.ipuz'"' has a control character in its name","line":1,"column":40}]}' \
    sh -c 'cd "$0" && ipuz-pack -v -j -f esc.zip' "$z"
# DEL (0x7f) is a control character too, in a member's name and in the
# manifest's "file": refused, nothing written, not sound.
printf '{ "id": "h", "puzzles": [ { "id": "x", "file": "puzzles/a\\u007fb.ipuz" } ] }\n' \
    >"$z/del.json"
mk del f manifest.json del.json f puzzles/aXb.ipuz x.ipuz \
    s puzzles/aX 'puzzles/a\x7f'
del="'puzzles/a\\x7fb.ipuz' has a control character in its name"
hostile del "ipuz-pack: del.zip: member $del
ipuz-pack: del.zip/manifest.json:1:40: puzzle 1: \"file\" $del" \
    "del.zip: error: member $del
del.zip/manifest.json:1:40: error: puzzle 1: \"file\" $del"
# A NUL in a name, which libzip gives as a blank and most unzippers take
# for its end: 'puzzles/x.ipuz\0y' is a second 'puzzles/x.ipuz' to unzip,
# written over the first. It was sound, as 'puzzles/x.ipuz y', which the
# manifest named; at the end of a name it was "a part that ends in ' '".
# In the directory and the local header, or in the local header alone,
# which a streaming unzipper goes by.
cp examples/cryptic.ipuz "$z/y.ipuz"
printf '{ "id": "h", "puzzles": [ { "id": "x", "file": "puzzles/x.ipuz" },
{ "id": "y", "file": "puzzles/x.ipuz y" } ] }\n' >"$z/nul.json"
mk nul f manifest.json nul.json f puzzles/x.ipuz x.ipuz \
    f 'puzzles/x.ipuz y' y.ipuz s 'x.ipuz y' 'x.ipuz\x00y'
mk nullocal f manifest.json nul.json f puzzles/x.ipuz x.ipuz \
    f 'puzzles/x.ipuz y' y.ipuz S 'x.ipuz y' 'x.ipuz\x00y'
mk nulend f manifest.json m.json f puzzles/x.ipuz x.ipuz f puzzles/y.ipuzZ y.ipuz s 'y.ipuzZ' 'y.ipuz\x00'
nul="member 'puzzles/x.ipuz\\x00y' has a control character in its name"
check_out "verify: a NUL in a name is a control character" 1 \
    "nul.zip: error: $nul" sh -c 'cd "$0" && ipuz-pack -v -f nul.zip' "$z"
check_out "verify: in the local header alone too" 1 \
    "nullocal.zip: error: $nul" \
    sh -c 'cd "$0" && ipuz-pack -v -f nullocal.zip' "$z"
check_out "verify -j: shown as \\x00" 1 \
    '{"bundle":"nul.zip","status":"problems","findings":[{"kind":"error","code":"member-unsafe","file":"nul.zip","message":"member '"'puzzles/x.ipuz\\\\x00y'"' has a control character in its name"}]}' \
    sh -c 'cd "$0" && ipuz-pack -v -j -f nul.zip' "$z"
check_out "verify: a NUL at the end is no blank" 1 \
    "nulend.zip: error: member 'puzzles/y.ipuz\\x00' has a control character in its name" \
    sh -c 'cd "$0" && ipuz-pack -v -f nulend.zip' "$z"
check_err "list refuses it" 2 "ipuz-pack: nul.zip: $nul" \
    sh -c 'cd "$0" && ipuz-pack -t -f nul.zip' "$z"
check_err "extract refuses it, and writes nothing" 2 \
    "ipuz-pack: nul.zip: $nul" \
    sh -c 'cd "$0" && mkdir nulx && ipuz-pack -x -C nulx -f nul.zip &&
	rmdir nulx' "$z"
check_err "export refuses it" 2 "ipuz-pack: nul.zip: $nul" \
    sh -c 'cd "$0" && mkdir nule && ipuz-pack -e crosswords -C nule \
	-f nul.zip && rmdir nule' "$z"
check_silent "... and writes nothing" 0 rmdir "$z/nulx" "$z/nule"
# An id twice in one "after" list, from another packer or a hand: -c
# warns and keeps it once, but -v passed it unsaid and -t listed
# "after x and x".
cp examples/cryptic.ipuz "$z/y.ipuz"
printf '{ "id": "h", "puzzles": [
{ "id": "x", "file": "puzzles/x.ipuz" },
{ "id": "y", "file": "puzzles/y.ipuz", "after": ["x", "x"] } ] }\n' \
    >"$z/rep.json"
mk rep f manifest.json rep.json f puzzles/x.ipuz x.ipuz f puzzles/y.ipuz y.ipuz
check_out "verify: an id twice in an after list, as -c warns" 0 \
    "rep.zip/manifest.json:3:55: warning: puzzle 'y' is after 'x' twice; it is kept once
rep.zip: info: 2 puzzles, sound" \
    sh -c 'cd "$0" && ipuz-pack -v -f rep.zip' "$z"
check_out "verify -j: code after-repeated" 0 \
    '{"bundle":"rep.zip","status":"ok","findings":[{"kind":"warning","code":"after-repeated","file":"rep.zip/manifest.json","message":"puzzle '"'y'"' is after '"'x'"' twice; it is kept once","line":3,"column":55},{"kind":"info","code":"sound","file":"rep.zip","message":"2 puzzles, sound"}]}' \
    sh -c 'cd "$0" && ipuz-pack -v -j -f rep.zip' "$z"
check_out "list: it is listed once" 0 "h: h, 2 puzzles
1  x   5x5    Night at the Pictures
2  y   11x11  Cryptic No. 1; after x" \
    sh -c 'cd "$0" && ipuz-pack -t -f rep.zip' "$z"
# An id many times in one list is one warning, which counts them: 10,000
# repeats were 9,999 warnings and 4 s, each finding its place by reading
# the manifest again (fuzz19 F6).
{
	printf '{ "id": "h", "puzzles": [\n{ "id": "x", "file": "puzzles/x.ipuz" },\n{ "id": "y", "file": "puzzles/y.ipuz", "after": ["x"'
	printf ',"x"%.0s' $(seq 9999)
	printf '] } ] }\n'
} >"$z/rep10000.json"
mk rep10000 f manifest.json rep10000.json f puzzles/x.ipuz x.ipuz \
    f puzzles/y.ipuz y.ipuz
check_out "verify: an id 10,000 times in an after list, one warning" 0 \
    "rep10000.zip/manifest.json:3:54: warning: puzzle 'y' is after 'x' 10000 times; it is kept once
rep10000.zip: info: 2 puzzles, sound" \
    sh -c 'cd "$0" && timeout 10 ipuz-pack -v -f rep10000.zip' "$z"
# Past 20 ids repeated, the rest in one warning, at the first of them:
# puzzle k after each of 1 to k-1 twice, 28 ids repeated in 8 lists.
{
	printf '{ "id": "h", "puzzles": [\n'
	k=1
	while [ $k -le 8 ]; do
		printf '{ "id": "p%d", "file": "puzzles/x%d.ipuz", "after": [' $k $k
		j=1
		while [ $j -lt $k ]; do
			[ $j -gt 1 ] && printf ', '
			printf '"p%d", "p%d"' $j $j
			j=$((j + 1))
		done
		[ $k -lt 8 ] && printf '] },\n' || printf '] }\n] }\n'
		k=$((k + 1))
	done
} >"$z/reps.json"
mk reps f manifest.json reps.json f puzzles/x1.ipuz x.ipuz \
    f puzzles/x2.ipuz x.ipuz f puzzles/x3.ipuz x.ipuz f puzzles/x4.ipuz x.ipuz \
    f puzzles/x5.ipuz x.ipuz f puzzles/x6.ipuz x.ipuz f puzzles/x7.ipuz x.ipuz \
    f puzzles/x8.ipuz x.ipuz
# The second of p<j> in puzzle k's list, at column 46 + 12j, is the
# ((k-1)(k-2)/2 + j)th id repeated.
told=""
k=2
while [ $k -le 7 ]; do
	j=1
	while [ $j -lt $k ] && [ $(((k - 1) * (k - 2) / 2 + j)) -le 20 ]; do
		told="${told}reps.zip/manifest.json:$((k + 1)):$((46 + 12 * j)): warning: puzzle 'p$k' is after 'p$j' twice; it is kept once
"
		j=$((j + 1))
	done
	k=$((k + 1))
done
check_out "verify: 20 ids repeated told, the rest counted at the first" 0 \
    "${told}reps.zip/manifest.json:8:118: warning: 8 more ids are repeated in \"after\" lists, the first here; each is kept once
reps.zip: info: 8 puzzles, sound" \
    sh -c 'cd "$0" && ipuz-pack -v -f reps.zip' "$z"
check_out "verify -j: the count is a finding too" 0 \
    '{"kind":"warning","code":"after-repeated","file":"reps.zip/manifest.json","message":"8 more ids are repeated in \"after\" lists, the first here; each is kept once","line":8,"column":118}' \
    sh -c 'cd "$0" && ipuz-pack -v -j -f reps.zip | jq -c ".findings[20]"' "$z"
check_out "list: each kept once" 0 "8  p8  5x5   Night at the Pictures; after p1, p2, p3, p4, p5, p6 and p7" \
    sh -c 'cd "$0" && ipuz-pack -t -f reps.zip | tail -n 1' "$z"
# A puzzle that is JSON but no puzzle is an error at the value at
# fault, in the text and in -j's "line" and "column" too; it had no line.
sed 's/\["M", "O", "V", "I", "E"\]/["M", "O", "V", "I"]/' examples/mini-5x5.ipuz \
    >"$z/short.ipuz"
mk short f manifest.json m.json f puzzles/x.ipuz short.ipuz
check_out "verify: a puzzle with a row too short, at the row" 1 \
    "short.zip/puzzles/x.ipuz:18:5: error: solution: row 2 has 4 cells, dimensions say 5" \
    sh -c 'cd "$0" && ipuz-pack -v -f short.zip' "$z"
check_out "... and -j says where too" 1 \
    '{"bundle":"short.zip","status":"problems","findings":[{"kind":"error","code":"unreadable","file":"short.zip/puzzles/x.ipuz","message":"solution: row 2 has 4 cells, dimensions say 5","line":18,"column":5}]}' \
    sh -c 'cd "$0" && ipuz-pack -v -j -f short.zip' "$z"
# A puzzle strict readers refuse is an error of the bundle's, as
# ipuz-check has it: a reader of the set may be one. It was sound.
cp t/data/ipuz-lenient.ipuz "$z/lenient.ipuz"
mk lenient f manifest.json m.json f puzzles/x.ipuz lenient.ipuz
check_out "verify: a puzzle that is not standard JSON" 1 \
    "lenient.zip/puzzles/x.ipuz:10:34: error: not standard JSON: a comma before ']'" \
    sh -c 'cd "$0" && ipuz-pack -v -f lenient.zip' "$z"
# -j gives the place as line and column, the member's name whole, as
# ipuz-check -j does; "file" was "lenient.zip/puzzles/x.ipuz:10:34".
check_out "verify -j: the place as line and column" 1 \
    '{"bundle":"lenient.zip","status":"problems","findings":[{"kind":"error","code":"json","file":"lenient.zip/puzzles/x.ipuz","message":"not standard JSON: a comma before '"']'"'","line":10,"column":34}]}' \
    sh -c 'cd "$0" && ipuz-pack -v -j -f lenient.zip' "$z"
# -e handed such a puzzle on as it was, without a word, to GNOME
# Crosswords, whose reader (json-glib) refuses it: it goes out as
# standard JSON, as -c packs it, with -c's warning.
check_err "export: a puzzle that is not standard JSON, with a warning" 0 \
    "ipuz-pack: lenient.zip/puzzles/x.ipuz:10:34: warning: not standard JSON: a comma before ']'" \
    sh -c 'mkdir "$1/len" && cd "$0" && ipuz-pack -e crosswords \
    -C "$1/len" -f lenient.zip' "$z" "$tmp"
check_silent "... written as standard JSON, every field kept" 0 \
    sh -c 'jq . "$0/len/h/x.ipuz" >/dev/null && ipuz-convert -t ipuz \
    "$1/lenient.ipuz" 2>/dev/null | cmp - "$0/len/h/x.ipuz"' "$tmp" "$z"
# So with "1." and Infinity: they went out as they were, which json-glib
# refuses. "1." goes out as 1.0; Infinity, which no JSON holds, is
# refused, and nothing is written.
sed 's|"title": "\([^"]*\)",|"title": "\1", "x:w": 1.,|' \
    examples/mini-5x5.ipuz >"$z/dot.ipuz"
mk dot f manifest.json m.json f puzzles/x.ipuz dot.ipuz
check_out_err "export: 1. written as 1.0, with the warning" 0 \
    '  "x:w": 1.0,' \
    "ipuz-pack: dot.zip/puzzles/x.ipuz:4:44: warning: not standard JSON: a number with no digits after its '.'" \
    sh -c 'mkdir "$1/dot" && cd "$0" && ipuz-pack -e crosswords \
    -C "$1/dot" -f dot.zip && grep "x:w" "$1/dot/h/x.ipuz"' "$z" "$tmp"
sed 's|"title": "\([^"]*\)",|"title": "\1",\n  "x:score": Infinity,|' \
    examples/mini-5x5.ipuz >"$z/inf.ipuz"
mk inf f manifest.json m.json f puzzles/x.ipuz inf.ipuz
check_err "export: Infinity is refused, and nothing written" 2 \
    'ipuz-pack: inf.zip/puzzles/x.ipuz:5:3: "x:score" is NaN or Infinity, which JSON lacks: no standard ipuz can hold it' \
    sh -c 'mkdir "$1/inf" && cd "$0" && ipuz-pack -e crosswords \
    -C "$1/inf" -f inf.zip; s=$?; rmdir "$1/inf" && exit $s' "$z" "$tmp"
# A key named twice, the first a decoy other readers may keep: it goes
# out once, with the value xwtools read.
sed '1s/{/{ "dimensions": { "width": 1, "height": 1 },/' \
    examples/mini-5x5.ipuz >"$z/twicekey.ipuz"
mk twicekey f manifest.json m.json f puzzles/x.ipuz twicekey.ipuz
check_err "export: a key named twice, with a warning" 0 \
    "ipuz-pack: twicekey.zip/puzzles/x.ipuz:8:3: warning: \"dimensions\" named twice in one object: xwtools keeps the last, other readers may keep the first" \
    sh -c 'mkdir "$1/tk" && cd "$0" && ipuz-pack -e crosswords \
    -C "$1/tk" -f twicekey.zip' "$z" "$tmp"
check_out "... written once, the last" 0 '1
{"width":5,"height":5}' \
    sh -c 'grep -c "\"dimensions\"" "$0/tk/h/x.ipuz" && \
    jq -c .dimensions "$0/tk/h/x.ipuz"' "$tmp"
# A manifest strict readers refuse is refused, as ipuz-pack(5) says:
# json-c, even strict, takes a tab in a string, and the id's fault was
# then placed by a scan that stopped at the tab; -t, -v and -x hung.
printf '{ "id": "h", "puzzles": [ { "id": "x\ty", "file": "puzzles/x.ipuz" } ] }\n' \
    >"$z/tab.json"
mk tab f manifest.json tab.json f puzzles/x.ipuz x.ipuz
tab='tab.zip/manifest.json:1:37: not standard JSON: a tab in a string'
check_err "list: a manifest with a tab in a string" 2 "ipuz-pack: $tab" \
    sh -c 'cd "$0" && timeout 10 ipuz-pack -t -f tab.zip' "$z"
check_out "verify: the same" 1 "${tab%%: not*}: error: ${tab#*37: }" \
    sh -c 'cd "$0" && timeout 10 ipuz-pack -v -f tab.zip' "$z"
check_out "verify -j: the same, at line 1, column 37" 1 \
    '{"bundle":"tab.zip","status":"problems","findings":[{"kind":"error","code":"manifest","file":"tab.zip/manifest.json","message":"not standard JSON: a tab in a string","line":1,"column":37}]}' \
    sh -c 'cd "$0" && timeout 10 ipuz-pack -v -j -f tab.zip' "$z"
check_err "extract: the same, and writes nothing" 2 "ipuz-pack: $tab" \
    sh -c 'mkdir "$1/tab" && cd "$0" && timeout 10 ipuz-pack -x -C "$1/tab" \
    -f tab.zip; s=$?; ls -A "$1/tab"; exit $s' "$z" "$tmp"
# A manifest that gives no title or difficulty lists the puzzle's own,
# the title as the text its HTML shows; they were left blank (null).
sed 's|"title": "[^"]*"|"title": "Q\&amp;A <i>Jaws</i>", "difficulty": "hard"|' \
    examples/mini-5x5.ipuz >"$z/own.ipuz"
mk own f manifest.json m.json f puzzles/x.ipuz own.ipuz
check_out "list: the puzzle's own title and difficulty" 0 "h: h, 1 puzzle
1  x   5x5   Q&A Jaws [hard]" sh -c 'cd "$0" && ipuz-pack -t -f own.zip' "$z"
check_out "list -j: the same" 0 \
    '{"bundle":"own.zip","id":"h","short_name":null,"long_name":null,"locale":null,"author":null,"licence":null,"description":null,"puzzles":[{"id":"x","file":"puzzles/x.ipuz","title":"Q&A Jaws","difficulty":"hard","width":5,"height":5,"after":[]}]}' \
    sh -c 'cd "$0" && ipuz-pack -t -j -f own.zip' "$z"
# A bundle holds ipuz puzzles: a member in another format that reads as
# a puzzle (an .xd file named .ipuz) is not one, as ipuz-check says of
# such a file. It was sound, listed as 5x5 and exported.
ipuz-convert -t xd examples/mini-5x5.ipuz >"$z/mini.xd"
mk xd f manifest.json m.json f puzzles/x.ipuz mini.xd
notipuz="xd.zip/puzzles/x.ipuz: not a .ipuz file (no JSON object); it holds an .xd puzzle"
check_out "verify: a puzzle member that is not ipuz" 1 \
    "xd.zip/puzzles/x.ipuz: error: not a .ipuz file (no JSON object); it holds an .xd puzzle" \
    sh -c 'cd "$0" && ipuz-pack -v -f xd.zip' "$z"
# With no puzzle read, -l has nothing to lint the set by (UBSan saw a
# qsort of a null pointer).
check_out "verify -l: the same, and no set lint" 1 \
    "xd.zip/puzzles/x.ipuz: error: not a .ipuz file (no JSON object); it holds an .xd puzzle" \
    sh -c 'cd "$0" && ipuz-pack -v -l -f xd.zip' "$z"
check_out_err "list: it is listed with the size '?', exit 2" 2 \
    "h: h, 1 puzzle
1  x   ?     " "ipuz-pack: $notipuz" \
    sh -c 'cd "$0" && ipuz-pack -t -f xd.zip' "$z"
check_out_err "list -j: its width and height are null, exit 2" 2 \
    '{"bundle":"xd.zip","id":"h","short_name":null,"long_name":null,"locale":null,"author":null,"licence":null,"description":null,"puzzles":[{"id":"x","file":"puzzles/x.ipuz","title":null,"difficulty":null,"width":null,"height":null,"after":[]}]}' \
    "ipuz-pack: $notipuz" \
    sh -c 'cd "$0" && ipuz-pack -t -j -f xd.zip' "$z"
check_err "export refuses it, and writes nothing" 2 "ipuz-pack: $notipuz" \
    sh -c 'mkdir "$1/xd" && cd "$0" && ipuz-pack -e crosswords -C "$1/xd" \
    -f xd.zip; s=$?; ls -A "$1/xd"; exit $s' "$z" "$tmp"
# A zip comment of thousands of false end records, each naming the whole
# file as its directory: each was read, 2,900 times 64 MB (a sparse
# file), where the directories read are now 256 MB in all.
truncate -s 64M "$z/ends.zip"
perl -e 'print "PK\5\6", pack("vvvvVVv", 0, 0, 1, 1, (64 << 20) - 1, 0, 0)
    for 1 .. 2900' >>"$z/ends.zip"
check_err "false end records in a comment are not each read whole" 2 \
    "ipuz-pack: ends.zip: not a zip file" \
    sh -c 'cd "$0" && timeout 10 ipuz-pack -v -f ends.zip' "$z"
rm -f "$z/ends.zip"

# A single stray byte before the first member or between two, every
# offset past it moved by one so that the directory is otherwise sound,
# is a gap as hidden's is: the hostile zips above leave out 30 bytes and
# more, and a gap test off by one passed them (mutation20 Z05).
# stray IN OUT K: $z/OUT.zip, $z/IN.zip with a zero byte put before its
# member K (0 the first, in the directory's order).
stray() {
	perl -e '
	my ($in, $out, $k) = @ARGV;
	open(my $f, "<:raw", $in) or die "$in: $!\n";
	my $d = do { local $/; <$f> };
	my $e = rindex($d, "PK\5\6");
	my ($n, $size, $dir) = unpack("v V V", substr($d, $e + 10, 10));
	my ($p, $at, @entry) = ($dir);
	for (1 .. $n) {
		push @entry, $p;
		my ($fl, $el, $cl) = unpack("v v v", substr($d, $p + 28, 6));
		$p += 46 + $fl + $el + $cl;
	}
	$at = unpack("V", substr($d, $entry[$k] + 42, 4));
	for my $q (@entry) {
		my $off = unpack("V", substr($d, $q + 42, 4));
		substr($d, $q + 42, 4) = pack("V", $off + 1) if $off >= $at;
	}
	substr($d, $e + 16, 4) = pack("V", $dir + 1);
	substr($d, $at, 0) = "\0";
	open(my $o, ">:raw", $out) or die "$out: $!\n";
	print $o $d;
	' "$z/$1.zip" "$z/$2.zip" "$3"
}
stray ok strayfirst 0
stray ok straybetween 1
hostile strayfirst \
    "ipuz-pack: strayfirst.zip: damaged zip file: bytes at offset 0 $hidden"
hostile straybetween \
    "ipuz-pack: straybetween.zip: damaged zip file: bytes at offset 108 $hidden"
# A Unicode Path that is the stored name and more ('puzzles/x' named
# 'puzzles/x.ipuz', the manifest's): only the lengths tell them apart,
# where upath's names differ within the stored one's length; bsdtar and
# Python extract a 'puzzles/x' the manifest does not name (mutation20
# Z06: with the lengths not compared, it was taken).
mk upathlong f manifest.json m.json f puzzles/x x.ipuz \
    P puzzles/x puzzles/x.ipuz
upathlong="member 'puzzles/x' is named 'puzzles/x.ipuz' by an extra field (Unicode Path) that some unzippers do not read"
hostile upathlong "ipuz-pack: upathlong.zip: $upathlong" \
    "upathlong.zip: error: $upathlong"
# A folder entry that holds data ('puzzles/' with a puzzle's bytes): bsdtar
# and unzip make the folder and drop them, so what they write out is not
# what was verified. It was sound, and -x, -t and -e took it (fuzz19 F10).
mk folderdata f manifest.json m.json f puzzles/ x.ipuz f puzzles/x.ipuz x.ipuz
folderdata="member 'puzzles/' is a folder that holds data, which unzippers drop"
hostile folderdata "ipuz-pack: folderdata.zip: $folderdata" \
    "folderdata.zip: error: $folderdata"
check_out "verify -j: the same, status \"problems\"" 1 \
    '{"bundle":"folderdata.zip","status":"problems","findings":[{"kind":"error","code":"member-unsafe","file":"folderdata.zip","message":"member '"'puzzles/'"' is a folder that holds data, which unzippers drop"}]}' \
    sh -c 'cd "$0" && ipuz-pack -v -j -f folderdata.zip' "$z"
for format in crosswords ipuz; do
	check_err "-e $format refuses it, nothing written" 2 \
	    "ipuz-pack: folderdata.zip: $folderdata" \
	    sh -c 'mkdir "$1" && cd "$0" && ipuz-pack -e "$2" -C "$1" \
	    -f folderdata.zip; s=$?; ls -A "$1"; exit $s' "$z" \
	    "$tmp/fde$format" "$format"
done
done_testing
