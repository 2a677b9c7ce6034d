#!/bin/sh
# make install and make uninstall honour PREFIX and DESTDIR, and install
# libxw: both libraries, the public headers only, and xw.pc.
. "$(dirname "$0")/lib.sh"
# In a copy of the tree: install builds again what its PREFIX changes.
copy_tree
cd "$tmp/tree"

dest=$tmp/dest
check_exit "make install succeeds" 0 \
    make -s install DESTDIR="$dest" PREFIX=/opt/xw
# Staged for a package, it keeps no record of the folders it made: one
# named the build's DESTDIR in the package (QA packager8 #3).
check_exit "a staged install writes no record of its folders" 1 \
    test -e "$dest/opt/xw/share/xwtools/folders"
missing=
for t in $tools; do
	[ -x "$dest/opt/xw/bin/$t" ] || missing="$missing bin/$t"
	[ -f "$dest/opt/xw/share/man/man1/$t.1" ] || missing="$missing $t.1"
done
[ -f "$dest/opt/xw/share/man/man5/ipuz.5" ] || missing="$missing ipuz.5"
[ -f "$dest/opt/xw/share/man/man7/xwtools.7" ] || missing="$missing xwtools.7"
if [ -z "$missing" ]; then
	pass "tools and manual pages are installed"
else
	fail "tools and manual pages are installed"
	echo "# missing:$missing"
fi

# An installed tool looks for its index in its own share/xwtools/, not
# in a share/words.idx another put beside it: that is the build tree's
# place (QA packager8 #4).
printf 'qzxqz;50\n' >"$tmp/foreign.txt"
wordfind -B -w "$tmp/foreign.txt" -o "$dest/opt/xw/share/words.idx"
check_out "an installed tool takes no PREFIX/share/words.idx for its index" \
    1 "" env -u XW_DATADIR -u XW_WORDLIST "$dest/opt/xw/bin/wordfind" qzxqz
rm "$dest/opt/xw/share/words.idx"

# xwtools(7) names each file installed beside the word list.
ls "$dest/opt/xw/share/xwtools" | while read -r f; do
	sed -n '/^\.Sh FILES/,/^\.Sh/p' man/xwtools.7 |
	    grep -q "^\.Pa $f\( ,\)\{0,1\}\$" || echo "$f"
done >"$tmp/unnamed"
: >"$tmp/none"
same "xwtools.7 names every file of share/xwtools" "$tmp/none" \
    "$tmp/unnamed"

# The library: VERSION 0.1 is libxw.so.0.1.0, whose soname libxw.so.0
# and libxw.so are links to it.
lib=$dest/opt/xw/lib
real=libxw.so.$(awk -F. '{ printf "%d.%d.%d", $1, $2, $3 }' VERSION)
soname=libxw.so.$(sed 's/\..*//' VERSION)
(
	cd "$lib"
	for f in libxw.a libxw.so libxw.so.*; do
		if [ -L "$f" ]; then
			echo "$f -> $(readlink "$f")"
		else
			echo "$f"
		fi
	done
	ls pkgconfig
	ls ../include/xw
	ls ../share/man/man3
) >"$tmp/lib" 2>&1
cat >"$tmp/lib.want" <<EOF
libxw.a
libxw.so -> $real
$soname -> $real
$real
xw.pc
check.h
fill.h
format.h
grid.h
puzzle.h
util.h
wordidx.h
words.h
libxw.3
EOF
same "libxw.a, libxw.so, the public headers and libxw.3 are installed" \
    "$tmp/lib.want" "$tmp/lib"
# No public header includes json-c's, so json-c is a private need: by
# name where it has a .pc, else as -ljson-c.
if pkg-config --exists json-c 2>/dev/null; then
	jsonc="Requires.private: json-c
" jsonc_libs=
else
	jsonc= jsonc_libs="-ljson-c "
fi
cat >"$tmp/pc.want" <<EOF
prefix=/opt/xw
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: xw
Description: Crossword puzzle library of xwtools: read, write, check and fill puzzles
Version: $(cat VERSION)
${jsonc}Libs: -L\${libdir} -lxw
Libs.private: ${jsonc_libs}-ldl -pthread
Cflags: -I\${includedir}
EOF
same "xw.pc names the installed places" \
    "$tmp/pc.want" "$lib/pkgconfig/xw.pc"
check_exit "pkg-config --cflags --libs xw works for it" 0 \
    env PKG_CONFIG_PATH="$lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$dest" \
    pkg-config --cflags --libs xw
for h in $(cd "$dest/opt/xw/include/xw" && ls); do
	grep '^#include <' "$dest/opt/xw/include/xw/$h"
done | grep -v '<std[a-z]*\.h>\|<string\.h>' >"$tmp/includes" || :
: >"$tmp/none"
same "the public headers include only the C library's" \
    "$tmp/none" "$tmp/includes"

check_exit "make uninstall succeeds" 0 \
    make -s uninstall DESTDIR="$dest" PREFIX=/opt/xw
left=$(find "$dest" ! -type d | sed "s|$dest||")
if [ -z "$left" ]; then
	pass "nothing is left after uninstall"
else
	fail "nothing is left after uninstall"
	echo "# left: $left"
fi
# Its folders are the package manager's to remove.
check_out "a staged uninstall leaves the folders" 0 \
    "opt opt/xw opt/xw/bin opt/xw/include opt/xw/include/xw opt/xw/lib opt/xw/lib/pkgconfig opt/xw/share opt/xw/share/man opt/xw/share/man/man1 opt/xw/share/man/man3 opt/xw/share/man/man5 opt/xw/share/man/man7 opt/xw/share/xwtools" \
    sh -c 'cd "$0" && find . -mindepth 1 | sed "s|^\./||" | sort |
    paste -s -d " " -' "$dest"

# A blank in DESTDIR, a stage, is taken; in PREFIX, which the compiler's
# flags and xw.pc carry, it is refused at once, naming it: both failed
# with "Syntax error: word unexpected" (QA packager8 #5).
sp="$tmp/st age"
check_exit "make install takes a DESTDIR with a blank" 0 \
    make -s install DESTDIR="$sp" PREFIX=/opt/xw
check_out "... and installs there" 0 "$(cd bin && ls)" \
    sh -c 'cd "$0/opt/xw/bin" && ls' "$sp"
check_exit "make uninstall takes it too" 0 \
    make -s uninstall DESTDIR="$sp" PREFIX=/opt/xw
check_out "... and leaves no file" 0 "" find "$sp" ! -type d
line=$(grep -n '^$(foreach v,PREFIX ' Makefile | cut -d: -f1)
# refused DESC WHY VAR=VALUE...: make install with these folders stops
# at the Makefile's check, "VAR 'VALUE' WHY", and installs nothing.
# (--no-print-directory: under make asan's sub-make, make names its
# folder on the standard output, even with -s.)
refused() {
	_d=$1 _w=$2
	shift 2
	_v=$(eval 'printf %s "$'$#'"')
	check_err "$_d" 2 "Makefile:$line: *** ${_v%%=*} '${_v#*=}' $_w.  Stop." \
	    make -s --no-print-directory install DESTDIR="$tmp/st2" "$@"
}
refused "a PREFIX with a blank is refused, naming it" \
    "has a blank in it, which the build cannot carry: choose a folder without one" \
    "PREFIX=/opt/my xw"
refused "... and so is a LIBDIR" \
    "has a blank in it, which the build cannot carry: choose a folder without one" \
    PREFIX=/usr "LIBDIR=/usr/lib/x86 64"
# Nor a quote, a backslash or a '$': a backslash became a control
# character in the stamp and the compiled-in folder, and every make
# rebuilt; a quote was a shell syntax error; '$HOME' was made OME
# (hostile17 F4).
for p in '/opt/a\b:\' "/opt/it's:'" '/opt/a"b:"'; do
	refused "a PREFIX with a ${p##*:} is refused, naming it" \
	    "has a ${p##*:} in it, which the build cannot carry: choose a folder without one" \
	    "PREFIX=${p%:*}"
done
refused "... and a '\$', which make would expand" \
    "has a \$ in it, which make would expand: choose a folder without one" \
    'PREFIX=/opt/$HOME'
# A relative PREFIX, or any of the folders, is refused: xw.pc said
# prefix=inst and the libraries looked for inst/share/xwtools from
# wherever they ran (QA packager16 F8).
refused "a relative PREFIX is refused, naming it" \
    "is not an absolute path, which programs and pkg-config would take from wherever they run: choose one that starts with /" \
    PREFIX=inst
refused "... and so is a relative DATADIR" \
    "is not an absolute path, which programs and pkg-config would take from wherever they run: choose one that starts with /" \
    DATADIR=share/games
check_exit "... and nothing is installed" 1 test -e "$tmp/st2"

# Folders that were there before stay, with what else they hold.
keep=$tmp/keep
mkdir -p "$keep/share/man/man1"
echo other >"$keep/share/man/man1/other.1"
make -s install PREFIX="$keep" >/dev/null
check_out "folders install found are kept, with others' files" 0 \
    "share share/man share/man/man1 share/man/man1/other.1" \
    sh -c 'make -s uninstall PREFIX="$0" >/dev/null 2>&1 && cd "$0" &&
    find . -mindepth 1 | sed "s|^\./||" | sort | paste -s -d " " -' "$keep"

# A user's own file in the data folder stays, and the folder with it:
# uninstall removed share/xwtools whole (rm -rf).
mine=$tmp/mine
mkdir -p "$mine/share/xwtools"
echo 'mine;50' >"$mine/share/xwtools/my-words.txt"
make -s install PREFIX="$mine" >/dev/null
check_out "a file of the user's in share/xwtools is kept, and its folder" 0 \
    "share share/xwtools share/xwtools/my-words.txt" \
    sh -c 'make -s uninstall PREFIX="$0" >/dev/null 2>&1 && cd "$0" &&
    find . -mindepth 1 | sed "s|^\./||" | sort | paste -s -d " " -' "$mine"

# When such a file keeps folders install made, uninstall says so, and
# the record stays with them, so that an uninstall once they are empty
# removes them: the first uninstall took the record, and they stayed.
# (Under make asan's sub-make, make names its folder on the standard
# output, -s or not, without --no-print-directory.)
made=$tmp/made
make -s install PREFIX="$made" >/dev/null
echo 'mine;50' >"$made/share/xwtools/my-words.txt"
check_err "uninstall says which folders it made it kept" 0 \
    "make uninstall: kept, not empty: $made/share/xwtools $made/share $made" \
    make -s --no-print-directory uninstall PREFIX="$made"
check_out "the record keeps them" 0 \
    "$made/share/xwtools $made/share $made" \
    sh -c 'paste -s -d " " "$0"' "$made/share/xwtools/folders"
rm "$made/share/xwtools/my-words.txt"
make -s uninstall PREFIX="$made" >/dev/null
check_exit "emptied, a second uninstall removes them" 1 test -e "$made"

# A staged install's record was of folders made under DESTDIR: copied
# onto a system, its uninstall removed the system's own empty bin, lib,
# include and share/man/man1. One written so by an older install (its
# first line names the DESTDIR) is not followed.
sys=$tmp/sys
mkdir -p "$sys/bin" "$sys/lib" "$sys/include" "$sys/share/man/man1"
make -s install DESTDIR="$tmp/stage" PREFIX="$sys" >/dev/null
cp -R "$tmp/stage$sys/." "$sys/"
printf '# staged under %s\n%s\n' "$tmp/stage" "$sys/bin" \
    >"$sys/share/xwtools/folders"
check_out "uninstalled from the system, it leaves the system's folders" 0 \
    "bin include include/xw lib lib/pkgconfig share share/man share/man/man1 share/man/man3 share/man/man5 share/man/man7 share/xwtools" \
    sh -c 'make -s uninstall PREFIX="$0" >/dev/null 2>&1 && cd "$0" &&
    find . -mindepth 1 | sed "s|^\./||" | sort | paste -s -d " " -' "$sys"

# Built where json-c has no .pc (its headers and -ljson-c where the
# compiler looks), xw.pc does not require it by name: pkg-config
# --cflags xw failed, "Package json-c was not found", and so did a
# program built with it.
nopc=$tmp/nopc
mkdir -p "$nopc/pc"
PKG_CONFIG_LIBDIR=$nopc/pc make -s install PREFIX="$nopc" >/dev/null 2>&1
check_out "without json-c.pc, pkg-config --cflags --libs xw works" 0 \
    "-I$nopc/include -L$nopc/lib -lxw" sh -c \
    'PKG_CONFIG_LIBDIR="$0/lib/pkgconfig" pkg-config --cflags --libs xw |
    sed "s/ *\$//"' "$nopc"
cp examples/libxw-answers.c "$tmp/answers.c"
# The flags make check passes on: a sanitized libxw needs a sanitized
# program.
check_out "a program built with it runs" 0 "1 DARK" sh -c \
    'PKG_CONFIG_LIBDIR="$0/lib/pkgconfig"; export PKG_CONFIG_LIBDIR;
    ${CC:-cc} ${USER_CFLAGS--g -O2} -o "$0/answers" "$0/../answers.c" \
    $(pkg-config --cflags --libs xw) &&
    LD_LIBRARY_PATH="$0/lib" "$0/answers" examples/mini-5x5.ipuz | sed 1q' \
    "$nopc"
check_out "and with the static libxw, without libxw.so" 0 "1 DARK" sh -c \
    'PKG_CONFIG_LIBDIR="$0/lib/pkgconfig"; export PKG_CONFIG_LIBDIR;
    rm -f "$0"/lib/libxw.so*;
    ${CC:-cc} ${USER_CFLAGS--g -O2} -o "$0/answers" "$0/../answers.c" \
    $(pkg-config --cflags --static --libs xw) &&
    "$0/answers" examples/mini-5x5.ipuz | sed 1q' "$nopc"
make -s uninstall PREFIX="$nopc" >/dev/null 2>&1
rm -rf "$nopc"

# Installed under any PREFIX, every tool runs from there and finds its
# data there: the same results as from the build tree.
p=$tmp/prefix
make -s install PREFIX="$p" >/dev/null
# run_both NAME CMD: CMD run with the installed tools and with the build
# tree's, with no XW_DATADIR or XW_WORDLIST to point at the data.
run_both() {
	for where in installed tree; do
		bin=$p/bin
		[ "$where" = installed ] || bin=$top/bin
		env -u XW_DATADIR -u XW_WORDLIST PATH="$bin:$PATH" \
		    sh -c "$2" >"$tmp/$1.$where" 2>&1 </dev/null ||
		    echo "exit $?" >>"$tmp/$1.$where"
	done
}
for t in $tools; do
	case $t in
	gridfill)	cmd='gridfill t/data/fill-4x4.txt' ;;
	ipuz-check)	cmd='ipuz-check -l examples/mini-5x5.ipuz' ;;
	ipuz-convert)	cmd='ipuz-convert -t xd examples/mini-5x5.ipuz' ;;
	ipuz-pack)	cmd='ipuz-pack -c -f - -m examples/set.json |
	    ipuz-pack -t -f -' ;;
	ipuz-render)	cmd='ipuz-render -t text examples/mini-5x5.ipuz' ;;
	wordfind)	cmd='wordfind -c "c?t" "*zz*" /elbow' ;;
	*)		cmd="echo no command for $t; exit 1" ;;
	esac
	# The installed tool, not the build tree's, is the one run.
	[ "$(env PATH="$p/bin:$PATH" sh -c "command -v $t")" = "$p/bin/$t" ] ||
	    cmd="echo $t is not installed; exit 1"
	run_both "$t" "$cmd"
	same "installed in a PREFIX of its own, $t works as in the tree" \
	    "$tmp/$t.tree" "$tmp/$t.installed"
done
check_exit "installed in a PREFIX of its own, wordfind finds its index" 0 \
    env -u XW_DATADIR -u XW_WORDLIST "$p/bin/wordfind" -c cat
make -s uninstall PREFIX="$p" >/dev/null
check_out "uninstall removes that PREFIX whole" 0 "" \
    sh -c 'test ! -e "$0" || find "$0"' "$p"
# A DATADIR and BINDIR given to make install alone, as Debian's games
# have them: the tools, built for another, looked for their index in
# /usr/local/share/xwtools (QA packager16 F2).
g=$tmp/games
make -s install PREFIX="$g" DATADIR="$g/share/games" BINDIR="$g/games" \
    >/dev/null
check_out "installed with a DATADIR of its own, wordfind finds its index" 0 \
    5 env -u XW_DATADIR -u XW_WORDLIST "$g/games/wordfind" -c '?NO?E'
check_out "... and so does gridfill" 0 '["C","A","N"]' sh -c \
    'echo "C.." | env -u XW_DATADIR -u XW_WORDLIST "$0/games/gridfill" - \
    2>/dev/null | sed -n "/\"solution\"/{n;s/ //g;p;}"' "$g"
make -s uninstall PREFIX="$g" DATADIR="$g/share/games" BINDIR="$g/games" \
    >/dev/null

# The values compiled in are rebuilt when they change, and only then: a
# new VERSION or DATADIR rebuilt nothing, the tools kept the old ones
# (QA packager16 F2, F3).
make -s >/dev/null
check_exit "built, make has nothing to do" 0 make -q
cp VERSION "$tmp/VERSION"
echo 0.1.9 >VERSION
make -s >/dev/null 2>&1
check_out "a new VERSION is the tools' version" 0 "wordfind 0.1.9" \
    bin/wordfind --version
check_exit "... and the library's name" 0 test -f common/libxw.so.0.1.9
cp "$tmp/VERSION" VERSION
rm -f common/libxw.so.0.1.9
make -s DATADIR=/opt/xw/games >/dev/null
check_out "a DATADIR given to make is the tools'" 0 /opt/xw/games/xwtools \
    sh -c "strings -a bin/wordfind | grep '^/opt/xw/games/xwtools\$'"
check_exit "... and make with it again has nothing to do" 0 \
    make -q DATADIR=/opt/xw/games
make -s >/dev/null
# A dry run (make -n) and a question (make -q) write no stamp: they
# wrote the new value while make read the Makefile, and the next make
# rebuilt (regress17 R17-2).
cp common/VERSION.stamp "$tmp/VERSION.stamp"
make -n VERSION=7.7 >/dev/null 2>&1
make -q DATADIR=/opt/xw/other || :
check_exit "make -n and make -q with other values write no stamp" 0 \
    sh -c 'cmp common/VERSION.stamp "$0/VERSION.stamp" &&
    ! grep -q other common/DATADIR.stamp' "$tmp"
check_exit "... and make has nothing to do after them" 0 make -q
check_exit "make -q with another VERSION says it is out of date" 1 \
    make -q VERSION=7.7
# (No folder named: under make check, make here is a sub-make.)
check_out "... and make with nothing changed does nothing" 0 "" \
    sh -c 'make -s --no-print-directory 2>&1; make -n --no-print-directory |
    sed "/Nothing to be done/d"'

# make install copies what make built, its flags too: it compiled and
# linked the libraries again with its own CFLAGS, which were not the
# build's (QA packager16 F4).
same_bytes=$tmp/same
make -s install DESTDIR="$same_bytes" CFLAGS=-O0 >/dev/null
real=libxw.so.$(awk -F. '{ printf "%d.%d.%d", $1, $2, $3 }' VERSION)
check_exit "make install with other CFLAGS installs the build's libxw.so" 0 \
    cmp "common/$real" "$same_bytes/usr/local/lib/$real"
check_exit "... and libxw.a" 0 \
    cmp common/libxw.a "$same_bytes/usr/local/lib/libxw.a"
check_exit "... and the tools" 0 \
    cmp bin/wordfind "$same_bytes/usr/local/bin/wordfind"

done_testing
