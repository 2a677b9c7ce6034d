/* See LICENSE file for copyright and license details. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "cli.h"
#include "grid.h"
#include "gridfill.h"
#include "util.h"

static const char *
dir_name(const struct xw_slot *sl)
{
	return sl->dir == XW_DIR_ACROSS ? "across" : "down";
}

static json_object *
cell_json(struct xw_pos pos)
{
	json_object *a = json_object_new_array();

	json_object_array_add(a, json_object_new_int(pos.row + 1));
	json_object_array_add(a, json_object_new_int(pos.col + 1));
	return a;
}

static json_object *
slot_json(const struct xw_puzzle *p, const struct xw_index *ix,
    const struct xw_slot_report *r)
{
	const struct xw_slot *sl = &p->slots[r->slot], *cr;
	json_object *o = json_object_new_object(), *a, *c;
	int i;

	json_object_object_add(o, "number", json_object_new_int(sl->number));
	json_object_object_add(o, "direction",
	    json_object_new_string(dir_name(sl)));
	json_object_object_add(o, "pattern",
	    json_object_new_string(r->pattern));
	json_object_object_add(o, "words",
	    json_object_new_int64((int64_t)r->words));
	json_object_object_add(o, "words_any",
	    json_object_new_int64((int64_t)r->words_any));
	a = json_object_new_array();
	for (i = 0; i < sl->len; i++)
		json_object_array_add(a, cell_json(xw_slot_cell(sl, i)));
	json_object_object_add(o, "cells", a);
	a = json_object_new_array();
	for (i = 0; i < r->nbest; i++)
		json_object_array_add(a, json_object_new_string(
		    xw_index_word(ix, r->best[i])));
	json_object_object_add(o, "best", a);
	c = NULL;
	if (r->cross >= 0) {
		cr = &p->slots[r->cross];
		c = json_object_new_object();
		json_object_object_add(c, "number",
		    json_object_new_int(cr->number));
		json_object_object_add(c, "direction",
		    json_object_new_string(dir_name(cr)));
		json_object_object_add(c, "cell", cell_json(r->cross_cell));
		json_object_object_add(c, "words_without",
		    json_object_new_int64((int64_t)r->words_without));
	}
	json_object_object_add(o, "crossing", c);
	return o;
}

/*
 * One line a slot, tab-separated: its name, its pattern, its count, its
 * cells, its best words, and the crossing that narrows it most.
 */
static void
slot_text(const struct xw_puzzle *p, const struct xw_index *ix,
    const struct xw_slot_report *r)
{
	const struct xw_slot *sl = &p->slots[r->slot], *cr;
	struct xw_pos first = xw_slot_cell(sl, 0),
	    last = xw_slot_cell(sl, sl->len - 1);
	int i;

	printf("%d-%s\t%s\t%zu word%s", sl->number, dir_name(sl), r->pattern,
	    r->words, r->words == 1 ? "" : "s");
	if (r->words == 0 && r->words_any > 0)
		printf(" (only words -s, -x or -m rule out fit)");
	else if (r->words_any != r->words)
		printf(" (%zu without -s, -x and -m)", r->words_any);
	printf("\tr%dc%d-r%dc%d\t", first.row + 1, first.col + 1,
	    last.row + 1, last.col + 1);
	for (i = 0; i < r->nbest; i++)
		printf("%s%s", i > 0 ? " " : "", xw_index_word(ix, r->best[i]));
	if (r->nbest == 0)
		putchar('-');
	if (r->cross >= 0) {
		cr = &p->slots[r->cross];
		printf("\t%d-%s at r%dc%d: %zu word%s without it\n", cr->number,
		    dir_name(cr), r->cross_cell.row + 1, r->cross_cell.col + 1,
		    r->words_without, r->words_without == 1 ? "" : "s");
	} else {
		printf("\t-\n");
	}
}

/*
 * -a: each open slot and what it can still take once the crossings are
 * counted, fewest words first; a slot that only words -s, -x or -m rule
 * out could fill says so. Exit 1 when some slot can take no word, or
 * when the fill's proof before any search says no fill exists.
 */
int
analyse(const struct xw_puzzle *p, const struct xw_index *ix,
    const char *input, const struct xw_fill_opts *opts, int json,
    int quiet)
{
	struct xw_slot_report *rep;
	struct xw_error e;
	json_object *list;
	char why[1024];
	long n, i;
	int ret = XW_EXIT_OK, alone;

	if ((n = xw_fill_analyse(p, ix, opts, &rep, why, sizeof(why), &alone,
	    &e)) < 0) {
		if (e.file[0] == '\0')
			snprintf(e.file, sizeof(e.file), "%s",
			    xw_display_name(input));
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}
	if (why[0] != '\0') {
		/* The proof, as the fill gives it: -q says it by the exit
		   status alone. */
		if (!quiet)
			xw_warnx("%s: no fill exists: %s%s",
			    xw_display_name(input), why,
			    alone ? "; each slot on its own:" : "");
		ret = XW_EXIT_NO;
	}
	list = json_object_new_array();
	for (i = 0; i < n; i++) {
		if (rep[i].words == 0)
			ret = XW_EXIT_NO;
		if (json)
			json_object_array_add(list, slot_json(p, ix, &rep[i]));
		else
			slot_text(p, ix, &rep[i]);
	}
	if (json)
		xw_json_println(list);
	else
		json_object_put(list);
	xw_fill_reports_free(rep, n);
	return ret;
}
