#!/bin/sh
# ipuz-convert: formats in and out, round trips, batches, bad input.
. "$(dirname "$0")/lib.sh"

# Our own puzzles through every format that can hold them.
check_golden_err "ipuz to puz" 1000-mini-puz 0 \
    'ipuz-convert: examples/mini-5x5.ipuz: warning: a .puz file cannot hold the intro; left out' \
    ipuz-convert -t puz examples/mini-5x5.ipuz
check_golden "ipuz to a text grid" 1000-mini-grid 0 \
    ipuz-convert -t grid examples/mini-5x5.ipuz
ipuz-convert -t puz -o "$tmp/rebus.puz" examples/rebus-15x15.ipuz
ipuz-convert -o "$tmp/rebus.ipuz" "$tmp/rebus.puz"
check_out "a rebus with circles survives ipuz -> puz -> ipuz" 0 \
    'rebus.ipuz: info: 80 words (41 across, 39 down), 38 blocks, symmetry rotational-180' \
    sh -c 'cd "$0" && ipuz-check -l rebus.ipuz' "$tmp"
check_silent "puz back from its ipuz is the same bytes" 0 \
    sh -c 'ipuz-convert -t puz "$0" | cmp - "$1"' "$tmp/rebus.ipuz" \
    "$tmp/rebus.puz"
# The rebus table kept from the .puz is written only while it is the
# puzzle's: a rebus edited out of the ipuz, or changed to another, is
# gone from the table, and a table of none is no table.
check_silent "a rebus edited out leaves no GRBS or RTBL behind" 0 \
    sh -c 'sed "s/\"STAR\"/\"S\"/g" "$0" | ipuz-convert -q -t puz >"$0.1" &&
    sed "s/\"STAR\"/\"S\"/g" examples/rebus-15x15.ipuz |
    ipuz-convert -q -t puz | cmp - "$0.1"' "$tmp/rebus.ipuz"
# rebus_after EDIT: the RTBL of the .puz of rebus.ipuz edited by the
# command EDIT, and how many cells of it read back MOON and STAR.
rebus_after() {
	$1 "$tmp/rebus.ipuz" | ipuz-convert -q -t puz >"$tmp/edited.puz"
	{
		tr "\000" "\n" <"$tmp/edited.puz" | grep -a -o " *[0-9]*:[A-Z]*;.*\$"
		for r in MOON STAR; do
			echo "\"$r\" $(ipuz-convert "$tmp/edited.puz" |
			    grep -o "\"$r\"" | wc -l)"
		done
	} | paste -s -d "|" -
}
check_out "a rebus changed to another leaves no trace of the old one" 0 \
    ' 2:MOON;|"MOON" 3|"STAR" 0' rebus_after 'sed s/"STAR"/"MOON"/g'
check_out "one of two rebuses changed keeps both in the table" 0 \
    ' 1:STAR; 2:MOON;|"MOON" 1|"STAR" 2' rebus_after 'perl -0pe s/"STAR"/"MOON"/'
check_out "-o's extension gives the format in any case, as names are read" 0 \
    'UP.PUZ: info: 80 words (41 across, 39 down), 38 blocks, symmetry rotational-180' \
    sh -c 'cd "$0" && ipuz-convert -o UP.PUZ rebus.ipuz && cmp UP.PUZ rebus.puz &&
    ipuz-check -l UP.PUZ' "$tmp"
check_golden "unknown members print as json-c prints them: escapes, numbers, empties" \
    1000-printing 0 ipuz-convert t/data/printing.ipuz
# Fields beyond the model, which ipuz keeps, another format has no place
# for: named as left out, as the rest of what a format cannot hold is;
# a com.xwtools: key no reader of xwtools keeps too.
sed 's|^  "version": .*|&\
  "org.example:theme": "films", "fakeclues": true, "com.xwtools:x": 1,|' \
    examples/mini-5x5.ipuz >"$tmp/fields.ipuz"
check_stderr "ipuz fields beyond the model are named as left out" 0 \
    'ipuz-convert: fields.ipuz: warning: a .jpz file cannot hold the ipuz fields org.example:theme, fakeclues, com.xwtools:x; left out' \
    sh -c 'cd "$0" && ipuz-convert -t jpz fields.ipuz >/dev/null' "$tmp"
check_stderr "with the rest a .puz cannot hold" 0 \
    'ipuz-convert: fields.ipuz: warning: a .puz file cannot hold the intro, the ipuz fields org.example:theme, fakeclues, com.xwtools:x; left out' \
    sh -c 'cd "$0" && ipuz-convert -t puz fields.ipuz >/dev/null' "$tmp"
check_stderr "ipuz keeps them" 0 '' \
    sh -c 'cd "$0" && ipuz-convert fields.ipuz | grep -c "\"films\"\\|\"fakeclues\"" | grep -qx 2' "$tmp"
# The labels of clue lists ("Across:Waagerecht") were left out of .puz,
# .xd and .jpz files unsaid.
jq '.clues = {"Across:Waagerecht": .clues.Across, "Down:Senkrecht": .clues.Down} |
    del(.intro)' examples/mini-5x5.ipuz >"$tmp/labels.ipuz"
check_stderr "list labels are named as left out" 0 \
    'ipuz-convert: labels.ipuz: warning: a .puz file cannot hold the list labels Waagerecht, Senkrecht; left out
ipuz-convert: labels.ipuz: warning: a .xd file cannot hold the list labels Waagerecht, Senkrecht; left out
ipuz-convert: labels.ipuz: warning: a .jpz file cannot hold the list labels Waagerecht, Senkrecht; left out' \
    sh -c 'cd "$0" && for t in puz xd jpz; do
    ipuz-convert -t $t labels.ipuz >/dev/null; done' "$tmp"
# A clue over two entries named by "numbers" alone, without "continued"
# (ipuz: the others go on in its own list): its first number was read
# and the rest dropped, so ipuz-check counted 3 letters for its (3,3)
# and .puz, .jpz and .xd left 4-Across out unsaid. It goes on in them
# now, as "continued" says, and ipuz keeps "numbers" as written.
cat >"$tmp/numbers.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 3},
 "puzzle": [[1, 2, 3], [4, 0, 0], [5, 0, 0]],
 "solution": [["C", "A", "T"], ["A", "R", "E"], ["B", "E", "D"]],
 "clues": {"Across": [{"numbers": [1, 4], "clue": "Pet, and exist",
   "enumeration": "3,3"}, {"number": 4, "clue": "See 1"}, [5, "Bed"]],
  "Down": [[1, "Taxi"], [2, "Skill"], [3, "Speech"]]}}
EOT
check_silent "a clue of \"numbers\" is checked as a whole" 0 \
    sh -c 'cd "$0" && ipuz-check numbers.ipuz' "$tmp"
check_silent "... the ipuz round trip keeps \"numbers\"" 0 \
    sh -c 'cd "$0" && ipuz-convert numbers.ipuz | jq -S . >a.json &&
    jq -S . numbers.ipuz | cmp - a.json' "$tmp"
check_stderr "... and .puz, .jpz and .xd say they cannot hold it" 0 \
    'ipuz-convert: numbers.ipuz: warning: a .puz file cannot hold enumerations, clues continued in other entries; left out
ipuz-convert: numbers.ipuz: warning: a .jpz file cannot hold clues continued in other entries; left out
ipuz-convert: numbers.ipuz: warning: a .xd file cannot hold clues continued in other entries; left out' \
    sh -c 'cd "$0" && for t in puz jpz xd; do
    ipuz-convert -t $t numbers.ipuz >/dev/null || exit; done' "$tmp"
# A clue's own fields beyond the model (hints, see, a label beside its
# number) were dropped by the other writers unsaid.
sed 's/{"number": 4, "clue": "See 1"}/{"number": 4, "label": "4a", "clue": "See 1", "hints": ["h"], "see": {"direction": "Across", "number": 1}}/' \
    "$tmp/numbers.ipuz" >"$tmp/cluefields.ipuz"
check_stderr "clue fields beyond the model are named as left out" 0 \
    'ipuz-convert: cluefields.ipuz: warning: a .xd file cannot hold clues continued in other entries, the ipuz clue fields label, hints, see; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd cluefields.ipuz >/dev/null' "$tmp"
check_silent "... and ipuz keeps them" 0 \
    sh -c 'cd "$0" && ipuz-convert cluefields.ipuz | jq -S . >b.json &&
    jq -S . cluefields.ipuz | cmp - b.json' "$tmp"
# So are the members of cell styles beyond the model: a mark that is not
# the cell's label, a picture, a divided cell (from a named style). A
# mark the label was read from, and an empty member, lose nothing.
cat >"$tmp/styles.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 2, "height": 2}, "styles": {"d": {"divided": "/"}},
 "puzzle": [[{"cell": 1, "style": {"mark": {"TL": "A"}, "imagebg": "x.png"}},
   {"cell": 0, "style": {"mark": {"TR": "2"}, "border": ""}}],
  [{"cell": 3, "style": "d"}, {"cell": 0, "style": {"shapebg": "circle"}}]],
 "solution": [["A", "T"], ["T", "O"]],
 "clues": {"Across": [[1, "At"], [3, "To"]], "Down": [[1, "At"], [2, "To"]]}}
EOT
check_stderr "cell styles beyond the model are named as left out" 0 \
    'ipuz-convert: styles.ipuz: warning: a .jpz file cannot hold the ipuz cell styles mark, imagebg, divided; left out' \
    sh -c 'cd "$0" && ipuz-convert -t jpz styles.ipuz >/dev/null' "$tmp"
check_stderr "a label's mark is no loss" 0 '' \
    sh -c 'cd "$0" && sed "s/\"TL\": \"A\"/\"TL\": \"1\"/; s/, \"imagebg\": \"x.png\"//; s/\"d\"}/{}}/" styles.ipuz |
    ipuz-convert -t jpz >/dev/null' "$tmp"
# So are the members of the dimensions and of the cells of the puzzle,
# solution and saved grids beyond the model: .puz, .jpz and .xd left
# them out unsaid, as ipuz keeps them.
cat >"$tmp/members.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 2, "height": 1, "org.ex:depth": 3},
 "puzzle": [[{"cell": 1, "org.ex:cellnote": "hi"}, 0]],
 "solution": [[{"value": "A", "org.ex:s": 1}, "B"]],
 "saved": [[{"value": "A", "org.ex:t": 5}, ""]],
 "clues": {"Across": [{"number": 1, "clue": "Clue", "org.ex:c": 2}]}}
EOT
check_stderr "members of dimensions and cells beyond the model are named as left out" 0 \
    'ipuz-convert: members.ipuz: warning: a .puz file cannot hold the ipuz dimensions field org.ex:depth, the ipuz cell field org.ex:cellnote, the ipuz solution cell field org.ex:s, the ipuz saved cell field org.ex:t, the ipuz clue field org.ex:c; left out
ipuz-convert: members.ipuz: warning: a .jpz file cannot hold the ipuz dimensions field org.ex:depth, the ipuz cell field org.ex:cellnote, the ipuz solution cell field org.ex:s, the ipuz saved cell field org.ex:t, the ipuz clue field org.ex:c; left out
ipuz-convert: members.ipuz: warning: a .xd file cannot hold the solver'"'"'s entries, the ipuz dimensions field org.ex:depth, the ipuz cell field org.ex:cellnote, the ipuz solution cell field org.ex:s, the ipuz saved cell field org.ex:t, the ipuz clue field org.ex:c; left out' \
    sh -c 'cd "$0" && for t in puz jpz xd; do
    ipuz-convert -t $t members.ipuz >/dev/null || exit; done' "$tmp"
check_silent "... and ipuz keeps them" 0 \
    sh -c 'cd "$0" && ipuz-convert members.ipuz | jq -S . >m.json &&
    jq -S . members.ipuz | cmp - m.json' "$tmp"
# A name is said once, however many cells have it: a 30x30 grid whose
# every cell has the same two, and a solution cell's style, which the
# tools do not read either.
jq -c '.dimensions = {"width": 30, "height": 30} | del(.saved, .clues) |
    .puzzle = [range(30) | [range(30) | {"cell": 0, "org.ex:n": 1}]] |
    .solution = [range(30) | [range(30) |
    {"value": "A", "org.ex:s": 1, "style": {"shapebg": "circle"}}]]' \
    "$tmp/members.ipuz" >"$tmp/members30.ipuz"
check_stderr "... each name once, however many cells have it" 0 \
    'ipuz-convert: members30.ipuz: warning: a .jpz file cannot hold the ipuz cell field org.ex:n, the ipuz solution cell fields org.ex:s, style; left out' \
    sh -c 'cd "$0" && ipuz-convert -t jpz members30.ipuz >/dev/null' "$tmp"
# A solution or saved cell's "cell" that repeats the puzzle grid's
# cell, as crosswords.js writes it, is kept by every format, and is no
# loss; one that disagrees is.
cat >"$tmp/cellcopy.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 3, "height": 1},
 "puzzle": [[1, 0, {"cell": 0, "style": {"shapebg": "circle"}}]],
 "solution": [[{"value": "C", "cell": 1}, {"value": "A", "cell": 0},
  {"value": "T", "cell": 0}]],
 "saved": [[{"value": "C", "cell": 1}, "", ""]],
 "clues": {"Across": [[1, "Feline"]]}}
EOT
check_stderr "a cell's number repeated in the solution and saved grids is no loss" 0 '' \
    sh -c 'cd "$0" && for t in puz jpz; do
    ipuz-convert -t $t cellcopy.ipuz >/dev/null || exit; done' "$tmp"
check_stderr "... but one that disagrees with the puzzle grid is named" 0 \
    'ipuz-convert: <stdin>: warning: a .puz file cannot hold the ipuz solution cell field cell; left out' \
    sh -c 'cd "$0" && jq -c ".solution[0][1].cell = 2" cellcopy.ipuz |
    ipuz-convert -t puz >/dev/null' "$tmp"
# A kind of no reader of .puz, .jpz or .xd (another publisher's, or a
# known one mistyped) was left out unsaid, as the cryptic kind is not.
cat >"$tmp/kind.ipuz" <<'EOT'
{"version": "http://ipuz.org/v2",
 "kind": ["http://ipuz.org/crossword#1", "http://example.com/themeless#1"],
 "dimensions": {"width": 2, "height": 1},
 "puzzle": [[1, 0]], "solution": [["A", "B"]],
 "clues": {"Across": [[1, "Clue"]]}}
EOT
check_stderr "an unknown kind is named as left out" 0 \
    'ipuz-convert: kind.ipuz: warning: a .puz file cannot hold the ipuz kind http://example.com/themeless#1; left out
ipuz-convert: kind.ipuz: warning: a .jpz file cannot hold the ipuz kind http://example.com/themeless#1; left out
ipuz-convert: kind.ipuz: warning: a .xd file cannot hold the ipuz kind http://example.com/themeless#1; left out' \
    sh -c 'cd "$0" && for t in puz jpz xd; do
    ipuz-convert -t $t kind.ipuz >/dev/null || exit; done' "$tmp"
check_stderr "... a mistyped one, and the acrostic kind but in a .jpz" 0 \
    'ipuz-convert: <stdin>: warning: a .xd file cannot hold the acrostic kind, the ipuz kinds http://ipuz.org/crossword/cryptic#1, x; left out
ipuz-convert: <stdin>: warning: a .jpz file cannot hold the ipuz kinds http://ipuz.org/crossword/cryptic#1, x; left out' \
    sh -c 'cd "$0" && for t in xd jpz; do
    jq ".kind = [\"http://ipuz.org/acrostic#1\",
    \"http://ipuz.org/crossword/cryptic#1\", \"x\"]" kind.ipuz |
    ipuz-convert -t $t >/dev/null || exit; done' "$tmp"
check_stderr "... and ipuz keeps it" 0 '' \
    sh -c 'cd "$0" && ipuz-convert kind.ipuz | grep -q themeless' "$tmp"
check_stderr "... named once when it is listed twice" 0 \
    'ipuz-convert: <stdin>: warning: a .puz file cannot hold the ipuz kind http://example.com/themeless#1; left out
ipuz-convert: <stdin>: warning: a .jpz file cannot hold the ipuz kind http://example.com/themeless#1; left out
ipuz-convert: <stdin>: warning: a .xd file cannot hold the ipuz kind http://example.com/themeless#1; left out' \
    sh -c 'cd "$0" && for t in puz jpz xd; do
    jq ".kind += [\"http://example.com/themeless#1\"]" kind.ipuz |
    ipuz-convert -t $t >/dev/null || exit; done' "$tmp"
# A long list is named whole: it was cut at 256 bytes, mid-list, and
# what came after (here the cell styles) went unnamed. Past six names a
# list of fields is counted.
sed 's|^ "dimensions"|\
 "editor": "e", "publisher": "p", "publication": "p", "url": "u",\
 "uniqueid": "u", "intro": "i", "explanation": "e", "annotation": "a",\
 "difficulty": "d", "origin": "o", "date": "d", "x:a": 1, "x:b": 1,\
 "x:c": 1, "x:d": 1, "x:e": 1, "x:f": 1, "x:g": 1, "x:h": 1,\
&|' "$tmp/styles.ipuz" >"$tmp/long.ipuz"
check_stderr "a long list of what a format cannot hold is named whole" 0 \
    'ipuz-convert: long.ipuz: warning: a .puz file cannot hold the editor, the publisher, the publication, the URL, the unique id, the intro, the explanation, the annotation, the difficulty, the origin, the date, the ipuz fields x:a, x:b, x:c, x:d, x:e, x:f and 2 more, the ipuz cell styles mark, imagebg, divided; left out' \
    sh -c 'cd "$0" && ipuz-convert -t puz long.ipuz >/dev/null' "$tmp"
# ipuz text is HTML: a .puz, which holds plain text, gets the characters
# its entities stand for (Crossword Nexus writes &quot;), not the entities.
# Its tags it cannot hold: they are named and left out, not written as
# text that Across Lite shows and that reads back escaped (&lt;i&gt;).
check_out_err "HTML entities are their characters in a .puz, tags left out" 0 \
    "$(printf 'Q&A|x \342\200\224 y|AT&T'"'"'s "Q" <3 \342\230\272 R&B')" \
    "ipuz-convert: t/data/entities.ipuz: warning: a .puz file cannot hold the markup in the clues; left out" \
    sh -c 'ipuz-convert -t puz t/data/entities.ipuz | ipuz-convert |
    sed -n "s/^  \"title\": \"\(.*\)\",\$/\1/p; s/^  \"notes\": \"\(.*\)\",\$/\1/p;
    s/^        \"\(AT&T.*\)\"\$/\1/p" | sed "s/\\\\//g" | paste -s -d "|" -'
check_golden "a text grid reads as a puzzle" 1000-grid-ipuz 0 \
    ipuz-convert t/data/grid.txt
check_silent "a text grid comes back as it was" 0 \
    sh -c 'ipuz-convert t/data/grid.txt | ipuz-convert -t grid |
    cmp - t/data/grid.txt'
# A letter written decomposed (NFD, e and U+0301, as macOS writes text)
# is one cell, the letter it composes; it was two, and no grid.
check_out "a decomposed accent is one cell of a text grid" 0 \
    "$(printf 'A\303\211C\nD#E')" \
    sh -c 'printf "ae\314\201c\nd#e\n" | ipuz-convert -t grid'
# A mark that composes no letter with the one before it (B and U+0301)
# made the file "not a puzzle in any format this reads", with no place
# and no word of the mark. It is named, at its line and column.
check_err "a mark that composes no letter in a text grid is named" 2 \
    "ipuz-convert: mg.txt:1:2: U+0301 is a combining mark that composes no letter with the one before it" \
    sh -c 'cd "$0" && printf "B\314\201CD\nEFG\n" >mg.txt &&
    ipuz-convert -t grid mg.txt' "$tmp"
check_err "... in a rebus cell too" 2 \
    "ipuz-convert: mg.txt:2:4: U+0301 is a combining mark that composes no letter with the one before it" \
    sh -c 'cd "$0" && printf "AB#\nC[D\314\201E]\n" >mg.txt &&
    ipuz-convert -t grid mg.txt' "$tmp"
# ... but a stress mark on a Cyrillic vowel is left out, as word lists
# leave it out: it was refused as a mark that composes no letter.
check_out "a Cyrillic stress mark in a text grid is left out" 0 \
    "$(printf '\320\234\320\243\320\232\320\220\n[\320\234\320\243]###')" \
    sh -c 'printf "\320\274\321\203\314\201\320\272\320\260\n[\320\274\321\203\314\201]###\n" |
    ipuz-convert -t grid'
# So in an ipuz or a .jpz: N and U+0303 in a cell were a rebus of two
# ("A[Ñ]O", a .puz 2.0 with a rebus table, an .xd Rebus key), and the
# solver's composed Ñ was called wrong. The ipuz is given back as read.
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
 "dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],
 "solution":[["A","N\314\203","O"]],"saved":[["A","\303\221","O"]],
 "clues":{"Across":[[1,"A\303\261o"]]}}\n' >"$tmp/nfd.ipuz"
check_out "a decomposed letter of an ipuz is one cell, not a rebus" 0 \
    "$(printf 'A\303\221O')" ipuz-convert -t grid "$tmp/nfd.ipuz"
check_out "... a .puz 1.3 with its letter in Windows-1252, no rebus" 0 \
    "1.3|41d14f|0" sh -c 'ipuz-convert -t puz "$0" >"$0.puz" &&
    printf "%s|" "$(dd if="$0.puz" bs=1 skip=24 count=3 2>/dev/null)" \
    "$(od -An -tx1 -j52 -N3 "$0.puz" | tr -d " ")" &&
    { grep -c GRBS "$0.puz" || :; }' "$tmp/nfd.ipuz"
# A decomposed title or clue (e and U+0301, as pasted on macOS) was judged
# as it was written, U+0301 no character of Windows-1252: the file was a
# .puz 2.0, its title "Cafe" and U+0301, where the composed text fits 1.3.
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Cafe\314\201","dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["e\314\201","T","e\314\201"]],"clues":{"Across":[[1,"E\314\201te\314\201"]]}}\n' >"$tmp/nfdtitle.ipuz"
check_out "decomposed text is composed for a .puz 1.3 in Windows-1252" 0 \
    "1.3|$(printf 'Caf\303\251|\303\211t\303\251')" sh -c 'ipuz-convert -t puz "$0" >"$0.puz" &&
    printf "%s|" "$(dd if="$0.puz" bs=1 skip=24 count=3 2>/dev/null)" &&
    ipuz-convert -t ipuz "$0.puz" | jq -r "[.title, .clues.Across[0][1]] | join(\"|\")"' \
    "$tmp/nfdtitle.ipuz"
# A Turkish ı is written as I, as the solution goes in capitals: all the
# file holds is Windows-1252, but the version was 2.0, for the ı.
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["\304\261","L","K"]],"saved":[["\304\261","",""]],"clues":{"Across":[[1,"Warm"]]}}\n' >"$tmp/dotless.ipuz"
check_out "a .puz whose capitals fit Windows-1252 is 1.3, a ı in it too" 0 \
    "1.3|494c4b|0" sh -c 'ipuz-convert -t puz "$0" >"$0.puz" &&
    printf "%s|" "$(dd if="$0.puz" bs=1 skip=24 count=3 2>/dev/null)" \
    "$(od -An -tx1 -j52 -N3 "$0.puz" | tr -d " ")" &&
    { grep -c GRBS "$0.puz" || :; }' "$tmp/dotless.ipuz"
check_out "... no rebus key in an .xd" 0 "$(printf 'A\303\221O|0')" \
    sh -c 'ipuz-convert -t xd "$0" 2>/dev/null >"$0.xd";
    sed -n "/^## Grid/{n;n;p;}" "$0.xd" | tr "\n" "|";
    { grep -c Rebus "$0.xd" || :; }' "$tmp/nfd.ipuz"
nfd=$(printf 'N\314\203') nfc=$(printf '\303\221')
check_silent "... and the ipuz comes back byte for byte" 0 \
    sh -c 'ipuz-convert -t ipuz "$0" >"$0.out" &&
    ipuz-convert -t ipuz "$0.out" | cmp - "$0.out" &&
    grep -q "\"$1\"" "$0.out"' "$tmp/nfd.ipuz" "$nfd"
check_out "a decomposed letter of a .jpz is one cell too" 0 "A${nfc}O" \
    sh -c 'ipuz-convert -t jpz "$0" |
    sed "s/solution=\"$2\"/solution=\"$1\"/" >"$0.jpz" &&
    grep -q "solution=\"$1\"" "$0.jpz" && ipuz-convert -t grid "$0.jpz"' \
    "$tmp/nfd.ipuz" "$nfd" "$nfc"
check_golden "stdin is read when there is no file" 1000-mini-grid 0 \
    sh -c 'ipuz-convert -t grid <examples/mini-5x5.ipuz'

# What a format cannot hold is refused, and no output is left behind.
# A rebus is written in brackets, and read back so.
check_out "a rebus cell of a text grid is its letters in brackets" 0 \
    "ROMP#[STAR]TLE#OBESE
[STAR]DUST#TALL#URNS" \
    sh -c 'ipuz-convert -t grid examples/rebus-15x15.ipuz | sed -n "1p;6p"'
check_silent "... and read back as the same grid" 0 \
    sh -c 'ipuz-convert -t grid examples/rebus-15x15.ipuz >"$0/r.txt" &&
    ipuz-convert -t grid "$0/r.txt" | cmp - "$0/r.txt"' "$tmp"
check_out "... its letters upper-cased, as a letter's" 0 '["A", "STAR"],' \
    sh -c 'printf "a[star]\n#.\n" | ipuz-convert | grep -F "[\"A\"" |
    sed "s/^ *//"'
check_err "a rebus cell left open is named" 2 \
    "ipuz-convert: <stdin>:2:2: a cell of several letters is written [ then letters then ], as [STAR]" \
    sh -c 'printf "AB\nC[D\n" | ipuz-convert'
# "[]" has no letters: it is no rebus cell, of an empty solution.
check_err "an empty rebus cell is named" 2 \
    "ipuz-convert: <stdin>:1:2: a cell of several letters is written [ then letters then ], as [STAR]" \
    sh -c 'printf "A[]#\nBCD\n" | ipuz-convert'
check_err "... and a row of letters with one is no grid" 2 \
    "ipuz-convert: <stdin>: not a puzzle in any format this reads" \
    sh -c 'printf "C[]T\n" | ipuz-convert'
# Rows of letters alone are a grid with a row mistyped when most of them
# are as long as the first; half of them is a list of words.
check_err "rows of letters, most as long as the first: a row mistyped" 2 \
    "ipuz-convert: <stdin>:2: grid row of 4 cells, the first has 3" \
    sh -c 'printf "CAT\nDOGS\nEMU\n" | ipuz-convert'
check_err "... half of them: no grid" 2 \
    "ipuz-convert: <stdin>: not a puzzle in any format this reads" \
    sh -c 'printf "CAT\nDOGS\n" | ipuz-convert'
sed 's/"STAR"/"ST\&R"/' examples/rebus-15x15.ipuz >"$tmp/amp.ipuz"
check_err "a cell of a character that is no letter cannot be a text grid" 2 \
    "ipuz-convert: amp.ipuz: cannot write grid: cell r1c6 holds 'ST&R': a text grid has letters and digits only" \
    sh -c 'cd "$0" && ipuz-convert -t grid amp.ipuz' "$tmp"
mkdir "$tmp/nothing"
check_err "bars cannot be a .puz, and no file is left" 2 \
    'ipuz-convert: examples/barred.ipuz: cannot write puz: cell r1c4 has a bar, which a .puz cannot hold' \
    sh -c 'ipuz-convert -t puz -o "$0/barred.puz" examples/barred.ipuz;
    s=$?; ls "$0"; exit $s' "$tmp/nothing"
check_stderr "a .puz has no cryptic kind, and says so" 0 \
    'ipuz-convert: examples/cryptic.ipuz: warning: a .puz file cannot hold the cryptic kind, enumerations; left out' \
    ipuz-convert -t puz examples/cryptic.ipuz
# A batch's warnings of what a format cannot hold scroll past: its last
# line counts the files written with something left out (persona18 F11).
mkdir "$tmp/lossy"
cp examples/mini-5x5.ipuz examples/cryptic.ipuz examples/rebus-15x15.ipuz "$tmp/lossy"
check_stderr "a batch counts the files written with something left out" 0 \
    'ipuz-convert: lossy/cryptic.ipuz: warning: a .puz file cannot hold the cryptic kind, enumerations; left out
ipuz-convert: lossy/mini-5x5.ipuz: warning: a .puz file cannot hold the intro; left out
ipuz-convert: warning: 2 of 3 files written with something left out or changed: the warnings above say what' \
    sh -c 'cd "$0" && ipuz-convert -J 1 -t puz -d lossy-out lossy' "$tmp"
check_stderr "... and -q says none of it" 0 "" \
    sh -c 'cd "$0" && ipuz-convert -q -t puz -d lossy-q lossy' "$tmp"
# A coded puzzle's cell numbers are its code; .puz and .xd number the
# grid the standard way, and the code would go without a word.
check_stderr "a .puz has no coded kind, and says so" 0 \
    'ipuz-convert: t/corpus/ipuz/kotwords__coded.ipuz: warning: a .puz file cannot hold the coded kind, the explanation; left out
ipuz-convert: t/corpus/ipuz/kotwords__coded.ipuz: warning: written to a .puz file, clues 1-across, 3-across, 5-across, 7-across, 8-across, 9-across and 10 more have no text and are '"'-'"' there, read back as clues' \
    ipuz-convert -t puz t/corpus/ipuz/kotwords__coded.ipuz
check_stderr "a .xd has no coded kind, and says so" 0 \
    'ipuz-convert: t/corpus/jpz/kotwords__coded.jpz: warning: a .xd file cannot hold the coded kind; left out' \
    ipuz-convert -t xd t/corpus/jpz/kotwords__coded.jpz
check_stderr "a .jpz has it" 0 '' \
    ipuz-convert -t jpz t/corpus/ipuz/kotwords__coded.ipuz

# Outputs and inputs are never overwritten by surprise.
mkdir "$tmp/outdir"
cp t/data/grid.txt "$tmp/g.txt"
(cd "$tmp" && ipuz-convert -d outdir g.txt)
check_golden "an existing output is kept without -f" 1000-exists 2 \
    sh -c 'cd "$0" && ipuz-convert -d outdir g.txt' "$tmp"
check_silent "-f overwrites it" 0 \
    sh -c 'cd "$0" && ipuz-convert -f -d outdir g.txt' "$tmp"
check_err "the input is never the output" 2 \
    'ipuz-convert: m.ipuz: will not overwrite the input' \
    sh -c 'cp examples/mini-5x5.ipuz "$0/m.ipuz" && cd "$0" &&
    ipuz-convert -f -o m.ipuz m.ipuz' "$tmp"
check_err "the input is never the output, without -f either" 2 \
    'ipuz-convert: m.ipuz: will not overwrite the input' \
    sh -c 'cd "$0" && ipuz-convert -o m.ipuz m.ipuz' "$tmp"
printf '{\n' >"$tmp/cut.ipuz"
check_err "-d makes no folder when nothing is written" 2 \
    'ipuz-convert: cut.ipuz:2:1: unexpected end of input
ipuz-convert: 1 of 1 file failed' \
    sh -c 'cd "$0" && ipuz-convert -d made/deep cut.ipuz; s=$?
    ! test -e made || echo "made/ left behind" >&2; exit $s' "$tmp"
check_silent "refused and failed outputs leave no temporary file" 0 \
    sh -c 'cd "$0" && ipuz-convert -o outdir/bad.ipuz /dev/null 2>/dev/null;
    ls -A . outdir | grep xwtmp; true' "$tmp"
check_err "several inputs need -d" 2 \
    'ipuz-convert: several inputs need -d dir' \
    ipuz-convert examples/mini-5x5.ipuz examples/cryptic.ipuz
check_err "-o and -d together are a usage error" 2 \
    'ipuz-convert: -o names one output file, -d a folder of them: not both
usage: ipuz-convert [-fqKu] [-t format] [-k key] [-o file | -d dir] [-J jobs] [file ...]' \
    ipuz-convert -o x -d y examples/mini-5x5.ipuz
check_err "-K and -k together are a usage error" 2 \
    'ipuz-convert: -k unscrambles with a key, -K finds it: not both
usage: ipuz-convert [-fqKu] [-t format] [-k key] [-o file | -d dir] [-J jobs] [file ...]' \
    ipuz-convert -K -k 1234 examples/mini-5x5.ipuz
check_err "an unknown format" 2 \
    "ipuz-convert: unknown output format 'pdf': ipuz, puz, jpz, xd or grid" \
    ipuz-convert -t pdf examples/mini-5x5.ipuz
# A second -o, -t or -d replaced the first, unsaid: only b.ipuz was
# made (docs17 F3).
ic_usage='usage: ipuz-convert [-fqKu] [-t format] [-k key] [-o file | -d dir] [-J jobs] [file ...]'
check_err "-o twice is a usage error, and nothing is written" 2 \
    "ipuz-convert: -o given twice ('a.ipuz', then 'b.ipuz'): give it once
$ic_usage" \
    writes_nothing o2 ipuz-convert -o a.ipuz -o b.ipuz "$top/examples/mini-5x5.ipuz"
check_err "-t twice, the same format too" 2 \
    "ipuz-convert: -t given twice ('grid', then 'grid'): give it once
$ic_usage" \
    ipuz-convert -t grid -t grid examples/mini-5x5.ipuz
check_err "-d twice" 2 \
    "ipuz-convert: -d given twice ('da', then 'db'): give it once
$ic_usage" \
    writes_nothing d2 ipuz-convert -d da -d db "$top/examples/mini-5x5.ipuz"
# It was "cannot write ''" (docs17 F4).
check_err "-o '' names no file" 2 \
    "ipuz-convert: -o '': an empty file name
$ic_usage" \
    ipuz-convert -o '' examples/mini-5x5.ipuz
# A name that says one format over another's bytes is a file every
# reader refuses: refused before anything is written, in any case.
check_err "-t ipuz with -o x.puz is refused" 2 \
    "ipuz-convert: -o '$tmp/x.puz': the name says .puz, but -t ipuz writes ipuz: drop -t, or end the name in .ipuz" \
    ipuz-convert -t ipuz -o "$tmp/x.puz" examples/mini-5x5.ipuz
check_err "... as is -t puz with -o X.IPUZ" 2 \
    "ipuz-convert: -o '$tmp/X.IPUZ': the name says .ipuz, but -t puz writes puz: drop -t, or end the name in .puz" \
    ipuz-convert -t puz -o "$tmp/X.IPUZ" examples/mini-5x5.ipuz
check_silent "... and neither file was written" 0 \
    sh -c '! ls "$0"/x.puz "$0"/X.IPUZ 2>/dev/null' "$tmp"
check_silent "-t grid with -o X.TXT is the name of its format" 0 \
    ipuz-convert -t grid -o "$tmp/X.TXT" examples/mini-5x5.ipuz
check_silent "and .xml, which several formats share, says none" 0 \
    ipuz-convert -q -t jpz -o "$tmp/x.xml" examples/mini-5x5.ipuz
check_silent "... so the .jpz written reads back" 0 \
    ipuz-convert -o /dev/null "$tmp/x.xml"
check_err "not a puzzle" 2 \
    'ipuz-convert: t/data/words.txt: not a puzzle in any format this reads' \
    ipuz-convert t/data/words.txt
if [ -w /dev/full ]; then
	check_err "a full disk is trouble" 2 \
	    "ipuz-convert: cannot write '/dev/full': No space left on device" \
	    ipuz-convert -o /dev/full examples/mini-5x5.ipuz
else
	skip "a full disk is trouble" "no /dev/full"
fi

# The real-world corpus (t/corpus/SOURCES): every good .puz comes back
# byte-identical.
corpus=t/corpus
mkdir "$tmp/ipuz" "$tmp/puz" "$tmp/ipuz2"
check_golden "a batch keeps going past bad files and counts them" \
    1000-corpus-batch 2 sh -c 'cd "$0" &&
    ipuz-convert -q -d "$1/ipuz" *.puz' "$corpus/puz" "$tmp"
ipuz-convert -q -t puz -d "$tmp/puz" "$tmp"/ipuz/*.ipuz
same=0 differ=
for f in "$tmp"/puz/*.puz; do
	if cmp -s "$f" "$corpus/puz/$(basename "$f")"; then
		same=$((same + 1))
	else
		differ="$differ $(basename "$f")"
	fi
done
if [ "$same" -eq 26 ] && [ -z "$differ" ]; then
	pass "26 corpus .puz files come back byte-identical"
else
	fail "26 corpus .puz files come back byte-identical"
	echo "# $same identical; differ:$differ"
fi
check_golden "ipuz-check is clean on every converted corpus file" \
    1000-corpus-check 0 sh -c 'ipuz-check "$0"/ipuz/*.ipuz |
    sed "s|^$0/||"' "$tmp"
check_silent "-J 2 converts the same" 0 sh -c '
    ipuz-convert -q -J 2 -d "$0/ipuz2" "$1"/*.puz 2>/dev/null;
    diff -r "$0/ipuz" "$0/ipuz2"' "$tmp" "$corpus/puz"
# Without -d, -J does nothing, but a bad one is still a bad command line,
# as ipuz-convert(1) says (it once said "ignored").
check_err "-J is checked without -d too" 2 \
    "ipuz-convert: jobs '0' is not a number from 1 to 256
ipuz-convert: jobs '' is not a number from 1 to 256" \
    sh -c 'ipuz-convert -J 0 examples/mini-5x5.ipuz; ipuz-convert -J "" examples/mini-5x5.ipuz'
check_silent "-J 4 without -d converts as without it" 0 sh -c \
    'ipuz-convert -J 4 -t grid examples/mini-5x5.ipuz >"$0/j.txt" &&
    ipuz-convert -t grid examples/mini-5x5.ipuz | cmp - "$0/j.txt"' "$tmp"
check_out "-K finds the key of a scrambled puzzle" 0 1 \
    sh -c 'ipuz-convert -K -t grid "$0" | grep -c LAKEONTARIO' \
    "$corpus/puz/puzpy__nyt_locked.puz"
# Our own locked file: the mini example locked with 8329 (puz_test makes
# it again to check it).
check_golden "unlocked with 8329, a locked puzzle has the solution of its twin" \
    1000-mini-grid 0 ipuz-convert -k 8329 -t grid t/data/mini-locked-8329.puz
# Without its key a locked puzzle's solution is unknown: .jpz has no place
# for the scrambled one that ipuz and .puz keep, so it is named as lost.
check_stderr "a .jpz of a locked puzzle without its key says the solution is lost" 0 \
    'ipuz-convert: t/data/mini-locked-8329.puz: warning: a .jpz file cannot hold the scrambled solution; left out; -K finds its key' \
    ipuz-convert -t jpz t/data/mini-locked-8329.puz
check_out_err "a text grid of it says so too: its dots are no solution" 0 \
    "#....
.....
.....
.....
....#" \
    'ipuz-convert: t/data/mini-locked-8329.puz: warning: a .txt file cannot hold the scrambled solution; left out; -K finds its key' \
    ipuz-convert -t grid t/data/mini-locked-8329.puz
check_stderr "so does one from its ipuz, with the hint" 0 \
    'ipuz-convert: <stdin>: warning: a .jpz file cannot hold the scrambled solution; left out; -K finds its key' \
    sh -c 'ipuz-convert t/data/mini-locked-8329.puz | ipuz-convert -t jpz >/dev/null'
# The ipuz keeps the scrambled grid and its checksum: -K and -k unscramble
# it as they do the .puz, which they ignored in silence, and a solver's
# entries saved in it stay.
ipuz-convert -q t/data/mini-locked-8329.puz | jq '.saved = [["#","D","A","R","X"],
    ["M","","","",""],["","","","",""],["","","","",""],["","","","","#"]]' \
    >"$tmp/mine-locked.ipuz"
check_out "-K unscrambles an ipuz made from a locked .puz, entries kept" 0 \
    'mine-locked.ipuz: info: 5 of 23 cells filled (21%), 1 wrong
mine-locked.ipuz: wrong: r1c5: '"'X'"' is wrong
mine-locked.ipuz: wrong: clue 1-across: 1 wrong letter
mine-locked.ipuz: wrong: clue 4-down: 1 wrong letter
1' \
    sh -c 'cd "$0" && ipuz-convert -K -o u.ipuz mine-locked.ipuz &&
    ipuz-check -p u.ipuz | sed s/^u/mine-locked/;
    ipuz-convert -t grid u.ipuz | grep -c "^#DARK$"' "$tmp"
ipuz-convert -k 8329 -t puz t/data/mini-locked-8329.puz >"$tmp/unlocked-8329.puz"
check_stderr "... so does -k with its key, as the .puz is" 0 '' \
    sh -c 'ipuz-convert -q t/data/mini-locked-8329.puz | ipuz-convert -k 8329 -t puz |
    cmp - "$0"' "$tmp/unlocked-8329.puz"
check_err "... and a wrong key is an error, no file left" 2 \
    'ipuz-convert: mine-locked.ipuz: wrong key: 1111 does not unscramble the solution; -K finds its key' \
    sh -c 'cd "$0" && ipuz-convert -k 1111 -o w.ipuz mine-locked.ipuz;
    s=$?; ! [ -e w.ipuz ] && exit $s' "$tmp"
check_stderr "a .puz keeps it" 0 '' \
    sh -c 'ipuz-convert t/data/mini-locked-8329.puz | ipuz-convert -t puz |
    cmp - t/data/mini-locked-8329.puz'
check_err "a wrong key is an error" 2 \
    'ipuz-convert: puzpy__nyt_locked.puz: wrong key: 1234 does not unscramble the solution; -K finds its key' \
    sh -c 'cd "$0" && ipuz-convert -k 1234 puzpy__nyt_locked.puz' \
    "$corpus/puz"
# One byte of a clue changed, the checksums left as they were.
cp "$corpus/puz/puzpy__nyt_with_shape.puz" "$tmp/changed.puz"
printf M | dd of="$tmp/changed.puz" bs=1 seek=1029 conv=notrunc 2>/dev/null
check_out_err "-f reads past a bad checksum with a warning" 0 21 \
    'ipuz-convert: changed.puz: warning: global checksum mismatch: stored 0x2d5b, computed 0x0dd8; read anyway (-f)' \
    sh -c 'cd "$0" && ipuz-convert -f -t grid changed.puz | wc -l' "$tmp"
check_err "without -f a bad checksum is an error" 2 \
    'ipuz-convert: changed.puz: global checksum mismatch: stored 0x2d5b, computed 0x0dd8; -f reads it anyway' \
    sh -c 'cd "$0" && ipuz-convert -t grid changed.puz' "$tmp"
# puzjs (Down for a Cross; Puzzmo's puzEncode) stores the clue count
# big-endian and every checksum as 0 (formats.md 1.4): 00 06 for 6.
# Refused even with -f, which is for such files; now -f reads the count
# as the grid's, with a warning, and without it the error says so.
check_golden_err "-f reads a clue count stored big-endian, as puzjs writes it" \
    1000-puzjs-ipuz 0 \
    'ipuz-convert: puzzmo__plus-symbol-rebus.puz: warning: clue count 1536 does not match the grid'"'"'s 6 entries: it is 6 stored big-endian, as puzjs writes it; read anyway (-f)' \
    sh -c 'cd "$0" && ipuz-convert -f puzzmo__plus-symbol-rebus.puz' \
    "$corpus/puz"
check_err "without -f it is an error that says what the count is, no file left" 2 \
    'ipuz-convert: puzzmo__plus-symbol-rebus.puz: clue count 1536 does not match the grid'"'"'s 6 entries: it is 6 stored big-endian, as puzjs writes it; -f reads it anyway' \
    sh -c 'cd "$1" && ipuz-convert -o "$0/be.ipuz" puzzmo__plus-symbol-rebus.puz;
    s=$?; ! [ -e "$0/be.ipuz" ] && exit $s' "$tmp" "$corpus/puz"
# 8704 is 0x2200: 34 swapped, and the grid has 35.
check_err "a count that is no swap of the grid's is refused with -f too" 2 \
    "ipuz-convert: puzzmo__truncated-strings.puz: clue count 8704 does not match the grid's 35 entries" \
    sh -c 'cd "$0" && ipuz-convert -f puzzmo__truncated-strings.puz' \
    "$corpus/puz"
# puzjs_puz FILE COUNT SECTIONS: a 3x3 .puz laid out as puzjs's encode
# writes it (its src/puz.js, read for this; no byte copied from its
# output): every checksum 0, no version, CAT/ODE/WED, clues in its
# order, COUNT the clue count's two bytes and SECTIONS what follows the
# strings, both in printf's escapes.
puzjs_puz() {
	printf '\000\000ACROSS&DOWN\000'"$z30"'\003\003'"$2"'\000\000\000\000CATODEWED---------Puzjs\000Me\000\000a1\000d1\000d2\000d3\000a4\000a5\000\000'"$3" >"$1"
}
z30='\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000'
# puzjs's Extension(): code, length big-endian, checksum 0, the data,
# no NUL. A rebus DOT at r2c2 (GRBS 1, RTBL "0:DOT;"), circles at r1c1
# and r3c3 (GEXT 0x80).
grbs='GRBS\000\011\000\000\000\000\000\000\001\000\000\000\000'
rtbl='RTBL\000\006\000\0000:DOT;'
gext='GEXT\000\011\000\000\200\000\000\000\000\000\000\000\200'
puzjs_puz "$tmp/pj.puz" '\000\006' "$grbs$rtbl$gext"
puzjs_puz "$tmp/pj-count.puz" '\006\000' "$grbs$rtbl$gext"
puzjs_puz "$tmp/pj-nul.puz" '\006\000' "$grbs"'\000'"$rtbl"'\000'"$gext"'\000'
puzjs_puz "$tmp/pj-circles.puz" '\000\006' "$gext"
puzjs_puz "$tmp/pj-grbs8.puz" '\006\000' 'GRBS\000\010\000\000\000\000\000\000\001\000\000\000'
# They had been refused, -f or not: "truncated: the GRBS section needs
# 2313 bytes, 50 remain".
check_golden_err "-f reads section lengths stored big-endian with no NUL, as puzjs writes them" \
    1000-puzjs-sections-ipuz 0 \
    'ipuz-convert: pj.puz: warning: clue count 1536 does not match the grid'"'"'s 6 entries and section lengths GRBS 2304, RTBL 1536 and GEXT 2304 do not fit: they are 6, 9, 6 and 9 stored big-endian, with no NUL after the data of GRBS, RTBL and GEXT, as puzjs writes them; read anyway (-f)' \
    sh -c 'cd "$0" && ipuz-convert -f pj.puz' "$tmp"
check_err "without -f it is an error that says what they are, no file left" 2 \
    'ipuz-convert: pj.puz: clue count 1536 does not match the grid'"'"'s 6 entries and section lengths GRBS 2304, RTBL 1536 and GEXT 2304 do not fit: they are 6, 9, 6 and 9 stored big-endian, with no NUL after the data of GRBS, RTBL and GEXT, as puzjs writes them; -f reads it anyway' \
    sh -c 'cd "$0" && ipuz-convert -o out.ipuz pj.puz; s=$?;
    ! [ -e out.ipuz ] && exit $s' "$tmp"
check_out_err "the sections alone, the count right; and with their NULs" 0 \
    'same
same' \
    'ipuz-convert: pj-count.puz: warning: section lengths GRBS 2304, RTBL 1536 and GEXT 2304 do not fit: they are 9, 6 and 9 stored big-endian, with no NUL after the data of GRBS, RTBL and GEXT, as puzjs writes them; read anyway (-f)
ipuz-convert: pj-nul.puz: warning: section lengths GRBS 2304, RTBL 1536 and GEXT 2304 do not fit: they are 9, 6 and 9 stored big-endian, as puzjs writes them; read anyway (-f)' \
    sh -c 'cd "$0" && for f in pj-count pj-nul; do
    ipuz-convert -f $f.puz | cmp - "$1" && echo same; done' "$tmp" \
    "$PWD/t/expected/1000-puzjs-sections-ipuz.out"
check_err "circles alone; without -f" 2 \
    'ipuz-convert: pj-circles.puz: warning: clue count 1536 does not match the grid'"'"'s 6 entries and section length GEXT 2304 does not fit: they are 6 and 9 stored big-endian, with no NUL after the data of GEXT, as puzjs writes them; read anyway (-f)
ipuz-convert: pj-circles.puz: clue count 1536 does not match the grid'"'"'s 6 entries and section length GEXT 2304 does not fit: they are 6 and 9 stored big-endian, with no NUL after the data of GEXT, as puzjs writes them; -f reads it anyway' \
    sh -c 'cd "$0" && ipuz-convert -f -t grid pj-circles.puz >/dev/null &&
    ipuz-convert -t grid pj-circles.puz' "$tmp"
check_out "written back as the format has it: read without -f, the same" 0 \
    'same' \
    sh -c 'cd "$0" && ipuz-convert -q -f pj.puz | ipuz-convert -t puz >back.puz &&
    ipuz-convert back.puz | cmp - "$1" && echo same' "$tmp" \
    "$PWD/t/expected/1000-puzjs-sections-ipuz.out"
check_err "a length that swapped is not the grid's is refused, -f or not" 2 \
    'ipuz-convert: pj-grbs8.puz: truncated: the GRBS section needs 2057 bytes, 16 remain
ipuz-convert: pj-grbs8.puz: truncated: the GRBS section needs 2057 bytes, 16 remain' \
    sh -c 'cd "$0" && { ipuz-convert -f pj-grbs8.puz; ipuz-convert pj-grbs8.puz; }' \
    "$tmp"
# Cut short inside GRBS (at 2836) and GEXT (at 2602): the rest had been
# kept as trailing bytes, and the rebus cell read as B, the circles
# gone, with exit 0.
head -c 2900 "$corpus/puz/puzzmo__112921-speakerboxxx.puz" >"$tmp/cut.puz"
head -c 2700 "$corpus/puz/puzzmo__112921-speakerboxxx.puz" >"$tmp/cut2.puz"
check_err "a .puz cut short in a section it defines is truncated" 2 \
    'ipuz-convert: cut.puz: truncated: the GRBS section needs 234 bytes, 64 remain
ipuz-convert: cut2.puz: truncated: the GEXT section needs 234 bytes, 98 remain' \
    sh -c 'cd "$0" && { ipuz-convert -t grid cut.puz; ipuz-convert cut2.puz; }' \
    "$tmp"
# A NUL in a grid (puz_fuzz): read as the letter "", solved to ipuz-check
# and gridfill, unsolved to the .xd writer, and written as a text grid's
# "[]" that no reader took. 2x2, checksums right.
check_err "a control byte in a .puz grid is no letter" 2 \
    "ipuz-convert: t/data/puz-nul-solution.puz: solution: cell r1c1 holds byte 0x00, which is no letter
ipuz-convert: t/data/puz-nul-fill.puz: player's grid: cell r1c2 holds byte 0x00, which is no letter" \
    sh -c 'ipuz-convert -t grid t/data/puz-nul-solution.puz;
    ipuz-convert t/data/puz-nul-fill.puz'
# puzzmo__112921-speakerboxxx.puz of the corpus (MIT) with " 3:DOG;"
# added to its RTBL, checksums made again: an entry no cell names. It
# was dropped as if edited out, and the file did not come back the same.
check_silent "an RTBL entry no cell names is kept: the same bytes back" 0 \
    sh -c 'ipuz-convert t/data/puz-rtbl-unused.puz | ipuz-convert -t puz |
    cmp - t/data/puz-rtbl-unused.puz'
check_out "... but not one whose cell was edited to another rebus" 0 \
    ' 1:BOSE; 3:DOG; 4:SUNY;' \
    sh -c 'ipuz-convert t/data/puz-rtbl-unused.puz | sed "s/\"SONY\"/\"SUNY\"/" |
    ipuz-convert -t puz | ipuz-convert | grep "\"table\"" | cut -d\" -f4'
# The corpus's .ipuz files that kotwords wrote from one .puz. The
# issue fixes our version at 1.3 where kotwords writes 1.4: byte 27.
check_silent "kotwords__test.ipuz is kotwords__test.puz, exactly" 0 \
    sh -c 'ipuz-convert -t puz "$0/ipuz/kotwords__test.ipuz" |
    cmp - "$0/puz/kotwords__test.puz"' "$corpus"
check_out_err "gaps: clues by slot, references renumbered, a stray clue left out" \
    1 ' 27  63  64' \
    "ipuz-convert: kotwords__gaps.ipuz: warning: a .puz file cannot hold the grid's own labels (12 cells where standard numbering differs, first r1c2), clues for no entry of its numbering; left out
ipuz-convert: kotwords__gaps.ipuz: warning: written to a .puz file, clues 4-across, 5-across, 2-down, 5-down have no text and are '-' there, read back as clues" \
    sh -c 'cd "$0/ipuz" && ipuz-convert -t puz \
    kotwords__gaps.ipuz | cmp -l - ../puz/kotwords__gaps.puz' "$corpus"
check_out_err "an empty clue is written as -, and said so" 1 ' 27  63  64' \
    "ipuz-convert: $corpus/ipuz/kotwords__test-empty-clue.ipuz: warning: written to a .puz file, clue 1-across has no text and is '-' there, read back as a clue" \
    sh -c 'ipuz-convert -t puz "$0/ipuz/kotwords__test-empty-clue.ipuz" |
    cmp -l - "$0/puz/kotwords__test-empty-clue.puz"' "$corpus"
# Each row of a grid on one line, as people write them; the whole is
# still JSON that strict readers (jq, perl's JSON::PP) and ipuz-check
# take, and the same document as before.
check_out "a grid's rows, each on one line" 0 \
    '["#", 1, 2, 3, 4]|[5, 0, 0, 0, 0]|[6, 0, 0, 0, 0]|[7, 0, 0, 0, 0]|[8, 0, 0, 0, "#"]' \
    sh -c 'ipuz-convert examples/mini-5x5.ipuz |
    sed -n "/\"puzzle\": \[/,/^  \]/p" | sed "1d;\$d;s/^ *//;s/,\$//" |
    paste -s -d "|" -'
for f in examples/*.ipuz "$corpus"/ipuz/*.ipuz t/data/uclick-usaon.xml \
    t/data/pzzl.txt; do
	ipuz-convert -q "$f" >"$tmp/one.ipuz" 2>/dev/null || continue
	ipuz-convert -q -t ipuz "$tmp/one.ipuz" >"$tmp/two.ipuz"
	if jq -e . "$tmp/one.ipuz" >/dev/null &&
	    perl -MJSON::PP -e 'local $/; JSON::PP->new->utf8->decode(<STDIN>)' \
	    <"$tmp/one.ipuz" && ! ipuz-check -j "$tmp/one.ipuz" |
	    grep -q '"code":"json"' && cmp -s "$tmp/one.ipuz" "$tmp/two.ipuz"
	then
		:
	else
		echo "$f" >>"$tmp/notstrict"
	fi
done
check_silent "every ipuz written is strict JSON, and reads back the same" 0 \
    sh -c '! cat "$0" 2>/dev/null' "$tmp/notstrict"
# A .puz solution is in capitals (Across Lite checks the solver's
# capitals against it): an ipuz solution in lower case is written so.
sed 's/\["M", "O", "V", "I", "E"\]/["m", "o", "v", "i", "e"]/;
    s/\["O", "Z", "O", "N", "E"\]/["O", "z", "O", "N", "E"]/' \
    examples/mini-5x5.ipuz >"$tmp/lower.ipuz"
# A bar on a block parts no letters: the .puz, which holds no bars, is
# written all the same; a bar between letters is still refused.
sed 's/^    \["#", 1, 2, 3, 4\]/    [{"cell": "#", "style": {"barred": "RB"}}, 1, 2, 3, 4]/;
    s/^    \[8, 0, 0, 0, "#"\]/    [8, 0, 0, 0, {"cell": "#", "style": {"barred": "TL"}}]/' \
    examples/mini-5x5.ipuz >"$tmp/blockbars.ipuz"
# Nor one on a letter that faces a block or the grid's edge.
sed 's/^    \["#", 1, 2, 3, 4\]/    ["#", {"cell": 1, "style": {"barred": "TL"}}, 2, 3, 4]/;
    s/^    \[8, 0, 0, 0, "#"\]/    [8, 0, 0, {"cell": 0, "style": {"barred": "RB"}}, "#"]/' \
    examples/mini-5x5.ipuz >"$tmp/edgebars.ipuz"
for f in lower blockbars edgebars; do
	check_out_err "$f.ipuz: capitals, and no bar stops the .puz" 0 \
	    '.DARKMOVIEOZONEREIGNENDS.' \
	    "ipuz-convert: $f.ipuz: warning: a .puz file cannot hold the intro; left out" \
	    sh -c 'cd "$0" && ipuz-convert -t puz "$1" |
	    dd bs=1 skip=52 count=25 2>/dev/null; echo' "$tmp" "$f.ipuz"
done
check_err "a bar between letters still stops a .puz" 2 \
    'ipuz-convert: examples/barred.ipuz: cannot write puz: cell r1c4 has a bar, which a .puz cannot hold' \
    ipuz-convert -t puz -o "$tmp/barred.puz" examples/barred.ipuz
# Text with a byte order mark: UTF-8 as it is, UTF-16 (Windows Notepad's
# "Unicode") read as the UTF-8 it stands for, whatever the format.
ipuz-convert examples/mini-5x5.ipuz >"$tmp/mini.ipuz"
for enc in UTF-8 UTF-16LE UTF-16BE; do
	perl -MEncode -e 'binmode STDOUT; local $/;
	    print encode($ARGV[0], "\x{feff}" . decode("UTF-8", <STDIN>))' \
	    "$enc" <examples/mini-5x5.ipuz >"$tmp/$enc.ipuz"
	check_silent "an ipuz in $enc with a byte order mark reads" 0 \
	    sh -c 'ipuz-convert "$0" | cmp - "$1"' "$tmp/$enc.ipuz" \
	    "$tmp/mini.ipuz"
done
perl -MEncode -e 'binmode STDOUT; local $/;
    print encode("UTF-16LE", "\x{feff}" . decode("UTF-8", <STDIN>))' \
    <t/data/grid.txt >"$tmp/grid16.txt"
check_silent "a text grid in UTF-16 reads as in UTF-8" 0 \
    sh -c 'ipuz-convert -t grid "$0" | cmp - "$1"' "$tmp/grid16.txt" \
    t/data/grid.txt
# A .puz may start with FF FE, a checksum that looks like a UTF-16 mark
# (or junk before its magic, which is passed over): a format takes those
# bytes as they are, not decoded.
ipuz-convert -q -t puz -o "$tmp/mini.puz" examples/mini-5x5.ipuz
{ printf '\377\376'; cat "$tmp/mini.puz"; } >"$tmp/fffe.puz"
check_silent "a .puz after FF FE reads as the .puz, and comes back the same" 0 \
    sh -c 'ipuz-check "$0" && ipuz-convert -t puz "$0" | cmp - "$0" &&
    ipuz-convert -t grid "$0" | cmp - "$1"' "$tmp/fffe.puz" \
    t/expected/1000-mini-grid.out
head -c 101 "$tmp/UTF-16LE.ipuz" >"$tmp/odd.ipuz"
check_err "UTF-16 cut in a character is refused by its name" 2 \
    'ipuz-convert: odd.ipuz: not UTF-16LE text: an odd number of bytes' \
    sh -c 'cd "$0" && ipuz-convert odd.ipuz' "$tmp"
# A .puz title or clue is one line, as Across Lite shows it and exports
# it as text: a line break there (a <br>, a newline, a <br> and its
# newline, which were two spaces) is a space, as ipuz-render shows it; a
# <br> in the notes is a line break. Both were written as they were,
# "<br>" shown as written.
sed 's|"Like a cinema once the film starts"|"Like a cinema<br/>once<br>\\nthe\\nfilm starts"|
    s|"intro": "[^"]*"|"notes": "One<br>Two<br>\\nThree"|' \
    examples/mini-5x5.ipuz >"$tmp/br.ipuz"
check_out "a line break in a .puz clue is a space, in its notes a line" 0 \
    '"notes": "One<br>\nTwo<br>\nThree",|"Like a cinema once the film starts"' \
    sh -c 'ipuz-convert -t puz "$0" | ipuz-convert |
    sed -n "s/^  \(\"notes\": .*\)/\1/p; s/^ *\(\"Like.*\"\)\$/\1/p" |
    paste -s -d "|" -' "$tmp/br.ipuz"
# A line feed in ipuz text is a line break, in every format as in
# ipuz-render (t/2000): the notes of a .puz, .jpz and .xd have two lines
# (constructor9 #5); a clue's line feed is a space, as its <br> is, and
# a <br> and its line feed are one break, one space: the .xd clue had
# two for a CR LF.
cp t/data/notes-lf.ipuz "$tmp/nl.ipuz"
check_out "a line feed in the notes is a line break in .puz, .jpz, .xd" 0 \
    '"notes": "Line one.<br>\nLine two.",|"notes": "Line one.<br>\nLine two.",|"notes": "Line one.<br>\nLine two.",' \
    sh -c 'for f in puz jpz xd; do ipuz-convert -t $f "$0" | ipuz-convert |
    grep "\"notes\""; done | sed "s/^ *//" | paste -s -d "|" -' "$tmp/nl.ipuz"
jq '.clues.Across[0][1] = "a\r\nb<br>\r\nc<br>\nd"' "$tmp/nl.ipuz" \
    >"$tmp/nlclue.ipuz"
check_out_err "a clue's line feed, with a <br> or not, is one space" 0 \
    'A1. a b c d ~ CAT
"a b c d"' \
    'ipuz-convert: nlclue.ipuz: warning: a .xd file cannot hold the line breaks and tabs in clue 1-across; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd nlclue.ipuz | grep "^A1" &&
    ipuz-convert -t puz nlclue.ipuz | ipuz-convert | grep -o "\"a b c d\""' \
    "$tmp"
# So is a line feed given by a character reference, as ipuz-render sets
# it (t/2000): "<br>&#10;" is one break, as "<br>\n" is (the .puz and
# .xd notes had two); in a clue a space, as a raw line feed is (the .puz
# clue held a line feed, the .xd clue two spaces for "&#13;&#10;").
jq '.notes = "One.&#10;Two.<br>&#10;Three.&#13;&#10;Four." |
    .clues.Across[0][1] = "a&#10;b<br>&#10;c&#13;&#10;d"' "$tmp/nl.ipuz" \
    >"$tmp/nlref.ipuz"
check_out "a line feed by reference: one break in .puz, .jpz, .xd notes" 0 \
    '"notes": "One.<br>\nTwo.<br>\nThree.<br>\r\nFour.",|"notes": "One.<br>\nTwo.<br>\nThree.<br>\r\nFour.",|"notes": "One.<br>\nTwo.<br>\nThree.<br>\r\nFour.",' \
    sh -c 'for f in puz jpz xd; do ipuz-convert -t $f "$0" 2>/dev/null |
    ipuz-convert | grep "\"notes\""; done | sed "s/^ *//" |
    paste -s -d "|" -' "$tmp/nlref.ipuz"
check_out_err "a clue's line feed by reference is one space, as a raw one" 0 \
    'A1. a b c d ~ CAT
"a b c d"' \
    'ipuz-convert: nlref.ipuz: warning: a .xd file cannot hold the line breaks and tabs in clue 1-across; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd nlref.ipuz | grep "^A1" &&
    ipuz-convert -t puz nlref.ipuz | ipuz-convert | grep -o "\"a b c d\""' \
    "$tmp"
# A line break at a clue's start or end, or a run of them with the
# white space and tags around them, is none on the clue's one line, and
# a run between two words one space, as ipuz-render shows it (t/2000):
# "Feline<br>" was "Feline " in a .puz, "Feline  ~" in an .xd, and each
# break of a run a space. A clue's own spaces stay in a .puz, where a
# .puz clue that ends in one comes back with it.
jq '.clues.Across = [[1, "Feline<br>"], [4, "&#10; <br>Exist"],
    [5, "T<br> <br>\n&#10;en "]] |
    .clues.Down = [[1, " Pet"], [2, "Exist&#10;"], [3, "<i>Ten</i> <br>"]]' \
    "$tmp/nl.ipuz" >"$tmp/ends.ipuz"
check_out_err "a break at a clue's ends is none in .xd, a run one space" 0 \
    'A1. Feline ~ CAT|A4. Exist ~ ARE|A5. T en ~ TEN|D1. Pet ~ CAT|D2. Exist ~ ARE|D3. {/Ten/} ~ TEN' \
    'ipuz-convert: ends.ipuz: warning: a .xd file cannot hold the line breaks and tabs in clues 1-across, 4-across, 5-across, 2-down, 3-down, the spaces around clues 1-across, 4-across, 5-across, 1-down, 2-down, 3-down; left out' \
    sh -c 'cd "$0" && ipuz-convert -t xd ends.ipuz | grep "^[AD][0-9]" |
    paste -s -d "|" -' "$tmp"
check_out_err "so in a .puz, whose clue keeps its own spaces" 0 \
    '"Feline"|"Exist"|"T en "|" Pet"|"Exist"|"Ten"' \
    'ipuz-convert: ends.ipuz: warning: a .puz file cannot hold the markup in the clues; left out' \
    sh -c 'cd "$0" && ipuz-convert -t puz ends.ipuz | ipuz-convert |
    jq -c ".clues[][][1]" | paste -s -d "|" -' "$tmp"
ipuz-convert -t puz "$tmp/ends.ipuz" 2>/dev/null >"$tmp/ends.puz"
check_silent "... and comes back byte for byte" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t puz | cmp - "$0"' \
    "$tmp/ends.puz"
# A header line of an .xd is one line too: a run of breaks one space.
jq '.title = "Night<br> <br>\n&#10;Day<br>"' "$tmp/nl.ipuz" >"$tmp/title.ipuz"
check_out "a run of breaks in an .xd header line is one space" 0 \
    'Title: Night Day' \
    sh -c 'ipuz-convert -t xd "$0" 2>/dev/null | grep "^Title"' \
    "$tmp/title.ipuz"

# A .puz file's timer (LTIM) and an unknown section are kept under
# com.xwtools:puz for the .puz writer, which gives them back; .jpz and
# .xd have no place for them and left them out without a word. Named.
perl -e 'binmode STDOUT; local $/; my $d = <STDIN>; my ($t, $c) = ("Kept", 0);
    for (unpack "C*", $t) { $c = (($c & 1) ? ($c >> 1) | 0x8000 : $c >> 1);
    $c = ($c + $_) & 0xffff } print $d, "ZZZZ", pack("vv", length $t, $c),
    $t, "\0"' <t/corpus/puz/puzpy__nyt_rebus_with_notes_and_shape_solved.puz \
    >"$tmp/timer.puz"
check_stderr "a .jpz names the .puz timer and section it leaves out" 0 \
    'ipuz-convert: timer.puz: warning: a .jpz file cannot hold the .puz timer (LTIM), the .puz section ZZZZ; left out' \
    sh -c 'cd "$0" && ipuz-convert -t jpz timer.puz >/dev/null' "$tmp"
check_stderr "so does an .xd" 0 \
    "ipuz-convert: timer.puz: warning: a .xd file cannot hold the spaces around the author, the solver's entries, the .puz timer (LTIM), the .puz section ZZZZ; left out" \
    sh -c 'cd "$0" && ipuz-convert -t xd timer.puz >/dev/null' "$tmp"
check_silent "a .puz gives them back, without a word" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t puz | cmp - "$0"' \
    "$tmp/timer.puz"
# puz_parts: the player grid of the .puz on stdin, its timer, the GEXT
# and RUSR bytes in hex, a line each ("none" for a section it lacks);
# with -u, the different GEXT bytes only.
cat >"$tmp/puz_parts.pl" <<'EOF'
local $/; binmode STDIN; my $d = <STDIN>;
my ($w, $h) = unpack "CC", substr($d, 0x2c, 2); my $n = $w * $h;
print "fill ", substr($d, 0x34 + $n, $n), "\n";
for my $code (qw(LTIM GEXT RUSR)) {
	my $i = index($d, $code, 0x34 + 2 * $n);
	if ($i < 0) { print "$code none\n"; next }
	my $data = substr($d, $i + 8, unpack("v", substr($d, $i + 4, 2)));
	$data = unpack("H*", $data) if $code ne "LTIM";
	# -u: the different GEXT bytes, in order
	$data = join " ", sort keys %{{ map { $_ => 1 } $data =~ /../g }}
	    if $code eq "GEXT" && @ARGV && $ARGV[0] eq "-u";
	print "$code $data\n";
}
EOF
puz_parts() {
	perl "$tmp/puz_parts.pl"
}
# A block a diagramless solver placed goes to the player grid as the
# solution's block byte, and reads back as theirs.
check_out "a diagramless solver's blocks go to the .puz player grid" 0 \
    'fill A..---.--
LTIM none
GEXT none
RUSR none' \
    sh -c 'ipuz-convert -t puz "$0" | perl "$1"' \
    t/data/diagramless-progress.ipuz "$tmp/puz_parts.pl"
check_out "and come back from it" 0 \
    '[["A","#",""],["","",""],["","",""]]
fill A..---.--' \
    sh -c 'ipuz-convert -t puz "$0" | ipuz-convert >"$2/dl.ipuz" &&
    jq -c .saved "$2/dl.ipuz" && ipuz-convert -t puz "$2/dl.ipuz" |
    perl "$1" | head -1' t/data/diagramless-progress.ipuz \
    "$tmp/puz_parts.pl" "$tmp"
# The timer and the GEXT marks of checked and revealed squares describe
# the saved grid: a blank copy drops them (the circles stay), and the
# empty RUSR; a changed entry loses its marks; an untouched file is
# given back byte for byte (the corpus round trips above).
check_out "no saved grid: no timer, no marks" 0 \
    'fill .-----------------------.
LTIM none
GEXT 00000000000000000000000000000000000000000000000000
RUSR none' \
    sh -c 'ipuz-convert -t puz "$0" | perl "$1"' t/data/puz-marks.ipuz \
    "$tmp/puz_parts.pl"
ipuz-convert "$corpus/puz/puzpy__nyt_rebus_with_notes_and_shape_revealed.puz" \
    >"$tmp/revealed.ipuz"
jq 'del(.saved)' "$tmp/revealed.ipuz" >"$tmp/handout.ipuz"
jq '.saved |= map(map(if . == "#" then . else "" end))' \
    "$tmp/revealed.ipuz" >"$tmp/emptied.ipuz"
for f in handout emptied; do
	check_out "$f.ipuz, a revealed puzzle without entries: circles only" 0 \
	    'LTIM none
GEXT 00 80
RUSR none' \
	    sh -c 'ipuz-convert -t puz "$0" | perl "$1" -u | sed 1d' \
	    "$tmp/$f.ipuz" "$tmp/puz_parts.pl"
done
jq '.saved[0][0] = "Q"' "$tmp/revealed.ipuz" >"$tmp/edited.ipuz"
check_out "a changed entry loses its marks, the others keep theirs" 0 \
    'LTIM 0,1
GEXT 00404040' \
    sh -c 'ipuz-convert -t puz "$0" | perl "$1" | grep "^LTIM\|^GEXT" |
    cut -c1-13' "$tmp/edited.ipuz" "$tmp/puz_parts.pl"
# A solver's letters are written in capitals, as the solution is.
check_out "a solver's letters go to a .puz in capitals" 0 \
    'fill CA--S----
RUSR 00000000535441520000000000' \
    sh -c 'ipuz-convert -t puz "$0" | perl "$1" | grep -v "^LTIM\|^GEXT";
    ' t/data/progress-lower.ipuz "$tmp/puz_parts.pl"
# A grid that labels its cells itself (a codeword grid labelling every
# cell, a "gaps" grid leaving entries unlabelled) lost its labels to
# .puz and .xd, which number every grid the standard way, unsaid; .jpz
# keeps them.
cat >"$tmp/every.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":4,"height":3},"block":"#","empty":0,
"puzzle":[[1,2,3,4],[5,6,7,8],[9,10,11,12]],
"solution":[["A","B","C","D"],["E","F","G","H"],["I","J","K","L"]],
"clues":{"Across":[[1,"a"],[5,"b"],[9,"c"]],"Down":[[1,"d"],[2,"e"],[3,"f"],[4,"g"]]}}
EOT
cat >"$tmp/gaps.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":4,"height":3},"block":"#","empty":0,
"puzzle":[[1,0,2,"#"],[3,0,0,0],["#",0,0,0]],
"solution":[["C","A","T","#"],["A","R","E","A"],["#","E","N","D"]],
"clues":{"Across":[[1,"Pet"],[3,"Zone"]],"Down":[[1,"Hat"],[2,"Ten"]]}}
EOT
check_stderr "a grid's own labels are named as left out of .puz and .xd" 0 \
    "ipuz-convert: every.ipuz: warning: a .puz file cannot hold the grid's own labels (7 cells where standard numbering differs, first r2c2); left out
ipuz-convert: every.ipuz: warning: a .xd file cannot hold the grid's own labels (7 cells where standard numbering differs, first r2c2); left out
ipuz-convert: gaps.ipuz: warning: a .puz file cannot hold the grid's own labels (5 cells where standard numbering differs, first r1c2); left out
ipuz-convert: gaps.ipuz: warning: written to a .puz file, clues 6-across, 2-down, 5-down have no text and are '-' there, read back as clues
ipuz-convert: gaps.ipuz: warning: a .xd file cannot hold the grid's own labels (5 cells where standard numbering differs, first r1c2); left out" \
    sh -c 'cd "$0" && for f in every gaps; do for t in puz xd jpz; do
    ipuz-convert -t $t $f.ipuz >/dev/null || exit; done; done' "$tmp"
check_out "... .jpz keeps them, back to ipuz" 0 \
    '[[1,0,2,"#"],[3,0,0,0],["#",0,0,0]]' \
    sh -c 'cd "$0" && ipuz-convert -t jpz gaps.ipuz | ipuz-convert -t ipuz |
    jq -c .puzzle' "$tmp"
check_silent "... and a grid labelled as standard numbering does loses nothing" 0 \
    sh -c 'ipuz-convert -t xd "$0" >/dev/null' examples/mini-5x5.ipuz
# A .puz gives every entry a clue, "-" for one without: said, as "-"
# then reads back as a clue, and ipuz-check -l passed the puzzle.
jq -c '.clues.Across[0][1] = "" | del(.clues.Down[1])' examples/mini-5x5.ipuz \
    >"$tmp/noclue.ipuz"
check_err "a .puz's '-' for a missing clue is said" 0 \
    "ipuz-convert: noclue.ipuz: warning: a .puz file cannot hold the intro; left out
ipuz-convert: noclue.ipuz: warning: written to a .puz file, clues 1-across, 2-down have no text and are '-' there, read back as clues" \
    sh -c 'cd "$0" && ipuz-convert -o noclue.puz noclue.ipuz' "$tmp"
check_silent "... and the .puz's own empty clues, kept as they are, are not" 0 \
    sh -c 'cd "$0" && ipuz-convert -t puz noclue.puz >/dev/null' "$tmp"
# A block in the saved grid at a white cell, which ipuz-check calls an
# error, was dropped by the .puz and .jpz writers without a word, so the
# output passed the check the input failed.
cat >"$tmp/sb.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":3,"height":1},"block":"#","empty":0,
"puzzle":[[1,0,0]],"solution":[["C","A","T"]],"saved":[["#","A",""]],
"clues":{"Across":[[1,"Pet"]]}}
EOT
check_stderr "a block in the saved grid at a white cell is named as left out" 0 \
    "ipuz-convert: sb.ipuz: warning: a .puz file cannot hold the saved grid's blocks at white cells (1 cell, first r1c1); left out
ipuz-convert: sb.ipuz: warning: a .jpz file cannot hold the saved grid's blocks at white cells (1 cell, first r1c1); left out" \
    sh -c 'cd "$0" && ipuz-convert -t puz sb.ipuz && ipuz-convert -t jpz sb.ipuz' \
    "$tmp"
check_out "... not a diagramless solver's block, which .puz keeps" 0 \
    '"#"' \
    sh -c 'ipuz-convert -t puz "$0" | ipuz-convert -t ipuz | jq -c .saved[0][1]' \
    t/data/diagramless-progress.ipuz
# An omitted cell of a puzzle that is not diagramless was written to a
# .puz as ':', which every other .puz reader takes for a letter: they
# numbered it, every later number moved and the clues went to the wrong
# entries. It is '.', a block, now, and said.
# puz_grid FILE: the solution grid of the .puz FILE, a row a line.
puz_grid() {
	perl -e 'binmode STDIN; local $/; $d = <STDIN>;
	    $h = index($d, "ACROSS&DOWN\0") - 2; die "no .puz\n" if $h < 0;
	    ($w, $n) = unpack("CC", substr($d, $h + 0x2c, 2));
	    print substr($d, $h + 0x34, $w * $n) =~ s/(.{$w})/$1\n/gr' <"$1"
}
# puz_numbers FILE: the cells the .puz FILE numbers as other readers
# (puzjs, xd-crossword-tools) do, '.' alone not a letter: "r1c2:1 ...".
puz_numbers() {
	puz_grid "$1" | perl -ne 'chomp; push @g, [split //]; END {
	    $w = @{$g[0]}; $k = 0;
	    sub white { my ($r, $c) = @_; $r >= 0 && $r < @g && $c >= 0 &&
	        $c < $w && $g[$r][$c] ne "." }
	    for $r (0 .. $#g) { for $c (0 .. $w - 1) {
	        next unless white($r, $c);
	        push @o, "r" . ($r + 1) . "c" . ($c + 1) . ":" . ++$k
	            if !white($r, $c - 1) && white($r, $c + 1) ||
	            !white($r - 1, $c) && white($r + 1, $c) } }
	    print "@o\n" }'
}
# ipuz_numbers: the numbered cells of the ipuz on stdin, the same way.
ipuz_numbers() {
	jq -r '[.puzzle | to_entries[] | .key as $r | .value | to_entries[] |
	    (.value | if type == "object" then .cell else . end) as $n |
	    select(($n | type) == "number" and $n > 0) |
	    "r\($r + 1)c\(.key + 1):\($n)"] | join(" ")'
}
# void_puz FILE: FILE (a name in $tmp) to FILE.puz, and its grid.
void_puz() {
	(cd "$tmp" && ipuz-convert -o "$1.puz" "$1") && puz_grid "$tmp/$1.puz"
}
cp "$corpus/ipuz/ipuz-py__first.ipuz" "$tmp/first.ipuz"
cp "$corpus/ipuz/nexus__fun.ipuz" "$tmp/fun.ipuz"
cp "$corpus/jpz/kotwords__test-void.jpz" "$tmp/void.jpz"
diamond='......R......
.....FUN.....
....SALES....
...RECEIPT...
..MERE.FARM..
.DOVE...RAIL.
MORE.....DRAW
.HARD...TIED.
..LION.SAND..
...EVENING...
....EVADE....
.....ARE.....
......D......'
omitted97="97 omitted cells (first r1c1), which a .puz has no place for, are blocks there, read back as blocks"
check_out_err "omitted cells are blocks in a .puz (ipuz-py__first.ipuz)" 0 \
    "$diamond" \
    "ipuz-convert: first.ipuz: warning: a .puz file cannot hold the intro, the origin, the date, the grid's own labels (32 cells where standard numbering differs, first r2c6), given letters, clues for no entry of its numbering; left out
ipuz-convert: first.ipuz: warning: written to a .puz file, $omitted97, clues 2-across, 2-down, 3-down have no text and are '-' there, read back as clues" \
    void_puz first.ipuz
check_out_err "... (nexus__fun.ipuz)" 0 "$diamond" \
    "ipuz-convert: fun.ipuz: warning: a .puz file cannot hold the intro, the origin, the date, the grid's own labels (32 cells where standard numbering differs, first r2c6), given letters; left out
ipuz-convert: fun.ipuz: warning: written to a .puz file, $omitted97, clue 2-across has no text and is '-' there, read back as a clue" \
    void_puz fun.ipuz
check_out_err "... (kotwords__test-void.jpz)" 0 \
    '.......
.ABCD..
.EFGH..
.IJXLM.
..NOPQ.
..12$@.
.......' \
    "ipuz-convert: void.jpz: warning: a .puz file cannot hold the colours of blocks; left out
ipuz-convert: void.jpz: warning: written to a .puz file, 20 omitted cells (first r1c1), which a .puz has no place for, are blocks there, read back as blocks" \
    void_puz void.jpz
# The numbers other readers give the .puz are those ipuz-convert reads
# back, and for the .jpz, which numbers its grid the standard way, its
# own.
for f in first.ipuz fun.ipuz void.jpz; do
	puz_numbers "$tmp/$f.puz" >"$tmp/$f.others"
	ipuz-convert "$tmp/$f.puz" | ipuz_numbers >"$tmp/$f.back"
	same "$f: other readers number its .puz as ipuz-convert reads it" \
	    "$tmp/$f.back" "$tmp/$f.others"
done
ipuz-convert "$tmp/void.jpz" | ipuz_numbers >"$tmp/void.jpz.own"
same "void.jpz: its .puz numbered as the .jpz is" "$tmp/void.jpz.own" \
    "$tmp/void.jpz.others"
check_out "void.jpz: the .jpz's numbers" 0 \
    'r2c2:1 r2c3:2 r2c4:3 r2c5:4 r3c2:5 r4c2:6 r4c6:7 r5c3:8 r6c3:9' \
    cat "$tmp/void.jpz.own"
cat >"$tmp/void3.ipuz" <<'EOT'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":3,"height":3},
"puzzle":[[null,1,2],[3,0,0],[4,0,0]],
"solution":[[null,"A","B"],["C","D","E"],["F","G","H"]],
"clues":{"Across":[[1,"one-A"],[3,"three-A"],[4,"four-A"]],
"Down":[[1,"one-D"],[2,"two-D"],[3,"three-D"]]}}
EOT
ipuz-convert -q -o "$tmp/void3.puz" "$tmp/void3.ipuz"
check_out "void3.ipuz: other readers number its .puz as the ipuz" 0 \
    'r1c2:1 r1c3:2 r2c1:3 r3c1:4' puz_numbers "$tmp/void3.puz"
# A .puz that has ':' in an ordinary grid (as xwtools wrote one) reads
# it as omitted cells, and comes back byte for byte, ':' and all.
perl -e 'binmode STDIN; binmode STDOUT; local $/; $d = <STDIN>;
    substr($d, 0x34, 1) = ":"; substr($d, 0x34 + 9, 1) = ":"; print $d' \
    <"$tmp/void3.puz" | ipuz-convert -q -f -t puz >"$tmp/colon.puz"
check_out "an ordinary .puz's ':' is an omitted cell" 0 'null' \
    sh -c 'ipuz-convert "$0" | jq -c ".puzzle[0][0]"' "$tmp/colon.puz"
check_silent "... and comes back ':', byte for byte" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t puz | cmp - "$0" &&
    ipuz-convert "$0" | ipuz-convert -t puz | head -c 53 | tail -c 1 |
    grep -q :' "$tmp/colon.puz"
# A diagramless puzzle keeps ':', its blocks (and omitted cells) there.
check_out "a diagramless puzzle's omitted cells stay ':'" 0 ':AB' \
    sh -c 'jq -c ".kind = [\"http://ipuz.org/crossword/diagramless#1\"]" "$0" |
    ipuz-convert -t puz | perl -e "binmode STDIN; local \$/; print substr(<STDIN>, 0x34, 3), qq(\n)"' \
    "$tmp/void3.ipuz"
done_testing
