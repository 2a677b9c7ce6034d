/* See LICENSE file for copyright and license details. */
/*
 * ipuz-convert -d: how the parent takes what a worker says (relay, in
 * cmd/ipuz-convert/worker.c): its whole lines passed on, its record
 * bytes counted and never passed on, wherever a read ends.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "../../cmd/ipuz-convert/worker.c"
#include "unit.h"

/* What batch.c would have been told: the lines passed on, and the
   files counted done (or skipped) and failed. */
static struct xw_buf said;
static int done, failed;

void
batch_count(int status)
{
	if (status == CONV_FAILED)
		failed++;
	else
		done++;
}

void
batch_put(const char *s, size_t n)
{
	xw_buf_add(&said, s, n);
}

void
end_progress(void)
{
}

void
batch_release(void)
{
}

int
convert(const char *input, const char *dest)
{
	(void)input;
	(void)dest;
	return CONV_DONE;
}

/* Worker 0 of a pool of two, to which n bytes of s came in one read. */
static struct worker ws[2];
static struct pool pool = { .ws = ws, .n = 2 };

static void
comes(const char *s, size_t n)
{
	xw_buf_add(&ws[0].in, s, n);
	relay(&pool, &ws[0]);
}

static int
setup(void **state)
{
	(void)state;
	memset(ws, 0, sizeof(ws));
	said.len = 0;
	done = failed = 0;
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	xw_buf_free(&ws[0].in);
	xw_buf_free(&said);
	return 0;
}

/* A start that ends a read is taken, and nothing of it is kept. */
static void
test_start_at_end(void **state)
{
	(void)state;
	ws[0].passed = 1;
	comes("\004", 1);
	assert_int_equal(ws[0].started, 1);
	assert_int_equal(ws[0].passed, 0);
	assert_int_equal(ws[0].in.len, 0);
	assert_int_equal(said.len, 0);
	comes("r1.ipuz: warning: kept\n\001", 24);
	assert_string_equal(said.s, "r1.ipuz: warning: kept\n");
	assert_int_equal(done, 1);
	assert_int_equal(ws[0].started, 0);
	assert_int_equal(ws[0].next, 2);
	comes("\004", 1);
	assert_int_equal(ws[0].started, 1);
	assert_int_equal(ws[0].in.len, 0);
}

/* A line cut by the reads is passed on whole, once its end came; the
   records around it are counted. */
static void
test_line_across_reads(void **state)
{
	(void)state;
	comes("\004r1.ipuz: not conv", 18);
	assert_int_equal(ws[0].started, 1);
	assert_int_equal(said.len, 0);
	assert_int_equal(ws[0].in.len, 17);
	comes("erted\n\002\004", 8);
	assert_string_equal(said.s, "r1.ipuz: not converted\n");
	assert_int_equal(failed, 1);
	assert_int_equal(done, 0);
	assert_int_equal(ws[0].next, 2);
	assert_int_equal(ws[0].started, 1);
	comes("\003", 1);
	assert_int_equal(done, 1);
	assert_int_equal(ws[0].next, 4);
	assert_int_equal(ws[0].in.len, 0);
}

/*
 * Each record byte is a record, even one right after a start: no
 * worker writes two starts in a row, but a start not taken as one
 * would be passed on to the terminal in a line (mutation19 W30: the
 * byte after a start was not looked at as one; a start that ends a read
 * has after it the buffer's NUL, which is none).
 */
static void
test_start_after_start(void **state)
{
	(void)state;
	comes("\004\004r2.ipuz: warning: kept\n\001", 26);
	assert_string_equal(said.s, "r2.ipuz: warning: kept\n");
	assert_int_equal(said.len, 23);
	assert_int_equal(done, 1);
	assert_int_equal(ws[0].in.len, 0);
}

UNIT_MAIN("relay", NULL, NULL,
	cmocka_unit_test_setup_teardown(test_start_at_end, setup, teardown),
	cmocka_unit_test_setup_teardown(test_line_across_reads, setup,
	    teardown),
	cmocka_unit_test_setup_teardown(test_start_after_start, setup,
	    teardown))
