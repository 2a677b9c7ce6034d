/* See LICENSE file for copyright and license details. */
/*
 * wordfind's queries: a pattern parsed and matched, its words printed
 * as the options ask (a list, counts, scores, JSON), a malformed one
 * answered in kind, and a crossing query sent to crossing.c.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "cli.h"
#include "jsondoc.h"
#include "utf8.h"
#include "util.h"
#include "wordfind.h"

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
void
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
 * A pattern answered with nothing, with an accent that no word of the
 * list has and -f would fold to its letters (café on a list spelt
 * without É): said on the standard error, so that no answer is not
 * taken for "no such word". Only then: a letter no word has at all (Z
 * of a short list) matches nothing unsaid, as scripts expect. The status
 * stays 1.
 */
static void
accent_lacking(const char *text, const char *where)
{
	char letter[5];
	int folds;
	uint32_t cp = xw_index_lacks(run.ix, text, &folds);

	if (cp == 0 || !folds)
		return;
	letter[xw_utf8_encode(cp, letter)] = '\0';
	xw_warnx("%s%swarning: pattern '%s' matches nothing: no word of the "
	    "list has '%s'; -f folds accents", where != NULL ? where : "",
	    where != NULL ? ": " : "", text, letter);
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
		if (n == 0)
			accent_lacking(text, where);
		xw_pattern_free(p);
		return (long)n;
	}
	n = query_matches(&run, p, &ids);
	if (n == 0)
		accent_lacking(text, where);
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
void
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
long
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
