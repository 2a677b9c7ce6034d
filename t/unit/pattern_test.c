/* See LICENSE file for copyright and license details. */
/* Patterns of wordfind(1) against a small index: matches, counts, order. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "unit.h"
#include "util.h"
#include "wordidx.h"

/* Scores decide the order, then the words by code point. */
static const char words[] =
    "a;90\n"
    "at;20\n"
    "cat;60\n"
    "cot;60\n"
    "cut;40\n"
    "act;50\n"
    "tac;10\n"
    "dog;80\n"
    "god;80\n"
    "brr;50\n"
    "y;5\n"
    "cast;70\n"
    "cart;50\n"
    "chat;50\n"
    "scat;30\n"
    "good;30\n"
    "cafe;45\n"
    "café;50\n"
    "coast;55\n"
    "xyzzy;10\n"
    "été;50\n"
    "άλφα;50\n";

INDEX_GROUP(ix, words)

/*
 * The words text matches with minscore and flags, space-separated, in
 * order; the count must agree with the list.
 */
static void
assert_matches(const char *text, int minscore, unsigned flags,
    const char *want)
{
	struct xw_pattern *p;
	struct xw_error e;
	struct xw_buf b = { 0 };
	uint32_t *ids;
	size_t n, i;

	if ((p = xw_pattern_parse(ix, text, &e)) == NULL)
		fail_msg("pattern '%s' refused: %s", text, e.msg);
	n = xw_pattern_match(ix, p, minscore, flags, &ids);
	for (i = 0; i < n; i++)
		xw_buf_printf(&b, "%s%s", i > 0 ? " " : "",
		    xw_index_word(ix, ids[i]));
	if (strcmp(b.s != NULL ? b.s : "", want) != 0)
		fail_msg("'%s': got \"%s\", want \"%s\"", text,
		    b.s != NULL ? b.s : "", want);
	assert_int_equal(xw_pattern_count(ix, p, minscore, flags), n);
	xw_buf_free(&b);
	free(ids);
	xw_pattern_free(p);
}

static void
test_index(void **state)
{
	(void)state;
	assert_int_equal(xw_index_size(ix), 22);
	assert_int_equal(xw_index_maxlen(ix), 5);
	/* By length, then score, then code point. */
	assert_string_equal(xw_index_word(ix, 0), "A");
	assert_string_equal(xw_index_word(ix, 1), "Y");
	assert_int_equal(xw_index_score(ix, 1), 5);
	assert_int_equal(xw_index_length(ix, 2), 2);
	assert_int_equal(xw_index_lookup(ix, "Dog"), 3);
	assert_int_equal(xw_index_lookup(ix, "dig"), -1);
	assert_string_equal(xw_index_word(ix, (uint32_t)xw_index_lookup(ix,
	    "ΆΛΦΑ")), "ΆΛΦΑ");
}

/* ? . and letters, in any case. */
static void
test_letters(void **state)
{
	(void)state;
	assert_matches("C?T", 0, 0, "CAT COT CUT");
	assert_matches("c.t", 0, 0, "CAT COT CUT");
	assert_matches("?o?", 0, 0, "DOG GOD COT");
	assert_matches("cat", 0, 0, "CAT");
	assert_matches("?", 0, 0, "A Y");
	assert_matches("?????", 0, 0, "COAST XYZZY");
	/* Accents are letters of their own. */
	assert_matches("caf?", 0, 0, "CAFÉ CAFE");
	assert_matches("cafe", 0, 0, "CAFE");
	assert_matches("Café", 0, 0, "CAFÉ");
	assert_matches("άλφα", 0, 0, "ΆΛΦΑ");
	/* A letter the list lacks matches nothing; so does a length. */
	assert_matches("q??", 0, 0, "");
	assert_matches("??????", 0, 0, "");
	assert_matches("ж", 0, 0, "");
}

/* Sets, ranges and negated sets. */
static void
test_sets(void **state)
{
	(void)state;
	assert_matches("[CT]A?", 0, 0, "CAT TAC");
	assert_matches("[tc]a[ct]", 0, 0, "CAT TAC");
	assert_matches("[^C]??", 0, 0, "DOG GOD ACT BRR ÉTÉ TAC");
	assert_matches("[a-c]??", 0, 0, "CAT COT ACT BRR CUT");
	assert_matches("[b-dg]o?", 0, 0, "DOG GOD COT");
	assert_matches("[^a-ct]??", 0, 0, "DOG GOD ÉTÉ");
	/* A range is by code point: [a-z] has no accented letter. */
	assert_matches("caf[a-z]", 0, 0, "CAFE");
	assert_matches("caf[^a-z]", 0, 0, "CAFÉ");
	assert_matches("[é]t[é]", 0, 0, "ÉTÉ");
	/* A set of letters the list lacks matches nothing. */
	assert_matches("[qj]??", 0, 0, "");
	assert_matches("[^qj]", 0, 0, "A Y");
}

/* @ a vowel, # a consonant: Y is not a vowel, É and Ά are. */
static void
test_vowels(void **state)
{
	(void)state;
	assert_matches("@", 0, 0, "A");
	assert_matches("#", 0, 0, "Y");
	assert_matches("#@#", 0, 0, "DOG GOD CAT COT CUT TAC");
	assert_matches("@#@", 0, 0, "ÉTÉ");
	assert_matches("@###", 0, 0, "");
	assert_matches("@#@#", 0, 0, "");
	assert_matches("@#?@", 0, 0, "ΆΛΦΑ");
	assert_matches("#@#@", 0, 0, "CAFÉ CAFE");
}

/* * any run of letters, several stars too. */
static void
test_stars(void **state)
{
	(void)state;
	assert_matches("C*T", 0, 0, "CAST CAT COT COAST CART CHAT CUT");
	assert_matches("*T", 0, 0,
	    "CAST CAT COT COAST ACT CART CHAT CUT SCAT AT");
	assert_matches("**T", 0, 0,
	    "CAST CAT COT COAST ACT CART CHAT CUT SCAT AT");
	assert_matches("*A*T", 0, 0, "CAST CAT COAST ACT CART CHAT SCAT AT");
	assert_matches("C*A*T", 0, 0, "CAST CAT COAST CART CHAT");
	assert_matches("G*", 0, 0, "GOD GOOD");
	assert_matches("*Z*", 0, 0, "XYZZY");
	assert_matches("??*???", 0, 0, "COAST XYZZY");
	assert_matches("???*???", 0, 0, "");
	assert_matches("*", 0, 0, "A DOG GOD CAST CAT COT COAST ACT BRR "
	    "CAFÉ CART CHAT ÉTÉ ΆΛΦΑ CAFE CUT GOOD SCAT AT TAC XYZZY Y");
	assert_matches("*", 50, 0,
	    "A DOG GOD CAST CAT COT COAST ACT BRR CAFÉ CART CHAT ÉTÉ ΆΛΦΑ");
}

/* /letters: anagrams, ? a blank, and the sub-anagram flag. */
static void
test_anagrams(void **state)
{
	(void)state;
	assert_matches("/TAC", 0, 0, "CAT ACT TAC");
	assert_matches("/tca", 0, 0, "CAT ACT TAC");
	assert_matches("/T?C", 0, 0, "CAT COT ACT CUT TAC");
	assert_matches("/T.C", 0, 0, "CAT COT ACT CUT TAC");
	assert_matches("/???", 0, 0, "DOG GOD CAT COT ACT BRR ÉTÉ CUT TAC");
	assert_matches("/OGD", 0, 0, "DOG GOD");
	assert_matches("/OOGD", 0, 0, "GOOD");
	assert_matches("/TAC", 0, XW_MATCH_SUBANAGRAM, "A CAT ACT AT TAC");
	assert_matches("/GOD", 0, XW_MATCH_SUBANAGRAM, "DOG GOD");
	assert_matches("/GOOD", 0, XW_MATCH_SUBANAGRAM, "DOG GOD GOOD");
	assert_matches("/T?", 0, XW_MATCH_SUBANAGRAM, "A AT Y");
	/* A letter the list lacks: no whole anagram, but sub-anagrams. */
	assert_matches("/QAT", 0, 0, "");
	assert_matches("/QAT", 0, XW_MATCH_SUBANAGRAM, "A AT");
	assert_matches("/Q?T", 0, 0, "");
	assert_matches("/TAC", 50, XW_MATCH_SUBANAGRAM, "A CAT ACT");
	/* The flag changes nothing but anagrams. */
	assert_matches("C?T", 0, XW_MATCH_SUBANAGRAM, "CAT COT CUT");
}

static void
test_minscore(void **state)
{
	(void)state;
	assert_matches("C?T", 50, 0, "CAT COT");
	assert_matches("C?T", 60, 0, "CAT COT");
	assert_matches("C?T", 61, 0, "");
	assert_matches("C*T", 55, 0, "CAST CAT COT COAST");
	assert_matches("/T?C", 40, 0, "CAT COT ACT CUT");
	assert_matches("?", 100, 0, "");
}

static void
assert_lengths(const char *text, int min, int max)
{
	struct xw_error e;
	struct xw_pattern *p = xw_pattern_parse(ix, text, &e);

	if (p == NULL)
		fail_msg("pattern '%s' refused: %s", text, e.msg);
	assert_int_equal(xw_pattern_minlen(p), min);
	assert_int_equal(xw_pattern_maxlen(p), max);
	xw_pattern_free(p);
}

static void
test_lengths(void **state)
{
	(void)state;
	assert_lengths("C?T", 3, 3);
	assert_lengths("[abc]@#", 3, 3);
	assert_lengths("C*T", 2, -1);
	assert_lengths("**", 0, -1);
	assert_lengths("*a*b*", 2, -1);
	assert_lengths("/T?C", 3, 3);
	assert_lengths("éé", 2, 2);
}

/* A malformed pattern: XW_ERR_ARG (XW_ERR_EMPTY_PATTERN when empty), no
   file or line, and the column (in letters) in e.col and in the message
   (none for an empty pattern). */
static void
assert_refused(const char *text, const char *msg)
{
	struct xw_error e;
	struct xw_pattern *p = xw_pattern_parse(ix, text, &e);
	const char *at = strstr(msg, "', column ");

	if (p != NULL) {
		xw_pattern_free(p);
		fail_msg("pattern '%s' taken, expected \"%s\"", text, msg);
	}
	assert_string_equal(e.msg, msg);
	assert_int_equal(e.code, strcmp(msg, "empty pattern") == 0 ?
	    XW_ERR_EMPTY_PATTERN : XW_ERR_ARG);
	assert_string_equal(e.file, "");
	assert_int_equal(e.line, 0);
	assert_int_equal(e.col, at != NULL ? atol(at + 10) : 0);
}

static void
test_malformed(void **state)
{
	char many[300];

	(void)state;
	assert_refused("", "empty pattern");
	assert_refused("a[b", "pattern 'a[b', column 2: unbalanced '['");
	assert_refused("éa[", "pattern 'éa[', column 3: unbalanced '['");
	assert_refused("[a", "pattern '[a', column 1: unbalanced '['");
	assert_refused("[^", "pattern '[^', column 1: unbalanced '['");
	assert_refused("[]", "pattern '[]', column 1: empty set");
	assert_refused("a[^]", "pattern 'a[^]', column 2: empty set");
	assert_refused("[z-a]", "pattern '[z-a]', column 4: bad range in a set");
	assert_refused("[a-", "pattern '[a-', column 4: bad range in a set");
	assert_refused("[a-?]", "pattern '[a-?]', column 4: bad range in a set");
	assert_refused("[a?]", "pattern '[a?]', column 3: not a letter in a set");
	assert_refused("[a-]", "pattern '[a-]', column 4: bad range in a set");
	assert_refused("[@]", "pattern '[@]', column 2: not a letter in a set");
	assert_refused("a/b", "pattern 'a/b', column 2: unknown character");
	assert_refused("éé!", "pattern 'éé!', column 3: unknown character");
	assert_refused("a!b", "pattern 'a!b', column 2: unknown character");
	assert_refused("ab]", "pattern 'ab]', column 3: unknown character");
	assert_refused("/ab!", "pattern '/ab!', column 4: an anagram takes "
	    "letters and ?");
	assert_refused("/a*", "pattern '/a*', column 3: an anagram takes "
	    "letters and ?");
	assert_refused("/", "pattern '/', column 2: empty anagram");
	/* 255 of one letter are fine, 256 too many. */
	many[0] = '/';
	memset(many + 1, 'A', 255);
	many[256] = '\0';
	assert_matches(many, 0, 0, "");
	strcpy(many + 256, "A");
	{
		char msg[512];

		snprintf(msg, sizeof(msg), "pattern '%s', column 257: too many "
		    "letters", many);
		assert_refused(many, msg);
	}
}

struct pairs {
	struct xw_buf b;
	int stop_after;
};

static int
pair(uint32_t a, uint32_t b, void *arg)
{
	struct pairs *pr = arg;

	xw_buf_printf(&pr->b, "%s%s %s", pr->b.len > 0 ? ", " : "",
	    xw_index_word(ix, a), xw_index_word(ix, b));
	return --pr->stop_after == 0;
}

static size_t
matched(const char *text, uint32_t **ids)
{
	struct xw_error e;
	struct xw_pattern *p = xw_pattern_parse(ix, text, &e);
	size_t n;

	assert_non_null(p);
	n = xw_pattern_match(ix, p, 0, 0, ids);
	xw_pattern_free(p);
	return n;
}

/* Crossing pairs, in the order of the first list, then the second. */
static void
test_crossing(void **state)
{
	struct pairs pr = { { 0 }, -1 };
	uint32_t *a, *b;
	size_t na = matched("C?T", &a), nb = matched("?O?", &b);

	(void)state;
	assert_int_equal(xw_crossing(ix, a, na, 1, b, nb, 1, pair, &pr), 3);
	assert_string_equal(pr.b.s, "COT DOG, COT GOD, COT COT");
	xw_buf_free(&pr.b);
	/* Stopped after the first pair, every pair is still counted. */
	pr.stop_after = 1;
	assert_int_equal(xw_crossing(ix, a, na, 1, b, nb, 1, pair, &pr), 3);
	assert_string_equal(pr.b.s, "COT DOG");
	xw_buf_free(&pr.b);
	assert_int_equal(xw_crossing(ix, a, na, 0, b, nb, 2, NULL, NULL), 0);
	assert_int_equal(xw_crossing(ix, a, na, 2, b, nb, 2, NULL, NULL), 3);
	/* A word too short for its position is left out. */
	free(b);
	nb = matched("*T", &b);
	assert_int_equal(xw_crossing(ix, a, na, 2, b, nb, 3, NULL, NULL), 12);
	free(a);
	free(b);
}

UNIT_MAIN("pattern", setup, teardown,
	cmocka_unit_test(test_index),
	cmocka_unit_test(test_letters),
	cmocka_unit_test(test_sets),
	cmocka_unit_test(test_vowels),
	cmocka_unit_test(test_stars),
	cmocka_unit_test(test_anagrams),
	cmocka_unit_test(test_minscore),
	cmocka_unit_test(test_lengths),
	cmocka_unit_test(test_malformed),
	cmocka_unit_test(test_crossing))
