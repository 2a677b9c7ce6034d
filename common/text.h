/* See LICENSE file for copyright and license details. */
#ifndef XW_TEXT_H
#define XW_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

/*
 * Reading text a line at a time, for every line-based format (xd, Across
 * Lite text, text grids) and for word lists: lines with their numbers, a
 * UTF-8 byte order mark skipped, blanks trimmed, and one way to report a
 * fault at a line and column.
 */

/*
 * A line: its bytes without the line end, its number from 1, and where
 * it starts as read, which trimming it (or cutting a mark off its front)
 * leaves: a column counts from there, as an editor counts it.
 */
struct xw_line {
	const char *s;
	size_t n;
	long no;
	const char *start;	/* NULL: s */
};

/* A text being read; fields are read-only to callers. */
struct xw_text {
	const char *buf;	/* the text, after any byte order mark */
	size_t len, off;	/* its length, and where the next line starts */
	long no;		/* lines read so far */
	unsigned flags;		/* XW_TEXT_* */
};

/* The command that makes UTF-8 of text in Windows-1252 (a superset of
   Latin-1), for messages about text that is not UTF-8. */
#define XW_ICONV_1252	"iconv -f windows-1252 -t utf-8"

/*
 * The end of every message about text refused (or a list line skipped)
 * for bytes that are not UTF-8 but may be Windows-1252, to follow
 * "Windows-1252 text": ": convert it with " XW_ICONV_1252, or for text
 * that starts with a UTF-8 byte order mark (bom not 0) the same after
 * dropping the mark, which iconv would keep as "ï»¿": a first row, a key,
 * or the letter Ï in front of a word. A static string.
 */
const char *xw_iconv_1252_hint(int bom);

/*
 * buf[0..len) in a new string (the caller frees it) of *n bytes, as
 * UTF-8, when it is not UTF-8 but reads as Windows-1252 text (as
 * xw_text_utf8 with xw_cp1252_decode reads it: no byte the code page
 * leaves undefined, no control character but tab, CR and LF); else NULL.
 */
char *xw_text_from_1252(const char *buf, size_t len, size_t *n);

/* xw_iconv_1252_hint for buf[0..len) when xw_text_from_1252 reads it,
   else NULL. */
const char *xw_text_1252_hint(const char *buf, size_t len);

enum {
	XW_TEXT_CR = 1		/* a lone CR ends a line too (old Mac files) */
};

/* The length of the UTF-8 byte order mark at buf: 3, or 0 for none. */
size_t xw_bom_len(const char *buf, size_t len);

/*
 * Whether buf[0..len) is what a reader of a UTF-8 format (ipuz, xd)
 * takes as text: valid UTF-8 without a NUL byte. Returns 0, or -1 with
 * e filled (XW_ERR_SYNTAX, name, line and column) at the first fault:
 * "invalid UTF-8" (with xw_text_1252_hint's advice when it has one) or
 * "NUL byte in a text file".
 */
int xw_text_check(const char *buf, size_t len, const char *name,
    struct xw_error *e);

/*
 * The encoding the UTF-16 byte order mark at buf says, "UTF-16LE" or
 * "UTF-16BE", or NULL for none (Windows Notepad saves "Unicode" so).
 */
const char *xw_utf16_bom(const char *buf, size_t len);

/*
 * buf[0..len), UTF-16 after its byte order mark, as UTF-8 text in a new
 * NUL-terminated string (the caller frees it) of *outlen bytes, without
 * the mark. Returns NULL with e filled (XW_ERR_FORMAT, name) for no mark,
 * an odd length, a lone surrogate or a NUL.
 */
char *xw_utf16_to_utf8(const char *buf, size_t len, const char *name,
    size_t *outlen, struct xw_error *e);

/* Start reading buf[0..len) (which need not end in a NUL), past a BOM. */
void xw_text_init(struct xw_text *t, const char *buf, size_t len,
    unsigned flags);

/* The next line, without LF or CR LF (or CR with XW_TEXT_CR), in *l;
   0 at the end of the text. */
int xw_text_next(struct xw_text *t, struct xw_line *l);

/*
 * Every line left, in a new array (caller frees) of *n lines. Returns 0,
 * or -1 with e filled (XW_ERR_LIMIT, name, the line) when a line is over
 * XW_MAX_STRING bytes.
 */
int xw_text_lines(struct xw_text *t, const char *name, struct xw_line **lines,
    size_t *n, struct xw_error *e);

/*
 * buf[0..len) as UTF-8 text in a new string (the caller frees it) of
 * *outlen bytes: as it is, after any byte order mark, when it is valid
 * UTF-8, else each byte decoded by legacy (xw_cp1252_decode,
 * xw_macroman_decode), for old text of one byte a character. Returns
 * NULL with e filled (XW_ERR_SYNTAX, name, line and column) at a byte
 * legacy leaves undefined, or at a control character other than tab, CR
 * and LF.
 */
char *xw_text_utf8(const char *buf, size_t len,
    uint32_t (*legacy)(unsigned char, int *), const char *name,
    size_t *outlen, struct xw_error *e);

/*
 * xw_text_utf8 on buf[0..len), the text (no NUL in it) in *text, and
 * its lines, at LF, CR LF or CR alone, in *lines (*n of them, pointing
 * into the text); the caller frees both. Returns 0, or -1 with e
 * filled, as xw_text_utf8 or xw_text_lines fills it.
 */
int xw_text_utf8_lines(const char *buf, size_t len,
    uint32_t (*legacy)(unsigned char, int *), const char *name, char **text,
    struct xw_line **lines, size_t *n, struct xw_error *e);

/*
 * The words of text (its own, cut up at its spaces) from column col of
 * the line being built, appended to b in lines of at most width terminal
 * columns, each after the first indented by indent columns: a hanging
 * indent. A word wider than a line is broken where the line ends (between
 * two characters, a mark kept with its letter).
 */
void xw_text_wrap(struct xw_buf *b, char *text, size_t col, size_t indent,
    size_t width);

/* Whether c is a blank: space, tab, CR, LF, VT or FF. */
int xw_isblank(int c);

/* s[0..*n) without the blanks around it: the new start, *n its length. */
const char *xw_trim(const char *s, size_t *n);

/* l without the blanks around it. */
struct xw_line xw_line_trim(struct xw_line l);

/* Whether s[0..n) is word, ignoring ASCII case. */
int xw_word_is(const char *s, size_t n, const char *word);

/*
 * Fill e with code, file name, the line of l and the column (in code
 * points, from 1, counted from the start of the line as read) of the
 * byte at in l, or no column when at is NULL, and the message; l NULL
 * means no line either. Returns -1.
 */
/* The column of the byte at in l, as xw_line_fail gives it: in code
   points, from 1, counted from the start of the line as read. */
long xw_line_col(const struct xw_line *l, const char *at);

int xw_line_fail(struct xw_error *e, enum xw_errcode code, const char *name,
    const struct xw_line *l, const char *at, const char *fmt, ...)
    XW_PRINTF(6, 7);
int xw_line_vfail(struct xw_error *e, enum xw_errcode code, const char *name,
    const struct xw_line *l, const char *at, const char *fmt, va_list ap)
    XW_PRINTF(6, 0);

#endif
