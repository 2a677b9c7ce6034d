/* See LICENSE file for copyright and license details. */
/* Loading pangocairo when the first page is drawn: see lazy.h. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "lazy.h"
#include "util.h"

/* (f is an operand of ## only, so it is never expanded to a call.) */
#define DEFINE(f) __typeof__(*lazy_##f) *lazy_##f;
LAZY_FUNCTIONS(DEFINE)
ZLIB_FUNCTIONS(DEFINE)
#undef DEFINE

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

int
lazy_load(struct xw_error *e)
{
	static int state;	/* 1 loaded, -1 not to be had */
	static char why[256];
	const char *lib;
	void *h;

	if (state == 0) {
		/* Its dependencies answer dlsym too: pango, cairo, glib. */
		h = dlopen(XW_PANGOCAIRO, RTLD_NOW | RTLD_LOCAL);
		lib = XW_PANGOCAIRO;
		state = h != NULL ? 1 : -1;
#define FIND(f) \
		if (state > 0 && find(h, #f, &lazy_##f, sizeof(lazy_##f))) { \
			snprintf(why, sizeof(why), "%s has no %s", lib, #f); \
			state = -1; \
		}
		LAZY_FUNCTIONS(FIND)
		if (state > 0) {
			h = dlopen(XW_ZLIB, RTLD_NOW | RTLD_LOCAL);
			lib = XW_ZLIB;
			state = h != NULL ? 1 : -1;
		}
		ZLIB_FUNCTIONS(FIND)
#undef FIND
		if (state < 0 && why[0] == '\0')
			snprintf(why, sizeof(why), "%s", dlerror());
	}
	if (state < 0)
		return xw_seterr(e, XW_ERR_UNAVAILABLE, "", 0, 0,
		    "cannot draw pages: %s", why);
	return 0;
}
