/* See LICENSE file for copyright and license details. */
/*
 * Word lists: the forms told from the content, malformed lines, stacks
 * merged in order, accent folding, clues in the index, and the cache of
 * a stack's index.
 */
#include <sys/stat.h>

#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "unit.h"
#include "util.h"
#include "wordidx.h"
#include "words.h"

static char dir[] = "/tmp/xw-words-XXXXXX";

static int
setup(void **state)
{
	(void)state;
	if (mkdtemp(dir) == NULL)
		return -1;
	return 0;
}

static int
teardown(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* The file name in the scratch folder dir. */
static const char *
path(const char *name)
{
	return path_in(dir, name);
}

static struct xw_wordlist *
parse(const char *text, unsigned flags)
{
	return xw_wordlist_parse(text, strlen(text), flags);
}

static void
test_forms(void **state)
{
	struct xw_wordlist *w;

	(void)state;
	/* Commas, told from the content: the separator, not a letter. */
	w = parse("apple,60\npear,45,a fruit, sweet\nfig\n", 0);
	assert_int_equal(xw_wordlist_size(w), 3);
	assert_int_equal(xw_wordlist_score(w, "apple"), 60);
	assert_int_equal(xw_wordlist_score(w, "apple60"), -1);
	assert_string_equal(xw_wordlist_clue(w, "pear"), "a fruit, sweet");
	assert_int_equal(xw_wordlist_score(w, "fig"), 50);
	xw_wordlist_free(w);
	/* Semicolons: a comma is part of the word. */
	w = parse("hello, dolly;40\nplum;70;a fruit\n# no;1\n", 0);
	assert_int_equal(xw_wordlist_score(w, "hellodolly"), 40);
	assert_string_equal(xw_wordlist_clue(w, "PLUM"), "a fruit");
	assert_int_equal(xw_wordlist_score(w, "no"), -1);
	assert_int_equal(xw_wordlist_size(w), 2);
	xw_wordlist_free(w);
	/* Tabs and blanks, a clue after the score; an empty score is 50. */
	w = parse("\xef\xbb\xbfnew york\t75\tbig apple\r\n"
	    "ice cream 65 a cold dessert\r\nkiwi;\r\nlime;;green\r", 0);
	assert_int_equal(xw_wordlist_score(w, "newyork"), 75);
	assert_string_equal(xw_wordlist_clue(w, "newyork"), "big apple");
	assert_int_equal(xw_wordlist_score(w, "icecream"), 65);
	assert_string_equal(xw_wordlist_clue(w, "icecream"), "a cold dessert");
	assert_int_equal(xw_wordlist_score(w, "kiwi"), 50);
	assert_null(xw_wordlist_clue(w, "kiwi"));
	assert_int_equal(xw_wordlist_score(w, "lime"), 50);
	assert_string_equal(xw_wordlist_clue(w, "lime"), "green");
	xw_wordlist_free(w);
}

static void
test_skipped(void **state)
{
	struct xw_wordlist *w;
	struct xw_skipped s;
	char *text = xw_emalloc(400);
	long first;
	size_t n;

	(void)state;
	strcpy(text, "ok;50\nb;x\n;50\nd\xff;40\n");
	n = strlen(text);
	memset(text + n, 'a', 300);
	strcpy(text + n + 300, "\ne;-1\nf;101\nfine\n");
	w = parse(text, 0);
	xw_wordlist_skipped_info(w, &s);
	assert_int_equal(s.n, 6);
	assert_int_equal(s.kept, 5);
	assert_int_equal(s.line[0], 2);
	assert_int_equal(s.why[0], XW_BAD_SCORE);
	assert_int_equal(s.line[1], 3);
	assert_int_equal(s.why[1], XW_BAD_EMPTY);
	assert_int_equal(s.line[2], 4);
	assert_int_equal(s.why[2], XW_BAD_UTF8);
	assert_int_equal(s.line[3], 5);
	assert_int_equal(s.why[3], XW_BAD_LONG);
	assert_int_equal(s.line[4], 6);
	assert_int_equal(xw_wordlist_skipped(w, &first), 6);
	assert_int_equal(first, 2);
	assert_int_equal(xw_wordlist_size(w), 2);
	assert_string_equal(xw_skipped_why(XW_BAD_LONG),
	    "the entry has more than 255 letters");
	xw_wordlist_free(w);
	free(text);
}

/* An entry with a letter lists cannot hold is skipped, the letter kept
   for the message; punctuation, ʼ and emoji between letters are not. */
static void
test_untaken(void **state)
{
	struct xw_wordlist *w;
	struct xw_skipped s;
	char say[XW_SKIPPED_SAY_SIZE];

	(void)state;
	w = parse("caf\xc3\xa9\xe6\x97\xa5;50\nO\xca\xbcNeil;50\n"
	    "smile\xf0\x9f\x98\x80;50\n\xef\xbc\xa1;50\n", 0);
	xw_wordlist_skipped_info(w, &s);
	assert_int_equal(s.n, 2);
	assert_int_equal(s.why[0], XW_BAD_SCRIPT);
	assert_int_equal(s.what[0], 0x65e5);
	assert_int_equal(s.what[1], 0xff21);
	assert_string_equal(xw_skipped_say(&s, 0, say, sizeof(say)),
	    "the entry has '\xe6\x97\xa5' (U+65E5), a letter word lists "
	    "cannot hold (they hold Latin to U+024F and from U+1E00 to "
	    "U+1EFF, Greek and Cyrillic)");
	assert_int_equal(xw_wordlist_size(w), 2);
	assert_int_equal(xw_wordlist_has(w, "caf\xc3\xa9"), 0);
	/* A record that holds no such letter says the reason alone. */
	s.what[0] = 'A';
	assert_string_equal(xw_skipped_say(&s, 0, say, sizeof(say)),
	    xw_skipped_why(XW_BAD_SCRIPT));
	xw_wordlist_free(w);
}

/*
 * A word alone ending in a comma and a score, in a list not read as
 * comma-separated, is kept as read and recorded: the first, cut to its
 * end when long (a whole letter kept), with the separator of the list.
 */
static void
test_suspect(void **state)
{
	struct xw_wordlist *w;
	struct xw_suspect s;
	char *text;
	size_t n;

	(void)state;
	w = parse("gnome;60\nice cream,80\nsnore;40\nx,0\nroute 1,000\n"
	    "y,007\nz,101\nhello, dolly\na;1\nb;2\nc;3\nd;4\n", 0);
	xw_wordlist_suspect_info(w, &s);
	assert_int_equal(s.n, 2);
	assert_int_equal(s.line, 2);
	assert_int_equal(s.sep, ';');
	assert_string_equal(s.text, "ice cream,80");
	assert_string_equal(s.word, "ICECREAM80");
	assert_int_equal(xw_wordlist_score(w, "icecream80"), 50);
	xw_wordlist_free(w);
	/* Read as comma-separated, it is no word alone. */
	w = parse("apple,60\nice cream,80\nplum;70\n", 0);
	xw_wordlist_suspect_info(w, &s);
	assert_int_equal(s.n, 0);
	xw_wordlist_free(w);
	w = parse("fig\t60\nplum\t70\nkiwi 50\nice cream,80\n", 0);
	xw_wordlist_suspect_info(w, &s);
	assert_int_equal(s.sep, '\t');
	xw_wordlist_free(w);
	/* 100 \xc3\xa9 and ",80": 203 bytes, cut to "..." and 123 of
	   them, not 124, the first a whole letter; its word, 202 bytes, to
	   124. */
	text = xw_emalloc(512);
	strcpy(text, "fig;60\n");
	n = strlen(text);
	while (n < 7 + 200) {
		memcpy(text + n, "\xc3\xa9", 2);
		n += 2;
	}
	strcpy(text + n, ",80\n");
	w = parse(text, 0);
	xw_wordlist_suspect_info(w, &s);
	assert_int_equal(s.n, 1);
	assert_int_equal(strlen(s.text), 3 + 123);
	assert_memory_equal(s.text, "...\xc3\xa9", 5);
	assert_string_equal(s.text + strlen(s.text) - 4, "\xa9,80");
	assert_int_equal(strlen(s.word), 3 + 124);
	assert_memory_equal(s.word, "...\xc3\x89", 5);
	xw_wordlist_free(w);
	free(text);
}

static void
test_merge(void **state)
{
	struct xw_wordlist *a = parse("apple;50\nplum;60;a fruit\npear;40\n",
	    0), *b = parse("plum;90\npear;0\nkiwi;55\nzero;0\n", 0);

	(void)state;
	/* Within one list the better score stands; 0 is never listed. */
	assert_int_equal(xw_wordlist_score(b, "zero"), -1);
	assert_int_equal(xw_wordlist_has(b, "zero"), 1);
	assert_int_equal(xw_wordlist_has(b, "none"), 0);
	xw_wordlist_merge(a, b);
	assert_int_equal(xw_wordlist_score(a, "plum"), 90);
	assert_string_equal(xw_wordlist_clue(a, "plum"), "a fruit");
	assert_int_equal(xw_wordlist_score(a, "pear"), -1);
	assert_int_equal(xw_wordlist_score(a, "kiwi"), 55);
	assert_int_equal(xw_wordlist_score(a, "apple"), 50);
	assert_int_equal(xw_wordlist_size(a), 3);
	/* A later list brings a removed word back. */
	assert_int_equal(xw_wordlist_set(a, "Pear", 30, "again"), 0);
	assert_int_equal(xw_wordlist_score(a, "pear"), 30);
	assert_string_equal(xw_wordlist_clue(a, "pear"), "again");
	assert_int_equal(xw_wordlist_size(a), 4);
	assert_int_equal(xw_wordlist_set(a, "--", 30, NULL), -1);
	/* A score outside 0-100 is refused, the word left as it was: 101
	   was cut to 100, and -1 removed it (QA libapi5 #5). */
	assert_int_equal(xw_wordlist_set(a, "pear", 101, NULL), -1);
	assert_int_equal(xw_wordlist_set(a, "pear", -1, NULL), -1);
	assert_int_equal(xw_wordlist_set(a, "pear", INT_MAX, NULL), -1);
	assert_int_equal(xw_wordlist_set(a, "fig", -5, NULL), -1);
	assert_int_equal(xw_wordlist_score(a, "pear"), 30);
	assert_int_equal(xw_wordlist_has(a, "fig"), 0);
	assert_int_equal(xw_wordlist_size(a), 4);
	assert_int_equal(xw_wordlist_set(a, "fig", 100, NULL), 0);
	assert_int_equal(xw_wordlist_score(a, "fig"), 100);
	xw_wordlist_free(a);
	xw_wordlist_free(b);
}

static void
assert_fold(const char *in, const char *want)
{
	char *s = xw_word_fold(in);

	assert_non_null(s);
	assert_string_equal(s, want);
	free(s);
}

static void
test_fold(void **state)
{
	struct xw_wordlist *w;
	char *s;

	(void)state;
	assert_fold("caf\xc3\xa9", "cafe");
	assert_fold("[\xc3\x89-\xc3\xbf]?*", "[E-y]?*");
	assert_fold("\xc3\x86on \xc3\x9f", "AEon ss");
	assert_fold("\xce\x86\xce\xbb\xcf\x86\xce\xb1",
	    "\xce\x91\xce\xbb\xcf\x86\xce\xb1");	/* Άλφα */
	assert_fold("\xd0\x81\xd0\x99", "\xd0\x95\xd0\x99");	/* ЁЙ: Й stays */
	/* Combining marks U+0300 to U+036F, the first and the last, are
	   folded away even with no letter before them. */
	assert_fold("[\xcc\x80]", "[]");
	assert_fold("[\xcd\xaf]", "[]");
	assert_null(xw_word_fold("a\xff"));
	s = xw_word_normalize_flags("na\xc3\xafve \xc3\xa6", XW_WORDS_FOLD);
	assert_string_equal(s, "NAIVEAE");
	free(s);
	w = parse("caf\xc3\xa9;70\ncafe;40\n", XW_WORDS_FOLD);
	assert_int_equal(xw_wordlist_size(w), 1);
	assert_int_equal(xw_wordlist_score(w, "CAF\xc3\x89"), 70);
	xw_wordlist_free(w);
}

/* The words of ix matching text, space-separated. */
static char *
matches(const struct xw_index *ix, const char *text)
{
	struct xw_buf b = { 0 };
	struct xw_pattern *p;
	struct xw_error e;
	uint32_t *ids;
	size_t n, i;

	if ((p = xw_pattern_parse(ix, text, &e)) == NULL)
		fail_msg("%s", e.msg);
	n = xw_pattern_match(ix, p, 0, 0, &ids);
	for (i = 0; i < n; i++)
		xw_buf_printf(&b, "%s%s", i > 0 ? " " : "",
		    xw_index_word(ix, ids[i]));
	free(ids);
	xw_pattern_free(p);
	return xw_buf_take(&b);
}

static void
assert_matches(const struct xw_index *ix, const char *text,
    const char *want)
{
	char *got = matches(ix, text);

	assert_string_equal(got, want);
	free(got);
}

/* Count the warnings of a stack. */
struct notes {
	int warned, skipped;
	char last[1024];
};

static void
note_warn(const struct xw_error *w, void *arg)
{
	struct notes *n = arg;

	n->warned++;
	snprintf(n->last, sizeof(n->last), "%s: %s", w->file, w->msg);
}

static void
note_skipped(const char *list, const struct xw_skipped *s, void *arg)
{
	struct notes *n = arg;

	(void)list;
	n->skipped += (int)s->n;
}

static void
test_stack(void **state)
{
	const char *paths[3];
	struct xw_stack_opts o = { 0 };
	struct notes notes = { 0 };
	struct xw_index *ix;
	struct xw_error e;
	char cache[256], idx[300];
	long id;

	(void)state;
	snprintf(cache, sizeof(cache), "%s", path("cache"));
	o.cache = cache;
	o.warn = note_warn;
	o.skipped = note_skipped;
	o.arg = &notes;
	write_text(path("big.txt"), "apple;50\nplum;60;a fruit\npear;40\nbad;x\n");
	write_text(path("mine.txt"), "plum;90\npear;0\nkiwi;55\n");
	paths[0] = xw_estrdup(path("big.txt"));
	paths[1] = xw_estrdup(path("mine.txt"));
	paths[2] = xw_estrdup(path("gone.txt"));
	ix = xw_index_open_stack(paths, 2, &o, &e);
	assert_non_null(ix);
	assert_matches(ix, "????", "PLUM KIWI");
	id = xw_index_lookup(ix, "plum");
	assert_true(id >= 0);
	assert_int_equal(xw_index_score(ix, (uint32_t)id), 90);
	assert_string_equal(xw_index_clue(ix, (uint32_t)id), "a fruit");
	assert_int_equal(notes.skipped, 1);
	xw_index_close(ix);
	/* The second time from the cache, its malformed line again. */
	ix = xw_index_open_stack(paths, 2, &o, &e);
	assert_non_null(ix);
	assert_matches(ix, "????", "PLUM KIWI");
	assert_int_equal(notes.skipped, 2);
	assert_int_equal(notes.warned, 0);
	xw_index_close(ix);
	/* A list that vanished: left out, with a warning. */
	ix = xw_index_open_stack(paths, 3, &o, &e);
	assert_non_null(ix);
	assert_int_equal(notes.warned, 1);
	assert_true(strstr(notes.last, "left out of the stack") != NULL);
	xw_index_close(ix);
	/* Nothing usable: an error. */
	assert_null(xw_index_open_stack(paths + 2, 1, &o, &e));
	assert_int_equal(e.code, XW_ERR_IO);
	free((char *)paths[2]);
	/* Saved as one index file, then opened as it is. */
	snprintf(idx, sizeof(idx), "%s", path("stack.idx"));
	assert_int_equal(xw_index_save_stack(paths, 2, &o, idx, &e), 0);
	paths[2] = idx;
	ix = xw_index_open_stack(paths + 2, 1, &o, &e);
	assert_non_null(ix);
	assert_matches(ix, "*", "PLUM KIWI APPLE");
	assert_int_equal(xw_index_folded(ix), 0);
	xw_index_close(ix);
	free((char *)paths[0]);
	free((char *)paths[1]);
}

static void
test_folded_index(void **state)
{
	const char *paths[1];
	struct xw_stack_opts o = { 0 };
	struct xw_index *ix;
	struct xw_error e;

	(void)state;
	write_text(path("acc.txt"), "caf\xc3\xa9;70\nna\xc3\xafve\n");
	paths[0] = path("acc.txt");
	o.flags = XW_WORDS_FOLD;
	ix = xw_index_open_stack(paths, 1, &o, &e);
	assert_non_null(ix);
	assert_int_equal(xw_index_folded(ix), 1);
	/* A folded index folds its patterns and lookups. */
	assert_matches(ix, "caf\xc3\xa9", "CAFE");
	assert_matches(ix, "cafe", "CAFE");
	assert_true(xw_index_lookup(ix, "NA\xc3\x8f" "VE") >= 0);
	xw_index_close(ix);
}

static void
test_default_stack(void **state)
{
	char **v;
	size_t n;

	(void)state;
	setenv("XW_WORDLIST", ":a.txt::b.idx:", 1);
	v = xw_index_default_stack(&n);
	assert_int_equal(n, 2);
	assert_string_equal(v[0], "a.txt");
	assert_string_equal(v[1], "b.idx");
	assert_null(v[2]);
	free(v);
	setenv("XW_WORDLIST", "", 1);
	v = xw_index_default_stack(&n);
	assert_int_equal(n, 1);
	assert_string_equal(v[0], xw_index_default());
	free(v);
	unsetenv("XW_WORDLIST");
	setenv("XDG_CACHE_HOME", "relative", 1);
	setenv("HOME", "/home/x", 1);
	assert_string_equal(xw_index_cache_dir(), "/home/x/.cache/xwtools");
	setenv("XDG_CACHE_HOME", "/c", 1);
	assert_string_equal(xw_index_cache_dir(), "/c/xwtools");
}

UNIT_MAIN("tests", setup, teardown,
	cmocka_unit_test(test_forms),
	cmocka_unit_test(test_skipped),
	cmocka_unit_test(test_untaken),
	cmocka_unit_test(test_suspect),
	cmocka_unit_test(test_merge),
	cmocka_unit_test(test_fold),
	cmocka_unit_test(test_stack),
	cmocka_unit_test(test_folded_index),
	cmocka_unit_test(test_default_stack))
