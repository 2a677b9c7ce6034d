/* See LICENSE file for copyright and license details. */
#ifndef XW_XD_H
#define XW_XD_H

#include <stddef.h>

#include "puzzle.h"
#include "util.h"

/*
 * The .xd text format: the original (implicit sections, '.' an unknown
 * cell) and the newer dialect (## headers, '.' a block when the grid has
 * no '#', ## Start and ## Design).
 */

/* Whether buf[0..len) looks like an .xd file. */
int xw_xd_sniff(const char *buf, size_t len);

/*
 * Read the .xd buf[0..len); name is used in messages. Returns a numbered
 * puzzle whose doc is its ipuz document, or NULL with e filled (with the
 * line of a bad metadata or clue line, a clue for a missing slot).
 */
struct xw_puzzle *xw_xd_load_mem(const char *buf, size_t len,
    const char *name, struct xw_error *e);

/*
 * The puzzle as .xd text in a new string (caller frees). Returns NULL with
 * e filled when the puzzle cannot be one (no solution, clues by lists
 * other than Across and Down).
 */
char *xw_xd_dump(const struct xw_puzzle *p, struct xw_error *e);

#endif
