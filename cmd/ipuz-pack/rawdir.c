/* See LICENSE file for copyright and license details. */
/*
 * A zip's central directory read by hand, for what libzip refuses whole
 * where ipuz-pack has a finding of its own to give.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zip.h>

#include "pack.h"
#include "utf8.h"
#include "util.h"

#define EOCD_SIZE	22		/* the end record, less its comment */
#define EOCD_MAX	(EOCD_SIZE + 65535)
#define ENTRY_SIZE	46		/* a directory entry, less its names */
#define FLAG_UTF8	0x800		/* general purpose bit 11 */
#define DIR_MAX		(256L * 1024 * 1024)	/* a directory read here */

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

/* n bytes of src from off into a new buffer, or NULL. */
static unsigned char *
read_at(zip_source_t *src, zip_int64_t off, size_t n)
{
	unsigned char *buf = xw_emalloc(n + 1);

	if (zip_source_seek(src, off, SEEK_SET) != 0 ||
	    zip_source_read(src, buf, n) != (zip_int64_t)n) {
		free(buf);
		return NULL;
	}
	return buf;
}

/* The first name of the directory d[0..n) flagged UTF-8 and not, or NULL. */
static char *
first_flagged(const unsigned char *d, size_t n)
{
	const unsigned char *p = d, *end = d + n;
	size_t len;

	while (end - p >= ENTRY_SIZE && memcmp(p, "PK\1\2", 4) == 0) {
		len = le16(p + 28);
		if ((size_t)(end - p - ENTRY_SIZE) < len)
			break;
		if ((le16(p + 8) & FLAG_UTF8) && xw_utf8_check((const char *)p +
		    ENTRY_SIZE, len) < len)
			return xw_estrndup((const char *)p + ENTRY_SIZE, len);
		p += ENTRY_SIZE + len + le16(p + 30) + le16(p + 32);
	}
	return NULL;
}

char *
pk_flagged_name(zip_source_t *src)
{
	unsigned char *tail, *dir;
	zip_int64_t size, from;
	uint32_t dsize, doff;
	char *name = NULL;
	size_t n, i;

	if (zip_source_open(src) != 0)
		return NULL;
	if (zip_source_seek(src, 0, SEEK_END) != 0 ||
	    (size = zip_source_tell(src)) < EOCD_SIZE) {
		zip_source_close(src);
		return NULL;
	}
	n = size < EOCD_MAX ? (size_t)size : EOCD_MAX;
	from = size - (zip_int64_t)n;
	if ((tail = read_at(src, from, n)) != NULL) {
		for (i = n - EOCD_SIZE + 1; i-- > 0;)
			if (memcmp(tail + i, "PK\5\6", 4) == 0)
				break;
		dsize = i < n ? le32(tail + i + 12) : 0;
		doff = i < n ? le32(tail + i + 16) : 0;
		if (i < n && dsize <= DIR_MAX && (zip_int64_t)doff +
		    dsize <= from + (zip_int64_t)i &&
		    (dir = read_at(src, doff, dsize)) != NULL) {
			name = first_flagged(dir, dsize);
			free(dir);
		}
		free(tail);
	}
	zip_source_close(src);
	return name;
}
