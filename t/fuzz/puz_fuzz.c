/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for the .puz reader and writer (make fuzz, clang):
 * every input is read strictly and forced, written back and read again,
 * and its ipuz read back and written the same.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "puz.h"
#include "roundtrip.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct xw_read_opts o = { 0, XW_KEY_NONE };
	struct xw_buf out = { 0 };
	struct xw_puzzle *p, *q;
	struct xw_error e;

	for (o.flags = 0; o.flags <= XW_READ_FORCE; o.flags++) {
		if ((p = xw_puz_read((const char *)data, size, "fuzz", &o,
		    &e)) == NULL)
			continue;
		ipuz_round_trip(p);
		if (xw_puz_write(p, &out, &e) == 0) {
			q = xw_puz_read(out.s, out.len, "again", &o, &e);
			xw_puzzle_free(q);
		}
		xw_buf_free(&out);
		xw_puzzle_free(p);
	}
	return 0;
}
