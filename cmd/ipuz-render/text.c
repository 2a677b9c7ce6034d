/* See LICENSE file for copyright and license details. */
/* The terminal picture: box-drawing lines, the cells' width, the whole. */
/*
 * Each cell three columns (or as many as its widest number) by two lines
 * inside box-drawing lines, light for the grid and heavy for bars; the
 * label on the first line, the letter centred on the second (textcell.c).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "jpz.h"
#include "picture.h"
#include "puzzle.h"
#include "render.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

#define INSIDE	3	/* columns inside a cell, at the least */
#define INSIDE_MOST 7	/* the most a number widens it to: every number
			   of the largest grid drawn fits */

/*
 * The box-drawing character whose arms up, right, down and left are each
 * none (0), light (1) or heavy (2), at up * 27 + right * 9 + down * 3 +
 * left: every one of the 81 exists from U+2500 to U+257F.
 */
static const uint16_t box[81] = {
	0x0020, 0x2574, 0x2578, 0x2577, 0x2510, 0x2511, 0x257b, 0x2512, 0x2513,
	0x2576, 0x2500, 0x257e, 0x250c, 0x252c, 0x252d, 0x250e, 0x2530, 0x2531,
	0x257a, 0x257c, 0x2501, 0x250d, 0x252e, 0x252f, 0x250f, 0x2532, 0x2533,
	0x2575, 0x2518, 0x2519, 0x2502, 0x2524, 0x2525, 0x257d, 0x2527, 0x252a,
	0x2514, 0x2534, 0x2535, 0x251c, 0x253c, 0x253d, 0x251f, 0x2541, 0x2545,
	0x2515, 0x2536, 0x2537, 0x251d, 0x253e, 0x253f, 0x2522, 0x2546, 0x2548,
	0x2579, 0x251a, 0x251b, 0x257f, 0x2526, 0x2529, 0x2503, 0x2528, 0x252b,
	0x2516, 0x2538, 0x2539, 0x251e, 0x2540, 0x2543, 0x2520, 0x2542, 0x2549,
	0x2517, 0x253a, 0x253b, 0x2521, 0x2544, 0x2547, 0x2523, 0x254a, 0x254b
};

void
text_put_cp(struct xw_buf *b, uint32_t cp)
{
	char u[4];

	xw_buf_add(b, u, xw_utf8_encode(cp, u));
}

/* The weight of a side as box-drawing characters draw it: none (0),
   light (1) or heavy (2). */
static int
weight(enum edge e)
{
	return e == EDGE_NONE ? 0 : e == EDGE_BAR ? 2 : 1;
}

/* The side above cell (r, c), and the side left of it. */
static int
top_edge(const struct xw_puzzle *p, int r, int c)
{
	return weight(edge_at(p, r, c, 1));
}

static int
left_edge(const struct xw_puzzle *p, int r, int c)
{
	return weight(edge_at(p, r, c, 0));
}

/* Drop the blanks that end the line being built, from start on. */
static void
end_line(struct xw_buf *b, size_t start)
{
	while (b->len > start && b->s[b->len - 1] == ' ')
		b->len--;
	xw_buf_putc(b, '\n');
}

/* Line r of junctions and the edges between them, above row r, across
   the columns drawn. */
static void
junction_line(struct picture *pic, int r)
{
	const struct xw_puzzle *p = pic->p;
	const struct grid_box *b = &pic->box;
	size_t start = pic->out->len;
	int c, c1 = b->c0 + b->cols, up, right, down, left, i;

	for (c = b->c0; c <= c1; c++) {
		up = r > b->r0 ? left_edge(p, r - 1, c) : 0;
		down = r < b->r0 + b->rows ? left_edge(p, r, c) : 0;
		left = c > b->c0 ? top_edge(p, r, c - 1) : 0;
		right = c < c1 ? top_edge(p, r, c) : 0;
		text_put_cp(pic->out,
		    box[up * 27 + right * 9 + down * 3 + left]);
		for (i = 0; c < c1 && i < (int)pic->inside; i++)
			text_put_cp(pic->out, right == 0 ? ' ' :
			    right == 1 ? 0x2500 : 0x2501);
	}
	end_line(pic->out, start);
}

/* Line 0 or 1 of the cells of row r, across the columns drawn. */
static void
cell_line(struct picture *pic, int r, int line)
{
	const struct xw_puzzle *p = pic->p;
	const struct xw_cell *cell;
	size_t start = pic->out->len;
	int c, c1 = pic->box.c0 + pic->box.cols, e;

	for (c = pic->box.c0; c <= c1; c++) {
		e = left_edge(p, r, c);
		text_put_cp(pic->out, e == 0 ? ' ' : e == 1 ? 0x2502 : 0x2503);
		if (c == c1)
			break;
		cell = xw_cell_at(p, r, c);
		e = text_color_on(pic, cell, line);
		text_inside(pic, r, c, line);
		if (e)
			xw_buf_puts(pic->out, "\033[0m");
	}
	end_line(pic->out, start);
}

static size_t
width_of(const char *s)
{
	return s != NULL ? text_shown_width(s) : 0;
}

/*
 * The columns cell i needs for its corner texts and circle, whole: the
 * top ones side by side, a space between (0 when it has not both); with
 * a circle of letters too wide for parentheses, and its column after
 * them; beside a circle's parentheses, the bottom ones, the letter
 * centred between them.
 */
static size_t
corners_width(struct picture *pic, size_t i)
{
	const struct xw_cell *cell = &pic->p->cells[i];
	const char *corner[XW_CORNER_N], *s;
	size_t tl, tr, bl, br, top, w, cols = (size_t)pic->p->width;

	if (cell->kind != XW_CELL_LETTER)
		return 0;
	cell_corners(pic->p, (int)(i / cols), (int)(i % cols), pic->show,
	    pic->numbered, pic->kept, corner, &pic->tl);
	tl = width_of(corner[XW_CORNER_TL]);
	tr = width_of(corner[XW_CORNER_TR]);
	top = tl > 0 && tr > 0 ? tl + 1 + tr : 0;
	if (!(cell->style & XW_STYLE_CIRCLE))
		return top;
	s = cell_text(cell, pic->show);
	if (width_of(s) > 1)
		return tl + (tr > 0 ? 1 + tr : 0) + 1;
	bl = width_of(corner[XW_CORNER_BL]);
	br = width_of(corner[XW_CORNER_BR]);
	w = 3 + 2 * (bl > br ? bl : br);
	return bl + br > 0 && w > top ? w : top;
}

/*
 * The columns inside a cell: three, or as many as the widest number the
 * grid shows, or a label and a mark beside it, or a circle and the
 * marks beside it (corners_width), so that none is cut (up to
 * INSIDE_MOST).
 */
static size_t
inside_width(struct picture *pic)
{
	const struct xw_puzzle *p = pic->p;
	char buf[XW_ITOA_SIZE];
	const char *s;
	size_t i, w, most = INSIDE;

	for (i = 0; i < (size_t)p->width * p->height; i++) {
		if ((s = cell_label(p, &p->cells[i], pic->show, pic->numbered,
		    buf)) != NULL &&
		    (w = strlen(s)) > most && strspn(s, "0123456789") == w)
			most = w;
		if ((w = corners_width(pic, i)) > most)
			most = w;
	}
	return most < INSIDE_MOST ? most : INSIDE_MOST;
}

/* The grid's rows and columns drawn: as on a page, whole ones of
   omitted cells at its edges take no room (drawn_box). */
static void
grid(struct picture *pic)
{
	const struct grid_box *b = &pic->box;
	size_t w;
	int r;

	pic->inside = inside_width(pic);
	/* A terminal wraps each line of a grid wider than it (a 21x21
	   is 85 columns), a ladder of broken rows: said, not mended. */
	w = (size_t)b->cols * (pic->inside + 1) + 1;
	if (pic->o->tty && pic->o->columns > 0 && w > pic->o->columns &&
	    !pic->wide_said) {
		xw_warnx("%s: warning: the grid is %zu columns wide, the "
		    "terminal %zu: its lines wrap", pic->name, w,
		    pic->o->columns);
		pic->wide_said = 1;
	}
	for (r = b->r0; r < b->r0 + b->rows; r++) {
		junction_line(pic, r);
		cell_line(pic, r, 0);
		cell_line(pic, r, 1);
	}
	junction_line(pic, b->r0 + b->rows);
}

void
text_render(const struct xw_puzzle *p, const char *name,
    const struct render_opts *o, struct xw_buf *out)
{
	struct picture pic = { p, o, puzzle_show(o), { 0, 0, 0, 0 }, out,
	    INSIDE, numbered_grid(p), xw_jpz_kept_cells(p), { 0 }, name, 0 };

	drawn_box(p, &pic.box);
	text_credits(p, o->columns, out);
	if (!o->key_only)
		grid(&pic);
	if (o->clues)
		text_clue_lists(p, o, out);
	if (o->key) {
		xw_buf_puts(out, o->key_only ? "Solution\n" : "\nSolution\n");
		pic.show = SHOW_SOLUTION;
		grid(&pic);
		if (p->meta[XW_META_EXPLANATION] != NULL &&
		    p->meta[XW_META_EXPLANATION][0] != '\0')
			xw_buf_putc(out, '\n');
		text_paragraph(out, p->meta[XW_META_EXPLANATION], o->columns);
	}
	xw_buf_free(&pic.tl);
}
