/* See LICENSE file for copyright and license details. */
/*
 * A zip's central directory, and each member's local header, read by
 * hand: libzip gives a name as a C string with a NUL in it made a blank,
 * and refuses whole a zip whose names are flagged UTF-8 and are not,
 * where ipuz-pack has findings of its own to give.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zip.h>

#include "bundle.h"
#include "util.h"

#define EOCD_SIZE	22		/* the end record, less its comment */
#define EOCD_MAX	(EOCD_SIZE + 65535)
#define LOC64_SIZE	20		/* the zip64 end record's locator */
#define EOCD64_SIZE	56		/* the zip64 end record */
#define ENTRY_SIZE	46		/* a directory entry, less its names */
#define LOCAL_SIZE	30		/* a local header, less its names */
#define FLAG_UTF8	0x800		/* general purpose bit 11 */
#define EF_ZIP64	0x0001		/* the zip64 extra field */
#define DIR_MAX		(256L * 1024 * 1024)	/* the directories read here */

static unsigned
le16(const unsigned char *p)
{
	return (unsigned)p[0] | (unsigned)p[1] << 8;
}

static uint32_t
le32(const unsigned char *p)
{
	return (uint32_t)le16(p) | (uint32_t)le16(p + 2) << 16;
}

static uint64_t
le64(const unsigned char *p)
{
	return (uint64_t)le32(p) | (uint64_t)le32(p + 4) << 32;
}

/* n bytes of src from off into a new buffer, or NULL. */
static unsigned char *
read_at(zip_source_t *src, uint64_t off, size_t n)
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

/*
 * The offset of the local header of the directory entry p, whose extra
 * fields are ef[0..n): the zip64 one holds it when the entry says
 * 0xffffffff, after the sizes that are so too.
 */
static uint64_t
local_offset(const unsigned char *p, const unsigned char *ef, size_t n)
{
	uint64_t off = le32(p + 42);
	size_t k, len, at;

	if (off != 0xffffffffU)
		return off;
	for (k = 0; n - k >= 4; k += 4 + len) {
		len = le16(ef + k + 2);
		if (len > n - k - 4)
			break;
		if (le16(ef + k) != EF_ZIP64)
			continue;
		at = (le32(p + 24) == 0xffffffffU ? 8 : 0) +
		    (le32(p + 20) == 0xffffffffU ? 8 : 0);
		return at + 8 <= len ? le64(ef + k + 4 + at) : UINT64_MAX;
	}
	return UINT64_MAX;
}

/* Whether the local header at off names a member with a NUL in it; its
   name, a new string, in *name and *len when it does. */
static int
local_nul(zip_source_t *src, uint64_t off, char **name, size_t *len)
{
	unsigned char *h = read_at(src, off, LOCAL_SIZE), *s;
	size_t n;

	if (h == NULL || memcmp(h, "PK\3\4", 4) != 0) {
		free(h);
		return 0;
	}
	n = le16(h + 26);
	free(h);
	if ((s = read_at(src, off + LOCAL_SIZE, n)) == NULL)
		return 0;
	if (memchr(s, '\0', n) == NULL) {
		free(s);
		return 0;
	}
	s[n] = '\0';
	*name = (char *)s;
	*len = n;
	return 1;
}

/* The entries of the directory d[0..size) into r; -1 when it does not
   hold count entries, whole. */
static int
read_dir(zip_source_t *src, const unsigned char *d, size_t size,
    uint64_t count, struct pk_rawdir *r)
{
	const unsigned char *p = d, *end = d + size;
	struct pk_raw *m;
	size_t len, ef;

	if (count > PK_MAX_MEMBERS)
		return -1;
	r->v = xw_ecalloc((size_t)count + 1, sizeof(*r->v));
	for (r->n = 0; r->n < count; r->n++, p += ENTRY_SIZE + len + ef +
	    le16(p + 32)) {
		if (end - p < ENTRY_SIZE || memcmp(p, "PK\1\2", 4) != 0)
			return -1;
		len = le16(p + 28);
		ef = le16(p + 30);
		if ((size_t)(end - p - ENTRY_SIZE) < len + ef + le16(p + 32))
			return -1;
		m = &r->v[r->n];
		m->crc = le32(p + 16);
		m->utf8 = (le16(p + 8) & FLAG_UTF8) != 0;
		if ((m->nul = memchr(p + ENTRY_SIZE, '\0', len) != NULL) ||
		    !local_nul(src, local_offset(p, p + ENTRY_SIZE + len, ef),
		    &m->name, &m->len)) {
			m->name = xw_estrndup((const char *)p + ENTRY_SIZE,
			    len);
			m->len = len;
		} else
			m->nul = 1;
	}
	return 0;
}

/* The size, offset and count of the directory of the zip64 end record
   whose locator is loc (the 20 bytes before the end record): 0 or -1. */
static int
zip64_dir(zip_source_t *src, const unsigned char *loc, uint64_t *size,
    uint64_t *off, uint64_t *count)
{
	unsigned char *e;

	if (memcmp(loc, "PK\6\7", 4) != 0 ||
	    (e = read_at(src, le64(loc + 8), EOCD64_SIZE)) == NULL)
		return -1;
	if (memcmp(e, "PK\6\6", 4) != 0) {
		free(e);
		return -1;
	}
	*count = le64(e + 32);
	*size = le64(e + 40);
	*off = le64(e + 48);
	free(e);
	return 0;
}

static void
free_dir(struct pk_rawdir *r)
{
	size_t k;

	for (k = 0; k < r->n; k++)
		free(r->v[k].name);
	free(r->v);
	memset(r, 0, sizeof(*r));
}

/* The directory of the end record at tail[i], from is where tail is in
   the zip, into r: 0, or -1 when it is not one. *budget is what may
   still be read: a comment may hold thousands of false end records, each
   naming the whole zip as its directory. */
static int
dir_of(zip_source_t *src, const unsigned char *tail, size_t i,
    uint64_t from, uint64_t *budget, struct pk_rawdir *r)
{
	uint64_t size = le32(tail + i + 12), off = le32(tail + i + 16),
	    count = le16(tail + i + 10);
	unsigned char *d;
	int ret;

	if ((count == 0xffff || size == 0xffffffffU || off == 0xffffffffU) &&
	    (i < LOC64_SIZE || zip64_dir(src, tail + i - LOC64_SIZE, &size,
	    &off, &count) != 0))
		return -1;
	if (size > *budget || off > from + i || size > from + i - off)
		return -1;
	*budget -= size;
	if ((d = read_at(src, off, (size_t)size)) == NULL)
		return -1;
	ret = read_dir(src, d, (size_t)size, count, r);
	free(d);
	if (ret != 0)
		free_dir(r);
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
	if ((tail = read_at(src, from, len)) != NULL)
		for (i = len - EOCD_SIZE + 1; i-- > 0;)
			if (memcmp(tail + i, "PK\5\6", 4) == 0 &&
			    dir_of(src, tail, i, from, &budget, &r) == 0) {
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
