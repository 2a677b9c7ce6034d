/* See LICENSE file for copyright and license details. */
/*
 * Errors and messages: struct xw_error filled and named; the program's
 * name; the reporter (xw_warn, xw_err, xw_report), which escapes the
 * text it quotes, as xw_buf_escape does for a caller, and writes each
 * line whole; and xw_estrtonum, which dies with a message.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clocale.h"
#include "utf8.h"
#include "util.h"
#include "util_priv.h"

static const char *progname = "xwtools";

/*
 * The longest message, newline included: PIPE_BUF, so that a message to
 * a pipe is one atomic write(2) and the lines of parallel workers never
 * mix. A longer one loses its middle (fit_middle).
 */
#define MSG_MAX 4096

static size_t fit_middle(char *out, size_t room, const char *raw,
    size_t len, int shown);

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
	char text[MSG_MAX], *whole = NULL;
	const char *name = file != NULL ? file : "";
	va_list again;
	size_t n;
	int k;

	if (e == NULL)
		return -1;
	e->code = code;
	/* A long path loses its middle, as say() cuts a line: the file's
	   own name and the reason at the message's end are kept. */
	n = fit_middle(e->file, sizeof(e->file) - 4, name, strlen(name), 1);
	e->file[n] = '\0';
	e->line = line;
	e->col = col;
	va_copy(again, ap);
	k = xw_c_vsnprintf(text, sizeof(text), fmt, ap);
	n = k < 0 ? 0 : (size_t)k;
	if (n >= sizeof(text) && (whole = malloc(n + 1)) != NULL)
		xw_c_vsnprintf(whole, n + 1, fmt, again);
	va_end(again);
	if (n >= sizeof(text) && whole == NULL) {
		/* Without memory the end is lost, and the cut said. */
		n = xw_utf8_cut_bytes(text, sizeof(e->msg) - 4);
		memcpy(e->msg, text, n);
		memcpy(e->msg + n, "...", 4);
		return -1;
	}
	n = fit_middle(e->msg, sizeof(e->msg) - 4, whole != NULL ? whole :
	    text, n, 1);
	e->msg[n] = '\0';
	free(whole);
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
	char shown[sizeof(e->msg)];
	const char *name = file;
	size_t n = strlen(file), rest = strlen(what) + strlen(why) +
	    (from != NULL ? strlen(from) : 0) + 24;

	/* The reason is what a long name (a path past PATH_MAX) must not
	   push out of the message: the name is cut, with "...". */
	if (e != NULL && n + rest >= sizeof(e->msg) && rest + 64 <
	    sizeof(e->msg)) {
		n = xw_utf8_cut_bytes(file, sizeof(e->msg) - rest - 4);
		memcpy(shown, file, n);
		memcpy(shown + n, "...", 4);
		name = shown;
	}
	if (from == NULL)
		return xw_seterr(e, XW_ERR_IO, file, 0, 0, "cannot %s '%s': %s",
		    what, name, why);
	return xw_seterr(e, XW_ERR_IO, file, 0, 0, "cannot %s '%s' (from %s): "
	    "%s", what, name, from, why);
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

const char *
xw_errcode_hint(enum xw_errcode code, int own)
{
	/* One wording for every tool and the checker: the library's
	   messages know nothing of options, so the way out goes by the
	   code. */
	if (code == XW_ERR_CHECKSUM)
		return own ? "-f reads it anyway" :
		    "ipuz-convert -f reads it anyway";
	if (code == XW_ERR_SCRAMBLED)
		return own ? "-K finds its key" :
		    "ipuz-convert -K finds its key";
	return NULL;
}


/*
 * The first unit of s[0..n), n > 0, as a message shows it: returns the
 * bytes of s it takes, and points *rep at the need bytes shown for it
 * (code holds an escape). Text already shown (xw_buf_escape) is kept as
 * it is, an escape of it whole.
 */
static size_t
unit(const char *s, size_t n, int shown, char code[4], const char **rep,
    size_t *need)
{
	static const char hex[] = "0123456789abcdef";
	unsigned char c = (unsigned char)s[0];
	size_t k = 1;
	uint32_t cp;

	*rep = s;
	if (shown) {
		if (c == '\\' && n > 1)
			k = s[1] == 'x' ? (n < 4 ? n : 4) : 2;
		else if (c >= 0x80 && (k = xw_utf8_decode(s, n, &cp)) == 0)
			k = 1;
		*need = k;
		return k;
	}
	if (c >= 0x80 && (k = xw_utf8_decode(s, n, &cp)) != 0 &&
	    cp >= 0xa0 && !xw_is_invisible(cp)) {
		*need = k;	/* a character, kept as it is */
		return k;
	}
	if (c < 0x20 || c >= 0x7f || c == '\\') {
		/* A control character (C0, DEL, C1 encoded), a character
		   xw_is_invisible() names, byte by byte, a byte that is not
		   UTF-8, or the backslash itself, so that no two texts are
		   shown alike: 'a\x1b' (four characters) is 'a\x5cx1b'. */
		code[0] = '\\';
		code[1] = c == '\n' ? 'n' : c == '\t' ? 't' : c == '\r' ? 'r' :
		    'x';
		code[2] = hex[c >> 4];
		code[3] = hex[c & 15];
		*rep = code;
		*need = code[1] == 'x' ? 4 : 2;
		return 1;
	}
	*need = 1;
	return 1;
}

/* s[0..n) shown (unit) into dst, at most cap bytes of it, whole units;
   returns the bytes written, and in *used those of s shown. */
static size_t
escape(char *dst, size_t cap, const char *s, size_t n, int shown,
    size_t *used)
{
	const char *rep;
	char code[4];
	size_t i = 0, o = 0, k, need;

	while (i < n) {
		k = unit(s + i, n - i, shown, code, &rep, &need);
		if (cap - o < need)
			break;
		memcpy(dst + o, rep, need);
		o += need;
		i += k;
	}
	*used = i;
	return o;
}

/* The bytes s[0..n) takes shown (unit). */
static size_t
shown_size(const char *s, size_t n, int shown)
{
	const char *rep;
	char code[4];
	size_t i = 0, size = 0, need;

	while (i < n) {
		i += unit(s + i, n - i, shown, code, &rep, &need);
		size += need;
	}
	return size;
}

int
xw_shown_as_is(const char *text)
{
	size_t n = strlen(text);

	return shown_size(text, n, 0) == n;
}

void
xw_buf_escape(struct xw_buf *b, const char *s, size_t n)
{
	size_t used;

	/* At most four bytes for each byte of s. */
	xw_buf_grow(b, 4 * n);
	b->len += escape(b->s + b->len, 4 * n, s, n, 0, &used);
	b->s[b->len] = '\0';
}

/*
 * raw[0..len) shown (unit) into out, whole when it takes at most room
 * bytes; else its start, "...", and its end, in the last half of room,
 * so that room + 3 bytes hold it: a message names its file first and
 * says what is wrong last, and a long path loses its middle, not the
 * reason. The end starts on a character, not on a mark that goes on the
 * letter cut off before it. Returns the bytes written.
 */
static size_t
fit_middle(char *out, size_t room, const char *raw, size_t len, int shown)
{
	size_t o, used, total, before = 0, k, need, i = 0;
	const char *rep;
	char code[4];
	uint32_t cp;

	total = shown_size(raw, len, shown);
	if (total <= room)
		return escape(out, room, raw, len, shown, &used);
	while (total - before > room / 2 || (i < len &&
	    xw_utf8_decode(raw + i, len - i, &cp) > 1 && cp >= 0xa0 &&
	    !xw_is_invisible(cp) && xw_utf8_columns(cp) == 0)) {
		k = unit(raw + i, len - i, shown, code, &rep, &need);
		before += need;
		i += k;
	}
	o = escape(out, room - (total - before), raw, i, shown, &used);
	memcpy(out + o, "...", 3);
	o += 3;
	return o + escape(out + o, total - before, raw + i, len - i, shown,
	    &used);
}

/*
 * Say "prog: " and the len bytes of raw on the standard error in one
 * write(2). Control characters and bytes that are not UTF-8 are
 * escaped, so that text from an input can neither forge a line nor
 * drive the terminal, unless raw is already shown (xw_buf_escape), as
 * escaping it again would double its escapes. A line too long loses
 * its middle, not its end: a message names a file first and says what
 * is wrong last, so the cut, "...", falls in a long path, which escapes
 * can make four times its length, and the reason is kept. With cut set
 * raw lacks its end already: it is shown up to the cut, "..." after.
 */
static void
say(const char *raw, size_t len, int cut, int shown)
{
	char out[MSG_MAX];
	size_t o, used, room;
	ssize_t n;
	int saved = errno;

	o = escape(out, 256, progname, strlen(progname), 0, &used);
	memcpy(out + o, ": ", 2);
	o += 2;
	/* Room for "..." and the newline. */
	room = sizeof(out) - 4 - o;
	if (cut) {
		o += escape(out + o, room, raw, len, shown, &used);
		memcpy(out + o, "...", 3);
		o += 3;
	} else {
		o += fit_middle(out + o, room, raw, len, shown);
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

int
xw_msg_fits(const char *text)
{
	size_t name = shown_size(progname, strlen(progname), 0);

	/* As say lays the line out: "prog: " (its name at most 256 bytes),
	   the text, and room for "..." and the newline. */
	return (name < 256 ? name : 256) + 2 + shown_size(text, strlen(text),
	    0) <= MSG_MAX - 4;
}

/* Say "prog: " fmt [": " strerror(errnum)], as say does. */
static void vsay(int, const char *, va_list) XW_PRINTF(2, 0);

static void
vsay(int errnum, const char *fmt, va_list ap)
{
	char raw[MSG_MAX], *text = raw, *whole = NULL;
	const char *why = errnum != 0 ? strerror(errnum) : NULL;
	size_t len, size, whylen = why != NULL ? strlen(why) : 0;
	va_list again;
	int k;

	va_copy(again, ap);
	k = xw_c_vsnprintf(raw, sizeof(raw), fmt, ap);
	len = k < 0 ? 0 : (size_t)k;
	size = len + (why != NULL ? 2 + whylen : 0) + 1;
	/* say keeps a long message's end, the reason, so it needs the
	   whole: one longer than raw is made again in memory of its size.
	   Without memory (the reporter must work when it is short), the
	   end is lost, except strerror's reason. */
	if (size > sizeof(raw) && (whole = malloc(size)) != NULL) {
		xw_c_vsnprintf(whole, len + 1, fmt, again);
		text = whole;
	} else if (size > sizeof(raw)) {
		len = xw_utf8_cut_bytes(raw, why == NULL ? sizeof(raw) - 1 :
		    sizeof(raw) - 6 - whylen);
		if (why != NULL) {
			memcpy(raw + len, "...", 3);
			len += 3;
		}
	}
	va_end(again);
	if (why != NULL) {
		memcpy(text + len, ": ", 2);
		memcpy(text + len + 2, why, whylen);
		len += 2 + whylen;
	}
	say(text, len, text == raw && why == NULL && size > sizeof(raw), 0);
	free(whole);
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
