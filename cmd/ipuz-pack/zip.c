/* See LICENSE file for copyright and license details. */
/*
 * ipuz-pack -c: the zip of a bundle, the same bytes for the same inputs:
 * members in one order, deflated at one level, stamped with one time,
 * one mode.
 */
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include <zip.h>

#include "bundle.h"
#include "pack.h"
#include "util.h"

#define ZIP_EPOCH	315532800L	/* 1980-01-01, the first zip time */
#define ZIP_LEVEL	6		/* deflate level, fixed for every run */

/* The time every member is stamped with, in MS-DOS form (pk_zip_stamp). */
static zip_uint16_t dtime, ddate;

int
pk_zip_stamp(struct xw_error *e, struct xw_error *w)
{
	const char *sde_text = getenv("SOURCE_DATE_EPOCH");
	int64_t sde;
	time_t t = ZIP_EPOCH;
	struct tm tm;

	xw_seterr(w, XW_ERR_NONE, "", 0, 0, "%s", "");
	switch (xw_source_date(&sde, e)) {
	case -1:
		return -1;
	case 1:
		t = (time_t)sde;
		break;
	}
	/* A build that sets 0 (a common "no date") gets its bundle, said
	   to be stamped otherwise. */
	if (t < ZIP_EPOCH) {
		t = ZIP_EPOCH;
		xw_seterr(w, XW_ERR_ARG, "", 0, 0, "SOURCE_DATE_EPOCH '%s' is "
		    "before 1980, the first year a zip can hold: members are "
		    "stamped 1980-01-01 00:00", sde_text);
	}
	gmtime_r(&t, &tm);
	if (tm.tm_year > 2107 - 1900) {
		xw_seterr(w, XW_ERR_ARG, "", 0, 0, "SOURCE_DATE_EPOCH '%s' is "
		    "past 2107, the last year a zip can hold: members are "
		    "stamped 2107-12-31 23:59:58", sde_text);
		tm.tm_year = 2107 - 1900;
		tm.tm_mon = 11;
		tm.tm_mday = 31;
		tm.tm_hour = 23;
		tm.tm_min = 59;
		tm.tm_sec = 58;
	}
	dtime = (zip_uint16_t)(tm.tm_hour << 11 | tm.tm_min << 5 |
	    tm.tm_sec / 2);
	ddate = (zip_uint16_t)((tm.tm_year - 80) << 9 | (tm.tm_mon + 1) << 5 |
	    tm.tm_mday);
	return 0;
}

/* Add data as member name, compressed and stamped the same every time. */
static int
add_member(zip_t *za, const char *name, const char *data, size_t len)
{
	zip_source_t *src;
	zip_int64_t i;

	if ((src = zip_source_buffer(za, data, len, 0)) == NULL)
		return -1;
	if ((i = zip_file_add(za, name, src, ZIP_FL_ENC_UTF_8)) < 0) {
		zip_source_free(src);
		return -1;
	}
	return zip_set_file_compression(za, (zip_uint64_t)i, ZIP_CM_DEFLATE,
	    ZIP_LEVEL) | zip_file_set_dostime(za, (zip_uint64_t)i, dtime,
	    ddate, 0) | zip_file_set_external_attributes(za, (zip_uint64_t)i,
	    0, ZIP_OPSYS_UNIX, 0100644U << 16);
}

int
pk_zip_build(const struct pk_set *s, const struct xw_buf *manifest,
    struct xw_buf *out, struct xw_error *e)
{
	zip_source_t *src;
	zip_error_t ze;
	zip_stat_t st;
	zip_t *za;
	size_t i;
	int bad;

	zip_error_init(&ze);
	if ((src = zip_source_buffer_create(NULL, 0, 0, &ze)) == NULL)
		xw_errx(XW_EXIT_TROUBLE, "out of memory");
	zip_source_keep(src);
	if ((za = zip_open_from_source(src, ZIP_TRUNCATE, &ze)) == NULL) {
		xw_seterr(e, XW_ERR_IO, "", 0, 0, "cannot make a zip: %s",
		    zip_error_strerror(&ze));
		goto fail;
	}
	bad = add_member(za, PK_MANIFEST, manifest->s, manifest->len);
	for (i = 0; i < s->n && !bad; i++)
		bad = add_member(za, s->v[i].file, s->v[i].data, s->v[i].len);
	if (bad || zip_close(za) != 0) {
		xw_seterr(e, XW_ERR_IO, "", 0, 0, "cannot make a zip: %s",
		    zip_strerror(za));
		zip_discard(za);
		goto fail;
	}
	if (zip_source_open(src) != 0 || zip_source_stat(src, &st) != 0) {
		xw_seterr(e, XW_ERR_IO, "", 0, 0, "cannot make a zip: %s",
		    zip_error_strerror(zip_source_error(src)));
		goto fail;
	}
	xw_buf_grow(out, (size_t)st.size);
	out->len = (size_t)zip_source_read(src, out->s, st.size);
	out->s[out->len] = '\0';
	zip_source_close(src);
	zip_source_free(src);
	zip_error_fini(&ze);
	return 0;
fail:
	zip_source_free(src);
	zip_error_fini(&ze);
	return -1;
}
