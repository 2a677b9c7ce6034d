/* See LICENSE file for copyright and license details. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clocale.h"
#include "grid.h"
#include "utf8.h"
#include "util.h"
#include "words.h"

int
xw_grid_wall(const struct xw_puzzle *p, int r, int c, enum xw_dir dir)
{
	if (dir == XW_DIR_ACROSS)
		return (xw_cell_at(p, r, c)->bars & XW_BAR_RIGHT) ||
		    (c + 1 < p->width &&
		    (xw_cell_at(p, r, c + 1)->bars & XW_BAR_LEFT));
	return (xw_cell_at(p, r, c)->bars & XW_BAR_BOTTOM) ||
	    (r + 1 < p->height &&
	    (xw_cell_at(p, r + 1, c)->bars & XW_BAR_TOP));
}

int
xw_grid_parting_wall(const struct xw_puzzle *p, int r, int c, enum xw_dir dir)
{
	int down = dir == XW_DIR_DOWN;

	return xw_is_letter(p, r, c) && xw_is_letter(p, r + down, c + !down) &&
	    xw_grid_wall(p, r, c, dir);
}

/* What a slot is looked up by: the label of its first cell, or its number. */
struct xw_label {
	enum xw_dir dir;
	const char *key;
	int labelled;		/* the key is a label written in the grid */
	size_t slot;
	char number[XW_ITOA_SIZE];
};

/*
 * Keys in order of length, then of bytes: numbers come in numeric order,
 * so the labels of standard numbering are already sorted.
 */
static int
key_order(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);

	if (la != lb)
		return la < lb ? -1 : 1;
	return strcmp(a, b);
}

static int
label_order(const void *a, const void *b)
{
	const struct xw_label *x = a, *y = b;
	int d;

	if (x->dir != y->dir)
		return (int)x->dir - (int)y->dir;
	if ((d = key_order(x->key, y->key)) != 0)
		return d;
	/* A written label wins over a computed number that reads the same. */
	if (x->labelled != y->labelled)
		return y->labelled - x->labelled;
	return x->slot < y->slot ? -1 : x->slot > y->slot;
}

void
xw_grid_index(struct xw_puzzle *p)
{
	size_t ncells = (size_t)p->width * p->height, i, cell, step;
	const struct xw_slot *s;
	struct xw_label *l;
	int k;

	/* One block: slot_of after the labels, freed with them. */
	free(p->labels);
	p->labels = xw_ecalloc(1, p->nslots * sizeof(*p->labels) +
	    2 * ncells * sizeof(*p->slot_of));
	p->slot_of = (int *)(void *)(p->labels + p->nslots);
	for (i = 0; i < 2 * ncells; i++)
		p->slot_of[i] = -1;
	for (i = 0; i < p->nslots; i++) {
		s = &p->slots[i];
		cell = 2 * ((size_t)s->row * p->width + s->col) + s->dir;
		step = 2 * (s->dir == XW_DIR_ACROSS ? 1 : (size_t)p->width);
		for (k = 0; k < s->len; k++, cell += step)
			p->slot_of[cell] = (int)i;
		l = &p->labels[i];
		l->dir = s->dir;
		l->slot = i;
		l->key = xw_cell_at(p, s->row, s->col)->label;
		l->labelled = l->key != NULL;
		if (l->key == NULL)
			l->key = xw_itoa(s->number, l->number);
	}
	for (i = 1; i < p->nslots; i++)
		if (label_order(&p->labels[i - 1], &p->labels[i]) > 0)
			break;
	if (i >= p->nslots)
		return;
	qsort(p->labels, p->nslots, sizeof(*p->labels), label_order);
	/* qsort moved the number buffers the keys may point into. */
	for (i = 0; i < p->nslots; i++)
		if (!p->labels[i].labelled)
			p->labels[i].key = p->labels[i].number;
}

/*
 * The length of the run in direction dir that starts at each cell, or 0
 * where none starts, into len[] (one a cell). Filled from the far end of
 * each line, so every cell is looked at once.
 */
static void
run_lengths(const struct xw_puzzle *p, enum xw_dir dir, int *len)
{
	int lines = dir == XW_DIR_ACROSS ? p->height : p->width;
	int along = dir == XW_DIR_ACROSS ? p->width : p->height;
	size_t step = dir == XW_DIR_ACROSS ? 1 : (size_t)p->width;
	size_t across = dir == XW_DIR_ACROSS ? (size_t)p->width : 1, i, first;
	const struct xw_cell *cell;
	int line, k, next;

	for (line = 0; line < lines; line++) {
		first = (size_t)line * across;
		next = 0;	/* nothing runs on past the line's end */
		for (k = along - 1, i = first + (size_t)k * step; k >= 0;
		    k--, i -= step) {
			cell = &p->cells[i];
			if (cell->kind != XW_CELL_LETTER)
				len[i] = 0;
			else if (next > 0 && ((cell->bars | cell[step].bars) ==
			    0 || !xw_grid_wall(p, (int)(i / p->width),
			    (int)(i % p->width), dir)))
				len[i] = 1 + next;
			else
				len[i] = 1;
			next = len[i];
		}
		/* Keep only the lengths of the cells that start a run. */
		for (k = along - 1, i = first + (size_t)k * step; k > 0;
		    k--, i -= step)
			if (len[i] > 0 && len[i - step] == len[i] + 1)
				len[i] = 0;
	}
}

/* Slots and cell numbers, without the index. */
static void
number_slots(struct xw_puzzle *p)
{
	size_t ncells = (size_t)p->width * p->height, i, na = 0, nd = 0;
	int *across = xw_ereallocarray(NULL, 2 * ncells, sizeof(int));
	int *down = across + ncells, number = 0;
	struct xw_slot *a, *d;

	run_lengths(p, XW_DIR_ACROSS, across);
	run_lengths(p, XW_DIR_DOWN, down);
	for (i = 0; i < ncells; i++) {
		na += across[i] >= 2;
		nd += down[i] >= 2;
	}
	free(p->slots);
	p->slots = xw_ereallocarray(NULL, na + nd + 1, sizeof(*p->slots));
	a = p->slots;
	d = p->slots + na;
	/* Row by row, so each direction's slots come out by number. */
	for (i = 0; i < ncells; i++) {
		p->cells[i].number = 0;
		if (across[i] < 2 && down[i] < 2)
			continue;
		p->cells[i].number = ++number;
		if (across[i] >= 2)
			*a++ = (struct xw_slot){ XW_DIR_ACROSS, number,
			    (int)(i / p->width), (int)(i % p->width),
			    across[i] };
		if (down[i] >= 2)
			*d++ = (struct xw_slot){ XW_DIR_DOWN, number,
			    (int)(i / p->width), (int)(i % p->width),
			    down[i] };
	}
	free(across);
	p->nslots = na + nd;
}

/* A cell's kind and bars, which its grid's numbering follows. */
static int
shape_of(const struct xw_cell *c)
{
	return (int)c->kind | (int)(c->bars << 4);
}

/* Keep what the numbering just made was made for (numbered_as). */
static void
keep_numbered(struct xw_puzzle *p)
{
	size_t ncells = (size_t)p->width * p->height, i;

	p->numbered_as = xw_ereallocarray(p->numbered_as, 2 * ncells + 1,
	    sizeof(int));
	for (i = 0; i < ncells; i++) {
		p->numbered_as[2 * i] = p->cells[i].number;
		p->numbered_as[2 * i + 1] = shape_of(&p->cells[i]);
	}
}

void
xw_grid_number(struct xw_puzzle *p)
{
	number_slots(p);
	xw_grid_index(p);
	keep_numbered(p);
}

/* Whether p's cells are as xw_grid_number last numbered them: their
   numbers, kinds and bars (and so its slots, which no caller edits). */
static int
as_numbered(const struct xw_puzzle *p)
{
	size_t ncells = (size_t)p->width * p->height, i;
	const int *was = p->numbered_as;

	if (was == NULL || p->slot_of == NULL)
		return 0;
	for (i = 0; i < ncells; i++, was += 2)
		if (was[0] != p->cells[i].number ||
		    was[1] != shape_of(&p->cells[i]))
			return 0;
	return 1;
}

/* Whether the slot *s is the one of direction dir, number and length len
   at cell i. */
static int
slot_is(const struct xw_puzzle *p, const struct xw_slot *s, enum xw_dir dir,
    int number, size_t i, int len)
{
	return s->dir == dir && s->number == number && s->len == len &&
	    s->row == (int)(i / p->width) && s->col == (int)(i % p->width);
}

int
xw_grid_numbered(const struct xw_puzzle *p)
{
	size_t ncells = (size_t)p->width * p->height, i, na = 0, nd = 0;
	int *across, *down, number = 0, ok;

	if (ncells > 0 && p->slot_of == NULL)
		return 0;
	if (as_numbered(p))
		return 1;
	across = xw_ereallocarray(NULL, 2 * ncells + 1, sizeof(int));
	down = across + ncells;
	run_lengths(p, XW_DIR_ACROSS, across);
	run_lengths(p, XW_DIR_DOWN, down);
	for (i = 0; i < ncells; i++) {
		na += across[i] >= 2;
		nd += down[i] >= 2;
	}
	ok = p->nslots == na + nd;
	nd = na, na = 0;
	for (i = 0; ok && i < ncells; i++) {
		if (across[i] < 2 && down[i] < 2) {
			ok = p->cells[i].number == 0;
			continue;
		}
		ok = p->cells[i].number == ++number &&
		    (across[i] < 2 || slot_is(p, &p->slots[na++],
		    XW_DIR_ACROSS, number, i, across[i])) &&
		    (down[i] < 2 || slot_is(p, &p->slots[nd++], XW_DIR_DOWN,
		    number, i, down[i]));
	}
	free(across);
	return ok;
}

int
xw_grid_labelled(const struct xw_puzzle *p)
{
	size_t i, n = (size_t)p->width * p->height;

	for (i = 0; i < n; i++)
		if (p->cells[i].label != NULL)
			return 1;
	return 0;
}

void
xw_grid_label(struct xw_puzzle *p)
{
	size_t i, n = (size_t)p->width * p->height;

	number_slots(p);
	if (xw_grid_labelled(p))
		n = 0;
	for (i = 0; i < n; i++)
		if (p->cells[i].number > 0)
			p->cells[i].label = xw_str_int(p->cells[i].number);
	xw_grid_index(p);
	keep_numbered(p);
}

const char *
xw_dir_word(enum xw_dir dir)
{
	return dir == XW_DIR_ACROSS ? "across" : dir == XW_DIR_DOWN ? "down" :
	    "";
}

char *
xw_slot_name(const char *label, int number, enum xw_dir dir, char *buf,
    size_t size)
{
	if (label != NULL)
		snprintf(buf, size, "%s-%s", label, xw_dir_word(dir));
	else
		snprintf(buf, size, "%d-%s", number, xw_dir_word(dir));
	return buf;
}

struct xw_pos
xw_slot_cell(const struct xw_slot *s, int i)
{
	struct xw_pos pos = { s->row, s->col };

	if (s->dir == XW_DIR_ACROSS)
		pos.col += i;
	else
		pos.row += i;
	return pos;
}

const struct xw_slot *
xw_slot_through(const struct xw_puzzle *p, enum xw_dir dir, int r, int c)
{
	int i;

	if (dir == XW_DIR_OTHER || !xw_is_letter(p, r, c))
		return NULL;
	i = p->slot_of[2 * ((size_t)r * p->width + c) + dir];
	return i >= 0 ? &p->slots[i] : NULL;
}

const struct xw_slot *
xw_slot_by_label(const struct xw_puzzle *p, enum xw_dir dir,
    const char *label)
{
	size_t lo = 0, hi = p->nslots, mid;
	const struct xw_label *l;
	int d;

	/* The first entry of (dir, label), a written label first. */
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		l = &p->labels[mid];
		d = l->dir != dir ? (int)l->dir - (int)dir :
		    key_order(l->key, label);
		if (d < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < p->nslots && p->labels[lo].dir == dir &&
	    strcmp(p->labels[lo].key, label) == 0)
		return &p->slots[p->labels[lo].slot];
	return NULL;
}

const struct xw_slot *
xw_ref_slot(const struct xw_puzzle *p, const struct xw_clueref *ref)
{
	const struct xw_cluelist *l = xw_ref_list(p, ref);

	return l != NULL ? xw_slot_by_label(p, l->dir, ref->number) : NULL;
}

const struct xw_slot *
xw_clue_slot(const struct xw_puzzle *p, enum xw_dir dir,
    const struct xw_clue *clue)
{
	const struct xw_slot *s;
	struct xw_pos first;
	size_t i;

	if (dir == XW_DIR_OTHER)
		return NULL;
	if (clue->ncells == 0)
		return xw_slot_by_label(p, dir, clue->number);
	first = clue->cells[0];
	s = xw_slot_through(p, dir, first.row, first.col);
	if (s == NULL || s->row != first.row || s->col != first.col ||
	    (size_t)s->len != clue->ncells)
		return NULL;
	for (i = 1; i < clue->ncells; i++) {
		struct xw_pos want = xw_slot_cell(s, (int)i);

		if (clue->cells[i].row != want.row ||
		    clue->cells[i].col != want.col)
			return NULL;
	}
	return s;
}

/* The standard number of the clue numbered label in direction dir, or 0. */
static int
renumbered(const struct xw_puzzle *p, enum xw_dir dir, const char *label,
    size_t len)
{
	const struct xw_cluelist *l;
	const struct xw_slot *s;
	size_t i, j;

	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		if (l->dir != dir)
			continue;
		for (j = 0; j < l->nclues; j++)
			if (strlen(l->clues[j].number) == len &&
			    strncmp(l->clues[j].number, label, len) == 0 &&
			    (s = xw_clue_slot(p, dir, &l->clues[j])) != NULL)
				return s->number;
	}
	return 0;
}

int
xw_clues_renumbered(const struct xw_puzzle *p)
{
	const struct xw_slot *s;
	char buf[XW_ITOA_SIZE];
	size_t i, j;

	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++) {
			s = xw_clue_slot(p, p->lists[i].dir,
			    &p->lists[i].clues[j]);
			if (s == NULL)
				continue;
			xw_itoa(s->number, buf);
			if (strcmp(buf, p->lists[i].clues[j].number) != 0)
				return 1;
		}
	return 0;
}

/*
 * The direction a run of references "1-, 5- and 10-" at s ends with, and
 * in *end where the run ends; XW_DIR_OTHER when it names none.
 */
static enum xw_dir
refs_direction(const char *s, const char **end)
{
	for (;;) {
		while (xw_ascii_isdigit((unsigned char)*s))
			s++;
		if (*s++ != '-')
			return XW_DIR_OTHER;
		while (*s == ' ' || *s == ',' || *s == '&')
			s++;
		if (strncmp(s, "and ", 4) == 0)
			s += 4;
		else if (strncmp(s, "or ", 3) == 0)
			s += 3;
		if (xw_ascii_isdigit((unsigned char)*s))
			continue;
		*end = s;
		if (xw_ascii_ncasecmp(s, "across", 6) == 0 &&
		    !xw_ascii_isalpha((unsigned char)s[6]))
			return XW_DIR_ACROSS;
		if (xw_ascii_ncasecmp(s, "down", 4) == 0 &&
		    !xw_ascii_isalpha((unsigned char)s[4]))
			return XW_DIR_DOWN;
		return XW_DIR_OTHER;
	}
}

char *
xw_renumber_refs(const struct xw_puzzle *p, const char *text)
{
	const char *s = text, *end, *d;
	struct xw_buf out = { 0 };
	char num[XW_ITOA_SIZE];
	enum xw_dir dir;
	int changed = 0, to;

	if (strchr(text, '-') == NULL)
		return NULL;
	xw_buf_grow(&out, strlen(text) + 64);
	while (*s != '\0') {
		if (!xw_ascii_isdigit((unsigned char)*s) || (s > text &&
		    xw_ascii_isalnum((unsigned char)s[-1])) ||
		    (dir = refs_direction(s, &end)) == XW_DIR_OTHER) {
			xw_buf_putc(&out, *s++);
			continue;
		}
		/* Each number of the run, renumbered when it has to be. */
		while (s < end) {
			for (d = s; xw_ascii_isdigit((unsigned char)*d); d++)
				;
			if (d == s) {
				xw_buf_putc(&out, *s++);
				continue;
			}
			to = renumbered(p, dir, s, (size_t)(d - s));
			xw_itoa(to, num);
			if (to > 0 && (strlen(num) != (size_t)(d - s) ||
			    strncmp(num, s, (size_t)(d - s)) != 0)) {
				xw_buf_puts(&out, num);
				changed = 1;
			} else {
				xw_buf_add(&out, s, (size_t)(d - s));
			}
			s = d;
		}
	}
	if (!changed) {
		xw_buf_free(&out);
		return NULL;
	}
	return xw_buf_take(&out);
}

char *
xw_slot_answer(const struct xw_puzzle *p, const struct xw_slot *s)
{
	size_t len = 0, off = 0;
	struct xw_pos pos;
	const char *sol;
	char *buf;
	int i;

	for (i = 0; i < s->len; i++) {
		pos = xw_slot_cell(s, i);
		sol = xw_cell_at(p, pos.row, pos.col)->solution;
		if (sol == NULL || *sol == '\0')
			return NULL;
		len += strlen(sol);
	}
	buf = xw_emalloc(len + 1);
	for (i = 0; i < s->len; i++) {
		pos = xw_slot_cell(s, i);
		sol = xw_cell_at(p, pos.row, pos.col)->solution;
		memcpy(buf + off, sol, strlen(sol));
		off += strlen(sol);
	}
	buf[off] = '\0';
	return buf;
}

const char *
xw_clue_name(const struct xw_cluelist *l, const struct xw_clue *clue, char *buf,
    size_t size)
{
	if (l->dir != XW_DIR_OTHER)
		xw_slot_name(*clue->number != '\0' ? clue->number : "?", 0,
		    l->dir, buf, size);
	else if (*clue->number != '\0')
		snprintf(buf, size, "%s %s", l->name, clue->number);
	else
		snprintf(buf, size, "%s", l->name);
	return buf;
}

/*
 * The clue a "continued" reference names: in the list of that name, or of
 * that direction; NULL when there is none.
 */
static const struct xw_clue *
part_of(const struct xw_puzzle *p, const struct xw_clueref *ref)
{
	const struct xw_cluelist *l;
	size_t i, j;

	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		if (!xw_list_is(l, ref->list))
			continue;
		for (j = 0; j < l->nclues; j++)
			if (strcmp(l->clues[j].number, ref->number) == 0)
				return &l->clues[j];
	}
	return NULL;
}

int
xw_clue_whole(const struct xw_puzzle *p, const struct xw_clue *clue,
    struct xw_clue *whole)
{
	const struct xw_clue *part;
	const struct xw_slot *slot;
	size_t i, n;
	int k;

	*whole = *clue;
	if (clue->ncontinued == 0)
		return 0;
	whole->cells = xw_ereallocarray(NULL, clue->ncells,
	    sizeof(*clue->cells));
	memcpy(whole->cells, clue->cells, clue->ncells * sizeof(*clue->cells));
	for (i = 0; i < clue->ncontinued; i++) {
		/*
		 * A part is its clue's cells, or the entry's when it has no
		 * clue of its own ("See 7" is not needed).
		 */
		part = part_of(p, &clue->continued[i]);
		slot = part == NULL || part->ncells == 0 ? xw_ref_slot(p,
		    &clue->continued[i]) : NULL;
		n = slot != NULL ? (size_t)slot->len : part != NULL ?
		    part->ncells : 0;
		if (n == 0) {
			free(whole->cells);
			whole->cells = NULL;
			return -1;
		}
		whole->cells = xw_ereallocarray(whole->cells, whole->ncells + n,
		    sizeof(*whole->cells));
		for (k = 0; slot != NULL && k < slot->len; k++)
			whole->cells[whole->ncells + (size_t)k] =
			    xw_slot_cell(slot, k);
		if (slot == NULL)
			memcpy(whole->cells + whole->ncells, part->cells, n *
			    sizeof(*part->cells));
		whole->ncells += n;
	}
	return 0;
}

int
xw_clue_spells(const struct xw_puzzle *p, const struct xw_clue *clue,
    size_t k, const char *want, size_t *take)
{
	const struct xw_cell *cell;
	char *const *alt;
	const char *t;
	char *norm;
	size_t n;
	int ok = 0;

	if (k == clue->ncells)
		return *want == '\0';
	cell = xw_cell_at(p, clue->cells[k].row, clue->cells[k].col);
	if (cell->solution == NULL && take != NULL) {
		take[k] = xw_utf8_letter(want, strlen(want), &(uint32_t){ 0 });
		return take[k] > 0 && xw_clue_spells(p, clue, k + 1, want +
		    take[k], take);
	}
	for (t = cell->solution, alt = cell->alternatives; t != NULL && !ok;
	    t = alt != NULL ? *alt++ : NULL) {
		if ((norm = xw_word_normalize_flags(t,
		    XW_WORDS_ANY_SCRIPT)) == NULL)
			continue;
		n = strlen(norm);
		if (take != NULL)
			take[k] = n;
		ok = strncmp(want, norm, n) == 0 && xw_clue_spells(p, clue,
		    k + 1, want + n, take);
		free(norm);
	}
	return ok;
}

char *
xw_clue_cells_answer(const struct xw_puzzle *p, const struct xw_clue *clue)
{
	const struct xw_cell *cell;
	struct xw_buf b = { 0 };
	size_t i;

	for (i = 0; i < clue->ncells; i++) {
		cell = xw_cell_at(p, clue->cells[i].row, clue->cells[i].col);
		if (cell->solution == NULL) {
			xw_buf_free(&b);
			return NULL;
		}
		xw_buf_puts(&b, cell->solution);
	}
	return xw_buf_take(&b);
}

int
xw_cell_checks(const struct xw_puzzle *p, int r, int c)
{
	return (xw_slot_through(p, XW_DIR_ACROSS, r, c) != NULL) +
	    (xw_slot_through(p, XW_DIR_DOWN, r, c) != NULL);
}

/*
 * What symmetry compares at one cell: its kind and the walls on its right
 * and bottom sides that part two letters, as seen from a transformed
 * grid (a bar facing a block was compared, one facing the edge not).
 */
static int
same_cell(const struct xw_puzzle *p, int r, int c, int r2, int c2)
{
	enum xw_cell_kind a = xw_cell_at(p, r, c)->kind;
	enum xw_cell_kind b = xw_cell_at(p, r2, c2)->kind;

	/* A shaped grid's omitted cells and blocks both mean "no letter". */
	return (a == XW_CELL_LETTER) == (b == XW_CELL_LETTER);
}

/* Walls: across wall right of (r,c) and down wall below (r,c). */
static int
vwall(const struct xw_puzzle *p, int r, int c)
{
	return xw_grid_parting_wall(p, r, c, XW_DIR_ACROSS);
}

static int
hwall(const struct xw_puzzle *p, int r, int c)
{
	return xw_grid_parting_wall(p, r, c, XW_DIR_DOWN);
}

unsigned
xw_grid_symmetry(const struct xw_puzzle *p)
{
	unsigned syms = XW_SYM_ROT180 | XW_SYM_MIRROR_LR | XW_SYM_MIRROR_TB;
	int W = p->width, H = p->height, r, c;

	if (W == H)
		syms |= XW_SYM_ROT90;
	for (r = 0; r < H && syms != 0; r++) {
		for (c = 0; c < W; c++) {
			int v = vwall(p, r, c), h = hwall(p, r, c);

			if (!same_cell(p, r, c, H - 1 - r, W - 1 - c) ||
			    v != vwall(p, H - 1 - r, W - 2 - c) ||
			    h != hwall(p, H - 2 - r, W - 1 - c))
				syms &= ~XW_SYM_ROT180;
			if (!same_cell(p, r, c, r, W - 1 - c) ||
			    v != vwall(p, r, W - 2 - c) ||
			    h != hwall(p, r, W - 1 - c))
				syms &= ~XW_SYM_MIRROR_LR;
			if (!same_cell(p, r, c, H - 1 - r, c) ||
			    v != vwall(p, H - 1 - r, c) ||
			    h != hwall(p, H - 2 - r, c))
				syms &= ~XW_SYM_MIRROR_TB;
			/* A quarter turn takes (r, c) to (c, W-1-r). */
			if ((syms & XW_SYM_ROT90) &&
			    (!same_cell(p, r, c, c, W - 1 - r) ||
			    v != hwall(p, c, W - 1 - r) ||
			    h != vwall(p, c, W - 2 - r)))
				syms &= ~XW_SYM_ROT90;
		}
	}
	return syms;
}

const char *
xw_symmetry_name(unsigned syms)
{
	if (syms & XW_SYM_ROT90)
		return "rotational-90";
	if (syms & XW_SYM_ROT180)
		return "rotational-180";
	if (syms & XW_SYM_MIRROR_LR)
		return "mirror-left-right";
	if (syms & XW_SYM_MIRROR_TB)
		return "mirror-top-bottom";
	return "none";
}

int
xw_grid_regions(const struct xw_puzzle *p, int *comp)
{
	size_t ncells = (size_t)p->width * p->height, top;
	int *region = comp != NULL ? comp : xw_ereallocarray(NULL, ncells,
	    sizeof(int));
	int *stack = xw_ereallocarray(NULL, ncells, sizeof(int));
	int nregions = 0, i, r, c, k;
	static const int dr[] = { -1, 1, 0, 0 }, dc[] = { 0, 0, -1, 1 };

	for (i = 0; i < (int)ncells; i++)
		region[i] = -1;
	for (i = 0; i < (int)ncells; i++) {
		if (region[i] != -1 || p->cells[i].kind != XW_CELL_LETTER)
			continue;
		region[i] = nregions;
		stack[0] = i;
		top = 1;
		while (top > 0) {
			int cur = stack[--top];

			for (k = 0; k < 4; k++) {
				r = cur / p->width + dr[k];
				c = cur % p->width + dc[k];
				if (!xw_is_letter(p, r, c) ||
				    region[r * p->width + c] != -1)
					continue;
				region[r * p->width + c] = nregions;
				stack[top++] = r * p->width + c;
			}
		}
		nregions++;
	}
	free(stack);
	if (comp == NULL)
		free(region);
	return nregions;
}
