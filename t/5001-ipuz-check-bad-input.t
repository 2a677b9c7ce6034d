#!/bin/sh
# ipuz-check: malformed and unreadable input is trouble (exit 2), reported
# in one line, and the run goes on with the next file.
. "$(dirname "$0")/lib.sh"

plan 16

for f in truncated latin1 wrongtype negative huge short outside; do
	check_golden "$f.ipuz is refused" "5001-$f" 2 \
	    ipuz-check "t/data/$f.ipuz"
done
check_golden "a directory is refused" 5001-directory 2 ipuz-check t/data
check_golden "a missing file is refused" 5001-missing 2 \
    ipuz-check t/data/no-such.ipuz
check_golden "keeps going past a bad file" 5001-keep-going 2 \
    ipuz-check t/data/short.ipuz t/data/clues.ipuz
check_golden "an empty file is refused" 5001-empty 2 ipuz-check /dev/null
check_golden "a bad option is a usage error" 5001-usage 2 ipuz-check -x
check_golden "a missing word list is trouble" 5001-no-list 2 \
    ipuz-check -w t/data/no-such.txt examples/mini-5x5.ipuz

if [ "$(id -u)" = 0 ]; then
	skip "an unreadable file is refused" "root reads every file"
else
	cp t/data/clues.ipuz "$tmp/locked.ipuz"
	chmod 000 "$tmp/locked.ipuz"
	check_exit "an unreadable file is refused" 2 \
	    ipuz-check "$tmp/locked.ipuz"
fi

if [ -w /dev/full ]; then
	check_golden "a full disk on stdout is trouble" 5001-full 2 \
	    sh -c 'ipuz-check -l t/data/lint.ipuz >/dev/full'
else
	skip "a full disk on stdout is trouble" "no /dev/full"
fi

if [ -d "$shared/corpus/ipuz" ]; then
	check_golden "the corpus' known-bad files are refused" 5001-corpus 2 \
	    sh -c 'cd "$0/corpus/ipuz" && ipuz-check \
	    xpuz__high-tech-mergers-smaller-dimensions.ipuz \
	    xword-parser__fuzz-crash-*.ipuz' "$shared"
else
	skip "the corpus' known-bad files are refused" "no ../shared/corpus"
fi
done_testing
