/* See LICENSE file for copyright and license details. */
#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
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

static void say(struct pk_findings *f, const struct pk_finding *x);

/* Keep x, whose strings are f's now, or, in a stream, say it and free
   them: a bundle's report need not be held to be printed. */
static void
keep(struct pk_findings *f, struct pk_finding *x)
{
	if (f->out != NULL && (f->begun || !f->json || x->kind ==
	    XW_FIND_ERROR || x->kind == XW_FIND_LINT)) {
		say(f, x);
		free(x->where);
		return;
	}
	/* Room for 16, 32, 64, ... findings: grown at each power of two. */
	if (f->n >= 16 && (f->n & (f->n - 1)) == 0)
		f->v = xw_ereallocarray(f->v, f->n * 2, sizeof(*f->v));
	else if (f->v == NULL)
		f->v = xw_ereallocarray(NULL, 16, sizeof(*f->v));
	f->v[f->n++] = *x;
}

/* Add the finding of where, at line and col, whose message is msg
   (shown: escaped as shown already). */
static void
add_at(struct pk_findings *f, enum xw_finding_kind kind, const char *code,
    const char *where, long line, long col, const char *msg, int shown)
{
	struct pk_finding x;

	x.kind = kind;
	x.code = code;
	x.line = line;
	x.col = line > 0 ? col : 0;
	x.shown = shown;
	/* One block, "where\0message\0", freed as where. */
	x.where = xw_emalloc(strlen(where) + strlen(msg) + 2);
	x.message = stpcpy(x.where, where) + 1;
	strcpy(x.message, msg);
	keep(f, &x);
}

static void vadd(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const char *where, int shown, const char *fmt,
    va_list ap) XW_PRINTF(6, 0);

/* pk_add, or with shown pk_add_shown, of fmt and ap. */
static void
vadd(struct pk_findings *f, enum xw_finding_kind kind, const char *code,
    const char *where, int shown, const char *fmt, va_list ap)
{
	char line[1024];

	vsnprintf(line, sizeof(line), fmt, ap);
	add_at(f, kind, code, where, 0, 0, line, shown);
}

void
pk_add(struct pk_findings *f, enum xw_finding_kind kind, const char *code,
    const char *where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vadd(f, kind, code, where, 0, fmt, ap);
	va_end(ap);
}

void
pk_add_shown(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const char *where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vadd(f, kind, code, where, 1, fmt, ap);
	va_end(ap);
}

void
pk_add_read(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const struct xw_error *e)
{
	add_at(f, kind, code, e->file, e->line, e->col, e->msg, 0);
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
			*c = (char)toupper((unsigned char)*c);
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
	for (i = 0; i < l->scap; i++)
		free(l->strings[i]);
	free(l->strings);
	memset(l, 0, sizeof(*l));
}

size_t
pk_count(const struct pk_findings *f, enum xw_finding_kind kind)
{
	size_t i, n = f->said[kind];

	for (i = 0; i < f->n; i++)
		n += f->v[i].kind == kind;
	return n;
}

/* x as a line of the text report, "where[:line[:col]]: kind: message",
   to fp; b[0..3) the buffers it is made in. A newline in a member's
   name or in a puzzle's text (a clue's answer) must not forge another
   line, nor an escape drive the terminal. */
static void
print_line(FILE *fp, const struct pk_finding *x, struct xw_buf b[3])
{
	b[1].len = b[2].len = 0;
	place(&b[0], x);
	xw_buf_escape(&b[1], b[0].s, b[0].len);
	if (x->shown)
		xw_buf_puts(&b[2], x->message);
	else
		xw_buf_escape(&b[2], x->message, strlen(x->message));
	fprintf(fp, "%s: %s: %s\n", b[1].s, xw_finding_kind_name(x->kind),
	    b[2].s);
}

/* x as an element of the "findings" of -j: its kind, code, file (where),
   message, and when its line is known, line and column. */
static json_object *
finding_json(const struct pk_finding *x)
{
	const char *const keys[] = { "kind", "code", "file", "message" };
	const char *const values[] = { xw_finding_kind_name(x->kind),
	    x->code, x->where, x->message };
	json_object *o = json_object_new_object();
	size_t k;

	/* As the text shows them (xw_json_shown): a script that prints a
	   message from -j meets no control character a bundle put there. */
	for (k = 0; k < 4; k++)
		json_object_object_add(o, keys[k], k == 3 && x->shown ?
		    json_object_new_string(values[k]) :
		    xw_json_shown(values[k]));
	/* As ipuz-check -j: a place its own members, the name whole. */
	if (x->line > 0) {
		json_object_object_add(o, "line", json_object_new_int64(x->line));
		json_object_object_add(o, "column",
		    json_object_new_int64(x->col));
	}
	return o;
}

/* The document of -j about bundle, whose "status" is status, with an
   empty "findings" list (the caller adds them). */
static json_object *
report_json(const char *bundle, const char *status)
{
	json_object *doc = json_object_new_object();

	json_object_object_add(doc, "bundle", xw_json_shown(bundle));
	json_object_object_add(doc, "status", json_object_new_string(status));
	json_object_object_add(doc, "findings", json_object_new_array());
	return doc;
}

void
pk_print(FILE *fp, const struct pk_findings *f, const char *bundle,
    int json, int errors, const char *status)
{
	struct xw_buf b[3] = { { 0 }, { 0 }, { 0 } };
	json_object *doc, *list;
	size_t i;

	if (!json) {
		for (i = 0; i < f->n; i++)
			if (errors || f->v[i].kind != XW_FIND_ERROR)
				print_line(fp, &f->v[i], b);
		for (i = 0; i < 3; i++)
			xw_buf_free(&b[i]);
		return;
	}
	doc = report_json(bundle, status);
	list = json_object_object_get(doc, "findings");
	for (i = 0; i < f->n; i++)
		json_object_array_add(list, finding_json(&f->v[i]));
	xw_json_println(doc);
}

/*
 * A stream's JSON is the one line pk_print writes, in parts: the
 * document up to its "findings" list's '[', each finding with a ','
 * before all but the first, then "]}" and the newline. Its parts are
 * made by json-c as the whole is, so that the bytes are the same.
 */
static void
begin(struct pk_findings *f, const char *status)
{
	struct xw_buf line = { 0 };
	json_object *doc = report_json(f->bundle, status);
	size_t i;

	/* The line ends in "[]}\n": all but its last three bytes. */
	xw_json_line(doc, &line);
	json_object_put(doc);
	fwrite(line.s, 1, line.len - 3, f->out);
	xw_buf_free(&line);
	f->begun = 1;
	for (i = 0; i < f->n; i++) {
		say(f, &f->v[i]);
		free(f->v[i].where);
	}
	f->n = 0;
}

/* Say x to the stream f, counting it. */
static void
say(struct pk_findings *f, const struct pk_finding *x)
{
	struct xw_buf line = { 0 };
	json_object *o;

	if (!f->json) {
		f->said[x->kind]++;
		print_line(f->out, x, f->bufs);
		return;
	}
	/* Its status is known from the first error or lint: "problems". */
	if (!f->begun)
		begin(f, "problems");
	if (f->nsaid++ > 0)
		fputc(',', f->out);
	f->said[x->kind]++;
	o = finding_json(x);
	xw_json_line(o, &line);
	json_object_put(o);
	fwrite(line.s, 1, line.len - 1, f->out);
	xw_buf_free(&line);
}

void
pk_stream(struct pk_findings *f, FILE *fp, const char *bundle, int json)
{
	memset(f, 0, sizeof(*f));
	f->out = fp;
	f->bundle = bundle;
	f->json = json;
}

void
pk_stream_end(struct pk_findings *f, const char *status)
{
	size_t i;

	if (f->json && !f->begun)
		begin(f, status);
	if (f->json)
		fputs("]}\n", f->out);
	for (i = 0; i < 3; i++)
		xw_buf_free(&f->bufs[i]);
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
