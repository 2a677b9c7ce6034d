/* See LICENSE file for copyright and license details. */
/* The HTML of clues, a piece at a time. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "clocale.h"
#include "html.h"
#include "utf8.h"
#include "util.h"

/* The named entities clue writers use; others stay as they are. */
static const struct {
	const char *name;
	uint32_t cp;
} entities[] = {
	{ "amp", '&' }, { "apos", '\'' }, { "copy", 0xa9 },
	{ "gt", '>' }, { "hellip", 0x2026 }, { "ldquo", 0x201c },
	{ "lsquo", 0x2018 }, { "lt", '<' }, { "mdash", 0x2014 },
	{ "nbsp", 0xa0 }, { "ndash", 0x2013 }, { "quot", '"' },
	{ "rdquo", 0x201d }, { "rsquo", 0x2019 }
};

/* The code point of the entity at s ("&amp;"), its length in *n; 0 if
   it is none. */
static uint32_t
entity(const char *s, size_t *n)
{
	unsigned long v = 0;
	size_t i = 1, j;
	int hex;

	if (s[1] == '#') {
		hex = s[2] == 'x' || s[2] == 'X';
		for (i = hex ? 3 : 2; v <= 0x10ffff; i++) {
			if (xw_ascii_isdigit(s[i]))
				v = v * (hex ? 16 : 10) + (unsigned)(s[i] - '0');
			else if (hex && ((s[i] | 0x20) >= 'a' &&
			    (s[i] | 0x20) <= 'f'))
				v = v * 16 + (unsigned)((s[i] | 0x20) - 'a' + 10);
			else
				break;
		}
		if (s[i] != ';' || i == (hex ? 3U : 2U) || v == 0 ||
		    v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
			return 0;
		*n = i + 1;
		return (uint32_t)v;
	}
	while (xw_ascii_isalpha(s[i]) && i < 10)
		i++;
	if (s[i] != ';')
		return 0;
	for (j = 0; j < sizeof(entities) / sizeof(entities[0]); j++)
		if (strlen(entities[j].name) == i - 1 &&
		    strncmp(entities[j].name, s + 1, i - 1) == 0) {
			*n = i + 1;
			return entities[j].cp;
		}
	return 0;
}

/* HTML's white space, which a run of collapses to one space; its line
   feeds break the line (xw_html_line_break), but where a block's tags
   lay the HTML out. */
#define WHITE	" \t\n\f\r"
#define BLANK	" \t\f"

/* The length of the character c at s, as it is or as a character
   reference ("&#10;", "&#xA;"), which HTML reads as the same; or 0. */
static size_t
char_at(const char *s, uint32_t c)
{
	size_t n;

	if ((unsigned char)*s == c)
		return 1;
	if (*s == '&' && entity(s, &n) == c)
		return n;
	return 0;
}

/* The length of the line feed at s, or 0: "\n", "\r\n" or "\r", each
   character as it is or as a reference ("&#13;&#10;"). */
static size_t
line_feed(const char *s)
{
	size_t n = char_at(s, '\r');

	return n > 0 ? n + char_at(s + n, '\n') : char_at(s, '\n');
}

/* The length of the attribute value quoted at s after its '=' and any
   white space ("\"x>y\"", quotes included), which may hold a '>' or a
   '<'; 0 when s is no quote, or the quote is not closed. */
static size_t
quoted(const char *s)
{
	const char *end;

	if ((*s != '"' && *s != '\'') || (end = strchr(s + 1, *s)) == NULL)
		return 0;
	return (size_t)(end - s) + 1;
}

/* The length of the tag at s ("<i>", "</b>", "<br />", "<a title=\"x>y\">"),
   filling t; 0 if s starts no tag. */
static size_t
tag(const char *s, struct xw_html_tok *t)
{
	size_t i = 1, k = 0, q;

	t->kind = XW_HTML_OPEN;
	if (s[i] == '/') {
		t->kind = XW_HTML_CLOSE;
		i++;
	}
	if (!xw_ascii_isalpha(s[i]))
		return 0;
	for (; xw_ascii_isalpha(s[i]) || xw_ascii_isdigit(s[i]); i++)
		if (k < sizeof(t->tag) - 1)
			t->tag[k++] = (char)(s[i] | 0x20);
	t->tag[k] = '\0';
	/* Attributes, or the slash of <br/>, up to the '>' that is not in
	   a quoted value, as a browser reads them. */
	if (s[i] != '>' && s[i] != ' ' && s[i] != '/' && s[i] != '\t' &&
	    s[i] != '\n')
		return 0;
	for (; s[i] != '>'; i++) {
		if (s[i] == '\0' || s[i] == '<')
			return 0;
		if (s[i] == '=') {
			q = i + 1 + strspn(s + i + 1, WHITE);
			if (quoted(s + q) > 0)
				i = q + quoted(s + q) - 1;
		}
	}
	if (strcmp(t->tag, "br") == 0)
		t->kind = XW_HTML_BREAK;
	return i + 1;
}

static int
is_white(uint32_t c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
}

/* Whether tag (a name in lower case) is of a block, which a browser
   sets on lines of its own: a paragraph, a list's item. */
static int
is_block(const char *tag)
{
	static const char *const blocks[] = {
		"blockquote", "dd", "div", "dl", "dt", "h1", "h2", "h3", "h4",
		"h5", "h6", "hr", "li", "ol", "p", "tr", "ul"
	};
	size_t i;

	for (i = 0; i < sizeof(blocks) / sizeof(blocks[0]); i++)
		if (strcmp(tag, blocks[i]) == 0)
			return 1;
	return 0;
}

/* The length of the space, tab or form feed at s, as it is or as a
   character reference ("&#32;"), which HTML reads as the same; or 0. */
static size_t
blank_at(const char *s)
{
	size_t n;
	uint32_t cp = *s == '&' ? entity(s, &n) : (n = 1, (unsigned char)*s);

	return cp != 0 && strchr(BLANK, (int)cp) != NULL ? n : 0;
}

/* What comes at s past white space and tags: the end, text, or (with
   breaks) a line break or a block's tag, which end a line; where it
   comes in *at, when at is not NULL. */
enum ahead { AHEAD_END, AHEAD_TEXT, AHEAD_BREAK };

static enum ahead
what_ahead_at(const char *s, int breaks, const char **at)
{
	struct xw_html_tok t;
	enum ahead ahead;
	size_t n;

	for (;;) {
		s += strspn(s, BLANK);
		if ((n = blank_at(s)) > 0 ||
		    (!breaks && (n = line_feed(s)) > 0)) {
			s += n;
			continue;
		}
		if (*s == '\0')
			ahead = AHEAD_END;
		else if (line_feed(s) > 0)
			ahead = AHEAD_BREAK;
		else if (*s != '<' || (n = tag(s, &t)) == 0)
			ahead = AHEAD_TEXT;
		else if (breaks && (t.kind == XW_HTML_BREAK ||
		    is_block(t.tag)))
			ahead = AHEAD_BREAK;
		else {
			s += n;
			continue;
		}
		if (at != NULL)
			*at = s;
		return ahead;
	}
}

static enum ahead
what_ahead(const char *s, int breaks)
{
	return what_ahead_at(s, breaks, NULL);
}

/* what_ahead(s, 0) for t, which reads on from s: a run of breaks, tags
   or white space is looked through once, not again at each of them. */
static enum ahead
text_ahead(const char *s, struct xw_html_tok *t)
{
	if (t->ahead_at == NULL || s > t->ahead_at)
		t->ahead = what_ahead_at(s, 0, &t->ahead_at) == AHEAD_TEXT;
	return t->ahead ? AHEAD_TEXT : AHEAD_END;
}

/* Whether only white space and tags come before the end of the line at
   s: white space there is not shown. */
static int
line_ends(const char *s)
{
	return what_ahead(s, 1) != AHEAD_TEXT;
}

/* Whether the break t has read (a <br>, a line feed or a block's tag),
   ending at s, ends a line, as it does but before the first text or
   after the last, where it would show an empty line, or a space at a
   line's end. */
static int
break_shows(const char *s, struct xw_html_tok *t)
{
	if (!t->text_seen || text_ahead(s, t) == AHEAD_END)
		return 0;
	t->after_text = t->line_text = 0;
	return 1;
}

size_t
xw_html_entity(const char *s, uint32_t *cp)
{
	size_t n;

	if (*s != '&' || (*cp = entity(s, &n)) == 0)
		return 0;
	return n;
}

enum xw_html_kind
xw_html_next(const char **pos, struct xw_html_tok *t)
{
	const char *s = *pos;
	uint32_t cp;
	size_t n, i, k;

again:
	cp = 0;
	t->s = s;
	t->len = 0;
	t->tag[0] = '\0';
	if (*s == '\0') {
		*pos = s;
		return t->kind = XW_HTML_END;
	}
	if (*s == '<' && (n = tag(s, t)) > 0) {
		/* A <br> and the line feed after it are one break. */
		s += t->kind == XW_HTML_BREAK ? xw_html_line_break(s) : n;
		/*
		 * A block's start or end tag ends a line that has text,
		 * when more text comes (one break between two blocks,
		 * none at the start or end); it is left out elsewhere.
		 */
		if (t->kind != XW_HTML_BREAK && is_block(t->tag)) {
			if (!t->line_text)
				goto again;
			if (text_ahead(s, t) != AHEAD_TEXT) {
				t->line_text = 0;
				goto again;
			}
			t->kind = XW_HTML_BREAK;
			t->block_gap = 1;
		} else if (t->kind == XW_HTML_BREAK) {
			t->block_gap = 0;
		}
		if (t->kind == XW_HTML_BREAK && !break_shows(s, t))
			goto again;
		*pos = s;
		return t->kind;
	}
	t->kind = XW_HTML_TEXT;
	if (*s == '&' && (cp = entity(s, &n)) != 0 && !is_white(cp)) {
		t->len = xw_utf8_encode(cp, t->buf);
		t->s = t->buf;
		t->after_text = t->line_text = t->text_seen = 1;
		t->block_gap = 0;
		*pos = s + n;
		return t->kind;
	}
	/*
	 * A run of white space (a "&#32;" too) is one space, as a browser
	 * shows it: none after a space, at the start, before the end or
	 * around a <br>. A lone ' ' stays in the text it parts.
	 */
	if (cp != 0 || is_white((unsigned char)*s)) {
		/* Spaces before a line feed ("&#10;" too) end its line: not
		   shown. */
		i = cp != 0 ? 0 : strspn(s, BLANK);
		if (!t->block_gap && (k = line_feed(s + i)) > 0) {
			s += i + k;
			if (!break_shows(s, t))
				goto again;
			*pos = s;
			return t->kind = XW_HTML_BREAK;
		}
		n = cp != 0 ? n : strspn(s, t->block_gap ? WHITE : BLANK);
		if (!t->after_text || line_ends(s + n)) {
			s += n;
			goto again;
		}
		if (cp != 0 || n > 1 || *s != ' ') {
			t->s = " ";
			t->len = 1;
			t->after_text = 0;
			*pos = s + n;
			return t->kind;
		}
	}
	/* Text up to the next '<' or '&' after the first byte, or to
	   white space that is not one ' ' before more text. */
	for (i = 1; s[i] != '\0' && s[i] != '<' && s[i] != '&'; i++)
		if (is_white((unsigned char)s[i]) && (s[i] != ' ' ||
		    is_white((unsigned char)s[i + 1]) || s[i + 1] == '\0' ||
		    ((s[i + 1] == '<' || s[i + 1] == '&') &&
		    line_ends(s + i + 1))))
			break;
	t->len = i;
	t->after_text = s[i - 1] != ' ';
	t->line_text = t->text_seen = 1;
	t->block_gap = 0;
	*pos = s + i;
	return t->kind;
}

size_t
xw_html_break(const char *s)
{
	struct xw_html_tok t;
	size_t n;

	if (*s != '<' || (n = tag(s, &t)) == 0 || t.kind != XW_HTML_BREAK)
		return 0;
	return n;
}

size_t
xw_html_line_break(const char *s)
{
	size_t n = xw_html_break(s);

	return n + line_feed(s + n);
}

size_t
xw_html_tag(const char *s)
{
	char name[16];

	return xw_html_tag_name(s, name);
}

size_t
xw_html_tag_name(const char *s, char name[16])
{
	struct xw_html_tok t;
	size_t n;

	if (*s != '<' || (n = tag(s, &t)) == 0 || t.kind == XW_HTML_BREAK)
		return 0;
	memcpy(name, t.tag, sizeof(t.tag));
	return n;
}

char *
xw_html_lines(const char *s)
{
	struct xw_buf b = { 0 };
	size_t n, k;

	xw_buf_add(&b, "", 0);
	while (*s != '\0') {
		n = strcspn(s, "\r\n");
		xw_buf_add(&b, s, n);
		s += n;
		if (*s == '\0')
			break;
		/* No second break after a <br> the line ends in. */
		for (k = 1; k <= 6 && k <= b.len && b.s[b.len - k] != '<'; k++)
			;
		if (k > 6 || k > b.len || xw_html_break(b.s + b.len - k) != k)
			xw_buf_puts(&b, "<br>");
		n = s[0] == '\r' && s[1] == '\n' ? 2 : 1;
		xw_buf_add(&b, s, n);
		s += n;
	}
	return xw_buf_take(&b);
}

char *
xw_html_unblock(const char *s)
{
	struct xw_buf b = { 0 };
	struct xw_html_tok t;
	const char *block = NULL, *c;
	size_t n;
	int text = 0, pending = 0;

	/* A tag is passed whole: a quoted value may hold "<p>". */
	for (c = s; (c = strchr(c, '<')) != NULL; c += n > 0 ? n : 1)
		if ((n = tag(c, &t)) > 0 && t.kind != XW_HTML_BREAK &&
		    is_block(t.tag)) {
			block = c;
			break;
		}
	if (block == NULL)
		return NULL;
	xw_buf_add(&b, s, (size_t)(block - s));
	/* Text before the first block, up to a <br> it ends in. */
	for (c = s; c < block; c++)
		if (*c == '<' && (n = tag(c, &t)) > 0) {
			if (t.kind == XW_HTML_BREAK)
				text = 0;
			c += n - 1;
		} else if (!is_white((unsigned char)*c)) {
			text = 1;
		}
	for (s = block; *s != '\0'; ) {
		if (*s == '<' && (n = tag(s, &t)) > 0) {
			if (t.kind == XW_HTML_BREAK)
				text = pending = 0;
			else if (is_block(t.tag)) {
				pending = text;
				s += n;
				continue;
			}
			xw_buf_add(&b, s, n);
			s += n;
			continue;
		}
		/* White space between blocks is the break, not beside it. */
		if (is_white((unsigned char)*s)) {
			if (!pending)
				xw_buf_add(&b, s, 1);
			s++;
			continue;
		}
		if (pending)
			xw_buf_puts(&b, "<br>");
		pending = 0;
		text = 1;
		xw_buf_add(&b, s++, 1);
	}
	return xw_buf_take(&b);
}

/* The length of the run at s of line breaks, white space and tags, and
   in *first its first line break, NULL when it holds none. */
static size_t
break_run(const char *s, const char **first)
{
	struct xw_html_tok t;
	const char *c = s;
	size_t n;

	*first = NULL;
	for (;; c += n)
		if ((n = xw_html_line_break(c)) > 0) {
			if (*first == NULL)
				*first = c;
		} else if ((n = blank_at(c)) == 0 &&
		    (*c != '<' || (n = tag(c, &t)) == 0)) {
			return (size_t)(c - s);
		}
}

char *
xw_html_one_line(const char *html)
{
	struct xw_buf b = { 0 };
	struct xw_html_tok t;
	char *unblocked = xw_html_unblock(html);
	const char *s = unblocked != NULL ? unblocked : html, *first, *c;
	size_t n, k;
	int text = 0;

	/* Without a tag, a reference or a line feed there is no break:
	   most clues, as they are. */
	if (strpbrk(html, "<&\n\r") == NULL)
		return NULL;
	xw_buf_add(&b, "", 0);
	while (*s != '\0') {
		/* Text up to where a run may start (break_run): a tag, a
		   reference or white space. */
		if ((n = strcspn(s, "<&" BLANK "\n\r")) > 0 ||
		    (n = break_run(s, &first)) == 0) {
			/* At least a byte: a run starts at none of an
			   entity's or a character's other bytes. */
			n += n == 0;
			xw_buf_add(&b, s, n);
			s += n;
			text = 1;
			continue;
		}
		if (first == NULL) {
			/* White space and tags alone are as written. */
			xw_buf_add(&b, s, n);
			s += n;
			continue;
		}
		/* With a break, the run's white space and breaks are one
		   <br> between two pieces of text, none at the ends, as
		   a break shows on the page; its tags stay. */
		for (c = s; c < s + n; c += k) {
			if (c == first && text && s[n] != '\0')
				xw_buf_puts(&b, "<br>");
			if ((k = xw_html_line_break(c)) == 0 &&
			    (k = blank_at(c)) == 0) {
				k = tag(c, &t);
				xw_buf_add(&b, c, k);
			}
		}
		s += n;
	}
	free(unblocked);
	return xw_buf_take(&b);
}

/* Append the line feed s[0..n) (line_feed) as the characters it is:
   "&#13;&#10;" as "\r\n". */
static void
put_line_feed(struct xw_buf *b, const char *s, size_t n)
{
	size_t k;

	for (; n > 0; s += k, n -= k) {
		if ((k = char_at(s, '\r')) > 0) {
			xw_buf_putc(b, '\r');
		} else {
			k = char_at(s, '\n');
			xw_buf_putc(b, '\n');
		}
	}
}

char *
xw_html_text(const char *html, int one_line)
{
	struct xw_buf b = { 0 };
	char *unblocked = xw_html_unblock(html);
	const char *s = unblocked != NULL ? unblocked : html;
	size_t k, br;
	uint32_t cp;
	char u[4];

	xw_buf_add(&b, "", 0);
	while (*s != '\0') {
		if ((k = xw_html_line_break(s)) > 0) {
			/* One break, on one line too: one space, not two; a
			   line feed as written ("\r\n", "&#10;" '\n'), a
			   <br> alone '\n'. */
			br = xw_html_break(s);
			if (!one_line && k > br)
				put_line_feed(&b, s + br, k - br);
			else
				xw_buf_putc(&b, one_line ? ' ' : '\n');
			s += k;
			continue;
		} else if ((k = xw_html_entity(s, &cp)) > 0) {
			s += k;
		} else if ((k = xw_html_tag(s)) > 0) {
			s += k;
			continue;
		} else if (one_line && *s == '\t') {
			s++;
			cp = ' ';
		} else {
			/* Text as written, up to what may not be. */
			k = 1 + strcspn(s + 1, "&<\n\r\t");
			xw_buf_add(&b, s, k);
			s += k;
			continue;
		}
		if (one_line && (cp == '\n' || cp == '\r' || cp == '\t'))
			cp = ' ';
		xw_buf_add(&b, u, xw_utf8_encode(cp, u));
	}
	free(unblocked);
	return xw_buf_take(&b);
}

char *
xw_html_plain(const char *html)
{
	struct xw_buf b = { 0 };
	struct xw_html_tok t = { 0 };

	while (xw_html_next(&html, &t) != XW_HTML_END) {
		if (t.kind == XW_HTML_TEXT)
			xw_buf_add(&b, t.s, t.len);
		else if (t.kind == XW_HTML_BREAK && b.len > 0 &&
		    b.s[b.len - 1] != ' ')
			xw_buf_putc(&b, ' ');
	}
	return xw_buf_take(&b);
}

void
xw_html_put_text(struct xw_buf *b, const char *s)
{
	struct xw_html_tok t;
	size_t n;

	/*
	 * Read as xw_html_next reads, but a byte at a time, not a token:
	 * its tokens collapse white space, which text put keeps.
	 */
	while (*s != '\0') {
		if (*s == '<' && (n = tag(s, &t)) > 0) {
			/* A tag: its '<', '>' and '&' escaped. */
			for (; n > 0; n--, s++)
				if (*s == '<')
					xw_buf_puts(b, "&lt;");
				else if (*s == '>')
					xw_buf_puts(b, "&gt;");
				else if (*s == '&')
					xw_buf_puts(b, "&amp;");
				else
					xw_buf_add(b, s, 1);
		} else if (*s == '&' && entity(s, &n) != 0) {
			xw_buf_puts(b, "&amp;");
			s++;
		} else {
			xw_buf_add(b, s++, 1);
		}
	}
	xw_buf_add(b, "", 0);
}

char *
xw_html_escape(const char *s, size_t n)
{
	struct xw_buf b = { 0 };
	char *text = xw_estrndup(s, n);

	xw_html_put_text(&b, text);
	free(text);
	return xw_buf_take(&b);
}
