/* See LICENSE file for copyright and license details. */
/*
 * ipuz-pack -e -F over a set's folder: the puzzles it had that the set
 * no longer has, found in its puzzle.config (crosswords) or by their
 * numbered names (ipuz), removed once the new files are in place
 * (exportdir.c).
 */
#include <sys/stat.h>

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pack.h"
#include "util.h"
#include "write.h"

char **
pk_stale_puzzles(const char *dest, const struct pk_file *files, size_t n)
{
	char *path = xw_emalloc(strlen(dest) + sizeof("/puzzle.config"));
	char **stale = xw_ecalloc(1, sizeof(*stale)), *buf, *line, *end, *id;
	char chunk[4096];
	struct xw_buf text = { 0 };
	size_t len = 0, count = 0, i, k;
	struct stat st;
	FILE *fp;
	int fd, cut;

	/* Not by xw_slurp, which would make it an input, never replaced.
	   Only a regular file is read: opening a FIFO would wait for a
	   writer, for ever (O_NONBLOCK), and anything else is refused when
	   the files are put over (pk_writable). */
	sprintf(path, "%s/puzzle.config", dest);
	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW)) >= 0 &&
	    (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))) {
		close(fd);
		fd = -1;
	}
	if (fd >= 0 && (fp = fdopen(fd, "r")) == NULL)
		close(fd);
	else if (fd >= 0) {
		while ((len = fread(chunk, 1, sizeof(chunk), fp)) > 0 &&
		    text.len < (size_t)XW_MAX_FILE)
			xw_buf_add(&text, chunk, len);
		fclose(fp);
	}
	/* A chunk read past the limit: no more is read, so the puzzles
	   named after it stay (the safe side), said. */
	if ((cut = len > 0))
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
pk_stale_numbered(const char *dest, const struct pk_file *files, size_t n)
{
	char **stale = xw_ecalloc(1, sizeof(*stale));
	struct dirent *d;
	size_t count = 0, i;
	DIR *dp;

	if ((dp = opendir(dest)) == NULL)
		return stale;
	while ((d = readdir(dp)) != NULL) {
		if (!numbered(d->d_name))
			continue;
		for (i = 0; i < n && strcmp(files[i].name, d->d_name) != 0; i++)
			;
		if (i < n)
			continue;
		stale = xw_ereallocarray(stale, count + 2, sizeof(*stale));
		stale[count++] = xw_estrdup(d->d_name);
		stale[count] = NULL;
	}
	closedir(dp);
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
		else if (unlink(path) != 0)
			xw_warn("%s: left, though the set no longer has it; "
			    "cannot remove it", path);
		free(path);
		free(stale[i]);
	}
	free(stale);
}
