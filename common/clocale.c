/* See LICENSE file for copyright and license details. */
#include <locale.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "clocale.h"

int
xw_ascii_casecmp(const char *a, const char *b)
{
	return xw_ascii_ncasecmp(a, b, (size_t)-1);
}

int
xw_ascii_ncasecmp(const char *a, const char *b, size_t n)
{
	int ca, cb;

	for (; n > 0; n--, a++, b++) {
		ca = xw_ascii_lower((unsigned char)*a);
		cb = xw_ascii_lower((unsigned char)*b);
		if (ca != cb || ca == '\0')
			return ca - cb;
	}
	return 0;
}

/*
 * The whole C locale, made once and shared by every thread, which a call
 * of xw_c_snprintf or xw_c_strtod runs in, for its numbers: with base
 * (locale_t)0, newlocale takes every category, LC_CTYPE too, from C, not
 * LC_NUMERIC alone, so a %ls or a precision that cuts a multibyte
 * character would fail under it where the caller's UTF-8 locale prints
 * it (no caller gives one). uselocale changes the calling thread's
 * locale alone, where setlocale would change the program's under its
 * other threads. glibc makes the C locale without allocating; were
 * newlocale to fail, numbers follow the thread's locale.
 */
static locale_t c_locale;
static pthread_once_t c_once = PTHREAD_ONCE_INIT;

static void
make_c_locale(void)
{
	c_locale = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
}

/* Switch the calling thread to the C locale, for the one call; the
   locale to give back to leave_c, or (locale_t)0 when it was not
   switched. */
static locale_t
enter_c(void)
{
	pthread_once(&c_once, make_c_locale);
	return c_locale != (locale_t)0 ? uselocale(c_locale) : (locale_t)0;
}

static void
leave_c(locale_t was)
{
	if (was != (locale_t)0)
		uselocale(was);
}

int
xw_c_vsnprintf(char *buf, size_t size, const char *fmt, va_list ap)
{
	locale_t was = enter_c();
	int n = vsnprintf(buf, size, fmt, ap);

	leave_c(was);
	return n;
}

int
xw_c_snprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = xw_c_vsnprintf(buf, size, fmt, ap);
	va_end(ap);
	return n;
}

double
xw_c_strtod(const char *s, char **end)
{
	locale_t was = enter_c();
	double d = strtod(s, end);

	leave_c(was);
	return d;
}
