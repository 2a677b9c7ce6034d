/* See LICENSE file for copyright and license details. */
/* gridfill: the job on the loaded puzzle, its progress line and its stop. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cli.h"
#include "fill.h"
#include "gridfill.h"
#include "util.h"

static const struct output *dest;	/* where the fills go, as search_run
					   was told */
static volatile sig_atomic_t caught;	/* the signal that interrupted */
static int changed;		/* the index changed under the search */

/* The progress line shown on a terminal, and its length. */
static const char *shown_name;
static size_t shown;
static double shown_at;

void
search_on_signal(int sig)
{
	caught = sig;
	/* Nothing is written while the puzzle is read: die of it now. */
	if (limit_reading()) {
		signal(sig, SIG_DFL);
		raise(sig);
	}
}

int
search_caught(void)
{
	return caught;
}

/* Wipe the progress line, if one is shown. */
static void
end_progress(void)
{
	if (shown == 0)
		return;
	fprintf(stderr, "\r%*s\r", (int)shown, "");
	shown = 0;
}

/*
 * Every tenth of a second of search: stop on a signal, and on a terminal
 * show how far the search is, from its first second on.
 */
static int
progress(const struct xw_fill_stats *st, double secs, void *arg)
{
	int n;

	(void)arg;
	if (caught)
		return 1;
	if (dest->quiet || secs < 1 || secs - shown_at < 0.25 ||
	    !isatty(STDERR_FILENO))
		return 0;
	shown_at = secs;
	n = fprintf(stderr, "\r%s: %s: %.0f s, %ld nodes, %ld backtracks, "
	    "%ld fill%s", xw_progname(), shown_name, secs, st->nodes,
	    st->backtracks, st->fills, st->fills == 1 ? "" : "s");
	if (n > 0 && (size_t)n - 1 < shown)
		fprintf(stderr, "%*s", (int)(shown - ((size_t)n - 1)), "");
	if (n > 0 && (size_t)n - 1 > shown)
		shown = (size_t)n - 1;
	fflush(stderr);
	return 0;
}

/* Each fill as it is found. */
/*
 * Whether the index is as it was opened, said once when not: a fill
 * from a file rewritten under its mapping may be of neither file, and
 * "only N fills exist" untrue (hostile17 F2).
 */
static int
index_changed(void)
{
	struct xw_error e;

	if (!changed && xw_index_unchanged(dest->ix, &e) != 0) {
		end_progress();
		xw_report(&e);
		changed = 1;
	}
	return changed;
}

static int
found(struct xw_puzzle *p, void *arg)
{
	long *count = arg;

	end_progress();
	if (index_changed())
		return 1;	/* the search stops */
	return output_fill(p, ++*count);
}

/* Which cells of p are empty, a flag a cell (caller frees). */
static unsigned char *
empty_flags(const struct xw_puzzle *p)
{
	unsigned char *empty = xw_emalloc((size_t)p->width * p->height);
	int i;

	for (i = 0; i < p->width * p->height; i++)
		empty[i] = p->cells[i].kind == XW_CELL_LETTER &&
		    p->cells[i].solution == NULL;
	return empty;
}

/* The empty cells of p, of region (NULL: the whole grid). */
static int
empty_cells(const struct xw_puzzle *p, const unsigned char *region)
{
	int i, n = 0;

	for (i = 0; i < p->width * p->height; i++)
		n += p->cells[i].kind == XW_CELL_LETTER &&
		    p->cells[i].solution == NULL &&
		    (region == NULL || region[i]);
	return n;
}

/* Fill p (with empty cells) and write the fills, and with verbose (-v)
   the search's figures; returns the status. */
static int
fill(struct xw_puzzle *p, const char *name, const struct xw_fill_opts *opts,
    int verbose)
{
	struct xw_fill_stats st;
	struct xw_error e;
	unsigned char *empty = empty_flags(p);
	int how, ret;

	shown_name = name;
	how = xw_fill(p, dest->ix, opts, &st, &e);
	end_progress();
	/* No fill from it, nor the end it came to, is an answer. */
	if (index_changed()) {
		free(empty);
		output_close(0);
		return XW_EXIT_TROUBLE;
	}
	if (how == XW_FILL_ERROR) {
		free(empty);
		if (e.file[0] == '\0')
			snprintf(e.file, sizeof(e.file), "%s", name);
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}
	ret = output_report(dest, how, &st, p, opts->region, empty, name,
	    caught != 0);
	free(empty);
	if (output_close(st.fills) != 0)
		ret = XW_EXIT_TROUBLE;
	if (verbose && ret != XW_EXIT_TROUBLE)
		xw_warnx("%s: %ld nodes, %ld backtracks, %ld fill%s", name,
		    st.nodes, st.backtracks, st.fills, st.fills == 1 ? "" : "s");
	/* Said only then: the stack is the limit the user set (ulimit -s),
	   each thread of -P as large, unless the system gave one less. */
	if (verbose && ret != XW_EXIT_TROUBLE && st.least_stack < st.stack)
		xw_warnx("%s: a search had %zu KB of stack, less than the "
		    "first's %zu KB: it stops sooner at its bound", name,
		    st.least_stack >> 10, st.stack >> 10);
	return ret;
}

int
search_run(struct xw_puzzle *p, const char *input, struct xw_fill_opts *opts,
    const struct output *to, int analyse_only, int verbose)
{
	const char *name = xw_display_name(input);
	long count = 0;
	int ret;

	dest = to;
	opts->found = found;
	opts->progress = progress;
	if (analyse_only) {
		ret = analyse(p, dest->ix, input, opts, dest->json,
		    dest->quiet);
		return index_changed() ? XW_EXIT_TROUBLE : ret;
	}
	if (output_open(dest, input) != 0)
		return XW_EXIT_TROUBLE;
	opts->arg = &count;
	if (empty_cells(p, opts->region) > 0)
		return fill(p, name, opts, verbose);
	if (!dest->quiet)
		xw_warnx("%s: the %s is full: nothing to fill", name,
		    opts->region != NULL ? "region" : "grid");
	found(p, &count);
	return output_close(1) != 0 ? XW_EXIT_TROUBLE : XW_EXIT_OK;
}
