/* See LICENSE file for copyright and license details. */
#ifndef PACK_H
#define PACK_H

/*
 * ipuz-pack's own parts, shared by its files: the set a manifest
 * describes, the bundle (a zip) read safely, and the findings reported.
 */

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "check.h"
#include "jsondoc.h"
#include "util.h"
#include "zipname.h"

struct json_object;
struct pk_findings;
struct use;
struct xw_puzzle;
struct zip;
struct zip_source;

/* Limits on a bundle, checked before anything is inflated. */
#define PK_MAX_MEMBERS	100000			/* members of one zip */
#define PK_MAX_MEMBER	XW_MAX_FILE		/* bytes of one, inflated */
/* Of a name a message quotes, before "..." (pk_name_shown): a message
   holds 512 bytes, and a name over 1024 is a fault it must still tell. */
#define PK_NAME_SHOWN	200
#define PK_MAX_TOTAL	(1024L * 1024 * 1024)	/* bytes of all, inflated */
#define PK_MAX_RATIO	200			/* inflated / compressed */
#define PK_RATIO_FLOOR	(64L * 1024)		/* smaller ones: any ratio */

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
/*
 * Read the manifest buf[0..len) (NUL-terminated; name for messages) into
 * s (zeroed first). In a bundle every puzzle names its member; outside
 * one, "puzzles" may be left out. Returns 0, or -1 with e filled.
 */
int pk_manifest_read(const char *buf, size_t len, const char *name,
    int in_bundle, struct pk_set *s, struct xw_error *e);
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
/* Whether id is 1 to PK_ID_MAX letters, digits, '.', '_' or '-', the
   first a letter or digit. */
int pk_id_ok(const char *id);
/* An id made of path's file name, less its extension (a new string). */
char *pk_id_from_path(const char *path);

/* findings.c */
struct pk_finding {
	enum xw_finding_kind kind;
	const char *code;	/* a stable name: "member-unsafe" */
	char *where;		/* the bundle, or a file in it: a name */
	long line, col;		/* the place in where; 0: not known */
	char *message;		/* in where's block, after it */
	int shown;		/* message escaped as shown already (a name
				   with a NUL byte): not escaped again */
};

/* Findings kept, or, in a stream (pk_stream), said as they come. */
struct pk_findings {
	struct pk_finding *v;	/* kept */
	size_t n;
	FILE *out;		/* a stream's: NULL for none */
	const char *bundle;	/* what its JSON is about */
	int json;		/* its findings as -j has them */
	int begun;		/* its JSON document has begun */
	size_t said[XW_FIND_INFO + 1];	/* said already, of each kind */
	size_t nsaid;		/* said already, in all */
	struct xw_buf bufs[3];	/* for its lines */
};

void pk_add(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const char *where, const char *fmt, ...)
    XW_PRINTF(5, 6);
/* pk_add of a message escaped as shown already (a name with a NUL byte,
   which no C string holds). */
void pk_add_shown(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const char *where, const char *fmt, ...)
    XW_PRINTF(5, 6);
/* Add e as a finding of kind: its file, line and column, and message. */
void pk_add_read(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const struct xw_error *e);
/* pk_add_read of an error. */
void pk_add_error(struct pk_findings *f, const char *code,
    const struct xw_error *e);
/* Say the finding x on stderr, at its place, as xw_report says an error. */
void pk_warn(const struct pk_finding *x);
/* lint.c: the errors, warnings and (with lint) lint of xw_check about p, and a
   warning ("saved") when p carries a solver's entries. */
void pk_add_checks(struct pk_findings *f, const char *where,
    const struct xw_puzzle *p, int lint);
/* The warning ("saved") when p carries a solver's entries, of where. */
void pk_add_saved(struct pk_findings *f, const char *where,
    const struct xw_puzzle *p);
/*
 * Linting the set as a whole: what each puzzle uses is gathered (the
 * puzzles need not be kept), then answers and clues used in two puzzles,
 * and locales that differ, are reported. Start it zeroed.
 */
struct pk_lint {
	struct use *answers, *clues;
	size_t nanswers, acap, nclues, ccap;
	char **locales;		/* of each puzzle, or NULL */
	char **strings;		/* what the uses name, each once: a hash
				   table of scap, nstrings of them used */
	size_t scap, nstrings;
};
void pk_lint_puzzle(struct pk_lint *l, const struct pk_set *s, size_t i,
    const struct xw_puzzle *p);
/* Report the lint of the set, and free what l gathered. */
void pk_lint_set(struct pk_lint *l, const struct pk_set *s,
    const char *where, struct pk_findings *f);
/* How many findings of kind there are. */
size_t pk_count(const struct pk_findings *f, enum xw_finding_kind kind);
/*
 * Print the findings: "where[:line[:col]]: kind: message" lines to fp
 * (errors only when errors is set), or with json one document about
 * bundle to stdout, whose "status" is status: each finding its kind,
 * code, file (where), message, and when its line is known, line and
 * column (0: not known), as ipuz-check -j gives them.
 */
void pk_print(FILE *fp, const struct pk_findings *f, const char *bundle,
    int json, int errors, const char *status);
/*
 * Start f (its old contents dropped) as a stream: each finding added is
 * printed to fp as pk_print would print it, errors too, and not kept,
 * so that memory does not grow with a bundle's report. With json, the
 * document's "status" leads it: "problems" once an error or lint is
 * found; until then the findings are kept, and pk_stream_end says them.
 */
void pk_stream(struct pk_findings *f, FILE *fp, const char *bundle,
    int json);
/* End the stream f, whose document's status is status when no error or
   lint was found; pk_findings_free it after. */
void pk_stream_end(struct pk_findings *f, const char *status);
void pk_findings_free(struct pk_findings *f);

/* A bundle and its members (bundleopen.c, bundle.c). */
struct pk_member {
	char *name;		/* as libzip gives it: a NUL as a blank */
	char *raw;		/* as stored, when that has a NUL (raw[0..
				   rawlen)); else NULL */
	size_t rawlen;
	uint64_t size, csize;	/* inflated and compressed sizes */
	const char *fault;	/* why it is unsafe, or NULL */
	int folder;		/* a name ending in '/' */
};

struct pk_bundle {
	const char *name;	/* for messages */
	struct zip *za;
	struct pk_member *m;
	size_t n;
	char *manifest;		/* its manifest's bytes, once scanned */
	size_t manifest_len;
};

/* members.c */
struct zip_stat;
/*
 * name as a file system that does not tell case apart sees it, a new
 * string to compare with strcmp: each letter written with combining
 * accents as the one letter they compose (xw_utf8_letter), and, with
 * upper, in upper case (xw_toupper: Latin, Greek, Cyrillic); bytes that
 * are not UTF-8 as they are.
 */
char *pk_name_fold(const char *name, int upper);
/* A name so folded, and whose it is: an index, or -1. */
struct pk_fold {
	char *fold;
	long who;
};
/* The qsort order of struct pk_fold: by fold, then by who. */
int pk_fold_order(const void *a, const void *b);
/* Why member i of za (st its stat) is unsafe to inflate or write out,
   or NULL. */
const char *pk_member_fault(struct zip *za, uint64_t i,
    const struct zip_stat *st);
/* How much of the member name s[0..n) a message quotes: all of it, or
   its first PK_NAME_SHOWN bytes or fewer, cut between two characters. */
size_t pk_name_shown(const char *s, size_t n);
/* Two members of b of one name would be written to one file: the later
   one is refused, as are names that a file system that does not tell
   case, or composed accents, apart takes as one (pk_name_fold). */
void pk_find_twins(struct pk_bundle *b);

/* bundleopen.c */
/* Open the zip at path ("-": stdin) and judge every member, reading
   none. Returns 0, or -1 with e filled: not a zip, truncated, damaged;
   or -2 with e filled when the zip is unsafe as a whole (more than
   PK_MAX_MEMBERS members, more than PK_MAX_TOTAL bytes in all), when
   libzip refuses it for an unsafe name (a name flagged UTF-8 that is
   not), or when its names cannot be read as they are stored. */
int pk_bundle_open(const char *path, struct pk_bundle *b, struct xw_error *e);
/* Close b, and free and zero what it holds. */
void pk_bundle_close(struct pk_bundle *b);
/* Whether buf[0..len) is a zip that holds a manifest.json: a bundle. */
int pk_is_bundle(const char *buf, size_t len);

/* bundle.c */
/*
 * Check b whole into f: unsafe members, the manifest (read into s), the
 * members it names and no others. Returns 0, or -1 when there was no
 * manifest to read.
 */
int pk_bundle_scan(struct pk_bundle *b, struct pk_set *s,
    struct pk_findings *f);
/* Read pz's member into pz->data (NUL-terminated): 0; 1 when it is
   missing or unsafe (as pk_bundle_scan found); or -1 with e filled when
   it is damaged or inflates past its stated size. */
int pk_bundle_read(const struct pk_bundle *b, struct pk_puzzle *pz,
    struct xw_error *e);
/* The puzzle of pz->data, read (o NULL: the defaults) as what a bundle
   holds, ipuz and no other format: NULL with e filled when it is not
   one; w as xw_puzzle_read fills it. */
struct xw_puzzle *pk_puzzle_parse(const struct pk_puzzle *pz,
    struct xw_error *e, struct xw_error *w);
/* pk_bundle_open and pk_bundle_scan and, with read, pk_bundle_read of
   every puzzle, each error reported on stderr and (f not NULL) added to
   f: returns 0; -1 when b is not a sound bundle; -2 when it cannot be
   read as a zip at all (b then closed). */
int pk_bundle_load(const char *path, struct pk_bundle *b, struct pk_set *s,
    int read, struct pk_findings *f);
/* Whether p, read from buf[0..len) (name for messages), holds NaN or an
   Infinity, which no standard JSON can: 1 with e filled, at its place,
   or 0. */
int pk_puzzle_nonfinite(const struct xw_puzzle *p, const char *buf,
    size_t len, const char *name, struct xw_error *e);

/* rawdir.c */
/* A member as a zip's central directory holds it, read by hand. */
struct pk_raw {
	char *name;		/* its name name[0..len), as stored (NULs
				   and all), NUL-terminated past */
	size_t len;
	uint32_t crc;
	int utf8;		/* flagged as UTF-8 */
	int nul;		/* a NUL in its name, here or in its local
				   header (whose name name is then) */
};
struct pk_rawdir {
	struct pk_raw *v;
	size_t n;
};
/*
 * Every central directory of the zip src (a libzip source, closed) that
 * an end record leads to and that holds the entries it says, from the
 * last in the zip: a new array of *n (NULL for none). libzip picks one
 * by its own lights, as other unzippers do theirs.
 */
struct pk_rawdir *pk_rawdir_read(struct zip_source *src, size_t *n);
void pk_rawdir_free(struct pk_rawdir *dirs, size_t n);

/* Writing files under a folder (write.c). */
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

/* The zip of a bundle (zip.c). */

/*
 * Take the time every member is stamped with: SOURCE_DATE_EPOCH when set
 * (the reproducible-builds convention), else the first a zip can hold,
 * so that the same inputs make the same bytes; in UTC. One outside the
 * years a zip can hold, 1980 to 2107, is taken as the nearest it can,
 * with w saying so (else w's code is XW_ERR_NONE). Returns 0, or -1
 * with e filled when SOURCE_DATE_EPOCH is no time.
 */
int pk_zip_stamp(struct xw_error *e, struct xw_error *w);
/* The bundle of s, its manifest first, as the bytes of a zip in out,
   stamped as pk_zip_stamp took. Returns 0, or -1 with e filled. */
int pk_zip_build(const struct pk_set *s, const struct xw_buf *manifest,
    struct xw_buf *out, struct xw_error *e);

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
/*
 * exportdir.c: write the n files into the set's folder dir/id and compile
 * its id.gresource there (glib-compile-resources, said when missing),
 * made first under a temporary name: a new folder is renamed into place
 * whole; with o->force an existing one has its files replaced, all or
 * none, and loses the puzzles its puzzle.config named that the files do
 * not. Returns 0, or -1 after saying why.
 */
int pk_export_folder(const struct pk_opts *o, const char *dir,
    const char *id, const struct pk_file *files, size_t n);
/*
 * stale.c: the puzzles of the export in dest that the files do not write
 * again: the PuzzleName files of its puzzle.config, each <id>.ipuz of an
 * id (no other file is taken from what is there), of its first
 * XW_MAX_FILE bytes, the rest said to be left. A NULL-terminated list.
 */
char **pk_stale_puzzles(const char *dest, const struct pk_file *files,
    size_t n);
/* stale.c: with put (the new files in place), remove the files stale
   names in dest, each one left said. Frees stale. */
void pk_drop_stale(const char *dest, char **stale, int put);
/* extract.c: dir, or "." for NULL, when it is a folder; NULL, and
   said, when it is not. */
const char *pk_folder(const char *dir);

#endif
