#!/bin/sh
# Batches killed at random moments, the parent or the workers, with
# SIGKILL, SIGINT, SIGTERM and SIGSEGV: no temporary file and no partial
# file is left, every file written is whole, the workers die with the
# parent, a worker killed alone has its file named and is replaced (one
# killed between two files has the next given to the new one), the
# count of what failed is right, and -u goes on from there.
. "$(dirname "$0")/lib.sh"

# No core file from the workers killed with SIGSEGV; in a sanitized
# build they die of it too, unsaid, as in a plain one.
ulimit -c 0
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}handle_segv=0
UBSAN_OPTIONS=${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}handle_segv=0
export ASAN_OPTIONS UBSAN_OPTIONS

if ! ps -o pid= -p $$ >/dev/null 2>&1; then
	echo "1..0 # SKIP no ps(1)"
	exit 0
fi


# 100 copies of a 150x150 puzzle, each some tens of milliseconds to
# convert, so that a batch runs for a few seconds.
n=100
mkdir "$tmp/in"
awk 'BEGIN {
	srand(1)
	for (r = 0; r < 150; r++) {
		s = ""
		for (c = 0; c < 150; c++)
			if ((r * 7 + c * 3) % 11 == 0)
				s = s "#"
			else
				s = s sprintf("%c", 65 + int(rand() * 26))
		print s
	}
}' >"$tmp/big.txt"
ipuz-convert -o "$tmp/in/p0.ipuz" "$tmp/big.txt"
i=1
while [ $i -lt $n ]; do
	cp "$tmp/in/p0.ipuz" "$tmp/in/p$i.ipuz"
	i=$((i + 1))
done
ref=$(ipuz-convert -t jpz "$tmp/in/p0.ipuz" | md5sum | cut -c1-32)


# A pause of 0 to 0.5 seconds.
pause() {
	sleep "$(od -An -N1 -tu1 /dev/urandom |
	    awk '{ printf "%.3f", $1 / 255 * 0.5 }')"
}

# Whether process $1 is gone: no such process, or a zombie that an init
# which does not reap keeps.
gone() {
	case $(ps -o stat= -p "$1" 2>/dev/null) in
	"" | Z*) return 0 ;;
	*) return 1 ;;
	esac
}

# Once process $2 has started: a first file is in the folder $1, or
# it is gone (or 5 seconds passed).
started() {
	tries=0
	while [ -z "$(find "$1" -type f 2>/dev/null)" ] && ! gone "$2" &&
	    [ $tries -lt 500 ]; do
		sleep 0.01
		tries=$((tries + 1))
	done
}

# The workers of $1, once there are $2 of them (or 5 seconds passed).
workers_of() {
	tries=0
	while [ "$(ps -o pid= --ppid "$1" | wc -l)" -lt "$2" ] &&
	    ! gone "$1" && [ $tries -lt 500 ]; do
		sleep 0.01
		tries=$((tries + 1))
	done
	ps -o pid= --ppid "$1" || true
}

# What is in out: the count of files, and why it is wrong if it is: a
# temporary or stray file, or a file not the whole conversion.
inspect() {
	why=
	files=$(ls -A "$tmp/out" 2>/dev/null | wc -l)
	stray=$(ls -A "$tmp/out" 2>/dev/null | grep -v '^p[0-9]*\.jpz$' |
	    tr '\n' ' ') || true
	[ -z "$stray" ] || why="$why stray: $stray;"
	if [ "$files" -gt 0 ]; then
		partial=$(cd "$tmp/out" && md5sum -- *.jpz | grep -v "^$ref " |
		    cut -c35- | tr '\n' ' ') || true
		[ -z "$partial" ] || why="$why not whole: $partial;"
	fi
}

# trial SIG WHO JOBS: kill a batch of JOBS workers (the parent, or every
# worker) with SIG, and check what it left.
trial() {
	sig=$1 who=$2 jobs=$3
	rm -rf "$tmp/out"
	# A background job of a script ignores SIGINT; perl gives it back.
	perl -e '$SIG{INT} = "DEFAULT"; exec @ARGV' ipuz-convert -q -t jpz \
	    -J "$jobs" -d "$tmp/out" "$tmp"/in/*.ipuz 2>"$tmp/err" &
	pid=$!
	kids=
	if [ "$who" = workers ]; then
		kids=$(workers_of $pid "$jobs")
	elif [ "$jobs" -gt 1 ]; then
		kids=$(workers_of $pid "$jobs")
	else
		started "$tmp/out" $pid
	fi
	pause
	if [ "$who" = parent ]; then
		kill -s "$sig" $pid 2>/dev/null || true
	else
		for k in $kids; do
			kill -s "$sig" "$k" 2>/dev/null || true
		done
	fi
	rc=0
	wait $pid 2>/dev/null || rc=$?
	# The workers are gone within 2 seconds, having written at most the
	# file each had in hand.
	before=$(ls "$tmp/out" 2>/dev/null | wc -l)
	alive=
	for k in $kids; do
		tries=0
		while ! gone "$k" && [ $tries -lt 200 ]; do
			sleep 0.01
			tries=$((tries + 1))
		done
		gone "$k" || alive="$alive $k"
	done
	[ -z "$alive" ] || kill -s KILL $alive 2>/dev/null || true
	inspect
	[ -z "$alive" ] || why="$why workers left:$alive;"
	[ "$files" -le $((before + jobs)) ] ||
	    why="$why $((files - before)) files written after the end;"
	case $sig in
	KILL) num=9 died=Killed ;;
	INT) num=2 died=Interrupt ;;
	TERM) num=15 died=Terminated ;;
	SEGV) num=11 died='Segmentation fault' ;;
	esac
	last=$(tail -n 1 "$tmp/err")
	failed=$((n - files))
	if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ]; then
		# Done before the signal came.
		[ $files -eq $n ] || why="$why exit 0 with $files files;"
	elif [ "$who" = parent ] && [ $sig = KILL ]; then
		[ $rc -eq 137 ] && [ ! -s "$tmp/err" ] ||
		    why="$why exit $rc;"
	elif [ "$who" = parent ]; then
		[ $rc -eq $((128 + num)) ] || why="$why exit $rc;"
		[ "$last" = "ipuz-convert: interrupted: $files of $n files converted, 0 failed; -u goes on from there" ] ||
		    why="$why said '$last' with $files files;"
	else
		# The batch was not stopped: each worker killed in the middle
		# of a file has that file named and counted, and a new worker
		# goes on from the next; one killed between two files (a stop
		# signal held off from a file's renaming to its record comes
		# then) has the next given to a new worker, which converts
		# it. The batch ends as it would have, with a count of the
		# files failed when there are some.
		said=$(echo "$last" |
		    sed -n "s/^ipuz-convert: \([0-9]*\) of $n files failed\$/\1/p")
		if [ -n "$said" ]; then
			sed '$d' "$tmp/err"
		else
			cat "$tmp/err"
		fi >"$tmp/msgs"
		sed -n "s|^ipuz-convert: $tmp/in/\(p[0-9]*\)\.ipuz: the worker converting it died: $died\$|\1|p" \
		    "$tmp/msgs" | sort >"$tmp/named"
		sed -n "s|^ipuz-convert: $tmp/in/\(p[0-9]*\)\.ipuz: warning: the worker about to convert it died: $died; a new one converts it\$|\1|p" \
		    "$tmp/msgs" | sort >"$tmp/handed"
		i=0
		while [ $i -lt $n ]; do
			[ -e "$tmp/out/p$i.jpz" ] || echo "p$i"
			i=$((i + 1))
		done | sort >"$tmp/missing"
		named=$(wc -l <"$tmp/named")
		handed=$(wc -l <"$tmp/handed")
		last_files=$(grep -cx "ipuz-convert: warning: a worker died after its last file: $died" "$tmp/msgs") || true
		if [ "$named" -gt 0 ]; then
			[ $rc -eq 2 ] || why="$why exit $rc;"
			[ "$said" = "$named" ] ||
			    why="$why said '$last' with $named named;"
		else
			[ $rc -eq 0 ] && [ -z "$said" ] ||
			    why="$why exit $rc, said '$last' with none named;"
		fi
		[ "$(sort -u "$tmp/named" | wc -l)" -eq "$named" ] ||
		    why="$why a file named twice;"
		# A file given to a new worker is converted, and is not named.
		[ -z "$(comm -12 "$tmp/handed" "$tmp/missing")" ] &&
		    [ -z "$(comm -12 "$tmp/handed" "$tmp/named")" ] ||
		    why="$why handed $(tr '\n' ' ' <"$tmp/handed")with $(tr '\n' ' ' <"$tmp/missing")missing;"
		# Every file not written is named. SIGKILL, which cannot be
		# held off, can come between a file's renaming and its count:
		# that file is named too. So can the SIGSEGV sent here, a
		# crash's stand-in; a crash's own comes from the conversion,
		# never between the two.
		if [ $sig = KILL ] || [ $sig = SEGV ]; then
			[ -z "$(comm -13 "$tmp/named" "$tmp/missing")" ] &&
			    [ "$named" -le $((failed + jobs)) ] ||
			    why="$why named $(tr '\n' ' ' <"$tmp/named")with $(tr '\n' ' ' <"$tmp/missing")missing;"
		else
			cmp -s "$tmp/named" "$tmp/missing" ||
			    why="$why named $(tr '\n' ' ' <"$tmp/named")with $(tr '\n' ' ' <"$tmp/missing")missing;"
		fi
		# Each worker killed is said once: in a file, between two, or
		# after its last; the new ones are not killed.
		deaths=$((named + handed + last_files))
		[ "$deaths" -ge 1 ] || why="$why no worker killed;"
		[ "$deaths" -le "$jobs" ] ||
		    why="$why $deaths deaths said of $jobs workers;"
		grep -v "^ipuz-convert: $tmp/in/p[0-9]*\.ipuz: the worker converting it died: $died\$" "$tmp/msgs" |
		    grep -v "^ipuz-convert: $tmp/in/p[0-9]*\.ipuz: warning: the worker about to convert it died: $died; a new one converts it\$" |
		    grep -vx "ipuz-convert: warning: a worker died after its last file: $died" |
		    grep -q . && why="$why other messages;"
	fi
	desc="SIG$sig to the $who of a -J $jobs batch"
	if [ -z "$why" ]; then
		pass "$desc ($files files)"
	else
		fail "$desc"
		echo "#$why"
		diag_file "$tmp/err"
	fi
}

for sig in KILL INT TERM; do
	trial $sig parent 4
	trial $sig workers 4
done
trial TERM parent 1
trial INT parent 1
# The kernel's out-of-memory killer, a crash: with -J 1 the rest of the
# batch was lost.
trial KILL workers 1
trial SEGV workers 1
trial SEGV workers 4

# A stopped batch goes on with -u: the rest is converted, nothing twice.
trial TERM parent 4
if ipuz-convert -q -u -t jpz -J 4 -d "$tmp/out" "$tmp"/in/*.ipuz \
    2>"$tmp/err" && inspect && [ -z "$why" ] && [ $files -eq $n ] &&
    [ ! -s "$tmp/err" ]; then
	pass "-u finishes a stopped batch"
else
	fail "-u finishes a stopped batch"
	echo "# $files files;$why"
fi

# A worker blocked on a FIFO with no writer is in the middle of that
# file: killed there, one signal after another, by hand, by the kernel's
# out-of-memory killer (SIGKILL) or a crash (SIGSEGV), it has its file
# named and counted as failed, and a new worker goes on from the file
# after it. A file is tried once, so three that kill every worker cost
# three workers, and the batch still ends.
# (The checks below write their output to $tmp/out.)
rm -rf "$tmp/out"
mkdir "$tmp/fifo"
for f in f1 f2 f3; do
	mkfifo "$tmp/fifo/$f.ipuz"
done
for f in g2 g3 g4; do
	cp "$tmp/in/p0.ipuz" "$tmp/fifo/$f.ipuz"
done

# killing DIR AFTER SIG... -- ARG...: run ipuz-convert -d DIR ARG... in
# $tmp/fifo, and kill each worker it starts with the next SIG, once
# there is one left that is not killed yet, and not before the file
# AFTER is there, unless it is '-' (or 5 seconds passed); its exit
# status, the files in DIR after its messages.
killing() {
	kdir=$1 after=$2 sigs=
	shift 2
	while [ "$1" != -- ]; do
		sigs="$sigs $1"
		shift
	done
	shift
	(cd "$tmp/fifo" && exec ipuz-convert -d "$kdir" "$@") &
	kpid=$!
	killed=
	for s in $sigs; do
		tries=0
		while :; do
			# The live workers not killed yet.
			k=$(ps -o pid=,stat= --ppid $kpid |
			    awk -v killed="$killed" 'BEGIN { n = split(killed, a)
				for (i = 1; i <= n; i++) k[a[i]] = 1 }
				$2 !~ /^Z/ && !($1 in k) { print $1 }')
			if [ "$(echo $k | wc -w)" -eq 1 ] && { [ "$after" = - ] ||
			    [ -e "$tmp/fifo/$after" ]; }; then
				break
			fi
			! gone $kpid && [ $tries -lt 500 ] || break
			sleep 0.01
			tries=$((tries + 1))
		done
		[ -z "$k" ] || kill -s $s $k
		killed="$killed $k"
	done
	# A worker left on a FIFO would hang the test: end it.
	(sleep 10 && kill -s TERM $kpid) >/dev/null 2>&1 &
	watch=$!
	krc=0
	wait $kpid || krc=$?
	kill $watch 2>/dev/null || true
	(cd "$tmp/fifo" && find "$kdir" -type f | sort >&2)
	return $krc
}

check_err "-J 1: each worker killed in a file names it, and the next goes on" 2 \
    "ipuz-convert: f1.ipuz: the worker converting it died: Killed
ipuz-convert: f2.ipuz: the worker converting it died: Segmentation fault
ipuz-convert: f3.ipuz: the worker converting it died: Terminated
ipuz-convert: 3 of 4 files failed
o1/g4.xd" \
    killing o1 - KILL SEGV TERM -- -q -t xd f1.ipuz f2.ipuz f3.ipuz \
    g4.ipuz

# -J 2: the first worker takes f1, f3 and g3, the second g2 and g4; the
# first is killed on f1 once the second is done (g4 written, and then
# one worker left), its replacement on f3.
check_err "-J 2: alike, each file tried once" 2 \
    "ipuz-convert: f1.ipuz: the worker converting it died: Segmentation fault
ipuz-convert: f3.ipuz: the worker converting it died: Killed
ipuz-convert: 2 of 5 files failed
o2/g2.xd
o2/g3.xd
o2/g4.xd" \
    killing o2 o2/g4.xd SEGV KILL -- -q -J 2 -t xd f1.ipuz g2.ipuz f3.ipuz \
    g4.ipuz g3.ipuz

# A worker killed at given records, deterministically: a shim kills
# the process with SIGKILL, as the kernel's out-of-memory killer could,
# at each kill of $XW_KILL_AT in turn, REC:WHEN, before or after the
# batch next writes the record byte REC to its stderr (1 done, 4
# started) ($XW_KILL_MARK.N made once the N-th is done).
mkdir "$tmp/rec"
cat >"$tmp/rec/records.c" <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

ssize_t write(int fd, const void *buf, size_t n);

/* Whether the next kill not done yet is at record rec, WHEN when; if
   so, it is marked done. */
static int
kill_now(int rec, const char *when)
{
	const char *at = getenv("XW_KILL_AT"), *mark = getenv("XW_KILL_MARK");
	char path[4096], w[8];
	int i, r, n, fd;

	for (i = 1; at != NULL && mark != NULL &&
	    sscanf(at, " %d:%7[a-z]%n", &r, w, &n) == 2; i++, at += n) {
		snprintf(path, sizeof(path), "%s.%d", mark, i);
		if (access(path, F_OK) == 0)
			continue;
		if (r != rec || strcmp(w, when) != 0)
			return 0;
		if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600)) < 0)
			return 0;
		close(fd);
		return 1;
	}
	return 0;
}

ssize_t
write(int fd, const void *buf, size_t n)
{
	static ssize_t (*real)(int, const void *, size_t);
	int rec = n == 1 ? *(const unsigned char *)buf : -1;
	ssize_t k;

	if (real == NULL)
		real = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT,
		    "write");
	if (fd != 2 || n != 1)
		return real(fd, buf, n);
	if (kill_now(rec, "before"))
		kill(getpid(), SIGKILL);
	k = real(fd, buf, n);
	if (kill_now(rec, "after"))
		kill(getpid(), SIGKILL);
	return k;
}
EOF
for f in r1 r2 r3; do
	cp "$tmp/in/p0.ipuz" "$tmp/rec/$f.ipuz"
done
check_exit "a shim that kills a worker at a record builds" 0 \
    sh -c 'cd "$0" && ${CC:-cc} -shared -fPIC -o records.so records.c -ldl' \
    "$tmp/rec"
# The sanitizers' runtime would have to come first.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0
export ASAN_OPTIONS

# recording DIR REC:WHEN... -- ARG...: run ipuz-convert -q -t xd -d
# DIR ARG... in $tmp/rec under the shim, -J 1, with those kills; its
# exit status, the files in DIR after its messages.
recording() {
	rdir=$1 rat= rrc=0
	shift
	while [ "$1" != -- ]; do
		rat="$rat $1"
		shift
	done
	shift
	(cd "$tmp/rec" && env LD_PRELOAD=./records.so XW_KILL_AT="$rat" \
	    XW_KILL_MARK="$rdir.mark" \
	    ipuz-convert -q -t xd -d "$rdir" "$@") || rrc=$?
	(cd "$tmp/rec" && find "$rdir" -type f | sort >&2)
	return $rrc
}

# Killed after it said r1 was done and before it started r2: r2 was
# not tried, and the new worker converts it (it was named and left out,
# counted as failed).
check_err "a worker killed between two files: the next goes to a new one" 0 \
    "ipuz-convert: r2.ipuz: warning: the worker about to convert it died: Killed; a new one converts it
k1/r1.xd
k1/r2.xd
k1/r3.xd" \
    recording k1 1:after -- r1.ipuz r2.ipuz r3.ipuz
# Killed before it started its first file, and so is the new worker: the
# file counts as failed, so that workers that die as soon as they are
# made still end the batch.
check_err "... two workers killed before they start a file: it fails" 2 \
    "ipuz-convert: r1.ipuz: warning: the worker about to convert it died: Killed; a new one converts it
ipuz-convert: r1.ipuz: not converted: two workers died about to convert it: Killed
ipuz-convert: 1 of 3 files failed
k2/r2.xd
k2/r3.xd" \
    recording k2 4:before 4:before -- r1.ipuz r2.ipuz r3.ipuz
# Once one starts it, the count of deaths begins again.
check_err "... one killed before r2, then one before r3: both converted" 0 \
    "ipuz-convert: r2.ipuz: warning: the worker about to convert it died: Killed; a new one converts it
ipuz-convert: r3.ipuz: warning: the worker about to convert it died: Killed; a new one converts it
k3/r1.xd
k3/r2.xd
k3/r3.xd" \
    recording k3 1:after 1:after -- r1.ipuz r2.ipuz r3.ipuz
# SIGKILL between its renaming into place and its record: r1 is whole,
# but named, and not converted again.
check_err "... killed between a file's renaming and its record: named" 2 \
    "ipuz-convert: r1.ipuz: the worker converting it died: Killed
ipuz-convert: 1 of 3 files failed
k4/r1.xd
k4/r2.xd
k4/r3.xd" \
    recording k4 1:before -- r1.ipuz r2.ipuz r3.ipuz
# Each killed after its file's record, the last one after the last
# file's: all is converted, and that death is said (mutation19 W07,
# W24: past the last file there is no file to name).
check_err "... each killed after its file, the last after the last" 0 \
    "ipuz-convert: r2.ipuz: warning: the worker about to convert it died: Killed; a new one converts it
ipuz-convert: r3.ipuz: warning: the worker about to convert it died: Killed; a new one converts it
ipuz-convert: warning: a worker died after its last file: Killed
k5/r1.xd
k5/r2.xd
k5/r3.xd" \
    recording k5 1:after 1:after 1:after -- r1.ipuz r2.ipuz r3.ipuz
# Three killed before they start a file: r1 fails, and r2's count of
# deaths begins at 0, its new worker converting it (mutation19 W09).
check_err "... three killed before a start: r1 fails, r2 converted" 2 \
    "ipuz-convert: r1.ipuz: warning: the worker about to convert it died: Killed; a new one converts it
ipuz-convert: r1.ipuz: not converted: two workers died about to convert it: Killed
ipuz-convert: r2.ipuz: warning: the worker about to convert it died: Killed; a new one converts it
ipuz-convert: 1 of 3 files failed
k6/r2.xd
k6/r3.xd" \
    recording k6 4:before 4:before 4:before -- r1.ipuz r2.ipuz r3.ipuz
# Killed in r1 (after it said it started it), then its replacement
# before it starts r2: r1 is named, and r2, not tried, goes to a third
# worker. The replacement once kept the start said of r1, and r2 was
# named as failed too (mutation19 W11).
check_err "... one killed in r1, the next before r2: r2 converted" 2 \
    "ipuz-convert: r1.ipuz: the worker converting it died: Killed
ipuz-convert: r2.ipuz: warning: the worker about to convert it died: Killed; a new one converts it
ipuz-convert: 1 of 3 files failed
k7/r2.xd
k7/r3.xd" \
    recording k7 4:after 4:before -- r1.ipuz r2.ipuz r3.ipuz

# A stop of ipuz-convert itself, alone or with its workers in one
# process group (as a terminal's ^C sends it), ends the batch, and no
# worker is taken for one that died.
check_err "SIGTERM to ipuz-convert, its worker on a FIFO: the batch stops" \
    143 "ipuz-convert: interrupted: 0 of 2 files converted, 0 failed; -u goes on from there" \
    sh -c 'cd "$0" && ipuz-convert -q -t xd -d o3 f1.ipuz g2.ipuz &
    p=$!; while [ -z "$(ps -o pid= --ppid $p)" ]; do sleep 0.01; done
    kill -s TERM $p; wait $p 2>/dev/null' "$tmp/fifo"
check_err "SIGINT to the process group: the batch stops" \
    130 "ipuz-convert: interrupted: 0 of 2 files converted, 0 failed; -u goes on from there" \
    sh -c 'cd "$0" && perl -e "setpgrp(0, 0); \$SIG{INT} = q(DEFAULT);
    exec @ARGV" ipuz-convert -q -t xd -d o4 f1.ipuz g2.ipuz &
    p=$!; while [ -z "$(ps -o pid= --ppid $p)" ]; do sleep 0.01; done
    perl -e "kill q(INT), -\$ARGV[0]" $p; wait $p 2>/dev/null' "$tmp/fifo"

# A folder's tree, stopped: the count is right, no folder is left empty,
# and -u goes on from there.
for m in 0 1 2 3 4; do
	mkdir -p "$tmp/tree/m$m"
	for i in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19; do
		ln "$tmp/in/p0.ipuz" "$tmp/tree/m$m/p$i.ipuz"
	done
done
rm -rf "$tmp/tout"
ipuz-convert -q -t jpz -d "$tmp/tout" "$tmp/tree" 2>"$tmp/err" &
pid=$!
started "$tmp/tout" $pid
kill -s TERM $pid 2>/dev/null || true
rc=0
wait $pid 2>/dev/null || rc=$?
files=$(find "$tmp/tout" -type f | wc -l)
why=
[ -z "$(find "$tmp/tout" -name '.xwtmp*')" ] || why="$why temporaries;"
[ -z "$(find "$tmp/tout" -type d -empty)" ] || why="$why empty folders;"
if [ $rc -eq 143 ]; then
	[ "$(tail -n 1 "$tmp/err")" = "ipuz-convert: interrupted: $files of 100 files converted, 0 failed; -u goes on from there" ] ||
	    why="$why said '$(tail -n 1 "$tmp/err")' with $files files;"
elif [ $rc -ne 0 ] || [ $files -ne 100 ]; then
	why="$why exit $rc with $files files;"
fi
ipuz-convert -q -u -t jpz -J 2 -d "$tmp/tout" "$tmp/tree" 2>>"$tmp/err" ||
    why="$why -u failed;"
[ "$(find "$tmp/tout" -type f | wc -l)" -eq 100 ] || why="$why not all after -u;"
if [ -z "$why" ]; then
	pass "SIGTERM to a batch of a folder's tree ($files files), and -u"
else
	fail "SIGTERM to a batch of a folder's tree"
	echo "#$why"
	diag_file "$tmp/err"
fi

done_testing
