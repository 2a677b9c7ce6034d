#!/bin/sh
# See LICENSE file for copyright and license details.
# Print the default word list, built from the SCOWL lists of Debian's scowl
# package and the phrases of Debian's wordnet-base, to stdout: one
# `word;score` entry a line, sorted by word in byte order, UTF-8.
# Usage: mkwords.sh [scowl-dir [wordnet-dir]]
# An empty wordnet-dir (or WORDNET_DIR=) leaves the phrases out: the list
# as it was before them, for make bench to compare fills with.
#
# Words. The SCOWL categories english (common to every spelling) and
# american, all their sub-categories (words, upper, proper-names,
# abbreviations, contractions), size levels 10 to 70. Level 70 is SCOWL's
# "large" list, the size of the usual /usr/share/dict/words; 80 and 95 add
# obscure and dubious words that would only make fills worse. American
# spelling is the default because SCOWL keeps a single spelling of each word
# in a category (color, not colour; organize, not organise), so mixing two
# spellings would let a fill use both, and US publications set most of the
# puzzles these tools will fill. A British list is one `-w FILE` away.
# The variant_*, special-hacker and special-roman-numerals lists are left out,
# and so are possessives and words with a digit or of more than 21 letters
# (no grid is wider). Score = 100 - level, so the most common words (level 10) score 90 and the
# largest level taken (70) scores 30; a word found at several levels keeps
# its best score.
#
# Phrases. Real constructor lists are a third phrases (ICE CREAM, AT EASE),
# and SCOWL has none: they come from WordNet, whose index files (index.noun,
# .verb, .adj, .adv) and tag counts (cntlist.rev) name its collocations with
# underscores or hyphens (ice_cream, new_york, zero-sum_game). A lemma of
# two parts or more is a phrase; one with a digit (1st_class) or of more
# than 21 letters (no grid is wider) or fewer than 3 is left out. Its score:
#   - each part's SCOWL score (its best over spellings; a part like
#     "batter's" is looked up as "batter"); a phrase is no more common than
#     its rarest part, and a little less common than that part alone, so
#     the phrase starts from the lowest part's score less 20;
#   - WordNet's tag count (how often its senses were tagged in the Brown
#     corpus: cntlist.rev's third field, summed over its senses) adds 5 for
#     1, 10 for 2 to 9, 20 for 10 or more: a phrase people actually write;
#   - a phrase with a part SCOWL lacks scores 30 plus that bonus when it is
#     tagged, and is left out when not (mostly Latin names: genus_pavo);
#   - at most 90, and a phrase under 30 is left out: the rarest SCOWL words
#     score 30, and a phrase of two rare words is no entry to reach for.
# So ICE CREAM (ice 90, cream 80, tagged once) scores 65, HOT DOG 70,
# NEW YORK (tagged 62 times) 50, AT EASE 80. Phrases are written with
# spaces (ice cream;65); when a phrase and a word normalise alike (hot dog,
# hotdog) the tools keep the better score.
#
# Words and phrases stay as spelt (capitals, apostrophes, accents): the
# tools normalise. Same input files, same output bytes.
set -eu
LC_ALL=C
export LC_ALL

dir=${1:-${SCOWL_DIR:-/usr/share/dict/scowl}}
if [ $# -ge 2 ]; then
	wordnet=$2
else
	wordnet=${WORDNET_DIR-/usr/share/wordnet}
fi
maxlevel=70

if [ ! -r "$dir/english-words.10" ]; then
	echo "mkwords.sh: no SCOWL word lists in $dir;" \
	    "install the scowl package: ./bootstrap" >&2
	exit 2
fi
if [ -n "$wordnet" ] && [ ! -r "$wordnet/index.noun" ]; then
	echo "mkwords.sh: no WordNet index files in $wordnet;" \
	    "install the wordnet-base package: ./bootstrap" >&2
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
# A line of \001 and the level starts each SCOWL file, \003 the WordNet
# index files (a lemma first on each line not starting with a blank), \004
# cntlist.rev (sense key, sense number, tag count); no word holds a control
# character.
{
	for f in "$dir"/english-* "$dir"/american-*; do
		level=${f##*.}
		case $level in
		'' | *[!0-9]*) continue ;;
		esac
		[ "$level" -le "$maxlevel" ] || continue
		printf '\001%s\n' "$level"
		plain "$f"
	done
	if [ -n "$wordnet" ]; then
		printf '\003\n'
		for f in index.noun index.verb index.adj index.adv; do
			cat "$wordnet/$f"
		done
		printf '\004\n'
		cat "$wordnet/cntlist.rev"
	fi
	printf '\002\n'
} | awk '
	/^\001/ { part = 1; level = substr($0, 2) + 0; next }
	/^\003$/ { part = 3; next }
	/^\004$/ { part = 4; next }
	/^\002$/ { complete = 1; next }
	{ sub(/\r$/, "") }
	$0 == "" { next }
	part == 3 {
		if ($0 !~ /^ /)
			lemma[$1] = 1
		next
	}
	part == 4 {
		split($1, key, "%")
		lemma[key[1]] = 1
		tags[key[1]] += $3
		next
	}
	# Possessives are no crossword entries (ABILITYS): leave them out,
	# and words no grid can hold (a digit, over 21 letters).
	/\047s$/ || /[0-9]/ { next }
	{
		letters = $0
		gsub(/[^A-Za-z]/, "", letters)
		if (length(letters) > 21)
			next
	}
	!($0 in best) || level < best[$0] { best[$0] = level }
	# The score of a part of a phrase: the best of its spellings.
	{
		lc = tolower($0)
		if (!(lc in part_score) || 100 - level > part_score[lc])
			part_score[lc] = 100 - level
	}
	END {
		if (!complete) {
			print "mkwords.sh: cannot read the SCOWL lists" >"/dev/stderr"
			exit 2
		}
		sort = "sort -t \";\" -k 1,1"
		for (w in best)
			printf "%s;%d\n", w, 100 - best[w] | sort
		for (l in lemma) {
			if (l !~ /[_-]/ || l ~ /[0-9]/)
				continue
			letters = l
			gsub(/[^a-z]/, "", letters)
			if (length(letters) < 3 || length(letters) > 21)
				continue
			n = split(l, parts, /[_-]/)
			low = 100
			for (i = 1; i <= n; i++) {
				p = parts[i]
				sub(/\047s$/, "", p)
				gsub(/[^a-z]/, "", p)
				if (p == "")
					continue
				s = p in part_score ? part_score[p] : 0
				if (s < low)
					low = s
			}
			t = tags[l] + 0
			bonus = t >= 10 ? 20 : t >= 2 ? 10 : t >= 1 ? 5 : 0
			if (low == 0)
				score = t > 0 ? 30 + bonus : 0
			else
				score = low - 20 + bonus
			if (score > 90)
				score = 90
			if (score < 30)
				continue
			phrase = l
			gsub(/_/, " ", phrase)
			printf "%s;%d\n", phrase, score | sort
		}
		if (close(sort) != 0)
			exit 2
	}'
