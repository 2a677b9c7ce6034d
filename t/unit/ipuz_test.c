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

#include "check.h"
#include "grid.h"
#include "ipuz.h"
#include "jsondoc.h"
#include "unit.h"
#include "utf8.h"
#include "util.h"

/* Files of the corpus that must be refused (t/corpus/SOURCES). */
static const char *const known_bad[] = {
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

/* Load json[0..len), which must fail with exactly this code, line, column
   and message. */
static void
load_fails_n(const char *json, size_t len, enum xw_errcode code, long line,
    long col, const char *msg)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_ipuz_read(json, len, "t.ipuz", NULL, &e);

	if (p != NULL) {
		xw_puzzle_free(p);
		fail_msg("loaded, expected \"%s\"", msg);
	}
	assert_string_equal(e.msg, msg);
	assert_string_equal(xw_errcode_name(e.code), xw_errcode_name(code));
	assert_string_equal(e.file, "t.ipuz");
	assert_int_equal(e.line, line);
	assert_int_equal(e.col, col);
}

static void
load_fails(const char *json, enum xw_errcode code, long line, long col,
    const char *msg)
{
	load_fails_n(json, strlen(json), code, line, col, msg);
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

static void
test_corpus_round_trip(void **state)
{
	int n;

	(void)state;
	n = round_trip_dir(corpus_path("ipuz", NULL), 0);
	assert_int_equal(n, 26);
}

static void
test_corpus_known_bad(void **state)
{
	int n;

	(void)state;
	n = round_trip_dir(corpus_path("ipuz", NULL), 1);
	assert_int_equal(n, 4);
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

/* Cells that land on as many white cells read 0-based as 1-based (all of
   them, here) are read 1-based, as xwtools writes them: [1, 1] is the top
   left cell, not the middle one. */
static void
test_tied_cells_one_based(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"dimensions\":{\"width\":3,\"height\":3},"
	    "\"puzzle\":[[1,2,3],[4,0,0],[5,0,0]],"
	    "\"clues\":{\"Clues\":[{\"number\":\"X\",\"clue\":\"bent\","
	    "\"cells\":[[1,1],[2,1],[2,2]]}]}}");
	const struct xw_clue *clue = &p->lists[0].clues[0];

	(void)state;
	assert_int_equal(clue->ncells, 3);
	assert_int_equal(clue->cells[0].col, 0);
	assert_int_equal(clue->cells[0].row, 0);
	assert_int_equal(clue->cells[1].col, 1);
	assert_int_equal(clue->cells[1].row, 0);
	assert_int_equal(clue->cells[2].col, 1);
	assert_int_equal(clue->cells[2].row, 1);
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
	    "  \"puzzle\": [\n    [1, {\"cell\": 0, \"extra\": true}]\n  ],\n"
	    "  \"solution\": [\n    [\"Ω\", {\"value\": \"Z\", \"odd\": 1}]\n"
	    "  ],\n"
	    "  \"title\": \"New\"\n"
	    "}\n");
	free(text);
	xw_puzzle_free(p);
}

/*
 * A field with no setter, changed directly and marked in p->changed as
 * libxw(3) says: a clue's text, and a block cleared (xw_cell_clear marks
 * the cell; it was written as the "#" it was read).
 */
static void
test_writer_direct_changes(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"dimensions\":{\"width\":2,\"height\":1},"
	    "\"puzzle\":[[\"#\",0]],\"solution\":[[\"#\",\"B\"]],"
	    "\"clues\":{\"Across\":[[1,\"Old\"]]}}");
	char *text;

	(void)state;
	p->lists[0].clues[0].text = xw_puzzle_strndup(p, "New", 3);
	xw_cell_clear(xw_cell_at(p, 0, 0));
	p->changed |= XW_CHANGED_CLUES | XW_CHANGED_PUZZLE |
	    XW_CHANGED_SOLUTION | XW_CHANGED_SAVED;
	text = ipuz_text(p);
	assert_non_null(strstr(text, "\"puzzle\": [\n    [0, 0]\n  ]"));
	assert_non_null(strstr(text, "\"solution\": [\n    [\"\", \"B\"]\n"));
	assert_non_null(strstr(text, "\"New\""));
	assert_null(strstr(text, "\"Old\""));
	free(text);
	xw_puzzle_free(p);
}

/*
 * Cells changed directly with only the puzzle's changed marked, as
 * libxw(3) says (no cell's own changed): the writer tells them from the
 * document as it reads and writes them from the model; the cells left
 * alone are copied as they were, with what the model does not hold.
 */
static void
test_writer_cells_changed_directly(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"dimensions\":{\"width\":4,\"height\":1},"
	    "\"puzzle\":[[1,{\"cell\":0,\"style\":{\"shapebg\":\"circle\","
	    "\"mark\":{\"TL\":\"x\"}}},0,0]],"
	    "\"solution\":[[\"A\",\"B\",\"C\",\"D\"]],"
	    "\"saved\":[[\"a\",{\"value\":\"b\",\"odd\":1},\"\",\"\"]]}");
	char *text;

	(void)state;
	xw_cell_at(p, 0, 2)->style |= XW_STYLE_CIRCLE;
	xw_cell_at(p, 0, 2)->value = xw_str("Z", 1);
	xw_cell_clear(xw_cell_at(p, 0, 3));
	xw_cell_at(p, 0, 3)->kind = XW_CELL_BLOCK;
	xw_cell_at(p, 0, 3)->changed = 0;	/* as if changed by hand */
	p->changed |= XW_CHANGED_PUZZLE | XW_CHANGED_SOLUTION |
	    XW_CHANGED_SAVED;
	text = ipuz_text(p);
	assert_non_null(strstr(text, "\"puzzle\": [\n    [1, {\"cell\": 0, "
	    "\"style\": {\"shapebg\": \"circle\", \"mark\": {\"TL\": \"x\"}}}, "
	    "{\"cell\": 0, \"style\": {\"shapebg\": \"circle\"}}, \"#\"]\n  ]"));
	assert_non_null(strstr(text, "\"solution\": [\n"
	    "    [\"A\", \"B\", \"C\", \"#\"]\n  ]"));
	assert_non_null(strstr(text, "\"saved\": [\n"
	    "    [\"a\", {\"value\": \"b\", \"odd\": 1}, \"Z\", \"#\"]\n  ]"));
	free(text);
	xw_puzzle_free(p);
}

/*
 * A colour that is a number is the spec's colour number, an index, not
 * RGB: read with XW_STYLE_PALETTE, and written back a number when its
 * cell is written from the model (it was written "100", a string,
 * which reads as the RGB #110000).
 */
static void
test_color_number(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"dimensions\":{\"width\":3,\"height\":1},"
	    "\"puzzle\":[[{\"cell\":1,\"style\":{\"color\":100}},"
	    "{\"cell\":0,\"style\":{\"color\":\"100\"}},"
	    "{\"cell\":0,\"style\":{\"color\":-3}}]]}");
	char *text;
	int c;

	(void)state;
	assert_string_equal(xw_cell_at(p, 0, 0)->color, "100");
	assert_true(xw_cell_at(p, 0, 0)->style & XW_STYLE_PALETTE);
	assert_string_equal(xw_cell_at(p, 0, 1)->color, "100");
	assert_false(xw_cell_at(p, 0, 1)->style & XW_STYLE_PALETTE);
	for (c = 0; c < 3; c++)
		xw_cell_at(p, 0, c)->changed = XW_CHANGED_PUZZLE;
	p->changed |= XW_CHANGED_PUZZLE;
	text = ipuz_text(p);
	assert_non_null(strstr(text, "\"puzzle\": [\n    [{\"cell\": 1, "
	    "\"style\": {\"color\": 100}}, {\"cell\": 0, \"style\": "
	    "{\"color\": \"100\"}}, {\"cell\": 0, \"style\": "
	    "{\"color\": -3}}]\n  ]"));
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
	    "  \"puzzle\": [\n    [0, \"#\"]\n  ],\n"
	    "  \"solution\": [\n    [\"A\", \"#\"]\n  ],\n"
	    "  \"clues\": {\n  }\n"
	    "}\n");
	free(text);
	xw_puzzle_free(p);
}

/*
 * A cell of a styled ipuz changed by one style flag keeps the members
 * of its style the model does not hold, its own or a named one's (QA
 * libapi6 #3: a circle dropped the cell's marks, "divided", "imagebg");
 * a cell cleared keeps none, as xw_cell_marks says.
 */
static void
test_writer_keeps_style_beyond_model(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"styles\":{\"s\":{\"divided\":\"/\",\"shapebg\":\"circle\"}},"
	    "\"dimensions\":{\"width\":3,\"height\":1},"
	    "\"puzzle\":[[{\"cell\":1,\"style\":{\"mark\":{\"TL\":\"1\","
	    "\"BR\":\"x\"},\"imagebg\":\"a.png\",\"named\":\"foo\"}},"
	    "{\"cell\":0,\"style\":\"s\"},"
	    "{\"cell\":0,\"style\":{\"mark\":{\"TL\":\"y\"}}}]]}");
	const char *marks[XW_CORNER_N];
	char *text;

	(void)state;
	xw_cell_at(p, 0, 0)->style |= XW_STYLE_CIRCLE;
	xw_cell_at(p, 0, 1)->style &= ~(unsigned)XW_STYLE_CIRCLE;
	xw_str_free(xw_cell_at(p, 0, 1)->shape);
	xw_cell_at(p, 0, 1)->shape = NULL;
	xw_cell_at(p, 0, 1)->style |= XW_STYLE_SHADED;
	xw_cell_clear(xw_cell_at(p, 0, 2));
	p->changed |= XW_CHANGED_PUZZLE;
	assert_int_equal(xw_cell_marks(p, 0, 0, marks), 2);
	assert_int_equal(xw_cell_marks(p, 0, 2, marks), 0);
	text = ipuz_text(p);
	assert_non_null(strstr(text, "\"puzzle\": [\n    [{\"cell\": 1, "
	    "\"style\": {\"shapebg\": \"circle\", \"mark\": {\"TL\": \"1\", "
	    "\"BR\": \"x\"}, \"imagebg\": \"a.png\", \"named\": \"foo\"}}, "
	    "{\"cell\": 0, \"style\": {\"highlight\": true, "
	    "\"divided\": \"/\"}}, 0]\n  ]"));
	free(text);
	xw_puzzle_free(p);
}

/*
 * A solver's entry set as libxw(3) says, value and XW_CHANGED_SAVED, on
 * a document with no "saved" grid and on a new puzzle: the writer writes
 * the grid, with has_saved left alone (QA libapi6 #2: no "saved").
 */
static void
test_writer_saved_without_has_saved(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"dimensions\":{\"width\":2,\"height\":1},"
	    "\"puzzle\":[[1,2]],\"solution\":[[\"A\",\"B\"]]}");
	char *text;

	(void)state;
	xw_cell_at(p, 0, 0)->value = xw_str("A", 1);
	p->changed |= XW_CHANGED_SAVED;
	text = ipuz_text(p);
	assert_non_null(strstr(text, "\"solution\": [\n    [\"A\", \"B\"]\n"
	    "  ],\n  \"saved\": [\n    [\"A\", \"\"]\n  ]"));
	free(text);
	xw_puzzle_free(p);
	p = xw_puzzle_new(2, 1);
	xw_cell_at(p, 0, 1)->value = xw_str("Q", 1);
	p->changed |= XW_CHANGED_SAVED;
	text = ipuz_text(p);
	assert_non_null(strstr(text, "\"saved\": [\n    [\"\", \"Q\"]\n  ]"));
	free(text);
	xw_puzzle_free(p);
}

/* The findings of xw_check on p, "code: message" a line. */
static char *
findings(const struct xw_puzzle *p)
{
	struct xw_findings fs = { 0 };
	struct xw_buf b = { 0 };
	size_t i;

	xw_check(p, 0, NULL, &fs);
	xw_buf_add(&b, "", 0);
	for (i = 0; i < fs.n; i++)
		xw_buf_printf(&b, "%s: %s\n", fs.v[i].code, fs.v[i].message);
	xw_findings_free(&fs);
	return xw_buf_take(&b);
}

/*
 * Solutions with alternatives keep them (Crossword Compiler writes them);
 * an answer may spell any; the writer gives them back where it writes
 * the cell anew, other formats say they lose them, and a new solution
 * drops them.
 */
static void
test_alternatives(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"dimensions\":{\"width\":2,\"height\":1},"
	    "\"puzzle\":[[1,0]],"
	    "\"solution\":[[{\"value\":[\"H₂O\",\"H2O\",\"\",7]},[\"X\"]]],"
	    "\"clues\":{\"Across\":[{\"number\":1,\"clue\":\"Water\","
	    "\"answer\":\"H2OX\"}]}}");
	struct xw_cell *c = xw_cell_at(p, 0, 0);
	char *text, lost[128];

	(void)state;
	assert_string_equal(c->solution, "H₂O");
	assert_non_null(c->alternatives);
	assert_string_equal(c->alternatives[0], "H2O");
	assert_string_equal(c->alternatives[1], "7");
	assert_null(c->alternatives[2]);
	assert_null(xw_cell_at(p, 0, 1)->alternatives);
	text = findings(p);
	assert_string_equal(text, "");
	free(text);
	/* The answer that spells an alternative goes too. */
	assert_int_equal(xw_format_losses(p, xw_format_by_name("jpz"), lost,
	    sizeof(lost)), 2);
	assert_string_equal(lost, "alternative solutions, clue answers");
	assert_int_equal(xw_format_losses(p, xw_format_by_name("ipuz"), lost,
	    sizeof(lost)), 0);
	/* Written anew: the object keeps its form, the value is the list. */
	c->changed |= XW_CHANGED_SOLUTION;
	p->changed |= XW_CHANGED_SOLUTION;
	text = ipuz_text(p);
	assert_non_null(strstr(text, "\"solution\": [\n"
	    "    [{\"value\": [\"H₂O\", \"H2O\", \"7\"]}, [\"X\"]]\n  ],"));
	free(text);
	/* A wrong answer is still wrong. */
	p->lists[0].clues[0].answer = xw_puzzle_strndup(p, "HOX2", 4);
	text = findings(p);
	assert_string_equal(text, "answer: clue 1-across: answer 'HOX2' "
	    "differs from the grid's 'H₂OX'\n");
	free(text);
	xw_puzzle_set_solution(p, 0, 0, "W");
	assert_null(c->alternatives);
	xw_puzzle_free(p);
}

/*
 * A clue "continued" in others: its enumeration and answer are of the
 * whole; the writer gives the parts back.
 */
static void
test_continued(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"dimensions\":{\"width\":3,\"height\":2},"
	    "\"puzzle\":[[1,2,3],[4,0,0]],"
	    "\"solution\":[[\"C\",\"A\",\"T\"],[\"O\",\"R\",\"E\"]],"
	    "\"clues\":{\"Across\":[{\"numbers\":[1,4],\"clue\":\"Pet metal\","
	    "\"enumeration\":\"3,3\",\"answer\":\"CAT ORE\",\"continued\":"
	    "[{\"direction\":\"Across\",\"number\":4},{\"number\":9},7]},"
	    "[4,\"See 1\"]],"
	    "\"Down\":[{\"number\":1,\"clue\":\"Cow, x\",\"enumeration\":\"4\","
	    "\"continued\":[{\"direction\":\"Down\",\"number\":\"9\"}]},"
	    "[2,\"Ar\"],{\"number\":3,\"clue\":\"Te\",\"enumeration\":\"3\"}]}}");
	const struct xw_clue *clue = &p->lists[0].clues[0];
	struct xw_puzzle *q;
	char *text;

	(void)state;
	assert_int_equal(clue->ncontinued, 1);
	assert_string_equal(clue->continued[0].list, "Across");
	assert_string_equal(clue->continued[0].number, "4");
	assert_string_equal(p->lists[1].clues[0].continued[0].number, "9");
	/* 1-Down goes on in a clue there is none of: not checked whole,
	   and said so; 3-Down is still checked alone. */
	text = findings(p);
	assert_string_equal(text, "clue-number: clue 1-down: it goes on in "
	    "Down 9, which names no entry, and is not checked whole\n"
	    "enumeration: clue 3-down: enumeration '3' adds up to 3, the "
	    "answer has 2 letters\n");
	free(text);
	/* A new document holds them. */
	json_object_put(p->doc);
	p->doc = NULL;
	text = ipuz_text(p);
	assert_non_null(strstr(text, "\"continued\": [\n          {\n"
	    "            \"direction\": \"Across\",\n            \"number\": 4\n"
	    "          }\n        ]"));
	q = ipuz_read(text);
	assert_int_equal(q->lists[0].clues[0].ncontinued, 1);
	assert_string_equal(q->lists[0].clues[0].continued[0].number, "4");
	xw_puzzle_free(q);
	free(text);
	xw_puzzle_free(p);
}

/*
 * A clue's "label" beside its number (or numbers) is what is shown for
 * it, the number still naming the entry; alone, it is the number. A new
 * document writes it back.
 */
static void
test_clue_labels(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"dimensions\":{\"width\":3,\"height\":3},"
	    "\"puzzle\":[[1,2,3],[4,0,0],[5,0,0]],"
	    "\"clues\":{\"Across\":[{\"number\":1,\"label\":\"1/4\","
	    "\"clue\":\"One\"},{\"numbers\":[4],\"label\":\"IV\","
	    "\"clue\":\"Four\"},{\"label\":5,\"clue\":\"Five\"}]}}");
	const struct xw_cluelist *l = &p->lists[0];
	struct xw_puzzle *q;
	char *text;

	(void)state;
	assert_string_equal(l->clues[0].number, "1");
	assert_string_equal(l->clues[0].label, "1/4");
	assert_string_equal(l->clues[1].number, "4");
	assert_string_equal(l->clues[1].label, "IV");
	assert_int_equal(l->clues[1].cells[0].row, 1);
	assert_string_equal(l->clues[2].number, "5");
	assert_null(l->clues[2].label);
	json_object_put(p->doc);
	p->doc = NULL;
	text = ipuz_text(p);
	assert_non_null(strstr(text, "\"number\": 1,\n"
	    "        \"label\": \"1/4\",\n"));
	q = ipuz_read(text);
	assert_string_equal(q->lists[0].clues[1].label, "IV");
	assert_null(q->lists[0].clues[2].label);
	xw_puzzle_free(q);
	free(text);
	xw_puzzle_free(p);
}

/* "color": "" is no colour; the number 0 is an empty cell whatever the
   empty marker. */
static void
test_empty_markers(void **state)
{
	struct xw_puzzle *p = load(HEAD
	    "\"empty\":\":\",\"dimensions\":{\"width\":3,\"height\":1},"
	    "\"puzzle\":[[{\"cell\":1,\"style\":{\"color\":\"\"}},0,"
	    "{\"cell\":\":\",\"style\":{\"color\":\"abc\"}}]]}");

	(void)state;
	assert_string_equal(xw_cell_at(p, 0, 0)->label, "1");
	assert_null(xw_cell_at(p, 0, 0)->color);
	assert_int_equal(xw_cell_at(p, 0, 0)->style, 0);
	assert_null(xw_cell_at(p, 0, 1)->label);
	assert_null(xw_cell_at(p, 0, 2)->label);
	assert_string_equal(xw_cell_at(p, 0, 2)->color, "abc");
	xw_puzzle_free(p);
	/* "0" as a string is still a label there: only the number is. */
	p = load(HEAD "\"empty\":\":\",\"dimensions\":{\"width\":1,"
	    "\"height\":1},\"puzzle\":[[\"0\"]]}");
	assert_string_equal(xw_cell_at(p, 0, 0)->label, "0");
	xw_puzzle_free(p);
}

/* What strict JSON readers refuse, and where. */
static void
test_nonstandard_json(void **state)
{
	static const struct {
		const char *json, *what;
		size_t at;
	} cases[] = {
		{ "{\"a\": [1, 2, ]}", "a comma before ']'", 11 },
		{ "{\"a\": 1 ,\n}", "a comma before '}'", 8 },
		{ "{/* c */ \"a\": 1}", "a comment", 1 },
		{ "{\"a\": 1 // c\n}", "a comment", 8 },
		{ "{'a': 1}", "a single-quoted string", 1 },
		{ "{\"a\": 'b'}", "a single-quoted string", 6 },
		{ "{\"a\": 012}", "a number with a leading zero", 6 },
		{ "{\"a\": -01}", "a number with a leading zero", 6 },
		{ "{\"a\": 1.}", "a number with no digits after its '.'", 6 },
		{ "{\"a\": \"x\ty\"}", "a tab in a string", 8 },
		{ "{\"a\": \"x\001y\"}", "a control character in a string",
		    8 },
		{ "{\"a\": NaN}", "NaN or Infinity, which JSON lacks", 6 },
		{ "{\"a\": True}", "a misspelt true, false or null", 6 },
		{ "{\"a\": [true, false, null, -0.5e+3, \"\\u00e9\\n\"]}", NULL,
		    0 },
		{ "  {\"a\": {}, \"b\": []}  ", NULL, 0 },
	};
	const char *what;
	size_t i, end;

	(void)state;
	/* Strict JSON gives the end. */
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		end = strlen(cases[i].json);
		assert_int_equal(xw_json_nonstandard(cases[i].json, 0, end,
		    &what, NULL), cases[i].what != NULL ? cases[i].at : end);
		if (cases[i].what == NULL)
			assert_null(what);
		else
			assert_string_equal(what, cases[i].what);
	}
}

/* Names given twice in one object, as json-c reads them. */
static void
test_json_twice(void **state)
{
	static const struct {
		const char *json, *name;
		size_t at;
	} cases[] = {
		{ "{\"a\": 1, \"b\": 2}", NULL, 0 },
		{ "{\"a\": 1, \"a\": 2}", "a", 9 },
		{ "{\"a\": 1, \"a\": 2, \"a\": 3}", "a", 9 },
		/* The first second name in the text, however deep. */
		{ "{\"a\": {\"x\": 1, \"x\": 2}, \"a\": 3}", "x", 15 },
		{ "{\"b\": 0, \"a\": {\"b\": 1}, \"a\": 3}", "a", 24 },
		/* Escapes read first, surrogate pairs as one character. */
		{ "{\"\\u00e9\": 1, \"\xc3\xa9\": 2}", "\xc3\xa9", 14 },
		{ "{\"\\ud83d\\ude00\": 1, \"\xf0\x9f\x98\x80\": 2}",
		    "\xf0\x9f\x98\x80", 20 },
		{ "{\"a\\\"b\": 1, \"a\\u0022b\": 2}", "a\"b", 12 },
		/* Objects apart, and ':' that names nothing. */
		{ "[{\"a\": 1}, {\"a\": 2}]", NULL, 0 },
		{ "{\"a\": \"x:y\", \"b\": \":\"}", NULL, 0 },
	};
	json_object *root;
	struct xw_error e;
	const char *what;
	char msg[128];
	size_t i, end, names;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		end = strlen(cases[i].json);
		assert_non_null(root = json_tokener_parse(cases[i].json));
		assert_int_equal(xw_json_nonstandard(cases[i].json, 0, end,
		    &what, &names), end);
		memset(&e, 0, sizeof(e));
		assert_int_equal(xw_json_twice(cases[i].json, 0, end, root,
		    names, "t.json", &e), cases[i].name != NULL ? -1 : 0);
		json_object_put(root);
		if (cases[i].name == NULL) {
			assert_int_equal(e.code, XW_ERR_NONE);
			continue;
		}
		/* One line: the column is the offset's, from 1. */
		assert_int_equal(e.code, XW_ERR_SYNTAX);
		assert_int_equal(e.line, 1);
		assert_int_equal(e.col, (long)cases[i].at + 1);
		snprintf(msg, sizeof(msg), "\"%s\" named twice in one object: "
		    "xwtools keeps the last, other readers may keep the first",
		    cases[i].name);
		assert_string_equal(e.msg, msg);
	}
}

/*
 * xw_json_locate in text json-c takes leniently: each case's path, of
 * keys or (key NULL) item numbers, must be found at the '^' (not in the
 * text), or, with none, not at all.
 */
static void
test_json_locate(void **state)
{
	static const struct {
		const char *json;
		struct xw_json_step path[3];
		size_t n;
	} cases[] = {
		{ "^{\"a\": 1}", { { NULL, 0 } }, 0 },
		{ "{\"a\": 1, ^\"b\": 2}", { { "b", 0 } }, 1 },
		{ "{\"s\": [[1, 2], ^[3]]}", { { "s", 0 }, { NULL, 1 } }, 2 },
		{ "{\"s\": [[1, 2], [3, ^4]]}",
		    { { "s", 0 }, { NULL, 1 }, { NULL, 1 } }, 3 },
		/* Comments, quotes in them, 'strings', commas before a close,
		   words json-c takes. */
		{ "/* \"a\": */ {// \"a\": [\n 'x': \"]\", ^'a': 1,}",
		    { { "a", 0 } }, 1 },
		{ "{\"a\": [NaN, 1., /* ] */ ^'x\"]', ], \"b\": 2}",
		    { { "a", 0 }, { NULL, 2 } }, 2 },
		{ "{\"a\" /* x */ : /* y */ {^\"b\": 1}}",
		    { { "a", 0 }, { "b", 0 } }, 2 },
		/* A key met twice: at its last, as json-c keeps it; a key
		   with escapes as they stand for. */
		{ "{\"a\": 1, ^\"a\": 2}", { { "a", 0 } }, 1 },
		{ "{\"a\": 1, ^\"\\u0061\": 2}", { { "a", 0 } }, 1 },
		/* Not there. */
		{ "{\"a\": 1}", { { "b", 0 } }, 1 },
		{ "{\"a\": [1, 2,]}", { { "a", 0 }, { NULL, 2 } }, 2 },
		{ "{\"a\": 1}", { { "a", 0 }, { NULL, 0 } }, 2 },
		{ "[{\"a\": 1}]", { { "a", 0 } }, 1 },
	};
	json_object *root;
	char text[128];
	const char *mark;
	size_t i, at;
	long line, col, want_line, want_col;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		mark = strchr(cases[i].json, '^');
		at = mark != NULL ? (size_t)(mark - cases[i].json) : 0;
		snprintf(text, sizeof(text), "%.*s%s", (int)at, cases[i].json,
		    mark != NULL ? mark + 1 : cases[i].json);
		assert_non_null(root = json_tokener_parse(text));
		json_object_put(root);
		assert_int_equal(xw_json_locate(text, 0, strlen(text),
		    cases[i].path, cases[i].n, &line, &col),
		    mark != NULL ? 0 : -1);
		want_line = want_col = 0;
		if (mark != NULL)
			xw_linecol(text, at, &want_line, &want_col);
		assert_int_equal(line, want_line);
		assert_int_equal(col, want_col);
	}
}

/*
 * xw_json_locate_members finds each item's member where xw_json_locate
 * finds it: lenient text, an item with the key twice (at its last), one
 * without it, one no object (0 there); past count left alone.
 */
static void
test_json_locate_members(void **state)
{
	static const char text[] = "{\"p\": 1, \"p\": [{\"f\": \"a\"},\n"
	    " {\"x\": [\"f\"], 'f': 'b', \"f\": 2},\n 7, {\"y\": 1},\n"
	    "  /* } */ {\"f\": {\"f\": 3}},]}";
	const struct xw_json_step p = { "p", 0 };
	struct xw_json_step path[3] = { { "p", 0 }, { NULL, 0 }, { "f", 0 } };
	long at[12], line, col;
	size_t i;

	(void)state;
	for (i = 0; i < 12; i++)
		at[i] = -1;
	xw_json_locate_members(text, 0, strlen(text), &p, 1, "f", 5, at);
	for (i = 0; i < 5; i++) {
		path[1].index = i;
		if (xw_json_locate(text, 0, strlen(text), path, 3, &line,
		    &col) != 0)
			line = col = 0;
		assert_int_equal(at[2 * i], line);
		assert_int_equal(at[2 * i + 1], col);
	}
	assert_int_equal(at[2], 2);
	assert_int_equal(at[3], 25);
	assert_int_equal(at[4], 0);
	assert_int_equal(at[8], 4);
	assert_int_equal(at[9], 12);
	assert_int_equal(at[10], -1);
}

/*
 * xw_json_locate_grid finds each item of a grid where xw_json_locate
 * finds it, lenient text and a row that is no array included (0 there),
 * and xw_cell_place gives an .ipuz solution's place with XW_READ_PLACES.
 */
static void
test_json_locate_grid(void **state)
{
	static const char text[] = "{\"a\": [[1]],\n \"s\": [[\"\u00c9\", "
	    "/* ] */ 'x'],\n  7, [null, {\"v\": [2]},]]}";
	static const char over[] = "{\"s\": [[\"A\", \"B\", \"X\"],\n  7,\n"
	    "  [\"C\", \"D\", \"Y\"]]}";
	static const char doc[] = "{\"version\":\"http://ipuz.org/v2\","
	    "\"kind\":[\"http://ipuz.org/crossword#1\"],\n\"dimensions\":"
	    "{\"width\":2,\"height\":1},\"puzzle\":[[1,0]],\n"
	    "\"title\":\"\xc3\x89t\xc3\xa9\",\"solution\":[[\"A\", \"B\"]]}";
	const struct xw_json_step s = { "s", 0 };
	const struct xw_read_opts places = { XW_READ_PLACES, XW_KEY_NONE };
	struct xw_json_step path[3] = { { "s", 0 } };
	struct xw_puzzle *p;
	struct xw_error e;
	int at[12], r, c;
	long line, col;

	(void)state;
	xw_json_locate_grid(text, 0, strlen(text), &s, 1, 2, 3, at);
	for (r = 0; r < 3; r++)
		for (c = 0; c < 2; c++) {
			path[1] = (struct xw_json_step){ NULL, (size_t)r };
			path[2] = (struct xw_json_step){ NULL, (size_t)c };
			if (xw_json_locate(text, 0, strlen(text), path, 3,
			    &line, &col) != 0 || r == 1)
				line = col = 0;
			assert_int_equal(at[2 * (r * 2 + c)], line);
			assert_int_equal(at[2 * (r * 2 + c) + 1], col);
		}
	assert_int_equal(at[0], 2);
	assert_int_equal(at[1], 9);
	assert_int_equal(at[2], 2);
	assert_int_equal(at[3], 22);
	/*
	 * Rows and items past the dimensions are left alone: a row's item
	 * past the width went into the next row's place, and a row past the
	 * height beyond the array (mutation19 L03, L04). A 2x2 in at[0..7],
	 * its second row no array, with guards after it.
	 */
	for (r = 0; r < 12; r++)
		at[r] = -1;
	xw_json_locate_grid(over, 0, strlen(over), &s, 1, 2, 2, at);
	assert_int_equal(at[0], 1);
	assert_int_equal(at[1], 9);
	assert_int_equal(at[2], 1);
	assert_int_equal(at[3], 14);
	for (r = 4; r < 8; r++)
		assert_int_equal(at[r], 0);
	for (r = 8; r < 12; r++)
		assert_int_equal(at[r], -1);
	/* Only when asked: the scan costs every other load. */
	p = xw_ipuz_read(doc, strlen(doc), "t.ipuz", NULL, &e);
	assert_non_null(p);
	assert_int_equal(xw_cell_place(p, 0, 1, &line, &col), 0);
	xw_puzzle_free(p);
	p = xw_ipuz_read(doc, strlen(doc), "t.ipuz", &places, &e);
	assert_non_null(p);
	assert_int_equal(xw_cell_place(p, 0, 1, &line, &col), 1);
	assert_int_equal(line, 3);
	assert_int_equal(col, 33);
	xw_puzzle_free(p);
}

/*
 * A document that is valid JSON but not a valid ipuz must fail with code
 * and msg, at the line 1 and the column of the '^' in body (which is not
 * in the document): the value at fault, or its key; with none, at 1:1,
 * the document's. body is written with ' for " and follows HEAD.
 */
static void
invalid(enum xw_errcode code, const char *msg, const char *body)
{
	struct xw_buf b = { 0 };
	const char *s;
	long col = 0;

	xw_buf_puts(&b, HEAD);
	for (s = body; *s != '\0'; s++) {
		if (*s == '^')
			col = (long)b.len + 1;
		else
			xw_buf_putc(&b, *s == '\'' ? '"' : *s);
	}
	load_fails(b.s, code, 1, col == 0 ? 1 : col, msg);
	xw_buf_free(&b);
}

/* Faults of the bytes and of the JSON: with their line and column. */
static void
test_syntax_errors(void **state)
{
	char deep[200];
	int i;

	(void)state;
	load_fails("", XW_ERR_FORMAT, 0, 0, "empty file");
	load_fails("\xef\xbb\xbf \r\n\t", XW_ERR_FORMAT, 0, 0, "empty file");
	load_fails("{\"version\": \"http://ipuz.org/v2\",\n  \"kind\": [",
	    XW_ERR_SYNTAX, 2, 12, "unexpected end of input");
	load_fails("{\"a\": 1,,}", XW_ERR_SYNTAX, 1, 9,
	    "quoted object property name expected");
	load_fails("{\"a\": tru}", XW_ERR_SYNTAX, 1, 10, "boolean expected");
	load_fails("{\"a\": 1} x", XW_ERR_SYNTAX, 1, 10,
	    "unexpected text after the document");
	load_fails("\n  {\"title\": \"caf\xe9\"}", XW_ERR_SYNTAX, 2, 17,
	    "invalid UTF-8: the file may be Latin-1 or Windows-1252 text: "
	    "convert it with iconv -f windows-1252 -t utf-8");
	/* After a UTF-8 byte order mark, which iconv would keep. */
	load_fails("\xef\xbb\xbf{\"title\": \"caf\xe9\"}", XW_ERR_SYNTAX, 1,
	    15, "invalid UTF-8: the file may be Latin-1 or Windows-1252 text "
	    "after its UTF-8 byte order mark: drop the mark (its first 3 "
	    "bytes, tail -c +4) and convert it with iconv -f windows-1252 -t "
	    "utf-8");
	/* A NUL byte is said where it is, inside a string or after the
	   end, as the .xd reader says it (json-c ended its text there). */
	load_fails_n("{\"a\": \"\0\"}", 10, XW_ERR_SYNTAX, 1, 8,
	    "NUL byte in a text file");
	load_fails_n("{\"a\": 1}\0", 9, XW_ERR_SYNTAX, 1, 9,
	    "NUL byte in a text file");
	/* An escaped NUL, which every C string after it would cut short,
	   in a value or a key; an escaped backslash before "u0000", or
	   one in a comment, is none. */
	load_fails("{\"title\": \"ab\\u0000cd\"}", XW_ERR_INVALID, 1, 14,
	    "U+0000 in a string: no puzzle text can hold a NUL character");
	load_fails("{\"a\\u0000\": 1}", XW_ERR_INVALID, 1, 4,
	    "U+0000 in a string: no puzzle text can hold a NUL character");
	load_fails("{\"a\": \"\\\\u0000\", /* \\u0000 */ \"b\": 1}",
	    XW_ERR_INVALID, 1, 1, "missing dimensions");
	load_fails("hello", XW_ERR_SYNTAX, 1, 1, "not an ipuz document");
	load_fails("\n ipuz({}", XW_ERR_SYNTAX, 2, 2, "not an ipuz document");
	load_fails("ipuz({}) x", XW_ERR_SYNTAX, 1, 1, "not an ipuz document");
	load_fails("ipuz({\"a\":1 2})", XW_ERR_SYNTAX, 1, 13,
	    "object value separator ',' expected");
	load_fails("ipuz({\"a\":1} 2)", XW_ERR_SYNTAX, 1, 14,
	    "unexpected text after the document");
	for (i = 0; i < 70; i++)
		deep[i] = '[';
	deep[i] = '\0';
	load_fails(deep, XW_ERR_LIMIT, 1, 65, "nested deeper than 64 levels");
}

/* Valid JSON that breaks the rules of ipuz: at the value at fault. */
static void
test_invalid(void **state)
{
	(void)state;
	load_fails("[1, 2]", XW_ERR_INVALID, 1, 1,
	    "top level is an array, not an object");
	load_fails("ipuz(\"x\")", XW_ERR_INVALID, 1, 6,
	    "top level is a string, not an object");
	invalid(XW_ERR_INVALID, "missing dimensions", "'puzzle':[]}");
	invalid(XW_ERR_INVALID, "missing dimensions",
	    "'dimensions':null,'puzzle':[]}");
	invalid(XW_ERR_INVALID, "dimensions is a string, not an object",
	    "^'dimensions':'3x3'}");
	invalid(XW_ERR_INVALID, "dimensions: missing height",
	    "^'dimensions':{'width':2}}");
	invalid(XW_ERR_INVALID,
	    "dimensions: width is a fractional number, not a whole number",
	    "'dimensions':{^'width':2.6,'height':2}}");
	invalid(XW_ERR_INVALID, "dimensions: height is null, not a whole "
	    "number", "'dimensions':{'width':2,^'height':null}}");
	invalid(XW_ERR_INVALID, "dimensions: width -3 out of range 1-1000",
	    "'dimensions':{^'width':-3,'height':2}}");
	invalid(XW_ERR_INVALID, "dimensions: width 0 out of range 1-1000",
	    "'dimensions':{^'width':0,'height':2}}");
	invalid(XW_ERR_LIMIT, "dimensions: height 1001 out of range 1-1000",
	    "'dimensions':{'width':3,^'height':1001}}");
	invalid(XW_ERR_INVALID, "block is a boolean, not a string",
	    "^'block':true,'dimensions':{'width':1,'height':1}}");
	invalid(XW_ERR_INVALID, "empty is an array, not a string",
	    "^'empty':[],'dimensions':{'width':1,'height':1}}");
	invalid(XW_ERR_LIMIT, "block marker too long",
	    "^'block':'0123456789012345678901234567890123456789012345678901234"
	    "567890123','dimensions':{'width':1,'height':1}}");
	invalid(XW_ERR_INVALID, "version is a number, not a string",
	    "^'version':2,'dimensions':{'width':1,'height':1},'puzzle':[[0]]}");
	invalid(XW_ERR_INVALID, "title is a number, not a string",
	    "^'title':7,'dimensions':{'width':1,'height':1},'puzzle':[[0]]}");
	invalid(XW_ERR_INVALID, "kind is a string, not an array",
	    "^'kind':'x','dimensions':{'width':1,'height':1},'puzzle':[[0]]}");
	invalid(XW_ERR_INVALID, "kind: entry 2 is a number, not a string",
	    "'kind':['a',^1],'dimensions':{'width':1,'height':1},"
	    "'puzzle':[[0]]}");
}

/* Faults of the grids. */
static void
test_invalid_grids(void **state)
{
	(void)state;
	invalid(XW_ERR_INVALID, "missing puzzle grid",
	    "'dimensions':{'width':1,'height':1}}");
	invalid(XW_ERR_INVALID, "missing puzzle grid",
	    "'dimensions':{'width':1,'height':1},'puzzle':null}");
	invalid(XW_ERR_INVALID, "puzzle is an object, not an array of rows",
	    "'dimensions':{'width':1,'height':1},^'puzzle':{}}");
	invalid(XW_ERR_INVALID, "puzzle has 1 rows, dimensions say 2",
	    "'dimensions':{'width':2,'height':2},^'puzzle':[[0,0]]}");
	invalid(XW_ERR_INVALID, "puzzle: row 2 has 1 cells, dimensions say 2",
	    "'dimensions':{'width':2,'height':2},'puzzle':[[0,0],^[0]]}");
	invalid(XW_ERR_INVALID, "saved: row 1 is a number, not an array",
	    "'dimensions':{'width':1,'height':1},'puzzle':[[0]],"
	    "'saved':[^7]}");
	invalid(XW_ERR_INVALID, "solution has 2 rows, dimensions say 1",
	    "'dimensions':{'width':1,'height':1},"
	    "'puzzle':[[0]],^'solution':[[['A']],[0]]}");
	invalid(XW_ERR_INVALID, "puzzle: row 1, column 1 is a boolean",
	    "'dimensions':{'width':1,'height':1},'puzzle':[[^true]]}");
	invalid(XW_ERR_INVALID, "puzzle: row 1, column 2 is an array",
	    "'dimensions':{'width':2,'height':1},'puzzle':[[0,^[]]]}");
	invalid(XW_ERR_INVALID, "puzzle: row 1, column 1: cell is an object",
	    "'dimensions':{'width':1,'height':1},'puzzle':[[{^'cell':{}}]]}");
	invalid(XW_ERR_INVALID, "puzzle: row 1, column 1: value is a boolean",
	    "'dimensions':{'width':1,'height':1},"
	    "'puzzle':[[{^'value':false}]]}");
	invalid(XW_ERR_INVALID, "puzzle: row 1, column 1: style is a number",
	    "'dimensions':{'width':1,'height':1},'puzzle':[[{^'style':3}]]}");
	invalid(XW_ERR_INVALID, "solution: row 1, column 2 is a boolean",
	    "'dimensions':{'width':2,'height':1},'puzzle':[[0,0]],"
	    "'solution':[['A',^true]]}");
	invalid(XW_ERR_INVALID, "saved: row 1, column 1 is a fractional number",
	    "'dimensions':{'width':1,'height':1},'puzzle':[[0]],"
	    "'saved':[[^{'value':[1.5]}]]}");
}

/* Faults of the clues. */
static void
test_invalid_clues(void **state)
{
	static const char g[] = "'dimensions':{'width':2,'height':1},"
	    "'puzzle':[[1,0]],";
	char buf[512];

#define CLUES(s) (snprintf(buf, sizeof(buf), "%s%s", g, s), buf)
	(void)state;
	invalid(XW_ERR_INVALID, "clues is an array, not an object",
	    CLUES("^'clues':[]}"));
	invalid(XW_ERR_INVALID, "clues: Across is an object, not an array",
	    CLUES("'clues':{^'Across':{}}}"));
	invalid(XW_ERR_INVALID, "clues: Across: a clue is a boolean",
	    CLUES("'clues':{'Across':[^true]}}"));
	invalid(XW_ERR_INVALID, "clues: Across: a clue array must be "
	    "[number, \"text\"]", CLUES("'clues':{'Across':[^[1,'a',3]]}}"));
	invalid(XW_ERR_INVALID, "clues: Down: a clue array must be "
	    "[number, \"text\"]", CLUES("'clues':{'Down':[^[[1],'a']]}}"));
	invalid(XW_ERR_INVALID, "clues: Across: clue number is an array",
	    CLUES("'clues':{'Across':[{^'number':[1]}]}}"));
	invalid(XW_ERR_INVALID, "clues: clue is a number, not a string",
	    CLUES("'clues':{'Across':[{'number':1,^'clue':5}]}}"));
	invalid(XW_ERR_INVALID, "clues: answer is an object, not a string",
	    CLUES("'clues':{'Across':[{'number':1,^'answer':{}}]}}"));
	invalid(XW_ERR_INVALID, "clues: Across 1: enumeration is a boolean",
	    CLUES("'clues':{'Across':[{'number':1,^'enumeration':true}]}}"));
	invalid(XW_ERR_INVALID, "clues: Across: cells is a string, not an "
	    "array", CLUES("'clues':{'Across':[{'number':1,^'cells':'A1'}]}}"));
	invalid(XW_ERR_INVALID, "clues: Across 1: cell 2 is not an [x, y] "
	    "pair of grid coordinates",
	    CLUES("'clues':{'Across':[{'number':1,'cells':[[1,1],^[2]]}]}}"));
	invalid(XW_ERR_INVALID, "clues: Across 1: cell 1 is not an [x, y] "
	    "pair of grid coordinates",
	    CLUES("'clues':{'Across':[{'number':1,'cells':[^[1001,1]]}]}}"));
	invalid(XW_ERR_INVALID, "clues: Across 1: cell 1 is not an [x, y] "
	    "pair of grid coordinates",
	    CLUES("'clues':{'Across':[{'number':1,'cells':[^[1,-2]]}]}}"));
	invalid(XW_ERR_INVALID,
	    "clues: Across 1: cell [9, 1] is outside the 2x1 grid",
	    CLUES("'clues':{'Across':[{'number':1,'cells':[[1,1],^[9,1]]}]}}"));
	/* x is the width: outside 0-based, and y 0 outside 1-based. */
	invalid(XW_ERR_INVALID,
	    "clues: Across 1: cell [2, 0] is outside the 2x1 grid",
	    CLUES("'clues':{'Across':[{'number':1,'cells':[[1,1],^[2,0]]}]}}"));
	invalid(XW_ERR_INVALID,
	    "clues: cells mix 0-based and 1-based coordinates",
	    CLUES("^'clues':{'Across':[{'number':1,'cells':[[0,0],[2,1]]}]}}"));
#undef CLUES
}

/* Strings and keys over the limit, in a document over the limit. */
static void
test_limits(void **state)
{
	size_t n = (size_t)XW_MAX_STRING + 1;
	struct xw_buf b = { 0 };
	char *big = xw_emalloc(n + 1);

	(void)state;
	memset(big, 'a', n);
	big[n] = '\0';
	xw_buf_printf(&b, "%s\"title\":\"%s\",\"dimensions\":{\"width\":1,"
	    "\"height\":1},\"puzzle\":[[0]]}", HEAD, big);
	load_fails(b.s, XW_ERR_LIMIT, 1, (long)strlen(HEAD) + 1,
	    "string longer than 1048576 bytes");
	xw_buf_free(&b);
	xw_buf_printf(&b, "%s\"dimensions\":{\"width\":1,\"height\":1},"
	    "\"puzzle\":[[0]],\"x\":{\"%s\":1}}", HEAD, big);
	load_fails(b.s, XW_ERR_LIMIT, 1, (long)(strstr(b.s, "\"aa") - b.s) + 1,
	    "key longer than 1048576 bytes");
	xw_buf_free(&b);
	/* One byte less is a string, in a document over the limit. */
	big[n - 1] = '\0';
	xw_buf_printf(&b, "%s\"title\":\"%s\",\"dimensions\":{\"width\":1,"
	    "\"height\":1},\"puzzle\":[[0]]}", HEAD, big);
	xw_puzzle_free(load(b.s));
	xw_buf_free(&b);
	free(big);
}

UNIT_MAIN("ipuz", NULL, NULL,
	cmocka_unit_test(test_examples_round_trip),
	cmocka_unit_test(test_cells_and_styles),
	cmocka_unit_test(test_clue_forms),
	cmocka_unit_test(test_zero_based_cells),
	cmocka_unit_test(test_tied_cells_one_based),
	cmocka_unit_test(test_jsonp_and_bom),
	cmocka_unit_test(test_writer_keeps_unknown_and_changes_one_cell),
	cmocka_unit_test(test_writer_direct_changes),
	cmocka_unit_test(test_writer_cells_changed_directly),
	cmocka_unit_test(test_color_number),
	cmocka_unit_test(test_writer_new_document),
	cmocka_unit_test(test_writer_saved_without_has_saved),
	cmocka_unit_test(test_writer_keeps_style_beyond_model),
	cmocka_unit_test(test_alternatives),
	cmocka_unit_test(test_continued),
	cmocka_unit_test(test_clue_labels),
	cmocka_unit_test(test_empty_markers),
	cmocka_unit_test(test_nonstandard_json),
	cmocka_unit_test(test_syntax_errors),
	cmocka_unit_test(test_invalid),
	cmocka_unit_test(test_json_twice),
	cmocka_unit_test(test_json_locate),
	cmocka_unit_test(test_json_locate_members),
	cmocka_unit_test(test_json_locate_grid),
	cmocka_unit_test(test_invalid_grids),
	cmocka_unit_test(test_invalid_clues),
	cmocka_unit_test(test_limits),
	cmocka_unit_test(test_corpus_round_trip),
	cmocka_unit_test(test_corpus_known_bad))
