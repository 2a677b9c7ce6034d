/* See LICENSE file for copyright and license details. */
/*
 * The filler's setup from a puzzle: the givens and the clues' answers
 * made seeds (xw_fill_givens, xw_fill_answers); the solver's slots and
 * cells, rebus cells among them, and their first state, for a search or
 * -a (xw_fill_setup): the seeds, the words -x, -m and the entries written
 * whole take out, the cells in no entry, and the errors of a grid that
 * cannot be filled; the proof that the slots of a length outnumber the
 * words they can take, when no word may be used twice
 * (xw_fill_too_few_words); and the solver freed (xw_fill_free).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fill_priv.h"
#include "grid.h"
#include "utf8.h"
#include "util.h"

void
xw_fill_free(struct solver *s)
{
	int v;

	for (v = 0; v < s->nvars; v++)
		free(s->vars[v].resbits);	/* and its other arrays */
	free(s->vars);
	free(s->cells);
	free(s->state);
	free(s->tmp);			/* and act, act2 */
	free(s->seen_letters);
	free(s->levels);
	free(s->trail);
	free(s->undo);
	free(s->version);		/* and saved_version, saved_at */
	for (v = 0; s->rowsum != NULL && v <= s->ix->maxlen; v++)
		free(s->rowsum[v]);
	free(s->rowsum);
	for (v = 0; s->own != NULL && v <= s->ix->maxlen; v++)
		free((void *)s->own[v].letters);
	free(s->own);
	free(s->weight);		/* and queue, full, queued */
	free(s->activity);
	free(s->seen);
	free(s->rcells);
	free(s->outside);
	free(s->branch);
	free(s->ng.lit);
	free(s->ng.end);
	for (v = 0; v < s->nfixed; v++)
		free(s->fixed[v]);
	free(s->fixed);
	free(s->fixedlen);
	free(s->fixedslot);
	xw_fill_pairs_free(s);
}

/* Clear from every domain the excluded words. */
static void
exclude_words(struct solver *s)
{
	int v, u;
	uint32_t i;

	for (v = 0; v < s->nvars; v++) {
		uint64_t *d = dom(s, v);

		/* Slots of one length share the work of the first. */
		for (u = 0; u < v && s->vars[u].len != s->vars[v].len; u++)
			;
		if (u < v) {
			memcpy(d, dom(s, u), s->vars[v].w * sizeof(*d));
			continue;
		}
		for (i = 0; i < s->vars[v].n; i++)
			if (xw_wordlist_has(s->o->exclude, xw_index_word(s->ix,
			    s->vars[v].b->first + i)))
				d[i / 64] &= ~((uint64_t)1 << (i % 64));
	}
}

/*
 * Whether each slot of p is to be filled (one byte a slot): found from
 * the variables in one pass, as a search per slot would be quadratic on
 * a large grid.
 */
static unsigned char *
slots_to_fill(const struct solver *s)
{
	unsigned char *open = xw_ecalloc(s->p->nslots + 1, 1);
	int v;

	for (v = 0; v < s->nvars; v++)
		open[s->vars[v].slot - s->p->slots] = 1;
	return open;
}

/*
 * Entries the constructor wrote whole are used: no slot may repeat them.
 * The words written are gathered a length at a time into one mask that
 * every slot of that length takes in a pass.
 */
static void
exclude_written(struct solver *s)
{
	const struct xw_puzzle *p = s->p;
	unsigned char *open = slots_to_fill(s);
	uint64_t **mask = xw_ecalloc((size_t)s->ix->maxlen + 1,
	    sizeof(*mask));
	uint32_t id, i, j, n;
	long word;
	char *answer;
	int v, len;

	for (i = 0; i < p->nslots; i++) {
		if (open[i] || (answer = xw_slot_answer(p, &p->slots[i])) ==
		    NULL)
			continue;
		word = xw_index_lookup(s->ix, answer);
		free(answer);
		/* Its letters, not its cells: a rebus cell holds several. */
		if (word < 0)
			continue;
		len = xw_index_length(s->ix, (uint32_t)word);
		n = xw_scored_count(s->ix, len, s->o->minscore);
		if ((id = (uint32_t)word - s->ix->buckets[len].first) >= n)
			continue;
		if (mask[len] == NULL)
			mask[len] = xw_ecalloc((n + 63) / 64 + 1,
			    sizeof(**mask));
		mask[len][id / 64] |= (uint64_t)1 << (id % 64);
	}
	for (v = 0; v < s->nvars; v++)
		if (mask[s->vars[v].len] != NULL)
			for (j = 0; j < s->vars[v].w; j++)
				dom(s, v)[j] &= ~mask[s->vars[v].len][j];
	for (len = 0; len <= s->ix->maxlen; len++)
		free(mask[len]);
	free(mask);
	free(open);
}

/*
 * -m: the entries that stand (whole in the grid, and not filled), as
 * alphabet indices; each word of a slot that shares a long run with one
 * of them is taken out.
 */
static void
fixed_entries(struct solver *s)
{
	const struct xw_puzzle *p = s->p;
	int v, k, l, n, m = s->o->max_shared;
	uint32_t cp, j, id;
	size_t i, o, len;
	unsigned char *a;
	uint64_t *d, bits;
	char *answer;
	unsigned char *open = slots_to_fill(s);

	s->fixed = xw_ereallocarray(NULL, p->nslots + 1, sizeof(*s->fixed));
	s->fixedlen = xw_ereallocarray(NULL, p->nslots + 1, sizeof(int));
	s->fixedslot = xw_ereallocarray(NULL, p->nslots + 1,
	    sizeof(*s->fixedslot));
	for (i = 0; i < p->nslots; i++) {
		if (open[i] || (answer = xw_slot_answer(p,
		    &p->slots[i])) == NULL)
			continue;
		a = xw_emalloc(strlen(answer) + 1);
		len = strlen(answer);
		for (o = 0, n = 0; o < len; n++) {
			if ((k = (int)xw_utf8_decode(answer + o, len - o,
			    &cp)) == 0)
				break;
			o += (size_t)k;
			l = xw_letter_index(s->ix->alphabet, s->ix->nletters,
			    xw_toupper(cp));
			a[n] = (unsigned char)(l >= 0 ? l : 255);
		}
		free(answer);
		s->fixedslot[s->nfixed] = i;
		s->fixed[s->nfixed] = a;
		s->fixedlen[s->nfixed++] = n;
	}
	for (v = 0; v < s->nvars && s->nfixed > 0; v++) {
		d = dom(s, v);
		for (j = 0; j < s->vars[v].w; j++) {
			for (bits = d[j]; bits != 0; bits &= bits - 1) {
				id = 64 * j + (uint32_t)__builtin_ctzll(bits);
				for (k = 0; k < s->nfixed; k++)
					if (xw_fill_shares_run(word_letters(&s->vars[v],
					    id), s->vars[v].len, s->fixed[k],
					    s->fixedlen[k], m))
						break;
				if (k < s->nfixed)
					d[j] &= ~((uint64_t)1 << (id % 64));
			}
		}
	}
	free(open);
}

/*
 * e's place, when the format of p has one: where the cell at (r, c) was
 * read (a text grid's line and column), so that a seed refused is found
 * in the file.
 */
static void
at_cell(struct xw_error *e, const struct xw_puzzle *p, int r, int c)
{
	if (e != NULL)
		xw_cell_place(p, r, c, &e->line, &e->col);
}

/*
 * Into hint (size bytes), for a seed t of which the list lacks a letter:
 * when folding accents would make its letters the list's (É of MÉTÉO on
 * a list spelt without accents), the option that folds them, what t
 * then matches and that the fill keeps t; else "". A list of one's own
 * with the word in it would not do: the crossings still want an É.
 */
static void
fold_hint(const struct xw_index *ix, const char *t, char *hint, size_t size)
{
	char *folded, *kept;
	int folds;

	hint[0] = '\0';
	if (xw_index_lacks(ix, t, &folds) == 0 || !folds)
		return;
	folded = xw_word_normalize_flags(t, XW_WORDS_FOLD);
	kept = xw_word_normalize(t);
	if (folded != NULL && kept != NULL)
		snprintf(hint, size, "; -A folds accents: it matches %s and "
		    "stays '%s'", folded, kept);
	free(folded);
	free(kept);
}

/* The cells of the region that some slot to fill goes through. */
static void
region_cells(struct solver *s)
{
	int c;

	s->rcells = xw_ereallocarray(NULL, (size_t)s->ncells + 1, sizeof(int));
	for (c = 0; c < s->ncells; c++)
		if (s->o->region[s->cells[c].r * s->p->width + s->cells[c].c] &&
		    (s->cells[c].var[0] >= 0 || s->cells[c].var[1] >= 0))
			s->rcells[s->nrcells++] = c;
}

static void
deadline(struct solver *s)
{
	clock_gettime(CLOCK_MONOTONIC, &s->start);
	s->deadline = s->next_progress = s->start;
	xw_fill_add_seconds(&s->deadline, s->o->seconds);
	xw_fill_add_seconds(&s->next_progress, 0.1);
}

int
xw_fill_seed(const struct xw_index *ix, const char *t)
{
	char *n;
	uint32_t cp;
	size_t len;
	int l = -1;

	if (t == NULL || *t == '\0')
		return -1;
	/* Most seeds are one ASCII letter: no need to normalise those. */
	if (t[1] == '\0' && ((*t >= 'A' && *t <= 'Z') ||
	    (*t >= '0' && *t <= '9')))
		l = xw_letter_index(ix->alphabet, ix->nletters, (uint32_t)*t);
	else if (t[1] == '\0' && *t >= 'a' && *t <= 'z')
		l = xw_letter_index(ix->alphabet, ix->nletters,
		    (uint32_t)*t - 32);
	else if ((n = xw_word_normalize_flags(t, xw_index_folded(ix) ?
	    XW_WORDS_FOLD : 0)) != NULL) {
		len = strlen(n);
		if (len > 0 && xw_utf8_decode(n, len, &cp) == len)
			l = xw_letter_index(ix->alphabet, ix->nletters, cp);
		free(n);
	}
	return l < 0 ? -2 : l;
}

int
xw_fill_givens(struct xw_puzzle *p, struct xw_error *e)
{
	const struct xw_cell *cell;
	char given[XW_SHOWN_SIZE(16)], sol[XW_SHOWN_SIZE(16)];
	int r, c;

	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++) {
			cell = xw_cell_at(p, r, c);
			if (cell->kind != XW_CELL_LETTER || cell->given == NULL ||
			    *cell->given == '\0')
				continue;
			if (cell->solution == NULL || *cell->solution == '\0')
				xw_puzzle_set_solution(p, r, c, cell->given);
			else if (!xw_utf8_caseeq(cell->given, cell->solution))
				return xw_seterr(e, XW_ERR_INVALID, "", 0, 0,
				    "cell r%dc%d shows the given letter '%s', "
				    "but its solution is '%s'", r + 1, c + 1,
				    xw_utf8_shown(cell->given,
				    strlen(cell->given), 16, given,
				    sizeof(given)), xw_utf8_shown(cell->solution,
				    strlen(cell->solution), 16, sol, sizeof(sol)));
		}
	}
	return 0;
}

int
xw_fill_answers(struct xw_puzzle *p, const struct xw_index *ix,
    const unsigned char *region, struct xw_error *e)
{
	const struct xw_clue *clue;
	struct xw_clue whole;
	char name[64], hint[128], *letter;
	size_t i, j, k, *take;
	const char *w;
	char *want, *lacked = NULL;
	int bad;

	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			if (clue->answer == NULL || clue->ncells == 0 ||
			    xw_clue_whole(p, clue, &whole) != 0)
				continue;
			if ((want = xw_word_normalize(clue->answer)) == NULL ||
			    *want == '\0') {
				free(want);
				goto next;
			}
			take = xw_ereallocarray(NULL, whole.ncells,
			    sizeof(*take));
			bad = !xw_clue_spells(p, &whole, 0, want, take);
			/* The empty cells take their letters, as seeds. */
			for (k = 0, w = want; !bad && k < whole.ncells;
			    w += take[k++]) {
				if (xw_cell_at(p, whole.cells[k].row,
				    whole.cells[k].col)->solution != NULL ||
				    (region != NULL && !region[
				    whole.cells[k].row * p->width +
				    whole.cells[k].col]))
					continue;
				letter = xw_estrndup(w, take[k]);
				/* Said of the clue: of the cell, it was a
				   letter the file did not hold. */
				if (xw_fill_seed(ix, letter) < -1) {
					lacked = letter;
					bad = 1;
					break;
				}
				xw_puzzle_set_solution(p, whole.cells[k].row,
				    whole.cells[k].col, letter);
				free(letter);
			}
			free(take);
			free(want);
			if (bad && lacked != NULL) {
				fold_hint(ix, lacked, hint, sizeof(hint));
				xw_seterr(e, XW_ERR_ARG, "", 0, 0, "clue %s: "
				    "answer '%s' has '%s', which is not a "
				    "letter of the word list%s", xw_clue_name(
				    &p->lists[i], clue, name, sizeof(name)),
				    clue->answer, lacked, hint);
				free(lacked);
				if (whole.cells != clue->cells)
					free(whole.cells);
				return -1;
			}
			if (bad) {
				xw_seterr(e, XW_ERR_INVALID, "", 0, 0, "clue "
				    "%s: answer '%s' does not fit the letters "
				    "of its %zu cells", xw_clue_name(
				    &p->lists[i], clue, name, sizeof(name)),
				    clue->answer, whole.ncells);
				if (whole.cells != clue->cells)
					free(whole.cells);
				return -1;
			}
next:
			if (whole.cells != clue->cells)
				free(whole.cells);
		}
	return 0;
}

/*
 * The letters of the alphabet that t, a cell's solution of more than one
 * letter (a rebus), spells, normalised as the word list's entries are,
 * into out (room for XW_WORD_MAX); how many, or -1 when some character
 * of t is no letter of the alphabet, or none is a letter.
 */
static int
rebus_letters(const struct xw_index *ix, const char *t, unsigned char *out)
{
	char *n;
	size_t len, o, k;
	uint32_t cp;
	int l, m = 0;

	if ((n = xw_word_normalize_flags(t, xw_index_folded(ix) ?
	    XW_WORDS_FOLD : 0)) == NULL)
		return -1;
	for (o = 0, len = strlen(n); o < len && m <= XW_WORD_MAX; o += k) {
		if ((k = xw_utf8_decode(n + o, len - o, &cp)) == 0 ||
		    (l = xw_letter_index(ix->alphabet, ix->nletters, cp)) < 0) {
			m = -1;
			break;
		}
		if (m < XW_WORD_MAX)
			out[m] = (unsigned char)l;
		m++;
	}
	free(n);
	/* A cell of punctuation alone would be no letter at all. */
	return m > XW_WORD_MAX || m == 0 ? -1 : m;
}

/*
 * The letters of the rebus cell at pos, how many (-1 when it holds a
 * character not in the alphabet); for slot v (not -1), in direction d,
 * also made cells, after the others: each fixed to its letter (*fixed,
 * set in letters() by xw_fill_setup) and seen by v alone. A slot's cell
 * is one letter, a rebus cell as many as it holds: STAR in one cell and
 * TLE after it are the seven letters of STARTLE.
 */
static int
rebus_cells(struct solver *s, struct xw_pos pos, int v, int d, int **fixed,
    size_t *size)
{
	unsigned char spelt[XW_WORD_MAX];
	int q, m;

	m = rebus_letters(s->ix, xw_cell_at(s->p, pos.row, pos.col)->solution,
	    spelt);
	for (q = 0; v >= 0 && q < m; q++) {
		if ((size_t)s->ncells + 1 >= *size) {
			*size *= 2;
			s->cells = xw_ereallocarray(s->cells, *size,
			    sizeof(*s->cells));
			*fixed = xw_ereallocarray(*fixed, *size,
			    sizeof(**fixed));
		}
		s->cells[s->ncells] = (struct cellvar){ pos.row, pos.col,
		    { -1, -1 }, { 0, 0 }, 1 };
		s->cells[s->ncells].var[d] = v;
		(*fixed)[s->ncells++] = spelt[q];
	}
	return m;
}

/*
 * The first letter of the rebus t, normalised as the word list's entries
 * are, that is no letter of the alphabet (0 when none is), and in *as
 * the letter of the alphabet that folds to t's two letters (Ĳ for IJ, Æ
 * for AE), which the cell may hold instead; 0 when none does.
 */
static uint32_t
rebus_lacks(const struct xw_index *ix, const char *t, uint32_t *as)
{
	char *n;
	size_t len, o, k, i, m = 0;
	uint32_t cp, lacks = 0, two[2] = { 0, 0 }, f[2];

	*as = 0;
	if ((n = xw_word_normalize_flags(t, xw_index_folded(ix) ?
	    XW_WORDS_FOLD : 0)) == NULL)
		return 0;
	for (o = 0, len = strlen(n); o < len; o += k, m++) {
		if ((k = xw_utf8_decode(n + o, len - o, &cp)) == 0)
			break;
		if (m < 2)
			two[m] = cp;
		if (lacks == 0 &&
		    xw_letter_index(ix->alphabet, ix->nletters, cp) < 0)
			lacks = cp;
	}
	free(n);
	for (i = 0; m == 2 && i < ix->nletters && *as == 0; i++)
		if (xw_fold(ix->alphabet[i], f) == 2 &&
		    xw_toupper(f[0]) == two[0] && xw_toupper(f[1]) == two[1])
			*as = ix->alphabet[i];
	return lacks;
}

/*
 * Say in e why the rebus cell at pos is refused: the letter of it the
 * list lacks, and the list's own letter for the two it holds (the Dutch
 * Ĳ of a cell of IJ).
 */
static void
rebus_refused(const struct solver *s, struct xw_pos pos, struct xw_error *e)
{
	const char *sol = xw_cell_at(s->p, pos.row, pos.col)->solution;
	char shown[XW_SHOWN_SIZE(16)], letter[5], hint[128] = "";
	uint32_t as, lacks = rebus_lacks(s->ix, sol, &as);

	xw_utf8_shown(sol, strlen(sol), 16, shown, sizeof(shown));
	if (as != 0) {
		letter[xw_utf8_encode(as, letter)] = '\0';
		snprintf(hint, sizeof(hint), "; the list spells it '%s': "
		    "write that in the cell, or fold accents (-A)", letter);
	} else
		fold_hint(s->ix, sol, hint, sizeof(hint));
	if (lacks != 0) {
		letter[xw_utf8_encode(lacks, letter)] = '\0';
		xw_seterr(e, XW_ERR_ARG, "", 0, 0, "cell r%dc%d holds '%s', "
		    "a rebus with '%s', which is no letter of the word "
		    "list%s", pos.row + 1, pos.col + 1, shown, letter, hint);
	} else
		xw_seterr(e, XW_ERR_ARG, "", 0, 0, "cell r%dc%d holds '%s', "
		    "a rebus with a character that is no letter of the word "
		    "list", pos.row + 1, pos.col + 1, shown);
	at_cell(e, s->p, pos.row, pos.col);
}

/*
 * Whether the seed sol is a rebus: several characters, or one the list
 * spells with several letters (ß is SS; on a folded index Æ is AE and Ĳ
 * is IJ), as wordfind reads it in a pattern. Not one that holds a
 * character the list lacks, named as such later.
 */
static int
seed_is_rebus(const struct xw_index *ix, const char *sol)
{
	unsigned char spelt[XW_WORD_MAX];

	if (xw_fill_seed(ix, sol) != -2)
		return 0;
	return xw_utf8_letter(sol, strlen(sol), &(uint32_t){ 0 }) <
	    strlen(sol) || rebus_letters(ix, sol, spelt) > 1;
}

/*
 * Into why, when lone cell k has no word of one letter left, what took
 * them out: -s, -x (which of the list's words each leaves, nkept of
 * nscored of nlisted), and the words used by other such cells.
 */
static void
no_lone_word(const struct solver *s, int k, uint32_t nlisted,
    uint32_t nscored, uint32_t nkept, char *why, size_t size)
{
	char opts[64] = "";
	int n, both = nscored < nlisted && nkept < nscored;

	if (nscored < nlisted)
		snprintf(opts, sizeof(opts), "-s %d", s->o->minscore);
	if (nkept < nscored)
		snprintf(opts + strlen(opts), sizeof(opts) - strlen(opts),
		    "%s-x", opts[0] != '\0' ? " and " : "");
	n = snprintf(why, size, "cell r%dc%d is in no entry of two letters "
	    "or more, and ", s->cells[k].r + 1, s->cells[k].c + 1);
	if (n < 0 || (size_t)n >= size)
		return;
	if (nkept == 0)
		snprintf(why + n, size - (size_t)n, "%s leave%s no word of one "
		    "letter", opts, both ? "" : "s");
	else if (opts[0] != '\0')
		snprintf(why + n, size - (size_t)n, "each word of one letter "
		    "that %s leave%s is used (-d allows a word twice)", opts,
		    both ? "" : "s");
	else
		snprintf(why + n, size - (size_t)n, "each word of one letter "
		    "is used (-d allows a word twice)");
}

/*
 * A white cell that is in no entry of two letters or more is an entry of
 * one letter, as no other word reads it: in reading order, each takes the
 * best-scored word of one letter that -s and -x allow and that no other
 * such cell has, the constructor's included, unless -d. A cell of an
 * entry the constructor wrote whole is in a word, not one: it uses up no
 * word of one letter. Left open a lone cell would be a white cell with no
 * letter in a grid called filled, which ipuz-check refuses. Returns 0; -1
 * (e filled) when the list has no such word at all; 1 (the reason in
 * st->why) when -s, -x and the other such cells leave none, a proof as
 * a slot left no word is. Open is told by the puzzle's solution, not by
 * the cell's letters: with an alphabet of one letter an open cell has one.
 */
static int
lone_cells(struct solver *s, struct xw_error *e)
{
	const struct bucket *b = s->ix->maxlen >= 1 ? &s->ix->buckets[1] :
	    NULL;
	unsigned char used[256] = { 0 };
	uint32_t i, nlisted = 0, nscored = 0, nkept;
	int k, pass;

	if (b != NULL && b->count > 0 && xw_index_letters_fit(s->ix, 1)) {
		nlisted = b->count;
		nscored = xw_scored_count(s->ix, 1, s->o->minscore);
	}
	for (pass = 0; pass < 2; pass++)
		for (k = 0; k < s->ncells; k++) {
			const struct cellvar *cv = &s->cells[k];
			int l;

			/* A slot's cell, or one of an entry written whole. */
			if (cv->rebus || xw_cell_checks(s->p, cv->r, cv->c) > 0)
				continue;
			l = xw_fill_seed(s->ix, xw_cell_at(s->p, cv->r,
			    cv->c)->solution);
			/* First the constructor's, then the open cells. */
			if (pass == 0) {
				if (l >= 0 && !s->o->allow_dupes)
					used[l] = 1;
				continue;
			}
			if (l != -1 || (s->o->region != NULL &&
			    !s->o->region[cv->r * s->p->width + cv->c]))
				continue;
			if (nlisted == 0) {
				xw_seterr(e, XW_ERR_ARG, "", 0, 0, "cell "
				    "r%dc%d is in no entry of two letters or "
				    "more, and the word list has no word of "
				    "one letter for it", cv->r + 1, cv->c + 1);
				return -1;
			}
			for (i = 0, nkept = 0; i < nscored; i++) {
				if (s->o->exclude != NULL && xw_wordlist_has(
				    s->o->exclude, xw_index_word(s->ix,
				    b->first + i)))
					continue;
				nkept++;
				if (!used[b->letters[i]])
					break;
			}
			if (i == nscored) {
				no_lone_word(s, k, nlisted, nscored, nkept,
				    s->st->why, sizeof(s->st->why));
				return 1;
			}
			used[b->letters[i]] = !s->o->allow_dupes;
			memset(letters(s, k), 0, 4 * sizeof(uint64_t));
			xw_set_add(letters(s, k), b->letters[i]);
			s->st->lone++;
		}
	return 0;
}

/*
 * The trouble of slot x, whose length the list has no word of: longer
 * than its longest word, or a length between that it lacks (a list of
 * phrases of 6 to 9 letters has no word of 5, but words that long).
 */
static void
no_word_of_length(const struct var *x, const struct xw_index *ix,
    struct xw_error *e)
{
	char name[XW_SLOT_NAME_SIZE];

	xw_slot_name(NULL, x->slot->number, x->slot->dir, name, sizeof(name));
	if (x->len > ix->maxlen)
		xw_seterr(e, XW_ERR_ARG, "", 0, 0, "slot %s has %d letters, "
		    "and the word list has no word that long", name, x->len);
	else
		xw_seterr(e, XW_ERR_ARG, "", 0, 0, "slot %s has %d letters, "
		    "and the word list has no word of %d letters", name,
		    x->len, x->len);
}

/*
 * With a region, whether slot v must end as a word of the list of its
 * own: its empty cells are all in the region, which fills it whole (the
 * others may keep cells empty). Without one, every slot to fill must.
 */
static int
filled_whole(const struct solver *s, int v)
{
	const struct var *x = &s->vars[v];
	struct xw_pos pos;
	int k;

	for (k = 0; k < x->slot->len; k++) {
		pos = xw_slot_cell(x->slot, k);
		if (xw_cell_at(s->p, pos.row, pos.col)->solution == NULL &&
		    !s->o->region[pos.row * s->p->width + pos.col])
			return 0;
	}
	return 1;
}

/*
 * Into why: n slots of len letters (those of a region, when region is
 * set) can take only nwords words between them, of the listed words of
 * that length in the list.
 */
static void
too_few_words(char *why, size_t size, size_t n, int len, int region,
    size_t nwords, size_t listed)
{
	int k;

	k = snprintf(why, size, "%zu slots of %d letters%s, and ", n, len,
	    region ? " in the region" : "");
	if (k < 0 || (size_t)k >= size)
		return;
	if (nwords == listed)
		snprintf(why + k, size - (size_t)k, "the list has %zu word%s "
		    "of %d letters for them (-d allows a word twice)", nwords,
		    nwords == 1 ? "" : "s", len);
	else
		snprintf(why + k, size - (size_t)k, "only %zu of the list's "
		    "%zu words of %d letters can go in them (-d allows a word "
		    "twice)", nwords, listed, len);
}

int
xw_fill_too_few_words(struct solver *s)
{
	size_t (*tally)[2], n, nwords;
	uint64_t *all = NULL;
	uint32_t j, w = 0;
	int v, len, found = 0, region = s->o->region != NULL;

	if (s->o->allow_dupes || s->nvars == 0)
		return 0;
	/* For each length: its slots, and the most words one of them has. */
	tally = xw_ecalloc((size_t)s->ix->maxlen + 1, sizeof(*tally));
	for (v = 0; v < s->nvars; v++) {
		if (region && !filled_whole(s, v))
			continue;
		len = s->vars[v].len;
		tally[len][0]++;
		if (*size_of(s, v) > tally[len][1])
			tally[len][1] = *size_of(s, v);
	}
	/*
	 * Only slots that outnumber the words of each of them can outnumber
	 * the words of them all: a crossword's seldom do (the bench's never),
	 * so that the count costs it one pass over its slots.
	 */
	for (len = 0; len <= s->ix->maxlen && !found; len++) {
		if ((n = tally[len][0]) <= tally[len][1])
			continue;
		for (v = 0; v < s->nvars; v++) {
			if (s->vars[v].len != len || (region &&
			    !filled_whole(s, v)))
				continue;
			/* Slots of one length have the same words in reach. */
			if (all == NULL) {
				w = s->vars[v].w;
				all = xw_ecalloc((size_t)w + 1, sizeof(*all));
			}
			for (j = 0; j < w; j++)
				all[j] |= dom(s, v)[j];
		}
		nwords = count(all, w);
		free(all);
		all = NULL;
		if (n > nwords) {
			too_few_words(s->st->why, sizeof(s->st->why), n, len,
			    region, nwords, s->ix->buckets[len].count);
			found = 1;
		}
	}
	free(tally);
	return found;
}

/*
 * For a search that learns (search set, no -n, no region), the pairs of
 * parallel slots too.
 */
int
xw_fill_setup(struct solver *s, struct xw_puzzle *p,
    const struct xw_index *ix, const struct xw_fill_opts *o,
    struct xw_fill_stats *st, int search, struct xw_error *e)
{
	int *cellof = xw_ereallocarray(NULL, (size_t)p->width * p->height,
	    sizeof(int));
	int r, c, v, k, l, d, in, open, nrebus = 0, *fixed = NULL, q;
	size_t off = 0, i, maxw = 1, nres, nv, size;
	struct xw_pos pos;
	const char *sol;
	char hint[128];

	/* The slots of the grid as it is now (a new puzzle, cells made
	   blocks since it was numbered). */
	if (!xw_grid_numbered(p))
		xw_grid_number(p);
	memset(s, 0, sizeof(*s));
	s->ix = ix, s->p = p, s->o = o, s->st = st;
	s->pool_budget = xw_fill_state_budget(o->searches);
	deadline(s);
	s->A = (int)ix->nletters;
	s->vstride = s->A <= 64 ? 1 : 4;
	s->failed = -1;
	/* A rebus cell (-2) is no cell of the search: see rebus_cells. */
	for (i = 0; i < (size_t)p->width * p->height; i++) {
		sol = p->cells[i].solution;
		if (p->cells[i].kind != XW_CELL_LETTER)
			cellof[i] = -1;
		else if (seed_is_rebus(ix, sol))
			cellof[i] = -2, nrebus++;
		else
			cellof[i] = s->ncells++;
	}
	size = (size_t)s->ncells + 1 + (nrebus > 0 ? 64 : 0);
	s->cells = xw_ecalloc(size, sizeof(*s->cells));
	if (nrebus > 0)
		fixed = xw_ereallocarray(NULL, size, sizeof(*fixed));
	for (r = 0; r < p->height; r++)
		for (c = 0; c < p->width; c++)
			if ((k = cellof[r * p->width + c]) >= 0)
				s->cells[k] = (struct cellvar){ r, c, { -1, -1 },
				    { 0, 0 }, 0 };
	s->vars = xw_ecalloc(p->nslots + 1, sizeof(*s->vars));
	if (o->region != NULL)
		s->outside = xw_ecalloc(p->nslots + 1, sizeof(*s->outside));
	for (i = 0; i < p->nslots; i++) {
		struct var *x;

		if (i % 4096 == 0 && xw_fill_out_of_time(s))
			goto stopped;
		/*
		 * An entry the constructor wrote whole stands, listed or not.
		 * One that misses the region is never filled, but narrows as
		 * the others do: a region's words that leave a slot beyond it
		 * no word (a crossing's crossing) left the grid no fill.
		 */
		for (k = 0, in = 0, open = 0; k < p->slots[i].len; k++) {
			pos = xw_slot_cell(&p->slots[i], k);
			open |= xw_cell_at(p, pos.row, pos.col)->solution == NULL;
			in |= o->region == NULL ||
			    o->region[pos.row * p->width + pos.col];
		}
		if (!open)
			continue;
		v = s->nvars++;
		if (s->outside != NULL)
			s->outside[v] = !in;
		x = &s->vars[v];
		x->slot = &p->slots[i];
		d = x->slot->dir == XW_DIR_DOWN;
		for (k = 0, x->len = 0; k < x->slot->len && x->len >= 0; k++) {
			pos = xw_slot_cell(x->slot, k);
			x->len = cellof[pos.row * p->width + pos.col] != -2 ?
			    x->len + 1 : (l = rebus_cells(s, pos, -1, d, &fixed,
			    &size)) < 0 ? -1 : x->len + l;
		}
		if (x->len < 0) {
			rebus_refused(s, pos, e);
			goto fail;
		}
		if (x->len > ix->maxlen || ix->buckets[x->len].count == 0) {
			no_word_of_length(x, ix, e);
			goto fail;
		}
		/* One corrupt byte of an index put a letter past the end of
		   the solver's tables. The fault is the index's, named as
		   opening it names its others. The letters are copied so
		   that a file rewritten under its mapping cannot put one
		   there later (hostile17 F2). */
		if (s->own == NULL)
			s->own = xw_ecalloc((size_t)ix->maxlen + 1,
			    sizeof(*s->own));
		if (s->own[x->len].letters == NULL &&
		    xw_index_own_letters(ix, x->len, &s->own[x->len]) != 0) {
			xw_seterr(e, XW_ERR_SYNTAX, ix->name, 0, 0, "corrupt "
			    "word-list index: a word of %d letters has a "
			    "letter outside its alphabet", x->len);
			goto fail;
		}
		x->b = &s->own[x->len];
		x->n = xw_scored_count(ix, x->len, o->minscore);
		x->w = (x->n + 63) / 64;
		x->off = off;
		off += x->w;
		x->sw = (x->w + 63) / 64;
		if (x->w > maxw)
			maxw = x->w;
		/* One block, freed with resbits: resbits, resj, cells,
		   dirty, the widest first so that each is aligned. */
		nres = (size_t)x->len * ix->nletters;
		x->resbits = xw_ecalloc(1, nres * (sizeof(*x->resbits) +
		    sizeof(*x->resj)) + (size_t)x->len * (sizeof(*x->cells) +
		    sizeof(*x->dirty)));
		x->resj = (uint32_t *)(x->resbits + nres);
		x->cells = (int *)(x->resj + nres);
		x->dirty = (unsigned char *)(x->cells + x->len);
		memset(x->dirty, 1, (size_t)x->len);
		for (k = 0, l = 0; k < x->slot->len; k++) {
			pos = xw_slot_cell(x->slot, k);
			if ((c = cellof[pos.row * p->width + pos.col]) == -2) {
				q = s->ncells;
				rebus_cells(s, pos, v, d, &fixed, &size);
				for (; q < s->ncells; q++) {
					x->cells[l] = q;
					s->cells[q].pos[d] = l++;
				}
				continue;
			}
			x->cells[l] = c;
			s->cells[c].var[d] = v;
			s->cells[c].pos[d] = l++;
		}
	}
	for (v = 0; v < s->nvars; v++) {
		s->vars[v].soff = off;
		off += s->vars[v].sw;
		s->vars[v].voff = off;
		off += (size_t)s->vstride * s->vars[v].len;
	}
	/* The rest starts a block, and the cells' letters a multiple of 4
	   words in: see XW_BLOCK. */
	s->counts = (off + XW_BLOCK - 1) / XW_BLOCK * XW_BLOCK;
	s->stamps = s->counts + (size_t)s->nvars;
	s->pflags = s->stamps + (size_t)s->nvars;
	s->nstate = s->pflags + (search && o->max_fills <= 1 && o->region ==
	    NULL ? xw_fill_pairs_setup(s) : 0);
	s->nstate = (s->nstate + 3) / 4 * 4 + 4 * (size_t)s->ncells;
	s->nblocks = (s->nstate - s->counts + XW_BLOCK - 1) / XW_BLOCK;
	s->block0 = (size_t)s->nvars - s->counts / XW_BLOCK;
	s->state = xw_ecalloc(s->nstate + 1, sizeof(uint64_t));
	/* One block, freed with tmp: a domain's scratch, its two lists. */
	s->tmp = xw_ereallocarray(NULL, maxw, sizeof(*s->tmp) +
	    sizeof(*s->act) + sizeof(*s->act2));
	s->act = (uint32_t *)(s->tmp + maxw);
	s->act2 = s->act + maxw;
	s->seen_letters = xw_ecalloc((size_t)ix->maxlen + 1,
	    sizeof(*s->seen_letters));
	/* One block, freed with weight: a slot's weight, the queue and the
	   slot's two flags, the widest first. */
	nv = (size_t)s->nvars + 1;
	s->weight = xw_ecalloc(nv, sizeof(*s->weight) + sizeof(*s->queue) +
	    sizeof(*s->full) + sizeof(*s->queued));
	s->queue = (int *)(s->weight + nv);
	s->full = (unsigned char *)(s->queue + nv);
	s->queued = s->full + nv;
	/* One block, freed with version: a unit's version, its version and
	   place saved (none: no version is 0). */
	nv = (size_t)s->nvars + s->nblocks + 1;
	s->version = xw_ecalloc(nv, sizeof(*s->version) +
	    sizeof(*s->saved_version) + sizeof(*s->saved_at));
	s->saved_version = s->version + nv;
	s->saved_at = (size_t *)(s->saved_version + nv);
	memset(s->saved_at, 0xff, nv * sizeof(*s->saved_at));
	xw_fill_new_versions(s);
	for (v = 0; v < s->nvars; v++) {
		struct var *x = &s->vars[v];

		memset(dom(s, v), 0xff, x->w * sizeof(uint64_t));
		if (x->n % 64 != 0)
			dom(s, v)[x->w - 1] = ((uint64_t)1 << (x->n % 64)) - 1;
		memset(summary(s, v), 0xff, x->sw * sizeof(uint64_t));
		/* Every letter, as a cell's set has them. */
		for (l = 0; l < s->A; l++)
			xw_set_add(view(s, v, 0), l);
		for (k = 1; k < x->len; k++)
			memcpy(view(s, v, k), view(s, v, 0), (size_t)s->vstride *
			    sizeof(uint64_t));
		if (x->w % 64 != 0)
			summary(s, v)[x->sw - 1] = ((uint64_t)1 << (x->w % 64)) -
			    1;
		*size_of(s, v) = UINT64_MAX;	/* never revised */
	}
	if (xw_fill_out_of_time(s))
		goto stopped;
	if (o->exclude != NULL)
		exclude_words(s);
	if (!o->allow_dupes)
		exclude_written(s);
	if (o->max_shared > 0)
		fixed_entries(s);
	if (o->region != NULL)
		region_cells(s);
	s->cut = -1;
	/* Each cell: its letter when it has one, else every letter. */
	for (k = 0; k < s->ncells; k++) {
		uint64_t *cs = letters(s, k);

		if (s->cells[k].rebus) {
			xw_set_add(cs, fixed[k]);
			continue;
		}
		sol = xw_cell_at(p, s->cells[k].r, s->cells[k].c)->solution;
		if ((l = xw_fill_seed(ix, sol)) == -1) {
			for (l = 0; l < s->A; l++)
				xw_set_add(cs, l);
			continue;
		}
		if (l < 0) {
			fold_hint(ix, sol, hint, sizeof(hint));
			xw_seterr(e, XW_ERR_ARG, "", 0, 0, "cell r%dc%d holds "
			    "'%s', which is not a letter of the word list%s",
			    s->cells[k].r + 1, s->cells[k].c + 1, sol, hint);
			at_cell(e, p, s->cells[k].r, s->cells[k].c);
			goto fail;
		}
		xw_set_add(cs, l);
	}
	if ((l = lone_cells(s, e)) < 0)
		goto fail;
	free(cellof);
	free(fixed);
	if (l > 0 && search)
		return 2;
	return xw_fill_out_of_time(s) ? 1 : 0;
stopped:
	free(cellof);
	free(fixed);
	return 1;
fail:
	free(cellof);
	free(fixed);
	xw_fill_free(s);
	return -1;
}
