/* See LICENSE file for copyright and license details. */
/* A zip's bytes as APPNOTE lays them out, for rawdir.c (the central
   directory) and rawlocal.c (each member's local header matched
   against it). */
#ifndef PK_RAWZIP_H
#define PK_RAWZIP_H

#include <stddef.h>
#include <stdint.h>

#include <zip.h>

#define NO32		0xffffffffU	/* a field whose value is in zip64's */

static inline unsigned
le16(const unsigned char *p)
{
	return (unsigned)p[0] | (unsigned)p[1] << 8;
}

static inline uint32_t
le32(const unsigned char *p)
{
	return (uint32_t)le16(p) | (uint32_t)le16(p + 2) << 16;
}

static inline uint64_t
le64(const unsigned char *p)
{
	return (uint64_t)le32(p) | (uint64_t)le32(p + 4) << 32;
}

/* What a member's directory entry, or its local header, says of it. */
struct entry {
	uint64_t size, csize, off;	/* inflated and compressed sizes, and
					   where its local header is */
	uint32_t crc;
	unsigned flags, method, time, date;
	const unsigned char *name;
	size_t len;
};

/* Where one member lies in the zip, [from, to): its local header, its
   data and its data descriptor. */
struct extent {
	uint64_t from, to;
};

/* n bytes of src from off into a new buffer, or NULL. The buffer has a
   byte more, unwritten, so that n may be 0: it ends in no NUL. */
unsigned char *pk_read_at(zip_source_t *src, uint64_t off, size_t n);

/* The fixed part of the directory entry, or with local of the local
   header, h into e. */
void pk_entry_of(const unsigned char *h, int local, struct entry *e);

/* The values of e that are 0xffffffff from the zip64 extra field of
   ef[0..n): 0, or -1 when the fields are not whole, or one is missing. */
int pk_zip64_values(const unsigned char *ef, size_t n, struct entry *e);

/* Whether the local header of the member whose directory entry is c
   matches it (0, else -1), its name into *name and *len (a new string,
   or NULL), and the other one an Info-ZIP Unicode Path field in it
   gives into *upath and *upathlen (a new string, or NULL), where it lies
   into *x; past: the directory's offset. */
int pk_local_matches(zip_source_t *src, const struct entry *c,
    uint64_t past, char **name, size_t *len, char **upath,
    size_t *upathlen, struct extent *x);

/* Whether no two of the members x[0..n) overlap; sorts x by start. */
int pk_apart(struct extent *x, size_t n);

/* The first byte before past (the directory) that none of the members
   x[0..n), sorted by start, holds, or UINT64_MAX. */
uint64_t pk_gap(const struct extent *x, size_t n, uint64_t past);

#endif
