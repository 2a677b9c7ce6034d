/* See LICENSE file for copyright and license details. */
/* dladdr(3), to find the default index beside the shared library. */
#define _GNU_SOURCE

#include <sys/mman.h>
#include <sys/stat.h>

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clocale.h"
#include "format_priv.h"
#include "text.h"
#include "utf8.h"
#include "util.h"
#include "util_priv.h"
#include "wordidx.h"
#include "wordidx_priv.h"
#include "words.h"

/*
 * File layout, all integers little-endian:
 *   header (HDR_SIZE bytes, fields at the offsets below)
 *   alphabet: u32 code point per letter, A of them, in code point order
 *   buckets: one per length 0..maxlen, BUCKET_SIZE bytes each:
 *     u32 count, u32 first id, u32 words64, u32 0, u64 letters, u64 bits
 *   scores: u8 per word
 *   text offsets: u32 per word, and one past the last
 *   text: each word's normalised UTF-8, NUL-terminated
 *   per bucket: letters (count * length bytes, alphabet indices), then
 *   bitsets, 8-aligned: [position][letter][words64] u64
 *   clues (when H_OFF_CLUES is not 0): u32 offset per word and one past
 *   the last, then each word's sample clue, NUL-terminated ("" for none)
 *   sources (when H_NSOURCES is not 0, in a cached index of a stack):
 *   per list, SOURCE_SIZE bytes: u64 checksum, size, mtime (ns), ctime
 *   (ns), inode, device, lines skipped, u32 of them kept, u32 path length,
 *   XW_SKIPPED_KEPT times (u64 line, u32 why, u32 what: the letter
 *   of XW_BAD_SCRIPT, the mark of XW_BAD_MARK, else 0); suspect lines
 *   (struct xw_suspect): u64 count, u64 first line, u32 separator, u32
 *   flags: 1 when the list starts with a UTF-8 byte order mark (xw_skipped's
 *   bom; 0 as builds before it wrote it: the mark unsaid, nothing else),
 *   2 when a line not UTF-8 is no Windows-1252 text either (not_1252;
 *   builds before it read it as no mark, and give the iconv hint),
 *   XW_SUSPECT_TEXT bytes of its text and as many of its word, each
 *   NUL-padded; then its path and a NUL, padded to 8 bytes.
 * Version 3 added the suspect lines to the record of a list; version 2
 * added the flags, clues and sources; version 1 had a 128-byte header.
 */
#define MAGIC		"XWINDEX"	/* and a NUL: 8 bytes */
#define VERSION		3
/* The version before, read when it records no list: then nothing of
   its layout differs from VERSION's. */
#define VERSION_NOLISTS	2
#define HDR_SIZE	160
#define BUCKET_SIZE	32
#define SUSPECT_AT	(64 + 16 * XW_SKIPPED_KEPT)
#define SOURCE_SIZE	(SUSPECT_AT + 24 + 2 * XW_SUSPECT_TEXT)
#define MAX_LETTERS	255
#define MAX_LEN		XW_WORD_MAX
/* No list a person keeps needs more; junk could ask for far more. */
#define MAX_INDEX	((uint64_t)1 << 30)

enum {
	H_MAGIC = 0, H_VERSION = 8, H_ALPHA = 12, H_SIZE = 16,
	H_SRCHASH = 24, H_SRCSIZE = 32, H_SRCMTIME = 40, H_NWORDS = 48,
	H_MAXLEN = 52, H_OFF_ALPHA = 56, H_OFF_BUCKETS = 64,
	H_OFF_SCORES = 72, H_OFF_STROFF = 80, H_OFF_TEXT = 88,
	H_SRCNAME = 96, SRCNAME_SIZE = 32, H_FLAGS = 128, H_NSOURCES = 132,
	H_OFF_CLUES = 136, H_OFF_SOURCES = 144, H_BUILT = 152
};

static uint32_t
rd32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

static uint64_t
rd64(const unsigned char *p)
{
	return (uint64_t)rd32(p) | (uint64_t)rd32(p + 4) << 32;
}

static void
wr32(unsigned char *p, uint32_t v)
{
	p[0] = (unsigned char)v;
	p[1] = (unsigned char)(v >> 8);
	p[2] = (unsigned char)(v >> 16);
	p[3] = (unsigned char)(v >> 24);
}

static void
wr64(unsigned char *p, uint64_t v)
{
	wr32(p, (uint32_t)v);
	wr32(p + 4, (uint32_t)(v >> 32));
}

/* Building. */

int
xw_letter_index(const uint32_t *alphabet, size_t n, uint32_t cp)
{
	size_t lo = 0, hi = n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (alphabet[mid] < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < n && alphabet[lo] == cp ? (int)lo : -1;
}

void
xw_set_add(uint64_t set[4], int letter)
{
	set[letter / 64] |= (uint64_t)1 << (letter % 64);
}

struct entry {
	uint64_t key;		/* length, score, first bytes: see sort_entries */
	const char *word;
	const char *clue;
	int score, len;
};

struct builder {
	struct entry *v;
	size_t n, cap;
	uint32_t *cps;		/* distinct code points seen, unsorted */
	size_t ncps, capcps;
	unsigned char ascii[128];	/* fast path: seen already */
	int clues;		/* some entry has a clue */
};

static void
collect(const char *word, int score, const char *clue, void *arg)
{
	struct builder *b = arg;
	size_t off = 0, n = strlen(word), k, len;
	uint32_t cp;
	int letters = 0;

	while (off < n) {
		len = xw_utf8_decode(word + off, n - off, &cp);
		off += len;
		letters++;
		if (cp < 128 && b->ascii[cp])
			continue;
		for (k = 0; k < b->ncps && b->cps[k] != cp; k++)
			;
		if (cp < 128)
			b->ascii[cp] = 1;
		if (k == b->ncps) {
			if (b->ncps == b->capcps) {
				b->capcps = b->capcps ? 2 * b->capcps : 64;
				b->cps = xw_ereallocarray(b->cps, b->capcps,
				    sizeof(*b->cps));
			}
			b->cps[b->ncps++] = cp;
		}
	}
	if (letters > MAX_LEN)
		return;
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 1024;
		b->v = xw_ereallocarray(b->v, b->cap, sizeof(*b->v));
	}
	if (clue != NULL)
		b->clues = 1;
	/* Every list's scores are 0 to 100, and an index opened with any
	   other is refused: none is written. */
	if (score > 100)
		score = 100;
	b->v[b->n++] = (struct entry){ 0, word, clue, score, letters };
}

/*
 * Sort by length, then score (highest first), then word. A 64-bit key
 * holds the length, the score and the word's first five bytes, so one
 * radix sort does nearly all the work and strcmp only orders the short
 * runs of words whose keys are equal. (qsort with strcmp took most of
 * the time of building an index.)
 */
static void
sort_entries(struct entry *v, size_t n)
{
	struct entry *tmp = xw_ereallocarray(NULL, n, sizeof(*tmp)), *src = v,
	    *dst = tmp, *swap, cur;
	size_t count[256], i, j, sum;
	int shift, b;

	for (i = 0; i < n; i++) {
		/* The score as the index stores it, a byte: whatever it is,
		   it cannot reach the length above it, which places each
		   word in its length's bucket. */
		uint64_t key = (uint64_t)v[i].len << 56 |
		    (uint64_t)(255 - (unsigned char)v[i].score) << 48;
		const unsigned char *w = (const unsigned char *)v[i].word;

		for (b = 0; b < 5 && w[b] != '\0'; b++)
			key |= (uint64_t)w[b] << (32 - 8 * b);
		v[i].key = key;
	}
	for (shift = 0; shift < 64; shift += 8) {
		memset(count, 0, sizeof(count));
		for (i = 0; i < n; i++)
			count[(src[i].key >> shift) & 0xff]++;
		if (count[(src[0].key >> shift) & 0xff] == n)
			continue;	/* every key has the same byte here */
		for (b = 0, sum = 0; b < 256; b++) {
			size_t c = count[b];

			count[b] = sum;
			sum += c;
		}
		for (i = 0; i < n; i++)
			dst[count[(src[i].key >> shift) & 0xff]++] = src[i];
		swap = src, src = dst, dst = swap;
	}
	if (src != v)
		memcpy(v, src, n * sizeof(*v));
	/* Equal keys: insertion sort by the whole word. */
	for (i = 1; i < n; i++) {
		if (v[i].key != v[i - 1].key)
			continue;
		cur = v[i];
		for (j = i; j > 0 && v[j - 1].key == cur.key &&
		    strcmp(v[j - 1].word, cur.word) > 0; j--)
			v[j] = v[j - 1];
		v[j] = cur;
	}
	free(tmp);
}

static int
cp_order(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

static size_t
align8(size_t n)
{
	return (n + 7) & ~(size_t)7;
}

static int
little_endian(void)
{
	uint32_t one = 1;

	return *(unsigned char *)&one == 1;
}

static size_t
source_size(const struct xw_source *s)
{
	return SOURCE_SIZE + align8(strlen(s->path) + 1);
}

/* Write the sources section at p. */
static void
write_sources(unsigned char *p, const struct xw_source *src, size_t n)
{
	size_t i, k, len;

	for (i = 0; i < n; i++) {
		const struct xw_source *s = &src[i];

		wr64(p, s->checksum);
		wr64(p + 8, s->size);
		wr64(p + 16, (uint64_t)s->mtime);
		wr64(p + 24, (uint64_t)s->ctime);
		wr64(p + 32, s->ino);
		wr64(p + 40, s->dev);
		wr64(p + 48, s->skipped.n);
		wr32(p + 56, (uint32_t)s->skipped.kept);
		len = strlen(s->path);
		wr32(p + 60, (uint32_t)len);
		for (k = 0; k < s->skipped.kept; k++) {
			wr64(p + 64 + 16 * k, (uint64_t)s->skipped.line[k]);
			wr32(p + 72 + 16 * k, (uint32_t)s->skipped.why[k]);
			wr32(p + 76 + 16 * k, s->skipped.what[k]);
		}
		wr64(p + SUSPECT_AT, s->suspect.n);
		wr64(p + SUSPECT_AT + 8, (uint64_t)s->suspect.line);
		wr32(p + SUSPECT_AT + 16, (uint32_t)s->suspect.sep);
		wr32(p + SUSPECT_AT + 20, (s->skipped.bom != 0) |
		    (s->skipped.not_1252 != 0) << 1);
		memcpy(p + SUSPECT_AT + 24, s->suspect.text, XW_SUSPECT_TEXT);
		memcpy(p + SUSPECT_AT + 24 + XW_SUSPECT_TEXT, s->suspect.word,
		    XW_SUSPECT_TEXT);
		memcpy(p + SOURCE_SIZE, s->path, len);
		p += source_size(s);
	}
}

int
xw_empty_list(struct xw_error *e, const char *name,
    const struct xw_wordlist *w)
{
	size_t n = xw_wordlist_unlisted(w);

	if (n == 0)
		return xw_seterr(e, XW_ERR_INVALID, name, 0, 0,
		    "the word list is empty");
	return xw_seterr(e, XW_ERR_INVALID, name, 0, 0, "the word list is "
	    "empty: %s %zu word%s score%s 0, which marks a word never to "
	    "use", n == 1 ? "its" : "all its", n, n == 1 ? "" : "s",
	    n == 1 ? "s" : "");
}

int
xw_index_make(const struct xw_wordlist *w, const struct xw_index_meta *m,
    unsigned char **out, size_t *outlen, struct xw_error *e)
{
	struct builder b = { 0 };
	size_t i, off, textlen = 0, cluelen = 0, counts[MAX_LEN + 1] = { 0 };
	size_t firsts[MAX_LEN + 1], letters_off[MAX_LEN + 1];
	size_t bits_off[MAX_LEN + 1], w64[MAX_LEN + 1], clues_off = 0;
	size_t sources_off = 0;
	uint64_t size;
	unsigned char *buf, *p;
	uint64_t *bits;
	const char *base;
	int maxlen = 0, L, ascii[128];

	if (!little_endian())
		return xw_seterr(e, XW_ERR_UNAVAILABLE, m->name, 0, 0,
		    "word-list indexes are little-endian, and this machine "
		    "is not");
	xw_wordlist_foreach_clue(w, collect, &b);
	if (b.n == 0) {
		xw_empty_list(e, m->name, w);
		goto fail;
	}
	if (b.ncps > MAX_LETTERS) {
		xw_seterr(e, XW_ERR_INVALID, m->name, 0, 0, "the word list "
		    "has %zu different letters, more than %d", b.ncps,
		    MAX_LETTERS);
		goto fail;
	}
	qsort(b.cps, b.ncps, sizeof(*b.cps), cp_order);
	for (i = 0; i < 128; i++)
		ascii[i] = xw_letter_index(b.cps, b.ncps, (uint32_t)i);
	sort_entries(b.v, b.n);
	for (i = 0; i < b.n; i++) {
		counts[b.v[i].len]++;
		textlen += strlen(b.v[i].word) + 1;
		if (b.clues)
			cluelen += (b.v[i].clue != NULL ?
			    strlen(b.v[i].clue) : 0) + 1;
		if (b.v[i].len > maxlen)
			maxlen = b.v[i].len;
	}
	off = HDR_SIZE + 4 * b.ncps;
	off = align8(off);
	size = off + BUCKET_SIZE * (size_t)(maxlen + 1);
	size = align8(size + b.n) + 4 * (b.n + 1) + textlen;
	for (L = 0, i = 0; L <= maxlen; L++) {
		firsts[L] = i;
		i += counts[L];
		w64[L] = (counts[L] + 63) / 64;
		letters_off[L] = size;
		size = align8(size + counts[L] * (size_t)L);
		bits_off[L] = size;
		size += 8 * (uint64_t)w64[L] * (uint64_t)L * b.ncps;
	}
	if (b.clues) {
		clues_off = size;
		size = align8(size + 4 * (b.n + 1) + cluelen);
	}
	if (m->nsrc > 0) {
		sources_off = size;
		for (i = 0; i < m->nsrc; i++)
			size += source_size(&m->src[i]);
	}
	if (size > MAX_INDEX || size != (size_t)size) {
		xw_seterr(e, XW_ERR_LIMIT, m->name, 0, 0, "the index of this "
		    "list would take %llu MB, more than %llu MB",
		    (unsigned long long)(size >> 20),
		    (unsigned long long)(MAX_INDEX >> 20));
		goto fail;
	}
	buf = xw_ecalloc(size, 1);
	memcpy(buf + H_MAGIC, MAGIC, 8);
	wr32(buf + H_VERSION, VERSION);
	wr32(buf + H_ALPHA, (uint32_t)b.ncps);
	wr64(buf + H_SIZE, size);
	wr64(buf + H_SRCHASH, m->srchash);
	wr64(buf + H_SRCSIZE, m->srcsize);
	wr64(buf + H_SRCMTIME, (uint64_t)m->mtime);
	wr32(buf + H_NWORDS, (uint32_t)b.n);
	wr32(buf + H_MAXLEN, (uint32_t)maxlen);
	if (m->srcname != NULL) {
		base = strrchr(m->srcname, '/') != NULL ?
		    strrchr(m->srcname, '/') + 1 : m->srcname;
		if (strlen(base) < SRCNAME_SIZE)
			memcpy(buf + H_SRCNAME, base, strlen(base));
	}
	wr32(buf + H_FLAGS, m->flags);
	wr32(buf + H_NSOURCES, (uint32_t)m->nsrc);
	wr64(buf + H_OFF_CLUES, clues_off);
	wr64(buf + H_OFF_SOURCES, sources_off);
	wr64(buf + H_BUILT, (uint64_t)m->built);
	wr64(buf + H_OFF_ALPHA, HDR_SIZE);
	for (i = 0; i < b.ncps; i++)
		wr32(buf + HDR_SIZE + 4 * i, b.cps[i]);
	wr64(buf + H_OFF_BUCKETS, off);
	for (L = 0; L <= maxlen; L++) {
		p = buf + off + BUCKET_SIZE * (size_t)L;
		wr32(p, (uint32_t)counts[L]);
		wr32(p + 4, (uint32_t)firsts[L]);
		wr32(p + 8, (uint32_t)w64[L]);
		wr64(p + 16, letters_off[L]);
		wr64(p + 24, bits_off[L]);
	}
	off += BUCKET_SIZE * (size_t)(maxlen + 1);
	wr64(buf + H_OFF_SCORES, off);
	for (i = 0; i < b.n; i++)
		buf[off + i] = (unsigned char)b.v[i].score;
	off = align8(off + b.n);
	wr64(buf + H_OFF_STROFF, off);
	wr64(buf + H_OFF_TEXT, off + 4 * (b.n + 1));
	{
		unsigned char *stroff = buf + off;
		char *text = (char *)buf + off + 4 * (b.n + 1);
		size_t t = 0;

		for (i = 0; i < b.n; i++) {
			wr32(stroff + 4 * i, (uint32_t)t);
			memcpy(text + t, b.v[i].word, strlen(b.v[i].word) + 1);
			t += strlen(b.v[i].word) + 1;
		}
		wr32(stroff + 4 * b.n, (uint32_t)t);
	}
	if (b.clues) {
		unsigned char *cluoff = buf + clues_off;
		char *text = (char *)buf + clues_off + 4 * (b.n + 1);
		size_t t = 0, n;

		for (i = 0; i < b.n; i++) {
			wr32(cluoff + 4 * i, (uint32_t)t);
			n = b.v[i].clue != NULL ? strlen(b.v[i].clue) : 0;
			if (n > 0)
				memcpy(text + t, b.v[i].clue, n);
			t += n + 1;
		}
		wr32(cluoff + 4 * b.n, (uint32_t)t);
	}
	if (m->nsrc > 0)
		write_sources(buf + sources_off, m->src, m->nsrc);
	for (i = 0; i < b.n; i++) {
		const char *s = b.v[i].word;
		size_t k = i - firsts[b.v[i].len], n = strlen(s), o = 0, cl;
		uint32_t cp;
		int pos, letter;

		L = b.v[i].len;
		for (pos = 0; o < n; pos++, o += cl) {
			if ((unsigned char)s[o] < 0x80) {
				cl = 1;
				letter = ascii[(unsigned char)s[o]];
			} else {
				cl = xw_utf8_decode(s + o, n - o, &cp);
				letter = xw_letter_index(b.cps, b.ncps, cp);
			}
			buf[letters_off[L] + k * (size_t)L + (size_t)pos] =
			    (unsigned char)letter;
			/* The host is little-endian (checked above). */
			bits = (uint64_t *)(buf + bits_off[L]) +
			    ((size_t)pos * b.ncps + (size_t)letter) * w64[L] +
			    k / 64;
			*bits |= (uint64_t)1 << (k % 64);
		}
	}
	*out = buf;
	*outlen = (size_t)size;
	free(b.v);
	free(b.cps);
	return 0;
fail:
	free(b.v);
	free(b.cps);
	return -1;
}

int
xw_index_build(char *src, size_t len, const char *name, int64_t mtime,
    unsigned char **out, size_t *outlen, size_t *skipped,
    long *first_skipped, struct xw_error *e)
{
	struct xw_index_meta m = { 0 };
	struct xw_wordlist *w;
	size_t uncounted;
	int ret;

	if (skipped == NULL)
		skipped = &uncounted;
	*skipped = 0;
	if (xw_index_is(src, len)) {
		if ((w = xw_index_to_list(src, len, name, 0, e)) == NULL)
			return -1;
	} else {
		w = xw_wordlist_parse(src, len, 0);
	}
	*skipped = xw_wordlist_skipped(w, first_skipped);
	m.name = name;
	m.srcname = name;
	m.srchash = xw_fnv1a(src, len, XW_SRCHASH_BASIS);
	m.srcsize = len;
	m.mtime = mtime;
	ret = xw_index_make(w, &m, out, outlen, e);
	xw_wordlist_free(w);
	return ret;
}

/* Opening. */

/*
 * A Latin letter is a vowel when its plain form begins with A, E, I, O or
 * U (À, Ā, Ǎ and Vietnamese Ạ, Ơ, Ư; Æ, Œ and Ø): Y is not one.
 */
static int
is_vowel(uint32_t cp)
{
	static const char *const vowels =
	    "ΑΕΗΙΟΥΩΆΈΉΊΌΎΏΪΫΐΰ" "АЕЁИОУЫЭЮЯІЇЄ";
	size_t off = 0, n = strlen(vowels), len;
	uint32_t v, f[2];

	if (cp < 0x250 || (cp >= 0x1e00 && cp <= 0x1eff)) {
		xw_fold(cp, f);
		v = xw_toupper(f[0]);
		return v == 'A' || v == 'E' || v == 'I' || v == 'O' || v == 'U';
	}
	while (off < n) {
		len = xw_utf8_decode(vowels + off, n - off, &v);
		if (v == cp)
			return 1;
		off += len;
	}
	return 0;
}

int
xw_index_is(const char *buf, size_t len)
{
	return len >= 8 && memcmp(buf, MAGIC, 8) == 0;
}

int
xw_list_slurp(const char *path, const char *from, char **bufp, size_t *lenp,
    struct xw_error *e)
{
	return xw_slurp_kinds_from(path, from, XW_MAX_FILE, MAGIC, 8,
	    (long)MAX_INDEX, bufp, lenp, e);
}

int
xw_list_not_text(const char *buf, size_t len, const char *name,
    struct xw_error *e)
{
	const char *utf16 = xw_utf16_bom(buf, len), *is;

	/* A puzzle given as a list made words of its JSON keys or XML
	   tags. First, as a puzzle's reader asks: a .puz whose checksum
	   looks like UTF-16's mark is a .puz. */
	if ((is = xw_format_plainly(buf, len)) != NULL)
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "neither a word "
		    "list nor an index: %s; a list has one word a line "
		    "(word;score)", is);
	/* A list is read as UTF-8 alone: the index and its staleness go by
	   the bytes of the file, which a conversion here would change. */
	if (utf16 != NULL)
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "neither a word "
		    "list nor an index: %s text (a byte order mark %s): "
		    "convert it with iconv -f utf-16 -t utf-8", utf16,
		    strcmp(utf16, "UTF-16LE") == 0 ? "FF FE" : "FE FF");
	if (memchr(buf, '\0', len) != NULL)
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "neither a word "
		    "list nor an index: binary data");
	return 0;
}

/* The clues and sources sections, checked against the file. */
static int
check_extra(struct xw_index *ix)
{
	const unsigned char *b = ix->base;
	uint64_t size = ix->size, off, end;
	uint32_t i, n;

	ix->flags = rd32(b + H_FLAGS);
	if ((off = rd64(b + H_OFF_CLUES)) != 0) {
		if (off % 4 != 0 || off > size ||
		    off + 4ULL * (ix->nwords + 1) > size)
			return -1;
		ix->cluoff = (const uint32_t *)(b + off);
		ix->clues = (const char *)(b + off + 4ULL * (ix->nwords + 1));
		for (i = 0; i < ix->nwords; i++)
			if (ix->cluoff[i] >= ix->cluoff[i + 1])
				return -1;
		/* Read once: the mapping's bytes may change after. */
		ix->cluesize = ix->cluoff[ix->nwords];
		end = off + 4ULL * (ix->nwords + 1) + ix->cluesize;
		if (end > size || (ix->nwords > 0 &&
		    ix->clues[ix->cluesize - 1] != '\0'))
			return -1;
	}
	ix->nsources = rd32(b + H_NSOURCES);
	if (ix->nsources > 0) {
		off = rd64(b + H_OFF_SOURCES);
		if (off % 8 != 0 || off > size)
			return -1;
		for (i = 0; i < ix->nsources; i++) {
			if (off + SOURCE_SIZE > size)
				return -1;
			n = rd32(b + off + 60);
			if (rd32(b + off + 56) > XW_SKIPPED_KEPT ||
			    memchr(b + off + SUSPECT_AT + 24, '\0',
			    XW_SUSPECT_TEXT) == NULL ||
			    memchr(b + off + SUSPECT_AT + 24 + XW_SUSPECT_TEXT,
			    '\0', XW_SUSPECT_TEXT) == NULL ||
			    off + SOURCE_SIZE + n + 1 > size ||
			    b[off + SOURCE_SIZE + n] != '\0')
				return -1;
			off += SOURCE_SIZE + align8((size_t)n + 1);
		}
		ix->sources = b + rd64(b + H_OFF_SOURCES);
	}
	return 0;
}

/*
 * The highest byte of s[0..n). Every open reads all the scores, so it
 * goes by 16 bytes at once, in a form compilers turn into one vector
 * instruction (the plain loop took 150 us, 3% of a one-shot query; this
 * takes 5).
 */
static unsigned char
highest(const unsigned char *s, size_t n)
{
	unsigned char m[16] = { 0 }, top = 0;
	size_t i = 0;
	int k;

	for (; i + 16 <= n; i += 16)
		for (k = 0; k < 16; k++)
			m[k] = s[i + k] > m[k] ? s[i + k] : m[k];
	for (k = 0; k < 16; k++)
		top = m[k] > top ? m[k] : top;
	for (; i < n; i++)
		top = s[i] > top ? s[i] : top;
	return top;
}

/*
 * Whether the n letters of an alphabet are letters a word list gives,
 * in code point order, each once: a letter is shown in messages and
 * written into fills, and one that is no code point would come out as
 * bytes that are no text, a control character or a '#' as a line break
 * or a block; and the lookup (xw_letter_index) halves an ordered
 * alphabet. Of ASCII a list keeps only letters and digits.
 */
static int
alphabet_ok(const uint32_t *alphabet, uint32_t n)
{
	uint32_t i, a;

	for (i = 0; i < n; i++) {
		a = alphabet[i];
		if ((i > 0 && a <= alphabet[i - 1]) || a > 0x10ffff ||
		    (a >= 0xd800 && a <= 0xdfff) || (a >= 0x80 && a <= 0x9f) ||
		    (a < 0x80 && !xw_ascii_isalnum((int)a)))
			return 0;
	}
	return 1;
}

/*
 * Whether the header at hdr, of a file of size bytes, is of a version
 * this build reads. An index of version 2 recording lists has their
 * records of fewer bytes, which would read as corrupt: it is refused as
 * older. One too short for its count of lists is left to the caller,
 * which finds it truncated.
 */
static int
version_read(const unsigned char *hdr, uint64_t size)
{
	uint32_t v = rd32(hdr + H_VERSION);

	return v == VERSION || (v == VERSION_NOLISTS &&
	    (size < HDR_SIZE || rd32(hdr + H_NSOURCES) == 0));
}

/* Check every offset and count of the header against the file. */
static int
check_layout(struct xw_index *ix, const char *name, struct xw_error *e)
{
	const unsigned char *b = ix->base, *bk;
	uint64_t off_alpha, off_buckets, off_scores, off_stroff, off_text;
	uint64_t size = ix->size, first = 0, lo, hi;
	uint32_t i;
	int L;

	if (size < 8 || memcmp(b, MAGIC, 8) != 0)
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0,
		    "not a word-list index");
	/* Too short for its version: cut off, not "version 0". A stack's
	   index of version 2 is rebuilt from its lists, not from itself:
	   wordfind -B given it refuses it so too. */
	if (size >= 12 && !version_read(b, size) &&
	    rd32(b + H_VERSION) == VERSION_NOLISTS)
		return xw_seterr(e, XW_ERR_STALE, name, 0, 0, "index version "
		    "%u, xwtools " XW_VERSION " reads version %d: it indexes a "
		    "stack of lists: give the lists with -w, or rebuild it "
		    "from them with wordfind -B -w list -w list -o index",
		    rd32(b + H_VERSION), VERSION);
	if (size >= 12 && !version_read(b, size))
		return xw_seterr(e, XW_ERR_STALE, name, 0, 0, "index version "
		    "%u, xwtools " XW_VERSION " reads version %d: rebuild it "
		    "with wordfind -B", rd32(b + H_VERSION), VERSION);
	if (size < HDR_SIZE || rd64(b + H_SIZE) != size)
		return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0,
		    "index truncated: %llu bytes of %llu",
		    (unsigned long long)size, size < HDR_SIZE ?
		    (unsigned long long)HDR_SIZE :
		    (unsigned long long)rd64(b + H_SIZE));
	ix->nletters = rd32(b + H_ALPHA);
	ix->nwords = rd32(b + H_NWORDS);
	ix->maxlen = (int)rd32(b + H_MAXLEN);
	off_alpha = rd64(b + H_OFF_ALPHA);
	off_buckets = rd64(b + H_OFF_BUCKETS);
	off_scores = rd64(b + H_OFF_SCORES);
	off_stroff = rd64(b + H_OFF_STROFF);
	off_text = rd64(b + H_OFF_TEXT);
	/* Each offset within the file first, so that adding a count
	   bounded by the header's limits cannot wrap around. */
	if (off_alpha > size || off_buckets > size || off_scores > size ||
	    off_stroff > size || off_text > size)
		goto corrupt;
	if (ix->nletters > MAX_LETTERS || ix->maxlen > MAX_LEN ||
	    ix->maxlen < 0 ||
	    off_alpha % 4 != 0 || off_alpha + 4ULL * ix->nletters > size ||
	    off_buckets % 8 != 0 ||
	    off_buckets + BUCKET_SIZE * (uint64_t)(ix->maxlen + 1) > size ||
	    off_scores + ix->nwords > size || off_stroff % 4 != 0 ||
	    off_stroff + 4ULL * (ix->nwords + 1) > size || off_text > size)
		goto corrupt;
	ix->alphabet = (const uint32_t *)(b + off_alpha);
	if (!alphabet_ok(ix->alphabet, ix->nletters))
		goto corrupt;
	ix->scores = b + off_scores;
	if (highest(ix->scores, ix->nwords) > 100)
		goto corrupt;
	ix->stroff = (const uint32_t *)(b + off_stroff);
	ix->text = (const char *)(b + off_text);
	for (i = 0; i < ix->nwords; i++)
		if (ix->stroff[i] >= ix->stroff[i + 1])
			goto corrupt;
	/* Read once: the mapping's bytes may change after. */
	ix->textsize = ix->stroff[ix->nwords];
	if (off_text + ix->textsize > size ||
	    (ix->nwords > 0 && ix->text[ix->textsize - 1] != '\0'))
		goto corrupt;
	ix->buckets = xw_ecalloc((size_t)ix->maxlen + 1, sizeof(*ix->buckets));
	for (L = 0; L <= ix->maxlen; L++) {
		struct bucket *k = &ix->buckets[L];

		bk = b + off_buckets + BUCKET_SIZE * (size_t)L;
		k->count = rd32(bk);
		k->first = rd32(bk + 4);
		k->w64 = rd32(bk + 8);
		lo = rd64(bk + 16);
		hi = rd64(bk + 24);
		if (k->first != first || k->w64 != (k->count + 63) / 64 ||
		    lo > size || hi > size ||
		    lo + (uint64_t)k->count * L > size || hi % 8 != 0 ||
		    hi + 8ULL * k->w64 * L * ix->nletters > size)
			goto corrupt;
		first += k->count;
		k->letters = b + lo;
		k->bits = (const uint64_t *)(b + hi);
	}
	if (first != ix->nwords || check_extra(ix) != 0)
		goto corrupt;
	return 0;
corrupt:
	return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0,
	    "corrupt word-list index");
}

/*
 * The source list that the index at path (its header at hdr) was built
 * from, in src (size n): the file named in the header, beside the index.
 * Returns 0, or -1 when it names none.
 */
static int
source_of(const unsigned char *hdr, const char *path, char *src, size_t n)
{
	const char *slash = strrchr(path, '/');
	char name[SRCNAME_SIZE + 1];

	memcpy(name, hdr + H_SRCNAME, SRCNAME_SIZE);
	name[SRCNAME_SIZE] = '\0';
	if (name[0] == '\0' || strchr(name, '/') != NULL)
		return -1;
	snprintf(src, n, "%.*s%s", slash != NULL ? (int)(slash - path + 1) :
	    0, path, name);
	return 0;
}

/*
 * Whether a list's modification time t is the one its index recorded,
 * in nanoseconds, so that an edit within the same second is seen. An
 * index made before recorded whole seconds (a number under 2^40: 1970
 * and 18 minutes in nanoseconds); a list without nanoseconds (out of a
 * tar archive, on a coarse filesystem) is taken to the second too, not
 * read again at every run.
 */
static int
same_mtime(uint64_t recorded, struct timespec t)
{
	uint64_t sec = (uint64_t)t.tv_sec;

	if (recorded < (uint64_t)1 << 40)
		return recorded == sec;
	if (t.tv_nsec == 0)
		return recorded / 1000000000 == sec;
	return recorded == sec * 1000000000 + (uint64_t)t.tv_nsec;
}

/*
 * Whether the source list beside an index (its header at hdr) no longer
 * matches it; its path in src (size n) when it does not.
 */
static int
stale(const unsigned char *hdr, const char *path, char *src, size_t n)
{
	struct stat st;
	char *buf;
	size_t len;
	int ret;

	/* Installed without its source: trust it; so too when the source
	   is no file (a pipe's contents, read here, would be lost). */
	if (source_of(hdr, path, src, n) != 0 || stat(src, &st) != 0 ||
	    !S_ISREG(st.st_mode))
		return 0;
	if ((uint64_t)st.st_size == rd64(hdr + H_SRCSIZE) &&
	    same_mtime(rd64(hdr + H_SRCMTIME), st.st_mtim))
		return 0;
	/* Size or time differ: only the contents decide. */
	if (xw_slurp(src, &buf, &len, NULL) != 0)
		return 0;
	ret = len != rd64(hdr + H_SRCSIZE) ||
	    xw_fnv1a(buf, len, XW_SRCHASH_BASIS) != rd64(hdr + H_SRCHASH);
	free(buf);
	return ret;
}

int
xw_index_stale(const char *path, char *src, size_t n, unsigned *flags)
{
	unsigned char hdr[HDR_SIZE];
	struct stat st;
	ssize_t got;
	int fd, ret;

	/* Not a file: no index, and not opened to see (see xw_index_map). */
	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) ||
	    (fd = open(path, O_RDONLY)) < 0)
		return 0;
	got = read(fd, hdr, sizeof(hdr));
	close(fd);
	if (got != (ssize_t)sizeof(hdr) || memcmp(hdr, MAGIC, 8) != 0 ||
	    !version_read(hdr, sizeof(hdr)))
		return 0;
	ret = stale(hdr, path, src, n);
	if (flags != NULL)
		*flags = rd32(hdr + H_FLAGS) & XW_INDEX_FOLDED ? XW_WORDS_FOLD :
		    0;
	return ret;
}

static void
find_vowels(struct xw_index *ix)
{
	uint32_t i;

	for (i = 0; i < ix->nletters; i++) {
		if (is_vowel(ix->alphabet[i]))
			xw_set_add(ix->vowels, (int)i);
		else if (!(ix->alphabet[i] >= '0' && ix->alphabet[i] <= '9'))
			xw_set_add(ix->consonants, (int)i);
	}
}

/*
 * An index over the bytes base[0..size): own says how they go with it
 * (OWN_MAP unmapped, OWN_FREE freed, OWN_NONE left to the caller).
 */
enum { OWN_NONE, OWN_MAP, OWN_FREE };

static struct xw_index *
over(const unsigned char *base, size_t size, int own, const char *name,
    struct xw_error *e)
{
	struct xw_index *ix = xw_ecalloc(1, sizeof(*ix));

	ix->base = base;
	ix->size = size;
	ix->mapped = own;
	ix->fd = -1;
	if (check_layout(ix, name, e) != 0) {
		xw_index_close(ix);
		return NULL;
	}
	/* Copied after the check: before it, gcc -O2 kept the count of
	   the check's loop over every word in memory, not a register. */
	ix->name = xw_estrdup(name);
	find_vowels(ix);
	return ix;
}

/* The bytes a mapping of an index of size bytes spans: its pages, and
   one of zeros. */
static size_t
map_span(size_t size)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);

	return (size + page - 1) / page * page + page;
}

struct xw_index *
xw_index_map(const char *path, int input, const char *from,
    struct xw_error *e)
{
	unsigned char magic[8];
	struct xw_index *ix;
	struct stat st;
	void *base;
	int fd;

	if (!little_endian()) {
		xw_seterr(e, XW_ERR_UNAVAILABLE, path, 0, 0, "word-list "
		    "indexes are little-endian, and this machine is not");
		return NULL;
	}
	/* Only a regular file can be an index. Anything else (a pipe, a
	   FIFO, a device) is not opened to see: reading would take what it
	   holds, which can be read once, and opening a FIFO waits for a
	   writer, whose data is lost when it is closed. */
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
		goto not_index;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		xw_seterr_io_from(e, path, from, "open", strerror(errno));
		return NULL;
	}
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 8 ||
	    read(fd, magic, 8) != 8 || memcmp(magic, MAGIC, 8) != 0) {
		close(fd);
		goto not_index;
	}
	/* Read as surely as through xw_slurp: no output may replace it
	   (gridfill -w l.idx -o l.idx). */
	if (input)
		xw_protect_fd(fd);
	/* A page of zeros after the file's, so that a word whose NUL a
	   rewrite took away ends there, not past the mapping. */
	base = mmap(NULL, map_span((size_t)st.st_size), PROT_READ,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (base == MAP_FAILED || mmap(base, (size_t)st.st_size, PROT_READ,
	    MAP_PRIVATE | MAP_FIXED, fd, 0) == MAP_FAILED) {
		xw_seterr_io_from(e, path, from, "map", strerror(errno));
		if (base != MAP_FAILED)
			munmap(base, map_span((size_t)st.st_size));
		close(fd);
		return NULL;
	}
	xw_map_guard(base, (size_t)st.st_size, path);
	if ((ix = over(base, (size_t)st.st_size, OWN_MAP, path, e)) == NULL) {
		close(fd);
		return NULL;
	}
	ix->fd = fd;
	ix->filesize = (uint64_t)st.st_size;
	ix->mtime = st.st_mtim;
	return ix;
not_index:
	xw_seterr(e, XW_ERR_FORMAT, path, 0, 0, "not a word-list index");
	return NULL;
}

struct xw_index *
xw_index_over(unsigned char *buf, size_t len, struct xw_error *e)
{
	return over(buf, len, OWN_FREE, "", e);
}

struct xw_index *
xw_index_from_list(const struct xw_wordlist *w,
    const struct xw_index_meta *m, struct xw_error *e)
{
	unsigned char *buf;
	size_t len;

	if (xw_index_make(w, m, &buf, &len, e) != 0)
		return NULL;
	return over(buf, len, OWN_FREE, m->name, e);
}

/*
 * The recorded time only spares a list its checksum (stale): one that
 * differs, the clamped time of a list made later, is checked by its
 * contents. A package's manager clamps the time of the installed list to
 * the same SOURCE_DATE_EPOCH, so that there the two agree again.
 */
int
xw_index_clamp_mtime(int64_t *mtime, struct xw_error *e)
{
	int64_t epoch;
	int set = xw_source_date(&epoch, e);

	if (set < 0)
		return -1;
	/* (A time in nanoseconds reaches 2262: any later epoch is no
	   bound.) */
	if (set > 0 && epoch <= INT64_MAX / 1000000000 &&
	    *mtime > epoch * 1000000000)
		*mtime = epoch * 1000000000;
	return 0;
}

int
xw_index_save(const char *list, const char *path, size_t *skipped,
    long *first_skipped, struct xw_error *e)
{
	const char *name = xw_display_name(list);
	unsigned char *buf;
	struct stat st;
	size_t len, outlen, uncounted;
	int64_t mtime = 0;
	char *src;
	int ret;

	if (skipped == NULL)
		skipped = &uncounted;
	*skipped = 0;
	if (list != NULL && strcmp(list, "-") != 0 && stat(list, &st) == 0)
		mtime = (int64_t)st.st_mtim.tv_sec * 1000000000 +
		    st.st_mtim.tv_nsec;
	if (xw_index_clamp_mtime(&mtime, e) != 0 ||
	    xw_list_slurp(list, NULL, &src, &len, e))
		return -1;
	if (!xw_index_is(src, len) && xw_list_not_text(src, len, name, e)) {
		free(src);
		return -1;
	}
	ret = xw_index_build(src, len, name, mtime, &buf, &outlen, skipped,
	    first_skipped, e);
	free(src);
	if (ret != 0) {
		*skipped = 0;
		return -1;
	}
	return xw_index_write(buf, outlen, path, e);
}

int
xw_index_write(unsigned char *buf, size_t len, const char *path,
    struct xw_error *e)
{
	struct xw_out *o;

	if ((o = xw_out_open(path, 0, e)) == NULL) {
		free(buf);
		return -1;
	}
	xw_out_write(o, (const char *)buf, len);
	free(buf);
	return xw_out_close(o, e);
}

struct xw_index *
xw_index_open(const char *path, size_t *skipped, long *first_skipped,
    struct xw_error *e)
{
	const char *name = xw_display_name(path);
	struct xw_index *ix;
	struct xw_wordlist *w;
	struct xw_index_meta m = { 0 };
	struct xw_error own;
	char src[4096], *buf;
	size_t len, uncounted;

	if (skipped == NULL)
		skipped = &uncounted;
	/* The code of a failed map decides what to try next, e or not. */
	if (e == NULL)
		e = &own;
	*skipped = 0;
	if (path != NULL && strcmp(path, "-") != 0) {
		if ((ix = xw_index_map(path, 1, NULL, e)) != NULL) {
			if (stale(ix->base, path, src, sizeof(src))) {
				xw_index_close(ix);
				xw_seterr(e, XW_ERR_STALE, path, 0, 0, "index "
				    "is stale: '%s' changed since it was "
				    "built; rebuild it with wordfind -B", src);
				return NULL;
			}
			return ix;
		}
		if (e->code != XW_ERR_FORMAT)
			return NULL;
	}
	/* A source list (or anything on stdin): index it in memory. */
	if (xw_list_slurp(path, NULL, &buf, &len, e))
		return NULL;
	if (xw_index_is(buf, len)) {
		w = xw_index_to_list(buf, len, name, 0, e);
	} else if (xw_list_not_text(buf, len, name, e) != 0) {
		w = NULL;
	} else {
		w = xw_wordlist_parse(buf, len, 0);
	}
	free(buf);
	if (w == NULL)
		return NULL;
	*skipped = xw_wordlist_skipped(w, first_skipped);
	m.name = name;
	ix = xw_index_from_list(w, &m, e);
	xw_wordlist_free(w);
	return ix;
}

struct xw_wordlist *
xw_index_to_list(const char *buf, size_t len, const char *name,
    unsigned flags, struct xw_error *e)
{
	struct xw_index *ix;
	struct xw_wordlist *w;
	uint32_t i;

	if (!little_endian()) {
		xw_seterr(e, XW_ERR_UNAVAILABLE, name, 0, 0, "word-list "
		    "indexes are little-endian, and this machine is not");
		return NULL;
	}
	/* The bytes of a file read whole are aligned as malloc aligns. */
	if ((ix = over((const unsigned char *)buf, len, OWN_NONE, name,
	    e)) == NULL)
		return NULL;
	w = xw_wordlist_new();
	xw_wordlist_set_flags(w, flags);
	for (i = 0; i < ix->nwords; i++)
		xw_wordlist_put(w, (long)i + 1, xw_index_word(ix, i),
		    xw_index_score(ix, i), xw_index_clue(ix, i));
	xw_index_close(ix);
	return w;
}

void
xw_index_close(struct xw_index *ix)
{
	if (ix == NULL)
		return;
	/* What ix holds, and apart from it, the file it keeps open. */
	if (ix->mapped == OWN_MAP) {
		xw_map_unguard(ix->base);
		munmap((void *)ix->base, map_span(ix->size));
	} else if (ix->mapped == OWN_FREE) {
		free((void *)ix->base);
	}
	if (ix->fd >= 0)
		close(ix->fd);
	free(ix->buckets);
	free(ix->name);
	free(ix);
}

/*
 * An offset read from a mapped index is checked before use, as the file
 * may have been rewritten since it was opened (hostile17 F2: one far
 * past the mapping killed wordfind by SIGSEGV): a word or clue past the
 * end is "", and the tool says the index changed before it exits
 * (xw_index_unchanged). One that starts inside ends there, at the worst
 * in the page of zeros after the mapping.
 */
const char *
xw_index_clue(const struct xw_index *ix, uint32_t id)
{
	uint32_t off;

	if (ix->cluoff == NULL || (off = ix->cluoff[id]) >= ix->cluesize ||
	    ix->clues[off] == '\0')
		return NULL;
	return ix->clues + off;
}

/*
 * A write moves the modification time (cp over the file, truncate). Not
 * the change time: a file replaced by renaming, as wordfind -B -o does,
 * has its link count and so its ctime changed, but the mapping keeps it
 * as it was, a sound index.
 */
int
xw_index_unchanged(const struct xw_index *ix, struct xw_error *e)
{
	struct stat st;

	if (ix->fd < 0 || (fstat(ix->fd, &st) == 0 &&
	    (uint64_t)st.st_size == ix->filesize &&
	    st.st_mtim.tv_sec == ix->mtime.tv_sec &&
	    st.st_mtim.tv_nsec == ix->mtime.tv_nsec))
		return 0;
	return xw_seterr(e, XW_ERR_STALE, ix->name, 0, 0, "%s",
	    XW_INDEX_CHANGED);
}

int
xw_index_folded(const struct xw_index *ix)
{
	return (ix->flags & XW_INDEX_FOLDED) != 0;
}

unsigned
xw_index_reader(const struct xw_index *ix)
{
	return ix->flags >> XW_INDEX_READER_SHIFT & 0xff;
}

int
xw_index_foldable(const struct xw_index *ix)
{
	uint32_t i, f[2];

	for (i = 0; i < ix->nletters; i++)
		if (xw_fold(ix->alphabet[i], f) != 1 || f[0] != ix->alphabet[i])
			return 1;
	return 0;
}

/* The sources of a cached index, in *src (caller frees; paths point into
   the index). Returns their number. */
size_t
xw_index_sources(const struct xw_index *ix, struct xw_source **src)
{
	const unsigned char *p = ix->sources;
	struct xw_source *v;
	uint32_t i, k;

	*src = NULL;
	if (ix->nsources == 0)
		return 0;
	v = xw_ecalloc(ix->nsources, sizeof(*v));
	for (i = 0; i < ix->nsources; i++) {
		v[i].checksum = rd64(p);
		v[i].size = rd64(p + 8);
		v[i].mtime = (int64_t)rd64(p + 16);
		v[i].ctime = (int64_t)rd64(p + 24);
		v[i].ino = rd64(p + 32);
		v[i].dev = rd64(p + 40);
		v[i].skipped.n = (size_t)rd64(p + 48);
		v[i].skipped.kept = rd32(p + 56);
		for (k = 0; k < v[i].skipped.kept; k++) {
			v[i].skipped.line[k] = (long)rd64(p + 64 + 16 * k);
			v[i].skipped.why[k] = (int)rd32(p + 72 + 16 * k);
			v[i].skipped.what[k] = rd32(p + 76 + 16 * k);
		}
		v[i].suspect.n = (size_t)rd64(p + SUSPECT_AT);
		v[i].suspect.line = (long)rd64(p + SUSPECT_AT + 8);
		v[i].suspect.sep = (int)rd32(p + SUSPECT_AT + 16);
		v[i].skipped.bom = (rd32(p + SUSPECT_AT + 20) & 1) != 0;
		v[i].skipped.not_1252 = (rd32(p + SUSPECT_AT + 20) & 2) != 0;
		memcpy(v[i].suspect.text, p + SUSPECT_AT + 24, XW_SUSPECT_TEXT);
		memcpy(v[i].suspect.word, p + SUSPECT_AT + 24 + XW_SUSPECT_TEXT,
		    XW_SUSPECT_TEXT);
		v[i].path = (const char *)p + SOURCE_SIZE;
		p += SOURCE_SIZE + align8(rd32(p + 60) + (size_t)1);
	}
	*src = v;
	return ix->nsources;
}

int64_t
xw_index_built(const struct xw_index *ix)
{
	return (int64_t)rd64(ix->base + H_BUILT);
}

size_t
xw_index_size(const struct xw_index *ix)
{
	return ix->nwords;
}

int
xw_index_maxlen(const struct xw_index *ix)
{
	return ix->maxlen;
}

const char *
xw_index_word(const struct xw_index *ix, uint32_t id)
{
	uint32_t off = ix->stroff[id];

	return off < ix->textsize ? ix->text + off : "";
}

int
xw_index_score(const struct xw_index *ix, uint32_t id)
{
	return ix->scores[id];
}

/*
 * The length of word id. Buckets' first ids never decrease and an empty
 * bucket shares its successor's, so the last bucket starting at or
 * before id is the one that holds it.
 */
int
xw_index_length(const struct xw_index *ix, uint32_t id)
{
	int lo = 0, hi = ix->maxlen, mid;

	while (lo < hi) {
		mid = (lo + hi + 1) / 2;
		if (ix->buckets[mid].first <= id)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

int
xw_index_letter(const struct xw_index *ix, uint32_t id, int pos)
{
	int L = xw_index_length(ix, id);
	const struct bucket *k = &ix->buckets[L];

	return k->letters[(size_t)(id - k->first) * L + pos];
}

int
xw_index_letters_fit(const struct xw_index *ix, int L)
{
	const struct bucket *k = &ix->buckets[L];
	size_t n = (size_t)k->count * (size_t)L;

	return n == 0 || highest(k->letters, n) < ix->nletters;
}

int
xw_index_own_letters(const struct xw_index *ix, int L, struct bucket *out)
{
	const struct bucket *k = &ix->buckets[L];
	size_t n = (size_t)k->count * (size_t)L, pad = 64 * (size_t)L;
	unsigned char *copy = xw_emalloc(n + pad + 1);

	/* Checked in the copy: the mapping may change after. */
	memcpy(copy, k->letters, n);
	memset(copy + n, 0, pad + 1);
	if (n > 0 && highest(copy, n) >= ix->nletters) {
		free(copy);
		return -1;
	}
	*out = *k;
	out->letters = copy;
	return 0;
}

/*
 * The default index: in $XW_DATADIR; else, for a binary run from the build
 * tree (a share/ with mkwords.sh beside its bin/), in its share/; else in share/xwtools/ beside the binary's folder,
 * where make install puts it whatever PREFIX the build had; else beside
 * the folder of the shared libxw, for another program linked with it
 * (make install puts lib/ and share/ side by side); else in the folder the
 * build named, the DATADIR of make install too (datadir.c).
 */
const char *
xw_index_default(void)
{
	static _Thread_local char path[4096];	/* each thread its own */
	const char *dir = getenv("XW_DATADIR");
	char exe[2048], *slash;
	ssize_t n;
	Dl_info so;

	if (dir != NULL && *dir != '\0') {
		snprintf(path, sizeof(path), "%s/words.idx", dir);
		return path;
	}
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		if ((slash = strrchr(exe, '/')) != NULL) {
			*slash = '\0';
			/* The build tree is the one whose share/ makes the
			   list: an installed tool took any words.idx another
			   had put in PREFIX/share. */
			snprintf(path, sizeof(path), "%s/../share/mkwords.sh",
			    exe);
			if (access(path, F_OK) == 0) {
				snprintf(path, sizeof(path),
				    "%s/../share/words.idx", exe);
				if (access(path, F_OK) == 0)
					return path;
			}
			snprintf(path, sizeof(path),
			    "%s/../share/xwtools/words.idx", exe);
			if (access(path, F_OK) == 0)
				return path;
		}
	}
	/* libxw.so alone: the folder of a program with libxw.a was tried. */
	if (dladdr((void *)(uintptr_t)xw_index_default, &so) != 0 &&
	    so.dli_fname != NULL &&
	    (slash = strrchr(so.dli_fname, '/')) != NULL &&
	    strncmp(slash + 1, "libxw.so", 8) == 0) {
		snprintf(path, sizeof(path), "%.*s/../share/xwtools/words.idx",
		    (int)(slash - so.dli_fname), so.dli_fname);
		if (access(path, F_OK) == 0)
			return path;
	}
	snprintf(path, sizeof(path), "%s/words.idx", xw_datadir);
	return path;
}

const char *
xw_index_default_list(void)
{
	static _Thread_local char path[4096];	/* each thread its own */

	snprintf(path, sizeof(path), "%s", xw_index_default());
	strcpy(path + strlen(path) - strlen("idx"), "txt");
	return path;
}

int
xw_index_restamp(const struct xw_index *ix, const struct xw_source *src,
    size_t n, const char *path, struct xw_error *e)
{
	unsigned char *buf = xw_emalloc(ix->size);

	memcpy(buf, ix->base, ix->size);
	write_sources(buf + rd64(ix->base + H_OFF_SOURCES), src, n);
	return xw_index_write(buf, ix->size, path, e);
}
