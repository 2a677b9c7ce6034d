/* See LICENSE file for copyright and license details. */
#ifndef XW_PUZ_H
#define XW_PUZ_H

#include <stddef.h>

#include "puzzle.h"
#include "util.h"

/* Flags of xw_puz_load_mem. */
enum {
	XW_PUZ_FORCE = 1	/* accept checksum mismatches */
};

/*
 * Read the Across Lite .puz file buf[0..len) (junk before the header is
 * kept); name is used in error messages. Every checksum is verified unless
 * flags has XW_PUZ_FORCE. A scrambled puzzle is unscrambled with key
 * (0-9999), or read with its solution unknown when key is -1. Returns a
 * numbered puzzle whose doc is an ipuz document keeping the .puz-only
 * facts under "com.xwtools:puz", or NULL with e filled.
 */
struct xw_puzzle *xw_puz_load_mem(const unsigned char *buf, size_t len,
    const char *name, unsigned flags, int key, struct xw_error *e);

/*
 * The key (0-9999) that unscrambles the scrambled puzzle in buf, or -1
 * with e filled when buf is not one or no key fits.
 */
int xw_puz_find_key(const unsigned char *buf, size_t len,
    struct xw_error *e);

/*
 * Scramble the unscrambled .puz file buf[0..len) in place with key
 * (0-9999), recomputing its checksums. Returns 0, or -1 with e filled.
 */
int xw_puz_lock(unsigned char *buf, size_t len, int key, struct xw_error *e);

/*
 * The puzzle as a .puz file in *out (*outlen bytes, caller frees):
 * version 1.3 when all text fits Windows-1252, else 2.0, unless the kept
 * "com.xwtools:puz" facts say otherwise. Returns 0, or -1 with e filled
 * when the puzzle cannot be a .puz.
 */
int xw_puz_write(const struct xw_puzzle *p, unsigned char **out,
    size_t *outlen, struct xw_error *e);

#endif
