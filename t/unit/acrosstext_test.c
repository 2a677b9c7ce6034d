/* See LICENSE file for copyright and license details. */
/* The Across Lite text reader: v1 and v2 files, and every fault. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "acrosstext.h"
#include "grid.h"
#include "unit.h"
#include "util.h"

/* A v2 file in UTF-8: MARK circles, a rebus, a notepad. */
static const char v2[] =
    "<ACROSS PUZZLE V2>\n"		/* 1 */
    "<TITLE>\n"				/* 2 */
    "  Tiny — a test\n"			/* 3 */
    "<AUTHOR>\n"			/* 4 */
    "  Me\n"				/* 5 */
    "<COPYRIGHT>\n"			/* 6 */
    "  2026 Us\n"			/* 7 */
    "<SIZE>\n"				/* 8 */
    "  3x3\n"				/* 9 */
    "<GRID>\n"				/* 10 */
    "  cAT\n"				/* 11 */
    "  A.O\n"				/* 12 */
    "  B1D\n"				/* 13 */
    "<REBUS>\n"				/* 14 */
    "  MARK;\n"				/* 15 */
    "  1:ON:O\n"			/* 16 */
    "<ACROSS>\n"			/* 17 */
    "  Pet\n"				/* 18 */
    "  Tie\n"				/* 19 */
    "<DOWN>\n"				/* 20 */
    "  Taxi\n"				/* 21 */
    "  Fox\n"				/* 22 */
    "<NOTEPAD>\n"			/* 23 */
    "\n"				/* 24 */
    "  First\n"				/* 25 */
    "    indented  \n"			/* 26 */
    "\n"				/* 27 */
    "  <NOTE>\n";			/* 28 */

/* A v1 file in Windows-1252 with CR LF line ends. */
static const char v1[] =
    "<ACROSS PUZZLE>\r\n"
    "<TITLE>\r\n"
    "\tCaf\xe9 \x96 one\r\n"
    "<AUTHOR>\r\n"
    "Ren\xe9" "e\r\n"
    "<COPYRIGHT>\r\n"
    "\xa9 2026 X\r\n"
    "<SIZE>\r\n"
    "2 x 3\r\n"
    "<GRID>\r\n"
    "ab\r\n"
    "C9\r\n"
    ".@\r\n"
    "<ACROSS>\r\n"
    "One\r\n"
    "Two\r\n"
    "<DOWN>\r\n"
    "Three\r\n"
    "Four\r\n";

static struct xw_puzzle *
read_ok(const char *buf, size_t len)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_acrosstext_read(buf, len, "t.txt", NULL, &e);

	if (p == NULL)
		fail_msg("read failed: %s:%ld:%ld: %s", e.file, e.line, e.col,
		    e.msg);
	return p;
}

/* Reading buf[0..len) fails with exactly this code, place and message. */
static void
read_fails_n(const char *buf, size_t len, enum xw_errcode code, long line,
    long col, const char *msg)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_acrosstext_read(buf, len, "t.txt", NULL, &e);

	if (p != NULL) {
		xw_puzzle_free(p);
		fail_msg("read, expected \"%s\"", msg);
	}
	assert_string_equal(e.msg, msg);
	assert_string_equal(xw_errcode_name(e.code), xw_errcode_name(code));
	assert_string_equal(e.file, "t.txt");
	assert_int_equal(e.line, line);
	assert_int_equal(e.col, col);
}

static void
read_fails(const char *buf, enum xw_errcode code, long line, long col,
    const char *msg)
{
	read_fails_n(buf, strlen(buf), code, line, col, msg);
}

/* base with its first from made to, in a new string. */
static char *
with(const char *base, const char *from, const char *to)
{
	const char *at = strstr(base, from);
	struct xw_buf b = { 0 };

	if (at == NULL)
		fail_msg("no \"%s\" to replace", from);
	xw_buf_add(&b, base, (size_t)(at - base));
	xw_buf_puts(&b, to);
	xw_buf_puts(&b, at + strlen(from));
	return xw_buf_take(&b);
}

/* base with from made to must fail so. */
static void
edit_fails(const char *base, const char *from, const char *to,
    enum xw_errcode code, long line, long col, const char *msg)
{
	char *s = with(base, from, to);

	read_fails(s, code, line, col, msg);
	free(s);
}

/* The grid as rows of solutions ('#' a block, a rebus in brackets), with
   a circled cell's solution in lower case. */
static void
assert_grid(const struct xw_puzzle *p, const char *want)
{
	const struct xw_cell *cell;
	struct xw_buf b = { 0 };
	const char *s;
	int r, c;

	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (cell->kind == XW_CELL_BLOCK) {
				xw_buf_putc(&b, '#');
				continue;
			}
			if (cell->solution == NULL) {
				xw_buf_putc(&b, '_');
				continue;
			}
			if (strlen(cell->solution) > 1)
				xw_buf_putc(&b, '[');
			for (s = cell->solution; *s != '\0'; s++)
				xw_buf_putc(&b, (cell->style & XW_STYLE_CIRCLE) &&
				    *s >= 'A' && *s <= 'Z' ? *s + 32 : *s);
			if (strlen(cell->solution) > 1)
				xw_buf_putc(&b, ']');
		}
		if (r + 1 < p->height)
			xw_buf_putc(&b, '/');
	}
	assert_string_equal(b.s, want);
	xw_buf_free(&b);
}

/* The clues of list i as "number text;" each. */
static void
assert_clues(const struct xw_puzzle *p, size_t i, const char *name,
    const char *want)
{
	const struct xw_cluelist *l = &p->lists[i];
	struct xw_buf b = { 0 };
	size_t k;

	assert_string_equal(l->name, name);
	for (k = 0; k < l->nclues; k++)
		xw_buf_printf(&b, "%s %s (%zu);", l->clues[k].number,
		    l->clues[k].text, l->clues[k].ncells);
	assert_string_equal(b.s != NULL ? b.s : "", want);
	xw_buf_free(&b);
}

static void
test_v2(void **state)
{
	struct xw_puzzle *p = read_ok(v2, strlen(v2));

	(void)state;
	assert_int_equal(p->width, 3);
	assert_int_equal(p->height, 3);
	assert_string_equal(p->version, "http://ipuz.org/v2");
	assert_int_equal(p->nkinds, 1);
	assert_string_equal(p->kinds[0], XW_KIND_CROSSWORD "#1");
	assert_string_equal(p->meta[XW_META_TITLE], "Tiny — a test");
	assert_string_equal(p->meta[XW_META_AUTHOR], "Me");
	assert_string_equal(p->meta[XW_META_COPYRIGHT], "© 2026 Us");
	/* The shared indent goes, the rest of the layout stays, its line
	   breaks said in HTML too. */
	assert_string_equal(p->meta[XW_META_NOTES],
	    "First<br>\n  indented<br>\n<br>\n&lt;NOTE&gt;");
	assert_true(p->has_solution);
	assert_grid(p, "cAT/A#O/B[ON]D");
	assert_int_equal(p->nlists, 2);
	assert_clues(p, 0, "Across", "1 Pet (3);3 Tie (3);");
	assert_clues(p, 1, "Down", "1 Taxi (3);2 Fox (3);");
	assert_int_equal(p->lists[1].clues[1].cells[2].row, 2);
	assert_int_equal(p->lists[1].clues[1].cells[2].col, 2);
	assert_string_equal(xw_cell_at(p, 0, 2)->label, "2");
	xw_puzzle_free(p);
}

/*
 * The notepad's shared indent is the same blanks on every line: two
 * spaces and two tabs share none, and both lines keep theirs.
 */
static void
test_notepad_indent(void **state)
{
	char *s = with(v2, "\n  First\n    indented  \n\n  <NOTE>\n",
	    "  first line\n\t\tsecond line\n");
	struct xw_puzzle *p = read_ok(s, strlen(s));

	(void)state;
	assert_string_equal(p->meta[XW_META_NOTES],
	    "  first line<br>\n\t\tsecond line");
	xw_puzzle_free(p);
	free(s);
	s = with(v2, "\n  First\n    indented  \n\n  <NOTE>\n",
	    "\t first\n\t  second\n");
	p = read_ok(s, strlen(s));
	assert_string_equal(p->meta[XW_META_NOTES], "first<br>\n second");
	xw_puzzle_free(p);
	free(s);
}

static void
test_v1(void **state)
{
	struct xw_puzzle *p = read_ok(v1, strlen(v1));

	(void)state;
	assert_string_equal(p->meta[XW_META_TITLE], "Café – one");
	assert_string_equal(p->meta[XW_META_AUTHOR], "Renée");
	/* The sign is there already: not added twice. */
	assert_string_equal(p->meta[XW_META_COPYRIGHT], "© 2026 X");
	assert_null(p->meta[XW_META_NOTES]);
	/* Without MARK, lower case is no circle. */
	assert_grid(p, "AB/C9/#@");
	assert_clues(p, 0, "Across", "1 One (2);3 Two (2);");
	assert_clues(p, 1, "Down", "1 Three (2);2 Four (3);");
	assert_string_equal(xw_cell_at(p, 1, 0)->label, "3");
	assert_null(xw_cell_at(p, 1, 1)->label);
	xw_puzzle_free(p);
}

/* s with every LF made nl, after a BOM when bom is set. */
static char *
relined(const char *s, const char *nl, int bom)
{
	struct xw_buf b = { 0 };

	if (bom)
		xw_buf_puts(&b, "\xef\xbb\xbf");
	for (; *s != '\0'; s++)
		if (*s == '\n')
			xw_buf_puts(&b, nl);
		else
			xw_buf_putc(&b, *s);
	return xw_buf_take(&b);
}

/* Every line end, a BOM, a ^Z, Windows-1252 for UTF-8: the same. */
static void
test_encodings(void **state)
{
	static const char utf8[] = "\n \n<ACROSS PUZZLE>\n<TITLE>\n"
	    "Caf\xc3\xa9 \xe2\x80\x93\n<SIZE>\n1x2\n<GRID>\nA\nb\n"
	    "<ACROSS>\n<DOWN>\nAb\n";
	static const char cp1252[] = "\n \n<ACROSS PUZZLE>\n<TITLE>\n"
	    "Caf\xe9 \x96\n<SIZE>\n1x2\n<GRID>\nA\nb\n"
	    "<ACROSS>\n<DOWN>\nAb\n";
	const char *nls[] = { "\n", "\r", "\r\n" };
	struct xw_puzzle *p;
	char *s;
	size_t i, n;

	(void)state;
	for (i = 0; i < 12; i++) {
		s = relined(i & 1 ? cp1252 : utf8, nls[i / 2 % 3], i >= 6);
		n = strlen(s);
		if (i % 3 == 0)
			s[n++] = 0x1a;
		p = read_ok(s, n);
		assert_string_equal(p->meta[XW_META_TITLE], "Café –");
		assert_grid(p, "A/B");
		assert_clues(p, 1, "Down", "1 Ab (2);");
		xw_puzzle_free(p);
		free(s);
	}
}

/* Colons are a diagramless grid's blocks; a grid of X, no solution. */
static void
test_diagramless_and_dummy(void **state)
{
	char *s = with(v2, "  A.O\n", "  A:O\n"), *x;
	struct xw_puzzle *p = read_ok(s, strlen(s));

	(void)state;
	assert_string_equal(p->kinds[0], XW_KIND_DIAGRAMLESS "#1");
	assert_grid(p, "cAT/A#O/B[ON]D");
	xw_puzzle_free(p);
	free(s);
	s = with(v2, "  cAT\n  A.O\n  B1D\n", "  XXX\n  X.X\n  XXX\n");
	p = read_ok(s, strlen(s));
	assert_false(p->has_solution);
	assert_grid(p, "___/_#_/___");
	assert_clues(p, 0, "Across", "1 Pet (3);3 Tie (3);");
	xw_puzzle_free(p);
	/* Not when one cell says otherwise. */
	x = with(s, "X.X", "X.Y");
	p = read_ok(x, strlen(x));
	assert_true(p->has_solution);
	assert_grid(p, "XXX/X#Y/XXX");
	xw_puzzle_free(p);
	free(x);
	free(s);
	/* Nor a grid of blocks alone: no X, so no dummy, and its solution
	   (the blocks) stays. */
	s = with(v2, "  cAT\n  A.O\n  B1D\n", "  ...\n  ...\n  ...\n");
	x = with(s, "  Pet\n  Tie\n", "");
	free(s);
	s = with(x, "  Taxi\n  Fox\n", "");
	p = read_ok(s, strlen(s));
	assert_true(p->has_solution);
	assert_grid(p, "###/###/###");
	xw_puzzle_free(p);
	free(x);
	free(s);
}

/* Tags in any case, sections in any order, blank metadata left out. */
static void
test_layout(void **state)
{
	static const char text[] =
	    "<across puzzle v2>\n"
	    "<Grid>\n"
	    "AB\n"
	    "<size>\n"
	    "2x1\n"
	    "<TITLE>\n"
	    "\n"
	    "<rebus>\n"
	    "mark; ;\n"
	    "<DOWN>\n"
	    "<ACROSS>\n"
	    "\tBoth\t\n";
	struct xw_puzzle *p = read_ok(text, strlen(text));

	(void)state;
	assert_null(p->meta[XW_META_TITLE]);
	assert_null(p->meta[XW_META_AUTHOR]);
	assert_grid(p, "AB");
	assert_clues(p, 0, "Across", "1 Both (2);");
	assert_clues(p, 1, "Down", "");
	xw_puzzle_free(p);
}

static void
test_sniff(void **state)
{
	static const char *const yes[] = {
		"<ACROSS PUZZLE>\n", "<ACROSS PUZZLE V2>",
		"\xef\xbb\xbf\r\n \t<across puzzle>  \r\n", "<TITLE>\nx\n",
		"  <NOTEPAD>",
	};
	static const char *const no[] = {
		"", "\n\n", "<ACROSS PUZZLE", "<CROSSWORD>\n", "<TI TLE>",
		"\v<ACROSS PUZZLE>", "<ACROSS PUZZLE>\f", "x <TITLE>",
		"{\"version\": 1}", "#.A\n", "Title: T\n",
		"\xef\xbb\xbf\xef\xbb\xbf<ACROSS PUZZLE>",
	};
	char buf[67];

	(void)state;
	SNIFFS(xw_acrosstext_sniff, yes, no);
	/* Only the first 64 bytes of the first line are looked at. */
	memset(buf, ' ', sizeof(buf));
	memcpy(buf, "<TITLE>", 7);
	memcpy(buf + 64, "xyz", 3);
	assert_true(xw_acrosstext_sniff(buf, sizeof(buf)));
	assert_false(xw_acrosstext_sniff(buf + 1, sizeof(buf) - 1));
	assert_true(xw_acrosstext_sniff(v1, strlen(v1)));
	assert_true(xw_acrosstext_sniff(v2, strlen(v2)));
}

/* Faults of the bytes: the column counts characters of UTF-8 text and
   bytes of Windows-1252, and a lone CR ends a line. */
static void
test_bad_text(void **state)
{
	static const char nul[] = "<ACROSS PUZZLE>\n<TITLE>\nab\0c\n";
	char *big;
	size_t n;

	(void)state;
	read_fails("<ACROSS PUZZLE>\n<TITLE>\n\xa9\xa9\x81\n", XW_ERR_SYNTAX,
	    3, 3, "byte 0x81 is neither UTF-8 nor Windows-1252 text");
	read_fails("<ACROSS PUZZLE>\r<TITLE>\r\n\xe9\x9d", XW_ERR_SYNTAX, 3, 2,
	    "byte 0x9d is neither UTF-8 nor Windows-1252 text");
	read_fails("\xef\xbb\xbf<ACROSS PUZZLE>\n<TITLE>\n\xc3\xa9\xc3\xa9\a\n",
	    XW_ERR_SYNTAX, 3, 3, "control character U+0007 in the text");
	read_fails("<ACROSS PUZZLE>\r\r<TITLE>\r\xa9\xa9\x1b\r", XW_ERR_SYNTAX,
	    4, 3, "control character U+001B in the text");
	read_fails("<ACROSS PUZZLE>\n\v<TITLE>\n", XW_ERR_SYNTAX, 2, 1,
	    "control character U+000B in the text");
	read_fails("<ACROSS PUZZLE>\n<TITLE>\nT\xc2\x85\n", XW_ERR_SYNTAX, 3,
	    2, "control character U+0085 in the text");
	read_fails("<ACROSS PUZZLE>\n<TITLE>\nT\x7f\n", XW_ERR_SYNTAX, 3, 2,
	    "control character U+007F in the text");
	read_fails_n(nul, sizeof(nul) - 1, XW_ERR_SYNTAX, 3, 3,
	    "control character U+0000 in the text");
	/* A ^Z ends a DOS file; anywhere else it is a control. */
	read_fails("<ACROSS PUZZLE>\n\x1a\n", XW_ERR_SYNTAX, 2, 1,
	    "control character U+001A in the text");
	n = (size_t)XW_MAX_STRING + 1;
	big = xw_emalloc(n + 64);
	memcpy(big, "<ACROSS PUZZLE>\n<NOTEPAD>\n", 26);
	memset(big + 26, 'a', n);
	memcpy(big + 26 + n, "\n", 2);
	read_fails(big, XW_ERR_LIMIT, 3, 0, "line longer than 1048576 bytes");
	/* One byte less is a line, and the file reads on to its next fault. */
	big[26 + n - 1] = '\n';
	read_fails(big, XW_ERR_SYNTAX, 0, 0, "missing <SIZE> section");
	free(big);
}

/* Faults of the sections. */
static void
test_bad_sections(void **state)
{
	(void)state;
	read_fails("", XW_ERR_FORMAT, 0, 0,
	    "missing <ACROSS PUZZLE> header: the file is blank");
	read_fails(" \n\t\r\n", XW_ERR_FORMAT, 0, 0,
	    "missing <ACROSS PUZZLE> header: the file is blank");
	read_fails("\n<TITLE>\nT\n", XW_ERR_SYNTAX, 2, 0,
	    "missing <ACROSS PUZZLE> or <ACROSS PUZZLE V2> header");
	read_fails("<ACROSS PUZZLE V3>\n", XW_ERR_SYNTAX, 1, 0,
	    "missing <ACROSS PUZZLE> or <ACROSS PUZZLE V2> header");
	edit_fails(v2, "<TITLE>\n", "Hello\n<TITLE>\n", XW_ERR_SYNTAX, 2, 0,
	    "text before the first section");
	edit_fails(v2, "<NOTEPAD>", "<NOTES>", XW_ERR_SYNTAX, 23, 0,
	    "unknown section <NOTES>");
	edit_fails(v2, "<NOTEPAD>",
	    "<ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMNOPQRSTUVWXYZ>",
	    XW_ERR_SYNTAX, 23, 0,
	    "unknown section <ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMN...>");
	edit_fails(v2, "<ACROSS>", "<Across Puzzle>", XW_ERR_SYNTAX, 17, 0,
	    "second header <Across Puzzle>");
	edit_fails(v2, " V2>", ">", XW_ERR_SYNTAX, 14, 0,
	    "<REBUS> needs the v2 header <ACROSS PUZZLE V2>");
	edit_fails(v2, "<AUTHOR>", "<title>", XW_ERR_SYNTAX, 4, 0,
	    "second <TITLE> section: the first is on line 2");
	edit_fails(v2, "<SIZE>\n  3x3\n", "", XW_ERR_SYNTAX, 0, 0,
	    "missing <SIZE> section");
	edit_fails(v2, "<GRID>", "<NOTEPAD>", XW_ERR_SYNTAX, 23, 0,
	    "second <NOTEPAD> section: the first is on line 10");
	edit_fails(v2, "<ACROSS>", "", XW_ERR_SYNTAX, 0, 0,
	    "missing <ACROSS> section");
	edit_fails(v2, "<DOWN>", "", XW_ERR_SYNTAX, 0, 0,
	    "missing <DOWN> section");
	edit_fails(v2, "  Me\n", "  Me\n\n  You\n", XW_ERR_SYNTAX, 7, 0,
	    "second line in <AUTHOR>, which holds one");
	/* The notepad keeps lines that look like tags, but not the header. */
	edit_fails(v2, "  <NOTE>", "<ACROSS PUZZLE V2>", XW_ERR_SYNTAX, 28, 0,
	    "second header <ACROSS PUZZLE V2>");
	edit_fails(v2, "  <NOTE>", "<Title>", XW_ERR_SYNTAX, 28, 0,
	    "second <TITLE> section: the first is on line 2");
}

/* Faults of <SIZE>. */
static void
test_bad_size(void **state)
{
	(void)state;
	edit_fails(v2, "  3x3\n", "\n", XW_ERR_SYNTAX, 8, 0,
	    "<SIZE> is empty: give COLUMNSxROWS, as in 15x15");
	edit_fails(v2, "  3x3\n", "  3x3\n  3x3\n", XW_ERR_SYNTAX, 10, 0,
	    "second line in <SIZE>, which holds one");
	edit_fails(v2, "3x3", "3 by 3", XW_ERR_SYNTAX, 9, 0,
	    "size \"3 by 3\" is not COLUMNSxROWS, as in 15x15");
	edit_fails(v2, "3x3", "x3", XW_ERR_SYNTAX, 9, 0,
	    "size \"x3\" is not COLUMNSxROWS, as in 15x15");
	edit_fails(v2, "3x3", "3x", XW_ERR_SYNTAX, 9, 0,
	    "size \"3x\" is not COLUMNSxROWS, as in 15x15");
	edit_fails(v2, "3x3", "3x3x3", XW_ERR_SYNTAX, 9, 0,
	    "size \"3x3x3\" is not COLUMNSxROWS, as in 15x15");
	edit_fails(v2, "3x3", "-3x3", XW_ERR_SYNTAX, 9, 0,
	    "size \"-3x3\" is not COLUMNSxROWS, as in 15x15");
	edit_fails(v2, "3x3", "3x3 12345678901234567890123456789012345678901234567890",
	    XW_ERR_SYNTAX, 9, 0, "size \"3x3 1234567890123456789012345678901234"
	    "56...\" is not COLUMNSxROWS, as in 15x15");
	edit_fails(v2, "3x3", "0x3", XW_ERR_INVALID, 9, 0,
	    "size \"0x3\" is out of range: 1x1 to 1000x1000");
	edit_fails(v2, "3x3", "3X0", XW_ERR_INVALID, 9, 0,
	    "size \"3X0\" is out of range: 1x1 to 1000x1000");
	edit_fails(v2, "3x3", "1001x3", XW_ERR_LIMIT, 9, 0,
	    "size \"1001x3\" is out of range: 1x1 to 1000x1000");
	edit_fails(v2, "3x3", "3x00000000000000000003", XW_ERR_LIMIT, 9, 0,
	    "size \"3x00000000000000000003\" is out of range: 1x1 to "
	    "1000x1000");
}

/* Faults of <REBUS>. */
static void
test_bad_rebus(void **state)
{
	struct xw_buf b = { 0 }, markers = { 0 };
	char *s;
	int i;

	(void)state;
	edit_fails(v2, "MARK;", "MARK;SHADE", XW_ERR_SYNTAX, 15, 0,
	    "unknown <REBUS> flag \"SHADE\": only MARK is known");
	edit_fails(v2, "MARK;", "MARKS", XW_ERR_SYNTAX, 15, 0,
	    "unknown <REBUS> flag \"MARKS\": only MARK is known");
	edit_fails(v2, "1:ON:O", "1:ON", XW_ERR_SYNTAX, 16, 0,
	    "rebus line \"1:ON\" is not MARKER:ANSWER:LETTER, as in 1:STAR:S");
	edit_fails(v2, "1:ON:O", "1::O", XW_ERR_SYNTAX, 16, 0,
	    "rebus line \"1::O\" is not MARKER:ANSWER:LETTER, as in 1:STAR:S");
	edit_fails(v2, "1:ON:O", "12:ON:O", XW_ERR_SYNTAX, 16, 0,
	    "rebus line \"12:ON:O\" is not MARKER:ANSWER:LETTER, as in "
	    "1:STAR:S");
	edit_fails(v2, "1:ON:O", "1:ON:", XW_ERR_SYNTAX, 16, 0,
	    "rebus line \"1:ON:\" is not MARKER:ANSWER:LETTER, as in 1:STAR:S");
	edit_fails(v2, "1:ON:O", "1:ON:OO", XW_ERR_SYNTAX, 16, 0,
	    "rebus line \"1:ON:OO\" is not MARKER:ANSWER:LETTER, as in "
	    "1:STAR:S");
	edit_fails(v2, "1:ON:O", ":ON:O", XW_ERR_SYNTAX, 16, 0,
	    "rebus line \":ON:O\" is not MARKER:ANSWER:LETTER, as in 1:STAR:S");
	edit_fails(v2, "1:ON:O", ".:ON:O", XW_ERR_INVALID, 16, 0,
	    "'.' cannot be a rebus marker");
	edit_fails(v2, "1:ON:O", ";:ON:O", XW_ERR_INVALID, 16, 0,
	    "';' cannot be a rebus marker");
	edit_fails(v2, "1:ON:O", "1:ON:O\n  1:IN:I", XW_ERR_INVALID, 17, 0,
	    "rebus marker '1' is declared twice");
	edit_fails(v2, "1:ON:O", "é:ON:O\n  é:IN:I", XW_ERR_INVALID, 17, 0,
	    "rebus marker 'é' is declared twice");
	/* A marker may be any character, a multi-byte one too. */
	s = with(v2, "1:ON:O", "Я:ON:O");
	edit_fails(s, "B1D", "B*D", XW_ERR_SYNTAX, 13, 4,
	    "'*' is not a letter, a block or a declared rebus marker");
	free(s);
	s = with(v2, "1", "Я");
	{
		char *t = with(s, "1:ON:O", "Я:ON:O");
		struct xw_puzzle *p = read_ok(t, strlen(t));

		assert_grid(p, "cAT/A#O/B[ON]D");
		xw_puzzle_free(p);
		free(t);
	}
	free(s);
	/* 254 markers fit, as in a .puz; one more does not. */
	for (i = 0; i < 255; i++) {
		xw_buf_add(&markers, (char[]){ (char)(0xc4 + i / 64),
		    (char)(0x80 + i % 64) }, 2);
		xw_buf_puts(&markers, ":AB:A\n");
		if (i < 253)
			continue;
		xw_buf_puts(&b, "<ACROSS PUZZLE V2>\n<SIZE>\n1x1\n<GRID>\nA\n"
		    "<ACROSS>\n<DOWN>\n<REBUS>\n");
		xw_buf_add(&b, markers.s, markers.len);
		if (i == 253)
			xw_puzzle_free(read_ok(b.s, b.len));
		else
			read_fails(b.s, XW_ERR_LIMIT, 263, 0,
			    "more than 254 rebus markers");
		xw_buf_free(&b);
	}
	xw_buf_free(&markers);
}

/* Faults of <GRID>. */
static void
test_bad_grid(void **state)
{
	(void)state;
	edit_fails(v2, "3x3", "3x2", XW_ERR_INVALID, 13, 0,
	    "<GRID> has more than the 2 rows <SIZE> gives");
	edit_fails(v2, "3x3", "3x4", XW_ERR_INVALID, 10, 0,
	    "<GRID> has 3 rows, <SIZE> gives 4");
	edit_fails(v2, "3x3", "4x3", XW_ERR_INVALID, 11, 0,
	    "row 1 has 3 cells, <SIZE> gives 4 columns");
	edit_fails(v2, "A.O", "A.OO", XW_ERR_INVALID, 12, 0,
	    "row 2 has 4 cells, <SIZE> gives 3 columns");
	/* Columns count characters from the start of the line. */
	edit_fails(v2, "  B1D", "\t B*D", XW_ERR_SYNTAX, 13, 4,
	    "'*' is not a letter, a block or a declared rebus marker");
	edit_fails(v2, "  A.O", "  é!O", XW_ERR_SYNTAX, 12, 4,
	    "'!' is not a letter, a block or a declared rebus marker");
	edit_fails(v2, "  A.O", "  A O", XW_ERR_SYNTAX, 12, 4,
	    "' ' is not a letter, a block or a declared rebus marker");
	edit_fails(v1, "C9", "C\xa7", XW_ERR_SYNTAX, 12, 2,
	    "'§' is not a letter or a block");
}

/* Faults of the clues: as many as the grid has slots. */
static void
test_bad_clues(void **state)
{
	(void)state;
	edit_fails(v2, "  Tie\n", "", XW_ERR_INVALID, 17, 0,
	    "1 across clue for 2 across slots");
	edit_fails(v2, "  Pet\n  Tie\n", "", XW_ERR_INVALID, 17, 0,
	    "0 across clues for 2 across slots");
	edit_fails(v2, "  Fox\n", "  Fox\n\n  Wolf\n", XW_ERR_INVALID, 24, 0,
	    "3 down clues for 2 down slots");
	edit_fails(v1, "Three\r\n", "", XW_ERR_INVALID, 17, 0,
	    "1 down clue for 2 down slots");
	edit_fails(v1, "Four\r\n", "Four\r\nFive\r\n", XW_ERR_INVALID, 20, 0,
	    "3 down clues for 2 down slots");
	read_fails("<ACROSS PUZZLE>\n<SIZE>\n1x2\n<GRID>\nA\nB\n<ACROSS>\n"
	    "<DOWN>\n", XW_ERR_INVALID, 8, 0, "0 down clues for 1 down slot");
	read_fails("<ACROSS PUZZLE>\n<SIZE>\n2x1\n<GRID>\nAB\n<ACROSS>\nA\n"
	    "B\n<DOWN>\n", XW_ERR_INVALID, 8, 0,
	    "2 across clues for 1 across slot");
}

/* Through the format table: detected from the bytes, read the same. */
static void
test_format_table(void **state)
{
	const struct xw_format *f = xw_format_detect(v2, strlen(v2));
	struct xw_error e, w;
	struct xw_puzzle *p;

	(void)state;
	assert_non_null(f);
	assert_string_equal(f->name, "text");
	assert_null(f->write);
	p = xw_puzzle_read(v1, strlen(v1), "t.txt", NULL, &e, &w);
	assert_non_null(p);
	assert_int_equal(w.code, XW_ERR_NONE);
	assert_grid(p, "AB/C9/#@");
	xw_puzzle_free(p);
}

UNIT_MAIN("acrosstext", NULL, NULL,
	cmocka_unit_test(test_v2),
	cmocka_unit_test(test_notepad_indent),
	cmocka_unit_test(test_v1),
	cmocka_unit_test(test_encodings),
	cmocka_unit_test(test_diagramless_and_dummy),
	cmocka_unit_test(test_layout),
	cmocka_unit_test(test_sniff),
	cmocka_unit_test(test_bad_text),
	cmocka_unit_test(test_bad_sections),
	cmocka_unit_test(test_bad_size),
	cmocka_unit_test(test_bad_rebus),
	cmocka_unit_test(test_bad_grid),
	cmocka_unit_test(test_bad_clues),
	cmocka_unit_test(test_format_table))
