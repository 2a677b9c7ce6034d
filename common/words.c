/* See LICENSE file for copyright and license details. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clocale.h"
#include "text.h"
#include "utf8.h"
#include "util.h"
#include "wordidx_priv.h"
#include "words.h"

struct entry {
	char *word;		/* normalised; NULL: a free slot */
	char *clue;		/* or NULL */
	uint32_t hash;
	int score;		/* 0: never to use, so not listed */
};

/*
 * The strings of a list, in blocks: a big list holds hundreds of
 * thousands of them, and they all go at once.
 */
#define BLOCK_SIZE	65536
struct arena {
	char **blocks;
	size_t nblocks;
	char *cur;
	size_t used, size;
};

struct xw_wordlist {
	struct entry *table;	/* open addressing, size a power of two */
	size_t size, n;		/* slots; entries, listed or not */
	size_t live;		/* entries listed: score 1 or more */
	unsigned flags;		/* XW_WORDS_* */
	struct xw_skipped skipped;
	struct xw_suspect suspect;
	struct arena strings;
	struct xw_buf norm;	/* scratch for normalising */
	const char *line;	/* the line being read, for skip to judge */
	size_t nline;
};

static char *
arena_copy(struct arena *a, const char *s, size_t n)
{
	size_t size;
	char *p;

	if (a->cur == NULL || n + 1 > a->size - a->used) {
		size = n + 1 > BLOCK_SIZE ? n + 1 : BLOCK_SIZE;
		a->blocks = xw_ereallocarray(a->blocks, a->nblocks + 1,
		    sizeof(*a->blocks));
		a->blocks[a->nblocks++] = a->cur = xw_emalloc(size);
		a->used = 0;
		a->size = size;
	}
	p = a->cur + a->used;
	memcpy(p, s, n);
	p[n] = '\0';
	a->used += n + 1;
	return p;
}

const char *
xw_skipped_why(int why)
{
	switch (why) {
	case XW_BAD_UTF8:
		return "not valid UTF-8";
	case XW_BAD_SCORE:
		return "the score is not a whole number from 0 to 100";
	case XW_BAD_LONG:
		return "the entry has more than 255 letters";
	case XW_BAD_EMPTY:
		return "the entry has no letter";
	case XW_BAD_SCRIPT:
		return "the entry has a letter word lists cannot hold";
	case XW_BAD_MARK:
		return "the entry has a combining mark that composes no letter";
	}
	return "malformed";
}

const char *
xw_skipped_say(const struct xw_skipped *s, size_t i, char *buf, size_t size)
{
	char letter[5] = "";

	/* An index's record is not trusted to hold a letter. */
	if (s->why[i] == XW_BAD_MARK && xw_is_mark(s->what[i])) {
		snprintf(buf, size, "the entry has U+%04lX, a combining mark "
		    "that composes no letter with the one before it",
		    (unsigned long)s->what[i]);
		return buf;
	}
	if (s->why[i] != XW_BAD_SCRIPT || !xw_untaken_letter(s->what[i])) {
		snprintf(buf, size, "%s", xw_skipped_why(s->why[i]));
		return buf;
	}
	letter[xw_utf8_encode(s->what[i], letter)] = '\0';
	snprintf(buf, size, "the entry has '%s' (U+%04lX), a letter word "
	    "lists cannot hold (they hold " XW_LETTERS_TAKEN ")", letter,
	    (unsigned long)s->what[i]);
	return buf;
}

/*
 * s[0..n) normalised into out (upper case, letters and digits only,
 * accents folded with XW_WORDS_FOLD), its letters counted in *letters,
 * in *untaken (unless NULL) the first letter of a script lists do not
 * take (xw_untaken_letter), and in *stray (unless NULL) the first
 * combining mark that composes no letter with the one before it; 0 when
 * none. Returns 0, or -1 when s is not valid UTF-8.
 */
static int
normalize(const char *s, size_t n, unsigned flags, struct xw_buf *out,
    size_t *letters, uint32_t *untaken, uint32_t *stray)
{
	size_t off = 0, len, k, nf, lastat = 0, lastn = 0;
	uint32_t cp, f[2], last = 0;
	const char *lig;

	out->len = 0;
	xw_buf_grow(out, 2 * n + 8);
	*letters = 0;
	if (untaken != NULL)
		*untaken = 0;
	if (stray != NULL)
		*stray = 0;
	while (off < n) {
		unsigned char c = (unsigned char)s[off];

		if (c < 0x80) {		/* most letters: no decoding */
			last = 0;
			if (xw_ascii_isalnum(c)) {
				lastat = out->len, lastn = 1;
				last = (uint32_t)(c >= 'a' && c <= 'z' ? c - 32 : c);
				out->s[out->len++] = (char)last;
				(*letters)++;
			}
			off++;
			continue;
		}
		/* A decomposed accent joins its letter: e and U+0301 are É,
		   not E, and folded the letter they compose is folded, as
		   the composed one is: и and U+0306 are Й, a letter of its
		   own, e and U+0301 are E. */
		if (last != 0 &&
		    (len = xw_utf8_compose(s + off, n - off, &last)) != 0) {
			nf = flags & XW_WORDS_FOLD ? xw_fold(last, f) :
			    (f[0] = last, 1);
			*letters -= lastn;
			out->len = lastat;
			for (k = 0; k < nf; k++) {
				xw_buf_grow(out, 4);
				out->len += xw_utf8_encode(xw_toupper(f[k]),
				    out->s + out->len);
			}
			*letters += lastn = nf;
			off += len;
			continue;
		}
		if ((len = xw_utf8_decode(s + off, n - off, &cp)) == 0)
			return -1;
		off += len;
		/*
		 * A mark that composes nothing is no spelling: x and U+0301
		 * would be X, á and U+030A Á, another word than ǻ. But for
		 * a stress mark on a Cyrillic vowel (молоко́), which
		 * dictionaries print and spelling leaves out.
		 */
		if (xw_is_mark(cp)) {
			if (!xw_is_stress_mark(last, cp) && stray != NULL &&
			    *stray == 0)
				*stray = cp;
			last = 0;
			continue;
		}
		last = 0;
		/* A ligature is its letters: ﬁne is FINE, not NE. */
		if ((lig = xw_ligature(cp)) != NULL) {
			for (; *lig != '\0'; lig++) {
				lastat = out->len, lastn = 1;
				last = (uint32_t)(*lig - 32);
				out->s[out->len++] = (char)last;
				(*letters)++;
			}
			continue;
		}
		if (!xw_isalnum(cp)) {
			if (!xw_untaken_letter(cp))
				continue;
			if (untaken != NULL && *untaken == 0)
				*untaken = cp;
			/* A letter of a script lists do not take, as it is. */
			if (!(flags & XW_WORDS_ANY_SCRIPT))
				continue;
		}
		cp = xw_toupper(cp);
		nf = flags & XW_WORDS_FOLD ? xw_fold(cp, f) : (f[0] = cp, 1);
		/* The letter as written, for a mark after it to compose
		   with; folded, what they compose is folded away. */
		last = cp, lastat = out->len, lastn = nf;
		for (k = 0; k < nf; k++) {
			xw_buf_grow(out, 4);
			out->len += xw_utf8_encode(xw_toupper(f[k]),
			    out->s + out->len);
			(*letters)++;
		}
	}
	out->s[out->len] = '\0';
	return 0;
}

char *
xw_word_normalize_flags(const char *word, unsigned flags)
{
	struct xw_buf b = { 0 };
	size_t letters;

	if (normalize(word, strlen(word), flags, &b, &letters, NULL,
	    NULL) != 0) {
		xw_buf_free(&b);
		return NULL;
	}
	return xw_buf_take(&b);
}

char *
xw_word_normalize(const char *word)
{
	return xw_word_normalize_flags(word, 0);
}

/*
 * s with its ligatures spelt out and, with fold, its accented letters
 * folded; NULL when s is not valid UTF-8.
 */
static char *
spell_out(const char *s, int fold)
{
	struct xw_buf b = { 0 };
	size_t n = strlen(s), off = 0, len, k, nf;
	uint32_t cp, f[2];
	const char *lig;
	char enc[4];

	xw_buf_grow(&b, n);
	while (off < n) {
		/* Folded, a letter written decomposed folds as its composed
		   form does: и and U+0306 are Й, which stays. */
		len = fold ? xw_utf8_letter(s + off, n - off, &cp) :
		    xw_utf8_decode(s + off, n - off, &cp);
		if (len == 0) {
			xw_buf_free(&b);
			return NULL;
		}
		off += len;
		if ((lig = xw_ligature(cp)) != NULL) {
			xw_buf_add(&b, lig, strlen(lig));
			continue;
		}
		if (!fold) {
			xw_buf_add(&b, s + off - len, len);
			continue;
		}
		if (cp >= 0x300 && cp <= 0x36f)
			continue;	/* a decomposed accent, folded away */
		nf = xw_fold(cp, f);
		for (k = 0; k < nf; k++)
			xw_buf_add(&b, enc, xw_utf8_encode(f[k], enc));
		/* Its variation selectors as they are: no letter has one. */
		k = xw_utf8_selectors(s + off - len, len);
		xw_buf_add(&b, s + off - k, k);
	}
	return xw_buf_take(&b);
}

char *
xw_word_fold(const char *s)
{
	return spell_out(s, 1);
}

char *
xw_word_unligate(const char *s)
{
	return spell_out(s, 0);
}

static struct entry *
slot_for(const struct xw_wordlist *w, const char *word, uint32_t hash)
{
	size_t i = hash & (w->size - 1);

	while (w->table[i].word != NULL && (w->table[i].hash != hash ||
	    strcmp(w->table[i].word, word) != 0))
		i = (i + 1) & (w->size - 1);
	return &w->table[i];
}

static void
grow(struct xw_wordlist *w)
{
	struct entry *old = w->table;
	size_t oldsize = w->size, i;

	w->size = oldsize != 0 ? oldsize * 2 : 1024;
	w->table = xw_ecalloc(w->size, sizeof(*w->table));
	for (i = 0; i < oldsize; i++)
		if (old[i].word != NULL)
			*slot_for(w, old[i].word, old[i].hash) = old[i];
	free(old);
}

static uint32_t
hash_of(const char *word, size_t len)
{
	return (uint32_t)xw_fnv1a(word, len, XW_FNV_BASIS);
}

/*
 * The entry of the normalised word[0..len), made with score -1 when it is
 * new.
 */
static struct entry *
entry_for(struct xw_wordlist *w, const char *word, size_t len)
{
	uint32_t hash = hash_of(word, len);
	struct entry *e;

	if ((w->n + 1) * 2 > w->size)
		grow(w);
	e = slot_for(w, word, hash);
	if (e->word == NULL) {
		e->word = arena_copy(&w->strings, word, len);
		e->hash = hash;
		e->score = -1;
		w->n++;
	}
	return e;
}

/* Give e score, keeping the count of listed entries. */
static void
rescore(struct xw_wordlist *w, struct entry *e, int score)
{
	if (e->score > 0)
		w->live--;
	if (score > 0)
		w->live++;
	e->score = score;
}

static void
skip(struct xw_wordlist *w, long line, int why, uint32_t what)
{
	struct xw_skipped *s = &w->skipped;
	char *text;
	size_t n;

	/* A line no code page reads: the iconv hint would stop there. */
	if (why == XW_BAD_UTF8 && w->line != NULL) {
		if ((text = xw_text_from_1252(w->line, w->nline, &n)) == NULL)
			s->not_1252 = 1;
		free(text);
	}
	if (s->kept < XW_SKIPPED_KEPT) {
		s->line[s->kept] = line;
		s->what[s->kept] = what;
		s->why[s->kept++] = why;
	}
	s->n++;
}

/* Whether s[0..n) (blanks around it allowed) is a whole number; its value
   in *v, 101 for any number over 100. */
static int
number(const char *s, size_t n, long *v)
{
	size_t i;

	s = xw_trim(s, &n);
	if (n == 0)
		return 0;
	*v = 0;
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return 0;
		if (*v <= 100)
			*v = *v * 10 + (s[i] - '0');
	}
	if (*v > 100)
		*v = 101;
	return 1;
}

/* The parts of a line: word, score (NULL when there is none), clue. */
struct fields {
	const char *word, *score, *clue;
	size_t nword, nscore, nclue;
};

/*
 * "word score [clue]": the first blank-separated field after the first
 * that is a whole number is the score. Returns 0 when there is none.
 */
static int
blank_fields(const char *s, size_t n, struct fields *f)
{
	size_t i = 0, start;
	long v;

	while (i < n && !xw_isblank((unsigned char)s[i]))
		i++;
	while (i < n) {
		while (i < n && xw_isblank((unsigned char)s[i]))
			i++;
		start = i;
		while (i < n && !xw_isblank((unsigned char)s[i]))
			i++;
		if (i > start && number(s + start, i - start, &v)) {
			f->word = s;
			f->nword = start;
			f->score = s + start;
			f->nscore = i - start;
			f->clue = s + i;
			f->nclue = n - i;
			return 1;
		}
	}
	return 0;
}

/* Split s[0..n) at separator sep (found at p): word, score, clue. */
static void
sep_fields(const char *s, size_t n, const char *p, int sep, struct fields *f)
{
	const char *end = s + n, *q;

	f->word = s;
	f->nword = (size_t)(p - s);
	f->score = p + 1;
	q = memchr(p + 1, sep, (size_t)(end - p - 1));
	f->nscore = (size_t)((q != NULL ? q : end) - (p + 1));
	f->clue = q != NULL ? q + 1 : end;
	f->nclue = (size_t)(end - f->clue);
}

/*
 * The fields of line s[0..n): split at the list's separator (sep, 0 for
 * none found) when the line has it, else at a semicolon or a tab, else
 * "word score"; a line with none of these is a word alone.
 */
static void
split(const char *s, size_t n, int sep, struct fields *f)
{
	const char *p;

	memset(f, 0, sizeof(*f));
	if ((sep != 0 && (p = memchr(s, sep, n)) != NULL) ||
	    (p = memchr(s, sep = ';', n)) != NULL ||
	    (p = memchr(s, sep = '\t', n)) != NULL) {
		sep_fields(s, n, p, sep, f);
		return;
	}
	if (blank_fields(s, n, f))
		return;
	f->word = s;
	f->nword = n;
}

/*
 * The separator of a list, told from its first thousand entries: a comma
 * when more of them have "word,score" than "word;score" or
 * "word<TAB>score"; else 0 (semicolons, tabs and blanks are tried on
 * each line). A comma is no separator by default: phrases hold commas.
 * In *usual what most of those with a score are split at otherwise
 * (';', '\t', ' '), 0 when none has one: for messages.
 */
static int
detect(const char *buf, size_t len, int *usual)
{
	struct xw_text t;
	struct xw_line l;
	size_t comma = 0, other = 0, lines = 0, semi = 0, tab = 0, blank;
	struct fields f;
	const char *p;
	long v;

	xw_text_init(&t, buf, len, XW_TEXT_CR);
	while (lines < 1000 && xw_text_next(&t, &l)) {
		l = xw_line_trim(l);
		if (l.n == 0 || l.s[0] == '#')
			continue;
		lines++;
		if ((p = memchr(l.s, ',', l.n)) != NULL) {
			sep_fields(l.s, l.n, p, ',', &f);
			comma += number(f.score, f.nscore, &v);
		}
		split(l.s, l.n, 0, &f);
		if (f.score == NULL || !number(f.score, f.nscore, &v))
			continue;
		/* The score comes after what the line was split at. */
		other++;
		semi += f.score[-1] == ';';
		tab += f.score[-1] == '\t';
	}
	blank = other - semi - tab;
	*usual = other == 0 ? 0 : semi >= tab && semi >= blank ? ';' :
	    tab >= blank ? '\t' : ' ';
	return comma > other ? ',' : 0;
}

/* Keep the higher score of two entries of one list. */
static void
add(struct xw_wordlist *w, const char *word, size_t len, int score,
    const char *clue, size_t nclue)
{
	struct entry *e = entry_for(w, word, len);

	if (score > e->score) {
		rescore(w, e, score);
		if (nclue > 0)
			e->clue = arena_copy(&w->strings, clue, nclue);
	} else if (e->clue == NULL && nclue > 0) {
		e->clue = arena_copy(&w->strings, clue, nclue);
	}
}

/*
 * word[0..n), of line (or entry) line, normalised into w->norm; 0, or
 * -1 with the line skipped when it makes no word of the list.
 */
static int
put_word(struct xw_wordlist *w, long line, const char *word, size_t n)
{
	size_t letters;
	uint32_t untaken, stray;
	int why = 0;

	if (normalize(word, n, w->flags, &w->norm, &letters, &untaken,
	    &stray) != 0)
		why = XW_BAD_UTF8;
	/* Without its Hebrew or CJK letters, or with an accent dropped,
	   an entry is another word, or none: it is skipped, named. */
	else if (untaken != 0)
		why = XW_BAD_SCRIPT;
	else if (stray != 0)
		why = XW_BAD_MARK;
	else if (letters == 0 || letters > XW_WORD_MAX)
		why = letters == 0 ? XW_BAD_EMPTY : XW_BAD_LONG;
	if (why == 0)
		return 0;
	skip(w, line, why, why == XW_BAD_SCRIPT ? untaken : why ==
	    XW_BAD_MARK ? stray : 0);
	return -1;
}

/* s[0..n) into buf[0..XW_SUSPECT_TEXT): "..." and its end when it is
   longer, which is where a suspect line's comma and number are. */
static void
copy_end(char *buf, const char *s, size_t n)
{
	size_t from = 0;

	if (n >= XW_SUSPECT_TEXT) {
		from = n - (XW_SUSPECT_TEXT - 4);
		while (from < n && ((unsigned char)s[from] & 0xc0) == 0x80)
			from++;	/* not in the middle of a letter */
		memcpy(buf, "...", 3);
		buf += 3;
	}
	memcpy(buf, s + from, n - from);
	buf[n - from] = '\0';
}

/*
 * Count the word alone s[0..n) of line line, made into w->norm, when it
 * ends in a comma and what could be a score, as a line of a
 * comma-separated list does (not "1,000"); the first is kept.
 */
static void
suspect(struct xw_wordlist *w, const char *s, size_t n, long line)
{
	struct xw_suspect *u = &w->suspect;
	size_t i = n;
	long v;

	while (i > 0 && s[i - 1] >= '0' && s[i - 1] <= '9')
		i--;
	if (i == 0 || i == n || n - i > 3 || s[i - 1] != ',' ||
	    (s[i] == '0' && n - i > 1) || !number(s + i, n - i, &v) ||
	    v > 100)
		return;
	if (u->n++ > 0)
		return;
	u->line = line;
	copy_end(u->text, s, n);
	copy_end(u->word, w->norm.s, w->norm.len);
}

/* One line (no line end) into the list. */
static void
add_line(struct xw_wordlist *w, const char *s, size_t n, long line, int sep)
{
	struct fields f;
	long score = 50;

	s = xw_trim(s, &n);
	if (n == 0 || s[0] == '#')
		return;
	w->line = s;
	w->nline = n;
	split(s, n, sep, &f);
	if (f.score != NULL) {
		f.score = xw_trim(f.score, &f.nscore);
		if (f.nscore > 0 && (!number(f.score, f.nscore, &score) ||
		    score > 100)) {
			skip(w, line, XW_BAD_SCORE, 0);
			return;
		}
		if (f.nscore == 0)
			score = 50;
		f.clue = xw_trim(f.clue, &f.nclue);
		if (xw_utf8_check(f.clue, f.nclue) != f.nclue) {
			skip(w, line, XW_BAD_UTF8, 0);
			return;
		}
	}
	if (put_word(w, line, f.word, f.nword) != 0)
		return;
	/* A comma is part of the word in a list not read as
	   comma-separated (wordfind(1)): kept so, but said. The last
	   byte first: most words alone end in a letter. */
	if (f.score == NULL && sep != ',' && f.word[f.nword - 1] >= '0' &&
	    f.word[f.nword - 1] <= '9')
		suspect(w, f.word, f.nword, line);
	add(w, w->norm.s, w->norm.len, (int)score, f.clue, f.nclue);
}

struct xw_wordlist *
xw_wordlist_new(void)
{
	struct xw_wordlist *w = xw_ecalloc(1, sizeof(*w));

	grow(w);
	return w;
}

struct xw_wordlist *
xw_wordlist_parse(const char *buf, size_t len, unsigned flags)
{
	struct xw_wordlist *w = xw_wordlist_new();
	struct xw_text t;
	struct xw_line l;
	int sep = detect(buf, len, &w->suspect.sep);

	w->flags = flags;
	w->skipped.bom = xw_bom_len(buf, len) > 0;
	xw_text_init(&t, buf, len, XW_TEXT_CR);
	while (xw_text_next(&t, &l))
		add_line(w, l.s, l.n, l.no, sep);
	return w;
}

struct xw_wordlist *
xw_wordlist_load_mem(char *buf, size_t len)
{
	return xw_wordlist_parse(buf, len, 0);
}

struct xw_wordlist *
xw_wordlist_read(const char *path, unsigned flags, struct xw_error *e)
{
	const char *name = xw_display_name(path);
	struct xw_wordlist *w;
	char *buf;
	size_t len;

	if (xw_list_slurp(path, NULL, &buf, &len, e))
		return NULL;
	if (xw_index_is(buf, len)) {
		w = xw_index_to_list(buf, len, name, flags, e);
	} else if (xw_list_not_text(buf, len, name, e) != 0) {
		w = NULL;
	} else {
		w = xw_wordlist_parse(buf, len, flags);
	}
	free(buf);
	return w;
}

struct xw_wordlist *
xw_wordlist_load(const char *path, struct xw_error *e)
{
	return xw_wordlist_read(path, 0, e);
}

int
xw_wordlist_set(struct xw_wordlist *w, const char *word, int score,
    const char *clue)
{
	struct entry *e;
	size_t letters;
	uint32_t untaken, stray;

	if (score < 0 || score > 100 ||
	    normalize(word, strlen(word), w->flags, &w->norm, &letters,
	    &untaken, &stray) != 0 || untaken != 0 || stray != 0 ||
	    letters == 0 || letters > XW_WORD_MAX)
		return -1;
	e = entry_for(w, w->norm.s, w->norm.len);
	rescore(w, e, score);
	if (clue != NULL && *clue != '\0')
		e->clue = arena_copy(&w->strings, clue, strlen(clue));
	return 0;
}

void
xw_wordlist_merge(struct xw_wordlist *dst, const struct xw_wordlist *src)
{
	const struct entry *s;
	struct entry *e;
	size_t i;

	for (i = 0; i < src->size; i++) {
		s = &src->table[i];
		if (s->word == NULL)
			continue;
		e = entry_for(dst, s->word, strlen(s->word));
		rescore(dst, e, s->score);
		if (s->clue != NULL)
			e->clue = arena_copy(&dst->strings, s->clue,
			    strlen(s->clue));
	}
}

void
xw_wordlist_foreach(const struct xw_wordlist *w,
    void (*fn)(const char *word, int score, void *arg), void *arg)
{
	size_t i;

	for (i = 0; i < w->size; i++)
		if (w->table[i].word != NULL && w->table[i].score > 0)
			fn(w->table[i].word, w->table[i].score, arg);
}

void
xw_wordlist_foreach_clue(const struct xw_wordlist *w,
    void (*fn)(const char *word, int score, const char *clue, void *arg),
    void *arg)
{
	size_t i;

	for (i = 0; i < w->size; i++)
		if (w->table[i].word != NULL && w->table[i].score > 0)
			fn(w->table[i].word, w->table[i].score,
			    w->table[i].clue, arg);
}

void
xw_wordlist_free(struct xw_wordlist *w)
{
	size_t i;

	if (w == NULL)
		return;
	for (i = 0; i < w->strings.nblocks; i++)
		free(w->strings.blocks[i]);
	free(w->strings.blocks);
	free(w->table);
	xw_buf_free(&w->norm);
	free(w);
}

size_t
xw_wordlist_size(const struct xw_wordlist *w)
{
	return w->live;
}

size_t
xw_wordlist_skipped(const struct xw_wordlist *w, long *first_line)
{
	if (first_line != NULL)
		*first_line = w->skipped.kept > 0 ? w->skipped.line[0] : 0;
	return w->skipped.n;
}

size_t
xw_wordlist_unlisted(const struct xw_wordlist *w)
{
	return w->n - w->live;
}

void
xw_wordlist_skipped_info(const struct xw_wordlist *w, struct xw_skipped *s)
{
	*s = w->skipped;
}

void
xw_wordlist_suspect_info(const struct xw_wordlist *w, struct xw_suspect *s)
{
	*s = w->suspect;
}

/* The entry of word, normalised with the list's flags, or NULL; one of
   score 0 too when all is set. */
static const struct entry *
lookup(const struct xw_wordlist *w, const char *word, int all)
{
	struct xw_buf b = { 0 };
	const struct entry *e = NULL;
	size_t letters;
	uint32_t untaken, stray;

	/* An entry with a letter lists do not take, or a mark that
	   composes none, is in none. */
	if (normalize(word, strlen(word), w->flags, &b, &letters,
	    &untaken, &stray) == 0 && untaken == 0 && stray == 0) {
		e = slot_for(w, b.s, hash_of(b.s, b.len));
		if (e->word == NULL || (e->score <= 0 && !all))
			e = NULL;
	}
	xw_buf_free(&b);
	return e;
}

int
xw_wordlist_has(const struct xw_wordlist *w, const char *word)
{
	return lookup(w, word, 1) != NULL;
}

int
xw_wordlist_score(const struct xw_wordlist *w, const char *word)
{
	const struct entry *e = lookup(w, word, 0);

	return e != NULL ? e->score : -1;
}

const char *
xw_wordlist_clue(const struct xw_wordlist *w, const char *word)
{
	const struct entry *e = lookup(w, word, 0);

	return e != NULL ? e->clue : NULL;
}

void
xw_wordlist_set_flags(struct xw_wordlist *w, unsigned flags)
{
	w->flags = flags;
}

int
xw_wordlist_put(struct xw_wordlist *w, long entry, const char *word,
    int score, const char *clue)
{
	w->line = word;
	w->nline = strlen(word);
	if (put_word(w, entry, word, strlen(word)) != 0)
		return -1;
	add(w, w->norm.s, w->norm.len, score, clue, clue != NULL ?
	    strlen(clue) : 0);
	return 0;
}
