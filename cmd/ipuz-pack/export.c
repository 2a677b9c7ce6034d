/* See LICENSE file for copyright and license details. */
/*
 * ipuz-pack -e crosswords: a bundle as a puzzle set of GNOME Crosswords,
 * its puzzle.config and its compiled resource, put in place all or none.
 */
#include <sys/stat.h>
#include <sys/wait.h>

#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli.h"
#include "format.h"
#include "html.h"
#include "pack.h"
#include "puzzle.h"
#include "util.h"

#define GRESOURCE_PREFIX	"/org/gnome/Crosswords/puzzle-set/"
#define LOCALE_KEY		"org.gnome.libipuz:locale"	/* libipuz's */

extern char **environ;

/* key=value as a GKeyFile line, with the escapes it reads. */
static void
keyfile_line(struct xw_buf *b, const char *key, const char *value)
{
	const char *v;

	xw_buf_printf(b, "%s=", key);
	for (v = value; *v != '\0'; v++) {
		if (*v == '\n')
			xw_buf_puts(b, "\\n");
		else if (*v == '\t')
			xw_buf_puts(b, "\\t");
		else if (*v == '\r')
			xw_buf_puts(b, "\\r");
		else if (*v == '\\')
			xw_buf_puts(b, "\\\\");
		else if (*v == ' ' && v == value)
			xw_buf_puts(b, "\\s");
		else
			xw_buf_putc(b, *v);
	}
	xw_buf_putc(b, '\n');
}

/* The puzzle.config of s, and its <id>.gresource.xml. */
static void
crosswords_config(const struct pk_set *s, struct xw_buf *config,
    struct xw_buf *xml)
{
	const char *shortname = s->short_name != NULL ? s->short_name : s->id;
	size_t i;

	xw_buf_puts(config, "[Puzzle Set]\n");
	keyfile_line(config, "ID", s->id);
	keyfile_line(config, "ShortName", shortname);
	keyfile_line(config, "LongName", s->long_name != NULL ? s->long_name :
	    shortname);
	if (s->locale != NULL)
		keyfile_line(config, "Locale", s->locale);
	xw_buf_puts(config, "Picker=list\nDisabled=false\n\n[Picker List]\n");
	keyfile_line(config, "Header", shortname);
	xw_buf_puts(config, "ShowProgress=true\n");
	/* Ids are letters, digits, '.', '_' and '-': nothing to escape. */
	xw_buf_printf(xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<gresources>\n  <gresource prefix=\"" GRESOURCE_PREFIX "%s/\">\n"
	    "    <file>puzzle.config</file>\n", s->id);
	for (i = 0; i < s->n; i++) {
		xw_buf_printf(config, "\n[Puzzle%zu]\nPuzzleName=%s.ipuz\n",
		    i + 1, s->v[i].id);
		xw_buf_printf(xml, "    <file>%s.ipuz</file>\n", s->v[i].id);
	}
	xw_buf_puts(xml, "  </gresource>\n</gresources>\n");
}

/*
 * Compile dir/<id>.gresource with glib-compile-resources, when it is
 * installed. Returns 1 when compiled, 0 when it is not installed, -1
 * when it failed (it says why).
 */
static int
compile(const char *dir, const char *id)
{
	char *xml = xw_emalloc(strlen(dir) + 2 * strlen(id) + 32);
	char *target = xw_emalloc(strlen(dir) + strlen(id) + 16);
	char *argv[] = { "glib-compile-resources", "--sourcedir", NULL,
	    "--target", NULL, NULL, NULL };
	int err, status = 0, ret = 1;
	pid_t pid;

	sprintf(xml, "%s/%s.gresource.xml", dir, id);
	sprintf(target, "%s/%s.gresource", dir, id);
	argv[2] = (char *)dir;
	argv[4] = target;
	argv[5] = xml;
	fflush(NULL);
	if ((err = posix_spawnp(&pid, argv[0], NULL, NULL, argv,
	    environ)) != 0) {
		if (err != ENOENT)
			xw_warnx("cannot run %s: %s", argv[0], strerror(err));
		ret = err == ENOENT ? 0 : -1;
	} else {
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
			unlink(target);
			ret = -1;
		}
	}
	free(xml);
	free(target);
	return ret;
}

/* Remove what an export to the temporary folder tmp made, and tmp. */
static void
clear(const char *tmp, const char *id, const struct pk_file *files,
    size_t n)
{
	char *path;
	size_t i;

	for (i = 0; i <= n; i++) {
		path = xw_emalloc(strlen(tmp) + strlen(id) + (i < n ?
		    strlen(files[i].name) : 0) + 16);
		if (i < n)
			sprintf(path, "%s/%s", tmp, files[i].name);
		else
			sprintf(path, "%s/%s.gresource", tmp, id);
		unlink(path);
		free(path);
	}
	rmdir(tmp);
}

/*
 * The set written and compiled in the new folder tmp (a template, made
 * here), so that a failure changes nothing where it is to go, dest:
 * returns compile's 1 or 0, or -1 (said why, tmp cleared).
 */
static int
build(const char *dir, const char *dest, char *tmp, const char *id,
    const struct pk_file *files, size_t n)
{
	mode_t mask;
	int r;

	if (mkdtemp(tmp) == NULL) {
		xw_warn("cannot make a folder in '%s'", dir);
		return -1;
	}
	/* mkdtemp's 0700 would keep the set from other users. */
	mask = umask(0);
	umask(mask);
	chmod(tmp, 0777 & ~mask);
	if (pk_write_files(tmp, files, n, 0) != 0)
		r = -1;
	else if ((r = compile(tmp, id)) < 0)
		xw_warnx("%s: glib-compile-resources failed; nothing written",
		    dest);
	if (r < 0)
		clear(tmp, id, files, n);
	return r;
}

/*
 * With -F, over the set's existing folder dest, from tmp that build made
 * (compiled when made is 1): the files put in place with the .gresource,
 * all or none. Without glib-compile-resources a .gresource there would
 * be left standing for the files replaced, the set that GNOME Crosswords
 * loads: refused.
 */
static int
put_over(const char *dest, const char *tmp, const char *gresource,
    int made, const struct pk_file *files, size_t n)
{
	struct pk_file *all = xw_ereallocarray(NULL, n + 1, sizeof(*all));
	char *path = xw_emalloc(strlen(dest) + strlen(tmp) +
	    strlen(gresource) + 2);
	char *data = NULL;
	struct xw_error e;
	struct stat st;
	int ret = -1;

	memcpy(all, files, n * sizeof(*files));
	sprintf(path, "%s/%s", made ? tmp : dest, gresource);
	if (!made && lstat(path, &st) == 0)
		xw_warnx("%s: glib-compile-resources is not installed to make "
		    "it again; nothing written", path);
	else if (!made)
		ret = pk_write_files(dest, files, n, 1);
	else if (xw_slurp(path, &data, &all[n].len, &e) != 0)
		xw_report(&e);
	else {
		all[n].name = gresource;
		all[n].data = data;
		ret = pk_write_files(dest, all, n + 1, 1);
	}
	free(all);
	free(path);
	free(data);
	return ret;
}

/*
 * The puzzles of the export in dest that the files do not write again:
 * the PuzzleName files of its puzzle.config, each <id>.ipuz of an id
 * (no other file is taken from what is there). A NULL-terminated list.
 */
static char **
stale_puzzles(const char *dest, const struct pk_file *files, size_t n)
{
	char *path = xw_emalloc(strlen(dest) + sizeof("/puzzle.config"));
	char **stale = xw_ecalloc(1, sizeof(*stale)), *buf, *line, *end, *id;
	char chunk[4096];
	struct xw_buf text = { 0 };
	size_t len, count = 0, i, k;
	FILE *fp;

	/* Not by xw_slurp, which would make it an input, never replaced. */
	sprintf(path, "%s/puzzle.config", dest);
	if ((fp = fopen(path, "r")) != NULL) {
		while ((len = fread(chunk, 1, sizeof(chunk), fp)) > 0 &&
		    text.len < (size_t)XW_MAX_FILE)
			xw_buf_add(&text, chunk, len);
		fclose(fp);
	}
	free(path);
	len = text.len;
	buf = xw_buf_take(&text);
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

/* With put (the new files in place), remove the files stale names in
   dest, each one left said. Frees stale. */
static void
drop_stale(const char *dest, char **stale, int put)
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

/*
 * Write files and compile them into the set's folder under dir, made
 * first under a temporary name (build): a new folder is renamed into
 * place whole; with -F an existing one has its files replaced
 * (put_over).
 */
static int
export_to(const struct pk_opts *o, const char *dir, const char *id,
    const struct pk_file *files, size_t n)
{
	char *dest = xw_emalloc(strlen(dir) + strlen(id) + 2);
	char *tmp = xw_emalloc(strlen(dir) + strlen(id) + 32);
	char *gresource = xw_emalloc(strlen(id) + sizeof(".gresource"));
	struct stat st;
	char **stale;
	int ret = -1, made = -1;

	sprintf(dest, "%s/%s", dir, id);
	sprintf(tmp, "%s/.%s.xwtmp.XXXXXX", dir, id);
	sprintf(gresource, "%s.gresource", id);
	if (lstat(dest, &st) == 0) {
		/* glib-compile-resources would replace a link in the place
		   of the .gresource, as a file written here never is. */
		if (!S_ISDIR(st.st_mode))
			xw_warnx("%s: is not a folder; not replaced", dest);
		else if (!o->force)
			xw_warnx("%s: exists; -F overwrites it", dest);
		else if (pk_writable(dest, gresource, 1) &&
		    (made = build(dir, dest, tmp, id, files, n)) >= 0) {
			/* Puzzles the set no longer has go too: a folder
			   shipped or built from as it is would keep them. */
			stale = stale_puzzles(dest, files, n);
			ret = put_over(dest, tmp, gresource, made, files, n);
			clear(tmp, id, files, n);
			drop_stale(dest, stale, ret == 0);
		}
	} else if ((made = build(dir, dest, tmp, id, files, n)) >= 0) {
		if (rename(tmp, dest) == 0)
			ret = 0;
		else {
			xw_warn("cannot rename '%s' to '%s'", tmp, dest);
			clear(tmp, id, files, n);
		}
	}
	/* The file GNOME Crosswords loads: a set without it is no set. */
	if (ret == 0 && made == 0)
		xw_warnx("%s: warning: glib-compile-resources not found; %s not "
		    "made (run glib-compile-resources %s.gresource.xml in that "
		    "folder)", dest, gresource, id);
	free(dest);
	free(tmp);
	free(gresource);
	return ret;
}

/*
 * Give p what the manifest says of pz where the puzzle says otherwise,
 * for GNOME Crosswords to show it as -t lists it: the title (the text the
 * puzzle's HTML shows, written as HTML that shows it), the difficulty and
 * the locale. Returns whether p changed.
 */
static int
take_manifest(struct xw_puzzle *p, const struct pk_puzzle *pz)
{
	const char *own = p->meta[XW_META_DIFFICULTY];
	char *title, *html;
	json_object *v;
	int changed = 0;

	title = p->meta[XW_META_TITLE] != NULL ?
	    xw_html_plain(p->meta[XW_META_TITLE]) : NULL;
	if (pz->title != NULL && (title == NULL || strcmp(title,
	    pz->title) != 0)) {
		html = xw_html_escape(pz->title, strlen(pz->title));
		xw_puzzle_set_meta(p, XW_META_TITLE, html);
		free(html);
		changed = 1;
	}
	free(title);
	if (pz->difficulty != NULL && (own == NULL || strcmp(own,
	    pz->difficulty) != 0)) {
		xw_puzzle_set_meta(p, XW_META_DIFFICULTY, pz->difficulty);
		changed = 1;
	}
	/* A field beyond the model: the document keeps it. */
	if (pz->locale != NULL && p->doc != NULL &&
	    ((v = xw_puzzle_field(p, LOCALE_KEY)) == NULL ||
	    !json_object_is_type(v, json_type_string) ||
	    strcmp(json_object_get_string(v), pz->locale) != 0)) {
		json_object_object_add(p->doc, LOCALE_KEY,
		    json_object_new_string(pz->locale));
		changed = 1;
	}
	return changed;
}

/* Say on stderr that pz, read as p, carries a solver's entries, as -c
   and -v do: GNOME Crosswords opens it as far solved as they are. */
static void
warn_saved(const struct pk_puzzle *pz, const struct xw_puzzle *p)
{
	struct pk_findings saved = { 0 };
	size_t i;

	pk_add_saved(&saved, pz->name, p);
	for (i = 0; i < saved.n; i++)
		xw_warnx("%s: warning: %s", saved.v[i].where,
		    saved.v[i].message);
	pk_findings_free(&saved);
}

/*
 * Check that pz is an ipuz puzzle GNOME Crosswords can read. One that
 * only lenient readers take (a comma before '}', a key named twice),
 * which json-glib refuses and -v calls an error, goes out rewritten as
 * standard JSON, every field kept (the last of a key named twice, as
 * xwtools reads it), as -c packs it, with the warning -c gives; so does
 * one given the manifest's title, difficulty or locale. A solver's saved
 * grid is kept, with -c's warning. Returns 0, or -1 after saying why
 * not.
 */
static int
crosswords_puzzle(struct pk_puzzle *pz)
{
	struct xw_buf text = { 0 };
	struct xw_puzzle *p;
	struct xw_error e, w;

	if ((p = pk_puzzle_parse(pz, &e, &w)) == NULL) {
		xw_report(&e);
		return -1;
	}
	if (pk_puzzle_nonfinite(p, pz->data, pz->len, pz->name, &e)) {
		xw_report(&e);
		xw_puzzle_free(p);
		return -1;
	}
	if (w.code != XW_ERR_NONE)
		xw_cli_warn_read(&w);
	warn_saved(pz, p);
	if (take_manifest(p, pz) || w.code != XW_ERR_NONE) {
		if (xw_puzzle_write(p, xw_format_by_name("ipuz"), &text,
		    &e) != 0) {
			xw_warnx("%s: %s", pz->name, e.msg);
			xw_puzzle_free(p);
			return -1;
		}
		free(pz->data);
		pz->len = text.len;
		pz->data = xw_buf_take(&text);
	}
	xw_puzzle_free(p);
	return 0;
}

/*
 * Say what of s, from the bundle name, the export has no place for: the
 * set's author, licence and description, which puzzle.config has no
 * keys for, and unlock rules, which the list picker does not keep.
 */
static void
warn_unexported(const struct pk_set *s, const char *name)
{
	const char *what[4];
	struct xw_buf list = { 0 };
	size_t n = 0, i;

	if (s->author != NULL)
		what[n++] = "author";
	if (s->licence != NULL)
		what[n++] = "licence";
	if (s->description != NULL)
		what[n++] = "description";
	for (i = 0; i < s->n && s->v[i].nafter == 0; i++)
		;
	if (i < s->n)
		what[n++] = "unlock rules";
	if (n == 0)
		return;
	for (i = 0; i < n; i++)
		xw_buf_printf(&list, "%s%s", i == 0 ? "" : i + 1 == n ?
		    " and " : ", ", what[i]);
	xw_warnx("%s/%s: warning: GNOME Crosswords has no place for the "
	    "set's %s: not exported", name, PK_MANIFEST, list.s);
	xw_buf_free(&list);
}

int
pk_export(const struct pk_opts *o)
{
	const char *dir = pk_folder(o->dir);
	struct xw_buf config = { 0 }, xml = { 0 };
	struct pk_file *files;
	struct pk_bundle b;
	struct pk_set s;
	char **names;
	size_t i;
	int ret;

	if (dir == NULL || pk_bundle_load(o->bundle, &b, &s, 1, NULL) != 0)
		return XW_EXIT_TROUBLE;
	warn_unexported(&s, b.name);
	/* GNOME Crosswords is given ipuz puzzles, or nothing. */
	for (i = 0, ret = 0; i < s.n; i++)
		if (crosswords_puzzle(&s.v[i]) != 0)
			ret = -1;
	if (ret != 0) {
		pk_set_free(&s);
		pk_bundle_close(&b);
		return XW_EXIT_TROUBLE;
	}
	crosswords_config(&s, &config, &xml);
	names = xw_ecalloc(s.n + 1, sizeof(*names));
	files = xw_ecalloc(s.n + 2, sizeof(*files));
	files[0] = (struct pk_file){ "puzzle.config", config.s, config.len };
	for (i = 0; i < s.n; i++) {
		names[i] = xw_emalloc(strlen(s.v[i].id) + sizeof(".ipuz"));
		sprintf(names[i], "%s.ipuz", s.v[i].id);
		files[i + 1] = (struct pk_file){ names[i], s.v[i].data,
		    s.v[i].len };
	}
	names[s.n] = xw_emalloc(strlen(s.id) + sizeof(".gresource.xml"));
	sprintf(names[s.n], "%s.gresource.xml", s.id);
	files[s.n + 1] = (struct pk_file){ names[s.n], xml.s, xml.len };
	ret = export_to(o, dir, s.id, files, s.n + 2);
	for (i = 0; i <= s.n; i++)
		free(names[i]);
	free(names);
	free(files);
	xw_buf_free(&config);
	xw_buf_free(&xml);
	pk_set_free(&s);
	pk_bundle_close(&b);
	return ret == 0 ? XW_EXIT_OK : XW_EXIT_TROUBLE;
}
