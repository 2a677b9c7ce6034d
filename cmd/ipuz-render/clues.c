/* See LICENSE file for copyright and license details. */
/*
 * The clue lists as drawn, the same for text and pages: each clue's
 * label ("1, 4", "5, 2 down"), a list's heading, the "See 5" lines in
 * the place of entries that another clue goes on in, and a clue's name
 * in a warning. The answers the key gives them are in answers.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "html.h"
#include "puzzle.h"
#include "render.h"
#include "utf8.h"
#include "util.h"

size_t
list_heading(const struct xw_cluelist *l, const char **s)
{
	const char *colon = strchr(l->name, ':');

	*s = l->name;
	if (colon == NULL)
		return strlen(l->name);
	/* "Name:Label" is headed Label; "Down:", of no label, Down. */
	if (colon[1] != '\0') {
		*s = colon + 1;
		return strlen(*s);
	}
	return colon > l->name ? (size_t)(colon - l->name) : strlen(l->name);
}

/* Whether the number a comes after b: only numbers are compared. */
static int
number_after(const char *a, const char *b)
{
	char *ea, *eb;
	long x = strtol(a, &ea, 10), y = strtol(b, &eb, 10);

	return *a != '\0' && *b != '\0' && *ea == '\0' && *eb == '\0' &&
	    x > y;
}

/* Add to s the line "See <head>" for the entry number, in the place of
   its number. */
static void
add_see(struct shown_list *s, const char *number, const struct xw_clue *head,
    const struct xw_cluelist *from)
{
	struct xw_clue *c;
	struct xw_buf b = { 0 };
	const char *name;
	char *html;
	size_t j, at, n;

	for (j = 0; j < s->l.nclues; j++)
		if (strcmp(s->l.clues[j].number, number) == 0)
			return;
	/* The text is HTML; a number or a list's name is plain text. */
	xw_buf_puts(&b, "See ");
	xw_html_put_text(&b, head->number);
	if (from != NULL) {
		n = list_heading(from, &name);
		xw_buf_puts(&b, " ");
		html = xw_html_escape(name, n);
		xw_buf_puts(&b, html);
		free(html);
	}
	for (at = 0; at < s->l.nclues &&
	    !number_after(s->l.clues[at].number, number); at++)
		;
	s->l.clues = xw_ereallocarray(s->l.clues, s->l.nclues + 1,
	    sizeof(*s->l.clues));
	s->see = xw_ereallocarray(s->see, s->l.nclues + 1, 1);
	memmove(s->l.clues + at + 1, s->l.clues + at, (s->l.nclues - at) *
	    sizeof(*s->l.clues));
	memmove(s->see + at + 1, s->see + at, s->l.nclues - at);
	s->l.nclues++;
	c = &s->l.clues[at];
	memset(c, 0, sizeof(*c));
	c->number = (char *)number;
	c->text = xw_buf_take(&b);
	s->see[at] = 1;
}

/*
 * The label of clue, of list l, as a printed crossword gives it: its
 * "label" as written, else its number and those of the entries its
 * answer goes on in, "1, 4", an entry of another list with its
 * direction, "5, 2 down", as the Guardian prints them.
 */
static char *
clue_label(const struct xw_puzzle *p, const struct xw_cluelist *l,
    const struct xw_clue *clue)
{
	const struct xw_clueref *ref;
	const struct xw_cluelist *in;
	struct xw_buf b = { 0 };
	enum xw_dir dir;
	const char *name;
	size_t i, n;

	if (clue->label != NULL)
		return xw_estrdup(clue->label);
	xw_buf_puts(&b, clue->number);
	for (i = 0; i < clue->ncontinued; i++) {
		ref = &clue->continued[i];
		xw_buf_printf(&b, b.len > 0 ? ", %s" : "%s", ref->number);
		if ((in = xw_ref_list(p, ref)) == l)
			continue;
		dir = in != NULL ? in->dir : xw_list_dir(ref->list);
		if (dir != XW_DIR_OTHER)
			xw_buf_printf(&b, " %s", xw_dir_word(dir));
		else if (in != NULL) {
			n = list_heading(in, &name);
			xw_buf_printf(&b, " %.*s", (int)n, name);
		} else
			xw_buf_printf(&b, " %s", ref->list);
	}
	return xw_buf_take(&b);
}

void
shown_list(const struct xw_puzzle *p, size_t i, struct shown_list *s)
{
	const struct xw_cluelist *l = &p->lists[i], *from;
	const struct xw_clue *head;
	size_t j, k, r;

	s->l = *l;
	s->l.clues = xw_ereallocarray(NULL, l->nclues + 1, sizeof(*l->clues));
	memcpy(s->l.clues, l->clues, l->nclues * sizeof(*l->clues));
	s->see = xw_ecalloc(l->nclues + 1, 1);
	for (k = 0; k < p->nlists; k++) {
		from = &p->lists[k];
		for (j = 0; j < from->nclues; j++) {
			head = &from->clues[j];
			for (r = 0; r < head->ncontinued; r++)
				if (xw_ref_list(p, &head->continued[r]) == l)
					add_see(s, head->continued[r].number,
					    head, from != l ? from : NULL);
		}
	}
	s->label = xw_ereallocarray(NULL, s->l.nclues + 1, sizeof(*s->label));
	for (j = 0; j < s->l.nclues; j++)
		s->label[j] = s->see[j] ? xw_estrdup(s->l.clues[j].number) :
		    clue_label(p, l, &s->l.clues[j]);
}

void
clue_warning_name(const struct xw_puzzle *p, const struct xw_cluelist *l,
    const struct xw_clue *clue, char *buf, size_t size)
{
	char *label = clue_label(p, l, clue);
	char label_shown[XW_SHOWN_SIZE(SHOWN_MOST)];
	char head_shown[XW_SHOWN_SIZE(SHOWN_MOST)];
	const char *head;
	size_t n = list_heading(l, &head);

	snprintf(buf, size, "clue %s %s", xw_utf8_shown(label, strlen(label),
	    SHOWN_MOST, label_shown, sizeof(label_shown)), xw_utf8_shown(head,
	    n, SHOWN_MOST, head_shown, sizeof(head_shown)));
	free(label);
}

void
shown_list_free(struct shown_list *s)
{
	size_t j;

	for (j = 0; j < s->l.nclues; j++) {
		if (s->see[j])
			free(s->l.clues[j].text);
		free(s->label[j]);
	}
	free(s->l.clues);
	free(s->see);
	free(s->label);
}
