/* See LICENSE file for copyright and license details. */
/* What gridfill says on stderr when the search ends: the fill's figures. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "grid.h"
#include "gridfill.h"
#include "util.h"
#include "words.h"

/* The entries of a fill, and the scores of those in the list. */
struct tally {
	const struct xw_index *ix;	/* the list, and its scores */
	size_t entries, whole, listed;
	long sum;
	int min;
};

/* One more entry, its answer (NULL when it has an empty cell), freed. */
static void
tally_add(struct tally *t, char *answer)
{
	long id;

	t->entries++;
	if (answer == NULL)
		return;
	t->whole++;
	if ((id = xw_index_lookup(t->ix, answer)) >= 0) {
		t->sum += xw_index_score(t->ix, (uint32_t)id);
		if (xw_index_score(t->ix, (uint32_t)id) < t->min)
			t->min = xw_index_score(t->ix, (uint32_t)id);
		t->listed++;
	}
	free(answer);
}

/*
 * Figures of the fill: the entries (those through the region with -r),
 * how many are whole, and the mean and lowest score of those in the list.
 * A cell in no entry of two letters or more is an entry of one (see
 * gridfill(1)).
 */
static void
figures(const struct xw_index *ix, const struct xw_puzzle *p,
    const unsigned char *region, const char *name, const char *last)
{
	struct tally t = { .ix = ix, .min = 100 };
	int i, k, in, cells = 0;
	struct xw_pos pos;

	for (i = 0; (size_t)i < p->nslots; i++) {
		for (k = 0, in = region == NULL; k < p->slots[i].len && !in;
		    k++) {
			pos = xw_slot_cell(&p->slots[i], k);
			in = region[pos.row * p->width + pos.col];
		}
		if (in)
			tally_add(&t, xw_slot_answer(p, &p->slots[i]));
	}
	for (k = 0; p->slot_of != NULL && k < p->width * p->height; k++)
		if (p->cells[k].kind == XW_CELL_LETTER &&
		    p->slot_of[2 * k] < 0 && p->slot_of[2 * k + 1] < 0 &&
		    (region == NULL || region[k]))
			tally_add(&t, p->cells[k].solution != NULL ?
			    xw_estrdup(p->cells[k].solution) : NULL);
	if (region == NULL && t.listed == 0) {
		/* No entry of the list: no score to give. */
		xw_warnx("%s: filled %zu word%s%s", name, t.entries,
		    t.entries == 1 ? "" : "s", last);
		return;
	}
	if (region == NULL) {
		xw_warnx("%s: filled %zu word%s, mean score %.1f, lowest %d%s",
		    name, t.entries, t.entries == 1 ? "" : "s",
		    (double)t.sum / (double)t.listed, t.min, last);
		return;
	}
	for (i = 0; i < p->width * p->height; i++)
		cells += region[i] && p->cells[i].kind == XW_CELL_LETTER &&
		    p->cells[i].solution != NULL;
	if (t.listed == 0)
		xw_warnx("%s: filled the region: %d cell%s, %zu entr%s through "
		    "it, %zu whole%s", name, cells, cells == 1 ? "" : "s",
		    t.entries, t.entries == 1 ? "y" : "ies", t.whole, last);
	else
		xw_warnx("%s: filled the region: %d cell%s, %zu entr%s through "
		    "it, %zu whole, mean score %.1f, lowest %d%s", name, cells,
		    cells == 1 ? "" : "s", t.entries, t.entries == 1 ? "y" :
		    "ies", t.whole, (double)t.sum / (double)t.listed, t.min,
		    last);
}

/* Whether the letter of cell k is a seed the list matched folded: É on
   a folded index, whose own letters have no accent. */
static int
matched_folded(const struct xw_puzzle *p, int k)
{
	const char *sol = p->cells[k].solution;
	char *as, *folded;
	int differ;

	if (sol == NULL || (sol[0] >= 'A' && sol[0] <= 'Z' && sol[1] == '\0'))
		return 0;
	as = xw_word_normalize(sol);
	folded = xw_word_normalize_flags(sol, XW_WORDS_FOLD);
	differ = as != NULL && folded != NULL && strcmp(as, folded) != 0;
	free(as);
	free(folded);
	return differ;
}

/*
 * On a folded index, name the entries the search made (through a cell
 * of empty, the cells empty before it) that keep an accent of a seed
 * the list folds (CRAPPIÉ across MÉTÉO), which the list spells without:
 * the constructor clues and checks them knowing it. Those the
 * constructor wrote whole are theirs, and not named.
 */
static void
accents_kept(const struct xw_index *ix, const struct xw_puzzle *p,
    const unsigned char *empty, const char *name)
{
	struct xw_buf names = { 0 };
	char slot[XW_SLOT_NAME_SIZE], *answer;
	int i, k, made, folded;
	size_t n = 0;
	struct xw_pos pos;

	if (!xw_index_folded(ix) || empty == NULL)
		return;
	for (i = 0; (size_t)i < p->nslots; i++) {
		for (k = made = folded = 0; k < p->slots[i].len; k++) {
			pos = xw_slot_cell(&p->slots[i], k);
			made |= empty[pos.row * p->width + pos.col];
			folded |= matched_folded(p, pos.row * p->width +
			    pos.col);
		}
		if (!made || !folded ||
		    (answer = xw_slot_answer(p, &p->slots[i])) == NULL)
			continue;
		xw_buf_printf(&names, "%s%s %s", n++ > 0 ? ", " : "",
		    xw_slot_name(NULL, p->slots[i].number, p->slots[i].dir,
		    slot, sizeof(slot)), answer);
		free(answer);
	}
	if (n > 0)
		xw_warnx("%s: %zu entr%s keep%s an accent the list folds: %s",
		    name, n, n == 1 ? "y" : "ies", n == 1 ? "s" : "", names.s);
	xw_buf_free(&names);
}

int
output_report(const struct output *opt, int how, const struct xw_fill_stats *st,
    const struct xw_puzzle *p, const unsigned char *region,
    const unsigned char *empty, const char *name, int interrupted)
{
	long n = opt->count;
	int quiet = opt->quiet;
	char last[64] = "";

	if (how == XW_FILL_DONE && output_failed())
		return XW_EXIT_TROUBLE;
	if (how == XW_FILL_DONE) {
		if (st->fills > 1)
			snprintf(last, sizeof(last), " (the last of %ld fills)",
			    st->fills);
		if (!quiet && st->fills < n && st->exhausted && st->lone > 0)
			xw_warnx("%s: only %ld fill%s of the entries exist%s, "
			    "not %ld (the %d cell%s in no entry keep%s one "
			    "letter)", name, st->fills, st->fills == 1 ? "" :
			    "s", st->fills == 1 ? "s" : "", n, st->lone,
			    st->lone == 1 ? "" : "s", st->lone == 1 ? "s" : "");
		else if (!quiet && st->fills < n && st->exhausted)
			xw_warnx("%s: only %ld fill%s exist%s, not %ld", name,
			    st->fills, st->fills == 1 ? "" : "s",
			    st->fills == 1 ? "s" : "", n);
		else if (!quiet && st->fills < n && interrupted)
			xw_warnx("%s: interrupted after %ld of %ld fills", name,
			    st->fills, n);
		else if (!quiet && st->fills < n)
			xw_warnx("%s: time ran out after %ld of %ld fills",
			    name, st->fills, n);
		if (!quiet)
			figures(opt->ix, p, region, name, last);
		if (!quiet)
			accents_kept(opt->ix, p, empty, name);
		return XW_EXIT_OK;
	}
	if (how == XW_FILL_NONE) {
		if (!quiet)
			xw_warnx("%s: no fill exists: %s", name, st->why);
		return XW_EXIT_NO;
	}
	if (!quiet && how == XW_FILL_STOPPED)
		xw_warnx("%s: interrupted without a fill", name);
	else if (!quiet)
		xw_warnx("%s: gave up after %g second%s without a fill; that is "
		    "no proof that none exists", name, opt->seconds,
		    opt->seconds == 1 ? "" : "s");
	/* Where to change the grid, if it cannot be filled as it is. */
	if (!quiet && st->why[0] != '\0')
		xw_warnx("%s: %s", name, st->why);
	return how == XW_FILL_STOPPED ? XW_EXIT_TROUBLE : 3;
}
