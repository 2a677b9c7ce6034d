/* See LICENSE file for copyright and license details. */
/* The format table: detection, names, extensions, reading, writing. */
#include <sys/mman.h>

#include <dirent.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "format.h"
#include "unit.h"
#include "util.h"

/* A plain 3x3 every writer can hold. */
static const char simple[] = "{\"version\":\"http://ipuz.org/v2\","
    "\"kind\":[\"http://ipuz.org/crossword#1\"],\"title\":\"Three\","
    "\"dimensions\":{\"width\":3,\"height\":3},"
    "\"puzzle\":[[1,2,3],[4,0,0],[5,0,0]],"
    "\"solution\":[[\"A\",\"B\",\"C\"],[\"D\",\"E\",\"F\"],"
    "[\"G\",\"H\",\"I\"]],"
    "\"clues\":{\"Across\":[[1,\"a\"],[4,\"d\"],[5,\"g\"]],"
    "\"Down\":[[1,\"a\"],[2,\"b\"],[3,\"c\"]]}}";

/* Across Lite text, which is read but not written. */
static const char text[] = "<ACROSS PUZZLE>\n<TITLE>\nThree\n<SIZE>\n3x3\n"
    "<GRID>\nABC\nDEF\nGHI\n<ACROSS>\na\nd\ng\n<DOWN>\na\nb\nc\n";

/* p in the format called name, in a new buffer. */
static struct xw_buf
written(const struct xw_puzzle *p, const char *name)
{
	const struct xw_format *f = xw_format_by_name(name);
	struct xw_buf b = { 0 };
	struct xw_error e;

	assert_non_null(f);
	if (xw_puzzle_write(p, f, &b, &e) != 0)
		fail_msg("%s write failed: %s", name, e.msg);
	return b;
}

/* The solution rows of p, "/" between them. */
static void
assert_solution(const struct xw_puzzle *p, const char *want)
{
	struct xw_buf b = { 0 };
	int r, c;

	for (r = 0; r < p->height; r++) {
		if (r > 0)
			xw_buf_putc(&b, '/');
		for (c = 0; c < p->width; c++)
			xw_buf_puts(&b, xw_cell_at(p, r, c)->solution != NULL ?
			    xw_cell_at(p, r, c)->solution : ".");
	}
	assert_string_equal(b.s, want);
	xw_buf_free(&b);
}

static void
test_table(void **state)
{
	static const char *const names[] = { "puz", "ipuz", "kingfeatures",
	    "text", "uclick", "keesing", "jpz", "pzzl", "brainsonly", "grid",
	    "xd" };
	static const char *const exts[] = { ".puz", ".ipuz", ".txt", ".txt",
	    ".xml", ".xml", ".jpz", ".txt", ".txt", ".txt", ".xd" };
	/* Those read only. */
	static const char *const feeds = " text kingfeatures uclick keesing "
	    "pzzl brainsonly ";
	char word[32];
	size_t i;

	(void)state;
	/* In the order bytes are told: .puz first (its magic may follow
	   junk), .xd, the loosest, last. */
	assert_int_equal(xw_nformats, 11);
	for (i = 0; i < xw_nformats; i++) {
		assert_string_equal(xw_formats[i]->name, names[i]);
		assert_string_equal(xw_formats[i]->ext, exts[i]);
		assert_non_null(xw_formats[i]->sniff);
		assert_non_null(xw_formats[i]->read);
		snprintf(word, sizeof(word), " %s ", names[i]);
		assert_true((xw_formats[i]->write == NULL) ==
		    (strstr(feeds, word) != NULL));
		assert_ptr_equal(xw_format_by_name(names[i]), xw_formats[i]);
	}
	/* In any case, as extensions and paper names are (persona16 F6). */
	assert_ptr_equal(xw_format_by_name("PUZ"), xw_format_by_name("puz"));
	assert_ptr_equal(xw_format_by_name("Grid"), xw_format_by_name("grid"));
	assert_null(xw_format_by_name("txt"));
	assert_null(xw_format_by_name(""));
	assert_int_equal(xw_format_by_name("ipuz")->holds, XW_HOLDS_ALL);
}

static void
test_by_ext(void **state)
{
	static const char *const yes[][2] = {
		{ "a.puz", "puz" }, { "dir/x.y.ipuz", "ipuz" },
		{ "a.jpz", "jpz" }, { "a.xd", "xd" },
		/* Across Lite text is read only: .txt is a text grid. */
		{ "notes.txt", "grid" }, { "/tmp/.d/a.puz", "puz" },
		/* In any case, as a file's name is read. */
		{ "a.PUZ", "puz" }, { "a.Ipuz", "ipuz" },
	};
	static const char *const no[] = {
		"a.puz.bak", ".puz", "apuz", "a", "", "a.text",
		"a.ipu",
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++) {
		if (xw_format_by_ext(yes[i][0]) == NULL)
			fail_msg("no format for %s", yes[i][0]);
		assert_string_equal(xw_format_by_ext(yes[i][0])->name,
		    yes[i][1]);
	}
	for (i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		if (xw_format_by_ext(no[i]) != NULL)
			fail_msg("a format for '%s'", no[i]);
	/* What a name says to the readers: .txt and .xml, shared, say
	   nothing. */
	assert_string_equal(xw_format_of_name("A.PUZ")->name, "puz");
	assert_string_equal(xw_format_of_name("a.xd")->name, "xd");
	assert_null(xw_format_of_name("notes.txt"));
	assert_null(xw_format_of_name("feed.xml"));
	assert_null(xw_format_of_name("a"));
}

/* Each format told from its bytes, and read back through the table. */
static void
test_detect_and_read(void **state)
{
	static const char *const names[] = { "puz", "ipuz", "jpz", "grid",
	    "xd" };
	struct xw_puzzle *p = ipuz_read(simple), *q;
	struct xw_error e, w;
	struct xw_buf b, junk = { 0 };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		b = written(p, names[i]);
		if (xw_format_detect(b.s, b.len) == NULL)
			fail_msg("%s not detected", names[i]);
		assert_string_equal(xw_format_detect(b.s, b.len)->name,
		    names[i]);
		if ((q = xw_puzzle_read(b.s, b.len, "t", NULL, &e,
		    &w)) == NULL)
			fail_msg("%s not read: %s", names[i], e.msg);
		assert_int_equal(w.code, XW_ERR_NONE);
		assert_string_equal(w.msg, "");
		assert_string_equal(w.file, "t");
		assert_solution(q, "ABC/DEF/GHI");
		if (strcmp(names[i], "grid") != 0)
			assert_string_equal(q->meta[XW_META_TITLE], "Three");
		xw_puzzle_free(q);
		/* Junk before the .puz magic is passed over. */
		if (strcmp(names[i], "puz") == 0) {
			xw_buf_puts(&junk, "junk\n");
			xw_buf_add(&junk, b.s, b.len);
			assert_string_equal(xw_format_detect(junk.s,
			    junk.len)->name, "puz");
			xw_buf_free(&junk);
			/* So is a UTF-16 mark (FF FE, as a checksum may
			   be): the bytes are the .puz's, not decoded. */
			xw_buf_add(&junk, "\xff\xfe", 2);
			xw_buf_add(&junk, b.s, b.len);
			if ((q = xw_puzzle_read(junk.s, junk.len, "t", NULL,
			    &e, NULL)) == NULL)
				fail_msg("puz after FF FE not read: %s", e.msg);
			assert_solution(q, "ABC/DEF/GHI");
			xw_puzzle_free(q);
			xw_buf_free(&junk);
		}
		xw_buf_free(&b);
	}
	assert_string_equal(xw_format_detect(text, strlen(text))->name, "text");
	q = xw_puzzle_read(text, strlen(text), "t", NULL, &e, NULL);
	assert_non_null(q);
	assert_solution(q, "ABC/DEF/GHI");
	xw_puzzle_free(q);
	/* The old ipuz(...) wrapper, and a zip archive (as .jpz). */
	assert_string_equal(xw_format_detect("ipuz({})", 8)->name, "ipuz");
	assert_string_equal(xw_format_detect("PK\3\4\0\0", 6)->name, "jpz");
	xw_puzzle_free(p);
}

/*
 * Memory whose last byte is followed by a page that cannot be read, so
 * that a sniff that reads past the bytes it is given crashes the test.
 */
struct fence {
	char *map;
	size_t size, page;
};

static void
fence_open(struct fence *g, size_t most)
{
	int fd = open("/dev/zero", O_RDWR);

	assert_true(fd >= 0);
	g->page = (size_t)sysconf(_SC_PAGESIZE);
	g->size = (most / g->page + 2) * g->page;
	g->map = mmap(NULL, g->size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd,
	    0);
	close(fd);
	assert_true(g->map != MAP_FAILED);
	assert_int_equal(mprotect(g->map + g->size - g->page, g->page,
	    PROT_NONE), 0);
}

/* s[0..len) copied to end where the fence begins. */
static const char *
fence_put(struct fence *g, const char *s, size_t len)
{
	char *at = g->map + g->size - g->page - len;

	memcpy(at, s, len);
	return at;
}

/* Every format's sniff, and detection, on each start of s[0..len). */
static void
sniff_starts(struct fence *g, const char *s, size_t len)
{
	const char *at;
	size_t n, i;

	for (n = 0; n <= len; n = n < 600 || n == len ? n + 1 :
	    n + 1 < len - 8 ? len - 8 : n + 1) {
		at = fence_put(g, s, n);
		(void)xw_format_detect(at, n);
		for (i = 0; i < xw_nformats; i++)
			(void)xw_formats[i]->sniff(at, n);
	}
}

/* Each file in folder dir, through sniff_starts. */
static void
sniff_folder(struct fence *g, const char *dir)
{
	struct dirent *d;
	char *buf;
	size_t len;
	struct xw_error e;
	DIR *dp = opendir(dir);

	assert_non_null(dp);
	while ((d = readdir(dp)) != NULL) {
		if (d->d_name[0] == '.' ||
		    xw_slurp(path_in(dir, d->d_name), &buf, &len, &e) != 0)
			continue;
		if (len < 1 << 20)
			sniff_starts(g, buf, len);
		free(buf);
	}
	closedir(dp);
}

/*
 * No sniff reads past buf + len, which need not be NUL-terminated
 * (QA libapi4 #2): a lone byte-order mark, an XML root element cut short.
 */
static void
test_detect_bounded(void **state)
{
	static const char *const starts[] = { "\xef\xbb\xbf", "<crossword",
	    "<?xml version=\"1.0\"?><crossword", " \t\r\n<puzzle",
	    "\xef\xbb\xbf<x:crossword", "{", "{ ", "ipuz", "ipuz(", "PK",
	    "<ACROSS PUZZLE>", "Title: x\n\n\n", "## Grid\n", "{1 2 3|",
	    "ABC\nDEF", "ABC\n", "#.\n", "[", "<!-- x -->", "<!DOCTYPE" };
	struct fence g;
	size_t i;

	(void)state;
	fence_open(&g, 1 << 20);
	for (i = 0; i < sizeof(starts) / sizeof(starts[0]); i++)
		sniff_starts(&g, starts[i], strlen(starts[i]));
	sniff_starts(&g, simple, strlen(simple));
	sniff_starts(&g, text, strlen(text));
	sniff_folder(&g, "examples");
	sniff_folder(&g, corpus_path("ipuz", NULL));
	sniff_folder(&g, corpus_path("jpz", NULL));
	sniff_folder(&g, corpus_path("puz", NULL));
	sniff_folder(&g, corpus_path("xd", NULL));
	/* Still told at their exact length. */
	assert_string_equal(xw_format_detect(fence_put(&g, "{}", 2), 2)->name,
	    "ipuz");
	assert_null(xw_format_detect(fence_put(&g, "\xef\xbb\xbf", 3), 3));
	assert_string_equal(xw_format_detect(fence_put(&g, "<crossword", 10),
	    10)->name, "jpz");
	munmap(g.map, g.size);
}

/* Bytes that are no puzzle: XW_ERR_FORMAT, with the name. */
static void
test_no_format(void **state)
{
	struct xw_error e, w;

	(void)state;
	assert_null(xw_format_detect("", 0));
	assert_null(xw_format_detect("\x01\x02\x03", 3));
	assert_null(xw_format_detect("hello, world", 12));
	/* Rows of letters are a grid when most are as long as the first
	   (the reader names the one that is not), words of many lengths
	   none. */
	assert_string_equal(xw_format_detect("CAT\nARE\nBE\n", 11)->name,
	    "grid");
	assert_null(xw_format_detect("cat\nstar\nbeds\n", 14));
	/* A '?', '_' or '-' for an empty cell: rows of one width are a
	   grid, its reader names the character; one row, or rows of
	   several widths, with no '.' or '#' are none. */
	assert_string_equal(xw_format_detect("CAT??\n.....\n", 12)->name,
	    "grid");
	assert_string_equal(xw_format_detect("C_T\nA-E\nB?D\n", 12)->name,
	    "grid");
	assert_null(xw_format_detect("What?\n", 6));
	assert_null(xw_format_detect("ice-cream\nhot-dog\n", 18));
	assert_null(xw_puzzle_read("CAT??\n.....\n", 12, "in", NULL, &e,
	    NULL));
	assert_int_equal(e.code, XW_ERR_SYNTAX);
	assert_int_equal(e.line, 1);
	assert_int_equal(e.col, 4);
	assert_null(xw_puzzle_read("CAT\nAREA\nBED\n", 13, "in", NULL, &e,
	    NULL));
	assert_int_equal(e.code, XW_ERR_SYNTAX);
	assert_int_equal(e.line, 2);
	assert_string_equal(e.msg, "grid row of 4 cells, the first has 3");
	assert_null(xw_puzzle_read("", 0, "in", NULL, &e, &w));
	assert_int_equal(e.code, XW_ERR_FORMAT);
	assert_string_equal(e.file, "in");
	assert_string_equal(e.msg, "empty file");
	assert_int_equal(w.code, XW_ERR_NONE);
	assert_null(xw_puzzle_read("\x01\x02\x03", 3, "in", NULL, &e, NULL));
	assert_int_equal(e.code, XW_ERR_FORMAT);
	assert_string_equal(e.file, "in");
	assert_string_equal(e.msg, "not a puzzle in any format this reads");
	/* A format told, then refused by its reader: the reader's error. */
	assert_null(xw_puzzle_read("{\"a\":", 5, "in", NULL, &e, NULL));
	assert_int_equal(e.code, XW_ERR_SYNTAX);
	assert_string_equal(e.file, "in");
	assert_int_equal(e.line, 1);
	assert_int_equal(e.col, 6);
	assert_string_equal(e.msg, "unexpected end of input");
	/* Text that opens with '{' but is no JSON object is no format. */
	assert_null(xw_format_detect("{\\rtf1 caf\xe9}", 13));
	assert_null(xw_puzzle_read("{\\rtf1\n caf\xe9}", 14, "in", NULL, &e,
	    NULL));
	assert_int_equal(e.code, XW_ERR_FORMAT);
	assert_string_equal(e.msg, "not a puzzle in any format this reads");
	assert_string_equal(xw_format_detect("{}", 2)->name, "ipuz");
	assert_string_equal(xw_format_detect("{ 'a': 1}", 9)->name, "ipuz");
	assert_string_equal(xw_format_detect(" {/* c */}", 10)->name, "ipuz");
	assert_string_equal(xw_format_detect("{", 1)->name, "ipuz");
}

/* JSON that strict readers refuse: read, with a warning; refused with
   XW_READ_STRICT. */
static void
test_strict_json(void **state)
{
	static const char doc[] = "{\"version\": \"http://ipuz.org/v2\",\n"
	    " \"dimensions\": {\"width\": 1, \"height\": 1},\n"
	    " \"puzzle\": [[0],],\n"
	    " \"solution\": [[\"A\"]]}\n";
	static const char plain[] = "{\"dimensions\": {\"width\": 1, "
	    "\"height\": 1}, \"puzzle\": [[0]]}";
	struct xw_read_opts strict = { XW_READ_STRICT, XW_KEY_NONE };
	struct xw_error e, w;
	struct xw_puzzle *p;

	(void)state;
	/* Read past, the fault is in w alone: e is the caller's, as it
	   was (QA libapi5 #4). */
	memset(&e, 0, sizeof(e));
	p = xw_puzzle_read(doc, strlen(doc), "t.ipuz", NULL, &e, &w);
	assert_non_null(p);
	xw_puzzle_free(p);
	assert_int_equal(e.code, XW_ERR_NONE);
	assert_string_equal(e.msg, "");
	assert_string_equal(xw_errcode_name(w.code), "syntax");
	assert_string_equal(w.file, "t.ipuz");
	assert_int_equal(w.line, 3);
	assert_int_equal(w.col, 16);
	assert_string_equal(w.msg, "not standard JSON: a comma before ']'");
	assert_null(xw_puzzle_read(doc, strlen(doc), "t.ipuz", &strict, &e,
	    &w));
	assert_string_equal(xw_errcode_name(e.code), "syntax");
	assert_int_equal(e.line, 3);
	assert_int_equal(e.col, 16);
	assert_string_equal(e.msg, "not standard JSON: a comma before ']'");
	assert_int_equal(w.code, XW_ERR_NONE);
	/* A real fault after a lenient one is the error, as it was. */
	assert_null(xw_puzzle_read("{\"a\": [1,],\n \"b\": }", 19, "t.ipuz",
	    NULL, &e, &w));
	assert_string_equal(xw_errcode_name(e.code), "syntax");
	assert_int_equal(e.line, 2);
	assert_int_equal(w.code, XW_ERR_NONE);
	/* Strict JSON: no warning. */
	p = xw_puzzle_read(plain, strlen(plain), "t.ipuz", NULL, &e, &w);
	assert_non_null(p);
	xw_puzzle_free(p);
	assert_int_equal(w.code, XW_ERR_NONE);
	assert_string_equal(w.msg, "");
}

/*
 * The puzzle in a file called name holding buf[0..len), in the new
 * folder dir, loaded with xw_puzzle_load; the file is removed again.
 */
static struct xw_puzzle *
load_file(const char *dir, const char *name, const char *buf, size_t len,
    struct xw_error *e, struct xw_error *w)
{
	struct xw_puzzle *p;
	char path[128];
	FILE *fp;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	if ((fp = fopen(path, "wb")) == NULL ||
	    fwrite(buf, 1, len, fp) != len || fclose(fp) != 0)
		fail_msg("cannot write %s", path);
	p = xw_puzzle_load(path, NULL, e, w);
	unlink(path);
	return p;
}

/* The error of loading buf[0..len) from a file called name. */
static void
assert_load_fails(const char *dir, const char *name, const char *buf,
    size_t len, enum xw_errcode code, const char *msg)
{
	struct xw_error e, w;
	char path[128];

	w.code = XW_ERR_IO;
	if (load_file(dir, name, buf, len, &e, &w) != NULL)
		fail_msg("%s was read", name);
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	assert_int_equal(e.code, code);
	assert_string_equal(e.file, path);
	assert_string_equal(e.msg, msg);
	assert_int_equal(w.code, XW_ERR_NONE);
}

/* The error of reading buf[0..len) as format fmt, named "m.ipuz". */
static void
assert_read_as_fails(const char *buf, size_t len, const char *fmt,
    const char *msg)
{
	struct xw_error e;

	if (xw_puzzle_read_as(buf, len, "m.ipuz", xw_format_by_name(fmt),
	    NULL, &e, NULL) != NULL)
		fail_msg("read as %s", fmt);
	assert_int_equal(e.code, XW_ERR_FORMAT);
	assert_string_equal(e.msg, msg);
}

/* Loading buf[0..len) from a file called name gives the simple 3x3. */
static void
assert_loads(const char *dir, const char *name, const char *buf, size_t len)
{
	struct xw_puzzle *p;
	struct xw_error e;

	if ((p = load_file(dir, name, buf, len, &e, NULL)) == NULL)
		fail_msg("%s not read: %s", name, e.msg);
	assert_solution(p, "ABC/DEF/GHI");
	xw_puzzle_free(p);
}

/* A new folder as *state, removed by rm_folder even when a test fails. */
static int
make_folder(void **state)
{
	static char dir[32];

	snprintf(dir, sizeof(dir), "/tmp/xw-format-XXXXXX");
	*state = mkdtemp(dir);
	return *state != NULL ? 0 : -1;
}

static int
rm_folder(void **state)
{
	return rmdir(*state);
}

/*
 * A file's name that says .puz, .ipuz, .jpz or .xd says what its bytes
 * must be; .txt, shared by two formats, and other names say nothing.
 */
static void
test_name_says(void **state)
{
	static const char grid[] = "ABC\nDEF\nGHI\n";
	struct xw_puzzle *p = ipuz_read(simple);
	struct xw_buf b, junk = { 0 };
	const char *dir = *state;

	/* Bytes of none, under a name that says a format. */
	assert_load_fails(dir, "bad.puz", "junk!", 5, XW_ERR_FORMAT,
	    "not a .puz file (no ACROSS&DOWN header)");
	/* Of another: what they hold, and the name that reads them. */
	assert_load_fails(dir, "BAD.PUZ", grid, strlen(grid), XW_ERR_FORMAT,
	    "not a .puz file (no ACROSS&DOWN header); it holds a text grid: "
	    "name it BAD.txt");
	assert_load_fails(dir, "bad.ipuz", grid, strlen(grid), XW_ERR_FORMAT,
	    "not a .ipuz file (no JSON object); it holds a text grid: name it "
	    "bad.txt");
	assert_load_fails(dir, "bad.jpz", simple, strlen(simple),
	    XW_ERR_FORMAT, "not a .jpz file (neither XML nor a zip archive); "
	    "it holds an ipuz document: name it bad.ipuz");
	assert_load_fails(dir, "bad.xd", grid, strlen(grid), XW_ERR_FORMAT,
	    "not a .xd file (no metadata lines or ## headers); it holds a text "
	    "grid: name it bad.txt");
	b = written(p, "puz");
	assert_load_fails(dir, "puz.ipuz", b.s, b.len, XW_ERR_FORMAT,
	    "not a .ipuz file (no JSON object); it holds a .puz puzzle: name "
	    "it puz.puz");
	/* Bytes whose format was known beforehand (a bundle's member) have
	   no name of their own to change: what they hold alone. */
	assert_read_as_fails(b.s, b.len, "ipuz", "not a .ipuz file (no JSON "
	    "object); it holds a .puz puzzle");
	/* Junk before the .puz magic is no mismatch. */
	xw_buf_puts(&junk, "From: someone\n\n");
	xw_buf_add(&junk, b.s, b.len);
	assert_loads(dir, "mail.puz", junk.s, junk.len);
	xw_buf_free(&junk);
	/* Named or not, each format reads as itself. */
	assert_loads(dir, "a.puz", b.s, b.len);
	assert_loads(dir, "A.Puz", b.s, b.len);
	assert_loads(dir, "puz", b.s, b.len);
	assert_loads(dir, "a.txt", b.s, b.len);
	xw_buf_free(&b);
	assert_loads(dir, "a.ipuz", simple, strlen(simple));
	assert_loads(dir, "a.json", simple, strlen(simple));
	b = written(p, "jpz");
	assert_loads(dir, "a.jpz", b.s, b.len);
	assert_loads(dir, "a.xml", b.s, b.len);
	xw_buf_free(&b);
	b = written(p, "xd");
	assert_loads(dir, "a.xd", b.s, b.len);
	assert_loads(dir, "a.xd.txt", b.s, b.len);
	xw_buf_free(&b);
	/* .txt: text grids and Across Lite text, as the bytes say. */
	assert_loads(dir, "grid.txt", grid, strlen(grid));
	assert_loads(dir, "grid", grid, strlen(grid));
	assert_loads(dir, "across.txt", text, strlen(text));
	/* A zip passes for a .jpz: what is wrong is the zip's own fault. */
	assert_load_fails(dir, "cut.jpz", "PK\3\4\0\0", 6, XW_ERR_SYNTAX,
	    "truncated zip file: its central directory is missing");
	/* An empty file says so, whatever its name. */
	assert_load_fails(dir, "empty.puz", "", 0, XW_ERR_FORMAT,
	    "empty file");
	/* A name that says nothing, and bytes of no format. */
	assert_load_fails(dir, "bad", "junk!", 5, XW_ERR_FORMAT,
	    "not a puzzle in any format this reads");
	assert_load_fails(dir, "bad.txt", "junk!", 5, XW_ERR_FORMAT,
	    "not a puzzle in any format this reads");
	xw_puzzle_free(p);
}

/* A .puz with a wrong checksum: refused, or read with a warning. */
static void
test_force(void **state)
{
	struct xw_puzzle *p = ipuz_read(simple), *q;
	struct xw_read_opts force = { XW_READ_FORCE, XW_KEY_NONE };
	struct xw_buf b = written(p, "puz");
	struct xw_error e, w;
	unsigned stored;
	char msg[128];

	(void)state;
	/* A good file reads forced with no warning. */
	q = xw_puzzle_read(b.s, b.len, "t.puz", &force, &e, &w);
	assert_non_null(q);
	assert_int_equal(w.code, XW_ERR_NONE);
	assert_string_equal(w.msg, "");
	xw_puzzle_free(q);
	/* The file's checksum is its first two bytes, little-endian. */
	b.s[0] ^= 0x5a;
	stored = (unsigned char)b.s[0] | (unsigned)(unsigned char)b.s[1] << 8;
	snprintf(msg, sizeof(msg), "global checksum mismatch: stored 0x%04x, "
	    "computed 0x%04x", stored, stored ^ 0x5a);
	assert_null(xw_puzzle_read(b.s, b.len, "t.puz", NULL, &e, &w));
	assert_int_equal(e.code, XW_ERR_CHECKSUM);
	assert_string_equal(e.file, "t.puz");
	assert_string_equal(e.msg, msg);
	assert_int_equal(w.code, XW_ERR_NONE);
	memset(&e, 0, sizeof(e));
	q = xw_puzzle_read(b.s, b.len, "t.puz", &force, &e, &w);
	assert_non_null(q);
	assert_int_equal(e.code, XW_ERR_NONE);	/* QA libapi5 #4 */
	assert_string_equal(e.msg, "");
	assert_int_equal(w.code, XW_ERR_CHECKSUM);
	assert_string_equal(w.file, "t.puz");
	assert_string_equal(w.msg, msg);
	assert_solution(q, "ABC/DEF/GHI");
	xw_puzzle_free(q);
	/* No place for the warning: read all the same, e untouched. */
	q = xw_puzzle_read(b.s, b.len, "t.puz", &force, &e, NULL);
	assert_non_null(q);
	assert_int_equal(e.code, XW_ERR_NONE);
	xw_puzzle_free(q);
	/* Force reads past checksums only: a file cut short still fails. */
	assert_null(xw_puzzle_read(b.s, 60, "t.puz", &force, &e, &w));
	assert_int_not_equal(e.code, XW_ERR_CHECKSUM);
	assert_int_equal(w.code, XW_ERR_NONE);
	xw_buf_free(&b);
	xw_puzzle_free(p);
}

/* A write that fails leaves the buffer as it was. */
static void
test_write_failure(void **state)
{
	struct xw_puzzle *p = ipuz_read(simple);
	struct xw_buf b = { 0 };
	struct xw_error e;

	(void)state;
	xw_buf_puts(&b, "kept");
	/* A text grid holds letters and digits: two rows are written, and
	   then taken back. */
	xw_puzzle_set_solution(p, 2, 2, "O&N");
	assert_int_equal(xw_puzzle_write(p, xw_format_by_name("grid"), &b,
	    &e), -1);
	assert_int_equal(e.code, XW_ERR_CANNOT_HOLD);
	assert_string_equal(e.msg, "cell r3c3 holds 'O&N': a text grid has "
	    "letters and digits only");
	assert_int_equal(b.len, 4);
	assert_string_equal(b.s, "kept");
	/* Across Lite text is read only. */
	assert_int_equal(xw_puzzle_write(p, xw_format_by_name("text"), &b,
	    &e), -1);
	assert_int_equal(e.code, XW_ERR_CANNOT_HOLD);
	assert_string_equal(e.msg, "cannot write format 'text'");
	assert_string_equal(b.s, "kept");
	/* A success appends. */
	xw_puzzle_set_solution(p, 2, 2, "I");
	assert_int_equal(xw_puzzle_write(p, xw_format_by_name("grid"), &b,
	    &e), 0);
	assert_string_equal(b.s, "keptABC\nDEF\nGHI\n");
	xw_buf_free(&b);
	/* An empty buffer stays empty. */
	xw_puzzle_set_solution(p, 0, 0, "O&N");
	assert_int_equal(xw_puzzle_write(p, xw_format_by_name("grid"), &b,
	    &e), -1);
	assert_int_equal(b.len, 0);
	assert_true(b.s == NULL || *b.s == '\0');
	xw_buf_free(&b);
	xw_puzzle_free(p);
}

/* Everything a format can lose: the cryptic kind, metadata, the
   solver's entries, given letters, circles, shading, enumerations, and
   a clue (9-across) for no entry. */
static const char rich[] = "{\"version\":\"http://ipuz.org/v2\","
    "\"kind\":[\"http://ipuz.org/crossword/crypticcrossword#1\"],"
    "\"title\":\"T\",\"editor\":\"E\",\"date\":\"01/02/2026\","
    "\"dimensions\":{\"width\":3,\"height\":3},"
    "\"puzzle\":[[{\"cell\":1,\"style\":{\"shapebg\":\"circle\"}},2,3],"
    "[4,{\"cell\":0,\"value\":\"E\"},0],"
    "[5,0,{\"cell\":0,\"style\":{\"color\":\"ff0000\"}}]],"
    "\"solution\":[[\"A\",\"B\",\"C\"],[\"D\",\"E\",\"F\"],"
    "[\"G\",\"H\",\"I\"]],"
    "\"saved\":[[\"A\",\"\",\"\"],[\"\",\"\",\"\"],[\"\",\"\",\"\"]],"
    "\"clues\":{\"Across\":[{\"number\":1,\"clue\":\"a\","
    "\"enumeration\":\"3\"},[4,\"d\"],[5,\"g\"],[9,\"none\"]],"
    "\"Down\":[[1,\"a\"],[2,\"b\"],[3,\"c\"]]}}";

static void
assert_losses(const struct xw_puzzle *p, const char *name, int n,
    const char *want)
{
	char buf[512];

	assert_int_equal(xw_format_losses(p, xw_format_by_name(name), buf,
	    sizeof(buf)), n);
	assert_string_equal(buf, want);
}

static void
test_losses(void **state)
{
	struct xw_puzzle *p = ipuz_read(rich), *plain = ipuz_read(simple);
	char small[32];

	(void)state;
	assert_losses(p, "ipuz", 0, "");
	/* A text grid is the solution alone, and says nothing of the rest
	   by design, as libxw(3) says (QA libapi4 #6). */
	assert_losses(p, "grid", 0, "");
	assert_int_equal(xw_format_by_name("grid")->holds,
	    XW_HOLDS_ALL & ~XW_HOLDS_SCRAMBLED);
	assert_losses(p, "text", 0, "");
	/* Neither .puz nor .xd has a cryptic kind. */
	assert_losses(p, "puz", 7, "the cryptic kind, the editor, the date, "
	    "given letters, shading, enumerations, clues for no entry of its "
	    "numbering");
	assert_losses(p, "jpz", 2, "the cryptic kind, the date");
	assert_losses(p, "xd", 3, "the cryptic kind, the solver's entries, "
	    "clues for no entry of its numbering");
	/* Cut to the buffer, and still counted: whole names only, those
	   that fit ("the cryptic kin" was named, a name cut short). */
	assert_int_equal(xw_format_losses(p, xw_format_by_name("puz"), small,
	    sizeof(small)), 7);
	assert_string_equal(small, "the cryptic kind, the editor");
	assert_int_equal(xw_format_losses(p, xw_format_by_name("puz"), small,
	    16), 7);
	assert_string_equal(small, "the editor");
	/* Size 0: counted, and not a byte written (QA libapi4 #4). */
	small[0] = 'x';
	assert_int_equal(xw_format_losses(p, xw_format_by_name("puz"), small,
	    0), 7);
	assert_int_equal(xw_format_losses(p, xw_format_by_name("ipuz"), small,
	    0), 0);
	assert_int_equal(small[0], 'x');
	/* A plain puzzle loses nothing anywhere. */
	assert_losses(plain, "puz", 0, "");
	assert_losses(plain, "jpz", 0, "");
	assert_losses(plain, "xd", 0, "");
	xw_puzzle_free(plain);
	xw_puzzle_free(p);
}

/*
 * A clue's own text that .xd reads as markup is written as it is: a
 * change, not a loss, said apart (the losses warning ended "left out",
 * QA fuzz5 #3).
 */
static void
test_changes(void **state)
{
	static const char braces[] = "{\"version\":\"http://ipuz.org/v2\","
	    "\"kind\":[\"http://ipuz.org/crossword#1\"],"
	    "\"dimensions\":{\"width\":3,\"height\":1},"
	    "\"puzzle\":[[1,0,0]],\"solution\":[[\"C\",\"A\",\"T\"]],"
	    "\"clues\":{\"Across\":[[1,\"a {/b/} c\"]]}}";
	struct xw_puzzle *p = ipuz_read(braces), *plain = ipuz_read(simple);
	char buf[128];

	(void)state;
	assert_int_equal(xw_format_changes(p, xw_format_by_name("xd"), buf,
	    sizeof(buf)), 1);
	assert_string_equal(buf, "the text of clue 1-across, written as it "
	    "is, comes back as markup");
	assert_losses(p, "xd", 0, "");
	assert_int_equal(xw_format_changes(p, xw_format_by_name("puz"), buf,
	    sizeof(buf)), 0);
	assert_string_equal(buf, "");
	assert_int_equal(xw_format_changes(plain, xw_format_by_name("xd"),
	    buf, sizeof(buf)), 0);
	assert_string_equal(buf, "");
	/* Size 0: counted, and not a byte written. */
	buf[0] = 'x';
	assert_int_equal(xw_format_changes(p, xw_format_by_name("xd"), buf,
	    0), 1);
	assert_int_equal(buf[0], 'x');
	xw_puzzle_free(plain);
	xw_puzzle_free(p);
}

/*
 * A grid 0 wide or high, which xw_puzzle_new makes, is refused by every
 * writer; the ipuz and grid writers wrote one that does not read back
 * (QA libapi5 #3). The buffer is left as it was.
 */
static void
test_write_empty(void **state)
{
	static const char *const names[] = { "ipuz", "grid", "jpz" };
	static const int sizes[][2] = { { 0, 5 }, { 5, 0 }, { 0, 0 } };
	struct xw_buf b = { 0 };
	struct xw_puzzle *p;
	struct xw_error e;
	char want[64];
	size_t i, k;

	(void)state;
	xw_buf_puts(&b, "kept");
	for (k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
		p = xw_puzzle_new(sizes[k][0], sizes[k][1]);
		snprintf(want, sizeof(want), "grid %dx%d is empty",
		    sizes[k][0], sizes[k][1]);
		for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
			assert_int_equal(xw_puzzle_write(p,
			    xw_format_by_name(names[i]), &b, &e), -1);
			assert_int_equal(e.code, XW_ERR_CANNOT_HOLD);
			assert_string_equal(e.msg, want);
			assert_string_equal(b.s, "kept");
		}
		/* .puz and .xd refuse it for reasons of their own. */
		assert_int_equal(xw_puzzle_write(p, xw_format_by_name("puz"),
		    &b, &e), -1);
		assert_int_equal(xw_puzzle_write(p, xw_format_by_name("xd"),
		    &b, &e), -1);
		assert_string_equal(b.s, "kept");
		xw_puzzle_free(p);
	}
	xw_buf_free(&b);
}

UNIT_MAIN("format", NULL, NULL,
	cmocka_unit_test(test_table),
	cmocka_unit_test(test_by_ext),
	cmocka_unit_test(test_detect_and_read),
	cmocka_unit_test(test_no_format),
	cmocka_unit_test(test_detect_bounded),
	cmocka_unit_test(test_strict_json),
	cmocka_unit_test_setup_teardown(test_name_says, make_folder,
		    rm_folder),
	cmocka_unit_test(test_force),
	cmocka_unit_test(test_write_failure),
	cmocka_unit_test(test_losses),
	cmocka_unit_test(test_changes),
	cmocka_unit_test(test_write_empty))
