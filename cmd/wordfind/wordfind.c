/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>

#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli.h"
#include "jsondoc.h"
#include "util.h"
#include "wordfind.h"

static int Bflag;		/* build an index */
static unsigned fflag;		/* fold accents */
static const char *oflag;	/* index to write with -B */
static struct xw_cli_lists wflag;	/* word lists or indexes */

static struct query run = { .max = -1 };	/* what every query shares */

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
	return xw_cli_index_save(wflag.v, wflag.n, fflag, oflag);
}

static int
alpha_order(const void *a, const void *b)
{
	return strcmp(xw_index_word(run.ix, *(const uint32_t *)a),
	    xw_index_word(run.ix, *(const uint32_t *)b));
}

struct xw_pattern *
query_parse(const struct query *q, const char *text, const char *where,
    struct xw_error *e)
{
	struct xw_pattern *p;

	/* With -f the index is a folded one, which folds the pattern. */
	if ((p = xw_pattern_parse(q->ix, text, e)) == NULL)
		return NULL;
	/* With -u an anagram's words may use only some of its letters. */
	if ((q->sub && *text == '/' ? 1 : xw_pattern_minlen(p)) >
	    xw_index_maxlen(q->ix))
		xw_warnx("%s%swarning: pattern '%s' is longer than the longest "
		    "word (%d letters)", where != NULL ? where : "",
		    where != NULL ? ": " : "", text, xw_index_maxlen(q->ix));
	return p;
}

size_t
query_matches(const struct query *q, const struct xw_pattern *p,
    uint32_t **ids)
{
	size_t n = xw_pattern_match(q->ix, p, (int)q->minscore, q->sub, ids);

	/* With no match *ids may be NULL, which qsort(3) must not get. */
	if (q->alpha && n > 1)
		qsort(*ids, n, sizeof(**ids), alpha_order);
	return n;
}

/*
 * -v: a word, its score and its clue, a tab between them. A tab in the
 * clue (a tab-separated list's clue may hold one) is written as a blank,
 * so that the line keeps its three fields; another control character as
 * the messages show it, so that a list drives no terminal.
 */
static void
print_scored(uint32_t id)
{
	const char *clue = xw_index_clue(run.ix, id);
	struct xw_buf shown = { 0 };
	size_t n;

	printf("%s\t%d", xw_index_word(run.ix, id), xw_index_score(run.ix,
	    id));
	if (clue != NULL) {
		putchar('\t');
		for (;;) {
			n = strcspn(clue, "\t");
			xw_buf_escape(&shown, clue, n);
			if (clue[n] == '\0')
				break;
			xw_buf_putc(&shown, ' ');
			clue += n + 1;
		}
		fputs(shown.s, stdout);
		xw_buf_free(&shown);
	}
	putchar('\n');
}

/*
 * -j: the document of the query text, with its count n of matches and,
 * but with -c, the words of the first shown of ids. A blank line of the
 * standard input gets one as a query with no match: its shape as theirs.
 */
static void
print_json(const char *text, size_t n, const uint32_t *ids, size_t shown)
{
	json_object *doc, *list, *w;
	size_t i;

	doc = json_object_new_object();
	json_object_object_add(doc, "query", xw_json_shown(text));
	json_object_object_add(doc, "count", json_object_new_int64((int64_t)n));
	if (!run.count) {
		list = json_object_new_array();
		for (i = 0; i < shown; i++) {
			w = json_object_new_object();
			json_object_object_add(w, "word",
			    json_object_new_string(xw_index_word(run.ix, ids[i])));
			json_object_object_add(w, "score",
			    json_object_new_int(xw_index_score(run.ix, ids[i])));
			/* As the text shows it, as the query: jq -r meets
			   no terminal escape a list put there. */
			if (xw_index_clue(run.ix, ids[i]) != NULL)
				json_object_object_add(w, "clue",
				    xw_json_shown(xw_index_clue(run.ix,
				    ids[i])));
			json_object_array_add(list, w);
		}
		json_object_object_add(doc, "words", list);
	}
	xw_json_println(doc);
}

/*
 * One pattern: its words, their number, or a JSON document; label is
 * the text as the batch output shows it in front of each word.
 */
static long
simple(const char *text, const char *label, const char *where,
    struct xw_error *e)
{
	struct xw_pattern *p = query_parse(&run, text, where, e);
	uint32_t *ids;
	size_t n, i, shown;

	if (p == NULL)
		return -1;
	if (run.count && !run.json) {
		n = xw_pattern_count(run.ix, p, (int)run.minscore, run.sub);
		printf("%zu\n", n);
		xw_pattern_free(p);
		return (long)n;
	}
	n = query_matches(&run, p, &ids);
	shown = run.max >= 0 && (size_t)run.max < n ? (size_t)run.max : n;
	if (run.json) {
		print_json(text, n, ids, shown);
	} else {
		for (i = 0; i < shown; i++) {
			if (run.batch)
				printf("%s\t", label);
			if (run.scores)
				print_scored(ids[i]);
			else
				puts(xw_index_word(run.ix, ids[i]));
		}
	}
	free(ids);
	xw_pattern_free(p);
	return (long)n;
}

/*
 * The query text[0..len), NUL bytes and all, is malformed, as e says:
 * said on the standard error (after where, the input line, when it is
 * not NULL), and answered. With -j its document carries the message in
 * the shape of ipuz-check -j's "error", with line, the line of the
 * standard input (0 for an operand), and e's column; in batch -c it gets
 * an empty line. Either keeps the answers aligned with the queries.
 */
static void
malformed(const char *text, size_t len, const char *where, long line,
    const struct xw_error *e)
{
	json_object *doc, *err;

	if (where != NULL)
		xw_warnx("%s: %s", where, e->msg);
	else
		xw_warnx("%s", e->msg);
	if (run.json) {
		doc = json_object_new_object();
		err = json_object_new_object();
		json_object_object_add(doc, "query", xw_json_shown_len(text,
		    len));
		json_object_object_add(err, "message", xw_json_shown(e->msg));
		json_object_object_add(err, "line", json_object_new_int64(line));
		json_object_object_add(err, "column",
		    json_object_new_int64(e->col));
		json_object_object_add(doc, "error", err);
		xw_json_println(doc);
	} else if (run.count && run.batch) {
		putchar('\n');
	}
}

/*
 * Answer one query, from line of the standard input (where names it) or
 * an operand (0, NULL): the number of matches, or -1 when it is
 * malformed.
 */
static long
query(const char *text, const char *where, long line)
{
	const char *plus = strchr(text, '+');
	struct xw_buf label = { 0 };
	struct xw_error e;
	long n;

	/* In front of its answers the query is shown as the messages show
	   it: a tab in it (a blank, to a pattern) made a third field. Only
	   batch lines of words have it (not -c's counts: 5% of their
	   instructions). */
	if (run.batch && !run.count && !run.json)
		xw_buf_escape(&label, text, strlen(text));
	n = plus != NULL ? crossing(&run, text, label.s, plus, where, &e) :
	    simple(text, label.s, where, &e);
	xw_buf_free(&label);
	if (n < 0)
		malformed(text, strlen(text), where, line, &e);
	return n;
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
	static const struct xw_cli_opt table[] = {
		{ 'a', XW_OPT_FLAG, &run.alpha, NULL, 0, 0 },
		{ 'B', XW_OPT_FLAG, &Bflag, NULL, 0, 0 },
		{ 'c', XW_OPT_FLAG, &run.count, NULL, 0, 0 },
		{ 'j', XW_OPT_FLAG, &run.json, NULL, 0, 0 },
		{ 'n', XW_OPT_NUM, &run.max, "max", 0, 1000000000L },
		{ 'o', XW_OPT_ARG, &oflag, NULL, 0, 0 },
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
	xw_index_close(ix);
	free(wflag.v);
	if (ret == XW_EXIT_OK && !matched)
		ret = XW_EXIT_NO;
	return xw_cli_finish(ret);
}
