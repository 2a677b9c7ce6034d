/* See LICENSE file for copyright and license details. */
/* The ipuz reader: JSON (or the old ipuz(...) wrapper) to the model. */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "clocale.h"
#include "grid.h"
#include "ipuz.h"
#include "jsondoc.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

/* State of one load: where errors go and the document's markers. */
struct loader {
	const char *name;
	struct xw_error *e;
	struct xw_puzzle *p;
	json_object *styles;	/* named styles, or NULL */
	char block[64];		/* the block marker, "#" by default */
	char empty[64];		/* the empty marker, "0" by default */
	int empty_given;	/* the document names its empty marker */
	const char *buf;	/* the document's text, for where errors are */
	size_t start, end;	/* its JSON, in buf */
	int places;		/* XW_READ_PLACES: fill p->read_at */
};

/* A path to a value, as err_at() takes it: AT(KEY("clues"), KEY(list),
   ITEM(i)) is the path and its length. */
#define KEY(k)	{ (k), 0 }
#define ITEM(i)	{ NULL, (size_t)(i) }
#define AT(...)	(const struct xw_json_step[]){ __VA_ARGS__ }, \
	sizeof((const struct xw_json_step[]){ __VA_ARGS__ }) / \
	sizeof(struct xw_json_step)
/* The clue read, item index of the list list. */
#define THE_CLUE	KEY("clues"), KEY(list), ITEM(index)

static int err_at(struct loader *, enum xw_errcode,
    const struct xw_json_step *, size_t, const char *, ...) XW_PRINTF(5, 6);

/*
 * Fill ld->e at the line and column of the value at path[0..n) in the
 * text, or of the nearest one around it there (a member missing), and
 * return -1. json-c keeps no positions: the text is scanned again, for
 * an error only.
 */
static int
err_at(struct loader *ld, enum xw_errcode code, const struct xw_json_step *path,
    size_t n, const char *fmt, ...)
{
	va_list ap;
	long line, col;

	while (xw_json_locate(ld->buf, ld->start, ld->end, path, n, &line,
	    &col) != 0 && n > 0)
		n--;
	va_start(ap, fmt);
	xw_vseterr(ld->e, code, ld->name, line, col, fmt, ap);
	va_end(ap);
	return -1;
}

static const char *
type_name(json_object *o)
{
	double d;

	/* A double here is not whole within 64 bits (integral); NaN,
	   which lenient json-c takes, is in no range, so told first. */
	if (!json_object_is_type(o, json_type_double))
		return xw_json_kind(o);
	d = json_object_get_double(o);
	return isnan(d) ? "NaN" : d > -0x1p63 && d < 0x1p63 ?
	    "a fractional number" : "a number past 64 bits";
}

/*
 * Every string in the tree o, at path[0..depth) (which has room for
 * XW_MAX_DEPTH steps, json-c's limit), within XW_MAX_STRING bytes.
 */
static int
check_strings(struct loader *ld, json_object *o, struct xw_json_step *path,
    size_t depth)
{
	size_t i;

	switch (json_object_get_type(o)) {
	case json_type_string:
		if (json_object_get_string_len(o) > XW_MAX_STRING)
			return err_at(ld, XW_ERR_LIMIT, path, depth,
			    "string longer than %ld bytes", XW_MAX_STRING);
		return 0;
	case json_type_array:
		for (i = 0; i < json_object_array_length(o); i++) {
			path[depth] = (struct xw_json_step)ITEM(i);
			if (check_strings(ld, json_object_array_get_idx(o, i),
			    path, depth + 1))
				return -1;
		}
		return 0;
	case json_type_object: {
		json_object_object_foreach(o, key, val) {
			path[depth] = (struct xw_json_step)KEY(key);
			if (strlen(key) > XW_MAX_STRING)
				return err_at(ld, XW_ERR_LIMIT, path, depth + 1,
				    "key longer than %ld bytes",
				    XW_MAX_STRING);
			if (check_strings(ld, val, path, depth + 1))
				return -1;
		}
		return 0;
	}
	default:
		return 0;
	}
}

enum whole {
	WHOLE,		/* a whole number in range */
	NOT_WHOLE,	/* no number, or a fractional one */
	TOO_SMALL,
	TOO_LARGE
};

/*
 * Whether v is a whole number within 64 bits, in *out when it is:
 * written 1, 1.0 or 1e0 alike, as JSON has them equal (json-c keeps the
 * last two as doubles, and exporters that keep numbers as doubles write
 * 1.0). Every number the reader takes goes through here.
 */
static int
integral(json_object *v, int64_t *out)
{
	double d;

	if (json_object_is_type(v, json_type_int)) {
		*out = json_object_get_int64(v);
		return 1;
	}
	if (!json_object_is_type(v, json_type_double))
		return 0;
	d = json_object_get_double(v);
	/* Within 2^63 (-0x1p63 is INT64_MIN), and whole; NaN is neither. */
	if (!(d >= -0x1p63 && d < 0x1p63) || d != (double)(int64_t)d)
		return 0;
	*out = (int64_t)d;
	return 1;
}

/*
 * Whether v is a whole number from lo to hi, in *out when it is. A
 * whole number past 64 bits, which json-c would turn into the nearest
 * 64-bit one, is refused before (xw_json_parse); a double past them
 * (1e20) is a whole number out of range.
 */
static enum whole
whole_number(json_object *v, long lo, long hi, long *out)
{
	int64_t n;
	double d;

	if (integral(v, &n)) {
		if (n < lo || n > hi)
			return n < lo ? TOO_SMALL : TOO_LARGE;
		*out = (long)n;
		return WHOLE;
	}
	if (!json_object_is_type(v, json_type_double))
		return NOT_WHOLE;
	d = json_object_get_double(v);
	if (d != d || (d > -0x1p63 && d < 0x1p63))
		return NOT_WHOLE;
	return d < lo ? TOO_SMALL : TOO_LARGE;
}

/*
 * whole_number with e filled when v, at path[0..n), is none from lo to
 * hi; what names v. A number out of range is quoted as written: json-c
 * keeps the text of a double, and a whole number is within 64 bits
 * (xw_json_parse).
 */
static int
read_whole(struct loader *ld, json_object *v, const struct xw_json_step *path,
    size_t n, const char *what, long lo, long hi, long *out)
{
	enum whole w = whole_number(v, lo, hi, out);

	if (w == WHOLE)
		return 0;
	if (w == NOT_WHOLE)
		return err_at(ld, XW_ERR_INVALID, path, n,
		    "%s is %s, not a whole number", what, type_name(v));
	return err_at(ld, w == TOO_SMALL ? XW_ERR_INVALID : XW_ERR_LIMIT, path,
	    n, "%s %s out of range %ld-%ld", what, json_object_get_string(v),
	    lo, hi);
}

/*
 * A scalar cell marker as a string: numbers and strings are compared as
 * text, since "1" and 1 both appear in the wild, a whole number as its
 * digits (1.0 is "1"). NULL for other types and other numbers.
 */
static const char *
scalar_text(json_object *o, char *buf)
{
	int64_t n;

	if (json_object_is_type(o, json_type_string))
		return json_object_get_string(o);
	/* json-c holds a whole number past 2^63 - 1 unsigned (one past 64
	   bits is refused before): its signed value would be 2^63 - 1. */
	if (json_object_is_type(o, json_type_int) &&
	    json_object_get_int64(o) == INT64_MAX) {
		snprintf(buf, XW_ITOA_SIZE, "%llu",
		    (unsigned long long)json_object_get_uint64(o));
		return buf;
	}
	if (integral(o, &n))
		return xw_itoa((long long)n, buf);
	return NULL;
}

/*
 * An optional string member of obj, the last step of path[0..n) naming
 * it: 0 and *out set (NULL if absent), or -1.
 */
static int
get_string(struct loader *ld, json_object *obj,
    const struct xw_json_step *path, size_t n, const char *what, char **out)
{
	const char *key = path[n - 1].key;
	json_object *v;

	*out = NULL;
	if (!json_object_object_get_ex(obj, key, &v) || v == NULL)
		return 0;
	if (!json_object_is_type(v, json_type_string))
		return err_at(ld, XW_ERR_INVALID, path, n,
		    "%s%s%s is %s, not a string", what,
		    *what != '\0' ? ": " : "", key, type_name(v));
	*out = xw_estrdup(json_object_get_string(v));
	return 0;
}

static int
read_marker(struct loader *ld, json_object *root, const char *key,
    char *out, size_t size)
{
	json_object *v;
	const char *s;
	char buf[XW_ITOA_SIZE];

	if (!json_object_object_get_ex(root, key, &v) || v == NULL)
		return 0;
	if ((s = scalar_text(v, buf)) == NULL)
		return err_at(ld, XW_ERR_INVALID, AT(KEY(key)),
		    "%s is %s, not a string", key, type_name(v));
	if (strlen(s) >= size)
		return err_at(ld, XW_ERR_LIMIT, AT(KEY(key)),
		    "%s marker too long", key);
	snprintf(out, size, "%s", s);
	return 0;
}

static int
read_dimension(struct loader *ld, json_object *dims, const char *key,
    int *out)
{
	json_object *v;
	char what[32];
	long n;

	if (!json_object_object_get_ex(dims, key, &v))
		return err_at(ld, XW_ERR_INVALID, AT(KEY("dimensions")),
		    "dimensions: missing %s", key);
	snprintf(what, sizeof(what), "dimensions: %s", key);
	if (read_whole(ld, v, AT(KEY("dimensions"), KEY(key)), what, 1,
	    XW_MAX_DIM, &n))
		return -1;
	*out = (int)n;
	return 0;
}

/* A grid member that must have height rows of width values, or NULL. */
static int
get_grid(struct loader *ld, json_object *root, const char *key,
    json_object **out)
{
	struct xw_puzzle *p = ld->p;
	json_object *rows, *row;
	size_t r, n;

	*out = NULL;
	if (!json_object_object_get_ex(root, key, &rows) || rows == NULL)
		return 0;
	if (!json_object_is_type(rows, json_type_array))
		return err_at(ld, XW_ERR_INVALID, AT(KEY(key)),
		    "%s is %s, not an array of rows", key, type_name(rows));
	n = json_object_array_length(rows);
	if (n != (size_t)p->height)
		return err_at(ld, XW_ERR_INVALID, AT(KEY(key)),
		    "%s has %zu rows, dimensions say %d", key, n, p->height);
	for (r = 0; r < n; r++) {
		row = json_object_array_get_idx(rows, r);
		if (!json_object_is_type(row, json_type_array))
			return err_at(ld, XW_ERR_INVALID, AT(KEY(key), ITEM(r)),
			    "%s: row %zu is %s, not an array", key, r + 1,
			    type_name(row));
		if (json_object_array_length(row) != (size_t)p->width)
			return err_at(ld, XW_ERR_INVALID, AT(KEY(key), ITEM(r)),
			    "%s: row %zu has %zu cells, dimensions say %d", key,
			    r + 1, json_object_array_length(row), p->width);
	}
	*out = rows;
	return 0;
}

static json_object *
grid_at(json_object *rows, int r, int c)
{
	return json_object_array_get_idx(json_object_array_get_idx(rows, r), c);
}

static int
read_style(struct loader *ld, struct xw_cell *cell, json_object *style,
    int r, int c)
{
	json_object *v;
	const char *s;

	if (json_object_is_type(style, json_type_string)) {
		/* A named style from the top-level "styles". */
		if (ld->styles == NULL || !json_object_object_get_ex(ld->styles,
		    json_object_get_string(style), &v) ||
		    !json_object_is_type(v, json_type_object))
			return 0;
		style = v;
	}
	if (style == NULL || !json_object_is_type(style, json_type_object))
		return style == NULL ? 0 : err_at(ld, XW_ERR_INVALID,
		    AT(KEY("puzzle"), ITEM(r), ITEM(c), KEY("style")),
		    "puzzle: row %d, column %d: style is %s",
		    r + 1, c + 1, type_name(style));
	if (json_object_object_get_ex(style, "shapebg", &v) &&
	    json_object_is_type(v, json_type_string)) {
		cell->shape = xw_estrdup(json_object_get_string(v));
		if (strcmp(cell->shape, "circle") == 0)
			cell->style |= XW_STYLE_CIRCLE;
	}
	if (json_object_object_get_ex(style, "barred", &v) &&
	    json_object_is_type(v, json_type_string)) {
		for (s = json_object_get_string(v); *s != '\0'; s++) {
			switch (*s) {
			case 'T': case 't': cell->bars |= XW_BAR_TOP; break;
			case 'R': case 'r': cell->bars |= XW_BAR_RIGHT; break;
			case 'B': case 'b': cell->bars |= XW_BAR_BOTTOM; break;
			case 'L': case 'l': cell->bars |= XW_BAR_LEFT; break;
			}
		}
	}
	if (json_object_object_get_ex(style, "color", &v) && v != NULL) {
		char buf[XW_ITOA_SIZE];

		/* "" is no colour (Crossword Compiler writes it). */
		if ((s = scalar_text(v, buf)) != NULL && *s != '\0') {
			cell->color = xw_estrdup(s);
			cell->style |= XW_STYLE_SHADED;
			/* A number is an index, the spec's "colour
			   number", not RGB. */
			if (!json_object_is_type(v, json_type_string))
				cell->style |= XW_STYLE_PALETTE;
		}
	}
	if (json_object_object_get_ex(style, "highlight", &v) &&
	    json_object_get_boolean(v))
		cell->style |= XW_STYLE_SHADED;
	/* Early files number cells with a mark in a corner instead. */
	if (cell->label == NULL && json_object_object_get_ex(style, "mark", &v) &&
	    json_object_is_type(v, json_type_object) &&
	    json_object_object_length(v) == 1) {
		json_object_object_foreach(v, corner, text) {
			(void)corner;
			if (json_object_is_type(text, json_type_string) &&
			    strspn(json_object_get_string(text), "0123456789") ==
			    strlen(json_object_get_string(text)) &&
			    json_object_get_string_len(text) > 0)
				cell->label = xw_estrdup(json_object_get_string(text));
		}
	}
	return 0;
}

/*
 * The cell marker v, m as text (block, empty or a label), into cell. The
 * number 0 is empty whatever the document names its empty marker: no
 * puzzle labels a cell 0, and files that say "empty": ":" still write it.
 */
static void
read_marker_cell(struct loader *ld, struct xw_cell *cell, json_object *v,
    const char *m)
{
	if (strcmp(m, ld->block) == 0)
		cell->kind = XW_CELL_BLOCK;
	else if (strcmp(m, ld->empty) != 0 && *m != '\0' &&
	    !(!json_object_is_type(v, json_type_string) && strcmp(m, "0") == 0))
		cell->label = xw_str(m, strlen(m));
}

/*
 * A cell's text as the model holds it: a letter written decomposed, as
 * macOS writes text, is the one letter it composes (N and U+0303 are Ñ,
 * no rebus of two). The document keeps it as written, for the writer.
 */
static char *
cell_text(const char *s)
{
	size_t n = strlen(s), i;
	char buf[64], *t, *r;

	/* Most cells are ASCII: no copy, nothing to compose. */
	for (i = 0; i < n && (unsigned char)s[i] < 0x80; i++)
		;
	if (i == n)
		return xw_str(s, n);
	t = n < sizeof(buf) ? memcpy(buf, s, n + 1) : xw_estrdup(s);
	r = xw_str(t, xw_utf8_compose_letters(t, n));
	if (t != buf)
		free(t);
	return r;
}

int
xw_ipuz_member_read(const char *what, const char *k)
{
	if (strcmp(what, "dimensions") == 0)
		return strcmp(k, "width") == 0 || strcmp(k, "height") == 0;
	if (strcmp(what, "puzzle") == 0)
		return strcmp(k, "cell") == 0 || strcmp(k, "value") == 0 ||
		    strcmp(k, "style") == 0;
	return strcmp(k, "value") == 0;
}

static int
read_puzzle_cell(struct loader *ld, json_object *v, int r, int c)
{
	struct xw_cell *cell = xw_cell_at(ld->p, r, c);
	json_object *m;
	const char *s;
	char buf[XW_ITOA_SIZE];

	if (v == NULL) {
		cell->kind = XW_CELL_NULL;
		return 0;
	}
	if ((s = scalar_text(v, buf)) != NULL) {
		read_marker_cell(ld, cell, v, s);
		return 0;
	}
	if (!json_object_is_type(v, json_type_object))
		return err_at(ld, XW_ERR_INVALID, AT(KEY("puzzle"), ITEM(r),
		    ITEM(c)), "puzzle: row %d, column %d is %s", r + 1, c + 1,
		    type_name(v));
	if (json_object_object_get_ex(v, "cell", &m) && m != NULL) {
		if ((s = scalar_text(m, buf)) == NULL)
			return err_at(ld, XW_ERR_INVALID, AT(KEY("puzzle"),
			    ITEM(r), ITEM(c), KEY("cell")),
			    "puzzle: row %d, column %d: cell is %s", r + 1,
			    c + 1, type_name(m));
		read_marker_cell(ld, cell, m, s);
	}
	if (json_object_object_get_ex(v, "value", &m) && m != NULL) {
		if ((s = scalar_text(m, buf)) == NULL)
			return err_at(ld, XW_ERR_INVALID, AT(KEY("puzzle"),
			    ITEM(r), ITEM(c), KEY("value")),
			    "puzzle: row %d, column %d: value is %s", r + 1,
			    c + 1, type_name(m));
		if (*s != '\0') {
			cell->given = cell_text(s);
			cell->style |= XW_STYLE_GIVEN;
		}
	}
	if (json_object_object_get_ex(v, "style", &m))
		return read_style(ld, cell, m, r, c);
	return 0;
}

/*
 * A CrosswordValue of the solution or saved grid: *out gets the text, or
 * NULL for an empty cell; *block is set when it is the block marker.
 */
static int
read_value(struct loader *ld, json_object *v, const char *grid, int r, int c,
    char **out, int *block)
{
	const char *s;
	char buf[XW_ITOA_SIZE];
	json_object *m;

	*out = NULL;
	*block = 0;
	if (v == NULL)
		return 0;
	if (json_object_is_type(v, json_type_array))	/* alternatives */
		return json_object_array_length(v) == 0 ? 0 : read_value(ld,
		    json_object_array_get_idx(v, 0), grid, r, c, out, block);
	if (json_object_is_type(v, json_type_object)) {
		if (!json_object_object_get_ex(v, "value", &m))
			return 0;
		return read_value(ld, m, grid, r, c, out, block);
	}
	if ((s = scalar_text(v, buf)) == NULL)
		return err_at(ld, XW_ERR_INVALID, AT(KEY(grid), ITEM(r),
		    ITEM(c)), "%s: row %d, column %d is %s", grid, r + 1, c + 1,
		    type_name(v));
	if (strcmp(s, ld->block) == 0)
		*block = 1;
	/*
	 * Empty: "", the number 0, or the document's own empty marker. The
	 * default marker "0" is not taken as a string here, where "0" can
	 * be a digit of the solution.
	 */
	else if (*s != '\0' && !(ld->empty_given && strcmp(s, ld->empty) ==
	    0) && !(!json_object_is_type(v, json_type_string) &&
	    strcmp(s, "0") == 0))
		*out = cell_text(s);
	return 0;
}

/*
 * The solutions after the first of a cell whose solution is an array of
 * them, as Crossword Compiler writes ["H₂O", "H2O", "HHO"]: they are as
 * right as the first. Empty ones and those not text are passed over.
 */
static void
read_alternatives(struct xw_cell *cell, json_object *v)
{
	char buf[XW_ITOA_SIZE];
	const char *s;
	size_t i, n, k = 0;

	if (json_object_is_type(v, json_type_object) &&
	    !json_object_object_get_ex(v, "value", &v))
		return;
	if (!json_object_is_type(v, json_type_array) || cell->solution == NULL ||
	    (n = json_object_array_length(v)) < 2)
		return;
	cell->alternatives = xw_ecalloc(n, sizeof(char *));
	for (i = 1; i < n; i++)
		if ((s = scalar_text(json_object_array_get_idx(v, i), buf)) !=
		    NULL && *s != '\0') {
			cell->alternatives[k] = xw_estrdup(s);
			cell->alternatives[k][xw_utf8_compose_letters(
			    cell->alternatives[k], strlen(s))] = '\0';
			k++;
		}
	if (k == 0) {
		free(cell->alternatives);
		cell->alternatives = NULL;
	}
}

static int
read_grids(struct loader *ld, json_object *root)
{
	struct xw_puzzle *p = ld->p;
	json_object *puzzle, *solution, *saved;
	struct xw_cell *cell;
	int r, c, block, diagramless, diagramless_blocks = 0;

	diagramless = xw_puzzle_is_kind(p,
	    XW_KIND_DIAGRAMLESS);
	if (get_grid(ld, root, "puzzle", &puzzle) ||
	    get_grid(ld, root, "solution", &solution) ||
	    get_grid(ld, root, "saved", &saved))
		return -1;
	if (puzzle == NULL)
		return err_at(ld, XW_ERR_INVALID, NULL, 0,
		    "missing puzzle grid");
	p->has_solution = solution != NULL;
	p->has_saved = saved != NULL;
	/* Where each solution was read, for a message about the seed it
	   gives (gridfill's): found now, while the text is at hand, when
	   asked: the scan would add some 8% to every other load. */
	if (solution != NULL && ld->places) {
		p->read_at = xw_puzzle_alloc(p, 2 * (size_t)p->width *
		    (size_t)p->height * sizeof(*p->read_at));
		xw_json_locate_grid(ld->buf, ld->start, ld->end,
		    AT(KEY("solution")), p->width, p->height, p->read_at);
	}
	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (read_puzzle_cell(ld, grid_at(puzzle, r, c), r, c))
				return -1;
			if (solution != NULL) {
				if (read_value(ld, grid_at(solution, r, c),
				    "solution", r, c, &cell->solution, &block))
					return -1;
				if (!block)
					read_alternatives(cell,
					    grid_at(solution, r, c));
				/* A diagramless grid shows its blocks only in
				   the solution. */
				if (block && cell->kind == XW_CELL_LETTER &&
				    diagramless) {
					cell->kind = XW_CELL_BLOCK;
					diagramless_blocks = 1;
				}
				else if (block && cell->kind == XW_CELL_LETTER)
					cell->mismatch |= XW_CHANGED_SOLUTION;
			}
			if (saved != NULL) {
				if (read_value(ld, grid_at(saved, r, c),
				    "saved", r, c, &cell->value, &block))
					return -1;
				/* A diagramless solver places blocks: one
				   at a block is theirs too. */
				if (block && (cell->kind == XW_CELL_LETTER ||
				    (diagramless &&
				    cell->kind == XW_CELL_BLOCK)))
					cell->mismatch |= XW_CHANGED_SAVED;
			}
		}
	}
	/*
	 * When the solution placed the blocks, the labels of the blank
	 * grid shown to the solver number nothing; standard numbering of
	 * the solution does.
	 */
	for (r = 0; diagramless_blocks && r < p->height * p->width; r++) {
		xw_str_free(p->cells[r].label);
		p->cells[r].label = NULL;
	}
	return 0;
}

/*
 * Explicit cells of clue index of list, kept as written ([x, y] pairs)
 * until the base is known.
 */
static int
read_clue_cells(struct loader *ld, json_object *cells, const char *list,
    size_t index, struct xw_clue *clue)
{
	json_object *pt;
	long x, y;
	size_t i, n;

	if (!json_object_is_type(cells, json_type_array))
		return err_at(ld, XW_ERR_INVALID, AT(THE_CLUE, KEY("cells")),
		    "clues: %s: cells is %s, not an array", list,
		    type_name(cells));
	n = json_object_array_length(cells);
	clue->cells = xw_puzzle_alloc(ld->p, n * sizeof(*clue->cells));
	clue->ncells = n;
	clue->explicit_cells = 1;
	for (i = 0; i < n; i++) {
		pt = json_object_array_get_idx(cells, i);
		if (!json_object_is_type(pt, json_type_array) ||
		    json_object_array_length(pt) != 2 ||
		    whole_number(json_object_array_get_idx(pt, 0), -1,
		    XW_MAX_DIM, &x) != WHOLE ||
		    whole_number(json_object_array_get_idx(pt, 1), -1,
		    XW_MAX_DIM, &y) != WHOLE)
			return err_at(ld, XW_ERR_INVALID, AT(THE_CLUE,
			    KEY("cells"), ITEM(i)),
			    "clues: %s %s: cell %zu is not an [x, y] pair of "
			    "grid coordinates", list, clue->number, i + 1);
		clue->cells[i].col = (int)x;
		clue->cells[i].row = (int)y;
	}
	return 0;
}

/*
 * "continued": the clues the answer goes on in, [{"direction": "Down",
 * "number": 1}, ...]. What is not such a reference is passed over, as
 * before the model had a place for them.
 */
static void
read_continued(struct xw_puzzle *p, struct xw_clue *clue, json_object *refs)
{
	json_object *ref, *dir, *num;
	const char *s;
	char buf[XW_ITOA_SIZE];
	size_t i, n;

	if (!json_object_is_type(refs, json_type_array) ||
	    (n = json_object_array_length(refs)) == 0)
		return;
	clue->continued = xw_puzzle_alloc(p, n * sizeof(*clue->continued));
	for (i = 0; i < n; i++) {
		ref = json_object_array_get_idx(refs, i);
		if (!json_object_is_type(ref, json_type_object) ||
		    !json_object_object_get_ex(ref, "direction", &dir) ||
		    !json_object_is_type(dir, json_type_string) ||
		    !json_object_object_get_ex(ref, "number", &num) ||
		    (s = scalar_text(num, buf)) == NULL)
			continue;
		clue->continued[clue->ncontinued].list = xw_puzzle_strndup(p,
		    json_object_get_string(dir),
		    (size_t)json_object_get_string_len(dir));
		clue->continued[clue->ncontinued++].number =
		    xw_puzzle_strndup(p, s, strlen(s));
	}
	if (clue->ncontinued == 0)
		clue->continued = NULL;
}

/*
 * "numbers" without "continued": a clue over several entries named by
 * their numbers alone ([1, 4], shown "1/4"), which go on in its own
 * list. Its other numbers are where its answer goes on, as "continued"
 * would say, so that checks count its letters and writers that cannot
 * hold it say so; "numbers" itself stays in the document as written.
 */
static void
read_numbers(struct xw_puzzle *p, struct xw_clue *clue, json_object *nums,
    const char *list)
{
	char buf[XW_ITOA_SIZE];
	const char *s;
	size_t i, n;

	if (!json_object_is_type(nums, json_type_array) ||
	    (n = json_object_array_length(nums)) < 2)
		return;
	clue->continued = xw_puzzle_alloc(p, n * sizeof(*clue->continued));
	for (i = 0; i < n; i++) {
		if ((s = scalar_text(json_object_array_get_idx(nums, i),
		    buf)) == NULL || strcmp(s, clue->number) == 0)
			continue;
		clue->continued[clue->ncontinued].list = xw_puzzle_strndup(p,
		    list, strlen(list));
		clue->continued[clue->ncontinued++].number =
		    xw_puzzle_strndup(p, s, strlen(s));
	}
	if (clue->ncontinued == 0)
		clue->continued = NULL;
}

/* The clue v, item index of list. */
static int
read_clue(struct loader *ld, json_object *v, const char *list, size_t index,
    struct xw_clue *clue)
{
	json_object *m;
	const char *s;
	char buf[XW_ITOA_SIZE], *text;

	if (json_object_is_type(v, json_type_string)) {
		clue->number = xw_puzzle_strndup(ld->p, "", 0);
		clue->text = xw_puzzle_strndup(ld->p, json_object_get_string(v),
		    (size_t)json_object_get_string_len(v));
		return 0;
	}
	if (json_object_is_type(v, json_type_array)) {
		if (json_object_array_length(v) != 2 ||
		    (s = scalar_text(json_object_array_get_idx(v, 0),
		    buf)) == NULL ||
		    !json_object_is_type(json_object_array_get_idx(v, 1),
		    json_type_string))
			return err_at(ld, XW_ERR_INVALID, AT(THE_CLUE),
			    "clues: %s: a clue array must be [number, "
			    "\"text\"]", list);
		clue->number = xw_puzzle_strndup(ld->p, s, strlen(s));
		m = json_object_array_get_idx(v, 1);
		clue->text = xw_puzzle_strndup(ld->p, json_object_get_string(m),
		    (size_t)json_object_get_string_len(m));
		return 0;
	}
	if (!json_object_is_type(v, json_type_object))
		return err_at(ld, XW_ERR_INVALID, AT(THE_CLUE),
		    "clues: %s: a clue is %s", list, type_name(v));
	clue->number = NULL;
	if (json_object_object_get_ex(v, "number", &m) && m != NULL) {
		if ((s = scalar_text(m, buf)) == NULL)
			return err_at(ld, XW_ERR_INVALID, AT(THE_CLUE,
			    KEY("number")), "clues: %s: clue number is %s", list,
			    type_name(m));
		clue->number = xw_puzzle_strndup(ld->p, s, strlen(s));
	} else if (json_object_object_get_ex(v, "numbers", &m) &&
	    json_object_is_type(m, json_type_array) &&
	    json_object_array_length(m) > 0 &&
	    (s = scalar_text(json_object_array_get_idx(m, 0), buf)) != NULL) {
		clue->number = xw_puzzle_strndup(ld->p, s, strlen(s));
	}
	/* The label is the text shown instead of the number ("1/4", "A");
	   the number, when there is one, still names the entry. */
	if (json_object_object_get_ex(v, "label", &m) && m != NULL) {
		if ((s = scalar_text(m, buf)) != NULL && clue->number != NULL)
			clue->label = xw_puzzle_strndup(ld->p, s, strlen(s));
		else if (s != NULL)
			clue->number = xw_puzzle_strndup(ld->p, s,
			    strlen(s));
		else if (clue->number == NULL)
			return err_at(ld, XW_ERR_INVALID, AT(THE_CLUE,
			    KEY("label")), "clues: %s: clue number is %s", list,
			    type_name(m));
	}
	if (clue->number == NULL)
		clue->number = xw_puzzle_strndup(ld->p, "", 0);
	if (get_string(ld, v, AT(THE_CLUE, KEY("clue")), "clues", &text))
		return -1;
	/* In the pool, as the texts above and every clue's (puzzle.h). */
	clue->text = xw_puzzle_strndup(ld->p, text != NULL ? text : "",
	    text != NULL ? strlen(text) : 0);
	free(text);
	if (json_object_object_get_ex(v, "enumeration", &m) && m != NULL) {
		if ((s = scalar_text(m, buf)) == NULL)
			return err_at(ld, XW_ERR_INVALID, AT(THE_CLUE,
			    KEY("enumeration")),
			    "clues: %s %s: enumeration is %s", list,
			    clue->number, type_name(m));
		clue->enumeration = xw_puzzle_strndup(ld->p, s, strlen(s));
	}
	if (get_string(ld, v, AT(THE_CLUE, KEY("answer")), "clues", &text))
		return -1;
	if (text != NULL) {
		clue->answer = xw_puzzle_strndup(ld->p, text, strlen(text));
		free(text);
	}
	if (json_object_object_get_ex(v, "continued", &m))
		read_continued(ld->p, clue, m);
	else if (json_object_object_get_ex(v, "numbers", &m))
		read_numbers(ld->p, clue, m, list);
	if (json_object_object_get_ex(v, "cells", &m) && m != NULL)
		return read_clue_cells(ld, m, list, index, clue);
	return 0;
}

/* The clues of every list of the object clues. */
static size_t
count_clues(json_object *clues)
{
	size_t n = 0;

	json_object_object_foreach(clues, name, list) {
		(void)name;
		if (json_object_is_type(list, json_type_array))
			n += json_object_array_length(list);
	}
	return n;
}

static int
read_clues(struct loader *ld, json_object *root)
{
	struct xw_puzzle *p = ld->p;
	json_object *clues;
	struct xw_cluelist *l;
	size_t i, n;

	if (!json_object_object_get_ex(root, "clues", &clues) || clues == NULL)
		return 0;
	if (!json_object_is_type(clues, json_type_object))
		return err_at(ld, XW_ERR_INVALID, AT(KEY("clues")),
		    "clues is %s, not an object", type_name(clues));
	/* A clue built costs some 200 bytes, an empty one 3 of text. */
	if (count_clues(clues) > XW_MAX_CLUES)
		return err_at(ld, XW_ERR_LIMIT, AT(KEY("clues")),
		    "more than %ld clues", XW_MAX_CLUES);
	p->lists = xw_ecalloc(json_object_object_length(clues),
	    sizeof(*p->lists));
	json_object_object_foreach(clues, name, list) {
		if (!json_object_is_type(list, json_type_array))
			return err_at(ld, XW_ERR_INVALID, AT(KEY("clues"),
			    KEY(name)), "clues: %s is %s, not an array", name,
			    type_name(list));
		l = &p->lists[p->nlists++];
		l->name = xw_estrdup(name);
		l->dir = xw_list_dir(name);
		n = json_object_array_length(list);
		l->clues = xw_ecalloc(n, sizeof(*l->clues));
		for (i = 0; i < n; i++) {
			/* Counted first, so a clue read halfway is freed. */
			l->nclues = i + 1;
			if (read_clue(ld, json_object_array_get_idx(list, i),
			    name, i, &l->clues[i]))
				return -1;
		}
	}
	return 0;
}

/*
 * The ipuz spec leaves the base of clue coordinates open and both are in
 * the wild: take 1-based unless only 0-based lands every cell in the grid
 * or on more white cells.
 */
static int
rebase_clue_cells(struct loader *ld)
{
	struct xw_puzzle *p = ld->p;
	size_t i, j, k, in0 = 1, in1 = 1, white0 = 0, white1 = 0;
	struct xw_clue *clue;
	int base, any = 0;

	for (i = 0; i < p->nlists; i++) {
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			for (k = 0; clue->explicit_cells && k < clue->ncells; k++) {
				int x = clue->cells[k].col, y = clue->cells[k].row;

				any = 1;
				in0 &= x >= 0 && y >= 0 && x < p->width &&
				    y < p->height;
				in1 &= x >= 1 && y >= 1 && x <= p->width &&
				    y <= p->height;
				white0 += xw_is_letter(p, y, x);
				white1 += xw_is_letter(p, y - 1, x - 1);
			}
		}
	}
	if (!any)
		return 0;
	if (!in0 && !in1)
		goto outside;
	base = in1 && (!in0 || white1 >= white0) ? 1 : 0;
	for (i = 0; i < p->nlists; i++) {
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			for (k = 0; clue->explicit_cells && k < clue->ncells; k++) {
				clue->cells[k].col -= base;
				clue->cells[k].row -= base;
			}
		}
	}
	return 0;
outside:
	for (i = 0; i < p->nlists; i++) {
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			for (k = 0; clue->explicit_cells && k < clue->ncells; k++) {
				int x = clue->cells[k].col, y = clue->cells[k].row;

				if ((x < 0 || y < 0 || x >= p->width ||
				    y >= p->height) && (x < 1 || y < 1 ||
				    x > p->width || y > p->height))
					return err_at(ld, XW_ERR_INVALID,
					    AT(KEY("clues"),
					    KEY(p->lists[i].name), ITEM(j),
					    KEY("cells"), ITEM(k)),
					    "clues: %s %s: cell [%d, %d] is "
					    "outside the %dx%d grid",
					    p->lists[i].name, clue->number,
					    x, y, p->width, p->height);
			}
		}
	}
	return err_at(ld, XW_ERR_INVALID, AT(KEY("clues")),
	    "clues: cells mix 0-based and 1-based coordinates");
}

/*
 * The slot a clue number names: a label, or the first of a range such as
 * "2-3", which early puzzles used to give both ends of an entry.
 */
static const struct xw_slot *
slot_for_number(const struct xw_puzzle *p, enum xw_dir dir, const char *number)
{
	const struct xw_slot *s;
	size_t n = strcspn(number, "-");
	char *first;

	if ((s = xw_slot_by_label(p, dir, number)) != NULL || number[n] == '\0')
		return s;
	first = xw_estrndup(number, n);
	s = xw_slot_by_label(p, dir, first);
	free(first);
	return s;
}

/* Across and Down clues without cells take theirs from the numbering. */
static void
derive_clue_cells(struct xw_puzzle *p)
{
	const struct xw_slot *s;
	struct xw_clue *clue;
	size_t i, j;
	int k;

	for (i = 0; i < p->nlists; i++) {
		if (p->lists[i].dir == XW_DIR_OTHER)
			continue;
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			if (clue->explicit_cells || *clue->number == '\0' ||
			    (s = slot_for_number(p, p->lists[i].dir,
			    clue->number)) == NULL)
				continue;
			clue->cells = xw_puzzle_alloc(p, (size_t)s->len *
			    sizeof(*clue->cells));
			clue->ncells = (size_t)s->len;
			for (k = 0; k < s->len; k++)
				clue->cells[k] = xw_slot_cell(s, k);
		}
	}
}

static int
read_head(struct loader *ld, json_object *root)
{
	struct xw_puzzle *p = ld->p;
	json_object *kind, *v;
	size_t i;

	if (get_string(ld, root, AT(KEY("version")), "", &p->version))
		return -1;
	if (json_object_object_get_ex(root, "kind", &kind) && kind != NULL) {
		if (!json_object_is_type(kind, json_type_array))
			return err_at(ld, XW_ERR_INVALID, AT(KEY("kind")),
			    "kind is %s, not an array", type_name(kind));
		p->kinds = xw_ecalloc(json_object_array_length(kind),
		    sizeof(char *));
		for (i = 0; i < json_object_array_length(kind); i++) {
			v = json_object_array_get_idx(kind, i);
			if (!json_object_is_type(v, json_type_string))
				return err_at(ld, XW_ERR_INVALID, AT(KEY("kind"),
				    ITEM(i)), "kind: entry %zu is %s, "
				    "not a string", i + 1, type_name(v));
			p->kinds[p->nkinds++] = xw_estrdup(json_object_get_string(v));
		}
	}
	for (i = 0; i < XW_META_N; i++)
		if (get_string(ld, root, AT(KEY(xw_meta_key(i))), "",
		    &p->meta[i]))
			return -1;
	if (json_object_object_get_ex(root, "styles", &v) &&
	    json_object_is_type(v, json_type_object))
		ld->styles = v;
	return 0;
}

/*
 * A JSON object: '{' and then a name, a quote of either kind, a comment
 * or the end of the object (or of the text); other text that opens with
 * '{' (King Features text, RTF) is not one.
 */
int
xw_ipuz_sniff(const char *buf, size_t len)
{
	size_t i = xw_bom_len(buf, len);

	while (i < len && xw_ascii_isspace((unsigned char)buf[i]))
		i++;
	if (i < len && buf[i] == '{') {
		for (i++; i < len && xw_ascii_isspace((unsigned char)buf[i]); i++)
			;
		return i == len || (buf[i] != '\0' &&
		    strchr("\"'}/", buf[i]) != NULL);
	}
	return len - i >= 4 && memcmp(buf + i, "ipuz", 4) == 0 &&
	    memchr(buf + i, '(', len - i) != NULL;
}

/*
 * Where the JSON of buf[0..len) (buf[len] a NUL) is, [*start, *end):
 * past a BOM and blanks (*start is len when nothing is left), and inside
 * the deprecated JSONP form ipuz({...}). -1 when a name opens it with no
 * '(' and ')' closing it after, *start at the name.
 */
static int
json_bounds(const char *buf, size_t len, size_t *start, size_t *end)
{
	const char *open, *close;

	*start = xw_bom_len(buf, len);
	*start += strspn(buf + *start, " \t\r\n");
	*end = len;
	if (*start == len || !(xw_ascii_isalpha((unsigned char)buf[*start]) ||
	    buf[*start] == '_'))
		return 0;
	open = memchr(buf + *start, '(', len - *start);
	close = open != NULL ? strrchr(buf, ')') : NULL;
	if (open == NULL || close == NULL || close < open ||
	    strspn(close + 1, " \t\r\n;") != (size_t)(buf + len - close - 1))
		return -1;
	*start = (size_t)(open - buf) + 1;
	*end = (size_t)(close - buf);
	return 0;
}

/*
 * Whether buf[start..end) may be one JSON value as far as its first 4
 * KB tell: a list that opens "{\"a\":1}" is no longer JSON on its
 * second line, told before xw_json_parse checks and parses it all
 * (7% of the instructions of reading such a list of 175,000 words).
 */
static int
json_so_far(const char *buf, size_t start, size_t end)
{
	struct json_tokener *tok;
	enum json_tokener_error status;
	json_object *v;
	size_t at;

	if ((tok = json_tokener_new_ex(XW_MAX_DEPTH)) == NULL)
		xw_out_of_memory();
	v = json_tokener_parse_ex(tok, buf + start,
	    (int)(end - start < 4096 ? end - start : 4096));
	status = json_tokener_get_error(tok);
	at = start + json_tokener_get_parse_end(tok);
	json_tokener_free(tok);
	json_object_put(v);
	at += strspn(buf + at, " \t\r\n");
	return status == json_tokener_continue ||
	    (status == json_tokener_success && at == end);
}

int
xw_ipuz_is_json(const char *buf, size_t len)
{
	struct xw_error e;
	json_object *root;
	size_t start, end;
	int is;

	if (json_bounds(buf, len, &start, &end) != 0 || start == len ||
	    !json_so_far(buf, start, end) ||
	    (root = xw_json_parse(buf, start, end, 0, "", &e)) == NULL)
		return 0;
	is = json_object_is_type(root, json_type_object);
	json_object_put(root);
	return is;
}

struct xw_puzzle *
xw_ipuz_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	struct loader ld = { name, e, NULL, NULL, "#", "0", 0, buf, 0, len,
	    o != NULL && (o->flags & XW_READ_PLACES) };
	struct xw_json_step path[XW_MAX_DEPTH + 1];
	size_t start = 0, end = len, bad, names = 0;
	json_object *root, *dims;
	const char *what;
	long line, col;
	int w, h;

	if (xw_text_check(buf, len, name, e) != 0)
		return NULL;
	if (json_bounds(buf, len, &start, &end) != 0) {
		xw_linecol(buf, start, &line, &col);
		xw_seterr(e, XW_ERR_SYNTAX, name, line, col,
		    "not an ipuz document");
		return NULL;
	}
	if (start == len) {
		xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "empty file");
		return NULL;
	}
	if ((root = xw_json_parse(buf, start, end, 0, name, e)) == NULL)
		return NULL;
	ld.start = start;
	ld.end = end;
	if (o != NULL && (o->flags & XW_READ_STRICT) &&
	    (bad = xw_json_nonstandard(buf, start, end, &what, &names)) <
	    end) {
		xw_linecol(buf, bad, &line, &col);
		xw_seterr(e, XW_ERR_SYNTAX, name, line, col,
		    "not standard JSON: %s", what);
		json_object_put(root);
		return NULL;
	}
	if (o != NULL && (o->flags & XW_READ_STRICT) &&
	    xw_json_twice(buf, start, end, root, names, name, e)) {
		json_object_put(root);
		return NULL;
	}
	if (!json_object_is_type(root, json_type_object)) {
		err_at(&ld, XW_ERR_INVALID, NULL, 0,
		    "top level is %s, not an object", type_name(root));
		json_object_put(root);
		return NULL;
	}
	/* No string can be longer than a document within the limit. */
	if (len > XW_MAX_STRING && check_strings(&ld, root, path, 0))
		goto fail;
	if (read_marker(&ld, root, "block", ld.block, sizeof(ld.block)) ||
	    read_marker(&ld, root, "empty", ld.empty, sizeof(ld.empty)))
		goto fail;
	ld.empty_given = json_object_object_get_ex(root, "empty", NULL);
	if (!json_object_object_get_ex(root, "dimensions", &dims) ||
	    dims == NULL) {
		err_at(&ld, XW_ERR_INVALID, NULL, 0, "missing dimensions");
		goto fail;
	}
	if (!json_object_is_type(dims, json_type_object)) {
		err_at(&ld, XW_ERR_INVALID, AT(KEY("dimensions")),
		    "dimensions is %s, not an object", type_name(dims));
		goto fail;
	}
	if (read_dimension(&ld, dims, "width", &w) ||
	    read_dimension(&ld, dims, "height", &h))
		goto fail;
	ld.p = xw_puzzle_make(w, h);
	ld.p->doc = root;
	if (read_head(&ld, root) || read_grids(&ld, root) ||
	    read_clues(&ld, root))
		goto fail;
	xw_grid_number(ld.p);
	if (rebase_clue_cells(&ld))
		goto fail;
	derive_clue_cells(ld.p);
	return ld.p;
fail:
	if (ld.p != NULL)
		xw_puzzle_free(ld.p);
	else
		json_object_put(root);
	return NULL;
}
