/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for the record of a word list's suspect lines
 * (words.c: suspect, copy_end) and for the cutting of messages to their
 * room (error.c: xw_vseterr, fit_middle; cli.c: xw_cli_end_with), which
 * wordlist_fuzz reaches but never looks at (make fuzz, clang). Byte 0
 * of an input picks what the rest is:
 *  even: a list, read plain and folded; its suspect record is
 *   NUL-terminated, cut only between whole letters, ends in the line's
 *   own number, and comes back the same from an index that records it,
 *   as a cached stack records its lists;
 *  odd: a file name and a message, split where byte 1 says, set with
 *   xw_seterr: each kept whole when it fits, else its start, "..." and
 *   its end, a few bytes short of the room at most (any bytes, UTF-8 or
 *   not), splitting no letter of UTF-8 text; then ended with each hint
 *   the tools give, by xw_cli_end_with, the same way, the hint kept.
 * Seeds: t/fuzz/corpus/suspect/.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "failed.h"
#include "utf8.h"
#include "util.h"
#include "wordidx.h"
#include "wordidx_priv.h"
#include "words.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
is_utf8(const char *s)
{
	size_t n = strlen(s);

	return xw_utf8_check(s, n) == n;
}

/* A field of the record: NUL-terminated, and "..." before a whole
   letter when it was cut. */
static void
check_field(const char *f, const char *what, int utf8)
{
	if (memchr(f, '\0', XW_SUSPECT_TEXT) == NULL)
		failed("suspect %s not NUL-terminated", what);
	if (utf8 && !is_utf8(f))
		failed("suspect %s '%s' cut in a letter", what, f);
}

/* The record comes back the same from an index that records it. */
static void
check_recorded(const struct xw_wordlist *w, const struct xw_suspect *s)
{
	struct xw_source src = { 0 }, *back = NULL;
	struct xw_index_meta m = { 0 };
	struct xw_index *ix;
	struct xw_error e;
	size_t n;

	src.path = "/fuzz/list.txt";
	src.suspect = *s;
	m.name = "fuzz";
	m.src = &src;
	m.nsrc = 1;
	if ((ix = xw_index_from_list(w, &m, &e)) == NULL)
		return;
	n = xw_index_sources(ix, &back);
	if (n != 1 || back[0].suspect.n != s->n ||
	    back[0].suspect.line != s->line ||
	    back[0].suspect.sep != s->sep ||
	    strcmp(back[0].suspect.text, s->text) != 0 ||
	    strcmp(back[0].suspect.word, s->word) != 0)
		failed("the suspect record of line %ld changed in the index",
		    s->line);
	free(back);
	xw_index_close(ix);
}

static void
check_list(const char *buf, size_t len)
{
	struct xw_wordlist *w;
	struct xw_suspect s;
	unsigned flags;
	size_t tl;

	for (flags = 0; flags <= XW_WORDS_FOLD; flags++) {
		w = xw_wordlist_parse(buf, len, flags);
		xw_wordlist_suspect_info(w, &s);
		if (s.n > 0) {
			if (s.line < 1)
				failed("suspect line %ld", s.line);
			if (s.sep != 0 && s.sep != ';' && s.sep != '\t' &&
			    s.sep != ' ')
				failed("suspect sep %d", s.sep);
			/* Lines that are not UTF-8 are skipped, never
			   suspect. */
			check_field(s.text, "text", 1);
			check_field(s.word, "word", 1);
			tl = strlen(s.text);
			if (tl == 0 || s.text[tl - 1] < '0' ||
			    s.text[tl - 1] > '9')
				failed("suspect text '%s' ends in no digit",
				    s.text);
			check_recorded(w, &s);
		}
		xw_wordlist_free(w);
	}
}

/* got, given cut to room bytes with its NUL: given when it fits, else
   its start, "..." and its end (error.c: fit_middle), whole letters of
   UTF-8 text, a few bytes short of the room at most (whole units of up
   to four bytes at each side of the cut). */
static void
check_cut(const char *got, size_t room, const char *given, int utf8,
    const char *what)
{
	size_t gl = strlen(got), n = strlen(given), head = 0, tail = 0, a;

	if (gl >= room)
		failed("%s too long", what);
	if (n < room) {
		if (strcmp(got, given) != 0)
			failed("%s changed uncut", what);
		return;
	}
	while (head < gl && got[head] == given[head])
		head++;
	while (tail < gl && got[gl - 1 - tail] == given[n - 1 - tail])
		tail++;
	for (a = 0; a + 3 <= gl && a <= head; a++)
		if (gl - 3 - a <= tail && memcmp(got + a, "...", 3) == 0)
			break;
	if (a + 3 > gl || a > head)
		failed("%s cut is not its start, '...' and its end: '%s'", what,
		    got);
	if (utf8 && !is_utf8(got))
		failed("%s cut in a letter", what);
	if (gl + 12 < room)
		failed("%s cut too short: %zu of %zu", what, gl, room);
}

/* Each hint xw_cli_convert_hint gives, one of one letter, none. */
static const char *const hints[] = {
	"ipuz-convert -f reads it anyway", "-f reads it anyway",
	"-K finds its key", "ipuz-convert -K finds its key", "x", ""
};

/* e's message ended with "; " and hint, as the tools end a refusal: the
   whole when it fits, else cut as xw_seterr cuts (check_cut), the hint
   kept at the end. */
static void
check_hint(const struct xw_error *e, const char *hint, int utf8)
{
	struct xw_error f = *e;
	size_t gl, hl = strlen(hint) + 2;
	char *whole;

	if ((whole = malloc(strlen(e->msg) + hl + 1)) == NULL)
		abort();
	sprintf(whole, "%s; %s", e->msg, hint);
	xw_cli_end_with(&f, "; ", hint);
	gl = strlen(f.msg);
	if (gl < hl || strncmp(f.msg + gl - hl, "; ", 2) != 0 ||
	    strcmp(f.msg + gl - hl + 2, hint) != 0)
		failed("hint lost: '%s'", f.msg);
	check_cut(f.msg, sizeof(f.msg), whole, utf8, "hinted msg");
	free(whole);
}

static void
check_err(const char *buf, size_t len, unsigned split)
{
	struct xw_error e;
	char *file, *msg;
	size_t k = (split * 4) % (len + 1), i;
	int utf8;

	if ((file = strndup(buf, k)) == NULL ||
	    (msg = strndup(buf + k, len - k)) == NULL)
		abort();
	utf8 = is_utf8(file) && is_utf8(msg);
	xw_seterr(&e, XW_ERR_SYNTAX, file, 1, 1, "%s", msg);
	check_cut(e.file, sizeof(e.file), file, utf8, "file");
	check_cut(e.msg, sizeof(e.msg), msg, utf8, "msg");
	for (i = 0; i < sizeof(hints) / sizeof(hints[0]); i++)
		check_hint(&e, hints[i], utf8);
	free(file);
	free(msg);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *buf;

	if (size < 2)
		return 0;
	/* The rest NUL-terminated, as xw_slurp reads a file. */
	if ((buf = malloc(size - 1)) == NULL)
		abort();
	memcpy(buf, data + 2, size - 2);
	buf[size - 2] = '\0';
	if (data[0] & 1)
		check_err(buf, size - 2, data[1]);
	else if (memchr(buf, '\0', size - 2) == NULL)
		check_list(buf, size - 2);
	free(buf);
	return 0;
}
