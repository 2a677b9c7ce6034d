/* See LICENSE file for copyright and license details. */
/*
 * The XML kit (xmlkit.h): what every XML reader does with libxml2 the
 * same way.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clocale.h"
#include "text.h"
#include "utf8.h"
#include "util.h"
#include "xmlkit.h"

/* Where what ends in buf[i..len), past it; -1 when it does not. */
static long
past(const char *buf, size_t len, size_t i, const char *what)
{
	size_t n = strlen(what);

	for (; i + n <= len; i++)
		if (memcmp(buf + i, what, n) == 0)
			return (long)(i + n);
	return -1;
}

/*
 * Past what may come before the root element from i: blanks, the XML
 * declaration and other processing instructions, comments and a
 * doctype, whose internal subset may hold '>'; -1 when one does not end.
 */
static long
prolog_end(const char *buf, size_t len, size_t i)
{
	long end;
	size_t k;

	for (;;) {
		while (i < len && xw_isblank((unsigned char)buf[i]))
			i++;
		if (len - i < 2 || buf[i] != '<')
			return (long)i;
		if (buf[i + 1] == '?')
			end = past(buf, len, i + 2, "?>");
		else if (len - i >= 4 && memcmp(buf + i, "<!--", 4) == 0)
			end = past(buf, len, i + 4, "-->");
		else if (buf[i + 1] == '!') {
			for (k = i + 2; k < len && buf[k] != '>' &&
			    buf[k] != '['; k++)
				;
			end = k < len && buf[k] == '[' ?
			    past(buf, len, k, "]") : (long)k;
			end = end >= 0 ? past(buf, len, (size_t)end, ">") : -1;
		} else
			return (long)i;
		if (end < 0)
			return -1;
		i = (size_t)end;
	}
}

/* Whether the root element of buf[0..len) is called root. */
static int
root_is(const char *buf, size_t len, const char *root)
{
	size_t n = strlen(root), k;
	const char *name, *colon;
	long i = prolog_end(buf, len, xw_bom_len(buf, len));

	if (i < 0 || (size_t)i >= len || buf[i] != '<')
		return 0;
	/* Bounded by len: the name may run to the end of buf. */
	name = buf + i + 1;
	for (k = 0; k < len - (size_t)i - 1 && name[k] != '\0' &&
	    strchr(" \t\r\n/>", name[k]) == NULL; k++)
		;
	/* Any prefix: x:crossword. */
	if ((colon = memchr(name, ':', k)) != NULL) {
		k -= (size_t)(colon + 1 - name);
		name = colon + 1;
	}
	return k == n && xw_ascii_ncasecmp(name, root, n) == 0;
}

int
xw_xml_sniff(const char *buf, size_t len, const char *root, const char *what)
{
	size_t n = strlen(what), i;

	if (!root_is(buf, len, root))
		return 0;
	for (i = 0; i + n <= len; i++)
		if ((buf[i] | 0x20) == what[0] &&
		    xw_ascii_ncasecmp(buf + i, what, n) == 0)
			return 1;
	return 0;
}

/* An XML name's first byte, and its others: letters past ASCII are
   taken whole, as libxml2 would judge them. */
static int
name_start(unsigned char c)
{
	return xw_ascii_isalpha(c) || c == '_' || c == ':' || c >= 0x80;
}

static int
name_char(unsigned char c)
{
	return name_start(c) || xw_ascii_isdigit(c) || c == '-' || c == '.';
}

/* Whether c is an XML blank: space, tab, CR or LF. */
static int
xml_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Past the name that starts buf[i..len), or i when none does. */
static size_t
past_name(const char *buf, size_t len, size_t i)
{
	if (i < len && name_start((unsigned char)buf[i]))
		for (i++; i < len && name_char((unsigned char)buf[i]); i++)
			;
	return i;
}

/*
 * Past the start tag or end tag at buf[i] ('<'), with its name at
 * *name, *n and *end saying an end tag, *empty one that closes itself;
 * -1 when it is no tag: no name right after '<' (<3), an attribute
 * without '=' and a quoted value, or no '>'.
 */
static long
past_tag(const char *buf, size_t len, size_t i, size_t *name, size_t *n,
    int *end, int *empty)
{
	size_t k;
	char q;

	*end = i + 1 < len && buf[i + 1] == '/';
	*empty = 0;
	*name = i + 1 + (size_t)*end;
	if ((k = past_name(buf, len, *name)) == *name)
		return -1;
	*n = k - *name;
	for (;;) {
		i = k;
		while (k < len && xml_blank(buf[k]))
			k++;
		if (k < len && buf[k] == '>')
			return (long)k + 1;
		if (!*end && len - k >= 2 && memcmp(buf + k, "/>", 2) == 0) {
			*empty = 1;
			return (long)k + 2;
		}
		/* An attribute, after a blank: name="value". */
		if (*end || k == i || past_name(buf, len, k) == k)
			return -1;
		k = past_name(buf, len, k);
		while (k < len && xml_blank(buf[k]))
			k++;
		if (k >= len || buf[k++] != '=')
			return -1;
		while (k < len && xml_blank(buf[k]))
			k++;
		if (k >= len || (buf[k] != '"' && buf[k] != '\''))
			return -1;
		for (q = buf[k++]; k < len && buf[k] != q && buf[k] != '<';
		    k++)
			;
		if (k >= len || buf[k++] != q)
			return -1;
	}
}

/* An element not yet closed: its name, buf[at..at + n). */
struct open_tag {
	size_t at, n;
};

int
xw_xml_plainly(const char *buf, size_t len)
{
	struct open_tag *stack = NULL;
	size_t i = xw_bom_len(buf, len), nopen = 0, cap = 0, name, n;
	int end, empty, is = 0;
	const char *lt;
	long at;

	while (i < len && xml_blank(buf[i]))
		i++;
	if ((len - i > 5 && memcmp(buf + i, "<?xml", 5) == 0 &&
	    xml_blank(buf[i + 5])) || (len - i > 9 &&
	    memcmp(buf + i, "<!DOCTYPE", 9) == 0 && xml_blank(buf[i + 9])))
		return 1;
	if ((at = prolog_end(buf, len, i)) < 0)
		return 0;
	/* The root element and all it holds, its text passed over. */
	for (i = (size_t)at; i < len; i = (size_t)at) {
		if (buf[i] != '<') {
			if (nopen == 0 ||
			    (lt = memchr(buf + i, '<', len - i)) == NULL)
				break;
			at = lt - buf;
			continue;
		}
		if (nopen > 0 && len - i >= 4 &&
		    memcmp(buf + i, "<!--", 4) == 0)
			at = past(buf, len, i + 4, "-->");
		else if (nopen > 0 && len - i >= 9 &&
		    memcmp(buf + i, "<![CDATA[", 9) == 0)
			at = past(buf, len, i + 9, "]]>");
		else if (nopen > 0 && len - i >= 2 && buf[i + 1] == '?')
			at = past(buf, len, i + 2, "?>");
		else {
			if ((at = past_tag(buf, len, i, &name, &n, &end,
			    &empty)) < 0)
				break;
			if (end) {
				if (nopen == 0 || stack[nopen - 1].n != n ||
				    memcmp(buf + stack[nopen - 1].at,
				    buf + name, n) != 0)
					break;
				nopen--;
			} else if (!empty) {
				if (nopen == cap) {
					cap = cap != 0 ? 2 * cap : 16;
					stack = xw_ereallocarray(stack, cap,
					    sizeof(*stack));
				}
				stack[nopen].at = name;
				stack[nopen++].n = n;
			}
			/* The root closed: what a prolog may hold may
			   follow it, and nothing else. */
			if (nopen == 0) {
				at = prolog_end(buf, len, (size_t)at);
				is = at >= 0 && (size_t)at == len;
				break;
			}
		}
		if (at < 0)
			break;
	}
	free(stack);
	return is;
}

long
xw_xml_line(xmlNodePtr n)
{
	long line = n != NULL ? xmlGetLineNo(n) : 0;

	return line > 0 ? line : 0;
}

const char *
xw_xml_name(xmlNodePtr n)
{
	const char *s = (const char *)n->name, *colon;

	if (s == NULL)
		return "";
	colon = strrchr(s, ':');
	return colon != NULL ? colon + 1 : s;
}

int
xw_xml_is(xmlNodePtr n, const char *name)
{
	return n != NULL && n->type == XML_ELEMENT_NODE &&
	    strcmp(xw_xml_name(n), name) == 0;
}

xmlNodePtr
xw_xml_child(xmlNodePtr n, const char *name)
{
	xmlNodePtr c;

	for (c = n != NULL ? n->children : NULL; c != NULL; c = c->next)
		if (xw_xml_is(c, name))
			return c;
	return NULL;
}

char *
xw_xml_attr(xmlNodePtr n, const char *name)
{
	xmlAttrPtr a;
	xmlChar *v;
	const char *s, *colon;
	char *copy;

	for (a = n->properties; a != NULL; a = a->next) {
		s = (const char *)a->name;
		if ((colon = strrchr(s, ':')) != NULL)
			s = colon + 1;
		if (strcmp(s, name) != 0)
			continue;
		if ((v = xmlNodeListGetString(n->doc, a->children, 1)) == NULL)
			return xw_estrdup("");
		copy = xw_estrdup((const char *)v);
		xmlFree(v);
		return copy;
	}
	return NULL;
}

char *
xw_xml_text(xmlNodePtr n)
{
	xmlChar *v = n != NULL ? xmlNodeGetContent(n) : NULL;
	char *copy = xw_estrdup(v != NULL ? (const char *)v : "");

	if (v != NULL)
		xmlFree(v);
	return copy;
}

const char *
xw_xml_shown(const char *s, size_t max, char *buf, size_t size)
{
	return xw_utf8_shown(s, strlen(s), max, buf, size);
}

/* Parsing */

struct xml_error {
	int set;
	long line, col;
	char msg[400];
};

#if LIBXML_VERSION >= 21200
#define XML_ERROR_ARG const xmlError *
#else
#define XML_ERROR_ARG xmlErrorPtr
#endif

/* The first error libxml2 finds, kept instead of printed. */
static void
on_xml_error(void *data, XML_ERROR_ARG err)
{
	xmlParserCtxtPtr ctxt = data;
	struct xml_error *x;
	const char *msg;
	char *first;
	size_t n;

	if (ctxt == NULL || (x = ctxt->_private) == NULL || x->set ||
	    err == NULL || err->level < XML_ERR_ERROR ||
	    err->domain == XML_FROM_NAMESPACE)
		return;
	x->set = 1;
	x->line = err->line;
	x->col = err->int2;
	/* The first line of libxml2's message; more lines show bytes. */
	msg = err->message != NULL ? err->message : "unknown error";
	n = strcspn(msg, "\n");
	first = xw_estrndup(msg, n);
	xw_xml_shown(first, 120, x->msg, sizeof(x->msg));
	free(first);
	for (n = strlen(x->msg); n > 0 && strchr(" !", x->msg[n - 1]) != NULL;
	    n--)
		x->msg[n - 1] = '\0';
}

/*
 * The elements and attributes are each '<' and '=', one element's
 * attributes each '=' from a '<' to the next, for a value holds no '<'.
 * libxml2 builds the whole tree, and checks each attribute against the
 * element's others, so what it would cost is bounded first.
 */
size_t
xw_xml_over(const char *buf, size_t len, const char **what)
{
	long nodes = 0, attrs = 0;
	size_t at;

	for (at = 0; at < len; at++) {
		if (buf[at] == '<')
			attrs = 0;
		else if (buf[at] != '=')
			continue;
		else if (++attrs > XW_MAX_XML_ATTRS)
			return *what = "attributes in one element", at;
		if (++nodes > XW_MAX_XML_NODES)
			return *what = "XML elements and attributes", at;
	}
	return at;
}

/*
 * The first reference below n to an entity the document does not declare
 * with its text (SYSTEM or PUBLIC, or its external DTD's), or NULL. Such
 * an entity is not read (no file but the one given is), so its text would
 * be missing unsaid.
 */
static xmlNodePtr
external_ref(xmlNodePtr n)
{
	xmlEntityPtr ent;
	xmlNodePtr found;

	for (; n != NULL; n = n->next) {
		if (n->type == XML_ENTITY_REF_NODE) {
			ent = (xmlEntityPtr)n->children;
			if (ent == NULL || ent->etype !=
			    XML_INTERNAL_GENERAL_ENTITY)
				return n;
			continue;
		}
		if (n->type == XML_ELEMENT_NODE &&
		    (found = external_ref(n->children)) != NULL)
			return found;
	}
	return NULL;
}

xmlDocPtr
xw_xml_parse(const char *buf, size_t len, const char *name, const char *what,
    struct xw_error *e)
{
	struct xml_error x = { 0 };
	xmlParserCtxtPtr ctxt;
	xmlNodePtr ref;
	xmlDocPtr doc;
	const char *over = NULL;
	char b[XW_SHOWN_SIZE(40)];
	size_t at;
	long line, col;

	if (xw_jpz_dl_load(name, what, e))
		return NULL;
	if ((at = xw_xml_over(buf, len, &over)) < len) {
		xw_linecol(buf, at, &line, &col);
		return xw_seterr(e, XW_ERR_LIMIT, name, line, col, "too many "
		    "%s (over %ld)", over, over[0] == 'a' ? XW_MAX_XML_ATTRS :
		    XW_MAX_XML_NODES), NULL;
	}
	/* The library prints nothing: the first error is kept by
	   on_xml_error (and xw_jpz_dl_load silenced the rest). */
	if ((ctxt = xmlNewParserCtxt()) == NULL)
		xw_out_of_memory();
	ctxt->_private = &x;
	ctxt->sax->serror = on_xml_error;
	/* No network, no DTD loading, no entity substitution. */
	doc = xmlCtxtReadMemory(ctxt, buf, (int)len, NULL, NULL,
	    XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
	    XML_PARSE_BIG_LINES);
	if (doc != NULL && !ctxt->wellFormed) {
		xmlFreeDoc(doc);
		doc = NULL;
	}
	xmlFreeParserCtxt(ctxt);
	if (doc == NULL)
		xw_seterr(e, XW_ERR_SYNTAX, name,
		    x.set && x.line > 0 ? x.line : 0,
		    x.set && x.line > 0 && x.col > 0 ? x.col : 0,
		    "malformed XML: %s", x.set ? x.msg : "cannot parse");
	else if (xmlDocGetRootElement(doc) == NULL) {
		xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0,
		    "malformed XML: no root element");
		xmlFreeDoc(doc);
		doc = NULL;
	} else if (doc->intSubset != NULL &&
	    (ref = external_ref(xmlDocGetRootElement(doc))) != NULL) {
		/* Only a document with a DOCTYPE refers to entities: its
		   own, or its external DTD's (&eacute; of XHTML's, read as
		   none) (regress20 F1). */
		xw_seterr(e, XW_ERR_SYNTAX, name, xw_xml_line(ref), 0,
		    "entity &%s; comes from outside the document, which is "
		    "not read: put its text in its place", xw_xml_shown((const
		    char *)ref->name, 40, b, sizeof(b)));
		xmlFreeDoc(doc);
		doc = NULL;
	}
	return doc;
}

struct xw_puzzle *
xw_xml_read(const char *buf, size_t len, const char *name, const char *what,
    const char *root, int strict,
    int (*build)(xmlNodePtr, const char *, int, struct xw_puzzle **,
    struct xw_error *),
    struct xw_error *e)
{
	struct xw_puzzle *p = NULL;
	xmlNodePtr top;
	xmlDocPtr doc;
	char b[64];

	if ((doc = xw_xml_parse(buf, len, name, what, e)) == NULL)
		return NULL;
	top = xmlDocGetRootElement(doc);
	if (xw_ascii_casecmp(xw_xml_name(top), root) != 0)
		xw_seterr(e, XW_ERR_FORMAT, name, xw_xml_line(top), 0,
		    "not %s: the document is <%s>", what,
		    xw_xml_shown(xw_xml_name(top), 40, b, sizeof(b)));
	else if (build(top, name, strict, &p, e)) {
		xw_puzzle_free(p);
		p = NULL;
	}
	xmlFreeDoc(doc);
	return p;
}
