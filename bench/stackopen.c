/* See LICENSE file for copyright and license details. */
/*
 * For bench/wordlists.sh: the time xw_index_open_stack takes to open a
 * stack from the cache, and the default index, inside one process, so
 * that process start and a busy machine weigh less than in a run of
 * wordfind. Usage: stackopen runs list ... (no list: the default index).
 * Prints the best time of one open, in ns.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "wordidx.h"

int
main(int argc, char *argv[])
{
	struct xw_stack_opts o = { 0 };
	const char *def[1];
	struct xw_index *ix;
	struct xw_error e;
	struct timespec t0, t1;
	long long best = -1, t;
	int runs, i;

	if (argc < 2 || (runs = atoi(argv[1])) < 1) {
		fputs("usage: stackopen runs [list ...]\n", stderr);
		return 2;
	}
	o.cache = xw_index_cache_dir();
	def[0] = xw_index_default();
	for (i = 0; i < runs; i++) {
		clock_gettime(CLOCK_MONOTONIC, &t0);
		ix = argc > 2 ? xw_index_open_stack((const char *const *)argv +
		    2, (size_t)argc - 2, &o, &e) :
		    xw_index_open_stack(def, 1, &o, &e);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		if (ix == NULL) {
			fprintf(stderr, "stackopen: %s\n", e.msg);
			return 2;
		}
		xw_index_close(ix);
		t = (t1.tv_sec - t0.tv_sec) * 1000000000LL + t1.tv_nsec -
		    t0.tv_nsec;
		if (best < 0 || t < best)
			best = t;
	}
	printf("%lld\n", best);
	return 0;
}
