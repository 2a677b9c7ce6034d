/* See LICENSE file for copyright and license details. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "utf8.h"
#include "util.h"

size_t
xw_utf8_decode(const char *str, size_t n, uint32_t *cp)
{
	const unsigned char *s = (const unsigned char *)str;
	uint32_t c, min;
	size_t len, i;

	if (n == 0)
		return 0;
	c = s[0];
	if (c < 0x80) {
		*cp = c;
		return 1;
	} else if ((c & 0xe0) == 0xc0) {
		len = 2, c &= 0x1f, min = 0x80;
	} else if ((c & 0xf0) == 0xe0) {
		len = 3, c &= 0x0f, min = 0x800;
	} else if ((c & 0xf8) == 0xf0) {
		len = 4, c &= 0x07, min = 0x10000;
	} else {
		return 0;
	}
	if (n < len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return len;
}

size_t
xw_utf8_check(const char *s, size_t n)
{
	size_t off = 0, len;
	uint32_t cp;

	while (off < n) {
		/* ASCII, as most of a puzzle is, eight bytes at a time. */
		if (n - off >= 8 && !(xw_load64(s + off) & XW_HIGH_BITS)) {
			off += 8;
			continue;
		}
		if ((unsigned char)s[off] < 0x80) {
			off++;
			continue;
		}
		if ((len = xw_utf8_decode(s + off, n - off, &cp)) == 0)
			return off;
		off += len;
	}
	return n;
}

size_t
xw_utf8_len(const char *s)
{
	size_t n = 0;

	for (; *s != '\0'; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			n++;
	return n;
}

size_t
xw_utf8_encode(uint32_t cp, char *out)
{
	unsigned char *o = (unsigned char *)out;

	if (cp < 0x80) {
		o[0] = (unsigned char)cp;
		return 1;
	} else if (cp < 0x800) {
		o[0] = (unsigned char)(0xc0 | cp >> 6);
		o[1] = (unsigned char)(0x80 | (cp & 0x3f));
		return 2;
	} else if (cp < 0x10000) {
		o[0] = (unsigned char)(0xe0 | cp >> 12);
		o[1] = (unsigned char)(0x80 | (cp >> 6 & 0x3f));
		o[2] = (unsigned char)(0x80 | (cp & 0x3f));
		return 3;
	}
	o[0] = (unsigned char)(0xf0 | cp >> 18);
	o[1] = (unsigned char)(0x80 | (cp >> 12 & 0x3f));
	o[2] = (unsigned char)(0x80 | (cp >> 6 & 0x3f));
	o[3] = (unsigned char)(0x80 | (cp & 0x3f));
	return 4;
}

uint32_t
xw_toupper(uint32_t c)
{
	if (c >= 'a' && c <= 'z')
		return c - 32;
	if (c < 0x80)
		return c;
	/* Latin-1: à-þ except ÷; ÿ has its capital in Latin Extended-A. */
	if (c >= 0xe0 && c <= 0xfe && c != 0xf7)
		return c - 32;
	if (c == 0xff)
		return 0x178;
	/* Latin Extended-A pairs capital/small on even/odd code points. */
	if (c >= 0x100 && c <= 0x17f) {
		if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e))
			return (c & 1) == 0 ? c - 1 : c;
		if (c == 0x131 || c == 0x138 || c == 0x149 || c == 0x17f)
			return c;
		return (c & 1) == 1 ? c - 1 : c;
	}
	/* Latin Extended-B: the runs that pair capital and small letters. */
	if (c >= 0x1cd && c <= 0x1dc)
		return (c & 1) == 0 ? c - 1 : c;
	if ((c >= 0x1de && c <= 0x1ef) || (c >= 0x1f8 && c <= 0x21f) ||
	    (c >= 0x222 && c <= 0x233) || (c >= 0x246 && c <= 0x24f))
		return (c & 1) == 1 ? c - 1 : c;
	/* Greek. */
	if (c >= 0x3b1 && c <= 0x3cb && c != 0x3c2)
		return c - 32;
	if (c == 0x3c2)		/* final sigma */
		return 0x3a3;
	if (c == 0x3ac)
		return 0x386;
	if (c >= 0x3ad && c <= 0x3af)
		return c - 37;
	if (c == 0x3cc)
		return 0x38c;
	if (c == 0x3cd || c == 0x3ce)
		return c - 63;
	/* Cyrillic. */
	if (c >= 0x430 && c <= 0x44f)
		return c - 32;
	if (c >= 0x450 && c <= 0x45f)
		return c - 80;
	/* Cyrillic beyond Russian, in capital/small pairs. */
	if ((c >= 0x460 && c <= 0x481) || (c >= 0x48a && c <= 0x4bf) ||
	    (c >= 0x4d0 && c <= 0x4ff))
		return (c & 1) == 1 ? c - 1 : c;
	if (c >= 0x4c1 && c <= 0x4ce)
		return (c & 1) == 0 ? c - 1 : c;
	if (c == 0x4cf)
		return 0x4c0;
	return c;
}

/*
 * Latin-1 and Latin Extended-A and -B, from U+00C0: each letter's plain
 * form, from its canonical decomposition, or by hand for the letters that
 * have none (Æ, Ø, Đ, Ł, ß, Þ); "" where there is nothing to fold.
 */
static const char fold_latin[][3] = {
	"A", "A", "A", "A", "A", "A", "AE", "C", "E", "E", "E", "E", "I", "I",
	"I", "I", "D", "N", "O", "O", "O", "O", "O", "", "O", "U", "U", "U",
	"U", "Y", "TH", "ss", "a", "a", "a", "a", "a", "a", "ae", "c", "e",
	"e", "e", "e", "i", "i", "i", "i", "d", "n", "o", "o", "o", "o", "o",
	"", "o", "u", "u", "u", "u", "y", "th", "y", "A", "a", "A", "a", "A",
	"a", "C", "c", "C", "c", "C", "c", "C", "c", "D", "d", "D", "d", "E",
	"e", "E", "e", "E", "e", "E", "e", "E", "e", "G", "g", "G", "g", "G",
	"g", "G", "g", "H", "h", "H", "h", "I", "i", "I", "i", "I", "i", "I",
	"i", "I", "i", "IJ", "ij", "J", "j", "K", "k", "k", "L", "l", "L",
	"l", "L", "l", "L", "l", "L", "l", "N", "n", "N", "n", "N", "n", "n",
	"N", "n", "O", "o", "O", "o", "O", "o", "OE", "oe", "R", "r", "R",
	"r", "R", "r", "S", "s", "S", "s", "S", "s", "S", "s", "T", "t", "T",
	"t", "T", "t", "U", "u", "U", "u", "U", "u", "U", "u", "U", "u", "U",
	"u", "W", "w", "Y", "y", "Y", "Z", "z", "Z", "z", "Z", "z", "s", "",
	"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
	"", "", "", "", "", "", "", "", "", "", "", "", "", "", "O", "o", "",
	"", "", "", "", "", "", "", "", "", "", "", "", "U", "u", "", "", "",
	"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
	"", "", "", "", "", "", "", "", "A", "a", "I", "i", "O", "o", "U",
	"u", "U", "u", "U", "u", "U", "u", "U", "u", "", "A", "a", "A", "a",
	"", "", "", "", "G", "g", "K", "k", "O", "o", "O", "o", "", "", "j",
	"", "", "", "G", "g", "", "", "N", "n", "A", "a", "", "", "", "", "A",
	"a", "A", "a", "E", "e", "E", "e", "I", "i", "I", "i", "O", "o", "O",
	"o", "R", "r", "R", "r", "U", "u", "U", "u", "S", "s", "T", "t", "",
	"", "H", "h", "", "", "", "", "", "", "A", "a", "E", "e", "O", "o",
	"O", "o", "O", "o", "O", "o", "Y", "y", "", "", "", "", "", "", "",
	"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
	"", "", "", "",
};

/*
 * Greek tonos and dialytika; Cyrillic Ё, the one letter Russian writes as
 * its plain form (Й is a letter of its own).
 */
static const uint32_t fold_other[][2] = {
	{ 0x386, 0x391 }, { 0x388, 0x395 }, { 0x389, 0x397 }, { 0x38a, 0x399 },
	{ 0x38c, 0x39f }, { 0x38e, 0x3a5 }, { 0x38f, 0x3a9 }, { 0x390, 0x3b9 },
	{ 0x3aa, 0x399 }, { 0x3ab, 0x3a5 }, { 0x3ac, 0x3b1 }, { 0x3ad, 0x3b5 },
	{ 0x3ae, 0x3b7 }, { 0x3af, 0x3b9 }, { 0x3b0, 0x3c5 }, { 0x3ca, 0x3b9 },
	{ 0x3cb, 0x3c5 }, { 0x3cc, 0x3bf }, { 0x3cd, 0x3c5 }, { 0x3ce, 0x3c9 },
	{ 0x401, 0x415 }, { 0x451, 0x435 }
};

size_t
xw_fold(uint32_t cp, uint32_t out[2])
{
	const char *s;
	size_t i;

	if (cp >= 0xc0 && cp < 0xc0 + sizeof(fold_latin) / sizeof(*fold_latin) &&
	    *(s = fold_latin[cp - 0xc0]) != '\0') {
		out[0] = (unsigned char)s[0];
		if (s[1] == '\0')
			return 1;
		out[1] = (unsigned char)s[1];
		return 2;
	}
	for (i = 0; i < sizeof(fold_other) / sizeof(*fold_other); i++) {
		if (fold_other[i][0] == cp) {
			out[0] = fold_other[i][1];
			return 1;
		}
	}
	out[0] = cp;
	return 1;
}

int
xw_isalnum(uint32_t c)
{
	if (c < 0x80)
		return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9');
	return (c >= 0xc0 && c <= 0x24f && c != 0xd7 && c != 0xf7) ||
	    (c >= 0x386 && c <= 0x3ff && c != 0x387) ||
	    (c >= 0x400 && c <= 0x4ff);
}

void
xw_linecol(const char *buf, size_t off, long *line, long *col)
{
	size_t i;

	*line = 1;
	*col = 1;
	for (i = 0; i < off && buf[i] != '\0'; i++) {
		if (buf[i] == '\n') {
			(*line)++;
			*col = 1;
		} else if (((unsigned char)buf[i] & 0xc0) != 0x80) {
			(*col)++;
		}
	}
}

/* Windows-1252 0x80-0x9F; the five holes map to the C1 controls. */
static const uint16_t cp1252[32] = {
	0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
	0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f,
	0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
	0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178
};

/* Mac OS Roman bytes 0x80-0xFF, as Unicode maps them (0xDB is the euro
   sign, as since Mac OS 8.5). */
static const uint16_t macroman[128] = {
	0x00c4, 0x00c5, 0x00c7, 0x00c9, 0x00d1, 0x00d6, 0x00dc, 0x00e1,
	0x00e0, 0x00e2, 0x00e4, 0x00e3, 0x00e5, 0x00e7, 0x00e9, 0x00e8,
	0x00ea, 0x00eb, 0x00ed, 0x00ec, 0x00ee, 0x00ef, 0x00f1, 0x00f3,
	0x00f2, 0x00f4, 0x00f6, 0x00f5, 0x00fa, 0x00f9, 0x00fb, 0x00fc,
	0x2020, 0x00b0, 0x00a2, 0x00a3, 0x00a7, 0x2022, 0x00b6, 0x00df,
	0x00ae, 0x00a9, 0x2122, 0x00b4, 0x00a8, 0x2260, 0x00c6, 0x00d8,
	0x221e, 0x00b1, 0x2264, 0x2265, 0x00a5, 0x00b5, 0x2202, 0x2211,
	0x220f, 0x03c0, 0x222b, 0x00aa, 0x00ba, 0x03a9, 0x00e6, 0x00f8,
	0x00bf, 0x00a1, 0x00ac, 0x221a, 0x0192, 0x2248, 0x2206, 0x00ab,
	0x00bb, 0x2026, 0x00a0, 0x00c0, 0x00c3, 0x00d5, 0x0152, 0x0153,
	0x2013, 0x2014, 0x201c, 0x201d, 0x2018, 0x2019, 0x00f7, 0x25ca,
	0x00ff, 0x0178, 0x2044, 0x20ac, 0x2039, 0x203a, 0xfb01, 0xfb02,
	0x2021, 0x00b7, 0x201a, 0x201e, 0x2030, 0x00c2, 0x00ca, 0x00c1,
	0x00cb, 0x00c8, 0x00cd, 0x00ce, 0x00cf, 0x00cc, 0x00d3, 0x00d4,
	0xf8ff, 0x00d2, 0x00da, 0x00db, 0x00d9, 0x0131, 0x02c6, 0x02dc,
	0x00af, 0x02d8, 0x02d9, 0x02da, 0x00b8, 0x02dd, 0x02db, 0x02c7
};

uint32_t
xw_cp1252_decode(unsigned char b, int *defined)
{
	uint32_t cp = b >= 0x80 && b < 0xa0 ? cp1252[b - 0x80] : b;

	if (defined != NULL)
		*defined = cp < 0x80 || cp >= 0xa0;
	return cp;
}

int
xw_cp1252_encode(uint32_t cp)
{
	int i;

	if (cp < 0x80 || (cp >= 0xa0 && cp <= 0xff))
		return (int)cp;
	for (i = 0; i < 32; i++)
		if (cp1252[i] == cp)
			return 0x80 + i;
	return -1;
}

uint32_t
xw_macroman_decode(unsigned char b, int *defined)
{
	if (defined != NULL)
		*defined = 1;
	return b < 0x80 ? b : macroman[b - 0x80];
}

const char *
xw_utf8_shown(const char *s, size_t n, size_t max, char *buf, size_t size)
{
	size_t i = 0, o = 0, k, chars = 0;
	uint32_t cp;

	/* Eight bytes spare: the longest character, or "...", and '\0'. */
	while (i < n && o + 8 < size) {
		if (++chars > max) {
			memcpy(buf + o, "...", 3);
			o += 3;
			break;
		}
		k = xw_utf8_decode(s + i, n - i, &cp);
		if (k == 0 || cp < 0x20 || cp == 0x7f) {
			buf[o++] = '?';
			i += k == 0 ? 1 : k;
			continue;
		}
		memcpy(buf + o, s + i, k);
		o += k;
		i += k;
	}
	buf[o] = '\0';
	return buf;
}
