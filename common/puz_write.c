/* See LICENSE file for copyright and license details. */
/*
 * The Across Lite .puz writer (formats.md, section 1): the model, with
 * the facts kept under "com.xwtools:puz" when it was read from a .puz,
 * so that such a file comes back byte for byte.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "grid.h"
#include "html.h"
#include "puz_priv.h"
#include "utf8.h"
#include "util.h"

struct writer {
	const struct xw_puzzle *p;
	struct xw_error *e;
	json_object *kept;		/* "com.xwtools:puz", or NULL */
	size_t n;			/* cells */
	unsigned char hdr[HDR_LEN];
	int vnum, utf8, state;
	unsigned scrambled;		/* the scrambled checksum */
	unsigned char *sol, *fill, *grbs, *gext;
	struct rebus *table;		/* RTBL, as kept and then grown */
	size_t ntable;
	unsigned char *used;		/* per entry: a cell has it */
	int table_grew, any_rebus, any_rusr, any_circle;
	int cleared;			/* the saved grid was removed */
	struct xw_buf text, rusr, secs;
	size_t *stroff;			/* where each string starts in text */
	const char **texts;		/* the clues in the order of the file */
	char **owned;			/* those of them made here */
	size_t nclues;
};

/* xw_buf_add for bytes, which may be none (and then s may be NULL). */
static void
put(struct xw_buf *b, const void *s, size_t n)
{
	if (n > 0)
		xw_buf_add(b, s, n);
}

/*
 * How encode_text reads its text: as it is (a grid's letters, the rebus
 * table), or as the HTML of an ipuz text, its entities ("&quot;") the
 * characters they stand for and its tags (<i>) left out, as
 * xw_format_losses says: a .puz holds plain text. A clue is one line
 * (Across Lite shows, and exports as text, a clue a line), so a line
 * break there, a <br> or a newline, is a space; in the notes and the
 * other metadata, kept as written (XW_HOLDS_META_LINES), a <br> is a
 * line break.
 */
enum { TEXT_RAW, TEXT_LINE, TEXT_LINES };

/* Whether the character at s is ASCII with no mark after it to compose
   with: "e" and U+0301 are É, which Windows-1252 has, U+0301 not. */
static int
ascii_alone(const char *s)
{
	return (unsigned char)s[0] < 0x80 && (unsigned char)s[1] < 0x80;
}

/* Append s in the file's encoding (b may be NULL to test); -1 if it
   can't. Its blocks' tags are <br> already (encode_text). In
   Windows-1252 a letter written decomposed is composed (xw_utf8_letter):
   the encoding has É, not U+0301. */
static int
encode_unblocked(struct xw_buf *b, const char *s, int utf8, int how)
{
	size_t n = strlen(s), i = 0, k, br;
	uint32_t cp;
	char u[4];
	int c;

	while (i < n) {
		if (how != TEXT_RAW &&
		    (k = xw_html_line_break(s + i)) > 0 &&
		    ((br = xw_html_break(s + i)) > 0 || how == TEXT_LINE)) {
			/* A <br> and the line feed after it ("&#10;" too)
			   are one break, on a clue's one line one space; in
			   lines a line feed is written as it is (CR LF
			   stays, "&#10;" is '\n'). */
			if (how == TEXT_LINES && k > br) {
				i += br;
				continue;
			}
			i += k;
			cp = how == TEXT_LINES ? '\n' : ' ';
		} else if (how != TEXT_RAW && s[i] == '&' &&
		    (k = xw_html_entity(s + i, &cp)) > 0) {
			i += k;
		} else if (how != TEXT_RAW && (k = xw_html_tag(s + i)) > 0) {
			i += k;
			continue;
		} else if (how == TEXT_LINE && s[i] == '\t') {
			i++;
			cp = ' ';
		} else if (utf8 || ascii_alone(s + i)) {
			/* A run of text as it is: all of it in UTF-8, ASCII
			   (itself in Windows-1252) otherwise. */
			for (k = i + 1; k < n && (how == TEXT_RAW ||
			    (s[k] != '&' && s[k] != '<' && (how != TEXT_LINE ||
			    (s[k] != '\n' && s[k] != '\r' && s[k] != '\t')))) &&
			    (utf8 || ascii_alone(s + k)); k++)
				;
			if (b != NULL)
				put(b, s + i, k - i);
			i = k;
			continue;
		} else if ((k = utf8 ? xw_utf8_decode(s + i, n - i, &cp) :
		    xw_utf8_letter(s + i, n - i, &cp)) == 0 ||
		    (!utf8 && xw_utf8_selectors(s + i, k) > 0)) {
			return -1;	/* Windows-1252 has no selector (❤️) */
		} else {
			i += k;
		}
		if (utf8) {
			if (b != NULL)
				put(b, u, xw_utf8_encode(cp, u));
		} else if ((c = xw_cp1252_encode(cp)) < 0) {
			return -1;
		} else if (b != NULL) {
			xw_buf_putc(b, c);
		}
	}
	return 0;
}

/* Append s in the file's encoding (b may be NULL to test); -1 if it can't:
   a paragraph's or a list item's tags part their lines as a <br> does;
   on a clue's one line a run of breaks is one space, none at its ends
   (xw_html_one_line), as ipuz-render shows it. */
static int
encode_text(struct xw_buf *b, const char *s, int utf8, int how)
{
	char *unblocked = how == TEXT_LINE ? xw_html_one_line(s) :
	    how == TEXT_LINES ? xw_html_unblock(s) : NULL;
	int r = encode_unblocked(b, unblocked != NULL ? unblocked : s, utf8,
	    how);

	free(unblocked);
	return r;
}

/* Whether the cell at r, c has a bar of its own that parts two letters. */
static int
parts_letters(const struct xw_puzzle *p, int r, int c)
{
	unsigned bars = xw_cell_at(p, r, c)->bars;

	return ((bars & XW_BAR_RIGHT) &&
	    xw_grid_parting_wall(p, r, c, XW_DIR_ACROSS)) ||
	    ((bars & XW_BAR_BOTTOM) &&
	    xw_grid_parting_wall(p, r, c, XW_DIR_DOWN)) ||
	    ((bars & XW_BAR_LEFT) &&
	    xw_grid_parting_wall(p, r, c - 1, XW_DIR_ACROSS)) ||
	    ((bars & XW_BAR_TOP) &&
	    xw_grid_parting_wall(p, r - 1, c, XW_DIR_DOWN));
}

static int
check_shape(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	size_t i, j;

	if (p->width < 1 || p->height < 1 || p->width > 255 || p->height > 255)
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, "grid "
		    "%dx%d does not fit a .puz: at most 255x255", p->width,
		    p->height);
	/*
	 * Only a bar between two letters parts an entry: one on a block,
	 * or facing a block or the grid's edge, is no bar to refuse.
	 */
	for (i = 0; i < w->n; i++)
		if (parts_letters(p, (int)(i / p->width), (int)(i % p->width)))
			return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
			    "cell r%zuc%zu has a bar, which a .puz cannot "
			    "hold", i / p->width + 1, i % p->width + 1);
	for (i = 0; i < p->nlists; i++) {
		if (p->lists[i].dir == XW_DIR_OTHER)
			return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
			    "clue list \"%s\" cannot be written to a .puz: "
			    "only Across and Down can", p->lists[i].name);
		for (j = 0; j < i; j++)
			if (p->lists[j].dir == p->lists[i].dir)
				return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "",
				    0, 0, "clue lists \"%s\" and \"%s\" "
				    "cannot both be written to a .puz",
				    p->lists[j].name, p->lists[i].name);
	}
	return 0;
}

static int
fits(const char *s, int how)
{
	return s == NULL || encode_text(NULL, s, 0, how) == 0;
}

/*
 * Whether cell text s has Windows-1252 bytes as it is written, in
 * capitals (write_solution, write_value): Turkish ı is I.
 */
static int
cell_fits(const char *s)
{
	const char *c;
	char *up;
	int r;

	/* ASCII, most cells, fits as it is and in capitals. */
	for (c = s; c != NULL && *c != '\0' && (unsigned char)*c < 0x80; c++)
		;
	if (c == NULL || *c == '\0')
		return 1;
	up = xw_utf8_upper(s);
	r = fits(up, TEXT_RAW);
	free(up);
	return r;
}

/* Whether every text of the puzzle has Windows-1252 bytes. */
static int
all_text_fits(const struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	json_object *rtbl = xw_puz_kept_section(w->kept, "RTBL");
	size_t i, j;

	if (!fits(p->meta[XW_META_TITLE], TEXT_LINES) ||
	    !fits(p->meta[XW_META_AUTHOR], TEXT_LINES) ||
	    !fits(p->meta[XW_META_COPYRIGHT], TEXT_LINES) ||
	    !fits(p->meta[XW_META_NOTES], TEXT_LINES) ||
	    !fits(xw_puz_kept_string(rtbl, "table"), TEXT_RAW))
		return 0;
	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++)
			if (!fits(p->lists[i].clues[j].text, TEXT_LINE))
				return 0;
	for (i = 0; i < w->n; i++)
		if (p->cells[i].kind == XW_CELL_LETTER &&
		    (!cell_fits(p->cells[i].solution) ||
		    !cell_fits(p->cells[i].value)))
			return 0;
	return 1;
}

/* The kept version while the text fits it, else 1.3 or 2.0. */
static void
choose_version(struct writer *w)
{
	const char *kv = xw_puz_kept_string(w->kept, "version");
	unsigned char *raw = xw_puz_kept_bytes(w->kept, "version_bytes", 4,
	    NULL);
	unsigned char *v = w->hdr + 0x18;
	int fits;

	if (raw != NULL)
		memcpy(v, raw, 4);
	else if (kv != NULL)
		memcpy(v, kv, strlen(kv) < 4 ? strlen(kv) : 4);
	if ((raw == NULL && kv == NULL) || xw_puz_version(v) < 20) {
		fits = all_text_fits(w);
		if ((raw == NULL && kv == NULL) || !fits) {
			memset(v, 0, 4);
			memcpy(v, fits ? "1.3" : "2.0", 3);
		}
	}
	free(raw);
	w->vnum = xw_puz_version(v);
	w->utf8 = w->vnum >= 20;
}

/*
 * Every slot's clue text, by number, across before down. A .puz numbers
 * its grid the standard way, so clues go by the slot they are for: a
 * clue for no slot is left out (xw_format_losses names it), a slot
 * without a clue, or with an empty one, gets "-" as other writers do (an
 * empty clue read from a .puz stays empty), and references such as
 * "see 3-Down" follow the renumbering.
 */
static int
order_clues(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cluelist *l;
	const struct xw_slot *s;
	const struct xw_clue **by_slot;
	const struct xw_clue *clue;
	size_t i, j, na = 0, ia, id;
	int renumbered = xw_clues_renumbered(p);
	char *text;

	by_slot = xw_ecalloc(p->nslots + 1, sizeof(*by_slot));
	w->texts = xw_ecalloc(p->nslots + 1, sizeof(*w->texts));
	w->owned = xw_ecalloc(p->nslots + 1, sizeof(*w->owned));
	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		for (j = 0; j < l->nclues; j++)
			if ((s = xw_clue_slot(p, l->dir, &l->clues[j])) != NULL)
				by_slot[s - p->slots] = &l->clues[j];
	}
	while (na < p->nslots && p->slots[na].dir == XW_DIR_ACROSS)
		na++;
	for (ia = 0, id = na; w->nclues < p->nslots; w->nclues++) {
		if (ia < na && (id == p->nslots ||
		    p->slots[ia].number <= p->slots[id].number))
			i = ia++;
		else
			i = id++;
		clue = by_slot[i];
		if (clue == NULL || (*clue->text == '\0' && w->kept == NULL))
			w->texts[w->nclues] = "-";
		else if (renumbered &&
		    (text = xw_renumber_refs(p, clue->text)) != NULL)
			w->texts[w->nclues] = w->owned[w->nclues] = text;
		else
			w->texts[w->nclues] = clue->text;
	}
	free(by_slot);
	return 0;
}

/*
 * The grid byte of s: its one character, or for anything else (a rebus,
 * a character Windows-1252 lacks, a block mark) the first character or
 * 'X', with *single cleared.
 */
static unsigned char
grid_byte(const char *s, int *single)
{
	size_t n = strlen(s), k;
	uint32_t cp;
	int b;

	k = xw_utf8_decode(s, n, &cp);
	b = k > 0 ? xw_cp1252_encode(cp) : -1;
	if (b <= 0 || b == '.' || b == ':' || b == '-') {
		*single = 0;
		return 'X';
	}
	*single = k == n;
	return (unsigned char)b;
}

/* The RTBL key of rebus s, of cell at, added to the table when new; its
   entry is used. */
static int
rebus_key_for(struct writer *w, const char *s, size_t at)
{
	size_t i, r = at / w->p->width + 1, c = at % w->p->width + 1;
	int key = 1;

	if (strchr(s, ';') != NULL)
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, "cell "
		    "r%zuc%zu holds the rebus \"%s\", which a .puz cannot "
		    "hold: ';' ends a rebus there", r, c, s);
	for (i = 0; i < w->ntable; i++) {
		if (strcmp(w->table[i].text, s) == 0) {
			w->used[i] = 1;
			return w->table[i].key;
		}
		if (w->table[i].key >= key)
			key = w->table[i].key + 1;
	}
	if (key > MAX_REBUS_KEY)
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, "cell "
		    "r%zuc%zu holds the rebus \"%s\", one more than a .puz "
		    "can hold: at most %d different rebus answers", r, c, s,
		    MAX_REBUS_KEY);
	w->table = xw_ereallocarray(w->table, w->ntable + 1, sizeof(*w->table));
	w->used = xw_ereallocarray(w->used, w->ntable + 1, 1);
	w->table[w->ntable].key = key;
	w->used[w->ntable] = 1;
	w->table[w->ntable++].text = xw_estrdup(s);
	w->table_grew = 1;
	return key;
}

/* A kept GRBS byte of a grid whose solution is unknown: its entry is
   used. */
static void
use_key(struct writer *w, int grbs)
{
	size_t i;

	for (i = 0; i < w->ntable; i++)
		if (w->table[i].key + 1 == grbs)
			w->used[i] = 1;
}

/* Whether key is among the kept table's entries no cell named. */
static int
was_unused(json_object *rtbl, int key)
{
	json_object *keys;
	size_t i, n;

	if (rtbl == NULL || !json_object_object_get_ex(rtbl, "unused", &keys) ||
	    !json_object_is_type(keys, json_type_array))
		return 0;
	n = json_object_array_length(keys);
	for (i = 0; i < n; i++)
		if (json_object_get_int(json_object_array_get_idx(keys, i)) ==
		    key)
			return 1;
	return 0;
}

/*
 * Whether the kept table is the puzzle's: it did not grow, and every
 * entry is a rebus of some cell, but those no cell named in the file
 * read. A table that holds rebuses no cell has any more (edited out of
 * the ipuz) does not agree with the puzzle.
 */
static int
table_agrees(const struct writer *w)
{
	json_object *rtbl = xw_puz_kept_section(w->kept, "RTBL");
	size_t i;

	if (w->table_grew)
		return 0;
	for (i = 0; i < w->ntable; i++)
		if ((w->used[i] == 0) != was_unused(rtbl, w->table[i].key))
			return 0;
	return 1;
}

static int
write_solution(struct writer *w, size_t i, const unsigned char *raw,
    const unsigned char *rawgrbs)
{
	const struct xw_cell *cell = &w->p->cells[i];
	char *sol;
	int single, key;

	if (!w->p->has_solution) {
		/* A scrambled grid, or the dummy of one with none. */
		w->sol[i] = raw != NULL ? raw[i] : 'X';
		if (rawgrbs != NULL && (w->grbs[i] = rawgrbs[i]) != 0) {
			use_key(w, rawgrbs[i]);
			w->any_rebus = 1;
		}
		return 0;
	}
	if (cell->solution == NULL || *cell->solution == '\0')
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, "cell "
		    "r%zuc%zu has no solution", i / w->p->width + 1,
		    i % w->p->width + 1);
	/* Written, the byte is one the reader takes for no letter (a form
	   feed), and the file could not be read back. */
	if (xw_utf8_has_control(cell->solution))
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, "cell "
		    "r%zuc%zu holds a control character, which a .puz cannot "
		    "hold", i / w->p->width + 1, i % w->p->width + 1);
	/* In capitals: Across Lite checks the solver's capitals against
	   it. */
	sol = xw_utf8_upper(cell->solution);
	w->sol[i] = grid_byte(sol, &single);
	key = single ? 0 : rebus_key_for(w, sol, i);
	free(sol);
	if (single)
		return 0;
	if (key < 0)
		return -1;
	w->grbs[i] = (unsigned char)(key + 1);
	w->any_rebus = 1;
	return 0;
}

/*
 * The player grid byte, and the RUSR string of a rebus entry, in
 * capitals as the solution is. A block a diagramless solver placed is
 * the block byte, as the solution has it.
 */
static int
write_value(struct writer *w, size_t i, int block)
{
	const char *v = w->p->cells[i].value;
	char *up;
	int single, ret = 0;

	if ((w->p->cells[i].mismatch & XW_CHANGED_SAVED) &&
	    xw_puzzle_is_kind(w->p, XW_KIND_DIAGRAMLESS)) {
		w->fill[i] = (unsigned char)block;
		xw_buf_putc(&w->rusr, 0);
		return 0;
	}
	if (v == NULL || *v == '\0') {
		w->fill[i] = '-';
		xw_buf_putc(&w->rusr, 0);
		return 0;
	}
	if (xw_utf8_has_control(v)) {
		xw_buf_putc(&w->rusr, 0);
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, "the "
		    "solver's entry in cell r%zuc%zu holds a control "
		    "character, which a .puz cannot hold", i / w->p->width + 1,
		    i % w->p->width + 1);
	}
	up = xw_utf8_upper(v);
	w->fill[i] = grid_byte(up, &single);
	if (!single) {
		if (encode_text(&w->rusr, up, w->utf8, TEXT_RAW))
			ret = xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
			    "cell r%zuc%zu holds the entry \"%s\", which "
			    "cannot be written in Windows-1252",
			    i / w->p->width + 1, i % w->p->width + 1, v);
		w->any_rusr = 1;
	}
	free(up);
	xw_buf_putc(&w->rusr, 0);
	return ret;
}

/* A kept raw grid is used only where its blocks are the model's. */
static unsigned char *
kept_grid(struct writer *w)
{
	unsigned char *raw;
	size_t i;

	if (w->p->has_solution || (raw = xw_puz_kept_bytes(w->kept,
	    "solution_grid", w->n, NULL)) == NULL)
		return NULL;
	for (i = 0; i < w->n; i++) {
		if (is_blockbyte(raw[i]) !=
		    (w->p->cells[i].kind != XW_CELL_LETTER)) {
			free(raw);
			return NULL;
		}
	}
	return raw;
}

static int
write_grids(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const char *b = xw_puz_kept_string(w->kept, "block");
	unsigned char *raw = kept_grid(w), *rawgrbs = NULL;
	int block = xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS)
	    && b != NULL && strcmp(b, ":") == 0 ? ':' : '.';
	int omitted = xw_puz_omitted_byte(p);
	size_t i;
	int ret = 0;

	w->state = p->has_solution ? 0 : STATE_NO_SOLUTION;
	if (raw != NULL) {
		rawgrbs = xw_puz_kept_bytes(xw_puz_kept_section(w->kept,
		    "GRBS"), "data", w->n, NULL);
		w->state = xw_puz_kept_int(w->kept, "state", STATE_NO_SOLUTION);
	}
	w->scrambled = (unsigned)xw_puz_kept_int(w->kept, "scrambled_checksum",
	    0);
	for (i = 0; i < w->n && ret == 0; i++) {
		switch (p->cells[i].kind) {
		case XW_CELL_BLOCK:
			w->sol[i] = w->fill[i] = (unsigned char)block;
			xw_buf_putc(&w->rusr, 0);
			break;
		case XW_CELL_NULL:
			w->sol[i] = w->fill[i] = (unsigned char)omitted;
			xw_buf_putc(&w->rusr, 0);
			break;
		case XW_CELL_LETTER:
			ret = write_solution(w, i, raw, rawgrbs) ||
			    write_value(w, i, block) ? -1 : 0;
			break;
		}
		if (p->cells[i].kind == XW_CELL_LETTER &&
		    ((p->cells[i].style & XW_STYLE_CIRCLE) ||
		    (p->cells[i].shape != NULL &&
		    strcmp(p->cells[i].shape, "circle") == 0))) {
			w->gext[i] |= GEXT_CIRCLE;
			w->any_circle = 1;
		} else {
			w->gext[i] &= (unsigned char)~GEXT_CIRCLE;
		}
	}
	free(raw);
	free(rawgrbs);
	return ret;
}

/*
 * The timer and the GEXT marks of checked and revealed squares describe
 * the player grid they were read with (kept as "player_grid"): where an
 * entry is not the one read, its marks go; when the puzzle has no saved
 * grid but had (or has an empty one), the timer goes too, and an empty
 * RUSR (w->cleared). Without the grid read, only a puzzle without
 * entries can be told.
 */
static void
drop_stale_marks(struct writer *w)
{
	unsigned char *was = xw_puz_kept_bytes(w->kept, "player_grid", w->n,
	    NULL);
	size_t i;
	int empty = 1;

	for (i = 0; i < w->n; i++)
		if (w->p->cells[i].kind == XW_CELL_LETTER && w->fill[i] != '-')
			empty = 0;
	w->cleared = empty && (was == NULL || memcmp(was, w->fill, w->n) != 0);
	for (i = 0; i < w->n; i++)
		if (w->cleared || (was != NULL && was[i] != w->fill[i]))
			w->gext[i] &= (unsigned char)~GEXT_MARKS;
	free(was);
}

/* Title, author, copyright, the clues, notes: each NUL-terminated. */
static int
write_strings(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	size_t i, n = w->nclues + 4;
	const char *s;

	w->stroff = xw_ereallocarray(NULL, n, sizeof(*w->stroff));
	for (i = 0; i < n; i++) {
		if (i < 3)
			s = p->meta[i == 0 ? XW_META_TITLE : i == 1 ?
			    XW_META_AUTHOR : XW_META_COPYRIGHT];
		else if (i < n - 1)
			s = w->texts[i - 3];
		else
			s = p->meta[XW_META_NOTES];
		w->stroff[i] = w->text.len;
		if (s != NULL && encode_text(&w->text, s, w->utf8,
		    i >= 3 && i < n - 1 ? TEXT_LINE : TEXT_LINES))
			return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0,
			    "\"%s\" cannot be written in Windows-1252", s);
		xw_buf_putc(&w->text, 0);
	}
	return 0;
}

static int
emit_section(struct writer *w, const char *code, const unsigned char *data,
    size_t len)
{
	unsigned char head[8];

	if (len > 0xffff)
		return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, "%s "
		    "section needs %zu bytes, more than a .puz can hold", code,
		    len);
	memcpy(head, code, 4);
	put16(head + 4, (unsigned)len);
	put16(head + 6, cksum(data, len, 0));
	put(&w->secs, head, 8);
	put(&w->secs, data, len);
	xw_buf_putc(&w->secs, 0);
	return 0;
}

/*
 * RTBL: the kept bytes or text while the table agrees with the puzzle,
 * else rebuilt of the rebuses the cells have.
 */
static int
emit_rtbl(struct writer *w, json_object *kept)
{
	const char *text = xw_puz_kept_string(kept, "table");
	json_object *rtbl = xw_puz_kept_section(w->kept, "RTBL");
	unsigned char *raw;
	struct xw_buf b = { 0 };
	char key[8];
	size_t i, n;
	int ret, agrees = table_agrees(w);

	if (agrees && (raw = xw_puz_kept_bytes(kept, "data", 0, &n)) != NULL) {
		ret = emit_section(w, "RTBL", raw, n);
		free(raw);
		return ret;
	}
	if (!agrees || text == NULL ||
	    encode_text(&b, text, w->utf8, TEXT_RAW) != 0) {
		b.len = 0;
		for (i = 0; i < w->ntable; i++) {
			if (!w->used[i] && !was_unused(rtbl, w->table[i].key))
				continue;
			snprintf(key, sizeof(key), "%2d:", w->table[i].key);
			put(&b, key, strlen(key));
			if (encode_text(&b, w->table[i].text, w->utf8, TEXT_RAW)) {
				free(b.s);
				return xw_seterr(w->e, XW_ERR_CANNOT_HOLD, "",
				    0, 0, "rebus \"%s\" cannot be written in "
				    "Windows-1252", w->table[i].text);
			}
			xw_buf_putc(&b, ';');
		}
	}
	ret = emit_section(w, "RTBL", (unsigned char *)b.s, b.len);
	free(b.s);
	return ret;
}

/* One section: rebuilt from the model when known, else as kept. */
static int
emit(struct writer *w, const char *code, json_object *kept)
{
	unsigned char *data;
	size_t n;
	int ret;

	if (strcmp(code, "GRBS") == 0)
		return emit_section(w, code, w->grbs, w->n);
	if (strcmp(code, "RTBL") == 0)
		return emit_rtbl(w, kept);
	if (strcmp(code, "GEXT") == 0)
		return emit_section(w, code, w->gext, w->n);
	if (strcmp(code, "RUSR") == 0)
		return emit_section(w, code, (unsigned char *)w->rusr.s,
		    w->rusr.len);
	if ((data = xw_puz_kept_bytes(kept, "data", 0, &n)) == NULL)
		return 0;
	ret = emit_section(w, code, data, n);
	free(data);
	return ret;
}

/* The kept sections in their order, then what the model adds. */
static int
write_sections(struct writer *w)
{
	static const char *const known[] = { "GRBS", "RTBL", "RUSR", "GEXT" };
	int need[4] = { w->any_rebus, w->any_rebus, w->any_rusr,
	    w->any_circle };
	json_object *list, *o;
	const char *code;
	size_t i, k;
	/* A kept GRBS and RTBL for rebuses no cell has now go. */
	int drop = !w->any_rebus && !table_agrees(w);

	if (w->kept != NULL && json_object_object_get_ex(w->kept, "sections",
	    &list) && json_object_is_type(list, json_type_array)) {
		for (i = 0; i < json_object_array_length(list); i++) {
			o = json_object_array_get_idx(list, i);
			code = xw_puz_kept_string(o, "code");
			if (code == NULL || strlen(code) != 4 ||
			    !xw_puz_is_code((const unsigned char *)code))
				continue;
			for (k = 0; k < 4; k++)
				if (strcmp(code, known[k]) == 0)
					need[k] = 0;
			if (drop && (strcmp(code, "GRBS") == 0 ||
			    strcmp(code, "RTBL") == 0))
				continue;
			if (w->cleared && (strcmp(code, "LTIM") == 0 ||
			    (strcmp(code, "RUSR") == 0 && !w->any_rusr)))
				continue;
			if (emit(w, code, o))
				return -1;
		}
	}
	for (k = 0; k < 4; k++)
		if (need[k] && emit(w, known[k], NULL))
			return -1;
	return 0;
}

static void
write_header(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	unsigned char *h = w->hdr;
	int type, dl;

	memcpy(h + 2, MAGIC, sizeof(MAGIC));
	if (xw_puz_kept_hex(w->kept, "reserved1c", h + 0x1c, 2))
		memset(h + 0x1c, 0, 2);
	put16(h + 0x1e, w->scrambled);
	if (xw_puz_kept_hex(w->kept, "reserved20", h + 0x20, 12))
		memset(h + 0x20, 0, 12);
	h[0x2c] = (unsigned char)p->width;
	h[0x2d] = (unsigned char)p->height;
	put16(h + 0x2e, (unsigned)w->nclues);
	/* The kept type while it still says what the kind says. */
	dl = xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS);
	type = xw_puz_kept_int(w->kept, "type", -1);
	if (type < 0 || (type == TYPE_DIAGRAMLESS) != dl)
		type = dl ? TYPE_DIAGRAMLESS : TYPE_NORMAL;
	put16(h + 0x30, (unsigned)type);
	put16(h + 0x32, (unsigned)w->state);
}

static void
checksum_header(struct writer *w)
{
	struct layout lay = { 0 };
	size_t i, n = w->nclues + 4;

	lay.h = w->hdr;
	lay.width = w->p->width;
	lay.height = w->p->height;
	lay.nclues = (int)w->nclues;
	lay.vnum = w->vnum;
	lay.sol = w->sol;
	lay.fill = w->fill;
	lay.strs = xw_ecalloc(n, sizeof(*lay.strs));
	for (i = 0; i < n; i++) {
		lay.strs[i].s = (unsigned char *)w->text.s + w->stroff[i];
		lay.strs[i].len = strlen((const char *)lay.strs[i].s);
	}
	xw_puz_store_sums(&lay, w->hdr);
	free(lay.strs);
}

static void
assemble(struct writer *w, struct xw_buf *b)
{
	unsigned char *junk;
	size_t n;

	if ((junk = xw_puz_kept_bytes(w->kept, "preamble", 0, &n)) != NULL) {
		put(b, junk, n);
		free(junk);
	}
	put(b, w->hdr, HDR_LEN);
	put(b, w->sol, w->n);
	put(b, w->fill, w->n);
	put(b, w->text.s, w->text.len);
	put(b, w->secs.s, w->secs.len);
	if ((junk = xw_puz_kept_bytes(w->kept, "postscript", 0, &n)) != NULL) {
		put(b, junk, n);
		free(junk);
	}
}

/* The kept RTBL and GEXT bits the model does not hold. */
static void
start_sections(struct writer *w)
{
	json_object *rtbl = xw_puz_kept_section(w->kept, "RTBL");
	const char *text = xw_puz_kept_string(rtbl, "table");
	unsigned char *gext;

	if (text != NULL &&
	    xw_puz_parse_table(text, &w->table, &w->ntable) != 0)
		w->table_grew = 1;
	w->used = xw_ecalloc(w->ntable + 1, 1);
	if ((gext = xw_puz_kept_bytes(xw_puz_kept_section(w->kept, "GEXT"),
	    "data", w->n, NULL)) != NULL) {
		memcpy(w->gext, gext, w->n);
		free(gext);
	}
}

int
xw_puz_write(const struct xw_puzzle *p, struct xw_buf *out, struct xw_error *e)
{
	struct writer w = { 0 };
	json_object *kept;
	size_t i;
	int ret = -1;

	w.p = p;
	w.e = e;
	w.n = (size_t)p->width * p->height;
	kept = xw_puzzle_field(p, KEPT_KEY);
	if (json_object_is_type(kept, json_type_object))
		w.kept = kept;
	if (check_shape(&w))
		return -1;
	w.sol = xw_emalloc(w.n);
	w.fill = xw_emalloc(w.n);
	w.grbs = xw_ecalloc(w.n, 1);
	w.gext = xw_ecalloc(w.n, 1);
	start_sections(&w);
	choose_version(&w);
	if (order_clues(&w) || write_grids(&w))
		goto out;
	drop_stale_marks(&w);
	if (write_strings(&w) || write_sections(&w))
		goto out;
	write_header(&w);
	checksum_header(&w);
	assemble(&w, out);
	ret = 0;
out:
	free(w.sol);
	free(w.fill);
	free(w.grbs);
	free(w.gext);
	xw_puz_table_free(w.table, w.ntable);
	free(w.used);
	free(w.text.s);
	free(w.rusr.s);
	free(w.secs.s);
	free(w.stroff);
	for (i = 0; w.owned != NULL && i < w.nclues; i++)
		free(w.owned[i]);
	free(w.owned);
	free(w.texts);
	return ret;
}

