/* See LICENSE file for copyright and license details. */
/* The brainsonly text reader (brainsonly.h): pzzl_read.c reads it. */
#include <stddef.h>

#include "brainsonly.h"
#include "pzzl_priv.h"

int
xw_brainsonly_sniff(const char *buf, size_t len)
{
	return xw_pzzl_layout(buf, len) == 2;
}

struct xw_puzzle *
xw_brainsonly_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	(void)o;
	return xw_pzzl_parse(buf, len, name, 1, "com.xwtools:brainsonly", e);
}
