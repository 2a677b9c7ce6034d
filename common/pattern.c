/* See LICENSE file for copyright and license details. */
/* Patterns and matching them against the word-list index. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "utf8.h"
#include "util.h"
#include "wordidx.h"
#include "wordidx_priv.h"
#include "words.h"

enum { PAT_FIXED, PAT_STARS, PAT_ANAGRAM };

/* One position of a pattern: a set of letters, or a star. */
struct elem {
	int star;
	int any;		/* every letter */
	uint64_t set[4];	/* alphabet indices */
};

/* One block: the elements follow the struct. */
struct xw_pattern {
	int kind;
	int n;			/* elements */
	int nfixed;		/* elements that are not stars */
	unsigned char counts[256];	/* anagram letters */
	int blanks, impossible;	/* anagram: ? count; a letter not in the list */
	struct elem v[];	/* a character of the text each, at most */
};

/*
 * What a pattern is parsed from: the text as typed, and the text parsed,
 * its ligatures spelt out and, for a folded index, its accents folded
 * (the same string when that changed nothing). Messages quote the one
 * and count columns in it.
 */
struct source {
	const char *typed, *text;
	int fold;
};

/*
 * The bytes of the letter at s[0..n), as parse_letter reads one: a code
 * point with the marks that compose with it and a stress mark after it,
 * so that e and U+0301 are one letter, as é is; 0 when s does not start
 * with valid UTF-8.
 */
static size_t
letter_bytes(const char *s, size_t n)
{
	uint32_t cp;
	size_t len = xw_utf8_letter(s, n, &cp);

	if (len == 0)
		return 0;
	return len + xw_utf8_stress(s + len, n - len, xw_toupper(cp));
}

/* The column of s, in letters of text from 1 (letter_bytes; a byte that
   is not UTF-8 is one letter with the bytes that follow its lead). */
static int
column_in(const char *text, const char *s)
{
	size_t len;
	int col = 1;

	for (; text < s; text += len) {
		if ((len = letter_bytes(text, (size_t)(s - text))) == 0) {
			len = 1;
			col += ((unsigned char)*text & 0xc0) != 0x80;
			continue;
		}
		col++;
	}
	return col;
}

/*
 * The column of at, a point of the text parsed, in the text as typed:
 * the text is spelt out letter by letter, so at is in the spelling of
 * the first letter typed whose spelling reaches past it.
 */
static int
column(const struct source *src, const char *at)
{
	size_t off = (size_t)(at - src->text), done = 0, len;
	const char *s;
	char one[33], *spelt;
	int col = 1;

	if (src->text == src->typed)
		return column_in(src->text, at);
	/* The text typed is valid UTF-8: it was spelt out. A letter and
	   its marks are a few bytes: 32 is room enough. */
	for (s = src->typed; *s != '\0'; s += len, col++) {
		if ((len = letter_bytes(s, strnlen(s, 32))) == 0)
			break;
		memcpy(one, s, len);
		one[len] = '\0';
		spelt = src->fold ? xw_word_fold(one) : xw_word_unligate(one);
		done += strlen(spelt);
		free(spelt);
		if (done > off)
			break;
	}
	return col;
}

/* e filled with the fault what at at. Returns -1. */
static int
fault(struct xw_error *e, const struct source *src, const char *at,
    const char *what)
{
	int col = column(src, at);

	return xw_seterr(e, XW_ERR_ARG, "", 0, col,
	    "pattern '%s', column %d: %s", src->typed, col, what);
}

/*
 * The fault of at, where a letter is wanted and none is: the letter
 * named when it is one that word lists cannot hold (Hebrew, CJK...),
 * the mark when it is one that composes no letter, else what. Returns -1.
 */
static int
not_letter(struct xw_error *e, const struct source *src, const char *at,
    const char *what)
{
	char named[80];
	size_t len;
	uint32_t cp;

	if ((len = xw_utf8_decode(at, strnlen(at, 4), &cp)) > 0 &&
	    xw_untaken_letter(cp)) {
		snprintf(named, sizeof(named), "'%.*s' (U+%04lX) is a letter "
		    "word lists cannot hold", (int)len, at, (unsigned long)cp);
		what = named;
	} else if (len > 0 && xw_is_mark(cp)) {
		/* As a list's line is refused with it. */
		snprintf(named, sizeof(named), "U+%04lX is a combining mark "
		    "that composes no letter with the one before it",
		    (unsigned long)cp);
		what = named;
	}
	return fault(e, src, at, what);
}

/*
 * The letter at *sp, case folded, as an alphabet index (-1 when the list
 * has no such letter), advancing *sp; -2 when it is not a letter.
 */
static int
parse_letter(const struct xw_index *ix, const char **sp, uint32_t *cpp)
{
	/* A letter is at most 4 bytes: strlen here made parsing quadratic. */
	size_t len = xw_utf8_decode(*sp, strnlen(*sp, 4), cpp);

	if (len == 0 || !xw_isalnum(*cpp))
		return -2;
	*sp += len;
	/* A decomposed accent joins its letter, its capital as in the word
	   lists. The marks a letter composes are a few bytes (two marks of
	   two at most): 16 is room enough, and strlen would be quadratic. */
	*cpp = xw_toupper(*cpp);
	*sp += xw_utf8_compose(*sp, strnlen(*sp, 16), cpp);
	/* A stress mark (мука́) is left out, as the word lists do. */
	*sp += xw_utf8_stress(*sp, strnlen(*sp, 2), *cpp);
	return xw_letter_index(ix->alphabet, ix->nletters, *cpp);
}

/* [abc], [^abc], [a-e] at *sp into el. */
static int
parse_set(const struct xw_index *ix, const struct source *src,
    const char **sp, struct elem *el, struct xw_error *e)
{
	const char *s = *sp + 1, *at;
	uint32_t lo, hi;
	int negate = 0, l, any = 0, i;

	if (*s == '^')
		negate = 1, s++;
	while (*s != ']') {
		at = s;
		if (*s == '\0')
			return fault(e, src, *sp, "unbalanced '['");
		if ((l = parse_letter(ix, &s, &lo)) == -2)
			return not_letter(e, src, at, "not a letter in a set");
		hi = lo;
		/* A '-' before the ']' is a range without its end. */
		if (*s == '-') {
			s++;
			at = s;
			if (parse_letter(ix, &s, &hi) == -2)
				return not_letter(e, src, at,
				    "bad range in a set");
			if (hi < lo)
				return fault(e, src, at, "bad range in a set");
		}
		for (i = 0; i < (int)ix->nletters; i++)
			if (ix->alphabet[i] >= lo && ix->alphabet[i] <= hi)
				xw_set_add(el->set, i);
		any = 1;
	}
	if (!any)
		return fault(e, src, *sp, "empty set");
	if (negate)
		for (i = 0; i < 4; i++)
			el->set[i] = ~el->set[i];
	*sp = s + 1;
	return 0;
}

/*
 * The length of the blank, hyphen or apostrophe at s, or 0: a phrase is
 * spelt in a pattern as in a list, whose words keep only letters and
 * digits ("ice cream" and "ice-cream" are ICECREAM).
 */
static size_t
spacing(const char *s)
{
	uint32_t cp;
	size_t len;

	if (*s == ' ' || *s == '\t' || *s == '-' || *s == '\'')
		return 1;
	if ((unsigned char)*s < 0x80 ||
	    (len = xw_utf8_decode(s, strnlen(s, 4), &cp)) == 0)
		return 0;
	/* No-break and typographic spaces, hyphens and dashes, minus,
	   quotes as apostrophes: what a word processor writes. */
	return cp == 0xa0 || (cp >= 0x2000 && cp <= 0x200a) ||
	    cp == 0x202f || (cp >= 0x2010 && cp <= 0x2015) ||
	    cp == 0x2212 || cp == 0x2018 || cp == 0x2019 || cp == 0x2bc ?
	    len : 0;
}

static int
parse_anagram(const struct xw_index *ix, const struct source *src,
    struct xw_pattern *p, struct xw_error *e)
{
	const char *s = src->text + 1, *at;
	uint32_t cp;
	int l;

	p->kind = PAT_ANAGRAM;
	while (*s != '\0') {
		at = s;
		if (spacing(s) > 0) {
			s += spacing(s);
			continue;
		}
		if (*s == '?' || *s == '.') {
			p->blanks++, s++;
		} else if ((l = parse_letter(ix, &s, &cp)) == -2) {
			return not_letter(e, src, at,
			    "an anagram takes letters and ?");
		} else if (l < 0) {
			p->impossible = 1;
		} else if (p->counts[l]++ == 255) {
			return fault(e, src, at, "too many letters");
		}
		p->nfixed++;
	}
	if (p->nfixed == 0)
		return fault(e, src, s, "empty anagram");
	return 0;
}

static struct xw_pattern *parse(const struct xw_index *ix,
    const struct source *src, struct xw_error *e);

int
xw_pattern_sets_single(const char *text, int fold, struct xw_error *e)
{
	const char *s = text;
	uint32_t cp, f[2];
	size_t len;
	int inset = 0;

	if (*text == '/')
		return 0;	/* an anagram has no sets */
	for (; *s != '\0'; s += len) {
		/* Bad UTF-8 is the parser's to name. */
		if ((len = xw_utf8_decode(s, strnlen(s, 4), &cp)) == 0)
			return 0;
		if (cp == '[' || cp == ']')
			inset = cp == '[';
		else if (inset && xw_ligature(cp) != NULL)
			return xw_seterr(e, XW_ERR_ARG, "", 0,
			    column_in(text, s), "pattern "
			    "'%s', column %d: '%.*s' is several letters, "
			    "which a set cannot hold", text,
			    column_in(text, s), (int)len, s);
		else if (inset && fold && xw_fold(xw_toupper(cp), f) == 2)
			return xw_seterr(e, XW_ERR_ARG, "", 0,
			    column_in(text, s), "pattern "
			    "'%s', column %d: '%.*s' folds to two letters, "
			    "which a set cannot hold", text,
			    column_in(text, s), (int)len, s);
	}
	return 0;
}

struct xw_pattern *
xw_pattern_parse(const struct xw_index *ix, const char *text,
    struct xw_error *e)
{
	struct source src = { text, text, xw_index_folded(ix) };
	struct xw_pattern *p;
	char *spelt;

	if (xw_pattern_sets_single(text, src.fold, e) != 0)
		return NULL;
	/* An index of folded words takes folded patterns; ligatures are
	   their letters in every index. */
	spelt = src.fold ? xw_word_fold(text) : xw_word_unligate(text);
	if (spelt != NULL && strcmp(spelt, text) != 0)
		src.text = spelt;
	p = parse(ix, &src, e);
	free(spelt);
	return p;
}

static struct xw_pattern *
parse(const struct xw_index *ix, const struct source *src,
    struct xw_error *e)
{
	const char *text = src->text, *s = text, *at;
	/* An anagram has no elements. */
	struct xw_pattern *p = xw_ecalloc(1, sizeof(*p) + (*text == '/' ? 0 :
	    strlen(text)) * sizeof(p->v[0]));
	struct elem *el;
	uint32_t cp;
	int l, i;

	if (*text == '/') {
		if (parse_anagram(ix, src, p, e))
			goto fail;
		return p;
	}
	while (*s != '\0') {
		el = &p->v[p->n];
		at = s;
		if (spacing(s) > 0) {
			s += spacing(s);
			continue;
		}
		if (*s == '*') {
			/* Two stars in a row are one. */
			if (p->n == 0 || !p->v[p->n - 1].star)
				el->star = 1, p->n++;
			s++;
			continue;
		}
		if (*s == '?' || *s == '.') {
			el->any = 1, s++;
		} else if (*s == '@' || *s == '#') {
			memcpy(el->set, *s == '@' ? ix->vowels : ix->consonants,
			    sizeof(el->set));
			s++;
		} else if (*s == '[') {
			if (parse_set(ix, src, &s, el, e))
				goto fail;
		} else if ((l = parse_letter(ix, &s, &cp)) >= 0) {
			xw_set_add(el->set, l);
		} else if (l == -2) {
			not_letter(e, src, at, "unknown character");
			goto fail;
		}
		p->n++;
		p->nfixed++;
	}
	if (p->n == 0) {
		xw_seterr(e, XW_ERR_EMPTY_PATTERN, "", 0, 0, "empty pattern");
		goto fail;
	}
	/* Keep only letters of the alphabet in each set. */
	for (i = 0; i < p->n; i++)
		for (l = 0; l < 4; l++)
			p->v[i].set[l] &= l * 64 < (int)ix->nletters ?
			    (ix->nletters - (uint32_t)l * 64 >= 64 ? ~(uint64_t)0 :
			    ((uint64_t)1 << (ix->nletters - (uint32_t)l * 64)) - 1) :
			    0;
	p->kind = p->n == p->nfixed ? PAT_FIXED : PAT_STARS;
	return p;
fail:
	free(p);
	return NULL;
}

void
xw_pattern_free(struct xw_pattern *p)
{
	free(p);
}

int
xw_pattern_minlen(const struct xw_pattern *p)
{
	return p->nfixed;
}

int
xw_pattern_maxlen(const struct xw_pattern *p)
{
	return p->kind == PAT_STARS ? -1 : p->nfixed;
}

/* Matching. */

/*
 * Counting bits is most of a count query: use the popcnt instruction
 * where the processor has it, chosen once, as builds target plain x86-64.
 */
static size_t
popcount_plain(const uint64_t *v, uint32_t n)
{
	size_t count = 0;
	uint32_t j;
	uint64_t x;

	for (j = 0; j < n; j++) {
		x = v[j];
		x -= (x >> 1) & 0x5555555555555555ULL;
		x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
		x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
		count += (size_t)((x * 0x0101010101010101ULL) >> 56);
	}
	return count;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
__attribute__((target("popcnt"))) static size_t
popcount_native(const uint64_t *v, uint32_t n)
{
	size_t count = 0;
	uint32_t j;

	for (j = 0; j < n; j++)
		count += (size_t)__builtin_popcountll(v[j]);
	return count;
}

size_t
xw_popcount(const uint64_t *v, uint32_t n)
{
	/* Atomic, as threads may ask at once; a load is a plain one on
	   x86-64, and all who ask first find the same. */
	static _Atomic int native = -1;
	int has = native;

	if (has < 0) {
		__builtin_cpu_init();
		native = has = __builtin_cpu_supports("popcnt") != 0;
	}
	return has ? popcount_native(v, n) : popcount_plain(v, n);
}
#else
size_t
xw_popcount(const uint64_t *v, uint32_t n)
{
	return popcount_plain(v, n);
}
#endif

static int
set_size(const uint64_t set[4])
{
	return (int)xw_popcount(set, 4);
}

uint32_t
xw_scored_count(const struct xw_index *ix, int L, int minscore)
{
	const struct bucket *k = &ix->buckets[L];
	uint32_t lo = 0, hi = k->count, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (ix->scores[k->first + mid] >= minscore)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * The words of bucket L (the first n of it) matching elems e[0..L), as a
 * bitset in acc (w = ceil(n / 64) words). Each position ANDs in the rows
 * of its letters, or the complement of the rows of the other letters
 * when that is shorter: a word has exactly one letter at each position.
 */
static void
match_bucket(const struct xw_index *ix, const struct elem *e, int L,
    uint32_t n, uint64_t *acc, uint64_t *tmp)
{
	const struct bucket *k = &ix->buckets[L];
	uint32_t w = (n + 63) / 64, j;
	int pos, l, q, size, A = (int)ix->nletters, complement, first;
	uint64_t bits;
	const uint64_t *row;

	for (j = 0; j < w; j++)
		acc[j] = ~(uint64_t)0;
	if (n % 64 != 0)
		acc[w - 1] = ((uint64_t)1 << (n % 64)) - 1;
	for (pos = 0; pos < L; pos++) {
		if (e[pos].any || (size = set_size(e[pos].set)) == A)
			continue;
		if (size == 1) {
			/* The common case: one letter, one row. */
			for (q = 0; e[pos].set[q] == 0; q++)
				;
			l = 64 * q + __builtin_ctzll(e[pos].set[q]);
			row = k->bits + ((size_t)pos * A + l) * k->w64;
			for (j = 0; j < w; j++)
				acc[j] &= row[j];
			continue;
		}
		complement = size > A / 2;
		first = 1;
		for (q = 0; q < 4; q++) {
			bits = complement ? ~e[pos].set[q] : e[pos].set[q];
			for (; bits != 0; bits &= bits - 1) {
				l = 64 * q + __builtin_ctzll(bits);
				if (l >= A)
					break;
				row = k->bits + ((size_t)pos * A + l) * k->w64;
				if (first)
					memcpy(tmp, row, w * sizeof(*tmp));
				else
					for (j = 0; j < w; j++)
						tmp[j] |= row[j];
				first = 0;
			}
		}
		if (first)	/* no letter at all */
			memset(tmp, 0, w * sizeof(*tmp));
		if (complement)
			for (j = 0; j < w; j++)
				acc[j] &= ~tmp[j];
		else
			for (j = 0; j < w; j++)
				acc[j] &= tmp[j];
	}
}

/* Append the ids of bucket L set in acc to the list. */
struct idlist {
	uint32_t *v;
	size_t n, cap;
};

static void
push(struct idlist *out, uint32_t id)
{
	if (out->n == out->cap) {
		out->cap = out->cap ? 2 * out->cap : 256;
		out->v = xw_ereallocarray(out->v, out->cap, sizeof(*out->v));
	}
	out->v[out->n++] = id;
}

static size_t
bucket_ids(const struct xw_index *ix, int L, const uint64_t *acc, uint32_t w,
    struct idlist *out)
{
	size_t count = 0;
	uint64_t bits;
	uint32_t j;

	if (out == NULL)
		return xw_popcount(acc, w);
	for (j = 0; j < w; j++) {
		for (bits = acc[j]; bits != 0; bits &= bits - 1) {
			push(out, ix->buckets[L].first + 64 * j +
			    (uint32_t)__builtin_ctzll(bits));
			count++;
		}
	}
	return count;
}

/*
 * A pattern with stars against one word's letters. A star matches any
 * run, so only the last star passed need take one letter more when the
 * rest fails: what an earlier star would take instead, the later one
 * takes as well. At most ne * nw steps; trying every split of the word
 * among the stars grew with each star: "*?" ten times, then "*#q", took
 * 20 s against the default list.
 */
static int
glob(const struct elem *e, int ne, const unsigned char *w, int nw)
{
	int i = 0, j = 0, star = -1, mark = 0;

	while (j < nw) {
		if (i < ne && e[i].star) {
			star = i++;
			mark = j;
		} else if (i < ne && (e[i].any ||
		    ((e[i].set[w[j] / 64] >> (w[j] % 64)) & 1))) {
			i++;
			j++;
		} else if (star >= 0) {
			i = star + 1;
			j = ++mark;
		} else {
			return 0;
		}
	}
	while (i < ne && e[i].star)
		i++;
	return i == ne;
}

/* Whether a word's letters are an anagram (or sub-anagram) of p. */
static int
anagram_of(const struct xw_pattern *p, const unsigned char *w, int nw)
{
	unsigned char need[256];
	int i, blanks = p->blanks;

	memcpy(need, p->counts, sizeof(need));
	for (i = 0; i < nw; i++) {
		if (need[w[i]] > 0)
			need[w[i]]--;
		else if (blanks-- <= 0)
			return 0;
	}
	return 1;
}

/* Scan bucket L word by word: for several stars and for anagrams. */
static size_t
scan_bucket(const struct xw_index *ix, const struct xw_pattern *p, int L,
    uint32_t n, struct idlist *out)
{
	const struct bucket *k = &ix->buckets[L];
	size_t count = 0;
	uint32_t i;
	int ok;

	for (i = 0; i < n; i++) {
		const unsigned char *w = k->letters + (size_t)i * L;

		ok = p->kind == PAT_ANAGRAM ? anagram_of(p, w, L) :
		    glob(p->v, p->n, w, L);
		if (ok) {
			if (out != NULL)
				push(out, k->first + i);
			count++;
		}
	}
	return count;
}

/* Count, and collect when out is not NULL, the matches of p. */
static size_t
run(const struct xw_index *ix, const struct xw_pattern *p, int minscore,
    unsigned flags, struct idlist *out)
{
	int L, lo, hi, i, nstars = p->n - p->nfixed, before;
	uint64_t stack[4096], *acc, *tmp;
	struct elem *e;
	size_t count = 0, maxw = 1;
	uint32_t n;

	if (p->kind == PAT_ANAGRAM) {
		if (p->impossible && p->blanks == 0 && !(flags &
		    XW_MATCH_SUBANAGRAM))
			return 0;
		lo = flags & XW_MATCH_SUBANAGRAM ? 1 : p->nfixed;
		hi = p->nfixed < ix->maxlen ? p->nfixed : ix->maxlen;
		for (L = lo; L <= hi; L++)
			count += scan_bucket(ix, p, L, xw_scored_count(ix, L,
			    minscore), out);
		return count;
	}
	if (nstars > 1) {
		for (L = p->nfixed; L <= ix->maxlen; L++)
			count += scan_bucket(ix, p, L, xw_scored_count(ix, L,
			    minscore), out);
		return count;
	}
	/* At most one star: each length is a fixed pattern. */
	lo = p->nfixed;
	hi = nstars == 0 ? p->nfixed : ix->maxlen;
	if (hi > ix->maxlen)
		return 0;
	for (L = lo; L <= hi; L++)
		if (ix->buckets[L].w64 > maxw)
			maxw = ix->buckets[L].w64;
	/* Most buckets fit the stack; the matching loop allocates nothing. */
	acc = 2 * maxw <= sizeof(stack) / sizeof(stack[0]) ? stack :
	    xw_ereallocarray(NULL, 2 * maxw, sizeof(*acc));
	tmp = acc + maxw;
	e = nstars == 0 ? NULL : xw_ecalloc((size_t)hi + 1, sizeof(*e));
	for (before = 0; before < p->n && !p->v[before].star; before++)
		;
	for (L = lo; L <= hi; L++) {
		if ((n = xw_scored_count(ix, L, minscore)) == 0)
			continue;
		if (nstars == 0) {
			match_bucket(ix, p->v, L, n, acc, tmp);
			count += bucket_ids(ix, L, acc, (n + 63) / 64, out);
			continue;
		}
		memcpy(e, p->v, (size_t)before * sizeof(*e));
		for (i = before; i < before + L - p->nfixed; i++)
			e[i] = (struct elem){ 0, 1, { 0, 0, 0, 0 } };
		memcpy(e + i, p->v + before + (nstars > 0),
		    (size_t)(p->nfixed - before) * sizeof(*e));
		match_bucket(ix, e, L, n, acc, tmp);
		count += bucket_ids(ix, L, acc, (n + 63) / 64, out);
	}
	free(e);
	if (acc != stack)
		free(acc);
	return count;
}

size_t
xw_pattern_count(const struct xw_index *ix, const struct xw_pattern *p,
    int minscore, unsigned flags)
{
	return run(ix, p, minscore, flags, NULL);
}

/* qsort has no context argument; matches are sorted one call at a time. */
static const struct xw_index *sorting;

static int
rank_order(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	int d = (int)sorting->scores[y] - (int)sorting->scores[x];

	return d != 0 ? d : strcmp(xw_index_word(sorting, x),
	    xw_index_word(sorting, y));
}

size_t
xw_pattern_match(const struct xw_index *ix, const struct xw_pattern *p,
    int minscore, unsigned flags, uint32_t **ids)
{
	struct idlist out = { 0 };
	int lengths;

	run(ix, p, minscore, flags, &out);
	/* One length comes out in rank order; several need merging. */
	lengths = p->kind == PAT_STARS || (p->kind == PAT_ANAGRAM &&
	    (flags & XW_MATCH_SUBANAGRAM));
	if (lengths && out.n > 1) {
		sorting = ix;
		qsort(out.v, out.n, sizeof(*out.v), rank_order);
	}
	*ids = out.v;
	return out.n;
}

long
xw_index_lookup(const struct xw_index *ix, const char *word)
{
	char *norm = xw_word_normalize_flags(word, xw_index_folded(ix) ?
	    XW_WORDS_FOLD : 0);
	struct xw_pattern *p;
	struct xw_error e;
	uint32_t *ids;
	long id = -1;

	/* Its letters (all a normal form holds) are a pattern only it fits. */
	if (norm != NULL && *norm != '\0' &&
	    (p = xw_pattern_parse(ix, norm, &e)) != NULL) {
		if (xw_pattern_match(ix, p, 0, 0, &ids) > 0) {
			id = ids[0];
			free(ids);
		}
		xw_pattern_free(p);
	}
	free(norm);
	return id;
}

size_t
xw_crossing(const struct xw_index *ix, const uint32_t *ids1, size_t n1,
    int at1, const uint32_t *ids2, size_t n2, int at2,
    int (*pair)(uint32_t a, uint32_t b, void *arg), void *arg)
{
	uint32_t *by[256] = { 0 };
	size_t nby[256] = { 0 }, i, k, count = 0;
	int l, stop = pair == NULL;

	/* The second words, by the letter they have at at2. */
	for (k = 0; k < n2; k++) {
		if (xw_index_length(ix, ids2[k]) <= at2)
			continue;
		l = xw_index_letter(ix, ids2[k], at2);
		by[l] = xw_ereallocarray(by[l], nby[l] + 1, sizeof(**by));
		by[l][nby[l]++] = ids2[k];
	}
	for (i = 0; i < n1; i++) {
		if (xw_index_length(ix, ids1[i]) <= at1)
			continue;
		l = xw_index_letter(ix, ids1[i], at1);
		count += nby[l];
		for (k = 0; !stop && k < nby[l]; k++)
			stop = pair(ids1[i], by[l][k], arg);
	}
	for (l = 0; l < 256; l++)
		free(by[l]);
	return count;
}
