/* See LICENSE file for copyright and license details. */
/* What of the puzzle model is drawn, the same for text and pages: which
   letters, labels, corner marks, edges and colours a grid shows. The
   clue lists are in clues.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "clocale.h"
#include "format.h"
#include "grid.h"
#include "jpz.h"
#include "puzzle.h"
#include "render.h"
#include "util.h"

enum grid_show
puzzle_show(const struct render_opts *o)
{
	return o->solution ? SHOW_SOLUTION : o->blank ? SHOW_BLANK :
	    SHOW_PUZZLE;
}

static int
blank_diagramless(const struct xw_puzzle *p, enum grid_show show)
{
	return show != SHOW_SOLUTION &&
	    xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS);
}

const char *
cell_text(const struct xw_cell *cell, enum grid_show show)
{
	if (cell->kind != XW_CELL_LETTER)
		return NULL;
	if (show == SHOW_SOLUTION)
		return cell->solution;
	if (show == SHOW_PUZZLE && cell->value != NULL &&
	    cell->value[0] != '\0')
		return cell->value;
	return cell->given;
}

/* A diagramless grid shows the blocks its solver placed, with their
   other entries. */
int
cell_is_block(const struct xw_puzzle *p, const struct xw_cell *cell,
    enum grid_show show)
{
	if (blank_diagramless(p, show))
		return show == SHOW_PUZZLE &&
		    (cell->mismatch & XW_CHANGED_SAVED) != 0;
	return cell->kind == XW_CELL_BLOCK;
}

void
drawn_box(const struct xw_puzzle *p, struct grid_box *b)
{
	int r, c, r1 = -1, c1 = -1;

	b->r0 = p->height;
	b->c0 = p->width;
	for (r = 0; r < p->height; r++)
		for (c = 0; c < p->width; c++) {
			if (xw_cell_at(p, r, c)->kind == XW_CELL_NULL)
				continue;
			b->r0 = r < b->r0 ? r : b->r0;
			b->c0 = c < b->c0 ? c : b->c0;
			r1 = r > r1 ? r : r1;
			c1 = c > c1 ? c : c1;
		}
	if (r1 < 0) {
		b->r0 = b->c0 = 0;
		r1 = p->height - 1;
		c1 = p->width - 1;
	}
	b->rows = r1 - b->r0 + 1;
	b->cols = c1 - b->c0 + 1;
}

/* The cell at (r, c), or NULL outside the grid. */
static const struct xw_cell *
near(const struct xw_puzzle *p, int r, int c)
{
	if (r < 0 || c < 0 || r >= p->height || c >= p->width)
		return NULL;
	return xw_cell_at(p, r, c);
}

enum edge
edge_at(const struct xw_puzzle *p, int r, int c, int across)
{
	const struct xw_cell *a = near(p, r - across, c - !across);
	const struct xw_cell *b = near(p, r, c);
	int in_a = a != NULL && a->kind != XW_CELL_NULL;
	int in_b = b != NULL && b->kind != XW_CELL_NULL;

	if (!in_a && !in_b)
		return EDGE_NONE;
	if ((a != NULL && (a->bars & (across ? XW_BAR_BOTTOM : XW_BAR_RIGHT))) ||
	    (b != NULL && (b->bars & (across ? XW_BAR_TOP : XW_BAR_LEFT))))
		return EDGE_BAR;
	return in_a && in_b ? EDGE_THIN : EDGE_OUTER;
}

int
numbered_grid(const struct xw_puzzle *p)
{
	const char *marks[XW_CORNER_N];
	int r, c;

	if (xw_grid_labelled(p))
		return 0;
	for (r = 0; p->doc != NULL && r < p->height; r++)
		for (c = 0; c < p->width; c++)
			if (xw_cell_marks(p, r, c, marks) > 0)
				return 0;
	return 1;
}

const char *
cell_label(const struct xw_puzzle *p, const struct xw_cell *cell,
    enum grid_show show, int numbered, char *buf)
{
	if (cell->kind != XW_CELL_LETTER || blank_diagramless(p, show))
		return NULL;
	if (cell->label != NULL && cell->label[0] != '\0')
		return cell->label;
	return numbered && cell->number > 0 ? xw_itoa(cell->number, buf) :
	    NULL;
}

void
cell_corners(const struct xw_puzzle *p, int r, int c, enum grid_show show,
    int numbered, const json_object *kept, const char *corner[XW_CORNER_N],
    struct xw_buf *tl)
{
	const struct xw_cell *cell = xw_cell_at(p, r, c);
	char buf[XW_ITOA_SIZE];
	const char *label = cell_label(p, cell, show, numbered, buf);
	int i, shown = cell->kind == XW_CELL_LETTER &&
	    !blank_diagramless(p, show);

	xw_cell_marks(p, r, c, corner);
	/* A .jpz cell's top-right number (an acrostic's clue letter) is
	   ipuz's TR mark. */
	if (corner[XW_CORNER_TR] == NULL)
		corner[XW_CORNER_TR] = xw_jpz_top_right(kept, r, c);
	/* A mark the label was read from is that label. */
	for (i = 0; i < XW_CORNER_N; i++)
		if (!shown || (corner[i] != NULL && label != NULL &&
		    strcmp(corner[i], label) == 0))
			corner[i] = NULL;
	tl->len = 0;
	if (label != NULL)
		xw_buf_puts(tl, label);
	/* The label first, a mark of the same corner after it. */
	if (label != NULL && corner[XW_CORNER_TL] != NULL)
		xw_buf_putc(tl, ' ');
	if (corner[XW_CORNER_TL] != NULL)
		xw_buf_puts(tl, corner[XW_CORNER_TL]);
	corner[XW_CORNER_TL] = tl->len > 0 ? tl->s : NULL;
}

/* Whether text begins with the words of words, in any ASCII case, each
   followed by white space. */
static int
begins_with_words(const char *text, const char *words)
{
	size_t n;

	while (*words != '\0') {
		n = strcspn(words, " ");
		if (xw_ascii_ncasecmp(text, words, n) != 0 ||
		    !xw_ascii_isspace((unsigned char)text[n]))
			return 0;
		for (text += n; xw_ascii_isspace((unsigned char)*text); text++)
			;
		for (words += n; *words == ' '; words++)
			;
	}
	return 1;
}

size_t
credit_prefix(const char *credit, const char *prefix)
{
	size_t start, n;

	while (xw_ascii_isspace((unsigned char)*credit))
		credit++;
	/* The whole prefix, then each tail of its words: before "by Will
	   Shortz", "edited by " gives "edited ". */
	for (start = 0; prefix[start] != '\0'; start += n + 1) {
		if (begins_with_words(credit, prefix + start))
			return start;
		n = strcspn(prefix + start, " ");
		if (prefix[start + n] == '\0')
			break;
	}
	return strlen(prefix);
}

int
cell_color(const struct xw_cell *cell, double rgb[3])
{
	const char *hex;
	size_t n = xw_cell_hex(cell, &hex), i;
	unsigned long v, bits;

	/* The palette is of shades for white cells. */
	if (n == 0 || ((cell->style & XW_STYLE_PALETTE) &&
	    cell->kind != XW_CELL_LETTER))
		return -1;
	v = strtoul(hex, NULL, 16);
	/* "#rgb" and "#rgba" have a digit a channel, the others two; the
	   alpha of the last is let be. */
	bits = n <= 4 ? 4 : 8;
	if (n == 4 || n == 8)
		v >>= bits;
	for (i = 0; i < 3; i++)
		rgb[i] = (double)((v >> (2 - i) * bits) & ((1UL << bits) - 1)) /
		    ((1UL << bits) - 1);
	return 0;
}

void
cell_fill(const struct xw_cell *cell, double rgb[3])
{
	double shade = (cell->style & XW_STYLE_SHADED) ? SHADE_GREY : 1;

	if (cell_color(cell, rgb) != 0)
		rgb[0] = rgb[1] = rgb[2] = shade;
}

int
shaded_cell(const struct xw_cell *cell)
{
	double rgb[3];

	return (cell->style & XW_STYLE_SHADED) != 0 &&
	    !(cell_color(cell, rgb) == 0 && rgb[0] == 1 &&
	    rgb[1] == 1 && rgb[2] == 1);
}

int
dark_cell(const struct xw_cell *cell)
{
	double rgb[3];

	/* Luma (Rec. 601): navy 0.06, pure blue 0.11, SHADE_GREY 0.82. */
	return cell->kind == XW_CELL_LETTER &&
	    (cell->style & XW_STYLE_SHADED) != 0 &&
	    cell_color(cell, rgb) == 0 &&
	    0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] < 0.4;
}

const char *
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

/* The most cells a warning of shapes names; the rest are counted. */
#define SHAPES_NAMED	6

/*
 * Warn of the background shapes of p's white cells that are not drawn:
 * in a terminal picture (text) all but the circle, which alone has a
 * mark there; on a page those of a name shape_glyph does not know.
 */
static void
warn_shapes(const struct xw_puzzle *p, const char *name, int text)
{
	const struct xw_cell *cell;
	struct xw_buf b = { 0 };
	size_t n = 0;
	int r, c;

	for (r = 0; r < p->height; r++)
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (cell->kind != XW_CELL_LETTER || cell->shape == NULL ||
			    (cell->style & XW_STYLE_CIRCLE) ||
			    (!text && shape_glyph(cell->shape) != NULL))
				continue;
			if (n++ < SHAPES_NAMED)
				xw_buf_printf(&b, "%sr%dc%d %.40s", b.len > 0 ?
				    ", " : "", r + 1, c + 1, cell->shape);
		}
	if (n > SHAPES_NAMED)
		xw_buf_printf(&b, " and %zu more", n - SHAPES_NAMED);
	if (n > 0)
		xw_warnx("%s: warning: %s: %s; left out", name, text ?
		    "a terminal picture shows no shape but the circle" :
		    "not a shape of ipuz", b.s);
	xw_buf_free(&b);
}

void
warn_undrawn(const struct xw_puzzle *p, const char *name,
    const struct render_opts *o)
{
	char lost[XW_LOSSES_SIZE];

	warn_shapes(p, name, o->format == FORMAT_TEXT);
	/* Of what a .jpz's cells had beyond the model the top-right
	   numbers are drawn (cell_corners). */
	if (xw_jpz_kept_losses(p, XW_JPZ_KEPT_PICTURES | XW_JPZ_KEPT_COLOURS,
	    lost, sizeof(lost)) > 0)
		xw_warnx("%s: warning: %s cannot draw %s; left out", name,
		    o->format == FORMAT_TEXT ? "a terminal picture" : "a page",
		    lost);
	warn_unplaced_clues(p, name, o);
}
