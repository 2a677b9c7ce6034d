/* See LICENSE file for copyright and license details. */
#ifndef XW_XD_H
#define XW_XD_H

#include "format_priv.h"

/*
 * The .xd text format: the original (implicit sections, '.' an unknown
 * cell) and the newer dialect (## headers, '.' a block when the grid has
 * no '#', ## Start and ## Design).
 */

/*
 * xw_xd_sniff: whether buf[0..len) looks like an .xd file: a ## Metadata,
 * ## Grid or ## Clues header, or a first line "Key: value" and, two blank
 * lines later, a line without blanks (a ':' in it too: a grid row). Asked
 * after ipuz, .puz, XML and text grids, which it never claims.
 *
 * xw_xd_read: read the .xd buf[0..len). Returns a numbered puzzle, or NULL
 * with e filled, with the line where there is one: XW_ERR_SYNTAX for a
 * malformed line (a metadata or clue line, a blank inside a grid row, with
 * its column), XW_ERR_INVALID for well-formed lines that disagree (a second
 * section, a key given twice, a ragged grid, no grid, a clue for a missing
 * slot), XW_ERR_LIMIT for a line or grid over XW_MAX_STRING or XW_MAX_DIM.
 * With XW_READ_STRICT it also refuses what it reads past without: a ':'
 * in the grid, read as a block (XW_ERR_SYNTAX), and then a Date: that is
 * no date, kept as its metadata line (XW_ERR_INVALID).
 * An ISO Date becomes ipuz's mm/dd/yyyy; Description is the notes when
 * there are none ("N/A" is no description, and so is a known key without a
 * value); a clue line without "~ ANSWER" takes the grid's, and an answer
 * that differs from the grid's is kept as the clue's answer (the grid wins,
 * ipuz-check reports it); an Across or Down line without text whose answer
 * is the grid's, "A1.  ~ CAB", the writer's stub, is no clue. Unknown metadata and the lines that give none
 * (empty values, "Description: N/A"), clue metadata lines, rebus keys,
 * cluegroups, the answers that are the grid's but for the word breaks
 * of a Splitcharacter: ("C|AT"), as written, the blanks of a line without
 * text other than two spaces ("A1. ~ CAB"), and unknown sections are
 * kept in p->kept under "com.xwtools:xd". Under a ## Notes header the
 * empty lines at the ends of the notes are theirs, but for the blank
 * line after the header and the one before the next.
 */
XW_FORMAT_READS(xd);

/*
 * xw_xd_plainly: whether buf[0..len), which xw_xd_sniff takes, is plainly
 * an .xd puzzle and no word list: its reader reads it, and it has a ##
 * header or a clue line. A list of words of one length after "Key: value"
 * lines and two blank lines reads as metadata and a grid, and is not one.
 */
int xw_xd_plainly(const char *buf, size_t len);

/*
 * Whether the .xd buf[0..len), which xw_xd_sniff passes, may be read: 0
 * when, in its implicit form (no ## header before the grid's end), a
 * metadata line has no ':' or the grid has a row of another width than
 * the first's, a blank inside a row or more than XW_MAX_DIM rows or
 * cells a row, which xw_xd_read refuses once it has split and sorted
 * all the lines; found at that line, reading nothing past the grid. For xw_format_plainly, which asks
 * it of word lists under a "Key: value" line.
 */
int xw_xd_grid_may_read(const char *buf, size_t len);

/*
 * xw_xd_write: append p as .xd text (the newer dialect) to out, the same
 * bytes for the same puzzle; an entry without a clue is a stub, a line
 * without text, "A1.  ~ CAB", for a constructor to write its clue in, and
 * so is a clue without text (xw_xd_reads_as_no_clue). Returns 0, or -1
 * with e filled (XW_ERR_CANNOT_HOLD) when the puzzle cannot be one: no
 * solution, a white cell without one, two lists the same way, a list
 * other than Across and Down that gives its own cells or is none of Clues
 * and the lists of a kept Cluegroup:, a clue of such a list without a
 * number or an answer, a rebus with a blank or a comma, a given letter
 * .xd cannot show, more rebuses or cell styles than it has keys for.
 */
XW_FORMAT_WRITES(xd);

/*
 * xw_xd_keeps_tag: whether clue markup keeps the tag at tag ('<' to '>'):
 * i and em, b and strong, u, s and strike, sub and sup, which .xd writes
 * as {/ /}, {* *}, {_ _}, {- -}, {~ ~} and {^ ^}; and the links, images
 * and coloured text the .xd reader writes: <a href>, and a span with
 * data-xd-color or data-xd-image, and their end tags. The writer leaves
 * the others out, their text kept.
 */
int xw_xd_keeps_tag(const char *tag);

/*
 * xw_xd_reads_as_markup: whether the clue text (ipuz HTML), written to
 * .xd, reads back otherwise: text of its own that is .xd markup, such as
 * "{/not italic/}" or "{@ x | y @}", which .xd has no escape for.
 */
int xw_xd_reads_as_markup(const char *text);

/*
 * xw_xd_reads_as_no_clue: whether clue, of list l of p, written to .xd
 * is a line without text, "A1.  ~ CAB", that reads back as no clue: an
 * Across or Down clue of an entry whose text (and shown enumeration) is
 * none on its line and whose answer is the grid's.
 */
int xw_xd_reads_as_no_clue(const struct xw_puzzle *p,
    const struct xw_cluelist *l, const struct xw_clue *clue);

#endif
