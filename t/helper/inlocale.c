/* See LICENSE file for copyright and license details. */
/*
 * libxw in the user's locale, as a program that calls setlocale (every
 * GTK program does) sees it (t/8007, review17 F2, F3):
 *
 *	inlocale convert format file	read file, write it in format;
 *					say what strict readers refuse
 *	inlocale names name ...		the formats each name says
 *
 * Its first line says what the C library does in that locale, so that a
 * locale that is not installed (setlocale fails) or not in effect shows
 * in the output instead of passing for C.
 */
#include <ctype.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"
#include "util.h"

static const char *
name_of(const struct xw_format *f)
{
	return f != NULL ? f->name : "none";
}

static int
convert(const char *format, const char *path)
{
	const struct xw_format *f = xw_format_by_name(format);
	struct xw_error e, w;
	struct xw_buf b = { 0 };
	struct xw_puzzle *p;

	if (f == NULL) {
		fprintf(stderr, "inlocale: no format '%s'\n", format);
		return 2;
	}
	if ((p = xw_puzzle_load(path, NULL, &e, &w)) == NULL ||
	    xw_puzzle_write(p, f, &b, &e) != 0) {
		xw_report(&e);
		return 2;
	}
	/* What a strict reader refuses, NaN and Infinity in any case. */
	if (w.code != XW_ERR_NONE)
		xw_report(&w);
	fwrite(b.s, 1, b.len, stdout);
	xw_buf_free(&b);
	xw_puzzle_free(p);
	return 0;
}

int
main(int argc, char **argv)
{
	int i;

	xw_setprogname(argv[0]);
	if (setlocale(LC_ALL, "") == NULL) {
		fprintf(stderr, "inlocale: no locale '%s': run ./bootstrap\n",
		    getenv("LC_ALL") != NULL ? getenv("LC_ALL") : "");
		return 2;
	}
	/* tolower, not strcasecmp, which ASan replaces by its own that
	   folds ASCII whatever the locale; 0xE2, the first byte of a UTF-8
	   apostrophe, is a letter in ISO-8859-1. */
	printf("C library: %.1f, tolower('I') '%c', isalpha(0xE2) %d\n", 1.5,
	    tolower('I'), isalpha(0xE2) != 0);
	if (argc == 4 && strcmp(argv[1], "convert") == 0)
		return convert(argv[2], argv[3]);
	if (argc < 3 || strcmp(argv[1], "names") != 0) {
		fprintf(stderr, "usage: inlocale convert format file | "
		    "inlocale names name ...\n");
		return 2;
	}
	for (i = 2; i < argc; i++)
		printf("%s: of_name %s, by_ext %s, by_name %s\n", argv[i],
		    name_of(xw_format_of_name(argv[i])),
		    name_of(xw_format_by_ext(argv[i])),
		    name_of(xw_format_by_name(argv[i])));
	return 0;
}
