/* See LICENSE file for copyright and license details. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <json-c/json.h>

#include "acrosstext.h"
#include "brainsonly.h"
#include "clocale.h"
#include "format.h"
#include "grid.h"
#include "html.h"
#include "ipuz.h"
#include "jpz.h"
#include "jpz_priv.h"
#include "keesing.h"
#include "kingfeatures.h"
#include "puz.h"
#include "pzzl.h"
#include "text.h"
#include "textgrid.h"
#include "uclick.h"
#include "utf8.h"
#include "util.h"
#include "words.h"
#include "xd.h"
#include "xmlkit.h"
#include "zipname.h"

#define M(x) (1UL << XW_META_##x)

/* A .jpz keeps a tag by its name alone (xw_format's keeps_tag). */
static int
jpz_keeps_tag(const char *tag)
{
	char name[16];

	return xw_html_tag_name(tag, name) > 0 && xw_jpz_keeps_tag(name);
}

/*
 * A row: format f, read by xw_<f>_sniff and xw_<f>_read, told from the
 * bytes by what its sniff finds (is) or lacks, written by write (NULL:
 * read only), holding holds (XW_HOLDS_*), the metadata meta and, of its
 * markup, the tags keeps says (NULL: all).
 */
#define FORMAT(f, name, ext, lacks, is, write, holds, meta, keeps) \
	static const struct xw_format f = { name, ext, xw_##f##_sniff, \
	    lacks, is, xw_##f##_read, write, holds, meta, keeps }

/* A .puz marks a diagramless puzzle by its type, and no other kind. */
FORMAT(puz, "puz", ".puz", "no ACROSS&DOWN header", "a .puz puzzle",
    xw_puz_write, XW_HOLDS_SAVED | XW_HOLDS_CIRCLE | XW_HOLDS_DIAGRAMLESS |
    XW_HOLDS_SCRAMBLED | XW_HOLDS_META_LINES,
    M(TITLE) | M(AUTHOR) | M(COPYRIGHT) | M(NOTES), NULL);
FORMAT(ipuz, "ipuz", ".ipuz", "no JSON object", "an ipuz document",
    xw_ipuz_write, XW_HOLDS_ALL, ~0UL, NULL);
FORMAT(acrosstext, "text", ".txt", "no <ACROSS PUZZLE> header",
    "Across Lite text", NULL, XW_HOLDS_ALL, ~0UL, NULL);
/* Any XML: the feeds' XML, known by its roots, is told before it. */
FORMAT(jpz, "jpz", ".jpz", "neither XML nor a zip archive",
    "XML or a zip archive", xw_jpz_write,
    XW_HOLDS_SAVED | XW_HOLDS_GIVEN | XW_HOLDS_CIRCLE | XW_HOLDS_SHADING |
    XW_HOLDS_SHAPES | XW_HOLDS_ENUM | XW_HOLDS_ANY_CLUE | XW_HOLDS_CODED |
    XW_HOLDS_BLOCK_COLORS | XW_HOLDS_META_LINES | XW_HOLDS_CLUE_MARKUP |
    XW_HOLDS_META_MARKUP | XW_HOLDS_LABELS | XW_HOLDS_ACROSTIC,
    M(TITLE) | M(AUTHOR) | M(EDITOR) | M(COPYRIGHT) | M(PUBLISHER) |
    M(UNIQUEID) | M(NOTES) | M(INTRO) | M(EXPLANATION), jpz_keeps_tag);

/*
 * The newspaper feeds, read only. Two share ".xml" and three ".txt", so
 * that a file's name says none of them: .jpz files circulate as .xml.
 * What a format holds matters to writers alone.
 */
FORMAT(uclick, "uclick", ".xml", "no <crossword> with an AllAnswer",
    "uclick XML", NULL, XW_HOLDS_ALL, ~0UL, NULL);
FORMAT(keesing, "keesing", ".xml", "no <puzzle> with word groups",
    "Keesing XML", NULL, XW_HOLDS_ALL, ~0UL, NULL);
FORMAT(kingfeatures, "kingfeatures", ".txt",
    "no '{' and a row of clue numbers", "King Features text", NULL,
    XW_HOLDS_ALL, ~0UL, NULL);
FORMAT(pzzl, "pzzl", ".txt", "no 16 lines of pzzl header", "pzzl text",
    NULL, XW_HOLDS_ALL, ~0UL, NULL);
FORMAT(brainsonly, "brainsonly", ".txt",
    "no 16 lines of header with a dated title", "brainsonly text", NULL,
    XW_HOLDS_ALL, ~0UL, NULL);

/* The solution alone by design: it loses nothing a user would miss. */
/* A text grid is the puzzle's solution: all else is left out by design,
   unsaid, but a solution it cannot show. */
FORMAT(textgrid, "grid", ".txt", "no rows of cells of one width",
    "a text grid", xw_textgrid_write, XW_HOLDS_ALL & ~XW_HOLDS_SCRAMBLED,
    ~0UL, NULL);
/* .xd has no kind (its reader makes every puzzle a plain crossword), and
   of the shapes behind a cell its Design section has the circle alone. */
FORMAT(xd, "xd", ".xd", "no metadata lines or ## headers", "an .xd puzzle",
    xw_xd_write, XW_HOLDS_GIVEN | XW_HOLDS_CIRCLE | XW_HOLDS_SHADING |
    XW_HOLDS_ENUM | XW_HOLDS_ANSWERS | XW_HOLDS_CLUE_MARKUP, ~0UL,
    xw_xd_keeps_tag);

#undef FORMAT
#undef M

/*
 * The order bytes are tried in: the .puz magic may follow junk, so it
 * goes first; King Features text, which opens with '{' as JSON does,
 * right after ipuz, which knows a JSON object from it; Across Lite text
 * before the XML and grid sniffs, which it could resemble; uclick and
 * Keesing XML, known by their roots, before .jpz, which takes any XML;
 * pzzl and brainsonly text before text grids; .xd, the loosest, last.
 */
const struct xw_format *const xw_formats[] = {
	&puz, &ipuz, &kingfeatures, &acrosstext, &uclick, &keesing, &jpz,
	&pzzl, &brainsonly, &textgrid, &xd
};
const size_t xw_nformats = sizeof(xw_formats) / sizeof(xw_formats[0]);

const struct xw_format *
xw_format_by_name(const char *name)
{
	size_t i;

	for (i = 0; i < xw_nformats; i++)
		if (xw_ascii_casecmp(name, xw_formats[i]->name) == 0)
			return xw_formats[i];
	return NULL;
}

/*
 * Whether the name of path (its last component) ends in ext, in any
 * case, after a name of its own: a file called ".puz" is hidden, with no
 * extension, as xw_cli_out_name has it, whether it is written ".puz",
 * "./.puz" or "/tmp/.puz".
 */
static int
name_has_ext(const char *path, const char *ext)
{
	const char *base = strrchr(path, '/');
	size_t n, k = strlen(ext);

	base = base != NULL ? base + 1 : path;
	n = strlen(base);
	return n > k && xw_ascii_casecmp(base + n - k, ext) == 0;
}

const struct xw_format *
xw_format_by_ext(const char *path)
{
	size_t i;

	for (i = 0; i < xw_nformats; i++)
		/* In any case, as xw_format_of_name reads it: a.PUZ read back
		   must be the .puz it was written as. */
		if (xw_formats[i]->write != NULL &&
		    name_has_ext(path, xw_formats[i]->ext))
			return xw_formats[i];
	return NULL;
}

const struct xw_format *
xw_format_detect(const char *buf, size_t len)
{
	size_t i;

	for (i = 0; i < xw_nformats; i++)
		if (xw_formats[i]->sniff(buf, len))
			return xw_formats[i];
	return NULL;
}

/*
 * Whether buf, which the sniff of f passes, is plainly of f, as no list
 * of words is. The sniffs of ipuz, Across Lite text and XML pass on a
 * first line a list may have ("{}", "<TITLE>", "<unk>", "</s>", "<3"):
 * each is taken for its format only when more says so. The others need
 * a NUL (.puz, a zip's magic: control bytes no list has) or a blank in
 * the first line (King Features' numbers), or sixteen lines of header
 * (pzzl, brainsonly).
 */
static int
plainly_of(const struct xw_format *f, const char *buf, size_t len)
{
	if (f == &ipuz)
		return xw_ipuz_is_json(buf, len);
	if (f == &acrosstext)
		return xw_acrosstext_headed(buf, len);
	if (f == &uclick || f == &keesing || f == &jpz)
		return xw_xml_plainly(buf, len);
	return 1;
}

/*
 * A text grid is not told: to its sniff, a list of words of one length
 * is one. .xd's sniff, the loosest, passes a list that opens with a
 * "Key: value" line and has two blank lines before a word, or one before
 * two, and its reader reads a list of one length as a grid: it holds an
 * .xd puzzle when it has clue lines or a ## header too (xw_xd_plainly).
 */
const char *
xw_format_plainly(const char *buf, size_t len)
{
	const struct xw_format *f;
	int text = memchr(buf, '\0', len) == NULL;
	size_t i;

	for (i = 0; i < xw_nformats; i++) {
		f = xw_formats[i];
		/* The .puz magic ends in a NUL, which text has none of: its
		   scan, an A at a time, cost 1.4% of indexing a list in
		   capitals. */
		if (f == &textgrid || (f == &puz && text) ||
		    !f->sniff(buf, len))
			continue;
		if (f == &jpz && xw_jpz_is_zip(buf, len))
			return "a zip archive";
		if (!plainly_of(f, buf, len))
			continue;
		if (f == &jpz)
			return "XML";
		/* The grid of a list of words of many lengths tells at its
		   second row: the reader splits the whole list first. */
		if (f != &xd || (xw_xd_grid_may_read(buf, len) &&
		    xw_xd_plainly(buf, len)))
			return f->holds_what;
		return NULL;
	}
	return NULL;
}

const struct xw_format *
xw_format_of_name(const char *path)
{
	const struct xw_format *f = NULL;
	size_t i;

	for (i = 0; i < xw_nformats; i++) {
		if (!name_has_ext(path, xw_formats[i]->ext))
			continue;
		if (f != NULL)
			return NULL;
		f = xw_formats[i];
	}
	return f;
}

/*
 * What to add to the refusal of buf[0..len), no puzzle, when it would be
 * one as Windows-1252 text (a text grid saved in an old code page, whose
 * É is a letter to its user): how to convert it (xw_iconv_1252_hint);
 * else NULL.
 */
static const char *
legacy_puzzle(const char *buf, size_t len)
{
	char *text;
	size_t n;
	int is;

	if ((text = xw_text_from_1252(buf, len, &n)) == NULL)
		return NULL;
	is = xw_format_detect(text, n) != NULL;
	free(text);
	return is ? xw_iconv_1252_hint(xw_bom_len(buf, len) > 0) : NULL;
}

/*
 * Add to msg what bytes of format is hold, read as f, and, when the file's
 * name said f (named), the name that reads them as that: "; it holds an
 * ipuz document: name it a.ipuz". When a file of that name is there, the
 * advice taken with mv would replace it: said instead (newfeat18 F14).
 */
static void
say_holds(struct xw_buf *msg, const char *name, const struct xw_format *f,
    const struct xw_format *is, int named)
{
	const char *base = strrchr(name, '/');
	struct xw_buf to = { 0 };
	struct stat st;

	base = base != NULL ? base + 1 : name;
	xw_buf_printf(msg, "; it holds %s", is->holds_what);
	if (!named || !name_has_ext(base, f->ext))
		return;
	xw_buf_add(&to, name, strlen(name) - strlen(f->ext));
	xw_buf_puts(&to, is->ext);
	if (lstat(to.s, &st) == 0)
		xw_buf_printf(msg, ": name it %s (one exists: another name "
		    "ending in %s)", to.s + (base - name), is->ext);
	else
		xw_buf_printf(msg, ": name it %s", to.s + (base - name));
	xw_buf_free(&to);
}

/*
 * Refuse buf[0..len) as not in format f, saying what the bytes hold when
 * another format takes them, and, when the file's name said f (named),
 * the name that reads them as that (say_holds). The name decides, so that
 * a mislabelled file is never read as something else; the way forward is
 * the user's to take. A puzzle-set bundle, which the .jpz sniff takes as
 * a zip, is no .jpz either: the bundle's own refusal, at once, not a name
 * that gets it next (newfeat18 F2).
 */
static void
refuse_as(const char *buf, size_t len, const char *name,
    const struct xw_format *f, int named, struct xw_error *e)
{
	const struct xw_format *is = xw_format_detect(buf, len);
	struct xw_buf msg = { 0 };

	if (is == &jpz && xw_jpz_is_bundle(buf, len)) {
		xw_zip_bundle_error(name, e);
		return;
	}
	xw_buf_printf(&msg, "not a %s file (%s)", f->ext, f->lacks);
	if (is != NULL)
		say_holds(&msg, name, f, is, named);
	xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "%s", msg.s);
	xw_buf_free(&msg);
}

/*
 * End e, the failure of f's reader on buf[0..len), with what the bytes
 * hold when another format takes them first, as refuse_as does: Across
 * Lite text opens with '<', which f = .jpz reads as XML, and its parse
 * error alone would not say what the file is (newfeat18 F3).
 */
static void
say_held_otherwise(const char *buf, size_t len, const char *name,
    const struct xw_format *f, int named, struct xw_error *e)
{
	const struct xw_format *is = xw_format_detect(buf, len);
	struct xw_error was = *e;
	struct xw_buf msg = { 0 };

	if (is == NULL || is == f)
		return;
	xw_buf_puts(&msg, was.msg);
	say_holds(&msg, name, f, is, named);
	xw_seterr(e, was.code, was.file, was.line, was.col, "%s", msg.s);
	xw_buf_free(&msg);
}

/* xw_puzzle_read_as, named as for refuse_as. */
static struct xw_puzzle *
read_as(const char *buf, size_t len, const char *name,
    const struct xw_format *f, int named, const struct xw_read_opts *o,
    struct xw_error *e, struct xw_error *warning)
{
	static const struct xw_read_opts defaults = XW_READ_OPTS_INIT;
	struct xw_read_opts strict;
	struct xw_error tried, again, own;
	struct xw_puzzle *p;
	const char *hint;
	char *text;
	size_t n;

	if (o == NULL)
		o = &defaults;
	/* A failure is said in e, or in own when there is none. */
	if (e == NULL)
		e = &own;
	if (warning != NULL)
		xw_seterr(warning, XW_ERR_NONE, name, 0, 0, "%s", "");
	if (len == 0) {
		xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "empty file");
		return NULL;
	}
	/* UTF-16 text (Notepad's "Unicode") is read as the UTF-8 it
	   stands for; bytes some format takes as they are (a .puz whose
	   checksum looks like a mark) are not. */
	if (xw_utf16_bom(buf, len) != NULL &&
	    xw_format_detect(buf, len) == NULL) {
		if ((text = xw_utf16_to_utf8(buf, len, name, &n, e)) == NULL)
			return NULL;
		p = read_as(text, n, name, f, named, o, e, warning);
		free(text);
		return p;
	}
	if (f != NULL && !f->sniff(buf, len)) {
		refuse_as(buf, len, name, f, named, e);
		return NULL;
	}
	if (f == NULL && (f = xw_format_detect(buf, len)) == NULL) {
		hint = legacy_puzzle(buf, len);
		xw_seterr(e, XW_ERR_FORMAT, name, 0, 0,
		    "not a puzzle in any format this reads%s%s", hint != NULL ?
		    ", but would be as Windows-1252 text" : "", hint != NULL ?
		    hint : "");
		return NULL;
	}
	/* Strict first, so that a fault read past is named: in warning
	   alone, e being the caller's answer to a failure only. */
	strict = *o;
	strict.flags &= ~(unsigned)XW_READ_FORCE;
	strict.flags |= XW_READ_STRICT;
	if ((p = f->read(buf, len, name, &strict, &tried)) != NULL)
		return p;
	if ((o->flags & XW_READ_FORCE) && tried.code == XW_ERR_CHECKSUM) {
		p = f->read(buf, len, name, o, &again);
	} else if (!(o->flags & XW_READ_STRICT) &&
	    (tried.code == XW_ERR_SYNTAX || tried.code == XW_ERR_INVALID)) {
		/* A fault lenient readers take is a warning; any other is
		   the error, as a lenient reader finds it. A rule broken
		   (XW_ERR_INVALID) is one only when its value is kept as
		   written: the .xd Date: that is no date. */
		strict.flags &= ~(unsigned)XW_READ_STRICT;
		p = f->read(buf, len, name, &strict, &again);
	} else {
		*e = tried;
		say_held_otherwise(buf, len, name, f, named, e);
		return NULL;
	}
	/* A rule broken that lenient reading refuses too is the same
	   fault: said as strict reading said it, which names more (the
	   .xd Date: that is no date, before the fault). */
	if (p == NULL) {
		*e = tried.code == XW_ERR_INVALID ? tried : again;
		say_held_otherwise(buf, len, name, f, named, e);
	} else if (warning != NULL)
		*warning = tried;
	return p;
}

/*
 * An ipuz document keeps the scrambled solution of the .puz file it was
 * made from: the key unscrambles it there as in the file.
 */
static struct xw_puzzle *
unlock_kept(struct xw_puzzle *p, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	struct xw_error own;

	if (p == NULL || o == NULL ||
	    xw_puz_unlock_kept(p, o->key, name, e != NULL ? e : &own) == 0)
		return p;
	xw_puzzle_free(p);
	return NULL;
}

struct xw_puzzle *
xw_puzzle_read_as(const char *buf, size_t len, const char *name,
    const struct xw_format *f, const struct xw_read_opts *o,
    struct xw_error *e, struct xw_error *warning)
{
	return unlock_kept(read_as(buf, len, name, f, 0, o, e, warning), name,
	    o, e);
}

struct xw_puzzle *
xw_puzzle_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e,
    struct xw_error *warning)
{
	return xw_puzzle_read_as(buf, len, name, NULL, o, e, warning);
}

const struct xw_format *
xw_format_of_file(const char *path, const char *buf, size_t len)
{
	const struct xw_format *f = path != NULL ? xw_format_of_name(path) :
	    NULL;

	return f != NULL ? f : xw_format_detect(buf, len);
}

struct xw_puzzle *
xw_puzzle_read_file(const char *path, const char *buf, size_t len,
    const struct xw_read_opts *o, struct xw_error *e,
    struct xw_error *warning)
{
	const char *name = xw_display_name(path);

	return unlock_kept(read_as(buf, len, name, path != NULL ?
	    xw_format_of_name(path) : NULL, 1, o, e, warning), name, o, e);
}

struct xw_puzzle *
xw_puzzle_load(const char *path, const struct xw_read_opts *o,
    struct xw_error *e, struct xw_error *warning)
{
	struct xw_puzzle *p;
	char *buf;
	size_t len;

	if (xw_slurp(path, &buf, &len, e))
		return NULL;
	p = xw_puzzle_read_file(path, buf, len, o, e, warning);
	free(buf);
	return p;
}

int
xw_puzzle_write(const struct xw_puzzle *p, const struct xw_format *f,
    struct xw_buf *out, struct xw_error *e)
{
	size_t len = out->len;

	if (f->write == NULL)
		return xw_seterr(e, XW_ERR_CANNOT_HOLD, "", 0, 0, "cannot write "
		    "format '%s'", f->name);
	/* Cells made blocks since the numbering (a new puzzle's, say):
	   writers number and name entries by the slots, which would be
	   those of another grid. Derived data, as json-c's text is. */
	if (!xw_grid_numbered(p))
		xw_grid_number((struct xw_puzzle *)p);
	if (f->write(p, out, e) == 0)
		return 0;
	/* Nothing of a failed write is left. */
	out->len = len;
	if (out->s != NULL)
		out->s[len] = '\0';
	return -1;
}

int
xw_write_refuse_empty(const struct xw_puzzle *p, struct xw_error *e)
{
	if (p->width < 1 || p->height < 1)
		return xw_seterr(e, XW_ERR_CANNOT_HOLD, "", 0, 0,
		    "grid %dx%d is empty", p->width, p->height);
	return 0;
}

static const char *const meta_names[XW_META_N] = {
	"the title", "the author", "the editor", "the copyright",
	"the publisher", "the publication", "the URL", "the unique id",
	"the intro", "the explanation", "the annotation", "the notes",
	"the difficulty", "the origin", "the date"
};

/* What a cell or clue may hold that a format may not, as said. */
static const struct {
	unsigned holds;
	const char *what;
} losses[] = {
	{ XW_HOLDS_SCRAMBLED, "the scrambled solution" },
	{ XW_HOLDS_SAVED, "the solver's entries" },
	{ XW_HOLDS_GIVEN, "given letters" },
	{ XW_HOLDS_CIRCLE, "circles" },
	{ XW_HOLDS_SHADING, "shading" },
	{ XW_HOLDS_SHAPES, "background shapes other than circles" },
	{ XW_HOLDS_BLOCK_COLORS, "the colours of blocks" },
	{ XW_HOLDS_ALTERNATIVES, "alternative solutions" },
	{ XW_HOLDS_ENUM, "enumerations" },
	{ XW_HOLDS_HIDDEN_ENUM, "hidden enumerations" },
	{ XW_HOLDS_ANSWERS, "clue answers" },
	{ XW_HOLDS_CONTINUED, "clues continued in other entries" },
	{ XW_HOLDS_ANY_CLUE, "clues for no entry of its numbering" },
	{ XW_HOLDS_CLUE_MARKUP, "the markup in the clues" }
};

/* Count what, and name it in buf when it fits whole: a name cut short
   would name something else. */
static void
add_loss(char *buf, size_t size, int *n, const char *what)
{
	size_t len = strlen(buf), sep = len > 0 ? 2 : 0;

	if (len + sep + strlen(what) < size)
		snprintf(buf + len, size - len, "%s%s", sep ? ", " : "", what);
	(*n)++;
}

/* Whether HTML s holds a tag other than <br>, which plain text leaves out
   (a <br> is a line break or a space there). */
static int
has_markup(const char *s)
{
	for (; (s = strchr(s, '<')) != NULL; s++)
		if (xw_html_tag(s) > 0)
			return 1;
	return 0;
}

/*
 * Into names (size bytes), each tag of the HTML s that f leaves out of
 * the markup it holds, once ("<span> <font>"); a name cut short would
 * name another tag, and is not put.
 */
static void
dropped_tags(const struct xw_format *f, const char *s, char *names,
    size_t size)
{
	char name[16], tag[20];
	size_t len;

	for (; (s = strchr(s, '<')) != NULL; s++) {
		if (xw_html_tag_name(s, name) == 0 || f->keeps_tag(s))
			continue;
		snprintf(tag, sizeof(tag), "<%s>", name);
		len = strlen(names);
		if (strstr(names, tag) == NULL && len + 1 + strlen(tag) < size)
			snprintf(names + len, size - len, "%s%s",
			    len > 0 ? " " : "", tag);
	}
}

/* What writing the HTML text v on one line changes: its line breaks and
   tabs become spaces, the spaces at its ends go; in a clue, the .xd
   writer leaves its control characters out (ESC, NEXT LINE). */
#define LINE_BREAKS	1u
#define LINE_ENDS	2u
#define LINE_CONTROL	4u

static unsigned
one_line_lost(const char *v)
{
	/*
	 * ipuz text is HTML: "&#10;" and <br> are line breaks too. As the
	 * writer has it, not as xw_html_next reads it: that collapses the
	 * white space the writer keeps, or flattens, as written.
	 */
	char *text = xw_html_text(v, 0);
	size_t len = strlen(text);
	unsigned lost = 0;

	if (len > 0 && strcspn(text, "\n\r\t") < len)
		lost |= LINE_BREAKS;
	if (xw_utf8_holds(text, xw_is_control))
		lost |= LINE_CONTROL;
	if (len > 0 && (xw_isblank((unsigned char)text[0]) ||
	    xw_isblank((unsigned char)text[len - 1])))
		lost |= LINE_ENDS;
	free(text);
	return lost;
}

/*
 * What of the way metadata m is written format f leaves out: in a format
 * of one-line values its line breaks and tabs, which become spaces, and
 * the spaces at its ends (the notes are not one line in any format); in
 * a .jpz its control characters and the line breaks and tabs at its
 * ends, which XML has no place for.
 */
static void
layout_losses(const struct xw_puzzle *p, const struct xw_format *f, int m,
    char *buf, size_t size, int *n)
{
	const char *v = p->meta[m];
	char what[64];
	unsigned lost;

	if (v == NULL || *v == '\0')
		return;
	if (f == &jpz) {
		lost = xw_jpz_text_lost(v, 0);
		snprintf(what, sizeof(what), "the control characters in %s",
		    meta_names[m]);
		if (lost & XW_JPZ_LOST_CONTROL)
			add_loss(buf, size, n, what);
		snprintf(what, sizeof(what), "the line breaks and tabs at the "
		    "ends of %s", meta_names[m]);
		if (lost & XW_JPZ_LOST_BREAKS)
			add_loss(buf, size, n, what);
		return;
	}
	if ((f->holds & XW_HOLDS_META_LINES) || m == XW_META_NOTES)
		return;
	lost = one_line_lost(v);
	snprintf(what, sizeof(what), "the line breaks and tabs in %s",
	    meta_names[m]);
	if (lost & LINE_BREAKS)
		add_loss(buf, size, n, what);
	snprintf(what, sizeof(what), "the spaces around %s", meta_names[m]);
	if (lost & LINE_ENDS)
		add_loss(buf, size, n, what);
}

/* The keys under which xwtools keeps what a reader found and the model
   has no place for; kept_losses says what of them a format leaves out. */
static const char *const kept_keys[] = {
	"com.xwtools:puz", "com.xwtools:xd", "com.xwtools:pzzl",
	"com.xwtools:brainsonly", "com.xwtools:jpz"
};

/* Whether top-level key k of an ipuz document is a field beyond the model
   and the facts xwtools keeps. */
static int
beyond_model(const char *k)
{
	size_t i;

	if (xw_ipuz_model_key(k))
		return 0;
	for (i = 0; i < sizeof(kept_keys) / sizeof(kept_keys[0]); i++)
		if (strcmp(k, kept_keys[i]) == 0)
			return 0;
	return 1;
}

/* The names a list of fields or styles shows; the rest are counted. */
#define NAMES_SHOWN	6

/* A list of names being said: the first NAMES_SHOWN whole, the rest
   counted. */
struct said {
	char text[NAMES_SHOWN * (2 * XW_SHOWN_SIZE(40) + 8)];
	size_t n;
};

/* Add pre, a[0..an) cut to 40 characters, then mid and b (NULL: none)
   cut so too, to l. */
static void
said_add(struct said *l, const char *pre, const char *a, size_t an,
    const char *mid, const char *b)
{
	char sa[XW_SHOWN_SIZE(40)], sb[XW_SHOWN_SIZE(40)];
	size_t len = strlen(l->text);

	if (l->n++ >= NAMES_SHOWN)
		return;
	snprintf(l->text + len, sizeof(l->text) - len, "%s%s%s%s%s",
	    len > 0 ? ", " : "", pre, xw_utf8_shown(a, an, 40, sa, sizeof(sa)),
	    b != NULL ? mid : "", b != NULL ? xw_utf8_shown(b, strlen(b), 40,
	    sb, sizeof(sb)) : "");
}

/* "one a" or "many a, b and 3 more", of l, in out. */
static void
said_text(const struct said *l, const char *one, const char *many,
    char *out, size_t size)
{
	snprintf(out, size, "%s %s", l->n > 1 ? many : one, l->text);
	if (l->n > NAMES_SHOWN)
		snprintf(out + strlen(out), size - strlen(out),
		    " and %zu more", l->n - NAMES_SHOWN);
}

/* The same as a loss, when l names any, then of_one or of_many as it
   names one or more ("clue 1-across has no text"). */
static void
said_as(const struct said *l, const char *one, const char *many,
    const char *of_one, const char *of_many, char *buf, size_t size, int *n)
{
	char what[sizeof(l->text) + 160];

	if (l->n == 0)
		return;
	said_text(l, one, many, what, sizeof(what));
	snprintf(what + strlen(what), sizeof(what) - strlen(what), "%s",
	    l->n > 1 ? of_many : of_one);
	add_loss(buf, size, n, what);
}

/* The same as a loss, when l names any. */
static void
said_loss(const struct said *l, const char *one, const char *many,
    char *buf, size_t size, int *n)
{
	said_as(l, one, many, "", "", buf, size, n);
}

/*
 * "the ipuz <what>s a, b and 3 more" as a loss, of the n names beyond the
 * model, the first of which are names[0..min(n, NAMES_SHOWN)), each cut
 * to 40 characters: a document may hold any number of keys, of any
 * length. Nothing for none.
 */
static void
say_names(char *buf, size_t size, int *lost, const char *what,
    const char **names, size_t n)
{
	struct said l = { "", 0 };
	char one[64], many[64];
	size_t i;

	for (i = 0; i < n && i < NAMES_SHOWN; i++)
		said_add(&l, "", names[i], strlen(names[i]), "", NULL);
	l.n = n;
	snprintf(one, sizeof(one), "the ipuz %s", what);
	snprintf(many, sizeof(many), "the ipuz %ss", what);
	said_loss(&l, one, many, buf, size, lost);
}

/* The fields of p's ipuz document beyond the model, as a loss ("the ipuz
   field x"). */
static void
field_losses(const struct xw_puzzle *p, char *buf, size_t size, int *lost)
{
	const char *names[NAMES_SHOWN];
	size_t n = 0;

	if (p->doc == NULL)
		return;
	json_object_object_foreach(p->doc, key, v) {
		(void)v;
		if (!beyond_model(key))
			continue;
		if (n < NAMES_SHOWN)
			names[n] = key;
		n++;
	}
	say_names(buf, size, lost, "field", names, n);
}

/* Add name to names[0..*n) unless it is there, while they are fewer
   than cap. */
static void
add_name(const char **names, size_t *n, size_t cap, const char *name)
{
	size_t i;

	for (i = 0; i < *n && strcmp(names[i], name) != 0; i++)
		;
	if (i == *n && *n < cap)
		names[(*n)++] = name;
}

/* The names of the members of object o that the ipuz reader does not
   read into the model as a member of what (xw_ipuz_member_read), added
   to names[0..*n) as add_name does; but a "cell" equal to number, the
   puzzle grid's cell at the same place, which every format keeps (a
   solution cell of crosswords.js: {"value": "O", "cell": 1}). */
static void
add_unread(json_object *o, const char *what, json_object *number,
    const char **names, size_t *n, size_t cap)
{
	if (!json_object_is_type(o, json_type_object))
		return;
	json_object_object_foreach(o, k, v) {
		if (xw_ipuz_member_read(what, k) || (number != NULL &&
		    strcmp(k, "cell") == 0 && json_object_equal(v, number)))
			continue;
		add_name(names, n, cap, k);
	}
}

/* The cell at row r, column c of grid rows of p's document, when it is
   an object, within p's width and height; NULL otherwise. */
static json_object *
doc_cell(const struct xw_puzzle *p, json_object *rows, size_t r, size_t c)
{
	json_object *row, *cell;

	if (r >= (size_t)p->height || c >= (size_t)p->width ||
	    !json_object_is_type(rows, json_type_array) ||
	    r >= json_object_array_length(rows))
		return NULL;
	row = json_object_array_get_idx(rows, r);
	if (!json_object_is_type(row, json_type_array) ||
	    c >= json_object_array_length(row))
		return NULL;
	cell = json_object_array_get_idx(row, c);
	return json_object_is_type(cell, json_type_object) ? cell : NULL;
}

/* The puzzle grid's cell at row r, column c, the "cell" of an object:
   its number, label or marker; NULL for none. */
static json_object *
puzzle_number(const struct xw_puzzle *p, json_object *rows, size_t r,
    size_t c)
{
	json_object *cell = doc_cell(p, rows, r, c), *row;

	if (cell != NULL)
		return json_object_object_get_ex(cell, "cell", &cell) ?
		    cell : NULL;
	if (rows == NULL || r >= json_object_array_length(rows) ||
	    (row = json_object_array_get_idx(rows, r)) == NULL ||
	    !json_object_is_type(row, json_type_array) ||
	    c >= json_object_array_length(row))
		return NULL;
	return json_object_array_get_idx(row, c);
}

/*
 * The members of the cells' ipuz styles beyond the model (a mark in a
 * corner, a picture behind a cell), as a loss ("the ipuz cell style
 * imagebg").
 */
static void
style_losses(const struct xw_puzzle *p, char *buf, size_t size, int *lost)
{
	json_object *rows, *cell, *style, *named;
	const char *keys[64];
	size_t nkeys = 0, i, w = (size_t)p->width;

	if (p->doc == NULL ||
	    !json_object_object_get_ex(p->doc, "puzzle", &rows))
		return;
	for (i = 0; i < w * (size_t)p->height; i++) {
		if ((cell = doc_cell(p, rows, i / w, i % w)) == NULL ||
		    !json_object_object_get_ex(cell, "style", &style))
			continue;
		if (json_object_is_type(style, json_type_string) &&
		    json_object_object_get_ex(p->doc, "styles", &named) &&
		    json_object_object_get_ex(named,
		    json_object_get_string(style), &style) == 0)
			continue;
		if (!json_object_is_type(style, json_type_object))
			continue;
		json_object_object_foreach(style, k, v) {
			if (!xw_ipuz_style_held(k, v, &p->cells[i]))
				add_name(keys, &nkeys, sizeof(keys) /
				    sizeof(keys[0]), k);
		}
	}
	say_names(buf, size, lost, "cell style", keys, nkeys);
}

/*
 * The members of the ipuz dimensions, and of the cell objects of the
 * puzzle, solution and saved grids, that the reader does not read (a
 * depth, a note on a cell, a solution cell's style), as losses ("the
 * ipuz cell field org.example:note"): each name once, however many
 * cells have it.
 */
static void
member_losses(const struct xw_puzzle *p, char *buf, size_t size, int *lost)
{
	static const char *const grids[][2] = {
		{ "puzzle", "cell field" },
		{ "solution", "solution cell field" },
		{ "saved", "saved cell field" }
	};
	json_object *v, *rows = NULL;
	const char *keys[64];
	size_t nkeys = 0, g, i, w = (size_t)p->width;

	if (p->doc == NULL)
		return;
	if (json_object_object_get_ex(p->doc, "dimensions", &v))
		add_unread(v, "dimensions", NULL, keys, &nkeys,
		    sizeof(keys) / sizeof(keys[0]));
	say_names(buf, size, lost, "dimensions field", keys, nkeys);
	json_object_object_get_ex(p->doc, "puzzle", &rows);
	for (g = 0; g < sizeof(grids) / sizeof(grids[0]); g++) {
		nkeys = 0;
		if (!json_object_object_get_ex(p->doc, grids[g][0], &v))
			continue;
		for (i = 0; i < w * (size_t)p->height; i++)
			add_unread(doc_cell(p, v, i / w, i % w), grids[g][0],
			    g > 0 ? puzzle_number(p, rows, i / w, i % w) :
			    NULL, keys, &nkeys, sizeof(keys) / sizeof(keys[0]));
		say_names(buf, size, lost, grids[g][1], keys, nkeys);
	}
}

/* Whether member k of the ipuz clue object o is held by every format:
   its number (or label when it has none), text, enumeration, answer,
   cells, the entries it goes on in ("continued", or "numbers"). A label
   beside a number only ipuz writes. */
static int
clue_key_held(const char *k, json_object *o)
{
	static const char *const held[] = { "number", "numbers", "clue",
	    "enumeration", "answer", "cells", "continued" };
	size_t i;

	for (i = 0; i < sizeof(held) / sizeof(held[0]); i++)
		if (strcmp(k, held[i]) == 0)
			return 1;
	return strcmp(k, "label") == 0 &&
	    !json_object_object_get_ex(o, "number", NULL) &&
	    !json_object_object_get_ex(o, "numbers", NULL);
}

/*
 * The members of the ipuz clue objects beyond the model (hints, see,
 * references, an image), as a loss ("the ipuz clue field hints").
 */
static void
clue_losses(const struct xw_puzzle *p, char *buf, size_t size, int *lost)
{
	json_object *clues, *clue;
	const char *keys[64];
	size_t nkeys = 0, i;

	if (p->doc == NULL ||
	    !json_object_object_get_ex(p->doc, "clues", &clues) ||
	    !json_object_is_type(clues, json_type_object))
		return;
	json_object_object_foreach(clues, name, list) {
		(void)name;
		if (!json_object_is_type(list, json_type_array))
			continue;
		for (i = 0; i < json_object_array_length(list); i++) {
			clue = json_object_array_get_idx(list, i);
			if (!json_object_is_type(clue, json_type_object))
				continue;
			json_object_object_foreach(clue, key, v) {
				(void)v;
				if (!clue_key_held(key, clue))
					add_name(keys, &nkeys, sizeof(keys) /
					    sizeof(keys[0]), key);
			}
		}
	}
	say_names(buf, size, lost, "clue field", keys, nkeys);
}

/*
 * What of the facts a .puz reader kept (ipuz(5)) is the file's own data,
 * which a format other than .puz leaves out: the timer, the marks of
 * checked and revealed squares, unknown sections. The rest (the version,
 * reserved bytes, the rebus table's keys, what the model rebuilds) is
 * how the file was laid out, which another format lays out its own way.
 */
static void
puz_kept_losses(const struct xw_puzzle *p, char *buf, size_t size, int *n)
{
	json_object *kept = xw_puzzle_field(p, "com.xwtools:puz"), *list, *o;
	struct said other = { "", 0 };
	const char *code;
	size_t i;
	int timer = 0, marks = 0;

	if (kept == NULL || !json_object_object_get_ex(kept, "sections",
	    &list) || !json_object_is_type(list, json_type_array))
		return;
	for (i = 0; i < json_object_array_length(list); i++) {
		o = json_object_array_get_idx(list, i);
		if (!json_object_is_type(o, json_type_object) ||
		    !json_object_object_get_ex(o, "code", NULL) ||
		    !json_object_object_get_ex(o, "data", NULL))
			continue;
		if ((code = json_object_get_string(json_object_object_get(o,
		    "code"))) == NULL)
			continue;
		if (strcmp(code, "LTIM") == 0)
			timer = 1;
		else if (strcmp(code, "GEXT") == 0)
			marks = 1;
		/* A GRBS or RTBL with data is the rebus of a solution the
		   file lacks, which the model lacks too. */
		else if (strcmp(code, "GRBS") != 0 &&
		    strcmp(code, "RTBL") != 0)
			said_add(&other, "", code, strlen(code), "", NULL);
	}
	if (timer)
		add_loss(buf, size, n, "the .puz timer (LTIM)");
	if (marks)
		add_loss(buf, size, n,
		    "the .puz marks of checked and revealed squares (GEXT)");
	said_loss(&other, "the .puz section", "the .puz sections", buf, size,
	    n);
}

/* The cells an .xd file gave a dark-mode background (## Design's
   background-dark), which ipuz has no place for, as a loss. */
static void
xd_dark_losses(json_object *kept, char *buf, size_t size, int *n)
{
	json_object *dark;
	char said[64];
	int cells;

	if (!json_object_object_get_ex(kept, "background-dark", &dark) ||
	    !json_object_is_type(dark, json_type_object) ||
	    (cells = json_object_object_length(dark)) == 0)
		return;
	snprintf(said, sizeof(said), "the .xd background-dark colours (%d "
	    "cell%s)", cells, cells == 1 ? "" : "s");
	add_loss(buf, size, n, said);
}

/*
 * What of the facts an .xd reader kept (ipuz(5)) is the file's own data,
 * which a format other than .xd leaves out: metadata with a value (not
 * "Description: N/A"), the ^ lines of clues, unknown sections. A
 * SplitCharacter is named as the rest: the word breaks of the answers
 * written with it go with it; dark-mode backgrounds. Rebus keys and
 * Cluegroup letters say how .xd wrote what the model holds.
 */
static void
xd_kept_losses(const struct xw_puzzle *p, char *buf, size_t size, int *n)
{
	json_object *kept = xw_puzzle_field(p, "com.xwtools:xd"), *v, *pair;
	struct said meta = { "", 0 }, lines = { "", 0 }, secs = { "", 0 };
	const char *k, *val, *line;
	size_t i, vn;

	if (kept == NULL || !json_object_is_type(kept, json_type_object))
		return;
	if (json_object_object_get_ex(kept, "meta", &v) &&
	    json_object_is_type(v, json_type_array))
		for (i = 0; i < json_object_array_length(v); i++) {
			pair = json_object_array_get_idx(v, i);
			if (!json_object_is_type(pair, json_type_array) ||
			    json_object_array_length(pair) != 2)
				continue;
			k = json_object_get_string(
			    json_object_array_get_idx(pair, 0));
			val = json_object_get_string(
			    json_object_array_get_idx(pair, 1));
			if (k == NULL || val == NULL)
				continue;
			vn = strlen(val);
			val = xw_trim(val, &vn);
			if (vn == 0 || (xw_word_is(k, strlen(k),
			    "description") && xw_word_is(val, vn, "N/A")))
				continue;
			said_add(&meta, "", k, strlen(k), "", NULL);
		}
	if (json_object_object_get_ex(kept, "cluemeta", &v) &&
	    json_object_is_type(v, json_type_object)) {
		json_object_object_foreach(v, id, list) {
			if (!json_object_is_type(list, json_type_array))
				continue;
			for (i = 0; i < json_object_array_length(list); i++) {
				line = json_object_get_string(
				    json_object_array_get_idx(list, i));
				if (line != NULL)
					said_add(&lines, "^", line,
					    strcspn(line, ":"), " of ", id);
			}
		}
	}
	if (json_object_object_get_ex(kept, "sections", &v) &&
	    json_object_is_type(v, json_type_array))
		for (i = 0; i < json_object_array_length(v); i++) {
			pair = json_object_array_get_idx(v, i);
			if (json_object_is_type(pair, json_type_array) &&
			    (k = json_object_get_string(
			    json_object_array_get_idx(pair, 0))) != NULL)
				said_add(&secs, "## ", k, strlen(k), "", NULL);
		}
	said_loss(&meta, "the .xd metadata", "the .xd metadata", buf, size, n);
	said_loss(&lines, "the .xd clue metadata", "the .xd clue metadata",
	    buf, size, n);
	said_loss(&secs, "the .xd section", "the .xd sections", buf, size, n);
	xd_dark_losses(kept, buf, size, n);
}

/*
 * Add to buf what of the cells of a .jpz, kept for its writer (ipuz(5)),
 * what (XW_JPZ_KEPT_*) names: pictures, top-right numbers, foreground
 * colours, each with the count of cells that have one.
 */
static void
jpz_kept_losses(const struct xw_puzzle *p, unsigned what, char *buf,
    size_t size, int *n)
{
	static const struct {
		unsigned bit;
		const char *key, *name;
	} kinds[] = {
		{ XW_JPZ_KEPT_PICTURES, "background-picture",
		  "the .jpz cell pictures" },
		{ XW_JPZ_KEPT_TOP_RIGHT, "top-right-number",
		  "the .jpz top-right numbers" },
		{ XW_JPZ_KEPT_COLOURS, "foreground-color",
		  "the .jpz foreground colours" }
	};
	json_object *kept = xw_puzzle_field(p, "com.xwtools:jpz"), *cells;
	char said[96];
	size_t i, count;

	if (kept == NULL || !json_object_object_get_ex(kept, "cells",
	    &cells) || !json_object_is_type(cells, json_type_object))
		return;
	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		if (!(what & kinds[i].bit))
			continue;
		count = 0;
		json_object_object_foreach(cells, k, cell) {
			(void)k;
			count += json_object_is_type(cell, json_type_object) &&
			    json_object_object_get_ex(cell, kinds[i].key, NULL);
		}
		snprintf(said, sizeof(said), "%s (%zu cell%s)", kinds[i].name,
		    count, count == 1 ? "" : "s");
		if (count > 0)
			add_loss(buf, size, n, said);
	}
}

int
xw_jpz_kept_losses(const struct xw_puzzle *p, unsigned what, char *buf,
    size_t size)
{
	char none[1];
	int n = 0;

	/* Size 0: the count alone, as xw_format_losses. */
	if (size == 0) {
		buf = none;
		size = sizeof(none);
	}
	buf[0] = '\0';
	jpz_kept_losses(p, what, buf, size, &n);
	return n;
}

/* What of the facts kept for the writers of other formats f leaves out
   (the writer of their own format gives them back). */
static void
kept_losses(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size, int *n)
{
	if (f != &puz)
		puz_kept_losses(p, buf, size, n);
	if (f != &xd)
		xd_kept_losses(p, buf, size, n);
	if (f != &jpz)
		jpz_kept_losses(p, XW_JPZ_KEPT_ALL, buf, size, n);
}

/*
 * What of the text of the clues f leaves out: a .jpz leaves out control
 * characters and squeezes a run of white space with a tab or line break
 * in it (layout in XML) to one space, or none at the ends; an .xd clue is
 * one line, whose line breaks and tabs become spaces and whose spaces at
 * the ends go. A .puz clue is one line too, its line breaks spaces as
 * ipuz-render shows them, and unsaid as before.
 */
static void
clue_text_losses(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size, int *n)
{
	struct said control = { "", 0 }, breaks = { "", 0 }, ends = { "", 0 };
	char name[XW_SLOT_NAME_SIZE];
	const struct xw_clue *clue;
	unsigned lost, ctl, brk, end;
	size_t i, j;

	if (f != &jpz && f != &xd)
		return;
	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			if (clue->text == NULL || *clue->text == '\0')
				continue;
			if (f == &jpz) {
				lost = xw_jpz_text_lost(clue->text, 1);
				ctl = lost & XW_JPZ_LOST_CONTROL;
				brk = lost & XW_JPZ_LOST_BREAKS;
				end = 0;
			} else {
				lost = one_line_lost(clue->text);
				ctl = lost & LINE_CONTROL;
				brk = lost & LINE_BREAKS;
				end = lost & LINE_ENDS;
			}
			xw_clue_name(&p->lists[i], clue, name, sizeof(name));
			if (ctl)
				said_add(&control, "", name, strlen(name), "",
				    NULL);
			if (brk)
				said_add(&breaks, "", name, strlen(name), "",
				    NULL);
			if (end)
				said_add(&ends, "", name, strlen(name), "",
				    NULL);
		}
	said_loss(&control, "the control characters in clue",
	    "the control characters in clues", buf, size, n);
	said_loss(&breaks, "the line breaks and tabs in clue",
	    "the line breaks and tabs in clues", buf, size, n);
	said_loss(&ends, "the spaces around clue", "the spaces around clues",
	    buf, size, n);
}

/*
 * Blocks in the saved grid at white cells: a format that holds a
 * solver's entries has a block for none, but for the one a diagramless
 * solver places, which .puz keeps (ipuz keeps all, and is not asked).
 */
static void
saved_block_losses(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size, int *n)
{
	const unsigned diagramless = XW_HOLDS_SAVED | XW_HOLDS_DIAGRAMLESS;
	size_t i, cells = 0, first = 0;
	char what[160];

	if ((f->holds & diagramless) == diagramless &&
	    xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS))
		return;
	for (i = 0; i < (size_t)p->width * p->height; i++)
		if (p->cells[i].kind == XW_CELL_LETTER &&
		    (p->cells[i].mismatch & XW_CHANGED_SAVED) && cells++ == 0)
			first = i;
	if (cells == 0)
		return;
	snprintf(what, sizeof(what), "the saved grid's blocks at white "
	    "cells (%zu cell%s, first r%zuc%zu)", cells, cells == 1 ? "" :
	    "s", first / (size_t)p->width + 1, first % (size_t)p->width + 1);
	add_loss(buf, size, n, what);
}

/*
 * The grid's own labels, when f numbers every grid the standard way: the
 * cells whose label is not the number standard numbering gives them, an
 * entry left unlabelled by a grid that labels its cells ("gaps") too. A
 * coded grid's labels are its code, which "the coded kind" names.
 */
static void
label_losses(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size, int *n)
{
	const struct xw_cell *cell;
	char num[XW_ITOA_SIZE], what[128];
	size_t i, cells = 0, first = 0;

	if ((f->holds & XW_HOLDS_LABELS) || !xw_grid_labelled(p) ||
	    xw_puzzle_is_kind(p, XW_KIND_CODED))
		return;
	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		if (cell->kind != XW_CELL_LETTER || (cell->label == NULL ?
		    cell->number == 0 : cell->number > 0 &&
		    strcmp(cell->label, xw_itoa(cell->number, num)) == 0))
			continue;
		if (cells++ == 0)
			first = i;
	}
	if (cells == 0)
		return;
	snprintf(what, sizeof(what), "the grid's own labels (%zu cell%s "
	    "where standard numbering differs, first r%zuc%zu)", cells,
	    cells == 1 ? "" : "s", first / (size_t)p->width + 1,
	    first % (size_t)p->width + 1);
	add_loss(buf, size, n, what);
}

/* What a clue's answer says beside its cells' solutions. */
enum answer_says {
	ANSWER_NOTHING,		/* it spells them, in any case */
	ANSWER_BREAKS,		/* their word breaks: "IT'S" on I T S */
	ANSWER_MORE		/* other letters, or it has no cells */
};

/*
 * What a clue's answer says that a format without answers loses when it
 * leaves it out: its word breaks, spaces and punctuation, are what
 * ipuz-render's key shows of one that spells the cells (persona19 F2).
 */
static enum answer_says
answer_beyond_grid(const struct xw_puzzle *p, const struct xw_clue *clue)
{
	char *grid, *a = NULL, *b = NULL, *bare;
	enum answer_says says;
	const char *s;
	size_t n;

	if (clue->answer == NULL || *clue->answer == '\0')
		return ANSWER_NOTHING;
	if (clue->ncells == 0 || (grid = xw_clue_cells_answer(p, clue)) == NULL)
		return ANSWER_MORE;
	a = xw_word_normalize(clue->answer);
	b = xw_word_normalize(grid);
	if (a == NULL || b == NULL || strcmp(a, b) != 0)
		says = ANSWER_MORE;
	else {
		/* Blanks around it are no break (regress20 F6). */
		n = strlen(clue->answer);
		s = xw_trim(clue->answer, &n);
		bare = xw_estrndup(s, n);
		says = xw_utf8_caseeq(bare, grid) ? ANSWER_NOTHING :
		    ANSWER_BREAKS;
		free(bare);
	}
	free(a);
	free(b);
	free(grid);
	return says;
}

/*
 * The word breaks of the answers that spell their cells, when f holds no
 * answers and says none left out otherwise (found): how many, and the
 * first, as "the word breaks of clue answers (2 clues, first 1-down
 * IT'S)".
 */
static void
answer_break_losses(const struct xw_puzzle *p, const struct xw_format *f,
    unsigned found, char *buf, size_t size, int *n)
{
	char name[XW_SLOT_NAME_SIZE], shown[XW_SHOWN_SIZE(40)];
	char what[sizeof(name) + sizeof(shown) + 80];
	const struct xw_clue *clue, *first = NULL;
	size_t i, j, clues = 0;

	if ((f->holds & XW_HOLDS_ANSWERS) || (found & XW_HOLDS_ANSWERS))
		return;
	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			if (answer_beyond_grid(p, clue) != ANSWER_BREAKS)
				continue;
			if (clues++ == 0) {
				first = clue;
				xw_clue_name(&p->lists[i], clue, name,
				    sizeof(name));
			}
		}
	if (clues == 0)
		return;
	xw_utf8_shown(first->answer, strlen(first->answer), 40, shown,
	    sizeof(shown));
	if (clues == 1)
		snprintf(what, sizeof(what), "the word breaks of a clue "
		    "answer (%s %s)", name, shown);
	else
		snprintf(what, sizeof(what), "the word breaks of clue "
		    "answers (%zu clues, first %s %s)", clues, name, shown);
	add_loss(buf, size, n, what);
}

/*
 * The labels of the Across and Down lists ("Across:Waagerecht"), when f
 * has no place for them: its lists are Across and Down, or none.
 */
static void
list_label_losses(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size, int *n)
{
	struct said l = { "", 0 };
	char what[sizeof(l.text) + 64];
	const char *colon;
	size_t i;

	if (f->holds & XW_HOLDS_LIST_LABELS)
		return;
	for (i = 0; i < p->nlists; i++)
		if (p->lists[i].dir != XW_DIR_OTHER &&
		    (colon = strchr(p->lists[i].name, ':')) != NULL &&
		    colon[1] != '\0')
			said_add(&l, "", colon + 1, strlen(colon + 1), "",
			    NULL);
	if (l.n == 0)
		return;
	said_text(&l, "the list label", "the list labels", what,
	    sizeof(what));
	add_loss(buf, size, n, what);
}

/*
 * What of a list's name (not Across or Down: list_label_losses) a .jpz
 * title does not give back, its reader naming the lists again, in order,
 * from their titles and cells (xw_jpz_list_title, xw_jpz_list_name), a
 * number after a name another list has taken. In dirs, the direction of
 * a list written by its label, which is left out ("Zones" of
 * "Zones:Rows", read back as Clues:Rows; "Diagonal" of "Diagonal:Theme"
 * whose clues run along no one diagonal). In names, the whole name of
 * any other, which the title keeps but reads back otherwise, and in
 * backs each one's name read back ("Theme", read back as Clues:Theme;
 * "Clues:Rows", read back as Clues:Rows 2 after that Zones:Rows).
 */
static void
jpz_lists_back(const struct xw_puzzle *p, struct said *dirs,
    struct said *names, struct said *backs)
{
	struct xw_puzzle back = { 0 };
	const struct xw_cluelist *l;
	const char *title;
	char *read;
	size_t i;

	back.lists = xw_ecalloc(p->nlists + 1, sizeof(*back.lists));
	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		title = xw_jpz_list_title(l);
		read = xw_jpz_list_name(title, l);
		back.lists[i].name = xw_list_new_name(&back, read);
		back.nlists++;
		if (l->dir != XW_DIR_OTHER ||
		    strcmp(back.lists[i].name, l->name) == 0)
			;
		else if (title != l->name && strcmp(read, l->name) != 0)
			said_add(dirs, "", l->name, (size_t)(title - 1 -
			    l->name), " of ", l->name);
		else {
			said_add(names, "", l->name, strlen(l->name), "",
			    NULL);
			said_add(backs, "", back.lists[i].name,
			    strlen(back.lists[i].name), "", NULL);
		}
		free(read);
	}
	for (i = 0; i < back.nlists; i++)
		free(back.lists[i].name);
	free(back.lists);
}

/* The directions of jpz_lists_back, as a loss. */
static void
jpz_list_dir_losses(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size, int *n)
{
	struct said dirs = { "", 0 }, names = { "", 0 }, backs = { "", 0 };

	if (f != &jpz)
		return;
	jpz_lists_back(p, &dirs, &names, &backs);
	said_loss(&dirs, "the list direction", "the list directions", buf,
	    size, n);
}

/*
 * The names of jpz_lists_back, as a change: written as titles, they are
 * not left out, but come back as other names ("the list names Rows,
 * Winding, kept as titles, read back as Clues:Rows, Clues:Winding").
 */
static void
jpz_list_name_changes(const struct xw_puzzle *p, char *buf, size_t size,
    int *n)
{
	struct said dirs = { "", 0 }, names = { "", 0 }, backs = { "", 0 };
	char what[2 * sizeof(names.text) + 128];

	jpz_lists_back(p, &dirs, &names, &backs);
	if (names.n == 0)
		return;
	said_text(&names, "the list name", "the list names", what,
	    sizeof(what));
	snprintf(what + strlen(what), sizeof(what) - strlen(what), "%s%s",
	    names.n > 1 ? ", kept as titles, read back as " :
	    ", kept as a title, reads back as ", backs.text);
	if (backs.n > NAMES_SHOWN)
		snprintf(what + strlen(what), sizeof(what) - strlen(what),
		    " and %zu more", backs.n - NAMES_SHOWN);
	add_loss(buf, size, n, what);
}

/*
 * What of an acrostic's kinds f loses where it holds the acrostic kind:
 * a .jpz has one puzzle element, <coded> or <acrostic> (jpz_write.c), so
 * that a coded acrostic is written coded, its acrostic kind left out,
 * and an <acrostic> is read back an acrostic alone, its crossword kind
 * left out (an acrostic of Crossword Compiler is no crossword).
 */
static void
acrostic_kind_losses(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size, int *n)
{
	if (!(f->holds & XW_HOLDS_ACROSTIC) ||
	    !xw_puzzle_is_kind(p, XW_KIND_ACROSTIC))
		return;
	if ((f->holds & XW_HOLDS_CODED) && xw_puzzle_is_kind(p, XW_KIND_CODED))
		add_loss(buf, size, n, "the acrostic kind of a coded puzzle");
	else if (xw_puzzle_is_kind(p, XW_KIND_CROSSWORD))
		add_loss(buf, size, n, "the crossword kind of an acrostic");
}

/*
 * The kinds of p other than those the lines above name ("the cryptic
 * kind"), which f has no place for: its reader makes every puzzle a
 * crossword, or one of those. A mistyped kind, or one of another
 * publisher, is so named ("the ipuz kind http://example.com/x#1"), once
 * however often it is listed; the crossword's own version is how the
 * file was laid out.
 */
static void
kind_losses(const struct xw_puzzle *p, char *buf, size_t size, int *n)
{
	static const char *const named[] = { XW_KIND_CROSSWORD,
	    XW_KIND_CRYPTIC, XW_KIND_DIAGRAMLESS, XW_KIND_CODED,
	    XW_KIND_ACROSTIC };
	struct said other = { "", 0 };
	size_t i, j, k;

	for (i = 0; i < p->nkinds; i++) {
		for (j = 0; j < sizeof(named) / sizeof(named[0]) &&
		    !xw_kind_is(p->kinds[i], named[j]); j++)
			;
		/* A kind listed twice is one kind left out, named once. */
		for (k = 0; k < i && strcmp(p->kinds[k], p->kinds[i]) != 0;
		    k++)
			;
		if (j == sizeof(named) / sizeof(named[0]) && k == i)
			said_add(&other, "", p->kinds[i], strlen(p->kinds[i]),
			    "", NULL);
	}
	said_loss(&other, "the ipuz kind", "the ipuz kinds", buf, size, n);
}

int
xw_format_losses(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size)
{
	char what[80], tags[40];
	char none[1];
	unsigned found = 0;
	size_t i, j;
	int m, n = 0, shown = xw_puzzle_shows_enumerations(p);

	/* Size 0: the count alone, and not a byte written. */
	if (size == 0) {
		buf = none;
		size = sizeof(none);
	}
	buf[0] = '\0';
	if ((f->holds | XW_HOLDS_SCRAMBLED) == XW_HOLDS_ALL &&
	    f->meta == ~0UL) {
		if (!(f->holds & XW_HOLDS_SCRAMBLED) && xw_puz_scrambled(p))
			add_loss(buf, size, &n, "the scrambled solution");
		return n;
	}
	if (!(f->holds & XW_HOLDS_CRYPTIC) &&
	    xw_puzzle_is_kind(p, XW_KIND_CRYPTIC))
		add_loss(buf, size, &n, "the cryptic kind");
	if (!(f->holds & XW_HOLDS_DIAGRAMLESS) &&
	    xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS))
		add_loss(buf, size, &n, "the diagramless kind");
	/* .puz and .xd number every grid the standard way: the code goes. */
	if (!(f->holds & XW_HOLDS_CODED) && xw_puzzle_is_kind(p, XW_KIND_CODED))
		add_loss(buf, size, &n, "the coded kind");
	if (!(f->holds & XW_HOLDS_ACROSTIC) &&
	    xw_puzzle_is_kind(p, XW_KIND_ACROSTIC))
		add_loss(buf, size, &n, "the acrostic kind");
	acrostic_kind_losses(p, f, buf, size, &n);
	kind_losses(p, buf, size, &n);
	for (m = 0; m < XW_META_N; m++) {
		if (p->meta[m] == NULL || *p->meta[m] == '\0')
			continue;
		if (!(f->meta & (1UL << m))) {
			add_loss(buf, size, &n, meta_names[m]);
			continue;
		}
		if (!(f->holds & XW_HOLDS_META_MARKUP) &&
		    has_markup(p->meta[m])) {
			snprintf(what, sizeof(what), "the markup in %s",
			    meta_names[m]);
			add_loss(buf, size, &n, what);
		} else if ((f->holds & XW_HOLDS_META_MARKUP) &&
		    f->keeps_tag != NULL) {
			tags[0] = '\0';
			dropped_tags(f, p->meta[m], tags, sizeof(tags));
			snprintf(what, sizeof(what), "the tags %s in %s", tags,
			    meta_names[m]);
			if (tags[0] != '\0')
				add_loss(buf, size, &n, what);
		}
		layout_losses(p, f, m, buf, size, &n);
	}
	label_losses(p, f, buf, size, &n);
	saved_block_losses(p, f, buf, size, &n);
	list_label_losses(p, f, buf, size, &n);
	jpz_list_dir_losses(p, f, buf, size, &n);
	if (xw_puz_scrambled(p))
		found |= XW_HOLDS_SCRAMBLED;
	for (i = 0; i < (size_t)p->width * p->height; i++) {
		const struct xw_cell *c = &p->cells[i];

		if (c->kind != XW_CELL_LETTER) {
			/* .xd's Design and .puz have nothing for a block. */
			if (c->color != NULL || (c->style & XW_STYLE_SHADED))
				found |= XW_HOLDS_BLOCK_COLORS;
			continue;
		}
		if (c->value != NULL && *c->value != '\0')
			found |= XW_HOLDS_SAVED;
		if (c->given != NULL && *c->given != '\0')
			found |= XW_HOLDS_GIVEN;
		if ((c->style & XW_STYLE_CIRCLE) ||
		    (c->shape != NULL && strcmp(c->shape, "circle") == 0))
			found |= XW_HOLDS_CIRCLE;
		if ((c->style & XW_STYLE_SHADED) || c->color != NULL)
			found |= XW_HOLDS_SHADING;
		if (c->shape != NULL && strcmp(c->shape, "circle") != 0)
			found |= XW_HOLDS_SHAPES;
		if (c->alternatives != NULL && c->alternatives[0] != NULL)
			found |= XW_HOLDS_ALTERNATIVES;
	}
	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++) {
			const struct xw_clue *clue = &p->lists[i].clues[j];

			if (clue->enumeration != NULL)
				found |= shown ? XW_HOLDS_ENUM :
				    XW_HOLDS_HIDDEN_ENUM;
			if (answer_beyond_grid(p, clue) == ANSWER_MORE)
				found |= XW_HOLDS_ANSWERS;
			if (clue->ncontinued > 0)
				found |= XW_HOLDS_CONTINUED;
			if (clue->text != NULL && has_markup(clue->text))
				found |= XW_HOLDS_CLUE_MARKUP;
			if (p->lists[i].dir != XW_DIR_OTHER &&
			    xw_clue_slot(p, p->lists[i].dir, clue) == NULL)
				found |= XW_HOLDS_ANY_CLUE;
		}
	found &= ~f->holds;
	for (i = 0; i < sizeof(losses) / sizeof(losses[0]); i++)
		if (found & losses[i].holds)
			add_loss(buf, size, &n, losses[i].what);
	answer_break_losses(p, f, found, buf, size, &n);
	/* Markup it holds, but not all of: the tags it leaves out. */
	tags[0] = '\0';
	for (i = 0; (f->holds & XW_HOLDS_CLUE_MARKUP) && f->keeps_tag != NULL &&
	    i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++)
			if (p->lists[i].clues[j].text != NULL)
				dropped_tags(f, p->lists[i].clues[j].text, tags,
				    sizeof(tags));
	if (tags[0] != '\0') {
		snprintf(what, sizeof(what), "the tags %s in the clues", tags);
		add_loss(buf, size, &n, what);
	}
	clue_text_losses(p, f, buf, size, &n);
	if (!(f->holds & XW_HOLDS_FIELDS)) {
		kept_losses(p, f, buf, size, &n);
		field_losses(p, buf, size, &n);
		member_losses(p, buf, size, &n);
		style_losses(p, buf, size, &n);
		clue_losses(p, buf, size, &n);
	}
	return n;
}

/*
 * The slots a .puz gives "-" for, as it has a clue for every slot: those
 * without a clue, or with an empty one unless the puzzle came from a
 * .puz (its empty clues stay empty). Named, as "-" reads back as a clue
 * and ipuz-check -l then no longer finds it missing.
 */
static void
puz_placeholders(const struct xw_puzzle *p, char *buf, size_t size, int *n)
{
	struct said none = { "", 0 };
	const struct xw_cluelist *l;
	const struct xw_slot *s;
	char *given = xw_ecalloc(p->nslots + 1, 1), name[XW_SLOT_NAME_SIZE];
	int from_puz = xw_puzzle_field(p, "com.xwtools:puz") != NULL;
	size_t i, j;

	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		for (j = 0; j < l->nclues; j++)
			if ((s = xw_clue_slot(p, l->dir, &l->clues[j])) != NULL &&
			    (from_puz || l->clues[j].text[0] != '\0'))
				given[s - p->slots] = 1;
	}
	for (i = 0; i < p->nslots; i++) {
		if (given[i])
			continue;
		xw_slot_name(NULL, p->slots[i].number, p->slots[i].dir, name,
		    sizeof(name));
		said_add(&none, "", name, strlen(name), "", NULL);
	}
	free(given);
	said_as(&none, "clue", "clues", " has no text and is '-' there, "
	    "read back as a clue", " have no text and are '-' there, read "
	    "back as clues", buf, size, n);
}

/*
 * The omitted cells a .puz gives '.', a block, which every reader numbers
 * as the grid does: ':', which xwtools once wrote there, is a letter to
 * other readers, and read back here a block is a block.
 */
static void
puz_omitted_blocks(const struct xw_puzzle *p, char *buf, size_t size, int *n)
{
	size_t i, cells = 0, first = 0;
	char what[160];

	if (xw_puz_omitted_byte(p) != '.')
		return;
	for (i = 0; i < (size_t)p->width * p->height; i++)
		if (p->cells[i].kind == XW_CELL_NULL && cells++ == 0)
			first = i;
	if (cells == 0)
		return;
	snprintf(what, sizeof(what), "%zu omitted cell%s (%sr%zuc%zu), which "
	    "a .puz has no place for, %s there, read back as %s", cells,
	    cells == 1 ? "" : "s", cells == 1 ? "" : "first ",
	    first / (size_t)p->width + 1, first % (size_t)p->width + 1,
	    cells == 1 ? "is a block" : "are blocks",
	    cells == 1 ? "a block" : "blocks");
	add_loss(buf, size, n, what);
}

/*
 * The Across and Down clues without text that an .xd writes as a line
 * without text, "A1.  ~ CAB", which its reader reads back as no clue
 * (ipuz-check -l then finds the entry without one). Named, as the .puz
 * writer names its '-'.
 */
static void
xd_no_clues(const struct xw_puzzle *p, char *buf, size_t size, int *n)
{
	struct said none = { "", 0 };
	char name[XW_SLOT_NAME_SIZE];
	const struct xw_clue *clue;
	size_t i, j;

	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			if (!xw_xd_reads_as_no_clue(p, &p->lists[i], clue))
				continue;
			xw_clue_name(&p->lists[i], clue, name, sizeof(name));
			said_add(&none, "", name, strlen(name), "", NULL);
		}
	said_as(&none, "clue", "clues", " has no text and is a line "
	    "without one there, read back as no clue", " have no text and "
	    "are lines without one there, read back as no clues", buf, size,
	    n);
}

int
xw_format_changes(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size)
{
	struct said markup = { "", 0 };
	char name[XW_SLOT_NAME_SIZE], what[sizeof(markup.text) + 64], none[1];
	const struct xw_clue *clue;
	size_t i, j;
	int n = 0;

	if (size == 0) {
		buf = none;
		size = sizeof(none);
	}
	buf[0] = '\0';
	/*
	 * A clue's own text that reads as .xd markup ("{/x/}") has no
	 * escape there: it is written as it is, and is markup read back.
	 */
	for (i = 0; f == &xd && i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			if (clue->text == NULL ||
			    !xw_xd_reads_as_markup(clue->text))
				continue;
			xw_clue_name(&p->lists[i], clue, name, sizeof(name));
			said_add(&markup, "", name, strlen(name), "", NULL);
		}
	if (markup.n > 0) {
		said_text(&markup, "the text of clue", "the text of clues",
		    what, sizeof(what));
		snprintf(what + strlen(what), sizeof(what) - strlen(what),
		    ", written as it is, comes back as markup");
		add_loss(buf, size, &n, what);
	}
	if (f == &puz) {
		puz_omitted_blocks(p, buf, size, &n);
		puz_placeholders(p, buf, size, &n);
	}
	if (f == &xd)
		xd_no_clues(p, buf, size, &n);
	if (f == &jpz)
		jpz_list_name_changes(p, buf, size, &n);
	return n;
}
