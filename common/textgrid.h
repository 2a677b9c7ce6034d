/* See LICENSE file for copyright and license details. */
#ifndef XW_TEXTGRID_H
#define XW_TEXTGRID_H

#include <stddef.h>

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
struct xw_puzzle *xw_textgrid_load_mem(const char *buf, size_t len,
    const char *name, struct xw_error *e);

/*
 * The solution grid as text in a new string (caller frees): blocks and
 * omitted cells '#', unknown letters '.'. NULL with e filled when a cell
 * holds more than one letter (a rebus), which the format cannot show.
 */
char *xw_textgrid_dump(const struct xw_puzzle *p, struct xw_error *e);

#endif
