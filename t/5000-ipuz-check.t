#!/bin/sh
# ipuz-check: validation, lint, progress and JSON reports.
. "$(dirname "$0")/lib.sh"

plan $(($(ls examples/*.ipuz | wc -l) + 9))

for f in examples/*.ipuz; do
	check_golden "examples/$(basename "$f") is lint-clean" \
	    "5000-$(basename "$f" .ipuz)" 0 ipuz-check -l "$f"
done
check_golden "clue problems are errors" 5000-clues 1 \
    ipuz-check t/data/clues.ipuz
check_golden "grid problems are errors" 5000-grids 1 \
    ipuz-check t/data/grids.ipuz
check_golden "lint findings count with -l" 5000-lint 1 \
    ipuz-check -l t/data/lint.ipuz
check_golden "lint findings do not count without -l" 5000-empty 0 \
    ipuz-check t/data/lint.ipuz
check_golden "-w reports answers not in the list" 5000-wordlist 1 \
    ipuz-check -w t/data/words.txt t/data/progress.ipuz
check_golden "-p shows progress and wrong letters" 5000-progress 1 \
    ipuz-check -p t/data/progress.ipuz
check_golden "-j prints one JSON document per file" 5000-json 2 \
    ipuz-check -j -l t/data/lint.ipuz t/data/short.ipuz examples/mini-5x5.ipuz
check_golden "-q prints nothing" 5000-empty 1 \
    ipuz-check -q -l t/data/lint.ipuz
check_stdin_golden "reads stdin when there is no file" 5000-stdin 1 \
    t/data/clues.ipuz ipuz-check
done_testing
