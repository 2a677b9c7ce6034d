#!/bin/sh
# The messages the manual pages quote are those the tools print: each
# quote's fixed text is in the C code (t/quoted-messages.pl says how it
# looks), so that a message reworded in the code, or in a page, fails
# here until the other follows. t/quoted-messages.unchecked lists the few
# quotes it cannot look for, each with why.
. "$(dirname "$0")/lib.sh"

sources=$(ls cmd/*/*.[ch] common/*.[ch])
unchecked=t/quoted-messages.unchecked
check_out "every message a page quotes is in the code" 0 "" \
    perl t/quoted-messages.pl "$unchecked" man/*.[1357] -- $sources

# The check itself: a message reworded in the code, and the pages that
# quote it are named, with the text not found.
sed 's/the index changed while in use/the index was changed under us/' \
    common/wordidx_priv.h >"$tmp/wordidx_priv.h"
check_out "a reworded message: its quotes are named" 1 \
    "man/gridfill.1: \"_: the index changed while in use; replace it by renaming (as wordfind -B -o does)\": not found: \"the index changed while in use; replace it by renaming (as wordfind -B -o does\"
man/libxw.3: \"the index changed while in use; replace it by renaming (as wordfind -B -o does)\": not found: \"the index changed while in use; replace it by renaming (as wordfind -B -o does\"
man/wordfind.1: \"_: the index changed while in use; replace it by renaming (as wordfind -B -o does)\": not found: \"the index changed while in use; replace it by renaming (as wordfind -B -o does\"" \
    perl t/quoted-messages.pl "$unchecked" man/*.[1357] -- \
    $(echo "$sources" | sed "s|^common/wordidx_priv.h\$|$tmp/wordidx_priv.h|")
# A quote in a page that no code prints; numbers, values and what the
# page underlines may be any text.
cat >"$tmp/made-up.1" <<'PAGE'
.Dd December 7, 2026
.Dt MADE-UP 1
.Os
.Sh NAME
.Nm made-up
.Nd a page that quotes messages
.Sh DIAGNOSTICS
.Dq Ar file Ns Li ": filled 3 words, mean score 70.5, lowest 30" ,
.Dq "cannot open 'x.txt' (from XW_WORDLIST): No such file or directory" ,
.Dq Ar file Ns Li ": the fill took a wrong turn at 3-down" .
PAGE
check_out "a quote no code prints is named" 1 \
    "$tmp/made-up.1: \"_: the fill took a wrong turn at 3-down\": not found: \"the fill took a wrong turn at\"" \
    perl t/quoted-messages.pl /dev/null "$tmp/made-up.1" -- $sources
# The list of quotes left out holds only quotes of the pages.
{ cat "$unchecked"; printf 'man/gridfill.1\tgridfill: no such quote\n'; } \
    >"$tmp/unchecked"
check_out "a quote left out that no page quotes is named" 1 \
    "$tmp/unchecked: not quoted: \"man/gridfill.1: gridfill: no such quote\"" \
    perl t/quoted-messages.pl "$tmp/unchecked" man/*.[1357] -- $sources
done_testing
