/* See LICENSE file for copyright and license details. */
/*
 * ipuz-check: the options, each file read and checked, its findings
 * printed a line each (or, with -j, as report.c's document), with -S
 * its figures (stats.c); the exit status folded from every file's.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "cli.h"
#include "format.h"
#include "grid.h"
#include "report.h"
#include "util.h"
#include "stats.h"
#include "words.h"

/* The standard output's buffer: a longer line is written in parts. */
#define LINE_ROOM 65536

static struct xw_out *out;	/* stdout, sent() a line at a time */
static int jflag;		/* one JSON document per file */
static int lflag;		/* lint as an editor would */
static int pflag;		/* the solver's progress */
static int qflag;		/* say nothing, exit status only */
int Sflag;			/* statistics of the grid and fill */
static struct xw_cli_lists wflag;	/* word lists for lint or scores */

struct xw_wordlist *words;	/* -w, or NULL */

/*
 * Write what was printed, whole lines, in one write now: runs appending
 * to one log do not cut into each other's lines, and one stopped (by
 * timeout) keeps what it has reported. A failure is said at the end.
 */
void
sent(void)
{
	xw_out_flush(out);
}

static const struct xw_tool tool = {
	"ipuz-check",
	"usage: ipuz-check [-jlpqS] [-w wordlist] [file ...]\n",
	"  -h           print this help and exit\n"
	"  -j           print one JSON document per file\n"
	"  -l           lint: symmetry, short words, unchecked cells,\n"
	"               regions, duplicate answers, missing clues, a\n"
	"               missing fill, bidi controls and invisible\n"
	"               characters in the text; counts as problems\n"
	"  -p           the solver's progress: filled and wrong cells\n"
	"  -q           print nothing on the standard output; the exit\n"
	"               status tells\n"
	"  -S           statistics: entries, lengths, letters, scores\n"
	"               (with -w), shared runs of letters\n"
	"  -V           print the version and exit\n"
	"  -w wordlist  report answers not in wordlist (implies -l, but\n"
	"               with -S gives the scores): a list or an index,\n"
	"               - for stdin; again to stack lists\n"
	"exit status: 0 clean, 1 problems found, 2 trouble\n"
};

static void
report_unreadable(const char *name, const struct xw_error *e)
{
	struct xw_error h = *e;

	xw_cli_hint(&h);
	xw_report(&h);
	if (jflag && !qflag)
		unreadable_json(name, h.msg, h.line, h.col);
}

/*
 * The word lists of -w, e, cannot be read or hold no word: no file is
 * checked. With -j each still gets its document, the lists' error its
 * message, so that a script reading the documents sees the trouble.
 */
static int
lists_refused(int argc, char *argv[], const struct xw_error *e)
{
	struct xw_buf why = { 0 };
	int i;

	xw_report(e);
	if (!jflag || qflag)
		return XW_EXIT_TROUBLE;
	xw_error_text(e, &why);
	if (argc == 0)
		unreadable_json(xw_display_name(NULL), why.s, 0, 0);
	for (i = 0; i < argc; i++)
		unreadable_json(xw_display_name(argv[i]), why.s, 0, 0);
	xw_buf_free(&why);
	return XW_EXIT_TROUBLE;
}

/*
 * The kind of finding the reader's read past, w, is: what strict readers
 * refuse an error; a value kept as written that breaks a rule of its
 * format (XW_ERR_INVALID: an .xd Date: that is no date) a lint, as an
 * ipuz date that is no date is; -1 for none.
 */
static int
read_past_kind(const struct xw_error *w)
{
	if (w->code == XW_ERR_NONE)
		return -1;
	if (w->code == XW_ERR_INVALID)
		return lflag ? XW_FIND_LINT : -1;
	return XW_FIND_ERROR;
}

int
read_past_before(int kind, const struct xw_finding *f)
{
	return kind == XW_FIND_ERROR || (kind == XW_FIND_LINT &&
	    f->kind != XW_FIND_ERROR && f->kind != XW_FIND_WARNING);
}

/* Print what the reader read past, w, as a finding of kind at its line
   and column, in the file shown; msg is room for its escaped text. */
static void
print_read_past(const char *shown, const struct xw_error *w, int kind,
    struct xw_buf *msg)
{
	msg->len = 0;
	xw_buf_escape(msg, w->msg, strlen(w->msg));
	printf("%s:%ld:%ld: %s: %s\n", shown, w->line, w->col,
	    xw_finding_kind_name((enum xw_finding_kind)kind), msg->s);
	sent();
}

static int
process(const char *path)
{
	const char *name = xw_display_name(path);
	struct xw_buf shown = { 0 }, msg = { 0 };
	struct xw_findings fs = { 0 };
	const char *code = NULL;
	struct xw_puzzle *p = NULL;
	struct xw_error e, w;
	int status = XW_EXIT_OK, kind;
	size_t i, len;
	char *buf;

	xw_setworkfile(name);
	if (!qflag)
		xw_cli_stdin_note(path, "a puzzle", "paste it and end",
		    "a file (ipuz-check FILE)");
	/* What strict readers refuse (w) is read, and a finding, whose
	   code names the format they read. */
	if (xw_slurp(path, &buf, &len, &e) == 0) {
		p = xw_puzzle_read_as(buf, len, name, path != NULL ?
		    xw_format_of_name(path) : NULL, NULL, &e, &w);
		code = xw_cli_read_past_code(xw_format_of_file(path, buf,
		    len));
		free(buf);
	}
	if (p == NULL) {
		report_unreadable(name, &e);
		xw_setworkfile(NULL);
		return XW_EXIT_TROUBLE;
	}
	xw_check(p, (lflag ? XW_CHECK_LINT : 0) | (pflag ? XW_CHECK_PROGRESS :
	    0), words, &fs);
	if ((kind = read_past_kind(&w)) >= 0)
		status = XW_EXIT_NO;
	for (i = 0; i < fs.n; i++)
		if (fs.v[i].kind == XW_FIND_ERROR || fs.v[i].kind ==
		    XW_FIND_LINT || fs.v[i].kind == XW_FIND_WRONG)
			status = XW_EXIT_NO;
	if (qflag)
		;
	else if (jflag)
		report_json(name, p, kind, &w, code, &fs, status);
	else {
		/* A line a finding: a newline in a file's name or in the
		   puzzle's text (a clue's answer) must not forge another. */
		xw_buf_escape(&shown, name, strlen(name));
		for (i = 0; i < fs.n; i++) {
			if (kind >= 0 && read_past_before(kind, &fs.v[i])) {
				print_read_past(shown.s, &w, kind, &msg);
				kind = -1;
			}
			msg.len = 0;
			xw_buf_escape(&msg, fs.v[i].message,
			    strlen(fs.v[i].message));
			printf("%s: %s: %s\n", shown.s,
			    xw_finding_kind_name(fs.v[i].kind), msg.s);
			sent();
		}
		if (kind >= 0)
			print_read_past(shown.s, &w, kind, &msg);
	}
	if (Sflag && !qflag && !jflag) {
		struct xw_figures f;

		if (shown.s == NULL)
			xw_buf_escape(&shown, name, strlen(name));
		xw_check_figures(p, words, MINRUN, &f);
		figures_text(shown.s, &f, words != NULL);
		sent();
		xw_figures_free(&f);
	}
	xw_buf_free(&shown);
	xw_buf_free(&msg);
	xw_findings_free(&fs);
	xw_puzzle_free(p);
	xw_setworkfile(NULL);
	return status;
}

/* Check each file, or the standard input for none: the exit status. */
static int
check_files(int argc, char *argv[])
{
	int i, ret = argc == 0 ? process(NULL) : XW_EXIT_OK;

	for (i = 0; i < argc; i++)
		ret = xw_exit_fold(ret, process(argv[i]));
	return ret;
}

/* Whether a puzzle comes from the standard input: no file, or "-". */
static int
reads_stdin(int argc, char *argv[])
{
	int i;

	for (i = 0; i < argc; i++)
		if (strcmp(argv[i], "-") == 0)
			return 1;
	return argc == 0;
}

int
main(int argc, char *argv[])
{
	static const struct xw_cli_opt table[] = {
		{ 'j', XW_OPT_FLAG, &jflag, NULL, 0, 0 },
		{ 'l', XW_OPT_FLAG, &lflag, NULL, 0, 0 },
		{ 'p', XW_OPT_FLAG, &pflag, NULL, 0, 0 },
		{ 'q', XW_OPT_FLAG, &qflag, NULL, 0, 0 },
		{ 'S', XW_OPT_FLAG, &Sflag, NULL, 0, 0 },
		{ 'w', XW_OPT_LIST, &wflag, NULL, 0, 0 },
		{ 0, 0, NULL, NULL, 0, 0 }
	};
	struct xw_error e;
	int ret = XW_EXIT_OK;

	/* Room for a line, or a file's -j document, to go out whole at
	   sent(). */
	setvbuf(stdout, NULL, _IOFBF, LINE_ROOM);
	xw_cli_start(&tool, argv[0]);
	if (xw_cli_options(argc, argv, "jlpqSw:", table) != -1)
		xw_cli_usage();
	xw_cli_options_first(argc, argv, "files");
	argc -= optind;
	argv += optind;
	/* Without -S a word list is for lint; with it, for the scores. */
	if (wflag.n > 0 && !Sflag)
		lflag = 1;

	xw_cli_lists_stdin_once(&wflag, reads_stdin(argc, argv), "the puzzle");
	out = xw_out_open("-", 0, &e);
	if (wflag.n > 0 && (words = xw_cli_wordlist_stack(wflag.v, wflag.n,
	    &e)) == NULL)
		ret = lists_refused(argc, argv, &e);
	else
		ret = check_files(argc, argv);
	if (xw_out_close(out, &e) != 0) {
		xw_report(&e);
		ret = XW_EXIT_TROUBLE;
	}
	xw_wordlist_free(words);
	free(wflag.v);
	return xw_cli_finish(ret);
}
