/* See LICENSE file for copyright and license details. */
#ifndef XW_WORDS_H
#define XW_WORDS_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * A word list read from its source: one entry per line, "word;score",
 * "word,score", "word<TAB>score" or "word score" (score 0-100, 50 when
 * missing), the separator told from the content, with an optional third
 * field, a sample clue; "#" starts a comment line; a byte order mark and
 * CR LF line ends are allowed. Entries are normalised: case folded,
 * everything but letters and digits dropped. Score 0 marks a word never
 * to use: such an entry is not listed, and a list merged over another
 * removes the word from it. wordfind(1) describes the format.
 */
struct xw_wordlist;

/* Flags of xw_wordlist_read and xw_word_normalize_flags. */
enum {
	XW_WORDS_FOLD = 1,	/* fold accents: CAFÉ is CAFE, Æ is AE */
	/* keep the letters of every script, Hebrew and Han too, which
	   lists cannot hold (for xw_word_normalize_flags: answers) */
	XW_WORDS_ANY_SCRIPT = 2
};

/* Letters in an entry at most; a longer one is a malformed line. */
#define XW_WORD_MAX	255

/* Malformed lines of a list: how many, and the first few of them. */
#define XW_SKIPPED_KEPT	5
struct xw_skipped {
	size_t n;			/* lines skipped */
	size_t kept;			/* of them in line[] and why[] */
	long line[XW_SKIPPED_KEPT];	/* their numbers, from 1 */
	int why[XW_SKIPPED_KEPT];	/* XW_BAD_* */
	uint32_t what[XW_SKIPPED_KEPT];	/* XW_BAD_SCRIPT: the letter;
					   XW_BAD_MARK: the mark */
	int bom;			/* the list starts with a UTF-8 byte
					   order mark, which converting
					   its XW_BAD_UTF8 lines must drop */
	int not_1252;			/* an XW_BAD_UTF8 line is no
					   Windows-1252 text either (a byte
					   it leaves undefined, a control
					   character): no iconv reads it */
};

/* What is wrong with a malformed line. */
enum {
	XW_BAD_UTF8 = 1,	/* not valid UTF-8 */
	XW_BAD_SCORE,		/* a score that is not a whole number 0-100 */
	XW_BAD_LONG,		/* over XW_WORD_MAX letters */
	XW_BAD_EMPTY,		/* no letter nor digit in the word */
	XW_BAD_SCRIPT,		/* a letter of a script lists do not take
				   (xw_untaken_letter), in what[] */
	XW_BAD_MARK		/* a combining mark that composes no letter
				   with the one before it, in what[] */
};

/*
 * Lines kept as read but likely meant otherwise: in a list not read as
 * comma-separated, a word alone that ends in a comma and a number, as a
 * line pasted from a comma-separated list is ("ice cream,80" among
 * "word;score" lines is the word ICECREAM80, scored 50). How many, and
 * the first.
 */
#define XW_SUSPECT_TEXT	128
struct xw_suspect {
	size_t n;			/* lines */
	long line;			/* the first one's number, from 1 */
	int sep;			/* what most of the list's lines are
					   split at: ';', '\t', ' ', or 0
					   when they give no score */
	char text[XW_SUSPECT_TEXT];	/* the first line, trimmed */
	char word[XW_SUSPECT_TEXT];	/* the word it made; each cut to
					   "..." and its end when longer */
};

/* The reason why (XW_BAD_*) in words, for messages: "not valid UTF-8". */
const char *xw_skipped_why(int why);

/*
 * What is wrong with the i-th line s kept, in words, in buf[0..size):
 * xw_skipped_why's, or for XW_BAD_SCRIPT the letter itself, as text
 * and as U+XXXX, or for XW_BAD_MARK the mark as U+XXXX.
 * XW_SKIPPED_SAY_SIZE bytes are room enough. Returns buf.
 */
#define XW_SKIPPED_SAY_SIZE	192
const char *xw_skipped_say(const struct xw_skipped *s, size_t i, char *buf,
    size_t size);

/*
 * Load the list at path: a source list, a word-list index (see
 * wordidx.h), or standard input for NULL or "-". Malformed lines are
 * skipped and counted. Returns the list, or NULL with e filled (no such
 * file, binary data, a corrupt index).
 */
struct xw_wordlist *xw_wordlist_load(const char *path, struct xw_error *e);

/* The same with flags (XW_WORDS_FOLD). */
struct xw_wordlist *xw_wordlist_read(const char *path, unsigned flags,
    struct xw_error *e);

/*
 * The list in the source text buf[0..len), which it modifies. No index
 * is read and nothing refused: the bytes of an index or other binary
 * data give whatever lines parse, the rest skipped and counted.
 */
struct xw_wordlist *xw_wordlist_load_mem(char *buf, size_t len);

/* The same from buf[0..len), which it leaves alone, with flags. */
struct xw_wordlist *xw_wordlist_parse(const char *buf, size_t len,
    unsigned flags);

/* A new empty list; entries go in with xw_wordlist_set. */
struct xw_wordlist *xw_wordlist_new(void);
void xw_wordlist_free(struct xw_wordlist *w);

/*
 * Give word (normalised with the list's flags first) score, 0 to 100,
 * and, when clue is not NULL, that sample clue, as a later list of a
 * stack does: score 0 removes it. Returns 0, or -1, the list unchanged,
 * when score is outside 0-100 (as a list's line "word;101" is
 * XW_BAD_SCORE), or word is not valid UTF-8, has no letter, is too long,
 * or has what makes a list's line malformed (a letter of a script lists
 * do not take, a mark that composes none).
 */
int xw_wordlist_set(struct xw_wordlist *w, const char *word, int score,
    const char *clue);

/*
 * Merge src into dst as the later list of a stack: each of its words
 * takes src's score (and clue, when it has one), and its words of score 0
 * are removed from dst.
 */
void xw_wordlist_merge(struct xw_wordlist *dst,
    const struct xw_wordlist *src);

/* Entries listed (score 1 or more), and lines skipped (with the first
   one's number). */
size_t xw_wordlist_size(const struct xw_wordlist *w);
size_t xw_wordlist_skipped(const struct xw_wordlist *w, long *first_line);

/* Entries of score 0, kept as words never to use but not listed (so an
   index of the list, which holds the listed ones, lacks them). */
size_t xw_wordlist_unlisted(const struct xw_wordlist *w);

/* The malformed lines in *s: their number and the first few. */
void xw_wordlist_skipped_info(const struct xw_wordlist *w,
    struct xw_skipped *s);

/* The lines kept as read but likely meant otherwise in *s. */
void xw_wordlist_suspect_info(const struct xw_wordlist *w,
    struct xw_suspect *s);

/* Call fn for every entry listed (normalised word, score), in no set
   order. */
void xw_wordlist_foreach(const struct xw_wordlist *w,
    void (*fn)(const char *word, int score, void *arg), void *arg);

/* The same with each entry's sample clue (NULL when it has none). */
void xw_wordlist_foreach_clue(const struct xw_wordlist *w,
    void (*fn)(const char *word, int score, const char *clue, void *arg),
    void *arg);

/* The score of word (normalised first), or -1 when it is not listed. */
int xw_wordlist_score(const struct xw_wordlist *w, const char *word);

/* Whether word (normalised first) has an entry, whatever its score, 0
   included: for a list of words to leave out, whose scores mean nothing. */
int xw_wordlist_has(const struct xw_wordlist *w, const char *word);

/* The sample clue of word, or NULL when it has none or is not listed. */
const char *xw_wordlist_clue(const struct xw_wordlist *w, const char *word);

/*
 * word normalised as list entries are, in a new string the caller frees;
 * NULL when word is not valid UTF-8.
 */
char *xw_word_normalize(const char *word);

/* The same with flags: XW_WORDS_FOLD folds accents too. */
char *xw_word_normalize_flags(const char *word, unsigned flags);

/*
 * s with its accented letters folded to plain ones (é to e, Æ to AE), its
 * ligatures spelt out (ﬁ to fi) and everything else kept, in a new string
 * the caller frees; NULL when s is not valid UTF-8. For patterns, whose
 * other characters mean something.
 */
char *xw_word_fold(const char *s);

/*
 * s with its ligatures spelt out (ﬁ is fi), as xw_word_fold does too, in
 * a new string the caller frees; NULL when s is not valid UTF-8.
 */
char *xw_word_unligate(const char *s);

#ifdef __cplusplus
}
#endif

#endif
