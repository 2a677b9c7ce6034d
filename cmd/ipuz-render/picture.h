/* See LICENSE file for copyright and license details. */
#ifndef PICTURE_H
#define PICTURE_H

#include <stdint.h>

#include "puzzle.h"
#include "render.h"
#include "util.h"

/* The terminal picture of text.c and textcell.c: one grid of a puzzle. */

struct picture {
	const struct xw_puzzle *p;
	const struct render_opts *o;
	enum grid_show show;
	struct grid_box box;	/* the rows and columns drawn (drawn_box) */
	struct xw_buf *out;
	size_t inside;		/* columns inside a cell */
	int numbered;		/* numbered_grid */
	const struct json_object *kept;	/* xw_jpz_kept_cells */
	struct xw_buf tl;	/* a cell's top left corner text */
	const char *name;	/* the input's, for a warning */
	int wide_said;		/* warned of a grid wider than the terminal */
};

/* text.c: add code point cp to b, in UTF-8. */
void text_put_cp(struct xw_buf *b, uint32_t cp);

/* textcell.c: start colouring line 0 or 1 of cell; whether it did. */
int text_color_on(struct picture *pic, const struct xw_cell *cell,
    int line);

/* textcell.c: line 0 (label, top corners) or 1 of the cell at (r, c). */
void text_inside(struct picture *pic, int r, int c, int line);

#endif
