/* See LICENSE file for copyright and license details. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "util.h"

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

/* Whether a run in direction dir starts at (r, c) and how long it is. */
static int
run_from(const struct xw_puzzle *p, int r, int c, enum xw_dir dir)
{
	int dr = dir == XW_DIR_DOWN, dc = dir == XW_DIR_ACROSS, len = 1;

	if (!xw_is_letter(p, r, c))
		return 0;
	if (xw_is_letter(p, r - dr, c - dc) &&
	    !xw_grid_wall(p, r - dr, c - dc, dir))
		return 0;
	while (xw_is_letter(p, r + len * dr, c + len * dc) &&
	    !xw_grid_wall(p, r + (len - 1) * dr, c + (len - 1) * dc, dir))
		len++;
	return len;
}

static int
slot_order(const void *a, const void *b)
{
	const struct xw_slot *x = a, *y = b;

	if (x->dir != y->dir)
		return (int)x->dir - (int)y->dir;
	return x->number - y->number;
}

/* What a slot is looked up by: the label of its first cell, or its number. */
struct xw_label {
	enum xw_dir dir;
	const char *key;
	int labelled;		/* the key is a label written in the grid */
	size_t slot;
	char number[12];
};

static int
label_order(const void *a, const void *b)
{
	const struct xw_label *x = a, *y = b;
	int d;

	if (x->dir != y->dir)
		return (int)x->dir - (int)y->dir;
	if ((d = strcmp(x->key, y->key)) != 0)
		return d;
	/* A written label wins over a computed number that reads the same. */
	if (x->labelled != y->labelled)
		return y->labelled - x->labelled;
	return x->slot < y->slot ? -1 : x->slot > y->slot;
}

/* Fill p->slot_of and p->labels from p->slots. */
static void
index_slots(struct xw_puzzle *p)
{
	size_t ncells = (size_t)p->width * p->height, i;
	const struct xw_slot *s;
	struct xw_label *l;
	struct xw_pos pos;
	int k;

	free(p->slot_of);
	free(p->labels);
	p->slot_of = xw_ereallocarray(NULL, 2 * ncells, sizeof(int));
	for (i = 0; i < 2 * ncells; i++)
		p->slot_of[i] = -1;
	p->labels = xw_ecalloc(p->nslots, sizeof(*p->labels));
	for (i = 0; i < p->nslots; i++) {
		s = &p->slots[i];
		for (k = 0; k < s->len; k++) {
			pos = xw_slot_cell(s, k);
			p->slot_of[2 * ((size_t)pos.row * p->width + pos.col) +
			    s->dir] = (int)i;
		}
		l = &p->labels[i];
		l->dir = s->dir;
		l->slot = i;
		snprintf(l->number, sizeof(l->number), "%d", s->number);
		l->key = xw_cell_at(p, s->row, s->col)->label;
		l->labelled = l->key != NULL;
		if (l->key == NULL)
			l->key = l->number;
	}
	qsort(p->labels, p->nslots, sizeof(*p->labels), label_order);
	/* qsort moved the number buffers the keys may point into. */
	for (i = 0; i < p->nslots; i++)
		if (!p->labels[i].labelled)
			p->labels[i].key = p->labels[i].number;
}

void
xw_grid_number(struct xw_puzzle *p)
{
	size_t n = 0, cap = 16;
	int r, c, number = 0, across, down;

	free(p->slots);
	p->slots = xw_ereallocarray(NULL, cap, sizeof(*p->slots));
	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			struct xw_cell *cell = xw_cell_at(p, r, c);

			cell->number = 0;
			across = run_from(p, r, c, XW_DIR_ACROSS);
			down = run_from(p, r, c, XW_DIR_DOWN);
			if (across < 2 && down < 2)
				continue;
			cell->number = ++number;
			if (n + 2 > cap) {
				cap *= 2;
				p->slots = xw_ereallocarray(p->slots, cap,
				    sizeof(*p->slots));
			}
			if (across >= 2)
				p->slots[n++] = (struct xw_slot){ XW_DIR_ACROSS,
				    number, r, c, across };
			if (down >= 2)
				p->slots[n++] = (struct xw_slot){ XW_DIR_DOWN,
				    number, r, c, down };
		}
	}
	qsort(p->slots, n, sizeof(*p->slots), slot_order);
	p->nslots = n;
	index_slots(p);
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
		    strcmp(l->key, label);
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

int
xw_cell_checks(const struct xw_puzzle *p, int r, int c)
{
	return (xw_slot_through(p, XW_DIR_ACROSS, r, c) != NULL) +
	    (xw_slot_through(p, XW_DIR_DOWN, r, c) != NULL);
}

/*
 * What symmetry compares at one cell: its kind and the walls on its right
 * and bottom sides, as seen from a transformed grid.
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
	return c >= 0 && c + 1 < p->width && xw_grid_wall(p, r, c, XW_DIR_ACROSS);
}

static int
hwall(const struct xw_puzzle *p, int r, int c)
{
	return r >= 0 && r + 1 < p->height && xw_grid_wall(p, r, c, XW_DIR_DOWN);
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
