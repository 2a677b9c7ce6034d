/* See LICENSE file for copyright and license details. */
#ifndef SHEET_H
#define SHEET_H

#include "page.h"
#include "puzzle.h"
#include "render.h"
#include "util.h"

/* A document being drawn (see render.h). */
struct doc {
	const struct render_opts *o;
	PangoContext *ctx;		/* for measuring and drawing */
	cairo_surface_t *surface;	/* the PDF, once begun */
	cairo_t *cr;
	struct xw_buf buf;		/* what cairo wrote */
	int images;			/* puzzles drawn as an image */
	int missing_said;		/* warned of a character no font
					   has, for this puzzle */
	unsigned cut_said;		/* warned of header line k cut
					   (bit k), for this puzzle */
};

#define MAX_SIZES	8
#define MARGIN		36.0	/* of a page: half an inch */
#define GAP		14.0	/* between columns, and under the grid */
#define MIN_COLUMN	100.0	/* the narrowest column, on small paper */

/* A puzzle's pages, or its answer key's, being laid out. */
struct sheet {
	struct doc *d;
	const struct render_opts *o;
	const struct xw_puzzle *p;
	const char *name;
	int key;			/* the answer key */
	enum grid_show show;
	int beside;			/* clues or answers beside the grid */
	double alone;			/* without them, the grid's share of
					   the page */
	double grown;			/* beside them, a share raised above
					   the choice's (grow), or 0 */
	double page_h;			/* taller than the paper for an image */
	double bottom;			/* where columns end, if not page_h's */
	PangoLayout *header[4];		/* title, byline, rights, "continued" */
	double header_scale[4];
	double header_h;		/* the first page's, with the gap */
	double cell, gx, gy, gw, gh;	/* the grid */
	struct grid_box box;		/* the rows and columns of it drawn
					   (drawn_box) */
	struct frame frame;
	struct flow flow;
	double size;			/* of the paragraphs last asked for */
	struct items items[MAX_SIZES];	/* paragraphs by type size */
	double sizes[MAX_SIZES];
	int nsizes;
	int small_said;			/* warned of cells too small */
};

/* Start laying out p (or its answer key): the header measured, the
   columns counted. */
void sheet_init(struct sheet *sh, struct doc *d, const struct xw_puzzle *p,
    const char *name, int key);
void sheet_free(struct sheet *sh);

/*
 * paragraphs.c: the paragraphs (intro, clues or answers) set size points
 * high in the frame's columns, made once a size: cut (items.cut) once
 * they need more than pages pages, and made on when asked for more.
 */
const struct items *sheet_items(struct sheet *sh, double size, int pages);

/* paragraphs.c: the paragraphs before the clue lists, NULL where there
   is none: the intro and the notes, or on an answer key the explanation. */
void sheet_paragraphs(const struct sheet *sh, const char *m[2]);

/*
 * Warn that no font has a glyph for cp, found in where ("the title"),
 * unless a warning was given for this puzzle; sheet_missing warns of
 * l's first such character (layout_missing), if it has one.
 */
void sheet_missing_cp(struct sheet *sh, uint32_t cp, const char *where);
void sheet_missing(struct sheet *sh, PangoLayout *l, const char *where);

/*
 * pagefit.c: choose the type and the grid's share that fit sh on its
 * pages, and lay it out so: 0, or -1 when its paragraphs need more than
 * MAX_PAGES pages.
 */
int sheet_choose(struct sheet *sh);

/* geometry.c: place the grid and the frame's columns for a grid share. */
void sheet_geometry(struct sheet *sh, double share);

/* Draw the header of page: the credits on the first, a line on others. */
void sheet_header(struct sheet *sh, cairo_t *cr, int page);

/* Empty b, keeping its memory. */
void buf_clear(struct xw_buf *b);

#endif
