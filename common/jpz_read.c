/* See LICENSE file for copyright and license details. */
/*
 * The Crossword Compiler .jpz reader (formats.md, section 3). A .jpz is
 * XML, bare or as the one puzzle in a zip archive. Elements and
 * attributes are matched by their local names, so files with no, wrong or
 * several namespaces read alike. Clue and metadata text keeps the inline
 * markup ipuz allows (<b> <i> <u> <s> <sub> <sup> <em> <strong>) as HTML
 * text, and a <br/> as <br>; other elements such as <span> leave only
 * their text; entities and character references are decoded, and text
 * that would read as HTML escaped; in a clue, a run of white space that
 * holds a line break or tab (pretty-printing) becomes one space.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "clocale.h"
#include "grid.h"
#include "html.h"
#include "ipuz.h"
#include "jpz.h"
#include "jpz_priv.h"
#include "utf8.h"
#include "util.h"
#include "xmlkit.h"
#include "zipname.h"

#define KIND_CROSSWORD	XW_KIND_CROSSWORD "#1"
#define KIND_CODED	XW_KIND_CODED "#1"
#define KIND_ACROSTIC	XW_KIND_ACROSTIC "#1"
#define MAX_VISITS	(1L << 20)	/* nodes one text may visit */

/* The vocabulary jpz_write.c shares (jpz_priv.h). */
const char *const xw_jpz_kept_tags[XW_JPZ_NKEPT] = { "b", "i", "u", "s",
    "sub", "sup", "em", "strong" };

const struct xw_jpz_bar xw_jpz_bars[XW_JPZ_NBARS] = {
	{ "top-bar", XW_BAR_TOP }, { "right-bar", XW_BAR_RIGHT },
	{ "bottom-bar", XW_BAR_BOTTOM }, { "left-bar", XW_BAR_LEFT }
};

const struct xw_jpz_meta xw_jpz_meta[XW_JPZ_NMETA] = {
	{ "title", XW_META_TITLE }, { "creator", XW_META_AUTHOR },
	{ "editor", XW_META_EDITOR }, { "copyright", XW_META_COPYRIGHT },
	{ "publisher", XW_META_PUBLISHER },
	{ "identifier", XW_META_UNIQUEID },
	{ "description", XW_META_NOTES }
};

int
xw_jpz_is_zip(const char *buf, size_t len)
{
	/* A zip's first member, or the end record that is all of an
	   empty zip. */
	return len >= 4 && (memcmp(buf, "PK\3\4", 4) == 0 ||
	    memcmp(buf, "PK\5\6", 4) == 0);
}

int
xw_jpz_sniff(const char *buf, size_t len)
{
	size_t i = 0;

	/* Past blanks and byte-order mark bytes, within len. */
	while (i < len && buf[i] != '\0' &&
	    strchr(" \t\r\n\xef\xbb\xbf", buf[i]) != NULL)
		i++;
	return xw_jpz_is_zip(buf, len) || (i < len && buf[i] == '<');
}

/* A word's cells are reader.cells[first..first + ncells). */
struct word {
	char *id;
	size_t first, ncells;
};

struct reader {
	const char *name;
	struct xw_error *e;
	xmlDocPtr doc;
	struct xw_puzzle *p;
	struct word *words;
	size_t nwords;
	/* The cells of all words, one word after another: a word's cells
	   are all added while it is the last word read. */
	struct xw_pos *cells;
	size_t ncells, cellcap;
	long visits;		/* nodes the current text visited */
	int enumerations;	/* some clue has a format */
	json_object *extras;	/* "x,y": what of a cell the model has no
				   place for (keep_extras), or NULL */
};

/* How many element children of n are named name. */
static size_t
count_children(xmlNodePtr n, const char *name)
{
	xmlNodePtr c;
	size_t k = 0;

	for (c = n->children; c != NULL; c = c->next)
		k += xw_xml_is(c, name);
	return k;
}

static int
attr_true(xmlNodePtr n, const char *name)
{
	char *v = xw_xml_attr(n, name);
	int yes = v != NULL && (strcmp(v, "true") == 0 || strcmp(v, "1") == 0);

	free(v);
	return yes;
}

/*
 * A whole decimal number from lo to hi in *out, white space around
 * allowed. Returns 0; -1 when s is no such number, -2 when it is a number
 * over hi.
 */
static int
parse_int(const char *s, long lo, long hi, long *out)
{
	long n = 0;
	int digits = 0, over = 0;

	s += strspn(s, " \t\r\n");
	for (; *s >= '0' && *s <= '9'; s++, digits++)
		if (!over && (n = n * 10 + (*s - '0')) > hi)
			over = 1;
	s += strspn(s, " \t\r\n");
	if (digits == 0 || *s != '\0')
		return -1;
	if (over)
		return -2;
	if (n < lo)
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

int
xw_jpz_kept_tag(const char *name)
{
	int i;

	for (i = 0; i < XW_JPZ_NKEPT; i++)
		if (strcmp(name, xw_jpz_kept_tags[i]) == 0)
			return i;
	return -1;
}

int
xw_jpz_keeps_tag(const char *name)
{
	return xw_jpz_kept_tag(name) >= 0;
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
		return xw_seterr(rd->e, XW_ERR_LIMIT, rd->name, xw_xml_line(c), 0,
		    "text is made of more than %ld parts", MAX_VISITS);
	if (b->len > XW_MAX_STRING)
		return xw_seterr(rd->e, XW_ERR_LIMIT, rd->name, xw_xml_line(c), 0,
		    "text longer than %ld bytes", XW_MAX_STRING);
	switch (c->type) {
	case XML_TEXT_NODE:
		/* Decoded text: "&lt;b&gt;" is the characters <b>, which
		   the HTML must say as text, not as a tag. */
		if (c->content != NULL && html)
			xw_html_put_text(b, (const char *)c->content);
		else if (c->content != NULL)
			xw_buf_puts(b, (const char *)c->content);
		return 0;
	case XML_CDATA_SECTION_NODE:
		/* As written: producers put their clues' HTML there. */
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
		name = xw_xml_name(c);
		/* A line break, as jpz_write.c writes an ipuz <br>. */
		if (html && xw_ascii_casecmp(name, "br") == 0) {
			xw_buf_puts(b, "<br>");
			return 0;
		}
		if (!html || !xw_jpz_keeps_tag(name))
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
	if (depth > XW_JPZ_MAX_NESTING)
		return xw_seterr(rd->e, XW_ERR_LIMIT, rd->name, xw_xml_line(n), 0,
		    "markup nested deeper than %d levels", XW_JPZ_MAX_NESTING);
	for (; n != NULL; n = n->next)
		if (text_node(rd, n, b, html, depth))
			return -1;
	return 0;
}

/* Whether the run of white space run[0..n), at the end of the text
   start..o, is the line of a <br> that ends it: as xw_html_lines writes
   the notes ("<br>\r\n"), a line break and no more. */
static int
br_line(const char *start, const char *o, const char *run, size_t n)
{
	return o - start >= 4 && memcmp(o - 4, "<br>", 4) == 0 &&
	    ((n == 1 && (*run == '\n' || *run == '\r')) ||
	    (n == 2 && run[0] == '\r' && run[1] == '\n'));
}

/*
 * White space as the file means it. A run of plain spaces is the text's
 * own, at the ends too (an author "  Ann Smith  "), and stays as
 * written. A run that holds a line break or a tab is the layout of
 * pretty-printed XML: at either end it goes (but the line of a final
 * <br>, without fold), and inside, with fold, it becomes one space.
 */
static void
squeeze(char *s, int fold)
{
	char *o = s, *start = s, *run;
	size_t n;
	int layout;

	while (*s != '\0') {
		n = strspn(s, " \t\r\n");
		if (n == 0) {
			*o++ = *s++;
			continue;
		}
		run = s;
		s += n;
		/* Not strcspn(run, "\t\r\n"): it would read on past the
		   run, to the text's end, at every run (a 1 MB clue took
		   seconds). */
		layout = strspn(run, " ") < n;
		if (layout && (o == start || (*s == '\0' &&
		    (fold || !br_line(start, o, run, n)))))
			continue;
		if (layout && fold)
			*o++ = ' ';
		else {
			memmove(o, run, n);
			o += n;
		}
	}
	*o = '\0';
}

unsigned
xw_jpz_text_lost(const char *s, int fold)
{
	struct xw_buf b = { 0 };
	unsigned lost = 0;
	size_t n = strlen(s), i = 0, k;
	uint32_t cp;
	char u[4], *read;

	/* The text as the writer puts it and the reader takes it, before
	   its white space is squeezed: entities as their characters, a
	   <br> as "<br>", the control characters left out. */
	while (i < n) {
		if ((k = xw_html_break(s + i)) > 0) {
			xw_buf_puts(&b, "<br>");
			i += k;
			continue;
		}
		if (s[i] != '&' || (k = xw_html_entity(s + i, &cp)) == 0)
			k = xw_utf8_decode(s + i, n - i, &cp);
		if (k == 0) {
			i++;
			continue;
		}
		i += k;
		if ((cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') ||
		    cp == 0xfffe || cp == 0xffff)
			lost |= XW_JPZ_LOST_CONTROL;
		else
			xw_buf_add(&b, u, xw_utf8_encode(cp, u));
	}
	if (b.s != NULL) {
		read = xw_estrdup(b.s);
		squeeze(read, fold);
		if (strcmp(read, b.s) != 0)
			lost |= XW_JPZ_LOST_BREAKS;
		free(read);
	}
	free(b.s);
	return lost;
}

/* Text from the file fit for a one-line message: at most 40
   characters. */
static const char *
shown(const char *s, char *buf, size_t size)
{
	return xw_xml_shown(s, 40, buf, size);
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
	char *v = xw_xml_attr(n, name);

	if (v != NULL && *v == '\0') {
		free(v);
		return NULL;
	}
	return v;
}

/*
 * attr_nonempty of a cell's letters: a letter written decomposed, as
 * macOS writes text, is the one letter it composes (N and U+0303 are Ñ,
 * no rebus of two).
 */
static char *
attr_letters(xmlNodePtr n, const char *name)
{
	char *v = attr_nonempty(n, name);

	if (v != NULL)
		v[xw_utf8_compose_letters(v, strlen(v))] = '\0';
	return v;
}

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
	/* A block's bars are drawn too (kotwords writes them). */
	for (i = 0; i < XW_JPZ_NBARS; i++)
		if (attr_true(n, xw_jpz_bars[i].name))
			cell->bars |= xw_jpz_bars[i].bar;
	if (cell->kind != XW_CELL_LETTER)
		return;
	if ((cell->shape = attr_nonempty(n, "background-shape")) != NULL &&
	    strcmp(cell->shape, "circle") == 0)
		cell->style |= XW_STYLE_CIRCLE;
}

/* Add attribute name of n, when it has a value, to *o, made when NULL. */
static void
keep_attr(json_object **o, xmlNodePtr n, const char *name)
{
	char *v = attr_nonempty(n, name);

	if (v == NULL)
		return;
	if (*o == NULL)
		*o = json_object_new_object();
	json_object_object_add(*o, name, json_object_new_string(v));
	free(v);
}

/*
 * What of the cell n at (x, y) the model has no place for, kept as
 * "x,y" in rd->extras for com.xwtools:jpz (ipuz(5)): a top-right number,
 * a foreground colour and a picture, its format and base64 bytes as
 * written. A cell given again is as read the last time.
 */
static void
keep_extras(struct reader *rd, xmlNodePtr n, long x, long y)
{
	json_object *o = NULL, *pic = NULL;
	xmlNodePtr bp, img;
	char key[48], *text;

	snprintf(key, sizeof(key), "%ld,%ld", x, y);
	if (rd->extras != NULL)
		json_object_object_del(rd->extras, key);
	keep_attr(&o, n, "top-right-number");
	keep_attr(&o, n, "foreground-color");
	if ((bp = xw_xml_child(n, "background-picture")) != NULL) {
		keep_attr(&pic, bp, "format");
		if ((img = xw_xml_child(bp, "encoded-image")) != NULL) {
			text = xw_xml_text(img);
			if (pic == NULL)
				pic = json_object_new_object();
			json_object_object_add(pic, "encoded-image",
			    json_object_new_string(text));
			free(text);
		}
		if (pic == NULL)
			pic = json_object_new_object();
		if (o == NULL)
			o = json_object_new_object();
		json_object_object_add(o, "background-picture", pic);
	}
	if (o == NULL)
		return;
	if (rd->extras == NULL)
		rd->extras = json_object_new_object();
	json_object_object_add(rd->extras, key, o);
}

/* Cell n, in the grid; seen[] marks the cells given so far. */
static int
read_cell(struct reader *rd, xmlNodePtr n, unsigned char *seen)
{
	struct xw_puzzle *p = rd->p;
	char *xs = xw_xml_attr(n, "x"), *ys = xw_xml_attr(n, "y"), *type, *state;
	char b1[64], b2[64];
	struct xw_cell *cell;
	long x, y;
	int given;

	if (xs == NULL || ys == NULL || parse_int(xs, 1, p->width, &x) ||
	    parse_int(ys, 1, p->height, &y)) {
		xw_seterr(rd->e, XW_ERR_INVALID, rd->name, xw_xml_line(n), 0,
		    "cell at x=\"%s\", y=\"%s\" is not in the %dx%d grid",
		    shown(xs != NULL ? xs : "", b1, sizeof(b1)),
		    shown(ys != NULL ? ys : "", b2, sizeof(b2)), p->width,
		    p->height);
		free(xs);
		free(ys);
		return -1;
	}
	free(xs);
	free(ys);
	/* The second would replace the first, its letter, number and
	   circle lost without a word. */
	if (seen[(y - 1) * p->width + x - 1]++)
		return xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
		    xw_xml_line(n), 0, "cell x=\"%ld\" y=\"%ld\" is given "
		    "twice", x, y);
	keep_extras(rd, n, x, y);
	cell = xw_cell_at(p, (int)y - 1, (int)x - 1);
	xw_cell_clear(cell);
	cell->solution = attr_letters(n, "solution");
	type = xw_xml_attr(n, "type");
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
	state = attr_letters(n, "solve-state");
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
	char *ws = xw_xml_attr(grid, "width"), *hs = xw_xml_attr(grid, "height");
	char b1[64], b2[64];
	unsigned char *seen;
	xmlNodePtr c;
	long w, h;
	size_t i;
	int rw, rh;

	rw = ws != NULL ? parse_int(ws, 1, XW_MAX_DIM, &w) : -1;
	rh = hs != NULL ? parse_int(hs, 1, XW_MAX_DIM, &h) : -1;
	if (rw != 0 || rh != 0) {
		/* Numbers, but too big: a limit; else no size at all. */
		xw_seterr(rd->e, rw == -1 || rh == -1 ? XW_ERR_INVALID :
		    XW_ERR_LIMIT, rd->name, xw_xml_line(grid), 0, "grid size %s by "
		    "%s is not from 1 to %d each way",
		    shown(ws != NULL ? ws : "(none)", b1, sizeof(b1)),
		    shown(hs != NULL ? hs : "(none)", b2, sizeof(b2)),
		    XW_MAX_DIM);
		free(ws);
		free(hs);
		return -1;
	}
	free(ws);
	free(hs);
	rd->p = xw_puzzle_make((int)w, (int)h);
	/* A cell the grid leaves out is outside the shape. */
	for (i = 0; i < (size_t)w * h; i++)
		rd->p->cells[i].kind = XW_CELL_NULL;
	seen = xw_ecalloc((size_t)w * h, 1);
	for (c = grid->children; c != NULL; c = c->next)
		if (xw_xml_is(c, "cell") && read_cell(rd, c, seen)) {
			free(seen);
			return -1;
		}
	free(seen);
	return 0;
}

/* Words */

/* The cells x="a-b" y="c-d" name, added to w. */
static int
add_cells(struct reader *rd, xmlNodePtr n, struct word *w, size_t *budget)
{
	struct xw_puzzle *p = rd->p;
	char *xs = xw_xml_attr(n, "x"), *ys = xw_xml_attr(n, "y");
	char b1[64], b2[64], b3[64];
	long x0, x1, y0, y1, x, y, dx, dy;
	size_t k;
	int ret = 0;

	if (xs == NULL || ys == NULL) {
		if (xs != NULL || ys != NULL || xw_xml_is(n, "cells"))
			ret = xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
			    xw_xml_line(n), 0, "word \"%s\": cells need both x "
			    "and y", shown(w->id, b1, sizeof(b1)));
		goto out;
	}
	if (parse_range(xs, p->width, &x0, &x1) ||
	    parse_range(ys, p->height, &y0, &y1)) {
		ret = xw_seterr(rd->e, XW_ERR_INVALID, rd->name, xw_xml_line(n),
		    0, "word \"%s\": cells x=\"%s\", y=\"%s\" are not in the "
		    "%dx%d grid", shown(w->id, b1, sizeof(b1)),
		    shown(xs, b2, sizeof(b2)), shown(ys, b3, sizeof(b3)),
		    p->width, p->height);
		goto out;
	}
	dx = x1 >= x0 ? 1 : -1;
	dy = y1 >= y0 ? 1 : -1;
	k = (size_t)((x1 - x0) * dx + 1) * (size_t)((y1 - y0) * dy + 1);
	if (k > *budget) {
		ret = xw_seterr(rd->e, XW_ERR_LIMIT, rd->name, xw_xml_line(n), 0,
		    "words name more cells than %d for each cell of the grid",
		    8);
		goto out;
	}
	*budget -= k;
	if (rd->ncells + k > rd->cellcap) {
		rd->cellcap = 2 * (rd->ncells + k);
		rd->cells = xw_ereallocarray(rd->cells, rd->cellcap,
		    sizeof(*rd->cells));
	}
	if (w->ncells == 0)
		w->first = rd->ncells;
	w->ncells += k;
	for (x = x0;; x += dx) {
		for (y = y0;; y += dy) {
			rd->cells[rd->ncells++] = (struct xw_pos){ (int)y - 1,
			    (int)x - 1 };
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

/*
 * A word without an id names no cells a clue can name, but LA Times
 * files wrap in one <cells> that each have an id: those are words.
 */
static int
read_words(struct reader *rd, xmlNodePtr cw)
{
	size_t n = 0, budget = 8 * (size_t)rd->p->width * rd->p->height + 4096;
	struct word *w;
	xmlNodePtr c, k;
	char buf[64];

	for (c = cw->children; c != NULL; c = c->next)
		n += xw_xml_is(c, "word") ? 1 + count_children(c, "cells") : 0;
	rd->words = xw_ecalloc(n + 1, sizeof(*rd->words));
	for (c = cw->children; c != NULL; c = c->next) {
		if (!xw_xml_is(c, "word"))
			continue;
		w = &rd->words[rd->nwords];
		if ((w->id = xw_xml_attr(c, "id")) == NULL) {
			for (k = c->children; k != NULL; k = k->next) {
				if (!xw_xml_is(k, "cells"))
					continue;
				w = &rd->words[rd->nwords];
				if ((w->id = xw_xml_attr(k, "id")) == NULL)
					continue;
				rd->nwords++;
				if (add_cells(rd, k, w, &budget))
					return -1;
			}
			continue;
		}
		rd->nwords++;
		/* The range in the attributes, then the cells inside. */
		if (add_cells(rd, c, w, &budget))
			return -1;
		for (k = c->children; k != NULL; k = k->next)
			if (xw_xml_is(k, "cells") && add_cells(rd, k, w, &budget))
				return -1;
	}
	qsort(rd->words, rd->nwords, sizeof(*rd->words), word_order);
	for (n = 1; n < rd->nwords; n++)
		if (strcmp(rd->words[n - 1].id, rd->words[n].id) == 0)
			return xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
			    xw_xml_line(cw), 0, "word id \"%s\" is used twice",
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

	for (i = 0; i < rd->nwords; i++)
		free(rd->words[i].id);
	free(rd->words);
	free(rd->cells);
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
is_run(const struct reader *rd, const struct word *w, enum xw_dir dir)
{
	const struct xw_pos *cells = rd->cells + w->first;
	int dr = dir == XW_DIR_DOWN, dc = dir == XW_DIR_ACROSS;
	size_t i;

	for (i = 1; i < w->ncells; i++)
		if (cells[i].row != cells[i - 1].row + dr ||
		    cells[i].col != cells[i - 1].col + dc)
			return 0;
	return 1;
}

static int
read_clue(struct reader *rd, xmlNodePtr n, struct xw_cluelist *l,
    struct xw_clue *clue)
{
	const struct xw_slot *s;
	const struct word *w;
	char *id, *text, *v, buf[64];
	int i;

	/* Every field of a clue in the pool, as libxw(3) says. */
	v = xw_xml_attr(n, "number");
	clue->number = xw_puzzle_strndup(rd->p, v != NULL ? v : "",
	    v != NULL ? strlen(v) : 0);
	free(v);
	if ((v = attr_nonempty(n, "format")) != NULL) {
		clue->enumeration = xw_puzzle_strndup(rd->p, v, strlen(v));
		rd->enumerations = 1;
		free(v);
	}
	if (get_text(rd, n, TEXT_HTML | TEXT_FOLD, &text))
		return -1;
	/* From the pool, as every clue's text and cells are (puzzle.h). */
	clue->text = xw_puzzle_strndup(rd->p, text != NULL ? text : "",
	    text != NULL ? strlen(text) : 0);
	free(text);
	if ((id = xw_xml_attr(n, "word")) != NULL) {
		if ((w = find_word(rd, id)) == NULL) {
			xw_seterr(rd->e, XW_ERR_INVALID, rd->name, xw_xml_line(n),
			    0, "%s clue \"%s\" names word \"%s\", which the "
			    "puzzle lacks", l->name, clue->number,
			    shown(id, buf, sizeof(buf)));
			free(id);
			return -1;
		}
		free(id);
		if (l->dir == XW_DIR_OTHER || is_run(rd, w, l->dir) ||
		    (s = xw_slot_by_label(rd->p, l->dir, clue->number)) ==
		    NULL) {
			clue->ncells = w->ncells;
			clue->cells = xw_puzzle_alloc(rd->p, w->ncells *
			    sizeof(*clue->cells));
			memcpy(clue->cells, rd->cells + w->first,
			    w->ncells * sizeof(*clue->cells));
			clue->explicit_cells = l->dir == XW_DIR_OTHER ||
			    !standard_cells(rd->p, l->dir, clue);
			return 0;
		}
	}
	/* No word, or an Across or Down word that is no run: the entry
	   the clue's number labels. */
	if (l->dir != XW_DIR_OTHER && (s = xw_slot_by_label(rd->p, l->dir,
	    clue->number)) != NULL) {
		clue->cells = xw_puzzle_alloc(rd->p, (size_t)s->len *
		    sizeof(*clue->cells));
		clue->ncells = (size_t)s->len;
		for (i = 0; i < s->len; i++)
			clue->cells[i] = xw_slot_cell(s, i);
	}
	return 0;
}

/*
 * The list's name from its title: Across and Down in any case, else the
 * title; a second "Across" is "Across 2" (xw_list_new_name).
 */
static char *
list_name(const struct xw_puzzle *p, const char *title)
{
	return xw_list_new_name(p, title == NULL ? "Clues" :
	    xw_ascii_casecmp(title, "across") == 0 ? "Across" :
	    xw_ascii_casecmp(title, "down") == 0 ? "Down" : title);
}

/*
 * The ipuz direction whose cells every clue of l runs along, one step
 * a cell, when it is a diagonal one; else NULL. A .jpz title says no
 * direction ("Southeast"): the words do. A clue of one cell or none
 * runs along any direction, so it is passed over, but one of two cells
 * or more must say which.
 */
static const char *
diagonal_of(const struct xw_cluelist *l)
{
	static const struct {
		int dr, dc;
		const char *name;
	} dirs[] = { { 1, 1, "Diagonal" }, { -1, 1, "Diagonal Up" },
	    { 1, -1, "Diagonal Down Left" }, { -1, -1, "Diagonal Up Left" } };
	const struct xw_clue *clue;
	size_t d, i, j, runs;

	for (d = 0; d < sizeof(dirs) / sizeof(dirs[0]); d++) {
		for (i = 0, runs = 0; i < l->nclues; i++) {
			clue = &l->clues[i];
			if (clue->ncells < 2)
				continue;
			for (j = 1; j < clue->ncells; j++)
				if (clue->cells[j].row != clue->cells[j - 1].row +
				    dirs[d].dr || clue->cells[j].col !=
				    clue->cells[j - 1].col + dirs[d].dc)
					break;
			if (j < clue->ncells)
				break;
			runs++;
		}
		if (runs > 0 && i == l->nclues)
			return dirs[d].name;
	}
	return NULL;
}

int
xw_jpz_title_is_name(const char *title)
{
	static const char *const ipuz_dirs[] = { "Across", "Down", "Diagonal",
	    "Diagonal Up", "Diagonal Down Left", "Diagonal Up Left", "Zones",
	    "Clues" };
	size_t i, n = strcspn(title, ":");

	if (xw_ascii_casecmp(title, "across") == 0 ||
	    xw_ascii_casecmp(title, "down") == 0)
		return 1;
	for (i = 0; i < sizeof(ipuz_dirs) / sizeof(ipuz_dirs[0]); i++)
		if (n == strlen(ipuz_dirs[i]) &&
		    strncmp(title, ipuz_dirs[i], n) == 0)
			return 1;
	return 0;
}

char *
xw_jpz_list_name(const char *title, const struct xw_cluelist *l)
{
	const char *dir;
	size_t size;
	char *name;

	if (xw_ascii_casecmp(title, "across") == 0)
		return xw_estrdup("Across");
	if (xw_ascii_casecmp(title, "down") == 0)
		return xw_estrdup("Down");
	if (xw_jpz_title_is_name(title))
		return xw_estrdup(title);
	dir = diagonal_of(l);
	size = strlen(title) + 32;
	name = xw_emalloc(size);
	snprintf(name, size, "%s:%s", dir != NULL ? dir : "Clues", title);
	return name;
}

/*
 * A list of its own title ("Southeast") is named as ipuz names one:
 * "Diagonal:Southeast" when its clues run along a diagonal, else
 * "Clues:Southeast", the title its label (xw_jpz_list_name). A number
 * after it when another list has that name already.
 */
static void
name_own_list(struct xw_puzzle *p, struct xw_cluelist *l, const char *title)
{
	char *name = xw_jpz_list_name(title, l);

	free(l->name);
	/* Out of the list for a moment, its own old name not in the way. */
	l->name = NULL;
	p->nlists--;
	l->name = xw_list_new_name(p, name);
	p->nlists++;
	free(name);
}

static int
read_clues(struct reader *rd, xmlNodePtr cw)
{
	struct xw_puzzle *p = rd->p;
	struct xw_cluelist *l;
	xmlNodePtr c, k;
	char *title;
	size_t n, total = 0;
	int own;

	p->lists = xw_ecalloc(count_children(cw, "clues") + 1,
	    sizeof(*p->lists));
	for (c = cw->children; c != NULL; c = c->next) {
		if (!xw_xml_is(c, "clues"))
			continue;
		/* A clue built costs more than its element. */
		if ((total += (n = count_children(c, "clue"))) > XW_MAX_CLUES)
			return xw_seterr(rd->e, XW_ERR_LIMIT, rd->name,
			    xw_xml_line(c), 0, "more than %ld clues",
			    XW_MAX_CLUES);
		if (get_text(rd, xw_xml_child(c, "title"), TEXT_FOLD, &title))
			return -1;
		l = &p->lists[p->nlists];
		l->name = list_name(p, title);
		/* Of its own title: not Across 2, a second Across. */
		own = title != NULL && xw_ascii_casecmp(title, "across") != 0 &&
		    xw_ascii_casecmp(title, "down") != 0;
		p->nlists++;
		l->dir = xw_list_dir(l->name);
		l->clues = xw_ecalloc(n + 1, sizeof(*l->clues));
		for (k = c->children; k != NULL; k = k->next) {
			if (!xw_xml_is(k, "clue"))
				continue;
			/* Counted first, so a clue read halfway is freed. */
			if (read_clue(rd, k, l, &l->clues[l->nclues++])) {
				free(title);
				return -1;
			}
		}
		if (own)
			name_own_list(p, l, title);
		free(title);
	}
	return 0;
}

/* Metadata: the applet's own title and copyright win when not empty. */
/*
 * A paragraph of the file (the description, the instructions, the
 * completion message) is plain text whose line breaks are breaks, as
 * Crossword Compiler shows them: as ipuz HTML, which would take them for
 * white space, each gets a <br>, as the notes of a .puz or an .xd do
 * (xw_html_lines; none after a <br/>, which jpz_write.c writes for one).
 */
static void
paragraph_lines(char **s)
{
	char *html;

	if (*s == NULL || strpbrk(*s, "\r\n") == NULL)
		return;
	html = xw_html_lines(*s);
	free(*s);
	*s = html;
}

static int
read_meta(struct reader *rd, xmlNodePtr root, xmlNodePtr rp)
{
	xmlNodePtr meta = xw_xml_child(rp, "metadata");
	xmlNodePtr settings = xw_xml_child(root, "applet-settings"), ins;
	struct xw_puzzle *p = rd->p;
	char *s;
	size_t i;

	for (i = 0; i < XW_JPZ_NMETA; i++)
		if (get_text(rd, xw_xml_child(meta, xw_jpz_meta[i].elem), TEXT_HTML,
		    &p->meta[xw_jpz_meta[i].m]))
			return -1;
	if (get_text(rd, xw_xml_child(settings, "title"), TEXT_HTML, &s))
		return -1;
	if (s != NULL) {
		free(p->meta[XW_META_TITLE]);
		p->meta[XW_META_TITLE] = s;
	}
	if (get_text(rd, xw_xml_child(settings, "copyright"), TEXT_HTML, &s))
		return -1;
	if (s != NULL) {
		free(p->meta[XW_META_COPYRIGHT]);
		p->meta[XW_META_COPYRIGHT] = s;
	}
	if (get_text(rd, xw_xml_child(settings, "completion"), TEXT_HTML,
	    &p->meta[XW_META_EXPLANATION]))
		return -1;
	if ((ins = xw_xml_child(rp, "instructions")) == NULL)
		ins = xw_xml_child(meta, "instructions");
	if (get_text(rd, ins, TEXT_HTML, &p->meta[XW_META_INTRO]))
		return -1;
	paragraph_lines(&p->meta[XW_META_NOTES]);
	paragraph_lines(&p->meta[XW_META_INTRO]);
	paragraph_lines(&p->meta[XW_META_EXPLANATION]);
	return 0;
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
	if ((c = xw_xml_child(rp, "crossword")) != NULL)
		return c;
	if ((c = xw_xml_child(rp, "coded")) != NULL) {
		*kind = KIND_CODED;
		return c;
	}
	if ((c = xw_xml_child(rp, "acrostic")) != NULL) {
		*kind = KIND_ACROSTIC;
		return c;
	}
	for (i = 0; i < sizeof(others) / sizeof(others[0]); i++)
		if ((c = xw_xml_child(rp, others[i])) != NULL) {
			xw_seterr(rd->e, XW_ERR_FORMAT, rd->name, xw_xml_line(c), 0,
			    "<%s> puzzles are not read, only crosswords, "
			    "coded crosswords and acrostics", others[i]);
			return NULL;
		}
	xw_seterr(rd->e, XW_ERR_INVALID, rd->name, xw_xml_line(rp), 0,
	    "no <crossword> in <rectangular-puzzle>");
	return NULL;
}

static int
build(struct reader *rd, xmlNodePtr root)
{
	xmlNodePtr rp, cw, grid;
	struct xw_puzzle *p;
	char buf[64];
	const char *kind;

	if (xw_xml_is(root, "rectangular-puzzle"))
		rp = root;
	else if (!xw_xml_is(root, "crossword-compiler-applet") &&
	    !xw_xml_is(root, "crossword-compiler"))
		return xw_seterr(rd->e, XW_ERR_FORMAT, rd->name, xw_xml_line(root),
		    0, "not a Crossword Compiler puzzle: the document is <%s>",
		    shown(xw_xml_name(root), buf, sizeof(buf)));
	else if ((rp = xw_xml_child(root, "rectangular-puzzle")) == NULL)
		return xw_seterr(rd->e, XW_ERR_INVALID, rd->name, xw_xml_line(root),
		    0, "no <rectangular-puzzle> in <%s>", xw_xml_name(root));
	if ((cw = find_puzzle(rd, rp, &kind)) == NULL)
		return -1;
	if ((grid = xw_xml_child(cw, "grid")) == NULL)
		return xw_seterr(rd->e, XW_ERR_INVALID, rd->name, xw_xml_line(cw),
		    0, "no <grid> in <%s>", xw_xml_name(cw));
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
	if (rd->enumerations || rd->extras != NULL)
		p->kept = json_object_new_object();
	if (rd->enumerations)
		json_object_object_add(p->kept, "showenumerations",
		    json_object_new_boolean(1));
	if (rd->extras != NULL) {
		json_object *o = json_object_new_object();

		json_object_object_add(o, "cells", rd->extras);
		rd->extras = NULL;
		json_object_object_add(p->kept, "com.xwtools:jpz", o);
	}
	return 0;
}

static struct xw_puzzle *
load_xml(const char *buf, size_t len, const char *name, struct xw_error *e)
{
	struct reader rd = { 0 };

	rd.name = name;
	rd.e = e;
	if ((rd.doc = xw_xml_parse(buf, len, name, ".jpz", e)) == NULL)
		return NULL;
	if (build(&rd, xmlDocGetRootElement(rd.doc))) {
		xw_puzzle_free(rd.p);
		rd.p = NULL;
	}
	free_words(&rd);
	json_object_put(rd.extras);
	xmlFreeDoc(rd.doc);
	return rd.p;
}

/* Zip archives */

/* Whether a zip member may be the puzzle: a file, not a folder, nor in
   macOS's __MACOSX/, nor a hidden name in any folder (.DS_Store, ._a.jpz,
   .git/). */
static int
is_file_member(const char *name)
{
	size_t n = strlen(name);
	const char *p;

	if (n == 0 || name[n - 1] == '/' || strncmp(name, "__MACOSX/", 9) == 0)
		return 0;
	for (p = name; *p != '.'; p++)	/* p: the start of each name */
		if ((p = strchr(p, '/')) == NULL)
			return 1;
	return 0;
}

/* Whether a member's name says a puzzle: .jpz or .xml, in any case. */
static int
is_xml_member(const char *name)
{
	size_t n = strlen(name);

	return n > 4 && (xw_ascii_casecmp(name + n - 4, ".jpz") == 0 ||
	    xw_ascii_casecmp(name + n - 4, ".xml") == 0);
}

#define MAX_LISTED	5	/* members a message names */

/* The members of za that are files, and with xml those whose names say
   a puzzle, as ", a.jpz, b.xml" in *list, the first MAX_LISTED of them. */
static void
list_members(zip_t *za, int xml, struct xw_buf *list)
{
	zip_int64_t i, n = zip_get_num_entries(za, 0);
	const char *mn;
	char b[64];
	long k = 0;

	for (i = 0; i < n; i++) {
		if ((mn = zip_get_name(za, (zip_uint64_t)i, 0)) == NULL ||
		    !is_file_member(mn) || (xml && !is_xml_member(mn)))
			continue;
		if (k++ < MAX_LISTED)
			xw_buf_printf(list, ", %s", shown(mn, b, sizeof(b)));
	}
	if (k > MAX_LISTED)
		xw_buf_printf(list, " and %ld more", k - MAX_LISTED);
}

/*
 * The index in za of its puzzle: the one member named .jpz or .xml, or
 * else its one file; other files (a readme, Thumbs.db) and hidden ones
 * are passed over. -1 when there is none or which is meant is not known,
 * said so with the members, or when the zip is a puzzle-set bundle.
 */
static zip_int64_t
pick_member(zip_t *za, const char *name, struct xw_error *e)
{
	zip_int64_t i, n = zip_get_num_entries(za, 0), file = -1, xml = -1;
	struct xw_buf list = { 0 };
	const char *mn;
	long nfiles = 0, nxml = 0;

	/* ipuz-pack's set of puzzles is none: said so, as ipuz-pack says
	   it, not as a zipped .jpz without its .jpz. */
	if (zip_name_locate(za, XW_BUNDLE_MANIFEST, ZIP_FL_ENC_RAW) >= 0)
		return xw_zip_bundle_error(name, e);
	for (i = 0; i < n; i++) {
		if ((mn = zip_get_name(za, (zip_uint64_t)i, 0)) == NULL ||
		    !is_file_member(mn))
			continue;
		nfiles++;
		file = i;
		if (is_xml_member(mn)) {
			nxml++;
			xml = i;
		}
	}
	if (nxml == 1)
		return xml;
	if (nxml == 0 && nfiles == 1)
		return file;
	if (nfiles == 0) {
		xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "no puzzle in the zip");
		return -1;
	}
	list_members(za, nxml > 0, &list);
	if (nxml > 0)
		xw_seterr(e, XW_ERR_INVALID, name, 0, 0,
		    "%ld puzzles in the zip: %s", nxml, list.s + 2);
	else
		xw_seterr(e, XW_ERR_INVALID, name, 0, 0, "%ld files in the "
		    "zip, none of them .jpz or .xml: %s", nfiles, list.s + 2);
	xw_buf_free(&list);
	return -1;
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
	zip_int64_t pick, r;
	struct xw_buf b = { 0 };
	char chunk[65536], shown_name[64], magic[4] = { 0 };
	int ret = -1;

	*out = NULL;
	*member = NULL;
	zip_error_init(&ze);
	memcpy(magic, buf, len < 4 ? len : 4);
	if ((src = zip_source_buffer_create(buf, len, 0, &ze)) == NULL ||
	    (za = zip_open_from_source(src, ZIP_RDONLY, &ze)) == NULL) {
		xw_zip_open_error(name, magic, zip_error_code_zip(&ze),
		    zip_error_strerror(&ze), e);
		if (src != NULL)
			zip_source_free(src);
		zip_error_fini(&ze);
		return -1;
	}
	zip_error_fini(&ze);
	if ((pick = pick_member(za, name, e)) < 0)
		goto out;
	*member = xw_estrdup(zip_get_name(za, (zip_uint64_t)pick, 0));
	shown(*member, shown_name, sizeof(shown_name));
	if (zip_stat_index(za, (zip_uint64_t)pick, 0, &st) == 0 &&
	    (st.valid & ZIP_STAT_SIZE) && st.size > (zip_uint64_t)XW_MAX_FILE) {
		xw_seterr(e, XW_ERR_LIMIT, name, 0, 0, "zip member %s is too "
		    "big: %llu bytes, over the limit of %ld", shown_name,
		    (unsigned long long)st.size, XW_MAX_FILE);
		goto out;
	}
	if ((f = zip_fopen_index(za, (zip_uint64_t)pick, 0)) == NULL) {
		xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0,
		    "cannot read zip member %s: %s", shown_name,
		    zip_strerror(za));
		goto out;
	}
	while ((r = zip_fread(f, chunk, sizeof(chunk))) > 0) {
		if (b.len + (size_t)r > (size_t)XW_MAX_FILE) {
			xw_seterr(e, XW_ERR_LIMIT, name, 0, 0, "zip member %s "
			    "is too big: it inflates past the limit of %ld "
			    "bytes", shown_name, XW_MAX_FILE);
			goto out;
		}
		xw_buf_add(&b, chunk, (size_t)r);
	}
	if (r < 0) {
		xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0,
		    "cannot read zip member %s: %s", shown_name,
		    zip_file_strerror(f));
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

int
xw_jpz_is_bundle(const char *buf, size_t len)
{
	struct xw_error ignored;
	zip_error_t ze;
	zip_source_t *src;
	zip_t *za;
	int is;

	if (!xw_jpz_is_zip(buf, len) || xw_jpz_dl_load(NULL, ".jpz", &ignored))
		return 0;
	zip_error_init(&ze);
	if ((src = zip_source_buffer_create(buf, len, 0, &ze)) == NULL ||
	    (za = zip_open_from_source(src, ZIP_RDONLY, &ze)) == NULL) {
		if (src != NULL)
			zip_source_free(src);
		zip_error_fini(&ze);
		return 0;
	}
	zip_error_fini(&ze);
	is = zip_name_locate(za, XW_BUNDLE_MANIFEST, ZIP_FL_ENC_RAW) >= 0;
	zip_discard(za);
	return is;
}

struct xw_puzzle *
xw_jpz_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	struct xw_puzzle *p;
	char *data = NULL, *member = NULL, msg[sizeof(e->msg)], b[64];
	size_t dlen;

	(void)o;
	if (name == NULL)
		name = "<stdin>";
	if (len > (size_t)XW_MAX_FILE) {
		xw_seterr(e, XW_ERR_LIMIT, name, 0, 0,
		    "file is over the limit of %ld bytes", XW_MAX_FILE);
		return NULL;
	}
	if (xw_jpz_dl_load(name, ".jpz", e))
		return NULL;
	if (xw_jpz_is_zip(buf, len)) {
		if (unzip(buf, len, name, &data, &dlen, &member, e))
			return NULL;
		buf = data;
		len = dlen;
	}
	/*
	 * A message about a zip's member names it in its text: the place
	 * stays file:line:col, as every message has it (file(member), as
	 * ar(1) names one, was a file no problem matcher could find).
	 */
	if ((p = load_xml(buf, len, name, e)) == NULL && member != NULL &&
	    e != NULL) {
		memcpy(msg, e->msg, sizeof(msg));
		xw_seterr(e, e->code, name, e->line, e->col,
		    "in zip member %s: %s", shown(member, b, sizeof(b)), msg);
	}
	free(data);
	free(member);
	return p;
}
