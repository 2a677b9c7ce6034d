/* See LICENSE file for copyright and license details. */
/*
 * libxml2 and libzip are loaded when the first .jpz (or other XML) is
 * read, not when a tool starts: most runs of every tool never read one,
 * and loading the two, with ICU and libcrypto behind them, cost each
 * process about 3 ms, more than converting a puzzle.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "jpz_dl.h"
#include "util.h"

/*
 * The soname of the libxml2 whose headers the build had: 2.14 renamed
 * libxml2.so.2 libxml2.so.16, and is binary compatible only with 2.14
 * and newer, so that a build against 2.14's headers loaded none, and one
 * against older headers must not load 2.14's (QA packager16 F6).
 */
#ifndef XW_LIBXML2
#if LIBXML_VERSION >= 21400
#define XW_LIBXML2 "libxml2.so.16"
#else
#define XW_LIBXML2 "libxml2.so.2"
#endif
#endif
#ifndef XW_LIBZIP
#define XW_LIBZIP "libzip.so.4"
#endif

/* The pointers jpz_dl.h declares, of the types it gives them. */
#define DEFINE(f) __typeof__(xw_jpz_dl_##f) xw_jpz_dl_##f;
XW_JPZ_XML_FUNCTIONS(DEFINE)
XW_JPZ_ZIP_FUNCTIONS(DEFINE)
#undef DEFINE
xmlFreeFunc *xw_jpz_dl_xmlFree;

/* The address of symbol name in library h into *fp; -1 if it has none. */
static int
find(void *h, const char *name, void *fp, size_t size)
{
	void *sym = dlsym(h, name);

	if (sym == NULL || size != sizeof(sym))
		return -1;
	memcpy(fp, &sym, size);	/* POSIX: a function's address fits */
	return 0;
}

/* What libxml2 reports outside a parser context (encoding errors). */
static void
on_generic_error(void *data, const char *fmt, ...)
{
	(void)data;
	(void)fmt;
}

/* 1 when loaded, -1 when not to be had (why says why); set once, last. */
static int state;
static char why[256];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

/*
 * Open the two libraries and fill the pointers, once for all threads:
 * pthread_once makes a second thread that reads its first .jpz meanwhile
 * wait until every pointer is set, not call one still NULL.
 */
static void
load(void)
{
	const char *lib = XW_LIBXML2;
	void *xml, *zip, *h;
	int ok;

	xml = dlopen(XW_LIBXML2, RTLD_NOW | RTLD_LOCAL);
	zip = xml != NULL ? dlopen(XW_LIBZIP, RTLD_NOW | RTLD_LOCAL) : NULL;
	ok = zip != NULL;
	/* (f is an operand of # and ## only: never expanded.) */
#define FIND(f) \
	if (ok && find(h, #f, &xw_jpz_dl_##f, sizeof(xw_jpz_dl_##f))) { \
		snprintf(why, sizeof(why), "%s has no %s", lib, #f); \
		ok = 0; \
	}
	h = xml;
	XW_JPZ_XML_FUNCTIONS(FIND)
	FIND(xmlFree)
	h = zip;
	lib = XW_LIBZIP;
	XW_JPZ_ZIP_FUNCTIONS(FIND)
#undef FIND
	if (!ok && why[0] == '\0')
		snprintf(why, sizeof(why), "%s", dlerror());
	if (ok) {
		/* libxml2 wants this once before threads parse (2.9 and
		   older do not make it themselves). */
		xmlInitParser();
		/* libxml2 prints nothing: what it reports outside a parser
		   context (encoding errors) goes nowhere. */
		xmlSetGenericErrorFunc(NULL, on_generic_error);
	}
	state = ok ? 1 : -1;
}

int
xw_jpz_dl_load(const char *name, const char *what, struct xw_error *e)
{
	pthread_once(&load_once, load);
	if (state < 0)
		return xw_seterr(e, XW_ERR_UNAVAILABLE, name, 0, 0,
		    "cannot read %s files: %s", what, why);
	return 0;
}
