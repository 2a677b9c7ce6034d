#!/bin/sh
# ipuz-render and ipuz-pack follow the output rules of every tool: an
# existing file is replaced only with -f (-F for ipuz-pack), and never a
# file the tool reads, under any name.
. "$(dirname "$0")/lib.sh"

d=$tmp/d
mkdir "$d"
cp examples/mini-5x5.ipuz "$d/m.ipuz"
ln "$d/m.ipuz" "$d/twin.ipuz"
# ipuz-render and ipuz-pack -c refuse a picture or a bundle named as a
# puzzle before they look at the inputs; the same puzzle under names
# that say nothing.
ln "$d/m.ipuz" "$d/m.txt"
ln "$d/m.ipuz" "$d/twin.txt"
ln -s "$top/examples" "$d/examples"
(cd "$d" && ipuz-pack -c -f set.zip -m examples/set.json)

# in_d CMD: run the shell command CMD in $d.
in_d() {
	sh -c 'cd "$0" && eval "$1"' "$d" "$1"
}

check_err "ipuz-render: -o keeps an existing file without -f" 2 \
    "ipuz-render: kept.txt: exists; -f overwrites it" \
    in_d 'echo kept >kept.txt && ipuz-render -t text -o kept.txt m.ipuz'
check_out "... and it is unchanged" 0 "kept" in_d 'cat kept.txt'
check_silent "ipuz-render: -f replaces it" 0 \
    in_d 'ipuz-render -f -t text -o kept.txt m.ipuz && ! grep -qx kept kept.txt'
check_err "ipuz-render: never the input, even with -f" 2 \
    "ipuz-render: m.txt: will not overwrite the input" \
    in_d 'ipuz-render -f -t text -o m.txt m.txt'
check_err "ipuz-render: nor the input by another name" 2 \
    "ipuz-render: twin.txt: will not overwrite the input" \
    in_d 'ipuz-render -f -t text -o twin.txt m.txt'
check_silent "... and the input is whole" 0 in_d 'cmp m.ipuz examples/mini-5x5.ipuz'

check_err "ipuz-pack -c: never a puzzle it packs, even with -F" 2 \
    "ipuz-pack: m.txt: will not overwrite the input" \
    in_d 'ipuz-pack -c -F -f m.txt m.ipuz'
check_silent "... and the puzzle is whole" 0 in_d 'cmp m.ipuz examples/mini-5x5.ipuz'
check_err "ipuz-pack -x: the bundle itself is never extracted over" 2 \
    "ipuz-pack: x/manifest.json: will not overwrite the input" \
    in_d 'mkdir x && cp set.zip x/manifest.json &&
    ipuz-pack -x -F -C x -f x/manifest.json'
check_silent "... and the bundle is whole, nothing else written" 0 \
    in_d 'cmp set.zip x/manifest.json && test "$(ls -A x)" = manifest.json'
check_err "ipuz-pack -x: an existing file is kept without -F" 2 \
    "ipuz-pack: y/manifest.json: exists; -F overwrites it
ipuz-pack: 1 of 5 files refused; nothing written" \
    in_d 'mkdir y && echo kept >y/manifest.json && ipuz-pack -x -C y -f set.zip'
check_out "... and nothing is written" 0 "manifest.json" in_d 'ls -A y'
check_silent "ipuz-pack -x -F replaces it, leaving no temporary" 0 \
    in_d 'ipuz-pack -x -F -C y -f set.zip && ! grep -qx kept y/manifest.json &&
    test -z "$(find y -name ".*xwtmp*")"'


# A symbolic link is never replaced, nor written through, with -f or
# without: renaming over it replaced the link with a file (ipuz-pack -c
# -F of a bundle named by a link, and every tool's -f -o). A link to
# nothing is not followed to make its target either. A link to a device
# or a pipe, as /dev/stdout is, is written to.
in_d 'echo precious >real && ln -s real link.zip && ln -s real link.ipuz &&
    ln -s real link.txt && ln -s gone dangling.ipuz'
check_err "ipuz-pack -c -F: a link named as the bundle is not replaced" 2 \
    "ipuz-pack: link.zip: is a symbolic link; not replaced" \
    in_d 'ipuz-pack -c -F -f link.zip m.ipuz'
check_err "ipuz-convert -f -o: nor a link named as the output" 2 \
    "ipuz-convert: link.ipuz: is a symbolic link; not replaced" \
    in_d 'ipuz-convert -f -o link.ipuz m.ipuz'
check_err "ipuz-render -f -o: nor there" 2 \
    "ipuz-render: link.txt: is a symbolic link; not replaced" \
    in_d 'ipuz-render -f -t text -o link.txt m.ipuz'
check_err "gridfill -f -o: nor there" 2 \
    "gridfill: link.ipuz: is a symbolic link; not replaced" \
    in_d "gridfill -q -f -o link.ipuz '$top/t/data/fill-4x4.txt'"
check_err "ipuz-convert -o: a link to nothing is not followed" 2 \
    "ipuz-convert: dangling.ipuz: is a symbolic link; not replaced" \
    in_d 'ipuz-convert -o dangling.ipuz m.ipuz'
check_silent "... and the links and their target are as they were" 0 \
    in_d 'for l in link.zip link.ipuz link.txt; do
    test "$(readlink $l)" = real || exit 1; done &&
    test "$(readlink dangling.ipuz)" = gone && test ! -e gone &&
    test "$(cat real)" = precious &&
    test -z "$(find . -name "*xwtmp*")"'
check_silent "-o /dev/stdout, a link to a pipe, is written to" 0 \
    in_d 'ipuz-convert -t xd -o /dev/stdout m.ipuz | cat >piped.xd &&
    ipuz-convert -t xd m.ipuz | cmp - piped.xd'
# -o /dev/stdout with the output sent to a file was refused as a link to
# a file (and, with -f, the link was replaced): it is the standard output.
check_silent "-o /dev/stdout > file, a link to the standard output's file, is it" 0 \
    in_d 'ipuz-convert -f -t xd -o /dev/stdout m.ipuz >sent.xd &&
    test -L /dev/stdout && ipuz-convert -t xd m.ipuz | cmp - sent.xd'

done_testing
