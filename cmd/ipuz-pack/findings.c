/* See LICENSE file for copyright and license details. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "check.h"
#include "cli.h"
#include "grid.h"
#include "html.h"
#include "pack.h"
#include "puzzle.h"
#include "text.h"
#include "utf8.h"
#include "util.h"

void
pk_add(struct pk_findings *f, enum xw_finding_kind kind, const char *code,
    const char *where, const char *fmt, ...)
{
	struct pk_finding *x;
	char line[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	/* Room for 16, 32, 64, ... findings: grown at each power of two. */
	if (f->n >= 16 && (f->n & (f->n - 1)) == 0)
		f->v = xw_ereallocarray(f->v, f->n * 2, sizeof(*f->v));
	else if (f->v == NULL)
		f->v = xw_ereallocarray(NULL, 16, sizeof(*f->v));
	/* One block, "where\0message\0", freed as where. */
	x = &f->v[f->n++];
	x->kind = kind;
	x->code = code;
	x->line = x->col = 0;
	x->shown = 0;
	x->where = xw_emalloc(strlen(where) + strlen(line) + 2);
	x->message = stpcpy(x->where, where) + 1;
	strcpy(x->message, line);
}

void
pk_add_read(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const struct xw_error *e)
{
	pk_add(f, kind, code, e->file, "%s", e->msg);
	f->v[f->n - 1].line = e->line;
	f->v[f->n - 1].col = e->line > 0 ? e->col : 0;
}

void
pk_add_error(struct pk_findings *f, const char *code, const struct xw_error *e)
{
	pk_add_read(f, XW_FIND_ERROR, code, e);
}

/* Into b, x's file and place as messages give them: "a.ipuz:3:14". */
static void
place(struct xw_buf *b, const struct pk_finding *x)
{
	char n[XW_ITOA_SIZE];

	b->len = 0;
	xw_buf_puts(b, x->where);
	if (x->line > 0) {
		xw_buf_puts(b, ":");
		xw_buf_puts(b, xw_itoa(x->line, n));
	}
	if (x->line > 0 && x->col > 0) {
		xw_buf_puts(b, ":");
		xw_buf_puts(b, xw_itoa(x->col, n));
	}
}

void
pk_warn(const struct pk_finding *x)
{
	struct xw_buf where = { 0 }, shown = { 0 };

	place(&where, x);
	if (!x->shown) {
		xw_warnx("%s: %s", where.s, x->message);
	} else {
		xw_buf_escape(&shown, where.s, where.len);
		xw_buf_puts(&shown, ": ");
		xw_buf_puts(&shown, x->message);
		xw_warn_shown(shown.s);
	}
	xw_buf_free(&where);
	xw_buf_free(&shown);
}

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

/* Something a puzzle of the set uses: an answer or a clue's text. */
struct use {
	char *key;
	size_t puzzle;
	size_t seq;			/* order of gathering, for ties */
	char name[XW_SLOT_NAME_SIZE];	/* "12-across" */
};

static int
use_order(const void *a, const void *b)
{
	const struct use *x = a, *y = b;
	int c = strcmp(x->key, y->key);

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
		if (strcmp(u[i].key, u[first].key) != 0)
			first = i;
		else if (u[i].puzzle != u[i - 1].puzzle)
			pk_add(f, XW_FIND_LINT, code, where, "%s '%s' is in "
			    "'%s' (%s) and '%s' (%s)", what, u[i].key,
			    s->v[u[first].puzzle].id, u[first].name,
			    s->v[u[i].puzzle].id, u[i].name);
	}
	for (i = 0; i < n; i++)
		free(u[i].key);
	free(u);
}

/* Room for one more in *v of *n, growing *cap. */
static struct use *
more(struct use **v, size_t *n, size_t *cap)
{
	if (*n == *cap)
		*v = xw_ereallocarray(*v, *cap = *cap * 2 + 64, sizeof(**v));
	return &(*v)[(*n)++];
}

/* Answers of four letters or more: shorter ones recur in any set. */
static void
add_answers(struct pk_lint *l, size_t i, const struct xw_puzzle *p)
{
	const struct xw_slot *sl;
	struct use *u;
	size_t k;
	char *a, *c;

	for (k = 0; k < p->nslots; k++) {
		sl = &p->slots[k];
		if ((a = xw_slot_answer(p, sl)) == NULL || xw_utf8_len(a) < 4) {
			free(a);
			continue;
		}
		for (c = a; *c != '\0'; c++)
			*c = (char)toupper((unsigned char)*c);
		u = more(&l->answers, &l->nanswers, &l->acap);
		*u = (struct use){ a, i, l->nanswers, "" };
		xw_slot_name(xw_cell_at(p, sl->row, sl->col)->label, sl->number,
		    sl->dir, u->name, sizeof(u->name));
	}
}

static void
add_clues(struct pk_lint *l, size_t i, const struct xw_puzzle *p)
{
	const struct xw_cluelist *cl;
	char *text;
	struct use *u;
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
			u = more(&l->clues, &l->nclues, &l->ccap);
			*u = (struct use){ text, i, l->nclues, "" };
			if (cl->dir == XW_DIR_OTHER)
				snprintf(u->name, sizeof(u->name), "%s %s",
				    cl->name, cl->clues[c].number);
			else
				xw_slot_name(cl->clues[c].number, 0, cl->dir,
				    u->name, sizeof(u->name));
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
		if (tolower((unsigned char)*a) != tolower((unsigned char)*b) &&
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
	memset(l, 0, sizeof(*l));
}

size_t
pk_count(const struct pk_findings *f, enum xw_finding_kind kind)
{
	size_t i, n = 0;

	for (i = 0; i < f->n; i++)
		n += f->v[i].kind == kind;
	return n;
}

void
pk_print(FILE *fp, const struct pk_findings *f, const char *bundle,
    int json, int errors, const char *status)
{
	json_object *doc, *list, *o;
	struct xw_buf at = { 0 }, where = { 0 }, msg = { 0 };
	size_t i, k;

	if (!json) {
		/* A line a finding: a newline in a member's name or in a
		   puzzle's text (a clue's answer) must not forge another,
		   nor an escape drive the terminal. */
		for (i = 0; i < f->n; i++) {
			if (!errors && f->v[i].kind == XW_FIND_ERROR)
				continue;
			where.len = msg.len = 0;
			place(&at, &f->v[i]);
			xw_buf_escape(&where, at.s, at.len);
			if (f->v[i].shown)
				xw_buf_puts(&msg, f->v[i].message);
			else
				xw_buf_escape(&msg, f->v[i].message,
				    strlen(f->v[i].message));
			fprintf(fp, "%s: %s: %s\n", where.s,
			    xw_finding_kind_name(f->v[i].kind), msg.s);
		}
		xw_buf_free(&at);
		xw_buf_free(&where);
		xw_buf_free(&msg);
		return;
	}
	doc = json_object_new_object();
	list = json_object_new_array();
	/* As the text shows them (xw_json_shown): a script that prints a
	   message from -j meets no control character a bundle put there. */
	json_object_object_add(doc, "bundle", xw_json_shown(bundle));
	json_object_object_add(doc, "status", json_object_new_string(status));
	for (i = 0; i < f->n; i++) {
		const char *const keys[] = { "kind", "code", "file", "message" };
		const char *const values[] = {
		    xw_finding_kind_name(f->v[i].kind), f->v[i].code,
		    f->v[i].where, f->v[i].message };

		o = json_object_new_object();
		for (k = 0; k < 4; k++)
			json_object_object_add(o, keys[k], k == 3 &&
			    f->v[i].shown ? json_object_new_string(values[k]) :
			    xw_json_shown(values[k]));
		/* As ipuz-check -j: a place its own members, the name whole. */
		if (f->v[i].line > 0) {
			json_object_object_add(o, "line",
			    json_object_new_int64(f->v[i].line));
			json_object_object_add(o, "column",
			    json_object_new_int64(f->v[i].col));
		}
		json_object_array_add(list, o);
	}
	json_object_object_add(doc, "findings", list);
	xw_json_println(doc);
}

void
pk_findings_free(struct pk_findings *f)
{
	size_t i;

	for (i = 0; i < f->n; i++)
		free(f->v[i].where);
	free(f->v);
	memset(f, 0, sizeof(*f));
}
