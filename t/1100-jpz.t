#!/bin/sh
# ipuz-convert: Crossword Compiler .jpz in and out, plain and zipped.
. "$(dirname "$0")/lib.sh"

# Our own small files.
check_golden "a small jpz reads as ipuz" 1100-small-ipuz 0 \
    ipuz-convert t/data/jpz-small.jpz
check_err "bytes its declared encoding cannot read: one line, libxml2 says nothing" \
    2 \
    'ipuz-convert: t/data/jpz-badenc.jpz:2:21: malformed XML: Premature end of data in tag crossword-compiler line 2' \
    ipuz-convert t/data/jpz-badenc.jpz
check_golden "an example writes as jpz" 1100-barred-jpz 0 \
    ipuz-convert -t jpz examples/barred.ipuz
check_silent "the small jpz is clean for ipuz-check" 0 \
    sh -c 'ipuz-convert t/data/jpz-small.jpz | ipuz-check -q -'
check_silent "the small jpz comes back from its own jpz" 0 \
    sh -c 'ipuz-convert -t jpz t/data/jpz-small.jpz | ipuz-convert |
    cmp - "$0"' t/expected/1100-small-ipuz.out
for ex in mini-5x5 barred rebus-15x15; do
	check_silent "$ex: ipuz -> jpz -> ipuz keeps the puzzle" 0 \
	    sh -c 'ipuz-convert "$0" >"$1/a.ipuz" &&
	    ipuz-convert -t jpz "$0" | ipuz-convert | cmp - "$1/a.ipuz"' \
	    "examples/$ex.ipuz" "$tmp"
done
check_golden_err "a cryptic keeps all but its kind" 1100-cryptic-diff 1 \
    'ipuz-convert: examples/cryptic.ipuz: warning: a .jpz file cannot hold the cryptic kind; left out' \
    sh -c 'ipuz-convert examples/cryptic.ipuz >"$0/c.ipuz";
    ipuz-convert -t jpz examples/cryptic.ipuz | ipuz-convert |
    diff "$0/c.ipuz" -' "$tmp"
# A .jpz says a puzzle's kind by its one element, <crossword>, <coded>
# or <acrostic>, read as the crossword kind, the crossword and coded
# kinds, and the acrostic kind alone (Crossword Compiler's acrostic,
# t/corpus/jpz/kotwords__acrostic.jpz, is no crossword). What of a
# puzzle's kinds that element cannot give back was left out unsaid:
# the crossword kind of an acrostic, the acrostic kind of a coded one.
ipuz-convert t/corpus/jpz/kotwords__acrostic.jpz >"$tmp/acrostic.ipuz"
# kinds_back KINDS: the kinds of the acrostic with kind KINDS, through
# a .jpz, on one line.
kinds_back() {
	jq ".kind = $1" "$tmp/acrostic.ipuz" | ipuz-convert -t jpz |
	    ipuz-convert | jq -c .kind
}
check_out_err "an acrostic through a .jpz keeps its kind, unsaid" 0 \
    '["http://ipuz.org/acrostic#1"]' '' \
    kinds_back '["http://ipuz.org/acrostic#1"]'
check_out_err "... the crossword and coded kinds too" 0 \
    '["http://ipuz.org/crossword#1","http://crosswordnexus.com/ipuz/coded#1"]' '' \
    kinds_back '["http://ipuz.org/crossword#1",
    "http://crosswordnexus.com/ipuz/coded#1"]'
check_out_err "the crossword kind of an acrostic is named as left out" 0 \
    '["http://ipuz.org/acrostic#1"]' \
    'ipuz-convert: <stdin>: warning: a .jpz file cannot hold the crossword kind of an acrostic; left out' \
    kinds_back '["http://ipuz.org/crossword#1", "http://ipuz.org/acrostic#1"]'
check_out_err "... and the acrostic kind of a coded puzzle" 0 \
    '["http://ipuz.org/crossword#1","http://crosswordnexus.com/ipuz/coded#1"]' \
    'ipuz-convert: <stdin>: warning: a .jpz file cannot hold the acrostic kind of a coded puzzle; left out' \
    kinds_back '["http://ipuz.org/crossword#1",
    "http://crosswordnexus.com/ipuz/coded#1", "http://ipuz.org/acrostic#1"]'
# Enumerations the ipuz hides from the solver (showenumerations false)
# are no format for Crossword Compiler to show: named as left out.
sed 's/"showenumerations": true/"showenumerations": false/' \
    examples/cryptic.ipuz >"$tmp/hidden.ipuz"
check_out_err "hidden enumerations are no format in the .jpz" 1 0 \
    'ipuz-convert: hidden.ipuz: warning: a .jpz file cannot hold the cryptic kind, hidden enumerations; left out' \
    sh -c 'cd "$0" && ipuz-convert -t jpz hidden.ipuz | grep -c "format="' \
    "$tmp"
# ipuz text is HTML: its entities are the characters they stand for in
# the XML, not entities written out (Crossword Nexus writes &quot;).
check_out "HTML entities are characters in the .jpz" 0 \
    "$(printf '    <title>Q&amp;A</title>\n      <clue word="1" number="1"><i>AT&amp;T</i>'"'"'s "Q" &lt;3 \342\230\272 R&amp;B</clue>')" \
    sh -c 'ipuz-convert -t jpz t/data/entities.ipuz |
    grep "<title>Q\|word=\"1\""'
# A block's colour has no place in a .puz or in .xd's Design section:
# named, not left out without a word.
check_stderr "a .puz has no coloured blocks, and says so" 0 \
    'ipuz-convert: t/corpus/jpz/kotwords__test-void.jpz: warning: a .puz file cannot hold the colours of blocks; left out
ipuz-convert: t/corpus/jpz/kotwords__test-void.jpz: warning: written to a .puz file, 20 omitted cells (first r1c1), which a .puz has no place for, are blocks there, read back as blocks' \
    sh -c 'ipuz-convert -t puz t/corpus/jpz/kotwords__test-void.jpz >/dev/null'
check_stderr "nor has a .xd" 0 \
    'ipuz-convert: t/corpus/jpz/kotwords__test-void.jpz: warning: a .xd file cannot hold the colours of blocks; left out' \
    sh -c 'ipuz-convert -t xd t/corpus/jpz/kotwords__test-void.jpz >/dev/null'
check_stderr "a clue's answer has no place in a .jpz, and is named" 0 \
    'ipuz-convert: t/data/clues.ipuz: warning: a .jpz file cannot hold clue answers; left out' \
    sh -c 'ipuz-convert -t jpz t/data/clues.ipuz >/dev/null'
check_stderr "nor in a .puz" 0 \
    "ipuz-convert: t/data/clues.ipuz: warning: a .puz file cannot hold enumerations, clue answers, clues for no entry of its numbering; left out
ipuz-convert: t/data/clues.ipuz: warning: written to a .puz file, clues 1-down, 2-down have no text and are '-' there, read back as clues" \
    sh -c 'ipuz-convert -t puz t/data/clues.ipuz >/dev/null'
check_silent "an answer that spells its cells loses nothing, and is not named" 0 \
    sh -c 'sed "s/\"answer\": \"COT\"/\"answer\": \"bed\"/" t/data/clues.ipuz |
    ipuz-convert -t jpz - >/dev/null'
# One that spells them with word breaks loses those, which ipuz-render's
# key shows (persona19 F2): named, with the first clue and how many.
check_stderr "an answer's word breaks are named as left out of a .jpz" 0 \
    "ipuz-convert: <stdin>: warning: a .jpz file cannot hold the word breaks of a clue answer (5-across b-e d); left out" \
    sh -c 'sed "s/\"answer\": \"COT\"/\"answer\": \"b-e d\"/" t/data/clues.ipuz |
    ipuz-convert -t jpz - >/dev/null'

# Bad input: one line, exit 2.
check_err "malformed XML says where" 2 \
    'ipuz-convert: t/data/jpz-malformed.jpz:5:30: malformed XML: Opening and ending tag mismatch: title line 5 and titel' \
    ipuz-convert t/data/jpz-malformed.jpz
check_err "a cell outside the grid" 2 \
    'ipuz-convert: t/data/jpz-outside.jpz:8: cell at x="3", y="1" is not in the 2x2 grid' \
    ipuz-convert t/data/jpz-outside.jpz
# A cell given twice replaced the first (its C, number 1 and circle)
# without a word; it is refused, as a word id used twice is.
sed 's|<cell x="1" y="1" solution="C" number="1" background-shape="circle"/>|&\n<cell x="1" y="1" solution="Z" number="9"/>|' \
    t/data/jpz-small.jpz >"$tmp/twice.jpz"
check_err "a cell given twice" 2 \
    'ipuz-convert: twice.jpz:25: cell x="1" y="1" is given twice' \
    sh -c 'cd "$0" && ipuz-convert twice.jpz' "$tmp"
check_err "absurd dimensions" 2 \
    'ipuz-convert: t/data/jpz-huge.jpz:5: grid size 100000 by 100000 is not from 1 to 1000 each way' \
    ipuz-convert t/data/jpz-huge.jpz
check_err "a word outside the grid" 2 \
    'ipuz-convert: t/data/jpz-badword.jpz:9: word "1": cells x="1-3", y="1" are not in the 2x1 grid' \
    ipuz-convert t/data/jpz-badword.jpz
check_err "XML that is no puzzle" 2 \
    'ipuz-convert: t/data/jpz-notjpz.xml:2: not a Crossword Compiler puzzle: the document is <svg>' \
    ipuz-convert t/data/jpz-notjpz.xml
check_err "nested entities are refused" 2 \
    'ipuz-convert: t/data/jpz-laughs.jpz:1:5: malformed XML: Detected an entity reference loop' \
    ipuz-convert t/data/jpz-laughs.jpz
# An entity declared outside the document (SYSTEM, PUBLIC) is not read,
# so its text would be missing unsaid (fuzz19 F7: the title was dropped,
# exit 0); one declared within is read as before.
sed 's|^<?xml version="1.0" encoding="UTF-8"?>|&<!DOCTYPE x [<!ENTITY t SYSTEM "/etc/hostname"><!ENTITY i "Inner">]>|; s|<title>Small &amp; odd</title>|<title>\&t; odd</title>|' \
    t/data/jpz-small.jpz >"$tmp/external.jpz"
sed 's|\&t;|\&i;|' "$tmp/external.jpz" >"$tmp/internal.jpz"
check_err "an external entity is refused at its line, naming it" 2 \
    'ipuz-convert: external.jpz:12: entity &t; comes from outside the document, which is not read: put its text in its place' \
    sh -c 'cd "$0" && ipuz-convert -o x.ipuz external.jpz; s=$?; test ! -e x.ipuz && exit $s' "$tmp"
# An external DTD's entity (&eacute; of XHTML's) is read as none: the
# same (regress20 F1: "Caf Noir", exit 0).
sed 's|^<?xml version="1.0" encoding="UTF-8"?>|&<!DOCTYPE x SYSTEM "x.dtd">|; s|<title>Small &amp; odd</title>|<title>Caf\&eacute; odd</title>|' \
    t/data/jpz-small.jpz >"$tmp/dtd.jpz"
check_err "... and so is one of an external DTD" 2 \
    'ipuz-convert: dtd.jpz:12: entity &eacute; comes from outside the document, which is not read: put its text in its place' \
    sh -c 'cd "$0" && ipuz-convert dtd.jpz' "$tmp"
check_out "... an internal one is read" 0 '  "title": "Inner odd",' \
    sh -c 'cd "$0" && ipuz-convert internal.jpz | grep "^  \"title\""' "$tmp"
check_err "no XML at all after a '<'" 2 \
    'ipuz-convert: <stdin>:1:2: malformed XML: StartTag: invalid element name' \
    sh -c 'printf "<<<\n" | ipuz-convert'

# A .jpz file named as the XML it is.
cp t/data/jpz-small.jpz "$tmp/small.xml"
check_golden "a jpz named .xml reads as one" 1100-small-ipuz 0 \
    ipuz-convert "$tmp/small.xml"

# Zip archives, made here by t/helper/mkzip.
mkzip=t/helper/mkzip
printf junk >"$tmp/junk"
printf '<crossword-compiler>\n<oops>\n' >"$tmp/bad"
# A member of 65 MiB, over the limit of 64.
{ printf '<'; head -c $((65 << 20)) /dev/zero | tr '\0' ' '; } >"$tmp/big"
(
	cd "$tmp"
	"$top/$mkzip" one.jpz f small.jpz "$top/t/data/jpz-small.jpz" \
	    f __MACOSX/._small.jpz junk d pics/
	"$top/$mkzip" none.jpz f __MACOSX/._small.jpz junk
	"$top/$mkzip" two.jpz f a.jpz "$top/t/data/jpz-small.jpz" \
	    f b.xml "$top/t/data/jpz-small.jpz"
	"$top/$mkzip" bad.jpz f bad.jpz bad
	"$top/$mkzip" extras.jpz f .DS_Store junk f Puzzle.jpz \
	    "$top/t/data/jpz-small.jpz" f readme.txt junk \
	    f pics/.hidden.xml junk f Thumbs.db junk
	"$top/$mkzip" bare.jpz f puzzle "$top/t/data/jpz-small.jpz" \
	    f .DS_Store junk
	"$top/$mkzip" others.jpz f readme.txt junk f puzzle \
	    "$top/t/data/jpz-small.jpz"
	"$top/$mkzip" bomb.jpz f bomb.jpz big
	"$top/$mkzip" liar.jpz f liar.jpz big
)
# The liar says it is 100 bytes, in its local header and its central
# directory entry, and inflates past the limit anyway.
perl -e 'open(my $f, "+<", $ARGV[0]) or die "$ARGV[0]: $!\n";
    binmode $f; local $/; my $b = <$f>;
    substr($b, 22, 4) = pack("V", 100);
    substr($b, rindex($b, "PK\x01\x02") + 24, 4) = pack("V", 100);
    seek($f, 0, 0); print $f $b; close $f or die' "$tmp/liar.jpz"
check_golden "the one puzzle of a zip is read" 1100-small-ipuz 0 \
    ipuz-convert "$tmp/one.jpz"
check_err "a zip with no puzzle" 2 \
    'ipuz-convert: none.jpz: no puzzle in the zip' \
    sh -c 'cd "$0" && ipuz-convert none.jpz' "$tmp"
check_err "a zip with two puzzles names them" 2 \
    'ipuz-convert: two.jpz: 2 puzzles in the zip: a.jpz, b.xml' \
    sh -c 'cd "$0" && ipuz-convert two.jpz' "$tmp"
# Beside its one .jpz or .xml, a zip's other files (a readme, Thumbs.db)
# and hidden ones (macOS's .DS_Store) are passed over; a file of another
# name is the puzzle when it is the only one.
check_golden "the one .jpz among other files of a zip is read" \
    1100-small-ipuz 0 ipuz-convert "$tmp/extras.jpz"
check_golden "the one file of a zip but a hidden one is read" \
    1100-small-ipuz 0 ipuz-convert "$tmp/bare.jpz"
check_err "files and no .jpz or .xml: the files named" 2 \
    'ipuz-convert: others.jpz: 2 files in the zip, none of them .jpz or .xml: readme.txt, puzzle' \
    sh -c 'cd "$0" && ipuz-convert others.jpz' "$tmp"
# An ipuz-pack bundle was "2 files in the zip, none of them .jpz or .xml",
# as if a .jpz were missing from it; every tool says what ipuz-pack says.
ipuz-pack -c -f "$tmp/set.zip" examples/mini-5x5.ipuz
for t in ipuz-convert ipuz-check "ipuz-render -t text" gridfill; do
	check_err "${t%% *}: a puzzle-set bundle is no puzzle, said so" 2 \
	    "${t%% *}: set.zip: a puzzle-set bundle, not a puzzle: ipuz-pack -e ipuz -f set.zip writes out its puzzles to print, in the set's order and with its titles (-x extracts it as it is)" \
	    sh -c 'cd "$0" && $1 set.zip' "$tmp" "$t"
done
check_out_err "ipuz-check -j: so in the document too" 2 \
    '{"file":"<stdin>","status":"unreadable","error":{"message":"a puzzle-set bundle, not a puzzle: ipuz-pack -e ipuz -f - writes out its puzzles to print, in the set'"'"'s order and with its titles (-x extracts it as it is)","line":0,"column":0}}' \
    "ipuz-check: <stdin>: a puzzle-set bundle, not a puzzle: ipuz-pack -e ipuz -f - writes out its puzzles to print, in the set's order and with its titles (-x extracts it as it is)" \
    sh -c 'ipuz-check -j - <"$0"' "$tmp/set.zip"
# The command is given to be pasted: a name the shell would split or
# read is quoted for it.
cp "$tmp/set.zip" "$tmp/it's a set.zip"
check_err "the bundle's name quoted for the shell in the command" 2 \
    "ipuz-check: it's a set.zip: a puzzle-set bundle, not a puzzle: ipuz-pack -e ipuz -f 'it'\"'\"'s a set.zip' writes out its puzzles to print, in the set's order and with its titles (-x extracts it as it is)" \
    sh -c 'cd "$0" && ipuz-check "it'"'"'s a set.zip"' "$tmp"
# A name the message shows escaped (a backslash as \x5c) would name
# another file when pasted: the command without it.
cp "$tmp/set.zip" "$tmp/back\\slash.zip"
check_err "a name shown escaped: the command without it" 2 \
    "ipuz-check: back\\x5cslash.zip: a puzzle-set bundle, not a puzzle: ipuz-pack -e ipuz writes out its puzzles to print, in the set's order and with its titles (-x extracts it as it is)" \
    sh -c 'cd "$0" && ipuz-check "back\\slash.zip"' "$tmp"
check_err "an error in a zipped puzzle names the member" 2 \
    'ipuz-convert: bad.jpz:3:1: in zip member bad.jpz: malformed XML: Premature end of data in tag oops line 2' \
    sh -c 'cd "$0" && ipuz-convert bad.jpz' "$tmp"
# An error inside a zipped .jpz is at file:line:col, the zip's name as
# given, the member named in the message (it was b.jpz(puzzle.xml),
# which no problem matcher could find), in -j too.
printf '<?xml version="1.0"?>\n<crossword-compiler-applet>\n<bad\n</crossword-compiler-applet>\n' \
    >"$tmp/puzzle.xml"
(cd "$tmp" && "$top/$mkzip" b.jpz f puzzle.xml puzzle.xml)
check_err "an error in a zip's member: file:line:col, the member named" 2 \
    "ipuz-check: b.jpz:4:1: in zip member puzzle.xml: malformed XML: error parsing attribute name" \
    sh -c 'cd "$0" && ipuz-check b.jpz' "$tmp"
check_out "... and so in -j" 2 \
    '{"file":"b.jpz","status":"unreadable","error":{"message":"in zip member puzzle.xml: malformed XML: error parsing attribute name","line":4,"column":1}}' \
    sh -c 'cd "$0" && ipuz-check -j b.jpz 2>/dev/null' "$tmp"
check_err "a member declaring more than the limit" 2 \
    'ipuz-convert: bomb.jpz: zip member bomb.jpz is too big: 68157441 bytes, over the limit of 67108864' \
    sh -c 'cd "$0" && ipuz-convert bomb.jpz' "$tmp"
check_err "a member inflating past the limit" 2 \
    'ipuz-convert: liar.jpz: zip member liar.jpz is too big: it inflates past the limit of 67108864 bytes' \
    sh -c 'cd "$0" && ipuz-convert liar.jpz' "$tmp"
rm "$tmp/big"
head -c 100 "$tmp/one.jpz" >"$tmp/cut.jpz"
check_err "a truncated zip is told as ipuz-pack tells it" 2 \
    'ipuz-convert: cut.jpz: truncated zip file: its central directory is missing' \
    sh -c 'cd "$0" && ipuz-convert cut.jpz' "$tmp"
# An end of central directory that says the archive spans disks (the
# fuzz corpus's 81b071a4...): a fault of the file, in the form of the others.
printf 'PK\005\006\001\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000' \
    >"$tmp/disks.jpz"
check_err "a multi-disk zip is a bad file, in the form of the other zip faults" 2 \
    'ipuz-convert: disks.jpz: not a zip file this reads: a multi-disk archive' \
    sh -c 'cd "$0" && ipuz-convert disks.jpz' "$tmp"

# The real-world corpus (t/corpus/SOURCES): kotwords' conversions, every
# good file, every bad one.
corpus=t/corpus
jpz=$corpus/jpz
for f in test test-applet-metadata test-invalid-namespace \
    test-no-namespaces test-cell-ranges test-formats; do
	check_silent "kotwords $f.jpz -> exactly test.puz" 0 \
	    sh -c 'ipuz-convert -q -t puz "$0" | cmp - "$1"' \
	    "$jpz/kotwords__$f.jpz" "$corpus/puz/kotwords__test.puz"
done
# Our .puz version is 1.3 where kotwords writes 1.4: byte 27 only.
check_out_err "kotwords gaps.jpz -> gaps.puz but the version" 1 \
    ' 27  63  64' \
    "ipuz-convert: kotwords__gaps.jpz: warning: a .puz file cannot hold the grid's own labels (12 cells where standard numbering differs, first r1c2), clues for no entry of its numbering; left out
ipuz-convert: kotwords__gaps.jpz: warning: written to a .puz file, clues 4-across, 5-across, 2-down, 5-down have no text and are '-' there, read back as clues" \
    sh -c 'cd "$0" && ipuz-convert -t puz kotwords__gaps.jpz |
    cmp -l - ../puz/kotwords__gaps.puz' "$jpz"
check_out_err "kotwords test-empty-clue.jpz -> test-empty-clue.puz but the version" \
    1 ' 27  63  64' \
    "ipuz-convert: kotwords__test-empty-clue.jpz: warning: a .puz file cannot hold the explanation; left out
ipuz-convert: kotwords__test-empty-clue.jpz: warning: written to a .puz file, clue 1-across has no text and is '-' there, read back as a clue" \
    sh -c 'cd "$0" && ipuz-convert -t puz kotwords__test-empty-clue.jpz |
    cmp -l - ../puz/kotwords__test-empty-clue.puz' "$jpz"
# Read through either reader, kotwords' jpz and ipuz of a puzzle write
# the same jpz; its ipuz of test-empty-clue lacks the jpz's completion
# message.
for f in gaps test-empty-clue; do
	check_silent "kotwords $f.jpz is the puzzle of $f.ipuz" 0 \
	    sh -c 'ipuz-convert -t jpz "$0" | grep -v "<completion" >"$2/a" &&
	    ipuz-convert -t jpz "$1" | grep -v "<completion" | cmp - "$2/a"' \
	    "$jpz/kotwords__$f.jpz" "$corpus/ipuz/kotwords__$f.ipuz" "$tmp"
done
mkdir "$tmp/jz"
check_golden "every good corpus jpz converts; the bad ones do not" \
    1100-corpus-batch 2 sh -c 'cd "$0" &&
    ipuz-convert -q -d "$1/jz" *.jpz' "$jpz" "$tmp"
check_golden "ipuz-check on the converted corpus finds only what is" \
    1100-corpus-check 1 sh -c 'cd "$0/jz" && ipuz-check *.ipuz' "$tmp"
check_silent "corpus jpz -> jpz -> ipuz is jpz -> ipuz" 0 \
    sh -c 'cd "$0/jz" && for f in *.ipuz; do
    ipuz-convert -t jpz "$f" | ipuz-convert | cmp - "$f" || exit 1;
    done' "$tmp"
check_err "xword-parser's fuzz-crash-d2a1d1d6 fails cleanly" 2 \
    'ipuz-convert: xword-parser__fuzz-crash-d2a1d1d6.jpz:3:43: malformed XML: Input is not proper UTF-8, indicate encoding' \
    sh -c 'cd "$0" && ipuz-convert xword-parser__fuzz-crash-d2a1d1d6.jpz' \
    "$jpz"
check_err "xword-parser's fuzz-timeout-3f02c57d fails cleanly" 2 \
    'ipuz-convert: xword-parser__fuzz-timeout-3f02c57d.jpz:1:37: malformed XML: Unsupported encoding TUF-8' \
    sh -c 'cd "$0" && ipuz-convert xword-parser__fuzz-timeout-3f02c57d.jpz' \
    "$jpz"
check_err "xword-parser's fuzz-timeout-98af9657 fails cleanly" 2 \
    'ipuz-convert: xword-parser__fuzz-timeout-98af9657.jpz:1:7: malformed XML: Malformed declaration expecting version' \
    sh -c 'cd "$0" && ipuz-convert xword-parser__fuzz-timeout-98af9657.jpz' \
    "$jpz"
# Text that says a tag ("&lt;b&gt;", the characters <b>) stays text in
# the ipuz HTML, its entities decoded once: escaped where it would read
# as a tag or an entity, as it was elsewhere; and back in the .jpz so.
check_out "escaped tags and entities in .jpz text stay text" 0 \
    'Tags &lt;b&gt; as text|The &lt;b&gt; tag, <b>bold</b>|AT&amp;amp;T & a < b' \
    sh -c 'ipuz-convert t/data/jpz-escaped.jpz |
    sed -n "s/^  \"title\": \"\(.*\)\",\$/\1/p; s/^        \"\(.*\)\"\$/\1/p" |
    sed 3q | paste -s -d "|" -'
check_out "escaped tags come back to the .jpz as they were" 0 \
    '<title>Tags &lt;b&gt; as text</title>|<clue word="1" number="1">The &lt;b&gt; tag, <b>bold</b></clue>|<clue word="2" number="3">AT&amp;amp;T &amp; a &lt; b</clue>' \
    sh -c 'ipuz-convert t/data/jpz-escaped.jpz | ipuz-convert -t jpz |
    sed -n "/<title>Tags/p; /<clue word=\"[12]\"/p" | sed "s/^ *//" |
    paste -s -d "|" -'
# Metadata keeps its spaces and line breaks in the XML text of a .jpz:
# nothing is left out, and no warning says so.
sed 's|^  "title": .*|  "title": "  Two  spaces  ",|;
    s|^  "author": .*|  "author": "Line one\\nline two",|' \
    examples/mini-5x5.ipuz >"$tmp/layout.ipuz"
check_out "metadata spaces and line breaks stay in the .jpz" 0 \
    '<title>  Two  spaces  </title>|<creator>Line one|line two</creator>' \
    sh -c 'ipuz-convert -t jpz "$0" |
    sed -n "/^    <title>/p; /<creator>/,/<\/creator>/p" |
    sed "s/^ *//" | paste -s -d "|" -' "$tmp/layout.ipuz"
# ... and read back: spaces at the ends of a text are the text's own,
# as the line breaks inside it; a CR, which XML reads as a line feed, is
# written &#13;. A .puz comes back through a .jpz with its author's
# spaces and the CR LF of its notes.
check_out "they are read back as they were" 0 \
    '  "title": "  Two  spaces  ",|  "author": "Line one\nline two",' \
    sh -c 'ipuz-convert -t jpz "$0" | ipuz-convert |
    grep "^  \"title\"\|^  \"author\""  | paste -s -d "|" -' \
    "$tmp/layout.ipuz"
sed 's|^  "author": .*|  "author": "  Ann Smith  ", "notes": "One<br>\\r\\nTwo<br>\\r\\n",|;
    s|^  "copyright": .*|  "copyright": " ",|' \
    examples/mini-5x5.ipuz | ipuz-convert -q -t puz >"$tmp/spaces.puz"
check_silent ".puz -> .jpz -> .puz keeps spaces around text and CR LF" 0 \
    sh -c 'ipuz-convert -t jpz "$0" | ipuz-convert -t puz | cmp - "$0"' \
    "$tmp/spaces.puz"
# The line breaks and indentation of pretty-printed XML are layout, not
# text: at the ends of a text they go, inside a clue they are a space.
printf '<crossword-compiler><rectangular-puzzle><metadata>\n<title>\n    Pretty\n  </title>\n<creator>\tA  B </creator></metadata><crossword><grid width="2" height="1"><cell x="1" y="1" solution="A" number="1"/><cell x="2" y="1" solution="B"/></grid><word id="1" x="1-2" y="1"/><clues><title>Across</title><clue word="1" number="1">\n   Two\n   lines\n</clue></clues></crossword></rectangular-puzzle></crossword-compiler>\n' \
    >"$tmp/pretty.jpz"
check_out "the layout of pretty-printed XML is not text" 0 \
    '  "title": "Pretty",|  "author": "A  B ",|        "Two lines"' \
    sh -c 'ipuz-convert "$0" | grep "^  \"title\"\|^  \"author\"\|Two" |
    paste -s -d "|" -' "$tmp/pretty.jpz"
# A <br> in ipuz text is a <br/> element in the .jpz, read back as a
# <br>: written as text, it came back "&lt;br&gt;", shown as written.
sed 's|"title": "[^"]*"|"title": "Line<br/>break"|' examples/mini-5x5.ipuz \
    >"$tmp/br.ipuz"
check_out "a <br> goes to the .jpz and back" 0 \
    '<title>Line<br/>break</title>|  "title": "Line<br>break",' \
    sh -c '{ ipuz-convert -t jpz "$0" >"$0.jpz" &&
    sed -n "s/^ *\(<title>.*\)/\1/p" "$0.jpz" | sed 1q &&
    ipuz-convert "$0.jpz" | grep "^  \"title\""; } | paste -s -d "|" -' \
    "$tmp/br.ipuz"
# XML has no place for control characters, which the writer leaves out,
# and reads a run of white space with a tab or line break in it as
# layout: in a clue one space, none at its ends; in the title none at
# its ends. The text came back changed without a word; the warning says
# what changed now.
printf '%s' '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"title":"Ti\u0001tle\t","dimensions":{"width":3,"height":3},"puzzle":[[1,2,3],[4,0,0],[5,0,0]],"solution":[["C","A","B"],["A","R","E"],["B","E","D"]],"clues":{"Across":[[1,"Ta\txi"],[4,"Exist\t"],[5,"Bed\u001f"]],"Down":[[1,"Taxi"],[2,"Ar  ch "],[3,"Sea"]]}}' \
    >"$tmp/ctl.ipuz"
check_out_err "a .jpz names the control characters and layout it changes" 0 \
    '"title": "Title",|"Ta xi"|"Exist"|"Bed"|"Ar  ch "' \
    'ipuz-convert: ctl.ipuz: warning: a .jpz file cannot hold the control characters in the title, the line breaks and tabs at the ends of the title, the control characters in clue 5-across, the line breaks and tabs in clues 1-across, 4-across; left out' \
    sh -c 'cd "$0" && ipuz-convert -t jpz ctl.ipuz | ipuz-convert |
    grep -e "\"title\"" -e "\"Ta " -e "\"Exist" -e "\"Bed" -e "\"Ar" |
    sed "s/^ *//" | paste -s -d "|" -' "$tmp"
# A description, instructions or completion message is plain text whose
# line breaks are breaks, as Crossword Compiler shows them: ipuz HTML
# says each with a <br>, as for the notes of a .puz; a <br/> with its
# own line break (as the jpz writer writes one) is one break, not two.
cat >"$tmp/lines.jpz" <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<crossword-compiler-applet>
  <applet-settings><completion>Well
done</completion></applet-settings>
  <rectangular-puzzle>
    <metadata>
      <description>One

Two<br/>
Three</description>
    </metadata>
    <instructions>Read
this</instructions>
    <crossword>
      <grid width="2" height="1">
        <cell x="1" y="1" solution="A" number="1"/>
        <cell x="2" y="1" solution="B"/>
      </grid>
      <word id="1" x="1-2" y="1"/>
      <clues><title>Across</title><clue word="1" number="1">Clue</clue></clues>
    </crossword>
  </rectangular-puzzle>
</crossword-compiler-applet>
EOF
check_out "a jpz's paragraphs keep their line breaks as <br>" 0 \
    '"intro": "Read<br>\nthis",|"explanation": "Well<br>\ndone",|"notes": "One<br>\n<br>\nTwo<br>\nThree",' \
    sh -c 'ipuz-convert "$0" | grep -e intro -e explanation -e notes |
    sed "s/^ *//" | paste -s -d "|" -' "$tmp/lines.jpz"
# A solver's letters are written in capitals, as they are checked.
check_out "a solver's letters go to a .jpz in capitals" 0 \
    'solve-state="C"
solve-state="A"
solve-state="STAR"' \
    sh -c 'ipuz-convert -t jpz "$0" | grep -o "solve-state=\"[^\"]*\""' \
    t/data/progress-lower.ipuz
# A cell's picture, top-right number and foreground colour, which the
# model has no place for, go to ipuz under com.xwtools:jpz, and back to a
# .jpz from there; another format names them as left out.
cat >"$tmp/extras.xml" <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<crossword-compiler-applet>
  <rectangular-puzzle>
    <crossword>
      <grid width="2" height="1">
        <cell x="1" y="1" solution="A" number="1" top-right-number="9" foreground-color="#FF0000"><background-picture format="PNG"><encoded-image>iVBORw0K</encoded-image></background-picture></cell>
        <cell x="2" y="1" solution="B" foreground-color="#00FF00"/>
      </grid>
      <word id="1" x="1-2" y="1"/>
      <clues><title>Across</title><clue word="1" number="1">Clue</clue></clues>
    </crossword>
  </rectangular-puzzle>
</crossword-compiler-applet>
EOF
check_out "a jpz's cell extras are kept in ipuz" 0 \
    '"com.xwtools:jpz": {|"cells": {|"1,1": {|"top-right-number": "9",|"foreground-color": "#FF0000",|"background-picture": {|"format": "PNG",|"encoded-image": "iVBORw0K"|}|},|"2,1": {|"foreground-color": "#00FF00"|}|}|}' \
    sh -c 'ipuz-convert "$0" | sed -n "/com.xwtools:jpz/,/^  }/p" |
    sed "s/^ *//" | paste -s -d "|" -' "$tmp/extras.xml"
check_out "... and given back to a jpz, through ipuz too" 0 \
    '<cell x="1" y="1" solution="A" number="1" top-right-number="9" foreground-color="#FF0000"><background-picture format="PNG"><encoded-image>iVBORw0K</encoded-image></background-picture></cell>
<cell x="2" y="1" solution="B" foreground-color="#00FF00"/>' \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t jpz | grep "<cell" |
    sed "s/^ *//"' "$tmp/extras.xml"
for t in puz xd; do
	check_err "a jpz's cell extras are named as left out by -t $t" 0 \
	    "ipuz-convert: extras.xml: warning: a .$t file cannot hold the .jpz cell pictures (1 cell), the .jpz top-right numbers (1 cell), the .jpz foreground colours (2 cells); left out" \
	    sh -c 'cd "$0" && ipuz-convert -t $1 extras.xml >/dev/null' \
	    "$tmp" "$t"
done
check_err "the corpus file's three pictures, through ipuz, named too" 0 \
    "ipuz-convert: <stdin>: warning: a .xd file cannot hold the .jpz cell pictures (3 cells); left out" \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd >/dev/null' \
    t/corpus/jpz/kotwords__test-bgimage.jpz
# An ipuz colour number (100, not "100") is a colour of the program's
# choosing, ipuz-render's palette (libxw(3)): its digits were written as
# RGB, 100 as #100, near black. A string keeps its reading ("100"). An
# alpha digit or two (#FF000080) is let be, as ipuz-render does: the cell
# was written grey.
check_out "a colour number is written as its palette colour" 0 \
    'background-color="#b8e8b0" background-color="#100" background-color="#b0f0f0" background-color="#ffe680" background-color="#FF0000"' \
    sh -c 'ipuz-convert -t jpz "$0" | grep -o "background-color=\"[^\"]*\"" |
    paste -s -d " " -' t/data/colour-numbers.ipuz
# A format is the enumeration's bare text, as the solver program puts
# it in parentheses: "(3)" was written format="(3)", shown "((3))".
check_out "an enumeration's own parentheses are no part of its format" 0 \
    "3|1-2|2-1|3||(1) (2)" \
    sh -c 'ipuz-convert -t jpz "$0" | sed -n "s/.*format=\"\([^\"]*\)\".*/\1/p" |
    paste -s -d "|" -' t/data/enum-paren.ipuz
# A shaded cell is grey in the .jpz: "#C0C0C0", as Crossword Compiler
# writes it (a changed grey went unseen: mutation17 J02).
check_out "a shaded cell is written grey, #C0C0C0" 0 \
    '      <cell x="2" y="2" solution="A" background-color="#C0C0C0"/>' \
    sh -c 'ipuz-convert -t jpz t/data/render-styles.ipuz 2>/dev/null | grep "x=\"2\" y=\"2\""'
# A grid with no numbered cell writes no number="0" (mutation17 J04).
printf 'A#\n#B\n' >"$tmp/nonum.txt"
check_out "cells of a grid without numbers get no number attribute" 0 \
    '      <cell x="1" y="1" solution="A"/>
      <cell x="2" y="2" solution="B"/>' \
    sh -c 'ipuz-convert -t jpz "$0" | grep "solution="' "$tmp/nonum.txt"
# A clue without a number has no number attribute, not number=""; a word
# whose cells run right to left is written as a range, x="3-1"
# (mutation17 J06, J08).
cat >"$tmp/backwards.ipuz" <<'EOF'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","A","T"]],"clues":{"Across":[{"clue":"Pet","cells":[[1,1],[2,1],[3,1]]}],"Down":[{"number":"1","clue":"Tac backwards","cells":[[3,1],[2,1],[1,1]]}]}}
EOF
check_out "a clue without a number, a word written backwards" 0 \
    '    <word id="1" x="1-3" y="1"/>
    <word id="2" x="3-1" y="1"/>
      <clue word="1">Pet</clue>
      <clue word="2" number="1">Tac backwards</clue>' \
    sh -c 'ipuz-convert -t jpz "$0" | grep "<word\|<clue "' "$tmp/backwards.ipuz"
# Formatting nested XW_JPZ_MAX_NESTING (64) deep is kept whole; deeper
# tags are dropped (mutation17 J07: one level fewer went unseen).
for n in 64 65; do
	jq -n --argjson n $n '{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","A","T"]],"clues":{"Across":[[1,(("<i>" * $n) + "x" + ("</i>" * $n))]]}}' >"$tmp/nest$n.ipuz"
done
check_out "64 nested tags are kept, a 65th dropped" 0 '64 64' \
    sh -c 'for f in "$0/nest64.ipuz" "$0/nest65.ipuz"; do
    ipuz-convert -t jpz "$f" | grep "<clue " | grep -o "<i>" | wc -l; done |
    paste -s -d " " -' "$tmp"

# kotwords writes one puzzle as test-diagonal.jpz, its list titled
# Southeast, and as test-diagonal.ipuz, the list "Diagonal:Southeast".
# The .jpz read as a list named "Southeast", no ipuz direction; the
# .ipuz wrote the title "Diagonal:Southeast", which the solver sees.
# Now the title is the label, the direction told by the words' cells.
check_out "a .jpz list titled Southeast, of diagonal words, is Diagonal:Southeast" 0 \
    '["Across","Down","Diagonal:Southeast"]' \
    sh -c 'ipuz-convert "$0" | jq -c ".clues | keys_unsorted"' \
    t/corpus/jpz/kotwords__test-diagonal.jpz
check_out "... the list as kotwords' .ipuz has it, its cells too" 0 '' \
    sh -c 'ipuz-convert "$0" | jq -S ".clues[\"Diagonal:Southeast\"]" >"$2/a" &&
    jq -S ".clues[\"Diagonal:Southeast\"]" "$1" | cmp - "$2/a"' \
    t/corpus/jpz/kotwords__test-diagonal.jpz \
    t/corpus/ipuz/kotwords__test-diagonal.ipuz "$tmp"
check_out "an ipuz Diagonal:Southeast is the .jpz title Southeast, no warning" 0 \
    '<b>Across</b>|<b>Down</b>|<b>Southeast</b>' \
    sh -c 'ipuz-convert -t jpz "$0" | grep -o "<b>[^<]*</b>" | paste -s -d "|" -' \
    t/corpus/ipuz/kotwords__test-diagonal.ipuz
check_out "... which reads back as Diagonal:Southeast" 0 \
    '["Across","Down","Diagonal:Southeast"]' \
    sh -c 'ipuz-convert -t jpz "$0" | ipuz-convert | jq -c ".clues | keys_unsorted"' \
    t/corpus/ipuz/kotwords__test-diagonal.ipuz
check_err "... a direction the .jpz reader cannot tell again is named as left out" 0 \
    'ipuz-convert: <stdin>: warning: a .jpz file cannot hold the list direction Zones of Zones:Southeast; left out' \
    sh -c 'sed "s/Diagonal:Southeast/Zones:Southeast/" "$0" |
    ipuz-convert -t jpz | grep -c "<b>Southeast</b>" >/dev/null' \
    t/corpus/ipuz/kotwords__test-diagonal.ipuz
check_out "ipuz-render heads it Southeast from either file" 0 'Southeast
Southeast' \
    sh -c 'for f in "$0" "$1"; do ipuz-render -c -t pdf "$f" |
    pdftotext - - | grep -x -E "Southeast|Diagonal.*"; done' \
    t/corpus/jpz/kotwords__test-diagonal.jpz \
    t/corpus/ipuz/kotwords__test-diagonal.ipuz
# A list whose words run no one diagonal (jpz-small's Backwards) is a
# list of clues, the title its label: Clues:Backwards, headed Backwards.
check_out "a .jpz list of another title is Clues:Title, and goes back so" 0 \
    '"Clues:Backwards"|<b>Backwards</b>' \
    sh -c '{ ipuz-convert "$0" | jq -c ".clues | keys_unsorted[2]";
    ipuz-convert -t jpz "$0" | grep -o "<b>Backwards</b>"; } |
    paste -s -d "|" -' \
    t/data/jpz-small.jpz
check_out "... and a title that is an ipuz name stays as it is" 0 \
    '["Across","Down","Zones:Backwards"]' \
    sh -c 'sed "s|<title>Backwards|<title>Zones:Backwards|" "$0" |
    ipuz-convert | jq -c ".clues | keys_unsorted"' t/data/jpz-small.jpz
# A list's name that its .jpz title does not give back is named as left
# out (review18 F8). Clues:Down was titled Down and read back as a second
# Down list, Clues:Across and Clues:Down as Across and Down, Diagonal:X
# with a clue of one cell as Clues:X, all unsaid. Now a label the reader
# would take for a list's name (Down, Zones) is written as the whole name,
# a one-cell clue runs along any diagonal, and what the reader names
# otherwise is said. The 2x2 grid AB/CD, its lists given as JSON.
# lists_back LISTS: the clues of the grid with those lists, through a .jpz.
lists_back() {
	jq -c ".clues = $1" >"$tmp/lists.ipuz" <<'EOF'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],"dimensions":{"width":2,"height":2},"puzzle":[[1,2],[3,0]],"solution":[["A","B"],["C","D"]]}
EOF
	ipuz-convert -t jpz <"$tmp/lists.ipuz" | ipuz-convert | jq -c .clues
}
across_down='"Across":[[1,"ab"],[3,"cd"]],"Down":[[1,"ac"],[2,"bd"]]'
middle='[{"number":"X","clue":"middle","cells":[[1,1],[2,2]]}]'
top='[{"number":"T","clue":"top","cells":[[1,1],[2,1]]}]'
check_out "Clues:Down beside Down is titled Clues:Down, and comes back" 0 \
    '{"Across":[[1,"ab"],[3,"cd"]],"Down":[[1,"ac"],[2,"bd"]],"Clues:Down":[{"number":"X","clue":"middle","cells":[[1,1],[2,2]]}]}' \
    lists_back "{$across_down,\"Clues:Down\":$middle}"
check_out "... its title the whole name" 0 \
    '<b>Across</b>|<b>Down</b>|<b>Clues:Down</b>' \
    sh -c 'ipuz-convert -t jpz "$0" | grep -o "<b>[^<]*</b>" | paste -s -d "|" -' \
    "$tmp/lists.ipuz"
check_out "lists Clues:Across and Clues:down alone come back so" 0 \
    '{"Clues:Across":[{"number":1,"clue":"ab","cells":[[1,1],[2,1]]}],"Clues:down":[{"number":1,"clue":"ac","cells":[[1,1],[1,2]]}]}' \
    lists_back '{"Clues:Across":[{"number":1,"clue":"ab","cells":[[1,1],[2,1]]}],"Clues:down":[{"number":1,"clue":"ac","cells":[[1,1],[1,2]]}]}'
check_out "Diagonal:Theme with a clue of one cell comes back Diagonal:Theme" 0 \
    '{"Across":[[1,"ab"],[3,"cd"]],"Down":[[1,"ac"],[2,"bd"]],"Diagonal:Theme":[{"number":"X","clue":"middle","cells":[[1,1],[2,2]]},{"number":"Y","clue":"one","cells":[[2,1]]}]}' \
    lists_back "{$across_down,\"Diagonal:Theme\":[{\"number\":\"X\",\"clue\":\"middle\",\"cells\":[[1,1],[2,2]]},{\"number\":\"Y\",\"clue\":\"one\",\"cells\":[[2,1]]}]}"
check_out "Clues:Zones and Diagonal Up:Rise come back so" 0 \
    '{"Clues:Zones":[{"number":"X","clue":"middle","cells":[[1,1],[2,2]]}],"Diagonal Up:Rise":[{"number":"R","clue":"rise","cells":[[1,2],[2,1]]}]}' \
    lists_back "{\"Clues:Zones\":$middle,\"Diagonal Up:Rise\":[{\"number\":\"R\",\"clue\":\"rise\",\"cells\":[[1,2],[2,1]]}]}"
# A list whose clues are all of one cell runs no one diagonal: none of
# its clues says which (mutation20 J01: one-cell clues counted as runs
# along every diagonal, and it came back Diagonal:Extras).
check_out_err "Clues:Extras of one-cell clues comes back Clues:Extras" 0 \
    '{"Across":[[1,"ab"],[3,"cd"]],"Down":[[1,"ac"],[2,"bd"]],"Clues:Extras":[{"number":"A","clue":"one","cells":[[2,1]]},{"number":"B","clue":"another","cells":[[1,2]]}]}' \
    '' \
    lists_back "{$across_down,\"Clues:Extras\":[{\"number\":\"A\",\"clue\":\"one\",\"cells\":[[2,1]]},{\"number\":\"B\",\"clue\":\"another\",\"cells\":[[1,2]]}]}"
check_out_err "a Diagonal list of no diagonal comes back Clues, said" 0 \
    '{"Across":[[1,"ab"],[3,"cd"]],"Down":[[1,"ac"],[2,"bd"]],"Clues:Flat":[{"number":"F","clue":"flat","cells":[[1,1],[2,1]]}]}' \
    'ipuz-convert: <stdin>: warning: a .jpz file cannot hold the list direction Diagonal of Diagonal:Flat; left out' \
    lists_back "{$across_down,\"Diagonal:Flat\":[{\"number\":\"F\",\"clue\":\"flat\",\"cells\":[[1,1],[2,1]]}]}"
check_out_err "a name without a direction comes back Clues:Name, said" 0 \
    '{"Clues:Theme":[{"number":"T","clue":"top","cells":[[1,1],[2,1]]}],"Diagonal:Other:Down":[{"number":"X","clue":"middle","cells":[[1,1],[2,2]]}]}' \
    'ipuz-convert: <stdin>: warning: written to a .jpz file, the list names Theme, Other:Down, kept as titles, read back as Clues:Theme, Diagonal:Other:Down' \
    lists_back "{\"Theme\":$top,\"Other:Down\":$middle}"
check_out_err "a label two lists share: the second's name, said" 0 \
    '{"Clues:Rows":[{"number":"T","clue":"top","cells":[[1,1],[2,1]]}],"Clues:Rows 2":[{"number":"T","clue":"top","cells":[[1,1],[2,1]]}]}' \
    'ipuz-convert: <stdin>: warning: a .jpz file cannot hold the list direction Zones of Zones:Rows; left out
ipuz-convert: <stdin>: warning: written to a .jpz file, the list name Clues:Rows, kept as a title, reads back as Clues:Rows 2' \
    lists_back "{\"Zones:Rows\":$top,\"Clues:Rows\":$top}"
# A name the title keeps and the reader gives back otherwise was said to
# be "left out" (regress18 F2): it is in the file, as the title.
check_out_err "kotwords' Rows and Winding: kept as titles, read back as Clues:" 0 \
    '1|["Clues:Rows","Clues:Winding"]' \
    'ipuz-convert: t/corpus/ipuz/kotwords__labyrinth.ipuz: warning: written to a .jpz file, the list names Rows, Winding, kept as titles, read back as Clues:Rows, Clues:Winding' \
    sh -c 'ipuz-convert -t jpz -o "$1/l.jpz" "$0" &&
    { grep -c "<title><b>Rows</b></title>" "$1/l.jpz";
    ipuz-convert "$1/l.jpz" | jq -c ".clues | keys_unsorted"; } |
    paste -s -d "|" -' t/corpus/ipuz/kotwords__labyrinth.ipuz "$tmp"
check_out_err "seven names: six said, then how many more, both ways" 0 \
    '{"Clues:A":[],"Clues:B":[],"Clues:C":[],"Clues:D":[],"Clues:E":[],"Clues:F":[],"Clues:G":[]}' \
    'ipuz-convert: <stdin>: warning: written to a .jpz file, the list names A, B, C, D, E, F and 1 more, kept as titles, read back as Clues:A, Clues:B, Clues:C, Clues:D, Clues:E, Clues:F and 1 more' \
    lists_back '{"A":[],"B":[],"C":[],"D":[],"E":[],"F":[],"G":[]}'
done_testing
