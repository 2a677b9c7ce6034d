#!/bin/sh
# libxw as another program sees it: the installed headers compile alone
# as C99, C11 and C++, and the example of libxw(3) builds against the
# installed library with pkg-config, static and shared, and runs.
. "$(dirname "$0")/lib.sh"

# The flags make check passes on, so that a sanitized libxw gets a
# sanitized program.
cc=${CC:-cc}
cflags=${USER_CFLAGS--g -O2}
cxx=${CXX:-c++}

dest=$tmp/dest
copy_tree
check_exit "make install succeeds" 0 \
    sh -c 'cd "$0" && make -s install DESTDIR="$1" PREFIX=/usr/xw' \
    "$tmp/tree" "$dest"
PKG_CONFIG_PATH=$dest/usr/xw/lib/pkgconfig
PKG_CONFIG_SYSROOT_DIR=$dest
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
inc=$(pkg-config --cflags xw)
headers=$(cd "$dest/usr/xw/include/xw" && ls)

# Each header alone, as C99 and as C11, with nothing but itself.
for std in c99 c11; do
	bad=
	for h in $headers; do
		echo "#include <xw/$h>" >"$tmp/$h.c"
		$cc -std=$std -pedantic -Wall -Wextra -Werror $inc \
		    -fsyntax-only "$tmp/$h.c" >"$tmp/err" 2>&1 || {
			bad="$bad $h"
			diag_file "$tmp/err"
		}
	done
	if [ -z "$bad" ]; then
		pass "each installed header compiles alone as $std -pedantic"
	else
		fail "each installed header compiles alone as $std -pedantic"
		echo "# failed:$bad"
	fi
done

# Every function the headers declare, from their text without comments.
for h in $headers; do
	sed 's|/\*.*\*/||; /\/\*/,/\*\//d' "$dest/usr/xw/include/xw/$h"
done | tr '\n' ' ' | grep -o 'xw_[a-z0-9_]* *(' | tr -d ' (' |
    sort -u >"$tmp/declared"
# A C++ program that takes the address of each links only when every
# header declares them extern "C" and the library has them all.
{
	for h in $headers; do
		echo "#include <xw/$h>"
	done
	echo 'typedef void (*fn)(void);'
	echo 'const fn fns[] = {'
	sed 's/.*/	reinterpret_cast<fn>(\&&),/' "$tmp/declared"
	echo '};'
	echo 'int main() { return fns[0] == 0; }'
} >"$tmp/all.cc"
check_exit "a C++ program links every function of the headers" 0 \
    sh -c "$cxx -pedantic -Wall -Wextra -Werror $cflags -o '$tmp/cxx' \
    '$tmp/all.cc' \$(pkg-config --cflags --libs xw)"

# libxw.so exports the functions and variables of the headers and no
# other: not the readers of single formats nor the command-line kit,
# which libxw(3) says stay internal (QA libapi6 #6: 257 more). A static
# inline function of a header has no symbol.
for h in $headers; do
	sed -n '/^static inline/{n;s/^\(xw_[a-z0-9_]*\)(.*/\1/p;}' \
	    "$dest/usr/xw/include/xw/$h"
done | sort >"$tmp/inline"
comm -23 "$tmp/declared" "$tmp/inline" >"$tmp/functions"
nm -D --defined-only "$dest/usr/xw/lib/libxw.so" |
    awk '$2 == "T" { print $3 }' | sort >"$tmp/exported"
same "libxw.so exports the functions of the headers, no other" \
    "$tmp/functions" "$tmp/exported"
nm -D --defined-only "$dest/usr/xw/lib/libxw.so" |
    awk '$2 != "T" { print $3 }' | sort >"$tmp/exported"
printf 'xw_formats\nxw_nformats\n' >"$tmp/variables"
same "libxw.so exports the variables of format.h, no other" \
    "$tmp/variables" "$tmp/exported"
# The library calls nothing of the command-line kit (cli.c, cli_lists.c
# and cli_out.c, which only cmd/ uses): check.c took the way past a
# scrambled .puz from it, where the wording now lives beside the error
# codes (xw_errcode_hint). The kit is every symbol the three define, not
# only those named xw_cli_ (xw_exit_fold, xw_json_println: mutation19
# X02, X03).
nm -A "$dest/usr/xw/lib/libxw.a" >"$tmp/nm"
awk '$1 ~ /:cli(_lists|_out)?\.o:/ && $(NF-1) ~ /^[TDBR]$/ { print $NF }' "$tmp/nm" |
    sort >"$tmp/kitsyms"
check_out "the kit's symbols are those the cli objects define" 0 \
    "xw_cli_end_with xw_exit_fold xw_json_line xw_json_println" \
    sh -c 'grep -x -e xw_cli_end_with -e xw_exit_fold -e xw_json_line \
    -e xw_json_println "$0" | tr "\n" " " | sed "s/ $//"; echo' "$tmp/kitsyms"
awk 'NR == FNR { kit[$1]; next }
    $(NF-1) == "U" && $NF in kit && $1 !~ /:cli(_lists|_out)?\.o:$/' \
    "$tmp/kitsyms" "$tmp/nm" | sed 's|.*/libxw\.a:||; s/  */ /g' >"$tmp/kit"
: >"$tmp/none"
same "no module of libxw but the command-line kit calls the kit" \
    "$tmp/none" "$tmp/kit"

cat >"$tmp/want" <<EOF
1 DARK
5 MOVIE
6 OZONE
7 REIGN
8 ENDS
EOF
cp examples/libxw-answers.c "$tmp"
cd "$tmp"

# As libxw(3) shows it: shared, then static.
check_exit "the example builds with the shared libxw" 0 \
    sh -c "$cc $cflags -o answers libxw-answers.c \
    \$(pkg-config --cflags --libs xw)"
LD_LIBRARY_PATH=$dest/usr/xw/lib ./answers "$top/examples/mini-5x5.ipuz" \
    >got 2>&1 || echo "# exit status $?" >>got
same "it prints the across answers" want got
readelf -d answers | sed -n 's/.*(NEEDED).*\[\(libxw[^]]*\)\]/\1/p' >needed
echo libxw.so.0 >needed.want
same "it needs libxw.so.0" needed.want needed

check_exit "the example builds with the static libxw" 0 \
    sh -c "$cc $cflags -o answers libxw-answers.c \
    \$(pkg-config --cflags xw) \$(pkg-config --static --libs xw | \
    sed 's/-lxw/-Wl,-Bstatic -lxw -Wl,-Bdynamic/')"
./answers "$top/examples/mini-5x5.ipuz" >got 2>&1 || \
    echo "# exit status $?" >>got
same "it prints the across answers without libxw.so" want got
./answers <"$top/examples/mini-5x5.ipuz" >got 2>&1 || \
    echo "# exit status $?" >>got
same "it reads the standard input" want got
./answers missing.puz >got 2>&1 || echo "exit status $?" >>got
cat >want <<EOF
answers: cannot open 'missing.puz': No such file or directory
exit status 2
EOF
same "it reports an error as libxw(3) shows" want got

# The contracts a caller leans on: an error struct may be NULL, so may
# the count of skipped lines, a program linked with the installed
# libxw.so finds the installed word list with no XW_DATADIR, a
# max_fills of 0 asks for one fill, and xw_fill's stats may be NULL.
cat >contracts.c <<'EOF'
#include <stdio.h>
#include <string.h>

#include <xw/fill.h>
#include <xw/format.h>
#include <xw/wordidx.h>

static int
found(struct xw_puzzle *p, void *arg)
{
	int r, c;

	(void)arg;
	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++)
			fputs(xw_cell_at(p, r, c)->solution, stdout);
		putchar('\n');
	}
	return 0;
}

int
main(int argc, char *argv[])
{
	struct xw_fill_opts o = { 0 };
	struct xw_fill_stats st;
	struct xw_puzzle *p;
	struct xw_index *ix;
	const char *def = xw_index_default();

	(void)argc;
	p = xw_puzzle_load(argv[1], NULL, NULL, NULL);
	printf("a bad puzzle, no error struct: %s\n", p ? "read" : "NULL");
	ix = xw_index_open(argv[2], NULL, NULL, NULL);
	printf("no index, no error struct: %s\n", ix ? "open" : "NULL");
	ix = xw_index_open(argv[3], NULL, NULL, NULL);
	printf("a list, nothing counted: %zu words\n", xw_index_size(ix));
	xw_index_close(ix);
	printf("the default index is %s\n",
	    strcmp(def, argv[4]) == 0 ? "the installed one" : def);
	if ((p = xw_puzzle_load(argv[5], NULL, NULL, NULL)) == NULL ||
	    (ix = xw_index_open(def, NULL, NULL, NULL)) == NULL)
		return 2;
	o.found = found;
	o.searches = 2;
	printf("fill: %d\n", xw_fill(p, ix, &o, &st, NULL));
	o.max_fills = 1;
	printf("fill, no stats: %d\n", xw_fill(p, ix, &o, NULL, NULL));
	xw_index_close(ix);
	xw_puzzle_free(p);
	return 0;
}
EOF
printf '{"version": ' >bad.ipuz
printf 'gnome;60\nanode\n' >words.txt
printf 'C....\n.....\n.....\n' >grid.txt
cat >want <<EOF
a bad puzzle, no error struct: NULL
no index, no error struct: NULL
a list, nothing counted: 2 words
the default index is the installed one
CADRE
ASPEN
NAIVE
fill: 0
CADRE
ASPEN
NAIVE
fill, no stats: 0
EOF
check_exit "a program of the contracts builds with the shared libxw" 0 \
    sh -c "$cc $cflags -o contracts contracts.c \
    \$(pkg-config --cflags --libs xw)"
lib=$dest/usr/xw/lib
env -u XW_DATADIR LD_LIBRARY_PATH="$lib" ./contracts bad.ipuz missing.idx \
    words.txt "$lib/../share/xwtools/words.idx" grid.txt >got 2>&1 ||
    echo "# exit status $?" >>got
same "NULL errors, counts, stats taken; libxw.so finds its word list" \
    want got

# A program linked with the installed libxw.a has no libxw.so to look
# beside: the default index is that of the install's PREFIX, though the
# build's was /usr/local (QA libapi4 #3).
cat >defidx.c <<'EOF'
#include <stdio.h>

#include <xw/wordidx.h>

int
main(void)
{
	puts(xw_index_default());
	return 0;
}
EOF
check_exit "a program of the default index builds with the static libxw" 0 \
    sh -c "$cc $cflags -o defidx defidx.c \$(pkg-config --cflags xw) \
    \$(pkg-config --static --libs xw | \
    sed 's/-lxw/-Wl,-Bstatic -lxw -Wl,-Bdynamic/')"
check_out "with libxw.a, the default index is the install PREFIX's" 0 \
    /usr/xw/share/xwtools/words.idx env -u XW_DATADIR ./defidx

# Nor has libxw.so a share/ beside it in a multiarch LIBDIR, as a Debian
# package installs it (make, then make install PREFIX=/usr LIBDIR=...):
# it named the build's PREFIX, /usr/local (QA packager8 #1).
multi=$tmp/multi
(cd "$tmp/tree" && make -s install DESTDIR="$multi" PREFIX=/usr/xw \
    LIBDIR=/usr/xw/lib/x86_64-linux-gnu >/dev/null)
check_exit "... and with the shared one in a multiarch LIBDIR" 0 \
    $cc $cflags -o defidx-so defidx.c -I"$multi/usr/xw/include" \
    -L"$multi/usr/xw/lib/x86_64-linux-gnu" -lxw
check_out "with libxw.so there, the default index is the install PREFIX's" 0 \
    /usr/xw/share/xwtools/words.idx env -u XW_DATADIR \
    LD_LIBRARY_PATH="$multi/usr/xw/lib/x86_64-linux-gnu" ./defidx-so

# A program with a SIGBUS handler of its own keeps it once an index is
# open: a fault outside every index, in a mapping of its own cut short,
# goes to it, whether it takes a siginfo_t or not. libxw's replaced it,
# and killed the program, "Bus error" (QA packager16 F1).
cat >bus.c <<'EOF'
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <xw/wordidx.h>

static void
mine(int sig)
{
	(void)sig;
	(void)!write(2, "bus: my handler ran\n", 20);
	_exit(42);
}

/* Installed one-shot (SA_RESETHAND) with SIGUSR1 in its mask. */
static void
once(int sig)
{
	sigset_t now;

	(void)sig;
	sigprocmask(SIG_BLOCK, NULL, &now);
	if (sigismember(&now, SIGUSR1))
		(void)!write(2, "bus: once, SIGUSR1 blocked\n", 27);
	else
		(void)!write(2, "bus: once, SIGUSR1 not blocked\n", 31);
}

static void
mine_info(int sig, siginfo_t *si, void *ctx)
{
	(void)sig;
	(void)ctx;
	if (si->si_code > 0)
		(void)!write(2, "bus: my siginfo handler ran\n", 28);
	_exit(43);
}

int
main(int argc, char **argv)
{
	struct sigaction sa;
	struct xw_error e;
	struct xw_index *ix = NULL;
	volatile char *p;
	pid_t pid;
	int fd, status;

	memset(&sa, 0, sizeof(sa));
	sigemptyset(&sa.sa_mask);
	if (strcmp(argv[1], "once") == 0) {
		sa.sa_handler = once;
		sa.sa_flags = SA_RESETHAND;
		sigaddset(&sa.sa_mask, SIGUSR1);
	} else if (strcmp(argv[1], "info") == 0) {
		sa.sa_sigaction = mine_info;
		sa.sa_flags = SA_SIGINFO;
	} else
		sa.sa_handler = mine;
	if (strcmp(argv[1], "default") != 0)
		sigaction(SIGBUS, &sa, NULL);
	if (argc > 2 && (ix = xw_index_open(argv[2], NULL, NULL, &e)) == NULL) {
		fprintf(stderr, "bus: %s\n", e.msg);
		return 1;
	}
	if (strcmp(argv[1], "once") == 0) {
		/* In a child, so that no shell reports "Bus error". */
		if ((pid = fork()) == 0) {
			raise(SIGBUS);
			raise(SIGBUS);
			_exit(0);
		}
		if (pid == -1 || waitpid(pid, &status, 0) == -1)
			return 1;
		if (WIFSIGNALED(status) && WTERMSIG(status) == SIGBUS)
			fprintf(stderr, "bus: killed by SIGBUS\n");
		/* Closed, or LeakSanitizer calls it lost. */
		if (ix != NULL)
			xw_index_close(ix);
		return 0;
	}
	if ((fd = open("own.dat", O_RDWR | O_CREAT | O_TRUNC, 0644)) == -1 ||
	    ftruncate(fd, 8192) == -1)
		return 1;
	p = mmap(NULL, 8192, PROT_READ, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED || ftruncate(fd, 0) == -1)
		return 1;
	return p[4096];
}
EOF
idx=$top/share/words.idx
check_exit "a program with a SIGBUS handler builds with libxw" 0 \
    sh -c "$cc $cflags -o bus bus.c \$(pkg-config --cflags --libs xw)"
check_err "its handler runs on a fault of its own" 42 \
    "bus: my handler ran" env LD_LIBRARY_PATH="$dest/usr/xw/lib" ./bus plain
check_err "... also once it has opened an index" 42 \
    "bus: my handler ran" env LD_LIBRARY_PATH="$dest/usr/xw/lib" \
    ./bus plain "$idx"
check_err "... and one that takes a siginfo_t, with it" 43 \
    "bus: my siginfo handler ran" env LD_LIBRARY_PATH="$dest/usr/xw/lib" \
    ./bus info "$idx"
# A one-shot handler (SA_RESETHAND) runs once, with its mask, and the
# next SIGBUS gets the default action, as the kernel does without libxw:
# libxw called it every time, with none of its mask (regress17 R17-9).
for i in "" "$idx"; do
	check_err "a one-shot handler runs once, then the default${i:+ (index open)}" \
	    0 "bus: once, SIGUSR1 blocked
bus: killed by SIGBUS" env ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}handle_sigbus=0 \
	    LD_LIBRARY_PATH="$dest/usr/xw/lib" ./bus once $i
done
# With none, the fault kills it as it would without libxw. (A sanitized
# build has AddressSanitizer's handler, unless told not to install it.)
check_out "without one, the fault kills it by SIGBUS" 0 "killed by SIGBUS" \
    sh -c 'ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}handle_sigbus=0 \
    LD_LIBRARY_PATH="$1/usr/xw/lib" ./bus default "$0" 2>/dev/null;
    [ $? -eq 135 ] && echo killed by SIGBUS' "$idx" "$dest"

# Threads may open indexes at once (libxw(3), Threads), and each is
# guarded: the guard's table was set without a lock, so that an index
# was left out ("Bus error") or libxw's handler was kept as the
# program's and called itself (SIGSEGV) for a fault not in an index,
# in 7 to 22% of runs of six threads (review17 F1). And it held 16
# indexes: a fault in the 17th was a bare "Bus error" (review17 F4).
# t/helper/mapthreads runs each time in a new process, where the
# handler is not yet installed.
printf 'CAT\nDOG\nEMU\nGNU\nYAK\n' >five.txt
wordfind -B -w five.txt -o five.idx
mkdir copies
for n in 6:200 40:10; do
	check_out "${n%:*} threads opening indexes at once, ${n#*:} times: each guarded" \
	    0 ok env ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}handle_sigbus=0 \
	    "$top/t/helper/mapthreads" five.idx copies "${n%:*}" "${n#*:}"
done

# Threads that read their first .jpz at once: the one that loads
# libxml2 and libzip makes the others wait for every function, a dlsym
# slowed down to 2 ms a symbol (slow.so) making the window wide enough
# to hit each time (QA libapi5 #1).
cat >jthreads.c <<'EOF'
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <xw/format.h>
#include <xw/util.h>

static char *buf;
static size_t len;

static void *
run(void *arg)
{
	struct timespec ts = { 0, 20000000L * (long)(size_t)arg };
	struct xw_error e;
	struct xw_puzzle *p;

	nanosleep(&ts, NULL);	/* the threads start 20 ms apart */
	if ((p = xw_puzzle_read(buf, len, "x.jpz", NULL, &e, NULL)) == NULL)
		xw_report(&e);
	xw_puzzle_free(p);
	return p != NULL ? NULL : arg;
}

int
main(int argc, char *argv[])
{
	struct xw_error e;
	pthread_t t[8];
	size_t i, read = 0;
	void *bad;

	if (argc != 2 || xw_slurp(argv[1], &buf, &len, &e) != 0)
		return 2;
	for (i = 0; i < 8; i++)
		pthread_create(&t[i], NULL, run, (void *)i);
	for (i = 0; i < 8; i++)
		if (pthread_join(t[i], &bad) == 0 && bad == NULL)
			read++;
	printf("%zu threads read it\n", read);
	free(buf);
	return 0;
}
EOF
cat >slow.c <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <string.h>
#include <time.h>

void *
dlsym(void *h, const char *name)
{
	static void *(*real)(void *, const char *);
	struct timespec ts = { 0, 2000000L };

	if (real == NULL)
		real = (void *(*)(void *, const char *))dlvsym(RTLD_NEXT,
		    "dlsym", "GLIBC_2.34");
	if (real == NULL)
		real = (void *(*)(void *, const char *))dlvsym(RTLD_NEXT,
		    "dlsym", "GLIBC_2.2.5");
	if (strncmp(name, "xml", 3) == 0 || strncmp(name, "zip", 3) == 0)
		nanosleep(&ts, NULL);
	return real(h, name);
}
EOF
ipuz-convert -t jpz -o mini.jpz "$top/examples/mini-5x5.ipuz"
check_exit "a program that reads .jpz in threads builds" 0 \
    sh -c "$cc $cflags -pthread -o jthreads jthreads.c \
    \$(pkg-config --cflags --libs xw) && \
    $cc -shared -fPIC -o slow.so slow.c -ldl"
# The sanitizers wrap dlsym themselves, and under them the slowed one
# spun for minutes: there the threads run without it.
case $cflags in
*-fsanitize=*)	slow= ;;
*)		slow=./slow.so ;;
esac
check_out "eight threads read their first .jpz at once" 0 \
    "8 threads read it" timeout 120 env LD_LIBRARY_PATH="$lib" \
    LD_PRELOAD="$slow" ./jthreads mini.jpz

# A clue's text and cells replaced as libxw(3) says, from the puzzle's
# pool, are neither leaked nor freed twice, whatever the reader (an ipuz
# clue written as an object had a text of its own; QA libapi5 #2).
# Leaks are seen by valgrind, or by the sanitizers' leak check in a
# sanitized build.
cat >clues.c <<'EOF'
#include <stdio.h>
#include <string.h>

#include <xw/format.h>
#include <xw/util.h>

int
main(int argc, char *argv[])
{
	struct xw_read_opts o = XW_READ_OPTS_INIT;
	struct xw_buf b = { 0 };
	struct xw_puzzle *p;
	struct xw_cluelist *l;
	struct xw_pos *cells;
	struct xw_error e;
	size_t i, j, size;
	int k;

	for (k = 1; k < argc; k++) {
		if ((p = xw_puzzle_load(argv[k], &o, &e, NULL)) == NULL) {
			xw_report(&e);
			return 2;
		}
		for (i = 0; i < p->nlists; i++) {
			l = &p->lists[i];
			for (j = 0; j < l->nclues; j++) {
				l->clues[j].text = xw_puzzle_strndup(p, "new", 3);
				size = l->clues[j].ncells * sizeof(*cells);
				cells = xw_puzzle_alloc(p, size);
				if (size > 0)	/* cells may be NULL then */
					memcpy(cells, l->clues[j].cells, size);
				l->clues[j].cells = cells;
			}
		}
		p->changed |= XW_CHANGED_CLUES;
		xw_puzzle_write(p, xw_format_by_name("ipuz"), &b, &e);
		xw_buf_free(&b);
		xw_puzzle_free(p);
	}
	printf("%d puzzles, their clues replaced\n", argc - 1);
	return 0;
}
EOF
cat >forms.ipuz <<'EOF'
{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/crossword#1"],
"dimensions":{"width":2,"height":2},"puzzle":[[1,2],[3,0]],
"solution":[["A","B"],["C","D"]],
"clues":{"Across":[[1,"first"],{"number":3,"clue":"second"}],
"Down":["third",{"number":2,"clue":"fourth","cells":[[1,0],[1,1]]}]}}
EOF
set -- forms.ipuz "$top/examples/cryptic.ipuz" \
    "$top/t/data/ipuz-continued.ipuz" "$top/t/data/jpz-small.jpz" \
    "$top/t/corpus/xd/kotwords__test-barred.xd" \
    "$top/t/corpus/puz/kotwords__gaps.puz" \
    "$top/t/data/acrosstext-v2.txt" "$top/t/data/keesing.xml" \
    "$top/t/data/kingfeatures.txt" "$top/t/data/pzzl.txt" \
    "$top/t/data/uclick-crnet.xml"
check_exit "a program that replaces clue texts builds" 0 \
    sh -c "$cc $cflags -o clues clues.c \$(pkg-config --cflags --libs xw)"
# check_clean name want prog args: prog prints want and neither leaks
# nor frees what it should not, seen by the sanitizers in a sanitized
# build, else by valgrind.
check_clean() {
	cc_name=$1 cc_want=$2 cc_prog=$3
	shift 3
	case $cflags in
	*-fsanitize=*)
		check_out "$cc_name" 0 "$cc_want" \
		    env LD_LIBRARY_PATH="$lib" "./$cc_prog" "$@"
		return ;;
	esac
	if ! command -v valgrind >/dev/null; then
		skip "$cc_name" "no valgrind"
		return
	fi
	# Valgrind 3.19 gives up on the DWARF 5 that clang 14 writes
	# ("Possibly corrupted debuginfo file"): it runs copies without
	# their debug information.
	if [ ! -d nodebug ]; then
		mkdir nodebug
		cp -P "$lib"/libxw.so* nodebug/
		f=$(echo nodebug/libxw.so.*.*.*)
		objcopy --strip-debug "$f" "$f.tmp" && mv "$f.tmp" "$f"
	fi
	objcopy --strip-debug "$cc_prog" "$cc_prog.tmp" &&
	    mv "$cc_prog.tmp" "$cc_prog"
	check_out "$cc_name" 0 "$cc_want" \
	    env LD_LIBRARY_PATH="$PWD/nodebug" valgrind -q \
	    --leak-check=full --errors-for-leak-kinds=definite \
	    --error-exitcode=3 "./$cc_prog" "$@"
}
check_clean "clue texts replaced from the pool: nothing leaked" \
    "$# puzzles, their clues replaced" clues "$@"

# Every string and array of a cell and a clue replaced as libxw(3)'s
# Ownership says, a clue and a list added, whatever the reader: nothing
# freed that should not be, nothing leaked, and the ipuz writer writes
# them (QA libapi6 #1: colours, shapes and alternatives made with
# xw_str, enumerations from the pool, crashed in xw_puzzle_free).
cat >owned.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <xw/format.h>
#include <xw/util.h>

static char *
pooled(struct xw_puzzle *p, const char *s)
{
	return xw_puzzle_strndup(p, s, strlen(s));
}

/* Each string of cell c replaced, the old one freed. */
static void
cell_replace(struct xw_cell *c)
{
	char **a;

	xw_str_free(c->given);
	c->given = xw_str("G", 1);
	xw_str_free(c->label);
	c->label = xw_str_int(1234);
	xw_str_free(c->color);
	c->color = xw_str("ff0000", 6);
	xw_str_free(c->shape);
	c->shape = xw_str("circle", 6);
	c->style |= XW_STYLE_CIRCLE | XW_STYLE_SHADED;
	if (c->alternatives != NULL) {
		for (a = c->alternatives; *a != NULL; a++)
			xw_str_free(*a);
		free(c->alternatives);
	}
	c->alternatives = xw_ecalloc(3, sizeof(char *));
	c->alternatives[0] = xw_str("E", 1);
	c->alternatives[1] = xw_str("ZQX", 3);
}

/* Each field of clue c replaced from the pool; the old ones stay. */
static void
clue_replace(struct xw_puzzle *p, struct xw_clue *c, const char *list)
{
	c->number = pooled(p, c->number);
	c->label = pooled(p, "L");
	c->text = pooled(p, "new");
	c->enumeration = pooled(p, "2");
	c->answer = pooled(p, "ANSWER");
	c->continued = xw_puzzle_alloc(p, sizeof(*c->continued));
	c->continued[0].list = pooled(p, list);
	c->continued[0].number = pooled(p, "99");
	c->ncontinued = 1;
}

/* A clue added to list l, and a list added to p. */
static void
add(struct xw_puzzle *p, struct xw_cluelist *l)
{
	struct xw_clue *c;
	char *name;

	l->clues = xw_ereallocarray(l->clues, l->nclues + 1, sizeof(*c));
	c = memset(&l->clues[l->nclues++], 0, sizeof(*c));
	c->number = pooled(p, "1000");
	c->text = pooled(p, "added");
	name = xw_list_new_name(p, "Extra");
	p->lists = xw_ereallocarray(p->lists, p->nlists + 1, sizeof(*l));
	l = memset(&p->lists[p->nlists++], 0, sizeof(*l));
	l->name = name;
	l->dir = XW_DIR_OTHER;
}

int
main(int argc, char *argv[])
{
	struct xw_read_opts o = XW_READ_OPTS_INIT;
	struct xw_puzzle *p, *q;
	struct xw_buf b = { 0 };
	struct xw_error e;
	struct xw_cell *c = NULL;
	struct xw_clue *k;
	size_t i, j;
	int n;

	for (n = 1; n < argc; n++) {
		if ((p = xw_puzzle_load(argv[n], &o, &e, NULL)) == NULL) {
			xw_report(&e);
			return 2;
		}
		for (i = 0; i < (size_t)p->width * p->height; i++)
			if ((c = &p->cells[i])->kind == XW_CELL_LETTER) {
				cell_replace(c);
				break;
			}
		for (i = 0; i < p->nlists; i++)
			for (j = 0; j < p->lists[i].nclues; j++)
				clue_replace(p, &p->lists[i].clues[j],
				    p->lists[0].name);
		add(p, &p->lists[0]);
		p->changed |= XW_CHANGED_PUZZLE | XW_CHANGED_SOLUTION |
		    XW_CHANGED_CLUES;
		if (xw_puzzle_write(p, xw_format_by_name("ipuz"), &b, &e) < 0 ||
		    (q = xw_puzzle_read(b.s, b.len, "back.ipuz", &o, &e,
		    NULL)) == NULL) {
			xw_report(&e);
			return 2;
		}
		k = &q->lists[0].clues[0];
		printf("%s %s %s %s %s; %s %s %s %s %s %s; %s\n",
		    c->given, c->color, c->shape, c->alternatives[1],
		    c->label, k->text, k->label, k->enumeration, k->answer,
		    k->continued[0].number, q->lists[0].clues[
		    q->lists[0].nclues - 1].number,
		    q->lists[q->nlists - 1].name);
		xw_buf_free(&b);
		xw_puzzle_free(q);
		xw_puzzle_free(p);
	}
	return 0;
}
EOF
check_exit "a program that replaces every field as libxw(3) says builds" 0 \
    sh -c "$cc $cflags -o owned owned.c \$(pkg-config --cflags --libs xw)"
line="G ff0000 circle ZQX 1234; new L 2 ANSWER 99 1000; Extra"
check_clean "every field replaced as libxw(3) says: none misfreed, leaked" \
    "$(for f; do echo "$line"; done)" owned "$@"

# A new puzzle is numbered, as a read one is, and xw_fill and the
# writers number one whose cells were made blocks since: no fill of
# lone letters, no .puz of 0 clues its reader refuses (QA libapi6 #4).
cat >unnum.c <<'EOF'
#include <stdio.h>
#include <string.h>

#include <xw/fill.h>
#include <xw/format.h>
#include <xw/grid.h>

int
main(void)
{
	struct xw_puzzle *p = xw_puzzle_new(3, 3), *q;
	struct xw_fill_opts o;
	struct xw_fill_stats st;
	struct xw_buf b = { 0 };
	struct xw_index *ix;
	struct xw_error e;
	int rc;

	if ((ix = xw_index_open(xw_index_default(), NULL, NULL, &e)) == NULL) {
		xw_report(&e);
		return 2;
	}
	printf("new: %zu slots, numbered %d\n", p->nslots,
	    xw_grid_numbered(p));
	xw_cell_at(p, 1, 1)->kind = XW_CELL_BLOCK;
	printf("a block made: numbered %d\n", xw_grid_numbered(p));
	memset(&o, 0, sizeof(o));
	rc = xw_fill(p, ix, &o, &st, &e);
	printf("fill %d, %d lone cells, %zu slots\n", rc, st.lone, p->nslots);
	xw_cell_at(p, 1, 0)->kind = XW_CELL_BLOCK;
	xw_cell_at(p, 1, 2)->kind = XW_CELL_BLOCK;
	if (xw_puzzle_write(p, xw_format_by_name("puz"), &b, &e) < 0 ||
	    (q = xw_puzzle_read(b.s, b.len, "back.puz", NULL, &e,
	    NULL)) == NULL) {
		xw_report(&e);
		return 2;
	}
	printf(".puz of rows 1 and 3: %zu slots, %zu across clues\n",
	    q->nslots, q->lists[0].nclues);
	xw_puzzle_free(q);
	xw_buf_free(&b);
	xw_puzzle_free(p);
	xw_index_close(ix);
	return 0;
}
EOF
check_exit "a program that fills and writes a new puzzle builds" 0 \
    sh -c "$cc $cflags -o unnum unnum.c \$(pkg-config --cflags --libs xw)"
check_out "a new puzzle is numbered, and renumbered where it must be" 0 \
    "new: 6 slots, numbered 1
a block made: numbered 0
fill 0, 0 lone cells, 4 slots
.puz of rows 1 and 3: 2 slots, 2 across clues" \
    env LD_LIBRARY_PATH="$lib" XW_DATADIR="$top/share" ./unnum

# /dev/stdout on a pipe is the standard output, as "-" is: what the
# program printed before comes first (QA libapi6 #7: the bytes of
# xw_out_write overtook them).
cat >devout.c <<'EOF'
#include <stdio.h>

#include <xw/util.h>

int
main(int argc, char *argv[])
{
	struct xw_error e;
	struct xw_out *o;

	(void)argc;
	printf("1 by printf\n");
	if ((o = xw_out_open(argv[1], 0, &e)) == NULL) {
		xw_report(&e);
		return 2;
	}
	xw_out_write(o, "2 by xw_out_write\n", 18);
	if (xw_out_close(o, &e) < 0) {
		xw_report(&e);
		return 2;
	}
	return xw_fshut(stdout, "stdout");
}
EOF
check_exit "a program that prints, then writes an output, builds" 0 \
    sh -c "$cc $cflags -o devout devout.c \$(pkg-config --cflags --libs xw)"
for out in - /dev/stdout; do
	check_out "xw_out_open $out on a pipe comes after what was printed" 0 \
	    "1 by printf
2 by xw_out_write" sh -c "LD_LIBRARY_PATH='$lib' ./devout $out | cat"
done
cd "$top"

# The page: clean, its example the file, every function it lists the
# headers declare and none left out.
check_exit "libxw.3: mandoc -Tlint is clean" 0 \
    mandoc -Tlint -Wwarning man/libxw.3
tail -n +2 examples/libxw-answers.c >"$tmp/example"
awk '/^\.Sh EXAMPLES/ { s = 1 }
    s && /^\.Bd -literal/ && !done { p = 1; next }
    p && /^\.Ed/ { p = 0; done = 1 }
    p' man/libxw.3 | sed 's/\\e/\\/g' >"$tmp/shown"
same "libxw.3 shows examples/libxw-answers.c" "$tmp/example" "$tmp/shown"
sed -n 's/^\.It Fn \(xw_[a-z0-9_]*\).*/\1/p' man/libxw.3 | sort >"$tmp/listed"
same "libxw.3 lists every function of the headers once" \
    "$tmp/declared" "$tmp/listed"
# Each is a name of the page, so that man-db's and mandoc's indexes
# find it: man xw_puzzle_load, apropos xw_index_open found nothing (QA
# packager16 F7).
sed -n '/^\.Sh NAME/,/^\.Sh/s/^\.Nm \(xw_[a-z0-9_]*\).*/\1/p' man/libxw.3 |
    sort >"$tmp/names"
same "libxw.3 has each function it lists among its names" \
    "$tmp/listed" "$tmp/names"
# Who frees what a function returns: each that returns memory of its
# own (char *, char ** or void *) is named under Ownership.
for h in $headers; do
	sed 's|/\*.*\*/||; /\/\*/,/\*\//d' "$dest/usr/xw/include/xw/$h"
done | tr '\n' ' ' | grep -o '[a-z]* *\(char\|void\) \*\**xw_[a-z0-9_]*(' |
    sed -n '/^const/!s/.*\(xw_[a-z0-9_]*\)(/\1/p' | sort >"$tmp/returning"
sed -n '/^\.Ss Ownership/,/^\.Sh/s/^\.Fn \(xw_[a-z0-9_]*\).*/\1/p' \
    man/libxw.3 | sort -u | comm -23 "$tmp/returning" - >"$tmp/unsaid"
: >"$tmp/none"
same "libxw.3 says who frees what each function returns" \
    "$tmp/none" "$tmp/unsaid"
done_testing
