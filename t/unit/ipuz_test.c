/* See LICENSE file for copyright and license details. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "grid.h"
#include "ipuz.h"
#include "unit.h"
#include "util.h"

/* Files of the shared corpus that must be refused (SOURCES.md). */
static const char *const known_bad[] = {
	"xpuz__high-tech-mergers-smaller-dimensions.ipuz",
	"xword-parser__fuzz-crash-053c01d8.ipuz",
	"xword-parser__fuzz-crash-6a405585.ipuz",
	"xword-parser__fuzz-crash-7fac0ae6.ipuz",
	"xword-parser__fuzz-crash-82f47550.ipuz",
};

static int
is_known_bad(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(known_bad) / sizeof(known_bad[0]); i++)
		if (strcmp(name, known_bad[i]) == 0)
			return 1;
	return 0;
}

static struct xw_puzzle *
load(const char *json)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_ipuz_read(json, strlen(json), "t.ipuz", NULL, &e);

	if (p == NULL)
		fail_msg("load failed: %s:%ld:%ld: %s", e.file, e.line, e.col,
		    e.msg);
	return p;
}

/* Load json, which must fail with exactly this line, column and message. */
static void
load_fails(const char *json, long line, long col, const char *msg)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_ipuz_read(json, strlen(json), "t.ipuz", NULL, &e);

	if (p != NULL) {
		xw_puzzle_free(p);
		fail_msg("loaded, expected \"%s\"", msg);
	}
	assert_string_equal(e.file, "t.ipuz");
	assert_string_equal(e.msg, msg);
	assert_int_equal(e.line, line);
	assert_int_equal(e.col, col);
}

/* Read then write must give back the same JSON document, key order aside. */
static void
assert_round_trip(const char *path)
{
	struct xw_error e;
	struct xw_puzzle *p;
	json_object *in, *out;
	char *buf, *text;
	size_t len;

	assert_int_equal(xw_slurp(path, &buf, &len, &e), 0);
	if ((p = xw_ipuz_read(buf, len, path, NULL, &e)) == NULL)
		fail_msg("%s: %s", path, e.msg);
	text = ipuz_text(p);
	/* Strip an ipuz(...) wrapper before comparing. */
	if (buf[strspn(buf, " \t\r\n")] != '{') {
		*strrchr(buf, ')') = '\0';
		in = json_tokener_parse(strchr(buf, '(') + 1);
	} else {
		in = json_tokener_parse(buf);
	}
	out = json_tokener_parse(text);
	assert_non_null(in);
	assert_non_null(out);
	if (!json_object_equal(in, out))
		fail_msg("%s: round trip changed the document", path);
	json_object_put(in);
	json_object_put(out);
	free(text);
	free(buf);
	xw_puzzle_free(p);
}

/* Every file of dir ending in .ipuz; returns how many were tried. */
static int
round_trip_dir(const char *dir, int want_bad)
{
	struct dirent *d;
	char path[4096];
	struct xw_error e;
	struct xw_puzzle *p;
	int n = 0;
	DIR *dp;

	if ((dp = opendir(dir)) == NULL)
		return -1;
	while ((d = readdir(dp)) != NULL) {
		size_t len = strlen(d->d_name);

		if (len < 5 || strcmp(d->d_name + len - 5, ".ipuz") != 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, d->d_name);
		if (is_known_bad(d->d_name)) {
			if (want_bad) {
				p = xw_puzzle_load(path, NULL, &e, NULL);
				if (p != NULL)
					fail_msg("%s: known bad, but loaded", path);
				n++;
			}
			continue;
		}
		if (!want_bad) {
			assert_round_trip(path);
			n++;
		}
	}
	closedir(dp);
	return n;
}

static const char *
corpus_dir(void)
{
	static char dir[4096];
	const char *shared = getenv("XW_SHARED");

	snprintf(dir, sizeof(dir), "%s/corpus/ipuz",
	    shared != NULL ? shared : "../shared");
	return dir;
}

static void
test_corpus_round_trip(void **state)
{
	int n;

	(void)state;
	n = round_trip_dir(corpus_dir(), 0);
	assert_int_equal(n, 27);
}

static void
test_corpus_known_bad(void **state)
{
	int n;

	(void)state;
	n = round_trip_dir(corpus_dir(), 1);
	assert_int_equal(n, 5);
}

static void
test_examples_round_trip(void **state)
{
	(void)state;
	assert_true(round_trip_dir("examples", 0) >= 4);
}

#define HEAD "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/crossword#1\"],"

static void
test_cells_and_styles(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"block\":\"X\",\"empty\":\"_\","
	    "\"styles\":{\"ring\":{\"shapebg\":\"circle\"}},"
	    "\"dimensions\":{\"width\":3,\"height\":2},"
	    "\"puzzle\":[[\"1\",{\"cell\":2,\"style\":\"ring\"},\"X\"],"
	    "[null,{\"cell\":\"_\",\"value\":\"Ñ\",\"style\":{\"barred\":\"BR\","
	    "\"color\":\"c0c0c0\"}},\"_\"]],"
	    "\"solution\":[[\"STAR\",\"Я\",\"X\"],[null,\"Ñ\",{\"value\":\"E\"}]],"
	    "\"saved\":[[\"st\",\"\",\"X\"],[null,\"\",[\"E\",\"F\"]]]}");
	struct xw_cell *c;

	(void)state;
	c = xw_cell_at(p, 0, 0);
	assert_int_equal(c->kind, XW_CELL_LETTER);
	assert_string_equal(c->label, "1");
	assert_string_equal(c->solution, "STAR");
	assert_string_equal(c->value, "st");
	c = xw_cell_at(p, 0, 1);
	assert_string_equal(c->label, "2");
	assert_true(c->style & XW_STYLE_CIRCLE);
	assert_string_equal(c->solution, "Я");
	assert_null(c->value);
	assert_int_equal(xw_cell_at(p, 0, 2)->kind, XW_CELL_BLOCK);
	assert_int_equal(xw_cell_at(p, 1, 0)->kind, XW_CELL_NULL);
	c = xw_cell_at(p, 1, 1);
	assert_null(c->label);
	assert_string_equal(c->given, "Ñ");
	assert_int_equal(c->bars, XW_BAR_BOTTOM | XW_BAR_RIGHT);
	assert_string_equal(c->color, "c0c0c0");
	assert_true(c->style & XW_STYLE_SHADED);
	assert_string_equal(xw_cell_at(p, 1, 2)->solution, "E");
	assert_string_equal(xw_cell_at(p, 1, 2)->value, "E");
	xw_puzzle_free(p);
}

static void
test_clue_forms(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"dimensions\":{\"width\":3,\"height\":3},"
	    "\"puzzle\":[[1,2,3],[4,0,0],[5,0,0]],"
	    "\"clues\":{\"Across\":[[1,\"One\"],{\"number\":\"4\",\"clue\":\"Four\","
	    "\"enumeration\":\"1,2\"},\"Loose\"],"
	    "\"Down\":[{\"numbers\":[2],\"clue\":\"Two\",\"answer\":\"ABC\"}],"
	    "\"Diagonal:Southeast\":[{\"number\":1,\"cells\":[[1,1],[2,2],[3,3]],"
	    "\"clue\":\"Slant\"}]}}");
	struct xw_cluelist *l;

	(void)state;
	assert_int_equal(p->nlists, 3);
	l = &p->lists[0];
	assert_string_equal(l->name, "Across");
	assert_int_equal(l->dir, XW_DIR_ACROSS);
	assert_int_equal(l->nclues, 3);
	assert_string_equal(l->clues[0].number, "1");
	assert_int_equal(l->clues[0].ncells, 3);
	assert_string_equal(l->clues[1].enumeration, "1,2");
	assert_int_equal(l->clues[1].cells[2].col, 2);
	assert_int_equal(l->clues[1].cells[2].row, 1);
	assert_string_equal(l->clues[2].number, "");
	assert_string_equal(l->clues[2].text, "Loose");
	assert_string_equal(p->lists[1].clues[0].number, "2");
	assert_string_equal(p->lists[1].clues[0].answer, "ABC");
	assert_int_equal(p->lists[1].clues[0].cells[0].col, 1);
	l = &p->lists[2];
	assert_int_equal(l->dir, XW_DIR_OTHER);
	assert_true(l->clues[0].explicit_cells);
	assert_int_equal(l->clues[0].cells[2].row, 2);
	assert_int_equal(l->clues[0].cells[2].col, 2);
	xw_puzzle_free(p);
}

static void
test_zero_based_cells(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"dimensions\":{\"width\":2,\"height\":2},"
	    "\"puzzle\":[[1,2],[3,0]],"
	    "\"clues\":{\"Across\":[{\"number\":1,\"cells\":[[0,0],[1,0]],"
	    "\"clue\":\"x\"}]}}");

	(void)state;
	assert_int_equal(p->lists[0].clues[0].cells[1].col, 1);
	assert_int_equal(p->lists[0].clues[0].cells[1].row, 0);
	xw_puzzle_free(p);
}

static void
test_jsonp_and_bom(void **state)
{
	struct xw_puzzle *p = load("\xef\xbb\xbf ipuz(" HEAD
	    "\"dimensions\":{\"width\":1,\"height\":1},\"puzzle\":[[0]]})\n");

	(void)state;
	assert_int_equal(p->width, 1);
	xw_puzzle_free(p);
}

static void
test_writer_keeps_unknown_and_changes_one_cell(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"org.example:x\":{\"a\":[1,2.50]},"
	    "\"dimensions\":{\"width\":2,\"height\":1},"
	    "\"puzzle\":[[1,{\"cell\":0,\"extra\":true}]],"
	    "\"solution\":[[\"A\",{\"value\":\"B\",\"odd\":1}]]}");
	char *text;

	(void)state;
	xw_puzzle_set_solution(p, 0, 0, "Ω");
	xw_puzzle_set_solution(p, 0, 1, "Z");
	xw_puzzle_set_meta(p, XW_META_TITLE, "New");
	text = ipuz_text(p);
	assert_string_equal(text,
	    "{\n"
	    "  \"version\": \"http://ipuz.org/v2\",\n"
	    "  \"kind\": [\n    \"http://ipuz.org/crossword#1\"\n  ],\n"
	    "  \"org.example:x\": {\n    \"a\": [\n      1,\n      2.50\n"
	    "    ]\n  },\n"
	    "  \"dimensions\": {\n    \"width\": 2,\n    \"height\": 1\n  },\n"
	    "  \"puzzle\": [\n    [\n      1,\n      {\n        \"cell\": 0,\n"
	    "        \"extra\": true\n      }\n    ]\n  ],\n"
	    "  \"solution\": [\n    [\n      \"Ω\",\n      {\n"
	    "        \"value\": \"Z\",\n        \"odd\": 1\n      }\n    ]\n"
	    "  ],\n"
	    "  \"title\": \"New\"\n"
	    "}\n");
	free(text);
	xw_puzzle_free(p);
}

static void
test_writer_new_document(void **state)
{
	struct xw_puzzle *p = xw_puzzle_new(2, 1);
	char *text;

	(void)state;
	xw_cell_at(p, 0, 1)->kind = XW_CELL_BLOCK;
	xw_puzzle_set_solution(p, 0, 0, "A");
	xw_puzzle_set_meta(p, XW_META_TITLE, "T");
	text = ipuz_text(p);
	assert_string_equal(text,
	    "{\n"
	    "  \"version\": \"http://ipuz.org/v2\",\n"
	    "  \"kind\": [\n    \"http://ipuz.org/crossword#1\"\n  ],\n"
	    "  \"title\": \"T\",\n"
	    "  \"dimensions\": {\n    \"width\": 2,\n    \"height\": 1\n  },\n"
	    "  \"puzzle\": [\n    [\n      0,\n      \"#\"\n    ]\n  ],\n"
	    "  \"solution\": [\n    [\n      \"A\",\n      \"#\"\n    ]\n  ],\n"
	    "  \"clues\": {\n  }\n"
	    "}\n");
	free(text);
	xw_puzzle_free(p);
}

static void
test_errors(void **state)
{
	char deep[200];
	int i;

	(void)state;
	load_fails("{\"version\": \"http://ipuz.org/v2\",\n  \"kind\": [", 2, 12,
	    "unexpected end of input");
	load_fails("{\"a\": 1,,}", 1, 9, "quoted object property name expected");
	load_fails("[1, 2]", 0, 0, "top level is an array, not an object");
	load_fails("{\"a\": 1} x", 1, 10, "unexpected text after the document");
	load_fails("\n  {\"title\": \"caf\xe9\"}", 2, 17, "invalid UTF-8");
	load_fails("hello", 1, 1, "not an ipuz document");
	load_fails(HEAD "\"puzzle\":[]}", 0, 0, "missing dimensions");
	load_fails(HEAD "\"dimensions\":\"3x3\"}", 0, 0,
	    "dimensions is a string, not an object");
	load_fails(HEAD "\"dimensions\":{\"width\":2.6,\"height\":2}}", 0, 0,
	    "dimensions: width is a fractional number, not a whole number");
	load_fails(HEAD "\"dimensions\":{\"width\":-3,\"height\":2}}", 0, 0,
	    "dimensions: width -3 out of range 1-1000");
	load_fails(HEAD "\"dimensions\":{\"width\":3,\"height\":1001}}", 0, 0,
	    "dimensions: height 1001 out of range 1-1000");
	load_fails(HEAD "\"dimensions\":{\"width\":1,\"height\":1}}", 0, 0,
	    "missing puzzle grid");
	load_fails(HEAD "\"dimensions\":{\"width\":2,\"height\":2},"
	    "\"puzzle\":[[0,0]]}", 0, 0, "puzzle has 1 rows, dimensions say 2");
	load_fails(HEAD "\"dimensions\":{\"width\":2,\"height\":2},"
	    "\"puzzle\":[[0,0],[0]]}", 0, 0,
	    "puzzle: row 2 has 1 cells, dimensions say 2");
	load_fails(HEAD "\"dimensions\":{\"width\":1,\"height\":1},"
	    "\"puzzle\":[[true]]}", 0, 0, "puzzle: row 1, column 1 is a boolean");
	load_fails(HEAD "\"dimensions\":{\"width\":1,\"height\":1},"
	    "\"puzzle\":[[0]],\"solution\":[[[\"A\"]],[0]]}", 0, 0,
	    "solution has 2 rows, dimensions say 1");
	load_fails(HEAD "\"title\":7,\"dimensions\":{\"width\":1,\"height\":1},"
	    "\"puzzle\":[[0]]}", 0, 0, "title is a number, not a string");
	load_fails(HEAD "\"dimensions\":{\"width\":2,\"height\":1},"
	    "\"puzzle\":[[1,0]],\"clues\":{\"Across\":[{\"number\":1,"
	    "\"cells\":[[1,1],[9,1]]}]}}", 0, 0,
	    "clues: Across 1: cell [9, 1] is outside the 2x1 grid");
	load_fails(HEAD "\"dimensions\":{\"width\":2,\"height\":1},"
	    "\"puzzle\":[[1,0]],\"clues\":{\"Across\":[[1,\"a\",3]]}}", 0, 0,
	    "clues: Across: a clue array must be [number, \"text\"]");
	load_fails(HEAD "\"dimensions\":{\"width\":2,\"height\":1},"
	    "\"puzzle\":[[1,0]],\"clues\":[]}", 0, 0,
	    "clues is an array, not an object");
	for (i = 0; i < 70; i++)
		deep[i] = '[';
	deep[i] = '\0';
	load_fails(deep, 1, 65, "nested deeper than 64 levels");
}

int
main(void)
{
	/* The corpus tests come last, to be left out when it is absent. */
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_examples_round_trip),
		cmocka_unit_test(test_cells_and_styles),
		cmocka_unit_test(test_clue_forms),
		cmocka_unit_test(test_zero_based_cells),
		cmocka_unit_test(test_jsonp_and_bom),
		cmocka_unit_test(test_writer_keeps_unknown_and_changes_one_cell),
		cmocka_unit_test(test_writer_new_document),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_corpus_round_trip),
		cmocka_unit_test(test_corpus_known_bad),
	};
	size_t n = sizeof(tests) / sizeof(tests[0]);
	DIR *dp;

	cmocka_set_message_output(CM_OUTPUT_TAP);
	/*
	 * cmocka 1.1 reports a skipped test as "not ok", which prove counts
	 * as a failure, so without the corpus its tests are left out.
	 */
	if ((dp = opendir(corpus_dir())) == NULL) {
		printf("# skip: corpus round trips: %s is absent\n",
		    corpus_dir());
		n -= 2;
	} else {
		closedir(dp);
	}
	return _cmocka_run_group_tests("ipuz", tests, n, NULL, NULL);
}
