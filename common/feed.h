/* See LICENSE file for copyright and license details. */
/*
 * What the readers of the newspaper feeds (uclick and Keesing XML, King
 * Features, pzzl and brainsonly text) share: building the model from a
 * grid and clue lists. Inside common/ only.
 */
#ifndef XW_FEED_H
#define XW_FEED_H

#include <stddef.h>

#include "puzzle.h"

/* Make p an ipuz crossword: its version and kind. */
void xw_feed_kind(struct xw_puzzle *p);

/* A new empty list named name (or "name 2"... when p has a list of that
   name: xw_list_new_name) at the end of p's lists (which move). */
struct xw_cluelist *xw_feed_list(struct xw_puzzle *p, const char *name);

/*
 * The plain text of a feed (a clue, a title: the feeds hold no HTML) as
 * the model's HTML, escaped where it would read as a tag or an entity
 * ("Go <to> town"); text (malloc'd, or NULL) is freed. NULL for NULL.
 */
char *xw_feed_text(char *text);

/*
 * A new clue at the end of l (whose clues move): number (NULL for none)
 * and text (plain, malloc'd, now the clue's as xw_feed_text; NULL for
 * none); with the cells of slot s when it is not NULL, explicit unless
 * number labels s. NULL, text freed, when p holds XW_MAX_CLUES clues
 * already.
 */
struct xw_clue *xw_feed_clue(struct xw_puzzle *p, struct xw_cluelist *l,
    const char *number, char *text, const struct xw_slot *s);

/* Keep said as clue's answer when its letters are not the grid's. */
void xw_feed_answer(struct xw_puzzle *p, struct xw_clue *clue,
    const char *said);

/*
 * The slot of direction dir that starts at (r, c), or NULL. Call
 * xw_grid_number (or xw_grid_label) first.
 */
const struct xw_slot *xw_feed_slot_at(const struct xw_puzzle *p,
    enum xw_dir dir, int r, int c);

#endif
