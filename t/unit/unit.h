/* See LICENSE file for copyright and license details. */
/* Helpers every unit test may use; include after cmocka.h. */
#ifndef XW_UNIT_H
#define XW_UNIT_H

#include <stdlib.h>
#include <string.h>

#include "format.h"
#include "ipuz.h"
#include "util.h"

/* p as ipuz text, in a new string the caller frees. */
static inline char *
ipuz_text(const struct xw_puzzle *p)
{
	struct xw_buf b = { 0 };
	struct xw_error e;

	if (xw_ipuz_write(p, &b, &e))
		fail_msg("ipuz write failed: %s", e.msg);
	return xw_buf_take(&b);
}

/* The puzzle in the ipuz text json; the test fails when it is refused. */
static inline struct xw_puzzle *
ipuz_read(const char *json)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_ipuz_read(json, strlen(json), "t.ipuz", NULL,
	    &e);

	if (p == NULL)
		fail_msg("ipuz read failed: %s", e.msg);
	return p;
}

#endif
