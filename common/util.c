/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

static const char *progname = "xwtools";

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
	if (e == NULL)
		return -1;
	e->code = code;
	snprintf(e->file, sizeof(e->file), "%s", file != NULL ? file : "");
	e->line = line;
	e->col = col;
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	return -1;
}

const char *
xw_errcode_name(enum xw_errcode code)
{
	static const char *const names[] = { "none", "io", "syntax",
	    "invalid", "format", "checksum", "scrambled", "not-scrambled",
	    "limit", "cannot-hold", "exists", "stale", "unavailable", "arg" };

	if ((size_t)code >= sizeof(names) / sizeof(names[0]))
		return "unknown";
	return names[code];
}

static void vwarnmsg(int, const char *, va_list) XW_PRINTF(2, 0);

static void
vwarnmsg(int witherrno, const char *fmt, va_list ap)
{
	int saved = errno;

	fflush(stdout);
	fprintf(stderr, "%s: ", progname);
	vfprintf(stderr, fmt, ap);
	if (witherrno)
		fprintf(stderr, ": %s", strerror(saved));
	fputc('\n', stderr);
}

void
xw_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarnmsg(1, fmt, ap);
	va_end(ap);
}

void
xw_warnx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarnmsg(0, fmt, ap);
	va_end(ap);
}

void
xw_err(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarnmsg(1, fmt, ap);
	va_end(ap);
	exit(status);
}

void
xw_errx(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarnmsg(0, fmt, ap);
	va_end(ap);
	exit(status);
}

void
xw_report(const struct xw_error *e)
{
	fflush(stdout);
	fprintf(stderr, "%s: ", progname);
	if (e->file[0] != '\0' && e->code != XW_ERR_IO) {
		fputs(e->file, stderr);
		if (e->line > 0)
			fprintf(stderr, ":%ld", e->line);
		if (e->line > 0 && e->col > 0)
			fprintf(stderr, ":%ld", e->col);
		fputs(": ", stderr);
	}
	fprintf(stderr, "%s\n", e->msg);
}

long
xw_estrtonum(const char *s, long lo, long hi, const char *what)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || errno != 0 || n < lo || n > hi)
		xw_errx(XW_EXIT_TROUBLE, "%s '%s' is not a number from %ld to "
		    "%ld", what, s, lo, hi);
	return n;
}

void *
xw_emalloc(size_t n)
{
	void *p = malloc(n != 0 ? n : 1);

	if (p == NULL)
		xw_errx(XW_EXIT_TROUBLE, "out of memory");
	return p;
}

void *
xw_ecalloc(size_t n, size_t size)
{
	void *p = calloc(n != 0 ? n : 1, size != 0 ? size : 1);

	if (p == NULL)
		xw_errx(XW_EXIT_TROUBLE, "out of memory");
	return p;
}

void *
xw_ereallocarray(void *p, size_t n, size_t size)
{
	if (size != 0 && n > SIZE_MAX / size)
		xw_errx(XW_EXIT_TROUBLE, "out of memory");
	p = realloc(p, n * size != 0 ? n * size : 1);
	if (p == NULL)
		xw_errx(XW_EXIT_TROUBLE, "out of memory");
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

const char *
xw_display_name(const char *path)
{
	return path == NULL || strcmp(path, "-") == 0 ? "<stdin>" : path;
}

int
xw_slurp(const char *path, char **bufp, size_t *lenp, struct xw_error *e)
{
	const char *name = xw_display_name(path);
	struct stat st;
	char *buf = NULL;
	size_t len = 0, cap = 0;
	ssize_t n;
	int fd, regular;

	if (path == NULL || strcmp(path, "-") == 0) {
		fd = STDIN_FILENO;
	} else if ((fd = open(path, O_RDONLY)) < 0) {
		return xw_seterr(e, XW_ERR_IO, name, 0, 0, "cannot open '%s': "
		    "%s", path, strerror(errno));
	}
	if (fstat(fd, &st) != 0)
		st.st_mode = 0;
	regular = S_ISREG(st.st_mode);
	if (S_ISDIR(st.st_mode)) {
		xw_seterr(e, XW_ERR_IO, name, 0, 0, "cannot read '%s': %s", name,
		    strerror(EISDIR));
		goto fail;
	}
	/* A regular file's size, and a byte more to see its end in one
	   read; a small buffer would be freed and made again. */
	if (regular && st.st_size >= 0 && st.st_size < XW_MAX_FILE)
		cap = (size_t)st.st_size + 1;
	for (;;) {
		if (cap - len < (regular ? 1 : 65536)) {
			cap = cap != 0 ? cap * 2 : 65536;
			buf = xw_ereallocarray(buf, cap + 1, 1);
		} else if (buf == NULL) {
			buf = xw_emalloc(cap + 1);
		}
		n = read(fd, buf + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			xw_seterr(e, XW_ERR_IO, name, 0, 0, "cannot read '%s': %s",
			    name, strerror(errno));
			goto fail;
		}
		len += (size_t)n;
		if (len > (size_t)XW_MAX_FILE) {
			xw_seterr(e, XW_ERR_LIMIT, name, 0, 0, "file larger than "
			    "%ld bytes", XW_MAX_FILE);
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

struct xw_out {
	FILE *fp;	/* stdout, a device, or fd's stream once asked for */
	int fd;		/* the temporary file, or -1 */
	int err;	/* errno of a failed xw_out_write, or 0 */
	char *path;	/* final name, NULL for stdout */
	char *tmp;	/* temporary name, NULL when writing in place */
};

/*
 * A new file beside path, named .xwtmp.*, made with mode (less the
 * umask) and O_EXCL, so it is never an existing file or a link.
 */
static int
make_temp(struct xw_out *o, mode_t mode)
{
	static unsigned long count;
	const char *slash = strrchr(o->path, '/');
	int dirlen = slash != NULL ? (int)(slash - o->path + 1) : 0;
	size_t size = strlen(o->path) + 64;
	int fd, tries;

	o->tmp = xw_emalloc(size);
	for (tries = 0; tries < 100; tries++) {
		snprintf(o->tmp, size, "%.*s.xwtmp.%ld.%lu", dirlen, o->path,
		    (long)getpid(), count++);
		fd = open(o->tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
		    mode);
		if (fd >= 0 || errno != EEXIST)
			return fd;
	}
	errno = EAGAIN;	/* not EEXIST: that is for path itself */
	return -1;
}

struct xw_out *
xw_out_open(const char *path, unsigned flags, struct xw_error *e)
{
	struct xw_out *o = xw_ecalloc(1, sizeof(*o));
	struct stat st;
	int exists, err;

	o->fd = -1;
	if (path == NULL || strcmp(path, "-") == 0) {
		o->fp = stdout;
		return o;
	}
	o->path = xw_estrdup(path);
	exists = stat(path, &st) == 0;
	if (exists && !S_ISREG(st.st_mode)) {
		if (S_ISDIR(st.st_mode)) {
			xw_seterr(e, XW_ERR_IO, path, 0, 0, "cannot write '%s': %s",
			    path, strerror(EISDIR));
			goto fail;
		}
		/* A device or pipe: there is nothing to replace atomically. */
		if ((o->fp = fopen(path, "w")) == NULL) {
			xw_seterr(e, XW_ERR_IO, path, 0, 0, "cannot open '%s': %s",
			    path, strerror(errno));
			goto fail;
		}
		return o;
	}
	if (exists && (flags & XW_OUT_NEW)) {
		xw_seterr(e, XW_ERR_EXISTS, path, 0, 0, "exists");
		errno = EEXIST;
		goto fail;
	}
	/* A new file gets 0666 less the umask; a replaced one its mode. */
	if ((o->fd = make_temp(o, exists ? st.st_mode & 07777 : 0666)) < 0) {
		xw_seterr(e, XW_ERR_IO, path, 0, 0, "cannot create '%s': %s",
		    path, strerror(errno));
		goto fail;
	}
	if (exists)
		fchmod(o->fd, st.st_mode & 07777);
	return o;
fail:
	err = errno;
	free(o->path);
	free(o->tmp);
	free(o);
	errno = err;
	return NULL;
}

FILE *
xw_out_stream(struct xw_out *o, struct xw_error *e)
{
	if (o->fp == NULL && (o->fp = fdopen(o->fd, "w")) == NULL)
		xw_seterr(e, XW_ERR_IO, o->path, 0, 0, "cannot write '%s': %s",
		    o->path, strerror(errno));
	return o->fp;
}

void
xw_out_write(struct xw_out *o, const char *buf, size_t len)
{
	ssize_t n;

	if (o->fp != NULL) {
		fwrite(buf, 1, len, o->fp);
		return;
	}
	while (len > 0 && o->err == 0) {
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

static void
out_free(struct xw_out *o)
{
	free(o->path);
	free(o->tmp);
	free(o);
}

void
xw_out_abort(struct xw_out *o)
{
	if (o == NULL)
		return;
	if (o->fp != NULL && o->fp != stdout)
		fclose(o->fp);
	else if (o->fp == NULL && o->fd >= 0)
		close(o->fd);
	if (o->tmp != NULL)
		unlink(o->tmp);
	out_free(o);
}

int
xw_out_close(struct xw_out *o, struct xw_error *e)
{
	const char *name = o->path != NULL ? o->path : "<stdout>";
	int bad;

	errno = 0;
	if (o->fp == stdout) {
		bad = fflush(stdout) != 0 || ferror(stdout);
	} else if (o->fp != NULL) {
		bad = fflush(o->fp) != 0 || ferror(o->fp);
		bad |= fclose(o->fp) != 0;
	} else {
		bad = close(o->fd) != 0 || o->err != 0;
		if (o->err != 0)
			errno = o->err;
	}
	if (bad) {
		xw_seterr(e, XW_ERR_IO, name, 0, 0, "cannot write '%s': %s",
		    name, strerror(errno != 0 ? errno : EIO));
		if (o->tmp != NULL)
			unlink(o->tmp);
		out_free(o);
		return -1;
	}
	if (o->tmp != NULL && rename(o->tmp, o->path) != 0) {
		xw_seterr(e, XW_ERR_IO, name, 0, 0, "cannot rename to '%s': %s",
		    name, strerror(errno));
		unlink(o->tmp);
		out_free(o);
		return -1;
	}
	out_free(o);
	return 0;
}

int
xw_fshut(FILE *fp, const char *name)
{
	int ret = 0;

	/* fflush() alone misses errors of an unbuffered stream's last write. */
	errno = 0;
	if (fflush(fp) != 0 || ferror(fp)) {
		xw_warn("cannot write '%s'", name);
		ret = XW_EXIT_TROUBLE;
	}
	if (fclose(fp) != 0 && ret == 0) {
		xw_warn("cannot write '%s'", name);
		ret = XW_EXIT_TROUBLE;
	}
	return ret;
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
