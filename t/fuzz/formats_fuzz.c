/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for the .jpz, .xd and Across Lite text readers (make
 * fuzz, clang): every input goes to each of them, and whatever one reads
 * is written in every format, and its ipuz read back and written the same.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "acrosstext.h"
#include "format.h"
#include "ipuz.h"
#include "jpz.h"
#include "roundtrip.h"
#include "xd.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct xw_puzzle *reader(const char *, size_t, const char *,
    struct xw_error *);

static void
write_all(const struct xw_puzzle *p)
{
	static const enum xw_format outs[] = { XW_FMT_IPUZ, XW_FMT_PUZ,
	    XW_FMT_GRID, XW_FMT_JPZ, XW_FMT_XD };
	struct xw_error e;
	char *out, lost[256];
	size_t i, len;

	ipuz_round_trip(p);
	for (i = 0; i < sizeof(outs) / sizeof(outs[0]); i++) {
		xw_format_losses(p, outs[i], lost, sizeof(lost));
		if (xw_puzzle_format(p, outs[i], &out, &len, &e) == 0)
			free(out);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static reader *const readers[] = { xw_jpz_load_mem, xw_xd_load_mem,
	    xw_acrosstext_load_mem };
	struct xw_puzzle *p;
	struct xw_error e;
	char *buf;
	size_t i;

	/* The readers get NUL-terminated buffers, as xw_slurp makes them. */
	buf = malloc(size + 1);
	memcpy(buf, data, size);
	buf[size] = '\0';
	for (i = 0; i < sizeof(readers) / sizeof(readers[0]); i++) {
		if ((p = readers[i](buf, size, "fuzz", &e)) == NULL)
			continue;
		write_all(p);
		xw_puzzle_free(p);
	}
	free(buf);
	return 0;
}
