/* See LICENSE file for copyright and license details. */
#ifndef XW_BRAINSONLY_H
#define XW_BRAINSONLY_H

#include <stddef.h>

#include "format.h"
#include "puzzle.h"
#include "util.h"

/*
 * The brainsonly text feed (Newsday and others, through brainsonly.com):
 * the layout of pzzl text (pzzl.h), but for its title line, which opens
 * with the date, "02/07/14 SODA SPEAK", and its text, which is
 * ISO-8859-1 (read as Windows-1252) unless it is valid UTF-8.
 */

/* Whether buf[0..len) has the pzzl layout and a dated title. */
int xw_brainsonly_sniff(const char *buf, size_t len);

/*
 * Read brainsonly text; name is for messages. As xw_pzzl_read, but the
 * date is taken off the title, and what is kept goes under
 * "com.xwtools:brainsonly".
 */
struct xw_puzzle *xw_brainsonly_read(const char *buf, size_t len,
    const char *name, const struct xw_read_opts *o, struct xw_error *e);

#endif
