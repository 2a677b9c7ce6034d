/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pack.h"
#include "util.h"

/* What was made, to be removed again if a later file fails. */
struct undo {
	char **v;
	size_t n;
};

static void
remember(struct undo *u, const char *path)
{
	u->v = xw_ereallocarray(u->v, u->n + 1, sizeof(*u->v));
	u->v[u->n++] = xw_estrdup(path);
}

static void
forget(struct undo *u, int remove_them)
{
	while (u->n > 0) {
		u->n--;
		if (remove_them)
			remove(u->v[u->n]);
		free(u->v[u->n]);
	}
	free(u->v);
}

static char *
join(const char *dir, const char *name)
{
	char *path = xw_emalloc(strlen(dir) + strlen(name) + 2);

	sprintf(path, "%s/%s", dir, name);
	return path;
}

int
pk_writable(const char *dir, const char *name, int force)
{
	char *path = join(dir, name), *slash;
	const char *why = NULL;
	struct stat st;
	int missing = 0;

	for (slash = strchr(path + strlen(dir) + 1, '/'); slash != NULL &&
	    !missing && why == NULL; slash = strchr(slash + 1, '/')) {
		*slash = '\0';
		if ((missing = lstat(path, &st) != 0) == 0 &&
		    !S_ISDIR(st.st_mode)) {
			xw_warnx("%s: is not a folder; nothing written in it",
			    path);
			why = "";
		}
		*slash = '/';
	}
	if (why != NULL || lstat(path, &st) != 0)
		;
	else if (S_ISLNK(st.st_mode))
		why = "is a symbolic link; not replaced";
	else if (!S_ISREG(st.st_mode))
		why = "is not a regular file; not replaced";
	else if (!force)
		why = "exists; -F overwrites it";
	if (why != NULL && why[0] != '\0')
		xw_warnx("%s: %s", path, why);
	free(path);
	return why == NULL;
}

/* Make the folders on the way to path, remembering the new ones. */
static int
make_folders(char *path, size_t from, struct undo *u)
{
	char *slash;

	for (slash = strchr(path + from, '/'); slash != NULL;
	    slash = strchr(slash + 1, '/')) {
		*slash = '\0';
		if (mkdir(path, 0777) == 0) {
			remember(u, path);
		} else if (errno != EEXIST) {
			xw_warn("cannot make '%s'", path);
			*slash = '/';
			return -1;
		}
		*slash = '/';
	}
	return 0;
}

/* Write f at path; without force, never over a file, even one another
   process made since pk_writable() looked. */
static int
write_one(const char *path, const struct pk_file *f, int force,
    struct undo *u)
{
	struct xw_error e;
	struct xw_out *o;
	struct stat st;
	int existed = lstat(path, &st) == 0;

	if ((o = xw_out_open(path, force ? 0 : XW_OUT_NEW, &e)) == NULL ||
	    (xw_out_write(o, f->data, f->len), xw_out_close(o, &e)) != 0) {
		if (e.code == XW_ERR_EXISTS)
			xw_warnx("%s: exists; -F overwrites it", path);
		else
			xw_report(&e);
		return -1;
	}
	if (!existed)
		remember(u, path);
	return 0;
}

int
pk_write_files(const char *dir, const struct pk_file *files, size_t n,
    int force)
{
	struct undo u = { NULL, 0 };
	char *path;
	size_t i;
	int ok = 1;

	/* The first refusal is enough to say: nothing is written. */
	for (i = 0; i < n; i++)
		if (!pk_writable(dir, files[i].name, force))
			return -1;
	for (i = 0; i < n && ok; i++) {
		path = join(dir, files[i].name);
		ok = make_folders(path, strlen(dir) + 1, &u) == 0 &&
		    write_one(path, &files[i], force, &u) == 0;
		free(path);
	}
	forget(&u, !ok);
	return ok ? 0 : -1;
}
