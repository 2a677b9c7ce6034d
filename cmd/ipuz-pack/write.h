/* See LICENSE file for copyright and license details. */
#ifndef WRITE_H
#define WRITE_H

/* Files written under a folder, all or none (write.c): what -x extracts
   and what -e exports (exportdir.c, stale.c). */

#include <stddef.h>

#include "pack.h"

/* The hidden file of an -e ipuz folder that names, one a line, the
   puzzles the export wrote there: all that a later -F may remove. */
#define PK_RECORD	".ipuz-pack"

/* write.c */
struct pk_file {
	const char *name;	/* relative to the folder: "puzzles/a.ipuz" */
	const char *data;
	size_t len;
};

/*
 * Whether dir/name may be written: the folders on its way are folders,
 * not links to elsewhere, and it is new or (with force) a regular file to
 * replace, not a symbolic link. The refusal is reported.
 */
int pk_writable(const char *dir, const char *name, int force);
/*
 * Write the n files under dir, all or none: every name is checked first
 * (no link or non-folder on the way, no existing file unless force),
 * then every file written beside its place, then all put in place
 * (xw_out_stage, xw_out_publish). A failure leaves the files as they
 * were, those replaced put back, and removes the files and folders made.
 * Errors are reported on stderr; returns 0 or -1.
 */
int pk_write_files(const char *dir, const struct pk_file *files, size_t n,
    int force);

/*
 * exportdir.c: write the n files into the set's folder dir/id and, with
 * gresource (GNOME Crosswords), compile its id.gresource there
 * (glib-compile-resources, said when missing), made first under a
 * temporary name: a new folder is renamed into place whole; with
 * o->force an existing one has its files replaced, all or none, and
 * loses the puzzles the files do not write again, those its
 * puzzle.config named (gresource) or else those its record PK_RECORD
 * named (pk_stale_recorded). Returns 0, or -1 after saying why.
 */
int pk_export_folder(const struct pk_opts *o, const char *dir,
    const char *id, const struct pk_file *files, size_t n, int gresource);
/*
 * stale.c: the puzzles of the export in dest that the files do not write
 * again: the PuzzleName files of its puzzle.config, each <id>.ipuz of an
 * id (no other file is taken from what is there), of its first
 * XW_MAX_FILE bytes, the rest said to be left. A NULL-terminated list.
 */
char **pk_stale_puzzles(const char *dest, const struct pk_file *files,
    size_t n);
/*
 * stale.c: the puzzles of the -e ipuz export in dest that the files do
 * not write again: those its record dest/PK_RECORD names, one a line,
 * each a place, '-', an id and .ipuz ("1-snow.ipuz"). A record missing,
 * unreadable, not a regular file, too big or with any other line names
 * none, and *unheeded is then the warning that says so (caller gives it
 * once the files are in place, and frees it), else NULL. A
 * NULL-terminated list.
 */
char **pk_stale_recorded(const char *dest, const struct pk_file *files,
    size_t n, char **unheeded);
/* stale.c: with put (the new files in place), remove the files stale
   names in dest, each one left said. Frees stale. */
void pk_drop_stale(const char *dest, char **stale, int put);
/* extract.c: dir, or "." for NULL, when it is a folder; NULL, and
   said, when it is not. */
const char *pk_folder(const char *dir);

#endif
