/* See LICENSE file for copyright and license details. */
#ifndef XW_REGION_H
#define XW_REGION_H

#include "puzzle.h"
#include "util.h"

/*
 * The cells of p that spec names, as xw_fill_opts.region takes them: one
 * byte a cell, row by row, 1 inside. spec is a rectangle "r1,c1-r2,c2"
 * or a cell "r,c" (1-based; a cell also "rRcC", as messages name it), or
 * several separated by ';' or spaces.
 * Returns them (caller frees), or NULL with e filled (XW_ERR_ARG).
 */
unsigned char *xw_region_parse(const struct xw_puzzle *p, const char *spec,
    struct xw_error *e);

#endif
