/* See LICENSE file for copyright and license details. */
#ifndef WORDFIND_H
#define WORDFIND_H

#include <stddef.h>
#include <stdint.h>

#include "wordidx.h"

/* What every query of one run shares: the index and the options. */
struct query {
	const struct xw_index *ix;
	unsigned sub;		/* -u: XW_MATCH_SUBANAGRAM */
	long minscore;		/* -s */
	long max;		/* -n: at most this many answers, or -1 */
	int alpha;		/* -a: alphabetical order */
	int count;		/* -c: counts only */
	int json;		/* -j: JSON lines */
	int scores;		/* -v: scores (and clues) beside the words */
	int batch;		/* several queries: label the answers */
};

/* The options of this run, set by main (wordfind.c) before any query. */
extern struct query run;

/* query.c: the queries answered as run asks. */
/*
 * Answer one query, from line of the standard input (where names it) or
 * an operand (0, NULL): the number of matches, or -1 when it is
 * malformed (said, and answered by malformed).
 */
long query(const char *text, const char *where, long line);
/* Say that text[0..len) is malformed, as e says, and answer it in kind. */
void malformed(const char *text, size_t len, const char *where, long line,
    const struct xw_error *e);
/* -j: the document of text, its n matches and the first shown of ids. */
void print_json(const char *text, size_t n, const uint32_t *ids,
    size_t shown);

/*
 * The pattern text, parsed for q's index (folded when it is a folded
 * one, as it is with -f); NULL, with e filled (its col the column in
 * text, 0 when unknown), when it is malformed. A warning is said, after
 * where (the input line) when it is not NULL.
 */
struct xw_pattern *query_parse(const struct query *q, const char *text,
    const char *where, struct xw_error *e);

/* The words matching p into *ids (the caller frees), ranked as q asks. */
size_t query_matches(const struct query *q, const struct xw_pattern *p,
    uint32_t **ids);

/* crossing.c */
/*
 * A crossing query P1:I+P2:J (plus points at its '+'): the pairs of words,
 * one matching each pattern, whose I-th and J-th letters agree, printed
 * as q asks (in batch after label, the query as the messages show it).
 * Returns their number, or -1 with e filled when the query is malformed
 * (the column that of the pattern the message names).
 */
long crossing(const struct query *q, const char *text, const char *label,
    const char *plus, const char *where, struct xw_error *e);

#endif
