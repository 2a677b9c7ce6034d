/* See LICENSE file for copyright and license details. */
/*
 * The .xd writer: always the newer dialect (## headers), the same bytes
 * for the same puzzle. What the reader kept under XD_KEPT_KEY (unknown
 * metadata, clue metadata lines, rebus keys, cluegroups, answers with
 * split characters, dark-mode backgrounds, unknown sections) is written
 * back where it was read from.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "clocale.h"
#include "grid.h"
#include "html.h"
#include "text.h"
#include "utf8.h"
#include "xd.h"
#include "xd_priv.h"

/* A puzzle being written. */
struct writer {
	const struct xw_puzzle *p;
	struct xw_error *e;
	json_object *kept;	/* XD_KEPT_KEY of the document, or NULL */
	char **text;		/* per cell: what the grid shows */
	struct xd_entry *rebus;	/* keys given out */
	size_t nrebus;
	int special;		/* lower case cells: 0 none, XW_STYLE_* */
	int design;		/* styles go to ## Design */
	int renumbered;		/* xw_clues_renumbered */
	int enumerations;	/* xw_puzzle_shows_enumerations */
	struct xw_buf *out;
	size_t start;		/* where this puzzle starts in out */
};

static json_object *
kept_member(const struct writer *w, const char *key)
{
	json_object *v;

	if (w->kept == NULL || !json_object_object_get_ex(w->kept, key, &v))
		return NULL;
	return v;
}

/* The length of a kept list, 0 when it is none. */
static size_t
kept_len(json_object *list)
{
	return json_object_is_type(list, json_type_array) ?
	    json_object_array_length(list) : 0;
}

/* Whether item i of the kept list is a [a, b] pair of strings, then in
   *a and *b. */
static int
kept_pair(json_object *list, size_t i, const char **a, const char **b)
{
	json_object *pair = json_object_array_get_idx(list, i);

	if (!json_object_is_type(pair, json_type_array) ||
	    json_object_array_length(pair) != 2)
		return 0;
	*a = json_object_get_string(json_object_array_get_idx(pair, 0));
	*b = json_object_get_string(json_object_array_get_idx(pair, 1));
	return *a != NULL && *b != NULL;
}

/* The code point of s when s is exactly one, else 0. */
static uint32_t
single(const char *s)
{
	size_t n = s != NULL ? strlen(s) : 0;
	uint32_t cp;

	if (n == 0 || xw_utf8_decode(s, n, &cp) != n)
		return 0;
	return cp;
}

/*
 * The first code point of s when s is one character as the reader takes
 * a grid's (xw_utf8_letter: ❤ and U+FE0F), else 0: what a rebus key may
 * be.
 */
static uint32_t
one_char(const char *s)
{
	size_t n = strlen(s);
	uint32_t cp;

	if (n == 0 || xw_utf8_letter(s, n, &cp) != n)
		return 0;
	return xw_utf8_decode(s, n, &cp) > 0 ? cp : 0;
}

/* Whether a grid may show cp as itself. A mark or a variation selector
   would go on the cell before it, for the reader; a ':' is read as the
   block a .puz marks by it. */
static int
literal(uint32_t cp)
{
	return cp > ' ' && cp != 0x7f && cp != '#' && cp != '.' && cp != '_' &&
	    cp != ':' &&
	    cp != 0x25a0 && cp != 0xff3f && !xd_is_lower(cp) && cp != 0xa0 &&
	    cp != 0x3000 && !xw_is_mark(cp) && !xw_is_selector(cp);
}

static int
is_circle(const struct xw_cell *cell)
{
	return (cell->style & XW_STYLE_CIRCLE) || (cell->shape != NULL &&
	    strcmp(cell->shape, "circle") == 0);
}

static int
is_shaded(const struct xw_cell *cell)
{
	return (cell->style & XW_STYLE_SHADED) || cell->color != NULL;
}

/* A cell's colour as .xd writes it, "#rrggbb" or "#rgb" (an alpha digit is
   let be); 0 if none. */
static int
hex_color(const struct xw_cell *cell, char out[8])
{
	const char *hex;
	size_t n = xw_cell_hex(cell, &hex), i;

	out[0] = '\0';
	if (n == 0)
		return 0;
	n = n <= 4 ? 3 : 6;
	out[0] = '#';
	for (i = 0; i < n; i++)
		out[i + 1] = (char)xw_ascii_lower((unsigned char)hex[i]);
	out[n + 1] = '\0';
	return 1;
}

/* An .xd file has one clue for an entry: its reader refuses a second. */
static int
one_clue_each(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_slot *s;
	char *seen = xw_ecalloc(p->nslots + 1, 1);
	size_t i, k;
	int ret = 0;

	for (i = 0; i < p->nlists && ret == 0; i++) {
		if (p->lists[i].dir == XW_DIR_OTHER)
			continue;
		for (k = 0; k < p->lists[i].nclues && ret == 0; k++) {
			s = xw_clue_slot(p, p->lists[i].dir,
			    &p->lists[i].clues[k]);
			if (s != NULL && seen[s - p->slots]++)
				ret = xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "",
				    0, 0, "%s clue %s is given twice: .xd "
				    "has one clue an entry", p->lists[i].name,
				    p->lists[i].clues[k].number);
		}
	}
	free(seen);
	return ret;
}

static int
check_puzzle(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cell *cell;
	size_t i, j, k;

	if (!p->has_solution)
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
		    "the puzzle has no solution");
	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		if (cell->kind == XW_CELL_LETTER && (cell->solution == NULL ||
		    *cell->solution == '\0'))
			return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
			    "cell r%zuc%zu has no solution",
			    i / p->width + 1, i % p->width + 1);
		/* A control character (a form feed) would break the
		   grid's line, or its rebus key, for the reader. */
		if (cell->kind == XW_CELL_LETTER && xw_utf8_has_control(cell->solution))
			return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
			    "cell r%zuc%zu holds a control character, which "
			    "an .xd cannot hold", i / p->width + 1,
			    i % p->width + 1);
	}
	for (i = 0; i < p->nlists; i++) {
		for (j = 0; j < i; j++)
			if (p->lists[j].dir == p->lists[i].dir &&
			    p->lists[i].dir != XW_DIR_OTHER)
				return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "",
				    0, 0, "clue lists \"%s\" and \"%s\" go the "
				    "same way", p->lists[j].name,
				    p->lists[i].name);
		if (p->lists[i].dir != XW_DIR_OTHER)
			continue;
		for (k = 0; k < p->lists[i].nclues; k++)
			if (p->lists[i].clues[k].explicit_cells)
				return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "",
				    0, 0, "clue list \"%s\" gives its own "
				    "cells", p->lists[i].name);
	}
	return one_clue_each(w);
}

/* The background-dark the .xd file read gave the cell at (r, c), or
   NULL. */
static const char *
kept_dark(const struct writer *w, int r, int c)
{
	json_object *all = kept_member(w, "background-dark"), *v;
	char at[2 * XW_ITOA_SIZE + 4];

	if (all == NULL || !json_object_is_type(all, json_type_object))
		return NULL;
	snprintf(at, sizeof(at), "r%dc%d", r + 1, c + 1);
	if (!json_object_object_get_ex(all, at, &v) ||
	    !json_object_is_type(v, json_type_string))
		return NULL;
	return json_object_get_string(v);
}

/* Lower case and Special: for plain circles or plain shading, else Design
   (for bars, colours and dark-mode backgrounds too). */
static void
choose_styles(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cell *cell;
	int circles = 0, shades = 0, other = 0;
	char color[8];
	uint32_t cp;
	size_t i;

	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		if (cell->kind != XW_CELL_LETTER)
			continue;
		if (cell->bars != 0 || hex_color(cell, color) ||
		    kept_dark(w, (int)(i / p->width), (int)(i % p->width)) !=
		    NULL)
			other = 1;
		if (!is_circle(cell) && !is_shaded(cell))
			continue;
		circles |= is_circle(cell);
		shades |= is_shaded(cell);
		cp = single(cell->solution);
		if (cp < 'A' || cp > 'Z')
			other = 1;
	}
	w->design = other || (circles && shades);
	if (!w->design)
		w->special = circles ? XW_STYLE_CIRCLE : shades ?
		    XW_STYLE_SHADED : 0;
}

static int
key_taken(const struct writer *w, const char *key, const unsigned char *lit,
    size_t nlit)
{
	uint32_t cp = one_char(key);

	if (cp == 0 || !literal(cp) || (cp < nlit && lit[cp]))
		return 1;
	return xw_xd_find_entry(w->rebus, w->nrebus, key, strlen(key)) != NULL;
}

/* The keys rebus_key gives out: the sizes of its ranges, added up. */
#define XD_REBUS_KEYS	(30 + 160 + 15 + 15)

/*
 * The rebus key for text, of cell at: the one the file had, else the
 * next free one.
 */
static int
rebus_key(struct writer *w, const char *text, size_t at,
    const unsigned char *lit, size_t nlit)
{
	static const uint32_t ranges[][2] = { { 0x2776, 0x2793 },
	    { 0x2460, 0x24ff }, { 0x3251, 0x325f }, { 0x32b1, 0x32bf } };
	json_object *kept = kept_member(w, "rebus");
	char key[8];
	uint32_t cp;
	size_t i;

	for (i = 0; i < w->nrebus; i++)
		if (strcmp(w->rebus[i].value, text) == 0)
			return (int)i;
	if (strpbrk(text, " ,\t\n") != NULL)
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
		    "cell r%zuc%zu holds the rebus \"%s\", which an .xd "
		    "cannot hold: a space or a comma parts its Rebus: header",
		    at / w->p->width + 1, at % w->p->width + 1, text);
	key[0] = '\0';
	if (kept != NULL && json_object_is_type(kept, json_type_object)) {
		json_object_object_foreach(kept, k, v) {
			if (json_object_is_type(v, json_type_string) &&
			    strcmp(json_object_get_string(v), text) == 0 &&
			    strlen(k) < sizeof(key) &&
			    !xd_is_lower(one_char(k)) &&
			    !key_taken(w, k, lit, nlit)) {
				snprintf(key, sizeof(key), "%s", k);
				break;
			}
		}
	}
	for (i = 0; key[0] == '\0' && i < sizeof(ranges) / sizeof(ranges[0]);
	    i++) {
		for (cp = ranges[i][0]; cp <= ranges[i][1]; cp++) {
			key[xw_utf8_encode(cp, key)] = '\0';
			if (!key_taken(w, key, lit, nlit))
				break;
			key[0] = '\0';
		}
	}
	if (key[0] == '\0')
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
		    "cell r%zuc%zu holds the rebus \"%s\", and an .xd has "
		    "no key left for it: it has %d for different rebus "
		    "answers, fewer when the grid's own letters take some",
		    at / w->p->width + 1, at % w->p->width + 1, text,
		    XD_REBUS_KEYS);
	w->rebus = xw_ereallocarray(w->rebus, w->nrebus + 1, sizeof(*w->rebus));
	memcpy(w->rebus[w->nrebus].key, key, sizeof(key));
	w->rebus[w->nrebus].value = xw_estrdup(text);
	return (int)w->nrebus++;
}

/* Whether the kept rebus key k showed in no cell of the file read. */
static int
was_unused(const struct writer *w, const char *k)
{
	json_object *keys = kept_member(w, "rebus_unused");
	size_t i, n;

	if (keys == NULL || !json_object_is_type(keys, json_type_array))
		return 0;
	n = json_object_array_length(keys);
	for (i = 0; i < n; i++)
		if (strcmp(json_object_get_string(json_object_array_get_idx(
		    keys, i)), k) == 0)
			return 1;
	return 0;
}

/*
 * The file's rebus keys that no cell showed, kept while free (a key no
 * cell shows any more was edited out), and the keys in the file's order,
 * the new ones after: xd to ipuz to xd gives the Rebus line back.
 */
static void
keep_file_keys(struct writer *w, const unsigned char *lit, size_t nlit)
{
	json_object *kept = kept_member(w, "rebus");
	struct xd_entry t;
	size_t i, n = 0, j;

	if (kept == NULL || !json_object_is_type(kept, json_type_object))
		return;
	json_object_object_foreach(kept, k, v) {
		if (!json_object_is_type(v, json_type_string) ||
		    strlen(k) >= sizeof(t.key) || !was_unused(w, k) ||
		    key_taken(w, k, lit, nlit))
			continue;
		w->rebus = xw_ereallocarray(w->rebus, w->nrebus + 1,
		    sizeof(*w->rebus));
		snprintf(w->rebus[w->nrebus].key, sizeof(t.key), "%s", k);
		w->rebus[w->nrebus++].value =
		    xw_estrdup(json_object_get_string(v));
	}
	json_object_object_foreach(kept, k2, v2) {
		(void)v2;
		for (i = n; i < w->nrebus; i++)
			if (strcmp(w->rebus[i].key, k2) == 0) {
				t = w->rebus[i];
				for (j = i; j > n; j--)
					w->rebus[j] = w->rebus[j - 1];
				w->rebus[n++] = t;
				break;
			}
	}
}

/* Whether the texts of a row's n cells open a comment (xd_opens_comment). */
static int
opens_comment(char *const *text, size_t n)
{
	char head[4];
	size_t i, k = 0, m;

	for (i = 0; i < n && k < sizeof(head); i++) {
		m = strlen(text[i]);
		if (m > sizeof(head) - k)
			m = sizeof(head) - k;
		memcpy(head + k, text[i], m);
		k += m;
	}
	return xd_opens_comment(head, k);
}

/* What each cell shows: a letter as itself, in lower case when special,
   anything else by a rebus key. */
static int
grid_text(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	size_t n = (size_t)p->width * p->height, i, nlit = 0x10000;
	unsigned char *lit = xw_ecalloc(nlit, 1);
	const struct xw_cell *cell;
	uint32_t cp;
	char buf[8];
	int k;

	w->text = xw_ecalloc(n, sizeof(*w->text));
	for (i = 0; i < n; i++)
		if (p->cells[i].kind == XW_CELL_LETTER &&
		    (cp = single(p->cells[i].solution)) != 0 && literal(cp) &&
		    cp < nlit)
			lit[cp] = 1;
	for (i = 0; i < n; i++) {
		cell = &p->cells[i];
		if (cell->kind == XW_CELL_BLOCK) {
			w->text[i] = xw_estrdup("#");
			continue;
		}
		if (cell->kind == XW_CELL_NULL) {
			w->text[i] = xw_estrdup("_");
			continue;
		}
		cp = single(cell->solution);
		if (cp != 0 && literal(cp) && (cp >= nlit || lit[cp])) {
			if (w->special != 0 && cp >= 'A' && cp <= 'Z' &&
			    (w->special == XW_STYLE_CIRCLE ? is_circle(cell) :
			    is_shaded(cell))) {
				buf[0] = (char)(cp - 'A' + 'a');
				buf[1] = '\0';
				w->text[i] = xw_estrdup(buf);
			} else {
				w->text[i] = xw_estrdup(cell->solution);
			}
			continue;
		}
		if ((k = rebus_key(w, cell->solution, i, lit, nlit)) < 0) {
			free(lit);
			return -1;
		}
		w->text[i] = xw_estrdup(w->rebus[k].key);
	}
	/*
	 * A row that would start "<!--" reads as a comment, and the grid
	 * and all after it as one that never ends: its '<' goes by a rebus
	 * key (found by puz_fuzz).
	 */
	for (i = 0; i < n; i += (size_t)p->width)
		if (opens_comment(w->text + i, (size_t)p->width)) {
			if ((k = rebus_key(w, p->cells[i].solution, i, lit,
			    nlit)) < 0) {
				free(lit);
				return -1;
			}
			free(w->text[i]);
			w->text[i] = xw_estrdup(w->rebus[k].key);
		}
	keep_file_keys(w, lit, nlit);
	free(lit);
	return 0;
}

/* One line of metadata, on one line whatever the value holds; html: the
   value is the HTML of an ipuz text. */
static void
put_meta(struct xw_buf *b, const char *key, const char *value, int html)
{
	/* ipuz text is HTML: an entity is its character, a tag left out
	   (plain text has none), a <br> a line break, a space on this one
	   line as every line break is, one for a run of them, as on a
	   clue's line (xw_html_one_line). */
	char *line = html ? xw_html_one_line(value) : NULL;
	char *text = html ? xw_html_text(line != NULL ? line : value, 1) :
	    NULL;
	size_t n = strlen(text != NULL ? text : value), i;
	const char *v = xw_trim(text != NULL ? text : value, &n);

	if (n > 0) {
		xw_buf_printf(b, "%s: ", key);
		for (i = 0; i < n; i++)
			xw_buf_add(b, v[i] == '\n' || v[i] == '\r' ||
			    v[i] == '\t' ? " " : v + i, 1);
		xw_buf_add(b, "\n", 1);
	}
	free(text);
	free(line);
}

/*
 * A metadata line the reader kept as written, empty values too, unless
 * the model now holds a value for its key, which the line would repeat.
 */
static void
put_kept(struct writer *w, const char *key, const char *value)
{
	size_t i, n;
	const char *m;

	if (key == NULL || *key == '\0' || value == NULL)
		return;
	for (i = 0; i < xw_xd_nmeta_names; i++) {
		m = w->p->meta[xw_xd_meta_names[i].m];
		if (xw_word_is(key, strlen(key), xw_xd_meta_names[i].key) &&
		    m != NULL && *m != '\0')
			return;
	}
	n = strlen(value);
	value = xw_trim(value, &n);
	if (n > 0)
		put_meta(w->out, key, value, 0);
	else
		xw_buf_printf(w->out, "%s:\n", key);
}

/*
 * mm/dd/yyyy (ipuz) as the ISO date .xd uses, or as the .xd file read
 * wrote it (kept "date", "March 5, 2024") while it is the same day; else
 * as it is, no date lost.
 */
static void
put_date(const struct writer *w, const char *s)
{
	json_object *kept = kept_member(w, "date");
	const char *as = kept != NULL ? json_object_get_string(kept) : NULL;
	struct xw_buf *b = w->out;
	int m, d, y, km, kd, ky;
	char iso[48];

	if (!xw_ipuz_date(s, &y, &m, &d)) {
		put_meta(b, "Date", s, 0);
	} else if (as != NULL && xw_xd_read_date(as, strlen(as), &ky, &km,
	    &kd) && ky == y && km == m && kd == d) {
		put_meta(b, "Date", as, 0);
	} else {
		snprintf(iso, sizeof(iso), "%04d-%02d-%02d", y, m, d);
		put_meta(b, "Date", iso, 0);
	}
}

static void
write_meta(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	json_object *list = kept_member(w, "meta"), *groups;
	const char *key, *value;
	enum xw_meta m;
	size_t i;

	xw_buf_puts(w->out, "## Metadata\n\n");
	for (i = 0; i < xw_xd_nmeta_names; i++) {
		m = xw_xd_meta_names[i].m;
		if (m == XW_META_NOTES || p->meta[m] == NULL)
			continue;
		if (m == XW_META_DATE)
			put_date(w, p->meta[m]);
		else
			put_meta(w->out, xw_xd_meta_names[i].key, p->meta[m],
			    1);
	}
	if (w->nrebus > 0) {
		xw_buf_puts(w->out, "Rebus:");
		for (i = 0; i < w->nrebus; i++)
			xw_buf_printf(w->out, " %s=%s", w->rebus[i].key,
			    w->rebus[i].value);
		xw_buf_puts(w->out, "\n");
	}
	if (w->special != 0)
		xw_buf_printf(w->out, "Special: %s\n", w->special ==
		    XW_STYLE_CIRCLE ? "circle" : "shaded");
	if ((groups = kept_member(w, "cluegroups")) != NULL &&
	    json_object_is_type(groups, json_type_object) &&
	    json_object_object_length(groups) > 0) {
		xw_buf_puts(w->out, "Cluegroup:");
		json_object_object_foreach(groups, k, v)
			xw_buf_printf(w->out, " %s=%s", k, json_object_get_string(v));
		xw_buf_puts(w->out, "\n");
	}
	for (i = 0; i < kept_len(list); i++)
		if (kept_pair(list, i, &key, &value))
			put_kept(w, key, value);
	/* No metadata, no section. */
	if (w->out->len == w->start + strlen("## Metadata\n\n"))
		w->out->s[w->out->len = w->start] = '\0';
}

static void
write_grid(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	int r, c;

	xw_buf_puts(w->out, w->out->len > w->start ? "\n## Grid\n\n" :
	    "## Grid\n\n");
	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++)
			xw_buf_puts(w->out, w->text[(size_t)r * p->width + c]);
		xw_buf_puts(w->out, "\n");
	}
}

static const struct {
	const char *tag;
	char c;
} tags[] = { { "i", '/' }, { "em", '/' }, { "b", '*' }, { "strong", '*' },
    { "u", '_' }, { "s", '-' }, { "strike", '-' }, { "sub", '~' },
    { "sup", '^' } };

/* The inline tag called name, as its place in tags; -1 if none. */
static int
inline_tag(const char *name)
{
	size_t j;

	for (j = 0; j < sizeof(tags) / sizeof(tags[0]); j++)
		if (strcmp(name, tags[j].tag) == 0)
			return (int)j;
	return -1;
}

/*
 * The value of the attribute called name of the tag s (k bytes) into
 * out, its entities the characters they stand for, on the clue's one
 * line (a line break or a tab a space); 0 if it has none.
 */
static int
tag_attr(const char *s, size_t k, const char *name, struct xw_buf *out)
{
	size_t n = strlen(name), i, e;
	const char *end;
	uint32_t cp;
	char u[4];

	for (i = 1; i + n + 2 < k; i++) {
		if (!xw_isblank((unsigned char)s[i - 1]) ||
		    xw_ascii_ncasecmp(s + i, name, n) != 0 || s[i + n] != '=' ||
		    s[i + n + 1] != '"' ||
		    (end = memchr(s + i + n + 2, '"', k - i - n - 2)) == NULL)
			continue;
		for (i += n + 2; s + i < end; i += e) {
			if (s[i] == '&' && (e = xw_html_entity(s + i, &cp)) > 0) {
				xw_buf_add(out, u, xw_utf8_encode(cp, u));
			} else {
				xw_buf_add(out, s + i, 1);
				e = 1;
			}
		}
		xw_buf_add(out, "", 0);
		for (i = 0; i < out->len; i++)
			if (out->s[i] == '\n' || out->s[i] == '\r' ||
			    out->s[i] == '\t')
				out->s[i] = ' ';
		return 1;
	}
	return 0;
}

/*
 * How .xd says the link, image or coloured text whose start tag is s (k
 * bytes): into open what starts it, into close what ends it; an image
 * (skip set) is all in open, the text of its span left out. 0 when the
 * tag is none of these (a span the .xd reader did not write).
 */
static int
leaf_markup(const char *s, size_t k, struct xw_buf *open,
    struct xw_buf *close, int *skip)
{
	char name[16];
	struct xw_buf v = { 0 };

	*skip = 0;
	if (xw_html_tag_name(s, name) == 0 || s[1] == '/')
		return 0;

	/* Fields as the reader trims them, apart by " | "; none, none. */
	if (strcmp(name, "a") == 0 && tag_attr(s, k, "href", &v)) {
		xw_buf_puts(open, "{@ ");
		xw_buf_printf(close, "%s%s @}", v.len > 0 ? " | " : "", v.s);
	} else if (strcmp(name, "span") == 0 &&
	    tag_attr(s, k, "data-xd-color", &v)) {
		xw_buf_puts(open, "{# ");
		xw_buf_printf(close, "%s%s #}", v.len > 0 ? " | " : "", v.s);
	} else if (strcmp(name, "span") == 0 &&
	    tag_attr(s, k, "data-xd-image", &v) && v.len > 1 &&
	    v.s[0] == '!' && v.s[v.len - 1] == '!') {
		/* Its markup as written, from '!' to '!'. */
		xw_buf_printf(open, "{%s}", v.s);
		*skip = 1;
	}
	free(v.s);
	return open->len > 0;
}

int
xw_xd_keeps_tag(const char *tag)
{
	struct xw_buf open = { 0 }, close = { 0 };
	char name[16];
	int skip, kept;

	if (xw_html_tag_name(tag, name) == 0)
		return 0;
	if (inline_tag(name) >= 0)
		return 1;
	/* Its end tag goes with its start tag. */
	if (tag[1] == '/')
		return strcmp(name, "a") == 0 || strcmp(name, "span") == 0;
	kept = leaf_markup(tag, xw_html_tag(tag), &open, &close, &skip);
	free(open.s);
	free(close.s);
	return kept;
}


/* Byte s[0] on a clue's one line: a line break or a tab a space. */
static void
put_line_byte(struct xw_buf *b, const char *s)
{
	xw_buf_add(b, *s == '\n' || *s == '\r' || *s == '\t' ? " " : s, 1);
}

/* Links and spans open at once, nested no deeper, as .xd markup. */
#define MAX_LEAVES	8

/* Where the tags a and span end that opened at each depth, and how. */
struct leaves {
	struct xw_buf close[MAX_LEAVES];
	int depth;		/* may pass MAX_LEAVES: no markup there */
	int skip;		/* depth whose text an image leaves out, or 0 */
};

/*
 * The tag s (k bytes) called name, if a link or a span: its .xd markup,
 * or none for one the reader did not write. Returns 1 if it was one.
 */
static int
put_leaf_tag(struct xw_buf *b, struct leaves *lv, const char *s, size_t k,
    const char *name)
{
	struct xw_buf open = { 0 };
	int skip;

	if (strcmp(name, "a") != 0 && strcmp(name, "span") != 0)
		return 0;
	if (s[1] == '/') {
		if (lv->depth > 0 && --lv->depth < MAX_LEAVES) {
			if (lv->skip == 0 || lv->depth < lv->skip) {
				xw_buf_add(b, lv->close[lv->depth].s,
				    lv->close[lv->depth].len);
				lv->skip = 0;
			}
			xw_buf_free(&lv->close[lv->depth]);
		}
		return 1;
	}
	if (lv->depth < MAX_LEAVES && lv->skip == 0 &&
	    leaf_markup(s, k, &open, &lv->close[lv->depth], &skip)) {
		xw_buf_add(b, open.s, open.len);
		if (skip)
			lv->skip = lv->depth + 1;
	}
	lv->depth++;
	free(open.s);
	return 1;
}

/*
 * Bytes that no UTF-8 text holds: with marked set, put_clue_text puts
 * them for the text's own '{', '}' and '|', which are then no markup to
 * the reader, so that xw_xd_reads_as_markup can tell what was meant.
 */
static const char text_marks[] = "{}|";
static const char stand_ins[] = "\xfd\xfe\xff";

/* Byte s[0] of the clue's text, as put_line_byte puts it; its braces
   and bars stand-ins when marked is set. */
static void
put_text_byte(struct xw_buf *b, const char *s, int marked)
{
	const char *m;

	if (marked && *s != '\0' && (m = strchr(text_marks, *s)) != NULL)
		xw_buf_add(b, stand_ins + (m - text_marks), 1);
	else
		put_line_byte(b, s);
}

/* Clue text on one line, its HTML back to .xd markup and characters
   (a paragraph's tags part it as a <br>, and a run of breaks is one
   space, none at its ends: xw_html_one_line); with marked set, its own
   braces and bars stand-ins (text_marks). */
static void
put_clue_text(struct xw_buf *b, const char *html, int marked)
{
	char *line = xw_html_one_line(html);
	size_t n = strlen(line != NULL ? line : html), i, k;
	const char *t = xw_trim(line != NULL ? line : html, &n);
	struct leaves lv = { 0 };
	struct xw_buf skipped = { 0 }, *to = b;
	uint32_t cp;
	char u[4], name[16];
	int j;

	for (i = 0; i < n; ) {
		/* The text of an image's span is its alt text, which its
		   markup holds. */
		to = lv.skip != 0 ? &skipped : b;
		/*
		 * An inline tag (with attributes or none) is its markup, and
		 * so is a link, an image or coloured text the .xd reader
		 * wrote; a <br> a space on the clue's one line, as a line
		 * break is; another tag is left out (format.c says so), as
		 * .xd would show it as written; an entity is the character it
		 * stands for.
		 */
		if ((k = xw_html_tag_name(t + i, name)) > 0 && k <= n - i) {
			if (put_leaf_tag(b, &lv, t + i, k, name))
				;
			else if ((j = inline_tag(name)) >= 0 && t[i + 1] == '/')
				xw_buf_printf(to, "%c}", tags[j].c);
			else if (j >= 0)
				xw_buf_printf(to, "{%c", tags[j].c);
			i += k;
			continue;
		}
		/* A break (a <br> and the line feed after it one) is a
		   space on the clue's one line; the trimmed text may end
		   before that line feed. */
		if ((k = xw_html_line_break(t + i)) > n - i)
			k = xw_html_break(t + i);
		if (k > 0 && k <= n - i) {
			i += k;
			xw_buf_add(to, " ", 1);
			continue;
		}
		if (t[i] == '&' && (k = xw_html_entity(t + i, &cp)) > 0 &&
		    k <= n - i) {
			/* "&#10;" is a line break too: one would end the
			   clue's line, the rest read as no clue. A control
			   is left out, as it is written raw below. */
			if (xw_is_control(cp))
				;
			else if (xw_utf8_encode(cp, u) == 1)
				put_text_byte(to, u, marked);
			else
				xw_buf_add(to, u, xw_utf8_encode(cp, u));
			i += k;
			continue;
		}
		/* A control character (ESC, NEXT LINE) is left out, as
		   the .jpz writer leaves it (format.c says so): on a
		   terminal ESC [8m hides the text after it. */
		if ((k = xw_utf8_decode(t + i, n - i, &cp)) > 0 &&
		    xw_is_control(cp)) {
			i += k;
			continue;
		}
		put_text_byte(to, t + i++, marked);
	}
	/* Links and spans left open end with the clue. */
	while (lv.depth > 0)
		put_leaf_tag(b, &lv, "</a>", 4, "a");
	free(skipped.s);
	free(line);
}

int
xw_xd_reads_as_markup(const char *text)
{
	struct xw_buf as_is = { 0 }, marked = { 0 };
	char *read = NULL, *meant = NULL, *c;
	const char *m;
	int changed = 0;

	/* Most clues have neither, and no character reference for one. */
	if (strpbrk(text, "{}|&") == NULL)
		return 0;
	put_clue_text(&as_is, text, 0);
	put_clue_text(&marked, text, 1);
	xw_buf_add(&as_is, "", 0);
	xw_buf_add(&marked, "", 0);
	/* Without braces or bars of its own, the text is what it says. */
	if (strcmp(as_is.s, marked.s) != 0) {
		read = xw_xd_markup_html(as_is.s, as_is.len);
		meant = xw_xd_markup_html(marked.s, marked.len);
		for (c = meant; *c != '\0'; c++)
			if ((m = memchr(stand_ins, *c, strlen(stand_ins))) !=
			    NULL)
				*c = text_marks[m - stand_ins];
		changed = strcmp(read, meant) != 0;
	}
	free(read);
	free(meant);
	xw_buf_free(&as_is);
	xw_buf_free(&marked);
	return changed;
}

/* The letter of a list: A, D, or its Cluegroup: letter. */
static int
list_letter(struct writer *w, const struct xw_cluelist *l, char *letter)
{
	json_object *groups = kept_member(w, "cluegroups");

	if (l->dir != XW_DIR_OTHER) {
		*letter = l->dir == XW_DIR_ACROSS ? 'A' : 'D';
		return 0;
	}
	if (groups != NULL && json_object_is_type(groups, json_type_object)) {
		json_object_object_foreach(groups, k, v) {
			if (strcmp(json_object_get_string(v), l->name) == 0 &&
			    strlen(k) == 1 && *k >= 'A' && *k <= 'Z') {
				*letter = *k;
				return 0;
			}
		}
	}
	if (strcmp(l->name, "Clues") == 0) {
		*letter = '\0';
		return 0;
	}
	return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, "clue list "
	    "\"%s\" cannot be .xd: only Across, Down and the lists of a "
	    "Cluegroup: header can", l->name);
}

static void
put_clue_meta(struct writer *w, const char *id)
{
	json_object *all = kept_member(w, "cluemeta"), *list;
	size_t i;

	if (all == NULL || !json_object_is_type(all, json_type_object) ||
	    !json_object_object_get_ex(all, id, &list) ||
	    !json_object_is_type(list, json_type_array))
		return;
	for (i = 0; i < json_object_array_length(list); i++)
		xw_buf_printf(w->out, "%s ^%s\n", id, json_object_get_string(
		    json_object_array_get_idx(list, i)));
}

/*
 * 0 when .xd holds answer, plain text (ipuz "answer", as every reader has
 * it), written as it is after " ~ " on its clue's line; else -1, e saying
 * why. Its reader ends the line at a line break, takes the spaces at its
 * ends away, and starts the answer after the last '~' standing alone.
 */
static int
refuse_answer(struct writer *w, const char *list, const char *number,
    const char *answer)
{
	char q[XW_SHOWN_SIZE(40)];
	size_t n = strlen(answer), i;
	const char *why = NULL;

	if (xw_utf8_has_control(answer))
		why = "it holds a control character";
	else if (xw_isblank((unsigned char)answer[0]) ||
	    xw_isblank((unsigned char)answer[n - 1]))
		why = "the spaces at its ends go when read";
	for (i = 0; i < n && why == NULL; i++)
		if (answer[i] == '~' && (i == 0 || answer[i - 1] == ' ') &&
		    (i + 1 == n || answer[i + 1] == ' '))
			why = "a '~' standing alone starts the answer "
			    "when read";
	if (why == NULL)
		return 0;
	return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, "%s clue %s has "
	    "the answer \"%s\", which an .xd cannot hold: %s", list, number,
	    xw_utf8_shown(answer, n, 40, q, sizeof(q)), why);
}

/* The Splitcharacter: of the .xd file read, as kept, or NULL. */
static const char *
kept_split(const struct writer *w)
{
	json_object *list = kept_member(w, "meta");
	const char *k, *v;
	size_t i;

	for (i = 0; i < kept_len(list); i++)
		if (kept_pair(list, i, &k, &v) &&
		    xw_word_is(k, strlen(k), "splitcharacter"))
			return v;
	return NULL;
}

/*
 * The answer of clue id as the .xd file read wrote it, split characters
 * (word breaks) in it, while it is still answer with them left out and
 * the file's Splitcharacter: is kept; else answer.
 */
static const char *
split_answer(const struct writer *w, const char *id, const char *answer)
{
	json_object *all = kept_member(w, "answers"), *said;
	const char *split = kept_split(w), *s;

	if (all == NULL || split == NULL || *split == '\0' ||
	    !json_object_is_type(all, json_type_object) ||
	    !json_object_object_get_ex(all, id, &said) ||
	    (s = json_object_get_string(said)) == NULL ||
	    !xw_xd_same_answer(s, strlen(s), answer, split))
		return answer;
	return s;
}

/*
 * What a clue's line holds between "A1. " and " ~ ": its text, and its
 * enumeration when shown, into b.
 */
static void
put_clue_body(const struct writer *w, struct xw_buf *b,
    const struct xw_clue *clue)
{
	char *text = w->renumbered ? xw_renumber_refs(w->p, clue->text) :
	    NULL;
	const char *en, *end;
	size_t n;

	put_clue_text(b, text != NULL ? text : clue->text, 0);
	free(text);
	/*
	 * Shown to the solver, the enumeration goes in the text, on its
	 * one line: a line break in it ended the clue's line, and the
	 * rest was read back as a clue line without its number.
	 */
	en = xw_enumeration_bare(clue->enumeration, &n);
	if (n > 0 && w->enumerations) {
		xw_buf_puts(b, " (");
		for (end = en + n; en < end; en++)
			put_line_byte(b, en);
		xw_buf_puts(b, ")");
	}
}

/* Whether the body b of a clue's line reads back as no text. */
static int
body_is_empty(const struct xw_buf *b)
{
	size_t n = b->len;

	if (n > 0)
		xw_trim(b->s, &n);
	return n == 0;
}

/*
 * The blanks between "A1." and "~" of the line without text of clue id,
 * as the .xd file read had them (kept "textless"), or the writer's two
 * spaces.
 */
static const char *
textless_gap(const struct writer *w, const char *id)
{
	json_object *all = kept_member(w, "textless"), *gap;
	const char *g;

	if (all == NULL || !json_object_is_type(all, json_type_object) ||
	    !json_object_object_get_ex(all, id, &gap) ||
	    (g = json_object_get_string(gap)) == NULL ||
	    g[strspn(g, " \t")] != '\0')
		return "  ";
	return g;
}

/* A clue line without text, "A1.  ~ CAB", spaced as the file read had
   it. */
static void
put_textless(struct writer *w, const char *id, const char *answer)
{
	xw_buf_printf(w->out, "%s.%s~ %s\n", id, textless_gap(w, id), answer);
}

static int
write_clue(struct writer *w, const struct xw_cluelist *l, char letter,
    const struct xw_clue *clue)
{
	const struct xw_slot *s = NULL;
	struct xw_buf body = { 0 };
	char id[32], *grid = NULL;
	const char *answer;

	if (l->dir != XW_DIR_OTHER) {
		/* An .xd file numbers its grid: a clue for no entry is
		   left out (xw_format_losses says so). */
		if ((s = xw_clue_slot(w->p, l->dir, clue)) == NULL)
			return 0;
		snprintf(id, sizeof(id), "%c%d", letter, s->number);
		grid = xw_slot_answer(w->p, s);
	} else {
		if (*clue->number == '\0' || !xd_all_digits(clue->number,
		    strlen(clue->number)) || strlen(clue->number) >
		    XD_MAX_DIGITS)
			return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
			    "%s clue \"%s\" cannot be .xd: it needs a number",
			    l->name, clue->number);
		if (letter != '\0')
			snprintf(id, sizeof(id), "%c%s", letter, clue->number);
		else
			snprintf(id, sizeof(id), "%s", clue->number);
	}
	/* The answer the clue states, as it is; else the grid's. */
	answer = clue->answer != NULL && *clue->answer != '\0' ?
	    clue->answer : grid;
	if (answer == NULL || *answer == '\0') {
		free(grid);
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
		    "%s clue %s has no answer", l->name, clue->number);
	}
	if (answer == grid)
		answer = split_answer(w, id, answer);
	if (refuse_answer(w, l->name, clue->number, answer)) {
		free(grid);
		return -1;
	}
	put_clue_body(w, &body, clue);
	if (body_is_empty(&body)) {
		put_textless(w, id, answer);
	} else {
		xw_buf_printf(w->out, "%s. ", id);
		xw_buf_add(w->out, body.s, body.len);
		xw_buf_puts(w->out, " ~ ");
		xw_buf_puts(w->out, answer);
		xw_buf_puts(w->out, "\n");
	}
	xw_buf_free(&body);
	put_clue_meta(w, id);
	free(grid);
	return 0;
}

/*
 * An entry without a clue, as a clue line without text, "A1.  ~ CAB",
 * so that the .xd of a filled grid is the list of clues to write; the
 * reader reads it back as no clue.
 */
static int
write_stub(struct writer *w, const struct xw_slot *s)
{
	char id[32], number[16], name[XW_SLOT_NAME_SIZE];
	char *grid = xw_slot_answer(w->p, s);
	const char *answer;
	int ret = 0;

	snprintf(id, sizeof(id), "%c%d", s->dir == XW_DIR_ACROSS ? 'A' : 'D',
	    s->number);
	snprintf(number, sizeof(number), "%d", s->number);
	answer = grid != NULL ? split_answer(w, id, grid) : "";
	if (*answer == '\0')
		ret = xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
		    "entry %s has no answer", xw_slot_name(NULL, s->number,
		    s->dir, name, sizeof(name)));
	else if ((ret = refuse_answer(w, s->dir == XW_DIR_ACROSS ? "Across" :
	    "Down", number, answer)) == 0) {
		put_textless(w, id, answer);
		put_clue_meta(w, id);
	}
	free(grid);
	return ret;
}

/*
 * The stubs of the entries of direction dir without a clue (unclued) that
 * come after *next in the slots and are numbered below upto, *next moved
 * on past them: in number order, among the clues of a list in that order.
 */
static int
write_stubs(struct writer *w, enum xw_dir dir, const char *unclued,
    size_t *next, int upto)
{
	const struct xw_slot *s;

	for (; *next < w->p->nslots; (*next)++) {
		s = &w->p->slots[*next];
		if (s->dir != dir || !unclued[*next])
			continue;
		if (s->number >= upto)
			break;
		if (write_stub(w, s))
			return -1;
	}
	return 0;
}

/*
 * Per slot, whether it has no clue of its own. One it is only a part of
 * (ipuz "continued") does not count: .xd has no such parts, and its stub
 * read back would be written again.
 */
static char *
unclued_slots(const struct xw_puzzle *p)
{
	char *unclued = xw_emalloc(p->nslots + 1);
	const struct xw_cluelist *l;
	const struct xw_slot *s;
	size_t i, j;

	memset(unclued, 1, p->nslots + 1);
	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		for (j = 0; l->dir != XW_DIR_OTHER && j < l->nclues; j++)
			if ((s = xw_clue_slot(p, l->dir, &l->clues[j])) != NULL)
				unclued[s - p->slots] = 0;
	}
	return unclued;
}

/*
 * List l (NULL: none, only the stubs of direction dir); with stubs, each
 * entry of dir without a clue a stub among its clues.
 */
static int
write_list(struct writer *w, const struct xw_cluelist *l, enum xw_dir dir,
    int stubs, const char *unclued)
{
	const struct xw_slot *s;
	size_t j, list = w->out->len, next = 0;
	char letter = dir == XW_DIR_ACROSS ? 'A' : 'D';

	if (l != NULL && list_letter(w, l, &letter))
		return -1;
	xw_buf_puts(w->out, "\n");
	for (j = 0; l != NULL && j < l->nclues; j++) {
		if (stubs && (s = xw_clue_slot(w->p, dir, &l->clues[j])) !=
		    NULL && write_stubs(w, dir, unclued, &next, s->number))
			return -1;
		if (write_clue(w, l, letter, &l->clues[j]))
			return -1;
	}
	if (stubs && write_stubs(w, dir, unclued, &next, INT_MAX))
		return -1;
	/*
	 * A list none of whose clues is written (each for no entry,
	 * which xw_format_losses names) is no lines: its blank line
	 * and the header of a section with none would not read back.
	 */
	if (w->out->len == list + 1)
		w->out->s[w->out->len = list] = '\0';
	return 0;
}

/*
 * The list of direction dir that some line is written for (check_puzzle:
 * one at most), or NULL: the reader makes a list of its first clue line.
 */
static const struct xw_cluelist *
written_list(const struct xw_puzzle *p, enum xw_dir dir)
{
	size_t i, j;

	for (i = 0; i < p->nlists; i++)
		for (j = 0; p->lists[i].dir == dir &&
		    j < p->lists[i].nclues; j++)
			if (xw_clue_slot(p, dir, &p->lists[i].clues[j]) != NULL)
				return &p->lists[i];
	return NULL;
}

/*
 * The lists, the stubs among the clues of theirs; those of a direction
 * whose list has no line (or that has none) where its list would be,
 * Across first, Down after Across: where they go again when read back
 * (as no clue) and written, so that xd -> ipuz -> xd is the same bytes.
 */
static int
write_lists(struct writer *w, const char *unclued)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cluelist *across = written_list(p, XW_DIR_ACROSS),
	    *down = written_list(p, XW_DIR_DOWN), *l;
	size_t i;

	if (across == NULL && (write_list(w, NULL, XW_DIR_ACROSS, 1,
	    unclued) || (down == NULL && write_list(w, NULL, XW_DIR_DOWN, 1,
	    unclued))))
		return -1;
	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		if (write_list(w, l, l->dir, l == across || l == down, unclued))
			return -1;
		if (l == across && down == NULL &&
		    write_list(w, NULL, XW_DIR_DOWN, 1, unclued))
			return -1;
	}
	return 0;
}

static int
write_clues(struct writer *w)
{
	size_t header = w->out->len;
	char *unclued = unclued_slots(w->p);
	int ret;

	xw_buf_puts(w->out, "\n## Clues\n");
	ret = write_lists(w, unclued);
	free(unclued);
	if (ret == 0 && w->out->len == header + strlen("\n## Clues\n"))
		w->out->s[w->out->len = header] = '\0';
	return ret;
}

/* A cell's given text: its own, or its solution when only marked given. */
static const char *
given_of(const struct xw_cell *cell)
{
	if (cell->kind != XW_CELL_LETTER)
		return NULL;
	if (cell->given != NULL && *cell->given != '\0')
		return cell->given;
	if ((cell->style & XW_STYLE_GIVEN) && cell->solution != NULL &&
	    *cell->solution != '\0')
		return cell->solution;
	return NULL;
}

/* ## Start: the given letters, each as the grid shows it or itself. */
static int
write_start(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cell *cell;
	const char *t, *g;
	size_t i, k, n = (size_t)p->width * p->height, any = 0;
	uint32_t cp;

	for (i = 0; i < n; i++)
		any += given_of(&p->cells[i]) != NULL;
	if (any == 0)
		return 0;
	xw_buf_puts(w->out, "\n## Start\n\n");
	for (i = 0; i < n; i++) {
		cell = &p->cells[i];
		t = cell->kind == XW_CELL_BLOCK ? "#" : cell->kind ==
		    XW_CELL_NULL ? "_" : ".";
		if ((g = given_of(cell)) != NULL) {
			cp = single(g);
			for (k = 0; k < w->nrebus && strcmp(w->rebus[k].value,
			    g) != 0; k++)
				;
			if (k < w->nrebus)
				t = w->rebus[k].key;
			else if (cp != 0 && literal(cp))
				t = g;
			else
				return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "",
				    0, 0, "cell r%zuc%zu gives the letters "
				    "\"%s\", which an .xd cannot hold",
				    i / p->width + 1, i % p->width + 1, g);
		}
		xw_buf_puts(w->out, t);
		if ((i + 1) % p->width == 0)
			xw_buf_puts(w->out, "\n");
	}
	return 0;
}

/* A cell's look in ## Design. */
struct look {
	int circle, shade;
	char color[8];		/* "#rrggbb", or "" */
	const char *dark;	/* background-dark, or NULL */
	unsigned bars;
	char key;
};

/*
 * The bars of (r, c) as kotwords writes them: a bar between two letters
 * is the top or left bar of the second.
 */
static unsigned
cell_bars(const struct xw_puzzle *p, int r, int c)
{
	unsigned own = xw_cell_at(p, r, c)->bars, bars;

	bars = own & (XW_BAR_TOP | XW_BAR_LEFT);
	if ((own & XW_BAR_RIGHT) && !xw_is_letter(p, r, c + 1))
		bars |= XW_BAR_RIGHT;
	if ((own & XW_BAR_BOTTOM) && !xw_is_letter(p, r + 1, c))
		bars |= XW_BAR_BOTTOM;
	if (xw_is_letter(p, r, c - 1) &&
	    (xw_cell_at(p, r, c - 1)->bars & XW_BAR_RIGHT))
		bars |= XW_BAR_LEFT;
	if (xw_is_letter(p, r - 1, c) &&
	    (xw_cell_at(p, r - 1, c)->bars & XW_BAR_BOTTOM))
		bars |= XW_BAR_TOP;
	return bars;
}

static void
cell_look(const struct writer *w, int r, int c, struct look *lk)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cell *cell = xw_cell_at(p, r, c);

	memset(lk, 0, sizeof(*lk));
	lk->circle = is_circle(cell);
	lk->bars = cell_bars(p, r, c);
	lk->dark = kept_dark(w, r, c);
	if ((lk->shade = is_shaded(cell)))
		hex_color(cell, lk->color);
}

static int
same_look(const struct look *a, const struct look *b)
{
	return a->circle == b->circle && a->shade == b->shade &&
	    a->bars == b->bars && strcmp(a->color, b->color) == 0 &&
	    (a->dark == NULL ? b->dark == NULL : b->dark != NULL &&
	    strcmp(a->dark, b->dark) == 0);
}

static int
key_used(char key, const struct look *looks, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (looks[i].key == key)
			return 1;
	return 0;
}

/* O for a circle, S shading, T L R B a bar; else the next free letter. */
static char
look_key(const struct look *lk, const struct look *looks, size_t n)
{
	static const char spare[] = "ACDEFGHIJKMNPQUVWXYZ0123456789"
	    "acdefghijkmnpqrsuvwxyz";
	char want = 0;
	const char *s;

	if (lk->circle && !lk->shade && lk->bars == 0)
		want = 'O';
	else if (!lk->circle && lk->shade && lk->bars == 0)
		want = 'S';
	else if (!lk->circle && !lk->shade)
		want = lk->bars == XW_BAR_TOP ? 'T' : lk->bars == XW_BAR_LEFT ?
		    'L' : lk->bars == XW_BAR_RIGHT ? 'R' :
		    lk->bars == XW_BAR_BOTTOM ? 'B' : 0;
	if (want != 0 && !key_used(want, looks, n))
		return want;
	for (s = spare; *s != '\0'; s++)
		if (!key_used(*s, looks, n))
			return *s;
	return 0;
}

static void
put_rule(struct xw_buf *b, const struct look *lk)
{
	static const struct {
		unsigned bar;
		const char *name;
	} bars[] = { { XW_BAR_TOP, "bar-top" }, { XW_BAR_RIGHT, "bar-right" },
	    { XW_BAR_BOTTOM, "bar-bottom" }, { XW_BAR_LEFT, "bar-left" } };
	const char *sep = "";
	size_t i;

	xw_buf_printf(b, "%c {", lk->key);
	if (lk->circle) {
		xw_buf_puts(b, " background: circle");
		sep = ";";
	}
	if (lk->shade && lk->color[0] != '\0') {
		xw_buf_printf(b, "%s background-light: %s", sep, lk->color);
		sep = ";";
	} else if (lk->shade) {
		xw_buf_printf(b, "%s background: shade", sep);
		sep = ";";
	}
	if (lk->dark != NULL) {
		xw_buf_printf(b, "%s background-dark: %s", sep, lk->dark);
		sep = ";";
	}
	for (i = 0; i < 4; i++) {
		if (lk->bars & bars[i].bar) {
			xw_buf_printf(b, "%s %s: true", sep, bars[i].name);
			sep = ";";
		}
	}
	xw_buf_puts(b, " }\n");
}

static int
write_design(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	size_t n = (size_t)p->width * p->height, i, j, nlooks = 0;
	struct look *looks, lk;
	char *grid;

	if (!w->design)
		return 0;
	looks = xw_ereallocarray(NULL, n, sizeof(*looks));
	grid = xw_emalloc(n + 1);
	for (i = 0; i < n; i++) {
		grid[i] = p->cells[i].kind == XW_CELL_BLOCK ? '#' :
		    p->cells[i].kind == XW_CELL_NULL ? '_' : '.';
		if (p->cells[i].kind != XW_CELL_LETTER)
			continue;
		cell_look(w, (int)(i / p->width), (int)(i % p->width), &lk);
		if (!lk.circle && !lk.shade && lk.bars == 0 && lk.dark == NULL)
			continue;
		for (j = 0; j < nlooks && !same_look(&looks[j], &lk); j++)
			;
		if (j == nlooks) {
			if ((lk.key = look_key(&lk, looks, nlooks)) == 0) {
				free(looks);
				free(grid);
				return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "",
				    0, 0, "too many cell styles for .xd");
			}
			looks[nlooks++] = lk;
		}
		grid[i] = looks[j].key;
	}
	xw_buf_puts(w->out, "\n## Design\n\n<style>\n");
	for (j = 0; j < nlooks; j++)
		put_rule(w->out, &looks[j]);
	xw_buf_puts(w->out, "</style>\n\n");
	for (i = 0; i < n; i += (size_t)p->width) {
		xw_buf_add(w->out, grid + i, (size_t)p->width);
		xw_buf_puts(w->out, "\n");
	}
	free(looks);
	free(grid);
	return 0;
}

/*
 * The notes, their entities as the characters they stand for and a <br>
 * a line break (ipuz notes are HTML), a line at a time, its spaces as
 * they are: a line that would read as a section header ("## Theme") or
 * a comment ("<!--"), after any spaces, is indented by one more, which
 * the reader takes away again (xd_read.c indented_mark). Every line is
 * written, the empty ones at the ends too (a line break that starts or
 * ends the notes): the reader keeps them (xd_read.c text_lines).
 */
static void
write_notes(struct writer *w)
{
	const char *s = w->p->meta[XW_META_NOTES], *end, *t;
	char *plain;

	if (s == NULL || *s == '\0')
		return;
	/* A <br> is a line break; one before a line break is it. */
	plain = xw_html_text(s, 0);
	if (*plain != '\0')
		xw_buf_puts(w->out, "\n## Notes\n\n");
	for (s = plain; *plain != '\0'; s = end + 1) {
		end = s + strcspn(s, "\n");
		for (t = s; t < end && *t == ' '; t++)
			;
		if (xd_opens_mark(t, (size_t)(end - t)))
			xw_buf_puts(w->out, " ");
		xw_buf_add(w->out, s, (size_t)(end - s));
		xw_buf_puts(w->out, "\n");
		if (*end == '\0')
			break;
	}
	free(plain);
}

static void
write_rest(struct writer *w)
{
	json_object *list = kept_member(w, "sections");
	const char *name, *text;
	size_t i;

	for (i = 0; i < kept_len(list); i++) {
		if (!kept_pair(list, i, &name, &text))
			continue;
		xw_buf_printf(w->out, "\n## %s\n", name);
		if (*text != '\0')
			xw_buf_printf(w->out, "\n%s\n", text);
	}
}

/* A writer of p: what it kept of an .xd file, whether it shows its
   enumerations. */
static void
init_writer(struct writer *w, const struct xw_puzzle *p)
{
	json_object *kept = xw_puzzle_field(p, XD_KEPT_KEY);

	memset(w, 0, sizeof(*w));
	w->p = p;
	w->enumerations = xw_puzzle_shows_enumerations(p);
	if (json_object_is_type(kept, json_type_object))
		w->kept = kept;
}

int
xw_xd_reads_as_no_clue(const struct xw_puzzle *p,
    const struct xw_cluelist *l, const struct xw_clue *clue)
{
	struct writer w;
	struct xw_buf body = { 0 };
	const struct xw_slot *s;
	const char *answer;
	char *grid;
	int none;

	if ((l->dir != XW_DIR_ACROSS && l->dir != XW_DIR_DOWN) ||
	    (s = xw_clue_slot(p, l->dir, clue)) == NULL)
		return 0;
	/* Renumbered references (w.renumbered) are text all the same. */
	init_writer(&w, p);
	put_clue_body(&w, &body, clue);
	none = body_is_empty(&body);
	xw_buf_free(&body);
	if (!none)
		return 0;
	/* As read_stub in xd_read.c: the line is a clue when it says an
	   answer other than the grid's. */
	grid = xw_slot_answer(p, s);
	answer = clue->answer != NULL && *clue->answer != '\0' ?
	    clue->answer : grid;
	none = answer == grid || (grid != NULL &&
	    xw_xd_same_answer(answer, strlen(answer), grid, kept_split(&w)));
	free(grid);
	return none;
}

int
xw_xd_write(const struct xw_puzzle *p, struct xw_buf *out, struct xw_error *e)
{
	struct writer w;
	size_t i;
	int ok;

	init_writer(&w, p);
	w.out = out;
	w.start = out->len;
	w.renumbered = xw_clues_renumbered(p);
	w.e = e;
	if (check_puzzle(&w))
		return -1;
	choose_styles(&w);
	ok = grid_text(&w) == 0;
	if (ok) {
		write_meta(&w);
		write_grid(&w);
		ok = write_clues(&w) == 0;
	}
	if (ok) {
		write_notes(&w);
		ok = write_start(&w) == 0 && write_design(&w) == 0;
	}
	if (ok)
		write_rest(&w);
	for (i = 0; w.text != NULL && i < (size_t)p->width * p->height; i++)
		free(w.text[i]);
	free(w.text);
	xw_xd_free_entries(w.rebus, w.nrebus);
	return ok ? 0 : -1;
}
