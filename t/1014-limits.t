#!/bin/sh
# Memory is bounded for every input (#18): a file over the size limit is
# refused unread, and what a JSON or XML document would cost is counted
# before it is parsed. bench/memory.sh measures the peaks.
. "$(dirname "$0")/lib.sh"

# ipuz FILE PREFIX UNIT N: a 1x1 puzzle whose field "x" is PREFIX, then
# an array of UNIT N times.
ipuz() {
	awk -v p="$2" -v u="$3" -v n="$4" 'BEGIN {
	    printf "{\"version\":\"http://ipuz.org/v2\",\"kind\":"
	    printf "[\"http://ipuz.org/crossword#1\"],\"dimensions\":"
	    printf "{\"width\":1,\"height\":1},\"puzzle\":[[0]],"
	    printf "\"solution\":[[\"A\"]],\"clues\":{},\"x\":%s[", p
	    for (i = 0; i < n; i++) printf "%s,", u
	    print "0]}" }' >"$1"
}

# 800,000 empty objects: 2.4 MB that json-c made 620 MB of.
ipuz "$tmp/objects.ipuz" "" "{}" 800000
check_err "JSON values are counted before parsing" 2 \
    "ipuz-check: objects.ipuz:1:2287940: too many JSON values (over 8388608 units)" \
    sh -c 'cd "$0" && ipuz-check objects.ipuz' "$tmp"
# A quote in a comment starts no string that would hide the rest.
ipuz "$tmp/comment.ipuz" '/* " */' "{}" 800000
check_err "... a quote in a comment hides nothing" 2 \
    "ipuz-check: comment.ipuz:1:2287947: too many JSON values (over 8388608 units)" \
    sh -c 'cd "$0" && ipuz-check comment.ipuz' "$tmp"
ipuz "$tmp/fine.ipuz" "" "[]" 1000
check_silent "... and a document under the limit is read" 0 \
    ipuz-check "$tmp/fine.ipuz"

# jpz: elements and attributes are counted before libxml2 builds them.
awk 'BEGIN { printf "<?xml version=\"1.0\"?>\n<crossword-compiler><x"
    for (i = 0; i < 300; i++) printf " a%d=\"\"", i
    print "/></crossword-compiler>" }' >"$tmp/attrs.jpz"
check_err "XML: attributes of one element are counted" 2 \
    "ipuz-check: attrs.jpz:2:1966: too many attributes in one element (over 256)" \
    sh -c 'cd "$0" && ipuz-check attrs.jpz' "$tmp"
awk 'BEGIN { printf "<?xml version=\"1.0\"?>\n<crossword-compiler>"
    s = "<a/>"; while (length(s) < 12800000) s = s s
    print s "</crossword-compiler>" }' >"$tmp/elements.jpz"
check_err "XML: elements are counted" 2 \
    "ipuz-check: elements.jpz:2:12582921: too many XML elements and attributes (over 3145728)" \
    sh -c 'cd "$0" && ipuz-check elements.jpz' "$tmp"
# So a .jpz that would be refused so is not written: a grid of 1000 by
# 1000, which ipuz, .xd and text grids hold, was written as a .jpz that
# no tool then read.
awk 'BEGIN { for (r = 0; r < 1000; r++) { s = ""
    for (c = 0; c < 1000; c++) s = s ((r + c) % 7 ? "A" : "#"); print s } }' \
    >"$tmp/big.txt"
check_err "a .jpz is not written when it could not be read" 2 \
    "ipuz-convert: big.txt: cannot write jpz: a 1000x1000 grid needs more XML elements and attributes than a .jpz is read with (3145728)" \
    sh -c 'cd "$0" && ipuz-convert -t jpz -o big.jpz big.txt; s=$?;
    ls big.jpz 2>/dev/null; exit $s' "$tmp"

# A file over 64 MiB is refused from its size, unread: it took 64 MiB
# of memory to find out. In 40 MB of address space the tool ran out of
# memory; sanitizers need terabytes of it, and get no limit.
truncate -s 10G "$tmp/sparse.ipuz"
check_err "a file over the limit is refused" 2 \
    "ipuz-check: sparse.ipuz: file larger than 67108864 bytes" \
    sh -c 'cd "$0" && ipuz-check sparse.ipuz' "$tmp"
case ${USER_CFLAGS:-} in
*sanitize*)	limit=unlimited ;;
*)		limit=40000 ;;
esac
check_err "... without reading it" 2 \
    "ipuz-convert: sparse.ipuz: file larger than 67108864 bytes" \
    sh -c 'ulimit -v "$1" && cd "$0" && ipuz-convert sparse.ipuz' \
    "$tmp" "$limit"

# An endless device is refused at the limit, in as much memory: the
# buffer grows to the limit and a byte, not to twice the limit (128 MiB
# did not fit in 100 MB of address space).
check_err "an endless device is refused at the limit, in its memory" 2 \
    "ipuz-check: /dev/zero: file larger than 67108864 bytes" \
    sh -c 'ulimit -v "$0" && ipuz-check /dev/zero' \
    "$(test "$limit" = unlimited && echo unlimited || echo 100000)"

# A word list is refused from its size, unread, as a puzzle is: the
# tools read 100 MiB (1 GiB at most) before refusing it, and named 1 GiB
# for a list over that. Only an index may be larger than 64 MiB.
truncate -s 100M "$tmp/sparse.txt"
truncate -s 2G "$tmp/sparse2g.txt"
cp "$top/examples/mini-5x5.ipuz" "$tmp/"
check_err "a word list over the limit is refused unread (wordfind)" 2 \
    "wordfind: sparse.txt: file larger than 67108864 bytes" \
    sh -c 'ulimit -v "$1" && cd "$0" && wordfind -w sparse.txt A' \
    "$tmp" "$limit"
check_err "... gridfill -w" 2 \
    "gridfill: sparse.txt: file larger than 67108864 bytes" \
    sh -c 'ulimit -v "$1" && cd "$0" && gridfill -w sparse.txt mini-5x5.ipuz' \
    "$tmp" "$limit"
check_err "... ipuz-check -w" 2 \
    "ipuz-check: sparse.txt: file larger than 67108864 bytes" \
    sh -c 'ulimit -v "$1" && cd "$0" && ipuz-check -w sparse.txt mini-5x5.ipuz' \
    "$tmp" "$limit"
check_err "... over 1 GiB, naming its own limit" 2 \
    "wordfind: sparse2g.txt: file larger than 67108864 bytes" \
    sh -c 'cd "$0" && wordfind -w sparse2g.txt A' "$tmp"
check_err "... and a list from a device stops at it, not at 1 GiB" 2 \
    "wordfind: /dev/zero: file larger than 67108864 bytes" \
    sh -c 'ulimit -v "$0" && wordfind -w /dev/zero A' \
    "$(test "$limit" = unlimited && echo unlimited || echo 100000)"
rm -f "$tmp/sparse.txt" "$tmp/sparse2g.txt"

# A clue costs some 200 bytes built and 3 of text: at most 1M a puzzle.
awk 'BEGIN { printf "{\"version\":\"http://ipuz.org/v2\",\"kind\":"
    printf "[\"http://ipuz.org/crossword#1\"],\"dimensions\":"
    printf "{\"width\":1,\"height\":1},\"puzzle\":[[0]],"
    printf "\"solution\":[[\"A\"]],\"clues\":{\"Across\":["
    for (i = 0; i < 524288; i++) printf "\"\","
    printf "\"\"],\"Down\":["
    for (i = 0; i < 524288; i++) printf "\"\","
    print "\"\"]}}" }' >"$tmp/clues.ipuz"
check_err "ipuz: clues are counted before they are built" 2 \
    "ipuz-check: clues.ipuz:1:142: more than 1048576 clues" \
    sh -c 'cd "$0" && ipuz-check clues.ipuz' "$tmp"
awk 'BEGIN { printf "<?xml version=\"1.0\"?>\n<crossword-compiler>"
    printf "<rectangular-puzzle><crossword><grid width=\"1\" height=\"1\">"
    print "<cell x=\"1\" y=\"1\" solution=\"A\"/></grid>"
    print "<clues><title>Across</title>"
    for (i = 0; i < 524288; i++) printf "<clue/>"
    print "</clues>\n<clues><title>Down</title>"
    for (i = 0; i < 524289; i++) printf "<clue/>"
    print "</clues></crossword></rectangular-puzzle></crossword-compiler>" }' \
    >"$tmp/clues.jpz"
check_err "jpz: clues are counted before they are built" 2 \
    "ipuz-check: clues.jpz:5: more than 1048576 clues" \
    sh -c 'cd "$0" && ipuz-check clues.jpz' "$tmp"
# The feeds' clues are lines or elements: 1M and one 1-across clues.
awk 'BEGIN { print "{ 1  2 |\n 3 00\n{A B |\nC D\n{1. x |"
    for (i = 0; i < 1048575; i++) print "1. x |"
    print "3. y\n{1. z" }' >"$tmp/clues.txt"
check_err "King Features: the clue past the limit is refused" 2 \
    "ipuz-check: clues.txt:1048581: more than 1048576 clues" \
    sh -c 'cd "$0" && ipuz-check clues.txt' "$tmp"

# bounded CMD...: CMD, ended after $bound seconds, it and every process
# it started (timeout's process group: SIGTERM, then SIGKILL 5 s on): a
# batch that never ends (a parent that polls for a worker it thinks
# live, or makes workers forever: mutation19 W15, W04) is a failed
# check, not a hung test, and leaves nothing running.
bound=120
bounded() {
	_b=0
	timeout -k 5 "$bound" "$@" || _b=$?
	case $_b in
	124 | 137) echo "timed out after $bound seconds" >&2 ;;
	esac
	return "$_b"
}

# A limit on a file's size (ulimit -f: 2 blocks, 1024 bytes in dash, 2048
# in bash) made SIGXFSZ kill every tool unsaid, a batch at its first
# large output. The write fails instead, said, and a batch goes on: the
# rebus's .xd is 3083 bytes, the mini's 616.
mkdir "$tmp/fsz" "$tmp/fsz/in"
cp examples/rebus-15x15.ipuz examples/mini-5x5.ipuz "$tmp/fsz/in/"
check_err "ulimit -f: -d says the output too large, goes on" 2 \
    "ipuz-convert: cannot write 'out/in/rebus-15x15.xd': File too large
ipuz-convert: 1 of 2 files failed" \
    bounded sh -c 'cd "$0" && ulimit -f 2 &&
    ipuz-convert -q -t xd -d out in &&
    exit 9; s=$?; test -s out/in/mini-5x5.xd && exit $s' "$tmp/fsz"
check_err "... -J 2 alike: no worker dies" 2 \
    "ipuz-convert: cannot write 'j/in/rebus-15x15.xd': File too large
ipuz-convert: 1 of 2 files failed" \
    bounded sh -c 'cd "$0" && ulimit -f 2 &&
    ipuz-convert -q -J 2 -t xd -d j in &&
    exit 9; s=$?; test -s j/in/mini-5x5.xd && exit $s' "$tmp/fsz"
check_err "... ipuz-render -o: trouble, nothing left" 2 \
    "ipuz-render: cannot write 'x.pdf': File too large" \
    sh -c 'cd "$0" && ulimit -f 2 && ipuz-render -o x.pdf in/rebus-15x15.ipuz &&
    exit 9; s=$?; test ! -e x.pdf && exit $s' "$tmp/fsz"
check_err "... wordfind -B -o alike" 2 \
    "wordfind: cannot write 'x.idx': File too large" \
    sh -c 'cd "$0" && ulimit -f 2 && wordfind -B -o x.idx &&
    exit 9; s=$?; test ! -e x.idx && exit $s' "$tmp/fsz"

# Too few file descriptors for a pipe to each worker (ulimit -n), or no
# process for one: the batch stopped at once, "ipuz-convert: pipe: Too
# many open files", 0 to 8 of 30 files written as it happened, no count
# (hostile14 F7). It goes on with the workers it has, said once, and
# with none stops, saying how far it got. The fds above 2 are closed:
# then 3 and 4 are the parent's self-pipe, 5 on the ends of the workers'
# pipes it reads, and each new pipe needs two free.
mkdir "$tmp/nofile" "$tmp/nofile/in"
for i in 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 \
    21 22 23 24 25 26 27 28 29 30; do
	cp examples/mini-5x5.ipuz "$tmp/nofile/in/m$i.ipuz"
done
ipuz-convert -t xd -o "$tmp/nofile/m.xd" examples/mini-5x5.ipuz
# same DIR: how many of the outputs in DIR are the mini's conversion.
same() {
	(cd "$tmp/nofile" && for f in "$1"/in/*.xd; do
		cmp -s "$f" m.xd && echo "$f"
	done | wc -l | sed 's/ *\(.*\)/\1 the same/')
}
check_err "ulimit -n 12, -J 20: six workers take the batch, said once" 0 \
    "ipuz-convert: warning: going on with fewer workers than 20: pipe: Too many open files" \
    bounded sh -c 'cd "$0" && exec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&- &&
    (ulimit -n 12 && ipuz-convert -J 20 -t xd -d o12 in)' "$tmp/nofile"
check_out "... each file converted, once" 0 "30 the same" same o12
# -q prints no warnings, as its page says; this one it printed (docs17
# F11). The batch is the same.
check_silent "-q: not a word of fewer workers" 0 \
    bounded sh -c 'cd "$0" && exec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&- &&
    (ulimit -n 12 && ipuz-convert -q -J 20 -t xd -d o12q in)' "$tmp/nofile"
check_out "... each file converted, once" 0 "30 the same" same o12q
check_err "ulimit -n 7, -J 3: one worker at a time" 0 \
    "ipuz-convert: warning: going on with fewer workers than 3: pipe: Too many open files" \
    bounded sh -c 'cd "$0" && exec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&- &&
    (ulimit -n 7 && ipuz-convert -J 3 -t xd -d o7 in)' "$tmp/nofile"
check_out "... each file converted, once" 0 "30 the same" same o7
# SIGINT while shares wait for a worker (one at a time, as above): the
# batch is interrupted, exit 130, not stopped for want of a worker (exit
# 2, "cannot start a worker"), and no worker starts after the signal,
# which it would never reach (mutation19 W12, W13). 60 copies of a
# 150x150 puzzle, some tens of milliseconds each; the signal once 5 are
# written. The files written are those said, and at most the one in
# hand when the signal came.
mkdir "$tmp/stop" "$tmp/stop/in"
awk 'BEGIN { srand(1); for (r = 0; r < 150; r++) { s = ""
    for (c = 0; c < 150; c++)
	s = s ((r * 7 + c * 3) % 11 == 0 ? "#" : sprintf("%c", 65 + int(rand() * 26)))
    print s } }' >"$tmp/stop/big.txt"
ipuz-convert -o "$tmp/stop/in/p0.ipuz" "$tmp/stop/big.txt"
for i in $(seq 1 59); do
	cp "$tmp/stop/in/p0.ipuz" "$tmp/stop/in/p$i.ipuz"
done
check_out "SIGINT while shares wait for a worker: interrupted, none started" \
    0 "130
ipuz-convert: warning: going on with fewer workers than 3: pipe: Too many open files
ipuz-convert: interrupted: N of 60 files converted, 0 failed; -u goes on from there
as many written as said, none after the signal" \
    bounded sh -c 'cd "$0" && exec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&- || exit
    (ulimit -n 7 && exec perl -e "\$SIG{INT} = \"DEFAULT\"; exec @ARGV" \
	ipuz-convert -J 3 -t xd -d o in) 2>err & p=$!
    n=0
    while [ "$(find o -name "*.xd" 2>/dev/null | wc -l)" -lt 5 ] &&
	[ $n -lt 3000 ]; do
	sleep 0.01
	n=$((n + 1))
    done
    kill -INT $p
    at=$(find o -name "*.xd" | wc -l)
    wait $p
    echo $?
    sed "s/interrupted: [0-9]* of/interrupted: N of/" err
    said=$(sed -n "s/.*interrupted: \([0-9]*\) of.*/\1/p" err)
    end=$(find o -type f | wc -l)
    [ "$end" = "$said" ] && [ "$end" -le $((at + 1)) ] &&
	echo "as many written as said, none after the signal" ||
	echo "$end written, $said said, $at at the signal"' "$tmp/stop"
check_err "ulimit -n 6: no worker: stopped, how far it got, nothing left" 2 \
    "ipuz-convert: cannot start a worker: pipe: Too many open files
ipuz-convert: stopped: 0 of 30 files converted, 0 failed; -u goes on from there" \
    bounded sh -c 'cd "$0" && exec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&- &&
    (ulimit -n 6 && ipuz-convert -q -J 3 -t xd -d o6 in); s=$?;
    test ! -e o6 && exit $s' "$tmp/nofile"
check_err "... ulimit -n 4, no self-pipe: alike" 2 \
    "ipuz-convert: cannot start a worker: pipe: Too many open files
ipuz-convert: stopped: 0 of 30 files converted, 0 failed; -u goes on from there" \
    bounded sh -c 'cd "$0" && exec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&- &&
    (ulimit -n 4 && ipuz-convert -q -t xd -d o4 in); s=$?;
    test ! -e o4 && exit $s' "$tmp/nofile"

# fork(2) failing: ulimit -u does not bind root, and counts every process
# of the user. A shim lets the first $XW_FORKS forks be and fails the
# rest with EAGAIN, as the limit would.
cat >"$tmp/nofile/forks.c" <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <sys/types.h>

pid_t fork(void);

pid_t
fork(void)
{
	static pid_t (*real)(void);
	static int forks;
	const char *allowed = getenv("XW_FORKS");

	if (real == NULL)
		real = (pid_t (*)(void))dlsym(RTLD_NEXT, "fork");
	if (allowed != NULL && forks++ >= atoi(allowed)) {
		errno = EAGAIN;
		return -1;
	}
	return real();
}
EOF
check_exit "a shim that fails fork builds" 0 \
    sh -c 'cd "$0" && ${CC:-cc} -shared -fPIC -o forks.so forks.c -ldl' \
    "$tmp/nofile"
# The sanitizers' runtime would have to come first.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0
export ASAN_OPTIONS
# -J 2: the first worker takes the odd files; the second cannot be made,
# nor then one for its share once the first is done.
check_err "fork fails: one worker goes on, then the batch stops, said" 2 \
    "ipuz-convert: warning: going on with fewer workers than 2: fork: Resource temporarily unavailable
ipuz-convert: cannot start a worker: fork: Resource temporarily unavailable
ipuz-convert: stopped: 15 of 30 files converted, 0 failed; -u goes on from there
15 written" \
    bounded sh -c 'cd "$0" && env LD_PRELOAD=./forks.so XW_FORKS=1 \
    ipuz-convert \
    -J 2 -t xd -d of in; s=$?; echo "$(ls of/in | wc -l) written" >&2;
    exit $s' "$tmp/nofile"
check_silent "... and -u goes on from there" 0 \
    bounded sh -c 'cd "$0" && ipuz-convert -q -u -J 2 -t xd -d of in' \
    "$tmp/nofile"
# The same with one descriptor to spare for a pipe: the failed fork's
# pipe is closed, or the next start finds no room for one and says
# "pipe: Too many open files" (mutation19 W29).
check_err "... its pipe closed: the same under ulimit -n 8" 2 \
    "ipuz-convert: warning: going on with fewer workers than 2: fork: Resource temporarily unavailable
ipuz-convert: cannot start a worker: fork: Resource temporarily unavailable
ipuz-convert: stopped: 15 of 30 files converted, 0 failed; -u goes on from there" \
    bounded sh -c 'cd "$0" && exec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&- &&
    (ulimit -n 8 && env LD_PRELOAD=./forks.so XW_FORKS=1 ipuz-convert \
    -J 2 -t xd -d of8 in)' "$tmp/nofile"
check_out "... each file converted, once" 0 "30 the same" same of
check_err "... none at all: stopped at 0, nothing left" 2 \
    "ipuz-convert: cannot start a worker: fork: Resource temporarily unavailable
ipuz-convert: stopped: 0 of 30 files converted, 0 failed; -u goes on from there" \
    bounded sh -c 'cd "$0" && env LD_PRELOAD=./forks.so XW_FORKS=0 \
    ipuz-convert -q \
    -t xd -d of0 in; s=$?; test ! -e of0 && exit $s' "$tmp/nofile"
# A worker killed in a file (a FIFO with no writer) is replaced: here it
# cannot be, and none is left.
mkfifo "$tmp/nofile/f.ipuz"
check_err "... a worker killed, none to replace it: stopped, the file named" 2 \
    "ipuz-convert: f.ipuz: the worker converting it died: Killed
ipuz-convert: cannot start a worker: fork: Resource temporarily unavailable
ipuz-convert: stopped: 0 of 2 files converted, 1 failed; -u goes on from there" \
    bounded sh -c 'cd "$0" && env LD_PRELOAD=./forks.so XW_FORKS=1 \
    ipuz-convert -q \
    -t xd -d ok f.ipuz in/m01.ipuz & p=$!
    while [ -z "$(ps -o pid= --ppid $p)" ]; do sleep 0.01; done
    kill -s KILL $(ps -o pid= --ppid $p); wait $p; s=$?; test ! -e ok &&
    exit $s' "$tmp/nofile"

# Memory that ran out while json-c built an ipuz document was said as a
# fault at a place in the file: "huge.ipuz:1:2160377: success", or
# "unexpected text after the document". A 900x900 grid (6.5 MB) is read
# whole under no limit, not in 60 MB of address space.
awk 'BEGIN { printf "{\"version\":\"http://ipuz.org/v2\",\"kind\":"
    printf "[\"http://ipuz.org/crossword#1\"],\"dimensions\":"
    printf "{\"width\":900,\"height\":900},\"puzzle\":["
    for (r = 0; r < 900; r++) { printf "%s[", r ? "," : ""
	for (c = 0; c < 899; c++) printf "0,"; printf "0]" }
    printf "],\"solution\":["
    for (r = 0; r < 900; r++) { printf "%s[", r ? "," : ""
	for (c = 0; c < 899; c++) printf "\"A\","; printf "\"A\"]" }
    print "]}" }' >"$tmp/huge.ipuz"
case ${USER_CFLAGS:-} in
*sanitize*)
	skip "ipuz: out of memory is said so, of the file" \
	    "a sanitized build takes no address-space limit"
	skip "... by ipuz-convert alike" \
	    "a sanitized build takes no address-space limit" ;;
*)
	check_err "ipuz: out of memory is said so, of the file" 2 \
	    "ipuz-check: huge.ipuz: out of memory" \
	    sh -c 'cd "$0" && ulimit -v 60000 && ipuz-check huge.ipuz' "$tmp"
	check_err "... by ipuz-convert alike" 2 \
	    "ipuz-convert: huge.ipuz: out of memory" \
	    bounded sh -c 'cd "$0" && ulimit -v 100000 &&
	    ipuz-convert -q -t xd -o huge.xd huge.ipuz' "$tmp" ;;
esac
# Out of memory on one file of many said "prog: out of memory", no file
# named; ipuz-convert -d stopped there, losing the rest of the batch.
mkdir "$tmp/oom"
ipuz-convert -q -t xd -o "$tmp/oom/a.xd" "$tmp/huge.ipuz"
cp examples/mini-5x5.ipuz "$tmp/oom/b.ipuz"
cp "$tmp/oom/a.xd" "$tmp/oom/c.xd"
cp examples/mini-5x5.ipuz "$tmp/oom/d.ipuz"
case ${USER_CFLAGS:-} in
*sanitize*)
	for t in "ipuz-convert -d: out of memory names the file" \
	    "... and the batch goes on, no part of a file left" \
	    "... with -J 2 alike" \
	    "... ipuz-render alike" "... ipuz-pack -c alike" \
	    "... gridfill alike"; do
		skip "$t" "a sanitized build takes no address-space limit"
	done ;;
*)
	check_err "ipuz-convert -d: out of memory names the file" 2 \
	    "ipuz-convert: oom/a.xd: out of memory
ipuz-convert: oom/c.xd: out of memory
ipuz-convert: 2 of 4 files failed" \
	    bounded sh -c 'cd "$0" && ulimit -v 120000 &&
	    ipuz-convert -q -d dout oom' \
	    "$tmp"
	check_out "... and the batch goes on, no part of a file left" 0 \
	    "dout/oom/b.ipuz
dout/oom/d.ipuz" \
	    sh -c 'cd "$0" && find dout -type f | sort' "$tmp"
	check_err "... with -J 2 alike" 2 \
	    "ipuz-convert: oom/a.xd: out of memory
ipuz-convert: oom/c.xd: out of memory
ipuz-convert: 2 of 4 files failed
dj/oom/b.ipuz
dj/oom/d.ipuz" \
	    bounded sh -c 'cd "$0" && (ulimit -v 120000 &&
	    ipuz-convert -q -J 2 -d dj oom); s=$?; find dj -type f | sort >&2;
	    exit $s' "$tmp"
	# The big puzzle first: once a page is drawn, pango starts a thread
	# of its own, and under the limit glib may fail to make it and
	# abort (SIGTRAP, one run in ten; ipuz-render(1), BUGS).
	check_err "... ipuz-render alike" 2 \
	    "ipuz-render: huge.ipuz: out of memory" \
	    sh -c 'cd "$0" && ulimit -v 60000 &&
	    ipuz-render -o x.pdf huge.ipuz oom/b.ipuz' "$tmp"
	check_err "... ipuz-pack -c alike" 2 \
	    "ipuz-pack: huge.ipuz: out of memory" \
	    sh -c 'cd "$0" && ulimit -v 60000 &&
	    ipuz-pack -c -f x.zip oom/b.ipuz huge.ipuz' "$tmp"
	check_err "... gridfill alike" 2 \
	    "gridfill: huge.ipuz: out of memory" \
	    sh -c 'cd "$0" && ulimit -v 60000 && gridfill -a huge.ipuz' "$tmp" ;;
esac
check_silent "... which is read whole under no limit" 0 \
    sh -c 'cd "$0" && ipuz-check huge.ipuz' "$tmp"

done_testing
