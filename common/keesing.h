/* See LICENSE file for copyright and license details. */
#ifndef XW_KEESING_H
#define XW_KEESING_H

#include "format_priv.h"

/*
 * Keesing XML, as web.keesing.com serves its crosswords:
 *
 *	<puzzle type="Crossword" width="11" height="10" ...>
 *	  <title>...</title>
 *	  <grid><cells>
 *	    <cell x="0" y="0" content="T" fillable="1" giveaway="0"/> ...
 *	  </cells></grid>
 *	  <wordgroups>
 *	    <wordgroup kind="horizontal"> <header>Across</header>
 *	      <words> <word number="0" content="TESTA">
 *	        <cells> <cell x="0" y="0"/> ... </cells>
 *	        <clue>...</clue> </word> ... </words>
 *	    </wordgroup> ...
 *	  </wordgroups>
 *	</puzzle>
 *
 * Coordinates count from 0; a cell that is not fillable and has no
 * content is a block, a giveaway cell a given letter; a word numbered 0
 * takes the number of the entry its cells are.
 */

/*
 * xw_keesing_sniff: whether buf[0..len) is XML with a <puzzle> root and
 * word groups.
 *
 * xw_keesing_read: read Keesing XML. Returns a numbered puzzle, or NULL
 * with e filled: XW_ERR_SYNTAX for malformed XML, XW_ERR_FORMAT for a
 * puzzle that is no crossword, XW_ERR_INVALID for a bad size or a cell
 * outside the grid (with the element's line), XW_ERR_LIMIT for a grid over
 * XW_MAX_DIM, XW_ERR_UNAVAILABLE when libxml2 cannot be loaded. Horizontal
 * word groups are Across lists, vertical ones Down, each with its header as
 * the label ("Across:Horizontaal") when that is not the list's name; any
 * other group is a list named by its header.
 */
XW_FORMAT_READS(keesing);

#endif
