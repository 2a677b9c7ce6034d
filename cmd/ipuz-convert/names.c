/* See LICENSE file for copyright and license details. */
/*
 * ipuz-convert -d: which inputs of a batch are converted, before any is:
 * a file named twice (through its folder and on its own, a link to its
 * folder, a hard link to one output name) once, and files whose outputs
 * would have one name none, each said.
 */
#include <stdlib.h>
#include <string.h>

#include "convert.h"
#include "util.h"

static char **order_names;	/* for by_name: the output names */

static int
by_name(const void *a, const void *b)
{
	int i = *(const int *)a, j = *(const int *)b;
	int c = strcmp(order_names[i], order_names[j]);

	return c != 0 ? c : (i > j) - (i < j);
}

static const struct batch_inputs *order_files;	/* for by_entry */

/* The last name of path, the one its folder holds. */
static const char *
last_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? slash + 1 : path;
}

/* Compare a and b as numbers of any unsigned type. */
#define CMP(a, b)	(((a) > (b)) - ((a) < (b)))

/*
 * The order of the inputs by the name each is in its folder: the folder's
 * device and inode and the last name, or the whole name when stat(2)
 * found no folder; the order given within one.
 */
static int
by_entry(const void *a, const void *b)
{
	int i = *(const int *)a, j = *(const int *)b, c;
	const struct file_id *x = &order_files->ids[i];
	const struct file_id *y = &order_files->ids[j];

	if (x->dir_known != y->dir_known)
		return y->dir_known - x->dir_known;
	if (!x->dir_known)
		c = strcmp(order_files->paths[i], order_files->paths[j]);
	else if ((c = CMP(x->dir_dev, y->dir_dev)) == 0 &&
	    (c = CMP(x->dir_ino, y->dir_ino)) == 0)
		c = strcmp(last_name(order_files->paths[i]),
		    last_name(order_files->paths[j]));
	return c != 0 ? c : CMP(i, j);
}


/* Whether the inputs i and j are one name in one folder: one file named
   twice, through its folder and on its own, or a link to its folder. */
static int
same_entry(const struct batch_inputs *in, int i, int j)
{
	const struct file_id *x = &in->ids[i], *y = &in->ids[j];

	if (!x->dir_known || !y->dir_known)
		return !x->dir_known && !y->dir_known &&
		    strcmp(in->paths[i], in->paths[j]) == 0;
	return x->dir_dev == y->dir_dev && x->dir_ino == y->dir_ino &&
	    strcmp(last_name(in->paths[i]), last_name(in->paths[j])) == 0;
}

/* Warn that input k is the file input m is; converted once. */
static void
say_twice(char **inputs, int k, int m, int quiet)
{
	if (!quiet)
		xw_warnx("%s: warning: the same file as %s; converted once",
		    inputs[k], inputs[m]);
}

/*
 * Mark IN_TWICE each input that is a name in a folder named before it,
 * whatever its output name (a folder and a file in it, or two folders
 * that overlap, both given), and warn of it, in the order given. A hard
 * link is a name of its own, converted as such.
 */
static void
named_twice(const struct batch_inputs *in, char *state, int quiet)
{
	int *ix = xw_ereallocarray(NULL, (size_t)in->n + 1, sizeof(*ix));
	int *first = xw_ereallocarray(NULL, (size_t)in->n + 1, sizeof(*first));
	int i;

	for (i = 0; i < in->n; i++)
		ix[i] = first[i] = i;
	order_files = in;
	qsort(ix, (size_t)in->n, sizeof(*ix), by_entry);
	for (i = 1; i < in->n; i++)
		if (same_entry(in, ix[i - 1], ix[i]))
			first[ix[i]] = first[ix[i - 1]];
	for (i = 0; i < in->n; i++) {
		if (first[i] == i)
			continue;
		state[i] = IN_TWICE;
		say_twice(in->paths, i, first[i], quiet);
	}
	free(first);
	free(ix);
}

/* Whether the inputs i and j are one file: one device and inode (a hard
   link too), or, when stat(2) found neither, one name. */
static int
same_file(const struct batch_inputs *in, int i, int j)
{
	const struct file_id *x = &in->ids[i], *y = &in->ids[j];

	if (x->known && y->known)
		return x->dev == y->dev && x->ino == y->ino;
	return !x->known && !y->known &&
	    strcmp(in->paths[i], in->paths[j]) == 0;
}

/*
 * The n inputs ix[] (in the order given) still to convert whose outputs
 * have one name: a file named again (a hard link) is marked IN_TWICE,
 * with a warning; different files are marked IN_COLLIDES, and the name
 * said once with them. Returns how many different files collide.
 */
static int
one_name(const struct batch_inputs *in, char **dests, const int *ix, int n,
    char *state, int quiet)
{
	struct xw_buf list = { 0 };
	int k, m, files = 0;

	for (k = 0; k < n; k++) {
		for (m = 0; m < k; m++)
			if (state[ix[m]] != IN_TWICE &&
			    same_file(in, ix[m], ix[k]))
				break;
		if (m < k) {
			state[ix[k]] = IN_TWICE;
			say_twice(in->paths, ix[k], ix[m], quiet);
			continue;
		}
		xw_buf_printf(&list, "%s%s", files > 0 ? ", " : "",
		    in->paths[ix[k]]);
		files++;
	}
	if (files > 1) {
		for (k = 0; k < n; k++)
			if (state[ix[k]] != IN_TWICE)
				state[ix[k]] = IN_COLLIDES;
		xw_warnx("%s: %d inputs would be written here, so none is: %s",
		    dests[ix[0]], files, list.s);
	}
	xw_buf_free(&list);
	return files > 1 ? files : 0;
}

/*
 * The inputs still to convert whose outputs would have one name, marked
 * in state by one_name. Returns how many different files collide.
 */
static int
collisions(const struct batch_inputs *in, char **dests, char *state,
    int quiet)
{
	int *ix = xw_ereallocarray(NULL, (size_t)in->n + 1, sizeof(*ix));
	int i, j, m = 0, found = 0;

	for (i = 0; i < in->n; i++)
		if (state[i] == IN_TODO)
			ix[m++] = i;
	order_names = dests;
	qsort(ix, (size_t)m, sizeof(*ix), by_name);
	for (i = 0; i < m; i = j) {
		for (j = i + 1; j < m && strcmp(dests[ix[j]], dests[ix[i]]) ==
		    0; j++)
			;
		if (j - i > 1)
			found += one_name(in, dests, ix + i, j - i, state,
			    quiet);
	}
	free(ix);
	return found;
}

int
sort_out_names(const struct batch_inputs *in, char **dests, char *state,
    int quiet)
{
	named_twice(in, state, quiet);
	return collisions(in, dests, state, quiet);
}
