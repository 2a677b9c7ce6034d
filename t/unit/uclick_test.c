/* See LICENSE file for copyright and license details. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "uclick.h"
#include "unit.h"
#include "util.h"

/* A 3x3 with a block, its clues around body. */
#define DOC(size, grid, body) \
	"<crossword>\n<Title v=\"T\"/>\n" size \
	"<AllAnswer v=\"" grid "\"/>\n" body "</crossword>\n"
#define SIZE "<Width v=\"3\"/>\n<Height v=\"3\"/>\n"
#define GRID "CATOR--ED"

static void
fails(const char *xml, enum xw_errcode code, long line, const char *msg)
{
	reader_fails(xw_uclick_read, "t.xml", xml, strlen(xml), code, line, 0,
	    msg);
}

static void
test_sniff(void **state)
{
	static const char *const yes[] = {
		"<crossword><AllAnswer v=\"A\"/></crossword>",
		"\xef\xbb\xbf<?xml version=\"1.0\"?>\n<!-- x -->\n<CrossWord>"
		"<allanswer v=\"A\"/></CrossWord>",
		"<!DOCTYPE crossword [<!ENTITY a \"b\">]><crossword>"
		"<ALLANSWER/></crossword>",
	};
	static const char *const no[] = {
		"<crossword><grid/></crossword>",
		"<crossword-compiler><AllAnswer/></crossword-compiler>",
		("<rectangular-puzzle><crossword><AllAnswer v=\"\"/></crossword>"
		"</rectangular-puzzle>"),
		"<!-- <crossword><AllAnswer/> -->",
		"{\"AllAnswer\": 1}", "",
	};

	(void)state;
	SNIFFS(xw_uclick_sniff, yes, no);
}

/* The three feeds: URL-encoded clues with category and editor (USA
   Today), character references (Newsday), names in lower case. */
static void
test_read(void **state)
{
	static const char usaon[] = DOC("<Author v=\"By A. Tester\"/>\n"
	    "<Category v=\"Test Crosswords\"/>\n<Copyright v=\"xwtools\"/>\n"
	    "<Editor v=\"E. Ditor\"/>\n" SIZE, GRID,
	    "<across>\n"
	    "<a1 a=\"CAT\" c=\"%22Feline%22 pet\" n=\"1\" cn=\"1\"/>\n"
	    "<a2 a=\"OR\" c=\"Either, 100%\" n=\"4\" cn=\"3\"/>\n"
	    "<a3 a=\"ED\" c=\"Caf%C3%A9 owner Mr.\" n=\"8\" cn=\"4\"/>\n"
	    "</across>\n<down>\n"
	    "<d1 a=\"CO\" c=\"Firm: Abbr.\" n=\"1\" cn=\"1\"/>\n"
	    "<d2 a=\"AXE\" c=\"Chopper%2\" n=\"2\" cn=\"2\"/>\n"
	    "</down>\n");
	static const char crnet[] = DOC("<Author v=\"by A. Tester\"/>\n" SIZE,
	    GRID, "<across>\n"
	    "<a1 a=\"CAT\" c=\"&#34;Feline&#34; pet\" n=\"1\" cn=\"1\"/>\n"
	    "<a2 c=\"Either\" n=\"4\" cn=\"3\"/>\n"
	    "<a3 a=\"ED\" c=\"P&amp;L\" cn=\"4\"/>\n"
	    "</across>\n");
	static const char lower[] = "<crossword><title v=\"\"/>"
	    "<width v=\"2\"/><height v=\"1\"/><allanswer v=\"Я1\"/>"
	    "<across><x a=\"Я1\" c=\"Da\" n=\"1\" cn=\"1\"/></across>"
	    "</crossword>";
	char *s;

	(void)state;
	s = summary_of(xw_uclick_read, usaon, strlen(usaon));
	assert_string_equal(s, "title=T\nauthor=By A. Tester\n"
	    "editor=E. Ditor\ncopyright=xwtools\n"
	    "publication=Test Crosswords\n"
	    "C:1A:2T\nO:3R#\n#E:4D\n"
	    "Across: 1 \"Feline\" pet; 3 Either, 100%; 4 Café owner Mr.\n"
	    "Down: 1 Firm: Abbr.; 2 Chopper%2 ~ AXE\n");
	free(s);
	/* No n: the entry the number labels; no a: the grid's answer. */
	s = summary_of(xw_uclick_read, crnet, strlen(crnet));
	assert_string_equal(s, "title=T\nauthor=by A. Tester\n"
	    "C:1A:2T\nO:3R#\n#E:4D\n"
	    "Across: 1 \"Feline\" pet; 3 Either; 4 P&L\n");
	free(s);
	s = summary_of(xw_uclick_read, lower, strlen(lower));
	assert_string_equal(s, "Я:11\nAcross: 1 Da\n");
	free(s);
}

/* A clue whose "%xx" would decode to a byte that is not UTF-8, or to a
   NUL that would cut it, is kept as written, whole. */
static void
test_read_undecodable(void **state)
{
	static const char doc[] = DOC(SIZE, GRID, "<across>\n"
	    "<a1 c=\"100%FF pure\" n=\"1\" cn=\"1\"/>\n"
	    "<a2 c=\"Pet%00 cut\" n=\"4\" cn=\"3\"/>\n"
	    "<a3 c=\"Caf%C3%A9%00\" n=\"8\" cn=\"4\"/>\n"
	    "</across>\n");
	char *s;

	(void)state;
	s = summary_of(xw_uclick_read, doc, strlen(doc));
	assert_string_equal(s, "title=T\nC:1A:2T\nO:3R#\n#E:4D\n"
	    "Across: 1 100%FF pure; 3 Pet%00 cut; 4 Caf%C3%A9%00\n");
	free(s);
}

/* XW_MAX_DIM itself is a width and a height the reader takes. */
static void
test_read_max_dim(void **state)
{
	struct xw_buf b = { 0 };
	struct xw_puzzle *p;
	struct xw_error e;
	int i;

	(void)state;
	xw_buf_printf(&b, "<crossword><Width v=\"%d\"/><Height v=\"1\"/>"
	    "<AllAnswer v=\"", XW_MAX_DIM);
	for (i = 0; i < XW_MAX_DIM; i++)
		xw_buf_putc(&b, 'A');
	xw_buf_puts(&b, "\"/></crossword>");
	p = xw_uclick_read(b.s, b.len, "t.xml", NULL, &e);
	if (p == NULL)
		fail_msg("read failed: %s:%ld: %s", e.file, e.line, e.msg);
	assert_int_equal(p->width, XW_MAX_DIM);
	assert_int_equal(p->height, 1);
	xw_puzzle_free(p);
	free(b.s);
}

static void
test_read_errors(void **state)
{
	(void)state;
	reader_fails(xw_uclick_read, "t.xml", "<crossword>\n<AllAnswer/>", 24,
	    XW_ERR_SYNTAX, 2, 13, "malformed XML: Premature end of data in "
	    "tag crossword line 1");
	fails("<puzzle><AllAnswer v=\"A\"/></puzzle>", XW_ERR_FORMAT, 1,
	    "not uclick XML: the document is <puzzle>");
	fails(DOC("<Height v=\"3\"/>\n", GRID, ""), XW_ERR_INVALID, 1,
	    "no <Width v=\"...\">");
	fails(DOC("<Width v=\"3\"/>\n<Height v=\"x\"/>\n", GRID, ""),
	    XW_ERR_INVALID, 4, "Height \"x\" is not from 1 to 1000");
	fails(DOC("<Width v=\"0\"/>\n<Height v=\"3\"/>\n", GRID, ""),
	    XW_ERR_INVALID, 3, "Width \"0\" is not from 1 to 1000");
	fails(DOC("<Width v=\"1001\"/>\n<Height v=\"3\"/>\n", GRID, ""),
	    XW_ERR_LIMIT, 3, "Width \"1001\" is not from 1 to 1000");
	fails("<crossword>\n" SIZE "</crossword>", XW_ERR_INVALID, 1,
	    "no <AllAnswer v=\"...\">");
	fails(DOC(SIZE, "CATOR--E", ""), XW_ERR_INVALID, 5,
	    "AllAnswer has 8 cells, a 3x3 grid 9");
	fails(DOC(SIZE, GRID, "<across>\n<a1 c=\"x\" n=\"1\"/>\n</across>\n"),
	    XW_ERR_INVALID, 7, "across clue <a1> has no number (cn)");
	fails(DOC(SIZE, GRID, "<across>\n<a1 c=\"x\" n=\"1\" cn=\"\"/>\n"
	    "</across>\n"), XW_ERR_INVALID, 7,
	    "across clue <a1> has no number (cn)");
	fails(DOC(SIZE, GRID, "<down>\n<d1 c=\"x\" n=\"3\" cn=\"6\"/>\n"
	    "</down>\n"), XW_ERR_INVALID, 7, "down clue 6 is for no entry of "
	    "the grid");
}

UNIT_MAIN("tests", NULL, NULL,
	cmocka_unit_test(test_sniff),
	cmocka_unit_test(test_read),
	cmocka_unit_test(test_read_undecodable),
	cmocka_unit_test(test_read_max_dim),
	cmocka_unit_test(test_read_errors))
