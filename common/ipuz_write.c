/* See LICENSE file for copyright and license details. */
/* The ipuz writer: the model back to JSON, keeping what it did not change. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "ipuz.h"
#include "util.h"

/* One json-c print style everywhere, so output is byte-stable. */
#define XW_JSON_FLAGS (JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | \
    JSON_C_TO_STRING_NOSLASHESCAPE)

static json_object *
grid_at(json_object *rows, int r, int c)
{
	return json_object_array_get_idx(json_object_array_get_idx(rows, r), c);
}

/* The document's block or empty marker, or the default. */
static json_object *
marker(const struct xw_puzzle *p, const char *key, json_object *dflt)
{
	json_object *v;

	if (p->doc != NULL && json_object_object_get_ex(p->doc, key, &v) &&
	    v != NULL) {
		json_object_put(dflt);
		return json_object_get(v);
	}
	return dflt;
}

/* A label as a number when it is one, as ipuz writers usually do. */
static json_object *
label_json(const char *label)
{
	char *end;
	long n = strtol(label, &end, 10);

	if (*end == '\0' && end != label && n >= 0 && label[0] != '0')
		return json_object_new_int64(n);
	return json_object_new_string(label);
}

static json_object *
style_json(const struct xw_cell *cell)
{
	json_object *style;
	char bars[5], *b = bars;

	/* Most cells have no style: make no object for them. */
	if (cell->shape == NULL && cell->bars == 0 && cell->color == NULL &&
	    !(cell->style & (XW_STYLE_CIRCLE | XW_STYLE_SHADED)))
		return NULL;
	style = json_object_new_object();

	if (cell->shape != NULL)
		json_object_object_add(style, "shapebg",
		    json_object_new_string(cell->shape));
	else if (cell->style & XW_STYLE_CIRCLE)
		json_object_object_add(style, "shapebg",
		    json_object_new_string("circle"));
	if (cell->bars != 0) {
		if (cell->bars & XW_BAR_TOP)
			*b++ = 'T';
		if (cell->bars & XW_BAR_RIGHT)
			*b++ = 'R';
		if (cell->bars & XW_BAR_BOTTOM)
			*b++ = 'B';
		if (cell->bars & XW_BAR_LEFT)
			*b++ = 'L';
		*b = '\0';
		json_object_object_add(style, "barred",
		    json_object_new_string(bars));
	}
	if (cell->color != NULL)
		json_object_object_add(style, "color",
		    json_object_new_string(cell->color));
	else if (cell->style & XW_STYLE_SHADED)
		json_object_object_add(style, "highlight",
		    json_object_new_boolean(1));
	if (json_object_object_length(style) == 0) {
		json_object_put(style);
		return NULL;
	}
	return style;
}

/* A cell for a grid being rewritten; old is its value as read, or NULL. */
typedef json_object *cell_writer(const struct xw_cell *, json_object *old,
    json_object *block, json_object *empty);

static json_object *
puzzle_cell(const struct xw_cell *cell, json_object *old, json_object *block,
    json_object *empty)
{
	json_object *m, *o, *style;

	(void)old;
	if (cell->kind == XW_CELL_NULL)
		return NULL;
	m = cell->kind == XW_CELL_BLOCK ? json_object_get(block) :
	    cell->label != NULL ? label_json(cell->label) : json_object_get(empty);
	style = style_json(cell);
	if (style == NULL && cell->given == NULL)
		return m;
	o = json_object_new_object();
	json_object_object_add(o, "cell", m);
	if (style != NULL)
		json_object_object_add(o, "style", style);
	if (cell->given != NULL)
		json_object_object_add(o, "value",
		    json_object_new_string(cell->given));
	return o;
}

/*
 * A solution or saved value. When the old value was an object (with a
 * style or direction-specific values), only its "value" is replaced.
 */
static json_object *
value_cell(const char *s, const struct xw_cell *cell, json_object *block,
    json_object *old)
{
	json_object *v, *copy = NULL;

	if (cell->kind == XW_CELL_NULL)
		return NULL;
	if (cell->kind == XW_CELL_BLOCK)
		return json_object_get(block);
	v = json_object_new_string(s != NULL ? s : "");
	if (old == NULL || !json_object_is_type(old, json_type_object) ||
	    json_object_deep_copy(old, &copy, NULL) != 0)
		return v;
	json_object_object_add(copy, "value", v);
	return copy;
}

static json_object *
solution_cell(const struct xw_cell *cell, json_object *old, json_object *block,
    json_object *empty)
{
	(void)empty;
	return value_cell(cell->solution, cell, block, old);
}

static json_object *
saved_cell(const struct xw_cell *cell, json_object *old, json_object *block,
    json_object *empty)
{
	(void)empty;
	return value_cell(cell->value, cell, block, old);
}

/*
 * A grid, cell by cell: a cell that did not change is copied from the
 * document as it was read; the rest are written from the model.
 */
static json_object *
grid_json(const struct xw_puzzle *p, const char *key, unsigned bit,
    cell_writer *write)
{
	json_object *old = NULL, *rows, *row, *v, *was;
	json_object *block = marker(p, "block", json_object_new_string("#"));
	json_object *empty = marker(p, "empty", json_object_new_int(0));
	const struct xw_cell *cell;
	int r, c;

	if (p->doc != NULL)
		json_object_object_get_ex(p->doc, key, &old);
	rows = json_object_new_array_ext(p->height);
	for (r = 0; r < p->height; r++) {
		row = json_object_new_array_ext(p->width);
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			was = old != NULL ? grid_at(old, r, c) : NULL;
			if (old != NULL && !(cell->changed & bit))
				v = json_object_get(was);
			else
				v = write(cell, was, block, empty);
			json_object_array_add(row, v);
		}
		json_object_array_add(rows, row);
	}
	json_object_put(block);
	json_object_put(empty);
	return rows;
}

static json_object *
clue_json(const struct xw_clue *clue)
{
	json_object *o, *cells, *pt;
	size_t i;

	if (clue->enumeration == NULL && clue->answer == NULL &&
	    !clue->explicit_cells && *clue->number != '\0') {
		o = json_object_new_array_ext(2);
		json_object_array_add(o, label_json(clue->number));
		json_object_array_add(o, json_object_new_string(clue->text));
		return o;
	}
	o = json_object_new_object();
	if (*clue->number != '\0')
		json_object_object_add(o, "number", label_json(clue->number));
	json_object_object_add(o, "clue", json_object_new_string(clue->text));
	if (clue->enumeration != NULL)
		json_object_object_add(o, "enumeration",
		    json_object_new_string(clue->enumeration));
	if (clue->answer != NULL)
		json_object_object_add(o, "answer",
		    json_object_new_string(clue->answer));
	if (clue->explicit_cells) {
		/* We write 1-based coordinates, as the ipuz examples do. */
		cells = json_object_new_array_ext((int)clue->ncells);
		for (i = 0; i < clue->ncells; i++) {
			pt = json_object_new_array_ext(2);
			json_object_array_add(pt,
			    json_object_new_int(clue->cells[i].col + 1));
			json_object_array_add(pt,
			    json_object_new_int(clue->cells[i].row + 1));
			json_object_array_add(cells, pt);
		}
		json_object_object_add(o, "cells", cells);
	}
	return o;
}

static json_object *
clues_json(const struct xw_puzzle *p)
{
	json_object *clues = json_object_new_object(), *list;
	size_t i, j;

	for (i = 0; i < p->nlists; i++) {
		list = json_object_new_array_ext((int)p->lists[i].nclues);
		for (j = 0; j < p->lists[i].nclues; j++)
			json_object_array_add(list, clue_json(&p->lists[i].clues[j]));
		json_object_object_add(clues, p->lists[i].name, list);
	}
	return clues;
}

static json_object *
kind_json(const struct xw_puzzle *p)
{
	json_object *kind = json_object_new_array();
	size_t i;

	for (i = 0; i < p->nkinds; i++)
		json_object_array_add(kind, json_object_new_string(p->kinds[i]));
	if (p->nkinds == 0)
		json_object_array_add(kind,
		    json_object_new_string("http://ipuz.org/crossword#1"));
	return kind;
}

static json_object *
dimensions_json(const struct xw_puzzle *p)
{
	json_object *dims = json_object_new_object();

	json_object_object_add(dims, "width", json_object_new_int(p->width));
	json_object_object_add(dims, "height", json_object_new_int(p->height));
	return dims;
}

/* The meta index of key, or -1. */
static int
meta_index(const char *key)
{
	int m;

	for (m = 0; m < XW_META_N; m++)
		if (strcmp(key, xw_meta_key(m)) == 0)
			return m;
	return -1;
}

/*
 * The value to write for a top-level key the model owns: new when the
 * model changed it or there is no document, else NULL (copy the old).
 * *drop is set when the key should disappear.
 */
static json_object *
owned_json(const struct xw_puzzle *p, const char *key, int *drop)
{
	int fresh = p->doc == NULL, m;

	*drop = 0;
	if ((m = meta_index(key)) >= 0) {
		if (!fresh && !(p->changed & XW_CHANGED_META))
			return NULL;
		if (p->meta[m] == NULL) {
			*drop = 1;
			return NULL;
		}
		return json_object_new_string(p->meta[m]);
	}
	if (strcmp(key, "puzzle") == 0 &&
	    (fresh || (p->changed & XW_CHANGED_PUZZLE)))
		return grid_json(p, "puzzle", XW_CHANGED_PUZZLE, puzzle_cell);
	if (strcmp(key, "solution") == 0 && p->has_solution &&
	    (fresh || (p->changed & XW_CHANGED_SOLUTION)))
		return grid_json(p, "solution", XW_CHANGED_SOLUTION,
		    solution_cell);
	if (strcmp(key, "saved") == 0 && p->has_saved &&
	    (fresh || (p->changed & XW_CHANGED_SAVED)))
		return grid_json(p, "saved", XW_CHANGED_SAVED, saved_cell);
	if (strcmp(key, "clues") == 0 && (fresh || (p->changed &
	    XW_CHANGED_CLUES)))
		return clues_json(p);
	return NULL;
}

static const char *const key_order[] = {
	"version", "kind", "title", "author", "editor", "copyright",
	"publisher", "publication", "url", "uniqueid", "date", "difficulty",
	"origin", "intro", "explanation", "annotation", "notes",
	"dimensions", "puzzle", "solution", "saved", "clues"
};

static json_object *
fresh_json(const struct xw_puzzle *p, const char *key)
{
	int drop;

	if (strcmp(key, "version") == 0)
		return json_object_new_string(p->version != NULL ? p->version :
		    "http://ipuz.org/v2");
	if (strcmp(key, "kind") == 0)
		return kind_json(p);
	if (strcmp(key, "dimensions") == 0)
		return dimensions_json(p);
	if (strcmp(key, "solution") == 0 && !p->has_solution)
		return NULL;
	if (strcmp(key, "saved") == 0 && !p->has_saved)
		return NULL;
	return owned_json(p, key, &drop);
}

json_object *
xw_ipuz_json(const struct xw_puzzle *p)
{
	json_object *out = json_object_new_object(), *v;
	size_t i;
	int drop;

	if (p->doc != NULL) {
		json_object_object_foreach(p->doc, key, old) {
			v = owned_json(p, key, &drop);
			if (!drop)
				json_object_object_add(out, key, v != NULL ? v :
				    json_object_get(old));
		}
	}
	/* Keys the model has that the document (if any) had not. */
	for (i = 0; i < sizeof(key_order) / sizeof(key_order[0]); i++) {
		if (json_object_object_get_ex(out, key_order[i], NULL))
			continue;
		if (p->doc != NULL && meta_index(key_order[i]) < 0 &&
		    strcmp(key_order[i], "solution") != 0 &&
		    strcmp(key_order[i], "saved") != 0 &&
		    strcmp(key_order[i], "clues") != 0)
			continue;
		if ((v = fresh_json(p, key_order[i])) != NULL)
			json_object_object_add(out, key_order[i], v);
	}
	return out;
}

/* Printing: json-c's pretty style, without its printf per number. */

static void
add_indent(struct xw_buf *t, int level)
{
	static const char spaces[] = "                                ";
	size_t n = (size_t)level * 2;

	for (; n > sizeof(spaces) - 1; n -= sizeof(spaces) - 1)
		xw_buf_add(t, spaces, sizeof(spaces) - 1);
	xw_buf_add(t, spaces, n);
}

/* A JSON string: the escapes json-c writes, '/' as it is. */
static void
add_string(struct xw_buf *t, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	size_t i, start = 0;
	char esc[7];

	xw_buf_add(t, "\"", 1);
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		xw_buf_add(t, s + start, i - start);
		start = i + 1;
		switch (c) {
		case '\b': xw_buf_add(t, "\\b", 2); break;
		case '\n': xw_buf_add(t, "\\n", 2); break;
		case '\r': xw_buf_add(t, "\\r", 2); break;
		case '\t': xw_buf_add(t, "\\t", 2); break;
		case '\f': xw_buf_add(t, "\\f", 2); break;
		case '"': xw_buf_add(t, "\\\"", 2); break;
		case '\\': xw_buf_add(t, "\\\\", 2); break;
		default:
			memcpy(esc, "\\u00", 4);
			esc[4] = hex[c >> 4];
			esc[5] = hex[c & 0xf];
			xw_buf_add(t, esc, 6);
		}
	}
	xw_buf_add(t, s + start, n - start);
	xw_buf_add(t, "\"", 1);
}

static void
print_json(struct xw_buf *t, json_object *v, int level)
{
	char num[24], *b;
	uint64_t u;
	int64_t n;
	size_t i, len;
	int first = 1;

	switch (json_object_get_type(v)) {
	case json_type_null:
		xw_buf_add(t, "null", 4);
		break;
	case json_type_boolean:
		if (json_object_get_boolean(v))
			xw_buf_add(t, "true", 4);
		else
			xw_buf_add(t, "false", 5);
		break;
	case json_type_int:
		n = json_object_get_int64(v);
		if (n == INT64_MAX) {	/* perhaps a larger unsigned one */
			b = (char *)json_object_to_json_string_ext(v,
			    XW_JSON_FLAGS);
			xw_buf_add(t, b, strlen(b));
			break;
		}
		u = n < 0 ? 0 - (uint64_t)n : (uint64_t)n;
		b = num + sizeof(num);
		do
			*--b = (char)('0' + u % 10);
		while ((u /= 10) != 0);
		if (n < 0)
			*--b = '-';
		xw_buf_add(t, b, (size_t)(num + sizeof(num) - b));
		break;
	case json_type_double:
		b = (char *)json_object_to_json_string_ext(v, XW_JSON_FLAGS);
		xw_buf_add(t, b, strlen(b));
		break;
	case json_type_string:
		add_string(t, json_object_get_string(v),
		    (size_t)json_object_get_string_len(v));
		break;
	case json_type_object:
		xw_buf_add(t, "{\n", 2);
		json_object_object_foreach(v, key, val) {
			if (!first)
				xw_buf_add(t, ",\n", 2);
			first = 0;
			add_indent(t, level + 1);
			add_string(t, key, strlen(key));
			xw_buf_add(t, ": ", 2);
			print_json(t, val, level + 1);
		}
		if (!first)
			xw_buf_add(t, "\n", 1);
		add_indent(t, level);
		xw_buf_add(t, "}", 1);
		break;
	case json_type_array:
		xw_buf_add(t, "[\n", 2);
		len = json_object_array_length(v);
		for (i = 0; i < len; i++) {
			if (i > 0)
				xw_buf_add(t, ",\n", 2);
			add_indent(t, level + 1);
			print_json(t, json_object_array_get_idx(v, i),
			    level + 1);
		}
		if (len > 0)
			xw_buf_add(t, "\n", 1);
		add_indent(t, level);
		xw_buf_add(t, "]", 1);
		break;
	}
}

char *
xw_ipuz_dump(const struct xw_puzzle *p)
{
	json_object *out = xw_ipuz_json(p);
	struct xw_buf t = { NULL, 0, 0 };

	print_json(&t, out, 0);
	xw_buf_add(&t, "\n", 1);
	json_object_put(out);
	return xw_buf_take(&t);
}

int
xw_ipuz_save(const struct xw_puzzle *p, const char *path, struct xw_error *e)
{
	struct xw_out *o;
	char *text;

	if ((o = xw_out_open(path, e)) == NULL)
		return -1;
	text = xw_ipuz_dump(p);
	fputs(text, xw_out_stream(o));
	free(text);
	return xw_out_close(o, e);
}

void
xw_json_println(json_object *doc)
{
	puts(json_object_to_json_string_ext(doc, JSON_C_TO_STRING_PLAIN |
	    JSON_C_TO_STRING_NOSLASHESCAPE));
	json_object_put(doc);
}
