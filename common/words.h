/* See LICENSE file for copyright and license details. */
#ifndef XW_WORDS_H
#define XW_WORDS_H

#include <stddef.h>

#include "util.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * A word list read from its source: one entry per line, "word;score" or
 * "word score" (score 0-100, 50 when missing). Entries are normalised:
 * case folded, everything but letters and digits dropped.
 */
struct xw_wordlist;

/*
 * Load the list at path. Lines that are not valid UTF-8 or have a bad
 * score are skipped and counted. Returns the list, or NULL with e filled.
 */
struct xw_wordlist *xw_wordlist_load(const char *path, struct xw_error *e);

/* The same from the bytes buf[0..len), which it modifies. */
struct xw_wordlist *xw_wordlist_load_mem(char *buf, size_t len);
void xw_wordlist_free(struct xw_wordlist *w);

/* Entries loaded, and lines skipped (with the first one's number). */
size_t xw_wordlist_size(const struct xw_wordlist *w);
size_t xw_wordlist_skipped(const struct xw_wordlist *w, long *first_line);

/* Call fn for every entry (normalised word, score), in no set order. */
void xw_wordlist_foreach(const struct xw_wordlist *w,
    void (*fn)(const char *word, int score, void *arg), void *arg);

/* The score of word (normalised first), or -1 when it is not listed. */
int xw_wordlist_score(const struct xw_wordlist *w, const char *word);

/*
 * word normalised as list entries are, in a new string the caller frees;
 * NULL when word is not valid UTF-8.
 */
char *xw_word_normalize(const char *word);

#ifdef __cplusplus
}
#endif

#endif
