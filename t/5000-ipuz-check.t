#!/bin/sh
# ipuz-check: validation, lint, progress and JSON reports.
. "$(dirname "$0")/lib.sh"

# Every example is lint-clean: ipuz-check -l says only what it is.
for f in examples/*.ipuz; do
	case $f in
	examples/barred.ipuz) info="26 words (11 across, 15 down), 0 blocks" ;;
	examples/cryptic.ipuz) info="22 words (10 across, 12 down), 35 blocks" ;;
	examples/mini-5x5.ipuz) info="10 words (5 across, 5 down), 2 blocks" ;;
	examples/rebus-15x15.ipuz) info="80 words (41 across, 39 down), 38 blocks" ;;
	*) info="(a new example: say here what ipuz-check -l prints)" ;;
	esac
	check_out "$f is lint-clean" 0 \
	    "$f: info: $info, symmetry rotational-180" ipuz-check -l "$f"
done
check_golden "clue problems are errors" 5000-clues 1 \
    ipuz-check t/data/clues.ipuz
check_golden "grid problems are errors" 5000-grids 1 \
    ipuz-check t/data/grids.ipuz
# A control character in a solution cell (BEL, C1 U+0081, as a .puz 1.3
# with an undefined Windows-1252 byte gives) passed without a word,
# though the .jpz and .xd writers refuse it and no solver can type it.
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","\\u0007","\\u0081"]],"clues":{"Across":[[1,"Feline"]]}}\n' >"$tmp/ctl.ipuz"
check_out "a control character in a solution cell is an error" 1 \
    "ctl.ipuz: error: solution has control characters, which no solver can type: 2 cells, first r1c2" \
    sh -c 'cd "$0" && ipuz-check ctl.ipuz' "$tmp"
# A cell holding only a variation selector (U+FE0F split from its ❤, as
# the .xd reader once made) or a combining mark shows nothing; it passed.
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":4,"height":1},"puzzle":[[1,0,0,0]],"solution":[["I","\u2764","\ufe0f","\u0301"]],"clues":{"Across":[[1,"Love"]]}}\n' >"$tmp/bare.ipuz"
check_out "a cell that starts with a selector or a mark is an error" 1 \
    "bare.ipuz: error: solution has cells that start with a combining mark or a variation selector, which goes on no letter: 2 cells, first r1c3" \
    sh -c 'cd "$0" && ipuz-check bare.ipuz' "$tmp"
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["I","\u2764\ufe0f","E\u0301"]],"clues":{"Across":[[1,"Love"]]}}\n' >"$tmp/withbase.ipuz"
check_out "... not one that holds its base too" 0 "" \
    sh -c 'cd "$0" && ipuz-check withbase.ipuz' "$tmp"
# An answer met more than five times: five entries named, and how many
# more (seven in all, five and 2 more).
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":20,"height":1},"puzzle":[[1,0,"#",2,0,"#",3,0,"#",4,0,"#",5,0,"#",6,0,"#",7,0]],"solution":[["A","B","#","A","B","#","A","B","#","A","B","#","A","B","#","A","B","#","A","B"]]}\n' \
    >"$tmp/dup7.ipuz"
check_out "-l: an answer seven times names five and 2 more" 1 \
    "dup7.ipuz: lint: answer 'AB' appears 7 times: 1-across, 2-across, 3-across, 4-across, 5-across and 2 more" \
    sh -c 'cd "$0" && ipuz-check -l dup7.ipuz >lint.txt; s=$?
    grep "answer" lint.txt; exit $s' "$tmp"
# A number where standard numbering gives none is a stray label: here a
# second 3, and a 42, on cells that start no entry.
numbered() {
	printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,%s,0],[5,0,0]],"solution":[["C","A","T"],["A","R","E"],["B","E","D"]],"clues":{"Across":[[1,"a"],[4,"b"],[5,"c"]],"Down":[[1,"d"],[2,"e"],[3,"f"]]}}' "$1"
}
numbered 3 >"$tmp/dupnum.ipuz"
check_out "a number twice in the grid is a numbering warning" 0 \
    "dupnum.ipuz: warning: cell r2c2 is labelled 3, standard numbering gives it no number" \
    sh -c 'cd "$0" && ipuz-check dupnum.ipuz' "$tmp"
numbered 42 >"$tmp/stray.ipuz"
check_out "... and so is a number on a cell that starts no entry" 0 \
    '[{"kind":"warning","code":"numbering","message":"cell r2c2 is labelled 42, standard numbering gives it no number","cells":[[2,2]]}]' \
    sh -c 'cd "$0" && ipuz-check -j stray.ipuz |
    sed "s/.*\"findings\":\(.*\),\"stats\".*/\1/"' "$tmp"
numbered -5 >"$tmp/minus.ipuz"
check_out "... and so is a negative number, which numbering never gives" 0 \
    "minus.ipuz: warning: cell r2c2 is labelled -5, standard numbering gives it no number" \
    sh -c 'cd "$0" && ipuz-check minus.ipuz' "$tmp"
# A clue number that is not all digits may be a label the grid does not
# show: a warning; one of digits alone must start an entry: an error.
cat >"$tmp/clue1a.ipuz" <<'EOF2'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},
"puzzle":[[1,0,0]],"solution":[["C","A","T"]],"clues":{"Across":[[1,"Pet"],["1a","Pet again"],[9,"Lost"]]}}
EOF2
check_out "a clue number of digits and more names no entry: a warning" 1 \
    "clue1a.ipuz: warning: clue 1a-across: cannot tell which entry it is for
clue1a.ipuz: error: clue 9-across: no across entry starts at a cell numbered 9" \
    sh -c 'cd "$0" && ipuz-check clue1a.ipuz' "$tmp"
# An enumeration whose sum is past LONG_MAX was said to add up to it.
enumerated() {
	printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":2},"puzzle":[[1,2],[3,0]],"solution":[["A","B"],["C","D"]],"clues":{"Across":[{"number":1,"clue":"x","enumeration":"%s"},[3,"y"]],"Down":[[1,"z"],[2,"w"]]}}' "$1"
}
enumerated 99999999999999999999 >"$tmp/enum.ipuz"
check_out "an enumeration past LONG_MAX is said to be, not summed wrong" 1 \
    "enum.ipuz: error: clue 1-across: enumeration '99999999999999999999' adds up to more than 9223372036854775807, the answer has 2 letters" \
    sh -c 'cd "$0" && ipuz-check enum.ipuz' "$tmp"
enumerated 9223372036854775806,2 >"$tmp/enum2.ipuz"
check_out "... as is one whose lengths only add up past it" 1 \
    "enum2.ipuz: error: clue 1-across: enumeration '9223372036854775806,2' adds up to more than 9223372036854775807, the answer has 2 letters" \
    sh -c 'cd "$0" && ipuz-check enum2.ipuz' "$tmp"
# A rebus cell's enumeration may count its cells or its letters: CART
# over C, AR, T is 3 or 4, and only other sums are wrong.
rebus_enum() {
	printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","AR","T"]],"clues":{"Across":[{"number":1,"clue":"Wagon","enumeration":"%s"}]}}' "$1"
}
rebus_enum 4 >"$tmp/rebus4.ipuz"
rebus_enum 3 >"$tmp/rebus3.ipuz"
check_silent "a rebus entry's enumeration may count its letters or its cells" 0 \
    sh -c 'cd "$0" && ipuz-check rebus4.ipuz rebus3.ipuz' "$tmp"
rebus_enum 5 >"$tmp/rebus5.ipuz"
check_out "... but no other sum" 1 \
    "rebus5.ipuz: error: clue 1-across: enumeration '5' adds up to 5, the answer has 4 letters" \
    sh -c 'cd "$0" && ipuz-check rebus5.ipuz' "$tmp"
# U+2028 and U+2029 end a line for some readers (Python's splitlines,
# JavaScript): written raw, one finding was two lines, as U+0085 was in
# -j. They are escaped as the C1 controls are.
enumerated 2 | sed 's/"clue":"x"/&,"answer":"A\\u2028B\\u0085C\\u2029D"/' \
    >"$tmp/sep.ipuz"
check_out "U+2028 and U+2029 are escaped, a finding one line" 1 \
    "sep.ipuz: error: clue 1-across: answer 'A\\xe2\\x80\\xa8B\\xc2\\x85C\\xe2\\x80\\xa9D' differs from the grid's 'AB'" \
    sh -c 'cd "$0" && ipuz-check sep.ipuz' "$tmp"
# In -j, the message is as the text shows it: with a real U+2028 in the
# string, jq -r printed two lines.
check_out "... and in -j, the message as the text shows it" 1 \
    "\"message\":\"clue 1-across: answer 'A\\\\xe2\\\\x80\\\\xa8B\\\\xc2\\\\x85C\\\\xe2\\\\x80\\\\xa9D' differs from the grid's 'AB'\"" \
    sh -c 'cd "$0" && ipuz-check -j sep.ipuz >j.out; s=$?
    grep -o "\"message\":\"clue 1-across: answer[^\"]*\"" j.out; exit $s' "$tmp"
# A bidi control (U+202E, U+2066) is escaped as U+2028 is, in the text
# and in -j (xw_json_shown), so that it turns no line around.
enumerated 2 | sed 's/"clue":"x"/&,"answer":"A\\u202eB\\u2066C"/' \
    >"$tmp/bidi.ipuz"
check_out "bidi controls are escaped, in the text ..." 1 \
    "bidi.ipuz: error: clue 1-across: answer 'A\\xe2\\x80\\xaeB\\xe2\\x81\\xa6C' differs from the grid's 'AB'" \
    sh -c 'cd "$0" && ipuz-check bidi.ipuz' "$tmp"
check_out "... and in -j" 1 \
    "\"message\":\"clue 1-across: answer 'A\\\\xe2\\\\x80\\\\xaeB\\\\xe2\\\\x81\\\\xa6C' differs from the grid's 'AB'\"" \
    sh -c 'cd "$0" && ipuz-check -j bidi.ipuz >j.out; s=$?
    grep -o "\"message\":\"clue 1-across: answer[^\"]*\"" j.out; exit $s' "$tmp"
# A bidi control or a character that shows as nothing in a puzzle's
# text (the title, a cell, a clue's text, answer or enumeration), which
# ipuz-render shows as U+FFFD, passed -l without a word: a lint, code
# bidi or invisible, naming the place, the character's position and
# name. A direction mark (the copyright's, the notes') or an isolate
# closed in its text (2-down) in a puzzle of a right-to-left letter
# (the notes), a joiner in an emoji sequence (r3c2, 5-across) or a
# Persian word (5-across) are spelling, and said nothing of; nor is
# anything without -l.
check_golden "-l: bidi controls and invisible characters are lints" \
    5000-hidden 1 ipuz-check -l t/data/hidden.ipuz
check_golden "... and with -j, their codes and cells" 5000-hidden-json 1 \
    ipuz-check -l -j t/data/hidden.ipuz
check_silent "... and nothing without -l" 0 ipuz-check t/data/hidden.ipuz
# A clue list's name is the heading ipuz-render -c draws: an override
# there turned "Across" round unlinted (newfeat18 F13).
jq '.clues |= with_entries(if .key == "Across" then
    .key = "Across:Ac\u202eross\u200b" else . end)' examples/mini-5x5.ipuz \
    >"$tmp/listname.ipuz"
check_out "-l: a list's name is looked at too" 1 \
    "listname.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
listname.ipuz: lint: the list Across: name holds U+202E RIGHT-TO-LEFT OVERRIDE at character 10, which can turn the text after it around
listname.ipuz: lint: the list Across: name holds U+200B ZERO WIDTH SPACE at character 15, which shows as nothing" \
    sh -c 'cd "$0" && ipuz-check -l listname.ipuz' "$tmp"
# U+180E between two Mongolian letters selects the separated final vowel:
# spelling, left as U+200C in a Persian word; next to ASCII it joins
# nothing (newfeat18 F8).
jq '.clues.Across[0][1] = "\u182c\u1820\u182d\u1820\u180e\u1820 (6)" |
    .clues.Across[1][1] = "x\u180e"' examples/mini-5x5.ipuz \
    >"$tmp/mongol.ipuz"
check_out "-l: U+180E in a Mongolian word is spelling" 1 \
    "mongol.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
mongol.ipuz: lint: clue 5-across: text holds U+180E MONGOLIAN VOWEL SEPARATOR at character 2, which joins nothing here" \
    sh -c 'cd "$0" && ipuz-check -l mongol.ipuz' "$tmp"
# A direction mark is left only in a puzzle of a right-to-left letter.
# The ARABIC LETTER MARK, U+061C, is in the Arabic block and made its
# own text right-to-left: a Latin clue with one passed (review19 F1).
# Nor are an Arabic-Indic digit, the number sign U+0600 (a format
# character) or a vowel sign (U+064E, a mark) letters. An isolate closed
# in its text is a lint there too.
jq '.clues.Across[0][1] = "Pay 100\u061c dollars" |
    .clues.Across[2][1] = "Pay \u0661\u0660\u0660\u200f dollars" |
    .clues.Across[3][1] = "\u0600\u06dd\u0661 \u061c sum" |
    .clues.Across[4][1] = "Fa\u064eta\u200f" |
    .clues.Down[0][1] = "Film \u2068Star Wars\u2069"' examples/mini-5x5.ipuz \
    >"$tmp/alm.ipuz"
check_out "-l: a direction mark in a puzzle of no right-to-left letter is a lint" 1 \
    "alm.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
alm.ipuz: lint: clue 1-across: text holds U+061C ARABIC LETTER MARK at character 8, which shows as nothing but can move the text around it
alm.ipuz: lint: clue 6-across: text holds U+200F RIGHT-TO-LEFT MARK at character 8, which shows as nothing but can move the text around it
alm.ipuz: lint: clue 7-across: text holds U+061C ARABIC LETTER MARK at character 5, which shows as nothing but can move the text around it
alm.ipuz: lint: clue 8-across: text holds U+200F RIGHT-TO-LEFT MARK at character 6, which shows as nothing but can move the text around it
alm.ipuz: lint: clue 1-down: text holds U+2068 FIRST STRONG ISOLATE at character 6, which can turn the text after it around (and 1 more such character)" \
    sh -c 'cd "$0" && ipuz-check -l alm.ipuz' "$tmp"
# In a puzzle with a right-to-left letter anywhere (its title here), a
# mark and an isolate closed in its text are left in the texts that may
# set a direction: an RLM before a clue of digits alone, the ALM of an
# Arabic clue, an English title isolated in an Arabic clue, an LRM in a
# Latin one, a mark in a label or a Phoenician clue (mutation20 C12,
# U12); they were lints unless the text itself held such a letter
# (regress19 F5). An override, an isolate left open, a U+2069 closing
# none, and a mark in a letter of the grid or an answer (mutation20
# C11, C13) are still lints.
jq '.title = "\u05ea\u05e9\u05d1\u05e5" |
    .puzzle[0][1] = "\u05d0\u200f1" |
    .solution[0][2] = "\u05d0\u200f" |
    .clues.Across[0] = {"number": 1, "clue": "\u200f1948", "answer": "\u05d0\u200fARK"} |
    .clues.Across[1][1] = "\u0633\u0639\u0631 \u061c100 \u062f\u0648\u0644\u0627\u0631" |
    .clues.Across[2][1] = "\u0641\u064a\u0644\u0645 \u2068Star Wars\u2069 (1977)" |
    .clues.Across[3][1] = "\u2069Pay \u2066x\u2069 \u200e5 \u2067" |
    .clues.Across[4][1] = "Pet \u202etac\u202c \u2067" |
    .clues.Down[0][1] = "\ud802\udd00\ud802\udd01 \u200f2026"' examples/mini-5x5.ipuz \
    >"$tmp/rtl.ipuz"
check_out "-l: marks and closed isolates in a right-to-left puzzle" 1 \
    "rtl.ipuz: error: clue 1-across: no across entry starts at a cell numbered 1
rtl.ipuz: error: clue 1-down: no down entry starts at a cell numbered 1
rtl.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
rtl.ipuz: lint: r1c3: solution holds U+200F RIGHT-TO-LEFT MARK at character 2, which shows as nothing but can move the text around it
rtl.ipuz: lint: clue 1-across: answer holds U+200F RIGHT-TO-LEFT MARK at character 2, which shows as nothing but can move the text around it
rtl.ipuz: lint: clue 7-across: text holds U+2069 POP DIRECTIONAL ISOLATE at character 1, which can turn the text after it around (and 1 more such character)
rtl.ipuz: lint: clue 8-across: text holds U+202E RIGHT-TO-LEFT OVERRIDE at character 5, which can turn the text after it around (and 2 more such characters)" \
    sh -c 'cd "$0" && ipuz-check -l rtl.ipuz' "$tmp"
# A letter of a right-to-left script past the BMP makes a puzzle
# right-to-left too: Phoenician (U+10900), Adlam (U+1E900), each the one
# such letter of its puzzle (mutation20 U12).
for l in '\ud802\udd00\ud802\udd01' '\ud83a\udd00'; do
	jq ".clues.Across[0][1] = \"$l \\u200f2026\"" examples/mini-5x5.ipuz
done >"$tmp/planes.json"
check_out "-l: a mark in a puzzle of Phoenician or Adlam letters is left" 0 \
    "x.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
x.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180" \
    sh -c 'cd "$0" && jq -c . planes.json | while read -r p; do
	printf "%s\n" "$p" >x.ipuz; ipuz-check -l x.ipuz || exit; done' "$tmp"
# A joiner is left only between two letters of one script whose
# spelling uses it, or two emoji (U+200D); it was left between any two
# characters past ASCII, two accented Latin letters or two guillemets
# among them, though the page said a Latin letter or punctuation
# beside it is reported (review19 F2). A Persian ZWNJ, a Hindi ZWJ and
# ZWNJ, an emoji family and a ❤️‍🔥 are spelling; U+180E is Mongolian's.
jq '.solution[0][1] = "\u00c9\u200d\u00c9" |
    .clues.Across[0][1] = "Pay caf\u00e9\u200d\u00e9t\u00e9 dollars" |
    .clues.Across[1][1] = "Pay \u00ab\u200d\u00bb dollars" |
    .clues.Across[2][1] = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 (7)" |
    .clues.Across[3][1] = "\u0915\u094d\u200d\u0937 \u0915\u094d\u200c\u0937" |
    .clues.Across[4][1] = "\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67 \u2764\ufe0f\u200d\ud83d\udd25 \ud83d\udc69\ud83c\udffd\u200d\ud83d\udcbb" |
    .clues.Down[0][1] = "\u0645\u200d\ud83d\udc68" |
    .clues.Down[1][1] = "\u0645\u180e\u0645" |
    .clues.Down[2][1] = "Stra\u00df\u200c\u0142e"' examples/mini-5x5.ipuz \
    >"$tmp/joiners.ipuz"
check_out "-l: a joiner beside a Latin letter, punctuation or another script is a lint" 1 \
    "joiners.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
joiners.ipuz: lint: r1c2: solution holds U+200D ZERO WIDTH JOINER at character 2, which joins nothing here
joiners.ipuz: lint: clue 1-across: text holds U+200D ZERO WIDTH JOINER at character 9, which joins nothing here
joiners.ipuz: lint: clue 5-across: text holds U+200D ZERO WIDTH JOINER at character 6, which joins nothing here
joiners.ipuz: lint: clue 1-down: text holds U+200D ZERO WIDTH JOINER at character 2, which joins nothing here
joiners.ipuz: lint: clue 2-down: text holds U+180E MONGOLIAN VOWEL SEPARATOR at character 2, which joins nothing here
joiners.ipuz: lint: clue 3-down: text holds U+200C ZERO WIDTH NON-JOINER at character 6, which joins nothing here" \
    sh -c 'cd "$0" && ipuz-check -l joiners.ipuz' "$tmp"
# A U+200D that ends a word after a letter of such a script shows the
# letter's joined form: a Malayalam chillu (NA, VIRAMA, ZWJ), in a clue
# and alone in a cell, a Devanagari half form, an Arabic letter's medial
# form before a blank or punctuation; they were "joins nothing here"
# (regress19 F4). After a Latin letter or an emoji, or with a letter of
# another script after it, it is still a lint; so is a ZWJ between a
# Latin and an Arabic letter, either way round (mutation20 C01, C02).
jq '.solution[0][2] = "\u0d28\u0d4d\u200d" |
    .solution[1][0] = "\u0915\u094d\u200d" |
    .clues.Across[0][1] = "\u0d05\u0d35\u0d28\u0d4d\u200d \u0d0e\u0d28\u0d4d\u0d28" |
    .clues.Across[1][1] = "\u0639\u200d, \u0639\u200d\u00bb \u0915\u094d\u200d." |
    .clues.Across[2][1] = "ab\u200d \ud83d\udc68\u200d" |
    .clues.Across[3][1] = "\u0639\u200dx" |
    .clues.Across[4][1] = "ab\u200d\u0645" |
    .clues.Down[0][1] = "\u0645\u200dx"' examples/mini-5x5.ipuz \
    >"$tmp/chillu.ipuz"
check_out "-l: a ZWJ ending a word of a joining script is spelling" 1 \
    "chillu.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
chillu.ipuz: lint: clue 6-across: text holds U+200D ZERO WIDTH JOINER at character 3, which joins nothing here (and 1 more such character)
chillu.ipuz: lint: clue 7-across: text holds U+200D ZERO WIDTH JOINER at character 2, which joins nothing here
chillu.ipuz: lint: clue 8-across: text holds U+200D ZERO WIDTH JOINER at character 3, which joins nothing here
chillu.ipuz: lint: clue 1-down: text holds U+200D ZERO WIDTH JOINER at character 2, which joins nothing here" \
    sh -c 'cd "$0" && ipuz-check -l chillu.ipuz' "$tmp"
# A control character but a tab, a line feed and a CR before one (ESC,
# BEL, NEXT LINE U+0085, DEL) in a text is a lint, code control: ESC [8m
# hid the text after it on a terminal and passed -l without a word
# (fuzz19 F9). A tab and a CR LF are left.
jq '.clues.Across[0][1] = "ab\u001b[8mhidden\u001b[0mcd" |
    .clues.Across[1][1] = "ab\u0085cd" |
    .clues.Across[2][1] = "Ring\u0007 \u007f" |
    .clues.Across[3][1] = "Tab\there,\r\nCRLF" |
    .clues.Across[4][1] = "over\rwrite" |
    .notes = "\u009b31m"' examples/mini-5x5.ipuz >"$tmp/control.ipuz"
check_out "-l: a control character in a text is a lint" 1 \
    "control.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
control.ipuz: lint: notes holds U+009B CONTROL SEQUENCE INTRODUCER at character 1, which a terminal or another reader may act on
control.ipuz: lint: clue 1-across: text holds U+001B ESCAPE at character 3, which a terminal or another reader may act on (and 1 more such character)
control.ipuz: lint: clue 5-across: text holds U+0085 NEXT LINE at character 3, which a terminal or another reader may act on
control.ipuz: lint: clue 6-across: text holds U+0007 ALERT at character 5, which a terminal or another reader may act on (and 1 more such character)
control.ipuz: lint: clue 8-across: text holds U+000D CARRIAGE RETURN at character 5, which a terminal or another reader may act on" \
    sh -c 'cd "$0" && ipuz-check -l control.ipuz' "$tmp"
check_out "... -j: its code" 1 \
    '"code":"control"' \
    sh -c 'cd "$0" && ipuz-check -l -j control.ipuz >j.out; s=$?
    grep -o "\"code\":\"control\"" j.out | sort -u; exit $s' "$tmp"
numbered '"0"' >"$tmp/zero.ipuz"
check_silent "... but a 0 is no label" 0 \
    sh -c 'cd "$0" && ipuz-check zero.ipuz' "$tmp"
# A custom list's clue without cells is placed by nothing, and .puz and
# .xd cannot take it: the file passed without a word, and failed to
# convert. "across", which ipuz names case-sensitively, is likely meant
# as Across; a custom list whose clues give cells is not said.
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],"solution":[["C","A","B"],["A","R","E"],["B","E","D"]],"clues":{"across":[[1,"x"],[4,"y"]],"DOWN:Vertical":[[1,"a"]],"Zones":[[1,"z"]],"Rows":[{"number":1,"clue":"r","cells":[[1,1],[2,1],[3,1]]}]}}' \
    >"$tmp/lower.ipuz"
check_out "custom-list clues without cells are a clue-cells warning" 0 \
    "lower.ipuz: warning: 2 clues in across give no cells, and cannot be placed: did you mean Across? (ipuz list names are case-sensitive)
lower.ipuz: warning: 1 clue in DOWN:Vertical gives no cells, and cannot be placed: did you mean Down:Vertical? (ipuz list names are case-sensitive)
lower.ipuz: warning: 1 clue in Zones gives no cells, and cannot be placed" \
    sh -c 'cd "$0" && ipuz-check lower.ipuz' "$tmp"
check_golden "lint findings count with -l" 5000-lint 1 \
    ipuz-check -l t/data/lint.ipuz
check_err "a closed standard output is a write error, not findings lost" 2 \
    "ipuz-check: cannot write '<stdout>': Bad file descriptor" \
    sh -c 'ipuz-check -l examples/mini-5x5.ipuz >&-'
check_silent "... and with nothing to write, -q, it is no error" 0 \
    sh -c 'ipuz-check -q examples/mini-5x5.ipuz >&-'
check_silent "lint findings do not count without -l" 0 \
    ipuz-check t/data/lint.ipuz
check_golden "-w reports answers not in the list" 5000-wordlist 1 \
    ipuz-check -w t/data/words.txt t/data/progress.ipuz
# A list left with no word (a Latin-1 file, a failed download) found
# every answer missing, exit 1, as if the puzzle were at fault.
printf 'caf\351;50\n' >"$tmp/latin1.txt"
check_err "-w of a list with no good line is trouble, not every answer missing" 2 \
    "ipuz-check: latin1.txt:1: warning: not valid UTF-8
ipuz-check: latin1.txt: warning: skipped 1 malformed line
ipuz-check: latin1.txt: warning: a list whose lines are not UTF-8 may be Latin-1 or Windows-1252 text: convert it with iconv -f windows-1252 -t utf-8
ipuz-check: latin1.txt: the word list is empty" \
    sh -c 'cd "$0" && ipuz-check -w latin1.txt "$1"' "$tmp" \
    "$top/examples/mini-5x5.ipuz"
: >"$tmp/empty.txt"
check_err "-w of a stack of empty lists is trouble" 2 \
    "ipuz-check: the word list is empty" \
    ipuz-check -w "$tmp/empty.txt" -w "$tmp/empty.txt" examples/mini-5x5.ipuz
# With -j, a list that cannot be read or holds no word gave no JSON at
# all, only the error on stderr: a script reading the documents saw no
# file with a problem. Each file gets its document, status unreadable,
# the lists' error its message.
check_out_err "-j: a -w list that cannot be read, a document per file" 2 \
    '{"file":"examples/mini-5x5.ipuz","status":"unreadable","error":{"message":"cannot open '"'nosuch.txt'"': No such file or directory","line":0,"column":0}}
{"file":"t/data/lint.ipuz","status":"unreadable","error":{"message":"cannot open '"'nosuch.txt'"': No such file or directory","line":0,"column":0}}' \
    "ipuz-check: cannot open 'nosuch.txt': No such file or directory" \
    ipuz-check -j -w nosuch.txt examples/mini-5x5.ipuz t/data/lint.ipuz
check_out_err "-j: a -w list without a word, the same" 2 \
    '{"file":"latin1.txt","status":"unreadable","error":{"message":"empty.txt: the word list is empty","line":0,"column":0}}' \
    "ipuz-check: empty.txt: the word list is empty" \
    sh -c 'cd "$0" && ipuz-check -j -S -w empty.txt latin1.txt' "$tmp"
check_out_err "-j: ... and the standard input is named" 2 \
    '{"file":"<stdin>","status":"unreadable","error":{"message":"the word list is empty","line":0,"column":0}}' \
    "ipuz-check: the word list is empty" \
    sh -c 'cd "$0" && ipuz-check -j -w empty.txt -w empty.txt' "$tmp"
check_err "-q -j: nothing on stdout" 2 \
    "ipuz-check: empty.txt: the word list is empty" \
    sh -c 'cd "$0" && ipuz-check -q -j -w empty.txt latin1.txt' "$tmp"
printf 'nothing here\n' >"$tmp/nothing.ipuz"
check_err "-j -q: nor for a file that cannot be read, -q overriding -j" 2 \
    "ipuz-check: nothing.ipuz: not a .ipuz file (no JSON object)" \
    sh -c 'cd "$0" && ipuz-check -j -q nothing.ipuz' "$tmp"
check_out_err "... whose document -j alone prints" 2 \
    '{"file":"nothing.ipuz","status":"unreadable","error":{"message":"not a .ipuz file (no JSON object)","line":0,"column":0}}' \
    "ipuz-check: nothing.ipuz: not a .ipuz file (no JSON object)" \
    sh -c 'cd "$0" && ipuz-check -j nothing.ipuz' "$tmp"
# A newline in a clue's answer, or in a file's name, forged a line of
# findings on the standard output: "x: error: forged".
sed 's/"answer": *"COT"/"answer": "C\\nx: error: forged"/' \
    t/data/clues.ipuz >"$tmp/forged.ipuz"
check_out "the puzzle's text cannot forge a line of findings" 0 \
    "forged.ipuz: error: clue 5-across: answer 'C\\nx: error: forged' differs from the grid's 'BED'" \
    sh -c 'cd "$0" && ipuz-check forged.ipuz | grep "5-across: answer"' "$tmp"
cp t/data/lint.ipuz "$tmp/$(printf 'l\nx: error: forged.ipuz')"
check_out "nor can a file's name" 0 \
    "l\\nx: error: forged.ipuz: info: 8 words (4 across, 4 down), 7 blocks, symmetry none" \
    sh -c 'cd "$0" && ipuz-check -l l*.ipuz | head -n 1' "$tmp"
# Nor in -j, for a script that prints a member (jq -r): the message and
# the name held the newline and the ESC themselves, as \n and \u001b.
sed 's/"answer": *"COT"/"answer": "C\\nx: error: forged\\u001b[2J"/' \
    t/data/clues.ipuz >"$tmp/forged-j.ipuz"
check_out "-j: the puzzle's text is in the message as the text shows it" 0 \
    "\"message\":\"clue 5-across: answer 'C\\\\nx: error: forged\\\\x1b[2J' differs from the grid's 'BED'\"" \
    sh -c 'cd "$0" && ipuz-check -j forged-j.ipuz |
    grep -o "\"message\":\"clue 5-across: answer[^\"]*\""' "$tmp"
check_out "-j: so is a file's name" 0 \
    '{"file":"l\\nx: error: forged.ipuz"' \
    sh -c 'cd "$0" && ipuz-check -j -l l*forged.ipuz | grep -o "^{\"file\":\"[^\"]*\""' "$tmp"
# A backslash in a name was shown as it is, so 'a\x1b.ipuz' (with a
# backslash) and 'a<ESC>.ipuz' were both 'a\x1b.ipuz': a script that took
# the "file" of the broken one acted on the good one. A backslash is
# shown as \x5c, in -j and in every message.
mkdir "$tmp/bs"
cp examples/mini-5x5.ipuz "$tmp/bs/a\\x1b.ipuz"
printf '{"version":' >"$tmp/bs/$(printf 'a\033.ipuz')"
check_out_err "-j: a backslash in a name is escaped, so two names are two" 2 \
    '{"file":"a\\x5cx1b.ipuz","status":"ok"
{"file":"a\\x1b.ipuz","status":"unreadable"' \
    "ipuz-check: a\\x1b.ipuz:1:12: unexpected end of input" \
    sh -c 'cd "$0" && ipuz-check -j -- "a\\x1b.ipuz" "$(printf "a\033.ipuz")" >../bs.json
    s=$?; grep -o "^{\"file\":\"[^\"]*\",\"status\":\"[a-z]*\"" ../bs.json; exit $s' "$tmp/bs"
check_err "a backslash in a name is escaped in messages" 2 \
    "gridfill: cannot open 'no\\x5cx1b.ipuz': No such file or directory" \
    gridfill 'no\x1b.ipuz'
check_golden "-p shows progress and wrong letters" 5000-progress 1 \
    ipuz-check -p t/data/progress.ipuz
# A given letter fills its cell: a finished grid whose saved grid leaves
# the given cell empty (as .jpz always does) stayed short of 100%.
cat >"$tmp/given.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":3,"height":1},"block":"#","empty":0,
"puzzle":[[{"cell":1,"value":"C"},0,0]],"solution":[["C","A","T"]],
"saved":[["","A","T"]],"clues":{"Across":[[1,"Pet"]]}}
EOT
check_out "-p: a given letter counts as filled" 0 \
'given.ipuz: info: 3 of 3 cells filled (100%), 0 wrong
given.jpz: info: 3 of 3 cells filled (100%), 0 wrong' \
    sh -c 'cd "$0" && ipuz-convert -q -o given.jpz given.ipuz &&
    ipuz-check -p given.ipuz given.jpz' "$tmp"
# With no solution, or a scrambled one, -p said "0 wrong" and -j
# "wrong":0 of entries it never compared.
ipuz-convert -q t/data/mini-locked-8329.puz | jq -c '.saved = [
    ["#","D","A","R","X"],["M","","","",""],["","","","",""],
    ["","","","",""],["","","","","#"]]' >"$tmp/mine.ipuz"
check_out "-p: a scrambled solution: the entries are not checked" 0 \
'mine.ipuz: warning: the solution is scrambled: answers cannot be checked; ipuz-convert -K finds its key
mine.ipuz: info: 5 of 23 cells filled (21%); not checked: the solution is scrambled
5 null' \
    sh -c 'cd "$0" && ipuz-check -p mine.ipuz &&
    ipuz-check -p -j mine.ipuz | jq -r ".stats | \"\\(.filled) \\(.wrong)\""' \
    "$tmp"
jq -c 'del(.solution)' t/data/progress.ipuz >"$tmp/nosol.ipuz"
check_out "-p: no solution: the entries are not checked" 0 \
'nosol.ipuz: warning: no solution grid: answers cannot be checked
nosol.ipuz: info: 5 of 9 cells filled (55%); not checked: there is no solution
5 null' \
    sh -c 'cd "$0" && ipuz-check -p nosol.ipuz &&
    ipuz-check -p -j nosol.ipuz | jq -r ".stats | \"\\(.filled) \\(.wrong)\""' \
    "$tmp"
# A grid with no white cell has nothing left to fill: 100%, not 0%.
printf '###\n###\n' >"$tmp/allblocks.txt"
check_out "-p: a grid without a white cell is all filled" 0 \
'allblocks.txt: warning: no solution grid: answers cannot be checked
allblocks.txt: info: 0 of 0 cells filled (100%); not checked: there is no solution' \
    sh -c 'cd "$0" && ipuz-check -p allblocks.txt' "$tmp"
# A wrong entry's finding named no cells: a front end reading -j could
# not mark the entry without parsing the message.
check_out "-j: a wrong entry's finding lists the entry's cells" 1 \
'[[1,1],[1,2],[1,3]]
[[1,3],[2,3],[3,3]]' \
    sh -c 's=0; ipuz-check -p -j t/data/progress.ipuz >"$0/we.json" || s=$?
    jq -c ".findings[] | select(.code == \"wrong-entry\") | .cells" \
    "$0/we.json"; exit $s' "$tmp"
check_golden_err "-j prints one JSON document per file" 5000-json 2 \
    'ipuz-check: t/data/short.ipuz:2:43: puzzle has 2 rows, dimensions say 3' \
    ipuz-check -j -l t/data/lint.ipuz t/data/short.ipuz examples/mini-5x5.ipuz
check_silent "-q prints nothing" 1 ipuz-check -q -l t/data/lint.ipuz
# JSON is UTF-8: a name that is not has its bytes written \xhh, as in
# the text lines; the raw byte made a line strict readers refuse.
cp examples/mini-5x5.ipuz "$tmp/$(printf 'bad\377.ipuz')"
check_out "-j writes a name that is not UTF-8 as the text lines do" 0 \
    '{"file":"bad\\xff.ipuz","status":"ok","findings":[],"stats":{"width":5,"height":5,"words":10,"across":5,"down":5,"blocks":2,"white":23,"regions":1,"symmetry":"rotational-180","filled":0,"wrong":0}}' \
    sh -c 'cd "$0" && ipuz-check -j bad*.ipuz' "$tmp"
check_out "... and so in the message of a file it cannot read" 2 \
    '{"file":"none\\xfd.ipuz","status":"unreadable","error":{"message":"cannot open '"'"'none\\xfd.ipuz'"'"': No such file or directory","line":0,"column":0}}' \
    sh -c 'cd "$0" && ipuz-check -j "$(printf "none\375.ipuz")" 2>/dev/null' \
    "$tmp"
# A locked .puz read without its key is filled, its letters unknown: the
# lint does not call it a grid still to be filled, which failed every
# locked puzzle of an archive.
check_out "a scrambled .puz is not an unfilled grid" 0 \
    "$(printf '%s\n' \
    't/data/mini-locked-8329.puz: warning: the solution is scrambled: answers cannot be checked; ipuz-convert -K finds its key' \
    't/data/mini-locked-8329.puz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180')" \
    ipuz-check -l t/data/mini-locked-8329.puz
# Hebrew and Arabic letters are letters: dropped before the comparison,
# every answer was '' and passed, and distinct entries were duplicates.
he='{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":4,"height":1},"puzzle":[[1,0,0,0]],"solution":[["ש","ל","ו","ם"]],"clues":{"Across":[{"number":1,"clue":"peace","answer":"ANSWER"}]}}'
check_out "a wrong Hebrew answer is an error, a right one is not" 1 \
    "<stdin>: error: clue 1-across: answer 'שלוה' differs from the grid's 'שלום'
right" \
    sh -c 'printf "%s" "$0" | sed "s/ANSWER/שלוה/" | ipuz-check;
    s=$?; printf "%s" "$0" | sed "s/ANSWER/שלום/" | ipuz-check && echo right;
    exit $s' "$he"
# An answer with its accents over a grid's capitals without them
# ("crème brûlée" over CREMEBRULEE, Straße over STRASSE, ﬁancé over
# FIANCE, λόγος over ΛΟΓΟΣ, istanbul over İSTANBUL) is the grid's answer,
# folded as wordfind -f folds; another letter is still another answer.
check_out_err "an answer the grid spells once folded is no error" 0 "" "" \
    ipuz-check t/data/answers-folded.ipuz
check_out "... one that folds to other letters is" 1 \
    "<stdin>: error: clue 1-across: answer 'crème brûlés' differs from the grid's 'CREMEBRULEE'" \
    sh -c 'sed "s/brûlée/brûlés/" t/data/answers-folded.ipuz | ipuz-check'
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":2},"puzzle":[[1,2,3],[4,0,0]],"solution":[["ש","ל","ו"],["ם","א","ב"]],"clues":{"Across":[[1,"a"],[4,"b"]],"Down":[[1,"c"],[2,"d"],[3,"e"]]}}' >"$tmp/he.ipuz"
check_out "... and distinct Hebrew entries are no duplicates" 1 \
    "$tmp/he.ipuz: info: 5 words (2 across, 3 down), 0 blocks, symmetry rotational-180
$tmp/he.ipuz: lint: entry 1-down has only 2 letters
$tmp/he.ipuz: lint: entry 2-down has only 2 letters
$tmp/he.ipuz: lint: entry 3-down has only 2 letters" \
    ipuz-check -l "$tmp/he.ipuz"
# A bar on a white cell's side facing a block parts nothing, as one
# facing the grid's edge does: it broke the symmetry ("grid has no
# symmetry", exit 1), in the ipuz, .jpz and .xd, though not in the .puz,
# whose writer leaves it out.
cat >"$tmp/mb.ipuz" <<'EOF'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":5,"height":5},
"puzzle":[["#",{"cell":1,"style":{"barred":"L"}},2,3,4],[5,0,0,0,0],[6,0,0,0,0],[7,0,0,0,0],[8,0,0,0,"#"]],
"solution":[["#","D","A","R","K"],["M","O","V","I","E"],["O","Z","O","N","E"],["R","E","I","G","N"],["E","N","D","S","#"]],
"clues":{"Across":[[1,"Unlit"],[5,"Film"],[6,"Air layer"],[7,"Rule"],[8,"Finishes"]],
"Down":[[1,"Twelve"],[2,"Lead-in"],[3,"Sea"],[4,"Bell sound"],[5,"Extra"]]}}
EOF
check_out "-l: a bar facing a block parts nothing, and keeps the symmetry" 0 \
    "mb.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
mb.jpz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180
mb.xd: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180" \
    sh -c 'cd "$0" && ipuz-convert -o mb.jpz mb.ipuz &&
    ipuz-convert -o mb.xd mb.ipuz && ipuz-check -l mb.ipuz mb.jpz mb.xd' \
    "$tmp"
check_out "... one between two white cells breaks it" 0 \
    "mb2.ipuz: info: 10 words (5 across, 5 down), 2 blocks, symmetry none" \
    sh -c 'cd "$0" && sed "s/\"barred\":\"L\"/\"barred\":\"R\"/" mb.ipuz >mb2.ipuz
    ipuz-check -l mb2.ipuz | grep info:' "$tmp"
# A draft with its theme clued first is asked for no other clue until it
# is filled, as ipuz-check(1) says: each entry was an error.
check_out "lint asks an unfilled draft with some clues for no other" 1 \
    "$(printf '%s\n' \
    '<stdin>: info: 6 words (3 across, 3 down), 0 blocks, symmetry rotational-90' \
    '<stdin>: lint: the grid is not filled: 6 of 9 white cells have no letter, first r2c1')" \
    sh -c 'printf "CAT\n...\n...\n" | ipuz-convert | jq -c ".clues={\"Across\":[[1,\"Pet\"]]}" |
    ipuz-check -l'
check_stdin_golden "reads stdin when there is no file" 5000-stdin 1 \
    t/data/clues.ipuz ipuz-check
# A clue whose HTML shows nothing (a space, an empty <i>) has no text, as
# ipuz-render shows it; only "" was found.
sed 's|"Like a cinema[^"]*"|" "|; s|"Carton of eggs[^"]*"|"<i> </i>"|' \
    examples/mini-5x5.ipuz >"$tmp/blank.ipuz"
check_out "a clue of white space or empty tags has no text" 0 \
    "$(printf '%s\n' \
    'blank.ipuz: warning: clue 1-across has no text' \
    'blank.ipuz: warning: clue 1-down has no text')" \
    sh -c 'cd "$0" && ipuz-check blank.ipuz' "$tmp"
# A clue of "-", a .puz file's placeholder, is no clue to -l: a puzzle
# without some clues passed the gate once through a .puz (newuser7 #1).
sed 's|"Like a cinema[^"]*"|"-"|' examples/mini-5x5.ipuz >"$tmp/dash.ipuz"
check_out "-l: a clue of '-' is a placeholder" 1 \
    "dash.ipuz: lint: clue 1-across is '-', a .puz file's placeholder for a missing clue" \
    sh -c 'cd "$0" && ipuz-check -l dash.ipuz >dash.out; s=$?
    grep -e "-across" dash.out; exit $s' "$tmp"
check_out "... and without -l, a clue" 0 "" \
    sh -c 'cd "$0" && ipuz-check dash.ipuz' "$tmp"
# What json-c reads and strict readers refuse is named by its word, not
# its first letter: Null was called NaN, and nan a misspelt literal.
for lit in Null nan; do
	sed "s/\"title\"/\"x\": $lit, \"title\"/" examples/mini-5x5.ipuz \
	    >"$tmp/$lit.ipuz"
done
check_out "a misspelt null is no NaN" 1 \
    "Null.ipuz:4:8: error: not standard JSON: a misspelt true, false or null" \
    sh -c 'cd "$0" && ipuz-check Null.ipuz' "$tmp"
check_out "... and nan is NaN" 1 \
    "nan.ipuz:4:8: error: not standard JSON: NaN or Infinity, which JSON lacks" \
    sh -c 'cd "$0" && ipuz-check nan.ipuz' "$tmp"
# A clue continued into an entry with no clue of its own ("See 7" is not
# needed) is checked whole, over that entry's cells: its answer and
# enumeration went unchecked, and a wrong answer passed.
continued() {
	jq --arg a "$1" --arg e "$2" '.clues.Across |= (map(select(
	    (if type == "array" then .[0] else .number end) as $n |
	    $n != 7 and $n != 8)) + [{"number": 7, "clue": "Rule, and wraps up",
	    "continued": [{"direction": "Across", "number": 8}],
	    "answer": $a, "enumeration": $e}])' examples/mini-5x5.ipuz
}
continued XXXXXXXXX 1 >"$tmp/continued.ipuz"
check_out "a clue continued into an entry with no clue: checked whole" 1 \
    "$(printf '%s\n' \
    "continued.ipuz: error: clue 7-across: enumeration '1' adds up to 1, the answer has 9 letters" \
    "continued.ipuz: error: clue 7-across: answer 'XXXXXXXXX' differs from the grid's 'REIGNENDS'")" \
    sh -c 'cd "$0" && ipuz-check continued.ipuz' "$tmp"
continued REIGNENDS 5,4 >"$tmp/continued-ok.ipuz"
check_silent "... and its right answer passes" 0 \
    sh -c 'cd "$0" && ipuz-check continued-ok.ipuz' "$tmp"
# A part that names no entry (a wrong number, "across" for "Across")
# left the clue unchecked, its wrong answer passed, and nothing said so.
jq '.clues.Across |= map(if type == "array" and .[0] == 7 then
    {"number": 7, "clue": "Rule", "answer": "XX",
    "continued": [{"direction": "Down", "number": 99}]} else . end)' \
    examples/mini-5x5.ipuz >"$tmp/dangling.ipuz"
check_out "a clue going on in no entry is said to, not passed" 1 \
    "dangling.ipuz: error: clue 7-across: it goes on in Down 99, which names no entry, and is not checked whole" \
    sh -c 'cd "$0" && ipuz-check dangling.ipuz' "$tmp"
# A cell's alternatives, which an answer may spell, were wrong in the
# solver's grid and as given letters.
jq -c '.solution[1][1] = ["L", "Q"] | .saved = [.solution[] |
    map(if type == "array" then .[1] else . end)] |
    .puzzle[1][1] = {"cell": 0, "value": "Q"}' examples/mini-5x5.ipuz \
    >"$tmp/alt.ipuz"
check_out "a solution's alternative is right, saved or given" 0 \
    "alt.ipuz: info: 23 of 23 cells filled (100%), 0 wrong" \
    sh -c 'cd "$0" && ipuz-check -p alt.ipuz'  "$tmp"
# A solution letter written decomposed (N and U+0303, as macOS writes
# text) is the letter it composes: the solver's Ñ was called wrong.
jq -c '.solution[0][1] = "N\u0303" | .saved = [.solution[] |
    map(if type == "array" then .[0] else . end)] |
    .saved[0][1] = "\u00d1"' examples/mini-5x5.ipuz >"$tmp/nfd.ipuz"
check_out "a decomposed solution letter is the letter it composes" 0 \
    "nfd.ipuz: info: 23 of 23 cells filled (100%), 0 wrong" \
    sh -c 'cd "$0" && ipuz-check -p nfd.ipuz' "$tmp"
# ẞ is the capital of ß: a solver typing capitals was called wrong.
cat >"$tmp/eszett.ipuz" <<'EOF2'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"t","dimensions":{"width":3,"height":1},
"puzzle":[[1,0,0]],"solution":[["M","A","ß"]],"saved":[["M","A","ẞ"]],"clues":{"Across":[[1,"Maß"]]}}
EOF2
check_out "ẞ and ß are one letter, ignoring case, either way round" 0 \
    "eszett.ipuz: info: 3 of 3 cells filled (100%), 0 wrong
eszett2.ipuz: info: 3 of 3 cells filled (100%), 0 wrong" \
    sh -c 'cd "$0" && ipuz-check -p eszett.ipuz &&
    sed "s/\"ß\"/\"X\"/; s/\"ẞ\"/\"ß\"/; s/\"X\"/\"ẞ\"/" eszett.ipuz >eszett2.ipuz &&
    ipuz-check -p eszett2.ipuz' "$tmp"
# The start of a rebus cell's letters is not the whole: "A" for "AR".
cat >"$tmp/rebus-part.ipuz" <<'EOF2'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},
"puzzle":[[1,0,0]],"solution":[["C","AR","T"]],"saved":[["C","A","T"]],"clues":{"Across":[[1,"Wagon"]]}}
EOF2
check_out "-p: part of a rebus cell's letters is wrong" 1 \
    "rebus-part.ipuz: info: 3 of 3 cells filled (100%), 1 wrong
rebus-part.ipuz: wrong: r1c2: 'A' is wrong
rebus-part.ipuz: wrong: clue 1-across: 1 wrong letter" \
    sh -c 'cd "$0" && ipuz-check -p rebus-part.ipuz' "$tmp"
# The ipuz "charset", what a solver can enter, was not looked at: a
# solution letter outside it passed. Each such letter is named once, at
# its first cell, ignoring case, a letter written decomposed composed.
cat >"$tmp/esc.ipuz" <<'EOF2'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
 "charset":"abcdefghijklmnopqrstuvwxyz\u00d1",
 "dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],
 "solution":[["A","n\u0303","O"],["L","E","\u00d3"],["A","S","\u00f3"]],
 "clues":{"Across":[[1,"A\u00f1o"],[4,"Ley"],[5,"Art."]],
 "Down":[[1,"Ala"],[2,"\u00d1u"],[3,"Ojo"]]}}
EOF2
check_out "a solution letter outside the charset is named once" 0 \
    "esc.ipuz: warning: r2c3: 'Ó' is not in the charset" \
    sh -c 'cd "$0" && ipuz-check esc.ipuz' "$tmp"
check_out "... with every cell that holds it in -j" 0 \
    '{"kind":"warning","code":"charset","message":"r2c3: '"'Ó'"' is not in the charset","cells":[[2,3],[3,3]]}' \
    sh -c 'cd "$0" && ipuz-check -j esc.ipuz | jq -c ".findings[]"' "$tmp"
# Ten thousand cells labelled 99999: the message's buffer was too short
# for a count of five digits (a heap overflow).
jq -c -n '{"version": "http://ipuz.org/v2",
    "kind": ["http://ipuz.org/crossword#1"],
    "dimensions": {"width": 100, "height": 100},
    "puzzle": [range(100) | [range(100) | 99999]],
    "clues": {"Across": [[1, "x"]]}}' >"$tmp/labels.ipuz"
check_out "a numbering finding of 10,000 cells" 0 \
    "labels.ipuz: warning: 10000 cells labelled other than standard numbering gives, first cell r1c1 is labelled 99999, standard numbering gives 1" \
    sh -c 'cd "$0" && ipuz-check labels.ipuz | grep numbering' "$tmp"
# A message over 1,023 bytes was cut, here in the middle of an é: invalid
# UTF-8 in -j, and the end of the message lost.
jq --arg a "x$(printf '%600s' | sed 's/ /é/g')" \
    '.clues.Across[0] = {"number": 1, "clue": "c", "answer": $a}' \
    examples/mini-5x5.ipuz >"$tmp/long.ipuz"
check_out "a long message is whole, and -j valid UTF-8" 0 \
    "differs from the grid's 'DARK'
1" sh -c 'cd "$0"; ipuz-check long.ipuz | grep -o "differs.*";
    ipuz-check -j long.ipuz | jq -r ".findings[0].message" |
    grep -c "é'"'"' differs"' "$tmp"
# A list that gives its cells lets its direction's entries go unclued,
# whichever list comes first: Across then Across:Theme said three were
# missing, the other way round none.
jq '.clues = {"Across": [{"number": 1, "clue": "c",
    "cells": [[2, 1], [3, 1], [4, 1], [5, 1]]}],
    "Across:Theme": [.clues.Across[1]], "Down": .clues.Down}' \
    examples/mini-5x5.ipuz >"$tmp/order.ipuz"
check_silent "the order of the lists does not change what is missing" 0 \
    sh -c 'cd "$0" && ipuz-check order.ipuz' "$tmp"
# -S wrote a solution's control characters as they were: a figure on
# several lines.
jq -c '.solution[1][1] = "L\nM"' examples/mini-5x5.ipuz >"$tmp/ctl.ipuz"
check_out "-S: a figure is one line, control characters shown" 0 \
    "1" sh -c 'cd "$0" && ipuz-check -S ctl.ipuz | grep -c "stats: letters.* \\\\n:1 "' \
    "$tmp"
# A block in a diagramless puzzle's saved grid is the solver's: an entry,
# wrong where the solution has a letter, not a format error, whether the
# puzzle grid is all white or shows its blocks.
check_golden "-p: a diagramless solver's blocks are entries" \
    5000-diagramless-progress 1 \
    ipuz-check -p t/data/diagramless-progress.ipuz
jq '.puzzle = [[1, 2, "#"], [3, 0, 4], ["#", 5, 0]]' \
    t/data/diagramless-progress.ipuz >"$tmp/placed.ipuz"
check_golden "-p: the same with the puzzle grid's blocks in place" \
    5000-diagramless-placed 1 sh -c 'cd "$0" && ipuz-check -p placed.ipuz' \
    "$tmp"
jq '.kind = ["http://ipuz.org/crossword#1"] | .puzzle = [[1, 2, "#"],
    [3, 0, 4], ["#", 5, 0]]' t/data/diagramless-progress.ipuz \
    >"$tmp/plain.ipuz"
check_out "a block at a white cell of another puzzle is still an error" 1 \
    "plain.ipuz: error: saved grid has blocks at white cells: 1 cell, first r1c2" \
    sh -c 'cd "$0" && ipuz-check plain.ipuz' "$tmp"
# A diagramless puzzle whose blocks are only in its solution numbers the
# solution the standard way: the labels of the blank grid (here those of
# a 3x3 with no blocks) number nothing, and are no grid's own labels.
jq -c '.puzzle = [[1, 2, 3], [4, 0, 0], [5, 0, 0]] | del(.saved)' \
    t/data/diagramless-progress.ipuz >"$tmp/blank-labels.ipuz"
check_silent "a diagramless blank grid's labels number nothing" 0 \
    sh -c 'cd "$0" && ipuz-check blank-labels.ipuz' "$tmp"
check_err "... and are not said to be lost to .xd" 0 \
    "ipuz-convert: blank-labels.ipuz: warning: a .xd file cannot hold the diagramless kind; left out" \
    sh -c 'cd "$0" && ipuz-convert -t xd -o /dev/null blank-labels.ipuz' "$tmp"
# A mark no tool can draw (a number, a corner that is none of the four,
# a mark that is no object) was accepted without a word, and ipuz-render
# left it out: a warning names the cells.
mark_puzzle() {
	cat <<EOT
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":2,"height":2},"block":"#","empty":0,
"styles":{"named":{"mark":{"BL":["x"]}}},
"puzzle":[[1,{"cell":2,"style":$2}],[3,{"cell":0,"style":$1}]],
"solution":[["A","B"],["C","D"]],
"clues":{"Across":[[1,"a"],[3,"b"]],"Down":[[1,"c"],[2,"d"]]}}
EOT
}
mark_puzzle '{"mark":{"BR":7,"TL":"ok","XX":"bad"}}' '{}' >"$tmp/mnum.ipuz"
mark_puzzle '{"mark":{"tl":"a"}}' '{"mark":"x"}' >"$tmp/mcorner.ipuz"
mark_puzzle '"named"' '{"mark":{"TL":"","TR":"ok"}}' >"$tmp/mnamed.ipuz"
check_out "marks that are not drawn are a warning" 0 \
    "mnum.ipuz: warning: 2 marks that are not drawn, first cell r2c2: mark BR is a number, not text
mcorner.ipuz: warning: 2 marks that are not drawn, first cell r1c2: mark is a string, not an object of corners
mnamed.ipuz: warning: cell r2c2: mark BL is an array, not text" \
    sh -c 'cd "$0" && ipuz-check mnum.ipuz mcorner.ipuz mnamed.ipuz' "$tmp"
check_out "... its code mark, naming the cells" 0 \
    '{"kind":"warning","code":"mark","message":"2 marks that are not drawn, first cell r1c2: mark is a string, not an object of corners","cells":[[1,2],[2,2]]}' \
    sh -c 'cd "$0" && ipuz-check -j mcorner.ipuz | jq -c ".findings[]"' "$tmp"
check_out "... a corner that is none of the four, named" 0 \
    "m.ipuz: warning: cell r2c2: mark 'tl' is in no corner (TL, TR, BL, BR)" \
    sh -c 'cd "$0" && sed "s/{\"mark\":\"x\"}/{}/" mcorner.ipuz >m.ipuz && ipuz-check m.ipuz' "$tmp"
# Each line, and each -j document, is written whole as it is made: the
# output was in 4096-byte blocks, so a run stopped by timeout lost the
# findings of the files it had checked, and two runs appending to one
# log cut into each other's lines. Here the standard input never ends.
mkdir "$tmp/many"
i=100
while [ $i -lt 400 ]; do
	cp t/data/lint.ipuz "$tmp/many/m$i.ipuz"
	i=$((i + 1))
done
mkfifo "$tmp/many/never"
check_out "stopped by timeout, the files checked are reported" 124 12 \
    sh -c 'cd "$0" && { sleep 30 >never & } && s=0 &&
    timeout 2 ipuz-check -l m100.ipuz m101.ipuz - <never >t.out || s=$?;
    kill $! 2>/dev/null; ipuz-check -l m100.ipuz m101.ipuz | cmp - t.out &&
    wc -l <t.out; exit $s' "$tmp/many"
check_out "... and so are their -j documents" 124 \
    '"m100.ipuz" "m101.ipuz"' \
    sh -c 'cd "$0" && { sleep 30 >never & } && s=0 &&
    timeout 2 ipuz-check -j m100.ipuz m101.ipuz - <never >j.out || s=$?;
    kill $! 2>/dev/null; jq .file j.out | paste -sd " " -; exit $s' \
    "$tmp/many"
check_out "two runs appending to one log: whole lines only" 0 "6000 6000 0" \
    sh -c 'cd "$0" && { ipuz-check -l -S m*.ipuz >>log & } &&
    ipuz-check -l -S m*.ipuz >>log; wait $!;
    echo "$(wc -l <log) $(grep -Ec "^m[0-9]{3}\.ipuz: (info|lint|stats): " log)" \
    "$(grep -c "\.ipuz: .*\.ipuz: " log)"' \
    "$tmp/many"
check_out "... and whole -j documents" 0 "600 600" \
    sh -c 'cd "$0" && { ipuz-check -j -l -S m*.ipuz >>log.j & } &&
    ipuz-check -j -l -S m*.ipuz >>log.j; wait $!;
    echo "$(wc -l <log.j) $(jq -c .status log.j | grep -c problems)"' \
    "$tmp/many"
# An enumeration's own parentheses and blanks are no lengths: "(3)" on
# three letters passes, as the renderer shows it "(3)"; "()" has none.
check_out "an enumeration in its own parentheses adds up as it is" 0 \
    "enum-paren.ipuz: warning: clue 2-down: enumeration '()' has no lengths" \
    sh -c 'cd "$0" && ipuz-check enum-paren.ipuz' t/data
# A date that is not mm/dd/yyyy (an .xd writer's "Not set", ISO) was
# not looked at: readers that parse the date (Forkyz) cannot read it.
dated() {
	sed "s|\"dimensions\"|\"date\": \"$1\", \"dimensions\"|" t/data/lint.ipuz
}
dated "Not set" >"$tmp/notset.ipuz"
dated 2026-12-03 >"$tmp/iso.ipuz"
dated 02/30/2024 >"$tmp/feb30.ipuz"
dated 3/5/2024 >"$tmp/short.ipuz"
check_out "-l: a date that is not an ipuz date is a lint" 0 \
    "notset.ipuz: lint: date 'Not set' is not an ipuz date (mm/dd/yyyy) of a day there is
iso.ipuz: lint: date '2026-12-03' is not an ipuz date (mm/dd/yyyy) of a day there is
feb30.ipuz: lint: date '02/30/2024' is not an ipuz date (mm/dd/yyyy) of a day there is" \
    sh -c 'cd "$0" && ipuz-check -l notset.ipuz iso.ipuz feb30.ipuz short.ipuz |
    grep date' "$tmp"
check_out "... its code date, and none without -l" 0 \
    '{"kind":"lint","code":"date","message":"date '"'Not set'"' is not an ipuz date (mm/dd/yyyy) of a day there is","cells":[]}|0' \
    sh -c 'cd "$0" && ipuz-check -j -l notset.ipuz |
    jq -c ".findings[] | select(.code == \"date\")" | tr "\n" "|";
    ipuz-check notset.ipuz | grep -c date || :' "$tmp"
# An .xd Date: that is no date (puzzmo's xd writer puts "Not set" in
# every puzzle without one) was an error, exit 1, though the line is
# kept and written back: a lint as the ipuz date's, at its line, with -l
# alone. What strict readers refuse is still an error, and a file that
# cannot be read trouble, the date named too.
printf 'Title: T\nAuthor: A\nDate: Not set\n\n\nCAT\nORE\nWED\n\n\nA1. Kitten ~ CAT\nA4. Mine yield ~ ORE\nA5. Married ~ WED\n\nD1. Bovine ~ COW\nD2. Exist ~ ARE\nD3. Bear ~ TED\n' \
    >"$tmp/notset.xd"
printf 'Title: T\nDate: Not set\n\n\nCAT\nA:A\nTAB\n\n\nA1. Feline ~ CAT\nA3. Tax ~ TAB\n\nD1. Bed ~ CAT\nD2. Name ~ TAB\n' \
    >"$tmp/notset-colon.xd"
sed 's/^ORE$/OR/' "$tmp/notset.xd" >"$tmp/notset-ragged.xd"
check_out "an .xd date that is no date passes without -l" 0 '' \
    sh -c 'cd "$0" && ipuz-check notset.xd' "$tmp"
check_out "... as puzzmo's files do" 0 '' \
    ipuz-check t/corpus/xd/puzzmo__twitch-tv-with-pipes.xd
check_out "-l: it is a lint at its line, code xd" 1 \
    "notset.xd:3:7: lint: date 'Not set' is not a date this reads (2024-03-05, March 5, 2024): kept as an .xd metadata line, not as the ipuz date
notset.xd: info: 6 words (3 across, 3 down), 0 blocks, symmetry rotational-90" \
    sh -c 'cd "$0" && ipuz-check -l notset.xd' "$tmp"
check_out "... and with -j, none without -l" 0 \
    '{"kind":"lint","code":"xd","message":"date '"'Not set'"' is not a date this reads (2024-03-05, March 5, 2024): kept as an .xd metadata line, not as the ipuz date","cells":[],"line":3,"column":7}|"ok"|[]' \
    sh -c 'cd "$0" && { ipuz-check -j -l notset.xd |
    jq -c ".findings[] | select(.code == \"xd\")";
    ipuz-check -j notset.xd | jq -c ".status, .findings"; } |
    paste -s -d "|" -' "$tmp"
check_out "a ':' in its grid is still an error, naming the date" 1 \
    "notset-colon.xd:6:2: error: ':' is no .xd grid character but a .puz's block, and read as one (and the date 'Not set' at line 2 is no date: kept as an .xd metadata line)" \
    sh -c 'cd "$0" && ipuz-check notset-colon.xd' "$tmp"
check_err "... and a ragged grid trouble, naming it too" 2 \
    "ipuz-check: notset-ragged.xd:7: grid row of 2 cells, the first has 3 (and the date 'Not set' at line 3 is no date: kept as an .xd metadata line)" \
    sh -c 'cd "$0" && ipuz-check notset-ragged.xd' "$tmp"
done_testing
