/* See LICENSE file for copyright and license details. */
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
#include "xd.h"

/* A small puzzle as the writer writes it: the round trip gives it back. */
#define SMALL \
	"## Metadata\n" \
	"\n" \
	"Title: A Small Test\n" \
	"Author: xwtools team\n" \
	"Date: 2024-03-05\n" \
	"Rebus: 1=ONE\n" \
	"Special: shaded\n" \
	"Source: written for a test\n" \
	"\n" \
	"## Grid\n" \
	"\n" \
	"CAT#\n" \
	"A1EA\n" \
	"bOAt\n" \
	"_##_\n" \
	"\n" \
	"## Clues\n" \
	"\n" \
	"A1. {/Feline/} pet ~ CAT\n" \
	"A1 ^Hint: it says meow\n" \
	"A4. Region & zone, {*almost*} ~ AONEEA\n" \
	"A6. {-Big-} {~small~} vessel ~ BOAT\n" \
	"\n" \
	"D1. Taxi ~ CAB\n" \
	"D2. Made-up word ~ AONEO\n" \
	"D3. Drink ~ TEA\n" \
	"D5. Located ~ AT\n" \
	"\n" \
	"## Notes\n" \
	"\n" \
	"Two lines\n" \
	"of notes.\n" \
	"\n" \
	"## Metapuzzle\n" \
	"\n" \
	"Kept as it is.\n"

/* Given letters, styles, bars and a cluegroup, as the writer writes them. */
#define DESIGNED \
	"## Metadata\n" \
	"\n" \
	"Title: Designed\n" \
	"Cluegroup: Q=Quotes\n" \
	"\n" \
	"## Grid\n" \
	"\n" \
	"ABC\n" \
	"D#E\n" \
	"FGH\n" \
	"\n" \
	"## Clues\n" \
	"\n" \
	"A1. First (3) ~ ABC\n" \
	"A3. Second ~ FGH\n" \
	"\n" \
	"D1. Third ~ ADF\n" \
	"D2. Fourth ~ CEH\n" \
	"\n" \
	"Q1. A quote ~ HI\n" \
	"\n" \
	"## Start\n" \
	"\n" \
	"A..\n" \
	".#.\n" \
	"..H\n" \
	"\n" \
	"## Design\n" \
	"\n" \
	"<style>\n" \
	"O { background: circle }\n" \
	"S { background-light: #ff0000 }\n" \
	"B { bar-bottom: true }\n" \
	"</style>\n" \
	"\n" \
	"O.S\n" \
	".#.\n" \
	"B..\n"

static struct xw_puzzle *
xd_read_len(const char *text, size_t len)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_xd_read(text, len, "t.xd", NULL, &e);

	if (p == NULL)
		fail_msg("read failed: %s:%ld:%ld: %s", e.file, e.line, e.col,
		    e.msg);
	return p;
}

static struct xw_puzzle *
xd_read(const char *text)
{
	return xd_read_len(text, strlen(text));
}

/*
 * The grid in one line, rows apart by '/': a block '#', an omitted cell
 * '_', a cell without a solution '.', a rebus in brackets.
 */
static void
assert_grid(const struct xw_puzzle *p, const char *want)
{
	struct xw_buf b = { 0 };
	const struct xw_cell *cell;
	int r, c;

	for (r = 0; r < p->height; r++) {
		if (r > 0)
			xw_buf_putc(&b, '/');
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (cell->kind == XW_CELL_BLOCK)
				xw_buf_putc(&b, '#');
			else if (cell->kind == XW_CELL_NULL)
				xw_buf_putc(&b, '_');
			else if (cell->solution == NULL)
				xw_buf_putc(&b, '.');
			else if (strlen(cell->solution) == 1)
				xw_buf_puts(&b, cell->solution);
			else
				xw_buf_printf(&b, "[%s]", cell->solution);
		}
	}
	assert_string_equal(b.s, want);
	xw_buf_free(&b);
}

/* Every cell's style flags, bars and colour: "0 4/2:ff0000 ..." */
static void
assert_looks(const struct xw_puzzle *p, const char *want)
{
	struct xw_buf b = { 0 };
	const struct xw_cell *cell;
	int r, c;

	xw_buf_add(&b, "", 0);
	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			xw_buf_printf(&b, "%s%u", c > 0 ? " " :
			    r > 0 ? "/" : "", cell->style);
			if (cell->bars != 0)
				xw_buf_printf(&b, "|%u", cell->bars);
			if (cell->color != NULL)
				xw_buf_printf(&b, ":%s", cell->color);
		}
	}
	assert_string_equal(b.s, want);
	xw_buf_free(&b);
}

/* The clue lists: "Across: 1 text; 4 text ~ ANSWER. Down: ..." */
static void
assert_clues(const struct xw_puzzle *p, const char *want)
{
	struct xw_buf b = { 0 };
	const struct xw_clue *clue;
	size_t i, j;

	xw_buf_add(&b, "", 0);
	for (i = 0; i < p->nlists; i++) {
		xw_buf_printf(&b, "%s%s:", i > 0 ? ". " : "", p->lists[i].name);
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			xw_buf_printf(&b, "%s %s %s", j > 0 ? ";" : "",
			    clue->number, clue->text);
			if (clue->answer != NULL)
				xw_buf_printf(&b, " ~ %s", clue->answer);
			if (clue->enumeration != NULL)
				xw_buf_printf(&b, " (%s)", clue->enumeration);
		}
	}
	assert_string_equal(b.s, want);
	xw_buf_free(&b);
}

/* What the reader kept under "com.xwtools:xd", as plain JSON. */
static void
assert_kept(const struct xw_puzzle *p, const char *want)
{
	json_object *kept = xw_puzzle_field(p, "com.xwtools:xd");

	assert_string_equal(kept != NULL ? json_object_to_json_string_ext(kept,
	    JSON_C_TO_STRING_PLAIN) : "null", want);
}

static void
assert_meta(const struct xw_puzzle *p, enum xw_meta m, const char *want)
{
	if (want == NULL) {
		assert_null(p->meta[m]);
		return;
	}
	assert_non_null(p->meta[m]);
	assert_string_equal(p->meta[m], want);
}

/* Reading text[0..len) fails with code at line:col, saying msg. */
static void
read_fails_len(const char *text, size_t len, enum xw_errcode code, long line,
    long col, const char *msg)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_xd_read(text, len, "t.xd", NULL, &e);

	if (p != NULL) {
		xw_puzzle_free(p);
		fail_msg("read, expected \"%s\"", msg);
	}
	assert_string_equal(xw_errcode_name(e.code), xw_errcode_name(code));
	assert_string_equal(e.file, "t.xd");
	assert_int_equal(e.line, line);
	assert_int_equal(e.col, col);
	assert_string_equal(e.msg, msg);
}

static void
read_fails(const char *text, enum xw_errcode code, long line, long col,
    const char *msg)
{
	read_fails_len(text, strlen(text), code, line, col, msg);
}

/* Writing the ipuz json to .xd fails with XW_ERR_CANNOT_HOLD and msg. */
static void
write_fails(const char *json, const char *msg)
{
	struct xw_puzzle *p = ipuz_read(json);
	struct xw_buf b = { 0 };
	struct xw_error e;

	assert_int_equal(xw_xd_write(p, &b, &e), -1);
	assert_string_equal(xw_errcode_name(e.code),
	    xw_errcode_name(XW_ERR_CANNOT_HOLD));
	assert_string_equal(e.file, "");
	assert_int_equal(e.line, 0);
	assert_int_equal(e.col, 0);
	assert_string_equal(e.msg, msg);
	xw_buf_free(&b);
	xw_puzzle_free(p);
}

/* A document with '' for "": head, then the fields in body. */
static char *
ipuz_json(int width, int height, const char *body)
{
	static const char head[] = "{'version':'http://ipuz.org/v2',"
	    "'kind':['http://ipuz.org/crossword#1'],";
	struct xw_buf b = { 0 };
	char *s;

	xw_buf_printf(&b, "%s'dimensions':{'width':%d,'height':%d},%s}", head,
	    width, height, body);
	for (s = b.s; *s != '\0'; s++)
		if (*s == '\'')
			*s = '"';
	return xw_buf_take(&b);
}

static void
test_sniff(void **state)
{
	static const struct {
		const char *text;
		int want;
	} cases[] = {
		{ "## Metadata\n", 1 },
		{ "\xef\xbb\xbf## grid\n", 1 },
		{ "  ## CLUES  \r\n", 1 },
		{ "## Notes\n\n## Grid\n", 0 },
		{ "Title: T\n\n\nAB\nCD\n", 1 },
		{ "Title: T\r\n\r\n\r\nAB\r\n", 1 },
		{ "<!-- a comment -->\nTitle: T\n\n\nAB\n", 1 },
		{ "Title: T\n\n\nA B\n", 0 },
		/* A ':' in a grid row: a block, or a rebus Rebus: declares. */
		{ "Title: T\n\n\nA:B\n", 1 },
		{ "Title: T\nRebus: :=ON\n\n\nC:\n", 1 },
		{ "Title: T\n\n\n:AB\n", 1 },
		{ "Title: T\n\n\nNotes: N\n", 0 },
		{ "Title: T\n\nAB\n", 0 },
		/* Rows one blank line after the metadata: an .xd whose
		   reader says so (persona19 F6); a word there is not. */
		{ "Title: T\n\nAB\nCD\n", 1 },
		{ "Title: T\nAuthor: A\r\n\r\nICE\r\nTAR\r\n", 1 },
		{ "Title: T\n\nAB\n\nCD\n", 0 },
		{ "Title: T\n\nA B\nCD\n", 0 },
		{ "Title: T\n\nAB\nC D\n", 0 },
		{ "Title: T\n\nA:B\nCD\n", 0 },
		/* Rows of two widths are a mail's words, not a grid's
		   (regress20 F3); one width counts characters. */
		{ "Subject: S\nFrom: Ann\n\nThanks!\nAnn\n", 0 },
		{ "Package: foo\n\nfoo\nbar-baz\n", 0 },
		{ "Title: T\n\n\xc3\x89T\xc3\x89\nTAR\n", 1 },
		{ "Title: T\nAuthor: A\n", 0 },
		{ "ABC\n\n\nDEF\n", 0 },
		{ "1Title: T\n\n\nAB\n", 0 },
		{ "{\"version\": 1}\n", 0 },
		{ "", 0 },
	};
	struct xw_buf b = { 0 };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		if (xw_xd_sniff(cases[i].text, strlen(cases[i].text)) !=
		    cases[i].want)
			fail_msg("sniff of case %zu is not %d", i,
			    cases[i].want);
	/* Only the first 2000 lines are looked at. */
	xw_buf_puts(&b, "Title: T\n");
	for (i = 0; i < 1998; i++)
		xw_buf_puts(&b, "\n");
	xw_buf_puts(&b, "## Grid\n");
	assert_int_equal(xw_xd_sniff(b.s, b.len), 1);
	b.len -= strlen("## Grid\n");
	xw_buf_puts(&b, "\n## Grid\n");
	assert_int_equal(xw_xd_sniff(b.s, b.len), 0);
	xw_buf_free(&b);
}

/*
 * xw_xd_grid_may_read stops at the row that tells, and is 0 only for a
 * grid the reader refuses: each case is read too.
 */
static void
test_grid_may_read(void **state)
{
	static const struct {
		const char *text;
		int want;
	} cases[] = {
		{ "Title: T\n\n\nAB\nCD\n", 1 },
		{ "Title: T\n\n\nAB\nCDE\n", 0 },
		{ "Title: T\n\n\nAB\n\nCD\n", 1 },
		{ "Title: T\n\n\nAB\n\nCDE\n", 0 },
		{ "Title: T\n\n\nAB\nA B\n", 0 },
		{ "Title: T\n\n\nAB\n\n\nA1. Ab ~ AB\nlonger\n", 1 },
		{ "Title: T\n\n\nAB\n<!-- a\nXYZ -->\nCD\n", 1 },
		{ "Title: T\n<!-- a -->\n\n\nAB\nCD\n", 1 },
		{ "Title: T\n\n\nAB\n## Clues\nCDE\n", 1 },
		/* A mark after a letter is one cell with it. */
		{ "Title: T\n\n\nE\xcc\x81" "B\nCD\n", 1 },
		{ "Title: T\n\n\nE\xcc\x81" "B\nCDE\n", 0 },
		{ "Title: T\n\n\nAB\r\nCD\r\n", 1 },
		/* A metadata line without ':': one blank line, not two. */
		{ "Title: T\n\nAB\nCD\n", 0 },
		{ "Title: T\nplain\n\n\nAB\n", 0 },
		{ "Title: T\n<!-- a -->\nAuthor: A\n\n\nAB\n", 1 },
	};
	struct xw_buf b = { 0 };
	struct xw_puzzle *p;
	struct xw_error e;
	size_t i;
	int may;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		may = xw_xd_grid_may_read(cases[i].text,
		    strlen(cases[i].text));
		p = xw_xd_read(cases[i].text, strlen(cases[i].text), "t.xd",
		    NULL, &e);
		if (may != cases[i].want || (p != NULL && !may))
			fail_msg("case %zu: %d, read %d", i, may, p != NULL);
		xw_puzzle_free(p);
	}
	/* XW_MAX_DIM rows may be read; one more is refused unread. */
	xw_buf_puts(&b, "Title: T\n\n\n");
	for (i = 0; i < XW_MAX_DIM; i++)
		xw_buf_puts(&b, "AB\n");
	assert_int_equal(xw_xd_grid_may_read(b.s, b.len), 1);
	xw_buf_puts(&b, "AB\n");
	assert_int_equal(xw_xd_grid_may_read(b.s, b.len), 0);
	assert_null(xw_xd_read(b.s, b.len, "t.xd", NULL, &e));
	xw_buf_free(&b);
}

/*
 * A list of words of one length after "Key: value" lines and two blank
 * lines reads as an .xd's metadata and grid: no puzzle plainly, as one
 * with a clue line or a ## header is (review19 F6).
 */
static void
test_plainly(void **state)
{
	static const struct {
		const char *text;
		int want;
	} cases[] = {
		{ "Source: my list\nLicence: CC0\n\n\napple\nberry\n"
		    "mango\n", 0 },
		{ "Title: T\n\n\nCAT\nARE\n\n\n\n", 0 },
		{ "Title: T\n\n\nCAT\nARE\n\n\nA1. Pet ~ CAT\n", 1 },
		{ "Title: T\n\n\nCAT\nARE\n\n\nA1. Pet\n", 1 },
		{ "## Metadata\nTitle: T\n## Grid\nCAT\nARE\n", 1 },
		/* Its reader reads no puzzle: a ragged grid. */
		{ "Title: T\n\n\nCAT\nAREA\n\n\nA1. Pet ~ CAT\n", 0 }
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		if (xw_xd_plainly(cases[i].text, strlen(cases[i].text)) !=
		    cases[i].want)
			fail_msg("case %zu is not %d", i, cases[i].want);
}

static void
test_read_newer(void **state)
{
	struct xw_puzzle *p;

	(void)state;
	p = xd_read(SMALL);
	assert_int_equal(p->width, 4);
	assert_int_equal(p->height, 4);
	assert_true(p->has_solution);
	assert_grid(p, "CAT#/A[ONE]EA/BOAT/_##_");
	/* Lower case is special, and Special: says shaded. */
	assert_looks(p, "0 0 0 0/0 0 0 0/2 0 0 2/0 0 0 0");
	assert_clues(p, "Across: 1 <i>Feline</i> pet; 4 Region & zone, "
	    "<b>almost</b>; 6 <s>Big</s> <sub>small</sub> vessel. "
	    "Down: 1 Taxi; 2 Made-up word; 3 Drink; 5 Located");
	assert_meta(p, XW_META_TITLE, "A Small Test");
	assert_meta(p, XW_META_AUTHOR, "xwtools team");
	assert_meta(p, XW_META_DATE, "03/05/2024");
	assert_meta(p, XW_META_NOTES, "Two lines<br>\nof notes.");
	assert_meta(p, XW_META_EDITOR, NULL);
	assert_int_equal(p->nkinds, 1);
	assert_string_equal(p->kinds[0], "http://ipuz.org/crossword#1");
	assert_int_equal(xw_cell_at(p, 0, 0)->number, 1);
	assert_int_equal(xw_cell_at(p, 2, 0)->number, 6);
	assert_kept(p, "{\"meta\":[[\"Source\",\"written for a test\"]],"
	    "\"cluemeta\":{\"A1\":[\"Hint: it says meow\"]},"
	    "\"sections\":[[\"Metapuzzle\",\"Kept as it is.\"]],"
	    "\"rebus\":{\"1\":\"ONE\"}}");
	xw_puzzle_free(p);
}

static void
test_read_original(void **state)
{
	struct xw_puzzle *p;

	(void)state;
	/* Implicit sections, CR LF, a BOM, a comment, '.' unknown beside
	   '#', keys in any case, a clue whose answer is not the grid's. */
	p = xd_read("\xef\xbb\xbftitle: Old Style\r\n"
	    "AUTHOR: Someone\r\n"
	    "<!-- a comment\r\n"
	    "over two lines -->\r\n"
	    "Date: 5 March\r\n"
	    "\r\n"
	    "\r\n"
	    "AB.\r\n"
	    "C#D\r\n"
	    "\r\n"
	    "\r\n"
	    "A1. First ~ AB?\r\n"
	    "D1. Down one ~ AC\r\n"
	    "D2. Down two ~ BXD\r\n"
	    "\r\n"
	    "\r\n"
	    "Notes here.\r\n"
	    "\r\n"
	    "\r\n"
	    "More notes.\r\n");
	assert_grid(p, "AB./C#D");
	assert_meta(p, XW_META_TITLE, "Old Style");
	assert_meta(p, XW_META_AUTHOR, "Someone");
	/* No year, no ipuz date: the line is kept as it is. */
	assert_meta(p, XW_META_DATE, NULL);
	assert_meta(p, XW_META_NOTES,
	    "Notes here.<br>\n<br>\n<br>\nMore notes.");
	assert_clues(p, "Across: 1 First ~ AB?. Down: 1 Down one; "
	    "2 Down two ~ BXD");
	assert_kept(p, "{\"meta\":[[\"Date\",\"5 March\"]]}");
	xw_puzzle_free(p);

	/* Without '#', '.' is a block; a description is the notes. */
	p = xd_read("Title: T\nDescription: About it\n\n\nAB.\n.CD\n\n\n"
	    "A1. x ~ AB\nA3. y ~ CD\n");
	assert_grid(p, "AB#/#CD");
	assert_meta(p, XW_META_NOTES, "About it");
	assert_clues(p, "Across: 1 x; 3 y");
	xw_puzzle_free(p);

	/* With notes, the description is kept; "N/A" is none, as is a
	   known key without a value, and both lines are kept as written,
	   as is an unknown key without a value. */
	p = xd_read("## Metadata\nDescription: About it\n## Grid\nAB\n"
	    "## Notes\nNotes.\n");
	assert_meta(p, XW_META_NOTES, "Notes.");
	assert_kept(p, "{\"meta\":[[\"Description\",\"About it\"]]}");
	xw_puzzle_free(p);
	p = xd_read("## Metadata\nDescription: N/A\n## Grid\nAB\n");
	assert_meta(p, XW_META_NOTES, NULL);
	assert_kept(p, "{\"meta\":[[\"Description\",\"N\\/A\"]]}");
	xw_puzzle_free(p);
	p = xd_read("## Metadata\neditor:\nDate:  \nFoo:\n## Grid\nAB\n");
	assert_meta(p, XW_META_EDITOR, NULL);
	assert_meta(p, XW_META_DATE, NULL);
	assert_kept(p, "{\"meta\":[[\"editor\",\"\"],[\"Date\",\"\"],"
	    "[\"Foo\",\"\"]]}");
	xw_puzzle_free(p);

	/* One blank line apart: metadata lines, grid rows, and the clue
	   groups are read as they were (not persona19 F6's slip). */
	p = xd_read("Title: T\n\nAuthor: A\n\n\nAB\n\nCD\n\n\n"
	    "A1. x ~ AB\n\nD1. y ~ AC\n");
	assert_grid(p, "AB/CD");
	assert_meta(p, XW_META_AUTHOR, "A");
	assert_clues(p, "Across: 1 x. Down: 1 y");
	xw_puzzle_free(p);

	/* Metadata Notes: come before a notes section. */
	p = xd_read("## Metadata\nNotes: First\n## Grid\nAB\n"
	    "## Notes\nSecond\n");
	assert_meta(p, XW_META_NOTES, "First<br>\nSecond");
	xw_puzzle_free(p);
}

/* "Date: " then the date, and a small grid. */
static struct xw_puzzle *
dated(const char *date, unsigned flags, struct xw_error *e)
{
	struct xw_read_opts o = XW_READ_OPTS_INIT;
	char text[256];

	o.flags = flags;
	snprintf(text, sizeof(text), "## Metadata\nTitle: T\nDate: %s\n"
	    "## Grid\nAB\n", date);
	return xw_xd_read(text, strlen(text), "t.xd", &o, e);
}

static void
test_read_dates(void **state)
{
	static const char *const read[][3] = {
		/* as written, the ipuz date, what is kept as written */
		{ "2024-03-05", "03/05/2024", "null" },
		{ "3/5/2024", "3/5/2024", "{\"date\":\"3\\/5\\/2024\"}" },
		{ "March 5, 2024", "03/05/2024",
		    "{\"date\":\"March 5, 2024\"}" },
		{ "Mar. 5 2024", "03/05/2024", "{\"date\":\"Mar. 5 2024\"}" },
		{ "5 march 2024", "03/05/2024", "{\"date\":\"5 march 2024\"}" },
		{ "Sept 30, 2023", "09/30/2023",
		    "{\"date\":\"Sept 30, 2023\"}" },
		{ "Feb 29, 2024", "02/29/2024", "{\"date\":\"Feb 29, 2024\"}" }
	};
	static const char *const unread[] = { "Not set", "2024-02-30",
	    "Feb 29, 2023", "March 5", "March 5, 24",
	    "Marc 5, 2024", "5 5 2024", "March 5, 2024 noon", "+3-5-2024",
	    "13-05-2024" };
	struct xw_read_opts strict = XW_READ_OPTS_INIT;
	struct xw_puzzle *p;
	struct xw_error e;
	char want[256];
	size_t i;

	(void)state;
	strict.flags = XW_READ_STRICT;
	for (i = 0; i < sizeof(read) / sizeof(read[0]); i++) {
		p = dated(read[i][0], XW_READ_STRICT, &e);
		assert_non_null(p);
		assert_meta(p, XW_META_DATE, read[i][1]);
		assert_kept(p, read[i][2]);
		xw_puzzle_free(p);
	}
	/* No date is read into none: the line is kept, and strict
	   reading names it, for the warning: a rule of .xd broken, not
	   its grammar, which ipuz-check lints rather than refuses. */
	for (i = 0; i < sizeof(unread) / sizeof(unread[0]); i++) {
		p = dated(unread[i], 0, &e);
		assert_non_null(p);
		assert_meta(p, XW_META_DATE, NULL);
		snprintf(want, sizeof(want), "{\"meta\":[[\"Date\",\"%s\"]]}",
		    unread[i]);
		assert_kept(p, want);
		xw_puzzle_free(p);
		assert_null(dated(unread[i], XW_READ_STRICT, &e));
		assert_string_equal(xw_errcode_name(e.code),
		    xw_errcode_name(XW_ERR_INVALID));
		assert_int_equal(e.line, 3);
		assert_int_equal(e.col, 7);
		snprintf(want, sizeof(want), "date '%s' is not a date this "
		    "reads (2024-03-05, March 5, 2024): kept as an .xd "
		    "metadata line, not as the ipuz date", unread[i]);
		assert_string_equal(e.msg, want);
	}
	/* A ':' in the grid, refused first, names the date too. */
	assert_null(xw_xd_read("Date: Not set\n\n\nA:B\n", 20, "t.xd",
	    &strict, &e));
	assert_int_equal(e.line, 4);
	assert_string_equal(e.msg, "':' is no .xd grid character but a "
	    ".puz's block, and read as one (and the date 'Not set' at line 1 "
	    "is no date: kept as an .xd metadata line)");
}

static void
test_read_rebus_specials(void **state)
{
	struct xw_puzzle *p;

	(void)state;
	/* A value goes on after a space; a lower-case rebus key is not a
	   circle without Special:; other blocks and omitted cells. */
	p = xd_read("## Metadata\n\nRebus: 1=ONE TWO,x=EX  \xe2\x91\xa0=Z\n\n"
	    "## Grid\n\n1xa\xe2\x91\xa0\n\xe2\x96\xa0.\xef\xbc\xbf_\n\n"
	    "## Clues\n\nA1. Run ~ ONE TWOEXAZ\n");
	assert_grid(p, "[ONE TWO][EX]AZ/#.__");
	assert_looks(p, "0 0 1 0/0 0 0 0");
	assert_clues(p, "Across: 1 Run");
	assert_kept(p, "{\"rebus\":{\"1\":\"ONE TWO\",\"x\":\"EX\","
	    "\"\xe2\x91\xa0\":\"Z\"}}");
	xw_puzzle_free(p);

	/* With Special:, a lower-case rebus key is special too. */
	p = xd_read("## Metadata\nRebus: x=EX\nSpecial: shade\n## Grid\nxa\n"
	    "## Clues\nA1. Run ~ EXA\n");
	assert_grid(p, "[EX]A");
	assert_looks(p, "2 2");
	assert_clues(p, "Across: 1 Run");
	xw_puzzle_free(p);

	/* A split character is no part of the answer, which is the grid's:
	   the answer as written is kept for the writer. Clue markup, links,
	   images and coloured text as HTML the .xd writer turns back. */
	p = xd_read("## Metadata\nSplitCharacter: |\n## Grid\nABCD\n"
	    "## Clues\nA1. {!img.png|A picture|1|1!} and {!!x.png|Alt!!}, "
	    "{#red|f00|f00#}, {@link|u@}, {^up^} {_un_} ~ AB|CD\n");
	assert_clues(p, "Across: 1 <span data-xd-image=\"!img.png|A picture|1|1!\">"
	    "A picture</span> and <span data-xd-image=\"!!x.png|Alt!!\">Alt"
	    "</span>, <span style=\"color: f00\" data-xd-color=\"f00|f00\">red"
	    "</span>, <a href=\"u\">link</a>, <sup>up</sup> <u>un</u>");
	assert_null(p->lists[0].clues[0].answer);
	assert_kept(p, "{\"meta\":[[\"SplitCharacter\",\"|\"]],"
	    "\"answers\":{\"A1\":\"AB|CD\"}}");
	xw_puzzle_free(p);
}

static void
test_read_start_design(void **state)
{
	struct xw_puzzle *p;

	(void)state;
	p = xd_read(DESIGNED);
	assert_grid(p, "ABC/D#E/FGH");
	assert_string_equal(xw_cell_at(p, 0, 0)->given, "A");
	assert_string_equal(xw_cell_at(p, 2, 2)->given, "H");
	assert_null(xw_cell_at(p, 0, 1)->given);
	assert_looks(p, "5 0 2:ff0000/0 0 0/0|4 0 4");
	assert_clues(p, "Across: 1 First (3); 3 Second. Down: 1 Third; "
	    "2 Fourth. Quotes: 1 A quote ~ HI");
	assert_kept(p, "{\"cluegroups\":{\"Q\":\"Quotes\"}}");
	xw_puzzle_free(p);

	/* Smaller start and design grids, rules on one line, every way of
	   giving a colour, and properties that mean nothing here; the
	   background in dark mode is kept for the writer. */
	p = xd_read("## Grid\nABCD\nEFGH\n## Start\nx\n## Design\n"
	    "<style>a { background-color: #00f; bar-left: true } "
	    "b{background:#0f0;bar-top:true;bar-right:true}\n"
	    "c { background: shade; color: red } d { background: circle; "
	    "background-dark: #000 }</style>\nabcd\n");
	assert_string_equal(xw_cell_at(p, 0, 0)->given, "X");
	assert_looks(p, "6|8:00f 2|3:0f0 2 1/0 0 0 0");
	assert_kept(p, "{\"background-dark\":{\"r1c4\":\"#000\"}}");
	xw_puzzle_free(p);
}

/* Metadata with nothing for the model, kept and written back as it is. */
#define KEPT \
	"## Metadata\n" \
	"\n" \
	"Title: Kept\n" \
	"Source:\n" \
	"Note: it is kept\n" \
	"Solved:\n" \
	"\n" \
	"## Grid\n" \
	"\n" \
	"AB\n" \
	"\n" \
	"## Clues\n" \
	"\n" \
	"A1. Pair ~ AB\n"

static void
test_round_trip(void **state)
{
	static const char *const texts[] = { SMALL, DESIGNED, KEPT };
	struct xw_puzzle *p, *q;
	char *json, *xd;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		p = xd_read(texts[i]);
		json = ipuz_text(p);
		q = ipuz_read(json);
		xd = text_of(xw_xd_write, q);
		assert_string_equal(xd, texts[i]);
		free(xd);
		xd = text_of(xw_xd_write, p);
		assert_string_equal(xd, texts[i]);
		free(xd);
		free(json);
		xw_puzzle_free(p);
		xw_puzzle_free(q);
	}
}

static void
test_write_small(void **state)
{
	struct xw_puzzle *p;
	struct xw_buf b = { 0 };
	struct xw_error e;
	char *json, *xd;

	(void)state;
	json = ipuz_json(3, 2, "'title':'Tiny','author':'Me',"
	    "'date':'12/25/2023','notes':'A note','copyright':'\\u00a9 2023',"
	    "'puzzle':[[{'cell':1,'style':{'shapebg':'circle'}},2,3],"
	    "['#',4,0]],"
	    "'solution':[['C','A','T'],['#','X','Y']],"
	    "'clues':{'Across':[[1,'Pet &amp; <em>friend</em>'],"
	    "{'number':4,'clue':'Letters','enumeration':'2'}],"
	    "'Down':[[2,'Ax, briefly'],[3,'Toy <sup>2</sup>']]}");
	p = ipuz_read(json);
	xd = text_of(xw_xd_write, p);
	assert_string_equal(xd,
	    "## Metadata\n"
	    "\n"
	    "Title: Tiny\n"
	    "Author: Me\n"
	    "Copyright: \xc2\xa9 2023\n"
	    "Date: 2023-12-25\n"
	    "Special: circle\n"
	    "\n"
	    "## Grid\n"
	    "\n"
	    "cAT\n"
	    "#XY\n"
	    "\n"
	    "## Clues\n"
	    "\n"
	    "A1. Pet & {/friend/} ~ CAT\n"
	    "A4. Letters (2) ~ XY\n"
	    "\n"
	    "D2. Ax, briefly ~ AX\n"
	    "D3. Toy {^2^} ~ TY\n"
	    "\n"
	    "## Notes\n"
	    "\n"
	    "A note\n");
	/* Appended after what the buffer holds, which is left alone. */
	xw_buf_puts(&b, "before\n");
	assert_int_equal(xw_xd_write(p, &b, &e), 0);
	assert_int_equal(strncmp(b.s, "before\n## Metadata\n", 19), 0);
	assert_string_equal(b.s + 7, xd);
	xw_buf_free(&b);
	free(xd);
	xw_puzzle_free(p);
	free(json);

	/* No metadata: the grid comes first, also after other text; the
	   entry without a clue is a stub. */
	json = ipuz_json(2, 1, "'puzzle':[[1,0]],'solution':[['A','B']]");
	p = ipuz_read(json);
	xd = text_of(xw_xd_write, p);
	assert_string_equal(xd, "## Grid\n\nAB\n\n## Clues\n\nA1.  ~ AB\n");
	xw_buf_puts(&b, "x");
	assert_int_equal(xw_xd_write(p, &b, &e), 0);
	assert_string_equal(b.s, "x## Grid\n\nAB\n\n## Clues\n\nA1.  ~ AB\n");
	xw_buf_free(&b);
	free(xd);
	xw_puzzle_free(p);
	free(json);
}

static void
test_write_errors(void **state)
{
	struct xw_buf b = { 0 };
	char *json;
	int i;

	(void)state;
	json = ipuz_json(2, 1, "'puzzle':[[1,0]]");
	write_fails(json, "the puzzle has no solution");
	free(json);
	json = ipuz_json(2, 2, "'puzzle':[[1,2],[3,0]],"
	    "'solution':[['A','B'],['C','']]");
	write_fails(json, "cell r2c2 has no solution");
	free(json);
	json = ipuz_json(2, 1, "'puzzle':[[1,0]],'solution':[['A','B']],"
	    "'clues':{'Across':[[1,'x']],'Across:Other':[[1,'y']]}");
	write_fails(json, "clue lists \"Across\" and \"Across:Other\" go the "
	    "same way");
	free(json);
	json = ipuz_json(2, 1, "'puzzle':[[1,0]],'solution':[['A','B']],"
	    "'clues':{'Diagonal':[{'number':1,'clue':'x',"
	    "'cells':[[1,1],[2,1]]}]}");
	write_fails(json, "clue list \"Diagonal\" gives its own cells");
	free(json);
	json = ipuz_json(2, 1, "'puzzle':[[1,0]],"
	    "'solution':[['A B','C']]");
	write_fails(json, "cell r1c1 holds the rebus \"A B\", which an .xd "
	    "cannot hold: a space or a comma parts its Rebus: header");
	free(json);
	json = ipuz_json(2, 1, "'puzzle':[[1,0]],"
	    "'solution':[['A','S,T']]");
	write_fails(json, "cell r1c2 holds the rebus \"S,T\", which an .xd "
	    "cannot hold: a space or a comma parts its Rebus: header");
	free(json);
	json = ipuz_json(2, 1, "'puzzle':[[1,0]],'solution':[['A','B']],"
	    "'clues':{'Across':[[1,'x']],'Extra':[[1,'y']]}");
	write_fails(json, "clue list \"Extra\" cannot be .xd: only Across, "
	    "Down and the lists of a Cluegroup: header can");
	free(json);
	json = ipuz_json(2, 1, "'puzzle':[[1,0]],'solution':[['A','B']],"
	    "'clues':{'Clues':[['1a','y']]}");
	write_fails(json, "Clues clue \"1a\" cannot be .xd: it needs a number");
	free(json);
	json = ipuz_json(2, 1, "'puzzle':[[1,0]],'solution':[['A','B']],"
	    "'clues':{'Clues':[[1234567,'y']]}");
	write_fails(json, "Clues clue \"1234567\" cannot be .xd: it needs a "
	    "number");
	free(json);
	json = ipuz_json(2, 1, "'puzzle':[[1,0]],'solution':[['A','B']],"
	    "'clues':{'Clues':[[1,'y']]}");
	write_fails(json, "Clues clue 1 has no answer");
	free(json);
	json = ipuz_json(2, 1, "'puzzle':[[{'cell':1,'value':'xy'},0]],"
	    "'solution':[['A','B']]");
	write_fails(json, "cell r1c1 gives the letters \"xy\", which an .xd "
	    "cannot hold");
	free(json);

	/* 220 rebus keys, then no more. */
	xw_buf_puts(&b, "'puzzle':[[");
	for (i = 0; i < 221; i++)
		xw_buf_printf(&b, "%s0", i > 0 ? "," : "");
	xw_buf_puts(&b, "]],'solution':[[");
	for (i = 0; i < 221; i++)
		xw_buf_printf(&b, "%s'%c%c'", i > 0 ? "," : "", 'A' + i / 26,
		    'A' + i % 26);
	xw_buf_puts(&b, "]]");
	json = ipuz_json(221, 1, b.s);
	write_fails(json, "cell r1c221 holds the rebus \"IM\", and an .xd "
	    "has no key left for it: it has 220 for different rebus answers, "
	    "fewer when the grid's own letters take some");
	free(json);
	xw_buf_free(&b);

	/* 53 cell styles, then no more. */
	xw_buf_puts(&b, "'puzzle':[[");
	for (i = 0; i < 54; i++)
		xw_buf_printf(&b, "%s{'cell':0,'style':{'color':'%06x'}}",
		    i > 0 ? "," : "", i + 1);
	xw_buf_puts(&b, "]],'solution':[[");
	for (i = 0; i < 54; i++)
		xw_buf_printf(&b, "%s'A'", i > 0 ? "," : "");
	xw_buf_puts(&b, "]]");
	json = ipuz_json(54, 1, b.s);
	write_fails(json, "too many cell styles for .xd");
	free(json);
	xw_buf_free(&b);
}

/* A line of n bytes in text, between head and tail. */
static char *
long_line(const char *head, size_t n, int c, const char *tail)
{
	struct xw_buf b = { 0 };

	xw_buf_puts(&b, head);
	xw_buf_grow(&b, n);
	memset(b.s + b.len, c, n);
	b.len += n;
	b.s[b.len] = '\0';
	xw_buf_puts(&b, tail);
	return xw_buf_take(&b);
}

/* n rows of "A" after head. */
static char *
many_rows(const char *head, int n, const char *tail)
{
	struct xw_buf b = { 0 };
	int i;

	xw_buf_puts(&b, head);
	for (i = 0; i < n; i++)
		xw_buf_puts(&b, "A\n");
	xw_buf_puts(&b, tail);
	return xw_buf_take(&b);
}

static void
test_read_errors_text(void **state)
{
	char *s;

	(void)state;
	read_fails("## Grid\nAB\xc3\n", XW_ERR_SYNTAX, 2, 3, "invalid UTF-8: "
	    "the file may be Latin-1 or Windows-1252 text: convert it with "
	    "iconv -f windows-1252 -t utf-8");
	/* No code page makes text of a byte Windows-1252 leaves undefined:
	   no advice. */
	read_fails("## Grid\nAB\x81\n", XW_ERR_SYNTAX, 2, 3, "invalid UTF-8");
	read_fails_len("## Grid\nA\0B\n", 12, XW_ERR_SYNTAX, 2, 2,
	    "NUL byte in a text file");
	s = long_line("## Grid\n\nAB\n", 1024 * 1024 + 1, 'A', "\nCD\n");
	read_fails(s, XW_ERR_LIMIT, 4, 0, "line longer than 1048576 bytes");
	free(s);
	/* The CR of a CR LF is not counted: the line is read, and is a
	   grid row too wide. */
	s = long_line("## Grid\n", 1024 * 1024, 'A', "\r\n");
	read_fails(s, XW_ERR_LIMIT, 2, 0, "grid larger than 1000x1000");
	free(s);
}

static void
test_read_errors_sections(void **state)
{
	(void)state;
	read_fails("## Grid\nAB\n\n## grid\nCD\n", XW_ERR_INVALID, 4, 0,
	    "second Grid section");
	read_fails("## Metadata\nTitle: T\n## Grid\nAB\n## Clues\n"
	    "A1. x ~ AB\n## CLUES\n", XW_ERR_INVALID, 7, 0,
	    "second Clues section");
	read_fails("## Grid\nAB\n## Notes\n## Start\n## Design\n## Notes\n",
	    XW_ERR_INVALID, 6, 0, "second Notes section");
	read_fails("## Grid\nAB\n## Start\n## Start\n", XW_ERR_INVALID, 4, 0,
	    "second Start section");
	read_fails("## Grid\nAB\n## Design\n## Design\n", XW_ERR_INVALID, 4,
	    0, "second Design section");
	read_fails("## Grid\nAB\n\n<!-- open\nand on\n", XW_ERR_SYNTAX, 4, 0,
	    "comment without its end '-->'");
	read_fails("## Metadata\nTitle: T\n", XW_ERR_INVALID, 0, 0,
	    "no grid");
	read_fails("## Metadata\nTitle: T\n## Grid\n\n  \n## Clues\n",
	    XW_ERR_INVALID, 0, 0, "no grid");
	read_fails("Title: T\n\n\n<!-- AB -->\n", XW_ERR_INVALID, 0, 0,
	    "no grid");
}

static void
test_read_errors_meta(void **state)
{
	(void)state;
	read_fails("## Metadata\n\nTitle T\n## Grid\nAB\n", XW_ERR_SYNTAX, 3,
	    0, "metadata line without ':'");
	/* One blank line where the implicit form wants two (persona19
	   F6): said at the line that starts the next section. */
	read_fails("Title: T\nAuthor: A\n\nAB\nCD\n", XW_ERR_SYNTAX, 4, 0,
	    "the grid must come two blank lines after the metadata (one "
	    "here), or under a ## Grid header");
	read_fails("Title: T\n\n\nAB\nCD\n\nA1. x ~ AB\n", XW_ERR_SYNTAX, 7,
	    0, "the clues must come two blank lines after the grid (one "
	    "here), or under a ## Clues header");
	/* A row with a blank, not a clue, one blank line on: its fault. */
	read_fails("Title: T\n\n\nAB\n\nC D\n", XW_ERR_SYNTAX, 6, 2,
	    "blank inside a grid row");
	/* Not a row: the fault it has. */
	read_fails("Title: T\n\nA B\n\n\nAB\n", XW_ERR_SYNTAX, 3, 0,
	    "metadata line without ':'");
	read_fails("Title: T\n  : value\n\n\nAB\n", XW_ERR_SYNTAX, 2, 0,
	    "metadata line without a key before ':'");
	read_fails("Title: T\nAuthor: A\ntitle: U\n\n\nAB\n", XW_ERR_INVALID,
	    3, 0, "metadata key 'title' given twice");
	read_fails("## Metadata\nFoo: 1\n## Grid\nAB\n## Metadata\nFOO:\n",
	    XW_ERR_INVALID, 6, 0, "metadata key 'FOO' given twice");
	read_fails("## Metadata\nRebus: 1=ONE 2=\n## Grid\nAB\n",
	    XW_ERR_SYNTAX, 2, 0, "rebus entry '2=' has no text after '='");
	read_fails("## Metadata\nRebus: ONE=1\n## Grid\nAB\n", XW_ERR_SYNTAX,
	    2, 0, "rebus entry 'ONE=1' is not 'K=text' with a one-character "
	    "key K");
	read_fails("## Metadata\nCluegroup: Q=\n## Grid\nAB\n",
	    XW_ERR_SYNTAX, 2, 0, "cluegroup entry 'Q=' has no text after '='");
	read_fails("## Metadata\nCluegroup: Quotes\n## Grid\nAB\n",
	    XW_ERR_SYNTAX, 2, 0, "cluegroup entry 'Quotes' is not 'K=text' "
	    "with a one-character key K");
}

static void
test_read_errors_grid(void **state)
{
	char *s;

	(void)state;
	/* The column counts from the line's first byte, as an editor
	   counts it: the blanks before an indented row are counted. */
	read_fails("## Grid\n\n  AB\n  C D\n", XW_ERR_SYNTAX, 4, 4,
	    "blank inside a grid row");
	read_fails("## Grid\n\nA\xc3\xa9\tB\n", XW_ERR_SYNTAX, 3, 3,
	    "blank inside a grid row");
	read_fails("Title: T\n\n\nABC\nAB\n", XW_ERR_INVALID, 5, 0,
	    "grid row of 2 cells, the first has 3");
	read_fails("## Grid\nAB\n\nABC\n", XW_ERR_INVALID, 4, 0,
	    "grid row of 3 cells, the first has 2");
	s = long_line("## Grid\n", 1001, 'A', "\n");
	read_fails(s, XW_ERR_LIMIT, 2, 0, "grid larger than 1000x1000");
	free(s);
	s = many_rows("## Grid\n", 1001, "");
	read_fails(s, XW_ERR_LIMIT, 1002, 0, "grid larger than 1000x1000");
	free(s);

	read_fails("## Grid\nAB\n## Start\nA B\n", XW_ERR_SYNTAX, 4, 2,
	    "blank inside a grid row");
	read_fails("## Grid\nAB\nCD\n## Start\nA\nCD\n", XW_ERR_INVALID, 6,
	    0, "start grid row of 2 cells, the first has 1");
	s = many_rows("## Grid\nAB\n## Start\n", 1001, "");
	read_fails(s, XW_ERR_LIMIT, 1004, 0, "start grid larger than "
	    "1000x1000");
	free(s);
	read_fails("## Grid\nAB\n\n## Start\n\nABC\n", XW_ERR_INVALID, 4, 0,
	    "start grid of 3x1 is larger than the 2x1 grid");
	read_fails("## Grid\nAB\n## Start\nA\nB\n", XW_ERR_INVALID, 3, 0,
	    "start grid of 1x2 is larger than the 2x1 grid");
}

static void
test_read_errors_design(void **state)
{
	char *s;

	(void)state;
	read_fails("## Grid\nAB\n\n## Design\n\n", XW_ERR_SYNTAX, 4, 0,
	    "design section without <style> first");
	read_fails("## Grid\nAB\n## Design\n\nO.\n<style>O { background: "
	    "circle }</style>\n", XW_ERR_SYNTAX, 5, 0,
	    "design section without <style> first");
	read_fails("## Grid\nAB\n## Design\n\n<style>\nO { background: "
	    "circle }\n\nO.\n", XW_ERR_SYNTAX, 5, 0,
	    "<style> without </style>");
	read_fails("## Grid\nAB\n## Design\n\n<style>\nO background: circle\n"
	    "</style>\nO.\n", XW_ERR_SYNTAX, 5, 0,
	    "style rules are not 'K { property: value }'");
	read_fails("## Grid\nAB\n## Design\n<style>O { background: circle"
	    "</style>\nO.\n", XW_ERR_SYNTAX, 4, 0,
	    "style rules are not 'K { property: value }'");
	read_fails("## Grid\nAB\n## Design\n<style></style>\n\nO.\nO\n",
	    XW_ERR_INVALID, 7, 0, "design grid row of 1 cells, the first "
	    "has 2");
	read_fails("## Grid\nAB\n## Design\n<style></style>\nO. O\n",
	    XW_ERR_SYNTAX, 5, 3, "blank inside a grid row");
	read_fails("## Grid\nAB\n## Design\n<style></style>\n\nO..\n",
	    XW_ERR_INVALID, 6, 0, "design grid of 3x1 is larger than the 2x1 "
	    "grid");
	s = many_rows("## Grid\nAB\n## Design\n<style></style>\n", 1001, "");
	read_fails(s, XW_ERR_LIMIT, 1005, 0, "design grid larger than "
	    "1000x1000");
	free(s);
}

/* A clue line without "~ ANSWER" takes its answer from the grid. */
static void
test_read_no_answer(void **state)
{
	struct xw_puzzle *p;
	char *xd;

	(void)state;
	p = xd_read("## Grid\nAB\nCD\n## Clues\nA1. Tiny whirlpool\n"
	    "A3. Second ~ CD\nD1. Third ~ AX\nD2. Fourth\n");
	assert_clues(p, "Across: 1 Tiny whirlpool; 3 Second. Down: 1 Third "
	    "~ AX; 2 Fourth");
	assert_int_equal(p->lists[0].clues[0].ncells, 2);
	xd = text_of(xw_xd_write, p);
	assert_string_equal(xd, "## Grid\n\nAB\nCD\n\n## Clues\n\n"
	    "A1. Tiny whirlpool ~ AB\nA3. Second ~ CD\n\nD1. Third ~ AX\n"
	    "D2. Fourth ~ BD\n");
	free(xd);
	xw_puzzle_free(p);
	/* A list of no slot has no answer to take. */
	p = xd_read("## Metadata\nCluegroup: Q=Quotes\n## Grid\nAB\n"
	    "## Clues\nQ1. A quote\n");
	assert_clues(p, "Quotes: 1 A quote");
	xw_puzzle_free(p);
}

static void
test_read_errors_clues(void **state)
{
	(void)state;
	read_fails("## Grid\nAB\n## Clues\nA1 First ~ AB\n", XW_ERR_SYNTAX, 4,
	    0, "bad clue line 'A1 First ~ AB': want 'A1. clue ~ ANSWER'");
	read_fails("## Grid\nAB\n## Clues\nA. First ~ AB\n", XW_ERR_SYNTAX, 4,
	    0, "bad clue line 'A. First ~ AB': want 'A1. clue ~ ANSWER'");
	read_fails("## Grid\nAB\n## Clues\nA1234567. First ~ AB\n",
	    XW_ERR_SYNTAX, 4, 0, "bad clue line 'A1234567. First ~ AB': want "
	    "'A1. clue ~ ANSWER'");
	read_fails("## Grid\nAB\n## Clues\nA1\n", XW_ERR_SYNTAX, 4, 0,
	    "bad clue line 'A1': want 'A1. clue ~ ANSWER'");
	read_fails("## Grid\nAB\n## Clues\nA1.\n", XW_ERR_SYNTAX, 4, 0,
	    "bad clue line 'A1.': want 'A1. clue ~ ANSWER'");
	read_fails("## Grid\nAB\n## Clues\nA1. First ~\n", XW_ERR_SYNTAX, 4,
	    0, "bad clue line 'A1. First ~': want 'A1. clue ~ ANSWER'");
	read_fails("## Grid\nAB\n## Clues\nA1. First~AB\n", XW_ERR_SYNTAX, 4,
	    0, "bad clue line 'A1. First~AB': want 'A1. clue ~ ANSWER'");
	read_fails("## Grid\nAB\n## Clues\nA1. x ~ AB\nA1 Hint\n",
	    XW_ERR_SYNTAX, 5, 0, "bad clue line 'A1 Hint': want 'A1. clue ~ "
	    "ANSWER'");
	read_fails("## Grid\nAB\n## Clues\n"
	    "A1. A clue much longer than forty characters, cut~AB\n",
	    XW_ERR_SYNTAX, 4, 0, "bad clue line 'A1. A clue much longer than "
	    "forty charac...': want 'A1. clue ~ ANSWER'");
	read_fails("## Grid\nAB\n## Clues\nA1 ^Hint: x\nA1. x ~ AB\n",
	    XW_ERR_INVALID, 4, 0, "clue metadata for A1 before clue A1");
	read_fails("## Grid\nAB\n## Clues\nA1. x ~ AB\nA3. y ~ CD\n",
	    XW_ERR_INVALID, 5, 0, "clue A3 has no slot in the grid");
	read_fails("## Grid\nAB\n## Clues\nD1. x ~ AB\n", XW_ERR_INVALID, 4,
	    0, "clue D1 has no slot in the grid");
	read_fails("## Grid\nAB\n## Clues\nA1. x ~ AB\n\nA1. y ~ AB\n",
	    XW_ERR_INVALID, 6, 0, "clue A1 given twice");
	read_fails("## Grid\nAB\n## Clues\nQ1. x ~ AB\n", XW_ERR_INVALID, 4,
	    0, "clue Q1: cluegroup 'Q' is not named in a Cluegroup: header");
	/* The first fault in the file is reported: a clue line before the
	   start grid that comes after it, though Start is read first. */
	read_fails("## Grid\nAB\n## Clues\nA1 x\n## Start\nABC\n",
	    XW_ERR_SYNTAX, 4, 0, "bad clue line 'A1 x': want 'A1. clue ~ "
	    "ANSWER'");
}

/* Text of a clue's own that the reader would take for markup, which .xd
   has no escape for; the writer's own markup is none. */
static void
test_reads_as_markup(void **state)
{
	(void)state;
	assert_true(xw_xd_reads_as_markup("{/not italic/}"));
	assert_true(xw_xd_reads_as_markup("Set {*a*} or {-b-}"));
	assert_true(xw_xd_reads_as_markup("Curve {@ x | y @}"));
	assert_true(xw_xd_reads_as_markup("&#123;/x/&#125;"));
	/* A closer of its own ends the writer's markup early; a bar of its
	   own in a link's text starts its url. */
	assert_true(xw_xd_reads_as_markup("<i>a/}b</i>"));
	assert_true(xw_xd_reads_as_markup("<a href=\"u\">x | z</a>"));
	assert_false(xw_xd_reads_as_markup("<i>x</i> <a href=\"u\">y</a>"));
	assert_false(xw_xd_reads_as_markup("{- open, a | b, {x}"));
	assert_false(xw_xd_reads_as_markup("<i>x</i>/} and {<b>y</b>"));
	assert_false(xw_xd_reads_as_markup(""));
}

UNIT_MAIN("tests", NULL, NULL,
	cmocka_unit_test(test_sniff),
	cmocka_unit_test(test_grid_may_read),
	cmocka_unit_test(test_plainly),
	cmocka_unit_test(test_read_newer),
	cmocka_unit_test(test_read_original),
	cmocka_unit_test(test_read_dates),
	cmocka_unit_test(test_read_rebus_specials),
	cmocka_unit_test(test_read_start_design),
	cmocka_unit_test(test_round_trip),
	cmocka_unit_test(test_write_small),
	cmocka_unit_test(test_write_errors),
	cmocka_unit_test(test_read_errors_text),
	cmocka_unit_test(test_read_errors_sections),
	cmocka_unit_test(test_read_errors_meta),
	cmocka_unit_test(test_read_errors_grid),
	cmocka_unit_test(test_read_errors_design),
	cmocka_unit_test(test_read_errors_clues),
	cmocka_unit_test(test_read_no_answer),
	cmocka_unit_test(test_reads_as_markup))
