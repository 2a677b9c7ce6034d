/* See LICENSE file for copyright and license details. */
#ifndef CONVERT_H
#define CONVERT_H

#include "format.h"

/* What became of one input. */
enum {
	CONV_DONE,		/* converted and written */
	CONV_FAILED,		/* said why on stderr */
	CONV_SKIPPED		/* -u: its output is up to date */
};

/* A batch with -d: where to, in what format, with how many workers. */
struct batch_opts {
	const char *dir;
	const struct xw_format *format;
	long jobs;
	int quiet;		/* -q: no progress line */
};

/*
 * ipuz-convert.c: convert input (NULL: stdin) to dest (NULL: stdout),
 * saying on stderr what went wrong; CONV_*.
 */
int convert(const char *input, const char *dest);

/*
 * batch.c: convert the n inputs into o->dir, made when missing, and
 * return the exit status, after a summary of the failures. Inputs whose
 * outputs would have one name are named and left out; a SIGHUP, SIGINT
 * or SIGTERM stops the batch, saying how far it got.
 */
int to_folder(char **inputs, int n, const struct batch_opts *o);

/* batch.c: end the progress line, if one is shown, before a message. */
void end_progress(void);

/* batch.c: in a batch, hold off the stop signals until the file about to
   be given its name is counted. */
void batch_hold(void);

/* batch.c: let in the signals batch_hold held off. */
void batch_release(void);

/* batch.c: count what became of a file (CONV_*), and show the progress. */
void batch_count(int status);

/* batch.c: write s[0..n) to stderr whole (async-signal-safe). */
void batch_put(const char *s, size_t n);

/* batch.c: say how far the batch got, and die of sig (async-signal-safe). */
_Noreturn void batch_stopped(int sig);

/*
 * workers.c: convert inputs[todo[i]] to dests[todo[i]] for each i below
 * ntodo, shared by n worker processes, passing on their messages and
 * counting their files with batch_count.
 */
void run_workers(char **inputs, char **dests, const int *todo, int ntodo,
    int n);

#endif
