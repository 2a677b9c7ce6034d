/* See LICENSE file for copyright and license details. */
/*
 * The ipuz writer: the model printed as JSON text in json-c's pretty
 * style, but for a grid's rows, each on one line as people write them
 * ([1, 2, "#"]), straight from the model, with no json-c document built
 * on the way. A document that was read is copied for what the model did
 * not change, unknown fields included.
 */
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "clocale.h"
#include "ipuz.h"
#include "jsondoc.h"
#include "util.h"

/* One json-c print style everywhere, so output is byte-stable. */
#define XW_JSON_FLAGS (JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | \
    JSON_C_TO_STRING_NOSLASHESCAPE)

/* Printing: json-c's pretty style, without its printf per number. */

/* Newline and indent: ",\n" and as many spaces as the deepest level. */
static const char breaks[] = ",\n" \
    "                                                                ";

static void
add_indent(struct xw_buf *t, int level)
{
	size_t n = (size_t)level * 2;

	for (; n > sizeof(breaks) - 3; n -= sizeof(breaks) - 3)
		xw_buf_add(t, breaks + 2, sizeof(breaks) - 3);
	xw_buf_add(t, breaks + 2, n);
}

/*
 * Whether any of the eight bytes in x is one a JSON string escapes: a
 * control, '"' or '\\' (each test is the classic "has a byte less than
 * n"; a false alarm only sends the bytes the slow way).
 */
static int
escapes8(uint64_t x)
{
	const uint64_t ones = 0x0101010101010101ULL;
	uint64_t q = x ^ (ones * '"'), b = x ^ (ones * '\\');

	return ((((x - ones * 0x20) & ~x) | ((q - ones) & ~q) |
	    ((b - ones) & ~b)) & XW_HIGH_BITS) != 0;
}

/* A JSON string: the escapes json-c writes, '/' as it is. */
static void
add_string(struct xw_buf *t, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	size_t i, start = 0;
	char esc[7];

	/* A grid's letters, in one piece. */
	if (n == 1 && (unsigned char)s[0] >= 0x20 && s[0] != '"' &&
	    s[0] != '\\') {
		esc[0] = esc[2] = '"';
		esc[1] = s[0];
		xw_buf_add(t, esc, 3);
		return;
	}
	xw_buf_add(t, "\"", 1);
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (n - i >= 8 && !escapes8(xw_load64(s + i))) {
			i += 7;
			continue;
		}
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
add_cstring(struct xw_buf *t, const char *s)
{
	/* Most are a grid's one letter: no call to strlen for them. */
	add_string(t, s, s[0] == '\0' ? 0 : s[1] == '\0' ? 1 : strlen(s));
}

/* Whether s is a whole number in decimal, to be written as one. */
static int
whole_number(const char *s)
{
	size_t n = strspn(s + (*s == '-'), "0123456789");

	return n > 0 && s[(*s == '-') + n] == '\0';
}

static void
add_int(struct xw_buf *t, long long n)
{
	char num[XW_ITOA_SIZE];

	xw_buf_puts(t, xw_itoa(n, num));
}

/*
 * A level below 0 prints on one line: ONE_LINE and what nesting adds to
 * it, which stays below 0.
 */
#define ONE_LINE (INT_MIN / 2)

/* The opening bracket of an object or array at level. */
static void
open_brace(struct xw_buf *t, int level, char brace)
{
	xw_buf_add(t, &brace, 1);
	if (level >= 0)
		xw_buf_add(t, "\n", 1);
}

/*
 * The double v, in standard JSON: as json-c read it ("1.50") when that is
 * standard, else its value at the fewest digits that give it back ("1."
 * is 1.0, "01.5" 1.5). NaN and Infinity, which JSON has no way to write,
 * as json-c writes them: a caller that must write standard JSON refuses
 * them first (xw_json_nonfinite). In the C locale, whatever the program's:
 * under de_DE, %g writes 1.5 as "1,5", two numbers to every reader.
 */
static void
add_double(struct xw_buf *t, struct json_object *v)
{
	const char *text = json_object_to_json_string_ext(v, XW_JSON_FLAGS);
	double d = json_object_get_double(v);
	size_t len = strlen(text);
	const char *what;
	char num[40];
	int digits;

	if (!isfinite(d) || xw_json_nonstandard(text, 0, len, &what, NULL) ==
	    len) {
		xw_buf_puts(t, text);
		return;
	}
	for (digits = 1; digits < 17; digits++) {
		xw_c_snprintf(num, sizeof(num), "%.*g", digits, d);
		if (xw_c_strtod(num, NULL) == d)
			break;
	}
	xw_c_snprintf(num, sizeof(num), "%.*g", digits, d);
	/* Still a double to the next reader, as it was to this one. */
	if (strpbrk(num, ".e") == NULL)
		strcat(num, ".0");
	xw_buf_puts(t, num);
}

/*
 * The members of an object or array being printed: before each, ",\n"
 * (but for the first) and the indent of level + 1; at the end, "\n" (if
 * there were any), the indent of level and the closing bracket. On one
 * line, ", " between members and nothing else.
 */
static void
item(struct xw_buf *t, int *first, int level)
{
	size_t n = (size_t)level * 2 + 2;

	if (level < 0) {
		if (!*first)
			xw_buf_add(t, ", ", 2);
	} else if (n <= sizeof(breaks) - 3) {
		/* One copy of the comma, newline and indent. */
		xw_buf_add(t, breaks + (*first ? 2 : 0), n + (*first ? 0 : 2));
	} else {
		if (!*first)
			xw_buf_add(t, ",\n", 2);
		add_indent(t, level + 1);
	}
	*first = 0;
}

static void
key(struct xw_buf *t, int *first, int level, const char *k)
{
	item(t, first, level);
	add_cstring(t, k);
	xw_buf_add(t, ": ", 2);
}

static void
close_brace(struct xw_buf *t, int first, int level, char brace)
{
	if (level >= 0) {
		if (!first)
			xw_buf_add(t, "\n", 1);
		add_indent(t, level);
	}
	xw_buf_add(t, &brace, 1);
}

static void
print_json(struct xw_buf *t, json_object *v, int level)
{
	size_t i, len;
	int64_t n;
	int first = 1;

	switch (json_object_get_type(v)) {
	case json_type_null:
		xw_buf_add(t, "null", 4);
		break;
	case json_type_boolean:
		xw_buf_puts(t, json_object_get_boolean(v) ? "true" : "false");
		break;
	case json_type_int:
		n = json_object_get_int64(v);
		if (n != INT64_MAX) {
			add_int(t, n);
			break;
		}
		/* Perhaps a larger unsigned one: json-c prints it. */
		/* FALLTHROUGH */
	case json_type_double:
		add_double(t, v);
		break;
	case json_type_string:
		add_string(t, json_object_get_string(v),
		    (size_t)json_object_get_string_len(v));
		break;
	case json_type_object:
		open_brace(t, level, '{');
		json_object_object_foreach(v, k, val) {
			key(t, &first, level, k);
			print_json(t, val, level + 1);
		}
		close_brace(t, first, level, '}');
		break;
	case json_type_array:
		open_brace(t, level, '[');
		len = json_object_array_length(v);
		for (i = 0; i < len; i++) {
			item(t, &first, level);
			print_json(t, json_object_array_get_idx(v, i),
			    level + 1);
		}
		close_brace(t, first, level, ']');
		break;
	}
}

/* The model */

struct printer {
	struct xw_buf *t;
	const struct xw_puzzle *p;
	json_object *block, *empty;	/* the document's markers, or NULL */
	struct xw_puzzle *was;		/* the document as it reads, or NULL:
					   see read_back */
};

/* The block or empty marker: the document's, or the default (n bytes). */
static void
print_marker(struct printer *pr, json_object *m, const char *dflt, size_t n,
    int level)
{
	if (m != NULL)
		print_json(pr->t, m, level);
	else
		xw_buf_add(pr->t, dflt, n);
}

/* A label as a number when it is one, as ipuz writers usually do. */
static void
print_label(struct xw_buf *t, const char *label)
{
	size_t n = 0;
	char *end;
	long v;

	while (label[n] >= '0' && label[n] <= '9')
		n++;
	/* Digits without a leading zero, as most labels are, print as
	   they are; anything else strtol makes a number of is a number. */
	if (n > 0 && n < 10 && label[n] == '\0' && label[0] != '0') {
		xw_buf_add(t, label, n);
		return;
	}
	v = strtol(label, &end, 10);
	if (*end == '\0' && end != label && v >= 0 && label[0] != '0')
		add_int(t, v);
	else
		add_cstring(t, label);
}

int
xw_ipuz_style_held(const char *k, json_object *v, const struct xw_cell *c)
{
	if (v == NULL || (json_object_is_type(v, json_type_boolean) &&
	    !json_object_get_boolean(v)) ||
	    (json_object_is_type(v, json_type_string) &&
	    json_object_get_string_len(v) == 0) ||
	    (json_object_is_type(v, json_type_object) &&
	    json_object_object_length(v) == 0))
		return 1;
	if (strcmp(k, "shapebg") == 0 || strcmp(k, "barred") == 0 ||
	    strcmp(k, "color") == 0 || strcmp(k, "highlight") == 0)
		return 1;
	if (strcmp(k, "mark") == 0 && c->label != NULL &&
	    json_object_is_type(v, json_type_object) &&
	    json_object_object_length(v) == 1) {
		json_object_object_foreach(v, corner, text) {
			(void)corner;
			return json_object_is_type(text, json_type_string) &&
			    strcmp(json_object_get_string(text), c->label) == 0;
		}
	}
	return 0;
}

/*
 * The style of the document's cell old, at (r, c), when the writer is
 * to keep what of it the model does not hold (a mark, "divided",
 * "imagebg"...): its own object or the named one of "styles"; NULL when
 * it has none, or the caller cleared the cell (xw_cell_clear).
 */
static json_object *
kept_style(const struct printer *pr, const struct xw_cell *cell,
    json_object *old)
{
	json_object *style, *named;

	if (cell->changed & XW_CHANGED_PUZZLE ||
	    !json_object_is_type(old, json_type_object) ||
	    !json_object_object_get_ex(old, "style", &style))
		return NULL;
	if (json_object_is_type(style, json_type_string) &&
	    (!json_object_object_get_ex(pr->p->doc, "styles", &named) ||
	    !json_object_object_get_ex(named, json_object_get_string(style),
	    &style)))
		return NULL;
	return json_object_is_type(style, json_type_object) ? style : NULL;
}

/* The cell of the document as read that is at cell's place, to tell
   what of its style the model held; cell itself when it did not read. */
static const struct xw_cell *
cell_as_read(const struct printer *pr, const struct xw_cell *cell)
{
	size_t i = (size_t)(cell - pr->p->cells);

	return pr->was != NULL && pr->was->width == pr->p->width &&
	    pr->was->height == pr->p->height ? &pr->was->cells[i] : cell;
}

/* How many members of the style kept are beyond the model. */
static size_t
count_kept(json_object *kept, const struct xw_cell *was)
{
	size_t n = 0;

	if (kept == NULL)
		return 0;
	json_object_object_foreach(kept, k, v)
		n += !xw_ipuz_style_held(k, v, was);
	return n;
}

static int
has_style(const struct xw_cell *cell)
{
	return cell->shape != NULL || cell->bars != 0 || cell->color != NULL ||
	    (cell->style & (XW_STYLE_CIRCLE | XW_STYLE_SHADED));
}

/* The model's style of cell, then the members of kept beyond the model
   (the style of the cell as read, was, or NULL). */
static void
print_style(struct xw_buf *t, const struct xw_cell *cell, json_object *kept,
    const struct xw_cell *was, int level)
{
	char bars[5], *b = bars;
	int first = 1;

	open_brace(t, level, '{');
	if (cell->shape != NULL || (cell->style & XW_STYLE_CIRCLE)) {
		key(t, &first, level, "shapebg");
		add_cstring(t, cell->shape != NULL ? cell->shape : "circle");
	}
	if (cell->bars != 0) {
		if (cell->bars & XW_BAR_TOP)
			*b++ = 'T';
		if (cell->bars & XW_BAR_RIGHT)
			*b++ = 'R';
		if (cell->bars & XW_BAR_BOTTOM)
			*b++ = 'B';
		if (cell->bars & XW_BAR_LEFT)
			*b++ = 'L';
		key(t, &first, level, "barred");
		add_string(t, bars, (size_t)(b - bars));
	}
	if (cell->color != NULL) {
		key(t, &first, level, "color");
		if ((cell->style & XW_STYLE_PALETTE) && whole_number(cell->color))
			xw_buf_puts(t, cell->color);	/* a number, as read */
		else
			add_cstring(t, cell->color);
	} else if (cell->style & XW_STYLE_SHADED) {
		key(t, &first, level, "highlight");
		xw_buf_add(t, "true", 4);
	}
	if (kept != NULL) {
		json_object_object_foreach(kept, k, v) {
			if (xw_ipuz_style_held(k, v, was))
				continue;
			key(t, &first, level, k);
			print_json(t, v, level + 1);
		}
	}
	close_brace(t, first, level, '}');
}

static void
print_cell_marker(struct printer *pr, const struct xw_cell *cell, int level)
{
	if (cell->kind == XW_CELL_BLOCK)
		print_marker(pr, pr->block, "\"#\"", 3, level);
	else if (cell->label != NULL)
		print_label(pr->t, cell->label);
	else
		print_marker(pr, pr->empty, "0", 1, level);
}

/* A cell of the puzzle grid: its marker, with its style and given value. */
static void
print_puzzle_cell(struct printer *pr, const struct xw_cell *cell,
    json_object *old, int level)
{
	struct xw_buf *t = pr->t;
	json_object *kept = kept_style(pr, cell, old);
	const struct xw_cell *was = cell_as_read(pr, cell);
	int first = 1, styled = has_style(cell) || count_kept(kept, was) > 0;

	if (cell->kind == XW_CELL_NULL) {
		xw_buf_add(t, "null", 4);
		return;
	}
	if (!styled && cell->given == NULL) {
		print_cell_marker(pr, cell, level);
		return;
	}
	open_brace(t, level, '{');
	key(t, &first, level, "cell");
	print_cell_marker(pr, cell, level + 1);
	if (styled) {
		key(t, &first, level, "style");
		print_style(t, cell, kept, was, level + 1);
	}
	if (cell->given != NULL) {
		key(t, &first, level, "value");
		add_cstring(t, cell->given);
	}
	close_brace(t, first, level, '}');
}

/* s, or with alts (NULL-terminated) after it, the array of them all. */
static void
print_text(struct xw_buf *t, const char *s, char *const *alts, int level)
{
	int first = 1;

	if (alts == NULL) {
		add_cstring(t, s);
		return;
	}
	open_brace(t, level, '[');
	item(t, &first, level);
	add_cstring(t, s);
	for (; *alts != NULL; alts++) {
		item(t, &first, level);
		add_cstring(t, *alts);
	}
	close_brace(t, first, level, ']');
}

/*
 * A solution or saved value, with the alternatives alts (or NULL). When
 * the old value was an object (with a style or direction-specific
 * values), only its "value" is replaced.
 */
static void
print_value(struct printer *pr, const struct xw_cell *cell, const char *s,
    char *const *alts, json_object *old, int level)
{
	struct xw_buf *t = pr->t;
	int first = 1, done = 0;

	if (cell->kind == XW_CELL_NULL) {
		xw_buf_add(t, "null", 4);
		return;
	}
	if (cell->kind == XW_CELL_BLOCK) {
		print_marker(pr, pr->block, "\"#\"", 3, level);
		return;
	}
	if (s == NULL) {
		s = "";
		alts = NULL;
	}
	if (old == NULL || !json_object_is_type(old, json_type_object)) {
		print_text(t, s, alts, level);
		return;
	}
	open_brace(t, level, '{');
	json_object_object_foreach(old, k, v) {
		key(t, &first, level, k);
		if (strcmp(k, "value") == 0 && !done) {
			print_text(t, s, alts, level + 1);
			done = 1;
		} else {
			print_json(t, v, level + 1);
		}
	}
	if (!done) {
		key(t, &first, level, "value");
		print_text(t, s, alts, level + 1);
	}
	close_brace(t, first, level, '}');
}

static void
print_solution_cell(struct printer *pr, const struct xw_cell *cell,
    json_object *old, int level)
{
	print_value(pr, cell, cell->solution, cell->alternatives, old, level);
}

/*
 * A block the solver placed is the block marker; a block of a
 * diagramless puzzle that they did not is empty, as the grid they solve
 * shows it.
 */
static void
print_saved_cell(struct printer *pr, const struct xw_cell *cell,
    json_object *old, int level)
{
	if (cell->mismatch & XW_CHANGED_SAVED)
		print_marker(pr, pr->block, "\"#\"", 3, level);
	else if (cell->kind == XW_CELL_BLOCK &&
	    xw_puzzle_is_kind(pr->p, XW_KIND_DIAGRAMLESS))
		xw_buf_add(pr->t, "\"\"", 2);
	else
		print_value(pr, cell, cell->value, NULL, old, level);
}

typedef void cell_printer(struct printer *, const struct xw_cell *,
    json_object *old, int level);

/* Whether strings a and b (either maybe NULL) are the same. */
static int
same_string(const char *a, const char *b)
{
	return a == b || (a != NULL && b != NULL && strcmp(a, b) == 0);
}

/* Whether NULL-terminated arrays a and b (either maybe NULL) are the same. */
static int
same_strings(char *const *a, char *const *b)
{
	if (a == NULL || b == NULL)
		return a == b;
	for (; *a != NULL && *b != NULL; a++, b++)
		if (strcmp(*a, *b) != 0)
			return 0;
	return *a == *b;
}

/* Whether cells a and b differ in what grid bit (XW_CHANGED_*) shows. */
static int
cell_differs(const struct xw_cell *a, const struct xw_cell *b, unsigned bit)
{
	if (a->kind != b->kind)
		return 1;
	if (bit == XW_CHANGED_PUZZLE)
		return !same_string(a->label, b->label) ||
		    !same_string(a->given, b->given) ||
		    !same_string(a->shape, b->shape) ||
		    !same_string(a->color, b->color) ||
		    a->bars != b->bars || a->style != b->style;
	if (bit == XW_CHANGED_SOLUTION)
		return !same_string(a->solution, b->solution) ||
		    !same_strings(a->alternatives, b->alternatives);
	return !same_string(a->value, b->value) ||
	    (a->mismatch & XW_CHANGED_SAVED) != (b->mismatch & XW_CHANGED_SAVED);
}

/*
 * Whether the cell at (r, c) of grid bit is printed from the model: when
 * a setter marked it, or when it differs from the document as it reads,
 * as a cell a caller changed directly does (libxw(3) asks it to mark only
 * the puzzle's changed); without that reading, every cell is.
 */
static int
cell_changed(const struct printer *pr, int r, int c, unsigned bit)
{
	const struct xw_puzzle *p = pr->p, *was = pr->was;
	const struct xw_cell *cell = xw_cell_at(p, r, c);

	if (cell->changed & bit)
		return 1;
	if (was == NULL || r >= was->height || c >= was->width)
		return 1;
	return cell_differs(cell, xw_cell_at(was, r, c), bit);
}

/*
 * A grid the model changed, row by row, each on one line: a cell that did
 * not change is copied from the document as it was read, with what the
 * model does not hold; the rest are printed from the model.
 */
static void
print_grid(struct printer *pr, const char *name, unsigned bit,
    cell_printer *print_cell, int level)
{
	const struct xw_puzzle *p = pr->p;
	const struct xw_cell *cell;
	json_object *old = NULL, *row, *was;
	struct xw_buf *t = pr->t;
	int r, c, rfirst = 1, cfirst;

	if (p->doc != NULL)
		json_object_object_get_ex(p->doc, name, &old);
	xw_buf_add(t, "[\n", 2);
	for (r = 0; r < p->height; r++) {
		item(t, &rfirst, level);
		xw_buf_add(t, "[", 1);
		row = old != NULL ? json_object_array_get_idx(old, r) : NULL;
		cfirst = 1;
		for (c = 0; c < p->width; c++) {
			cell = &p->cells[(size_t)r * p->width + c];
			was = row != NULL ? json_object_array_get_idx(row, c) :
			    NULL;
			item(t, &cfirst, ONE_LINE);
			if (old != NULL && !cell_changed(pr, r, c, bit))
				print_json(t, was, ONE_LINE);
			else
				print_cell(pr, cell, was, ONE_LINE);
		}
		close_brace(t, cfirst, ONE_LINE, ']');
	}
	close_brace(t, rfirst, level, ']');
}

/*
 * A grid of the document as it was read, each row on one line as
 * print_grid writes them; v is printed as it is when it is no array.
 */
static void
print_rows(struct xw_buf *t, json_object *v, int level)
{
	json_object *row;
	size_t i, len;
	int first = 1;

	if (!json_object_is_type(v, json_type_array)) {
		print_json(t, v, level);
		return;
	}
	open_brace(t, level, '[');
	len = json_object_array_length(v);
	for (i = 0; i < len; i++) {
		item(t, &first, level);
		row = json_object_array_get_idx(v, i);
		print_json(t, row, json_object_is_type(row, json_type_array) ?
		    ONE_LINE : level + 1);
	}
	close_brace(t, first, level, ']');
}

/*
 * A clue's "continued": [{"direction": "Down", "number": 1}, ...], a
 * number as a number when it is one. Rare enough to go through json-c.
 */
static json_object *
continued_json(const struct xw_clue *clue)
{
	json_object *refs = json_object_new_array(), *ref;
	const char *num;
	size_t i;

	for (i = 0; i < clue->ncontinued; i++) {
		ref = json_object_new_object();
		num = clue->continued[i].number;
		json_object_object_add(ref, "direction",
		    json_object_new_string(clue->continued[i].list));
		json_object_object_add(ref, "number", num[0] >= '1' &&
		    num[0] <= '9' && strspn(num, "0123456789") == strlen(num) &&
		    strlen(num) < 10 ? json_object_new_int(atoi(num)) :
		    json_object_new_string(num));
		json_object_array_add(refs, ref);
	}
	return refs;
}

static void
print_clue(struct xw_buf *t, const struct xw_clue *clue, int level)
{
	json_object *refs;
	int first = 1, cfirst = 1;
	size_t i;

	if (clue->enumeration == NULL && clue->answer == NULL &&
	    !clue->explicit_cells && clue->ncontinued == 0 &&
	    clue->label == NULL && *clue->number != '\0') {
		xw_buf_add(t, "[\n", 2);
		item(t, &first, level);
		print_label(t, clue->number);
		item(t, &first, level);
		add_cstring(t, clue->text);
		close_brace(t, first, level, ']');
		return;
	}
	xw_buf_add(t, "{\n", 2);
	if (*clue->number != '\0') {
		key(t, &first, level, "number");
		print_label(t, clue->number);
	}
	if (clue->label != NULL) {
		key(t, &first, level, "label");
		add_cstring(t, clue->label);
	}
	key(t, &first, level, "clue");
	add_cstring(t, clue->text);
	if (clue->enumeration != NULL) {
		key(t, &first, level, "enumeration");
		add_cstring(t, clue->enumeration);
	}
	if (clue->answer != NULL) {
		key(t, &first, level, "answer");
		add_cstring(t, clue->answer);
	}
	if (clue->ncontinued > 0) {
		key(t, &first, level, "continued");
		refs = continued_json(clue);
		print_json(t, refs, level + 1);
		json_object_put(refs);
	}
	if (clue->explicit_cells) {
		/* We write 1-based coordinates, as the ipuz examples do. */
		key(t, &first, level, "cells");
		xw_buf_add(t, "[\n", 2);
		for (i = 0; i < clue->ncells; i++) {
			int pfirst = 1;

			item(t, &cfirst, level + 1);
			xw_buf_add(t, "[\n", 2);
			item(t, &pfirst, level + 2);
			add_int(t, clue->cells[i].col + 1);
			item(t, &pfirst, level + 2);
			add_int(t, clue->cells[i].row + 1);
			close_brace(t, pfirst, level + 2, ']');
		}
		close_brace(t, cfirst, level + 1, ']');
	}
	close_brace(t, first, level, '}');
}

static void
print_clues(struct xw_buf *t, const struct xw_puzzle *p, int level)
{
	const struct xw_cluelist *l;
	int first = 1, cfirst;
	size_t i, j;

	xw_buf_add(t, "{\n", 2);
	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		key(t, &first, level, l->name);
		xw_buf_add(t, "[\n", 2);
		cfirst = 1;
		for (j = 0; j < l->nclues; j++) {
			item(t, &cfirst, level + 1);
			print_clue(t, &l->clues[j], level + 2);
		}
		close_brace(t, cfirst, level + 1, ']');
	}
	close_brace(t, first, level, '}');
}

/* The meta index of key, or -1. */
static int
meta_index(const char *k)
{
	const char *mk;
	int m;

	for (m = 0; m < XW_META_N; m++) {
		mk = xw_meta_key(m);
		if (k[0] == mk[0] && strcmp(k, mk) == 0)
			return m;
	}
	return -1;
}

/* The order of the top-level keys of a new document. */
static const char *const key_order[] = {
	"version", "kind", "title", "author", "editor", "copyright",
	"publisher", "publication", "url", "uniqueid", "date", "difficulty",
	"origin", "intro", "explanation", "annotation", "notes",
	"showenumerations", "dimensions", "puzzle", "solution", "saved",
	"clues"
};

/*
 * Whether p has a saved grid to write: one was read, or a caller gave a
 * cell a value (libxw(3) asks only for XW_CHANGED_SAVED, not has_saved).
 */
static int
has_saved(const struct xw_puzzle *p)
{
	size_t i;

	if (p->has_saved)
		return 1;
	for (i = 0; i < (size_t)p->width * p->height; i++)
		if (p->cells[i].value != NULL)
			return 1;
	return 0;
}

/*
 * Print top-level key k from the model, with its name: when the model
 * changed it, or always when fresh (no document). Returns 1 when k was
 * printed, 0 when the document's value is to be kept, -1 when k is to
 * be left out.
 */
static int
print_owned(struct printer *pr, const char *k, int fresh, int *first)
{
	const struct xw_puzzle *p = pr->p;
	struct xw_buf *t = pr->t;
	int m;

	if ((m = meta_index(k)) >= 0) {
		if (!fresh && !(p->changed & XW_CHANGED_META))
			return 0;
		if (p->meta[m] == NULL)
			return -1;
		key(t, first, 0, k);
		add_cstring(t, p->meta[m]);
		return 1;
	}
	if (strcmp(k, "puzzle") == 0 &&
	    (fresh || (p->changed & XW_CHANGED_PUZZLE))) {
		key(t, first, 0, k);
		print_grid(pr, k, XW_CHANGED_PUZZLE, print_puzzle_cell, 1);
		return 1;
	}
	if (strcmp(k, "solution") == 0 && p->has_solution &&
	    (fresh || (p->changed & XW_CHANGED_SOLUTION))) {
		key(t, first, 0, k);
		print_grid(pr, k, XW_CHANGED_SOLUTION, print_solution_cell, 1);
		return 1;
	}
	if (strcmp(k, "saved") == 0 && has_saved(p) &&
	    (fresh || (p->changed & XW_CHANGED_SAVED))) {
		key(t, first, 0, k);
		print_grid(pr, k, XW_CHANGED_SAVED, print_saved_cell, 1);
		return 1;
	}
	if (strcmp(k, "clues") == 0 &&
	    (fresh || (p->changed & XW_CHANGED_CLUES))) {
		key(t, first, 0, k);
		print_clues(t, p, 1);
		return 1;
	}
	return 0;
}

/* Keys a new document always has, from the model. */
static int
print_head(struct printer *pr, const char *k, int *first)
{
	const struct xw_puzzle *p = pr->p;
	struct xw_buf *t = pr->t;
	int dfirst = 1;
	size_t i;

	if (strcmp(k, "version") == 0) {
		key(t, first, 0, k);
		add_cstring(t, p->version != NULL ? p->version :
		    XW_IPUZ_VERSION);
	} else if (strcmp(k, "kind") == 0) {
		key(t, first, 0, k);
		xw_buf_add(t, "[\n", 2);
		for (i = 0; i < p->nkinds; i++) {
			item(t, &dfirst, 1);
			add_cstring(t, p->kinds[i]);
		}
		if (p->nkinds == 0) {
			item(t, &dfirst, 1);
			add_cstring(t, XW_KIND_CROSSWORD "#1");
		}
		close_brace(t, dfirst, 1, ']');
	} else if (strcmp(k, "dimensions") == 0) {
		key(t, first, 0, k);
		xw_buf_add(t, "{\n", 2);
		key(t, &dfirst, 1, "width");
		add_int(t, p->width);
		key(t, &dfirst, 1, "height");
		add_int(t, p->height);
		close_brace(t, dfirst, 1, '}');
	} else {
		return 0;
	}
	return 1;
}

/* Whether k is one of key_order. */
static int
ordered_key(const char *k)
{
	size_t i;

	for (i = 0; i < sizeof(key_order) / sizeof(key_order[0]); i++)
		if (k[0] == key_order[i][0] && strcmp(k, key_order[i]) == 0)
			return 1;
	return 0;
}

int
xw_ipuz_model_key(const char *key)
{
	/* The reader resolves named styles into cells, and the markers of
	   blocks and empty cells are how the grids are spelt. */
	return ordered_key(key) || strcmp(key, "styles") == 0 ||
	    strcmp(key, "block") == 0 || strcmp(key, "empty") == 0;
}

/*
 * A new document: the model's keys in key_order, with what the reader
 * kept beyond the model in its place in that order, else at the end.
 */
static void
print_fresh(struct printer *pr, int *first)
{
	const struct xw_puzzle *p = pr->p;
	json_object *v;
	size_t i;

	for (i = 0; i < sizeof(key_order) / sizeof(key_order[0]); i++) {
		if (print_head(pr, key_order[i], first) ||
		    print_owned(pr, key_order[i], 1, first))
			continue;
		if (p->kept != NULL &&
		    json_object_object_get_ex(p->kept, key_order[i], &v)) {
			key(pr->t, first, 0, key_order[i]);
			print_json(pr->t, v, 1);
		}
	}
	if (p->kept == NULL)
		return;
	json_object_object_foreach(p->kept, k, kv) {
		if (ordered_key(k))
			continue;
		key(pr->t, first, 0, k);
		print_json(pr->t, kv, 1);
	}
}

/*
 * A document that was read: its keys in its order, the model's where it
 * changed them; then what the model has that the document had not.
 */
static void
print_read(struct printer *pr, int *first)
{
	const struct xw_puzzle *p = pr->p;
	const char *k;
	size_t i;

	json_object_object_foreach(p->doc, dk, old) {
		if (print_owned(pr, dk, 0, first) != 0)
			continue;
		key(pr->t, first, 0, dk);
		if (strcmp(dk, "puzzle") == 0 || strcmp(dk, "solution") == 0 ||
		    strcmp(dk, "saved") == 0)
			print_rows(pr->t, old, 1);
		else
			print_json(pr->t, old, 1);
	}
	for (i = 0; i < sizeof(key_order) / sizeof(key_order[0]); i++) {
		k = key_order[i];
		if (json_object_object_get_ex(p->doc, k, NULL))
			continue;
		if (meta_index(k) >= 0 || (strcmp(k, "solution") == 0 &&
		    p->has_solution) || (strcmp(k, "saved") == 0 &&
		    has_saved(p)) || strcmp(k, "clues") == 0)
			print_owned(pr, k, 0, first);
	}
}

/*
 * The document of p read again, when a grid of it changed: what tells a
 * cell a caller changed directly from one it left alone. NULL when no
 * grid changed, or when it does not read (a caller changed p->doc).
 */
static struct xw_puzzle *
read_back(const struct xw_puzzle *p)
{
	const char *text;
	size_t len;

	if (!(p->changed & (XW_CHANGED_PUZZLE | XW_CHANGED_SOLUTION |
	    XW_CHANGED_SAVED)))
		return NULL;
	text = json_object_to_json_string_length(p->doc, XW_JSON_FLAGS, &len);
	return text != NULL ? xw_ipuz_read(text, len, "", NULL, NULL) : NULL;
}

int
xw_ipuz_write(const struct xw_puzzle *p, struct xw_buf *t, struct xw_error *e)
{
	struct printer pr = { t, p, NULL, NULL, NULL };
	int first = 1;

	if (xw_write_refuse_empty(p, e))
		return -1;
	/* About what a 15x15 takes, so the buffer seldom grows. */
	xw_buf_grow(t, 16384);
	xw_buf_add(t, "{\n", 2);
	if (p->doc != NULL) {
		json_object_object_get_ex(p->doc, "block", &pr.block);
		json_object_object_get_ex(p->doc, "empty", &pr.empty);
		pr.was = read_back(p);
		print_read(&pr, &first);
		xw_puzzle_free(pr.was);
	} else {
		print_fresh(&pr, &first);
	}
	close_brace(t, first, 0, '}');
	xw_buf_add(t, "\n", 1);
	return 0;
}
