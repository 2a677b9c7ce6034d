/* See LICENSE file for copyright and license details. */
/*
 * The paragraphs of a sheet: the intro and notes (or the explanation),
 * and the clue lists under their headings, each clue after its label,
 * set in a type size and made only as far as the pages hold them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "page.h"
#include "puzzle.h"
#include "render.h"
#include "sheet.h"
#include "utf8.h"
#include "util.h"

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
 * (in wide[j]). When every label runs on, the column is LABEL_MOST
 * wide, so that a clue's further lines still stand clear of its label.
 */
static double
label_column(struct sheet *sh, const struct shown_list *s,
    const PangoFontDescription *bold, unsigned char *wide)
{
	PangoLayout *layout = pango_layout_new(sh->d->ctx);
	double w, widest = 0, most;
	size_t j, fit = 0;

	pango_layout_set_font_description(layout, bold);
	most = text_width(layout, LABEL_MOST);
	for (j = 0; j < s->l.nclues; j++) {
		w = text_width(layout, s->label[j]);
		if (!(wide[j] = w > most)) {
			fit++;
			if (w > widest)
				widest = w;
		}
	}
	g_object_unref(layout);
	return s->l.nclues > 0 && fit == 0 ? most : widest;
}

/* The text of a clue, or with the key its answer, as markup in b; a
   "See 5" line (see) is itself in both. */
static void
clue_text(struct sheet *sh, const struct xw_cluelist *l,
    const struct xw_clue *clue, int see, int enums, struct xw_buf *b)
{
	char *answer;
	const char *en;
	size_t en_len;

	buf_clear(b);
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
}

/*
 * Clue j of s, its text (clue_text) made in text, as markup in b after
 * its label. A label wider than its column (wide) runs on, a space after
 * it. Returns whether the text is right to left (markup_rtl), to be set
 * flush right.
 */
static int
clue_markup(struct sheet *sh, const struct shown_list *s, size_t j,
    unsigned char wide, int enums, struct xw_buf *text, struct xw_buf *b)
{
	int key = sh->key && !s->see[j], rtl;

	clue_text(sh, &s->l, &s->l.clues[j], s->see[j], enums, text);
	rtl = markup_rtl(text->s != NULL ? text->s : "", text->len);
	buf_clear(b);
	/* An answer too long for its line is broken without a hyphen, as
	   the grid's letters have none: one put there would read as the
	   answer's own. */
	if (key)
		xw_buf_puts(b, "<span insert_hyphens=\"false\">");
	xw_buf_puts(b, "<b>");
	markup_text(b, s->label[j], strlen(s->label[j]));
	/*
	 * No break between the label and the clue's first word (U+2060,
	 * WORD JOINER): one wider than its line breaks inside, where the
	 * line ends, rather than leave the label alone on a line. A text
	 * set flush right moves from the tab (layout_new), which after a
	 * wide label comes after its space.
	 */
	xw_buf_puts(b, !wide ? "</b>\t\u2060" : rtl ? "</b> \t\u2060" :
	    "</b> \u2060");
	/*
	 * The text in an isolate of the direction of its first letter
	 * (U+2068 to U+2069): in a line set left to right, a Hebrew or
	 * Arabic clue's end, "?" or ".", went to the right of its words,
	 * where its reader finds its start.
	 */
	xw_buf_puts(b, "\u2068");
	xw_buf_add(b, text->s, text->len);
	xw_buf_puts(b, "\u2069");
	if (key)
		xw_buf_puts(b, "</span>");
	return rtl;
}

/* The English ordinal suffix of n: "st" of 1, 21; "th" of 11, 12. */
static const char *
ordinal(size_t n)
{
	if (n % 100 / 10 == 1)
		return "th";
	return n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" :
	    "th";
}

/*
 * Warn of a character no font has in the paragraph of clue j of list s,
 * a "See" line or, on a key, its answer. The clue is named by its label
 * ("clue 1 Across"), or, where another of the list has that label too
 * (all "\u2022"), by its place in the list as drawn ("the 12th Down
 * clue"), which a user can count to.
 */
static void
clue_missing(struct sheet *sh, PangoLayout *layout,
    const struct shown_list *s, size_t j)
{
	char where[2 * XW_SHOWN_SIZE(SHOWN_MOST) + 64];
	char label[XW_SHOWN_SIZE(SHOWN_MOST)], list[XW_SHOWN_SIZE(SHOWN_MOST)];
	const char *name;
	size_t n, k;
	int answer = sh->key && !s->see[j];
	uint32_t cp;

	if (sh->d->missing_said || (cp = layout_missing(layout)) == 0)
		return;
	n = list_heading(&s->l, &name);
	xw_utf8_shown(name, n, SHOWN_MOST, list, sizeof(list));
	for (k = 0; k < s->l.nclues; k++)
		if (k != j && strcmp(s->label[k], s->label[j]) == 0)
			break;
	if (k == s->l.nclues)
		snprintf(where, sizeof(where), "%s %s %s", answer ?
		    "the answer to" : "clue", xw_utf8_shown(s->label[j],
		    strlen(s->label[j]), SHOWN_MOST, label, sizeof(label)),
		    list);
	else
		snprintf(where, sizeof(where), "%sthe %zu%s %s clue", answer ?
		    "the answer to " : "", j + 1, ordinal(j + 1), list);
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
	struct xw_buf b = { 0 }, text = { 0 };
	struct shown_list s;
	double w = sh->frame.w, hang, scale = size / REF_SIZE;
	unsigned char *wide;
	int enums = xw_puzzle_shows_enumerations(sh->p), k, rtl;
	size_t i, j, n, at = 0, made = it->n;

	it->cut = 0;
	sheet_paragraphs(sh, m);
	for (k = 0; k < 2 && !it->cut; k++) {
		if (m[k] == NULL || at++ < made)
			continue;
		buf_clear(&b);
		markup_html(&b, m[k]);
		items_add(it, sh->d->ctx, b.s, italic, scale, w, 0, 0, size,
		    0);
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
			buf_clear(&b);
			n = list_heading(l, &name);
			markup_text(&b, name, n);
			items_add(it, sh->d->ctx, b.s, bold, scale * 1.1, w, 0,
			    0, size, 1);
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
			rtl = clue_markup(sh, &s, j, wide[j], enums, &text,
			    &b);
			items_add(it, sh->d->ctx, b.s, plain, scale, w, hang,
			    rtl, size * 0.25, 0);
			clue_missing(sh, it->v[it->n - 1].layout, &s, j);
			cut_at(sh, it, pages);
		}
		free(wide);
		shown_list_free(&s);
	}
	xw_buf_free(&b);
	xw_buf_free(&text);
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
		/* Not reached: sheet_choose() asks for a few sizes. */
		items_free(&sh->items[0]);
		i = 0;
	} else {
		i = sh->nsizes++;
	}
	sh->sizes[i] = size;
	make_items(sh, &sh->items[i], size, pages);
	return &sh->items[i];
}
