/* See LICENSE file for copyright and license details. */
#ifndef XW_PUZ_H
#define XW_PUZ_H

#include "format_priv.h"

/*
 * Across Lite .puz (formats.md, section 1): binary, checksummed. The
 * reader is puz_read.c, the writer puz_write.c, and what both use
 * puz_common.c (puz_priv.h).
 */

/*
 * xw_puz_sniff: whether buf[0..len) holds the ACROSS&DOWN magic, junk
 * before it allowed.
 *
 * xw_puz_read: read the .puz file buf[0..len) (junk before the header is
 * kept). Every checksum is verified unless o has XW_READ_FORCE
 * (XW_ERR_CHECKSUM otherwise), which also reads a clue count and
 * section lengths stored big-endian, sections with no NUL after them,
 * as puzjs writes them (XW_ERR_CHECKSUM without it, one error for all;
 * any other wrong count is XW_ERR_INVALID). A scrambled puzzle is unscrambled with
 * o->key (0-9999), or read with its solution unknown for XW_KEY_NONE;
 * XW_KEY_FIND tries every key (XW_ERR_SCRAMBLED when none fits) and reads
 * an unscrambled file as it is. Returns a numbered puzzle keeping the
 * .puz-only facts in p->kept under "com.xwtools:puz", or NULL with e
 * filled.
 */
XW_FORMAT_READS(puz);

/*
 * The key (0-9999) that unscrambles the scrambled puzzle in buf (name is
 * used in error messages), or -1 with e filled: XW_ERR_NOT_SCRAMBLED,
 * XW_ERR_SCRAMBLED when no key fits, or the error of a file that cannot
 * be read.
 */
int xw_puz_find_key(const unsigned char *buf, size_t len, const char *name,
    struct xw_error *e);

/*
 * Whether p came from a scrambled .puz read without its key: its solution
 * unknown, the scrambled one kept under "com.xwtools:puz", which only ipuz
 * and .puz can carry on.
 */
int xw_puz_scrambled(const struct xw_puzzle *p);

/*
 * The byte a .puz gets for p's omitted cells: ':' in a diagramless
 * puzzle (where it reads back as a block, as Across Lite has it) and in
 * one read from a .puz that wrote them so (kept "omitted"); '.', a
 * block, in any other, as ':' there is a letter to every other reader.
 */
int xw_puz_omitted_byte(const struct xw_puzzle *p);

/*
 * Unscramble with key (0-9999, or XW_KEY_FIND) the solution that p, read
 * from a format other than .puz (an ipuz document), keeps scrambled from
 * a .puz file; nothing is done for XW_KEY_NONE or a p not scrambled.
 * name is used in error messages. Returns 0, or -1 with e filled
 * (XW_ERR_SCRAMBLED for a wrong key or none found).
 */
int xw_puz_unlock_kept(struct xw_puzzle *p, int key, const char *name,
    struct xw_error *e);

/*
 * Scramble the unscrambled .puz file buf[0..len) (name is used in error
 * messages) in place with key (0-9999), recomputing its checksums.
 * Returns 0, or -1 with e filled.
 */
int xw_puz_lock(unsigned char *buf, size_t len, const char *name, int key,
    struct xw_error *e);

/*
 * xw_puz_write: append p as a .puz file to out: version 1.3 when all text
 * fits Windows-1252, else 2.0, unless the kept "com.xwtools:puz" facts say
 * otherwise. Returns 0, or -1 with e filled (XW_ERR_CANNOT_HOLD) when the
 * puzzle cannot be a .puz.
 */
XW_FORMAT_WRITES(puz);

#endif
