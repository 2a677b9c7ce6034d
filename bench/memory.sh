#!/bin/sh
# See LICENSE file for copyright and license details.
# Peak memory on adversarial inputs (issue #18), made here rather than
# kept in the tree: files of every text format up to the 64 MiB limit
# that cost a parser the most per byte (empty arrays, zeros, keys and
# objects in ipuz; empty elements and attributes in jpz; clue lines in
# xd), the largest of them that the limits of common/util.h still let
# through, and a 10 GB sparse file. Each is read by ipuz-check, by
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

# jpz NAME UNIT N: a 1x1 jpz with UNIT N times inside an element.
jpz() {
	{
		printf '<?xml version="1.0" encoding="UTF-8"?>\n'
		printf '<crossword-compiler><rectangular-puzzle><crossword>'
		printf '<grid width="1" height="1"><cell x="1" y="1" '
		printf 'solution="A"/></grid><x>'
		repeat "$2" "$3"
		printf '</x></crossword></rectangular-puzzle>'
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
truncate -s 10G "$tmp/sparse.ipuz"

printf '%-26s %9s %-13s %4s %9s %7s\n' input bytes tool exit "peak MiB" seconds
worst=0
for f in "$tmp"/*.ipuz "$tmp"/*.jpz "$tmp"/*.xd; do
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
