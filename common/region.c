/* See LICENSE file for copyright and license details. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle.h"
#include "region.h"
#include "util.h"

/*
 * A cell "r,c", or "rRcC" as the tools name cells (r3c5), at *s, moving
 * *s past it: 0, or -1 when there is none. A number too large for a long
 * is kept as LONG_MAX, which is outside any grid, as it is.
 */
static int
cell(const char **s, long *r, long *c)
{
	int named = **s == 'r' || **s == 'R';
	char *end;

	/* Digits only: strtol takes a sign and blanks before them, and
	   "-1,2" was said to be outside the grid, "+1,2" taken. */
	if (!isdigit((unsigned char)(*s)[named]))
		return -1;
	*r = strtol(*s + named, &end, 10);
	if (named ? *end != 'c' && *end != 'C' : *end != ',')
		return -1;
	*s = end + 1;
	if (!isdigit((unsigned char)**s))
		return -1;
	*c = strtol(*s, &end, 10);
	*s = end;
	return 0;
}

/* Set the cells of a rectangle "r1,c1-r2,c2" or a cell "r,c". */
static int
mark(const struct xw_puzzle *p, unsigned char *region, const char *spec,
    struct xw_error *e)
{
	const char *s = spec;
	long r1, c1, r2, c2, r, c;
	int ok;

	ok = cell(&s, &r1, &c1) == 0;
	r2 = r1, c2 = c1;
	if (ok && *s == '-') {
		s++;
		ok = cell(&s, &r2, &c2) == 0;
	}
	if (!ok || *s != '\0')
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0,
		    "region '%s': write r1,c1-r2,c2 or r,c, or r1c1-r2c2 or "
		    "r1c1", spec);
	if (r1 > r2 || c1 > c2)
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "region '%s' runs "
		    "backwards: write its top left cell first", spec);
	if (r1 < 1 || c1 < 1 || r2 > p->height || c2 > p->width)
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0,
		    "region '%s' is outside the %dx%d grid", spec, p->height,
		    p->width);
	for (r = r1 - 1; r < r2; r++)
		for (c = c1 - 1; c < c2; c++)
			region[r * p->width + c] = 1;
	return 0;
}

unsigned char *
xw_region_parse(const struct xw_puzzle *p, const char *spec,
    struct xw_error *e)
{
	unsigned char *region = xw_ecalloc((size_t)p->width * p->height, 1);
	char *copy = xw_estrdup(spec), *part, *save = NULL;
	int ok = 1, parts = 0;

	for (part = strtok_r(copy, "; ", &save); part != NULL && ok;
	    part = strtok_r(NULL, "; ", &save), parts++)
		ok = mark(p, region, part, e) == 0;
	free(copy);
	/* An empty -r "$cells" is a mistake, not a region of no cells to
	   fill, where gridfill would say it filled it. */
	if (ok && parts == 0) {
		xw_seterr(e, XW_ERR_ARG, "", 0, 0, "region '%s' names no cell",
		    spec);
		ok = 0;
	}
	if (!ok) {
		free(region);
		return NULL;
	}
	return region;
}
