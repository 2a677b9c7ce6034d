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
	struct xw_puzzle *p, *q;
	struct xw_error e;
	unsigned char *out;
	size_t len;
	unsigned flags;

	for (flags = 0; flags <= XW_PUZ_FORCE; flags++) {
		if ((p = xw_puz_load_mem(data, size, "fuzz", flags, -1, &e)) ==
		    NULL)
			continue;
		ipuz_round_trip(p);
		if (xw_puz_write(p, &out, &len, &e) == 0) {
			q = xw_puz_load_mem(out, len, "again", flags, -1, &e);
			xw_puzzle_free(q);
			free(out);
		}
		xw_puzzle_free(p);
	}
	return 0;
}
