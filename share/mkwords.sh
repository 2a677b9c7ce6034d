#!/bin/sh
# See LICENSE file for copyright and license details.
# Print the default word list, built from the SCOWL lists of Debian's scowl
# package, to stdout: one `word;score` entry a line, sorted by word in
# byte order, UTF-8. Usage: mkwords.sh [scowl-dir]
#
# Files: the SCOWL categories english (common to every spelling) and
# american, all their sub-categories (words, upper, proper-names,
# abbreviations, contractions), size levels 10 to 70. Level 70 is SCOWL's
# "large" list, the size of the usual /usr/share/dict/words; 80 and 95 add
# obscure and dubious words that would only make fills worse. American
# spelling is the default because SCOWL keeps a single spelling of each word
# in a category (color, not colour; organize, not organise), so mixing two
# spellings would let a fill use both, and US publications set most of the
# puzzles these tools will fill. A British list is one `-w FILE` away.
# The variant_*, special-hacker and special-roman-numerals lists are left out.
#
# Score = 100 - level, so the most common words (level 10) score 90 and the
# largest level taken (70) scores 30; a word found at several levels keeps
# its best score. Words stay as SCOWL spells them (capitals, apostrophes,
# accents): the tools normalise. Same input files, same output bytes.
set -eu
LC_ALL=C
export LC_ALL

dir=${1:-${SCOWL_DIR:-/usr/share/dict/scowl}}
maxlevel=70

if [ ! -r "$dir/english-words.10" ]; then
	echo "mkwords.sh: no SCOWL word lists in $dir;" \
	    "install the scowl package: ./bootstrap" >&2
	exit 2
fi

# Print one file in UTF-8. Debian's scowl has shipped UTF-8 since
# 2015.08.24-1 (bug #775480); the upstream final/ lists are ISO-8859-1.
# Valid UTF-8 passes unchanged, anything else is read as ISO-8859-1, so
# either kind of file gives the same words.
utf8() {
	if iconv -f UTF-8 -t UTF-8 "$1" >/dev/null 2>&1; then
		cat "$1"
	else
		iconv -f ISO-8859-1 -t UTF-8 "$1"
	fi
}

# English grids carry no accents: café is entered CAFE, so the accents of
# the few hundred borrowed words are folded to plain letters (a list in
# another language keeps its letters: the tools treat Ñ or Σ as letters).
plain() {
	utf8 "$1" | LC_ALL=C.UTF-8 iconv -f UTF-8 -t ASCII//TRANSLIT
}

# The loop runs under set -e, so it prints the final \002 line only when
# every file was read; without it awk prints nothing and fails, and so does
# the pipeline, whose status is awk's (sort runs inside awk for that).
{
	for f in "$dir"/english-* "$dir"/american-*; do
		level=${f##*.}
		case $level in
		'' | *[!0-9]*) continue ;;
		esac
		[ "$level" -le "$maxlevel" ] || continue
		# A line of \001 and the level starts each file; no word
		# holds a control character.
		printf '\001%s\n' "$level"
		plain "$f"
	done
	printf '\002\n'
} | awk '
	/^\001/ { level = substr($0, 2) + 0; next }
	/^\002$/ { complete = 1; next }
	{ sub(/\r$/, "") }
	$0 == "" { next }
	# Possessives are no crossword entries (ABILITYS): leave them out.
	/\047s$/ { next }
	!($0 in best) || level < best[$0] { best[$0] = level }
	END {
		if (!complete) {
			print "mkwords.sh: cannot read the SCOWL lists" >"/dev/stderr"
			exit 2
		}
		sort = "sort -t \";\" -k 1,1"
		for (w in best)
			printf "%s;%d\n", w, 100 - best[w] | sort
		if (close(sort) != 0)
			exit 2
	}'
