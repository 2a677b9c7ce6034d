/* See LICENSE file for copyright and license details. */
#ifndef XW_PZZL_H
#define XW_PZZL_H

#include "format_priv.h"

/*
 * The pzzl text feed (puzzle services such as pzzl.com), one field a
 * line with a blank line after each:
 *
 *	id, date (yymmdd), title, author (maybe after a
 *	<NOTEPAD>note</NOTEPAD>), width, height, the number of across
 *	clues, the number of down clues,
 *
 * then the grid, a row a line, a blank line, the across clues and,
 * after another blank line, the down clues, a clue a line, in the order
 * of their entries. In the grid '#' is a block, '%' before a cell
 * circles it and '^' shades it, letters joined by commas ("X,Y,Z") are
 * one cell of a rebus, and '.' is a placeholder, no cell. The text is
 * UTF-8, or else Windows-1252. brainsonly.h reads its twin.
 */

/*
 * xw_pzzl_sniff: whether buf[0..len) has the pzzl layout (and is not
 * brainsonly).
 *
 * xw_pzzl_read: read pzzl text. Returns a numbered puzzle, or NULL with e
 * filled, with the line and column where there are some: XW_ERR_SYNTAX for
 * a line out of place, a bad number, a row of the wrong width or a byte
 * that is no text; XW_ERR_INVALID for clues that the grid's entries do not
 * match in number; XW_ERR_LIMIT for a grid over XW_MAX_DIM. The id is kept
 * under "com.xwtools:pzzl".
 */
XW_FORMAT_READS(pzzl);

#endif
