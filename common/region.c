/* See LICENSE file for copyright and license details. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle.h"
#include "region.h"
#include "util.h"

/* Set the cells of a rectangle "r1,c1-r2,c2" or a cell "r,c". */
static int
mark(const struct xw_puzzle *p, unsigned char *region, const char *spec,
    struct xw_error *e)
{
	int r1, c1, r2, c2, r, c, n = 0;

	if (sscanf(spec, "%d,%d-%d,%d%n", &r1, &c1, &r2, &c2, &n) == 4 &&
	    spec[n] == '\0') {
		;
	} else if (sscanf(spec, "%d,%d%n", &r1, &c1, &n) == 2 &&
	    spec[n] == '\0') {
		r2 = r1, c2 = c1;
	} else {
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0,
		    "region '%s': write r1,c1-r2,c2 or r,c", spec);
	}
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
	int ok = 1;

	for (part = strtok_r(copy, "; ", &save); part != NULL && ok;
	    part = strtok_r(NULL, "; ", &save))
		ok = mark(p, region, part, e) == 0;
	free(copy);
	if (!ok) {
		free(region);
		return NULL;
	}
	return region;
}
