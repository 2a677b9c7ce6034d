/* See LICENSE file for copyright and license details. */
/*
 * ipuz-convert -d: a batch, in this process or in worker processes that
 * die with it; the names that collide, the progress line, and a stop by
 * a signal that says how far the batch got.
 */
#include <sys/stat.h>
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
	struct xw_buf in;	/* what it said, not yet relayed */
};

static const struct batch_opts *opts;
static int nfiles;		/* the inputs of the batch */
static volatile long ndone;	/* converted, or up to date (-u) */
static volatile long nfailed;	/* failed, or left out: names collide */
static int progress;		/* show a progress line */
static int progress_shown;	/* a progress line waits for its newline */
static int is_worker;		/* this process is a worker */
static int in_batch;		/* batch_hold holds the signals */
static sigset_t stop_set;	/* SIGHUP, SIGINT, SIGTERM */
static sigset_t start_mask;	/* the signal mask the batch began with */
static int wake[2] = { -1, -1 };	/* the parent's self-pipe */
static volatile sig_atomic_t stop_sig;	/* the signal that stops it */

static void
put(int fd, const char *s, size_t n)
{
	ssize_t k;

	while (n > 0) {
		if ((k = write(fd, s, n)) < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return;
		s += k;
		n -= (size_t)k;
	}
}

void
end_progress(void)
{
	if (progress_shown) {
		put(STDERR_FILENO, "\n", 1);
		progress_shown = 0;
	}
}

static void
show_progress(void)
{
	char line[256];
	int n;

	if (!progress)
		return;
	n = snprintf(line, sizeof(line), "\r%s: %ld of %d", xw_progname(),
	    ndone + nfailed, nfiles);
	if (n > 0 && (size_t)n < sizeof(line))
		put(STDERR_FILENO, line, (size_t)n);
	progress_shown = 1;
}

void
batch_hold(void)
{
	if (in_batch)
		sigprocmask(SIG_BLOCK, &stop_set, NULL);
}

/* Count what became of a file, or tell the parent; then let the signals
   that batch_hold held off in. */
static void
tally(int status)
{
	char rec = status == CONV_DONE ? REC_DONE : status == CONV_SKIPPED ?
	    REC_SKIPPED : REC_FAILED;

	if (is_worker) {
		/* A parent that is gone cannot count it: stop. */
		if (write(STDERR_FILENO, &rec, 1) != 1)
			_exit(XW_EXIT_TROUBLE);
	} else {
		if (status == CONV_FAILED)
			nfailed++;
		else
			ndone++;
		show_progress();
	}
	sigprocmask(SIG_SETMASK, &start_mask, NULL);
}

/* Add s to buf at *n, as far as it fits: safe in a signal handler. */
static void
cat(char *buf, size_t *n, size_t size, const char *s)
{
	while (*s != '\0' && *n + 1 < size)
		buf[(*n)++] = *s++;
}

/* How far the batch got, from a signal handler too. */
static void
say_stopped(void)
{
	char msg[512], num[XW_ITOA_SIZE];
	size_t n = 0;

	if (progress_shown)
		cat(msg, &n, sizeof(msg), "\n");
	progress_shown = 0;
	cat(msg, &n, sizeof(msg), xw_progname());
	cat(msg, &n, sizeof(msg), ": interrupted: ");
	cat(msg, &n, sizeof(msg), xw_itoa(ndone, num));
	cat(msg, &n, sizeof(msg), " of ");
	cat(msg, &n, sizeof(msg), xw_itoa(nfiles, num));
	cat(msg, &n, sizeof(msg), " files converted, ");
	cat(msg, &n, sizeof(msg), xw_itoa(nfailed, num));
	cat(msg, &n, sizeof(msg), " failed; -u goes on from there");
	msg[n++] = '\n';
	put(STDERR_FILENO, msg, n);
}

static void
die_of(int sig)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	sigaction(sig, &sa, NULL);
	sigprocmask(SIG_SETMASK, &start_mask, NULL);
	raise(sig);
	_exit(XW_EXIT_TROUBLE);	/* the signal was blocked at the start */
}

/* A stop in a batch run here: no temporary is left, and it says how far
   it got. */
static void
stop_here(int sig)
{
	xw_out_cleanup();
	say_stopped();
	die_of(sig);
}

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

/* dir/ and the input's name with the extension of the output format. */
static char *
output_name(const char *input)
{
	const char *base = strrchr(input, '/'), *dot;
	const char *ext = opts->format->ext;
	size_t n;
	char *out;

	base = base != NULL ? base + 1 : input;
	dot = strrchr(base, '.');
	n = dot != NULL && dot != base ? (size_t)(dot - base) : strlen(base);
	out = xw_emalloc(strlen(opts->dir) + n + strlen(ext) + 2);
	sprintf(out, "%s/%.*s%s", opts->dir, (int)n, base, ext);
	return out;
}

static char **order_names;	/* for by_name: the output names */

static int
by_name(const void *a, const void *b)
{
	int i = *(const int *)a, j = *(const int *)b;
	int c = strcmp(order_names[i], order_names[j]);

	return c != 0 ? c : (i > j) - (i < j);
}

/*
 * Inputs whose outputs would have one name: each such name said once,
 * with its inputs in the order given, and those inputs marked in skip
 * and counted as failed. Returns how many.
 */
static int
collisions(char **inputs, char **dests, int n, char *skip)
{
	int *ix = xw_ereallocarray(NULL, (size_t)n + 1, sizeof(*ix));
	struct xw_buf list = { 0 };
	int i, j, k, found = 0;

	for (i = 0; i < n; i++)
		ix[i] = i;
	order_names = dests;
	qsort(ix, (size_t)n, sizeof(*ix), by_name);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && strcmp(dests[ix[j]], dests[ix[i]]) ==
		    0; j++)
			;
		if (j - i < 2)
			continue;
		list.len = 0;
		for (k = i; k < j; k++) {
			xw_buf_printf(&list, "%s%s", k > i ? ", " : "",
			    inputs[ix[k]]);
			skip[ix[k]] = 1;
		}
		xw_warnx("%s: %d inputs would be written here, so none is: %s",
		    dests[ix[i]], j - i, list.s);
		found += j - i;
	}
	xw_buf_free(&list);
	free(ix);
	return found;
}

/* Make the folder dir and those above it that are missing, as mkdir -p. */
static void
make_folder(const char *dir)
{
	char *path = xw_estrdup(dir), *p;

	for (p = path + 1; ; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		if (p[-1] != '/') {
			char c = *p;

			*p = '\0';
			if (mkdir(path, 0777) != 0 && errno != EEXIST)
				xw_err(XW_EXIT_TROUBLE, "cannot make folder "
				    "'%s'", path);
			*p = c;
		}
		if (*p == '\0')
			break;
	}
	free(path);
}

/* The files of the batch here, in turn. */
static void
run_here(char **inputs, char **dests, const int *todo, int ntodo)
{
	int i;

	xw_cli_on_signals(stop_here);
	for (i = 0; i < ntodo; i++)
		tally(convert(inputs[todo[i]], dests[todo[i]]));
	xw_cli_on_signals(NULL);
}

/* A worker: every step-th file from the k-th, each told to the parent. */
static void
work(char **inputs, char **dests, const int *todo, int ntodo, int k,
    int step)
{
	int i;

	is_worker = 1;
	progress = 0;
	for (i = k; i < ntodo; i += step)
		tally(convert(inputs[todo[i]], dests[todo[i]]));
	_exit(XW_EXIT_OK);
}

/* Pass on w's whole lines, and count its records. */
static void
relay(struct worker *w)
{
	char *s = w->in.s, *end = s + w->in.len, *nl;

	while (s < end) {
		if (*s == REC_DONE || *s == REC_SKIPPED || *s == REC_FAILED) {
			if (*s++ == REC_FAILED)
				nfailed++;
			else
				ndone++;
			show_progress();
			continue;
		}
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			break;
		end_progress();
		put(STDERR_FILENO, s, (size_t)(nl + 1 - s));
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

/* Make worker k, whose stderr is a pipe to us; its pid. */
static pid_t
start_worker(struct worker *ws, int k, char **inputs, char **dests,
    const int *todo, int ntodo, int step)
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
	for (i = 0; i < k; i++)
		close(ws[i].fd);
	close(wake[0]);
	close(wake[1]);
	close(fds[0]);
	if (fds[1] != STDERR_FILENO) {
		dup2(fds[1], STDERR_FILENO);
		close(fds[1]);
	}
	xw_cli_on_signals(NULL);
	sigprocmask(SIG_SETMASK, &start_mask, NULL);
	work(inputs, dests, todo, ntodo, k, step);
	return 0;
}

/* Say how a worker that did not finish ended. */
static void
say_died(int status)
{
	end_progress();
	if (WIFSIGNALED(status))
		xw_warnx("a worker process died: %s",
		    strsignal(WTERMSIG(status)));
	else
		xw_warnx("a worker process failed with exit status %d",
		    WEXITSTATUS(status));
}

/* The files of the batch shared by n workers, their messages relayed. */
static void
run_workers(char **inputs, char **dests, const int *todo, int ntodo, int n)
{
	struct worker *ws = xw_ecalloc((size_t)n, sizeof(*ws));
	struct pollfd *pfd = xw_ecalloc((size_t)n + 1, sizeof(*pfd));
	int k, live = n, forwarded = 0, status;
	char drain[64];

	if (pipe(wake) != 0)
		xw_err(XW_EXIT_TROUBLE, "pipe");
	fcntl(wake[0], F_SETFL, O_NONBLOCK);
	fcntl(wake[1], F_SETFL, O_NONBLOCK);
	fflush(NULL);
	/* A stop while workers are made waits, and then reaches them all. */
	sigprocmask(SIG_BLOCK, &stop_set, NULL);
	xw_cli_on_signals(note_stop);
	for (k = 0; k < n; k++)
		ws[k].pid = start_worker(ws, k, inputs, dests, todo, ntodo, n);
	sigprocmask(SIG_SETMASK, &start_mask, NULL);
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
			    !listen_to(&ws[k]))
				live--;
	}
	for (k = 0; k < n; k++) {
		while (waitpid(ws[k].pid, &status, 0) < 0 && errno == EINTR)
			;
		if (stop_sig == 0 && !(WIFEXITED(status) &&
		    WEXITSTATUS(status) == 0))
			say_died(status);
		xw_buf_free(&ws[k].in);
	}
	free(ws);
	free(pfd);
	if (stop_sig != 0) {
		say_stopped();
		die_of(stop_sig);
	}
	xw_cli_on_signals(NULL);
	close(wake[0]);
	close(wake[1]);
}

int
to_folder(char **inputs, int n, const struct batch_opts *o)
{
	static struct batch_opts trimmed;
	struct stat st;
	char **dests, *skip;
	int *todo, ntodo = 0, ncollide, i;
	int found = stat(o->dir, &st) == 0;
	int missing = !found && errno == ENOENT && *o->dir != '\0';
	long failed;
	size_t len;

	opts = o;
	if (!missing && !(found && S_ISDIR(st.st_mode)))
		xw_errx(XW_EXIT_TROUBLE, "%s: not a folder", o->dir);
	if (n == 0)
		xw_cli_usage();
	for (i = 0; i < n; i++)
		if (strcmp(inputs[i], "-") == 0)
			xw_errx(XW_EXIT_TROUBLE, "the standard input cannot be "
			    "converted with -d");
	/* The folder as given, less trailing slashes: names are dir/x. */
	for (len = strlen(o->dir); len > 1 && o->dir[len - 1] == '/'; len--)
		;
	trimmed = *o;
	trimmed.dir = xw_estrndup(o->dir, len);
	opts = &trimmed;
	dests = xw_ereallocarray(NULL, (size_t)n, sizeof(*dests));
	skip = xw_ecalloc((size_t)n, 1);
	todo = xw_ereallocarray(NULL, (size_t)n, sizeof(*todo));
	for (i = 0; i < n; i++)
		dests[i] = output_name(inputs[i]);
	nfiles = n;
	nfailed = ncollide = collisions(inputs, dests, n, skip);
	for (i = 0; i < n; i++)
		if (!skip[i])
			todo[ntodo++] = i;
	if (missing && ntodo > 0)
		make_folder(opts->dir);
	sigemptyset(&stop_set);
	sigaddset(&stop_set, SIGHUP);
	sigaddset(&stop_set, SIGINT);
	sigaddset(&stop_set, SIGTERM);
	sigprocmask(SIG_SETMASK, NULL, &start_mask);
	progress = !o->quiet && isatty(STDERR_FILENO);
	in_batch = 1;
	if (o->jobs > 1 && ntodo > 1)
		run_workers(inputs, dests, todo, ntodo, (int)(o->jobs < ntodo ?
		    o->jobs : ntodo));
	else
		run_here(inputs, dests, todo, ntodo);
	in_batch = 0;
	end_progress();
	/* Whatever was not counted done failed, in a worker that died too. */
	if ((failed = n - ndone) > 0 && ncollide > 0)
		xw_warnx("%ld of %d file%s failed, %d of them for names that "
		    "collide", failed, n, n == 1 ? "" : "s", ncollide);
	else if (failed > 0)
		xw_warnx("%ld of %d file%s failed", failed, n, n == 1 ? "" : "s");
	for (i = 0; i < n; i++)
		free(dests[i]);
	free(dests);
	free(skip);
	free(todo);
	free((char *)opts->dir);
	return failed > 0 ? XW_EXIT_TROUBLE : XW_EXIT_OK;
}
