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

/* Whether the .jpz reader takes a list's title for the list's whole
   name: Across or Down in any case, or a name of ipuz's own ("Zones",
   "Clues:Rows"); else it is a label (xw_jpz_list_name). */
int xw_jpz_title_is_name(const char *title);

/* The name the .jpz reader gives a list titled title whose clues cover
   the cells of l's: Across, Down, a title that is a name as it is, else
   Diagonal:title (or Diagonal Up:...) when every clue runs along that
   diagonal, else Clues:title. Before a number makes it unique
   (xw_list_new_name). Owned by the caller. */
char *xw_jpz_list_name(const char *title, const struct xw_cluelist *l);

/* The title the .jpz writer gives l: Across or Down, else the label of
   a Name:Label list as the solver is shown it ("Rows" of "Zones:Rows"),
   unless the reader would take the label for a name (Clues:Down, whose
   label would be read back as Down): then, as a name without a label,
   its whole name. A pointer into l->name or a constant. */
const char *xw_jpz_list_title(const struct xw_cluelist *l);

#endif
