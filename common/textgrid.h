/* See LICENSE file for copyright and license details. */
#ifndef XW_TEXTGRID_H
#define XW_TEXTGRID_H

#include <stddef.h>

#include "format.h"
#include "puzzle.h"
#include "util.h"

/*
 * The plain text grid of ../bench and of constructors' notes: one row a
 * line, '#' a block, '.' an empty white cell, a letter a white cell with
 * that letter of the solution.
 */

/* Whether buf[0..len) looks like a text grid (rows of #, . and letters). */
int xw_textgrid_sniff(const char *buf, size_t len);

/*
 * Read a text grid; name is for messages. Returns a numbered puzzle with
 * no clues, or NULL with e filled (line and column of a bad character,
 * rows of different lengths, a grid over the size limit).
 */
struct xw_puzzle *xw_textgrid_read(const char *buf, size_t len,
    const char *name, const struct xw_read_opts *o, struct xw_error *e);

/*
 * Append the solution grid to out as text: blocks and omitted cells '#',
 * unknown letters '.'. Returns 0, or -1 with e filled (XW_ERR_CANNOT_HOLD)
 * when a cell holds more than one letter (a rebus), which it cannot show.
 */
int xw_textgrid_write(const struct xw_puzzle *p, struct xw_buf *out,
    struct xw_error *e);

#endif
