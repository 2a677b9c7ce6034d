/* See LICENSE file for copyright and license details. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "grid.h"
#include "ipuz.h"
#include "unit.h"
#include "puz.h"
#include "util.h"

/* Files of the corpus that must be refused, and why (t/corpus/SOURCES). */
static const struct {
	const char *name;
	enum xw_errcode code;
	const char *msg;
} known_bad[] = {
	{ "puzpy__ONE_bad.puz", XW_ERR_FORMAT,
	    "not a .puz file: no ACROSS&DOWN magic" },
	{ "puzzmo__plus-symbol-rebus.puz", XW_ERR_CHECKSUM,
	    "clue count 1536 does not match the grid's 6 entries: it is 6 "
	    "stored big-endian, as puzjs writes it" },
	{ "puzzmo__truncated-strings.puz", XW_ERR_INVALID,
	    "clue count 8704 does not match the grid's 35 entries" },
	{ "xword-parser__fuzz-crash-7f97879d.puz", XW_ERR_SYNTAX,
	    "truncated: the header needs 52 bytes, 51 remain" },
	{ "xword-parser__fuzz-crash-a61ad970.puz", XW_ERR_INVALID,
	    "empty grid: width 0, height 3" },
	{ "xword-parser__fuzz-timeout-6dcac092.puz", XW_ERR_SYNTAX,
	    "truncated: the solution grid needs 11760 bytes, 1169 remain" },
	{ "xword-parser__fuzz-timeout-7a46dfc0.puz", XW_ERR_SYNTAX,
	    "truncated: the solution grid needs 65025 bytes, 124 remain" },
	{ "xword-parser__fuzz-timeout-ef92570b.puz", XW_ERR_SYNTAX,
	    "truncated: the solution grid needs 2070 bytes, 888 remain" },
};

#define NBAD (sizeof(known_bad) / sizeof(known_bad[0]))

/* A file's bytes (caller frees). */
static unsigned char *
file_bytes(const char *path, size_t *len)
{
	struct xw_error e;
	char *buf;

	if (xw_slurp(path, &buf, len, &e))
		fail_msg("%s: %s", path, e.msg);
	return (unsigned char *)buf;
}

/* A corpus file's bytes (caller frees). */
static unsigned char *
corpus_file(const char *sub, const char *name, size_t *len)
{
	return file_bytes(corpus_path(sub, name), len);
}

/* xw_puz_read of the bytes buf with flags (XW_READ_*) and key. */
static struct xw_puzzle *
puz_read(const unsigned char *buf, size_t len, const char *name,
    unsigned flags, int key, struct xw_error *e)
{
	struct xw_read_opts o = { flags, key };

	return xw_puz_read((const char *)buf, len, name, &o, e);
}

static struct xw_puzzle *
load_puz(const unsigned char *buf, size_t len, unsigned flags, int key)
{
	struct xw_error e;
	struct xw_puzzle *p = puz_read(buf, len, "t.puz", flags, key, &e);

	if (p == NULL)
		fail_msg("load failed: %s", e.msg);
	return p;
}

static struct xw_puzzle *
load_corpus(const char *name, int key)
{
	struct xw_puzzle *p;
	unsigned char *buf;
	size_t len;

	buf = corpus_file("puz", name, &len);
	p = load_puz(buf, len, 0, key);
	free(buf);
	return p;
}

/* Load buf, which must fail with exactly code and msg. */
static void
load_fails(const unsigned char *buf, size_t len, unsigned flags, int key,
    enum xw_errcode code, const char *msg)
{
	struct xw_error e;
	struct xw_puzzle *p = puz_read(buf, len, "t.puz", flags, key, &e);

	if (p != NULL) {
		xw_puzzle_free(p);
		fail_msg("loaded, expected \"%s\"", msg);
	}
	assert_string_equal(e.file, "t.puz");
	assert_string_equal(e.msg, msg);
	assert_int_equal(e.code, code);
}

static unsigned char *
write_puz(const struct xw_puzzle *p, size_t *len)
{
	struct xw_buf out = { 0 };
	struct xw_error e;

	if (xw_puz_write(p, &out, &e))
		fail_msg("write failed: %s", e.msg);
	*len = out.len;
	return (unsigned char *)xw_buf_take(&out);
}

/* Whether buf, read and written again, is the same bytes. */
static int
same_back(const unsigned char *buf, size_t len)
{
	struct xw_puzzle *p = load_puz(buf, len, 0, -1);
	unsigned char *out;
	size_t outlen;
	int same;

	out = write_puz(p, &outlen);
	same = outlen == len && memcmp(out, buf, len) == 0;
	free(out);
	xw_puzzle_free(p);
	return same;
}

static void
write_fails(const struct xw_puzzle *p, const char *msg)
{
	struct xw_buf out = { 0 };
	struct xw_error e;

	if (xw_puz_write(p, &out, &e) == 0) {
		xw_buf_free(&out);
		fail_msg("written, expected \"%s\"", msg);
	}
	assert_string_equal(e.msg, msg);
	assert_int_equal(e.code, XW_ERR_CANNOT_HOLD);
	assert_string_equal(e.file, "");
	assert_int_equal(out.len, 0);
}

static struct xw_puzzle *
load_ipuz(const char *json)
{
	struct xw_error e;
	struct xw_puzzle *p = xw_ipuz_read(json, strlen(json), "t.ipuz", NULL, &e);

	if (p == NULL)
		fail_msg("ipuz load failed: %s", e.msg);
	return p;
}

/* An ipuz puzzle as .puz bytes (caller frees). */
static unsigned char *
puz_of(const char *json, size_t *len)
{
	struct xw_puzzle *p = load_ipuz(json);
	unsigned char *out = write_puz(p, len);

	xw_puzzle_free(p);
	return out;
}

/* The solution of the slot numbered n in direction dir. */
static char *
answer(const struct xw_puzzle *p, enum xw_dir dir, const char *n)
{
	const struct xw_slot *s = xw_slot_by_label(p, dir, n);

	assert_non_null(s);
	return xw_slot_answer(p, s);
}

static int
has_answer(const struct xw_puzzle *p, const char *word)
{
	char *a;
	size_t i;
	int found = 0;

	for (i = 0; i < p->nslots && !found; i++) {
		if ((a = xw_slot_answer(p, &p->slots[i])) != NULL)
			found = strstr(a, word) != NULL;
		free(a);
	}
	return found;
}

#define HEAD "{\"version\":\"http://ipuz.org/v2\"," \
    "\"kind\":[\"http://ipuz.org/crossword#1\"],"

/* ABC / ..D / EFG: 1 and 3 across, 2 down (formats.md's scramble grid). */
#define DIMS3 "\"dimensions\":{\"width\":3,\"height\":3},"
#define SOL3 "\"solution\":[[\"A\",\"B\",\"C\"],[\"#\",\"#\",\"D\"]," \
    "[\"E\",\"F\",\"G\"]],"
/* The puzzle grid with cell 2 given: 0 or an object. */
#define PUZ3(c2) "\"puzzle\":[[1,0," c2 "],[\"#\",\"#\",0],[3,0,0]],"
#define GRID3 DIMS3 PUZ3("2") SOL3
#define CLUES3 "\"clues\":{\"Across\":[[1,\"a\"],[3,\"c\"]]," \
    "\"Down\":[[2,\"b\"]]}}"
#define SMALL HEAD "\"title\":\"T\",\"author\":\"A\"," GRID3 CLUES3

/* Where the strings of a 3x3 puzzle start. */
#define STRINGS (0x34 + 2 * 9)

static void
test_write_small(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf, *again;
	size_t len, len2;

	(void)state;
	buf = puz_of(SMALL, &len);
	assert_int_equal(len, STRINGS + 12);
	assert_memory_equal(buf + 2, "ACROSS&DOWN\0", 12);
	assert_memory_equal(buf + 0x18, "1.3\0", 4);
	assert_memory_equal(buf + 0x34, "ABC..DEFG---..----", 18);
	assert_memory_equal(buf + STRINGS, "T\0A\0\0a\0b\0c\0\0", 12);
	p = load_puz(buf, len, 0, -1);
	assert_string_equal(p->meta[XW_META_TITLE], "T");
	assert_null(p->meta[XW_META_COPYRIGHT]);
	assert_int_equal(p->nlists, 2);
	assert_string_equal(p->lists[0].clues[1].number, "3");
	assert_string_equal(p->lists[0].clues[1].text, "c");
	assert_string_equal(p->lists[1].clues[0].number, "2");
	assert_int_equal(p->lists[1].clues[0].ncells, 3);
	assert_string_equal(xw_cell_at(p, 0, 2)->label, "2");
	again = write_puz(p, &len2);
	assert_int_equal(len, len2);
	assert_memory_equal(buf, again, len);
	free(again);
	xw_puzzle_free(p);
	free(buf);
}

/* formats.md 1.8: "ABC..DEFG" with key 1234 gives "MOP..KLOJ". */
static void
test_scramble(void **state)
{
	struct xw_puzzle *p;
	struct xw_error e;
	unsigned char *buf;
	size_t len;

	(void)state;
	buf = puz_of(SMALL, &len);
	assert_int_equal(xw_puz_lock(buf, len, "t.puz", 1234, &e), 0);
	assert_memory_equal(buf + 0x34, "MOP..KLOJ", 9);
	assert_int_equal(buf[0x32], 4);
	p = load_puz(buf, len, 0, -1);
	assert_false(p->has_solution);
	assert_null(xw_cell_at(p, 0, 0)->solution);
	xw_puzzle_free(p);
	p = load_puz(buf, len, 0, 1234);
	assert_true(p->has_solution);
	assert_string_equal(xw_cell_at(p, 2, 2)->solution, "G");
	xw_puzzle_free(p);
	assert_int_equal(xw_puz_lock(buf, len, "t.puz", 1234, &e), -1);
	assert_string_equal(e.msg, "cannot scramble: the solution is already "
	    "scrambled");
	assert_int_equal(e.code, XW_ERR_INVALID);
	assert_string_equal(e.file, "t.puz");
	load_fails(buf, len, 0, 10000, XW_ERR_ARG,
	    "key 10000 out of range 0-9999");
	/* Found, when asked to find it. */
	assert_int_equal(xw_puz_find_key(buf, len, "t.puz", &e), 1234);
	p = load_puz(buf, len, 0, XW_KEY_FIND);
	assert_string_equal(xw_cell_at(p, 2, 2)->solution, "G");
	xw_puzzle_free(p);
	/* The scrambled checksum of no key (the checksums do not cover it). */
	buf[0x1e] = 0x01;
	buf[0x1f] = 0x00;
	load_fails(buf, len, 0, XW_KEY_FIND, XW_ERR_SCRAMBLED,
	    "no key unscrambles the solution");
	load_fails(buf, len, 0, 1234, XW_ERR_SCRAMBLED,
	    "wrong key: 1234 does not unscramble the solution");
	/* Only letters are scrambled. */
	buf[0x34] = '1';
	assert_int_equal(xw_puz_find_key(buf, len, "t.puz", &e), -1);
	assert_string_equal(e.msg, "cannot scramble: the solution holds 0x31, "
	    "not a letter A-Z");
	assert_int_equal(e.code, XW_ERR_SCRAMBLED);
	assert_string_equal(e.file, "t.puz");
	free(buf);
	buf = puz_of(SMALL, &len);
	assert_int_equal(xw_puz_find_key(buf, len, "t.puz", &e), -1);
	assert_string_equal(e.msg, "not scrambled: there is no key to find");
	assert_int_equal(e.code, XW_ERR_NOT_SCRAMBLED);
	assert_string_equal(e.file, "t.puz");
	/* An unscrambled file reads as it is when a key is to be found. */
	p = load_puz(buf, len, 0, XW_KEY_FIND);
	assert_string_equal(xw_cell_at(p, 2, 2)->solution, "G");
	xw_puzzle_free(p);
	assert_int_equal(xw_puz_lock(buf, len, "t.puz", 10000, &e), -1);
	assert_string_equal(e.msg, "key 10000 out of range 0-9999");
	assert_int_equal(e.code, XW_ERR_ARG);
	assert_int_equal(xw_puz_lock(buf, 40, "t.puz", 1234, &e), -1);
	assert_string_equal(e.msg,
	    "truncated: the header needs 52 bytes, 40 remain");
	assert_int_equal(e.code, XW_ERR_SYNTAX);
	assert_string_equal(e.file, "t.puz");
	buf[0x34] = '1';
	assert_int_equal(xw_puz_lock(buf, len, "t.puz", 1234, &e), -1);
	assert_string_equal(e.msg, "cannot scramble: the solution holds 0x31, "
	    "not a letter A-Z");
	assert_int_equal(e.code, XW_ERR_CANNOT_HOLD);
	assert_memory_equal(buf + 0x34, "1BC..DEFG", 9);	/* untouched */
	free(buf);
	buf = puz_of(HEAD DIMS3 PUZ3("2") CLUES3, &len);
	assert_int_equal(xw_puz_lock(buf, len, "t.puz", 1234, &e), -1);
	assert_string_equal(e.msg, "cannot scramble: the solution is not in "
	    "the file");
	assert_int_equal(e.code, XW_ERR_INVALID);
	free(buf);
}

static void
test_encodings(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf;
	size_t len;

	(void)state;
	/* Windows-1252, so 1.3: é is 0xe9 and € is 0x80. */
	buf = puz_of(HEAD "\"title\":\"Café €\"," GRID3 CLUES3, &len);
	assert_memory_equal(buf + 0x18, "1.3\0", 4);
	assert_memory_equal(buf + STRINGS, "Caf\xe9 \x80\0", 7);
	p = load_puz(buf, len, 0, -1);
	assert_string_equal(p->meta[XW_META_TITLE], "Café €");
	xw_puzzle_free(p);
	free(buf);
	/* Ω is not in Windows-1252: 2.0 and UTF-8. */
	buf = puz_of(HEAD "\"title\":\"Ω\"," GRID3 CLUES3, &len);
	assert_memory_equal(buf + 0x18, "2.0\0", 4);
	assert_memory_equal(buf + STRINGS, "\xce\xa9\0", 3);
	p = load_puz(buf, len, 0, -1);
	assert_string_equal(p->meta[XW_META_TITLE], "Ω");
	xw_puzzle_free(p);
	buf[STRINGS] = 0xff;
	load_fails(buf, len, XW_READ_FORCE, -1, XW_ERR_SYNTAX,
	    "title is not valid UTF-8");
	free(buf);
}

/* Rebus answers, circles and a rebus entry survive ipuz -> .puz -> model. */
static void
test_rebus_circles_entries(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf;
	size_t len;

	(void)state;
	buf = puz_of(HEAD "\"dimensions\":{\"width\":3,\"height\":3},"
	    "\"puzzle\":[[1,{\"cell\":2,\"style\":{\"shapebg\":\"circle\"}},3],"
	    "[4,0,0],[5,0,0]],"
	    "\"solution\":[[\"STAR\",\"B\",\"C\"],[\"D\",\"E\",\"F\"],"
	    "[\"G\",\"H\",\"Ω\"]],"
	    "\"saved\":[[\"ST\",\"\",\"\"],[\"\",\"E\",\"\"],[\"\",\"\",\"\"]],"
	    "\"clues\":{\"Across\":[[1,\"a\"],[4,\"d\"],[5,\"e\"]],"
	    "\"Down\":[[1,\"a\"],[2,\"b\"],[3,\"c\"]]}}", &len);
	assert_memory_equal(buf + 0x18, "2.0\0", 4);
	assert_memory_equal(buf + 0x34, "SBCDEFGHX", 9);
	assert_memory_equal(buf + 0x34 + 9, "S---E----", 9);
	p = load_puz(buf, len, 0, -1);
	assert_string_equal(xw_cell_at(p, 0, 0)->solution, "STAR");
	assert_string_equal(xw_cell_at(p, 2, 2)->solution, "Ω");
	assert_string_equal(xw_cell_at(p, 0, 0)->value, "ST");
	assert_string_equal(xw_cell_at(p, 1, 1)->value, "E");
	assert_true(xw_cell_at(p, 0, 1)->style & XW_STYLE_CIRCLE);
	assert_false(xw_cell_at(p, 0, 0)->style & XW_STYLE_CIRCLE);
	xw_puzzle_free(p);
	free(buf);
}

/*
 * RUSR laid out as RTBL is, by rebus key (puzpy writes it so), is read:
 * the entry of a key in every cell GRBS gives it; written, it is the
 * usual RUSR again. A table whose key no cell has is passed over.
 */
static void
test_rusr_table(void **state)
{
	static const char table[] = " 1:SEAR; 7:NONE;";
	struct xw_puzzle *p;
	unsigned char *buf, *b, *rusr, *out;
	size_t len, n = sizeof(table) - 1, k, i, outlen;
	unsigned c = 0;

	(void)state;
	buf = puz_of(HEAD "\"dimensions\":{\"width\":2,\"height\":2},"
	    "\"puzzle\":[[1,2],[3,0]],"
	    "\"solution\":[[\"STAR\",\"B\"],[\"C\",\"D\"]],"
	    "\"saved\":[[\"ST\",\"\"],[\"\",\"\"]],"
	    "\"clues\":{\"Across\":[[1,\"a\"],[3,\"c\"]],"
	    "\"Down\":[[1,\"a\"],[2,\"b\"]]}}", &len);
	/* The last section is RUSR: its usual layout, then the table. */
	rusr = buf + len - (8 + 6 + 1);
	assert_memory_equal(rusr, "RUSR", 4);
	assert_memory_equal(rusr + 8, "ST\0\0\0\0", 6);
	b = malloc(len + n);
	k = (size_t)(rusr - buf);
	memcpy(b, buf, k);
	memcpy(b + k, "RUSR", 4);
	b[k + 4] = (unsigned char)n;
	b[k + 5] = 0;
	for (i = 0; i < n; i++) {
		c = (c & 1) ? (c >> 1) | 0x8000 : c >> 1;
		c = (c + (unsigned char)table[i]) & 0xffff;
	}
	b[k + 6] = (unsigned char)(c & 0xff);
	b[k + 7] = (unsigned char)(c >> 8);
	memcpy(b + k + 8, table, n);
	b[k + 8 + n] = 0;
	p = load_puz(b, k + 9 + n, 0, -1);
	assert_string_equal(xw_cell_at(p, 0, 0)->value, "SEAR");
	assert_null(xw_cell_at(p, 0, 1)->value);
	out = write_puz(p, &outlen);
	assert_memory_equal(out + outlen - 17, "RUSR", 4);
	assert_memory_equal(out + outlen - 9, "SEAR\0\0\0\0\0", 9);
	free(out);
	xw_puzzle_free(p);
	free(b);
	free(buf);
}

/* Append a section with a wrong checksum to SMALL, read it forced. */
static void
section_fails(const char *code, const char *data, size_t n,
    enum xw_errcode err, const char *msg)
{
	unsigned char *buf, *b;
	size_t len;

	buf = puz_of(SMALL, &len);
	b = malloc(len + 9 + n);
	memcpy(b, buf, len);
	memcpy(b + len, code, 4);
	b[len + 4] = (unsigned char)n;
	b[len + 5] = 0;
	b[len + 6] = b[len + 7] = 0;
	memcpy(b + len + 8, data, n);
	b[len + 8 + n] = 0;
	load_fails(b, len + 9 + n, XW_READ_FORCE, -1, err, msg);
	free(b);
	free(buf);
}

static void
test_read_errors(void **state)
{
	unsigned char *buf;
	size_t len;

	(void)state;
	buf = puz_of(SMALL, &len);
	load_fails(buf, 0, 0, -1, XW_ERR_FORMAT,
	    "not a .puz file: no ACROSS&DOWN magic");
	load_fails(buf + 1, len - 1, 0, -1, XW_ERR_FORMAT,
	    "not a .puz file: no ACROSS&DOWN magic");
	load_fails(buf, 40, 0, -1, XW_ERR_SYNTAX,
	    "truncated: the header needs 52 bytes, 40 remain");
	load_fails(buf, 0x34 + 4, 0, -1, XW_ERR_SYNTAX,
	    "truncated: the solution grid needs 9 bytes, 4 remain");
	load_fails(buf, 0x34 + 11, 0, -1, XW_ERR_SYNTAX,
	    "truncated: the player grid needs 9 bytes, 2 remain");
	load_fails(buf, STRINGS + 3, 0, -1, XW_ERR_SYNTAX,
	    "truncated: the author has no terminating NUL");
	load_fails(buf, STRINGS + 6, 0, -1, XW_ERR_SYNTAX,
	    "truncated: the clue 1 of 3 has no terminating NUL");
	load_fails(buf, len - 1, 0, -1, XW_ERR_SYNTAX,
	    "truncated: the notes has no terminating NUL");
	/* The same faults, met when a key is to be found. */
	load_fails(buf + 1, len - 1, 0, XW_KEY_FIND, XW_ERR_FORMAT,
	    "not a .puz file: no ACROSS&DOWN magic");
	load_fails(buf, len - 1, 0, XW_KEY_FIND, XW_ERR_SYNTAX,
	    "truncated: the notes has no terminating NUL");
	buf[0x2e] = 4;
	load_fails(buf, len, 0, -1, XW_ERR_INVALID,
	    "clue count 4 does not match the grid's 3 entries");
	buf[0x2e] = 3;
	buf[0x30] = 2;
	load_fails(buf, len, 0, -1, XW_ERR_CHECKSUM,
	    "CIB checksum mismatch: stored 0x4a00, computed 0x6a00");
	buf[0x30] = 1;
	buf[0x2c] = 0;
	load_fails(buf, len, 0, -1, XW_ERR_INVALID,
	    "empty grid: width 0, height 3");
	free(buf);
	section_fails("GEXT", "\x80\x80", 2, XW_ERR_SYNTAX,
	    "GEXT section has 2 bytes, the grid has 9 cells");
	section_fails("GRBS", "\0\0", 2, XW_ERR_SYNTAX,
	    "GRBS section has 2 bytes, the grid has 9 cells");
	section_fails("GRBS", "\0\0\0\0\0\0\0\0\5", 9, XW_ERR_INVALID,
	    "GRBS: row 3, column 3 names rebus 4, which RTBL lacks");
	section_fails("RTBL", "xx;", 3, XW_ERR_SYNTAX,
	    "RTBL section is not a list of \"key:text;\" entries");
	section_fails("RUSR", "A", 2, XW_ERR_SYNTAX, "RUSR section does not "
	    "hold one string for each of the grid's 9 cells");
}

/* The clues of list l ("1 a", "3 c"), their numbers and texts. */
static void
assert_clues(const struct xw_puzzle *p, size_t l, const char *const *want,
    size_t n)
{
	char got[256];
	size_t i;

	assert_true(l < p->nlists);
	assert_int_equal(p->lists[l].nclues, n);
	for (i = 0; i < n; i++) {
		snprintf(got, sizeof(got), "%s %s", p->lists[l].clues[i].number,
		    p->lists[l].clues[i].text);
		assert_string_equal(got, want[i]);
	}
}

/*
 * The clue count stored big-endian, as puzjs writes it: refused as a
 * fault -f reads past, and read with XW_READ_FORCE as the grid's count;
 * a count that is no swap of it is refused, forced or not.
 */
static void
test_swapped_count(void **state)
{
	static const char *const across[] = { "1 a", "3 c" };
	static const char *const down[] = { "2 b" };
	unsigned char *buf, *out;
	struct xw_puzzle *p;
	size_t len, outlen;

	(void)state;
	buf = puz_of(SMALL, &len);
	assert_int_equal(buf[0x2e], 3);
	assert_int_equal(buf[0x2f], 0);
	buf[0x2e] = 0;
	buf[0x2f] = 3;
	load_fails(buf, len, 0, -1, XW_ERR_CHECKSUM, "clue count 768 does "
	    "not match the grid's 3 entries: it is 3 stored big-endian, as "
	    "puzjs writes it");
	load_fails(buf, len, 0, XW_KEY_FIND, XW_ERR_CHECKSUM, "clue count "
	    "768 does not match the grid's 3 entries: it is 3 stored "
	    "big-endian, as puzjs writes it");
	p = load_puz(buf, len, XW_READ_FORCE, -1);
	assert_string_equal(p->meta[XW_META_TITLE], "T");
	assert_string_equal(p->meta[XW_META_AUTHOR], "A");
	assert_clues(p, 0, across, 2);
	assert_clues(p, 1, down, 1);
	/* Written back with the count as the format has it. */
	out = write_puz(p, &outlen);
	buf[0x2e] = 3;
	buf[0x2f] = 0;
	assert_int_equal(outlen, len);
	assert_memory_equal(out, buf, len);
	free(out);
	xw_puzzle_free(p);
	buf[0x2e] = 0;
	buf[0x2f] = 4;
	load_fails(buf, len, 0, -1, XW_ERR_INVALID,
	    "clue count 1024 does not match the grid's 3 entries");
	load_fails(buf, len, XW_READ_FORCE, -1, XW_ERR_INVALID,
	    "clue count 1024 does not match the grid's 3 entries");
	buf[0x2e] = 3;
	buf[0x2f] = 1;
	load_fails(buf, len, XW_READ_FORCE, -1, XW_ERR_INVALID,
	    "clue count 259 does not match the grid's 3 entries");
	free(buf);
}

/*
 * Sections as puzjs's Extension() writes them (its src/puz.js): the
 * length big-endian, checksum 0, no NUL after the data. On SMALL
 * (ABC/..D/EFG): rebus ACE at r1c1, a circle at r3c3.
 */
#define PJ_GRBS "GRBS\0\011\0\0\001\0\0\0\0\0\0\0\0"
#define PJ_RTBL "RTBL\0\006\0\0" "0:ACE;"
#define PJ_GEXT "GEXT\0\011\0\0\0\0\0\0\0\0\0\0\200"
#define PJ_ALL PJ_GRBS PJ_RTBL PJ_GEXT
#define PJ_FAULTS "section lengths GRBS 2304, RTBL 1536 and GEXT 2304 do " \
    "not fit: they are 9, 6 and 9 stored big-endian"

/* SMALL as .puz with n bytes of secs after its strings (caller frees). */
static unsigned char *
small_with(const char *secs, size_t n, size_t *small, size_t *len)
{
	unsigned char *buf = puz_of(SMALL, small), *b;

	b = xw_emalloc(*small + n);
	memcpy(b, buf, *small);
	memcpy(b + *small, secs, n);
	*len = *small + n;
	free(buf);
	return b;
}

/* p is SMALL with rebus ACE at r1c1 and a circle at r3c3. */
static void
assert_puzjs_small(const struct xw_puzzle *p)
{
	assert_string_equal(xw_cell_at(p, 0, 0)->solution, "ACE");
	assert_string_equal(xw_cell_at(p, 0, 1)->solution, "B");
	assert_true(xw_cell_at(p, 2, 2)->style & XW_STYLE_CIRCLE);
	assert_false(xw_cell_at(p, 0, 0)->style & XW_STYLE_CIRCLE);
}

/*
 * Section lengths stored big-endian and no NUL after the data, as puzjs
 * writes them: refused as a fault -f reads past, all of them and the
 * count told in one error; read whole with XW_READ_FORCE, and written
 * back as the format has them.
 */
static void
test_puzjs_sections(void **state)
{
	static const char nuls[] = PJ_GRBS "\0" PJ_RTBL "\0" PJ_GEXT "\0";
	unsigned char *buf, *out;
	struct xw_puzzle *p, *q;
	size_t small, len, outlen, at;

	(void)state;
	buf = small_with(PJ_ALL, sizeof(PJ_ALL) - 1, &small, &len);
	load_fails(buf, len, 0, -1, XW_ERR_CHECKSUM, PJ_FAULTS ", with no "
	    "NUL after the data of GRBS, RTBL and GEXT, as puzjs writes them");
	load_fails(buf, len, 0, XW_KEY_FIND, XW_ERR_CHECKSUM, PJ_FAULTS
	    ", with no NUL after the data of GRBS, RTBL and GEXT, as puzjs "
	    "writes them");
	p = load_puz(buf, len, XW_READ_FORCE, -1);
	assert_puzjs_small(p);
	/* Little-endian, each with its NUL and checksum; the rest as it
	   was, the checksums of the header not covering sections. */
	out = write_puz(p, &outlen);
	assert_int_equal(outlen, len + 3);
	assert_memory_equal(out, buf, small);
	at = small;
	assert_memory_equal(out + at, "GRBS\011\0", 6);
	assert_int_equal(out[at + 8 + 9], 0);
	at += 8 + 9 + 1;
	assert_memory_equal(out + at, "RTBL\006\0", 6);
	assert_memory_equal(out + at + 8, "0:ACE;\0", 7);
	at += 8 + 6 + 1;
	assert_memory_equal(out + at, "GEXT\011\0", 6);
	assert_int_equal(out[at + 8 + 8], 0x80);
	assert_int_equal(out[at + 8 + 9], 0);
	q = load_puz(out, outlen, 0, -1);
	assert_puzjs_small(q);
	xw_puzzle_free(q);
	xw_puzzle_free(p);
	free(out);
	/* And the clue count big-endian too: one error for all. */
	buf[0x2e] = 0;
	buf[0x2f] = 3;
	load_fails(buf, len, 0, -1, XW_ERR_CHECKSUM, "clue count 768 does "
	    "not match the grid's 3 entries and section lengths GRBS 2304, "
	    "RTBL 1536 and GEXT 2304 do not fit: they are 3, 9, 6 and 9 "
	    "stored big-endian, with no NUL after the data of GRBS, RTBL and "
	    "GEXT, as puzjs writes them");
	p = load_puz(buf, len, XW_READ_FORCE, -1);
	assert_puzjs_small(p);
	xw_puzzle_free(p);
	free(buf);
	/* Each with its NUL: the lengths alone. */
	buf = small_with(nuls, sizeof(nuls) - 1, &small, &len);
	load_fails(buf, len, 0, -1, XW_ERR_CHECKSUM, PJ_FAULTS ", as puzjs "
	    "writes them");
	p = load_puz(buf, len, XW_READ_FORCE, -1);
	assert_puzjs_small(p);
	xw_puzzle_free(p);
	free(buf);
	/* One section, one fault; a NUL missing alone (an empty LTIM at
	   the end, its length the same either way). */
	buf = small_with(PJ_GEXT "\0", sizeof(PJ_GEXT), &small, &len);
	load_fails(buf, len, 0, -1, XW_ERR_CHECKSUM, "section length GEXT "
	    "2304 does not fit: it is 9 stored big-endian, as puzjs writes "
	    "it");
	free(buf);
	buf = small_with("LTIM\0\0\0\0", 8, &small, &len);
	load_fails(buf, len, 0, -1, XW_ERR_CHECKSUM, "no NUL after the data "
	    "of LTIM, as puzjs writes it");
	p = load_puz(buf, len, XW_READ_FORCE, -1);
	xw_puzzle_free(p);
	free(buf);
}

/*
 * What is not puzjs's is as it was: a grid section whose length swapped
 * is not the grid's is cut short, forced or not; a section the format
 * does not define is postscript, and comes back as it was.
 */
static void
test_puzjs_not(void **state)
{
	static const char grbs8[] = "GRBS\0\010\0\0\001\0\0\0\0\0\0\0";
	static const char other[] = "ABCD\0\011\0\0\001\0\0\0\0\0\0\0\0";
	unsigned char *buf;
	size_t small, len;

	(void)state;
	buf = small_with(grbs8, sizeof(grbs8) - 1, &small, &len);
	load_fails(buf, len, 0, -1, XW_ERR_SYNTAX, "truncated: the GRBS "
	    "section needs 2057 bytes, 16 remain");
	load_fails(buf, len, XW_READ_FORCE, -1, XW_ERR_SYNTAX, "truncated: "
	    "the GRBS section needs 2057 bytes, 16 remain");
	free(buf);
	buf = small_with(other, sizeof(other) - 1, &small, &len);
	assert_true(same_back(buf, len));
	free(buf);
}

/*
 * A 16x16 grid: 256 stored big-endian is 1, which fits, with a NUL
 * after it when the second cell is not circled; but a grid section of
 * one byte is no grid's, and its length swapped is.
 */
static void
test_puzjs_grid256(void **state)
{
	unsigned char *buf, *b;
	struct xw_puzzle *p;
	size_t n = 256, len = 0x34 + 2 * n + 36 + 8 + n, i;

	(void)state;
	/* No checksum, all 0 as puzjs has them; 32 empty clues. */
	buf = b = xw_ecalloc(1, len);
	memcpy(b + 2, "ACROSS&DOWN", 12);
	memcpy(b + 0x18, "1.3", 4);
	b[0x2c] = b[0x2d] = 16;
	b[0x2e] = 32;
	b[0x30] = 1;
	memset(b + 0x34, 'A', n);
	memset(b + 0x34 + n, '-', n);
	b += 0x34 + 2 * n + 36;
	memcpy(b, "GEXT\001\0\0\0", 8);
	b[8] = 0x80;
	b[8 + n - 1] = 0x80;
	load_fails(buf, len, 0, -1, XW_ERR_CHECKSUM, "section length GEXT 1 "
	    "does not fit: it is 256 stored big-endian, with no NUL after "
	    "the data of GEXT, as puzjs writes them");
	p = load_puz(buf, len, XW_READ_FORCE, -1);
	for (i = 0; i < n; i++)
		assert_int_equal((p->cells[i].style & XW_STYLE_CIRCLE) != 0,
		    i == 0 || i == n - 1);
	xw_puzzle_free(p);
	free(buf);
}

/* Corrupt one byte; the load must name the checksum, or pass forced. */
static void
corrupt(const unsigned char *orig, size_t len, size_t off, const char *prefix)
{
	unsigned char *buf = malloc(len);
	struct xw_puzzle *p;
	struct xw_error e;

	memcpy(buf, orig, len);
	buf[off] ^= 0x01;
	assert_null(puz_read(buf, len, "t.puz", 0, -1, &e));
	if (strncmp(e.msg, prefix, strlen(prefix)) != 0)
		fail_msg("\"%s\" does not start with \"%s\"", e.msg, prefix);
	assert_int_equal(e.code, XW_ERR_CHECKSUM);
	assert_string_equal(e.file, "t.puz");
	p = load_puz(buf, len, XW_READ_FORCE, -1);
	xw_puzzle_free(p);
	free(buf);
}

static void
test_checksum_errors(void **state)
{
	unsigned char *buf, *b;
	size_t len;

	(void)state;
	buf = puz_of(SMALL, &len);
	corrupt(buf, len, 0, "global checksum mismatch: stored 0x");
	corrupt(buf, len, 0x0e, "CIB checksum mismatch: stored 0x");
	corrupt(buf, len, 0x11, "masked solution checksum mismatch: stored 0x");
	corrupt(buf, len, 0x16, "masked player grid checksum mismatch: ");
	corrupt(buf, len, STRINGS + 5, "global checksum mismatch: ");
	free(buf);
	buf = puz_of(HEAD DIMS3 PUZ3("{\"cell\":2,\"style\":"
	    "{\"shapebg\":\"circle\"}}") SOL3 CLUES3, &len);
	b = memchr(buf + STRINGS, 'G', len - STRINGS);
	assert_non_null(b);
	assert_memory_equal(b, "GEXT\x09\0", 6);
	corrupt(buf, len, (size_t)(b - buf) + 8,
	    "GEXT section checksum mismatch: stored 0x");
	free(buf);
}

static void
test_write_errors(void **state)
{
	struct xw_puzzle *p;

	(void)state;
	p = xw_puzzle_new(300, 1);
	write_fails(p, "grid 300x1 does not fit a .puz: at most 255x255");
	xw_puzzle_free(p);
	p = load_ipuz(HEAD DIMS3 PUZ3("{\"cell\":2,\"style\":"
	    "{\"barred\":\"L\"}}") SOL3 CLUES3);
	write_fails(p, "cell r1c3 has a bar, which a .puz cannot hold");
	xw_puzzle_free(p);
	p = load_ipuz(HEAD GRID3 "\"clues\":{\"Across\":[[1,\"a\"],[3,\"c\"]],"
	    "\"Down\":[[2,\"b\"]],\"Diagonal\":[[1,\"x\"]]}}");
	write_fails(p, "clue list \"Diagonal\" cannot be written to a .puz: "
	    "only Across and Down can");
	xw_puzzle_free(p);
	p = load_ipuz(HEAD GRID3 CLUES3);
	xw_puzzle_set_solution(p, 0, 0, "A;B");
	write_fails(p, "cell r1c1 holds the rebus \"A;B\", which a .puz "
	    "cannot hold: ';' ends a rebus there");
	xw_puzzle_set_solution(p, 0, 0, NULL);
	write_fails(p, "cell r1c1 has no solution");
	xw_puzzle_free(p);
}

/* A width x height puzzle whose every cell holds "A". */
static struct xw_puzzle *
all_a(int width, int height)
{
	struct xw_puzzle *p = xw_puzzle_new(width, height);
	int r, c;

	for (r = 0; r < height; r++)
		for (c = 0; c < width; c++)
			xw_puzzle_set_solution(p, r, c, "A");
	return p;
}

/* A .puz holds a side of 1 to 255 cells: 256 is refused, not written
   as the 0 its byte would hold. */
static void
test_write_size_bounds(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf;
	size_t len;

	(void)state;
	p = all_a(256, 1);
	write_fails(p, "grid 256x1 does not fit a .puz: at most 255x255");
	xw_puzzle_free(p);
	p = all_a(1, 256);
	write_fails(p, "grid 1x256 does not fit a .puz: at most 255x255");
	xw_puzzle_free(p);
	p = all_a(255, 1);
	buf = write_puz(p, &len);
	xw_puzzle_free(p);
	assert_int_equal(buf[0x2c], 255);
	assert_int_equal(buf[0x2d], 1);
	p = load_puz(buf, len, 0, -1);
	assert_int_equal(p->width, 255);
	assert_int_equal(p->height, 1);
	assert_string_equal(xw_cell_at(p, 0, 254)->solution, "A");
	xw_puzzle_free(p);
	free(buf);
}

/* A 16x16 puzzle whose first n cells hold the rebus Q000, Q001, ...
   and the rest "A". */
static struct xw_puzzle *
rebus_puzzle(int n)
{
	struct xw_puzzle *p = all_a(16, 16);
	char q[16];
	int i;

	for (i = 0; i < n; i++) {
		snprintf(q, sizeof(q), "Q%03d", i);
		xw_puzzle_set_solution(p, i / 16, i % 16, q);
	}
	return p;
}

/* GRBS holds a rebus key + 1 in a byte: 254 different answers are the
   most a .puz holds, the 255th is refused, not written past the byte. */
static void
test_rebus_limit(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf;
	size_t len;
	char q[16];
	int i;

	(void)state;
	p = rebus_puzzle(255);
	write_fails(p, "cell r16c15 holds the rebus \"Q254\", one more than "
	    "a .puz can hold: at most 254 different rebus answers");
	xw_puzzle_free(p);
	p = rebus_puzzle(254);
	buf = write_puz(p, &len);
	xw_puzzle_free(p);
	p = load_puz(buf, len, 0, -1);
	for (i = 0; i < 16 * 16; i++) {
		snprintf(q, sizeof(q), "Q%03d", i);
		assert_string_equal(xw_cell_at(p, i / 16, i % 16)->solution,
		    i < 254 ? q : "A");
	}
	xw_puzzle_free(p);
	free(buf);
}

/*
 * A solution letter that is a grid byte of its own ('-' an empty square,
 * '.' a block, ':' an omitted cell) is written 'X' with a rebus, which
 * every reader takes back for the letter; our reader alone would read a
 * raw '-' back, so the bytes are what is checked.
 */
static void
test_write_grid_byte_letters(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf, *g;
	size_t len;

	(void)state;
	p = load_ipuz(SMALL);
	xw_puzzle_set_solution(p, 0, 0, "-");
	xw_puzzle_set_solution(p, 0, 1, ".");
	xw_puzzle_set_solution(p, 0, 2, ":");
	buf = write_puz(p, &len);
	xw_puzzle_free(p);
	assert_memory_equal(buf + 0x34, "XXX..DEFG", 9);
	g = memchr(buf + STRINGS, 'G', len - STRINGS);
	assert_non_null(g);
	assert_memory_equal(g, "GRBS\x09\0", 6);
	assert_memory_equal(g + 8, "\2\3\4\0\0\0\0\0\0\0", 10);
	assert_memory_equal(g + 18, "RTBL\x0f\0", 6);
	assert_memory_equal(g + 26, " 1:-; 2:.; 3::;\0", 16);
	p = load_puz(buf, len, 0, -1);
	assert_string_equal(xw_cell_at(p, 0, 0)->solution, "-");
	assert_string_equal(xw_cell_at(p, 0, 1)->solution, ".");
	assert_string_equal(xw_cell_at(p, 0, 2)->solution, ":");
	xw_puzzle_free(p);
	free(buf);
}

/*
 * A clue's text is plain in a .puz, HTML in the model: a tab is written
 * as a space (a clue is one line), an entity as its character, and read
 * back, a literal '&' that would start an entity ("&amp;" read as
 * text) and '<' are escaped; one that starts none ("R&D") need not be.
 */
static void
test_clue_text(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf;
	size_t len;

	(void)state;
	buf = puz_of(HEAD GRID3 "\"clues\":{\"Across\":[[1,\"Tab\\there\"],"
	    "[3,\"R&amp;D, &amp;amp; &amp;lt;\"]],\"Down\":[[2,\"b\"]]}}",
	    &len);
	assert_int_equal(len, STRINGS + 31);
	assert_memory_equal(buf + STRINGS,
	    "\0\0\0Tab here\0b\0R&D, &amp; &lt;\0\0", 31);
	p = load_puz(buf, len, 0, -1);
	assert_string_equal(p->lists[0].clues[0].text, "Tab here");
	assert_string_equal(p->lists[0].clues[1].text,
	    "R&D, &amp;amp; &amp;lt;");
	xw_puzzle_free(p);
	free(buf);
}

/* The strings of a 3x3 .puz written from json, from the title on. */
static void
assert_strings(const char *json, const char *want, size_t n)
{
	unsigned char *buf;
	size_t len;

	buf = puz_of(json, &len);
	assert_true(len >= STRINGS + n);
	assert_memory_equal(buf + STRINGS, want, n);
	free(buf);
}

/* A .puz numbers its grid: clues go by slot, references follow. */
static void
test_write_numbering(void **state)
{
	(void)state;
	/* A slot without a clue gets "-"; so does an empty clue. */
	assert_strings(HEAD GRID3 "\"clues\":{\"Across\":[[1,\"a\"],"
	    "[3,\"c\"]]}}", "\0\0\0a\0-\0c\0\0", 10);
	assert_strings(HEAD GRID3 "\"clues\":{\"Across\":[[1,\"\"],"
	    "[3,\"c\"]],\"Down\":[[2,\"b\"]]}}", "\0\0\0-\0b\0c\0\0", 10);
	/* Numbered 7, 8, 9 in the file: 1, 2, 3 in a .puz; 5 has no slot. */
	assert_strings(HEAD DIMS3 "\"puzzle\":[[7,0,8],[\"#\",\"#\",0],"
	    "[9,0,0]]," SOL3 "\"clues\":{\"Across\":[[7,\"see 8-Down\"],"
	    "[9,\"x\"],[5,\"gone\"]],\"Down\":[[8,\"7- and 9-Across, "
	    "8-Down\"]]}}", "\0\0\0see 2-Down\0" "1- and 3-Across, 2-Down\0"
	    "x\0\0", 41);
}

/*
 * An omitted cell of a puzzle that is not diagramless is '.', a block:
 * ':' there is a letter to every other reader. A .puz that has ':' there
 * (as xwtools wrote one) reads it as an omitted cell, and writes it back.
 */
static void
test_void_cells(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf, *again, *colon;
	size_t len, len2, len3;

	(void)state;
	buf = puz_of(HEAD DIMS3 "\"puzzle\":[[1,0,2],[null,\"#\",0],[3,0,0]],"
	    "\"solution\":[[\"A\",\"B\",\"C\"],[null,\"#\",\"D\"],"
	    "[\"E\",\"F\",\"G\"]]," CLUES3, &len);
	assert_memory_equal(buf + 0x34, "ABC..DEFG---..----", 18);
	p = load_puz(buf, len, 0, -1);
	assert_int_equal(xw_cell_at(p, 1, 0)->kind, XW_CELL_BLOCK);
	xw_puzzle_free(p);
	buf[0x34 + 3] = buf[0x34 + 12] = ':';
	p = load_puz(buf, len, XW_READ_FORCE, -1);
	colon = write_puz(p, &len2);
	xw_puzzle_free(p);
	assert_memory_equal(colon + 0x34, "ABC:.DEFG---:.----", 18);
	p = load_puz(colon, len2, 0, -1);
	assert_int_equal(xw_cell_at(p, 1, 0)->kind, XW_CELL_NULL);
	assert_int_equal(xw_cell_at(p, 1, 1)->kind, XW_CELL_BLOCK);
	assert_false(xw_puzzle_is_kind(p,
	    "http://ipuz.org/crossword/diagramless"));
	again = write_puz(p, &len3);
	assert_int_equal(len3, len2);
	assert_memory_equal(again, colon, len2);
	free(again);
	free(colon);
	xw_puzzle_free(p);
	free(buf);
}

/*
 * Before version 1.3 the notes are left out of the checksums: notes added
 * to a file without them, its version made 1.2, leave its checksums
 * right, and the file is written back as it is.
 */
static void
test_notes_before_1_3(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf, *b, *again;
	size_t len, blen, len2;

	(void)state;
	buf = puz_of(SMALL, &len);
	assert_memory_equal(buf + len - 2, "\0\0", 2);	/* no notes */
	blen = len + 5;
	b = malloc(blen);
	memcpy(b, buf, len - 1);
	memcpy(b + len - 1, "Notes\0", 6);
	memcpy(b + 0x18, "1.2\0", 4);
	p = load_puz(b, blen, 0, -1);
	assert_string_equal(p->meta[XW_META_NOTES], "Notes");
	again = write_puz(p, &len2);
	assert_int_equal(len2, blen);
	assert_memory_equal(again, b, blen);
	free(again);
	xw_puzzle_free(p);
	memcpy(b + 0x18, "1.3\0", 4);
	load_fails(b, blen, 0, -1, XW_ERR_CHECKSUM, "global checksum mismatch: stored 0x3637, "
	    "computed 0x7d43");
	free(b);
	free(buf);
}

/* Every good corpus file: read, write, the same bytes. */
static void
test_corpus_round_trip(void **state)
{
	struct dirent *d;
	unsigned char *buf;
	size_t len, i;
	char dir[4096];
	int n = 0, bad;
	DIR *dp;

	(void)state;
	snprintf(dir, sizeof(dir), "%s", corpus_path("puz", NULL));
	assert_non_null(dp = opendir(dir));
	while ((d = readdir(dp)) != NULL) {
		len = strlen(d->d_name);
		if (len < 4 || strcmp(d->d_name + len - 4, ".puz") != 0)
			continue;
		for (i = 0, bad = 0; i < NBAD; i++)
			bad |= strcmp(d->d_name, known_bad[i].name) == 0;
		if (bad)
			continue;
		buf = corpus_file("puz", d->d_name, &len);
		if (!same_back(buf, len))
			fail_msg("%s: written back differently", d->d_name);
		free(buf);
		n++;
	}
	closedir(dp);
	assert_int_equal(n, 26);
}

static void
test_corpus_known_bad(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf;
	size_t len, i;

	(void)state;
	for (i = 0; i < NBAD; i++) {
		buf = corpus_file("puz", known_bad[i].name, &len);
		load_fails(buf, len, 0, -1, known_bad[i].code,
		    known_bad[i].msg);
		free(buf);
	}
	/* One byte of a clue changed, the checksums left as they were. */
	buf = corpus_file("puz", "puzpy__nyt_with_shape.puz", &len);
	assert_int_equal(buf[1029], 'T');
	buf[1029] = 'M';
	load_fails(buf, len, 0, -1, XW_ERR_CHECKSUM,
	    "global checksum mismatch: stored 0x2d5b, computed 0x0dd8");
	p = load_puz(buf, len, XW_READ_FORCE, -1);
	assert_int_equal(p->width, 21);
	xw_puzzle_free(p);
	free(buf);
}

/*
 * puzjs's file in the corpus (its count big-endian, every checksum 0),
 * read with XW_READ_FORCE: whole, its "+" and "4" cells too.
 */
static void
test_corpus_puzjs(void **state)
{
	static const char *const across[] = { "1 Taxi", "4 Grade between an "
	    "A and an A+, at some schools", "5 Earlier than, in textspeak "
	    "(with a vowel stuck on)" };
	static const char *const down[] = { "1 Yellow ride",
	    "2 Top marks, twice over", "3 Honey maker" };
	static const char *const sol = "CABA+EB4E";
	struct xw_puzzle *p;
	unsigned char *buf;
	size_t len, i;

	(void)state;
	buf = corpus_file("puz", "puzzmo__plus-symbol-rebus.puz", &len);
	p = load_puz(buf, len, XW_READ_FORCE, -1);
	assert_int_equal(p->width, 3);
	assert_int_equal(p->height, 3);
	for (i = 0; i < 9; i++) {
		assert_int_equal(p->cells[i].kind, XW_CELL_LETTER);
		assert_int_equal(strlen(p->cells[i].solution), 1);
		assert_int_equal(p->cells[i].solution[0], sol[i]);
	}
	assert_string_equal(p->meta[XW_META_TITLE], "Plus Symbol Test");
	assert_string_equal(p->meta[XW_META_AUTHOR], "xd-crossword-tools");
	assert_string_equal(p->meta[XW_META_COPYRIGHT], "\xc2\xa9 2026");
	assert_string_equal(p->meta[XW_META_NOTES], "\xc2\xa9 2026");
	assert_clues(p, 0, across, 3);
	assert_clues(p, 1, down, 3);
	xw_puzzle_free(p);
	free(buf);
}

static void
test_corpus_washpost(void **state)
{
	struct xw_puzzle *p;
	unsigned char *buf, *out;
	size_t len, outlen;
	char *a;

	(void)state;
	p = load_corpus("puzpy__washpost.puz", -1);
	assert_string_equal(p->lists[0].name, "Across");
	assert_string_equal(p->lists[0].clues[0].text, "Mary's pet");
	assert_string_equal(a = answer(p, XW_DIR_ACROSS, "1"), "LAMB");
	free(a);
	assert_string_equal(p->lists[1].clues[0].text, "Hit high in the air");
	assert_string_equal(a = answer(p, XW_DIR_DOWN, "1"), "LOFT");
	free(a);
	assert_int_equal(p->lists[0].nclues + p->lists[1].nclues, 78);
	xw_puzzle_free(p);
	/* The preamble is 13 bytes; a postscript is kept too. */
	buf = corpus_file("puz", "puzpy__washpost.puz", &len);
	corrupt(buf, len, 13 + 0, "global checksum mismatch: ");
	corrupt(buf, len, 13 + 14, "CIB checksum mismatch: ");
	corrupt(buf, len, 13 + 16, "masked CIB checksum mismatch: ");
	buf = realloc(buf, len + 4);
	memcpy(buf + len, "\r\n\r\n", 4);
	p = load_puz(buf, len + 4, 0, -1);
	out = write_puz(p, &outlen);
	assert_int_equal(outlen, len + 4);
	assert_memory_equal(out, buf, len + 4);
	free(out);
	xw_puzzle_free(p);
	free(buf);
}

/* Locked files: the key unlocks, a wrong one fails, relocking restores. */
static void
locked(const char *path, int key, const char *word)
{
	struct xw_puzzle *p;
	struct xw_error e;
	unsigned char *buf, *out;
	size_t len, outlen;
	clock_t t;

	buf = file_bytes(path, &len);
	p = load_puz(buf, len, 0, -1);
	assert_false(p->has_solution);
	xw_puzzle_free(p);
	t = clock();
	assert_int_equal(xw_puz_find_key(buf, len, "t.puz", &e), key);
	print_message("# %s: key found in %.0f ms\n", path,
	    (double)(clock() - t) * 1000 / CLOCKS_PER_SEC);
	load_fails(buf, len, 0, 1234, XW_ERR_SCRAMBLED,
	    "wrong key: 1234 does not unscramble the solution");
	p = load_puz(buf, len, 0, key);
	assert_true(p->has_solution);
	assert_true(has_answer(p, word));
	out = write_puz(p, &outlen);
	assert_int_equal(out[0x32], 0);	/* written unlocked */
	assert_int_equal(xw_puz_lock(out, outlen, "t.puz", key, &e), 0);
	assert_int_equal(outlen, len);
	assert_memory_equal(out, buf, len);
	free(out);
	xw_puzzle_free(p);
	free(buf);
}

static void
test_corpus_locked(void **state)
{
	struct xw_puzzle *p;
	struct xw_error e;
	unsigned char *buf, *want;
	size_t len, wantlen;

	(void)state;
	locked(corpus_path("puz", "puzpy__nyt_locked.puz"), 7844,
	    "LAKEONTARIO");
	locked(corpus_path("puz", "puzpy__nyt_diagramless.puz"), 3285, "");
	/* Our own locked file is the mini example locked with 8329. */
	if ((p = xw_puzzle_load("examples/mini-5x5.ipuz", NULL, &e, NULL)) ==
	    NULL)
		fail_msg("%s", e.msg);
	buf = write_puz(p, &len);
	assert_int_equal(xw_puz_lock(buf, len, "t.puz", 8329, &e), 0);
	want = file_bytes("t/data/mini-locked-8329.puz", &wantlen);
	assert_int_equal(len, wantlen);
	assert_memory_equal(buf, want, len);
	free(want);
	free(buf);
	xw_puzzle_free(p);
	locked("t/data/mini-locked-8329.puz", 8329, "MOVIE");
}

/*
 * XW_READ_OPTS_INIT is what NULL options mean: a scrambled file reads,
 * its solution unknown; a zeroed key is the key 0000 (QA libapi4 #7).
 */
static void
test_read_opts_init(void **state)
{
	struct xw_read_opts o = XW_READ_OPTS_INIT, zeroed = { 0 };
	const char *path = corpus_path("puz", "puzpy__nyt_locked.puz");
	struct xw_puzzle *p;
	struct xw_error e;

	(void)state;
	assert_int_equal(o.flags, 0);
	assert_int_equal(o.key, XW_KEY_NONE);
	o.flags = XW_READ_FORCE;
	p = xw_puzzle_load(path, &o, &e, NULL);
	assert_non_null(p);
	assert_false(p->has_solution);
	xw_puzzle_free(p);
	zeroed.flags = XW_READ_FORCE;
	assert_null(xw_puzzle_load(path, &zeroed, &e, NULL));
	assert_int_equal(e.code, XW_ERR_SCRAMBLED);
	assert_string_equal(e.msg,
	    "wrong key: 0000 does not unscramble the solution");
}

static void
test_corpus_facts(void **state)
{
	struct xw_puzzle *p;
	size_t i, rebus = 0, circles = 0;

	(void)state;
	p = load_corpus("puzpy__unicode.puz", -1);
	assert_string_equal(p->meta[XW_META_TITLE], "\xe2\x9a\x94\xef\xb8\x8f");
	xw_puzzle_free(p);
	p = load_corpus("puzpy__nyt_rebus_with_notes_and_shape.puz", -1);
	for (i = 0; i < (size_t)p->width * p->height; i++) {
		if (p->cells[i].solution != NULL &&
		    strlen(p->cells[i].solution) > 1) {
			assert_string_equal(p->cells[i].solution, "STAR");
			rebus++;
		}
		circles += (p->cells[i].style & XW_STYLE_CIRCLE) != 0;
	}
	assert_int_equal(rebus, 3);
	assert_int_equal(circles, 5);
	assert_false(p->has_saved);
	xw_puzzle_free(p);
	p = load_corpus("puzpy__nyt_rebus_with_notes_and_shape_solved.puz", -1);
	for (i = 0; i < (size_t)p->width * p->height; i++)
		if (p->cells[i].solution != NULL &&
		    strcmp(p->cells[i].solution, "STAR") == 0)
			assert_string_equal(p->cells[i].value, "STAR");
	assert_int_equal(strlen(p->cells[0].value), 1);
	xw_puzzle_free(p);
	p = load_corpus("puzpy__diagramless.puz", -1);
	assert_true(xw_puzzle_is_kind(p, "http://ipuz.org/crossword/diagramless"));
	xw_puzzle_free(p);
}

/* The same puzzle in Windows-1252 (Greek letters replaced) and UTF-8. */
static void
test_corpus_encodings(void **state)
{
	struct xw_puzzle *a, *b;
	size_t i, j;

	(void)state;
	a = load_corpus("kotwords__test.puz", -1);
	b = load_corpus("kotwords__test-iso-8859-1.puz", -1);
	assert_string_equal(a->meta[XW_META_COPYRIGHT], "© 2018 Jeff Davidson");
	for (i = 0; i < XW_META_N; i++)
		if (a->meta[i] != NULL || b->meta[i] != NULL)
			assert_string_equal(a->meta[i], b->meta[i]);
	for (i = 0; i < (size_t)a->width * a->height; i++) {
		assert_int_equal(a->cells[i].kind, b->cells[i].kind);
		assert_int_equal(a->cells[i].style, b->cells[i].style);
		if (a->cells[i].kind == XW_CELL_LETTER)
			assert_string_equal(a->cells[i].solution,
			    b->cells[i].solution);
	}
	assert_string_equal(a->lists[0].clues[0].text,
	    "First across clue with special characters αβγδε");
	assert_string_equal(b->lists[0].clues[0].text,
	    "First across clue with special characters abgde");
	for (i = 0; i < 2; i++)
		for (j = i == 0; j < a->lists[i].nclues; j++)
			assert_string_equal(a->lists[i].clues[j].text,
			    b->lists[i].clues[j].text);
	xw_puzzle_free(a);
	xw_puzzle_free(b);
}

/* kotwords converts its test.ipuz to exactly its test.puz. */
static void
test_corpus_from_ipuz(void **state)
{
	struct xw_puzzle *p;
	struct xw_error e;
	unsigned char *want, *out;
	size_t len, outlen;
	const char *path;

	(void)state;
	path = corpus_path("ipuz", "kotwords__test.ipuz");
	if ((p = xw_puzzle_load(path, NULL, &e, NULL)) == NULL)
		fail_msg("%s: %s", path, e.msg);
	out = write_puz(p, &outlen);
	want = corpus_file("puz", "kotwords__test.puz", &len);
	assert_int_equal(outlen, len);
	assert_memory_equal(out, want, len);
	free(want);
	free(out);
	xw_puzzle_free(p);
}

/* The document of a .puz is ipuz, and the kept facts come back. */
static void
test_corpus_doc(void **state)
{
	struct xw_puzzle *p, *q;
	struct xw_error e;
	unsigned char *buf, *out;
	size_t len, outlen;
	char *text;

	(void)state;
	p = load_corpus("puzpy__nyt_rebus_with_notes_and_shape_revealed.puz",
	    -1);
	text = ipuz_text(p);
	if ((q = xw_ipuz_read(text, strlen(text), "t.ipuz", NULL, &e)) == NULL)
		fail_msg("%s", e.msg);
	out = write_puz(q, &outlen);
	buf = corpus_file("puz",
	    "puzpy__nyt_rebus_with_notes_and_shape_revealed.puz", &len);
	assert_int_equal(outlen, len);
	assert_memory_equal(out, buf, len);
	free(buf);
	free(out);
	free(text);
	xw_puzzle_free(q);
	xw_puzzle_free(p);
}

UNIT_MAIN("puz", NULL, NULL,
	cmocka_unit_test(test_write_small),
	cmocka_unit_test(test_scramble),
	cmocka_unit_test(test_encodings),
	cmocka_unit_test(test_rebus_circles_entries),
	cmocka_unit_test(test_rusr_table),
	cmocka_unit_test(test_read_errors),
	cmocka_unit_test(test_swapped_count),
	cmocka_unit_test(test_puzjs_sections),
	cmocka_unit_test(test_puzjs_not),
	cmocka_unit_test(test_puzjs_grid256),
	cmocka_unit_test(test_checksum_errors),
	cmocka_unit_test(test_write_errors),
	cmocka_unit_test(test_write_size_bounds),
	cmocka_unit_test(test_rebus_limit),
	cmocka_unit_test(test_write_grid_byte_letters),
	cmocka_unit_test(test_clue_text),
	cmocka_unit_test(test_write_numbering),
	cmocka_unit_test(test_void_cells),
	cmocka_unit_test(test_notes_before_1_3),
	cmocka_unit_test(test_corpus_round_trip),
	cmocka_unit_test(test_corpus_known_bad),
	cmocka_unit_test(test_corpus_puzjs),
	cmocka_unit_test(test_corpus_washpost),
	cmocka_unit_test(test_corpus_locked),
	cmocka_unit_test(test_read_opts_init),
	cmocka_unit_test(test_corpus_facts),
	cmocka_unit_test(test_corpus_encodings),
	cmocka_unit_test(test_corpus_from_ipuz),
	cmocka_unit_test(test_corpus_doc))
