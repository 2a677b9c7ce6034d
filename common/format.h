/* See LICENSE file for copyright and license details. */
#ifndef XW_FORMAT_H
#define XW_FORMAT_H

#include <stddef.h>

#include "puzzle.h"
#include "util.h"

/* Every tool reads and writes puzzles through here. */

enum xw_format {
	XW_FMT_UNKNOWN,
	XW_FMT_IPUZ,
	XW_FMT_PUZ,
	XW_FMT_GRID,
	XW_FMT_JPZ,
	XW_FMT_XD,
	XW_FMT_ACROSSTEXT	/* read only */
};

/* The format of buf[0..len), told from its bytes, never from a name. */
enum xw_format xw_format_detect(const char *buf, size_t len);

/* "ipuz", "puz", "grid", "jpz", "xd", "text"; and back (XW_FMT_UNKNOWN for other names). */
const char *xw_format_name(enum xw_format f);
enum xw_format xw_format_by_name(const char *name);

/* The file name extension for a format, with its dot: ".ipuz". */
const char *xw_format_ext(enum xw_format f);

struct xw_load_opts {
	int force;	/* read past bad checksums (a warning says so) */
	int key;	/* unscramble a .puz: 0-9999, -1 not, -2 find the key */
};

/*
 * Read the puzzle in path (stdin for NULL or "-") in whatever format it
 * is. o may be NULL for the defaults. When a fault was read past because
 * of o->force, warning->msg says what it was (else it is empty). Returns
 * the puzzle, or NULL with e filled.
 */
struct xw_puzzle *xw_puzzle_load(const char *path,
    const struct xw_load_opts *o, struct xw_error *e,
    struct xw_error *warning);

/*
 * The puzzle in format f, in *out (*len bytes, caller frees). Returns 0,
 * or -1 with e filled when the format cannot hold the puzzle.
 */
int xw_puzzle_format(const struct xw_puzzle *p, enum xw_format f, char **out,
    size_t *len, struct xw_error *e);

/*
 * What of p format f has no place for, as a list ("the editor, given
 * letters, shading") in buf, so a tool can warn before it is left out.
 * Returns how many kinds of thing would be lost (0: nothing, buf "").
 * A text grid is the solution alone by design and loses nothing here.
 */
int xw_format_losses(const struct xw_puzzle *p, enum xw_format f, char *buf,
    size_t size);

#endif
