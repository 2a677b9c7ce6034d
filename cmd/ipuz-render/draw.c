/* See LICENSE file for copyright and license details. */
/*
 * A grid drawn with cairo: fills first, then the lines between cells as
 * long runs (so that a 1000x1000 grid is a few thousand strokes, not
 * millions), both in gridlines.c, then shapes, labels and letters.
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
	struct xw_buf *unfit;	/* the marks left out, "r1c2 TR, ..." */
	size_t nunfit;
	struct xw_buf *cut;	/* the rebuses cut, "r2c2, ..." */
	size_t ncut;
};

/* The share of a cell a label is drawn at, and a mark at the least: of
   the size of its cell's label. Smaller, a mark is left out. */
#define CORNER_SIZE	0.28
#define MARK_LEAST	0.5
/* Across a cell, what corner texts may take; between two of them. */
#define CORNER_ROOM	0.9
#define CORNER_GAP	0.08
/* The marks named in the warning of those left out, and the rebuses in
   that of those cut; the rest counted. */
#define UNFIT_NAMED	6
/* A rebus set in two lines: each at most this share of the cell high
   (two fifths of a letter, so that the first clears the label), their
   middles this many ems apart (a line's height, the boxes apart). */
#define REBUS_TWO	0.21
#define REBUS_PITCH	1.2

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

/* The scale of text size points high across a square of side s, or
   shrunk to fit; its width at scale 1 in *w. */
static double
centred_scale(struct text_cache *tc, const char *text, double s,
    double size, double *w)
{
	PangoRectangle r;
	double k = size / REF_SIZE;

	pango_layout_get_extents(text_layout(tc, text), NULL, &r);
	*w = (double)r.width / PANGO_SCALE;
	return *w * k > s * 0.9 ? s * 0.9 / *w : k;
}

/* text centred across the square of side s at (x, y) at scale k, its
   capitals centred at mid (from the top). */
static void
centred_at(cairo_t *cr, struct text_cache *tc, const char *text, double x,
    double y, double s, double mid, double k)
{
	PangoLayout *l = text_layout(tc, text);
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
static void
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
static double
least_scale(double s)
{
	return MARK_LEAST * (s * CORNER_SIZE / REF_SIZE);
}

/* The width of text at scale 1, from the left edge of its layout. */
static double
text_width(struct text_cache *tc, const char *text)
{
	PangoRectangle r;

	pango_layout_get_extents(text_layout(tc, text), NULL, &r);
	return (double)(r.x + r.width) / PANGO_SCALE;
}

/* A label or mark in corner which of the square of side s at (x, y), at
   scale k (corner_layout). */
static void
corner(cairo_t *cr, struct text_cache *tc, const char *text, double x,
    double y, double s, enum xw_corner which, double k)
{
	PangoLayout *l = text_layout(tc, text);
	double w, h;
	PangoRectangle r;

	pango_layout_get_extents(l, NULL, &r);
	w = (double)(r.x + r.width) / PANGO_SCALE;
	h = (double)r.height / PANGO_SCALE * k;
	if (which == XW_CORNER_TR || which == XW_CORNER_BR)
		x += s * CORNER_ROOM - w * k;
	if (which == XW_CORNER_BL || which == XW_CORNER_BR)
		y += s * 0.96 - h;
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

/* The letters of a cell as set (set_letters). */
struct letters {
	char *line[2];	/* two lines, or both NULL: the text in one */
	double k;	/* the scale they are drawn at */
	double w;	/* the widest line's width, drawn */
	int cut;	/* the second line ends in a "\u2026" for the rest */
};

/* A cluster of glyphs of a layout's text: where it starts, its width. */
struct cluster {
	int index;
	double w;
};

static int
cluster_cmp(const void *a, const void *b)
{
	return ((const struct cluster *)a)->index -
	    ((const struct cluster *)b)->index;
}

/*
 * The clusters of layout l, one line, in the order of its text (a right
 * to left run is laid out the other way), in *v: their number returned,
 * the text's length in bytes after the last; the caller frees *v.
 */
static size_t
clusters(PangoLayout *l, struct cluster **v)
{
	PangoLayoutIter *it = pango_layout_get_iter(l);
	PangoRectangle r;
	size_t n = 0, cap = 16;

	*v = xw_emalloc(cap * sizeof(**v));
	do {
		if (n + 1 == cap)
			*v = xw_ereallocarray(*v, cap *= 2, sizeof(**v));
		pango_layout_iter_get_cluster_extents(it, NULL, &r);
		(*v)[n].index = pango_layout_iter_get_index(it);
		(*v)[n++].w = fabs((double)r.width) / PANGO_SCALE;
	} while (pango_layout_iter_next_cluster(it));
	pango_layout_iter_free(it);
	qsort(*v, n, sizeof(**v), cluster_cmp);
	(*v)[n].index = (int)strlen(pango_layout_get_text(l));
	return n;
}

/* A copy of text[from..to), with tail after it. */
static char *
line_of(const char *text, int from, int to, const char *tail)
{
	struct xw_buf b = { 0 };

	xw_buf_add(&b, text + from, (size_t)(to - from));
	xw_buf_puts(&b, tail);
	return b.s;
}

/*
 * How the letters t of a cell of side s are set: in one line at size
 * letters, shrunk to fit, as a letter is; a rebus that would shrink
 * below the least (least_scale) in two lines of about the same width,
 * no bigger than REBUS_TWO; and one that two lines at the least cannot
 * hold cut to what they hold, the second ending in "\u2026", so that
 * what is drawn can be read. Free L with letters_free.
 */
static void
set_letters(struct text_cache *tc, const char *t, double s, double letters,
    struct letters *L)
{
	PangoLayout *l;
	struct cluster *v;
	char *text;
	double w, room = s * 0.9, least = least_scale(s), sum, half;
	size_t n, i, j;

	memset(L, 0, sizeof(*L));
	L->k = centred_scale(tc, t, s, letters, &w);
	L->w = w * L->k;
	if (L->k >= least)
		return;
	l = text_layout(tc, t);
	/* A copy: a text measured below may put l out of the cache, and its
	   text with it, before the cut reads it. */
	text = xw_estrdup(pango_layout_get_text(l));
	if ((n = clusters(l, &v)) < 2) {
		free(v);
		free(text);
		return;
	}
	for (sum = 0, i = 0; i < n; i++)
		sum += v[i].w;
	/* Two lines: the first ends where it would pass the half. */
	for (half = 0, i = 0; i < n - 1 && half + v[i].w / 2 < sum / 2; i++)
		half += v[i].w;
	i += i == 0;
	L->line[0] = line_of(text, 0, v[i].index, "");
	L->line[1] = line_of(text, v[i].index, v[n].index, "");
	w = fmax(text_width(tc, L->line[0]), text_width(tc, L->line[1]));
	L->k = fmin(s * REBUS_TWO / REF_SIZE, room / w);
	if (L->k < least) {
		/* Cut: each line as much as the least size lets it hold. */
		room /= least;
		for (sum = 0, i = 0; i < n - 1 && sum + v[i].w <= room; i++)
			sum += v[i].w;
		i += i == 0;
		room -= text_width(tc, "\u2026");
		for (sum = 0, j = i; j < n && sum + v[j].w <= room; j++)
			sum += v[j].w;
		L->cut = j < n;
		free(L->line[0]);
		free(L->line[1]);
		L->line[0] = line_of(text, 0, v[i].index, "");
		L->line[1] = line_of(text, v[i].index, v[j].index,
		    L->cut ? "\u2026" : "");
		w = fmax(text_width(tc, L->line[0]),
		    text_width(tc, L->line[1]));
		L->k = fmin(least, s * 0.9 / w);
	}
	L->w = w * L->k;
	free(v);
	free(text);
}

static void
letters_free(struct letters *L)
{
	free(L->line[0]);
	free(L->line[1]);
}

/* The letters t of the cell at (x, y), of side s, set as L. */
static void
draw_letters(cairo_t *cr, struct text_cache *tc, const char *t,
    const struct letters *L, double x, double y, double s)
{
	double pitch = REBUS_PITCH * REF_SIZE * L->k;

	if (L->line[0] == NULL) {
		centred(cr, tc, t, x, y, s, s * 0.6, s * 0.5);
		return;
	}
	centred_at(cr, tc, L->line[0], x, y, s, s * 0.6 - pitch / 2, L->k);
	centred_at(cr, tc, L->line[1], x, y, s, s * 0.6 + pitch / 2, L->k);
}

/*
 * The scale of the corner texts a and b (NULL: none) side by side in
 * room points, a gap between them: a label's, or shrunk so that they
 * fit, as a rebus is.
 */
static double
pair_scale(struct text_cache *tc, const char *a, const char *b, double s,
    double room)
{
	double w = (a != NULL ? text_width(tc, a) : 0) +
	    (b != NULL ? text_width(tc, b) : 0);

	if (a != NULL && b != NULL)
		room -= s * CORNER_GAP;
	return w > 0 ? fmin(s * CORNER_SIZE / REF_SIZE, room / w) : 0;
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
	double k0 = s * CORNER_SIZE / REF_SIZE, least, k, side;
	int i;

	least = MARK_LEAST * (label != NULL ? fmin(k0,
	    s * CORNER_ROOM / text_width(tc, label)) : k0);
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
	    s * CORNER_ROOM)) < least && k > 0) {
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
	cell_corners(p, r, c, show, tc->numbered, corners, &tc->tl);
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
	    numbered_grid(p), { 0 }, unfit_marks, 0, cut_rebuses, 0 };
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
