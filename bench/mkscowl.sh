#!/bin/sh
# See LICENSE file for copyright and license details.
# Print the SCOWL bench list to stdout: `word;score` lines, sorted, score
# = 100 - SCOWL size level, for the levels up to MAXLEVEL (default 70).
# Usage: mkscowl.sh [maxlevel] [scowl-dir]
#
# Unlike the default list (share/mkwords.sh), it takes only the plain
# words of SCOWL's english and american lists and their contractions: no
# proper names, abbreviations or upper-case entries, no possessives, only
# entries of three letters or more, folded to lower-case a-z. It is the
# neutral list the bench shares with other fillers, as ../shared/bench's
# mkscowl.sh makes it: at level 70, 111,771 words from Debian's scowl
# 2020.12.07.
set -eu
LC_ALL=C
export LC_ALL

max=${1:-70}
dir=${2:-${SCOWL_DIR:-/usr/share/dict/scowl}}
case $max in
'' | *[!0-9]*)
	echo "mkscowl.sh: level '$max' is not a number" >&2
	exit 2
	;;
esac
if [ ! -r "$dir/english-words.10" ]; then
	echo "mkscowl.sh: no SCOWL word lists in $dir;" \
	    "install the scowl package (apt-get install scowl)" >&2
	exit 2
fi

# Each file's lines, as word;score, level by level from the most common:
# a word keeps the first (best) score it is seen with.
for level in 10 20 35 40 50 55 60 70 80 95; do
	[ "$level" -le "$max" ] || continue
	for kind in english-words american-words english-contractions; do
		f=$dir/$kind.$level
		[ -r "$f" ] || continue
		sed "s/\$/;$((100 - level))/" "$f"
	done
done | LC_ALL=C.UTF-8 iconv -f UTF-8 -t ASCII//TRANSLIT |
    awk -F ';' '
	$1 ~ /\047s$/ { next }
	{
		w = tolower($1)
		gsub(/[\047-]/, "", w)
		if (length(w) < 3 || w !~ /^[a-z]+$/ || w in seen)
			next
		seen[w] = 1
		print w ";" $2
	}' | sort
