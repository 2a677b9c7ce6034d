/* See LICENSE file for copyright and license details. */
/*
 * What every harness asks of a puzzle it could read: the ipuz written for
 * it is read back, and written again it is the same text; and what every
 * writer of the format table writes for it without an error, the
 * format's own reader reads (#18: a writer's output its reader refuses
 * is a bug of the writer, which should have refused or left the thing
 * out). A failure aborts, so that libFuzzer keeps the input.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"
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

static void
writers_read_back(const struct xw_puzzle *p)
{
	struct xw_read_opts o = { XW_READ_FORCE, XW_KEY_NONE };
	const struct xw_format *f;
	struct xw_buf out = { 0 };
	struct xw_puzzle *q;
	struct xw_error e;
	size_t i;

	for (i = 0; i < xw_nformats; i++) {
		f = xw_formats[i];
		if (f->write == NULL)
			continue;
		if (xw_puzzle_write(p, f, &out, &e) == 0) {
			if ((q = f->read(out.s != NULL ? out.s : "", out.len,
			    "written", &o, &e)) == NULL) {
				fprintf(stderr, "the %s written is not read "
				    "back: %s\n", f->name, e.msg);
				fwrite(out.s, 1, out.len, stderr);
				abort();
			}
			xw_puzzle_free(q);
		}
		xw_buf_free(&out);
	}
}
