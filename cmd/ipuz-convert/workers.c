/* See LICENSE file for copyright and license details. */
/*
 * ipuz-convert -d -J: a batch shared by worker processes that die with
 * the parent. Each worker's stderr is a pipe that the parent reads,
 * passing on its messages whole and counting its files; a stop signal
 * reaches every worker, and then the parent says how far the batch got.
 * A worker that exits in the middle of a file, out of memory
 * (xw_out_of_memory says so and exits 2, its temporary removed at exit),
 * has that file count as failed, and a new one goes on with the rest of
 * its share: what a library held is given back only by the end of its
 * process. So does one killed by a signal while the batch is not
 * stopped (the kernel's out-of-memory killer, a crash), its file named;
 * a stop of the parent ends the batch instead.
 */
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

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

/*
 * What a worker says of each file, in the stream of its messages: a
 * byte that no message starts with, since the reporter escapes control
 * characters. A message is one write(2), so it arrives whole.
 */
enum { REC_DONE = 1, REC_FAILED, REC_SKIPPED };

/* One worker, as the parent sees it. */
struct worker {
	pid_t pid;
	int fd;			/* the read end of its stderr, or -1 at EOF */
	int next;		/* the index in todo of its next file */
	struct xw_buf in;	/* what it said, not yet relayed */
};

static int wake[2] = { -1, -1 };	/* the parent's self-pipe */
static int nworkers;			/* each takes every nworkers-th file */
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

/* A worker: every nworkers-th file from the first, each told to the
   parent; then let the signals that batch_hold held off in. */
static void
work(char **inputs, char **dests, const int *todo, int ntodo, int first)
{
	int i, status;
	char rec;

	for (i = first; i < ntodo; i += nworkers) {
		status = convert(inputs[todo[i]], dests[todo[i]]);
		rec = status == CONV_DONE ? REC_DONE : status == CONV_SKIPPED ?
		    REC_SKIPPED : REC_FAILED;
		/* A parent that is gone cannot count it: stop. */
		if (write(STDERR_FILENO, &rec, 1) != 1)
			_exit(XW_EXIT_TROUBLE);
		batch_release();
	}
	_exit(XW_EXIT_OK);
}

/* Pass on w's whole lines, and count its records. */
static void
relay(struct worker *w)
{
	char *s = w->in.s, *end = s + w->in.len, *nl;

	while (s < end) {
		if (*s == REC_DONE || *s == REC_SKIPPED || *s == REC_FAILED) {
			batch_count(*s++ == REC_FAILED ? CONV_FAILED : CONV_DONE);
			w->next += nworkers;
			continue;
		}
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			break;
		end_progress();
		batch_put(s, (size_t)(nl + 1 - s));
		s = nl + 1;
	}
	w->in.len = (size_t)(end - s);
	memmove(w->in.s, s, w->in.len);
}

/* Read what w says; at its end, pass on a last line without newline. */
static int
listen_to(struct worker *w)
{
	char buf[4096];
	ssize_t n;

	if ((n = read(w->fd, buf, sizeof(buf))) < 0 && errno == EINTR)
		return 1;
	if (n > 0) {
		xw_buf_add(&w->in, buf, (size_t)n);
		relay(w);
		return 1;
	}
	if (w->in.len > 0) {
		xw_buf_putc(&w->in, '\n');
		relay(w);
	}
	close(w->fd);
	w->fd = -1;
	return 0;
}

/* Make worker k, whose stderr is a pipe to us, from its next file; its
   pid. */
static pid_t
start_worker(struct worker *ws, int k, char **inputs, char **dests,
    const int *todo, int ntodo)
{
	pid_t parent = getpid(), pid;
	int fds[2], i;

	if (pipe(fds) != 0)
		xw_err(XW_EXIT_TROUBLE, "pipe");
	if ((pid = fork()) < 0)
		xw_err(XW_EXIT_TROUBLE, "fork");
	if (pid > 0) {
		close(fds[1]);
		ws[k].fd = fds[0];
		return pid;
	}
#ifdef __linux__
	/* Die with the parent, even of SIGKILL; then a write to the pipe
	   would fail too. */
	prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
	if (getppid() != parent)
		_exit(XW_EXIT_TROUBLE);
	for (i = 0; i < nworkers; i++)
		if (ws[i].fd >= 0)
			close(ws[i].fd);
	close(wake[0]);
	close(wake[1]);
	close(fds[0]);
	if (fds[1] != STDERR_FILENO) {
		dup2(fds[1], STDERR_FILENO);
		close(fds[1]);
	}
	xw_cli_on_signals(NULL);
	batch_release();
	work(inputs, dests, todo, ntodo, ws[k].next);
	return 0;
}

/*
 * Say how a worker that did not finish ended: on file, the one it was
 * converting, or with none left, after its last. One wording, "died:"
 * and how, for a signal and for an exit status.
 */
static void
say_died(const char *file, int status)
{
	char how[64];

	if (WIFSIGNALED(status))
		snprintf(how, sizeof(how), "%s", strsignal(WTERMSIG(status)));
	else
		snprintf(how, sizeof(how), "exit status %d",
		    WEXITSTATUS(status));
	end_progress();
	if (file != NULL)
		xw_warnx("%s: the worker converting it died: %s", file, how);
	else
		xw_warnx("warning: a worker died after its last file: %s",
		    how);
}

/*
 * Worker k said all it will: reap it. One that ended in the middle of a
 * file, unless the batch is stopped, has that file count as failed and
 * is followed by a new worker from its next file: an exit 2 has said
 * why (out of memory); a signal (SIGKILL from the kernel out of memory,
 * SIGSEGV from a bug) or another status is said here, with the file.
 * The file is not tried again, so a file that kills every worker costs
 * one worker, and no file is converted twice. Returns whether worker k
 * is live again.
 */
static int
reap(struct worker *ws, int k, char **inputs, char **dests,
    const int *todo, int ntodo)
{
	struct worker *w = &ws[k];
	int status;

	while (waitpid(w->pid, &status, 0) < 0 && errno == EINTR)
		;
	/* A stop of ours reached the workers: it is said as a stop. Its
	   signal came to us before a worker could die of it, so it has
	   been noted by now, even one sent to the whole group. */
	if (stop_sig != 0 || (WIFEXITED(status) &&
	    WEXITSTATUS(status) == XW_EXIT_OK))
		return 0;
	if (w->next >= ntodo) {
		say_died(NULL, status);
		return 0;
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status) != XW_EXIT_TROUBLE)
		say_died(xw_display_name(inputs[todo[w->next]]), status);
	batch_count(CONV_FAILED);
	if ((w->next += nworkers) >= ntodo)
		return 0;
	batch_hold();
	w->pid = start_worker(ws, k, inputs, dests, todo, ntodo);
	batch_release();
	return 1;
}

void
run_workers(char **inputs, char **dests, const int *todo, int ntodo, int n)
{
	struct worker *ws = xw_ecalloc((size_t)n, sizeof(*ws));
	struct pollfd *pfd = xw_ecalloc((size_t)n + 1, sizeof(*pfd));
	int k, live = n, forwarded = 0;
	char drain[64];

	if (pipe(wake) != 0)
		xw_err(XW_EXIT_TROUBLE, "pipe");
	fcntl(wake[0], F_SETFL, O_NONBLOCK);
	fcntl(wake[1], F_SETFL, O_NONBLOCK);
	fflush(NULL);
	/* A stop while workers are made waits, and then reaches them all. */
	batch_hold();
	xw_cli_on_signals(note_stop);
	nworkers = n;
	for (k = 0; k < n; k++) {
		ws[k].fd = -1;
		ws[k].next = k;
	}
	for (k = 0; k < n; k++)
		ws[k].pid = start_worker(ws, k, inputs, dests, todo, ntodo);
	batch_release();
	while (live > 0) {
		if (stop_sig != 0 && !forwarded) {
			for (k = 0; k < n; k++)
				if (ws[k].fd >= 0)
					kill(ws[k].pid, stop_sig);
			forwarded = 1;
		}
		pfd[0].fd = wake[0];
		pfd[0].events = POLLIN;
		for (k = 0; k < n; k++) {
			pfd[k + 1].fd = ws[k].fd;
			pfd[k + 1].events = POLLIN;
		}
		if (poll(pfd, (nfds_t)n + 1, -1) < 0) {
			if (errno == EINTR)
				continue;
			xw_err(XW_EXIT_TROUBLE, "poll");
		}
		if (pfd[0].revents != 0)
			while (read(wake[0], drain, sizeof(drain)) > 0)
				;
		for (k = 0; k < n; k++)
			if (ws[k].fd >= 0 && pfd[k + 1].revents != 0 &&
			    !listen_to(&ws[k]) &&
			    !reap(ws, k, inputs, dests, todo, ntodo))
				live--;
	}
	for (k = 0; k < n; k++)
		xw_buf_free(&ws[k].in);
	free(ws);
	free(pfd);
	if (stop_sig != 0)
		batch_stopped(stop_sig);
	xw_cli_on_signals(NULL);
	close(wake[0]);
	close(wake[1]);
}
