/* See LICENSE file for copyright and license details. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "textgrid.h"
#include "utf8.h"
#include "util.h"

/* The next line of buf from *off: its start and length, without CR LF. */
static int
next_line(const char *buf, size_t len, size_t *off, const char **line,
    size_t *n)
{
	const char *nl;

	if (*off >= len)
		return 0;
	*line = buf + *off;
	nl = memchr(*line, '\n', len - *off);
	*n = nl != NULL ? (size_t)(nl - *line) : len - *off;
	*off += *n + (nl != NULL);
	if (*n > 0 && (*line)[*n - 1] == '\r')
		(*n)--;
	return 1;
}

/* The code point of one cell at s, its length in *cl; 0 when not one. */
static uint32_t
cell_char(const char *s, size_t n, size_t *cl)
{
	uint32_t cp;

	if ((*cl = xw_utf8_decode(s, n, &cp)) == 0)
		return 0;
	if (cp == '#' || cp == '.' || xw_isalnum(cp))
		return cp;
	return 0;
}

/*
 * A grid: rows of blocks, dots and letters, all as long as the first. A
 * first row with a block or a dot is enough (the reader then says where
 * a later row goes wrong): no word list has one.
 */
int
xw_textgrid_sniff(const char *buf, size_t len)
{
	size_t off = 0, n, i, cl, cells, width = 0, rows = 0;
	const char *line;
	uint32_t cp;
	int marks = 0;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		off = 3;
	while (next_line(buf, len, &off, &line, &n)) {
		if (n == 0)
			continue;
		for (i = cells = 0; i < n; i += cl, cells++) {
			if ((cp = cell_char(line + i, n - i, &cl)) == 0)
				return rows == 1 && marks > 0;
			marks += rows == 0 && (cp == '#' || cp == '.');
		}
		if (rows++ > 0 && cells != width)
			return marks > 0;
		width = cells;
	}
	return rows > 0;
}

struct xw_puzzle *
xw_textgrid_load_mem(const char *buf, size_t len, const char *name,
    struct xw_error *e)
{
	size_t off = 0, n, i, cl, width = 0, height = 0, cells;
	struct xw_puzzle *p;
	struct xw_cell *cell;
	const char *line;
	char letter[8];
	uint32_t cp;
	int r, c;

	/* A first pass for the size, and every fault with its place. */
	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		off = 3;
	while (next_line(buf, len, &off, &line, &n)) {
		if (n == 0)
			continue;
		for (i = cells = 0; i < n; i += cl, cells++)
			if (cell_char(line + i, n - i, &cl) == 0) {
				long l, col;

				xw_linecol(buf, (size_t)(line + i - buf), &l, &col);
				xw_seterr(e, name, l, col, "not a grid character: "
				    "use # . or a letter");
				return NULL;
			}
		if (height > 0 && cells != width) {
			long l, col;

			xw_linecol(buf, (size_t)(line - buf), &l, &col);
			xw_seterr(e, name, l, 0, "row of %zu cells, the first "
			    "has %zu", cells, width);
			return NULL;
		}
		width = cells;
		if (++height > XW_MAX_DIM || width > XW_MAX_DIM) {
			xw_seterr(e, name, 0, 0, "grid larger than %dx%d",
			    XW_MAX_DIM, XW_MAX_DIM);
			return NULL;
		}
	}
	if (height == 0) {
		xw_seterr(e, name, 0, 0, "empty grid");
		return NULL;
	}
	p = xw_puzzle_new((int)width, (int)height);
	off = len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
	r = 0;
	while (next_line(buf, len, &off, &line, &n)) {
		if (n == 0)
			continue;
		for (i = 0, c = 0; i < n; i += cl, c++) {
			cp = cell_char(line + i, n - i, &cl);
			cell = xw_cell_at(p, r, c);
			if (cp == '#') {
				cell->kind = XW_CELL_BLOCK;
			} else if (cp != '.') {
				letter[xw_utf8_encode(xw_toupper(cp), letter)] = '\0';
				cell->solution = xw_str(letter, strlen(letter));
				p->has_solution = 1;
			}
		}
		r++;
	}
	xw_grid_label(p);
	return p;
}

char *
xw_textgrid_dump(const struct xw_puzzle *p, struct xw_error *e)
{
	size_t size = (size_t)p->height * ((size_t)p->width * 4 + 1) + 1, o = 0;
	char *out = xw_emalloc(size);
	const struct xw_cell *cell;
	int r, c;

	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (cell->kind != XW_CELL_LETTER) {
				out[o++] = '#';
			} else if (cell->solution == NULL) {
				out[o++] = '.';
			} else if (xw_utf8_len(cell->solution) == 1) {
				memcpy(out + o, cell->solution,
				    strlen(cell->solution));
				o += strlen(cell->solution);
			} else {
				free(out);
				xw_seterr(e, NULL, 0, 0, "cell r%dc%d holds '%s': a "
				    "text grid has one letter a cell", r + 1,
				    c + 1, cell->solution);
				return NULL;
			}
		}
		out[o++] = '\n';
	}
	out[o] = '\0';
	return out;
}
