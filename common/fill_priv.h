/* See LICENSE file for copyright and license details. */
/*
 * Inside the filler: the solver's state, shared by fill.c (the search),
 * fill_setup.c (its setup from a puzzle), fill_prop.c (the propagation),
 * fill_pair.c, fill_team.c, fill_explain.c (what a search tells of a grid
 * it did not fill) and fill_analyse.c (the report of -a).
 */
#ifndef XW_FILL_PRIV_H
#define XW_FILL_PRIV_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "fill.h"
#include "wordidx_priv.h"

/* A slot to fill: its cells and the words that can still go there. */
struct var {
	const struct xw_slot *slot;
	const struct bucket *b;
	int len;
	uint32_t n, w;		/* words in reach (score prefix), u64 words */
	size_t off;		/* of its domain in the state */
	/*
	 * Of its summary in the state: a bit for each u64 word of the
	 * domain, clear only when that word is 0 (set bits may be stale),
	 * so the passes over a shrunk domain skip its empty words.
	 */
	size_t soff;
	uint32_t sw;		/* u64 words of the summary */
	/*
	 * Of its view in the state: for each position, the letters its
	 * cell had when the words were last filtered (vstride u64 each,
	 * one while the alphabet has 64 letters or fewer); every
	 * word left has one of them there, so a filter need only take out
	 * the words with a letter the cell lost since.
	 */
	size_t voff;
	int *cells;		/* cell variables, in order */
	/*
	 * The positions whose cell lost letters since the words were last
	 * filtered (set only while the slot is queued).
	 */
	unsigned char *dirty;
	/*
	 * The residue of a position and letter (a hint, checked first):
	 * where a word with that letter there was last seen, the u64 word
	 * j of the domain (resj), and that u64 word of the index's set of
	 * words with the letter there (resbits), kept here as the sets
	 * never change: a support check that finds a word again reads only
	 * this and the domain, not the index, whose sets are far apart in
	 * memory. Two arrays, 12 bytes a residue where a struct took 16.
	 */
	uint64_t *resbits;
	uint32_t *resj;
	/*
	 * Its length's row summaries (s->rowsum, made at first use) and
	 * their u64 words a row: one load where a support took four.
	 */
	const uint64_t *rowsum;
	size_t rowsw;
};

/*
 * Two parallel slots side by side (a and b), and the n slots that cross
 * both: at position ka[i] of a and kb[i] of b, through positions pd[i]
 * and pd[i] + 1 of slot d[i].
 */
struct pairc {
	int a, b, n;
	int *ka, *kb, *d, *pd;
	/*
	 * For each word of a, the word of b last found to agree with it
	 * (and the other way), or 0 before one is: a hint, checked first.
	 */
	uint32_t *resa, *resb;
	/*
	 * The pairs of letters each crossing allows (m[i * 64 + l]: the
	 * letters of b when a has l; mt the other way), as of stamp[i] of
	 * slot d[i], among the letters of the two cells then (cells[2 * i]
	 * and cells[2 * i + 1]).
	 */
	uint64_t *m, *mt, *stamp, *cells;
	/*
	 * For each crossing, a table made ahead by a pass over slot d[i]
	 * for another pair's crossing (XW_AHEAD u64 words: the stamp, the
	 * two cells' letters, then m's 64), or stamp 0: see pair_letters.
	 */
	uint64_t *ahead;
	/*
	 * When each crossing's table last changed for a residue: a pair
	 * of its cells' letters came or went, or a cell had a new letter
	 * (a number as tables, from the same clock; see revise_pair).
	 */
	uint64_t *changed;
	/*
	 * A number never given before, given when the tables m were made
	 * and were not the same as before (see pair_seen).
	 */
	uint64_t tables;
};

/* Some pairs, as the bits of u64 word j of their bits in the state. */
struct pairbits {
	size_t j;
	uint64_t bits;
};

/* Slot var takes word, or for a cell c (var is ~c) the letter word. */
struct literal {
	int var;
	uint32_t word;
};

/*
 * Nogoods: sets of slot=word and cell=letter literals that no fill has
 * all of, nogood g the literals lit[end[g - 1]] to lit[end[g] - 1].
 */
struct nogoods {
	struct literal *lit;
	size_t nlit, lit_size;
	size_t *end;
	size_t n, size;
};

/* A literal of the branch, taken (pos) or refused after a full search. */
struct decision {
	struct literal lit;
	int pos;
};

/* A white cell: the slots through it (or -1) and its place in them. */
/*
 * A cell of the grid, or a letter of a rebus cell (several letters given
 * in one cell) as one slot through it sees it: each slot has its own,
 * fixed to the letter and crossed by no other (see xw_fill_setup).
 */
struct cellvar {
	int r, c;
	int var[2], pos[2];
	int rebus;		/* a rebus cell's letter: never written */
};

struct solver {
	const struct xw_index *ix;
	struct xw_puzzle *p;
	const struct xw_fill_opts *o;
	struct xw_fill_stats *st;
	struct var *vars;
	int nvars;
	struct cellvar *cells;
	int ncells;
	int A;			/* letters in the alphabet */
	int vstride;		/* u64 words of a view's letter set */
	/*
	 * The domains, their summaries and views (see struct var), then
	 * the number of words in each (exact but while the slot is queued),
	 * then 4 u64 of letters a cell: restoring the state restores all.
	 */
	uint64_t *state;
	size_t nstate;		/* u64 words of state */
	size_t counts;		/* where the numbers of words start */
	uint64_t *tmp;
	uint32_t *act, nact;	/* the domain's words in use, of the slot revised */
	uint32_t *act2;		/* the same, for letter_counts */
	uint64_t (*seen_letters)[4];	/* narrow_cells' scratch, a cell each */
	/*
	 * The saved states of the search, a level a depth (see struct level
	 * in fill.c): the trail of the parts they hold, and what each level
	 * changed of the versions and places the levels in use hold
	 * (saved_version and saved_at: those of the deepest, live of them).
	 */
	struct level *levels;
	size_t nlevels;
	int live;
	uint64_t *trail;
	size_t trail_size;
	struct undo *undo;
	size_t nundo, undo_size;
	uint64_t *saved_version;
	size_t *saved_at;
	/*
	 * The bytes the saved states may take, and take: a grid of some
	 * hundred thousand slots searched deep would take more than the
	 * machine has (see state_room). Past it, the search stops with
	 * too_deep set.
	 */
	size_t pool_budget, pool_bytes;
	int too_deep;
	/*
	 * The search recurses a frame a level: on a stack of stack_size
	 * bytes, it stops (too_deep and out_of_stack set) at a level that
	 * begins below stack_end, before the stack runs out (see
	 * xw_fill_stack_bound); 0, no bound.
	 */
	uintptr_t stack_end;
	size_t stack_size;
	int out_of_stack;
	/*
	 * Each slot's part of the state (its domain, summary and views) has
	 * a version, a number never given before, given anew whenever the
	 * part may change (a revision of the slot, or words taken from it
	 * otherwise): one version, one content, so that a save or a restore
	 * copies only the parts whose versions differ. (xw_fill_active may
	 * clear summary bits of empty words unversioned: either summary is
	 * right for the same domain.) The rest of the state, from counts,
	 * is in blocks of XW_BLOCK u64 words, each with a version too, after
	 * the slots' (see block_changed): version has nvars + nblocks.
	 */
	uint64_t *version, versions;
	size_t nblocks;
	/* nvars less counts' block: a word's block's unit, its block plus
	   this (unsigned, so wrapping is as meant; counts starts a block). */
	size_t block0;
	uint64_t **rowsum;	/* a length's row summaries (support), or NULL */
	/*
	 * The buckets of the lengths filled, their letters the solver's
	 * own (xw_index_own_letters): letters NULL for the others.
	 */
	struct bucket *own;
	/*
	 * Whether the domain of each slot lost words other than by its
	 * filter (a choice, a claim, a nogood) since its last revision, so
	 * that its cells are narrowed again even when the filter takes out
	 * no word.
	 */
	unsigned char *full;
	int *queue;
	unsigned char *queued;
	int nqueue;
	int failed;		/* the variable that ran dry, or -1 */
	double *weight;		/* failures met at each slot (dom/wdeg) */
	/*
	 * A team's members but the lead, or NULL: how often propagation
	 * took words from each slot, decayed at each node (the increment
	 * grows instead), which orders their choices in place of weight.
	 */
	double *activity;
	double act_inc;		/* what a narrowing adds to activity now */
	struct timespec start, deadline, next_progress;
	int timed_out, stop, interrupted;
	unsigned ticks;		/* slots filtered: the clock is read every 1024 */
	long node_limit;	/* this run of the search gives up after it */
	int limited;		/* it did: the run proves nothing */
	int lookahead;		/* words in lookahead_word's order */
	int long_words;		/* long slots take whole words (choose_cell) */
	/*
	 * The fills passed on so far, as hashes of the letters written (an
	 * open-addressing set, 0 for a free place): restarts and a region's
	 * unwritten cells find some fills again.
	 */
	uint64_t *seen;
	size_t nseen, seen_size;
	/*
	 * With a region: its cells that the fill writes, and the depth of
	 * the search at which they all came down to one letter (-1: not
	 * yet). From there one completion is enough: unwind says to climb
	 * back to that depth once it is found.
	 */
	int *rcells, nrcells;
	/*
	 * With a region, a byte a slot, 1 for one with no cell in it: such
	 * a slot only narrows (so that a region's fill leaves every slot of
	 * the grid some word), the search never branches on it.
	 */
	unsigned char *outside;
	int cut, unwind;
	/*
	 * Learning from the runs cut short by restarts: the decisions of the
	 * branch (slot, word, and whether the slot took the word or was
	 * refused it after every way on with it failed; for a cell c, ~c
	 * and a letter), and the nogoods read off the branch when a run is
	 * cut.
	 */
	struct decision *branch;
	int nbranch, nbranch_size, learn;
	struct nogoods ng;
	struct pairc *pairs;
	int npairs, pairs_on;
	/* Each slot's pairs: vpair[vpairs[v]...], as bits of pair_ok. */
	struct pairbits *vpair;
	int *vpairs;
	size_t pflags;		/* of the pairs' bits in the state (pair_ok) */
	size_t pseen;		/* of what their sides were revised against */
	/*
	 * Of each slot's stamp in the state: a number never given before,
	 * given when its domain lost words; one stamp, one domain.
	 */
	size_t stamps;
	uint64_t clock;
	/*
	 * For each length and position, the two letters each word of the
	 * length has there and at the next position, as one number
	 * (crossing_letters), or NULL: made at first use.
	 */
	uint16_t **bigram;
	/*
	 * The crossings each slot makes, as pair and index, in the order
	 * of the pairs: xings[xing[v]...xing[v + 1]].
	 */
	struct pairxing {
		int p, i;
	} *xings;
	int *xing;
	uint32_t *pwords[2];	/* scratch: the words of a pair's slots */
	uint32_t *pmiss;	/* scratch: the words whose residue failed */
	uint64_t *pm, *py;	/* scratch: the sets of xw_fill_pairs */
	size_t pm_size, py_size;
	/*
	 * -m: the entries that stand, as alphabet indices, for the check,
	 * and their slots (indices into p->slots), for a proof to name.
	 */
	unsigned char **fixed;
	int *fixedlen, nfixed;
	size_t *fixedslot;
	/*
	 * A member of a team (fill_team.c), or team NULL: its number, the
	 * meetings it has been to, the dead end at which it goes to the
	 * next, and how many of its nogoods the team has been told of.
	 */
	struct team *team;
	int member;
	long meetings, meet_at;
	size_t told;
	/*
	 * The state the runs start from, before any choice: a proof names
	 * its slot's letters as they are there, not as the refutations
	 * learnt in the runs have narrowed them since ("B?" where every
	 * word, AB too, was tried). NULL outside the runs.
	 */
	const uint64_t *start_state;
};

static inline uint64_t *
dom(struct solver *s, int v)
{
	return s->state + s->vars[v].off;
}

static inline uint64_t *
view(struct solver *s, int v, int k)
{
	return s->state + s->vars[v].voff + (size_t)s->vstride * k;
}

static inline uint64_t *
summary(struct solver *s, int v)
{
	return s->state + s->vars[v].soff;
}

/* The number of words of slot v, as of its last revision. */
static inline uint64_t *
size_of(struct solver *s, int v)
{
	return s->state + s->counts + v;
}

static inline uint64_t *
letters(struct solver *s, int c)
{
	return s->state + s->nstate - 4 * (size_t)s->ncells + 4 * (size_t)c;
}

static inline const uint64_t *
row(const struct var *v, int A, int pos, int l)
{
	return v->b->bits + ((size_t)pos * A + l) * v->b->w64;
}

static inline size_t
count(const uint64_t *d, uint32_t w)
{
	return xw_popcount(d, w);
}

static inline void
enqueue(struct solver *s, int v)
{
	if (v < 0 || s->queued[v])
		return;
	s->queued[v] = 1;
	s->queue[s->nqueue++] = v;
}

/* Slot v's part of the state is to change: see version. */
static inline void
new_version(struct solver *s, int v)
{
	s->version[v] = ++s->versions;
}

/*
 * The u64 words of a block of the state's rest (counts, stamps, the
 * pairs' bits, the cells' letters), which a save or a restore copies
 * whole when its version differs: a multiple of 4, so that a cell's
 * letters, or a pair's two sides' stamps, are in one block (each starts
 * a multiple of 4 words into the state).
 */
#define XW_BLOCK 64

/* The u64 word at off of the state's rest changes: see version. */
static inline void
block_changed(struct solver *s, size_t off)
{
	s->version[s->block0 + off / XW_BLOCK] = ++s->versions;
}

/* Cell c's letters change. */
static inline void
cell_changed(struct solver *s, int c)
{
	block_changed(s, s->nstate - 4 * (size_t)s->ncells + 4 * (size_t)c);
}

/* Queue slot v, whose domain lost words. */
static inline void
enqueue_changed(struct solver *s, int v)
{
	new_version(s, v);
	s->full[v] = 1;
	enqueue(s, v);
}

/* The bits set in x, inline: xw_popcount's call costs more for one. */
static inline int
bits_in(uint64_t x)
{
	x -= x >> 1 & 0x5555555555555555ULL;
	x = (x & 0x3333333333333333ULL) + (x >> 2 & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)(x * 0x0101010101010101ULL >> 56);
}

/*
 * The place of the lowest bit set in x (not 0). __builtin_ctzll gives
 * an int, which each use as an index sign-extends, and GCC clears the
 * register before its tzcnt: two instructions more a bit, in the loops
 * over every word of a domain. rep bsf is tzcnt where the processor has
 * it and bsf where not, the same for x != 0.
 */
static inline uint64_t
low_bit(uint64_t x)
{
#if defined(__x86_64__) && defined(__GNUC__)
	uint64_t i;

	__asm__("rep bsfq %1, %0" : "=r"(i) : "rm"(x));
	return i;
#else
	return (uint64_t)__builtin_ctzll(x);
#endif
}

/*
 * x with bit b (< 64) set. GCC makes of x | 1 << b, unrolled, a move,
 * a shift and an OR (narrow_cells): bts is one instruction.
 */
static inline uint64_t
with_bit(uint64_t x, uint64_t b)
{
#if defined(__x86_64__) && defined(__GNUC__)
	__asm__("btsq %1, %0" : "+r"(x) : "r"(b) : "cc");
	return x;
#else
	return x | (uint64_t)1 << b;
#endif
}

static inline int
set_count(const uint64_t set[4])
{
	if ((set[1] | set[2] | set[3]) == 0)
		return bits_in(set[0]);
	return (int)xw_popcount(set, 4);
}

/* The letters of word i (within its bucket) of slot x. */
static inline const unsigned char *
word_letters(const struct var *x, uint32_t i)
{
	return x->b->letters + (size_t)i * x->len;
}

/* The word of slot u when its domain is down to one, else -1. */
static inline long
single_word(struct solver *s, int u)
{
	const uint64_t *d = dom(s, u);
	uint32_t j, w = s->vars[u].w;
	long word = -1;

	for (j = 0; j < w; j++) {
		if (d[j] == 0)
			continue;
		if (word >= 0 || (d[j] & (d[j] - 1)) != 0)
			return -1;
		word = 64 * (long)j + (long)low_bit(d[j]);
	}
	return word;
}

/* fill_prop.c */

/*
 * Into out, the u64 words of v's domain that are not 0, in order;
 * clears the summary bits of those that are. Returns how many.
 */
uint32_t xw_fill_active(struct solver *s, int v, uint32_t *out);

/*
 * Keep the words of v whose every letter its cell allows, of those in
 * s->act (s->nact of them, as xw_fill_active gives them).
 */
void xw_fill_filter(struct solver *s, int v);

/* Whether a and b have a run of more than m letters in common. */
int xw_fill_shares_run(const unsigned char *a, int la,
    const unsigned char *b, int lb, int m);

/* Revise until nothing changes; -1 when some slot or cell runs dry. */
int xw_fill_propagate(struct solver *s);

/* fill_pair.c */

/*
 * The pairs of parallel slots side by side, before the state is laid out;
 * how many u64 words of state their bits take.
 */
size_t xw_fill_pairs_setup(struct solver *s);
void xw_fill_pairs_free(struct solver *s);

/* Slot v lost words: its pairs are to be checked again. */
void xw_fill_pairs_touch(struct solver *s, int v);

/*
 * Pairs of parallel slots side by side: the words of each with no word
 * of the other that agrees with it through every slot crossing both are
 * taken out. 1 when a domain changed, -1 on a dead end, else 0.
 */
int xw_fill_pairs(struct solver *s);

/* Pairs and propagation to a common fixpoint; -1 on a dead end. */
int xw_fill_pairs_settle(struct solver *s);

/* fill_explain.c */

/* Into why: the slot where propagation ran dry, what it allows, and
   (-m) the entry that took the words fitting it, if one did. */
void xw_fill_no_word_fits(struct solver *s, char *why, size_t size);
/* A cell's letters cs as a pattern element, added to b: a letter, ? for
   every letter, [ABC] or, when that is shorter, [^XYZ]. */
void xw_fill_pattern_cell(struct solver *s, const uint64_t *cs,
    struct xw_buf *b);
/* Into st->why: each word of slot v, the first branched on, was refuted. */
void xw_fill_dead_ends_proof(struct solver *s, int v);
/* Into why: the slots where a search that gave up failed most, or "". */
void xw_fill_hardest_slots(struct solver *s, char *why, size_t size);

/* fill_setup.c */

/*
 * The letter (its index in ix's alphabet) of the seed t, a cell's
 * solution, normalised as the word list's entries are: -1 when t is
 * NULL or empty, -2 when it is not one letter of the alphabet.
 */
int xw_fill_seed(const struct xw_index *ix, const char *t);

/*
 * The slots and cells of p and their first state, for a search (search
 * 1) or an analysis; -1 with e filled on a bad grid, 1 when the time ran
 * out or the caller stopped it (a large grid takes a while, and
 * o->seconds bounds the whole fill), 2 for a search when a cell in no
 * entry has no word of one letter left (st->why says which).
 */
int xw_fill_setup(struct solver *s, struct xw_puzzle *p,
    const struct xw_index *ix, const struct xw_fill_opts *o,
    struct xw_fill_stats *st, int search, struct xw_error *e);
/* Free what xw_fill_setup allocated. */
void xw_fill_free(struct solver *s);

/*
 * After the first propagation, without -d: 1 (the reason in st->why)
 * when the slots of some length that must each take a word of their own
 * outnumber the words their domains hold between them, a proof that no
 * fill exists; else 0.
 */
int xw_fill_too_few_words(struct solver *s);

/* fill.c */

/* The bytes the saved states of each of searches solvers may take. */
size_t xw_fill_state_budget(int searches);

/* The bytes of stack a thread of the search has (see fill.c). */
size_t xw_fill_stack_size(void);

/*
 * Bound the depth of s's search on a stack of size bytes, from the
 * caller's frame: the caller's search stops before the stack runs out.
 * Returns the bytes it may take, 0 when none.
 */
size_t xw_fill_stack_bound(struct solver *s, size_t size);

/*
 * The lowest address of the calling thread's stack, its size in *size,
 * and in *is_main whether it is the process's first thread, where the C
 * library tells them (glibc reads the main thread's from the process's
 * mappings and its limit, less the arguments and environment above
 * it); 0 where it does not.
 */
uintptr_t xw_fill_stack_low(size_t *size, int *is_main);

/* The whole state was replaced: no part is as any saved copy has it. */
void xw_fill_new_versions(struct solver *s);

/* t later by secs (earlier when secs is negative). */
void xw_fill_add_seconds(struct timespec *t, double secs);

/*
 * Room in ng for one nogood more, of n literals: 0 when that would take
 * ng past max literals, and none is to be added.
 */
int xw_nogoods_room(struct nogoods *ng, size_t n, size_t max);

/* Add the nogood of the n literals lit to ng, unless past max: 0. */
int xw_nogoods_add(struct nogoods *ng, const struct literal *lit, size_t n,
    size_t max);

/* At most this many literals of nogoods a solver keeps: some 8 MB. */
#define XW_NOGOOD_LITS (1 << 20)

/*
 * Whether the search must stop: it was told to already, the time is
 * out, or the caller's progress callback, called every tenth of a
 * second, says so.
 */
int xw_fill_out_of_time(struct solver *s);

/* fill_team.c */

/*
 * Solvers side by side, one a thread, each searching the grid in its own
 * order and telling the others what it refuted (see fill.h). Member 0 is
 * the caller's solver, lead; the team keeps the others' solvers and
 * statistics, zeroed, and their options: o without its callbacks.
 */
struct team *xw_team_new(struct solver *lead, int n,
    const struct xw_fill_opts *o);
struct solver *xw_team_member(struct team *t, int i);
struct xw_fill_stats *xw_team_stats(struct team *t, int i);
const struct xw_fill_opts *xw_team_opts(const struct team *t);

/*
 * Run member(t, i) for each i from 1 to n - 1, in a thread of its own,
 * of xw_fill_stack_size bytes of stack (or the default, when a thread
 * of that size cannot start): xw_team_stack(t, i) bytes.
 */
void xw_team_start(struct team *t, void (*member)(struct team *, int));
size_t xw_team_stack(const struct team *t, int i);

/*
 * Member i joins the search with its solver s, set up (its dead ends
 * counted from here), and leaves it: its answer (a fill or a proof, in
 * s->st) wins unless another member answered before it in the team's
 * order.
 */
void xw_team_join(struct team *t, struct solver *s, int i);
void xw_team_leave(struct solver *s);

/*
 * At a dead end of member s: whether it is to stop (another member won,
 * or the lead was stopped), after a meeting if one is due.
 */
int xw_team_check(struct solver *s);

/*
 * Wait for every thread to end; the member that won, or -1. The nodes
 * and dead ends of the team: the winner's, and the others' as of their
 * last meeting (the same each time), or with no winner all of them.
 */
int xw_team_finish(struct team *t, long *nodes, long *backtracks);
void xw_team_free(struct team *t);

#endif
