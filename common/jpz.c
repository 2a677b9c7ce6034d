/* See LICENSE file for copyright and license details. */
/*
 * The Crossword Compiler .jpz reader and writer (formats.md, section 3).
 * A .jpz is XML, bare or as the one puzzle in a zip archive. Elements and
 * attributes are matched by their local names, so files with no, wrong or
 * several namespaces read alike. Clue and metadata text keeps the inline
 * markup ipuz allows (<b> <i> <u> <s> <sub> <sup> <em> <strong>) as HTML
 * text; other elements such as <span> leave only their text; entities and
 * character references are decoded; runs of white space become one space.
 */
#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <json-c/json.h>
#include <libxml/entities.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <zip.h>

#include "grid.h"
#include "ipuz.h"
#include "jpz.h"
#include "utf8.h"
#include "util.h"

/*
 * libxml2 and libzip are loaded when the first .jpz is read, not when a
 * tool starts: most runs of every tool never read one, and loading the
 * two, with ICU and libcrypto behind them, cost each process about 3 ms,
 * more than converting a puzzle. Each function is called through a
 * pointer of its own type under its own name (the #defines below), so
 * the code reads as if they were linked.
 */
#ifndef XW_LIBXML2
#define XW_LIBXML2 "libxml2.so.2"
#endif
#ifndef XW_LIBZIP
#define XW_LIBZIP "libzip.so.4"
#endif

#define XML_FUNCTIONS(X) \
	X(xmlCtxtReadMemory) X(xmlDocGetRootElement) X(xmlFreeDoc) \
	X(xmlFreeParserCtxt) X(xmlGetDocEntity) X(xmlGetLineNo) \
	X(xmlNewParserCtxt) X(xmlNodeListGetString) X(xmlSetGenericErrorFunc)
#define ZIP_FUNCTIONS(X) \
	X(zip_discard) X(zip_error_fini) X(zip_error_init) \
	X(zip_error_strerror) X(zip_fclose) X(zip_file_strerror) \
	X(zip_fopen_index) X(zip_fread) X(zip_get_name) \
	X(zip_get_num_entries) X(zip_open_from_source) \
	X(zip_source_buffer_create) X(zip_source_free) X(zip_stat_index) \
	X(zip_strerror)

#define DECLARE(f) static __typeof__(f) *lazy_##f;
XML_FUNCTIONS(DECLARE)
ZIP_FUNCTIONS(DECLARE)
#undef DECLARE
static xmlFreeFunc *lazy_xmlFree;	/* a variable: the function to free */

#undef xmlFree
#define xmlFree (*lazy_xmlFree)
#define xmlCtxtReadMemory (*lazy_xmlCtxtReadMemory)
#define xmlDocGetRootElement (*lazy_xmlDocGetRootElement)
#define xmlFreeDoc (*lazy_xmlFreeDoc)
#define xmlFreeParserCtxt (*lazy_xmlFreeParserCtxt)
#define xmlGetDocEntity (*lazy_xmlGetDocEntity)
#define xmlGetLineNo (*lazy_xmlGetLineNo)
#define xmlNewParserCtxt (*lazy_xmlNewParserCtxt)
#define xmlNodeListGetString (*lazy_xmlNodeListGetString)
#define xmlSetGenericErrorFunc (*lazy_xmlSetGenericErrorFunc)
#define zip_discard (*lazy_zip_discard)
#define zip_error_fini (*lazy_zip_error_fini)
#define zip_error_init (*lazy_zip_error_init)
#define zip_error_strerror (*lazy_zip_error_strerror)
#define zip_fclose (*lazy_zip_fclose)
#define zip_file_strerror (*lazy_zip_file_strerror)
#define zip_fopen_index (*lazy_zip_fopen_index)
#define zip_fread (*lazy_zip_fread)
#define zip_get_name (*lazy_zip_get_name)
#define zip_get_num_entries (*lazy_zip_get_num_entries)
#define zip_open_from_source (*lazy_zip_open_from_source)
#define zip_source_buffer_create (*lazy_zip_source_buffer_create)
#define zip_source_free (*lazy_zip_source_free)
#define zip_stat_index (*lazy_zip_stat_index)
#define zip_strerror (*lazy_zip_strerror)

/* The address of symbol name in library h into *fp; -1 if it has none. */
static int
find(void *h, const char *name, void *fp, size_t size)
{
	void *sym = dlsym(h, name);

	if (sym == NULL || size != sizeof(sym))
		return -1;
	memcpy(fp, &sym, size);	/* POSIX: a function's address fits */
	return 0;
}

static void on_generic_error(void *, const char *, ...);

/* Load libxml2 and libzip once; 0, or -1 with e filled for file name. */
static int
load_libraries(const char *name, struct xw_error *e)
{
	static int state;	/* 1 loaded, -1 not to be had */
	static char why[256];
	const char *lib = XW_LIBXML2;
	void *xml, *zip, *h;

	if (state == 0) {
		xml = dlopen(XW_LIBXML2, RTLD_NOW | RTLD_LOCAL);
		zip = xml != NULL ? dlopen(XW_LIBZIP, RTLD_NOW | RTLD_LOCAL) :
		    NULL;
		state = zip != NULL ? 1 : -1;
		/* (f is an operand of # and ## only: never expanded.) */
#define FIND(f) \
		if (state > 0 && find(h, #f, &lazy_##f, sizeof(lazy_##f))) { \
			snprintf(why, sizeof(why), "%s has no %s", lib, #f); \
			state = -1; \
		}
		h = xml;
		XML_FUNCTIONS(FIND)
		FIND(xmlFree)
		h = zip;
		lib = XW_LIBZIP;
		ZIP_FUNCTIONS(FIND)
#undef FIND
		if (state < 0 && why[0] == '\0')
			snprintf(why, sizeof(why), "%s", dlerror());
		/* libxml2 prints nothing: what it reports outside a parser
		   context (encoding errors) goes nowhere. */
		if (state > 0)
			xmlSetGenericErrorFunc(NULL, on_generic_error);
	}
	if (state < 0)
		return xw_seterr(e, XW_ERR_UNAVAILABLE, name, 0, 0, "cannot read .jpz files: %s",
		    why);
	return 0;
}

#define NS_APPLET	"http://crossword.info/xml/crossword-compiler-applet"
#define NS_PUZZLE	"http://crossword.info/xml/rectangular-puzzle"
#define KIND_CROSSWORD	XW_KIND_CROSSWORD "#1"
#define KIND_CODED	XW_KIND_CODED "#1"
#define KIND_ACROSTIC	XW_KIND_ACROSTIC "#1"
#define MAX_NESTING	64		/* markup inside one text */
#define MAX_VISITS	(1L << 20)	/* nodes one text may visit */

/* The inline elements kept in text as HTML. */
static const char *const kept_tags[] = { "b", "i", "u", "s", "sub", "sup",
    "em", "strong" };
#define NKEPT (sizeof(kept_tags) / sizeof(kept_tags[0]))

int
xw_jpz_sniff(const char *buf, size_t len)
{
	if (len >= 4 && (memcmp(buf, "PK\3\4", 4) == 0 ||
	    memcmp(buf, "PK\5\6", 4) == 0))
		return 1;
	return len > 0 && buf[strspn(buf, " \t\r\n\xef\xbb\xbf")] == '<';
}

/* Reading */

struct word {
	char *id;
	struct xw_pos *cells;
	size_t ncells;
};

struct reader {
	const char *name;
	struct xw_error *e;
	xmlDocPtr doc;
	struct xw_puzzle *p;
	struct word *words;
	size_t nwords;
	long visits;		/* nodes the current text visited */
	int enumerations;	/* some clue has a format */
};

static int
rfail(struct reader *rd, xmlNodePtr at, const char *fmt, ...) XW_PRINTF(3, 4);

static int
rfail(struct reader *rd, xmlNodePtr at, const char *fmt, ...)
{
	va_list ap;
	long line = at != NULL ? xmlGetLineNo(at) : 0;

	va_start(ap, fmt);
	xw_vseterr(rd->e, XW_ERR_SYNTAX, rd->name, line > 0 ? line : 0, 0, fmt, ap);
	va_end(ap);
	return -1;
}

/* The name of n without any prefix, whatever its namespace. */
static const char *
local_name(xmlNodePtr n)
{
	const char *s = (const char *)n->name, *colon;

	if (s == NULL)
		return "";
	colon = strrchr(s, ':');
	return colon != NULL ? colon + 1 : s;
}

static int
is_elem(xmlNodePtr n, const char *name)
{
	return n != NULL && n->type == XML_ELEMENT_NODE &&
	    strcmp(local_name(n), name) == 0;
}

/* The first element child of n named name, or NULL. */
static xmlNodePtr
child(xmlNodePtr n, const char *name)
{
	xmlNodePtr c;

	for (c = n != NULL ? n->children : NULL; c != NULL; c = c->next)
		if (is_elem(c, name))
			return c;
	return NULL;
}

/* A new copy of attribute name of n (any namespace), or NULL. */
static char *
attr(xmlNodePtr n, const char *name)
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

static int
attr_true(xmlNodePtr n, const char *name)
{
	char *v = attr(n, name);
	int yes = v != NULL && (strcmp(v, "true") == 0 || strcmp(v, "1") == 0);

	free(v);
	return yes;
}

/* A whole decimal number from lo to hi, white space around allowed. */
static int
parse_int(const char *s, long lo, long hi, long *out)
{
	long n = 0;
	int digits = 0;

	s += strspn(s, " \t\r\n");
	for (; *s >= '0' && *s <= '9'; s++, digits++)
		if ((n = n * 10 + (*s - '0')) > hi)
			return -1;
	s += strspn(s, " \t\r\n");
	if (digits == 0 || *s != '\0' || n < lo)
		return -1;
	*out = n;
	return 0;
}

/* "a" or "a-b" (either way round), each from 1 to hi. */
static int
parse_range(const char *s, long hi, long *from, long *to)
{
	const char *dash = strchr(s, '-');
	char *first;
	int ret;

	if (dash == NULL) {
		if (parse_int(s, 1, hi, from))
			return -1;
		*to = *from;
		return 0;
	}
	first = xw_estrndup(s, (size_t)(dash - s));
	ret = parse_int(first, 1, hi, from) || parse_int(dash + 1, 1, hi, to);
	free(first);
	return ret ? -1 : 0;
}

static int
kept_tag(const char *name)
{
	size_t i;

	for (i = 0; i < NKEPT; i++)
		if (strcmp(name, kept_tags[i]) == 0)
			return 1;
	return 0;
}

static int text_list(struct reader *, xmlNodePtr, struct xw_buf *, int, int);

/* The text of one node into b; markup kept when html is set. */
static int
text_node(struct reader *rd, xmlNodePtr c, struct xw_buf *b, int html,
    int depth)
{
	xmlEntityPtr ent;
	const char *name;

	if (++rd->visits > MAX_VISITS)
		return rfail(rd, c, "text is made of more than %ld parts",
		    MAX_VISITS);
	if (b->len > XW_MAX_STRING)
		return rfail(rd, c, "text longer than %ld bytes", XW_MAX_STRING);
	switch (c->type) {
	case XML_TEXT_NODE:
	case XML_CDATA_SECTION_NODE:
		if (c->content != NULL)
			xw_buf_puts(b, (const char *)c->content);
		return 0;
	case XML_ENTITY_REF_NODE:
		/* Only what the document itself declared; nothing external. */
		ent = xmlGetDocEntity(rd->doc, c->name);
		if (ent == NULL || ent->etype != XML_INTERNAL_GENERAL_ENTITY)
			return 0;
		return text_list(rd, ent->children, b, html, depth + 1);
	case XML_ELEMENT_NODE:
		name = local_name(c);
		if (!html || !kept_tag(name))
			return text_list(rd, c->children, b, html, depth + 1);
		xw_buf_printf(b, "<%s>", name);
		if (text_list(rd, c->children, b, html, depth + 1))
			return -1;
		xw_buf_printf(b, "</%s>", name);
		return 0;
	default:
		return 0;
	}
}

static int
text_list(struct reader *rd, xmlNodePtr n, struct xw_buf *b, int html,
    int depth)
{
	if (depth > MAX_NESTING)
		return rfail(rd, n, "markup nested deeper than %d levels",
		    MAX_NESTING);
	for (; n != NULL; n = n->next)
		if (text_node(rd, n, b, html, depth))
			return -1;
	return 0;
}

/*
 * No white space at either end; with fold, a run of white space that
 * holds a line break or tab (pretty-printing) becomes one space, while
 * runs of plain spaces stay as written.
 */
static void
squeeze(char *s, int fold)
{
	char *o = s, *start = s, *run;
	size_t n;

	while (*s != '\0') {
		n = strspn(s, " \t\r\n");
		if (n == 0) {
			*o++ = *s++;
			continue;
		}
		run = s;
		s += n;
		if (o == start || *s == '\0')
			continue;
		if (fold && strcspn(run, "\t\r\n") < n)
			*o++ = ' ';
		else {
			memmove(o, run, n);
			o += n;
		}
	}
	*o = '\0';
}

/*
 * Text from the file fit for a one-line message: at most 40 characters
 * (or max), control characters and broken UTF-8 shown as '?'.
 */
static const char *shown_max(const char *, size_t, char *, size_t);

static const char *
shown(const char *s, char *buf, size_t size)
{
	return shown_max(s, 40, buf, size);
}

static const char *
shown_max(const char *s, size_t max, char *buf, size_t size)
{
	size_t i = 0, o = 0, n = strlen(s), k, chars = 0;
	uint32_t cp;

	while (i < n && o + 8 < size) {
		if (++chars > max) {
			memcpy(buf + o, "...", 3);
			o += 3;
			break;
		}
		k = xw_utf8_decode(s + i, n - i, &cp);
		if (k == 0 || cp < 0x20 || cp == 0x7f) {
			buf[o++] = '?';
			i += k == 0 ? 1 : k;
			continue;
		}
		memcpy(buf + o, s + i, k);
		o += k;
		i += k;
	}
	buf[o] = '\0';
	return buf;
}

/* How get_text reads: keep inline markup; fold layout white space. */
enum {
	TEXT_HTML = 1,
	TEXT_FOLD = 2
};

/* The text inside n as a new string, or NULL when it has none. */
static int
get_text(struct reader *rd, xmlNodePtr n, int how, char **out)
{
	struct xw_buf b = { 0 };

	*out = NULL;
	rd->visits = 0;
	if (n == NULL)
		return 0;
	if (text_list(rd, n->children, &b, how & TEXT_HTML, 0)) {
		free(b.s);
		return -1;
	}
	if (b.s != NULL)
		squeeze(b.s, how & TEXT_FOLD);
	if (b.s == NULL || *b.s == '\0') {
		free(b.s);
		return 0;
	}
	*out = b.s;
	return 0;
}

/* An attribute's value when it is not empty, else NULL. */
static char *
attr_nonempty(xmlNodePtr n, const char *name)
{
	char *v = attr(n, name);

	if (v != NULL && *v == '\0') {
		free(v);
		return NULL;
	}
	return v;
}

/* The cell attributes of bars, and the sides they are. */
static const struct {
	const char *name;
	unsigned bar;
} bars[] = {
	{ "top-bar", XW_BAR_TOP }, { "right-bar", XW_BAR_RIGHT },
	{ "bottom-bar", XW_BAR_BOTTOM }, { "left-bar", XW_BAR_LEFT }
};

static void
read_style(struct xw_cell *cell, xmlNodePtr n)
{
	char *color;
	size_t i;

	if ((color = attr_nonempty(n, "background-color")) != NULL) {
		/* ipuz writes colours without the '#'. */
		cell->color = xw_estrdup(color + (color[0] == '#' &&
		    color[1] != '\0'));
		cell->style |= XW_STYLE_SHADED;
		free(color);
	}
	if (cell->kind != XW_CELL_LETTER)
		return;
	if ((cell->shape = attr_nonempty(n, "background-shape")) != NULL &&
	    strcmp(cell->shape, "circle") == 0)
		cell->style |= XW_STYLE_CIRCLE;
	for (i = 0; i < sizeof(bars) / sizeof(bars[0]); i++)
		if (attr_true(n, bars[i].name))
			cell->bars |= bars[i].bar;
}

static int
read_cell(struct reader *rd, xmlNodePtr n)
{
	struct xw_puzzle *p = rd->p;
	char *xs = attr(n, "x"), *ys = attr(n, "y"), *type, *state;
	char b1[64], b2[64];
	struct xw_cell *cell;
	long x, y;
	int given;

	if (xs == NULL || ys == NULL || parse_int(xs, 1, p->width, &x) ||
	    parse_int(ys, 1, p->height, &y)) {
		rfail(rd, n, "cell at x=\"%s\", y=\"%s\" is not in the %dx%d "
		    "grid", shown(xs != NULL ? xs : "", b1, sizeof(b1)),
		    shown(ys != NULL ? ys : "", b2, sizeof(b2)), p->width,
		    p->height);
		free(xs);
		free(ys);
		return -1;
	}
	free(xs);
	free(ys);
	cell = xw_cell_at(p, (int)y - 1, (int)x - 1);
	xw_cell_clear(cell);
	cell->solution = attr_nonempty(n, "solution");
	type = attr(n, "type");
	given = attr_true(n, "hint");
	if (type != NULL && strcmp(type, "block") == 0)
		cell->kind = XW_CELL_BLOCK;
	else if (type != NULL && strcmp(type, "void") == 0)
		cell->kind = XW_CELL_NULL;
	else if (type != NULL && strcmp(type, "clue") == 0)
		/* A given letter; without one, a clue square (arrowwords). */
		cell->kind = cell->solution != NULL ? (given = 1,
		    XW_CELL_LETTER) : XW_CELL_BLOCK;
	free(type);
	if (cell->kind != XW_CELL_LETTER) {
		xw_str_free(cell->solution);
		cell->solution = NULL;
		read_style(cell, n);
		return 0;
	}
	cell->label = attr_nonempty(n, "number");
	state = attr_nonempty(n, "solve-state");
	if (given && (state != NULL || cell->solution != NULL)) {
		cell->given = state != NULL ? state :
		    xw_estrdup(cell->solution);
		cell->style |= XW_STYLE_GIVEN;
	} else if (state != NULL) {
		cell->value = state;
		p->has_saved = 1;
	}
	if (cell->solution != NULL)
		p->has_solution = 1;
	read_style(cell, n);
	return 0;
}

static int
read_grid(struct reader *rd, xmlNodePtr grid)
{
	char *ws = attr(grid, "width"), *hs = attr(grid, "height");
	char b1[64], b2[64];
	xmlNodePtr c;
	long w, h;
	size_t i;

	if (ws == NULL || hs == NULL || parse_int(ws, 1, XW_MAX_DIM, &w) ||
	    parse_int(hs, 1, XW_MAX_DIM, &h)) {
		rfail(rd, grid, "grid size %s by %s is not from 1 to %d each "
		    "way", shown(ws != NULL ? ws : "(none)", b1, sizeof(b1)),
		    shown(hs != NULL ? hs : "(none)", b2, sizeof(b2)),
		    XW_MAX_DIM);
		free(ws);
		free(hs);
		return -1;
	}
	free(ws);
	free(hs);
	rd->p = xw_puzzle_new((int)w, (int)h);
	/* A cell the grid leaves out is outside the shape. */
	for (i = 0; i < (size_t)w * h; i++)
		rd->p->cells[i].kind = XW_CELL_NULL;
	for (c = grid->children; c != NULL; c = c->next)
		if (is_elem(c, "cell") && read_cell(rd, c))
			return -1;
	return 0;
}

/* Words */

/* The cells x="a-b" y="c-d" name, added to w. */
static int
add_cells(struct reader *rd, xmlNodePtr n, struct word *w, size_t *budget)
{
	struct xw_puzzle *p = rd->p;
	char *xs = attr(n, "x"), *ys = attr(n, "y"), b1[64], b2[64], b3[64];
	long x0, x1, y0, y1, x, y, dx, dy;
	size_t k;
	int ret = 0;

	if (xs == NULL || ys == NULL) {
		if (xs != NULL || ys != NULL || is_elem(n, "cells"))
			ret = rfail(rd, n, "word \"%s\": cells need both x and "
			    "y", shown(w->id, b1, sizeof(b1)));
		goto out;
	}
	if (parse_range(xs, p->width, &x0, &x1) ||
	    parse_range(ys, p->height, &y0, &y1)) {
		ret = rfail(rd, n, "word \"%s\": cells x=\"%s\", y=\"%s\" are "
		    "not in the %dx%d grid", shown(w->id, b1, sizeof(b1)),
		    shown(xs, b2, sizeof(b2)), shown(ys, b3, sizeof(b3)),
		    p->width, p->height);
		goto out;
	}
	dx = x1 >= x0 ? 1 : -1;
	dy = y1 >= y0 ? 1 : -1;
	k = (size_t)((x1 - x0) * dx + 1) * (size_t)((y1 - y0) * dy + 1);
	if (k > *budget) {
		ret = rfail(rd, n, "words name more cells than %d for each "
		    "cell of the grid", 8);
		goto out;
	}
	*budget -= k;
	w->cells = xw_ereallocarray(w->cells, w->ncells + k,
	    sizeof(*w->cells));
	for (x = x0;; x += dx) {
		for (y = y0;; y += dy) {
			w->cells[w->ncells].col = (int)x - 1;
			w->cells[w->ncells++].row = (int)y - 1;
			if (y == y1)
				break;
		}
		if (x == x1)
			break;
	}
out:
	free(xs);
	free(ys);
	return ret;
}

static int
word_order(const void *a, const void *b)
{
	return strcmp(((const struct word *)a)->id,
	    ((const struct word *)b)->id);
}

static int
read_words(struct reader *rd, xmlNodePtr cw)
{
	size_t n = 0, budget = 8 * (size_t)rd->p->width * rd->p->height + 4096;
	struct word *w;
	xmlNodePtr c, k;
	char buf[64];

	for (c = cw->children; c != NULL; c = c->next)
		n += is_elem(c, "word");
	rd->words = xw_ecalloc(n + 1, sizeof(*rd->words));
	for (c = cw->children; c != NULL; c = c->next) {
		if (!is_elem(c, "word"))
			continue;
		w = &rd->words[rd->nwords++];
		if ((w->id = attr(c, "id")) == NULL)
			return rfail(rd, c, "word has no id");
		/* The range in the attributes, then the cells inside. */
		if (add_cells(rd, c, w, &budget))
			return -1;
		for (k = c->children; k != NULL; k = k->next)
			if (is_elem(k, "cells") && add_cells(rd, k, w, &budget))
				return -1;
	}
	qsort(rd->words, rd->nwords, sizeof(*rd->words), word_order);
	for (n = 1; n < rd->nwords; n++)
		if (strcmp(rd->words[n - 1].id, rd->words[n].id) == 0)
			return rfail(rd, cw, "word id \"%s\" is used twice",
			    shown(rd->words[n].id, buf, sizeof(buf)));
	return 0;
}

static const struct word *
find_word(const struct reader *rd, const char *id)
{
	struct word key = { 0 };

	key.id = (char *)id;
	return bsearch(&key, rd->words, rd->nwords, sizeof(*rd->words),
	    word_order);
}

static void
free_words(struct reader *rd)
{
	size_t i;

	for (i = 0; i < rd->nwords; i++) {
		free(rd->words[i].id);
		free(rd->words[i].cells);
	}
	free(rd->words);
}

/* Clues */

/* Whether the clue's cells are those of the entry its number labels. */
static int
standard_cells(const struct xw_puzzle *p, enum xw_dir dir,
    const struct xw_clue *clue)
{
	const struct xw_slot *s = xw_slot_by_label(p, dir, clue->number);
	struct xw_pos pos;
	size_t i;

	if (s == NULL || (size_t)s->len != clue->ncells)
		return 0;
	for (i = 0; i < clue->ncells; i++) {
		pos = xw_slot_cell(s, (int)i);
		if (pos.row != clue->cells[i].row || pos.col != clue->cells[i].col)
			return 0;
	}
	return 1;
}

/* Whether w's cells run across (or down) one after the other. */
static int
is_run(const struct word *w, enum xw_dir dir)
{
	int dr = dir == XW_DIR_DOWN, dc = dir == XW_DIR_ACROSS;
	size_t i;

	for (i = 1; i < w->ncells; i++)
		if (w->cells[i].row != w->cells[i - 1].row + dr ||
		    w->cells[i].col != w->cells[i - 1].col + dc)
			return 0;
	return 1;
}

static int
read_clue(struct reader *rd, xmlNodePtr n, struct xw_cluelist *l,
    struct xw_clue *clue)
{
	const struct xw_slot *s;
	const struct word *w;
	char *id, buf[64];
	int i;

	if ((clue->number = attr(n, "number")) == NULL)
		clue->number = xw_estrdup("");
	if ((clue->enumeration = attr_nonempty(n, "format")) != NULL)
		rd->enumerations = 1;
	if (get_text(rd, n, TEXT_HTML | TEXT_FOLD, &clue->text))
		return -1;
	if (clue->text == NULL)
		clue->text = xw_estrdup("");
	if ((id = attr(n, "word")) != NULL) {
		if ((w = find_word(rd, id)) == NULL) {
			rfail(rd, n, "%s clue \"%s\" names word \"%s\", which "
			    "the puzzle lacks", l->name, clue->number,
			    shown(id, buf, sizeof(buf)));
			free(id);
			return -1;
		}
		free(id);
		if (l->dir == XW_DIR_OTHER || is_run(w, l->dir) ||
		    (s = xw_slot_by_label(rd->p, l->dir, clue->number)) ==
		    NULL) {
			clue->ncells = w->ncells;
			clue->cells = xw_ereallocarray(NULL, w->ncells + 1,
			    sizeof(*clue->cells));
			memcpy(clue->cells, w->cells,
			    w->ncells * sizeof(*w->cells));
			clue->explicit_cells = l->dir == XW_DIR_OTHER ||
			    !standard_cells(rd->p, l->dir, clue);
			return 0;
		}
	}
	/* No word, or an Across or Down word that is no run: the entry
	   the clue's number labels. */
	if (l->dir != XW_DIR_OTHER && (s = xw_slot_by_label(rd->p, l->dir,
	    clue->number)) != NULL) {
		clue->cells = xw_ereallocarray(NULL, (size_t)s->len,
		    sizeof(*clue->cells));
		clue->ncells = (size_t)s->len;
		for (i = 0; i < s->len; i++)
			clue->cells[i] = xw_slot_cell(s, i);
	}
	return 0;
}

static int
list_exists(const struct xw_puzzle *p, const char *name)
{
	size_t i;

	for (i = 0; i < p->nlists; i++)
		if (strcmp(p->lists[i].name, name) == 0)
			return 1;
	return 0;
}

/*
 * The list's name from its title: Across and Down in any case, else the
 * title. ipuz keys lists by name, so a second "Across" is "Across 2".
 */
static char *
list_name(const struct xw_puzzle *p, const char *title)
{
	const char *base = title == NULL ? "Clues" :
	    strcasecmp(title, "across") == 0 ? "Across" :
	    strcasecmp(title, "down") == 0 ? "Down" : title;
	char *name = xw_emalloc(strlen(base) + 24);
	int n = 1;

	strcpy(name, base);
	while (list_exists(p, name))
		sprintf(name, "%s %d", base, ++n);
	return name;
}

static int
read_clues(struct reader *rd, xmlNodePtr cw)
{
	struct xw_puzzle *p = rd->p;
	struct xw_cluelist *l;
	xmlNodePtr c, k;
	size_t n = 0;
	char *title;

	for (c = cw->children; c != NULL; c = c->next)
		n += is_elem(c, "clues");
	p->lists = xw_ecalloc(n + 1, sizeof(*p->lists));
	for (c = cw->children; c != NULL; c = c->next) {
		if (!is_elem(c, "clues"))
			continue;
		if (get_text(rd, child(c, "title"), TEXT_FOLD, &title))
			return -1;
		l = &p->lists[p->nlists];
		l->name = list_name(p, title);
		free(title);
		p->nlists++;
		l->dir = xw_list_dir(l->name);
		for (n = 0, k = c->children; k != NULL; k = k->next)
			n += is_elem(k, "clue");
		l->clues = xw_ecalloc(n + 1, sizeof(*l->clues));
		for (k = c->children; k != NULL; k = k->next) {
			if (!is_elem(k, "clue"))
				continue;
			/* Counted first, so a clue read halfway is freed. */
			if (read_clue(rd, k, l, &l->clues[l->nclues++]))
				return -1;
		}
	}
	return 0;
}

/* The <metadata> elements and the fields they are. */
static const struct {
	const char *elem;
	enum xw_meta m;
} meta_map[] = {
	{ "title", XW_META_TITLE }, { "creator", XW_META_AUTHOR },
	{ "editor", XW_META_EDITOR }, { "copyright", XW_META_COPYRIGHT },
	{ "publisher", XW_META_PUBLISHER },
	{ "identifier", XW_META_UNIQUEID },
	{ "description", XW_META_NOTES }
};

/* Metadata: the applet's own title and copyright win when not empty. */
static int
read_meta(struct reader *rd, xmlNodePtr root, xmlNodePtr rp)
{
	xmlNodePtr meta = child(rp, "metadata");
	xmlNodePtr settings = child(root, "applet-settings");
	struct xw_puzzle *p = rd->p;
	char *s;
	size_t i;

	for (i = 0; i < sizeof(meta_map) / sizeof(meta_map[0]); i++)
		if (get_text(rd, child(meta, meta_map[i].elem), TEXT_HTML,
		    &p->meta[meta_map[i].m]))
			return -1;
	if (get_text(rd, child(settings, "title"), TEXT_HTML, &s))
		return -1;
	if (s != NULL) {
		free(p->meta[XW_META_TITLE]);
		p->meta[XW_META_TITLE] = s;
	}
	if (get_text(rd, child(settings, "copyright"), TEXT_HTML, &s))
		return -1;
	if (s != NULL) {
		free(p->meta[XW_META_COPYRIGHT]);
		p->meta[XW_META_COPYRIGHT] = s;
	}
	if (get_text(rd, child(settings, "completion"), TEXT_HTML,
	    &p->meta[XW_META_EXPLANATION]))
		return -1;
	return get_text(rd, child(rp, "instructions") != NULL ?
	    child(rp, "instructions") : child(meta, "instructions"), TEXT_HTML,
	    &p->meta[XW_META_INTRO]);
}

/*
 * The puzzle element and the kind it is: <crossword>, <coded> or
 * <acrostic>, all a grid with words and clue lists.
 */
static xmlNodePtr
find_puzzle(struct reader *rd, xmlNodePtr rp, const char **kind)
{
	static const char *const others[] = { "word-search", "sudoku" };
	xmlNodePtr c;
	size_t i;

	*kind = NULL;
	if ((c = child(rp, "crossword")) != NULL)
		return c;
	if ((c = child(rp, "coded")) != NULL) {
		*kind = KIND_CODED;
		return c;
	}
	if ((c = child(rp, "acrostic")) != NULL) {
		*kind = KIND_ACROSTIC;
		return c;
	}
	for (i = 0; i < sizeof(others) / sizeof(others[0]); i++)
		if ((c = child(rp, others[i])) != NULL)
			return rfail(rd, c, "<%s> puzzles are not read, only "
			    "crosswords, coded crosswords and acrostics",
			    others[i]), NULL;
	return rfail(rd, rp, "no <crossword> in <rectangular-puzzle>"), NULL;
}

static int
build(struct reader *rd, xmlNodePtr root)
{
	xmlNodePtr rp, cw, grid;
	struct xw_puzzle *p;
	char buf[64];
	const char *kind;

	if (is_elem(root, "rectangular-puzzle"))
		rp = root;
	else if (!is_elem(root, "crossword-compiler-applet") &&
	    !is_elem(root, "crossword-compiler"))
		return rfail(rd, root, "not a Crossword Compiler puzzle: the "
		    "document is <%s>", shown(local_name(root), buf,
		    sizeof(buf)));
	else if ((rp = child(root, "rectangular-puzzle")) == NULL)
		return rfail(rd, root, "no <rectangular-puzzle> in <%s>",
		    local_name(root));
	if ((cw = find_puzzle(rd, rp, &kind)) == NULL)
		return -1;
	if ((grid = child(cw, "grid")) == NULL)
		return rfail(rd, cw, "no <grid> in <%s>", local_name(cw));
	if (read_grid(rd, grid))
		return -1;
	p = rd->p;
	p->version = xw_estrdup(XW_IPUZ_VERSION);
	p->kinds = xw_ecalloc(2, sizeof(char *));
	/* An acrostic is a kind of its own; a coded one is a crossword. */
	if (kind == NULL || strcmp(kind, KIND_ACROSTIC) != 0)
		p->kinds[p->nkinds++] = xw_estrdup(KIND_CROSSWORD);
	if (kind != NULL)
		p->kinds[p->nkinds++] = xw_estrdup(kind);
	xw_grid_label(p);
	if (read_meta(rd, root, rp) || read_words(rd, cw) ||
	    read_clues(rd, cw))
		return -1;
	if (rd->enumerations) {
		p->kept = json_object_new_object();
		json_object_object_add(p->kept, "showenumerations",
		    json_object_new_boolean(1));
	}
	return 0;
}

/* Parsing the XML */

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
	shown_max(first, 120, x->msg, sizeof(x->msg));
	free(first);
	for (n = strlen(x->msg); n > 0 && strchr(" !", x->msg[n - 1]) != NULL;
	    n--)
		x->msg[n - 1] = '\0';
}

/* What libxml2 reports outside a parser context (encoding errors). */
static void
on_generic_error(void *data, const char *fmt, ...)
{
	(void)data;
	(void)fmt;
}

static xmlDocPtr
parse_xml(const char *buf, size_t len, const char *name, struct xw_error *e)
{
	struct xml_error x = { 0 };
	xmlParserCtxtPtr ctxt;
	xmlDocPtr doc;

	/* The library prints nothing: the first error is kept by
	   on_xml_error (and load_libraries silenced the rest). */
	if ((ctxt = xmlNewParserCtxt()) == NULL)
		xw_errx(XW_EXIT_TROUBLE, "out of memory");
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
		xw_seterr(e, XW_ERR_SYNTAX, name, x.set && x.line > 0 ? x.line : 0,
		    x.set && x.line > 0 && x.col > 0 ? x.col : 0,
		    "malformed XML: %s", x.set ? x.msg : "cannot parse");
	else if (xmlDocGetRootElement(doc) == NULL) {
		xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "malformed XML: no root element");
		xmlFreeDoc(doc);
		doc = NULL;
	}
	return doc;
}

static struct xw_puzzle *
load_xml(const char *buf, size_t len, const char *name, struct xw_error *e)
{
	struct reader rd = { 0 };

	rd.name = name;
	rd.e = e;
	if ((rd.doc = parse_xml(buf, len, name, e)) == NULL)
		return NULL;
	if (build(&rd, xmlDocGetRootElement(rd.doc))) {
		xw_puzzle_free(rd.p);
		rd.p = NULL;
	}
	free_words(&rd);
	xmlFreeDoc(rd.doc);
	return rd.p;
}

/* Zip archives */

static int
is_puzzle_member(const char *name)
{
	size_t n = strlen(name);

	return n > 0 && name[n - 1] != '/' && strncmp(name, "__MACOSX/", 9) != 0;
}

/*
 * The one puzzle in the zip buf[0..len) into *out (*outlen bytes, caller
 * frees), its name in *member. Nothing bigger than XW_MAX_FILE is read,
 * whatever the archive says its size is.
 */
static int
unzip(const char *buf, size_t len, const char *name, char **out,
    size_t *outlen, char **member, struct xw_error *e)
{
	zip_error_t ze;
	zip_source_t *src;
	zip_t *za;
	zip_file_t *f = NULL;
	zip_stat_t st;
	zip_int64_t i, n, pick = -1, r;
	struct xw_buf b = { 0 };
	const char *mn;
	char chunk[65536], shown_name[64];
	long count = 0;
	int ret = -1;

	*out = NULL;
	*member = NULL;
	zip_error_init(&ze);
	if ((src = zip_source_buffer_create(buf, len, 0, &ze)) == NULL ||
	    (za = zip_open_from_source(src, ZIP_RDONLY, &ze)) == NULL) {
		xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "not a readable zip archive: %s",
		    zip_error_strerror(&ze));
		if (src != NULL)
			zip_source_free(src);
		zip_error_fini(&ze);
		return -1;
	}
	zip_error_fini(&ze);
	n = zip_get_num_entries(za, 0);
	for (i = 0; i < n; i++) {
		if ((mn = zip_get_name(za, (zip_uint64_t)i, 0)) != NULL &&
		    is_puzzle_member(mn)) {
			count++;
			pick = i;
		}
	}
	if (count != 1) {
		if (count == 0)
			xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "no puzzle in the zip");
		else
			xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "%ld puzzles in the zip", count);
		goto out;
	}
	*member = xw_estrdup(zip_get_name(za, (zip_uint64_t)pick, 0));
	shown(*member, shown_name, sizeof(shown_name));
	if (zip_stat_index(za, (zip_uint64_t)pick, 0, &st) == 0 &&
	    (st.valid & ZIP_STAT_SIZE) && st.size > (zip_uint64_t)XW_MAX_FILE) {
		xw_seterr(e, XW_ERR_LIMIT, name, 0, 0, "zip member %s is too big: %llu bytes, "
		    "over the limit of %ld", shown_name,
		    (unsigned long long)st.size, XW_MAX_FILE);
		goto out;
	}
	if ((f = zip_fopen_index(za, (zip_uint64_t)pick, 0)) == NULL) {
		xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "cannot read zip member %s: %s",
		    shown_name, zip_strerror(za));
		goto out;
	}
	while ((r = zip_fread(f, chunk, sizeof(chunk))) > 0) {
		if (b.len + (size_t)r > (size_t)XW_MAX_FILE) {
			xw_seterr(e, XW_ERR_LIMIT, name, 0, 0, "zip member %s is too big: it "
			    "inflates past the limit of %ld bytes", shown_name,
			    XW_MAX_FILE);
			goto out;
		}
		xw_buf_add(&b, chunk, (size_t)r);
	}
	if (r < 0) {
		xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "cannot read zip member %s: %s",
		    shown_name, zip_file_strerror(f));
		goto out;
	}
	*outlen = b.len;
	*out = xw_buf_take(&b);
	ret = 0;
out:
	if (f != NULL)
		zip_fclose(f);
	zip_discard(za);
	free(b.s);
	if (ret != 0) {
		free(*member);
		*member = NULL;
	}
	return ret;
}

struct xw_puzzle *
xw_jpz_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	struct xw_puzzle *p;
	char *data = NULL, *member = NULL, where[256], b[64];
	size_t dlen;

	(void)o;
	if (name == NULL)
		name = "<stdin>";
	if (len > (size_t)XW_MAX_FILE) {
		xw_seterr(e, XW_ERR_LIMIT, name, 0, 0, "file is over the limit of %ld bytes",
		    XW_MAX_FILE);
		return NULL;
	}
	if (load_libraries(name, e))
		return NULL;
	if (len >= 4 && (memcmp(buf, "PK\3\4", 4) == 0 ||
	    memcmp(buf, "PK\5\6", 4) == 0)) {
		if (unzip(buf, len, name, &data, &dlen, &member, e))
			return NULL;
		/* Messages name the member as ar(1) does: file(member). */
		snprintf(where, sizeof(where), "%s(%s)", name,
		    shown(member, b, sizeof(b)));
		name = where;
		buf = data;
		len = dlen;
	}
	p = load_xml(buf, len, name, e);
	free(data);
	free(member);
	return p;
}

/* Writing */

/* s[0..n) as XML text; in attribute values quotes and white space too. */
static void
put_escaped(struct xw_buf *b, const char *s, size_t n, int in_attr)
{
	size_t i = 0, k;
	uint32_t cp;
	char ref[16];

	while (i < n) {
		if ((k = xw_utf8_decode(s + i, n - i, &cp)) == 0) {
			i++;		/* not UTF-8: left out */
			continue;
		}
		if (cp == '&')
			xw_buf_puts(b, "&amp;");
		else if (cp == '<')
			xw_buf_puts(b, "&lt;");
		else if (cp == '>')
			xw_buf_puts(b, "&gt;");
		else if (cp == '"' && in_attr)
			xw_buf_puts(b, "&quot;");
		else if ((cp == '\t' || cp == '\n' || cp == '\r') && in_attr) {
			snprintf(ref, sizeof(ref), "&#%u;", (unsigned)cp);
			xw_buf_puts(b, ref);
		} else if ((cp >= 0x20 || cp == '\t' || cp == '\n' ||
		    cp == '\r') && cp != 0xfffe && cp != 0xffff)
			xw_buf_add(b, s + i, k);
		/* Other control characters cannot be in XML at all. */
		i += k;
	}
}

static void
put_attr(struct xw_buf *b, const char *name, const char *value)
{
	xw_buf_printf(b, " %s=\"", name);
	put_escaped(b, value, strlen(value), 1);
	xw_buf_puts(b, "\"");
}

/*
 * The kept tag <name> or </name> at s (any case), or -1; *len is its
 * length and *closing whether it ends an element.
 */
static int
tag_at(const char *s, size_t *len, int *closing)
{
	size_t i, n;

	if (*s++ != '<')
		return -1;
	*closing = *s == '/';
	s += *closing;
	for (i = 0; i < NKEPT; i++) {
		n = strlen(kept_tags[i]);
		if (strncasecmp(s, kept_tags[i], n) == 0 && s[n] == '>') {
			*len = 2 + (size_t)*closing + n;
			return (int)i;
		}
	}
	return -1;
}

/*
 * Text with inline HTML: the kept tags become elements, closed in order
 * (the XML must be well formed); everything else is text, so a stray
 * "</b>" or "&amp;" comes back as it was.
 */
static void
put_html(struct xw_buf *b, const char *s)
{
	int open[MAX_NESTING], depth = 0, t, closing, j;
	const char *text = s;
	size_t len;

	while (*s != '\0') {
		if (*s != '<' || (t = tag_at(s, &len, &closing)) < 0) {
			s++;
			continue;
		}
		if (closing) {
			for (j = depth - 1; j >= 0 && open[j] != t; j--)
				;
			if (j < 0) {
				s += len;	/* no such element is open */
				continue;
			}
		} else if (depth == MAX_NESTING) {
			s += len;
			continue;
		}
		put_escaped(b, text, (size_t)(s - text), 0);
		if (closing) {
			while (depth > j)
				xw_buf_printf(b, "</%s>", kept_tags[open[--depth]]);
		} else {
			open[depth++] = t;
			xw_buf_printf(b, "<%s>", kept_tags[t]);
		}
		s += len;
		text = s;
	}
	put_escaped(b, text, (size_t)(s - text), 0);
	while (depth > 0)
		xw_buf_printf(b, "</%s>", kept_tags[open[--depth]]);
}

static void
put_elem(struct xw_buf *b, const char *indent, const char *name,
    const char *text)
{
	if (text == NULL || *text == '\0')
		return;
	xw_buf_printf(b, "%s<%s>", indent, name);
	put_html(b, text);
	xw_buf_printf(b, "</%s>\n", name);
}

/* A colour as jpz writes it: "#" and hex digits, grey for anything else. */
static void
put_color(struct xw_buf *b, const struct xw_cell *cell)
{
	const char *c = cell->color;
	size_t n;

	if (c != NULL && *c == '#')
		c++;
	n = c != NULL ? strspn(c, "0123456789abcdefABCDEF") : 0;
	if (c != NULL && c[n] == '\0' && (n == 3 || n == 6)) {
		xw_buf_printf(b, " background-color=\"#%s\"", c);
		return;
	}
	if (cell->color != NULL || (cell->style & XW_STYLE_SHADED))
		xw_buf_puts(b, " background-color=\"#C0C0C0\"");
}

/* Whether any cell has a label; if none, the numbers are written. */
static int
any_label(const struct xw_puzzle *p)
{
	size_t i;

	for (i = 0; i < (size_t)p->width * p->height; i++)
		if (p->cells[i].label != NULL)
			return 1;
	return 0;
}

static void
put_cell(struct xw_buf *b, const struct xw_puzzle *p, int r, int c,
    int labelled)
{
	const struct xw_cell *cell = xw_cell_at(p, r, c);
	const char *shape;
	char num[16];
	size_t i;

	xw_buf_printf(b, "      <cell x=\"%d\" y=\"%d\"", c + 1, r + 1);
	if (cell->kind == XW_CELL_NULL) {
		xw_buf_puts(b, " type=\"void\"/>\n");
		return;
	}
	if (cell->kind == XW_CELL_BLOCK) {
		xw_buf_puts(b, " type=\"block\"");
		put_color(b, cell);
		xw_buf_puts(b, "/>\n");
		return;
	}
	if (cell->solution != NULL && *cell->solution != '\0')
		put_attr(b, "solution", cell->solution);
	if (labelled && cell->label != NULL)
		put_attr(b, "number", cell->label);
	else if (!labelled && cell->number > 0) {
		snprintf(num, sizeof(num), "%d", cell->number);
		put_attr(b, "number", num);
	}
	if (cell->given != NULL && *cell->given != '\0') {
		put_attr(b, "solve-state", cell->given);
		xw_buf_puts(b, " hint=\"true\"");
	} else if (cell->value != NULL && *cell->value != '\0')
		put_attr(b, "solve-state", cell->value);
	shape = cell->shape != NULL ? cell->shape :
	    (cell->style & XW_STYLE_CIRCLE) ? "circle" : NULL;
	if (shape != NULL)
		put_attr(b, "background-shape", shape);
	put_color(b, cell);
	for (i = 0; i < sizeof(bars) / sizeof(bars[0]); i++)
		if (cell->bars & bars[i].bar)
			xw_buf_printf(b, " %s=\"true\"", bars[i].name);
	xw_buf_puts(b, "/>\n");
}

/* The cells of a clue: its own, or the entry its number labels. */
static void
clue_cells(const struct xw_puzzle *p, const struct xw_cluelist *l,
    const struct xw_clue *clue, struct xw_pos **cells, size_t *n,
    struct xw_pos **tmp)
{
	const struct xw_slot *s;
	int i;

	*cells = clue->cells;
	*n = clue->ncells;
	*tmp = NULL;
	if (*n > 0 || l->dir == XW_DIR_OTHER ||
	    (s = xw_slot_by_label(p, l->dir, clue->number)) == NULL)
		return;
	*tmp = xw_ereallocarray(NULL, (size_t)s->len, sizeof(**tmp));
	for (i = 0; i < s->len; i++)
		(*tmp)[i] = xw_slot_cell(s, i);
	*cells = *tmp;
	*n = (size_t)s->len;
}

/* A word: x and y ranges for a straight run, else its cells one by one. */
static void
put_word(struct xw_buf *b, int id, const struct xw_pos *cells, size_t n)
{
	int dr, dc, straight = n > 0;
	size_t i;

	dr = n > 1 ? cells[1].row - cells[0].row : 0;
	dc = n > 1 ? cells[1].col - cells[0].col : 0;
	if (n > 1 && !((dr == 0 && (dc == 1 || dc == -1)) ||
	    (dc == 0 && (dr == 1 || dr == -1))))
		straight = 0;
	for (i = 1; straight && i < n; i++)
		if (cells[i].row - cells[i - 1].row != dr ||
		    cells[i].col - cells[i - 1].col != dc)
			straight = 0;
	xw_buf_printf(b, "    <word id=\"%d\"", id);
	if (straight) {
		if (dc != 0)
			xw_buf_printf(b, " x=\"%d-%d\"", cells[0].col + 1,
			    cells[n - 1].col + 1);
		else
			xw_buf_printf(b, " x=\"%d\"", cells[0].col + 1);
		if (dr != 0)
			xw_buf_printf(b, " y=\"%d-%d\"", cells[0].row + 1,
			    cells[n - 1].row + 1);
		else
			xw_buf_printf(b, " y=\"%d\"", cells[0].row + 1);
		xw_buf_puts(b, "/>\n");
		return;
	}
	xw_buf_puts(b, ">\n");
	for (i = 0; i < n; i++)
		xw_buf_printf(b, "      <cells x=\"%d\" y=\"%d\"/>\n",
		    cells[i].col + 1, cells[i].row + 1);
	xw_buf_puts(b, "    </word>\n");
}

/* Words, numbered from 1 in clue order, then the clue lists. */
static void
put_clues(struct xw_buf *b, const struct xw_puzzle *p)
{
	const struct xw_cluelist *l;
	const struct xw_clue *clue;
	struct xw_pos *cells, *tmp;
	size_t i, j, n;
	int id = 0;

	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		for (j = 0; j < l->nclues; j++) {
			clue_cells(p, l, &l->clues[j], &cells, &n, &tmp);
			if (n > 0)
				put_word(b, ++id, cells, n);
			free(tmp);
		}
	}
	for (i = 0, id = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		xw_buf_puts(b, "    <clues ordering=\"normal\">\n      <title><b>");
		put_escaped(b, l->dir == XW_DIR_ACROSS ? "Across" :
		    l->dir == XW_DIR_DOWN ? "Down" : l->name,
		    strlen(l->dir == XW_DIR_ACROSS ? "Across" :
		    l->dir == XW_DIR_DOWN ? "Down" : l->name), 0);
		xw_buf_puts(b, "</b></title>\n");
		for (j = 0; j < l->nclues; j++) {
			clue = &l->clues[j];
			clue_cells(p, l, clue, &cells, &n, &tmp);
			free(tmp);
			xw_buf_puts(b, "      <clue");
			if (n > 0)
				xw_buf_printf(b, " word=\"%d\"", ++id);
			if (*clue->number != '\0')
				put_attr(b, "number", clue->number);
			if (clue->enumeration != NULL)
				put_attr(b, "format", clue->enumeration);
			xw_buf_puts(b, ">");
			put_html(b, clue->text);
			xw_buf_puts(b, "</clue>\n");
		}
		xw_buf_puts(b, "    </clues>\n");
	}
}

static void
put_meta(struct xw_buf *b, const struct xw_puzzle *p)
{
	size_t i;

	xw_buf_puts(b, "<rectangular-puzzle xmlns=\"" NS_PUZZLE "\">\n"
	    "  <metadata>\n");
	for (i = 0; i < sizeof(meta_map) / sizeof(meta_map[0]); i++)
		put_elem(b, "    ", meta_map[i].elem, p->meta[meta_map[i].m]);
	xw_buf_puts(b, "  </metadata>\n");
	put_elem(b, "  ", "instructions", p->meta[XW_META_INTRO]);
}

int
xw_jpz_write(const struct xw_puzzle *p, struct xw_buf *b, struct xw_error *e)
{
	int coded = xw_puzzle_is_kind(p, XW_KIND_CODED);
	int labelled = any_label(p), r, c;
	const char *elem;

	if (p->width < 1 || p->height < 1)
		return xw_seterr(e, XW_ERR_CANNOT_HOLD, "", 0, 0, "grid %dx%d is empty", p->width,
		    p->height);
	elem = coded ? "coded" : xw_puzzle_is_kind(p, XW_KIND_ACROSTIC)
	    ? "acrostic" : "crossword";
	xw_buf_puts(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<crossword-compiler-applet xmlns=\"" NS_APPLET "\">\n"
	    "<applet-settings cursor-color=\"#00B100\" "
	    "selected-cells-color=\"#80FF80\">\n"
	    "  <completion only-if-correct=\"true\">");
	if (p->meta[XW_META_EXPLANATION] != NULL)
		put_html(b, p->meta[XW_META_EXPLANATION]);
	xw_buf_puts(b, "</completion>\n"
	    "  <actions buttons-layout=\"left\">\n"
	    "    <reveal-word label=\"Reveal Word\"/>\n"
	    "    <reveal-letter label=\"Reveal Letter\"/>\n"
	    "    <check label=\"Check\"/>\n"
	    "    <solution label=\"Solution\"/>\n"
	    "    <pencil label=\"Pencil\"/>\n"
	    "  </actions>\n"
	    "</applet-settings>\n");
	put_meta(b, p);
	xw_buf_printf(b, "  <%s>\n", elem);
	xw_buf_printf(b, "    <grid width=\"%d\" height=\"%d\">\n", p->width,
	    p->height);
	xw_buf_printf(b, "      <grid-look numbering-scheme=\"%s\"/>\n",
	    coded ? "coded" : "normal");
	for (r = 0; r < p->height; r++)
		for (c = 0; c < p->width; c++)
			put_cell(b, p, r, c, labelled);
	xw_buf_puts(b, "    </grid>\n");
	put_clues(b, p);
	xw_buf_printf(b, "  </%s>\n", elem);
	xw_buf_puts(b, "</rectangular-puzzle>\n</crossword-compiler-applet>\n");
	return 0;
}
