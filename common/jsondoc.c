/* See LICENSE file for copyright and license details. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <json-c/json.h>

#include "jsondoc.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

struct json_object *
xw_json_doc(const char *buf, size_t len, const char *name, struct xw_error *e)
{
	struct json_tokener *tok;
	enum json_tokener_error status;
	enum xw_errcode code = XW_ERR_SYNTAX;
	struct json_object *v;
	const char *what;
	char deep[64];
	size_t at;
	long line, col;

	if ((at = xw_utf8_check(buf, len)) < len) {
		what = "invalid UTF-8";
		goto fail;
	}
	at = xw_bom_len(buf, len);
	at += strspn(buf + at, " \t\r\n");
	if (at == len)
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "empty file"),
		    NULL;
	if ((tok = json_tokener_new_ex(XW_MAX_DEPTH)) == NULL)
		xw_errx(XW_EXIT_TROUBLE, "out of memory");
	json_tokener_set_flags(tok, JSON_TOKENER_STRICT);
	v = json_tokener_parse_ex(tok, buf + at, (int)(len - at));
	status = json_tokener_get_error(tok);
	at += json_tokener_get_parse_end(tok);
	json_tokener_free(tok);
	if (v != NULL && status == json_tokener_success) {
		at += strspn(buf + at, " \t\r\n");
		if (at == len)
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
fail:
	xw_linecol(buf, at, &line, &col);
	xw_seterr(e, code, name, line, col, "%s", what);
	return NULL;
}
