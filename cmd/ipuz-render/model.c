/* See LICENSE file for copyright and license details. */
/* What of the puzzle model is drawn, the same for text and pages: which
   letters, labels, corner marks, edges and colours a grid shows. The
   clue lists are in clues.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "grid.h"
#include "html.h"
#include "puzzle.h"
#include "render.h"
#include "utf8.h"
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
    int numbered, const char *corner[XW_CORNER_N], struct xw_buf *tl)
{
	const struct xw_cell *cell = xw_cell_at(p, r, c);
	char buf[XW_ITOA_SIZE];
	const char *label = cell_label(p, cell, show, numbered, buf);
	int i, shown = cell->kind == XW_CELL_LETTER &&
	    !blank_diagramless(p, show);

	xw_cell_marks(p, r, c, corner);
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
	warn_shapes(p, name, o->format == FORMAT_TEXT);
	warn_unplaced_clues(p, name, o);
}

/*
 * Cut s, in place, to the first MARKS_MOST of each run of characters
 * that go on the one before them (xw_utf8_extends: combining marks,
 * joiners, variation selectors). With html, a character reference is
 * the character it names, and a tag, which pango's text leaves out,
 * ends no run. Returns how many were left out; *most, the longest run.
 */
static size_t
cut_mark_runs(char *s, int html, size_t *most)
{
	size_t n = strlen(s), i, o = 0, k, run = 0, cut = 0;
	uint32_t cp;

	for (i = 0; i < n; i += k) {
		if (html && s[i] == '<' && (k = xw_html_tag(s + i)) > 0)
			;	/* kept, in the run */
		else {
			if (!(html && s[i] == '&' && (k = xw_html_entity(s + i,
			    &cp)) > 0) &&
			    (k = xw_utf8_decode(s + i, n - i, &cp)) == 0) {
				k = 1;
				cp = 0xfffd;
			}
			run = xw_utf8_extends(cp) ? run + 1 : 0;
			*most = run > *most ? run : *most;
			if (run > MARKS_MOST) {
				cut++;
				continue;
			}
		}
		/* Nothing is written before a cut: a text of one letter
		   may be a constant of the model's (xw_str). */
		if (o != i)
			memmove(s + o, s + i, k);
		o += k;
	}
	if (cut > 0)
		s[o] = '\0';
	return cut;
}

/* The most texts cap_marks names; the rest are counted. */
#define MARKS_NAMED	5

/* cut_mark_runs of s, NULL or a text of p: how many it left out, and in
   *most the longest run. */
static size_t
cap_text(char *s, int html, size_t *most)
{
	return s != NULL ? cut_mark_runs(s, html, most) : 0;
}

/* cap_text of the corner marks of the cell at (r, c), kept in p's
   document: cut in a copy and set. */
static size_t
cap_corner_marks(struct xw_puzzle *p, int r, int c, size_t *most)
{
	const char *marks[XW_CORNER_N];
	char *s;
	size_t cut = 0, k;
	int i;

	if (p->doc == NULL || xw_cell_marks(p, r, c, marks) == 0)
		return 0;
	for (i = 0; i < XW_CORNER_N; i++) {
		if (marks[i] == NULL)
			continue;
		s = xw_estrdup(marks[i]);
		if ((k = cut_mark_runs(s, 0, most)) > 0 &&
		    xw_cell_mark_set(p, r, c, i, s) == 0)
			cut += k;
		free(s);
	}
	return cut;
}

/* Say that where, a text of the input name, lost cut marks past the
   first MARKS_MOST of a run of most, for the first MARKS_NAMED of
   *said. */
static void
say_capped(const char *name, const char *where, size_t most, size_t cut,
    size_t *said)
{
	if (cut > 0 && (*said)++ < MARKS_NAMED)
		xw_warnx("%s: warning: %s: a run of %zu marks on one letter, "
		    "past the %d of Unicode's stream-safe text; %zu left out",
		    name, where, most, MARKS_MOST, cut);
}

void
cap_marks(struct xw_puzzle *p, const char *name)
{
	struct xw_clue *clue;
	struct xw_cell *cell;
	char where[80], cname[64];
	size_t i, j, said = 0, most, cut;

	for (i = 0; i < XW_META_N; i++) {
		most = 0;
		cut = cap_text(p->meta[i], 1, &most);
		say_capped(name, xw_meta_key(i), most, cut, &said);
	}
	for (i = 0; i < p->nlists; i++) {
		most = 0;
		cut = cap_text(p->lists[i].name, 0, &most);
		say_capped(name, "a clue list's name", most, cut, &said);
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			most = 0;
			/* The name is made only for a clue cut: most are
			   not, and a puzzle has thousands of clues. */
			if ((cut = cap_text(clue->text, 1, &most) +
			    cap_text(clue->number, 0, &most) +
			    cap_text(clue->label, 0, &most) +
			    cap_text(clue->enumeration, 0, &most) +
			    cap_text(clue->answer, 0, &most)) == 0)
				continue;
			snprintf(where, sizeof(where), "clue %s",
			    xw_clue_name(&p->lists[i], clue, cname,
			    sizeof(cname)));
			say_capped(name, where, most, cut, &said);
		}
	}
	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		most = 0;
		if ((cut = cap_text(cell->solution, 0, &most) +
		    cap_text(cell->given, 0, &most) +
		    cap_text(cell->value, 0, &most) +
		    cap_text(cell->label, 0, &most) +
		    cap_corner_marks(p, (int)(i / (size_t)p->width),
		    (int)(i % (size_t)p->width), &most)) == 0)
			continue;
		snprintf(where, sizeof(where), "cell r%zuc%zu",
		    i / (size_t)p->width + 1, i % (size_t)p->width + 1);
		say_capped(name, where, most, cut, &said);
	}
	if (said > MARKS_NAMED)
		xw_warnx("%s: warning: %zu more texts with a run of more "
		    "marks on one letter than %d; those past it left out",
		    name, said - MARKS_NAMED, MARKS_MOST);
}
