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
#include <time.h>

#include "wordidx.h"
#include "words.h"

/* The folder of the default index the build or make install named
   (datadir.c): the last place xw_index_default looks. */
extern const char xw_datadir[];

/* The words of one length. */
struct bucket {
	uint32_t count, first, w64;
	const unsigned char *letters;
	const uint64_t *bits;
};

struct xw_index {
	char *name;		/* its file, as messages name it; "": none */
	const unsigned char *base;
	size_t size;
	int mapped;		/* how base goes: see over() in wordidx.c */
	uint32_t flags;		/* XW_INDEX_* */
	uint32_t nletters, nwords;
	int maxlen;
	const uint32_t *alphabet;
	const unsigned char *scores;
	const uint32_t *stroff;
	const char *text;
	struct bucket *buckets;	/* maxlen + 1 */
	uint64_t vowels[4], consonants[4];	/* sets of alphabet indices */
	const uint32_t *cluoff;	/* NULL: no clues */
	const char *clues;
	/* Bytes of text and of clues: an offset read from the mapping is
	   checked against them (hostile17 F2). */
	uint32_t textsize, cluesize;
	/* A mapped index's file, open, and what it was when mapped, to
	   tell a file rewritten in place (xw_index_unchanged); -1: not
	   mapped. */
	int fd;
	struct timespec mtime;
	uint64_t filesize;
	uint32_t nsources;	/* lists of a cached stack */
	const unsigned char *sources;
};

/* Index flags, in its header. */
enum {
	XW_INDEX_FOLDED = 1,	/* accents folded (XW_WORDS_FOLD) */
	XW_INDEX_READER_SHIFT = 8	/* bits 8-15: XW_READER_REVISION */
};

/*
 * The revision of how lists are read into words, recorded in a cached
 * index of a stack (0 from builds before it was): a cached index read by
 * another revision is built again, as its words may differ. 1: decomposed
 * accents join their letter, ligatures are their letters. 2: an entry
 * with a letter of a script lists do not take is skipped, not read
 * without it. 3: Latin Extended Additional (U+1E00 to U+1EFF: Vietnamese,
 * ẞ) is taken, where its entries were skipped. 4: marks compose in any
 * order (ê and U+0323 are ệ, where the dot was dropped). 5: dotless ı
 * is I, where it was a letter of its own. 6: an entry with a combining
 * mark that composes no letter is skipped, where the mark was dropped
 * (but for a stress mark on a Cyrillic letter, dropped still). 7: a file
 * that is plainly a puzzle, XML or a zip is refused (xw_list_not_text),
 * where its keys, tags or rows were words.
 */
#define XW_READER_REVISION	7

/*
 * A list of a cached stack, as its index records it: what the file was
 * when it was indexed, its malformed lines and its suspect ones, to
 * report them again.
 */
struct xw_source {
	const char *path;	/* absolute */
	uint64_t checksum;	/* xw_fnv1a of its bytes */
	uint64_t size, ino, dev;
	int64_t mtime, ctime;	/* ns */
	struct xw_skipped skipped;
	struct xw_suspect suspect;
};

/* What an index records beside its words. */
struct xw_index_meta {
	const char *name;	/* for messages */
	const char *srcname;	/* the list beside it (wordfind -B), or NULL */
	uint64_t srchash, srcsize;	/* of that list */
	int64_t mtime;
	uint32_t flags;		/* XW_INDEX_* */
	const struct xw_source *src;	/* a cached stack's lists */
	size_t nsrc;
	int64_t built;		/* when, in ns */
};

/* Index the listed entries of w, with m, into *out (caller frees) of
   *outlen bytes. Returns 0, or -1 with e filled. */
int xw_index_make(const struct xw_wordlist *w, const struct xw_index_meta *m,
    unsigned char **out, size_t *outlen, struct xw_error *e);

/* The same, opened in memory. */
struct xw_index *xw_index_from_list(const struct xw_wordlist *w,
    const struct xw_index_meta *m, struct xw_error *e);

/*
 * "the word list is empty" for name in e, and why when w has entries,
 * all of score 0 (words never to use, which no index holds). Returns -1.
 */
int xw_empty_list(struct xw_error *e, const char *name,
    const struct xw_wordlist *w);

/*
 * The basis of the source hash an index stores (H_SRCHASH), also the
 * checksum of a cached stack's lists: not FNV-1a's (XW_FNV_BASIS,
 * 14695981039346656037) but that number short of its last digit, as
 * every index so far was built with. Changing it would make every index
 * look stale.
 */
#define XW_SRCHASH_BASIS 1469598103934665603ULL

/* An index over buf[0..len) (malloc'd, now the index's). */
struct xw_index *xw_index_over(unsigned char *buf, size_t len,
    struct xw_error *e);

/* Write buf[0..len) (then freed) to path as xw_out_open writes. */
int xw_index_write(unsigned char *buf, size_t len, const char *path,
    struct xw_error *e);

/*
 * Map the index file at path; XW_ERR_FORMAT when it is not one. input:
 * a file the user named, which no output may then replace
 * (xw_protect_fd); 0 for a cached index, rebuilt in its place. from:
 * the environment variable that named path, said in the messages of
 * I/O errors (xw_seterr_io_from), or NULL.
 */
struct xw_index *xw_index_map(const char *path, int input,
    const char *from, struct xw_error *e);

/* Whether buf[0..len) starts as an index does. */
int xw_index_is(const char *buf, size_t len);

/*
 * Read a word list or an index, as xw_slurp does: an index may be as
 * large as -B makes one (1 GiB), a list no larger than XW_MAX_FILE; a
 * regular file over its limit is refused from its size, unread. from:
 * as xw_index_map's.
 */
int xw_list_slurp(const char *path, const char *from, char **buf,
    size_t *len, struct xw_error *e);

/*
 * Whether buf[0..len) (buf[len] a NUL), not an index, is no word list:
 * it is plainly a puzzle or an archive (xw_format_plainly: an ipuz
 * document, XML), named; it holds a NUL; or it opens with UTF-16's byte
 * order mark (Notepad's "Unicode"), which is then named with the iconv
 * line that makes it a list. Returns 0, or -1 with e filled
 * (XW_ERR_FORMAT, name).
 */
int xw_list_not_text(const char *buf, size_t len, const char *name,
    struct xw_error *e);

/* The entries of the index buf[0..len) as a list with flags. */
struct xw_wordlist *xw_index_to_list(const char *buf, size_t len,
    const char *name, unsigned flags, struct xw_error *e);

/*
 * Whether the index at path is stale against the list beside it, whose
 * path goes to src (size n), and to *flags (when not NULL) the flags to
 * read it with as the index was built: XW_WORDS_FOLD for a folded one.
 */
int xw_index_stale(const char *path, char *src, size_t n, unsigned *flags);

/*
 * Clamp *mtime, a list's modification time as its index records it (in
 * nanoseconds), to SOURCE_DATE_EPOCH when that is set, so that a list a
 * build makes gives the same index at every build. Returns 0, or -1 with
 * e filled when SOURCE_DATE_EPOCH is malformed.
 */
int xw_index_clamp_mtime(int64_t *mtime, struct xw_error *e);

/* What a tool says, after the index's name, of an index rewritten
   under its mapping: the SIGBUS handler and xw_index_unchanged. */
#define XW_INDEX_CHANGED "the index changed while in use; replace it by " \
	"renaming (as wordfind -B -o does)"

/*
 * Have a SIGBUS in base[0..size), the mapping of the index at path, say
 * "prog: path: the index changed while in use; ..." and exit with status
 * 2, rather than kill the tool without a word (mapguard.c); any other
 * SIGBUS keeps its default action. xw_map_unguard(base) undoes it.
 */
void xw_map_guard(const void *base, size_t size, const char *path);
void xw_map_unguard(const void *base);

/* Whether some letter of ix has an accent to fold. */
int xw_index_foldable(const struct xw_index *ix);

/* The XW_READER_REVISION that ix was built by, 0 when not recorded. */
unsigned xw_index_reader(const struct xw_index *ix);

/* The lists of a cached index in *src (caller frees), and when it was
   built (ns). */
size_t xw_index_sources(const struct xw_index *ix, struct xw_source **src);
int64_t xw_index_built(const struct xw_index *ix);

/* Write the cached index ix to path with the same lists src[0..n) (new
   times, same paths and checksums). */
int xw_index_restamp(const struct xw_index *ix, const struct xw_source *src,
    size_t n, const char *path, struct xw_error *e);

/*
 * For building lists from indexes: flags, and an entry kept as a list
 * keeps it (the better score of two). An entry the flags make malformed
 * (folded past XW_WORD_MAX letters: ß is ss) is skipped, as a list's
 * line is, at entry (its number in the index, from 1); -1.
 */
void xw_wordlist_set_flags(struct xw_wordlist *w, unsigned flags);
int xw_wordlist_put(struct xw_wordlist *w, long entry, const char *word,
    int score, const char *clue);

/* The alphabet index of code point cp, or -1 when the list lacks it. */
int xw_letter_index(const uint32_t *alphabet, size_t n, uint32_t cp);

/*
 * Whether every letter of the words of length L is one of the alphabet.
 * Opening does not look, as a query seldom reads the letters of a word,
 * and those it reads index nothing; the solver indexes its tables with
 * them, and asks for each length it fills.
 */
int xw_index_letters_fit(const struct xw_index *ix, int L);

/*
 * The bucket of the words of length L into *out, its letters copied to
 * memory of their own (caller frees out->letters), when every one is of
 * the alphabet: the solver indexes its tables with them, and a mapped
 * index shows a file rewritten in place (cp over it), whose bytes would
 * index past their ends (hostile17 F2). 64 words of letter 0 follow the
 * last. Returns 0, or -1 (nothing to free) when a letter is outside the
 * alphabet.
 */
int xw_index_own_letters(const struct xw_index *ix, int L, struct bucket *out);

/* Words of length L scored minscore or more: a prefix of the bucket. */
uint32_t xw_scored_count(const struct xw_index *ix, int L, int minscore);

/* The bits set in v[0..n), with the popcnt instruction where there is one. */
size_t xw_popcount(const uint64_t *v, uint32_t n);

/* Add a letter to a set of alphabet indices. */
void xw_set_add(uint64_t set[4], int letter);

#endif
