/* See LICENSE file for copyright and license details. */
/* What of the puzzle model is drawn, the same for text and pages. */
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "grid.h"
#include "puzzle.h"
#include "render.h"
#include "util.h"

static int
blank_diagramless(const struct xw_puzzle *p, enum grid_show show)
{
	return show == SHOW_PUZZLE &&
	    xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS);
}

const char *
cell_text(const struct xw_cell *cell, enum grid_show show)
{
	if (cell->kind != XW_CELL_LETTER)
		return NULL;
	if (show == SHOW_SOLUTION)
		return cell->solution;
	if (cell->value != NULL && cell->value[0] != '\0')
		return cell->value;
	return cell->given;
}

int
cell_is_block(const struct xw_puzzle *p, const struct xw_cell *cell,
    enum grid_show show)
{
	return cell->kind == XW_CELL_BLOCK && !blank_diagramless(p, show);
}

/* The cell at (r, c), or NULL outside the grid. */
static const struct xw_cell *
near(const struct xw_puzzle *p, int r, int c)
{
	if (r < 0 || c < 0 || r >= p->height || c >= p->width)
		return NULL;
	return xw_cell_at(p, r, c);
}

enum edge
edge_at(const struct xw_puzzle *p, int r, int c, int across)
{
	const struct xw_cell *a = near(p, r - across, c - !across);
	const struct xw_cell *b = near(p, r, c);
	int in_a = a != NULL && a->kind != XW_CELL_NULL;
	int in_b = b != NULL && b->kind != XW_CELL_NULL;

	if (!in_a && !in_b)
		return EDGE_NONE;
	if ((a != NULL && (a->bars & (across ? XW_BAR_BOTTOM : XW_BAR_RIGHT))) ||
	    (b != NULL && (b->bars & (across ? XW_BAR_TOP : XW_BAR_LEFT))))
		return EDGE_BAR;
	return in_a && in_b ? EDGE_THIN : EDGE_OUTER;
}

const char *
cell_label(const struct xw_puzzle *p, const struct xw_cell *cell,
    enum grid_show show, char *buf)
{
	if (cell->kind != XW_CELL_LETTER || blank_diagramless(p, show))
		return NULL;
	if (cell->label != NULL && cell->label[0] != '\0')
		return cell->label;
	return cell->number > 0 ? xw_itoa(cell->number, buf) : NULL;
}

char *
clue_answer(const struct xw_puzzle *p, const struct xw_cluelist *l,
    const struct xw_clue *clue)
{
	const struct xw_slot *s;

	if (clue->answer != NULL && clue->answer[0] != '\0')
		return xw_estrdup(clue->answer);
	if (clue->ncells == 0)
		return (s = xw_clue_slot(p, l->dir, clue)) != NULL ?
		    xw_slot_answer(p, s) : NULL;
	return xw_clue_cells_answer(p, clue);
}

const char *
list_heading(const struct xw_cluelist *l)
{
	const char *colon = strchr(l->name, ':');

	return colon != NULL && colon[1] != '\0' ? colon + 1 : l->name;
}

int
parse_color(const char *s, double rgb[3])
{
	unsigned long v;
	size_t n, i, bits;

	if (s == NULL)
		return -1;
	if (*s == '#')
		s++;
	n = strlen(s);
	if ((n != 3 && n != 4 && n != 6 && n != 8) ||
	    strspn(s, "0123456789abcdefABCDEF") != n)
		return -1;
	v = strtoul(s, NULL, 16);
	/* "#rgb" and "#rgba" have a digit a channel, the others two; the
	   alpha of the last is let be. */
	bits = n <= 4 ? 4 : 8;
	if (n == 4 || n == 8)
		v >>= bits;
	for (i = 0; i < 3; i++)
		rgb[i] = (double)((v >> (2 - i) * bits) & ((1UL << bits) - 1)) /
		    ((1UL << bits) - 1);
	return 0;
}
