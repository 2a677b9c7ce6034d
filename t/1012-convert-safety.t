#!/bin/sh
# ipuz-convert: batches that resume (-u), names that collide, a file
# named twice, folders walked, stdin with -d, hints that name the option, the format from -o's name, messages
# that a file cannot forge, whole lines under -J, one message for a
# failed standard output.
. "$(dirname "$0")/lib.sh"

mini=examples/mini-5x5.ipuz

# --- stdin and -d
check_stderr "-d with - is refused, and no folder is made" 2 \
    "ipuz-convert: the standard input cannot be converted with -d" \
    sh -c 'ipuz-convert -d "$0/d1" - <examples/mini-5x5.ipuz ||
    { s=$?; test ! -e "$0/d1" && exit $s; }' "$tmp"

# --- -u: a batch run again
mkdir "$tmp/in"
cp examples/mini-5x5.ipuz examples/cryptic.ipuz "$tmp/in"
(cd "$tmp" && ipuz-convert -q -t xd -d xdout in/*.ipuz)
check_stderr "run again, every output exists, and -u is named" 2 \
    "ipuz-convert: xdout/cryptic.xd: exists; -f overwrites it, -u only when the input is newer
ipuz-convert: xdout/mini-5x5.xd: exists; -f overwrites it, -u only when the input is newer
ipuz-convert: 2 of 2 files failed" \
    sh -c 'cd "$0" && ipuz-convert -q -t xd -d xdout in/*.ipuz' "$tmp"
# An output older than its input is replaced; one newer is left alone.
touch -d '2001-01-01' "$tmp/xdout/cryptic.xd"
echo stale >"$tmp/xdout/cryptic.xd.keep"
cp "$tmp/xdout/mini-5x5.xd" "$tmp/mini.before"
touch -r "$tmp/xdout/mini-5x5.xd" "$tmp/mini.before"
printf 'changed' >"$tmp/xdout/mini-5x5.xd"
touch -d '2037-01-01' "$tmp/xdout/mini-5x5.xd"
check_stderr "-u skips outputs newer than their input" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -q -u -t xd -d xdout in/*.ipuz &&
    test "$(cat xdout/mini-5x5.xd)" = changed' "$tmp"
check_stderr "-u replaces an output older than its input" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -q -t xd in/cryptic.ipuz |
    cmp - xdout/cryptic.xd' "$tmp"
check_stderr "-u converts what is missing" 0 "" \
    sh -c 'cd "$0" && rm xdout/cryptic.xd &&
    ipuz-convert -q -u -t xd -d xdout in/*.ipuz && test -s xdout/cryptic.xd' \
    "$tmp"
check_stderr "-u with -o: skipped when up to date, exit 0" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -u -t xd -o xdout/mini-5x5.xd \
    in/mini-5x5.ipuz && test "$(cat xdout/mini-5x5.xd)" = changed' "$tmp"
# Dated the same to the nanosecond (touch -r) is up to date too.
printf 'same' >"$tmp/xdout/mini-5x5.xd"
touch -r "$tmp/in/mini-5x5.ipuz" "$tmp/xdout/mini-5x5.xd"
check_stderr "-u skips an output dated exactly as its input" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -q -u -t xd -d xdout in/mini-5x5.ipuz &&
    test "$(cat xdout/mini-5x5.xd)" = same' "$tmp"
# -d's trailing slashes are not part of the names said.
check_stderr "-d dir/ names its outputs dir/x, not dir//x" 2 \
    "ipuz-convert: xdout/mini-5x5.xd: exists; -f overwrites it, -u only when the input is newer
ipuz-convert: 1 of 1 file failed" \
    sh -c 'cd "$0" && ipuz-convert -q -t xd -d xdout// in/mini-5x5.ipuz' \
    "$tmp"
check_stderr "-u never writes over the input" 2 \
    "ipuz-convert: in/mini-5x5.ipuz: will not overwrite the input" \
    sh -c 'cd "$0" && ipuz-convert -u -o in/mini-5x5.ipuz in/mini-5x5.ipuz' \
    "$tmp"

# --- an input of the batch is never an output, by any name, even one
# still to come: out/a.ipuz, the output of a.ipuz, is read later through
# a link (keep.txt) or a hard link (hard.ipuz).
mkdir "$tmp/keep" "$tmp/keep/out"
cp "$mini" "$tmp/keep/a.ipuz"
sed 's/"title": "[^"]*"/"title": "Precious"/' "$mini" |
    ipuz-convert >"$tmp/keep/out/a.ipuz"
cp "$tmp/keep/out/a.ipuz" "$tmp/keep/precious"
ln -s out/a.ipuz "$tmp/keep/keep.txt"
ln "$tmp/keep/out/a.ipuz" "$tmp/keep/hard.ipuz"
for opt in -f -u "-f -J 2" "-u -J 2" ""; do
	check_stderr "${opt:-no option}: an input still to come, through a link, is not written over" 2 \
	    "ipuz-convert: out/a.ipuz: will not overwrite the input
ipuz-convert: 1 of 3 files failed" \
	    sh -c 'cd "$0" && touch -d 2001-01-01 out/a.ipuz &&
	    ipuz-convert -q $1 -d out a.ipuz keep.txt hard.ipuz; s=$?;
	    cmp -s out/a.ipuz precious && cmp -s out/keep.ipuz precious &&
	    cmp -s out/hard.ipuz precious &&
	    rm out/keep.ipuz out/hard.ipuz && exit $s' "$tmp/keep" "$opt"
done

# --- names that collide
mkdir "$tmp/a" "$tmp/b"
cp "$mini" "$tmp/a/x.ipuz"
cp "$mini" "$tmp/b/x.ipuz"
cp examples/cryptic.ipuz "$tmp/a/x.puz"
cp examples/barred.ipuz "$tmp/c.ipuz"
check_stderr "names that collide are named once, the rest converted" 2 \
    "ipuz-convert: coll/x.ipuz: 3 inputs would be written here, so none is: a/x.ipuz, b/x.ipuz, a/x.puz
ipuz-convert: 3 of 4 files failed, 3 of them for names that collide" \
    sh -c 'cd "$0" && ipuz-convert -q -d coll a/x.ipuz b/x.ipuz a/x.puz \
    c.ipuz' "$tmp"
check_stderr "only the file whose name is its own is written" 0 "" \
    sh -c 'cd "$0" && test "$(ls coll)" = c.ipuz' "$tmp"
check_stderr "with -J too" 2 \
    "ipuz-convert: coll2/x.ipuz: 2 inputs would be written here, so none is: a/x.ipuz, b/x.ipuz
ipuz-convert: 2 of 3 files failed, 2 of them for names that collide" \
    sh -c 'cd "$0" && ipuz-convert -q -J 3 -d coll2 a/x.ipuz b/x.ipuz \
    c.ipuz && exit 9; s=$?; test "$(ls coll2)" = c.ipuz && exit $s' "$tmp"

# --- one file named twice: by one name (overlapping globs), or through
# a link to its folder (find over a tree with one); converted once, and
# counted once. The rule of names that collide is for different files.
ln -s a "$tmp/alias"
check_stderr "a file named twice is converted once, with a warning" 0 \
    "ipuz-convert: a/x.ipuz: warning: the same file as a/x.ipuz; converted once" \
    sh -c 'cd "$0" && ipuz-convert -d twice a/x.ipuz a/x.ipuz &&
    test "$(ls twice)" = x.ipuz' "$tmp"
check_stderr "so is one named through a link to its folder, -J 2 too" 0 \
    "ipuz-convert: alias/x.ipuz: warning: the same file as a/x.ipuz; converted once" \
    sh -c 'cd "$0" && ipuz-convert -J 2 -d twice2 a/x.ipuz alias/x.ipuz &&
    test "$(ls twice2)" = x.ipuz' "$tmp"
check_stderr "-q says nothing of it" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -q -d twice3 a/x.ipuz ./a/x.ipuz' "$tmp"
check_stderr "a file named twice and another file: they collide, counted once" 2 \
    "ipuz-convert: alias/x.ipuz: warning: the same file as a/x.ipuz; converted once
ipuz-convert: twice4/x.ipuz: 2 inputs would be written here, so none is: a/x.ipuz, b/x.ipuz
ipuz-convert: 2 of 3 files failed, 2 of them for names that collide" \
    sh -c 'cd "$0" && ipuz-convert -d twice4 a/x.ipuz alias/x.ipuz b/x.ipuz \
    c.ipuz && exit 9; s=$?; test "$(ls twice4)" = c.ipuz && exit $s' "$tmp"

# A folder and a file or a folder in it both given name files twice, to
# other output names: still converted once, where first named, and
# counted once. A hard link is a name of its own, converted as such.
mkdir -p "$tmp/arch/2024/01" "$tmp/arch/2024/02"
cp "$mini" "$tmp/arch/2024/01/sun.ipuz"
cp "$mini" "$tmp/arch/2024/02/mon.ipuz"
ln "$tmp/arch/2024/02/mon.ipuz" "$tmp/arch/hard.ipuz"
check_stderr "a folder and a file in it: the file converted once" 0 \
    "ipuz-convert: arch/2024/01/sun.ipuz: warning: the same file as arch/2024/01/sun.ipuz; converted once" \
    sh -c 'cd "$0" && ipuz-convert -d dup1 arch/2024 arch/2024/01/sun.ipuz \
    arch/hard.ipuz && find dup1 -type f | sort | tr "\n" " " >found &&
    test "$(cat found)" = "dup1/2024/01/sun.ipuz dup1/2024/02/mon.ipuz dup1/hard.ipuz "' \
    "$tmp"
echo junk >"$tmp/arch/2024/01/bad.puz"
check_stderr "two folders that overlap: each file converted and counted once" 2 \
    "ipuz-convert: arch/2024/01/bad.puz: warning: the same file as arch/2024/01/bad.puz; converted once
ipuz-convert: arch/2024/01/sun.ipuz: warning: the same file as arch/2024/01/sun.ipuz; converted once
ipuz-convert: arch/2024/01/bad.puz: not a .puz file (no ACROSS&DOWN header); it holds a text grid: name it bad.txt
ipuz-convert: 1 of 4 files failed" \
    sh -c 'cd "$0" && ipuz-convert -J 2 -d dup2 arch arch/2024/01 &&
    exit 9; s=$?; find dup2 -type f | sort | tr "\n" " " >found &&
    test "$(cat found)" = "dup2/arch/2024/01/sun.ipuz dup2/arch/2024/02/mon.ipuz dup2/arch/hard.ipuz " &&
    exit $s' "$tmp"
rm "$tmp/arch/hard.ipuz" "$tmp/arch/2024/01/bad.puz"
ln -s 2024 "$tmp/arch/link"
check_stderr "a folder and, through a link, a folder in it" 0 \
    "ipuz-convert: arch/link/02/mon.ipuz: warning: the same file as arch/2024/02/mon.ipuz; converted once" \
    sh -c 'cd "$0" && ipuz-convert -d dup3 arch/2024 arch/link/02 &&
    find dup3 -type f | sort | tr "\n" " " >found &&
    test "$(cat found)" = "dup3/2024/01/sun.ipuz dup3/2024/02/mon.ipuz "' \
    "$tmp"
rm "$tmp/arch/link"

# --- folders: each puzzle file under a folder given (by its extension,
# in any case; hidden names are passed over, and so are links to
# folders, and other files, counted in a warning), in sorted order,
# keeps its path under dir.
mkdir -p "$tmp/tree/2024/02" "$tmp/tree/2024/01/x" "$tmp/tree/2024/.git"
cp "$mini" "$tmp/tree/2024/01/puzzle.ipuz"
cp "$mini" "$tmp/tree/2024/02/puzzle.ipuz"
cp "$mini" "$tmp/tree/2024/01/x/Odd.IPUZ"
ipuz-convert -q -t xd -o "$tmp/tree/2024/02/z.xd" "$mini"
cp "$mini" "$tmp/tree/2024/.git/hidden.ipuz"
cp "$mini" "$tmp/tree/2024/02/.hidden.ipuz"
echo notes >"$tmp/tree/2024/README"
ln -s ../a "$tmp/tree/2024/01/link"
check_stderr "a folder's tree is kept under dir" 0 \
    "ipuz-convert: 2024: warning: 1 file not named .puz, .ipuz, .jpz or .xd passed over: give it as an operand to convert it" \
    sh -c 'cd "$0" && ipuz-convert -t xd -d out 2024 &&
    find out | sort | tr "\n" " " >found &&
    test "$(cat found)" = "out out/2024 out/2024/01 out/2024/01/puzzle.xd out/2024/01/x out/2024/01/x/Odd.xd out/2024/02 out/2024/02/puzzle.xd out/2024/02/z.xd "' \
    "$tmp/tree"
check_stderr "... and -q says nothing of it" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -q -t xd -d outq 2024 && rm -r outq' \
    "$tmp/tree"
rm "$tmp/tree/2024/README"
check_stderr "a folder without -d is refused, naming -d" 2 \
    "ipuz-convert: 2024: a folder: -d dir converts the puzzle files under it" \
    sh -c 'cd "$0" && ipuz-convert 2024' "$tmp/tree"
check_stderr "run again: the outputs exist, by their paths, in sorted order" 2 \
    "ipuz-convert: out/2024/01/puzzle.xd: exists; -f overwrites it, -u only when the input is newer
ipuz-convert: out/2024/01/x/Odd.xd: exists; -f overwrites it, -u only when the input is newer
ipuz-convert: out/2024/02/puzzle.xd: exists; -f overwrites it, -u only when the input is newer
ipuz-convert: out/2024/02/z.xd: exists; -f overwrites it, -u only when the input is newer
ipuz-convert: 4 of 4 files failed" \
    sh -c 'cd "$0" && ipuz-convert -t xd -d out 2024/' "$tmp/tree"
check_stderr "-u skips them, -J 2 too" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -u -J 2 -t xd -d out 2024' "$tmp/tree"
check_stderr "-f writes them again, with -J 2" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -f -J 2 -t xd -d out 2024 &&
    test "$(find out -type f | wc -l)" -eq 4' "$tmp/tree"
check_stderr "the folder . has no name of its own: its tree goes in dir" 0 "" \
    sh -c 'cd "$0/2024" && ipuz-convert -t xd -d ../dot . &&
    test -f ../dot/01/x/Odd.xd && test -f ../dot/02/z.xd' "$tmp/tree"
check_stderr "dir in the tree, and the tree's copy in it, are not read" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -d 2024/out 2024 &&
    ipuz-convert -u -d 2024/out 2024 &&
    test "$(find 2024/out -type f | wc -l)" -eq 4 && rm -r 2024/out &&
    ipuz-convert -d 2024 2024 && ipuz-convert -u -d 2024 2024 &&
    test "$(find 2024/2024 -type f | wc -l)" -eq 4 && rm -r 2024/2024' \
    "$tmp/tree"
mkdir -p "$tmp/tree/a/2024" "$tmp/tree/b/2024"
cp "$mini" "$tmp/tree/a/2024/p.ipuz"
cp "$mini" "$tmp/tree/b/2024/p.ipuz"
check_stderr "the trees of two folders of one name collide" 2 \
    "ipuz-convert: out2/2024/p.ipuz: 2 inputs would be written here, so none is: a/2024/p.ipuz, b/2024/p.ipuz
ipuz-convert: 2 of 2 files failed, 2 of them for names that collide" \
    sh -c 'cd "$0" && ipuz-convert -d out2 a/2024 b/2024 ||
    { s=$?; test ! -e out2 && exit $s; }' "$tmp/tree"
mkdir -p "$tmp/tree/bad/y/z" "$tmp/tree/bad/w"
echo junk >"$tmp/tree/bad/y/z/b.puz"
echo junk >"$tmp/tree/bad/w/a.XD"
check_stderr "the folders made for files that all failed are removed" 2 \
    "ipuz-convert: bad/w/a.XD: not a .xd file (no metadata lines or ## headers); it holds a text grid: name it a.txt
ipuz-convert: bad/y/z/b.puz: not a .puz file (no ACROSS&DOWN header); it holds a text grid: name it b.txt
ipuz-convert: 2 of 2 files failed" \
    sh -c 'cd "$0" && mkdir out3 && ipuz-convert -d out3/new bad ||
    { s=$?; test -z "$(ls out3)" && exit $s; }' "$tmp/tree"
mkdir "$tmp/tree/out4"
echo in-the-way >"$tmp/tree/out4/bad"
cp "$mini" "$tmp/tree/bad/w/good.ipuz"
cp "$mini" "$tmp/tree/c.ipuz"
check_stderr "a folder that cannot be made fails its files, said once" 2 \
    "ipuz-convert: out4/bad: is not a folder; nothing written in it
ipuz-convert: 3 of 4 files failed" \
    sh -c 'cd "$0" && ipuz-convert -d out4 bad c.ipuz &&
    exit 9; s=$?; test -f out4/c.ipuz && exit $s' "$tmp/tree"
# A link to a folder under dir is not gone through, as ipuz-pack -x does
# not: the output went through out7/bad to the folder it leads to.
mkdir "$tmp/tree/out7" "$tmp/tree/elsewhere"
ln -s ../elsewhere "$tmp/tree/out7/bad"
check_stderr "a link to a folder under dir is not gone through" 2 \
    "ipuz-convert: out7/bad: is not a folder; nothing written in it
ipuz-convert: 3 of 4 files failed" \
    sh -c 'cd "$0" && ipuz-convert -d out7 bad c.ipuz &&
    exit 9; s=$?; test -f out7/c.ipuz && test -z "$(ls elsewhere)" &&
    exit $s' "$tmp/tree"
# The folder named with -d is the user's: it may be a link.
mkdir -p "$tmp/tree/real/out8" "$tmp/tree/t8/sub"
cp "$mini" "$tmp/tree/t8/sub/"
ln -s real/out8 "$tmp/tree/out8"
check_stderr "the folder named with -d may be a link" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -d out8 t8 &&
    test -f real/out8/t8/sub/mini-5x5.ipuz' "$tmp/tree"
mkdir "$tmp/tree/none"
check_stderr "a folder without puzzle files is said, and no folder made" 0 \
    "ipuz-convert: none: warning: no puzzle file in this folder" \
    sh -c 'cd "$0" && ipuz-convert -d out5 none && test ! -e out5' "$tmp/tree"
# A folder of Across Lite text (.txt, as a README is) said "no puzzle
# file in this folder", and the .txt files of a folder with puzzles were
# passed over unsaid (persona18 F7): how many, and how to convert them.
# Hidden names and links to nothing are not counted.
mkdir -p "$tmp/tree/al/sub" "$tmp/tree/al/.git"
printf '<ACROSS PUZZLE>\n<TITLE>\n Mini\n<SIZE>\n 3x3\n<GRID>\n CAB\n ARE\n BED\n<ACROSS>\n Taxi\n Exist\n Bed\n<DOWN>\n Taxi\n Arc\n Sea bed\n' >"$tmp/tree/al/mini.txt"
cp "$tmp/tree/al/mini.txt" "$tmp/tree/al/sub/mini2.txt"
echo notes >"$tmp/tree/al/.git/config"
ln -s nowhere "$tmp/tree/al/gone.txt"
check_stderr "a folder of other files: how many, and how to convert them" 0 \
    "ipuz-convert: al: warning: no file named .puz, .ipuz, .jpz or .xd in this folder; 2 other files passed over: give them as operands to convert them" \
    sh -c 'cd "$0" && ipuz-convert -t puz -d out9 al && test ! -e out9' \
    "$tmp/tree"
check_stderr "... which convert as operands" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -t puz -d out9 al/mini.txt al/sub/mini2.txt &&
    test -f out9/mini.puz && test -f out9/mini2.puz && rm -r out9' "$tmp/tree"
cp "$mini" "$tmp/tree/al/sub/p.ipuz"
check_stderr "a folder with puzzles: the others counted" 0 \
    "ipuz-convert: al: warning: 2 files not named .puz, .ipuz, .jpz or .xd passed over: give them as operands to convert them" \
    sh -c 'cd "$0" && ipuz-convert -t xd -d out9 al &&
    test "$(find out9 -type f)" = out9/al/sub/p.xd' "$tmp/tree"
rm "$tmp/tree/al/sub/mini2.txt"
check_stderr "... one of them" 0 \
    "ipuz-convert: al: warning: 1 file not named .puz, .ipuz, .jpz or .xd passed over: give it as an operand to convert it" \
    sh -c 'cd "$0" && ipuz-convert -u -t xd -d out9 al' "$tmp/tree"

# A folder that cannot be read is said, and counts as a file that failed.
# Root reads every folder, so as root this runs as nobody (65534).
mkdir -p "$tmp/tree/shut/ok" "$tmp/tree/shut/no" "$tmp/tree/out6"
cp "$mini" "$tmp/tree/shut/ok/p.ipuz"
cp "$mini" "$tmp/tree/shut/no/q.ipuz"
chmod 000 "$tmp/tree/shut/no"
chmod 777 "$tmp/tree/out6"
if ! as_nobody ipuz-convert; then
	skip "a folder that cannot be read is said, and counted" \
	    "run as root, and setpriv cannot make the check run as nobody"
else
	check_stderr "a folder that cannot be read is said, and counted" 2 \
	    "ipuz-convert: cannot read folder 'shut/no': Permission denied
ipuz-convert: 1 of 2 files failed" \
	    $as_user sh -c 'cd "$0" && ipuz-convert -d out6 shut ||
	    { s=$?; test -f out6/shut/ok/p.ipuz && exit $s; }' "$tmp/tree"
fi
chmod 755 "$tmp/tree/shut/no"

# --- hints that name the option
ipuz-convert -q -t puz -o "$tmp/sum.puz" "$mini"
printf '\000\000' | dd of="$tmp/sum.puz" bs=1 seek=0 conv=notrunc 2>/dev/null
check_stderr "a checksum mismatch names -f" 2 \
    "ipuz-convert: sum.puz: global checksum mismatch: stored 0x0000, computed 0xa637; -f reads it anyway" \
    sh -c 'cd "$0" && ipuz-convert sum.puz' "$tmp"
check_stderr "-f reads it, with a warning" 0 \
    "ipuz-convert: sum.puz: warning: global checksum mismatch: stored 0x0000, computed 0xa637; read anyway (-f)" \
    sh -c 'cd "$0" && ipuz-convert -f sum.puz' "$tmp"
locked=t/corpus/puz/puzpy__nyt_locked.puz
if [ -f "$locked" ]; then
	check_stderr "a scrambled puzzle without a solution names -K" 2 \
	    "ipuz-convert: puzpy__nyt_locked.puz: cannot write xd: the puzzle has no solution; it is scrambled: -K finds its key" \
	    sh -c 'cd "$(dirname "$0")" && ipuz-convert -t xd "${0##*/}"' \
	    "$locked"
	check_stderr "a wrong key names -K" 2 \
	    "ipuz-convert: puzpy__nyt_locked.puz: wrong key: 1234 does not unscramble the solution; -K finds its key" \
	    sh -c 'cd "$(dirname "$0")" && ipuz-convert -k 1234 "${0##*/}"' \
	    "$locked"
	check_stderr "a .jpz of it names -K too" 0 \
	    "ipuz-convert: puzpy__nyt_locked.puz: warning: a .jpz file cannot hold the scrambled solution; left out; -K finds its key" \
	    sh -c 'cd "$(dirname "$0")" && ipuz-convert -t jpz "${0##*/}" >/dev/null' \
	    "$locked"
	# The ipuz made of one keeps the scrambled grid and its checksum:
	# -K unscrambles it there too, so the hint holds for it.
	ipuz-convert -q "$locked" >"$tmp/locked.ipuz"
	check_stderr "its ipuz names -K, which unscrambles it" 2 \
	    "ipuz-convert: locked.ipuz: cannot write xd: the puzzle has no solution; it is scrambled: -K finds its key" \
	    sh -c 'cd "$0" && ipuz-convert -t xd locked.ipuz' "$tmp"
	check_stderr "... and with -K the .jpz of it has the solution" 0 \
	    "" \
	    sh -c 'cd "$0" && ipuz-convert -K -t jpz locked.ipuz >/dev/null' "$tmp"
else
	skip "a scrambled puzzle without a solution names -K" "no corpus"
	skip "a wrong key names -K" "no corpus"
	skip "a .jpz of it names -K too" "no corpus"
	skip "its ipuz names -K, which unscrambles it" "no corpus"
	skip "... and with -K the .jpz of it has the solution" "no corpus"
fi

# --- the format from -o's name
check_stderr "-o x.puz writes a .puz" 0 "" \
    sh -c 'ipuz-convert -q -o "$0/x.puz" "$1" &&
    ipuz-convert -t puz "$1" 2>/dev/null | cmp - "$0/x.puz"' "$tmp" "$mini"
check_stderr "-o x.xd, x.jpz and x.txt write xd, jpz and a text grid" 0 "" \
    sh -c 'for t in xd jpz grid; do e=$t; [ $t = grid ] && e=txt;
    ipuz-convert -q -o "$0/x.$e" "$1" &&
    ipuz-convert -q -t $t "$1" | cmp - "$0/x.$e" || exit 1; done' \
    "$tmp" "$mini"
# -t over a name that says another format made a file no reader takes
# by its name ("not a .puz file"): it is refused, nothing written.
check_stderr "-t xd and a .puz name are refused" 2 \
    "ipuz-convert: -o '$tmp/y.puz': the name says .puz, but -t xd writes xd: drop -t, or end the name in .xd" \
    sh -c 'ipuz-convert -q -t xd -o "$0/y.puz" "$1" || { s=$?;
    ! test -e "$0/y.puz" || echo "y.puz written" >&2; exit $s; }' \
    "$tmp" "$mini"
check_stderr "a name that says nothing is ipuz, -t a format of its own" 0 "" \
    sh -c 'ipuz-convert -q -t xd -o "$0/y.out.1" "$1" &&
    ipuz-convert -t xd "$1" | cmp - "$0/y.out.1" &&
    ipuz-convert -o "$0/y.out" "$1" && ipuz-convert "$1" | cmp - "$0/y.out"' \
    "$tmp" "$mini"

# --- messages a file cannot forge
sed 's/"O", "Z", "O"/"O", "Z\\u001b[2J\\nx.ipuz: error: forged", "O"/' \
    "$mini" >"$tmp/esc.ipuz"
check_stderr "text from the file is escaped: no forged line, no escape sequence" 2 \
    "ipuz-convert: esc.ipuz: cannot write grid: cell r3c2 holds 'Z\\x1b[2J\\nx.ipuz: error: forged': a text grid has letters and digits only" \
    sh -c 'cd "$0" && ipuz-convert -t grid esc.ipuz' "$tmp"
# Bidirectional format characters were passed raw: the U+202E of
# ab<U+202E>cd turned the rest of the message line around on a screen
# that applies the bidi algorithm. They are escaped, byte by byte, as
# U+2028 and the C1 controls are.
printf 'Title: T\nab\342\200\256cd: x\nab\342\200\256cd: y\n\n\nCAT\n\n\nA1. a ~ CAT\n' \
    >"$tmp/bidi.xd"
check_stderr "a right-to-left override in the text is escaped" 2 \
    "ipuz-convert: bidi.xd:3: metadata key 'ab\\xe2\\x80\\xaecd' given twice" \
    sh -c 'cd "$0" && ipuz-convert -t ipuz bidi.xd' "$tmp"
# U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069; U+2065
# (unassigned) and U+202F (a narrow no-break space) between are kept.
key=k$(printf '\330\234\342\200\216\342\200\217')$(printf \
    '\342\200\252\342\200\253\342\200\254\342\200\255\342\200\256')$(printf \
    '\342\201\245\342\201\246\342\201\247\342\201\250\342\201\251\342\200\257')
printf 'Title: T\n%s: x\n%s: y\n\n\nCAT\n\n\nA1. a ~ CAT\n' "$key" "$key" \
    >"$tmp/bidi2.xd"
check_stderr "... and so is every bidi control" 2 \
    "ipuz-convert: bidi2.xd:3: metadata key 'k\\xd8\\x9c\\xe2\\x80\\x8e\\xe2\\x80\\x8f\
\\xe2\\x80\\xaa\\xe2\\x80\\xab\\xe2\\x80\\xac\\xe2\\x80\\xad\\xe2\\x80\\xae\
$(printf '\342\201\245')\\xe2\\x81\\xa6\\xe2\\x81\\xa7\\xe2\\x81\\xa8\\xe2\\x81\\xa9\
$(printf '\342\200\257')' given twice" \
    sh -c 'cd "$0" && ipuz-convert -t ipuz bidi2.xd' "$tmp"
# The format characters that show as nothing were passed raw, so that
# a message could point at a character no screen shows (regress10 #4):
# U+00AD, U+200B, U+2060, U+2064, U+206A, U+206F and U+FEFF are escaped;
# the joiners U+200C and U+200D, and U+2065 (unassigned), are kept.
key=k$(printf '\302\255\342\200\213\342\201\240\342\201\244')$(printf \
    '\342\201\252\342\201\257\357\273\277\342\200\214\342\200\215\342\201\245')
printf 'Title: T\n%s: x\n%s: y\n\n\nCAT\n\n\nA1. a ~ CAT\n' "$key" "$key" \
    >"$tmp/unseen.xd"
check_stderr "a character that shows as nothing is escaped" 2 \
    "ipuz-convert: unseen.xd:3: metadata key 'k\\xc2\\xad\\xe2\\x80\\x8b\\xe2\\x81\\xa0\\xe2\\x81\\xa4\
\\xe2\\x81\\xaa\\xe2\\x81\\xaf\\xef\\xbb\\xbf$(printf '\342\200\214\342\200\215\342\201\245')' given twice" \
    sh -c 'cd "$0" && ipuz-convert -t ipuz unseen.xd' "$tmp"
bad=$(printf 'bad\nx.ipuz: error: forged\377.ipuz')
printf 'junk\n' >"$tmp/$bad"
check_stderr "so is a file's name, and bytes that are not UTF-8" 2 \
    "ipuz-convert: bad\\nx.ipuz: error: forged\\xff.ipuz: not a .ipuz file (no JSON object); it holds a text grid: name it bad\\nx.ipuz: error: forged\\xff.txt" \
    sh -c 'cd "$0" && ipuz-convert bad*' "$tmp"

# --- whole lines under -J, also with the progress line of a terminal
mkdir "$tmp/many"
i=0
while [ $i -lt 60 ]; do
	printf 'junk\n' >"$tmp/many/a-long-name-so-that-lines-are-long-$i.ipuz"
	cp "$mini" "$tmp/many/good-$i.ipuz"
	i=$((i + 1))
done
check_stderr "-J 8: every line whole" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -q -J 8 -d jout many/*.ipuz 2>jerr;
    test "$(grep -c "^ipuz-convert: many/a-long-name-so-that-lines-are-long-[0-9]*\.ipuz: not a \.ipuz file (no JSON object); it holds a text grid: name it a-long-name-so-that-lines-are-long-[0-9]*\.txt$" jerr)" = 60 &&
    test "$(sed 1,60d jerr)" = "ipuz-convert: 60 of 120 files failed"' "$tmp"
if command -v script >/dev/null && script -qc true /dev/null >/dev/null 2>&1
then
	# On a terminal: a line is either progress (each count after a
	# carriage return) or one message; the terminal adds \r before \n.
	check_stderr "-J 4 on a terminal: messages start a line of their own" 0 "" \
	    sh -c 'cd "$0" && script -qc "ipuz-convert -J 4 -d tout many/*.ipuz" \
	    /dev/null >tty; awk "{ sub(/\r\$/, \"\") }
	    /^ipuz-convert: many\/a-long-[^\r]*\$/ { m++; next }
	    /^ipuz-convert: 60 of 120 files failed\$/ { s++; next }
	    /^(\ripuz-convert: [0-9]+ of 120)+\$/ { next }
	    { bad++ } END { exit !(m == 60 && s == 1 && !bad) }" tty' "$tmp"
else
	skip "-J 4 on a terminal: messages start a line of their own" \
	    "no script(1)"
fi

# --- a standard output that cannot be written: one message, exit 2
if [ -w /dev/full ]; then
	check_stderr "a full standard output is one message" 2 \
	    "ipuz-convert: cannot write '<stdout>': No space left on device" \
	    sh -c 'ipuz-convert "$0" >/dev/full' "$mini"
	check_stderr "-o /dev/full says why" 2 \
	    "ipuz-convert: cannot write '/dev/full': No space left on device" \
	    ipuz-convert -o /dev/full "$mini"
	check_stderr "-h to a full standard output is trouble" 2 \
	    "ipuz-convert: cannot write '<stdout>': No space left on device" \
	    sh -c 'ipuz-convert -h >/dev/full'
else
	skip "a full standard output is one message" "no /dev/full"
	skip "-o /dev/full says why" "no /dev/full"
	skip "-h to a full standard output is trouble" "no /dev/full"
fi

# --- nothing left behind, nothing written where it should not be
check_stderr "no temporary file is left by any of this" 0 "" \
    sh -c 'cd "$0" && ! find . -name ".xwtmp.*" | grep .' "$tmp"
check_stderr "with stderr closed, a warning does not go into the output" 0 "" \
    sh -c 'ipuz-convert -t puz -o "$0/closed.puz" "$1" 2>&- &&
    ipuz-convert -t puz "$1" 2>/dev/null | cmp - "$0/closed.puz"' \
    "$tmp" "$mini"

# What a writer writes with exit 0, its format's reader reads (#18; the
# fuzz harnesses check it for every writer): a second clue for an entry
# is refused in .xd, a control character in a text grid.
check_err "xd: a second clue for an entry is refused" 2 \
    "ipuz-convert: t/data/clues.ipuz: cannot write xd: Across clue 5 is given twice: .xd has one clue an entry" \
    ipuz-convert -t xd t/data/clues.ipuz
printf '## Metadata\n\nTitle: x\n\n## Grid\n\nA\001\nBC\n' >"$tmp/ctl.xd"
check_err "grid: a control character in a cell is refused" 2 \
    "ipuz-convert: ctl.xd: cannot write grid: cell r1c2 holds '\\x01': a text grid has letters and digits only" \
    sh -c 'cd "$0" && ipuz-convert -t grid ctl.xd' "$tmp"
# A letter no word list holds (Armenian Ա) was said to be no letter at
# all.
printf '## Metadata\n\nTitle: x\n\n## Grid\n\nA\324\261\nBC\n' >"$tmp/hy.xd"
check_err "grid: a letter word lists cannot hold is named as such" 2 \
    "ipuz-convert: hy.xd: cannot write grid: cell r1c2 holds 'Ա' (U+0531), a letter a text grid cannot hold (it holds those of word lists: Latin to U+024F and from U+1E00 to U+1EFF, Greek and Cyrillic)" \
    sh -c 'cd "$0" && ipuz-convert -t grid hy.xd' "$tmp"
# ẞ and Vietnamese Ạ (Latin Extended Additional) were such letters; they
# are a text grid's letters now, written and read back as given.
printf '## Metadata\n\nTitle: x\n\n## Grid\n\nA\341\272\236\n\341\272\240C\n' \
    >"$tmp/sz.xd"
printf 'Aẞ\nẠC\n' >"$tmp/sz.want"
check_err "grid: ẞ and Ạ are written" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -t grid -o sz.txt sz.xd &&
    cmp sz.txt sz.want && ipuz-convert -t grid sz.txt | cmp - sz.want' "$tmp"
# Vietnamese ệ, ậ, ặ and ộ as Windows' keyboard writes them, ê, â, ă or ô
# and then the dot below (U+0323), which canonical order puts before the
# circumflex or breve, and ệ as e, U+0302 and U+0323: the dot composed
# nothing, and the file was "not a puzzle in any format this reads".
# Each is one cell, the letter NFC makes of it.
printf 'n\303\252\314\243\303\242\314\243\n\304\203\314\243\303\264\314\243e\314\202\314\243\n' \
    >"$tmp/vi.txt"
check_out "grid: marks out of canonical order are one cell" 0 \
    "$(printf 'NỆẬ\nẶỘỆ')" \
    sh -c 'cd "$0" && ipuz-convert -t grid vi.txt' "$tmp"
# Read, such a letter was "not a grid character: use # . or a letter",
# or in the first row "not a puzzle in any format this reads".
printf 'A.\nB\324\261\n' >"$tmp/hy2.txt"
printf 'A\324\261\nB.\n' >"$tmp/hy1.txt"
printf 'A.\nB!\n' >"$tmp/bang.txt"
held="a letter a text grid cannot hold (it holds those of word lists: Latin to U+024F and from U+1E00 to U+1EFF, Greek and Cyrillic)"
check_err "grid: a letter it cannot hold is named where it is read" 2 \
    "ipuz-convert: hy2.txt:2:2: 'Ա' (U+0531) is $held" \
    sh -c 'cd "$0" && ipuz-convert -t ipuz hy2.txt' "$tmp"
check_err "... in the first row too" 2 \
    "ipuz-convert: hy1.txt:1:2: 'Ա' (U+0531) is $held" \
    sh -c 'cd "$0" && ipuz-convert -t ipuz hy1.txt' "$tmp"
check_err "... and any other character is no grid character" 2 \
    "ipuz-convert: bang.txt:2:2: not a grid character: use # . a letter, a digit or [letters]" \
    sh -c 'cd "$0" && ipuz-convert -t ipuz bang.txt' "$tmp"
# A typo in the first row after a mark, in the third row, or a first
# cell's rebus left open was "not a puzzle in any format this reads".
printf '..!..\n.....\n' >"$tmp/row1.txt"
printf '.....\n.....\n..!..\n' >"$tmp/row3.txt"
printf '[STAR...\n....\n' >"$tmp/open.txt"
check_err "... named in any row, and a rebus left open in the first cell" 2 \
    "ipuz-convert: row1.txt:1:3: not a grid character: use # . a letter, a digit or [letters]
ipuz-convert: row3.txt:3:3: not a grid character: use # . a letter, a digit or [letters]
ipuz-convert: open.txt:1:1: a cell of several letters is written [ then letters then ], as [STAR]" \
    sh -c 'cd "$0" && for f in row1 row3 open; do
    ipuz-convert -t ipuz $f.txt; done; exit 2' "$tmp"
# A first row's trailing blank too (as .xd's "## Metadata" is not).
printf 'C.. \n...\n...\n' >"$tmp/trail.txt"
check_err "... and a first row's trailing blank" 2 \
    "ipuz-convert: trail.txt:1:4: a blank is no cell: write a row's cells side by side, nothing between or after them" \
    sh -c 'cd "$0" && ipuz-convert -t ipuz trail.txt' "$tmp"
# Blanks between the cells of the first row, after a dot or a block and
# a dot, were "not a puzzle in any format this reads" (a blank in a
# later row was named); a heading of blocks stays no grid.
printf '. . .\n. . .\n. . .\n' >"$tmp/spaced.txt"
printf '. ....\n.....\n' >"$tmp/spaced1.txt"
printf '# . #\n...\n' >"$tmp/spaced2.txt"
printf '# Notes\n...\n' >"$tmp/notes.txt"
blank="a blank is no cell: write a row's cells side by side, nothing between or after them"
check_err "grid: blanks between the first row's cells are named" 2 \
    "ipuz-convert: spaced.txt:1:2: $blank
ipuz-convert: spaced1.txt:1:2: $blank
ipuz-convert: spaced2.txt:1:2: $blank
gridfill: spaced.txt:1:2: $blank
ipuz-convert: notes.txt: not a puzzle in any format this reads" \
    sh -c 'cd "$0" && for f in spaced spaced1 spaced2; do
    ipuz-convert -t ipuz $f.txt; done; gridfill spaced.txt
    ipuz-convert -t ipuz notes.txt' "$tmp"
# ... and after a letter, as a grid with its first cell seeded is
# typed spaced out: that too was "not a puzzle in any format this
# reads". Words of more than one letter between the blanks, as prose and
# a list's phrases have, stay no grid.
printf 'C . . . .\n. . . . .\n. . . . .\n' >"$tmp/seeded.txt"
printf 'A # B\nC D E\n' >"$tmp/seeded2.txt"
printf 'So I am. Here\n' >"$tmp/prose.txt"
printf 'A . B \n' >"$tmp/seeded3.txt"
# A heading of notes whose word is one letter starts with a block: no
# grid, as before (hostile14 F5).
printf '# A\nsome notes\n' >"$tmp/heading.txt"
# ... but a block then three letters is a row typed spaced out (regress15).
printf '# C A T\n# . . .\n' >"$tmp/seeded4.txt"
check_err "grid: blanks between the first row's cells after a letter are named" 2 \
    "ipuz-convert: seeded.txt:1:2: $blank
ipuz-convert: seeded2.txt:1:2: $blank
gridfill: seeded.txt:1:2: $blank
ipuz-convert: seeded3.txt:1:2: $blank
ipuz-convert: prose.txt: not a puzzle in any format this reads
ipuz-convert: heading.txt: not a puzzle in any format this reads
ipuz-convert: seeded4.txt:1:2: $blank" \
    sh -c 'cd "$0" && for f in seeded seeded2; do
    ipuz-convert -t ipuz $f.txt; done; gridfill seeded.txt
    for f in seeded3 prose heading seeded4; do
    ipuz-convert -t ipuz $f.txt; done' "$tmp"
# A grid of letters alone with a row too short or too long was "not a
# puzzle in any format this reads", its line unsaid, though .xd names
# it. Most rows as long as the first make it a grid; a list of words of
# many lengths, a first row of the wrong length and .xd stay as they
# were.
printf 'CAT\nARE\nBE\n' >"$tmp/short.txt"
printf 'CAT\nAREA\nBED\n' >"$tmp/long.txt"
printf 'C#T\nARE\nBE\n' >"$tmp/mark.txt"
printf 'cat\nstar\nbeds\nrain\n' >"$tmp/words.txt"
printf 'CA\nARE\nBED\n' >"$tmp/first.txt"
check_err "grid: a row of another length is named at its line" 2 \
    "ipuz-convert: short.txt:3: grid row of 2 cells, the first has 3
ipuz-convert: long.txt:2: grid row of 4 cells, the first has 3
ipuz-convert: mark.txt:3: grid row of 2 cells, the first has 3
ipuz-convert: words.txt: not a puzzle in any format this reads
ipuz-convert: first.txt: not a puzzle in any format this reads" \
    sh -c 'cd "$0" && for f in short long mark words first; do
    ipuz-convert -t ipuz $f.txt; done; exit 2' "$tmp"
check_err "... by ipuz-check and gridfill too" 2 \
    "ipuz-check: short.txt:3: grid row of 2 cells, the first has 3
gridfill: short.txt:3: grid row of 2 cells, the first has 3" \
    sh -c 'cd "$0" && ipuz-check short.txt; gridfill short.txt; exit 2' "$tmp"
printf 'Title: Mr. X.\n\n\nCAT\nARE\nBED\n\n\nA1. x ~ CAT\n' >"$tmp/dot.xd"
check_out "... and an .xd title with dots is still .xd" 0 "Title: Mr. X." \
    sh -c 'cd "$0" && ipuz-convert -t xd dot.xd | grep "^Title"' "$tmp"
# A first row with wordfind's '?' (or '_', '-') for an empty cell before
# any '.' or '#' was "not a puzzle in any format this reads", where the
# same character after a '.' was named at its place (persona18 F4).
notcell="not a grid character: use # . a letter, a digit or [letters]"
check_err "grid: '?', '_' or '-' for an empty cell is named where it is" 2 \
    "gridfill: r.txt:1:4: $notcell
gridfill: r.txt:1:2: $notcell
gridfill: r.txt:1:1: $notcell
gridfill: r.txt:1:1: $notcell
gridfill: r.txt:1:2: $notcell
gridfill: r.txt:1:3: $notcell" \
    sh -c 'cd "$0" && for r in "CAT??" "C??.." "?????" "_____" "C-..." "C.?.."
    do printf "%s\n.....\n.....\n" "$r" >r.txt; gridfill r.txt; done
    exit 2' "$tmp"
printf 'CAT\nA?E\nBED\n' >"$tmp/later.txt"
check_err "... in a later row of letters, by every reader" 2 \
    "ipuz-convert: later.txt:2:2: $notcell
ipuz-check: later.txt:2:2: $notcell
ipuz-render: later.txt:2:2: $notcell" \
    sh -c 'cd "$0" && ipuz-convert later.txt; ipuz-check later.txt
    ipuz-render -t text later.txt; exit 2' "$tmp"
# Word lists, prose, rows of many lengths and a row alone are no grid
# for it; Across Lite text and .xd are read by their own readers.
printf 'ice-cream;80\nhot-dog;70\n' >"$tmp/scored.txt"
printf 'ice-cream\nhot-dog\nt-shirt\n' >"$tmp/hyphens.txt"
printf 'Fill in: ___ and ???\n' >"$tmp/prose2.txt"
printf 'What?\n' >"$tmp/one.txt"
printf 'CAT??\n????\n' >"$tmp/widths.txt"
printf '<ACROSS PUZZLE>\n<TITLE>\n Mini\n<SIZE>\n 3x3\n<GRID>\n CA-\n ARE\n BED\n<ACROSS>\n Taxi\n Exist\n Bed\n<DOWN>\n Taxi\n Arc\n Sea bed\n' >"$tmp/al.txt"
check_err "... word lists, prose, rows of many lengths: their own messages" 2 \
    "ipuz-convert: scored.txt: not a puzzle in any format this reads
ipuz-convert: hyphens.txt: not a puzzle in any format this reads
ipuz-convert: prose2.txt: not a puzzle in any format this reads
ipuz-convert: one.txt: not a puzzle in any format this reads
ipuz-convert: widths.txt: not a puzzle in any format this reads
ipuz-convert: al.txt:7:4: '-' is not a letter or a block" \
    sh -c 'cd "$0" && for f in scored hyphens prose2 one widths al; do
    ipuz-convert $f.txt; done; exit 2' "$tmp"
printf 'Title: T\n\n\nCA-\nA_E\nB?D\n\n\nA1. a ~ CA-\n' >"$tmp/slips.xd"
check_out "... and an .xd grid with them is still .xd" 0 "Title: T|CA-|A_E|B?D" \
    sh -c 'cd "$0" && ipuz-convert -t xd slips.xd |
    grep -e "^Title" -e "^[A-Z?_-]\{3\}\$" | paste -s -d "|" -' "$tmp"

check_err "xd: a control character in a cell is refused" 2 \
    "ipuz-convert: t/data/formfeed.ipuz: cannot write xd: cell r1c2 holds a control character, which an .xd cannot hold" \
    ipuz-convert -t xd t/data/formfeed.ipuz
check_err "jpz: so is one XML cannot hold, not left out" 2 \
    "ipuz-convert: t/data/formfeed.ipuz: cannot write jpz: cell r1c2 holds a control character, which a .jpz cannot hold" \
    ipuz-convert -t jpz t/data/formfeed.ipuz
# The .puz writer wrote it, exit 0, and its reader refused the file.
check_err "puz: so is it, and no file is left" 2 \
    "ipuz-convert: t/data/formfeed.ipuz: cannot write puz: cell r1c2 holds a control character, which a .puz cannot hold" \
    sh -c 'ipuz-convert -t puz -o "$0/ff.puz" t/data/formfeed.ipuz ||
    { s=$?; test ! -e "$0/ff.puz" && exit $s; }' "$tmp"
sed 's/"solution"/"saved": [["A", "\\u0007"]], &/' t/data/formfeed.ipuz |
    sed 's/\\f/B/' >"$tmp/saved-bel.ipuz"
check_err "... and so is a solver's entry that holds one" 2 \
    "ipuz-convert: $tmp/saved-bel.ipuz: cannot write puz: the solver's entry in cell r1c2 holds a control character, which a .puz cannot hold" \
    ipuz-convert -t puz "$tmp/saved-bel.ipuz"

# Notes of 1 MiB and a byte: the ipuz written for them was refused.
perl -e 'local $/; my $d = <STDIN>; chop $d;
    print $d, "a" x 1048577, "\0"' \
    <t/corpus/puz/kotwords__test-simple.puz >"$tmp/notes.puz"
check_err ".puz: a string over the limit of every reader is refused" 2 \
    "ipuz-convert: notes.puz: notes longer than 1048576 bytes" \
    sh -c 'cd "$0" && ipuz-convert -f notes.puz' "$tmp"

# A \u0000 in an ipuz string: every later C string would stop there, and
# .puz, .jpz and .xd got the text cut short with exit 0.
sed 's/"title": "/&Ti\\u0000tle /' examples/cryptic.ipuz >"$tmp/nul.ipuz"
for t in puz jpz xd ipuz; do
	check_err "$t: a \\u0000 in a string is refused, nothing written" 2 \
	    "ipuz-convert: nul.ipuz:4:15: U+0000 in a string: no puzzle text can hold a NUL character" \
	    sh -c 'cd "$0" && ipuz-convert -t "$1" -o "out.$1" nul.ipuz ||
	    { s=$?; test ! -e "out.$1" && exit $s; }' "$tmp" "$t"
done

# Half a surrogate pair (\ud800 alone) in an ipuz string: json-c wrote
# U+FFFD for it, ipuz-check said nothing and ipuz-convert wrote the text
# changed. It is refused as \u0000 is, as raw text no UTF-8 can hold is.
sed 's/"title": "/&Ti\\ud800tle /' examples/cryptic.ipuz >"$tmp/half.ipuz"
check_err "half a surrogate pair is refused where it is" 2 \
    "ipuz-check: half.ipuz:4:15: U+D800 in a string is half a surrogate pair: no UTF-8 text can hold it" \
    sh -c 'cd "$0" && ipuz-check half.ipuz' "$tmp"
check_err "... and nothing is written for it" 2 \
    "ipuz-convert: half.ipuz:4:15: U+D800 in a string is half a surrogate pair: no UTF-8 text can hold it" \
    sh -c 'cd "$0" && ipuz-convert -o out.ipuz half.ipuz ||
    { s=$?; test ! -e out.ipuz && exit $s; }' "$tmp"
sed 's/"title": "/&Ti\\udc00tle /' examples/cryptic.ipuz >"$tmp/half2.ipuz"
check_err "... as is the second half alone" 2 \
    "ipuz-check: half2.ipuz:4:15: U+DC00 in a string is half a surrogate pair: no UTF-8 text can hold it" \
    sh -c 'cd "$0" && ipuz-check half2.ipuz' "$tmp"
sed 's/"title": "/&Ti\\uD83D\\uDE00tle /' examples/cryptic.ipuz >"$tmp/pair.ipuz"
check_out "a whole pair is one character" 0 "Ti😀tle" \
    sh -c 'cd "$0" && ipuz-convert pair.ipuz | jq -r ".title[0:6]"' "$tmp"

# A file whose path is past PATH_MAX (17 folders of 250 letters) was
# passed over with nothing said and exit 0 (scale14): it is named, cut
# in its middle (each run of letters shown here as one), its end and
# the reason kept, and counts as failed.
mkdir "$tmp/deep" "$tmp/deepout"
cp examples/mini-5x5.ipuz "$tmp/deep/top.ipuz"
# (perl: a shell's cd tracks the path, and stops at PATH_MAX.)
perl -e 'my $d = "a" x 250; open(my $in, "<", $ARGV[0]) or die;
    my $text = do { local $/; <$in> }; chdir $ARGV[1] or die;
    for (1 .. 17) { mkdir $d or die; chdir $d or die }
    open(my $out, ">", "x.ipuz") or die; print $out $text' \
    examples/mini-5x5.ipuz "$tmp/deep" || fail "no deep folder"
check_out "a file past PATH_MAX is named, with its reason, and fails" 2 \
    "4095 ipuz-convert: cannot read 'deep/a/a/a/a/a/a/a/a/a...a/a/a/a/a/a/a/a/a': File name too long
ipuz-convert: 1 of 2 files failed
deepout/deep/top.xd" \
    sh -c 'cd "$0" && ipuz-convert -t xd -d deepout deep 2>deep.err; s=$?
    head -1 deep.err | awk "{ printf \"%d \", length(\$0) }"
    head -1 deep.err | sed "s/a\{1,\}/a/g"
    sed 1d deep.err; find deepout -type f; exit $s' "$tmp"

# A grid saved in Windows-1252 (an É of one byte) gets the iconv line,
# as a word list does: it was "not a grid character: use # . a letter"
# to a user whose É is a letter, or in the first row "not a puzzle in
# any format this reads". Bytes that are no text get no such line.
printf 'CAF\311#\n.....\n' >"$tmp/cp1.txt"
printf '..\311..\n.....\n' >"$tmp/cp2.txt"
printf 'X\377\376\001\002\n' >"$tmp/bin.txt"
conv="convert it with iconv -f windows-1252 -t utf-8"
check_err "grid: Windows-1252 text is named, with the iconv line" 2 \
    "gridfill: cp1.txt: not a puzzle in any format this reads, but would be as Windows-1252 text: $conv
gridfill: cp2.txt:1:3: a byte that is not UTF-8: the grid may be Latin-1 or Windows-1252 text: $conv
ipuz-convert: bin.txt: not a puzzle in any format this reads" \
    sh -c 'cd "$0" && gridfill cp1.txt; gridfill cp2.txt
    ipuz-convert bin.txt; exit 2' "$tmp"
check_out "... and converted as it says, it is read" 0 "CAFÉ#" \
    sh -c 'cd "$0" && iconv -f windows-1252 -t utf-8 cp1.txt |
    ipuz-convert -t grid | head -1' "$tmp"
# After a UTF-8 byte order mark (two editors, one file), iconv keeps
# the mark as "ï»¿" on the first row: the line says to drop it, and
# what it says gives a puzzle. It said only iconv's command, whose output
# was refused again (regress17 R17-6).
printf '\357\273\277CAF\311\nA#B#\nT##X\nSSSS\n' >"$tmp/bom1252.txt"
check_err "a BOM before Windows-1252 text: the line drops the mark" 2 \
    "ipuz-check: bom1252.txt: not a puzzle in any format this reads, but would be as Windows-1252 text after its UTF-8 byte order mark: drop the mark (its first 3 bytes, tail -c +4) and convert it with iconv -f windows-1252 -t utf-8" \
    sh -c 'cd "$0" && ipuz-check bom1252.txt' "$tmp"
follow_1252_hint "$tmp/err" "$tmp/bom1252.txt" >"$tmp/bom1252.utf8" ||
    fail "the line gives no iconv command"
check_out "... and done as it says, it is read" 0 "CAFÉ
A#B#
T##X
SSSS" ipuz-convert -t grid "$tmp/bom1252.utf8"
# The advice is one (xw_iconv_1252_hint) wherever bytes that are not
# UTF-8 but read as Windows-1252 are refused. A text grid's byte past
# its first row got iconv's command alone, even after a byte order mark,
# and what it made was "not a puzzle" (docs17 F1); an .xd file got a bare
# "invalid UTF-8" (F8). Each is read once the advice's own commands have
# run. Bytes that no code page makes text of get no advice.
drop="after its UTF-8 byte order mark: drop the mark (its first 3 bytes, tail -c +4) and $conv"
printf '\357\273\277#....\n.\311...\n.....\n' >"$tmp/bom1252b.txt"
check_err "a BOM, and Windows-1252 past the first row: the line drops the mark" \
    2 "ipuz-check: bom1252b.txt:2:2: a byte that is not UTF-8: the grid may be Latin-1 or Windows-1252 text $drop" \
    sh -c 'cd "$0" && ipuz-check bom1252b.txt' "$tmp"
follow_1252_hint "$tmp/err" "$tmp/bom1252b.txt" >"$tmp/bom1252b.utf8" ||
    fail "the line gives no iconv command"
check_out "... and done as it says, it is read" 0 "#....
.É...
....." ipuz-convert -t grid "$tmp/bom1252b.utf8"
printf '#....\n.\311...\n.\001...\n' >"$tmp/ctl.txt"
check_err "... a control character too: no advice" 2 \
    "ipuz-check: ctl.txt:2:2: a byte that is not UTF-8" \
    sh -c 'cd "$0" && ipuz-check ctl.txt' "$tmp"
ipuz-convert -t xd examples/mini-5x5.ipuz |
    sed "s/^Title: .*/Title: $(printf 'Caf\351')/" >"$tmp/l1.xd"
(printf '\357\273\277' && cat "$tmp/l1.xd") >"$tmp/bom1.xd"
check_err "xd: Windows-1252 text is named, with the iconv line" 2 \
    "ipuz-convert: l1.xd:3:11: invalid UTF-8: the file may be Latin-1 or Windows-1252 text: $conv" \
    sh -c 'cd "$0" && ipuz-convert -t ipuz l1.xd' "$tmp"
follow_1252_hint "$tmp/err" "$tmp/l1.xd" >"$tmp/l1-utf8.xd" ||
    fail "the line gives no iconv command"
check_out "... and converted as it says, it is read" 0 "Title: Café" \
    sh -c 'ipuz-convert -t xd "$0" | grep "^Title"' "$tmp/l1-utf8.xd"
check_err "xd: after a BOM, the line drops the mark" 2 \
    "ipuz-convert: bom1.xd:3:11: invalid UTF-8: the file may be Latin-1 or Windows-1252 text $drop" \
    sh -c 'cd "$0" && ipuz-convert -t ipuz bom1.xd' "$tmp"
follow_1252_hint "$tmp/err" "$tmp/bom1.xd" >"$tmp/bom1-utf8.xd" ||
    fail "the line gives no iconv command"
check_out "... and done as it says, it is read" 0 "Title: Café" \
    sh -c 'ipuz-convert -t xd "$0" | grep "^Title"' "$tmp/bom1-utf8.xd"
printf 'Title: Caf\201\n\n\nAB\n' >"$tmp/undef.xd"
check_err "xd: a byte Windows-1252 leaves undefined gets no advice" 2 \
    "ipuz-convert: undef.xd:1:11: invalid UTF-8" \
    sh -c 'cd "$0" && ipuz-convert -t ipuz undef.xd' "$tmp"
done_testing
