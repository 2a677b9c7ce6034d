/* See LICENSE file for copyright and license details. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "html.h"
#include "unit.h"
#include "util.h"

/* The pieces of html, one a line: "t:text", "o:tag", "c:tag", "br". */
static char *
pieces(const char *html)
{
	struct xw_buf b = { 0 };
	struct xw_html_tok t = { 0 };

	while (xw_html_next(&html, &t) != XW_HTML_END) {
		switch (t.kind) {
		case XW_HTML_TEXT:
			xw_buf_puts(&b, "t:");
			xw_buf_add(&b, t.s, t.len);
			break;
		case XW_HTML_OPEN:
			xw_buf_printf(&b, "o:%s", t.tag);
			break;
		case XW_HTML_CLOSE:
			xw_buf_printf(&b, "c:%s", t.tag);
			break;
		case XW_HTML_BREAK:
			xw_buf_puts(&b, "br");
			break;
		case XW_HTML_END:
			break;
		}
		xw_buf_putc(&b, '|');
	}
	return xw_buf_take(&b);
}

static void
assert_pieces(const char *html, const char *want)
{
	char *got = pieces(html);

	assert_string_equal(got, want);
	free(got);
}

static void
assert_plain(const char *html, const char *want)
{
	char *got = xw_html_plain(html);

	assert_string_equal(got, want);
	free(got);
}

static void
test_tags(void **state)
{
	(void)state;
	assert_pieces("", "");
	assert_pieces("plain", "t:plain|");
	assert_pieces("a <i>b</i> c", "t:a |o:i|t:b|c:i|t: c|");
	assert_pieces("<B>x</B><EM>y</em>", "o:b|t:x|c:b|o:em|t:y|c:em|");
	assert_pieces("<span class=\"x\">s</span>", "o:span|t:s|c:span|");
	assert_pieces("a<br>b<br/>c<br />d", "t:a|br|t:b|br|t:c|br|t:d|");
	/* A '>' or '<' in a quoted value is the value's, as a browser
	   reads it; an unclosed quote is not a quote. */
	assert_pieces("<a title=\"x>y\">Pet</a>", "o:a|t:Pet|c:a|");
	assert_pieces("<a title = 'x<y>z' href=\"u?a>b\">P</a>",
	    "o:a|t:P|c:a|");
	assert_pieces("<b title=\"x>y", "o:b|t:y|");
	assert_pieces("<b x=1>y\">z", "o:b|t:y\">z|");
	assert_int_equal(xw_html_tag("<a title=\"x>y\">"), 15);
	/* Cut, not overrun: the name is 15 bytes at most. */
	assert_pieces("<abcdefghijklmnopqrstuvwxyz>", "o:abcdefghijklmno|");
}

static void
test_not_tags(void **state)
{
	(void)state;
	assert_pieces("a < b", "t:a |t:< b|");
	assert_pieces("1<2", "t:1|t:<2|");
	assert_pieces("<i", "t:<i|");
	assert_pieces("<i<b>>", "t:<i|o:b|t:>|");
	/* A '<' ends what might have been a tag: the tag starts there. */
	assert_pieces("<i <b>>", "t:<i |o:b|t:>|");
	assert_pieces("<i class=x<b>>", "t:<i class=x|o:b|t:>|");
	assert_pieces("</>", "t:</>|");
	assert_pieces("<1>", "t:<1>|");
	assert_pieces("<i-x>", "t:<i-x>|");
}

static void
test_entities(void **state)
{
	(void)state;
	assert_pieces("&amp;&lt;&gt;&quot;&apos;", "t:&|t:<|t:>|t:\"|t:'|");
	assert_pieces("&nbsp;&mdash;&hellip;", "t:\u00a0|t:\u2014|t:\u2026|");
	assert_pieces("&copy;&ldquo;&lsquo;&ndash;&rdquo;&rsquo;",
	    "t:\u00a9|t:\u201c|t:\u2018|t:\u2013|t:\u201d|t:\u2019|");
	assert_pieces("&#65;&#x42;&#X1F600;", "t:A|t:B|t:\U0001F600|");
	/* Not entities: left as they are. */
	assert_pieces("&", "t:&|");
	assert_pieces("AT&T", "t:AT|t:&T|");
	assert_pieces("&bogus;", "t:&bogus;|");
	assert_pieces("&#0;&#xD800;&#x110000;&#;&#x;",
	    "t:&#0;|t:&#xD800;|t:&#x110000;|t:&#;|t:&#x;|");
	assert_pieces("&amp", "t:&amp|");
}

static void
test_plain(void **state)
{
	(void)state;
	assert_plain("Captain of <i>Moby-Dick</i>", "Captain of Moby-Dick");
	assert_plain("Fish &amp; chips<br>to go", "Fish & chips to go");
	assert_plain("a < b &c", "a < b &c");
	assert_plain("", "");
}

static void
assert_put_text(const char *text, const char *want)
{
	struct xw_buf b = { 0 };
	char *plain;

	xw_html_put_text(&b, text);
	assert_string_equal(b.s, want);
	/* Read as HTML, it says the text again. */
	plain = xw_html_plain(b.s);
	assert_string_equal(plain, text);
	free(plain);
	free(b.s);
}

static void
test_put_text(void **state)
{
	(void)state;
	assert_put_text("The <b> tag", "The &lt;b&gt; tag");
	assert_put_text("</i><br/>", "&lt;/i&gt;&lt;br/&gt;");
	assert_put_text("AT&amp;T", "AT&amp;amp;T");
	assert_put_text("&#65;", "&amp;#65;");
	/* What reads as text already stays as it is. */
	assert_put_text("a < b & c <3 &bogus;", "a < b & c <3 &bogus;");
	assert_put_text("", "");
}

/* White space as a browser shows it: a run one space, none at a line's
   ends, a <br>'s included; a no-break space kept; but a line feed is a
   break, as the writers of plain text read it (a <br> and the line feed
   after it one). */
static void
test_white(void **state)
{
	(void)state;
	assert_pieces("a  b", "t:a|t: |t:b|");
	assert_pieces(" \t\na\n\tb \r\n", "t:a|br|t:b|");
	assert_pieces("a \t b", "t:a|t: |t:b|");
	assert_pieces("Line one.\nLine two.", "t:Line one.|br|t:Line two.|");
	assert_pieces("a<br>\nb<br>\r\nc\r\nd\re", "t:a|br|t:b|br|t:c|br|t:d|br|t:e|");
	assert_pieces("a<br>\n\nb", "t:a|br|br|t:b|");
	assert_pieces("a <i>\n</i> b", "t:a|o:i|br|c:i|t:b|");
	assert_pieces("\n<br>\na\n<br>\n", "t:a|");
	assert_int_equal(xw_html_line_break("<br>\r\nx"), 6);
	assert_int_equal(xw_html_line_break("<br/>\n\n"), 6);
	assert_int_equal(xw_html_line_break("<br> \n"), 4);
	assert_int_equal(xw_html_line_break("\r\r"), 1);
	assert_int_equal(xw_html_line_break(" \n"), 0);
	assert_pieces("a <i> b </i> c", "t:a |o:i|t:b |c:i|t:c|");
	assert_pieces("a \n<br>\n b", "t:a|br|br|t:b|");
	/* A line feed given by a character reference is one too, as the
	   writers read it: spaces before it end its line, CR LF one. */
	assert_pieces("a&#32;&#10;b", "t:a|br|t:b|");
	assert_pieces("a&#10;b&#xA;c&#13;d&#13;&#10;e&#x0d;\nf",
	    "t:a|br|t:b|br|t:c|br|t:d|br|t:e|br|t:f|");
	assert_pieces("a<br>&#10;b<br/>&#13;&#10;c", "t:a|br|t:b|br|t:c|");
	assert_pieces("a &#10; b&#10;&#10;c", "t:a|br|t:b|br|br|t:c|");
	assert_pieces("&#10;a&#10;<br>&#10;", "t:a|");
	assert_pieces("<p>a</p>&#10;<p>&#10;b</p>", "t:a|br|t:b|");
	assert_plain("a&#10;b<br>&#10;c", "a b c");
	assert_int_equal(xw_html_line_break("<br>&#10;x"), 9);
	assert_int_equal(xw_html_line_break("<br>&#13;&#10;&#10;"), 14);
	assert_int_equal(xw_html_line_break("&#xA;"), 5);
	assert_int_equal(xw_html_line_break("&#32;"), 0);
	assert_pieces("a&nbsp; b", "t:a|t:\u00a0|t: b|");
	assert_pieces(" <i> </i> ", "o:i|c:i|");
	assert_plain("Two\n  lines,\tone   clue", "Two lines, one clue");
	assert_plain("Two\n\nbreaks<br><br>two", "Two breaks two");
	assert_plain("  Lead and trail <b>bold</b>\n", "Lead and trail bold");
	assert_plain("a <br> b", "a b");
	/* A <br> before the first text or after the last breaks no line;
	   two between texts leave an empty line. */
	assert_pieces("Ends in a break<br>", "t:Ends in a break|");
	assert_pieces(" <br> <i>Starts</i> <br/> ", "o:i|t:Starts|c:i|");
	assert_pieces("<br><br>a<br><br>b<br><br>", "t:a|br|br|t:b|");
	assert_plain("<br>Starts with a break", "Starts with a break");
	/* Nor before white space alone, given by reference or not: it
	   showed a space at the line's end. */
	assert_pieces("a<br>&#32;", "t:a|");
	assert_pieces("a<br>&#9; &#x20;", "t:a|");
}

/* The tags of blocks break a line between two pieces of text, once:
   <hr> too. */
static void
test_blocks(void **state)
{
	char *s;

	(void)state;
	assert_pieces("Read this.<hr>Then this.", "t:Read this.|br|t:Then this.|");
	assert_pieces("<hr>a<hr/><hr>b<hr>", "t:a|br|t:b|");
	assert_pieces("a<p>b</p>c", "t:a|br|t:b|br|t:c|");
	/* The white space after a block's break is its layout, as
	   xw_html_unblock leaves it out. */
	assert_pieces("<p>a</p>\n<p>\nb\nc</p>\n", "t:a|br|t:b|br|t:c|");
	s = xw_html_unblock("Read this.<hr>Then this.");
	assert_string_equal(s, "Read this.<br>Then this.");
	free(s);
	s = xw_html_unblock("a <i title=\"<hr>\">b</i>");
	assert_null(s);
	s = xw_html_unblock("a<i title=\"<br>\">b</i><p>c");
	assert_string_equal(s, "a<i title=\"<br>\">b</i><br>c");
	free(s);
}

static void
assert_lines(const char *text, const char *want)
{
	char *s = xw_html_lines(text);

	assert_string_equal(s, want);
	free(s);
}

/* Lines as HTML: a <br> before each line break, which stays; none more
   after a <br> the line already ends in. */
static void
test_lines(void **state)
{
	(void)state;
	assert_lines("One\nTwo", "One<br>\nTwo");
	assert_lines("a\r\n\r\nb\r", "a<br>\r\n<br>\r\nb<br>\r");
	assert_lines("a<br>\nb<BR />\nc<i>\n", "a<br>\nb<BR />\nc<i><br>\n");
	assert_lines("<br>\n", "<br>\n");
	assert_lines("", "");
	assert_int_equal(xw_html_break("<br>x"), 4);
	assert_int_equal(xw_html_break("<BR />"), 6);
	assert_int_equal(xw_html_break("<b>"), 0);
	assert_int_equal(xw_html_break("<br"), 0);
	assert_int_equal(xw_html_break("br>"), 0);
}

static void
assert_text(const char *html, int one_line, const char *want)
{
	char *got = xw_html_text(html, one_line);

	assert_string_equal(got, want);
	free(got);
}

/* Plain text for a format without markup: white space as written, tags
   left out, a <br> a line break (or a space on one line). */
static void
test_text(void **state)
{
	(void)state;
	assert_text("<i>Taxi</i>  &amp; <span class=x>cab</SPAN>", 0,
	    "Taxi  & cab");
	assert_text("a<br>\nb<br>c", 0, "a\nb\nc");
	assert_text("a<br>\tb", 1, "a  b");
	assert_text("a<br>\nb<br>c", 1, "a b c");
	assert_text("a<br>\r\nb\r\nc\nd", 0, "a\r\nb\r\nc\nd");
	assert_text("a<br>\r\nb\r\nc\nd", 1, "a b c d");
	assert_text("a < b <3 &lt;i&gt;", 0, "a < b <3 <i>");
	/* A line feed by reference is one as written: "<br>&#10;" one. */
	assert_text("a<br>&#10;b&#13;&#10;c<br>&#13;&#10;d", 0,
	    "a\nb\r\nc\r\nd");
	assert_text("a<br>&#10;b&#13;&#10;c&#10;d", 1, "a b c d");
	assert_int_equal(xw_html_tag("<i>x"), 3);
	assert_int_equal(xw_html_tag("</B>"), 4);
	assert_int_equal(xw_html_tag("<span class=\"x\">"), 16);
	assert_int_equal(xw_html_tag("<br>"), 0);
	assert_int_equal(xw_html_tag("<3"), 0);
	assert_int_equal(xw_html_tag("<i"), 0);
}

static void
assert_one_line(const char *html, const char *want)
{
	char *got = xw_html_one_line(html);

	assert_string_equal(got != NULL ? got : html, want);
	free(got);
}

/* A clue on one line: a run of line breaks (with the white space and
   tags around them) one <br> between two pieces of text, none at the
   ends; other white space as written, which a .puz clue may hold. */
static void
test_one_line(void **state)
{
	(void)state;
	/* No tag, reference or line feed: the text is its own line. */
	assert_null(xw_html_one_line("Cat  (3) "));
	assert_one_line("Feline<br>", "Feline");
	assert_one_line("Feline&#10;", "Feline");
	assert_one_line("Feline \r\n", "Feline");
	assert_one_line(" <br>\n&#32;<BR/>Feline", "Feline");
	assert_one_line("Fe<br><br>line", "Fe<br>line");
	assert_one_line("Fe \t<br> &#10;\n line", "Fe<br>line");
	assert_one_line("Fe<i> <br></i> line", "Fe<i><br></i>line");
	assert_one_line("<i>Fe<br></i>", "<i>Fe</i>");
	assert_one_line("<p>Fe</p>\n<p>line</p>", "Fe<br>line");
	assert_one_line("Feline ", "Feline ");
	assert_one_line(" Fe  <i>line</i>\t", " Fe  <i>line</i>\t");
	assert_one_line("Fe&amp;#10;<br>&nbsp;", "Fe&amp;#10;<br>&nbsp;");
	assert_one_line("<br>", "");
	assert_one_line("", "");
}

UNIT_MAIN("tests", NULL, NULL,
	cmocka_unit_test(test_one_line),
	cmocka_unit_test(test_text),
	cmocka_unit_test(test_lines),
	cmocka_unit_test(test_tags),
	cmocka_unit_test(test_not_tags),
	cmocka_unit_test(test_entities),
	cmocka_unit_test(test_plain),
	cmocka_unit_test(test_put_text),
	cmocka_unit_test(test_white),
	cmocka_unit_test(test_blocks))
