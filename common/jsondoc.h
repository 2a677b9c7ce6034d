/* See LICENSE file for copyright and license details. */
#ifndef XW_JSONDOC_H
#define XW_JSONDOC_H

#include <stddef.h>

#include "util.h"

/*
 * Reading a JSON document that is not a puzzle (a set's manifest), with
 * the same limits and the same line-and-column errors as the ipuz reader.
 */

struct json_object;

enum {
	XW_JSON_STRICT = 1	/* no trailing commas, no comments */
};

/* What a JSON value is, as faults say it: "a number", "an array". */
const char *xw_json_kind(struct json_object *o);

/*
 * Parse buf[start..end) as exactly one JSON value with blanks around it,
 * nested no deeper than XW_MAX_DEPTH; buf is NUL-terminated, and line
 * and column of an error count from its start. Returns the value (the
 * caller puts it), or NULL with e filled: XW_ERR_SYNTAX for bad JSON or
 * text after the value, XW_ERR_LIMIT for the nesting or for values that
 * would cost more than XW_MAX_JSON_UNITS (counted before parsing),
 * XW_ERR_INVALID for a \u0000 in a string (the values are C strings).
 * Memory that runs out is xw_out_of_memory's, as everywhere.
 */
struct json_object *xw_json_parse(const char *buf, size_t start, size_t end,
    unsigned flags, const char *name, struct xw_error *e);

/*
 * Where buf[start..end), a value json-c read in its lenient mode, first
 * breaks RFC 8259 JSON as strict readers (JSON.parse, Python) take it:
 * a comment, a comma before '}' or ']', a single-quoted string, a
 * control character such as a tab in a string, a number with a leading
 * zero or a '.' without digits after it, NaN, Infinity or a misspelt
 * literal. Returns its offset with *what saying which ("a comment"), or
 * end when there is none; when names is not NULL, with the number of
 * members of its objects into *names, for xw_json_twice (all of them
 * when there is no fault).
 */
size_t xw_json_nonstandard(const char *buf, size_t start, size_t end,
    const char **what, size_t *names);

/*
 * Whether an object of buf[start..end), the text json-c read as root,
 * whose objects have names members in all (xw_json_nonstandard counts
 * them), names a member it named before (json-c keeps the last of them,
 * other readers may keep the first): -1 with e filled, XW_ERR_SYNTAX
 * at the first such second name in the text ("\"title\" named twice in
 * one object: ..."); 0 when none is. A walk of root; the text is
 * scanned again only when root has fewer members than names.
 */
int xw_json_twice(const char *buf, size_t start, size_t end,
    const struct json_object *root, size_t names, const char *name,
    struct xw_error *e);

/*
 * Parse buf[0..len) (NUL-terminated; name is for messages) as exactly one
 * strict JSON value (no trailing commas, no comments), blanks and a
 * UTF-8 BOM around it allowed. Returns it (the
 * caller puts it), or NULL with e filled: XW_ERR_SYNTAX for invalid UTF-8,
 * bad JSON or text after the value, or JSON that strict readers refuse,
 * in the words of the ipuz reader (xw_json_nonstandard: "not standard
 * JSON: a comma before ']'", "... a tab in a string"),
 * XW_ERR_FORMAT for an empty text,
 * XW_ERR_LIMIT for nesting deeper than XW_MAX_DEPTH, XW_ERR_INVALID for
 * a \u0000 in a string, each with the line and column where it was found;
 * XW_ERR_SYNTAX too for a name given twice in one object (xw_json_twice).
 */
struct json_object *xw_json_doc(const char *buf, size_t len, const char *name,
    struct xw_error *e);

/* A step of a path into a JSON value: the member called key, or, key
   NULL, the item index of an array. */
struct xw_json_step {
	const char *key;
	size_t index;
};

/*
 * Where, in buf[start..end), the text of a value json-c took (strict or
 * not: comments, 'strings', commas before a close), the value at
 * path[0..n) is, for messages about what it holds (json-c keeps no
 * positions): the line and column of its key, for a member, of its
 * first byte for an item or the document. A key met twice counts at
 * its last, the one json-c keeps. Returns 0, or -1 with *line and *col
 * 0 when the path is not in the text. A scan of the text: for errors.
 */
int xw_json_locate(const char *buf, size_t start, size_t end,
    const struct xw_json_step *path, size_t n, long *line, long *col);

/*
 * Where the member key of each item of the array at path[0..n) is,
 * found as xw_json_locate finds one, in one scan of the text (one
 * xw_json_locate an item re-reads the text before it): that of item i
 * (i < count) at line at[2 * i] and column at[2 * i + 1]; 0 and 0 for
 * one not in the text. at has room for 2 * count longs.
 */
void xw_json_locate_members(const char *buf, size_t start, size_t end,
    const struct xw_json_step *path, size_t n, const char *key, size_t count,
    long *at);

/*
 * Where the items of the array of rows at path[0..n) are, found as
 * xw_json_locate finds one, in one scan of the text: item c of row r
 * (r < height, c < width) at line at[2 * (r * width + c)] and column
 * the int after it; 0 and 0 for one not in the text. at has room for
 * 2 * width * height ints.
 */
void xw_json_locate_grid(const char *buf, size_t start, size_t end,
    const struct xw_json_step *path, size_t n, int width, int height,
    int *at);

/*
 * Whether v holds a number that JSON has no way to write, NaN or an
 * Infinity, as lenient readers take them: 1, with the path to the first
 * (in the order json-c keeps) in path[0..*n), at most max steps (of a
 * deeper one, the value it is in), keys v's own; else 0. *n is 0 at
 * the call.
 */
int xw_json_nonfinite(struct json_object *v, struct xw_json_step *path,
    size_t max, size_t *n);

/*
 * A JSON string of s as the text output shows it (xw_buf_escape: each
 * control character, U+2028 and the like, each byte that is not UTF-8
 * and each backslash as \n or \xhh), for a member a script prints, a
 * file's name or a message: it then meets no character an input put
 * there to forge a line or drive the terminal, as the text output's
 * reader meets none, and no two names alike.
 */
struct json_object *xw_json_shown(const char *s);
/* The same of s[0..n), which may hold NUL bytes (shown as \x00): text
   escaped once, never escaped text escaped again. */
struct json_object *xw_json_shown_len(const char *s, size_t n);

#endif
