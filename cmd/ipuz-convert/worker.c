/* See LICENSE file for copyright and license details. */
/* ipuz-convert -d: one worker process, and what it says to the parent. */
#include <sys/types.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "convert.h"
#include "util.h"
#include "workers.h"

/*
 * What a worker says of each file, in the stream of its messages: a
 * byte that no message starts with, since the reporter escapes control
 * characters. A message is one write(2), so it arrives whole. REC_START
 * comes before anything of a file is done, one of the others after it
 * is: a worker that dies between the two was converting it, one that
 * dies after the other and before the next REC_START did not try it.
 */
enum { REC_DONE = 1, REC_FAILED, REC_SKIPPED, REC_START, REC_LOSSY };

/* A worker: every p->n-th file from the first, its start and its end
   told to the parent; then let the signals that batch_hold held off
   in. */
static void
work(const struct pool *p, int first)
{
	int i, status;
	char rec;

	for (i = first; i < p->ntodo; i += p->n) {
		/* A parent that is gone cannot count it: stop. */
		rec = REC_START;
		if (write(STDERR_FILENO, &rec, 1) != 1)
			_exit(XW_EXIT_TROUBLE);
		status = convert(p->inputs[p->todo[i]], p->dests[p->todo[i]]);
		rec = status == CONV_DONE ? REC_DONE : status == CONV_LOSSY ?
		    REC_LOSSY : status == CONV_SKIPPED ? REC_SKIPPED :
		    REC_FAILED;
		if (write(STDERR_FILENO, &rec, 1) != 1)
			_exit(XW_EXIT_TROUBLE);
		batch_release();
	}
	_exit(XW_EXIT_OK);
}

pid_t
start_worker(struct pool *p, int k)
{
	pid_t parent = getpid(), pid;
	int fds[2], i;

	if (pipe(fds) != 0) {
		p->start_call = "pipe";
		p->start_errno = errno;
		return -1;
	}
	if ((pid = fork()) < 0) {
		p->start_call = "fork";
		p->start_errno = errno;
		close(fds[0]);
		close(fds[1]);
		return -1;
	}
	if (pid > 0) {
		close(fds[1]);
		p->ws[k].fd = fds[0];
		p->ws[k].waiting = 0;
		p->ws[k].started = 0;
		return pid;
	}
#ifdef __linux__
	/* Die with the parent, even of SIGKILL; then a write to the pipe
	   would fail too. */
	prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
	if (getppid() != parent)
		_exit(XW_EXIT_TROUBLE);
	for (i = 0; i < p->n; i++)
		if (p->ws[i].fd >= 0)
			close(p->ws[i].fd);
	close(p->wake[0]);
	close(p->wake[1]);
	close(fds[0]);
	if (fds[1] != STDERR_FILENO) {
		dup2(fds[1], STDERR_FILENO);
		close(fds[1]);
	}
	xw_cli_on_signals(NULL);
	batch_release();
	work(p, p->ws[k].next);
	return 0;
}

/* Pass on w's whole lines, and count its records. */
static void
relay(const struct pool *p, struct worker *w)
{
	char *s = w->in.s, *end = s + w->in.len, *nl;

	while (s < end) {
		if (*s == REC_START) {
			s++;
			w->started = 1;
			w->passed = 0;
			continue;
		}
		if (*s == REC_DONE || *s == REC_SKIPPED || *s == REC_FAILED ||
		    *s == REC_LOSSY) {
			batch_count(*s == REC_FAILED ? CONV_FAILED :
			    *s == REC_LOSSY ? CONV_LOSSY : CONV_DONE);
			s++;
			w->next += p->n;
			w->started = 0;
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

int
listen_to(const struct pool *p, struct worker *w)
{
	char buf[4096];
	ssize_t n;

	if ((n = read(w->fd, buf, sizeof(buf))) < 0 && errno == EINTR)
		return 1;
	if (n > 0) {
		xw_buf_add(&w->in, buf, (size_t)n);
		relay(p, w);
		return 1;
	}
	if (w->in.len > 0) {
		xw_buf_putc(&w->in, '\n');
		relay(p, w);
	}
	close(w->fd);
	w->fd = -1;
	return 0;
}
