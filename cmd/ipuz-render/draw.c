/* See LICENSE file for copyright and license details. */
/*
 * A grid drawn with cairo: fills first, then the lines between cells as
 * long runs (so that a 1000x1000 grid is a few thousand strokes, not
 * millions), both in gridlines.c, then each cell's shape, its labels and
 * marks in its corners, fitted around its letters, and the letters, set
 * in rebus.c; the texts laid out by celltext.c.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "jpz.h"
#include "page.h"
#include "puzzle.h"
#include "render.h"
#include "util.h"

/* Across a cell, what corner texts may take; between two of them. */
#define CORNER_ROOM	0.9
#define CORNER_GAP	0.08
/* The marks named in the warning of those left out, and the rebuses in
   that of those cut; the rest counted. */
#define UNFIT_NAMED	6

/*
 * The colour a shape is drawn in behind the letters of cell: its fill
 * darkened, or on a dark cell, whose ink is white, lightened, so that
 * the shape shows on any fill (a grey one as on white) and the ink stays
 * readable over it.
 */
static void
shape_shade(const struct xw_cell *cell, double rgb[3])
{
	int i, dark = dark_cell(cell);

	cell_fill(cell, rgb);
	for (i = 0; i < 3; i++)
		rgb[i] = dark ? rgb[i] + (1 - rgb[i]) * 0.3 : rgb[i] * 0.7;
}

/* A label or mark in corner which of the square of side s at (x, y), at
   scale k (corner_layout). */
static void
corner(cairo_t *cr, struct text_cache *tc, const char *text, double x,
    double y, double s, enum xw_corner which, double k)
{
	PangoLayout *l = cached_layout(tc, text);
	double w, h, pad;
	PangoRectangle r;

	pango_layout_get_extents(l, NULL, &r);
	w = (double)(r.x + r.width) / PANGO_SCALE;
	h = (double)r.height / PANGO_SCALE * k;
	if (which == XW_CORNER_TR || which == XW_CORNER_BR)
		x += s * CORNER_ROOM - w * k;
	if (which == XW_CORNER_BL || which == XW_CORNER_BR)
		y += s * 0.96 - h;
	if (tc->knockout) {
		/* On the circle, a ground of the cell's colour under the
		   text's ink, as printed crosswords have: the circle
		   stroked through a number made it hard to read. */
		pango_layout_get_extents(l, &r, NULL);
		pad = s * 0.02;
		cairo_save(cr);
		cairo_set_source_rgb(cr, tc->fill[0], tc->fill[1], tc->fill[2]);
		cairo_rectangle(cr, x + s * 0.05 + r.x * k / PANGO_SCALE - pad,
		    y + s * 0.02 + r.y * k / PANGO_SCALE - pad,
		    r.width * k / PANGO_SCALE + 2 * pad,
		    r.height * k / PANGO_SCALE + 2 * pad);
		cairo_fill(cr);
		cairo_restore(cr);
	}
	layout_show(cr, l, x + s * 0.05, y + s * 0.02, k);
}

/* Name the cell at (r, c) in b, what (may be "") after it, the n-th
   named there: the first UNFIT_NAMED, the rest counted by draw_grid. */
static void
name_cell(struct xw_buf *b, size_t *n, int r, int c, const char *what)
{
	if ((*n)++ < UNFIT_NAMED)
		xw_buf_printf(b, "%sr%dc%d%s%s", b->len > 0 ? ", " : "",
		    r + 1, c + 1, *what != '\0' ? " " : "", what);
}

/* Name the mark of corner which of the cell at (r, c) as left out. */
static void
unfit(struct text_cache *tc, int r, int c, enum xw_corner which)
{
	static const char *const names[XW_CORNER_N] = { "TL", "TR", "BL",
	    "BR" };

	name_cell(tc->unfit, &tc->nunfit, r, c, names[which]);
}


/*
 * The scale of the corner texts a and b (NULL: none) side by side in
 * room points, a gap between them: a label's, or shrunk so that they
 * fit, as a rebus is. Texts of no width (none, or only joiners and the
 * like) need no room: a label's scale, at which they draw nothing.
 * Their scale was 0, which made cairo's matrix not invertible and
 * stopped all drawing after it.
 */
static double
pair_scale(struct text_cache *tc, const char *a, const char *b, double s,
    double room)
{
	double k = s * CORNER_SIZE / REF_SIZE;
	double w = (a != NULL ? cached_width(tc, a) : 0) +
	    (b != NULL ? cached_width(tc, b) : 0);

	if (a != NULL && b != NULL)
		room -= s * CORNER_GAP;
	return w > 0 ? fmin(k, room / w) : k;
}

/*
 * The corner texts of the cell at (r, c), of side s at (x, y), so that
 * none covers another, the label or letters lw wide (0: none): each row
 * shrunk to fit, but a mark no smaller than half its label's size. Left
 * out instead (unfit): the top right mark, then the top left one; at the
 * bottom, where the letters leave each mark its side, the one that does
 * not fit, or without letters the bottom right first. A label alone
 * shrinks as far as it must.
 */
static void
corner_layout(cairo_t *cr, struct text_cache *tc, const char *t[XW_CORNER_N],
    const char *label, int r, int c, double x, double y, double s,
    double lw)
{
	double least, k, side;
	int i;

	least = MARK_LEAST * pair_scale(tc, label, NULL, s, s * CORNER_ROOM);
	while ((k = pair_scale(tc, t[XW_CORNER_TL], t[XW_CORNER_TR], s,
	    s * CORNER_ROOM)) < least && t[XW_CORNER_TR] != NULL) {
		unfit(tc, r, c, XW_CORNER_TR);
		t[XW_CORNER_TR] = NULL;
	}
	if (k < least && t[XW_CORNER_TL] != NULL && (label == NULL ||
	    strcmp(t[XW_CORNER_TL], label) != 0)) {
		unfit(tc, r, c, XW_CORNER_TL);
		t[XW_CORNER_TL] = label;
		k = pair_scale(tc, label, NULL, s, s * CORNER_ROOM);
	}
	for (i = XW_CORNER_TL; i <= XW_CORNER_TR; i++)
		if (t[i] != NULL)
			corner(cr, tc, t[i], x, y, s, i, k);
	least = least_scale(s);
	if (lw > 0) {
		/* Beside the letters, a gap from them. */
		side = (s - lw) / 2 - s * (1 - CORNER_ROOM) / 2 - s * CORNER_GAP;
		for (i = XW_CORNER_BL; i <= XW_CORNER_BR; i++) {
			if (t[i] == NULL)
				continue;
			if ((k = pair_scale(tc, t[i], NULL, s, side)) < least) {
				unfit(tc, r, c, i);
				continue;
			}
			corner(cr, tc, t[i], x, y, s, i, k);
		}
		return;
	}
	while ((k = pair_scale(tc, t[XW_CORNER_BL], t[XW_CORNER_BR], s,
	    s * CORNER_ROOM)) < least) {
		i = t[XW_CORNER_BR] != NULL ? XW_CORNER_BR : XW_CORNER_BL;
		unfit(tc, r, c, i);
		t[i] = NULL;
	}
	for (i = XW_CORNER_BL; i <= XW_CORNER_BR; i++)
		if (t[i] != NULL)
			corner(cr, tc, t[i], x, y, s, i, k);
}

/* Circles and other shapes, labels and letters of the cell at (x, y). */
static void
marks(cairo_t *cr, struct text_cache *tc, const struct xw_puzzle *p,
    int r, int c, enum grid_show show, double x, double y, double s,
    int text)
{
	const struct xw_cell *cell = xw_cell_at(p, r, c);
	const char *t, *corners[XW_CORNER_N], *label;
	char buf[XW_ITOA_SIZE];
	double ink, lw = 0, rgb[3];
	struct letters L;

	if (cell->kind != XW_CELL_LETTER || cell_is_block(p, cell, show))
		return;
	ink = dark_cell(cell) ? 1 : 0;
	tc->knockout = (cell->style & XW_STYLE_CIRCLE) != 0;
	if (tc->knockout)
		cell_fill(cell, tc->fill);
	if (cell->style & XW_STYLE_CIRCLE) {
		cairo_new_sub_path(cr);
		cairo_arc(cr, x + s / 2, y + s / 2, s * 0.46, 0, 2 * G_PI);
		cairo_set_source_rgb(cr, ink, ink, ink);
		cairo_set_line_width(cr, fmax(s * 0.025, 0.1));
		cairo_stroke(cr);
	} else if (text && (t = shape_glyph(cell->shape)) != NULL) {
		shape_shade(cell, rgb);
		cairo_set_source_rgb(cr, rgb[0], rgb[1], rgb[2]);
		centred(cr, tc, t, x, y, s, s * 0.5, s * 0.8);
	}
	if (!text)
		return;
	cairo_set_source_rgb(cr, ink, ink, ink);
	cell_corners(p, r, c, show, tc->numbered, tc->kept, corners, &tc->tl);
	label = cell_label(p, cell, show, tc->numbered, buf);
	if ((t = cell_text(cell, show)) != NULL && t[0] != '\0') {
		set_letters(tc, t, s, s * 0.5, &L);
		lw = L.w;
		if (L.cut)
			name_cell(tc->cut, &tc->ncut, r, c, "");
	}
	corner_layout(cr, tc, corners, label, r, c, x, y, s, lw);
	if (t != NULL && t[0] != '\0') {
		/* A solver's entry in ink of its own, as if handwritten. */
		if (show == SHOW_PUZZLE && t == cell->value && (cell->given == NULL ||
		    strcmp(cell->given, t) != 0)) {
			if (ink > 0)
				cairo_set_source_rgb(cr, 0.7, 0.85, 1);
			else
				cairo_set_source_rgb(cr, 0.1, 0.25, 0.6);
		}
		draw_letters(cr, tc, t, &L, x, y, s);
		letters_free(&L);
	}
}

int
draw_grid(cairo_t *cr, PangoContext *ctx, const char *family,
    const struct xw_puzzle *p, enum grid_show show, double x, double y,
    double s, uint32_t *missing, struct xw_buf *unfit_marks,
    struct xw_buf *cut_rebuses)
{
	struct text_cache tc = { ctx, NULL, { NULL }, { NULL }, 0, missing,
	    numbered_grid(p), xw_jpz_kept_cells(p), { 0 }, unfit_marks, 0,
	    cut_rebuses, 0, 0, { 0 } };
	double thin = fmin(fmax(s * 0.03, 0.1), 0.8);
	int r, c, text = s >= MIN_TEXT_CELL, i;

	tc.font = font_new(family, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL);
	cairo_save(cr);
	/* Square ends join bars at corners, but must not stick out. */
	cairo_rectangle(cr, x - thin, y - thin, p->width * s + 2 * thin,
	    p->height * s + 2 * thin);
	cairo_clip(cr);
	grid_fills(cr, p, show, x, y, s);
	cairo_set_source_rgb(cr, 0, 0, 0);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
	grid_edges(cr, p, x, y, s, EDGE_THIN, thin);
	grid_edges(cr, p, x, y, s, EDGE_OUTER,
	    edge_width(EDGE_OUTER, thin, s));
	grid_edges(cr, p, x, y, s, EDGE_BAR, edge_width(EDGE_BAR, thin, s));
	dark_edges(cr, p, show, x, y, s, thin);
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
	if (tc.nunfit > UNFIT_NAMED)
		xw_buf_printf(unfit_marks, " and %zu more",
		    tc.nunfit - UNFIT_NAMED);
	if (tc.ncut > UNFIT_NAMED)
		xw_buf_printf(cut_rebuses, " and %zu more",
		    tc.ncut - UNFIT_NAMED);
	cairo_restore(cr);
	return !text;
}
