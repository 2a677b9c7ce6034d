/* See LICENSE file for copyright and license details. */
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "clocale.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

size_t
xw_bom_len(const char *buf, size_t len)
{
	return len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
}

const char *
xw_iconv_1252_hint(int bom)
{
	if (bom)
		return " after its UTF-8 byte order mark: drop the mark (its "
		    "first 3 bytes, tail -c +4) and convert it with "
		    XW_ICONV_1252;
	return ": convert it with " XW_ICONV_1252;
}

char *
xw_text_from_1252(const char *buf, size_t len, size_t *n)
{
	struct xw_error e;

	if (xw_utf8_check(buf, len) == len)
		return NULL;
	return xw_text_utf8(buf, len, xw_cp1252_decode, "", n, &e);
}

const char *
xw_text_1252_hint(const char *buf, size_t len)
{
	char *text;
	size_t n;

	if ((text = xw_text_from_1252(buf, len, &n)) == NULL)
		return NULL;
	free(text);
	return xw_iconv_1252_hint(xw_bom_len(buf, len) > 0);
}

int
xw_text_check(const char *buf, size_t len, const char *name,
    struct xw_error *e)
{
	size_t bad = xw_utf8_check(buf, len);
	const char *nul = memchr(buf, '\0', bad), *hint;
	long line, col;

	/* A NUL is valid UTF-8, but json-c and the C strings of the model
	   would end the text there, and the rest would go unread. */
	if (nul != NULL)
		bad = (size_t)(nul - buf);
	if (bad == len)
		return 0;
	xw_linecol(buf, bad, &line, &col);
	if (nul != NULL)
		return xw_seterr(e, XW_ERR_SYNTAX, name, line, col, "%s",
		    "NUL byte in a text file");
	/* An .xd or .ipuz saved in an old code page: its é is a letter
	   to its user, as a text grid's and a word list's is. */
	if ((hint = xw_text_1252_hint(buf, len)) != NULL)
		return xw_seterr(e, XW_ERR_SYNTAX, name, line, col, "invalid "
		    "UTF-8: the file may be Latin-1 or Windows-1252 text%s",
		    hint);
	return xw_seterr(e, XW_ERR_SYNTAX, name, line, col, "invalid UTF-8");
}

const char *
xw_utf16_bom(const char *buf, size_t len)
{
	if (len >= 2 && memcmp(buf, "\xff\xfe", 2) == 0)
		return "UTF-16LE";
	if (len >= 2 && memcmp(buf, "\xfe\xff", 2) == 0)
		return "UTF-16BE";
	return NULL;
}

char *
xw_utf16_to_utf8(const char *buf, size_t len, const char *name,
    size_t *outlen, struct xw_error *e)
{
	const unsigned char *u = (const unsigned char *)buf;
	const char *enc = xw_utf16_bom(buf, len);
	int be = enc != NULL && strcmp(enc, "UTF-16BE") == 0;
	size_t i, o = 0;
	uint32_t cp, lo;
	char *out;

	if (enc == NULL) {
		xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "no UTF-16 byte order "
		    "mark");
		return NULL;
	}
	if (len % 2 != 0) {
		xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "not %s text: an odd "
		    "number of bytes", enc);
		return NULL;
	}
	/* A unit is at most 3 bytes of UTF-8, a pair of units 4. */
	out = xw_emalloc(len / 2 * 3 + 1);
	for (i = 2; i < len; i += 2) {
		cp = be ? (uint32_t)u[i] << 8 | u[i + 1] :
		    (uint32_t)u[i + 1] << 8 | u[i];
		if (cp >= 0xd800 && cp <= 0xdbff && i + 3 < len) {
			lo = be ? (uint32_t)u[i + 2] << 8 | u[i + 3] :
			    (uint32_t)u[i + 3] << 8 | u[i + 2];
			if (lo >= 0xdc00 && lo <= 0xdfff) {
				cp = 0x10000 + ((cp - 0xd800) << 10) +
				    (lo - 0xdc00);
				i += 2;
			}
		}
		if (cp == 0 || (cp >= 0xd800 && cp <= 0xdfff)) {
			free(out);
			xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "not %s text: "
			    "%s at byte %zu", enc, cp == 0 ? "a NUL" :
			    "a lone surrogate", i);
			return NULL;
		}
		o += xw_utf8_encode(cp, out + o);
	}
	out[o] = '\0';
	*outlen = o;
	return out;
}

void
xw_text_init(struct xw_text *t, const char *buf, size_t len, unsigned flags)
{
	size_t bom = xw_bom_len(buf, len);

	t->buf = buf + bom;
	t->len = len - bom;
	t->off = 0;
	t->no = 0;
	t->flags = flags;
}

int
xw_text_next(struct xw_text *t, struct xw_line *l)
{
	const char *s, *end, *nl;
	size_t left = t->len - t->off;

	if (t->off >= t->len)
		return 0;
	s = t->buf + t->off;
	if (t->flags & XW_TEXT_CR) {
		for (nl = s; nl < s + left && *nl != '\n' && *nl != '\r'; nl++)
			;
		if (nl == s + left)
			nl = NULL;
	} else {
		nl = memchr(s, '\n', left);
	}
	end = nl != NULL ? nl : s + left;
	t->off += (size_t)(end - s) + (nl != NULL);
	if (nl != NULL && *nl == '\r' && t->off < t->len &&
	    t->buf[t->off] == '\n')
		t->off++;
	else if (nl != NULL && *nl == '\n' && end > s && end[-1] == '\r')
		end--;
	l->s = l->start = s;
	l->n = (size_t)(end - s);
	l->no = ++t->no;
	return 1;
}

int
xw_text_lines(struct xw_text *t, const char *name, struct xw_line **lines,
    size_t *n, struct xw_error *e)
{
	struct xw_line l, *v = NULL;
	size_t cap = 0;

	*n = 0;
	while (xw_text_next(t, &l)) {
		if (l.n > (size_t)XW_MAX_STRING) {
			free(v);
			*n = 0;
			return xw_line_fail(e, XW_ERR_LIMIT, name, &l, NULL,
			    "line longer than %ld bytes", XW_MAX_STRING);
		}
		if (*n == cap) {
			cap = cap != 0 ? 2 * cap : 64;
			v = xw_ereallocarray(v, cap, sizeof(*v));
		}
		v[(*n)++] = l;
	}
	*lines = v;
	return 0;
}

int
xw_isblank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' ||
	    c == '\f';
}

const char *
xw_trim(const char *s, size_t *n)
{
	while (*n > 0 && xw_isblank((unsigned char)*s)) {
		s++;
		(*n)--;
	}
	while (*n > 0 && xw_isblank((unsigned char)s[*n - 1]))
		(*n)--;
	return s;
}

struct xw_line
xw_line_trim(struct xw_line l)
{
	l.s = xw_trim(l.s, &l.n);
	return l;
}

int
xw_word_is(const char *s, size_t n, const char *word)
{
	/* Of word's length first: a NUL in s then differs from word. */
	return strlen(word) == n && xw_ascii_ncasecmp(s, word, n) == 0;
}

long
xw_line_col(const struct xw_line *l, const char *at)
{
	const char *p;
	long col = 1;

	for (p = l->start != NULL ? l->start : l->s; p < at; p++)
		col += ((unsigned char)*p & 0xc0) != 0x80;
	return col;
}

int
xw_line_vfail(struct xw_error *e, enum xw_errcode code, const char *name,
    const struct xw_line *l, const char *at, const char *fmt, va_list ap)
{
	return xw_vseterr(e, code, name, l != NULL ? l->no : 0, l != NULL &&
	    at != NULL ? xw_line_col(l, at) : 0, fmt, ap);
}

int
xw_line_fail(struct xw_error *e, enum xw_errcode code, const char *name,
    const struct xw_line *l, const char *at, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	xw_line_vfail(e, code, name, l, at, fmt, ap);
	va_end(ap);
	return -1;
}

/*
 * The line of text[0..off) that byte off (no line end) is on, its lines
 * cut as the readers of old text cut them (XW_TEXT_CR): a CR, a CR LF
 * or an LF ends one, so that a place is given as their messages give it.
 */
static struct xw_line
line_at(const char *text, size_t off)
{
	struct xw_text t;
	struct xw_line l = { text, 0, 1, text };

	xw_text_init(&t, text, off, XW_TEXT_CR);
	while (xw_text_next(&t, &l) && t.off < off)
		;
	/* A line that ends just before off leaves it on the next. */
	if (l.s + l.n < text + off) {
		l.s = l.start = text + off;
		l.n = 0;
		l.no++;
	}
	return l;
}

char *
xw_text_utf8(const char *buf, size_t len,
    uint32_t (*legacy)(unsigned char, int *), const char *name,
    size_t *outlen, struct xw_error *e)
{
	size_t bom = xw_bom_len(buf, len), i, k, o = 0;
	int utf8 = xw_utf8_check(buf, len) == len, defined = 1;
	char *out = xw_emalloc(utf8 ? len + 1 : 3 * len + 1);
	struct xw_line l;
	uint32_t cp;

	for (i = bom; i < len; i += k) {
		if (utf8) {
			k = xw_utf8_decode(buf + i, len - i, &cp);
		} else {
			k = 1;
			cp = legacy((unsigned char)buf[i], &defined);
		}
		/* The place in the text as read: it has one character a
		   byte, or is what it was. */
		if (!defined || (cp < 0x20 && cp != '\t' && cp != '\n' &&
		    cp != '\r') || cp == 0x7f || (cp >= 0x80 && cp < 0xa0)) {
			l = line_at(out, o);
			xw_line_fail(e, XW_ERR_SYNTAX, name, &l, out + o,
			    !defined ? "byte 0x%02x is not text" : "control "
			    "character U+%04X in the text", !defined ?
			    (unsigned)(unsigned char)buf[i] : (unsigned)cp);
			free(out);
			return NULL;
		}
		o += xw_utf8_encode(cp, out + o);
	}
	out[o] = '\0';
	*outlen = o;
	return out;
}

int
xw_text_utf8_lines(const char *buf, size_t len,
    uint32_t (*legacy)(unsigned char, int *), const char *name, char **text,
    struct xw_line **lines, size_t *n, struct xw_error *e)
{
	struct xw_text t;
	size_t tlen;

	*lines = NULL;
	if ((*text = xw_text_utf8(buf, len, legacy, name, &tlen, e)) == NULL)
		return -1;
	xw_text_init(&t, *text, tlen, XW_TEXT_CR);
	if (xw_text_lines(&t, name, lines, n, e) == 0)
		return 0;
	free(*text);
	*text = NULL;
	return -1;
}

/*
 * Whether the character at s may not start a line: the closing marks
 * and small kana of Japanese and Chinese line breaking (、 。 」 ） っ),
 * which stay with the character before them.
 */
static int
no_line_start(const char *s)
{
	static const uint32_t marks[] = {
		0x3001, 0x3002, 0x3009, 0x300b, 0x300d, 0x300f, 0x3011, 0x3015,
		0x3017, 0x3019, 0x301b, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049,
		0x3063, 0x3083, 0x3085, 0x3087, 0x308e, 0x309b, 0x309c, 0x309d,
		0x309e, 0x30a1, 0x30a3, 0x30a5, 0x30a7, 0x30a9, 0x30c3, 0x30e3,
		0x30e5, 0x30e7, 0x30ee, 0x30f5, 0x30f6, 0x30fb, 0x30fc, 0x30fd,
		0x30fe, 0xff01, 0xff09, 0xff0c, 0xff0e, 0xff1a, 0xff1b, 0xff1f,
		0xff3d, 0xff5d, 0xff61, 0xff63, 0xff64
	};
	uint32_t cp;
	size_t i;

	if (xw_utf8_decode(s, strlen(s), &cp) == 0)
		return 0;
	for (i = 0; i < sizeof(marks) / sizeof(marks[0]); i++)
		if (marks[i] == cp)
			return 1;
	return 0;
}

/*
 * The bytes of word that fill at most n columns, as xw_utf8_cut, but
 * one character (xw_utf8_cluster) fewer when the next may not start a
 * line (no_line_start) and one is left.
 */
static size_t
line_cut(const char *word, size_t n, size_t *w)
{
	size_t k = xw_utf8_cut(word, n, w), back = 0, at, len, cw = 0;

	if (k == 0 || word[k] == '\0' || !no_line_start(word + k))
		return k;
	for (at = 0; at < k; at += len) {
		back = at;
		len = xw_utf8_cluster(word + at, k - at, &cw);
	}
	if (back == 0 || cw == 0)
		return k;
	*w -= cw;
	return back;
}

void
xw_text_wrap(struct xw_buf *b, char *text, size_t col, size_t indent,
    size_t width)
{
	size_t w, k, kw;
	char *word, *next;
	int first = 1;

	for (word = text; word != NULL; word = next) {
		if ((next = strchr(word, ' ')) != NULL)
			*next++ = '\0';
		if (*word == '\0')
			continue;
		w = xw_utf8_width(word);
		if (!first && col + 1 + w > width) {
			xw_buf_printf(b, "\n%*s", (int)indent, "");
			col = indent;
			first = 1;
		}
		if (!first) {
			xw_buf_putc(b, ' ');
			col++;
		}
		/* A word wider than a line is broken where the line ends:
		   left whole, the first would run past the edge, or leave
		   what stands before it (a clue's number) alone. A line
		   takes a character at least, however narrow; with no
		   room past the indent, words are left whole. */
		while (*word != '\0' && col + w > width && width > indent) {
			k = line_cut(word, width > col ? width - col : 0,
			    &kw);
			if (k == 0)
				k = xw_utf8_cut(word, 2, &kw);
			xw_buf_add(b, word, k);
			word += k;
			w -= kw;
			xw_buf_printf(b, "\n%*s", (int)indent, "");
			col = indent;
		}
		xw_buf_puts(b, word);
		col += w;
		first = 0;
	}
}
