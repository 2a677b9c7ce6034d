#!/bin/sh
# make install and make uninstall honour PREFIX and DESTDIR.
. "$(dirname "$0")/lib.sh"

plan 4

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
check_exit "make uninstall succeeds" 0 \
    make -s uninstall DESTDIR="$dest" PREFIX=/opt/xw
left=$(find "$dest" -type f | sed "s|$dest||")
if [ -z "$left" ]; then
	pass "nothing is left after uninstall"
else
	fail "nothing is left after uninstall"
	echo "# left: $left"
fi
done_testing
