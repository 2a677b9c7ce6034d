/* See LICENSE file for copyright and license details. */
/*
 * What the .puz reader and writer share (puz_priv.h): the file's layout,
 * its checksums, the rebus table, scrambling with xw_puz_lock, and the
 * facts kept under "com.xwtools:puz" for what ipuz cannot say (version,
 * reserved bytes, extra sections, junk around the file, a scrambled
 * grid), so that a file read and written again comes back byte for
 * byte. The text of the file is each side's own: Windows-1252 or UTF-8
 * is decoded in puz_read.c and encoded in puz_write.c.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "puz_priv.h"
#include "utf8.h"
#include "util.h"

/* The layout */

const unsigned char *
xw_puz_find_header(const unsigned char *buf, size_t len)
{
	const unsigned char *s = buf, *end = buf + len;

	while ((s = memchr(s, 'A', (size_t)(end - s))) != NULL) {
		if ((size_t)(end - s) < sizeof(MAGIC))
			return NULL;
		if (s - buf >= 2 && memcmp(s, MAGIC, sizeof(MAGIC)) == 0)
			return s - 2;
		s++;
	}
	return NULL;
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

/* A 16-bit field's value had its two bytes been read the other way. */
static unsigned
swap16(unsigned v)
{
	return (v & 0xff) << 8 | v >> 8;
}

/*
 * Header and grids, checked against the bytes there are. A clue count
 * that is the grid's entries with its two bytes swapped is puzjs's
 * (formats.md 1.4): taken as the grid's, and told by xw_puz_parse.
 */
static int
parse_head(struct layout *lay, const char *name, struct xw_error *e)
{
	const unsigned char *h;
	size_t left, n, entries;

	if ((h = lay->h = xw_puz_find_header(lay->buf, lay->len)) == NULL)
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0,
		    "not a .puz file: no ACROSS&DOWN magic");
	left = lay->len - (size_t)(h - lay->buf);
	if (left < HDR_LEN)
		return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "truncated: "
		    "the header needs %d bytes, %zu remain", HDR_LEN, left);
	lay->width = h[0x2c];
	lay->height = h[0x2d];
	lay->nclues = (int)le16(h + 0x2e);
	lay->type = (int)le16(h + 0x30);
	lay->state = (int)le16(h + 0x32);
	lay->vnum = xw_puz_version(h + 0x18);
	if (lay->width == 0 || lay->height == 0)
		return xw_seterr(e, XW_ERR_INVALID, name, 0, 0, "empty grid: "
		    "width %d, height %d", lay->width, lay->height);
	n = (size_t)lay->width * lay->height;
	left -= HDR_LEN;
	if (left < n)
		return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "truncated: "
		    "the solution grid needs %zu bytes, %zu remain", n, left);
	if (left - n < n)
		return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "truncated: "
		    "the player grid needs %zu bytes, %zu remain", n, left - n);
	lay->sol = h + HDR_LEN;
	lay->fill = lay->sol + n;
	entries = count_entries(lay->sol, lay->width, lay->height);
	if (entries == (size_t)lay->nclues)
		return 0;
	if (swap16((unsigned)lay->nclues) != entries)
		return xw_seterr(e, XW_ERR_INVALID, name, 0, 0, "clue count %d "
		    "does not match the grid's %zu entries", lay->nclues,
		    entries);
	lay->be_nclues = (unsigned)lay->nclues;
	lay->nclues = (int)entries;
	return 0;
}

void
xw_puz_string_name(const struct layout *lay, size_t i, char *buf,
    size_t size)
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
			xw_puz_string_name(lay, i, what, sizeof(what));
			return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0,
			    "truncated: the %s has no terminating NUL", what);
		}
		lay->strs[i].s = s;
		lay->strs[i].len = (size_t)(z - s);
		s = z + 1;
	}
	*pos = s;
	return 0;
}

int
xw_puz_is_code(const unsigned char *s)
{
	int i;

	for (i = 0; i < 4; i++)
		if (!((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' &&
		    s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9')))
			return 0;
	return 1;
}

/* Whether s is the code of a section the format defines. */
static int
known_code(const unsigned char *s)
{
	static const char *const codes[] = { "GRBS", "RTBL", "GEXT", "LTIM",
	    "RUSR" };
	size_t i;

	for (i = 0; i < sizeof(codes) / sizeof(codes[0]); i++)
		if (memcmp(s, codes[i], 4) == 0)
			return 1;
	return 0;
}

/* Whether s is the code of a section of one byte a cell. */
static int
grid_code(const unsigned char *s)
{
	return memcmp(s, "GRBS", 4) == 0 || memcmp(s, "GEXT", 4) == 0;
}

/*
 * Whether the section at s, left bytes before the end of the file, is
 * whole as its length n says: data, NUL, and a grid section the grid's
 * size.
 */
static int
whole_section(const struct layout *lay, const unsigned char *s, size_t left,
    size_t n)
{
	return 9 + n <= left && s[8 + n] == '\0' && (!grid_code(s) ||
	    n == (size_t)lay->width * lay->height);
}

/*
 * The length of the section at s, left (8 or more) bytes before the end
 * of the file, as puzjs writes it (formats.md 1.7): big-endian, and no
 * NUL after the data. Only for a section the format defines that is not
 * whole as stored, when the length swapped fits, a grid section's being
 * the grid's size; else -1.
 */
static long
puzjs_length(const struct layout *lay, const unsigned char *s, size_t left)
{
	size_t n = swap16(le16(s + 4));

	if (!known_code(s) || whole_section(lay, s, left, le16(s + 4)) ||
	    8 + n > left || (grid_code(s) &&
	    n != (size_t)lay->width * lay->height))
		return -1;
	return (long)n;
}

/* Add the section at s with data of n bytes, and the NUL after or not. */
static void
add_section(struct layout *lay, size_t *cap, const unsigned char *s,
    size_t n, int nul)
{
	struct section *sec;

	if (lay->nsecs == *cap) {
		*cap = *cap != 0 ? 2 * *cap : 8;
		lay->secs = xw_ereallocarray(lay->secs, *cap,
		    sizeof(*lay->secs));
	}
	sec = &lay->secs[lay->nsecs++];
	memcpy(sec->code, s, 4);
	sec->code[4] = '\0';
	sec->data = s + 8;
	sec->len = n;
	sec->cksum = le16(s + 6);
	sec->stored_len = le16(s + 4);
	sec->nul = nul;
}

/*
 * Sections while they are well formed, or as puzjs writes them; the
 * rest is postscript, but for a section the format defines that runs
 * past the end of the file: a file cut short there, whose rebus or
 * circles would go unsaid.
 */
static int
parse_sections(struct layout *lay, const unsigned char *s, const char *name,
    struct xw_error *e)
{
	const unsigned char *end = lay->buf + lay->len;
	size_t n, cap = 0;
	long be;
	int nul;

	while (end - s >= 4) {
		if (end - s >= 8 && (be = puzjs_length(lay, s,
		    (size_t)(end - s))) >= 0) {
			n = (size_t)be;
			nul = end - s > 8 + be && s[8 + n] == '\0';
			add_section(lay, &cap, s, n, nul);
			s += 8 + n + (size_t)nul;
			continue;
		}
		if (end - s < 8 || (size_t)(end - s) < 9 + (n = le16(s + 4))) {
			if (!known_code(s))
				break;
			return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0,
			    "truncated: the %.4s section needs %zu bytes, %zu "
			    "remain", (const char *)s, end - s < 8 ? (size_t)9 :
			    9 + (size_t)le16(s + 4), (size_t)(end - s));
		}
		if (!xw_puz_is_code(s) || s[8 + n] != '\0')
			break;
		add_section(lay, &cap, s, n, 1);
		s += 9 + n;
	}
	lay->post = s;
	return 0;
}

int
xw_puz_scrambled(const struct xw_puzzle *p)
{
	json_object *kept = xw_puzzle_field(p, KEPT_KEY);

	return !p->has_solution && kept != NULL &&
	    json_object_object_get_ex(kept, "scrambled_checksum", NULL);
}

int
xw_puz_omitted_byte(const struct xw_puzzle *p)
{
	const char *was = xw_puz_kept_string(xw_puzzle_field(p, KEPT_KEY),
	    "omitted");

	if (xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS) ||
	    (was != NULL && strcmp(was, ":") == 0))
		return ':';
	return '.';
}

void
xw_puz_layout_free(struct layout *lay)
{
	free(lay->strs);
	free(lay->secs);
}

/* The separator before item i of n in a list: "a, b and c". */
static void
list_sep(struct xw_buf *b, size_t i, size_t n)
{
	if (i > 0)
		xw_buf_puts(b, i + 1 < n ? ", " : " and ");
}

/*
 * What of lay is as puzjs (Down for a Cross, and Puzzmo's puzEncode)
 * writes it and the format does not have (formats.md 1.4, 1.7): the
 * clue count and section lengths big-endian, no NUL after a section's
 * data; its checksums are all 0. Nothing else is wrong with such a file
 * and all of it is found, so XW_READ_FORCE reads it. Without, each is
 * told in one error, of the code a forced read goes past,
 * XW_ERR_CHECKSUM, as for the checksums that come next; 0 when there is
 * none.
 */
static int
puzjs_faults(const struct layout *lay, const char *name, struct xw_error *e)
{
	struct xw_buf b = { 0 };
	size_t i, k, nbe = 0, nbare = 0, nvalues;
	const struct section *sec;

	for (i = 0; i < lay->nsecs; i++) {
		nbe += lay->secs[i].stored_len != lay->secs[i].len;
		nbare += !lay->secs[i].nul;
	}
	if (lay->be_nclues == 0 && nbe == 0 && nbare == 0)
		return 0;
	nvalues = (lay->be_nclues != 0) + nbe;
	if (lay->be_nclues != 0)
		xw_buf_printf(&b, "clue count %u does not match the grid's %d "
		    "entries%s", lay->be_nclues, lay->nclues, nbe > 0 ?
		    " and " : "");
	if (nbe > 0)
		xw_buf_printf(&b, "section length%s ", nbe > 1 ? "s" : "");
	for (i = k = 0; i < lay->nsecs; i++) {
		sec = &lay->secs[i];
		if (sec->stored_len != sec->len) {
			list_sep(&b, k++, nbe);
			xw_buf_printf(&b, "%s %zu", sec->code, sec->stored_len);
		}
	}
	if (nbe > 0)
		xw_buf_printf(&b, " %s not fit", nbe > 1 ? "do" : "does");
	if (nvalues > 0)
		xw_buf_printf(&b, ": %s ", nvalues > 1 ? "they are" : "it is");
	if (lay->be_nclues != 0)
		xw_buf_printf(&b, "%d", lay->nclues);
	for (i = 0, k = lay->be_nclues != 0; i < lay->nsecs; i++) {
		sec = &lay->secs[i];
		if (sec->stored_len != sec->len) {
			list_sep(&b, k++, nvalues);
			xw_buf_printf(&b, "%zu", sec->len);
		}
	}
	if (nvalues > 0)
		xw_buf_puts(&b, " stored big-endian");
	if (nbare > 0)
		xw_buf_puts(&b, nvalues > 0 ? ", with no NUL after the data "
		    "of " : "no NUL after the data of ");
	for (i = k = 0; i < lay->nsecs; i++) {
		if (!lay->secs[i].nul) {
			list_sep(&b, k++, nbare);
			xw_buf_puts(&b, lay->secs[i].code);
		}
	}
	xw_buf_printf(&b, ", as puzjs writes %s", nvalues + nbare > 1 ?
	    "them" : "it");
	xw_seterr(e, XW_ERR_CHECKSUM, name, 0, 0, "%s", b.s);
	xw_buf_free(&b);
	return -1;
}

int
xw_puz_parse(struct layout *lay, const unsigned char *buf, size_t len,
    unsigned flags, const char *name, struct xw_error *e)
{
	const unsigned char *pos;

	memset(lay, 0, sizeof(*lay));
	lay->buf = buf;
	lay->len = len;
	if (parse_head(lay, name, e))
		return -1;
	pos = lay->fill + (size_t)lay->width * lay->height;
	if (parse_strings(lay, &pos, name, e) ||
	    parse_sections(lay, pos, name, e) ||
	    (!(flags & XW_READ_FORCE) && puzjs_faults(lay, name, e))) {
		xw_puz_layout_free(lay);
		return -1;
	}
	return 0;
}

int
xw_puz_version(const unsigned char *v)
{
	if (v[0] >= '0' && v[0] <= '9' && v[1] == '.' && v[2] >= '0' &&
	    v[2] <= '9')
		return (v[0] - '0') * 10 + (v[2] - '0');
	return 0;
}

/* Checksums (formats.md 1.5 and 1.6) */

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

/*
 * The text's checksum, continued from each of c[0] and c[1]: title,
 * author, copyright and notes with their NUL and only when not empty,
 * clues without; notes from version 1.3.
 */
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

void
xw_puz_sums(const struct layout *lay, struct sums *s)
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

void
xw_puz_masked(const struct sums *s, unsigned char out[8])
{
	int i;

	for (i = 0; i < 4; i++) {
		out[i] = (unsigned char)("ICHE"[i] ^ (s->v[i] & 0xff));
		out[4 + i] = (unsigned char)("ATED"[i] ^ (s->v[i] >> 8));
	}
}

void
xw_puz_store_sums(const struct layout *lay, unsigned char *h)
{
	struct sums s;

	xw_puz_sums(lay, &s);
	put16(h, s.global);
	put16(h + 0x0e, s.v[0]);
	xw_puz_masked(&s, h + 0x10);
}

/* The rebus table */

void
xw_puz_table_free(struct rebus *t, size_t n)
{
	while (n > 0)
		free(t[--n].text);
	free(t);
}

/* An RTBL key: digits, spaces around them, 0-254; or -1. */
static int
rebus_key(const char *s, size_t n)
{
	int key = 0, digits = 0;

	for (; n > 0 && *s == ' '; s++, n--)
		;
	for (; n > 0 && *s >= '0' && *s <= '9'; s++, n--)
		if (++digits > 3 ||
		    (key = key * 10 + (*s - '0')) > MAX_REBUS_KEY)
			return -1;
	for (; n > 0 && *s == ' '; s++, n--)
		;
	return digits > 0 && n == 0 ? key : -1;
}

int
xw_puz_parse_table(const char *text, struct rebus **out, size_t *nout)
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
				xw_puz_table_free(t, n);
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

/* Scrambling */

size_t
xw_puz_column_letters(const unsigned char *sol, int w, int h,
    unsigned char *out)
{
	size_t n = 0;
	int r, c;

	for (c = 0; c < w; c++)
		for (r = 0; r < h; r++)
			if (!is_blockbyte(sol[(size_t)r * w + c]))
				out[n++] = sol[(size_t)r * w + c];
	return n;
}

void
xw_puz_put_column_letters(unsigned char *sol, int w, int h,
    const unsigned char *s)
{
	int r, c;

	for (c = 0; c < w; c++)
		for (r = 0; r < h; r++)
			if (!is_blockbyte(sol[(size_t)r * w + c]))
				sol[(size_t)r * w + c] = *s++;
}

int
xw_puz_check_letters(const unsigned char *s, size_t n, enum xw_errcode code,
    const char *name, struct xw_error *e)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] < 'A' || s[i] > 'Z')
			return xw_seterr(e, code, name, 0, 0, "cannot "
			    "scramble: the solution holds 0x%02x, not a "
			    "letter A-Z", s[i]);
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

void
xw_puz_unscramble(unsigned char *s, size_t n, int key, unsigned char *tmp)
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

int
xw_puz_lock(unsigned char *buf, size_t len, const char *name, int key,
    struct xw_error *e)
{
	struct layout lay;
	unsigned char *h, *sol, *s;
	size_t n;
	int ret = -1;

	if (key < 0 || key > 9999)
		return xw_seterr(e, XW_ERR_ARG, name, 0, 0, "key %d out of "
		    "range 0-9999", key);
	if (xw_puz_parse(&lay, buf, len, 0, name, e))
		return -1;
	h = buf + (lay.h - buf);
	sol = buf + (lay.sol - buf);
	n = (size_t)lay.width * lay.height;
	s = xw_emalloc(2 * n + 1);
	if (lay.state & (STATE_SCRAMBLED | STATE_NO_SOLUTION)) {
		xw_seterr(e, XW_ERR_INVALID, name, 0, 0, "cannot scramble: the "
		    "solution is %s", lay.state & STATE_SCRAMBLED ?
		    "already scrambled" : "not in the file");
		goto out;
	}
	n = xw_puz_column_letters(sol, lay.width, lay.height, s);
	if (xw_puz_check_letters(s, n, XW_ERR_CANNOT_HOLD, name, e))
		goto out;
	put16(h + 0x1e, cksum(s, n, 0));
	put16(h + 0x32, STATE_SCRAMBLED);
	scramble(s, n, key, s + n);
	xw_puz_put_column_letters(sol, lay.width, lay.height, s);
	xw_puz_store_sums(&lay, h);
	ret = 0;
out:
	free(s);
	xw_puz_layout_free(&lay);
	return ret;
}

/* The kept facts */

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

void
xw_puz_add_bytes(json_object *o, const char *key, const unsigned char *s,
    size_t n)
{
	char *t = b64_encode(s, n);

	json_object_object_add(o, key, json_object_new_string(t));
	free(t);
}

void
xw_puz_add_hex(json_object *o, const char *key, const unsigned char *s,
    size_t n)
{
	static const char digits[] = "0123456789abcdef";
	char *t;
	size_t i;

	for (i = 0; i < n && s[i] == 0; i++)
		;
	if (i == n)
		return;
	t = xw_emalloc(2 * n + 1);
	for (i = 0; i < n; i++) {
		t[2 * i] = digits[s[i] >> 4];
		t[2 * i + 1] = digits[s[i] & 0xf];
	}
	t[2 * n] = '\0';
	json_object_object_add(o, key, json_object_new_string(t));
	free(t);
}

const char *
xw_puz_kept_string(json_object *o, const char *key)
{
	json_object *v;

	if (o == NULL || !json_object_object_get_ex(o, key, &v) ||
	    !json_object_is_type(v, json_type_string))
		return NULL;
	return json_object_get_string(v);
}

int
xw_puz_kept_int(json_object *o, const char *key, int dflt)
{
	json_object *v;
	int64_t n;

	if (o == NULL || !json_object_object_get_ex(o, key, &v) ||
	    !json_object_is_type(v, json_type_int))
		return dflt;
	n = json_object_get_int64(v);
	return n >= 0 && n <= 0xffff ? (int)n : dflt;
}

unsigned char *
xw_puz_kept_bytes(json_object *o, const char *key, size_t want, size_t *len)
{
	const char *s = xw_puz_kept_string(o, key);
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

int
xw_puz_kept_hex(json_object *o, const char *key, unsigned char *out,
    size_t n)
{
	const char *s = xw_puz_kept_string(o, key);
	size_t i;
	int j, d;

	if (s == NULL || strlen(s) != 2 * n)
		return -1;
	for (i = 0; i < n; i++) {
		for (out[i] = 0, j = 0; j < 2; j++) {
			d = s[2 * i + j];
			d = d >= '0' && d <= '9' ? d - '0' : d >= 'a' &&
			    d <= 'f' ? d - 'a' + 10 : d >= 'A' && d <= 'F' ?
			    d - 'A' + 10 : -1;
			if (d < 0)
				return -1;
			out[i] = (unsigned char)(out[i] << 4 | d);
		}
	}
	return 0;
}

json_object *
xw_puz_kept_section(json_object *kept, const char *code)
{
	json_object *list, *o;
	const char *c;
	size_t i;

	if (kept == NULL || !json_object_object_get_ex(kept, "sections",
	    &list) || !json_object_is_type(list, json_type_array))
		return NULL;
	for (i = 0; i < json_object_array_length(list); i++) {
		o = json_object_array_get_idx(list, i);
		if ((c = xw_puz_kept_string(o, "code")) != NULL &&
		    strcmp(c, code) == 0)
			return o;
	}
	return NULL;
}
