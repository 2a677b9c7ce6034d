/* See LICENSE file for copyright and license details. */
#ifndef PACK_H
#define PACK_H

/*
 * ipuz-pack's own parts, shared by its files: the set a manifest
 * describes, its rules, and the modes. The bundle (a zip) read safely
 * and written is bundle.h's, the findings reported findings.h's, the
 * files written under a folder write.h's.
 */

#include <stdarg.h>
#include <stddef.h>

#include "jsondoc.h"
#include "util.h"
#include "zipname.h"

struct json_object;
struct pk_findings;
struct xw_puzzle;

#define PK_MANIFEST	XW_BUNDLE_MANIFEST	/* its member name */
#define PK_ID_MAX	64			/* bytes of an id */

/* What the command line asked for. */
struct pk_opts {
	const char *bundle;	/* -f: the zip ("-": stdin or stdout) */
	const char *dir;	/* -C: where to extract or export */
	const char *manifest;	/* -m: the manifest to pack by */
	const char *format;	/* -e: the format to export to */
	int force;		/* -F: replace existing files */
	int json;		/* -j: findings and lists as JSON */
	int lint;		/* -l: lint the puzzles and the set */
};

/* A puzzle of a set, as the manifest says, and as packed or read. */
struct pk_puzzle {
	char *id, *file, *title, *difficulty, *locale;	/* NULL: none */
	char **after;		/* ids that must be solved first */
	size_t nafter;
	char *name;		/* for messages: the source file ("<stdin>"
				   for '-'), or the bundle and member */
	char *path;		/* -c: the file to read ("-": stdin) */
	int width, height;	/* once read */
	char *data;		/* its .ipuz text, once written or read */
	size_t len;
	long line, col;		/* of its "file" in the manifest of -c;
				   0: none */
};

/* A puzzle set. Strings are NULL when absent. */
struct pk_set {
	char *id, *short_name, *long_name, *locale, *author, *licence;
	char *description;
	struct pk_puzzle *v;
	size_t n;
	int has_puzzles;	/* the manifest had a "puzzles" list */
	const char *manifest;	/* -c's manifest, for messages; NULL: none */
};

/* manifest.c */
/* The string members of a set and of a puzzle by their keys, in the
   order a manifest is written in: one list for reading, writing and
   freeing them. */
struct pk_field {
	const char *key;
	size_t off;		/* of the char * in the struct */
};
extern const struct pk_field pk_set_fields[7], pk_puzzle_fields[5];
#define PK_NFIELDS(a)	(sizeof(a) / sizeof(a[0]))
/* What a manifest's read found wrong, each at its place: every unknown
   key, in the order of the text (up to 20), then the fault that stopped
   the read, if another. */
struct pk_faults {
	struct xw_error *v;
	size_t n;
};
/*
 * Read the manifest buf[0..len) (NUL-terminated; name for messages) into
 * s (zeroed first). In a bundle every puzzle names its member; outside
 * one, "puzzles" may be left out. Returns 0, or -1 with faults filled
 * (one or more; the caller frees faults->v).
 */
int pk_manifest_read(const char *buf, size_t len, const char *name,
    int in_bundle, struct pk_set *s, struct pk_faults *faults);
/*
 * Fill e with prefix and the message of fmt, said of the manifest name
 * at the place in its text buf[0..len) (NULL: none) of the value at
 * path[0..n), as xw_json_locate finds it, or, when it is not there (an
 * id made of a file's name), of the nearest value around it.
 */
void pk_manifest_vfault(struct xw_error *e, const char *name, const char *buf,
    size_t len, const struct xw_json_step *path, size_t n, const char *prefix,
    const char *fmt, va_list ap) XW_PRINTF(8, 0);
/* What the manifest left out of pz, its title and difficulty, taken
   from the puzzle p: the title as the text its HTML shows. */
void pk_puzzle_own(struct pk_puzzle *pz, const struct xw_puzzle *p);
void pk_set_free(struct pk_set *s);

/* keys.c */
/* A key of another manifest that means one of ours ("license"). */
struct pk_alias {
	const char *key, *meant;
};
/* The keys of a level of a manifest, for the message that names an
   unknown one. */
struct pk_keys {
	const char *const *names;	/* in ipuz-pack(5)'s order; NULL ends */
	const struct pk_alias *aliases;	/* { NULL, NULL } ends */
	const char *whose;		/* "the set's", "a puzzle's" */
};
extern const struct pk_keys pk_set_keys, pk_puzzle_keys;
/* The key of k that key, none of them, was likely meant for: an alias's,
   or the nearest within 2 edits, case aside (1 for a key of up to 4
   letters), the first of k on a tie; or NULL. */
const char *pk_key_meant(const struct pk_keys *k, const char *key);

/* manifest_write.c */
/* The "after" list of pz, as a new JSON array. */
struct json_object *pk_after_json(const struct pk_puzzle *pz);
/* Append s as the manifest of a bundle, member names and all. */
void pk_manifest_write(const struct pk_set *s, struct xw_buf *out);

/* rules.c */
/* Refuse bad or duplicate ids, and unlock rules that name a puzzle not in
   the set or go round in a cycle, at their line in the manifest
   text[0..len) when there is one (text NULL: none). Returns 0, or -1
   with e filled. */
int pk_set_check(const struct pk_set *s, const char *name, const char *text,
    size_t len, struct xw_error *e);
/* Keep each id of a puzzle's "after" list once: the list is a set of
   puzzles, not a count. Each repeat dropped is a warning added to f
   (code after-repeated), at its place in the manifest name's text[0..
   len) (NULL: none). */
void pk_after_once(struct pk_set *s, const char *name, const char *text,
    size_t len, struct pk_findings *f);
/* Refuse a bundle's manifest whose puzzles name members that could not
   all be written out: one member twice, the manifest, or two that would
   be one file (pk_name_fold) or a file and a folder of one name
   ('x' and 'x/a.ipuz'); at the later one's place, as pk_set_check. */
int pk_members_check(const struct pk_set *s, const char *name,
    const char *text, size_t len, struct xw_error *e);

/* The manifest a set's faults are told in: its name, and its text for
   their places. */
struct pk_told {
	const char *name, *text;
	size_t len;
	struct xw_error *e;
};
/* rules.c: fill t->e, at path[0..n) in the manifest. */
void pk_fault(const struct pk_told *t, const struct xw_json_step *path,
    size_t n, const char *fmt, ...) XW_PRINTF(4, 5);

/* cycles.c */
/* The qsort order of a set's puzzles (struct pk_puzzle *) by id, two
   that differ only in case side by side. */
int pk_by_id(const void *a, const void *b);
/* The index in s of the puzzle with id, by the list sorted of its
   puzzles (pk_by_id), or -1. */
long pk_find_id(const struct pk_set *s, const struct pk_puzzle *const *sorted,
    const char *id);
/* Refuse unlock rules that go round in a cycle, told in t; sorted as
   pk_find_id. Returns 0, or -1 with t->e filled. */
int pk_check_cycles(const struct pk_set *s,
    const struct pk_puzzle *const *sorted, const struct pk_told *t);

/* ids.c */
/* Whether id is 1 to PK_ID_MAX ASCII letters, digits, '.', '_' or '-',
   the first a letter or digit. */
int pk_id_ok(const char *id);
/* The id name makes (a new string): its accents folded as wordfind -f
   folds them, any character pk_id_ok refuses made one '-', less what
   comes before its first letter or digit, cut to PK_ID_MAX; NULL when
   nothing is left. */
char *pk_id_fold(const char *name);
/* An id made of path's file name, less its extension (a new string). */
char *pk_id_from_path(const char *path);

/* The modes, each returning the exit status. */
int pk_create(const struct pk_opts *o, char *const *files, int nfiles);
/* create.c: say e on stderr, why -c is refused, and add it to f as an
   error finding (code); one of no file is said of the bundle, name. */
void pk_refuse(struct pk_findings *f, const char *code, struct xw_error *e,
    const char *name);
/* createset.c: the set -c packs, from the manifest of -m and the files,
   into s: 0, or -1 when it is refused (pk_refuse). */
int pk_make_set(const struct pk_opts *o, char *const *files, int nfiles,
    struct pk_set *s, struct pk_findings *f);
int pk_list(const struct pk_opts *o);
int pk_verify(const struct pk_opts *o);
int pk_extract(const struct pk_opts *o);
int pk_export(const struct pk_opts *o);

#endif
