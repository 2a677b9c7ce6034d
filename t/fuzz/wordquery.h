/* See LICENSE file for copyright and license details. */
/*
 * What the word-list harnesses ask of an index that opened: its words
 * walked one by one as wordfind -v prints them, a few patterns of every
 * kind counted and matched, their matches crossed, a few grids analysed
 * as gridfill -a analyses them, and the index read into a list and
 * indexed again, plain and folded, as a stack reads an index (wordfind
 * -w x.idx -w more.txt, -f, -B). An index the harness
 * built itself is held to the contracts of wordidx.h too: a count is
 * the number of matches, matches come by score then alphabetically,
 * each word is found by its own text. A failure aborts, so that
 * libFuzzer keeps the input.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "failed.h"
#include "fill.h"
#include "textgrid.h"
#include "wordidx.h"
#include "wordidx_priv.h"
#include "words.h"

/* Past these, a big input's words are not all walked or looked up, nor
   all its lengths analysed as slots. */
#define WALK_MAX	4096
#define LOOKUP_MAX	64
#define SLOT_MAX	8
#define SQUARE_MAX	5

static const char *const query_patterns[] = {
	"?", "??", "*", "A*", "*E", "C?T", "?A?E", "[AEIOU]*", "[^A-M]??",
	"[A-E]*[N-Z]", "@#@", "#*@", "*A*E*", "*?*?*?*", "S*S*S", "/TEA",
	"/T?A", "/ABCDEFGHIJKLMNOPQRSTUVWXYZ", "É*", "*ß", "ﬁ*", "Ж?",
	"[ÀÉ]*", "?????????????????????????????????", "[", "[]", "/", "", "+"
};

/* The input as xw_slurp reads a file: malloc'd, with a NUL after. */
/* inline, as reindex: pattern_fuzz calls neither, and is not warned. */
static inline char *
slurped(const uint8_t *data, size_t size)
{
	char *buf = malloc(size + 1);

	if (buf == NULL)
		abort();
	memcpy(buf, data, size);
	buf[size] = '\0';
	return buf;
}

/* The pairs of a crossing: their letters agree, as xw_crossing says. */
struct cross {
	const struct xw_index *ix;
	int at1, at2;
	size_t seen;
};

static int
check_pair(uint32_t a, uint32_t b, void *arg)
{
	struct cross *c = arg;

	if (xw_index_letter(c->ix, a, c->at1) !=
	    xw_index_letter(c->ix, b, c->at2))
		failed("crossing %u:%d and %u:%d: letters differ", a, c->at1,
		    b, c->at2);
	return ++c->seen >= 1000;
}

/*
 * The words of ix matching the pattern text with scores minscore and
 * up, under flags; with strict (an index built here), its contracts
 * checked.
 */
static void
query_one(const struct xw_index *ix, const char *text, int minscore,
    unsigned flags, int at1, int at2, int strict)
{
	struct cross c = { ix, at1, at2, 0 };
	struct xw_pattern *p;
	struct xw_error e;
	uint32_t *ids = NULL;
	size_t n, count, i;
	int len, lo, hi, sub;

	if ((p = xw_pattern_parse(ix, text, &e)) == NULL)
		return;
	lo = xw_pattern_minlen(p);
	hi = xw_pattern_maxlen(p);
	/* Whether the text is an anagram is the parser's to say (folded,
	   "\u0301/ab" is one): with -u, any length up to the longest. */
	sub = (flags & XW_MATCH_SUBANAGRAM) != 0;
	count = xw_pattern_count(ix, p, minscore, flags);
	n = xw_pattern_match(ix, p, minscore, flags, &ids);
	if (n != count)
		failed("pattern '%s': count %zu, %zu matches", text, count, n);
	for (i = 0; i < n; i++) {
		if (ids[i] >= xw_index_size(ix))
			failed("pattern '%s': id %u of %zu words", text,
			    ids[i], xw_index_size(ix));
		len = xw_index_length(ix, ids[i]);
		if (!strict)
			continue;
		if (len < (sub ? 1 : lo) || (hi >= 0 && len > hi) ||
		    xw_index_score(ix, ids[i]) < minscore)
			failed("pattern '%s' (%d to %d letters, score %d+): "
			    "'%s', %d letters, score %d", text, lo, hi,
			    minscore, xw_index_word(ix, ids[i]), len,
			    xw_index_score(ix, ids[i]));
		if (i > 0 && (xw_index_score(ix, ids[i - 1]) <
		    xw_index_score(ix, ids[i]) ||
		    (xw_index_score(ix, ids[i - 1]) ==
		    xw_index_score(ix, ids[i]) &&
		    strcmp(xw_index_word(ix, ids[i - 1]),
		    xw_index_word(ix, ids[i])) >= 0)))
			failed("pattern '%s': '%s' before '%s'", text,
			    xw_index_word(ix, ids[i - 1]),
			    xw_index_word(ix, ids[i]));
	}
	if (at1 >= 0 && at2 >= 0)
		xw_crossing(ix, ids, n, at1, ids, n, at2, check_pair, &c);
	free(ids);
	xw_pattern_free(p);
}

/* Each word of ix as wordfind -v shows it, and a few looked up. */
static void
walk(const struct xw_index *ix, int strict)
{
	size_t n = xw_index_size(ix), i;
	const char *word, *clue;
	int len, pos, maxlen = xw_index_maxlen(ix);
	long id;

	for (i = 0; i < n && i < WALK_MAX; i++) {
		word = xw_index_word(ix, (uint32_t)i);
		clue = xw_index_clue(ix, (uint32_t)i);
		len = xw_index_length(ix, (uint32_t)i);
		if (len < 0 || len > maxlen || xw_index_score(ix,
		    (uint32_t)i) > 100)
			failed("word %zu: length %d (longest %d), score %d",
			    i, len, maxlen, xw_index_score(ix, (uint32_t)i));
		for (pos = 0; pos < len; pos++)
			xw_index_letter(ix, (uint32_t)i, pos);
		(void)strlen(word);
		if (clue != NULL)
			(void)strlen(clue);
		if (i >= LOOKUP_MAX)
			continue;
		id = xw_index_lookup(ix, word);
		if (strict && id != (long)i)
			failed("'%s', word %zu, is looked up as %ld", word, i,
			    id);
	}
}

/* The sources a cached index records, their malformed lines told as
   the tools tell them, and what else it records. */
static void
meta(const struct xw_index *ix)
{
	char why[XW_SKIPPED_SAY_SIZE];
	struct xw_source *src;
	size_t n, i, k;

	n = xw_index_sources(ix, &src);
	for (i = 0; i < n; i++) {
		(void)strlen(src[i].path);
		for (k = 0; k < src[i].skipped.kept; k++)
			xw_skipped_say(&src[i].skipped, k, why, sizeof(why));
	}
	free(src);
	(void)xw_index_foldable(ix);
	(void)xw_index_folded(ix);
	(void)xw_index_reader(ix);
	(void)xw_index_built(ix);
}

/* The text grid as gridfill -a reports on it with ix. */
static void
analyse_grid(const struct xw_index *ix, const char *grid)
{
	struct xw_fill_opts o = { 0 };
	struct xw_slot_report *rep;
	struct xw_puzzle *p;
	struct xw_error e;
	char why[256];
	long n;

	if ((p = xw_textgrid_read(grid, strlen(grid), "grid", NULL, &e)) ==
	    NULL)
		failed("grid not read: %s", e.msg);
	if ((n = xw_fill_analyse(p, ix, &o, &rep, why, sizeof(why), NULL,
	    &e)) >= 0)
		xw_fill_reports_free(rep, n);
	xw_puzzle_free(p);
}

/*
 * An open square of L by L cells for a few lengths L that ix has words
 * of, from 2 to SQUARE_MAX, and a row of L cells past that.
 */
static void
analyse(const struct xw_index *ix)
{
	char grid[(XW_WORD_MAX + 1) * SQUARE_MAX + 1];
	int L, r, rows, tried = 0;

	for (L = 2; L <= xw_index_maxlen(ix) && tried < SLOT_MAX; L++) {
		if (ix->buckets[L].count == 0)
			continue;
		rows = L <= SQUARE_MAX ? L : 1;
		for (r = 0; r < rows; r++) {
			memset(grid + r * (L + 1), '.', (size_t)L);
			grid[r * (L + 1) + L] = '\n';
		}
		grid[rows * (L + 1)] = '\0';
		analyse_grid(ix, grid);
		tried++;
	}
}

static void
query_all(const struct xw_index *ix, int strict)
{
	size_t i;

	meta(ix);
	walk(ix, strict);
	analyse(ix);
	for (i = 0; i < sizeof(query_patterns) / sizeof(*query_patterns);
	    i++) {
		query_one(ix, query_patterns[i], 0, 0, 0, 1, strict);
		query_one(ix, query_patterns[i], 50, XW_MATCH_SUBANAGRAM, -1,
		    -1, strict);
	}
}

/*
 * The list w indexed (its name and flags in m) and queried, held to the
 * contracts: it has every word of the list. Returns the index (the
 * caller closes it), or NULL when the list cannot be indexed.
 */
static struct xw_index *
index_list(const struct xw_wordlist *w, const struct xw_index_meta *m)
{
	struct xw_index *ix;
	struct xw_error e;

	if ((ix = xw_index_from_list(w, m, &e)) == NULL)
		return NULL;
	if (xw_index_size(ix) != xw_wordlist_size(w))
		failed("a list of %zu words indexed as %zu",
		    xw_wordlist_size(w), xw_index_size(ix));
	query_all(ix, 1);
	return ix;
}

/*
 * The index buf[0..len) read into a list, plain and folded, as a stack
 * reads it, and each list indexed again.
 */
static inline void
reindex(const char *buf, size_t len)
{
	struct xw_index_meta m = { 0 };
	struct xw_wordlist *w;
	struct xw_error e;
	unsigned flags;

	m.name = "reindexed";
	for (flags = 0; flags <= XW_WORDS_FOLD; flags++) {
		if ((w = xw_index_to_list(buf, len, "fuzz", flags, &e)) ==
		    NULL)
			return;
		m.flags = flags ? XW_INDEX_FOLDED : 0;
		xw_index_close(index_list(w, &m));
		xw_wordlist_free(w);
	}
}
