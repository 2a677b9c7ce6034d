/* See LICENSE file for copyright and license details. */
/*
 * Pages: the credits at the top, the grid at the top right with the
 * clues in columns beside and under it, in the largest type from 10 to
 * 7 points that puts a puzzle on one page; clues that no type fits go on
 * to more pages (a PDF) or a taller page (an image).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "html.h"
#include "page.h"
#include "puzzle.h"
#include "render.h"
#include "sheet.h"
#include "utf8.h"
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
		if (strcasecmp(name, papers[i].name) == 0) {
			*w = papers[i].w;
			*h = papers[i].h;
			return 0;
		}
	return -1;
}

/* Clue type and the share of the page the grid may take, best first. */
static const struct {
	double size, grid;
} choices[] = {
	{ 10, .62 }, { 9.5, .62 }, { 9, .62 }, { 8.5, .62 }, { 8, .62 },
	{ 8, .55 }, { 7.5, .55 }, { 7.5, .5 }, { 7, .5 }, { 7, .45 }
};
#define NCHOICES	(sizeof(choices) / sizeof(choices[0]))
#define OVERFLOW	2	/* the choice when none fits on a page */
#define LINE		1.17	/* a line's height in ems */
#define ADVANCE		0.55	/* a character's width in ems, on average */

/* The cell's side for a grid span points wide, of share of the page. */
static double
cell_side(const struct sheet *sh, double span, double share, double top)
{
	return fmin(fmin(span / sh->p->width, CELL_MAX),
	    share * (sh->o->paper_h - MARGIN - top) / sh->p->height);
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
static void
geometry(struct sheet *sh, double share)
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
	sh->gw = sh->cell * sh->p->width;
	sh->gh = sh->cell * sh->p->height;
	sh->gx = beside ? MARGIN + cw - sh->gw : MARGIN + (cw - sh->gw) / 2;
	sh->gy = top;
	for (i = 0; i < f->ncol; i++) {
		f->x[i] = MARGIN + i * (f->w + GAP);
		f->top[i] = f->x[i] < sh->gx + sh->gw && f->x[i] + f->w > sh->gx ?
		    top + sh->gh + GAP : top;
	}
}

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

	geometry(sh, sh->beside ? choices[k].grid : sh->alone);
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
		geometry(sh, choices[k].grid);
		for (room = 0, i = 0; i < sh->frame.ncol; i++)
			room += sh->frame.bottom - sh->frame.top[i];
		if (estimate(sh, choices[k].size) <= room)
			break;
	}
	return k;
}

/*
 * The least value of *v from low to high (to a point) with which choice
 * k puts everything on one page, set in *v, and the sheet laid out so:
 * where columns may end, or how tall an image must be.
 */
static void
least(struct sheet *sh, size_t k, double *v, double low, double high)
{
	while (high - low > 1) {
		*v = (low + high) / 2;
		if (fits(sh, k))
			high = *v;
		else
			low = *v;
	}
	*v = ceil(high);
	fits(sh, k);
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
	if (!fits(sh, OVERFLOW))
		return;
	while (high - low > 0.01) {
		sh->alone = (low + high) / 2;
		if (fits(sh, OVERFLOW))
			low = sh->alone;
		else
			high = sh->alone;
	}
	sh->alone = low;
}

/*
 * Choose the type and the grid's share: the best choice that fits,
 * looked for from a guess (each type measured costs a few ms), else
 * OVERFLOW, with an image as tall as it must be.
 */
static int
choose(struct sheet *sh)
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
		even_last(sh, k);
	return 0;
}

/* Draw the sheet's pages on cr, one after another. */
static void
draw(struct doc *d, struct sheet *sh, cairo_t *cr)
{
	struct xw_buf unfit = { 0 };
	uint32_t missing = 0;
	int page;

	for (page = 0; page < sh->flow.pages; page++) {
		if (page > 0)
			cairo_show_page(cr);
		cairo_set_source_rgb(cr, 1, 1, 1);
		cairo_paint(cr);
		cairo_set_source_rgb(cr, 0, 0, 0);
		sheet_header(sh, cr, page);
		if (page == 0 && draw_grid(cr, d->ctx, d->o->font, sh->p, sh->show,
		    sh->gx, sh->gy, sh->cell, &missing, &unfit) &&
		    !sh->small_said) {
			xw_warnx("%s: warning: cells of %.2g pt are too small for "
			    "numbers and letters; left out", sh->name, sh->cell);
			sh->small_said = 1;
		}
		if (page == 0 && unfit.len > 0)
			xw_warnx("%s: warning: no room in %s for the marks %s; "
			    "left out", sh->name, sh->show == SHOW_SOLUTION ?
			    "the solution grid" : "the grid", unfit.s);
		cairo_set_source_rgb(cr, 0, 0, 0);
		flow_draw(cr, sheet_items(sh, sh->size, MAX_PAGES),
		    &sh->frame, &sh->flow, page);
	}
	sheet_missing_cp(sh, missing, sh->show == SHOW_SOLUTION ?
	    "the solution grid" : "the grid");
	xw_buf_free(&unfit);
}

static cairo_status_t
to_buf(void *closure, const unsigned char *data, unsigned int len)
{
	xw_buf_add(closure, (const char *)data, len);
	return CAIRO_STATUS_SUCCESS;
}

/* Whether a PNG of w x h points at dpi stays within the limits; its
   size in pixels in *pw and *ph. */
static int
png_fits(double w, double h, int dpi, double *pw, double *ph)
{
	*pw = ceil(w * dpi / 72.0 - 0.01);
	*ph = ceil(h * dpi / 72.0 - 0.01);
	return *pw <= PNG_MAX_SIDE && *ph <= PNG_MAX_SIDE &&
	    *pw * *ph <= PNG_MAX_PIXELS;
}

/* An image of the sheet: one SVG or PNG page as tall as it needs. */
static int
image(struct doc *d, struct sheet *sh, struct xw_error *e)
{
	double scale = d->o->dpi / 72.0, w, h, mw, mh;
	int fits = png_fits(d->o->paper_w, sh->page_h, d->o->dpi, &w, &h);
	int most = d->o->dpi;
	cairo_surface_t *s;
	cairo_status_t st;
	void *mem = NULL;
	cairo_t *cr;

	if (d->o->format == FORMAT_SVG) {
		s = cairo_svg_surface_create_for_stream(to_buf, &d->buf,
		    d->o->paper_w, sh->page_h);
		cairo_svg_surface_set_document_unit(s, CAIRO_SVG_UNIT_PT);
		scale = 1;
	} else if (!fits) {
		/* The paper's size, and its clues, set the most -r;
		   DPI_MIN always fits (render.h). */
		while (most > DPI_MIN && !png_fits(d->o->paper_w, sh->page_h,
		    most, &mw, &mh))
			most--;
		return xw_seterr(e, XW_ERR_LIMIT, sh->name, 0, 0, "a PNG of "
		    "%.0fx%.0f pixels is over the limit of %d a side and %ld "
		    "in all; lower -r (%d fits)", w, h, PNG_MAX_SIDE,
		    PNG_MAX_PIXELS, most);
	} else {
		s = image_new((int)w, (int)h, &mem);
	}
	cr = cairo_create(s);
	cairo_scale(cr, scale, scale);
	draw(d, sh, cr);
	cairo_destroy(cr);
	if ((st = cairo_surface_status(s)) == CAIRO_STATUS_SUCCESS &&
	    d->o->format == FORMAT_PNG && image_png(s, &d->buf) != 0)
		st = CAIRO_STATUS_NO_MEMORY;
	cairo_surface_finish(s);
	if (st == CAIRO_STATUS_SUCCESS)
		st = cairo_surface_status(s);
	cairo_surface_destroy(s);
	free(mem);
	if (st != CAIRO_STATUS_SUCCESS)
		return xw_seterr(e, XW_ERR_IO, sh->name, 0, 0, "%s: cannot "
		    "draw: %s", sh->name, cairo_status_to_string(st));
	return 0;
}

/*
 * The PDF's dates: SOURCE_DATE_EPOCH (render_opts.date), or the start of
 * 1970, so that the same puzzles make the same bytes.
 */
static void
pdf_dates(cairo_surface_t *s, int64_t date)
{
	time_t t = (time_t)date;
	char buf[32];
	struct tm tm;

	if (gmtime_r(&t, &tm) == NULL ||
	    strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		strcpy(buf, "1970-01-01T00:00:00Z");
	cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, buf);
	cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_MOD_DATE, buf);
}

/* The PDF surface, made for the first page. */
static cairo_t *
pdf(struct doc *d, const struct xw_puzzle *p)
{
	struct xw_buf title = { 0 };
	char *plain;

	if (d->cr != NULL) {
		cairo_show_page(d->cr);
		return d->cr;
	}
	d->surface = cairo_pdf_surface_create_for_stream(to_buf, &d->buf,
	    d->o->paper_w, d->o->paper_h);
	pdf_dates(d->surface, d->o->date);
	cairo_pdf_surface_set_metadata(d->surface, CAIRO_PDF_METADATA_CREATOR,
	    "ipuz-render " XW_VERSION);
	if (p->meta[XW_META_TITLE] != NULL) {
		/* As the page sets it: a noncharacter failed the PDF. */
		plain = xw_html_plain(p->meta[XW_META_TITLE]);
		plain_text(&title, plain, strlen(plain));
		cairo_pdf_surface_set_metadata(d->surface,
		    CAIRO_PDF_METADATA_TITLE, title.s != NULL ? title.s : "");
		xw_buf_free(&title);
		free(plain);
	}
	return d->cr = cairo_create(d->surface);
}

/*
 * Draw sh into the PDF: 0, or -1 with e filled (name: the puzzle's)
 * when cairo fails on it. It draws nothing more after a fault, which
 * would lose the rest of the document without a word; a fault met
 * before is said once, for the puzzle it came with.
 */
static int
pdf_draw(struct doc *d, struct sheet *sh, const struct xw_puzzle *p,
    const char *name, struct xw_error *e)
{
	cairo_status_t st = d->cr != NULL ? cairo_status(d->cr) :
	    CAIRO_STATUS_SUCCESS;
	int whole = st == CAIRO_STATUS_SUCCESS;

	draw(d, sh, pdf(d, p));
	if (!whole || (st = cairo_status(d->cr)) == CAIRO_STATUS_SUCCESS)
		return 0;
	return xw_seterr(e, XW_ERR_IO, name, 0, 0, "%s: cannot draw: %s",
	    name, cairo_status_to_string(st));
}

/* The error for a sheet whose paragraphs need more than MAX_PAGES
   pages: what they are, and how else the puzzle can be drawn. */
static int
too_long(const struct sheet *sh, struct xw_error *e)
{
	const char *what = "the clues", *instead = "; the grid alone "
	    "(without -c) or a text picture (-t text) draws it";

	if (sh->key) {
		what = "the answer key";
		instead = "; the puzzle alone (without -k) or a text picture "
		    "(-t text) draws it";
	} else if (!sh->beside) {
		what = "the intro and notes";
		instead = "; a text picture (-t text) draws them";
	}
	return xw_seterr(e, XW_ERR_LIMIT, sh->name, 0, 0, "%s need%s more "
	    "than %d pages%s", what, sh->key ? "s" : "", MAX_PAGES, instead);
}

int
doc_add(struct doc *d, const struct xw_puzzle *p, const char *name,
    struct xw_error *e)
{
	struct sheet sh;
	int ret = 0, key;

	if (d->o->format != FORMAT_PDF && d->images++ > 0)
		return xw_seterr(e, XW_ERR_LIMIT, name, 0, 0,
		    "an image holds one puzzle");
	d->missing_said = 0;
	for (key = 0; key <= d->o->key && ret == 0; key++) {
		sheet_init(&sh, d, p, name, key);
		if (choose(&sh) != 0)
			ret = too_long(&sh, e);
		else if (d->o->format == FORMAT_PDF)
			ret = pdf_draw(d, &sh, p, name, e);
		else
			ret = image(d, &sh, e);
		sheet_free(&sh);
	}
	return ret;
}

int
doc_end(struct doc *d, struct xw_buf *out, const char *name,
    struct xw_error *e)
{
	cairo_status_t st = CAIRO_STATUS_SUCCESS;

	if (d->cr != NULL) {
		cairo_destroy(d->cr);
		cairo_surface_finish(d->surface);
		st = cairo_surface_status(d->surface);
		cairo_surface_destroy(d->surface);
	}
	*out = d->buf;
	g_object_unref(d->ctx);
	/* The font map and its fonts too: pango keeps them where leak
	   checkers do not look. */
	pango_cairo_font_map_set_default(NULL);
	free(d);
	if (st != CAIRO_STATUS_SUCCESS)
		return xw_seterr(e, XW_ERR_IO, name, 0, 0, "%s: cannot draw: "
		    "%s", name, cairo_status_to_string(st));
	return 0;
}
