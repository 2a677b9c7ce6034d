/* See LICENSE file for copyright and license details. */
/*
 * ipuz-pack -c: each puzzle of the set (createset.c) read, checked and
 * kept as .ipuz, the bundle written, and the report printed.
 */
#include <sys/stat.h>

#include <errno.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bundle.h"
#include "cli.h"
#include "findings.h"
#include "format.h"
#include "pack.h"
#include "puzzle.h"
#include "util.h"
#include "zipname.h"

/*
 * Why -c is refused: said on stderr, and kept as an error finding (code)
 * for -j; one of no file is said of the bundle, name.
 */
void
pk_refuse(struct pk_findings *f, const char *code, struct xw_error *e,
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

	xw_cli_stdin_note(pz->path, "a puzzle", "paste it and end",
	    "a file (ipuz-pack -c -f BUNDLE FILE)");
	/* A name that says a format is held to it, as every tool holds it. */
	if (xw_slurp(pz->path, &buf, &len, &e) != 0) {
		/* Said at the manifest's line that names it, if one does:
		   a fault of the manifest (an I/O error names no place). */
		if (s->manifest != NULL) {
			w = e;
			xw_seterr(&e, XW_ERR_INVALID, s->manifest, pz->line, pz->col,
			    "puzzle '%s': %s", pz->id, w.msg);
		}
		pk_refuse(f, "unreadable", &e, pz->name);
		return -1;
	}
	/* Read as a zipped .jpz, it was "2 puzzles in the zip". */
	if (pk_is_bundle(buf, len)) {
		xw_zip_bundle_error(pz->name, &e);
		pk_refuse(f, "unreadable", &e, pz->name);
		free(buf);
		return -1;
	}
	if ((p = xw_puzzle_read_file(pz->path, buf, len, NULL, &e, &w)) ==
	    NULL) {
		xw_cli_hint(&e);
		pk_refuse(f, "unreadable", &e, pz->name);
		free(buf);
		return -1;
	}
	/* What no standard JSON holds cannot be repaired: refused, as
	   the bundle is said to be standard ipuz. */
	if (pk_puzzle_nonfinite(p, buf, len, pz->name, &e)) {
		pk_refuse(f, "json", &e, pz->name);
		xw_puzzle_free(p);
		free(buf);
		return -1;
	}
	/* What the reader read past is a warning of the pack, with
	   ipuz-check's code for it: what strict readers refuse, repaired
	   in the bundle (ipuz-check calls such a file an error, as -v does
	   a bundle that holds it), or an .xd Date: that is no date, kept
	   as its metadata line (ipuz-check -l lints it). */
	xw_cli_warn_read(&w);
	if (json && w.code != XW_ERR_NONE)
		pk_add_read(f, XW_FIND_WARNING, xw_cli_read_past_code(
		    xw_format_of_file(pz->path, buf, len)), &w);
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
		pk_refuse(&f, "bundle-name", &e, name);
		goto done;
	}
	if (pk_zip_stamp(&e, &w) != 0) {
		pk_refuse(&f, "source-date-epoch", &e, name);
		goto done;
	}
	if (w.code != XW_ERR_NONE) {
		xw_warnx("warning: %s", w.msg);
		if (o->json)
			pk_add(&f, XW_FIND_WARNING, "source-date-epoch", name,
			    "%s", w.msg);
	}
	if (pk_make_set(o, files, nfiles, &s, &f) != 0)
		goto done;
	if ((out = xw_out_open(o->bundle, o->force ? 0 : XW_OUT_NEW,
	    &e)) == NULL) {
		pk_refuse(&f, "output", &e, name);
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
		pk_refuse(&f, "output", &e, name);
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
		pk_refuse(&f, "output", &e, name);
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
