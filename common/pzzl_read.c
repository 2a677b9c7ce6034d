/* See LICENSE file for copyright and license details. */
/*
 * The pzzl text reader (pzzl.h), and with it brainsonly text: sixteen
 * lines of header, the grid, and the clues in the order of the entries
 * the grid numbers.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <json-c/json.h>

#include "feed.h"
#include "grid.h"
#include "pzzl.h"
#include "pzzl_priv.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

/* The header's lines: a field on each even one, the odd ones blank. */
enum {
	L_ID = 0, L_DATE = 2, L_TITLE = 4, L_AUTHOR = 6, L_WIDTH = 8,
	L_HEIGHT = 10, L_ACROSS = 12, L_DOWN = 14, L_GRID = 16
};

static int
all_digits(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return n > 0;
}

/* "02/07/14 ": the date a brainsonly title opens with. */
static int
dated(const struct xw_line *l)
{
	return l->n > 9 && all_digits(l->s, 2) && l->s[2] == '/' &&
	    all_digits(l->s + 3, 2) && l->s[5] == '/' &&
	    all_digits(l->s + 6, 2) && l->s[8] == ' ';
}

int
xw_pzzl_layout(const char *buf, size_t len)
{
	struct xw_text t;
	struct xw_line l, title = { NULL, 0, 0, NULL };
	long i;

	xw_text_init(&t, buf, len, XW_TEXT_CR);
	for (i = 0; i < L_GRID; i++) {
		if (!xw_text_next(&t, &l))
			return 0;
		l = xw_line_trim(l);
		if ((i % 2 == 1 && l.n != 0) || (i == L_ID && l.n == 0) ||
		    (i == L_DATE && (l.n != 6 || !all_digits(l.s, l.n))) ||
		    (i >= L_WIDTH && i % 2 == 0 && !all_digits(l.s, l.n)))
			return 0;
		if (i == L_TITLE)
			title = l;
	}
	return dated(&title) ? 2 : 1;
}

int
xw_pzzl_sniff(const char *buf, size_t len)
{
	return xw_pzzl_layout(buf, len) == 1;
}

struct reader {
	const char *name;
	struct xw_error *e;
	struct xw_line *lines;
	size_t nlines;
	struct xw_puzzle *p;
};

/* Header field i as a number from lo to hi. */
static int
field_number(struct reader *rd, long i, const char *what, long lo, long hi,
    int *out)
{
	struct xw_line l = xw_line_trim(rd->lines[i]);
	char q[XW_SHOWN_SIZE(20)];
	long n = 0;
	size_t k;

	for (k = 0; k < l.n && k < 8; k++)
		n = n * 10 + (l.s[k] - '0');
	if (!all_digits(l.s, l.n) || n < lo || k < l.n || n > hi)
		return xw_line_fail(rd->e, all_digits(l.s, l.n) && n >= lo ?
		    XW_ERR_LIMIT : XW_ERR_INVALID, rd->name, &l, NULL,
		    "%s '%s' is not from %ld to %ld", what,
		    xw_utf8_shown(l.s, l.n, 20, q, sizeof(q)), lo, hi);
	*out = (int)n;
	return 0;
}

/* A grid row: cells with their marks, rebus letters joined by commas. */
static int
read_row(struct reader *rd, const struct xw_line *l, int r)
{
	struct xw_puzzle *p = rd->p;
	struct xw_cell *cell = NULL;
	unsigned style = 0;
	int c = 0, join = 0;
	size_t i, k;
	uint32_t cp;
	char *grown;

	for (i = 0; i < l->n; i += k) {
		k = xw_utf8_decode(l->s + i, l->n - i, &cp);
		if (cp == '%' || cp == '^') {
			style |= cp == '%' ? XW_STYLE_CIRCLE : XW_STYLE_SHADED;
			continue;
		}
		if (cp == ',' && cell != NULL && cell->solution != NULL) {
			join = 1;
			continue;
		}
		if (xw_isblank((int)cp) || cp == ',')
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l,
			    l->s + i, "'%c' out of place in a grid row",
			    (int)cp);
		if (join) {
			grown = xw_emalloc(strlen(cell->solution) + k + 1);
			sprintf(grown, "%s%.*s", cell->solution, (int)k,
			    l->s + i);
			xw_str_free(cell->solution);
			cell->solution = grown;
			join = 0;
			continue;
		}
		if (cp == '.') {	/* a placeholder, no cell */
			style = 0;
			continue;
		}
		if (c == p->width)
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l,
			    l->s + i, "row of more than %d cells", p->width);
		cell = xw_cell_at(p, r, c++);
		if (cp == '#')
			cell->kind = XW_CELL_BLOCK;
		else {
			cell->solution = xw_str(l->s + i, k);
			cell->style = style;
		}
		style = 0;
	}
	if (c < p->width || join)
		return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l, NULL,
		    join ? "row ends in ','" : "row of %d cells, the width is "
		    "%d", c, p->width);
	return 0;
}

/* Past blank lines from *i. */
static void
skip_blank(const struct reader *rd, size_t *i)
{
	while (*i < rd->nlines && xw_line_trim(rd->lines[*i]).n == 0)
		(*i)++;
}

/* n clues from line *i on, for the slots of direction dir in order. */
static int
read_clues(struct reader *rd, size_t *i, enum xw_dir dir, int n)
{
	struct xw_puzzle *p = rd->p;
	struct xw_cluelist *l = xw_feed_list(p, dir == XW_DIR_ACROSS ?
	    "Across" : "Down");
	struct xw_line ln;
	size_t s, k = 0, slots = 0;
	char num[XW_ITOA_SIZE];

	for (s = 0; s < p->nslots; s++)
		slots += p->slots[s].dir == dir;
	if ((size_t)n != slots)
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name,
		    &rd->lines[dir == XW_DIR_ACROSS ? L_ACROSS : L_DOWN], NULL,
		    "%d %s clues for the %zu %s entries of the grid", n,
		    xw_dir_word(dir), slots, xw_dir_word(dir));
	skip_blank(rd, i);
	for (s = 0; s < p->nslots; s++) {
		if (p->slots[s].dir != dir)
			continue;
		if (*i >= rd->nlines || (ln = xw_line_trim(rd->lines[*i])).n ==
		    0)
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name,
			    *i < rd->nlines ? &rd->lines[*i] : NULL, NULL,
			    "%s clues end after %zu of %d", xw_dir_word(dir), k,
			    n);
		if (xw_feed_clue(p, l, xw_itoa(p->slots[s].number, num),
		    xw_estrndup(ln.s, ln.n), &p->slots[s]) == NULL)
			return xw_line_fail(rd->e, XW_ERR_LIMIT, rd->name,
			    &rd->lines[*i], NULL, "more than %ld clues",
			    XW_MAX_CLUES);
		(*i)++;
		k++;
	}
	return 0;
}

/* The date, title, author and notes; the id under key. */
static void
read_meta(struct reader *rd, int is_dated, const char *key)
{
	struct xw_puzzle *p = rd->p;
	struct xw_line l = xw_line_trim(rd->lines[L_TITLE]);
	struct xw_line d = xw_line_trim(rd->lines[L_DATE]);
	char date[16], *author, *open, *close, *rest;
	size_t n;
	json_object *o;

	snprintf(date, sizeof(date), "%.2s/%.2s/20%.2s", d.s + 2, d.s + 4,
	    d.s);
	p->meta[XW_META_DATE] = xw_estrdup(date);
	/* Called on bytes no sniff has seen, the date may be missing. */
	if (is_dated && dated(&l)) {
		l.s += 9;
		l.n -= 9;
		l = xw_line_trim(l);
	}
	if (l.n > 0)
		p->meta[XW_META_TITLE] = xw_feed_text(xw_estrndup(l.s, l.n));
	/* The author line may hold the notes: <NOTEPAD>...</NOTEPAD>. */
	l = xw_line_trim(rd->lines[L_AUTHOR]);
	author = xw_estrndup(l.s, l.n);
	if ((open = strstr(author, "<NOTEPAD>")) != NULL &&
	    (close = strstr(open, "</NOTEPAD>")) != NULL) {
		*close = '\0';
		p->meta[XW_META_NOTES] = xw_feed_text(xw_estrdup(open + 9));
		rest = close + 10;
		memmove(open, rest, strlen(rest) + 1);
	}
	n = strlen(author);
	rest = (char *)xw_trim(author, &n);
	if (n > 0)
		p->meta[XW_META_AUTHOR] = xw_feed_text(xw_estrndup(rest,
		    n));
	free(author);
	l = xw_line_trim(rd->lines[L_ID]);
	o = json_object_new_object();
	json_object_object_add(o, "id", json_object_new_string_len(l.s,
	    (int)l.n));
	p->kept = json_object_new_object();
	json_object_object_add(p->kept, key, o);
}

static int
build(struct reader *rd, int is_dated, const char *key)
{
	int w, h, na, nd, r;
	size_t i;

	if (field_number(rd, L_WIDTH, "width", 1, XW_MAX_DIM, &w) ||
	    field_number(rd, L_HEIGHT, "height", 1, XW_MAX_DIM, &h) ||
	    field_number(rd, L_ACROSS, "across clues", 0, 1000000, &na) ||
	    field_number(rd, L_DOWN, "down clues", 0, 1000000, &nd))
		return -1;
	rd->p = xw_puzzle_make(w, h);
	rd->p->has_solution = 1;
	for (r = 0; r < h; r++) {
		i = L_GRID + (size_t)r;
		if (i >= rd->nlines || xw_line_trim(rd->lines[i]).n == 0)
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name,
			    i < rd->nlines ? &rd->lines[i] : NULL, NULL,
			    "grid ends after %d of %d rows", r, h);
		rd->lines[i] = xw_line_trim(rd->lines[i]);
		if (read_row(rd, &rd->lines[i], r))
			return -1;
	}
	xw_feed_kind(rd->p);
	read_meta(rd, is_dated, key);
	xw_grid_label(rd->p);
	i = L_GRID + (size_t)h;
	if (read_clues(rd, &i, XW_DIR_ACROSS, na) ||
	    read_clues(rd, &i, XW_DIR_DOWN, nd))
		return -1;
	skip_blank(rd, &i);
	if (i < rd->nlines)
		return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name,
		    &rd->lines[i], NULL, "text after the down clues");
	return 0;
}

struct xw_puzzle *
xw_pzzl_parse(const char *buf, size_t len, const char *name, int is_dated,
    const char *key, struct xw_error *e)
{
	struct reader rd = { 0 };
	char *text;

	if (xw_text_utf8_lines(buf, len, xw_cp1252_decode, name, &text,
	    &rd.lines, &rd.nlines, e))
		return NULL;
	rd.name = name;
	rd.e = e;
	/* Called on bytes no sniff has seen, as above. */
	if (xw_pzzl_layout(text, strlen(text)) == 0)
		xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "not the 16 lines of a "
		    "pzzl header");
	else if (build(&rd, is_dated, key) == 0) {
		free(rd.lines);
		free(text);
		return rd.p;
	}
	xw_puzzle_free(rd.p);
	free(rd.lines);
	free(text);
	return NULL;
}

struct xw_puzzle *
xw_pzzl_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	(void)o;
	return xw_pzzl_parse(buf, len, name, 0, "com.xwtools:pzzl", e);
}
