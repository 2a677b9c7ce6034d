/* See LICENSE file for copyright and license details. */
/*
 * Fill a grid as a library caller would, on a thread of its own of a
 * given size (t/4002: the search's bound is where that thread's stack
 * ends, not the process's limit, regress16 R16-2):
 *
 *	fillthread grid index kb
 *
 * runs xw_fill, -d's way (a word may be used twice), on a thread of kb
 * KB, and prints xw_fill's result and, for XW_FILL_ERROR, its message.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "fill.h"
#include "format.h"
#include "util.h"
#include "wordidx.h"

static const char *grid, *list;

static void *
run(void *arg)
{
	struct xw_error e, w;
	struct xw_fill_opts o = { 0 };
	struct xw_puzzle *p;
	struct xw_index *ix;
	int r;

	(void)arg;
	if ((p = xw_puzzle_load(grid, NULL, &e, &w)) == NULL ||
	    (ix = xw_index_open(list, NULL, NULL, &e)) == NULL) {
		xw_report(&e);
		exit(1);
	}
	o.allow_dupes = 1;
	r = xw_fill(p, ix, &o, NULL, &e);
	printf("xw_fill %d\n", r);
	if (r == XW_FILL_ERROR)
		printf("%s\n", e.msg);
	xw_index_close(ix);
	xw_puzzle_free(p);
	return NULL;
}

int
main(int argc, char **argv)
{
	pthread_attr_t attr;
	pthread_t t;

	if (argc != 4) {
		fputs("usage: fillthread grid index kb\n", stderr);
		return 1;
	}
	grid = argv[1];
	list = argv[2];
	if (pthread_attr_init(&attr) != 0 ||
	    pthread_attr_setstacksize(&attr, (size_t)atol(argv[3]) << 10) != 0 ||
	    pthread_create(&t, &attr, run, NULL) != 0 ||
	    pthread_join(t, NULL) != 0) {
		fputs("fillthread: cannot run the thread\n", stderr);
		return 1;
	}
	return 0;
}
