/* See LICENSE file for copyright and license details. */
#ifndef WORKERS_H
#define WORKERS_H

#include <sys/types.h>

#include "util.h"

/* One worker, as the parent sees it. */
struct worker {
	pid_t pid;
	int fd;			/* the read end of its stderr, or -1 at EOF */
	int next;		/* the index in todo of its next file */
	int waiting;		/* its share has files left, no worker yet */
	int started;		/* it said it started its next file */
	int passed;		/* a worker died about to start its next
				   file, which a new one was given */
	struct xw_buf in;	/* what it said, not yet relayed */
};

/* The workers of a batch and the files they share, kept by the parent
   (workers.c) and handed to each one it starts (worker.c). */
struct pool {
	struct worker *ws;	/* n of them */
	int n;			/* each takes every n-th file */
	char **inputs, **dests;	/* what each file is, and its output */
	const int *todo;	/* the indexes of the files to convert */
	int ntodo;
	const int *wake;	/* the parent's self-pipe, closed in a worker */
	const char *start_call;	/* the call that failed last in */
	int start_errno;	/* start_worker, and its errno */
};

/* worker.c: make worker k of p, whose stderr is a pipe to us, from its
   next file; its pid, or -1 when the pipe or the process cannot be
   made, noted in p->start_call and p->start_errno. */
pid_t start_worker(struct pool *p, int k);

/* worker.c: read what w says, passing on its whole lines and counting
   its files with batch_count: 1, or 0 at its end, when a last line
   without newline is passed on too and w->fd closed and made -1. */
int listen_to(const struct pool *p, struct worker *w);

#endif
