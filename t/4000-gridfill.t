#!/bin/sh
# gridfill: fills that are words of the list, proofs, limits, bad input.
. "$(dirname "$0")/lib.sh"

# fill GRID [OPTIONS]: the filled solution as a text grid.
fill() {
	grid=$1
	shift
	gridfill "$@" "$grid" | ipuz-convert -t grid
}

check_golden_err "an open 4x4" 4000-4x4 0 \
    'gridfill: t/data/fill-4x4.txt: filled 8 words, mean score 63.8, lowest 30' \
    fill t/data/fill-4x4.txt
check_golden_err "a mini with blocks" 4000-mini 0 \
    'gridfill: t/data/fill-mini.txt: filled 10 words, mean score 66.5, lowest 30' \
    fill t/data/fill-mini.txt
check_golden_err "seeds are kept" 4000-seeds 0 \
    'gridfill: t/data/fill-seeds.txt: filled 10 words, mean score 61.0, lowest 30' \
    fill t/data/fill-seeds.txt
# A given letter, shown to the solver from the start, is a seed: the
# fill keeps it, and passes ipuz-check. puzzle3 MIDDLE [MEMBERS]: a 3x3
# puzzle, its middle cell MIDDLE.
puzzle3() {
	printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,%s,0],[5,0,0]]%s}' "$1" "${2-}"
}
given='{"cell":0,"value":"Q"}'
puzzle3 "$given" >"$tmp/given.ipuz"
check_out "a given letter is kept" 0 "ESE
SQL
TQM" sh -c 'gridfill -q "$0" | ipuz-convert -t grid' "$tmp/given.ipuz"
check_silent "... and the fill passes ipuz-check" 0 \
    sh -c 'gridfill -q "$0" | ipuz-check' "$tmp/given.ipuz"
# A clue's answer is the constructor's entry, as ipuz-check reads it: its
# letters are seeds (once the fill put a word of the list there, which
# ipuz-check refused: "answer 'CAB' differs from the grid's 'ACT'").
answers3() {
	printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],"clues":{"Across":[{"number":1,"clue":"Taxi","answer":"%s"},[4,"Exist"],[5,"Bed"]],"Down":[[1,"A"],[2,"B"],[3,"C"]]}}' "$1"
}
answers3 'c-a b' >"$tmp/answer.ipuz"
check_out "a clue's answer is kept" 0 "CAB" \
    sh -c 'gridfill -q "$0" | ipuz-convert -t grid | head -n 1' \
    "$tmp/answer.ipuz"
check_silent "... and the fill passes ipuz-check" 0 \
    sh -c 'gridfill -q "$0" | ipuz-check' "$tmp/answer.ipuz"
check_out "... but not outside -r" 0 "..." \
    sh -c 'gridfill -q -r "2,1-3,3" "$0" | ipuz-convert -t grid | head -n 1' \
    "$tmp/answer.ipuz"
answers3 CABS >"$tmp/answer4.ipuz"
check_err "an answer that does not fit its cells is trouble" 2 \
    "gridfill: answer4.ipuz: clue 1-across: answer 'CABS' does not fit the letters of its 3 cells" \
    sh -c 'cd "$0" && gridfill answer4.ipuz' "$tmp"
# A letter of an answer the list lacks was said of the cell, which the
# file left empty: "cell r1c2 holds 'É'", the clue unnamed.
answers3 'cÉb' >"$tmp/answer-e.ipuz"
# A letter the list has folded is said with the option that folds it
# (persona19 F1): the message gave no way forward.
check_err "an answer's letter the list lacks is said of its clue, with -A" 2 \
    "gridfill: answer-e.ipuz: clue 1-across: answer 'cÉb' has 'É', which is not a letter of the word list; -A folds accents: it matches E and stays 'É'" \
    sh -c 'cd "$0" && gridfill answer-e.ipuz' "$tmp"
check_out_err "... which fills it, É kept, and names the entry made through it" 0 \
    "CÉB
PAY
ATE" "gridfill: answer-e.ipuz: filled 6 words, mean score 83.0, lowest 65
gridfill: answer-e.ipuz: 1 entry keeps an accent the list folds: 2-down ÉAT" \
    sh -c 'cd "$0" && gridfill -A answer-e.ipuz | ipuz-convert -t grid' "$tmp"
check_out "-a sees the given letter" 0 "[ST]Q[LMQ]" \
    sh -c 'gridfill -a "$0" | grep "^4-across" | cut -f 2' "$tmp/given.ipuz"
puzzle3 '{"cell":0,"value":"q."}' >"$tmp/given-dot.ipuz"
check_silent "a given is its cell's solution as written, so that ipuz-check agrees" \
    0 sh -c 'gridfill -q "$0" | ipuz-check' "$tmp/given-dot.ipuz"
puzzle3 '{"cell":0,"value":"q"}' \
    ',"solution":[[null,null,null],[null,"Q",null],[null,null,null]]' \
    >"$tmp/given-same.ipuz"
check_out "a given letter may differ from its solution in case" 0 "ESE
SQL
TQM" sh -c 'gridfill -q "$0" | ipuz-convert -t grid' "$tmp/given-same.ipuz"
puzzle3 "$given" \
    ',"solution":[[null,null,null],[null,"A",null],[null,null,null]]' \
    >"$tmp/given-bad.ipuz"
check_err "a given letter that is not its cell's solution is trouble" 2 \
    "gridfill: given-bad.ipuz: cell r2c2 shows the given letter 'Q', but its solution is 'A'" \
    sh -c 'cd "$0" && gridfill given-bad.ipuz' "$tmp"
# Seeds are normalised as the list's words are: s. is S, and is
# written so.
puzzle3 0 ',"solution":[["s.",null,null],[null,null,null],[null,null,"(x)"]]' \
    >"$tmp/seeds.ipuz"
check_out "seeds are normalised as the word list is" 0 "SOS
ONE
BOX" sh -c 'gridfill -q "$0" | ipuz-convert -t grid' "$tmp/seeds.ipuz"
# A rebus cell (several letters in one) stands, and the entries through
# it take words with its letters there: ?HE? across and down.
puzzle3 0 ',"solution":[[null,null,null],[null,"he",null],[null,null,null]]' \
    >"$tmp/rebus.ipuz"
check_out "a rebus cell's letters are in the words through it" 0 "Rebus: ❶=he

## Grid

ETD
T❶M
AND" sh -c 'gridfill -q "$0" | ipuz-convert -t xd | sed "/^## Clues/,\$d" |
    sed -n "/^Rebus/,\$p" | sed "\$d"' \
    "$tmp/rebus.ipuz"
check_silent "... and the fill passes ipuz-check" 0 \
    sh -c 'gridfill -q "$0" | ipuz-check' "$tmp/rebus.ipuz"
check_out "-a sees the rebus" 0 "[ACGPRSTW]HE[ADEFMNORSTWYZ]" \
    sh -c 'gridfill -a "$0" | grep "^4-across" | cut -f 2' "$tmp/rebus.ipuz"
check_out "a text grid's rebus, in brackets, too" 0 "[STAR]TED
TERI
SARD" sh -c 'printf "[STAR]...\n....\n....\n" | gridfill -q |
    ipuz-convert -t grid'
# An entry written whole through a rebus is used: THEM across leaves
# THEY down, in a list of three-letter words and those two (and a fill
# with a Y in the middle of the bottom row).
grep -E '^[A-Z]{3};' share/words.txt >"$tmp/them.txt"
printf 'THEM;90\nTHEY;10\nAYE;50\nETA;50\nSME;50\nETS;50\n' >>"$tmp/them.txt"
puzzle3 0 ',"solution":[[null,null,null],["T","HE","M"],[null,null,null]]' \
    >"$tmp/rebus-them.ipuz"
check_out "a word written through a rebus is not used again" 0 "ETS
T❶M
AYE" sh -c 'gridfill -q -w "$1" "$0" | ipuz-convert -t xd |
    sed -n "/^## Grid/{n;n;N;N;p}"' \
    "$tmp/rebus-them.ipuz" "$tmp/them.txt"
puzzle3 0 ',"solution":[[null,null,null],[null,"HΩ",null],[null,null,null]]' \
    >"$tmp/rebus-bad.ipuz"
check_err "a rebus with a character outside the alphabet is trouble" 2 \
    "gridfill: rebus-bad.ipuz:1:178: cell r2c2 holds 'HΩ', a rebus with 'Ω', which is no letter of the word list" \
    sh -c 'cd "$0" && gridfill rebus-bad.ipuz' "$tmp"
gridfill t/data/fill-mini.txt >"$tmp/mini.ipuz" 2>/dev/null
ipuz-convert examples/mini-5x5.ipuz >"$tmp/mini-as-read.ipuz"
check_silent "every entry is a word of the list, none twice" 0 \
    sh -c 'ipuz-check -l -w share/words.txt "$0" |
    grep -v -e ": info:" -e ": lint: no clues:"
    exit 0' "$tmp/mini.ipuz"
check_silent "a dense grid fills, with words of the list" 0 \
    sh -c 'gridfill -t 60 "$0" >"$1/dense.ipuz" 2>/dev/null || exit 1
    ipuz-check -l -w share/words.txt "$1/dense.ipuz" |
    grep -v -e ": info:" -e ": lint: no clues:"
    exit 0' bench/data/grids/7xopen.txt "$tmp"
check_silent "the rest of the puzzle is kept" 0 sh -c '
    gridfill examples/mini-5x5.ipuz 2>/dev/null |
    cmp - "$0"' "$tmp/mini-as-read.ipuz"
check_silent "the same seed gives the same fill" 0 sh -c '
    gridfill -S 7 t/data/fill-mini.txt >"$0/a" 2>/dev/null &&
    gridfill -S 7 t/data/fill-mini.txt >"$0/b" 2>/dev/null &&
    cmp "$0/a" "$0/b"' "$tmp"
check_out "-n gives different fills, -j as one array" 0 3 \
    sh -c 'gridfill -j -n 3 t/data/fill-4x4.txt 2>/dev/null |
    grep -c "\"version\""'
check_golden_err "-s and -x narrow the words" 4000-limits 0 \
    'gridfill: t/data/fill-4x4.txt: filled 8 words, mean score 61.2, lowest 45' \
    sh -c 'printf "abit\nbody\n" >"$0/x" &&
    gridfill -s 40 -x "$0/x" t/data/fill-4x4.txt | ipuz-convert -t grid' \
    "$tmp"
check_golden "-x warns of its list's bad lines, as -w does" 4000-exclude-bad 0 \
    sh -c 'cd "$0" && printf "abit\nurea;x\n" >x &&
    gridfill -x x <"$1" >/dev/null' "$tmp" \
    "$top/t/data/fill-4x4.txt"
wordfind -B -o "$tmp/l.idx" && cp "$tmp/l.idx" "$tmp/l.copy"
check_out_err "-o never replaces the index -w maps, even with -f" 2 "" \
    "gridfill: l.idx: will not overwrite the input" \
    sh -c 'cd "$0" && gridfill -f -w l.idx -o l.idx "$1"' "$tmp" \
    "$top/t/data/fill-4x4.txt"
check_silent "... and the index is whole" 0 cmp "$tmp/l.idx" "$tmp/l.copy"
check_out_err "-D onto a file is refused before the search" 2 "" \
    "gridfill: $tmp/l.copy: not a folder" \
    gridfill -D "$tmp/l.copy" t/data/fill-4x4.txt
check_out_err "-x - cannot be the standard input the puzzle is read from" 2 \
    "" "gridfill: standard input cannot be both the excluded words (-x -) and the puzzle" \
    from t/data/fill-4x4.txt gridfill -x -
check_out_err "... nor the one -w - reads" 2 "" \
    "gridfill: standard input cannot be both the excluded words (-x -) and a word list (-w -)" \
    from t/data/words.txt gridfill -w - -x - t/data/fill-4x4.txt
# An -x list opening <unk> was refused as XML (regress19 F1).
printf '<unk>\ncat\n' >"$tmp/unk-x.txt"
printf 'cat;60\ndog;50\n' >"$tmp/catdog.txt"
check_out "-x reads a list whose first line is <unk>" 0 "DOG" \
    sh -c 'cd "$0" && printf "...\n" |
    gridfill -q -x unk-x.txt -w catdog.txt | ipuz-convert -t grid' "$tmp"
# With a folded index the -x list is folded as a stack's lists are:
# "café" was matched as it is and kept out nothing, so CAFE was used.
printf 'café;80\nñandú;70\nnaïve;65\n' >"$tmp/acc.txt"
printf 'CAF.\n' >"$tmp/caf.txt"
printf 'café\n' >"$tmp/cafe-x.txt"
wordfind -B -f -w "$tmp/acc.txt" -o "$tmp/accf.idx"
check_err "-x with a folded index is folded too: café keeps out CAFE" 1 \
    'gridfill: caf.txt: no fill exists: no word fits 1-across (CAF?)' \
    sh -c 'cd "$0" && gridfill -x cafe-x.txt -w accf.idx caf.txt' "$tmp"
printf '....\n' >"$tmp/four.txt"
printf 'cafe\n' >"$tmp/cafe-plain.txt"
check_out "... only then: cafe keeps out no CAFÉ of a list as it is" 0 "CAFÉ" \
    sh -c 'cd "$0" && gridfill -q -x cafe-plain.txt -w acc.txt four.txt |
    ipuz-convert -t grid' "$tmp"
# On a folded index É matched E, and the fill wrote E for the
# constructor's É, in a seed and in the entry ÉTÉ written whole.
printf 'ete;50\nelu;50\n' >"$tmp/fr.txt"
wordfind -B -f -w "$tmp/fr.txt" -o "$tmp/frf.idx"
printf 'É..\nT##\nÉ##\n' >"$tmp/ete.txt"
check_out "a folded index keeps the seeds as they are spelt" 0 "ÉLU
T##
É##" \
    sh -c 'cd "$0" && gridfill -q -w frf.idx ete.txt |
    ipuz-convert -t grid' "$tmp"
# A theme word with an accent (MÉTÉO) on a list spelt without accents,
# as the default one is, was refused with no way forward, and a list of
# one's own with the word stacked on it then "proved" no fill (persona19
# F1): the refusal names -A, which folds accents as a folded index does;
# the fill keeps É, and names the entries it made through it, which the
# list spells without (not ÉTÉ, the constructor's own), and -q does not.
printf 'ete;50\nelu;50\n' >"$tmp/fr-plain.txt"
check_err "a seed the list has only folded names -A, at its place" 2 \
    "gridfill: ete.txt:1:1: cell r1c1 holds 'É', which is not a letter of the word list; -A folds accents: it matches E and stays 'É'" \
    sh -c 'cd "$0" && gridfill -w fr-plain.txt ete.txt' "$tmp"
check_out_err "-A fills it, the seeds kept, the entry made through É named" 0 \
    "ÉLU
T##
É##" "gridfill: ete.txt: filled 2 words, mean score 50.0, lowest 50
gridfill: ete.txt: 1 entry keeps an accent the list folds: 1-across ÉLU" \
    sh -c 'cd "$0" && gridfill -A -w fr-plain.txt ete.txt |
    ipuz-convert -t grid' "$tmp"
check_out_err "... so does a folded index in the stack, and -q names none" 0 \
    "ÉLU ÉLU" "gridfill: ete.txt: filled 2 words, mean score 50.0, lowest 50
gridfill: ete.txt: 1 entry keeps an accent the list folds: 1-across ÉLU" \
    sh -c 'cd "$0" && for o in "-w frf.idx" "-q -A -w fr-plain.txt"; do
    gridfill $o ete.txt | ipuz-convert -t grid | head -n 1; done |
    paste -s -d " " -' "$tmp"
printf '.É.\n...\n...\n' >"$tmp/two-e.txt"
printf 'bed;50\nare;50\nten;50\nbat;50\nere;50\nden;50\n' >"$tmp/bed.txt"
check_err "... every entry made through it, in the order of the slots" 0 \
    "gridfill: two-e.txt: filled 6 words, mean score 50.0, lowest 50
gridfill: two-e.txt: 2 entries keep an accent the list folds: 1-across BÉD, 2-down ÉRE" \
    sh -c 'cd "$0" && gridfill -A -w bed.txt two-e.txt >/dev/null' "$tmp"
check_err "a letter folding would not give gets no -A" 2 \
    "gridfill: ete.txt:1:1: cell r1c1 holds 'É', which is not a letter of the word list" \
    sh -c 'cd "$0" && printf "tlu;50\n" >tlu.txt &&
    gridfill -w tlu.txt ete.txt' "$tmp"
# A seed the folded list spells with two letters is a rebus of them, as
# wordfind reads it: it was a cell of one letter the list lacked.
printf 'strasse;50\naeon;50\nbijl;50\n' >"$tmp/de.txt"
wordfind -B -f -w "$tmp/de.txt" -o "$tmp/def.idx"
printf 'straß.\n' >"$tmp/ss.txt"
printf 'Æ..\n' >"$tmp/ae.txt"
printf 'bĳ.\n' >"$tmp/ij.txt"
check_out "... and one that folds to two letters is a rebus of them" 0 \
    "STRAßE
ÆON
BĲL" \
    sh -c 'cd "$0" && for g in ss ae ij; do gridfill -q -w def.idx $g.txt |
    ipuz-convert -t grid; done' "$tmp"
check_golden_err "-r fills a region, and keeps the slots it crosses fillable" \
    4000-region 0 \
    'gridfill: t/data/fill-mini.txt: filled the region: 8 cells, 6 entries through it, 1 whole, mean score 90.0, lowest 90' \
    fill t/data/fill-mini.txt -r '1,2-2,5'
check_err "two puzzles are a usage error that says so" 2 \
    "gridfill: one puzzle at a time: more than one file given
$(gridfill -h | awk 'NR == 1 { print; exit }')" \
    gridfill examples/mini-5x5.ipuz examples/mini-5x5.ipuz
# -r given twice: the regions join, as -w lists stack; the second once
# replaced the first, unsaid, and only row 5 was filled.
check_out_err "-r A -r B fills both regions, as -r 'A;B'" 0 "#ABIT
.....
.....
.....
ARAL#" \
    'gridfill: t/data/fill-mini.txt: filled the region: 8 cells, 7 entries through it, 2 whole, mean score 70.0, lowest 50' \
    fill t/data/fill-mini.txt -r 1,2-1,5 -r 5,1-5,4
# -q promises nothing but trouble on stderr; -qv printed -v's figures.
check_err "-q and -v are refused together, in either order" 2 \
    "gridfill: -q and -v cannot both be given: -q reports nothing but trouble
gridfill: -q and -v cannot both be given: -q reports nothing but trouble" \
    sh -c 'gridfill -qv t/data/fill-mini.txt; gridfill -vq t/data/fill-mini.txt'
check_err "a region outside the grid is trouble" 2 \
    "gridfill: region '1,1-9,9' is outside the 5x5 grid" \
    gridfill -r '1,1-9,9' t/data/fill-mini.txt
# Column 0 is outside too: taken, it was a write before the region's cells.
check_err "a region in column 0 is trouble" 2 \
    "gridfill: region '1,0' is outside the 5x5 grid" \
    gridfill -r '1,0' -o /dev/null t/data/fill-mini.txt
check_err "a region whose columns run backwards is trouble" 2 \
    "gridfill: region '1,3-2,1' runs backwards: write its top left cell first" \
    gridfill -r '1,3-2,1' -o /dev/null t/data/fill-mini.txt
check_err "a proof that no fill exists names the slot" 1 \
    'gridfill: t/data/fill-none.txt: no fill exists: no word fits 3-down (XIL)' \
    gridfill t/data/fill-none.txt
# -q keeps the proof quiet with -a too, as gridfill(1) says; the line
# was printed, "each slot on its own:" and all.
check_out_err "-q -a: no proof on stderr, the slots on stdout, exit 1" 1 \
    "7" "" sh -c 'gridfill -q -a -s 80 "$0" >"$1/qa.out"; s=$?
    wc -l <"$1/qa.out"; exit $s' t/data/fill-none.txt "$tmp"
check_silent "-q -a -j: no proof on stderr either" 1 \
    sh -c 'gridfill -q -a -j -s 80 "$0" >/dev/null' t/data/fill-none.txt
# The slot as the grid and the narrowing before any choice have it: it
# was named as the refutations of earlier runs left it, "(B?)", though
# AB was tried too and the grid is empty. (CC, a fourth word for the
# four slots, keeps the count below from being the proof.)
printf 'ab\nba\nbb;40\ncc;40\n' >"$tmp/ab.txt"
printf '..\n..\n' >"$tmp/g2.txt"
check_err "a proof names its slot's letters as before any choice" 1 \
    'gridfill: g2.txt: no fill exists: every word for 1-across (??) leads to a dead end
gridfill: g2.txt: no fill exists: every word for 1-across (??) leads to a dead end' \
    sh -c 'cd "$0" && gridfill -w ab.txt g2.txt; gridfill -P 2 -w ab.txt g2.txt' \
    "$tmp"
# No word twice: more slots of a length than the words they can take
# between them is a proof at once, where the search tried every way
# ("every word for 1-across (???) leads to a dead end") or ran until -t
# (3,750 slots of 3 letters on a 100x100, 773 MB). Each 3x3 block of
# AAA and BBB fills with -d, so the count is the only reason.
printf '...#...\n...#...\n...#...\n' >"$tmp/two.txt"
printf 'aaa\nbbb\n' >"$tmp/aaa.txt"
printf 'aaa\nbbb\nccc\nddd\neee\nfff\nggg\n' >"$tmp/ggg.txt"
check_err "more slots of a length than words is a proof, exit 1" 1 \
    'gridfill: two.txt: no fill exists: 12 slots of 3 letters, and the list has 2 words of 3 letters for them (-d allows a word twice)' \
    sh -c 'cd "$0" && gridfill -w aaa.txt -o /dev/null two.txt' "$tmp"
check_out_err "... which -d fills" 0 "AAA#AAA
AAA#AAA
AAA#AAA" "" sh -c 'cd "$0" && gridfill -q -d -w aaa.txt two.txt |
    ipuz-convert -t grid' "$tmp"
check_err "... with -q, the exit status alone" 1 "" \
    sh -c 'cd "$0" && gridfill -q -w aaa.txt two.txt' "$tmp"
# The words counted are those the slots can take: -x, -s and the
# crossings narrow them. A 2x2 of AB, BA, BB and CD has no room for CD
# (no word starts with D), and 3 words are left for its 4 slots.
printf 'ab\nba\nbb\ncd\n' >"$tmp/cd.txt"
printf '...\n...\n...\n' >"$tmp/sq.txt"
check_err "the words left after -x are counted, of the list's" 1 \
    'gridfill: sq.txt: no fill exists: 6 slots of 3 letters, and only 5 of the list'"'"'s 7 words of 3 letters can go in them (-d allows a word twice)' \
    sh -c 'cd "$0" && printf "fff\nggg\n" | gridfill -w ggg.txt -x - sq.txt' \
    "$tmp"
check_err "... and those the crossings leave" 1 \
    'gridfill: g2.txt: no fill exists: 4 slots of 2 letters, and only 3 of the list'"'"'s 4 words of 2 letters can go in them (-d allows a word twice)' \
    sh -c 'cd "$0" && gridfill -w cd.txt g2.txt' "$tmp"
# A region: the slots it fills whole, 6 of the 12 (7 words are no
# proof for them: the search gives it).
check_err "-r counts the slots the region fills" 1 \
    'gridfill: two.txt: no fill exists: 6 slots of 3 letters in the region, and only 5 of the list'"'"'s 7 words of 3 letters can go in them (-d allows a word twice)' \
    sh -c 'cd "$0" && printf "fff\nggg\n" |
    gridfill -w ggg.txt -x - -r r1c1-r3c3 two.txt' "$tmp"
check_err "... and no others" 1 \
    'gridfill: two.txt: no fill exists: every word for 1-across (???) leads to a dead end' \
    sh -c 'cd "$0" && gridfill -w ggg.txt -r r1c1-r3c3 two.txt' "$tmp"
# -a gives the same proof: it listed the 12 slots of 2 words each and
# exited 0. The slots follow as narrowed, crossings and all (not "each
# slot on its own", as after crossings that contradict); -j too; -d is
# no proof; with -r, the region's slots.
check_out_err "-a: more slots of a length than words is a proof, exit 1" 1 \
    "1-across	???	2 words	r1c1-r1c3	AAA BBB	-
6-down	???	2 words	r1c7-r3c7	AAA BBB	-
12" \
    'gridfill: two.txt: no fill exists: 12 slots of 3 letters, and the list has 2 words of 3 letters for them (-d allows a word twice)' \
    sh -c 'cd "$0" && gridfill -a -w aaa.txt two.txt >a.out; s=$?
    sed -n "1p;\$p" a.out; wc -l <a.out; exit $s' "$tmp"
check_out "... -q -j: the exit status alone, and the report" 1 "12" \
    sh -c 'cd "$0" && gridfill -q -a -j -w aaa.txt two.txt >a.json; s=$?
    jq length a.json; exit $s' "$tmp"
check_out "... -d: each slot can take a word, exit 0" 0 "12" \
    sh -c 'cd "$0" && gridfill -a -d -w aaa.txt two.txt >a.out; s=$?
    wc -l <a.out; exit $s' "$tmp"
check_out_err "... -r: the slots the region fills whole" 1 "6" \
    'gridfill: two.txt: no fill exists: 6 slots of 3 letters in the region, and only 5 of the list'"'"'s 7 words of 3 letters can go in them (-d allows a word twice)' \
    sh -c 'cd "$0" && printf "fff\nggg\n" |
    gridfill -a -w ggg.txt -x - -r r1c1-r3c3 two.txt >a.out; s=$?
    wc -l <a.out; exit $s' "$tmp"
# The grid of scale14 F3 with the default list: -a called every one of
# its 3750 slots fillable.
awk 'BEGIN { for (r = 0; r < 100; r++) { s = ""
    for (c = 0; c < 100; c++) s = s ((r % 4 == 3 || c % 4 == 3) ? "#" : ".")
    print s } }' >"$tmp/sq100.txt"
check_out_err "-a on a 100x100 grid of 3x3 squares: the proof, exit 1" 1 \
    "3750" \
    'gridfill: sq100.txt: no fill exists: 3750 slots of 3 letters, and the list has 1620 words of 3 letters for them (-d allows a word twice)' \
    sh -c 'cd "$0" && gridfill -a sq100.txt >a.out; s=$?
    wc -l <a.out; exit $s' "$tmp"
# A cell that can still take several letters is given as their set, as
# -a gives it: it was '?', "(STAR???????)", a pattern wordfind answers
# with STARTLINGLY and STARCHAMBER, where ?AZE allows neither T nor C.
printf '[STAR].......\n#A######\n#Z######\n#E######\n' >"$tmp/star.txt"
check_err "a proof gives a cell's letters as a set, as wordfind reads it" 1 \
    'gridfill: star.txt: no fill exists: no word fits 1-across (STAR[DFGHMR]??????)' \
    sh -c 'cd "$0" && gridfill -s 60 -o /dev/null star.txt || exit $?' "$tmp"
check_out "... which wordfind answers with nothing, STAR??????? with two" 0 \
    "0 2" sh -c 'echo $(wordfind -c -s 60 "STAR[DFGHMR]??????") \
    $(wordfind -c -s 60 "STAR???????")'
check_golden "-a shows where the grid is hard" 4000-analyse 0 \
    gridfill -a t/data/fill-seeds.txt
check_golden_err "-a flags slots only -s or -x close" 4000-analyse-s 1 \
    'gridfill: t/data/fill-none.txt: no fill exists: no word fits 5-down (Z??); each slot on its own:' \
    gridfill -a -s 80 t/data/fill-none.txt
# When the crossings contradict, each slot counted on its own: the count
# without -s was the narrowed one, 176 words beside 3888 with -s 60.
printf 'Q....\n.....\n.....\n.....\n....Z\n' >"$tmp/qz.txt"
check_out_err "-a: on a contradiction, both counts each slot on its own" 1 \
    "9-across	7 words (35 without -s, -x and -m)
5-down	7 words (35 without -s, -x and -m)
1-across	26 words (49 without -s, -x and -m)
1-down	26 words (49 without -s, -x and -m)
6-across	3888 words (8625 without -s, -x and -m)
7-across	3888 words (8625 without -s, -x and -m)
8-across	3888 words (8625 without -s, -x and -m)
2-down	3888 words (8625 without -s, -x and -m)
3-down	3888 words (8625 without -s, -x and -m)
4-down	3888 words (8625 without -s, -x and -m)
3888 8625" \
    'gridfill: qz.txt: no fill exists: no word fits 4-down (S[ILNTU]E[ACEILNOPRU]A); each slot on its own:' \
    sh -c 'cd "$0" && gridfill -a -s 60 qz.txt >qz.out; s=$?
    cut -f 1,3 qz.out; gridfill -a -s 60 -j qz.txt 2>/dev/null |
    jq -r ".[] | select(.number == 6 and .direction == \"across\") |
    \"\\(.words) \\(.words_any)\""; exit $s' "$tmp"
check_err "-o with a name that says another format than ipuz is refused" 2 \
    "gridfill: -o '$tmp/fill.PUZ': the name says .puz, but fills are ipuz: end it in .ipuz (ipuz-convert makes the .puz)" \
    gridfill -o "$tmp/fill.PUZ" t/data/fill-seeds.txt
check_silent "... and nothing was written" 0 test ! -e "$tmp/fill.PUZ"
check_err "-a with -o is refused: the report is not written to a file" 2 \
    'gridfill: -a prints its report on the standard output: not with -o' \
    gridfill -a -o "$tmp/report.txt" t/data/fill-seeds.txt
check_err "-a with -D is refused" 2 \
    'gridfill: -a prints its report on the standard output: not with -D' \
    gridfill -a -D "$tmp/fills" t/data/fill-seeds.txt
check_err "-t gives up, and says it is no proof" 3 \
    'gridfill: t/data/fill-7x7.txt: gave up after 0.2 seconds without a fill; that is no proof that none exists' \
    gridfill -t 0.2 t/data/fill-7x7.txt
# Giving up, it names where the search failed most, so that a
# constructor knows where to change the grid: on set2/15x15-205, which
# has no fill (a proof of 13 minutes with -P 1 -S 7, fill.h), three
# slots, each with its share of the dead ends, the largest first.
# Which three depends on how far the search got in the time: in 5 s
# the open 6x4 block at the bottom left and the entries through it
# (26-down, 40-down, 3-down), in a sanitized build's slower 30 s
# others too (15-across). An open grid's dead ends, spread over all
# its slots, give no such line (the 7x7 above). The line needs 1,000
# dead ends, which a machine busy with other work may not reach in 5 s:
# a run without it is tried again, given four times the time.
cp bench/data/grids/set2/15x15-205.txt "$tmp/205.txt"
secs=5
case ${USER_CFLAGS:-} in
*-fsanitize*) secs=30 ;;
esac
check_out "-t names the slots where the search failed most" 0 \
    "gridfill: 205.txt: the search failed most at SLOT, SLOT and SLOT
shares falling
3" \
    sh -c 'cd "$0" && gridfill -t "$1" 205.txt >/dev/null 2>205.err; s=$?
    [ -n "$(sed -n 2p 205.err)" ] || { gridfill -t "$(($1 * 4))" 205.txt \
    >/dev/null 2>205.err; s=$?; }
    line=$(sed -n 2p 205.err)
    echo "$line" | sed -E "s/[0-9]+-(across|down) \([0-9]+%( of its dead ends)?\)/SLOT/g"
    echo "$line" | tr -c "0-9%\n" " " | awk "{ for (i = 1; i <= NF; i++)
    if (\$i ~ /%\$/) { v = \$i + 0; if (n++ && v > last) bad = 1; last = v } }
    END { print n == 3 && !bad ? \"shares falling\" : \"shares: \" \$0 }"
    echo $s' "$tmp" "$secs"
check_golden_err "a full grid is left as it is" 4000-full 0 \
    'gridfill: t/data/fill-full.txt: the grid is full: nothing to fill' \
    fill t/data/fill-full.txt
# A locked .puz has its letters, scrambled: filled afresh, they were lost
# without a word (its fill written as the puzzle's).
for flag in "" -a; do
	check_out_err "a locked puzzle is not filled over${flag:+ ($flag)}" 2 "" \
	    'gridfill: t/data/mini-locked-8329.puz: the solution is scrambled, so its letters are not known; ipuz-convert -K finds its key' \
	    gridfill $flag t/data/mini-locked-8329.puz
done
# A region's letters are kept: one with no empty cell was "filled".
printf 'CAT\nA..\nT..\n' >"$tmp/part.txt"
check_out_err "a region with no empty cell is left as it is" 0 "CAT
A..
T.." "gridfill: $tmp/part.txt: the region is full: nothing to fill" \
    sh -c 'gridfill -r 1,1-1,3 "$0/part.txt" | ipuz-convert -t grid' "$tmp"
# The mean score is of the entries in the list: TCA, given, is not
# (TAX 90, COM 50, ALL 90, AOL 50, XML 50: 330 / 5).
printf 'TCA\n...\n...\n' >"$tmp/given.txt"
check_out_err "the mean score leaves out a given entry not in the list" 0 \
    "TCA AOL XML" "gridfill: given.txt: filled 6 words, mean score 66.0, lowest 50" \
    sh -c 'cd "$0" && gridfill given.txt | ipuz-convert -t grid |
    paste -s -d " " -' "$tmp"
# Several ipuz documents in one .ipuz file: no reader took what -o wrote.
check_out_err "-n 3 -o x.ipuz is refused, nothing written" 2 "none" \
    "gridfill: -n 3: 3 fills in one .ipuz file would be a file no reader takes; -D dir writes one file each, -o with another name (as fills.json) keeps them one after the other" \
    sh -c 'gridfill -n 3 -o "$0/three.ipuz" examples/grid-5x5.txt ||
    { s=$?; [ -e "$0/three.ipuz" ] || echo none; exit $s; }' "$tmp"
check_out_err "-n 2 -o x.ipuz is refused too: two fills are already two" 2 \
    "none" "gridfill: -n 2: 2 fills in one .ipuz file would be a file no reader takes; -D dir writes one file each, -o with another name (as fills.json) keeps them one after the other" \
    sh -c 'gridfill -n 2 -o "$0/two.ipuz" examples/grid-5x5.txt ||
    { s=$?; [ -e "$0/two.ipuz" ] || echo none; exit $s; }' "$tmp"
check_out "... as another name is not" 0 "2" \
    sh -c 'gridfill -q -n 2 -o "$0/two.json" examples/grid-5x5.txt &&
    jq -s length "$0/two.json"' "$tmp"
# What strict JSON readers refuse, or read otherwise, is read with a
# warning at its place, as the other tools read it (gridfill once said
# nothing); -q says nothing but trouble.
check_stderr "JSON strict readers refuse: a warning at its place" 0 \
    "gridfill: t/data/ipuz-lenient.ipuz:10:34: warning: not standard JSON: a comma before ']'
gridfill: t/data/ipuz-lenient.ipuz: the grid is full: nothing to fill" \
    gridfill t/data/ipuz-lenient.ipuz
check_stderr "and with -q, nothing" 0 "" \
    gridfill -q t/data/ipuz-lenient.ipuz
check_err "a slot longer than any word is trouble" 2 \
    'gridfill: t/data/fill-long.txt: slot 1-across has 50 letters, and the word list has no word that long' \
    gridfill t/data/fill-long.txt
# A list of phrases of 6 to 9 letters has words that long, only none of
# 5: "no word that long" sent the constructor looking for a length limit.
printf 'hot dog;95\nnew york;85\njello shot;70\n' >"$tmp/theme.txt"
printf '.....\n' >"$tmp/row5.txt"
printf 'EAVES#RAVES\n.....#.....\n.....#.....\n' >"$tmp/er.txt"
check_err "a length the list has no word of says so, with the length" 2 \
    'gridfill: row5.txt: slot 1-across has 5 letters, and the word list has no word of 5 letters
gridfill: er.txt: slot 11-across has 5 letters, and the word list has no word of 5 letters' \
    sh -c 'cd "$0" && gridfill -w theme.txt row5.txt;
    gridfill -a -w theme.txt er.txt' "$tmp"
check_err "a seed outside the alphabet is trouble" 2 \
    "gridfill: t/data/fill-alien.txt:1:3: cell r1c3 holds 'Ω', which is not a letter of the word list" \
    gridfill t/data/fill-alien.txt
# Named where a text grid has it, its line and column (leading empty
# lines, a rebus before it, -a and the standard input too), which gave a
# cell alone; an .ipuz where its solution gives the value (persona14
# F6), which gave its file alone.
# A rebus the list cannot spell named no letter, and a Dutch [IJ] cell
# against a list written with Ĳ said nothing of Ĳ.
printf 'ĳs;80\nsĳl;70\nsl;40\n' >"$tmp/nl.txt"
printf '[IJ].\n..\n' >"$tmp/ij.txt"
check_err "a refused rebus names its letter, and Ĳ for IJ" 2 \
    "gridfill: ij.txt:1:1: cell r1c1 holds 'IJ', a rebus with 'I', which is no letter of the word list; the list spells it 'Ĳ': write that in the cell, or fold accents (-A)" \
    sh -c 'cd "$0" && gridfill -d -w nl.txt ij.txt' "$tmp"
check_out "... which -A does" 0 "[IJ]S" \
    sh -c 'cd "$0" && gridfill -q -A -d -w nl.txt ij.txt |
    ipuz-convert -t grid | head -n 1' "$tmp"
printf '[CÉ].\n..\n' >"$tmp/ce.txt"
check_err "a rebus with an accent the list has folded names -A" 2 \
    "gridfill: ce.txt:1:1: cell r1c1 holds 'CÉ', a rebus with 'É', which is no letter of the word list; -A folds accents: it matches CE and stays 'CÉ'" \
    sh -c 'cd "$0" && gridfill ce.txt' "$tmp"
printf 'cat;50\ncar;60\n' >"$tmp/car.txt"
printf '\n\nAB.\n' >"$tmp/two-b.txt"
printf '\n[CA]Ωb.\n' >"$tmp/after-rebus.txt"
printf '\n.[CΩ]\n' >"$tmp/rebus-o.txt"
check_err "... named at its line and column in a text grid" 2 \
    "gridfill: two-b.txt:3:2: cell r1c2 holds 'B', which is not a letter of the word list
gridfill: two-b.txt:3:2: cell r1c2 holds 'B', which is not a letter of the word list
gridfill: <stdin>:3:2: cell r1c2 holds 'B', which is not a letter of the word list
gridfill: after-rebus.txt:2:5: cell r1c2 holds 'Ω', which is not a letter of the word list
gridfill: rebus-o.txt:2:2: cell r1c2 holds 'CΩ', a rebus with 'Ω', which is no letter of the word list
gridfill: two-b.ipuz:14:11: cell r1c2 holds 'B', which is not a letter of the word list" \
    sh -c 'cd "$0" && gridfill -w car.txt two-b.txt; gridfill -a -w car.txt two-b.txt
    gridfill -w car.txt - <two-b.txt; gridfill after-rebus.txt
    gridfill -w car.txt rebus-o.txt
    ipuz-convert -t ipuz two-b.txt >two-b.ipuz; gridfill -w car.txt two-b.ipuz
    exit 2' "$tmp"
# The column counts letters, after a byte order mark, which is not one.
printf '\357\273\277{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],\n"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],\n"title":"Été","solution":[["A", "0", null]]}\n' \
    >"$tmp/bom.ipuz"
check_err "... and a value of an .ipuz solution at its line and column" 2 \
    "gridfill: bom.ipuz:3:33: cell r1c2 holds '0', which is not a letter of the word list" \
    sh -c 'cd "$0" && gridfill bom.ipuz' "$tmp"
check_err "a malformed puzzle is trouble" 2 \
    'gridfill: t/data/short.ipuz:2:43: puzzle has 2 rows, dimensions say 3' \
    gridfill t/data/short.ipuz
check_err "a bad count is a usage error" 2 \
    "gridfill: count '0' is not a number from 1 to 1000000" \
    gridfill -n 0 t/data/fill-4x4.txt
# A standard output that cannot be written: its reason, and no report of
# a fill nobody got (stdout's lost reason used to come out as EIO).
if [ -w /dev/full ]; then
	check_stderr "a full standard output: one message, why, exit 2" 2 \
	    "gridfill: cannot write '<stdout>': No space left on device" \
	    sh -c 'gridfill -n 50 t/data/fill-4x4.txt >/dev/full'
else
	skip "a full standard output: one message, why, exit 2" \
	    "no /dev/full"
fi
# One corrupt byte of an index, a letter past the end of its alphabet,
# was read past the end of the solver's tables (UBSan: a shift of 255);
# the first letter of the words of 4 letters is made byte 255 here. The
# fault is the index's, and it is named, not the grid.
printf 'abit;50\nbody;50\nurea;50\n' >"$tmp/four.txt"
wordfind -B -w "$tmp/four.txt" -o "$tmp/letter.idx"
buckets=$(od -An -tu8 -j64 -N8 "$tmp/letter.idx" | tr -d ' ')
off=$(od -An -tu8 -j$((buckets + 32 * 4 + 16)) -N8 "$tmp/letter.idx" |
    tr -d ' ')
printf '\377' | dd of="$tmp/letter.idx" bs=1 seek="$off" conv=notrunc \
    2>/dev/null
check_err "an index with a letter outside its alphabet is refused" 2 \
    "gridfill: $tmp/letter.idx: corrupt word-list index: a word of 4 letters has a letter outside its alphabet" \
    gridfill -w "$tmp/letter.idx" t/data/fill-4x4.txt
check_err "... by -a too" 2 \
    "gridfill: $tmp/letter.idx: corrupt word-list index: a word of 4 letters has a letter outside its alphabet" \
    gridfill -a -w "$tmp/letter.idx" t/data/fill-4x4.txt
# A letter of the alphabet that is no code point was printed as bytes
# that are no text ("[\xff\xbf\xbf\xbfENT]"): the index is refused.
wordfind -B -w "$tmp/four.txt" -o "$tmp/alpha.idx"
printf '\377\377\377\177' | dd of="$tmp/alpha.idx" bs=1 seek=160 \
    conv=notrunc 2>/dev/null
check_err "an alphabet letter that is no code point is refused" 2 \
    "gridfill: $tmp/alpha.idx: corrupt word-list index" \
    gridfill -w "$tmp/alpha.idx" t/data/fill-4x4.txt
# The index is mapped: cut short or rewritten in place while in use (cp
# over it), its pages raise SIGBUS, which killed gridfill without a word
# (failure9 #11). Here the output's reader empties the index once the
# pipe is full, so that the rest is read from an empty file.
printf '%s\n' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],' \
    '"dimensions":{"width":5,"height":5},"puzzle":[[0,0,0,0,0],[0,0,0,0,0],' \
    '[0,0,0,0,0],[0,0,0,0,0],[0,0,0,0,0]]}' >"$tmp/t5.ipuz"
check_err "an index emptied while in use: a message, exit status 2" 2 \
    'gridfill: bus.idx: the index changed while in use; replace it by renaming (as wordfind -B -o does)' \
    sh -c 'cd "$0" && cp "$XW_DATADIR/words.idx" bus.idx &&
    { gridfill -q -n 1000000 -w bus.idx t5.ipuz; echo $? >rc; } |
    { head -c 1 >/dev/null; : >bus.idx; cat >/dev/null; }; exit $(cat rc)' \
    "$tmp"
# Rewritten in place, the same size (cp over it; dd conv=notrunc here):
# no SIGBUS, and gridfill went on with words of garbage, said "only N
# fills exist" and exited 0, its fills not even UTF-8 (hostile17 F2).
# Now it sees the file changed before the next fill, and stops.
check_err "an index rewritten in place while in use: a message, exit status 2" 2 \
    'gridfill: bus.idx: the index changed while in use; replace it by renaming (as wordfind -B -o does)' \
    sh -c 'cd "$0" && cp "$XW_DATADIR/words.idx" bus.idx &&
    head -c "$(wc -c <bus.idx)" /dev/zero | tr "\\0" "\\377" >ff.idx &&
    { gridfill -q -t 5 -n 1000000 -w bus.idx t5.ipuz; echo $? >rc; } |
    { head -c 1 >/dev/null; dd if=ff.idx of=bus.idx conv=notrunc bs=1M \
    2>/dev/null; cat >/dev/null; }; exit $(cat rc)' "$tmp"
check_err "... and with -P 2 (the searches of a team)" 2 \
    'gridfill: bus.idx: the index changed while in use; replace it by renaming (as wordfind -B -o does)' \
    sh -c 'cd "$0" && cp "$XW_DATADIR/words.idx" bus.idx &&
    { gridfill -q -P 2 -t 5 -n 1000000 -w bus.idx t5.ipuz; echo $? >rc; } |
    { head -c 1 >/dev/null; dd if=ff.idx of=bus.idx conv=notrunc bs=1M \
    2>/dev/null; cat >/dev/null; }; exit $(cat rc)' "$tmp"
done_testing
