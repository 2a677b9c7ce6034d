/* See LICENSE file for copyright and license details. */
#ifndef XW_IPUZ_H
#define XW_IPUZ_H

#include "format_priv.h"

/*
 * xw_ipuz_sniff: whether buf[0..len) is a JSON object or the old ipuz(...)
 * wrapper: after a BOM and blanks, '{' and then a quote of either kind,
 * '}', a comment or the end; or "ipuz" with a '(' later on.
 *
 * xw_ipuz_read: read the .ipuz document buf[0..len) (plain JSON or the old
 * ipuz(...) wrapper, v1 or v2). Returns a numbered puzzle that keeps the
 * document for lossless writing, or NULL with e filled (line and column
 * where the JSON parser knows them). JSON that strict readers refuse
 * (xw_json_nonstandard) is read, unless o has XW_READ_STRICT: then it is
 * XW_ERR_SYNTAX, "not standard JSON: a comment", with its line and column;
 * so is a name given twice in one object (xw_json_twice), of which the
 * last is read.
 */
XW_FORMAT_READS(ipuz);

/*
 * Whether buf[0..len) (buf[len] a NUL) is plainly an ipuz document, as
 * no list of words is: one JSON object, plain or in the ipuz(...)
 * wrapper, with nothing but blanks around it. A list that opens "{}" or
 * "ipuzzle" is not.
 */
int xw_ipuz_is_json(const char *buf, size_t len);

/*
 * xw_ipuz_write: append p as ipuz JSON text ending in a newline to out. A
 * document that was read keeps its version, and what was not changed is
 * written back as it was, unknown fields included; a new document is
 * written as ipuz v2. Returns 0: every puzzle can be an ipuz.
 */
XW_FORMAT_WRITES(ipuz);

/*
 * Whether the top-level ipuz field key is one the puzzle model holds, so
 * that every writer carries it as far as its format can; any other is
 * kept by ipuz alone.
 */
int xw_ipuz_model_key(const char *key);

/*
 * Whether member k (value v) of the ipuz style of cell c, as read, is
 * held by the model: a shape, bars, a colour, shading, the mark its
 * label was read from, or nothing at all ({}, "", false). The writer
 * keeps the others in a cell it writes anew.
 */
int xw_ipuz_style_held(const char *k, struct json_object *v,
    const struct xw_cell *c);

/*
 * Whether member k of an object of the ipuz document is one the reader
 * reads into the model: of "dimensions" (what) its width and height; of
 * a cell of the "puzzle" grid its cell, value and style (whose members
 * xw_ipuz_style_held tells of); of a cell of the "solution" or "saved"
 * grid its value. Any other is kept by ipuz alone.
 */
int xw_ipuz_member_read(const char *what, const char *k);

#endif
