/* See LICENSE file for copyright and license details. */
/*
 * What ipuz-pack says of the puzzles of a set: each puzzle's checks (and
 * a solver's entries left in it), and the set linted as a whole, the
 * answers and clues two puzzles share and the locales that differ.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "check.h"
#include "clocale.h"
#include "findings.h"
#include "grid.h"
#include "html.h"
#include "pack.h"
#include "puzzle.h"
#include "utf8.h"
#include "util.h"

/*
 * A puzzle that comes with a solver's entries: a set is what is handed
 * to solvers, and one that opens part solved, or solved, is a slip. It
 * is packed as it is, as nothing of a puzzle is dropped unasked.
 */
/* Whether a solver filled a white cell of p: given letters are not the
   solver's, though they count as filled. */
static int
solver_entered(const struct xw_puzzle *p)
{
	const struct xw_cell *cell;
	size_t i;

	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		if (cell->kind == XW_CELL_LETTER && (cell->value != NULL ||
		    (cell->mismatch & XW_CHANGED_SAVED)))
			return 1;
	}
	return 0;
}

void
pk_add_saved(struct pk_findings *f, const char *where,
    const struct xw_puzzle *p)
{
	struct xw_stats st;
	char wrong[64] = "";

	if (!solver_entered(p))
		return;
	xw_check_stats(p, &st);
	if (p->has_solution)
		snprintf(wrong, sizeof(wrong), st.wrong == 0 ? ", all right" :
		    ", %d wrong", st.wrong);
	pk_add(f, XW_FIND_WARNING, "saved", where, "the puzzle carries a "
	    "solver's saved grid (%d of %d cells filled%s)", st.filled,
	    st.letters, wrong);
}

void
pk_add_checks(struct pk_findings *f, const char *where,
    const struct xw_puzzle *p, int lint)
{
	struct xw_findings fs = { 0 };
	size_t i;

	xw_check(p, lint ? XW_CHECK_LINT : 0, NULL, &fs);
	for (i = 0; i < fs.n; i++)
		if (fs.v[i].kind != XW_FIND_INFO)
			pk_add(f, fs.v[i].kind, fs.v[i].code, where, "%s",
			    fs.v[i].message);
	xw_findings_free(&fs);
	pk_add_saved(f, where, p);
}

/*
 * Something a puzzle of the set uses: an answer or a clue's text, and
 * its slot's name ("12-across"), each the one copy of l->strings (a set
 * of 100000 puzzles repeats answers, and every name, many times): a use
 * is small, and the same keys are told the same by their address.
 */
struct use {
	const char *key, *name;
	uint32_t puzzle;
	uint32_t seq;			/* order of gathering, for ties */
};

static int
use_order(const void *a, const void *b)
{
	const struct use *x = a, *y = b;
	int c = x->key == y->key ? 0 : strcmp(x->key, y->key);

	return c != 0 ? c : (x->seq > y->seq) - (x->seq < y->seq);
}

/* Report what more than one puzzle uses: once a puzzle, against the
   first to use it. */
static void
report_shared(struct use *u, size_t n, const struct pk_set *s,
    const char *where, const char *code, const char *what,
    struct pk_findings *f)
{
	size_t i, first = 0;

	/* No puzzle read, nothing gathered: u is NULL, which qsort(3) may
	   not be given even with n 0. */
	if (n > 0)
		qsort(u, n, sizeof(*u), use_order);
	for (i = 1; i < n; i++) {
		if (u[i].key != u[first].key)
			first = i;
		else if (u[i].puzzle != u[i - 1].puzzle)
			pk_add(f, XW_FIND_LINT, code, where, "%s '%s' is in "
			    "'%s' (%s) and '%s' (%s)", what, u[i].key,
			    s->v[u[first].puzzle].id, u[first].name,
			    s->v[u[i].puzzle].id, u[i].name);
	}
	free(u);
}

static const char *intern(struct pk_lint *l, char *str);

/* l->strings twice as big (or made), each string moved over. */
static void
grow(struct pk_lint *l)
{
	char **old = l->strings;
	size_t k, n = l->scap;

	l->scap = n > 0 ? n * 2 : 1024;
	l->strings = xw_ecalloc(l->scap, sizeof(*l->strings));
	l->nstrings = 0;
	for (k = 0; k < n; k++)
		if (old[k] != NULL)
			(void)intern(l, old[k]);
	free(old);
}

/* The one copy in l->strings of str, which is taken (freed when there
   is one already). The table, open addressed, is kept half empty. */
static const char *
intern(struct pk_lint *l, char *str)
{
	size_t i, mask;

	if (l->nstrings * 2 >= l->scap)
		grow(l);
	mask = l->scap - 1;
	for (i = xw_fnv1a(str, strlen(str), XW_FNV_BASIS) & mask;
	    l->strings[i] != NULL; i = (i + 1) & mask)
		if (strcmp(l->strings[i], str) == 0) {
			free(str);
			return l->strings[i];
		}
	l->nstrings++;
	return l->strings[i] = str;
}

/* Note that puzzle i uses key (taken) in its slot called name. */
static void
add_use(struct pk_lint *l, struct use **v, size_t *n, size_t *cap,
    size_t i, char *key, const char *name)
{
	if (*n == *cap)
		*v = xw_ereallocarray(*v, *cap = *cap * 2 + 64, sizeof(**v));
	(*v)[*n] = (struct use){ intern(l, key), intern(l, xw_estrdup(name)),
	    (uint32_t)i, (uint32_t)*n };
	(*n)++;
}

/* Answers of four letters or more: shorter ones recur in any set. */
static void
add_answers(struct pk_lint *l, size_t i, const struct xw_puzzle *p)
{
	const struct xw_slot *sl;
	char *a, *c, name[XW_SLOT_NAME_SIZE];
	size_t k;

	for (k = 0; k < p->nslots; k++) {
		sl = &p->slots[k];
		if ((a = xw_slot_answer(p, sl)) == NULL || xw_utf8_len(a) < 4) {
			free(a);
			continue;
		}
		for (c = a; *c != '\0'; c++)
			*c = (char)xw_ascii_upper((unsigned char)*c);
		xw_slot_name(xw_cell_at(p, sl->row, sl->col)->label, sl->number,
		    sl->dir, name, sizeof(name));
		add_use(l, &l->answers, &l->nanswers, &l->acap, i, a, name);
	}
}

static void
add_clues(struct pk_lint *l, size_t i, const struct xw_puzzle *p)
{
	const struct xw_cluelist *cl;
	char *text, name[XW_SLOT_NAME_SIZE];
	size_t k, c;

	for (k = 0; k < p->nlists; k++) {
		cl = &p->lists[k];
		for (c = 0; c < cl->nclues; c++) {
			/* As the clue shows: "Q&amp;A <i>x</i>" is "Q&A x",
			   "a  b" and "a\nb" the same "a b". */
			text = xw_html_plain(cl->clues[c].text);
			if (*text == '\0') {
				free(text);
				continue;
			}
			if (cl->dir == XW_DIR_OTHER)
				snprintf(name, sizeof(name), "%s %s",
				    cl->name, cl->clues[c].number);
			else
				xw_slot_name(cl->clues[c].number, 0, cl->dir,
				    name, sizeof(name));
			add_use(l, &l->clues, &l->nclues, &l->ccap, i, text,
			    name);
		}
	}
}

/* A puzzle's locale: the manifest's word, or what libipuz writes. */
static const char *
puzzle_locale(const struct pk_puzzle *pz, const struct xw_puzzle *p)
{
	struct json_object *v;

	if (pz->locale != NULL)
		return pz->locale;
	if ((v = xw_puzzle_field(p, "org.gnome.libipuz:locale")) != NULL &&
	    json_object_is_type(v, json_type_string))
		return json_object_get_string(v);
	return NULL;
}

void
pk_lint_puzzle(struct pk_lint *l, const struct pk_set *s, size_t i,
    const struct xw_puzzle *p)
{
	const char *loc = puzzle_locale(&s->v[i], p);

	if (l->locales == NULL)
		l->locales = xw_ecalloc(s->n, sizeof(*l->locales));
	l->locales[i] = loc != NULL ? xw_estrdup(loc) : NULL;
	add_answers(l, i, p);
	add_clues(l, i, p);
}

/* Whether two locales differ, "en-US" and "en_us" being the same. */
static int
locales_differ(const char *a, const char *b)
{
	for (; *a != '\0' && *b != '\0'; a++, b++)
		if (xw_ascii_lower((unsigned char)*a) !=
		    xw_ascii_lower((unsigned char)*b) &&
		    !(strchr("-_", *a) != NULL && strchr("-_", *b) != NULL))
			return 1;
	return *a != *b;
}

void
pk_lint_set(struct pk_lint *l, const struct pk_set *s, const char *where,
    struct pk_findings *f)
{
	const char *set = s->locale;
	size_t i;

	report_shared(l->answers, l->nanswers, s, where, "set-answer",
	    "answer", f);
	report_shared(l->clues, l->nclues, s, where, "set-clue", "clue", f);
	for (i = 0; l->locales != NULL && i < s->n; i++) {
		if (l->locales[i] == NULL)
			continue;
		if (set == NULL)
			set = l->locales[i];
		else if (locales_differ(l->locales[i], set))
			pk_add(f, XW_FIND_LINT, "set-locale", where, "'%s' is in "
			    "locale %s, the set in %s", s->v[i].id,
			    l->locales[i], set);
	}
	for (i = 0; l->locales != NULL && i < s->n; i++)
		free(l->locales[i]);
	free(l->locales);
	for (i = 0; i < l->scap; i++)
		free(l->strings[i]);
	free(l->strings);
	memset(l, 0, sizeof(*l));
}
