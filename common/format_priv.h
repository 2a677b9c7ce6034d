/* See LICENSE file for copyright and license details. */
/*
 * What each format module's header, common/<fmt>.h, declares: the
 * functions of its row in format.c, xw_<fmt>_sniff, xw_<fmt>_read and,
 * for a format that is written too, xw_<fmt>_write, with the signatures
 * and the contracts of the struct xw_format members (format.h), so that
 * the header says only what is the format's own. Inside common/ only.
 */
#ifndef XW_FORMAT_PRIV_H
#define XW_FORMAT_PRIV_H

#include <stddef.h>

#include "format.h"
#include "puzzle.h"
#include "util.h"

/* xw_<f>_sniff and xw_<f>_read, of a format that is read. */
#define XW_FORMAT_READS(f) \
	int xw_##f##_sniff(const char *buf, size_t len); \
	struct xw_puzzle *xw_##f##_read(const char *buf, size_t len, \
	    const char *name, const struct xw_read_opts *o, \
	    struct xw_error *e)

/* xw_<f>_write, of a format that is written too. */
#define XW_FORMAT_WRITES(f) \
	int xw_##f##_write(const struct xw_puzzle *p, struct xw_buf *out, \
	    struct xw_error *e)

/*
 * xw_puzzle_new without its numbering, for a reader, which numbers the
 * puzzle once its cells are read: numbering a 1000x1000 grid of white
 * cells first cost every read of it.
 */
struct xw_puzzle *xw_puzzle_make(int width, int height);

/*
 * What a writer says first of a grid 0 wide or high, which none writes
 * (it would not read back): -1 with e filled (XW_ERR_CANNOT_HOLD,
 * "grid 0x5 is empty"); 0 for any other.
 */
int xw_write_refuse_empty(const struct xw_puzzle *p, struct xw_error *e);

/*
 * What buf[0..len) (buf[len] a NUL) plainly holds when it is in a
 * format's bytes, which no word list has: "an ipuz document" (one JSON
 * object), "a .puz puzzle", "XML" (a declaration, a doctype or one
 * element whose tags close), "a zip archive", "an .xd puzzle" with clue
 * lines or a ## header (xw_xd_plainly)...; NULL for bytes a word list
 * may be, a text grid's among them, an .xd's metadata and grid alone,
 * and a list whose first line is "<unk>", "</s>" or "{}".
 * For the word-list readers, which refuse a puzzle given as a list.
 */
const char *xw_format_plainly(const char *buf, size_t len);

#endif
