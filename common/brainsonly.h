/* See LICENSE file for copyright and license details. */
#ifndef XW_BRAINSONLY_H
#define XW_BRAINSONLY_H

#include "format_priv.h"

/*
 * The brainsonly text feed (Newsday and others, through brainsonly.com):
 * the layout of pzzl text (pzzl.h), but for its title line, which opens
 * with the date, "02/07/14 SODA SPEAK", and its text, which is
 * ISO-8859-1 (read as Windows-1252) unless it is valid UTF-8.
 */

/*
 * xw_brainsonly_sniff: whether buf[0..len) has the pzzl layout and a dated
 * title.
 *
 * xw_brainsonly_read: read brainsonly text. As xw_pzzl_read, but the date
 * is taken off the title, and what is kept goes under
 * "com.xwtools:brainsonly".
 */
XW_FORMAT_READS(brainsonly);

#endif
