/* See LICENSE file for copyright and license details. */
/*
 * What every harness asks of a puzzle it could read: the ipuz written for
 * it is read back, and written again it is the same text. A failure
 * aborts, so that libFuzzer keeps the input.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ipuz.h"

static void
ipuz_round_trip(const struct xw_puzzle *p)
{
	struct xw_puzzle *q;
	struct xw_error e;
	char *text, *again;

	text = xw_ipuz_dump(p);
	if ((q = xw_ipuz_load_mem(text, strlen(text), "written", &e)) == NULL) {
		fprintf(stderr, "the ipuz written is not read back: %s\n%s",
		    e.msg, text);
		abort();
	}
	again = xw_ipuz_dump(q);
	if (strcmp(text, again) != 0) {
		fprintf(stderr, "written twice, the ipuz differs:\n%s\n---\n%s",
		    text, again);
		abort();
	}
	free(again);
	xw_puzzle_free(q);
	free(text);
}
