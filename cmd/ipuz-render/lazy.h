/* See LICENSE file for copyright and license details. */
#ifndef LAZY_H
#define LAZY_H

/*
 * pangocairo, with pango, cairo and glib behind it, and libpng (for PNG
 * files) are loaded when the first page is drawn, not when ipuz-render
 * starts: loading the forty libraries costs a process about 15 ms, three
 * times what a terminal picture takes. As in common/jpz_dl.c, each
 * function is called through a pointer of its own type under its own
 * name (the #defines of lazy_sym.h), so the code reads as if they were
 * linked; a new one is a line in lazy.sym. Include this header after
 * every other.
 */
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>	/* pango's fonts: see check_font */
#include <pango/pangocairo.h>
#include <png.h>
#include <zlib.h>	/* Z_BEST_SPEED */

#include "util.h"

#ifndef XW_PANGOCAIRO
#define XW_PANGOCAIRO "libpangocairo-1.0.so.0"
#endif
#ifndef XW_LIBPNG
#define XW_LIBPNG "libpng16.so.16"
#endif

/*
 * Made from lazy.sym: PANGOCAIRO_FUNCTIONS(X) and PNG_FUNCTIONS(X), which
 * apply X to each function of the library; for each function f, the
 * pointer lazy_f, of f's type, and #define f (*lazy_f).
 */
#include "lazy_sym.h"

/* Load the libraries, once: 0, or -1 with e filled (XW_ERR_UNAVAILABLE). */
int lazy_load(struct xw_error *e);

#endif
