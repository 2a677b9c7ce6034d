/* See LICENSE file for copyright and license details. */
/* common/clocale.c; t/8007-locale.t runs the same under de_DE and
   tr_TR, through the readers and writers. */
#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "clocale.h"
#include "unit.h"

/* The sign of strcasecmp's answer, which sorts (ipuz-pack's ids). */
static int
sign(int n)
{
	return (n > 0) - (n < 0);
}

static void
test_casecmp(void **state)
{
	(void)state;
	assert_int_equal(xw_ascii_casecmp(".IPUZ", ".ipuz"), 0);
	assert_int_equal(xw_ascii_casecmp("Infinity", "INFINITY"), 0);
	assert_int_equal(xw_ascii_casecmp("", ""), 0);
	assert_int_equal(sign(xw_ascii_casecmp("abc", "ABD")), -1);
	assert_int_equal(sign(xw_ascii_casecmp("b", "A")), 1);
	assert_int_equal(sign(xw_ascii_casecmp("a", "AB")), -1);
	assert_int_equal(sign(xw_ascii_casecmp("AB", "a")), 1);
	/* '_' sorts after the capitals and before the small letters: as
	   strcasecmp in C, folded to small letters. */
	assert_int_equal(sign(xw_ascii_casecmp("_", "Z")), -1);
	/* Ä and ä are two letters to ASCII folding, in any locale. */
	assert_int_not_equal(xw_ascii_casecmp("\xc3\x84", "\xc3\xa4"), 0);
	assert_int_equal(xw_ascii_ncasecmp("IPUZx", "ipuzy", 4), 0);
	assert_int_equal(sign(xw_ascii_ncasecmp("IPUZx", "ipuzy", 5)), -1);
	assert_int_equal(xw_ascii_ncasecmp("a", "b", 0), 0);
	assert_int_equal(xw_ascii_ncasecmp("ab", "AB", 10), 0);
}

static void
test_fold(void **state)
{
	(void)state;
	assert_int_equal(xw_ascii_lower('I'), 'i');
	assert_int_equal(xw_ascii_lower('i'), 'i');
	assert_int_equal(xw_ascii_lower('['), '[');
	assert_int_equal(xw_ascii_lower(0xc4), 0xc4);
	assert_int_equal(xw_ascii_upper('i'), 'I');
	assert_int_equal(xw_ascii_upper('{'), '{');
	assert_int_equal(xw_ascii_upper(0xe4), 0xe4);
}

/* Every byte, against the C library's answers in C (the test runs in
   C): the same for ASCII, none for the bytes past it, a letter in
   ISO-8859-1 (0xE2) too. */
static void
test_classes(void **state)
{
	int c;

	(void)state;
	for (c = 0; c < 0x80; c++) {
		assert_int_equal(xw_ascii_isalpha(c), isalpha(c) != 0);
		assert_int_equal(xw_ascii_isdigit(c), isdigit(c) != 0);
		assert_int_equal(xw_ascii_isalnum(c), isalnum(c) != 0);
		assert_int_equal(xw_ascii_isspace(c), isspace(c) != 0);
	}
	for (c = 0x80; c < 0x100; c++)
		assert_false(xw_ascii_isalnum(c) || xw_ascii_isspace(c));
	assert_false(xw_ascii_isalpha((char)0xe2));
}

static void
test_numbers(void **state)
{
	char buf[32], *end;

	(void)state;
	assert_int_equal(xw_c_snprintf(buf, sizeof(buf), "%.*g|%.2f|%d",
	    2, 1.5, 2.0 / 3, 7), 10);
	assert_string_equal(buf, "1.5|0.67|7");
	assert_true(xw_c_strtod("1.5x", &end) == 1.5);
	assert_string_equal(end, "x");
	assert_true(xw_c_strtod("-2.5e-3", NULL) == -2.5e-3);
}

UNIT_MAIN("tests", NULL, NULL,
	cmocka_unit_test(test_casecmp),
	cmocka_unit_test(test_fold),
	cmocka_unit_test(test_classes),
	cmocka_unit_test(test_numbers))
