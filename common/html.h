/* See LICENSE file for copyright and license details. */
#ifndef XW_HTML_H
#define XW_HTML_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

/*
 * The little HTML that ipuz allows in clues and metadata (<i>, <b>, <br>,
 * entities), read a piece at a time, so that a tool can show it in its
 * own way: as plain text, or as another markup.
 */

enum xw_html_kind {
	XW_HTML_END,		/* no more pieces */
	XW_HTML_TEXT,		/* text, entities decoded: s[0..len) */
	XW_HTML_OPEN,		/* a start tag: its name in tag */
	XW_HTML_CLOSE,		/* an end tag: its name in tag */
	XW_HTML_BREAK		/* <br>, <br/> or <br />, a line feed
				   (tag ""), or the tag of a block (<p>,
				   </div>, <li>) between two lines of
				   text: its name in tag */
};

/* One piece of HTML. */
struct xw_html_tok {
	enum xw_html_kind kind;
	const char *s;		/* XW_HTML_TEXT: the text (maybe in buf) */
	size_t len;
	char tag[16];		/* the tag name in lower case, "i"; longer
				   names are cut */
	char buf[8];		/* a decoded entity, in UTF-8 */
	int after_text;		/* the line's last text ended in other
				   than a space: zero at the start */
	int line_text;		/* the line has text: zero at the start */
	int text_seen;		/* the string has had text: zero at the
				   start */
	int block_gap;		/* between a block's break and the next
				   text, whose white space is layout */
	const char *ahead_at;	/* how far the last look past white space
				   and tags went: to text, or the end */
	int ahead;		/* whether it was to text */
};

/*
 * The entity at s ("&amp;", "&#233;", "&#xE9;", or a named one clue
 * writers use): its code point in *cp. Returns its length, 0 when s
 * starts none (a bare "&" is text).
 */
size_t xw_html_entity(const char *s, uint32_t *cp);

/*
 * The piece of HTML at *pos, in t, moving *pos past it; returns its
 * kind, XW_HTML_END at the NUL. A "<" or "&" that starts no tag or known
 * entity is text, so any string reads without error. A line break
 * (xw_html_line_break) is an XW_HTML_BREAK, as the writers of plain text
 * read it; other white space is as a browser shows it: a run of spaces
 * and tabs is one space, and none at the start or end of a line (the
 * string's, or around a break); so are blocks: the tags of a paragraph,
 * a div, a list's item or a rule (<hr>) break the line between two of
 * them, once, the white space after them up to the next text (line feeds
 * too) their layout, and are otherwise left out; a break before the
 * string's first text or after its last is left out too. A tag ends at
 * the first '>' outside a quoted value (<a title="x>y">), as a browser
 * reads it. t must start zeroed ({ 0 }) for each string.
 */
enum xw_html_kind xw_html_next(const char **pos, struct xw_html_tok *t);

/*
 * The length of the <br> (<br/>, <BR />) at s, or 0: for writers of
 * plain text, where it is a line break or a space.
 */
size_t xw_html_break(const char *s);

/*
 * The length of the line break at s, or 0: a <br> and the line feed
 * directly after it, which is the same break ("<br>\n", "<br>\r\n",
 * "<br>&#10;"), a <br> alone, or a line feed alone ("\n", "\r\n", "\r",
 * each character as it is or as a character reference, "&#13;&#10;"),
 * where ipuz text breaks its line in every tool (writers of plain text,
 * ipuz-render).
 */
size_t xw_html_line_break(const char *s);

/*
 * The length of the start or end tag at s other than a <br> ("<i>",
 * "</b>", "<span class=x>", any case), or 0: for writers of plain text,
 * which leave it out.
 */
size_t xw_html_tag(const char *s);

/*
 * As xw_html_tag, and the tag's name in name, in lower case ("span";
 * a name of more than 15 letters cut to 15).
 */
size_t xw_html_tag_name(const char *s, char name[16]);

/*
 * Text whose line breaks are breaks (the notes of a .puz or an .xd) as
 * ipuz HTML, which shows them: a <br> before each ("\n", "\r\n", "\r"),
 * which stays, so that a writer of lines leaves the <br> out and the text
 * comes back as it was; a new string the caller frees.
 */
char *xw_html_lines(const char *s);

/*
 * html with the tags of its blocks (<p>, </div>, <li>, <hr>) a <br>
 * where they part two pieces of text, once, and left out elsewhere, as a
 * browser breaks the line there: for writers of text, which know a <br>
 * only. A new string the caller frees, or NULL when html has no block's
 * tag.
 */
char *xw_html_unblock(const char *html);

/*
 * html for a writer of one line (a clue of a .puz or an .xd), its blocks
 * unblocked (xw_html_unblock) and each run of line breaks, with the
 * white space and tags around them, one <br> between two pieces of text
 * and none at the start or end, as ipuz-render shows it, the run's tags
 * kept; other white space as written ("Cat ", " Cat", "A  B" stay). A
 * new string the caller frees, or NULL when html has no tag, reference
 * or line feed, and so is its own line.
 */
char *xw_html_one_line(const char *html);

/*
 * ipuz HTML text as a format's plain text, white space as written:
 * entities the characters they stand for, tags other than <br> left out
 * (xw_html_tag), a <br> a line break (none more before a line break it
 * stands before); one_line: a <br>, a line break and a tab each a space
 * (a <br> and the line break after it one).
 * A new string the caller frees.
 */
char *xw_html_text(const char *html, int one_line);

/*
 * Plain text s appended to b as HTML that reads back as s: what would
 * read as a tag or an entity ("<b>", "&amp;") escaped ("&lt;b&gt;",
 * "&amp;amp;"), everything else as it is ("a < b & c" stays so).
 */
void xw_html_put_text(struct xw_buf *b, const char *s);

/*
 * The first n bytes of plain text (a clue of a .puz or an .xd, which
 * hold no HTML) as HTML that reads back as them, escaped as
 * xw_html_put_text escapes: "Go <to> town" is "Go &lt;to&gt; town". A
 * new string the caller frees.
 */
char *xw_html_escape(const char *s, size_t n);

/*
 * html as plain text: tags left out, <br> a space, white space collapsed,
 * entities decoded; a new string the caller frees.
 */
char *xw_html_plain(const char *html);

#endif
