/* See LICENSE file for copyright and license details. */
#ifndef GRIDFILL_H
#define GRIDFILL_H

#include "fill.h"
#include "puzzle.h"
#include "wordidx.h"

/*
 * -a (analyse.c): report each open slot of p, fewest words first, as text
 * or (json) one JSON array; input names the file in messages, and quiet
 * (-q) keeps the proof that no fill exists off stderr. Returns the exit
 * status.
 */
int analyse(const struct xw_puzzle *p, const struct xw_index *ix,
    const char *input, const struct xw_fill_opts *opts, int json,
    int quiet);

/* limit.c: the clock of -t starts now; main's first call. */
void limit_start(void);

/* limit.c: the seconds of -t, digits with an optional fraction (no
   sign, no exponent); exits 2 when s is not one from 0.001 to 1000000. */
double limit_seconds(const char *s);

/*
 * limit.c: the puzzle input (NULL or "-": stdin), read within limit
 * seconds (0: no limit) of the start, else the run ends there with exit
 * status 3, saying so but when quiet. NULL after saying why it could not
 * be read.
 */
struct xw_puzzle *limit_load(const char *input, double limit, int quiet);

/*
 * limit.c: a read that cannot stop halfway starts and ends, as that of
 * a word list on the standard input (-w -, -x -): the same limit as
 * limit_load's, counted from the start, ends it, and so does a signal.
 */
void limit_read_start(const char *input, double limit, int quiet);
void limit_read_end(double limit);

/* limit.c: whether limit_load or such a read is reading: a signal then
   ends the run at once, since nothing is written yet
   (async-signal-safe). */
int limit_reading(void);

/*
 * limit.c: what is left of limit (0: none) for the fill, the puzzle
 * read: less a quarter of the time reading took, which freeing what was
 * read and exiting take a part of; when nothing is left, a moment, so
 * that the fill gives up at once.
 */
double limit_left(double limit);

/* Where the fills go and what is said of them, as the options ask. */
struct output {
	const struct xw_index *ix;	/* the words, and the scores the
					   report gives */
	const char *file;	/* -o, or NULL: standard output */
	const char *dir;	/* -D: each fill a file there, or NULL */
	long count;		/* -n: the fills wanted */
	double seconds;		/* -t: the time allowed, or 0 */
	int replace;		/* -f: replace files that exist */
	int json;		/* -j: each fill an ipuz document on a line */
	int quiet;		/* -q: no report but trouble */
};

/*
 * output.c: open where the fills of input (NULL or "-": stdin) go, as o
 * says, before the search, so that it fails first: with -D, the folder
 * (made when missing), none of whose files may exist unless -f, nor be
 * the input. Returns 0, or -1 after saying why.
 */
int output_open(const struct output *o, const char *input);

/* output.c: write p, fill number i (from 1); nonzero when a file of -D
   could not be written, which ends the search. */
int output_fill(struct xw_puzzle *p, long i);

/* output.c: close the output: kept when it has fills, else removed.
   Returns -1 when it could not be kept or a fill was not written. */
int output_close(long fills);

/*
 * report.c: say what the search ended as (how, XW_FILL_*) on stderr, but
 * with -q: p filled and its figures (of the cells of region with -r),
 * and the entries through cells that were empty (empty, a flag a cell)
 * that keep an accent the list folds; or why not; interrupted when a
 * signal stopped it; opt as output_open was given it. Returns the exit
 * status.
 */
int output_report(const struct output *opt, int how,
    const struct xw_fill_stats *st, const struct xw_puzzle *p,
    const unsigned char *region, const unsigned char *empty,
    const char *name, int interrupted);

/* output.c: whether a fill was not written, or the output failed. */
int output_failed(void);

/* output.c: free what output_open kept. */
void output_free(void);

/* search.c: the signal handler: note sig, which stops the search, or
   end the run of it at once while limit_reading (nothing is written). */
void search_on_signal(int sig);

/* search.c: the signal search_on_signal noted, or 0. */
int search_caught(void);

/*
 * search.c: the job on p, loaded from input (NULL or "-": stdin): with
 * analyse_only (-a) its report, else its fills, written as to says, with
 * the search's figures when verbose (-v); opts as the options ask, its
 * callbacks set here. Returns the exit status.
 */
int search_run(struct xw_puzzle *p, const char *input,
    struct xw_fill_opts *opts, const struct output *to, int analyse_only,
    int verbose);

#endif
