/* See LICENSE file for copyright and license details. */
/*
 * The cells' fills and the lines between them, drawn with cairo for
 * draw_grid (draw.c): blocks and shading, then the lines as long runs
 * (so that a 1000x1000 grid is a few thousand strokes, not millions).
 */
#include <math.h>

#include "page.h"
#include "puzzle.h"
#include "render.h"

/*
 * Stroke every run of edges of kind k, as lines width wide, one stroke
 * a run: a path of crossing lines makes cairo's image backend work out
 * every crossing, a million of them in a 1000x1000 grid.
 */
void
grid_edges(cairo_t *cr, const struct xw_puzzle *p, double x, double y,
    double s, enum edge k, double width)
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

/* The width edges of kind k are drawn at, in a grid of cells s wide
   whose thin lines are thin wide. */
double
edge_width(enum edge k, double thin, double s)
{
	return k == EDGE_BAR ? fmax(s * 0.1, thin * 3) :
	    k == EDGE_OUTER ? thin * 2 : thin;
}

/* The width of the half of an edge of kind k inside a cell, a thin
   line's at the least. */
static double
inner_width(enum edge k, double thin, double s)
{
	return fmax(edge_width(k, thin, s) / 2, thin);
}

/*
 * The lines of a dark cell (dark_cell) white where they lie in it, the
 * half of each inside it, and a thin line's width at the least: black
 * on its fill they could not be seen, a bar no more than a line, and a
 * black cell unlabelled would look like a block. Between two dark cells
 * a line or bar is white and as wide as elsewhere. One path for all,
 * filled at once.
 */
void
dark_edges(cairo_t *cr, const struct xw_puzzle *p, enum grid_show show,
    double x, double y, double s, double thin)
{
	const struct xw_cell *cell;
	double cx, cy, w;
	int r, c, n = 0;

	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (!dark_cell(cell) || cell_is_block(p, cell, show))
				continue;
			cx = x + c * s;
			cy = y + r * s;
			w = inner_width(edge_at(p, r, c, 1), thin, s);
			cairo_rectangle(cr, cx, cy, s, w);
			w = inner_width(edge_at(p, r + 1, c, 1), thin, s);
			cairo_rectangle(cr, cx, cy + s - w, s, w);
			w = inner_width(edge_at(p, r, c, 0), thin, s);
			cairo_rectangle(cr, cx, cy, w, s);
			w = inner_width(edge_at(p, r, c + 1, 0), thin, s);
			cairo_rectangle(cr, cx + s - w, cy, w, s);
			n++;
		}
	}
	if (n == 0)
		return;
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_fill(cr);
	cairo_set_source_rgb(cr, 0, 0, 0);
}

/*
 * Blocks, in runs along each row and filled at once when black (one
 * operation, not one a block, for the PDF to keep), then cells of a
 * colour of their own, and shaded cells.
 */
void
grid_fills(cairo_t *cr, const struct xw_puzzle *p, enum grid_show show,
    double x, double y, double s)
{
	const struct xw_cell *cell;
	double rgb[3];
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
			if (cell_is_block(p, cell, show) && cell->color != NULL) {
				if (cell_color(cell, rgb) != 0)
					rgb[0] = rgb[1] = rgb[2] = 0;
			} else if (cell->kind == XW_CELL_LETTER &&
			    (cell->style & XW_STYLE_SHADED))
				cell_fill(cell, rgb);
			else
				continue;
			cairo_set_source_rgb(cr, rgb[0], rgb[1], rgb[2]);
			cairo_rectangle(cr, x + c * s, y + r * s, s, s);
			cairo_fill(cr);
		}
	}
}
