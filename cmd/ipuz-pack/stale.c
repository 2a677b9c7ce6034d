/* See LICENSE file for copyright and license details. */
/*
 * ipuz-pack -e -F over a set's folder: the puzzles it had that the set
 * no longer has, found in its puzzle.config (crosswords) or its record
 * PK_RECORD (ipuz), both written by the export before, removed once the
 * new files are in place (exportdir.c). A file no export wrote is never
 * taken for one by its name alone (regress18 F1: 2024-notes.ipuz, a
 * user's own, went as a puzzle numbered 2024).
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bundle.h"
#include "pack.h"
#include "utf8.h"
#include "util.h"
#include "write.h"

/* The most a record holds: a line for each puzzle of the biggest set,
   its place, '-', its id, ".ipuz". */
#define PK_RECORD_MAX	((size_t)PK_MAX_MEMBERS * (PK_ID_MAX + 16))

/*
 * Read path into text, when it is a regular file: 0 when read whole
 * (which may be up to a chunk past limit), 1 when reading stopped at
 * limit with more to read (text has the first limit bytes or more),
 * -1 when it cannot be opened or read (errno says why), -2 when
 * it is not a regular file. Not by xw_slurp, which would make it an
 * input, never replaced. Only a regular file is read: opening a FIFO
 * would wait for a writer, for ever (O_NONBLOCK), and a link is not
 * followed out of the folder.
 */
static int
read_regular(const char *path, size_t limit, struct xw_buf *text)
{
	char chunk[4096];
	struct stat st;
	size_t len = 0;
	FILE *fp;
	int fd, bad;

	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW)) < 0)
		return -1;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return -2;
	}
	if ((fp = fdopen(fd, "r")) == NULL) {
		close(fd);
		return -1;
	}
	while ((len = fread(chunk, 1, sizeof(chunk), fp)) > 0 &&
	    text->len < limit)
		xw_buf_add(text, chunk, len);
	bad = ferror(fp);
	fclose(fp);
	return bad ? -1 : len > 0;
}

char **
pk_stale_puzzles(const char *dest, const struct pk_file *files, size_t n)
{
	char *path = xw_emalloc(strlen(dest) + sizeof("/puzzle.config"));
	char **stale = xw_ecalloc(1, sizeof(*stale)), *buf, *line, *end, *id;
	struct xw_buf text = { 0 };
	size_t len, count = 0, i, k;
	int cut;

	/* Anything but a regular file is refused when the files are put
	   over (pk_writable). */
	sprintf(path, "%s/puzzle.config", dest);
	/* A chunk read past the limit: no more is read, so the puzzles
	   named after it stay (the safe side), said. */
	if ((cut = read_regular(path, XW_MAX_FILE, &text) == 1))
		xw_warnx("%s: read only its first %ld MiB; the puzzles it "
		    "names past that are left", path, XW_MAX_FILE >> 20);
	free(path);
	len = text.len;
	buf = xw_buf_take(&text);
	/* Nor is its last line, cut short: "PuzzleName=a.ipuz.ipuz" cut
	   after "a.ipuz" would name a puzzle it does not. */
	while (cut && len > 0 && buf[len - 1] != '\n')
		len--;
	for (line = buf; line < buf + len; line = end + 1) {
		if ((end = strchr(line, '\n')) == NULL)
			end = buf + len;
		*end = '\0';
		if (strncmp(line, "PuzzleName=", 11) != 0 || (k = strlen(line +
		    11)) <= 5 || strcmp(line + 11 + k - 5, ".ipuz") != 0)
			continue;
		id = xw_estrndup(line + 11, k - 5);
		for (i = 0; i < n && strcmp(files[i].name, line + 11) != 0; i++)
			;
		if (pk_id_ok(id) && i == n) {
			stale = xw_ereallocarray(stale, count + 2,
			    sizeof(*stale));
			stale[count++] = xw_estrdup(line + 11);
			stale[count] = NULL;
		}
		free(id);
	}
	free(buf);
	return stale;
}

/* Whether name is a puzzle as -e ipuz names one: a place in digits,
   '-', an id and ".ipuz" (1-snow.ipuz). */
static int
numbered(const char *name)
{
	size_t digits = strspn(name, "0123456789"), k = strlen(name);
	char *id;
	int ok;

	if (digits == 0 || name[digits] != '-' || k < digits + 1 + 5 ||
	    strcmp(name + k - 5, ".ipuz") != 0)
		return 0;
	id = xw_estrndup(name + digits + 1, k - digits - 1 - 5);
	ok = pk_id_ok(id);
	free(id);
	return ok;
}

char **
pk_stale_recorded(const char *dest, const struct pk_file *files, size_t n,
    char **unheeded)
{
	char *path = xw_emalloc(strlen(dest) + sizeof("/" PK_RECORD));
	char **stale = xw_ecalloc(1, sizeof(*stale)), *buf, *line, *end;
	struct xw_buf text = { 0 }, why = { 0 };
	size_t len, count = 0, i, lineno = 0;
	char shown[XW_SHOWN_SIZE(60)];
	int r;

	*unheeded = NULL;
	sprintf(path, "%s/" PK_RECORD, dest);
	r = read_regular(path, PK_RECORD_MAX, &text);
	/* Missing: a folder of an export before the record, or one
	   made by hand. */
	if (r == -1 && errno == ENOENT)
		xw_buf_puts(&why, "missing");
	else if (r == -1)
		xw_buf_printf(&why, "cannot read it (%s)", strerror(errno));
	else if (r == -2)
		xw_buf_puts(&why, "not a regular file");
	else if (r == 1 || text.len > PK_RECORD_MAX)
		xw_buf_printf(&why, "over %ld KiB, more than any export writes",
		    (long)(PK_RECORD_MAX >> 10));
	else if (text.len == 0)
		xw_buf_puts(&why, "empty");
	len = text.len;
	buf = xw_buf_take(&text);
	/* Every line, or none, is taken: a record that is not what
	   ipuz-pack wrote is no guide to what it wrote. */
	for (line = buf; why.len == 0 && line < buf + len; line = end + 1) {
		lineno++;
		if ((end = memchr(line, '\n', (size_t)(buf + len - line))) ==
		    NULL)
			end = buf + len;
		*end = '\0';
		if (strlen(line) != (size_t)(end - line) || !numbered(line)) {
			/* Cut, its NUL shown: file:line says where. */
			xw_buf_printf(&why, "'%s' is not a puzzle as -e ipuz "
			    "names one", xw_utf8_shown(line, (size_t)(end -
			    line), 60, shown, sizeof(shown)));
			break;
		}
		for (i = 0; i < n && strcmp(files[i].name, line) != 0; i++)
			;
		if (i < n)
			continue;
		stale = xw_ereallocarray(stale, count + 2, sizeof(*stale));
		stale[count++] = xw_estrdup(line);
		stale[count] = NULL;
	}
	if (why.len > 0) {
		for (i = 0; i < count; i++)
			free(stale[i]);
		stale[0] = NULL;
		/* file:line: where a line is wrong, as every reader says. */
		xw_buf_puts(&text, path);
		if (lineno > 0)
			xw_buf_printf(&text, ":%zu", lineno);
		xw_buf_printf(&text, ": warning: %s; no file of an earlier "
		    "export removed (only those its record names are)", why.s);
		*unheeded = xw_buf_take(&text);
	}
	xw_buf_free(&why);
	free(buf);
	free(path);
	return stale;
}

void
pk_drop_stale(const char *dest, char **stale, int put)
{
	struct stat st;
	char *path;
	size_t i;

	for (i = 0; stale[i] != NULL; i++) {
		path = xw_emalloc(strlen(dest) + strlen(stale[i]) + 2);
		sprintf(path, "%s/%s", dest, stale[i]);
		if (!put || lstat(path, &st) != 0)
			;
		else if (!S_ISREG(st.st_mode))
			xw_warnx("%s: left, though the set no longer has it: "
			    "not a regular file", path);
		/* The bundle read, kept in the folder under a puzzle's
		   name: an input is never lost. */
		else if (xw_is_input(path))
			xw_warnx("%s: left, though the set no longer has it: "
			    "it is an input of this run", path);
		else if (unlink(path) != 0)
			xw_warn("%s: left, though the set no longer has it; "
			    "cannot remove it", path);
		free(path);
		free(stale[i]);
	}
	free(stale);
}
