#!/bin/sh
# What a first-time user types (persona16): format names in any case,
# an output named as a picture or given as a second operand (the cp(1)
# habit), a binary output sent to a terminal.
. "$(dirname "$0")/lib.sh"

cp examples/mini-5x5.ipuz "$tmp/m.ipuz"
printf 'C....\n.....\n.....\n' >"$tmp/grid.txt"

# in_tmp CMD: run the shell command CMD in $tmp.
in_tmp() {
	sh -c 'cd "$0" && eval "$1"' "$tmp" "$1"
}

# -t takes a format's name in any case, as -p takes a paper's and -o an
# extension: -t PDF was an unknown format.
check_silent "ipuz-render -t PDF is -t pdf" 0 \
    in_tmp 'ipuz-render -t PDF -o a.pdf m.ipuz && pdfinfo a.pdf >/dev/null'
check_out "ipuz-render -t Text draws the terminal picture" 0 "" \
    in_tmp 'ipuz-render -t Text m.ipuz >t1 && ipuz-render -t text m.ipuz >t2 &&
    cmp t1 t2'
check_out "ipuz-convert -t PUZ writes a .puz, -t Grid a grid" 0 "#DARK" \
    in_tmp 'ipuz-convert -q -t PUZ -o c.puz m.ipuz &&
    ipuz-convert -t Grid c.puz | head -1'
check_err "an unknown format is still named as typed" 2 \
    "ipuz-convert: unknown output format 'PUZZ': ipuz, puz, jpz, xd or grid" \
    in_tmp 'ipuz-convert -t PUZZ m.ipuz'
check_silent "ipuz-pack -e takes CROSSWORDS as crosswords" 0 \
    in_tmp 'ipuz-pack -c -f s.zip m.ipuz && mkdir exp && ipuz-pack -e CROSSWORDS -C exp -f s.zip'

# A puzzle named as a picture opens in no viewer: ipuz-convert and
# gridfill -o x.pdf wrote ipuz JSON under the name, exit 0.
check_err "ipuz-convert -o x.pdf is refused, pointing at ipuz-render" 2 \
    "ipuz-convert: -o 'mini.pdf': the name says .pdf, but ipuz-convert writes puzzles: end it in .ipuz (ipuz-render makes the .pdf)" \
    in_tmp 'ipuz-convert -o mini.pdf m.ipuz'
check_err "... in any case, whatever -t says" 2 \
    "ipuz-convert: -o 'mini.PNG': the name says .png, but ipuz-convert writes puzzles: end it in .puz (ipuz-render makes the .png)" \
    in_tmp 'ipuz-convert -t puz -o mini.PNG m.ipuz'
check_err "... and .svg" 2 \
    "ipuz-convert: -o 'mini.svg': the name says .svg, but ipuz-convert writes puzzles: end it in .txt (ipuz-render makes the .svg)" \
    in_tmp 'ipuz-convert -t grid -o mini.svg m.ipuz'
check_err "gridfill -o x.pdf is refused" 2 \
    "gridfill: -o 'f.pdf': the name says .pdf, but fills are ipuz: end it in .ipuz (ipuz-render makes the .pdf)" \
    in_tmp 'gridfill -q -o f.pdf grid.txt'
check_out "... and nothing is written" 0 "" \
    in_tmp 'ls mini.* f.* 2>/dev/null || true'
check_silent "a hidden file called .pdf says no picture" 0 \
    in_tmp 'ipuz-convert -o .pdf m.ipuz && ipuz-check .pdf'

# "tool IN OUT", the cp(1) habit: a last operand that is no file and is
# named as the output points at -o (ipuz-convert said "several inputs
# need -d dir", ipuz-render "cannot open", gridfill "one puzzle at a
# time").
cp t/corpus/puz/kotwords__test-simple.puz "$tmp/p.puz"
check_err "ipuz-convert IN OUT points at -o" 2 \
    "ipuz-convert: p.ipuz: no such file; to name the output, put -o before the files: ipuz-convert -o p.ipuz p.puz" \
    in_tmp 'ipuz-convert p.puz p.ipuz'
check_err "ipuz-render IN OUT points at -o" 2 \
    "ipuz-render: p.pdf: no such file; to name the output, put -o before the files: ipuz-render -o p.pdf p.puz" \
    in_tmp 'ipuz-render p.puz p.pdf'
check_err "gridfill IN OUT points at -o" 2 \
    "gridfill: filled.ipuz: no such file; to name the output, put -o before the files: gridfill -o filled.ipuz grid.txt" \
    in_tmp 'gridfill grid.txt filled.ipuz'
check_out "... and nothing is written" 0 "" \
    in_tmp 'ls p.ipuz p.pdf filled.ipuz 2>/dev/null || true'
# The hint is the whole command, options kept, -o before the files (and
# before a "--"), names quoted for the shell: it said "give -o OUT", and
# "tool IN -o OUT" is refused, options going first.
check_err "the hint keeps the options and quotes a name with a blank" 2 \
    "ipuz-render: my page.pdf: no such file; to name the output, put -o before the files: ipuz-render -t pdf -o 'my page.pdf' p.puz 'p 2.puz'" \
    in_tmp "cp p.puz 'p 2.puz' && ipuz-render -t pdf p.puz 'p 2.puz' 'my page.pdf'"
check_err "... a quote in a name, and a --" 2 \
    "ipuz-convert: it's.xd: no such file; to name the output, put -o before the files: ipuz-convert -t xd -o 'it'\"'\"'s.xd' -- p.puz" \
    in_tmp "ipuz-convert -t xd -- p.puz \"it's.xd\""
check_silent "... and the command it gives works" 0 \
    in_tmp "ipuz-convert -t xd -o 'it'\"'\"'s.xd' -- p.puz && test -s \"it's.xd\""
check_err "gridfill -a, which refuses -o, is given no -o hint" 2 \
    "gridfill: one puzzle at a time: more than one file given
usage: gridfill [-adfjqv] [-D dir] [-m maxshared] [-n count] [-P searches] [-r region] [-s minscore] [-S seed] [-t seconds] [-w list] [-x exclude] [-o file] [file]" \
    in_tmp 'gridfill -a grid.txt new.ipuz'
check_err "a missing operand that names no output is still a missing file" 2 \
    "ipuz-render: cannot open 'q.puz': No such file or directory" \
    in_tmp 'ipuz-render p.puz q.puz'
# A missing input comes first: the -o command would only meet it next
# (docs19 D2: the hint was given for a typo in the input's name).
check_err "a missing input is named before any -o hint" 2 \
    "ipuz-convert: nosuch.puz: no such file, nor p.ipuz (to name an output, put -o before the files)" \
    in_tmp 'ipuz-convert nosuch.puz p.ipuz'
check_err "... in gridfill, and before a refusal of the name" 2 \
    "gridfill: nosuch.txt: no such file, nor new.ipuz (to name an output, put -o before the files)" \
    in_tmp 'gridfill -n 3 nosuch.txt new.ipuz'
check_err "... and in ipuz-render, the second of two inputs" 2 \
    "ipuz-render: q.puz: no such file, nor new.pdf (to name an output, put -o before the files)" \
    in_tmp 'ipuz-render p.puz q.puz new.pdf'
check_err "two inputs that exist still need -d" 2 \
    "ipuz-convert: several inputs need -d dir" \
    in_tmp 'cp p.puz p2.ipuz && ipuz-convert p.puz p2.ipuz'
# The hint gives only a command that the checks of -o's name pass: where
# they refuse it, the refusal is said at once. It gave "ipuz-convert -t
# xd -o typo.ipuz p.puz", refused next as a clash (hostile17 F3).
hint="no such file; to name the output, put -o before the files"
check_err "-t that clashes with OUT's name is said at once" 2 \
    "ipuz-convert: typo.ipuz: $hint, but that would be refused: -o 'typo.ipuz': the name says .ipuz, but -t xd writes xd: drop -t, or end the name in .xd" \
    in_tmp 'ipuz-convert -t xd p.puz typo.ipuz'
check_err "... as the command given would be refused" 2 \
    "ipuz-convert: -o 'typo.ipuz': the name says .ipuz, but -t xd writes xd: drop -t, or end the name in .xd" \
    in_tmp 'ipuz-convert -t xd -o typo.ipuz p.puz'
check_err "... in ipuz-render" 2 \
    "ipuz-render: typo.pdf: $hint, but that would be refused: -o 'typo.pdf': the name says .pdf, but -t text writes text: drop -t, or end the name in .txt" \
    in_tmp 'ipuz-render -t text p.puz typo.pdf'
check_err "... an option the name's format has no use for" 2 \
    "ipuz-render: new.pdf: $hint, but that would be refused: -r needs -t png: only a PNG image has pixels" \
    in_tmp 'ipuz-render -r 300 p.puz new.pdf'
check_err "... several inputs for one image" 2 \
    "ipuz-render: new.png: $hint, but that would be refused: several inputs need -t pdf or -t text: an image holds one puzzle" \
    in_tmp 'ipuz-render m.ipuz p.puz new.png'
check_err "... -k for an image" 2 \
    "ipuz-render: new.svg: $hint, but that would be refused: -k needs -t pdf or -t text: an image holds one page" \
    in_tmp 'ipuz-render -k p.puz new.svg'
check_err "... gridfill -n 3 for one .ipuz file" 2 \
    "gridfill: new.ipuz: $hint, but that would be refused: -n 3: 3 fills in one .ipuz file would be a file no reader takes; -D dir writes one file each, -o with another name (as fills.json) keeps them one after the other" \
    in_tmp 'gridfill -n 3 grid.txt new.ipuz'
# A picture's name last is the cp habit aimed at ipuz-render: the -o
# refusal that names it, not "several inputs need -d dir" (newfeat18 F12).
check_err "... a picture named last to ipuz-convert: ipuz-render makes it" 2 \
    "ipuz-convert: new.pdf: $hint, but that would be refused: -o 'new.pdf': the name says .pdf, but ipuz-convert writes puzzles: end it in .ipuz (ipuz-render makes the .pdf)" \
    in_tmp 'ipuz-convert p.puz new.pdf'
check_err "... and to gridfill" 2 \
    "gridfill: new.png: $hint, but that would be refused: -o 'new.png': the name says .png, but fills are ipuz: end it in .ipuz (ipuz-render makes the .png)" \
    in_tmp 'gridfill grid.txt new.png'
check_err "... and the hint still goes with a -t that agrees" 2 \
    "ipuz-render: new.PNG: $hint: ipuz-render -t png -r 300 -o new.PNG p.puz" \
    in_tmp 'ipuz-render -t png -r 300 p.puz new.PNG'
# A word that messages escape would be pasted as another name: 'o\nut.xd'
# names a file with a backslash. The advice stays, the command goes.
check_err "a name with a newline gets the advice, not the command" 2 \
    "ipuz-convert: o\\nut.xd: $hint" \
    in_tmp 'ipuz-convert -t xd p.puz "$(printf "o\nut.xd")"'
check_err "... a backslash (shown \\x5c)" 2 \
    "ipuz-convert: o\\x5cut.xd: $hint" \
    in_tmp "ipuz-convert -t xd p.puz 'o\\ut.xd'"
check_err "... an escape in any word of the command, an option's too" 2 \
    "ipuz-render: new.pdf: $hint" \
    in_tmp 'ipuz-render -F "$(printf "Sans\033")" p.puz new.pdf'
# A command longer than a message line lost its middle, "..." inside the
# -F argument. The longest that fits, a line of 4092 bytes and its
# newline, is given whole; one byte more, the advice alone.
a3972=$(printf '%3972s' '' | tr ' ' A)
check_err "a command that fills a message line is given whole" 2 \
    "ipuz-render: newout.pdf: $hint: ipuz-render -F $a3972 -o newout.pdf m.ipuz" \
    in_tmp "ipuz-render -F $a3972 m.ipuz newout.pdf"
check_err "... one a byte longer is left out" 2 \
    "ipuz-render: newout.pdf: $hint" \
    in_tmp "ipuz-render -F ${a3972}A m.ipuz newout.pdf"

# -o a folder says so at once: it said "cannot tell the format from the
# name; give -t", and with -t that it is a directory.
mkdir "$tmp/outd"
check_err "ipuz-render -o dir/ says it is a directory" 2 \
    "ipuz-render: cannot write 'outd/': Is a directory" \
    in_tmp 'ipuz-render -o outd/ m.ipuz'
check_err "... as with -t" 2 \
    "ipuz-render: cannot write 'outd/': Is a directory" \
    in_tmp 'ipuz-render -t pdf -o outd/ m.ipuz'
# One that ends in / and is missing is named as a folder: it was sent to
# -t, and with -t told "No such file or directory" (regress17 R17-8).
check_err "-o a missing folder/ says so" 2 \
    "ipuz-render: cannot write 'nodir/': no such folder (a name ending in / names one)" \
    in_tmp 'ipuz-render -o nodir/ m.ipuz'
check_err "... with -t too" 2 \
    "ipuz-render: cannot write 'nodir/': no such folder (a name ending in / names one)" \
    in_tmp 'ipuz-render -t pdf -o nodir/ m.ipuz'

# A binary output sent to a terminal is refused, as gzip(1) refuses,
# unless forced: a PNG, a PDF, a bundle, a .puz and an index were
# written there, control bytes and all, exit 0. script(1) gives the
# tools a terminal for their standard output; a pipe or a file still
# gets the bytes.
# on_tty CMD: run the shell command CMD in $tmp with a terminal for its
# output; its messages and exit status, without the terminal's CRs.
on_tty() {
	script -qec "cd '$tmp' && $1; echo rc=\$?" /dev/null </dev/null |
	    tr -d '\r'
}
# on_tty_rc CMD: only the exit status of on_tty CMD.
on_tty_rc() {
	on_tty "$1" | tail -n 1
}
printf 'gnome;60\nanode;50\n' >"$tmp/words.txt"
check_out "ipuz-render -t png to a terminal is refused" 0 \
    "ipuz-render: will not write a PNG image to a terminal: give -o file, or redirect the output; -f writes it anyway
rc=2" on_tty 'ipuz-render -t png m.ipuz'
check_out "... -t pdf too, named /dev/tty as well" 0 \
    "ipuz-render: will not write a PDF to a terminal: give -o file, or redirect the output; -f writes it anyway
rc=2" on_tty 'ipuz-render -t pdf -o /dev/tty m.ipuz'
check_out "... -f writes it anyway" 0 "PNG
rc=0" on_tty 'ipuz-render -f -t png m.ipuz | head -c 4 | tail -c 3; echo'
check_out "... an SVG is written" 0 "rc=0" on_tty_rc 'ipuz-render -t svg m.ipuz'
check_out "... and the terminal picture" 0 "rc=0" on_tty_rc 'ipuz-render m.ipuz'
check_out "ipuz-pack -c -f - to a terminal is refused" 0 \
    "ipuz-pack: will not write a zip bundle to a terminal: give -f file, or redirect the output; -F writes it anyway
rc=2" on_tty 'ipuz-pack -c -f - m.ipuz'
check_out "ipuz-convert -t puz to a terminal is refused" 0 \
    "ipuz-convert: will not write a .puz file to a terminal: give -o file, or redirect the output; -f writes it anyway
rc=2" on_tty 'ipuz-convert -t puz m.ipuz'
check_out "... -t ipuz is written" 0 "rc=0" on_tty_rc 'ipuz-convert m.ipuz'
check_out "wordfind -B -o - to a terminal is refused" 0 \
    "wordfind: will not write a word-list index to a terminal: give -o file, or redirect the output
rc=2" on_tty 'wordfind -B -w words.txt -o -'
check_silent "a pipe still gets the bytes" 0 \
    in_tmp 'ipuz-render -t png m.ipuz | head -c 4 | grep -q PNG &&
    ipuz-pack -c -f - m.ipuz | head -c 2 | grep -q PK &&
    ipuz-convert -q -t puz m.ipuz | grep -aq ACROSS &&
    wordfind -B -w words.txt -o - | head -c 7 | grep -q XWINDEX'

# With no file, a tool reads the standard input; on a terminal it sat
# silent, and a user who typed "ipuz-check" alone took it for hung. It
# says what it waits for and how to end it, as gpg(1) does; -q keeps
# that off, and a pipe, a file or /dev/null is read unsaid, as before.
# tty_in CMD [INPUT]: run the shell command CMD in $tmp with a terminal
# for its standard input, fed INPUT's lines and then Ctrl-D (none: only
# Ctrl-D); its standard error, then its exit status. Its standard output
# is left in $tmp/tty.out.
tty_in() {
	script -qec "cd '$tmp' && { $1; } >tty.out 2>tty.err; echo rc=\$? >tty.rc" \
	    /dev/null <"${2:-/dev/null}" >/dev/null
	cat "$tmp/tty.err" "$tmp/tty.rc"
}
check_out "ipuz-check on a terminal says it reads a puzzle from it" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end with Ctrl-D, or give a file (ipuz-check FILE)
rc=0" tty_in 'ipuz-check' "$tmp/m.ipuz"
check_out "... and reads it as from a file" 0 "" cat "$tmp/tty.out"
check_out "... '-' is the terminal too" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end with Ctrl-D, or give a file (ipuz-check FILE)
ipuz-check: <stdin>: empty file
rc=2" tty_in 'ipuz-check m.ipuz -'
check_out "... -q says nothing of it" 0 "rc=0" tty_in 'ipuz-check -q' "$tmp/m.ipuz"
check_out "ipuz-render on a terminal says so" 0 \
    "ipuz-render: reading a puzzle from the terminal: paste it and end with Ctrl-D, or give a file (ipuz-render FILE)
rc=0" tty_in 'ipuz-render -t text' "$tmp/m.ipuz"
check_out "... and draws the puzzle" 0 "" \
    in_tmp 'ipuz-render -t text m.ipuz | cmp - tty.out'
check_out "ipuz-convert on a terminal says so" 0 \
    "ipuz-convert: reading a puzzle from the terminal: paste it and end with Ctrl-D, or give a file (ipuz-convert FILE)
ipuz-convert: <stdin>: empty file
rc=2" tty_in 'ipuz-convert'
check_out "... not with -q" 0 "ipuz-convert: <stdin>: empty file
rc=2" tty_in 'ipuz-convert -q'
check_out "gridfill on a terminal says so" 0 \
    "gridfill: reading a puzzle from the terminal: paste it and end with Ctrl-D, or give a file (gridfill FILE)
gridfill: <stdin>: empty file
rc=2" tty_in 'gridfill -w words.txt'
check_out "... not with -q" 0 "gridfill: <stdin>: empty file
rc=2" tty_in 'gridfill -q -w words.txt'
printf 'g?ome\n' >"$tmp/patterns"
check_out "wordfind with no pattern says it reads them from the terminal" 0 \
    "wordfind: reading patterns from the terminal: one a line, end with Ctrl-D, or give them (wordfind PATTERN ...)
rc=0" tty_in 'wordfind -w words.txt' "$tmp/patterns"
check_out "... and answers them" 0 "$(printf 'g?ome\tGNOME')" \
    cat "$tmp/tty.out"
check_out "wordfind -w - on a terminal says it reads a word list" 0 \
    "wordfind: reading a word list from the terminal: a word a line, end with Ctrl-D
rc=0" tty_in 'wordfind -B -w - -o words.idx' "$tmp/words.txt"
check_out "... and indexes it" 0 "GNOME" in_tmp 'wordfind -w words.idx g?ome'
check_out "ipuz-pack -c with '-' says it reads a puzzle" 0 \
    "ipuz-pack: reading a puzzle from the terminal: paste it and end with Ctrl-D, or give a file (ipuz-pack -c -f BUNDLE FILE)
rc=0" tty_in 'ipuz-pack -c -f t.zip -' "$tmp/m.ipuz"
printf '{"puzzles":[{"file":"m.ipuz"}]}\n' >"$tmp/manifest.json"
check_out "... and with -m -, a manifest" 0 \
    "ipuz-pack: reading a manifest from the terminal: paste it and end with Ctrl-D, or give a file (-m FILE)
rc=0" tty_in 'ipuz-pack -c -f u.zip -m -' "$tmp/manifest.json"
# A bundle read from a terminal waited in silence (newfeat18 F10): a
# zip is not typed, so the note gives its name as the way.
for m in -t -v -x "-e ipuz"; do
	check_out "ipuz-pack $m -f - on a terminal says it reads a bundle" 0 \
	    "ipuz-pack: reading a zip bundle from the terminal: end with Ctrl-D, or give its name (-f BUNDLE)
ipuz-pack: <stdin>: not a zip file
rc=2" tty_in "ipuz-pack $m -f -"
done
check_silent "a pipe or a file on the standard input gets no note" 0 \
    in_tmp 'cat m.ipuz | ipuz-check && ipuz-check - <m.ipuz &&
    cat m.ipuz | ipuz-render -t text >/dev/null &&
    cat m.ipuz | ipuz-convert >/dev/null &&
    cat m.ipuz | ipuz-pack -c -f v.zip - &&
    ipuz-pack -c -f w.zip -m - <manifest.json &&
    cat patterns | wordfind -w words.txt >/dev/null &&
    cat words.txt | wordfind -B -w - -o words2.idx'
check_stderr "... gridfill neither" 0 \
    "gridfill: <stdin>: the grid is full: nothing to fill" in_tmp 'cat m.ipuz | gridfill -w words.txt'

# The note named Ctrl-D when stty(1) made DEL the end-of-file key, or
# turned it off (review18 F1): it names the key that ends the input, or
# none when none does (stty eof undef, or no canonical mode, where no
# key is read as the end). Nothing ends the input then: timeout(1) does,
# hence its status 124.
# tty_stty SETTINGS: ipuz-check on a terminal stty SETTINGS made.
tty_stty() {
	tty_in "stty $1; timeout 1 ipuz-check"
}
check_out "stty eof ^? is named Ctrl-?" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end with Ctrl-?, or give a file (ipuz-check FILE)
rc=124" tty_stty "erase '^H' eof '^?'"
check_out "stty eof undef: no key is named" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end the input, or give a file (ipuz-check FILE)
rc=124" tty_stty "eof undef"
check_out "stty -icanon: no key is named" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end the input, or give a file (ipuz-check FILE)
rc=124" tty_stty "-icanon"
# The key's name is the tool's own: it was escaped as text from a file
# is, so stty eof ^\ read "Ctrl-\x5c", and a printable key was quoted,
# a quote as "'''" (newfeat18 F4). A printable key is now named "the x
# key"; a byte past ASCII names none, as only the terminal's charset
# knows its key. The program's name, from outside, is still escaped.
check_out "stty eof x: the x key" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end with the x key, or give a file (ipuz-check FILE)
rc=124" tty_stty "eof x"
check_out "stty eof ^\\ is named Ctrl-\\" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end with Ctrl-\\, or give a file (ipuz-check FILE)
rc=124" tty_stty "eof '^\\'"
check_out "stty eof \\: the \\ key" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end with the \\ key, or give a file (ipuz-check FILE)
rc=124" tty_stty "eof '\\'"
check_out "stty eof \"'\": the ' key" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end with the ' key, or give a file (ipuz-check FILE)
rc=124" tty_stty "eof \"'\""
check_out "stty eof ' ': the space key" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end with the space key, or give a file (ipuz-check FILE)
rc=124" tty_stty "eof ' '"
check_out "stty eof 0xe9, past ASCII: no key is named" 0 \
    "ipuz-check: reading a puzzle from the terminal: paste it and end the input, or give a file (ipuz-check FILE)
rc=124" tty_stty "eof 0xe9"
ln -s "$(command -v ipuz-check)" "$tmp/ipuz\\check"
check_out "... the program's name is still escaped" 0 \
    "ipuz\\x5ccheck: reading a puzzle from the terminal: paste it and end with Ctrl-\\, or give a file (ipuz-check FILE)
rc=124" tty_in "stty eof '^\\'; timeout 1 ./'ipuz\\check'"

done_testing
