/* See LICENSE file for copyright and license details. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <json-c/json.h>

#include "check.h"
#include "cli.h"
#include "format.h"
#include "grid.h"
#include "util.h"
#include "words.h"

static int jflag;		/* one JSON document per file */
static int lflag;		/* lint as an editor would */
static int pflag;		/* the solver's progress */
static int qflag;		/* say nothing, exit status only */
static int Sflag;		/* statistics of the grid and fill */
static struct xw_cli_lists wflag;	/* word lists for lint or scores */

static struct xw_wordlist *words;

static const struct xw_tool tool = {
	"ipuz-check",
	"usage: ipuz-check [-hjlpqSV] [-w wordlist] [file ...]\n",
	"  -h           print this help and exit\n"
	"  -j           print one JSON document per file\n"
	"  -l           lint: symmetry, short words, unchecked cells,\n"
	"               regions, duplicate answers, missing clues, a\n"
	"               missing fill; counts as problems\n"
	"  -p           the solver's progress: filled and wrong cells\n"
	"  -q           print nothing; the exit status tells\n"
	"  -S           statistics: entries, lengths, letters, scores\n"
	"               (with -w), shared runs of letters\n"
	"  -V           print the version and exit\n"
	"  -w wordlist  report answers not in wordlist (implies -l, but\n"
	"               with -S gives the scores): a list or an index,\n"
	"               - for stdin; again to stack lists\n"
	"exit status: 0 clean, 1 problems found, 2 trouble\n"
};

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
	json_object_object_add(o, "cells", json_object_new_int(st.letters));
	json_object_object_add(o, "regions", json_object_new_int(st.regions));
	json_object_object_add(o, "symmetry",
	    json_object_new_string(xw_symmetry_name(st.symmetry)));
	json_object_object_add(o, "filled", json_object_new_int(st.filled));
	json_object_object_add(o, "wrong", json_object_new_int(st.wrong));
	return o;
}

/* Two entries share a run of this many letters or more: CrossFire's
   default allows three. */
#define MINRUN 4

/* The score brackets of -S -w: 0-9 ... 80-89, 90-100. */
static const char *
bracket(int i)
{
	static const char *const names[] = { "0-9", "10-19", "20-29",
	    "30-39", "40-49", "50-59", "60-69", "70-79", "80-89", "90-100" };

	return names[i];
}

static json_object *
entry_json(const struct xw_figure_entry *en)
{
	json_object *o = json_object_new_object();

	json_object_object_add(o, "entry", json_object_new_string(en->name));
	json_object_object_add(o, "answer",
	    json_object_new_string(en->answer));
	if (en->score >= 0)
		json_object_object_add(o, "score",
		    json_object_new_int(en->score));
	return o;
}

static json_object *
figures_json(const struct xw_figures *f)
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
		{ "filled", offsetof(struct xw_figures, filled) }
	};
	json_object *o = json_object_new_object(), *m, *a, *r;
	char buf[32];
	size_t i;
	int k;

	for (i = 0; i < sizeof(counts) / sizeof(counts[0]); i++) {
		if (counts[i].off == (size_t)-1) {
			snprintf(buf, sizeof(buf), "%.2f", f->mean_length);
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
		json_object_object_add(m, f->letters[k],
		    json_object_new_int(f->letter_counts[k]));
	json_object_object_add(o, "letters", m);
	if (words != NULL) {
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
		    json_object_new_string(f->runs[i].run));
		m = json_object_new_array();
		json_object_array_add(m, entry_json(&f->entries[f->runs[i].a]));
		json_object_array_add(m, entry_json(&f->entries[f->runs[i].b]));
		json_object_object_add(r, "entries", m);
		json_object_array_add(a, r);
	}
	json_object_object_add(o, "shared", a);
	return o;
}

/* -S as text: a line a figure, after the file's name and "stats". */
static void
figures_text(const char *name, const struct xw_figures *f)
{
	const struct xw_figure_entry *a, *b;
	size_t i;
	int k;

	printf("%s: stats: %d word%s (%d across, %d down), mean length "
	    "%.2f\n", name, f->words, f->words == 1 ? "" : "s", f->across,
	    f->down, f->mean_length);
	printf("%s: stats: %d cells: %d block%s, %d white, %d with a letter",
	    name, f->cells, f->blocks, f->blocks == 1 ? "" : "s", f->white,
	    f->filled);
	if (f->omitted > 0)
		printf(", %d omitted", f->omitted);
	if (f->bars > 0)
		printf(", %d with bars", f->bars);
	printf("\n%s: stats: lengths", name);
	for (k = 0; k <= f->maxlen; k++)
		if (f->lengths[k] > 0)
			printf(" %d:%d", k, f->lengths[k]);
	printf("\n");
	if (f->nletters > 0) {
		printf("%s: stats: letters", name);
		for (k = 0; k < f->nletters; k++)
			printf(" %s:%d", f->letters[k], f->letter_counts[k]);
		printf("\n");
	}
	if (words != NULL) {
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
			    a->answer, a->name);
		}
		if (f->nlowest > 0)
			printf("\n");
	}
	for (i = 0; i < f->nruns; i++) {
		a = &f->entries[f->runs[i].a];
		b = &f->entries[f->runs[i].b];
		printf("%s: stats: shared %s: %s %s, %s %s\n", name,
		    f->runs[i].run, a->name, a->answer, b->name, b->answer);
	}
}

/* Non-standard JSON the reader read past (w), as the first finding. */
static json_object *
json_finding(const struct xw_error *w)
{
	json_object *f = json_object_new_object();

	json_object_object_add(f, "kind", json_object_new_string("error"));
	json_object_object_add(f, "code", json_object_new_string("json"));
	json_object_object_add(f, "message", json_object_new_string(w->msg));
	json_object_object_add(f, "cells", json_object_new_array());
	json_object_object_add(f, "line", json_object_new_int64(w->line));
	json_object_object_add(f, "column", json_object_new_int64(w->col));
	return f;
}

static void
report_json(const char *name, const struct xw_puzzle *p,
    const struct xw_error *w, const struct xw_findings *fs, int status)
{
	json_object *doc = json_object_new_object(), *list, *f;
	size_t i;

	json_object_object_add(doc, "file", json_object_new_string(name));
	json_object_object_add(doc, "status", json_object_new_string(
	    status == XW_EXIT_OK ? "ok" : "problems"));
	list = json_object_new_array();
	if (w->code != XW_ERR_NONE)
		json_object_array_add(list, json_finding(w));
	for (i = 0; i < fs->n; i++) {
		f = json_object_new_object();
		json_object_object_add(f, "kind", json_object_new_string(
		    xw_finding_kind_name(fs->v[i].kind)));
		json_object_object_add(f, "code",
		    json_object_new_string(fs->v[i].code));
		json_object_object_add(f, "message",
		    json_object_new_string(fs->v[i].message));
		json_object_object_add(f, "cells", cells_json(&fs->v[i]));
		json_object_array_add(list, f);
	}
	json_object_object_add(doc, "findings", list);
	json_object_object_add(doc, "stats", stats_json(p));
	if (Sflag) {
		struct xw_figures fig;

		xw_check_figures(p, words, MINRUN, &fig);
		json_object_object_add(doc, "statistics", figures_json(&fig));
		xw_figures_free(&fig);
	}
	xw_json_println(doc);
}

static void
report_unreadable(const char *name, const struct xw_error *e)
{
	json_object *doc, *err;

	xw_report(e);
	if (!jflag || qflag)
		return;
	doc = json_object_new_object();
	err = json_object_new_object();
	json_object_object_add(doc, "file", json_object_new_string(name));
	json_object_object_add(doc, "status",
	    json_object_new_string("unreadable"));
	json_object_object_add(err, "message", json_object_new_string(e->msg));
	json_object_object_add(err, "line", json_object_new_int64(e->line));
	json_object_object_add(err, "column", json_object_new_int64(e->col));
	json_object_object_add(doc, "error", err);
	xw_json_println(doc);
}

static int
process(const char *path)
{
	const char *name = xw_display_name(path);
	struct xw_findings fs = { 0 };
	struct xw_puzzle *p;
	struct xw_error e, w;
	int status = XW_EXIT_OK;
	size_t i;

	/* What strict readers refuse (w) is read, and a finding. */
	if ((p = xw_puzzle_load(path, NULL, &e, &w)) == NULL) {
		report_unreadable(name, &e);
		return XW_EXIT_TROUBLE;
	}
	xw_check(p, (lflag ? XW_CHECK_LINT : 0) | (pflag ? XW_CHECK_PROGRESS :
	    0), words, &fs);
	if (w.code != XW_ERR_NONE)
		status = XW_EXIT_NO;
	for (i = 0; i < fs.n; i++)
		if (fs.v[i].kind == XW_FIND_ERROR || fs.v[i].kind ==
		    XW_FIND_LINT || fs.v[i].kind == XW_FIND_WRONG)
			status = XW_EXIT_NO;
	if (qflag)
		;
	else if (jflag)
		report_json(name, p, &w, &fs, status);
	else {
		if (w.code != XW_ERR_NONE)
			printf("%s:%ld:%ld: error: %s\n", name, w.line, w.col,
			    w.msg);
		for (i = 0; i < fs.n; i++)
			printf("%s: %s: %s\n", name,
			    xw_finding_kind_name(fs.v[i].kind), fs.v[i].message);
	}
	if (Sflag && !qflag && !jflag) {
		struct xw_figures f;

		xw_check_figures(p, words, MINRUN, &f);
		figures_text(name, &f);
		xw_figures_free(&f);
	}
	xw_findings_free(&fs);
	xw_puzzle_free(p);
	return status;
}

/* Whether a puzzle comes from the standard input: no file, or "-". */
static int
reads_stdin(int argc, char *argv[])
{
	int i;

	for (i = 0; i < argc; i++)
		if (strcmp(argv[i], "-") == 0)
			return 1;
	return argc == 0;
}

int
main(int argc, char *argv[])
{
	int ch, ret = XW_EXIT_OK;

	xw_cli_start(&tool, argv[0]);
	while ((ch = xw_cli_getopt(argc, argv, "jlpqSw:")) != -1) {
		switch (ch) {
		case 'j':
			jflag = 1;
			break;
		case 'l':
			lflag = 1;
			break;
		case 'p':
			pflag = 1;
			break;
		case 'q':
			qflag = 1;
			break;
		case 'S':
			Sflag = 1;
			break;
		case 'w':
			xw_cli_lists_add(&wflag, optarg);
			break;
		default:
			xw_cli_usage();
		}
	}
	argc -= optind;
	argv += optind;
	/* Without -S a word list is for lint; with it, for the scores. */
	if (wflag.n > 0 && !Sflag)
		lflag = 1;

	if (xw_cli_lists_stdin(&wflag) && reads_stdin(argc, argv))
		xw_errx(XW_EXIT_TROUBLE, "standard input cannot be both a word "
		    "list (-w -) and the puzzle");
	if (wflag.n > 0)
		words = xw_cli_wordlist_stack(wflag.v, wflag.n);
	if (argc == 0)
		ret = process(NULL);
	for (; *argv != NULL; argv++)
		ret = xw_exit_fold(ret, process(*argv));
	xw_wordlist_free(words);
	free(wflag.v);
	return xw_cli_finish(ret);
}
