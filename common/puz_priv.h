/* See LICENSE file for copyright and license details. */
/*
 * Inside the .puz module: shared by puz_common.c, puz_read.c and
 * puz_write.c only, never installed. The file's layout, its checksums,
 * the rebus table, scrambling, and the facts kept under
 * "com.xwtools:puz".
 */
#ifndef XW_PUZ_PRIV_H
#define XW_PUZ_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include <json-c/json.h>

#include "puz.h"
#include "util.h"

#define MAGIC			"ACROSS&DOWN"	/* 12 bytes with its NUL */
#define HDR_LEN			0x34
#define KEPT_KEY		"com.xwtools:puz"
#define TYPE_NORMAL		0x0001
#define TYPE_DIAGRAMLESS	0x0401
#define STATE_NO_SOLUTION	0x0002
#define STATE_SCRAMBLED		0x0004
#define GEXT_CIRCLE		0x80
#define GEXT_MARKS		0x78	/* pencilled, checked, incorrect,
					   revealed: of the player grid */
#define MAX_REBUS_KEY		254	/* GRBS holds key + 1 in a byte */

/* A string of the file, without its NUL. */
struct str {
	const unsigned char *s;
	size_t len;
};

struct section {
	char code[5];
	const unsigned char *data;
	size_t len;
	unsigned cksum;		/* as stored */
	size_t stored_len;	/* the length as stored: not len when
				   it was big-endian, as puzjs writes it */
	int nul;		/* whether a NUL followed the data */
};

/* Where the parts of a .puz file are; nothing is copied. */
struct layout {
	const unsigned char *buf, *h;	/* the file and its header */
	size_t len;
	int width, height, nclues, type, state;
	unsigned be_nclues;		/* the clue count as stored when it
					   was nclues big-endian; else 0 */
	int vnum;			/* "1.3" is 13; 0 when unreadable */
	const unsigned char *sol, *fill;
	struct str *strs;		/* title, author, copyright, clues,
					   notes */
	struct section *secs;
	size_t nsecs;
	const unsigned char *post;	/* the junk after the last section */
};

/* The header's checksums. */
struct sums {
	uint16_t v[4];		/* CIB, solution, player grid, text */
	uint16_t global;
};

/* One RTBL entry: key k is written in GRBS as k + 1. */
struct rebus {
	int key;
	char *text;
};

static inline unsigned
le16(const unsigned char *p)
{
	return p[0] | (unsigned)p[1] << 8;
}

static inline void
put16(unsigned char *p, unsigned v)
{
	p[0] = v & 0xff;
	p[1] = v >> 8 & 0xff;
}

/*
 * The checksum primitive over p[0..n), continued from c (formats.md
 * 1.5): rotate right, add the byte. Inline, as it was when one file
 * held the module: out of line, verifying costs a few hundred more
 * instructions a file.
 */
static inline uint16_t
cksum(const unsigned char *p, size_t n, uint16_t c)
{
	size_t i;

	for (i = 0; i < n; i++) {
		c = (c & 1) ? (uint16_t)(c >> 1 | 0x8000) : (uint16_t)(c >> 1);
		c = (uint16_t)(c + p[i]);
	}
	return c;
}

/* A block in a grid: '.', or ':' (formats.md 1.3). */
static inline int
is_blockbyte(unsigned char b)
{
	return b == '.' || b == ':';
}

/* The layout, in puz_common.c */

/* Where the header starts (two bytes before the magic), or NULL. */
const unsigned char *xw_puz_find_header(const unsigned char *buf,
    size_t len);

/*
 * Find the parts of the file buf[0..len) (name is for messages), checked
 * against the bytes there are. A clue count or section lengths stored
 * big-endian, sections with no NUL after them, as puzjs writes them,
 * are read so with XW_READ_FORCE in flags, else are XW_ERR_CHECKSUM.
 * Returns 0, or -1 with e filled; free the layout with
 * xw_puz_layout_free after 0.
 */
int xw_puz_parse(struct layout *lay, const unsigned char *buf, size_t len,
    unsigned flags, const char *name, struct xw_error *e);
void xw_puz_layout_free(struct layout *lay);

/* What the i-th string is, for messages: "title", "clue 3 of 76". */
void xw_puz_string_name(const struct layout *lay, size_t i, char *buf,
    size_t size);

/* Whether the four bytes at s can be a section's code. */
int xw_puz_is_code(const unsigned char *s);

/* "1.3" and "1.2c" as 13 and 12; 0 for anything else. */
int xw_puz_version(const unsigned char *v);

/* Checksums */

/* The four checksums and the file's of lay. */
void xw_puz_sums(const struct layout *lay, struct sums *s);

/* The eight masked bytes: low bytes XOR "ICHE", high bytes XOR "ATED". */
void xw_puz_masked(const struct sums *s, unsigned char out[8]);

/* Write every checksum into h, the writable header of lay. */
void xw_puz_store_sums(const struct layout *lay, unsigned char *h);

/* The RTBL rebus table */

/* "%2d:%s;" entries into a table (free it with xw_puz_table_free);
   -1 when malformed. */
int xw_puz_parse_table(const char *text, struct rebus **out, size_t *nout);
void xw_puz_table_free(struct rebus *t, size_t n);

/* Scrambling (formats.md 1.8) */

/* The solution's letters column by column, blocks left out; and back. */
size_t xw_puz_column_letters(const unsigned char *sol, int w, int h,
    unsigned char *out);
void xw_puz_put_column_letters(unsigned char *sol, int w, int h,
    const unsigned char *s);

/*
 * Only A-Z can be scrambled: -1 for anything else, with e (which may be
 * NULL) filled with code and name.
 */
int xw_puz_check_letters(const unsigned char *s, size_t n,
    enum xw_errcode code, const char *name, struct xw_error *e);

/* Unscramble s[0..n) with key; tmp has room for n bytes. */
void xw_puz_unscramble(unsigned char *s, size_t n, int key,
    unsigned char *tmp);

/* The facts kept under "com.xwtools:puz": bytes in base64 or hex */

/* Add s[0..n) to o under key in base64. */
void xw_puz_add_bytes(json_object *o, const char *key,
    const unsigned char *s, size_t n);

/* Add s[0..n) to o under key in hex, unless they are all zero. */
void xw_puz_add_hex(json_object *o, const char *key,
    const unsigned char *s, size_t n);

/* The string o holds under key, or NULL (o may be NULL). */
const char *xw_puz_kept_string(json_object *o, const char *key);

/* The number 0-65535 o holds under key, else dflt. */
int xw_puz_kept_int(json_object *o, const char *key, int dflt);

/*
 * The bytes o holds under key (caller frees), their number in *len when
 * len is not NULL; NULL when absent, malformed, or not want of them
 * (want 0: any number).
 */
unsigned char *xw_puz_kept_bytes(json_object *o, const char *key,
    size_t want, size_t *len);

/* Exactly n bytes o holds under key in hex into out; else -1. */
int xw_puz_kept_hex(json_object *o, const char *key, unsigned char *out,
    size_t n);

/* The kept entry of section code, or NULL (kept may be NULL). */
json_object *xw_puz_kept_section(json_object *kept, const char *code);

#endif
