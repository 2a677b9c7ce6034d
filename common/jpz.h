/* See LICENSE file for copyright and license details. */
#ifndef XW_JPZ_H
#define XW_JPZ_H

#include "format_priv.h"

/*
 * Crossword Compiler .jpz: XML (libxml2), bare or as the one puzzle in a
 * zip archive (libzip). Elements are matched by local name, so missing or
 * wrong namespaces read the same.
 */

/*
 * xw_jpz_sniff: whether buf[0..len) is a zip archive or XML that may be a
 * .jpz.
 *
 * xw_jpz_read: read the .jpz buf[0..len), naming a zipped puzzle
 * "name(member)" in messages. Returns a numbered puzzle, or NULL with e
 * filled: XW_ERR_SYNTAX for malformed XML (with its line and column) or an
 * unreadable zip; XW_ERR_INVALID for well-formed XML that breaks the
 * format's rules, such as cells outside the grid (with the element's line),
 * or a zip of several puzzles; XW_ERR_FORMAT for XML that is no crossword
 * or a zip with no puzzle; XW_ERR_LIMIT for a file, grid, text or zip
 * member over the size limits; XW_ERR_UNAVAILABLE when libxml2 or libzip
 * cannot be loaded.
 */
XW_FORMAT_READS(jpz);

/* Whether buf[0..len) is a zip archive, as xw_jpz_sniff tells one from
   XML. */
int xw_jpz_is_zip(const char *buf, size_t len);

/*
 * xw_jpz_is_bundle: whether buf[0..len) is a zip that holds an ipuz-pack
 * manifest, a puzzle-set bundle (ipuz-pack(5)) and no .jpz; 0 when it is
 * not, cannot be opened, or libzip cannot be loaded.
 */
int xw_jpz_is_bundle(const char *buf, size_t len);

/*
 * xw_jpz_write: append p as plain (not zipped) .jpz XML to out. Returns 0,
 * or -1 with e filled (XW_ERR_CANNOT_HOLD) for a grid of no cells, which a
 * .jpz cannot hold.
 */
XW_FORMAT_WRITES(jpz);

/*
 * xw_jpz_keeps_tag: whether clue and metadata markup keeps the tag called
 * name (lower case): b, i, u, s, sub, sup, em and strong, which .jpz has
 * as elements. The writer leaves the others out, their text kept.
 */
int xw_jpz_keeps_tag(const char *name);

/*
 * xw_jpz_text_lost: what of the ipuz text s (HTML) a .jpz does not give
 * back as it was: XW_JPZ_LOST_CONTROL when s holds a control character
 * (not a tab or line break), which XML cannot and the writer leaves
 * out; XW_JPZ_LOST_BREAKS when a run of white space with a tab or line
 * break in it is read back otherwise, as layout: at the ends of the text
 * it goes, and with fold (a clue) inside it becomes one space. 0: none.
 */
#define XW_JPZ_LOST_CONTROL	1u
#define XW_JPZ_LOST_BREAKS	2u
unsigned xw_jpz_text_lost(const char *s, int fold);

/*
 * xw_jpz_kept_cells: what the .jpz p was read from had of its cells
 * beyond the model, kept for the .jpz writer under com.xwtools:jpz
 * (ipuz(5)), owned by p; NULL for a puzzle that has none, as most were
 * never a .jpz. Ask it once a grid, not once a cell.
 * xw_jpz_kept_cell: of those kept, the cell at (r, c) (from 0): an
 * object of "top-right-number", "foreground-color" and
 * "background-picture"; NULL when kept is NULL or has none of it.
 * xw_jpz_top_right: that cell's top-right number, or NULL.
 */
struct json_object *xw_jpz_kept_cells(const struct xw_puzzle *p);
struct json_object *xw_jpz_kept_cell(const struct json_object *kept, int r,
    int c);
const char *xw_jpz_top_right(const struct json_object *kept, int r, int c);

#endif
