/* See LICENSE file for copyright and license details. */
/*
 * ipuz-check -j: the JSON document of each file, its findings, the
 * grid's stats and with -S the figures; or of a file not checked, the
 * error that stopped it.
 */
#include <stddef.h>

#include <json-c/json.h>

#include "check.h"
#include "cli.h"
#include "grid.h"
#include "jsondoc.h"
#include "report.h"
#include "stats.h"
#include "util.h"

static json_object *
cells_json(const struct xw_finding *f)
{
	json_object *cells = json_object_new_array(), *pt;
	size_t i;

	for (i = 0; i < f->ncells; i++) {
		pt = json_object_new_array();
		json_object_array_add(pt, json_object_new_int(f->cells[i].row + 1));
		json_object_array_add(pt, json_object_new_int(f->cells[i].col + 1));
		json_object_array_add(cells, pt);
	}
	return cells;
}

static json_object *
stats_json(const struct xw_puzzle *p)
{
	json_object *o = json_object_new_object();
	struct xw_stats st;

	xw_check_stats(p, &st);
	json_object_object_add(o, "width", json_object_new_int(p->width));
	json_object_object_add(o, "height", json_object_new_int(p->height));
	json_object_object_add(o, "words", json_object_new_int(st.words));
	json_object_object_add(o, "across", json_object_new_int(st.across));
	json_object_object_add(o, "down", json_object_new_int(st.down));
	json_object_object_add(o, "blocks", json_object_new_int(st.blocks));
	json_object_object_add(o, "white", json_object_new_int(st.letters));
	json_object_object_add(o, "regions", json_object_new_int(st.regions));
	json_object_object_add(o, "symmetry",
	    json_object_new_string(xw_symmetry_name(st.symmetry)));
	json_object_object_add(o, "filled", json_object_new_int(st.filled));
	/* null: not known, as nothing could be compared. */
	json_object_object_add(o, "wrong", p->has_solution ?
	    json_object_new_int(st.wrong) : NULL);
	return o;
}

/* What the reader read past (w), as a finding of kind and code. */
static json_object *
read_past_finding(const struct xw_error *w, int kind, const char *code)
{
	json_object *f = json_object_new_object();

	json_object_object_add(f, "kind", json_object_new_string(
	    xw_finding_kind_name((enum xw_finding_kind)kind)));
	json_object_object_add(f, "code", json_object_new_string(code));
	json_object_object_add(f, "message", xw_json_shown(w->msg));
	json_object_object_add(f, "cells", json_object_new_array());
	json_object_object_add(f, "line", json_object_new_int64(w->line));
	json_object_object_add(f, "column", json_object_new_int64(w->col));
	return f;
}

void
report_json(const char *name, const struct xw_puzzle *p, int kind,
    const struct xw_error *w, const char *code,
    const struct xw_findings *fs, int status)
{
	json_object *doc = json_object_new_object(), *list, *f;
	size_t i;

	json_object_object_add(doc, "file", xw_json_shown(name));
	json_object_object_add(doc, "status", json_object_new_string(
	    status == XW_EXIT_OK ? "ok" : "problems"));
	list = json_object_new_array();
	for (i = 0; i < fs->n; i++) {
		if (kind >= 0 && read_past_before(kind, &fs->v[i])) {
			json_object_array_add(list, read_past_finding(w, kind,
			    code));
			kind = -1;
		}
		f = json_object_new_object();
		json_object_object_add(f, "kind", json_object_new_string(
		    xw_finding_kind_name(fs->v[i].kind)));
		json_object_object_add(f, "code",
		    json_object_new_string(fs->v[i].code));
		json_object_object_add(f, "message",
		    xw_json_shown(fs->v[i].message));
		json_object_object_add(f, "cells", cells_json(&fs->v[i]));
		json_object_array_add(list, f);
	}
	if (kind >= 0)
		json_object_array_add(list, read_past_finding(w, kind, code));
	json_object_object_add(doc, "findings", list);
	json_object_object_add(doc, "stats", stats_json(p));
	if (Sflag) {
		struct xw_figures fig;

		xw_check_figures(p, words, MINRUN, &fig);
		json_object_object_add(doc, "statistics", figures_json(&fig, words != NULL));
		xw_figures_free(&fig);
	}
	xw_json_println(doc);
	sent();
}

/* The -j document of the file name, not checked because of msg, at
   line and col of it (0: not known). */
void
unreadable_json(const char *name, const char *msg, long line, long col)
{
	json_object *doc = json_object_new_object(),
	    *err = json_object_new_object();

	json_object_object_add(doc, "file", xw_json_shown(name));
	json_object_object_add(doc, "status",
	    json_object_new_string("unreadable"));
	json_object_object_add(err, "message", xw_json_shown(msg));
	json_object_object_add(err, "line", json_object_new_int64(line));
	json_object_object_add(err, "column", json_object_new_int64(col));
	json_object_object_add(doc, "error", err);
	xw_json_println(doc);
	sent();
}
