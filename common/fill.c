/* See LICENSE file for copyright and license details. */
/*
 * The filler's search: the choices and their order, restarts and
 * learning (see fill.h); its setup from a puzzle is in fill_setup.c, the
 * propagation in fill_prop.c, what it tells of a grid it did not fill in
 * fill_explain.c, the analysis of -a in fill_analyse.c.
 */
#include <sys/resource.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "fill_priv.h"
#include "grid.h"
#include "utf8.h"
#include "util.h"

/*
 * A slot with this many words or fewer, or in the run without a limit
 * one of this many letters or more, is branched on word by word; the
 * others a cell's letter at a time.
 */
#define XW_WORD_BRANCH 8
#define XW_LONG_SLOT 11

/*
 * A member's activity keeps this much of itself at each node, and
 * orders its choices once it met this many dead ends: before, it orders
 * them as the lead does, which proves and fills the grids that take
 * few (its second draw proves set2/13x13-203 first, in 1.7 s where the
 * lead takes 2.0; ordered by activity from the start, 2.1).
 */
#define XW_ACT_DECAY 0.999
#define XW_ACT_AFTER 4096

static int
after(const struct timespec *now, const struct timespec *t)
{
	return now->tv_sec > t->tv_sec || (now->tv_sec == t->tv_sec &&
	    now->tv_nsec >= t->tv_nsec);
}

void
xw_fill_add_seconds(struct timespec *t, double secs)
{
	t->tv_sec += (time_t)secs;
	t->tv_nsec += (long)((secs - (double)(time_t)secs) * 1e9);
	if (t->tv_nsec >= 1000000000L) {
		t->tv_sec++;
		t->tv_nsec -= 1000000000L;
	} else if (t->tv_nsec < 0) {
		t->tv_sec--;
		t->tv_nsec += 1000000000L;
	}
}

int
xw_fill_out_of_time(struct solver *s)
{
	struct timespec now;

	/*
	 * Once stopped, stopped: the progress callback is asked only every
	 * 0.1 s, and a stop it asked for went unseen until it was asked
	 * again, while a grid of many slots undid each level of the branch
	 * with a propagation of its own (13 s after SIGINT on a 1000x1000
	 * grid).
	 */
	if (s->stop)
		return 1;
	if (s->o->seconds <= 0 && s->o->progress == NULL)
		return 0;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (s->o->seconds > 0 && after(&now, &s->deadline)) {
		s->timed_out = s->stop = 1;
		return 1;
	}
	if (s->o->progress != NULL && after(&now, &s->next_progress)) {
		s->next_progress = now;
		xw_fill_add_seconds(&s->next_progress, 0.1);
		if (s->o->progress(s->st, (double)(now.tv_sec -
		    s->start.tv_sec) + (double)(now.tv_nsec -
		    s->start.tv_nsec) / 1e9, s->o->arg)) {
			s->interrupted = s->stop = 1;
			return 1;
		}
	}
	return 0;
}

/*
 * Cell r, c, which holds a solution, down to letter l: a seed of that
 * letter is written as it is spelt ('a' and 'A.' as A; on a folded index
 * É matched E, but the constructor wrote É), a previous fill's other
 * letter as l. Where a given is shown, the solution stays the given (not
 * called).
 */
static void
write_seed(struct xw_puzzle *p, const struct xw_index *ix, int r, int c,
    int l)
{
	const char *seed = xw_cell_at(p, r, c)->solution;
	char *spelt = NULL, letter[8];

	letter[xw_utf8_encode(ix->alphabet[l], letter)] = '\0';
	if (strcmp(seed, letter) == 0)
		return;		/* as most are, a fill after the first */
	if (xw_fill_seed(ix, seed) == l &&
	    (spelt = xw_word_normalize(seed)) != NULL &&
	    xw_utf8_len(spelt) == 1)
		memcpy(letter, spelt, strlen(spelt) + 1);
	if (strcmp(seed, letter) != 0)
		xw_puzzle_set_solution(p, r, c, letter);
	free(spelt);
}

/* Write the letters the cells are down to into the puzzle. */
static void
write_fill(struct solver *s)
{
	char letter[8];
	int c, l;

	for (c = 0; c < s->ncells; c++) {
		uint64_t *cs = letters(s, c);
		struct xw_cell *cell;

		if (set_count(cs) != 1 || s->cells[c].rebus ||
		    (s->o->region != NULL && !s->o->region[s->cells[c].r *
		    s->p->width + s->cells[c].c]))
			continue;
		for (l = 0; !(cs[l / 64] >> (l % 64) & 1); l++)
			;
		letter[xw_utf8_encode(s->ix->alphabet[l], letter)] = '\0';
		cell = xw_cell_at(s->p, s->cells[c].r, s->cells[c].c);
		if (cell->solution == NULL)
			xw_puzzle_set_solution(s->p, s->cells[c].r, s->cells[c].c,
			    letter);
		else if (cell->given == NULL || *cell->given == '\0')
			write_seed(s->p, s->ix, s->cells[c].r, s->cells[c].c,
			    l);
	}
}

/* The letters the fill writes, as a hash that stands for the fill. */
static uint64_t
fill_hash(struct solver *s)
{
	uint64_t h = XW_FNV_BASIS, *cs;
	unsigned char l;
	int c, q;

	for (c = 0; c < s->ncells; c++) {
		if (s->o->region != NULL && !s->o->region[s->cells[c].r *
		    s->p->width + s->cells[c].c])
			continue;
		cs = letters(s, c);
		for (q = 0; q < 4 && cs[q] == 0; q++)
			;
		l = (unsigned char)(q < 4 ? 64 * q + __builtin_ctzll(cs[q]) :
		    255);
		h = xw_fnv1a(&l, 1, h);
	}
	return h != 0 ? h : 1;
}

/* Add h to the fills seen; 0 when it was there already. */
static int
seen_add(struct solver *s, uint64_t h)
{
	size_t i, n;
	uint64_t *old;

	if (2 * (s->nseen + 1) > s->seen_size) {
		old = s->seen;
		n = s->seen_size;
		s->seen_size = n != 0 ? 2 * n : 64;
		s->seen = xw_ecalloc(s->seen_size, sizeof(*s->seen));
		s->nseen = 0;
		for (i = 0; i < n; i++)
			if (old[i] != 0)
				seen_add(s, old[i]);
		free(old);
	}
	for (i = h % s->seen_size; s->seen[i] != 0; i = (i + 1) % s->seen_size)
		if (s->seen[i] == h)
			return 0;
	s->seen[i] = h;
	s->nseen++;
	return 1;
}

/*
 * Every slot is down to one word: pass the fill on, unless it was passed
 * on before, and say whether to stop.
 */
static void
found_fill(struct solver *s)
{
	if (s->cut >= 0)
		s->unwind = 1;
	/* A team's fill is written once the team has ended (team_search). */
	if (s->team != NULL) {
		s->st->fills++;
		s->stop = 1;
		return;
	}
	if (s->o->max_fills > 1 && !seen_add(s, fill_hash(s)))
		return;
	write_fill(s);
	s->st->fills++;
	if ((s->o->found != NULL && s->o->found(s->p, s->o->arg)) ||
	    s->st->fills >= s->o->max_fills)
		s->stop = 1;
}

/* Whether every cell of the region that the fill writes is decided. */
static int
region_decided(struct solver *s)
{
	int i;

	for (i = 0; i < s->nrcells; i++)
		if (set_count(letters(s, s->rcells[i])) != 1)
			return 0;
	return 1;
}

/*
 * What orders slot v's choices: the failures met there (dom/wdeg), or
 * for a member past its first XW_ACT_AFTER dead ends, how often
 * propagation narrowed it lately.
 */
static double
order_weight(struct solver *s, int v)
{
	if (s->activity != NULL && s->st->backtracks >= XW_ACT_AFTER)
		return s->activity[v] / s->act_inc;
	return s->weight[v];
}

/* A node of a member with activity: the past counts for less. */
static void
decay_activity(struct solver *s)
{
	int v;

	if (s->activity == NULL)
		return;
	s->act_inc /= XW_ACT_DECAY;
	if (s->act_inc > 1e100) {
		for (v = 0; v < s->nvars; v++)
			s->activity[v] *= 1e-100;
		s->act_inc *= 1e-100;
	}
}

/* Whether slot v is one the search never branches on (see outside). */
static int
outside(const struct solver *s, int v)
{
	return s->outside != NULL && s->outside[v];
}

/*
 * The open slot to branch on, or -1 when every slot is down to one word
 * (with a region, every slot through it):
 * the fewest words for the failures met there (dom/wdeg), so the search
 * turns to where it keeps failing; a member with activity, the fewest
 * for its activity (order_weight).
 */
static int
choose(struct solver *s)
{
	double best = 0, score;
	size_t n;
	int v, pick = -1;

	for (v = 0; v < s->nvars; v++) {
		if ((n = *size_of(s, v)) <= 1 || outside(s, v))
			continue;
		score = (double)n / (1 + order_weight(s, v));
		if (pick < 0 || score < best) {
			best = score;
			pick = v;
		}
	}
	return pick;
}

/*
 * Into cnt, for each letter of set cs, the words of slot v with it at
 * position k (0 for the others): word by word when there are few, else
 * a row at a time.
 */
static void
letter_counts(struct solver *s, int v, int k, const uint64_t *cs,
    double *cnt)
{
	struct var *x = &s->vars[v];
	const uint64_t *d = dom(s, v), *rw;
	uint32_t a, j, na = xw_fill_active(s, v, s->act2);
	size_t n[256];
	uint64_t bits;
	int l;

	for (l = 0; l < s->A; l++)
		n[l] = 0;
	if (*size_of(s, v) <= 8 * (size_t)na) {
		for (a = 0; a < na; a++)
			for (bits = d[s->act2[a]]; bits != 0; bits &= bits - 1)
				n[word_letters(x, 64 * s->act2[a] +
				    (uint32_t)__builtin_ctzll(bits))[k]]++;
	} else {
		for (l = 0; l < s->A; l++) {
			if (!(cs[l / 64] >> (l % 64) & 1))
				continue;
			rw = row(x, s->A, k, l);
			for (a = 0; a < na; a++) {
				j = s->act2[a];
				s->tmp[a] = d[j] & rw[j];
			}
			n[l] = xw_popcount(s->tmp, na);
		}
	}
	for (l = 0; l < s->A; l++)
		cnt[l] = cs[l / 64] >> (l % 64) & 1 ? (double)n[l] : 0;
}

/*
 * The word of v that leaves its crossings the most words: the largest
 * product, over its cells, of the words the crossing slot has with its
 * letter there; of equals, the best scored. Trying the best scored words
 * first fills easy grids a little better, but this order finds fills of
 * dense ones far sooner (15xopen of the bench: score order gives up).
 */
static uint32_t
lookahead_word(struct solver *s, int v)
{
	struct var *x = &s->vars[v];
	const uint64_t *d = dom(s, v);
	double (*cnt)[256], best = -1, sc;
	const unsigned char *w;
	uint32_t j, i, pick = 0;
	uint64_t bits, *cs;
	int k, l, u, pos, dir = x->slot->dir == XW_DIR_DOWN;

	cnt = xw_ereallocarray(NULL, (size_t)x->len, sizeof(*cnt));
	for (k = 0; k < x->len; k++) {
		struct cellvar *cv = &s->cells[x->cells[k]];

		u = cv->var[!dir];
		pos = cv->pos[!dir];
		cs = letters(s, x->cells[k]);
		if (u >= 0) {
			letter_counts(s, u, pos, cs, cnt[k]);
			continue;
		}
		for (l = 0; l < s->A; l++)
			cnt[k][l] = !(cs[l / 64] >> (l % 64) & 1) ? 0 : 1;
	}
	for (j = 0; j < x->w; j++) {
		for (bits = d[j]; bits != 0; bits &= bits - 1) {
			i = 64 * j + (uint32_t)__builtin_ctzll(bits);
			w = word_letters(x, i);
			for (k = 0, sc = 1; k < x->len; k++)
				sc *= cnt[k][w[k]];
			if (sc > best) {
				best = sc;
				pick = i;
			}
		}
	}
	free(cnt);
	return pick;
}

/* The word to try first in v: the best, or with a seed one of the best. */
static uint32_t
first_word(struct solver *s, int v, unsigned long *rng)
{
	const uint64_t *d = dom(s, v);
	uint32_t j, picks[8], n = 0;
	uint64_t bits;

	for (j = 0; j < s->vars[v].w && n < 8; j++)
		for (bits = d[j]; bits != 0 && n < 8; bits &= bits - 1)
			picks[n++] = 64 * j + (uint32_t)__builtin_ctzll(bits);
	if (*rng == 0 || n == 1)
		return picks[0];
	*rng = *rng * 6364136223846793005UL + 1442695040888963407UL;
	return picks[(*rng >> 33) % n];
}

/* Whether slot v may still take word i. */
static int
has_word(struct solver *s, int v, uint32_t i)
{
	return i < s->vars[v].n && (dom(s, v)[i / 64] >> (i % 64) & 1);
}

/* Cell c lost letters: its slots filter their words again. */
static void
touch_cell(struct solver *s, int c)
{
	int i, u;

	for (i = 0; i < 2; i++)
		if ((u = s->cells[c].var[i]) >= 0) {
			s->vars[u].dirty[s->cells[c].pos[i]] = 1;
			enqueue(s, u);
		}
}

static int
has_letter(struct solver *s, int c, int l)
{
	return letters(s, c)[l / 64] >> (l % 64) & 1;
}

/* Whether the search may branch on cell c: a slot through it may. */
static int
cell_open(const struct solver *s, int c)
{
	int k, u;

	for (k = 0; k < 2; k++)
		if ((u = s->cells[c].var[k]) >= 0 && !outside(s, u))
			return 1;
	return 0;
}

/*
 * The cell to branch on when the search has chosen slot v, or -1 to
 * branch on v's words: v has few words left, or is long and this is the
 * run without a limit (see restarts). Else the cell with the fewest
 * letters (with a region, of a slot through it) for the failures met at
 * its slots (dom/wdeg again, at the level of the cell; or their
 * activity, as in choose).
 */
static int
choose_cell(struct solver *s, int v)
{
	int k, c, u, n, pick = -1;
	double sc, best = 0;

	if (*size_of(s, v) <= XW_WORD_BRANCH || (s->long_words &&
	    s->vars[v].len >= XW_LONG_SLOT))
		return -1;
	for (c = 0; c < s->ncells; c++) {
		if ((n = set_count(letters(s, c))) <= 1 || !cell_open(s, c))
			continue;
		for (k = 0, sc = 1; k < 2; k++)
			if ((u = s->cells[c].var[k]) >= 0)
				sc += order_weight(s, u);
		sc = n / sc;
		if (pick < 0 || sc < best) {
			pick = c;
			best = sc;
		}
	}
	return pick;
}

/*
 * The letter to try first in cell c: the one that leaves its two slots
 * the most words (the product of their counts with it there).
 */
static int
best_letter(struct solver *s, int c)
{
	struct cellvar *cv = &s->cells[c];
	double sc, best = -1, cnt[2][256];
	int l, i, pick = -1;

	for (i = 0; i < 2; i++)
		if (cv->var[i] >= 0)
			letter_counts(s, cv->var[i], cv->pos[i], letters(s, c),
			    cnt[i]);
	for (l = 0; l < s->A; l++) {
		if (!has_letter(s, c, l))
			continue;
		for (i = 0, sc = 1; i < 2; i++)
			if (cv->var[i] >= 0)
				sc *= cnt[i][l];
		if (sc > best) {
			best = sc;
			pick = l;
		}
	}
	return pick;
}

/*
 * A decision onto the branch: slot v takes word i (pos), or refuses it;
 * for a cell c, v is ~c and i the letter.
 */
static void
branch_push(struct solver *s, int v, uint32_t i, int pos)
{
	if (s->nbranch == s->nbranch_size) {
		s->nbranch_size = s->nbranch_size ? 2 * s->nbranch_size : 256;
		s->branch = xw_ereallocarray(s->branch, s->nbranch_size,
		    sizeof(*s->branch));
	}
	s->branch[s->nbranch].lit.var = v;
	s->branch[s->nbranch].lit.word = i;
	s->branch[s->nbranch++].pos = pos;
}

int
xw_nogoods_room(struct nogoods *ng, size_t n, size_t max)
{
	if (ng->nlit + n > max)
		return 0;
	if (ng->nlit + n > ng->lit_size) {
		ng->lit_size = 2 * (ng->nlit + n);
		ng->lit = xw_ereallocarray(ng->lit, ng->lit_size,
		    sizeof(*ng->lit));
	}
	if (ng->n == ng->size) {
		ng->size = ng->size ? 2 * ng->size : 64;
		ng->end = xw_ereallocarray(ng->end, ng->size, sizeof(*ng->end));
	}
	return 1;
}

int
xw_nogoods_add(struct nogoods *ng, const struct literal *lit, size_t n,
    size_t max)
{
	if (!xw_nogoods_room(ng, n, max))
		return 0;
	memcpy(ng->lit + ng->nlit, lit, n * sizeof(*lit));
	ng->nlit += n;
	ng->end[ng->n++] = ng->nlit;
	return 1;
}

/*
 * A run is cut short: every refusal on the branch followed a full search
 * of the word (or letter) refused, so the choices taken before it and
 * that word are a nogood (Lecoutre et al.'s nld-nogoods, reduced to
 * their positive decisions). The refused choice comes first: it is the
 * literal most often found false.
 */
static void
learn_nogoods(struct solver *s)
{
	int i, j, npos;

	for (i = 0, npos = 0; i < s->nbranch; i++) {
		if (s->branch[i].pos) {
			npos++;
			continue;
		}
		if (!xw_nogoods_room(&s->ng, (size_t)npos + 1, XW_NOGOOD_LITS))
			return;
		s->ng.lit[s->ng.nlit++] = s->branch[i].lit;
		for (j = 0; j < i; j++)
			if (s->branch[j].pos)
				s->ng.lit[s->ng.nlit++] = s->branch[j].lit;
		s->ng.end[s->ng.n++] = s->ng.nlit;
	}
}

/*
 * Apply the nogoods to the propagated state: one whose literals all hold
 * is a dead end (-1); one with all but one holding takes that word out of
 * its slot. Returns 1 when a domain changed (propagate again), else 0.
 */
static int
check_nogoods(struct solver *s)
{
	size_t g, k, start, open;
	int changed = 0, v;
	uint32_t i;

	for (g = 0, start = 0; g < s->ng.n; start = s->ng.end[g++]) {
		open = (size_t)-1;
		for (k = start; k < s->ng.end[g]; k++) {
			v = s->ng.lit[k].var;
			i = s->ng.lit[k].word;
			if (v < 0 ? !has_letter(s, ~v, (int)i) : !has_word(s, v, i))
				break;
			if (v < 0 ? set_count(letters(s, ~v)) == 1 :
			    *size_of(s, v) == 1)
				continue;
			if (open != (size_t)-1)
				break;
			open = k;
		}
		if (k < s->ng.end[g])
			continue;
		if (open == (size_t)-1) {
			v = s->ng.lit[start].var;
			s->failed = v >= 0 ? v : s->cells[~v].var[0] >= 0 ?
			    s->cells[~v].var[0] : s->cells[~v].var[1];
			return -1;
		}
		v = s->ng.lit[open].var;
		i = s->ng.lit[open].word;
		if (v < 0) {
			letters(s, ~v)[i / 64] &= ~((uint64_t)1 << (i % 64));
			cell_changed(s, ~v);
			touch_cell(s, ~v);
		} else {
			dom(s, v)[i / 64] &= ~((uint64_t)1 << (i % 64));
			enqueue_changed(s, v);
		}
		changed = 1;
	}
	return changed;
}

/* Propagation and the nogoods to a common fixpoint; -1 on a dead end. */
static int
settle(struct solver *s)
{
	int r;

	for (;;) {
		while (s->ng.n > 0 && (r = check_nogoods(s)) != 0)
			if (r < 0 || xw_fill_propagate(s) != 0)
				return -1;
		if (!s->pairs_on || (r = xw_fill_pairs(s)) == 0)
			return 0;
		if (r < 0 || xw_fill_propagate(s) != 0)
			return -1;
	}
}

static int search(struct solver *, int, unsigned long *);

/*
 * The bytes the saved states of each of searches solvers may take: a
 * quarter of the machine's memory, or of half of what the process may
 * map, its share.
 */
size_t
xw_fill_state_budget(int searches)
{
	long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
	size_t budget = SIZE_MAX, n = (size_t)(searches > 1 ? searches : 1);
	struct rlimit rl;
	int i, which[] = { RLIMIT_AS, RLIMIT_DATA };

	if (pages > 0 && size > 0 && (size_t)pages / 4 < SIZE_MAX /
	    (size_t)size)
		budget = (size_t)pages / 4 * (size_t)size;
	for (i = 0; i < 2; i++)
		if (getrlimit(which[i], &rl) == 0 &&
		    rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur / 2 / n < budget)
			budget = (size_t)(rl.rlim_cur / 2 / n);
	return budget;
}

/*
 * The stack the search takes when the process may take any, or more:
 * some million levels (the 1000x1000 grid of 3x3 blocks of t/4002 took
 * two minutes to go 43,600 deep), and each thread of a team takes a
 * stack of that size too, of address space that is not touched.
 */
#define XW_STACK_UNLIMITED ((size_t)256 << 20)

/*
 * What the search leaves of its stack (see xw_fill_stack_bound) for
 * what runs below the deepest level it begins: that level's
 * propagation, a fill written, a message. A 1000x1000 grid of 3x3
 * blocks with -d took under 16 KB there (gcc -O2, 194 bytes a level:
 * on a 256 KB stack, the search bounded at 240 KB from the caller's
 * frame stopped with its message, at 248 KB it ran out), and a
 * sanitized build over 64 KB (AddressSanitizer's frames, in the pair
 * checks); 128 KB is little of an 8 MB stack.
 */
#define XW_STACK_SLACK ((size_t)128 << 10)

/*
 * The bytes of stack a thread of the search has: the process's limit,
 * the size of the main thread's stack, which a team's threads are given
 * too (xw_team_start).
 */
size_t
xw_fill_stack_size(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_STACK, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY
	    || rl.rlim_cur > XW_STACK_UNLIMITED)
		return XW_STACK_UNLIMITED;
	return (size_t)rl.rlim_cur;
}

/*
 * Where the stack is now: the frame's address (a local's may be
 * elsewhere: a sanitizer moves locals to the heap, to catch their use
 * after their function returned). The stack grows down. Not inlined:
 * a frame address in search made it keep a frame pointer, and its
 * loops lost a register (15xstairs -P 1: 34,500 instructions more in
 * search, a call each level 3,000 more).
 */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static uintptr_t
stack_here(void)
{
#if defined(__GNUC__)
	return (uintptr_t)__builtin_frame_address(0);
#else
	volatile char here = 0;

	return (uintptr_t)&here;
#endif
}

/*
 * The search recurses a level a frame, and on a grid of hundreds of
 * thousands of slots it ran out of an 8 MB stack (a crash, SIGSEGV)
 * some 43,600 levels deep, long before its saved states past their
 * budget. Where the C library tells where the thread's stack ends, it
 * may take all of it down to there but XW_STACK_SLACK (at most
 * XW_STACK_UNLIMITED from here): a thread smaller than size, as a
 * program's own may be, and an environment of over a quarter of the
 * stack above the main thread's frames are then bounded too. Elsewhere
 * it may take, from the caller's frame down, the stack but a quarter
 * (above the caller: on the main thread the arguments and the
 * environment, and the caller's callers), less XW_STACK_SLACK. Measured
 * where the frames are, not counted in levels: a frame's size is the
 * compiler's.
 */
size_t
xw_fill_stack_bound(struct solver *s, size_t size)
{
	size_t room = size - size / 4, has = 0;
	int main_thread = 0;
	uintptr_t here = stack_here(), low = xw_fill_stack_low(&has,
	    &main_thread);

	s->stack_size = size;
	if (low != 0 && low < here) {
		room = here - low;
		if (room > XW_STACK_UNLIMITED)
			room = XW_STACK_UNLIMITED;
		/* A thread of a stack under half the limit is named by its
		   own size; the main thread, whose size glibc gives less its
		   environment (half a 256 KB stack, and it was named as
		   124 KB or 128 KB by the environment's page offset), by the
		   limit the user set. */
		if (!main_thread && has < size / 2)
			s->stack_size = has;
	}
	room = room > XW_STACK_SLACK ? room - XW_STACK_SLACK : 0;
	s->stack_end = here > room ? here - room : 0;
	return room;
}

/*
 * The state a node of the search had before its choice, at a level a
 * depth. The state is in units, each with a version (see version): a
 * slot's part (its domain, summary and views), and a block of the rest
 * (counts, stamps, the pairs' bits, the cells' letters). A level holds
 * in the trail, from the level above's end to its own, only the units
 * whose versions differ from the level above's; and, from its undo on
 * in the undo stack, the version and place in the trail each of them
 * had at the level above, so that saved_version and saved_at, of the
 * deepest level in use, are those of the level above again when it is
 * left. A full copy a level cost the whole state again at every level
 * of a branch (a 21x21 of 140 slots some 200 levels deep: 44 MB), where
 * a node changes a few slots' parts; a level's whole copy of the rest
 * (32 bytes a cell) and of the versions and places (16 bytes a slot)
 * still grew as cells times depth (32 MB a level on a 1000x1000; a
 * 100x100 of 3x3 blocks with -d stopped past 732 MB of saved states,
 * where it now fills in 32 MB of memory). Blocks and not an undo trail
 * of each word written: the words of the rest are written in the loops
 * of propagation, where a version is one store where a cell or a count
 * changes, and the copies stay those of whole runs of memory.
 */
struct level {
	size_t end;		/* of its units in the trail */
	size_t undo;		/* where its entries in the undo stack start */
};

/* A unit's version and place in the trail at the level above. */
struct undo {
	uint64_t version;
	size_t at;
	size_t unit;
};

/* The u64 words of slot v's part: its domain, summary and views. */
static size_t
part_size(const struct solver *s, int v)
{
	const struct var *x = &s->vars[v];

	return x->w + x->sw + (size_t)s->vstride * x->len;
}

/* Where block b of the rest starts in the state, and its u64 words. */
static size_t
block_start(const struct solver *s, size_t b)
{
	return s->counts + b * XW_BLOCK;
}

static size_t
block_size(const struct solver *s, size_t b)
{
	size_t start = block_start(s, b);

	return s->nstate - start < XW_BLOCK ? s->nstate - start : XW_BLOCK;
}

/*
 * Whether the saved states may take bytes more (see xw_fill_state_budget); if
 * not, the search stops, with too_deep set. A grid of ten thousand
 * slots has a state of some MB and a branch thousands of levels deep
 * (a 200x200 grid of 3x3 blocks with -d took 17 GB before the kernel
 * killed it).
 */
static int
state_room(struct solver *s, size_t bytes)
{
	if (s->pool_bytes + bytes > s->pool_budget) {
		s->too_deep = s->stop = 1;
		return 0;
	}
	s->pool_bytes += bytes;
	return 1;
}

/*
 * Leave the levels from the nth on (the deepest first): the versions
 * and places of the units are those of the level above them again.
 */
static void
leave_levels(struct solver *s, int n)
{
	const struct undo *u;

	for (; s->live > n; s->live--)
		while (s->nundo > s->levels[s->live - 1].undo) {
			u = &s->undo[--s->nundo];
			s->saved_version[u->unit] = u->version;
			s->saved_at[u->unit] = u->at;
		}
}

/*
 * Begin the level of a node at depth, the levels above it in use: the
 * units' versions and places of the level above, until saved
 * (level_save). 0, the search stopped, past the budget or below the
 * stack's bound (xw_fill_stack_bound). The trail and
 * the undo stack are kept for the next node at a depth: a buffer taken
 * from malloc and given back at every node made the allocator return
 * memory to the system and fault it in again. A level left (a node
 * done) is left only when a level at its depth or above is next used.
 */
static int
level_begin(struct solver *s, int depth)
{
	size_t want = 2 * (size_t)depth + 16;

	if (stack_here() < s->stack_end) {
		s->out_of_stack = s->too_deep = s->stop = 1;
		return 0;
	}
	leave_levels(s, depth);
	if ((size_t)depth >= s->nlevels) {
		if (!state_room(s, (want - s->nlevels) * sizeof(*s->levels)))
			return 0;
		s->nlevels = want;
		s->levels = xw_ereallocarray(s->levels, s->nlevels,
		    sizeof(*s->levels));
	}
	s->levels[depth].end = depth > 0 ? s->levels[depth - 1].end : 0;
	s->levels[depth].undo = s->nundo;
	s->live = depth + 1;
	return 1;
}

/*
 * Where in the trail unit u of size words is saved at the level l,
 * whose own units start at mark: where the level had it when its own (a
 * unit's size is fixed), else after its others, the level above's
 * version and place kept in the undo stack. NULL, the search stopped,
 * past the budget.
 */
static uint64_t *
unit_place(struct solver *s, struct level *l, size_t mark, size_t u,
    size_t size)
{
	size_t want;

	if (s->saved_at[u] < mark || s->saved_at[u] >= l->end) {
		if ((want = l->end + size) > s->trail_size) {
			want = 2 * want + 1024;
			if (!state_room(s, (want - s->trail_size) *
			    sizeof(uint64_t)))
				return NULL;
			s->trail = xw_ereallocarray(s->trail, want,
			    sizeof(*s->trail));
			s->trail_size = want;
		}
		if (s->nundo == s->undo_size) {
			want = 2 * s->undo_size + 256;
			if (!state_room(s, (want - s->undo_size) *
			    sizeof(*s->undo)))
				return NULL;
			s->undo = xw_ereallocarray(s->undo, want,
			    sizeof(*s->undo));
			s->undo_size = want;
		}
		s->undo[s->nundo].version = s->saved_version[u];
		s->undo[s->nundo].at = s->saved_at[u];
		s->undo[s->nundo++].unit = u;
		s->saved_at[u] = l->end;
		l->end += size;
	}
	s->saved_version[u] = s->version[u];
	return s->trail + s->saved_at[u];
}

/*
 * Save the state into the level of depth, the levels below it left:
 * the units whose versions differ from the level's. 0, the search
 * stopped, past the budget.
 */
static int
level_save(struct solver *s, int depth)
{
	struct level *l = &s->levels[depth];
	/* Where the level's own units start: the level above's stay. */
	size_t mark = depth > 0 ? l[-1].end : 0, size, b, u;
	const struct var *x;
	uint64_t *t;
	int v;

	leave_levels(s, depth + 1);
	for (v = 0; v < s->nvars; v++) {
		if (s->version[v] == s->saved_version[v])
			continue;
		size = part_size(s, v);
		if ((t = unit_place(s, l, mark, (size_t)v, size)) == NULL)
			return 0;
		x = &s->vars[v];
		memcpy(t, s->state + x->off, x->w * sizeof(*t));
		/* The summary and the views, side by side. */
		memcpy(t + x->w, s->state + x->soff, (size - x->w) *
		    sizeof(*t));
	}
	for (b = 0, u = (size_t)s->nvars; b < s->nblocks; b++, u++) {
		if (s->version[u] == s->saved_version[u])
			continue;
		size = block_size(s, b);
		if ((t = unit_place(s, l, mark, u, size)) == NULL)
			return 0;
		memcpy(t, s->state + block_start(s, b), size * sizeof(*t));
	}
	return 1;
}

/* Bring the state back to what the level of depth saved. */
static void
level_restore(struct solver *s, int depth)
{
	const struct var *x;
	const uint64_t *t;
	size_t b, u;
	int v;

	leave_levels(s, depth + 1);
	for (v = 0; v < s->nvars; v++) {
		if (s->version[v] == s->saved_version[v])
			continue;
		s->version[v] = s->saved_version[v];
		x = &s->vars[v];
		t = s->trail + s->saved_at[v];
		memcpy(s->state + x->off, t, x->w * sizeof(*t));
		memcpy(s->state + x->soff, t + x->w, (part_size(s, v) - x->w) *
		    sizeof(*t));
	}
	for (b = 0, u = (size_t)s->nvars; b < s->nblocks; b++, u++) {
		if (s->version[u] == s->saved_version[u])
			continue;
		s->version[u] = s->saved_version[u];
		memcpy(s->state + block_start(s, b), s->trail +
		    s->saved_at[u], block_size(s, b) * sizeof(uint64_t));
	}
}

/* The whole state was replaced: no part is as any saved copy has it. */
void
xw_fill_new_versions(struct solver *s)
{
	size_t u;

	for (u = 0; u < (size_t)s->nvars + s->nblocks; u++)
		s->version[u] = ++s->versions;
}

/*
 * Whether the run stops here: the time is out, or it met as many dead
 * ends as it may (it is cut short, and learns what its branch refuted).
 */
static int
cut_short(struct solver *s)
{
	if (xw_fill_out_of_time(s))
		return 1;
	if (s->node_limit > 0 && s->st->backtracks >= s->node_limit) {
		s->limited = 1;
		if (s->learn)
			learn_nogoods(s);
		return 1;
	}
	return s->team != NULL && xw_team_check(s);
}

/*
 * Branching on cell c: either it takes its best letter, or it never
 * does; the state is saved at the level of depth. Returns 1 to stop.
 */
static int
branch_letter(struct solver *s, int c, int depth, unsigned long *rng)
{
	int l, stop;

	for (;;) {
		l = best_letter(s, c);
		if (!level_save(s, depth))
			return 1;
		memset(letters(s, c), 0, 4 * sizeof(uint64_t));
		xw_set_add(letters(s, c), l);
		cell_changed(s, c);
		touch_cell(s, c);
		branch_push(s, ~c, (uint32_t)l, 1);
		stop = xw_fill_propagate(s) == 0 && search(s, depth + 1, rng);
		s->nbranch--;
		if (stop || s->unwind)
			return stop;
		s->st->backtracks++;
		branch_push(s, ~c, (uint32_t)l, 0);
		if (cut_short(s))
			return 1;
		/* Not that letter, then. */
		level_restore(s, depth);
		letters(s, c)[l / 64] &= ~((uint64_t)1 << (l % 64));
		cell_changed(s, c);
		touch_cell(s, c);
		if (xw_fill_propagate(s) != 0)
			return 0;
		if (set_count(letters(s, c)) <= 1)
			return search(s, depth + 1, rng);
	}
}

/*
 * Depth-first search, branching on a slot (it takes its first word, or
 * never does) or on a cell (it takes its first letter, or never does):
 * see choose_cell. Returns 1 to stop (enough fills, or time out).
 */
static int
search(struct solver *s, int depth, unsigned long *rng)
{
	uint32_t word;
	int v, c, stop, h0 = s->nbranch;

	if (s->stop)
		return 1;
	++s->st->nodes;
	decay_activity(s);
	if (cut_short(s))
		return 1;
	if (settle(s) != 0) {
		/* A pair's side that runs dry is left so, unqueued. */
		if (s->failed >= 0)
			new_version(s, s->failed);
		if (depth == 0 && s->st->why[0] == '\0')
			xw_fill_dead_ends_proof(s, s->failed);
		return 0;
	}
	if (s->cut < 0 && s->rcells != NULL && region_decided(s))
		s->cut = depth;
	if ((v = choose(s)) < 0) {
		found_fill(s);
		if (s->cut == depth)
			s->cut = -1, s->unwind = 0;
		return s->stop;
	}
	if (!level_begin(s, depth))
		return 1;
	if (s->lookahead && (c = choose_cell(s, v)) >= 0) {
		/* A proof names the slot through c with the fewest words. */
		v = s->cells[c].var[0];
		if (v < 0 || (s->cells[c].var[1] >= 0 && *size_of(s,
		    s->cells[c].var[1]) < *size_of(s, v)))
			v = s->cells[c].var[1];
		stop = branch_letter(s, c, depth, rng);
		goto done;
	}
	for (;;) {
		word = s->lookahead ? lookahead_word(s, v) : first_word(s, v,
		    rng);
		if (!level_save(s, depth)) {
			stop = 1;
			break;
		}
		memset(dom(s, v), 0, s->vars[v].w * sizeof(uint64_t));
		dom(s, v)[word / 64] = (uint64_t)1 << (word % 64);
		enqueue_changed(s, v);
		branch_push(s, v, word, 1);
		stop = xw_fill_propagate(s) == 0 && search(s, depth + 1, rng);
		s->nbranch--;
		if (stop || s->unwind)
			break;
		s->st->backtracks++;
		branch_push(s, v, word, 0);
		if ((stop = cut_short(s)) != 0)
			break;
		/* Not that word, then. */
		level_restore(s, depth);
		dom(s, v)[word / 64] &= ~((uint64_t)1 << (word % 64));
		enqueue_changed(s, v);
		if (xw_fill_propagate(s) != 0 || *size_of(s, v) == 0)
			break;
		if (*size_of(s, v) == 1) {
			stop = search(s, depth + 1, rng);
			break;
		}
	}
done:
	s->nbranch = h0;
	if (s->cut == depth)
		s->cut = -1, s->unwind = 0;
	if (depth == 0 && s->st->why[0] == '\0' && !stop && !s->limited &&
	    s->st->fills == 0) {
		level_restore(s, depth);
		xw_fill_dead_ends_proof(s, v);
	}
	return stop;
}

/* The Luby sequence 1 1 2 1 1 2 4 1 1 2 ...: run lengths for restarts. */
static long
luby(long i)
{
	long k, p;

	for (;;) {
		for (k = 1, p = 2; p - 1 < i; k++, p *= 2)
			;
		if (p - 1 == i)
			return p / 2;
		i -= p / 2 - 1;
	}
}

/*
 * The runs with a limit, 128 dead ends times the Luby sequence: some
 * 131,000 dead ends in all before the run without one. With the nogoods
 * a restart costs little (what was refuted stays refuted), and the many
 * short runs are what fill the dense grids (7xopen of the bench: 24 runs
 * gave up after 45,000 dead ends; 255 fill it in 19,000).
 */
#define XW_RUNS 255

/*
 * The runs of restarts (below) from the state start: XW_RUNS with a
 * limit, then one without.
 */
static void
runs(struct solver *s, unsigned long *rng, const uint64_t *start)
{
	long run, base = s->st->backtracks;

	for (run = 1; ; run++) {
		s->limited = 0;
		s->node_limit = run <= XW_RUNS ? base + 128 * luby(run) : 0;
		s->lookahead = *rng == 0 || run > 1;
		s->long_words = run > XW_RUNS;
		search(s, 0, rng);
		if (!s->limited || s->stop) {
			s->st->exhausted = !s->limited && !s->stop;
			break;
		}
		s->cut = -1, s->unwind = 0;
		base = s->st->backtracks;
		memcpy(s->state, start, s->nstate * sizeof(*start));
		xw_fill_new_versions(s);
	}
}

/*
 * From here the pairs of parallel slots narrow each other too, from a
 * start that they narrowed (not in the short first run, which fills
 * easy grids as before, nor with -n or a region). -1 when they leave
 * some slot no word.
 */
static int
pairs_start(struct solver *s)
{
	s->pairs_on = s->learn && s->npairs > 0;
	return s->pairs_on ? xw_fill_pairs_settle(s) : 0;
}

/* Every slot revised; -1 when some slot or cell runs dry. */
static int
propagate_all(struct solver *s)
{
	int v;

	for (v = 0; v < s->nvars; v++)
		enqueue(s, v);
	return xw_fill_propagate(s);
}

/*
 * Member i of a team, in its thread: a solver of its own, set up as
 * the lead's was, that searches as runs does from the lead's start, in
 * the order of a seed of its own (its first run takes words at random
 * among the best, and what it meets there orders the runs after).
 */
static void
team_member(struct team *t, int i)
{
	struct solver *s = xw_team_member(t, i), *lead = xw_team_member(t, 0);
	struct xw_fill_stats *st = xw_team_stats(t, i);
	unsigned long rng = lead->o->seed ^ (unsigned long)i *
	    0x9e3779b97f4a7c15UL;
	struct xw_error e;
	uint64_t *start;
	int r;

	if ((r = xw_fill_setup(s, lead->p, lead->ix, xw_team_opts(t), st, 1,
	    &e)) < 0) {
		memset(s, 0, sizeof(*s));
		s->st = st;
	}
	s->start = lead->start;
	s->deadline = lead->deadline;
	if (r == 0) {
		s->activity = xw_ecalloc((size_t)s->nvars + 1,
		    sizeof(*s->activity));
		s->act_inc = 1;
	}
	/* A thread the system gave less stack than the slack has no room
	   for a level, and its propagation, which the bound does not
	   watch, ran out of it (a frame of the pair checks is 42 KB): it
	   stops before it starts, as the lead would at its first level. */
	if (r == 0 && xw_fill_stack_bound(s, xw_team_stack(t, i)) == 0) {
		s->out_of_stack = s->too_deep = s->stop = 1;
		r = -1;
	}
	xw_team_join(t, s, i);
	if (r == 0 && (r = propagate_all(s)) != 0 && !s->stop)
		st->exhausted = 1;
	s->cut = -1;
	s->learn = 1;
	if (r == 0 && (r = pairs_start(s)) != 0 && !s->stop)
		st->exhausted = 1;
	if (r == 0) {
		start = xw_ereallocarray(NULL, s->nstate, sizeof(*start));
		memcpy(start, s->state, s->nstate * sizeof(*start));
		if (rng == 0)
			rng = (unsigned long)i;
		s->start_state = start;
		runs(s, &rng, start);
		s->start_state = NULL;
		free(start);
	}
	xw_team_leave(s);
}

/*
 * The runs of a team (see fill.h): s leads, as member 0, and takes the
 * answer of the member that won, with the dead ends of them all.
 */
static void
team_search(struct solver *s, unsigned long *rng, const uint64_t *start)
{
	struct team *t = xw_team_new(s, s->o->searches, s->o);
	struct solver *w;
	long nodes, backtracks;
	int i, won;

	xw_team_join(t, s, 0);
	xw_team_start(t, team_member);
	runs(s, rng, start);
	xw_team_leave(s);
	won = xw_team_finish(t, &nodes, &backtracks);
	if (won >= 0) {
		w = xw_team_member(t, won);
		s->st->fills = w->st->fills;
		s->st->exhausted = w->st->exhausted;
		memcpy(s->st->why, w->st->why, sizeof(s->st->why));
		s->timed_out = 0;
		s->interrupted = 0;
		s->too_deep = 0;
		if (s->st->fills > 0) {
			write_fill(w);
			if (s->o->found != NULL)
				s->o->found(s->p, s->o->arg);
		}
	}
	s->st->nodes = nodes;
	s->st->backtracks = backtracks;
	for (i = 1; i < s->o->searches; i++) {
		w = xw_team_member(t, i);
		/* 0: its thread did not start, or it was not set up. */
		if (w->stack_size != 0 && w->stack_size < s->st->least_stack)
			s->st->least_stack = w->stack_size;
		xw_fill_free(w);
	}
	xw_team_free(t);
	s->team = NULL;
}

/*
 * Search in runs that give up after a growing number of dead ends, each
 * starting afresh from the propagated grid with what the failures taught
 * (the weights, so the slots are taken in a new order, and the nogoods,
 * so no run searches again what an earlier one refuted): a run that ends
 * without giving up has searched everything, so it proves what it says.
 * XW_RUNS runs, then one without a limit: the search stays complete. The
 * words go in lookahead_word's order, but for a seed's first run.
 *
 * The runs with a limit branch on letters in every slot of many words:
 * what they refute is what a proof is made of, and a letter refuted is
 * every word with it there refuted at once. The run without a limit
 * takes long slots whole: a fill deep in an open grid is found by the
 * order of the whole word, which weighs all its crossings (15xopen of
 * the bench fills in 189,000 dead ends so, where letter by letter it
 * had no fill after 134,000).
 */
static void
restarts_from(struct solver *s, unsigned long *rng, uint64_t *start)
{
	s->cut = -1;
	s->learn = s->o->max_fills <= 1 && s->o->region == NULL;
	/*
	 * A short first run takes the best-scored words first, which fills
	 * easy grids with better words; when it does not fill the grid, the
	 * runs in lookahead order start from a clean slate.
	 */
	if (*rng == 0) {
		s->node_limit = s->st->backtracks + 128;
		search(s, 0, rng);
		if (!s->limited || s->stop) {
			s->st->exhausted = !s->limited && !s->stop;
			return;
		}
		s->limited = 0;
		s->cut = -1, s->unwind = 0;
		memcpy(s->state, start, s->nstate * sizeof(*start));
		xw_fill_new_versions(s);
		memset(s->weight, 0, (size_t)s->nvars * sizeof(double));
	}
	if (pairs_start(s) != 0) {
		if (!s->stop) {
			xw_fill_no_word_fits(s, s->st->why, sizeof(s->st->why));
			s->st->exhausted = 1;
		}
		return;
	}
	memcpy(start, s->state, s->nstate * sizeof(*start));
	if (s->learn && s->o->searches > 1)
		team_search(s, rng, start);
	else
		runs(s, rng, start);
}

/*
 * restarts_from the propagated grid, copied as the runs' start: the
 * state a proof names its slot's letters in.
 */
static void
restarts(struct solver *s, unsigned long *rng)
{
	uint64_t *start = xw_ereallocarray(NULL, s->nstate, sizeof(*start));

	memcpy(start, s->state, s->nstate * sizeof(*start));
	s->start_state = start;
	restarts_from(s, rng, start);
	s->start_state = NULL;
	free(start);
}

/*
 * What runs past the deadline is a step of the search under way and the
 * freeing, each about a copy of the whole state: on a large grid, long.
 * Setting up took about as long as a few such copies, so the search
 * stops early by a part of that.
 */
static void
stop_early(struct solver *s)
{
	struct timespec now;

	if (s->o->seconds <= 0)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	xw_fill_add_seconds(&s->deadline, -0.3 * ((double)(now.tv_sec -
	    s->start.tv_sec) + (double)(now.tv_nsec - s->start.tv_nsec) / 1e9));
}

int
xw_fill(struct xw_puzzle *p, const struct xw_index *ix,
    const struct xw_fill_opts *o, struct xw_fill_stats *st,
    struct xw_error *e)
{
	unsigned long rng = o->seed;
	struct xw_fill_stats unwanted;
	struct solver s;
	int v;

	if (st == NULL)
		st = &unwanted;
	memset(st, 0, sizeof(*st));
	if ((v = xw_fill_setup(&s, p, ix, o, st, 1, e)) < 0)
		return XW_FILL_ERROR;
	if (v == 2) {
		st->exhausted = 1;
		xw_fill_free(&s);
		return XW_FILL_NONE;
	}
	if (v > 0) {
		xw_fill_free(&s);
		return s.interrupted ? XW_FILL_STOPPED : XW_FILL_TIMEOUT;
	}
	if ((v = propagate_all(&s)) != 0 && s.stop) {
		xw_fill_free(&s);
		return s.interrupted ? XW_FILL_STOPPED : XW_FILL_TIMEOUT;
	}
	if (v != 0 || xw_fill_too_few_words(&s)) {
		if (v != 0)
			xw_fill_no_word_fits(&s, st->why, sizeof(st->why));
		st->exhausted = 1;
		xw_fill_free(&s);
		return XW_FILL_NONE;
	}
	stop_early(&s);
	xw_fill_stack_bound(&s, xw_fill_stack_size());
	st->stack = st->least_stack = s.stack_size;
	restarts(&s, &rng);
	if (st->fills == 0 && !s.too_deep && (s.interrupted || s.timed_out))
		xw_fill_hardest_slots(&s, st->why, sizeof(st->why));
	xw_fill_free(&s);
	if (st->fills > 0)
		return XW_FILL_DONE;
	if (s.too_deep && s.out_of_stack) {
		xw_seterr(e, XW_ERR_LIMIT, "", 0, 0, "the search would need "
		    "more stack than the %zu KB it has (a frame a level of its "
		    "branch); fill the grid a region at a time",
		    s.stack_size >> 10);
		return XW_FILL_ERROR;
	}
	if (s.too_deep) {
		xw_seterr(e, XW_ERR_LIMIT, "", 0, 0, "the search would keep "
		    "more than %zu MB of saved states (one a level of its "
		    "branch); fill the grid a region at a time",
		    s.pool_budget >> 20);
		return XW_FILL_ERROR;
	}
	if (s.interrupted)
		return XW_FILL_STOPPED;
	return s.timed_out ? XW_FILL_TIMEOUT : XW_FILL_NONE;
}
