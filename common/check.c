/* See LICENSE file for copyright and license details. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "check.h"
#include "check_priv.h"
#include "clocale.h"
#include "grid.h"
#include "html.h"
#include "puz.h"
#include "utf8.h"
#include "util.h"
#include "words.h"

static struct xw_finding *
add(struct xw_findings *out, enum xw_finding_kind kind, const char *code,
    const char *fmt, ...) XW_PRINTF(4, 5);

static struct xw_finding *
add(struct xw_findings *out, enum xw_finding_kind kind, const char *code,
    const char *fmt, ...)
{
	struct xw_finding *f;
	char *msg;
	va_list ap;
	int n;

	/* Whole: a message cut in a fixed buffer lost its end, and could
	   end in half a character (invalid UTF-8 in -j). */
	va_start(ap, fmt);
	n = xw_c_vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	msg = xw_emalloc(n > 0 ? (size_t)n + 1 : 1);
	va_start(ap, fmt);
	xw_c_vsnprintf(msg, n > 0 ? (size_t)n + 1 : 1, fmt, ap);
	va_end(ap);
	if (out->n == out->cap) {
		out->cap = out->cap != 0 ? out->cap * 2 : 16;
		out->v = xw_ereallocarray(out->v, out->cap, sizeof(*out->v));
	}
	f = &out->v[out->n++];
	f->kind = kind;
	f->code = code;
	f->message = msg;
	f->cells = NULL;
	f->ncells = 0;
	return f;
}

static void
add_cell(struct xw_finding *f, int r, int c)
{
	/* Room doubles at each power of two, so adding n cells is O(n). */
	if ((f->ncells & (f->ncells - 1)) == 0)
		f->cells = xw_ereallocarray(f->cells, f->ncells != 0 ?
		    2 * f->ncells : 1, sizeof(*f->cells));
	f->cells[f->ncells++] = (struct xw_pos){ r, c };
}

const char *
xw_finding_kind_name(enum xw_finding_kind kind)
{
	static const char *const names[] = { "error", "warning", "lint",
	    "wrong", "info" };

	return names[kind];
}

void
xw_findings_free(struct xw_findings *out)
{
	size_t i;

	for (i = 0; i < out->n; i++) {
		free(out->v[i].message);
		free(out->v[i].cells);
	}
	free(out->v);
	out->v = NULL;
	out->n = out->cap = 0;
}

/* "14-across": a slot by the label of its first cell. */
static const char *
slot_name(const struct xw_puzzle *p, const struct xw_slot *s, char *buf,
    size_t size)
{
	const struct xw_cell *cell = xw_cell_at(p, s->row, s->col);

	/* A coded puzzle's labels are letter codes, not clue numbers. */
	return xw_slot_name(cell->label != NULL && !xw_puzzle_is_kind(p,
	    XW_KIND_CODED) ? cell->label : NULL, s->number, s->dir, buf, size);
}


static void
check_head(const struct xw_puzzle *p, struct xw_findings *out)
{
	/* Version and kind are facts of an ipuz document, not of a grid. */
	if (p->doc == NULL && p->version == NULL && p->nkinds == 0)
		return;
	if (p->version == NULL)
		add(out, XW_FIND_ERROR, "version", "missing version");
	else if (strncmp(p->version, "http://ipuz.org/v", 17) != 0)
		add(out, XW_FIND_WARNING, "version",
		    "version '%s' is not an ipuz version", p->version);
	if (p->nkinds == 0)
		add(out, XW_FIND_ERROR, "kind", "missing kind");
	else if (!xw_puzzle_is_kind(p, XW_KIND_CROSSWORD) &&
	    !xw_puzzle_is_kind(p, XW_KIND_CRYPTIC) &&
	    !xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS))
		add(out, XW_FIND_WARNING, "kind", "kind '%s' is not a "
		    "crossword; checked as one", p->kinds[p->nkinds - 1]);
}

/* What grid_rule looks for in a cell. */
enum cell_test {
	NO_LETTER,		/* a white cell without a solution letter (not
				   a block there) */
	NO_SOLUTION,		/* the same, in a puzzle with a solution */
	SOLUTION_BLOCK,		/* a block of the solution at a white cell */
	SOLUTION_LETTER,	/* a solution letter at a block or omitted
				   cell */
	SOLUTION_CONTROL,	/* a solution with a control character */
	SOLUTION_BARE_MARK,	/* a solution that starts with a mark */
	SAVED_BLOCK,		/* the same of the saved grid */
	SAVED_LETTER,
	GIVEN_WRONG		/* a given letter not the solution's */
};

/*
 * Whether the cell takes s, in any case: its solution or one of the
 * alternatives it accepts (ipuz(5)), as a clue's answer may spell.
 * A cell without a solution takes anything.
 */
static int
takes(const struct xw_cell *cell, const char *s)
{
	char **alt;

	if (cell->solution == NULL || xw_utf8_caseeq(s, cell->solution))
		return 1;
	for (alt = cell->alternatives; alt != NULL && *alt != NULL; alt++)
		if (xw_utf8_caseeq(s, *alt))
			return 1;
	return 0;
}

/* Whether cp is a control character, a tab or a line end too. */
static int
control_or_blank(uint32_t cp)
{
	return cp < 0x20 || xw_is_control(cp);
}

/*
 * Whether s holds a control character (C0 or C1, a tab or a line end
 * too): no solver types one, and the .jpz and .xd writers refuse it.
 */
static int
holds_control(const char *s)
{
	return xw_utf8_holds(s, control_or_blank);
}

/*
 * Whether s starts with a combining mark or a variation selector, which
 * goes on the character before it: in a cell of its own (U+FE0F split
 * from its ❤) it shows nothing, or on nothing.
 */
static int
starts_with_mark(const char *s)
{
	uint32_t cp;

	return s != NULL && xw_utf8_decode(s, strlen(s), &cp) > 0 &&
	    (xw_is_mark(cp) || xw_is_selector(cp));
}

/* Whether cell, of p, is what t looks for. */
static int
cell_is(enum cell_test t, const struct xw_puzzle *p,
    const struct xw_cell *cell)
{
	switch (t) {
	case NO_SOLUTION:
		if (!p->has_solution)
			return 0;
		/* FALLTHROUGH */
	case NO_LETTER:
		return cell->kind == XW_CELL_LETTER && cell->solution == NULL &&
		    !(cell->mismatch & XW_CHANGED_SOLUTION);
	case SOLUTION_BLOCK:
		return (cell->mismatch & XW_CHANGED_SOLUTION) != 0;
	case SOLUTION_LETTER:
		return cell->kind != XW_CELL_LETTER && cell->solution != NULL;
	case SOLUTION_CONTROL:
		return cell->kind == XW_CELL_LETTER &&
		    holds_control(cell->solution);
	case SOLUTION_BARE_MARK:
		return cell->kind == XW_CELL_LETTER &&
		    starts_with_mark(cell->solution);
	case SAVED_BLOCK:
		/* A diagramless solver's block is an entry (progress). */
		return cell->kind == XW_CELL_LETTER &&
		    (cell->mismatch & XW_CHANGED_SAVED) &&
		    !xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS);
	case SAVED_LETTER:
		return cell->kind != XW_CELL_LETTER && cell->value != NULL;
	case GIVEN_WRONG:
		return cell->kind == XW_CELL_LETTER && cell->given != NULL &&
		    !takes(cell, cell->given);
	}
	return 0;
}

/* One finding for all cells that are what test looks for, if any. */
static void
grid_rule(const struct xw_puzzle *p, struct xw_findings *out,
    enum xw_finding_kind kind, const char *code, const char *what,
    enum cell_test test)
{
	struct xw_finding *f = NULL;
	int r, c;

	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			if (!cell_is(test, p, xw_cell_at(p, r, c)))
				continue;
			if (f == NULL)
				f = add(out, kind, code, "%s", what);
			add_cell(f, r, c);
		}
	}
	if (f != NULL) {
		char *msg = xw_emalloc(strlen(what) + 64);

		sprintf(msg, "%s: %zu cell%s, first r%dc%d", what, f->ncells,
		    f->ncells == 1 ? "" : "s", f->cells[0].row + 1,
		    f->cells[0].col + 1);
		free(f->message);
		f->message = msg;
	}
}

/* Whether p has white cells without a letter: a pattern still to be
   filled. A scrambled .puz read without its key is filled, its letters
   unknown. */
static int
unfilled(const struct xw_puzzle *p)
{
	return !xw_puz_scrambled(p) && xw_check_unsolved(p, NULL) > 0;
}

/*
 * Lint takes a grid with empty cells for a pattern still to be filled:
 * one lint finding says so, in place of the missing solution's.
 */
static void
check_grids(const struct xw_puzzle *p, unsigned flags,
    struct xw_findings *out)
{
	/* What no grid may hold; the first is no fault in a pattern, whose
	   empty cells are the point. */
	static const struct {
		const char *code, *what;
		enum cell_test test;
	} rules[] = {
		{ "solution", "white cells without a solution letter",
		    NO_SOLUTION },
		{ "solution", "solution has blocks at white cells",
		    SOLUTION_BLOCK },
		{ "solution", "solution has letters at blocks or omitted cells",
		    SOLUTION_LETTER },
		{ "solution", "solution has control characters, which no "
		    "solver can type", SOLUTION_CONTROL },
		{ "solution", "solution has cells that start with a combining "
		    "mark or a variation selector, which goes on no letter",
		    SOLUTION_BARE_MARK },
		{ "saved", "saved grid has blocks at white cells", SAVED_BLOCK },
		{ "saved", "saved grid has letters at blocks or omitted cells",
		    SAVED_LETTER },
		{ "given", "given letters differ from the solution", GIVEN_WRONG }
	};
	int pattern = (flags & XW_CHECK_LINT) && unfilled(p);
	size_t i;

	if (xw_puz_scrambled(p))
		add(out, XW_FIND_WARNING, "solution", "the solution is "
		    "scrambled: answers cannot be checked; %s",
		    xw_errcode_hint(XW_ERR_SCRAMBLED, 0));
	else if (!p->has_solution && !pattern)
		add(out, XW_FIND_WARNING, "solution",
		    "no solution grid: answers cannot be checked");
	/* Cells without a solution letter are a solution in part, as none
	   is no solution: answers cannot be checked there, a warning (a
	   seeded draft was an error, and an empty one was not). */
	for (i = pattern ? 1 : 0; i < sizeof(rules) / sizeof(rules[0]); i++)
		grid_rule(p, out, i == 0 ? XW_FIND_WARNING : XW_FIND_ERROR,
		    rules[i].code, rules[i].what, rules[i].test);
}

/*
 * The letters of s, upper case (xw_toupper) and composed when written
 * decomposed (xw_utf8_letter), into *out (caller frees); how many, up
 * to the first byte that is not UTF-8.
 */
static size_t
letters_of(const char *s, uint32_t **out)
{
	size_t len = strlen(s), o = 0, k, n = 0;
	uint32_t cp;

	*out = xw_ereallocarray(NULL, len + 1, sizeof(**out));
	while (o < len && (k = xw_utf8_letter(s + o, len - o, &cp)) > 0) {
		(*out)[n++] = xw_toupper(cp);
		o += k;
	}
	return n;
}

/* Whether cp is one of set[0..n). */
static int
has_cp(const uint32_t *set, size_t n, uint32_t cp)
{
	while (n-- > 0)
		if (set[n] == cp)
			return 1;
	return 0;
}

/* The letters found outside a charset, each with its finding. */
struct outside {
	uint32_t *letter;
	size_t *finding;	/* index into out->v, which moves as it grows */
	size_t n;
};

/* Letter cp of cell (r, c) is outside the charset: said once a letter. */
static void
outside_add(struct outside *o, struct xw_findings *out, uint32_t cp, int r,
    int c)
{
	struct xw_finding *f;
	char letter[8];
	size_t i;

	for (i = 0; i < o->n && o->letter[i] != cp; i++)
		;
	if (i == o->n) {
		o->letter = xw_ereallocarray(o->letter, o->n + 1,
		    sizeof(*o->letter));
		o->finding = xw_ereallocarray(o->finding, o->n + 1,
		    sizeof(*o->finding));
		o->letter[o->n] = cp;
		o->finding[o->n++] = out->n;
		letter[xw_utf8_encode(cp, letter)] = '\0';
		add(out, XW_FIND_WARNING, "charset", "r%dc%d: '%s' is not in "
		    "the charset", r + 1, c + 1, letter);
	}
	f = &out->v[o->finding[i]];
	/* A rebus cell may hold the letter twice: the cell once. */
	if (f->ncells == 0 || f->cells[f->ncells - 1].row != r ||
	    f->cells[f->ncells - 1].col != c)
		add_cell(f, r, c);
}

/*
 * The letters of the solution outside the ipuz "charset", what a solver
 * can enter: one warning a letter, at its first cell, with every cell
 * that holds it; compared ignoring case, as answers are.
 */
static void
check_charset(const struct xw_puzzle *p, struct xw_findings *out)
{
	json_object *v = xw_puzzle_field(p, "charset");
	const struct xw_cell *cell;
	struct outside o = { 0 };
	uint32_t *set, *cps;
	size_t nset, ncps, i;
	int r, c;

	if (v == NULL || !json_object_is_type(v, json_type_string))
		return;
	nset = letters_of(json_object_get_string(v), &set);
	for (r = 0; nset > 0 && r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (cell->kind != XW_CELL_LETTER ||
			    cell->solution == NULL)
				continue;
			ncps = letters_of(cell->solution, &cps);
			for (i = 0; i < ncps; i++)
				if (!has_cp(set, nset, cps[i]))
					outside_add(&o, out, cps[i], r, c);
			free(cps);
		}
	}
	free(set);
	free(o.letter);
	free(o.finding);
}

/*
 * The sum of the lengths in an enumeration, -1 when it has none, -2 when
 * it is past LONG_MAX (a length of 20 digits overflowed it, and the
 * saturated sum was said as if it were the sum).
 */
static long
enumeration_sum(const char *s)
{
	long sum = 0, any = 0, n;
	char *end;

	while (*s != '\0') {
		if (*s >= '0' && *s <= '9') {
			errno = 0;
			n = strtol(s, &end, 10);
			if (errno == ERANGE || n > LONG_MAX - sum)
				return -2;
			sum += n;
			s = end;
			any = 1;
		} else {
			s++;
		}
	}
	return any ? sum : -1;
}

/* Letters in a clue's cells (a rebus counts all its letters), or -1. */
static long
clue_letters(const struct xw_puzzle *p, const struct xw_clue *clue)
{
	const struct xw_cell *cell;
	long n = 0;
	size_t i;

	for (i = 0; i < clue->ncells; i++) {
		cell = xw_cell_at(p, clue->cells[i].row, clue->cells[i].col);
		if (cell->solution == NULL)
			return -1;
		n += (long)xw_utf8_len(cell->solution);
	}
	return n;
}



/* Whether clue HTML shows no text at all: "", " " or "<i> </i>", as
   ipuz-render shows it; with dash, or only "-", the placeholder a .puz
   has for a missing clue (its writers give every entry a clue). */
static int
shows_nothing(const char *html, int dash)
{
	char *plain = xw_html_plain(html);
	int empty = *plain == '\0' || (dash && strcmp(plain, "-") == 0);

	free(plain);
	return empty;
}

int
xw_answer_field_differs(const struct xw_puzzle *p,
    const struct xw_clue *whole, char **grid)
{
	char *answer, *a, *b;
	int differs = 0;

	if (grid != NULL)
		*grid = NULL;
	if (whole->answer == NULL ||
	    (answer = xw_clue_cells_answer(p, whole)) == NULL)
		return 0;
	a = xw_word_normalize_flags(whole->answer, XW_WORDS_ANY_SCRIPT);
	b = xw_word_normalize_flags(answer, XW_WORDS_ANY_SCRIPT);
	/* A rebus cell may be spelt by any of its alternatives. */
	if (a != NULL && b != NULL && strcmp(a, b) != 0 &&
	    !xw_clue_spells(p, whole, 0, a, NULL))
		differs = 1;
	free(a);
	free(b);
	/* Letters that fold alike (wordfind -f) are the answer with its
	   accents: a grid's capitals leave them out (crème brûlée over
	   CREMEBRULEE, Straße over STRASSE, λόγος over ΛΟΓΟΣ) or add one
	   (istanbul over İSTANBUL). */
	if (differs) {
		a = xw_word_normalize_flags(whole->answer,
		    XW_WORDS_ANY_SCRIPT | XW_WORDS_FOLD);
		b = xw_word_normalize_flags(answer,
		    XW_WORDS_ANY_SCRIPT | XW_WORDS_FOLD);
		differs = a == NULL || b == NULL || strcmp(a, b) != 0;
		free(a);
		free(b);
	}
	if (differs && grid != NULL)
		*grid = answer;
	else
		free(answer);
	return differs;
}

static void
check_clue(const struct xw_puzzle *p, const struct xw_cluelist *l,
    const struct xw_clue *clue, unsigned flags, struct xw_findings *out)
{
	char name[128];
	struct xw_finding *f = NULL;
	long sum, letters;
	char *answer;
	struct xw_clue whole;
	size_t i;

	xw_clue_name(l, clue, name, sizeof(name));
	if (shows_nothing(clue->text, 0))
		add(out, flags & XW_CHECK_LINT ? XW_FIND_LINT : XW_FIND_WARNING,
		    "clue-empty", "clue %s has no text", name);
	else if ((flags & XW_CHECK_LINT) && shows_nothing(clue->text, 1))
		add(out, XW_FIND_LINT, "clue-empty", "clue %s is '-', a .puz "
		    "file's placeholder for a missing clue", name);
	if (l->dir != XW_DIR_OTHER && !clue->explicit_cells &&
	    *clue->number != '\0' && clue->ncells == 0) {
		if (strspn(clue->number, "0123456789") == strlen(clue->number))
			add(out, XW_FIND_ERROR, "clue-number", "clue %s: no "
			    "%s entry starts at a cell numbered %s", name,
			    xw_dir_word(l->dir), clue->number);
		else
			add(out, XW_FIND_WARNING, "clue-number", "clue %s: "
			    "cannot tell which entry it is for", name);
	}
	for (i = 0; clue->explicit_cells && i < clue->ncells; i++) {
		if (xw_is_letter(p, clue->cells[i].row, clue->cells[i].col))
			continue;
		if (f == NULL)
			f = add(out, XW_FIND_ERROR, "clue-cells", "clue %s "
			    "covers cells that are not white", name);
		add_cell(f, clue->cells[i].row, clue->cells[i].col);
	}
	if (f != NULL || clue->ncells == 0)
		return;
	/*
	 * A clue continued elsewhere is checked as a whole; a part that
	 * names nothing (a wrong number, "across" for "Across") left the
	 * clue unchecked, and unsaid.
	 */
	if (xw_clue_whole(p, clue, &whole)) {
		for (i = 0; i < clue->ncontinued &&
		    xw_ref_slot(p, &clue->continued[i]) != NULL; i++)
			;
		if (i < clue->ncontinued)
			add(out, XW_FIND_ERROR, "clue-number", "clue %s: it "
			    "goes on in %s %s, which names no entry, and is "
			    "not checked whole", name,
			    clue->continued[i].list, clue->continued[i].number);
		else
			add(out, XW_FIND_ERROR, "clue-number", "clue %s: a "
			    "part it goes on in has no cells, and it is not "
			    "checked whole", name);
		return;
	}
	letters = clue_letters(p, &whole);
	if (clue->enumeration != NULL && *clue->enumeration != '\0') {
		sum = enumeration_sum(clue->enumeration);
		if (sum == -1)
			add(out, XW_FIND_WARNING, "enumeration", "clue %s: "
			    "enumeration '%s' has no lengths", name,
			    clue->enumeration);
		else if (sum == -2)
			add(out, XW_FIND_ERROR, "enumeration", "clue %s: "
			    "enumeration '%s' adds up to more than %ld, the "
			    "answer has %ld letters", name, clue->enumeration,
			    LONG_MAX, letters >= 0 ? letters :
			    (long)whole.ncells);
		else if (sum != (long)whole.ncells && sum != letters)
			add(out, XW_FIND_ERROR, "enumeration", "clue %s: "
			    "enumeration '%s' adds up to %ld, the answer has "
			    "%ld letters", name, clue->enumeration, sum,
			    letters >= 0 ? letters : (long)whole.ncells);
	}
	if (xw_answer_field_differs(p, &whole, &answer)) {
		add(out, XW_FIND_ERROR, "answer", "clue %s: answer '%s' "
		    "differs from the grid's '%s'", name, clue->answer, answer);
		free(answer);
	}
	if (whole.cells != clue->cells)
		free(whole.cells);
}

/* Whether every cell of s is given: such an entry needs no clue. */
static int
all_given(const struct xw_puzzle *p, const struct xw_slot *s)
{
	struct xw_pos pos;
	int i;

	for (i = 0; i < s->len; i++) {
		pos = xw_slot_cell(s, i);
		if (xw_cell_at(p, pos.row, pos.col)->given == NULL)
			return 0;
	}
	return 1;
}

/* The slot a standard clue stands for, or -1. */
static long
clue_slot(const struct xw_puzzle *p, const struct xw_cluelist *l,
    const struct xw_clue *clue)
{
	const struct xw_slot *s;

	if (clue->ncells == 0 || (s = xw_clue_slot(p, l->dir, clue)) == NULL)
		return -1;
	return s - p->slots;
}

/* Mark the slots clue's answer goes on in as clued. */
static void
mark_continued(const struct xw_puzzle *p, const struct xw_clue *clue,
    unsigned char *clued)
{
	const struct xw_slot *s;
	size_t i;

	for (i = 0; i < clue->ncontinued; i++)
		if ((s = xw_ref_slot(p, &clue->continued[i])) != NULL)
			clued[s - p->slots] |= 1;
}

/*
 * The name of list l, when it is Across or Down in another case
 * ("across", "DOWN:Vertical"), as ipuz spells it, in buf; "" if not.
 * ipuz names are case-sensitive: l is a custom list.
 */
static void
misspelt_direction(const struct xw_cluelist *l, char *buf, size_t size)
{
	static const char *const dirs[] = { "Across", "Down" };
	size_t n = strcspn(l->name, ":"), d;

	buf[0] = '\0';
	for (d = 0; d < 2 && l->dir == XW_DIR_OTHER; d++)
		if (n == strlen(dirs[d]) &&
		    xw_ascii_ncasecmp(l->name, dirs[d], n) == 0)
			snprintf(buf, size, "%s%s", dirs[d], l->name + n);
}

/*
 * The clues of custom list l that give no cells: nothing places them,
 * and a format that numbers its grid cannot take them. A list that is
 * Across or Down but for its case is likely meant so.
 */
static void
check_unplaced(const struct xw_cluelist *l, struct xw_findings *out)
{
	char meant[128];
	size_t j, unplaced = 0;

	for (j = 0; j < l->nclues; j++)
		unplaced += l->clues[j].ncells == 0;
	if (unplaced == 0)
		return;
	misspelt_direction(l, meant, sizeof(meant));
	if (meant[0] != '\0')
		add(out, XW_FIND_WARNING, "clue-cells", "%zu clue%s in %s "
		    "give%s no cells, and cannot be placed: did you mean %s? "
		    "(ipuz list names are case-sensitive)", unplaced,
		    unplaced == 1 ? "" : "s", l->name, unplaced == 1 ? "s" : "",
		    meant);
	else
		add(out, XW_FIND_WARNING, "clue-cells", "%zu clue%s in %s "
		    "give%s no cells, and cannot be placed", unplaced,
		    unplaced == 1 ? "" : "s", l->name, unplaced == 1 ? "s" : "");
}

static void
check_clues(const struct xw_puzzle *p, unsigned flags,
    struct xw_findings *out)
{
	unsigned char *clued = xw_ecalloc(p->nslots, 1);
	int has_list[2] = { 0, 0 }, free_form[2] = { 0, 0 }, must_clue[2];
	const struct xw_cluelist *l;
	char name[128];
	size_t i, j, unnumbered;
	int labels = xw_grid_labelled(p);
	long s;

	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		if (l->dir == XW_DIR_OTHER)
			check_unplaced(l, out);
		for (j = 0, unnumbered = 0; j < l->nclues; j++) {
			check_clue(p, l, &l->clues[j], flags, out);
			if (l->dir == XW_DIR_OTHER)
				continue;
			unnumbered += *l->clues[j].number == '\0' &&
			    !l->clues[j].explicit_cells;
			/*
			 * Only lists that rely on standard numbering must
			 * clue every entry; with one of the direction that
			 * gives its cells or has clues we cannot place, in
			 * whatever order the lists come, some may be left
			 * out.
			 */
			has_list[l->dir] = 1;
			if (l->clues[j].ncells == 0 || l->clues[j].explicit_cells)
				free_form[l->dir] = 1;
			if ((s = clue_slot(p, l, &l->clues[j])) < 0)
				continue;
			if (clued[s]++ == 1)
				add(out, XW_FIND_ERROR, "clue-duplicate",
				    "entry %s has more than one clue",
				    slot_name(p, &p->slots[s], name,
				    sizeof(name)));
		}
		if (unnumbered > 0)
			add(out, XW_FIND_WARNING, "clue-number", "%zu clue%s in "
			    "%s %s no number", unnumbered, unnumbered == 1 ?
			    "" : "s", l->name, unnumbered == 1 ? "has" : "have");
	}
	/*
	 * An entry another clue's answer goes on in is clued by that clue
	 * ("See 1", as ipuz-render shows it), with or without a clue of
	 * its own.
	 */
	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++)
			mark_continued(p, &p->lists[i].clues[j], clued);
	/* Lint asks a pattern still to be filled for no clue (ipuz-check -l:
	   the theme's clues come first, the others once it is filled). */
	for (i = 0; i < 2; i++)
		must_clue[i] = has_list[i] && !free_form[i] &&
		    !((flags & XW_CHECK_LINT) && unfilled(p));
	/*
	 * An entry the grid leaves unlabelled, where it labels others, is
	 * not one its author clues (a "gaps" grid).
	 */
	for (i = 0; i < p->nslots; i++) {
		if (clued[i] || !must_clue[p->slots[i].dir] ||
		    all_given(p, &p->slots[i]) || (labels &&
		    xw_cell_at(p, p->slots[i].row, p->slots[i].col)->label ==
		    NULL))
			continue;
		add_cell(add(out, XW_FIND_ERROR, "clue-missing",
		    "entry %s has no clue", slot_name(p, &p->slots[i], name,
		    sizeof(name))), p->slots[i].row, p->slots[i].col);
	}
	free(clued);
}

/*
 * Numeric labels that standard numbering would not give: another number,
 * or a number where it gives none (a cell that starts no entry, or a
 * second cell numbered as one that does).
 */
static void
check_labels(const struct xw_puzzle *p, struct xw_findings *out)
{
	struct xw_finding *f = NULL;
	const struct xw_cell *cell;
	const char *digits;
	char buf[32];
	int r, c;
	size_t i;
	int standard = 0;

	/* Labels mean something else in coded and custom-list puzzles. */
	for (i = 0; i < p->nlists; i++)
		standard |= p->lists[i].dir != XW_DIR_OTHER;
	if (!standard ||
	    xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS) ||
	    xw_puzzle_is_kind(p, XW_KIND_CODED))
		return;
	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (cell->kind != XW_CELL_LETTER || cell->label == NULL)
				continue;
			snprintf(buf, sizeof(buf), "%d", cell->number);
			/* A number: 12, or -5, which numbering never gives. */
			digits = cell->label + (cell->label[0] == '-' &&
			    cell->label[1] != '\0');
			if (strspn(digits, "0123456789") != strlen(digits) ||
			    strcmp(buf, cell->label) == 0)
				continue;
			if (f == NULL && cell->number == 0)
				f = add(out, XW_FIND_WARNING, "numbering", "cell "
				    "r%dc%d is labelled %s, standard numbering "
				    "gives it no number", r + 1, c + 1,
				    cell->label);
			else if (f == NULL)
				f = add(out, XW_FIND_WARNING, "numbering", "cell "
				    "r%dc%d is labelled %s, standard numbering "
				    "gives %d", r + 1, c + 1, cell->label,
				    cell->number);
			add_cell(f, r, c);
		}
	}
	/* One line for them all, as the other findings of several cells
	   have: the text said the first only. */
	if (f != NULL && f->ncells > 1) {
		struct xw_buf msg = { 0 };

		xw_buf_printf(&msg, "%zu cells labelled other than standard "
		    "numbering gives, first %s", f->ncells, f->message);
		free(f->message);
		f->message = msg.s;
	}
}

/*
 * Whether the solver put a block at white cell cell of p: in a
 * diagramless puzzle that is an entry, and a wrong one.
 */
static int
solver_block(const struct xw_puzzle *p, const struct xw_cell *cell)
{
	return cell->kind == XW_CELL_LETTER &&
	    (cell->mismatch & XW_CHANGED_SAVED) &&
	    xw_puzzle_is_kind(p, XW_KIND_DIAGRAMLESS);
}

/* Whether the solver's entry at white cell cell of p is wrong. */
static int
entry_wrong(const struct xw_puzzle *p, const struct xw_cell *cell)
{
	return solver_block(p, cell) ||
	    (cell->value != NULL && !takes(cell, cell->value));
}

size_t
xw_check_unsolved(const struct xw_puzzle *p, struct xw_pos *first)
{
	size_t n = 0, i;

	for (i = 0; i < (size_t)p->width * p->height; i++) {
		if (!cell_is(NO_LETTER, p, &p->cells[i]))
			continue;
		if (n++ == 0 && first != NULL) {
			first->row = (int)(i / (size_t)p->width);
			first->col = (int)(i % (size_t)p->width);
		}
	}
	return n;
}

void
xw_check_stats(const struct xw_puzzle *p, struct xw_stats *st)
{
	const struct xw_cell *cell;
	size_t i;

	memset(st, 0, sizeof(*st));
	for (i = 0; i < p->nslots; i++) {
		st->words++;
		if (p->slots[i].dir == XW_DIR_ACROSS)
			st->across++;
		else
			st->down++;
	}
	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		if (cell->kind == XW_CELL_BLOCK)
			st->blocks++;
		if (cell->kind != XW_CELL_LETTER)
			continue;
		st->letters++;
		/* A given letter fills its cell whether or not the app that
		   saved the grid copied it there (.jpz never does). */
		if (cell->value != NULL || cell->given != NULL ||
		    solver_block(p, cell)) {
			st->filled++;
			st->wrong += entry_wrong(p, cell);
		}
	}
	st->regions = xw_grid_regions(p, NULL);
	st->symmetry = xw_grid_symmetry(p);
}

/* Barred and cryptic grids leave some letters unchecked by design. */
static int
allows_unchecked(const struct xw_puzzle *p)
{
	size_t i;

	if (xw_puzzle_is_kind(p, XW_KIND_CRYPTIC) ||
	    xw_puzzle_is_kind(p, "https://libipuz.org/barred"))
		return 1;
	for (i = 0; i < (size_t)p->width * p->height; i++)
		if (p->cells[i].bars != 0)
			return 1;
	return 0;
}

static void
lint_unchecked(const struct xw_puzzle *p, struct xw_findings *out)
{
	struct xw_finding *f = NULL;
	const struct xw_slot *s;
	struct xw_pos pos;
	char name[128];
	int r, c, k, n;
	size_t i;

	if (!allows_unchecked(p)) {
		for (r = 0; r < p->height; r++) {
			for (c = 0; c < p->width; c++) {
				if (!xw_is_letter(p, r, c) ||
				    xw_cell_checks(p, r, c) == 2)
					continue;
				if (f == NULL)
					f = add(out, XW_FIND_LINT, "unchecked",
					    "unchecked cells");
				add_cell(f, r, c);
			}
		}
		if (f != NULL) {
			free(f->message);
			f->message = xw_emalloc(96);
			sprintf(f->message, "%zu unchecked cell%s, first r%dc%d",
			    f->ncells, f->ncells == 1 ? "" : "s",
			    f->cells[0].row + 1, f->cells[0].col + 1);
		}
		return;
	}
	for (i = 0; i < p->nslots; i++) {
		s = &p->slots[i];
		for (k = n = 0; k < s->len; k++) {
			pos = xw_slot_cell(s, k);
			n += xw_cell_checks(p, pos.row, pos.col) < 2;
		}
		if (2 * n > s->len)
			add_cell(add(out, XW_FIND_LINT, "unchecked", "entry %s has "
			    "%d of %d letters unchecked", slot_name(p, s, name,
			    sizeof(name)), n, s->len), s->row, s->col);
	}
}

struct answer {
	char *text;
	size_t slot;
};

static int
answer_order(const void *a, const void *b)
{
	const struct answer *x = a, *y = b;
	int d = strcmp(x->text, y->text);

	if (d != 0)
		return d;
	return x->slot < y->slot ? -1 : x->slot > y->slot;
}

static void
lint_answers(const struct xw_puzzle *p, const struct xw_wordlist *words,
    struct xw_findings *out)
{
	struct answer *v = xw_ecalloc(p->nslots, sizeof(*v));
	struct xw_buf msg = { 0 };
	char name[128], *a;
	size_t i, j, k, n = 0;

	for (i = 0; i < p->nslots; i++) {
		if ((a = xw_slot_answer(p, &p->slots[i])) == NULL)
			continue;
		v[n].text = xw_word_normalize_flags(a, XW_WORDS_ANY_SCRIPT);
		free(a);
		if (v[n].text == NULL)
			continue;
		v[n++].slot = i;
	}
	if (words != NULL) {
		for (i = 0; i < n; i++) {
			const struct xw_slot *s = &p->slots[v[i].slot];

			if (xw_wordlist_score(words, v[i].text) < 0)
				add_cell(add(out, XW_FIND_LINT, "not-in-list",
				    "entry %s '%s' is not in the word list",
				    slot_name(p, s, name, sizeof(name)),
				    v[i].text), s->row, s->col);
		}
	}
	qsort(v, n, sizeof(*v), answer_order);
	for (i = 0; i < n; i = j) {
		struct xw_finding *f;

		for (j = i + 1; j < n && strcmp(v[j].text, v[i].text) == 0; j++)
			;
		if (j - i < 2)
			continue;
		f = add(out, XW_FIND_LINT, "duplicate", "answer '%s' appears %zu "
		    "times:", v[i].text, j - i);
		xw_buf_puts(&msg, f->message);
		for (k = i; k < j; k++) {
			const struct xw_slot *s = &p->slots[v[k].slot];

			add_cell(f, s->row, s->col);
			/* Name a few; the cells list them all. */
			if (k - i >= 5) {
				if (k + 1 == j)
					xw_buf_printf(&msg, " and %zu more",
					    j - i - 5);
				continue;
			}
			xw_buf_printf(&msg, "%s %s", k > i ? "," : "",
			    slot_name(p, s, name, sizeof(name)));
		}
		free(f->message);
		f->message = xw_buf_take(&msg);
	}
	for (i = 0; i < n; i++)
		free(v[i].text);
	free(v);
}

/*
 * A filled grid with no clues for its across or down entries (and no
 * list of its own kind): one finding for each direction, or for both.
 */
static void
lint_clues(const struct xw_puzzle *p, struct xw_findings *out)
{
	int have[2] = { 0, 0 }, missing[2] = { 0, 0 }, d;
	struct xw_finding *f = NULL;
	size_t i;

	for (i = 0; i < p->nlists; i++) {
		if (p->lists[i].dir == XW_DIR_OTHER)
			return;
		have[p->lists[i].dir] |= p->lists[i].nclues > 0;
	}
	for (i = 0; i < p->nslots; i++)
		missing[p->slots[i].dir] += !have[p->slots[i].dir];
	if (missing[0] + missing[1] == 0)
		return;
	if (missing[0] > 0 && missing[1] > 0)
		f = add(out, XW_FIND_LINT, "clue-missing", "no clues: %d "
		    "entries have none", missing[0] + missing[1]);
	for (d = 0; d < 2 && f == NULL; d++)
		if (missing[d] > 0)
			f = add(out, XW_FIND_LINT, "clue-missing", "no %s clues: "
			    "%d entr%s %s none", xw_dir_word(d), missing[d],
			    missing[d] == 1 ? "y" : "ies", missing[d] == 1 ?
			    "has" : "have");
	/* The first cell of each entry without a clue, each cell once. */
	for (i = 0; i < p->nslots; i++) {
		const struct xw_slot *sl = &p->slots[i];
		size_t k;

		for (k = 0; k < f->ncells && (f->cells[k].row != sl->row ||
		    f->cells[k].col != sl->col); k++)
			;
		if (!have[sl->dir] && k == f->ncells)
			add_cell(f, sl->row, sl->col);
	}
}

/* The codes of the hidden lint, in the order of a text's findings. */
enum hidden_code { HIDDEN_BIDI, HIDDEN_INVISIBLE, HIDDEN_CONTROL };

/* The first character of a text that the hidden lint reports, and how
   many more of its code the text holds. */
struct hidden {
	const char *why;
	uint32_t cp;
	const char *name;	/* Unicode name */
	size_t at;		/* characters from 1 */
	size_t more;
};

/* Whether byte c is plain ASCII to the hidden lint: printable (one
   compare, as most bytes of most texts are), a tab or a line feed. */
static int
plain_byte(char c)
{
	return (unsigned char)(c - 0x20) < 0x5f || c == '\t' || c == '\n';
}

/*
 * Whether the joiner cp at s[o..o+k) of s[0..n) joins prev and the
 * character after it as their spelling does (xw_joiner_spells: an emoji
 * sequence, a Persian or Indic word, a chillu at a word's end); at the
 * end of the text, next is 0.
 */
static int
joins(const char *s, size_t n, size_t o, size_t k, uint32_t prev,
    uint32_t cp)
{
	uint32_t next = 0;

	if (o + k < n && xw_utf8_decode(s + o + k, n - o - k, &next) == 0)
		return 0;
	return xw_joiner_spells(prev, cp, next);
}

/* Whether s holds a letter of a right-to-left script. */
static int
holds_rtl_letter(const char *s)
{
	return xw_utf8_holds(s, xw_is_rtl_letter);
}

/* Whether a puzzle is right-to-left: found when first asked. */
struct direction {
	const struct xw_puzzle *p;
	int rtl;		/* -1 until found */
};

/* Whether the puzzle of d holds a letter of a right-to-left script in
   any text lint_hidden looks in, or in its grid. */
static int
puzzle_rtl(struct direction *d)
{
	const struct xw_puzzle *p = d->p;
	const struct xw_cluelist *l;
	const struct xw_cell *cell;
	size_t i, j;
	char **alt;
	int m, r, c;

	if (d->rtl >= 0)
		return d->rtl;
	d->rtl = 1;
	for (m = 0; m < XW_META_N; m++)
		if (holds_rtl_letter(p->meta[m]))
			return 1;
	for (r = 0; r < p->height; r++)
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (holds_rtl_letter(cell->solution) ||
			    holds_rtl_letter(cell->given) ||
			    holds_rtl_letter(cell->label))
				return 1;
			for (alt = cell->alternatives; alt != NULL &&
			    *alt != NULL; alt++)
				if (holds_rtl_letter(*alt))
					return 1;
		}
	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		if (holds_rtl_letter(l->name))
			return 1;
		for (j = 0; j < l->nclues; j++)
			if (holds_rtl_letter(l->clues[j].text) ||
			    holds_rtl_letter(l->clues[j].answer) ||
			    holds_rtl_letter(l->clues[j].enumeration))
				return 1;
	}
	return d->rtl = 0;
}

/* Whether an isolate opened before s[0..n) is closed by its U+2069
   there. */
static int
isolate_closed(const char *s, size_t n)
{
	size_t o, k, open = 1;
	uint32_t cp;

	for (o = 0; o < n; o += k)
		if ((k = xw_utf8_decode(s + o, n - o, &cp)) == 0)
			k = 1;
		else if (cp >= 0x2066 && cp <= 0x2068)
			open++;
		else if (cp == 0x2069 && --open == 0)
			return 1;
	return 0;
}

/*
 * The characters of s of the hidden lint's code: bidi and invisible
 * (xw_invisible_kind), control (xw_is_control, and a carriage return
 * but before a line feed), the first into *h; their count. In a text that may set
 * its direction (marks_ok) of a right-to-left puzzle (d), a direction
 * mark, which sets the place of a number or of Latin words, and an
 * isolate closed within the text, which places a Latin title, are
 * left; a letter of the grid needs none, and an override or an
 * isolate left open turns the text after it. A joiner is left where
 * it joins (joins).
 */
static size_t
find_hidden(const char *s, enum hidden_code code, int marks_ok,
    struct direction *d, struct hidden *h)
{
	/* By enum xw_invisible. */
	static const char *const why[] = { "",
	    "which can turn the text after it around",
	    "which shows as nothing but can move the text around it",
	    "which ends the line for some readers",
	    "which shows as nothing",
	    "which joins nothing here" };
	size_t n = s != NULL ? strlen(s) : 0, o, k, chars = 0, found = 0;
	size_t open = 0;
	enum xw_invisible kind;
	uint32_t cp, prev = 0;
	const char *name;
	int paired;

	for (o = 0; o < n; o += k, prev = cp) {
		chars++;
		if ((k = xw_utf8_decode(s + o, n - o, &cp)) == 0) {
			k = 1;
			cp = 0;
			continue;
		}
		if (xw_is_control(cp) || (cp == '\r' && s[o + 1] != '\n')) {
			if (code == HIDDEN_CONTROL && found++ == 0)
				*h = (struct hidden){ "which a terminal or "
				    "another reader may act on", cp,
				    xw_control_name(cp), chars, 0 };
			continue;
		}
		kind = xw_invisible_kind(cp, &name);
		if (kind == XW_VISIBLE ||
		    (kind == XW_INV_JOINER && joins(s, n, o, k, prev, cp)) ||
		    code != (kind == XW_INV_BIDI || kind == XW_INV_MARK ?
		    HIDDEN_BIDI : HIDDEN_INVISIBLE))
			continue;
		paired = 0;
		if (cp == 0x2069 && open > 0) {
			open--;
			paired = 1;
		} else if (cp >= 0x2066 && cp <= 0x2068 &&
		    isolate_closed(s + o + k, n - o - k)) {
			open++;
			paired = 1;
		}
		if (marks_ok && (kind == XW_INV_MARK || paired) &&
		    puzzle_rtl(d))
			continue;
		if (found++ == 0)
			*h = (struct hidden){ why[kind], cp, name, chars, 0 };
	}
	if (found > 0)
		h->more = found - 1;
	return found;
}

/* Where a text is: a clue (l, clue), else a cell (r, c), else a clue
   list's name (named), else none (the metadata). */
struct place {
	const struct xw_cluelist *l;
	const struct xw_clue *clue;
	int r, c;
	const struct xw_cluelist *named;
};

/*
 * A lint for each code (bidi, invisible, control) whose characters
 * text s holds, s being what ("solution", "text", "title") of place
 * at; at the cell, or the clue's first, when it has one.
 */
static void
hidden_in(const struct place *at, const char *what, const char *s,
    int marks_ok, struct direction *d, struct xw_findings *out)
{
	static const char *const codes[] = { "bidi", "invisible",
	    "control" };
	struct hidden h = { NULL, 0, NULL, 0, 0 };
	struct xw_finding *f;
	char where[160], name[128], more[64];
	const char *t;
	enum hidden_code code;

	/* Each character is a control or U+00AD or past it: most texts
	   are ASCII without one, and so are told apart by a byte scan,
	   their place not named. */
	for (t = s; t != NULL && plain_byte(*t); t++)
		;
	if (t == NULL || *t == '\0')
		return;
	for (code = HIDDEN_BIDI; code <= HIDDEN_CONTROL; code++) {
		if (find_hidden(s, code, marks_ok, d, &h) == 0)
			continue;
		where[0] = more[0] = '\0';
		if (at->l != NULL)
			snprintf(where, sizeof(where), "clue %s: ",
			    xw_clue_name(at->l, at->clue, name, sizeof(name)));
		else if (at->r >= 0)
			snprintf(where, sizeof(where), "r%dc%d: ", at->r + 1,
			    at->c + 1);
		else if (at->named != NULL)
			snprintf(where, sizeof(where), "the list %.*s: ",
			    (int)strcspn(at->named->name, ":"),
			    at->named->name);
		if (h.more > 0)
			snprintf(more, sizeof(more), " (and %zu more such "
			    "character%s)", h.more, h.more == 1 ? "" : "s");
		f = add(out, XW_FIND_LINT, codes[code],
		    "%s%s holds U+%04lX %s at character %zu, %s%s", where,
		    what, (unsigned long)h.cp, h.name, h.at, h.why, more);
		if (at->clue != NULL && at->clue->ncells > 0)
			add_cell(f, at->clue->cells[0].row,
			    at->clue->cells[0].col);
		else if (at->clue == NULL && at->r >= 0)
			add_cell(f, at->r, at->c);
	}
}

/*
 * Bidirectional controls and characters that show as nothing in the
 * text of p (xw_is_invisible, as messages escape them and ipuz-render
 * shows them): the metadata, the cells, each clue list's name and its
 * clues, in the order of a page, one lint for each code a text holds.
 */
static void
lint_hidden(const struct xw_puzzle *p, struct xw_findings *out)
{
	struct place at = { NULL, NULL, -1, -1, NULL };
	struct direction d = { p, -1 };
	const struct xw_clue *clue;
	const struct xw_cell *cell;
	size_t i, j;
	char **alt;
	int m;

	for (m = 0; m < XW_META_N; m++)
		hidden_in(&at, xw_meta_key((enum xw_meta)m), p->meta[m], 1, &d,
		    out);
	for (at.r = 0; at.r < p->height; at.r++)
		for (at.c = 0; at.c < p->width; at.c++) {
			cell = xw_cell_at(p, at.r, at.c);
			hidden_in(&at, "solution", cell->solution, 0, &d, out);
			for (alt = cell->alternatives; alt != NULL &&
			    *alt != NULL; alt++)
				hidden_in(&at, "alternative", *alt, 0, &d, out);
			hidden_in(&at, "given letter", cell->given, 0, &d, out);
			hidden_in(&at, "label", cell->label, 1, &d, out);
		}
	/* A list's name is the heading ipuz-render -c draws over its
	   clues, the label after the ':' (newfeat18 F13): before them,
	   as on the page, with the whole key, where the label is. */
	at.r = -1;
	for (i = 0; i < p->nlists; i++) {
		at.named = &p->lists[i];
		hidden_in(&at, "name", at.named->name, 1, &d, out);
		at.named = NULL;
		at.l = &p->lists[i];
		for (j = 0; j < at.l->nclues; j++) {
			at.clue = clue = &at.l->clues[j];
			hidden_in(&at, "text", clue->text, 1, &d, out);
			hidden_in(&at, "answer", clue->answer, 0, &d, out);
			hidden_in(&at, "enumeration", clue->enumeration, 0, &d,
			    out);
		}
	}
}

static void
lint(const struct xw_puzzle *p, const struct xw_wordlist *words,
    struct xw_findings *out)
{
	struct xw_stats st;
	char name[128];
	int pattern = 0, y, m, d;
	size_t i;

	xw_check_stats(p, &st);
	add(out, XW_FIND_INFO, "stats", "%d word%s (%d across, %d down), %d "
	    "block%s, symmetry %s", st.words, st.words == 1 ? "" : "s",
	    st.across, st.down, st.blocks, st.blocks == 1 ? "" : "s",
	    xw_symmetry_name(st.symmetry));
	if (unfilled(p)) {
		struct xw_finding *f;

		grid_rule(p, out, XW_FIND_LINT, "unfilled", "unfilled",
		    NO_LETTER);
		f = &out->v[out->n - 1];
		free(f->message);
		f->message = xw_emalloc(128);
		snprintf(f->message, 128, "the grid is not filled: %zu of %d "
		    "white cells have no letter, first r%dc%d", f->ncells,
		    st.letters, f->cells[0].row + 1, f->cells[0].col + 1);
		pattern = 1;
	}
	/* Readers that parse the date (Forkyz) take mm/dd/yyyy alone. */
	if (p->meta[XW_META_DATE] != NULL &&
	    !xw_ipuz_date(p->meta[XW_META_DATE], &y, &m, &d))
		add(out, XW_FIND_LINT, "date", "date '%s' is not an ipuz date "
		    "(mm/dd/yyyy) of a day there is", p->meta[XW_META_DATE]);
	if (st.symmetry == 0)
		add(out, XW_FIND_LINT, "symmetry", "grid has no symmetry");
	for (i = 0; i < p->nslots; i++)
		if (p->slots[i].len < 3)
			add_cell(add(out, XW_FIND_LINT, "short-word", "entry %s "
			    "has only %d letters", slot_name(p, &p->slots[i],
			    name, sizeof(name)), p->slots[i].len),
			    p->slots[i].row, p->slots[i].col);
	lint_unchecked(p, out);
	if (st.regions > 1)
		add(out, XW_FIND_LINT, "regions", "white cells form %d separate "
		    "regions", st.regions);
	lint_answers(p, words, out);
	if (!pattern)
		lint_clues(p, out);
	lint_hidden(p, out);
}

/*
 * A finding for clue of list l when its entry has wrong letters, naming
 * every cell of the entry: a front end marks the entry by them.
 */
static void
wrong_entry(const struct xw_puzzle *p, const struct xw_cluelist *l,
    const struct xw_clue *clue, struct xw_findings *out)
{
	const struct xw_cell *cell;
	struct xw_finding *f;
	char name[128];
	size_t k;
	int n = 0;

	for (k = 0; k < clue->ncells; k++) {
		cell = xw_cell_at(p, clue->cells[k].row, clue->cells[k].col);
		n += cell->kind == XW_CELL_LETTER && entry_wrong(p, cell);
	}
	if (n == 0)
		return;
	f = add(out, XW_FIND_WRONG, "wrong-entry", "clue %s: %d wrong "
	    "letter%s", xw_clue_name(l, clue, name, sizeof(name)), n,
	    n == 1 ? "" : "s");
	for (k = 0; k < clue->ncells; k++)
		add_cell(f, clue->cells[k].row, clue->cells[k].col);
}

static void
progress(const struct xw_puzzle *p, struct xw_findings *out)
{
	const struct xw_cell *cell;
	struct xw_stats st;
	size_t i, j;
	int r, c, pct;

	xw_check_stats(p, &st);
	pct = st.letters > 0 ? 100 * st.filled / st.letters : 100;
	/* With nothing to compare the entries with, "0 wrong" read as a
	   grid without mistakes. */
	if (!p->has_solution) {
		add(out, XW_FIND_INFO, "progress", "%d of %d cells filled "
		    "(%d%%); not checked: %s", st.filled, st.letters, pct,
		    xw_puz_scrambled(p) ? "the solution is scrambled" :
		    "there is no solution");
		return;
	}
	add(out, XW_FIND_INFO, "progress", "%d of %d cells filled (%d%%), %d "
	    "wrong", st.filled, st.letters, pct, st.wrong);
	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (solver_block(p, cell))
				add_cell(add(out, XW_FIND_WRONG, "wrong-cell",
				    "r%dc%d: a block is wrong", r + 1, c + 1),
				    r, c);
			else if (cell->kind == XW_CELL_LETTER &&
			    entry_wrong(p, cell))
				add_cell(add(out, XW_FIND_WRONG, "wrong-cell",
				    "r%dc%d: '%s' is wrong", r + 1, c + 1,
				    cell->value), r, c);
		}
	}
	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++)
			wrong_entry(p, &p->lists[i], &p->lists[i].clues[j],
			    out);
}

/*
 * Marks no one draws (xw_cell_mark_faults): one finding for them all, as
 * an ipuz style member of the wrong type is no error of the puzzle.
 */
static void
check_marks(const struct xw_puzzle *p, struct xw_findings *out)
{
	struct xw_finding *f = NULL;
	char first[160];
	int r, c, n, faults = 0;

	for (r = 0; p->doc != NULL && r < p->height; r++)
		for (c = 0; c < p->width; c++) {
			if ((n = xw_cell_mark_faults(p, r, c, first,
			    sizeof(first))) == 0)
				continue;
			if (f == NULL)
				f = add(out, XW_FIND_WARNING, "mark", "cell "
				    "r%dc%d: %s", r + 1, c + 1, first);
			add_cell(f, r, c);
			faults += n;
		}
	if (faults > 1) {
		struct xw_buf msg = { 0 };

		xw_buf_printf(&msg, "%d marks that are not drawn, first %s",
		    faults, f->message);
		free(f->message);
		f->message = msg.s;
	}
}

void
xw_check(const struct xw_puzzle *p, unsigned flags,
    const struct xw_wordlist *words, struct xw_findings *out)
{
	check_head(p, out);
	check_grids(p, flags, out);
	check_charset(p, out);
	check_clues(p, flags, out);
	check_labels(p, out);
	check_marks(p, out);
	if (flags & XW_CHECK_LINT)
		lint(p, words, out);
	if (flags & XW_CHECK_PROGRESS)
		progress(p, out);
}

static void
count_letter(struct xw_figures *f, uint32_t cp)
{
	char tmp[8];
	int i;

	tmp[xw_utf8_encode(xw_toupper(cp), tmp)] = '\0';
	for (i = 0; i < f->nletters && strcmp(f->letters[i].letter, tmp) != 0;
	    i++)
		;
	if (i == f->nletters) {
		f->letters = xw_ereallocarray(f->letters, (size_t)i + 1,
		    sizeof(*f->letters));
		memcpy(f->letters[i].letter, tmp, sizeof(tmp));
		f->letters[i].count = 0;
		f->nletters++;
	}
	f->letters[i].count++;
}

/* Most used first, then in the order of the alphabet (code points). */
static int
letter_order(const void *a, const void *b)
{
	const struct xw_figure_letter *x = a, *y = b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return strcmp(x->letter, y->letter);
}

static void
figure_cells(const struct xw_puzzle *p, struct xw_figures *f)
{
	const struct xw_cell *cell;
	size_t i, len, o, k;
	uint32_t cp;

	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		f->cells++;
		f->bars += cell->bars != 0;
		if (cell->kind == XW_CELL_BLOCK)
			f->blocks++;
		else if (cell->kind != XW_CELL_LETTER)
			f->omitted++;
		if (cell->kind != XW_CELL_LETTER)
			continue;
		f->white++;
		if (cell->solution == NULL)
			continue;
		f->filled++;
		len = strlen(cell->solution);
		for (o = 0; o < len && (k = xw_utf8_decode(cell->solution + o,
		    len - o, &cp)) > 0; o += k)
			count_letter(f, cp);
	}
	if (f->nletters > 1)
		qsort(f->letters, (size_t)f->nletters, sizeof(*f->letters),
		    letter_order);
}

/*
 * The n elements of v (size bytes each, each with a string at offset
 * off) moved to one new block that holds the strings after the array, so
 * that one free frees all; v and its strings are freed.
 */
static void *
one_block(void *v, size_t n, size_t size, size_t off)
{
	size_t i, len = 0;
	char *block, *text, **s;

	for (i = 0; i < n; i++)
		len += strlen(*(char **)((char *)v + i * size + off)) + 1;
	block = xw_emalloc(n * size + len + 1);
	if (n > 0)	/* v may be NULL then */
		memcpy(block, v, n * size);
	text = block + n * size;
	for (i = 0; i < n; i++) {
		s = (char **)(block + i * size + off);
		len = strlen(*s) + 1;
		memcpy(text, *s, len);
		free(*s);
		*s = text;
		text += len;
	}
	free(v);
	return block;
}

/* Every pair of entries that shares a run of minrun letters or more. */
static void
figure_runs(struct xw_figures *f, int minrun)
{
	uint32_t **cps = xw_ecalloc(f->nentries + 1, sizeof(*cps));
	size_t *n = xw_ecalloc(f->nentries + 1, sizeof(*n));
	size_t i;

	for (i = 0; i < f->nentries; i++)
		n[i] = letters_of(f->entries[i].answer, &cps[i]);
	xw_shared_runs(cps, n, minrun > 0 ? (size_t)minrun : 1, f);
	for (i = 0; i < f->nentries; i++)
		free(cps[i]);
	free(cps);
	free(n);
	f->runs = one_block(f->runs, f->nruns, sizeof(*f->runs),
	    offsetof(struct xw_figure_run, run));
}

void
xw_check_figures(const struct xw_puzzle *p, const struct xw_wordlist *words,
    int minrun, struct xw_figures *f)
{
	size_t i, j, sum = 0;
	char *a;
	int s;

	memset(f, 0, sizeof(*f));
	for (i = 0; i < p->nslots; i++) {
		f->words++;
		*(p->slots[i].dir == XW_DIR_ACROSS ? &f->across : &f->down) += 1;
		sum += (size_t)p->slots[i].len;
		if (p->slots[i].len > f->maxlen)
			f->maxlen = p->slots[i].len;
	}
	f->mean_length = f->words > 0 ? (double)sum / f->words : 0;
	f->lengths = xw_ecalloc((size_t)f->maxlen + 1, sizeof(int));
	for (i = 0; i < p->nslots; i++)
		f->lengths[p->slots[i].len]++;
	figure_cells(p, f);
	f->entries = xw_ecalloc(p->nslots + 1, sizeof(*f->entries));
	for (i = 0; i < p->nslots; i++) {
		if ((a = xw_slot_answer(p, &p->slots[i])) == NULL)
			continue;
		f->entries[f->nentries].answer = xw_word_normalize_flags(a,
		    XW_WORDS_ANY_SCRIPT);
		free(a);
		if (f->entries[f->nentries].answer == NULL)
			continue;
		f->entries[f->nentries].slot = i;
		slot_name(p, &p->slots[i], f->entries[f->nentries].name,
		    sizeof(f->entries[f->nentries].name));
		s = words != NULL ? xw_wordlist_score(words,
		    f->entries[f->nentries].answer) : -1;
		f->entries[f->nentries++].score = s;
		if (words == NULL)
			continue;
		if (s < 0) {
			f->unlisted++;
			continue;
		}
		f->listed++;
		f->scores[s / 10 < 9 ? s / 10 : 9]++;
	}
	f->entries = one_block(f->entries, f->nentries, sizeof(*f->entries),
	    offsetof(struct xw_figure_entry, answer));
	/* Lowest score first, of equals the first in the grid. */
	f->lowest = xw_ecalloc(f->nentries + 1, sizeof(*f->lowest));
	for (i = 0; i < f->nentries; i++) {
		if ((s = f->entries[i].score) < 0)
			continue;
		for (j = f->nlowest; j > 0 &&
		    f->entries[f->lowest[j - 1]].score > s; j--)
			f->lowest[j] = f->lowest[j - 1];
		f->lowest[j] = i;
		f->nlowest++;
	}
	figure_runs(f, minrun);
}

void
xw_figures_free(struct xw_figures *f)
{
	/* Each with its strings after it (one_block). */
	free(f->entries);
	free(f->runs);
	free(f->lowest);
	free(f->lengths);
	free(f->letters);
	memset(f, 0, sizeof(*f));
}
