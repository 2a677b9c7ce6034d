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
 * Read the .jpz buf[0..len); name is used in messages. Returns a numbered
 * puzzle whose doc is its ipuz document, or NULL with e filled (malformed
 * XML with its line, a zip with no puzzle or several, a member over the
 * size limits, cells outside the grid).
 */
struct xw_puzzle *xw_jpz_read(const char *buf, size_t len,
    const char *name, const struct xw_read_opts *o, struct xw_error *e);

/*
 * Append p as plain (not zipped) .jpz XML to out. Returns 0, or -1 with e
 * filled (XW_ERR_CANNOT_HOLD) when the puzzle cannot be one.
 */
int xw_jpz_write(const struct xw_puzzle *p, struct xw_buf *out,
    struct xw_error *e);

#endif
