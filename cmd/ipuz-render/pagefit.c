/* See LICENSE file for copyright and license details. */
/* Pages laid out, not drawn: the type and grid share that fit them. */
/*
 * The credits at the top, the grid at the top right with the clues in
 * columns beside and under it (geometry.c), in the largest type from 10
 * to 7 points that puts a puzzle on one page; clues that no type fits go
 * on to more pages (a PDF) or a taller page (an image).
 */
#include <math.h>
#include <string.h>

#include "page.h"
#include "puzzle.h"
#include "render.h"
#include "sheet.h"
#include "utf8.h"
#include "util.h"

/* Clue type and the share of the page the grid may take, best first. */
static const struct {
	double size, grid;
} choices[] = {
	{ 10, .62 }, { 9.5, .62 }, { 9, .62 }, { 8.5, .62 }, { 8, .62 },
	{ 8, .55 }, { 7.5, .55 }, { 7.5, .5 }, { 7, .5 }, { 7, .45 }
};
#define NCHOICES	(sizeof(choices) / sizeof(choices[0]))
#define OVERFLOW	2	/* the choice when none fits on a page */
#define RUN_ON_LEAST	8	/* the least type of a PDF's clues that run
				   on, in points (run_on) */
#define LINE		1.17	/* a line's height in ems */
/* A grid at least this many times as tall as wide may take more of the
   page than its choice gives it (grow): the shares above are for grids
   near square, which their columns' width holds. */
#define TALL_GRID	1.5
#define ADVANCE		0.55	/* a character's width in ems, on average */

/*
 * Lay the sheet out with choice k: the number of pages, or more than
 * pages when the paragraphs, made only as far as pages pages hold, need
 * more (sh->flow then not set). A grid without clues beside it has its
 * share of the page, sh->alone.
 */
static int
lay_out(struct sheet *sh, size_t k, int pages)
{
	const struct items *it;

	sheet_geometry(sh, sh->beside ? fmax(choices[k].grid, sh->grown) :
	    sh->alone);
	it = sheet_items(sh, choices[k].size, pages);
	if (it->cut)
		return pages + 1;
	return flow_items(it, &sh->frame, &sh->flow);
}

/* Whether choice k puts everything on one page of the sheet's height. */
static int
fits(struct sheet *sh, size_t k)
{
	return lay_out(sh, k, 1) == 1;
}

/* The paragraphs' height at size, guessed from their length. */
static double
estimate(const struct sheet *sh, double size)
{
	const struct xw_cluelist *l;
	const char *m[2];
	struct shown_list s;
	double w = sh->frame.w, h = 0, hang = 2.5 * size, chars;
	size_t i, j;

	sheet_paragraphs(sh, m);
	for (i = 0; i < 2; i++)
		if (m[i] != NULL)
			h += LINE * size * ceil(strlen(m[i]) * ADVANCE * size /
			    w) + size;
	for (i = 0; i < sh->p->nlists; i++) {
		shown_list(sh->p, i, &s);
		l = &s.l;
		h += 1.1 * LINE * size + size;
		for (j = 0; j < l->nclues; j++) {
			chars = sh->key ? 12 : xw_utf8_len(l->clues[j].text) +
			    (l->clues[j].enumeration != NULL ? 6 : 0);
			h += LINE * size * ceil(chars * ADVANCE * size /
			    (w - hang)) + size * 0.25;
		}
		shown_list_free(&s);
	}
	/* A column ends, on average, half a paragraph short. */
	return h + sh->frame.ncol * LINE * size;
}

/* The first choice whose guessed height fits its columns. */
static size_t
guess(struct sheet *sh)
{
	double room;
	size_t k;
	int i;

	for (k = 0; k < NCHOICES - 1; k++) {
		sheet_geometry(sh, choices[k].grid);
		for (room = 0, i = 0; i < sh->frame.ncol; i++)
			room += sh->frame.bottom - sh->frame.top[i];
		if (estimate(sh, choices[k].size) <= room)
			break;
	}
	return k;
}

/*
 * Halve the way from fit, a value of *v with which choice k puts
 * everything on one page, to unfit, one with which it may not, down to
 * step: the value nearest unfit found to fit is returned, *v left at
 * the last one tried. One search for both ends: the least bottom of
 * columns, and the most of the page a grid may take.
 */
static double
halve(struct sheet *sh, size_t k, double *v, double fit, double unfit,
    double step)
{
	while (fabs(unfit - fit) > step) {
		*v = (fit + unfit) / 2;
		if (fits(sh, k))
			fit = *v;
		else
			unfit = *v;
	}
	return fit;
}

/*
 * The least value of *v from low to high (to a point) with which choice
 * k puts everything on one page, set in *v, and the sheet laid out so:
 * where columns may end, or how tall an image must be.
 */
static void
least(struct sheet *sh, size_t k, double *v, double low, double high)
{
	*v = ceil(halve(sh, k, v, high, low, 1));
	fits(sh, k);
}

/*
 * The greatest share *v from low, with which choice k fits, to high
 * (which it need not), to a hundredth, set in *v; the sheet is left
 * laid out for the last share tried.
 */
static void
most(struct sheet *sh, size_t k, double *v, double low, double high)
{
	*v = halve(sh, k, v, low, high, 0.01);
}

/*
 * The last page of a PDF that runs on, its columns as short as they can
 * be with no more pages and no clue split that a column holds whole
 * (a column shorter than a clue of two lines put its second line at
 * the top of the next, alone): even, as on a page that fits, where the
 * last column held one clue under two full ones.
 */
static void
even_last(struct sheet *sh, size_t k)
{
	const struct items *it = sheet_items(sh, choices[k].size, MAX_PAGES);
	struct frame *f = &sh->frame;
	int pages = sh->flow.pages, forced = sh->flow.forced;
	double low = f->top_next, high = f->bottom;

	if (pages < 2)
		return;
	f->last_page = pages - 1;
	while (high - low > 1) {
		f->last_bottom = (low + high) / 2;
		if (flow_items(it, f, &sh->flow) == pages &&
		    sh->flow.forced <= forced)
			high = f->last_bottom;
		else
			low = f->last_bottom;
	}
	f->last_bottom = ceil(high);
	flow_items(it, f, &sh->flow);
}

/* How far down the columns of the last page of sh's flow go, in all. */
static double
last_page_depth(struct sheet *sh)
{
	const struct items *it = sheet_items(sh, sh->size, MAX_PAGES);
	const struct frame *f = &sh->frame;
	const struct place *pl;
	const struct item *m;
	double end[MAX_COLUMNS] = { 0 }, depth = 0;
	size_t i;
	int col;

	for (i = 0; i < sh->flow.n; i++) {
		pl = &sh->flow.v[i];
		m = &it->v[pl->item];
		if (pl->page == sh->flow.pages - 1 &&
		    pl->y + m->tops[pl->l1] - m->tops[pl->l0] > end[pl->col])
			end[pl->col] = pl->y + m->tops[pl->l1] -
			    m->tops[pl->l0];
	}
	for (col = 0; col < f->ncol; col++)
		if (end[col] > f->top_next)
			depth += end[col] - f->top_next;
	return depth;
}

/*
 * The choice a PDF whose clues run on to more pages is set in, and sh
 * laid out so: OVERFLOW, or where its last page would hold less than a
 * column, the first choice after it in smaller type, down to
 * RUN_ON_LEAST points, with the grid's share the same, that takes a page
 * fewer. A last page of two clues, the rest of it blank, is no page an
 * editor sends to print; 8 points still reads. Two pages are never one:
 * no choice put the sheet on one page.
 */
static size_t
run_on(struct sheet *sh)
{
	int pages = sh->flow.pages;
	size_t k;

	if (pages < 3 || last_page_depth(sh) >= sh->frame.floor -
	    sh->frame.top_next)
		return OVERFLOW;
	for (k = OVERFLOW + 1; k < NCHOICES &&
	    choices[k].size >= RUN_ON_LEAST &&
	    choices[k].grid == choices[OVERFLOW].grid; k++)
		if (lay_out(sh, k, pages - 1) < pages)
			return k;
	lay_out(sh, OVERFLOW, MAX_PAGES);
	return OVERFLOW;
}

/*
 * The share of the page a grid without clues beside it takes, in
 * sh->alone: the whole page under the title, or as much as leaves room
 * under it for the intro and notes; a share that keeps room for clues
 * when even that puts them on another page.
 */
static void
share_alone(struct sheet *sh)
{
	double low = choices[OVERFLOW].grid, high = 1;

	sh->alone = high;
	if (fits(sh, OVERFLOW))
		return;
	sh->alone = low;
	if (fits(sh, OVERFLOW))
		most(sh, OVERFLOW, &sh->alone, low, high);
}

/*
 * The grid's share raised above choice k's, in sh->grown, as far as
 * everything still fits on one page in its type, for a grid much taller
 * than wide (TALL_GRID): the page's height holds it, and it grows into
 * the room its clues leave under it (a 5 by 40 grid left the bottom
 * third of the page blank). A grid near square is left as it was, and
 * so is one that its columns' width or CELL_MAX holds.
 */
static void
grow(struct sheet *sh, size_t k)
{
	double low = choices[k].grid, high = 1, cell;

	if (sh->box.rows < TALL_GRID * sh->box.cols)
		return;
	sheet_geometry(sh, low);
	cell = sh->cell;
	sheet_geometry(sh, high);
	if (sh->cell > cell)
		most(sh, k, &sh->grown, low, high);
}

/*
 * Choose the type and the grid's share: the best choice that fits,
 * looked for from a guess (each type measured costs a few ms), else
 * OVERFLOW, with an image as tall as it must be.
 */
int
sheet_choose(struct sheet *sh)
{
	size_t k;
	int fit;

	if (!sh->beside)
		share_alone(sh);
	k = sh->beside ? guess(sh) : OVERFLOW;
	fit = fits(sh, k);

	if (fit)
		while (sh->beside && k > 0 && fits(sh, k - 1))
			k--;
	else
		while (sh->beside && !fit && ++k < NCHOICES)
			fit = fits(sh, k);
	if (fit) {
		if (sh->beside)
			grow(sh, k);
		/* Columns as short as they can be: even, as in a paper. */
		least(sh, k, &sh->bottom, MARGIN + sh->header_h,
		    sh->frame.bottom);
		return 0;
	}
	/* Clues that need more pages are refused before they are all
	   made: 333,000 of them took 2.4 GB and minutes. */
	if (lay_out(sh, k = OVERFLOW, MAX_PAGES) > MAX_PAGES)
		return -1;
	if (sh->o->format != FORMAT_PDF)
		least(sh, k, &sh->page_h, sh->page_h,
		    sh->page_h * (MAX_PAGES + 1));
	else
		even_last(sh, run_on(sh));
	return 0;
}
