/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for the .puz reader and writer (make fuzz, clang):
 * every input is read strictly and forced, written in every format and
 * read back by that format's reader, and its ipuz written the same
 * again.
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
	struct xw_puzzle *p;
	struct xw_error e;

	for (o.flags = 0; o.flags <= XW_READ_FORCE; o.flags++) {
		if ((p = xw_puz_read((const char *)data, size, "fuzz", &o,
		    &e)) == NULL)
			continue;
		ipuz_round_trip(p);
		writers_read_back(p);
		xw_puzzle_free(p);
	}
	return 0;
}
