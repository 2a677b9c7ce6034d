/* See LICENSE file for copyright and license details. */
/*
 * The report of gridfill -a (xw_fill_analyse, see fill.h): the grid
 * propagated without a search, and for each open slot how many words it
 * can still take, its pattern, its best words and the crossing that
 * narrows it most; and the proofs that no fill exists that the fill
 * makes before it searches.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fill_priv.h"
#include "utf8.h"
#include "util.h"

static int
report_order(const void *a, const void *b)
{
	const struct xw_slot_report *x = a, *y = b;

	if (x->words != y->words)
		return x->words < y->words ? -1 : 1;
	return x->slot < y->slot ? -1 : x->slot > y->slot;
}

/* Into m (x->w words), the words of x with a letter of set cs at k. */
static void
position_words(struct solver *s, const struct var *x, int k,
    const uint64_t *cs, uint64_t *m)
{
	const uint64_t *rw;
	uint32_t j;
	int l;

	if (set_count(cs) == s->A) {
		memset(m, 0xff, x->w * sizeof(*m));
		return;
	}
	memset(m, 0, x->w * sizeof(*m));
	for (l = 0; l < s->A; l++) {
		if (!(cs[l / 64] >> (l % 64) & 1))
			continue;
		rw = row(x, s->A, k, l);
		for (j = 0; j < x->w; j++)
			m[j] |= rw[j];
	}
}

/*
 * The crossing that narrows slot v most: for each cell, how many words
 * of its first domain d0 fit the letters every other cell is down to,
 * with that cell free again (but for a letter the grid gives it).
 */
static void
narrowest(struct solver *s, int v, const uint64_t *d0,
    struct xw_slot_report *r)
{
	struct var *x = &s->vars[v];
	uint64_t *m, *pre, *suf, *t, own[4];
	size_t w = x->w, with, n, best = 0;
	int k, dir = x->slot->dir == XW_DIR_DOWN, u, l, len = x->len;
	uint32_t j;

	m = xw_ereallocarray(NULL, (size_t)len * w, sizeof(*m));
	pre = xw_ereallocarray(NULL, (size_t)(len + 1) * w, sizeof(*pre));
	suf = xw_ereallocarray(NULL, (size_t)(len + 1) * w, sizeof(*suf));
	t = xw_ereallocarray(NULL, w, sizeof(*t));
	for (k = 0; k < len; k++)
		position_words(s, x, k, letters(s, x->cells[k]), m + k * w);
	memcpy(pre, d0, w * sizeof(*pre));
	for (k = 0; k < len; k++)
		for (j = 0; j < w; j++)
			pre[(k + 1) * w + j] = pre[k * w + j] & m[k * w + j];
	memset(suf + len * w, 0xff, w * sizeof(*suf));
	for (k = len - 1; k >= 0; k--)
		for (j = 0; j < w; j++)
			suf[k * w + j] = suf[(k + 1) * w + j] & m[k * w + j];
	with = count(pre + len * w, (uint32_t)w);
	r->cross = -1;
	for (k = 0; k < len; k++) {
		struct cellvar *cv = &s->cells[x->cells[k]];

		if ((u = cv->var[!dir]) < 0)
			continue;
		memset(own, 0, sizeof(own));
		if ((l = xw_fill_seed(s->ix, xw_cell_at(s->p, cv->r,
		    cv->c)->solution)) >= 0)
			xw_set_add(own, l);
		else
			for (l = 0; l < s->A; l++)
				xw_set_add(own, l);
		position_words(s, x, k, own, t);
		for (j = 0; j < w; j++)
			t[j] &= pre[k * w + j] & suf[(k + 1) * w + j];
		n = count(t, (uint32_t)w);
		if (n > with && n - with > best) {
			best = n - with;
			r->cross = (long)(s->vars[u].slot - s->p->slots);
			r->cross_cell = (struct xw_pos){ cv->r, cv->c };
			r->words_without = n;
		}
	}
	free(m);
	free(pre);
	free(suf);
	free(t);
}

/* The pattern and the best words of slot v, into r. */
static void
describe_slot(struct solver *s, int v, struct xw_slot_report *r)
{
	struct var *x = &s->vars[v];
	const uint64_t *d = dom(s, v);
	struct xw_buf b = { 0 };
	uint64_t bits;
	uint32_t j;
	int k;

	for (k = 0; k < x->len; k++)
		xw_fill_pattern_cell(s, letters(s, x->cells[k]), &b);
	r->pattern = xw_buf_take(&b);
	for (j = 0; j < x->w && r->nbest < XW_FILL_BEST; j++)
		for (bits = d[j]; bits != 0 && r->nbest < XW_FILL_BEST;
		    bits &= bits - 1)
			r->best[r->nbest++] = x->b->first + 64 * j +
			    (uint32_t)__builtin_ctzll(bits);
}

void
xw_fill_reports_free(struct xw_slot_report *r, long n)
{
	long i;

	for (i = 0; r != NULL && i < n; i++)
		free(r[i].pattern);
	free(r);
}

/*
 * s set up afresh for o, each slot's words filtered by the letters of the
 * grid alone (no propagation): what it allows on its own.
 */
static void
on_its_own(struct solver *s, const struct xw_puzzle *p,
    const struct xw_index *ix, const struct xw_fill_opts *o,
    struct xw_fill_stats *st, struct xw_error *e)
{
	int v;

	xw_fill_free(s);
	xw_fill_setup(s, (struct xw_puzzle *)p, ix, o, st, 0, e);
	for (v = 0; v < s->nvars; v++) {
		s->nact = xw_fill_active(s, v, s->act);
		xw_fill_filter(s, v);
	}
}

long
xw_fill_analyse(const struct xw_puzzle *p, const struct xw_index *ix,
    const struct xw_fill_opts *o, struct xw_slot_report **out,
    char *why, size_t size, int *alone, struct xw_error *e)
{
	struct xw_fill_opts own = *o, any;
	struct xw_fill_stats st;
	struct solver s, t;
	uint64_t *start;
	long n = 0;
	int v, k, open, contradict;

	/*
	 * Twice: as asked, and with no score limit, exclusions nor limit
	 * on shared runs (each takes words out of a slot). Neither
	 * searches, so no time limit or progress applies.
	 */
	own.seconds = 0;
	own.progress = NULL;
	o = &own;
	any = own;
	any.minscore = 0;
	any.exclude = NULL;
	any.max_shared = 0;
	if (xw_fill_setup(&s, (struct xw_puzzle *)p, ix, o, &st, 0, e))
		return -1;
	if (xw_fill_setup(&t, (struct xw_puzzle *)p, ix, &any, &st, 0, e)) {
		xw_fill_free(&s);
		return -1;
	}
	start = xw_ereallocarray(NULL, s.nstate, sizeof(*start));
	memcpy(start, s.state, s.nstate * sizeof(*start));
	for (v = 0; v < s.nvars; v++) {
		enqueue(&s, v);
		enqueue(&t, v);
	}
	contradict = xw_fill_propagate(&s) != 0;
	xw_fill_propagate(&t);
	/*
	 * When the crossings already contradict each other, what each slot
	 * allows on its own says more than a row of zeros. Both counts are
	 * taken so (t runs dry only when s does): t narrowed beside s on its
	 * own gave fewer words without the score limit than with it.
	 */
	if (size > 0)
		*why = '\0';
	if (contradict) {
		xw_fill_no_word_fits(&s, why, size);
		on_its_own(&s, p, ix, o, &st, e);
		on_its_own(&t, p, ix, &any, &st, e);
	} else if (xw_fill_too_few_words(&s) && size > 0) {
		/* The fill's other proof before any search: the narrowed
		   counts stand, each slot having words of its own. */
		snprintf(why, size, "%s", st.why);
	}
	if (alone != NULL)
		*alone = contradict;
	*out = xw_ecalloc((size_t)s.nvars + 1, sizeof(**out));
	for (v = 0; v < s.nvars; v++) {
		for (k = open = 0; k < s.vars[v].len; k++)
			open |= xw_cell_at(p, s.cells[s.vars[v].cells[k]].r,
			    s.cells[s.vars[v].cells[k]].c)->solution == NULL;
		/* With a region, the slots beyond it only narrowed. */
		if (!open || (s.outside != NULL && s.outside[v]))
			continue;
		(*out)[n].slot = (size_t)(s.vars[v].slot - p->slots);
		(*out)[n].words = count(dom(&s, v), s.vars[v].w);
		(*out)[n].words_any = count(dom(&t, v), t.vars[v].w);
		describe_slot(&s, v, &(*out)[n]);
		(*out)[n].cross = -1;
		if (!contradict)
			narrowest(&s, v, start + s.vars[v].off, &(*out)[n]);
		n++;
	}
	qsort(*out, (size_t)n, sizeof(**out), report_order);
	free(start);
	xw_fill_free(&s);
	xw_fill_free(&t);
	return n;
}
