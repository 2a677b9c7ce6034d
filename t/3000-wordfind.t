#!/bin/sh
# wordfind: queries, word lists in other alphabets, indexes, bad input.
. "$(dirname "$0")/lib.sh"

# In $tmp with a relative name, so messages do not show the scratch path.
in_tmp() {
	(cd "$tmp" && "$@")
}

check_golden "a pattern, by score" 3000-pattern 0 wordfind -n 8 '?NO?E'
check_out "-c counts" 0 '1148' wordfind -c 'c*t'
check_golden "-a sorts alphabetically" 3000-alpha 0 wordfind -a -n 8 'qu?z*'
check_golden "-s drops low scores" 3000-score 0 wordfind -s 80 -n 8 'z????'
check_golden "sets, vowels and consonants" 3000-sets 0 \
    wordfind -n 8 '[bc]@#e'
check_golden "negated sets and ranges" 3000-ranges 0 \
    wordfind -n 8 '[^a-r]?[x-z]'
check_golden "stars" 3000-stars 0 wordfind -n 8 '*ght*ly'
check_golden "an anagram" 3000-anagram 0 wordfind /tsar
check_golden "an anagram with a blank" 3000-blank 0 wordfind -n 8 '/tsa?'
check_golden "-u finds sub-anagrams" 3000-subanagram 0 wordfind -n 10 -u /tsar
check_golden "a crossing query" 3000-crossing 0 wordfind -n 6 'c??:2+?a?:2'
check_out "a crossing query counted" 0 '2938' wordfind -c 'c??:2+?a?:2'
# -j prints a crossing's pairs as they are found: it held them all as
# json-c objects, 35 times the size of their text (1.26 GB for the 35 MB
# of this query), and in 100 MB of address space json-c's assertion
# killed it, exit 134 and no message (hostile17 F8). Sanitizers need
# terabytes of address space, and get no limit.
case ${USER_CFLAGS:-} in
*sanitize*)	limit=unlimited ;;
*)		limit=100000 ;;
esac
check_out "-j prints a crossing's pairs as found, in bounded memory" 0 \
    '0
35132148
{"query":"????:2+????:2","count":2195756,"pairs":[["ABIT","ABIT"],["AB
ON","ZOOL"],["ZOON","ZOON"]]}' \
    sh -c 'ulimit -v "$1" && cd "$0" && { wordfind -j "????:2+????:2" >j.json;
    echo $?; } && wc -c <j.json && head -c 70 j.json && echo &&
    tail -c 30 j.json; rm -f j.json' "$tmp" "$limit"
check_out "blanks around a crossing's positions are taken, after as before" \
    0 '2938 2938 2938' sh -c "wordfind -c 'c??: 2+?a?:	2' | tr '\n' ' ';
    wordfind -c 'c??:2 +?a?:2	' | tr '\n' ' '; wordfind -c 'c??: 2 +?a?: 2 '"
check_out "blanks around a crossing's patterns are taken too" 0 '2938 2938' \
    sh -c "wordfind -c 'c??:2 + ?a?:2' | tr '\n' ' ';
    wordfind -c ' c?? :2 +	?a?	:2'"
check_err "a blank position is no position" 2 \
    "wordfind: query 'a*: +b*:1': a crossing is P1:I+P2:J" \
    wordfind -c 'a*: +b*:1'
check_err "a position out of range is shown without its blanks" 2 \
    "wordfind: query 'a*: 300 +b*:1': position 300 is past the limit of 255" \
    wordfind -c 'a*: 300 +b*:1'
check_err "a crossing position past 255 is said to be" 2 \
    "wordfind: query 'a*:300+b*:1': position 300 is past the limit of 255" \
    wordfind -c 'a*:300+b*:1'
check_err "a crossing position of 256 is one past the limit" 2 \
    "wordfind: query 'a*:256+b*:1': position 256 is past the limit of 255" \
    wordfind -c 'a*:256+b*:1'
check_out "a crossing position of 255 is taken" 1 '0' \
    wordfind -c 'a*:255+b*:1'
check_err "a crossing position of 0 is said to be out of range" 2 \
    "wordfind: query 'a*:0+b*:1': position 0 is not from 1 to 255" \
    wordfind -c 'a*:0+b*:1'
check_out_err "a crossing position past its pattern's end is warned of" 1 \
    '0' "wordfind: warning: query 'abc:5+a*:1': a position is past the end of its pattern" \
    wordfind -c 'abc:5+a*:1'
check_err "a crossing not of the form is said to be" 2 \
    "wordfind: query 'a*:x+b*:1': a crossing is P1:I+P2:J" \
    wordfind -c 'a*:x+b*:1'
# The query was split at its first '+', and the second side's pattern
# taken to be 'b*:1+c*', which the user never wrote.
check_err "a crossing with a second '+' is not of the form" 2 \
    "wordfind: query 'a*:1+b*:1+c*:1': a crossing is P1:I+P2:J" \
    wordfind -c 'a*:1+b*:1+c*:1'
# An empty side was a bare "empty pattern": two such queries gave two
# identical lines, and neither the query nor its side was named.
check_out_err "an empty side of a crossing names the query and the side" 2 \
    "cat	CAT" "wordfind: query ':2+?a?:2': the first pattern is empty
wordfind: query 'c??:2+-:2': the second pattern is empty" \
    wordfind cat ':2+?a?:2' 'c??:2+-:2'
check_out_err "... in batch mode with its line" 2 "cat	CAT" \
    "wordfind: <stdin>:2: query ':2+?a?:2': the first pattern is empty" \
    sh -c "printf 'cat\\n:2+?a?:2\\n' | wordfind"
check_out_err "... and with -j in its error" 2 \
    '{"query":":2+?a?:2","error":{"message":"query '"':2+?a?:2'"': the first pattern is empty","line":0,"column":0}}' \
    "wordfind: query ':2+?a?:2': the first pattern is empty" \
    wordfind -j ':2+?a?:2'
# -s -0 was taken where -s +0 was refused: a sign is refused in every
# number that cannot be negative, saying so.
check_err "a sign in -s or -n is refused, '-0' as '+0'" 2 \
    "wordfind: minscore '-0' has a sign: write a number from 0 to 100 without one
wordfind: minscore '+0' has a sign: write a number from 0 to 100 without one
wordfind: max '+3' has a sign: write a number from 0 to 1000000000 without one" \
    sh -c "wordfind -s -0 '?NO?E'; wordfind -s +0 '?NO?E'; wordfind -n +3 '?NO?E'"
check_golden "-j prints JSON" 3000-json 0 wordfind -j -n 3 '?NO?E' 'zzz?'
check_stdin_golden "batch mode, one count a line, bad ones kept in place" \
    3000-batch 2 t/data/3000-queries.txt wordfind -c
check_golden "several operands label the answers" 3000-operands 0 \
    wordfind -n 2 'ca?' 'do?'
# A tab in a query (a blank, to a pattern) was echoed as it was, and the
# query<TAB>word line had three fields: it is shown as messages show it.
printf 'CT;50\nCAT;60\nTA;40\n' >"$tmp/ct.txt"
check_out "batch: a tab in a query is shown escaped, the line two fields" 0 \
    'C\tT	CT
C\tT:2 +\tT\tA:1	CT TA
C\tT	CT' \
    sh -c 'printf "C\tT\nC\tT:2 +\tT\tA:1\n" | wordfind -w "$0/ct.txt" &&
    wordfind -w "$0/ct.txt" "C	T" ZZZ' "$tmp"
check_silent "no match exits 1" 1 wordfind 'qqq'
check_silent "no query at all, as grep -f /dev/null, exits 1" 1 wordfind
check_err "queries from a standard input that cannot be read are trouble" 2 \
    "wordfind: cannot read '<stdin>': Is a directory" \
    sh -c 'wordfind -c </'
check_err "a closed standard output is a write error, not answers lost" 2 \
    "wordfind: cannot write '<stdout>': Bad file descriptor" \
    sh -c 'wordfind gnome >&-'
check_out_err "-j answers a malformed query with an error document" 2 \
    '{"query":"a[b","error":{"message":"pattern '"'a[b'"', column 2: unbalanced '"'['"'","line":0,"column":2}}' \
    "wordfind: pattern 'a[b', column 2: unbalanced '['" wordfind -j 'a[b'
# The error member said "malformed query" only, the reason left on the
# standard error: it is ipuz-check -j's object, the message as said.
check_out_err "... whose error carries the message, column and line" 2 \
    '{"query":"c??:300+?a?:2","error":{"message":"query '"'c??:300+?a?:2'"': position 300 is past the limit of 255","line":1,"column":0}}
{"query":"c??:2+a[b:2","error":{"message":"pattern '"'a[b'"', column 2: unbalanced '"'['"'","line":2,"column":2}}' \
    "wordfind: <stdin>:1: query 'c??:300+?a?:2': position 300 is past the limit of 255
wordfind: <stdin>:2: pattern 'a[b', column 2: unbalanced '['" \
    sh -c "printf 'c??:300+?a?:2\nc??:2+a[b:2\n' | wordfind -j"
# A byte that is not UTF-8 went into the document as it was, which no
# JSON reader takes: it is written as the text messages write it.
check_out_err "... and a query that is not UTF-8 with a document that is" 2 \
    '{"query":"a\\xff","error":{"message":"pattern '"'a\\\\xff'"', column 2: unknown character","line":1,"column":2}}' \
    "wordfind: <stdin>:1: pattern 'a\\xff', column 2: unknown character" \
    sh -c "printf 'a\\377\\n' | wordfind -j"
# A control character in a query or a clue went into the document as a
# JSON escape, which jq -r turns back into the raw ESC, and onto the -v
# line as it was: both are written as the messages write them.
printf 'CAT;50;A pet\033[2J\tnow\n' >"$tmp/esc.txt"
check_out_err "-j writes a query's control characters as text" 2 \
    '{"query":"c\\x1b[2Jt","error":{"message":"pattern '"'c\\\\x1b[2Jt'"', column 2: unknown character","line":1,"column":2}}' \
    "wordfind: <stdin>:1: pattern 'c\\x1b[2Jt', column 2: unknown character" \
    sh -c 'printf "c\033[2Jt\n" | wordfind -j -w "$0/esc.txt"' "$tmp"
check_out "... and a clue's, a tab too" 0 \
    '{"query":"C?T","count":1,"words":[{"word":"CAT","score":50,"clue":"A pet\\x1b[2J\\tnow"}]}' \
    wordfind -j -w "$tmp/esc.txt" 'C?T'
check_out "-v writes them so too, a tab as a blank" 0 \
    'CAT	50	A pet\x1b[2J now' \
    wordfind -v -w "$tmp/esc.txt" 'C?T'
check_err "a pattern over the longest word" 1 \
    "wordfind: warning: pattern '??????????????????????????????????????????????????' is longer than the longest word (21 letters)" \
    wordfind '??????????????????????????????????????????????????'
check_out_err "... an anagram too" 1 '0' \
    "wordfind: warning: pattern '/tsarxxxxxxxxxxxxxxxxxx' is longer than the longest word (21 letters)" \
    wordfind -c '/tsarxxxxxxxxxxxxxxxxxx'
check_out "... but not with -u, which finds shorter words" 0 '38' \
    wordfind -c -u '/tsarxxxxxxxxxxxxxxxxxx'
check_golden "Spanish: ñ is one letter" 3000-spanish 0 \
    wordfind -a -w t/data/words-es.txt '????' 'ñ?ndú' 'ca#@n'
check_golden "Greek: case folded, ? is one letter" 3000-greek 0 \
    wordfind -a -w t/data/words-el.txt 'σοφ??' '?όγος'
check_golden "Cyrillic: vowels and case" 3000-cyrillic 0 \
    wordfind -w t/data/words-ru.txt 'м@м@' 'М?Р'
check_golden "a list with bad lines loads the rest, naming them" 3000-bad-list 0 \
    wordfind -a -w t/data/words-bad.txt '*'
check_golden "malformed patterns are trouble" 3000-bad-patterns 2 \
    wordfind 'a[b' 'a[]' 'a!b' '[z-a]' 'ab+c' '/a!'
# Messages quote the pattern as typed, the column counted in it: they
# quoted the text parsed, ligatures spelt out and, with -f, accents
# folded, and counted in that.
check_err "a ligature is one column of the pattern as typed" 2 \
    "wordfind: pattern 'ﬁ[', column 2: unbalanced '['" wordfind -c 'ﬁ['
check_err "-f: the pattern is quoted unfolded" 2 \
    "wordfind: pattern 'café[', column 5: unbalanced '['" wordfind -f -c 'café['
check_err "-f: a letter that folds to two is one column" 2 \
    "wordfind: pattern 'cæs!', column 4: unknown character" \
    wordfind -f -c 'cæs!'
check_err "... on a folded index too" 2 \
    "wordfind: pattern 'cæs!', column 4: unknown character" \
    sh -c 'wordfind -B -f -w t/data/words-es.txt -o "$0/esf.idx" &&
    wordfind -w "$0/esf.idx" -c "cæs!"' "$tmp"
check_out_err "... and so is a pattern longer than the longest word" 1 '0' \
    "wordfind: warning: pattern 'é??????????????????????' is longer than the longest word (21 letters)" \
    wordfind -f -c 'é??????????????????????'
# An accent the list's words lack (café on the default list, spelt
# without accents) answered nothing, unsaid, as if there were no such
# word (persona19 F1): said on the standard error with -f, which folds
# it, the status still 1; the answer and the other queries' as before.
check_out_err "a letter with an accent the list lacks: nothing, and why" 1 "" \
    "wordfind: warning: pattern 'café' matches nothing: no word of the list has 'É'; -f folds accents" \
    wordfind café
check_out_err "... beside another query's answer, the status 0" 0 "cafe	CAFE" \
    "wordfind: warning: pattern 'café' matches nothing: no word of the list has 'É'; -f folds accents" \
    wordfind cafe café
check_out_err "... at its line of the standard input, with -c" 1 "0" \
    "wordfind: <stdin>:1: warning: pattern 'été' matches nothing: no word of the list has 'É'; -f folds accents" \
    sh -c 'echo été | wordfind -c'
check_out "... not with -f, which finds the word" 0 "CAFE" wordfind -f café
check_silent "... nor for a letter no word has, accent or not, folded or not" 1 \
    sh -c 'printf "cat;50\ncaft;50\n" >"$0/cat.txt" &&
    ! wordfind -w "$0/cat.txt" café "ωx" qat &&
    wordfind -f -w "$0/cat.txt" "ωé"' "$tmp"
# A phrase is spelt as a list spells it: blanks, hyphens and apostrophes
# go, as they go from "ice cream;60" (they were unknown characters).
printf 'ice cream;60\nrock '"'"'n'"'"' roll;50\nicecap;40\n' >"$tmp/phr.txt"
check_out "a phrase in a pattern is the list's word" 0 "ICECREAM
ICECREAM
ROCKNROLL
ROCKNROLL
ICECREAM" \
    sh -c 'for q in "ice cream" ice-cream "rock '"'"'n'"'"' roll" \
    "rock ’n’ roll" "/ice cream"; do wordfind -w "$0/phr.txt" "$q"; done' "$tmp"
check_err "... and a pattern of blanks alone is empty" 2 \
    "wordfind: empty pattern" wordfind -w "$tmp/phr.txt" ' - '
# Dotless ı is I, as Turkish capitals write it: it stayed small, and
# KILIÇ found nothing.
printf 'kılıç;55\nılık;50\n' >"$tmp/tr.txt"
check_out "Turkish dotless ı is I" 0 "KILIÇ
ILIK
KILIÇ" \
    sh -c 'wordfind -w "$0/tr.txt" "*" && wordfind -w "$0/tr.txt" KILIÇ' "$tmp"
# A NUL in a query line cut it there, unsaid, and the cut query was
# answered; a line of blanks was "empty pattern", exit 2; -j skipped an
# empty line, out of step with the queries.
check_out_err "batch: a NUL is a malformed query, blanks an empty line" 2 \
    "
5

5" "wordfind: <stdin>:1: the query has a NUL byte" \
    sh -c 'printf "ca?\000xyz\n?no?e\n \t\n?no?e\n" | wordfind -c'
check_out_err "... and -j keeps in step" 2 \
    '{"query":"ca?\\x00xyz","error":{"message":"the query has a NUL byte","line":1,"column":0}}
{"query":"","count":0,"words":[]}
{"query":"","count":0,"words":[]}
{"query":"?no?e","count":5,"words":[]}' \
    "wordfind: <stdin>:1: the query has a NUL byte" \
    sh -c 'printf "ca?\000xyz\n\n \n?no?e\n" | wordfind -j -n 0'
# With -c the empty line's document had "words":[], which no other -c
# document has: it has the shape of a query with no match under the
# same options, -c or not, whatever -a, -n, -s, -u and -v.
printf 'c?t\n\n?a?:2+?a?:2\n \t\nzzzzq\n' >"$tmp/blank-lines"
check_out "-c -j: an empty line's document has no words member either" 0 \
    '{"query":"c?t","count":8}
{"query":"","count":0}
{"query":"?a?:2+?a?:2","count":51076}
{"query":"","count":0}
{"query":"zzzzq","count":0}' \
    sh -c 'cd "$0" && wordfind -c -j <blank-lines >cj.out && cat cj.out &&
    wordfind -c -j -a -n 1 -u -v <blank-lines | cmp - cj.out' "$tmp"
check_out "... and without -c an empty words array, as a query with no match" 0 \
    '{"query":"c?t","count":2,"words":[{"word":"CAT","score":90}]}
{"query":"","count":0,"words":[]}
{"query":"?a?:2+?a?:2","count":3721,"pairs":[["BAD","BAD"]]}
{"query":"","count":0,"words":[]}
{"query":"zzzzq","count":0,"words":[]}' \
    sh -c 'wordfind -j -a -s 80 -n 1 -v <"$0/blank-lines"' "$tmp"
# A NUL query, escaped where it was read, was escaped again by -j's
# "query" once a backslash is escaped ("ca\x5cx00", as the query of the
# four characters \x00 is shown). Each is shown its own way.
check_out_err "-j: a NUL and the four characters \\x00 are two queries" 2 \
    '{"query":"ca\\x00","error":{"message":"the query has a NUL byte","line":1,"column":0}}
{"query":"ca\\x5cx00","error":{"message":"pattern '"'ca\\\\x5cx00'"', column 3: unknown character","line":2,"column":3}}' \
    "wordfind: <stdin>:1: the query has a NUL byte
wordfind: <stdin>:2: pattern 'ca\\x5cx00', column 3: unknown character" \
    sh -c 'printf "ca\000\nca\\\\x00\n" | wordfind -j -n 0'
check_out "typographic hyphens, dashes and spaces go as '-' and ' ' do" 0 \
    "ICECREAM
ICECREAM
ICECREAM" \
    sh -c 'for q in "$(printf "ice\342\200\220cream")" \
    "$(printf "ice\342\200\223cream")" "$(printf "ice\302\240cream")"; do
    wordfind -w "$0/phr.txt" "$q"; done' "$tmp"
# '-' before ']' was taken as a letter: "not a letter in a set".
check_err "a range without its end is a bad range" 2 \
    "wordfind: pattern '[a-]', column 4: bad range in a set" wordfind -c '[a-]'
# In a set and an anagram such a letter was "not a letter in a set" and
# "an anagram takes letters and ?".
check_err "a letter lists cannot hold is named, in an anagram" 2 \
    "wordfind: pattern '/שלום', column 2: 'ש' (U+05E9) is a letter word lists cannot hold" \
    wordfind -c '/שלום'
check_err "... in a set" 2 \
    "wordfind: pattern 'a[bש]', column 4: 'ש' (U+05E9) is a letter word lists cannot hold" \
    wordfind -c 'a[bש]'
check_err "... and at the end of a range" 2 \
    "wordfind: pattern '[a-ש]', column 4: 'ש' (U+05E9) is a letter word lists cannot hold" \
    wordfind -c '[a-ש]'
check_err "a bad -n is a usage error" 2 \
    "wordfind: max 'x' is not a number from 0 to 1000000000" \
    wordfind -n x '?'
# A second -n, -s or -o replaced the first, unsaid (docs17 F3).
wf_usage='usage: wordfind [-acfjuv] [-n max] [-s minscore] [-w list] [pattern ...]
       wordfind -B [-f] [-w list] -o index'
check_err "-n twice is a usage error" 2 \
    "wordfind: -n given twice ('3', then '5'): give it once
$wf_usage" \
    wordfind -n 3 -n 5 '?'
: >"$tmp/empty.txt"
check_err "an empty list is trouble" 2 \
    'wordfind: empty.txt: the word list is empty' \
    in_tmp wordfind -w empty.txt '?'

cp t/data/words-es.txt "$tmp/es.txt"
check_silent "-B builds an index" 0 in_tmp wordfind -B -w es.txt -o es.idx
check_err "-o twice: refused, nothing written" 2 \
    "wordfind: -o given twice ('a.idx', then 'b.idx'): give it once
$wf_usage" \
    writes_nothing o2 wordfind -B -w "$tmp/es.txt" -o a.idx -o b.idx
# It was "cannot write '': No such file or directory" (docs17 F4).
check_err "-o '' names no file" 2 \
    "wordfind: -o '': an empty file name
$wf_usage" \
    wordfind -B -w t/data/words-es.txt -o ''
check_golden "an index answers as its list does" 3000-spanish 0 \
    in_tmp wordfind -a -w es.idx '????' 'ñ?ndú' 'ca#@n'
head -c 200 "$tmp/es.idx" >"$tmp/short.idx"
check_err "a truncated index is refused" 2 \
    'wordfind: short.idx: index truncated: 200 bytes of 1440' \
    in_tmp wordfind -w short.idx '?'
head -c 10 "$tmp/es.idx" >"$tmp/stub.idx"
check_err "an index cut off before its version is truncated, not version 0" 2 \
    'wordfind: stub.idx: index truncated: 10 bytes of 160' \
    in_tmp wordfind -w stub.idx '?'
{ printf 'XWINDEX\0\011\0\0\0'; tail -c +13 "$tmp/es.idx"; } >"$tmp/v9.idx"
release=$(wordfind --version | cut -d' ' -f2)
check_err "another version's index is refused" 2 \
    "wordfind: v9.idx: index version 9, xwtools $release reads version 3: rebuild it with wordfind -B" \
    in_tmp wordfind -w v9.idx '?'
# Version 1 had another layout (a header of 128 bytes): refused, never
# read as version 3's; so is another version in as few bytes as hold
# it, 12 (mutation19 finding 4).
cp "$tmp/es.idx" "$tmp/v1.idx"
printf '\001' | dd of="$tmp/v1.idx" bs=1 seek=8 conv=notrunc 2>/dev/null
check_err "a version-1 index is refused" 2 \
    "wordfind: v1.idx: index version 1, xwtools $release reads version 3: rebuild it with wordfind -B" \
    in_tmp wordfind -w v1.idx '?'
printf 'XWINDEX\0\011\0\0\0' >"$tmp/v9s.idx"
check_err "an index of another version in 12 bytes is that version" 2 \
    "wordfind: v9s.idx: index version 9, xwtools $release reads version 3: rebuild it with wordfind -B" \
    in_tmp wordfind -w v9s.idx '?'
# A version-2 header alone (160 bytes) that records a list: the older
# version it is, not a truncated index.
head -c 160 "$tmp/es.idx" >"$tmp/v2h.idx"
printf '\002' | dd of="$tmp/v2h.idx" bs=1 seek=8 conv=notrunc 2>/dev/null
printf '\001' | dd of="$tmp/v2h.idx" bs=1 seek=132 conv=notrunc 2>/dev/null
check_err "a version-2 header of 160 bytes with lists is version 2" 2 \
    "wordfind: v2h.idx: index version 2, xwtools $release reads version 3: it indexes a stack of lists: give the lists with -w, or rebuild it from them with wordfind -B -w list -w list -o index" \
    in_tmp wordfind -w v2h.idx '?'
# An index of version 2 without lists is read, and so gives way to its
# list when that changed, as version 3's does.
printf 'cat;50\ndog;50\n' >"$tmp/two.txt"
(cd "$tmp" && wordfind -B -w two.txt -o two.idx)
printf '\002' | dd of="$tmp/two.idx" bs=1 seek=8 conv=notrunc 2>/dev/null
printf 'emu;50\n' >>"$tmp/two.txt"
check_out "a stale version-2 index gives way to its changed list" 0 "CAT
DOG
EMU" in_tmp wordfind -w two.idx '???'
# An offset near 2^64 passed the bounds checks by wrapping around, and
# the index was read from an address far outside the file.
cp "$tmp/es.idx" "$tmp/wrap.idx"
printf '\370\377\377\377\377\377\377\377' |
    dd of="$tmp/wrap.idx" bs=1 seek=56 conv=notrunc 2>/dev/null
check_err "an index whose offset wraps around is refused" 2 \
    'wordfind: wrap.idx: corrupt word-list index' \
    in_tmp wordfind -w wrap.idx '?'
# A score over 100 was taken: shown as it was, and, when the index was
# read into a list (stacked, on the standard input, folded or rebuilt),
# it sorted its word out of its length and the index was written out
# of bounds.
cp "$tmp/es.idx" "$tmp/score.idx"
off=$(od -An -tu8 -j72 -N8 "$tmp/score.idx" | tr -d ' ')
printf '\377' | dd of="$tmp/score.idx" bs=1 seek=$((off + 1)) conv=notrunc \
    2>/dev/null
printf 'gnu;50\n' >"$tmp/gnu.txt"
check_err "an index with a score over 100 is refused" 2 \
    'wordfind: score.idx: corrupt word-list index' \
    in_tmp wordfind -v -w score.idx '*'
# The bound itself: 100 is the highest score there is.
cp "$tmp/es.idx" "$tmp/score101.idx"
printf '\145' | dd of="$tmp/score101.idx" bs=1 seek=$((off + 1)) \
    conv=notrunc 2>/dev/null
check_err "an index with a score of 101 is refused" 2 \
    'wordfind: score101.idx: corrupt word-list index' \
    in_tmp wordfind -v -w score101.idx '*'
check_out_err "... left out of a stack" 0 'GNU' \
    'wordfind: score.idx: warning: left out of the stack: corrupt word-list index' \
    in_tmp wordfind -w score.idx -w gnu.txt '*'
check_err "... refused on the standard input" 2 \
    'wordfind: <stdin>: corrupt word-list index' \
    in_tmp from score.idx wordfind -w - '*'
check_err "... refused with -f" 2 \
    'wordfind: score.idx: corrupt word-list index' \
    in_tmp wordfind -f -w score.idx '*'
check_err "... and not rebuilt" 2 \
    'wordfind: score.idx: corrupt word-list index' \
    in_tmp wordfind -B -w score.idx -o copy.idx
# A letter of the alphabet (the first at byte 160) that is no code
# point, past U+10FFFF or a surrogate, or none a list gives (a control
# character, '#', ASCII that is no letter or digit), or the second
# letter again (out of order: the lookup halves it), is refused when the
# index opens: a line feed had been written into fills as a cell.
for cp in 7fffffff d800 a 23 80 again; do
	cp "$tmp/es.idx" "$tmp/alpha.idx"
	case $cp in
	7fffffff) printf '\377\377\377\177' ;;
	d800) printf '\000\330\000\000' ;;
	a) printf '\n\000\000\000' ;;
	23) printf '#\000\000\000' ;;
	80) printf '\200\000\000\000' ;;
	again) dd if="$tmp/es.idx" bs=1 skip=164 count=4 2>/dev/null ;;
	esac | dd of="$tmp/alpha.idx" bs=1 seek=160 conv=notrunc 2>/dev/null
	check_err "an index with the letter $cp in its alphabet is refused" 2 \
	    'wordfind: alpha.idx: corrupt word-list index' \
	    in_tmp wordfind -w alpha.idx '*'
done
printf 'xyzzy;50\n' >>"$tmp/es.txt"
check_golden "a stale index gives way to its changed list" 3000-stale 0 \
    in_tmp wordfind -w es.idx 'x????'
# The index of a list records the list's modification time, but none
# later than SOURCE_DATE_EPOCH: a list a build writes (share/words.txt)
# gave another index at every build (QA packager8 #2).
printf 'zebra;50\napple;60\n' >"$tmp/sde.txt"
check_out "with SOURCE_DATE_EPOCH, a list of another time gives the same index" \
    0 "" in_tmp sh -c 'touch -d @1750000000 sde.txt &&
    SOURCE_DATE_EPOCH=1700000000 wordfind -B -w sde.txt -o sde1.idx &&
    touch -d @1760000000 sde.txt &&
    SOURCE_DATE_EPOCH=1700000000 wordfind -B -w sde.txt -o sde2.idx &&
    cmp sde1.idx sde2.idx'
check_out "... the time recorded is SOURCE_DATE_EPOCH (in ns)" 0 \
    1700000000000000000 \
    in_tmp sh -c 'od -An -t u8 -j 40 -N 8 sde1.idx | tr -d " "'
check_out "... the index is not stale" 0 "APPLE
ZEBRA" in_tmp wordfind -w sde1.idx '?????'
printf 'mango;70\n' >>"$tmp/sde.txt"
check_out "... and is when its list changes" 0 "MANGO
APPLE
ZEBRA" in_tmp wordfind -w sde1.idx '?????'
# The time is recorded in nanoseconds: a list edited in the same second
# as its index was built, keeping its size, left the index in use
# (failure9 #8).
check_out "an edit in the same second, of the same size, makes it stale" \
    0 COT in_tmp sh -c 'printf "CAT;50\nDOG;40\n" >ns.txt &&
    touch -d @1750000000.25 ns.txt && wordfind -B -w ns.txt -o ns.idx &&
    printf "COT;50\nDOG;40\n" >ns.txt && touch -d @1750000000.5 ns.txt &&
    wordfind -w ns.idx "C?T"'
# An index of an older wordfind recorded whole seconds: compared so.
check_out "... an index recording seconds is compared in seconds" 0 CAT \
    in_tmp sh -c 'printf "CAT;50\nDOG;40\n" >ns.txt &&
    wordfind -B -w ns.txt -o ns.idx &&
    printf "\200\341\116\150\0\0\0\0" |
    dd of=ns.idx bs=1 seek=40 conv=notrunc 2>/dev/null &&
    printf "COT;50\nDOG;40\n" >ns.txt && touch -d @1750000000.5 ns.txt &&
    wordfind -w ns.idx "C?T"'
check_err "a malformed SOURCE_DATE_EPOCH is refused, and no index written" 2 \
    "wordfind: SOURCE_DATE_EPOCH 'soon' is not a count of seconds since 1970" \
    in_tmp sh -c 'SOURCE_DATE_EPOCH=soon wordfind -B -w sde.txt -o sde3.idx ||
    { s=$?; test ! -e sde3.idx && exit $s; }'
check_err "-B refuses an index named as a puzzle, and writes nothing" 2 \
    "wordfind: -o 'es.ipuz': the name says .ipuz, but -B writes a word-list index: end it in .idx" \
    in_tmp sh -c 'wordfind -B -w es.txt -o es.ipuz || { s=$?; test ! -e es.ipuz && exit $s; }'
# -B -o replaced any file, a word list, a bundle or a PDF, unsaid, exit
# 0. It rebuilds an index in place (of any version: make rebuilds
# share/words.idx so), or fills an empty file; anything else is kept.
printf 'ABOUT\nASIDE\n' >"$tmp/never.txt"
cp "$tmp/never.txt" "$tmp/never.keep"
check_err "-B -o refuses an existing file that is no index, and keeps it" 2 \
    "wordfind: never.txt: exists and is not a word-list index; remove it first" \
    in_tmp sh -c 'wordfind -B -w es.txt -o never.txt || { s=$?;
    cmp -s never.txt never.keep && exit $s; }'
printf '%%PDF-1.7\n' >"$tmp/handouts.pdf"
check_err "... a PDF too" 2 \
    "wordfind: handouts.pdf: exists and is not a word-list index; remove it first" \
    in_tmp wordfind -B -w es.txt -o handouts.pdf
cp "$tmp/v9.idx" "$tmp/old.idx"
: >"$tmp/new.idx"
check_out "... and rebuilds an index in place, of another version too, or fills an empty file" \
    0 'NIÑO NIÑO' in_tmp sh -c 'wordfind -B -w es.txt -o es.idx &&
    wordfind -B -w es.txt -o old.idx && wordfind -B -w es.txt -o new.idx &&
    wordfind -w old.idx niño | tr "\n" " " && wordfind -w new.idx niño'
check_golden "-B without -o is a usage error" 3000-build-usage 2 \
    wordfind -B -w t/data/words-es.txt
check_golden "-B with a pattern says it answers none" 3000-build-query 2 \
    in_tmp wordfind -B -w es.txt -o esq.idx '?NO?E'
check_out "... and writes no index" 0 '' \
    sh -c 'test ! -e "$0"/esq.idx' "$tmp"
check_err "-B with an option of queries is refused, not ignored" 2 \
    'wordfind: -B takes -f, -w and -o only: the options of queries say nothing of an index' \
    in_tmp wordfind -B -s 55 -w es.txt -o es55.idx
check_out "... and writes no index" 0 '' \
    sh -c 'test ! -e "$0"/es55.idx' "$tmp"
check_err "-o without -B is refused, not ignored" 2 \
    'wordfind: -o names the index that -B writes: not without -B' \
    in_tmp wordfind -o answers.txt '?NO?E'
check_out "-o without -B writes no file" 0 '' \
    sh -c 'test ! -e "$0"/answers.txt' "$tmp"
cp t/data/words-bad.txt "$tmp/bad.txt"
check_golden "-B warns of a list's bad lines and indexes the rest" \
    3000-build-bad 0 \
    sh -c 'cd "$0" && wordfind -B -w bad.txt -o bad.idx &&
    wordfind -a -w bad.idx "*"' "$tmp"
check_golden "-B warns of bad lines before an output it cannot write" \
    3000-build-nodir 2 in_tmp wordfind -B -w bad.txt -o no/such.idx
printf 'word;x\n' >"$tmp/allbad.txt"
check_golden "-B of a list of bad lines names them, then says it is empty" \
    3000-build-empty 2 in_tmp wordfind -B -w allbad.txt -o allbad.idx
check_err "-B of a missing list is trouble" 2 \
    "wordfind: cannot open 'nosuch.txt': No such file or directory" \
    in_tmp wordfind -B -w nosuch.txt -o nosuch.idx
# Words scored 0 are left out of an index: gridfill -x with it kept
# ABOUT and TERRA in the fill, unsaid, and a list of them only was "the
# word list is empty", without why.
printf '# never use\nabout;0\nterra;0\nabove\n' >"$tmp/never.txt"
check_err "-B says how many words scored 0 it leaves out" 0 \
    'wordfind: never.txt: warning: 2 words scored 0 are left out of the index: gridfill -x with the index does not keep them out, -x with the list does' \
    in_tmp wordfind -B -w never.txt -o never.idx
check_out "... and the index holds the others" 0 ABOVE \
    in_tmp wordfind -w never.idx -a '*'
printf 'etui;0\n' >"$tmp/zero1.txt"
printf 'etui;0\noreo;0\n' >"$tmp/zero2.txt"
check_err "a list of words scored 0 only is empty, and says why" 2 \
    'wordfind: zero1.txt: the word list is empty: its 1 word scores 0, which marks a word never to use
wordfind: zero2.txt: the word list is empty: all its 2 words score 0, which marks a word never to use' \
    in_tmp sh -c 'wordfind -B -w zero1.txt -o zero1.idx;
    wordfind -B -w zero2.txt -o zero2.idx'
# Parsing a pattern is linear: 4 MB of letters took minutes when each
# letter measured the rest of the line. The limit is generous, and on
# CPU time, which a loaded machine does not stretch (it is 1.4 s in a
# sanitized build; a load of 16 made that 23 s of wall time).
awk 'BEGIN { s = "abcdefgh"; while (length(s) < 4000000) s = s s;
    print s; print "[" s "]" }' >"$tmp/long"
check_out "patterns of 4 MB are parsed in good time" 0 "0 8" \
    sh -c 'ulimit -t 30; wordfind -c <"$0" 2>/dev/null |
    paste -s -d " " -' "$tmp/long"
# A pattern of several stars tried every split of a word among them
# (pattern_fuzz found one): its time grew with every star, ten against
# the default list took 20 s, and twelve against a word of 40 letters
# did not end in the 10 s here, which are generous (of CPU time).
awk 'BEGIN { s = "a"; while (length(s) < 40) s = s "a"; print s ";50" }' \
    >"$tmp/a40.txt"
check_out "a pattern of many stars is matched in good time" 1 "0" \
    sh -c 'ulimit -t 10; wordfind -c -w "$0" "*?*?*?*?*?*?*?*?*?*?*?*?*b"' \
    "$tmp/a40.txt"

# A program driving wordfind over pipes, a query and then its answer,
# gets each answer before it sends the next query: the answers were
# held in a buffer until the queries ended, and such a driver waited
# for ever. (Up to 10 s for the answer; it comes at once.)
for opt in -c -j; do
	rm -f "$tmp/q" "$tmp/a"
	mkfifo "$tmp/q"
	wordfind "$opt" <"$tmp/q" >"$tmp/a" &
	pid=$!
	exec 3>"$tmp/q"
	echo 'c?t' >&3
	n=0
	while [ ! -s "$tmp/a" ] && [ "$n" -lt 100 ]; do
		sleep 0.1
		n=$((n + 1))
	done
	cp "$tmp/a" "$tmp/first"
	exec 3>&-
	wait "$pid"
	echo 'c?t' | wordfind "$opt" >"$tmp/want"
	check_out "wordfind $opt answers a query from a pipe before the next" 0 \
	    "$(cat "$tmp/want")" cat "$tmp/first"
done
# The index is mapped: cut short or rewritten in place while in use (cp
# over it), its pages raise SIGBUS, which killed wordfind without a word
# (failure9 #11). Here the output's reader empties the index once the
# pipe is full, so that the rest is read from an empty file.
check_err "an index emptied while in use: a message, exit status 2" 2 \
    'wordfind: bus.idx: the index changed while in use; replace it by renaming (as wordfind -B -o does)' \
    in_tmp sh -c 'cp "$XW_DATADIR/words.idx" bus.idx &&
    { wordfind -a -w bus.idx "*"; echo $? >rc; } |
    { head -c 1 >/dev/null; : >bus.idx; cat >/dev/null; }; exit $(cat rc)'
# Rewritten in place, the same size (cp over it, or dd conv=notrunc
# here, which never cuts it short): no SIGBUS, but its pages show the new
# bytes, whose offsets sent wordfind far past the mapping, SIGSEGV, no
# word (hostile17 F2). Now it reads them safely, and before it exits
# sees that the file changed: what it printed is no answer.
check_err "an index rewritten in place while in use: a message, exit status 2" 2 \
    'wordfind: bus.idx: the index changed while in use; replace it by renaming (as wordfind -B -o does)' \
    in_tmp sh -c 'cp "$XW_DATADIR/words.idx" bus.idx &&
    head -c "$(wc -c <bus.idx)" /dev/zero | tr "\\0" "\\377" >ff.idx &&
    { wordfind -a -w bus.idx "*"; echo $? >rc; } |
    { head -c 1 >/dev/null; dd if=ff.idx of=bus.idx conv=notrunc bs=1M \
    2>/dev/null; cat >/dev/null; }; exit $(cat rc)'
# Replaced by renaming, the safe way, it is not "changed": the mapping
# keeps the file it opened.
check_out "an index replaced by renaming while in use: the answer stands" 0 \
    "$(wordfind -c '*')" in_tmp sh -c 'cp "$XW_DATADIR/words.idx" bus.idx &&
    { wordfind -w bus.idx "*"; echo $? >rc; } |
    { head -c 1 >/dev/null; cp ff.idx new.idx && mv new.idx bus.idx;
    wc -l | tr -d " "; }; exit $(cat rc)'
# -B takes no option of queries: -u and -n too (mutation17 W05, W06:
# dropping either from the check went unseen).
for opt in -u '-n 5'; do
	check_err "-B refuses $opt" 2 "wordfind: -B takes -f, -w and -o only: the options of queries say nothing of an index" \
	    wordfind -B $opt -o "$tmp/q.idx"
done

done_testing
