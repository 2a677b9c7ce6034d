/* See LICENSE file for copyright and license details. */
/*
 * The runs of letters that entries share, for ipuz-check -S. Every pair
 * of entries that met in a run of four letters was once kept, each
 * time they met, and then compared letter by letter with each other:
 * minutes and gigabytes on a grid of long entries (in a grid of one
 * letter every pair meets everywhere). Here the runs of minrun letters
 * are indexed and each pair is met once and counted. The longest run
 * of a pair is found from where its runs of minrun meet, each place in
 * one against each in the other, while those are fewer than the
 * letters of the two (most pairs), else in time linear in the second
 * entry (a suffix automaton of the first), and only for a pair that may
 * be reported; only the pairs to report are kept. The time is linear
 * in the letters and in the places where pairs meet: on a random fill
 * these grow as the square of the cells (every pair that shares a run
 * is counted, as the report says how many more there are).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "check_priv.h"
#include "utf8.h"
#include "util.h"

/* The entries' letters and the runs of minrun letters that meet. */
struct index {
	size_t ne;		/* entries */
	const size_t *n;	/* their lengths in letters */
	uint32_t *letters;	/* each entry's, as indexes into the alphabet */
	size_t *start;		/* entry i's letters from start[i] */
	size_t nalpha;		/* letters in the grid */
	size_t nruns;		/* runs of minrun letters, told apart */
	/*
	 * Each of the arrays below, one or two numbers a letter, is of
	 * 32-bit numbers, half the memory of size_t: the letters of the
	 * entries, 4 bytes each in the code points they come from, are far
	 * fewer than 2^32 in memory that holds them.
	 */
	/* Entry i's runs, each once, k from gstart[i]: */
	uint32_t *gstart;
	uint32_t *grams;	/* the run */
	uint32_t *owner;	/* i */
	/* Where in i it starts, in order, from pstart[k] to pstart[k + 1]. */
	uint32_t *pstart, *pos;
	/* Run g's entries, as their k, in order, from bstart[g]. */
	uint32_t *bstart, *bucket;
};

/* How often k's entry has its run. */
#define TIMES(x, k)	((size_t)(x)->pstart[(k) + 1] - (x)->pstart[k])

/* A pair of entries (a < b) and the longest run they share: at in a. */
struct pair {
	size_t a, b, at, len;
};

/* A suffix automaton of one entry, over the letters that entry has. */
struct automaton {
	int *next;		/* next[state * width + letter], -1 for none */
	int *link, *len, *end;	/* suffix link, longest length, first end */
	int *local;		/* of each letter of the grid: index or -1 */
	size_t width, nstates;
	size_t scap, ncap;	/* states and next allocated */
};

static int
cp_order(const void *x, const void *y)
{
	uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;

	return a < b ? -1 : a > b;
}

/* The entries' letters, one after the other, as indexes into the grid's. */
static void
index_letters(struct index *x, uint32_t *const *cps)
{
	size_t i, k, total = 0, na = 0;
	uint32_t *alpha, *hit;

	x->start = xw_ecalloc(x->ne + 1, sizeof(*x->start));
	for (i = 0; i < x->ne; i++)
		x->start[i + 1] = total += x->n[i];
	alpha = xw_ereallocarray(NULL, total + 1, sizeof(*alpha));
	for (i = 0; i < x->ne; i++)
		memcpy(alpha + x->start[i], cps[i], x->n[i] * sizeof(*alpha));
	if (total > 1)
		qsort(alpha, total, sizeof(*alpha), cp_order);
	for (k = 0; k < total; k++)
		if (na == 0 || alpha[na - 1] != alpha[k])
			alpha[na++] = alpha[k];
	x->letters = xw_ereallocarray(NULL, total + 1, sizeof(*x->letters));
	for (i = 0; i < x->ne; i++)
		for (k = 0; k < x->n[i]; k++) {
			hit = bsearch(&cps[i][k], alpha, na, sizeof(*alpha),
			    cp_order);
			x->letters[x->start[i] + k] = (uint32_t)(hit - alpha);
		}
	x->nalpha = na;
	free(alpha);
}

/*
 * Of each run of m letters that starts at a letter (0..total), an id,
 * equal runs equal ids; returns how many ids.
 */
static size_t
run_ids(const struct index *x, size_t m, uint32_t *id)
{
	size_t total = x->start[x->ne], cap = 16, i, s, pos, h;
	uint32_t *slot, ng = 0;

	while (cap < 2 * total)
		cap *= 2;
	slot = xw_ecalloc(cap, sizeof(*slot));	/* a first place + 1 */
	for (i = 0; i < x->ne; i++)
		for (s = 0; s + m <= x->n[i]; s++) {
			pos = x->start[i] + s;
			h = (size_t)xw_fnv1a(x->letters + pos,
			    m * sizeof(uint32_t), XW_FNV_BASIS) & (cap - 1);
			while (slot[h] != 0 && memcmp(x->letters + slot[h] - 1,
			    x->letters + pos, m * sizeof(uint32_t)) != 0)
				h = (h + 1) & (cap - 1);
			if (slot[h] == 0) {
				slot[h] = (uint32_t)pos + 1;
				id[pos] = ng++;
			} else {
				id[pos] = id[slot[h] - 1];
			}
		}
	free(slot);
	return ng;
}

/* Each entry's runs of m letters (each once), and each run's entries. */
static void
index_runs(struct index *x, size_t m)
{
	size_t total = x->start[x->ne], i, s, g, ng, at;
	uint32_t *id = xw_ecalloc(total + 1, sizeof(*id)), *seen, *fill, k = 0;

	x->nruns = ng = run_ids(x, m, id);
	seen = xw_ecalloc(ng + 1, sizeof(*seen));	/* its last k + 1 */
	x->bstart = xw_ecalloc(ng + 2, sizeof(*x->bstart));
	x->gstart = xw_ecalloc(x->ne + 1, sizeof(*x->gstart));
	x->grams = xw_ecalloc(total + 1, sizeof(*x->grams));
	x->owner = xw_ecalloc(total + 1, sizeof(*x->owner));
	x->pstart = xw_ecalloc(total + 2, sizeof(*x->pstart));
	x->pos = xw_ecalloc(total + 1, sizeof(*x->pos));
	/* id[at] becomes the k of the run at at, pstart[k + 2] its count. */
	for (i = 0; i < x->ne; i++) {
		for (s = 0; s + m <= x->n[i]; s++) {
			g = id[at = x->start[i] + s];
			if (seen[g] > x->gstart[i]) {	/* met in entry i */
				id[at] = seen[g] - 1;
				x->pstart[seen[g] + 1]++;
				continue;
			}
			seen[g] = k + 1;
			id[at] = k;
			x->pstart[k + 2] = 1;
			x->owner[k] = (uint32_t)i;
			x->grams[k++] = (uint32_t)g;
			x->bstart[g + 2]++;
		}
		x->gstart[i + 1] = k;
	}
	for (s = 0; s < k; s++)
		x->pstart[s + 2] += x->pstart[s + 1];
	fill = x->pstart + 1;	/* as with bucket below */
	for (i = 0; i < x->ne; i++)
		for (s = 0; s + m <= x->n[i]; s++)
			x->pos[fill[id[x->start[i] + s]]++] = (uint32_t)s;
	for (g = 0; g < ng; g++)
		x->bstart[g + 2] += x->bstart[g + 1];
	x->bucket = xw_ecalloc(k + 1, sizeof(*x->bucket));
	fill = x->bstart + 1;	/* where the next entry of run g goes */
	for (s = 0; s < k; s++)
		x->bucket[fill[x->grams[s]]++] = (uint32_t)s;
	/* fill[g] is now the end of g's entries, so bstart[g] its start. */
	free(seen);
	free(id);
}

static int
new_state(struct automaton *sa, int len, int end)
{
	size_t s = sa->nstates++;

	sa->len[s] = len;
	sa->end[s] = end;
	sa->link[s] = -1;
	memset(sa->next + s * sa->width, 0xff, sa->width * sizeof(int));
	return (int)s;
}

/* The automaton of the n letters w (w[k] < nalpha, of the grid). */
static void
build(struct automaton *sa, const uint32_t *w, size_t n)
{
	size_t k, width = 0;
	int last, cur, x, q, clone, c;

	for (k = 0; k < n; k++)
		if (sa->local[w[k]] < 0)
			sa->local[w[k]] = (int)width++;
	/* At most 2n states, the root included. */
	if (2 * n + 1 > sa->scap) {
		sa->scap = 2 * n + 1;
		sa->link = xw_ereallocarray(sa->link, sa->scap,
		    sizeof(*sa->link));
		sa->len = xw_ereallocarray(sa->len, sa->scap, sizeof(*sa->len));
		sa->end = xw_ereallocarray(sa->end, sa->scap, sizeof(*sa->end));
	}
	if ((2 * n + 1) * (width + 1) > sa->ncap) {
		sa->ncap = (2 * n + 1) * (width + 1);
		sa->next = xw_ereallocarray(sa->next, sa->ncap,
		    sizeof(*sa->next));
	}
	sa->width = width;
	sa->nstates = 0;
	last = new_state(sa, 0, -1);
#define NEXT(s, c) sa->next[(size_t)(s) * sa->width + (size_t)(c)]
	for (k = 0; k < n; k++) {
		c = sa->local[w[k]];
		cur = new_state(sa, sa->len[last] + 1, (int)k);
		for (x = last; x != -1 && NEXT(x, c) == -1; x = sa->link[x])
			NEXT(x, c) = cur;
		if (x == -1) {
			sa->link[cur] = 0;
		} else if (sa->len[x] + 1 == sa->len[q = NEXT(x, c)]) {
			sa->link[cur] = q;
		} else {
			clone = new_state(sa, sa->len[x] + 1, sa->end[q]);
			memcpy(&NEXT(clone, 0), &NEXT(q, 0),
			    sa->width * sizeof(int));
			sa->link[clone] = sa->link[q];
			for (; x != -1 && NEXT(x, c) == q; x = sa->link[x])
				NEXT(x, c) = clone;
			sa->link[q] = sa->link[cur] = clone;
		}
		last = cur;
	}
}

/* Forget the letters of w, for the next entry's automaton. */
static void
unbuild(struct automaton *sa, const uint32_t *w, size_t n)
{
	while (n-- > 0)
		sa->local[w[n]] = -1;
}

/*
 * The longest run of the n letters w that the automaton's entry has,
 * and where in that entry it ends first (as the table of every letter
 * against every letter said, in time n).
 */
static size_t
longest(const struct automaton *sa, const uint32_t *w, size_t n,
    size_t *end)
{
	size_t k, l = 0, best = 0;
	int v = 0, c;

	*end = 0;
	for (k = 0; k < n; k++) {
		if ((c = sa->local[w[k]]) < 0) {
			v = 0;
			l = 0;
			continue;
		}
		while (v != 0 && NEXT(v, c) == -1)
			l = (size_t)sa->len[v = sa->link[v]];
		if (NEXT(v, c) == -1)
			continue;	/* at the root, with no such letter */
		v = NEXT(v, c);
		l++;
		if (l > best || (l == best && (size_t)sa->end[v] < *end)) {
			best = l;
			*end = (size_t)sa->end[v];
		}
	}
	return best;
}
#undef NEXT

/* Whether x comes after y in the report: longest first, then a, then b. */
static int
after(const struct pair *x, const struct pair *y)
{
	if (x->len != y->len)
		return x->len < y->len;
	if (x->a != y->a)
		return x->a > y->a;
	return x->b > y->b;
}

static int
report_order(const void *x, const void *y)
{
	return after(x, y) ? 1 : after(y, x) ? -1 : 0;
}

/* The pairs to report so far, the one that comes last at the top. */
struct kept {
	struct pair *heap;
	size_t n;
};

static void
keep(struct kept *k, const struct pair *p)
{
	size_t i, up, down, best;
	struct pair t;

	if (k->n < XW_FIGURE_RUNS_MAX) {
		for (i = k->n++; i > 0 && after(p, &k->heap[up =
		    (i - 1) / 2]); i = up)
			k->heap[i] = k->heap[up];
		k->heap[i] = *p;
		return;
	}
	for (i = 0, t = *p; (down = 2 * i + 1) < k->n; i = best) {
		best = down + 1 < k->n && after(&k->heap[down + 1],
		    &k->heap[down]) ? down + 1 : down;
		if (!after(&k->heap[best], &t))
			break;
		k->heap[i] = k->heap[best];
	}
	k->heap[i] = t;
}

/* Whether a pair whose run is at most len letters long is to be kept. */
static int
may_keep(const struct kept *k, size_t a, size_t b, size_t len)
{
	struct pair p = { a, b, 0, len };

	return k->n < XW_FIGURE_RUNS_MAX || after(&k->heap[0], &p);
}

/* Of the entries, by entry: what pairs_of needs. */
struct scratch {
	uint32_t *next;		/* of each run, its first entry not yet a */
	size_t *met;		/* the last a + 1 that met the entry */
	size_t *hits;		/* how many of a's runs of m the entry has */
	size_t *work;		/* places of such runs met in pairs */
	struct pair *found;	/* its longest run with a, b 0 if not known */
	size_t *partners;	/* the entries that a met */
	struct automaton sa;
};

/*
 * Where a run of m letters is once in a (at pa) and once in b (at pb),
 * and the letters before differ, a run shared starts: its length.
 */
static size_t
run_at(const struct index *x, size_t a, size_t pa, size_t b, size_t pb)
{
	const uint32_t *wa = x->letters + x->start[a];
	const uint32_t *wb = x->letters + x->start[b];
	size_t l = 0;

	if (pa > 0 && pb > 0 && wa[pa - 1] == wb[pb - 1])
		return 0;	/* inside a run that starts before */
	while (pa + l < x->n[a] && pb + l < x->n[b] && wa[pa + l] == wb[pb + l])
		l++;
	return l;
}

/*
 * Meet b in a's run at k (of a) and b's at kb: the longest run they
 * share so far, from each place of the run in a against each in b
 * (every run they share starts at such a pair of places). *work counts
 * the pairs of places: past the letters of a and b, the automaton, in
 * time linear in them, will tell instead (a grid of one letter). Long
 * entries of many letters each meet some run of m twice (in a grid of
 * 1000-letter entries, nearly every pair): counted so, they are not
 * read through the automaton, in time cubic in the grid's side.
 */
static void
meet(const struct index *x, size_t k, size_t kb, struct pair *p,
    size_t *work)
{
	size_t i, j, len, pa;

	if (p->b == 0)
		return;		/* too many places: the automaton will tell */
	*work += TIMES(x, k) * TIMES(x, kb);
	if (*work > x->n[p->a] + x->n[p->b]) {
		p->b = 0;
		return;
	}
	for (i = x->pstart[k]; i < x->pstart[k + 1]; i++)
		for (j = x->pstart[kb]; j < x->pstart[kb + 1]; j++) {
			pa = x->pos[i];
			len = run_at(x, p->a, pa, p->b, x->pos[j]);
			if (len > p->len || (len == p->len && pa < p->at)) {
				p->len = len;
				p->at = pa;
			}
		}
}

/*
 * The entries after a that share a run of m letters with it, each pair
 * once, counted in *npairs and kept when they come early enough.
 */
static void
pairs_of(const struct index *x, size_t m, size_t a, struct scratch *w,
    struct kept *k, size_t *npairs)
{
	const uint32_t *wa = x->letters + x->start[a];
	size_t s, g, e, b, end, ub, i, np = 0;
	struct pair *p;
	int built = 0;

	for (s = x->gstart[a]; s < x->gstart[a + 1]; s++) {
		g = x->grams[s];
		/* a is bucket[next[g]]: those after it follow. */
		for (e = ++w->next[g]; e < x->bstart[g + 1]; e++) {
			p = &w->found[b = x->owner[x->bucket[e]]];
			if (w->met[b] != a + 1) {
				w->met[b] = a + 1;
				w->hits[b] = 0;
				w->work[b] = 0;
				*p = (struct pair){ a, b, 0, 0 };
				w->partners[np++] = b;
				/* Too short to be kept, whatever they share
				   (most pairs of a large grid): counted,
				   not read. */
				if (!may_keep(k, a, b, x->n[a] < x->n[b] ?
				    x->n[a] : x->n[b]))
					p->b = 0;
			}
			w->hits[b] += TIMES(x, s);
			meet(x, s, x->bucket[e], p, &w->work[b]);
		}
	}
	*npairs += np;
	for (i = 0; i < np; i++) {
		p = &w->found[b = w->partners[i]];
		if (p->b != 0) {
			if (may_keep(k, a, b, p->len))
				keep(k, p);
			continue;
		}
		/*
		 * A run of len letters that both have starts len - m + 1 of
		 * a's runs of m that b has: the pairs that cannot come early
		 * enough (most, in a large grid) are not looked at.
		 */
		ub = x->n[a] < x->n[b] ? x->n[a] : x->n[b];
		if (w->hits[b] + m - 1 < ub)
			ub = w->hits[b] + m - 1;
		if (!may_keep(k, a, b, ub))
			continue;
		if (!built++)
			build(&w->sa, wa, x->n[a]);
		p->b = b;
		p->len = longest(&w->sa, x->letters + x->start[b], x->n[b],
		    &end);
		p->at = end + 1 - p->len;
		if (may_keep(k, a, b, p->len))
			keep(k, p);
	}
	if (built)
		unbuild(&w->sa, wa, x->n[a]);
}

void
xw_shared_runs(uint32_t *const *cps, const size_t *n, size_t minrun,
    struct xw_figures *f)
{
	struct index x = { .ne = f->nentries, .n = n };
	struct scratch w = { 0 };
	struct kept k = { 0 };
	size_t a, i, j;
	char *t;

	if (minrun == 0)
		minrun = 1;
	index_letters(&x, cps);
	index_runs(&x, minrun);
	w.sa.local = xw_ereallocarray(NULL, x.nalpha + 1, sizeof(int));
	memset(w.sa.local, 0xff, (x.nalpha + 1) * sizeof(int));
	k.heap = xw_ecalloc(XW_FIGURE_RUNS_MAX, sizeof(*k.heap));
	w.next = xw_ereallocarray(NULL, x.nruns + 1, sizeof(*w.next));
	memcpy(w.next, x.bstart, (x.nruns + 1) * sizeof(*w.next));
	w.met = xw_ecalloc(x.ne + 1, sizeof(*w.met));
	w.hits = xw_ecalloc(x.ne + 1, sizeof(*w.hits));
	w.work = xw_ecalloc(x.ne + 1, sizeof(*w.work));
	w.partners = xw_ecalloc(x.ne + 1, sizeof(*w.partners));
	w.found = xw_ecalloc(x.ne + 1, sizeof(*w.found));
	f->nshared = 0;
	for (a = 0; a < x.ne; a++)
		pairs_of(&x, minrun, a, &w, &k, &f->nshared);
	qsort(k.heap, k.n, sizeof(*k.heap), report_order);
	f->runs = xw_ecalloc(k.n + 1, sizeof(*f->runs));
	for (f->nruns = 0; f->nruns < k.n; f->nruns++) {
		i = k.heap[f->nruns].a;
		t = xw_emalloc(4 * k.heap[f->nruns].len + 1);
		for (j = 0, a = 0; j < k.heap[f->nruns].len; j++)
			a += (size_t)xw_utf8_encode(
			    cps[i][k.heap[f->nruns].at + j], t + a);
		t[a] = '\0';
		f->runs[f->nruns] = (struct xw_figure_run){ i,
		    k.heap[f->nruns].b, t };
	}
	free(k.heap);
	free(w.next);
	free(w.met);
	free(w.hits);
	free(w.work);
	free(w.partners);
	free(w.found);
	free(w.sa.next);
	free(w.sa.link);
	free(w.sa.len);
	free(w.sa.end);
	free(w.sa.local);
	free(x.letters);
	free(x.start);
	free(x.gstart);
	free(x.grams);
	free(x.owner);
	free(x.pstart);
	free(x.pos);
	free(x.bstart);
	free(x.bucket);
}
