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

#include "brainsonly.h"
#include "unit.h"
#include "util.h"

/* A 3x2 puzzle with a dated title, ISO-8859-1 text. */
#define TEXT(title) \
	"ARCHIVE\n\n240305\n\n" title "\n\nA. Tester, edited by E. Ditor\n\n" \
	"3\n\n2\n\n1\n\n2\n\nCAT\n%O#E\n\nPet\n\nFirm\n''Golf'' peg\n\n"

static void
test_sniff(void **state)
{
	static const char yes[] = TEXT("03/05/24 SMALL ONE");
	/* The date and one character is a dated title too. */
	static const char shortest[] = TEXT("03/05/24 B");
	static const char *const no[] = {
		TEXT("SMALL ONE"), TEXT("3/05/24 SMALL"), TEXT("03/05/24"),
		TEXT("03-05-24 SMALL"), "",
	};

	(void)state;
	assert_true(xw_brainsonly_sniff(yes, strlen(yes)));
	assert_true(xw_brainsonly_sniff(shortest, strlen(shortest)));
	sniff_all(xw_brainsonly_sniff, no, sizeof(no) / sizeof(no[0]), 0);
}

static void
test_read(void **state)
{
	static const char text[] = TEXT("03/05/24  CAF\xc9 SMALL");
	struct xw_error e;
	struct xw_puzzle *p;
	char *s;

	(void)state;
	p = xw_brainsonly_read(text, strlen(text), "t.txt", NULL, &e);
	assert_non_null(p);
	s = summary(p);
	assert_string_equal(s, "title=CAFÉ SMALL\n"
	    "author=A. Tester, edited by E. Ditor\ndate=03/05/2024\n"
	    "C:1AT:2\n(O#E\n"
	    "Across: 1 Pet\nDown: 1 Firm; 2 ''Golf'' peg\n");
	free(s);
	assert_string_equal(json_object_to_json_string_ext(xw_puzzle_field(p,
	    "com.xwtools:brainsonly"), JSON_C_TO_STRING_PLAIN),
	    "{\"id\":\"ARCHIVE\"}");
	xw_puzzle_free(p);
	/* Called on a title with no date (the sniff would not), it keeps
	   all of it, whole characters. */
	s = summary_of(xw_brainsonly_read, TEXT("Pzzl S\x8a\x9e\x93\x93"),
	    strlen(TEXT("Pzzl S\x8a\x9e\x93\x93")));
	assert_non_null(strstr(s, "title=Pzzl SŠž“\xe2\x80\x9c\n"));
	free(s);
}

static void
test_read_errors(void **state)
{
	static const char text[] = "ARCHIVE\n\n\n\n\n\n\n\n0\n\n0\n\n0\n\n0\n\n"
	    "\n\n\norg.apache.catalina.connector.CoyoteWriter@5d5673cf\n";

	(void)state;
	/* What a broken feed serves. */
	reader_fails(xw_brainsonly_read, "t.txt", text, strlen(text),
	    XW_ERR_SYNTAX, 0, 0, "not the 16 lines of a pzzl header");
	reader_fails(xw_brainsonly_read, "t.txt", TEXT("03/05/24 X") "more\n",
	    strlen(TEXT("03/05/24 X")) + 5, XW_ERR_SYNTAX, 25, 0,
	    "text after the down clues");
}

UNIT_MAIN("tests", NULL, NULL,
	cmocka_unit_test(test_sniff),
	cmocka_unit_test(test_read),
	cmocka_unit_test(test_read_errors))
