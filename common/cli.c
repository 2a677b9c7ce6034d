/* See LICENSE file for copyright and license details. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "cli.h"
#include "util.h"
#include "wordidx.h"
#include "words.h"

static const struct xw_tool *tool;

void
xw_cli_start(const struct xw_tool *t, const char *argv0)
{
	tool = t;
	xw_setprogname(argv0 != NULL ? argv0 : t->name);
}

_Noreturn void
xw_cli_usage(void)
{
	fputs(tool->usage, stderr);
	exit(XW_EXIT_TROUBLE);
}

int
xw_cli_getopt(int argc, char *const argv[], const char *optstring)
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static char opts[128];
	int ch;

	/* "+": options end at the first operand, as with POSIX getopt(3):
	   in "ipuz-check a.ipuz -q", -q is a file. */
	if (opts[0] == '\0')
		snprintf(opts, sizeof(opts), "+%shV", optstring);
	switch (ch = getopt_long(argc, argv, opts, longopts, NULL)) {
	case 'h':
		fputs(tool->usage, stdout);
		fputs(tool->help, stdout);
		exit(XW_EXIT_OK);
	case 'V':
		printf("%s %s\n", tool->name, XW_VERSION);
		exit(XW_EXIT_OK);
	case '?':
		xw_cli_usage();
	default:
		return ch;
	}
}

int
xw_exit_fold(int a, int b)
{
	return a > b ? a : b;
}

int
xw_cli_finish(int status)
{
	return xw_exit_fold(status, xw_fshut(stdout, "<stdout>"));
}

void
xw_cli_warn_skipped(const char *list, size_t n, long first)
{
	if (n > 0)
		xw_warnx("%s: warning: skipped %zu malformed line%s, the first "
		    "is line %ld", list, n, n == 1 ? "" : "s", first);
}

struct xw_index *
xw_cli_index(const char *path)
{
	struct xw_index *ix;
	struct xw_error e;
	size_t skipped;
	long first;

	if (path == NULL)
		path = xw_index_default();
	if ((ix = xw_index_open(path, &skipped, &first, &e)) == NULL) {
		xw_report(&e);
		exit(XW_EXIT_TROUBLE);
	}
	xw_cli_warn_skipped(path, skipped, first);
	return ix;
}

struct xw_wordlist *
xw_cli_wordlist(const char *path)
{
	struct xw_wordlist *w;
	struct xw_error e;
	long first;
	size_t n;

	if ((w = xw_wordlist_load(path, &e)) == NULL) {
		xw_report(&e);
		exit(XW_EXIT_TROUBLE);
	}
	n = xw_wordlist_skipped(w, &first);
	xw_cli_warn_skipped(path, n, first);
	return w;
}

void
xw_json_println(json_object *doc)
{
	puts(json_object_to_json_string_ext(doc, JSON_C_TO_STRING_PLAIN |
	    JSON_C_TO_STRING_NOSLASHESCAPE));
	json_object_put(doc);
}
