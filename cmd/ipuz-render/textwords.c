/* See LICENSE file for copyright and license details. */
/*
 * The words of the terminal picture: the title and credits above the
 * grid, the intro and notes, and the clue lists, as plain text a
 * terminal may be given.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "puzzle.h"
#include "render.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

void
text_put(struct xw_buf *b, const char *s, size_t n, int lines)
{
	size_t i, k;
	uint32_t cp;

	for (i = 0; i < n; i += k) {
		if ((k = xw_utf8_decode(s + i, n - i, &cp)) == 0) {
			k = 1;
			cp = 0xfffd;
		}
		if (cp == '\n' && lines)
			xw_buf_putc(b, '\n');
		else if (cp == '\t' || cp == '\r' || cp == '\n')
			xw_buf_putc(b, ' ');
		else if (xw_is_control(cp) || xw_is_invisible(cp))
			xw_buf_puts(b, "\xef\xbf\xbd");	/* U+FFFD */
		else
			xw_buf_add(b, s + i, k);
	}
}

size_t
text_shown_width(const char *s)
{
	struct xw_buf b = { 0 };
	size_t w;

	text_put(&b, s, strlen(s), 0);
	w = b.s != NULL ? xw_utf8_width(b.s) : 0;
	xw_buf_free(&b);
	return w;
}

/* HTML text as plain text, a paragraph's breaks kept when lines. */
static void
put_html(struct xw_buf *b, const char *html, int lines)
{
	struct xw_html_tok t = { 0 };

	/* Tags left out, entities decoded, as xw_html_plain does; but a
	   <br> breaks a paragraph's line, as on a page, and on one line
	   is a space, one for a run of them. */
	while (xw_html_next(&html, &t) != XW_HTML_END) {
		if (t.kind == XW_HTML_TEXT)
			text_put(b, t.s, t.len, lines);
		else if (t.kind == XW_HTML_BREAK && lines)
			xw_buf_putc(b, '\n');
		else if (t.kind == XW_HTML_BREAK && b->len > 0 &&
		    b->s[b->len - 1] != ' ')
			xw_buf_putc(b, ' ');
	}
}

/* A line of HTML text as plain text, with a prefix; nothing for NULL. */
static void
plain_line(struct xw_buf *b, const char *prefix, const char *html)
{
	if (html == NULL || html[0] == '\0')
		return;
	xw_buf_puts(b, prefix);
	put_html(b, html, 1);
	xw_buf_putc(b, '\n');
}

/* Each line of the plain text in text (a <br> ends one) wrapped at
   columns on its own, a newline after it; text is taken apart. */
static void
wrap_lines(struct xw_buf *b, struct xw_buf *text, size_t columns)
{
	char *line, *end;

	if (text->s == NULL)
		xw_buf_puts(text, "");
	for (line = text->s; line != NULL; line = end) {
		if ((end = strchr(line, '\n')) != NULL)
			*end++ = '\0';
		xw_text_wrap(b, line, 0, 0, columns);
		xw_buf_putc(b, '\n');
	}
}

/*
 * A paragraph of HTML text (the intro, the notes) as plain text, its
 * words wrapped at columns (0: one line, as it is); nothing for NULL.
 */
void
text_paragraph(struct xw_buf *b, const char *html, size_t columns)
{
	struct xw_buf text = { 0 };

	if (columns == 0 || html == NULL || html[0] == '\0') {
		plain_line(b, "", html);
		return;
	}
	put_html(&text, html, 1);
	if (text.len > 0)
		wrap_lines(b, &text, columns);
	xw_buf_free(&text);
}

/* The fields of the rights line, after sep when the line has begun. */
static void
rights(struct xw_buf *b, size_t start, const char *html)
{
	if (html == NULL || html[0] == '\0')
		return;
	if (b->len > start)
		xw_buf_puts(b, " \u00b7 ");
	put_html(b, html, 0);
}

/* Whether html has text to show. */
static int
given(const char *html)
{
	return html != NULL && html[0] != '\0';
}

/* A line of the credits in text, when shown: wrapped at columns as a
   paragraph's lines are (0: as it is); text is emptied. */
static void
credit_line(struct xw_buf *b, struct xw_buf *text, int shown, size_t columns)
{
	if (shown && columns == 0) {
		xw_buf_add(b, text->s != NULL ? text->s : "", text->len);
		xw_buf_putc(b, '\n');
	} else if (shown)
		wrap_lines(b, text, columns);
	text->len = 0;
	if (text->s != NULL)
		text->s[0] = '\0';
}

void
text_credits(const struct xw_puzzle *p, size_t columns, struct xw_buf *b)
{
	char *const *m = p->meta;
	struct xw_buf text = { 0 };
	size_t start = b->len;

	if (given(m[XW_META_TITLE]))
		put_html(&text, m[XW_META_TITLE], 1);
	credit_line(b, &text, given(m[XW_META_TITLE]), columns);
	if (given(m[XW_META_AUTHOR])) {
		xw_buf_add(&text, "by ", credit_prefix(m[XW_META_AUTHOR],
		    "by "));
		put_html(&text, m[XW_META_AUTHOR], 1);
	}
	if (given(m[XW_META_EDITOR])) {
		if (given(m[XW_META_AUTHOR]))
			xw_buf_puts(&text, ", ");
		xw_buf_add(&text, "edited by ",
		    credit_prefix(m[XW_META_EDITOR], "edited by "));
		put_html(&text, m[XW_META_EDITOR], 1);
	}
	credit_line(b, &text, given(m[XW_META_AUTHOR]) ||
	    given(m[XW_META_EDITOR]), columns);
	rights(&text, 0, m[XW_META_COPYRIGHT]);
	rights(&text, 0, m[XW_META_PUBLISHER]);
	rights(&text, 0, m[XW_META_DATE]);
	credit_line(b, &text, text.len > 0, columns);
	xw_buf_free(&text);
	if (b->len > start)
		xw_buf_putc(b, '\n');
	start = b->len;
	text_paragraph(b, m[XW_META_INTRO], columns);
	text_paragraph(b, m[XW_META_NOTES], columns);
	if (b->len > start)
		xw_buf_putc(b, '\n');
}

void
text_clue_lists(const struct xw_puzzle *p, const struct render_opts *o,
    struct xw_buf *b)
{
	const struct xw_clue *clue;
	struct xw_buf text = { 0 };
	struct shown_list s;
	const char *name, *en;
	int enums = xw_puzzle_shows_enumerations(p);
	size_t i, j, w, lw, most = xw_utf8_width(LABEL_MOST), en_len, fit;

	for (i = 0; i < p->nlists; i++) {
		shown_list(p, i, &s);
		xw_buf_putc(b, '\n');
		lw = list_heading(&s.l, &name);
		text_put(b, name, lw, 0);
		xw_buf_putc(b, '\n');
		/* As on a page: as wide as the widest label up to most,
		   and most when every label is wider. */
		for (w = 1, fit = 0, j = 0; j < s.l.nclues; j++)
			if ((lw = text_shown_width(s.label[j])) <= most) {
				fit++;
				if (lw > w)
					w = lw;
			}
		if (s.l.nclues > 0 && fit == 0)
			w = most;
		for (j = 0; j < s.l.nclues; j++) {
			clue = &s.l.clues[j];
			/* Right-aligned; one wider than w runs on. */
			lw = text_shown_width(s.label[j]);
			xw_buf_printf(b, "%*s", lw < w ? (int)(w + 2 - lw) : 2,
			    "");
			text_put(b, s.label[j], strlen(s.label[j]), 0);
			xw_buf_putc(b, ' ');
			text.len = 0;
			put_html(&text, clue->text, 0);
			en = xw_enumeration_bare(clue->enumeration, &en_len);
			if (enums && en_len > 0) {
				xw_buf_puts(&text, " (");
				text_put(&text, en, en_len, 0);
				xw_buf_putc(&text, ')');
			}
			/* Without a width, the text as it is, blanks and
			   all, as before wrapping was. */
			if (text.len > 0 && o->columns == 0)
				xw_buf_add(b, text.s, text.len);
			else if (text.len > 0)
				xw_text_wrap(b, text.s, (lw > w ? lw : w) + 3,
				    w + 3, o->columns);
			xw_buf_putc(b, '\n');
		}
		shown_list_free(&s);
	}
	xw_buf_free(&text);
}
