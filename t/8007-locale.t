#!/bin/sh
# libxw under the user's locale: a program that calls setlocale (every
# GTK program does) reads and writes the same bytes, and takes names in
# any case, as the tools do in C (review17 F2, F3). t/helper/inlocale
# calls setlocale(LC_ALL, "") and says first what the C library does
# there: 1.5 written "1,5" (de_DE, tr_TR), "I" and "i" not the same
# letter in any case (tr_TR).
. "$(dirname "$0")/lib.sh"

inlocale=$top/t/helper/inlocale
# The locales, from the system's when it has them, else made with
# localedef into $tmp/loc from the sources of Debian's locales package
# (./bootstrap installs it): a container has C alone.
if locale -a | grep -qix 'de_DE\.utf-\{0,1\}8' &&
    locale -a | grep -qix 'tr_TR\.utf-\{0,1\}8'; then
	:
else
	mkdir "$tmp/loc"
	for l in de_DE tr_TR; do
		localedef -i $l -f UTF-8 "$tmp/loc/$l.UTF-8" >/dev/null 2>&1 ||
		    [ -d "$tmp/loc/$l.UTF-8" ] ||
		    echo "# localedef cannot make $l.UTF-8: ./bootstrap installs the locales package"
	done
	LOCPATH=$tmp/loc
	export LOCPATH
fi

# in_locale LOCALE CMD...: CMD with LC_ALL=LOCALE.
in_locale() {
	_l=$1
	shift
	LC_ALL=$_l "$@"
}

# Numbers of every shape that add_double writes anew ("1." "01.5") or
# keeps, beside the puzzle.
sed 's|"title": "\([^"]*\)",|"title": "\1", "x:w": 1., "x:v": [2, 01.5, -2.5e-3, 1e300, 0.1],|' \
    examples/mini-5x5.ipuz >"$tmp/num.ipuz"
# "1." is what strict readers refuse: said, and read.
warning="inlocale: $tmp/num.ipuz:4:44: not standard JSON: a number with no digits after its '.'"
check_out_err "in C, the numbers as standard JSON" 0 \
    '"x:w": 1.0, "x:v": [ 2, 1.5, -2.5e-3, 1e300, 0.1 ],' "$warning" \
    sh -c '"$0" convert ipuz "$1" | sed -n "/x:w/,/]/p" | tr -s " \n" " " |
    sed "s/^ *//; s/ *$//"; echo' "$inlocale" "$tmp/num.ipuz"
"$inlocale" convert ipuz "$tmp/num.ipuz" 2>/dev/null | sed 1d >"$tmp/C.ipuz"

# Under de_DE, 01.5 was written "1,5.0", which every reader takes for
# two numbers.
check_out "de_DE: the C library writes 1.5 as 1,5" 0 \
    "C library: 1,5, tolower('I') 'i', isalpha(0xE2) 0
IPUZ: of_name none, by_ext none, by_name ipuz" \
    in_locale de_DE.UTF-8 "$inlocale" names IPUZ
for l in de_DE.UTF-8 tr_TR.UTF-8; do
	in_locale $l "$inlocale" convert ipuz "$tmp/num.ipuz" >"$tmp/$l.out" \
	    2>"$tmp/$l.err" || echo "# exit status $?" >>"$tmp/$l.err"
	sed 1d "$tmp/$l.out" >"$tmp/$l.ipuz"
	same "$l: the ipuz written is the same bytes as in C" \
	    "$tmp/C.ipuz" "$tmp/$l.ipuz"
	echo "$warning" >"$tmp/warning"
	same "$l: ... with the same warning" "$tmp/warning" "$tmp/$l.err"
	check_out "$l: ... and reads back as the same numbers" 0 \
	    '[ 2, 1.5, -2.5e-3, 1e300, 0.1 ]' \
	    sh -c 'ipuz-convert -t ipuz "$0" | sed -n "/x:v/,/]/p" |
	    sed 1s/.*://| tr -s " \n" " " | sed "s/^ *//; s/[ ,]*$//"; echo' \
	    "$tmp/$l.ipuz"
done

# Under tr_TR, strcasecmp does not fold I to i: ".IPUZ" was no format,
# nor "IPUZ" by name.
cat >"$tmp/names.want" <<'EOF2'
C library: 1,5, tolower('I') 'I', isalpha(0xE2) 0
a.IPUZ: of_name ipuz, by_ext ipuz, by_name none
IPUZ: of_name none, by_ext none, by_name ipuz
dir/Mini.Ipuz: of_name ipuz, by_ext ipuz, by_name none
a.JPZ: of_name jpz, by_ext jpz, by_name none
XD: of_name none, by_ext none, by_name xd
EOF2
in_locale tr_TR.UTF-8 "$inlocale" names a.IPUZ IPUZ dir/Mini.Ipuz a.JPZ XD \
    >"$tmp/names.got" 2>&1 || echo "# exit status $?" >>"$tmp/names.got"
same "tr_TR: names and extensions in any case" \
    "$tmp/names.want" "$tmp/names.got"

# A Keesing file's kind="HORIZONTAL" was refused under tr_TR: "clue
# list "Horizontaal" gives its own cells".
sed 's/"horizontal"/"HORIZONTAL"/g' t/data/keesing.xml >"$tmp/kU.xml"
"$inlocale" convert xd "$tmp/kU.xml" >"$tmp/kC.xd" 2>&1 ||
    echo "# exit status $?" >>"$tmp/kC.xd"
in_locale tr_TR.UTF-8 "$inlocale" convert xd "$tmp/kU.xml" \
    >"$tmp/kT.xd" 2>&1 || echo "# exit status $?" >>"$tmp/kT.xd"
sed -i 1d "$tmp/kC.xd"
sed -i 1d "$tmp/kT.xd"
check_out "Keesing kind=\"HORIZONTAL\" is read in C" 0 "Title: Keesing Small" \
    sed -n 3p "$tmp/kC.xd"
same "tr_TR: ... and the same under tr_TR" "$tmp/kC.xd" "$tmp/kT.xd"

# INFINITY is Infinity in any case: under tr_TR it was "a misspelt
# true, false or null".
sed 's|"title": "\([^"]*\)",|"title": "\1", "x:n": INFINITY,|' \
    examples/mini-5x5.ipuz >"$tmp/inf.ipuz"
for l in C tr_TR.UTF-8; do
	check_stderr "$l: INFINITY is NaN or Infinity" 0 \
	    "inlocale: $tmp/inf.ipuz:4:44: not standard JSON: NaN or Infinity, which JSON lacks" \
	    in_locale $l "$inlocale" convert ipuz "$tmp/inf.ipuz"
done

# Under ISO-8859-1, isalpha(0xE2) is true ("a" with a circumflex), and
# 0xE2 is the first byte of the apostrophe of "See 3-Down’s": the
# reference was taken for a longer word and left alone, pointing at
# another entry in the file written (review18 F10).
latin1=fr_FR.ISO-8859-1
mkdir -p "$tmp/loc1"
localedef -i fr_FR -f ISO-8859-1 "$tmp/loc1/$latin1" >/dev/null 2>&1 ||
    [ -d "$tmp/loc1/$latin1" ] ||
    echo "# localedef cannot make $latin1: ./bootstrap installs the locales package"
sed 's/"See 3-Down"/"See 3-Down’s"/' t/corpus/ipuz/kotwords__gaps.ipuz \
    >"$tmp/gaps.ipuz"
for l in C $latin1; do
	LOCPATH=$tmp/loc1 LC_ALL=$l "$inlocale" convert xd "$tmp/gaps.ipuz" \
	    >"$tmp/gaps-$l.xd" 2>&1 || echo "# exit status $?" >>"$tmp/gaps-$l.xd"
done
check_out "$latin1: isalpha(0xE2) is true there" 0 \
    "C library: 1,5, tolower('I') 'i', isalpha(0xE2) 1" \
    sed -n 1p "$tmp/gaps-$latin1.xd"
check_out "in C, See 3-Down’s is renumbered See 6-Down’s" 0 \
    'A1. See 6-Down’s ~ XXX' grep -a "Down’s" "$tmp/gaps-C.xd"
sed -i 1d "$tmp/gaps-C.xd"
sed -i 1d "$tmp/gaps-$latin1.xd"
same "$latin1: ... and the same .xd under ISO-8859-1" "$tmp/gaps-C.xd" \
    "$tmp/gaps-$latin1.xd"

done_testing
