/* See LICENSE file for copyright and license details. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <json-c/json.h>

#include "jsondoc.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

/*
 * Where in buf[at..end) the JSON text has cost more than
 * XW_MAX_JSON_UNITS, or end: strings and comments are skipped, and each
 * value, key and container is counted by the byte that starts or follows
 * it.
 */
static size_t
over_units(const char *buf, size_t at, size_t end)
{
	long units = 1;
	char q;

	for (; at < end; at++) {
		switch (buf[at]) {
		case '"':
		case '\'':
			/* The string's bytes are not counted; only its end is
			   looked for (json-c takes 'strings' too, without
			   XW_JSON_STRICT). */
			for (q = buf[at++]; at < end && buf[at] != q; at++)
				if (buf[at] == '\\')
					at++;
			break;
		case '/':
			/* Comments, which json-c takes without
			   XW_JSON_STRICT: a quote in one starts no string. */
			if (at + 1 < end && buf[at + 1] == '*') {
				for (at += 2; at + 1 < end && (buf[at] != '*' ||
				    buf[at + 1] != '/'); at++)
					;
				at++;
			} else if (at + 1 < end && buf[at + 1] == '/') {
				while (at + 1 < end && buf[at + 1] != '\n')
					at++;
			}
			break;
		case ',':
			units += 1;
			break;
		case '[':
		case ':':
			units += 2;
			break;
		case '{':
			units += 10;
			break;
		}
		if (units > XW_MAX_JSON_UNITS)
			return at;
	}
	return end;
}

struct json_object *
xw_json_parse(const char *buf, size_t start, size_t end, unsigned flags,
    const char *name, struct xw_error *e)
{
	struct json_tokener *tok;
	enum json_tokener_error status;
	enum xw_errcode code = XW_ERR_SYNTAX;
	struct json_object *v;
	const char *what;
	char deep[64];
	size_t at = start;
	long line, col;

	/* json-c builds the whole tree: what it would cost is bounded
	   first. */
	if ((at = over_units(buf, start, end)) < end) {
		xw_linecol(buf, at, &line, &col);
		return xw_seterr(e, XW_ERR_LIMIT, name, line, col, "too many "
		    "JSON values (over %ld units)", XW_MAX_JSON_UNITS), NULL;
	}
	at = start;
	if ((tok = json_tokener_new_ex(XW_MAX_DEPTH)) == NULL)
		xw_errx(XW_EXIT_TROUBLE, "out of memory");
	if (flags & XW_JSON_STRICT)
		json_tokener_set_flags(tok, JSON_TOKENER_STRICT);
	v = json_tokener_parse_ex(tok, buf + at, (int)(end - at));
	status = json_tokener_get_error(tok);
	at += json_tokener_get_parse_end(tok);
	json_tokener_free(tok);
	if (v != NULL && status == json_tokener_success) {
		at += strspn(buf + at, " \t\r\n");
		if (at >= end)
			return v;
		what = "unexpected text after the document";
	} else if (status == json_tokener_continue) {
		what = "unexpected end of input";
	} else if (status == json_tokener_error_depth) {
		code = XW_ERR_LIMIT;
		snprintf(deep, sizeof(deep), "nested deeper than %d levels",
		    XW_MAX_DEPTH);
		what = deep;
	} else {
		what = json_tokener_error_desc(status);
	}
	json_object_put(v);
	xw_linecol(buf, at, &line, &col);
	xw_seterr(e, code, name, line, col, "%s", what);
	return NULL;
}

struct json_object *
xw_json_doc(const char *buf, size_t len, const char *name, struct xw_error *e)
{
	size_t at;
	long line, col;

	if ((at = xw_utf8_check(buf, len)) < len) {
		xw_linecol(buf, at, &line, &col);
		return xw_seterr(e, XW_ERR_SYNTAX, name, line, col,
		    "invalid UTF-8"), NULL;
	}
	at = xw_bom_len(buf, len);
	at += strspn(buf + at, " \t\r\n");
	if (at == len)
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "empty file"),
		    NULL;
	return xw_json_parse(buf, at, len, XW_JSON_STRICT, name, e);
}
