#!/bin/sh
# wordfind: queries, word lists in other alphabets, indexes, bad input.
. "$(dirname "$0")/lib.sh"

plan 34

# In $tmp with a relative name, so messages do not show the scratch path.
in_tmp() {
	(cd "$tmp" && "$@")
}

check_golden "a pattern, by score" 3000-pattern 0 wordfind -n 8 '?NO?E'
check_golden "-c counts" 3000-count 0 wordfind -c 'c*t'
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
check_golden "a crossing query counted" 3000-crossing-count 0 \
    wordfind -c 'c??:2+?a?:2'
check_golden "-j prints JSON" 3000-json 0 wordfind -j -n 3 '?NO?E' 'zzz?'
check_stdin_golden "batch mode, one count a line, bad ones kept in place" \
    3000-batch 2 t/data/3000-queries.txt wordfind -c
check_golden "several operands label the answers" 3000-operands 0 \
    wordfind -n 2 'ca?' 'do?'
check_golden "no match exits 1" 3000-none 1 wordfind 'qqq'
check_golden "a pattern over the longest word" 3000-too-long 1 \
    wordfind '??????????????????????????????????????????????????'
check_golden "Spanish: ñ is one letter" 3000-spanish 0 \
    wordfind -a -w t/data/words-es.txt '????' 'ñ?ndú' 'ca#@n'
check_golden "Greek: case folded, ? is one letter" 3000-greek 0 \
    wordfind -a -w t/data/words-el.txt 'σοφ??' '?όγος'
check_golden "Cyrillic: vowels and case" 3000-cyrillic 0 \
    wordfind -w t/data/words-ru.txt 'м@м@' 'М?Р'
check_golden "a list with bad lines loads the rest" 3000-bad-list 0 \
    wordfind -a -w t/data/words-bad.txt '*'
check_golden "malformed patterns are trouble" 3000-bad-patterns 2 \
    wordfind 'a[b' 'a[]' 'a!b' '[z-a]' 'ab+c' '/a!'
check_golden "a bad -n is a usage error" 3000-bad-n 2 wordfind -n x '?'
: >"$tmp/empty.txt"
check_golden "an empty list is trouble" 3000-empty-list 2 \
    in_tmp wordfind -w empty.txt '?'

cp t/data/words-es.txt "$tmp/es.txt"
check_golden "-B builds an index" 3000-build 0 \
    in_tmp wordfind -B -w es.txt -o es.idx
check_golden "an index answers as its list does" 3000-spanish 0 \
    in_tmp wordfind -a -w es.idx '????' 'ñ?ndú' 'ca#@n'
head -c 200 "$tmp/es.idx" >"$tmp/short.idx"
check_golden "a truncated index is refused" 3000-truncated 2 \
    in_tmp wordfind -w short.idx '?'
{ printf 'XWINDEX\0\011\0\0\0'; tail -c +13 "$tmp/es.idx"; } >"$tmp/v9.idx"
check_golden "another version's index is refused" 3000-version 2 \
    in_tmp wordfind -w v9.idx '?'
printf 'xyzzy;50\n' >>"$tmp/es.txt"
check_golden "a stale index gives way to its changed list" 3000-stale 0 \
    in_tmp wordfind -w es.idx 'x????'
check_golden "-B without -o is a usage error" 3000-build-usage 2 \
    wordfind -B -w t/data/words-es.txt
cp t/data/words-bad.txt "$tmp/bad.txt"
check_golden "-B warns of a list's bad lines and indexes the rest" \
    3000-build-bad 0 sh -c 'cd "$0" && wordfind -B -w bad.txt -o bad.idx &&
    wordfind -a -w bad.idx "*"' "$tmp"
check_golden "-B warns of bad lines before an output it cannot write" \
    3000-build-nodir 2 in_tmp wordfind -B -w bad.txt -o no/such.idx
printf 'word;x\n' >"$tmp/allbad.txt"
check_golden "-B of a list of bad lines names them, then says it is empty" \
    3000-build-empty 2 in_tmp wordfind -B -w allbad.txt -o allbad.idx
check_golden "-B of a missing list is trouble" 3000-build-nolist 2 \
    in_tmp wordfind -B -w nosuch.txt -o nosuch.idx
done_testing
