/* See LICENSE file for copyright and license details. */
#ifndef XW_CLOCALE_H
#define XW_CLOCALE_H

#include <stdarg.h>
#include <stddef.h>

#include "util.h"

/*
 * Text that reads the same under every locale. A program linking libxw
 * may call setlocale (every GTK program does): the C library's case
 * folding and numbers then follow the user's locale, where "I" does not
 * fold to "i" (tr_TR) and 1.5 is written "1,5" (de_DE). Names, keywords,
 * extensions and the numbers of a file are the same bytes everywhere, so
 * libxw compares and writes them with these, never with strcasecmp,
 * tolower or printf's %g. None of them calls setlocale.
 */

/* c in lower case if it is an ASCII capital, else c itself. */
static inline int
xw_ascii_lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* c in upper case if it is an ASCII small letter, else c itself. */
static inline int
xw_ascii_upper(int c)
{
	return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c;
}

/*
 * isalpha, isdigit, isalnum and isspace of ASCII alone, whatever the
 * locale: under ISO-8859-1, isalpha(0xE2) is true ("a" with a
 * circumflex), and 0xE2 is the first byte of a UTF-8 apostrophe. (The C
 * library's isdigit and isxdigit are the same in every locale, C11
 * 7.4.1.5 and 7.4.1.12, and are used as they are.)
 */
static inline int
xw_ascii_isalpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static inline int
xw_ascii_isdigit(int c)
{
	return c >= '0' && c <= '9';
}

static inline int
xw_ascii_isalnum(int c)
{
	return xw_ascii_isalpha(c) || xw_ascii_isdigit(c);
}

/* Space, tab, newline, vertical tab, form feed, carriage return. */
static inline int
xw_ascii_isspace(int c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

/* strcasecmp and strncasecmp folding ASCII letters alone, whatever the
   locale: <0, 0 or >0 as a sorts before, with or after b. */
int xw_ascii_casecmp(const char *a, const char *b);
int xw_ascii_ncasecmp(const char *a, const char *b, size_t n);

/* snprintf and vsnprintf in the C locale: a decimal point is '.',
   whatever the calling thread's locale. Return what vsnprintf returns. */
int xw_c_snprintf(char *buf, size_t size, const char *fmt, ...)
    XW_PRINTF(3, 4);
int xw_c_vsnprintf(char *buf, size_t size, const char *fmt, va_list ap)
    XW_PRINTF(3, 0);

/* strtod in the C locale: it reads '.' as the decimal point. */
double xw_c_strtod(const char *s, char **end);

#endif
