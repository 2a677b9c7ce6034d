/* See LICENSE file for copyright and license details. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "utf8.h"
#include "util.h"
#include "words.h"

struct entry {
	char *word;
	int score;
};

struct xw_wordlist {
	struct entry *table;	/* open addressing, size a power of two */
	size_t size, n;
	size_t skipped;
	long first_skipped;
};

char *
xw_word_normalize(const char *word)
{
	size_t n = strlen(word), off = 0, len, o = 0;
	char *out = xw_emalloc(n * 2 + 1);
	uint32_t cp;

	while (off < n) {
		unsigned char c = (unsigned char)word[off];

		if (c < 0x80) {		/* most letters: no decoding */
			if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			    (c >= '0' && c <= '9'))
				out[o++] = (char)(c >= 'a' && c <= 'z' ? c - 32 : c);
			off++;
			continue;
		}
		if ((len = xw_utf8_decode(word + off, n - off, &cp)) == 0) {
			free(out);
			return NULL;
		}
		off += len;
		if (xw_isalnum(cp))
			o += xw_utf8_encode(xw_toupper(cp), out + o);
	}
	out[o] = '\0';
	return out;
}

static struct entry *
slot_for(const struct xw_wordlist *w, const char *word)
{
	size_t i = (size_t)xw_fnv1a(word, strlen(word), XW_FNV_BASIS) &
	    (w->size - 1);

	while (w->table[i].word != NULL && strcmp(w->table[i].word, word) != 0)
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
			*slot_for(w, old[i].word) = old[i];
	free(old);
}

/* Add word with score; a duplicate keeps the higher score. */
static void
add(struct xw_wordlist *w, char *word, int score)
{
	struct entry *e;

	if ((w->n + 1) * 2 > w->size)
		grow(w);
	e = slot_for(w, word);
	if (e->word != NULL) {
		if (score > e->score)
			e->score = score;
		free(word);
		return;
	}
	e->word = word;
	e->score = score;
	w->n++;
}

static void
skip(struct xw_wordlist *w, long line)
{
	if (w->skipped++ == 0)
		w->first_skipped = line;
}

/* One line (NUL-terminated, no newline) into the list. */
static void
add_line(struct xw_wordlist *w, char *s, long line)
{
	char *sep, *end, *word;
	long score = 50;
	size_t n = strlen(s);

	while (n > 0 && (s[n - 1] == '\r' || s[n - 1] == ' ' ||
	    s[n - 1] == '\t'))
		s[--n] = '\0';
	if (s[strspn(s, " \t")] == '\0')
		return;
	sep = strchr(s, ';');
	if (sep == NULL) {
		/* "word score": the score is the last field when it is a number. */
		for (sep = s + n; sep > s && sep[-1] != ' ' && sep[-1] != '\t';)
			sep--;
		if (sep == s || strspn(sep, "0123456789") != strlen(sep))
			sep = NULL;
		else
			sep--;
	}
	if (sep != NULL) {
		*sep = '\0';
		score = strtol(sep + 1, &end, 10);
		end += strspn(end, " \t");
		if (end == sep + 1 || *end != '\0' || score < 0 || score > 100) {
			skip(w, line);
			return;
		}
	}
	if ((word = xw_word_normalize(s)) == NULL) {
		skip(w, line);
		return;
	}
	if (*word == '\0') {
		free(word);
		return;
	}
	add(w, word, (int)score);
}

struct xw_wordlist *
xw_wordlist_load(const char *path, struct xw_error *e)
{
	struct xw_wordlist *w;
	char *buf;
	size_t len;

	if (xw_slurp(path, &buf, &len, e))
		return NULL;
	w = xw_wordlist_load_mem(buf, len);
	free(buf);
	return w;
}

struct xw_wordlist *
xw_wordlist_load_mem(char *buf, size_t len)
{
	struct xw_wordlist *w = xw_ecalloc(1, sizeof(*w));
	struct xw_text t;
	struct xw_line l;
	char *s;

	grow(w);
	xw_text_init(&t, buf, len, 0);
	while (xw_text_next(&t, &l)) {
		/* The line end (or buf[len]) becomes the line's NUL. */
		s = buf + (l.s - buf);
		s[l.n] = '\0';
		add_line(w, s, l.no);
	}
	return w;
}

void
xw_wordlist_foreach(const struct xw_wordlist *w,
    void (*fn)(const char *word, int score, void *arg), void *arg)
{
	size_t i;

	for (i = 0; i < w->size; i++)
		if (w->table[i].word != NULL)
			fn(w->table[i].word, w->table[i].score, arg);
}

void
xw_wordlist_free(struct xw_wordlist *w)
{
	size_t i;

	if (w == NULL)
		return;
	for (i = 0; i < w->size; i++)
		free(w->table[i].word);
	free(w->table);
	free(w);
}

size_t
xw_wordlist_size(const struct xw_wordlist *w)
{
	return w->n;
}

size_t
xw_wordlist_skipped(const struct xw_wordlist *w, long *first_line)
{
	if (first_line != NULL)
		*first_line = w->first_skipped;
	return w->skipped;
}

int
xw_wordlist_score(const struct xw_wordlist *w, const char *word)
{
	char *norm = xw_word_normalize(word);
	const struct entry *e;
	int score;

	if (norm == NULL)
		return -1;
	e = slot_for(w, norm);
	score = e->word != NULL ? e->score : -1;
	free(norm);
	return score;
}
