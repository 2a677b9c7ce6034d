/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for ipuz-render's drawing (make fuzz, clang). The
 * first byte of an input is the options, the rest an .ipuz document,
 * read as ipuz-render reads a file named .ipuz. The bits of the first
 * byte:
 *   0x01  -s, the solution in the grid (when the puzzle has one: the
 *         tool refuses -s and -k for a puzzle without)
 *   0x02  -k, the answer key, after the terminal picture and in a PDF
 *   0x04  the page without -c (with the clue lists when clear)
 *   0x08  colours in the terminal picture, as on a terminal
 *   0x10  the page as a PDF, else as an SVG image: under ASan either
 *         runs at some 630 inputs a second (the terminal pictures
 *         alone at 3400), so every input draws one
 *   0xe0  the second width: 120, 100, 80, 64, 50, 33, 25 or 20 columns
 * A puzzle read is made fit to draw by cap_marks, as ipuz-render does
 * before it draws (runs of more than 30 characters on one letter cut),
 * so that marks.c is fuzzed too and what is drawn is what the tool
 * draws, then drawn through the tool's functions: text_render as
 * the terminal picture, with the clue lists and without, at 40 columns,
 * at the second width and unwrapped (as into a pipe); doc_new, doc_add
 * and doc_end as a page on letter paper, into memory.
 *
 * What ipuz-render(1) promises, asserted: every terminal picture is
 * UTF-8 and holds no control character, tab or return (a control
 * character in the puzzle is shown as U+FFFD), but its line ends and,
 * with colours, the escapes that make them; the clue lists come after
 * the picture without them; at a width, the lines of the intro, the
 * notes, the explanation and the clue lists (not their headings) are no
 * wider, as xw_utf8_width counts, as the tool does; the SVG is
 * well-formed XML, as libxml2 parses it, and the PDF starts as one. A
 * clue label wider than the width leaves its clue's first line wider,
 * as the page allows ("a wider label runs on into its clue's first
 * line"): the lists of such a puzzle are not measured at that width.
 * The width of the title, the credits, the headings and the grid is
 * not promised, nor a clue for each number of the grid: neither is
 * asserted. A failure aborts, so that libFuzzer keeps the input. Seeds:
 * t/fuzz/corpus/render/, .ipuz files of examples/ and t/corpus/ipuz/,
 * each after a byte of options.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>

#include "format.h"
#include "puzzle.h"
#include "render.h"
#include "utf8.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum {
	OPT_SOLUTION = 0x01,
	OPT_KEY = 0x02,
	OPT_BARE = 0x04,
	OPT_COLOR = 0x08,
	OPT_PDF = 0x10
};

static const size_t widths[8] = { 120, 100, 80, 64, 50, 33, 25, 20 };

static void
failed(const char *what, const struct xw_buf *b)
{
	fprintf(stderr, "render_fuzz: %s\n", what);
	if (b != NULL && b->s != NULL)
		fwrite(b->s, 1, b->len, stderr);
	abort();
}

static size_t
nlines(const struct xw_buf *b)
{
	size_t i, n = 0;

	for (i = 0; i < b->len; i++)
		n += b->s[i] == '\n';
	return n;
}

/* b is UTF-8 with no control character but its line ends and, when
   color, the escapes of its colours. */
static void
check_chars(const struct xw_buf *b, int color)
{
	size_t i, k;
	uint32_t cp;

	for (i = 0; i < b->len; i += k) {
		if ((k = xw_utf8_decode(b->s + i, b->len - i, &cp)) == 0)
			failed("a terminal picture is not UTF-8", b);
		if (cp == '\033' && color && b->s[i + 1] == '[') {
			k = 2 + strspn(b->s + i + 2, "0123456789;");
			if (b->s[i + k++] != 'm')
				failed("an escape that is no colour", b);
		} else if (cp != '\n' && (cp < 0x20 || xw_is_control(cp)))
			failed("a control character in a terminal picture", b);
	}
}

/*
 * Lines first to last (not included; 0 the first) of b no wider than
 * width columns; with heads, but the line after an empty one, a list's
 * heading.
 */
static void
check_width(struct xw_buf *b, size_t first, size_t last, size_t width,
    int heads, const char *what)
{
	char *s = b->s, *end, *stop = b->s + b->len;
	size_t n, w;
	int head = 0;

	for (n = 0; s < stop && n < last; s = end + 1, n++) {
		end = memchr(s, '\n', (size_t)(stop - s));
		if (end == NULL)
			end = stop;
		if (n >= first && !(heads && head)) {
			*end = '\0';
			w = xw_utf8_width(s);
			*end = end < stop ? '\n' : '\0';
			if (w > width) {
				fprintf(stderr, "render_fuzz: a line of %s %zu "
				    "columns wide at %zu: line %zu\n", what, w,
				    width, n + 1);
				failed("too wide", b);
			}
		}
		head = end == s;
	}
}

/* Whether a clue label of p leaves no room on its line at width: the
   label, its blanks and a character of two columns. */
static int
wide_label(const struct xw_puzzle *p, size_t width)
{
	struct shown_list s;
	size_t i, j;
	int wide = 0;

	for (i = 0; i < p->nlists && !wide; i++) {
		shown_list(p, i, &s);
		for (j = 0; j < s.l.nclues; j++)
			if (xw_utf8_width(s.label[j]) + 5 > width)
				wide = 1;
		shown_list_free(&s);
	}
	return wide;
}

/* The terminal picture of p in out, its characters checked. */
static void
text(const struct xw_puzzle *p, struct render_opts *o, int clues, int key,
    struct xw_buf *out)
{
	out->len = 0;
	o->clues = clues;
	o->key = key;
	text_render(p, "<fuzz>", o, out);
	check_chars(out, o->color);
}

/*
 * The wrapped parts of the picture at width w, drawn with the credits
 * left out (p's own, put back after), so that they stand alone before
 * the grid of 3 * height + 1 lines: the intro and notes; the clue lists
 * after the picture without them; the explanation after the key's
 * heading and grid.
 */
static void
wrapped(struct xw_puzzle *p, struct render_opts *o, size_t w)
{
	static const int credits[] = { XW_META_TITLE, XW_META_AUTHOR,
	    XW_META_EDITOR, XW_META_COPYRIGHT, XW_META_PUBLISHER,
	    XW_META_DATE };
	struct xw_buf bare = { 0 }, more = { 0 };
	char *kept[sizeof(credits) / sizeof(credits[0])];
	size_t i, n, grid = 3 * (size_t)p->height + 1;

	for (i = 0; i < sizeof(credits) / sizeof(credits[0]); i++) {
		kept[i] = p->meta[credits[i]];
		p->meta[credits[i]] = NULL;
	}
	o->columns = w;
	text(p, o, 0, 0, &bare);
	n = nlines(&bare);
	if (n < grid)
		failed("a picture shorter than its grid", &bare);
	check_width(&bare, 0, n - grid, w, 0, "the intro and notes");
	text(p, o, 1, 0, &more);
	if (more.len < bare.len || memcmp(more.s, bare.s, bare.len) != 0)
		failed("the clue lists are not after the picture", &more);
	if (!wide_label(p, w))
		check_width(&more, n, SIZE_MAX, w, 1, "the clue lists");
	if (p->has_solution) {
		text(p, o, 0, 1, &more);
		check_width(&more, n + 2 + grid, SIZE_MAX, w, 0,
		    "the explanation");
	}
	for (i = 0; i < sizeof(credits) / sizeof(credits[0]); i++)
		p->meta[credits[i]] = kept[i];
	xw_buf_free(&bare);
	xw_buf_free(&more);
}

/* The page of p, as ipuz-render -t svg or pdf [-c] [-k] [-s] draws it; an
   SVG parsed. */
static void
page(const struct xw_puzzle *p, enum render_format f, int clues, int key,
    int solution)
{
	struct render_opts o = { 0 };
	struct xw_buf out = { 0 };
	struct xw_error e;
	struct doc *d;
	xmlDocPtr x;
	int added;

	o.format = f;
	o.clues = clues;
	o.key = key;
	o.solution = solution;
	o.font = FONT_DEFAULT;
	paper_size("letter", &o.paper_w, &o.paper_h);
	if ((d = doc_new(&o, &e)) == NULL)
		failed(e.msg, NULL);
	/* Over a limit (200 pages of clues) is an error of the tool's. */
	if ((added = doc_add(d, p, "fuzz", &e)) != 0 &&
	    e.code != XW_ERR_LIMIT)
		failed(e.msg, NULL);
	if (doc_end(d, &out, "fuzz", &e) != 0)
		failed(e.msg, NULL);
	if (added == 0 && f == FORMAT_PDF &&
	    (out.len < 5 || memcmp(out.s, "%PDF-", 5) != 0))
		failed("a PDF that is none", &out);
	if (added == 0 && f == FORMAT_SVG) {
		if (out.len > INT32_MAX)
			failed("an SVG over 2 GB", NULL);
		if ((x = xmlReadMemory(out.s, (int)out.len, "fuzz.svg", NULL,
		    XML_PARSE_NONET | XML_PARSE_HUGE)) == NULL)
			failed("the SVG is not well-formed XML", &out);
		xmlFreeDoc(x);
	}
	xw_buf_free(&out);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct render_opts o = { 0 };
	struct xw_buf out = { 0 };
	struct xw_puzzle *p;
	struct xw_error e, w;
	unsigned bits;
	char *buf;
	int key;

	if (size < 2)
		return 0;
	bits = data[0];
	/* The reader gets a NUL-terminated buffer, as xw_slurp makes it. */
	buf = malloc(size);
	memcpy(buf, data + 1, size - 1);
	buf[size - 1] = '\0';
	if ((p = xw_puzzle_read_as(buf, size - 1, "fuzz",
	    xw_format_by_name("ipuz"), NULL, &e, &w)) == NULL) {
		free(buf);
		return 0;
	}
	/* It warns on stderr of what it cuts, as in the tool. */
	cap_marks(p, "<fuzz>");
	key = (bits & OPT_KEY) && p->has_solution;
	o.format = FORMAT_TEXT;
	o.solution = (bits & OPT_SOLUTION) && p->has_solution;
	o.color = (bits & OPT_COLOR) != 0;
	o.columns = 0;
	text(p, &o, 1, key, &out);
	wrapped(p, &o, 40);
	wrapped(p, &o, widths[bits >> 5]);
	if (bits & OPT_PDF)
		page(p, FORMAT_PDF, !(bits & OPT_BARE), key, o.solution);
	else
		page(p, FORMAT_SVG, !(bits & OPT_BARE), 0, o.solution);
	xw_buf_free(&out);
	xw_puzzle_free(p);
	free(buf);
	return 0;
}
