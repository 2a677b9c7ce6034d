/* See LICENSE file for copyright and license details. */
/*
 * The .jpz reader and writer: plain and zipped files read from memory,
 * the exact XML written, round trips through ipuz, and every fault the
 * reader reports, with its code, place and message. XML is written with
 * ' for ", which XML allows, to keep it readable.
 */
#include <dlfcn.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <zip.h>

#include "grid.h"
#include "ipuz.h"
#include "jpz.h"
#include "unit.h"
#include "util.h"

#define NS_APPLET	"http://crossword.info/xml/crossword-compiler-applet"
#define NS_PUZZLE	"http://crossword.info/xml/rectangular-puzzle"

/*
 * A 3x3 with a block in the middle. '@' stands for the elements' prefix
 * and '$' for the root's namespace declaration (see doc_of).
 *	C A T
 *	O # O
 *	W E T
 */
static const char tiny[] =
    "<?xml version='1.0' encoding='UTF-8'?>\n"
    "<@crossword-compiler-applet$>\n"
    "<@rectangular-puzzle>\n"
    "<@metadata><@title>Tiny &amp; odd</@title>"
    "<@creator>A. Setter</@creator></@metadata>\n"
    "<@crossword>\n"
    "<@grid width='3' height='3'>\n"
    "<@cell x='1' y='1' solution='C' number='1'/>"
    "<@cell x='2' y='1' solution='A'/>"
    "<@cell x='3' y='1' solution='T' number='2'/>\n"
    "<@cell x='1' y='2' solution='O'/>"
    "<@cell x='2' y='2' type='block'/>"
    "<@cell x='3' y='2' solution='O'/>\n"
    "<@cell x='1' y='3' solution='W' number='3'/>"
    "<@cell x='2' y='3' solution='E'/>"
    "<@cell x='3' y='3' solution='T'/>\n"
    "</@grid>\n"
    "<@word id='1' x='1-3' y='1'/><@word id='2' x='1-3' y='3'/>\n"
    "<@word id='3'><@cells x='1' y='1-3'/></@word>"
    "<@word id='4' x='3' y='1-3'/>\n"
    "<@clues ordering='normal'><@title><b>Across</b></@title>\n"
    "<@clue word='1' number='1' format='3'>Pet with <b>nine</b>\n"
    "   <span>lives</span></@clue>\n"
    "<@clue word='2' number='3'>Not dry</@clue></@clues>\n"
    "<@clues ordering='normal'><@title>DOWN</@title>\n"
    "<@clue word='3' number='1'>Bovine</@clue>\n"
    "<@clue word='4' number='2'>Small &lt;child&gt;</@clue></@clues>\n"
    "</@crossword>\n"
    "</@rectangular-puzzle>\n"
    "</@crossword-compiler-applet>\n";

/* tiny as ipuz. */
static const char tiny_ipuz[] =
    "{\"version\":\"http://ipuz.org/v2\","
    "\"kind\":[\"http://ipuz.org/crossword#1\"],"
    "\"title\":\"Tiny & odd\",\"author\":\"A. Setter\","
    "\"showenumerations\":true,"
    "\"dimensions\":{\"width\":3,\"height\":3},"
    "\"puzzle\":[[1,0,2],[0,\"#\",0],[3,0,0]],"
    "\"solution\":[[\"C\",\"A\",\"T\"],[\"O\",\"#\",\"O\"],"
    "[\"W\",\"E\",\"T\"]],"
    "\"clues\":{\"Across\":[{\"number\":1,"
    "\"clue\":\"Pet with <b>nine</b> lives\",\"enumeration\":\"3\"},"
    "[3,\"Not dry\"]],"
    "\"Down\":[[1,\"Bovine\"],[2,\"Small &lt;child&gt;\"]]}}";

/*
 * That p is the puzzle of the ipuz text json, as far as ipuz can tell:
 * both written as ipuz are the same.
 */
static void
assert_is_ipuz(const struct xw_puzzle *p, const char *json)
{
	struct xw_puzzle *q = ipuz_read(json);
	char *got = ipuz_text(p), *want = ipuz_text(q);

	assert_string_equal(got, want);
	free(got);
	free(want);
	xw_puzzle_free(q);
}

/* tmpl with '@' as prefix and '$' as decl, in a new string. */
static char *
doc_of(const char *tmpl, const char *prefix, const char *decl)
{
	struct xw_buf b = { 0 };
	const char *s;

	for (s = tmpl; *s != '\0'; s++)
		if (*s == '@')
			xw_buf_puts(&b, prefix);
		else if (*s == '$')
			xw_buf_puts(&b, decl);
		else
			xw_buf_putc(&b, *s);
	return xw_buf_take(&b);
}

/* The puzzle in buf[0..len) named name; the test fails when refused. */
static struct xw_puzzle *
jpz_read_mem(const char *buf, size_t len, const char *name)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_jpz_read(buf, len, name, NULL, &e);

	if (p == NULL)
		fail_msg("read failed: %s:%ld:%ld: %s", e.file, e.line, e.col,
		    e.msg);
	return p;
}

static struct xw_puzzle *
jpz_read(const char *xml)
{
	return jpz_read_mem(xml, strlen(xml), "t.jpz");
}

/* The ipuz text of the jpz xml. */
static char *
ipuz_of_jpz(const char *xml)
{
	struct xw_puzzle *p = jpz_read(xml);
	char *s = ipuz_text(p);

	xw_puzzle_free(p);
	return s;
}

/*
 * Reading buf[0..len) as name must fail with exactly this code, file,
 * line, column and message.
 */
static void
mem_fails(const char *buf, size_t len, const char *name,
    enum xw_errcode code, const char *file, long line, long col,
    const char *msg)
{
	struct xw_puzzle *p;
	struct xw_error e;

	if ((p = xw_jpz_read(buf, len, name, NULL, &e)) != NULL) {
		xw_puzzle_free(p);
		fail_msg("read, but should fail with \"%s\"", msg);
	}
	assert_string_equal(e.msg, msg);
	assert_string_equal(xw_errcode_name(e.code), xw_errcode_name(code));
	assert_string_equal(e.file, file);
	assert_int_equal(e.line, line);
	assert_int_equal(e.col, col);
}

/* The same for the text xml, named t.jpz. */
static void
fails(const char *xml, enum xw_errcode code, long line, long col,
    const char *msg)
{
	mem_fails(xml, strlen(xml), "t.jpz", code, "t.jpz", line, col, msg);
}

static void
test_sniff(void **state)
{
	(void)state;
	assert_true(xw_jpz_sniff("<a/>", 4));
	assert_true(xw_jpz_sniff("\xef\xbb\xbf \r\n\t<a/>", 9));
	assert_true(xw_jpz_sniff("PK\3\4", 4));
	assert_true(xw_jpz_sniff("PK\5\6", 4));
	assert_false(xw_jpz_sniff("PK\1\2", 4));
	assert_false(xw_jpz_sniff("{\"a\":1}", 7));
	assert_false(xw_jpz_sniff("", 0));
}

/* Namespaces or none, right or wrong, prefixed or not: all read alike. */
static void
test_read_plain(void **state)
{
	static const char *const ns[][2] = {
		{ "", " xmlns='" NS_APPLET "'" },
		{ "j:", " xmlns:j='" NS_APPLET "'" },
		{ "", " xmlns='urn:wrong'" },
		{ "k:", "" },		/* a prefix never declared */
	};
	struct xw_puzzle *p;
	char *doc;
	size_t i;

	(void)state;
	doc = doc_of(tiny, "", "");
	p = jpz_read(doc);
	free(doc);
	assert_is_ipuz(p, tiny_ipuz);
	assert_int_equal(p->nlists, 2);
	assert_string_equal(p->lists[1].name, "Down");
	assert_int_equal(p->lists[0].clues[0].ncells, 3);
	assert_false(p->lists[0].clues[0].explicit_cells);
	assert_false(p->has_saved);
	xw_puzzle_free(p);
	for (i = 0; i < sizeof(ns) / sizeof(ns[0]); i++) {
		doc = doc_of(tiny, ns[i][0], ns[i][1]);
		p = jpz_read(doc);
		assert_is_ipuz(p, tiny_ipuz);
		xw_puzzle_free(p);
		free(doc);
	}
}

/*
 * A bare <rectangular-puzzle> with the applet's own title winning, a
 * rebus, given letters, a player's entries, a void and a clue cell.
 */
static void
test_read_cells(void **state)
{
	static const char xml[] =
	    "<crossword-compiler-applet>\n"
	    "<applet-settings><title>Applet</title>"
	    "<completion>Well <i>done</i></completion></applet-settings>\n"
	    "<rectangular-puzzle xmlns='" NS_PUZZLE "'>\n"
	    "<metadata><title>Meta</title><description>On\ntwo lines"
	    "</description></metadata>\n"
	    "<instructions>Read</instructions>\n"
	    "<crossword><grid width='3' height='2'>\n"
	    "<cell x='1' y='1' solution='ABC' number='1'/>\n"
	    "<cell x='2' y='1' solution='D' hint='true'/>\n"
	    "<cell x='3' y='1' solution='E' solve-state='X'/>\n"
	    "<cell x='1' y='2' type='void'/>\n"
	    "<cell x='2' y='2' type='clue' solution='F'/>\n"
	    "<cell x='3' y='2' type='clue'/>\n"
	    "</grid></crossword></rectangular-puzzle>\n"
	    "</crossword-compiler-applet>\n";
	struct xw_puzzle *p;
	const struct xw_cell *c;

	(void)state;
	p = jpz_read(xml);
	assert_string_equal(p->meta[XW_META_TITLE], "Applet");
	/* A description's line breaks are breaks: ipuz HTML says them. */
	assert_string_equal(p->meta[XW_META_NOTES], "On<br>\ntwo lines");
	assert_string_equal(p->meta[XW_META_INTRO], "Read");
	assert_string_equal(p->meta[XW_META_EXPLANATION],
	    "Well <i>done</i>");
	c = xw_cell_at(p, 0, 0);
	assert_string_equal(c->solution, "ABC");
	assert_string_equal(c->label, "1");
	c = xw_cell_at(p, 0, 1);
	assert_string_equal(c->given, "D");
	assert_true(c->style & XW_STYLE_GIVEN);
	assert_null(c->value);
	c = xw_cell_at(p, 0, 2);
	assert_string_equal(c->value, "X");
	assert_null(c->given);
	assert_true(p->has_saved);
	assert_int_equal(xw_cell_at(p, 1, 0)->kind, XW_CELL_NULL);
	c = xw_cell_at(p, 1, 1);
	assert_int_equal(c->kind, XW_CELL_LETTER);
	assert_string_equal(c->given, "F");
	assert_int_equal(xw_cell_at(p, 1, 2)->kind, XW_CELL_BLOCK);
	assert_int_equal(p->nlists, 0);
	xw_puzzle_free(p);
}

/* Circles, other shapes, shading of white and black cells, and bars. */
static void
test_read_styles(void **state)
{
	static const char xml[] =
	    "<crossword-compiler><rectangular-puzzle><crossword>\n"
	    "<grid width='3' height='1'>\n"
	    "<cell x='1' y='1' solution='A' background-shape='circle' "
	    "background-color='#FFCC00' top-bar='true' left-bar='1'/>\n"
	    "<cell x='2' y='1' solution='B' background-shape='square' "
	    "right-bar='true' bottom-bar='false'/>\n"
	    "<cell x='3' y='1' type='block' background-color='#333333' "
	    "left-bar='true' bottom-bar='true'/>\n"
	    "</grid></crossword></rectangular-puzzle></crossword-compiler>\n";
	struct xw_puzzle *p;
	const struct xw_cell *c;
	char *jpz;

	(void)state;
	p = jpz_read(xml);
	c = xw_cell_at(p, 0, 0);
	assert_int_equal(c->style, XW_STYLE_CIRCLE | XW_STYLE_SHADED);
	assert_string_equal(c->shape, "circle");
	assert_string_equal(c->color, "FFCC00");
	assert_int_equal(c->bars, XW_BAR_TOP | XW_BAR_LEFT);
	c = xw_cell_at(p, 0, 1);
	assert_int_equal(c->style, 0);
	assert_string_equal(c->shape, "square");
	assert_null(c->color);
	assert_int_equal(c->bars, XW_BAR_RIGHT);
	/* A block keeps its bars, and is written with them. */
	c = xw_cell_at(p, 0, 2);
	assert_int_equal(c->kind, XW_CELL_BLOCK);
	assert_int_equal(c->style, XW_STYLE_SHADED);
	assert_string_equal(c->color, "333333");
	assert_int_equal(c->bars, XW_BAR_LEFT | XW_BAR_BOTTOM);
	jpz = text_of(xw_jpz_write, p);
	assert_non_null(strstr(jpz, "<cell x=\"3\" y=\"1\" type=\"block\" "
	    "background-color=\"#333333\" bottom-bar=\"true\" "
	    "left-bar=\"true\"/>"));
	free(jpz);
	xw_puzzle_free(p);
}

/*
 * A word without an id names nothing; the <cells> it wraps that have
 * ids are words (LA Times files).
 */
static void
test_read_word_without_id(void **state)
{
	static const char xml[] =
	    "<crossword-compiler><rectangular-puzzle><crossword>\n"
	    "<grid width='2' height='2'>\n"
	    "<cell x='1' y='1' solution='A' number='1'/>\n"
	    "<cell x='2' y='1' solution='B' number='2'/>\n"
	    "<cell x='1' y='2' solution='C' number='3'/>\n"
	    "<cell x='2' y='2' solution='D'/>\n"
	    "</grid>\n"
	    "<word><cells id='1' x='1-2' y='1'/><cells id='3' x='1-2' "
	    "y='2'/></word>\n"
	    "<word x='1' y='1-2'/>\n"
	    "<word id='2' x='2' y='1-2'/>\n"
	    "<clues><title>Across</title>\n"
	    "<clue word='1' number='1'>First</clue>\n"
	    "<clue word='3' number='3'>Second</clue></clues>\n"
	    "<clues><title>Down</title>\n"
	    "<clue number='1'>Third</clue>\n"
	    "<clue word='2' number='2'>Fourth</clue></clues>\n"
	    "</crossword></rectangular-puzzle></crossword-compiler>\n";
	struct xw_puzzle *p;
	const struct xw_clue *clue;

	(void)state;
	p = jpz_read(xml);
	assert_int_equal(p->nlists, 2);
	clue = &p->lists[0].clues[1];
	assert_string_equal(clue->text, "Second");
	assert_int_equal(clue->ncells, 2);
	assert_int_equal(clue->cells[0].row, 1);
	assert_int_equal(clue->cells[1].col, 1);
	assert_int_equal(clue->explicit_cells, 0);
	assert_int_equal(p->lists[1].clues[0].ncells, 2);
	xw_puzzle_free(p);
}

/* A grid with one clue list named list, as element kind. */
#define KIND_DOC(kind, list) \
	"<rectangular-puzzle><" kind "><grid width='2' height='1'>" \
	"<cell x='1' y='1' solution='A' number='1'/>" \
	"<cell x='2' y='1' solution='B' number='2'/></grid>" \
	"<word id='1' x='1-2' y='1'/>" \
	"<clues><title>" list "</title><clue word='1' number='1'>Ab" \
	"</clue></clues></" kind "></rectangular-puzzle>"

/* <coded> is a coded crossword, <acrostic> an acrostic alone. */
static void
test_read_kinds(void **state)
{
	struct xw_puzzle *p;
	char *s;

	(void)state;
	p = jpz_read(KIND_DOC("coded", "Across"));
	assert_int_equal(p->nkinds, 2);
	assert_string_equal(p->kinds[0], "http://ipuz.org/crossword#1");
	assert_string_equal(p->kinds[1], XW_KIND_CODED "#1");
	s = text_of(xw_jpz_write, p);
	assert_non_null(strstr(s, "\n  <coded>\n"));
	assert_non_null(strstr(s, "<grid-look numbering-scheme=\"coded\"/>"));
	free(s);
	xw_puzzle_free(p);
	p = jpz_read(KIND_DOC("acrostic", "Quote"));
	assert_int_equal(p->nkinds, 1);
	assert_string_equal(p->kinds[0], XW_KIND_ACROSTIC "#1");
	assert_int_equal(p->nlists, 1);
	/* A list of its own title, as ipuz names one: the title a label. */
	assert_string_equal(p->lists[0].name, "Clues:Quote");
	assert_int_equal(p->lists[0].dir, XW_DIR_OTHER);
	assert_int_equal(p->lists[0].clues[0].ncells, 2);
	assert_true(p->lists[0].clues[0].explicit_cells);
	s = text_of(xw_jpz_write, p);
	assert_non_null(strstr(s, "\n  <acrostic>\n"));
	free(s);
	xw_puzzle_free(p);
}

/* A second list of the same name is numbered; no title is "Clues". */
static void
test_read_list_names(void **state)
{
	static const char xml[] =
	    "<rectangular-puzzle><crossword><grid width='1' height='1'>"
	    "<cell x='1' y='1' solution='A'/></grid>"
	    "<clues><title>across</title></clues>"
	    "<clues><title><b>Across</b></title></clues>"
	    "<clues/></crossword></rectangular-puzzle>";
	struct xw_puzzle *p;

	(void)state;
	p = jpz_read(xml);
	assert_int_equal(p->nlists, 3);
	assert_string_equal(p->lists[0].name, "Across");
	assert_string_equal(p->lists[1].name, "Across 2");
	assert_string_equal(p->lists[2].name, "Clues");
	xw_puzzle_free(p);
}

/* libzip's writing side, loaded as the reader loads its reading side. */
static struct {
	__typeof__(zip_open) *open;
	__typeof__(zip_source_buffer) *source_buffer;
	__typeof__(zip_file_add) *file_add;
	__typeof__(zip_dir_add) *dir_add;
	__typeof__(zip_set_file_compression) *set_file_compression;
	__typeof__(zip_close) *close;
	__typeof__(zip_strerror) *strerror;
} lz;

static void
load_libzip(void)
{
	void *h, *sym;

	if (lz.open != NULL)
		return;
	if ((h = dlopen("libzip.so.4", RTLD_NOW | RTLD_LOCAL)) == NULL)
		fail_msg("%s", dlerror());
	/* memcpy: ISO C has no cast from an object to a function pointer. */
#define SYM(f) \
	if ((sym = dlsym(h, "zip_" #f)) == NULL) \
		fail_msg("libzip has no zip_%s", #f); \
	memcpy(&lz.f, &sym, sizeof(lz.f));
	SYM(open)
	SYM(source_buffer)
	SYM(file_add)
	SYM(dir_add)
	SYM(set_file_compression)
	SYM(close)
	SYM(strerror)
#undef SYM
}

/* A zip member: a folder when data is NULL. */
struct member {
	const char *name;
	const char *data;
	size_t len;
};

/* A zip archive of the members (method ZIP_CM_*), in a new buffer. */
static char *
zip_of(const struct member *m, size_t n, zip_int32_t method, size_t *len)
{
	char path[] = "/tmp/jpz_test.XXXXXX";
	struct xw_error e;
	zip_source_t *src;
	zip_int64_t idx;
	zip_t *za;
	char *buf;
	size_t i;
	int fd, err;

	load_libzip();
	if ((fd = mkstemp(path)) < 0)
		fail_msg("mkstemp failed");
	close(fd);
	if ((za = lz.open(path, ZIP_TRUNCATE, &err)) == NULL)
		fail_msg("zip_open %s: error %d", path, err);
	for (i = 0; i < n; i++) {
		if (m[i].data == NULL) {
			if (lz.dir_add(za, m[i].name, 0) < 0)
				fail_msg("zip_dir_add: %s", lz.strerror(za));
			continue;
		}
		if ((src = lz.source_buffer(za, m[i].data, m[i].len, 0)) ==
		    NULL || (idx = lz.file_add(za, m[i].name, src, 0)) < 0 ||
		    lz.set_file_compression(za, (zip_uint64_t)idx, method, 1))
			fail_msg("zip_file_add: %s", lz.strerror(za));
	}
	if (lz.close(za) < 0)
		fail_msg("zip_close: %s", lz.strerror(za));
	if (xw_slurp(path, &buf, len, &e))
		fail_msg("%s", e.msg);
	unlink(path);
	return buf;
}

/* The 16-bit little-endian field at p. */
static size_t
get16(const char *p)
{
	return (size_t)((unsigned char)p[0] | (unsigned char)p[1] << 8);
}

/* The 16 or 32-bit little-endian field at p set to v. */
static void
put16(char *p, unsigned v)
{
	p[0] = (char)(v & 0xff);
	p[1] = (char)(v >> 8 & 0xff);
}

static void
put32(char *p, unsigned long v)
{
	put16(p, (unsigned)(v & 0xffff));
	put16(p + 2, (unsigned)(v >> 16 & 0xffff));
}

/* The central directory entry of the only member of the zip buf. */
static char *
central_entry(char *buf, size_t len)
{
	size_t i;

	for (i = len - 4; i > 0; i--)
		if (memcmp(buf + i, "PK\1\2", 4) == 0)
			return buf + i;
	fail_msg("no central directory");
	return NULL;
}

/*
 * A zip of one member named name holding data, stored or deflated. The
 * zip starts with the member's 30-byte local header (the method at 8, the
 * size at 22, the lengths of name and extra field at 26 and 28), then
 * those two and the data; its central directory entry has the method at
 * 10 and the size at 24.
 */
static char *
zip_one(const char *name, const char *data, size_t n, zip_int32_t method,
    size_t *len)
{
	struct member m = { name, data, n };

	return zip_of(&m, 1, method, len);
}

/* The one puzzle of a zip is read; folders, __MACOSX, hidden files and,
   beside a .jpz, other files are not puzzles. */
static void
test_read_zip(void **state)
{
	char *doc = doc_of(tiny, "", ""), *zip;
	struct member m[] = {
		{ "pics/", NULL, 0 },
		{ "__MACOSX/._tiny.jpz", "junk", 4 },
		{ ".DS_Store", "junk", 4 },
		{ "tiny.jpz", doc, strlen(doc) },
		{ "readme.txt", "junk", 4 },
	};
	struct xw_puzzle *p;
	size_t len;

	(void)state;
	zip = zip_of(m, 5, ZIP_CM_DEFLATE, &len);
	assert_true(xw_jpz_sniff(zip, len));
	p = jpz_read_mem(zip, len, "t.jpz");
	assert_is_ipuz(p, tiny_ipuz);
	xw_puzzle_free(p);
	free(zip);
	zip = zip_one("tiny.jpz", doc, strlen(doc), ZIP_CM_STORE, &len);
	p = jpz_read_mem(zip, len, "t.jpz");
	assert_is_ipuz(p, tiny_ipuz);
	xw_puzzle_free(p);
	free(zip);
	free(doc);
}

/*
 * A puzzle written from ipuz, with what a .jpz holds beyond letters; the
 * bar after AB ends 1-Across there.
 *	Q AB|R
 *	# C  #
 *	  D
 */
static const char small_ipuz[] =
    "{\"version\":\"http://ipuz.org/v2\","
    "\"kind\":[\"http://ipuz.org/crossword#1\"],"
    "\"dimensions\":{\"width\":3,\"height\":3},"
    "\"title\":\"Q & A\",\"author\":\"Me\",\"intro\":\"Go <i>now</i>\","
    "\"explanation\":\"Done\",\"showenumerations\":true,"
    "\"puzzle\":[[{\"cell\":1,\"style\":{\"shapebg\":\"circle\"}},"
    "{\"cell\":2,\"style\":{\"color\":\"FFCC00\",\"barred\":\"R\"}},"
    "{\"cell\":3,\"value\":\"R\"}],[\"#\",0,\"#\"],[null,0,null]],"
    "\"solution\":[[\"Q\",\"AB\",\"R\"],[\"#\",\"C\",\"#\"],"
    "[null,\"D\",null]],"
    "\"saved\":[[\"Q\",\"\",\"\"],[\"#\",\"\",\"#\"],[null,\"\",null]],"
    "\"clues\":{\"Across\":[{\"number\":1,\"clue\":\"\\\"Why\\\" & <b>how</b>\","
    "\"enumeration\":\"1,2\"}],"
    "\"Down\":[[2,\"Two\"]],\"Diagonal\":[{\"label\":\"D\","
    "\"clue\":\"Odd\",\"cells\":[[1,1],[3,1]]}]}}";

/* small_ipuz as jpz: the golden file, read once (it lives as long as the
   test program). */
static const char *
small_jpz(void)
{
	static char *doc;
	struct xw_error e;
	size_t len;

	if (doc == NULL && xw_slurp("t/data/jpz-written.jpz", &doc, &len, &e))
		fail_msg("%s", e.msg);
	return doc;
}

static void
test_write(void **state)
{
	struct xw_puzzle *p;
	char *s;

	(void)state;
	p = ipuz_read(small_ipuz);
	s = text_of(xw_jpz_write, p);
	assert_string_equal(s, small_jpz());
	free(s);
	xw_puzzle_free(p);
}

/* Appended to what the buffer holds; an empty grid is refused. */
static void
test_write_errors(void **state)
{
	struct xw_buf b = { 0 };
	struct xw_puzzle *p;
	struct xw_error e;

	(void)state;
	xw_buf_puts(&b, "kept");
	p = ipuz_read(small_ipuz);
	assert_int_equal(xw_jpz_write(p, &b, &e), 0);
	assert_int_equal(b.len, 4 + strlen(small_jpz()));
	assert_memory_equal(b.s, "kept", 4);
	xw_puzzle_free(p);
	p = xw_puzzle_new(0, 0);
	assert_int_equal(xw_jpz_write(p, &b, &e), -1);
	assert_string_equal(xw_errcode_name(e.code),
	    xw_errcode_name(XW_ERR_CANNOT_HOLD));
	assert_string_equal(e.file, "");
	assert_string_equal(e.msg, "grid 0x0 is empty");
	xw_puzzle_free(p);
	xw_buf_free(&b);
}

/* jpz -> ipuz -> jpz gives the same bytes, and the same ipuz again. */
static void
test_round_trip(void **state)
{
	struct xw_puzzle *p, *q;
	char *ipuz, *jpz, *doc;

	(void)state;
	ipuz = ipuz_of_jpz(small_jpz());
	p = ipuz_read(ipuz);
	jpz = text_of(xw_jpz_write, p);
	assert_string_equal(jpz, small_jpz());
	free(jpz);
	xw_puzzle_free(p);
	free(ipuz);
	doc = doc_of(tiny, "", "");
	p = jpz_read(doc);
	ipuz = ipuz_text(p);
	q = ipuz_read(ipuz);
	jpz = text_of(xw_jpz_write, q);
	xw_puzzle_free(q);
	q = jpz_read(jpz);
	assert_is_ipuz(q, ipuz);
	assert_is_ipuz(q, tiny_ipuz);
	free(jpz);
	xw_puzzle_free(q);
	free(ipuz);
	xw_puzzle_free(p);
	free(doc);
}

/* Malformed XML: libxml2's first error, at its line and column. */
static void
test_read_syntax(void **state)
{
	(void)state;
	fails("<<<\n", XW_ERR_SYNTAX, 1, 2,
	    "malformed XML: StartTag: invalid element name");
	fails("<a>\n<b></c>\n</a>", XW_ERR_SYNTAX, 2, 8,
	    "malformed XML: Opening and ending tag mismatch: b line 2 and c");
	fails("<a>", XW_ERR_SYNTAX, 1, 4,
	    "malformed XML: Premature end of data in tag a line 1");
	fails("<?xml version='1.0'?>", XW_ERR_SYNTAX, 1, 22,
	    "malformed XML: Start tag expected, '<' not found");
	fails("", XW_ERR_SYNTAX, 1, 1, "malformed XML: Document is empty");
	fails("<a/>x", XW_ERR_SYNTAX, 1, 5,
	    "malformed XML: Extra content at the end of the document");
	fails("<?xml version='1.0' encoding='TUF-8'?><a/>", XW_ERR_SYNTAX,
	    1, 37, "malformed XML: Unsupported encoding TUF-8");
	fails("<a>\xff</a>", XW_ERR_SYNTAX, 1, 4,
	    "malformed XML: Input is not proper UTF-8, indicate encoding");
	/* (libxml2 places it in the entity, not the document.) */
	fails("<!DOCTYPE a [<!ENTITY a '&b;'><!ENTITY b '&a;'>]>\n<a>&a;</a>",
	    XW_ERR_SYNTAX, 1, 4,
	    "malformed XML: Detected an entity reference loop");
	/* A name is passed to the reader; NULL is stdin. */
	mem_fails("<a>", 3, NULL, XW_ERR_SYNTAX, "<stdin>", 1, 4,
	    "malformed XML: Premature end of data in tag a line 1");
}

/* The document around body, which starts on line 4. */
#define DOC(body) \
	"<crossword-compiler>\n<rectangular-puzzle>\n<crossword>\n" body \
	"</crossword>\n</rectangular-puzzle>\n</crossword-compiler>\n"
#define GRID22 \
	"<grid width='2' height='2'><cell x='1' y='1' solution='A'/>" \
	"</grid>\n"

/* Well-formed XML that is no puzzle or breaks the format's rules. */
static void
test_read_invalid(void **state)
{
	(void)state;
	fails("<svg/>", XW_ERR_FORMAT, 1, 0,
	    "not a Crossword Compiler puzzle: the document is <svg>");
	fails("<crossword-compiler>\n</crossword-compiler>", XW_ERR_INVALID,
	    1, 0, "no <rectangular-puzzle> in <crossword-compiler>");
	fails("<crossword-compiler>\n<rectangular-puzzle>\n<word-search/>\n"
	    "</rectangular-puzzle>\n</crossword-compiler>", XW_ERR_FORMAT, 3,
	    0, "<word-search> puzzles are not read, only crosswords, coded "
	    "crosswords and acrostics");
	fails("<rectangular-puzzle>\n<sudoku/>\n</rectangular-puzzle>",
	    XW_ERR_FORMAT, 2, 0, "<sudoku> puzzles are not read, only "
	    "crosswords, coded crosswords and acrostics");
	fails("<crossword-compiler>\n<rectangular-puzzle>\n"
	    "</rectangular-puzzle>\n</crossword-compiler>", XW_ERR_INVALID, 2,
	    0, "no <crossword> in <rectangular-puzzle>");
	fails(DOC(""), XW_ERR_INVALID, 3, 0, "no <grid> in <crossword>");
	fails("<rectangular-puzzle>\n<coded>\n</coded>\n"
	    "</rectangular-puzzle>", XW_ERR_INVALID, 2, 0,
	    "no <grid> in <coded>");
	/* The cells of the grid. */
	fails(DOC("<grid width='2' height='2'>\n<cell x='3' y='1'/>\n"
	    "</grid>\n"), XW_ERR_INVALID, 5, 0,
	    "cell at x=\"3\", y=\"1\" is not in the 2x2 grid");
	fails(DOC("<grid width='2' height='2'>\n<cell x='1' y='0'/>\n"
	    "</grid>\n"), XW_ERR_INVALID, 5, 0,
	    "cell at x=\"1\", y=\"0\" is not in the 2x2 grid");
	fails(DOC("<grid width='2' height='2'>\n<cell x='1'/>\n</grid>\n"),
	    XW_ERR_INVALID, 5, 0,
	    "cell at x=\"1\", y=\"\" is not in the 2x2 grid");
	fails(DOC("<grid width='2' height='2'>\n<cell x='a\tb' y='-1'/>\n"
	    "</grid>\n"), XW_ERR_INVALID, 5, 0,
	    "cell at x=\"a b\", y=\"-1\" is not in the 2x2 grid");
	/* Words. */
	fails(DOC(GRID22 "<word><cells id='w' y='1'/></word>\n"),
	    XW_ERR_INVALID, 5, 0, "word \"w\": cells need both x and y");
	fails(DOC(GRID22 "<word id='1' x='1-2'/>\n"), XW_ERR_INVALID, 5, 0,
	    "word \"1\": cells need both x and y");
	fails(DOC(GRID22 "<word id='w'>\n<cells y='1'/>\n</word>\n"),
	    XW_ERR_INVALID, 6, 0, "word \"w\": cells need both x and y");
	fails(DOC(GRID22 "<word id='w'>\n<cells/>\n</word>\n"),
	    XW_ERR_INVALID, 6, 0, "word \"w\": cells need both x and y");
	fails(DOC(GRID22 "<word id='1' x='1-3' y='1'/>\n"), XW_ERR_INVALID,
	    5, 0, "word \"1\": cells x=\"1-3\", y=\"1\" are not in the 2x2 "
	    "grid");
	fails(DOC(GRID22 "<word id='1'>\n<cells x='1' y='2-x'/>\n</word>\n"),
	    XW_ERR_INVALID, 6, 0, "word \"1\": cells x=\"1\", y=\"2-x\" are "
	    "not in the 2x2 grid");
	fails(DOC(GRID22 "<word id='1' x='1' y='1'/>\n"
	    "<word id='1' x='2' y='1'/>\n"), XW_ERR_INVALID, 3, 0,
	    "word id \"1\" is used twice");
	/* Clues. */
	fails(DOC(GRID22 "<word id='1' x='1-2' y='1'/>\n<clues>\n"
	    "<title>Across</title>\n<clue word='2' number='1'>A</clue>\n"
	    "</clues>\n"), XW_ERR_INVALID, 8, 0,
	    "Across clue \"1\" names word \"2\", which the puzzle lacks");
}

/* The size of the grid: a limit when too big, else invalid. */
static void
test_read_grid_size(void **state)
{
	(void)state;
	fails(DOC("<grid width='100000' height='100000'/>\n"), XW_ERR_LIMIT,
	    4, 0, "grid size 100000 by 100000 is not from 1 to 1000 each way");
	fails(DOC("<grid width='1001' height='1'/>\n"), XW_ERR_LIMIT, 4, 0,
	    "grid size 1001 by 1 is not from 1 to 1000 each way");
	fails(DOC("<grid width='99999999999999999999999' height='1'/>\n"),
	    XW_ERR_LIMIT, 4, 0, "grid size 99999999999999999999999 by 1 is "
	    "not from 1 to 1000 each way");
	fails(DOC("<grid width='0' height='5000'/>\n"), XW_ERR_INVALID, 4, 0,
	    "grid size 0 by 5000 is not from 1 to 1000 each way");
	fails(DOC("<grid width='2'/>\n"), XW_ERR_INVALID, 4, 0,
	    "grid size 2 by (none) is not from 1 to 1000 each way");
	fails(DOC("<grid/>\n"), XW_ERR_INVALID, 4, 0,
	    "grid size (none) by (none) is not from 1 to 1000 each way");
	fails(DOC("<grid width='2x' height='1'/>\n"), XW_ERR_INVALID, 4, 0,
	    "grid size 2x by 1 is not from 1 to 1000 each way");
}

/* A clue of body inside the 2x2 document. */
static char *
clue_doc(const char *body)
{
	static const char head[] = DOC(GRID22 "<clues>\n<clue>");
	struct xw_buf b = { 0 };
	const char *tail = strstr(head, "</crossword>");

	xw_buf_add(&b, head, (size_t)(tail - head));
	xw_buf_puts(&b, body);
	xw_buf_puts(&b, "</clue>\n</clues>\n");
	xw_buf_puts(&b, tail);
	return xw_buf_take(&b);
}

/* Text too long, too deep or of too many parts; too many word cells. */
static void
test_read_limits(void **state)
{
	struct xw_buf b = { 0 };
	char *doc;
	long i;

	(void)state;
	for (i = 0; i < 70; i++)
		xw_buf_puts(&b, "<i>");
	xw_buf_puts(&b, "deep");
	for (i = 0; i < 70; i++)
		xw_buf_puts(&b, "</i>");
	doc = clue_doc(b.s);
	fails(doc, XW_ERR_LIMIT, 6, 0, "markup nested deeper than 64 levels");
	free(doc);
	xw_buf_free(&b);
	/* A part may pass the limit; the next one is refused. */
	for (i = 0; i <= XW_MAX_STRING; i++)
		xw_buf_putc(&b, 'x');
	xw_buf_puts(&b, "<b>y</b>");
	doc = clue_doc(b.s);
	fails(doc, XW_ERR_LIMIT, 6, 0, "text longer than 1048576 bytes");
	free(doc);
	xw_buf_free(&b);
	for (i = 0; i <= 1L << 20; i++)
		xw_buf_puts(&b, "<a/>");
	doc = clue_doc(b.s);
	fails(doc, XW_ERR_LIMIT, 6, 0,
	    "text is made of more than 1048576 parts");
	free(doc);
	xw_buf_free(&b);
	/* 8 cells for each of 1000 and 4096 more: 13 words of 1000. */
	xw_buf_puts(&b, DOC("<grid width='1000' height='1'/>\n"));
	b.len = (size_t)(strstr(b.s, "</crossword>") - b.s);
	for (i = 1; i <= 13; i++)
		xw_buf_printf(&b, "<word id='%ld' x='1-1000' y='1'/>\n", i);
	xw_buf_puts(&b, "</crossword>\n</rectangular-puzzle>\n"
	    "</crossword-compiler>\n");
	fails(b.s, XW_ERR_LIMIT, 17, 0,
	    "words name more cells than 8 for each cell of the grid");
	xw_buf_free(&b);
}

/* Zips that are broken, hold no puzzle or several, or are too big. */
static void
test_read_zip_errors(void **state)
{
	static const char empty[22] = "PK\5\6";
	static const char bad[] = "<crossword-compiler>\n<oops>\n";
	char *doc = doc_of(tiny, "", ""), *zip, *big, *cd;
	struct member none[] = {
		{ "__MACOSX/._tiny.jpz", "junk", 4 },
		{ "pics/", NULL, 0 },
	};
	struct member two[] = {
		{ "a.jpz", doc, strlen(doc) },
		{ "b.xml", doc, strlen(doc) },
	};
	size_t len, big_len = (65UL << 20) + 1;

	(void)state;
	mem_fails("PK\3\4 junk", 9, "t.jpz", XW_ERR_SYNTAX, "t.jpz", 0, 0,
	    "truncated zip file: its central directory is missing");
	mem_fails(empty, sizeof(empty), "t.jpz", XW_ERR_FORMAT, "t.jpz", 0,
	    0, "no puzzle in the zip");
	zip = zip_of(none, 2, ZIP_CM_DEFLATE, &len);
	mem_fails(zip, len, "t.jpz", XW_ERR_FORMAT, "t.jpz", 0, 0,
	    "no puzzle in the zip");
	free(zip);
	zip = zip_of(two, 2, ZIP_CM_DEFLATE, &len);
	mem_fails(zip, len, "t.jpz", XW_ERR_INVALID, "t.jpz", 0, 0,
	    "2 puzzles in the zip: a.jpz, b.xml");
	free(zip);
	/* Faults in the puzzle are at the zip's file:line:col, the member
	   named in the message (file(member) was no file to find). */
	zip = zip_one("in\tside.jpz", bad, strlen(bad), ZIP_CM_DEFLATE, &len);
	mem_fails(zip, len, "t.jpz", XW_ERR_SYNTAX, "t.jpz", 3, 1,
	    "in zip member in?side.jpz: malformed XML: Premature end of data "
	    "in tag oops line 2");
	free(zip);
	/* An unknown compression method. */
	zip = zip_one("p.jpz", doc, strlen(doc), ZIP_CM_DEFLATE, &len);
	put16(zip + 8, 0x77);
	put16(central_entry(zip, len) + 10, 0x77);
	mem_fails(zip, len, "t.jpz", XW_ERR_SYNTAX, "t.jpz", 0, 0,
	    "cannot read zip member p.jpz: Compression method not supported");
	free(zip);
	/* Stored bytes that no longer match their CRC. */
	zip = zip_one("p.jpz", doc, strlen(doc), ZIP_CM_STORE, &len);
	zip[30 + get16(zip + 26) + get16(zip + 28) + 10] ^= 1;
	mem_fails(zip, len, "t.jpz", XW_ERR_SYNTAX, "t.jpz", 0, 0,
	    "cannot read zip member p.jpz: CRC error");
	free(zip);
	/* A member that says it is over the limit. */
	zip = zip_one("p.jpz", doc, strlen(doc), ZIP_CM_DEFLATE, &len);
	put32(central_entry(zip, len) + 24, (unsigned long)XW_MAX_FILE + 1);
	mem_fails(zip, len, "t.jpz", XW_ERR_LIMIT, "t.jpz", 0, 0,
	    "zip member p.jpz is too big: 67108865 bytes, over the limit of "
	    "67108864");
	free(zip);
	/* One that says it is small and inflates past the limit. */
	big = xw_emalloc(big_len);
	memset(big, ' ', big_len);
	big[0] = '<';
	zip = zip_one("p.jpz", big, big_len, ZIP_CM_DEFLATE, &len);
	free(big);
	cd = central_entry(zip, len);
	put32(zip + 22, 100);
	put32(cd + 24, 100);
	mem_fails(zip, len, "t.jpz", XW_ERR_LIMIT, "t.jpz", 0, 0,
	    "zip member p.jpz is too big: it inflates past the limit of "
	    "67108864 bytes");
	free(zip);
	free(doc);
}

/* Whatever the file holds, more than XW_MAX_FILE bytes is not read. */
static void
test_read_file_limit(void **state)
{
	size_t len = (size_t)XW_MAX_FILE + 1;
	char *buf = xw_ecalloc(len + 1, 1);

	(void)state;
	buf[0] = '<';
	mem_fails(buf, len, "big.jpz", XW_ERR_LIMIT, "big.jpz", 0, 0,
	    "file is over the limit of 67108864 bytes");
	free(buf);
}

UNIT_MAIN("jpz", NULL, NULL,
	cmocka_unit_test(test_sniff),
	cmocka_unit_test(test_read_plain),
	cmocka_unit_test(test_read_cells),
	cmocka_unit_test(test_read_styles),
	cmocka_unit_test(test_read_word_without_id),
	cmocka_unit_test(test_read_kinds),
	cmocka_unit_test(test_read_list_names),
	cmocka_unit_test(test_read_zip),
	cmocka_unit_test(test_write),
	cmocka_unit_test(test_write_errors),
	cmocka_unit_test(test_round_trip),
	cmocka_unit_test(test_read_syntax),
	cmocka_unit_test(test_read_invalid),
	cmocka_unit_test(test_read_grid_size),
	cmocka_unit_test(test_read_limits),
	cmocka_unit_test(test_read_zip_errors),
	cmocka_unit_test(test_read_file_limit))
