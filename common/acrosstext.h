/* See LICENSE file for copyright and license details. */
#ifndef XW_ACROSSTEXT_H
#define XW_ACROSSTEXT_H

#include <stddef.h>

#include "puzzle.h"
#include "util.h"

/*
 * Across Lite's text format, v1 (<ACROSS PUZZLE>) and v2 (<ACROSS PUZZLE
 * V2>, with <REBUS> and MARK circles).
 */

/* Whether buf[0..len) starts (after blank space) with <ACROSS PUZZLE. */
int xw_acrosstext_sniff(const char *buf, size_t len);

/*
 * Read Across Lite text buf[0..len); name is used in messages. Returns a
 * numbered puzzle whose doc is its ipuz document, or NULL with e filled
 * (with the line of what is wrong).
 */
struct xw_puzzle *xw_acrosstext_load_mem(const char *buf, size_t len,
    const char *name, struct xw_error *e);

#endif
