/* See LICENSE file for copyright and license details. */
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "format_priv.h"
#include "grid.h"
#include "jsondoc.h"
#include "puzzle.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

static const char *const meta_keys[XW_META_N] = {
	"title", "author", "editor", "copyright", "publisher", "publication",
	"url", "uniqueid", "intro", "explanation", "annotation", "notes",
	"difficulty", "origin", "date"
};

/* Blocks for xw_puzzle_alloc, newest first. */
struct xw_pool {
	struct xw_pool *next;
	size_t used, size;
	max_align_t data[];
};

#define POOL_BLOCK 8192

void *
xw_puzzle_alloc(struct xw_puzzle *p, size_t n)
{
	const size_t align = sizeof(max_align_t);
	struct xw_pool *b = p->pool;
	size_t size;
	void *r;

	/* Never 0 bytes, whose address could be the end of a block, which
	   in_pool would not count as the pool's. */
	n = n == 0 ? align : (n + align - 1) / align * align;
	if (b == NULL || b->size - b->used < n) {
		/* Each block twice the last, so that however much a puzzle
		   holds, it is in few blocks. */
		size = b != NULL ? 2 * b->size : POOL_BLOCK;
		if (size < n)
			size = n;
		b = xw_emalloc(sizeof(*b) + size);
		b->size = size;
		b->used = 0;
		b->next = p->pool;
		p->pool = b;
	}
	r = (char *)b->data + b->used;
	b->used += n;
	return r;
}

char *
xw_puzzle_strndup(struct xw_puzzle *p, const char *s, size_t n)
{
	char *r = xw_puzzle_alloc(p, n + 1);

	memcpy(r, s, n);
	r[n] = '\0';
	return r;
}

/* "", then each ASCII character as a string, at twice its code. */
#define CH(c) (c), 0
#define CH4(c) CH(c), CH((c) + 1), CH((c) + 2), CH((c) + 3)
#define CH16(c) CH4(c), CH4((c) + 4), CH4((c) + 8), CH4((c) + 12)
static const char chars[256] = {
	CH16(0), CH16(16), CH16(32), CH16(48), CH16(64), CH16(80), CH16(96),
	CH16(112)
};

/* "1" to "999", made once, on first use, for every thread. */
static char numbers[1000][4];
static pthread_once_t numbers_once = PTHREAD_ONCE_INIT;

/* Digit by digit: snprintf took 690,000 instructions, more than a
   small puzzle's whole conversion. */
static void
make_numbers(void)
{
	char *d;
	int v;

	for (v = 1; v < 1000; v++) {
		d = numbers[v];
		if (v >= 100)
			*d++ = (char)('0' + v / 100);
		if (v >= 10)
			*d++ = (char)('0' + v / 10 % 10);
		*d = (char)('0' + v % 10);
	}
}

char *
xw_str(const char *s, size_t n)
{
	int i, v = 0;

	if (n == 0)
		return (char *)chars;
	if (n == 1 && (unsigned char)s[0] < 0x80)
		return (char *)&chars[2 * (unsigned char)s[0]];
	if (n <= 3 && s[0] >= '1' && s[0] <= '9') {
		for (i = 0; i < (int)n && s[i] >= '0' && s[i] <= '9'; i++)
			v = v * 10 + s[i] - '0';
		if (i == (int)n) {
			pthread_once(&numbers_once, make_numbers);
			return numbers[v];
		}
	}
	return xw_estrndup(s, n);
}

char *
xw_str_int(int n)
{
	char buf[XW_ITOA_SIZE];

	if (n >= 1 && n <= 999) {
		pthread_once(&numbers_once, make_numbers);
		return numbers[n];
	}
	xw_itoa(n, buf);
	return xw_str(buf, strlen(buf));
}

void
xw_str_free(char *s)
{
	uintptr_t u = (uintptr_t)s;

	if (s == NULL ||
	    (u >= (uintptr_t)chars && u < (uintptr_t)chars + sizeof(chars)) ||
	    (u >= (uintptr_t)numbers &&
	    u < (uintptr_t)numbers + sizeof(numbers)))
		return;
	free(s);
}

const char *
xw_meta_key(enum xw_meta m)
{
	return meta_keys[m];
}

int
xw_day_exists(int y, int m, int d)
{
	static const int days[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31,
	    30, 31 };
	int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;

	return m >= 1 && m <= 12 && d >= 1 && d <= days[m - 1] &&
	    (m != 2 || d <= 28 || leap);
}

int
xw_ipuz_date(const char *s, int *y, int *m, int *d)
{
	size_t i, part = 0, digits = 0;

	/* sscanf's %d would take signs and blanks: digits and '/' only. */
	for (i = 0; s[i] != '\0'; i++) {
		if (s[i] == '/') {
			if (digits == 0 || digits > 2 || ++part > 2)
				return 0;
			digits = 0;
		} else if (s[i] >= '0' && s[i] <= '9') {
			digits++;
		} else {
			return 0;
		}
	}
	if (part != 2 || digits != 4 ||
	    sscanf(s, "%d/%d/%d", m, d, y) != 3)
		return 0;
	return xw_day_exists(*y, *m, *d);
}

struct xw_puzzle *
xw_puzzle_make(int width, int height)
{
	struct xw_puzzle *p;

	/* A bad size is the caller's error, not memory run out: no exit. */
	if (width < 0 || height < 0 || width > XW_MAX_DIM ||
	    height > XW_MAX_DIM)
		return NULL;
	p = xw_ecalloc(1, sizeof(*p));
	p->width = width;
	p->height = height;
	p->cells = xw_ecalloc((size_t)width * height, sizeof(*p->cells));
	return p;
}

struct xw_puzzle *
xw_puzzle_new(int width, int height)
{
	struct xw_puzzle *p = xw_puzzle_make(width, height);

	/* Numbered, as every reader's puzzle is. */
	if (p != NULL)
		xw_grid_number(p);
	return p;
}

/* Free a cell's alternatives: model strings in a malloc'd array. */
static void
alternatives_free(struct xw_cell *c)
{
	char **a;

	for (a = c->alternatives; *a != NULL; a++)
		xw_str_free(*a);
	free(c->alternatives);
	c->alternatives = NULL;
}

static void
cell_free(struct xw_cell *c)
{
	xw_str_free(c->solution);
	if (c->alternatives != NULL)
		alternatives_free(c);
	xw_str_free(c->given);
	xw_str_free(c->value);
	xw_str_free(c->label);
	xw_str_free(c->color);
	xw_str_free(c->shape);
}

void
xw_cell_clear(struct xw_cell *c)
{
	cell_free(c);
	memset(c, 0, sizeof(*c));
	/* Every grid's part of it, for a writer that keeps the rest. */
	c->changed = XW_CHANGED_PUZZLE | XW_CHANGED_SOLUTION |
	    XW_CHANGED_SAVED;
}

enum xw_dir
xw_list_dir(const char *name)
{
	size_t n = strcspn(name, ":");

	if (n == 6 && strncmp(name, "Across", 6) == 0)
		return XW_DIR_ACROSS;
	if (n == 4 && strncmp(name, "Down", 4) == 0)
		return XW_DIR_DOWN;
	return XW_DIR_OTHER;
}

/* The list of p named name exactly, or NULL. */
static const struct xw_cluelist *
list_named(const struct xw_puzzle *p, const char *name)
{
	size_t i;

	for (i = 0; i < p->nlists; i++)
		if (strcmp(p->lists[i].name, name) == 0)
			return &p->lists[i];
	return NULL;
}

char *
xw_list_new_name(const struct xw_puzzle *p, const char *base)
{
	size_t size = strlen(base) + 24;
	char *name = xw_emalloc(size);
	int n = 1;

	snprintf(name, size, "%s", base);
	while (list_named(p, name) != NULL)
		snprintf(name, size, "%s %d", base, ++n);
	return name;
}

int
xw_list_is(const struct xw_cluelist *l, const char *name)
{
	return strcmp(l->name, name) == 0 || (l->dir != XW_DIR_OTHER &&
	    l->dir == xw_list_dir(name));
}

const struct xw_cluelist *
xw_ref_list(const struct xw_puzzle *p, const struct xw_clueref *ref)
{
	const struct xw_cluelist *l = list_named(p, ref->list);
	size_t i;

	if (l != NULL)
		return l;
	for (i = 0; i < p->nlists; i++)
		if (xw_list_is(&p->lists[i], ref->list))
			return &p->lists[i];
	return NULL;
}

/* Whether s is memory of p's pool (xw_puzzle_alloc). */
static int
in_pool(const struct xw_puzzle *p, const void *s)
{
	const struct xw_pool *b;
	uintptr_t u = (uintptr_t)s, d;

	for (b = p->pool; b != NULL; b = b->next) {
		d = (uintptr_t)b->data;
		if (u >= d && u < d + b->size)
			return 1;
	}
	return 0;
}

/*
 * Free a field of a clue: readers make them all in the pool, as
 * libxw(3) tells a caller to, but one made with xw_str or malloc (as
 * clue numbers once were) is freed rather than leaked, and no pool
 * memory or shared string is ever passed to free().
 */
static void
field_free(const struct xw_puzzle *p, void *s)
{
	if (s != NULL && !in_pool(p, s))
		xw_str_free(s);
}

static void
clue_free(const struct xw_puzzle *p, struct xw_clue *c)
{
	size_t k;

	field_free(p, c->number);
	field_free(p, c->label);
	field_free(p, c->text);
	field_free(p, c->enumeration);
	field_free(p, c->answer);
	field_free(p, c->cells);
	if (c->continued == NULL)
		return;
	for (k = 0; k < c->ncontinued; k++) {
		field_free(p, c->continued[k].list);
		field_free(p, c->continued[k].number);
	}
	field_free(p, c->continued);
}

void
xw_puzzle_free(struct xw_puzzle *p)
{
	size_t i, j;

	if (p == NULL)
		return;
	for (i = 0; i < (size_t)p->width * p->height; i++)
		cell_free(&p->cells[i]);
	free(p->cells);
	for (i = 0; i < XW_META_N; i++)
		free(p->meta[i]);
	free(p->version);
	for (i = 0; i < p->nkinds; i++)
		free(p->kinds[i]);
	free(p->kinds);
	for (i = 0; i < p->nlists; i++) {
		struct xw_cluelist *l = &p->lists[i];

		for (j = 0; j < l->nclues; j++)
			clue_free(p, &l->clues[j]);
		free(l->clues);
		free(l->name);
	}
	free(p->lists);
	free(p->slots);
	free(p->labels);
	free(p->numbered_as);
	json_object_put(p->doc);
	json_object_put(p->kept);
	while (p->pool != NULL) {
		struct xw_pool *next = p->pool->next;

		free(p->pool);
		p->pool = next;
	}
	free(p);
}

json_object *
xw_puzzle_field(const struct xw_puzzle *p, const char *key)
{
	json_object *v;

	if ((p->doc != NULL && json_object_object_get_ex(p->doc, key, &v)) ||
	    (p->kept != NULL && json_object_object_get_ex(p->kept, key, &v)))
		return v;
	return NULL;
}

/* The style object of a cell of the document's "puzzle": its own, or
   the named one of "styles"; NULL when it has none. */
static json_object *
doc_cell_style(const struct xw_puzzle *p, int r, int c)
{
	json_object *v, *style, *named;

	if (p->doc == NULL ||
	    !json_object_object_get_ex(p->doc, "puzzle", &v) ||
	    !json_object_is_type(v, json_type_array) ||
	    !json_object_is_type(v = json_object_array_get_idx(v, r),
	    json_type_array) ||
	    !json_object_is_type(v = json_object_array_get_idx(v, c),
	    json_type_object) ||
	    !json_object_object_get_ex(v, "style", &style))
		return NULL;
	if (json_object_is_type(style, json_type_string) &&
	    (!json_object_object_get_ex(p->doc, "styles", &named) ||
	    !json_object_object_get_ex(named, json_object_get_string(style),
	    &style)))
		return NULL;
	return json_object_is_type(style, json_type_object) ? style : NULL;
}

static const char *const corner_names[XW_CORNER_N] = { "TL", "TR", "BL",
    "BR" };

/* The "mark" of the style of the cell at (r, c) in the document as read,
   of any type; NULL when it has none, or the cell changed since. */
static json_object *
doc_cell_mark(const struct xw_puzzle *p, int r, int c)
{
	json_object *style, *mark;

	if (r < 0 || c < 0 || r >= p->height || c >= p->width ||
	    (xw_cell_at(p, r, c)->changed & XW_CHANGED_PUZZLE) ||
	    (style = doc_cell_style(p, r, c)) == NULL ||
	    !json_object_object_get_ex(style, "mark", &mark))
		return NULL;
	return mark;
}

int
xw_cell_marks(const struct xw_puzzle *p, int r, int c,
    const char *marks[XW_CORNER_N])
{
	json_object *mark = doc_cell_mark(p, r, c), *v;
	int i, n = 0;

	for (i = 0; i < XW_CORNER_N; i++)
		marks[i] = NULL;
	if (!json_object_is_type(mark, json_type_object))
		return 0;
	for (i = 0; i < XW_CORNER_N; i++)
		if (json_object_object_get_ex(mark, corner_names[i], &v) &&
		    json_object_is_type(v, json_type_string) &&
		    json_object_get_string_len(v) > 0) {
			marks[i] = json_object_get_string(v);
			n++;
		}
	return n;
}

int
xw_cell_mark_faults(const struct xw_puzzle *p, int r, int c, char *buf,
    size_t size)
{
	json_object *mark = doc_cell_mark(p, r, c);
	char shown[XW_SHOWN_SIZE(40)];
	int i, n = 0;

	if (size > 0)
		buf[0] = '\0';
	if (mark == NULL)
		return 0;
	if (!json_object_is_type(mark, json_type_object)) {
		snprintf(buf, size, "mark is %s, not an object of corners",
		    xw_json_kind(mark));
		return 1;
	}
	json_object_object_foreach(mark, k, v) {
		for (i = 0; i < XW_CORNER_N && strcmp(k, corner_names[i]) != 0;
		    i++)
			;
		if (i < XW_CORNER_N && json_object_is_type(v,
		    json_type_string))
			continue;
		if (n++ > 0)
			continue;
		if (i == XW_CORNER_N)
			snprintf(buf, size, "mark '%s' is in no corner (TL, "
			    "TR, BL, BR)", xw_utf8_shown(k, strlen(k), 40,
			    shown, sizeof(shown)));
		else
			snprintf(buf, size, "mark %s is %s, not text", k,
			    xw_json_kind(v));
	}
	return n;
}

struct xw_cell *
xw_cell_at(const struct xw_puzzle *p, int r, int c)
{
	return &p->cells[(size_t)r * p->width + c];
}

/*
 * The colours of ipuz's colour numbers, whose RGB the program chooses:
 * light, each its own, so that black ink stays readable on all, and one
 * palette for every writer and ipuz-render. Grey, yellow, blue, pink,
 * green, lavender, peach, aqua.
 */
static const char *const palette[] = {
	"d1d1d1", "ffe680", "a8d9ff", "ffb8c7", "b8e8b0", "d9bfff", "ffd1a1",
	"b0f0f0"
};
#define NPALETTE	(sizeof(palette) / sizeof(palette[0]))

const char *
xw_color_number_rgb(const char *s)
{
	size_t i, at = 0;

	/* Past the palette's end it wraps round, a number of any size. */
	for (i = *s == '-'; s[i] >= '0' && s[i] <= '9'; i++)
		at = (at * 10 + (size_t)(s[i] - '0')) % NPALETTE;
	if (*s == '-')
		at = (NPALETTE - at) % NPALETTE;
	return palette[at];
}

size_t
xw_cell_hex(const struct xw_cell *cell, const char **hex)
{
	const char *s = cell->color;
	size_t n;

	if (s == NULL)
		return 0;
	/* A colour number's digits are no RGB: its palette colour. */
	if (cell->style & XW_STYLE_PALETTE)
		s = xw_color_number_rgb(s);
	if (*s == '#')
		s++;
	n = strlen(s);
	if ((n != 3 && n != 4 && n != 6 && n != 8) ||
	    strspn(s, "0123456789abcdefABCDEF") != n)
		return 0;
	*hex = s;
	return n;
}

int
xw_cell_place(const struct xw_puzzle *p, int r, int c, long *line,
    long *col)
{
	size_t i = 2 * ((size_t)r * p->width + c);

	if (p->read_at == NULL)
		return 0;
	*line = p->read_at[i];
	*col = p->read_at[i + 1];
	return 1;
}

int
xw_is_letter(const struct xw_puzzle *p, int r, int c)
{
	return r >= 0 && c >= 0 && r < p->height && c < p->width &&
	    xw_cell_at(p, r, c)->kind == XW_CELL_LETTER;
}

int
xw_kind_is(const char *kind, const char *uri)
{
	size_t n = strlen(uri);

	return strncmp(kind, uri, n) == 0 &&
	    (kind[n] == '\0' || kind[n] == '#');
}

int
xw_puzzle_is_kind(const struct xw_puzzle *p, const char *uri)
{
	size_t i;

	for (i = 0; i < p->nkinds; i++)
		if (xw_kind_is(p->kinds[i], uri))
			return 1;
	return 0;
}

int
xw_puzzle_shows_enumerations(const struct xw_puzzle *p)
{
	json_object *v = xw_puzzle_field(p, "showenumerations");

	return v == NULL || !json_object_is_type(v, json_type_boolean) ||
	    json_object_get_boolean(v);
}

/* Whether s[0..n) is "(" ... ")", the first parenthesis closed by the
   last: "(3) (4)" is two, not one around "3) (4". */
static int
enclosed(const char *s, size_t n)
{
	size_t i, depth = 0;

	if (n < 2 || s[0] != '(' || s[n - 1] != ')')
		return 0;
	for (i = 0; i < n - 1; i++) {
		if (s[i] == '(')
			depth++;
		else if (s[i] == ')' && --depth == 0)
			return 0;
	}
	return 1;
}

/*
 * One rule for every writer and the renderer: each puts its own pair of
 * parentheses around an enumeration (or its format has none), and one
 * stored as "(3)" was shown "((3))".
 */
const char *
xw_enumeration_bare(const char *s, size_t *n)
{
	*n = s != NULL ? strlen(s) : 0;
	if (s == NULL)
		return "";
	s = xw_trim(s, n);
	while (enclosed(s, *n)) {
		s++;
		*n -= 2;
		s = xw_trim(s, n);
	}
	return s;
}

static void
replace(char **field, const char *s)
{
	xw_str_free(*field);
	*field = s != NULL ? xw_str(s, strlen(s)) : NULL;
}

void
xw_puzzle_set_solution(struct xw_puzzle *p, int r, int c, const char *s)
{
	struct xw_cell *cell = xw_cell_at(p, r, c);

	replace(&cell->solution, s);
	/* What the old solution allowed the new one need not. */
	if (cell->alternatives != NULL)
		alternatives_free(cell);
	cell->changed |= XW_CHANGED_SOLUTION;
	p->changed |= XW_CHANGED_SOLUTION;
	p->has_solution = 1;
}

void
xw_puzzle_set_meta(struct xw_puzzle *p, enum xw_meta m, const char *s)
{
	free(p->meta[m]);
	p->meta[m] = s != NULL ? xw_estrdup(s) : NULL;
	p->changed |= XW_CHANGED_META;
}
