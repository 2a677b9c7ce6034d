/* See LICENSE file for copyright and license details. */
/*
 * Allocation that dies with status 2 when memory runs out, saying so
 * with the file the program works on (xw_setworkfile).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static const char *workfile;	/* named when memory runs out */

void
xw_setworkfile(const char *name)
{
	workfile = name;
}

void
xw_out_of_memory(void)
{
	if (workfile != NULL)
		xw_errx(XW_EXIT_TROUBLE, "%s: out of memory", workfile);
	xw_errx(XW_EXIT_TROUBLE, "out of memory");
}

void *
xw_emalloc(size_t n)
{
	void *p = malloc(n != 0 ? n : 1);

	if (p == NULL)
		xw_out_of_memory();
	return p;
}

void *
xw_ecalloc(size_t n, size_t size)
{
	void *p = calloc(n != 0 ? n : 1, size != 0 ? size : 1);

	if (p == NULL)
		xw_out_of_memory();
	return p;
}

void *
xw_ereallocarray(void *p, size_t n, size_t size)
{
	if (size != 0 && n > SIZE_MAX / size)
		xw_out_of_memory();
	p = realloc(p, n * size != 0 ? n * size : 1);
	if (p == NULL)
		xw_out_of_memory();
	return p;
}

char *
xw_estrdup(const char *s)
{
	return xw_estrndup(s, strlen(s));
}

char *
xw_estrndup(const char *s, size_t n)
{
	char *p = xw_emalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}
