#!/bin/sh
# ipuz-pack: extracting a bundle under a folder, and exporting it as a
# GNOME Crosswords puzzle set.
. "$(dirname "$0")/lib.sh"

d=$tmp/d
mkdir "$d"
ln -s "$top/examples" "$d/examples"
(cd "$d" && ipuz-pack -c -f set.zip -m examples/set.json)

# in_d CMD: run the shell command CMD in $d.
in_d() {
	sh -c 'cd "$0" && eval "$1"' "$d" "$1"
}

# Extract: the manifest and the puzzles, as they are in the bundle.
check_golden "extract writes the manifest and the puzzles" 6001-extract 0 \
    in_d 'mkdir x && ipuz-pack -x -C x -f set.zip && cd x && find . | sort'
check_silent "packed again from what was extracted: the same bytes" 0 \
    in_d 'cd x && ipuz-pack -c -f ../again.zip -m manifest.json &&
    cmp ../again.zip ../set.zip'
check_silent "the extracted puzzles are valid" 0 \
    in_d 'ipuz-check x/puzzles/*.ipuz'
# Zipped again by other tools, as a user who edits a puzzle does:
# bsdtar (the tar of macOS and FreeBSD) to a file and to the standard
# output, which it pads to a tar block, and Info-ZIP's zip to a pipe.
# Each member has a data descriptor, and its inflated size in its local
# header too: they were "damaged zip file: its directory does not match
# its contents", exit 2.
check_silent "zipped again by bsdtar and by zip to a pipe" 0 \
    in_d 'cd x && bsdtar --format zip -cf ../bsd.zip manifest.json puzzles &&
    bsdtar --format zip -cf - manifest.json puzzles >../bsdout.zip &&
    zip -q -r - manifest.json puzzles | cat >../piped.zip'
for b in bsd bsdout piped; do
	check_out "verify: a bundle zipped by $b" 0 \
	    "$b.zip: info: 4 puzzles, sound" in_d "ipuz-pack -v -f $b.zip"
	check_silent "... it lists as the bundle it was made from" 0 \
	    in_d "ipuz-pack -t -f set.zip >set.t && ipuz-pack -t -f $b.zip |
	    cmp - set.t"
	check_silent "... and extracts the same files" 0 \
	    in_d "mkdir $b && ipuz-pack -x -C $b -f $b.zip && diff -r x $b"
done
check_golden "into the current folder by default" 6001-extract 0 \
    in_d 'mkdir y && cd y && ipuz-pack -x -f ../set.zip && find . | sort'
check_golden "from the standard input" 6001-extract 0 \
    in_d 'mkdir z && ipuz-pack -x -C z -f - <set.zip && cd z && find . | sort'
check_err "an existing file is kept without -F, every one named" 2 \
    'ipuz-pack: x/manifest.json: exists; -F overwrites it
ipuz-pack: x/puzzles/mini.ipuz: exists; -F overwrites it
ipuz-pack: x/puzzles/barred.ipuz: exists; -F overwrites it
ipuz-pack: x/puzzles/cryptic.ipuz: exists; -F overwrites it
ipuz-pack: x/puzzles/rebus.ipuz: exists; -F overwrites it
ipuz-pack: 5 of 5 files refused; nothing written' \
    in_d 'ipuz-pack -x -C x -f set.zip'
# A friend's saved progress in one puzzle is named with the manifest:
# the first refusal alone hid what -F would replace.
check_err "each file in the way is named, not only the first" 2 \
    'ipuz-pack: p/manifest.json: exists; -F overwrites it
ipuz-pack: p/puzzles/cryptic.ipuz: exists; -F overwrites it
ipuz-pack: 2 of 5 files refused; nothing written' \
    in_d 'mkdir -p p/puzzles && echo old notes >p/manifest.json &&
    echo my progress >p/puzzles/cryptic.ipuz && ipuz-pack -x -C p -f set.zip'
check_out "... and nothing is written" 0 'my progress
p/manifest.json
p/puzzles
p/puzzles/cryptic.ipuz' \
    in_d 'cat p/puzzles/cryptic.ipuz && find p -type f -o -type d | sort | sed 1d'
check_silent "-F replaces the files" 0 \
    in_d 'echo changed >x/puzzles/mini.ipuz && ipuz-pack -x -F -C x -f set.zip &&
    ipuz-check x/puzzles/mini.ipuz'
check_err "a link on the way out of the folder is refused" 2 \
    'ipuz-pack: l/puzzles: is not a folder; nothing written in it
ipuz-pack: 4 of 5 files refused; nothing written' \
    in_d 'mkdir l l/away && ln -s away l/puzzles && ipuz-pack -x -C l -f set.zip'
check_golden "... and nothing is written, there or through it" \
    6001-link-dir-after 0 in_d 'cd l && find . | sort'
check_err "a link in the file's place is not replaced, even with -F" 2 \
    'ipuz-pack: k/manifest.json: is a symbolic link; not replaced
ipuz-pack: 1 of 5 files refused; nothing written' \
    in_d 'mkdir k && ln -s ../gone k/manifest.json &&
    ipuz-pack -x -F -C k -f set.zip'
check_out "... and its target is not made" 0 'manifest.json' \
    in_d 'ls -A k; test ! -e gone'
# A run that fails partway, here at a puzzle over the limit on a file's
# size (a full disk alike), leaves every file as it was: each is written
# beside its place first, and none is put in place until all are. The
# manifest was replaced already. The bundle's manifest is small, its
# puzzle past 2 blocks of 1024 bytes (bash's) or 512 (dash's).
(cd "$d" && ipuz-pack -c -f one.zip examples/barred.ipuz)
check_err "-x -F that fails partway: trouble" 2 \
    "ipuz-pack: cannot write 'w/puzzles/barred.ipuz': File too large" \
    in_d 'mkdir -p w/puzzles && echo my notes >w/manifest.json &&
    echo my barred >w/puzzles/barred.ipuz &&
    trap "" XFSZ && ulimit -f 2 && ipuz-pack -x -F -C w -f one.zip'
check_out "... and every file is as it was, nothing else left" 0 \
    "my notes
my barred
w
w/manifest.json
w/puzzles
w/puzzles/barred.ipuz" \
    in_d 'cat w/manifest.json w/puzzles/barred.ipuz && find w | sort'
check_err "-x that fails partway: the folders made are removed too" 2 \
    "ipuz-pack: cannot write 'v/puzzles/barred.ipuz': File too large" \
    in_d 'mkdir v && trap "" XFSZ && ulimit -f 2 &&
    ipuz-pack -x -C v -f one.zip; s=$?; ls -A v; exit $s'
check_err "-C must be a folder" 2 'ipuz-pack: set.zip: not a folder' \
    in_d 'ipuz-pack -x -C set.zip -f set.zip'
check_err "a missing -C folder is said to be missing, and not made" 2 \
    "ipuz-pack: cannot open folder 'nowhere': No such file or directory" \
    in_d 'ipuz-pack -x -C nowhere -f set.zip; s=$?; test ! -e nowhere && exit $s'

# Export: a folder named after the set id, for GNOME Crosswords. What it
# has no place for is said: it was left out unsaid.
unexported="ipuz-pack: set.zip/manifest.json: warning: GNOME Crosswords has no place for the set's author, licence, description and unlock rules: not exported"
check_err "export makes the set's folder, with a warning" 0 "$unexported" \
    in_d 'mkdir e && ipuz-pack -e crosswords -C e -f set.zip'
check_golden "its files: puzzle.config, the puzzles, the resource list" \
    6001-export-files 0 in_d 'cd e && find . ! -name "*.gresource" | sort'
check_golden "puzzle.config" 6001-puzzle-config 0 \
    in_d 'cat e/xwtools-examples/puzzle.config'
# The set's folder is made in a temporary folder of mkdtemp (0700), then
# opened to the umask: other users may read the set (mutation17 E07).
check_out "the exported folder has the umask's permissions" 0 755 \
    in_d 'umask 022 && mkdir e7 && ipuz-pack -e crosswords -C e7 -f set.zip 2>/dev/null &&
    stat -c %a e7/xwtools-examples'
check_golden "the gresource.xml" 6001-gresource-xml 0 \
    in_d 'cat e/xwtools-examples/xwtools-examples.gresource.xml'
check_silent "the puzzles are the bundle's" 0 \
    in_d 'for p in barred cryptic; do
    cmp e/xwtools-examples/$p.ipuz x/puzzles/$p.ipuz || exit 1; done'
# The manifest's title, difficulty and locale, which -t lists the puzzle
# by, were left out: GNOME Crosswords showed the puzzle's own.
check_out "... with the manifest's difficulty where it differs" 0 \
    'easy
hard' \
    in_d 'for p in mini rebus; do jq -r .difficulty \
    e/xwtools-examples/$p.ipuz; done'
if command -v glib-compile-resources >/dev/null &&
    command -v gresource >/dev/null; then
	check_golden "the compiled resource holds every file" 6001-gresource 0 \
	    in_d 'gresource list e/xwtools-examples/xwtools-examples.gresource |
	    sort'
	check_silent "its puzzle.config is the one written" 0 \
	    in_d 'cd e/xwtools-examples && gresource extract \
	    xwtools-examples.gresource \
	    /org/gnome/Crosswords/puzzle-set/xwtools-examples/puzzle.config |
	    cmp - puzzle.config'
else
	skip "the compiled resource holds every file" "no glib-compile-resources"
	skip "its puzzle.config is the one written" "no glib-compile-resources"
fi
check_err "an existing set folder is kept without -F" 2 \
    "$unexported
ipuz-pack: e/xwtools-examples: exists; -F overwrites it" \
    in_d 'ipuz-pack -e crosswords -C e -f set.zip'
check_err "-F writes its files again" 0 "$unexported" \
    in_d 'ipuz-pack -e crosswords -F -C e -f set.zip'
# -F writes and compiles the set in a folder of its own first (its name
# random, made the same here), so that a failure changes nothing.
check_out "-e -F that fails partway: trouble" 0 \
    "ipuz-pack: cannot write 'e/.one.xwtmp.X/barred.ipuz': File too large
2" in_d 'ipuz-pack -e crosswords -C e -f one.zip && echo my config >e/one/puzzle.config &&
    (trap "" XFSZ && ulimit -f 2 && ipuz-pack -e crosswords -F -C e -f one.zip 2>&1;
    echo $?) | sed "s/xwtmp\.[A-Za-z0-9]*/xwtmp.X/"'
check_out "... and the set's files are as they were" 0 "my config" \
    in_d 'cat e/one/puzzle.config && cmp e/one/barred.ipuz examples/barred.ipuz &&
    test -z "$(find e -name "*xwtmp*")"'
# glib-compile-resources replaced a link in the place of the .gresource,
# as no file ipuz-pack writes itself is.
check_err "-F: a link in the place of the .gresource is not replaced" 2 \
    "$unexported
ipuz-pack: e/xwtools-examples/xwtools-examples.gresource: is a symbolic link; not replaced" \
    in_d 'echo precious >res &&
    ln -sf ../../res e/xwtools-examples/xwtools-examples.gresource &&
    ipuz-pack -e crosswords -F -C e -f set.zip'
check_silent "... and it and its target are as they were" 0 \
    in_d 'test "$(readlink e/xwtools-examples/xwtools-examples.gresource)" = ../../res &&
    test "$(cat res)" = precious &&
    rm e/xwtools-examples/xwtools-examples.gresource'
# It was made unsaid, exit 0: a folder GNOME Crosswords cannot load.
check_golden_err "without glib-compile-resources, no .gresource, said so" \
    6001-export-files 0 "$unexported
ipuz-pack: f/xwtools-examples: warning: glib-compile-resources not found; xwtools-examples.gresource not made (run glib-compile-resources xwtools-examples.gresource.xml in that folder)" \
    in_d "mkdir f && env PATH='$top/bin' \
    ipuz-pack -e crosswords -C f -f set.zip && cd f && find . | sort"
mkdir "$tmp/fail"
printf '#!/bin/sh\necho "glib-compile-resources: no" >&2\nexit 1\n' \
    >"$tmp/fail/glib-compile-resources"
chmod +x "$tmp/fail/glib-compile-resources"
check_golden "a compiler that fails: trouble, and nothing left" \
    6001-compile-fails 2 in_d "mkdir g && PATH='$tmp/fail:$PATH' \
    ipuz-pack -e crosswords -C g -f set.zip; s=\$?; ls -A g; exit \$s"
# Stopped while glib-compile-resources runs (here one that waits), -e
# stops it and removes its temporary folder before it dies of the
# signal: the folder, with every puzzle of the set, was left, and the
# compiler ran on alone. The compiler tells its process id first.
mkdir "$tmp/slow"
printf '#!/bin/sh\necho $$ >"%s/slow/pid"\nexec sleep 30\n' "$tmp" \
    >"$tmp/slow/glib-compile-resources"
chmod +x "$tmp/slow/glib-compile-resources"
check_out "stopped while it compiles: the signal's status, nothing left" 0 \
    "143
compiler stopped" \
    in_d "mkdir ks && { PATH='$tmp/slow:$PATH' ipuz-pack -e crosswords -C ks \
    -f set.zip 2>/dev/null & p=\$!; i=0
    while [ ! -s '$tmp/slow/pid' ] && [ \$i -lt 300 ]; do sleep 0.1
    i=\$((i + 1)); done; kill -TERM \$p; { wait \$p; } 2>/dev/null
    echo \$?; }
    ls -A ks; i=0; while kill -0 \$(cat '$tmp/slow/pid') 2>/dev/null &&
    [ \$i -lt 50 ]; do sleep 0.1; i=\$((i + 1)); done
    kill -0 \$(cat '$tmp/slow/pid') 2>/dev/null || echo compiler stopped"
# Stopped once the set was made, with -F: the temporary folder, with
# every puzzle of the set, was left hidden beside the set's own (the
# stop signals were handled as before from there on, which do not know
# of it). It is removed before the files are put over now. The run is
# stopped at a known point, with no timing: the compiler here makes the
# .gresource a FIFO, and its child opens it to write, which waits until
# ipuz-pack opens it to read the set made, then stops ipuz-pack before
# the end of the file lets it go on.
mkdir "$tmp/held"
printf '#!/bin/sh\nmkfifo "$4" || exit\n%s\n' \
    "timeout 30 sh -c 'exec 3>\"\$0\" && kill -TERM \$1' \"\$4\" \$PPID \\
    </dev/null >/dev/null 2>&1 &" >"$tmp/held/glib-compile-resources"
chmod +x "$tmp/held/glib-compile-resources"
check_out "-F stopped over the old set: the signal's status, no folder left" 0 \
    "143
xwtools-examples
barred.ipuz
cryptic.ipuz
mini.ipuz
puzzle.config
rebus.ipuz
the set as it was" \
    in_d "mkdir kf && ipuz-pack -e crosswords -C kf -f set.zip 2>/dev/null
    cp -R kf/xwtools-examples kf.was
    { PATH='$tmp/held:$PATH' ipuz-pack -e crosswords -F -C kf -f set.zip \
    2>/dev/null; echo \$?; }
    ls -A kf | sed 's/xwtmp[.].*/xwtmp.XXXXXX/'
    ls kf/xwtools-examples | grep -v gresource
    diff -r kf.was kf/xwtools-examples && echo the set as it was"
# A FIFO, a device or a folder in the place of the old set's
# puzzle.config is not replaced (-F replaces regular files only), and
# -F no longer opens it to read which puzzles the set had: a FIFO held
# the run for ever, waiting for a writer.
check_err "-F over a puzzle.config that is a FIFO: refused, not held" 2 \
    "$unexported
ipuz-pack: ff/xwtools-examples/puzzle.config: is not a regular file; not replaced
ipuz-pack: 1 of 7 files refused; nothing written" \
    in_d "mkdir ff && ipuz-pack -e crosswords -C ff -f set.zip 2>/dev/null
    c=ff/xwtools-examples/puzzle.config; rm \$c && mkfifo \$c &&
    timeout 30 ipuz-pack -e crosswords -F -C ff -f set.zip"
check_silent "... and the set is left as it was" 0 \
    in_d 'test -p ff/xwtools-examples/puzzle.config &&
    test -z "$(find ff -name "*xwtmp*")"'
# With -F a compile that fails changed the set's files and took away its
# .gresource, and without a compiler the old .gresource was left to
# stand for the new files, unsaid: now each changes nothing.
if command -v glib-compile-resources >/dev/null; then
	check_err "-F with a compiler that fails: trouble" 2 \
	    "$unexported
$unexported
glib-compile-resources: no
ipuz-pack: e/xwtools-examples: glib-compile-resources failed; nothing written" \
	    in_d "ipuz-pack -e crosswords -F -C e -f set.zip &&
	    cp e/xwtools-examples/puzzle.config config.was &&
	    cp e/xwtools-examples/xwtools-examples.gresource gresource.was &&
	    PATH='$tmp/fail:$PATH' ipuz-pack -e crosswords -F -C e -f set.zip"
	check_silent "... and the set is as it was" 0 \
	    in_d 'cmp config.was e/xwtools-examples/puzzle.config &&
	    cmp gresource.was e/xwtools-examples/xwtools-examples.gresource &&
	    test -z "$(find e -name "*xwtmp*")"'
	check_err "-F without a compiler, over a .gresource: trouble" 2 \
	    "$unexported
ipuz-pack: e/xwtools-examples/xwtools-examples.gresource: glib-compile-resources is not installed to make it again; nothing written" \
	    in_d "env PATH='$top/bin' ipuz-pack -e crosswords -F -C e -f set.zip"
else
	skip "-F with a compiler that fails" "no glib-compile-resources"
	skip "... and the set is as it was" "no glib-compile-resources"
	skip "-F without a compiler" "no glib-compile-resources"
fi

# -F over an export of more puzzles left those the set no longer has in
# its folder, for whoever ships or builds from it: they go, the files
# that are no puzzle of the old set stay.
printf '{ "id": "xwtools-examples" }\n' >"$d/small.json"
check_out_err "-F removes the puzzles the set no longer has" 0 \
    "mini.ipuz
notes.txt
puzzle.config
xwtools-examples.gresource.xml" "$unexported" \
    in_d 'cp examples/mini-5x5.ipuz mini.ipuz &&
    ipuz-pack -c -f small.zip -m small.json mini.ipuz &&
    mkdir s && ipuz-pack -e crosswords -C s -f set.zip &&
    touch s/xwtools-examples/notes.txt &&
    ipuz-pack -e crosswords -F -C s -f small.zip &&
    ls s/xwtools-examples | grep -v "[.]gresource$"'
# Only once the new files are in place do the old puzzles go: a -F that
# is refused leaves the set whole (mutation17 E04).
check_out_err "-F refused: the puzzles the set no longer has stay too" 2 \
    "barred.ipuz
cryptic.ipuz
mini.ipuz
puzzle.config
rebus.ipuz
xwtools-examples.gresource.xml" \
    "ipuz-pack: s4/xwtools-examples/xwtools-examples.gresource.xml: is a symbolic link; not replaced
ipuz-pack: 1 of 4 files refused; nothing written" \
    in_d 'mkdir s4 && ipuz-pack -e crosswords -C s4 -f set.zip 2>/dev/null &&
    cd s4/xwtools-examples && ln -sf gone xwtools-examples.gresource.xml &&
    cd ../.. && ipuz-pack -e crosswords -F -C s4 -f small.zip; s=$?
    ls s4/xwtools-examples | grep -v "[.]gresource$"; exit $s'
# A puzzle the set no longer has that is not a regular file is left, said
# so: -F removes regular files only (mutation17 E05).
check_out_err "-F: a stale puzzle that is a link is left, said" 0 \
    "barred.ipuz
mini.ipuz
puzzle.config
xwtools-examples.gresource.xml
kept" \
    "ipuz-pack: s5/xwtools-examples/barred.ipuz: left, though the set no longer has it: not a regular file" \
    in_d 'mkdir s5 && ipuz-pack -e crosswords -C s5 -f set.zip 2>/dev/null &&
    echo kept >s5/b.ipuz && ln -sf ../b.ipuz s5/xwtools-examples/barred.ipuz &&
    ipuz-pack -e crosswords -F -C s5 -f small.zip &&
    ls s5/xwtools-examples | grep -v "[.]gresource$" && cat s5/b.ipuz'
# The old puzzle.config is read for its puzzles up to the limit on an
# input file, 64 MiB: a name past that is not read, its puzzle left
# (mutation17 E10), and said (it was left unsaid). A line of 64 MiB,
# then the name.
check_out_err "-F: puzzle.config is read up to 64 MiB, said" 0 \
    "barred.ipuz
mini.ipuz
puzzle.config
xwtools-examples.gresource.xml" \
    "ipuz-pack: s6/xwtools-examples/puzzle.config: read only its first 64 MiB; the puzzles it names past that are left" \
    in_d 'mkdir s6 && ipuz-pack -e crosswords -C s6 -f set.zip 2>/dev/null &&
    rm s6/xwtools-examples/cryptic.ipuz s6/xwtools-examples/rebus.ipuz &&
    c=s6/xwtools-examples/puzzle.config &&
    head -c 67108864 /dev/zero | tr "\000" "#" >$c &&
    printf "\nPuzzleName=barred.ipuz\n" >>$c &&
    ipuz-pack -e crosswords -F -C s6 -f small.zip &&
    ls s6/xwtools-examples | grep -v "[.]gresource$"'
# A line the limit cuts is not read either: "PuzzleName=barred.ipuz.old"
# cut after "barred.ipuz" named a puzzle it does not, and barred.ipuz
# was removed.
check_out_err "-F: a line cut at 64 MiB names no puzzle" 0 \
    "barred.ipuz
mini.ipuz" \
    "ipuz-pack: s7/xwtools-examples/puzzle.config: read only its first 64 MiB; the puzzles it names past that are left" \
    in_d 'mkdir s7 && ipuz-pack -e crosswords -C s7 -f set.zip 2>/dev/null &&
    c=s7/xwtools-examples/puzzle.config &&
    head -c 67108841 /dev/zero | tr "\000" "#" >$c &&
    printf "\nPuzzleName=barred.ipuz.old\n" >>$c &&
    ipuz-pack -e crosswords -F -C s7 -f small.zip &&
    ls s7/xwtools-examples | grep "^[bm].*[.]ipuz$"'

# The manifest's title, difficulty and locale go into the puzzle, the
# title as HTML that shows it; the set's author, licence and description
# are named as not exported. All were dropped unsaid.
cat >"$d/week.json" <<'EOF'
{ "id": "week", "author": "A. Setter", "licence": "CC-BY-4.0",
  "puzzles": [ { "id": "mon", "file": "examples/mini-5x5.ipuz",
    "title": "Monday: <Movies> & co", "difficulty": "easy",
    "locale": "fr_FR" } ] }
EOF
check_out_err "export: the manifest's title, difficulty and locale" 0 \
    '"Monday: &lt;Movies&gt; & co"
"easy"
"fr_FR"
week: week, 1 puzzle
1  mon  5x5   Monday: <Movies> & co [easy]' \
    "ipuz-pack: week.zip/manifest.json: warning: GNOME Crosswords has no place for the set's author and licence: not exported" \
    in_d 'ipuz-pack -c -f week.zip -m week.json && mkdir wk &&
    ipuz-pack -e crosswords -C wk -f week.zip &&
    jq ".title, .difficulty, .\"org.gnome.libipuz:locale\"" wk/week/mon.ipuz &&
    ipuz-pack -c -f week2.zip wk/week/mon.ipuz && ipuz-pack -t -f week2.zip |
    sed "s/week2/week/g"'
# Names a keyfile must escape, and a set with no locale.
cat >"$d/odd.json" <<'EOF'
{ "id": "odd", "short_name": " Odd\\set", "long_name": "Two\nlines",
  "puzzles": [ { "file": "examples/mini-5x5.ipuz" } ] }
EOF
check_golden "keyfile escapes; no Locale when the set has none" 6001-odd 0 \
    in_d 'ipuz-pack -c -f odd.zip -m odd.json && mkdir o &&
    ipuz-pack -e crosswords -C o -f odd.zip && cat o/odd/puzzle.config'
done_testing
