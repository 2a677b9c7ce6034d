/* See LICENSE file for copyright and license details. */
/*
 * A grid drawn with cairo: fills first, then the lines between cells as
 * long runs (so that a 1000x1000 grid is a few thousand strokes, not
 * millions), then shapes, labels and letters.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "page.h"
#include "puzzle.h"
#include "render.h"
#include "util.h"

/* The height of capitals in an em of DejaVu Sans (near enough for most). */
#define CAP_HEIGHT	0.73

/* Layouts of the letters and labels already set, by text, and the
   numbering of the grid being drawn. */
struct text_cache {
	PangoContext *ctx;
	PangoFontDescription *font;
	PangoLayout *layout[64];
	char *text[64];
	int n;
	uint32_t *missing;	/* the first character no font has */
	int numbered;		/* numbered_grid */
	struct xw_buf tl;	/* a cell's top left corner text */
};

/*
 * Stroke every run of edges of kind k, as lines width wide, one stroke
 * a run: a path of crossing lines makes cairo's image backend work out
 * every crossing, a million of them in a 1000x1000 grid.
 */
static void
edges(cairo_t *cr, const struct xw_puzzle *p, double x, double y, double s,
    enum edge k, double width)
{
	int i, j, start, across, n, m;

	cairo_set_line_width(cr, width);
	for (across = 1; across >= 0; across--) {
		n = across ? p->height + 1 : p->width + 1;
		m = across ? p->width : p->height;
		for (i = 0; i < n; i++) {
			for (j = 0; j < m; j = start) {
				for (start = j; start < m && (across ?
				    edge_at(p, i, start, 1) :
				    edge_at(p, start, i, 0)) == k; start++)
					;
				if (start == j) {
					start++;
					continue;
				}
				if (across) {
					cairo_move_to(cr, x + j * s, y + i * s);
					cairo_line_to(cr, x + start * s, y + i * s);
				} else {
					cairo_move_to(cr, x + i * s, y + j * s);
					cairo_line_to(cr, x + i * s, y + start * s);
				}
				cairo_stroke(cr);
			}
		}
	}
}

static void
set_color(cairo_t *cr, const char *color, double grey)
{
	double rgb[3];

	if (parse_color(color, rgb) == 0)
		cairo_set_source_rgb(cr, rgb[0], rgb[1], rgb[2]);
	else
		cairo_set_source_rgb(cr, grey, grey, grey);
}

/*
 * Blocks, in runs along each row and filled at once when black (one
 * operation, not one a block, for the PDF to keep), then cells of a
 * colour of their own, and shaded cells.
 */
static void
fills(cairo_t *cr, const struct xw_puzzle *p, enum grid_show show, double x,
    double y, double s)
{
	const struct xw_cell *cell;
	int r, c, end;

	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c = end) {
			for (end = c; end < p->width && cell_is_block(p,
			    cell = xw_cell_at(p, r, end), show) &&
			    cell->color == NULL; end++)
				;
			if (end > c)
				cairo_rectangle(cr, x + c * s, y + r * s,
				    (end - c) * s, s);
			else
				end++;
		}
	}
	cairo_set_source_rgb(cr, 0, 0, 0);
	cairo_fill(cr);
	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (cell_is_block(p, cell, show) && cell->color != NULL)
				set_color(cr, cell->color, 0);
			else if (cell->kind == XW_CELL_LETTER &&
			    (cell->style & XW_STYLE_SHADED))
				set_color(cr, cell->color, SHADE_GREY);
			else
				continue;
			cairo_rectangle(cr, x + c * s, y + r * s, s, s);
			cairo_fill(cr);
		}
	}
}

/* The character drawn faintly behind a cell of shapebg name, or NULL. */
static const char *
shape_glyph(const char *name)
{
	static const char *const map[][2] = {
		{ "arrow-down", "\u2193" }, { "arrow-left", "\u2190" },
		{ "arrow-right", "\u2192" }, { "arrow-up", "\u2191" },
		{ "club", "\u2663" }, { "diamond", "\u25c6" },
		{ "heart", "\u2665" }, { "rhombus", "\u25c7" },
		{ "spade", "\u2660" }, { "square", "\u25a1" },
		{ "star", "\u2605" }, { "triangle-down", "\u25bc" },
		{ "triangle-left", "\u25c0" }, { "triangle-right", "\u25b6" },
		{ "triangle-up", "\u25b2" }, { "x", "\u2573" },
		{ "/", "\u2571" }, { "\\", "\u2572" }
	};
	size_t i;

	for (i = 0; name != NULL && i < sizeof(map) / sizeof(map[0]); i++)
		if (strcmp(name, map[i][0]) == 0)
			return map[i][1];
	return NULL;
}

static PangoLayout *
text_layout(struct text_cache *tc, const char *text)
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

/*
 * text centred across the square of side s at (x, y), size points high
 * or shrunk to fit, its capitals centred at mid (from the top).
 */
static void
centred(cairo_t *cr, struct text_cache *tc, const char *text, double x,
    double y, double s, double mid, double size)
{
	PangoLayout *l = text_layout(tc, text);
	double k = size / REF_SIZE, w;
	PangoRectangle r;

	pango_layout_get_extents(l, NULL, &r);
	w = (double)r.width / PANGO_SCALE;
	if (w * k > s * 0.9)
		k = s * 0.9 / w;
	layout_show(cr, l, x + (s - w * k) / 2 - k * r.x / PANGO_SCALE,
	    y + mid + CAP_HEIGHT * REF_SIZE * k / 2 -
	    k * pango_layout_get_baseline(l) / PANGO_SCALE, k);
}

/*
 * A label or mark in corner which of the square of side s at (x, y), a
 * little over a quarter of it high, or shrunk to fit across it as a
 * rebus is: a long label ran over its neighbours and out of the grid.
 */
static void
corner(cairo_t *cr, struct text_cache *tc, const char *text, double x,
    double y, double s, enum xw_corner which)
{
	PangoLayout *l = text_layout(tc, text);
	double k = s * 0.28 / REF_SIZE, w, h;
	PangoRectangle r;

	pango_layout_get_extents(l, NULL, &r);
	w = (double)(r.x + r.width) / PANGO_SCALE;
	if (w * k > s * 0.9)
		k = s * 0.9 / w;
	h = (double)r.height / PANGO_SCALE * k;
	if (which == XW_CORNER_TR || which == XW_CORNER_BR)
		x += s * 0.9 - w * k;
	if (which == XW_CORNER_BL || which == XW_CORNER_BR)
		y += s * 0.96 - h;
	layout_show(cr, l, x + s * 0.05, y + s * 0.02, k);
}

/* Circles and other shapes, labels and letters of the cell at (x, y). */
static void
marks(cairo_t *cr, struct text_cache *tc, const struct xw_puzzle *p,
    int r, int c, enum grid_show show, double x, double y, double s,
    int text)
{
	const struct xw_cell *cell = xw_cell_at(p, r, c);
	const char *t, *corners[XW_CORNER_N];
	double ink;
	int i;

	if (cell->kind != XW_CELL_LETTER || cell_is_block(p, cell, show))
		return;
	ink = dark_cell(cell) ? 1 : 0;
	if (cell->style & XW_STYLE_CIRCLE) {
		cairo_new_sub_path(cr);
		cairo_arc(cr, x + s / 2, y + s / 2, s * 0.46, 0, 2 * G_PI);
		cairo_set_source_rgb(cr, ink, ink, ink);
		cairo_set_line_width(cr, fmax(s * 0.025, 0.1));
		cairo_stroke(cr);
	} else if (text && (t = shape_glyph(cell->shape)) != NULL) {
		cairo_set_source_rgb(cr, 0.75, 0.75, 0.75);
		centred(cr, tc, t, x, y, s, s * 0.5, s * 0.8);
	}
	if (!text)
		return;
	cairo_set_source_rgb(cr, ink, ink, ink);
	cell_corners(p, r, c, show, tc->numbered, corners, &tc->tl);
	for (i = 0; i < XW_CORNER_N; i++)
		if (corners[i] != NULL)
			corner(cr, tc, corners[i], x, y, s, i);
	if ((t = cell_text(cell, show)) != NULL && t[0] != '\0') {
		/* A solver's entry in ink of its own, as if handwritten. */
		if (show == SHOW_PUZZLE && t == cell->value && (cell->given == NULL ||
		    strcmp(cell->given, t) != 0)) {
			if (ink > 0)
				cairo_set_source_rgb(cr, 0.7, 0.85, 1);
			else
				cairo_set_source_rgb(cr, 0.1, 0.25, 0.6);
		}
		centred(cr, tc, t, x, y, s, s * 0.6, s * 0.5);
	}
}

int
draw_grid(cairo_t *cr, PangoContext *ctx, const char *family,
    const struct xw_puzzle *p, enum grid_show show, double x, double y,
    double s, uint32_t *missing)
{
	struct text_cache tc = { ctx, NULL, { NULL }, { NULL }, 0, missing,
	    numbered_grid(p), { 0 } };
	double thin = fmin(fmax(s * 0.03, 0.1), 0.8);
	int r, c, text = s >= MIN_TEXT_CELL, i;

	tc.font = font_new(family, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL);
	cairo_save(cr);
	/* Square ends join bars at corners, but must not stick out. */
	cairo_rectangle(cr, x - thin, y - thin, p->width * s + 2 * thin,
	    p->height * s + 2 * thin);
	cairo_clip(cr);
	fills(cr, p, show, x, y, s);
	cairo_set_source_rgb(cr, 0, 0, 0);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
	edges(cr, p, x, y, s, EDGE_THIN, thin);
	edges(cr, p, x, y, s, EDGE_OUTER, thin * 2);
	edges(cr, p, x, y, s, EDGE_BAR, fmax(s * 0.1, thin * 3));
	for (r = 0; r < p->height; r++)
		for (c = 0; c < p->width; c++)
			marks(cr, &tc, p, r, c, show, x + c * s, y + r * s, s,
			    text);
	for (i = 0; i < tc.n; i++) {
		g_object_unref(tc.layout[i]);
		free(tc.text[i]);
	}
	pango_font_description_free(tc.font);
	xw_buf_free(&tc.tl);
	cairo_restore(cr);
	return !text;
}
