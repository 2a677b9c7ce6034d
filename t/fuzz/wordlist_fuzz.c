/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for word lists (make fuzz, clang): every input is a
 * list's text, read plain and folded as wordfind -w list and -f -w list
 * read it (an index's bytes read as one), its malformed lines told as
 * the tools tell them, each entry looked up again, the two merged as a
 * stack merges them, and each indexed as the tools index a list, in
 * memory and as -B writes it, then queried (wordquery.h). Seeds:
 * t/fuzz/corpus/wordlist/.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wordidx.h"
#include "wordquery.h"
#include "words.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Each entry is found again by its normalised text, as it was listed. */
static void
check_entry(const char *word, int score, const char *clue, void *arg)
{
	const struct xw_wordlist *w = arg;
	const char *again = xw_wordlist_clue(w, word);

	if (xw_wordlist_score(w, word) != score || !xw_wordlist_has(w, word))
		failed("'%s', listed with score %d, is looked up with %d",
		    word, score, xw_wordlist_score(w, word));
	if ((clue == NULL) != (again == NULL) ||
	    (clue != NULL && strcmp(clue, again) != 0))
		failed("'%s': clue '%s', looked up as '%s'", word,
		    clue != NULL ? clue : "(none)",
		    again != NULL ? again : "(none)");
}

/* The list buf[0..len) as a stack reads it: NULL when it is refused. */
static struct xw_wordlist *
read_list(const char *buf, size_t len, unsigned flags)
{
	struct xw_error e;

	if (xw_index_is(buf, len))
		return xw_index_to_list(buf, len, "fuzz", flags, &e);
	if (memchr(buf, '\0', len) != NULL)
		return NULL;
	return xw_wordlist_parse(buf, len, flags);
}

/* The malformed lines, as the tools' warnings tell them. */
static void
tell_skipped(const struct xw_wordlist *w)
{
	char why[XW_SKIPPED_SAY_SIZE];
	struct xw_skipped s;
	size_t i;
	long first;

	xw_wordlist_skipped_info(w, &s);
	if (xw_wordlist_skipped(w, &first) != s.n || s.kept > XW_SKIPPED_KEPT ||
	    (s.kept > 0 && first != s.line[0]))
		failed("skipped lines: %zu, %zu kept, first %ld", s.n, s.kept,
		    first);
	for (i = 0; i < s.kept; i++)
		xw_skipped_say(&s, i, why, sizeof(why));
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct xw_index_meta m = { 0 };
	struct xw_wordlist *w[2], *all;
	unsigned char *out;
	size_t outlen, skipped;
	long first;
	struct xw_error e;
	char *buf;
	unsigned flags;

	buf = slurped(data, size);
	m.name = "fuzz";
	for (flags = 0; flags <= XW_WORDS_FOLD; flags++) {
		if ((w[flags] = read_list(buf, size, flags)) == NULL)
			continue;
		tell_skipped(w[flags]);
		xw_wordlist_foreach_clue(w[flags], check_entry, w[flags]);
		m.flags = flags ? XW_INDEX_FOLDED : 0;
		xw_index_close(index_list(w[flags], &m));
	}
	/* Stacked over itself folded, as wordfind -w l -w l reads it. */
	if (w[0] != NULL && w[1] != NULL) {
		all = xw_wordlist_new();
		xw_wordlist_merge(all, w[0]);
		xw_wordlist_merge(all, w[1]);
		m.flags = 0;
		xw_index_close(index_list(all, &m));
		xw_wordlist_free(all);
	}
	xw_wordlist_free(w[0]);
	xw_wordlist_free(w[1]);
	/* As wordfind -B indexes one list into a file. */
	if (!xw_index_is(buf, size) && memchr(buf, '\0', size) == NULL &&
	    xw_index_build(buf, size, "fuzz.txt", 0, &out, &outlen, &skipped,
	    &first, &e) == 0) {
		reindex((const char *)out, outlen);
		free(out);
	}
	free(buf);
	return 0;
}
