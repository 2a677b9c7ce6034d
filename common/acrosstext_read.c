/* See LICENSE file for copyright and license details. */
/*
 * The Across Lite text reader (formats.md, puzpy-txt): v1 files start
 * with <ACROSS PUZZLE>, v2 files with <ACROSS PUZZLE V2> and may add a
 * <REBUS> section of marker lines ("1:STAR:S") and the MARK flag, which
 * circles every lower-case letter of the grid.
 *
 * The file is UTF-8 when it is valid UTF-8 (a BOM is skipped), else
 * Windows-1252, which is what Across Lite writes on Windows. Line ends
 * may be LF, CR LF or CR alone (old Macintosh files). Section tags and
 * their contents may be indented; blank lines are skipped everywhere but
 * in the notepad. Sections may come in any order after the header, each
 * at most once.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acrosstext.h"
#include "clocale.h"
#include "grid.h"
#include "html.h"
#include "ipuz.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

/* As many as a .puz rebus table holds. */
#define MAX_MARKERS	254

enum {
	S_TITLE, S_AUTHOR, S_COPYRIGHT, S_SIZE, S_GRID, S_REBUS, S_ACROSS,
	S_DOWN, S_NOTEPAD, S_N
};

static const char *const secnames[S_N] = {
	"TITLE", "AUTHOR", "COPYRIGHT", "SIZE", "GRID", "REBUS", "ACROSS",
	"DOWN", "NOTEPAD"
};

/* A section: its tag's line (NULL when absent) and the lines after it. */
struct section {
	const struct xw_line *tag;
	size_t first, n;	/* lines[first .. first + n) */
};

/* A <REBUS> marker line: cells marked cp hold text. */
struct marker {
	uint32_t cp;
	char *text;
};

struct reader {
	const char *name;
	struct xw_error *e;
	char *text;			/* the file as UTF-8 */
	size_t len;
	struct xw_line *lines;		/* of text, untrimmed */
	size_t nlines;
	struct section secs[S_N];
	int v2, mark, diagramless;
	int width, height;
	struct marker *markers;
	size_t nmarkers;
	unsigned char ascii[128];	/* index + 1 of an ASCII marker */
	struct xw_puzzle *p;
};

/*
 * Line and column of buf[off] (a byte that ends no line) in buf[0..len),
 * split as the text is: the column in characters when the text is UTF-8,
 * else in bytes.
 */
static void
locate(const char *buf, size_t len, size_t off, int utf8, long *line,
    long *col)
{
	struct xw_text t;
	struct xw_line l = { buf, 0, 1, buf };
	const char *p;

	xw_text_init(&t, buf, len, XW_TEXT_CR);
	while (xw_text_next(&t, &l) && l.s + l.n <= buf + off)
		;
	*line = l.no;
	for (*col = 1, p = l.s; p < buf + off; p++)
		*col += !utf8 || ((unsigned char)*p & 0xc0) != 0x80;
}

/*
 * The file as UTF-8 text in rd->text, its byte order mark (if any) kept
 * for the text kit to pass over; controls other than line ends and tabs
 * are refused.
 */
static int
decode(struct reader *rd, const char *buf, size_t len)
{
	const unsigned char *u = (const unsigned char *)buf;
	size_t bom = xw_bom_len(buf, len), i, k, o;
	uint32_t cp;
	long line, col;
	int utf8, defined;

	/* DOS editors end a file with ^Z. */
	if (len > bom && buf[len - 1] == 0x1a)
		len--;
	utf8 = xw_utf8_check(buf, len) == len;
	rd->text = xw_emalloc(utf8 ? len + 1 : 3 * len + 1);
	memcpy(rd->text, buf, bom);
	for (i = o = bom; i < len; i += k) {
		if (utf8) {
			k = xw_utf8_decode(buf + i, len - i, &cp);
		} else {
			k = 1;
			cp = xw_cp1252_decode(u[i], &defined);
			if (!defined) {
				locate(buf, len, i, 0, &line, &col);
				return xw_seterr(rd->e, XW_ERR_SYNTAX, rd->name,
				    line, col, "byte 0x%02x is neither UTF-8 "
				    "nor Windows-1252 text", u[i]);
			}
		}
		if (xw_is_control(cp)) {
			locate(buf, len, i, utf8, &line, &col);
			return xw_seterr(rd->e, XW_ERR_SYNTAX, rd->name, line,
			    col, "control character U+%04X in the text",
			    (unsigned)cp);
		}
		o += xw_utf8_encode(cp, rd->text + o);
	}
	rd->text[o] = '\0';
	rd->len = o;
	return 0;
}

/* Split rd->text at LF, CR LF and CR. */
static int
split(struct reader *rd)
{
	struct xw_text t;

	xw_text_init(&t, rd->text, rd->len, XW_TEXT_CR);
	return xw_text_lines(&t, rd->name, &rd->lines, &rd->nlines, rd->e);
}

/*
 * Whether the trimmed line t is a tag, "<NAME>" with letters, digits and
 * spaces inside; then *name, *n are its name.
 */
static int
is_tag(struct xw_line t, const char **name, size_t *n)
{
	size_t i;
	char c;

	if (t.n < 3 || t.s[0] != '<' || t.s[t.n - 1] != '>')
		return 0;
	for (i = 1; i < t.n - 1; i++) {
		c = t.s[i];
		if (!xw_ascii_isalnum(c) && c != ' ')
			return 0;
	}
	*name = t.s + 1;
	*n = t.n - 2;
	return 1;
}

/* The section the tag names, S_N for a header, or -1. */
static int
section_of(const char *name, size_t n)
{
	int i;

	for (i = 0; i < S_N; i++)
		if (xw_word_is(name, n, secnames[i]))
			return i;
	if (xw_word_is(name, n, "ACROSS PUZZLE") ||
	    xw_word_is(name, n, "ACROSS PUZZLE V2"))
		return S_N;
	return -1;
}

static int
is_blank(const struct xw_line *l)
{
	return xw_line_trim(*l).n == 0;
}

/* The header, then each section's lines. */
static int
find_sections(struct reader *rd)
{
	struct section *cur = NULL;
	const struct xw_line *l;
	const char *name;
	char q[XW_SHOWN_SIZE(40)];
	size_t i, n;
	int s;

	for (i = 0; i < rd->nlines && is_blank(&rd->lines[i]); i++)
		;
	if (i == rd->nlines)
		return xw_seterr(rd->e, XW_ERR_FORMAT, rd->name, 0, 0,
		    "missing <ACROSS PUZZLE> header: the file is blank");
	l = &rd->lines[i];
	if (!is_tag(xw_line_trim(*l), &name, &n) || section_of(name, n) != S_N)
		return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l, NULL,
		    "missing <ACROSS PUZZLE> or <ACROSS PUZZLE V2> header");
	rd->v2 = xw_word_is(name, n, "ACROSS PUZZLE V2");
	for (i++; i < rd->nlines; i++) {
		l = &rd->lines[i];
		/* The notepad keeps lines that look like other tags. */
		if (!is_tag(xw_line_trim(*l), &name, &n) ||
		    ((s = section_of(name, n)) < 0 &&
		    cur == &rd->secs[S_NOTEPAD])) {
			if (cur != NULL)
				cur->n++;
			else if (!is_blank(l))
				return xw_line_fail(rd->e, XW_ERR_SYNTAX,
				    rd->name, l, NULL, "text before the first "
				    "section");
			continue;
		}
		if (s < 0)
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l,
			    NULL, "unknown section <%s>",
			    xw_utf8_shown(name, n, 40, q, sizeof(q)));
		if (s == S_N)
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l,
			    NULL, "second header <%s>",
			    xw_utf8_shown(name, n, 40, q, sizeof(q)));
		if (s == S_REBUS && !rd->v2)
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l,
			    NULL, "<REBUS> needs the v2 header "
			    "<ACROSS PUZZLE V2>");
		cur = &rd->secs[s];
		if (cur->tag != NULL)
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l,
			    NULL, "second <%s> section: the first is on line "
			    "%ld", secnames[s], cur->tag->no);
		cur->tag = l;
		cur->first = i + 1;
	}
	for (s = 0; s < S_N; s++)
		if (rd->secs[s].tag == NULL && (s == S_SIZE || s == S_GRID ||
		    s == S_ACROSS || s == S_DOWN))
			return xw_seterr(rd->e, XW_ERR_SYNTAX, rd->name, 0, 0,
			    "missing <%s> section", secnames[s]);
	return 0;
}

/* The non-blank lines of section s, trimmed, in *out (caller frees). */
static size_t
content(struct reader *rd, int s, struct xw_line **out)
{
	const struct section *sec = &rd->secs[s];
	struct xw_line t;
	size_t i, n = 0;

	*out = xw_ereallocarray(NULL, sec->n + 1, sizeof(**out));
	for (i = 0; i < sec->n; i++)
		if ((t = xw_line_trim(rd->lines[sec->first + i])).n > 0)
			(*out)[n++] = t;
	return n;
}

/* The one line of section s as a new string, or NULL when blank. */
static int
one_line(struct reader *rd, int s, char **out)
{
	struct xw_line *l;
	size_t n = content(rd, s, &l);
	int ret = 0;

	*out = NULL;
	if (n > 1)
		ret = xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, &l[1], NULL,
		    "second line in <%s>, which holds one", secnames[s]);
	else if (n == 1)
		*out = xw_estrndup(l[0].s, l[0].n);
	free(l);
	return ret;
}

static int
read_meta(struct reader *rd)
{
	static const int secs[] = { S_TITLE, S_AUTHOR, S_COPYRIGHT };
	static const enum xw_meta fields[] = { XW_META_TITLE, XW_META_AUTHOR,
	    XW_META_COPYRIGHT };
	struct xw_buf c = { 0 };
	char *s;
	size_t i;

	for (i = 0; i < 3; i++) {
		if (one_line(rd, secs[i], &s))
			return -1;
		rd->p->meta[fields[i]] = s != NULL ? xw_html_escape(s,
		    strlen(s)) : NULL;
		free(s);
	}
	/* Across Lite puts the sign before the notice. */
	s = rd->p->meta[XW_META_COPYRIGHT];
	if (s != NULL && strncmp(s, "\xc2\xa9", 2) != 0) {
		xw_buf_puts(&c, "\xc2\xa9 ");
		xw_buf_puts(&c, s);
		free(s);
		rd->p->meta[XW_META_COPYRIGHT] = xw_buf_take(&c);
	}
	return 0;
}

/* A number of 1 to 4 digits at *s, or -1. */
static int
dimension(const char **s, const char *end)
{
	int v = 0, digits = 0;

	for (; *s < end && **s >= '0' && **s <= '9'; (*s)++)
		if (++digits <= 4)
			v = v * 10 + (**s - '0');
	return digits == 0 ? -1 : digits > 4 ? XW_MAX_DIM + 1 : v;
}

static int
read_size(struct reader *rd)
{
	struct xw_line *l;
	const char *s, *end;
	char q[XW_SHOWN_SIZE(40)];
	size_t n = content(rd, S_SIZE, &l);
	int w, h, ret = 0;

	if (n == 0) {
		free(l);
		return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name,
		    rd->secs[S_SIZE].tag, NULL, "<SIZE> is empty: give "
		    "COLUMNSxROWS, as in 15x15");
	}
	if (n > 1) {
		ret = xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, &l[1], NULL,
		    "second line in <SIZE>, which holds one");
		goto out;
	}
	s = l[0].s;
	end = s + l[0].n;
	w = dimension(&s, end);
	while (s < end && xw_isblank((unsigned char)*s))
		s++;
	if (w < 0 || s == end || (*s != 'x' && *s != 'X')) {
		h = -1;
	} else {
		for (s++; s < end && xw_isblank((unsigned char)*s); s++)
			;
		h = dimension(&s, end);
	}
	if (h < 0 || s != end)
		ret = xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, &l[0], NULL,
		    "size \"%s\" is not COLUMNSxROWS, as in 15x15",
		    xw_utf8_shown(l[0].s, l[0].n, 40, q, sizeof(q)));
	else if (w < 1 || h < 1 || w > XW_MAX_DIM || h > XW_MAX_DIM)
		ret = xw_line_fail(rd->e, w < 1 || h < 1 ? XW_ERR_INVALID :
		    XW_ERR_LIMIT, rd->name, &l[0], NULL, "size \"%s\" is out "
		    "of range: 1x1 to %dx%d",
		    xw_utf8_shown(l[0].s, l[0].n, 40, q, sizeof(q)),
		    XW_MAX_DIM, XW_MAX_DIM);
	rd->width = w;
	rd->height = h;
out:
	free(l);
	return ret;
}

/* The code point at s[0..n) and its length in *k (the text is valid),
   a letter written decomposed (e and U+0301) as one, composed. */
static uint32_t
char_at(const char *s, size_t n, size_t *k)
{
	uint32_t cp = 0;

	*k = xw_utf8_letter(s, n, &cp);
	if (*k == 0)
		*k = 1;
	return cp;
}

static const struct marker *
find_marker(const struct reader *rd, uint32_t cp)
{
	size_t i;

	if (cp < 128)
		return rd->ascii[cp] != 0 ? &rd->markers[rd->ascii[cp] - 1] :
		    NULL;
	for (i = 0; i < rd->nmarkers; i++)
		if (rd->markers[i].cp == cp)
			return &rd->markers[i];
	return NULL;
}

/* "MARK;" and other flags separated by semicolons. */
static int
read_flags(struct reader *rd, const struct xw_line *l)
{
	const char *s = l->s, *end = s + l->n, *semi;
	char q[XW_SHOWN_SIZE(40)];
	struct xw_line f;

	for (; s < end; s = semi + 1) {
		if ((semi = memchr(s, ';', (size_t)(end - s))) == NULL)
			semi = end;
		f.s = s;
		f.n = (size_t)(semi - s);
		f = xw_line_trim(f);
		if (f.n == 0)
			continue;
		if (xw_word_is(f.s, f.n, "MARK"))
			rd->mark = 1;
		else
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l,
			    NULL, "unknown <REBUS> flag \"%s\": only MARK is "
			    "known", xw_utf8_shown(f.s, f.n, 40, q, sizeof(q)));
	}
	return 0;
}

/* "marker:ANSWER:LETTER"; the letter is the one a .puz grid shows. */
static int
read_marker(struct reader *rd, const struct xw_line *l)
{
	const char *s = l->s, *end = s + l->n, *c1, *c2;
	char q[XW_SHOWN_SIZE(40)];
	size_t k, k2;
	uint32_t cp;

	c1 = memchr(s, ':', l->n);
	for (c2 = end; c2 > c1 && c2[-1] != ':'; c2--)
		;
	c2--;
	cp = char_at(s, l->n, &k);
	k2 = c2 + 1 < end ? 0 : 1;
	if (k2 == 0)
		char_at(c2 + 1, (size_t)(end - c2 - 1), &k2);
	if (c2 <= c1 || s + k != c1 || c2 - c1 < 2 || c2 + 1 + k2 != end)
		return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l, NULL,
		    "rebus line \"%s\" is not MARKER:ANSWER:LETTER, as in "
		    "1:STAR:S", xw_utf8_shown(l->s, l->n, 40, q, sizeof(q)));
	if (cp == '.' || cp == ':' || cp == ' ' || cp == '\t' || cp == ';')
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, l, NULL,
		    "'%.*s' cannot be a rebus marker", (int)k, s);
	if (find_marker(rd, cp) != NULL)
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, l, NULL,
		    "rebus marker '%.*s' is declared twice", (int)k, s);
	if (rd->nmarkers == MAX_MARKERS)
		return xw_line_fail(rd->e, XW_ERR_LIMIT, rd->name, l, NULL,
		    "more than %d rebus markers", MAX_MARKERS);
	if (cp < 128)
		rd->ascii[cp] = (unsigned char)(rd->nmarkers + 1);
	rd->markers = xw_ereallocarray(rd->markers, rd->nmarkers + 1,
	    sizeof(*rd->markers));
	rd->markers[rd->nmarkers].cp = cp;
	rd->markers[rd->nmarkers++].text = xw_estrndup(c1 + 1,
	    (size_t)(c2 - c1 - 1));
	return 0;
}

static int
read_rebus(struct reader *rd)
{
	struct xw_line *l;
	size_t i, n = content(rd, S_REBUS, &l);
	int ret = 0;

	for (i = 0; i < n && ret == 0; i++)
		if (memchr(l[i].s, ':', l[i].n) != NULL)
			ret = read_marker(rd, &l[i]);
		else
			ret = read_flags(rd, &l[i]);
	free(l);
	return ret;
}

/* Letters, digits and the v2 symbols; any letter of UTF-8 text too. */
static int
is_grid_char(uint32_t cp)
{
	return xw_isalnum(cp) || (cp > 0 && cp < 0x80 &&
	    strchr("@#$%&+?", (int)cp) != NULL);
}

/* The number of characters in a line. */
static size_t
row_cells(const struct xw_line *l)
{
	size_t i, k, n = 0;

	for (i = 0; i < l->n; i += k, n++)
		char_at(l->s + i, l->n - i, &k);
	return n;
}

/* Cell s[0..k) of row l (trimmed: its column is counted in the line). */
static int
read_cell(struct reader *rd, const struct xw_line *l, const char *s, size_t k,
    struct xw_cell *cell)
{
	const struct marker *m;
	struct xw_buf b = { 0 };
	char buf[8];
	size_t sel;
	uint32_t cp, up;

	cp = char_at(s, k, &k);
	up = xw_toupper(cp);
	if (rd->mark && cp != up)
		cell->style |= XW_STYLE_CIRCLE;
	if ((m = find_marker(rd, cp)) != NULL) {
		cell->solution = xw_str(m->text, strlen(m->text));
	} else if (cp == '.' || cp == ':') {
		cell->kind = XW_CELL_BLOCK;
		cell->style = 0;
		rd->diagramless |= cp == ':';
	} else if (is_grid_char(cp)) {
		/* Its variation selectors, if any, kept with it. */
		sel = xw_utf8_selectors(s, k);
		xw_buf_add(&b, buf, xw_utf8_encode(up, buf));
		xw_buf_add(&b, s + k - sel, sel);
		cell->solution = xw_str(b.s, b.len);
		xw_buf_free(&b);
	} else {
		return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name,
		    &rd->lines[l->no - 1], s, "'%.*s' is not a letter%s",
		    (int)k, s, rd->v2 ?
		    ", a block or a declared rebus marker" : " or a block");
	}
	return 0;
}

/* An answer grid of only X says there is no solution. */
static void
drop_dummy(struct xw_puzzle *p)
{
	size_t i, n = (size_t)p->width * p->height, letters = 0;

	for (i = 0; i < n; i++) {
		if (p->cells[i].kind != XW_CELL_LETTER)
			continue;
		if (strcmp(p->cells[i].solution, "X") != 0)
			return;
		letters++;
	}
	if (letters == 0)
		return;
	for (i = 0; i < n; i++) {
		xw_str_free(p->cells[i].solution);
		p->cells[i].solution = NULL;
	}
	p->has_solution = 0;
}

static int
read_grid(struct reader *rd)
{
	struct xw_line *l;
	size_t n = content(rd, S_GRID, &l), cells, i, k, r;
	struct xw_puzzle *p;
	int c, ret = -1;

	for (r = 0; r < n; r++) {
		if (r == (size_t)rd->height) {
			xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, &l[r],
			    NULL, "<GRID> has more than the %d rows <SIZE> "
			    "gives", rd->height);
			goto out;
		}
		if ((cells = row_cells(&l[r])) != (size_t)rd->width) {
			xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, &l[r],
			    NULL, "row %zu has %zu cells, <SIZE> gives %d "
			    "columns", r + 1, cells, rd->width);
			goto out;
		}
	}
	if (n < (size_t)rd->height) {
		xw_line_fail(rd->e, XW_ERR_INVALID, rd->name,
		    rd->secs[S_GRID].tag, NULL, "<GRID> has %zu rows, <SIZE> "
		    "gives %d", n, rd->height);
		goto out;
	}
	p = rd->p = xw_puzzle_make(rd->width, rd->height);
	p->has_solution = 1;
	for (r = 0; r < n; r++) {
		for (i = 0, c = 0; i < l[r].n; i += k, c++) {
			char_at(l[r].s + i, l[r].n - i, &k);
			if (read_cell(rd, &l[r], l[r].s + i, k,
			    xw_cell_at(p, (int)r, c)))
				goto out;
		}
	}
	drop_dummy(p);
	ret = 0;
out:
	free(l);
	return ret;
}

/* The notepad as written, less the indent its lines share. */
static void
read_notes(struct reader *rd)
{
	const struct section *sec = &rd->secs[S_NOTEPAD];
	const struct xw_line *l = rd->lines + sec->first;
	size_t first = 0, last = sec->n, indent = SIZE_MAX, i, j;
	struct xw_buf b = { 0 };
	struct xw_line t;
	char *notes, *text;

	while (first < last && is_blank(&l[first]))
		first++;
	while (last > first && is_blank(&l[last - 1]))
		last--;
	if (first == last)
		return;
	for (i = first; i < last; i++) {
		if (is_blank(&l[i]))
			continue;
		for (j = 0; j < l[i].n && j < indent &&
		    xw_isblank((unsigned char)l[i].s[j]) &&
		    l[i].s[j] == l[first].s[j]; j++)
			;
		indent = j;
	}
	for (i = first; i < last; i++) {
		if (i > first)
			xw_buf_putc(&b, '\n');
		/* A line that is not blank has the shared indent at least. */
		if ((t = xw_line_trim(l[i])).n > 0)
			xw_buf_add(&b, l[i].s + indent,
			    (size_t)(t.s + t.n - l[i].s) - indent);
	}
	/* Across Lite shows the notepad's lines; the ipuz HTML says them. */
	notes = xw_buf_take(&b);
	text = xw_html_escape(notes, strlen(notes));
	rd->p->meta[XW_META_NOTES] = xw_html_lines(text);
	free(text);
	free(notes);
}

/* The clues of one direction, one a line, in the order of the slots. */
static int
read_list(struct reader *rd, int s, enum xw_dir dir, size_t first,
    size_t nslots)
{
	static const char *const names[] = { "Across", "Down" };
	const char *word = xw_dir_word(dir);
	struct xw_puzzle *p = rd->p;
	struct xw_cluelist *list = &p->lists[dir];
	const struct xw_slot *slot;
	struct xw_clue *clue;
	struct xw_line *l;
	size_t n = content(rd, s, &l), k;
	char *esc, nb[XW_ITOA_SIZE];
	int i;

	list->name = xw_estrdup(names[dir]);
	list->dir = dir;
	if (n != nslots) {
		xw_line_fail(rd->e, XW_ERR_INVALID, rd->name,
		    n > nslots ? &l[nslots] : rd->secs[s].tag, NULL,
		    "%zu %s clue%s for %zu %s slot%s", n, word,
		    n == 1 ? "" : "s", nslots, word, nslots == 1 ? "" : "s");
		free(l);
		return -1;
	}
	list->clues = xw_ecalloc(n + 1, sizeof(*list->clues));
	for (k = 0; k < n; k++) {
		slot = &p->slots[first + k];
		clue = &list->clues[list->nclues++];
		xw_itoa(slot->number, nb);
		clue->number = xw_puzzle_strndup(p, nb, strlen(nb));
		/* Plain text, as a .puz clue is; the model's is HTML. */
		esc = xw_html_escape(l[k].s, l[k].n);
		clue->text = xw_puzzle_strndup(p, esc, strlen(esc));
		free(esc);
		clue->cells = xw_puzzle_alloc(p, (size_t)slot->len *
		    sizeof(*clue->cells));
		clue->ncells = (size_t)slot->len;
		for (i = 0; i < slot->len; i++)
			clue->cells[i] = xw_slot_cell(slot, i);
	}
	free(l);
	return 0;
}

static int
read_clues(struct reader *rd)
{
	struct xw_puzzle *p = rd->p;
	size_t na = 0;

	while (na < p->nslots && p->slots[na].dir == XW_DIR_ACROSS)
		na++;
	p->lists = xw_ecalloc(2, sizeof(*p->lists));
	p->nlists = 2;
	if (read_list(rd, S_ACROSS, XW_DIR_ACROSS, 0, na) ||
	    read_list(rd, S_DOWN, XW_DIR_DOWN, na, p->nslots - na))
		return -1;
	return 0;
}

static int
build(struct reader *rd)
{
	struct xw_puzzle *p;

	if (read_size(rd) || read_rebus(rd) || read_grid(rd))
		return -1;
	p = rd->p;
	p->version = xw_estrdup(XW_IPUZ_VERSION);
	p->kinds = xw_ecalloc(1, sizeof(char *));
	p->kinds[p->nkinds++] = xw_estrdup(rd->diagramless ?
	    XW_KIND_DIAGRAMLESS "#1" :
	    XW_KIND_CROSSWORD "#1");
	if (read_meta(rd))
		return -1;
	read_notes(rd);
	xw_grid_label(p);
	if (read_clues(rd))
		return -1;
	return 0;
}

/* The blanks the sniff passes over: not \v and \f, which the reader
   refuses (xw_isblank takes them). */
static int
is_sniff_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The section the first line of buf[0..len) that is not blank (after a
   BOM) is the tag of, S_N for the header; -1 when it is none. */
static int
first_section(const char *buf, size_t len)
{
	struct xw_line l = { 0 };
	const char *name;
	size_t i = xw_bom_len(buf, len), n;

	while (i < len && is_sniff_blank(buf[i]))
		i++;
	l.s = buf + i;
	for (l.n = 0; i + l.n < len && l.n < 64 && l.s[l.n] != '\n' &&
	    l.s[l.n] != '\r'; l.n++)
		;
	while (l.n > 0 && is_sniff_blank(l.s[l.n - 1]))
		l.n--;
	return is_tag(l, &name, &n) ? section_of(name, n) : -1;
}

int
xw_acrosstext_sniff(const char *buf, size_t len)
{
	/* The header, or a section tag so the reader can say it lacks one. */
	return first_section(buf, len) >= 0;
}

int
xw_acrosstext_headed(const char *buf, size_t len)
{
	return first_section(buf, len) == S_N;
}

struct xw_puzzle *
xw_acrosstext_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	struct reader rd = { 0 };
	size_t i;
	int ret;

	(void)o;
	rd.name = name;
	rd.e = e;
	ret = decode(&rd, buf, len) || split(&rd) || find_sections(&rd) ||
	    build(&rd);
	free(rd.text);
	free(rd.lines);
	for (i = 0; i < rd.nmarkers; i++)
		free(rd.markers[i].text);
	free(rd.markers);
	if (ret != 0) {
		xw_puzzle_free(rd.p);
		return NULL;
	}
	return rd.p;
}
