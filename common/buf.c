/* See LICENSE file for copyright and license details. */
/*
 * The growing byte string (struct xw_buf), and two helpers of the
 * writers: xw_itoa, decimal without snprintf, and xw_fnv1a, the hash.
 * xw_buf_escape, which shows text as messages do, is in error.c.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

char *
xw_itoa(long long n, char *buf)
{
	char tmp[XW_ITOA_SIZE], *t = tmp, *b = buf;
	unsigned long long u = n < 0 ? 0ULL - (unsigned long long)n :
	    (unsigned long long)n;

	do
		*t++ = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (n < 0)
		*b++ = '-';
	while (t > tmp)
		*b++ = *--t;
	*b = '\0';
	return buf;
}

void
xw_buf_grow(struct xw_buf *b, size_t n)
{
	if (b->cap - b->len > n)
		return;
	b->cap = b->len + n + 1 > 2 * b->cap ? b->len + n + 1 : 2 * b->cap;
	b->s = xw_ereallocarray(b->s, b->cap, 1);
	/* The string so far, even before anything is added to it. */
	b->s[b->len] = '\0';
}

void
xw_buf_puts(struct xw_buf *b, const char *s)
{
	xw_buf_add(b, s, strlen(s));
}

void
xw_buf_putc(struct xw_buf *b, int c)
{
	char ch = (char)c;

	xw_buf_add(b, &ch, 1);
}

void
xw_buf_printf(struct xw_buf *b, const char *fmt, ...)
{
	va_list ap;
	char small[256], *big;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof(small)) {
		xw_buf_add(b, small, (size_t)n);
		return;
	}
	big = xw_emalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	xw_buf_add(b, big, (size_t)n);
	free(big);
}

char *
xw_buf_take(struct xw_buf *b)
{
	char *s = b->s != NULL ? b->s : xw_estrdup("");

	memset(b, 0, sizeof(*b));
	return s;
}

void
xw_buf_free(struct xw_buf *b)
{
	free(b->s);
	memset(b, 0, sizeof(*b));
}

uint64_t
xw_fnv1a(const void *buf, size_t len, uint64_t h)
{
	const unsigned char *s = buf, *end = s + len;

	while (s < end)
		h = (h ^ *s++) * 0x100000001b3ULL;
	return h;
}
