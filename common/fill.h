/* See LICENSE file for copyright and license details. */
#ifndef XW_FILL_H
#define XW_FILL_H

#include <stddef.h>

#include "puzzle.h"
#include "wordidx.h"
#include "words.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Filling a grid from the word-list index: a constraint problem over the
 * slots, each with the bitset of the words that can still go there, and
 * the cells, each with the set of letters that can still go there. Each
 * choice is followed by propagation to a fixpoint (a slot keeps the words
 * whose letters every cell allows; a cell keeps the letters some word of
 * each of its slots has), and the search branches on the slot with the
 * fewest words for the failures met there, trying first the words that
 * leave the crossing slots the most words. The search is complete: when
 * it ends without a fill, none exists.
 */

struct xw_fill_opts {
	int minscore;			/* words scored under this are left out */
	int allow_dupes;		/* a word may be used twice */
	const struct xw_wordlist *exclude;	/* words never used, or NULL */
	/*
	 * The cells that may change (one byte a cell, row by row), or NULL
	 * for all: only slots through them are filled, and a slot with empty
	 * cells outside keeps a word that fits without them being written.
	 */
	const unsigned char *region;
	double seconds;			/* give up after this long; 0 never */
	unsigned long seed;		/* 0: the same fill each time; else varied */
	long max_fills;			/* stop after this many fills */
	/* Called with each fill in p; returns 0 to go on, 1 to stop. */
	int (*found)(struct xw_puzzle *p, void *arg);
	void *arg;
};

struct xw_fill_stats {
	long nodes, backtracks, fills;
	char why[256];		/* when no fill: where the proof ran dry */
};

enum {
	XW_FILL_DONE,		/* one fill or more found */
	XW_FILL_NONE,		/* proved: no fill exists */
	XW_FILL_TIMEOUT,	/* gave up: o->seconds ran out */
	XW_FILL_ERROR		/* e says what */
};

/*
 * Fill the empty white cells of p, keeping its letters; each fill is
 * written into p's solution and passed to o->found. Returns XW_FILL_*.
 */
int xw_fill(struct xw_puzzle *p, const struct xw_index *ix,
    const struct xw_fill_opts *o, struct xw_fill_stats *st,
    struct xw_error *e);

/* One open slot of a grid, after propagation, for xw_fill_analyse. */
struct xw_slot_report {
	size_t slot;		/* index into p->slots */
	size_t words;		/* words that can still go there */
	size_t words_any;	/* the same with no score limit or exclusions */
};

/*
 * Propagate without searching and report every slot that has an empty
 * cell, fewest words first, in *out (caller frees). When the crossings
 * already contradict each other, why (size bytes) says where, and the
 * counts are those each slot allows on its own; else why is "". Returns
 * how many slots, or -1 with e filled.
 */
long xw_fill_analyse(const struct xw_puzzle *p, const struct xw_index *ix,
    const struct xw_fill_opts *o, struct xw_slot_report **out,
    char *why, size_t size, struct xw_error *e);

#ifdef __cplusplus
}
#endif

#endif
