/* See LICENSE file for copyright and license details. */
/*
 * Each member's local header matched against its central directory
 * entry, as APPNOTE has them (rawdir.c reads the directory): libzip's
 * ZIP_CHECKCONS (1.7) refuses a member with a data descriptor whose
 * local header holds a size, as bsdtar and Info-ZIP's zip to a pipe
 * write it, and lets members overlap.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <zip.h>

#include "rawzip.h"
#include "util.h"

#define LOCAL_SIZE	30		/* a local header, less its names */
#define FLAG_DESCRIPTOR	0x8		/* bit 3: sizes after the data */
#define EF_ZIP64	0x0001		/* the zip64 extra field */
#define EF_UNICODE_PATH	0x7075		/* Info-ZIP's Unicode Path field */

/*
 * The extra field of ef[0..n) at *k, its id into *id and the length of
 * its data into *len, and *k moved past it: its data, or NULL when no
 * field is left, *len then SIZE_MAX when one is cut short. Less than a
 * field's head left over is padding, as Android's zipalign writes it.
 */
static const unsigned char *
next_field(const unsigned char *ef, size_t n, size_t *k, unsigned *id,
    size_t *len)
{
	const unsigned char *f = ef + *k;

	*len = 0;
	if (n - *k < 4)
		return NULL;
	*id = le16(f);
	if ((*len = le16(f + 2)) > n - *k - 4) {
		*len = SIZE_MAX;
		return NULL;
	}
	*k += 4 + *len;
	return f + 4;
}

/*
 * The zip64 extra field of ef[0..n) into e: a value that the entry says
 * is 0xffffffff is there, in the order inflated size, compressed size,
 * offset (which a local header has not), each 8 bytes. Returns 0, or -1
 * when the fields are not whole, or one is missing.
 */
int
pk_zip64_values(const unsigned char *ef, size_t n, struct entry *e)
{
	uint64_t *v[3] = { &e->size, &e->csize, &e->off };
	const unsigned char *f;
	size_t k = 0, len, at, i;
	unsigned id;

	while ((f = next_field(ef, n, &k, &id, &len)) != NULL) {
		if (id != EF_ZIP64)
			continue;
		for (i = 0, at = 0; i < 3; i++)
			if (*v[i] == NO32) {
				if (at + 8 > len)
					return -1;
				*v[i] = le64(f + at);
				at += 8;
			}
		return 0;
	}
	/* A value still 0xffffffff is missing. */
	return len == SIZE_MAX || e->size == NO32 || e->csize == NO32 ||
	    e->off == NO32 ? -1 : 0;
}

/*
 * The name an Info-ZIP Unicode Path field of the local header's extra
 * fields ef[0..n) gives the member, when it is not the header's own
 * name[0..len), into *upath and *upathlen (a new string; else NULL).
 * libzip reads the directory's field only, and bsdtar the local
 * header's, from a file or a pipe, whatever the field's version (and
 * when the CRC of the name in it holds, which another reader may not
 * check): another name for one reader (fuzz19 F2).
 */
static void
unicode_path(const unsigned char *ef, size_t n, const unsigned char *name,
    size_t len, char **upath, size_t *upathlen)
{
	const unsigned char *f;
	size_t k = 0, flen;
	unsigned id;

	while ((f = next_field(ef, n, &k, &id, &flen)) != NULL)
		if (id == EF_UNICODE_PATH && flen >= 5 &&
		    (flen - 5 != len || memcmp(f + 5, name, len) != 0)) {
			*upath = xw_estrndup((const char *)f + 5, flen - 5);
			*upathlen = flen - 5;
			return;
		}
}

/* What the fixed part of the directory entry or local header h says, the
   local header's fields 4 bytes on from the entry's. */
void
pk_entry_of(const unsigned char *h, int local, struct entry *e)
{
	const unsigned char *p = h + (local ? 0 : 2);

	e->flags = le16(p + 6);
	e->method = le16(p + 8);
	e->time = le16(p + 10);
	e->date = le16(p + 12);
	e->crc = le32(p + 14);
	e->csize = le32(p + 18);
	e->size = le32(p + 22);
	e->len = le16(p + 26);
	e->off = local ? 0 : le32(h + 42);
}

/* Whether the local value v says what the directory's d does: so, or,
   with a data descriptor to say it, 0. */
static int
agrees(uint64_t v, uint64_t d, int descriptor)
{
	return v == d || (descriptor && v == 0);
}

/*
 * The length of the data descriptor of c at off, with its signature or
 * without and with sizes of 4 bytes or of 8 (zip64), that holds c's CRC
 * and sizes; 0 when there is none. past: where it must end by.
 */
static uint64_t
descriptor_len(zip_source_t *src, const struct entry *c, uint64_t off,
    uint64_t past)
{
	static const size_t sig[] = { 4, 0 }, width[] = { 4, 8 };
	unsigned char *d;
	uint64_t got = 0;
	size_t n = 24, i, k;
	const unsigned char *p;

	if (off > past)
		return 0;
	if (past - off < n)
		n = (size_t)(past - off);
	if ((d = pk_read_at(src, off, n)) == NULL)
		return 0;
	for (i = 0; i < 2 && got == 0; i++)
		for (k = 0; k < 2 && got == 0; k++) {
			p = d + sig[i];
			if (sig[i] + 4 + 2 * width[k] > n ||
			    (sig[i] != 0 && memcmp(d, "PK\7\10", 4) != 0) ||
			    le32(p) != c->crc)
				continue;
			if (width[k] == 4 ? le32(p + 4) == c->csize &&
			    le32(p + 8) == c->size : le64(p + 4) == c->csize &&
			    le64(p + 12) == c->size)
				got = sig[i] + 4 + 2 * width[k];
		}
	free(d);
	return got;
}

/*
 * The local header of the member whose directory entry is c, read and
 * matched against c: its name (into *name and *len, a new string), its
 * method, time, CRC and sizes, and its data descriptor. Where the member
 * lies into *x; past is the directory, which it must end before. The
 * name a Unicode Path field in it gives otherwise into *upath and
 * *upathlen (unicode_path). Returns 0, or -1 when it does not match, or
 * is not whole (*name then NULL).
 */
int
pk_local_matches(zip_source_t *src, const struct entry *c, uint64_t past,
    char **name, size_t *len, char **upath, size_t *upathlen,
    struct extent *x)
{
	unsigned char *h = pk_read_at(src, c->off, LOCAL_SIZE), *s;
	struct entry l;
	size_t ef;
	uint64_t data, dlen = 0;
	int descriptor, ret = 0;

	*name = *upath = NULL;
	if (h == NULL || memcmp(h, "PK\3\4", 4) != 0) {
		free(h);
		return -1;
	}
	pk_entry_of(h, 1, &l);
	ef = le16(h + 28);
	free(h);
	if ((s = pk_read_at(src, c->off + LOCAL_SIZE, l.len + ef)) == NULL)
		return -1;
	*name = xw_estrndup((const char *)s, l.len);
	*len = l.len;
	descriptor = (l.flags & FLAG_DESCRIPTOR) != 0;
	/* A NUL in either name makes the member unsafe, which its
	   finding says; libzip compares them NULs made blanks. */
	if ((l.len != c->len || memcmp(s, c->name, l.len) != 0) &&
	    memchr(s, '\0', l.len) == NULL && memchr(c->name, '\0', c->len) ==
	    NULL)
		ret = -1;
	/* Not the version needed to extract: Info-ZIP's zip -fz writes
	   zip64's in a local header that has a zip64 field, and 1.0 in
	   the directory of a folder (fuzz18 F1); no reader goes by it for
	   what it extracts. */
	if (pk_zip64_values(s + l.len, ef, &l) != 0 ||
	    l.method != c->method || l.time != c->time || l.date != c->date ||
	    !agrees(l.crc, c->crc, descriptor) ||
	    !agrees(l.csize, c->csize, descriptor) ||
	    !agrees(l.size, c->size, descriptor))
		ret = -1;
	unicode_path(s + l.len, ef, s, l.len, upath, upathlen);
	free(s);
	data = c->off + LOCAL_SIZE + l.len + ef;
	if (c->csize > past || data > past - c->csize ||
	    (descriptor && (dlen = descriptor_len(src, c, data + c->csize,
	    past)) == 0))
		return -1;
	x->from = c->off;
	x->to = data + c->csize + dlen;
	return ret;
}

static int
by_start(const void *a, const void *b)
{
	const struct extent *x = a, *y = b;

	return (x->from > y->from) - (x->from < y->from);
}

/* Whether no two of the members x[0..n) overlap. */
int
pk_apart(struct extent *x, size_t n)
{
	size_t i;

	qsort(x, n, sizeof(*x), by_start);
	for (i = 1; i < n; i++)
		if (x[i].from < x[i - 1].to)
			return 0;
	return 1;
}

/*
 * Where the members x[0..n) leave bytes out: before the first, between
 * two, or before the directory at past. No writer leaves a gap, and one
 * may hold a member the directory does not list, which a streaming
 * unzipper extracts as well (a second manifest.json), or another
 * directory's members (fuzz18 F2, F6).
 */
uint64_t
pk_gap(const struct extent *x, size_t n, uint64_t past)
{
	uint64_t at = 0;
	size_t i;

	for (i = 0; i < n; at = x[i++].to)
		if (x[i].from > at)
			return at;
	return at < past ? at : UINT64_MAX;
}
