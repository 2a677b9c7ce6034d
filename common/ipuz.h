/* See LICENSE file for copyright and license details. */
#ifndef XW_IPUZ_H
#define XW_IPUZ_H

#include <stddef.h>

#include "format.h"
#include "puzzle.h"
#include "util.h"

/*
 * Whether buf[0..len) is a JSON object or the old ipuz(...) wrapper:
 * after a BOM and blanks, '{' and then a quote of either kind, '}', a
 * comment or the end; or "ipuz" with a '(' later on.
 */
int xw_ipuz_sniff(const char *buf, size_t len);

/*
 * Read the .ipuz document buf[0..len) (plain JSON or the old ipuz(...)
 * wrapper, v1 or v2); name is used in error messages. Returns a numbered
 * puzzle that keeps the document for lossless writing, or NULL with e
 * filled (line and column where the JSON parser knows them). JSON that
 * strict readers refuse (xw_json_nonstandard) is read, unless o has
 * XW_READ_STRICT: then it is XW_ERR_SYNTAX, "not standard JSON: a
 * comment", with its line and column.
 */
struct xw_puzzle *xw_ipuz_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e);

/*
 * Append p as ipuz JSON text ending in a newline to out. A document that
 * was read keeps its version, and what was not changed is written back
 * as it was, unknown fields included; a new document is written as ipuz
 * v2. Returns 0: every puzzle can be an ipuz.
 */
int xw_ipuz_write(const struct xw_puzzle *p, struct xw_buf *out,
    struct xw_error *e);

#endif
