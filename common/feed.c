/* See LICENSE file for copyright and license details. */
/* The feed readers' kit (feed.h). */
#include <stdlib.h>
#include <string.h>

#include "feed.h"
#include "grid.h"
#include "html.h"
#include "util.h"
#include "words.h"

void
xw_feed_kind(struct xw_puzzle *p)
{
	p->version = xw_estrdup(XW_IPUZ_VERSION);
	p->kinds = xw_ecalloc(1, sizeof(char *));
	p->kinds[p->nkinds++] = xw_estrdup(XW_KIND_CROSSWORD "#1");
}

struct xw_cluelist *
xw_feed_list(struct xw_puzzle *p, const char *name)
{
	struct xw_cluelist *l;
	char *fresh = xw_list_new_name(p, name);

	p->lists = xw_ereallocarray(p->lists, p->nlists + 1, sizeof(*p->lists));
	l = &p->lists[p->nlists++];
	memset(l, 0, sizeof(*l));
	l->name = fresh;
	l->dir = xw_list_dir(fresh);
	return l;
}

char *
xw_feed_text(char *text)
{
	char *html;

	if (text == NULL)
		return NULL;
	html = xw_html_escape(text, strlen(text));
	free(text);
	return html;
}

struct xw_clue *
xw_feed_clue(struct xw_puzzle *p, struct xw_cluelist *l, const char *number,
    char *text, const struct xw_slot *s)
{
	const struct xw_slot *named;
	struct xw_clue *clue;
	size_t i, n = 0;
	int k;

	/* A clue built costs some 200 bytes, a line of text 6. */
	for (i = 0; i < p->nlists; i++)
		n += p->lists[i].nclues;
	if (n >= XW_MAX_CLUES) {
		free(text);
		return NULL;
	}
	/* Doubled at each power of two: a realloc a clue was quadratic
	   where realloc copies (under AddressSanitizer, 1M clues). */
	if ((l->nclues & (l->nclues - 1)) == 0)
		l->clues = xw_ereallocarray(l->clues, l->nclues != 0 ?
		    2 * l->nclues : 1, sizeof(*l->clues));
	clue = &l->clues[l->nclues++];
	memset(clue, 0, sizeof(*clue));
	clue->number = xw_puzzle_strndup(p, number != NULL ? number : "",
	    number != NULL ? strlen(number) : 0);
	/* From the pool, as every clue's text and cells are (puzzle.h). */
	text = text != NULL ? xw_feed_text(text) : NULL;
	clue->text = xw_puzzle_strndup(p, text != NULL ? text : "",
	    text != NULL ? strlen(text) : 0);
	free(text);
	if (s == NULL)
		return clue;
	clue->cells = xw_puzzle_alloc(p, (size_t)s->len *
	    sizeof(*clue->cells));
	clue->ncells = (size_t)s->len;
	for (k = 0; k < s->len; k++)
		clue->cells[k] = xw_slot_cell(s, k);
	named = number != NULL ? xw_slot_by_label(p, s->dir, number) : NULL;
	clue->explicit_cells = named != s;
	return clue;
}

void
xw_feed_answer(struct xw_puzzle *p, struct xw_clue *clue,
    const char *said)
{
	struct xw_buf grid = { 0 };
	const char *sol;
	char *a, *b = NULL;
	size_t i;

	if (said == NULL || *said == '\0')
		return;
	for (i = 0; i < clue->ncells; i++) {
		sol = xw_cell_at(p, clue->cells[i].row,
		    clue->cells[i].col)->solution;
		xw_buf_puts(&grid, sol != NULL ? sol : "?");
	}
	a = xw_word_normalize(said);
	if (grid.s != NULL)
		b = xw_word_normalize(grid.s);
	if (a == NULL || b == NULL || strcmp(a, b) != 0)
		clue->answer = xw_puzzle_strndup(p, said, strlen(said));
	free(a);
	free(b);
	xw_buf_free(&grid);
}

const struct xw_slot *
xw_feed_slot_at(const struct xw_puzzle *p, enum xw_dir dir, int r, int c)
{
	const struct xw_slot *s;

	if (!xw_is_letter(p, r, c) ||
	    (s = xw_slot_through(p, dir, r, c)) == NULL)
		return NULL;
	return s->row == r && s->col == c ? s : NULL;
}
