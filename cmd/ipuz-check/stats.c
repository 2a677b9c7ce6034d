/* See LICENSE file for copyright and license details. */
/* ipuz-check -S: a grid's statistics, as text and as JSON. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "check.h"
#include "clocale.h"
#include "jsondoc.h"
#include "stats.h"

/* The score brackets of -S -w: 0-9 ... 80-89, 90-100. */
static const char *
bracket(int i)
{
	static const char *const names[] = { "0-9", "10-19", "20-29",
	    "30-39", "40-49", "50-59", "60-69", "70-79", "80-89", "90-100" };

	return names[i];
}

/*
 * s as the findings show text (a control character as \n or \xhh), in
 * b, made anew: a figure is one line.
 */
static const char *
shown(struct xw_buf *b, const char *s)
{
	b->len = 0;
	xw_buf_escape(b, s, strlen(s));
	return b->s != NULL ? b->s : "";
}

static json_object *
entry_json(const struct xw_figure_entry *en)
{
	json_object *o = json_object_new_object();

	json_object_object_add(o, "entry", xw_json_shown(en->name));
	json_object_object_add(o, "answer",
	    xw_json_shown(en->answer));
	if (en->score >= 0)
		json_object_object_add(o, "score",
		    json_object_new_int(en->score));
	return o;
}

json_object *
figures_json(const struct xw_figures *f, int scored)
{
	/* The counts, in the order of the document. */
	static const struct {
		const char *key;
		size_t off;
	} counts[] = {
		{ "words", offsetof(struct xw_figures, words) },
		{ "across", offsetof(struct xw_figures, across) },
		{ "down", offsetof(struct xw_figures, down) },
		{ "mean_length", (size_t)-1 },
		{ "cells", offsetof(struct xw_figures, cells) },
		{ "blocks", offsetof(struct xw_figures, blocks) },
		{ "omitted", offsetof(struct xw_figures, omitted) },
		{ "barred", offsetof(struct xw_figures, bars) },
		{ "white", offsetof(struct xw_figures, white) },
		{ "lettered", offsetof(struct xw_figures, filled) }
	};
	json_object *o = json_object_new_object(), *m, *a, *r;
	struct xw_buf t = { 0 };
	char buf[32];
	size_t i;
	int k;

	for (i = 0; i < sizeof(counts) / sizeof(counts[0]); i++) {
		if (counts[i].off == (size_t)-1) {
			xw_c_snprintf(buf, sizeof(buf), "%.2f",
			    f->mean_length);
			m = json_object_new_double_s(f->mean_length, buf);
		} else {
			m = json_object_new_int(*(const int *)(const void *)
			    ((const char *)f + counts[i].off));
		}
		json_object_object_add(o, counts[i].key, m);
	}
	m = json_object_new_object();
	for (k = 0; k <= f->maxlen; k++) {
		if (f->lengths[k] == 0)
			continue;
		snprintf(buf, sizeof(buf), "%d", k);
		json_object_object_add(m, buf, json_object_new_int(f->lengths[k]));
	}
	json_object_object_add(o, "lengths", m);
	m = json_object_new_object();
	for (k = 0; k < f->nletters; k++)
		json_object_object_add(m, shown(&t, f->letters[k].letter),
		    json_object_new_int(f->letters[k].count));
	xw_buf_free(&t);
	json_object_object_add(o, "letters", m);
	if (scored) {
		m = json_object_new_object();
		for (k = 0; k < 10; k++)
			json_object_object_add(m, bracket(k),
			    json_object_new_int(f->scores[k]));
		json_object_object_add(o, "scores", m);
		json_object_object_add(o, "listed",
		    json_object_new_int(f->listed));
		json_object_object_add(o, "unlisted",
		    json_object_new_int(f->unlisted));
		a = json_object_new_array();
		for (i = 0; i < f->nlowest && i < 10; i++)
			json_object_array_add(a,
			    entry_json(&f->entries[f->lowest[i]]));
		json_object_object_add(o, "lowest", a);
	}
	a = json_object_new_array();
	for (i = 0; i < f->nruns; i++) {
		r = json_object_new_object();
		json_object_object_add(r, "run",
		    xw_json_shown(f->runs[i].run));
		m = json_object_new_array();
		json_object_array_add(m, entry_json(&f->entries[f->runs[i].a]));
		json_object_array_add(m, entry_json(&f->entries[f->runs[i].b]));
		json_object_object_add(r, "entries", m);
		json_object_array_add(a, r);
	}
	json_object_object_add(o, "shared", a);
	if (f->nshared > f->nruns)
		json_object_object_add(o, "shared_more",
		    json_object_new_int64((int64_t)(f->nshared - f->nruns)));
	return o;
}

/* -S as text: a line a figure, after the file's name and "stats". */
void
figures_text(const char *name, const struct xw_figures *f,
    int scored)
{
	const struct xw_figure_entry *a, *b;
	struct xw_buf t = { 0 }, u = { 0 }, v = { 0 }, w = { 0 };
	char mean[32];
	size_t i;
	int k;

	xw_c_snprintf(mean, sizeof(mean), "%.2f", f->mean_length);
	printf("%s: stats: %d word%s (%d across, %d down), mean length "
	    "%s\n", name, f->words, f->words == 1 ? "" : "s", f->across,
	    f->down, mean);
	printf("%s: stats: %d cells: %d block%s, %d white, %d with a letter",
	    name, f->cells, f->blocks, f->blocks == 1 ? "" : "s", f->white,
	    f->filled);
	if (f->omitted > 0)
		printf(", %d omitted", f->omitted);
	if (f->bars > 0)
		printf(", %d with bars", f->bars);
	printf("\n");
	/* A line with a label and no figure says nothing: none for a grid
	   without an entry, as none for one without a letter. */
	if (f->words > 0) {
		printf("%s: stats: lengths", name);
		for (k = 0; k <= f->maxlen; k++)
			if (f->lengths[k] > 0)
				printf(" %d:%d", k, f->lengths[k]);
		printf("\n");
	}
	if (f->nletters > 0) {
		printf("%s: stats: letters", name);
		for (k = 0; k < f->nletters; k++)
			printf(" %s:%d", shown(&t, f->letters[k].letter),
			    f->letters[k].count);
		printf("\n");
	}
	if (scored) {
		printf("%s: stats: scores", name);
		for (k = 9; k >= 0; k--)
			if (f->scores[k] > 0)
				printf(" %s:%d", bracket(k), f->scores[k]);
		printf("%s%d not in the list\n", f->listed > 0 ? ", " : " ",
		    f->unlisted);
		if (f->nlowest > 0)
			printf("%s: stats: lowest", name);
		for (i = 0; i < f->nlowest && i < 5; i++) {
			a = &f->entries[f->lowest[i]];
			printf("%s %d %s %s", i > 0 ? "," : "", a->score,
			    shown(&t, a->answer), shown(&u, a->name));
		}
		if (f->nlowest > 0)
			printf("\n");
	}
	for (i = 0; i < f->nruns; i++) {
		a = &f->entries[f->runs[i].a];
		b = &f->entries[f->runs[i].b];
		printf("%s: stats: shared %s: %s %s, %s ", name,
		    shown(&t, f->runs[i].run), shown(&u, a->name),
		    shown(&v, a->answer), shown(&w, b->name));
		printf("%s\n", shown(&t, b->answer));
	}
	if (f->nshared > f->nruns)
		printf("%s: stats: %zu more %s a run (the first %zu are "
		    "shown)\n", name, f->nshared - f->nruns,
		    f->nshared - f->nruns == 1 ? "pair shares" : "pairs share",
		    f->nruns);
	free(t.s);
	free(u.s);
	free(v.s);
	free(w.s);
}
