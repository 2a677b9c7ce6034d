/* See LICENSE file for copyright and license details. */
/*
 * The text grid writer: the solution alone, one row a line, a cell of
 * several letters (a rebus) in brackets.
 */
#include <stdint.h>
#include <string.h>

#include "textgrid.h"
#include "utf8.h"
#include "util.h"

int
xw_textgrid_write(const struct xw_puzzle *p, struct xw_buf *out,
    struct xw_error *e)
{
	const struct xw_cell *cell;
	uint32_t cp;
	int r, c;

	if (xw_write_refuse_empty(p, e))
		return -1;
	xw_buf_grow(out, (size_t)p->height * ((size_t)p->width + 1));
	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (cell->kind != XW_CELL_LETTER)
				xw_buf_putc(out, '#');
			else if (cell->solution == NULL)
				xw_buf_putc(out, '.');
			else if (xw_utf8_len(cell->solution) == 1 &&
			    xw_utf8_decode(cell->solution,
			    strlen(cell->solution), &cp) > 0 &&
			    xw_isalnum(cp))
				xw_buf_puts(out, cell->solution);
			else if (xw_utf8_len(cell->solution) == 1 &&
			    xw_untaken_letter(cp))
				return xw_seterr(e, XW_ERR_CANNOT_HOLD, "", 0, 0,
				    "cell r%dc%d holds '%s' (U+%04lX), a letter "
				    "a text grid cannot hold (it holds those of "
				    "word lists: " XW_LETTERS_TAKEN ")", r + 1,
				    c + 1, cell->solution, (unsigned long)cp);
			else if (xw_utf8_len(cell->solution) == 1 ||
			    xw_utf8_alnum_span(cell->solution, strlen(
			    cell->solution)) < strlen(cell->solution))
				return xw_seterr(e, XW_ERR_CANNOT_HOLD, "", 0, 0,
				    "cell r%dc%d holds '%s': a text grid has "
				    "letters and digits only", r + 1, c + 1,
				    cell->solution);
			else
				xw_buf_printf(out, "[%s]", cell->solution);
		}
		xw_buf_putc(out, '\n');
	}
	return 0;
}
