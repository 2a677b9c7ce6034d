/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "util.h"
#include "write.h"

/* The folders made, to be removed again if a file fails. */
struct made {
	char **v;
	size_t n;
};

static void
remember(struct made *u, const char *path)
{
	u->v = xw_ereallocarray(u->v, u->n + 1, sizeof(*u->v));
	u->v[u->n++] = xw_estrdup(path);
}

static void
forget(struct made *u, int remove_them)
{
	while (u->n > 0) {
		u->n--;
		if (remove_them)
			rmdir(u->v[u->n]);
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

/* Whether dir/name may be written, the refusal said; *bad_folder is
   set to a folder on the way that is not one, which then refuses every
   file below it unsaid. */
static int
writable(const char *dir, const char *name, int force, char **bad_folder)
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
			if (bad_folder != NULL)
				*bad_folder = xw_estrdup(path);
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

int
pk_writable(const char *dir, const char *name, int force)
{
	return writable(dir, name, force, NULL);
}

/* Whether name lies below one of the folders said not to be one. */
static int
below_bad_folder(const char *dir, const char *name, const struct made *bad)
{
	char *path = join(dir, name);
	size_t i, k;
	int below = 0;

	for (i = 0; i < bad->n && !below; i++) {
		k = strlen(bad->v[i]);
		below = strncmp(path, bad->v[i], k) == 0 && path[k] == '/';
	}
	free(path);
	return below;
}

/* Whether every file may be written: each one refused is said, as
   ipuz-convert -d says each output in the way, so that the user knows
   all that -F would replace, then their count. */
static int
all_writable(const char *dir, const struct pk_file *files, size_t n,
    int force)
{
	struct made bad = { NULL, 0 };
	char *folder;
	size_t i, refused = 0;

	for (i = 0; i < n; i++) {
		folder = NULL;
		if (below_bad_folder(dir, files[i].name, &bad))
			refused++;
		else if (!writable(dir, files[i].name, force, &folder))
			refused++;
		if (folder != NULL) {
			remember(&bad, folder);
			free(folder);
		}
	}
	forget(&bad, 0);
	if (refused > 0)
		xw_warnx("%zu of %zu file%s refused; nothing written", refused,
		    n, n == 1 ? "" : "s");
	return refused == 0;
}

static void
note_made(const char *folder, void *u)
{
	remember(u, folder);
}

/* Make the folders on the way to path below dir, remembering the new
   ones: none through a link (xw_cli_make_folders). */
static int
make_folders(const char *dir, char *path, struct made *u)
{
	char *slash = strrchr(path, '/');
	struct xw_error e;
	int ret;

	if ((size_t)(slash - path) <= strlen(dir))
		return 0;	/* a file of dir itself */
	*slash = '\0';
	if ((ret = xw_cli_make_folders(path, strlen(dir), note_made, u,
	    &e)) != 0)
		xw_report(&e);
	*slash = '/';
	return ret;
}

/* f, written complete beside path and not yet given its name; without
   force, never over a file, even one another process makes meanwhile.
   NULL when it failed, said why. */
static struct xw_out *
stage_one(const char *path, const struct pk_file *f, int force)
{
	struct xw_error e;
	struct xw_out *o;

	if ((o = xw_out_open(path, force ? 0 : XW_OUT_NEW, &e)) == NULL ||
	    (xw_out_write(o, f->data, f->len), xw_out_stage(o, &e)) != 0) {
		xw_cli_not_written(path, &e, 'F');
		return NULL;
	}
	return o;
}

int
pk_write_files(const char *dir, const struct pk_file *files, size_t n,
    int force)
{
	struct xw_out **v = xw_ecalloc(n, sizeof(*v));
	struct made u = { NULL, 0 };
	struct xw_error e;
	char *path;
	size_t i, k;
	int ok = 1;

	ok = all_writable(dir, files, n, force);
	/* Every file complete beside its place before any is put there,
	   so that one that fails (a full disk) leaves every file as it
	   was; then all put in place, or none. */
	for (k = 0; k < n && ok; k++) {
		path = join(dir, files[k].name);
		ok = make_folders(dir, path, &u) == 0 &&
		    (v[k] = stage_one(path, &files[k], force)) != NULL;
		free(path);
	}
	if (ok && xw_out_publish(v, n, &e) != 0) {
		xw_cli_not_written(e.file, &e, 'F');
		ok = 0;
	} else if (!ok) {
		for (i = 0; i < k; i++)
			xw_out_abort(v[i]);
	}
	forget(&u, !ok);
	free(v);
	return ok ? 0 : -1;
}
