/* See LICENSE file for copyright and license details. */
/*
 * ipuz-convert -d: a batch, in this process or in worker processes
 * (workers.c); the names that collide, the progress line, and a stop by
 * a signal that says how far the batch got.
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

void
batch_hold(void)
{
	if (in_batch)
		sigprocmask(SIG_BLOCK, &stop_set, NULL);
}

void
batch_release(void)
{
	sigprocmask(SIG_SETMASK, &start_mask, NULL);
}

void
batch_count(int status)
{
	if (status == CONV_FAILED)
		nfailed++;
	else
		ndone++;
	show_progress();
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
	batch_put(msg, n);
}

_Noreturn void
batch_stopped(int sig)
{
	struct sigaction sa;

	say_stopped();
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
	batch_stopped(sig);
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

/*
 * Make the folder dir and those above it that are missing, as mkdir -p.
 * Returns the length of the first one it made, the topmost, or 0.
 */
static size_t
make_folder(const char *dir)
{
	char *path = xw_estrdup(dir), *p;
	size_t top = 0;

	for (p = path + 1; ; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		if (p[-1] != '/') {
			char c = *p;

			*p = '\0';
			if (mkdir(path, 0777) == 0) {
				if (top == 0)
					top = (size_t)(p - path);
			} else if (errno != EEXIST)
				xw_err(XW_EXIT_TROUBLE, "cannot make folder "
				    "'%s'", path);
			*p = c;
		}
		if (*p == '\0')
			break;
	}
	free(path);
	return top;
}

/*
 * Remove the folders make_folder made on the way to dir, from the
 * deepest up to the one of length top, while they are empty: none is
 * left behind when no file was written into it.
 */
static void
unmake_folder(const char *dir, size_t top)
{
	char *path = xw_estrdup(dir), *slash;

	while (top > 0 && strlen(path) >= top && rmdir(path) == 0 &&
	    (slash = strrchr(path, '/')) != NULL)
		*slash = '\0';
	free(path);
}

/* The files of the batch here, in turn. */
static void
run_here(char **inputs, char **dests, const int *todo, int ntodo)
{
	int i;

	xw_cli_on_signals(stop_here);
	for (i = 0; i < ntodo; i++) {
		batch_count(convert(inputs[todo[i]], dests[todo[i]]));
		batch_release();
	}
	xw_cli_on_signals(NULL);
}

int
to_folder(char **inputs, int n, const struct batch_opts *o)
{
	static struct batch_opts trimmed;
	struct stat st;
	char **dests, *skip;
	int *todo, ntodo = 0, ncollide, i;
	size_t made = 0;
	int found = stat(o->dir, &st) == 0;
	int missing = !found && errno == ENOENT && *o->dir != '\0';
	long failed;
	size_t len;

	opts = o;
	/* An empty name (-d "$unset") has no place before the colon. */
	if (*o->dir == '\0')
		xw_errx(XW_EXIT_TROUBLE, "-d '': not a folder");
	if (!missing && !(found && S_ISDIR(st.st_mode)))
		xw_errx(XW_EXIT_TROUBLE, "%s: not a folder", o->dir);
	if (n == 0)
		xw_cli_refuse("-d converts the files given into a folder: "
		    "no file given");
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
		dests[i] = xw_cli_out_name(opts->dir, inputs[i],
		    opts->format->ext);
	nfiles = n;
	nfailed = ncollide = collisions(inputs, dests, n, skip);
	for (i = 0; i < n; i++)
		if (!skip[i])
			todo[ntodo++] = i;
	if (missing && ntodo > 0)
		made = make_folder(opts->dir);
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
	if (ndone == 0)
		unmake_folder(opts->dir, made);
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
