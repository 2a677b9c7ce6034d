/* See LICENSE file for copyright and license details. */
/*
 * The King Features text reader (kingfeatures.h). The file is decoded
 * to UTF-8 (Mac OS Roman unless it is valid UTF-8), split into its four
 * sections, and each line of a section read without its '{' and " |".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "feed.h"
#include "grid.h"
#include "kingfeatures.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

enum { S_NUMBERS, S_GRID, S_ACROSS, S_DOWN, S_N };

struct reader {
	const char *name;
	struct xw_error *e;
	struct xw_line *lines;		/* of every section, in order */
	size_t nlines;
	size_t first[S_N + 1];		/* section k: first[k]..first[k+1] */
	int nsecs;
	struct xw_puzzle *p;
};

/* The next blank-separated word of l from *i, in *w and *n; 0 at the end. */
static int
word(const struct xw_line *l, size_t *i, const char **w, size_t *n)
{
	while (*i < l->n && xw_isblank((unsigned char)l->s[*i]))
		(*i)++;
	if (*i == l->n)
		return 0;
	*w = l->s + *i;
	while (*i < l->n && !xw_isblank((unsigned char)l->s[*i]))
		(*i)++;
	*n = (size_t)(l->s + *i - *w);
	return 1;
}

/* Whether s[0..n) is a whole number, maybe negative. */
static int
is_number(const char *s, size_t n)
{
	size_t i = n > 0 && s[0] == '-';

	if (i == n)
		return 0;
	for (; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return 1;
}

int
xw_kingfeatures_sniff(const char *buf, size_t len)
{
	struct xw_text t;
	struct xw_line l;
	const char *w;
	size_t i = 1, n, words = 0;

	xw_text_init(&t, buf, len, XW_TEXT_CR);
	do {
		if (!xw_text_next(&t, &l))
			return 0;
		l = xw_line_trim(l);
	} while (l.n == 0);
	if (l.s[0] != '{')
		return 0;
	if (l.n > 1 && l.s[l.n - 1] == '|')
		l.n--;
	while (word(&l, &i, &w, &n)) {
		if (!is_number(w, n))
			return 0;
		words++;
	}
	return words >= 2;
}

/* Lines into sections: each '{' starts one; blank lines are passed over.
   Each line is kept without its '{' and its " |". */
static int
split(struct reader *rd, struct xw_line *all, size_t n)
{
	struct xw_line l;
	size_t i;

	for (i = 0; i < n; i++) {
		l = xw_line_trim(all[i]);
		if (l.n == 0)
			continue;
		if (l.s[0] == '{') {
			if (rd->nsecs == S_N)
				return xw_line_fail(rd->e, XW_ERR_INVALID,
				    rd->name, &l, NULL, "a fifth section: "
				    "want numbers, grid, across and down "
				    "clues");
			rd->first[rd->nsecs++] = rd->nlines;
			l.s++;
			l.n--;
		} else if (rd->nsecs == 0) {
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, &l,
			    NULL, "text before the first '{'");
		}
		if (l.n > 0 && l.s[l.n - 1] == '|')
			l.n--;
		rd->lines[rd->nlines++] = l;
	}
	if (rd->nsecs < S_N)
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, NULL, NULL,
		    "%d section%s of 4: want numbers, grid, across and down "
		    "clues", rd->nsecs, rd->nsecs == 1 ? "" : "s");
	rd->first[S_N] = rd->nlines;
	return 0;
}

/* The cells of each row of section k: all as many as the first. */
static int
measure(struct reader *rd, int k, const char *what, int *w, int *h)
{
	const struct xw_line *l;
	const char *s;
	size_t i, j, n, cells;

	*w = *h = 0;
	for (i = rd->first[k]; i < rd->first[k + 1]; i++) {
		l = &rd->lines[i];
		for (j = 0, cells = 0; word(l, &j, &s, &n); cells++)
			;
		if (i > rd->first[k] && cells != (size_t)*w)
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l,
			    NULL, "%s row of %zu cells, the first has %d", what,
			    cells, *w);
		if (cells > XW_MAX_DIM || ++*h > XW_MAX_DIM)
			return xw_line_fail(rd->e, XW_ERR_LIMIT, rd->name, l,
			    NULL, "grid larger than %dx%d", XW_MAX_DIM,
			    XW_MAX_DIM);
		*w = (int)cells;
	}
	if (*w == 0)
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name,
		    &rd->lines[rd->first[k]], NULL, "empty %s", what);
	return 0;
}

static int
read_grids(struct reader *rd)
{
	const struct xw_line *nl, *gl;
	const char *ns, *gs;
	char q[XW_SHOWN_SIZE(20)];
	size_t ni, gi, nn, gn;
	struct xw_cell *cell;
	int w, h, w2, h2, r, c;

	if (measure(rd, S_NUMBERS, "number", &w, &h) ||
	    measure(rd, S_GRID, "grid", &w2, &h2))
		return -1;
	if (w != w2 || h != h2)
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name,
		    &rd->lines[rd->first[S_GRID]], NULL, "a %dx%d grid after "
		    "%dx%d numbers", w2, h2, w, h);
	rd->p = xw_puzzle_make(w, h);
	rd->p->has_solution = 1;
	for (r = 0; r < h; r++) {
		nl = &rd->lines[rd->first[S_NUMBERS] + (size_t)r];
		gl = &rd->lines[rd->first[S_GRID] + (size_t)r];
		for (c = 0, ni = gi = 0; c < w; c++) {
			word(nl, &ni, &ns, &nn);
			word(gl, &gi, &gs, &gn);
			/* -1 is a block; no other number below 0 is
			   anything. */
			if (!is_number(ns, nn) || (*ns == '-' && (nn != 2 ||
			    ns[1] != '1')))
				return xw_line_fail(rd->e, XW_ERR_SYNTAX,
				    rd->name, nl, ns, "not a clue number: "
				    "'%s'", xw_utf8_shown(ns, nn, 20, q,
				    sizeof(q)));
			cell = xw_cell_at(rd->p, r, c);
			if ((nn == 2 && memcmp(ns, "-1", 2) == 0) !=
			    (gn == 1 && *gs == '#'))
				return xw_line_fail(rd->e, XW_ERR_INVALID,
				    rd->name, gl, gs, "row %d, column %d: '%s' "
				    "where the numbers have %.*s", r + 1, c + 1,
				    xw_utf8_shown(gs, gn, 20, q, sizeof(q)),
				    (int)nn, ns);
			if (*gs == '#' && gn == 1) {
				cell->kind = XW_CELL_BLOCK;
				continue;
			}
			cell->solution = xw_str(gs, gn);
			if (*ns != '-' && strspn(ns, "0") < nn)
				cell->label = xw_str(ns + strspn(ns, "0"),
				    nn - strspn(ns, "0"));
		}
	}
	return 0;
}

/* The clues of section k, "n. text" a line, into list name. */
static int
read_clues(struct reader *rd, int k, const char *name)
{
	struct xw_cluelist *l = xw_feed_list(rd->p, name);
	const struct xw_slot *s;
	const struct xw_line *ln;
	char num[16], q[XW_SHOWN_SIZE(40)];
	size_t i, d, tn;
	const char *t;

	for (i = rd->first[k]; i < rd->first[k + 1]; i++) {
		ln = &rd->lines[i];
		for (d = 0; d < ln->n && ln->s[d] >= '0' && ln->s[d] <= '9';
		    d++)
			;
		if (d == 0 || d > 6 || d == ln->n || ln->s[d] != '.')
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, ln,
			    NULL, "bad clue line '%s': want '1. clue'",
			    xw_utf8_shown(ln->s, ln->n, 40, q, sizeof(q)));
		snprintf(num, sizeof(num), "%.*s", (int)d, ln->s);
		if ((s = xw_slot_by_label(rd->p, l->dir, num)) == NULL)
			return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, ln,
			    NULL, "%s clue %s is for no entry of the grid",
			    xw_dir_word(l->dir), num);
		tn = ln->n - d - 1;
		t = xw_trim(ln->s + d + 1, &tn);
		if (xw_feed_clue(rd->p, l, num, xw_estrndup(t, tn), s) == NULL)
			return xw_line_fail(rd->e, XW_ERR_LIMIT, rd->name, ln,
			    NULL, "more than %ld clues", XW_MAX_CLUES);
	}
	return 0;
}

/* The whole file, from its lines. */
static int
build(struct reader *rd, struct xw_line *all, size_t n)
{
	if (split(rd, all, n) || read_grids(rd))
		return -1;
	xw_feed_kind(rd->p);
	xw_grid_label(rd->p);
	return read_clues(rd, S_ACROSS, "Across") ||
	    read_clues(rd, S_DOWN, "Down");
}

struct xw_puzzle *
xw_kingfeatures_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	struct reader rd = { 0 };
	struct xw_line *all;
	char *text;
	size_t n;

	(void)o;
	if (xw_text_utf8_lines(buf, len, xw_macroman_decode, name, &text, &all,
	    &n, e))
		return NULL;
	rd.name = name;
	rd.e = e;
	rd.lines = xw_ereallocarray(NULL, n + 1, sizeof(*rd.lines));
	if (build(&rd, all, n)) {
		xw_puzzle_free(rd.p);
		rd.p = NULL;
	}
	free(all);
	free(rd.lines);
	free(text);
	return rd.p;
}
