/* See LICENSE file for copyright and license details. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "bundle.h"
#include "cli.h"
#include "findings.h"
#include "format.h"
#include "pack.h"
#include "puzzle.h"
#include "util.h"

/*
 * Read puzzle i of s from b, then free its bytes: the puzzle (the caller
 * frees it), or NULL with the error added to f, and said on stderr too
 * unless verify (-v, whose findings are its report, and to which JSON
 * that strict readers refuse is an error too). Its size, and the title
 * and difficulty the manifest left out, are noted in s. *damaged is set
 * when its member is damaged (an unsafe member, which the man page says
 * refuses the bundle whole), not merely no puzzle.
 */
static struct xw_puzzle *
read_puzzle(const struct pk_bundle *b, struct pk_set *s, size_t i,
    struct pk_findings *f, int verify, int *damaged)
{
	struct pk_puzzle *pz = &s->v[i];
	struct xw_puzzle *p = NULL;
	struct xw_error e, w;
	int ret;

	if ((ret = pk_bundle_read(b, pz, &e)) > 0)
		return NULL;
	if (ret < 0)
		*damaged = 1;
	if (ret == 0 && (p = pk_puzzle_parse(pz, &e, &w)) != NULL) {
		pz->width = p->width;
		pz->height = p->height;
		pk_puzzle_own(pz, p);
		/* What strict readers refuse is an error of the bundle's,
		   as ipuz-check has it: a reader of the set may be one. */
		if (verify && w.code != XW_ERR_NONE)
			pk_add_error(f, "json", &w);
	} else {
		pk_add_error(f, ret != 0 ? "member-damaged" : "unreadable",
		    &e);
		if (!verify)
			xw_report(&e);
	}
	free(pz->data);
	pz->data = NULL;
	return p;
}

/* s as the text list shows it (xw_json_shown), or null: a bundle is
   untrusted, and a script that prints a member (jq -r) must meet no
   newline or escape that forges a line or drives the terminal. */
static json_object *
shown_or_null(const char *s)
{
	return s != NULL ? xw_json_shown(s) : NULL;
}

static void
list_json(const struct pk_bundle *b, const struct pk_set *s)
{
	json_object *doc = json_object_new_object(), *list, *o;
	const struct pk_puzzle *pz;
	size_t i;

	/* The bundle's name, and all the set says, as the text shows them. */
	json_object_object_add(doc, "bundle", xw_json_shown(b->name));
	json_object_object_add(doc, "id", shown_or_null(s->id));
	json_object_object_add(doc, "short_name", shown_or_null(s->short_name));
	json_object_object_add(doc, "long_name", shown_or_null(s->long_name));
	json_object_object_add(doc, "locale", shown_or_null(s->locale));
	json_object_object_add(doc, "author", shown_or_null(s->author));
	json_object_object_add(doc, "licence", shown_or_null(s->licence));
	json_object_object_add(doc, "description",
	    shown_or_null(s->description));
	list = json_object_new_array();
	for (i = 0; i < s->n; i++) {
		pz = &s->v[i];
		o = json_object_new_object();
		json_object_object_add(o, "id", shown_or_null(pz->id));
		json_object_object_add(o, "file", shown_or_null(pz->file));
		json_object_object_add(o, "title", shown_or_null(pz->title));
		json_object_object_add(o, "difficulty",
		    shown_or_null(pz->difficulty));
		json_object_object_add(o, "width", pz->width == 0 ? NULL :
		    json_object_new_int(pz->width));
		json_object_object_add(o, "height", pz->width == 0 ? NULL :
		    json_object_new_int(pz->height));
		json_object_object_add(o, "after", pk_after_json(pz));
		json_object_array_add(list, o);
	}
	json_object_object_add(doc, "puzzles", list);
	xw_json_println(doc);
}

/* "15x15", or "?" for a puzzle that could not be read. */
static const char *
size_of(const struct pk_puzzle *pz, char *buf, size_t size)
{
	if (pz->width == 0)
		return "?";
	snprintf(buf, size, "%dx%d", pz->width, pz->height);
	return buf;
}

/* s as a line may show it: a bundle is untrusted, and a newline or an
   escape in a title must neither forge a line nor drive the terminal. */
static const char *
shown(struct xw_buf *b, const char *s)
{
	b->len = 0;
	xw_buf_escape(b, s, strlen(s));
	return b->s;
}

static void
list_text(const struct pk_set *s)
{
	/* Each name as ipuz-pack(5) has it stand in when absent: the
	   short name the id, the long name the short name. */
	const char *shortn = s->short_name != NULL ? s->short_name : s->id;
	const char *longn = s->long_name != NULL ? s->long_name : shortn;
	const struct pk_puzzle *pz;
	struct xw_buf b = { 0 };
	int wn, wid = 2, wsize = 4;
	char size[48];
	size_t i, k;

	printf("%s: ", shown(&b, s->id));
	/* The short name too, the set's header in GNOME Crosswords, when
	   it is one of its own (persona19 F5). */
	if (s->short_name != NULL && strcmp(shortn, longn) != 0)
		printf("%s: ", shown(&b, shortn));
	printf("%s", shown(&b, longn));
	if (s->locale != NULL)
		printf(" (%s)", shown(&b, s->locale));
	printf(", %zu puzzle%s\n", s->n, s->n == 1 ? "" : "s");
	wn = snprintf(size, sizeof(size), "%zu", s->n);
	for (i = 0; i < s->n; i++) {
		if ((int)strlen(s->v[i].id) > wid)
			wid = (int)strlen(s->v[i].id);
		if ((int)strlen(size_of(&s->v[i], size, sizeof(size))) > wsize)
			wsize = (int)strlen(size);
	}
	for (i = 0; i < s->n; i++) {
		pz = &s->v[i];
		printf("%*zu  %-*s  %-*s  ", wn, i + 1, wid, pz->id, wsize,
		    size_of(pz, size, sizeof(size)));
		printf("%s", shown(&b, pz->title != NULL ? pz->title : ""));
		if (pz->difficulty != NULL)
			printf(" [%s]", shown(&b, pz->difficulty));
		for (k = 0; k < pz->nafter; k++)
			printf("%s%s", k == 0 ? "; after " : k + 1 < pz->nafter ?
			    ", " : " and ", pz->after[k]);
		putchar('\n');
	}
	xw_buf_free(&b);
}

int
pk_list(const struct pk_opts *o)
{
	const char *name = xw_display_name(o->bundle);
	struct pk_findings f = { 0 };
	struct xw_puzzle *p;
	struct pk_bundle b;
	struct pk_set s;
	size_t i, bad = 0;
	int damaged = 0, ret;

	/* Nothing to list: with -j, what refused it, as -v -j says it. */
	if ((ret = pk_bundle_load(o->bundle, &b, &s, 0, &f)) != 0) {
		if (o->json)
			pk_print(stdout, &f, name, 1, 1, ret == -2 ?
			    "unreadable" : "refused");
		pk_findings_free(&f);
		return XW_EXIT_TROUBLE;
	}
	for (i = 0; i < s.n; i++) {
		bad += (p = read_puzzle(&b, &s, i, &f, 0, &damaged)) == NULL;
		xw_puzzle_free(p);
	}
	/* A puzzle that is no puzzle is listed as "?"; a damaged member,
	   found only as it inflates, refuses the bundle as the other
	   unsafe members do before anything is listed. */
	if (damaged && o->json)
		pk_print(stdout, &f, name, 1, 1, "refused");
	else if (!damaged && o->json)
		list_json(&b, &s);
	else if (!damaged)
		list_text(&s);
	pk_findings_free(&f);
	pk_set_free(&s);
	pk_bundle_close(&b);
	return bad > 0 ? XW_EXIT_TROUBLE : XW_EXIT_OK;
}

int
pk_verify(const struct pk_opts *o)
{
	struct pk_findings f = { 0 };
	struct pk_lint l = { 0 };
	struct xw_puzzle *p;
	struct pk_bundle b;
	struct pk_set s;
	const char *name = xw_display_name(o->bundle);
	struct xw_error e;
	size_t i, problems;
	int damaged = 0, ret;

	/* A bundle that cannot be read as a zip has nothing to verify, and
	   is trouble; -j says so too, for CI, in the same form. */
	if ((ret = pk_bundle_open(o->bundle, &b, &e)) == -1) {
		xw_report(&e);
		if (o->json) {
			pk_add_error(&f, "unreadable", &e);
			pk_print(stdout, &f, name, 1, 1, "unreadable");
			pk_findings_free(&f);
		}
		return XW_EXIT_TROUBLE;
	}
	memset(&s, 0, sizeof(s));
	/* Each finding is said as it is found: a big bundle's report,
	   a line or more a puzzle, is not held. */
	pk_stream(&f, stdout, name, o->json);
	/* Unsafe as a whole (a zip bomb) is reported as an unsafe member
	   is, and nothing in it is looked at. */
	if (ret == -2)
		pk_add_error(&f, "member-unsafe", &e);
	else if (pk_bundle_scan(&b, &s, &f) == 0) {
		for (i = 0; i < s.n; i++) {
			if ((p = read_puzzle(&b, &s, i, &f, 1, &damaged)) ==
			    NULL)
				continue;
			pk_add_checks(&f, s.v[i].name, p, o->lint);
			if (o->lint)
				pk_lint_puzzle(&l, &s, i, p);
			xw_puzzle_free(p);
		}
		if (o->lint)
			pk_lint_set(&l, &s, b.name, &f);
	}
	problems = pk_count(&f, XW_FIND_ERROR) + pk_count(&f, XW_FIND_LINT);
	if (problems == 0)
		pk_add(&f, XW_FIND_INFO, "sound", name, "%zu puzzle%s, "
		    "sound", s.n, s.n == 1 ? "" : "s");
	pk_stream_end(&f, problems > 0 ? "problems" : "ok");
	pk_findings_free(&f);
	pk_set_free(&s);
	pk_bundle_close(&b);
	return problems > 0 ? XW_EXIT_NO : XW_EXIT_OK;
}
