/* See LICENSE file for copyright and license details. */
/*
 * Text from the puzzle as pango sets it: clue HTML as pango markup, and
 * the characters that pango would draw badly, or cairo refuse, replaced.
 */
#include <string.h>

#include "html.h"
#include "page.h"
#include "utf8.h"
#include "util.h"

/* The bytes of the combining marks at s[0..n). */
static size_t
marks_at(const char *s, size_t n)
{
	size_t i = 0, k;
	uint32_t cp;

	while (i < n && (k = xw_utf8_decode(s + i, n - i, &cp)) != 0 &&
	    xw_is_mark(cp))
		i += k;
	return i;
}

/*
 * A control character (bad input: a title or clue with an escape or a
 * NUL from a broken file) is set as U+FFFD, as the terminal picture sets
 * it, not as the box of its hex code that pango draws; so is a
 * noncharacter (U+FFFE), which cairo refuses in a PDF, and the rest of
 * the page with it.
 */
void
plain_text(struct xw_buf *b, const char *s, size_t n)
{
	size_t i, k, m;
	uint32_t cp;

	for (i = 0; i < n; i += k) {
		if ((k = xw_utf8_decode(s + i, n - i, &cp)) != 0 &&
		    (xw_is_control(cp) || xw_is_nonchar(cp)))
			xw_buf_puts(b, "\uFFFD");
		else if (cp == ' ' &&
		    (m = marks_at(s + i + 1, n - i - 1)) > 0) {
			/* A mark on a space (a strike through the gap
			   between struck words): pango may break the line
			   between them, and the mark stood alone at the
			   start of the next, drawn left of it. On a no-break
			   space, the break after it. */
			xw_buf_puts(b, "\u00A0");
			xw_buf_add(b, s + i + 1, m);
			xw_buf_puts(b, "\u200B");
			k += m;
		} else
			xw_buf_add(b, s + i, k = k != 0 ? k : 1);
	}
}

void
markup_text(struct xw_buf *b, const char *s, size_t n)
{
	struct xw_buf t = { 0 };
	char *m;

	plain_text(&t, s, n);
	m = g_markup_escape_text(t.s != NULL ? t.s : "", (gssize)t.len);
	xw_buf_puts(b, m);
	g_free(m);
	xw_buf_free(&t);
}

/* The pango tag for an HTML tag that sets text apart, or NULL. */
static const char *
pango_tag(const char *html)
{
	static const char *const map[][2] = {
		{ "b", "b" }, { "strong", "b" }, { "i", "i" }, { "em", "i" },
		{ "u", "u" }, { "s", "s" }, { "strike", "s" }, { "del", "s" },
		{ "sub", "sub" }, { "sup", "sup" }
	};
	size_t i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (strcmp(html, map[i][0]) == 0)
			return map[i][1];
	return NULL;
}


void
markup_html(struct xw_buf *b, const char *html)
{
	const char *open[32], *tag;
	struct xw_html_tok t = { 0 };
	int depth = 0, j;

	while (xw_html_next(&html, &t) != XW_HTML_END) {
		switch (t.kind) {
		case XW_HTML_TEXT:
			/* White space comes collapsed: no newline, which
			   would break a line, nor tab, set at a tab stop. */
			markup_text(b, t.s, t.len);
			break;
		case XW_HTML_BREAK:
			xw_buf_puts(b, LINE_BREAK);
			break;
		case XW_HTML_OPEN:
			if ((tag = pango_tag(t.tag)) == NULL || depth == 32)
				break;
			open[depth++] = tag;
			xw_buf_printf(b, "<%s>", tag);
			break;
		case XW_HTML_CLOSE:
			/* Closing an outer tag closes those inside it. */
			if ((tag = pango_tag(t.tag)) == NULL)
				break;
			for (j = depth - 1; j >= 0 && open[j] != tag; j--)
				;
			while (j >= 0 && depth > j)
				xw_buf_printf(b, "</%s>", open[--depth]);
			break;
		case XW_HTML_END:
			break;
		}
	}
	while (depth > 0)
		xw_buf_printf(b, "</%s>", open[--depth]);
}
