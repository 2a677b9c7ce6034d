/* See LICENSE file for copyright and license details. */
/*
 * The set ipuz-pack -c packs: its puzzles from the manifest of -m, found
 * beside it, or from the files named, their ids and unlock rules checked,
 * and a warning for two that read one file.
 */
#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "findings.h"
#include "pack.h"
#include "util.h"

/* Puzzles from the files named on the command line, in their order. */
static void
add_files(struct pk_set *s, char *const *files, int n)
{
	int i;

	s->v = xw_ecalloc((size_t)n, sizeof(*s->v));
	for (i = 0; i < n; i++, s->n++) {
		s->v[i].file = xw_estrdup(files[i]);
		s->v[i].path = xw_estrdup(files[i]);
		/* Named as every tool names it: "<stdin>" for '-'. */
		s->v[i].name = xw_estrdup(xw_display_name(files[i]));
	}
}

/*
 * The source of a puzzle named in the manifest at mpath: beside it, in
 * the current folder for a manifest on the standard input ("-"). It is
 * always a file: "-" is the file of that name, as it is beside a
 * manifest named "sub/m.json", never the standard input, which would
 * make "m.json" and "./m.json" pack two puzzles.
 */
static char *
beside(const char *mpath, const char *file)
{
	const char *slash = strrchr(mpath, '/');
	int dirlen = slash != NULL ? (int)(slash - mpath) + 1 : 0;
	char *path;

	if (dirlen == 0 && strcmp(file, "-") == 0)
		return xw_estrdup("./-");
	if (file[0] == '/' || dirlen == 0)
		return xw_estrdup(file);
	path = xw_emalloc((size_t)dirlen + strlen(file) + 1);
	sprintf(path, "%.*s%s", dirlen, mpath, file);
	return path;
}

/* Where each puzzle's "file" is in the manifest buf[0..len), found in
   one scan: a scan for each was quadratic, 30 s for 1,000 puzzles in a
   4 MB manifest (fuzz19 F6). */
static void
file_places(struct pk_set *s, const char *buf, size_t len)
{
	const struct xw_json_step path[] = { { "puzzles", 0 } };
	long *at = xw_ecalloc(2 * s->n + 1, sizeof(*at));
	size_t i;

	xw_json_locate_members(buf, 0, len, path, 1, "file", s->n, at);
	for (i = 0; i < s->n; i++) {
		s->v[i].line = at[2 * i];
		s->v[i].col = at[2 * i + 1];
	}
	free(at);
}

/* A repeat in an "after" list is kept once (pk_after_once), with a
   warning on stderr and, with json, a finding. */
static void
drop_repeated_after(struct pk_set *s, const char *buf, size_t len,
    struct pk_findings *f, int json)
{
	struct pk_findings repeats = { 0 };
	struct xw_error w;
	size_t i;

	pk_after_once(s, s->manifest, buf, len, &repeats);
	for (i = 0; i < repeats.n; i++) {
		xw_seterr(&w, XW_ERR_INVALID, repeats.v[i].where,
		    repeats.v[i].line, repeats.v[i].col, "%s",
		    repeats.v[i].message);
		xw_cli_warn_read(&w);
		if (json)
			pk_add_read(f, XW_FIND_WARNING, repeats.v[i].code, &w);
	}
	pk_findings_free(&repeats);
}

/* A puzzle's file as -c finds a second reading of it: its path, and
   (when it could be stat'ed) its device and inode. */
struct reads {
	const char *path;
	dev_t dev;
	ino_t ino;
	int seen;
	size_t who;		/* the puzzle's index */
};

static int
by_path(const void *a, const void *b)
{
	const struct reads *x = a, *y = b;
	int c = strcmp(x->path, y->path);

	return c != 0 ? c : (x->who > y->who) - (x->who < y->who);
}

/* Unseen ones first, then by device and inode, then by index. */
static int
by_inode(const void *a, const void *b)
{
	const struct reads *x = a, *y = b;

	if (x->seen != y->seen)
		return x->seen - y->seen;
	if (x->seen && x->dev != y->dev)
		return x->dev < y->dev ? -1 : 1;
	if (x->seen && x->ino != y->ino)
		return x->ino < y->ino ? -1 : 1;
	return (x->who > y->who) - (x->who < y->who);
}

/* Into first[who], for each of r[0..n) sorted by order, the least index
   of those same by order (the first of its run), when less than it. */
static void
first_same(struct reads *r, size_t n, int (*order)(const void *,
    const void *), int (*same)(const struct reads *, const struct reads *),
    size_t *first)
{
	size_t i, start = 0;

	qsort(r, n, sizeof(*r), order);
	for (i = 0; i < n; i++) {
		if (i > 0 && !same(&r[start], &r[i]))
			start = i;
		if (r[start].who < first[r[i].who])
			first[r[i].who] = r[start].who;
	}
}

static int
same_path(const struct reads *a, const struct reads *b)
{
	return strcmp(a->path, b->path) == 0;
}

static int
same_inode(const struct reads *a, const struct reads *b)
{
	return a->seen && b->seen && a->dev == b->dev && a->ino == b->ino;
}

/* Two puzzles that read one file (one name, or one device and inode) are
   packed as two, as asked; a warning at the later says so, as it is most
   likely a slip. A file that cannot be read is left to the pack. Found
   by sorting, not by comparing each with each: a set may have 100000. */
static void
warn_same_file(const struct pk_set *s, struct pk_findings *f, int json)
{
	struct reads *r = xw_ecalloc(s->n, sizeof(*r));
	size_t *first = xw_ecalloc(s->n, sizeof(*first));
	const struct pk_puzzle *a, *b;
	struct xw_error w;
	struct stat st;
	size_t i;

	for (i = 0; i < s->n; i++) {
		r[i].path = s->v[i].path;
		r[i].who = first[i] = i;
		if ((r[i].seen = stat(r[i].path, &st) == 0)) {
			r[i].dev = st.st_dev;
			r[i].ino = st.st_ino;
		}
	}
	/* The earliest puzzle that reads the same name or the same file. */
	first_same(r, s->n, by_path, same_path, first);
	first_same(r, s->n, by_inode, same_inode, first);
	for (i = 1; i < s->n; i++) {
		if (first[i] == i)
			continue;
		a = &s->v[first[i]];
		b = &s->v[i];
		xw_seterr(&w, XW_ERR_INVALID, s->manifest != NULL ?
		    s->manifest : b->name, b->line, b->col, "puzzle '%s' "
		    "reads '%s', the file puzzle '%s' reads: it is packed "
		    "twice", b->id, b->file, a->id);
		xw_cli_warn_read(&w);
		if (json)
			pk_add_read(f, XW_FIND_WARNING, "same-file", &w);
	}
	free(r);
	free(first);
}

/* The set to pack, from -m and the files; refuses on trouble. */
int
pk_make_set(const struct pk_opts *o, char *const *files, int nfiles,
    struct pk_set *s, struct pk_findings *f)
{
	const char *mname = xw_display_name(o->manifest);
	struct pk_faults faults;
	struct xw_error e;
	size_t len = 0, i;
	char *buf = NULL;
	int ret = -1;

	if (o->manifest != NULL) {
		xw_cli_stdin_note(o->manifest, "a manifest", "paste it and end",
		    "a file (-m FILE)");
		if (xw_slurp(o->manifest, &buf, &len, &e) != 0) {
			pk_refuse(f, "manifest", &e, mname);
			return -1;
		}
		if (pk_manifest_read(buf, len, mname, 0, s, &faults) != 0) {
			for (i = 0; i < faults.n; i++)
				pk_refuse(f, "manifest", &faults.v[i], mname);
			free(faults.v);
			goto done;
		}
		if (s->has_puzzles && nfiles > 0) {
			xw_seterr(&e, XW_ERR_ARG, mname, 0, 0, "names the puzzles "
			    "itself; give no files with it");
			pk_refuse(f, "manifest", &e, mname);
			goto done;
		}
		for (i = 0; i < s->n; i++) {
			s->v[i].path = beside(o->manifest, s->v[i].file);
			s->v[i].name = xw_estrdup(s->v[i].path);
		}
		file_places(s, buf, len);
		s->manifest = mname;
		drop_repeated_after(s, buf, len, f, o->json);
	}
	if (!s->has_puzzles)
		add_files(s, files, nfiles);
	for (i = 0; i < s->n; i++)
		if (s->v[i].id == NULL)
			s->v[i].id = pk_id_from_path(s->v[i].file);
	if (s->id == NULL)
		s->id = strcmp(o->bundle, "-") == 0 ? xw_estrdup("set") :
		    pk_id_from_path(o->bundle);
	/* The manifest's text is kept for the places of the set's faults. */
	if (pk_set_check(s, o->manifest != NULL ? mname :
	    strcmp(o->bundle, "-") == 0 ? "<stdout>" : o->bundle, buf, len,
	    &e) != 0) {
		pk_refuse(f, "manifest", &e, mname);
		goto done;
	}
	if (s->n == 0) {
		xw_seterr(&e, XW_ERR_ARG, mname, 0, 0, "names no puzzles, and "
		    "no files were given");
		pk_refuse(f, "manifest", &e, mname);
		goto done;
	}
	warn_same_file(s, f, o->json);
	ret = 0;
done:
	free(buf);
	return ret;
}
