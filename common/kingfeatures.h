/* See LICENSE file for copyright and license details. */
#ifndef XW_KINGFEATURES_H
#define XW_KINGFEATURES_H

#include "format_priv.h"

/*
 * The King Features Syndicate text feed (the "premiere" format): four
 * sections, each opening with '{', each line but a section's last
 * ending in " |":
 *
 *	{ 1  2  3 -1  4  5 |		the clue numbers, 00 an unnumbered
 *	 6 00 00  7 00 00 |		cell, -1 a block
 *	...
 *	{F R E # I N |			the solution, '#' a block
 *	...
 *	{1. First across clue |		the across clues, "n. text"
 *	...
 *	{1. First down clue |		the down clues
 *	...
 *
 * in Mac OS Roman (or UTF-8). It has no title, author or copyright.
 */

/*
 * xw_kingfeatures_sniff: whether buf[0..len) opens with '{' and a row of
 * clue numbers.
 *
 * xw_kingfeatures_read: read King Features text. Returns a numbered puzzle,
 * labelled as the numbers say, or NULL with e filled, with the line and
 * column where there are some: XW_ERR_SYNTAX for a bad number, a bad clue
 * line, rows of different lengths or a byte that is no text; XW_ERR_INVALID
 * for a section missing or one too many, grids that disagree on size or
 * blocks, a clue for no entry; XW_ERR_LIMIT for a grid over XW_MAX_DIM.
 */
XW_FORMAT_READS(kingfeatures);

#endif
