#!/bin/sh
# The clues and metadata of a .puz, an .xd and Across Lite text are plain
# text; the model's, ipuz's, are HTML. Text that would read as a tag or
# an entity ("Go <to> town", "&amp;") is escaped on the way in, and the
# writers give the characters back.
. "$(dirname "$0")/lib.sh"

# The mini example with a clue that says a tag and an entity, and one
# that is only a "tag"; its .puz holds the characters themselves.
sed 's/"Like a cinema once the film starts"/"Go \&lt;to\&gt; town \&amp; back \&amp;amp; \&lt;3"/
    s/"Wraps up"/"\&lt;blank\&gt;"/
    s/"title": "[^"]*"/"title": "\&lt;Untitled\&gt;"/
    s/"intro": "[^"]*",//' examples/mini-5x5.ipuz >"$tmp/src.ipuz"
ipuz-convert -t puz -o "$tmp/to.puz" "$tmp/src.ipuz"
ipuz-convert -t xd -o "$tmp/to.xd" "$tmp/src.ipuz"

check_out "the .puz holds the text as written" 0 \
    '<Untitled>|Go <to> town & back &amp; <3|<blank>' \
    sh -c 'tr "\000" "\n" <"$0" | grep -a -o "<Untitled>\|^Go .*\|^<blank>" |
    paste -s -d "|" -' \
    "$tmp/to.puz"
check_out ".puz text that reads as HTML is escaped in the ipuz" 0 \
    '  "title": "&lt;Untitled&gt;",|        "Go &lt;to&gt; town & back &amp;amp; <3"|        "&lt;blank&gt;"' \
    sh -c 'ipuz-convert "$0" | grep "Go \|blank\|\"title\"" | paste -s -d "|" -' \
    "$tmp/to.puz"
check_silent "and the .puz comes back the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t puz | cmp - "$0"' "$tmp/to.puz"
check_out "ipuz-render shows the text as written" 0 \
    '<Untitled>|  1 Go <to> town & back &amp; <3|  8 <blank>' \
    sh -c 'ipuz-render -c -t text "$0" | grep "Untitled\| 1 Go\| 8 " |
    paste -s -d "|" -' "$tmp/to.puz"
# (The page wraps the clue after "&amp;".)
check_out "and so does its PDF" 0 \
    '1 Go <to> town & back &amp;|8 <blank>' \
    sh -c 'ipuz-render -c -t pdf "$0" | pdftotext - - |
    grep "^1 Go\|^8 " | paste -s -d "|" -' "$tmp/to.puz"
check_out "ipuz-check does not take the clue for an empty one" 0 \
    'to.puz: info: 10 words (5 across, 5 down), 2 blocks, symmetry rotational-180' \
    sh -c 'cd "$0" && ipuz-check -l to.puz' "$tmp"
check_out "a .jpz gets the text, escaped once" 0 \
    '<clue word="1" number="1">Go &lt;to&gt; town &amp; back &amp;amp; &lt;3</clue>' \
    sh -c 'ipuz-convert -t jpz "$0" | grep -o "<clue word=\"1\".*"' \
    "$tmp/to.puz"

# The same in an .xd, whose markup ({/italic/}) is still read.
check_out "the .xd holds the text as written" 0 \
    'Title: <Untitled>|A1. Go <to> town & back &amp; <3 ~ DARK|A8. <blank> ~ ENDS' \
    sh -c 'grep "^Title\|^A1\.\|^A8\." "$0" | paste -s -d "|" -' "$tmp/to.xd"
check_out ".xd text that reads as HTML is escaped in the ipuz" 0 \
    '  "title": "&lt;Untitled&gt;",|        "Go &lt;to&gt; town & back &amp;amp; <3"|        "&lt;blank&gt;"' \
    sh -c 'ipuz-convert "$0" | grep "Go \|blank\|\"title\"" | paste -s -d "|" -' \
    "$tmp/to.xd"
check_silent "and the .xd comes back the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | cmp - "$0"' "$tmp/to.xd"
printf 'Title: T\n\n\nAB\nCD\n\n\nA1. {/<i>/} & {*&lt;*} ~ AB\nA3. x ~ CD\n\nD1. y ~ AC\nD2. z ~ BD\n\n\n<b>Notes</b> &amp;\n' \
    >"$tmp/mark.xd"
check_out ".xd markup around text that looks like HTML" 0 \
    '  "notes": "&lt;b&gt;Notes&lt;/b&gt; &amp;amp;",|        "<i>&lt;i&gt;</i> & <b>&amp;lt;</b>"' \
    sh -c 'ipuz-convert "$0" | grep "<i>\|notes" | paste -s -d "|" -' \
    "$tmp/mark.xd"
check_silent "and comes back the same bytes" 0 \
    sh -c 'ipuz-convert "$0" | ipuz-convert -t xd | ipuz-convert |
    ipuz-convert -t xd >"$0.2" && ipuz-convert -t xd "$0" | cmp - "$0.2"' \
    "$tmp/mark.xd"

# Markup of the ipuz that plain text has no place for, in a .puz and in
# the metadata of an .xd: the tags are left out and named in a warning,
# not written as text that Across Lite shows and that reads back escaped.
sed 's/"Like a cinema once the film starts"/"<i>Like<\/i> a <u>cinema<\/u>"/
    s/"title": "[^"]*"/"title": "<b>Night<\/b> \&amp; <span class=\\"x\\">Day<\/span>", "notes": "<i>Theme<\/i><br>Films"/
    s/"intro": "[^"]*",//' examples/mini-5x5.ipuz >"$tmp/tags.ipuz"
check_out_err ".puz: tags are left out of clues and metadata, and named" 0 \
    'Night & Day|Like a cinema|Theme|Films' \
    "ipuz-convert: tags.ipuz: warning: a .puz file cannot hold the markup in the title, the markup in the notes, the markup in the clues; left out" \
    sh -c 'cd "$0" && ipuz-convert -t puz tags.ipuz | tr "\000" "\n" |
    grep -a -o "Night.*\|^Like.*\|^Theme.*\|^Films.*" | paste -s -d "|" -' \
    "$tmp"
check_out "and read back, the ipuz has the text, no escaped tags" 0 \
    '  "title": "Night & Day",|  "notes": "Theme<br>\nFilms",|        "Like a cinema"' \
    sh -c 'cd "$0" && ipuz-convert -q -t puz tags.ipuz | ipuz-convert |
    grep "cinema\|\"title\"\|\"notes\"" | paste -s -d "|" -' "$tmp"
check_out_err ".xd: tags are left out of the metadata, and named" 0 \
    'Title: Night & Day|A1. {/Like/} a {_cinema_} ~ DARK|Theme|Films' \
    "ipuz-convert: tags.ipuz: warning: a .xd file cannot hold the markup in the title, the markup in the notes; left out" \
    sh -c 'cd "$0" && ipuz-convert -t xd tags.ipuz |
    grep "^Title\|^Theme\|^Films\|^A1\." | paste -s -d "|" -' "$tmp"
# .jpz holds <b>, <i> and <u>; a <span> it wrote as text, which a solver
# shows as written ("&lt;span class=...&gt;Day"). It is left out, its
# text kept, and named; .xd leaves out such a tag of a clue alike.
check_out_err ".jpz holds <b>, <i> and <u>, and leaves out <span>, named" 0 \
    '    <title><b>Night</b> &amp; Day</title>|      <clue word="1" number="1"><i>Like</i> a <u>cinema</u></clue>' \
    "ipuz-convert: tags.ipuz: warning: a .jpz file cannot hold the tags <span> in the title; left out" \
    sh -c 'cd "$0" && ipuz-convert -t jpz tags.ipuz |
    grep "Night\|cinema" | paste -s -d "|" -' "$tmp"
sed 's/"<i>Like<\/i> a <u>cinema<\/u>"/"<span class=\\"x\\">Like<\/span> a <font color=red>cinema<\/font> <sub>2<\/sub> <I class=y>now<\/I>"/' \
    "$tmp/tags.ipuz" >"$tmp/span.ipuz"
check_out_err ".xd leaves out a clue's <span> and <font>, named (an <i> with attributes is italics)" 0 \
    'A1. Like a cinema {~2~} {/now/} ~ DARK' \
    "ipuz-convert: span.ipuz: warning: a .xd file cannot hold the markup in the title, the markup in the notes, the tags <span> <font> in the clues; left out" \
    sh -c 'cd "$0" && ipuz-convert -t xd span.ipuz | grep "^A1\."' "$tmp"
check_out_err "... as .jpz does" 0 \
    '      <clue word="1" number="1">Like a cinema <sub>2</sub> <i>now</i></clue>' \
    "ipuz-convert: span.ipuz: warning: a .jpz file cannot hold the tags <span> in the title, the tags <span> <font> in the clues; left out" \
    sh -c 'cd "$0" && ipuz-convert -t jpz span.ipuz | grep "cinema"' "$tmp"

# Across Lite text is the plain text of a .puz too.
sed 's/Fill a suitcase/Fill a <case>/; s/Pack It Up.*/Q\&amp;A/' \
    t/data/acrosstext-v1.txt >"$tmp/al.txt"
check_out "Across Lite text that reads as HTML is escaped in the ipuz" 0 \
    '  "title": "Q&amp;amp;A",|        "Fill a &lt;case&gt;"' \
    sh -c 'ipuz-convert "$0" | grep "case\|\"title\"" | paste -s -d "|" -' \
    "$tmp/al.txt"

# So are the newspaper feeds: their XML or text says the characters.
sed 's/c="Limb, &amp; more"/c="Go \&lt;to\&gt; town \&amp;amp; back"/
    s/LET&#39;S BE SMALL/\&lt;SMALL\&gt;/' t/data/uclick-crnet.xml \
    >"$tmp/uclick.xml"
check_out "uclick text that reads as HTML is escaped in the ipuz" 0 \
    '  "title": "12/15/09 &lt;SMALL&gt;",|        "Go &lt;to&gt; town &amp;amp; back"' \
    sh -c 'ipuz-convert "$0" | grep "Go \|\"title\"" | paste -s -d "|" -' \
    "$tmp/uclick.xml"
check_out "and ipuz-render shows it as written" 0 \
    '12/15/09 <SMALL>|  7 Go <to> town &amp; back' \
    sh -c 'ipuz-render -c -t text "$0" | grep "SMALL\| 7 Go" |
    paste -s -d "|" -' "$tmp/uclick.xml"
sed 's/<clue>Limb &amp; more</<clue>Go \&lt;to\&gt; town</' \
    t/data/keesing.xml >"$tmp/keesing.xml"
check_out "so is Keesing's" 0 '        "Go &lt;to&gt; town"' \
    sh -c 'ipuz-convert "$0" | grep "Go "' "$tmp/keesing.xml"

# A paragraph's, a div's or a list item's tags part lines as a browser
# shows them: they were left out, their words run together ("First
# para.Second para.", "Petthat purrs", "OneTwo").
cat >"$tmp/p.ipuz" <<'EOF'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"notes":"<p>First para.</p>\n<p>Second para.</p><div>Third</div>Fourth<br>Fifth<ul><li>One</li><li>Two</li></ul>",
"dimensions":{"width":3,"height":1},"puzzle":[[1,0,0]],"solution":[["C","A","T"]],
"clues":{"Across":[[1,"<div>Pet</div><div>that purrs</div>"]]}}
EOF
check_out "block tags are line breaks in a .puz's notes, a space in its clue" 0 \
    '  "notes": "First para.<br>\nSecond para.<br>\nThird<br>\nFourth<br>\nFifth<br>\nOne<br>\nTwo",|        "Pet that purrs"' \
    sh -c 'ipuz-convert -t puz "$0" 2>/dev/null | ipuz-convert |
    grep "notes\|Pet" | paste -s -d "|" -' "$tmp/p.ipuz"
check_out "and in an .xd's" 0 'A1. Pet that purrs ~ CAT|First para.|Second para.|Third|Fourth|Fifth|One|Two' \
    sh -c 'ipuz-convert -t xd "$0" 2>/dev/null |
    sed -n "/^A1/p; /## Notes/,\$p" | grep . | grep -v "^##" |
    paste -s -d "|" -' "$tmp/p.ipuz"
check_out "and a <br/> in a .jpz" 0 \
    '    <description>First para.<br/>Second para.<br/>Third<br/>Fourth<br/>Fifth<br/>One<br/>Two</description>|      <clue word="1" number="1">Pet<br/>that purrs</clue>' \
    sh -c 'ipuz-convert -t jpz "$0" 2>/dev/null |
    grep "description\|Pet" | paste -s -d "|" -' "$tmp/p.ipuz"

done_testing
