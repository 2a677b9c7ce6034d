/* See LICENSE file for copyright and license details. */
#ifndef XW_ZIPNAME_H
#define XW_ZIPNAME_H

#include <stddef.h>

#include "util.h"

/*
 * The names of members of a zip file (or any archive) that may be written
 * under a folder without leaving it.
 */

/* Longest name, and longest part between slashes, that is accepted. */
#define XW_ZIPNAME_MAX		1024
#define XW_ZIPNAME_PART_MAX	255

/*
 * Why the member name[0..len), as stored, is unsafe to write under a
 * folder ("is an absolute path", "leads out of the folder with '..'",
 * ...), or NULL when it is a relative path of ordinary parts in UTF-8;
 * a final '/' (a folder) is allowed. Ordinary on Windows too: no ':',
 * no part that ends in '.' or ' ', none named as a device (CON, PRN,
 * AUX, NUL, COM1-9, LPT1-9, in any case, with any extension).
 */
const char *xw_zipname_fault(const char *name, size_t len);

/*
 * Why libzip could not open the zip file name, whose first four bytes
 * are magic (zeros past its end), into e, in the same words for every
 * reader of zips: zcode is libzip's ZIP_ER_* code (zip_error_code_zip),
 * zmsg its message. Returns -1.
 */
int xw_zip_open_error(const char *name, const char magic[4], int zcode,
    const char *zmsg, struct xw_error *e);

/* The member whose presence makes a zip a puzzle-set bundle (ipuz-pack(5)),
   not a zipped puzzle: every reader of zips looks it up by this name, as
   stored (ZIP_FL_ENC_RAW). */
#define XW_BUNDLE_MANIFEST	"manifest.json"

/*
 * Say in e that name, given where a puzzle is wanted, is a puzzle-set
 * bundle and how to get at its puzzles, in the same words from every
 * tool: the ipuz-pack -e ipuz command that writes them out in the set's
 * order, name quoted for the shell ("<stdin>" as '-'), or without it when
 * a message would not show it as it is, whole. Returns -1.
 */
int xw_zip_bundle_error(const char *name, struct xw_error *e);

/*
 * Append to b, for a message that a zip has no manifest.json at its top,
 * what a puzzle-set bundle zipped with its folder (every member under
 * folder/, a name without '/', its manifest folder/manifest.json) is and
 * how to mend it: the ipuz-pack -c command that re-packs it once
 * unzipped, the manifest's name quoted for the shell, or without it when
 * a message would not show it as it is, whole; the new bundle's name is
 * never that of bundle, the one read.
 */
void xw_zip_folder_mend(struct xw_buf *b, const char *folder,
    const char *bundle);

#endif
