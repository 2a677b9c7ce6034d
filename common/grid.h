/* See LICENSE file for copyright and license details. */
#ifndef XW_GRID_H
#define XW_GRID_H

#include "puzzle.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Standard numbering: a white cell gets the next number, row by row, when
 * it starts an across or down run of two or more white cells; runs end at
 * blocks, omitted cells, bars and the edge. Fills p->slots (across first,
 * then down, each by number) and every cell's number.
 */
void xw_grid_number(struct xw_puzzle *p);

/*
 * Whether p's slots and cell numbers are those xw_grid_number gives its
 * grid as it is now: not after a cell's kind or bars changed, until it
 * is called again. xw_fill and xw_puzzle_write call it when they are not.
 */
int xw_grid_numbered(const struct xw_puzzle *p);

/*
 * xw_grid_number, then, unless some cell already has a label, label each
 * numbered cell with its number: what a format that writes no numbers
 * (.puz, .xd, a text grid) means.
 */
void xw_grid_label(struct xw_puzzle *p);

/*
 * Whether some cell has a label: the grid labels its cells itself, and
 * an entry it leaves unlabelled has no number ("gaps" grids), where a
 * grid with no label has standard numbering's.
 */
int xw_grid_labelled(const struct xw_puzzle *p);

/* Index the slots again, by cell and by label, after labels changed. */
void xw_grid_index(struct xw_puzzle *p);

/* Whether a bar stands between (r, c) and the next cell in direction dir. */
int xw_grid_wall(const struct xw_puzzle *p, int r, int c, enum xw_dir dir);
/*
 * Whether a bar parts two letters there: only one between two white cells
 * does; one on a block, or on a white cell's side facing a block or the
 * grid's edge, parts nothing (the .puz writer leaves it out, symmetry
 * does not see it). (r, c) may be outside the grid.
 */
int xw_grid_parting_wall(const struct xw_puzzle *p, int r, int c,
    enum xw_dir dir);

/* "across" or "down", the word messages use; "" for XW_DIR_OTHER. */
const char *xw_dir_word(enum xw_dir dir);

/*
 * The name messages give a slot, "14-across": label (a clue's number or
 * a cell's label) or, when label is NULL, number; then the direction.
 * Written into buf (XW_SLOT_NAME_SIZE bytes suffice for any number, and
 * a longer label is cut); returns buf.
 */
#define XW_SLOT_NAME_SIZE 64
char *xw_slot_name(const char *label, int number, enum xw_dir dir, char *buf,
    size_t size);

/* The i-th cell of slot s. */
struct xw_pos xw_slot_cell(const struct xw_slot *s, int i);

/* The slot of direction dir through (r, c), or NULL. */
const struct xw_slot *xw_slot_through(const struct xw_puzzle *p,
    enum xw_dir dir, int r, int c);

/*
 * The slot of direction dir whose first cell is labelled label (or, when
 * the cell has no label, numbered so), or NULL.
 */
const struct xw_slot *xw_slot_by_label(const struct xw_puzzle *p,
    enum xw_dir dir, const char *label);

/*
 * The slot of standard numbering that clue, of a list of direction dir,
 * is for: the slot its cells are, exactly; or for a clue without cells,
 * the slot its number labels. NULL when there is none.
 */
const struct xw_slot *xw_clue_slot(const struct xw_puzzle *p,
    enum xw_dir dir, const struct xw_clue *clue);

/*
 * The slot of the entry a clue reference names ("continued": the other
 * parts of an answer), by the direction of xw_ref_list's list; NULL
 * when there is none.
 */
const struct xw_slot *xw_ref_slot(const struct xw_puzzle *p,
    const struct xw_clueref *ref);

/* Whether some clue's number is not the standard number of its slot. */
int xw_clues_renumbered(const struct xw_puzzle *p);

/*
 * text with its cross-references ("see 3-Down", "1- and 6-Across") moved
 * to standard numbering, for a puzzle whose clues are numbered otherwise
 * (ask xw_clues_renumbered once first); a new string the caller frees,
 * or NULL when nothing changes.
 */
char *xw_renumber_refs(const struct xw_puzzle *p, const char *text);

/*
 * The answer of a slot: its cells' solutions joined, in a new string the
 * caller frees; NULL when a cell has no solution.
 */
char *xw_slot_answer(const struct xw_puzzle *p, const struct xw_slot *s);

/*
 * The answer of a clue that lists its cells (clue->cells, as ipuz and jpz
 * clues may): their solutions joined, in a new string the caller frees;
 * NULL when a cell has no solution.
 */
char *xw_clue_cells_answer(const struct xw_puzzle *p,
    const struct xw_clue *clue);

/* "14-across", or "Diagonal 3" for a clue of list l, into buf. */
const char *xw_clue_name(const struct xw_cluelist *l,
    const struct xw_clue *clue, char *buf, size_t size);

/*
 * Into *whole, clue with the cells of the parts its answer goes on in
 * (ipuz "continued") after its own, a part's clue's cells or, when it
 * has no clue, its entry's: its cells malloc'd, or clue's own when it
 * has no parts (free them when they differ). -1 when a part is not
 * found, so nothing can be said of the whole.
 */
int xw_clue_whole(const struct xw_puzzle *p, const struct xw_clue *clue,
    struct xw_clue *whole);

/*
 * Whether the cells of clue from k on can spell want (normalised as list
 * entries are): each cell its solution or one of its alternatives, and
 * with take not NULL an empty cell a letter; take[k] gets the bytes of
 * want that cell k spells.
 */
int xw_clue_spells(const struct xw_puzzle *p, const struct xw_clue *clue,
    size_t k, const char *want, size_t *take);

/* How many slots (0, 1 or 2) pass through (r, c). */
int xw_cell_checks(const struct xw_puzzle *p, int r, int c);

/* Symmetries of the pattern of blocks, omitted cells and parting bars. */
enum {
	XW_SYM_ROT180 = 1,
	XW_SYM_ROT90 = 2,
	XW_SYM_MIRROR_LR = 4,	/* left-right */
	XW_SYM_MIRROR_TB = 8	/* top-bottom */
};
unsigned xw_grid_symmetry(const struct xw_puzzle *p);

/*
 * The strongest symmetry in syms as one word: "rotational-90",
 * "rotational-180", "mirror-left-right", "mirror-top-bottom" or "none".
 */
const char *xw_symmetry_name(unsigned syms);

/*
 * Connected regions of white cells (through shared sides). Returns their
 * number; when comp is not NULL it receives each cell's region (from 0,
 * -1 for cells that are not white).
 */
int xw_grid_regions(const struct xw_puzzle *p, int *comp);

#ifdef __cplusplus
}
#endif

#endif
