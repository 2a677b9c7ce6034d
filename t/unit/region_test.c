/* See LICENSE file for copyright and license details. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "puzzle.h"
#include "region.h"
#include "unit.h"
#include "util.h"

/* Only the size of the grid matters to a region: 3 rows of 4. */
static const struct xw_puzzle grid = { .width = 4, .height = 3 };

/* The region of spec as rows of 0 and 1: "0110/0110/0000". */
static void
assert_region(const char *spec, const char *want)
{
	struct xw_error e;
	unsigned char *region = xw_region_parse(&grid, spec, &e);
	char got[64];
	size_t n = 0;
	int r, c;

	if (region == NULL)
		fail_msg("region '%s' refused: %s", spec, e.msg);
	for (r = 0; r < grid.height; r++) {
		if (r > 0)
			got[n++] = '/';
		for (c = 0; c < grid.width; c++)
			got[n++] = (char)('0' + region[r * grid.width + c]);
	}
	got[n] = '\0';
	assert_string_equal(got, want);
	free(region);
}

static void
assert_refused(const char *spec, const char *msg)
{
	struct xw_error e;

	assert_null(xw_region_parse(&grid, spec, &e));
	assert_int_equal(e.code, XW_ERR_ARG);
	assert_string_equal(e.file, "");
	assert_string_equal(e.msg, msg);
}

static void
test_region_cells(void **state)
{
	(void)state;
	assert_region("1,2-2,3", "0110/0110/0000");
	assert_region("3,4", "0000/0000/0001");
	assert_region("1,1-3,4", "1111/1111/1111");
	assert_region("1,1;3,4 2,2-2,3", "1000/0110/0001");
	assert_region(";;1,1;", "1000/0000/0000");
	/* As the tools name cells (gridfill -a, messages). */
	assert_region("r1c2-r2c3", "0110/0110/0000");
	assert_region("R3C4;r1c1", "1000/0000/0001");
}

static void
test_region_refused(void **state)
{
	(void)state;
	assert_refused("1,1;2,x", "region '2,x': write r1,c1-r2,c2 or "
	    "r,c, or r1c1-r2c2 or r1c1");
	assert_refused("1-2", "region '1-2': write r1,c1-r2,c2 or "
	    "r,c, or r1c1-r2c2 or r1c1");
	assert_refused("1,1-2,2x", "region '1,1-2,2x': write r1,c1-r2,c2 or "
	    "r,c, or r1c1-r2c2 or r1c1");
	/* rRcC whole, not half of it. */
	assert_refused("r1,1", "region 'r1,1': write r1,c1-r2,c2 or r,c, or "
	    "r1c1-r2c2 or r1c1");
	assert_refused("1c1", "region '1c1': write r1,c1-r2,c2 or r,c, or "
	    "r1c1-r2c2 or r1c1");
	assert_refused("r1c", "region 'r1c': write r1,c1-r2,c2 or r,c, or "
	    "r1c1-r2c2 or r1c1");
	assert_refused("r1c5", "region 'r1c5' is outside the 3x4 grid");
	assert_refused("1,1-4,4", "region '1,1-4,4' is outside the 3x4 grid");
	assert_refused("0,1", "region '0,1' is outside the 3x4 grid");
	assert_refused("1,0", "region '1,0' is outside the 3x4 grid");
	assert_refused("r2c0", "region 'r2c0' is outside the 3x4 grid");
	assert_refused("2,2-1,1", "region '2,2-1,1' runs backwards: write its "
	    "top left cell first");
	assert_refused("1,3-2,1", "region '1,3-2,1' runs backwards: write its "
	    "top left cell first");
	assert_refused("1,5", "region '1,5' is outside the 3x4 grid");
	/* Past an int: outside, not read as some other number. */
	assert_refused("1,1-99999999999999999999,1", "region "
	    "'1,1-99999999999999999999,1' is outside the 3x4 grid");
	assert_refused("1,4294967297", "region '1,4294967297' is outside the "
	    "3x4 grid");
	assert_refused("--1,1", "region '--1,1': write r1,c1-r2,c2 or "
	    "r,c, or r1c1-r2c2 or r1c1");
	assert_refused("", "region '' names no cell");
	assert_refused("; ;", "region '; ;' names no cell");
}

UNIT_MAIN("tests", NULL, NULL,
	cmocka_unit_test(test_region_cells),
	cmocka_unit_test(test_region_refused))
