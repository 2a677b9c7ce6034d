/* See LICENSE file for copyright and license details. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "pzzl.h"
#include "unit.h"
#include "util.h"

/* The header of a 3x2 puzzle with one across and two down clues. */
#define HEADER(title, author, width, height, across, down) \
	"ID1\n\n240305\n\n" title "\n\n" author "\n\n" width "\n\n" height \
	"\n\n" across "\n\n" down "\n\n"
#define SMALL HEADER("Small", "A. Tester", "3", "2", "1", "2")
#define CLUES "\nPet\n\nFirm\nGolf peg\n"

static void
fails(const char *text, enum xw_errcode code, long line, long col,
    const char *msg)
{
	reader_fails(xw_pzzl_read, "t.txt", text, strlen(text), code, line,
	    col, msg);
}

static void
test_sniff(void **state)
{
	static const char *const no[] = {
		/* brainsonly: a dated title. */
		HEADER("03/05/24 Small", "A", "3", "2", "1", "2"),
		HEADER("03/05/24 B", "A", "3", "2", "1", "2"),
		HEADER("Small", "A", "3", "x", "1", "2"),
		"ID1\n\n24030\n\nT\n\nA\n\n3\n\n2\n\n1\n\n2\n\n",
		/* The date is YYMMDD: six digits, no more. */
		"ID1\n\n2403051\n\nT\n\nA\n\n3\n\n2\n\n1\n\n2\n\n",
		"ID1\n\n20240305\n\nT\n\nA\n\n3\n\n2\n\n1\n\n2\n\n",
		"ID1\n\n240305\n\nT\n\nA\n\n3\n\n2\n\n1\n\n2\n",
		"\n\n240305\n\nT\n\nA\n\n3\n\n2\n\n1\n\n2\n\n",
		"Title: x\n\n240305\n", "",
	};

	(void)state;
	assert_true(xw_pzzl_sniff(SMALL, strlen(SMALL)));
	sniff_all(xw_pzzl_sniff, no, sizeof(no) / sizeof(no[0]), 0);
}

static void
test_read(void **state)
{
	static const char text[] = HEADER("Small",
	    "<NOTEPAD>Circles spell it.</NOTEPAD>A. Tester", "3", "2", "1",
	    "2") "%C^AT.\n%O,X#E\n" CLUES;
	/* Windows-1252 and CR LF; blank lines around the lists. */
	static const char cp1252[] = "ID1\r\n\r\n240305\r\n\r\nCaf\xe9\r\n\r\n"
	    "\r\n\r\n3\r\n\r\n2\r\n\r\n1\r\n\r\n2\r\n\r\nCAT\r\nO#E\r\n\r\n"
	    "\r\n\x93Pet\x94\r\n\r\nFirm\r\nGolf peg\r\n\r\n\r\n";
	struct xw_error e;
	struct xw_puzzle *p;
	char *s;

	(void)state;
	p = xw_pzzl_read(text, strlen(text), "t.txt", NULL, &e);
	assert_non_null(p);
	s = summary(p);
	assert_string_equal(s, "title=Small\nauthor=A. Tester\n"
	    "notes=Circles spell it.\ndate=03/05/2024\n"
	    "(C:1^AT:2\n([OX]#E\n"
	    "Across: 1 Pet\nDown: 1 Firm; 2 Golf peg\n");
	free(s);
	assert_string_equal(json_object_to_json_string_ext(xw_puzzle_field(p,
	    "com.xwtools:pzzl"), JSON_C_TO_STRING_PLAIN), "{\"id\":\"ID1\"}");
	xw_puzzle_free(p);
	s = summary_of(xw_pzzl_read, cp1252, strlen(cp1252));
	assert_string_equal(s, "title=Café\ndate=03/05/2024\n"
	    "C:1AT:2\nO#E\n"
	    "Across: 1 \xe2\x80\x9cPet\xe2\x80\x9d\nDown: 1 Firm; 2 Golf peg\n");
	free(s);
}

static void
test_read_errors(void **state)
{
	(void)state;
	fails("Title: x\n", XW_ERR_SYNTAX, 0, 0,
	    "not the 16 lines of a pzzl header");
	fails(HEADER("S", "A", "0", "2", "1", "2"), XW_ERR_INVALID, 9, 0,
	    "width '0' is not from 1 to 1000");
	fails(HEADER("S", "A", "3", "1001", "1", "2"), XW_ERR_LIMIT, 11, 0,
	    "height '1001' is not from 1 to 1000");
	fails(SMALL "CAT\n", XW_ERR_SYNTAX, 0, 0,
	    "grid ends after 1 of 2 rows");
	fails(SMALL "CA\nO#E\n" CLUES, XW_ERR_SYNTAX, 17, 0,
	    "row of 2 cells, the width is 3");
	fails(SMALL "CATS\nO#E\n" CLUES, XW_ERR_SYNTAX, 17, 4,
	    "row of more than 3 cells");
	fails(SMALL "C A\nO#E\n" CLUES, XW_ERR_SYNTAX, 17, 2,
	    "' ' out of place in a grid row");
	fails(SMALL ",CAT\nO#E\n" CLUES, XW_ERR_SYNTAX, 17, 1,
	    "',' out of place in a grid row");
	fails(SMALL "CAT,\nO#E\n" CLUES, XW_ERR_SYNTAX, 17, 0,
	    "row ends in ','");
	fails(HEADER("S", "A", "3", "2", "2", "2") "CAT\nO#E\n" CLUES,
	    XW_ERR_INVALID, 13, 0, "2 across clues for the 1 across entries "
	    "of the grid");
	fails(SMALL "CAT\nO#E\n\nPet\n\nFirm\n", XW_ERR_SYNTAX, 0, 0,
	    "down clues end after 1 of 2");
	fails(SMALL "CAT\nO#E\n" CLUES "\nMore\n", XW_ERR_SYNTAX, 25, 0,
	    "text after the down clues");
	fails(SMALL "CAT\nO#E\n\nP\x81t\n", XW_ERR_SYNTAX, 20, 2,
	    "byte 0x81 is not text");
}

UNIT_MAIN("tests", NULL, NULL,
	cmocka_unit_test(test_sniff),
	cmocka_unit_test(test_read),
	cmocka_unit_test(test_read_errors))
