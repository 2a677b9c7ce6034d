/* See LICENSE file for copyright and license details. */
/* Filling grids from a tiny word list: fills, proofs of none, regions. */
#include <sys/resource.h>

#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fill.h"
#include "grid.h"
#include "textgrid.h"
#include "unit.h"
#include "util.h"
#include "words.h"

/*
 * Two 3x3 squares, the one the other turned over: rows ABC DEF GHI,
 * columns ADG BEH CFI. A symmetric square, ABC BDE CEF, is its own
 * columns. The rest cross nothing.
 */
static const char words[] =
    "abc;60\n"
    "def;60\n"
    "ghi;60\n"
    "adg;40\n"
    "beh;40\n"
    "cfi;40\n"
    "bde;50\n"
    "cef;50\n"
    "xyz;90\n"
    "ab;50\n"
    "de;50\n"
    "ad;30\n"
    "be;30\n";

INDEX_GROUP(ix, words)

/* A text grid: rows split by '/', '.' an empty cell, '#' a block. */
static struct xw_puzzle *
grid(const char *rows)
{
	struct xw_error e;
	struct xw_puzzle *p;
	char *text = xw_estrdup(rows), *s;

	for (s = text; *s != '\0'; s++)
		if (*s == '/')
			*s = '\n';
	if ((p = xw_textgrid_read(text, strlen(text), "t.txt", NULL,
	    &e)) == NULL)
		fail_msg("grid '%s': %s", rows, e.msg);
	free(text);
	return p;
}

/* The solution grid as grid() takes it. */
static void
grid_text(const struct xw_puzzle *p, struct xw_buf *b)
{
	const struct xw_cell *cell;
	int r, c;

	for (r = 0; r < p->height; r++) {
		if (r > 0)
			xw_buf_putc(b, '/');
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			xw_buf_puts(b, cell->kind != XW_CELL_LETTER ? "#" :
			    cell->solution == NULL ? "." : cell->solution);
		}
	}
}

/* Each fill found, "; " between them. */
static int
found(struct xw_puzzle *p, void *arg)
{
	struct xw_buf *b = arg;

	if (b->len > 0)
		xw_buf_puts(b, "; ");
	grid_text(p, b);
	return 0;
}

static struct xw_fill_opts
opts(struct xw_buf *fills)
{
	struct xw_fill_opts o = { 0 };

	o.max_fills = 100;
	o.found = found;
	o.arg = fills;
	return o;
}

/* Fill rows with o: the result, the fills found, and the last grid. */
static int
run(const char *rows, const struct xw_fill_opts *o, struct xw_fill_stats *st,
    const char *want_fills, const char *want_grid)
{
	struct xw_puzzle *p = grid(rows);
	struct xw_buf b = { 0 };
	struct xw_error e;
	int ret;

	ret = xw_fill(p, ix, o, st, &e);
	if (ret == XW_FILL_ERROR)
		fail_msg("fill of %s failed: %s", rows, e.msg);
	assert_string_equal(((struct xw_buf *)o->arg)->s != NULL ?
	    ((struct xw_buf *)o->arg)->s : "", want_fills);
	grid_text(p, &b);
	assert_string_equal(b.s, want_grid);
	xw_buf_free(&b);
	xw_puzzle_free(p);
	return ret;
}

static void
test_fill(void **state)
{
	struct xw_buf fills = { 0 };
	struct xw_fill_opts o = opts(&fills);
	struct xw_fill_stats st;

	(void)state;
	/* Given letters stand: one fill. */
	assert_int_equal(run("ABC/.../...", &o, &st, "ABC/DEF/GHI",
	    "ABC/DEF/GHI"), XW_FILL_DONE);
	assert_int_equal(st.fills, 1);
	xw_buf_free(&fills);
	assert_int_equal(run(".D./.../...", &o, &st, "ADG/BEH/CFI",
	    "ADG/BEH/CFI"), XW_FILL_DONE);
	xw_buf_free(&fills);
	/* An open grid: both squares, and no more. */
	assert_int_equal(run(".../.../...", &o, &st,
	    "ABC/DEF/GHI; ADG/BEH/CFI", "ADG/BEH/CFI"), XW_FILL_DONE);
	assert_int_equal(st.fills, 2);
	xw_buf_free(&fills);
	/* Asked for one, it stops at one. */
	o.max_fills = 1;
	assert_int_equal(run(".../.../...", &o, &st, "ABC/DEF/GHI",
	    "ABC/DEF/GHI"), XW_FILL_DONE);
	assert_int_equal(st.fills, 1);
	xw_buf_free(&fills);
	/* Blocks: two-letter entries. */
	o.max_fills = 100;
	assert_int_equal(run("..#/..#/###", &o, &st, "AB#/DE#/###; AD#/BE#/###",
	    "AD#/BE#/###"), XW_FILL_DONE);
	xw_buf_free(&fills);
}

static void
test_dupes_and_scores(void **state)
{
	struct xw_buf fills = { 0 };
	struct xw_fill_opts o = opts(&fills);
	struct xw_fill_stats st;

	(void)state;
	/*
	 * A first column ABC: the turned square; and the symmetric square
	 * too, which uses each word twice, when that is allowed.
	 */
	assert_int_equal(run("A../B../C..", &o, &st, "ADG/BEH/CFI",
	    "ADG/BEH/CFI"), XW_FILL_DONE);
	xw_buf_free(&fills);
	o.allow_dupes = 1;
	assert_int_equal(run("A../B../C..", &o, &st,
	    "ABC/BDE/CEF; ADG/BEH/CFI", "ADG/BEH/CFI"), XW_FILL_DONE);
	assert_int_equal(st.fills, 2);
	xw_buf_free(&fills);
	o.allow_dupes = 0;
	/* Words under the score limit are left out: the columns go, and
	   the symmetric square would use its words twice. */
	o.minscore = 50;
	assert_int_equal(run(".../.../...", &o, &st, "", ".../.../..."),
	    XW_FILL_NONE);
	/* BDE fits, but 2-down has it: the proof says so. */
	assert_string_equal(st.why, "no word fits 4-across (BDE): BDE "
	    "would, but is 2-down's (-d allows a word twice)");
	o.allow_dupes = 1;
	assert_int_equal(run(".../.../...", &o, &st, "ABC/BDE/CEF",
	    "ABC/BDE/CEF"), XW_FILL_DONE);
	xw_buf_free(&fills);
	o.allow_dupes = 0;
	o.minscore = 40;
	assert_int_equal(run(".../.../...", &o, &st,
	    "ABC/DEF/GHI; ADG/BEH/CFI", "ADG/BEH/CFI"), XW_FILL_DONE);
	xw_buf_free(&fills);
}

/* No fill: proved, and where the proof ran dry. */
static void
test_no_fill(void **state)
{
	struct xw_buf fills = { 0 };
	struct xw_fill_opts o = opts(&fills);
	struct xw_wordlist *ex;
	struct xw_fill_stats st;
	char list[] = "def\n";

	(void)state;
	/* Propagation alone: no word starts with Z. */
	assert_int_equal(run("Z../.../...", &o, &st, "", "Z../.../..."),
	    XW_FILL_NONE);
	assert_int_equal(st.fills, 0);
	assert_string_equal(st.why, "no word fits 1-down (Z?\?)");
	/* Excluded, DEF leaves row 2 without a word. */
	ex = xw_wordlist_load_mem(list, strlen(list));
	o.exclude = ex;
	assert_int_equal(run("ABC/.../...", &o, &st, "", "ABC/.../..."),
	    XW_FILL_NONE);
	assert_string_equal(st.why, "no word fits 4-across (DEF)");
	o.exclude = NULL;
	xw_wordlist_free(ex);
	/* Three slots, two words scored 50 (AB and DE): no word twice, so
	   the count is the proof, before any search (which tried each word
	   of 1-across, none leading on). */
	o.minscore = 50;
	assert_int_equal(run("../##/../##/..", &o, &st, "", "../##/../##/.."),
	    XW_FILL_NONE);
	assert_string_equal(st.why, "3 slots of 2 letters, and only 2 of the "
	    "list's 4 words of 2 letters can go in them (-d allows a word "
	    "twice)");
	assert_int_equal(st.fills, 0);
	assert_int_equal(st.nodes, 0);
	/* Two slots are enough. */
	assert_int_equal(run("../##/..", &o, &st, "AB/##/DE; DE/##/AB",
	    "DE/##/AB"), XW_FILL_DONE);
	xw_buf_free(&fills);
}

/* A region: only the slots through it are filled, only it is written. */
static void
test_region(void **state)
{
	static const unsigned char row2[9] = { 0, 0, 0, 1, 1, 1, 0, 0, 0 };
	static const unsigned char corner[9] = { 1, 0, 0, 0, 0, 0, 0, 0, 0 };
	struct xw_buf fills = { 0 };
	struct xw_fill_opts o = opts(&fills);
	struct xw_fill_stats st;

	(void)state;
	o.region = row2;
	assert_int_equal(run("ABC/.../...", &o, &st, "ABC/DEF/...",
	    "ABC/DEF/..."), XW_FILL_DONE);
	xw_buf_free(&fills);
	/* Its crossings still need words: none starts with X. */
	assert_int_equal(run("XYZ/.../...", &o, &st, "", "XYZ/.../..."),
	    XW_FILL_NONE);
	/* Slots outside the region are left as they are, even empty. */
	o.region = corner;
	assert_int_equal(run(".BC/.../...", &o, &st, "ABC/.../...",
	    "ABC/.../..."), XW_FILL_DONE);
	xw_buf_free(&fills);
}

static void
test_errors(void **state)
{
	struct xw_fill_opts o = { 0 };
	struct xw_fill_stats st;
	struct xw_error e;
	struct xw_puzzle *p;

	(void)state;
	p = grid("..../..../..../....");
	assert_int_equal(xw_fill(p, ix, &o, &st, &e), XW_FILL_ERROR);
	assert_int_equal(e.code, XW_ERR_ARG);
	assert_string_equal(e.msg, "slot 1-across has 4 letters, and the word "
	    "list has no word that long");
	xw_puzzle_free(p);
	p = grid(".../.Q./...");
	assert_int_equal(xw_fill(p, ix, &o, &st, &e), XW_FILL_ERROR);
	assert_int_equal(e.code, XW_ERR_ARG);
	assert_string_equal(e.msg, "cell r2c2 holds 'Q', which is not a "
	    "letter of the word list");
	xw_puzzle_free(p);
}

/*
 * The stack the search bounds its depth by: the process's limit, 256
 * KB, or, with none, 256 MB. The hard limit, which the soft one may be
 * raised to, is one or the other (or more than 256 MB: 256 MB).
 */
size_t xw_fill_stack_size(void);	/* fill_priv.h's, whose helpers
					   clash with unit.h's */

static void
test_stack_size(void **state)
{
	struct rlimit old, rl;
	size_t most = (size_t)256 << 20;

	(void)state;
	assert_int_equal(getrlimit(RLIMIT_STACK, &old), 0);
	rl = old;
	rl.rlim_cur = (rlim_t)256 << 10;
	assert_int_equal(setrlimit(RLIMIT_STACK, &rl), 0);
	assert_int_equal(xw_fill_stack_size(), 256 << 10);
	rl.rlim_cur = rl.rlim_max;
	assert_int_equal(setrlimit(RLIMIT_STACK, &rl), 0);
	assert_int_equal(xw_fill_stack_size(), rl.rlim_max == RLIM_INFINITY ||
	    rl.rlim_max > most ? most : (size_t)rl.rlim_max);
	assert_int_equal(setrlimit(RLIMIT_STACK, &old), 0);
}

/*
 * Where the calling thread's stack ends, which the search's bound is
 * XW_STACK_SLACK above: on a thread of a stack the caller gave it, its
 * lowest byte exactly, and its size; on the first thread, below the
 * caller's frame (glibc; elsewhere 0). A bound from an end 64 KB too
 * high passed every other test (mutation19 T05).
 */
uintptr_t xw_fill_stack_low(size_t *size, int *is_main);

struct stack_seen {
	uintptr_t low;
	size_t size;
	int is_main;
};

static void *
see_stack(void *arg)
{
	struct stack_seen *seen = arg;

	seen->low = xw_fill_stack_low(&seen->size, &seen->is_main);
	return NULL;
}

static void
test_stack_low(void **state)
{
	size_t own = (size_t)256 << 10;
	char *stack = aligned_alloc(4096, own);
	struct stack_seen seen = { 0 };
	pthread_attr_t attr;
	pthread_t t;
	/* A frame's address: a sanitizer may move a local to the heap. */
	uintptr_t here = (uintptr_t)__builtin_frame_address(0);

	(void)state;
	assert_non_null(stack);
	assert_int_equal(pthread_attr_init(&attr), 0);
	assert_int_equal(pthread_attr_setstack(&attr, stack, own), 0);
	assert_int_equal(pthread_create(&t, &attr, see_stack, &seen), 0);
	assert_int_equal(pthread_join(t, NULL), 0);
	pthread_attr_destroy(&attr);
#ifdef __GLIBC__
	assert_true(seen.low == (uintptr_t)stack);
	assert_int_equal(seen.size, own);
	assert_int_equal(seen.is_main, 0);
	see_stack(&seen);
	assert_int_equal(seen.is_main, 1);
	assert_true(seen.low != 0 && seen.low < here &&
	    here - seen.low < seen.size);
#else
	assert_true(seen.low == 0 && here != 0);
#endif
	free(stack);
}

/* The slots xw_fill_analyse reports of p, as "name words/words_any;"
   (with the crossing that narrows it most when cross), fewest first;
   why in why[0..size), and whether the counts are each slot's alone. */
static char *
analysis(const struct xw_puzzle *p, const struct xw_fill_opts *o,
    char *why, size_t size, int cross, int *alone)
{
	struct xw_slot_report *r;
	struct xw_buf b = { 0 };
	struct xw_error e;
	char name[XW_SLOT_NAME_SIZE];
	long i, n;

	n = xw_fill_analyse(p, ix, o, &r, why, size, alone, &e);
	if (n < 0)
		fail_msg("analysis failed: %s", e.msg);
	xw_buf_add(&b, "", 0);
	for (i = 0; i < n; i++) {
		xw_buf_printf(&b, "%s %zu/%zu", xw_slot_name(NULL,
		    p->slots[r[i].slot].number, p->slots[r[i].slot].dir, name,
		    sizeof(name)), r[i].words, r[i].words_any);
		if (cross)
			xw_buf_printf(&b, " %ld", r[i].cross);
		xw_buf_putc(&b, ';');
	}
	xw_fill_reports_free(r, n);
	return xw_buf_take(&b);
}

/* The slots as "name words/words_any;", fewest first, and whether they
   are counted each on its own; with a why of size 0 and no alone, the
   same, and not a byte written (QA libapi4 #4). */
static void
assert_analysis(const char *rows, const struct xw_fill_opts *o,
    const char *want, const char *want_why, int want_alone)
{
	struct xw_puzzle *p = grid(rows);
	char why[256], *got, *again;
	int alone = -1;

	got = analysis(p, o, why, sizeof(why), 0, &alone);
	assert_string_equal(got, want);
	assert_string_equal(why, want_why);
	assert_int_equal(alone, want_alone);
	free(got);
	got = analysis(p, o, why, sizeof(why), 1, NULL);
	why[0] = 'x';
	again = analysis(p, o, why, 0, 1, NULL);
	assert_int_equal(why[0], 'x');
	assert_string_equal(again, got);
	free(again);
	free(got);
	xw_puzzle_free(p);
}

static void
test_analyse(void **state)
{
	struct xw_fill_opts o = { 0 };
	struct xw_wordlist *ex;
	char list[] = "xyz\n";

	(void)state;
	/* After propagation, each slot of a full square has one word. */
	assert_analysis("ABC/.../...", &o, "4-across 1/1;5-across 1/1;"
	    "1-down 1/1;2-down 1/1;3-down 1/1;", "", 0);
	/*
	 * Open: 1-across and 1-down start either square (ABC, ADG); the
	 * other slots also have their word of the symmetric square, which
	 * propagation does not rule out.
	 */
	assert_analysis(".../.../...", &o, "1-across 2/2;1-down 2/2;"
	    "4-across 3/3;5-across 3/3;2-down 3/3;3-down 3/3;", "", 0);
	/* words counts what the limits leave, words_any what the list has:
	   nine words of three letters, six scored 50 or more. */
	o.minscore = 50;
	assert_analysis("...", &o, "1-across 6/9;", "", 0);
	ex = xw_wordlist_load_mem(list, strlen(list));
	o.exclude = ex;
	assert_analysis("...", &o, "1-across 5/9;", "", 0);
	assert_analysis("X..", &o, "1-across 0/1;",
	    "no word fits 1-across (X?\?)", 1);
	o.exclude = NULL;
	xw_wordlist_free(ex);
	/* Crossings that contradict each other: what each slot allows on
	   its own (AB and DE; the columns need AD and BE, scored 30), both
	   counts (words_any was the narrowed 2, as if no word were left out
	   by the score). */
	assert_analysis("..#/..#/###", &o, "1-across 2/4;3-across 2/4;"
	    "1-down 2/4;2-down 2/4;", "no word fits 3-across ([BE][BE])", 1);
	/* Three slots of two letters and two words for them (no word
	   twice): the fill's proof before its search, and the narrowed
	   counts, each slot with words of its own. */
	assert_analysis("../##/../##/..", &o, "1-across 2/4;2-across 2/4;"
	    "3-across 2/4;", "3 slots of 2 letters, and only 2 of the list's "
	    "4 words of 2 letters can go in them (-d allows a word twice)", 0);
	o.allow_dupes = 1;
	assert_analysis("../##/../##/..", &o, "1-across 2/4;2-across 2/4;"
	    "3-across 2/4;", "", 0);
	o.allow_dupes = 0;
	o.minscore = 0;
	/* Nothing open: nothing to report. */
	assert_analysis("ABC/DEF/GHI", &o, "", "", 0);
}

UNIT_MAIN("fill", setup, teardown,
	cmocka_unit_test(test_fill),
	cmocka_unit_test(test_dupes_and_scores),
	cmocka_unit_test(test_no_fill),
	cmocka_unit_test(test_region),
	cmocka_unit_test(test_errors),
	cmocka_unit_test(test_stack_size),
	cmocka_unit_test(test_stack_low),
	cmocka_unit_test(test_analyse))
