/* See LICENSE file for copyright and license details. */
#ifndef XW_IPUZ_H
#define XW_IPUZ_H

#include <stddef.h>
#include <stdio.h>

#include "puzzle.h"
#include "util.h"

/*
 * Read the .ipuz document buf[0..len) (plain JSON or the old ipuz(...)
 * wrapper, v1 or v2); name is used in error messages. Returns a numbered
 * puzzle that keeps the document for lossless writing, or NULL with e
 * filled (line and column where the JSON parser knows them).
 */
struct xw_puzzle *xw_ipuz_load_mem(const char *buf, size_t len,
    const char *name, struct xw_error *e);

/* xw_ipuz_load_mem on the contents of path (stdin for NULL or "-"). */
struct xw_puzzle *xw_ipuz_load(const char *path, struct xw_error *e);

/*
 * The puzzle as ipuz JSON text ending in a newline, in a new string the
 * caller frees. A document that was read keeps its version, and what was
 * not changed is written back as it was, unknown fields included; a new
 * document is written as ipuz v2.
 */
char *xw_ipuz_dump(const struct xw_puzzle *p);

/* Write xw_ipuz_dump(p) safely to path (stdout for NULL or "-"). */
int xw_ipuz_save(const struct xw_puzzle *p, const char *path,
    struct xw_error *e);

/* Print doc on stdout as one line of JSON (one fixed style), and release it. */
void xw_json_println(struct json_object *doc);

#endif
