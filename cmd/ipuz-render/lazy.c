/* See LICENSE file for copyright and license details. */
/* Loading pangocairo and libpng when the first page is drawn: see lazy.h. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "lazy.h"
#include "util.h"

/* (f is an operand of ## and # only, so it is never expanded to a call.) */
#define DEFINE(f) __typeof__(*lazy_##f) *lazy_##f;
PANGOCAIRO_FUNCTIONS(DEFINE)
PNG_FUNCTIONS(DEFINE)
#undef DEFINE

/* Where each function's address goes, by its name; a NULL name ends a
   library's list. */
struct symbol {
	const char *name;
	void *where;
};

#define ENTRY(f) { #f, &lazy_##f },
static const struct symbol pangocairo[] = {
	PANGOCAIRO_FUNCTIONS(ENTRY) { NULL, NULL }
};
static const struct symbol libpng[] = {
	PNG_FUNCTIONS(ENTRY) { NULL, NULL }
};
#undef ENTRY

/*
 * Open library lib and fill in the addresses of syms: 0, or -1 with why
 * it could not. A library's dependencies answer dlsym too, so that one
 * dlopen of pangocairo gives pango, cairo and glib.
 */
static int
open_library(const char *lib, const struct symbol *syms, char *why,
    size_t size)
{
	void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL), *sym;

	if (h == NULL) {
		snprintf(why, size, "%s", dlerror());
		return -1;
	}
	for (; syms->name != NULL; syms++) {
		if ((sym = dlsym(h, syms->name)) == NULL) {
			snprintf(why, size, "%s has no %s", lib, syms->name);
			return -1;
		}
		/* POSIX: a function's address fits a void *. */
		memcpy(syms->where, &sym, sizeof(sym));
	}
	return 0;
}

int
lazy_load(struct xw_error *e)
{
	static int state;	/* 1 loaded, -1 not to be had */
	static char why[256];

	if (state == 0)
		state = open_library(XW_PANGOCAIRO, pangocairo, why,
		    sizeof(why)) == 0 && open_library(XW_LIBPNG, libpng, why,
		    sizeof(why)) == 0 ? 1 : -1;
	if (state < 0)
		return xw_seterr(e, XW_ERR_UNAVAILABLE, "", 0, 0,
		    "cannot draw pages: %s", why);
	return 0;
}
