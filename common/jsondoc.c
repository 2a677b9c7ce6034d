/* See LICENSE file for copyright and license details. */
#include <ctype.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "clocale.h"
#include "jsondoc.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

/* What precheck found. */
enum fault {
	TOO_COSTLY,	/* over XW_MAX_JSON_UNITS */
	NUL_CHAR,	/* \u0000 in a string */
	LONE_SURROGATE,	/* \ud800 not followed by \udc00-\udfff, or that */
	PAST_64_BITS	/* a whole number json-c cannot hold */
};

/*
 * The length of the number at buf[at..end) (a '-' or a digit), in *past
 * whether it is a whole one outside the 64 bits json-c holds
 * (-9223372036854775808 to 18446744073709551615, the signed and the
 * unsigned), which it would turn into the nearest it can: a silent
 * wrong number.
 */
static size_t
number_at(const char *buf, size_t at, size_t end, int *past)
{
	static const char max[] = "18446744073709551615";
	static const char min[] = "9223372036854775808";
	size_t i = at, start, n;
	int neg = buf[at] == '-';

	i += neg;
	while (i < end && buf[i] == '0' && i + 1 < end && buf[i + 1] >= '0' &&
	    buf[i + 1] <= '9')
		i++;
	for (start = i; i < end && buf[i] >= '0' && buf[i] <= '9'; i++)
		;
	n = i - start;
	*past = 0;
	if (i < end && (buf[i] == '.' || buf[i] == 'e' || buf[i] == 'E')) {
		/* A fraction or an exponent: a double, whose text json-c
		   keeps. */
		while (i < end && strchr("0123456789.eE+-", buf[i]) != NULL)
			i++;
		return i - at;
	}
	if (neg)
		*past = n > sizeof(min) - 1 || (n == sizeof(min) - 1 &&
		    memcmp(buf + start, min, n) > 0);
	else
		*past = n > sizeof(max) - 1 || (n == sizeof(max) - 1 &&
		    memcmp(buf + start, max, n) > 0);
	return i - at;
}

/* The code point of the \u escape at buf[at], or -1 when none is there. */
static long
u_escape(const char *buf, size_t at, size_t end)
{
	long cp = 0;
	size_t i;

	if (end - at < 6 || buf[at] != '\\' || buf[at + 1] != 'u')
		return -1;
	for (i = at + 2; i < at + 6; i++) {
		if (!isxdigit((unsigned char)buf[i]))
			return -1;
		cp = cp * 16 + (isdigit((unsigned char)buf[i]) ? buf[i] - '0' :
		    xw_ascii_lower((unsigned char)buf[i]) - 'a' + 10);
	}
	return cp;
}

/* Of the \u escape at buf[at], the surrogate it is: 1 high, 2 low, or 0. */
static int
surrogate(const char *buf, size_t at, size_t end)
{
	long cp = u_escape(buf, at, end);

	if (cp >= 0xd800 && cp < 0xdc00)
		return 1;
	return cp >= 0xdc00 && cp < 0xe000 ? 2 : 0;
}

/* The last byte of the comment that starts at buf[at], a '/', or at when
   none does. */
static size_t
comment_end(const char *buf, size_t at, size_t end)
{
	if (at + 1 < end && buf[at + 1] == '*') {
		for (at += 2; at + 1 < end && (buf[at] != '*' ||
		    buf[at + 1] != '/'); at++)
			;
		at++;
	} else if (at + 1 < end && buf[at + 1] == '/') {
		while (at + 1 < end && buf[at + 1] != '\n')
			at++;
	}
	return at;
}

/*
 * Whether json-c's parse of buf[start..at), which it called a success,
 * stopped inside an array or object (brackets still open) or before any
 * value: json-c 0.16 stops so, with no error, when an allocation fails
 * (0.17 says json_tokener_error_memory), and a document with text after
 * it, a fault of the file, ends where its brackets close.
 */
static int
stopped_short(const char *buf, size_t start, size_t at)
{
	long open = 0;
	size_t i;
	char q;

	if (at == start)
		return 1;
	for (i = start; i < at; i++) {
		switch (buf[i]) {
		case '"':
		case '\'':
			for (q = buf[i++]; i < at && buf[i] != q; i++)
				if (buf[i] == '\\')
					i++;
			break;
		case '/':
			i = comment_end(buf, i, at);
			break;
		case '[':
		case '{':
			open++;
			break;
		case ']':
		case '}':
			open--;
			break;
		}
	}
	return open > 0;
}

/*
 * Where in buf[at..end) the JSON text first has what no document may:
 * a cost of more than XW_MAX_JSON_UNITS (each value, key and container
 * counted by the byte that starts or follows it), a \u0000 in a
 * string, which no C string of the model can hold (json-c keeps it, and
 * every later strlen would cut the text short there), half a surrogate
 * pair (\ud800 alone), which no UTF-8 text can hold (json-c writes
 * U+FFFD for it, and the text would change without a word), or a whole
 * number past 64 bits. Comments are skipped. Returns the offset with *what
 * saying which, and *len the number's length, or end.
 */
static size_t
precheck(const char *buf, size_t at, size_t end, enum fault *what,
    size_t *len)
{
	long units = 1;
	size_t n;
	int past, k;
	char q;

	*what = TOO_COSTLY;
	for (; at < end; at++) {
		if (buf[at] == '-' || (buf[at] >= '0' && buf[at] <= '9')) {
			n = number_at(buf, at, end, &past);
			if (past) {
				*what = PAST_64_BITS;
				*len = n;
				return at;
			}
			at += n - 1;
			continue;
		}
		switch (buf[at]) {
		case '"':
		case '\'':
			/* The string's bytes are not counted; only its end is
			   looked for (json-c takes 'strings' too, without
			   XW_JSON_STRICT). */
			for (q = buf[at++]; at < end && buf[at] != q; at++) {
				if (buf[at] != '\\')
					continue;
				if (end - at >= 6 &&
				    memcmp(buf + at, "\\u0000", 6) == 0)
					return *what = NUL_CHAR, at;
				if ((k = surrogate(buf, at, end)) == 1 &&
				    surrogate(buf, at + 6, end) == 2)
					at += 6;	/* a pair: one character */
				else if (k != 0)
					return *what = LONE_SURROGATE, at;
				at++;
			}
			break;
		case '/':
			/* Comments, which json-c takes without
			   XW_JSON_STRICT: a quote in one starts no string. */
			at = comment_end(buf, at, end);
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
	char deep[64], shown[XW_SHOWN_SIZE(40)];
	size_t at = start, n = 0;
	long line, col;
	enum fault fault;

	/* json-c builds the whole tree: what it would cost is bounded
	   first. */
	if ((at = precheck(buf, start, end, &fault, &n)) < end) {
		xw_linecol(buf, at, &line, &col);
		/* Named as U+XXXX: the escape as written, '\\u0000', would
		   be shown with its backslash escaped, as '\\x5cu0000'. */
		if (fault == NUL_CHAR)
			return xw_seterr(e, XW_ERR_INVALID, name, line, col,
			    "U+0000 in a string: no puzzle text can hold a "
			    "NUL character"), NULL;
		if (fault == LONE_SURROGATE)
			return xw_seterr(e, XW_ERR_INVALID, name, line, col,
			    "U+%04lX in a string is half a surrogate pair: no "
			    "UTF-8 text can hold it", u_escape(buf, at, end)),
			    NULL;
		if (fault == PAST_64_BITS)
			return xw_seterr(e, XW_ERR_LIMIT, name, line, col,
			    "the whole number %s is past 64 bits and would "
			    "be read as another", xw_utf8_shown(buf + at, n, 40, shown,
			    sizeof(shown))), NULL;
		return xw_seterr(e, XW_ERR_LIMIT, name, line, col, "too many "
		    "JSON values (over %ld units)", XW_MAX_JSON_UNITS), NULL;
	}
	at = start;
	if ((tok = json_tokener_new_ex(XW_MAX_DEPTH)) == NULL)
		xw_out_of_memory();
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
	}
	/* Out of memory is no fault of the file: said as every reader
	   says it, not as a place in the file. A parse that stopped so has
	   text left, its closing brackets at least, so a whole document is
	   not scanned again. */
	if (status == json_tokener_success && stopped_short(buf, start, at)) {
		json_object_put(v);
		xw_out_of_memory();
	}
	if (v != NULL && status == json_tokener_success)
		what = "unexpected text after the document";
	else if (status == json_tokener_continue) {
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
	struct xw_error lenient;
	struct json_object *v;
	const char *what;
	size_t at, bad, names;
	long line, col;
	int refused;

	if (xw_text_check(buf, len, name, e) != 0)
		return NULL;
	at = xw_bom_len(buf, len);
	at += strspn(buf + at, " \t\r\n");
	if (at == len)
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "empty file"),
		    NULL;
	/* What lenient json-c takes (a comma before ']'), strict json-c
	   calls an "unexpected character": said as the ipuz reader says
	   it, by the scan below. */
	refused = (v = xw_json_parse(buf, at, len, XW_JSON_STRICT, name,
	    e)) == NULL;
	if (refused && (e->code != XW_ERR_SYNTAX ||
	    (v = xw_json_parse(buf, at, len, 0, name, &lenient)) == NULL))
		return NULL;
	/* Strict json-c still takes a tab or a control character in a
	   string, NaN, Infinity, "1." and "-01"; the scan does not. */
	if ((bad = xw_json_nonstandard(buf, at, len, &what, &names)) < len) {
		xw_linecol(buf, bad, &line, &col);
		xw_seterr(e, XW_ERR_SYNTAX, name, line, col,
		    "not standard JSON: %s", what);
		json_object_put(v);
		return NULL;
	}
	/* Lenient json-c took what the scan finds no fault in: strict
	   json-c's error stands. */
	if (refused) {
		json_object_put(v);
		return NULL;
	}
	if (xw_json_twice(buf, at, len, v, names, name, e)) {
		json_object_put(v);
		return NULL;
	}
	return v;
}

/* Strict JSON, as RFC 8259 has it */

struct scan {
	const char *s;
	size_t i, end;
	const char *what;	/* the first fault, or NULL */
	size_t at;
	size_t names;		/* the objects' members scanned */
};

/* Note the fault at i (the first only) and return -1. */
static int
fault(struct scan *sc, size_t i, const char *what)
{
	if (sc->what == NULL) {
		sc->what = what;
		sc->at = i;
	}
	return -1;
}

static int
peek(const struct scan *sc)
{
	return sc->i < sc->end ? (unsigned char)sc->s[sc->i] : -1;
}

/* Blanks JSON allows; a comment is a fault. */
static int
blanks(struct scan *sc)
{
	sc->i += strspn(sc->s + sc->i, " \t\r\n");
	if (sc->i > sc->end)
		sc->i = sc->end;
	if (peek(sc) == '/')
		return fault(sc, sc->i, "a comment");
	return 0;
}

static int
string(struct scan *sc)
{
	int c;

	if (peek(sc) == '\'')
		return fault(sc, sc->i, "a single-quoted string");
	if (peek(sc) != '"')
		return fault(sc, sc->i, "a name without quotes");
	for (sc->i++; (c = peek(sc)) != '"'; sc->i++) {
		if (c < 0)
			return fault(sc, sc->i, "a string without its end");
		if (c == '\t')
			return fault(sc, sc->i, "a tab in a string");
		if (c < 0x20)
			return fault(sc, sc->i, "a control character in a "
			    "string");
		if (c != '\\')
			continue;
		sc->i++;
		if ((c = peek(sc)) < 0 || strchr("\"\\/bfnrtu", c) == NULL)
			return fault(sc, sc->i - 1, "an escape JSON lacks");
		if (c == 'u' && (sc->end - sc->i < 5 ||
		    strspn(sc->s + sc->i + 1, "0123456789abcdefABCDEF") < 4))
			return fault(sc, sc->i - 1, "an escape JSON lacks");
	}
	sc->i++;
	return 0;
}

static size_t
digits(const struct scan *sc, size_t i)
{
	size_t n = 0;

	while (i + n < sc->end && sc->s[i + n] >= '0' && sc->s[i + n] <= '9')
		n++;
	return n;
}

static int
number(struct scan *sc)
{
	size_t start = sc->i, n;

	if (peek(sc) == '-')
		sc->i++;
	if ((n = digits(sc, sc->i)) == 0)
		return fault(sc, start, "a number JSON lacks");
	if (n > 1 && sc->s[sc->i] == '0')
		return fault(sc, start, "a number with a leading zero");
	sc->i += n;
	if (peek(sc) == '.') {
		if ((n = digits(sc, sc->i + 1)) == 0)
			return fault(sc, start, "a number with no digits "
			    "after its '.'");
		sc->i += n + 1;
	}
	if (peek(sc) == 'e' || peek(sc) == 'E') {
		sc->i++;
		if (peek(sc) == '+' || peek(sc) == '-')
			sc->i++;
		if ((n = digits(sc, sc->i)) == 0)
			return fault(sc, start, "a number JSON lacks");
		sc->i += n;
	}
	return 0;
}

/*
 * Whether the word at sc is word, in any case with anycase (NaN and
 * Infinity, as lenient readers take them): not Null by its N, which once
 * was taken for NaN.
 */
static int
word_is(const struct scan *sc, const char *word, int anycase)
{
	size_t k = strlen(word);

	return sc->end - sc->i >= k && (anycase ?
	    xw_ascii_ncasecmp(sc->s + sc->i, word, k) :
	    memcmp(sc->s + sc->i, word, k)) == 0 &&
	    (sc->end - sc->i == k || !xw_ascii_isalnum((unsigned char)
	    sc->s[sc->i + k]));
}

static int
literal(struct scan *sc)
{
	static const char *const words[] = { "true", "false", "null" };
	size_t i;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (word_is(sc, words[i], 0)) {
			sc->i += strlen(words[i]);
			return 0;
		}
	return fault(sc, sc->i, word_is(sc, "NaN", 1) ||
	    word_is(sc, "Infinity", 1) ? "NaN or Infinity, which JSON lacks" :
	    "a misspelt true, false or null");
}

static int value(struct scan *, int);

/* The members of an object (close '}') or the items of an array (']'). */
static int
members(struct scan *sc, int close, int depth)
{
	size_t comma;

	sc->i++;
	if (blanks(sc))
		return -1;
	if (peek(sc) == close) {
		sc->i++;
		return 0;
	}
	for (;;) {
		if (close == '}') {
			sc->names++;
			if (string(sc) || blanks(sc))
				return -1;
			if (peek(sc) != ':')
				return fault(sc, sc->i, "a member without ':'");
			sc->i++;
			if (blanks(sc))
				return -1;
		}
		if (value(sc, depth + 1) || blanks(sc))
			return -1;
		if (peek(sc) == close) {
			sc->i++;
			return 0;
		}
		if (peek(sc) != ',')
			return fault(sc, sc->i, "a missing ','");
		comma = sc->i++;
		if (blanks(sc))
			return -1;
		if (peek(sc) == close)
			return fault(sc, comma, close == '}' ?
			    "a comma before '}'" : "a comma before ']'");
	}
}

static int
value(struct scan *sc, int depth)
{
	int c = peek(sc);

	if (depth > XW_MAX_DEPTH)
		return fault(sc, sc->i, "nesting too deep");
	if (c == '{' || c == '[')
		return members(sc, c == '{' ? '}' : ']', depth);
	if (c == '"' || c == '\'')
		return string(sc);
	if (c == '-' || (c >= '0' && c <= '9'))
		return number(sc);
	return literal(sc);
}

size_t
xw_json_nonstandard(const char *buf, size_t start, size_t end,
    const char **what, size_t *names)
{
	struct scan sc = { buf, start, end, NULL, end, 0 };

	if (blanks(&sc) == 0)
		value(&sc, 0);
	*what = sc.what;
	if (names != NULL)
		*names = sc.names;
	return sc.what != NULL ? sc.at : end;
}

/* Names given twice */

/*
 * The members of the objects of v, all the way down. An array's items
 * are read from its array_list (json-c's public struct): a call an item
 * was 2% of the instructions of .ipuz -> .puz.
 */
static size_t
tree_members(const struct json_object *v)
{
	const struct array_list *items;
	size_t n = 0, i;

	switch (json_object_get_type(v)) {
	case json_type_object: {
		/* Braces: the macro starts with declarations. */
		json_object_object_foreach((struct json_object *)v, key, m) {
			(void)key;
			n += 1 + tree_members(m);
		}
		break;
	}
	case json_type_array:
		items = json_object_get_array(v);
		for (i = 0; i < items->length; i++)
			n += tree_members(items->array[i]);
		break;
	default:
		break;
	}
	return n;
}

/* Past the string whose quote, " or ' (json-c takes both), is at buf[at],
   or end. */
static size_t
past_string(const char *buf, size_t at, size_t end)
{
	char quote = buf[at];

	for (at++; at < end && buf[at] != quote; at++)
		if (buf[at] == '\\')
			at++;
	return at < end ? at + 1 : end;
}

/* Past the blanks at buf[at..end), and the comments json-c takes
   without XW_JSON_STRICT (standard JSON has none). */
static size_t
past_blanks(const char *buf, size_t at, size_t end)
{
	for (;;) {
		at += strspn(buf + at, " \t\r\n");
		if (at + 1 >= end || buf[at] != '/')
			return at < end ? at : end;
		if (buf[at + 1] == '/') {
			while (at < end && buf[at] != '\n')
				at++;
		} else if (buf[at + 1] == '*') {
			for (at += 2; at + 1 < end && (buf[at] != '*' ||
			    buf[at + 1] != '/'); at++)
				;
			at += 2;
		} else {
			return at;
		}
		if (at >= end)
			return end;
	}
}

/* A name of an object, as its escapes stand for, and where it is. */
struct name {
	char *s;
	size_t len, at;
};

/* The name whose quote is at buf[at], decoded, into nm. */
static void
decode_name(const char *buf, size_t at, size_t end, struct name *nm)
{
	size_t i, n = 0, stop = past_string(buf, at, end) - 1;
	uint32_t cp, lo;
	char hex[5], c;

	nm->at = at;
	nm->s = xw_emalloc(stop - at + 1);
	for (i = at + 1; i < stop; i++) {
		if (buf[i] != '\\' || i + 1 >= stop) {
			nm->s[n++] = buf[i];
			continue;
		}
		c = buf[++i];
		if (c != 'u' || stop - i < 5) {
			nm->s[n++] = c == 'b' ? '\b' : c == 'f' ? '\f' :
			    c == 'n' ? '\n' : c == 'r' ? '\r' : c == 't' ? '\t' :
			    c;
			continue;
		}
		memcpy(hex, buf + i + 1, 4);
		hex[4] = '\0';
		cp = (uint32_t)strtoul(hex, NULL, 16);
		i += 4;
		/* A surrogate pair: one character, as json-c reads it. */
		if (cp >= 0xd800 && cp < 0xdc00 && stop - i >= 7 &&
		    buf[i + 1] == '\\' && buf[i + 2] == 'u') {
			memcpy(hex, buf + i + 3, 4);
			lo = (uint32_t)strtoul(hex, NULL, 16);
			if (lo >= 0xdc00 && lo < 0xe000) {
				cp = 0x10000 + ((cp - 0xd800) << 10) +
				    (lo - 0xdc00);
				i += 6;
			}
		}
		/* Six bytes of text hold the four of any character. */
		n += (size_t)xw_utf8_encode(cp, nm->s + n);
	}
	nm->len = n;
}

static int
by_name(const void *a, const void *b)
{
	const struct name *x = a, *y = b;
	int c = memcmp(x->s, y->s, x->len < y->len ? x->len : y->len);

	if (c != 0)
		return c;
	if (x->len != y->len)
		return x->len < y->len ? -1 : 1;
	return x->at < y->at ? -1 : x->at > y->at;
}

/*
 * The value at buf[*at..end), standard JSON (xw_json_nonstandard),
 * scanned past; of its objects' names given twice, the one that comes
 * first in the text (its second time) into *first, if before it.
 */
static void
scan_twice(const char *buf, size_t *at, size_t end, size_t *first,
    struct name *found)
{
	struct name *names = NULL, *nm;
	size_t n = 0, size = 0, i;
	char close;

	*at = past_blanks(buf, *at, end);
	if (*at >= end)
		return;
	if (buf[*at] == '"') {
		*at = past_string(buf, *at, end);
		return;
	}
	if (buf[*at] != '{' && buf[*at] != '[') {
		/* A number or a literal: up to what ends it. */
		*at += strcspn(buf + *at, ",]} \t\r\n");
		if (*at > end)
			*at = end;
		return;
	}
	close = buf[(*at)++] == '{' ? '}' : ']';
	for (;;) {
		*at = past_blanks(buf, *at, end);
		if (*at >= end || buf[*at] == close)
			break;
		if (buf[*at] == ',') {
			(*at)++;
			continue;
		}
		if (close == '}') {
			if (n == size) {
				size = size ? 2 * size : 16;
				names = xw_ereallocarray(names, size,
				    sizeof(*names));
			}
			decode_name(buf, *at, end, &names[n++]);
			*at = past_blanks(buf, past_string(buf, *at, end),
			    end);
			if (*at < end && buf[*at] == ':')
				(*at)++;
		}
		scan_twice(buf, at, end, first, found);
	}
	if (*at < end)
		(*at)++;
	if (n > 1)
		qsort(names, n, sizeof(*names), by_name);
	for (i = 1; i < n; i++) {
		nm = &names[i];
		if (nm->len != names[i - 1].len ||
		    memcmp(nm->s, names[i - 1].s, nm->len) != 0 ||
		    nm->at >= *first)
			continue;
		*first = nm->at;
		free(found->s);
		found->s = xw_emalloc(nm->len + 1);
		memcpy(found->s, nm->s, nm->len);
		found->len = nm->len;
		found->at = nm->at;
	}
	for (i = 0; i < n; i++)
		free(names[i].s);
	free(names);
}

int
xw_json_twice(const char *buf, size_t start, size_t end,
    const struct json_object *root, size_t names, const char *name,
    struct xw_error *e)
{
	struct name found = { NULL, 0, 0 };
	size_t at = start, first = end;
	char shown[XW_SHOWN_SIZE(40)];
	long line, col;

	/* json-c keeps one member a name: fewer than the text has. */
	if (tree_members(root) == names)
		return 0;
	scan_twice(buf, &at, end, &first, &found);
	if (found.s == NULL)
		return 0;
	xw_linecol(buf, first, &line, &col);
	xw_seterr(e, XW_ERR_SYNTAX, name, line, col, "\"%s\" named twice in "
	    "one object: xwtools keeps the last, other readers may keep the "
	    "first", xw_utf8_shown(found.s, found.len, 40, shown,
	    sizeof(shown)));
	free(found.s);
	return -1;
}

/* Locating a value */

/*
 * Past the value at buf[at..end) (not a blank), as json-c took it: a
 * string, a container to its close, or a number or a word to what ends
 * it; at least its first byte, so that every scan ends.
 */
static size_t
past_value(const char *buf, size_t at, size_t end)
{
	size_t depth = 0;
	char c;

	if (buf[at] == '"' || buf[at] == '\'')
		return past_string(buf, at, end);
	if (buf[at] != '{' && buf[at] != '[') {
		at += 1 + strcspn(buf + at + 1, ",:]}/\"' \t\r\n");
		return at < end ? at : end;
	}
	while (at < end) {
		c = buf[at];
		if (c == '"' || c == '\'') {
			at = past_string(buf, at, end);
		} else if (c == '/') {
			at = past_blanks(buf, at, end);
			at += at < end && buf[at] == '/';	/* no comment */
		} else {
			at++;
			if (c == '{' || c == '[')
				depth++;
			else if ((c == '}' || c == ']') && --depth == 0)
				break;
		}
	}
	return at;
}

/* Whether the string whose quote is at buf[at], as its escapes stand
   for, is key. */
static int
name_is(const char *buf, size_t at, size_t end, const char *key)
{
	struct name nm;
	int same;

	decode_name(buf, at, end, &nm);
	same = nm.len == strlen(key) && memcmp(nm.s, key, nm.len) == 0;
	free(nm.s);
	return same;
}

/*
 * The offset of the next item (or member) of a container that close
 * ends, from buf[at], just past the item before or the opening bracket:
 * blanks and a comma passed over; end when the container ends first.
 */
static size_t
next_item(const char *buf, size_t at, size_t end, char close)
{
	at = past_blanks(buf, at, end);
	if (at < end && buf[at] == ',')
		at = past_blanks(buf, at + 1, end);
	return at < end && buf[at] != close ? at : end;
}

/*
 * The offset in buf[at..end) of the value that step names in the
 * container at (after blanks), in *key that of its name for a member,
 * or end when it is not there. A name given twice counts at its last,
 * the one json-c keeps.
 */
static size_t
locate_step(const char *buf, size_t at, size_t end,
    const struct xw_json_step *step, size_t *key)
{
	size_t found = end, name, item = 0;
	char close = step->key != NULL ? '}' : ']';

	*key = end;
	if (at >= end || buf[at] != (step->key != NULL ? '{' : '['))
		return end;
	for (at = next_item(buf, at + 1, end, close); at < end;
	    at = next_item(buf, past_value(buf, at, end), end, close)) {
		if (step->key == NULL) {
			if (item++ == step->index)
				found = *key = at;
			continue;
		}
		name = at;
		if (buf[at] != '"' && buf[at] != '\'')
			return end;	/* not text json-c took */
		at = past_blanks(buf, past_string(buf, at, end), end);
		at = past_blanks(buf, at + (at < end && buf[at] == ':'), end);
		if (at < end && name_is(buf, name, end, step->key)) {
			found = at;
			*key = name;
		}
	}
	return found;
}

int
xw_json_nonfinite(json_object *v, struct xw_json_step *path, size_t max,
    size_t *n)
{
	size_t depth = *n, i, len;

	switch (json_object_get_type(v)) {
	case json_type_double:
		return !isfinite(json_object_get_double(v));
	case json_type_object: {
		json_object_object_foreach(v, k, val) {
			if (depth < max)
				path[depth] = (struct xw_json_step){ k, 0 };
			*n = depth < max ? depth + 1 : max;
			if (xw_json_nonfinite(val, path, max, n))
				return 1;
		}
		break;
	}
	case json_type_array:
		len = json_object_array_length(v);
		for (i = 0; i < len; i++) {
			if (depth < max)
				path[depth] = (struct xw_json_step){ NULL, i };
			*n = depth < max ? depth + 1 : max;
			if (xw_json_nonfinite(json_object_array_get_idx(v, i),
			    path, max, n))
				return 1;
		}
		break;
	default:
		break;
	}
	*n = depth;
	return 0;
}

/* The offset of the value at path[0..n) in buf[start..end), in *key
   that of its name for a member; end when it is not there. */
static size_t
locate(const char *buf, size_t start, size_t end,
    const struct xw_json_step *path, size_t n, size_t *key)
{
	size_t at = start + xw_bom_len(buf + start, end - start);

	at = *key = past_blanks(buf, at, end);
	for (; n > 0 && at < end; path++, n--)
		at = past_blanks(buf, locate_step(buf, at, end, path, key),
		    end);
	return at;
}

int
xw_json_locate(const char *buf, size_t start, size_t end,
    const struct xw_json_step *path, size_t n, long *line, long *col)
{
	size_t key;

	*line = *col = 0;
	if (locate(buf, start, end, path, n, &key) >= end)
		return -1;
	xw_linecol(buf, key, line, col);
	return 0;
}

void
xw_json_locate_members(const char *buf, size_t start, size_t end,
    const struct xw_json_step *path, size_t n, const char *key, size_t count,
    long *at)
{
	const struct xw_json_step member = { key, 0 };
	size_t items, item, name, last, i;
	long line, col;

	memset(at, 0, 2 * count * sizeof(*at));
	items = locate(buf, start, end, path, n, &name);
	if (items >= end || buf[items] != '[')
		return;
	xw_linecol(buf, items, &line, &col);
	last = items;
	for (i = 0, item = next_item(buf, items + 1, end, ']');
	    i < count && item < end;
	    i++, item = next_item(buf, past_value(buf, item, end), end, ']')) {
		if (locate_step(buf, item, end, &member, &name) >= end)
			continue;
		xw_linecol_on(buf, last, name, &line, &col);
		last = name;
		at[2 * i] = line;
		at[2 * i + 1] = col;
	}
}

void
xw_json_locate_grid(const char *buf, size_t start, size_t end,
    const struct xw_json_step *path, size_t n, int width, int height,
    int *at)
{
	size_t rows, row, item, last, key, i;
	long line, col;
	int r, c;

	memset(at, 0, 2 * (size_t)width * (size_t)height * sizeof(*at));
	rows = locate(buf, start, end, path, n, &key);
	if (rows >= end || buf[rows] != '[')
		return;
	xw_linecol(buf, rows, &line, &col);
	last = rows;
	for (r = 0, row = next_item(buf, rows + 1, end, ']');
	    r < height && row < end;
	    r++, row = next_item(buf, past_value(buf, row, end), end, ']')) {
		if (buf[row] != '[')
			continue;
		for (c = 0, item = next_item(buf, row + 1, end, ']');
		    c < width && item < end; c++, item = next_item(buf,
		    past_value(buf, item, end), end, ']')) {
			xw_linecol_on(buf, last, item, &line, &col);
			last = item;
			i = 2 * ((size_t)r * (size_t)width + (size_t)c);
			at[i] = (int)line;
			at[i + 1] = (int)col;
		}
	}
}

json_object *
xw_json_shown(const char *s)
{
	return xw_json_shown_len(s, strlen(s));
}

json_object *
xw_json_shown_len(const char *s, size_t n)
{
	struct xw_buf b = { 0 };
	json_object *o;

	xw_buf_escape(&b, s, n);
	o = json_object_new_string_len(b.s != NULL ? b.s : "", (int)b.len);
	xw_buf_free(&b);
	return o;
}

const char *
xw_json_kind(json_object *o)
{
	switch (json_object_get_type(o)) {
	case json_type_null:
		return "null";
	case json_type_boolean:
		return "a boolean";
	case json_type_double:
	case json_type_int:
		return "a number";
	case json_type_object:
		return "an object";
	case json_type_array:
		return "an array";
	case json_type_string:
		return "a string";
	}
	return "a value";
}
