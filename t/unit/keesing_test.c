/* See LICENSE file for copyright and license details. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "keesing.h"
#include "unit.h"
#include "util.h"

/* A 3x2 grid, "CAT" over "O#E", its word groups in groups. */
#define DOC(top, groups) \
	"<puzzle type=\"Crossword\" " top ">\n<title>T</title>\n" \
	"<grid><cells>\n" \
	"<cell x=\"0\" y=\"0\" content=\"C\" fillable=\"1\"/>\n" \
	"<cell x=\"1\" y=\"0\" content=\"A\" fillable=\"1\" giveaway=\"1\"/>\n" \
	"<cell x=\"2\" y=\"0\" content=\"T\" fillable=\"1\"/>\n" \
	"<cell x=\"0\" y=\"1\" content=\"O\" fillable=\"1\"/>\n" \
	"<cell x=\"1\" y=\"1\" content=\"\" fillable=\"0\"/>\n" \
	"<cell x=\"2\" y=\"1\" content=\"E\" fillable=\"1\"/>\n" \
	"</cells></grid>\n<wordgroups>\n" groups "</wordgroups>\n</puzzle>\n"
#define SIZE "width=\"3\" height=\"2\""
#define WORD(number, content, cells, clue) \
	"<word number=\"" number "\" content=\"" content "\"><cells>" cells \
	"</cells><clue>" clue "</clue></word>\n"
#define CELL(x, y) "<cell x=\"" x "\" y=\"" y "\"/>"

static void
fails(const char *xml, enum xw_errcode code, long line, const char *msg)
{
	reader_fails(xw_keesing_read, "t.xml", xml, strlen(xml), code, line,
	    0, msg);
}

static void
test_sniff(void **state)
{
	static const char *const yes[] = {
		"<puzzle type=\"Crossword\"><wordgroups/></puzzle>",
		"<?xml version=\"1.0\"?>\n<Puzzle><WordGroups/></Puzzle>",
	};
	static const char *const no[] = {
		"<puzzle type=\"Crossword\"><grid/></puzzle>",
		"<puzzles><wordgroups/></puzzles>",
		"<crossword><wordgroups/></crossword>", "<puzzle",
	};

	(void)state;
	SNIFFS(xw_keesing_sniff, yes, no);
}

static void
test_read(void **state)
{
	static const char xml[] = DOC(SIZE,
	    "<wordgroup kind=\"horizontal\"><header>Horizontaal</header>"
	    "<words>\n"
	    WORD("0", "CAT", CELL("0", "0") CELL("1", "0") CELL("2", "0"),
	    "Pet")
	    "</words></wordgroup>\n"
	    "<wordgroup kind=\"vertical\"><header>Down</header><words>\n"
	    WORD("0", "CO", CELL("0", "0") CELL("0", "1"), "Firm")
	    WORD("7", "TE", CELL("2", "0") CELL("2", "1"), "Golf peg, &amp; "
	    "more")
	    "</words></wordgroup>\n"
	    "<wordgroup kind=\"diagonal\"><header> Extra </header><words>\n"
	    WORD("1", "CE", CELL("0", "0") CELL("2", "1"), "Ends")
	    WORD("0", "", "", "No cells")
	    "</words></wordgroup>\n");
	char *s;

	(void)state;
	s = summary_of(xw_keesing_read, xml, strlen(xml));
	assert_string_equal(s, "title=T\n"
	    "C:1!AT:2\nO#E\n"
	    "Across:Horizontaal: 1 Pet\n"
	    "Down: 1 Firm; 7 Golf peg, & more @0,2+2\n"
	    "Extra: 1 Ends @0,0+2;  No cells\n");
	free(s);
}

/*
 * A word ties its clue to an entry only when its cells are the entry's,
 * all of them in order: cells that start an entry but are fewer (CA of
 * CAT) or run elsewhere (C, O, E) are the clue's own. A word without
 * cells whose number starts no entry is a plain clue, which ipuz-check
 * then finds for no entry; empty cells of its own would hide that.
 */
static void
test_read_words(void **state)
{
	static const char xml[] = DOC(SIZE,
	    "<wordgroup kind=\"horizontal\"><header>Across</header><words>\n"
	    WORD("0", "CA", CELL("0", "0") CELL("1", "0"), "Start of pet")
	    WORD("0", "COE", CELL("0", "0") CELL("0", "1") CELL("2", "1"),
	    "Bend")
	    WORD("0", "CAT", CELL("0", "0") CELL("1", "0") CELL("2", "0"),
	    "Pet")
	    "<word number=\"5\" content=\"\"><clue>Lost</clue></word>\n"
	    "</words></wordgroup>\n");
	struct xw_error e;
	struct xw_puzzle *p;
	char *s;

	(void)state;
	p = xw_keesing_read(xml, strlen(xml), "t", NULL, &e);
	if (p == NULL)
		fail_msg("read failed: %s", e.msg);
	s = summary(p);
	assert_string_equal(s, "title=T\n"
	    "C:1!AT:2\nO#E\n"
	    "Across:  Start of pet @0,0+2;  Bend @0,0+3; 1 Pet; 5 Lost\n");
	free(s);
	assert_int_equal(p->lists[0].clues[3].explicit_cells, 0);
	assert_int_equal(p->lists[0].clues[3].ncells, 0);
	xw_puzzle_free(p);
}

/*
 * A cell that <cells> leaves out is no cell of the grid (an omitted one,
 * as a shaped puzzle's), not a block; a word group whose header is empty
 * is the plain list of its kind, "Across", not "Across:" of nothing.
 */
static void
test_read_gaps(void **state)
{
	static const char xml[] =
	    "<puzzle type=\"Crossword\" " SIZE ">\n<title>T</title>\n"
	    "<grid><cells>\n"
	    "<cell x=\"0\" y=\"0\" content=\"C\" fillable=\"1\"/>\n"
	    "<cell x=\"1\" y=\"0\" content=\"A\" fillable=\"1\"/>\n"
	    "<cell x=\"2\" y=\"0\" content=\"T\" fillable=\"1\"/>\n"
	    "<cell x=\"0\" y=\"1\" content=\"O\" fillable=\"1\"/>\n"
	    "<cell x=\"2\" y=\"1\" content=\"E\" fillable=\"1\"/>\n"
	    "</cells></grid>\n<wordgroups>\n"
	    "<wordgroup kind=\"horizontal\"><header></header><words>\n"
	    WORD("0", "CAT", CELL("0", "0") CELL("1", "0") CELL("2", "0"),
	    "Pet")
	    "</words></wordgroup>\n"
	    "<wordgroup kind=\"vertical\"><header> </header><words>\n"
	    WORD("0", "CO", CELL("0", "0") CELL("0", "1"), "Firm")
	    "</words></wordgroup>\n"
	    "</wordgroups>\n</puzzle>\n";
	char *s;

	(void)state;
	s = summary_of(xw_keesing_read, xml, strlen(xml));
	assert_string_equal(s, "title=T\n"
	    "C:1AT:2\nO_E\n"
	    "Across: 1 Pet\n"
	    "Down: 1 Firm\n");
	free(s);
}

static void
test_read_errors(void **state)
{
	(void)state;
	reader_fails(xw_keesing_read, "t.xml", "<puzzle>\n<wordgroups>", 21,
	    XW_ERR_SYNTAX, 2, 13, "malformed XML: Premature end of data in tag "
	    "wordgroups line 2");
	fails("<crossword/>", XW_ERR_FORMAT, 1,
	    "not Keesing XML: the document is <crossword>");
	fails("<puzzle type=\"Sudoku\"/>", XW_ERR_FORMAT, 1,
	    "Keesing puzzles of type \"Sudoku\" are not read, only "
	    "crosswords");
	fails(DOC("width=\"3\"", ""), XW_ERR_INVALID, 1,
	    "grid size 3 by (none) is not from 1 to 1000 each way");
	fails(DOC("width=\"3\" height=\"2000\"", ""), XW_ERR_LIMIT, 1,
	    "grid size 3 by 2000 is not from 1 to 1000 each way");
	fails(DOC("width=\"2\" height=\"2\"", ""), XW_ERR_INVALID, 6,
	    "cell at x=\"2\", y=\"0\" is not in the 2x2 grid");
	fails(DOC(SIZE, "<wordgroup kind=\"horizontal\"><words>\n"
	    WORD("0", "", CELL("0", "-1"), "x") "</words></wordgroup>\n"),
	    XW_ERR_INVALID, 13, "cell at x=\"0\", y=\"-1\" is not in the "
	    "3x2 grid");
}

UNIT_MAIN("tests", NULL, NULL,
	cmocka_unit_test(test_sniff),
	cmocka_unit_test(test_read),
	cmocka_unit_test(test_read_words),
	cmocka_unit_test(test_read_gaps),
	cmocka_unit_test(test_read_errors))
