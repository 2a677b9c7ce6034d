/* See LICENSE file for copyright and license details. */
/*
 * Inside the pzzl module: what pzzl_read.c and brainsonly_read.c share,
 * defined in pzzl_read.c.
 */
#ifndef XW_PZZL_PRIV_H
#define XW_PZZL_PRIV_H

#include <stddef.h>

#include "puzzle.h"
#include "util.h"

/*
 * Whether buf[0..len) has the layout of pzzl text: 1 with a plain
 * title, 2 with a dated one ("02/07/14 TITLE"), 0 if not.
 */
int xw_pzzl_layout(const char *buf, size_t len);

/* Read pzzl text (dated: its title opens with a date), keeping what the
   model has no place for under key. */
struct xw_puzzle *xw_pzzl_parse(const char *buf, size_t len,
    const char *name, int dated, const char *key, struct xw_error *e);

#endif
