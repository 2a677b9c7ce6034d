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
	struct xw_buf text = { 0 }, again = { 0 };
	struct xw_puzzle *q;
	struct xw_error e;

	xw_ipuz_write(p, &text, &e);
	if ((q = xw_ipuz_read(text.s, text.len, "written", NULL, &e)) ==
	    NULL) {
		fprintf(stderr, "the ipuz written is not read back: %s\n%s",
		    e.msg, text.s);
		abort();
	}
	xw_ipuz_write(q, &again, &e);
	if (strcmp(text.s, again.s) != 0) {
		fprintf(stderr, "written twice, the ipuz differs:\n%s\n---\n%s",
		    text.s, again.s);
		abort();
	}
	xw_buf_free(&again);
	xw_puzzle_free(q);
	xw_buf_free(&text);
}
