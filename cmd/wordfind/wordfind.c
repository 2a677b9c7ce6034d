/* See LICENSE file for copyright and license details. */
/*
 * wordfind: the options, -B's index, and the queries read from the
 * operands or the standard input, one a line, each answered by query
 * (query.c) and folded into the exit status.
 */
#include <sys/stat.h>

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "util.h"
#include "wordfind.h"

static int Bflag;		/* build an index */
static unsigned fflag;		/* fold accents */
static const char *oflag;	/* index to write with -B */
static struct xw_cli_lists wflag;	/* word lists or indexes */

struct query run = { .max = -1 };	/* what every query shares */

static const struct xw_tool tool = {
	"wordfind",
	"usage: wordfind [-acfjuv] [-n max] [-s minscore] [-w list] "
	    "[pattern ...]\n"
	"       wordfind -B [-f] [-w list] -o index\n",
	"  -a           sort alphabetically, not by score\n"
	"  -B           build the index of the lists into index (-o)\n"
	"  -c           print the number of matches of each query\n"
	"  -f           fold accents: CAFE matches CAFÉ\n"
	"  -h           print this help and exit\n"
	"  -j           print one JSON document per query\n"
	"  -n max       print at most max words per query\n"
	"  -o index     with -B, the index file to write\n"
	"  -s minscore  only words scored minscore (0-100) or more\n"
	"  -u           /letters also finds words using only some letters\n"
	"  -v           print each word's score, and its clue, beside it\n"
	"  -V           print the version and exit\n"
	"  -w list      a word list (word;score lines) or an index, - for\n"
	"               stdin; again to stack lists, later ones overriding\n"
	"patterns: ? or . a letter, [abc] [^abc] [a-e] a set, @ a vowel,\n"
	"  # a consonant, * any letters, /letters an anagram (? a blank),\n"
	"  P1:I+P2:J pairs whose I-th and J-th letters agree\n"
	"exit status: 0 some match, 1 none, 2 trouble\n"
};

/* -B: index the lists into the file oflag. */
static int
build(void)
{
	if (oflag == NULL)
		xw_cli_refuse("-B writes the index into the file -o names");
	xw_cli_name_puzzle('o', oflag, "-B writes a word-list index", ".idx",
	    0);
	xw_cli_binary_tty(oflag, 'o', "a word-list index", 0, 0);
	return xw_cli_index_save(wflag.v, wflag.n, fflag, oflag);
}

/* Combine the answer of one query into the exit status so far. */
static int
status_of(long n, int *matched)
{
	if (n > 0)
		*matched = 1;
	return n < 0 ? XW_EXIT_TROUBLE : XW_EXIT_OK;
}

/* A query line, lineno of the standard input (where names it), with a
   NUL byte: malformed, its line kept. */
static void
nul_query(const char *line, size_t len, const char *where, long lineno)
{
	struct xw_error e;

	xw_seterr(&e, XW_ERR_ARG, "", 0, 0, "the query has a NUL byte");
	/* Its bytes, NULs and all, escaped once, in -j's document. */
	malformed(line, len - (line[len - 1] == '\n'), where, lineno, &e);
}

/*
 * Send the answers so far before waiting for the next query: a program
 * that drives wordfind over pipes, a query and then its answer, would
 * wait for ever on answers held in a buffer. Queries read from a file
 * never wait, and their answers go out in blocks.
 */
static void
answered(int input_waits)
{
	struct pollfd next = { STDIN_FILENO, POLLIN, 0 };

	if (input_waits && poll(&next, 1, 0) == 0)
		fflush(stdout);
}

static int
from_stdin(int *matched)
{
	struct stat st;
	char *line = NULL, where[64];
	size_t cap = 0;
	ssize_t len;
	long lineno = 0;
	int ret = XW_EXIT_OK;
	int input_waits = fstat(STDIN_FILENO, &st) != 0 || !S_ISREG(st.st_mode);

	xw_cli_stdin_note(NULL, "patterns", "one a line, end",
	    "them (wordfind PATTERN ...)");
	for (;;) {
		answered(input_waits);
		if ((len = getline(&line, &cap, stdin)) == -1)
			break;
		lineno++;
		snprintf(where, sizeof(where), "<stdin>:%ld", lineno);
		/* A NUL would end the query there, unsaid: another query. */
		if (memchr(line, '\0', (size_t)len) != NULL) {
			nul_query(line, (size_t)len, where, lineno);
			ret = XW_EXIT_TROUBLE;
			continue;
		}
		while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = '\0';
		/* A line of blanks is as empty: blanks are left out. */
		if (line[strspn(line, " \t")] == '\0') {
			if (run.count && !run.json)
				putchar('\n');
			else if (run.json)
				print_json("", 0, NULL, 0);
			continue;
		}
		if (status_of(query(line, where, lineno), matched) !=
		    XW_EXIT_OK)
			ret = XW_EXIT_TROUBLE;
	}
	/* A read that failed is no end of the queries (< /tmp: EISDIR). */
	if (ferror(stdin)) {
		xw_warn("cannot read '<stdin>'");
		ret = XW_EXIT_TROUBLE;
	}
	free(line);
	return ret;
}

int
main(int argc, char *argv[])
{
	struct xw_index *ix;
	struct xw_error e;
	static const struct xw_cli_opt table[] = {
		{ 'a', XW_OPT_FLAG, &run.alpha, NULL, 0, 0 },
		{ 'B', XW_OPT_FLAG, &Bflag, NULL, 0, 0 },
		{ 'c', XW_OPT_FLAG, &run.count, NULL, 0, 0 },
		{ 'j', XW_OPT_FLAG, &run.json, NULL, 0, 0 },
		{ 'n', XW_OPT_NUM, &run.max, "max", 0, 1000000000L },
		{ 'o', XW_OPT_OUT, &oflag, NULL, 0, 0 },
		{ 's', XW_OPT_NUM, &run.minscore, "minscore", 0, 100 },
		{ 'v', XW_OPT_FLAG, &run.scores, NULL, 0, 0 },
		{ 'w', XW_OPT_LIST, &wflag, NULL, 0, 0 },
		{ 0, 0, NULL, NULL, 0, 0 }
	};
	int ch, ret = XW_EXIT_OK, matched = 0;

	xw_cli_start(&tool, argv[0]);
	while ((ch = xw_cli_options(argc, argv, "aBcfjn:o:s:uvw:", table)) !=
	    -1) {
		if (ch == 'f')
			fflag = XW_WORDS_FOLD;
		else if (ch == 'u')
			run.sub = XW_MATCH_SUBANAGRAM;
		else
			xw_cli_usage();
	}
	xw_cli_options_first(argc, argv, "patterns");
	argc -= optind;
	argv += optind;
	if (Bflag && argc != 0)
		xw_cli_refuse("-B builds an index and answers no query");
	/* The options of queries say nothing of an index: -B -s 50 kept
	   every word, unsaid. (-s 0, the default, cannot be told.) */
	if (Bflag && (run.alpha || run.count || run.json || run.scores ||
	    run.sub || run.max >= 0 || run.minscore > 0))
		xw_errx(XW_EXIT_TROUBLE, "-B takes -f, -w and -o only: the "
		    "options of queries say nothing of an index");
	/* Answers go to the standard output: -o was dropped, unsaid. */
	if (!Bflag && oflag != NULL)
		xw_errx(XW_EXIT_TROUBLE, "-o names the index that -B writes: "
		    "not without -B");
	if (Bflag)
		return build();
	xw_cli_lists_stdin_once(&wflag, argc == 0, "the queries");
	run.ix = ix = xw_cli_index_stack(wflag.v, wflag.n, fflag);
	run.batch = argc != 1;
	if (argc == 0)
		ret = from_stdin(&matched);
	for (; *argv != NULL; argv++)
		if (status_of(query(*argv, NULL, 0), &matched) != XW_EXIT_OK)
			ret = XW_EXIT_TROUBLE;
	/* Answers from a file rewritten under its mapping may be of
	   neither file: not an answer (hostile17 F2). */
	if (xw_index_unchanged(ix, &e) != 0) {
		xw_report(&e);
		ret = XW_EXIT_TROUBLE;
	}
	xw_index_close(ix);
	free(wflag.v);
	if (ret == XW_EXIT_OK && !matched)
		ret = XW_EXIT_NO;
	return xw_cli_finish(ret);
}
