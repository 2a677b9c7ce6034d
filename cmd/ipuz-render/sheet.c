/* See LICENSE file for copyright and license details. */
/* A puzzle's sheet set up: its header measured and drawn, and the
   warnings of characters no font has. */
#include <stdlib.h>
#include <string.h>

#include "page.h"
#include "puzzle.h"
#include "render.h"
#include "sheet.h"
#include "utf8.h"
#include "util.h"

#define TITLE_SIZE	16.0
#define BYLINE_SIZE	10.0
#define RIGHTS_SIZE	8.0

void
sheet_missing_cp(struct sheet *sh, uint32_t cp, const char *where)
{
	char u[5];

	if (cp == 0 || sh->d->missing_said)
		return;
	u[xw_utf8_encode(cp, u)] = '\0';
	xw_warnx("%s: warning: no font here has a glyph for '%s' (U+%04lX), "
	    "in %s: it is drawn as a box", sh->name, u, (unsigned long)cp,
	    where);
	sh->d->missing_said = 1;
}

void
sheet_missing(struct sheet *sh, PangoLayout *l, const char *where)
{
	if (!sh->d->missing_said)
		sheet_missing_cp(sh, layout_missing(l), where);
}

/*
 * Header line k, of markup at most nlines lines of the page's width,
 * cut before its last tail bytes of text when longer (layout_cut). A
 * line of the first page cut is said, once a puzzle, as a rebus cut
 * is: a title may hold the puzzle's instructions. The "(continued)"
 * line of later pages, one line by design, repeats what was whole.
 */
static void
header_line(struct sheet *sh, int k, const char *markup, PangoWeight weight,
    PangoStyle style, double size, int nlines, size_t tail)
{
	static const char *const names[3] = { "the title", "the byline",
	    "the copyright line" };
	PangoFontDescription *font = font_new(sh->o->font, weight, style);

	sh->header_scale[k] = size / REF_SIZE;
	sh->header[k] = layout_new(sh->d->ctx, markup, font,
	    sh->o->paper_w - 2 * MARGIN, sh->header_scale[k], 0, 0);
	pango_font_description_free(font);
	if (layout_cut(sh->header[k], nlines, tail) && k < 3 &&
	    !(sh->d->cut_said & 1u << k)) {
		xw_warnx("%s: warning: %s is cut at the end of its third "
		    "line, with '\u2026'", sh->name, names[k]);
		sh->d->cut_said |= 1u << k;
	}
}

void
buf_clear(struct xw_buf *b)
{
	b->len = 0;
	if (b->s != NULL)
		b->s[0] = '\0';
}

/* Add meta field m (HTML) to b, after sep when b is not empty. */
static void
add_meta(struct xw_buf *b, const char *sep, const char *pre, const char *m)
{
	if (m == NULL || m[0] == '\0')
		return;
	if (b->len > 0)
		xw_buf_puts(b, sep);
	xw_buf_add(b, pre, credit_prefix(m, pre));
	markup_html(b, m);
}

void
sheet_init(struct sheet *sh, struct doc *d, const struct xw_puzzle *p,
    const char *name, int key)
{
	struct xw_buf b = { 0 };
	char *const *m = p->meta;
	const char *cont;
	PangoRectangle r;
	size_t i, nclues = 0;
	int k;

	memset(sh, 0, sizeof(*sh));
	sh->d = d;
	sh->o = d->o;
	sh->p = p;
	sh->name = name;
	sh->key = key;
	sh->show = key ? SHOW_SOLUTION : puzzle_show(d->o);
	sh->beside = (key || d->o->clues) && p->nlists > 0;
	sh->page_h = d->o->paper_h;
	for (i = 0; i < p->nlists; i++)
		nclues += p->lists[i].nclues;
	drawn_box(p, &sh->box);
	/* Without clue lists the intro and notes run under the grid in one
	   column as wide as the page: columns balanced line by line would
	   set a short paragraph as one line with gaps in it. */
	if (!sh->beside)
		sh->frame.ncol = 1;
	else
		sh->frame.ncol = sh->box.cols > 15 || nclues > 110 ? 4 : 3;
	/* But no column narrower than MIN_COLUMN, where a clue would
	   break in the middle of its words (four on A5 are 76 points). */
	while (sh->frame.ncol > 2 && (d->o->paper_w - 2 * MARGIN -
	    (sh->frame.ncol - 1) * GAP) / sh->frame.ncol < MIN_COLUMN)
		sh->frame.ncol--;
	add_meta(&b, "", key ? "Solution: " : "", m[XW_META_TITLE]);
	if (key && b.len == 0)
		xw_buf_puts(&b, "Solution");
	header_line(sh, 0, b.s != NULL ? b.s : "", PANGO_WEIGHT_BOLD,
	    PANGO_STYLE_NORMAL, TITLE_SIZE, 3, 0);
	cont = b.len > 0 ? " (continued)" : "(continued)";
	xw_buf_puts(&b, cont);
	/* One line, the room a later page keeps for it (CONT_HEIGHT): a
	   title of two or three ran into the clues. Cut before
	   "(continued)", which stays. */
	header_line(sh, 3, b.s, PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC,
	    RIGHTS_SIZE, 1, strlen(cont));
	buf_clear(&b);
	add_meta(&b, "", "by ", m[XW_META_AUTHOR]);
	add_meta(&b, ", ", "edited by ", m[XW_META_EDITOR]);
	header_line(sh, 1, b.s != NULL ? b.s : "", PANGO_WEIGHT_NORMAL,
	    PANGO_STYLE_NORMAL, BYLINE_SIZE, 3, 0);
	buf_clear(&b);
	add_meta(&b, " \u00b7 ", "", m[XW_META_COPYRIGHT]);
	add_meta(&b, " \u00b7 ", "", m[XW_META_PUBLISHER]);
	add_meta(&b, " \u00b7 ", "", m[XW_META_DATE]);
	header_line(sh, 2, b.s != NULL ? b.s : "", PANGO_WEIGHT_NORMAL,
	    PANGO_STYLE_NORMAL, RIGHTS_SIZE, 3, 0);
	xw_buf_free(&b);
	sheet_missing(sh, sh->header[0], "the title");
	sheet_missing(sh, sh->header[1], "the byline");
	sheet_missing(sh, sh->header[2], "the copyright line");
	sh->header_h = 10;
	for (k = 0; k < 3; k++) {
		pango_layout_get_extents(sh->header[k], NULL, &r);
		if (pango_layout_get_character_count(sh->header[k]) > 0)
			sh->header_h += sh->header_scale[k] * r.height /
			    PANGO_SCALE + 2;
	}
}

void
sheet_free(struct sheet *sh)
{
	int i;

	for (i = 0; i < 4; i++)
		g_object_unref(sh->header[i]);
	for (i = 0; i < sh->nsizes; i++)
		items_free(&sh->items[i]);
	free(sh->flow.v);
}

void
sheet_header(struct sheet *sh, cairo_t *cr, int page)
{
	PangoRectangle r;
	double y = MARGIN, grey;
	int k;

	if (page > 0) {
		layout_show(cr, sh->header[3], MARGIN, y, sh->header_scale[3]);
		return;
	}
	for (k = 0; k < 3; k++) {
		if (pango_layout_get_character_count(sh->header[k]) == 0)
			continue;
		grey = k == 2 ? 0.3 : 0;
		cairo_set_source_rgb(cr, grey, grey, grey);
		layout_show(cr, sh->header[k], MARGIN, y, sh->header_scale[k]);
		pango_layout_get_extents(sh->header[k], NULL, &r);
		y += sh->header_scale[k] * r.height / PANGO_SCALE + 2;
	}
	cairo_set_source_rgb(cr, 0, 0, 0);
}
