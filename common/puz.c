/* See LICENSE file for copyright and license details. */
/*
 * The Across Lite .puz reader and writer (formats.md, section 1). What
 * ipuz cannot say (version, reserved bytes, extra sections, junk around
 * the file, a scrambled grid) is kept in the model's document under
 * "com.xwtools:puz", so that a file read and written again comes back
 * byte for byte.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "grid.h"
#include "ipuz.h"
#include "puz.h"
#include "utf8.h"
#include "util.h"

#define HDR_LEN			0x34
#define KEPT_KEY		"com.xwtools:puz"
#define TYPE_NORMAL		0x0001
#define TYPE_DIAGRAMLESS	0x0401
#define STATE_NO_SOLUTION	0x0002
#define STATE_SCRAMBLED		0x0004
#define GEXT_CIRCLE		0x80
#define MAX_REBUS_KEY		254	/* GRBS holds key + 1 in a byte */

static const char magic[12] = "ACROSS&DOWN";

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
};

/* Where the parts of a .puz file are; nothing is copied. */
struct layout {
	const unsigned char *buf, *h;	/* the file and its header */
	size_t len;
	int width, height, nclues, type, state;
	int vnum;			/* "1.3" is 13; 0 when unreadable */
	const unsigned char *sol, *fill;
	struct str *strs;		/* title, author, copyright, clues,
					   notes */
	struct section *secs;
	size_t nsecs;
	const unsigned char *post;	/* the junk after the last section */
};

/* One RTBL entry: key k is written in GRBS as k + 1. */
struct rebus {
	int key;
	char *text;
};

static unsigned
le16(const unsigned char *p)
{
	return p[0] | (unsigned)p[1] << 8;
}

static void
put16(unsigned char *p, unsigned v)
{
	p[0] = v & 0xff;
	p[1] = v >> 8 & 0xff;
}

/* xw_buf_add for bytes, which may be none. */
static void
put(struct xw_buf *b, const void *s, size_t n)
{
	if (n > 0)
		xw_buf_add(b, s, n);
}

/* The checksum primitive: rotate right, add the byte. */
static uint16_t
cksum(const unsigned char *p, size_t n, uint16_t c)
{
	size_t i;

	for (i = 0; i < n; i++) {
		c = (c & 1) ? (uint16_t)(c >> 1 | 0x8000) : (uint16_t)(c >> 1);
		c = (uint16_t)(c + p[i]);
	}
	return c;
}

/*
 * Two checksums of the same bytes from different starts, in one pass.
 * Written as cksum is, gcc makes each step a rotate; written as shifts
 * and an or, it pairs the two into slower vector code.
 */
static void
cksum2(const unsigned char *p, size_t n, uint16_t c[2])
{
	uint16_t a = c[0], b = c[1];
	size_t i;

	for (i = 0; i < n; i++) {
		a = (a & 1) ? (uint16_t)(a >> 1 | 0x8000) : (uint16_t)(a >> 1);
		a = (uint16_t)(a + p[i]);
		b = (b & 1) ? (uint16_t)(b >> 1 | 0x8000) : (uint16_t)(b >> 1);
		b = (uint16_t)(b + p[i]);
	}
	c[0] = a;
	c[1] = b;
}

static const char b64chars[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static char *
b64_encode(const unsigned char *s, size_t n)
{
	char *out = xw_emalloc((n + 2) / 3 * 4 + 1), *o = out;
	size_t i;
	unsigned long v;

	for (i = 0; i < n; i += 3) {
		v = (unsigned long)s[i] << 16;
		if (i + 1 < n)
			v |= (unsigned long)s[i + 1] << 8;
		if (i + 2 < n)
			v |= s[i + 2];
		*o++ = b64chars[v >> 18 & 63];
		*o++ = b64chars[v >> 12 & 63];
		*o++ = i + 1 < n ? b64chars[v >> 6 & 63] : '=';
		*o++ = i + 2 < n ? b64chars[v & 63] : '=';
	}
	*o = '\0';
	return out;
}

/* Decoded bytes (caller frees) and their number, or NULL if malformed. */
static unsigned char *
b64_decode(const char *s, size_t *n)
{
	size_t len = strlen(s), i, k;
	unsigned char *out;
	unsigned long v;
	const char *c;
	int j, pad = 0;

	if (len % 4 != 0)
		return NULL;
	out = xw_emalloc(len / 4 * 3 + 1);
	for (i = k = 0; i < len; i += 4) {
		for (v = 0, j = 0; j < 4; j++) {
			if (s[i + j] == '=' && i + 4 == len && j >= 2) {
				pad++;
				v <<= 6;
			} else if (pad == 0 && s[i + j] != '\0' &&
			    (c = strchr(b64chars, s[i + j])) != NULL) {
				v = v << 6 | (unsigned long)(c - b64chars);
			} else {
				free(out);
				return NULL;
			}
		}
		out[k++] = v >> 16 & 0xff;
		out[k++] = v >> 8 & 0xff;
		out[k++] = v & 0xff;
	}
	*n = k - (size_t)pad;
	return out;
}

static char *
hex_encode(const unsigned char *s, size_t n)
{
	static const char digits[] = "0123456789abcdef";
	char *out = xw_emalloc(2 * n + 1);
	size_t i;

	for (i = 0; i < n; i++) {
		out[2 * i] = digits[s[i] >> 4];
		out[2 * i + 1] = digits[s[i] & 0xf];
	}
	out[2 * n] = '\0';
	return out;
}

/* Exactly 2n hex digits into out; -1 otherwise. */
static int
hex_decode(const char *s, unsigned char *out, size_t n)
{
	size_t i;
	int j, d;

	if (strlen(s) != 2 * n)
		return -1;
	for (i = 0; i < n; i++) {
		for (out[i] = 0, j = 0; j < 2; j++) {
			d = s[2 * i + j];
			d = d >= '0' && d <= '9' ? d - '0' : d >= 'a' && d <= 'f' ?
			    d - 'a' + 10 : d >= 'A' && d <= 'F' ? d - 'A' + 10 : -1;
			if (d < 0)
				return -1;
			out[i] = (unsigned char)(out[i] << 4 | d);
		}
	}
	return 0;
}

/*
 * Bytes of the file as a new UTF-8 string, malloc'd, or from pool's
 * xw_puzzle_alloc when pool is not NULL; NULL if utf8 and invalid.
 */
static char *
decode_text(const unsigned char *s, size_t n, int utf8,
    struct xw_puzzle *pool)
{
	char *out;
	size_t i, o = 0;

	if (utf8) {
		if (xw_utf8_check((const char *)s, n) < n ||
		    memchr(s, '\0', n) != NULL)
			return NULL;
		return pool != NULL ? xw_puzzle_strndup(pool, (const char *)s,
		    n) : xw_estrndup((const char *)s, n);
	}
	out = pool != NULL ? xw_puzzle_alloc(pool, 3 * n + 1) :
	    xw_emalloc(3 * n + 1);
	for (i = 0; i < n; i++) {
		/* ASCII, as most clue text is, eight bytes at a time. */
		if (n - i >= 8 && !(xw_load64(s + i) & XW_HIGH_BITS)) {
			memcpy(out + o, s + i, 8);
			o += 8;
			i += 7;
		} else if (s[i] < 0x80) {
			out[o++] = (char)s[i];
		} else {
			o += xw_utf8_encode(xw_cp1252_decode(s[i], NULL),
			    out + o);
		}
	}
	out[o] = '\0';
	return out;
}

/* Append s in the file's encoding (b may be NULL to test); -1 if it can't. */
static int
encode_text(struct xw_buf *b, const char *s, int utf8)
{
	size_t n = strlen(s), i = 0, k;
	uint32_t cp;
	int c;

	if (utf8) {
		if (b != NULL)
			put(b, s, n);
		return 0;
	}
	while (i < n) {
		for (k = i; k < n && (unsigned char)s[k] < 0x80; k++)
			;
		if (k > i) {	/* ASCII is itself in Windows-1252 */
			if (b != NULL)
				put(b, s + i, k - i);
			i = k;
			continue;
		}
		if ((k = xw_utf8_decode(s + i, n - i, &cp)) == 0 ||
		    (c = xw_cp1252_encode(cp)) < 0)
			return -1;
		if (b != NULL)
			xw_buf_putc(b, c);
		i += k;
	}
	return 0;
}

static int
is_blockbyte(unsigned char b)
{
	return b == '.' || b == ':';
}

/* "1.3" and "1.2c" as 13 and 12; 0 for anything else. */
static int
version_number(const unsigned char *v)
{
	if (v[0] >= '0' && v[0] <= '9' && v[1] == '.' && v[2] >= '0' &&
	    v[2] <= '9')
		return (v[0] - '0') * 10 + (v[2] - '0');
	return 0;
}

/* Reading the layout */

static const unsigned char *
find_header(const unsigned char *buf, size_t len)
{
	const unsigned char *s = buf, *end = buf + len;

	while ((s = memchr(s, 'A', (size_t)(end - s))) != NULL) {
		if ((size_t)(end - s) < sizeof(magic))
			return NULL;
		if (s - buf >= 2 && memcmp(s, magic, sizeof(magic)) == 0)
			return s - 2;
		s++;
	}
	return NULL;
}

int
xw_puz_sniff(const char *buf, size_t len)
{
	return find_header((const unsigned char *)buf, len) != NULL;
}

/*
 * How many entries standard numbering finds in a solution grid: runs of
 * two or more white cells. A .puz has no bars, so this is all there is
 * to it, and no puzzle need be built to count them.
 */
static size_t
count_entries(const unsigned char *sol, int w, int h)
{
	size_t n = 0;
	int r, c;

#define WHITE(r, c) (!is_blockbyte(sol[(size_t)(r) * w + (c)]))
	for (r = 0; r < h; r++) {
		for (c = 0; c < w; c++) {
			if (!WHITE(r, c))
				continue;
			n += (c == 0 || !WHITE(r, c - 1)) && c + 1 < w &&
			    WHITE(r, c + 1);
			n += (r == 0 || !WHITE(r - 1, c)) && r + 1 < h &&
			    WHITE(r + 1, c);
		}
	}
#undef WHITE
	return n;
}

/* Header and grids, checked against the bytes there are. */
static int
parse_head(struct layout *lay, const char *name, struct xw_error *e)
{
	const unsigned char *h;
	size_t left, n, entries;

	if ((h = lay->h = find_header(lay->buf, lay->len)) == NULL)
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0,
		    "not a .puz file: no ACROSS&DOWN magic");
	left = lay->len - (size_t)(h - lay->buf);
	if (left < HDR_LEN)
		return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "truncated: the header needs "
		    "%d bytes, %zu remain", HDR_LEN, left);
	lay->width = h[0x2c];
	lay->height = h[0x2d];
	lay->nclues = (int)le16(h + 0x2e);
	lay->type = (int)le16(h + 0x30);
	lay->state = (int)le16(h + 0x32);
	lay->vnum = version_number(h + 0x18);
	if (lay->width == 0 || lay->height == 0)
		return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "empty grid: width %d, height %d",
		    lay->width, lay->height);
	n = (size_t)lay->width * lay->height;
	left -= HDR_LEN;
	if (left < n)
		return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "truncated: the solution grid "
		    "needs %zu bytes, %zu remain", n, left);
	if (left - n < n)
		return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "truncated: the player grid "
		    "needs %zu bytes, %zu remain", n, left - n);
	lay->sol = h + HDR_LEN;
	lay->fill = lay->sol + n;
	entries = count_entries(lay->sol, lay->width, lay->height);
	if (entries != (size_t)lay->nclues)
		return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "clue count %d does not match "
		    "the grid's %zu entries", lay->nclues, entries);
	return 0;
}

static void
string_name(const struct layout *lay, size_t i, char *buf, size_t size)
{
	static const char *const names[] = { "title", "author", "copyright" };

	if (i < 3)
		snprintf(buf, size, "%s", names[i]);
	else if (i < 3 + (size_t)lay->nclues)
		snprintf(buf, size, "clue %zu of %d", i - 2, lay->nclues);
	else
		snprintf(buf, size, "notes");
}

static int
parse_strings(struct layout *lay, const unsigned char **pos,
    const char *name, struct xw_error *e)
{
	const unsigned char *s = *pos, *end = lay->buf + lay->len, *z;
	size_t i, n = (size_t)lay->nclues + 4;
	char what[32];

	lay->strs = xw_ecalloc(n, sizeof(*lay->strs));
	for (i = 0; i < n; i++) {
		if ((z = memchr(s, '\0', (size_t)(end - s))) == NULL) {
			string_name(lay, i, what, sizeof(what));
			return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "truncated: the %s has "
			    "no terminating NUL", what);
		}
		lay->strs[i].s = s;
		lay->strs[i].len = (size_t)(z - s);
		s = z + 1;
	}
	*pos = s;
	return 0;
}

static int
is_code(const unsigned char *s)
{
	int i;

	for (i = 0; i < 4; i++)
		if (!((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' &&
		    s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9')))
			return 0;
	return 1;
}

/* Sections while they are well formed; the rest is postscript. */
static void
parse_sections(struct layout *lay, const unsigned char *s)
{
	const unsigned char *end = lay->buf + lay->len;
	struct section *sec;
	size_t n, cap = 0;

	while (end - s >= 8) {
		n = le16(s + 4);
		if (!is_code(s) || (size_t)(end - s) < 9 + n || s[8 + n] != '\0')
			break;
		if (lay->nsecs == cap) {
			cap = cap != 0 ? 2 * cap : 8;
			lay->secs = xw_ereallocarray(lay->secs, cap,
			    sizeof(*lay->secs));
		}
		sec = &lay->secs[lay->nsecs++];
		memcpy(sec->code, s, 4);
		sec->code[4] = '\0';
		sec->data = s + 8;
		sec->len = n;
		sec->cksum = le16(s + 6);
		s += 9 + n;
	}
	lay->post = s;
}

static void
free_layout(struct layout *lay)
{
	free(lay->strs);
	free(lay->secs);
}

static int
parse_layout(struct layout *lay, const unsigned char *buf, size_t len,
    const char *name, struct xw_error *e)
{
	const unsigned char *pos;

	memset(lay, 0, sizeof(*lay));
	lay->buf = buf;
	lay->len = len;
	if (parse_head(lay, name, e))
		return -1;
	pos = lay->fill + (size_t)lay->width * lay->height;
	if (parse_strings(lay, &pos, name, e)) {
		free_layout(lay);
		return -1;
	}
	parse_sections(lay, pos);
	return 0;
}

static const struct section *
find_section(const struct layout *lay, const char *code)
{
	size_t i;

	for (i = 0; i < lay->nsecs; i++)
		if (strcmp(lay->secs[i].code, code) == 0)
			return &lay->secs[i];
	return NULL;
}

/* Checksums */

struct sums {
	uint16_t v[4];		/* CIB, solution, player grid, text */
	uint16_t global;
};

/* The strings' checksum: title, author, copyright and notes with their
   NUL and only when not empty, clues without; notes from version 1.3. */
/* The text's checksum, continued from each of c[0] and c[1]. */
static void
text_cksum(const struct layout *lay, uint16_t c[2])
{
	size_t i, n = (size_t)lay->nclues + 4;
	const struct str *s = lay->strs;

	for (i = 0; i < 3; i++)
		if (s[i].len > 0)
			cksum2(s[i].s, s[i].len + 1, c);
	for (i = 3; i < n - 1; i++)
		cksum2(s[i].s, s[i].len, c);
	if (lay->vnum >= 13 && s[n - 1].len > 0)
		cksum2(s[n - 1].s, s[n - 1].len + 1, c);
}

static void
compute_sums(const struct layout *lay, struct sums *s)
{
	size_t n = (size_t)lay->width * lay->height;
	uint16_t c[2];

	/* c[1] runs on through everything: the file's checksum. */
	s->v[0] = c[1] = cksum(lay->h + 0x2c, 8, 0);
	c[0] = 0;
	cksum2(lay->sol, n, c);
	s->v[1] = c[0];
	c[0] = 0;
	cksum2(lay->fill, n, c);
	s->v[2] = c[0];
	c[0] = 0;
	text_cksum(lay, c);
	s->v[3] = c[0];
	s->global = c[1];
}

/* The eight masked bytes: low bytes XOR "ICHE", high bytes XOR "ATED". */
static void
masked(const struct sums *s, unsigned char out[8])
{
	int i;

	for (i = 0; i < 4; i++) {
		out[i] = (unsigned char)("ICHE"[i] ^ (s->v[i] & 0xff));
		out[4 + i] = (unsigned char)("ATED"[i] ^ (s->v[i] >> 8));
	}
}

/* Write every header checksum; h is the writable header of lay. */
static void
store_sums(const struct layout *lay, unsigned char *h)
{
	struct sums s;

	compute_sums(lay, &s);
	put16(h, s.global);
	put16(h + 0x0e, s.v[0]);
	masked(&s, h + 0x10);
}

static int
verify_sums(const struct layout *lay, const char *name, struct xw_error *e)
{
	static const char *const what[] = { "CIB", "solution", "player grid",
	    "text" };
	const unsigned char *h = lay->h;
	unsigned char m[8];
	struct sums s;
	unsigned stored, c;
	size_t i;

	compute_sums(lay, &s);
	if (le16(h + 0x0e) != s.v[0])
		return xw_seterr(e, XW_ERR_CHECKSUM, name, 0, 0, "CIB checksum mismatch: stored "
		    "0x%04x, computed 0x%04x", le16(h + 0x0e), s.v[0]);
	if (le16(h) != s.global)
		return xw_seterr(e, XW_ERR_CHECKSUM, name, 0, 0, "global checksum mismatch: "
		    "stored 0x%04x, computed 0x%04x", le16(h), s.global);
	masked(&s, m);
	for (i = 0; i < 4; i++) {
		if (h[0x10 + i] == m[i] && h[0x14 + i] == m[4 + i])
			continue;
		stored = (unsigned)(h[0x10 + i] ^ "ICHE"[i]) |
		    (unsigned)(h[0x14 + i] ^ "ATED"[i]) << 8;
		return xw_seterr(e, XW_ERR_CHECKSUM, name, 0, 0, "masked %s checksum mismatch: "
		    "stored 0x%04x, computed 0x%04x", what[i], stored, s.v[i]);
	}
	for (i = 0; i < lay->nsecs; i++) {
		c = cksum(lay->secs[i].data, lay->secs[i].len, 0);
		if (c != lay->secs[i].cksum)
			return xw_seterr(e, XW_ERR_CHECKSUM, name, 0, 0, "%s section checksum "
			    "mismatch: stored 0x%04x, computed 0x%04x",
			    lay->secs[i].code, lay->secs[i].cksum, c);
	}
	return 0;
}

/* Scrambling (formats.md 1.8) */

/* The solution's letters column by column, blocks left out. */
static size_t
column_letters(const unsigned char *sol, int w, int h, unsigned char *out)
{
	size_t n = 0;
	int r, c;

	for (c = 0; c < w; c++)
		for (r = 0; r < h; r++)
			if (!is_blockbyte(sol[(size_t)r * w + c]))
				out[n++] = sol[(size_t)r * w + c];
	return n;
}

static void
put_column_letters(unsigned char *sol, int w, int h, const unsigned char *s)
{
	int r, c;

	for (c = 0; c < w; c++)
		for (r = 0; r < h; r++)
			if (!is_blockbyte(sol[(size_t)r * w + c]))
				sol[(size_t)r * w + c] = *s++;
}

/* Only A-Z can be scrambled; -1 with e filled for anything else. */
static int
check_letters(const unsigned char *s, size_t n, struct xw_error *e)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] < 'A' || s[i] > 'Z')
			return xw_seterr(e, XW_ERR_CANNOT_HOLD, NULL, 0, 0, "cannot scramble: the "
			    "solution holds 0x%02x, not a letter A-Z", s[i]);
	return 0;
}

static void
shift(unsigned char *s, size_t n, const int d[4], int sign)
{
	size_t i;

	for (i = 0; i < n; i++)
		s[i] = (unsigned char)('A' + (s[i] - 'A' + sign * d[i % 4] +
		    26) % 26);
}

static void
rotate_left(unsigned char *s, size_t n, size_t k, unsigned char *tmp)
{
	k %= n;
	memcpy(tmp, s + k, n - k);
	memcpy(tmp + n - k, s, k);
	memcpy(s, tmp, n);
}

/* s[m], s[0], s[m+1], s[1], ... with m = n/2, an odd last letter last. */
static void
shuffle(unsigned char *s, size_t n, unsigned char *tmp)
{
	size_t m = n / 2, i;

	for (i = 0; i < m; i++) {
		tmp[2 * i] = s[m + i];
		tmp[2 * i + 1] = s[i];
	}
	if (n % 2)
		tmp[n - 1] = s[n - 1];
	memcpy(s, tmp, n);
}

static void
unshuffle(unsigned char *s, size_t n, unsigned char *tmp)
{
	size_t m = n / 2, i;

	for (i = 0; i < m; i++) {
		tmp[i] = s[2 * i + 1];
		tmp[m + i] = s[2 * i];
	}
	if (n % 2)
		tmp[n - 1] = s[n - 1];
	memcpy(s, tmp, n);
}

static void
key_digits(int key, int d[4])
{
	d[0] = key / 1000 % 10;
	d[1] = key / 100 % 10;
	d[2] = key / 10 % 10;
	d[3] = key % 10;
}

/* tmp has room for n bytes. */
static void
scramble(unsigned char *s, size_t n, int key, unsigned char *tmp)
{
	int d[4], j;

	if (n == 0)
		return;
	key_digits(key, d);
	for (j = 0; j < 4; j++) {
		shift(s, n, d, 1);
		rotate_left(s, n, (size_t)d[j], tmp);
		shuffle(s, n, tmp);
	}
}

static void
unscramble(unsigned char *s, size_t n, int key, unsigned char *tmp)
{
	int d[4], j;

	if (n == 0)
		return;
	key_digits(key, d);
	for (j = 3; j >= 0; j--) {
		unshuffle(s, n, tmp);
		rotate_left(s, n, n - (size_t)d[j] % n, tmp);
		shift(s, n, d, -1);
	}
}

/*
 * Unscramble the grid sol in place with key; -1 when the result does not
 * have the scrambled checksum, that is when the key is wrong.
 */
static int
unscramble_grid(unsigned char *sol, int w, int h, int key, unsigned target)
{
	size_t n = (size_t)w * h, len;
	unsigned char *s = xw_emalloc(2 * n + 1), *tmp = s + n;
	int ok;

	len = column_letters(sol, w, h, s);
	if ((ok = check_letters(s, len, NULL) == 0)) {
		unscramble(s, len, key, tmp);
		if ((ok = cksum(s, len, 0) == target))
			put_column_letters(sol, w, h, s);
	}
	free(s);
	return ok ? 0 : -1;
}

int
xw_puz_find_key(const unsigned char *buf, size_t len, struct xw_error *e)
{
	struct layout lay;
	unsigned char *letters, *s, *tmp;
	size_t n;
	unsigned target;
	int key = -1, k;

	if (parse_layout(&lay, buf, len, NULL, e))
		return -1;
	if (!(lay.state & STATE_SCRAMBLED)) {
		free_layout(&lay);
		return xw_seterr(e, XW_ERR_NOT_SCRAMBLED, NULL, 0, 0, "not scrambled: there is no key "
		    "to find");
	}
	n = (size_t)lay.width * lay.height;
	letters = xw_emalloc(3 * n + 1);
	s = letters + n;
	tmp = s + n;
	n = column_letters(lay.sol, lay.width, lay.height, letters);
	target = le16(lay.h + 0x1e);
	if (check_letters(letters, n, e) == 0) {
		for (k = 0; k <= 9999 && key < 0; k++) {
			memcpy(s, letters, n);
			unscramble(s, n, k, tmp);
			if (cksum(s, n, 0) == target)
				key = k;
		}
		if (key < 0)
			xw_seterr(e, XW_ERR_SCRAMBLED, NULL, 0, 0, "no key unscrambles the "
			    "solution");
	}
	free(letters);
	free_layout(&lay);
	return key;
}

int
xw_puz_lock(unsigned char *buf, size_t len, int key, struct xw_error *e)
{
	struct layout lay;
	unsigned char *h, *sol, *s;
	size_t n;
	int ret = -1;

	if (key < 0 || key > 9999)
		return xw_seterr(e, XW_ERR_ARG, NULL, 0, 0, "key %d out of range 0-9999",
		    key);
	if (parse_layout(&lay, buf, len, NULL, e))
		return -1;
	h = buf + (lay.h - buf);
	sol = buf + (lay.sol - buf);
	n = (size_t)lay.width * lay.height;
	s = xw_emalloc(2 * n + 1);
	if (lay.state & (STATE_SCRAMBLED | STATE_NO_SOLUTION)) {
		xw_seterr(e, XW_ERR_INVALID, NULL, 0, 0, "cannot scramble: the solution is "
		    "%s", lay.state & STATE_SCRAMBLED ? "already scrambled" :
		    "not in the file");
		goto out;
	}
	n = column_letters(sol, lay.width, lay.height, s);
	if (check_letters(s, n, e))
		goto out;
	put16(h + 0x1e, cksum(s, n, 0));
	put16(h + 0x32, STATE_SCRAMBLED);
	scramble(s, n, key, s + n);
	put_column_letters(sol, lay.width, lay.height, s);
	store_sums(&lay, h);
	ret = 0;
out:
	free(s);
	free_layout(&lay);
	return ret;
}

/* Reading the model */

struct reader {
	const struct layout *lay;
	const char *name;
	struct xw_error *e;
	struct xw_puzzle *p;
	const unsigned char *sol;	/* unscrambled when a key was given */
	int utf8;
	int solved;			/* the solution is known */
	int unlocked;			/* a key unscrambled it */
	struct rebus *table;		/* RTBL */
	size_t ntable;
};

static int
rfail(struct reader *rd, const char *fmt, ...) XW_PRINTF(2, 3);

static int
rfail(struct reader *rd, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	xw_vseterr(rd->e, XW_ERR_SYNTAX, rd->name, 0, 0, fmt, ap);
	va_end(ap);
	return -1;
}

/* A grid byte as a UTF-8 string; grids are Windows-1252 in every version. */
static char *
byte_text(unsigned char b)
{
	char buf[4];

	if (b < 0x80)
		return xw_str((const char *)&b, 1);
	return xw_str(buf, xw_utf8_encode(xw_cp1252_decode(b, NULL), buf));
}

static void
read_cells(struct reader *rd)
{
	struct xw_puzzle *p = rd->p;
	const unsigned char *fill = rd->lay->fill;
	int diagramless = rd->lay->type == TYPE_DIAGRAMLESS;
	struct xw_cell *cell;
	size_t i;

	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		/* Across Lite writes ':' for the blocks of a diagramless
		   grid; other puzzles use it for cells outside the shape. */
		if (rd->sol[i] == '.' || (rd->sol[i] == ':' && diagramless)) {
			cell->kind = XW_CELL_BLOCK;
			continue;
		}
		if (rd->sol[i] == ':') {
			cell->kind = XW_CELL_NULL;
			continue;
		}
		if (rd->solved)
			cell->solution = byte_text(rd->sol[i]);
		if (fill[i] != '-') {
			cell->value = byte_text(fill[i]);
			p->has_saved = 1;
		}
	}
	p->has_solution = rd->solved;
}

static void
free_table(struct rebus *t, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(t[i].text);
	free(t);
}

static const struct rebus *
table_find(const struct rebus *t, size_t n, int key)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (t[i].key == key)
			return &t[i];
	return NULL;
}

/* An RTBL key: digits, spaces around them, 0-254; or -1. */
static int
rebus_key(const char *s, size_t n)
{
	int key = 0, digits = 0;

	for (; n > 0 && *s == ' '; s++, n--)
		;
	for (; n > 0 && *s >= '0' && *s <= '9'; s++, n--)
		if (++digits > 3 || (key = key * 10 + (*s - '0')) > MAX_REBUS_KEY)
			return -1;
	for (; n > 0 && *s == ' '; s++, n--)
		;
	return digits > 0 && n == 0 ? key : -1;
}

/* "%2d:%s;" entries into a table (caller frees); -1 when malformed. */
static int
parse_table(const char *text, struct rebus **out, size_t *nout)
{
	const char *s = text, *semi, *colon;
	struct rebus *t = NULL;
	size_t n = 0;
	int key;

	while (*s != '\0') {
		if ((semi = strchr(s, ';')) == NULL)
			semi = s + strlen(s);
		if (semi > s) {
			colon = memchr(s, ':', (size_t)(semi - s));
			if (colon == NULL || (key = rebus_key(s,
			    (size_t)(colon - s))) < 0) {
				free_table(t, n);
				return -1;
			}
			t = xw_ereallocarray(t, n + 1, sizeof(*t));
			t[n].key = key;
			t[n++].text = xw_estrndup(colon + 1,
			    (size_t)(semi - colon - 1));
		}
		s = *semi == ';' ? semi + 1 : semi;
	}
	*out = t;
	*nout = n;
	return 0;
}

static int
read_rebus(struct reader *rd)
{
	const struct section *grbs = find_section(rd->lay, "GRBS");
	const struct section *rtbl = find_section(rd->lay, "RTBL");
	struct xw_puzzle *p = rd->p;
	size_t i, n = (size_t)p->width * p->height;
	const struct rebus *r;
	char *text;

	if (rtbl != NULL) {
		if ((text = decode_text(rtbl->data, rtbl->len, rd->utf8,
		    NULL)) == NULL)
			return rfail(rd, "RTBL section is not valid UTF-8");
		i = parse_table(text, &rd->table, &rd->ntable);
		free(text);
		if (i != 0)
			return rfail(rd, "RTBL section is not a list of "
			    "\"key:text;\" entries");
	}
	if (grbs == NULL)
		return 0;
	if (grbs->len != n)
		return rfail(rd, "GRBS section has %zu bytes, the grid has %zu "
		    "cells", grbs->len, n);
	for (i = 0; i < n; i++) {
		if (grbs->data[i] == 0)
			continue;
		if ((r = table_find(rd->table, rd->ntable,
		    grbs->data[i] - 1)) == NULL)
			return rfail(rd, "GRBS: row %zu, column %zu names rebus "
			    "%d, which RTBL lacks", i / p->width + 1,
			    i % p->width + 1, grbs->data[i] - 1);
		if (p->cells[i].kind == XW_CELL_LETTER && rd->solved) {
			xw_str_free(p->cells[i].solution);
			p->cells[i].solution = xw_estrdup(r->text);
		}
	}
	return 0;
}

static int
read_gext(struct reader *rd)
{
	const struct section *gext = find_section(rd->lay, "GEXT");
	struct xw_puzzle *p = rd->p;
	size_t i, n = (size_t)p->width * p->height;

	if (gext == NULL)
		return 0;
	if (gext->len != n)
		return rfail(rd, "GEXT section has %zu bytes, the grid has %zu "
		    "cells", gext->len, n);
	for (i = 0; i < n; i++)
		if ((gext->data[i] & GEXT_CIRCLE) &&
		    p->cells[i].kind == XW_CELL_LETTER)
			p->cells[i].style |= XW_STYLE_CIRCLE;
	return 0;
}

/* RUSR: the solver's rebus entries, one NUL-terminated string a cell. */
static int
read_rusr(struct reader *rd)
{
	const struct section *rusr = find_section(rd->lay, "RUSR");
	struct xw_puzzle *p = rd->p;
	size_t i = 0, n = (size_t)p->width * p->height;
	const unsigned char *s, *z, *end;
	char *text;

	if (rusr == NULL)
		return 0;
	end = rusr->data + rusr->len;
	for (s = rusr->data; s < end; s = z + 1, i++) {
		if ((z = memchr(s, '\0', (size_t)(end - s))) == NULL || i >= n)
			break;
		if (z == s || p->cells[i].kind != XW_CELL_LETTER)
			continue;
		if ((text = decode_text(s, (size_t)(z - s), rd->utf8,
		    NULL)) == NULL)
			return rfail(rd, "RUSR section is not valid UTF-8");
		xw_str_free(p->cells[i].value);
		p->cells[i].value = text;
		p->has_saved = 1;
	}
	if (s != end || i != n)
		return rfail(rd, "RUSR section does not hold one string for "
		    "each of the grid's %zu cells", n);
	return 0;
}

/* The i-th string as new UTF-8 text, from pool when it is not NULL. */
static int
read_string(struct reader *rd, size_t i, char **out, struct xw_puzzle *pool)
{
	const struct str *s = &rd->lay->strs[i];
	char what[32];

	if ((*out = decode_text(s->s, s->len, rd->utf8, pool)) == NULL) {
		string_name(rd->lay, i, what, sizeof(what));
		return rfail(rd, "%s is not valid UTF-8", what);
	}
	return 0;
}

static int
read_meta(struct reader *rd)
{
	static const enum xw_meta fields[] = { XW_META_TITLE, XW_META_AUTHOR,
	    XW_META_COPYRIGHT };
	struct xw_puzzle *p = rd->p;
	size_t i, notes = (size_t)rd->lay->nclues + 3;

	for (i = 0; i < 3; i++)
		if (rd->lay->strs[i].len > 0 &&
		    read_string(rd, i, &p->meta[fields[i]], NULL))
			return -1;
	if (rd->lay->strs[notes].len > 0 &&
	    read_string(rd, notes, &p->meta[XW_META_NOTES], NULL))
		return -1;
	return 0;
}

/*
 * The clues come by number, across before down for the same number;
 * each takes the cells of its slot. read_head checked there is one
 * string for each slot.
 */
static int
read_clues(struct reader *rd)
{
	struct xw_puzzle *p = rd->p;
	size_t k, na = 0, ia, id;
	const struct xw_slot *s;
	struct xw_cluelist *l;
	struct xw_clue *clue;
	int i;

	while (na < p->nslots && p->slots[na].dir == XW_DIR_ACROSS)
		na++;
	p->lists = xw_ecalloc(2, sizeof(*p->lists));
	p->nlists = 2;
	p->lists[0].name = xw_estrdup("Across");
	p->lists[0].dir = XW_DIR_ACROSS;
	p->lists[0].clues = xw_ecalloc(na, sizeof(struct xw_clue));
	p->lists[1].name = xw_estrdup("Down");
	p->lists[1].dir = XW_DIR_DOWN;
	p->lists[1].clues = xw_ecalloc(p->nslots - na, sizeof(struct xw_clue));
	for (k = 0, ia = 0, id = na; k < p->nslots; k++) {
		if (ia < na && (id == p->nslots ||
		    p->slots[ia].number <= p->slots[id].number))
			s = &p->slots[ia++];
		else
			s = &p->slots[id++];
		l = &p->lists[s->dir];
		clue = &l->clues[l->nclues++];
		clue->number = xw_str_int(s->number);
		clue->cells = xw_puzzle_alloc(p, (size_t)s->len *
		    sizeof(*clue->cells));
		clue->ncells = (size_t)s->len;
		for (i = 0; i < s->len; i++)
			clue->cells[i] = xw_slot_cell(s, i);
		if (read_string(rd, 3 + k, &clue->text, p))
			return -1;
	}
	return 0;
}

/* The facts ipuz has no place for */

static void
add_b64(json_object *o, const char *key, const unsigned char *s, size_t n)
{
	char *t = b64_encode(s, n);

	json_object_object_add(o, key, json_object_new_string(t));
	free(t);
}

/* Raw bytes as hex, left out when they are all zero. */
static void
add_hex(json_object *o, const char *key, const unsigned char *s, size_t n)
{
	char *t;
	size_t i;

	for (i = 0; i < n && s[i] == 0; i++)
		;
	if (i == n)
		return;
	t = hex_encode(s, n);
	json_object_object_add(o, key, json_object_new_string(t));
	free(t);
}

/* The version as text when it is text, else its four bytes. */
static void
add_version(json_object *o, const unsigned char *v)
{
	size_t n, i;
	char text[5];

	for (n = 0; n < 4 && v[n] >= 0x20 && v[n] < 0x7f; n++)
		;
	for (i = n; i < 4 && v[i] == 0; i++)
		;
	if (i < 4) {
		add_b64(o, "version_bytes", v, 4);
		return;
	}
	memcpy(text, v, n);
	text[n] = '\0';
	json_object_object_add(o, "version", json_object_new_string(text));
}

/*
 * The sections in file order. The writer rebuilds GRBS, RTBL, GEXT and
 * RUSR from the model, so they keep only what the model lacks: the RTBL
 * text (its keys), GEXT bits other than circles, GRBS of an unknown
 * solution. Other sections are kept whole.
 */
static json_object *
sections_json(struct reader *rd)
{
	const struct layout *lay = rd->lay;
	json_object *list = json_object_new_array(), *o;
	const struct section *sec;
	size_t i, j;
	char *text;

	for (i = 0; i < lay->nsecs; i++) {
		sec = &lay->secs[i];
		o = json_object_new_object();
		json_object_object_add(o, "code",
		    json_object_new_string(sec->code));
		if (strcmp(sec->code, "RTBL") == 0) {
			/* Text, so a reader of the document sees the
			   rebus answers. */
			if ((text = decode_text(sec->data, sec->len,
			    rd->utf8, NULL)) != NULL)
				json_object_object_add(o, "table",
				    json_object_new_string(text));
			else
				add_b64(o, "data", sec->data, sec->len);
			free(text);
		} else if (strcmp(sec->code, "GEXT") == 0) {
			for (j = 0; j < sec->len &&
			    (sec->data[j] & ~GEXT_CIRCLE) == 0; j++)
				;
			if (j < sec->len)
				add_b64(o, "data", sec->data, sec->len);
		} else if (strcmp(sec->code, "GRBS") == 0) {
			if (!rd->solved)
				add_b64(o, "data", sec->data, sec->len);
		} else if (strcmp(sec->code, "RUSR") != 0) {
			add_b64(o, "data", sec->data, sec->len);
		}
		json_object_array_add(list, o);
	}
	return list;
}

static json_object *
kept_json(struct reader *rd)
{
	const struct layout *lay = rd->lay;
	const unsigned char *h = lay->h, *end = lay->buf + lay->len;
	json_object *o = json_object_new_object();
	size_t i, n = (size_t)lay->width * lay->height;

	add_version(o, h + 0x18);
	json_object_object_add(o, "type", json_object_new_int(lay->type));
	json_object_object_add(o, "state", json_object_new_int(lay->state));
	if (!rd->unlocked && le16(h + 0x1e) != 0)
		json_object_object_add(o, "scrambled_checksum",
		    json_object_new_int((int)le16(h + 0x1e)));
	add_hex(o, "reserved1c", h + 0x1c, 2);
	add_hex(o, "reserved20", h + 0x20, 12);
	if (h > lay->buf)
		add_b64(o, "preamble", lay->buf, (size_t)(h - lay->buf));
	if (lay->post < end)
		add_b64(o, "postscript", lay->post, (size_t)(end - lay->post));
	for (i = 0; lay->type == TYPE_DIAGRAMLESS && i < n; i++) {
		if (lay->sol[i] == ':') {
			json_object_object_add(o, "block",
			    json_object_new_string(":"));
			break;
		}
	}
	if (!rd->solved)
		add_b64(o, "solution_grid", lay->sol, n);
	json_object_object_add(o, "sections", sections_json(rd));
	return o;
}

/* What the ipuz of this .puz keeps beyond the model. */
static int
keep_facts(struct reader *rd)
{
	rd->p->kept = json_object_new_object();
	json_object_object_add(rd->p->kept, KEPT_KEY, kept_json(rd));
	return 0;
}

/* A scrambled grid, unscrambled with key when there is one. */
static int
unlock(struct reader *rd, int key, unsigned char **copy)
{
	const struct layout *lay = rd->lay;
	size_t n = (size_t)lay->width * lay->height;

	*copy = NULL;
	if (!(lay->state & STATE_SCRAMBLED) || key < 0)
		return 0;
	*copy = xw_emalloc(n);
	memcpy(*copy, lay->sol, n);
	if (unscramble_grid(*copy, lay->width, lay->height, key,
	    le16(lay->h + 0x1e)))
		return rfail(rd, "wrong key: %04d does not unscramble the "
		    "solution", key);
	rd->sol = *copy;
	rd->solved = rd->unlocked = 1;
	return 0;
}

static struct xw_puzzle *
build(const struct layout *lay, const char *name, int key,
    struct xw_error *e)
{
	struct reader rd = { 0 };
	unsigned char *copy;
	struct xw_puzzle *p;

	rd.lay = lay;
	rd.name = name;
	rd.e = e;
	rd.sol = lay->sol;
	rd.utf8 = lay->vnum >= 20;
	rd.solved = !(lay->state & (STATE_SCRAMBLED | STATE_NO_SOLUTION));
	if (unlock(&rd, key, &copy)) {
		free(copy);
		return NULL;
	}
	p = rd.p = xw_puzzle_new(lay->width, lay->height);
	p->version = xw_estrdup(XW_IPUZ_VERSION);
	p->kinds = xw_ecalloc(1, sizeof(char *));
	p->kinds[p->nkinds++] = xw_estrdup(lay->type == TYPE_DIAGRAMLESS ?
	    XW_KIND_DIAGRAMLESS "#1" :
	    XW_KIND_CROSSWORD "#1");
	read_cells(&rd);
	if (read_rebus(&rd) || read_gext(&rd) || read_rusr(&rd) ||
	    read_meta(&rd))
		goto fail;
	xw_grid_label(p);
	if (read_clues(&rd) || keep_facts(&rd))
		goto fail;
	free_table(rd.table, rd.ntable);
	free(copy);
	return p;
fail:
	free_table(rd.table, rd.ntable);
	free(copy);
	xw_puzzle_free(p);
	return NULL;
}

struct xw_puzzle *
xw_puz_read(const char *text, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	const unsigned char *buf = (const unsigned char *)text;
	struct xw_puzzle *p = NULL;
	struct layout lay;
	int key = o != NULL ? o->key : XW_KEY_NONE;

	if (key == XW_KEY_FIND && (key = xw_puz_find_key(buf, len, e)) < 0) {
		if (e->code != XW_ERR_NOT_SCRAMBLED) {
			snprintf(e->file, sizeof(e->file), "%s", name);
			return NULL;
		}
		key = XW_KEY_NONE;
	}
	if (key < XW_KEY_NONE || key > 9999) {
		xw_seterr(e, XW_ERR_ARG, name, 0, 0, "key %d out of range "
		    "0-9999", key);
		return NULL;
	}
	if (parse_layout(&lay, buf, len, name, e))
		return NULL;
	if ((o != NULL && (o->flags & XW_READ_FORCE)) ||
	    verify_sums(&lay, name, e) == 0)
		p = build(&lay, name, key, e);
	free_layout(&lay);
	return p;
}

/* Writing */

struct writer {
	const struct xw_puzzle *p;
	struct xw_error *e;
	json_object *kept;		/* "com.xwtools:puz", or NULL */
	size_t n;			/* cells */
	unsigned char hdr[HDR_LEN];
	int vnum, utf8, state;
	unsigned scrambled;		/* the scrambled checksum */
	unsigned char *sol, *fill, *grbs, *gext;
	struct rebus *table;		/* RTBL, as kept and then grown */
	size_t ntable;
	int table_grew, any_rebus, any_rusr, any_circle;
	struct xw_buf text, rusr, secs;
	size_t *stroff;			/* where each string starts in text */
	const char **texts;		/* the clues in the order of the file */
	char **owned;			/* those of them made here */
	size_t nclues;
};

static int
wfail(struct writer *w, const char *fmt, ...) XW_PRINTF(2, 3);

static int
wfail(struct writer *w, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	xw_vseterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, fmt, ap);
	va_end(ap);
	return -1;
}

static const char *
kept_string(json_object *o, const char *key)
{
	json_object *v;

	if (o == NULL || !json_object_object_get_ex(o, key, &v) ||
	    !json_object_is_type(v, json_type_string))
		return NULL;
	return json_object_get_string(v);
}

static int
kept_int(json_object *o, const char *key, int dflt)
{
	json_object *v;
	int64_t n;

	if (o == NULL || !json_object_object_get_ex(o, key, &v) ||
	    !json_object_is_type(v, json_type_int))
		return dflt;
	n = json_object_get_int64(v);
	return n >= 0 && n <= 0xffff ? (int)n : dflt;
}

/*
 * Kept base64 bytes (caller frees) and their number in *len (when not
 * NULL); NULL when absent, malformed, or not want of them (want 0: any).
 */
static unsigned char *
kept_bytes(json_object *o, const char *key, size_t want, size_t *len)
{
	const char *s = kept_string(o, key);
	unsigned char *b;
	size_t n;

	if (s == NULL || (b = b64_decode(s, &n)) == NULL)
		return NULL;
	if (want != 0 && n != want) {
		free(b);
		return NULL;
	}
	if (len != NULL)
		*len = n;
	return b;
}

/* The kept entry of section code, or NULL. */
static json_object *
kept_section(json_object *kept, const char *code)
{
	json_object *list, *o;
	const char *c;
	size_t i;

	if (kept == NULL || !json_object_object_get_ex(kept, "sections",
	    &list) || !json_object_is_type(list, json_type_array))
		return NULL;
	for (i = 0; i < json_object_array_length(list); i++) {
		o = json_object_array_get_idx(list, i);
		if ((c = kept_string(o, "code")) != NULL && strcmp(c, code) == 0)
			return o;
	}
	return NULL;
}

static int
check_shape(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	size_t i, j;

	if (p->width < 1 || p->height < 1 || p->width > 255 || p->height > 255)
		return wfail(w, "grid %dx%d does not fit a .puz: at most "
		    "255x255", p->width, p->height);
	for (i = 0; i < w->n; i++)
		if (p->cells[i].bars != 0)
			return wfail(w, "row %zu, column %zu has a bar, which a "
			    ".puz cannot hold", i / p->width + 1,
			    i % p->width + 1);
	for (i = 0; i < p->nlists; i++) {
		if (p->lists[i].dir == XW_DIR_OTHER)
			return wfail(w, "clue list \"%s\" cannot be written to "
			    "a .puz: only Across and Down can", p->lists[i].name);
		for (j = 0; j < i; j++)
			if (p->lists[j].dir == p->lists[i].dir)
				return wfail(w, "clue lists \"%s\" and \"%s\" "
				    "cannot both be written to a .puz",
				    p->lists[j].name, p->lists[i].name);
	}
	return 0;
}

static int
fits(const char *s)
{
	return s == NULL || encode_text(NULL, s, 0) == 0;
}

/* Whether every text of the puzzle has Windows-1252 bytes. */
static int
all_text_fits(const struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	json_object *rtbl = kept_section(w->kept, "RTBL");
	size_t i, j;

	if (!fits(p->meta[XW_META_TITLE]) || !fits(p->meta[XW_META_AUTHOR]) ||
	    !fits(p->meta[XW_META_COPYRIGHT]) || !fits(p->meta[XW_META_NOTES]) ||
	    !fits(kept_string(rtbl, "table")))
		return 0;
	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++)
			if (!fits(p->lists[i].clues[j].text))
				return 0;
	for (i = 0; i < w->n; i++)
		if (p->cells[i].kind == XW_CELL_LETTER &&
		    (!fits(p->cells[i].solution) || !fits(p->cells[i].value)))
			return 0;
	return 1;
}

/* The kept version while the text fits it, else 1.3 or 2.0. */
static void
choose_version(struct writer *w)
{
	const char *kv = kept_string(w->kept, "version");
	unsigned char *raw = kept_bytes(w->kept, "version_bytes", 4, NULL);
	unsigned char *v = w->hdr + 0x18;
	int fits;

	if (raw != NULL)
		memcpy(v, raw, 4);
	else if (kv != NULL)
		memcpy(v, kv, strlen(kv) < 4 ? strlen(kv) : 4);
	if ((raw == NULL && kv == NULL) || version_number(v) < 20) {
		fits = all_text_fits(w);
		if ((raw == NULL && kv == NULL) || !fits) {
			memset(v, 0, 4);
			memcpy(v, fits ? "1.3" : "2.0", 3);
		}
	}
	free(raw);
	w->vnum = version_number(v);
	w->utf8 = w->vnum >= 20;
}

/*
 * Every slot's clue text, by number, across before down. A .puz numbers
 * its grid the standard way, so clues go by the slot they are for: a
 * clue for no slot is left out (xw_format_losses names it), a slot
 * without a clue, or with an empty one, gets "-" as other writers do (an
 * empty clue read from a .puz stays empty), and references such as
 * "see 3-Down" follow the renumbering.
 */
static int
order_clues(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cluelist *l;
	const struct xw_slot *s;
	const struct xw_clue **by_slot;
	const struct xw_clue *clue;
	size_t i, j, na = 0, ia, id;
	int renumbered = xw_clues_renumbered(p);
	char *text;

	by_slot = xw_ecalloc(p->nslots + 1, sizeof(*by_slot));
	w->texts = xw_ecalloc(p->nslots + 1, sizeof(*w->texts));
	w->owned = xw_ecalloc(p->nslots + 1, sizeof(*w->owned));
	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		for (j = 0; j < l->nclues; j++)
			if ((s = xw_clue_slot(p, l->dir, &l->clues[j])) != NULL)
				by_slot[s - p->slots] = &l->clues[j];
	}
	while (na < p->nslots && p->slots[na].dir == XW_DIR_ACROSS)
		na++;
	for (ia = 0, id = na; w->nclues < p->nslots; w->nclues++) {
		if (ia < na && (id == p->nslots ||
		    p->slots[ia].number <= p->slots[id].number))
			i = ia++;
		else
			i = id++;
		clue = by_slot[i];
		if (clue == NULL || (*clue->text == '\0' && w->kept == NULL))
			w->texts[w->nclues] = "-";
		else if (renumbered &&
		    (text = xw_renumber_refs(p, clue->text)) != NULL)
			w->texts[w->nclues] = w->owned[w->nclues] = text;
		else
			w->texts[w->nclues] = clue->text;
	}
	free(by_slot);
	return 0;
}

/*
 * The grid byte of s: its one character, or for anything else (a rebus,
 * a character Windows-1252 lacks, a block mark) the first character or
 * 'X', with *single cleared.
 */
static unsigned char
grid_byte(const char *s, int *single)
{
	size_t n = strlen(s), k;
	uint32_t cp;
	int b;

	k = xw_utf8_decode(s, n, &cp);
	b = k > 0 ? xw_cp1252_encode(cp) : -1;
	if (b <= 0 || b == '.' || b == ':' || b == '-') {
		*single = 0;
		return 'X';
	}
	*single = k == n;
	return (unsigned char)b;
}

/* The RTBL key of rebus s, added to the table when new. */
static int
rebus_key_for(struct writer *w, const char *s)
{
	size_t i;
	int key = 1;

	if (strchr(s, ';') != NULL)
		return wfail(w, "rebus \"%s\" cannot be written to a .puz: it "
		    "holds ';'", s);
	for (i = 0; i < w->ntable; i++) {
		if (strcmp(w->table[i].text, s) == 0)
			return w->table[i].key;
		if (w->table[i].key >= key)
			key = w->table[i].key + 1;
	}
	if (key > MAX_REBUS_KEY)
		return wfail(w, "too many rebus answers for a .puz: at most %d",
		    MAX_REBUS_KEY);
	w->table = xw_ereallocarray(w->table, w->ntable + 1, sizeof(*w->table));
	w->table[w->ntable].key = key;
	w->table[w->ntable++].text = xw_estrdup(s);
	w->table_grew = 1;
	return key;
}

static int
write_solution(struct writer *w, size_t i, const unsigned char *raw,
    const unsigned char *rawgrbs)
{
	const struct xw_cell *cell = &w->p->cells[i];
	int single, key;

	if (!w->p->has_solution) {
		/* A scrambled grid, or the dummy of one with none. */
		w->sol[i] = raw != NULL ? raw[i] : 'X';
		if (rawgrbs != NULL && (w->grbs[i] = rawgrbs[i]) != 0)
			w->any_rebus = 1;
		return 0;
	}
	if (cell->solution == NULL || *cell->solution == '\0')
		return wfail(w, "row %zu, column %zu has no solution",
		    i / w->p->width + 1, i % w->p->width + 1);
	w->sol[i] = grid_byte(cell->solution, &single);
	if (single)
		return 0;
	if ((key = rebus_key_for(w, cell->solution)) < 0)
		return -1;
	w->grbs[i] = (unsigned char)(key + 1);
	w->any_rebus = 1;
	return 0;
}

/* The player grid byte, and the RUSR string of a rebus entry. */
static int
write_value(struct writer *w, size_t i)
{
	const char *v = w->p->cells[i].value;
	int single;

	if (v == NULL || *v == '\0') {
		w->fill[i] = '-';
		xw_buf_putc(&w->rusr, 0);
		return 0;
	}
	w->fill[i] = grid_byte(v, &single);
	if (!single) {
		if (encode_text(&w->rusr, v, w->utf8))
			return wfail(w, "entry \"%s\" cannot be written in "
			    "Windows-1252", v);
		w->any_rusr = 1;
	}
	xw_buf_putc(&w->rusr, 0);
	return 0;
}

/* A kept raw grid is used only where its blocks are the model's. */
static unsigned char *
kept_grid(struct writer *w)
{
	unsigned char *raw;
	size_t i;

	if (w->p->has_solution ||
	    (raw = kept_bytes(w->kept, "solution_grid", w->n, NULL)) == NULL)
		return NULL;
	for (i = 0; i < w->n; i++) {
		if (is_blockbyte(raw[i]) !=
		    (w->p->cells[i].kind != XW_CELL_LETTER)) {
			free(raw);
			return NULL;
		}
	}
	return raw;
}

static int
write_grids(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const char *b = kept_string(w->kept, "block");
	unsigned char *raw = kept_grid(w), *rawgrbs = NULL;
	int block = xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS)
	    && b != NULL && strcmp(b, ":") == 0 ? ':' : '.';
	size_t i;
	int ret = 0;

	w->state = p->has_solution ? 0 : STATE_NO_SOLUTION;
	if (raw != NULL) {
		rawgrbs = kept_bytes(kept_section(w->kept, "GRBS"), "data",
		    w->n, NULL);
		w->state = kept_int(w->kept, "state", STATE_NO_SOLUTION);
	}
	w->scrambled = (unsigned)kept_int(w->kept, "scrambled_checksum", 0);
	for (i = 0; i < w->n && ret == 0; i++) {
		switch (p->cells[i].kind) {
		case XW_CELL_BLOCK:
			w->sol[i] = w->fill[i] = (unsigned char)block;
			xw_buf_putc(&w->rusr, 0);
			break;
		case XW_CELL_NULL:
			w->sol[i] = w->fill[i] = ':';
			xw_buf_putc(&w->rusr, 0);
			break;
		case XW_CELL_LETTER:
			ret = write_solution(w, i, raw, rawgrbs) ||
			    write_value(w, i) ? -1 : 0;
			break;
		}
		if (p->cells[i].kind == XW_CELL_LETTER &&
		    ((p->cells[i].style & XW_STYLE_CIRCLE) ||
		    (p->cells[i].shape != NULL &&
		    strcmp(p->cells[i].shape, "circle") == 0))) {
			w->gext[i] |= GEXT_CIRCLE;
			w->any_circle = 1;
		} else {
			w->gext[i] &= (unsigned char)~GEXT_CIRCLE;
		}
	}
	free(raw);
	free(rawgrbs);
	return ret;
}

/* Title, author, copyright, the clues, notes: each NUL-terminated. */
static int
write_strings(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	size_t i, n = w->nclues + 4;
	const char *s;

	w->stroff = xw_ereallocarray(NULL, n, sizeof(*w->stroff));
	for (i = 0; i < n; i++) {
		if (i < 3)
			s = p->meta[i == 0 ? XW_META_TITLE : i == 1 ?
			    XW_META_AUTHOR : XW_META_COPYRIGHT];
		else if (i < n - 1)
			s = w->texts[i - 3];
		else
			s = p->meta[XW_META_NOTES];
		w->stroff[i] = w->text.len;
		if (s != NULL && encode_text(&w->text, s, w->utf8))
			return wfail(w, "\"%s\" cannot be written in "
			    "Windows-1252", s);
		xw_buf_putc(&w->text, 0);
	}
	return 0;
}

static int
emit_section(struct writer *w, const char *code, const unsigned char *data,
    size_t len)
{
	unsigned char head[8];

	if (len > 0xffff)
		return wfail(w, "%s section needs %zu bytes, more than a .puz "
		    "can hold", code, len);
	memcpy(head, code, 4);
	put16(head + 4, (unsigned)len);
	put16(head + 6, cksum(data, len, 0));
	put(&w->secs, head, 8);
	put(&w->secs, data, len);
	xw_buf_putc(&w->secs, 0);
	return 0;
}

/* RTBL: the kept text while the table did not grow, else rebuilt. */
static int
emit_rtbl(struct writer *w, json_object *kept)
{
	const char *text = kept_string(kept, "table");
	unsigned char *raw;
	struct xw_buf b = { 0 };
	char key[8];
	size_t i, n;
	int ret;

	if (!w->table_grew && (raw = kept_bytes(kept, "data", 0, &n)) != NULL) {
		ret = emit_section(w, "RTBL", raw, n);
		free(raw);
		return ret;
	}
	if (w->table_grew || text == NULL ||
	    encode_text(&b, text, w->utf8) != 0) {
		b.len = 0;
		for (i = 0; i < w->ntable; i++) {
			snprintf(key, sizeof(key), "%2d:", w->table[i].key);
			put(&b, key, strlen(key));
			if (encode_text(&b, w->table[i].text, w->utf8)) {
				free(b.s);
				return wfail(w, "rebus \"%s\" cannot be written "
				    "in Windows-1252", w->table[i].text);
			}
			xw_buf_putc(&b, ';');
		}
	}
	ret = emit_section(w, "RTBL", (unsigned char *)b.s, b.len);
	free(b.s);
	return ret;
}

/* One section: rebuilt from the model when known, else as kept. */
static int
emit(struct writer *w, const char *code, json_object *kept)
{
	unsigned char *data;
	size_t n;
	int ret;

	if (strcmp(code, "GRBS") == 0)
		return emit_section(w, code, w->grbs, w->n);
	if (strcmp(code, "RTBL") == 0)
		return emit_rtbl(w, kept);
	if (strcmp(code, "GEXT") == 0)
		return emit_section(w, code, w->gext, w->n);
	if (strcmp(code, "RUSR") == 0)
		return emit_section(w, code, (unsigned char *)w->rusr.s,
		    w->rusr.len);
	if ((data = kept_bytes(kept, "data", 0, &n)) == NULL)
		return 0;
	ret = emit_section(w, code, data, n);
	free(data);
	return ret;
}

/* The kept sections in their order, then what the model adds. */
static int
write_sections(struct writer *w)
{
	static const char *const known[] = { "GRBS", "RTBL", "RUSR", "GEXT" };
	int need[4] = { w->any_rebus, w->any_rebus, w->any_rusr,
	    w->any_circle };
	json_object *list, *o;
	const char *code;
	size_t i, k;

	if (w->kept != NULL && json_object_object_get_ex(w->kept, "sections",
	    &list) && json_object_is_type(list, json_type_array)) {
		for (i = 0; i < json_object_array_length(list); i++) {
			o = json_object_array_get_idx(list, i);
			code = kept_string(o, "code");
			if (code == NULL || strlen(code) != 4 ||
			    !is_code((const unsigned char *)code))
				continue;
			for (k = 0; k < 4; k++)
				if (strcmp(code, known[k]) == 0)
					need[k] = 0;
			if (emit(w, code, o))
				return -1;
		}
	}
	for (k = 0; k < 4; k++)
		if (need[k] && emit(w, known[k], NULL))
			return -1;
	return 0;
}

static void
write_header(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	unsigned char *h = w->hdr;
	const char *s;
	int type, dl;

	memcpy(h + 2, magic, sizeof(magic));
	if ((s = kept_string(w->kept, "reserved1c")) == NULL ||
	    hex_decode(s, h + 0x1c, 2) != 0)
		memset(h + 0x1c, 0, 2);
	put16(h + 0x1e, w->scrambled);
	if ((s = kept_string(w->kept, "reserved20")) == NULL ||
	    hex_decode(s, h + 0x20, 12) != 0)
		memset(h + 0x20, 0, 12);
	h[0x2c] = (unsigned char)p->width;
	h[0x2d] = (unsigned char)p->height;
	put16(h + 0x2e, (unsigned)w->nclues);
	/* The kept type while it still says what the kind says. */
	dl = xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS);
	type = kept_int(w->kept, "type", -1);
	if (type < 0 || (type == TYPE_DIAGRAMLESS) != dl)
		type = dl ? TYPE_DIAGRAMLESS : TYPE_NORMAL;
	put16(h + 0x30, (unsigned)type);
	put16(h + 0x32, (unsigned)w->state);
}

static void
checksum_header(struct writer *w)
{
	struct layout lay = { 0 };
	size_t i, n = w->nclues + 4;

	lay.h = w->hdr;
	lay.width = w->p->width;
	lay.height = w->p->height;
	lay.nclues = (int)w->nclues;
	lay.vnum = w->vnum;
	lay.sol = w->sol;
	lay.fill = w->fill;
	lay.strs = xw_ecalloc(n, sizeof(*lay.strs));
	for (i = 0; i < n; i++) {
		lay.strs[i].s = (unsigned char *)w->text.s + w->stroff[i];
		lay.strs[i].len = strlen((const char *)lay.strs[i].s);
	}
	store_sums(&lay, w->hdr);
	free(lay.strs);
}

static void
assemble(struct writer *w, struct xw_buf *b)
{
	unsigned char *junk;
	size_t n;

	if ((junk = kept_bytes(w->kept, "preamble", 0, &n)) != NULL) {
		put(b, junk, n);
		free(junk);
	}
	put(b, w->hdr, HDR_LEN);
	put(b, w->sol, w->n);
	put(b, w->fill, w->n);
	put(b, w->text.s, w->text.len);
	put(b, w->secs.s, w->secs.len);
	if ((junk = kept_bytes(w->kept, "postscript", 0, &n)) != NULL) {
		put(b, junk, n);
		free(junk);
	}
}

/* The kept RTBL and GEXT bits the model does not hold. */
static void
start_sections(struct writer *w)
{
	json_object *rtbl = kept_section(w->kept, "RTBL");
	const char *text = kept_string(rtbl, "table");
	unsigned char *gext;

	if (text != NULL && parse_table(text, &w->table, &w->ntable) != 0)
		w->table_grew = 1;
	if ((gext = kept_bytes(kept_section(w->kept, "GEXT"), "data",
	    w->n, NULL)) != NULL) {
		memcpy(w->gext, gext, w->n);
		free(gext);
	}
}

int
xw_puz_write(const struct xw_puzzle *p, struct xw_buf *out, struct xw_error *e)
{
	struct writer w = { 0 };
	json_object *kept;
	size_t i;
	int ret = -1;

	w.p = p;
	w.e = e;
	w.n = (size_t)p->width * p->height;
	kept = xw_puzzle_field(p, KEPT_KEY);
	if (json_object_is_type(kept, json_type_object))
		w.kept = kept;
	if (check_shape(&w))
		return -1;
	w.sol = xw_emalloc(w.n);
	w.fill = xw_emalloc(w.n);
	w.grbs = xw_ecalloc(w.n, 1);
	w.gext = xw_ecalloc(w.n, 1);
	start_sections(&w);
	choose_version(&w);
	if (order_clues(&w) || write_grids(&w) || write_strings(&w) ||
	    write_sections(&w))
		goto out;
	write_header(&w);
	checksum_header(&w);
	assemble(&w, out);
	ret = 0;
out:
	free(w.sol);
	free(w.fill);
	free(w.grbs);
	free(w.gext);
	free_table(w.table, w.ntable);
	free(w.text.s);
	free(w.rusr.s);
	free(w.secs.s);
	free(w.stroff);
	for (i = 0; w.owned != NULL && i < w.nclues; i++)
		free(w.owned[i]);
	free(w.owned);
	free(w.texts);
	return ret;
}
