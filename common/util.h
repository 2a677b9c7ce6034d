/* See LICENSE file for copyright and license details. */
#ifndef XW_UTIL_H
#define XW_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Attributes, spelt so that the header also compiles as C99 and C++
 * (where _Noreturn is no keyword) and with compilers that know neither.
 */
#if defined(__GNUC__)
#define XW_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define XW_NORETURN	__attribute__((noreturn))
#else
#define XW_PRINTF(a, b)
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define XW_NORETURN	_Noreturn
#else
#define XW_NORETURN
#endif
#endif

/* Exit statuses shared by every tool. */
enum {
	XW_EXIT_OK = 0,		/* success */
	XW_EXIT_NO = 1,		/* a "no" answer: problems found, no match, no fill */
	XW_EXIT_TROUBLE = 2	/* usage, I/O, malformed input, resources */
};

/* Limits applied before allocating anything from untrusted input. */
#define XW_MAX_FILE	(64L * 1024 * 1024)	/* bytes in one input file */
#define XW_MAX_DIM	1000			/* width or height of a grid */
#define XW_MAX_DEPTH	64			/* JSON nesting */
#define XW_MAX_STRING	(1024L * 1024)		/* bytes in one string value */
#define XW_MAX_CLUES	(1024L * 1024)		/* clues in one puzzle */
/*
 * What a parsed document may cost, counted in the text before a parser
 * builds it, so that no input of XW_MAX_FILE bytes takes over 1 GiB.
 * JSON: a unit is about 80 bytes of json-c's tree; a ',' or a scalar
 * counts 1, a key 2, an array 2, an object 10. XML: an element or an
 * attribute is a node, about 250 bytes of libxml2's tree with its text;
 * libxml2 compares each attribute with the element's others.
 */
#define XW_MAX_JSON_UNITS	(8L * 1024 * 1024)
#define XW_MAX_XML_NODES	(3L * 1024 * 1024)
#define XW_MAX_XML_ATTRS	256L	/* attributes of one XML element */

/*
 * What kind of error a library function met. Callers decide on the code,
 * never on the message's words, which are for people.
 */
enum xw_errcode {
	XW_ERR_NONE,
	XW_ERR_IO,		/* a file could not be opened, read or written;
				   the message names it */
	XW_ERR_SYNTAX,		/* the bytes break the format's grammar */
	XW_ERR_INVALID,		/* well-formed, but breaks the format's rules */
	XW_ERR_FORMAT,		/* not a puzzle in any format read, or empty */
	XW_ERR_CHECKSUM,	/* a checksum does not match the data, or a
				   .puz clue count or section length is
				   stored big-endian */
	XW_ERR_SCRAMBLED,	/* scrambled, and no key (or a wrong one) given */
	XW_ERR_NOT_SCRAMBLED,	/* a key was to be found, but it is not scrambled */
	XW_ERR_LIMIT,		/* over a size or count limit of XW_MAX_* */
	XW_ERR_CANNOT_HOLD,	/* the output format has no way to hold it */
	XW_ERR_EXISTS,		/* the output exists and may not be replaced */
	XW_ERR_STALE,		/* an index to rebuild: it no longer matches
				   its list, or is of an older version; or
				   one rewritten in place while in use
				   (xw_index_unchanged): reopen it */
	XW_ERR_UNAVAILABLE,	/* a library loaded at run time is missing */
	XW_ERR_ARG,		/* a bad argument: a pattern, a region, a name */
	XW_ERR_EMPTY_PATTERN	/* a pattern with no letter to match */
};

/*
 * An error from a library function: its code, where (the file, always;
 * line and column when known, else 0) and what. Library code fills it
 * and returns -1 or NULL; only cmd/ prints it and decides the exit
 * status. file is "" only for an error about no file (a pattern).
 */
struct xw_error {
	enum xw_errcode code;
	char file[256];
	long line, col;
	char msg[512];
};

/* Fill e (which may be NULL) and return -1; a file or message too long
   for it loses its middle ("..."), not its end. */
int xw_seterr(struct xw_error *e, enum xw_errcode code, const char *file,
    long line, long col, const char *fmt, ...) XW_PRINTF(6, 7);
int xw_vseterr(struct xw_error *e, enum xw_errcode code, const char *file,
    long line, long col, const char *fmt, va_list ap) XW_PRINTF(6, 0);

/*
 * Fill e with the system error of doing what to file, in the form of
 * err(3): "cannot open 'foo.ipuz': No such file or directory" (why is
 * strerror's); return -1.
 */
int xw_seterr_io(struct xw_error *e, const char *file, const char *what,
    const char *why);

/* The code's name, as JSON reports and tests give it: "checksum". */
const char *xw_errcode_name(enum xw_errcode code);

/*
 * The way past an error of code that ipuz-convert gives, for the end of
 * a message: "ipuz-convert -f reads it anyway" for a .puz whose
 * checksums do not match (XW_ERR_CHECKSUM), "ipuz-convert -K finds its
 * key" for a scrambled solution (XW_ERR_SCRAMBLED). how is 0 or
 * XW_HINT_* flags: XW_HINT_OWN leaves the tool's name out, for
 * ipuz-convert's own messages; XW_HINT_BATCH gives the way for a batch
 * (-d), where -f alone would replace every output there is too:
 * "-u -f reads it anyway, ...". NULL for other codes.
 */
enum {
	XW_HINT_OWN = 1,
	XW_HINT_BATCH = 2
};
const char *xw_errcode_hint(enum xw_errcode code, int how);

/* Set the name every message starts with (the basename of argv0). */
void xw_setprogname(const char *argv0);
const char *xw_progname(void);
/* The file the program works on now, or NULL: running out of memory
   names it. The name is not copied. */
void xw_setworkfile(const char *name);
/* Say "out of memory", with that file (a batch has many), and exit 2. */
XW_NORETURN void xw_out_of_memory(void);

/*
 * The reporter. Each flushes stdout first so messages stay in order,
 * and writes its line with one write(2), so that the lines of processes
 * sharing stderr never mix; control characters and bytes that are not
 * UTF-8 are escaped as xw_buf_escape does, so that text from a file can
 * neither forge a line nor drive the terminal. A line is at most 4096
 * bytes: a longer one loses its middle, "..." in its place, and keeps
 * its end, what is wrong, past a long path. xw_warn appends
 * ": strerror(errno)";
 * xw_err and xw_errx exit with status.
 */
void xw_warn(const char *fmt, ...) XW_PRINTF(1, 2);
void xw_warnx(const char *fmt, ...) XW_PRINTF(1, 2);
XW_NORETURN void xw_err(int status, const char *fmt, ...) XW_PRINTF(2, 3);
XW_NORETURN void xw_errx(int status, const char *fmt, ...) XW_PRINTF(2, 3);
/* Say "prog: " text as xw_warnx does, text already shown by
   xw_buf_escape, so not escaped again. */
void xw_warn_shown(const char *text);
/*
 * Print e as "prog: file:line:col: msg", leaving out the parts that are
 * 0; an XW_ERR_IO message names its file itself, in the system-error
 * style "prog: cannot open 'file': reason".
 */
void xw_report(const struct xw_error *e);

/*
 * The whole number s, decimal digits with nothing around them (a '-'
 * before them only when lo is negative, a '+' never), from lo to hi;
 * else die with status 2 saying that what (an option's argument, say
 * "count") is not one, or has a sign.
 */
long xw_estrtonum(const char *s, long lo, long hi, const char *what);

/*
 * n in decimal, in buf (at least XW_ITOA_SIZE bytes); returns buf. For
 * loops over cells and slots, where snprintf costs more than the rest.
 */
#define XW_ITOA_SIZE 24
char *xw_itoa(long long n, char *buf);

/*
 * A growing byte string, the one buffer every writer and builder uses.
 * Start it zeroed ({ 0 }). Invariants: s is NULL and len and cap are 0
 * until something is added; after that len < cap, s[0..len) holds the
 * bytes added (NULs allowed), and s[len] is a NUL, so s is also a C
 * string when no NUL was added. Free s, or take it with xw_buf_take.
 */
struct xw_buf {
	char *s;
	size_t len, cap;
};

/* Eight bytes at p as one number, to scan text a word at a time; their
   high bits are XW_HIGH_BITS (none set: all ASCII). */
static inline uint64_t
xw_load64(const void *p)
{
	uint64_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

#define XW_HIGH_BITS 0x8080808080808080ULL

/* Make room in b for n more bytes and a NUL. */
void xw_buf_grow(struct xw_buf *b, size_t n);

/* Add s[0..n) (or the string s, or printf's output) to b; s may be NULL
   when n is 0, as an empty buffer's s is. Inline: the writers add a few
   bytes at a time. */
static inline void
xw_buf_add(struct xw_buf *b, const char *s, size_t n)
{
	if (b->cap - b->len <= n)
		xw_buf_grow(b, n);
	/* memcpy from NULL is undefined, even of no bytes. */
	if (n > 0)
		memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void xw_buf_puts(struct xw_buf *b, const char *s);
void xw_buf_putc(struct xw_buf *b, int c);
/* Append what printf would print, in the calling thread's locale (a
   number of libxw's own output is formatted in the C locale apart). */
void xw_buf_printf(struct xw_buf *b, const char *fmt, ...) XW_PRINTF(2, 3);

/* Add s[0..n) to b as messages show text from a file: control
   characters as \n, \t, \r or \x1b, bytes that are not UTF-8 as \xff,
   a backslash as \x5c, so that no two texts are shown alike. */
void xw_buf_escape(struct xw_buf *b, const char *s, size_t n);

/* The line xw_report prints, without "prog: " and unescaped, added to
   b: for a machine-readable report of the same error. */
void xw_error_text(const struct xw_error *e, struct xw_buf *b);

/* The string (a new empty one if nothing was added), now the caller's;
   b is left empty. */
char *xw_buf_take(struct xw_buf *b);

/* Free what b holds and leave it empty, ready for reuse. */
void xw_buf_free(struct xw_buf *b);

/* The 64-bit FNV-1a hash of buf[0..len), for hash tables and checksums
   of sources; seed is the basis to continue from (XW_FNV_BASIS first). */
#define XW_FNV_BASIS 0xcbf29ce484222325ULL
uint64_t xw_fnv1a(const void *buf, size_t len, uint64_t seed);

/* Allocation that dies with status 2 when memory runs out. */
void *xw_emalloc(size_t n);
void *xw_ecalloc(size_t n, size_t size);
void *xw_ereallocarray(void *p, size_t n, size_t size);
char *xw_estrdup(const char *s);
char *xw_estrndup(const char *s, size_t n);

/*
 * Read a whole file, or stdin when path is NULL or "-", into *buf (NUL
 * terminated, caller frees) of *len bytes. Refuses directories and files
 * over XW_MAX_FILE. Returns 0, or -1 with e filled.
 */
int xw_slurp(const char *path, char **buf, size_t *len, struct xw_error *e);

/* xw_slurp with a limit of max bytes, not XW_MAX_FILE. */
int xw_slurp_max(const char *path, long max, char **buf, size_t *len,
    struct xw_error *e);

/*
 * xw_slurp_max for two kinds of file: one that begins with magic[0..mlen)
 * (mlen at most 16) may have big bytes, any other max. A regular file
 * over its limit is refused from its size, unread but for those bytes.
 */
int xw_slurp_kinds(const char *path, long max, const char *magic,
    size_t mlen, long big, char **buf, size_t *len, struct xw_error *e);

/* The name to use in messages for path: "<stdin>" for NULL or "-". */
const char *xw_display_name(const char *path);

/*
 * Whether an output named path goes where the standard output does:
 * NULL or "-", or a symbolic link (/dev/stdout, /dev/fd/1) to the file,
 * pipe or terminal that stdout writes. A file by its own name is not.
 */
int xw_is_stdout(const char *path);

/*
 * The time SOURCE_DATE_EPOCH names, for outputs that must be the same
 * bytes every run: 1 with its seconds since 1970 in *t, 0 when it is
 * unset or empty, or -1 with e filled when it is not a whole number of
 * seconds up to the end of the year 9999 (the reproducible-builds rule:
 * a malformed value is an error, not ignored).
 */
int xw_source_date(int64_t *t, struct xw_error *e);

/*
 * Safe output. xw_out_open starts a file that has no name yet (or, on a
 * system without such files, a temporary .xwtmp.* beside path), or
 * writes straight to path when it is not a regular file, or to stdout
 * when path is NULL or "-"; write to it with xw_out_write (a whole
 * buffer, with no stdio copy) or through xw_out_stream, not both.
 * xw_out_close flushes, checks and gives it its name, returning 0, or -1
 * with e filled and nothing left behind; xw_out_abort drops it. Nothing
 * half-written is ever seen at path, even when the process is killed.
 * With XW_OUT_NEW, an existing file at path, even one made by another
 * process meanwhile, is never replaced: an error with the code
 * XW_ERR_EXISTS (and errno EEXIST). A symbolic link to a regular file
 * or to nothing is never replaced nor written through, with or without
 * XW_OUT_NEW: XW_ERR_ARG, "is a symbolic link; not replaced" (a link
 * to a device, /dev/stdout, is written to; one to the file stdout
 * writes is stdout, as "-" is). A regular file that xw_slurp read after
 * xw_protect_inputs is never replaced: XW_ERR_ARG, "will not overwrite
 * the input". A failure
 * of stdout is the caller's to report; xw_fshut(stdout) then says no
 * more. xw_out_stream returns NULL with e filled when no stream can be
 * made.
 */
enum {
	XW_OUT_NEW = 1	/* never replace an existing file */
};
struct xw_out;
struct xw_out *xw_out_open(const char *path, unsigned flags,
    struct xw_error *e);
FILE *xw_out_stream(struct xw_out *o, struct xw_error *e);
void xw_out_write(struct xw_out *o, const char *buf, size_t len);
/* Push what was written to o out now (a stream's buffer): 0, or -1 when
   a write to o has failed; xw_out_close then says why. */
int xw_out_flush(struct xw_out *o);
int xw_out_close(struct xw_out *o, struct xw_error *e);
void xw_out_abort(struct xw_out *o);
/*
 * Several files, all or none: xw_out_stage closes the file output o
 * complete under a temporary name beside its path, its name not yet
 * given (0; or -1 with e filled, as xw_out_close fails, and o dropped;
 * stdout and devices cannot be staged). xw_out_publish then gives the
 * staged outputs v[0..n) their names in turn, as xw_out_close would,
 * each file replaced kept meanwhile under a hard link beside it; if one
 * fails, those already named are undone, the files they replaced put
 * back and new ones removed, and e says why: -1. Either way every v[i]
 * is freed. A stop signal handled by xw_out_cleanup undoes them too.
 */
int xw_out_stage(struct xw_out *o, struct xw_error *e);
int xw_out_publish(struct xw_out **v, size_t n, struct xw_error *e);

/* From now on, no output replaces a file xw_slurp reads, by any name:
   what every tool wants, and an editor saving in place does not. Files
   read (or protected by fd or path) before the call are not counted: call
   it before the first input is read. */
void xw_protect_inputs(void);

/* Count the open file fd as an input too, for a reader that does not go
   through xw_slurp (a zip read in place). */
void xw_protect_fd(int fd);

/* Count the file path names (through links, the file they lead to) as an
   input too, before it is read: an input still to come. Nothing when it
   cannot be looked at; it is not read then either. */
void xw_protect_path(const char *path);

/* Whether path now names an input of xw_protect_inputs, by any name. */
int xw_is_input(const char *path);

/* Remove the temporary names of the outputs not yet closed, and undo an
   xw_out_publish under way, from a signal handler (it is
   async-signal-safe) before the process dies. */
void xw_out_cleanup(void);

/* Flush and check fp at exit: 0, or 2 after reporting the error. */
int xw_fshut(FILE *fp, const char *name);

#ifdef __cplusplus
}
#endif

#endif
