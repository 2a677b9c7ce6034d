/* See LICENSE file for copyright and license details. */
/*
 * A word too long for its line, broken between two characters: its own
 * hyphen is kept off the start of a line and off a line of its own, and
 * no side of the break holds a letter alone.
 */
#include <string.h>

#include "page.h"
#include "utf8.h"

/* Whether text[i] goes on a word: it follows no space, line break or
   the start. */
static int
in_word(const char *text, int i)
{
	return i > 0 && strchr(" \t\n", text[i - 1]) == NULL &&
	    (i < 3 || strncmp(text + i - 3, LINE_BREAK, 3) != 0);
}

/* Whether text[i] starts a word's own hyphen. */
static int
own_hyphen(const char *text, int i)
{
	return (text[i] == '-' || strncmp(text + i, "\u2010", 3) == 0) &&
	    in_word(text, i);
}

/* The start of the character before text[i], i > 0. */
static int
char_before(const char *text, int i)
{
	while (--i > 0 && (text[i] & 0xc0) == 0x80)
		;
	return i;
}

/* The end of the character at text[i], not the NUL. */
static int
char_after(const char *text, int i)
{
	while (text[++i] != '\0' && (text[i] & 0xc0) == 0x80)
		;
	return i;
}

/* Forbid a line break in text[start..end) of l. */
static void
keep_together(PangoLayout *l, int start, int end)
{
	PangoAttrList *attrs = pango_layout_get_attributes(l);
	PangoAttribute *a = pango_attr_allow_breaks_new(FALSE);

	attrs = attrs != NULL ? pango_attr_list_copy(attrs) :
	    pango_attr_list_new();
	a->start_index = (guint)start;
	a->end_index = (guint)end;
	pango_attr_list_insert(attrs, a);
	pango_layout_set_attributes(l, attrs);
	pango_attr_list_unref(attrs);
}

/* The fewest characters of a word broken between characters that start
   a line before the word's own hyphen: "m-" and "sm-" are too few. */
#define MIN_PIECE	3

/*
 * Where a line starting at s, in a word broken between characters, has
 * fewer than MIN_PIECE characters before a hyphen of text[s..e): the
 * start of the first of MIN_PIECE characters up to that hyphen, which
 * are to be kept together; else -1. "m-pneumono" at s gives the start
 * of the two characters before s.
 */
static int
short_piece(const char *text, int s, int e)
{
	int i, n;

	if (!in_word(text, s) || own_hyphen(text, char_before(text, s)))
		return -1;
	for (i = s, n = 0; i < e && n < MIN_PIECE && !own_hyphen(text, i);
	    n++)
		i = char_after(text, i);
	if (i >= e || n == 0 || n >= MIN_PIECE)
		return -1;
	for (i = s; n < MIN_PIECE && i > 0 && in_word(text, i); n++)
		i = char_before(text, i);
	return i;
}

/* The fewest letters a break between characters leaves on either side
   of it: an "S" alone under "GUYFAWKESNIGHT" on a key read as an answer
   of its own, an "O" alone under a clue's "ABCDEFGHIJKLMN-" as a word. */
#define MIN_SIDE	2

/* Whether the character at text[i] is a letter of a word's, for
   MIN_SIDE: a format character (the word joiner and the isolate around
   a clue's text) and a mark on the letter before it are not. */
static int
is_letter(const char *text, int i)
{
	uint32_t cp;

	if (xw_utf8_decode(text + i, strnlen(text + i, 4), &cp) == 0)
		return 1;
	return !(cp >= 0x200b && cp <= 0x200f) &&
	    !(cp >= 0x2060 && cp <= 0x206f) && !xw_is_mark(cp);
}

/* Whether text[i] ends a word: a space, a line break or the end. */
static int
word_ends(const char *text, int i)
{
	return text[i] == '\0' || strchr(" \t\n", text[i]) != NULL ||
	    strncmp(text + i, LINE_BREAK, 3) == 0;
}

/*
 * Where a line starting at s, in a word broken between characters (not
 * after its own hyphen), leaves fewer than MIN_SIDE letters of the word
 * on the line before or on this one: the range to keep together, from
 * *from to the return value, so that the word breaks earlier, or not
 * at all; else -1. Only MIN_SIDE letters either side are looked at: a
 * text of no spaces (Chinese) is one word.
 */
static int
short_side(const char *text, int s, int *from)
{
	int i, n;

	if (!in_word(text, s) || own_hyphen(text, char_before(text, s)))
		return -1;
	for (i = s, n = 0; n < MIN_SIDE && in_word(text, i); )
		if (is_letter(text, i = char_before(text, i)))
			n++;
	if (n < MIN_SIDE) {
		*from = i;
		return char_after(text, s);
	}
	for (i = s, n = 0; n < MIN_SIDE && !word_ends(text, i);
	    i = char_after(text, i))
		if (is_letter(text, i))
			n++;
	/* Short, the walk went on to the word's end, at i. */
	if (n < MIN_SIDE) {
		*from = char_before(text, s);
		return i;
	}
	return -1;
}

/* Keep together what a break at the start or end of line should not
   part; whether it did (the layout's lines are then new). */
static int
mend_line(PangoLayout *l, const char *text, const PangoLayoutLine *line)
{
	int s = line->start_index, e = s + line->length, h, to;

	if (own_hyphen(text, s)) {
		keep_together(l, char_before(text, s), char_after(text, s));
		return 1;
	}
	if ((h = short_piece(text, s, e)) >= 0) {
		keep_together(l, h, char_after(text, s));
		return 1;
	}
	if ((to = short_side(text, s, &h)) >= 0) {
		keep_together(l, h, to);
		return 1;
	}
	h = e > s ? char_before(text, e) : s;
	/* A piece of a word, the break before it between characters,
	   ended after a hyphen. */
	if (e > s && text[e] != '\0' && own_hyphen(text, h) &&
	    in_word(text, s) && memchr(text + s, ' ', (size_t)(e - s)) == NULL) {
		keep_together(l, char_before(text, h), char_after(text, e));
		return 1;
	}
	return 0;
}

/*
 * Where a word too long for its line is broken between two characters,
 * a word's own hyphen neither starts a line (the break before it is
 * forbidden) nor ends one that holds a piece of the word and no more,
 * after which the rest of the word did not fit ("s-" alone, or "-"):
 * the hyphen is kept with the characters either side, and the word is
 * broken between characters where the line is full. Nor does a line
 * start with fewer than MIN_PIECE characters and the hyphen ("m-"): the
 * word is broken before more of them. Nor is a letter alone on either
 * side of a break between characters (short_side).
 */
void
mend_hyphens(PangoLayout *l)
{
	const char *text = pango_layout_get_text(l);
	GSList *lines;
	int tries, mended;

	for (tries = 0, mended = 1; mended && tries < 8; tries++) {
		mended = 0;
		/* A mend sets new attributes, which frees the layout's
		   lines: the walk stops there and starts again. */
		lines = pango_layout_get_lines_readonly(l);
		for (lines = lines != NULL ? lines->next : NULL; lines != NULL;
		    lines = lines->next)
			if ((mended = mend_line(l, text, lines->data)) != 0)
				break;
	}
}
