/* See LICENSE file for copyright and license details. */
/*
 * The answers the key gives the clues: the grid's letters, or the ipuz
 * "answer" with its word breaks and accents, in capitals beside the
 * grid's; and the warnings of clues drawn though the grid has no entry
 * for them, or whose answer is not the grid's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "grid.h"
#include "puzzle.h"
#include "render.h"
#include "utf8.h"
#include "util.h"

/* The answer the grid gives clue (of list l), or NULL. */
static char *
grid_answer(const struct xw_puzzle *p, const struct xw_cluelist *l,
    const struct xw_clue *clue)
{
	const struct xw_slot *s;
	struct xw_buf b = { 0 };
	char *part;
	size_t i;

	if (clue->ncells == 0)
		part = (s = xw_clue_slot(p, l->dir, clue)) != NULL ?
		    xw_slot_answer(p, s) : NULL;
	else
		part = xw_clue_cells_answer(p, clue);
	if (part == NULL || clue->ncontinued == 0)
		return part;
	/* The whole answer of a clue continued in other entries, as the
	   key of a printed crossword gives it: "CAT ORE". */
	xw_buf_puts(&b, part);
	free(part);
	/* A part that names no entry is a "\u2014", as a whole answer the
	   solution does not give: left out, it went unseen. */
	for (i = 0; i < clue->ncontinued; i++) {
		if ((s = xw_ref_slot(p, &clue->continued[i])) == NULL ||
		    (part = xw_slot_answer(p, s)) == NULL) {
			xw_buf_puts(&b, " \u2014");
			continue;
		}
		xw_buf_printf(&b, " %s", part);
		free(part);
	}
	return xw_buf_take(&b);
}

/*
 * Whether clue's ipuz "answer" spells other letters than the grid holds
 * for it (xw_answer_field_differs), the grid's in *grid when it does and
 * grid is not NULL.
 */
static int
stale_answer(const struct xw_puzzle *p, const struct xw_clue *clue,
    char **grid)
{
	struct xw_clue whole;
	int differs;

	if (grid != NULL)
		*grid = NULL;
	if (clue->answer == NULL || clue->answer[0] == '\0' ||
	    clue->ncells == 0 || xw_clue_whole(p, clue, &whole) != 0)
		return 0;
	differs = xw_answer_field_differs(p, &whole, grid);
	if (whole.cells != clue->cells)
		free(whole.cells);
	return differs;
}

/* The next letter or digit of grid from *at on, moved past it, in *g;
   0 at its end. */
static int
next_letter(const char *grid, size_t *at, uint32_t *g)
{
	size_t n = strlen(grid), len;

	while (*at < n && (len = xw_utf8_letter(grid + *at, n - *at, g)) > 0) {
		*at += len;
		if (xw_isalnum(*g))
			return 1;
	}
	return 0;
}

/* The capitals of a folded letter (xw_fold), as one string to compare:
   ß and ẞ give SS, ΐ and Ι give Ι. */
static size_t
folded_capitals(uint32_t cp, uint32_t out[2])
{
	size_t nf = xw_fold(cp, out), k;

	for (k = 0; k < nf; k++)
		out[k] = xw_toupper(out[k]);
	return nf;
}

/*
 * Into b, the capitals of the field's letter cp, whose capital is the
 * several letters full (xw_upper_full: ß is SS, ﬁ is FI), beside the
 * grid's letters from at on: the grid's one letter where it is that capital
 * with what the field's lacks (ẞ of ß, Ϊ of ΐ) or a Greek capital
 * (Greek capitals drop the tonos), else full, whose letters the grid's
 * then pass. Returns where the grid's next letter is.
 */
static size_t
full_capitals(struct xw_buf *b, uint32_t cp, const char *full,
    const char *grid, size_t at)
{
	size_t next = at, n = strlen(full), i, len, nf, ng;
	uint32_t g, u, f[2], fg[2];
	char enc[4];

	nf = folded_capitals(cp, f);
	if (next_letter(grid, &next, &g) && xw_toupper(g) == g &&
	    (ng = folded_capitals(g, fg)) == nf &&
	    memcmp(f, fg, nf * sizeof(*f)) == 0 &&
	    (ng != 1 || g != fg[0] || (cp >= 0x370 && cp <= 0x3ff) ||
	    (cp >= 0x1f00 && cp <= 0x1fff))) {
		xw_buf_add(b, enc, xw_utf8_encode(g, enc));
		return next;
	}
	xw_buf_puts(b, full);
	for (i = 0; i < n && (len = xw_utf8_letter(full + i, n - i, &u)) > 0;
	    i += len)
		if (xw_isalnum(u) && !next_letter(grid, &at, &g))
			break;
	return at;
}

/*
 * The answer field in capitals, beside the grid's letters, which it
 * spells once folded (xw_answer_field_differs): each letter's capital
 * (its several for ß, ﬁ: full_capitals), or the grid's where that is
 * the same letter once folded and the capital has no accent the grid's
 * lacks: the grid's İ for i (Turkish), the field's È over an E (French
 * capitals keep it), but a Greek one the grid's, as Greek capitals drop
 * the tonos (ΛΟΓΟΣ of λόγος). NULL when field is not UTF-8.
 */
static char *
field_capitals(const char *field, const char *grid)
{
	struct xw_buf b = { 0 };
	size_t n = strlen(field), i = 0, at = 0, len, nf;
	uint32_t cp, up, g, f[2], fg[2];
	const char *full;
	char enc[4];

	while (i < n) {
		if ((len = xw_utf8_letter(field + i, n - i, &cp)) == 0) {
			xw_buf_free(&b);
			return NULL;
		}
		i += len;
		if ((full = xw_upper_full(cp)) != NULL) {
			at = full_capitals(&b, cp, full, grid, at);
			continue;
		}
		if (!xw_isalnum(cp)) {
			xw_buf_add(&b, field + i - len, len);
			continue;
		}
		up = xw_toupper(cp);
		nf = xw_fold(up, f);
		g = 0;
		/* Æ over AE: the field's letter, the grid's two passed. */
		while (nf-- > 0 && next_letter(grid, &at, &g))
			;
		if (xw_fold(up, f) == 1 && xw_fold(g, fg) == 1 &&
		    xw_toupper(f[0]) == xw_toupper(fg[0]) && (up == f[0] ||
		    (up >= 0x370 && up <= 0x3ff) ||
		    (up >= 0x1f00 && up <= 0x1fff)))
			up = g;
		xw_buf_add(&b, enc, xw_utf8_encode(up, enc));
	}
	return xw_buf_take(&b);
}

char *
clue_answer(const struct xw_puzzle *p, const struct xw_cluelist *l,
    const struct xw_clue *clue)
{
	char *grid = grid_answer(p, l, clue), *upper, *field;

	if (clue->answer == NULL || clue->answer[0] == '\0' ||
	    stale_answer(p, clue, NULL))
		return grid;
	/* The field's word breaks, punctuation and accents ("LONG
	   COVID", "CRÈME BRÛLÉE"), in the grid's case when it is all
	   capitals, as the key's others are. */
	field = xw_estrdup(clue->answer);
	if (grid != NULL && (upper = xw_utf8_upper(grid)) != NULL) {
		if (strcmp(upper, grid) == 0) {
			free(upper);
			if ((upper = field_capitals(field, grid)) != NULL ||
			    (upper = xw_utf8_upper(field)) != NULL) {
				free(field);
				field = upper;
			}
		} else
			free(upper);
	}
	free(grid);
	return field;
}

/* Why a clue is said: the kinds unplaced tells apart, counted apart
   past the first few. */
enum unplaced {
	PLACED,
	NO_ENTRY,	/* no entry, or none for a part: ipuz-check names it */
	NO_ENTRY_UNNAMED,	/* the same in a list of no direction, which
				   ipuz-check does not place */
	NO_ANSWER	/* the solution does not give its answer */
};

/*
 * Whether clue j of s is drawn in a list though the grid has no entry
 * for it, or for a part it goes on in, or with key its answer is not in
 * the solution: then which (PLACED when none), why, in why, and with key
 * what the key draws for it.
 */
static enum unplaced
unplaced(const struct xw_puzzle *p, const struct shown_list *s, size_t j,
    int key, char *why, size_t size)
{
	const struct xw_clue *clue = &s->l.clues[j];
	const struct xw_clueref *ref;
	const struct xw_cluelist *in;
	const char *num = clue->number, *on_key;
	char number[XW_SHOWN_SIZE(SHOWN_MOST)], list[XW_SHOWN_SIZE(SHOWN_MOST)];
	char *answer;
	size_t i;

	/* A clue of no number is for no entry, as ipuz-check takes it; of
	   a list of no direction ("Hearts"), or going on in one, it is
	   said only when the key is to give its answer. */
	if (s->see[j] || num[0] == '\0')
		return PLACED;
	key = key && (clue->answer == NULL || clue->answer[0] == '\0');
	on_key = key ? "; its answer on the key is '\u2014'" : "";
	if (clue->ncells == 0 && xw_clue_slot(p, s->l.dir, clue) == NULL) {
		if (s->l.dir == XW_DIR_OTHER && !key)
			return PLACED;
		if (s->l.dir != XW_DIR_OTHER &&
		    strspn(num, "0123456789") == strlen(num))
			snprintf(why, size, "no entry is numbered %.20s%s",
			    num, on_key);
		else
			snprintf(why, size, "cannot tell which entry it is "
			    "for%s", on_key);
		return s->l.dir == XW_DIR_OTHER ? NO_ENTRY_UNNAMED : NO_ENTRY;
	}
	for (i = 0; i < clue->ncontinued; i++) {
		ref = &clue->continued[i];
		in = xw_ref_list(p, ref);
		if (xw_ref_slot(p, ref) != NULL || (!key && (in != NULL ?
		    in->dir : xw_list_dir(ref->list)) == XW_DIR_OTHER))
			continue;
		xw_utf8_shown(ref->number, strlen(ref->number), SHOWN_MOST,
		    number, sizeof(number));
		xw_utf8_shown(ref->list, strlen(ref->list), SHOWN_MOST, list,
		    sizeof(list));
		snprintf(why, size, "it goes on in %s %s, which names no "
		    "entry%s", number, list, key ? "; that part of its answer "
		    "on the key is '\u2014'" : "");
		return NO_ENTRY;
	}
	if (!key || (answer = clue_answer(p, &s->l, clue)) != NULL) {
		if (key)
			free(answer);
		return PLACED;
	}
	snprintf(why, size, "the solution does not give its answer; on the "
	    "key it is '\u2014'");
	return NO_ANSWER;
}

/* The most clues warn_unplaced_clues names; the rest are counted. */
#define UNPLACED_NAMED	5

void
warn_unplaced_clues(const struct xw_puzzle *p, const char *name,
    const struct render_opts *o)
{
	int key = o->key && o->format != FORMAT_TEXT;
	struct shown_list s;
	char why[2 * XW_SHOWN_SIZE(SHOWN_MOST) + 128], clue[CLUE_NAME_SIZE];
	char field[XW_SHOWN_SIZE(SHOWN_MOST)];
	char grid_shown[XW_SHOWN_SIZE(SHOWN_MOST)];
	char *grid;
	size_t i, j, said = 0, stale = 0, more[NO_ANSWER + 1] = { 0 };
	enum unplaced why_said;

	/* The lists are drawn with -c, and on a page's key with -k. */
	if (!o->clues && !key)
		return;
	for (i = 0; i < p->nlists; i++) {
		shown_list(p, i, &s);
		for (j = 0; j < s.l.nclues; j++) {
			if ((why_said = unplaced(p, &s, j, key, why,
			    sizeof(why))) != PLACED &&
			    said++ < UNPLACED_NAMED) {
				clue_warning_name(p, &p->lists[i],
				    &s.l.clues[j], clue, sizeof(clue));
				xw_warnx("%s: warning: %s: %s", name, clue,
				    why);
			} else if (why_said != PLACED)
				more[why_said]++;
			/* A grid filled again after its clues were
			   written: the key gives the grid's letters. */
			if (!key || s.see[j] ||
			    !stale_answer(p, &s.l.clues[j], &grid))
				continue;
			if (stale++ < UNPLACED_NAMED) {
				clue_warning_name(p, &p->lists[i],
				    &s.l.clues[j], clue, sizeof(clue));
				xw_warnx("%s: warning: %s: its answer '%s' is "
				    "not the grid's '%s'; the key gives the "
				    "grid's", name, clue, xw_utf8_shown(
				    s.l.clues[j].answer,
				    strlen(s.l.clues[j].answer), SHOWN_MOST,
				    field, sizeof(field)), xw_utf8_shown(grid,
				    strlen(grid), SHOWN_MOST, grid_shown,
				    sizeof(grid_shown)));
			}
			free(grid);
		}
		shown_list_free(&s);
	}
	/* ipuz-check names a clue of no entry only in a list of a
	   direction, and knows nothing of a key. */
	if (more[NO_ENTRY] + more[NO_ENTRY_UNNAMED] > 0)
		xw_warnx("%s: warning: %zu more clue%s with no entry, or none "
		    "for a part%s", name, more[NO_ENTRY] +
		    more[NO_ENTRY_UNNAMED], more[NO_ENTRY] +
		    more[NO_ENTRY_UNNAMED] > 1 ? "s" : "",
		    more[NO_ENTRY_UNNAMED] > 0 ? "" :
		    more[NO_ENTRY] > 1 ? "; ipuz-check names them" :
		    "; ipuz-check names it");
	if (more[NO_ANSWER] > 0)
		xw_warnx("%s: warning: %zu more clue%s whose answer the "
		    "solution does not give; on the key %s '\u2014'", name,
		    more[NO_ANSWER], more[NO_ANSWER] > 1 ? "s" : "",
		    more[NO_ANSWER] > 1 ? "each is" : "it is");
	if (stale > UNPLACED_NAMED)
		xw_warnx("%s: warning: %zu more clue%s whose answer is not "
		    "the grid's; ipuz-check names %s", name,
		    stale - UNPLACED_NAMED, stale - UNPLACED_NAMED > 1 ? "s" :
		    "", stale - UNPLACED_NAMED > 1 ? "them" : "it");
}
