/* See LICENSE file for copyright and license details. */
/* What goes on a puzzle's pages: the header, and the paragraphs. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "html.h"
#include "page.h"
#include "puzzle.h"
#include "render.h"
#include "sheet.h"
#include "utf8.h"
#include "util.h"

#define TITLE_SIZE	16.0
#define BYLINE_SIZE	10.0
#define RIGHTS_SIZE	8.0

/* Family names that fontconfig gives a font of its choice. */
static int
generic(const char *family)
{
	static const char *const names[] = {
		"sans", "sans-serif", "serif", "monospace", "mono", "system-ui"
	};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcasecmp(family, names[i]) == 0)
			return 1;
	return 0;
}

/*
 * Whether a font installed has family as one of its family names, as
 * fontconfig matches them (case and blanks aside): "DejaVu Sans
 * Condensed" and "DejaVu Sans Light" are names of faces of DejaVu Sans,
 * whose first name, which pango_font_describe gives, is "DejaVu Sans".
 */
static int
installed(const char *family)
{
	FcPattern *p = FcPatternCreate();
	FcObjectSet *os = FcObjectSetCreate();
	FcFontSet *fs;
	int n = 0;

	FcPatternAddString(p, FC_FAMILY, (const FcChar8 *)family);
	if ((fs = FcFontList(NULL, p, os)) != NULL) {
		n = fs->nfont;
		FcFontSetDestroy(fs);
	}
	FcObjectSetDestroy(os);
	FcPatternDestroy(p);
	return n > 0;
}

/* How many installed fonts have a glyph for each letter and digit of
   ASCII; 0 also when fontconfig cannot say (out of memory). */
static int
fonts_with_ascii(void)
{
	static const char ascii[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789";
	FcCharSet *cs = FcCharSetCreate();
	FcPattern *p = FcPatternCreate();
	FcObjectSet *os = FcObjectSetCreate();
	FcFontSet *fs = NULL;
	const char *c;
	int n = 0;

	if (cs != NULL && p != NULL && os != NULL) {
		for (c = ascii; *c != '\0'; c++)
			FcCharSetAddChar(cs, (FcChar32)*c);
		/* As a pattern of FcFontList, a charset asks for the fonts
		   whose charset holds it. */
		if (FcPatternAddCharSet(p, FC_CHARSET, cs))
			fs = FcFontList(NULL, p, os);
	}
	if (fs != NULL) {
		n = fs->nfont;
		FcFontSetDestroy(fs);
	}
	if (os != NULL)
		FcObjectSetDestroy(os);
	if (p != NULL)
		FcPatternDestroy(p);
	if (cs != NULL)
		FcCharSetDestroy(cs);
	return n;
}

/*
 * Load fontconfig's configuration and fonts here, in the main thread:
 * left to pango, they are loaded in a thread of its own, where a
 * failure (few file descriptors, little memory) was a crash, or a set
 * with no font in it and every letter drawn as a box. 0, or -1 with e
 * filled when there is no configuration or no font has the letters and
 * digits. Fontconfig does not say why; an errno of a shortage of file
 * descriptors or of memory is taken as the cause, any other as noise of
 * the files it looks for and does not find.
 */
static int
load_fonts(struct xw_error *e)
{
	const char *why = "no font has the letters and digits";

	errno = 0;
	if (FcInit() && FcConfigGetCurrent() != NULL &&
	    fonts_with_ascii() > 0)
		return 0;
	if (errno == EMFILE || errno == ENFILE || errno == ENOMEM)
		why = strerror(errno);
	return xw_seterr(e, XW_ERR_UNAVAILABLE, "", 0, 0,
	    "cannot load the font configuration: %s", why);
}

/* Warn when the font family is not installed, naming the one used. */
static void
check_font(PangoContext *ctx, const char *family)
{
	PangoFontDescription *want, *got;
	PangoFont *f;
	const char *used;

	if (generic(family) || installed(family))
		return;
	want = font_new(family, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL);
	if ((f = pango_context_load_font(ctx, want)) != NULL) {
		got = pango_font_describe(f);
		used = pango_font_description_get_family(got);
		xw_warnx("warning: font '%s' is not installed; using %s",
		    family, used != NULL ? used : "another");
		pango_font_description_free(got);
		g_object_unref(f);
	}
	pango_font_description_free(want);
}

struct doc *
doc_new(const struct render_opts *o, struct xw_error *e)
{
	cairo_font_options_t *fo;
	struct doc *d;

	if (lazy_load(e) != 0 || load_fonts(e) != 0)
		return NULL;
	d = xw_ecalloc(1, sizeof(*d));
	fo = cairo_font_options_create();
	d->o = o;
	d->ctx = pango_font_map_create_context(
	    pango_cairo_font_map_get_default());
	/* Points as units, and the same metrics for every output. */
	pango_cairo_context_set_resolution(d->ctx, 72);
	cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
	cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
	pango_cairo_context_set_font_options(d->ctx, fo);
	cairo_font_options_destroy(fo);
	pango_context_set_round_glyph_positions(d->ctx, FALSE);
	/* Left to right for the layouts that do not find their own
	   direction (clues: see items_add). */
	pango_context_set_base_dir(d->ctx, PANGO_DIRECTION_LTR);
	check_font(d->ctx, o->font);
	return d;
}

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

/* Header line k, of markup at most nlines lines of the page's width,
   cut before its last tail bytes of text when longer (layout_cut). */
static void
header_line(struct sheet *sh, int k, const char *markup, PangoWeight weight,
    PangoStyle style, double size, int nlines, size_t tail)
{
	PangoFontDescription *font = font_new(sh->o->font, weight, style);

	sh->header_scale[k] = size / REF_SIZE;
	sh->header[k] = layout_new(sh->d->ctx, markup, font,
	    sh->o->paper_w - 2 * MARGIN, sh->header_scale[k], 0);
	pango_font_description_free(font);
	layout_cut(sh->header[k], nlines, tail);
}

/* Empty b, keeping its memory. */
static void
clear(struct xw_buf *b)
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
	xw_buf_puts(b, pre);
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
	/* Without clue lists the intro and notes run under the grid in one
	   column as wide as the page: columns balanced line by line would
	   set a short paragraph as one line with gaps in it. */
	if (!sh->beside)
		sh->frame.ncol = 1;
	else
		sh->frame.ncol = p->width > 15 || nclues > 110 ? 4 : 3;
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
	clear(&b);
	add_meta(&b, "", "by ", m[XW_META_AUTHOR]);
	add_meta(&b, ", ", "edited by ", m[XW_META_EDITOR]);
	header_line(sh, 1, b.s != NULL ? b.s : "", PANGO_WEIGHT_NORMAL,
	    PANGO_STYLE_NORMAL, BYLINE_SIZE, 3, 0);
	clear(&b);
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

/* The width of s in font, at REF_SIZE. */
static double
text_width(PangoLayout *layout, const char *s)
{
	PangoRectangle r;

	pango_layout_set_text(layout, s, -1);
	pango_layout_get_extents(layout, NULL, &r);
	return (double)r.width / PANGO_SCALE;
}

/*
 * The width at REF_SIZE of the column of the labels of s in bold: the
 * widest label, each measured, as the longest is not always the widest
 * (M1 and L1, W and I, and digits in a font whose digits differ in
 * width), but none wider than LABEL_MOST; a label wider than it runs on
 * (in wide[j]).
 */
static double
label_column(struct sheet *sh, const struct shown_list *s,
    const PangoFontDescription *bold, unsigned char *wide)
{
	PangoLayout *layout = pango_layout_new(sh->d->ctx);
	double w, widest = 0, most;
	size_t j;

	pango_layout_set_font_description(layout, bold);
	most = text_width(layout, LABEL_MOST);
	for (j = 0; j < s->l.nclues; j++) {
		w = text_width(layout, s->label[j]);
		if (!(wide[j] = w > most) && w > widest)
			widest = w;
	}
	g_object_unref(layout);
	return widest;
}

/* A clue, or with the key its answer, as markup in b after its label; a
   "See 5" line (see) is itself in both. A label wider than its column
   (wide) runs on, a space after it. */
static void
clue_markup(struct sheet *sh, const struct xw_cluelist *l,
    const struct xw_clue *clue, const char *label, int see, int wide,
    int enums, struct xw_buf *b)
{
	char *answer;
	const char *en;
	size_t en_len;

	clear(b);
	xw_buf_puts(b, "<b>");
	markup_text(b, label, strlen(label));
	/* No break between the label and the clue's first word (U+2060,
	   WORD JOINER): one wider than its line breaks inside, where the
	   line ends, rather than leave the label alone on a line. */
	xw_buf_puts(b, wide ? "</b> \u2060" : "</b>\t\u2060");
	/*
	 * The text in an isolate of the direction of its first letter
	 * (U+2068 to U+2069): in a line set left to right, a Hebrew or
	 * Arabic clue's end, "?" or ".", went to the right of its words,
	 * where its reader finds its start.
	 */
	xw_buf_puts(b, "\u2068");
	if (sh->key && !see) {
		if ((answer = clue_answer(sh->p, l, clue)) != NULL)
			markup_text(b, answer, strlen(answer));
		else
			xw_buf_puts(b, "\u2014");
		free(answer);
	} else {
		markup_html(b, clue->text);
		en = xw_enumeration_bare(clue->enumeration, &en_len);
		if (enums && en_len > 0) {
			xw_buf_puts(b, " (");
			markup_text(b, en, en_len);
			xw_buf_putc(b, ')');
		}
	}
	xw_buf_puts(b, "\u2069");
}

/* Warn of a character no font has in the paragraph of clue label of
   list l, a "See" line (see), or its answer on a key. */
static void
clue_missing(struct sheet *sh, PangoLayout *layout,
    const struct xw_cluelist *l, const char *label, int see)
{
	char where[160];
	const char *name;
	size_t n;
	uint32_t cp;

	if (sh->d->missing_said || (cp = layout_missing(layout)) == 0)
		return;
	n = list_heading(l, &name);
	snprintf(where, sizeof(where), "%s %.60s %.*s", sh->key && !see ?
	    "the answer to" : "clue", label, (int)(n < 60 ? n : 60), name);
	sheet_missing_cp(sh, cp, where);
}

void
sheet_paragraphs(const struct sheet *sh, const char *m[2])
{
	int i;

	m[0] = sh->p->meta[sh->key ? XW_META_EXPLANATION : XW_META_INTRO];
	m[1] = sh->key ? NULL : sh->p->meta[XW_META_NOTES];
	for (i = 0; i < 2; i++)
		if (m[i] != NULL && m[i][0] == '\0')
			m[i] = NULL;
}

/* Count the paragraph made last; when those made so far need more
   than pages pages, it->cut says so, and no more are made. */
static void
cut_at(const struct sheet *sh, struct items *it, int pages)
{
	const struct item *m = &it->v[it->n - 1];

	if (m->space > it->space)
		it->space = m->space;
	it->need += item_least(m, &sh->frame);
	if (it->need > flow_room(&sh->frame, pages, it->space))
		it->cut = pages;
}

/*
 * The paragraphs: the intro and notes (or the explanation), then each
 * clue list under its heading when clues or answers are shown; made
 * only as far as they fit in pages pages, and, when it holds some, on
 * from where they were cut.
 */
static void
make_items(struct sheet *sh, struct items *it, double size, int pages)
{
	PangoFontDescription *plain = font_new(sh->o->font, PANGO_WEIGHT_NORMAL,
	    PANGO_STYLE_NORMAL), *bold = font_new(sh->o->font,
	    PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL), *italic =
	    font_new(sh->o->font, PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC);
	const struct xw_cluelist *l;
	const char *m[2], *name;
	struct xw_buf b = { 0 };
	struct shown_list s;
	double w = sh->frame.w, hang, scale = size / REF_SIZE;
	unsigned char *wide;
	int enums = xw_puzzle_shows_enumerations(sh->p), k;
	size_t i, j, n, at = 0, made = it->n;

	it->cut = 0;
	sheet_paragraphs(sh, m);
	for (k = 0; k < 2 && !it->cut; k++) {
		if (m[k] == NULL || at++ < made)
			continue;
		clear(&b);
		markup_html(&b, m[k]);
		items_add(it, sh->d->ctx, b.s, italic, scale, w, 0, size, 0);
		sheet_missing(sh, it->v[it->n - 1].layout, sh->key ?
		    "the explanation" : k == 0 ? "the intro" : "the notes");
		cut_at(sh, it, pages);
	}
	for (i = 0; sh->beside && i < sh->p->nlists && !it->cut; i++) {
		shown_list(sh->p, i, &s);
		l = &s.l;
		if (at + 1 + l->nclues <= made) {
			at += 1 + l->nclues;
			shown_list_free(&s);
			continue;
		}
		if (at++ >= made) {
			clear(&b);
			n = list_heading(l, &name);
			markup_text(&b, name, n);
			items_add(it, sh->d->ctx, b.s, bold, scale * 1.1, w, 0,
			    size, 1);
			sheet_missing(sh, it->v[it->n - 1].layout,
			    "a list's heading");
			cut_at(sh, it, pages);
		}
		wide = xw_ereallocarray(NULL, l->nclues + 1, 1);
		hang = (label_column(sh, &s, bold, wide) + REF_SIZE / 2) *
		    scale;
		for (j = 0; j < l->nclues && !it->cut; j++) {
			if (at++ < made)
				continue;
			clue_markup(sh, l, &l->clues[j], s.label[j], s.see[j],
			    wide[j], enums, &b);
			items_add(it, sh->d->ctx, b.s, plain, scale, w, hang,
			    size * 0.25, 0);
			clue_missing(sh, it->v[it->n - 1].layout, l,
			    s.label[j], s.see[j]);
			cut_at(sh, it, pages);
		}
		free(wide);
		shown_list_free(&s);
	}
	xw_buf_free(&b);
	pango_font_description_free(plain);
	pango_font_description_free(bold);
	pango_font_description_free(italic);
}

const struct items *
sheet_items(struct sheet *sh, double size, int pages)
{
	struct items *it;
	int i;

	sh->size = size;
	for (i = 0; i < sh->nsizes; i++) {
		if (sh->sizes[i] != size)
			continue;
		it = &sh->items[i];
		/* Cut short of what this frame's pages hold: on. */
		if (it->cut && it->need <= flow_room(&sh->frame, pages,
		    it->space))
			make_items(sh, it, size, pages);
		return it;
	}
	if (sh->nsizes == MAX_SIZES) {
		/* Not reached: choose() asks for a few sizes. */
		items_free(&sh->items[0]);
		i = 0;
	} else {
		i = sh->nsizes++;
	}
	sh->sizes[i] = size;
	make_items(sh, &sh->items[i], size, pages);
	return &sh->items[i];
}
