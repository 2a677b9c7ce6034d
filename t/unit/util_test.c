/* See LICENSE file for copyright and license details. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "puzzle.h"
#include "text.h"
#include "unit.h"
#include "utf8.h"
#include "util.h"
#include "words.h"

/* The group's scratch directory: files only, removed at the end. */
static char dir[1024];

/* The file name in the scratch folder dir. */
static const char *
path(const char *name)
{
	return path_in(dir, name);
}

/*
 * A message or a file name too long for struct xw_error is cut between
 * two characters and ends in "...": a cut is said, and no character is
 * left half (a silent cut lost what mattered, at its end).
 */
static void
test_seterr_cut(void **state)
{
	char name[400], text[600], *big_msg;
	struct xw_error e;
	size_t n;

	(void)state;
	memset(name, 'a', sizeof(name) - 1);
	name[sizeof(name) - 1] = '\0';
	/* 'x' then "é" (2 bytes) over and over: byte 507 is the second of
	   an "é", so the cut backs up to keep it whole. */
	text[0] = 'x';
	for (n = 1; n + 2 < sizeof(text); n += 2)
		memcpy(text + n, "\xc3\xa9", 2);
	text[n] = '\0';
	xw_seterr(&e, XW_ERR_SYNTAX, name, 1, 2, "%s", text);
	/* It loses its middle, as a printed line does (regress17 R17-1):
	   the last 254 bytes of 508 (127 "é"), "...", and the first that
	   fit in the rest, whole characters. */
	n = strlen(e.msg);
	assert_int_equal(n, 510);
	assert_memory_equal(e.msg, "x\xc3\xa9", 3);
	assert_memory_equal(e.msg + 251, "\xc3\xa9...\xc3\xa9", 7);
	assert_string_equal(e.msg + n - 2, "\xc3\xa9");
	/* A path keeps its end, the file's own name (R17-10). */
	n = strlen(e.file);
	assert_int_equal(n, sizeof(e.file) - 1);
	assert_memory_equal(e.file + 125, "a...a", 5);
	memcpy(name + sizeof(name) - 14, "/broken.ipuz", 13);
	xw_seterr(&e, XW_ERR_SYNTAX, name, 1, 2, "-o '%s': the name says "
	    ".ipuz, but %s", name, "the reason at the end");
	assert_memory_equal(e.file + 125, "a...a", 5);
	assert_string_equal(e.file + strlen(e.file) - 12, "/broken.ipuz");
	assert_string_equal(e.msg + strlen(e.msg) - 61, "/broken.ipuz': the "
	    "name says .ipuz, but the reason at the end");
	/* A message past printf's buffer is made again whole. */
	big_msg = malloc(5000);
	assert_non_null(big_msg);
	memset(big_msg, 'b', 4999);
	big_msg[4999] = '\0';
	xw_seterr(&e, XW_ERR_SYNTAX, NULL, 0, 0, "%s: the end", big_msg);
	assert_string_equal(e.msg + strlen(e.msg) - 10, "b: the end");
	free(big_msg);
	/* Bytes that continue no character (a Latin-1 name): cut where
	   the room ends, not backed over (fuzz14 F3). */
	memset(name, '\xb0', sizeof(name) - 1);
	memcpy(name, "dir/", 4);
	xw_seterr(&e, XW_ERR_SYNTAX, name, 1, 2, "%s", "x");
	assert_int_equal(strlen(e.file), sizeof(e.file) - 1);
	/* A cut backs up over three bytes at most, to a lead byte. */
	assert_int_equal(xw_utf8_cut_bytes("a\xf0\x9f\x98\x80", 4), 1);
	assert_int_equal(xw_utf8_cut_bytes("a\xf0\x9f\x98\x80", 1), 1);
	assert_int_equal(xw_utf8_cut_bytes("ab", 1), 1);
	assert_int_equal(xw_utf8_cut_bytes("\xb0\xb0\xb0\xb0\xb0", 4), 4);
	/* An I/O error of a long name keeps its reason: the name is cut
	   (regress15). */
	memset(text, 'a', sizeof(text) - 1);
	text[sizeof(text) - 1] = '\0';
	xw_seterr_io(&e, text, "open", "No such file or directory");
	n = strlen(e.msg);
	assert_true(n < sizeof(e.msg) - 1);
	assert_string_equal(e.msg + n - 32, "a...': No such file or directory");
	/* One that fits is as given. */
	xw_seterr(&e, XW_ERR_SYNTAX, "f", 0, 0, "%s", "short");
	assert_string_equal(e.msg, "short");
	assert_string_equal(e.file, "f");
}

static void
assert_file(const char *name, const char *text)
{
	struct xw_error e;
	char *buf;
	size_t len;

	if (xw_slurp(path(name), &buf, &len, &e) != 0)
		fail_msg("%s", e.msg);
	assert_string_equal(buf, text);
	free(buf);
	assert_int_equal(len, strlen(text));
}

/* How many files in dir start with prefix; rm removes them. */
static int
scan_dir(const char *prefix, int rm)
{
	struct dirent *ent;
	DIR *dp = opendir(dir);
	int n = 0;

	if (dp == NULL)
		return -1;
	while ((ent = readdir(dp)) != NULL) {
		if (strcmp(ent->d_name, ".") == 0 ||
		    strcmp(ent->d_name, "..") == 0 ||
		    strncmp(ent->d_name, prefix, strlen(prefix)) != 0)
			continue;
		n++;
		if (rm)
			unlink(path(ent->d_name));
	}
	closedir(dp);
	return n;
}

/* e->msg must be the message fmt formats to. */
static void
assert_msg(const struct xw_error *e, const char *fmt, ...) XW_PRINTF(2, 3);

static void
assert_msg(const struct xw_error *e, const char *fmt, ...)
{
	char want[sizeof(e->msg)];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(want, sizeof(want), fmt, ap);
	va_end(ap);
	assert_string_equal(e->msg, want);
}

static int
setup(void **state)
{
	const char *tmp = getenv("TMPDIR");

	(void)state;
	snprintf(dir, sizeof(dir), "%s/xwutil.XXXXXX",
	    tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	return mkdtemp(dir) != NULL ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	scan_dir("", 1);
	return rmdir(dir);
}

/* Decoding s[0..n) must take len bytes (0: invalid) and give cp. */
static void
assert_decode(const char *s, size_t n, size_t len, uint32_t cp)
{
	uint32_t got = 0xdeadbeef;

	assert_int_equal(xw_utf8_decode(s, n, &got), len);
	if (len != 0)
		assert_int_equal(got, cp);
}

static void
test_utf8_decode(void **state)
{
	static const char *const bad[] = {
		"\xc0\x80", "\xc1\xbf", "\xe0\x80\xaf", "\xe0\x83\xa9",
		"\xe0\x9f\xbf", "\xf0\x8f\xbf\xbf",
		"\xed\xa0\x80", "\xed\xbf\xbf", "\xf4\x90\x80\x80",
		"\xf8\x88\x80\x80\x80", "\xe2\x82", "\xf0\x9f\x98", "\xc3",
		"\xc3\x41", "\x80"
	};
	size_t i;

	(void)state;
	assert_decode("A", 1, 1, 'A');
	assert_decode("\xc3\xa9", 2, 2, 0xe9);
	assert_decode("\xc3\xa9", 8, 2, 0xe9);
	assert_decode("\xe2\x82\xac", 3, 3, 0x20ac);
	assert_decode("\xf0\x9f\x98\x80", 4, 4, 0x1f600);
	assert_decode("\xf4\x8f\xbf\xbf", 4, 4, 0x10ffff);
	assert_decode("A", 0, 0, 0);
	/* Overlong (for U+0000-007F, and for U+0080-07FF in 3 bytes, as
	   "\xe0\x83\xa9" is an overlong é), surrogates, over U+10FFFF,
	   truncated, bad continuation. */
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_decode(bad[i], strlen(bad[i]), 0, 0);
}

/*
 * Windows-1252 has 27 characters at bytes 0x80-0x9F, and leaves five
 * bytes undefined, which stand for the C1 controls of their value: any
 * other C1 control is not in the code page, not its byte passed through
 * (U+0080 is not the euro sign 0x80 means).
 */
static void
test_cp1252(void **state)
{
	uint32_t cp;
	int b, defined;

	(void)state;
	assert_int_equal(xw_cp1252_encode(0x20ac), 0x80);
	assert_int_equal(xw_cp1252_encode(0x2019), 0x92);
	assert_int_equal(xw_cp1252_encode(0x0178), 0x9f);
	assert_int_equal(xw_cp1252_encode(0xe9), 0xe9);
	assert_int_equal(xw_cp1252_encode(0x3a9), -1);
	for (cp = 0x80; cp < 0xa0; cp++)
		assert_int_equal(xw_cp1252_encode(cp), cp == 0x81 ||
		    cp == 0x8d || cp == 0x8f || cp == 0x90 || cp == 0x9d ?
		    (int)cp : -1);
	for (b = 0x80; b < 0xa0; b++) {
		cp = xw_cp1252_decode((unsigned char)b, &defined);
		assert_int_equal(xw_cp1252_encode(cp), b);
		assert_int_equal(defined, cp >= 0xa0);
	}
}

static void
test_utf8_check_len(void **state)
{
	(void)state;
	assert_int_equal(xw_utf8_check("ab\xc3\xa9\xff", 5), 4);
	assert_int_equal(xw_utf8_check("a\xe2\x82", 3), 1);
	assert_int_equal(xw_utf8_check("a\xed\xa0\x80z", 5), 1);
	assert_int_equal(xw_utf8_check("Over\xe0\x83\xa9long", 11), 4);
	assert_int_equal(xw_utf8_check("\xc3\xa9t\xc3\xa9", 5), 5);
	assert_int_equal(xw_utf8_check("", 0), 0);
	assert_int_equal(xw_utf8_len(""), 0);
	assert_int_equal(xw_utf8_len("abc"), 3);
	assert_int_equal(xw_utf8_len("\xc3\x91" "and\xc3\xba"), 5);
	assert_int_equal(xw_utf8_len("\xf0\x9f\x98\x80" "a\xe2\x82\xac"), 3);
}

/* Emoji of the tests of characters: thumbs up, a medium skin tone,
   man, woman, girl, the joiner, and the flag FR. */
#define THUMB	"\xf0\x9f\x91\x8d"
#define TONE	"\xf0\x9f\x8f\xbd"
#define LIGHT	"\xf0\x9f\x8f\xbb"
#define DARK	"\xf0\x9f\x8f\xbf"
#define MAN	"\xf0\x9f\x91\xa8"
#define WOMAN	"\xf0\x9f\x91\xa9"
#define GIRL	"\xf0\x9f\x91\xa7"
#define ZWJ	"\xe2\x80\x8d"
#define FR	"\xf0\x9f\x87\xab\xf0\x9f\x87\xb7"

/* Quoted in a message: a C0 control, DEL and a byte that is not UTF-8
   are each a '?'; past max characters, "...". */
static void
test_utf8_shown(void **state)
{
	char buf[XW_SHOWN_SIZE(4)];

	(void)state;
	assert_string_equal(xw_utf8_shown("3\x7f\x01\xff", 4, 4, buf,
	    sizeof(buf)), "3???");
	assert_string_equal(xw_utf8_shown("\xc3\xa9t\x7f\xc3\xa9s", 7, 4, buf,
	    sizeof(buf)), "\xc3\xa9t?\xc3\xa9...");
	/* The C1 controls are controls too (NEL, U+0085, ends a line for
	   some readers); U+00A0 on is text. */
	assert_string_equal(xw_utf8_shown("3\xc2\x85\xc2\x9f\xc2\xa0", 7, 4,
	    buf, sizeof(buf)), "3??\xc2\xa0");
}

/* The cluster at the start of s is its first len bytes, w columns. */
static void
cluster_is(const char *s, size_t len, size_t w)
{
	size_t got;

	assert_int_equal(xw_utf8_cluster(s, strlen(s), &got), len);
	assert_int_equal(got, w);
}

/* A terminal's character is a grapheme cluster: an emoji with its skin
   tone, a joined family, a flag, a letter with its marks. Cut and
   measured by code point, a skin tone was two columns more, and a cut
   left a joiner dangling. */
static void
test_utf8_cluster(void **state)
{
	size_t w;

	(void)state;
	cluster_is("", 0, 0);
	cluster_is("ab", 1, 1);
	cluster_is("e\xcc\x81\xcc\xa3x", 5, 1);
	cluster_is(THUMB TONE "a", 8, 2);
	/* The first and the last of the five tones. */
	cluster_is(THUMB LIGHT "a", 8, 2);
	cluster_is(THUMB DARK "a", 8, 2);
	cluster_is(MAN ZWJ WOMAN ZWJ GIRL "a", 18, 2);
	cluster_is(FR FR, 8, 2);
	cluster_is("\xe4\xb8\xad\xe6\x96\x87", 3, 2);
	cluster_is("\xff" "a", 1, 1);
	cluster_is("a" ZWJ " ", 4, 1);
	/* What goes on the character before: a mark, or what a joiner
	   joins, but not a space or a control after it (cap_marks counts
	   these in one run). */
	assert_int_equal(xw_utf8_joins('e', 0x301), 1);
	assert_int_equal(xw_utf8_joins(0x200d, 0x1f469), 1);
	assert_int_equal(xw_utf8_joins('a', 0x1f469), 0);
	assert_int_equal(xw_utf8_joins(0x200d, ' '), 0);
	assert_int_equal(xw_utf8_joins(0x200d, 0x7), 0);
	/* A format control is on no letter (cap_marks counts none); the
	   joiners and tags extend one. */
	assert_int_equal(xw_utf8_format_control(0x200b), 1);
	assert_int_equal(xw_utf8_format_control(0x2060), 1);
	assert_int_equal(xw_utf8_format_control(0x202e), 1);
	assert_int_equal(xw_utf8_format_control(0xe0001), 1);
	assert_int_equal(xw_utf8_format_control(0x200c), 0);
	assert_int_equal(xw_utf8_format_control(0x200d), 0);
	assert_int_equal(xw_utf8_format_control(0xe0041), 0);
	assert_int_equal(xw_utf8_format_control(0x301), 0);
	assert_int_equal(xw_utf8_format_control('a'), 0);
	assert_int_equal(xw_utf8_width(THUMB TONE), 2);
	assert_int_equal(xw_utf8_width(MAN ZWJ WOMAN ZWJ GIRL), 2);
	assert_int_equal(xw_utf8_width(FR "e\xcc\x81"), 3);
	/* The marks of every script take no column: Thai กิ, Devanagari
	   न्य, Myanmar ကို, an enclosing keycap 1⃣, as wcwidth(3) has them. */
	assert_int_equal(xw_utf8_width("\xe0\xb8\x81\xe0\xb8\xb4"), 1);
	assert_int_equal(xw_utf8_width("\xe0\xa4\xa8\xe0\xa5\x8d"
	    "\xe0\xa4\xaf"), 2);
	assert_int_equal(xw_utf8_width("\xe1\x80\x80\xe1\x80\xad"
	    "\xe1\x80\xaf"), 1);
	assert_int_equal(xw_utf8_width("1\xe2\x83\xa3"), 1);
	assert_int_equal(xw_utf8_columns(0x0e34), 0);
	assert_int_equal(xw_utf8_columns(0xad), 1);
	assert_int_equal(xw_utf8_columns(0x0600), 1);
	assert_int_equal(xw_utf8_columns(0xe01ef), 0);
	/* Two columns for East Asian wide and fullwidth (W, F), as wcwidth(3)
	   has them: ⭐ ✅ ❌ ⌚ ⚡, Tangut, small kana, a Yijing hexagram,
	   Hangul jamo extended, vertical and small forms, 🈀, 🩰; one for
	   the text-style 🌡 and 🕯 and the fullwidth block's unassigned
	   U+FF00. A CJK ideograph or emoji not yet assigned is two. */
	assert_int_equal(xw_utf8_columns(0x2b50), 2);
	assert_int_equal(xw_utf8_columns(0x2705), 2);
	assert_int_equal(xw_utf8_columns(0x274c), 2);
	assert_int_equal(xw_utf8_columns(0x231a), 2);
	assert_int_equal(xw_utf8_columns(0x26a1), 2);
	assert_int_equal(xw_utf8_columns(0x17000), 2);
	assert_int_equal(xw_utf8_columns(0x1b150), 2);
	assert_int_equal(xw_utf8_columns(0x4dc0), 2);
	assert_int_equal(xw_utf8_columns(0xa960), 2);
	assert_int_equal(xw_utf8_columns(0xfe10), 2);
	assert_int_equal(xw_utf8_columns(0xfe6b), 2);
	assert_int_equal(xw_utf8_columns(0x1f200), 2);
	assert_int_equal(xw_utf8_columns(0x1fa70), 2);
	assert_int_equal(xw_utf8_columns(0x1f321), 1);
	assert_int_equal(xw_utf8_columns(0x1f56f), 1);
	assert_int_equal(xw_utf8_columns(0x1f900), 1);
	assert_int_equal(xw_utf8_columns(0x2b51), 1);
	assert_int_equal(xw_utf8_columns(0xff00), 1);
	assert_int_equal(xw_utf8_columns(0x3fffd), 2);
	assert_int_equal(xw_utf8_columns(0x1faff), 2);
	assert_int_equal(xw_utf8_width("\xe2\xad\x90\xe2\x9c\x85"), 4);
	assert_int_equal(xw_utf8_cut(THUMB TONE THUMB TONE, 3, &w), 8);
	assert_int_equal(w, 2);
	assert_int_equal(xw_utf8_cut(MAN ZWJ WOMAN, 1, &w), 0);
	assert_int_equal(w, 0);
	assert_int_equal(xw_utf8_cut("e\xcc\x81" "e\xcc\x81", 1, &w), 3);
	assert_int_equal(w, 1);
}

/*
 * xw_invisible_kind's one table gives xw_is_invisible the set messages
 * escaped before it (the ranges below, as they were written), every
 * code point; and the kinds and names ipuz-check -l says.
 */
static void
invisible_is(uint32_t cp, enum xw_invisible kind, const char *name)
{
	const char *got = NULL;

	assert_int_equal(xw_invisible_kind(cp, &got), kind);
	assert_non_null(got);
	assert_string_equal(got, name);
}

static void
test_invisible_kind(void **state)
{
	uint32_t cp;
	int was;

	(void)state;
	for (cp = 0; cp <= 0x10ffff; cp++) {
		was = (cp >= 0x2028 && cp <= 0x202e) || (cp >= 0x2060 &&
		    cp <= 0x206f && cp != 0x2065) || cp == 0x200b ||
		    cp == 0x200e || cp == 0x200f || cp == 0x061c ||
		    cp == 0x00ad || cp == 0xfeff ||
		    (cp >= 0xfff9 && cp <= 0xfffb) || cp == 0xe0001;
		if (xw_is_invisible(cp) != was)
			fail_msg("U+%04lX: %d", (unsigned long)cp, !was);
	}
	invisible_is(0x202e, XW_INV_BIDI, "RIGHT-TO-LEFT OVERRIDE");
	invisible_is(0x2069, XW_INV_BIDI, "POP DIRECTIONAL ISOLATE");
	invisible_is(0x061c, XW_INV_MARK, "ARABIC LETTER MARK");
	invisible_is(0x2029, XW_INV_BREAK, "PARAGRAPH SEPARATOR");
	invisible_is(0x00ad, XW_INV_BLANK, "SOFT HYPHEN");
	invisible_is(0xfeff, XW_INV_BLANK, "ZERO WIDTH NO-BREAK SPACE");
	/* The joiners are named, and left as they are. */
	invisible_is(0x200d, XW_INV_JOINER, "ZERO WIDTH JOINER");
	assert_int_equal(xw_is_invisible(0x200c), 0);
	/* Mongolian spelling, as U+200C is Persian (newfeat18 F8). */
	invisible_is(0x180e, XW_INV_JOINER, "MONGOLIAN VOWEL SEPARATOR");
	assert_int_equal(xw_invisible_kind(0x2065, NULL), XW_VISIBLE);
	invisible_is(0xfffb, XW_INV_BLANK, "INTERLINEAR ANNOTATION TERMINATOR");
	invisible_is(0xe0001, XW_INV_BLANK, "LANGUAGE TAG");
	/* A tag spells an emoji flag: shown. */
	assert_int_equal(xw_invisible_kind(0xe0067, NULL), XW_VISIBLE);
	assert_int_equal(xw_invisible_kind('A', NULL), XW_VISIBLE);
	assert_int_equal(xw_is_rtl_letter(0x05d0), 1);	/* alef */
	assert_int_equal(xw_is_rtl_letter(0x0645), 1);	/* meem */
	assert_int_equal(xw_is_rtl_letter(0x1e900), 1);	/* Adlam */
	assert_int_equal(xw_is_rtl_letter('A'), 0);
	assert_int_equal(xw_is_rtl_letter(0xfeff), 0);
	/* The ALM itself, a format character, made its text right-to-left
	   (review19 F1); nor are a number sign, a digit or a vowel sign
	   letters. */
	assert_int_equal(xw_is_rtl_letter(0x061c), 0);
	assert_int_equal(xw_is_rtl_letter(0x0600), 0);
	assert_int_equal(xw_is_rtl_letter(0x06dd), 0);
	assert_int_equal(xw_is_rtl_letter(0x0660), 0);
	assert_int_equal(xw_is_rtl_letter(0x064e), 0);
	assert_int_equal(xw_is_rtl_letter(0x05be), 0);	/* maqaf */
	assert_int_equal(xw_is_rtl_letter(0x06cc), 1);	/* Farsi yeh */
	assert_int_equal(xw_is_rtl_letter(0xfefc), 1);	/* lam-alef */
	assert_int_equal(xw_is_rtl_letter(0x0780), 1);	/* Thaana */
}

/*
 * A joiner is spelling between two letters of one script that uses it,
 * or two emoji; not beside a Latin letter, accented ones too, nor
 * punctuation: it was left between any two characters past ASCII
 * (review19 F2).
 */
static void
test_joiner_spells(void **state)
{
	static const uint32_t spelling[][3] = {
		{ 0x06cc, 0x200c, 0x062e },	/* Persian: ی ZWNJ خ */
		{ 0x094d, 0x200d, 0x0937 },	/* Hindi: ् ZWJ ष */
		{ 0x094d, 0x200c, 0x0937 },	/* ... ् ZWNJ ष */
		{ 0x0dca, 0x200d, 0x0dbb },	/* Sinhala: ් ZWJ ර */
		{ 0x1820, 0x180e, 0x1820 },	/* Mongolian: ᠠ MVS ᠠ */
		{ 0x1f468, 0x200d, 0x1f469 },	/* 👨 ZWJ 👩 */
		{ 0xfe0f, 0x200d, 0x1f525 },	/* ❤️ ZWJ 🔥 */
		{ 0x1f3fd, 0x200d, 0x1f4bb },	/* 👩🏽 ZWJ 💻 */
		{ 0x1f468, 0x200d, 0x2695 },	/* 👨 ZWJ ⚕ */
		{ 0x1f642, 0x200d, 0x2194 },	/* 🙂 ZWJ ↔ */
		{ 0x1f408, 0x200d, 0x2b1b },	/* 🐈 ZWJ ⬛ */
		{ 0xfb8f, 0x200c, 0x0627 },	/* a presentation form */
		{ 0x0d4d, 0x200d, 0 },		/* a chillu ending a text */
		{ 0x094d, 0x200d, ' ' },	/* a half form, a blank */
		{ 0x0639, 0x200d, 0x2026 }	/* ع ZWJ … */
	};
	static const uint32_t nothing[][3] = {
		{ 0xc9, 0x200d, 0xc9 },		/* É ZWJ É */
		{ 0xe9, 0x200c, 0x142 },	/* é ZWNJ ł */
		{ 0xab, 0x200d, 0xbb },		/* « ZWJ » */
		{ 0xa0, 0x200d, 0x0645 },	/* NBSP ZWJ م */
		{ 'E', 0x200d, 'E' },
		{ 0x03b1, 0x200d, 0x03b2 },	/* Greek */
		{ 0x0645, 0x200d, 0x1f468 },	/* two scripts */
		{ 0x0915, 0x200d, 0x0995 },	/* Devanagari, Bengali */
		{ 0x0645, 0x180e, 0x0645 },	/* U+180E is Mongolian's */
		{ 0x1f468, 0x200c, 0x1f469 },	/* ZWNJ joins no emoji */
		{ 0x2014, 0x200d, 0x2014 },	/* — ZWJ — */
		{ 0, 0x200d, 0x1f469 },		/* the start of a text */
		{ 'E', 0x200d, 0 },		/* a Latin word's end */
		{ 0x1f468, 0x200d, ' ' },	/* an emoji's */
		{ 0x0639, 0x200c, ' ' },	/* ZWNJ ending a word */
		{ 0x0d4d, 0x200d, 'x' }		/* a Latin letter after */
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(spelling) / sizeof(spelling[0]); i++)
		assert_int_equal(xw_joiner_spells(spelling[i][0],
		    spelling[i][1], spelling[i][2]), 1);
	for (i = 0; i < sizeof(nothing) / sizeof(nothing[0]); i++)
		assert_int_equal(xw_joiner_spells(nothing[i][0],
		    nothing[i][1], nothing[i][2]), 0);
}

static void
test_utf8_encode(void **state)
{
	static const uint32_t v[][2] = {
		{ 0, 1 }, { 'A', 1 }, { 0x7f, 1 }, { 0x80, 2 }, { 0xe9, 2 },
		{ 0x7ff, 2 }, { 0x800, 3 }, { 0x20ac, 3 }, { 0xffff, 3 },
		{ 0x10000, 4 }, { 0x1f600, 4 }, { 0x10ffff, 4 }
	};
	char buf[4];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		assert_int_equal(xw_utf8_encode(v[i][0], buf), v[i][1]);
		assert_decode(buf, v[i][1], v[i][1], v[i][0]);
	}
	assert_int_equal(xw_utf8_encode(0x20ac, buf), 3);
	assert_memory_equal(buf, "\xe2\x82\xac", 3);
}

/* UTF-16 of either order, a pair for U+1F600, and what is not UTF-16. */
static void
test_utf16(void **state)
{
	static const char le[] = "\xff\xfe" "A\0\xe9\0\x3d\xd8\x00\xde";
	static const char be[] = "\xfe\xff" "\0A\0\xe9\xd8\x3d\xde\x00";
	static const char lone[] = "\xff\xfe" "\x3d\xd8" "A\0";
	static const char nul[] = "\xfe\xff" "\0A\0\0";
	struct xw_error e;
	size_t n;
	char *s;

	(void)state;
	assert_string_equal(xw_utf16_bom(le, 2), "UTF-16LE");
	assert_string_equal(xw_utf16_bom(be, 2), "UTF-16BE");
	assert_null(xw_utf16_bom("\xef\xbb\xbf{", 4));
	s = xw_utf16_to_utf8(le, sizeof(le) - 1, "t", &n, &e);
	assert_non_null(s);
	assert_string_equal(s, "A\xc3\xa9\xf0\x9f\x98\x80");
	assert_int_equal(n, 7);
	free(s);
	s = xw_utf16_to_utf8(be, sizeof(be) - 1, "t", &n, &e);
	assert_string_equal(s, "A\xc3\xa9\xf0\x9f\x98\x80");
	free(s);
	assert_null(xw_utf16_to_utf8(le, sizeof(le) - 2, "t", &n, &e));
	assert_string_equal(e.msg, "not UTF-16LE text: an odd number of bytes");
	assert_null(xw_utf16_to_utf8(lone, sizeof(lone) - 1, "t", &n, &e));
	assert_string_equal(e.msg, "not UTF-16LE text: a lone surrogate at "
	    "byte 2");
	assert_null(xw_utf16_to_utf8(nul, sizeof(nul) - 1, "t", &n, &e));
	assert_string_equal(e.msg, "not UTF-16BE text: a NUL at byte 4");
	assert_null(xw_utf16_to_utf8("{}", 2, "t", &n, &e));
	assert_int_equal(e.code, XW_ERR_FORMAT);
}

/* xw_toupper(v[i][0]) must be v[i][1]; reports every miss. */
static void
assert_upper(const uint32_t (*v)[2], size_t n)
{
	size_t i, bad = 0;

	for (i = 0; i < n; i++) {
		if (xw_toupper(v[i][0]) == v[i][1])
			continue;
		print_error("xw_toupper(U+%04X) = U+%04X, want U+%04X\n",
		    (unsigned)v[i][0], (unsigned)xw_toupper(v[i][0]),
		    (unsigned)v[i][1]);
		bad++;
	}
	if (bad != 0)
		fail_msg("%zu of %zu letters fold wrongly", bad, n);
}

static void
test_toupper(void **state)
{
	/* ASCII; ñ é Ñ ÷ ß ÿ; ā ł ž; σ ς α ά ώ; я а ё Я */
	static const uint32_t v[][2] = {
		{ 'a', 'A' }, { 'z', 'Z' }, { 'A', 'A' }, { '1', '1' },
		{ '\'', '\'' }, { 0xf1, 0xd1 }, { 0xe9, 0xc9 }, { 0xd1, 0xd1 },
		{ 0xf7, 0xf7 }, { 0xdf, 0xdf }, { 0xff, 0x178 },
		{ 0x101, 0x100 }, { 0x142, 0x141 }, { 0x17e, 0x17d },
		{ 0x3c3, 0x3a3 }, { 0x3c2, 0x3a3 }, { 0x3b1, 0x391 },
		{ 0x3ac, 0x386 }, { 0x3ce, 0x38f }, { 0x44f, 0x42f },
		{ 0x430, 0x410 }, { 0x451, 0x401 }, { 0x42f, 0x42f },
		/* the ends of runs: Czech ň, Macedonian ѐ (mutation17) */
		{ 0x148, 0x147 }, { 0x450, 0x400 }
	};

	(void)state;
	assert_upper(v, sizeof(v) / sizeof(v[0]));
}

/* The letters whose capital is several: the table's ends, ß, ŉ, ΐ, ﬁ;
   none for a letter of one capital, nor for a capital. */
static void
test_upper_full(void **state)
{
	(void)state;
	assert_string_equal(xw_upper_full(0xdf), "SS");
	assert_string_equal(xw_upper_full(0x149), "\u02BCN");
	assert_string_equal(xw_upper_full(0x390), "\u0399\u0308\u0301");
	assert_string_equal(xw_upper_full(0xfb01), "FI");
	assert_string_equal(xw_upper_full(0xfb03), "FFI");
	assert_string_equal(xw_upper_full(0xfb17), "\u0544\u053D");
	assert_null(xw_upper_full('a'));
	assert_null(xw_upper_full(0xde));
	assert_null(xw_upper_full(0xe0));
	assert_null(xw_upper_full(0x1e9e));
	assert_null(xw_upper_full(0xfb18));
	assert_null(xw_upper_full(0x10ffff));
}

/*
 * Letters xw_isalnum accepts must fold too, or a word list and a grid
 * spell the same word differently: Romanian ș, Greek ϊ, Ukrainian ґ.
 */
static void
test_toupper_accepted_letters(void **state)
{
	/* Also Vietnamese ơ ư, Hausa ƙ ƴ, ǝ, the digraphs ǆ ǅ ǉ ǳ, Greek ϕ
	   ϲ ϙ: the runs above them left them small, so that phơ and PHƠ
	   were two words. */
	static const uint32_t v[][2] = {
		{ 0x219, 0x218 }, { 0x3ca, 0x3aa }, { 0x491, 0x490 },
		{ 0x1a1, 0x1a0 }, { 0x1b0, 0x1af }, { 0x199, 0x198 },
		{ 0x1b4, 0x1b3 }, { 0x1dd, 0x18e }, { 0x1c6, 0x1c4 },
		{ 0x1c5, 0x1c4 }, { 0x1c9, 0x1c7 }, { 0x1f3, 0x1f1 },
		{ 0x3d5, 0x3a6 }, { 0x3f2, 0x3f9 }, { 0x3d9, 0x3d8 }
	};
	size_t i;

	/* ſ is a letter of its own; ȿ's capital is no letter a list
	   takes. So are ẛ (ſ with a dot), ẖ (whose capital is two code
	   points), ẞ and ß. Dotless ı is I, as Turkish capitals write it. */
	static const uint32_t kept[][2] = {
		{ 0x131, 0x49 }, { 0x17f, 0x17f }, { 0x23f, 0x23f },
		{ 0x1e9b, 0x1e9b }, { 0x1e96, 0x1e96 }, { 0x1e9e, 0x1e9e },
		{ 0xdf, 0xdf }
	};
	/* Latin Extended Additional: ḁ, Welsh ẃ, Vietnamese ạ ế ỹ; ỿ. */
	static const uint32_t additional[][2] = {
		{ 0x1e01, 0x1e00 }, { 0x1e83, 0x1e82 }, { 0x1ea1, 0x1ea0 },
		{ 0x1ebf, 0x1ebe }, { 0x1ef9, 0x1ef8 }, { 0x1eff, 0x1efe },
		{ 0x1ebe, 0x1ebe }
	};

	(void)state;
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		assert_true(xw_isalnum(v[i][0]) && xw_isalnum(v[i][1]));
	assert_upper(v, sizeof(v) / sizeof(v[0]));
	assert_upper(kept, sizeof(kept) / sizeof(kept[0]));
	for (i = 0; i < sizeof(additional) / sizeof(additional[0]); i++)
		assert_true(xw_isalnum(additional[i][0]));
	assert_upper(additional, sizeof(additional) / sizeof(additional[0]));
}

/*
 * Latin Extended Additional folds to its plain letters (Vietnamese Ệ is
 * E, ẞ is SS, as ß is ss; ẟ is a letter of its own), and a decomposed
 * Vietnamese letter composes a mark at a time: e and U+0323 are ẹ, and
 * ẹ and U+0302 are ệ; Ơ and U+0301 are Ớ; e and U+0302 are ê.
 */
static void
test_fold_additional(void **state)
{
	uint32_t f[2];

	(void)state;
	assert_int_equal(xw_fold(0x1ec6, f), 1);
	assert_int_equal(f[0], 'E');
	assert_int_equal(xw_fold(0x1e0c, f), 1);	/* Ḍ */
	assert_int_equal(f[0], 'D');
	assert_int_equal(xw_fold(0x1e9e, f), 2);
	assert_int_equal(f[0], 'S');
	assert_int_equal(f[1], 'S');
	assert_int_equal(xw_fold(0x1e9f, f), 1);
	assert_int_equal(f[0], 0x1e9f);
	assert_int_equal(xw_fold(0x1efa, f), 2);	/* Middle Welsh Ỻ */
	assert_int_equal(f[0], 'L');
	assert_int_equal(f[1], 'L');
	assert_int_equal(xw_compose('e', 0x323), 0x1eb9);
	assert_int_equal(xw_compose(0x1eb9, 0x302), 0x1ec7);
	assert_int_equal(xw_compose(0x1a0, 0x301), 0x1eda);
	assert_int_equal(xw_compose('e', 0x302), 0xea);
}

/*
 * The ends of the fold tables: À, the first of Latin-1's, folds to A; the
 * ligature Ĳ to two letters, IJ; Greek ά to α (mutation17: each changed
 * went unseen).
 */
static void
test_fold_table_ends(void **state)
{
	uint32_t f[2];

	(void)state;
	assert_int_equal(xw_fold(0xc0, f), 1);
	assert_int_equal(f[0], 'A');
	assert_int_equal(xw_fold(0x132, f), 2);
	assert_int_equal(f[0], 'I');
	assert_int_equal(f[1], 'J');
	assert_int_equal(xw_fold(0x3ac, f), 1);
	assert_int_equal(f[0], 0x3b1);
}

/* xw_utf8_letter of s is want, from the first taken bytes. */
static void
assert_letter(const char *s, uint32_t want, size_t taken)
{
	uint32_t cp;

	assert_int_equal(xw_utf8_letter(s, strlen(s), &cp), taken);
	assert_int_equal(cp, want);
}

/*
 * Marks compose in any order, as in NFC. Windows' Vietnamese keyboard
 * writes ệ, ậ, ặ and ộ as ê, â, ă or ô and then U+0323 (dot below, class
 * 220), which canonical order puts before the circumflex or breve (230):
 * ê and U+0323 composed nothing. So e, U+0302 and U+0323 are ệ, ọ and
 * the horn U+031B (216) are ợ, and L, U+0304 and U+0323 are Ḹ, though
 * there is no L with a macron. Marks of one class keep their order: ü
 * and U+0301 are ǘ, but ú and U+0308 compose nothing.
 */
static void
test_compose_any_order(void **state)
{
	(void)state;
	assert_int_equal(xw_compose(0xea, 0x323), 0x1ec7);	/* ệ */
	assert_int_equal(xw_compose(0xe2, 0x323), 0x1ead);	/* ậ */
	assert_int_equal(xw_compose(0x103, 0x323), 0x1eb7);	/* ặ */
	assert_int_equal(xw_compose(0xf4, 0x323), 0x1ed9);	/* ộ */
	assert_int_equal(xw_compose(0xca, 0x323), 0x1ec6);	/* Ệ */
	assert_int_equal(xw_compose(0x1ecd, 0x31b), 0x1ee3);	/* ợ */
	assert_int_equal(xw_compose(0x1ec7, 0x301), 0);
	assert_int_equal(xw_compose(0xfc, 0x301), 0x1d8);	/* ǘ */
	assert_int_equal(xw_compose(0xfa, 0x308), 0);
	assert_int_equal(xw_compose(0xea, 'x'), 0);
	assert_letter("\xc3\xaa\xcc\xa3x", 0x1ec7, 4);	/* ê U+0323 */
	assert_letter("e\xcc\x82\xcc\xa3", 0x1ec7, 5);
	assert_letter("a\xcc\x86\xcc\xa3", 0x1eb7, 5);	/* ặ */
	assert_letter("o\xcc\xa3\xcc\x9b", 0x1ee3, 5);	/* ợ */
	assert_letter("L\xcc\x84\xcc\xa3", 0x1e38, 5);	/* Ḹ */
	assert_letter("u\xcc\x81\xcc\x88", 0xfa, 3);	/* ú, U+0308 left */
}

/*
 * A cell's text composed: N and U+0303 are Ñ, one letter; a mark that
 * composes nothing stays, and so does a byte that is not UTF-8. Case
 * apart, a letter so written is the one composed.
 */
static void
test_compose_letters(void **state)
{
	char s[] = "AN\xcc\x83O x\xcc\x81 \xff e\xcc\x82\xcc\xa3";

	(void)state;
	s[xw_utf8_compose_letters(s, strlen(s))] = '\0';
	assert_string_equal(s, "A\xc3\x91O x\xcc\x81 \xff \xe1\xbb\x87");
	assert_true(xw_utf8_caseeq("n\xcc\x83", "\xc3\x91"));
	assert_false(xw_utf8_caseeq("n\xcc\x83", "N"));
	/* The start of a rebus cell's letters is not the whole. */
	assert_false(xw_utf8_caseeq("a", "AR"));
	assert_false(xw_utf8_caseeq("AR", "a"));
	assert_true(xw_utf8_caseeq("ar", "AR"));
}

static void
assert_linecol(const char *buf, size_t off, long line, long col)
{
	long l, c;

	xw_linecol(buf, off, &l, &c);
	assert_int_equal(l, line);
	assert_int_equal(c, col);
}

static void
test_linecol(void **state)
{
	static const char buf[] = "ab\nc\xc3\xa9 d\n\nx";

	(void)state;
	assert_linecol(buf, 0, 1, 1);
	assert_linecol(buf, 2, 1, 3);
	assert_linecol(buf, 3, 2, 1);
	assert_linecol(buf, 6, 2, 3);	/* é is one column */
	assert_linecol(buf, 7, 2, 4);
	assert_linecol(buf, 9, 3, 1);
	assert_linecol(buf, 10, 4, 1);
	assert_linecol(buf, 1000, 4, 2);	/* stops at the NUL */
}

static void
assert_normal(const char *word, const char *want)
{
	char *s = xw_word_normalize(word);

	if (want == NULL) {
		assert_null(s);
		return;
	}
	assert_non_null(s);
	assert_string_equal(s, want);
	free(s);
}

static void
test_word_normalize(void **state)
{
	(void)state;
	assert_normal("\xc3\x91" "and\xc3\xba", "\xc3\x91" "AND\xc3\x9a");
	assert_normal("rock 'n' roll", "ROCKNROLL");
	assert_normal("Route-66", "ROUTE66");
	assert_normal("n\xc3\xaa\xcc\xa3", "N\xe1\xbb\x86");	/* nê U+0323 */
	assert_normal("\xcf\x83\xce\xbf\xcf\x86\xcf\x8c\xcf\x82",
	    "\xce\xa3\xce\x9f\xce\xa6\xce\x8c\xce\xa3");	/* σοφός */
	assert_normal("\xd1\x8f\xd0\xb7\xd1\x8b\xd0\xba",
	    "\xd0\xaf\xd0\x97\xd0\xab\xd0\x9a");		/* язык */
	assert_normal("", "");
	assert_normal(" -'. ", "");
	assert_normal("ab\xff", NULL);
	assert_normal("\xc0\x80", NULL);
	assert_normal("a\xc3", NULL);
}

static struct xw_wordlist *
load_list(const char *name, const char *text)
{
	struct xw_wordlist *w;
	struct xw_error e;

	write_text(path(name), text);
	if ((w = xw_wordlist_load(path(name), &e)) == NULL)
		fail_msg("%s", e.msg);
	return w;
}

static void
test_wordlist(void **state)
{
	struct xw_wordlist *w = load_list("list.txt",
	    "ALPHA;60\r\nbeta 70\r\n\r\n   \t\r\n"
	    "x;abc\r\n"			/* line 5, the first skipped */
	    "Gamma\r\nx;101\r\nbad\xff;40\r\nalpha;30\r\nbeta;90\r\n"
	    "rock 'n' roll;80\nnew york 65\nzero;0\ncent;100\nx;-1\ndelta");
	struct xw_error e;
	long first = 0;

	(void)state;
	/* zero;0 is a word never to use: not listed. */
	assert_int_equal(xw_wordlist_size(w), 7);
	assert_int_equal(xw_wordlist_skipped(w, &first), 4);
	assert_int_equal(first, 5);
	assert_int_equal(xw_wordlist_skipped(w, NULL), 4);
	assert_int_equal(xw_wordlist_score(w, "ALPHA"), 60);
	assert_int_equal(xw_wordlist_score(w, "alpha"), 60);
	assert_int_equal(xw_wordlist_score(w, "Beta"), 90);
	assert_int_equal(xw_wordlist_score(w, "gamma"), 50);
	assert_int_equal(xw_wordlist_score(w, "delta"), 50);
	assert_int_equal(xw_wordlist_score(w, "rocknroll"), 80);
	assert_int_equal(xw_wordlist_score(w, "Rock and roll"), -1);
	assert_int_equal(xw_wordlist_score(w, "New York"), 65);
	assert_int_equal(xw_wordlist_score(w, "zero"), -1);
	assert_int_equal(xw_wordlist_score(w, "cent"), 100);
	assert_int_equal(xw_wordlist_score(w, "x"), -1);
	assert_int_equal(xw_wordlist_score(w, "bad"), -1);
	assert_int_equal(xw_wordlist_score(w, "epsilon"), -1);
	assert_int_equal(xw_wordlist_score(w, "\xff"), -1);
	xw_wordlist_free(w);
	assert_null(xw_wordlist_load(path("nolist.txt"), &e));
	assert_msg(&e, "cannot open '%s': No such file or directory",
	    path("nolist.txt"));
}

/* A one-line list must hold word with score, and nothing else. */
static void
assert_one_entry(const char *line, const char *word, int score)
{
	struct xw_wordlist *w = load_list("one.txt", line);
	int got = xw_wordlist_score(w, word), n = (int)xw_wordlist_size(w);

	xw_wordlist_free(w);
	assert_int_equal(got, score);
	assert_int_equal(n, 1);
}

static void
test_wordlist_separators(void **state)
{
	(void)state;
	assert_one_entry("tab\t70\n", "tab", 70);
	assert_one_entry("psi;45 \n", "psi", 45);
	assert_one_entry("two words 35\n", "twowords", 35);
	assert_one_entry("route 66\n", "route", 66);
}

/* A tab after a word with a space still separates the score. */
static void
test_wordlist_tab_after_space(void **state)
{
	(void)state;
	assert_one_entry("new york\t75\n", "new york", 75);
}

/* Blanks after "word score" are ignored, as they are after "word;score". */
static void
test_wordlist_trailing_blank(void **state)
{
	(void)state;
	assert_one_entry("omega 40 \n", "omega", 40);
}

static void
test_slurp(void **state)
{
	struct xw_error e;
	char *buf = NULL;
	size_t len;

	(void)state;
	write_text(path("s.txt"), "hello\nw\xc3\xb6rld\n");
	assert_file("s.txt", "hello\nw\xc3\xb6rld\n");
	write_text(path("empty.txt"), "");
	assert_file("empty.txt", "");
	assert_int_equal(xw_slurp(dir, &buf, &len, &e), -1);
	assert_msg(&e, "cannot read '%s': Is a directory", dir);
	assert_int_equal(xw_slurp(path("missing"), &buf, &len, &e), -1);
	assert_msg(&e, "cannot open '%s': No such file or directory",
	    path("missing"));
	assert_null(buf);
	assert_int_equal(e.code, XW_ERR_IO);
	assert_string_equal(e.file, path("missing"));
	assert_int_equal(e.line, 0);
	assert_string_equal(xw_display_name(NULL), "<stdin>");
	assert_string_equal(xw_display_name("-"), "<stdin>");
	assert_string_equal(xw_display_name("x.ipuz"), "x.ipuz");
}

/* Open name in dir and write text; on Linux, a file without a name, so
   that not even a temporary name appears. */
static struct xw_out *
out_write(const char *name, const char *text)
{
	struct xw_error e;
	struct xw_out *o;
	int files = scan_dir("", 0);

	if ((o = xw_out_open(path(name), 0, &e)) == NULL)
		fail_msg("%s", e.msg);
	assert_true(fputs(text, xw_out_stream(o, NULL)) >= 0);
	assert_int_equal(fflush(xw_out_stream(o, NULL)), 0);
#ifdef __linux__
	assert_int_equal(scan_dir("", 0), files);
#else
	assert_int_equal(scan_dir(".xwtmp.", 0), 1);
#endif
	return o;
}

static void
test_out_close_abort(void **state)
{
	struct xw_error e;
	struct xw_out *o;

	(void)state;
	o = out_write("out.txt", "data\n");
	assert_int_equal(access(path("out.txt"), F_OK), -1);
	assert_int_equal(xw_out_close(o, &e), 0);
	assert_file("out.txt", "data\n");
	/* A file being replaced keeps its old text until the close. */
	write_text(path("old.txt"), "old\n");
	o = out_write("old.txt", "new\n");
	assert_file("old.txt", "old\n");
	assert_int_equal(xw_out_close(o, &e), 0);
	assert_file("old.txt", "new\n");
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
	/* Aborting leaves neither the file nor the temporary. */
	xw_out_abort(out_write("aborted.txt", "partial"));
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
	assert_int_equal(scan_dir("aborted.txt", 0), 0);
	xw_out_abort(NULL);
}

/* A whole buffer at once; XW_OUT_NEW; the mode a new or replaced file gets. */
static void
test_out_write_new(void **state)
{
	struct xw_error e;
	struct xw_out *o;
	struct stat st;
	mode_t mask = umask(022);

	(void)state;
	assert_non_null(o = xw_out_open(path("new.txt"), XW_OUT_NEW, &e));
	xw_out_write(o, "one\ntwo\n", 8);
	assert_int_equal(access(path("new.txt"), F_OK), -1);
	assert_int_equal(xw_out_close(o, &e), 0);
	assert_file("new.txt", "one\ntwo\n");
	assert_int_equal(stat(path("new.txt"), &st), 0);
	assert_int_equal(st.st_mode & 07777, 0644);
	errno = 0;
	assert_null(xw_out_open(path("new.txt"), XW_OUT_NEW, &e));
	assert_int_equal(errno, EEXIST);
	assert_msg(&e, "exists");
	assert_int_equal(e.code, XW_ERR_EXISTS);
	assert_string_equal(e.file, path("new.txt"));
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
	/* Replaced, it keeps its mode. */
	assert_int_equal(chmod(path("new.txt"), 0600), 0);
	assert_non_null(o = xw_out_open(path("new.txt"), 0, &e));
	xw_out_write(o, "three\n", 6);
	assert_int_equal(xw_out_close(o, &e), 0);
	assert_file("new.txt", "three\n");
	assert_int_equal(stat(path("new.txt"), &st), 0);
	assert_int_equal(st.st_mode & 07777, 0600);
	umask(mask);
}

static void
test_out_errors(void **state)
{
	struct xw_error e;
	struct xw_out *o;

	(void)state;
	assert_null(xw_out_open(dir, 0, &e));
	assert_msg(&e, "cannot write '%s': Is a directory", dir);
	assert_non_null(o = xw_out_open("-", 0, &e));
	assert_ptr_equal(xw_out_stream(o, NULL), stdout);
	assert_int_equal(xw_out_close(o, &e), 0);
	if (access("/dev/full", W_OK) != 0)
		skip();
	assert_non_null(o = xw_out_open("/dev/full", 0, &e));
	fputs("x", xw_out_stream(o, NULL));
	assert_int_equal(xw_out_close(o, &e), -1);
	assert_msg(&e, "cannot write '%s': No space left on device",
	    "/dev/full");
	/* A device is written in place, even with XW_OUT_NEW. */
	assert_non_null(o = xw_out_open("/dev/full", XW_OUT_NEW, &e));
	xw_out_write(o, "x", 1);
	assert_int_equal(xw_out_close(o, &e), -1);
	assert_msg(&e, "cannot write '%s': No space left on device",
	    "/dev/full");
}

/* "-", or a link to what stdout writes, is stdout; a file by its own
   name, or a link to another, is not. */
static void
test_is_stdout(void **state)
{
	int fd, saved;

	(void)state;
	assert_true(xw_is_stdout(NULL));
	assert_true(xw_is_stdout("-"));
	write_text(path("so-other.txt"), "");
	fflush(stdout);
	assert_true((saved = dup(STDOUT_FILENO)) >= 0);
	assert_true((fd = open(path("so-out.txt"), O_WRONLY | O_CREAT,
	    0644)) >= 0);
	assert_int_equal(dup2(fd, STDOUT_FILENO), STDOUT_FILENO);
	close(fd);
	assert_int_equal(symlink("so-out.txt", path("so-link.txt")), 0);
	assert_int_equal(symlink("so-other.txt", path("so-away.txt")), 0);
	assert_true(xw_is_stdout(path("so-link.txt")));
	assert_false(xw_is_stdout(path("so-out.txt")));
	assert_false(xw_is_stdout(path("so-away.txt")));
	assert_false(xw_is_stdout(path("so-none.txt")));
	assert_int_equal(dup2(saved, STDOUT_FILENO), STDOUT_FILENO);
	close(saved);
}

/* XW_OUT_NEW holds when the file is made by another after the open. */
static void
test_out_new_race(void **state)
{
	struct xw_error e;
	struct xw_out *o;

	(void)state;
	assert_non_null(o = xw_out_open(path("race.txt"), XW_OUT_NEW, &e));
	xw_out_write(o, "mine\n", 5);
	write_text(path("race.txt"), "theirs\n");
	errno = 0;
	assert_int_equal(xw_out_close(o, &e), -1);
	assert_int_equal(errno, EEXIST);
	assert_int_equal(e.code, XW_ERR_EXISTS);
	assert_msg(&e, "exists");
	assert_file("race.txt", "theirs\n");
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
	/* Through a stream too. */
	assert_int_equal(unlink(path("race.txt")), 0);
	assert_non_null(o = xw_out_open(path("race.txt"), XW_OUT_NEW, &e));
	fputs("mine\n", xw_out_stream(o, NULL));
	write_text(path("race.txt"), "theirs\n");
	assert_int_equal(xw_out_close(o, &e), -1);
	assert_int_equal(e.code, XW_ERR_EXISTS);
	assert_file("race.txt", "theirs\n");
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
}

/* name opened with flags, text written and staged. */
static struct xw_out *
out_staged(const char *name, unsigned flags, const char *text)
{
	struct xw_error e;
	struct xw_out *o;

	if ((o = xw_out_open(path(name), flags, &e)) == NULL)
		fail_msg("%s", e.msg);
	xw_out_write(o, text, strlen(text));
	if (xw_out_stage(o, &e) != 0)
		fail_msg("%s", e.msg);
	return o;
}

/* Staged outputs are named all or none: when one cannot be, those named
   before it are undone, a replaced file put back and a new one removed. */
static void
test_out_publish(void **state)
{
	struct xw_out *v[3];
	struct xw_error e;

	(void)state;
	write_text(path("p-kept.txt"), "old\n");
	v[0] = out_staged("p-kept.txt", 0, "new\n");
	v[1] = out_staged("p-fresh.txt", XW_OUT_NEW, "fresh\n");
	v[2] = out_staged("p-race.txt", XW_OUT_NEW, "mine\n");
	/* Complete beside their places, and not yet in them. */
	assert_int_equal(scan_dir(".xwtmp.", 0), 3);
	assert_file("p-kept.txt", "old\n");
	assert_int_equal(access(path("p-fresh.txt"), F_OK), -1);
	write_text(path("p-race.txt"), "theirs\n");
	errno = 0;
	assert_int_equal(xw_out_publish(v, 3, &e), -1);
	assert_int_equal(errno, EEXIST);
	assert_int_equal(e.code, XW_ERR_EXISTS);
	assert_string_equal(e.file, path("p-race.txt"));
	assert_file("p-kept.txt", "old\n");
	assert_int_equal(access(path("p-fresh.txt"), F_OK), -1);
	assert_file("p-race.txt", "theirs\n");
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
	/* A link made meanwhile in the place of a replaced file. */
	v[0] = out_staged("p-fresh.txt", XW_OUT_NEW, "fresh\n");
	v[1] = out_staged("p-kept.txt", 0, "new\n");
	write_text(path("p-linked.txt"), "linked\n");
	v[2] = out_staged("p-linked.txt", 0, "x\n");
	assert_int_equal(unlink(path("p-linked.txt")), 0);
	assert_int_equal(symlink("p-race.txt", path("p-linked.txt")), 0);
	assert_int_equal(xw_out_publish(v, 3, &e), -1);
	assert_int_equal(e.code, XW_ERR_ARG);
	assert_msg(&e, "is a symbolic link; not replaced");
	assert_file("p-kept.txt", "old\n");
	assert_int_equal(access(path("p-fresh.txt"), F_OK), -1);
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
	assert_int_equal(unlink(path("p-linked.txt")), 0);
	/* All named. */
	v[0] = out_staged("p-kept.txt", 0, "new\n");
	v[1] = out_staged("p-fresh.txt", XW_OUT_NEW, "fresh\n");
	assert_int_equal(xw_out_publish(v, 2, &e), 0);
	assert_file("p-kept.txt", "new\n");
	assert_file("p-fresh.txt", "fresh\n");
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
	/* A staged output is dropped as any other. */
	xw_out_abort(out_staged("p-dropped.txt", 0, "x\n"));
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
	assert_int_equal(scan_dir("p-dropped.txt", 0), 0);
	/* stdout is no file to stage. */
	assert_non_null(v[0] = xw_out_open("-", 0, &e));
	assert_int_equal(xw_out_stage(v[0], &e), -1);
	assert_int_equal(e.code, XW_ERR_ARG);
	assert_msg(&e, "is not a regular file; not replaced");
}

/* A symbolic link is never replaced nor written through, with
   XW_OUT_NEW or without; a link to a device is written to. */
static void
test_out_link(void **state)
{
	struct xw_error e;
	struct xw_out *o;

	(void)state;
	write_text(path("p-target.txt"), "target\n");
	assert_int_equal(symlink("p-target.txt", path("p-to-file.txt")), 0);
	assert_int_equal(symlink("p-gone.txt", path("p-to-none.txt")), 0);
	assert_int_equal(symlink("/dev/null", path("p-to-null")), 0);
	assert_null(xw_out_open(path("p-to-file.txt"), 0, &e));
	assert_int_equal(e.code, XW_ERR_ARG);
	assert_msg(&e, "is a symbolic link; not replaced");
	assert_string_equal(e.file, path("p-to-file.txt"));
	assert_null(xw_out_open(path("p-to-file.txt"), XW_OUT_NEW, &e));
	assert_int_equal(e.code, XW_ERR_ARG);
	assert_null(xw_out_open(path("p-to-none.txt"), 0, &e));
	assert_msg(&e, "is a symbolic link; not replaced");
	assert_int_equal(access(path("p-gone.txt"), F_OK), -1);
	assert_file("p-target.txt", "target\n");
	assert_non_null(o = xw_out_open(path("p-to-null"), XW_OUT_NEW, &e));
	xw_out_write(o, "x", 1);
	assert_int_equal(xw_out_close(o, &e), 0);
	assert_int_equal(unlink(path("p-to-file.txt")), 0);
	assert_int_equal(unlink(path("p-to-none.txt")), 0);
	assert_int_equal(unlink(path("p-to-null")), 0);
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
}

/* After xw_protect_inputs, what xw_slurp read is never replaced, when it
   was read before the open or after it; what it read before the call is
   not counted, as libxw(3) says (QA libapi4 #8). Last: it stays on. */
static void
test_out_inputs(void **state)
{
	struct xw_error e;
	struct xw_out *o;
	char *buf;
	size_t len;

	(void)state;
	write_text(path("in.txt"), "input\n");
	write_text(path("early.txt"), "early\n");
	assert_int_equal(link(path("in.txt"), path("alias.txt")), 0);
	assert_non_null(o = xw_out_open(path("in.txt"), 0, &e));
	xw_out_abort(o);
	assert_int_equal(xw_slurp(path("early.txt"), &buf, &len, &e), 0);
	free(buf);
	xw_protect_path(path("in.txt"));
	xw_protect_inputs();
	assert_int_equal(xw_is_input(path("early.txt")), 0);
	assert_int_equal(xw_is_input(path("in.txt")), 0);
	assert_non_null(o = xw_out_open(path("early.txt"), 0, &e));
	xw_out_write(o, "replaced\n", 9);
	assert_int_equal(xw_out_close(o, &e), 0);
	assert_file("early.txt", "replaced\n");
	assert_int_equal(xw_slurp(path("early.txt"), &buf, &len, &e), 0);
	free(buf);
	assert_int_equal(xw_is_input(path("early.txt")), 1);
	assert_non_null(o = xw_out_open(path("alias.txt"), 0, &e));
	assert_int_equal(xw_slurp(path("in.txt"), &buf, &len, &e), 0);
	free(buf);
	xw_out_write(o, "output\n", 7);
	assert_int_equal(xw_out_close(o, &e), -1);
	assert_int_equal(e.code, XW_ERR_ARG);
	assert_msg(&e, "will not overwrite the input");
	assert_string_equal(e.file, path("alias.txt"));
	assert_null(xw_out_open(path("in.txt"), 0, &e));
	assert_int_equal(e.code, XW_ERR_ARG);
	assert_file("in.txt", "input\n");
	assert_int_equal(scan_dir(".xwtmp.", 0), 0);
	/* Other files are written as before. */
	assert_non_null(o = xw_out_open(path("other.txt"), 0, &e));
	xw_out_write(o, "output\n", 7);
	assert_int_equal(xw_out_close(o, &e), 0);
}

/* Capture what goes to stderr between capture_start and capture_end. */
static int saved_stderr = -1;

static void
capture_start(void)
{
	int fd;

	fflush(stderr);
	fd = open(path("stderr.txt"), O_WRONLY | O_CREAT | O_TRUNC, 0600);
	assert_true(fd >= 0);
	assert_true((saved_stderr = dup(STDERR_FILENO)) >= 0);
	assert_true(dup2(fd, STDERR_FILENO) >= 0);
	close(fd);
}

static void
capture_end(const char *want)
{
	fflush(stderr);
	dup2(saved_stderr, STDERR_FILENO);
	close(saved_stderr);
	assert_file("stderr.txt", want);
}

static void
assert_report(const char *file, long line, long col, const char *want)
{
	struct xw_error e;

	assert_int_equal(xw_seterr(&e, XW_ERR_SYNTAX, file, line, col, "%s %d", "msg", 1), -1);
	capture_start();
	xw_report(&e);
	capture_end(want);
}

static void
test_report(void **state)
{
	struct xw_error e;
	char big[600];

	(void)state;
	xw_setprogname("/usr/local/bin/prog");
	assert_string_equal(xw_progname(), "prog");
	assert_report("file", 3, 7, "prog: file:3:7: msg 1\n");
	assert_report("file", 3, 0, "prog: file:3: msg 1\n");
	assert_report("file", 0, 7, "prog: file: msg 1\n");
	assert_report(NULL, 3, 7, "prog: msg 1\n");
	assert_report("", 0, 0, "prog: msg 1\n");
	assert_int_equal(xw_seterr(NULL, XW_ERR_SYNTAX, "f", 1, 1, "x"), -1);
	memset(big, 'm', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	xw_seterr(&e, XW_ERR_SYNTAX, "f", 1, 1, "%s", big);
	assert_int_equal(strlen(e.msg), sizeof(e.msg) - 1);
	capture_start();
	xw_warnx("bad %s", "thing");
	errno = ENOENT;
	xw_warn("cannot open '%s'", "f");
	capture_end("prog: bad thing\n"
	    "prog: cannot open 'f': No such file or directory\n");
	xw_setprogname("");
	assert_string_equal(xw_progname(), "prog");
}

/*
 * The bytes of an empty buffer, whose s is NULL, add nothing: no memcpy
 * from NULL, which the .xd writer did for an empty closing tag (QA
 * libapi4 #9; undefined, which make asan's UBSan stops at).
 */
static void
test_buf_add_empty(void **state)
{
	struct xw_buf b = { 0 }, empty = { 0 };

	(void)state;
	xw_buf_add(&b, empty.s, empty.len);
	assert_non_null(b.s);
	assert_int_equal(b.len, 0);
	assert_string_equal(b.s, "");
	xw_buf_add(&b, "ab", 2);
	xw_buf_add(&b, NULL, 0);
	assert_int_equal(b.len, 2);
	assert_string_equal(b.s, "ab");
	xw_buf_free(&b);
}

static void
test_escape(void **state)
{
	static const char in[] = "a\nb\tc\rd\x1b[31m\x7f\xc2\x9b "
	    "\xc3\xa9\xe2\x82\xac\xff\xc0\xaf '\\";
	struct xw_buf b = { 0 };
	struct xw_error e;
	char big[5000];

	(void)state;
	/* Controls, DEL, C1 controls, bytes that are not UTF-8, an
	   overlong form and the backslash are escaped; characters, spaces
	   and quotes not. */
	xw_buf_escape(&b, in, sizeof(in) - 1);
	assert_string_equal(b.s, "a\\nb\\tc\\rd\\x1b[31m\\x7f\\xc2\\x9b "
	    "\xc3\xa9\xe2\x82\xac\\xff\\xc0\\xaf '\\x5c");
	/* So no two texts are shown alike: an escape character and the
	   four characters of its escape. */
	b.len = 0;
	xw_buf_escape(&b, "\\x1b|\x1b", 6);
	assert_string_equal(b.s, "\\x5cx1b|\\x1b");
	b.len = 0;
	xw_buf_escape(&b, "a\0b\xe2\x82", 5);
	assert_string_equal(b.s, "a\\x00b\\xe2\\x82");
	xw_buf_free(&b);
	xw_setprogname("prog");
	/* A file cannot forge a line of its own, nor colour the terminal. */
	xw_seterr(&e, XW_ERR_SYNTAX, "bad\nname", 2, 0, "clue '%s'",
	    "x\nx.ipuz: error: forged\x1b[2J");
	capture_start();
	xw_report(&e);
	xw_warnx("%s", "tab\there");
	capture_end("prog: bad\\nname:2: clue 'x\\nx.ipuz: error: "
	    "forged\\x1b[2J'\n"
	    "prog: tab\\there\n");
	/* A message is at most 4096 bytes with its newline; a longer one
	   loses its middle: "prog: ", 2043 bytes, "...", the last 2043. */
	memset(big, 'm', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	capture_start();
	xw_warnx("%s", big);
	fflush(stderr);
	dup2(saved_stderr, STDERR_FILENO);
	close(saved_stderr);
	assert_int_equal(xw_slurp(path("stderr.txt"), &b.s, &b.len, &e), 0);
	assert_int_equal(b.len, 4096);
	assert_memory_equal(b.s, "prog: mmm", 9);
	assert_memory_equal(b.s + 6 + 2043, "...mmm", 6);
	assert_memory_equal(b.s + 4092, "mmm\n", 4);
	free(b.s);
}

/* s, then n times rep, then t: a message expected, in b. */
static const char *
repeated(struct xw_buf *b, const char *s, const char *rep, int n,
    const char *t)
{
	xw_buf_puts(b, s);
	while (n-- > 0)
		xw_buf_puts(b, rep);
	xw_buf_puts(b, t);
	return b->s;
}

#define SKIPPED ": warning: skipped 1 malformed line"

/* The warning of the malformed lines of list, shown as prog, head
   times shown (how a byte of list is shown), "...", tail times shown,
   and the reason: the lines say so too when shown is given whole. */
static void
assert_cut(const char *list, const char *shown, int head, int tail)
{
	struct xw_buf want = { 0 }, text = { 0 };

	repeated(&want, "prog: ", shown, head, "...");
	repeated(&want, "", shown, tail, SKIPPED "\n");
	capture_start();
	xw_warnx("%s" SKIPPED, list);
	capture_end(want.s);
	if (strlen(shown) > 1) {
		repeated(&text, "", shown, (int)strlen(list), SKIPPED);
		capture_start();
		xw_warn_shown(text.s);
		capture_end(want.s);
	}
	xw_buf_free(&want);
	xw_buf_free(&text);
}

/*
 * A message too long for its line keeps what is wrong, at its end: the
 * middle goes, in the path it names, whose escapes (\x01 for a byte)
 * made it four times longer, and which printf's buffer had cut before
 * (a path longer than the line lost its reason to both).
 */
static void
test_report_cut(void **state)
{
	struct xw_buf want = { 0 };
	char ctl[1101], name[5001];

	(void)state;
	xw_setprogname("prog");
	/* 300 control characters: 1200 bytes, whole. */
	memset(ctl, 1, 300);
	ctl[300] = '\0';
	capture_start();
	xw_warnx("%s" SKIPPED, ctl);
	capture_end(repeated(&want, "prog: ", "\\x01", 300, SKIPPED "\n"));
	/* 1100 of them: 4400 bytes. The line has 4086 for the message,
	   its last 2043 in whole escapes the end, as many before; text
	   already shown (xw_warn_shown) is cut so, between its escapes. */
	memset(ctl, 1, 1100);
	ctl[1100] = '\0';
	assert_cut(ctl, "\\x01", 510, 502);
	/* A name of letters longer than the line: printf's 4096 bytes
	   held no reason. */
	memset(name, 'n', 5000);
	name[5000] = '\0';
	assert_cut(name, "n", 2043, 2008);
	/* The end starts on a letter, not on the accent of the one before
	   the cut (U+0301 after "a", R17-5): "a" and the accent are three
	   bytes, and with the "z" after them the end's 2043 bytes would
	   start at an accent; it starts at the next "a", 680 of them. */
	xw_buf_free(&want);
	repeated(&want, "", "a\xcc\x81", 1500, "z");
	capture_start();
	xw_warnx("%s", want.s);
	fflush(stderr);
	dup2(saved_stderr, STDERR_FILENO);
	close(saved_stderr);
	{
		struct xw_error e;
		char *out;
		size_t len;

		assert_int_equal(xw_slurp(path("stderr.txt"), &out, &len, &e),
		    0);
		assert_memory_equal(out + len - 1 - 680 * 3 - 1 - 3,
		    "...a\xcc", 5);
		free(out);
	}
	/* With strerror's reason (xw_warn) too. */
	want.len = 0;
	repeated(&want, "prog: cannot read '", "\\x01", 508, "...");
	repeated(&want, "", "\\x01", 505, "': File name too long\n");
	capture_start();
	errno = ENAMETOOLONG;
	xw_warn("cannot read '%s'", ctl);
	capture_end(want.s);
	xw_buf_free(&want);
}

/* The shared strings "1" to "999" say their numbers, as xw_str's. */
static void
test_str_numbers(void **state)
{
	char want[8], *s;
	int n;

	(void)state;
	for (n = 1; n <= 999; n++) {
		snprintf(want, sizeof(want), "%d", n);
		assert_string_equal(xw_str_int(n), want);
		assert_string_equal(xw_str(want, strlen(want)), want);
	}
	s = xw_str_int(1000);	/* made, not shared */
	assert_string_equal(s, "1000");
	xw_str_free(s);
	assert_string_equal(xw_str_int(0), "0");
}

static void
test_fshut(void **state)
{
	FILE *fp;

	(void)state;
	xw_setprogname("prog");
	assert_non_null(fp = fopen(path("fshut.txt"), "w"));
	fputs("ok\n", fp);
	assert_int_equal(xw_fshut(fp, "fshut.txt"), 0);
	if ((fp = fopen("/dev/full", "w")) == NULL)
		skip();
	fputs("x", fp);
	capture_start();
	assert_int_equal(xw_fshut(fp, "/dev/full"), XW_EXIT_TROUBLE);
	capture_end("prog: cannot write '/dev/full': "
	    "No space left on device\n");
}

/* SOURCE_DATE_EPOCH: digits only, up to the end of 9999 (past it said
   so); unset or empty is none. */
static void
test_source_date(void **state)
{
	static const char *const bad[] = {
		"yesterday", "-1", " 5", "5 ", "+5", "0x10", "1e9",
		"253402300800", "99999999999999999999999"
	};
	struct xw_error e;
	int64_t t = -1;
	size_t i;

	(void)state;
	unsetenv("SOURCE_DATE_EPOCH");
	assert_int_equal(xw_source_date(&t, &e), 0);
	setenv("SOURCE_DATE_EPOCH", "", 1);
	assert_int_equal(xw_source_date(&t, &e), 0);
	assert_int_equal(t, -1);
	setenv("SOURCE_DATE_EPOCH", "0", 1);
	assert_int_equal(xw_source_date(&t, &e), 1);
	assert_int_equal(t, 0);
	setenv("SOURCE_DATE_EPOCH", "253402300799", 1);
	assert_int_equal(xw_source_date(&t, &e), 1);
	assert_true(t == 253402300799LL);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		setenv("SOURCE_DATE_EPOCH", bad[i], 1);
		assert_int_equal(xw_source_date(&t, &e), -1);
		assert_int_equal(e.code, XW_ERR_ARG);
	}
	setenv("SOURCE_DATE_EPOCH", "1e9", 1);
	assert_int_equal(xw_source_date(&t, &e), -1);
	assert_string_equal(e.msg, "SOURCE_DATE_EPOCH '1e9' is not a count "
	    "of seconds since 1970");
	/* A count past 9999 is said to be one (hostile17 F9). */
	setenv("SOURCE_DATE_EPOCH", "253402300800", 1);
	assert_int_equal(xw_source_date(&t, &e), -1);
	assert_string_equal(e.msg, "SOURCE_DATE_EPOCH '253402300800' is past "
	    "9999-12-31, the last day a date of four digits can say");
	setenv("SOURCE_DATE_EPOCH", "99999999999999999999999", 1);
	assert_int_equal(xw_source_date(&t, &e), -1);
	assert_string_equal(e.msg, "SOURCE_DATE_EPOCH "
	    "'99999999999999999999999' is past 9999-12-31, the last day a "
	    "date of four digits can say");
	unsetenv("SOURCE_DATE_EPOCH");
}

UNIT_MAIN("tests", setup, teardown,
	cmocka_unit_test(test_utf8_decode),
	cmocka_unit_test(test_cp1252),
	cmocka_unit_test(test_utf8_check_len),
	cmocka_unit_test(test_utf8_shown),
	cmocka_unit_test(test_utf8_cluster),
	cmocka_unit_test(test_invisible_kind),
	cmocka_unit_test(test_joiner_spells),
	cmocka_unit_test(test_utf8_encode),
	cmocka_unit_test(test_utf16),
	cmocka_unit_test(test_toupper),
	cmocka_unit_test(test_upper_full),
	cmocka_unit_test(test_compose_letters),
	cmocka_unit_test(test_toupper_accepted_letters),
	cmocka_unit_test(test_fold_additional),
	cmocka_unit_test(test_fold_table_ends),
	cmocka_unit_test(test_compose_any_order),
	cmocka_unit_test(test_linecol),
	cmocka_unit_test(test_word_normalize),
	cmocka_unit_test(test_wordlist),
	cmocka_unit_test(test_wordlist_separators),
	cmocka_unit_test(test_wordlist_tab_after_space),
	cmocka_unit_test(test_wordlist_trailing_blank),
	cmocka_unit_test(test_slurp),
	cmocka_unit_test(test_out_close_abort),
	cmocka_unit_test(test_out_write_new),
	cmocka_unit_test(test_out_errors),
	cmocka_unit_test(test_is_stdout),
	cmocka_unit_test(test_out_new_race),
	cmocka_unit_test(test_out_publish),
	cmocka_unit_test(test_out_link),
	cmocka_unit_test(test_report),
	cmocka_unit_test(test_buf_add_empty),
	cmocka_unit_test(test_escape),
	cmocka_unit_test(test_report_cut),
	cmocka_unit_test(test_str_numbers),
	cmocka_unit_test(test_fshut),
	cmocka_unit_test(test_source_date),
	cmocka_unit_test(test_out_inputs),
	cmocka_unit_test(test_seterr_cut))
