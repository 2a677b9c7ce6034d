/* See LICENSE file for copyright and license details. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kingfeatures.h"
#include "unit.h"
#include "util.h"

/* "CAT" over "O#E": numbers, grid, across and down clues. */
#define NUMBERS "{ 1 00  2 |\n00 -1 00\n"
#define GRID "{C A T |\nO # E\n"
#define ACROSS "{1. First\n"
#define DOWN "{1. Firm |\n2. Golf peg\n"

static void
fails(const char *text, enum xw_errcode code, long line, long col,
    const char *msg)
{
	reader_fails(xw_kingfeatures_read, "t.txt", text, strlen(text), code,
	    line, col, msg);
}

static void
test_sniff(void **state)
{
	static const char *const yes[] = {
		NUMBERS GRID ACROSS DOWN,
		"\n\r\n{ 1  2 -1 |",
		"{1 2",
	};
	static const char *const no[] = {
		"{\"a\": 1}", "{\\rtf1 x}", "{ 1 |", "{C A T |\n",
		"x\n{ 1 2 |", "{ 1 2a |", "",
	};

	(void)state;
	SNIFFS(xw_kingfeatures_sniff, yes, no);
}

static void
test_read(void **state)
{
	/* Mac OS Roman: 0x8e is e acute; CR line ends (old Macintosh). */
	static const char mac[] = "{ 1 00  2 |\r00 -1 00\r{C A T |\rO # E\r"
	    "{1. Caf\x8e |\r{1. Firm |\r2. Golf peg\r";
	/* Labels as the numbers say; a rebus cell; blank lines. */
	static const char utf8[] = "{ 7 00  2 |\n\n00 -1 00\n{CH A T |\n"
	    "O # É\n{7. Pets\n{7. Y |\n2. Z\n\n";
	char *s;

	(void)state;
	s = summary_of(xw_kingfeatures_read, mac, strlen(mac));
	assert_string_equal(s, "C:1AT:2\nO#E\n"
	    "Across: 1 Café\nDown: 1 Firm; 2 Golf peg\n");
	free(s);
	s = summary_of(xw_kingfeatures_read, utf8, strlen(utf8));
	assert_string_equal(s, "[CH]:7AT:2\nO#É\n"
	    "Across: 7 Pets\nDown: 7 Y; 2 Z\n");
	free(s);
}

/* A grid of rows rows of cols cells, all 'A', numbered 1 to cols along
   the first row and cols + 1 down the first column; its clues: the first
   row and the first column's. */
static char *
big_grid(int rows, int cols)
{
	struct xw_buf b = { 0 };
	int r, c, k;

	for (k = 0; k < 2; k++)
		for (r = 0; r < rows; r++) {
			xw_buf_puts(&b, r == 0 ? "{" : "");
			for (c = 0; c < cols; c++)
				if (k == 1)
					xw_buf_puts(&b, c > 0 ? " A" : "A");
				else if (r == 0)
					xw_buf_printf(&b, " %d", c + 1);
				else
					xw_buf_printf(&b, " %d", c == 0 ?
					    cols + r : 0);
			xw_buf_puts(&b, " |\n");
		}
	xw_buf_puts(&b, "{1. Top row\n{1. First column\n");
	return xw_buf_take(&b);
}

/* XW_MAX_DIM itself is a width and a height the reader takes. */
static void
test_read_max_dim(void **state)
{
	struct xw_puzzle *p;
	struct xw_error e;
	char *t;

	(void)state;
	t = big_grid(2, XW_MAX_DIM);
	p = xw_kingfeatures_read(t, strlen(t), "t.txt", NULL, &e);
	if (p == NULL)
		fail_msg("read failed: %s:%ld: %s", e.file, e.line, e.msg);
	assert_int_equal(p->width, XW_MAX_DIM);
	assert_int_equal(p->height, 2);
	xw_puzzle_free(p);
	free(t);
	t = big_grid(XW_MAX_DIM, 2);
	p = xw_kingfeatures_read(t, strlen(t), "t.txt", NULL, &e);
	if (p == NULL)
		fail_msg("read failed: %s:%ld: %s", e.file, e.line, e.msg);
	assert_int_equal(p->width, 2);
	assert_int_equal(p->height, XW_MAX_DIM);
	xw_puzzle_free(p);
	free(t);
}

static void
test_read_errors(void **state)
{
	(void)state;
	fails(NUMBERS GRID ACROSS, XW_ERR_INVALID, 0, 0,
	    "3 sections of 4: want numbers, grid, across and down clues");
	fails(NUMBERS, XW_ERR_INVALID, 0, 0,
	    "1 section of 4: want numbers, grid, across and down clues");
	fails(NUMBERS GRID ACROSS DOWN "{x\n", XW_ERR_INVALID, 8, 0,
	    "a fifth section: want numbers, grid, across and down clues");
	fails("{ 1 00 2 |\n00 -1\n" GRID ACROSS DOWN, XW_ERR_SYNTAX, 2, 0,
	    "number row of 2 cells, the first has 3");
	fails("{ 1 00 2 |\n00 -1 x\n" GRID ACROSS DOWN, XW_ERR_SYNTAX, 2, 7,
	    "not a clue number: 'x'");
	fails("{ 1 00 2 |\n00 -1 -\n" GRID ACROSS DOWN, XW_ERR_SYNTAX, 2, 7,
	    "not a clue number: '-'");
	/* Only -1 is a block, and 00 no number: another number below 0
	   is none (it was a white cell with no label, silently). */
	fails("{ 1 00 2 |\n00 -1 -2\n" GRID ACROSS DOWN, XW_ERR_SYNTAX, 2, 7,
	    "not a clue number: '-2'");
	fails("{ 1 00 2 |\n00 -01 00\n" GRID ACROSS DOWN, XW_ERR_SYNTAX, 2, 4,
	    "not a clue number: '-01'");
	fails(NUMBERS "{C A T |\nO E E\n" ACROSS DOWN, XW_ERR_INVALID, 4, 3,
	    "row 2, column 2: 'E' where the numbers have -1");
	fails(NUMBERS "{C A T\n" ACROSS DOWN, XW_ERR_INVALID, 3, 0,
	    "a 3x1 grid after 3x2 numbers");
	fails(NUMBERS GRID "{1 First\n" DOWN, XW_ERR_SYNTAX, 5, 0,
	    "bad clue line '1 First': want '1. clue'");
	fails(NUMBERS GRID "{2. First\n" DOWN, XW_ERR_INVALID, 5, 0,
	    "across clue 2 is for no entry of the grid");
	fails(NUMBERS GRID "{123456. First\n" DOWN, XW_ERR_INVALID, 5, 0,
	    "across clue 123456 is for no entry of the grid");
	fails(NUMBERS GRID "{1234567. First\n" DOWN, XW_ERR_SYNTAX, 5, 0,
	    "bad clue line '1234567. First': want '1. clue'");
	fails(NUMBERS GRID ACROSS DOWN "\x01", XW_ERR_SYNTAX, 8, 1,
	    "control character U+0001 in the text");
}

UNIT_MAIN("tests", NULL, NULL,
	cmocka_unit_test(test_sniff),
	cmocka_unit_test(test_read),
	cmocka_unit_test(test_read_max_dim),
	cmocka_unit_test(test_read_errors))
