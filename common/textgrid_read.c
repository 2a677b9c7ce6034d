/* See LICENSE file for copyright and license details. */
/*
 * The text grid reader: the worked example of a format module (see
 * format.h). One row a line, '#' a block, '.' an empty white cell, a
 * letter a white cell holding it, letters in brackets ([STAR]) a cell
 * holding them all (a rebus); blank lines are passed over.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "text.h"
#include "textgrid.h"
#include "utf8.h"
#include "util.h"

/*
 * xw_utf8_letter of the letter at s, with the stress mark on it
 * (xw_utf8_stress: мука́) passed over, as the word lists do. A variation
 * selector after it is not part of it: no letter of a word list has one,
 * so the selector is a cell of its own, refused.
 */
static size_t
grid_letter(const char *s, size_t n, uint32_t *cp)
{
	size_t len = xw_utf8_letter(s, n, cp);

	if (len == 0)
		return 0;
	len -= xw_utf8_selectors(s, len);
	return len + xw_utf8_stress(s + len, n - len, *cp);
}

/* The bytes of the letters and digits at the start of s[0..n). */
static size_t
alnum_span(const char *s, size_t n)
{
	size_t k, cl;
	uint32_t cp;

	for (k = 0; k < n; k += cl)
		if ((cl = grid_letter(s + k, n - k, &cp)) == 0 ||
		    !xw_isalnum(cp))
			break;
	return k;
}

/*
 * The length of the rebus cell at s, '[', letters and ']', or 0 when s
 * holds none.
 */
static size_t
rebus_cell(const char *s, size_t n)
{
	size_t k;

	if (n < 3 || *s != '[')
		return 0;
	k = 1 + alnum_span(s + 1, n - 1);
	return k < n && k > 1 && s[k] == ']' ? k + 1 : 0;
}

/*
 * The code point of the cell at s, its length in *cl; 0 when not one.
 * A rebus cell is '['.
 */
static uint32_t
cell_char(const char *s, size_t n, size_t *cl)
{
	uint32_t cp;

	if ((*cl = rebus_cell(s, n)) > 0)
		return '[';
	if ((*cl = grid_letter(s, n, &cp)) == 0)
		return 0;
	if (cp == '#' || cp == '.' || xw_isalnum(cp))
		return cp;
	return 0;
}

/*
 * The letter at s of a script grids do not hold (Armenian Ա), or 0: a
 * cell, to the sniff, that the reader names.
 */
static uint32_t
untaken_cell(const char *s, size_t n)
{
	uint32_t cp;

	return xw_utf8_letter(s, n, &cp) > 0 && xw_untaken_letter(cp) ? cp :
	    0;
}

/*
 * The combining mark at s that composes no letter with the cell before
 * it (B and U+0301), or 0: no cell, to the sniff, but what the reader
 * names.
 */
static uint32_t
stray_mark(const char *s, size_t n)
{
	uint32_t cp;

	return xw_utf8_decode(s, n, &cp) > 0 && xw_is_mark(cp) ? cp : 0;
}

/*
 * The combining mark after the letters of the rebus cell opened at s
 * ("[B" and U+0301), or NULL.
 */
static const char *
rebus_mark(const char *s, size_t n)
{
	size_t k;

	if (n == 0 || *s != '[')
		return NULL;
	k = 1 + alnum_span(s + 1, n - 1);
	return stray_mark(s + k, n - k) ? s + k : NULL;
}

/* Whether s[0..n) is blanks only: a row's end, not .xd's "## Metadata". */
static int
trailing_blanks(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	return i == n;
}

/*
 * Whether s, not a cell, is a character that stands for an empty cell
 * elsewhere: wordfind's '?', or the '_' and '-' of notes and other
 * programs. A row of letters with one is a grid typed with the wrong
 * character for an empty cell, which the reader names; a word list,
 * prose, an .xd file, are no rows of cells.
 */
static int
empty_cell_slip(const char *s)
{
	return *s == '?' || *s == '_' || *s == '-';
}

/* Whether s[0..n) holds a block or a dot. */
static int
has_mark(const char *s, size_t n)
{
	return memchr(s, '#', n) != NULL || memchr(s, '.', n) != NULL;
}

/*
 * Whether first row s[0..n), with a blank at i, reads as a heading, .xd's
 * "## Metadata" or a note's "# Grid": blocks up to the blank, and no
 * block or dot after it. A row with a dot, or a cell but a block, before
 * its blank is a grid with blanks between its cells (". . ."), which
 * the reader names.
 */
static int
heading(const char *s, size_t i, size_t n)
{
	size_t k;

	for (k = 0; k < i && s[k] == '#'; k++)
		;
	return k == i && !has_mark(s + i, n - i);
}

/*
 * How many cells first row s[0..n) has when they are single, with one
 * blank between each and a block or a dot among them ("C . . . ."): a
 * grid typed spaced out, which the reader names; else 0. Prose and a
 * list's phrases have words of more than one letter.
 */
static size_t
spaced_row(const char *s, size_t n)
{
	size_t i, cl, cells = 0;
	uint32_t cp;
	int marks = 0;

	for (i = 0; i < n; i += cl, cells++) {
		if ((cp = cell_char(s + i, n - i, &cl)) == 0 || cp == '[')
			return 0;
		marks += cp == '#' || cp == '.';
		if ((i += cl) < n && s[i] != ' ')
			return 0;
		cl = 1;
	}
	return marks > 0 ? cells : 0;
}

/*
 * A grid: rows of blocks, dots and letters, all as long as the first. A
 * first row with a block or a dot before anything else is enough (the
 * reader then says where the grid goes wrong, in that row or a later
 * one): no word list has one. But not a first row that a blank ends, as
 * an .xd file's "## Metadata" (tried after this), unless only blanks
 * follow it (a row's trailing space, which the reader names) or it is no
 * heading (". . .", or "C . . ." whose first cell is a letter, which the
 * reader names too). A letter of a script it cannot hold is a cell here,
 * and a '[' that opens no rebus cell the rest of its line, after the
 * first row or a mark in it, or before a mark in it ("[STAR..." with its
 * ']' forgotten), so that the reader names them. Rows of letters alone,
 * most of them as long as the first, are a grid with a row mistyped,
 * which the reader names too; a list of words of many lengths is not
 * one, nor is an .xd file, whose "Title:" and "## Grid" are no rows.
 * A '?', '_' or '-' (empty_cell_slip) counts as a cell in all this, so
 * that "CAT??" over rows of its length is a grid whose reader names the
 * '?', as it does after a mark; with no mark in any row, only when every
 * row, and more than one, is as long as the first.
 */
int
xw_textgrid_sniff(const char *buf, size_t len)
{
	size_t i, cl, cells, width = 0, rows = 0, as_first = 0, slips = 0;
	size_t later_marks = 0;
	struct xw_text t;
	struct xw_line l;
	uint32_t cp;
	int marks = 0;

	xw_text_init(&t, buf, len, 0);
	while (xw_text_next(&t, &l)) {
		if (l.n == 0)
			continue;
		for (i = cells = 0; i < l.n; i += cl, cells++) {
			if ((cp = cell_char(l.s + i, l.n - i, &cl)) == 0 &&
			    l.s[i] == '[' && (rows > 0 || marks > 0 ||
			    has_mark(l.s + i, l.n - i) ||
			    rebus_mark(l.s + i, l.n - i))) {
				/* A rebus cell left open: the rest. */
				cl = l.n - i;
				marks += rows == 0;
			} else if (cp == 0 && cl > 0 &&
			    stray_mark(l.s + i, l.n - i)) {
				cells--;	/* on the cell before it */
			} else if (cp == 0 && empty_cell_slip(l.s + i)) {
				slips++;	/* a cell, to the widths */
			} else if (cp == 0 && (cl == 0 ||
			    !untaken_cell(l.s + i, l.n - i))) {
				/* A spaced row; but one of two cells
				   whose first is a mark is a heading
				   ("# A"), as judged below. */
				if (rows == 0 && spaced_row(l.s, l.n) >
				    (marks == 0 ? 1u : 2u))
					return 1;
				return marks > 0 && !(rows == 0 &&
				    (l.s[i] == ' ' || l.s[i] == '\t') &&
				    !trailing_blanks(l.s + i, l.n - i) &&
				    heading(l.s, i, l.n));
			}
			marks += rows == 0 && (cp == '#' || cp == '.');
			later_marks += rows > 0 && (cp == '#' || cp == '.');
		}
		if (rows++ == 0)
			width = cells;
		else if (cells != width && marks > 0)
			return 1;
		as_first += cells == width;
	}
	/* Rows with a '?' and no mark in any: all of one width, and more
	   than one, as a word list of hyphened words seldom is. */
	if (slips > 0 && marks == 0 && later_marks == 0)
		return rows > 1 && as_first == rows;
	return rows > 0 && 2 * as_first > rows;
}

/* The size of the grid, after every fault is found with its place. */
static int
measure(const char *buf, size_t len, const char *name, size_t *width,
    size_t *height, struct xw_error *e)
{
	size_t i, cl, cells;
	struct xw_text t;
	struct xw_line l;
	const char *at, *hint;
	uint32_t cp;

	*width = *height = 0;
	xw_text_init(&t, buf, len, 0);
	while (xw_text_next(&t, &l)) {
		if (l.n == 0)
			continue;
		for (i = cells = 0; i < l.n; i += cl, cells++) {
			if (cell_char(l.s + i, l.n - i, &cl) != 0)
				continue;
			if ((at = rebus_mark(l.s + i, l.n - i)) == NULL)
				at = l.s + i;
			if ((cp = stray_mark(at, l.n - (size_t)(at - l.s))))
				return xw_line_fail(e, XW_ERR_SYNTAX, name, &l,
				    at, "U+%04lX is a combining mark that "
				    "composes no letter with the one before it",
				    (unsigned long)cp);
			if (cl > 0 && (cp = untaken_cell(l.s + i, l.n - i)))
				return xw_line_fail(e, XW_ERR_SYNTAX, name, &l,
				    l.s + i, "'%.*s' (U+%04lX) is a letter a "
				    "text grid cannot hold (it holds those of "
				    "word lists: " XW_LETTERS_TAKEN ")", (int)cl,
				    l.s + i, (unsigned long)cp);
			/* An É of Windows-1252 is a letter to its user. */
			if (xw_utf8_decode(l.s + i, l.n - i, &cp) == 0) {
				hint = xw_text_1252_hint(buf, len);
				return xw_line_fail(e, XW_ERR_SYNTAX, name, &l,
				    l.s + i, "a byte that is not UTF-8%s%s",
				    hint != NULL ? ": the grid may be Latin-1 "
				    "or Windows-1252 text" : "", hint != NULL ?
				    hint : "");
			}
			if (l.s[i] == '[')
				return xw_line_fail(e, XW_ERR_SYNTAX, name, &l,
				    l.s + i, "a cell of several letters is "
				    "written [ then letters then ], as [STAR]");
			if (l.s[i] == ' ' || l.s[i] == '\t')
				return xw_line_fail(e, XW_ERR_SYNTAX, name, &l,
				    l.s + i, "a blank is no cell: write a row's "
				    "cells side by side, nothing between or after "
				    "them");
			return xw_line_fail(e, XW_ERR_SYNTAX, name, &l,
			    l.s + i, "not a grid character: use # . a "
			    "letter, a digit or [letters]");
		}
		if (*height > 0 && cells != *width)
			return xw_line_fail(e, XW_ERR_SYNTAX, name, &l, NULL,
			    "grid row of %zu cells, the first has %zu", cells,
			    *width);
		*width = cells;
		if (++*height > XW_MAX_DIM || *width > XW_MAX_DIM)
			return xw_line_fail(e, XW_ERR_LIMIT, name, NULL, NULL,
			    "grid larger than %dx%d", XW_MAX_DIM, XW_MAX_DIM);
	}
	if (*height == 0)
		return xw_line_fail(e, XW_ERR_SYNTAX, name, NULL, NULL,
		    "empty grid");
	return 0;
}

/*
 * The letters of s[0..n), as a message counts columns: a code point with
 * the marks that compose with it is one (e and U+0301, as é), and a
 * byte that is not UTF-8 one with the bytes that follow its lead.
 */
static int
letters(const char *s, size_t n)
{
	size_t len;
	uint32_t cp;
	int k = 0;

	for (; n > 0; s += len, n -= len)
		if ((len = xw_utf8_letter(s, n, &cp)) != 0)
			k++;
		else
			len = 1, k += ((unsigned char)*s & 0xc0) != 0x80;
	return k;
}

struct xw_puzzle *
xw_textgrid_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	size_t width, height, i, cl;
	struct xw_puzzle *p;
	struct xw_cell *cell;
	struct xw_text t;
	struct xw_line l;
	struct xw_buf b = { 0 };
	size_t k, kl;
	char letter[8];
	uint32_t cp;
	int col, *at;
	int r = 0, c;

	(void)o;
	if (measure(buf, len, name, &width, &height, e))
		return NULL;
	p = xw_puzzle_make((int)width, (int)height);
	p->read_at = xw_puzzle_alloc(p, 2 * width * height *
	    sizeof(*p->read_at));
	xw_text_init(&t, buf, len, 0);
	while (xw_text_next(&t, &l)) {
		if (l.n == 0)
			continue;
		for (i = 0, c = 0, col = 1; i < l.n; i += cl, c++) {
			cp = cell_char(l.s + i, l.n - i, &cl);
			cell = xw_cell_at(p, r, c);
			at = p->read_at + 2 * ((size_t)r * width + c);
			at[0] = (int)l.no, at[1] = col;
			col += letters(l.s + i, cl);
			if (cp == '#') {
				cell->kind = XW_CELL_BLOCK;
			} else if (cp == '[') {
				/* A rebus: its letters, upper-cased. */
				for (b.len = 0, k = 1; k + 1 < cl; k += kl) {
					kl = grid_letter(l.s + i + k,
					    cl - 1 - k, &cp);
					xw_buf_grow(&b, 4);
					b.len += xw_utf8_encode(xw_toupper(cp),
					    b.s + b.len);
				}
				cell->solution = xw_str(b.s, b.len);
				p->has_solution = 1;
			} else if (cp != '.') {
				cell->solution = xw_str(letter, xw_utf8_encode(
				    xw_toupper(cp), letter));
				p->has_solution = 1;
			}
		}
		r++;
	}
	free(b.s);
	xw_grid_label(p);
	return p;
}
