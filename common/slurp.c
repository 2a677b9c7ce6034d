/* See LICENSE file for copyright and license details. */
/*
 * Reading a whole file, or stdin, into memory (xw_slurp and its kin),
 * within a limit of bytes: a file known to be over it is refused
 * unread, and no more is taken of one that grows past it.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "util_priv.h"

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
	xw_note_input(&st);
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
