/* See LICENSE file for copyright and license details. */
/* ipuz-convert -d: the parent's side of a batch in worker processes. */
/*
 * A batch shared by worker processes that die with the parent. Each
 * worker's stderr is a pipe that the parent reads, passing on its
 * messages whole and counting its files; a stop signal reaches every
 * worker, and then the parent says how far the batch got. A worker that
 * exits in the middle of a file, out of memory (xw_out_of_memory says
 * so and exits 2, its temporary removed at exit), has that file count
 * as failed, and a new one goes on with the rest of its share: what a
 * library held is given back only by the end of its process. So does
 * one killed by a signal while the batch is not stopped (the kernel's
 * out-of-memory killer, a crash), its file named; one killed between
 * two files, before it said it started the next, has that one given to
 * the new worker. A stop of the parent ends the batch instead. A worker
 * that cannot be started (no file descriptor left for its pipe, no
 * process for it) leaves its share waiting for one that ends; a batch
 * that has none running and cannot start one stops, saying how far it
 * got.
 */
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "convert.h"
#include "util.h"
#include "workers.h"

static int wake[2] = { -1, -1 };	/* the parent's self-pipe */
static volatile sig_atomic_t stop_sig;	/* the signal that stops it */

/* A stop of the parent of workers: noted, for the loop to act on. */
static void
note_stop(int sig)
{
	int saved = errno;

	stop_sig = sig;
	/* When the pipe is full, a wake-up is waiting already. */
	while (write(wake[1], "", 1) < 0 && errno == EINTR)
		continue;
	errno = saved;
}

/*
 * Start a worker for each share that waits for one, in order, until one
 * cannot be started (the next would fail as it did), unless the batch is
 * stopped; how many were. The signals are held meanwhile: a stop then
 * reaches the new workers too.
 */
static int
start_waiting(struct pool *p)
{
	int k, started = 0;

	batch_hold();
	for (k = 0; k < p->n && stop_sig == 0; k++) {
		if (!p->ws[k].waiting)
			continue;
		if ((p->ws[k].pid = start_worker(p, k)) < 0)
			break;
		started++;
	}
	batch_release();
	return started;
}

/* Whether a share waits for a worker. */
static int
any_waiting(const struct pool *p)
{
	int k;

	for (k = 0; k < p->n; k++)
		if (p->ws[k].waiting)
			return 1;
	return 0;
}

/* Some share waits for a worker while live ones run: say so, once, but
   under -q, which prints no warnings: the batch still converts every
   file, more slowly. */
static void
say_fewer(const struct pool *p)
{
	static int said;

	if (said++ || qflag)
		return;
	end_progress();
	xw_warnx("warning: going on with fewer workers than %d: %s: %s",
	    p->n, p->start_call, strerror(p->start_errno));
}

/* How a worker ended, into how: one wording, "died:" and how, for a
   signal and for an exit status. */
static void
how_died(int status, char *how, size_t size)
{
	if (WIFSIGNALED(status))
		snprintf(how, size, "%s", strsignal(WTERMSIG(status)));
	else
		snprintf(how, size, "exit status %d", WEXITSTATUS(status));
}

/*
 * Worker k said all it will: reap it. One that ended in the middle of a
 * file, after its REC_START (worker.c), unless the batch is stopped, has that file
 * count as failed and its share, when files are left in it, waits for a
 * new worker, from its next file: an exit 2 has said why (out of
 * memory); a signal (SIGKILL from the kernel out of memory, SIGSEGV from
 * a bug) or another status is said here, with the file. The file is not
 * tried again, so a file that kills every worker costs one worker, and
 * no file is converted twice. One that ended between two files, before
 * it started its next, did not try it: a new worker is given it, said
 * in a warning; if that one too dies before it starts it, it counts as
 * failed, so that workers that die as soon as they are made still end
 * the batch, each file costing two at most.
 */
static void
reap(struct pool *p, int k)
{
	struct worker *w = &p->ws[k];
	const char *file;
	char how[64];
	int status;

	while (waitpid(w->pid, &status, 0) < 0 && errno == EINTR)
		;
	/* A stop of ours reached the workers: it is said as a stop. Its
	   signal came to us before a worker could die of it, so it has
	   been noted by now, even one sent to the whole group. */
	if (stop_sig != 0 || (WIFEXITED(status) &&
	    WEXITSTATUS(status) == XW_EXIT_OK))
		return;
	how_died(status, how, sizeof(how));
	if (w->next >= p->ntodo) {
		end_progress();
		xw_warnx("warning: a worker died after its last file: %s", how);
		return;
	}
	file = xw_display_name(p->inputs[p->todo[w->next]]);
	if (!w->started && !w->passed) {
		end_progress();
		xw_warnx("%s: warning: the worker about to convert it died: "
		    "%s; a new one converts it", file, how);
		w->passed = 1;
		w->waiting = 1;
		return;
	}
	if (!w->started) {
		end_progress();
		xw_warnx("%s: not converted: two workers died about to "
		    "convert it: %s", file, how);
	} else if (!WIFEXITED(status) ||
	    WEXITSTATUS(status) != XW_EXIT_TROUBLE) {
		end_progress();
		xw_warnx("%s: the worker converting it died: %s", file, how);
	}
	batch_count(CONV_FAILED);
	w->passed = 0;
	w->waiting = (w->next += p->n) < p->ntodo;
}

/*
 * No worker runs, and the share of one that cannot be started waits: the
 * batch cannot go on. Say why and how far it got, and exit 2 (its
 * workers are gone, having left no part of a file).
 */
static _Noreturn void
cannot_go_on(const struct pool *p)
{
	end_progress();
	xw_warnx("cannot start a worker: %s: %s", p->start_call,
	    strerror(p->start_errno));
	batch_cannot_go_on();
}

void
run_workers(char **inputs, char **dests, const int *todo, int ntodo, int n)
{
	struct pool p = { .n = n, .inputs = inputs, .dests = dests,
	    .todo = todo, .ntodo = ntodo, .wake = wake };
	struct worker *ws;
	struct pollfd *pfd;
	int *polled;		/* the worker of each pfd after the first */
	int i, k, npfd, live, ended, forwarded = 0;
	char drain[64];

	if (pipe(wake) != 0) {
		p.start_call = "pipe";
		p.start_errno = errno;
		cannot_go_on(&p);
	}
	ws = p.ws = xw_ecalloc((size_t)n, sizeof(*ws));
	pfd = xw_ecalloc((size_t)n + 1, sizeof(*pfd));
	polled = xw_ecalloc((size_t)n + 1, sizeof(*polled));
	fcntl(wake[0], F_SETFL, O_NONBLOCK);
	fcntl(wake[1], F_SETFL, O_NONBLOCK);
	fflush(NULL);
	xw_cli_on_signals(note_stop);
	for (k = 0; k < n; k++) {
		ws[k].fd = -1;
		ws[k].next = k;
		ws[k].waiting = 1;
	}
	live = start_waiting(&p);
	for (;;) {
		if (live == 0 && stop_sig == 0 && any_waiting(&p))
			cannot_go_on(&p);
		if (live == 0)
			break;
		if (stop_sig == 0 && any_waiting(&p))
			say_fewer(&p);
		if (stop_sig != 0 && !forwarded) {
			for (k = 0; k < n; k++)
				if (ws[k].fd >= 0)
					kill(ws[k].pid, stop_sig);
			forwarded = 1;
		}
		/* The live workers only: poll(2) takes no more fds than
		   the limit on open files, which -J may pass. */
		pfd[0].fd = wake[0];
		pfd[0].events = POLLIN;
		for (k = 0, npfd = 1; k < n; k++)
			if (ws[k].fd >= 0) {
				pfd[npfd].fd = ws[k].fd;
				pfd[npfd].events = POLLIN;
				polled[npfd++] = k;
			}
		if (poll(pfd, (nfds_t)npfd, -1) < 0) {
			if (errno == EINTR)
				continue;
			xw_err(XW_EXIT_TROUBLE, "poll");
		}
		if (pfd[0].revents != 0)
			while (read(wake[0], drain, sizeof(drain)) > 0)
				;
		for (i = 1, ended = 0; i < npfd; i++)
			if (pfd[i].revents != 0 &&
			    !listen_to(&p, &ws[polled[i]])) {
				reap(&p, polled[i]);
				ended++;
			}
		/* A worker that ended left room for one that waits. */
		live -= ended;
		if (ended > 0 && any_waiting(&p))
			live += start_waiting(&p);
	}
	for (k = 0; k < n; k++)
		xw_buf_free(&ws[k].in);
	free(ws);
	free(pfd);
	free(polled);
	if (stop_sig != 0)
		batch_stopped(stop_sig);
	xw_cli_on_signals(NULL);
	close(wake[0]);
	close(wake[1]);
}
