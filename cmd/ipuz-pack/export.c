/* See LICENSE file for copyright and license details. */
/*
 * ipuz-pack -e: a bundle as a puzzle set of GNOME Crosswords (crosswords),
 * its puzzle.config and its puzzles as GNOME Crosswords reads them, and
 * what the set has that it has no place for said; or as its puzzles alone
 * (ipuz), named in the set's order for a shell's glob, to print or
 * convert. Either way each puzzle has the manifest's title, difficulty
 * and locale. exportdir.c puts them in place.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "bundle.h"
#include "cli.h"
#include "clocale.h"
#include "findings.h"
#include "format.h"
#include "html.h"
#include "pack.h"
#include "puzzle.h"
#include "util.h"
#include "write.h"

#define GRESOURCE_PREFIX	"/org/gnome/Crosswords/puzzle-set/"
#define LOCALE_KEY		"org.gnome.libipuz:locale"	/* libipuz's */

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
 * Give p what the manifest says of pz where the puzzle says otherwise,
 * for GNOME Crosswords to show it as -t lists it: the title (the text the
 * puzzle's HTML shows, written as HTML that shows it), the difficulty and
 * the locale, pz's or else the set's; with set not NULL (a lone .ipuz)
 * the set's locale and, where p has none, its author. Returns whether p
 * changed.
 */
static int
take_manifest(struct xw_puzzle *p, const struct pk_puzzle *pz,
    const struct pk_set *set)
{
	const char *locale = pz->locale != NULL ? pz->locale :
	    set != NULL ? set->locale : NULL;
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
	if (set != NULL && set->author != NULL &&
	    p->meta[XW_META_AUTHOR] == NULL) {
		html = xw_html_escape(set->author, strlen(set->author));
		xw_puzzle_set_meta(p, XW_META_AUTHOR, html);
		free(html);
		changed = 1;
	}
	/* A field beyond the model: the document keeps it. */
	if (locale != NULL && p->doc != NULL &&
	    ((v = xw_puzzle_field(p, LOCALE_KEY)) == NULL ||
	    !json_object_is_type(v, json_type_string) ||
	    strcmp(json_object_get_string(v), locale) != 0)) {
		json_object_object_add(p->doc, LOCALE_KEY,
		    json_object_new_string(locale));
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
 * Check that pz is an ipuz puzzle GNOME Crosswords, and every tool, can
 * read. One that only lenient readers take (a comma before '}', a key
 * named twice), which json-glib refuses and -v calls an error, goes out
 * rewritten as standard JSON, every field kept (the last of a key named
 * twice, as xwtools reads it), as -c packs it, with the warning -c
 * gives; so does one given the manifest's title, difficulty, locale or
 * author (set, for a lone .ipuz; NULL for Crosswords). A
 * solver's saved grid is kept, with -c's warning. Returns 0, or -1 after
 * saying why not.
 */
static int
export_puzzle(struct pk_puzzle *pz, const struct pk_set *set)
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
	if (take_manifest(p, pz, set) || w.code != XW_ERR_NONE) {
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
 * keys for, and unlock rules, which the list picker does not keep; a
 * lone .ipuz of -e ipuz takes the author and has nothing to unlock, and
 * no place for the rest.
 */
static void
warn_unexported(const struct pk_set *s, const char *name, int crosswords)
{
	const char *what[4];
	struct xw_buf list = { 0 };
	size_t n = 0, i;

	/* A lone .ipuz carries the set's author (take_manifest). */
	if (s->author != NULL && crosswords)
		what[n++] = "author";
	if (s->licence != NULL)
		what[n++] = "licence";
	if (s->description != NULL)
		what[n++] = "description";
	for (i = 0; i < s->n && s->v[i].nafter == 0; i++)
		;
	/* Every puzzle of -e ipuz is written, none locked: its rules are
	   the app's. */
	if (i < s->n && crosswords)
		what[n++] = "unlock rules";
	if (n == 0)
		return;
	for (i = 0; i < n; i++)
		xw_buf_printf(&list, "%s%s", i == 0 ? "" : i + 1 == n ?
		    " and " : ", ", what[i]);
	if (crosswords)
		xw_warnx("%s/%s: warning: GNOME Crosswords has no place for "
		    "the set's %s: not exported", name, PK_MANIFEST, list.s);
	else
		xw_warnx("%s/%s: warning: a puzzle has no place for the set's "
		    "%s: not exported (ipuz-pack -t -j lists %s)", name,
		    PK_MANIFEST, list.s, n > 1 ? "them" : "it");
	xw_buf_free(&list);
}

/*
 * The name of the puzzle i of s in the folder: its id for GNOME
 * Crosswords (crosswords), which orders them by puzzle.config; else its
 * place first, zero-padded to the width of the count, so that a shell's
 * glob lists them in the set's order: 01-snow.ipuz. A new string.
 */
static char *
export_name(const struct pk_set *s, size_t i, int crosswords)
{
	struct xw_buf name = { 0 };
	int width = 1;
	size_t k;

	for (k = s->n; k >= 10; k /= 10)
		width++;
	if (!crosswords)
		xw_buf_printf(&name, "%0*zu-", width, i + 1);
	xw_buf_printf(&name, "%s.ipuz", s->v[i].id);
	return xw_buf_take(&name);
}

int
pk_export(const struct pk_opts *o)
{
	const char *dir = pk_folder(o->dir);
	int crosswords = xw_ascii_casecmp(o->format, "crosswords") == 0;
	struct xw_buf config = { 0 }, xml = { 0 }, record = { 0 };
	struct pk_file *files;
	struct pk_bundle b;
	struct pk_set s;
	char **names;
	size_t i, n = 0;
	int ret;

	if (dir == NULL || pk_bundle_load(o->bundle, &b, &s, 1, NULL) != 0)
		return XW_EXIT_TROUBLE;
	warn_unexported(&s, b.name, crosswords);
	/* GNOME Crosswords, and every tool, is given ipuz puzzles, or
	   nothing. */
	/* A puzzle of -e ipuz goes out alone, so a set's locale and author
	   go with each that has none of its own (ipuz-pack(5): a puzzle's
	   locale is "when it is not the set's", the author "who made the
	   set"); puzzle.config holds them for Crosswords. */
	for (i = 0, ret = 0; i < s.n; i++)
		if (export_puzzle(&s.v[i], crosswords ? NULL : &s) != 0)
			ret = -1;
	if (ret != 0) {
		pk_set_free(&s);
		pk_bundle_close(&b);
		return XW_EXIT_TROUBLE;
	}
	names = xw_ecalloc(s.n + 1, sizeof(*names));
	files = xw_ecalloc(s.n + 2, sizeof(*files));
	if (crosswords) {
		crosswords_config(&s, &config, &xml);
		files[n++] = (struct pk_file){ "puzzle.config", config.s,
		    config.len };
	}
	for (i = 0; i < s.n; i++) {
		names[i] = export_name(&s, i, crosswords);
		files[n++] = (struct pk_file){ names[i], s.v[i].data,
		    s.v[i].len };
		xw_buf_printf(&record, "%s\n", names[i]);
	}
	/* What a later -F may remove, and nothing else: the puzzles this
	   export wrote, as puzzle.config names them for crosswords.
	   Written with them, all or none. */
	if (!crosswords)
		files[n++] = (struct pk_file){ PK_RECORD, record.s,
		    record.len };
	if (crosswords) {
		names[s.n] = xw_emalloc(strlen(s.id) +
		    sizeof(".gresource.xml"));
		sprintf(names[s.n], "%s.gresource.xml", s.id);
		files[n++] = (struct pk_file){ names[s.n], xml.s, xml.len };
	}
	ret = pk_export_folder(o, dir, s.id, files, n, crosswords);
	for (i = 0; i <= s.n; i++)
		free(names[i]);
	free(names);
	free(files);
	xw_buf_free(&config);
	xw_buf_free(&xml);
	xw_buf_free(&record);
	pk_set_free(&s);
	pk_bundle_close(&b);
	return ret == 0 ? XW_EXIT_OK : XW_EXIT_TROUBLE;
}
