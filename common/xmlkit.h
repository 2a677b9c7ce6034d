/* See LICENSE file for copyright and license details. */
/*
 * The XML kit of the XML readers (.jpz, uclick, Keesing): libxml2,
 * loaded on first use (jpz_dl.h), a parse that keeps the first error
 * instead of printing it, and elements and attributes by their local
 * names, so that files with no, wrong or several namespaces read alike.
 * Inside common/ only.
 */
#ifndef XW_XMLKIT_H
#define XW_XMLKIT_H

#include <stddef.h>

#include "jpz_dl.h"
#include "puzzle.h"
#include "util.h"

/*
 * Whether buf[0..len) is XML whose root element's local name is root,
 * in any case, and which mentions what (in lower case) in any case:
 * told from the bytes alone (after a BOM, blanks, the XML declaration,
 * comments, processing instructions and a doctype).
 */
int xw_xml_sniff(const char *buf, size_t len, const char *root,
    const char *what);

/*
 * Whether buf[0..len) is plainly XML, as no list of words is: past a BOM
 * and blanks it opens with an XML declaration or a doctype, whose blank
 * no word holds ("<?xml version"), or it is one element whose tags all
 * nest and close, with nothing after it but blanks, comments and
 * processing instructions. A list that opens "<unk>", "</s>" or "<3" is
 * none of these.
 */
int xw_xml_plainly(const char *buf, size_t len);

/*
 * Where in buf[0..len) its elements and attributes pass XW_MAX_XML_NODES,
 * or one element's attributes XW_MAX_XML_ATTRS, with *what saying which
 * ("XML elements and attributes"); len when neither does: what
 * xw_xml_parse refuses unparsed, so that a writer can refuse it too.
 */
size_t xw_xml_over(const char *buf, size_t len, const char **what);

/*
 * Load libxml2 and parse buf[0..len) (what is "a .jpz" or "uclick XML",
 * for messages), with no network, DTD or entity substitution. Returns
 * the document (free it with xmlFreeDoc), or NULL with e filled:
 * XW_ERR_SYNTAX for malformed XML (with the line and column of its first
 * error), XW_ERR_UNAVAILABLE when libxml2 cannot be loaded.
 */
xmlDocPtr xw_xml_parse(const char *buf, size_t len, const char *name,
    const char *what, struct xw_error *e);

/*
 * The reading of an XML feed: xw_xml_parse; a check that the root
 * element's local name is root, in any case (else XW_ERR_FORMAT, "not
 * <what>: ..."); then build(root element, name, strict, &p, e), which
 * makes the puzzle p of it (name for messages; strict: a reader's
 * XW_READ_STRICT) and returns 0, or -1 with e filled,
 * p freed here if it was made. Returns the puzzle, or NULL with e
 * filled; the document is freed.
 */
struct xw_puzzle *xw_xml_read(const char *buf, size_t len, const char *name,
    const char *what, const char *root, int strict,
    int (*build)(xmlNodePtr, const char *, int, struct xw_puzzle **,
    struct xw_error *),
    struct xw_error *e);

/* The line n starts on, for messages; 0 when libxml2 does not know. */
long xw_xml_line(xmlNodePtr n);

/* The name of n without any prefix, whatever its namespace; "" if none. */
const char *xw_xml_name(xmlNodePtr n);

/* Whether n is an element of local name name. */
int xw_xml_is(xmlNodePtr n, const char *name);

/* The first element child of n (which may be NULL) named name, or
   NULL. */
xmlNodePtr xw_xml_child(xmlNodePtr n, const char *name);

/* A new copy (malloc'd) of attribute name of n, by its local name in
   any namespace, or NULL when n has none. */
char *xw_xml_attr(xmlNodePtr n, const char *name);

/* The text of n and its descendants, entities decoded, in a new string
   (malloc'd); "" when it has none. */
char *xw_xml_text(xmlNodePtr n);

/* xw_utf8_shown of the string s: fit for a one-line message. */
const char *xw_xml_shown(const char *s, size_t max, char *buf,
    size_t size);

#endif
