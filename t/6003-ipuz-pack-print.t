#!/bin/sh
# ipuz-pack -e ipuz: a set's puzzles written out in its order, with the
# manifest's titles, for ipuz-render to print as a booklet (persona18
# F2: -x gave them in the order of their ids, under their own titles).
. "$(dirname "$0")/lib.sh"

d=$tmp/d
mkdir "$d"
ln -s "$top/examples" "$d/examples"

# in_d CMD: run the shell command CMD in $d.
in_d() {
	sh -c 'cd "$0" && eval "$1"' "$d" "$1"
}

# The set's order is not that of its ids (ice, snow, stars), and every
# title is the manifest's, not the puzzle's own.
cat >"$d/winter.json" <<'EOF'
{ "id": "winter", "short_name": "Winter", "puzzles": [
  { "id": "snow", "file": "examples/mini-5x5.ipuz", "title": "Day 1: Snow" },
  { "id": "stars", "file": "examples/rebus-15x15.ipuz",
    "title": "Day 2: Stars", "difficulty": "hard", "locale": "en_GB" },
  { "id": "ice", "file": "examples/cryptic.ipuz",
    "title": "Day 3: Ice & <Fire>" } ] }
EOF
(cd "$d" && ipuz-pack -c -f winter.zip -m winter.json)

# Beside them the hidden record of what the export wrote, .ipuz-pack,
# all that a later -F may remove (regress18 F1: before it, -F took any
# numbered-looking file for a puzzle of its own).
check_out "-e ipuz: the set's folder, its puzzles numbered in its order" 0 \
    'winter/.ipuz-pack
winter/1-snow.ipuz
winter/2-stars.ipuz
winter/3-ice.ipuz' \
    in_d 'mkdir out && ipuz-pack -e ipuz -C out -f winter.zip && cd out &&
    find . -type f | sort | sed "s|^./||"'
check_out "... each with the manifest's title, as HTML that shows it" 0 \
    'Day 1: Snow
Day 2: Stars
Day 3: Ice & &lt;Fire&gt;' \
    in_d 'jq -r .title out/winter/*.ipuz'
check_out "... and its difficulty and locale where the manifest sets them" 0 \
    'hard
en_GB' \
    in_d 'jq -r ".difficulty, .\"org.gnome.libipuz:locale\"" out/winter/2-stars.ipuz'
# The rest of each puzzle is the bundle's: what -x extracts, but for the
# fields the manifest gave.
check_silent "... the rest of the puzzle as the bundle holds it" 0 \
    in_d 'mkdir x && ipuz-pack -x -C x -f winter.zip &&
    for p in 1-snow:snow 2-stars:stars 3-ice:ice; do
    jq -S "del(.title, .difficulty, .\"org.gnome.libipuz:locale\")" \
        out/winter/${p%%:*}.ipuz >a.json &&
    jq -S "del(.title, .difficulty, .\"org.gnome.libipuz:locale\")" \
        x/puzzles/${p#*:}.ipuz >b.json && cmp a.json b.json || exit 1; done'
check_out "... the record names them, one a line" 0 \
    '1-snow.ipuz
2-stars.ipuz
3-ice.ipuz' \
    in_d 'cat out/winter/.ipuz-pack'
check_silent "... and every one valid" 0 in_d 'ipuz-check out/winter/*.ipuz'
# The booklet of a glob, the recipe of ipuz-render(1): the set's order
# and titles, page by page (pdftotext: poppler-utils, a test dependency).
check_out "ipuz-render of the glob prints the set in order, titled" 0 \
    '1 Day 1: Snow
2 Day 2: Stars
3 Day 3: Ice & <Fire>' \
    in_d 'ipuz-render -o book.pdf out/winter/*.ipuz &&
    for n in 1 2 3; do
    printf "%s %s\n" $n "$(pdftotext -f $n -l $n book.pdf - | sed -n 1p)"
    done'

# Ten puzzles or more: the place zero-padded to the count's width, so
# that a glob sorts 10 after 09, not after 1. (One file packed eleven
# times is said eleven times: not what is tested here.)
# set_of ID N: $d/ID.json, a set of N puzzles p1 to pN.
set_of() {
	{
		printf '{ "id": "%s", "puzzles": [\n' "$1"
		i=1
		while [ $i -le "$2" ]; do
			printf '  { "id": "p%s", "file": "examples/mini-5x5.ipuz" }%s\n' \
			    $i "$([ $i = "$2" ] || echo ,)"
			i=$((i + 1))
		done
		printf '] }\n'
	} >"$d/$1.json"
}
set_of big 11
check_out "eleven puzzles: 01 to 11, in the set's order" 0 \
    '01-p1.ipuz 02-p2.ipuz 03-p3.ipuz 04-p4.ipuz 05-p5.ipuz 06-p6.ipuz 07-p7.ipuz 08-p8.ipuz 09-p9.ipuz 10-p10.ipuz 11-p11.ipuz' \
    in_d 'ipuz-pack -c -f big.zip -m big.json 2>/dev/null && mkdir b &&
    ipuz-pack -e ipuz -C b -f big.zip && cd b/big && echo *.ipuz'
# Exactly ten: the width is that of 10, two digits (mutation20 E01: it
# was taken as one, and 10-p10.ipuz sorted second).
set_of ten 10
check_out "ten puzzles: 01 to 10, in the set's order" 0 \
    '01-p1.ipuz 02-p2.ipuz 03-p3.ipuz 04-p4.ipuz 05-p5.ipuz 06-p6.ipuz 07-p7.ipuz 08-p8.ipuz 09-p9.ipuz 10-p10.ipuz' \
    in_d 'ipuz-pack -c -f ten.zip -m ten.json 2>/dev/null && mkdir t10 &&
    ipuz-pack -e ipuz -C t10 -f ten.zip && cd t10/ten && echo *.ipuz'
# An unchanged puzzle, its title its own, goes out as the bundle has it.
check_silent "a puzzle the manifest leaves as it is: the bundle's bytes" 0 \
    in_d 'mkdir bx && ipuz-pack -x -C bx -f big.zip &&
    cmp b/big/01-p1.ipuz bx/puzzles/p1.ipuz'

# Same safety as -e crosswords: an existing folder is refused without
# -F, and left as it was.
check_err "an existing folder is refused without -F, nothing written" 2 \
    'ipuz-pack: out/winter: exists; -F overwrites it' \
    in_d 'cp -R out keep && ipuz-pack -e ipuz -C out -f winter.zip; s=$?;
    diff -r keep out && exit $s'
# With -F, the set reordered (and stars dropped): a puzzle's old place
# goes, or a glob would print it twice; so does a puzzle the set no
# longer has. Both are named by the record of the export before; other
# files stay.
cat >"$d/winter2.json" <<'EOF'
{ "id": "winter", "puzzles": [
  { "id": "ice", "file": "examples/cryptic.ipuz", "title": "Day 1: Ice" },
  { "id": "snow", "file": "examples/mini-5x5.ipuz", "title": "Day 2: Snow" } ] }
EOF
check_out "-F: the set's new order; old places removed, other files kept" 0 \
    '1-ice.ipuz
2-snow.ipuz
a.ipuz
notes.txt
Day 1: Ice
Day 2: Snow' \
    in_d 'ipuz-pack -c -f winter2.zip -m winter2.json &&
    touch out/winter/notes.txt out/winter/a.ipuz &&
    ipuz-pack -e ipuz -F -C out -f winter2.zip && ls out/winter &&
    jq -r .title out/winter/[0-9]*.ipuz'
check_out "... and the record names the new puzzles alone" 0 \
    '1-ice.ipuz
2-snow.ipuz' \
    in_d 'cat out/winter/.ipuz-pack'
# A file in the way refuses the whole: nothing is half written. (Of 4
# files now: the three puzzles and their record.)
check_err "-F: a link in the way refuses the whole, nothing changed" 2 \
    'ipuz-pack: out/winter/1-snow.ipuz: is a symbolic link; not replaced
ipuz-pack: 1 of 4 files refused; nothing written' \
    in_d 'rm -r keep && cp -R out keep && ln -s /dev/null out/winter/1-snow.ipuz &&
    ipuz-pack -e ipuz -F -C out -f winter.zip; s=$?;
    rm out/winter/1-snow.ipuz && diff -r keep out && exit $s'

# regress18 F1: -F removes only what the record of the export before
# names. A user's own files named like numbered puzzles are not the
# export's, and stay: a hand-edited copy, a puzzle numbered as a year,
# one at a place the set does not have.
check_out "-F: the user's numbered-looking files stay, unsaid" 0 \
    '05-mine.ipuz
1-ice-fixed.ipuz
1-snow.ipuz
2-stars.ipuz
2024-notes.ipuz
3-ice.ipuz' \
    in_d 'mkdir u && ipuz-pack -e ipuz -C u -f winter.zip &&
    for f in 05-mine 1-ice-fixed 2024-notes; do
    cp examples/barred.ipuz u/winter/$f.ipuz || exit 1; done &&
    ipuz-pack -e ipuz -F -C u -f winter.zip && ls u/winter'
# A set that dropped a puzzle, its others at their places, loses it.
cat >"$d/winter3.json" <<'EOF'
{ "id": "winter", "puzzles": [
  { "id": "snow", "file": "examples/mini-5x5.ipuz" },
  { "id": "stars", "file": "examples/rebus-15x15.ipuz" } ] }
EOF
check_out "-F: a puzzle the set dropped is removed, the user's files stay" 0 \
    '05-mine.ipuz
1-ice-fixed.ipuz
1-snow.ipuz
2-stars.ipuz
2024-notes.ipuz
1-snow.ipuz
2-stars.ipuz' \
    in_d 'ipuz-pack -c -f winter3.zip -m winter3.json &&
    ipuz-pack -e ipuz -F -C u -f winter3.zip && ls u/winter &&
    cat u/winter/.ipuz-pack'
# No record (deleted by hand, or a folder an older ipuz-pack wrote): the
# puzzles are replaced, nothing is removed, and that is said.
check_out_err "-F: without the record nothing is removed, said" 0 \
    '05-mine.ipuz
1-ice-fixed.ipuz
1-snow.ipuz
2-stars.ipuz
2024-notes.ipuz
3-ice.ipuz
1-snow.ipuz
2-stars.ipuz
3-ice.ipuz' \
    'ipuz-pack: u/winter/.ipuz-pack: warning: missing; no file of an earlier export removed (only those its record names are)' \
    in_d 'rm u/winter/.ipuz-pack && ipuz-pack -e ipuz -F -C u -f winter.zip &&
    ls u/winter && cat u/winter/.ipuz-pack'
# A record that is not what ipuz-pack writes is no guide: a line that
# names no puzzle of an -e ipuz folder (../x) makes it remove nothing,
# not even the puzzles its other lines name.
check_err "-F: a record naming ../x removes nothing, said at its line" 0 \
    'ipuz-pack: u/winter/.ipuz-pack:2: warning: '"'../x'"' is not a puzzle as -e ipuz names one; no file of an earlier export removed (only those its record names are)' \
    in_d 'echo keep >u/x && printf "05-mine.ipuz\n../x\n" >u/winter/.ipuz-pack &&
    ipuz-pack -e ipuz -F -C u -f winter3.zip && test -f u/x &&
    test -f u/winter/05-mine.ipuz && test -f u/winter/3-ice.ipuz'
# Bigger than any record a set of PK_MAX_MEMBERS puzzles makes (8 MB):
# not read, nothing removed.
check_err "-F: a record too big removes nothing, said" 0 \
    'ipuz-pack: u/winter/.ipuz-pack: warning: over 7812 KiB, more than any export writes; no file of an earlier export removed (only those its record names are)' \
    in_d 'yes 3-ice.ipuz | head -c 8000011 >u/winter/.ipuz-pack &&
    ipuz-pack -e ipuz -F -C u -f winter3.zip && test -f u/winter/3-ice.ipuz'
# Nor is a record whose line has no place before its '-' (-z.ipuz, a
# name -e ipuz never writes), one empty, or one whose line has a NUL
# after a name -e ipuz writes (9-z.ipuz, then the NUL): each makes -F
# remove nothing, said; none of these files goes (mutation20 E03, E04,
# E06: each rule undone, -F removed -z.ipuz or 9-z.ipuz, or was silent).
check_out_err "-F: a record line with no place removes nothing, said" 0 \
    '-z.ipuz
.ipuz-pack
1-snow.ipuz
2-stars.ipuz' \
    "ipuz-pack: r1/winter/.ipuz-pack:3: warning: '-z.ipuz' is not a puzzle as -e ipuz names one; no file of an earlier export removed (only those its record names are)" \
    in_d 'mkdir r1 && ipuz-pack -e ipuz -C r1 -f winter3.zip &&
    printf "%s\n" -z.ipuz >>r1/winter/.ipuz-pack &&
    cp examples/barred.ipuz r1/winter/-z.ipuz &&
    ipuz-pack -e ipuz -F -C r1 -f winter3.zip && ls -A r1/winter'
check_err "-F: an empty record removes nothing, said" 0 \
    'ipuz-pack: r1/winter/.ipuz-pack: warning: empty; no file of an earlier export removed (only those its record names are)' \
    in_d ': >r1/winter/.ipuz-pack && ipuz-pack -e ipuz -F -C r1 -f winter3.zip'
check_out_err "-F: a record line with a NUL after a name removes nothing, said" 0 \
    '.ipuz-pack
1-snow.ipuz
2-stars.ipuz
9-z.ipuz' \
    "ipuz-pack: r1/winter/.ipuz-pack:3: warning: '9-z.ipuz?x' is not a puzzle as -e ipuz names one; no file of an earlier export removed (only those its record names are)" \
    in_d 'rm -f r1/winter/-z.ipuz &&
    printf "1-snow.ipuz\n2-stars.ipuz\n9-z.ipuz\0x\n" >r1/winter/.ipuz-pack &&
    cp examples/barred.ipuz r1/winter/9-z.ipuz &&
    ipuz-pack -e ipuz -F -C r1 -f winter3.zip && ls -A r1/winter'
# A puzzle the record names that is a link now: left, and said.
check_err "-F: a link the record names is left, said" 0 \
    'ipuz-pack: u/winter/3-ice.ipuz: left, though the set no longer has it: not a regular file' \
    in_d 'printf "1-snow.ipuz\n2-stars.ipuz\n3-ice.ipuz\n" >u/winter/.ipuz-pack &&
    rm u/winter/3-ice.ipuz && ln -s ../x u/winter/3-ice.ipuz &&
    ipuz-pack -e ipuz -F -C u -f winter3.zip && test -L u/winter/3-ice.ipuz &&
    test "$(cat u/x)" = keep'
# The record itself a link: refused as any file in the way, whole.
check_err "-F: the record a link refuses the whole, nothing changed" 2 \
    'ipuz-pack: u/winter/.ipuz-pack: is a symbolic link; not replaced
ipuz-pack: 1 of 4 files refused; nothing written' \
    in_d 'rm u/winter/3-ice.ipuz && rm u/winter/.ipuz-pack &&
    ln -s ../x u/winter/.ipuz-pack && cp -R u keepu &&
    ipuz-pack -e ipuz -F -C u -f winter.zip; s=$?;
    diff -r keepu u && test "$(cat u/x)" = keep && exit $s'
check_err "a bundle that is not one: nothing made" 2 \
    'ipuz-pack: examples/mini-5x5.ipuz: not a zip file' \
    in_d 'mkdir n && ipuz-pack -e ipuz -C n -f examples/mini-5x5.ipuz; s=$?;
    test -z "$(ls -A n)" && exit $s'
# The bundle read, moved into the folder under a name the old record or
# puzzle.config names, was removed by the sweep: an input is never lost
# (newfeat18 F9).
check_err "-F: the bundle read, under a name the record names, is left" 0 \
    'ipuz-pack: v/winter/2-ice.ipuz: left, though the set no longer has it: it is an input of this run' \
    in_d 'mkdir -p v && printf "{\"id\":\"winter\",\"puzzles\":[{\"id\":\"snow\",\"file\":\"examples/mini-5x5.ipuz\"}]}" >v1.json &&
    printf "{\"id\":\"winter\",\"puzzles\":[{\"id\":\"snow\",\"file\":\"examples/mini-5x5.ipuz\"},{\"id\":\"ice\",\"file\":\"examples/cryptic.ipuz\"}]}" >v2.json &&
    ipuz-pack -c -f v1.zip -m v1.json && ipuz-pack -c -f v2.zip -m v2.json &&
    ipuz-pack -e ipuz -C v -f v2.zip && mv v1.zip v/winter/2-ice.ipuz &&
    ipuz-pack -e ipuz -F -C v -f v/winter/2-ice.ipuz &&
    ipuz-pack -t -f v/winter/2-ice.ipuz >/dev/null'
check_err "... and so is it by -e crosswords, under a name its config names" 0 \
    'ipuz-pack: w/winter/ice.ipuz: left, though the set no longer has it: it is an input of this run' \
    in_d 'mkdir -p w && ipuz-pack -c -f v1.zip -m v1.json &&
    ipuz-pack -e crosswords -C w -f v2.zip 2>/dev/null && mv v1.zip w/winter/ice.ipuz &&
    ipuz-pack -e crosswords -F -C w -f w/winter/ice.ipuz &&
    ipuz-pack -t -f w/winter/ice.ipuz >/dev/null'
# A puzzle goes out alone: the set's locale goes with each that has none
# of its own, as ipuz-pack(5) says a puzzle's is "when it is not the
# set's" (newfeat18 F6: it went out with none).
check_out "-e ipuz: the set's locale where a puzzle has none of its own" 0 \
    'pl_PL
de_DE' \
    in_d 'printf "{\"id\":\"loc\",\"locale\":\"pl_PL\",\"puzzles\":[{\"id\":\"a\",\"file\":\"examples/mini-5x5.ipuz\"},{\"id\":\"b\",\"file\":\"examples/cryptic.ipuz\",\"locale\":\"de_DE\"}]}" >loc.json &&
    ipuz-pack -c -f loc.zip -m loc.json && mkdir lo && ipuz-pack -e ipuz -C lo -f loc.zip &&
    jq -r ".\"org.gnome.libipuz:locale\"" lo/loc/1-a.ipuz lo/loc/2-b.ipuz'
# So does the set's author, "who made the set", where a puzzle has none;
# its licence and description have no place in a puzzle, which is said,
# as -e crosswords says it (review19 F3: they went unsaid).
check_out_err "-e ipuz: the set's author where a puzzle has none" 0 \
    'Ann &lt;Lee&gt;
xwtools team' \
    "ipuz-pack: au.zip/manifest.json: warning: a puzzle has no place for the set's licence and description: not exported (ipuz-pack -t -j lists them)" \
    in_d 'jq "del(.author)" examples/mini-5x5.ipuz >noauthor.ipuz &&
    printf "{\"id\":\"au\",\"author\":\"Ann <Lee>\",\"licence\":\"CC-BY-4.0\",\"description\":\"Two.\",\"puzzles\":[{\"id\":\"a\",\"file\":\"noauthor.ipuz\"},{\"id\":\"b\",\"file\":\"examples/cryptic.ipuz\"}]}" >au.json &&
    ipuz-pack -c -f au.zip -m au.json && mkdir au && ipuz-pack -e ipuz -C au -f au.zip &&
    jq -r ".author" au/au/1-a.ipuz au/au/2-b.ipuz'
check_err "... one thing left out is 'it'" 0 \
    "ipuz-pack: au.zip/manifest.json: warning: a puzzle has no place for the set's licence: not exported (ipuz-pack -t -j lists it)" \
    in_d 'printf "{\"id\":\"au\",\"licence\":\"MIT\",\"puzzles\":[{\"id\":\"b\",\"file\":\"examples/cryptic.ipuz\"}]}" >au.json &&
    ipuz-pack -c -F -f au.zip -m au.json && ipuz-pack -e ipuz -F -C au -f au.zip'
# A bad line of the record is quoted cut, its control bytes shown, as
# other quoted values are (review19 F5: 4 KB on one line; a NUL as '').
check_err "-F: a long bad record line is quoted cut" 0 \
    "ipuz-pack: au/au/.ipuz-pack:1: warning: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...' is not a puzzle as -e ipuz names one; no file of an earlier export removed (only those its record names are)" \
    in_d 'head -c 300000 /dev/zero | tr "\0" a >au/au/.ipuz-pack &&
    ipuz-pack -e ipuz -F -C au -f au.zip 2>&1 >/dev/null | grep -v "no place" >&2'
check_err "... and a NUL in it shown" 0 \
    "ipuz-pack: au/au/.ipuz-pack:2: warning: '?zz' is not a puzzle as -e ipuz names one; no file of an earlier export removed (only those its record names are)" \
    in_d 'printf "1-b.ipuz\n\0zz\n" >au/au/.ipuz-pack &&
    ipuz-pack -e ipuz -F -C au -f au.zip 2>&1 >/dev/null | grep -v "no place" >&2'
# The refusal of a bundle by every tool names this route, to be pasted.
check_err "ipuz-render of a bundle names -e ipuz" 2 \
    "ipuz-render: winter.zip: a puzzle-set bundle, not a puzzle: ipuz-pack -e ipuz -f winter.zip writes out its puzzles to print, in the set's order and with its titles (-x extracts it as it is)" \
    in_d 'ipuz-render -o bundle.pdf winter.zip; s=$?; test ! -e bundle.pdf &&
    exit $s'
done_testing
