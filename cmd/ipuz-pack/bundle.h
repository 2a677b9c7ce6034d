/* See LICENSE file for copyright and license details. */
#ifndef BUNDLE_H
#define BUNDLE_H

/* A bundle, a zip: read safely (bundleopen.c, members.c, rawdir.c,
   rawlocal.c, bundle.c), and made (zip.c). */

#include <stddef.h>
#include <stdint.h>

#include "pack.h"
#include "util.h"

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
   none (but for where its data ends, pk_members_end). Returns 0, or -1 with e filled: not a zip, truncated, damaged;
   or -2 with e filled when the zip is unsafe as a whole (more than
   PK_MAX_MEMBERS members, more than PK_MAX_TOTAL bytes in all of those
   not unsafe on their own, whose faults pk_bundle_scan says), when
   libzip refuses it for an unsafe name (a name flagged UTF-8 that is
   not), or when its names cannot be read as they are stored. A zip whose
   directory does not match its contents (struct pk_rawdir's sound), or
   a member whose data ends otherwise for a streaming unzipper, is
   damaged, -1. */
int pk_bundle_open(const char *path, struct pk_bundle *b, struct xw_error *e);
/* Close b, and free and zero what it holds. */
void pk_bundle_close(struct pk_bundle *b);
/* Whether buf[0..len) is a zip that holds a manifest.json: a bundle. */
int pk_is_bundle(const char *buf, size_t len);

/* memberend.c */
/* Whether every member of b not unsafe on its own ends, for an unzipper
   that reads the zip as a stream, where its compressed size says, as
   libzip reads it: 0, or -1 with e filled (a member may be hidden past
   its end). Each is inflated, the bytes thrown away. */
int pk_members_end(const struct pk_bundle *b, struct xw_error *e);

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
	char *upath;		/* the name an Info-ZIP Unicode Path field
				   in its local header gives otherwise,
				   upath[0..upathlen), or NULL */
	size_t upathlen;
};
struct pk_rawdir {
	struct pk_raw *v;
	size_t n;
	int sound;		/* it matches the zip's contents: each
				   member's local header (sizes in it 0 or
				   the directory's, with a data descriptor
				   that holds them), members that do not
				   overlap, and an end record that ends the
				   directory and, with its comment, the zip */
	uint64_t gap;		/* the first byte before the directory that
				   none of its members holds, or UINT64_MAX */
};
/*
 * Every central directory of the zip src (a libzip source, closed) that
 * an end record leads to and that holds the entries it says, from the
 * last in the zip, each judged sound or not: a new array of *n (NULL for
 * none). libzip picks one by its own lights, as other unzippers do
 * theirs.
 */
struct pk_rawdir *pk_rawdir_read(struct zip_source *src, size_t *n);
void pk_rawdir_free(struct pk_rawdir *dirs, size_t n);

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

#endif
