/* See LICENSE file for copyright and license details. */
/*
 * The document drawn: each sheet's pages, once laid out (pagefit.c), on
 * cairo, into one PDF of every puzzle or an SVG or PNG image of one.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "html.h"
#include "page.h"
#include "puzzle.h"
#include "render.h"
#include "sheet.h"
#include "util.h"

/* Draw the sheet's pages on cr, one after another. */
/* The grid of sheet sh, as its warnings name it: a solver's, the
   solution (-s) or an answer key's (-k), so that -s -k's two pages are
   told apart. */
static const char *
grid_named(const struct sheet *sh)
{
	if (sh->key)
		return "the answer key";
	return sh->show == SHOW_SOLUTION ? "the solution grid" : "the grid";
}

static void
draw(struct doc *d, struct sheet *sh, cairo_t *cr)
{
	struct xw_buf unfit = { 0 }, cut = { 0 };
	uint32_t missing = 0;
	int page;

	for (page = 0; page < sh->flow.pages; page++) {
		if (page > 0)
			cairo_show_page(cr);
		cairo_set_source_rgb(cr, 1, 1, 1);
		cairo_paint(cr);
		cairo_set_source_rgb(cr, 0, 0, 0);
		sheet_header(sh, cr, page);
		if (page == 0 && draw_grid(cr, d->ctx, d->o->font, sh->p,
		    sh->show, sh->gx - sh->box.c0 * sh->cell,
		    sh->gy - sh->box.r0 * sh->cell, sh->cell, &missing, &unfit,
		    &cut) && !sh->small_said) {
			xw_warnx("%s: warning: cells of %.2g pt are too small for "
			    "numbers and letters; left out", sh->name, sh->cell);
			sh->small_said = 1;
		}
		if (page == 0 && unfit.len > 0)
			xw_warnx("%s: warning: no room in %s for the marks %s; "
			    "left out", sh->name, grid_named(sh), unfit.s);
		if (page == 0 && cut.len > 0)
			xw_warnx("%s: warning: no room in %s for the %s %s; "
			    "cut, with '\u2026'", sh->name, grid_named(sh),
			    strchr(cut.s, ',') != NULL ? "rebuses" : "rebus",
			    cut.s);
		cairo_set_source_rgb(cr, 0, 0, 0);
		flow_draw(cr, sheet_items(sh, sh->size, MAX_PAGES),
		    &sh->frame, &sh->flow, page);
	}
	sheet_missing_cp(sh, missing, grid_named(sh));
	xw_buf_free(&unfit);
	xw_buf_free(&cut);
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
	/* A fault of cr stops its drawing but leaves the surface sound:
	   the picture would lack all drawn after it, without a word. */
	st = cairo_status(cr);
	cairo_destroy(cr);
	if (st == CAIRO_STATUS_SUCCESS &&
	    (st = cairo_surface_status(s)) == CAIRO_STATUS_SUCCESS &&
	    d->o->format == FORMAT_PNG && image_png(s, d->o->dpi, &d->buf) != 0)
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
	d->cut_said = 0;
	warn_undrawn(p, name, d->o);
	for (key = d->o->key_only; key <= d->o->key && ret == 0; key++) {
		sheet_init(&sh, d, p, name, key);
		if (sheet_choose(&sh) != 0)
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
