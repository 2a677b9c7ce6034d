/* See LICENSE file for copyright and license details. */
/* wordfind's crossing queries, P1:I+P2:J. */
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
#include "wordidx.h"

/* Why a side's position is refused when it is a number. */
struct range {
	char shown[XW_SHOWN_SIZE(20)];	/* I as written; "" when not this */
	const char *why;
};

/*
 * "P:I" into the pattern text (a copy) and the 0-based position I-1; or
 * NULL, with r filled when I is a whole number but not from 1 to
 * XW_WORD_MAX, the only fault.
 */
static char *
split_side(const char *side, size_t len, int *pos, struct range *r)
{
	char *text = xw_estrndup(side, len), *colon = strrchr(text, ':');
	char *end;
	size_t blanks;
	long n;

	if (colon == NULL)
		return free(text), NULL;
	/* strtol(3) skips blanks before the number; blanks after it are
	   taken the same way, so that "P1:2 + P2:3" reads as it looks. */
	n = strtol(colon + 1, &end, 10);
	if (end == colon + 1 || end[strspn(end, " \t\n\v\f\r")] != '\0')
		return free(text), NULL;
	if (n < 1 || n > XW_WORD_MAX) {
		colon += 1 + strspn(colon + 1, " \t\n\v\f\r");
		xw_utf8_shown(colon, (size_t)(end - colon), 20, r->shown,
		    sizeof(r->shown));
		r->why = n < 1 ? "not from 1 to" : "past the limit of";
		return free(text), NULL;
	}
	/* And blanks around the pattern, as around the '+': no pattern
	   has one. */
	while (colon > text && strchr(" \t\n\v\f\r", colon[-1]) != NULL)
		colon--;
	*colon = '\0';
	blanks = strspn(text, " \t\n\v\f\r");
	memmove(text, text + blanks, strlen(text + blanks) + 1);
	*pos = (int)n - 1;
	return text;
}

/*
 * A side's pattern that has nothing in it (or only blanks and hyphens)
 * is XW_ERR_EMPTY_PATTERN to the parser, whose message has no text to
 * name: say which query, and which side, as the other faults of a
 * crossing are.
 */
static void
name_empty_side(struct xw_error *e, const char *text, const char *side)
{
	if (e->code == XW_ERR_EMPTY_PATTERN)
		xw_seterr(e, XW_ERR_ARG, "", 0, 0, "query '%s': the %s pattern "
		    "is empty", text, side);
}

/* Where the pairs of one crossing query go. */
struct pairs {
	const struct query *q;
	const char *label;	/* in batch, in front of each pair */
	struct xw_buf *json;	/* with -j, a pair's text; else NULL */
	size_t shown;
};

static int
print_pair(uint32_t a, uint32_t b, void *arg)
{
	struct pairs *out = arg;
	const struct xw_index *ix = out->q->ix;
	json_object *pair;

	if (out->q->max >= 0 && out->shown >= (size_t)out->q->max)
		return 1;
	if (out->json != NULL) {
		pair = json_object_new_array();
		json_object_array_add(pair,
		    json_object_new_string(xw_index_word(ix, a)));
		json_object_array_add(pair,
		    json_object_new_string(xw_index_word(ix, b)));
		out->json->len = 0;
		xw_json_line(pair, out->json);
		json_object_put(pair);
		/* Its line without the newline, after a comma but the first. */
		if (out->shown > 0)
			putchar(',');
		fwrite(out->json->s, 1, out->json->len - 1, stdout);
		out->shown++;
		return 0;
	}
	out->shown++;
	if (out->q->batch)
		printf("%s\t", out->label);
	if (out->q->scores)
		printf("%s %d %s %d\n", xw_index_word(ix, a),
		    xw_index_score(ix, a), xw_index_word(ix, b),
		    xw_index_score(ix, b));
	else
		printf("%s %s\n", xw_index_word(ix, a), xw_index_word(ix, b));
	return 0;
}

/*
 * The document of -j: the query, the count of its pairs, and (but with
 * -c) the pairs, printed as they are found, not kept: a billion pairs
 * held as json-c's objects took 35 times the size of their text, and
 * ran out of memory (hostile17 F8). Its head and its end are json-c's
 * print of the document with no pairs, so that it reads as it did.
 */
static void
json_pairs(struct pairs *out, const char *text, size_t count,
    const uint32_t *ids1, size_t n1, int i1, const uint32_t *ids2,
    size_t n2, int i2)
{
	struct xw_buf line = { 0 }, pair = { 0 };
	json_object *doc = json_object_new_object();

	json_object_object_add(doc, "query", xw_json_shown(text));
	json_object_object_add(doc, "count",
	    json_object_new_int64((int64_t)count));
	if (!out->q->count)
		json_object_object_add(doc, "pairs", json_object_new_array());
	xw_json_line(doc, &line);
	json_object_put(doc);
	if (out->q->count) {
		fputs(line.s, stdout);
	} else {
		/* The head up to the pairs' '[', the pairs, then "]}". */
		fwrite(line.s, 1, line.len - 3, stdout);
		out->json = &pair;
		xw_crossing(out->q->ix, ids1, n1, i1, ids2, n2, i2, print_pair,
		    out);
		fputs(line.s + line.len - 3, stdout);
	}
	xw_buf_free(&line);
	xw_buf_free(&pair);
}

/*
 * A crossing query P1:I+P2:J: the pairs of words, one matching each
 * pattern, whose I-th and J-th letters agree, by the first word's rank,
 * then the second's.
 */
long
crossing(const struct query *q, const char *text, const char *label,
    const char *plus, const char *where, struct xw_error *e)
{
	struct pairs out = { q, label, NULL, 0 };
	struct xw_pattern *p1 = NULL, *p2 = NULL;
	uint32_t *ids1 = NULL, *ids2 = NULL;
	size_t n1 = 0, n2 = 0, count = 0;
	struct range r1 = { "", NULL }, r2 = { "", NULL }, *r;
	char *t1, *t2;
	int i1, i2;

	t1 = split_side(text, (size_t)(plus - text), &i1, &r1);
	/* No pattern holds a '+': a second one is not of the form. */
	t2 = strchr(plus + 1, '+') != NULL ? NULL :
	    split_side(plus + 1, strlen(plus + 1), &i2, &r2);
	if (t1 == NULL || t2 == NULL) {
		char why[XW_SHOWN_SIZE(20) + 32] = "a crossing is P1:I+P2:J";

		/* Only a position out of range, nothing else: say which. */
		r = t1 == NULL ? &r1 : &r2;
		if ((t1 != NULL || *r1.shown != '\0') &&
		    (t2 != NULL || *r2.shown != '\0'))
			snprintf(why, sizeof(why), "position %s is %s %d",
			    r->shown, r->why, XW_WORD_MAX);
		xw_seterr(e, XW_ERR_ARG, "", 0, 0, "query '%s': %s", text, why);
		free(t1);
		free(t2);
		return -1;
	}
	if ((p1 = query_parse(q, t1, where, e)) == NULL ||
	    (p2 = query_parse(q, t2, where, e)) == NULL) {
		name_empty_side(e, text, p1 == NULL ? "first" : "second");
		goto done;
	}
	if ((xw_pattern_maxlen(p1) >= 0 && i1 >= xw_pattern_maxlen(p1)) ||
	    (xw_pattern_maxlen(p2) >= 0 && i2 >= xw_pattern_maxlen(p2)))
		xw_warnx("%s%swarning: query '%s': a position is past the end "
		    "of its pattern", where != NULL ? where : "",
		    where != NULL ? ": " : "", text);
	n1 = query_matches(q, p1, &ids1);
	n2 = query_matches(q, p2, &ids2);
	if (q->json) {
		count = xw_crossing(q->ix, ids1, n1, i1, ids2, n2, i2, NULL,
		    NULL);
		json_pairs(&out, text, count, ids1, n1, i1, ids2, n2, i2);
	} else {
		count = xw_crossing(q->ix, ids1, n1, i1, ids2, n2, i2,
		    q->count ? NULL : print_pair, &out);
		if (q->count)
			printf("%zu\n", count);
	}
done:
	free(ids1);
	free(ids2);
	xw_pattern_free(p1);
	xw_pattern_free(p2);
	free(t1);
	free(t2);
	return p2 == NULL ? -1 : (long)count;
}
