/* See LICENSE file for copyright and license details. */
/* The inside of a terminal picture's cell: colour, label, corners, letters. */
#include <stdint.h>
#include <string.h>

#include "picture.h"
#include "puzzle.h"
#include "render.h"
#include "utf8.h"
#include "util.h"

/* Start colouring the inside of cell; returns whether it did. */
int
text_color_on(struct picture *pic, const struct xw_cell *cell, int line)
{
	struct xw_buf *b = pic->out;
	double rgb[3];
	int shaded = shaded_cell(cell);
	int circled = line == 1 && (cell->style & XW_STYLE_CIRCLE) != 0;

	if (!pic->o->color || cell->kind != XW_CELL_LETTER ||
	    (!shaded && !circled))
		return 0;
	xw_buf_puts(b, "\033[");
	if (shaded) {
		cell_fill(cell, rgb);
		/* Black ink, or bright white on a dark colour. */
		xw_buf_printf(b, "48;2;%d;%d;%d;%d", (int)(rgb[0] * 255 + 0.5),
		    (int)(rgb[1] * 255 + 0.5), (int)(rgb[2] * 255 + 0.5),
		    dark_cell(cell) ? 97 : 30);
	}
	xw_buf_puts(b, circled ? (shaded ? ";1;35m" : "1;35m") : "m");
	return 1;
}

/*
 * Add s, in n columns at the most: whole when it fits, else cut to n - 1
 * and '...' after it; the columns taken in *w.
 */
static void
cut(struct xw_buf *b, const char *s, size_t n, size_t *w)
{
	struct xw_buf shown = { 0 };

	/* Cut as shown: a character text_put shows as U+FFFD takes its
	   column. */
	text_put(&shown, s, strlen(s), 0);
	s = shown.s != NULL ? shown.s : "";
	if ((*w = xw_utf8_width(s)) <= n)
		xw_buf_puts(b, s);
	else {
		xw_buf_add(b, s, xw_utf8_cut(s, n - 1, w));
		text_put_cp(b, 0x2026);
		++*w;
	}
	xw_buf_free(&shown);
}

/* Fill b with cp from column *w to column to. */
static void
fill_to(struct xw_buf *b, size_t *w, size_t to, uint32_t cp)
{
	for (; *w < to; ++*w)
		text_put_cp(b, cp);
}

/*
 * right, cut to room columns (cut), at the end of a line of n columns
 * from column *w, filled with fill before it; *w becomes n.
 */
static void
at_end(struct xw_buf *b, const char *right, size_t room, size_t n,
    uint32_t fill, size_t *w)
{
	size_t rw = text_shown_width(right), k;

	fill_to(b, w, n - (rw < room ? rw : room), fill);
	cut(b, right, room, &k);
	*w = n;
}

/*
 * The corner texts left and right in a line of n columns from column *w:
 * left at the start, right at the end with a space between, each cut to
 * fit (cut), left first: right keeps one column at the least, its
 * '\u2026', so that no text goes unseen. Filled with fill; *w becomes n,
 * or left's width when there is no right.
 */
static void
ends(struct xw_buf *b, const char *left, const char *right, size_t n,
    uint32_t fill, size_t *w)
{
	size_t lw = left != NULL ? text_shown_width(left) : 0;

	if (left != NULL)
		cut(b, left, right == NULL ? n : lw + 2 <= n ? lw : n - 2, w);
	if (right != NULL)
		at_end(b, right, left == NULL ? n : n - *w - 1, n, fill, w);
}

/* The letters line of a cell, s centred (the odd column on the right)
   between its bottom corner texts, which are cut to the columns beside
   it (cut); one with no column beside it is left out. */
static void
letters(struct xw_buf *b, const struct xw_cell *cell, const char *s,
    const char *bl, const char *br, size_t n)
{
	size_t w = text_shown_width(s), pad, at = 0;
	int circled = (cell->style & XW_STYLE_CIRCLE) != 0 && w == 1;

	if (w > n) {
		cut(b, s, n, &w);
		xw_buf_printf(b, "%*s", (int)(n - w), "");
		return;
	}
	pad = (n - w - (circled ? 2 : 0)) / 2;
	if (bl != NULL && pad > 0)
		cut(b, bl, pad, &at);
	fill_to(b, &at, pad, ' ');
	if (circled) {
		xw_buf_putc(b, '(');
		text_put(b, s, strlen(s), 0);
		xw_buf_putc(b, ')');
		w += 2;
	} else
		text_put(b, s, strlen(s), 0);
	at += w;
	if (br != NULL && at < n)
		at_end(b, br, n - at, n, ' ', &at);
	xw_buf_printf(b, "%*s", (int)(n - at), "");
}

/* The inside of the cell at (r, c): line 0 its label and top corner
   texts, line 1 its letters and bottom ones. */
void
text_inside(struct picture *pic, int r, int c, int line)
{
	const struct xw_cell *cell = xw_cell_at(pic->p, r, c);
	struct xw_buf *b = pic->out;
	const char *s, *corner[XW_CORNER_N];
	size_t w = 0, n = pic->inside, ring;
	int circled = (cell->style & XW_STYLE_CIRCLE) != 0;
	uint32_t fill = ' ';

	if (cell->kind == XW_CELL_NULL || cell_is_block(pic->p, cell,
	    pic->show)) {
		fill_to(b, &w, n, cell->kind == XW_CELL_NULL ? ' ' : 0x2588);
		return;
	}
	if (!pic->o->color && shaded_cell(cell))
		fill = 0x2591;
	cell_corners(pic->p, r, c, pic->show, pic->numbered, pic->kept, corner,
	    &pic->tl);
	s = cell_text(cell, pic->show);
	if (line == 0) {
		/* The circle of letters too wide for parentheses ends the
		   line, whatever else is cut. */
		ring = circled && s != NULL && text_shown_width(s) > 1;
		ends(b, corner[XW_CORNER_TL], corner[XW_CORNER_TR], n - ring,
		    fill, &w);
		fill_to(b, &w, n - ring, fill);
		if (ring)
			text_put_cp(b, 0x25cb);
		return;
	}
	if ((s == NULL || s[0] == '\0') && !circled &&
	    (corner[XW_CORNER_BL] != NULL || corner[XW_CORNER_BR] != NULL)) {
		/* No letter: the corners have the line (a circle's
		   parentheses keep their place). */
		ends(b, corner[XW_CORNER_BL], corner[XW_CORNER_BR], n, ' ',
		    &w);
		xw_buf_printf(b, "%*s", (int)(n - w), "");
		return;
	}
	letters(b, cell, s == NULL || s[0] == '\0' ? " " : s,
	    corner[XW_CORNER_BL], corner[XW_CORNER_BR], n);
}
