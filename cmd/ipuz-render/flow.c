/* See LICENSE file for copyright and license details. */
/*
 * Paragraphs in columns: each measured once, and set into columns page
 * after page, a paragraph split between columns only when no column
 * could hold it whole.
 */
#include <stdlib.h>
#include <string.h>

#include "page.h"
#include "util.h"

#define EPSILON	0.001

void
items_add(struct items *it, PangoContext *ctx, const char *markup,
    const PangoFontDescription *font, double scale, double width,
    double hang, int rtl, double space, int keep)
{
	PangoLayoutIter *iter;
	PangoRectangle r;
	struct item *m;
	int i, y0, y1, end;

	if (it->n == it->cap) {
		it->cap = it->cap ? it->cap * 2 : 64;
		it->v = xw_ereallocarray(it->v, it->cap, sizeof(*it->v));
	}
	m = &it->v[it->n++];
	m->layout = layout_new(ctx, markup, font, width, scale, hang,
	    rtl);
	end = pango_layout_get_width(m->layout);
	m->space = space;
	m->keep = keep;
	m->scale = scale;
	m->nlines = pango_layout_get_line_count(m->layout);
	m->tops = xw_ereallocarray(NULL, (size_t)m->nlines + 1,
	    sizeof(*m->tops));
	m->lines = xw_ereallocarray(NULL, (size_t)m->nlines + 1,
	    sizeof(*m->lines));
	iter = pango_layout_get_iter(m->layout);
	i = 0;
	do {
		pango_layout_iter_get_line_extents(iter, NULL, &r);
		m->lines[i].line = pango_layout_iter_get_line_readonly(iter);
		m->lines[i].x = r.x;
		/* Flush right, but not into the label's column; the first
		   line is, from its tab (layout_new). */
		if (rtl && hang > 0 && i > 0 && end - r.width > r.x)
			m->lines[i].x = end - r.width;
		m->lines[i].baseline = pango_layout_iter_get_baseline(iter);
		pango_layout_iter_get_line_yrange(iter, &y0, &y1);
		m->tops[i++] = y0 * scale / PANGO_SCALE;
		m->tops[i] = y1 * scale / PANGO_SCALE;
	} while (i < m->nlines && pango_layout_iter_next_line(iter));
	pango_layout_iter_free(iter);
}

void
items_free(struct items *it)
{
	while (it->n > 0) {
		it->n--;
		g_object_unref(it->v[it->n].layout);
		free(it->v[it->n].tops);
		free(it->v[it->n].lines);
	}
	free(it->v);
	memset(it, 0, sizeof(*it));
}

static double
column_top(const struct frame *f, int page, int col)
{
	return page == 0 ? f->top[col] : f->top_next;
}

static void
place(struct flow *fl, size_t item, int l0, int l1, int page, int col,
    double y)
{
	if (fl->n == fl->cap) {
		fl->cap = fl->cap ? fl->cap * 2 : 64;
		fl->v = xw_ereallocarray(fl->v, fl->cap, sizeof(*fl->v));
	}
	fl->v[fl->n++] = (struct place){ item, l0, l1, page, col, y };
}

/*
 * What item i needs to start a column with, fresh the height of the
 * column it would go on to: a heading and what it heads whole, when the
 * two fit a fresh column, so that a heading goes on with an item that
 * would go on whole; else a heading and that item's first line, the item
 * then split after it (flow_items splits what follows a heading).
 */
static double
start_height(const struct items *it, size_t i, double fresh)
{
	const struct item *m = &it->v[i], *next;
	double h = m->tops[m->nlines] - m->tops[0], whole;

	if (m->keep && i + 1 < it->n) {
		next = &it->v[i + 1];
		whole = h + next->space + next->tops[next->nlines] -
		    next->tops[0];
		if (whole <= fresh)
			return whole;
		h += next->space + next->tops[next->nlines > 0] - next->tops[0];
	}
	return h;
}

/* The tallest column of any page of f. */
static double
tallest(const struct frame *f)
{
	double top = f->top_next;
	int i;

	for (i = 0; i < f->ncol; i++)
		if (f->top[i] < top)
			top = f->top[i];
	return f->floor - top;
}

/*
 * flow_items fills a column down to its bottom, EPSILON over at most,
 * or sets one line taller than that alone at its top: counted no taller
 * than a column of a page after the first (the floor only ever goes
 * down the page), the lines it holds are no taller in all than the
 * tallest column and EPSILON. The space above each paragraph but the
 * one that starts the column comes on top of that.
 */
double
item_least(const struct item *m, const struct frame *f)
{
	double most = f->floor - f->top_next, h = m->space, line;
	int l;

	for (l = 0; l < m->nlines; l++) {
		line = m->tops[l + 1] - m->tops[l];
		h += line < most ? line : most;
	}
	return h;
}

double
flow_room(const struct frame *f, int pages, double space)
{
	return (double)pages * f->ncol * (tallest(f) + EPSILON + space);
}

int
flow_items(const struct items *it, const struct frame *f, struct flow *fl)
{
	const struct item *m;
	int page = 0, col = 0, fresh = 1, l, k, next_page, next_col;
	double y = column_top(f, 0, 0), space, avail, next_h, h;
	size_t i;

	fl->n = 0;
	fl->forced = 0;
	for (i = 0; i < it->n; i++) {
		m = &it->v[i];
		h = m->tops[m->nlines] - m->tops[0];
		for (l = 0; l < m->nlines; ) {
			space = fresh || l > 0 ? 0 : m->space;
			avail = (page >= f->last_page ? f->last_bottom :
			    f->bottom) - y - space + EPSILON;
			next_col = (col + 1) % f->ncol;
			next_page = page + (next_col == 0);
			/* Whether a column could hold it is asked of the
			   column down to the page's foot: columns balanced
			   end higher, but a clue is not split for that. */
			next_h = f->floor - column_top(f, next_page, next_col);
			if (l == 0 && start_height(it, i, next_h) <= avail &&
			    h <= avail) {
				place(fl, i, 0, m->nlines, page, col, y + space);
				y += space + h;
				fresh = 0;
				break;
			}
			/* Split only what no fresh column could hold. */
			for (k = 0; l + k < m->nlines &&
			    m->tops[l + k + 1] - m->tops[l] <= avail; k++)
				;
			if (m->keep || (l == 0 && !fresh && (i == 0 ||
			    !it->v[i - 1].keep) &&
			    start_height(it, i, next_h) <= next_h) ||
			    (l == 0 && fresh && h <= f->floor - y + EPSILON))
				k = 0;
			if (k == 0 && fresh && page > 0) {
				k = 1;	/* taller than a page: it must go */
				fl->forced++;
			}
			if (k > 0) {
				place(fl, i, l, l + k, page, col, y + space);
				y += space + m->tops[l + k] - m->tops[l];
				fresh = 0;
				l += k;
			}
			if (l < m->nlines) {
				page = next_page;
				col = next_col;
				y = column_top(f, page, col);
				fresh = 1;
				if (page > MAX_PAGES)
					return fl->pages = page + 1;
			}
		}
	}
	return fl->pages = page + 1;
}

void
flow_draw(cairo_t *cr, const struct items *it, const struct frame *f,
    const struct flow *fl, int page)
{
	const struct place *pl;
	const struct item *m;
	size_t i;
	int l;

	for (i = 0; i < fl->n; i++) {
		pl = &fl->v[i];
		if (pl->page != page)
			continue;
		m = &it->v[pl->item];
		cairo_save(cr);
		cairo_translate(cr, f->x[pl->col], pl->y - m->tops[pl->l0]);
		cairo_scale(cr, m->scale, m->scale);
		for (l = pl->l0; l < pl->l1 && l < m->nlines; l++) {
			cairo_move_to(cr, (double)m->lines[l].x / PANGO_SCALE,
			    (double)m->lines[l].baseline / PANGO_SCALE);
			pango_cairo_show_layout_line(cr, m->lines[l].line);
		}
		cairo_restore(cr);
	}
}
