/* See LICENSE file for copyright and license details. */
/*
 * ipuz-convert -d: a batch, in worker processes (workers.c), of the
 * inputs walk.c found and names.c sorted out, into the folders that
 * folders.c makes for the outputs; the progress line, and a stop by a
 * signal that says how far the batch got.
 */
#include <sys/stat.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "convert.h"
#include "util.h"

static const struct batch_opts *opts;
static int nfiles;		/* the inputs of the batch */
static volatile long ndone;	/* converted, or up to date (-u) */
static volatile long nfailed;	/* failed, or left out: names collide */
static long nlossy;		/* of ndone, written with something left
				   out or changed (CONV_LOSSY) */
static int progress;		/* show a progress line */
static int progress_shown;	/* a progress line waits for its newline */
static int in_batch;		/* batch_hold holds the signals */
static sigset_t stop_set;	/* SIGHUP, SIGINT, SIGTERM */
static sigset_t start_mask;	/* the signal mask the batch began with */

void
batch_put(const char *s, size_t n)
{
	ssize_t k;

	while (n > 0) {
		if ((k = write(STDERR_FILENO, s, n)) < 0 && errno == EINTR)
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
		batch_put("\n", 1);
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
		batch_put(line, (size_t)n);
	progress_shown = 1;
}

/*
 * pthread_sigmask, as in libxw: the same as sigprocmask in a process of
 * one thread, this one, and the call that is specified in one of more.
 */
void
batch_hold(void)
{
	if (in_batch)
		pthread_sigmask(SIG_BLOCK, &stop_set, NULL);
}

void
batch_release(void)
{
	pthread_sigmask(SIG_SETMASK, &start_mask, NULL);
}

void
batch_count(int status)
{
	if (status == CONV_FAILED)
		nfailed++;
	else
		ndone++;
	if (status == CONV_LOSSY)
		nlossy++;
	show_progress();
}

/* Add s to buf at *n, as far as it fits: safe in a signal handler. */
static void
cat(char *buf, size_t *n, size_t size, const char *s)
{
	while (*s != '\0' && *n + 1 < size)
		buf[(*n)++] = *s++;
}

/* How far the batch got, having been stopped how ("interrupted"), from
   a signal handler too. */
static void
say_stopped(const char *how)
{
	char msg[512], num[XW_ITOA_SIZE];
	size_t n = 0;

	if (progress_shown)
		cat(msg, &n, sizeof(msg), "\n");
	progress_shown = 0;
	cat(msg, &n, sizeof(msg), xw_progname());
	cat(msg, &n, sizeof(msg), ": ");
	cat(msg, &n, sizeof(msg), how);
	cat(msg, &n, sizeof(msg), ": ");
	cat(msg, &n, sizeof(msg), xw_itoa(ndone, num));
	cat(msg, &n, sizeof(msg), " of ");
	cat(msg, &n, sizeof(msg), xw_itoa(nfiles, num));
	cat(msg, &n, sizeof(msg), " files converted, ");
	cat(msg, &n, sizeof(msg), xw_itoa(nfailed, num));
	cat(msg, &n, sizeof(msg), " failed; -u goes on from there");
	msg[n++] = '\n';
	batch_put(msg, n);
}

_Noreturn void
batch_stopped(int sig)
{
	say_stopped("interrupted");
	remove_empty_folders();
	xw_cli_die_of(sig);
}

_Noreturn void
batch_cannot_go_on(void)
{
	say_stopped("stopped");
	remove_empty_folders();
	exit(XW_EXIT_TROUBLE);
}

/* The output of input in dir, or in its folder sub under dir. */
static char *
out_name(const char *input, const char *sub)
{
	struct xw_buf folder = { 0 };
	char *name;

	if (sub == NULL)
		return xw_cli_out_name(opts->dir, input, opts->format->ext);
	xw_buf_printf(&folder, "%s/%s", opts->dir, sub);
	name = xw_cli_out_name(folder.s, input, opts->format->ext);
	xw_buf_free(&folder);
	return name;
}

void
check_batch(char **operands, int n, const struct batch_opts *o)
{
	struct stat st;
	int i;

	/* An empty name (-d "$unset") has no place before the colon. */
	if (*o->dir == '\0')
		xw_errx(XW_EXIT_TROUBLE, "-d '': not a folder");
	if (stat(o->dir, &st) == 0 ? !S_ISDIR(st.st_mode) : errno != ENOENT)
		xw_errx(XW_EXIT_TROUBLE, "%s: not a folder", o->dir);
	if (n == 0)
		xw_cli_refuse("-d converts the files given into a folder: "
		    "no file given");
	for (i = 0; i < n; i++)
		if (strcmp(operands[i], "-") == 0)
			xw_errx(XW_EXIT_TROUBLE, "the standard input cannot be "
			    "converted with -d");
}

int
to_folder(const struct batch_inputs *in, const struct batch_opts *o)
{
	static struct batch_opts trimmed;
	struct stat st;
	char **dests, *state, **inputs = in->paths;
	int *todo, ntodo = 0, ncollide, ntwice, n = in->n, i;
	int missing = stat(o->dir, &st) != 0;
	long failed;
	size_t len;

	/* The folder as given, less trailing slashes: names are dir/x. */
	for (len = strlen(o->dir); len > 1 && o->dir[len - 1] == '/'; len--)
		;
	trimmed = *o;
	trimmed.dir = xw_estrndup(o->dir, len);
	opts = &trimmed;
	dests = xw_ereallocarray(NULL, (size_t)n + 1, sizeof(*dests));
	state = xw_ecalloc((size_t)n + 1, 1);
	todo = xw_ereallocarray(NULL, (size_t)n + 1, sizeof(*todo));
	for (i = 0; i < n; i++)
		dests[i] = out_name(inputs[i], in->subs[i]);
	ncollide = sort_out_names(in, dests, state, opts->quiet);
	for (i = 0, ntwice = 0; i < n; i++)
		ntwice += state[i] == IN_TWICE;
	/* A folder that could not be read counts as a file that failed. */
	nfiles = n - ntwice + in->failed;
	nfailed = ncollide + in->failed;
	for (i = 0; i < n && state[i] != IN_TODO; i++)
		;
	if (missing && i < n && make_folder(opts->dir, len) != 0)
		exit(XW_EXIT_TROUBLE);
	nfailed += make_subfolders(opts->dir, dests, n, state);
	for (i = 0; i < n; i++)
		if (state[i] == IN_TODO)
			todo[ntodo++] = i;
	sigemptyset(&stop_set);
	sigaddset(&stop_set, SIGHUP);
	sigaddset(&stop_set, SIGINT);
	sigaddset(&stop_set, SIGTERM);
	pthread_sigmask(SIG_SETMASK, NULL, &start_mask);
	progress = !o->quiet && isatty(STDERR_FILENO);
	in_batch = 1;
	/* In a worker process even with -J 1: one that runs out of memory
	   on a file gives all it held back by its end, and a new one goes
	   on with the rest (workers.c). */
	if (ntodo > 0)
		run_workers(inputs, dests, todo, ntodo, (int)(o->jobs < ntodo ?
		    o->jobs : ntodo));
	in_batch = 0;
	end_progress();
	remove_empty_folders();
	forget_folders();
	/* Their warnings scroll past in a batch of thousands: the summary
	   is where a publisher looks (never under -q, which says none),
	   before the failures' line, the last as the page says. */
	if (nlossy > 0)
		xw_warnx("warning: %ld of %d file%s written with something "
		    "left out or changed: the warnings above say what",
		    nlossy, nfiles, nfiles == 1 ? "" : "s");
	/* Whatever was not counted done failed, in a worker that died too. */
	if ((failed = nfiles - ndone) > 0 && ncollide > 0)
		xw_warnx("%ld of %d file%s failed, %d of them for names that "
		    "collide", failed, nfiles, nfiles == 1 ? "" : "s",
		    ncollide);
	else if (failed > 0)
		xw_warnx("%ld of %d file%s failed", failed, nfiles,
		    nfiles == 1 ? "" : "s");
	for (i = 0; i < n; i++)
		free(dests[i]);
	free(dests);
	free(state);
	free(todo);
	free((char *)opts->dir);
	return failed > 0 ? XW_EXIT_TROUBLE : XW_EXIT_OK;
}
