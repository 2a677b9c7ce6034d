/* See LICENSE file for copyright and license details. */
/*
 * A bundle opened: the zip read from a file or the standard input, its
 * central directories read by hand beside libzip's, and every member
 * judged safe or not, none inflated; and closed.
 */
#include <sys/stat.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zip.h>

#include "bundle.h"
#include "cli.h"
#include "pack.h"
#include "utf8.h"
#include "util.h"
#include "zipname.h"

/*
 * A libzip source for path, or stdin; magic gets its first bytes. What
 * libzip cannot seek in (the standard input, a pipe named as
 * /dev/stdin or by <(...), a FIFO) is read into memory first.
 */
static zip_source_t *
source(const char *path, const char *name, char *magic, zip_error_t *ze,
    struct xw_error *e)
{
	struct stat st;
	zip_source_t *src;
	size_t len;
	FILE *fp;
	char *buf;

	memset(magic, 0, 4);
	/* A user at a terminal waits unawares, as every tool says; a zip
	   is not typed, so its name is the way (newfeat18 F10). */
	xw_cli_stdin_note(path, "a zip bundle", "end", "its name "
	    "(-f BUNDLE)");
	if (strcmp(path, "-") == 0 || (stat(path, &st) == 0 &&
	    !S_ISREG(st.st_mode))) {
		/* A folder is refused here too. */
		if (xw_slurp(path, &buf, &len, e))
			return NULL;
		/* libzip takes no bytes in memory for an empty zip, where
		   an empty file is none: the two said alike. */
		if (len == 0) {
			free(buf);
			xw_seterr(e, XW_ERR_FORMAT, name, 0, 0,
			    "not a zip file");
			return NULL;
		}
		memcpy(magic, buf, len < 4 ? len : 4);
		if ((src = zip_source_buffer_create(buf, len, 1, ze)) == NULL)
			free(buf);
		return src;
	}
	if ((fp = fopen(path, "rb")) == NULL) {
		xw_seterr_io(e, name, "open", strerror(errno));
		return NULL;
	}
	xw_protect_fd(fileno(fp));
	if (fread(magic, 1, 4, fp) == 0 || fseek(fp, 0, SEEK_SET) != 0)
		clearerr(fp);
	if ((src = zip_source_filep_create(fp, 0, -1, ze)) == NULL)
		fclose(fp);
	return src;
}

/*
 * The zip of src, as libzip reads it. Without ZIP_CHECKCONS, whose match
 * of each local header with the directory refuses a data descriptor's
 * sizes written in the local header too, and takes members that overlap
 * (libzip 1.7): rawdir.c matches them, as pk_bundle_open asks. A name
 * given twice, which that flag refuses too, is then for pk_find_twins to
 * name.
 */
static zip_t *
open_zip(zip_source_t *src, zip_error_t *ze)
{
	return zip_open_from_source(src, ZIP_RDONLY, ze);
}

/* The first member of the directories dirs[0..n) whose name is flagged
   UTF-8 and is not, or NULL. */
static const struct pk_raw *
flagged_name(const struct pk_rawdir *dirs, size_t n)
{
	size_t i, k;

	for (i = 0; i < n; i++)
		for (k = 0; k < dirs[i].n; k++)
			if (dirs[i].v[k].utf8 && xw_utf8_check(dirs[i].v[k].name,
			    dirs[i].v[k].len) < dirs[i].v[k].len)
				return &dirs[i].v[k];
	return NULL;
}

/*
 * Why libzip could not open the zip name, whose directories are dirs[0..
 * ndirs), into e: -1; or -2 for a member whose name says it is UTF-8 and
 * is not, which libzip calls the whole zip inconsistent for, an unsafe
 * name as one not flagged so.
 */
static int
open_fault(const char *name, const struct pk_rawdir *dirs, size_t ndirs,
    const char magic[4], zip_error_t *ze, struct xw_error *e)
{
	const struct pk_raw *bad;

	/* The name as it is, for the message's escaping to show (a NUL in
	   it ends it there). */
	if (zip_error_code_zip(ze) == ZIP_ER_INCONS &&
	    (bad = flagged_name(dirs, ndirs)) != NULL) {
		xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "member '%.*s' has a "
		    "name that is not UTF-8", (int)bad->len, bad->name);
		return -2;
	}
	return xw_zip_open_error(name, magic, zip_error_code_zip(ze),
	    zip_error_strerror(ze), e);
}

/* Whether the directory d is the one libzip read into za, of n members:
   its entries, by their CRCs, which no extra field replaces, as a name
   may be. */
static int
is_libzips(zip_t *za, zip_uint64_t n, const struct pk_rawdir *d)
{
	zip_stat_t st;
	zip_uint64_t i;

	if (d->n != n)
		return 0;
	for (i = 0; i < n; i++)
		if (zip_stat_index(za, i, ZIP_FL_ENC_RAW, &st) != 0 ||
		    st.crc != d->v[i].crc)
			return 0;
	return 1;
}

/* Whether every directory of dirs[0..n) that may be the one libzip read
   into za matches the zip's contents: a reader that goes by the local
   headers, as a streaming unzipper does, must meet the members judged
   here, not '../x', nor miss one hidden in another. The first byte
   before such a directory that none of its members holds into *gap
   (else UINT64_MAX): a member it does not list may be there. */
static int
matches_contents(zip_t *za, const struct pk_rawdir *dirs, size_t n,
    uint64_t *gap)
{
	zip_int64_t count = zip_get_num_entries(za, 0);
	size_t i;

	*gap = UINT64_MAX;
	for (i = 0; i < n; i++) {
		if (!is_libzips(za, (zip_uint64_t)count, &dirs[i]))
			continue;
		if (!dirs[i].sound)
			return 0;
		if (dirs[i].gap < *gap)
			*gap = dirs[i].gap;
	}
	return 1;
}

/*
 * The names of b's members as its directories dirs[0..n) store them: a
 * NUL, which libzip gives as a blank, is where most unzippers end the
 * name ('a.ipuz\0x' is 'a.ipuz' to them), so such a name is unsafe; in
 * any directory that may be libzip's, as another reader may pick another.
 * Returns 0, or -1 when none is libzip's.
 */
static int
judge_stored(struct pk_bundle *b, const struct pk_rawdir *dirs, size_t n)
{
	struct pk_member *m;
	size_t i, k;
	int found = 0;

	for (i = 0; i < n; i++) {
		if (!is_libzips(b->za, b->n, &dirs[i]))
			continue;
		found = 1;
		for (k = 0; k < b->n; k++) {
			if (!dirs[i].v[k].nul || (m = &b->m[k])->raw != NULL)
				continue;
			m->raw = xw_estrndup(dirs[i].v[k].name,
			    dirs[i].v[k].len);
			m->rawlen = dirs[i].v[k].len;
			m->fault = xw_zipname_fault(m->raw, m->rawlen);
		}
	}
	return found ? 0 : -1;
}

/*
 * The first member of b whose name libzip gives otherwise than a
 * directory dirs[0..n) that may be libzip's stores it, into *raw: one an
 * Info-ZIP Unicode Path extra field renames, which libzip goes by and
 * bsdtar, Python and a streaming unzipper do not (fuzz18 F4). A name
 * with a NUL is judge_stored's. Returns its index, or -1.
 */
static zip_int64_t
renamed(const struct pk_bundle *b, const struct pk_rawdir *dirs, size_t n,
    const struct pk_raw **raw)
{
	size_t i, k;

	for (i = 0; i < n; i++) {
		if (!is_libzips(b->za, b->n, &dirs[i]))
			continue;
		for (k = 0; k < b->n; k++) {
			*raw = &dirs[i].v[k];
			if (!(*raw)->nul && (strlen(b->m[k].name) != (*raw)->len ||
			    memcmp(b->m[k].name, (*raw)->name, (*raw)->len) != 0))
				return (zip_int64_t)k;
		}
	}
	return -1;
}

int
pk_bundle_open(const char *path, struct pk_bundle *b, struct xw_error *e)
{
	zip_source_t *src;
	zip_error_t ze;
	struct pk_rawdir *dirs = NULL;
	const struct pk_raw *raw;
	zip_stat_t st;
	zip_int64_t n, k;
	zip_uint64_t i, total = 0;
	uint64_t gap;
	size_t ndirs = 0;
	char magic[4];
	int ret;

	memset(b, 0, sizeof(*b));
	b->name = xw_display_name(path);
	zip_error_init(&ze);
	e->code = XW_ERR_NONE;
	if ((src = source(path, b->name, magic, &ze, e)) != NULL)
		dirs = pk_rawdir_read(src, &ndirs);
	if (src == NULL || (b->za = open_zip(src, &ze)) == NULL) {
		ret = e->code == XW_ERR_NONE ? open_fault(b->name, dirs, ndirs,
		    magic, &ze, e) : -1;
		pk_rawdir_free(dirs, ndirs);
		zip_source_free(src);
		zip_error_fini(&ze);
		return ret;
	}
	zip_error_fini(&ze);
	if (!matches_contents(b->za, dirs, ndirs, &gap)) {
		ret = xw_zip_open_error(b->name, magic, ZIP_ER_INCONS, NULL, e);
		pk_rawdir_free(dirs, ndirs);
		pk_bundle_close(b);
		return ret;
	}
	if (gap != UINT64_MAX) {
		xw_seterr(e, XW_ERR_SYNTAX, b->name, 0, 0, "damaged zip file: "
		    "bytes at offset %ju are in none of the members its "
		    "directory lists (a member hidden from it)",
		    (uintmax_t)gap);
		pk_rawdir_free(dirs, ndirs);
		pk_bundle_close(b);
		return -1;
	}
	/* Said before closing, which clears b->name. */
	if ((n = zip_get_num_entries(b->za, 0)) > PK_MAX_MEMBERS) {
		xw_seterr(e, XW_ERR_LIMIT, b->name, 0, 0, "over %d members",
		    PK_MAX_MEMBERS);
		pk_rawdir_free(dirs, ndirs);
		pk_bundle_close(b);
		return -2;
	}
	b->m = xw_ecalloc((size_t)n, sizeof(*b->m));
	for (i = 0; i < (zip_uint64_t)n; i++, b->n++) {
		if (zip_stat_index(b->za, i, ZIP_FL_ENC_RAW, &st) != 0) {
			xw_seterr(e, XW_ERR_SYNTAX, b->name, 0, 0, "damaged zip "
			    "file: %s", zip_strerror(b->za));
			pk_rawdir_free(dirs, ndirs);
			pk_bundle_close(b);
			return -1;
		}
		b->m[i].name = xw_estrdup(st.name);
		b->m[i].size = st.size;
		b->m[i].csize = st.comp_size;
		b->m[i].folder = st.name[0] != '\0' &&
		    st.name[strlen(st.name) - 1] == '/';
		/* One refused on its own is never inflated, and is named with
		   its own limit: a member that says 4 GB was told as members
		   past 1 GiB in all. The others, each within PK_MAX_MEMBER,
		   are the whole. */
		if ((b->m[i].fault = pk_member_fault(b->za, i, &st)) == NULL)
			total += st.size;
	}
	ret = judge_stored(b, dirs, ndirs);
	if (ret == 0 && (k = renamed(b, dirs, ndirs, &raw)) >= 0) {
		xw_seterr(e, XW_ERR_SYNTAX, b->name, 0, 0, "member '%.*s' is "
		    "named '%s' by an extra field (Unicode Path) that some "
		    "unzippers do not read", (int)raw->len, raw->name,
		    b->m[k].name);
		pk_rawdir_free(dirs, ndirs);
		pk_bundle_close(b);
		return -2;
	}
	pk_rawdir_free(dirs, ndirs);
	if (ret != 0) {
		xw_seterr(e, XW_ERR_SYNTAX, b->name, 0, 0, "its member names "
		    "cannot be read as they are stored (a central directory "
		    "other unzippers may read otherwise)");
		pk_bundle_close(b);
		return -2;
	}
	if (total > (zip_uint64_t)PK_MAX_TOTAL) {
		xw_seterr(e, XW_ERR_LIMIT, b->name, 0, 0, "members inflate "
		    "past the limit of 1 GiB in all (a zip bomb)");
		pk_bundle_close(b);
		return -2;
	}
	pk_find_twins(b);
	return 0;
}

int
pk_is_bundle(const char *buf, size_t len)
{
	zip_source_t *src;
	zip_t *za;
	int found;

	if (len < 4 || memcmp(buf, "PK\3\4", 4) != 0 ||
	    (src = zip_source_buffer_create(buf, len, 0, NULL)) == NULL)
		return 0;
	if ((za = zip_open_from_source(src, ZIP_RDONLY, NULL)) == NULL) {
		zip_source_free(src);
		return 0;
	}
	found = zip_name_locate(za, PK_MANIFEST, ZIP_FL_ENC_RAW) >= 0;
	zip_discard(za);
	return found;
}

void
pk_bundle_close(struct pk_bundle *b)
{
	size_t i;

	if (b->za != NULL)
		zip_discard(b->za);
	for (i = 0; i < b->n; i++) {
		free(b->m[i].name);
		free(b->m[i].raw);
	}
	free(b->m);
	free(b->manifest);
	memset(b, 0, sizeof(*b));
}
