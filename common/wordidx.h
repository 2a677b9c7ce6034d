/* See LICENSE file for copyright and license details. */
#ifndef XW_WORDIDX_H
#define XW_WORDIDX_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"
#include "words.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The word-list index: one file, memory-mapped read-only, shared by
 * wordfind and gridfill. Words are grouped by length in letters (code
 * points), each group ordered by score, then alphabetically; for every
 * (length, position, letter) a bitset says which words have that letter
 * there, so matching a pattern is a few word-wide ANDs. The layout is
 * fixed and little-endian; man/wordfind.1 describes it.
 */
struct xw_index;

/*
 * Index the word list src[0..len) (its source text, modified in place);
 * name is stored so a stale index can be found later, and mtime (the
 * list's modification time in nanoseconds) with it.
 * On success *out (caller frees) holds *outlen bytes, and *skipped the
 * number of malformed lines, the first at *first_skipped (either may be
 * NULL, here and below). Returns 0, or -1 with e filled (an empty list,
 * more than 255 distinct letters).
 */
int xw_index_build(char *src, size_t len, const char *name, int64_t mtime,
    unsigned char **out, size_t *outlen, size_t *skipped,
    long *first_skipped, struct xw_error *e);

/*
 * Index the word list at list into the file path, written as xw_out_open
 * writes. Its malformed lines are counted in *skipped, the first at
 * *first_skipped, also when writing then fails (0 when the list could
 * not be read or indexed). Returns 0, or -1 with e filled.
 */
int xw_index_save(const char *list, const char *path, size_t *skipped,
    long *first_skipped, struct xw_error *e);

/*
 * Open path: an index file (checked, then mapped; refused when truncated,
 * foreign or stale against the source list beside it) or a source list
 * (indexed in memory, its malformed lines counted as by xw_index_build);
 * NULL or "-" is standard input. Returns the index, or NULL with e
 * filled.
 */
struct xw_index *xw_index_open(const char *path, size_t *skipped,
    long *first_skipped, struct xw_error *e);
void xw_index_close(struct xw_index *ix);

/*
 * How to open a stack of lists: flags (XW_WORDS_FOLD), the folder of
 * cached indexes (NULL: build in memory), and where warnings go (each
 * may be NULL): warn gets a list left out or a cache that cannot be
 * written, skipped the malformed lines of each list (n > 0), and suspect
 * the lines kept but likely meant otherwise (n > 0), also when its index
 * comes from the cache. from: the environment variable that
 * named the lists, said after a list's name when it cannot be opened or
 * read ("cannot open 'x' (from XW_WORDLIST): why"), or NULL.
 */
struct xw_stack_opts {
	unsigned flags;
	const char *cache;
	void (*warn)(const struct xw_error *w, void *arg);
	void (*skipped)(const char *list, const struct xw_skipped *s,
	    void *arg);
	void *arg;
	const char *from;
	/* Last, so that the members before keep their places. */
	void (*suspect)(const char *list, const struct xw_suspect *s,
	    void *arg);
};

/*
 * Open the stack paths[0..n): word lists or indexes ("-" standard
 * input), merged in order (a later score overrides, score 0 removes the
 * word). One index file, fresh and fit for the flags, is mapped as it
 * is; anything else is indexed once into o->cache, under a name made
 * from the lists' paths and the flags, and opened from there while
 * every list keeps its checksum (size, times and inode are checked
 * first, the contents when they differ). An index stale against its
 * list is replaced by that list, read as the index was (folded or not);
 * a list that cannot be read is left out with a warning; a pipe or a
 * FIFO is read once and not cached. With XW_WORDS_FOLD the index is a
 * folded one (xw_index_folded), which folds patterns and lookups.
 * Returns the index, or NULL with e filled when nothing usable remains.
 */
struct xw_index *xw_index_open_stack(const char *const *paths, size_t n,
    const struct xw_stack_opts *o, struct xw_error *e);

/*
 * Merge the stack paths[0..n) as xw_index_open_stack does and index it
 * into the file path (with one list, its name is kept, so that a stale
 * index is found later). Returns 0, or -1 with e filled.
 */
int xw_index_save_stack(const char *const *paths, size_t n,
    const struct xw_stack_opts *o, const char *path, struct xw_error *e);

/*
 * The stack paths[0..n) merged into one list, as xw_index_open_stack
 * merges it, with the same warnings. Returns it, or NULL with e filled
 * when nothing usable remains.
 */
struct xw_wordlist *xw_wordlist_stack(const char *const *paths, size_t n,
    const struct xw_stack_opts *o, struct xw_error *e);

/*
 * The folder of cached indexes: $XDG_CACHE_HOME/xwtools, else
 * $HOME/.cache/xwtools; NULL when neither variable is set. In a buffer
 * of the calling thread's, which its next call overwrites.
 */
const char *xw_index_cache_dir(void);

/*
 * The default stack: the lists of $XW_WORDLIST, split at colons (empty
 * parts ignored), else the default index alone. Returns a NULL-ended
 * array, freed with one free(), and its length in *n.
 */
char **xw_index_default_stack(size_t *n);

/*
 * The default index: $XW_DATADIR/words.idx; else, for a binary run from
 * the build tree (share/mkwords.sh beside its bin/), its share/words.idx;
 * else ../share/xwtools/words.idx from the binary's folder, where make
 * install puts it; else the same from the folder of the shared libxw,
 * for other programs linked with it; else the one in the folder the
 * build named, which make install makes its PREFIX's in the libxw.a and
 * libxw.so it installs. In a buffer of the calling thread's, which its
 * next call overwrites.
 */
const char *xw_index_default(void);

/* The word list the default index is built from: words.txt beside it.
   In a buffer of the calling thread's, which its next call overwrites. */
const char *xw_index_default_list(void);

/* Words in the index, and the length of the longest. */
size_t xw_index_size(const struct xw_index *ix);
int xw_index_maxlen(const struct xw_index *ix);

/* A word by id: its normalised text, score and length in letters. */
const char *xw_index_word(const struct xw_index *ix, uint32_t id);
int xw_index_score(const struct xw_index *ix, uint32_t id);
int xw_index_length(const struct xw_index *ix, uint32_t id);

/* The sample clue of word id, or NULL when it has none. */
const char *xw_index_clue(const struct xw_index *ix, uint32_t id);

/*
 * Whether the file of ix, when mapped, is as it was when opened: 0, or
 * -1 with e filled (XW_ERR_STALE, "the index changed while in use; replace it by
 * renaming (as wordfind -B -o does)") when it was rewritten in place
 * (cp over it), which the mapping shows: what was read from it since
 * may be of either file, or of neither. A program checks before it
 * gives what it found as an answer. An index in memory is always as
 * it was.
 */
int xw_index_unchanged(const struct xw_index *ix, struct xw_error *e);

/* Whether the index folds accents (built with XW_WORDS_FOLD): patterns
   and lookups are folded too. */
int xw_index_folded(const struct xw_index *ix);

/*
 * The first letter of text (normalised as the index's words are, so a
 * pattern's ? [ * are passed over) that no word of ix has, or 0 when it
 * has them all; *folds says whether folding accents (wordfind -f) would
 * make each such letter letters of ix: 0 on a folded index.
 */
uint32_t xw_index_lacks(const struct xw_index *ix, const char *text,
    int *folds);

/* The id of word (normalised as list entries are), or -1 if not listed. */
long xw_index_lookup(const struct xw_index *ix, const char *word);

/* The letter (as an alphabet index) at position pos of word id. */
int xw_index_letter(const struct xw_index *ix, uint32_t id, int pos);

/*
 * A parsed pattern (see wordfind(1)): ? or . any letter, a letter, sets
 * [abc] [^abc] [a-e], @ a vowel, # a consonant, * any run of letters,
 * /letters an anagram with ? for blanks.
 */
struct xw_pattern;

/*
 * Whether every set of text holds single letters, text folded when fold
 * is set: 0, or -1 with e filled when one holds a ligature (ﬁ) or, with
 * fold, a letter that folds to two (æ, ß), which [AE] would misread as
 * either letter. For a caller folding text itself before parsing it.
 */
int xw_pattern_sets_single(const char *text, int fold, struct xw_error *e);

/* Parse text; NULL with e filled (column of the fault) when malformed. */
struct xw_pattern *xw_pattern_parse(const struct xw_index *ix,
    const char *text, struct xw_error *e);
void xw_pattern_free(struct xw_pattern *p);

/* The shortest and longest words p can match (longest -1: no bound). */
int xw_pattern_minlen(const struct xw_pattern *p);
int xw_pattern_maxlen(const struct xw_pattern *p);

/* Match options. */
enum {
	XW_MATCH_SUBANAGRAM = 1	/* /letters: words using only some of them */
};

/* How many words with score >= minscore match p. */
size_t xw_pattern_count(const struct xw_index *ix, const struct xw_pattern *p,
    int minscore, unsigned flags);

/*
 * The ids of the words with score >= minscore that match p, by score
 * then alphabetically, in *ids (caller frees). Returns their number.
 */
size_t xw_pattern_match(const struct xw_index *ix,
    const struct xw_pattern *p, int minscore, unsigned flags, uint32_t **ids);

/*
 * Crossing pairs: each word ids1[i] (in order) with each word ids2[k] (in
 * order) whose letter at position at2 equals the first's at position at1
 * (0-based). pair is called for each, in that order, until it returns
 * nonzero (NULL: just count). Returns how many pairs there are in all.
 */
size_t xw_crossing(const struct xw_index *ix, const uint32_t *ids1,
    size_t n1, int at1, const uint32_t *ids2, size_t n2, int at2,
    int (*pair)(uint32_t a, uint32_t b, void *arg), void *arg);

#ifdef __cplusplus
}
#endif

#endif
