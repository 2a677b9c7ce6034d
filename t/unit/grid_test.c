/* See LICENSE file for copyright and license details. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "check.h"
#include "grid.h"
#include "ipuz.h"
#include "unit.h"
#include "util.h"

/*
 * Puzzles are written with ' for " to keep them readable; body holds the
 * keys after "dimensions" ("'puzzle':[...],'solution':[...]").
 */
static struct xw_puzzle *
build(int width, int height, const char *body)
{
	static const char head[] = "{'version':'http://ipuz.org/v2',"
	    "'kind':['http://ipuz.org/crossword#1'],";
	struct xw_error e;
	struct xw_puzzle *p;
	char *json, *s;
	size_t size = strlen(head) + strlen(body) + 64;

	json = xw_emalloc(size);
	snprintf(json, size, "%s'dimensions':{'width':%d,'height':%d},%s}",
	    head, width, height, body);
	for (s = json; *s != '\0'; s++)
		if (*s == '\'')
			*s = '"';
	p = xw_ipuz_read(json, strlen(json), "t.ipuz", NULL, &e);
	free(json);
	if (p == NULL)
		fail_msg("load failed: %s:%ld:%ld: %s", e.file, e.line, e.col,
		    e.msg);
	return p;
}

static int
number_at(const struct xw_puzzle *p, int r, int c)
{
	return xw_cell_at(p, r, c)->number;
}

/* f of every cell: "0 1 2/3 0 0" for two rows of three. */
static void
assert_cells(const struct xw_puzzle *p,
    int (*f)(const struct xw_puzzle *, int, int), const char *want)
{
	char buf[1024];
	size_t n = 0;
	int r, c;

	for (r = 0; r < p->height; r++)
		for (c = 0; c < p->width && n < sizeof(buf); c++)
			n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%d%s",
			    f(p, r, c), c + 1 < p->width ? " " :
			    r + 1 < p->height ? "/" : "");
	assert_string_equal(buf, want);
}

/* A slot as "A1 r0c1 3;": direction, number, first cell, length. */
static size_t
slot_text(const struct xw_slot *s, char *buf, size_t size)
{
	return (size_t)snprintf(buf, size, "%c%d r%dc%d %d;",
	    s->dir == XW_DIR_ACROSS ? 'A' : 'D', s->number, s->row, s->col,
	    s->len);
}

static void
assert_slots(const struct xw_puzzle *p, const char *want)
{
	char buf[1024];
	size_t i, n = 0;

	buf[0] = '\0';
	for (i = 0; i < p->nslots && n < sizeof(buf); i++)
		n += slot_text(&p->slots[i], buf + n, sizeof(buf) - n);
	assert_string_equal(buf, want);
}

/* s must be the slot want, or NULL when want is. */
static void
assert_slot(const struct xw_slot *s, const char *want)
{
	char buf[64];

	if (want == NULL) {
		assert_null(s);
		return;
	}
	assert_non_null(s);
	slot_text(s, buf, sizeof(buf));
	assert_string_equal(buf, want);
}

#define CORNERS5 "'puzzle':[['#',0,0,0,'#'],[0,0,0,0,0],[0,0,0,0,0]," \
    "[0,0,0,0,0],['#',0,0,0,'#']]"

/*
 * A size out of range is refused with NULL: -1 printed "out of memory"
 * and exited, and -1x-1 wrapped to a puzzle of one cell (QA libapi4 #5).
 */
static void
test_puzzle_new_size(void **state)
{
	struct xw_puzzle *p;

	(void)state;
	assert_null(xw_puzzle_new(-1, 5));
	assert_null(xw_puzzle_new(5, -1));
	assert_null(xw_puzzle_new(-1, -1));
	assert_null(xw_puzzle_new(XW_MAX_DIM + 1, 1));
	assert_null(xw_puzzle_new(1, XW_MAX_DIM + 1));
	assert_null(xw_puzzle_new(-65536, -65536));
	p = xw_puzzle_new(0, 0);
	assert_non_null(p);
	xw_puzzle_free(p);
	p = xw_puzzle_new(XW_MAX_DIM, 2);
	assert_non_null(p);
	assert_int_equal(p->width, XW_MAX_DIM);
	assert_int_equal(xw_cell_at(p, 1, XW_MAX_DIM - 1)->kind,
	    XW_CELL_LETTER);
	xw_puzzle_free(p);
}

static void
test_number_corners(void **state)
{
	struct xw_puzzle *p = build(5, 5, CORNERS5);

	(void)state;
	assert_cells(p, number_at,
	    "0 1 2 3 0/4 0 0 0 5/6 0 0 0 0/7 0 0 0 0/0 8 0 0 0");
	assert_slots(p, "A1 r0c1 3;A4 r1c0 5;A6 r2c0 5;A7 r3c0 5;A8 r4c1 3;"
	    "D1 r0c1 5;D2 r0c2 5;D3 r0c3 5;D4 r1c0 3;D5 r1c4 3;");
	xw_puzzle_free(p);
}

static void
test_number_shaped(void **state)
{
	struct xw_puzzle *p = build(4, 3, "'puzzle':[[null,0,null,null],"
	    "[0,0,0,0],[null,0,0,null]]");

	(void)state;
	assert_int_equal(xw_cell_at(p, 0, 0)->kind, XW_CELL_NULL);
	assert_int_equal(xw_cell_at(p, 1, 0)->kind, XW_CELL_LETTER);
	assert_cells(p, number_at, "0 1 0 0/2 0 3 0/0 4 0 0");
	assert_slots(p, "A2 r1c0 4;A4 r2c1 2;D1 r0c1 3;D3 r1c2 2;");
	xw_puzzle_free(p);
}

#define BAR(b) "{'cell':0,'style':{'barred':'" b "'}}"

/* Bars: R on (0,0), B on (0,1), T on (2,0), L on (2,2). */
#define BARRED3 "'puzzle':[[" BAR("R") "," BAR("B") ",0],[0,0,0],[" \
    BAR("T") ",0," BAR("L") "]]"

static void
test_number_barred(void **state)
{
	struct xw_puzzle *p = build(3, 3, BARRED3);

	(void)state;
	assert_int_equal(xw_cell_at(p, 0, 0)->bars, XW_BAR_RIGHT);
	assert_int_equal(xw_cell_at(p, 2, 2)->bars, XW_BAR_LEFT);
	assert_true(xw_grid_wall(p, 0, 0, XW_DIR_ACROSS));
	assert_true(xw_grid_wall(p, 2, 1, XW_DIR_ACROSS));
	assert_true(xw_grid_wall(p, 0, 1, XW_DIR_DOWN));
	assert_true(xw_grid_wall(p, 1, 0, XW_DIR_DOWN));
	assert_false(xw_grid_wall(p, 1, 1, XW_DIR_ACROSS));
	assert_cells(p, number_at, "1 2 3/4 5 0/6 0 0");
	assert_slots(p, "A2 r0c1 2;A4 r1c0 3;A6 r2c0 2;"
	    "D1 r0c0 2;D3 r0c2 3;D5 r1c1 2;");
	xw_puzzle_free(p);
}

/* Two regions: an L of five cells and the lone corner (2,2). */
#define REGIONS3 "'puzzle':[[0,0,0],[0,'#','#'],[0,'#',0]]"

static void
test_number_single_cells(void **state)
{
	struct xw_puzzle *p = build(3, 3, REGIONS3);
	struct xw_puzzle *q = build(3, 3,
	    "'puzzle':[[0,'#',0],['#',0,'#'],[0,'#',0]]");

	(void)state;
	assert_cells(p, number_at, "1 0 0/0 0 0/0 0 0");
	assert_slots(p, "A1 r0c0 3;D1 r0c0 3;");
	assert_cells(q, number_at, "0 0 0/0 0 0/0 0 0");
	assert_slots(q, "");
	xw_puzzle_free(p);
	xw_puzzle_free(q);
}

/*
 * xw_grid_numbered, when the shape changed since the numbering but not
 * the numbering (a bar on the grid's edge): the numbers are checked
 * again, and a cell that starts a down run of one letter, no entry, is
 * rightly unnumbered.
 */
static void
test_numbered_single_cells(void **state)
{
	struct xw_puzzle *p = build(3, 2,
	    "'puzzle':[[1,0,0],['#','#','#']]");

	(void)state;
	assert_int_equal(xw_grid_numbered(p), 1);
	xw_cell_at(p, 0, 2)->bars |= XW_BAR_RIGHT;
	assert_int_equal(xw_grid_numbered(p), 1);
	/* A number on a cell that starts no entry is no standard one. */
	xw_cell_at(p, 0, 1)->number = 2;
	assert_int_equal(xw_grid_numbered(p), 0);
	xw_cell_at(p, 0, 1)->number = 0;
	assert_int_equal(xw_grid_numbered(p), 1);
	/* And a change that renumbers is seen. */
	xw_cell_at(p, 0, 0)->kind = XW_CELL_BLOCK;
	assert_int_equal(xw_grid_numbered(p), 0);
	xw_puzzle_free(p);
}

static void
test_slot_through(void **state)
{
	struct xw_puzzle *p = build(5, 5, CORNERS5);
	struct xw_puzzle *q = build(3, 3, BARRED3);

	(void)state;
	assert_slot(xw_slot_through(p, XW_DIR_ACROSS, 2, 3), "A6 r2c0 5;");
	assert_slot(xw_slot_through(p, XW_DIR_ACROSS, 4, 3), "A8 r4c1 3;");
	assert_slot(xw_slot_through(p, XW_DIR_DOWN, 3, 2), "D2 r0c2 5;");
	assert_slot(xw_slot_through(p, XW_DIR_DOWN, 3, 4), "D5 r1c4 3;");
	assert_slot(xw_slot_through(p, XW_DIR_DOWN, 4, 4), NULL);
	assert_slot(xw_slot_through(p, XW_DIR_ACROSS, 0, 0), NULL);
	assert_slot(xw_slot_through(p, XW_DIR_ACROSS, -1, 2), NULL);
	/* Bars end runs from either side. */
	assert_slot(xw_slot_through(q, XW_DIR_ACROSS, 0, 0), NULL);
	assert_slot(xw_slot_through(q, XW_DIR_ACROSS, 0, 2), "A2 r0c1 2;");
	assert_slot(xw_slot_through(q, XW_DIR_ACROSS, 2, 2), NULL);
	assert_slot(xw_slot_through(q, XW_DIR_DOWN, 2, 1), "D5 r1c1 2;");
	assert_slot(xw_slot_through(q, XW_DIR_DOWN, 2, 0), NULL);
	assert_slot(xw_slot_through(q, XW_DIR_DOWN, 2, 2), "D3 r0c2 3;");
	xw_puzzle_free(p);
	xw_puzzle_free(q);
}

static void
test_slot_by_label(void **state)
{
	/* Standard numbers 1-5; (0,2) is labelled X and (1,0) 7. */
	struct xw_puzzle *p = build(3, 3,
	    "'puzzle':[[1,2,'X'],[7,0,0],[0,0,0]]");

	(void)state;
	assert_string_equal(xw_cell_at(p, 0, 2)->label, "X");
	assert_int_equal(xw_cell_at(p, 0, 2)->number, 3);
	assert_slot(xw_slot_by_label(p, XW_DIR_ACROSS, "1"), "A1 r0c0 3;");
	assert_slot(xw_slot_by_label(p, XW_DIR_DOWN, "2"), "D2 r0c1 3;");
	assert_slot(xw_slot_by_label(p, XW_DIR_DOWN, "X"), "D3 r0c2 3;");
	assert_slot(xw_slot_by_label(p, XW_DIR_DOWN, "3"), NULL);
	assert_slot(xw_slot_by_label(p, XW_DIR_ACROSS, "7"), "A4 r1c0 3;");
	assert_slot(xw_slot_by_label(p, XW_DIR_ACROSS, "4"), NULL);
	assert_slot(xw_slot_by_label(p, XW_DIR_ACROSS, "5"), "A5 r2c0 3;");
	assert_slot(xw_slot_by_label(p, XW_DIR_ACROSS, "2"), NULL);
	assert_slot(xw_slot_by_label(p, XW_DIR_ACROSS, ""), NULL);
	assert_slot(xw_slot_by_label(p, XW_DIR_ACROSS, "5x"), NULL);
	xw_puzzle_free(p);
}

#define OPEN3 "'puzzle':[[0,0,0],[0,0,0],[0,0,0]]"

static void
assert_answer(const struct xw_puzzle *p, enum xw_dir dir, const char *label,
    const char *want)
{
	const struct xw_slot *s = xw_slot_by_label(p, dir, label);
	char *a;

	assert_non_null(s);
	a = xw_slot_answer(p, s);
	if (want == NULL) {
		assert_null(a);
		return;
	}
	assert_non_null(a);
	assert_string_equal(a, want);
	free(a);
}

static void
test_slot_answer(void **state)
{
	struct xw_puzzle *p = build(3, 3, OPEN3 ",'solution':[['C','A','T'],"
	    "['O','TH','E'],['W','E','']]");

	(void)state;
	assert_answer(p, XW_DIR_ACROSS, "1", "CAT");
	assert_answer(p, XW_DIR_ACROSS, "4", "OTHE");
	assert_answer(p, XW_DIR_DOWN, "2", "ATHE");
	assert_answer(p, XW_DIR_DOWN, "1", "COW");
	assert_answer(p, XW_DIR_ACROSS, "5", NULL);
	assert_answer(p, XW_DIR_DOWN, "3", NULL);
	xw_puzzle_free(p);
}

static void
test_cell_checks(void **state)
{
	struct xw_puzzle *p = build(5, 5, CORNERS5);
	struct xw_puzzle *q = build(3, 3, REGIONS3);
	struct xw_puzzle *b = build(3, 3, BARRED3);

	(void)state;
	assert_cells(p, xw_cell_checks,
	    "0 2 2 2 0/2 2 2 2 2/2 2 2 2 2/2 2 2 2 2/0 2 2 2 0");
	assert_cells(q, xw_cell_checks, "2 1 1/1 0 0/1 0 0");
	assert_cells(b, xw_cell_checks, "1 1 2/2 2 2/1 2 1");
	xw_puzzle_free(p);
	xw_puzzle_free(q);
	xw_puzzle_free(b);
}

static void
assert_symmetry(int size, const char *body, unsigned want, const char *name)
{
	struct xw_puzzle *p = build(size, size, body);

	assert_int_equal(xw_grid_symmetry(p), want);
	assert_string_equal(xw_symmetry_name(xw_grid_symmetry(p)), name);
	xw_puzzle_free(p);
}

static void
test_symmetry(void **state)
{
	(void)state;
	assert_symmetry(5, CORNERS5, XW_SYM_ROT180 | XW_SYM_ROT90 |
	    XW_SYM_MIRROR_LR | XW_SYM_MIRROR_TB, "rotational-90");
	assert_symmetry(3, "'puzzle':[['#',0,0],[0,0,0],[0,0,'#']]",
	    XW_SYM_ROT180, "rotational-180");
	assert_symmetry(4, "'puzzle':[[0,'#',0,0],[0,0,0,'#'],['#',0,0,0],"
	    "[0,0,'#',0]]", XW_SYM_ROT180 | XW_SYM_ROT90, "rotational-90");
	assert_symmetry(3, "'puzzle':[['#',0,'#'],[0,0,0],[0,0,0]]",
	    XW_SYM_MIRROR_LR, "mirror-left-right");
	assert_symmetry(3, "'puzzle':[['#',0,0],[0,0,0],['#',0,0]]",
	    XW_SYM_MIRROR_TB, "mirror-top-bottom");
	assert_symmetry(3, "'puzzle':[['#',0,0],[0,0,0],[0,0,0]]", 0, "none");
	/* An omitted cell and a block both mean "no letter". */
	assert_symmetry(3, "'puzzle':[[null,0,0],[0,0,0],[0,0,'#']]",
	    XW_SYM_ROT180, "rotational-180");
	/* The name is the strongest of several. */
	assert_string_equal(xw_symmetry_name(XW_SYM_MIRROR_LR |
	    XW_SYM_MIRROR_TB), "mirror-left-right");
	assert_string_equal(xw_symmetry_name(XW_SYM_ROT180 | XW_SYM_MIRROR_LR),
	    "rotational-180");
}

static void
test_symmetry_bars(void **state)
{
	(void)state;
	assert_symmetry(3, "'puzzle':[[" BAR("R") ",0,0],[0,0,0],[0,0,0]]",
	    0, "none");
	/* No vertical bar, so only the horizontal one breaks the mirror. */
	assert_symmetry(3, "'puzzle':[[" BAR("B") ",0,0],[0,0,0],[0,0,0]]",
	    0, "none");
	/* The B is the quarter turn of the R, but the R is no quarter turn
	   of the B: no symmetry. */
	assert_symmetry(3, "'puzzle':[[" BAR("R") ",0," BAR("B") "],[0,0,0],"
	    "[0,0,0]]", 0, "none");
	/* R on (0,0) and L on (2,2) are the same wall turned half round. */
	assert_symmetry(3, "'puzzle':[[" BAR("R") ",0,0],[0,0,0],[0,0,"
	    BAR("L") "]]", XW_SYM_ROT180, "rotational-180");
	assert_symmetry(3, "'puzzle':[[" BAR("R") "," BAR("R") ",0],[0,0,0],"
	    "[0,0,0]]", XW_SYM_MIRROR_LR, "mirror-left-right");
	assert_symmetry(3, "'puzzle':[[" BAR("R") ",0,0],[0,0,0],["
	    BAR("R") ",0,0]]", XW_SYM_MIRROR_TB, "mirror-top-bottom");
	assert_symmetry(3, "'puzzle':[[" BAR("B") ",0," BAR("B") "],[0,0,0],"
	    "[0,0,0]]", XW_SYM_MIRROR_LR, "mirror-left-right");
	/* A pinwheel of bars, each a quarter turn from the last. */
	assert_symmetry(3, "'puzzle':[[" BAR("R") ",0," BAR("B") "],[0,0,0],"
	    "[" BAR("T") ",0," BAR("L") "]]", XW_SYM_ROT180 | XW_SYM_ROT90,
	    "rotational-90");
}

static void
test_regions(void **state)
{
	static const int want[] = { 0, 0, 0, 0, -1, -1, 0, -1, 1 };
	struct xw_puzzle *p = build(3, 3, REGIONS3);
	struct xw_puzzle *q = build(5, 5, CORNERS5);
	int comp[9], i;

	(void)state;
	assert_int_equal(xw_grid_regions(p, comp), 2);
	for (i = 0; i < 9; i++)
		assert_int_equal(comp[i], want[i]);
	assert_int_equal(xw_grid_regions(p, NULL), 2);
	assert_int_equal(xw_grid_regions(q, NULL), 1);
	xw_puzzle_free(p);
	xw_puzzle_free(q);
}

/*
 * xw_check on a square puzzle must give exactly want: every finding as
 * "kind code: message", one per line.
 */
static void
assert_findings(int size, const char *body, unsigned flags, const char *want)
{
	struct xw_puzzle *p = build(size, size, body);
	struct xw_findings out = { NULL, 0, 0 };
	const struct xw_finding *f;
	char buf[4096];
	size_t i, n = 0;

	xw_check(p, flags, NULL, &out);
	buf[0] = '\0';
	for (i = 0; i < out.n && n < sizeof(buf); i++) {
		f = &out.v[i];
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s %s: %s\n",
		    xw_finding_kind_name(f->kind), f->code, f->message);
	}
	xw_findings_free(&out);
	xw_puzzle_free(p);
	assert_string_equal(buf, want);
}

#define SOL3 ",'solution':[['C','A','T'],['O','R','E'],['W','E','T']]"
#define ACROSS3 "'Across':[[1,'a'],[4,'b'],[5,'c']]"
#define DOWN3 "'Down':[[1,'d'],[2,'e'],[3,'f']]"
#define CLUES(a, d) ",'clues':{" a "," d "}"

/* The centre block makes the edge cells unchecked. */
#define RING3 "'puzzle':[[0,0,0],[0,'#',0],[0,0,0]],'solution':" \
    "[['C','A','T'],['O','#','E'],['W','E','T']]"

static void
test_check_clean(void **state)
{
	(void)state;
	assert_findings(3, OPEN3 SOL3 CLUES(ACROSS3, DOWN3), 0, "");
	assert_findings(3, OPEN3 SOL3 CLUES("'Across':[[1,'a'],"
	    "{'number':4,'clue':'b','enumeration':'2,1'},[5,'c']]", DOWN3), 0,
	    "");
	assert_findings(3, RING3, 0, "");
}

static void
test_check_clues(void **state)
{
	struct xw_puzzle *p = build(3, 3, OPEN3 SOL3 CLUES(ACROSS3,
	    "'Down':[[1,'d'],[2,'e']]"));
	struct xw_findings out = { NULL, 0, 0 };

	(void)state;
	assert_findings(3, OPEN3 SOL3 CLUES("'Across':[{'number':1,'clue':'a',"
	    "'enumeration':'4'},[4,'b'],[5,'c']]", DOWN3), 0,
	    "error enumeration: clue 1-across: enumeration '4' adds up to 4, "
	    "the answer has 3 letters\n");
	/* A sum past LONG_MAX is said to be, not a sum that overflows
	   (UBSan; it wrapped to below 0, "has no lengths": ipuz_fuzz), nor
	   LONG_MAX as if it were the sum. */
	assert_findings(3, OPEN3 SOL3 CLUES("'Across':[{'number':1,'clue':'a',"
	    "'enumeration':'99999999999999999999,7'},[4,'b'],[5,'c']]", DOWN3),
	    0, "error enumeration: clue 1-across: enumeration "
	    "'99999999999999999999,7' adds up to more than "
	    "9223372036854775807, the answer has 3 letters\n");
	assert_findings(3, OPEN3 SOL3 CLUES("'Across':[[1,'a'],[4,'b'],[5,'c'],"
	    "[9,'z']]", DOWN3), 0, "error clue-number: clue 9-across: no "
	    "across entry starts at a cell numbered 9\n");
	assert_findings(3, OPEN3 SOL3 CLUES(ACROSS3,
	    "'Down':[[1,'d'],[2,'e']]"), 0,
	    "error clue-missing: entry 3-down has no clue\n");
	assert_findings(3, OPEN3 SOL3 CLUES("'Across':[[1,'a'],[1,'again'],"
	    "[4,'b'],[5,'c']]", DOWN3), 0,
	    "error clue-duplicate: entry 1-across has more than one clue\n");
	/* The missing clue's finding names the entry's first cell. */
	xw_check(p, 0, NULL, &out);
	assert_int_equal(out.n, 1);
	assert_int_equal(out.v[0].kind, XW_FIND_ERROR);
	assert_int_equal(out.v[0].ncells, 1);
	assert_int_equal(out.v[0].cells[0].row, 0);
	assert_int_equal(out.v[0].cells[0].col, 2);
	xw_findings_free(&out);
	assert_null(out.v);
	assert_int_equal(out.n, 0);
	xw_puzzle_free(p);
}

static void
test_check_grids(void **state)
{
	(void)state;
	assert_findings(3, OPEN3 ",'solution':[['C','','T'],['O','R','E'],"
	    "['W','E','T']]", 0, "warning solution: white cells without a "
	    "solution letter: 1 cell, first r1c2\n");
	assert_findings(3, OPEN3 ",'solution':[['C','A','T'],['O','#','E'],"
	    "['W','E','T']]", 0, "error solution: solution has blocks at "
	    "white cells: 1 cell, first r2c2\n");
	assert_findings(3, RING3 ",'saved':[['C','A',''],['O','X','E'],"
	    "['','','']]", 0, "error saved: saved grid has letters at blocks "
	    "or omitted cells: 1 cell, first r2c2\n");
}

/* xw_check_unsolved counts what the finding above counts, the first cell
   in reading order; a block of the solution at a white cell is no empty
   cell, and NULL takes no first cell. */
static void
test_check_unsolved(void **state)
{
	struct xw_puzzle *p;
	struct xw_pos first = { -1, -1 };

	(void)state;
	p = build(3, 3, OPEN3 ",'solution':[['C','A','T'],['#','R',''],"
	    "['','E','T']]");
	assert_int_equal(xw_check_unsolved(p, &first), 2);
	assert_int_equal(first.row, 1);
	assert_int_equal(first.col, 2);
	assert_int_equal(xw_check_unsolved(p, NULL), 2);
	xw_puzzle_free(p);
	p = build(3, 3, OPEN3 SOL3);
	first.row = first.col = -1;
	assert_int_equal(xw_check_unsolved(p, &first), 0);
	assert_int_equal(first.row, -1);
	xw_puzzle_free(p);
}

static void
test_check_lint(void **state)
{
	(void)state;
	assert_findings(3, OPEN3 SOL3, XW_CHECK_LINT, "info stats: 6 words "
	    "(3 across, 3 down), 0 blocks, symmetry rotational-90\n"
	    "lint clue-missing: no clues: 6 entries have none\n");
	assert_findings(3, "'puzzle':[[0,0,'#'],[0,0,0],['#',0,0]],'solution':"
	    "[['A','B','#'],['C','D','E'],['#','F','G']]", XW_CHECK_LINT,
	    "info stats: 6 words (3 across, 3 down), 2 blocks, symmetry "
	    "rotational-180\n"
	    "lint short-word: entry 1-across has only 2 letters\n"
	    "lint short-word: entry 5-across has only 2 letters\n"
	    "lint short-word: entry 1-down has only 2 letters\n"
	    "lint short-word: entry 4-down has only 2 letters\n"
	    "lint clue-missing: no clues: 6 entries have none\n");
	assert_findings(3, RING3, XW_CHECK_LINT, "info stats: 4 words "
	    "(2 across, 2 down), 1 block, symmetry rotational-90\n"
	    "lint unchecked: 4 unchecked cells, first r1c2\n"
	    "lint clue-missing: no clues: 4 entries have none\n");
	assert_findings(3, REGIONS3 ",'solution':[['C','A','T'],['O','#','#'],"
	    "['W','#','X']]", XW_CHECK_LINT,
	    "info stats: 2 words (1 across, 1 down), 3 blocks, symmetry none\n"
	    "lint symmetry: grid has no symmetry\n"
	    "lint unchecked: 5 unchecked cells, first r1c2\n"
	    "lint regions: white cells form 2 separate regions\n"
	    "lint clue-missing: no clues: 2 entries have none\n");
	assert_findings(3, OPEN3 ",'solution':[['A','B','C'],['B','D','E'],"
	    "['C','F','G']]", XW_CHECK_LINT, "info stats: 6 words "
	    "(3 across, 3 down), 0 blocks, symmetry rotational-90\n"
	    "lint duplicate: answer 'ABC' appears 2 times: 1-across, 1-down\n"
	    "lint clue-missing: no clues: 6 entries have none\n");
}

static void
test_check_progress(void **state)
{
	(void)state;
	assert_findings(3, OPEN3 SOL3 ",'saved':[['C','a','X'],['O','',''],"
	    "['W','E','T']]" CLUES(ACROSS3, DOWN3), XW_CHECK_PROGRESS,
	    "info progress: 7 of 9 cells filled (77%), 1 wrong\n"
	    "wrong wrong-cell: r1c3: 'X' is wrong\n"
	    "wrong wrong-entry: clue 1-across: 1 wrong letter\n"
	    "wrong wrong-entry: clue 3-down: 1 wrong letter\n");
}

UNIT_MAIN("tests", NULL, NULL,
	cmocka_unit_test(test_puzzle_new_size),
	cmocka_unit_test(test_number_corners),
	cmocka_unit_test(test_number_shaped),
	cmocka_unit_test(test_number_barred),
	cmocka_unit_test(test_number_single_cells),
	cmocka_unit_test(test_numbered_single_cells),
	cmocka_unit_test(test_slot_through),
	cmocka_unit_test(test_slot_by_label),
	cmocka_unit_test(test_slot_answer),
	cmocka_unit_test(test_cell_checks),
	cmocka_unit_test(test_symmetry),
	cmocka_unit_test(test_symmetry_bars),
	cmocka_unit_test(test_regions),
	cmocka_unit_test(test_check_clean),
	cmocka_unit_test(test_check_clues),
	cmocka_unit_test(test_check_grids),
	cmocka_unit_test(test_check_unsolved),
	cmocka_unit_test(test_check_lint),
	cmocka_unit_test(test_check_progress))
