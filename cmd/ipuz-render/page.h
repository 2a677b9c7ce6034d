/* See LICENSE file for copyright and license details. */
#ifndef PAGE_H
#define PAGE_H

#include "puzzle.h"
#include "render.h"
#include "util.h"
#include "lazy.h"	/* last: see there */

/* The cairo and pango side of ipuz-render: layout.c, markup.c, flow.c,
   draw.c, gridlines.c, celltext.c, rebus.c, fonts.c, sheet.c,
   paragraphs.c, pagefit.c, geometry.c, page.c. */

#define MAX_COLUMNS	5

/*
 * Every font is made at this size, and text of other sizes is this text
 * scaled by cairo: pango takes a few milliseconds over each new size of
 * a font, and with metrics neither hinted nor rounded, scaled text is
 * the same as text set in the size.
 */
#define REF_SIZE	10.0

/*
 * A paragraph set in a column: a clue, a heading, the intro. tops[i] is
 * where line i starts, from the top of the paragraph, and tops[nlines]
 * where it ends, in points.
 */
/* A line of an item, where flow_draw sets it (pango units): found once,
   as an iterator from the first line for each column it went to took
   time that grew with the square of the lines. */
struct item_line {
	PangoLayoutLine *line;
	int x, baseline;
};

struct item {
	PangoLayout *layout;
	int nlines;
	double *tops;
	struct item_line *lines;	/* nlines of them */
	double space;	/* above it, unless it starts a column */
	int keep;	/* a heading: never last in a column */
	double scale;	/* its size over REF_SIZE */
};

/*
 * The paragraphs, or when cut those at their start, which need more
 * than cut pages, the rest not made: need is what those made take of
 * columns at the least (item_least), space the most space above one.
 */
struct items {
	struct item *v;
	size_t n, cap;
	int cut;
	double need, space;
};

/*
 * Where paragraphs may go: ncol columns of width w at x[], from top[] on
 * the first page and from top_next on the others, down to bottom, which
 * is the foot of the page, floor, or higher when columns are balanced.
 */
struct frame {
	int ncol;
	double x[MAX_COLUMNS], top[MAX_COLUMNS];
	double w, top_next, bottom, floor;
	/* From page last_page on, columns end at last_bottom, not bottom:
	   the last page of a PDF, made even. */
	int last_page;
	double last_bottom;
};

/* Lines l0 to l1 (not included) of item set at y on a page, in a column. */
struct place {
	size_t item;
	int l0, l1, page, col;
	double y;
};

struct flow {
	struct place *v;
	size_t n, cap;
	int pages;
	int forced;	/* clues split for want of a column */
};

/* The most pages a puzzle's clues may take. */
#define MAX_PAGES	200

/* The family with a weight and a style, at REF_SIZE. */
PangoFontDescription *font_new(const char *family, PangoWeight weight,
    PangoStyle style);

/*
 * A layout of markup (pango's; plain text if it is not well formed) in
 * font, width points wide (0: one line) when scaled by scale; with hang,
 * a clue's: a number, a tab and lines indented hang points under it,
 * and with rtl too the first line's text moved to its end, flush right
 * as items_add sets the others.
 */
PangoLayout *layout_new(PangoContext *ctx, const char *markup,
    const PangoFontDescription *font, double width, double scale,
    double hang, int rtl);

/* Whether the text of markup[0..n) (pango's, or plain) is a paragraph
   right to left, as pango's bidi algorithm finds it: by its first strong
   letter, outside any isolate in it. */
int markup_rtl(const char *markup, size_t n);

/*
 * Cut the text of l, with a "\u2026" in the place of what goes, to at
 * most nlines lines, keeping its last tail bytes: pango's own ellipsis
 * left a <sup> or <sub> it cut away open, and printed a warning for it.
 * Returns whether it cut it.
 */
int layout_cut(PangoLayout *l, int nlines, size_t tail);

/*
 * A line break inside a paragraph: U+2028, not a newline, which would
 * start a new paragraph, whose first line pango sets out of the clue's
 * hanging indent, under its number.
 */
#define LINE_BREAK	"\u2028"

/*
 * Where pango broke a word too long for its line between two characters,
 * keep the word's own hyphen off the start of a line and off a line that
 * holds a piece of the word and no more, and set l again (hyphen.c).
 */
void mend_hyphens(PangoLayout *l);

/*
 * The first character of l that no font installed has a glyph for, which
 * pango draws as a box of its hex code, or 0 when there is none.
 */
uint32_t layout_missing(PangoLayout *l);

/* Draw l scaled by scale with its top left corner at (x, y); nothing at
   a scale not above 0, which would fault cr. */
void layout_show(cairo_t *cr, PangoLayout *l, double x, double y,
    double scale);

/*
 * Set markup as a paragraph in font scaled by scale, width points wide,
 * its lines after the first indented by hang with a tab stop there, and
 * with rtl each line flush right, its label still at the left; add it to
 * it.
 */
void items_add(struct items *it, PangoContext *ctx, const char *markup,
    const PangoFontDescription *font, double scale, double width,
    double hang, int rtl, double space, int keep);
void items_free(struct items *it);

/*
 * A bound on the pages paragraphs need, found as they are made, before
 * any is set: item_least is the height m takes of f's columns at the
 * least, its space above included, and flow_room the most that pages
 * pages of f hold of paragraphs whose space above is at most space.
 * Paragraphs whose item_least add up to more need more pages.
 */
double item_least(const struct item *m, const struct frame *f);
double flow_room(const struct frame *f, int pages, double space);

/* Set the paragraphs of it into the columns of f, page after page, in
   fl. Returns the number of pages, at most MAX_PAGES + 2. */
int flow_items(const struct items *it, const struct frame *f,
    struct flow *fl);

/* Draw what fl put on page. */
void flow_draw(cairo_t *cr, const struct items *it, const struct frame *f,
    const struct flow *fl, int page);

/* markup.c: append clue HTML as pango markup, or plain text s[0..n)
   escaped; plain_text appends s[0..n) as it is drawn, unescaped: each
   control character and noncharacter U+FFFD. */
void markup_html(struct xw_buf *b, const char *html);
void markup_text(struct xw_buf *b, const char *s, size_t n);
void plain_text(struct xw_buf *b, const char *s, size_t n);

/*
 * An RGB24 image of w x h pixels, not yet painted, on memory of its own,
 * *mem, which the caller frees after the surface: aligned for huge pages,
 * where a letter page at 150 dpi, 8 MB, costs a tenth of the page faults
 * it takes in 4 KB pages, a quarter of the time of a PNG.
 */
cairo_surface_t *image_new(int w, int h, void **mem);

/* Append the RGB24 image s as a PNG file of dpi pixels an inch (its
   pHYs chunk) to out: 0, or -1 when libpng fails. */
int image_png(cairo_surface_t *s, int dpi, struct xw_buf *out);

/* Cells smaller than this (points) are drawn without labels or letters. */
#define MIN_TEXT_CELL	5.0

/* Cells smaller than this (points) have numbers too small to read in
   print (a label is 0.28 of a cell: 2.5 points here). */
#define MIN_READ_CELL	9.0

/* gridlines.c, for draw_grid; cells s points square, the grid at (x, y). */
/* Fill the blocks (black, or their colour) and the shaded cells. */
void grid_fills(cairo_t *cr, const struct xw_puzzle *p, enum grid_show show,
    double x, double y, double s);
/* Stroke each run of edges of kind k as one line width wide. */
void grid_edges(cairo_t *cr, const struct xw_puzzle *p, double x, double y,
    double s, enum edge k, double width);
/* The width edges of kind k are drawn at, thin lines being thin wide. */
double edge_width(enum edge k, double thin, double s);
/* Draw white the lines of each dark cell where they lie in it. */
void dark_edges(cairo_t *cr, const struct xw_puzzle *p, enum grid_show show,
    double x, double y, double s, double thin);

/* For draw_grid: the layouts of the letters and labels already set, by
   text, and the numbering of the grid being drawn. */
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
	int knockout;		/* corner texts on a ground of fill, over
				   the cell's circle */
	double fill[3];
};

/* The share of a cell a label is drawn at, and a mark at the least: of
   the size of its cell's label. Smaller, a mark is left out. */
#define CORNER_SIZE	0.28
#define MARK_LEAST	0.5

/* celltext.c, for draw_grid; text in the square of side s at (x, y). */
/* The layout of text, kept in tc, which owns it, until 64 newer ones. */
PangoLayout *cached_layout(struct text_cache *tc, const char *text);
/* The scale of text size points high, or shrunk to fit; its width at
   scale 1 in *w. */
double centred_scale(struct text_cache *tc, const char *text, double s,
    double size, double *w);
/* Draw text centred across at scale k, its capitals centred at mid. */
void centred_at(cairo_t *cr, struct text_cache *tc, const char *text,
    double x, double y, double s, double mid, double k);
/* Draw text centred across, size points high or shrunk to fit. */
void centred(cairo_t *cr, struct text_cache *tc, const char *text, double x,
    double y, double s, double mid, double size);
/* The least scale of a mark, or of a rebus before it is cut. */
double least_scale(double s);
/* The width of text at scale 1, from the left edge of its layout. */
double cached_width(struct text_cache *tc, const char *text);

/* rebus.c: the letters of a cell as set (set_letters). */
struct letters {
	char *line[2];	/* two lines, or both NULL: the text in one */
	double k;	/* the scale they are drawn at */
	double w;	/* the widest line's width, drawn */
	int cut;	/* the second line ends in a "\u2026" for the rest */
};

/*
 * Set the letters t of a cell of side s in L, letters points high: in
 * one line, or a rebus too long for it in two, or cut to what two lines
 * of the least size hold (L->cut). Free L with letters_free.
 */
void set_letters(struct text_cache *tc, const char *t, double s,
    double letters, struct letters *L);
void letters_free(struct letters *L);
/* Draw the letters t of the cell at (x, y), of side s, set as L. */
void draw_letters(cairo_t *cr, struct text_cache *tc, const char *t,
    const struct letters *L, double x, double y, double s);

/*
 * Draw p's grid with its top left corner at (x, y), each cell size
 * points square: blocks, shading, bars, circles and other shapes,
 * labels, and the letters show asks for, a rebus shrunk to fit (in two
 * lines before it is smaller than a mark may be); in
 * *missing, when it is 0, the first character drawn that no font has
 * (layout_missing); in unfit, the marks left out for want of room
 * beside the label, the other marks and the letters, as "r1c2 TR, r3c1
 * BL" (the first few, and "and 3 more"); in cut, so named, the cells
 * whose rebus even two lines of the least size cannot hold, drawn cut.
 * Returns 0, or 1 when the cells are too small for labels and letters,
 * which are then left out.
 */
int draw_grid(cairo_t *cr, PangoContext *ctx, const char *family,
    const struct xw_puzzle *p, enum grid_show show, double x, double y,
    double size, uint32_t *missing, struct xw_buf *unfit,
    struct xw_buf *cut);

#endif
