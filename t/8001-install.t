#!/bin/sh
# make install and make uninstall honour PREFIX and DESTDIR, and install
# libxw: both libraries, the public headers only, and xw.pc.
. "$(dirname "$0")/lib.sh"

# same DESC WANT GOT: the file GOT has exactly the text of WANT.
same() {
	if cmp -s "$2" "$3"; then
		pass "$1"
	else
		fail "$1"
		diff -u "$2" "$3" | diag_file /dev/stdin
	fi
}

dest=$tmp/dest
check_exit "make install succeeds" 0 \
    make -s install DESTDIR="$dest" PREFIX=/opt/xw
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
cat >"$tmp/pc.want" <<EOF
prefix=/opt/xw
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: xw
Description: Crossword puzzle library of xwtools: read, write, check and fill puzzles
Version: $(cat VERSION)
Requires.private: json-c
Libs: -L\${libdir} -lxw
Libs.private: -ljson-c -ldl
Cflags: -I\${includedir}
EOF
same "xw.pc names the installed places" \
    "$tmp/pc.want" "$lib/pkgconfig/xw.pc"

check_exit "make uninstall succeeds" 0 \
    make -s uninstall DESTDIR="$dest" PREFIX=/opt/xw
left=$(find "$dest" ! -type d | sed "s|$dest||")
if [ -z "$left" ]; then
	pass "nothing is left after uninstall"
else
	fail "nothing is left after uninstall"
	echo "# left: $left"
fi
# The folders of xwtools alone go too; the shared ones stay, as they may
# hold other packages' files.
find "$dest/opt/xw" -type d | sed "s|$dest/opt/xw||" | sort >"$tmp/dirs"
cat >"$tmp/dirs.want" <<EOF

/bin
/include
/lib
/lib/pkgconfig
/share
/share/man
/share/man/man1
/share/man/man3
/share/man/man5
/share/man/man7
EOF
same "no folder of xwtools is left after uninstall" \
    "$tmp/dirs.want" "$tmp/dirs"
done_testing
