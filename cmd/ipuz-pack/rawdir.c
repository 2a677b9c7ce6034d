/* See LICENSE file for copyright and license details. */
/*
 * A zip's central directory, and each member's local header, read by
 * hand: libzip gives a name as a C string with a NUL in it made a blank,
 * and refuses whole a zip whose names are flagged UTF-8 and are not,
 * where ipuz-pack has findings of its own to give. The directory is
 * matched against the zip's contents (rawlocal.c) in the same pass.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zip.h>

#include "bundle.h"
#include "rawzip.h"
#include "util.h"

#define EOCD_SIZE	22		/* the end record, less its comment */
#define EOCD_MAX	(EOCD_SIZE + 65535)
#define LOC64_SIZE	20		/* the zip64 end record's locator */
#define EOCD64_SIZE	56		/* the zip64 end record */
#define ENTRY_SIZE	46		/* a directory entry, less its names */
#define FLAG_UTF8	0x800		/* general purpose bit 11 */
#define DIR_MAX		(256L * 1024 * 1024)	/* the directories read here */

unsigned char *
pk_read_at(zip_source_t *src, uint64_t off, size_t n)
{
	unsigned char *buf;

	if (off > INT64_MAX)
		return NULL;
	buf = xw_emalloc(n + 1);
	if (zip_source_seek(src, (zip_int64_t)off, SEEK_SET) != 0 ||
	    zip_source_read(src, buf, n) != (zip_int64_t)n) {
		free(buf);
		return NULL;
	}
	return buf;
}


/* The entries of the directory d[0..size), at off in the zip, into r;
   -1 when it does not hold count entries, whole. Whether its members'
   local headers match it, and lie apart before it, into r->sound; the
   first byte before it that none of them holds into r->gap. */
static int
read_dir(zip_source_t *src, const unsigned char *d, size_t size,
    uint64_t off, uint64_t count, struct pk_rawdir *r)
{
	const unsigned char *p = d, *end = d + size;
	struct extent *x;
	struct pk_raw *m;
	struct entry c;
	size_t ef, cl;
	char *local;
	size_t llen;

	if (count > PK_MAX_MEMBERS)
		return -1;
	r->v = xw_ecalloc((size_t)count + 1, sizeof(*r->v));
	x = xw_ecalloc((size_t)count + 1, sizeof(*x));
	r->sound = 1;
	for (r->n = 0; r->n < count; r->n++, p += ENTRY_SIZE + c.len + ef +
	    cl) {
		if (end - p < ENTRY_SIZE || memcmp(p, "PK\1\2", 4) != 0) {
			free(x);
			return -1;
		}
		pk_entry_of(p, 0, &c);
		ef = le16(p + 30);
		cl = le16(p + 32);
		if ((size_t)(end - p - ENTRY_SIZE) < c.len + ef + cl) {
			free(x);
			return -1;
		}
		c.name = p + ENTRY_SIZE;
		m = &r->v[r->n];
		m->crc = c.crc;
		m->utf8 = (c.flags & FLAG_UTF8) != 0;
		local = NULL;
		llen = 0;
		if (pk_zip64_values(c.name + c.len, ef, &c) != 0 ||
		    pk_local_matches(src, &c, off, &local, &llen, &m->upath,
		    &m->upathlen, &x[r->n]) != 0)
			r->sound = 0;
		/* A NUL in the local name alone is the one to judge. */
		if ((m->nul = memchr(c.name, '\0', c.len) != NULL) ||
		    local == NULL || memchr(local, '\0', llen) == NULL) {
			free(local);
			m->name = xw_estrndup((const char *)c.name, c.len);
			m->len = c.len;
		} else {
			m->name = local;
			m->len = llen;
			m->nul = 1;
		}
	}
	/* The directory ends where it says, as APPNOTE lays it out. */
	if (p != end || !pk_apart(x, r->n))
		r->sound = 0;
	r->gap = pk_gap(x, r->n, off);
	free(x);
	return 0;
}

/* The size, offset and count of the directory of the zip64 end record
   whose locator is loc (the 20 bytes before the end record), and where
   the directory must end, at that record, which ends at loc (else
   UINT64_MAX): 0 or -1. */
static int
zip64_dir(zip_source_t *src, const unsigned char *loc, uint64_t at,
    uint64_t *size, uint64_t *off, uint64_t *count, uint64_t *ends)
{
	unsigned char *e;
	uint64_t rec = le64(loc + 8);

	if (memcmp(loc, "PK\6\7", 4) != 0 ||
	    (e = pk_read_at(src, rec, EOCD64_SIZE)) == NULL)
		return -1;
	if (memcmp(e, "PK\6\6", 4) != 0) {
		free(e);
		return -1;
	}
	*count = le64(e + 32);
	*size = le64(e + 40);
	*off = le64(e + 48);
	*ends = rec < at && le64(e + 4) == at - rec - 12 ? rec : UINT64_MAX;
	free(e);
	return 0;
}

static void
free_dir(struct pk_rawdir *r)
{
	size_t k;

	for (k = 0; k < r->n; k++) {
		free(r->v[k].name);
		free(r->v[k].upath);
	}
	free(r->v);
	memset(r, 0, sizeof(*r));
}

/* Whether [p, end) is all zeros; none when p is past end. */
static int
zeros(const unsigned char *p, const unsigned char *end)
{
	if (p > end)
		return 0;
	for (; p < end; p++)
		if (*p != 0)
			return 0;
	return 1;
}

/* The directory of the end record at tail[i], tail[0..len) the end of
   the zip from from on, into r: 0, or -1 when it is not one. *budget is
   what may still be read: a comment may hold thousands of false end
   records, each naming the whole zip as its directory. */
static int
dir_of(zip_source_t *src, const unsigned char *tail, size_t i, size_t len,
    uint64_t from, uint64_t *budget, struct pk_rawdir *r)
{
	uint64_t size = le32(tail + i + 12), off = le32(tail + i + 16),
	    count = le16(tail + i + 10), ends = from + i, size64, off64,
	    count64;
	unsigned char *d;
	int ret, agree = 1;

	/* A zip64 end record is read whenever its locator is there, as
	   libzip does; where the end record's own values are not
	   0xff...ff, they must be its. */
	if (i >= LOC64_SIZE && zip64_dir(src, tail + i - LOC64_SIZE,
	    from + i - LOC64_SIZE, &size64, &off64, &count64, &ends) == 0) {
		agree = (count == 0xffff || count == count64) &&
		    (size == 0xffffffffU || size == size64) &&
		    (off == 0xffffffffU || off == off64);
		size = size64;
		off = off64;
		count = count64;
	} else if (count == 0xffff || size == 0xffffffffU ||
	    off == 0xffffffffU)
		return -1;
	if (size > *budget || off > from + i || size > from + i - off)
		return -1;
	*budget -= size;
	if ((d = pk_read_at(src, off, (size_t)size)) == NULL)
		return -1;
	ret = read_dir(src, d, (size_t)size, off, count, r);
	free(d);
	if (ret != 0)
		free_dir(r);
	/* The directory ends at its end record, and the zip at the end of
	   the record's comment, but for zeros: bsdtar pads what it writes
	   to the standard output to a tar block. Other bytes there are no
	   zip's. */
	else if (!agree || off + size != ends || !zeros(tail + i + EOCD_SIZE +
	    le16(tail + i + 20), tail + len))
		r->sound = 0;
	return ret;
}

struct pk_rawdir *
pk_rawdir_read(zip_source_t *src, size_t *n)
{
	struct pk_rawdir *dirs = NULL, r = { 0 };
	unsigned char *tail;
	zip_int64_t size;
	uint64_t from, budget = DIR_MAX;
	size_t len, i;

	*n = 0;
	if (zip_source_open(src) != 0)
		return NULL;
	if (zip_source_seek(src, 0, SEEK_END) != 0 ||
	    (size = zip_source_tell(src)) < EOCD_SIZE) {
		zip_source_close(src);
		return NULL;
	}
	len = size < EOCD_MAX ? (size_t)size : EOCD_MAX;
	from = (uint64_t)size - len;
	if ((tail = pk_read_at(src, from, len)) != NULL)
		for (i = len - EOCD_SIZE + 1; i-- > 0;)
			if (memcmp(tail + i, "PK\5\6", 4) == 0 &&
			    dir_of(src, tail, i, len, from, &budget, &r) == 0) {
				dirs = xw_ereallocarray(dirs, *n + 1,
				    sizeof(*dirs));
				dirs[(*n)++] = r;
				memset(&r, 0, sizeof(r));
			}
	free(tail);
	zip_source_close(src);
	return dirs;
}

void
pk_rawdir_free(struct pk_rawdir *dirs, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free_dir(&dirs[i]);
	free(dirs);
}
