/* See LICENSE file for copyright and license details. */
#ifndef XW_ACROSSTEXT_H
#define XW_ACROSSTEXT_H

#include "format_priv.h"

/*
 * Across Lite's text format, v1 (<ACROSS PUZZLE>) and v2 (<ACROSS PUZZLE
 * V2>, with <REBUS> and MARK circles). Text is UTF-8 when the whole file
 * is valid UTF-8, else Windows-1252.
 */

/*
 * xw_acrosstext_sniff: whether the first line of buf[0..len) that is not
 * blank (after a BOM) is <ACROSS PUZZLE>, <ACROSS PUZZLE V2> or one of the
 * format's section tags, so that a file without its header is still told
 * what it lacks.
 *
 * xw_acrosstext_read: read Across Lite text buf[0..len). Returns a numbered
 * puzzle whose doc is its ipuz document, or NULL with e filled (with the
 * line, and the column where it helps, of what is wrong).
 */
XW_FORMAT_READS(acrosstext);

/*
 * Whether that first line is the header, <ACROSS PUZZLE> or <ACROSS PUZZLE
 * V2>, whose blank no word holds: plainly Across Lite text, where a list
 * of tags may open with <TITLE>.
 */
int xw_acrosstext_headed(const char *buf, size_t len);

#endif
