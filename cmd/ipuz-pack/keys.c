/* See LICENSE file for copyright and license details. */
/*
 * The keys of each level of a manifest, as ipuz-pack(5) lists them, and
 * the one an unknown key was likely meant for: manifest.c names it, or
 * else them all.
 */
#include <stddef.h>
#include <string.h>

#include "clocale.h"
#include "pack.h"

/* The bound of distance's table: a longer key is more than 2 edits from
   every known one (the longest, "description", has 11 letters). */
#define LONGEST	16

/* Keys other manifests use for ours: "license", the spelling of SPDX,
   npm and Cargo, which one edit finds too, and those no edit finds. */
static const struct pk_alias set_aliases[] = { { "license", "licence" },
    { "name", "short_name" }, { "title", "short_name" },
    { "language", "locale" }, { NULL, NULL } };
static const struct pk_alias puzzle_aliases[] = { { "name", "title" },
    { "path", "file" }, { "level", "difficulty" },
    { "language", "locale" }, { NULL, NULL } };

/* The string ones among them are pk_set_fields and pk_puzzle_fields. */
static const char *const set_names[] = { "version", "id", "short_name",
    "long_name", "locale", "author", "licence", "description", "puzzles",
    NULL };
static const char *const puzzle_names[] = { "id", "file", "title",
    "difficulty", "locale", "after", NULL };

const struct pk_keys pk_set_keys = { set_names, set_aliases, "the set's" };
const struct pk_keys pk_puzzle_keys = { puzzle_names, puzzle_aliases,
    "a puzzle's" };

/* Whether a and b are one letter, ASCII case aside. */
static int
same(char a, char b)
{
	return xw_ascii_upper((unsigned char)a) ==
	    xw_ascii_upper((unsigned char)b);
}

/* The optimal string alignment distance of a and b, case aside: the
   edits (a character put in, taken out, changed, or two side by side
   swapped) that make one the other; 3 when it is more than 2. */
static size_t
distance(const char *a, const char *b)
{
	size_t d[LONGEST + 1][LONGEST + 1], la = strlen(a), lb = strlen(b);
	size_t i, j, best;

	if (la > LONGEST || lb > LONGEST || (la > lb ? la - lb : lb - la) > 2)
		return 3;
	for (i = 0; i <= la; i++)
		d[i][0] = i;
	for (j = 0; j <= lb; j++)
		d[0][j] = j;
	for (i = 1; i <= la; i++)
		for (j = 1; j <= lb; j++) {
			best = d[i - 1][j - 1] + !same(a[i - 1], b[j - 1]);
			if (d[i - 1][j] + 1 < best)
				best = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < best)
				best = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) &&
			    same(a[i - 2], b[j - 1]) && d[i - 2][j - 2] + 1 < best)
				best = d[i - 2][j - 2] + 1;
			d[i][j] = best;
		}
	return d[la][lb] > 2 ? 3 : d[la][lb];
}

const char *
pk_key_meant(const struct pk_keys *k, const char *key)
{
	const char *best = NULL;
	size_t d, least = 3, i;

	for (i = 0; k->aliases[i].key != NULL; i++)
		if (xw_ascii_casecmp(key, k->aliases[i].key) == 0)
			return k->aliases[i].meant;
	/* 2 edits of a short key reach anything: "date" is not "file". */
	for (i = 0; k->names[i] != NULL; i++)
		if ((d = distance(key, k->names[i])) < least &&
		    d <= (strlen(k->names[i]) <= 4 ? 1u : 2u)) {
			least = d;
			best = k->names[i];
		}
	return best;
}
