/* See LICENSE file for copyright and license details. */
/*
 * What gridfill leaves: each fill as it is found, onto the output or
 * (-D) into its own file, and the report of the search on stderr.
 */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli.h"
#include "format.h"
#include "grid.h"
#include "gridfill.h"
#include "util.h"

static const struct output *opt;
static struct xw_out *out;	/* stdout or -o */
static char *base;		/* -D: file names, before the number */
static int made;		/* -D: the folder is there */
static int failed;		/* a fill could not be written */
static int stalled;		/* the output failed; output_close says why */

/* The fill in p as one ipuz document: pretty, or (-j) on one line. */
static char *
document(struct xw_puzzle *p, int line)
{
	struct xw_buf text = { 0 };
	json_object *doc;

	/* Every puzzle can be an ipuz: the write cannot fail. */
	xw_puzzle_write(p, xw_format_by_name("ipuz"), &text, NULL);
	if (!line || (doc = json_tokener_parse(text.s)) == NULL)
		return xw_buf_take(&text);
	xw_buf_free(&text);
	xw_json_line(doc, &text);
	json_object_put(doc);
	return xw_buf_take(&text);
}

/* -D: the file of fill number i. */
static char *
fill_path(long i)
{
	int width = snprintf(NULL, 0, "%ld", opt->count);
	size_t size = strlen(base) + 32;
	char *path = xw_emalloc(size);

	snprintf(path, size, "%s-%0*ld.ipuz", base, width, i);
	return path;
}

int
output_fill(struct xw_puzzle *p, long i)
{
	char *text = document(p, opt->json), *path;
	struct xw_out *o;
	struct xw_error e;

	if (opt->dir == NULL) {
		xw_out_write(out, text, strlen(text));
		free(text);
		/* Each fill out as it is found; once the output fails, no
		   more search for fills that cannot be written. */
		stalled = xw_out_flush(out) != 0;
		return stalled;
	}
	/* The folder only with a fill to hold: none is left empty. */
	if (!made && mkdir(opt->dir, 0777) != 0 && errno != EEXIST) {
		xw_warn("cannot make folder '%s'", opt->dir);
		free(text);
		return failed = 1;
	}
	made = 1;
	path = fill_path(i);
	if ((o = xw_out_open(path, opt->replace ? 0 : XW_OUT_NEW, &e)) !=
	    NULL)
		xw_out_write(o, text, strlen(text));
	if (o == NULL || xw_out_close(o, &e) != 0) {
		xw_cli_not_written(path, &e, 'f');
		failed = 1;
	}
	free(path);
	free(text);
	return failed;
}

/*
 * Whether a folder could be made at dir: its parent is a folder we may
 * write in. Else -1 with errno set, as mkdir would.
 */
static int
can_make(const char *dir)
{
	size_t n = strlen(dir);
	char *parent;
	int ret;

	while (n > 1 && dir[n - 1] == '/')
		n--;
	while (n > 0 && dir[n - 1] != '/')
		n--;
	while (n > 1 && dir[n - 1] == '/')
		n--;
	parent = n == 0 ? xw_estrdup(".") : xw_estrndup(dir, n);
	ret = access(parent, W_OK | X_OK);
	free(parent);
	return ret;
}

/* The number i when entry is a fill's file name (stem-i.ipuz), else 0. */
static long
fill_number(const char *entry, const char *stem)
{
	int width = snprintf(NULL, 0, "%ld", opt->count), k;
	size_t n = strlen(stem);
	long i = 0;

	if (strncmp(entry, stem, n) != 0 || entry[n] != '-')
		return 0;
	entry += n + 1;
	for (k = 0; k < width; k++, entry++) {
		if (*entry < '0' || *entry > '9')
			return 0;
		i = i * 10 + (*entry - '0');
	}
	return strcmp(entry, ".ipuz") == 0 && i <= opt->count ? i : 0;
}

/*
 * -D: the folder, and the files' stem, named after the input. The folder
 * is made with the first fill; that it can be, and that no file of a
 * fill is there to be replaced (without -f) or is the input, is said
 * now, not after a search whose fills have nowhere to go. The folder is
 * read once for that, whatever the count.
 */
static int
open_folder(const char *input)
{
	struct dirent *d;
	struct stat st;
	DIR *dp;
	char *path;
	long i, first = 0;

	base = xw_cli_out_name(opt->dir, input != NULL && strcmp(input, "-") !=
	    0 ? input : "fill", "");
	if (stat(opt->dir, &st) != 0) {
		if (errno != ENOENT || can_make(opt->dir) != 0) {
			xw_warn("cannot make folder '%s'", opt->dir);
			return -1;
		}
		return 0;
	}
	if (!S_ISDIR(st.st_mode)) {
		xw_warnx("%s: not a folder", opt->dir);
		return -1;
	}
	made = 1;
	if ((dp = opendir(opt->dir)) == NULL) {
		xw_warn("cannot read folder '%s'", opt->dir);
		return -1;
	}
	/* The first fill's file that may not be written, if any. */
	while ((d = readdir(dp)) != NULL) {
		if ((i = fill_number(d->d_name, base + strlen(opt->dir) + 1)) ==
		    0 || (first != 0 && i >= first))
			continue;
		path = fill_path(i);
		if (!opt->replace || xw_cli_is_input(path, &input, 1))
			first = i;
		free(path);
	}
	closedir(dp);
	if (first == 0)
		return 0;
	path = fill_path(first);
	if (xw_cli_is_input(path, &input, 1))
		xw_warnx("%s: will not overwrite the input", path);
	else
		xw_warnx("%s: exists; -f overwrites it", path);
	free(path);
	return -1;
}

int
output_open(const struct output *o, const char *input)
{
	opt = o;
	if (o->dir != NULL)
		return open_folder(input);
	out = xw_cli_out_open(o->file, o->replace, &input, 1);
	return out != NULL ? 0 : -1;
}

int
output_close(long fills)
{
	struct xw_error e;
	struct xw_out *o = out;

	out = NULL;
	if (o != NULL && (fills == 0 || failed))
		xw_out_abort(o);
	else if (o != NULL && xw_out_close(o, &e) != 0) {
		/* It was not there when the search began (output_open). */
		if (e.code == XW_ERR_EXISTS)
			xw_warnx("%s: made while the search ran; the fills "
			    "found are not written over it (-f overwrites it)",
			    opt->file);
		else
			xw_report(&e);
		return -1;
	}
	return failed ? -1 : 0;
}

void
output_free(void)
{
	free(base);
	base = NULL;
}

/* The entries of a fill, and the scores of those in the list. */
struct tally {
	size_t entries, whole, listed;
	long sum;
	int min;
};

/* One more entry, its answer (NULL when it has an empty cell), freed. */
static void
tally_add(struct tally *t, char *answer)
{
	long id;

	t->entries++;
	if (answer == NULL)
		return;
	t->whole++;
	if ((id = xw_index_lookup(opt->ix, answer)) >= 0) {
		t->sum += xw_index_score(opt->ix, (uint32_t)id);
		if (xw_index_score(opt->ix, (uint32_t)id) < t->min)
			t->min = xw_index_score(opt->ix, (uint32_t)id);
		t->listed++;
	}
	free(answer);
}

/*
 * Figures of the fill: the entries (those through the region with -r),
 * how many are whole, and the mean and lowest score of those in the list.
 * A cell in no entry of two letters or more is an entry of one (see
 * gridfill(1)).
 */
static void
figures(const struct xw_puzzle *p, const unsigned char *region,
    const char *name, const char *last)
{
	struct tally t = { .min = 100 };
	int i, k, in, cells = 0;
	struct xw_pos pos;

	for (i = 0; (size_t)i < p->nslots; i++) {
		for (k = 0, in = region == NULL; k < p->slots[i].len && !in;
		    k++) {
			pos = xw_slot_cell(&p->slots[i], k);
			in = region[pos.row * p->width + pos.col];
		}
		if (in)
			tally_add(&t, xw_slot_answer(p, &p->slots[i]));
	}
	for (k = 0; p->slot_of != NULL && k < p->width * p->height; k++)
		if (p->cells[k].kind == XW_CELL_LETTER &&
		    p->slot_of[2 * k] < 0 && p->slot_of[2 * k + 1] < 0 &&
		    (region == NULL || region[k]))
			tally_add(&t, p->cells[k].solution != NULL ?
			    xw_estrdup(p->cells[k].solution) : NULL);
	if (region == NULL && t.listed == 0) {
		/* No entry of the list: no score to give. */
		xw_warnx("%s: filled %zu word%s%s", name, t.entries,
		    t.entries == 1 ? "" : "s", last);
		return;
	}
	if (region == NULL) {
		xw_warnx("%s: filled %zu word%s, mean score %.1f, lowest %d%s",
		    name, t.entries, t.entries == 1 ? "" : "s",
		    (double)t.sum / (double)t.listed, t.min, last);
		return;
	}
	for (i = 0; i < p->width * p->height; i++)
		cells += region[i] && p->cells[i].kind == XW_CELL_LETTER &&
		    p->cells[i].solution != NULL;
	if (t.listed == 0)
		xw_warnx("%s: filled the region: %d cell%s, %zu entr%s through "
		    "it, %zu whole%s", name, cells, cells == 1 ? "" : "s",
		    t.entries, t.entries == 1 ? "y" : "ies", t.whole, last);
	else
		xw_warnx("%s: filled the region: %d cell%s, %zu entr%s through "
		    "it, %zu whole, mean score %.1f, lowest %d%s", name, cells,
		    cells == 1 ? "" : "s", t.entries, t.entries == 1 ? "y" :
		    "ies", t.whole, (double)t.sum / (double)t.listed, t.min,
		    last);
}

int
output_report(int how, const struct xw_fill_stats *st,
    const struct xw_puzzle *p, const unsigned char *region, const char *name,
    int interrupted)
{
	long n = opt->count;
	int quiet = opt->quiet;
	char last[64] = "";

	if (how == XW_FILL_DONE && (failed || stalled))
		return XW_EXIT_TROUBLE;
	if (how == XW_FILL_DONE) {
		if (st->fills > 1)
			snprintf(last, sizeof(last), " (the last of %ld fills)",
			    st->fills);
		if (!quiet && st->fills < n && st->exhausted && st->lone > 0)
			xw_warnx("%s: only %ld fill%s of the entries exist%s, "
			    "not %ld (the %d cell%s in no entry keep%s one "
			    "letter)", name, st->fills, st->fills == 1 ? "" :
			    "s", st->fills == 1 ? "s" : "", n, st->lone,
			    st->lone == 1 ? "" : "s", st->lone == 1 ? "s" : "");
		else if (!quiet && st->fills < n && st->exhausted)
			xw_warnx("%s: only %ld fill%s exist%s, not %ld", name,
			    st->fills, st->fills == 1 ? "" : "s",
			    st->fills == 1 ? "s" : "", n);
		else if (!quiet && st->fills < n && interrupted)
			xw_warnx("%s: interrupted after %ld of %ld fills", name,
			    st->fills, n);
		else if (!quiet && st->fills < n)
			xw_warnx("%s: time ran out after %ld of %ld fills",
			    name, st->fills, n);
		if (!quiet)
			figures(p, region, name, last);
		return XW_EXIT_OK;
	}
	if (how == XW_FILL_NONE) {
		if (!quiet)
			xw_warnx("%s: no fill exists: %s", name, st->why);
		return XW_EXIT_NO;
	}
	if (!quiet && how == XW_FILL_STOPPED)
		xw_warnx("%s: interrupted without a fill", name);
	else if (!quiet)
		xw_warnx("%s: gave up after %g second%s without a fill; that is "
		    "no proof that none exists", name, opt->seconds,
		    opt->seconds == 1 ? "" : "s");
	/* Where to change the grid, if it cannot be filled as it is. */
	if (!quiet && st->why[0] != '\0')
		xw_warnx("%s: %s", name, st->why);
	return how == XW_FILL_STOPPED ? XW_EXIT_TROUBLE : 3;
}
