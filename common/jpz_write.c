/* See LICENSE file for copyright and license details. */
/*
 * The Crossword Compiler .jpz writer (formats.md, section 3): plain XML,
 * never zipped, made by hand; libxml2 is loaded for reading only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "grid.h"
#include "html.h"
#include "jpz.h"
#include "jpz_priv.h"
#include "utf8.h"
#include "util.h"
#include "xmlkit.h"

#define NS_APPLET	"http://crossword.info/xml/crossword-compiler-applet"
#define NS_PUZZLE	"http://crossword.info/xml/rectangular-puzzle"

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
		else if (((cp == '\t' || cp == '\n') && in_attr) ||
		    cp == '\r') {
			/* XML reads a CR, and CR LF, as LF, and white space in
			   an attribute as a space: so said, they stay. */
			snprintf(ref, sizeof(ref), "&#%u;", (unsigned)cp);
			xw_buf_puts(b, ref);
		} else if ((cp >= 0x20 || cp == '\t' || cp == '\n') &&
		    cp != 0xfffe && cp != 0xffff)
			xw_buf_add(b, s + i, k);
		/* Other control characters cannot be in XML at all. */
		i += k;
	}
}

/* Whether s holds a character XML 1.0 cannot (a control character but
   tab, line feed and carriage return). */
static int
xml_control(const char *s)
{
	for (; s != NULL && *s != '\0'; s++)
		if ((unsigned char)*s < 0x20 && *s != '\t' && *s != '\n' &&
		    *s != '\r')
			return 1;
	return 0;
}

static void
put_attr_n(struct xw_buf *b, const char *name, const char *value, size_t n)
{
	xw_buf_printf(b, " %s=\"", name);
	put_escaped(b, value, n, 1);
	xw_buf_puts(b, "\"");
}

static void
put_attr(struct xw_buf *b, const char *name, const char *value)
{
	put_attr_n(b, name, value, strlen(value));
}

/*
 * The kept tag at s, <name> or </name> in any case and with any
 * attributes (which the element leaves out), or -1; *len is its length
 * and *closing whether it ends an element. Another tag: -2, *len its
 * length. No tag: -1.
 */
static int
tag_at(const char *s, size_t *len, int *closing)
{
	char name[16];
	int i;

	if ((*len = xw_html_tag_name(s, name)) == 0)
		return -1;
	*closing = s[1] == '/';
	return (i = xw_jpz_kept_tag(name)) >= 0 ? i : -2;
}

/* s[0..n), HTML text, as XML text: its entities are the characters they
   stand for, so that "&quot;" is not shown as written. */
static void
put_text(struct xw_buf *b, const char *s, size_t n)
{
	size_t i = 0, k;
	uint32_t cp;
	char c[4];

	while (i < n) {
		if (s[i] == '&' && (k = xw_html_entity(s + i, &cp)) > 0 &&
		    k <= n - i) {
			put_escaped(b, c, xw_utf8_encode(cp, c), 0);
			i += k;
			continue;
		}
		k = 1 + strcspn(s + i + 1, "&");
		if (k > n - i)
			k = n - i;
		put_escaped(b, s + i, k, 0);
		i += k;
	}
}

/*
 * Text with inline HTML: the kept tags become elements, closed in order
 * (the XML must be well formed), and a <br> a <br/> element, which the
 * reader takes back (as text it came back "&lt;br&gt;", shown as
 * written); the other tags (<span>) are left out, their text kept, as a
 * solver would show them as written (format.c names them); everything
 * else is text, its entities decoded, so that a stray "</b>" comes back
 * as it was.
 */
static void
put_html(struct xw_buf *b, const char *html)
{
	int open[XW_JPZ_MAX_NESTING], depth = 0, t, closing, j;
	/* A paragraph's or a list item's tags part lines as a <br>. */
	char *unblocked = xw_html_unblock(html);
	const char *s = unblocked != NULL ? unblocked : html, *text = s;
	size_t len;

	while (*s != '\0') {
		if ((len = xw_html_break(s)) > 0) {
			put_text(b, text, (size_t)(s - text));
			xw_buf_puts(b, "<br/>");
			s += len;
			text = s;
			continue;
		}
		if (*s != '<') {
			s++;
			continue;
		}
		if ((t = tag_at(s, &len, &closing)) == -1) {
			s++;
			continue;
		}
		if (t == -2) {
			put_text(b, text, (size_t)(s - text));
			s += len;
			text = s;
			continue;
		}
		if (closing) {
			for (j = depth - 1; j >= 0 && open[j] != t; j--)
				;
			if (j < 0) {
				s += len;	/* no such element is open */
				continue;
			}
		} else if (depth == XW_JPZ_MAX_NESTING) {
			s += len;
			continue;
		}
		put_text(b, text, (size_t)(s - text));
		if (closing) {
			while (depth > j)
				xw_buf_printf(b, "</%s>",
				    xw_jpz_kept_tags[open[--depth]]);
		} else {
			open[depth++] = t;
			xw_buf_printf(b, "<%s>", xw_jpz_kept_tags[t]);
		}
		s += len;
		text = s;
	}
	put_text(b, text, (size_t)(s - text));
	while (depth > 0)
		xw_buf_printf(b, "</%s>", xw_jpz_kept_tags[open[--depth]]);
	free(unblocked);
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

/* A colour as jpz writes it: "#" and RGB hex digits, grey for anything
   else; an alpha digit is let be. */
static void
put_color(struct xw_buf *b, const struct xw_cell *cell)
{
	const char *hex;
	size_t n = xw_cell_hex(cell, &hex);

	if (n != 0) {
		xw_buf_printf(b, " background-color=\"#%.*s\"",
		    n <= 4 ? 3 : 6, hex);
		return;
	}
	if (cell->color != NULL || (cell->style & XW_STYLE_SHADED))
		xw_buf_puts(b, " background-color=\"#C0C0C0\"");
}

static void
put_bars(struct xw_buf *b, const struct xw_cell *cell)
{
	size_t i;

	for (i = 0; i < XW_JPZ_NBARS; i++)
		if (cell->bars & xw_jpz_bars[i].bar)
			xw_buf_printf(b, " %s=\"true\"", xw_jpz_bars[i].name);
}

/* The string member name of the JSON object o, or NULL. */
static const char *
string_of(json_object *o, const char *name)
{
	json_object *v;

	if (o == NULL || !json_object_object_get_ex(o, name, &v) ||
	    !json_object_is_type(v, json_type_string))
		return NULL;
	return json_object_get_string(v);
}

json_object *
xw_jpz_kept_cells(const struct xw_puzzle *p)
{
	json_object *jpz = xw_puzzle_field(p, "com.xwtools:jpz"), *cells;

	if (jpz == NULL || !json_object_object_get_ex(jpz, "cells", &cells) ||
	    !json_object_is_type(cells, json_type_object))
		return NULL;
	return cells;
}

json_object *
xw_jpz_kept_cell(const json_object *kept, int r, int c)
{
	json_object *o;
	char key[32];

	/* The key is made only where cells were kept: a grid's every
	   cell asks, and it cost a third of a terminal picture. */
	if (kept == NULL)
		return NULL;
	snprintf(key, sizeof(key), "%d,%d", c + 1, r + 1);
	if (!json_object_object_get_ex(kept, key, &o) ||
	    !json_object_is_type(o, json_type_object))
		return NULL;
	return o;
}

const char *
xw_jpz_top_right(const json_object *kept, int r, int c)
{
	return string_of(xw_jpz_kept_cell(kept, r, c), "top-right-number");
}

/*
 * The end of the cell at (r, c): what the .jpz it was read from had of
 * it beyond the model, kept in com.xwtools:jpz (ipuz(5); kept, the
 * cells xw_jpz_kept_cells gives), given back (a top-right number, a
 * foreground colour, a picture), then "/>" or the picture and
 * "</cell>".
 */
static void
put_cell_end(struct xw_buf *b, const json_object *kept, int r, int c)
{
	json_object *o = xw_jpz_kept_cell(kept, r, c), *pic = NULL;
	const char *v;

	if ((v = string_of(o, "top-right-number")) != NULL)
		put_attr(b, "top-right-number", v);
	if ((v = string_of(o, "foreground-color")) != NULL)
		put_attr(b, "foreground-color", v);
	if (o == NULL || !json_object_object_get_ex(o, "background-picture",
	    &pic) || !json_object_is_type(pic, json_type_object)) {
		xw_buf_puts(b, "/>\n");
		return;
	}
	xw_buf_puts(b, "><background-picture");
	if ((v = string_of(pic, "format")) != NULL)
		put_attr(b, "format", v);
	xw_buf_puts(b, ">");
	if ((v = string_of(pic, "encoded-image")) != NULL) {
		xw_buf_puts(b, "<encoded-image>");
		put_escaped(b, v, strlen(v), 0);
		xw_buf_puts(b, "</encoded-image>");
	}
	xw_buf_puts(b, "</background-picture></cell>\n");
}

static void
put_cell(struct xw_buf *b, const struct xw_puzzle *p, const json_object *kept,
    int r, int c, int labelled)
{
	const struct xw_cell *cell = xw_cell_at(p, r, c);
	const char *shape;
	char num[16], *up;

	xw_buf_printf(b, "      <cell x=\"%d\" y=\"%d\"", c + 1, r + 1);
	if (cell->kind == XW_CELL_NULL) {
		xw_buf_puts(b, " type=\"void\"/>\n");
		return;
	}
	if (cell->kind == XW_CELL_BLOCK) {
		xw_buf_puts(b, " type=\"block\"");
		put_color(b, cell);
		put_bars(b, cell);
		put_cell_end(b, kept, r, c);
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
	} else if (cell->value != NULL && *cell->value != '\0') {
		/* In capitals, as solvers enter and check letters. */
		up = xw_utf8_upper(cell->value);
		put_attr(b, "solve-state", up);
		free(up);
	}
	shape = cell->shape != NULL ? cell->shape :
	    (cell->style & XW_STYLE_CIRCLE) ? "circle" : NULL;
	if (shape != NULL)
		put_attr(b, "background-shape", shape);
	put_color(b, cell);
	put_bars(b, cell);
	put_cell_end(b, kept, r, c);
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

/*
 * The heading a solver sees over list l: Across or Down (their labels,
 * Waagerecht of Across:Waagerecht, are said left out: the reader knows
 * the lists by these titles); of another list, its label, Southeast of
 * Diagonal:Southeast, as ipuz-render heads it and kotwords writes it
 * (the reader names it again from its cells), or else its name: a list
 * without a label, or one whose label the reader would take for another
 * list's name (Down of Clues:Down). What the reader names otherwise,
 * format.c says left out.
 */
const char *
xw_jpz_list_title(const struct xw_cluelist *l)
{
	const char *colon = strchr(l->name, ':');

	if (l->dir == XW_DIR_ACROSS)
		return "Across";
	if (l->dir == XW_DIR_DOWN)
		return "Down";
	return colon != NULL && colon[1] != '\0' &&
	    !xw_jpz_title_is_name(colon + 1) ? colon + 1 : l->name;
}

/* Words, numbered from 1 in clue order, then the clue lists. */
static void
put_clues(struct xw_buf *b, const struct xw_puzzle *p)
{
	const struct xw_cluelist *l;
	const struct xw_clue *clue;
	struct xw_pos *cells, *tmp;
	const char *en, *title;
	size_t i, j, n, len;
	int id = 0, shown = xw_puzzle_shows_enumerations(p);

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
		title = xw_jpz_list_title(l);
		put_escaped(b, title, strlen(title), 0);
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
			/* A format is shown: a hidden one is left out; its
			   bare text, as the solver adds the parentheses. */
			if (clue->enumeration != NULL && shown) {
				en = xw_enumeration_bare(clue->enumeration,
				    &len);
				put_attr_n(b, "format", en, len);
			}
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
	for (i = 0; i < XW_JPZ_NMETA; i++)
		put_elem(b, "    ", xw_jpz_meta[i].elem,
		    p->meta[xw_jpz_meta[i].m]);
	xw_buf_puts(b, "  </metadata>\n");
	put_elem(b, "  ", "instructions", p->meta[XW_META_INTRO]);
}

int
xw_jpz_write(const struct xw_puzzle *p, struct xw_buf *b, struct xw_error *e)
{
	int coded = xw_puzzle_is_kind(p, XW_KIND_CODED);
	/* A grid without labels is written with its numbers. */
	int labelled = xw_grid_labelled(p), r, c;
	const json_object *kept = xw_jpz_kept_cells(p);
	const char *elem, *what;
	size_t start = b->len;

	if (xw_write_refuse_empty(p, e))
		return -1;
	/* XML has no place for most control characters: a solution that
	   holds one would be left out, and the cell read back empty. */
	for (r = 0; r < p->height; r++)
		for (c = 0; c < p->width; c++)
			if (xml_control(xw_cell_at(p, r, c)->solution))
				return xw_seterr(e, XW_ERR_CANNOT_HOLD, "", 0,
				    0, "cell r%dc%d holds a control character, "
				    "which a .jpz cannot hold", r + 1, c + 1);
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
			put_cell(b, p, kept, r, c, labelled);
	xw_buf_puts(b, "    </grid>\n");
	put_clues(b, p);
	xw_buf_printf(b, "  </%s>\n", elem);
	xw_buf_puts(b, "</rectangular-puzzle>\n</crossword-compiler-applet>\n");
	/* What the reader refuses unread is not written. */
	if (xw_xml_over(b->s + start, b->len - start, &what) < b->len - start)
		return xw_seterr(e, XW_ERR_CANNOT_HOLD, "", 0, 0, "a %dx%d "
		    "grid needs more %s than a .jpz is read with (%ld)",
		    p->width, p->height, what, what[0] == 'a' ?
		    XW_MAX_XML_ATTRS : XW_MAX_XML_NODES);
	return 0;
}
