/* See LICENSE file for copyright and license details. */
/*
 * Inside the word-list index, for the three modules that work on its
 * layout: wordidx.c builds and opens it, pattern.c matches patterns on
 * its bitsets, and fill.c's solver uses the bitsets as its domains. For
 * every (length, position, letter) a bucket holds the set of words with
 * that letter there; propagation ANDs and counts those sets a 64-bit word
 * at a time in the solver's innermost loop, so it reads them in place,
 * not through a function call per set. Internal to common/: wordidx.h,
 * the public interface, keeps struct xw_index opaque so that the layout
 * can change.
 */
#ifndef XW_WORDIDX_PRIV_H
#define XW_WORDIDX_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include "wordidx.h"

/* The words of one length. */
struct bucket {
	uint32_t count, first, w64;
	const unsigned char *letters;
	const uint64_t *bits;
};

struct xw_index {
	const unsigned char *base;
	size_t size;
	int mapped;		/* base is an mmap, else malloc'd */
	uint32_t nletters, nwords;
	int maxlen;
	const uint32_t *alphabet;
	const unsigned char *scores;
	const uint32_t *stroff;
	const char *text;
	struct bucket *buckets;	/* maxlen + 1 */
	uint64_t vowels[4], consonants[4];	/* sets of alphabet indices */
};

/* The alphabet index of code point cp, or -1 when the list lacks it. */
int xw_letter_index(const uint32_t *alphabet, size_t n, uint32_t cp);

/* Words of length L scored minscore or more: a prefix of the bucket. */
uint32_t xw_scored_count(const struct xw_index *ix, int L, int minscore);

/* The bits set in v[0..n), with the popcnt instruction where there is one. */
size_t xw_popcount(const uint64_t *v, uint32_t n);

/* Add a letter to a set of alphabet indices. */
void xw_set_add(uint64_t set[4], int letter);

#endif
