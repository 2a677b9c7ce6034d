/* See LICENSE file for copyright and license details. */
/*
 * The filler's propagation between parallel slots side by side, as rows
 * 2 and 3 of a grid (see fill.h): a word of one is kept only when some
 * word of the other agrees with it through every slot that crosses both,
 * each of which allows only the pairs of letters its words have there.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fill_priv.h"

/*
 * A pair is checked when the product of its two slots' word counts is
 * at most this; a crossing slot of more words than XW_PAIR_CROSS_WORDS
 * is taken to allow every pair of letters (finding its pairs costs more
 * than they narrow). Measured on 36 runs (NEWS, #17): 1e5 and 4096 took
 * the least CPU; 1e6 took three times as long, as did every word count.
 * Below, 2e4 to 5e4: up to 30% less on 7xopen with SCOWL-70, twice as
 * much on set2/9x9-201, over 100 and 40 draws (NEWS).
 */
#define XW_PAIR_WORK 100000.0
#define XW_PAIR_CROSS_WORDS 4096
/* A pair crossed by one slot only is no stronger than its crossings. */
#define XW_PAIR_MIN 2
#define XW_PAIR_MAX 256

/*
 * A crossing as one side x of a pair sees it: m[l] has the letters the
 * other side y may have at ky when x has l at kx.
 */
struct xing {
	const uint64_t *m;
	int kx, ky;
};

/* What a pair holds: one block for its crossings, one for its checks. */
static void
pair_free(struct pairc *pc)
{
	free(pc->ka);
	free(pc->resa);
	free(pc->m);
}

/* The u64 words of a crossing's table made ahead (pairc's ahead). */
#define XW_AHEAD (4 + 64)
/* The most positions of a slot that one pass over its words reads. */
#define XW_AHEAD_MOST 8

/* The pair of slots a and b, made when new; first/next chain a's pairs. */
static struct pairc *
pair_of(struct solver *s, int a, int b, int *first, int **next,
    size_t *size)
{
	struct pairc *pc;
	int i, len;

	for (i = first[a]; i >= 0; i = (*next)[i])
		if (s->pairs[i].b == b)
			return &s->pairs[i];
	if ((size_t)s->npairs == *size) {
		*size = *size ? 2 * *size : 64;
		s->pairs = xw_ereallocarray(s->pairs, *size, sizeof(*s->pairs));
		*next = xw_ereallocarray(*next, *size, sizeof(**next));
	}
	i = s->npairs++;
	pc = &s->pairs[i];
	memset(pc, 0, sizeof(*pc));
	pc->a = a;
	pc->b = b;
	len = s->vars[a].len;
	pc->ka = xw_ereallocarray(NULL, 4 * (size_t)len, sizeof(int));
	pc->kb = pc->ka + len;
	pc->d = pc->kb + len;
	pc->pd = pc->d + len;
	(*next)[i] = first[a];
	first[a] = i;
	return pc;
}

size_t
xw_fill_pairs_setup(struct solver *s)
{
	int v, k, o, a, b, i, n, *first, *next = NULL, *fill, *vpair;
	struct pairc *pc;
	size_t size = 0;
	uint32_t most = 1;

	if (s->A > 64 || s->nvars == 0)
		return 0;
	first = xw_ereallocarray(NULL, (size_t)s->nvars, sizeof(int));
	for (v = 0; v < s->nvars; v++)
		first[v] = -1;
	/* Two cells one after the other in a slot: the slots across them. */
	for (v = 0; v < s->nvars; v++) {
		struct var *x = &s->vars[v];

		o = x->slot->dir != XW_DIR_DOWN;
		for (k = 0; k + 1 < x->len; k++) {
			a = s->cells[x->cells[k]].var[o];
			b = s->cells[x->cells[k + 1]].var[o];
			if (a < 0 || b < 0 || a == b)
				continue;
			pc = pair_of(s, a, b, first, &next, &size);
			pc->ka[pc->n] = s->cells[x->cells[k]].pos[o];
			pc->kb[pc->n] = s->cells[x->cells[k + 1]].pos[o];
			pc->d[pc->n] = v;
			pc->pd[pc->n++] = k;
		}
	}
	free(first);
	free(next);
	for (i = 0; i < s->npairs; i++)
		if (s->pairs[i].n < XW_PAIR_MIN ||
		    s->pairs[i].n > XW_PAIR_MAX) {
			pair_free(&s->pairs[i]);
			s->pairs[i--] = s->pairs[--s->npairs];
		}
	/* Each slot's pairs, those of which it is a side or a crossing. */
	s->vpairs = xw_ecalloc((size_t)s->nvars + 1, sizeof(int));
	for (i = 0; i < s->npairs; i++) {
		pc = &s->pairs[i];
		s->vpairs[pc->a + 1]++;
		s->vpairs[pc->b + 1]++;
		for (k = 0; k < pc->n; k++)
			s->vpairs[pc->d[k] + 1]++;
	}
	for (v = 0; v < s->nvars; v++)
		s->vpairs[v + 1] += s->vpairs[v];
	vpair = xw_ereallocarray(NULL, (size_t)s->vpairs[s->nvars] + 1,
	    sizeof(int));
	fill = xw_ecalloc((size_t)s->nvars, sizeof(int));
	for (i = 0; i < s->npairs; i++) {
		pc = &s->pairs[i];
		vpair[s->vpairs[pc->a] + fill[pc->a]++] = i;
		vpair[s->vpairs[pc->b] + fill[pc->b]++] = i;
		for (k = 0; k < pc->n; k++)
			vpair[s->vpairs[pc->d[k]] + fill[pc->d[k]]++] = i;
	}
	free(fill);
	/* Each slot's crossings, in the order of the pairs. */
	s->xing = xw_ecalloc((size_t)s->nvars + 1, sizeof(int));
	for (i = 0; i < s->npairs; i++)
		for (k = 0; k < s->pairs[i].n; k++)
			s->xing[s->pairs[i].d[k] + 1]++;
	for (v = 0; v < s->nvars; v++)
		s->xing[v + 1] += s->xing[v];
	s->xings = xw_ereallocarray(NULL, (size_t)s->xing[s->nvars] + 1,
	    sizeof(*s->xings));
	fill = xw_ecalloc((size_t)s->nvars, sizeof(int));
	for (i = 0; i < s->npairs; i++)
		for (k = 0; k < s->pairs[i].n; k++) {
			v = s->pairs[i].d[k];
			s->xings[s->xing[v] + fill[v]].p = i;
			s->xings[s->xing[v] + fill[v]++].i = k;
		}
	free(fill);
	/*
	 * The same as the pairs' bits in the state, those of one u64 word
	 * together (a slot's pairs are in order): a touch clears each u64
	 * word once, not a bit at a time.
	 */
	s->vpair = xw_ereallocarray(NULL, (size_t)s->vpairs[s->nvars] + 1,
	    sizeof(*s->vpair));
	for (v = 0, n = 0; v < s->nvars; v++) {
		for (i = s->vpairs[v], k = n; i < s->vpairs[v + 1]; i++) {
			if (n == k || s->vpair[n - 1].j != (size_t)vpair[i] / 64) {
				s->vpair[n].j = (size_t)vpair[i] / 64;
				s->vpair[n++].bits = 0;
			}
			s->vpair[n - 1].bits |= (uint64_t)1 << vpair[i] % 64;
		}
		s->vpairs[v] = k;
	}
	s->vpairs[s->nvars] = n;
	free(vpair);
	for (v = 0; v < s->nvars; v++)
		if (s->vars[v].n > most)
			most = s->vars[v].n;
	for (i = 0; i < 2 && s->npairs > 0; i++)
		s->pwords[i] = xw_ereallocarray(NULL, most, sizeof(uint32_t));
	if (s->npairs > 0)
		s->pmiss = xw_ereallocarray(NULL, most, sizeof(uint32_t));
	/* A pair's stamps start a multiple of 4 words in: see XW_BLOCK. */
	s->pseen = (s->pflags + ((size_t)s->npairs + 63) / 64 + 3) / 4 * 4;
	return s->pseen - s->pflags + 4 * (size_t)s->npairs;
}

void
xw_fill_pairs_free(struct solver *s)
{
	int i;

	for (i = 0; i < s->npairs; i++)
		pair_free(&s->pairs[i]);
	free(s->pairs);
	free(s->vpair);
	free(s->vpairs);
	free(s->pwords[0]);
	free(s->pwords[1]);
	free(s->pmiss);
	free(s->xings);
	free(s->xing);
	free(s->pm);
	free(s->py);
	for (i = 0; s->bigram != NULL && i < (s->ix->maxlen + 1) *
	    s->ix->maxlen; i++)
		free(s->bigram[i]);
	free(s->bigram);
}

/* A bit a pair, in the state: set when it was checked and kept all. */
static inline uint64_t *
pair_ok(struct solver *s)
{
	return s->state + s->pflags;
}

/*
 * For each side of pair p (a, then b), in the state: the stamp of the
 * other side and the pair's tables when it was last revised. When both
 * are the same now, each word it has agrees still with the word of the
 * other found then, and its revision would take out nothing. (A stamp
 * may stand for a domain that a pair had narrowed and that was not yet
 * revised, but only within one pass over the pairs: the pass after it
 * sees the stamp the revision gave.)
 */
static inline uint64_t *
pair_seen(struct solver *s, int p)
{
	return s->state + s->pseen + 4 * (size_t)p;
}

void
xw_fill_pairs_touch(struct solver *s, int v)
{
	uint64_t *ok = pair_ok(s);
	const struct pairbits *pb, *pe;

	s->state[s->stamps + v] = ++s->clock;
	block_changed(s, s->stamps + (size_t)v);
	for (pb = s->vpair + s->vpairs[v], pe = s->vpair + s->vpairs[v + 1];
	    pb < pe; pb++)
		if ((ok[pb->j] & pb->bits) != 0) {
			ok[pb->j] &= ~pb->bits;
			block_changed(s, s->pflags + pb->j);
		}
}

/* The words of v, as ids, into out; how many (see residues_kept). */
static uint32_t
words_of(struct solver *s, int v, uint32_t *out)
{
	const uint64_t *d = dom(s, v), *sm = summary(s, v);
	uint32_t jj, j, *o = out;
	uint64_t bits, m;

	for (jj = 0; jj < s->vars[v].sw; jj++)
		for (m = sm[jj]; m != 0; m &= m - 1) {
			j = 64 * jj + (uint32_t)low_bit(m);
			for (bits = d[j]; bits != 0; bits &= bits - 1)
				*o++ = 64 * j + (uint32_t)low_bit(bits);
		}
	return (uint32_t)(o - out);
}

/* Scratch of at least want u64 words. */
static uint64_t *
grow(uint64_t *p, size_t *size, size_t want)
{
	if (want <= *size)
		return p;
	*size = 2 * want;
	free(p);
	return xw_ereallocarray(NULL, *size, sizeof(uint64_t));
}

/*
 * For each crossing c[i] and letter l that slot x may have at its kx
 * (its cell's letters, which its words keep through a pass over the
 * pairs), into s->pm, the words of y (bits of ys, ny of them) whose
 * letter at its ky may stand beside l. The sets of the other letters
 * are not made: no word of x reads them.
 */
static void
agreeing(struct solver *s, const struct var *vx, const struct var *vy,
    const struct xing *c, int n, const uint32_t *ys, uint32_t ny)
{
	uint32_t t, u, nw = (ny + 63) / 64;
	const uint32_t *yp, *ye;
	uint64_t *Y, *M, *Yu, acc, have, ls, tail, bit, one;
	const uint64_t *Yl;
	const unsigned char *Ly;
	size_t leny = (size_t)vy->len, A = (size_t)s->A;
	int i, l, neg, nhave;

	s->pm = grow(s->pm, &s->pm_size, (size_t)n * s->A * nw + 1);
	s->py = grow(s->py, &s->py_size, (size_t)s->A * nw + 1);
	Y = s->py;
	tail = ny % 64 != 0 ? ((uint64_t)1 << (ny % 64)) - 1 : ~(uint64_t)0;
	for (i = 0; i < n; i++) {
		/*
		 * Y[u * A + l]: the words of y among ys[64 * u...] with l at
		 * c[i].ky, so that a word's bit takes no product with nw. The
		 * letters y has there are among its cell's (as x's words keep
		 * to x's cells), and a letter with no word has an empty set:
		 * the cell's letters stand for them, with no pass over the
		 * sets to find which are empty.
		 */
		memset(Y, 0, A * nw * sizeof(*Y));
		Ly = vy->b->letters + c[i].ky;
		for (u = 0, Yu = Y, yp = ys; u < nw; u++, Yu += A)
			for (ye = ny < 64 * u + 64 ? ys + ny : yp + 64,
			    bit = 1; yp < ye; yp++, bit <<= 1)
				Yu[Ly[(size_t)*yp * leny]] |= bit;
		have = letters(s, vy->cells[c[i].ky])[0];
		nhave = bits_in(have);
		ls = letters(s, vx->cells[c[i].kx])[0];
		for (; ls != 0; ls &= ls - 1) {
			l = (int)low_bit(ls);
			M = s->pm + ((size_t)i * s->A + (size_t)l) * nw;
			/*
			 * The union of the sets of the letters allowed, or all
			 * of y but those of the letters not, whichever is
			 * fewer.
			 */
			acc = c[i].m[l] & have;
			if ((neg = 2 * bits_in(acc) > nhave))
				acc = have & ~acc;
			if (nw == 1) {
				/* One u64 word a set: no loop over the words. */
				for (one = 0; acc != 0; acc &= acc - 1)
					one |= Y[low_bit(acc)];
				M[0] = neg ? ~one & tail : one;
				continue;
			}
			/* The first set copied: no call to clear a word or two. */
			for (t = 0, Yl = Y + (acc != 0 ? low_bit(acc) : 0);
			    t < nw; t++)
				M[t] = acc != 0 ? Yl[t * A] : 0;
			for (acc &= acc - 1; acc != 0; acc &= acc - 1) {
				Yl = Y + low_bit(acc);
				for (t = 0; t < nw; t++)
					M[t] |= Yl[t * A];
			}
			if (!neg)
				continue;
			for (t = 0; t < nw; t++)
				M[t] = ~M[t];
			M[nw - 1] &= tail;
		}
	}
}

/*
 * A table that allows no pair: the crossing after the last, so that the
 * loop of agrees has one test a crossing, not two.
 */
static const uint64_t no_pairs[64];

/*
 * Whether word w of x and word wy of y agree at each crossing of c, which
 * ends with one whose table is no_pairs.
 */
static inline int
agrees(const struct xing *c, const unsigned char *w,
    const unsigned char *wy)
{
	while (c->m[w[c->kx]] >> wy[c->ky] & 1)
		c++;
	return c->m == no_pairs;
}

/*
 * residues_kept for n crossings, n a constant where it is inlined (1 to
 * 3, the most of them): the crossings' tables and places stay in
 * registers, with no loop over them nor a sentinel to test; the verdict
 * of a residue in dy is a bit, with no branch on each crossing.
 */
static inline __attribute__((always_inline)) uint32_t
residues_kept_n(const uint64_t *d, const uint64_t *sm, uint32_t sw,
    const uint32_t *res, const uint64_t *dy, const unsigned char *Lx,
    size_t lenx, const unsigned char *Ly, size_t leny, const struct xing *c,
    int n, uint32_t *out, uint32_t *miss, uint32_t *nmiss)
{
	const uint64_t *m[3];
	size_t kx[3], ky[3];
	const unsigned char *w, *wy;
	uint64_t bits, sb, ok;
	uint32_t jj, j, a, r, *o = out, *mi = miss;
	int i;

	for (i = 0; i < n; i++) {
		m[i] = c[i].m;
		kx[i] = (size_t)c[i].kx;
		ky[i] = (size_t)c[i].ky;
	}
	for (jj = 0; jj < sw; jj++)
		for (sb = sm[jj]; sb != 0; sb &= sb - 1) {
			j = 64 * jj + (uint32_t)low_bit(sb);
			for (bits = d[j]; bits != 0; bits &= bits - 1) {
				a = 64 * j + (uint32_t)low_bit(bits);
				r = res[a];
				if (!(dy[r / 64] >> (r % 64) & 1)) {
					*mi++ = a;
					continue;
				}
				w = Lx + (size_t)a * lenx;
				wy = Ly + (size_t)r * leny;
				ok = m[0][w[kx[0]]] >> wy[ky[0]];
#pragma GCC unroll 3
				for (i = 1; i < n; i++)
					ok &= m[i][w[kx[i]]] >> wy[ky[i]];
				ok &= 1;
				*o = a;
				*mi = a;
				o += ok;
				mi += ok ^ 1;
			}
		}
	*nmiss = (uint32_t)(mi - miss);
	return (uint32_t)(o - out);
}

/*
 * The words of d (its summary sm, of sw u64 words) whose residue is in
 * dy and agrees at the n crossings: into out, how many; the others into
 * miss[*nmiss...]. Only the u64 words the summary has are read: deep
 * in the search most are 0 (with crossing_letters and words_of, 5% and
 * 6% fewer instructions on 7xopen with SCOWL-70 and 6xopen of the
 * bench, 1% on set2/13x13-203, the same search).
 * Out of line, with only what its loop needs: inlined, its pointers
 * and lengths were kept on the stack and read again for each word. A
 * residue never found is word 0 of y, which is checked as any other: a
 * residue is a hint, and a word of y that agrees is a support.
 */
static uint32_t __attribute__((noinline))
residues_kept(const uint64_t *d, const uint64_t *sm, uint32_t sw,
    const uint32_t *res, const uint64_t *dy, const unsigned char *Lx,
    size_t lenx, const unsigned char *Ly, size_t leny, const struct xing *c,
    int n, uint32_t *out, uint32_t *miss, uint32_t *nmiss)
{
	struct xing cn[XW_PAIR_MAX + 1];
	uint64_t bits, m;
	uint32_t jj, j, a, r, *o = out, *mi = miss;

	switch (n) {
	case 1:
		return residues_kept_n(d, sm, sw, res, dy, Lx, lenx, Ly, leny,
		    c, 1, out, miss, nmiss);
	case 2:
		return residues_kept_n(d, sm, sw, res, dy, Lx, lenx, Ly, leny,
		    c, 2, out, miss, nmiss);
	case 3:
		return residues_kept_n(d, sm, sw, res, dy, Lx, lenx, Ly, leny,
		    c, 3, out, miss, nmiss);
	}
	memcpy(cn, c, (size_t)n * sizeof(*c));
	cn[n].m = no_pairs;
	cn[n].kx = cn[n].ky = 0;
	for (jj = 0; jj < sw; jj++)
		for (m = sm[jj]; m != 0; m &= m - 1) {
			j = 64 * jj + (uint32_t)low_bit(m);
			for (bits = d[j]; bits != 0; bits &= bits - 1) {
				a = 64 * j + (uint32_t)low_bit(bits);
				r = res[a];
				if ((dy[r / 64] >> (r % 64) & 1) &&
				    agrees(cn, Lx + (size_t)a * lenx,
				    Ly + (size_t)r * leny))
					*o++ = a;
				else
					*mi++ = a;
			}
		}
	*nmiss = (uint32_t)(mi - miss);
	return (uint32_t)(o - out);
}

/*
 * Word a of a side, whose support in the other is r: kept (r its residue,
 * a to *kept), or taken out of d when there is none (r UINT32_MAX).
 */
static inline void
verdict(uint64_t *d, uint32_t *res, uint32_t a, uint32_t r, uint32_t **kept,
    long *lost)
{
	if (r == UINT32_MAX) {
		d[a / 64] &= ~((uint64_t)1 << (a % 64));
		++*lost;
	} else {
		res[a] = r;
		*(*kept)++ = a;
	}
}

/* The sets agreeing made, with the place of x's letter (revise_pair). */
struct agree_set {
	const uint64_t *set;
	size_t kx;
};

/*
 * The verdicts of the nmiss words of miss, against the sets ps of
 * agreeing (nw u64 words a set) at n crossings: the first u64 word where
 * the sets of a word's letters meet gives its support. Inlined with n a
 * constant (1 to 8), the sets and places stay in registers, with no loop
 * over them; with nw the constant 1 too (a y of 64 words or fewer), no
 * loop over the u64 words either.
 */
static inline __attribute__((always_inline)) void
misses(uint64_t *d, uint32_t *res, const uint32_t *miss,
    uint32_t nmiss, const unsigned char *Lx, size_t lenx,
    const struct agree_set *ps, int n, const uint32_t *ys, uint32_t nw,
    uint32_t **ok, long *lost)
{
	const uint64_t *set[8], *mc[8];
	size_t kx[8];
	const unsigned char *w;
	uint64_t acc;
	uint32_t q, a, t;
	int i;

	for (i = 0; i < n; i++) {
		set[i] = ps[i].set;
		kx[i] = ps[i].kx;
	}
	for (q = 0; q < nmiss; q++) {
		a = miss[q];
		w = Lx + (size_t)a * lenx;
#pragma GCC unroll 8
		for (i = 0; i < n; i++)
			mc[i] = set[i] + (size_t)w[kx[i]] * nw;
		for (t = 0; t < nw; t++) {
			acc = mc[0][t];
#pragma GCC unroll 8
			for (i = 1; i < n; i++)
				acc &= mc[i][t];
			if (acc != 0)
				break;
		}
		verdict(d, res, a, t < nw ? ys[64 * t +
		    (uint32_t)low_bit(acc)] : UINT32_MAX, ok, lost);
	}
}

/* A case of revise_pair's switch on n: misses with n and words constant. */
#define XW_MISSES(k, words) case k: \
	misses(d, res, miss, nmiss, Lx, lenx, ps, k, ys, words, &ok, &lost); \
	goto done;

/*
 * Keep the words of slot x that some word of slot y (ys, ny of them)
 * agrees with at every crossing c[i]; res, the residues of x's words
 * (the word of y found last, checked first). A residue is checked at
 * the first nc crossings only, those whose tables changed since x's last
 * revision of the pair: at the others it agrees still (it was found to
 * agree at each crossing, or its cells allowed every pair, under the
 * same table). The words kept go to out (when not NULL) and their count
 * to *nout. Returns how many words x lost, or -1 when it has none left.
 */
static long
revise_pair(struct solver *s, int x, int y, const struct xing *c, int n,
    int nc, uint32_t *res, const uint32_t *ys, uint32_t ny, uint32_t *out,
    uint32_t *nout)
{
	const struct var *vx = &s->vars[x], *vy = &s->vars[y];
	const unsigned char *w, *Lx = vx->b->letters, *Ly = vy->b->letters;
	size_t lenx = (size_t)vx->len, leny = (size_t)vy->len;
	uint64_t *d = dom(s, x), *dy = dom(s, y), acc;
	const uint64_t *mc[XW_PAIR_MAX];
	/*
	 * The sets agreeing made, a crossing's after another's, with the
	 * place of x's letter: one array, one step a crossing. With n odd
	 * the last is there twice, so that the AND takes two a step.
	 */
	struct agree_set ps[XW_PAIR_MAX + 1];
	uint32_t a, t, nw = (ny + 63) / 64, q, nmiss,
	    *miss = s->pmiss, *o = out != NULL ? out : s->pwords[1], *ok;
	long lost = 0;
	int i;

	ok = o + residues_kept(d, summary(s, x), vx->sw, res, dy, Lx, lenx, Ly,
	    leny, c, nc, o, miss, &nmiss);
	/*
	 * The words whose residue failed: a few are checked against the
	 * words of y one by one; more, against the words of y that agree
	 * at every crossing, an AND of one set a crossing, a u64 word at a
	 * time, once those sets are made (which costs about this much).
	 * A loop each way, each with only what it needs in registers.
	 */
	if ((size_t)nmiss * ny * 2 <= (size_t)n * (ny + 8 * (size_t)s->A *
	    nw)) {
		for (q = 0; q < nmiss; q++) {
			a = miss[q];
			w = Lx + (size_t)a * lenx;
			for (t = 0; t < ny && !agrees(c, w, Ly + (size_t)ys[t] *
			    leny); t++)
				;
			verdict(d, res, a, t < ny ? ys[t] : UINT32_MAX, &ok,
			    &lost);
		}
		goto done;
	}
	if (nmiss > 0) {
		agreeing(s, vx, vy, c, n, ys, ny);
		for (i = 0; i < n; i++) {
			ps[i].set = s->pm + (size_t)i * s->A * nw;
			ps[i].kx = (size_t)c[i].kx;
		}
		/* (From c, not ps: gcc took n for maybe 0.) */
		ps[n].set = s->pm + (size_t)(n - 1) * s->A * nw;
		ps[n].kx = (size_t)c[n - 1].kx;
	}
	if (nw == 1) {
		/* One u64 word of y's: no sets to keep for a second. */
		switch (n) {
		XW_MISSES(1, 1) XW_MISSES(2, 1) XW_MISSES(3, 1)
		XW_MISSES(4, 1) XW_MISSES(5, 1) XW_MISSES(6, 1)
		XW_MISSES(7, 1) XW_MISSES(8, 1)
		}
		for (q = 0; q < nmiss; q++) {
			a = miss[q];
			w = Lx + (size_t)a * lenx;
			for (i = 0, acc = ~(uint64_t)0; i < n; i += 2)
				acc &= ps[i].set[w[ps[i].kx]] &
				    ps[i + 1].set[w[ps[i + 1].kx]];
			verdict(d, res, a, acc != 0 ? ys[low_bit(acc)] :
			    UINT32_MAX, &ok, &lost);
		}
		goto done;
	}
	switch (n) {
	XW_MISSES(1, nw) XW_MISSES(2, nw) XW_MISSES(3, nw) XW_MISSES(4, nw)
	XW_MISSES(5, nw) XW_MISSES(6, nw) XW_MISSES(7, nw) XW_MISSES(8, nw)
	}
	for (q = 0; q < nmiss; q++) {
		a = miss[q];
		w = Lx + (size_t)a * lenx;
		for (i = 0, acc = ~(uint64_t)0; i < n; i++) {
			mc[i] = ps[i].set + (size_t)w[ps[i].kx] * nw;
			acc &= mc[i][0];
		}
		for (t = 0; acc == 0 && ++t < nw; ) {
			acc = ~(uint64_t)0;
			for (i = 0; i < n && acc != 0; i++)
				acc &= mc[i][t];
		}
		verdict(d, res, a, t < nw ? ys[64 * t +
		    (uint32_t)low_bit(acc)] : UINT32_MAX, &ok, &lost);
	}
done:
	if (out != NULL)
		*nout = (uint32_t)(ok - o);
	return ok == o ? -1 : lost;
}

/*
 * The letters at positions p and p + 1 of each word of slot x's length,
 * as one number a word, l * S + l': one load where there were two and
 * the products of a word's place and a letter (29% fewer instructions
 * in crossing_letters on set2/13x13-203). Made at first use.
 */
static const uint16_t *
bigrams(struct solver *s, const struct var *x, int p, int S)
{
	uint16_t **bg;
	const unsigned char *w;
	uint32_t i;

	if (s->bigram == NULL)
		s->bigram = xw_ecalloc((size_t)(s->ix->maxlen + 1) *
		    s->ix->maxlen, sizeof(*s->bigram));
	bg = &s->bigram[(size_t)x->len * s->ix->maxlen + p];
	if (*bg == NULL) {
		*bg = xw_ecalloc((size_t)x->w * 64, sizeof(**bg));
		for (i = 0, w = x->b->letters + p; i < x->n; i++, w += x->len)
			(*bg)[i] = (uint16_t)(w[0] * S + w[1]);
	}
	return *bg;
}

/*
 * For each word of slot v and each k below n, seen[k * stride + B[k][the
 * word]] = 1: the pairs of letters its words have at n positions, with
 * one pass over its words for all of them. Each word marks a byte, a
 * plain store (setting a bit loads and stores, and waits on the word
 * before when that had the same letter), and the bytes become bits
 * after (table_of): a third fewer instructions on set2/13x13-203.
 * Inlined with n a constant where it can be.
 */
static inline __attribute__((always_inline)) void
mark_pairs(struct solver *s, int v, const uint16_t *const *B, int n,
    unsigned char *seen, size_t stride)
{
	const struct var *x = &s->vars[v];
	const uint64_t *d = dom(s, v);
	const uint16_t *b[XW_AHEAD_MOST];
	unsigned char *to[XW_AHEAD_MOST];
	uint64_t bits, sb;
	uint32_t j, jj, nj, sw;
	size_t w;
	int k;

	for (k = 0; k < n; k++) {
		b[k] = B[k];
		to[k] = seen + k * stride;
	}

	/*
	 * In locals: a byte stored might be any field, to the compiler.
	 * Fewer words than u64 words: those the summary has only (see
	 * residues_kept); more, every u64 word, which costs less than the
	 * summary's when most have words.
	 */
	if (*size_of(s, v) < x->w) {
		for (jj = 0, sw = x->sw; jj < sw; jj++)
			for (sb = summary(s, v)[jj]; sb != 0; sb &= sb - 1) {
				j = 64 * jj + (uint32_t)low_bit(sb);
				for (bits = d[j]; bits != 0; bits &= bits - 1) {
					w = 64 * (size_t)j + low_bit(bits);
#pragma GCC unroll 8
					for (k = 0; k < n; k++)
						to[k][b[k][w]] = 1;
				}
			}
	} else {
		for (j = 0, nj = x->w; j < nj; j++)
			for (bits = d[j]; bits != 0; bits &= bits - 1) {
				w = 64 * (size_t)j + low_bit(bits);
#pragma GCC unroll 8
				for (k = 0; k < n; k++)
					to[k][b[k][w]] = 1;
			}
	}
}

/*
 * Into m, for each letter l of ca, the letters of cb that follow it in
 * the pairs seen marks (S bytes a letter); 0 for the other letters.
 */
static void
table_of(const unsigned char *seen, int S, uint64_t ca, uint64_t cb,
    uint64_t *m)
{
	uint64_t b;
	int l, q;

	memset(m, 0, 64 * sizeof(*m));
	for (; ca != 0; ca &= ca - 1) {
		l = (int)low_bit(ca);
		for (q = 0; q < S; q += 8) {
			memcpy(&b, seen + l * S + q, sizeof(b));
			/* The multiply gathers byte k's bit 0 at bit 56 + k. */
			m[l] |= (b * 0x0102040810204080ULL >> 56) << q;
		}
		m[l] &= cb;
	}
}

/* Into mt, table m the other way round (ca, the letters m has). */
static void
transposed(const uint64_t *m, uint64_t ca, uint64_t *mt)
{
	uint64_t bits;
	int l;

	memset(mt, 0, 64 * sizeof(*mt));
	for (; ca != 0; ca &= ca - 1) {
		l = (int)low_bit(ca);
		for (bits = m[l]; bits != 0; bits &= bits - 1)
			mt[low_bit(bits)] |= (uint64_t)1 << l;
	}
}

/*
 * Into m, for each letter l of ca, the letters of cb that follow l at
 * position p in the words of slot v; into mt the other way round. Those
 * are the letters of its cells at p and p + 1, which the words of the
 * pair's sides keep to through a pass over the pairs: the other letters'
 * pairs are not made (a table is kept for a later pass only while its
 * cells have no letter it was not made for: pair_letters).
 */
static void
crossing_letters(struct solver *s, int v, int p, uint64_t ca, uint64_t cb,
    uint64_t *m, uint64_t *mt)
{
	unsigned char seen[64 * 64];
	int S = (s->A + 7) & ~7;
	const uint16_t *B = bigrams(s, &s->vars[v], p, S);

	memset(seen, 0, (size_t)s->A * S);
	mark_pairs(s, v, &B, 1, seen, 0);
	table_of(seen, S, ca, cb, m);
	transposed(m, ca, mt);
}

/*
 * The table of a crossing slot that is not queued and one of whose two
 * cells has one letter: every pair of the cells' letters, with no pass
 * over its words. Not queued, its words fit its cells, and each letter
 * of its cells is some word's there (its revision narrowed them to
 * those, and they have lost none since without its being queued): all
 * its words have the one letter, beside each letter of the other cell.
 * (Checked against crossing_letters on set2/13x13-203: 103,000 tables,
 * none different.)
 */
static void
one_letter_table(uint64_t ca, uint64_t cb, uint64_t *m, uint64_t *mt)
{
	uint64_t bits;

	memset(m, 0, 64 * sizeof(*m));
	memset(mt, 0, 64 * sizeof(*mt));
	for (bits = ca; bits != 0; bits &= bits - 1)
		m[low_bit(bits)] = cb;
	for (bits = cb; bits != 0; bits &= bits - 1)
		mt[low_bit(bits)] = ca;
}

/* The letters the cells of a and b at crossing i of pc have. */
static inline void
crossing_cells(struct solver *s, const struct pairc *pc, int i, uint64_t *ca,
    uint64_t *cb)
{
	*ca = letters(s, s->vars[pc->a].cells[pc->ka[i]])[0];
	*cb = letters(s, s->vars[pc->b].cells[pc->kb[i]])[0];
}

/* A pair's tables, made at its first check: most pairs of a big grid
 * have none. */
static void
pair_tables(struct pairc *pc)
{
	if (pc->m != NULL)
		return;
	pc->m = xw_ecalloc((size_t)pc->n * (132 + XW_AHEAD), sizeof(uint64_t));
	pc->mt = pc->m + (size_t)pc->n * 64;
	pc->stamp = pc->mt + (size_t)pc->n * 64;
	pc->cells = pc->stamp + pc->n;
	pc->changed = pc->cells + 2 * (size_t)pc->n;
	pc->ahead = pc->changed + pc->n;
}

/* Whether the pass over the pairs leaves pair pc out, for its counts. */
static inline int
pair_left_out(struct solver *s, const struct pairc *pc)
{
	return (*size_of(s, pc->a) <= 1 && *size_of(s, pc->b) <= 1) ||
	    (double)*size_of(s, pc->a) * (double)*size_of(s, pc->b) >
	    XW_PAIR_WORK;
}

/* A case of tables_ahead's switch on n: mark_pairs with n constant. */
#define XW_MARK(k) case k: mark_pairs(s, v, B, k, seen, stride); break;

/*
 * What a table made ahead from slot v stands for: its stamp, when it is
 * not queued (the stamp is that of its domain, and lasts from pass to
 * pass); else its version, which each domain change in a pass over the
 * pairs gives anew (enqueue_changed) and which it was given in this pass
 * (no slot is queued when the pass starts), so that no table made in a
 * pass before has it.
 */
static inline void
ahead_key(const struct solver *s, int v, uint64_t *key)
{
	key[0] = s->queued[v] ? 0 : s->state[s->stamps + v];
	key[1] = s->queued[v] ? s->version[v] : 0;
}

/* Whether table ah was made ahead for key and the cells' letters a, b. */
static inline int
made_ahead(const uint64_t *ah, const uint64_t *key, uint64_t a, uint64_t b)
{
	return ah[0] == key[0] && ah[1] == key[1] && ah[2] == a && ah[3] == b;
}

/*
 * crossing_letters for crossing i of pair pp (its cells' letters ca and
 * cb), whose slot is not queued, in one pass over the slot's words with
 * the crossings it makes with the pairs after pp that this pass over the
 * pairs checks and that will make their table again: theirs are made
 * ahead, under the slot's stamp and their cells' letters, and taken as
 * they are when the slot and cells are the same then (pair_letters).
 * 63% of the tables made on set2/13x13-203 were of a slot and stamp
 * that a pass over the slot for another position had read.
 */
static void
tables_ahead(struct solver *s, int pp, int i, uint64_t ca, uint64_t cb,
    uint64_t *m, uint64_t *mt)
{
	uint64_t key[2];
	const struct pairc *pc = &s->pairs[pp];
	struct pairc *qc;
	const struct pairxing *e, *ee;
	const uint64_t *ok = pair_ok(s);
	int v = pc->d[i], S = (s->A + 7) & ~7, n = 1, q, k, pd;
	const struct var *x = &s->vars[v];
	const uint16_t *B[XW_AHEAD_MOST];
	uint64_t *to[XW_AHEAD_MOST], st = s->state[s->stamps + v], a, b;
	unsigned char seen[XW_AHEAD_MOST * 64 * 64];
	size_t stride = (size_t)s->A * (size_t)S;

	ahead_key(s, v, key);
	B[0] = bigrams(s, x, pc->pd[i], S);
	for (e = s->xings + s->xing[v], ee = s->xings + s->xing[v + 1];
	    e < ee && n < XW_AHEAD_MOST; e++) {
		q = e->p;
		k = e->i;
		qc = &s->pairs[q];
		if (q <= pp || (ok[q / 64] >> (q % 64) & 1) ||
		    pair_left_out(s, qc))
			continue;
		pd = qc->pd[k];
		a = letters(s, x->cells[pd])[0];
		b = letters(s, x->cells[pd + 1])[0];
		/* Kept by pair_letters, or with one letter a cell. */
		if (qc->m != NULL && qc->stamp[k] == st &&
		    (a & ~qc->cells[2 * k]) == 0 &&
		    (b & ~qc->cells[2 * k + 1]) == 0)
			continue;
		if (!s->queued[v] && ((a & (a - 1)) == 0 ||
		    (b & (b - 1)) == 0))
			continue;
		pair_tables(qc);
		to[n] = qc->ahead + XW_AHEAD * (size_t)k;
		if (made_ahead(to[n], key, a, b))
			continue;
		to[n][0] = key[0];
		to[n][1] = key[1];
		to[n][2] = a;
		to[n][3] = b;
		B[n++] = bigrams(s, x, pd, S);
	}
	if (n == 1) {
		crossing_letters(s, v, pc->pd[i], ca, cb, m, mt);
		return;
	}
	/* A set a position: one call for all was a byte an instruction. */
	for (k = 0; k < n; k++)
		memset(seen + k * stride, 0, stride);
	/* n a constant: the places in registers, one load and store each. */
	switch (n) {
	XW_MARK(2) XW_MARK(3) XW_MARK(4) XW_MARK(5) XW_MARK(6) XW_MARK(7)
	default:
		mark_pairs(s, v, B, XW_AHEAD_MOST, seen, stride);
	}
	table_of(seen, S, ca, cb, m);
	transposed(m, ca, mt);
	for (k = 1; k < n; k++)
		table_of(seen + k * stride, S, to[k][2], to[k][3], to[k] + 4);
}

/*
 * The pairs of letters each crossing of pc allows, both ways round, from
 * the words of the crossing slot: made again only when its domain has a
 * new stamp.
 */
static void
pair_letters(struct solver *s, int pp)
{
	struct pairc *pc = &s->pairs[pp];
	uint64_t *m, *mt, st, all, was[64], ca, cb, oca, ocb, bits, *ah, key[2];
	int i, p, fresh;

	all = s->A == 64 ? ~(uint64_t)0 : ((uint64_t)1 << s->A) - 1;
	pair_tables(pc);
	for (i = 0; i < pc->n; i++) {
		st = s->state[s->stamps + pc->d[i]];
		crossing_cells(s, pc, i, &ca, &cb);
		/* Cells with a letter the table was not made for: made again. */
		if (st == pc->stamp[i] && st != 0 &&
		    (ca & ~pc->cells[2 * i]) == 0 &&
		    (cb & ~pc->cells[2 * i + 1]) == 0)
			continue;
		oca = pc->cells[2 * i];
		ocb = pc->cells[2 * i + 1];
		pc->cells[2 * i] = ca;
		pc->cells[2 * i + 1] = cb;
		/*
		 * A slot queued lost words to a pair checked before in this
		 * pass and is not revised yet: its stamp stands for the
		 * domain it had, and a table made from fewer words is not
		 * that domain's. Kept under the stamp, it came back after a
		 * backtrack to a state with the stamp and all its words, and
		 * could take out words that had support (343 times in the proof
		 * of set2/13x13-203): made again next time instead.
		 */
		pc->stamp[i] = s->queued[pc->d[i]] ? 0 : st;
		m = pc->m + 64 * i;
		mt = pc->mt + 64 * i;
		memcpy(was, m, sizeof(was));
		if (*size_of(s, pc->d[i]) > XW_PAIR_CROSS_WORDS) {
			for (p = 0; p < 64; p++)
				m[p] = mt[p] = p < s->A ? all : 0;
		} else if (!s->queued[pc->d[i]] && ca != 0 && cb != 0 &&
		    ((ca & (ca - 1)) == 0 || (cb & (cb - 1)) == 0)) {
			one_letter_table(ca, cb, m, mt);
		} else if (!s->queued[pc->d[i]] && st == 0) {
			crossing_letters(s, pc->d[i], pc->pd[i], ca, cb, m, mt);
		} else if (ahead_key(s, pc->d[i], key), made_ahead(ah =
		    pc->ahead + XW_AHEAD * (size_t)i, key, ca, cb)) {
			/* Made by the pass over the slot for another pair. */
			memcpy(m, ah + 4, 64 * sizeof(*m));
			transposed(m, ca, mt);
		} else {
			tables_ahead(s, pp, i, ca, cb, m, mt);
		}
		if (pc->tables == 0 || memcmp(was, m, sizeof(was)) != 0)
			pc->tables = ++s->clock;
		/*
		 * For a residue, the table changed only when a pair of the
		 * cells' letters came or went, or the cells have a letter the
		 * table before was not made for. A pair of a letter the cells
		 * lost is no change: no word of a or b has it, and the cells
		 * keep to these letters until the table is made again.
		 */
		fresh = pc->changed[i] == 0 || (ca & ~oca) != 0 ||
		    (cb & ~ocb) != 0;
		for (bits = ca; !fresh && bits != 0; bits &= bits - 1) {
			p = (int)low_bit(bits);
			fresh = ((was[p] ^ m[p]) & cb) != 0;
		}
		if (fresh)
			pc->changed[i] = ++s->clock;
	}
}

/* The residues of a pair, made at its first check. */
static void
pair_residues(struct solver *s, struct pairc *pc)
{
	size_t na = s->vars[pc->a].n + 1, nb = s->vars[pc->b].n + 1;

	if (pc->resa != NULL)
		return;
	pc->resa = xw_ecalloc(na + nb, sizeof(uint32_t));
	pc->resb = pc->resa + na;
}

/*
 * Into ka, kb, m and mt, the crossings of pc whose tables narrow: those
 * that leave out some pair of the letters their two cells have; into
 * tv, when each table last changed for a residue. A crossing that
 * allows every such pair is no constraint on the words of a and b,
 * which all fit their cells (within a pass over the pairs, cells keep
 * their letters). Returns how many.
 */
static int
narrowing(struct solver *s, const struct pairc *pc, int *ka, int *kb,
    const uint64_t **m, const uint64_t **mt, uint64_t *tv)
{
	const uint64_t *tm;
	uint64_t ca, cb, bits;
	int i, n = 0;

	for (i = 0; i < pc->n; i++) {
		crossing_cells(s, pc, i, &ca, &cb);
		tm = pc->m + 64 * (size_t)i;
		for (bits = ca; bits != 0 &&
		    (tm[low_bit(bits)] & cb) == cb; bits &= bits - 1)
			;
		if (bits == 0)
			continue;
		ka[n] = pc->ka[i];
		kb[n] = pc->kb[i];
		tv[n] = pc->changed[i];
		m[n] = tm;
		mt[n++] = pc->mt + 64 * (size_t)i;
	}
	return n;
}

/*
 * Revise each side of pair p against the other, on the ne crossings
 * narrowing gave (ka, kb, m, mt, tv). Returns -1 when a side runs dry, 1
 * when a side lost words, else 0.
 *
 * A slot that runs dry here is no weight for dom/wdeg: weighed as
 * propagation's dead ends are, the search kept to the stacks
 * (set2/9x9-201 with SCOWL-70: no fill in 30 s with three seeds of
 * four; without, fills in 281-7,949 dead ends).
 */
static int
revise_sides(struct solver *s, int p, int ne, const int *ka, const int *kb,
    const uint64_t *const *m, const uint64_t *const *mt, const uint64_t *tv)
{
	struct pairc *pc = &s->pairs[p];
	struct xing c[XW_PAIR_MAX + 1];
	uint64_t *seen = pair_seen(s, p);
	uint32_t nw[2];
	int side, x, y, i, j, k, nc, a_listed = 0, changed = 0;
	long r;

	pair_residues(s, pc);
	for (side = 0; side < 2; side++) {
		x = side ? pc->b : pc->a;
		y = side ? pc->a : pc->b;
		if (seen[2 * side] == s->state[s->stamps + y] &&
		    seen[2 * side + 1] == pc->tables)
			continue;
		/* The crossings as x sees them, those changed since first. */
		for (i = nc = 0, k = ne; i < ne; i++) {
			j = tv[i] > seen[2 * side + 1] ? nc++ : --k;
			c[j].m = side ? mt[i] : m[i];
			c[j].kx = side ? kb[i] : ka[i];
			c[j].ky = side ? ka[i] : kb[i];
		}
		c[ne].m = no_pairs;
		c[ne].kx = c[ne].ky = 0;
		/* a's words are those its revision kept, when it ran. */
		if (!(side && a_listed))
			nw[!side] = words_of(s, y, s->pwords[!side]);
		r = revise_pair(s, x, y, c, ne, nc, side ? pc->resb : pc->resa,
		    s->pwords[!side], nw[!side], side ? NULL : s->pwords[0],
		    &nw[0]);
		a_listed = !side;
		seen[2 * side] = s->state[s->stamps + y];
		seen[2 * side + 1] = pc->tables;
		block_changed(s, s->pseen + 4 * (size_t)p);
		if (r < 0) {
			s->failed = x;
			return -1;
		}
		if (r > 0) {
			enqueue_changed(s, x);
			changed = 1;
		}
	}
	return changed;
}

/*
 * The pairs' bits from pair first to pair last (none when first is
 * -1) changed: their blocks take new versions, once after the pass (a
 * version a pair cost 0.3% more instructions on 6xopen of the bench).
 */
static void
pair_bits_changed(struct solver *s, int first, int last)
{
	size_t w, end;

	if (first < 0)
		return;
	end = s->pflags + (size_t)last / 64;
	for (w = s->pflags + (size_t)first / 64; w / XW_BLOCK <= end /
	    XW_BLOCK; w += XW_BLOCK)
		block_changed(s, w);
}

int
xw_fill_pairs(struct solver *s)
{
	uint64_t *ok = pair_ok(s);
	struct pairc *pc;
	int p, r = 0, ne, changed = 0, first = -1, last = -1;
	int ka[XW_PAIR_MAX], kb[XW_PAIR_MAX];
	const uint64_t *m[XW_PAIR_MAX], *mt[XW_PAIR_MAX];
	uint64_t tv[XW_PAIR_MAX];

	for (p = 0; p < s->npairs; p++) {
		if (ok[p / 64] >> (p % 64) & 1)
			continue;
		if ((++s->ticks & 1023) == 0 && xw_fill_out_of_time(s)) {
			r = -1;
			break;
		}
		pc = &s->pairs[p];
		if (pair_left_out(s, pc))
			continue;
		pair_letters(s, p);
		if ((ne = narrowing(s, pc, ka, kb, m, mt, tv)) > 0) {
			if ((r = revise_sides(s, p, ne, ka, kb, m, mt, tv)) < 0)
				break;
			changed |= r;
		}
		/* A slot that lost words clears it again when revised. */
		ok[p / 64] |= (uint64_t)1 << (p % 64);
		if (first < 0)
			first = p;
		last = p;
	}
	pair_bits_changed(s, first, last);
	return r < 0 ? -1 : changed;
}

int
xw_fill_pairs_settle(struct solver *s)
{
	int r;

	while (s->npairs > 0 && (r = xw_fill_pairs(s)) != 0)
		if (r < 0 || xw_fill_propagate(s) != 0)
			return -1;
	return 0;
}
