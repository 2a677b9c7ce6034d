/* See LICENSE file for copyright and license details. */
/*
 * What the filler tells of a grid it did not fill: the slot where the
 * words ran out, as a pattern wordfind(1) answers, the -m entry that
 * took them, the proof that every word of a slot leads to a dead end,
 * and the slots where a search that gave up failed most.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "fill_priv.h"
#include "grid.h"
#include "utf8.h"
#include "util.h"

/*
 * A search that gives up names the XW_HARDEST slots where it met the
 * most dead ends, once it met XW_HARDEST_DEAD_ENDS, of those with three
 * times the share an even spread would give them (and 1% or more).
 */
#define XW_HARDEST 3
#define XW_HARDEST_DEAD_ENDS 1000

/*
 * "14-across (C[AEO]T??)": a slot and the letters its cells are down to
 * in state (s->state, or a copy of it of the same layout), as -a gives a
 * pattern, so that wordfind(1) answers it as the proof does; at most max
 * bytes (at least 64), cut after a cell with "..." when longer. The
 * caller frees it.
 */
static char *
describe(struct solver *s, const uint64_t *state, int v, size_t max)
{
	struct var *x = &s->vars[v];
	struct xw_buf b = { 0 };
	char name[64];
	size_t keep;
	int k;

	xw_slot_name(NULL, x->slot->number, x->slot->dir, name, sizeof(name));
	xw_buf_printf(&b, "%s (", name);
	for (k = 0; k < x->len; k++) {
		keep = b.len;
		xw_fill_pattern_cell(s, state + (letters(s, x->cells[k]) -
		    s->state), &b);
		/* Room for "...)" and the NUL. */
		if (b.len + 5 > max) {
			b.len = keep;
			xw_buf_puts(&b, "...");
			break;
		}
	}
	xw_buf_puts(&b, ")");
	return xw_buf_take(&b);
}

void
xw_fill_pattern_cell(struct solver *s, const uint64_t *cs, struct xw_buf *b)
{
	char tmp[8];
	int n = set_count(cs), l, neg;

	if (n == s->A) {
		xw_buf_puts(b, "?");
		return;
	}
	neg = n > s->A / 2;
	if (n != 1)
		xw_buf_puts(b, neg ? "[^" : "[");
	for (l = 0; l < s->A; l++) {
		if ((int)(cs[l / 64] >> (l % 64) & 1) == neg)
			continue;
		tmp[xw_utf8_encode(s->ix->alphabet[l], tmp)] = '\0';
		xw_buf_puts(b, tmp);
	}
	if (n != 1)
		xw_buf_puts(b, "]");
}

/*
 * The state a proof describes its slot in: the runs' start, as the grid
 * and the narrowing before any choice have it, where the state at depth
 * 0 of a later run is narrowed by what the earlier ones refuted too.
 */
static const uint64_t *
proof_state(const struct solver *s)
{
	return s->start_state != NULL ? s->start_state : s->state;
}

/* Into st->why: each word of slot v, the first branched on, was refuted. */
void
xw_fill_dead_ends_proof(struct solver *s, int v)
{
	char *slot = describe(s, proof_state(s), v, sizeof(s->st->why) - 64);

	snprintf(s->st->why, sizeof(s->st->why), "every word for %s leads "
	    "to a dead end", slot);
	free(slot);
}

/*
 * The letters w[0..len) into b, as alphabet indices are spelt; a '?' for
 * a letter the list lacks (a whole entry's), which is in no word.
 */
static void
put_letters(const struct solver *s, const unsigned char *w, int len,
    struct xw_buf *b)
{
	char tmp[8];
	int k;

	for (k = 0; k < len; k++) {
		if (w[k] >= s->A) {
			xw_buf_puts(b, "?");
			continue;
		}
		tmp[xw_utf8_encode(s->ix->alphabet[w[k]], tmp)] = '\0';
		xw_buf_puts(b, tmp);
	}
}

/* Whether word id of slot v fits the letters its cells are down to. */
static int
fits(struct solver *s, int v, uint32_t id)
{
	const struct var *x = &s->vars[v];
	const unsigned char *w = word_letters(x, id);
	int k;

	for (k = 0; k < x->len; k++)
		if (!(letters(s, x->cells[k])[w[k] / 64] >> (w[k] % 64) & 1))
			return 0;
	return 1;
}

/*
 * -m: when words of slot v that fit its cells were taken out for sharing
 * a run with an entry that stands, ": -m 3 took out those that share a
 * run with 1-across (ROCKSTAR)" into b, the first such entry named;
 * nothing when none was, as the pattern alone says why.
 */
static void
shared_run_blame(struct solver *s, int v, struct xw_buf *b)
{
	const struct var *x = &s->vars[v];
	const unsigned char *w;
	unsigned char *hit = xw_ecalloc((size_t)s->nfixed + 1, 1);
	const struct xw_slot *sl;
	int i, first = -1, nhit = 0;
	uint32_t id;
	char name[64];

	for (id = 0; id < x->n; id++) {
		if (!fits(s, v, id))
			continue;
		w = word_letters(x, id);
		for (i = 0; i < s->nfixed; i++)
			if (!hit[i] && xw_fill_shares_run(w, x->len, s->fixed[i],
			    s->fixedlen[i], s->o->max_shared)) {
				hit[i] = 1;
				nhit++;
				if (first < 0)
					first = i;
			}
	}
	free(hit);
	if (first < 0)
		return;
	sl = &s->p->slots[s->fixedslot[first]];
	xw_slot_name(NULL, sl->number, sl->dir, name, sizeof(name));
	xw_buf_printf(b, ": -m %d took out those that share a run with %s (",
	    s->o->max_shared, name);
	put_letters(s, s->fixed[first], s->fixedlen[first], b);
	xw_buf_puts(b, ")");
	if (nhit > 1)
		xw_buf_printf(b, " and %d more entr%s", nhit - 1,
		    nhit == 2 ? "y" : "ies");
}

/*
 * The slot other than v that has word id of v's length: an entry the
 * constructor wrote whole, or a slot narrowed down to it (no word twice
 * takes it from the others); NULL when none does.
 */
static const struct xw_slot *
owner(struct solver *s, int v, uint32_t id)
{
	const struct var *x = &s->vars[v];
	unsigned char *open = xw_ecalloc(s->p->nslots + 1, 1);
	const struct xw_slot *found = NULL;
	char *answer;
	size_t i;
	int u;

	for (u = 0; u < s->nvars; u++)
		open[s->vars[u].slot - s->p->slots] = 1;
	for (i = 0; i < s->p->nslots && found == NULL; i++)
		if (!open[i] && (answer = xw_slot_answer(s->p,
		    &s->p->slots[i])) != NULL) {
			if (xw_index_lookup(s->ix, answer) ==
			    (long)(x->b->first + id))
				found = &s->p->slots[i];
			free(answer);
		}
	free(open);
	for (u = 0; u < s->nvars && found == NULL; u++)
		if (u != v && s->vars[u].len == x->len &&
		    single_word(s, u) == (long)id)
			found = s->vars[u].slot;
	return found;
}

/*
 * -m: a slot other than v narrowed down to one word (in *word) that
 * shares a run of more than -m letters with word id of v; -1 when none
 * does.
 */
static int
shares_with_single(struct solver *s, int v, uint32_t id, uint32_t *word)
{
	const struct var *x = &s->vars[v], *y;
	long one;
	int u;

	for (u = 0; u < s->nvars; u++) {
		y = &s->vars[u];
		if (u == v || y->len <= s->o->max_shared ||
		    (one = single_word(s, u)) < 0)
			continue;
		*word = (uint32_t)one;
		if (xw_fill_shares_run(word_letters(x, id), x->len,
		    word_letters(y, *word), y->len, s->o->max_shared))
			return u;
	}
	return -1;
}

/*
 * When a word of the list (-x and -s allowing it) fits slot v's pattern,
 * what took it out, which the pattern does not show, into b: ": AB
 * would, but is 1-across's (-d allows a word twice)", the -m slot, or
 * the narrowing; and how many more fit. Nothing when none fits.
 */
static void
taken_blame(struct solver *s, int v, struct xw_buf *b)
{
	const struct var *x = &s->vars[v];
	const struct xw_slot *sl = NULL;
	uint32_t id, first = 0, nfit = 0, word = 0;
	char name[64];
	int u = -1;

	for (id = 0; id < x->n; id++)
		if (fits(s, v, id) && (s->o->exclude == NULL ||
		    !xw_wordlist_has(s->o->exclude, xw_index_word(s->ix,
		    x->b->first + id))) && nfit++ == 0)
			first = id;
	if (nfit == 0)
		return;
	xw_buf_puts(b, ": ");
	put_letters(s, word_letters(x, first), x->len, b);
	xw_buf_puts(b, " would, but ");
	if (!s->o->allow_dupes && (sl = owner(s, v, first)) != NULL) {
		xw_slot_name(NULL, sl->number, sl->dir, name, sizeof(name));
		xw_buf_printf(b, "is %s's (-d allows a word twice)", name);
	} else if (s->o->max_shared > 0 &&
	    (u = shares_with_single(s, v, first, &word)) >= 0) {
		xw_slot_name(NULL, s->vars[u].slot->number,
		    s->vars[u].slot->dir, name, sizeof(name));
		xw_buf_printf(b, "-m %d took it out: it shares a run with %s (",
		    s->o->max_shared, name);
		put_letters(s, word_letters(&s->vars[u], word), s->vars[u].len,
		    b);
		xw_buf_puts(b, ")");
	} else
		xw_buf_printf(b, "narrowing %s took it out", s->pairs_on ?
		    "the pairs of parallel slots" : "the other slots");
	if (nfit > 1)
		xw_buf_printf(b, "; %u more fit%s", nfit - 1, nfit == 2 ?
		    "s" : "");
}

void
xw_fill_no_word_fits(struct solver *s, char *why, size_t size)
{
	struct xw_buf blame = { 0 };
	char *slot;

	if (size == 0)
		return;
	if (s->o->max_shared > 0 && s->failed >= 0)
		shared_run_blame(s, s->failed, &blame);
	if (blame.len == 0 && s->failed >= 0)
		taken_blame(s, s->failed, &blame);
	slot = describe(s, s->state, s->failed, size > blame.len + 128 ?
	    size - 64 - blame.len : 64);
	snprintf(why, size, "no word fits %s%s", slot, blame.len > 0 ?
	    blame.s : "");
	free(slot);
	xw_buf_free(&blame);
}

/*
 * Into why, when the search stopped with neither a fill nor a proof:
 * the slots where it met the most dead ends (their dom/wdeg weights, of
 * the lead in a team), with each one's share. That is where the grid is
 * hard to fill, and what a constructor would change first; "" when none
 * stands out.
 */
void
xw_fill_hardest_slots(struct solver *s, char *why, size_t size)
{
	int pick[XW_HARDEST], n = 0, i, v;
	double total = 0;
	size_t o;
	char slot[64];

	for (v = 0; v < s->nvars; v++) {
		total += s->weight[v];
		if (s->weight[v] <= 0)
			continue;
		/* Among the n picked, heaviest first. */
		for (i = n; i > 0 && s->weight[pick[i - 1]] < s->weight[v];
		    i--)
			if (i < XW_HARDEST)
				pick[i] = pick[i - 1];
		if (i < XW_HARDEST) {
			pick[i] = v;
			if (n < XW_HARDEST)
				n++;
		}
	}
	why[0] = '\0';
	/* A few dead ends, or dead ends spread evenly, say nothing. */
	if (total < XW_HARDEST_DEAD_ENDS)
		return;
	while (n > 0 && (s->weight[pick[n - 1]] < 3 * total / s->nvars ||
	    s->weight[pick[n - 1]] < total / 100))
		n--;
	for (i = 0, o = 0; i < n && o < size; i++) {
		xw_slot_name(NULL, s->vars[pick[i]].slot->number,
		    s->vars[pick[i]].slot->dir, slot, sizeof(slot));
		o += (size_t)snprintf(why + o, size - o, "%s%s (%.0f%%%s)",
		    i == 0 ? "the search failed most at " : i + 1 < n ? ", " :
		    " and ", slot, 100 * s->weight[pick[i]] / total,
		    i == 0 ? " of its dead ends" : "");
	}
}
