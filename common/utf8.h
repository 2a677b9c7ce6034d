/* See LICENSE file for copyright and license details. */
#ifndef XW_UTF8_H
#define XW_UTF8_H

#include <stddef.h>
#include <stdint.h>

/*
 * Decode the code point at s (at most n bytes) into *cp. Returns its
 * length in bytes, or 0 when the bytes there are not valid UTF-8
 * (overlong forms, surrogates and values over U+10FFFF are invalid).
 */
size_t xw_utf8_decode(const char *s, size_t n, uint32_t *cp);

/* Offset of the first invalid byte of s[0..n), or n when all is valid. */
size_t xw_utf8_check(const char *s, size_t n);

/*
 * s[0..n), text from a file, fit to quote in a one-line message, in
 * buf[0..size): at most max characters, cut between two characters and
 * "..." after the cut, a control character (C0, DEL or C1) or a byte
 * that is not UTF-8 as '?'. XW_SHOWN_SIZE(max) is room enough. Returns buf.
 */
const char *xw_utf8_shown(const char *s, size_t n, size_t max, char *buf,
    size_t size);
#define XW_SHOWN_SIZE(max)	(4 * (max) + 9)

/* The number of code points in the valid UTF-8 string s. */
size_t xw_utf8_len(const char *s);

/*
 * The columns a terminal gives cp: none for a combining mark of any
 * script (Unicode's Mn and Me; the vowels and finals of conjoining Hangul
 * jamo too) or a format character (Cf), two for an East Asian wide or
 * fullwidth one (Hangul, kana, Han, fullwidth forms, emoji shown as
 * pictures by default), as wcwidth(3) has them, else one, a control
 * character and one not yet assigned too (but two in the CJK and emoji
 * blocks). Unlike wcwidth(3) it does not depend on the locale.
 */
size_t xw_utf8_columns(uint32_t cp);

/* Whether cp goes on the character before it, in one cluster
   (xw_utf8_cluster): one of no column (a combining mark, a joiner, a
   variation selector) or an emoji's skin tone. */
int xw_utf8_extends(uint32_t cp);

/* Whether cp, after prev, goes on the character before it in one
   cluster (xw_utf8_cluster): it extends it, or prev is a zero width
   joiner and cp what it joins, neither a control nor a space. */
int xw_utf8_joins(uint32_t prev, uint32_t cp);

/* Whether cp is a format character of no width that is a cluster of
   its own (Control in UAX #29: U+200B, U+2060, the bidi controls,
   U+FEFF...), on no letter; not ZWNJ, ZWJ or a tag, which extend. */
int xw_utf8_format_control(uint32_t cp);

/*
 * The bytes of the character a terminal shows at the start of s[0..n),
 * a grapheme cluster: a code point with the marks, variation selectors
 * and emoji skin tones (U+1F3FB to U+1F3FF) after it, a zero width
 * joiner and the character it joins (a family of three emoji is one),
 * two regional
 * indicators (a flag); in *w its columns, its first code point's (a
 * flag's two). A byte that is not UTF-8 is one of one column; 0 when n
 * is 0.
 */
size_t xw_utf8_cluster(const char *s, size_t n, size_t *w);

/*
 * The bytes of s that fill at most n columns, cut between characters
 * (xw_utf8_cluster: a mark kept with its letter, a skin tone with its
 * emoji), and in *w the columns they fill.
 */
size_t xw_utf8_cut(const char *s, size_t n, size_t *w);

/*
 * Where to cut s (longer than n bytes) at n bytes or fewer so that no
 * UTF-8 character is split: n, or up to three bytes before it when byte
 * n continues a character (text that is not UTF-8 is cut at n).
 */
size_t xw_utf8_cut_bytes(const char *s, size_t n);

/* The columns s fills, each character (xw_utf8_cluster) its own. */
size_t xw_utf8_width(const char *s);

/* Encode cp into out (room for 4 bytes); returns the length. */
size_t xw_utf8_encode(uint32_t cp, char *out);

/* Simple case folding to upper case for Latin, Greek and Cyrillic. */
uint32_t xw_toupper(uint32_t cp);

/* s with each code point xw_toupper'd, a new string (caller frees);
   bytes that are not UTF-8 are kept. */
char *xw_utf8_upper(const char *s);

/*
 * Whether a and b are the same text but for case, letter by letter
 * (xw_utf8_letter, xw_toupper): N and U+0303 are ñ, ẞ is ß; 0 when
 * either is not valid UTF-8.
 */
int xw_utf8_caseeq(const char *a, const char *b);

/*
 * The plain letters of cp with its accent folded away, in out (room for
 * two): É gives E, æ gives ae, Ё gives Е, Ά gives Α. Returns how many,
 * 1 with cp itself when there is nothing to fold.
 */
size_t xw_fold(uint32_t cp, uint32_t out[2]);

/*
 * The letters of the Latin ligature cp (U+FB00 to U+FB06: ff, fi, fl,
 * ffi, ffl, st, st), small, as a string; NULL when cp is none.
 */
const char *xw_ligature(uint32_t cp);

/*
 * The capitals of cp, as UTF-8, when they are more than one code point
 * (Unicode's full upper case: ß is SS, ﬁ is FI, ŉ is ʼN); NULL when cp
 * has a capital of one (xw_toupper) or none.
 */
const char *xw_upper_full(uint32_t cp);

/* Whether cp is a letter or digit of a script a word list may use. */
int xw_isalnum(uint32_t cp);

/* The letters xw_isalnum takes, as messages name them. */
#define XW_LETTERS_TAKEN \
	"Latin to U+024F and from U+1E00 to U+1EFF, Greek and Cyrillic"

/*
 * Whether cp is a letter or digit that xw_isalnum does not take (Hebrew,
 * Arabic, Armenian, CJK, IPA, fullwidth Ａ...): any character
 * past ASCII but the ligatures, combining marks, modifier letters (ʼ),
 * spaces, punctuation, symbols, emoji and private use, which an entry
 * may hold between its letters. A word list refuses an entry that
 * holds one rather than drop it, which would make it another word.
 */
int xw_untaken_letter(uint32_t cp);

/* Whether the UTF-8 text s (or NULL) holds a character takes takes;
   bytes that are no UTF-8 are passed over. */
int xw_utf8_holds(const char *s, int (*takes)(uint32_t));

/* Whether cp is a control character (C0 or C1) other than a tab or a line
   end: what no text of a puzzle should hold. */
int xw_is_control(uint32_t cp);

/* The Unicode alias of the control character cp (U+0000 to U+001F,
   U+007F to U+009F: "ESCAPE", "NEXT LINE"), static; else NULL. */
const char *xw_control_name(uint32_t cp);

/*
 * Whether cp, a character past C1, is one that text shown to a reader
 * (a message, a terminal picture) must not pass on as it is: a line or
 * paragraph separator (U+2028, U+2029: line ends to some readers); a
 * bidirectional format character (U+061C, U+200E, U+200F, U+202A to
 * U+202E, U+2066 to U+2069), which on a screen that applies the bidi
 * algorithm turns the rest of the line around, away from the text it
 * came with; or a format character that shows as nothing (the soft
 * hyphen, U+200B, U+2060 to U+2064, U+206A to U+206F, U+FEFF, U+FFF9 to
 * U+FFFB, U+E0001; not the tags that spell emoji flags), which a message
 * naming "column 3" would otherwise point at unseen. The joiners U+180E,
 * U+200C and U+200D are not: they belong to the spelling of Mongolian,
 * Indic and Persian words and emoji.
 */
int xw_is_invisible(uint32_t cp);

/* What a character xw_is_invisible takes does to the text it is in. */
enum xw_invisible {
	XW_VISIBLE,		/* none: not such a character */
	XW_INV_BIDI,		/* an embedding, override or isolate (or
				   their pop): turns the text after it */
	XW_INV_MARK,		/* a direction mark (U+061C, U+200E,
				   U+200F): an invisible strong letter */
	XW_INV_BREAK,		/* U+2028, U+2029: a line end to some */
	XW_INV_BLANK,		/* shows as nothing (U+200B, U+00AD...) */
	XW_INV_JOINER		/* U+180E, U+200C, U+200D: shows as
				   nothing but joins, or parts, the
				   characters around it (emoji, Persian,
				   Indic, Mongolian), which
				   xw_is_invisible leaves as they are */
};

/*
 * The kind of cp (XW_VISIBLE when it is neither a joiner nor a
 * character xw_is_invisible takes), and, when name is not NULL and cp
 * is one, its Unicode name ("RIGHT-TO-LEFT OVERRIDE", static) in *name.
 */
enum xw_invisible xw_invisible_kind(uint32_t cp, const char **name);

/*
 * Whether the joiner (U+180E, U+200C, U+200D) between prev and next is
 * part of the spelling: both are of one script that spells with joiners
 * (Arabic, Syriac, NKo, the Indic scripts, Myanmar, Khmer, Mongolian;
 * U+180E of Mongolian alone), or, for U+200D, both emoji (a family); or
 * U+200D after a letter of such a script (not an emoji) ends a word,
 * next being a blank, punctuation or 0 (the end of the text): it shows
 * the joined form of the letter (a Malayalam chillu, a half form). Not
 * otherwise next to a Latin letter, accented or not, a digit, a blank
 * or punctuation, nor between two scripts.
 */
int xw_joiner_spells(uint32_t prev, uint32_t joiner, uint32_t next);

/* Whether cp is a letter of a right-to-left script (Hebrew, Arabic,
   Syriac, Thaana, NKo...), whose text may need a direction mark; not a
   mark, digit, sign or format character of one (U+064E, U+0660, U+0600,
   U+061C). */
int xw_is_rtl_letter(uint32_t cp);

/* Whether cp is a Unicode noncharacter (U+FDD0-U+FDEF, and the last two
   code points of every plane, U+FFFE, U+FFFF, ..., U+10FFFF): valid UTF-8
   that cairo refuses to draw into a PDF. */
int xw_is_nonchar(uint32_t cp);

/* Whether s holds a C0 control character (a tab or a line end too) or
   DEL: no letter of a grid's cell, and no reader of a grid takes one. */
int xw_utf8_has_control(const char *s);

/*
 * The one letter that base followed by the combining mark (U+0300 to
 * U+036F) is, in the canonical composition of Unicode (NFC): E and U+0301
 * give É, ü and U+0304 give ǖ, and, marks out of canonical order, ê and
 * U+0323 give ệ; 0 when they make none that xw_isalnum takes.
 */
uint32_t xw_compose(uint32_t base, uint32_t mark);

/*
 * The combining marks at the start of s[0..n) that compose with *cp
 * (xw_compose), in whatever order they come, composed into *cp. Returns
 * the bytes they take, 0 when none does.
 */
size_t xw_utf8_compose(const char *s, size_t n, uint32_t *cp);

/*
 * Whether mark after letter is a stress mark on a Cyrillic vowel
 * (молоко́: U+0301 or U+0300 after a letter of U+0400 to U+04FF), which
 * dictionaries print and spelling leaves out: word lists, patterns and
 * text grids drop it, where another mark that composes no letter is
 * refused.
 */
int xw_is_stress_mark(uint32_t letter, uint32_t mark);

/* The bytes of the stress mark (xw_is_stress_mark) on letter at the start
   of s[0..n), to be passed over; 0 when none is there. */
size_t xw_utf8_stress(const char *s, size_t n, uint32_t letter);

/* Whether cp is a variation selector (U+FE00 to U+FE0F, U+E0100 to
   U+E01EF): the look of the character before it, emoji or text. */
int xw_is_selector(uint32_t cp);

/*
 * xw_utf8_decode of a letter written decomposed, as macOS writes text:
 * the code point at s and the combining marks after it that compose with
 * it (xw_utf8_compose), as one in *cp; "E" and U+0301 give É. The
 * variation selectors after it (xw_is_selector) are part of it, as one
 * character (U+2764 U+FE0F is ❤️), and not in *cp: xw_utf8_selectors
 * gives their bytes. Returns the bytes taken, 0 when s does not start
 * with valid UTF-8.
 */
size_t xw_utf8_letter(const char *s, size_t n, uint32_t *cp);

/* The bytes of the variation selectors that end the letter s[0..k)
   (xw_utf8_letter), its first code point never counted: what a caller
   writing the letter from *cp writes after it, to lose nothing. */
size_t xw_utf8_selectors(const char *s, size_t k);

/*
 * s[0..n) with each letter written decomposed composed (xw_utf8_letter),
 * in place: N and U+0303 give Ñ, one letter. Returns the new length,
 * never more than n; bytes that are not UTF-8 are kept as they are.
 */
size_t xw_utf8_compose_letters(char *s, size_t n);

/*
 * Whether cp is a combining mark (U+0300 to U+036F, U+0483 to U+0489,
 * U+1AB0 to U+1AFF, U+1DC0 to U+1DFF, U+20D0 to U+20FF, U+FE20 to
 * U+FE2F): what goes on the letter before it.
 */
int xw_is_mark(uint32_t cp);

/*
 * The bytes of the letters and digits (xw_utf8_letter's, that xw_isalnum
 * takes) at the start of s[0..n): a text grid's rebus cell holds those.
 */
size_t xw_utf8_alnum_span(const char *s, size_t n);

/*
 * The code point of Windows-1252 byte b. The five bytes the code page
 * leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) map to the C1 controls
 * of the same value, so that binary formats round-trip, with *defined
 * (when not NULL) cleared for a reader of text to refuse them.
 */
uint32_t xw_cp1252_decode(unsigned char b, int *defined);

/* The code point of Mac OS Roman byte b, what old Macintosh text is in;
   *defined (when not NULL) is set, as every byte is defined. */
uint32_t xw_macroman_decode(unsigned char b, int *defined);

/* The Windows-1252 byte of cp, or -1 when the code page lacks it. */
int xw_cp1252_encode(uint32_t cp);

/*
 * Line and column (both 1-based, column in code points) of byte offset
 * off in buf, a UTF-8 byte order mark not counted.
 */
void xw_linecol(const char *buf, size_t off, long *line, long *col);

/* The same counted on: *line and *col, those of buf[from], become those
   of buf[off] (from <= off), for places met in order in one walk. */
void xw_linecol_on(const char *buf, size_t from, size_t off, long *line,
    long *col);

#endif
