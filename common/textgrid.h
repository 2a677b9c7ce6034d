/* See LICENSE file for copyright and license details. */
#ifndef XW_TEXTGRID_H
#define XW_TEXTGRID_H

#include "format_priv.h"

/*
 * The plain text grid of ../bench and of constructors' notes: one row a
 * line, '#' a block, '.' an empty white cell, a letter a white cell with
 * that letter of the solution.
 */

/*
 * xw_textgrid_sniff: whether buf[0..len) looks like a text grid (rows of #,
 * . and letters): a first row with # or . in it, or rows of cells alone,
 * most as long as the first; the reader names a row that is not.
 *
 * xw_textgrid_read: read a text grid. Returns a numbered puzzle with no
 * clues, or NULL with e filled (line and column of a bad character, rows of
 * different lengths, a grid over the size limit).
 */
XW_FORMAT_READS(textgrid);

/*
 * xw_textgrid_write: append the solution grid to out as text: blocks and
 * omitted cells '#', unknown letters '.'. Returns 0, or -1 with e filled
 * (XW_ERR_CANNOT_HOLD) when a cell holds more than one letter (a rebus),
 * which it cannot show.
 */
XW_FORMAT_WRITES(textgrid);

#endif
