/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for the ipuz reader, the checks and the writer:
 * make fuzz (needs clang). Seeds: examples/ and t/fuzz/corpus/.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "ipuz.h"
#include "roundtrip.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct xw_findings fs = { 0 };
	struct xw_puzzle *p;
	struct xw_error e;
	char *buf = malloc(size + 1);

	if (buf == NULL)
		return 0;
	/* The reader expects a NUL after the data, as xw_slurp leaves one. */
	memcpy(buf, data, size);
	buf[size] = '\0';
	if ((p = xw_ipuz_read(buf, size, "fuzz", NULL, &e)) != NULL) {
		xw_check(p, XW_CHECK_LINT | XW_CHECK_PROGRESS, NULL, &fs);
		xw_findings_free(&fs);
		ipuz_round_trip(p);
		writers_read_back(p);
		xw_puzzle_free(p);
	}
	free(buf);
	return 0;
}
