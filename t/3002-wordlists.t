#!/bin/sh
# Word lists: every common format, stacks of -w lists, XW_WORDLIST, the
# cache of indexes, accent folding, scores and clues, and bad input.
. "$(dirname "$0")/lib.sh"

# is DESC STATUS OUT ERR CMD...: CMD, run in $tmp, exits with STATUS and
# prints exactly OUT on the standard output and ERR on the standard error
# (each compared without its last newline).
is() {
	desc=$1 want=$2 wout=$3 werr=$4
	shift 4
	got=0
	(cd "$tmp" && "$@") >"$tmp/out" 2>"$tmp/err" </dev/null || got=$?
	gout=$(cat "$tmp/out")
	gerr=$(cat "$tmp/err")
	if [ "$got" -eq "$want" ] && [ "$gout" = "$wout" ] &&
	    [ "$gerr" = "$werr" ]; then
		pass "$desc"
		return
	fi
	fail "$desc"
	[ "$got" -eq "$want" ] || echo "# exit status $got, expected $want"
	if [ "$gout" != "$wout" ]; then
		printf '%s\n' "$wout" >"$tmp/want"
		diff -u "$tmp/want" "$tmp/out" | diag_file /dev/stdin
	fi
	if [ "$gerr" != "$werr" ]; then
		printf '%s\n' "$werr" >"$tmp/want"
		diff -u "$tmp/want" "$tmp/err" | diag_file /dev/stdin
	fi
}

tab=$(printf '\t')
cr=$(printf '\r')
cache=$tmp/cache/xwtools

# Formats, told from the content.
printf 'apple;60\nhello, dolly;40\nplum;70;a fruit; sweet\n' >"$tmp/semi.txt"
is "word;score, a comma in a word, a clue holding the separator" 0 \
    "PLUM${tab}70${tab}a fruit; sweet
APPLE${tab}60
HELLODOLLY${tab}40" "" wordfind -v -w semi.txt '*'
printf 'apple,60\npear,45,a fruit\nfig\n' >"$tmp/comma.txt"
is "word,score told from the content, not APPLE60" 0 \
    "APPLE${tab}60
FIG${tab}50
PEAR${tab}45${tab}a fruit" "" wordfind -v -w comma.txt '*'
printf 'apple\t60\nnew york\t75\tbig apple\n' >"$tmp/tab.txt"
is "word<TAB>score, with a clue" 0 \
    "NEWYORK${tab}75${tab}big apple
APPLE${tab}60" "" wordfind -v -w tab.txt '*'
# A tab in a clue (a tab-separated list's may hold one) made -v's line
# four fields: it is a blank there, and "\t" with -j, as the messages
# show it.
printf 'fig\t60\tsmall fruit\tdried\nplum\t70\tstone fruit\n' >"$tmp/tabs.txt"
is "-v: a tab in a clue is a blank, the line three fields" 0 \
    "PLUM${tab}70${tab}stone fruit
FIG${tab}60${tab}small fruit dried
3 3
{\"word\":\"FIG\",\"score\":60,\"clue\":\"small fruit\\\\tdried\"}" "" \
    sh -c 'wordfind -v -w "$0" "*"; wordfind -v -w "$0" "*" |
    awk -F "\t" "{ printf \"%s%s\", s, NF; s = \" \" } END { print \"\" }"
    wordfind -j -w "$0" "f*" | jq -c ".words[0]"' "$tmp/tabs.txt"
printf 'apple 60\nice cream 65 a cold dessert\nkiwi\n' >"$tmp/blank.txt"
is "word score, a phrase, a clue after it, a bare word" 0 \
    "ICECREAM${tab}65${tab}a cold dessert
APPLE${tab}60
KIWI${tab}50" "" wordfind -v -w blank.txt '*'
printf '\357\273\277# my list\r\n  # indented comment\r\napple;60\r\n\r\nplum\r\n' \
    >"$tmp/bom.txt"
is "a BOM, CRLF and # comments" 0 "APPLE
PLUM" "" wordfind -w bom.txt '*'
# Decomposed (NFD) accents, as macOS writes them: e and U+0301 were two
# code points, the accent dropped as punctuation, CAFÉ listed as CAFE.
printf 'cafe\314\201;50\nnin\314\203o;60\n\320\225\314\210\320\273\320\272\320\260;40\n' \
    >"$tmp/nfd.txt"
is "decomposed accents join their letters, as the composed ones are" 0 \
    "CAFÉ
NIÑO
ЁЛКА" "" wordfind -a -w nfd.txt '*'
is "... so that both spellings are one word" 0 "CAFÉ${tab}70" "" \
    sh -c 'printf "caf\303\251;70\n" >nfc.txt &&
    wordfind -v -w nfd.txt -w nfc.txt "caf?"'
is "... and -f folds them away" 0 "CAFE" "" wordfind -f -w nfd.txt 'cafe'
is "a decomposed accent in a query joins its letter too" 0 \
    "CAFÉ
CAFE" "" sh -c 'q=$(printf "cafe\314\201"); wordfind -w nfd.txt "$q" &&
    wordfind -f -w nfd.txt "$q"'
# Under -f a decomposed Й, Ї, Ў or Ѓ (и and U+0306...) lost its mark, as
# a decomposed accent is folded away, though the composed Й stays a
# letter of its own: ЙОД was ИОД, and a folded index refused a Й seed.
printf '\320\270\314\206\320\276\320\264;50\n\321\226\314\210\320\266\320\260\320\272;50\n\321\203\314\206\321\201\320\265;40\n' \
    >"$tmp/nfdcyr.txt"
is "-f folds a decomposed Й, Ї, Ў as their composed forms" 0 "ЇЖАК
ЎСЕ
ЙОД" "" wordfind -f -a -w nfdcyr.txt '*'
is "... and a decomposed Й in a query, against either list" 0 "ЙОД
ЙОД" "" sh -c 'wordfind -f -w nfdcyr.txt "йод" &&
    printf "йод;50\n" >nfccyr.txt &&
    wordfind -f -w nfccyr.txt "$(printf "\320\270\314\206\320\276\320\264")"'
is "... and in a folded index, which takes a Й seed" 0 "ЙОД" "" \
    sh -c 'wordfind -B -f -w nfdcyr.txt -o nfdcyr.idx &&
    wordfind -w nfdcyr.idx "й??"'
# Ligatures (U+FB00 to U+FB06), as text copied from a typeset page has
# them: they were dropped as punctuation, ﬁne listed as NE.
printf '\357\254\201ne;55\nwa\357\254\204e;50\n\357\254\206ar;40\n' \
    >"$tmp/lig.txt"
is "a ligature in a list is its letters" 0 "FINE
STAR
WAFFLE" "" wordfind -a -w lig.txt '*'
is "... and in a query, with and without -f" 0 "FINE
WAFFLE" "" sh -c 'wordfind -w lig.txt "$(printf "\357\254\201ne")" &&
    wordfind -f -w lig.txt "$(printf "wa\357\254\204e")"'
is "a ligature in a set is refused" 2 "" \
    "wordfind: pattern 'wa[ﬄ]e', column 4: 'ﬄ' is several letters, which a set cannot hold" \
    wordfind -w lig.txt "$(printf 'wa[\357\254\204]e')"
# A mark right after a ligature joins its last letter, as after any
# letter (ﬁ and U+0301 are FÍ), and -f folds it away as it folds the
# others.
printf '\357\254\201\314\201n;50\n' >"$tmp/ligmark.txt"
is "a mark after a ligature joins its last letter, or is folded" 0 "FÍN
FIN
FÍN
FIN" "" sh -c 'wordfind -w ligmark.txt "*" && wordfind -f -w ligmark.txt "*" &&
    q=$(printf "\357\254\201\314\201n"); wordfind -w ligmark.txt "$q" &&
    wordfind -f -w ligmark.txt "$q"'
# Letters of scripts the lists cannot hold (Hebrew, CJK, Armenian,
# fullwidth forms) were dropped as punctuation: an entry of them alone
# had "no letter", and one with a Latin word too was listed as that word
# (café日本 as CAFÉ). It is skipped, the letter named, from a cached
# index too; punctuation, modifier letters (ʼ) and emoji are still
# passed over.
printf 'שלום;50\ncafé日本;50\nբարև;50\nO\312\274Neil;50\nsmile\360\237\230\200;50\n' \
    >"$tmp/script.txt"
script="wordfind: script.txt:1: warning: the entry has 'ש' (U+05E9), a letter word lists cannot hold (they hold Latin to U+024F and from U+1E00 to U+1EFF, Greek and Cyrillic)
wordfind: script.txt:2: warning: the entry has '日' (U+65E5), a letter word lists cannot hold (they hold Latin to U+024F and from U+1E00 to U+1EFF, Greek and Cyrillic)
wordfind: script.txt:3: warning: the entry has 'բ' (U+0562), a letter word lists cannot hold (they hold Latin to U+024F and from U+1E00 to U+1EFF, Greek and Cyrillic)
wordfind: script.txt: warning: skipped 3 malformed lines"
is "a letter of a script lists cannot hold is named" 0 "ONEIL
SMILE" "$script" wordfind -a -w script.txt '*'
is "... again from the cached index" 0 "ONEIL
SMILE" "$script" wordfind -a -w script.txt '*'
is "... and in a query" 2 "" \
    "wordfind: pattern 'բարև', column 1: 'բ' (U+0562) is a letter word lists cannot hold" \
    wordfind -w lig.txt 'բարև'
# Latin Extended Additional (U+1E00 to U+1EFF) was such a script: every
# Vietnamese entry was skipped, and ẞ with it. Its letters are taken,
# composed when written decomposed (ệ as e, U+0323, U+0302), small as
# capital, and folded with -f (Đ is D). ẞ is a letter of its own, as ß
# is (it has no capital of one letter), and both fold to SS.
printf 'tiếng;50\nvie\314\243\314\202t;60\nĐẠI;40\nSTRAẞE;30\nstraße;35\n' \
    >"$tmp/vi.txt"
is "Vietnamese and ẞ are letters of a list" 0 "STRAßE
STRAẞE
TIẾNG
VIỆT
ĐẠI" "" wordfind -a -w vi.txt '*'
is "... folded with -f, STRASSE once with the higher score" 0 \
    "$(printf 'DAI\t40\nSTRASSE\t35\nTIENG\t50\nVIET\t60')" "" \
    wordfind -a -v -f -w vi.txt '*'
is "... found by a pattern in small letters" 0 "TIẾNG" "" \
    wordfind -w vi.txt 'tiế?g'
# Windows' Vietnamese keyboard, and text from CP1258, write ệ, ậ, ặ and
# ộ as ê, â, ă or ô and then the tone mark U+0323 (dot below), which
# canonical order puts before the circumflex or breve: the dot was
# dropped (nê and U+0323 listed as NÊ, one word with nê), and a query so
# written was refused. Marks compose in any order, as in NFC: e, U+0302
# and U+0323 too.
printf 'n\303\252\314\243;50\nn\303\252;40\nng\303\242\314\243;45\nd\304\203\314\243t;35\nb\303\264\314\243;30\nvie\314\202\314\243t;60\n' \
    >"$tmp/vi1258.txt"
is "a tone mark after a circumflex or breve joins the letter" 0 \
    "$(printf 'BỘ\t30\nDẶT\t35\nNGẬ\t45\nNÊ\t40\nNỆ\t50\nVIỆT\t60')" "" \
    wordfind -a -v -w vi1258.txt '*'
is "... found by ệ, composed or written so" 0 "NỆ
NỆ
VIỆT" "" sh -c 'wordfind -w vi1258.txt nệ &&
    wordfind -w vi1258.txt "$(printf "n\303\252\314\243")" &&
    wordfind -w vi1258.txt "$(printf "vie\314\202\314\243?")"'
is "... and folded with -f, NE once with the higher score" 0 \
    "$(printf 'BO\t30\nDAT\t35\nNE\t50\nNGA\t45\nVIET\t60\nNE\t50')" "" \
    sh -c 'wordfind -a -v -f -w vi1258.txt "*" &&
    wordfind -v -f -w vi1258.txt "$(printf "n\303\252\314\243")"'
# A mark that composes no letter with the one before it was dropped:
# x and U+0301 was the word X, á and U+030A was Á (another word than ǻ),
# with no word of it, while a query so written was refused. The line is
# malformed, the mark named, folded or not, from a cached index too.
printf 'x\314\201;50\na\314\201\314\212;50\n\307\273;50\ncafe\314\201;40\n' \
    >"$tmp/mark.txt"
mark="wordfind: mark.txt:1: warning: the entry has U+0301, a combining mark that composes no letter with the one before it
wordfind: mark.txt:2: warning: the entry has U+030A, a combining mark that composes no letter with the one before it
wordfind: mark.txt: warning: skipped 2 malformed lines"
is "a mark that composes no letter makes a malformed line" 0 \
    "$(printf 'CAF\303\211\t40\n\307\272\t50')" "$mark" \
    wordfind -a -v -w mark.txt '*'
is "... again from the cached index" 0 \
    "$(printf 'CAF\303\211\t40\n\307\272\t50')" "$mark" \
    wordfind -a -v -w mark.txt '*'
is "... and folded with -f" 0 "$(printf 'A\t50\nCAFE\t40')" "$mark" \
    wordfind -a -v -f -w mark.txt '*'
is "... and named in a query" 2 "" \
    "wordfind: pattern '$(printf 'a\314\201\314\212')', column 2: U+030A is a combining mark that composes no letter with the one before it" \
    wordfind -w vi.txt "$(printf 'a\314\201\314\212')"
# A letter written decomposed counted as two columns in a message: e and
# U+0301 put '[' at column 3, where é puts it at 2; a text grid so too.
nfde=$(printf 'e\314\201')
is "a decomposed letter is one column of a pattern, as the composed one" 2 "" \
    "wordfind: pattern 'é[a', column 2: unbalanced '['
wordfind: pattern '$nfde[a', column 2: unbalanced '['
wordfind: pattern '$nfde%', column 2: unknown character
wordfind: pattern '$nfde%', column 2: unknown character" \
    sh -c 'wordfind -w vi.txt "é[a"; wordfind -w vi.txt "$(printf "e\314\201[a")"
    wordfind -w vi.txt "$(printf "e\314\201%%")"
    wordfind -f -w vi.txt "$(printf "e\314\201%%")"'
is "... and of a text grid" 2 "" \
    "gridfill: nfdgrid.txt:1:2: cell r1c2 holds 'Ω', which is not a letter of the word list" \
    sh -c 'printf "e\314\201\316\251.\n" >nfdgrid.txt &&
    printf "\303\251t\303\251;60\n" >ete.txt &&
    gridfill -w ete.txt nfdgrid.txt'
# ... but a stress mark on a Cyrillic vowel, which dictionaries print and
# spelling leaves out, is dropped, as it was.
printf '\320\274\320\276\320\273\320\276\320\272\320\276\314\201;60\n' >"$tmp/stress.txt"
is "a Cyrillic stress mark is left out" 0 \
    "$(printf '\320\234\320\236\320\233\320\236\320\232\320\236')" "" \
    wordfind -w stress.txt '*'
# A word copied from the same dictionary into a pattern was refused: its
# stress mark "composes no letter".
is "... and in a pattern too" 0 \
    "$(printf '\320\234\320\236\320\233\320\236\320\232\320\236')" "" \
    wordfind -w stress.txt "$(printf '\320\274\320\276\314\201\320\273\320\276\320\272\320\276\314\201')"
printf 'plum;70;a fruit\nfig;40\n' >"$tmp/clue.txt"
is "-j shows the clue of a word that has one" 0 \
    '{"query":"*","count":2,"words":[{"word":"PLUM","score":70,"clue":"a fruit"},{"word":"FIG","score":40}]}' \
    "" wordfind -j -w clue.txt '*'
is "-v on a crossing prints both scores" 0 "FIG 40 FIG 40" "" \
    wordfind -v -w clue.txt 'fig:2+?i?:2'

# Malformed lines: the first five named, then how many.
printf 'ok;50\nb;x\nc;101\n;50\nd\377;40\ne;-1\nf;abc\ng;1000\nfine;60\n' \
    >"$tmp/bad.txt"
malformed="wordfind: bad.txt:2: warning: the score is not a whole number from 0 to 100
wordfind: bad.txt:3: warning: the score is not a whole number from 0 to 100
wordfind: bad.txt:4: warning: the entry has no letter
wordfind: bad.txt:5: warning: not valid UTF-8
wordfind: bad.txt:6: warning: the score is not a whole number from 0 to 100
wordfind: bad.txt: warning: skipped 7 malformed lines, the first 5 named above
wordfind: bad.txt: warning: a list whose lines are not UTF-8 may be Latin-1 or Windows-1252 text: convert it with iconv -f windows-1252 -t utf-8"
is "the first five malformed lines are named, all are counted" 0 "FINE
OK" "$malformed" wordfind -w bad.txt '*'
is "a cached list names its malformed lines again" 0 "FINE
OK" "$malformed" wordfind -w bad.txt '*'
# A Latin-1 or Windows-1252 list (CrossFire, older Windows editors) lost
# every word with an accent, with no word of why.
printf 'stra\337e;80\ngr\366\337e;70\nhaus;60\n\374bel;40\n' >"$tmp/l1.txt"
is "a list that is not UTF-8 is said to be Latin-1, maybe, and how to convert it" 0 \
    "HAUS" "wordfind: l1.txt:1: warning: not valid UTF-8
wordfind: l1.txt:2: warning: not valid UTF-8
wordfind: l1.txt:4: warning: not valid UTF-8
wordfind: l1.txt: warning: skipped 3 malformed lines
wordfind: l1.txt: warning: a list whose lines are not UTF-8 may be Latin-1 or Windows-1252 text: convert it with iconv -f windows-1252 -t utf-8" \
    wordfind -w l1.txt '*'

# A byte that Windows-1252 leaves undefined (0x81) or a control character
# is no text of that code page either: the iconv line would fail halfway,
# leaving a list cut short (docs19 D5), so it is not given, from a cached
# index too.
printf 'cat;80\ncaf\201;70\n' >"$tmp/w81.txt"
w81="wordfind: w81.txt:2: warning: not valid UTF-8
wordfind: w81.txt: warning: skipped 1 malformed line"
is "a line no code page reads gets no iconv line" 0 "CAT" "$w81" \
    wordfind -w w81.txt 'ca?'
is "... again from the cached index" 0 "CAT" "$w81" \
    wordfind -w w81.txt 'ca?'
printf 'cafe;70\nd\001og\351;60\n' >"$tmp/wctl.txt"
is "... nor one with a control character" 0 "CAFE" "wordfind: wctl.txt:2: warning: not valid UTF-8
wordfind: wctl.txt: warning: skipped 1 malformed line" \
    wordfind -w wctl.txt 'caf?'
# After a UTF-8 byte order mark, the iconv the line gave kept the mark
# as "ï»¿", and Ï is a letter: the first word became ÏCAT, unsaid
# (docs17 F2). The line says to drop the mark first, from a cached
# index too (alone and in a stack), and what its commands make is read
# as meant.
printf '\357\273\277cat;80\ncaf\351;70\n' >"$tmp/bomwl.txt"
printf 'dog;60\n' >"$tmp/dog.txt"
bomwl="wordfind: bomwl.txt:2: warning: not valid UTF-8
wordfind: bomwl.txt: warning: skipped 1 malformed line
wordfind: bomwl.txt: warning: a list whose lines are not UTF-8 may be Latin-1 or Windows-1252 text after its UTF-8 byte order mark: drop the mark (its first 3 bytes, tail -c +4) and convert it with iconv -f windows-1252 -t utf-8"
is "a list after a BOM: the iconv line drops the mark" 0 "CAT" "$bomwl" \
    wordfind -w bomwl.txt '*'
is "... again from the cached index" 0 "CAT" "$bomwl" \
    wordfind -w bomwl.txt '*'
is "... in a stack" 0 "CAT
DOG" "$bomwl" wordfind -w bomwl.txt -w dog.txt '*'
is "... in a stack from the cached index" 0 "CAT
DOG" "$bomwl" wordfind -w bomwl.txt -w dog.txt '*'
follow_1252_hint "$tmp/err" "$tmp/bomwl.txt" >"$tmp/bomwl8.txt" ||
    fail "the line gives no iconv command"
is "... and done as it says, every word is read as it was meant" 0 \
    "CAT${tab}80
CAFÉ${tab}70" "" wordfind -v -w bomwl8.txt '*'

# Stacks.
printf 'apple;50\nplum;60;a fruit\npear;40\nfig;30\n' >"$tmp/big.txt"
printf 'plum;90\npear;0\nkiwi;55;from New Zealand\n' >"$tmp/mine.txt"
is "a later list overrides scores, adds words, and 0 removes one" 0 \
    "PLUM${tab}90${tab}a fruit
KIWI${tab}55${tab}from New Zealand
APPLE${tab}50
FIG${tab}30" "" wordfind -v -w big.txt -w mine.txt '*'
is "the order of the stack counts" 0 "PLUM${tab}60${tab}a fruit
KIWI${tab}55${tab}from New Zealand
APPLE${tab}50
PEAR${tab}40
FIG${tab}30" "" wordfind -v -w mine.txt -w big.txt '*'
is "XW_WORDLIST sets the default stack, empty parts ignored" 0 "PLUM
KIWI
APPLE
FIG" "" env XW_WORDLIST=big.txt::mine.txt: wordfind '*'
is "-w replaces XW_WORDLIST" 0 "PLUM
KIWI" "" env XW_WORDLIST=big.txt wordfind -w mine.txt '*'
is "an empty XW_WORDLIST is the default index" 0 "GNOME" "" \
    env XW_WORDLIST= wordfind -n 1 '?NO?E'
# A list the user typed nowhere: the message says where it came from,
# as ipuz-render's "(from PAPERSIZE)"; it once named the file alone.
cp t/data/fill-mini.txt "$tmp/mini.txt"
is "a list of XW_WORDLIST that cannot be opened is said to come from it" \
    2 "" "wordfind: cannot open 'nonexist' (from XW_WORDLIST): No such file or directory
gridfill: cannot open 'nonexist' (from XW_WORDLIST): No such file or directory" \
    sh -c 'XW_WORDLIST=nonexist wordfind cat;
    XW_WORDLIST=nonexist gridfill -q mini.txt'
is "... in a stack too, where it is left out" 0 "PLUM" \
    "wordfind: nonexist: warning: left out of the stack: cannot open 'nonexist' (from XW_WORDLIST): No such file or directory" \
    env XW_WORDLIST=big.txt:nonexist wordfind plum
is "... and -w's lists are the user's own, named as typed" 2 "" \
    "wordfind: cannot open 'nonexist': No such file or directory" \
    env XW_WORDLIST=nonexist wordfind -w nonexist cat
is "the default index of XW_DATADIR is said to come from it" 2 "" \
    "wordfind: cannot open '/nonexistent/words.idx' (from XW_DATADIR): No such file or directory
wordfind: cannot open '/nonexistent/words.txt' (from XW_DATADIR): No such file or directory" \
    sh -c 'XW_DATADIR=/nonexistent XW_WORDLIST= wordfind cat;
    XW_DATADIR=/nonexistent XW_WORDLIST= wordfind -B -o new.idx'
# -B indexed the default index, not its list, and refused to write it.
mkdir "$tmp/dd"
printf 'cat;80\ndog;70\n' >"$tmp/dd/words.txt"
wordfind -B -w "$tmp/dd/words.txt" -o "$tmp/dd/words.idx"
is "... and -B with one empty, or of colons, indexes words.txt" 0 \
    "CAT
CAT" "" sh -c 'XW_DATADIR=dd XW_WORDLIST= wordfind -B -o dd/words.idx &&
    XW_DATADIR=dd XW_WORDLIST=: wordfind -B -o dd/colon.idx &&
    wordfind -w dd/words.idx cat && wordfind -w dd/colon.idx cat'
is "a list on the standard input, in a stack" 0 "PLUM
KIWI
APPLE
FIG" "" sh -c 'wordfind -w big.txt -w - "*" <mine.txt'
is "the standard input cannot be both the list and the queries" 2 "" \
    "wordfind: standard input cannot be both a word list (-w -) and the queries" \
    wordfind -w -
# /dev/stdin took the list whole and left no query, unsaid (exit 1).
is "... nor by another name" 2 "" \
    "wordfind: standard input cannot be both a word list (-w /dev/stdin) and the queries" \
    sh -c 'wordfind -w /dev/stdin <mine.txt'
is "... nor from XW_WORDLIST" 2 "" \
    "wordfind: standard input cannot be both a word list (XW_WORDLIST -) and the queries" \
    sh -c 'XW_WORDLIST=big.txt:- wordfind <mine.txt'
is "... which may name it when the queries are operands" 0 "KIWI" "" \
    sh -c 'XW_WORDLIST=/dev/stdin wordfind kiwi <mine.txt'
# pear;0 takes PEAR out of big.txt's words: a correction, which the
# index makes, unsaid (a list of one's own is warned, in t/3000).
is "-B indexes a stack into one file" 0 "" "" \
    wordfind -B -w big.txt -w mine.txt -o stack.idx
is "an index in a stack, under a list" 0 "PLUM${tab}90${tab}a fruit
KIWI${tab}55${tab}from New Zealand
APPLE${tab}50
FIG${tab}10" "" sh -c 'printf "fig;10\n" >low.txt &&
    wordfind -v -w stack.idx -w low.txt "*"'

# The cache.
rm -rf "$tmp/cache"
is "a stack is indexed into the cache" 0 "PLUM
KIWI" "" wordfind -w big.txt -w mine.txt '????'
n=$(ls "$cache" | wc -l)
if [ "$n" -eq 1 ]; then
	pass "one index in the cache"
else
	fail "one index in the cache"
	echo "# $n files in $cache"
fi
cp "$cache"/*.idx "$tmp/before.idx"
is "the second run opens it" 0 "PLUM
KIWI" "" wordfind -w big.txt -w mine.txt '????'
printf 'plum;90\npear;0\nkiwi;55;from New Zealand\nlime;99\n' >"$tmp/mine.txt"
is "an edited list is indexed again, never an error" 0 "LIME
PLUM
KIWI" "" wordfind -w big.txt -w mine.txt '????'
n=$(ls "$cache" | wc -l)
if [ "$n" -eq 1 ] && ! cmp -s "$cache"/*.idx "$tmp/before.idx"; then
	pass "the edit replaced the cached index"
else
	fail "the edit replaced the cached index"
	echo "# $n files in $cache"
fi
# Same size, same modification time: the change time and the checksum
# still tell.
touch -r "$tmp/mine.txt" "$tmp/stamp"
printf 'plum;90\npear;0\nkiwi;55;from New Zealand\nlime;11\n' >"$tmp/mine.txt"
touch -r "$tmp/stamp" "$tmp/mine.txt"
is "an edit that keeps the size and the time is seen" 0 "PLUM
KIWI
LIME" "" wordfind -w big.txt -w mine.txt '????'
touch "$tmp/mine.txt"
is "a list touched but not changed keeps its index" 0 "PLUM
KIWI
LIME" "" wordfind -w big.txt -w mine.txt '????'
rm "$tmp/mine.txt"
# A cached index records the revision of the list reader that built it:
# one from an older build (0 there) may hold words this build reads
# otherwise, and is built again. Its clue is altered here to tell.
printf 'plum;70;a fruit\n' >"$tmp/rev.txt"
rm -rf "$tmp/cache"
(cd "$tmp" && wordfind -w rev.txt plum) >/dev/null
perl -0777 -pi -e 's/a fruit/a fraud/' "$cache"/*.idx
is "a cached index of this reader is used as it is" 0 \
    "PLUM${tab}70${tab}a fraud" "" wordfind -v -w rev.txt plum
perl -0777 -pi -e 'substr($_, 129, 1) = "\0"' "$cache"/*.idx
is "one from an older reader is built again, never an error" 0 \
    "PLUM${tab}70${tab}a fruit" "" wordfind -v -w rev.txt plum
# One cached by revision 6, before a puzzle given as a list was refused,
# holds the puzzle's keys as words: it is judged again, not used, as the
# refusal is as much the reader's as the words are (regress19 F3). The
# cache of a list is made here what revision 6 wrote of mini-5x5.ipuz:
# its record of the list given the checksum of the puzzle's bytes
# (FNV-1a from XW_SRCHASH_BASIS, in 32-bit halves), revision 6.
rm -rf "$tmp/cache"
printf 'clues\n' >"$tmp/stale.ipuz"
(cd "$tmp" && wordfind -w stale.ipuz clues) >/dev/null
cp examples/mini-5x5.ipuz "$tmp/stale.ipuz"
PUZ=$tmp/stale.ipuz perl -0777 -pi -e '
	open(my $f, "<", $ENV{PUZ}) or die; binmode $f; local $/;
	my ($hi, $lo) = (0x14650fb0, 0x739d0383);	# XW_SRCHASH_BASIS
	for my $c (unpack "C*", <$f>) {
		$lo ^= $c;
		my $l = $lo * 0x1b3;
		$hi = ($hi * 0x1b3 + ($l >> 32) + (($lo << 8) & 0xffffffff)) &
		    0xffffffff;
		$lo = $l & 0xffffffff;
	}
	my $sum = pack("VV", $lo, $hi);
	substr($_, unpack("Q<", substr($_, 144, 8)), 8) = $sum;
	substr($_, 129, 1) = "\6";' \
    "$cache"/*.idx
is "a puzzle cached as a list by revision 6 is refused, not read" 2 "" \
    "wordfind: stale.ipuz: neither a word list nor an index: an ipuz document; a list has one word a line (word;score)" \
    wordfind -w stale.ipuz clues
# A stack's index of layout version 2 records its lists in fewer bytes
# than version 3 does. t/data/stack-v2.idx is one, the cache of
# "wordfind -w a.txt -w b.txt" (CAT, DOG) made by that build (4144b1d^):
# given by its path it is refused as of its version, not as corrupt,
# and the way out is its lists: "rebuild it with wordfind -B" sent the
# user to a command that refused the same file (regress16 R16-4).
cp t/data/stack-v2.idx "$tmp/stack-v2.idx"
release=$(wordfind --version | cut -d' ' -f2)
stackv2="index version 2, xwtools $release reads version 3: it indexes a stack of lists: give the lists with -w, or rebuild it from them with wordfind -B -w list -w list -o index"
is "a stack's index of version 2 is refused as older, not corrupt" 2 "" \
    "wordfind: stack-v2.idx: $stackv2" wordfind -w stack-v2.idx '???'
is "... by gridfill too" 2 "" \
    "gridfill: stack-v2.idx: $stackv2" gridfill -w stack-v2.idx mini.txt
is "... and by wordfind -B, which the message does not send it to" 2 "" \
    "wordfind: stack-v2.idx: $stackv2" \
    wordfind -B -w stack-v2.idx -o rebuilt.idx
if [ ! -e "$tmp/rebuilt.idx" ]; then
	pass "... and writes nothing"
else
	fail "... and writes nothing"
fi
printf 'cat;50\n' >"$tmp/a.txt"
printf 'dog;50\n' >"$tmp/b.txt"
(cd "$tmp" && wordfind -B -w a.txt -w b.txt -o rebuilt.idx)
is "the way it gives works" 0 "CAT
DOG" "" wordfind -a -w rebuilt.idx '???'
# Without lists, version 2 is version 3's layout: still read.
(cd "$tmp" && wordfind -B -w rev.txt -o nolists.idx)
printf '\002' | dd of="$tmp/nolists.idx" bs=1 seek=8 conv=notrunc 2>/dev/null
is "an index of version 2 without lists is read as it was" 0 \
    "PLUM${tab}70${tab}a fruit" "" wordfind -v -w nolists.idx plum
# A record of version 3 spoilt is still corrupt: a path length past the
# end of the file.
rm -rf "$tmp/cache"
(cd "$tmp" && wordfind -w rev.txt -w low.txt plum) >/dev/null
cp "$cache"/*.idx "$tmp/spoilt.idx"
off=$(od -An -tu8 -j144 -N8 "$tmp/spoilt.idx" | tr -d ' ')
printf '\377\377\000\000' |
    dd of="$tmp/spoilt.idx" bs=1 seek=$((off + 60)) conv=notrunc 2>/dev/null
is "a stack's index of version 3 with a spoilt record is corrupt" 2 "" \
    "wordfind: spoilt.idx: corrupt word-list index" \
    wordfind -w spoilt.idx plum
# One of version 2 in the cache is built again, quietly.
printf '\002' | dd of="$(ls "$cache"/*.idx)" bs=1 seek=8 conv=notrunc \
    2>/dev/null
is "a stack cached at version 2 is built again, never an error" 0 \
    "PLUM" "" wordfind -w rev.txt -w low.txt plum
if [ "$(od -An -tu1 -j8 -N1 "$cache"/*.idx | tr -d ' ')" = 3 ]; then
	pass "... at version 3"
else
	fail "... at version 3"
fi
is "a list that vanished is left out with a warning" 0 "PLUM
PEAR" "wordfind: mine.txt: warning: left out of the stack: cannot open 'mine.txt': No such file or directory" \
    wordfind -w big.txt -w mine.txt '????'
is "a lone list that vanished is trouble" 2 "" \
    "wordfind: cannot open 'mine.txt': No such file or directory" \
    wordfind -w mine.txt '????'
is "nothing usable left is trouble" 2 "" \
    "wordfind: mine.txt: warning: left out of the stack: cannot open 'mine.txt': No such file or directory
wordfind: gone.txt: warning: left out of the stack: cannot open 'gone.txt': No such file or directory
wordfind: none of the 2 word lists could be read" \
    wordfind -w mine.txt -w gone.txt '????'
: >"$tmp/file"
is "an unwritable cache: a warning, and the list indexed in memory" 0 \
    "PLUM
PEAR" "wordfind: warning: cannot cache the index (cannot create '$tmp/file/xwtools': Not a directory); the lists are indexed in memory on every run" \
    env XDG_CACHE_HOME="$tmp/file" wordfind -w big.txt '????'
is "no HOME and no XDG_CACHE_HOME: in memory, quietly" 0 "PLUM
PEAR" "" env -u XDG_CACHE_HOME -u HOME wordfind -w big.txt '????'
# The cache folder and its parent are made, nothing above: a HOME that
# is not there (a service's /nonexistent) was made, with its parents.
is "a HOME that is not there is not made" 0 "PLUM
PEAR
no home" "wordfind: warning: cannot cache the index (cannot create '$tmp/nohome/deep/.cache/xwtools': No such file or directory); the lists are indexed in memory on every run" \
    sh -c 'env -u XDG_CACHE_HOME HOME="$0/nohome/deep" wordfind -w big.txt "????" &&
    { [ -e "$0/nohome" ] && echo made || echo no home; }' "$tmp"
mkdir "$tmp/home"
is "... and in one that is, .cache/xwtools is made, private" 0 "2
drwx------ drwx------" "" \
    sh -c 'env -u XDG_CACHE_HOME HOME="$0/home" wordfind -c -w big.txt "????" &&
    ls -ld "$0/home/.cache" "$0/home/.cache/xwtools" | cut -c1-10 |
    paste -sd " " -' "$tmp"

# A list that is no file (a pipe, /dev/stdin, a FIFO) is read once,
# whole, as -w - is. Each was opened to see whether it was an index,
# which took its first 160 bytes (17 words of these 100) or, for a FIFO,
# threw the writer's data away and waited for ever for another; and it
# was cached under its path, which holds something else the next time.
awk 'BEGIN { for (i = 0; i < 100; i++)
    printf "word%c%c;50\n", 97 + int(i / 26), 97 + i % 26 }' >"$tmp/100.txt"
rm -rf "$tmp/cache"
is "a list on a pipe is read whole" 0 "100" "" \
    sh -c 'cat 100.txt | wordfind -c -w /dev/stdin "*"'
is "... and is not cached: another list on it is read" 0 "99" "" \
    sh -c 'sed 1d 100.txt | wordfind -c -w /dev/stdin "*"'
is "... nor anything of it" 0 "" "" test ! -e cache
is "... its malformed lines counted from the first" 0 "OK" \
    "wordfind: /dev/stdin:2: warning: the score is not a whole number from 0 to 100
wordfind: /dev/stdin: warning: skipped 1 malformed line" \
    sh -c 'printf "ok;50\nb;x\n" | wordfind -w /dev/stdin "*"'
is "-B indexes a list on a pipe whole" 0 "100" "" \
    sh -c 'cat 100.txt | wordfind -B -w /dev/stdin -o pipe.idx &&
    wordfind -c -w pipe.idx "*"'
mkfifo "$tmp/fifo"
is "a FIFO is read whole, and does not hang" 0 "100" "" \
    sh -c '{ cat 100.txt >fifo & } && timeout 10 wordfind -c -w fifo "*"'
is "... in a stack too" 0 "104" "" \
    sh -c '{ cat 100.txt >fifo & } &&
    timeout 10 wordfind -c -w big.txt -w fifo "*"'

# Bad input.
{
	printf 'XWINDEX\0'
	i=0
	while [ $i -lt 64 ]; do
		printf '\001\377\000\200junk'
		i=$((i + 1))
	done
} >"$tmp/magic.bin"
printf 'ab\000cd\377\376\n' >"$tmp/junk.bin"
is "binary junk is trouble" 2 "" \
    "wordfind: junk.bin: neither a word list nor an index: binary data" \
    wordfind -w junk.bin '?'
is "junk with an index's magic is trouble" 2 "" \
    "wordfind: magic.bin: index version 2147548929, xwtools $release reads version 3: rebuild it with wordfind -B" \
    wordfind -w magic.bin '?'
is "binary junk in a stack is left out" 0 "PLUM" \
    "wordfind: junk.bin: warning: left out of the stack: neither a word list nor an index: binary data" \
    wordfind -w big.txt -w junk.bin 'plum'
# A list Notepad saved as "Unicode" (UTF-16 with its byte order mark)
# is named, with the iconv line that makes it a list: it was "binary
# data", no way forward.
u16="neither a word list nor an index: UTF-16LE text (a byte order mark FF FE): convert it with iconv -f utf-16 -t utf-8"
printf '\377\376p\000l\000u\000m\000;\0007\0000\000\r\000\n\000' >"$tmp/u16.txt"
printf '\376\377\000p\000l\000u\000m' >"$tmp/u16be.txt"
is "a UTF-16 list is named, with the iconv line" 2 "" \
    "wordfind: u16.txt: $u16" wordfind -w u16.txt '?'
is "... big-endian too" 2 "" \
    "wordfind: u16be.txt: neither a word list nor an index: UTF-16BE text (a byte order mark FE FF): convert it with iconv -f utf-16 -t utf-8" \
    wordfind -w u16be.txt '?'
is "... in a stack, left out with it" 0 "PLUM" \
    "wordfind: u16.txt: warning: left out of the stack: $u16" \
    wordfind -w big.txt -w u16.txt 'plum'
is "... and by -B" 2 "" "wordfind: u16.txt: $u16" \
    wordfind -B -w u16.txt -o u16.idx
is "... and by gridfill" 2 "" "gridfill: u16.txt: $u16" \
    sh -c 'printf "P...\n" | gridfill -q -w u16.txt'
is "... converted as it says, it is a list" 0 "PLUM" "" \
    sh -c 'iconv -f utf-16 -t utf-8 u16.txt >u8.txt && wordfind -w u8.txt plum'
# A puzzle given as a list (-w a.ipuz) was read as one: its JSON keys,
# XML tags or grid rows were words, CLUES found, exit 0, and gridfill
# filled with them (regress18 O1). A puzzle, XML or a zip is refused by
# what its bytes hold, whatever its name says, by every list reader.
nl() { printf 'neither a word list nor an index: %s; a list has one word a line (word;score)' "$1"; }
cp examples/mini-5x5.ipuz "$tmp/mini.ipuz"
cp examples/mini-5x5.ipuz "$tmp/ipuz.puz"
ipuz-convert -q -o "$tmp/mini.puz" examples/mini-5x5.ipuz
ipuz-convert -q -o "$tmp/mini.jpz" examples/mini-5x5.ipuz
ipuz-convert -q -o "$tmp/mini.xd" examples/mini-5x5.ipuz
(cd "$tmp" && zip -q mini.zip mini.jpz)
cp t/data/acrosstext-v2.txt t/data/kingfeatures.txt t/data/uclick-fcx.xml \
    t/data/keesing.xml t/data/pzzl.txt t/data/brainsonly.txt "$tmp"
is "an ipuz puzzle is no word list" 2 "" \
    "wordfind: mini.ipuz: $(nl "an ipuz document")" \
    wordfind -w mini.ipuz '?????'
is "... nor is one named .puz: its bytes say" 2 "" \
    "wordfind: ipuz.puz: $(nl "an ipuz document")" \
    wordfind -w ipuz.puz '?????'
is "a .puz puzzle is no word list (it was binary data)" 2 "" \
    "wordfind: mini.puz: $(nl "a .puz puzzle")" \
    wordfind -w mini.puz '?????'
is "a .jpz puzzle, XML, is no word list" 2 "" \
    "wordfind: mini.jpz: $(nl "XML")" wordfind -w mini.jpz '?????'
is "a zip archive is no word list" 2 "" \
    "wordfind: mini.zip: $(nl "a zip archive")" wordfind -w mini.zip '?????'
is "an .xd puzzle is no word list (its grid rows were words)" 2 "" \
    "wordfind: mini.xd: $(nl "an .xd puzzle")" wordfind -w mini.xd '?????'
is "Across Lite text is no word list" 2 "" \
    "wordfind: acrosstext-v2.txt: $(nl "Across Lite text")" \
    wordfind -w acrosstext-v2.txt '?'
is "King Features text is no word list" 2 "" \
    "wordfind: kingfeatures.txt: $(nl "King Features text")" \
    wordfind -w kingfeatures.txt '?'
is "uclick XML is no word list" 2 "" \
    "wordfind: uclick-fcx.xml: $(nl "uclick XML")" \
    wordfind -w uclick-fcx.xml '?'
is "Keesing XML is no word list" 2 "" \
    "wordfind: keesing.xml: $(nl "Keesing XML")" wordfind -w keesing.xml '?'
is "pzzl text is no word list" 2 "" \
    "wordfind: pzzl.txt: $(nl "pzzl text")" wordfind -w pzzl.txt '?'
is "brainsonly text is no word list" 2 "" \
    "wordfind: brainsonly.txt: $(nl "brainsonly text")" \
    wordfind -w brainsonly.txt '?'
is "... on standard input" 2 "" \
    "wordfind: <stdin>: $(nl "an ipuz document")" \
    sh -c 'wordfind -w - "?????" <mini.ipuz'
is "... by -B, nothing written" 2 "" \
    "wordfind: mini.ipuz: $(nl "an ipuz document")" \
    sh -c 'wordfind -B -w mini.ipuz -o mini.idx; s=$?; test ! -e mini.idx && exit $s'
is "... by gridfill" 2 "" \
    "gridfill: mini.ipuz: $(nl "an ipuz document")" \
    sh -c 'printf "P...\n" | gridfill -q -w mini.ipuz'
is "... by ipuz-check, before any puzzle is checked" 2 "" \
    "ipuz-check: mini.ipuz: $(nl "an ipuz document")" \
    ipuz-check -w mini.ipuz mini.ipuz
is "... in a stack, left out with it" 0 "PLUM" \
    "wordfind: mini.xd: warning: left out of the stack: $(nl "an .xd puzzle")" \
    wordfind -w big.txt -w mini.xd 'plum'
# Lists that are near one of those are lists: a first line that is a
# word or "Key: value" (an .xd's shape, but no .xd its reader reads), a
# byte order mark, CR LF, tabs, comments, scores, phrases, one word; an
# empty list is refused as before, and an index is read.
printf '\357\273\277# fruit\r\napple;60\r\nnew york\t75\r\n<3;40\r\n' >"$tmp/near1.txt"
is "a list with a mark, CR LF, a comment, a tab, a phrase and <3" 0 \
    "NEWYORK${tab}75
APPLE${tab}60
3${tab}40" "" wordfind -v -w near1.txt '*'
printf 'Title: fruit\n\n\napple\npear;60\n' >"$tmp/near2.txt"
is "a list opening Key: value, then two blank lines" 0 "PEAR
APPLE
TITLEFRUIT" "" wordfind -w near2.txt '*'
# A list of words of one length after "Key: value" lines and two blank
# lines is an .xd's shape, and its reader reads the words as a grid: it
# was refused as an .xd puzzle (review19 F6). An .xd is plainly one by
# its clue lines or a ## header; one of the old form with clues is
# still refused, as the ## form (mini.xd) is.
printf 'Source: my list\nLicence: CC0\n\n\napple\nberry\nmango\n' >"$tmp/x4.txt"
is "a list of one length after Key: value lines and two blank lines" 0 \
    "APPLE" "" wordfind -w x4.txt 'a????'
printf 'Title: Mini\n\n\nCAT\nARE\nBED\n\n\nA1. Pet ~ CAT\nA4. Exist ~ ARE\nA5. Bunk ~ BED\n\nD1. Taxi ~ CAB\nD2. Unit ~ ARE\nD3. Talk ~ TED\n' \
    >"$tmp/old.xd"
is "an .xd of the old form, clue lines after its grid, is no word list" 2 \
    "" "wordfind: old.xd: $(nl "an .xd puzzle")" wordfind -w old.xd '???'
printf '## Metadata\n\nTitle: Mini\n\n## Grid\n\nCAT\nARE\nBED\n' >"$tmp/head.xd"
is "... nor is one with a ## header and no clue" 2 \
    "" "wordfind: head.xd: $(nl "an .xd puzzle")" wordfind -w head.xd '???'
printf 'plum\n' >"$tmp/one.txt"
is "a list of one word" 0 "PLUM" "" wordfind -w one.txt '*'
# A first line that opens with '<' made a list "XML", and one with '{'
# and a quote "an ipuz document": the first entries of NLP vocabularies
# (</s>, <unk>, <s>), a heart, a tag or a brace were refused by every
# list reader and left out of a stack (regress19 F1). XML is plainly XML
# by its declaration or doctype, or when it is all one element whose
# tags close; JSON when it parses as one object; Across Lite text by its
# header.
printf '</s>\nthe\nof\nand\ncat\ndog\n' >"$tmp/vocab.txt"
printf '<unk>\n<s>\n</s>\ncat\ndog;40\n' >"$tmp/unk.txt"
printf '<3\nlove\ncat\n' >"$tmp/emo.txt"
printf '<title>\n<b>cat</b>\n' >"$tmp/tags.txt"
printf '<TITLE>\ncat\n' >"$tmp/across-tag.txt"
printf '{"a":1}\ncat\n' >"$tmp/brace.txt"
printf 'ipuzzle\ncat\n(x)\n' >"$tmp/jsonp.txt"
is "a list opening </s> is read" 0 "AND
CAT
DOG
THE" "" wordfind -w vocab.txt '???'
is "... <unk>, <s>" 0 "CAT
UNK
DOG" "" wordfind -w unk.txt '???'
is "... <3" 0 "CAT" "" wordfind -w emo.txt '???'
is "... <title> and a tag that closes" 0 "BCATB
TITLE" "" wordfind -w tags.txt '*'
is "... <TITLE>, a tag of Across Lite text without its header" 0 \
    "CAT
TITLE" "" wordfind -w across-tag.txt '*'
is "... {\"a\":1}, JSON with a list after it" 0 "A1
CAT" "" wordfind -w brace.txt '*'
is "... ipuzzle, with a '(' further on" 0 "CAT
IPUZZLE
X" "" wordfind -w jsonp.txt '*'
is "... in a stack, not left out" 0 "AND
CAT
DOG
THE" "" wordfind -w one.txt -w vocab.txt '???'
is "... by -B" 0 "CAT" "" \
    sh -c 'wordfind -B -w unk.txt -o unk.idx && wordfind -w unk.idx cat'
printf '</s>\ncat\n' >"$tmp/cat.txt"
is "... by gridfill" 0 "CAT" "" \
    sh -c 'printf "...\n" | gridfill -q -w cat.txt | ipuz-convert -t grid'
printf '<unk>\ndark\nmovie\nozone\nreign\nends\ndozen\navoid\nrings\nkeen\nmore\n' \
    >"$tmp/mini-words.txt"
is "... by ipuz-check -w, which finds every entry in it" 0 "" "" \
    ipuz-check -q -w mini-words.txt mini.ipuz
# XML without its declaration is still XML when it is one element.
sed 1d "$tmp/mini.jpz" >"$tmp/bare.jpz"
printf '<!DOCTYPE puzzle>\n<x>\n' >"$tmp/doctype.xml"
printf '<?xml version="1.0"?>\n<crossword>\n' >"$tmp/cut.xml"
printf '<a b="1"/>\n<!-- end -->\n' >"$tmp/empty.xml"
is "a .jpz without its declaration is XML still" 2 "" \
    "wordfind: bare.jpz: $(nl "XML")" wordfind -w bare.jpz '?????'
is "... and a doctype, or a declaration, makes XML of the rest" 2 "" \
    "wordfind: doctype.xml: $(nl "XML")" wordfind -w doctype.xml '?'
is "... cut short" 2 "" "wordfind: cut.xml: $(nl "XML")" \
    wordfind -w cut.xml '?'
is "... as does one empty element" 2 "" \
    "wordfind: empty.xml: $(nl "XML")" wordfind -w empty.xml '?'
: >"$tmp/empty.txt"
is "an empty list, as before" 2 "" "wordfind: empty.txt: the word list is empty" \
    wordfind -w empty.txt '*'
is "an index of a list" 0 "PLUM" "" \
    sh -c 'wordfind -B -w one.txt -o one.idx && wordfind -w one.idx "*"'
{
	echo apple
	awk 'BEGIN { for (i = 0; i < 100000; i++) printf "x"; print "" }'
	echo plum
} >"$tmp/long.txt"
is "a line of 100,000 letters is named, the rest kept" 0 "APPLE
PLUM" "wordfind: long.txt:2: warning: the entry has more than 255 letters
wordfind: long.txt: warning: skipped 1 malformed line" \
    wordfind -a -w long.txt '*'
# The bound is 255 letters: one of 255 is a word, one of 256 is not.
awk 'BEGIN { for (i = 0; i < 255; i++) printf "a"; print ";50";
    for (i = 0; i < 256; i++) printf "b"; print ";50"; print "ok;50" }' \
    >"$tmp/bound.txt"
is "an entry of 255 letters is kept, one of 256 named and skipped" 0 "2" \
    "wordfind: bound.txt:2: warning: the entry has more than 255 letters
wordfind: bound.txt: warning: skipped 1 malformed line" \
    wordfind -c -w bound.txt '*'
# A word listed again keeps the higher score and that line's clue; at
# the same score the first line's clue; a lower line's clue only when it
# had none.
printf 'cat;50;first clue\ncat;50;second clue\ndog;40\ndog;30;late clue\n' \
    >"$tmp/twice.txt"
is "a word listed twice keeps the first clue, or the only one" 0 \
    "$(printf 'CAT\t50\tfirst clue\nDOG\t40\tlate clue')" "" \
    wordfind -v -w twice.txt '???'
# Comma-separated only when MORE lines have a number after a comma:
# with as many of each, "apple,50" is a word of its own (its digits
# letters), scored 50 as a bare word is, and said.
printf 'apple,50\nplum 60\n' >"$tmp/tie.txt"
is "a list with as many comma as blank scores is not comma-separated" 0 \
    "$(printf 'APPLE50\t50\nPLUM\t60')" \
    "wordfind: tie.txt:1: warning: 'apple,50' read as the word APPLE50 with no score: the list's lines use blanks" \
    wordfind -a -v -w tie.txt '*'
# '#' is a consonant: a digit, a letter of a list, is neither.
printf 'a1b;50\nacb;40\n' >"$tmp/digit.txt"
is "a digit is no consonant" 0 "ACB" "" wordfind -w digit.txt 'a#b'
# Two million entries: every five-letter word of the letters a-z that
# starts with a to d, and more.
awk 'BEGIN {
	for (i = 0; i < 2000000; i++) {
		w = ""
		n = i
		for (k = 0; k < 5; k++) {
			w = w sprintf("%c", 97 + n % 26)
			n = int(n / 26)
		}
		print w ";" (i % 100) + 1
	}
}' >"$tmp/2m.txt"
is "a list of two million lines" 0 "2000000" "" \
    wordfind -c -w 2m.txt '?????'
is "... and its cached index" 0 "2000000" "" \
    wordfind -c -w 2m.txt '?????'

# An index over 64 MiB, as -B makes one (up to 1 GiB), was read whole
# in a stack through the limit of a list: left out with a warning, and
# refused by -f and -B. 37,000 words of 200 letters of 57 make 74 MB.
awk 'BEGIN { srand(1); for (c = 97; c <= 122; c++) L[n++] = sprintf("%c", c)
    for (c = 160; c <= 190; c++) L[n++] = sprintf("\303%c", c)
    for (i = 0; i < 37000; i++) { w = ""
    for (k = 0; k < 200; k++) w = w L[int(rand() * n)]; print w ";50" } }' \
    >"$tmp/huge.txt"
wordfind -B -w "$tmp/huge.txt" -o "$tmp/huge.idx"
rm "$tmp/huge.txt"
printf 'gnu;50\n' >"$tmp/gnu.txt"
is "an index over 64 MiB stacks, folds and is built again" 0 "37000
37001
37000
37000" "" sh -c 'test "$(wc -c <huge.idx)" -gt 67108864 &&
    wordfind -c -w huge.idx "*" && wordfind -c -w huge.idx -w gnu.txt "*" &&
    wordfind -f -c -w huge.idx "*" && wordfind -B -w huge.idx -o huge2.idx &&
    wordfind -c -w huge2.idx "*"'
rm -f "$tmp/huge.idx" "$tmp/huge2.idx"
rm -f "$tmp/huge.idx"
rm -rf "$tmp/cache"

# Folding accents.
printf 'caf\303\251;70\nna\303\257ve\n\303\261and\303\272;80\n' >"$tmp/acc.txt"
is "without -f, an accent is a letter of its own" 1 "" "" \
    wordfind -w acc.txt cafe
is "-f: CAFE matches CAFÉ, in the query and the list" 0 "cafe${tab}CAFE
café${tab}CAFE
nandu${tab}NANDU
na?ve${tab}NAIVE" "" wordfind -f -w acc.txt cafe café nandu 'na?ve'
printf '\316\254\316\273\317\203\316\277\317\202\n\320\201\320\273\320\272\320\260\n' \
    >"$tmp/el-ru.txt"
is "-f folds Greek tonos and Cyrillic Ё" 0 \
    "$(printf '?????\t\316\221\316\233\316\243\316\237\316\243\n????\t\320\225\320\233\320\232\320\220')" \
    "" wordfind -f -w el-ru.txt '?????' '????'
# Ǽ and Ǿ are Æ and Ø with an acute: they were left as they were.
printf 's\307\277;50\n\307\275ble;50\n' >"$tmp/da.txt"
is "-f folds Ǽ to AE and Ǿ to O, as Æ and Ø" 0 "AEBLE
SO" "" wordfind -f -w da.txt '*'
# Small letters whose capitals xw_toupper did not know (Vietnamese ơ,
# Hausa ƙ, the digraph ǉ) were two words with their capitals'.
printf 'ph\306\241;50\nPH\306\240;40\n\306\231asa;50\n\307\211ubav;50\n' \
    >"$tmp/vi.txt"
is "case is folded in Latin Extended-B too" 0 \
    "$(printf 'PH\306\240\t50\n\306\230ASA\t50\n\307\207UBAV\t50')" \
    "" wordfind -v -w vi.txt '*'
# ΐ and ΰ have no capital of one code point, and were consonants.
printf '\316\273\316\220\316\261\n\316\273\316\260\316\261\n' >"$tmp/dia.txt"
is "Greek ΐ and ΰ are vowels" 0 \
    "$(printf '?@?\t\316\233\316\220\316\221\n?@?\t\316\233\316\260\316\221')" \
    "" wordfind -w dia.txt '?@?' '?#?'
# Vowels of Latin Extended-B and Additional (Vietnamese ơ, ư, ạ, ệ;
# Pinyin ǎ) were consonants, and so was Turkish ı (now I, a vowel).
printf 'b\341\272\241n\nb\306\241n\nm\306\260a\nb\341\273\207t\nm\307\216\nb\304\261r\nbtn\n' \
    >"$tmp/vivowel.txt"
is "Vietnamese, Pinyin and Turkish vowels are vowels" 0 \
    "$(printf '?@?\tBIR\n?@?\tBƠN\n?@?\tBẠN\n?@?\tBỆT\n?@?\tMƯA\n?@\tMǍ\n#@#\tBIR\n#@#\tBƠN\n#@#\tBẠN\n#@#\tBỆT\n#@@\tMƯA')" \
    "" wordfind -w vivowel.txt '?@?' '?@' '#@#' '#@@'
is "-f on a list without accents uses it as it is" 0 "ANODE" "" \
    wordfind -f -s 50 -n 1 -a 'änode'
is "-B -f builds a folded index" 0 "CAFE" "" \
    sh -c 'wordfind -B -f -w acc.txt -o acc.idx && wordfind -w acc.idx "café"'
# A stale index gives way to its list, which was read without the
# index's -f: the words were no longer folded, and cafe found nothing.
printf 'caf\303\251;60\ndog;50\n' >"$tmp/stale.txt"
wordfind -B -f -w "$tmp/stale.txt" -o "$tmp/stale.idx"
printf 'emu;40\n' >>"$tmp/stale.txt"
stale="cafe${tab}CAFE
café${tab}CAFE
caf?${tab}CAFE
emu${tab}EMU"
is "the list of a stale folded index is folded, as the index was" 0 \
    "$stale" "" wordfind -w stale.idx cafe café 'caf?' emu
is "... from the cache too" 0 "$stale" "" \
    wordfind -w stale.idx cafe café 'caf?' emu
is "... and -B of it builds a folded index" 0 "CAFE" "" \
    sh -c 'wordfind -B -w stale.idx -o restale.idx &&
    wordfind -w restale.idx café'
# A folded index in a stack folds it whole: read as they were, café;0
# did not take out CAFE, naïve;90 added NAÏVE beside NAIVE, and the
# index -B built of it no longer folded the queries.
printf 'caf\303\251;0\nna\303\257ve;90\n' >"$tmp/fix.txt"
is "a stack with a folded index is folded: an accented word overrides" 1 \
    "NAIVE${tab}90
NANDU${tab}80" "" sh -c 'wordfind -v -w acc.idx -w fix.txt "*" &&
    wordfind -w acc.idx -w fix.txt café'
is "... from the cache too" 1 "NAIVE${tab}90
NANDU${tab}80" "" sh -c 'wordfind -v -w acc.idx -w fix.txt "*" &&
    wordfind -w acc.idx -w fix.txt café'
is "-B of a folded index builds a folded index" 0 "CAFE" "" \
    sh -c 'wordfind -B -w acc.idx -o reacc.idx && wordfind -w reacc.idx café'
# ß folds to SS: a word of 200 ß, 200 letters, folds to 400.
awk 'BEGIN { for (i = 0; i < 200; i++) printf "\303\237"; print ";50"
    print "cat;50" }' >"$tmp/ss.txt"
is "a word of an index folded past 255 letters is skipped and named" 0 \
    "2
1" "wordfind: ss.idx:2: warning: the entry has more than 255 letters
wordfind: ss.idx: warning: skipped 1 malformed line" \
    sh -c 'wordfind -B -w ss.txt -o ss.idx && wordfind -c -w ss.idx "*" &&
    wordfind -f -c -w ss.idx "*"'
# A set holds one letter a position: c[æ]sar folded to C[AE]SAR would
# be CASAR or CESAR, never CAESAR.
printf 'caesar;60\ncesar;50\n' >"$tmp/ae.txt"
is "-f: a letter that folds to two in a set is refused" 2 "" \
    "wordfind: pattern 'c[æ]sar', column 3: 'æ' folds to two letters, which a set cannot hold" \
    wordfind -f -w ae.txt 'c[æ]sar'
is "... on a folded index too, and ß" 2 "" \
    "wordfind: pattern 'stra[ß]e', column 6: 'ß' folds to two letters, which a set cannot hold" \
    wordfind -w acc.idx 'stra[ß]e'
is "... while out of a set it is its letters" 0 "CAESAR" "" \
    wordfind -f -w ae.txt 'cæsar'

# The other tools.
printf 'ARE;50\nBED;50\nEAR;50\n' >"$tmp/words.idx.txt"
wordfind -B -w "$tmp/words.idx.txt" -o "$tmp/words.idx" 2>/dev/null
cp t/data/progress.ipuz "$tmp"
is "ipuz-check -w takes an index" 0 \
    "progress.ipuz: lint: entry 1-across 'CAT' is not in the word list
progress.ipuz: lint: entry 1-down 'CAB' is not in the word list
progress.ipuz: lint: entry 3-down 'TED' is not in the word list" "" \
    sh -c 'ipuz-check -w words.idx progress.ipuz | grep "not in"'
is "ipuz-check -w stacks, and - is the standard input" 0 \
    "progress.ipuz: lint: entry 1-across 'CAT' is not in the word list
progress.ipuz: lint: entry 5-across 'BED' is not in the word list
progress.ipuz: lint: entry 1-down 'CAB' is not in the word list
progress.ipuz: lint: entry 3-down 'TED' is not in the word list" "" \
    sh -c 'printf "bed;0\n" | ipuz-check -w words.idx -w - progress.ipuz |
    grep "not in"'
is "ipuz-check: stdin cannot be both" 2 "" \
    "ipuz-check: standard input cannot be both a word list (-w -) and the puzzle" \
    ipuz-check -w -
printf '..\n..\n' >"$tmp/2x2.txt"
printf 'ab;90\ncd;80\nac;70\nbd;60\nxy;50\nzw;50\nxz;50\nyw;50\n' \
    >"$tmp/two.txt"
is "gridfill -w stacks: a word of score 0 is never used" 0 "XY
ZW" "gridfill: 2x2.txt: filled 4 words, mean score 50.0, lowest 50" \
    sh -c 'printf "ab;0\n" >never.txt &&
    gridfill -w two.txt -w never.txt 2x2.txt | ipuz-convert -t grid'
is "gridfill: stdin cannot be both" 2 "" \
    "gridfill: standard input cannot be both a word list (-w -) and the puzzle" \
    gridfill -w -

# A line pasted from a comma-separated list into a list of "word;score"
# lines is read as wordfind(1) says, the comma part of the word, and was
# read so silently: ICECREAM80, its score ignored. It is kept so, and
# said, by every tool that reads lists, and again from the cache.
printf 'gnome;60;garden figure\nice cream,80\nsnore;40\n' >"$tmp/pasted.txt"
pasted="mixed.txt:2: warning: 'ice cream,80' read as the word ICECREAM80 with no score: the list's lines use ';'"
cp "$tmp/pasted.txt" "$tmp/mixed.txt"
is "a word alone ending in ',80' in a ';' list: kept as read, and said" 0 \
    "GNOME${tab}60${tab}garden figure
ICECREAM80${tab}50
SNORE${tab}40" "wordfind: $pasted" wordfind -v -w mixed.txt '*'
# The cached index's clue is altered, to tell it from one built anew.
perl -0777 -pi -e 's/garden figure/garden statue/' "$cache"/*.idx
is "... said again when its index comes from the cache" 0 \
    "GNOME${tab}60${tab}garden statue
ICECREAM80${tab}50
SNORE${tab}40" "wordfind: $pasted" wordfind -v -w mixed.txt '*'
is "... in a stack, under its own name" 0 "6" "wordfind: $pasted" \
    wordfind -c -w semi.txt -w mixed.txt '*'
is "... by wordfind -B, building an index, which then says nothing" 0 \
    "3" "wordfind: $pasted" \
    sh -c 'wordfind -B -w mixed.txt -o mixed.idx && wordfind -c -w mixed.idx "*"'
is "... by gridfill" 0 "" "gridfill: $pasted
gridfill: 2x2.txt: filled 4 words, mean score 75.0, lowest 60" \
    sh -c 'gridfill -w two.txt -w mixed.txt 2x2.txt >/dev/null'
is "... by gridfill -x" 0 "" "gridfill: $pasted
gridfill: 2x2.txt: filled 4 words, mean score 75.0, lowest 60" \
    sh -c 'gridfill -w two.txt -x mixed.txt 2x2.txt >/dev/null'
is "... by ipuz-check -w" 1 "" "ipuz-check: $pasted" \
    sh -c 'ipuz-check -w mixed.txt progress.ipuz >/dev/null'
printf 'gnome;60\nice cream,80\nhot dog,70\nsnore;40\nx,100\nyes;50\nno;50\n' \
    >"$tmp/mixed.txt"
is "... several: the first named, then how many" 0 "7" \
    "wordfind: $pasted
wordfind: mixed.txt: warning: 3 lines end in a comma and a number read as part of the word, the first named above" \
    wordfind -c -w mixed.txt '*'
printf 'fig\t60\nice cream,80\n' >"$tmp/mixed.txt"
is "... in a list of tabs" 0 "2" \
    "wordfind: mixed.txt:2: warning: 'ice cream,80' read as the word ICECREAM80 with no score: the list's lines use tabs" \
    wordfind -c -w mixed.txt '*'
printf 'fig 60\nplum 70\nice cream,80\n' >"$tmp/mixed.txt"
is "... in a list of blanks" 0 "3" \
    "wordfind: mixed.txt:3: warning: 'ice cream,80' read as the word ICECREAM80 with no score: the list's lines use blanks" \
    wordfind -c -w mixed.txt '*'
awk 'BEGIN { for (i = 0; i < 1000; i++) print "w" i; print "ice cream,80" }' \
    >"$tmp/mixed.txt"
is "... past a thousand entries without a score" 0 "1001" \
    "wordfind: mixed.txt:1001: warning: 'ice cream,80' read as the word ICECREAM80 with no score: the list is not read as comma-separated: most of its lines are not word,score" \
    wordfind -c -w mixed.txt '*'
printf 'a;50\nb;50\nc;50\nd;50\ne;50\nroute 1,000\nf,007\ng,101\nhello, dolly\nh,80;40\n' \
    >"$tmp/mixed.txt"
is "... but not for what no score is: 1,000, 007, 101, a comma inside" \
    0 "10" "" wordfind -c -w mixed.txt '*'
printf 'apple,60\npear,45\nplum;70\n' >"$tmp/mixed.txt"
is "... nor ';' in a comma-separated list, where it splits" 0 \
    "PLUM${tab}70
APPLE${tab}60
PEAR${tab}45" "" wordfind -v -w mixed.txt '*'
# A list named by a relative path in a folder whose path is over 4096
# bytes (PATH_MAX on Linux) was "cannot open 'w.txt': Numerical result
# out of range": getcwd named the folder in 4096 bytes at most.
deep_name=$(awk 'BEGIN { while (n++ < 100) printf "d" }')
# indeep CMD...: CMD run in $tmp/deep's folder 45 deep, whose path is
# over 4545 bytes however short $tmp's is (a cd -P at a time: a path that
# long is too long for one, and dash's logical cd chdirs to the whole).
indeep() {
	cd "$tmp/deep" || return 1
	i=0
	while [ "$i" -lt 45 ]; do
		mkdir -p "$deep_name" && cd -P "$deep_name" || return 1
		i=$((i + 1))
	done
	"$@"
}
mkdir "$tmp/deep"
(indeep sh -c 'printf "cat\ndog\n" >w.txt && printf "...\n" >g.txt')
is "a folder deeper than 4096 bytes" 0 "deep" "" \
    indeep sh -c '[ "$(pwd -P | wc -c)" -gt 4096 ] && echo deep'
is "a list named from it is read" 0 "CAT
DOG" "" indeep wordfind -w w.txt '???'
is "... again, its index cached" 0 "CAT
DOG" "" indeep wordfind -w w.txt '???'
is "... as ./w.txt" 0 "CAT
DOG" "" indeep wordfind -w ./w.txt '???'
is "... in a stack" 0 "CAT
DOG" "" indeep wordfind -w w.txt -w w.txt '???'
is "... by gridfill" 0 "CAT" \
    "gridfill: g.txt: filled 1 word, mean score 50.0, lowest 50" \
    indeep sh -c 'gridfill -w w.txt g.txt | ipuz-convert -t grid'
# A list touched (its times changed, its contents not) is weighed by
# its contents: opened by its absolute path, too long there, it was
# taken for changed and its cached index built again. The cached
# index's clue is altered, as above, to tell it from one built anew.
rm -rf "$tmp/cache"
(indeep sh -c 'printf "plum;70;a fruit\n" >rev.txt && wordfind -w rev.txt plum' >/dev/null)
perl -0777 -pi -e 's/a fruit/a fraud/' "$cache"/*.idx
is "... and a list touched there keeps its cached index" 0 \
    "PLUM${tab}70${tab}a fraud" "" \
    indeep sh -c 'touch rev.txt && wordfind -v -w rev.txt plum'

# A warning whose path does not fit the line (4096 bytes) loses the
# middle of the path, not what is wrong: six folders of 200 control
# characters, each shown as \x01 (4 bytes), or a path of 4,086 letters,
# past printf's 4096 bytes with its reason; both were cut at the end.
# The line keeps 4082 bytes after "wordfind: ", the end whole escapes
# of half of them, the start as many as fit in the rest.
ctl=$(printf '\001%.0s' $(seq 200))
shown=$(printf '\\x01%.0s' $(seq 200))
mkdir -p "$tmp/c/$ctl/$ctl/$ctl/$ctl/$ctl/$ctl"
printf 'abc;xx\nabd;50\n' >"$tmp/c/$ctl/$ctl/$ctl/$ctl/$ctl/$ctl/bad.txt"
n250=$(printf 'n%.0s' $(seq 250))
long=$n250/$n250/$n250/$n250/$n250/$n250/$n250/$n250
long=$long/$long/$(printf 'w%.0s' $(seq 66)).txt
# (relative: with $tmp in front the path is past PATH_MAX)
(cd "$tmp" && mkdir -p "${long%/*}" && printf 'abc;xx\nabd;50\n' >"$long")
# wordfind: the first $2 and the last $3 bytes of $1, "..." between
middle_cut() {
	printf 'wordfind: %s...%s\n' "$(printf '%s' "$1" | head -c "$2")" \
	    "$(printf '%s' "$1" | tail -c "$3")"
}
shownpath=c/$shown/$shown/$shown/$shown/$shown/$shown/bad.txt
is "a path of control characters too long for the line is cut, not its reason" \
    0 "ABD" "$(middle_cut "$shownpath:1: warning: the score is not a whole number from 0 to 100" 2040 2040
    middle_cut "$shownpath: warning: skipped 1 malformed line" 2040 2041)" \
    wordfind -w "c/$ctl/$ctl/$ctl/$ctl/$ctl/$ctl/bad.txt" '???'
is "... and a path of letters longer than the line" \
    0 "ABD" "$(middle_cut "$long:1: warning: the score is not a whole number from 0 to 100" 2041 2041
    middle_cut "$long: warning: skipped 1 malformed line" 2041 2041)" \
    wordfind -w "$long" '???'
done_testing
