/* See LICENSE file for copyright and license details. */
/* Where things go on a page: the paper's size, the grid and the columns. */
#include <math.h>

#include "clocale.h"
#include "page.h"
#include "render.h"
#include "sheet.h"
#include "util.h"

#define CONT_HEIGHT	20.0	/* the line atop a page that goes on */
#define CELL_MAX	48.0	/* two thirds of an inch */

static const struct {
	const char *name;
	double w, h;	/* points */
} papers[] = {
	{ "letter", 612, 792 },
	{ "legal", 612, 1008 },
	{ "a4", 595.276, 841.89 },
	{ "a5", 419.528, 595.276 }
};

int
paper_size(const char *name, double *w, double *h)
{
	size_t i;

	for (i = 0; i < sizeof(papers) / sizeof(papers[0]); i++)
		if (xw_ascii_casecmp(name, papers[i].name) == 0) {
			*w = papers[i].w;
			*h = papers[i].h;
			return 0;
		}
	return -1;
}

/* The cell's side for a grid span points wide, of share of the page. */
static double
cell_side(const struct sheet *sh, double span, double share, double top)
{
	return fmin(fmin(span / sh->box.cols, CELL_MAX),
	    share * (sh->o->paper_h - MARGIN - top) / sh->box.rows);
}

/* How well cells of side s show numbers: 2 readable, 1 drawn, 0 not. */
static int
legibility(double s)
{
	return s >= MIN_READ_CELL ? 2 : s >= MIN_TEXT_CELL;
}

/*
 * Where the grid goes and the frame around it, for grid share share: with
 * clues, beside them, across all columns but one, unless across the page
 * (a grid much wider than tall) its numbers would be more legible: then
 * across the page, the clues under it.
 */
void
sheet_geometry(struct sheet *sh, double share)
{
	const struct render_opts *o = sh->o;
	struct frame *f = &sh->frame;
	double cw = o->paper_w - 2 * MARGIN, top = MARGIN + sh->header_h;
	double span;
	int i, beside;

	f->w = (cw - (f->ncol - 1) * GAP) / f->ncol;
	f->top_next = MARGIN + CONT_HEIGHT;
	f->floor = sh->page_h - MARGIN;
	f->bottom = sh->bottom > 0 ? sh->bottom : f->floor;
	f->last_page = MAX_PAGES + 1;
	span = (f->ncol - 1) * (f->w + GAP) - GAP;
	beside = sh->beside && legibility(cell_side(sh, span, share, top)) >=
	    legibility(cell_side(sh, cw, share, top));
	sh->cell = cell_side(sh, beside ? span : cw, share, top);
	sh->gw = sh->cell * sh->box.cols;
	sh->gh = sh->cell * sh->box.rows;
	sh->gx = beside ? MARGIN + cw - sh->gw : MARGIN + (cw - sh->gw) / 2;
	sh->gy = top;
	for (i = 0; i < f->ncol; i++) {
		f->x[i] = MARGIN + i * (f->w + GAP);
		f->top[i] = f->x[i] < sh->gx + sh->gw && f->x[i] + f->w > sh->gx ?
		    top + sh->gh + GAP : top;
	}
}
