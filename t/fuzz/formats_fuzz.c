/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for the readers of the format table other than ipuz
 * and .puz, which have harnesses of their own (make fuzz, clang): every
 * input goes to each of them, and whatever one reads is written in every
 * format and read back by that format's reader, and its ipuz written the
 * same again.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"
#include "roundtrip.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
write_all(const struct xw_puzzle *p)
{
	char lost[XW_LOSSES_SIZE];
	size_t i;

	ipuz_round_trip(p);
	for (i = 0; i < xw_nformats; i++)
		if (xw_formats[i]->write != NULL)
			xw_format_losses(p, xw_formats[i], lost, sizeof(lost));
	writers_read_back(p);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct xw_format *f;
	struct xw_puzzle *p;
	struct xw_error e;
	char *buf;
	size_t i;

	/* The readers get NUL-terminated buffers, as xw_slurp makes them. */
	buf = malloc(size + 1);
	memcpy(buf, data, size);
	buf[size] = '\0';
	for (i = 0; i < xw_nformats; i++) {
		f = xw_formats[i];
		if (strcmp(f->name, "ipuz") == 0 || strcmp(f->name, "puz") == 0)
			continue;
		if ((p = f->read(buf, size, "fuzz", NULL, &e)) == NULL)
			continue;
		write_all(p);
		xw_puzzle_free(p);
	}
	free(buf);
	return 0;
}
