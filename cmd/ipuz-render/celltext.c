/* See LICENSE file for copyright and license details. */
/*
 * The texts of a grid's cells as pango sets them, for draw.c and
 * rebus.c: each text laid out once while the grid is drawn and kept by
 * text, measured, and drawn centred in its cell.
 */
#include <stdlib.h>
#include <string.h>

#include "page.h"
#include "util.h"

/* The height of capitals in an em of DejaVu Sans (near enough for most). */
#define CAP_HEIGHT	0.73

/* The layout of text: one of the last 64 laid out, else a new one that
   the oldest makes room for, so that a caller's layout may go at its
   next call. */
PangoLayout *
cached_layout(struct text_cache *tc, const char *text)
{
	struct xw_buf drawn = { 0 };
	PangoLayout *l;
	int i;

	for (i = 0; i < tc->n; i++)
		if (strcmp(tc->text[i], text) == 0)
			return tc->layout[i];
	l = pango_layout_new(tc->ctx);
	pango_layout_set_font_description(l, tc->font);
	/* A control character as U+FFFD, as in titles and clues. */
	plain_text(&drawn, text, strlen(text));
	pango_layout_set_text(l, drawn.s != NULL ? drawn.s : "", -1);
	xw_buf_free(&drawn);
	if (*tc->missing == 0)
		*tc->missing = layout_missing(l);
	if (tc->n == 64) {
		/* Full: the oldest goes. */
		g_object_unref(tc->layout[0]);
		free(tc->text[0]);
		memmove(tc->layout, tc->layout + 1, 63 * sizeof(tc->layout[0]));
		memmove(tc->text, tc->text + 1, 63 * sizeof(tc->text[0]));
		tc->n--;
	}
	tc->layout[tc->n] = l;
	tc->text[tc->n++] = xw_estrdup(text);
	return l;
}

/* The scale of text size points high across a square of side s, or
   shrunk to fit; its width at scale 1 in *w. */
double
centred_scale(struct text_cache *tc, const char *text, double s,
    double size, double *w)
{
	PangoRectangle r;
	double k = size / REF_SIZE;

	pango_layout_get_extents(cached_layout(tc, text), NULL, &r);
	*w = (double)r.width / PANGO_SCALE;
	return *w * k > s * 0.9 ? s * 0.9 / *w : k;
}

/* text centred across the square of side s at (x, y) at scale k, its
   capitals centred at mid (from the top). */
void
centred_at(cairo_t *cr, struct text_cache *tc, const char *text, double x,
    double y, double s, double mid, double k)
{
	PangoLayout *l = cached_layout(tc, text);
	PangoRectangle r;
	double w;

	pango_layout_get_extents(l, NULL, &r);
	w = (double)r.width / PANGO_SCALE;
	layout_show(cr, l, x + (s - w * k) / 2 - k * r.x / PANGO_SCALE,
	    y + mid + CAP_HEIGHT * REF_SIZE * k / 2 -
	    k * pango_layout_get_baseline(l) / PANGO_SCALE, k);
}

/*
 * text centred across the square of side s at (x, y), size points high
 * or shrunk to fit, its capitals centred at mid (from the top).
 */
void
centred(cairo_t *cr, struct text_cache *tc, const char *text, double x,
    double y, double s, double mid, double size)
{
	double w, k = centred_scale(tc, text, s, size, &w);

	centred_at(cr, tc, text, x, y, s, mid, k);
}

/*
 * The least scale of a text in the cell of side s: of a mark beside the
 * letters, and of a rebus before it is cut, half a label's size. One
 * rule for both, so that nothing in a cell is drawn smaller than a mark
 * may be (about 7 points in a cell of 48, 1.4 in one of 10).
 */
double
least_scale(double s)
{
	return MARK_LEAST * (s * CORNER_SIZE / REF_SIZE);
}

/* The width of text at scale 1, from the left edge of its layout. */
double
cached_width(struct text_cache *tc, const char *text)
{
	PangoRectangle r;

	pango_layout_get_extents(cached_layout(tc, text), NULL, &r);
	return (double)(r.x + r.width) / PANGO_SCALE;
}
