/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
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

#include "utf8.h"
#include "util.h"
#include "words.h"

/* The scratch directory of the whole group, removed at the end. */
static char dir[4096];

/* dir/name, in a static buffer. */
static const char *
path(const char *name)
{
	static char buf[4096 + 256];

	snprintf(buf, sizeof(buf), "%s/%s", dir, name);
	return buf;
}

static void
write_file(const char *file, const char *text)
{
	FILE *fp = fopen(file, "w");

	assert_non_null(fp);
	assert_true(fputs(text, fp) >= 0);
	assert_int_equal(fclose(fp), 0);
}

/* Entries of directory d other than . and .. */
static int
count_entries(const char *d, const char *prefix)
{
	struct dirent *ent;
	DIR *dp = opendir(d);
	int n = 0;

	assert_non_null(dp);
	while ((ent = readdir(dp)) != NULL)
		if (strcmp(ent->d_name, ".") != 0 &&
		    strcmp(ent->d_name, "..") != 0 &&
		    strncmp(ent->d_name, prefix, strlen(prefix)) == 0)
			n++;
	closedir(dp);
	return n;
}

static void
remove_tree(const char *d)
{
	struct dirent *ent;
	struct stat st;
	char sub[4096 + 256];
	DIR *dp;

	if ((dp = opendir(d)) == NULL)
		return;
	while ((ent = readdir(dp)) != NULL) {
		if (strcmp(ent->d_name, ".") == 0 || strcmp(ent->d_name, "..") == 0)
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", d, ent->d_name);
		if (lstat(sub, &st) == 0 && S_ISDIR(st.st_mode))
			remove_tree(sub);
		else
			unlink(sub);
	}
	closedir(dp);
	rmdir(d);
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
	remove_tree(dir);
	return 0;
}

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
	(void)state;
	assert_decode("A", 1, 1, 'A');
	assert_decode("\xc3\xa9", 2, 2, 0xe9);
	assert_decode("\xe2\x82\xac", 3, 3, 0x20ac);
	assert_decode("\xf0\x9f\x98\x80", 4, 4, 0x1f600);
	assert_decode("\xf4\x8f\xbf\xbf", 4, 4, 0x10ffff);
	assert_decode("\xc3\xa9", 8, 2, 0xe9);
	/* overlong */
	assert_decode("\xc0\x80", 2, 0, 0);
	assert_decode("\xc1\xbf", 2, 0, 0);
	assert_decode("\xe0\x80\xaf", 3, 0, 0);
	assert_decode("\xf0\x8f\xbf\xbf", 4, 0, 0);
	/* surrogates and beyond U+10FFFF */
	assert_decode("\xed\xa0\x80", 3, 0, 0);
	assert_decode("\xed\xbf\xbf", 3, 0, 0);
	assert_decode("\xf4\x90\x80\x80", 4, 0, 0);
	assert_decode("\xf8\x88\x80\x80\x80", 5, 0, 0);
	/* truncated, bad continuation, stray continuation */
	assert_decode("\xe2\x82", 2, 0, 0);
	assert_decode("\xf0\x9f\x98", 3, 0, 0);
	assert_decode("\xc3", 1, 0, 0);
	assert_decode("\xc3\x41", 2, 0, 0);
	assert_decode("\x80", 1, 0, 0);
	assert_decode("A", 0, 0, 0);
}

static void
test_utf8_check_len(void **state)
{
	static const char mixed[] = "ab\xc3\xa9\xff";

	(void)state;
	assert_int_equal(xw_utf8_check(mixed, sizeof(mixed) - 1), 4);
	assert_int_equal(xw_utf8_check("a\xe2\x82", 3), 1);
	assert_int_equal(xw_utf8_check("a\xed\xa0\x80z", 5), 1);
	assert_int_equal(xw_utf8_check("\xc3\xa9t\xc3\xa9", 5), 5);
	assert_int_equal(xw_utf8_check("", 0), 0);
	assert_int_equal(xw_utf8_len(""), 0);
	assert_int_equal(xw_utf8_len("abc"), 3);
	assert_int_equal(xw_utf8_len("\xc3\x91" "and\xc3\xba"), 5);
	assert_int_equal(xw_utf8_len("\xf0\x9f\x98\x80" "a\xe2\x82\xac"), 3);
}

static void
test_utf8_encode(void **state)
{
	static const struct {
		uint32_t cp;
		size_t len;
	} v[] = {
		{ 0, 1 }, { 'A', 1 }, { 0x7f, 1 }, { 0x80, 2 }, { 0xe9, 2 },
		{ 0x7ff, 2 }, { 0x800, 3 }, { 0x20ac, 3 }, { 0xffff, 3 },
		{ 0x10000, 4 }, { 0x1f600, 4 }, { 0x10ffff, 4 }
	};
	char buf[4];
	uint32_t cp;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		assert_int_equal(xw_utf8_encode(v[i].cp, buf), v[i].len);
		assert_int_equal(xw_utf8_decode(buf, v[i].len, &cp), v[i].len);
		assert_int_equal(cp, v[i].cp);
	}
	assert_int_equal(xw_utf8_encode(0x20ac, buf), 3);
	assert_memory_equal(buf, "\xe2\x82\xac", 3);
}

/* xw_toupper of each v[i][0] must be v[i][1]; reports every miss. */
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
	static const uint32_t v[][2] = {
		{ 'a', 'A' }, { 'z', 'Z' }, { 'A', 'A' }, { '1', '1' },
		{ '\'', '\'' },
		{ 0xf1, 0xd1 },		/* ñ Ñ */
		{ 0xe9, 0xc9 },		/* é É */
		{ 0xd1, 0xd1 },
		{ 0xf7, 0xf7 },		/* ÷ */
		{ 0xdf, 0xdf },		/* ß has no one-letter capital */
		{ 0xff, 0x178 },	/* ÿ Ÿ */
		{ 0x101, 0x100 },	/* ā Ā */
		{ 0x142, 0x141 },	/* ł Ł */
		{ 0x17e, 0x17d },	/* ž Ž */
		{ 0x3c3, 0x3a3 },	/* σ Σ */
		{ 0x3c2, 0x3a3 },	/* ς Σ */
		{ 0x3b1, 0x391 },	/* α Α */
		{ 0x3ac, 0x386 },	/* ά Ά */
		{ 0x3ce, 0x38f },	/* ώ Ώ */
		{ 0x44f, 0x42f },	/* я Я */
		{ 0x430, 0x410 },	/* а А */
		{ 0x451, 0x401 },	/* ё Ё */
		{ 0x42f, 0x42f }
	};

	(void)state;
	assert_upper(v, sizeof(v) / sizeof(v[0]));
}

/*
 * Letters xw_isalnum accepts must fold too, or a word list and a grid
 * spell the same word differently: Romanian ș, Greek ϊ, Ukrainian ґ.
 */
static void
test_toupper_accepted_letters(void **state)
{
	static const uint32_t v[][2] = {
		{ 0x219, 0x218 },	/* ș Ș */
		{ 0x3ca, 0x3aa },	/* ϊ Ϊ */
		{ 0x491, 0x490 }	/* ґ Ґ */
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		assert_true(xw_isalnum(v[i][0]));
	assert_upper(v, sizeof(v) / sizeof(v[0]));
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
	assert_linecol(buf, 6, 2, 3);
	assert_linecol(buf, 7, 2, 4);
	assert_linecol(buf, 9, 3, 1);
	assert_linecol(buf, 10, 4, 1);
	assert_linecol(buf, 1000, 4, 2);
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

	write_file(path(name), text);
	if ((w = xw_wordlist_load(path(name), &e)) == NULL)
		fail_msg("%s", e.msg);
	return w;
}

static void
test_wordlist(void **state)
{
	struct xw_wordlist *w = load_list("list.txt",
	    "ALPHA;60\r\n"		/* 1 */
	    "beta 70\r\n"
	    "\r\n"
	    "   \t\r\n"
	    "x;abc\r\n"			/* 5: first skipped */
	    "Gamma\r\n"
	    "x;101\r\n"
	    "bad\xff;40\r\n"
	    "alpha;30\r\n"
	    "beta;90\r\n"		/* 10 */
	    "rock 'n' roll;80\n"
	    "new york 65\n"
	    "zero;0\n"
	    "cent;100\n"
	    "x;-1\n"
	    "delta");
	long first = 0;

	(void)state;
	assert_int_equal(xw_wordlist_size(w), 8);
	assert_int_equal(xw_wordlist_skipped(w, &first), 4);
	assert_int_equal(first, 5);
	assert_int_equal(xw_wordlist_skipped(w, NULL), 4);
	assert_int_equal(xw_wordlist_score(w, "ALPHA"), 60);
	assert_int_equal(xw_wordlist_score(w, "alpha"), 60);
	assert_int_equal(xw_wordlist_score(w, "Beta"), 90);
	assert_int_equal(xw_wordlist_score(w, "gamma"), 50);
	assert_int_equal(xw_wordlist_score(w, "delta"), 50);
	assert_int_equal(xw_wordlist_score(w, "Rock and roll"), -1);
	assert_int_equal(xw_wordlist_score(w, "rocknroll"), 80);
	assert_int_equal(xw_wordlist_score(w, "New York"), 65);
	assert_int_equal(xw_wordlist_score(w, "zero"), 0);
	assert_int_equal(xw_wordlist_score(w, "cent"), 100);
	assert_int_equal(xw_wordlist_score(w, "x"), -1);
	assert_int_equal(xw_wordlist_score(w, "bad"), -1);
	assert_int_equal(xw_wordlist_score(w, "epsilon"), -1);
	assert_int_equal(xw_wordlist_score(w, "\xff"), -1);
	xw_wordlist_free(w);
}

/* A one-line list must hold word with score and nothing else. */
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
test_wordlist_missing(void **state)
{
	struct xw_error e;
	char want[4096 + 512];

	(void)state;
	assert_null(xw_wordlist_load(path("nolist.txt"), &e));
	snprintf(want, sizeof(want), "cannot open '%s': No such file or "
	    "directory", path("nolist.txt"));
	assert_string_equal(e.msg, want);
}

/* xw_slurp on name must fail with "<what> 'name': <why>". */
static void
assert_slurp_fails(const char *name, const char *what, const char *why)
{
	struct xw_error e;
	char want[4096 + 512], *buf = NULL;
	size_t len;

	assert_int_equal(xw_slurp(name, &buf, &len, &e), -1);
	assert_null(buf);
	snprintf(want, sizeof(want), "%s '%s': %s", what, name, why);
	assert_string_equal(e.msg, want);
	assert_string_equal(e.file, "");
	assert_int_equal(e.line, 0);
}

static void
test_slurp(void **state)
{
	struct xw_error e;
	char *buf;
	size_t len;

	(void)state;
	write_file(path("s.txt"), "hello\nw\xc3\xb6rld\n");
	assert_int_equal(xw_slurp(path("s.txt"), &buf, &len, &e), 0);
	assert_int_equal(len, 13);
	assert_string_equal(buf, "hello\nw\xc3\xb6rld\n");
	free(buf);
	write_file(path("empty.txt"), "");
	assert_int_equal(xw_slurp(path("empty.txt"), &buf, &len, &e), 0);
	assert_int_equal(len, 0);
	assert_string_equal(buf, "");
	free(buf);
	assert_slurp_fails(dir, "cannot read", "Is a directory");
	assert_slurp_fails(path("missing"), "cannot open",
	    "No such file or directory");
	assert_string_equal(xw_display_name(NULL), "<stdin>");
	assert_string_equal(xw_display_name("-"), "<stdin>");
	assert_string_equal(xw_display_name("x.ipuz"), "x.ipuz");
}

/* A fresh directory for one output test. */
static const char *
out_dir(const char *name)
{
	static char buf[4096 + 256];

	snprintf(buf, sizeof(buf), "%s", path(name));
	assert_int_equal(mkdir(buf, 0700), 0);
	return buf;
}

static void
test_out_close(void **state)
{
	const char *d = out_dir("out1");
	char target[4096 + 512], *buf;
	struct xw_error e;
	struct xw_out *o;
	size_t len;

	(void)state;
	snprintf(target, sizeof(target), "%s/result.txt", d);
	assert_non_null(o = xw_out_open(target, &e));
	assert_true(fputs("data\n", xw_out_stream(o)) >= 0);
	fflush(xw_out_stream(o));
	assert_int_equal(access(target, F_OK), -1);
	assert_int_equal(count_entries(d, ""), 1);
	assert_int_equal(count_entries(d, ".xwtmp."), 1);
	assert_int_equal(xw_out_close(o, &e), 0);
	assert_int_equal(count_entries(d, ""), 1);
	assert_int_equal(xw_slurp(target, &buf, &len, &e), 0);
	assert_string_equal(buf, "data\n");
	free(buf);
	/* Replacing a file works the same way. */
	assert_non_null(o = xw_out_open(target, &e));
	fputs("new\n", xw_out_stream(o));
	assert_int_equal(xw_out_close(o, &e), 0);
	assert_int_equal(xw_slurp(target, &buf, &len, &e), 0);
	assert_string_equal(buf, "new\n");
	free(buf);
	assert_int_equal(count_entries(d, ""), 1);
}

static void
test_out_abort(void **state)
{
	const char *d = out_dir("out2");
	char target[4096 + 512];
	struct xw_error e;
	struct xw_out *o;

	(void)state;
	snprintf(target, sizeof(target), "%s/result.txt", d);
	assert_non_null(o = xw_out_open(target, &e));
	fputs("partial", xw_out_stream(o));
	xw_out_abort(o);
	assert_int_equal(count_entries(d, ""), 0);
	xw_out_abort(NULL);
}

static void
test_out_errors(void **state)
{
	char want[4096 + 512];
	struct xw_error e;
	struct xw_out *o;

	(void)state;
	assert_null(xw_out_open(dir, &e));
	snprintf(want, sizeof(want), "cannot write '%s': Is a directory", dir);
	assert_string_equal(e.msg, want);
	assert_non_null(o = xw_out_open("-", &e));
	assert_ptr_equal(xw_out_stream(o), stdout);
	assert_int_equal(xw_out_close(o, &e), 0);
	if (access("/dev/full", W_OK) != 0)
		skip();
	assert_non_null(o = xw_out_open("/dev/full", &e));
	fputs("x", xw_out_stream(o));
	assert_int_equal(xw_out_close(o, &e), -1);
	assert_string_equal(e.msg,
	    "cannot write '/dev/full': No space left on device");
}

/* Capture what the reporter writes to stderr between the two calls. */
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
	struct xw_error e;
	char *buf;
	size_t len;

	fflush(stderr);
	dup2(saved_stderr, STDERR_FILENO);
	close(saved_stderr);
	assert_int_equal(xw_slurp(path("stderr.txt"), &buf, &len, &e), 0);
	assert_string_equal(buf, want);
	free(buf);
}

static void
assert_report(const char *file, long line, long col, const char *want)
{
	struct xw_error e;

	assert_int_equal(xw_seterr(&e, file, line, col, "%s %d", "msg", 1), -1);
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
	assert_int_equal(xw_seterr(NULL, "f", 1, 1, "x"), -1);
	memset(big, 'm', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	xw_seterr(&e, "f", 1, 1, "%s", big);
	assert_int_equal(strlen(e.msg), sizeof(e.msg) - 1);
	capture_start();
	xw_warnx("bad %s", "thing");
	errno = ENOENT;
	xw_warn("cannot open '%s'", "f");
	capture_end("prog: bad thing\n"
	    "prog: cannot open 'f': No such file or directory\n");
	xw_setprogname("");
	assert_string_equal(xw_progname(), "prog");
	xw_setprogname("plain");
	assert_string_equal(xw_progname(), "plain");
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
	capture_end("prog: cannot write '/dev/full': No space left on device\n");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_utf8_decode),
		cmocka_unit_test(test_utf8_check_len),
		cmocka_unit_test(test_utf8_encode),
		cmocka_unit_test(test_toupper),
		cmocka_unit_test(test_toupper_accepted_letters),
		cmocka_unit_test(test_linecol),
		cmocka_unit_test(test_word_normalize),
		cmocka_unit_test(test_wordlist),
		cmocka_unit_test(test_wordlist_separators),
		cmocka_unit_test(test_wordlist_tab_after_space),
		cmocka_unit_test(test_wordlist_trailing_blank),
		cmocka_unit_test(test_wordlist_missing),
		cmocka_unit_test(test_slurp),
		cmocka_unit_test(test_out_close),
		cmocka_unit_test(test_out_abort),
		cmocka_unit_test(test_out_errors),
		cmocka_unit_test(test_report),
		cmocka_unit_test(test_fshut),
	};

	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
