/* See LICENSE file for copyright and license details. */
/*
 * The Across Lite .puz reader (formats.md, section 1). The parts of the
 * file are found (puz_common.c) and its checksums verified; a scrambled
 * grid is unscrambled with its key; what ipuz has no place for is kept
 * under "com.xwtools:puz" for the writer to give back.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "grid.h"
#include "html.h"
#include "ipuz.h"
#include "puz_priv.h"
#include "utf8.h"
#include "util.h"

int
xw_puz_sniff(const char *buf, size_t len)
{
	return xw_puz_find_header((const unsigned char *)buf, len) != NULL;
}

static int
verify_sums(const struct layout *lay, const char *name, struct xw_error *e)
{
	static const char *const what[] = { "CIB", "solution", "player grid",
	    "text" };
	const unsigned char *h = lay->h;
	unsigned char m[8];
	struct sums s;
	unsigned stored, c;
	size_t i;

	xw_puz_sums(lay, &s);
	if (le16(h + 0x0e) != s.v[0])
		return xw_seterr(e, XW_ERR_CHECKSUM, name, 0, 0, "CIB checksum "
		    "mismatch: stored 0x%04x, computed 0x%04x",
		    le16(h + 0x0e), s.v[0]);
	if (le16(h) != s.global)
		return xw_seterr(e, XW_ERR_CHECKSUM, name, 0, 0, "global "
		    "checksum mismatch: stored 0x%04x, computed 0x%04x",
		    le16(h), s.global);
	xw_puz_masked(&s, m);
	for (i = 0; i < 4; i++) {
		if (h[0x10 + i] == m[i] && h[0x14 + i] == m[4 + i])
			continue;
		stored = (unsigned)(h[0x10 + i] ^ "ICHE"[i]) |
		    (unsigned)(h[0x14 + i] ^ "ATED"[i]) << 8;
		return xw_seterr(e, XW_ERR_CHECKSUM, name, 0, 0, "masked %s "
		    "checksum mismatch: stored 0x%04x, computed 0x%04x",
		    what[i], stored, s.v[i]);
	}
	for (i = 0; i < lay->nsecs; i++) {
		c = cksum(lay->secs[i].data, lay->secs[i].len, 0);
		if (c != lay->secs[i].cksum)
			return xw_seterr(e, XW_ERR_CHECKSUM, name, 0, 0, "%s "
			    "section checksum mismatch: stored 0x%04x, "
			    "computed 0x%04x", lay->secs[i].code,
			    lay->secs[i].cksum, c);
	}
	return 0;
}

/* Keys */

/*
 * Unscramble the grid sol in place with key; -1 when the result does not
 * have the scrambled checksum, that is when the key is wrong.
 */
static int
unscramble_grid(unsigned char *sol, int w, int h, int key, unsigned target)
{
	size_t n = (size_t)w * h, len;
	unsigned char *s = xw_emalloc(2 * n + 1), *tmp = s + n;
	int ok;

	len = xw_puz_column_letters(sol, w, h, s);
	if ((ok = xw_puz_check_letters(s, len, XW_ERR_SCRAMBLED, NULL,
	    NULL) == 0)) {
		xw_puz_unscramble(s, len, key, tmp);
		if ((ok = cksum(s, len, 0) == target))
			xw_puz_put_column_letters(sol, w, h, s);
	}
	free(s);
	return ok ? 0 : -1;
}

/* The key of the scrambled lay, each tried in turn; -1 with e filled. */
static int
find_key(const struct layout *lay, const char *name, struct xw_error *e)
{
	size_t n = (size_t)lay->width * lay->height;
	unsigned char *letters = xw_emalloc(3 * n + 1), *s = letters + n,
	    *tmp = s + n;
	unsigned target = le16(lay->h + 0x1e);
	int key = -1, k;

	n = xw_puz_column_letters(lay->sol, lay->width, lay->height, letters);
	if (xw_puz_check_letters(letters, n, XW_ERR_SCRAMBLED, name, e) == 0) {
		for (k = 0; k <= 9999 && key < 0; k++) {
			memcpy(s, letters, n);
			xw_puz_unscramble(s, n, k, tmp);
			if (cksum(s, n, 0) == target)
				key = k;
		}
		if (key < 0)
			xw_seterr(e, XW_ERR_SCRAMBLED, name, 0, 0, "no key "
			    "unscrambles the solution");
	}
	free(letters);
	return key;
}

int
xw_puz_find_key(const unsigned char *buf, size_t len, const char *name,
    struct xw_error *e)
{
	struct layout lay;
	int key;

	if (xw_puz_parse(&lay, buf, len, 0, name, e))
		return -1;
	if (lay.state & STATE_SCRAMBLED)
		key = find_key(&lay, name, e);
	else
		key = xw_seterr(e, XW_ERR_NOT_SCRAMBLED, name, 0, 0, "not "
		    "scrambled: there is no key to find");
	xw_puz_layout_free(&lay);
	return key;
}

/* Reading the model */

struct reader {
	const struct layout *lay;
	const char *name;
	struct xw_error *e;
	struct xw_puzzle *p;
	const unsigned char *sol;	/* unscrambled when a key was given */
	int utf8;
	int solved;			/* the solution is known */
	int unlocked;			/* a key unscrambled it */
	struct rebus *table;		/* RTBL */
	size_t ntable;
	unsigned char *table_used;	/* each entry a GRBS cell names */
};

static const struct section *
find_section(const struct layout *lay, const char *code)
{
	size_t i;

	for (i = 0; i < lay->nsecs; i++)
		if (strcmp(lay->secs[i].code, code) == 0)
			return &lay->secs[i];
	return NULL;
}

/*
 * Bytes of the file as a new UTF-8 string, malloc'd, or from pool's
 * xw_puzzle_alloc when pool is not NULL; NULL if utf8 and invalid.
 */
static char *
decode_text(const unsigned char *s, size_t n, int utf8,
    struct xw_puzzle *pool)
{
	char *out;
	size_t i, o = 0;

	if (utf8) {
		if (xw_utf8_check((const char *)s, n) < n ||
		    memchr(s, '\0', n) != NULL)
			return NULL;
		return pool != NULL ? xw_puzzle_strndup(pool, (const char *)s,
		    n) : xw_estrndup((const char *)s, n);
	}
	out = pool != NULL ? xw_puzzle_alloc(pool, 3 * n + 1) :
	    xw_emalloc(3 * n + 1);
	for (i = 0; i < n; i++) {
		/* ASCII, as most clue text is, eight bytes at a time. */
		if (n - i >= 8 && !(xw_load64(s + i) & XW_HIGH_BITS)) {
			memcpy(out + o, s + i, 8);
			o += 8;
			i += 7;
		} else if (s[i] < 0x80) {
			out[o++] = (char)s[i];
		} else {
			o += xw_utf8_encode(xw_cp1252_decode(s[i], NULL),
			    out + o);
		}
	}
	out[o] = '\0';
	return out;
}

/* A grid byte as a UTF-8 string; grids are Windows-1252 in every version. */
static char *
byte_text(unsigned char b)
{
	char buf[4];

	if (b < 0x80)
		return xw_str((const char *)&b, 1);
	return xw_str(buf, xw_utf8_encode(xw_cp1252_decode(b, NULL), buf));
}

/*
 * A control byte in the solution or the player's grid is no letter: a
 * NUL read as one was the letter "", solved to some tools and empty to
 * others, and written as "[]" that no reader takes.
 */
static int
grid_bytes(struct reader *rd)
{
	const unsigned char *g[2] = { rd->solved ? rd->sol : NULL,
	    rd->lay->fill };
	static const char *const what[2] = { "solution", "player's grid" };
	size_t i, n = (size_t)rd->lay->width * rd->lay->height;
	int k;

	for (k = 0; k < 2; k++)
		for (i = 0; g[k] != NULL && i < n; i++)
			if (g[k][i] < 0x20)
				return xw_seterr(rd->e, XW_ERR_INVALID,
				    rd->name, 0, 0, "%s: cell r%zuc%zu holds "
				    "byte 0x%02x, which is no letter", what[k],
				    i / rd->lay->width + 1,
				    i % rd->lay->width + 1, g[k][i]);
	return 0;
}

static void
read_cells(struct reader *rd)
{
	struct xw_puzzle *p = rd->p;
	const unsigned char *sol = rd->sol, *fill = rd->lay->fill;
	int diagramless = rd->lay->type == TYPE_DIAGRAMLESS;
	int solved = rd->solved, saved = 0;
	size_t i, n = (size_t)p->width * p->height;
	struct xw_cell *cell;

	/* In locals: each cell's strings are calls that could change rd. */
	for (i = 0; i < n; i++) {
		cell = &p->cells[i];
		/* Across Lite writes ':' for the blocks of a diagramless
		   grid; in any other it can only be a cell outside the
		   shape, as xwtools once wrote them (other readers take
		   it for a letter). */
		if (sol[i] == '.' || (sol[i] == ':' && diagramless)) {
			cell->kind = XW_CELL_BLOCK;
			continue;
		}
		if (sol[i] == ':') {
			cell->kind = XW_CELL_NULL;
			continue;
		}
		if (solved)
			cell->solution = byte_text(sol[i]);
		/* A block a diagramless solver placed. */
		if (diagramless && is_blockbyte(fill[i])) {
			cell->mismatch |= XW_CHANGED_SAVED;
			saved = 1;
		} else if (fill[i] != '-') {
			cell->value = byte_text(fill[i]);
			saved = 1;
		}
	}
	p->has_saved = saved;
	p->has_solution = solved;
}

static const struct rebus *
table_find(const struct rebus *t, size_t n, int key)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (t[i].key == key)
			return &t[i];
	return NULL;
}

/* Section code, a byte a cell, in *sec; NULL when the file has none. */
static int
grid_section(struct reader *rd, const char *code, const struct section **sec)
{
	size_t n = (size_t)rd->p->width * rd->p->height;

	if ((*sec = find_section(rd->lay, code)) == NULL || (*sec)->len == n)
		return 0;
	return xw_seterr(rd->e, XW_ERR_SYNTAX, rd->name, 0, 0, "%s section "
	    "has %zu bytes, the grid has %zu cells", code, (*sec)->len, n);
}

static int
read_rebus(struct reader *rd)
{
	const struct section *rtbl = find_section(rd->lay, "RTBL"), *grbs;
	struct xw_puzzle *p = rd->p;
	size_t i, n = (size_t)p->width * p->height;
	const struct rebus *r;
	char *text;

	if (rtbl != NULL) {
		if ((text = decode_text(rtbl->data, rtbl->len, rd->utf8,
		    NULL)) == NULL)
			return xw_seterr(rd->e, XW_ERR_SYNTAX, rd->name, 0, 0,
			    "RTBL section is not valid UTF-8");
		i = xw_puz_parse_table(text, &rd->table, &rd->ntable);
		free(text);
		if (i != 0)
			return xw_seterr(rd->e, XW_ERR_SYNTAX, rd->name, 0, 0,
			    "RTBL section is not a list of \"key:text;\" "
			    "entries");
	}
	if (grid_section(rd, "GRBS", &grbs))
		return -1;
	rd->table_used = xw_ecalloc(rd->ntable + 1, 1);
	if (grbs == NULL)
		return 0;
	for (i = 0; i < n; i++) {
		if (grbs->data[i] == 0)
			continue;
		if ((r = table_find(rd->table, rd->ntable,
		    grbs->data[i] - 1)) != NULL)
			rd->table_used[r - rd->table] = 1;
		if (r == NULL)
			return xw_seterr(rd->e, XW_ERR_INVALID, rd->name, 0, 0,
			    "GRBS: row %zu, column %zu names rebus %d, which "
			    "RTBL lacks", i / p->width + 1, i % p->width + 1,
			    grbs->data[i] - 1);
		if (p->cells[i].kind == XW_CELL_LETTER && rd->solved) {
			xw_str_free(p->cells[i].solution);
			p->cells[i].solution = xw_estrdup(r->text);
		}
	}
	return 0;
}

static int
read_gext(struct reader *rd)
{
	const struct section *gext;
	struct xw_puzzle *p = rd->p;
	size_t i, n = (size_t)p->width * p->height;

	if (grid_section(rd, "GEXT", &gext))
		return -1;
	if (gext == NULL)
		return 0;
	for (i = 0; i < n; i++)
		if ((gext->data[i] & GEXT_CIRCLE) &&
		    p->cells[i].kind == XW_CELL_LETTER)
			p->cells[i].style |= XW_STYLE_CIRCLE;
	return 0;
}

/*
 * RUSR laid out as RTBL is, " 1:ENTRY;", as puzpy writes it: the entry
 * of each rebus key, for every cell GRBS gives that key. -1 when it is
 * not such a table or there is no GRBS to place it with.
 */
static int
read_rusr_table(struct reader *rd, const struct section *rusr)
{
	const struct section *grbs = find_section(rd->lay, "GRBS");
	struct xw_puzzle *p = rd->p;
	size_t i, n = (size_t)p->width * p->height, nt;
	const struct rebus *r;
	struct rebus *t;
	char *text;
	int ret;

	if (grbs == NULL || grbs->len != n || rusr->len == 0 ||
	    memchr(rusr->data, '\0', rusr->len) != NULL ||
	    (text = decode_text(rusr->data, rusr->len, rd->utf8, NULL)) == NULL)
		return -1;
	ret = xw_puz_parse_table(text, &t, &nt);
	free(text);
	if (ret != 0)
		return -1;
	for (i = 0; i < n; i++) {
		if (grbs->data[i] == 0 || p->cells[i].kind != XW_CELL_LETTER ||
		    (r = table_find(t, nt, grbs->data[i] - 1)) == NULL ||
		    *r->text == '\0')
			continue;
		xw_str_free(p->cells[i].value);
		p->cells[i].value = xw_estrdup(r->text);
		p->has_saved = 1;
	}
	xw_puz_table_free(t, nt);
	return 0;
}

/*
 * RUSR: the solver's rebus entries, one NUL-terminated string a cell, or
 * a table of them by rebus key.
 */
static int
read_rusr(struct reader *rd)
{
	const struct section *rusr = find_section(rd->lay, "RUSR");
	struct xw_puzzle *p = rd->p;
	size_t i = 0, n = (size_t)p->width * p->height;
	const unsigned char *s, *z, *end;
	char *text;

	if (rusr == NULL)
		return 0;
	if (read_rusr_table(rd, rusr) == 0)
		return 0;
	end = rusr->data + rusr->len;
	for (s = rusr->data; s < end; s = z + 1, i++) {
		if ((z = memchr(s, '\0', (size_t)(end - s))) == NULL || i >= n)
			break;
		if (z == s || p->cells[i].kind != XW_CELL_LETTER)
			continue;
		if ((text = decode_text(s, (size_t)(z - s), rd->utf8,
		    NULL)) == NULL)
			return xw_seterr(rd->e, XW_ERR_SYNTAX, rd->name, 0, 0,
			    "RUSR section is not valid UTF-8");
		xw_str_free(p->cells[i].value);
		p->cells[i].value = text;
		p->has_saved = 1;
	}
	if (s != end || i != n)
		return xw_seterr(rd->e, XW_ERR_SYNTAX, rd->name, 0, 0, "RUSR "
		    "section does not hold one string for each of the grid's "
		    "%zu cells", n);
	return 0;
}

/* The i-th string as new UTF-8 text, from pool when it is not NULL. */
static int
read_string(struct reader *rd, size_t i, char **out, struct xw_puzzle *pool)
{
	const struct str *s = &rd->lay->strs[i];
	char what[32], *esc;

	if ((*out = decode_text(s->s, s->len, rd->utf8, pool)) == NULL) {
		xw_puz_string_name(rd->lay, i, what, sizeof(what));
		return xw_seterr(rd->e, XW_ERR_SYNTAX, rd->name, 0, 0,
		    "%s is not valid UTF-8", what);
	}
	/*
	 * A .puz holds plain text, the model ipuz's HTML: "Go <to> town"
	 * would read as a tag. The writer decodes the entities again.
	 */
	if (strpbrk(*out, "<&") != NULL) {
		esc = xw_html_escape(*out, strlen(*out));
		if (pool != NULL) {
			*out = xw_puzzle_strndup(pool, esc, strlen(esc));
			free(esc);
		} else {
			free(*out);
			*out = esc;
		}
	}
	/* The limit of every reader, or the ipuz written for it would not
	   be read back. */
	if (strlen(*out) > (size_t)XW_MAX_STRING) {
		if (pool == NULL) {
			free(*out);
			*out = NULL;
		}
		xw_puz_string_name(rd->lay, i, what, sizeof(what));
		return xw_seterr(rd->e, XW_ERR_LIMIT, rd->name, 0, 0,
		    "%s longer than %ld bytes", what, XW_MAX_STRING);
	}
	return 0;
}

static int
read_meta(struct reader *rd)
{
	static const enum xw_meta fields[] = { XW_META_TITLE, XW_META_AUTHOR,
	    XW_META_COPYRIGHT };
	struct xw_puzzle *p = rd->p;
	size_t i, notes = (size_t)rd->lay->nclues + 3;
	char *s, what[32];

	for (i = 0; i < 3; i++)
		if (rd->lay->strs[i].len > 0 &&
		    read_string(rd, i, &p->meta[fields[i]], NULL))
			return -1;
	if (rd->lay->strs[notes].len > 0 &&
	    read_string(rd, notes, &p->meta[XW_META_NOTES], NULL))
		return -1;
	/* Across Lite shows the notes' lines; the ipuz HTML says them. */
	if (p->meta[XW_META_NOTES] != NULL &&
	    strpbrk(p->meta[XW_META_NOTES], "\r\n") != NULL) {
		s = xw_html_lines(p->meta[XW_META_NOTES]);
		free(p->meta[XW_META_NOTES]);
		p->meta[XW_META_NOTES] = s;
		if (strlen(s) > (size_t)XW_MAX_STRING) {
			xw_puz_string_name(rd->lay, notes, what, sizeof(what));
			return xw_seterr(rd->e, XW_ERR_LIMIT, rd->name, 0, 0,
			    "%s longer than %ld bytes", what, XW_MAX_STRING);
		}
	}
	return 0;
}

/*
 * The clues come by number, across before down for the same number;
 * each takes the cells of its slot. parse_head (puz_common.c) checked
 * there is one string for each slot.
 */
static int
read_clues(struct reader *rd)
{
	struct xw_puzzle *p = rd->p;
	size_t k, na = 0, ia, id;
	const struct xw_slot *s;
	struct xw_cluelist *l;
	struct xw_clue *clue;
	char nb[XW_ITOA_SIZE];
	int i;

	while (na < p->nslots && p->slots[na].dir == XW_DIR_ACROSS)
		na++;
	p->lists = xw_ecalloc(2, sizeof(*p->lists));
	p->nlists = 2;
	p->lists[0].name = xw_estrdup("Across");
	p->lists[0].dir = XW_DIR_ACROSS;
	p->lists[0].clues = xw_ecalloc(na, sizeof(struct xw_clue));
	p->lists[1].name = xw_estrdup("Down");
	p->lists[1].dir = XW_DIR_DOWN;
	p->lists[1].clues = xw_ecalloc(p->nslots - na, sizeof(struct xw_clue));
	for (k = 0, ia = 0, id = na; k < p->nslots; k++) {
		if (ia < na && (id == p->nslots ||
		    p->slots[ia].number <= p->slots[id].number))
			s = &p->slots[ia++];
		else
			s = &p->slots[id++];
		l = &p->lists[s->dir];
		clue = &l->clues[l->nclues++];
		xw_itoa(s->number, nb);
		clue->number = xw_puzzle_strndup(p, nb, strlen(nb));
		clue->cells = xw_puzzle_alloc(p, (size_t)s->len *
		    sizeof(*clue->cells));
		clue->ncells = (size_t)s->len;
		for (i = 0; i < s->len; i++)
			clue->cells[i] = xw_slot_cell(s, i);
		if (read_string(rd, 3 + k, &clue->text, p))
			return -1;
	}
	return 0;
}

/* The facts ipuz has no place for */

/* The version as text when it is text, else its four bytes. */
static void
add_version(json_object *o, const unsigned char *v)
{
	size_t n, i;
	char text[5];

	for (n = 0; n < 4 && v[n] >= 0x20 && v[n] < 0x7f; n++)
		;
	for (i = n; i < 4 && v[i] == 0; i++)
		;
	if (i < 4) {
		xw_puz_add_bytes(o, "version_bytes", v, 4);
		return;
	}
	memcpy(text, v, n);
	text[n] = '\0';
	json_object_object_add(o, "version", json_object_new_string(text));
}

/*
 * The keys of RTBL entries that no GRBS cell names, as "unused": the
 * writer keeps them, where a rebus no cell has any more was edited out.
 */
static void
unused_json(const struct reader *rd, json_object *o)
{
	json_object *keys = NULL;
	size_t i;

	for (i = 0; rd->table_used != NULL && i < rd->ntable; i++) {
		if (rd->table_used[i])
			continue;
		if (keys == NULL)
			keys = json_object_new_array();
		json_object_array_add(keys,
		    json_object_new_int(rd->table[i].key));
	}
	if (keys != NULL)
		json_object_object_add(o, "unused", keys);
}

/*
 * The sections in file order. The writer rebuilds GRBS, RTBL, GEXT and
 * RUSR from the model, so they keep only what the model lacks: the RTBL
 * text (its keys), GEXT bits other than circles, GRBS of an unknown
 * solution. Other sections are kept whole.
 */
static json_object *
sections_json(struct reader *rd)
{
	const struct layout *lay = rd->lay;
	json_object *list = json_object_new_array(), *o;
	const struct section *sec;
	size_t i, j;
	char *text;

	for (i = 0; i < lay->nsecs; i++) {
		sec = &lay->secs[i];
		o = json_object_new_object();
		json_object_object_add(o, "code",
		    json_object_new_string(sec->code));
		if (strcmp(sec->code, "RTBL") == 0) {
			/* Text, so a reader of the document sees the
			   rebus answers. */
			if ((text = decode_text(sec->data, sec->len,
			    rd->utf8, NULL)) != NULL)
				json_object_object_add(o, "table",
				    json_object_new_string(text));
			else
				xw_puz_add_bytes(o, "data", sec->data,
				    sec->len);
			free(text);
			unused_json(rd, o);
		} else if (strcmp(sec->code, "GEXT") == 0) {
			for (j = 0; j < sec->len &&
			    (sec->data[j] & ~GEXT_CIRCLE) == 0; j++)
				;
			if (j < sec->len)
				xw_puz_add_bytes(o, "data", sec->data,
				    sec->len);
		} else if (strcmp(sec->code, "GRBS") == 0) {
			if (!rd->solved)
				xw_puz_add_bytes(o, "data", sec->data,
				    sec->len);
		} else if (strcmp(sec->code, "RUSR") != 0) {
			xw_puz_add_bytes(o, "data", sec->data, sec->len);
		}
		json_object_array_add(list, o);
	}
	return list;
}

/*
 * Whether the file has a timer or GEXT marks, which tell of its player
 * grid: kept with them, so that the writer can tell the grid they go
 * with from one changed since.
 */
static int
describes_fill(const struct layout *lay)
{
	size_t i, j;

	for (i = 0; i < lay->nsecs; i++) {
		if (strcmp(lay->secs[i].code, "LTIM") == 0)
			return 1;
		if (strcmp(lay->secs[i].code, "GEXT") != 0)
			continue;
		for (j = 0; j < lay->secs[i].len; j++)
			if (lay->secs[i].data[j] & GEXT_MARKS)
				return 1;
	}
	return 0;
}

static json_object *
kept_json(struct reader *rd)
{
	const struct layout *lay = rd->lay;
	const unsigned char *h = lay->h, *end = lay->buf + lay->len;
	json_object *o = json_object_new_object();
	size_t i, n = (size_t)lay->width * lay->height;

	add_version(o, h + 0x18);
	json_object_object_add(o, "type", json_object_new_int(lay->type));
	json_object_object_add(o, "state", json_object_new_int(lay->state));
	if (!rd->unlocked && le16(h + 0x1e) != 0)
		json_object_object_add(o, "scrambled_checksum",
		    json_object_new_int((int)le16(h + 0x1e)));
	xw_puz_add_hex(o, "reserved1c", h + 0x1c, 2);
	xw_puz_add_hex(o, "reserved20", h + 0x20, 12);
	if (h > lay->buf)
		xw_puz_add_bytes(o, "preamble", lay->buf,
		    (size_t)(h - lay->buf));
	if (lay->post < end)
		xw_puz_add_bytes(o, "postscript", lay->post,
		    (size_t)(end - lay->post));
	/* ':' is the blocks of a diagramless grid, and read as omitted
	   cells in any other, which the writer gives '.' unless told. */
	for (i = 0; i < n && lay->sol[i] != ':'; i++)
		;
	if (i < n)
		json_object_object_add(o, lay->type == TYPE_DIAGRAMLESS ?
		    "block" : "omitted", json_object_new_string(":"));
	if (!rd->solved)
		xw_puz_add_bytes(o, "solution_grid", lay->sol, n);
	if (describes_fill(lay))
		xw_puz_add_bytes(o, "player_grid", lay->fill, n);
	json_object_object_add(o, "sections", sections_json(rd));
	return o;
}

/* What the ipuz of this .puz keeps beyond the model. */
static int
keep_facts(struct reader *rd)
{
	rd->p->kept = json_object_new_object();
	json_object_object_add(rd->p->kept, KEPT_KEY, kept_json(rd));
	return 0;
}

/* A scrambled grid, unscrambled with key when there is one. */
static int
unlock(struct reader *rd, int key, unsigned char **copy)
{
	const struct layout *lay = rd->lay;
	size_t n = (size_t)lay->width * lay->height;

	*copy = NULL;
	if (!(lay->state & STATE_SCRAMBLED) || key < 0)
		return 0;
	*copy = xw_emalloc(n);
	memcpy(*copy, lay->sol, n);
	if (unscramble_grid(*copy, lay->width, lay->height, key,
	    le16(lay->h + 0x1e)))
		return xw_seterr(rd->e, XW_ERR_SCRAMBLED, rd->name, 0, 0,
		    "wrong key: %04d does not unscramble the solution", key);
	rd->sol = *copy;
	rd->solved = rd->unlocked = 1;
	return 0;
}

static struct xw_puzzle *
build(const struct layout *lay, const char *name, int key,
    struct xw_error *e)
{
	struct reader rd = { 0 };
	unsigned char *copy;
	struct xw_puzzle *p;

	rd.lay = lay;
	rd.name = name;
	rd.e = e;
	rd.sol = lay->sol;
	rd.utf8 = lay->vnum >= 20;
	rd.solved = !(lay->state & (STATE_SCRAMBLED | STATE_NO_SOLUTION));
	if (unlock(&rd, key, &copy) || grid_bytes(&rd)) {
		free(copy);
		return NULL;
	}
	p = rd.p = xw_puzzle_make(lay->width, lay->height);
	p->version = xw_estrdup(XW_IPUZ_VERSION);
	p->kinds = xw_ecalloc(1, sizeof(char *));
	p->kinds[p->nkinds++] = xw_estrdup(lay->type == TYPE_DIAGRAMLESS ?
	    XW_KIND_DIAGRAMLESS "#1" :
	    XW_KIND_CROSSWORD "#1");
	read_cells(&rd);
	if (read_rebus(&rd) || read_gext(&rd) || read_rusr(&rd) ||
	    read_meta(&rd))
		goto fail;
	xw_grid_label(p);
	if (read_clues(&rd) || keep_facts(&rd))
		goto fail;
	xw_puz_table_free(rd.table, rd.ntable);
	free(rd.table_used);
	free(copy);
	return p;
fail:
	xw_puz_table_free(rd.table, rd.ntable);
	free(rd.table_used);
	free(copy);
	xw_puzzle_free(p);
	return NULL;
}

struct xw_puzzle *
xw_puz_read(const char *text, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	const unsigned char *buf = (const unsigned char *)text;
	struct xw_puzzle *p = NULL;
	struct layout lay;
	int key = o != NULL ? o->key : XW_KEY_NONE;

	if (key != XW_KEY_FIND && (key < XW_KEY_NONE || key > 9999)) {
		xw_seterr(e, XW_ERR_ARG, name, 0, 0, "key %d out of range "
		    "0-9999", key);
		return NULL;
	}
	if (xw_puz_parse(&lay, buf, len, o != NULL ? o->flags : 0, name, e))
		return NULL;
	if (key == XW_KEY_FIND && !(lay.state & STATE_SCRAMBLED))
		key = XW_KEY_NONE;
	else if (key == XW_KEY_FIND && (key = find_key(&lay, name, e)) < 0)
		goto out;
	if ((o != NULL && (o->flags & XW_READ_FORCE)) ||
	    verify_sums(&lay, name, e) == 0)
		p = build(&lay, name, key, e);
out:
	xw_puz_layout_free(&lay);
	return p;
}

/* Replace the kept .puz facts of p, wherever p holds them, with kept. */
static void
replace_kept(struct xw_puzzle *p, json_object *kept)
{
	json_object *in = p->doc != NULL &&
	    json_object_object_get_ex(p->doc, KEPT_KEY, NULL) ? p->doc :
	    p->kept;

	json_object_object_add(in, KEPT_KEY, json_object_get(kept));
}

/*
 * The scrambled grid p keeps is the .puz file's, with its checksum: that
 * file written again and read with the key gives the solution, rebus
 * answers and all, and the facts of an unlocked file. The rest of p,
 * its entries too, stays as it is.
 */
int
xw_puz_unlock_kept(struct xw_puzzle *p, int key, const char *name,
    struct xw_error *e)
{
	struct xw_read_opts o = { XW_READ_FORCE, key };
	struct xw_buf puz = { 0 };
	struct xw_puzzle *q;
	json_object *kept;
	char why[sizeof(e->msg)];
	int r, c;

	if (key == XW_KEY_NONE || !xw_puz_scrambled(p))
		return 0;
	if (xw_puz_write(p, &puz, e)) {
		memcpy(why, e->msg, sizeof(why));
		xw_buf_free(&puz);
		return xw_seterr(e, XW_ERR_CANNOT_HOLD, name, 0, 0, "cannot "
		    "unscramble the solution it keeps: %s", why);
	}
	q = xw_puz_read(puz.s, puz.len, name, &o, e);
	xw_buf_free(&puz);
	if (q == NULL)
		return -1;
	for (r = 0; r < p->height; r++)
		for (c = 0; c < p->width; c++)
			if (xw_cell_at(p, r, c)->kind == XW_CELL_LETTER)
				xw_puzzle_set_solution(p, r, c,
				    xw_cell_at(q, r, c)->solution);
	if (json_object_object_get_ex(q->kept, KEPT_KEY, &kept))
		replace_kept(p, kept);
	xw_puzzle_free(q);
	return 0;
}
