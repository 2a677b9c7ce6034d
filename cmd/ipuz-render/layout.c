/* See LICENSE file for copyright and license details. */
/*
 * Paragraphs as pango sets them: a layout of clue HTML as pango markup
 * (markup.c), that stays linear in its text, lines that fit their width
 * with the hyphens pango puts in, and a layout cut to its first lines
 * with a "\u2026" (flow.c sets the paragraphs into columns).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "page.h"
#include "utf8.h"
#include "util.h"

PangoFontDescription *
font_new(const char *family, PangoWeight weight, PangoStyle style)
{
	PangoFontDescription *d = pango_font_description_new();

	pango_font_description_set_family(d, family);
	pango_font_description_set_weight(d, weight);
	pango_font_description_set_style(d, style);
	pango_font_description_set_absolute_size(d, REF_SIZE * PANGO_SCALE);
	return d;
}

/* How far the lines of l, the hyphens pango put in them included, run
   past width, at the most; 0 when none does. */
static int
overrun(PangoLayout *l, int width)
{
	PangoLayoutIter *iter = pango_layout_get_iter(l);
	PangoRectangle r;
	int most = 0;

	do {
		pango_layout_iter_get_line_extents(iter, NULL, &r);
		if (r.x + r.width - width > most)
			most = r.x + r.width - width;
		if (-r.x > most)
			most = -r.x;
	} while (pango_layout_iter_next_line(iter));
	pango_layout_iter_free(iter);
	return most;
}

/*
 * Where pango breaks a word between two runs of it (a Latin letter and
 * a Cyrillic one: "W\u0416W\u0416") it leaves no room for the hyphen it
 * puts there, and the line ran about 2 points past its column. Narrow
 * l until its lines, hyphens included, fit its width as it was; returns
 * whether it narrowed it. A glyph wider than the width, which no
 * narrowing brings in, leaves it as it was.
 */
static int
fit_lines(PangoLayout *l)
{
	int width = pango_layout_get_width(l), first, over, tries;

	first = over = overrun(l, width);
	for (tries = 0; tries < 4 && over > 0; tries++) {
		pango_layout_set_width(l, pango_layout_get_width(l) - over);
		over = overrun(l, width);
	}
	if (over > 0 && over >= first)
		pango_layout_set_width(l, width);
	return pango_layout_get_width(l) != width;
}

/*
 * Pango shapes what is left of a run of text again for each line it
 * breaks off it: a clue of 100 KB took seconds, one of 1 MB minutes.
 * Runs of about RUN_BYTES keep that linear. A run is cut after a space,
 * where a line may break anyway, or, in a word too long to have one,
 * between two ASCII characters, which no shaping joins; an attribute
 * that changes nothing (fallback on, as it is) over every other piece
 * makes the cut.
 */
#define RUN_BYTES	512

/* Where the run that starts at text[from] ends. */
static size_t
run_end(const char *text, size_t len, size_t from)
{
	size_t at;

	for (at = from + RUN_BYTES; at < len; at++)
		if (text[at - 1] == ' ' || (at >= from + 2 * RUN_BYTES &&
		    (unsigned char)text[at - 1] < 0x80 &&
		    (unsigned char)text[at] < 0x80))
			return at;
	return len;
}

static void
cut_runs(PangoAttrList *attrs, const char *text)
{
	size_t len = strlen(text), at, end;
	PangoAttribute *a;

	for (at = run_end(text, len, 0); at < len; at = run_end(text, len,
	    end)) {
		end = run_end(text, len, at);
		a = pango_attr_fallback_new(TRUE);
		a->start_index = (guint)at;
		a->end_index = (guint)end;
		pango_attr_list_insert(attrs, a);
	}
}

int
markup_rtl(const char *markup, size_t n)
{
	PangoDirection dir = PANGO_DIRECTION_WEAK_LTR;
	char *text = NULL;
	const char *t = markup;
	int len = (int)n;
	size_t i;

	/* No letter in ASCII is right to left: most clues ask pango
	   nothing, whose bidi pass over every clue cost 1% of the
	   instructions of examples/rebus-15x15.ipuz's pages and key. */
	for (i = 0; i < n && (unsigned char)markup[i] < 0x80; i++)
		;
	if (i == n)
		return 0;
	if (pango_parse_markup(markup, len, 0, NULL, &text, NULL, NULL)) {
		t = text;
		len = -1;
	}
	g_free(pango_log2vis_get_embedding_levels(t, len, &dir));
	g_free(text);
	return dir == PANGO_DIRECTION_RTL;
}

/*
 * A tab after a label wider than its column (a right-to-left clue's,
 * which has one: paragraphs.c) stops at most TAB_NUDGE past where it
 * starts, at REF_SIZE: its text stays beside the label, as a space
 * sets it. Pango repeats the last gap between stops past the last one,
 * which was the whole hang: the tab jumped a hang's width on, off the
 * end of a line that the label had filled.
 */
#define TAB_NUDGE	(PANGO_SCALE / 4)

/* The tab stops of a clue's layout l: its text at hang, and with rtl
   the tab after a wide label nudged (TAB_NUDGE). */
static void
clue_tabs(PangoLayout *l, int hang, int rtl)
{
	PangoTabArray *tabs = pango_tab_array_new_with_positions(rtl ? 2 : 1,
	    FALSE, PANGO_TAB_LEFT, hang, PANGO_TAB_LEFT, hang + TAB_NUDGE);

	pango_layout_set_tabs(l, tabs);
	pango_tab_array_free(tabs);
}

/*
 * The first line of a clue set flush right, which starts with its label
 * at the left: its text moved right to the end of its width by as much
 * as the tab after the label stops further on. Where that would set the
 * clue otherwise (another word on the line, or one less), not moved.
 */
static void
flush_first_line(PangoLayout *l, int hang)
{
	PangoLayoutLine *line = pango_layout_get_line_readonly(l, 0);
	const char *text = pango_layout_get_text(l), *tab = strchr(text, '\t');
	PangoRectangle r, at;
	PangoTabArray *tabs;
	int n = pango_layout_get_line_count(l), length = line->length, slack;

	pango_layout_line_get_extents(line, NULL, &r);
	slack = pango_layout_get_width(l) - (r.x + r.width);
	if (tab == NULL || slack <= 0 || tab - text >= length)
		return;
	pango_layout_index_to_pos(l, (int)(tab - text) + 1, &at);
	tabs = pango_tab_array_new_with_positions(1, FALSE, PANGO_TAB_LEFT,
	    at.x + slack);
	pango_layout_set_tabs(l, tabs);
	pango_tab_array_free(tabs);
	if (pango_layout_get_line_count(l) != n ||
	    pango_layout_get_line_readonly(l, 0)->length != length)
		clue_tabs(l, hang, 1);
}

PangoLayout *
layout_new(PangoContext *ctx, const char *markup,
    const PangoFontDescription *font, double width, double scale,
    double hang, int rtl)
{
	PangoLayout *l = pango_layout_new(ctx);
	PangoAttrList *attrs = NULL;
	char *text = NULL;
	int tries = 0;

	pango_layout_set_font_description(l, font);
	if (width > 0) {
		pango_layout_set_width(l, (int)(width / scale * PANGO_SCALE));
		pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
	}
	/* Parsed here rather than by set_markup, which would print a
	   warning of its own for markup it cannot read. */
	if (pango_parse_markup(markup, -1, 0, &attrs, &text, NULL, NULL)) {
		pango_layout_set_text(l, text, -1);
		cut_runs(attrs, text);
		pango_layout_set_attributes(l, attrs);
		pango_attr_list_unref(attrs);
		g_free(text);
	} else {
		pango_layout_set_text(l, markup, -1);
	}
	if (hang > 0) {
		/* A clue is its number, a tab and its text, left to right
		   whatever its text's script: pango would otherwise set a
		   clue in Hebrew or Arabic right to left, its number at the
		   right and its lines out of the indent. */
		pango_layout_set_auto_dir(l, FALSE);
		pango_layout_set_indent(l, -(int)(hang / scale * PANGO_SCALE));
		clue_tabs(l, (int)(hang / scale * PANGO_SCALE), rtl);
	}
	/* Mended where the lines are as drawn: the indent moves them. */
	if (width > 0)
		do
			mend_hyphens(l);
		while (fit_lines(l) && ++tries < 3);
	/* A clue of one line stays beside its number: moved right, a
	   short one stood a column's width from it, by the next column's
	   number. One of more lines fills its first line anyway. */
	if (hang > 0 && rtl && width > 0 && pango_layout_get_line_count(l) > 1)
		flush_first_line(l, (int)(hang / scale * PANGO_SCALE));
	return l;
}

/* The start of the character before text[i], i > 0, and of the marks
   on it: a cut there parts no letter from its accent. */
static size_t
letter_before(const char *text, size_t n, size_t i)
{
	uint32_t cp;

	do {
		while (--i > 0 && (text[i] & 0xc0) == 0x80)
			;
	} while (i > 0 && xw_utf8_decode(text + i, n - i, &cp) != 0 &&
	    xw_is_mark(cp));
	return i;
}

/* The end of text[0..i) without the white space and LINE_BREAKs it
   ends in, which go before no "\u2026". */
static size_t
trim_end(const char *text, size_t i)
{
	for (;;)
		if (i > 0 && strchr(" \t", text[i - 1]) != NULL)
			i--;
		else if (i >= 3 && strncmp(text + i - 3, LINE_BREAK, 3) == 0)
			i -= 3;
		else
			return i;
}

/*
 * Where the line of l from text[start] must end for a "\u2026" and the
 * last tail bytes of text[0..n) to follow on it, as pango's own ellipsis
 * finds it: on the line set as one, unbroken.
 */
static size_t
first_cut(PangoLayout *l, const char *text, size_t n, size_t start,
    size_t tail, PangoAttrList *attrs0)
{
	PangoContext *ctx = pango_layout_get_context(l);
	PangoLayout *one = pango_layout_new(ctx), *end = pango_layout_new(ctx);
	PangoAttrList *attrs = pango_attr_list_copy(attrs0);
	PangoRectangle r, e;
	char *after = xw_emalloc(tail + 4);
	int i, trailing;

	if (start > n - tail)
		start = n - tail;
	memcpy(after, "\u2026", 3);
	memcpy(after + 3, text + n - tail, tail + 1);
	pango_layout_set_font_description(end,
	    pango_layout_get_font_description(l));
	pango_layout_set_text(end, after, -1);
	pango_layout_get_extents(end, NULL, &e);
	pango_layout_set_font_description(one,
	    pango_layout_get_font_description(l));
	pango_layout_set_text(one, text + start, (int)(n - tail - start));
	pango_attr_list_update(attrs, 0, (int)start, 0);
	pango_layout_set_attributes(one, attrs);
	pango_layout_get_extents(one, NULL, &r);
	i = (int)(n - tail - start);
	if (r.width > pango_layout_get_width(l) - e.width)
		pango_layout_line_x_to_index(
		    pango_layout_get_line_readonly(one, 0),
		    pango_layout_get_width(l) - e.width, &i, &trailing);
	pango_attr_list_unref(attrs);
	g_object_unref(one);
	g_object_unref(end);
	free(after);
	return start + (size_t)i;
}

int
layout_cut(PangoLayout *l, int nlines, size_t tail)
{
	PangoAttrList *attrs0 = pango_layout_get_attributes(l), *attrs;
	struct xw_buf b = { 0 };
	char *text;
	size_t n, cut, at;

	if (pango_layout_get_line_count(l) <= nlines)
		return 0;
	text = xw_estrdup(pango_layout_get_text(l));
	n = strlen(text);
	tail = tail < n ? tail : n;
	attrs0 = attrs0 != NULL ? pango_attr_list_copy(attrs0) :
	    pango_attr_list_new();
	cut = first_cut(l, text, n, (size_t)pango_layout_get_line_readonly(l,
	    nlines - 1)->start_index, tail, attrs0);
	for (;;) {
		at = trim_end(text, cut);
		b.len = 0;
		xw_buf_add(&b, text, at);
		xw_buf_puts(&b, "\u2026");
		xw_buf_puts(&b, text + n - tail);
		/* The attributes of what is cut away go with it, and
		   those across the cut end there. */
		attrs = pango_attr_list_copy(attrs0);
		pango_attr_list_update(attrs, (int)at, (int)(n - tail - at),
		    (int)strlen("\u2026"));
		pango_layout_set_text(l, b.s, (int)b.len);
		pango_layout_set_attributes(l, attrs);
		pango_attr_list_unref(attrs);
		/* Still too long (a word that went on to a line of its
		   own): one letter less. */
		if (at == 0 || pango_layout_get_line_count(l) <= nlines)
			break;
		cut = letter_before(text, n, at);
	}
	pango_attr_list_unref(attrs0);
	xw_buf_free(&b);
	free(text);
	return 1;
}

uint32_t
layout_missing(PangoLayout *l)
{
	PangoGlyphItem *run;
	PangoGlyph g;
	GSList *line, *r;
	int i;

	if (pango_layout_get_unknown_glyphs_count(l) == 0)
		return 0;
	for (line = pango_layout_get_lines_readonly(l); line != NULL;
	    line = line->next)
		for (r = ((PangoLayoutLine *)line->data)->runs; r != NULL;
		    r = r->next) {
			run = r->data;
			for (i = 0; i < run->glyphs->num_glyphs; i++) {
				g = run->glyphs->glyphs[i].glyph;
				/* The box of a character: its code point
				   with the flag. */
				if ((g & PANGO_GLYPH_UNKNOWN_FLAG) &&
				    g != PANGO_GLYPH_INVALID_INPUT)
					return g & ~PANGO_GLYPH_UNKNOWN_FLAG;
			}
		}
	return 0;
}

void
layout_show(cairo_t *cr, PangoLayout *l, double x, double y, double scale)
{
	/* Nothing at a scale of 0 (or not a number): cairo's matrix would
	   not be invertible, a fault that stops every drawing after it. */
	if (!(scale > 0) || !isfinite(scale))
		return;
	cairo_save(cr);
	cairo_translate(cr, x, y);
	cairo_scale(cr, scale, scale);
	cairo_move_to(cr, 0, 0);
	pango_cairo_show_layout(cr, l);
	cairo_restore(cr);
}
