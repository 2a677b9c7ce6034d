/* See LICENSE file for copyright and license details. */
/* The Keesing XML reader (keesing.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clocale.h"
#include "feed.h"
#include "grid.h"
#include "keesing.h"
#include "text.h"
#include "util.h"
#include "xmlkit.h"

struct reader {
	const char *name;
	struct xw_error *e;
	struct xw_puzzle *p;
	int strict;		/* XW_READ_STRICT: a clue numbered otherwise
				   than its first cell refused */
};

int
xw_keesing_sniff(const char *buf, size_t len)
{
	return xw_xml_sniff(buf, len, "puzzle", "<wordgroup");
}

/* Attribute name of n as a whole number from lo to hi; -1 if not one. */
static long
number(xmlNodePtr n, const char *name, long lo, long hi)
{
	char *v = xw_xml_attr(n, name), *end;
	long k = -1;

	if (v != NULL) {
		k = strtol(v, &end, 10);
		if (end == v || *end != '\0' || k < lo || k > hi)
			k = -1;
	}
	free(v);
	return k;
}

static int
attr_is(xmlNodePtr n, const char *name, const char *value)
{
	char *v = xw_xml_attr(n, name);
	int yes = v != NULL && xw_ascii_casecmp(v, value) == 0;

	free(v);
	return yes;
}

/* The position of cell element n, from 0, in *r and *c. */
static int
position(struct reader *rd, xmlNodePtr n, int *r, int *c)
{
	long x = number(n, "x", 0, rd->p->width - 1);
	long y = number(n, "y", 0, rd->p->height - 1);
	char *xs, *ys, b1[32], b2[32];

	if (x >= 0 && y >= 0) {
		*r = (int)y;
		*c = (int)x;
		return 0;
	}
	xs = xw_xml_attr(n, "x");
	ys = xw_xml_attr(n, "y");
	xw_seterr(rd->e, XW_ERR_INVALID, rd->name, xw_xml_line(n), 0,
	    "cell at x=\"%s\", y=\"%s\" is not in the %dx%d grid",
	    xw_xml_shown(xs != NULL ? xs : "", 20, b1, sizeof(b1)),
	    xw_xml_shown(ys != NULL ? ys : "", 20, b2, sizeof(b2)),
	    rd->p->width, rd->p->height);
	free(xs);
	free(ys);
	return -1;
}

/* Cell element n, in the grid; seen[] marks the cells given so far. */
static int
read_cell(struct reader *rd, xmlNodePtr n, unsigned char *seen)
{
	struct xw_cell *cell;
	char *content;
	int r, c;

	if (position(rd, n, &r, &c))
		return -1;
	/* The second would replace the first, its letter lost without a
	   word (as in .jpz). */
	if (seen[(size_t)r * rd->p->width + c]++)
		return xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
		    xw_xml_line(n), 0, "cell x=\"%d\" y=\"%d\" is given "
		    "twice", c, r);
	cell = xw_cell_at(rd->p, r, c);
	xw_cell_clear(cell);
	content = xw_xml_attr(n, "content");
	if (attr_is(n, "visible", "0"))
		cell->kind = XW_CELL_NULL;
	else if (content == NULL || *content == '\0')
		cell->kind = attr_is(n, "fillable", "0") ? XW_CELL_BLOCK :
		    XW_CELL_LETTER;
	else {
		cell->solution = xw_str(content, strlen(content));
		rd->p->has_solution = 1;
		if (attr_is(n, "giveaway", "1")) {
			cell->given = xw_str(content, strlen(content));
			cell->style |= XW_STYLE_GIVEN;
		}
	}
	free(content);
	return 0;
}

static int
read_grid(struct reader *rd, xmlNodePtr root)
{
	size_t i, n = (size_t)rd->p->width * rd->p->height;
	unsigned char *seen = xw_ecalloc(n, 1);
	xmlNodePtr cells, c;
	int failed = 0;

	for (i = 0; i < n; i++)
		rd->p->cells[i].kind = XW_CELL_NULL;
	cells = xw_xml_child(xw_xml_child(root, "grid"), "cells");
	for (c = cells != NULL ? cells->children : NULL; c != NULL &&
	    !failed; c = c->next)
		failed = xw_xml_is(c, "cell") && read_cell(rd, c, seen);
	free(seen);
	return failed ? -1 : 0;
}

/* The cells of a word, in *pos (malloc'd) and *n. */
static int
word_cells(struct reader *rd, xmlNodePtr word, struct xw_pos **pos,
    size_t *n)
{
	xmlNodePtr cells = xw_xml_child(word, "cells"), c;
	int r, col;

	*pos = NULL;
	*n = 0;
	for (c = cells != NULL ? cells->children : NULL; c != NULL;
	    c = c->next) {
		if (!xw_xml_is(c, "cell"))
			continue;
		if (position(rd, c, &r, &col)) {
			free(*pos);
			*pos = NULL;
			return -1;
		}
		*pos = xw_ereallocarray(*pos, *n + 1, sizeof(**pos));
		(*pos)[*n].row = r;
		(*pos)[(*n)++].col = col;
	}
	return 0;
}

/* The slot of l's direction whose cells are pos[0..n), or NULL. */
static const struct xw_slot *
slot_of(const struct xw_puzzle *p, enum xw_dir dir, const struct xw_pos *pos,
    size_t n)
{
	const struct xw_slot *s;
	struct xw_pos q;
	size_t i;

	if (dir == XW_DIR_OTHER || n == 0 ||
	    (s = xw_feed_slot_at(p, dir, pos[0].row, pos[0].col)) == NULL ||
	    (size_t)s->len != n)
		return NULL;
	for (i = 0; i < n; i++) {
		q = xw_slot_cell(s, (int)i);
		if (q.row != pos[i].row || q.col != pos[i].col)
			return NULL;
	}
	return s;
}

static int
read_word(struct reader *rd, struct xw_cluelist *l, xmlNodePtr word)
{
	struct xw_puzzle *p = rd->p;
	const struct xw_slot *s;
	struct xw_clue *clue;
	struct xw_pos *pos;
	char num[XW_ITOA_SIZE], *answer;
	const char *label = NULL;
	long k = number(word, "number", 0, 1000000);
	size_t n;

	if (word_cells(rd, word, &pos, &n))
		return -1;
	s = slot_of(p, l->dir, pos, n);
	if (k > 0)
		label = xw_itoa(k, num);
	else if (s != NULL)
		label = xw_itoa(s->number, num);
	/* Read as given; said, as a solver cannot find the number in the
	   grid. */
	if (rd->strict && k > 0 && s != NULL && s->number != k) {
		free(pos);
		return xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
		    xw_xml_line(word), 0, "%s clue %ld starts at the cell "
		    "numbered %d; kept as %ld", xw_dir_word(l->dir), k,
		    s->number, k);
	}
	if ((clue = xw_feed_clue(p, l, label, xw_xml_text(xw_xml_child(word,
	    "clue")), s)) == NULL) {
		free(pos);
		return xw_seterr(rd->e, XW_ERR_LIMIT, rd->name,
		    xw_xml_line(word), 0, "more than %ld clues", XW_MAX_CLUES);
	}
	if (s == NULL && n > 0) {
		/* Cells of their own: as the word gives them, in the
		   pool as every clue's are (puzzle.h). */
		clue->cells = xw_puzzle_alloc(p, n * sizeof(*pos));
		memcpy(clue->cells, pos, n * sizeof(*pos));
		clue->ncells = n;
		clue->explicit_cells = 1;
	}
	free(pos);
	answer = xw_xml_attr(word, "content");
	xw_feed_answer(p, clue, answer);
	free(answer);
	return 0;
}

/* The list of a word group: Across or Down by its kind, with the header
   as its label; else named by the header. */
static struct xw_cluelist *
group_list(struct xw_puzzle *p, xmlNodePtr group)
{
	char *header = xw_xml_text(xw_xml_child(group, "header")), *name;
	const char *dir = attr_is(group, "kind", "horizontal") ? "Across" :
	    attr_is(group, "kind", "vertical") ? "Down" : NULL;
	struct xw_cluelist *l;
	size_t n = strlen(header);
	const char *h = xw_trim(header, &n);

	name = xw_emalloc(n + 16);
	if (dir == NULL)
		snprintf(name, n + 16, "%.*s", (int)n, n > 0 ? h : "Clues");
	else if (n == 0 || (n == strlen(dir) && strncmp(h, dir, n) == 0))
		snprintf(name, n + 16, "%s", dir);
	else
		snprintf(name, n + 16, "%s:%.*s", dir, (int)n, h);
	l = xw_feed_list(p, name);
	free(name);
	free(header);
	return l;
}

static int
read_groups(struct reader *rd, xmlNodePtr root)
{
	xmlNodePtr groups = xw_xml_child(root, "wordgroups"), g, w;
	struct xw_cluelist *l;

	for (g = groups != NULL ? groups->children : NULL; g != NULL;
	    g = g->next) {
		if (!xw_xml_is(g, "wordgroup"))
			continue;
		l = group_list(rd->p, g);
		w = xw_xml_child(g, "words");
		for (w = w != NULL ? w->children : NULL; w != NULL; w = w->next)
			if (xw_xml_is(w, "word") && read_word(rd, l, w))
				return -1;
	}
	return 0;
}

/* The puzzle of the <puzzle> root into *p (xw_xml_read). */
static int
build(xmlNodePtr root, const char *name, int strict, struct xw_puzzle **p,
    struct xw_error *e)
{
	char *type, *title, b1[64], b2[32], b3[32], *ws, *hs;
	struct reader r = { name, e, NULL, strict }, *rd = &r;
	long w, h;
	int code;

	if ((type = xw_xml_attr(root, "type")) != NULL &&
	    xw_ascii_casecmp(type, "crossword") != 0) {
		xw_seterr(rd->e, XW_ERR_FORMAT, rd->name, xw_xml_line(root), 0,
		    "Keesing puzzles of type \"%s\" are not read, only "
		    "crosswords", xw_xml_shown(type, 40, b1, sizeof(b1)));
		free(type);
		return -1;
	}
	free(type);
	w = number(root, "width", 1, XW_MAX_DIM);
	h = number(root, "height", 1, XW_MAX_DIM);
	if (w < 0 || h < 0) {
		ws = xw_xml_attr(root, "width");
		hs = xw_xml_attr(root, "height");
		code = ws != NULL && hs != NULL && atol(ws) > 0 &&
		    atol(hs) > 0 ? XW_ERR_LIMIT : XW_ERR_INVALID;
		xw_seterr(rd->e, code, rd->name, xw_xml_line(root), 0,
		    "grid size %s by %s is not from 1 to %d each way",
		    xw_xml_shown(ws != NULL ? ws : "(none)", 20, b2,
		    sizeof(b2)), xw_xml_shown(hs != NULL ? hs : "(none)", 20,
		    b3, sizeof(b3)), XW_MAX_DIM);
		free(ws);
		free(hs);
		return -1;
	}
	*p = rd->p = xw_puzzle_make((int)w, (int)h);
	xw_feed_kind(rd->p);
	title = xw_xml_text(xw_xml_child(root, "title"));
	if (*title != '\0')
		rd->p->meta[XW_META_TITLE] = xw_feed_text(title);
	else
		free(title);
	if (read_grid(rd, root))
		return -1;
	xw_grid_label(rd->p);
	return read_groups(rd, root);
}

struct xw_puzzle *
xw_keesing_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	return xw_xml_read(buf, len, name, "Keesing XML", "puzzle",
	    o != NULL && (o->flags & XW_READ_STRICT), build, e);
}
