/* See LICENSE file for copyright and license details. */
#ifndef XW_CHECK_H
#define XW_CHECK_H

#include <stddef.h>

#include "grid.h"
#include "puzzle.h"
#include "words.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Checking a puzzle: every rule ipuz-check applies, here so that the
 * tools that write or pack puzzles can apply the same ones.
 */

enum xw_finding_kind {
	XW_FIND_ERROR,		/* the puzzle breaks an ipuz rule */
	XW_FIND_WARNING,	/* suspicious, but a valid puzzle */
	XW_FIND_LINT,		/* an editor would send it back */
	XW_FIND_WRONG,		/* a solver's entry differs from the solution */
	XW_FIND_INFO		/* a figure, not a problem */
};

struct xw_finding {
	enum xw_finding_kind kind;
	const char *code;	/* stable name of the rule, "enumeration" */
	char *message;		/* one line, lowercase, no final period;
				   it names cells from 1 ("r1c1") */
	struct xw_pos *cells;	/* the cells concerned, maybe none,
				   from 0 as every xw_pos */
	size_t ncells;
};

struct xw_findings {
	struct xw_finding *v;
	size_t n, cap;
};

/* What to check. */
enum {
	XW_CHECK_LINT = 1,	/* also the editor's rules */
	XW_CHECK_PROGRESS = 2	/* also the saved grid against the solution */
};

/* Figures about a grid, for reports. */
struct xw_stats {
	int words, across, down;	/* standard slots */
	int blocks, letters;		/* cells */
	int regions;			/* connected regions of white cells */
	unsigned symmetry;		/* XW_SYM_* */
	int filled, wrong;		/* saved grid: cells filled (given
					   letters too), wrong (0 when p
					   has no solution to compare) */
};

/* An entry of the grid, for the figures below. */
struct xw_figure_entry {
	size_t slot;		/* index into p->slots */
	char name[XW_SLOT_NAME_SIZE];	/* "14-across" */
	char *answer;		/* normalised, as word lists are */
	int score;		/* in the word list, -1 when not in it */
};

/* A letter of the fill (UTF-8) and how many cells hold it. */
struct xw_figure_letter {
	char letter[8];
	int count;
};

/*
 * Two entries that share a run of letters, for the figures below. Only
 * the first XW_FIGURE_RUNS_MAX pairs are kept: in a grid of long
 * entries of few letters nearly every pair shares one.
 */
#define XW_FIGURE_RUNS_MAX 100
struct xw_figure_run {
	size_t a, b;		/* the entries, indexes into entries */
	char *run;		/* the longest run they share */
};

/*
 * The figures of a grid and its fill that ipuz-check -S reports. Letters
 * and entries count only whole answers (every cell with a letter). The
 * answers live in the block of entries, the runs' text in that of runs.
 */
struct xw_figures {
	int words, across, down;	/* standard slots */
	int cells, blocks, omitted, white, filled, bars;
	double mean_length;
	int maxlen;
	int *lengths;		/* lengths[n]: entries of n letters, 0..maxlen */
	struct xw_figure_letter *letters;	/* most used first */
	int nletters;
	struct xw_figure_entry *entries;	/* whole answers, grid order */
	size_t nentries;
	/* With a word list: entries by score, 0-9 ... 80-89, 90-100. */
	int listed, unlisted, scores[10];
	size_t *lowest;		/* listed entries, lowest score first */
	size_t nlowest;
	struct xw_figure_run *runs;	/* longest first */
	size_t nruns;
	size_t nshared;		/* pairs that share a run, those kept too */
};

/*
 * The figures of p into f (free with xw_figures_free); words, when not
 * NULL, gives the scores; two entries are said to share a run of letters
 * when it is minrun letters long or more.
 */
void xw_check_figures(const struct xw_puzzle *p,
    const struct xw_wordlist *words, int minrun, struct xw_figures *f);

/* Free the contents of f. */
void xw_figures_free(struct xw_figures *f);

/*
 * Append to out every finding about p: validation always, then what the
 * flags ask; words, when not NULL, is the list lint checks answers
 * against. Findings come in a fixed order, so output is stable.
 */
void xw_check(const struct xw_puzzle *p, unsigned flags,
    const struct xw_wordlist *words, struct xw_findings *out);

/*
 * Whether the ipuz "answer" field of whole, a clue with the cells of all
 * its parts (xw_clue_whole), spells other letters than the grid's, as
 * ipuz-check compares them: case, spaces and punctuation aside, a cell
 * by its solution or any of its alternatives, then accents folded
 * (XW_WORDS_FOLD: crème over CREME is the same). 1 when it does, with grid
 * not NULL the grid's answer in *grid, which the caller frees; else 0
 * (the same letters, no field, a cell of no solution) and *grid NULL.
 */
int xw_answer_field_differs(const struct xw_puzzle *p,
    const struct xw_clue *whole, char **grid);

/*
 * How many white cells of p have no solution letter (and no block of the
 * solution there), the rule ipuz-check reports them by; with first not
 * NULL, the first of them in reading order in *first when there is one.
 */
size_t xw_check_unsolved(const struct xw_puzzle *p, struct xw_pos *first);

/* Figures about p. */
void xw_check_stats(const struct xw_puzzle *p, struct xw_stats *st);

/* "error", "warning", "lint", "wrong" or "info". */
const char *xw_finding_kind_name(enum xw_finding_kind kind);

/* Free the findings' contents (not out itself). */
void xw_findings_free(struct xw_findings *out);

#ifdef __cplusplus
}
#endif

#endif
