/* See LICENSE file for copyright and license details. */
/* Helpers every unit test may use; include after cmocka.h. */
#ifndef XW_UNIT_H
#define XW_UNIT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "format.h"
#include "ipuz.h"
#include "util.h"
#include "wordidx.h"

/*
 * The real-world corpus folder t/corpus/sub, or the file name in it when
 * name is not NULL, in a static buffer; the tests run from the top of
 * the tree (t/corpus/SOURCES says where each file comes from).
 */
static inline const char *
corpus_path(const char *sub, const char *name)
{
	static char path[4096];

	if (snprintf(path, sizeof(path), "t/corpus/%s%s%s", sub,
	    name != NULL ? "/" : "", name != NULL ? name : "") >=
	    (int)sizeof(path))
		fail_msg("corpus path too long");
	return path;
}

/* dir/name, in one of two static buffers, so that two can be in use. */
static inline const char *
path_in(const char *dir, const char *name)
{
	static char buf[2][4096];
	static int i;

	i = !i;
	if (snprintf(buf[i], sizeof(buf[i]), "%s/%s", dir, name) >=
	    (int)sizeof(buf[i]))
		fail_msg("path too long");
	return buf[i];
}

/* Write text to the file path; the test fails when it cannot. */
static inline void
write_text(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");

	assert_non_null(fp);
	assert_true(fputs(text, fp) >= 0);
	assert_int_equal(fclose(fp), 0);
}

/* p as write (a format's xw_<fmt>_write) writes it, in a new string the
   caller frees; the test fails when it is refused. */
static inline char *
text_of(int (*write)(const struct xw_puzzle *, struct xw_buf *,
    struct xw_error *), const struct xw_puzzle *p)
{
	struct xw_buf b = { 0 };
	struct xw_error e;

	if (write(p, &b, &e))
		fail_msg("write failed: %s", e.msg);
	return xw_buf_take(&b);
}

/* p as ipuz text, in a new string the caller frees. */
static inline char *
ipuz_text(const struct xw_puzzle *p)
{
	return text_of(xw_ipuz_write, p);
}

/* The puzzle in the ipuz text json; the test fails when it is refused. */
static inline struct xw_puzzle *
ipuz_read(const char *json)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_ipuz_read(json, strlen(json), "t.ipuz", NULL,
	    &e);

	if (p == NULL)
		fail_msg("ipuz read failed: %s", e.msg);
	return p;
}

/*
 * p in short, to compare with what a reader should make: the metadata
 * ("title=T"), a line each; the grid, a row a line ('#' a block, '_' an
 * omitted cell, '.' a cell without solution, a rebus in [], '(' before
 * a circled cell, '^' before a shaded one, '!' before a given one, and
 * the label after a cell as ":12"); then each list, "Name: 1 text ~
 * answer; ...", a clue's cells as "@r,c+len" when the file gave them. A
 * new string the caller frees.
 */
static inline char *
summary(const struct xw_puzzle *p)
{
	struct xw_buf b = { 0 };
	const struct xw_cell *c;
	const struct xw_clue *clue;
	size_t i, j;
	int r, k;

	xw_buf_add(&b, "", 0);
	for (k = 0; k < XW_META_N; k++)
		if (p->meta[k] != NULL)
			xw_buf_printf(&b, "%s=%s\n", xw_meta_key(k), p->meta[k]);
	for (r = 0; r < p->height; r++) {
		for (k = 0; k < p->width; k++) {
			c = xw_cell_at(p, r, k);
			if (c->style & XW_STYLE_CIRCLE)
				xw_buf_putc(&b, '(');
			if (c->style & XW_STYLE_SHADED)
				xw_buf_putc(&b, '^');
			if (c->given != NULL)
				xw_buf_putc(&b, '!');
			if (c->kind != XW_CELL_LETTER)
				xw_buf_putc(&b, c->kind == XW_CELL_BLOCK ? '#' :
				    '_');
			else if (c->solution == NULL)
				xw_buf_putc(&b, '.');
			else if (strlen(c->solution) > 1 &&
			    (unsigned char)c->solution[0] < 0x80)
				xw_buf_printf(&b, "[%s]", c->solution);
			else
				xw_buf_puts(&b, c->solution);
			if (c->label != NULL)
				xw_buf_printf(&b, ":%s", c->label);
		}
		xw_buf_putc(&b, '\n');
	}
	for (i = 0; i < p->nlists; i++) {
		xw_buf_printf(&b, "%s:", p->lists[i].name);
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			xw_buf_printf(&b, "%s %s %s", j > 0 ? ";" : "",
			    clue->number, clue->text);
			if (clue->answer != NULL)
				xw_buf_printf(&b, " ~ %s", clue->answer);
			if (clue->explicit_cells && clue->ncells > 0)
				xw_buf_printf(&b, " @%d,%d+%zu",
				    clue->cells[0].row, clue->cells[0].col,
				    clue->ncells);
		}
		xw_buf_putc(&b, '\n');
	}
	return xw_buf_take(&b);
}

/* Reading text with read must fail with code, line, column and msg. */
static inline void
reader_fails(struct xw_puzzle *(*read)(const char *, size_t, const char *,
    const struct xw_read_opts *, struct xw_error *), const char *name,
    const char *text, size_t len, enum xw_errcode code, long line, long col,
    const char *msg)
{
	struct xw_error e;
	struct xw_puzzle *p = read(text, len, name, NULL, &e);

	if (p != NULL) {
		xw_puzzle_free(p);
		fail_msg("read, expected \"%s\"", msg);
	}
	assert_string_equal(e.msg, msg);
	assert_string_equal(xw_errcode_name(e.code), xw_errcode_name(code));
	assert_string_equal(e.file, name);
	assert_int_equal(e.line, line);
	assert_int_equal(e.col, col);
}

/*
 * A group of tests of the index ix, of the word list text words: the
 * static ix and the group's setup and teardown, which open and close it.
 */
#define INDEX_GROUP(ix, words) \
static struct xw_index *ix; \
\
static int \
setup(void **state) \
{ \
	(void)state; \
	ix = index_of(words); \
	return 0; \
} \
\
static int \
teardown(void **state) \
{ \
	(void)state; \
	xw_index_close(ix); \
	return 0; \
}

/* sniff must tell each of v[0..n) when told, else none of them. */
static inline void
sniff_all(int (*sniff)(const char *, size_t), const char *const *v,
    size_t n, int told)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!sniff(v[i], strlen(v[i])) != !told)
			fail_msg("%s: \"%s\"", told ? "not told" : "told", v[i]);
}

/* sniff must tell every text of the array yes and none of the array no. */
#define SNIFFS(sniff, yes, no) \
	(sniff_all(sniff, yes, sizeof(yes) / sizeof((yes)[0]), 1), \
	sniff_all(sniff, no, sizeof(no) / sizeof((no)[0]), 0))

/*
 * A unit test's main: run the tests, each cmocka_unit_test(f), as the
 * group name between setup and teardown (or NULL), speaking TAP.
 */
#define UNIT_MAIN(name, setup, teardown, ...) \
int \
main(void) \
{ \
	const struct CMUnitTest tests[] = { __VA_ARGS__ }; \
	\
	cmocka_set_message_output(CM_OUTPUT_TAP); \
	return cmocka_run_group_tests_name(name, tests, setup, teardown); \
}

/* The summary of what read makes of text; the test fails if refused. */
static inline char *
summary_of(struct xw_puzzle *(*read)(const char *, size_t, const char *,
    const struct xw_read_opts *, struct xw_error *), const char *text,
    size_t len)
{
	struct xw_error e;
	struct xw_puzzle *p = read(text, len, "t", NULL, &e);
	char *s;

	if (p == NULL)
		fail_msg("read failed: %s:%ld:%ld: %s", e.file, e.line, e.col,
		    e.msg);
	s = summary(p);
	xw_puzzle_free(p);
	return s;
}

/*
 * The index of the word list list (its source text), made with
 * xw_index_build and opened from a file in a new directory of its own,
 * where no source list sits beside it; the test fails when either is
 * refused.
 */
static inline struct xw_index *
index_of(const char *list)
{
	char dir[] = "/tmp/xw-unit-XXXXXX", path[64];
	unsigned char *idx;
	char *src = xw_estrdup(list);
	size_t len, skipped;
	long first;
	struct xw_error e;
	struct xw_index *ix;
	FILE *fp;

	if (xw_index_build(src, strlen(src), "words.txt", 0, &idx, &len,
	    &skipped, &first, &e))
		fail_msg("index build failed: %s", e.msg);
	free(src);
	if (mkdtemp(dir) == NULL)
		fail_msg("mkdtemp failed");
	snprintf(path, sizeof(path), "%s/words.idx", dir);
	if ((fp = fopen(path, "wb")) == NULL ||
	    fwrite(idx, 1, len, fp) != len || fclose(fp) != 0)
		fail_msg("cannot write %s", path);
	free(idx);
	ix = xw_index_open(path, &skipped, &first, &e);
	unlink(path);
	rmdir(dir);
	if (ix == NULL)
		fail_msg("index open failed: %s", e.msg);
	return ix;
}

#endif
