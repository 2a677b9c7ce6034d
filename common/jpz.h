/* See LICENSE file for copyright and license details. */
#ifndef XW_JPZ_H
#define XW_JPZ_H

#include <stddef.h>

#include "format.h"
#include "puzzle.h"
#include "util.h"

/*
 * Crossword Compiler .jpz: XML (libxml2), bare or as the one puzzle in a
 * zip archive (libzip). Elements are matched by local name, so missing or
 * wrong namespaces read the same.
 */

/* Whether buf[0..len) is a zip archive or XML that may be a .jpz. */
int xw_jpz_sniff(const char *buf, size_t len);

/*
 * Read the .jpz buf[0..len) (NUL-terminated); name is used in messages,
 * a zipped puzzle's as "name(member)". Returns a numbered puzzle, or NULL
 * with e filled: XW_ERR_SYNTAX for malformed XML (with its line and
 * column) or an unreadable zip; XW_ERR_INVALID for well-formed XML that
 * breaks the format's rules, such as cells outside the grid (with the
 * element's line), or a zip of several puzzles; XW_ERR_FORMAT for XML
 * that is no crossword or a zip with no puzzle; XW_ERR_LIMIT for a file,
 * grid, text or zip member over the size limits; XW_ERR_UNAVAILABLE when
 * libxml2 or libzip cannot be loaded.
 */
struct xw_puzzle *xw_jpz_read(const char *buf, size_t len,
    const char *name, const struct xw_read_opts *o, struct xw_error *e);

/*
 * Append p as plain (not zipped) .jpz XML to out. Returns 0, or -1 with e
 * filled (XW_ERR_CANNOT_HOLD) for a grid of no cells, which a .jpz cannot
 * hold.
 */
int xw_jpz_write(const struct xw_puzzle *p, struct xw_buf *out,
    struct xw_error *e);

#endif
