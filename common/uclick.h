/* See LICENSE file for copyright and license details. */
#ifndef XW_UCLICK_H
#define XW_UCLICK_H

#include "format_priv.h"

/*
 * Universal Uclick (Andrews McMeel) XML, the feed of USA Today (usaon),
 * Universal (fcx) and Newsday (crnet):
 *
 *	<crossword>
 *	  <Title v="..."/> <Author v="..."/> <Editor v="..."/>
 *	  <Copyright v="..."/> <Category v="..."/>
 *	  <Width v="15"/> <Height v="15"/>
 *	  <AllAnswer v="CAST-JEWISH-..."/>
 *	  <across> <a1 a="CAST" c="Theatrical group" n="1" cn="1"/> ...
 *	  </across>
 *	  <down> <d1 .../> ... </down>
 *	</crossword>
 *
 * AllAnswer is the solution row by row, '-' a block; n is where a clue's
 * entry starts (from 1, row by row), cn its number, a its answer, c its
 * text, URL-encoded ("%27") in some feeds and plain in others. Element
 * names are matched in any case.
 */

/*
 * xw_uclick_sniff: whether buf[0..len) is XML with a <crossword> root and
 * an AllAnswer.
 *
 * xw_uclick_read: read uclick XML. Returns a numbered puzzle, or NULL with
 * e filled: XW_ERR_SYNTAX for malformed XML, XW_ERR_INVALID for a missing
 * or bad size or grid, or a clue for no entry (with the element's line),
 * XW_ERR_LIMIT for a grid over XW_MAX_DIM, XW_ERR_UNAVAILABLE when libxml2
 * cannot be loaded. An answer that differs from the grid's is kept as the
 * clue's answer; Category is the publication.
 */
XW_FORMAT_READS(uclick);

#endif
