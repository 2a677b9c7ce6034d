/* See LICENSE file for copyright and license details. */
/*
 * The rules a set keeps: its ids, unlock rules that can be kept (their
 * cycles found by cycles.c), and members that can all be written out.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bundle.h"
#include "clocale.h"
#include "findings.h"
#include "pack.h"
#include "util.h"
#include "zipname.h"

void
pk_fault(const struct pk_told *t, const struct xw_json_step *path, size_t n,
    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	pk_manifest_vfault(t->e, t->name, t->text, t->len, path, n, "", fmt,
	    ap);
	va_end(ap);
}

/*
 * "puzzles 1 and 2" into b, with their files when known, "puzzles 1
 * (a.ipuz) and 2 (b.ipuz)": an id made of a file's name, as every name
 * in Greek is "puzzle", tells the user nothing of which files to rename.
 */
static void
puzzles_named(struct xw_buf *b, const struct pk_set *s, size_t a, size_t z)
{
	int named = s->v[a].name != NULL && s->v[z].name != NULL;

	xw_buf_printf(b, "puzzles %zu", a + 1);
	if (named)
		xw_buf_printf(b, " (%s)", s->v[a].name);
	xw_buf_printf(b, " and %zu", z + 1);
	if (named)
		xw_buf_printf(b, " (%s)", s->v[z].name);
}

/* What pk_id_ok wants, the first character's rule with the rest: '-s'
   and '_a' are two characters the rest allows. ASCII letters: 'é' is a
   letter too, and the message must not say it is none. */
static const char id_rule[] = "ASCII letters, digits, '.', '_' or '-', the "
    "first a letter or digit";

/* Why the member of a puzzle of id, "puzzles/<id>.ipuz" as -c names
   it, is unsafe (a name Windows keeps for a device), or NULL. */
static const char *
member_fault(const char *id)
{
	char name[PK_ID_MAX + sizeof("puzzles/.ipuz")];

	snprintf(name, sizeof(name), "puzzles/%s.ipuz", id);
	return xw_zipname_fault(name, strlen(name));
}

/*
 * Into b, the id refused (of puzzle i of s, or of the set when i is
 * s->n) made one as -c makes one of a file's name, as ": 'ciel-etoile'
 * would do": the way out of the file route, for an id written in French.
 * Nothing when none is left (an id in Greek), or the one made is refused
 * too: a device's name, or another puzzle's id, case aside.
 */
static void
id_offer(struct xw_buf *b, const struct pk_set *s, size_t i, const char *id)
{
	char *made = pk_id_fold(id);
	size_t k;

	if (made == NULL || !pk_id_ok(made) || (i < s->n &&
	    member_fault(made) != NULL))
		goto done;
	for (k = 0; i < s->n && k < s->n; k++)
		if (k != i && xw_ascii_casecmp(made, s->v[k].id) == 0)
			goto done;
	xw_buf_printf(b, ": '%s' would do", made);
done:
	free(made);
}

int
pk_set_check(const struct pk_set *s, const char *name, const char *text,
    size_t len, struct xw_error *e)
{
	const struct pk_told t = { name, text, len, e };
	struct xw_json_step path[4] = { { "puzzles", 0 } };
	const struct pk_puzzle **sorted = xw_ecalloc(s->n, sizeof(*sorted));
	const struct pk_puzzle *pz;
	struct xw_buf two = { 0 };
	const char *why, *way;
	size_t i, k, a, b;
	int ret = -1;

	if (s->id != NULL && !pk_id_ok(s->id)) {
		id_offer(&two, s, s->n, s->id);
		pk_fault(&t, (struct xw_json_step[]){ { "id", 0 } }, 1,
		    "set id '%s' is not 1-%d %s%s", s->id, PK_ID_MAX, id_rule,
		    two.s != NULL ? two.s : "");
		xw_buf_free(&two);
		goto done;
	}
	for (i = 0; i < s->n; i++) {
		sorted[i] = &s->v[i];
		path[1].index = i;
		path[2].key = "id";
		if (!pk_id_ok(s->v[i].id)) {
			id_offer(&two, s, i, s->v[i].id);
			pk_fault(&t, path, 3, "puzzle %zu: id '%s' is not 1-%d "
			    "%s%s", i + 1, s->v[i].id, PK_ID_MAX, id_rule,
			    two.s != NULL ? two.s : "");
			xw_buf_free(&two);
			goto done;
		}
		/* Named by its file too: an id made of a file's name
		   ("nul.txt") has no place in a manifest. */
		if ((why = member_fault(s->v[i].id)) != NULL) {
			xw_buf_printf(&two, "puzzle %zu", i + 1);
			if (s->v[i].name != NULL)
				xw_buf_printf(&two, " (%s)", s->v[i].name);
			pk_fault(&t, path, 3, "%s: id '%s': its member "
			    "'puzzles/%s.ipuz' %s", two.s, s->v[i].id,
			    s->v[i].id, why);
			xw_buf_free(&two);
			goto done;
		}
	}
	qsort(sorted, s->n, sizeof(*sorted), pk_by_id);
	for (i = 1; i < s->n; i++)
		if (xw_ascii_casecmp(sorted[i]->id, sorted[i - 1]->id) == 0) {
			/* In their order, at the later (qsort leaves
			   equals in any order). */
			a = (size_t)(sorted[i - 1] - s->v);
			b = (size_t)(sorted[i] - s->v);
			path[1].index = a > b ? a : b;
			path[2].key = "id";
			k = a < b ? a : b;
			puzzles_named(&two, s, k, path[1].index);
			/* Ids made of file names: two names in Greek or
			   Japanese are both "puzzle", and renaming is not
			   the only way out. */
			way = s->has_puzzles ? "" : "; rename a file, or give "
			    "the ids in a manifest (-m)";
			if (strcmp(sorted[i]->id, sorted[i - 1]->id) == 0)
				pk_fault(&t, path, 3, "%s have the same id "
				    "'%s'%s", two.s, sorted[i]->id, way);
			else
				pk_fault(&t, path, 3, "%s have ids '%s' and "
				    "'%s', which differ only in case%s", two.s,
				    s->v[k].id, s->v[path[1].index].id, way);
			xw_buf_free(&two);
			goto done;
		}
	for (i = 0; i < s->n; i++) {
		pz = &s->v[i];
		for (k = 0; k < pz->nafter; k++)
			if (pk_find_id(s, sorted, pz->after[k]) < 0) {
				path[1].index = i;
				path[2].key = "after";
				path[3].index = k;
				pk_fault(&t, path, 4, "puzzle '%s' is after "
				    "'%s', which is not in the set", pz->id,
				    pz->after[k]);
				goto done;
			}
	}
	ret = pk_check_cycles(s, sorted, &t);
done:
	free(sorted);
	return ret;
}

void
pk_after_once(struct pk_set *s, const char *name, const char *text,
    size_t len, struct pk_findings *f)
{
	struct xw_json_step path[] = { { "puzzles", 0 }, { NULL, 0 },
	    { "after", 0 }, { NULL, 0 } };
	struct xw_error w;
	const struct pk_told t = { name, text, len, &w };
	struct pk_puzzle *pz;
	size_t i, k, j, at;

	for (i = 0; i < s->n; i++) {
		pz = &s->v[i];
		/* k in the list as it is left, at in the manifest's. */
		for (k = at = 0; k < pz->nafter; at++) {
			for (j = 0; j < k; j++)
				if (strcmp(pz->after[j], pz->after[k]) == 0)
					break;
			if (j == k) {
				k++;
				continue;
			}
			path[1].index = i;
			path[3].index = at;
			pk_fault(&t, path, 4, "puzzle '%s' is after '%s' "
			    "twice; it is kept once", pz->id, pz->after[k]);
			pk_add_read(f, XW_FIND_WARNING, "after-repeated", &w);
			free(pz->after[k]);
			memmove(&pz->after[k], &pz->after[k + 1],
			    (pz->nafter - k - 1) * sizeof(*pz->after));
			pz->nafter--;
		}
	}
}

/* The first of v[0..n), sorted, whose name is key[0..len), or -1. */
static long
find_fold(const struct pk_fold *v, size_t n, const char *key, size_t len)
{
	size_t lo = 0, hi = n, mid;
	int c;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		if ((c = strncmp(key, v[mid].fold, len)) == 0)
			c = v[mid].fold[len] == '\0' ? 0 : -1;
		if (c <= 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo < n && strncmp(key, v[lo].fold, len) == 0 &&
	    v[lo].fold[len] == '\0' ? (long)lo : -1;
}

/* Two members the manifest names that would be one file, or a file and
   a folder of one name (folder): a before b in the manifest. */
struct clash {
	long a, b;
	int folder;
};

/* Keep the clash of x and y in c when it is the first in the manifest,
   by the later of the two. */
static void
keep(struct clash *c, long x, long y, int folder)
{
	long a = x < y ? x : y, b = x < y ? y : x;

	if (c->b < 0 || b < c->b || (b == c->b && a < c->a))
		*c = (struct clash){ a, b, folder };
}

int
pk_members_check(const struct pk_set *s, const char *name, const char *text,
    size_t len, struct xw_error *e)
{
	const struct pk_told t = { name, text, len, e };
	struct xw_json_step at[3] = { { "puzzles", 0 }, { NULL, 0 },
	    { "file", 0 } };
	/* Each member named, and whose: a puzzle's index, or -1 for the
	   manifest itself. */
	struct pk_fold *v = xw_ecalloc(s->n + 1, sizeof(*v));
	struct clash c = { -1, -1, 0 };
	size_t i, n = s->n + 1;
	const char *slash, *fa, *fb;
	long j;

	v[0] = (struct pk_fold){ pk_name_fold(PK_MANIFEST, 1), -1 };
	for (i = 0; i < s->n; i++)
		v[i + 1] = (struct pk_fold){ pk_name_fold(s->v[i].file, 1),
		    (long)i };
	qsort(v, n, sizeof(*v), pk_fold_order);
	for (i = 0; i < n; i++) {
		if (i > 0 && strcmp(v[i].fold, v[i - 1].fold) == 0)
			keep(&c, v[i - 1].who, v[i].who, 0);
		for (slash = strchr(v[i].fold, '/'); slash != NULL;
		    slash = strchr(slash + 1, '/'))
			if ((j = find_fold(v, n, v[i].fold,
			    (size_t)(slash - v[i].fold))) >= 0)
				keep(&c, v[j].who, v[i].who, 1);
	}
	for (i = 0; i < n; i++)
		free(v[i].fold);
	free(v);
	if (c.b < 0)
		return 0;
	at[1].index = (size_t)c.b;
	fa = c.a < 0 ? PK_MANIFEST : s->v[c.a].file;
	fb = s->v[c.b].file;
	if (c.a < 0 && !c.folder)
		pk_fault(&t, at, 3, "puzzle %ld: member '%s' is the manifest",
		    c.b + 1, fb);
	else if (c.a < 0)
		pk_fault(&t, at, 3, "puzzle %ld: member '%s' is in '%s', the "
		    "manifest", c.b + 1, fb, fa);
	else if (!c.folder && strcmp(fa, fb) == 0)
		pk_fault(&t, at, 3, "puzzles %ld and %ld have one member, "
		    "'%s'", c.a + 1, c.b + 1, fb);
	else
		pk_fault(&t, at, 3, "puzzles %ld and %ld have members '%s' "
		    "and '%s', %s", c.a + 1, c.b + 1, fa, fb, c.folder ?
		    "a file and a folder of one name" : "one file where case "
		    "is not told apart");
	return -1;
}
