#!/bin/sh
# See LICENSE file for copyright and license details.
# Peak memory on adversarial inputs (issue #18), made here rather than
# kept in the tree: files of every text format up to the 64 MiB limit
# that cost a parser the most per byte (empty arrays, zeros, keys and
# objects in ipuz; empty elements and attributes in jpz; clue lines in
# xd and King Features text), the largest of them that the limits of
# common/util.h still let through (clues too, in ipuz, jpz, King
# Features and uclick), the grid with the most entries as a text grid
# and as Across Lite text, and a 10 GB sparse file. The binary .puz is
# left out: its 255x255 grid and 65,535 strings bound it. Each is read by ipuz-check, by
# ipuz-convert and by gridfill -a; a line per run gives the exit status,
# the peak resident memory (GNU time's maximum resident set size) and
# the wall time. The README's Reliability section states the bound this
# checks: no run over 1 GiB.
#
# Environment: BIN (default bin/ of the tree), MEMORY_SMALL=1 for inputs
# of 4 MiB instead of 64 (a quick look).
set -eu
. "$(dirname "$0")/lib.sh"
bin=${BIN:-$top/bin}
[ -x "$bin/ipuz-check" ] || die "no $bin/ipuz-check (run make)"
[ -x /usr/bin/time ] || die "no /usr/bin/time (apt-get install time)"
scratch
mib=64
[ "${MEMORY_SMALL:-}" = 1 ] && mib=4
size=$((mib * 1024 * 1024 - 4096))

# repeat UNIT N: UNIT N times, without a newline.
repeat() {
	awk -v u="$1" -v n="$2" 'BEGIN { s = u; k = 1
	    while (2 * k <= n) { s = s s; k *= 2 }
	    printf "%s", s; for (; k < n; k++) printf "%s", u }'
}

# ipuz NAME OPEN UNIT N CLOSE: a valid 1x1 puzzle with a field "x" of
# OPEN, UNIT N times, CLOSE.
ipuz() {
	{
		printf '{"version":"http://ipuz.org/v2",'
		printf '"kind":["http://ipuz.org/crossword#1"],'
		printf '"dimensions":{"width":1,"height":1},'
		printf '"puzzle":[[0]],"solution":[["A"]],"clues":{},"x":%s' "$2"
		repeat "$3" "$4"
		printf '%s}\n' "$5"
	} >"$tmp/$1.ipuz"
}

# jpz NAME UNIT N [OPEN CLOSE]: a 1x1 jpz with UNIT N times inside an
# element, <x> unless OPEN and CLOSE are given.
jpz() {
	{
		printf '<?xml version="1.0" encoding="UTF-8"?>\n'
		printf '<crossword-compiler><rectangular-puzzle><crossword>'
		printf '<grid width="1" height="1"><cell x="1" y="1" '
		printf 'solution="A"/></grid>%s' "${4:-<x>}"
		repeat "$2" "$3"
		printf '%s</crossword></rectangular-puzzle>' "${5:-</x>}"
		printf '</crossword-compiler>\n'
	} >"$tmp/$1.jpz"
}

attrs=$(awk 'BEGIN { for (i = 0; i < 256; i++) printf " a%d=\"\"", i }')
ipuz arrays '[' '[],' $((size / 3)) '[]]'
ipuz zeros '[' '0,' $((size / 2)) '0]'
# Keys told apart, or json-c would keep only the last.
ipuz keys '{' '' 0 \
    "$(awk -v n=$((size / 12)) 'BEGIN { for (i = 0; i < n; i++)
    printf "\"%d\":0,", i }')\"\":0}"
ipuz objects '[' '{},' $((size / 3)) '{}]'
# Just under the limit of 8M units: an object costs 11, a zero 1.
ipuz objects-limit '[' '{},' 760000 '{}]'
ipuz zeros-limit '[' '0,' 8380000 '0]'
jpz elements '<a/>' $((size / 4))
jpz elements-limit '<a/>' 3140000
jpz attributes-limit "<a$attrs/>" 12200
{
	printf 'Title: x\n\n\nA\n\n\n'
	repeat 'A1. A clue ~ A
' $((size / 15))
} >"$tmp/clues.xd"
# Clues at the limit of XW_MAX_CLUES, where each costs the most: empty
# ipuz strings and jpz elements, King Features lines and uclick elements
# for one entry; and a King Features file of clue lines up to the size
# limit, refused at the clue past it.
ipuz clues-limit '{"Across":[' '"",' 1048575 '""]}'
jpz clues-limit '<clue/>' 1048576 '<clues><title>Across</title>' '</clues>'
kingfeatures() {
	printf '{ 1  2 |\n 3 00\n{A B |\nC D\n{'
	repeat '1. x |
' "$2"
	printf '3. y\n{1. z\n'
}
kingfeatures clues-limit 1048574 >"$tmp/clues-limit.txt"
kingfeatures clues $((size / 7)) >"$tmp/clues.txt"
{
	printf '<?xml version="1.0" encoding="UTF-8"?>\n<crossword>'
	printf '<width v="2"/><height v="2"/><allanswer v="ABCD"/><across>'
	repeat '<a cn="1"/>' 1048576
	printf '</across><down/></crossword>\n'
} >"$tmp/clues-limit.xml"
# The most slots a grid holds: 1000x1000 in islands of 2x2 letters, as a
# text grid and as Across Lite text with a clue for each of its 443,556
# entries.
awk 'BEGIN { for (r = 0; r < 1000; r++) { s = ""
    for (c = 0; c < 1000; c++) s = s (r % 3 == 2 || c % 3 == 2 ? "#" : ".")
    print s } }' >"$tmp/slots.grid.txt"
{
	printf '<ACROSS PUZZLE>\n<TITLE>\nx\n<AUTHOR>\nx\n<COPYRIGHT>\nx\n'
	printf '<SIZE>\n1000x1000\n<GRID>\n'
	tr . A <"$tmp/slots.grid.txt" | tr '#' .
	# 667 rows and columns of 333 entries.
	printf '<ACROSS>\n'
	repeat 'x
' 222111
	printf '<DOWN>\n'
	repeat 'x
' 222111
} >"$tmp/slots.across.txt"
truncate -s 10G "$tmp/sparse.ipuz"

printf '%-26s %9s %-13s %4s %9s %7s\n' input bytes tool exit "peak MiB" seconds
worst=0
for f in "$tmp"/*.ipuz "$tmp"/*.jpz "$tmp"/*.xd "$tmp"/*.txt "$tmp"/*.xml; do
	for tool in ipuz-check ipuz-convert gridfill; do
		case $tool in
		ipuz-check)	set -- "$bin/ipuz-check" "$f" ;;
		ipuz-convert)	set -- "$bin/ipuz-convert" -t xd -o /dev/null "$f" ;;
		gridfill)	set -- "$bin/gridfill" -a "$f" ;;
		esac
		/usr/bin/time -f '%x %M %e' -o "$tmp/time" "$@" \
		    >/dev/null 2>&1 || :
		# GNU time puts a line before, for a status but 0.
		tail -1 "$tmp/time" >"$tmp/last"
		read -r status kb secs <"$tmp/last"
		printf '%-26s %9s %-13s %4s %9d %7s\n' "${f##*/}" \
		    "$(stat -c %s "$f")" "$tool" "$status" $((kb / 1024)) \
		    "${secs:-?}"
		[ "$kb" -gt "$worst" ] && worst=$kb
	done
done
echo "worst peak: $((worst / 1024)) MiB (the bound: 1024)"
[ "$worst" -le $((1024 * 1024)) ]
