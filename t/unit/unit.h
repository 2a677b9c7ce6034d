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

/* p as ipuz text, in a new string the caller frees. */
static inline char *
ipuz_text(const struct xw_puzzle *p)
{
	struct xw_buf b = { 0 };
	struct xw_error e;

	if (xw_ipuz_write(p, &b, &e))
		fail_msg("ipuz write failed: %s", e.msg);
	return xw_buf_take(&b);
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
