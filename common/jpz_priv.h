/* See LICENSE file for copyright and license details. */
/*
 * Inside the .jpz module: what jpz_read.c and jpz_write.c both know of
 * the format, defined once in jpz_read.c.
 */
#ifndef XW_JPZ_PRIV_H
#define XW_JPZ_PRIV_H

#include "puzzle.h"

/* Inline markup nested deeper than this is refused (read) or dropped
   (written). */
#define XW_JPZ_MAX_NESTING 64

/* The inline elements kept in text as HTML: b, i, u, s, sub, sup, em,
   strong. */
#define XW_JPZ_NKEPT 8
extern const char *const xw_jpz_kept_tags[XW_JPZ_NKEPT];

/* The place in xw_jpz_kept_tags of the tag called name, or -1. */
int xw_jpz_kept_tag(const char *name);

/* The cell attributes of bars ("top-bar"), and the sides they are. */
struct xw_jpz_bar {
	const char *name;
	unsigned bar;	/* XW_BAR_* */
};
#define XW_JPZ_NBARS 4
extern const struct xw_jpz_bar xw_jpz_bars[XW_JPZ_NBARS];

/* The <metadata> elements ("creator") and the fields they are. */
struct xw_jpz_meta {
	const char *elem;
	enum xw_meta m;
};
#define XW_JPZ_NMETA 7
extern const struct xw_jpz_meta xw_jpz_meta[XW_JPZ_NMETA];

#endif
