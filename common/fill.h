/* See LICENSE file for copyright and license details. */
#ifndef XW_FILL_H
#define XW_FILL_H

#include <stddef.h>
#include <stdint.h>

#include "puzzle.h"
#include "wordidx.h"
#include "words.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Filling a grid from the word-list index: a constraint problem over the
 * slots, each with the bitset of the words that can still go there, and
 * the cells, each with the set of letters that can still go there.
 *
 * Propagation: after each choice, to a fixpoint, a slot keeps the words
 * whose letters every cell allows and a cell keeps the letters some word
 * of each of its slots has: arc consistency between crossing slots,
 * through the cells they share. A slot down to one word takes it from
 * every other slot (no word twice), and with -m from the words that
 * share too long a run with it. The work is in proportion to what
 * changed, not to the list: a summary bit for each 64 words of a domain
 * skips the empty ones, a slot whose cell lost letters takes out only
 * the words with the lost letters (or keeps those with the letters left,
 * whichever is fewer), and a slot that lost no word does not narrow its
 * cells again. A letter's support is first looked for where it was last
 * found (the residue keeps that u64 of the index's set beside the slot,
 * so finding it again reads no index memory), and a search for another
 * skips the u64 words where the domain or the letter's set has none (a
 * summary bit for each 64 words of each set, which also spares the
 * filter the words no lost letter touches). A slot revised only because
 * its cells lost letters (no choice, claim, nogood or pair took words
 * from it, so its count is exact) counts the words its filter takes out
 * as it goes, with no pass over the domain to gather its words before
 * and to count them after; when one cell's letters were filtered, the
 * letters of that cell are not checked again (the words taken out had
 * none of them there). The passes over a domain have no branch on
 * its words, which no predictor guesses: that, more than the
 * instructions, was the cost.
 *
 * Parallel slots side by side (fill_pair.c): two slots in adjacent rows
 * (or columns) are crossed by the slots through both, each of which
 * allows only the pairs of letters its words have at those two places
 * (a 64x64 bit table a crossing, of the letters its two cells have,
 * made again when the crossing slot's domain changed or a cell has a
 * letter it was not made for: each domain change gets a stamp that no
 * other gets, and a table made while a pair's check had narrowed the
 * slot and it was not yet revised, under its old stamp, is not kept;
 * one pass over the crossing slot's words makes the tables of its
 * crossings with the pairs after in the same pass that will make
 * theirs, kept under its stamp, or its version while it is queued; one
 * of a slot not queued with one letter in one of the two cells is
 * every pair of their letters, made with no pass over its words). A
 * word of one slot is kept only when some word of the other agrees
 * with it at every crossing at once, which arc consistency, a cell at
 * a time, misses: stacked long entries, as in set2/13x13-203, are
 * where it bites. A residue (the word found last) is checked first,
 * at the crossings whose tables changed since that side's last
 * revision only (a pair of its two cells' letters came or went, or a
 * cell has a letter the table before was not made for: at the others
 * it agrees still, under the same pairs); else the words of the other
 * that agree are an AND of one bitset a crossing, made once a check
 * (a letter's set a u64 word of the other's words at a time); when
 * few words failed their residue, each is tried against the other's
 * words one by one instead (making the bitsets would cost more). It
 * runs after propagation and the nogoods, to a common fixpoint, at
 * every node and once at the start, on pairs crossed by two slots or
 * more whose word counts multiply to 100,000 or fewer (a crossing
 * slot of over 4096 words allows every pair), and only on pairs whose
 * slots or crossings lost words since their last check (a bit a pair
 * in the state). A side is not revised again while the other side's
 * stamp and the pair's tables are those of its last revision (its
 * words' residues agree still); a crossing whose table allows every
 * pair of the letters its two cells have is left out (the words fit
 * their cells, which keep their letters through a pass over the
 * pairs), and a pair with none left is not checked; a table is made
 * from one number a word for its two letters (made once a length and
 * position). Not in the short first run (easy grids fill as before),
 * nor with -n or a region (no learning there either). A slot it
 * empties adds no dom/wdeg weight: weighed, the search kept to the
 * stacks and set2/9x9-201 (SCOWL-70) had no fill in 30 s with three
 * seeds of four. Over 36 runs of seven grids and four seeds, 56
 * -> 20 s of CPU, dead ends a run (geometric mean) 2,153 -> 558;
 * 15xopen fills in 5,795 dead ends, not 189,033, but without some
 * words of that fill it is slower than before (NEWS).
 *
 * Search: binary branching. The slot is the one with the fewest words
 * for the failures met there (dom/wdeg: each dead end adds weight to the
 * slot that ran dry), so the search turns to where it keeps failing. A
 * slot of 8 words or fewer takes a word or refuses it; the word is the
 * one that leaves the crossing slots the most words (the product of
 * their counts), the best scored of equals. Elsewhere the search
 * branches on a cell: the one with the fewest letters for the failures
 * of its two slots takes a letter or refuses it, the letter that leaves
 * the two slots the most words first. A cell has at most 26 ways where
 * a slot has thousands, and refusing a letter refutes at once every
 * word with it there: that settles dense corners and proofs (the proof
 * for 15xstairs of the bench in 1,978 dead ends, not 7,479; set2/9x9-201
 * with SCOWL-70 filled in 52,776, where branching on words had no fill
 * after 466,000). The run without a limit (below) takes slots of 11
 * letters or more whole, as the order of a word weighs all its crossings
 * at once where a letter weighs two slots: the open centre of 15xopen
 * fills that way and not letter by letter.
 *
 * Each node saves the state before its choice, at a level of its own,
 * and restores it when the choice fails. A slot's part of the state
 * (its domain, summary and views) has a version, given anew whenever a
 * revision or a choice, claim, nogood or pair may change it, and each
 * level keeps the versions it holds: a save or a restore copies only
 * the slots whose versions differ. On 15xopen a copy takes the parts of
 * 29 of the 66 slots on average: the copies of its 106 KB state were 7%
 * of the instructions, now 1.1%. A level holds only the parts that
 * differ from the level above's, in one trail, and points to the level
 * above for the others, which do not change while it is in use: a full
 * copy a level took the grid's domains again at every level of a
 * branch, 45 MB on a published 21x21 some 200 levels deep (82 to 107 MB
 * of peak memory for the team on three of them, with the default list),
 * now 40 to 51 MB, with the same search. The rest of the state (counts,
 * stamps, the pairs' bits, the cells' letters) is in blocks of 64 u64
 * words, each with a version as a slot's part has, and a level keeps
 * of the versions and places only those it changed (an undo stack): a
 * whole copy a level of the rest (32 bytes a cell) and of every slot's
 * version and place grew as cells times depth, so that a 200x200 of 3x3
 * blocks with -d stopped past 366 MB of saved states, where it now
 * fills in 73 to 87 MB.
 *
 * Restarts and learning: the search runs in bursts that give up after a
 * growing number of dead ends (the Luby sequence times 128), each from
 * the propagated grid with the weights of the failures so far, so later
 * runs take the slots in a new order. When a run is cut short, each
 * choice refused on its branch was refused after a full search, so the
 * choices taken before it and it are a nogood (no fill has them all);
 * the nogoods, of slot=word and cell=letter, are kept and propagated in
 * every later run (a nogood with all but one of its choices in place
 * takes the last out), so a restart does not search again what an
 * earlier run refuted. The weights and nogoods are learnt from the grid
 * and list at hand, not tuned on any grid: that is what keeps the
 * search steady on grids it was not tried on.
 *
 * After 255 bursts (some 131,000 dead ends in all) one run without a
 * limit: the search is complete, and when it ends without a fill, none
 * exists. With -n or a region no nogoods are learnt (a search that
 * passes fills on, or stops at a region's first, refutes nothing).
 *
 * A team (o->searches, fill_team.c): when the short first run did not
 * fill the grid, that many solvers search side by side, one a thread.
 * The lead, member 0, goes on as above, alone: it takes nothing from
 * the others, so its search is the one search of o->searches 1, dead
 * end for dead end, and the team answers no later than it would. Each
 * other member is set up afresh with a seed of its own (its first run
 * takes words at random among the best), orders its choices as the
 * lead does for its first 4,096 dead ends, and from then on by
 * activity, not by failures (activity-based search, Michel and Van
 * Hentenryck 2012): in choose and choose_cell a slot weighs how often
 * propagation took words from it, one at each time, decayed by 0.999
 * at each node, so that it goes its own way, to where the choices of
 * late moved the grid rather than where the search ran dry. Every 256
 * dead ends they meet: each tells the nogoods it learnt since, and the
 * members but the lead take the others'. A nogood holds for every
 * fill, whoever learnt it, so a member prunes with the others' as with
 * its own, and a run that ends without giving up still proves what it
 * says. The first answer ends the team, and the meetings make it the
 * same each time: between two meetings a member's search depends only
 * on what it heard at the last, and the answer is that of the first
 * member, in the team's order, of those that answered between the
 * earliest two meetings (the members before it go on to the next
 * meeting, those after it stop at once). Why it works: a search's luck
 * on a hard grid is in where its first runs send the weights, and a
 * second search is a second draw, pruned by what the lead refutes;
 * one ordered otherwise draws from another urn. On 15xopen the lead,
 * with any seed, keeps to the centre of its own fill and those near
 * it (BLAEBERRIES, ADMITTANCES, COTTAGETENT...); the member ordered by
 * activity finds others (PAPAVERINES, HETEROTAXIS, PERIPATETIC...),
 * and now answers first: its fill is 15xopen's. The first 4,096 dead
 * ends in the lead's order keep what a second draw of it gave: the
 * proof of set2/13x13-203 (SCOWL-70) in 1.70 to 1.76 s, not 2.0 (-P 1)
 * or 2.1 (activity from the start), and the quick fills of some seeds.
 * 15xopen on 2 cores, each 11-letter entry of a fill left out (-x),
 * 60 s of CPU a run (NEWS): of the lead's fill, with -S 1 to 9, all 54
 * fill, in 0.4 to 17.4 s of wall time (44 of 54 when the member was
 * ordered as the lead, and five of those past 30 s); of the team's
 * own fill, with no seed and -S 1 to 3, all 24, in 0.4 to 9.9 s. With
 * SCOWL-70, 15xopen fills in 1.9 to 11.9 s (no seed, -S 1 to 3), where
 * the team ordered as the lead took 80 s, 87 s and over 180. A second
 * search that turns to whole words after some thousands of dead ends
 * fills other runs of these, and loses as many (NEWS). The cost is the
 * second core: the team spends 1.5 to 2 times the CPU, and on a
 * machine whose cores are busy the lead runs slower for it (-P 1
 * there).
 *
 * Measured and not kept (NEWS, #17): pairs checked up to 1e6 (three times
 * the CPU), every pair checked at the start (shorter proofs, but fills
 * lost more), pairs checked in the short first run too (easy grids fill
 * in fewer dead ends, the proof of set2/13x13-203 with SCOWL-70 takes 40%
 * longer), pairs with a small side checked whatever the product, pair
 * failures weighed, last-conflict reasoning, phase saving, failed-letter
 * probing at the root, weights that favour recent dead ends, shorter
 * restarts (and longer, 512 times the Luby sequence: 205 and 206 no
 * answer by 400,000 dead ends), probing a slot's few words for the one
 * that leaves the most words, slot or cell by the fewer ways, long
 * slots whole in runs with a limit, and pairs of slots two apart (rows
 * r and r + 2, always, in stacks or where the slots are long: shorter
 * proofs, more instructions a dead end, fills moved by luck both
 * ways); the second search deaf to the
 * lead's nogoods, a draw of its own (over nine draws of six grids and
 * both lists no grid did better, set2/9x9-201 with SCOWL-70 worse, median
 * 1.06 -> 1.72 s); the second search started at the lead's second
 * meeting, not at once (6xopen 9% sooner, draws of 7xopen with SCOWL-70
 * slower: a second draw is worth most early); the lead of a team hearing
 * the others' nogoods once its search is long (after 32 meetings: as many
 * runs fill within 60 s of CPU, but the runs that filled alone take twice
 * as long); the team's second search without the pair checks, from the
 * start or after its first 16,384 dead ends (49 of 56 runs fill within 60
 * s of CPU against 47, luck's size, and in part the cap's: the member,
 * quicker a dead end, waits for the lead at the meetings and spends less
 * CPU for the same wall time); the pairs' product limit at 2e4 to 5e4,
 * not 1e5 (7xopen with SCOWL-70 up to 30% less CPU over 100 draws,
 * set2/9x9-201 with SCOWL-70 about twice as much), and the team's
 * second search alone with it at 2e4 (7xopen a third sooner over 60
 * draws, but the proof of set2/13x13-203 1.76 -> 2.15 s: today the
 * second search proves it first); nld-nogoods made shorter by propagation
 * when a run is cut (only the refusals that failed at once shrink; the
 * fills moved by luck, at more CPU); for the proofs of set2/15x15-205 and
 * -206 (below), restarts past the last limited run, limits doubling,
 * letters in long slots in the last run (206 sooner, 205 later: the seed
 * moves them more), a node whose open cells fall apart into parts
 * searched a part at a time (205: no answer in 900 s, 15xopen four times
 * the dead ends), and stronger pair checks in the last run (products to
 * 1e6 or 1e7: no answer in 1,125 s); and for 15xopen without words of its
 * fill: noise in the cell or the value order of later runs, dom/wdeg kept
 * at the cell (ca.cd) or a slot's weight divided among its open cells,
 * pair failures weighed at a fraction (in every run, in every other, or
 * on the crossing slots), letters refused before tried last, and letters
 * by the smaller of their two slots' counts, not the product. Each won on
 * some grids and lost more on others: a run's luck moves the dead ends of
 * one grid a hundredfold (set2/9x9-201 with SCOWL-70: 2,686 to 442,572
 * over four seeds), so a change is judged over seeds and grids, never on
 * one (make bench-draws).
 *
 * Where 15xopen without some words of its fill is stuck: all dom/wdeg
 * weight goes to the 13 slots of its centre (the six of 11 letters that
 * cross three by three, and the 5- and 7-letter slots beside them),
 * none to the corners: the search does not thrash on the edges, it
 * finds no centre. Within 15 s of CPU about a quarter of such runs
 * fill (7 of 29: -x of one word of the fill, with or without a seed),
 * and no change to the lead's order moved that share beyond the luck
 * of the draw (a second search ordered by activity finds another
 * centre: see the team above). Nor did consistency in the centre
 * (pairs of long slots checked whatever their counts, long slots
 * whole in every run): it filled without each 11-letter word of this
 * fill, but gave another fill, and without three of that one's six no
 * fill in 30 s, and it
 * cost the proof of set2/13x13-203 two thirds more (NEWS). Nor did
 * restarts that forget: the time to a fill has no heavy tail for them
 * to cut (over 36 runs of seeds and words left out, of the runs still
 * without a fill about a quarter fill in each further 10,000 dead ends,
 * early or late), and phases that reset or halve the weights and start
 * with a new seed's run, the nogoods kept, filled 23 and 26 of the 36
 * where this search fills 27; long slots whole in every other run, 15;
 * a nogood's dead end weighed on the slot of its refused choice, 22.
 *
 * set2/15x15-205 and -206 with the default list have no fill, and the
 * proofs are long: -P 1 -S 7 proves 205 in 755 s of CPU (2,567,277 dead
 * ends; the team, -S 7, in 16 minutes of wall time) and 206 in about
 * 1,500 (3,501,970), where without a seed 205 had no answer after
 * 2,475 s, nor the team after 480 s (205) and 300 s (206) of wall time.
 * Each proof ends in the run without a limit, every word of a long slot
 * refuted in turn (205: 60-across, the 11 letters through the open 6x4
 * block at rows 10-15, columns 1-4; 206: 35-across, a 15). With the
 * words scored 35 or more 205 is proved to have no fill in 28,377 dead
 * ends, and 206 with those scored 45 or more in 46,081: the 50,496
 * words scored 30 (rare words, names and phrases) are what make the
 * proofs long. Searching first without them, for their weights (where
 * the smaller problem fails) to order the search with them, did not
 * shorten the proofs: neither had an answer by 400,000 dead ends (NEWS).
 *
 * Nor did explanation-based learning (#17; the code is on branch
 * fix-learn15, commit e11ff2e). Each dead end met at once was explained
 * by replaying the branch's decisions from the runs' start, the latest
 * first, until propagation failed, the one that failed kept, and again
 * with it until the kept alone failed (forward insertion: a conflict
 * minimal under propagation, sound across restarts); learnt as a nogood
 * when shorter than the branch; a refusal stood for the conflict that
 * refuted it, and a node whose decision had no part in its child's
 * conflict was refuted at once (conflict-directed backjumping), its
 * conflict learnt too. The conflicts are short (2.3 to 2.6 decisions of
 * branches of 8 to 14; nogoods of 2.1 literals), but the dead ends
 * saved few: 15xstairs 739 -> 417, set2/15x15-205 with words scored 35
 * or more (-S 7) 28,559 -> 21,701, and none on the fills (6xopen 589 ->
 * 653, 7xopen 597 -> 1,926); and an explanation replays some 15
 * decisions, each a propagation from the start, pairs and all, so that
 * a dead end costs four to twenty times the instructions: 15xstairs
 * 2.56 -> 5.96 billion (callgrind, -P 1), 6xopen 0.36 -> 8.4 billion,
 * 205 at 35 10.8 -> 86 s of CPU; 206 with words scored 45 or more, proved
 * in 62,682 dead ends and 36 s, had no answer after 17,035 and 98 s;
 * 205 with the default list met 1,114 dead ends in 5.8 s of CPU, not
 * 13,583. Were the explanations free, it would save a quarter (205) to
 * two fifths (15xstairs) of the dead ends, where
 * the proofs of 205 and 206 need a hundredth: what repeats in them is
 * not a short conflict of decisions that propagation misses.
 *
 * Nor, measured from outside, does learning over the letters that
 * propagation takes (1-UIP, as SAT solvers learn), which would need a
 * reason kept for each letter a cell loses. A CDCL solver (CaDiCaL
 * 1.5.3, Debian's) was given the grids as clauses: a variable for each
 * letter of each cell and each word of each slot, a slot's words
 * implying their letters, a cell's letter implying some word of each of
 * its slots that has it there (unit propagation is then arc consistency
 * on each slot, as here, without the pair checks), one letter a cell,
 * no word twice. Its answers check (a fill of set2/11x11-202 decoded
 * from it is a fill), but they come late: 202 in 40 s of CPU, where
 * gridfill takes 0.01; the proof of 205 with words scored 35 or more no
 * answer in 170 s, where gridfill takes 11; 205 with the default list
 * and words allowed twice, no answer in 600 s. Learning
 * over letters, stronger as a proof system, loses here to the search's
 * order and its checks between parallel slots.
 */

struct xw_fill_stats;

struct xw_fill_opts {
	int minscore;			/* words scored under this are left out */
	int allow_dupes;		/* a word may be used twice */
	const struct xw_wordlist *exclude;	/* words never used, or NULL */
	/*
	 * The cells that may change (one byte a cell, row by row), or NULL
	 * for all: only slots through them are filled, the slots with empty
	 * cells outside keep words that fit together without them being
	 * written, and every slot of the grid stays arc consistent (some
	 * word each, agreeing with each crossing): no promise of a fill.
	 * xw_fill_analyse reports only the slots through them.
	 */
	const unsigned char *region;
	double seconds;			/* give up after this long; 0 never */
	unsigned long seed;		/* 0: the same fill each time; else varied */
	long max_fills;			/* stop after this many fills; 0: one */
	/*
	 * Solvers that search side by side, one a thread, and tell each
	 * other what they refute (see above); 0 or 1: one. The answer is
	 * the same each time for the same number (when the system cannot
	 * start a thread for one, the others search without it).
	 */
	int searches;
	/*
	 * No two entries share a run of more than max_shared letters (the
	 * constructor's whole entries included); 0: no such limit.
	 */
	int max_shared;
	/*
	 * Called with each fill in p; returns 0 to go on, 1 to stop. The
	 * fills passed differ pairwise in some cell that the fill writes
	 * (with a region, a cell of the region).
	 */
	int (*found)(struct xw_puzzle *p, void *arg);
	/*
	 * Called about ten times a second while the search runs, or NULL;
	 * returns 0 to go on, 1 to stop (an interrupt: XW_FILL_STOPPED).
	 */
	int (*progress)(const struct xw_fill_stats *st, double seconds,
	    void *arg);
	void *arg;
};

struct xw_fill_stats {
	long nodes, backtracks, fills;
	int exhausted;		/* the search ended: there are no more fills */
	/*
	 * Empty cells in no entry of two letters or more: each took one
	 * word of one letter before the search, which fills vary not.
	 */
	int lone;
	/*
	 * When no fill: where the proof ran dry; when the search stopped
	 * with neither (time ran out, or o->progress stopped it), the slots
	 * where it met the most dead ends, or "" when none stands out.
	 */
	char why[1024];
	/*
	 * The bytes of stack the search's thread had, which bound how deep
	 * it goes (see xw_fill's message past it), and the least a search
	 * of a team (o->searches) had: less than stack when the system
	 * gave a thread less (it then stops sooner, and leaves the answer
	 * to the others). 0 when no search ran.
	 */
	size_t stack, least_stack;
};

enum {
	XW_FILL_DONE,		/* one fill or more found */
	XW_FILL_NONE,		/* proved: no fill exists */
	XW_FILL_TIMEOUT,	/* gave up: o->seconds ran out */
	XW_FILL_ERROR,		/* e says what */
	XW_FILL_STOPPED		/* o->progress asked to stop before a fill */
};

/*
 * Make the given letters of p (its ipuz values, shown to the solver from
 * the start) seeds: a white cell with a given and no solution takes the
 * given as its solution, for xw_fill to keep. Returns 0, or -1 with e
 * naming the first cell whose given is not its solution but for case
 * (as ipuz-check's "given" rule compares them).
 */
int xw_fill_givens(struct xw_puzzle *p, struct xw_error *e);

/*
 * Make the answers p's clues give (ipuz "answer") seeds too: each empty
 * cell of a clue with one, its parts' cells included, takes its letter
 * of the answer (within region, a byte a cell, when not NULL), so that
 * the fill keeps the answer and passes ipuz-check (which compares them).
 * Returns 0, or -1 with e naming the first clue whose answer does not
 * fit the letters its cells have, or has a letter ix lacks.
 */
int xw_fill_answers(struct xw_puzzle *p, const struct xw_index *ix,
    const unsigned char *region, struct xw_error *e);

/*
 * Fill the empty white cells of p, keeping its letters (the seeds: its
 * solution's, as written, each one letter of the list's alphabet once
 * normalised as its entries are, or several, a rebus, that the entries
 * through it spell there; see xw_fill_givens); each fill is
 * written into p's solution and passed to o->found; st, when not NULL,
 * gets the search's counts. Returns XW_FILL_*; XW_FILL_DONE also when
 * time ran out or o->progress stopped the search after a fill.
 */
int xw_fill(struct xw_puzzle *p, const struct xw_index *ix,
    const struct xw_fill_opts *o, struct xw_fill_stats *st,
    struct xw_error *e);

/* The best words an analysed slot can take, at most this many. */
#define XW_FILL_BEST 5

/* One open slot of a grid, after propagation, for xw_fill_analyse. */
struct xw_slot_report {
	size_t slot;		/* index into p->slots */
	size_t words;		/* words that can still go there */
	/* The same with no score limit, exclusions or max_shared. */
	size_t words_any;
	/*
	 * What its cells are down to, as a wordfind(1) pattern: a letter,
	 * ? for any letter, or a set [ABC] or [^XYZ] (caller frees).
	 */
	char *pattern;
	uint32_t best[XW_FILL_BEST];	/* index ids of its best words */
	int nbest;
	/*
	 * The crossing that narrows it most: the slot (index into p->slots,
	 * or -1 when no crossing removes a word), the cell they share, and
	 * how many words the slot would have if that cell took any letter
	 * its own words allow.
	 */
	long cross;
	struct xw_pos cross_cell;
	size_t words_without;
};

/*
 * Propagate without searching and report every slot that has an empty
 * cell, fewest words first, in *out (free with xw_fill_reports_free).
 * When that proves no fill exists, why (size bytes; none written when
 * size is 0) says how, as xw_fill would: the crossings already
 * contradict each other, and the counts are those each slot allows on
 * its own (*alone set to 1, when alone is not NULL); or, without -d, the
 * slots of a length outnumber the words they can take, and the counts
 * are the narrowed ones (*alone 0). Else why is "" and *alone 0. Returns
 * how many slots, or -1 with e filled.
 */
long xw_fill_analyse(const struct xw_puzzle *p, const struct xw_index *ix,
    const struct xw_fill_opts *o, struct xw_slot_report **out,
    char *why, size_t size, int *alone, struct xw_error *e);

/* Free the n reports of xw_fill_analyse and the array. */
void xw_fill_reports_free(struct xw_slot_report *r, long n);

#ifdef __cplusplus
}
#endif

#endif
