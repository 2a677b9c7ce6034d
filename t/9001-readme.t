#!/bin/sh
# The shell examples of README.md work when pasted: each command of the
# block after the marker comment, run in turn in an empty scratch folder
# with the built tools on PATH, exits 0.
. "$(dirname "$0")/lib.sh"

# The commands, one a file: a line, or a here-document with the line
# that opens it; comment lines are left out.
mkdir "$tmp/cmd" "$tmp/run"
awk -v dir="$tmp/cmd" '
	/^<!-- t\/9001-readme.t runs/ { marked = 1; next }
	marked == 1 && /^```/ { marked = 2; next }
	marked != 2 { next }
	/^```/ { exit }
	end != "" {
		print >file
		if ($0 == end) {
			close(file)
			end = ""
		}
		next
	}
	/^[ \t]*(#|$)/ { next }
	{
		file = dir "/" sprintf("%02d", ++n)
		print >file
		if (match($0, /<<-?[ \t]*'\''?[A-Za-z_]+'\''?/)) {
			end = substr($0, RSTART, RLENGTH)
			sub(/^<<-?[ \t]*'\''?/, "", end)
			sub(/'\''$/, "", end)
		} else
			close(file)
	}' README.md

n=$(ls "$tmp/cmd" | wc -l)
if [ "$n" -gt 0 ]; then
	pass "README.md has a marked block of $n commands"
else
	fail "README.md has a marked block of commands"
fi
for c in "$tmp/cmd"/*; do
	[ -f "$c" ] || continue
	desc=$(head -n 1 "$c" | sed 's/[[:space:]]*#.*//')
	got=0
	(cd "$tmp/run" && sh -c "$(cat "$c")") >"$tmp/out" 2>"$tmp/err" \
	    </dev/null || got=$?
	if [ "$got" -eq 0 ]; then
		pass "README: $desc"
	else
		fail "README: $desc"
		echo "# exit status $got"
		diag_file "$tmp/err"
	fi
done

# What the block's comments say its commands give, run again where the
# block left its files.
cd "$tmp/run" || exit 2
check_out "README: [STAR]TED across, STARTS down" 0 "[STAR]TED
TERI
SARD" sh -c 'gridfill -q rebus.txt | ipuz-convert -t grid'
check_out "README: A1.  ~ CADRE, one line an entry" 0 "A1.  ~ CADRE" \
    grep '^A1\.' puzzle.xd
check_out "README: the clues written read back" 0 "A1. Clue for CADRE ~ CADRE" \
    sh -c 'ipuz-convert -t xd clued.ipuz | grep "^A1\."'
check_out "README: GNOME SNORE ANODE CNOTE, best first" 0 "GNOME
SNORE
ANODE
CNOTE" wordfind -n 4 '?NO?E'
check_out "README: GNOME ANODE SNORE" 0 "GNOME
ANODE
SNORE" wordfind -w words.txt '?NO?E'
check_out "README: archive/ is made: archive/filled.puz" 0 "archive/filled.puz" \
    sh -c 'ls archive/*'
# README's lists of what to build and test with are ./bootstrap's, which
# installs them: cairo, pango, libpng, zlib, poppler-utils, zip and
# others were missing from them (QA packager16 F5). Each is named in
# code quotes, alone or among others.
sed -n '/^packages="/,/"$/p' "$top/bootstrap" |
    sed 's/^packages="//; s/\$extra"$//' | tr -s ' \t' '\n\n' |
    sed '/^$/d' | sort -u >"$tmp/packages"
tr '\n' ' ' <"$top/README.md" | grep -o '`[^`]*`' | tr -d '`' |
    tr -s ' ' '\n' | sort -u | comm -23 "$tmp/packages" - >"$tmp/unnamed"
check_out "./bootstrap lists packages" 0 "" sh -c '[ -s "$0" ] || echo none' \
    "$tmp/packages"
: >"$tmp/none"
same "README.md names every package ./bootstrap installs" "$tmp/none" \
    "$tmp/unnamed"
done_testing
