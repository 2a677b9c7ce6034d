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

/* The first puzzle that i is after and that is not done, or -1. */
static long
first_open(const struct pk_set *s, const struct pk_puzzle *const *sorted,
    size_t i, const char *done)
{
	size_t k;
	long j;

	for (k = 0; k < s->v[i].nafter; k++)
		if (!done[j = pk_find_id(s, sorted, s->v[i].after[k])])
			return j;
	return -1;
}

/*
 * Puzzles are marked done while some are after only done ones (Kahn's
 * method, by rounds); any left each wait on another left, so following
 * them leads into a cycle.
 */
int
pk_check_cycles(const struct pk_set *s, const struct pk_puzzle *const *sorted,
    const struct pk_told *t)
{
	char *done = xw_ecalloc(s->n, 1);
	struct xw_buf msg = { 0 };
	size_t i, start, left = s->n, was;
	long j;

	do {
		was = left;
		for (i = 0; i < s->n; i++)
			if (!done[i] && first_open(s, sorted, i, done) < 0) {
				done[i] = 1;
				left--;
			}
	} while (left > 0 && left < was);
	for (start = 0; left > 0 && done[start]; start++)
		;
	for (i = 0; left > 0 && i < s->n; i++)
		start = (size_t)first_open(s, sorted, start, done);
	if (left > 0) {
		j = (long)start;
		do {
			xw_buf_printf(&msg, "'%s' after ", s->v[j].id);
			j = first_open(s, sorted, (size_t)j, done);
		} while ((size_t)j != start);
		pk_fault(t, (struct xw_json_step[]){ { "puzzles", 0 },
		    { NULL, start }, { "after", 0 } }, 3, "unlock rules go "
		    "round in a cycle: %s'%s'", msg.s, s->v[start].id);
	}
	xw_buf_free(&msg);
	free(done);
	return left > 0 ? -1 : 0;
}
