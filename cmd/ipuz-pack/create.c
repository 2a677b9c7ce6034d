/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>

#include <errno.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "format.h"
#include "pack.h"
#include "puzzle.h"
#include "util.h"
#include "zipname.h"

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

/*
 * Why -c is refused: said on stderr, and kept as an error finding (code)
 * for -j; one of no file is said of the bundle, name.
 */
static void
refuse(struct pk_findings *f, const char *code, struct xw_error *e,
    const char *name)
{
	if (e->code == XW_ERR_EXISTS)
		xw_seterr(e, XW_ERR_EXISTS, name, 0, 0, "exists; -F overwrites "
		    "it");
	xw_report(e);
	if (e->file[0] == '\0')
		snprintf(e->file, sizeof(e->file), "%s", name);
	pk_add_error(f, code, e);
}

/* Where pz's "file" is in the manifest buf[0..len), puzzle k of it. */
static void
file_place(struct pk_puzzle *pz, size_t k, const char *buf, size_t len)
{
	const struct xw_json_step path[] = { { "puzzles", 0 }, { NULL, k },
	    { "file", 0 } };

	xw_json_locate(buf, 0, len, path, 3, &pz->line, &pz->col);
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
static int
make_set(const struct pk_opts *o, char *const *files, int nfiles,
    struct pk_set *s, struct pk_findings *f)
{
	const char *mname = xw_display_name(o->manifest);
	struct xw_error e;
	size_t len = 0, i;
	char *buf = NULL;
	int ret = -1;

	if (o->manifest != NULL) {
		if (xw_slurp(o->manifest, &buf, &len, &e) != 0) {
			refuse(f, "manifest", &e, mname);
			return -1;
		}
		if (pk_manifest_read(buf, len, mname, 0, s, &e) != 0) {
			refuse(f, "manifest", &e, mname);
			goto done;
		}
		if (s->has_puzzles && nfiles > 0) {
			xw_seterr(&e, XW_ERR_ARG, mname, 0, 0, "names the puzzles "
			    "itself; give no files with it");
			refuse(f, "manifest", &e, mname);
			goto done;
		}
		for (i = 0; i < s->n; i++) {
			s->v[i].path = beside(o->manifest, s->v[i].file);
			s->v[i].name = xw_estrdup(s->v[i].path);
			file_place(&s->v[i], i, buf, len);
		}
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
		refuse(f, "manifest", &e, mname);
		goto done;
	}
	if (s->n == 0) {
		xw_seterr(&e, XW_ERR_ARG, mname, 0, 0, "names no puzzles, and "
		    "no files were given");
		refuse(f, "manifest", &e, mname);
		goto done;
	}
	warn_same_file(s, f, o->json);
	ret = 0;
done:
	free(buf);
	return ret;
}

/*
 * The .ipuz bytes of pz, read from buf[0..len) as p: an ipuz file goes in
 * as it is, as its maker wrote it (and at no cost); another format, the
 * old ipuz(...) wrapper, a byte order mark, or JSON that only lenient
 * readers take (the read's warning w), is written anew.
 */
static int
ipuz_bytes(struct pk_puzzle *pz, const struct xw_puzzle *p, char *buf,
    size_t len, const struct xw_error *w)
{
	const struct xw_format *ipuz = xw_format_by_name("ipuz");
	size_t at = strspn(buf, " \t\r\n");
	struct xw_buf text = { 0 };
	struct xw_error e;

	if (xw_format_detect(buf, len) == ipuz && at < len && buf[at] == '{' &&
	    w->code == XW_ERR_NONE) {
		pz->data = buf;
		pz->len = len;
		return 0;
	}
	free(buf);
	if (xw_puzzle_write(p, ipuz, &text, &e) != 0) {
		xw_warnx("%s: %s", pz->name, e.msg);
		return -1;
	}
	pz->len = text.len;
	pz->data = xw_buf_take(&text);
	return 0;
}

/*
 * Read and check the puzzle pz, with what the manifest left out taken
 * from it, and keep its .ipuz bytes. The reader's warning is said on
 * stderr, and with json is a finding too. Returns 0, or -1 after saying
 * why not in one line.
 */
static int
pack_named(struct pk_set *s, size_t k, struct pk_lint *l,
    struct pk_findings *f, int json)
{
	struct pk_puzzle *pz = &s->v[k];
	struct xw_puzzle *p = NULL;
	struct xw_error e, w;
	size_t from = f->n, i, errors, len;
	char *buf = NULL;

	/* A name that says a format is held to it, as every tool holds it. */
	if (xw_slurp(pz->path, &buf, &len, &e) != 0) {
		/* Said at the manifest's line that names it, if one does:
		   a fault of the manifest (an I/O error names no place). */
		if (s->manifest != NULL) {
			w = e;
			xw_seterr(&e, XW_ERR_INVALID, s->manifest, pz->line, pz->col,
			    "puzzle '%s': %s", pz->id, w.msg);
		}
		refuse(f, "unreadable", &e, pz->name);
		return -1;
	}
	/* Read as a zipped .jpz, it was "2 puzzles in the zip". */
	if (pk_is_bundle(buf, len)) {
		xw_zip_bundle_error(pz->name, &e);
		refuse(f, "unreadable", &e, pz->name);
		free(buf);
		return -1;
	}
	if ((p = xw_puzzle_read_as(buf, len, pz->name,
	    xw_format_of_name(pz->path), NULL, &e, &w)) == NULL) {
		refuse(f, "unreadable", &e, pz->name);
		free(buf);
		return -1;
	}
	/* What no standard JSON holds cannot be repaired: refused, as
	   the bundle is said to be standard ipuz. */
	if (pk_puzzle_nonfinite(p, buf, len, pz->name, &e)) {
		refuse(f, "json", &e, pz->name);
		xw_puzzle_free(p);
		free(buf);
		return -1;
	}
	/* What strict readers refuse, repaired in the bundle: a warning of
	   the pack, with ipuz-check's code for it (which calls the file an
	   error, as -v does a bundle that holds it). */
	xw_cli_warn_read(&w);
	if (json && w.code != XW_ERR_NONE)
		pk_add_read(f, XW_FIND_WARNING, "json", &w);
	pk_add_checks(f, pz->name, p, l != NULL);
	for (i = from, errors = 0; i < f->n; i++)
		if (f->v[i].kind == XW_FIND_ERROR && errors++ == 0)
			from = i;
	if (errors > 0) {
		if (errors == 1)
			xw_warnx("%s: %s", pz->name, f->v[from].message);
		else
			xw_warnx("%s: %s (and %zu more error%s: ipuz-check "
			    "lists them)", pz->name, f->v[from].message,
			    errors - 1, errors == 2 ? "" : "s");
		xw_puzzle_free(p);
		free(buf);
		return -1;
	}
	if (l != NULL)
		pk_lint_puzzle(l, s, k, p);
	pk_puzzle_own(pz, p);
	if (pz->title == NULL)
		pz->title = xw_estrdup(pz->id);
	free(pz->file);
	pz->file = xw_emalloc(strlen(pz->id) + sizeof("puzzles/.ipuz"));
	sprintf(pz->file, "puzzles/%s.ipuz", pz->id);
	i = ipuz_bytes(pz, p, buf, len, &w) != 0;
	xw_puzzle_free(p);
	return i ? -1 : 0;
}

/* pack_named, naming pz when memory runs out: a set has many. */
static int
pack_puzzle(struct pk_set *s, size_t k, struct pk_lint *l,
    struct pk_findings *f, int json)
{
	int ret;

	xw_setworkfile(s->v[k].name);
	ret = pack_named(s, k, l, f, json);
	xw_setworkfile(NULL);
	return ret;
}

/*
 * Print the report of -c about the bundle name (status, with json, its
 * document's), to stdout, or to stderr when the bundle goes to stdout.
 * Returns 0, or -1 when stdout failed, said on stderr, gone (the bundle
 * just made; NULL: none) removed first. A pipe whose reader has gone
 * then ends the process by SIGPIPE, as the write would have, unless
 * SIGPIPE was ignored.
 */
static int
print_report(const struct pk_opts *o, const struct pk_findings *f,
    const char *name, const char *status, const char *gone)
{
	struct sigaction ignore = { 0 }, old;
	struct xw_out *out;
	struct xw_error e;
	int err, ret = 0;

	if (strcmp(o->bundle, "-") == 0) {
		pk_print(stderr, f, name, 0, 0, NULL);
		return 0;
	}
	/* A write to a pipe with no reader fails here, not kills, so that
	   the bundle can be removed first. */
	ignore.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &ignore, &old);
	pk_print(stdout, f, name, o->json, 0, status);
	if ((out = xw_out_open("-", 0, &e)) != NULL &&
	    xw_out_close(out, &e) != 0) {
		err = errno;
		if (gone != NULL)
			unlink(gone);
		if (err == EPIPE && old.sa_handler == SIG_DFL) {
			signal(SIGPIPE, SIG_DFL);
			raise(SIGPIPE);
		}
		xw_report(&e);
		if (gone != NULL)
			xw_warnx("%s: removed again: its report was not "
			    "written", name);
		ret = -1;
	}
	sigaction(SIGPIPE, &old, NULL);
	return ret;
}

int
pk_create(const struct pk_opts *o, char *const *files, int nfiles)
{
	const char *name = strcmp(o->bundle, "-") == 0 ? "<stdout>" :
	    o->bundle;
	struct xw_buf manifest = { 0 }, zip = { 0 };
	struct pk_findings f = { 0 };
	struct pk_lint l = { 0 };
	struct xw_out *out = NULL;
	struct pk_set s = { 0 };
	struct xw_error e, w;
	struct stat st;
	size_t i;
	int bad = 0, new = 0, status = XW_EXIT_TROUBLE;

	/* A bundle named as a puzzle is a file every reader refuses. */
	if (xw_cli_name_fault('f', o->bundle, "-c writes a zip bundle",
	    ".zip", 0, &e) != 0) {
		refuse(&f, "bundle-name", &e, name);
		goto done;
	}
	if (pk_zip_stamp(&e, &w) != 0) {
		refuse(&f, "source-date-epoch", &e, name);
		goto done;
	}
	if (w.code != XW_ERR_NONE) {
		xw_warnx("warning: %s", w.msg);
		if (o->json)
			pk_add(&f, XW_FIND_WARNING, "source-date-epoch", name,
			    "%s", w.msg);
	}
	if (make_set(o, files, nfiles, &s, &f) != 0)
		goto done;
	if ((out = xw_out_open(o->bundle, o->force ? 0 : XW_OUT_NEW,
	    &e)) == NULL) {
		refuse(&f, "output", &e, name);
		goto done;
	}
	for (i = 0; i < s.n; i++)
		bad |= pack_puzzle(&s, i, o->lint ? &l : NULL, &f,
		    o->json) != 0;
	if (o->lint)
		pk_lint_set(&l, &s, name, &f);
	if (bad)
		goto done;
	pk_manifest_write(&s, &manifest);
	if (pk_zip_build(&s, &manifest, &zip, &e) != 0) {
		refuse(&f, "output", &e, name);
		goto done;
	}
	xw_out_write(out, zip.s, zip.len);
	/* A bundle that is new is removed again if its report is lost:
	   a run that fails leaves nothing behind, and its retry meets no
	   file of its own in the way. */
	new = strcmp(o->bundle, "-") != 0 && lstat(o->bundle, &st) != 0 &&
	    errno == ENOENT;
	if (xw_out_close(out, &e) == 0)
		status = XW_EXIT_OK;
	else
		refuse(&f, "output", &e, name);
	out = NULL;
done:
	/* Errors are on stderr already; JSON has them too, for CI, and
	   says whether the bundle was written. The rest go to stdout,
	   unless the bundle does, when every puzzle was packed. */
	if ((o->json || !bad) && print_report(o, &f, name, status !=
	    XW_EXIT_OK ? "refused" : pk_count(&f, XW_FIND_ERROR) +
	    pk_count(&f, XW_FIND_LINT) > 0 ? "problems" : "ok", status ==
	    XW_EXIT_OK && new ? o->bundle : NULL) != 0)
		status = XW_EXIT_TROUBLE;
	xw_out_abort(out);
	xw_buf_free(&manifest);
	xw_buf_free(&zip);
	pk_findings_free(&f);
	pk_set_free(&s);
	return status;
}
