/* See LICENSE file for copyright and license details. */
#ifndef XW_FORMAT_H
#define XW_FORMAT_H

#include <stddef.h>

#include "puzzle.h"
#include "util.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Every tool reads and writes puzzles through here: one table, one row a
 * format, in the order formats are told from the bytes.
 *
 * How to add a format (common/textgrid.h, textgrid_read.c and
 * textgrid_write.c are the worked example, about 200 lines in all):
 *  1. Write common/<fmt>.h, where XW_FORMAT_READS(<fmt>) and, if it is
 *     written too, XW_FORMAT_WRITES(<fmt>) (format_priv.h) declare
 *     xw_<fmt>_sniff, xw_<fmt>_read and xw_<fmt>_write with the
 *     signatures of the struct xw_format members below; its comments
 *     say what is the format's own.
 *  2. Put the reader in common/<fmt>_read.c and the writer in
 *     common/<fmt>_write.c. A text format reads its lines with text.h
 *     (xw_text_utf8_lines for one in an old code page), an XML format
 *     its elements with xmlkit.h, and each reports faults with
 *     xw_line_fail or xw_seterr (code, file, line, column);
 *     a writer appends to the xw_buf it is given and fills e with
 *     XW_ERR_CANNOT_HOLD for a puzzle it cannot hold. A reader returns a
 *     puzzle numbered with xw_grid_number or xw_grid_label, keeping what
 *     the model has no place for in p->kept under "com.xwtools:<fmt>".
 *  3. Add its row, a FORMAT() line, to common/format.c, and the row to
 *     xw_formats[] there, whose order decides which sniff is asked
 *     first. The Makefile builds every .c file of common/; nothing else
 *     changes.
 *  4. Add t/unit/<fmt>_test.c (good files, each bad-input case with its
 *     code and message) and seeds under t/fuzz/corpus/.
 */

/*
 * Reading options: XW_READ_* flags and a .puz key. Key 0 is the real key
 * 0000, so a zeroed struct asks for it: start from XW_READ_OPTS_INIT,
 * what NULL options mean (no flags, XW_KEY_NONE).
 */
struct xw_read_opts {
	unsigned flags;
	int key;	/* unscramble a .puz: 0-9999, or XW_KEY_* */
};

#define XW_READ_OPTS_INIT	{ 0, XW_KEY_NONE }

enum {
	XW_READ_FORCE = 1,	/* read past a bad checksum, or a .puz clue
				   count or section lengths stored
				   big-endian, with a warning */
	XW_READ_STRICT = 2,	/* refuse what only lenient readers take, such
				   as JSON with comments (XW_ERR_SYNTAX), and
				   a value kept as written that breaks a rule
				   (XW_ERR_INVALID: an .xd Date: no date) */
	XW_READ_PLACES = 4	/* also where an .ipuz gives each cell's
				   solution (xw_cell_place), found by a
				   scan of the text */
};

enum {
	XW_KEY_NONE = -1,	/* read a scrambled .puz with its solution unknown */
	XW_KEY_FIND = -2	/* try every key; an unscrambled .puz reads as it is */
};

/* What a format holds beyond the grid, its solution and the clues. */
enum {
	XW_HOLDS_SAVED = 1,		/* the solver's entries */
	XW_HOLDS_GIVEN = 2,		/* given letters */
	XW_HOLDS_CIRCLE = 4,
	XW_HOLDS_SHADING = 8,		/* background colours */
	XW_HOLDS_ENUM = 16,		/* enumerations */
	XW_HOLDS_ANY_CLUE = 32,		/* clues for no slot of standard
					   numbering */
	XW_HOLDS_CRYPTIC = 64,		/* the cryptic kind */
	XW_HOLDS_DIAGRAMLESS = 128,	/* the diagramless kind */
	XW_HOLDS_ALTERNATIVES = 256,	/* other solutions a cell accepts */
	XW_HOLDS_SHAPES = 512,		/* background shapes but the circle */
	XW_HOLDS_SCRAMBLED = 1024,	/* the scrambled solution of a .puz
					   read without its key */
	XW_HOLDS_FIELDS = 2048,		/* ipuz fields beyond the model */
	XW_HOLDS_ANSWERS = 4096,	/* a clue's answer, beside the grid */
	XW_HOLDS_CONTINUED = 8192,	/* clues that go on in other entries */
	XW_HOLDS_CODED = 16384,		/* the coded kind, whose cell labels
					   are the code, not standard numbers */
	XW_HOLDS_BLOCK_COLORS = 32768,	/* background colours of blocks */
	XW_HOLDS_HIDDEN_ENUM = 65536,	/* enumerations not shown to the
					   solver (ipuz showenumerations) */
	XW_HOLDS_META_LINES = 131072,	/* metadata as written: line breaks,
					   tabs, spaces at its ends */
	XW_HOLDS_CLUE_MARKUP = 262144,	/* inline markup (<i>, <b>) in clues */
	XW_HOLDS_META_MARKUP = 524288,	/* and in the metadata */
	XW_HOLDS_LABELS = 1048576,	/* a grid's own labels, other than
					   standard numbering's */
	XW_HOLDS_LIST_LABELS = 2097152,	/* the labels of clue lists
					   ("Across:Waagerecht") */
	XW_HOLDS_ACROSTIC = 4194304	/* the acrostic kind, as a kind of
					   its own: without the crossword
					   kind, and (with XW_HOLDS_CODED)
					   not with the coded kind */
};
#define XW_HOLDS_ALL	0xffffffffU	/* everything: ipuz */

/* A row of the format table. */
struct xw_format {
	const char *name;	/* what -t takes: "ipuz" */
	const char *ext;	/* what a written file ends in: ".ipuz" */
	/* Whether buf[0..len) is in this format, from its bytes alone;
	   reads no byte past buf + len (buf need not end in a NUL). */
	int (*sniff)(const char *buf, size_t len);
	/* What sniff looks for, said as missing, for a file whose name says
	   this format and whose bytes do not: "no ACROSS&DOWN header". */
	const char *lacks;
	/* What sniff finds, said as what a file holds, for a file whose name
	   says another format: "an ipuz document". */
	const char *holds_what;
	/*
	 * Read buf[0..len) (NUL-terminated; name is for messages). Returns
	 * a numbered puzzle, or NULL with e filled (its code, name, and the
	 * line and column where they are known).
	 */
	struct xw_puzzle *(*read)(const char *buf, size_t len,
	    const char *name, const struct xw_read_opts *o,
	    struct xw_error *e);
	/*
	 * Append p in this format to out. Returns 0, or -1 with e filled
	 * (XW_ERR_CANNOT_HOLD) when it cannot hold p; NULL: read only.
	 */
	int (*write)(const struct xw_puzzle *p, struct xw_buf *out,
	    struct xw_error *e);
	unsigned holds;		/* XW_HOLDS_* */
	unsigned long meta;	/* 1 << XW_META_* of the metadata it holds */
	/*
	 * Of the markup it holds, whether it keeps the tag at tag ("<i>",
	 * '<' to '>': its attributes may tell); the writer leaves out the
	 * others, their text kept. NULL: every tag.
	 */
	int (*keeps_tag)(const char *tag);
};

/* The formats, in the order they are told from the bytes: xw_formats[0]
   to xw_formats[xw_nformats - 1]. */
extern const struct xw_format *const xw_formats[];
extern const size_t xw_nformats;

/* The format of buf[0..len), told from its bytes, never from a name;
   NULL when it is none of them. Reads no byte past buf + len: buf need
   not end in a NUL, as it must for xw_puzzle_read. */
const struct xw_format *xw_format_detect(const char *buf, size_t len);

/* The format called name ("puz"), in any case, as extensions are read;
   or NULL. */
const struct xw_format *xw_format_by_name(const char *name);

/* The written format whose extension path ends in (".xd", in any case),
   or NULL. Only the name after the last '/' counts, and a name that is
   the extension alone (".xd", "dir/.xd": a hidden file) has none. */
const struct xw_format *xw_format_by_ext(const char *path);

/*
 * The format a file's name says, as xw_puzzle_load reads it: that of the
 * one format whose extension it ends in, in any case; NULL for a name
 * that says nothing, or that says ".txt" or ".xml", which several
 * formats share. As for xw_format_by_ext, a hidden file named ".puz",
 * however the path to it is written, says nothing. A tool that writes a file checks its name by this, so
 * that what it writes can be read back.
 */
const struct xw_format *xw_format_of_name(const char *path);

/* The format xw_puzzle_read_as reads the file path holding buf[0..len)
   in when given its name's: that format, else the one its bytes say. */
const struct xw_format *xw_format_of_file(const char *path, const char *buf,
    size_t len);

/*
 * Read the puzzle in buf[0..len) (NUL-terminated; name is for messages)
 * in whatever format its bytes are; text in UTF-16 with a byte order
 * mark is read as the UTF-8 it stands for (XW_ERR_FORMAT, naming the
 * encoding, when it is not whole UTF-16). o may be NULL for the defaults.
 * When a fault was read past, warning (which may be NULL) says what it
 * was: a bad checksum, or a .puz clue count or section lengths stored
 * big-endian, because of XW_READ_FORCE (XW_ERR_CHECKSUM), or,
 * without XW_READ_STRICT, the first thing strict readers refuse
 * (XW_ERR_SYNTAX, with its line and column), or a value that breaks a
 * rule of the format, kept as written (XW_ERR_INVALID, at its line: an
 * .xd Date: that is no date); else its code is XW_ERR_NONE and its msg
 * "". Returns the puzzle (free it with
 * xw_puzzle_free), e untouched, even past a fault; or NULL with e filled.
 */
struct xw_puzzle *xw_puzzle_read(const char *buf, size_t len,
    const char *name, const struct xw_read_opts *o, struct xw_error *e,
    struct xw_error *warning);

/*
 * xw_puzzle_read, the bytes required to be in format f (NULL: any, as
 * xw_puzzle_read): bytes f does not take are refused with
 * XW_ERR_FORMAT, as in "not a .ipuz file (no JSON object)". For bytes
 * whose format is known beforehand, such as the members of a bundle.
 */
struct xw_puzzle *xw_puzzle_read_as(const char *buf, size_t len,
    const char *name, const struct xw_format *f,
    const struct xw_read_opts *o, struct xw_error *e,
    struct xw_error *warning);

/*
 * xw_puzzle_read on the file path (stdin for NULL or "-"). A name that
 * ends in the extension of one format alone (".puz", ".ipuz", ".jpz",
 * ".xd", in any case) says the format: bytes not in it are refused with
 * XW_ERR_FORMAT, as in "not a .puz file (no ACROSS&DOWN header)", and,
 * when another format takes them, what they hold and the name that reads
 * them: "...; it holds an ipuz document: name it a.ipuz". Other
 * names (".txt", which two formats share, none, stdin) say nothing.
 */
struct xw_puzzle *xw_puzzle_load(const char *path,
    const struct xw_read_opts *o, struct xw_error *e,
    struct xw_error *warning);

/* xw_puzzle_load of buf[0..len) (NUL-terminated), the bytes of the file
   path, read already; named in messages as xw_display_name(path). */
struct xw_puzzle *xw_puzzle_read_file(const char *path, const char *buf,
    size_t len, const struct xw_read_opts *o, struct xw_error *e,
    struct xw_error *warning);

/*
 * Append p in format f to out, numbering p first (xw_grid_number) when
 * its numbering is not its grid's. Returns 0, or -1 with e filled when f
 * cannot hold p or is read only (XW_ERR_CANNOT_HOLD), out then as it was.
 */
int xw_puzzle_write(const struct xw_puzzle *p, const struct xw_format *f,
    struct xw_buf *out, struct xw_error *e);

/*
 * What of p format f has no place for, as a list ("the editor, given
 * letters, shading") in buf, so a tool can warn before it is left out;
 * XW_LOSSES_SIZE bytes hold any list whole, one cut to buf's size names
 * fewer (those that fit whole; size 0 writes nothing). Returns how many
 * kinds of thing would be lost (0: nothing, buf ""). A text grid ("grid")
 * is the solution alone by design: of the rest, which it leaves out,
 * nothing is said; only a scrambled solution counts.
 */
#define XW_LOSSES_SIZE	8192
int xw_format_losses(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size);

/*
 * What of the cells of a .jpz, kept for its writer (ipuz(5)), is among
 * what: those of XW_JPZ_KEPT_* that p's cells have, listed in buf as
 * xw_format_losses lists ("the .jpz cell pictures (3 cells)"), so that
 * a tool that does not use them can say so. Returns how many kinds.
 */
#define XW_JPZ_KEPT_PICTURES	1u	/* <background-picture> */
#define XW_JPZ_KEPT_TOP_RIGHT	2u	/* top-right-number */
#define XW_JPZ_KEPT_COLOURS	4u	/* foreground-color */
#define XW_JPZ_KEPT_ALL		7u
int xw_jpz_kept_losses(const struct xw_puzzle *p, unsigned what, char *buf,
    size_t size);

/*
 * What of p format f writes but reads back as something else, as a list
 * ("the text of clue 1-down, written as it is, comes back as markup";
 * to a .puz, "clue 2-down has no text and is '-' there, read back
 * as a clue") in buf, as xw_format_losses lists, so a tool can warn of
 * it. Returns how many kinds of thing (0: none, buf "").
 */
int xw_format_changes(const struct xw_puzzle *p, const struct xw_format *f,
    char *buf, size_t size);

#ifdef __cplusplus
}
#endif

#endif
