/* See LICENSE file for copyright and license details. */
/* O_TMPFILE, a file with no name until it is linked into place. */
#define _GNU_SOURCE

#include <sys/stat.h>

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "utf8.h"
#include "util.h"
#include "util_priv.h"

static const char *progname = "xwtools";
static const char *workfile;	/* named when memory runs out */

void
xw_setprogname(const char *argv0)
{
	const char *slash;

	if (argv0 == NULL || *argv0 == '\0')
		return;
	slash = strrchr(argv0, '/');
	progname = slash != NULL ? slash + 1 : argv0;
}

const char *
xw_progname(void)
{
	return progname;
}

void
xw_setworkfile(const char *name)
{
	workfile = name;
}

void
xw_out_of_memory(void)
{
	if (workfile != NULL)
		xw_errx(XW_EXIT_TROUBLE, "%s: out of memory", workfile);
	xw_errx(XW_EXIT_TROUBLE, "out of memory");
}

int
xw_seterr(struct xw_error *e, enum xw_errcode code, const char *file,
    long line, long col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	xw_vseterr(e, code, file, line, col, fmt, ap);
	va_end(ap);
	return -1;
}

int
xw_vseterr(struct xw_error *e, enum xw_errcode code, const char *file,
    long line, long col, const char *fmt, va_list ap)
{
	if (e == NULL)
		return -1;
	e->code = code;
	snprintf(e->file, sizeof(e->file), "%s", file != NULL ? file : "");
	e->line = line;
	e->col = col;
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	return -1;
}

int
xw_seterr_io(struct xw_error *e, const char *file, const char *what,
    const char *why)
{
	return xw_seterr_io_from(e, file, NULL, what, why);
}

int
xw_seterr_io_from(struct xw_error *e, const char *file, const char *from,
    const char *what, const char *why)
{
	if (from == NULL)
		return xw_seterr(e, XW_ERR_IO, file, 0, 0, "cannot %s '%s': %s",
		    what, file, why);
	return xw_seterr(e, XW_ERR_IO, file, 0, 0, "cannot %s '%s' (from %s): "
	    "%s", what, file, from, why);
}

const char *
xw_errcode_name(enum xw_errcode code)
{
	static const char *const names[] = { "none", "io", "syntax",
	    "invalid", "format", "checksum", "scrambled", "not-scrambled",
	    "limit", "cannot-hold", "exists", "stale", "unavailable", "arg",
	    "empty-pattern" };

	if ((size_t)code >= sizeof(names) / sizeof(names[0]))
		return "unknown";
	return names[code];
}

/*
 * The longest message, newline included: PIPE_BUF, so that a message to
 * a pipe is one atomic write(2) and the lines of parallel workers never
 * mix. A longer one is cut, and ends in "...".
 */
#define MSG_MAX 4096

/*
 * Whether cp, a character past C1, is escaped all the same: a line or
 * paragraph separator (U+2028, U+2029: line ends to some readers); a
 * bidirectional format character (U+061C, U+200E, U+200F, U+202A to
 * U+202E, U+2066 to U+2069), which on a screen that applies the bidi
 * algorithm turns the rest of the line around, away from the text it
 * quotes; or a format character that shows as nothing (the soft hyphen,
 * U+200B, U+2060 to U+2064, U+206A to U+206F, U+FEFF), which a message
 * naming "column 3" would otherwise point at unseen. The joiners U+200C
 * and U+200D are kept: they belong to the spelling of Indic and Persian
 * words and emoji.
 */
static int
escaped_char(uint32_t cp)
{
	return (cp >= 0x2028 && cp <= 0x202e) || (cp >= 0x2060 &&
	    cp <= 0x206f && cp != 0x2065) || cp == 0x200b || cp == 0x200e ||
	    cp == 0x200f || cp == 0x061c || cp == 0x00ad || cp == 0xfeff;
}

static size_t
escape(char *dst, size_t cap, const char *s, size_t n, size_t *used)
{
	static const char hex[] = "0123456789abcdef";
	const char *rep;
	char code[4];
	size_t i = 0, o = 0, k, need;
	uint32_t cp;
	unsigned char c;

	while (i < n) {
		c = (unsigned char)s[i];
		rep = s + i;
		need = k = 1;
		if (c >= 0x80 && (k = xw_utf8_decode(s + i, n - i, &cp)) != 0 &&
		    cp >= 0xa0 && !escaped_char(cp)) {
			need = k;	/* a character, kept as it is */
		} else if (c < 0x20 || c >= 0x7f || c == '\\') {
			/* A control character (C0, DEL, C1 encoded), a
			   character escaped_char() names, byte by byte, a
			   byte that is not UTF-8, or the backslash itself,
			   so that no two texts are shown alike: 'a\x1b'
			   (four characters) is 'a\x5cx1b'. */
			k = 1;
			code[0] = '\\';
			code[1] = c == '\n' ? 'n' : c == '\t' ? 't' :
			    c == '\r' ? 'r' : 'x';
			code[2] = hex[c >> 4];
			code[3] = hex[c & 15];
			rep = code;
			need = code[1] == 'x' ? 4 : 2;
		}
		if (cap - o < need)
			break;
		memcpy(dst + o, rep, need);
		o += need;
		i += k;
	}
	*used = i;
	return o;
}

void
xw_buf_escape(struct xw_buf *b, const char *s, size_t n)
{
	size_t used;

	/* At most four bytes for each byte of s. */
	xw_buf_grow(b, 4 * n);
	b->len += escape(b->s + b->len, 4 * n, s, n, &used);
	b->s[b->len] = '\0';
}

/*
 * Say "prog: " and the len bytes of raw on the standard error in one
 * write(2), "..." after them when cut is set. Control characters and
 * bytes that are not UTF-8 are escaped, so that text from an input can
 * neither forge a line nor drive the terminal, unless raw is already
 * shown (xw_buf_escape), as escaping it again would double its escapes.
 */
static void
say(const char *raw, size_t len, int cut, int shown)
{
	char out[MSG_MAX];
	size_t o, used;
	ssize_t n;
	int saved = errno;

	o = escape(out, 256, progname, strlen(progname), &used);
	memcpy(out + o, ": ", 2);
	o += 2;
	/* Room for "..." and the newline. */
	if (shown) {
		used = len < sizeof(out) - 4 - o ? len : sizeof(out) - 4 - o;
		while (used < len && used > 0 &&
		    ((unsigned char)raw[used] & 0xc0) == 0x80)
			used--;
		memcpy(out + o, raw, used);
		o += used;
	} else {
		o += escape(out + o, sizeof(out) - 4 - o, raw, len, &used);
	}
	if (used < len || cut) {
		memcpy(out + o, "...", 3);
		o += 3;
	}
	out[o++] = '\n';
	fflush(stdout);
	fflush(stderr);
	for (len = 0; len < o; len += (size_t)n)
		if ((n = write(STDERR_FILENO, out + len, o - len)) <= 0) {
			if (n == 0 || errno != EINTR)
				break;
			n = 0;
		}
	errno = saved;
}

/* Say "prog: " fmt [": " strerror(errnum)], as say does. */
static void vsay(int, const char *, va_list) XW_PRINTF(2, 0);

static void
vsay(int errnum, const char *fmt, va_list ap)
{
	char raw[MSG_MAX];
	size_t len;
	int k;

	k = vsnprintf(raw, sizeof(raw), fmt, ap);
	len = k < 0 ? 0 : (size_t)k < sizeof(raw) ? (size_t)k :
	    sizeof(raw) - 1;
	if (errnum != 0 && len < sizeof(raw) - 1) {
		k = snprintf(raw + len, sizeof(raw) - len, ": %s",
		    strerror(errnum));
		len = k < 0 ? len : len + (size_t)k < sizeof(raw) ?
		    len + (size_t)k : sizeof(raw) - 1;
	}
	say(raw, len, len == sizeof(raw) - 1, 0);
}

void
xw_warn_shown(const char *text)
{
	say(text, strlen(text), 0, 1);
}

void
xw_warn(const char *fmt, ...)
{
	va_list ap;
	int saved = errno;

	va_start(ap, fmt);
	vsay(saved, fmt, ap);
	va_end(ap);
}

void
xw_warnx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsay(0, fmt, ap);
	va_end(ap);
}

void
xw_err(int status, const char *fmt, ...)
{
	va_list ap;
	int saved = errno;

	va_start(ap, fmt);
	vsay(saved, fmt, ap);
	va_end(ap);
	exit(status);
}

void
xw_errx(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsay(0, fmt, ap);
	va_end(ap);
	exit(status);
}

/* Room for "file:line:col: ". */
#define WHERE_SIZE (sizeof(((struct xw_error *)0)->file) + \
	2 * XW_ITOA_SIZE + 4)

/*
 * Where e is, as its message is preceded: "file:line:col: ", less the
 * parts that are 0, in where (WHERE_SIZE bytes); "" for an XW_ERR_IO
 * message, which names its file itself. No allocation: the reporter
 * must work when memory is short.
 */
static const char *
where_of(const struct xw_error *e, char *where)
{
	where[0] = '\0';
	if (e->file[0] == '\0' || e->code == XW_ERR_IO)
		return where;
	if (e->line > 0 && e->col > 0)
		snprintf(where, WHERE_SIZE, "%s:%ld:%ld: ", e->file, e->line,
		    e->col);
	else if (e->line > 0)
		snprintf(where, WHERE_SIZE, "%s:%ld: ", e->file, e->line);
	else
		snprintf(where, WHERE_SIZE, "%s: ", e->file);
	return where;
}

void
xw_report(const struct xw_error *e)
{
	char where[WHERE_SIZE];

	xw_warnx("%s%s", where_of(e, where), e->msg);
}

void
xw_error_text(const struct xw_error *e, struct xw_buf *b)
{
	char where[WHERE_SIZE];

	xw_buf_printf(b, "%s%s", where_of(e, where), e->msg);
}

long
xw_estrtonum(const char *s, long lo, long hi, const char *what)
{
	char *end;
	long n;

	/* One rule for every number: a '+' is never written, a '-' only
	   where the number may be negative. "-s -0" was taken, "-s +0"
	   refused, and "'+0' is not a number from 0 to 100" was untrue. */
	if ((*s == '+' || (*s == '-' && lo >= 0)) &&
	    isdigit((unsigned char)s[1]))
		xw_errx(XW_EXIT_TROUBLE, "%s '%s' has a sign: write a number "
		    "from %ld to %ld without one", what, s, lo, hi);
	errno = 0;
	n = strtol(s, &end, 10);
	/* strtol takes blanks and a '+' before the digits: none is. */
	if (!(isdigit((unsigned char)*s) || (*s == '-' &&
	    isdigit((unsigned char)s[1]))) || *end != '\0' || errno != 0 ||
	    n < lo || n > hi)
		xw_errx(XW_EXIT_TROUBLE, "%s '%s' is not a number from %ld to "
		    "%ld", what, s, lo, hi);
	return n;
}

void *
xw_emalloc(size_t n)
{
	void *p = malloc(n != 0 ? n : 1);

	if (p == NULL)
		xw_out_of_memory();
	return p;
}

void *
xw_ecalloc(size_t n, size_t size)
{
	void *p = calloc(n != 0 ? n : 1, size != 0 ? size : 1);

	if (p == NULL)
		xw_out_of_memory();
	return p;
}

void *
xw_ereallocarray(void *p, size_t n, size_t size)
{
	if (size != 0 && n > SIZE_MAX / size)
		xw_out_of_memory();
	p = realloc(p, n * size != 0 ? n * size : 1);
	if (p == NULL)
		xw_out_of_memory();
	return p;
}

char *
xw_estrdup(const char *s)
{
	return xw_estrndup(s, strlen(s));
}

char *
xw_estrndup(const char *s, size_t n)
{
	char *p = xw_emalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

/*
 * The regular files xw_slurp read, by device and inode, which no output
 * may replace: a set with open addressing, grown at half full.
 */
struct fileid {
	dev_t dev;
	ino_t ino;
	int used;
};

static struct fileid *inputs;
static size_t ninputs, capinputs;
static int protecting;		/* xw_protect_inputs was called */
/* Held over each look at the set or change of it: threads may read. */
static pthread_mutex_t inputs_lock = PTHREAD_MUTEX_INITIALIZER;

void
xw_protect_inputs(void)
{
	pthread_mutex_lock(&inputs_lock);
	protecting = 1;
	pthread_mutex_unlock(&inputs_lock);
}

static void note_input(const struct stat *);
static void add_input(const struct stat *);

void
xw_protect_fd(int fd)
{
	struct stat st;

	if (fstat(fd, &st) == 0)
		note_input(&st);
}

static struct fileid *
input_slot(struct fileid *set, size_t cap, const struct stat *st)
{
	uint64_t key[2] = { (uint64_t)st->st_dev, (uint64_t)st->st_ino };
	size_t i = (size_t)xw_fnv1a(key, sizeof(key), XW_FNV_BASIS) &
	    (cap - 1);

	while (set[i].used && (set[i].dev != st->st_dev ||
	    set[i].ino != st->st_ino))
		i = (i + 1) & (cap - 1);
	return &set[i];
}

static void
note_input(const struct stat *st)
{
	pthread_mutex_lock(&inputs_lock);
	if (protecting && S_ISREG(st->st_mode))
		add_input(st);
	pthread_mutex_unlock(&inputs_lock);
}

/* Add st to the set (inputs_lock held). */
static void
add_input(const struct stat *st)
{
	struct fileid *old = inputs, *slot;
	struct stat id;
	size_t i, oldcap = capinputs;

	if (2 * (ninputs + 1) > capinputs) {
		capinputs = capinputs != 0 ? 2 * capinputs : 64;
		inputs = xw_ecalloc(capinputs, sizeof(*inputs));
		for (i = 0; i < oldcap; i++)
			if (old[i].used) {
				id.st_dev = old[i].dev;
				id.st_ino = old[i].ino;
				*input_slot(inputs, capinputs, &id) = old[i];
			}
		free(old);
	}
	slot = input_slot(inputs, capinputs, st);
	if (!slot->used) {
		slot->dev = st->st_dev;
		slot->ino = st->st_ino;
		slot->used = 1;
		ninputs++;
	}
}

static int
is_input(const struct stat *st)
{
	int found;

	pthread_mutex_lock(&inputs_lock);
	found = ninputs > 0 && S_ISREG(st->st_mode) &&
	    input_slot(inputs, capinputs, st)->used;
	pthread_mutex_unlock(&inputs_lock);
	return found;
}

void
xw_protect_path(const char *path)
{
	struct stat st;

	if (stat(path, &st) == 0)
		note_input(&st);
}

int
xw_is_input(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && is_input(&st);
}

const char *
xw_display_name(const char *path)
{
	return path == NULL || strcmp(path, "-") == 0 ? "<stdin>" : path;
}

int
xw_source_date(int64_t *t, struct xw_error *e)
{
	const char *s = getenv("SOURCE_DATE_EPOCH");
	int64_t v = 0;
	size_t i;

	if (s == NULL || s[0] == '\0')
		return 0;
	/* 9999-12-31T23:59:59Z, the last second a date has four digits;
	   digits only, so no sign, no blank, no base. */
	for (i = 0; s[i] >= '0' && s[i] <= '9' && v <= 253402300799LL; i++)
		v = v * 10 + (s[i] - '0');
	if (s[i] != '\0' || v > 253402300799LL)
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "SOURCE_DATE_EPOCH "
		    "'%s' is not a count of seconds since 1970", s);
	*t = v;
	return 1;
}

int
xw_slurp(const char *path, char **bufp, size_t *lenp, struct xw_error *e)
{
	return xw_slurp_max(path, XW_MAX_FILE, bufp, lenp, e);
}

/* The buffer after cap: twice as big, but never over max + 1 bytes, the
   one that shows a file too big: an endless device as input takes no
   more memory than the limit the refusal names. */
static size_t
grown_cap(size_t cap, long max)
{
	size_t most = (size_t)max + 1;

	cap = cap != 0 ? cap * 2 : 65536;
	return cap < most ? cap : most;
}

int
xw_slurp_max(const char *path, long max, char **bufp, size_t *lenp,
    struct xw_error *e)
{
	return xw_slurp_kinds(path, max, NULL, 0, max, bufp, lenp, e);
}

/* The limit of a file that begins with head[0..n): big when that is
   magic[0..mlen), max otherwise. */
static long
kind_limit(const char *head, size_t n, long max, const char *magic,
    size_t mlen, long big)
{
	return n >= mlen && memcmp(head, magic, mlen) == 0 ? big : max;
}

int
xw_slurp_kinds(const char *path, long max, const char *magic, size_t mlen,
    long big, char **bufp, size_t *lenp, struct xw_error *e)
{
	return xw_slurp_kinds_from(path, NULL, max, magic, mlen, big, bufp,
	    lenp, e);
}

int
xw_slurp_kinds_from(const char *path, const char *from, long max,
    const char *magic, size_t mlen, long big, char **bufp, size_t *lenp,
    struct xw_error *e)
{
	const char *name = xw_display_name(path);
	struct stat st;
	char *buf = NULL, head[16];
	size_t len = 0, cap = 0;
	ssize_t n;
	int fd, regular;
	/* The limit, big until the first bytes tell the kind. */
	long lim = magic != NULL ? big : max;

	if (path == NULL || strcmp(path, "-") == 0) {
		fd = STDIN_FILENO;
	} else if ((fd = open(path, O_RDONLY)) < 0) {
		return xw_seterr_io_from(e, name, from, "open",
		    strerror(errno));
	}
	if (fstat(fd, &st) != 0)
		st.st_mode = 0;
	note_input(&st);
	regular = S_ISREG(st.st_mode);
	if (S_ISDIR(st.st_mode)) {
		xw_seterr_io_from(e, name, from, "read",
		    strerror(EISDIR));
		goto fail;
	}
	/* A regular file's kind is told by its first bytes alone, so that
	   the limit below is its own, known before the rest is read. */
	if (regular && magic != NULL && mlen <= sizeof(head)) {
		while ((n = pread(fd, head, mlen, 0)) < 0 && errno == EINTR)
			;
		if (n < 0) {
			xw_seterr_io_from(e, name, from, "read",
			    strerror(errno));
			goto fail;
		}
		lim = kind_limit(head, (size_t)n, max, magic, mlen, big);
		magic = NULL;
	}
	/* A file known to be too big is refused unread. */
	if (regular && st.st_size > lim) {
		xw_seterr(e, XW_ERR_LIMIT, name, 0, 0, "file larger than %ld "
		    "bytes", lim);
		goto fail;
	}
	/* A regular file's size, and a byte more to see its end in one
	   read; a small buffer would be freed and made again. */
	if (regular && st.st_size >= 0 && st.st_size < lim)
		cap = (size_t)st.st_size + 1;
	for (;;) {
		if (cap - len < (regular ? 1 : 65536)) {
			cap = grown_cap(cap, lim);
			buf = xw_ereallocarray(buf, cap + 1, 1);
		} else if (buf == NULL) {
			buf = xw_emalloc(cap + 1);
		}
		n = read(fd, buf + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			xw_seterr_io_from(e, name, from, "read",
			    strerror(errno));
			goto fail;
		}
		len += (size_t)n;
		/* A pipe or a device: its kind, once its first bytes are in. */
		if (magic != NULL && (len >= mlen || n == 0)) {
			lim = kind_limit(buf, len, max, magic, mlen, big);
			magic = NULL;
		}
		if (len > (size_t)lim) {
			xw_seterr(e, XW_ERR_LIMIT, name, 0, 0, "file larger than "
			    "%ld bytes", lim);
			goto fail;
		}
		/* A regular file ends where a read comes up short. */
		if (n == 0 || (regular && len < cap))
			break;
	}
	if (fd != STDIN_FILENO)
		close(fd);
	buf[len] = '\0';
	*bufp = buf;
	*lenp = len;
	return 0;
fail:
	if (fd != STDIN_FILENO)
		close(fd);
	free(buf);
	return -1;
}

/*
 * How an output is written: to stdout; in place, to a device or a pipe,
 * where there is nothing to replace atomically; to a file without a
 * name (O_TMPFILE) linked into place when complete, which a kill leaves
 * nothing of; or, where the system has no such files, under a temporary
 * name removed on failure, at exit and by xw_out_cleanup.
 */
enum { OUT_STDOUT, OUT_DEVICE, OUT_UNNAMED, OUT_NAMED };

struct xw_out {
	FILE *fp;	/* stdout, or the stream xw_out_stream made of fd */
	int fd;		/* the file written, or -1 for stdout */
	int err;	/* errno of the first failed write, or 0 */
	int kind;	/* OUT_* */
	unsigned flags;	/* XW_OUT_* */
	char *path;	/* final name, NULL for stdout */
	char *volatile tmp;	/* the temporary name, while there is one */
	/* While xw_out_publish gives a set of outputs their names: the file
	   path held before, as a hard link to it (or, where there are none,
	   the file itself moved), and whether o is in its place. */
	char *volatile old;
	volatile sig_atomic_t old_moved, placed;
	/* In pending, from its first temporary name until freed. */
	struct xw_out *volatile next, *prev;
	int listed;
	pid_t pid;	/* the process whose names they are */
};

/*
 * The outputs that have made names, for xw_out_cleanup to undo from a
 * signal handler: listed and unlisted, and their names set and cleared,
 * with the signals blocked; the pid keeps a child that was forked
 * meanwhile off its parent's files.
 */
static struct xw_out *volatile pending;
/* Held over each change of pending, which threads may make at once. */
static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;
static int stdout_failed;	/* xw_out_close found stdout failing */

/*
 * Undo what o has made, with nothing but system calls, safe in a signal
 * handler: a file it placed is removed, or the one it replaced put back;
 * a kept old file that was not replaced is dropped, as is its temporary.
 */
static void
undo(struct xw_out *o)
{
	if (o->old != NULL && (o->placed || o->old_moved))
		rename(o->old, o->path);
	else if (o->old != NULL)
		unlink(o->old);
	else if (o->placed)
		unlink(o->path);
	if (o->tmp != NULL)
		unlink(o->tmp);
}

void
xw_out_cleanup(void)
{
	pid_t pid = getpid();
	struct xw_out *o;

	for (o = pending; o != NULL; o = o->next)
		if (o->pid == pid)
			undo(o);
}

static void
cleanup_at_exit(void)
{
	xw_out_cleanup();
}

/* Hold off the signals that end a run while a name is made or given up. */
static void
block_signals(sigset_t *old)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGHUP);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &set, old);
}

static void
restore_signals(const sigset_t *old)
{
	pthread_sigmask(SIG_SETMASK, old, NULL);
}

/* Put o in pending, once its first name is made (signals blocked). */
static void
add_pending(struct xw_out *o)
{
	static int registered;

	pthread_mutex_lock(&pending_lock);
	if (!registered && atexit(cleanup_at_exit) == 0)
		registered = 1;
	if (!o->listed) {
		o->pid = getpid();
		o->prev = NULL;
		o->next = pending;
		if (pending != NULL)
			pending->prev = o;
		pending = o;
		o->listed = 1;
	}
	pthread_mutex_unlock(&pending_lock);
}

/* Take o out of pending (signals blocked). */
static void
unlist(struct xw_out *o)
{
	if (!o->listed)
		return;
	pthread_mutex_lock(&pending_lock);
	if (o->prev != NULL)
		o->prev->next = o->next;
	else
		pending = o->next;
	if (o->next != NULL)
		o->next->prev = o->prev;
	pthread_mutex_unlock(&pending_lock);
	o->listed = 0;
}

/* Forget the name *name, removing the file when it is there. */
static void
drop_name(char *volatile *name, int there)
{
	sigset_t old;
	char *s = *name;

	if (s == NULL)
		return;
	block_signals(&old);
	if (there)
		unlink(s);
	*name = NULL;
	restore_signals(&old);
	free(s);
}

/* Remove o's temporary name, if it has one and it is still there. */
static void
drop_tmp(struct xw_out *o, int there)
{
	drop_name(&o->tmp, there);
}

/* o->path's folder, with a slash, and its length. */
static int
dir_len(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? (int)(slash - path + 1) : 0;
}

/*
 * A name for a temporary beside o->path that make(o, name) makes, in
 * *name: 0, or -1 with errno set when it is not EEXIST; the names are
 * .xwtmp.* and never an existing file or a link.
 */
static int
temp_name(struct xw_out *o, char *volatile *name,
    int (*make)(struct xw_out *, const char *, mode_t), mode_t mode)
{
	static _Atomic unsigned long count;	/* threads take one each */
	size_t size = strlen(o->path) + 64;
	char *buf = xw_emalloc(size);
	int tries, err;

	for (tries = 0; tries < 100; tries++) {
		snprintf(buf, size, "%.*s.xwtmp.%ld.%lu", dir_len(o->path),
		    o->path, (long)getpid(), count++);
		if (make(o, buf, mode) == 0) {
			*name = buf;
			return 0;
		}
		if (errno != EEXIST)
			break;
	}
	err = errno == EEXIST ? EAGAIN : errno;	/* EEXIST is for path */
	free(buf);
	errno = err;
	return -1;
}

static int
make_named(struct xw_out *o, const char *name, mode_t mode)
{
	o->fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
	return o->fd >= 0 ? 0 : -1;
}

/* The file at o->path under name too, a hard link. */
static int
link_old(struct xw_out *o, const char *name, mode_t mode)
{
	(void)mode;
	return link(o->path, name);
}

/* The file at o->path moved to name, where there are no hard links. */
static int
move_old(struct xw_out *o, const char *name, mode_t mode)
{
	struct stat st;

	(void)mode;
	if (lstat(name, &st) == 0) {
		errno = EEXIST;
		return -1;
	}
	return rename(o->path, name);
}

#ifdef O_TMPFILE
/* The name of o->fd in /proc, which linkat(2) can give a name. */
static void
proc_name(const struct xw_out *o, char *buf, size_t size)
{
	snprintf(buf, size, "/proc/self/fd/%d", o->fd);
}

static int
link_unnamed(struct xw_out *o, const char *name, mode_t mode)
{
	char proc[64];

	(void)mode;
	proc_name(o, proc, sizeof(proc));
	return linkat(AT_FDCWD, proc, AT_FDCWD, name, AT_SYMLINK_FOLLOW);
}

/* A file without a name in o->path's folder: -1 where there is none. */
static int
open_unnamed(struct xw_out *o, mode_t mode)
{
	static _Atomic int have_proc = -1;
	int n = dir_len(o->path);
	char *dir;

	if (have_proc < 0)
		have_proc = access("/proc/self/fd", X_OK) == 0;
	if (!have_proc)
		return -1;
	dir = n > 0 ? xw_estrndup(o->path, (size_t)n) : xw_estrdup(".");
	o->fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
	free(dir);
	return o->fd;
}
#else
static int
open_unnamed(struct xw_out *o, mode_t mode)
{
	(void)o;
	(void)mode;
	return -1;
}
#endif

/*
 * Whether path is a symbolic link that an output would replace: one to a
 * regular file, or to nothing. Renaming over it would replace the link,
 * and writing through it a file elsewhere; neither is what was asked. A
 * link to a device or a pipe (/dev/stdout) is written to, as the device
 * is.
 */
static int
is_replaced_link(const char *path)
{
	struct stat st;

	return lstat(path, &st) == 0 && S_ISLNK(st.st_mode) &&
	    (stat(path, &st) != 0 || S_ISREG(st.st_mode));
}

/*
 * A link leads to what the standard output already writes, as -o
 * /dev/stdout does: the file the shell sent the output to, opened as
 * asked, or its pipe or terminal. A tool that prints more than its
 * output asks this to keep the two apart.
 */
int
xw_is_stdout(const char *path)
{
	struct stat l, a, b;

	if (path == NULL || strcmp(path, "-") == 0)
		return 1;
	return lstat(path, &l) == 0 && S_ISLNK(l.st_mode) &&
	    stat(path, &a) == 0 && fstat(STDOUT_FILENO, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

struct xw_out *
xw_out_open(const char *path, unsigned flags, struct xw_error *e)
{
	struct xw_out *o = xw_ecalloc(1, sizeof(*o));
	struct stat st;
	sigset_t old;
	mode_t mode;
	int exists, err;

	o->fd = -1;
	o->flags = flags;
	/* A link to a pipe or a device is written to as the device is. */
	if (path == NULL || strcmp(path, "-") == 0 ||
	    (is_replaced_link(path) && xw_is_stdout(path))) {
		o->kind = OUT_STDOUT;
		o->fp = stdout;
		return o;
	}
	o->path = xw_estrdup(path);
	if (is_replaced_link(path)) {
		xw_seterr(e, XW_ERR_ARG, path, 0, 0, "is a symbolic link; not "
		    "replaced");
		errno = EEXIST;
		goto fail;
	}
	exists = stat(path, &st) == 0;
	if (exists && !S_ISREG(st.st_mode)) {
		if (S_ISDIR(st.st_mode)) {
			xw_seterr_io(e, path, "write", strerror(EISDIR));
			goto fail;
		}
		/* The pipe or terminal stdout writes (/dev/stdout): through
		   stdout, after what the program printed there, as "-". */
		if (xw_is_stdout(path)) {
			free(o->path);
			o->path = NULL;
			o->kind = OUT_STDOUT;
			o->fp = stdout;
			return o;
		}
		o->kind = OUT_DEVICE;
		if ((o->fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)) < 0) {
			xw_seterr_io(e, path, "open", strerror(errno));
			goto fail;
		}
		return o;
	}
	if (exists && is_input(&st)) {
		xw_seterr(e, XW_ERR_ARG, path, 0, 0, "will not overwrite the "
		    "input");
		errno = EEXIST;
		goto fail;
	}
	if (exists && (flags & XW_OUT_NEW)) {
		xw_seterr(e, XW_ERR_EXISTS, path, 0, 0, "exists");
		errno = EEXIST;
		goto fail;
	}
	/* A new file gets 0666 less the umask; a replaced one its mode. */
	mode = exists ? st.st_mode & 07777 : 0666;
	o->kind = OUT_UNNAMED;
	if (open_unnamed(o, mode) < 0) {
		o->kind = OUT_NAMED;
		block_signals(&old);
		if ((err = temp_name(o, &o->tmp, make_named, mode)) == 0)
			add_pending(o);
		restore_signals(&old);
		if (err != 0) {
			xw_seterr_io(e, path, "create", strerror(errno));
			goto fail;
		}
	}
	if (exists)
		fchmod(o->fd, st.st_mode & 07777);
	return o;
fail:
	err = errno;
	free(o->path);
	free(o);
	errno = err;
	return NULL;
}

FILE *
xw_out_stream(struct xw_out *o, struct xw_error *e)
{
	if (o->fp == NULL && (o->fp = fdopen(o->fd, "w")) == NULL)
		xw_seterr_io(e, o->path, "write", strerror(errno));
	return o->fp;
}

void
xw_out_write(struct xw_out *o, const char *buf, size_t len)
{
	ssize_t n;

	if (o->err != 0)
		return;
	if (o->fp != NULL) {
		errno = 0;
		/* The reason now: a later fflush(3) no longer knows it. */
		if (fwrite(buf, 1, len, o->fp) != len)
			o->err = errno != 0 ? errno : EIO;
		return;
	}
	while (len > 0) {
		if ((n = write(o->fd, buf, len)) < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			/* Kept for xw_out_close, which fails the file. */
			o->err = n < 0 ? errno : EIO;
			return;
		}
		buf += n;
		len -= (size_t)n;
	}
}

int
xw_out_flush(struct xw_out *o)
{
	if (o->err == 0 && o->fp != NULL) {
		errno = 0;
		/* The reason now, as xw_out_write keeps it: the stream's
		   error flag alone would later say only EIO. */
		if (fflush(o->fp) != 0)
			o->err = errno != 0 ? errno : EIO;
	}
	return o->err != 0 ? -1 : 0;
}

static void
out_free(struct xw_out *o)
{
	sigset_t old;

	drop_tmp(o, 1);
	block_signals(&old);
	unlist(o);
	restore_signals(&old);
	free(o->path);
	free(o);
}

/* Close o's file, or its stream; the errno of a failure, or 0. */
static int
out_shut(struct xw_out *o)
{
	int err = 0;

	if (o->fp != NULL && o->fp != stdout) {
		errno = 0;
		if (fflush(o->fp) != 0 || ferror(o->fp))
			err = errno != 0 ? errno : EIO;
		if (fclose(o->fp) != 0 && err == 0)
			err = errno != 0 ? errno : EIO;
	} else if (o->fd >= 0 && close(o->fd) != 0) {
		err = errno;
	}
	o->fp = NULL;
	o->fd = -1;
	return err;
}

void
xw_out_abort(struct xw_out *o)
{
	if (o == NULL)
		return;
	if (o->kind != OUT_STDOUT)
		out_shut(o);
	out_free(o);
}

/* Whether path is now a file xw_slurp read. */
static int
names_input(const char *path)
{
	return xw_is_input(path);
}

/*
 * Close the complete file o under its temporary name, giving one that
 * has no name a name first: 0, or the errno of a failure.
 */
static int
close_named(struct xw_out *o)
{
#ifdef O_TMPFILE
	sigset_t old;
	int err = 0;

	/* A name that a kill cannot leave behind but for SIGKILL in these
	   few instructions. */
	if (o->kind == OUT_UNNAMED) {
		block_signals(&old);
		if (temp_name(o, &o->tmp, link_unnamed, 0) != 0)
			err = errno;
		else
			add_pending(o);
		restore_signals(&old);
		if (err != 0)
			return err;
	}
#endif
	return out_shut(o);
}

/*
 * Keep the file at o->path, which placing o replaces, as o->old: a hard
 * link, or where there are none the file itself, moved; nothing when
 * there is no file. 0, or the errno of a failure.
 */
static int
keep_old(struct xw_out *o)
{
	struct stat st;

	if (lstat(o->path, &st) != 0)
		return errno == ENOENT ? 0 : errno;
	if (temp_name(o, &o->old, link_old, 0) != 0) {
		if (errno != EPERM && errno != ENOTSUP && errno != ENOSYS)
			return errno;
		if (temp_name(o, &o->old, move_old, 0) != 0)
			return errno;
		o->old_moved = 1;
	}
	add_pending(o);
	return 0;
}

/*
 * Give o's complete temporary its name, without replacing a file with
 * XW_OUT_NEW, and with keep keeping the file it replaces (keep_old): 0,
 * or the errno of a failure (EEXIST: path exists; EPERM: path is an
 * input; ELOOP: path is a symbolic link).
 */
static int
place(struct xw_out *o, int keep)
{
	int err, fd;

	if (o->flags & XW_OUT_NEW) {
		/* link(2) fails if path exists, where rename(2) replaces. */
		if (link(o->tmp, o->path) == 0)
			return 0;
		if (errno == EEXIST || (errno != EPERM && errno != ENOTSUP &&
		    errno != ENOSYS))
			return errno;
		/* No hard links here: claim the name, then replace the
		   claim. */
		if ((fd = open(o->path, O_WRONLY | O_CREAT | O_EXCL, 0600)) < 0)
			return errno;
		close(fd);
		if (rename(o->tmp, o->path) != 0) {
			err = errno;
			unlink(o->path);
			return err;
		}
		drop_tmp(o, 0);
		return 0;
	}
	if (names_input(o->path))
		return EPERM;
	/* Made since xw_out_open looked. */
	if (is_replaced_link(o->path))
		return ELOOP;
	if (keep && (err = keep_old(o)) != 0)
		return err;
	if (rename(o->tmp, o->path) != 0)
		return errno;
	drop_tmp(o, 0);
	return 0;
}

/* Give the complete file o its name: 0, or the errno of a failure, as
   place() has them. */
static int
publish(struct xw_out *o)
{
	int err;
#ifdef O_TMPFILE
	char proc[64];

	if (o->kind == OUT_UNNAMED && (o->flags & XW_OUT_NEW)) {
		proc_name(o, proc, sizeof(proc));
		if (linkat(AT_FDCWD, proc, AT_FDCWD, o->path,
		    AT_SYMLINK_FOLLOW) != 0)
			return errno;
		if ((err = out_shut(o)) != 0)
			unlink(o->path);
		return err;
	}
#endif
	if ((err = close_named(o)) != 0)
		return err;
	return place(o, 0);
}

/* Fill e with why o was not written or named, err the errno. */
static void
out_error(const struct xw_out *o, int err, struct xw_error *e)
{
	const char *name = o->path != NULL ? o->path : "<stdout>";

	if (err == EEXIST)
		xw_seterr(e, XW_ERR_EXISTS, name, 0, 0, "exists");
	else if ((err == EPERM && names_input(o->path)) ||
	    (err == ELOOP && is_replaced_link(o->path)))
		xw_seterr(e, XW_ERR_ARG, name, 0, 0, "%s", err == EPERM ?
		    "will not overwrite the input" :
		    "is a symbolic link; not replaced");
	else
		xw_seterr_io(e, name, "write", strerror(err));
	errno = err;
}

/* Flush o's stream: 0, or the errno of a failure. */
static int
out_flush_err(struct xw_out *o)
{
	if (o->err != 0)
		return o->err;
	errno = 0;
	if (o->fp != NULL && (fflush(o->fp) != 0 || ferror(o->fp)))
		return errno != 0 ? errno : EIO;
	return 0;
}

int
xw_out_close(struct xw_out *o, struct xw_error *e)
{
	int err = o->err;

	if (o->kind == OUT_STDOUT) {
		errno = 0;
		if ((fflush(stdout) != 0 || ferror(stdout)) && err == 0)
			err = errno != 0 ? errno : EIO;
		if (err != 0) {
			/* Said by the caller now; xw_fshut says no more. */
			stdout_failed = 1;
			clearerr(stdout);
		}
	} else if (err != 0) {
		out_shut(o);
	} else if (o->kind == OUT_DEVICE) {
		err = out_shut(o);
	} else if ((err = out_flush_err(o)) == 0) {
		err = publish(o);
	}
	if (err != 0) {
		out_error(o, err, e);
		out_shut(o);
		out_free(o);
		errno = err;
		return -1;
	}
	out_free(o);
	return 0;
}

int
xw_out_stage(struct xw_out *o, struct xw_error *e)
{
	int err;

	if (o->kind != OUT_UNNAMED && o->kind != OUT_NAMED) {
		xw_seterr(e, XW_ERR_ARG, o->path != NULL ? o->path : "<stdout>",
		    0, 0, "is not a regular file; not replaced");
		xw_out_abort(o);
		return -1;
	}
	if ((err = out_flush_err(o)) == 0)
		err = close_named(o);
	if (err != 0) {
		out_error(o, err, e);
		xw_out_abort(o);
		errno = err;
		return -1;
	}
	return 0;
}

int
xw_out_publish(struct xw_out **v, size_t n, struct xw_error *e)
{
	sigset_t old;
	size_t i, k;
	int err = 0;

	/* Each placed with the signals held off, so that a stop between
	   two finds each output wholly placed or not at all, for
	   xw_out_cleanup to undo. */
	for (k = 0; k < n && err == 0; k++) {
		block_signals(&old);
		if ((err = place(v[k], 1)) == 0)
			v[k]->placed = 1;
		restore_signals(&old);
	}
	if (err != 0)
		out_error(v[k - 1], err, e);
	/* All placed: the files they replaced go; else those placed are
	   undone, the failed one's old file kept too. */
	block_signals(&old);
	for (i = k; i-- > 0;) {
		if (err != 0)
			undo(v[i]);
		else if (v[i]->old != NULL)
			unlink(v[i]->old);
		free(v[i]->old);
		v[i]->old = NULL;
		v[i]->placed = 0;
	}
	restore_signals(&old);
	for (i = 0; i < n; i++)
		out_free(v[i]);
	if (err != 0)
		errno = err;
	return err != 0 ? -1 : 0;
}

int
xw_fshut(FILE *fp, const char *name)
{
	int ret = 0, said = fp == stdout && stdout_failed, err;

	/* fflush() alone misses errors of an unbuffered stream's last write. */
	errno = 0;
	if (fflush(fp) != 0 || ferror(fp))
		ret = XW_EXIT_TROUBLE;
	err = errno;
	errno = 0;
	if (fclose(fp) != 0 && ret == 0) {
		ret = XW_EXIT_TROUBLE;
		err = errno;
	}
	if (ret != 0 && !said) {
		errno = err != 0 ? err : EIO;
		xw_warn("cannot write '%s'", name);
	}
	return said ? XW_EXIT_TROUBLE : ret;
}

char *
xw_itoa(long long n, char *buf)
{
	char tmp[XW_ITOA_SIZE], *t = tmp, *b = buf;
	unsigned long long u = n < 0 ? 0ULL - (unsigned long long)n :
	    (unsigned long long)n;

	do
		*t++ = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (n < 0)
		*b++ = '-';
	while (t > tmp)
		*b++ = *--t;
	*b = '\0';
	return buf;
}

void
xw_buf_grow(struct xw_buf *b, size_t n)
{
	if (b->cap - b->len > n)
		return;
	b->cap = b->len + n + 1 > 2 * b->cap ? b->len + n + 1 : 2 * b->cap;
	b->s = xw_ereallocarray(b->s, b->cap, 1);
	/* The string so far, even before anything is added to it. */
	b->s[b->len] = '\0';
}

void
xw_buf_puts(struct xw_buf *b, const char *s)
{
	xw_buf_add(b, s, strlen(s));
}

void
xw_buf_putc(struct xw_buf *b, int c)
{
	char ch = (char)c;

	xw_buf_add(b, &ch, 1);
}

void
xw_buf_printf(struct xw_buf *b, const char *fmt, ...)
{
	va_list ap;
	char small[256], *big;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof(small)) {
		xw_buf_add(b, small, (size_t)n);
		return;
	}
	big = xw_emalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	xw_buf_add(b, big, (size_t)n);
	free(big);
}

char *
xw_buf_take(struct xw_buf *b)
{
	char *s = b->s != NULL ? b->s : xw_estrdup("");

	memset(b, 0, sizeof(*b));
	return s;
}

void
xw_buf_free(struct xw_buf *b)
{
	free(b->s);
	memset(b, 0, sizeof(*b));
}

uint64_t
xw_fnv1a(const void *buf, size_t len, uint64_t h)
{
	const unsigned char *s = buf, *end = s + len;

	while (s < end)
		h = (h ^ *s++) * 0x100000001b3ULL;
	return h;
}
