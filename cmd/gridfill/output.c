/* See LICENSE file for copyright and license details. */
/* Where gridfill's fills go: the output, or (-D) a file each. */
/*
 * Each fill as it is found, onto the output or (-D) into its own file;
 * the report of the search on stderr is report.c's.
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

int
output_failed(void)
{
	return failed || stalled;
}
