#!/bin/sh
# ipuz-convert and ipuz-check: the newspaper feeds (uclick and Keesing
# XML, King Features, pzzl and brainsonly text), and what issue 16 found
# read wrong or refused in the formats read before.
. "$(dirname "$0")/lib.sh"

# Each feed reads as ipuz, told from its bytes, and checks clean.
for f in uclick-usaon.xml uclick-crnet.xml uclick-fcx.xml keesing.xml \
    kingfeatures.txt pzzl.txt brainsonly.txt; do
	check_golden "$f reads as ipuz" "1400-${f%.*}" 0 \
	    ipuz-convert "t/data/$f"
done
check_out "the feeds check clean, but the one whose answer differs" 1 \
    "uclick-fcx.xml: error: clue 6-across: answer 'BEED' differs from the grid's 'BEAD'" \
    sh -c 'cd t/data && ipuz-check uclick-usaon.xml \
    uclick-crnet.xml uclick-fcx.xml keesing.xml kingfeatures.txt pzzl.txt \
    brainsonly.txt'
check_golden "King Features on stdin is told from its bytes" \
    1400-kingfeatures-xd 0 sh -c 'ipuz-convert -t xd <t/data/kingfeatures.txt'
check_golden "pzzl text to xd: circles, shading, a rebus, notes" \
    1400-pzzl-xd 0 ipuz-convert -t xd t/data/pzzl.txt
check_golden "ipuz-render draws a feed as any other" 1400-render-kf 0 \
    ipuz-render -t text t/data/kingfeatures.txt
check_golden "ipuz-pack bundles feeds as ipuz" 1400-pack 0 \
    sh -c 'cd "$0" && ipuz-pack -c -f f.zip "$1/pzzl.txt" \
    "$1/uclick-usaon.xml" "$1/keesing.xml" "$1/brainsonly.txt" \
    "$1/kingfeatures.txt" && ipuz-pack -v -f f.zip && ipuz-pack -t -f f.zip' \
    "$tmp" "$PWD/t/data"
check_err "a feed cannot be written" 2 \
    "ipuz-convert: unknown output format 'uclick': ipuz, puz, jpz, xd or grid" \
    ipuz-convert -t uclick t/data/uclick-usaon.xml

# Bad feeds: one line with the place, exit 2.
sed 's/<Width v="4"/<Width v="four"/' t/data/uclick-usaon.xml \
    >"$tmp/width.xml"
check_err "uclick: a width that is no number" 2 \
    'ipuz-convert: width.xml:7: Width "four" is not from 1 to 1000' \
    sh -c 'cd "$0" && ipuz-convert width.xml' "$tmp"
sed 's/n="14"/n="13"/; s/cn="7"/cn="9"/' t/data/uclick-usaon.xml \
    >"$tmp/clue.xml"
check_err "uclick: a clue for no entry" 2 \
    'ipuz-convert: clue.xml:26: across clue 9 is for no entry of the grid' \
    sh -c 'cd "$0" && ipuz-convert clue.xml' "$tmp"
# A clue whose number is not its first cell's: read as given (the place
# from n, the number from cn), and said, since a solver finds no such
# number in the grid (docs19 D6: read unsaid).
sed 's/a="BEED" c="Necklace piece %28var.%29" n="9" cn="6"/a="BEAD" c="Necklace piece" n="9" cn="12"/' \
    t/data/uclick-fcx.xml >"$tmp/cn.xml"
check_err "uclick: a clue numbered otherwise than its cell is said" 0 \
    'ipuz-convert: cn.xml:14: warning: across clue 12 starts at the cell numbered 6; kept as 12; read anyway
{"number":12,"clue":"Necklace piece","cells":[[1,3],[2,3],[3,3],[4,3]]}' \
    sh -c 'cd "$0" && ipuz-convert -o cn.ipuz cn.xml && jq -c ".clues.Across[2]" cn.ipuz >&2' "$tmp"
sed 's/content="CAT" giveaway="0" number="0"/content="CAT" giveaway="0" number="12"/' \
    t/data/keesing.xml >"$tmp/kn.xml"
check_err "Keesing: the same" 0 \
    'ipuz-convert: kn.xml:31: warning: across clue 12 starts at the cell numbered 1; kept as 12; read anyway' \
    sh -c 'cd "$0" && ipuz-convert -o kn.ipuz kn.xml' "$tmp"
sed 's/type="Crossword"/type="WordSeeker"/' t/data/keesing.xml \
    >"$tmp/seeker.xml"
check_err "Keesing: a puzzle that is no crossword" 2 \
    'ipuz-convert: seeker.xml:5: Keesing puzzles of type "WordSeeker" are not read, only crosswords' \
    sh -c 'cd "$0" && ipuz-convert seeker.xml' "$tmp"
sed 's|<cell x="1" y="1" visible="1" content="R" giveaway="0" fillable="1" />|&\
      <cell x="1" y="1" visible="1" content="Z" giveaway="0" fillable="1" />|' \
    t/data/keesing.xml >"$tmp/twice.xml"
check_err "Keesing: a cell given twice is refused, not the last winning" 2 \
    'ipuz-convert: twice.xml:15: cell x="1" y="1" is given twice' \
    sh -c 'cd "$0" && ipuz-convert twice.xml' "$tmp"
# Keesing: a second word group of a kind is a list of its own, "Down 2",
# as a second <clues> of a title is in .jpz: ipuz keys the lists by name,
# and the two "Down" keys written came back as one (fuzzing found it).
awk 'NR == 114 { while ((getline l <"t/data/keesing.xml") > 0)
    if (++n >= 71 && n <= 113) print l } { print }' t/data/keesing.xml \
    >"$tmp/two.xml"
check_out "Keesing: a second vertical word group is Down 2, read back" 0 \
    "Across:Horizontaal 4
Down 4
Down 2 4" sh -c 'ipuz-convert "$0" | ipuz-convert |
    jq -r ".clues | to_entries[] | \"\\(.key) \\(.value | length)\""' \
    "$tmp/two.xml"
# A number written with leading zeros is that number: 01 is 1, whose
# clues are "1.", as 00 is no number.
sed '1s/^{ 1  2  3/{01 02 03/' t/data/kingfeatures.txt >"$tmp/kf01.txt"
check_golden "King Features: a number's leading zeros are not part of it" \
    1400-kingfeatures-xd 0 sh -c 'cd "$0" && ipuz-convert -t xd kf01.txt' \
    "$tmp"
sed '2s/ 4 00 00  5 |/ 4 00 00 |/' t/data/kingfeatures.txt >"$tmp/kf.txt"
check_err "King Features: a short row of numbers" 2 \
    'ipuz-convert: kf.txt:2: number row of 3 cells, the first has 4' \
    sh -c 'cd "$0" && ipuz-convert kf.txt' "$tmp"
a37=$(printf '%037d' 0 | tr 0 a) e=$(printf '\303\251')
printf '{ 1  2 |\n 3 00\n{A B |\nC D\n{1. a |\n3 %s%s and more\n{1. b |\n2. c\n' \
    "$a37" "$e" >"$tmp/kflong.txt"
check_err "King Features: a long bad clue line is cut between characters" 2 \
    "ipuz-convert: kflong.txt:6: bad clue line '3 $a37$e...': want '1. clue'" \
    sh -c 'cd "$0" && ipuz-convert kflong.txt' "$tmp"
sed 's/^Limb with a rebus$//' t/data/pzzl.txt >"$tmp/few.txt"
check_err "pzzl: too few clues" 2 \
    'ipuz-convert: few.txt:25: across clues end after 3 of 4' \
    sh -c 'cd "$0" && ipuz-convert few.txt' "$tmp"
sed 's/^B.EAD$/BEADS/' t/data/pzzl.txt >"$tmp/wide.txt"
check_err "pzzl: a row too wide" 2 \
    'ipuz-convert: wide.txt:19:5: row of more than 4 cells' \
    sh -c 'cd "$0" && ipuz-convert wide.txt' "$tmp"

# A byte that is no text is placed as the readers' other faults are,
# whatever ends the lines: a CR (old Mac files), a CR LF or an LF.
printf '{1 2 3 |\r4 0 0 |\r5 0 -1\r{C A T |\rA G E |\rT O #\r{1. Pet |\r4. Age |\r5. To\001\r{1. Cat |\r2. Ago |\r3. Te\r' \
    >"$tmp/kfcr.txt"
sed 's/\r/\r\n/g' "$tmp/kfcr.txt" >"$tmp/kfcrlf.txt"
tr '\r' '\n' <"$tmp/kfcr.txt" >"$tmp/kflf.txt"
for f in kfcr kfcrlf kflf; do
	check_err "King Features: a control character, $f line ends" 2 \
	    "ipuz-convert: $f.txt:9:6: control character U+0001 in the text" \
	    sh -c 'cd "$0" && ipuz-convert -t xd "$1"' "$tmp" "$f.txt"
done
soh=$(printf '\001')
sed "s/^4\\. Age |\$/$soh&/" "$tmp/kflf.txt" | tr '\n' '\r' >"$tmp/kfcr1.txt"
check_err "King Features: a control character first on a CR line" 2 \
    "ipuz-convert: kfcr1.txt:8:1: control character U+0001 in the text" \
    sh -c 'cd "$0" && ipuz-convert -t xd kfcr1.txt' "$tmp"
sed 's/^Feline pet$/Feline\x81 pet/' t/data/pzzl.txt | tr '\n' '\r' \
    >"$tmp/pcr.txt"
check_err "pzzl: a byte that is no text, CR line ends" 2 \
    'ipuz-convert: pcr.txt:22:7: byte 0x81 is not text' \
    sh -c 'cd "$0" && ipuz-convert -t xd pcr.txt' "$tmp"

# A column counts from the start of the line as written: the blanks
# before it and King Features' '{' are counted.
printf '   {1 2 3 |\n  4 0 0 |\n5 0 -1\n   {C A # |\nA G E |\nT O #\n{1. Pet |\n4. Age |\n5. To\n{1. Cat |\n2. Ago |\n3. Te\n' \
    >"$tmp/kfcol.txt"
sed '4s/^   //' "$tmp/kfcol.txt" >"$tmp/kfcol1.txt"
check_err "King Features: a block where the numbers have one, at its column" 2 \
    "ipuz-convert: kfcol1.txt:4:6: row 1, column 3: '#' where the numbers have 3" \
    sh -c 'cd "$0" && ipuz-convert -t xd kfcol1.txt' "$tmp"
check_err "and on an indented line" 2 \
    "ipuz-convert: kfcol.txt:4:9: row 1, column 3: '#' where the numbers have 3" \
    sh -c 'cd "$0" && ipuz-convert -t xd kfcol.txt' "$tmp"
sed '2s/0 0/x 0/; 4s/#/T/' "$tmp/kfcol.txt" >"$tmp/kfcol2.txt"
check_err "King Features: not a clue number, at its column" 2 \
    "ipuz-convert: kfcol2.txt:2:5: not a clue number: 'x'" \
    sh -c 'cd "$0" && ipuz-convert -t xd kfcol2.txt' "$tmp"
sed 's/^A%R^EA$/   A R^EA/' t/data/pzzl.txt >"$tmp/pcol.txt"
check_err "pzzl: a blank in an indented grid row, at its column" 2 \
    "ipuz-convert: pcol.txt:18:5: ' ' out of place in a grid row" \
    sh -c 'cd "$0" && ipuz-convert -t xd pcol.txt' "$tmp"

# .puz: RUSR laid out as RTBL is (puzpy), refused before, is read and
# written back as the usual RUSR.
check_golden "RUSR by rebus key is read" 1400-rusr 0 \
    ipuz-convert t/data/puz-rusr-table.puz
check_golden "and kept when written as .puz again" 1400-rusr 0 \
    sh -c 'ipuz-convert -t puz t/data/puz-rusr-table.puz | ipuz-convert'

# .xd: clue lines without "~ ANSWER" take the grid's; unknown keys with
# empty values are written back.
check_golden "xd clues without answers" 1400-xd-noanswer 0 \
    ipuz-convert -t xd t/data/xd-noanswer.xd
check_golden "xd keys with empty values come back" 1400-xd-meta 0 \
    sh -c 'ipuz-convert t/data/xd-meta-empty.xd | ipuz-convert -t xd'
check_silent "and are the file, exactly" 0 \
    sh -c 'ipuz-convert t/data/xd-meta-empty.xd | ipuz-convert -t xd |
    cmp - t/data/xd-meta-empty.xd'

# .jpz: words without ids (LA Times), bars on blocks.
check_golden "jpz words without ids wrap words with ids" 1400-jpz-noid 0 \
    ipuz-convert -t xd t/data/jpz-word-noid.jpz
check_silent "and check clean" 0 \
    ipuz-check t/data/jpz-word-noid.jpz
check_golden "jpz bars on a block are read" 1400-jpz-bars 0 \
    sh -c 'ipuz-convert t/data/jpz-block-bars.jpz | grep barred'
check_golden "and written" 1400-jpz-bars-jpz 0 \
    sh -c 'ipuz-convert -t jpz t/data/jpz-block-bars.jpz | grep block'

# ipuz: "color": "" is no shading; 0 is an empty cell whatever "empty"
# says; solutions with alternatives; clues continued in others.
check_golden "an empty colour is not shading" 1400-color-xd 0 \
    ipuz-convert -t xd t/data/ipuz-color-empty.ipuz
check_golden "0 labels no cell when \"empty\" is \":\"" 1400-colon-jpz 0 \
    sh -c 'ipuz-convert -t jpz t/data/ipuz-empty-colon.ipuz | grep "y=\"2\""'
# "0" in a solution is the digit unless the document names it its empty
# marker: the default "0" is the puzzle grid's, where no digit goes.
printf '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["1","0","1"]],"clues":{"Across":[[1,"Binary five"]]}}\n' \
    >"$tmp/digit0.ipuz"
check_out "a solution's \"0\" is a digit when \"empty\" is not given" 0 \
    "## Grid

101

## Clues

A1. Binary five ~ 101" \
    sh -c 'cd "$0" && ipuz-check digit0.ipuz && ipuz-convert -t xd digit0.ipuz' \
    "$tmp"
sed 's/"dimensions"/"empty":"0",&/' "$tmp/digit0.ipuz" >"$tmp/empty0.ipuz"
check_out "... and an empty cell when \"empty\" is \"0\"" 0 \
    "empty0.ipuz: warning: white cells without a solution letter: 1 cell, first r1c2" \
    sh -c 'cd "$0" && ipuz-check empty0.ipuz' "$tmp"
check_silent "answers may spell an alternative" 0 \
    ipuz-check t/data/ipuz-alternatives.ipuz
check_silent "an ipuz keeps the alternatives" 0 \
    sh -c 'ipuz-convert t/data/ipuz-alternatives.ipuz |
    grep -q "\"HHO\"" && ipuz-convert t/data/ipuz-alternatives.ipuz |
    ipuz-convert | ipuz-check -'
check_golden "other formats say they lose them" 1400-alt-lost 0 \
    sh -c 'for t in puz jpz xd; do ipuz-convert -t $t \
    t/data/ipuz-alternatives.ipuz >/dev/null; done'
check_silent "a continued clue is checked as a whole" 0 \
    ipuz-check t/data/ipuz-continued.ipuz
check_golden "and found wrong when it is" 1400-continued-wrong 1 \
    sh -c 'sed "s/\"3,3\"/\"3,4\"/; s/\"CAT ORE\"/\"CAT ORB\"/" \
    t/data/ipuz-continued.ipuz | ipuz-check -'
# No other format says that a clue goes on in another entry: its answer
# and enumeration then fit no one entry, so the loss is named.
check_stderr "other formats say they lose continued clues" 0 \
    'ipuz-convert: t/data/ipuz-continued.ipuz: warning: a .puz file cannot hold enumerations, clue answers, clues continued in other entries; left out
ipuz-convert: t/data/ipuz-continued.ipuz: warning: a .jpz file cannot hold clue answers, clues continued in other entries; left out
ipuz-convert: t/data/ipuz-continued.ipuz: warning: a .xd file cannot hold clues continued in other entries; left out' \
    sh -c 'for t in puz jpz xd; do ipuz-convert -t $t \
    t/data/ipuz-continued.ipuz >/dev/null; done'

# Text that opens with '{' but is no JSON.
check_err "RTF is no puzzle" 2 \
    'ipuz-convert: t/data/not-a-puzzle.rtf: not a puzzle in any format this reads' \
    ipuz-convert t/data/not-a-puzzle.rtf
check_err "for ipuz-check either" 2 \
    'ipuz-check: t/data/not-a-puzzle.rtf: not a puzzle in any format this reads' \
    ipuz-check t/data/not-a-puzzle.rtf

# JSON that strict readers refuse: a finding of ipuz-check, with its
# place; ipuz-convert reads it, with a warning.
check_out "ipuz-check: a trailing comma is an error" 1 \
    "t/data/ipuz-lenient.ipuz:10:34: error: not standard JSON: a comma before ']'" \
    ipuz-check t/data/ipuz-lenient.ipuz
check_out "and in JSON, with line and column" 1 \
    "{\"file\":\"t/data/ipuz-lenient.ipuz\",\"status\":\"problems\",\"findings\":[{\"kind\":\"error\",\"code\":\"json\",\"message\":\"not standard JSON: a comma before ']'\",\"cells\":[],\"line\":10,\"column\":34}],\"stats\":{\"width\":2,\"height\":2,\"words\":4,\"across\":2,\"down\":2,\"blocks\":0,\"white\":4,\"regions\":1,\"symmetry\":\"rotational-90\",\"filled\":0,\"wrong\":0}}" \
    ipuz-check -j t/data/ipuz-lenient.ipuz
check_golden "ipuz-convert reads it" 1400-lenient-xd 0 \
    sh -c 'ipuz-convert -q -t xd t/data/ipuz-lenient.ipuz'
check_err "with a warning that names the place, and no -f" 0 \
    "ipuz-convert: t/data/ipuz-lenient.ipuz:10:34: warning: not standard JSON: a comma before ']'; read anyway" \
    sh -c 'ipuz-convert t/data/ipuz-lenient.ipuz >/dev/null'
ok='{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
 "dimensions": {"width": 1, "height": 1}, "puzzle": [[0]], "solution": [["A"]]}'
for bad in 's/"puzzle"/\/\/ a comment\n "puzzle"/:comment' \
    "s/\"A\"/'A'/:single" 's/"width": 1/"width": 01/:zero' \
    's/"A"/"A\tB"/:tab' 's/\]\]}/]],}/:comma'; do
	printf '%s\n' "$ok" | sed "${bad%:*}" >"$tmp/${bad##*:}.ipuz"
done
check_golden "what else it reports" 1400-lenient-kinds 1 \
    sh -c 'cd "$0" && ipuz-check comment.ipuz single.ipuz zero.ipuz \
    tab.ipuz comma.ipuz' "$tmp"

# A name twice in one object: json-c keeps the last, other readers (and
# other programs) may keep the first, so what one reads is not what
# another does. An error of ipuz-check at the second; ipuz-convert reads
# the last, with a warning. Escapes are read first ("ti\u0074le" is
# "title"), and the same name in two objects is no fault.
printf '%s\n' '{"version": "http://ipuz.org/v2",' \
    ' "kind": ["http://ipuz.org/crossword#1"], "title": "First",' \
    ' "dimensions": {"width": 1, "height": 1}, "puzzle": [[0]],' \
    ' "solution": [["A"]], "ti\u0074le": "Last"}' >"$tmp/twice.ipuz"
check_out "ipuz-check: a name twice is an error, at the second" 1 \
    "$tmp/twice.ipuz:4:23: error: \"title\" named twice in one object: xwtools keeps the last, other readers may keep the first" \
    ipuz-check "$tmp/twice.ipuz"
check_out "and in JSON" 1 \
    "{\"file\":\"$tmp/twice.ipuz\",\"status\":\"problems\",\"findings\":[{\"kind\":\"error\",\"code\":\"json\",\"message\":\"\\\"title\\\" named twice in one object: xwtools keeps the last, other readers may keep the first\",\"cells\":[],\"line\":4,\"column\":23}],\"stats\":{\"width\":1,\"height\":1,\"words\":0,\"across\":0,\"down\":0,\"blocks\":0,\"white\":1,\"regions\":1,\"symmetry\":\"rotational-90\",\"filled\":0,\"wrong\":0}}" \
    ipuz-check -j "$tmp/twice.ipuz"
check_out_err "ipuz-convert reads the last, with a warning" 0 \
    '  "title": "Last",' \
    "ipuz-convert: $tmp/twice.ipuz:4:23: warning: \"title\" named twice in one object: xwtools keeps the last, other readers may keep the first; read anyway" \
    sh -c 'ipuz-convert -t ipuz "$0" | grep title' "$tmp/twice.ipuz"
# Deeper down, the first in the text of those named twice; a ':' in a
# string or a comment is no name.
printf '%s\n' '{"version": "http://ipuz.org/v2",' \
    ' "kind": ["http://ipuz.org/crossword#1"], "title": "a:b",' \
    ' "dimensions": {"width": 1, "height": 1}, "puzzle": [[0]],' \
    ' "solution": [["A"]], "extra": {"a": 1, "b": {"c:": 1, "c:": 2},' \
    ' "a": 3}}' >"$tmp/twice-deeper.ipuz"
check_out "the first second name in the text, in a deeper object" 1 \
    "$tmp/twice-deeper.ipuz:4:56: error: \"c:\" named twice in one object: xwtools keeps the last, other readers may keep the first" \
    ipuz-check "$tmp/twice-deeper.ipuz"
printf '%s\n' '{"version": "http://ipuz.org/v2",' \
    ' "kind": ["http://ipuz.org/crossword#1"], "title": "x",' \
    ' "dimensions": {"width": 1, "height": 1}, "puzzle": [[0]],' \
    ' "solution": [["A"]], "extra": {"title": "y", "a": {"title": "z"}}}' \
    >"$tmp/once.ipuz"
check_out "the same name in other objects is no fault" 0 "" \
    ipuz-check -q "$tmp/once.ipuz"

done_testing
