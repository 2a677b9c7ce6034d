/* See LICENSE file for copyright and license details. */
/*
 * A set's unlock rules checked for a cycle, for pk_set_check (rules.c),
 * and the puzzles of a set sorted by id and found by it, for both.
 */
#include <stdlib.h>
#include <string.h>

#include "clocale.h"
#include "pack.h"
#include "util.h"

/* Ids in order of their letters in any case, then of the case: two that
   differ only in case, whose members would be one file where case is not
   told apart, are side by side. */
static int
id_order(const char *a, const char *b)
{
	int c = xw_ascii_casecmp(a, b);

	return c != 0 ? c : strcmp(a, b);
}

int
pk_by_id(const void *a, const void *b)
{
	const struct pk_puzzle *const *x = a, *const *y = b;

	return id_order((*x)->id, (*y)->id);
}

long
pk_find_id(const struct pk_set *s, const struct pk_puzzle *const *sorted,
    const char *id)
{
	size_t lo = 0, hi = s->n, mid;
	int c;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		if ((c = id_order(id, sorted[mid]->id)) == 0)
			return (long)(sorted[mid] - s->v);
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return -1;
}

/*
 * The unlock rules of s as a graph: the puzzles each is after, as
 * indexes (ids looked up once, not in every round), and the puzzles
 * after each, for the count of those waiting to go down as one is done.
 */
struct rules {
	size_t *first;		/* puzzle i is after to[first[i]..first[i+1]) */
	size_t *to;
	size_t *rfirst;		/* puzzle j is before by[rfirst[j]..rfirst[j+1]) */
	size_t *by;
};

static void
rules_make(struct rules *g, const struct pk_set *s,
    const struct pk_puzzle *const *sorted)
{
	size_t i, k, e = 0;

	g->first = xw_ecalloc(s->n + 1, sizeof(*g->first));
	g->rfirst = xw_ecalloc(s->n + 1, sizeof(*g->rfirst));
	for (i = 0; i < s->n; i++)
		g->first[i + 1] = g->first[i] + s->v[i].nafter;
	g->to = xw_ecalloc(g->first[s->n] + 1, sizeof(*g->to));
	g->by = xw_ecalloc(g->first[s->n] + 1, sizeof(*g->by));
	/* Every id is in the set: pk_set_check refused any that is not. */
	for (i = 0; i < s->n; i++)
		for (k = 0; k < s->v[i].nafter; k++, e++) {
			g->to[e] = (size_t)pk_find_id(s, sorted,
			    s->v[i].after[k]);
			g->rfirst[g->to[e] + 1]++;
		}
	for (i = 0; i < s->n; i++)
		g->rfirst[i + 1] += g->rfirst[i];
	/* rfirst[j] counts up as j's list is filled, to rfirst[j + 1]:
	   shifted back after. */
	for (i = 0; i < s->n; i++)
		for (e = g->first[i]; e < g->first[i + 1]; e++)
			g->by[g->rfirst[g->to[e]]++] = i;
	for (i = s->n; i > 0; i--)
		g->rfirst[i] = g->rfirst[i - 1];
	g->rfirst[0] = 0;
}

static void
rules_free(struct rules *g)
{
	free(g->first);
	free(g->to);
	free(g->rfirst);
	free(g->by);
}

/* The first puzzle that i is after and that is not done, or -1. */
static long
first_open(const struct rules *g, size_t i, const char *done)
{
	size_t e;

	for (e = g->first[i]; e < g->first[i + 1]; e++)
		if (!done[g->to[e]])
			return (long)g->to[e];
	return -1;
}

/*
 * Puzzles are marked done once all they are after are done (Kahn's
 * method: each puzzle counts those it waits on, and is done when the
 * count is 0); any left each wait on another left, so following them
 * leads into a cycle. Linear in puzzles and rules: the rounds of old,
 * each a pass over every list, were cubic for 1,000 puzzles each after
 * all the later ones, listed from the last (fuzz19 F6).
 */
int
pk_check_cycles(const struct pk_set *s, const struct pk_puzzle *const *sorted,
    const struct pk_told *t)
{
	char *done = xw_ecalloc(s->n, 1);
	size_t *waits = xw_ecalloc(s->n + 1, sizeof(*waits));
	size_t *ready = xw_ecalloc(s->n + 1, sizeof(*ready));
	long *next = xw_ecalloc(s->n + 1, sizeof(*next));
	struct xw_buf msg = { 0 };
	struct rules g;
	size_t i, e, start, left = s->n, nready = 0;
	long j;

	rules_make(&g, s, sorted);
	for (i = 0; i < s->n; i++)
		if ((waits[i] = s->v[i].nafter) == 0)
			ready[nready++] = i;
	while (nready > 0) {
		i = ready[--nready];
		done[i] = 1;
		left--;
		for (e = g.rfirst[i]; e < g.rfirst[i + 1]; e++)
			if (--waits[g.by[e]] == 0)
				ready[nready++] = g.by[e];
	}
	/* The walk of old, from the first left, as many steps as there
	   are puzzles, to be in the cycle, then round it: each step
	   known once. */
	for (i = 0; left > 0 && i < s->n; i++)
		next[i] = done[i] ? -1 : first_open(&g, i, done);
	for (start = 0; left > 0 && done[start]; start++)
		;
	for (i = 0; left > 0 && i < s->n; i++)
		start = (size_t)next[start];
	if (left > 0) {
		j = (long)start;
		do {
			xw_buf_printf(&msg, "'%s' after ", s->v[j].id);
			j = next[j];
		} while ((size_t)j != start);
		pk_fault(t, (struct xw_json_step[]){ { "puzzles", 0 },
		    { NULL, start }, { "after", 0 } }, 3, "unlock rules go "
		    "round in a cycle: %s'%s'", msg.s, s->v[start].id);
	}
	xw_buf_free(&msg);
	rules_free(&g);
	free(next);
	free(ready);
	free(waits);
	free(done);
	return left > 0 ? -1 : 0;
}
