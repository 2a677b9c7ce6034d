/* See LICENSE file for copyright and license details. */
/*
 * The filler's propagation: slots and cells narrowed against each other
 * to a fixpoint, at a cost in proportion to what changed (see fill.h).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fill_priv.h"

uint32_t
xw_fill_active(struct solver *s, int v, uint32_t *out)
{
	uint64_t *sm = summary(s, v), *d = dom(s, v), bits;
	uint32_t jj, j, n = 0;

	for (jj = 0; jj < s->vars[v].sw; jj++)
		for (bits = sm[jj]; bits != 0; bits &= bits - 1) {
			j = 64 * jj + (uint32_t)low_bit(bits);
			if (d[j] != 0)
				out[n++] = j;
			else
				sm[jj] &= ~((uint64_t)1 << (j % 64));
		}
	return n;
}

/*
 * Into s->act the u64 words of v's domain that are not 0 (as
 * xw_fill_active), and into s->tmp their values, in the same pass.
 */
static void
active_words(struct solver *s, int v)
{
	uint64_t *sm = summary(s, v), *d = dom(s, v), *t = s->tmp, bits, x,
	    nz;
	uint32_t jj, j, n = 0, *act = s->act, sw = s->vars[v].sw;

	/* Without a branch on the words, which no predictor guesses. */
	for (jj = 0; jj < sw; jj++) {
		for (bits = sm[jj], nz = 0; bits != 0; bits &= bits - 1) {
			j = 64 * jj + (uint32_t)low_bit(bits);
			x = d[j];
			act[n] = j;
			t[n] = x;
			n += x != 0;
			nz |= (bits & -bits) & -(uint64_t)(x != 0);
		}
		sm[jj] = nz;
	}
	s->nact = n;
}

/*
 * After the filter: drop from s->act the u64 words that went to 0 (their
 * summary bits are left to the next xw_fill_active), and count the words
 * left.
 */
static size_t
settle_active(struct solver *s, int v)
{
	uint64_t *d = dom(s, v), *t = s->tmp, x;
	uint32_t a, j, n = 0, na = s->nact, *act = s->act;

	/* Without a branch on the words. */
	for (a = 0; a < na; a++) {
		j = act[a];
		x = d[j];
		act[n] = j;
		t[n] = x;
		n += x != 0;
	}
	s->nact = n;
	return xw_popcount(t, n);
}

/*
 * A domain of few words is cheaper to check word by word than row by
 * row: the letters of each word against the cells, in both directions.
 */
static int
sparse(const struct var *x, size_t n)
{
	return n * (size_t)x->len < (size_t)x->w * 4;
}

/*
 * Keep the words of s->act in d whose letter at each of the n positions
 * pos is one of the cell's, c0 (the alphabet fits in a u64), without a
 * branch on the words (no predictor guesses which fit): each word's
 * verdict is a bit. Inlined with n a constant, no loop over the
 * positions.
 */
static inline __attribute__((always_inline)) void
fit_letters(const struct solver *s, const struct var *x, uint64_t *d, int n,
    const uint64_t *c0, const int *pos)
{
	const unsigned char *w;
	uint64_t bits, out, ok;
	uint32_t a, j;
	int k;

	for (a = 0; a < s->nact; a++) {
		j = s->act[a];
		out = 0;
		for (bits = d[j]; bits != 0; bits &= bits - 1) {
			w = word_letters(x, 64 * j + (uint32_t)low_bit(bits));
			/* n > 0: the first position outside the loop. */
			for (k = 1, ok = c0[0] >> w[pos[0]]; k < n; k++)
				ok &= c0[k] >> w[pos[k]];
			out |= (bits & -bits) & ((ok & 1) - 1);
		}
		d[j] &= ~out;
	}
}

static void
filter_sparse(struct solver *s, int v)
{
	struct var *x = &s->vars[v];
	uint64_t *d = dom(s, v), bits, *cs[256], c0[256];
	const unsigned char *w;
	uint32_t j, i, a;
	int k, n, pos[256];

	for (k = n = 0; k < x->len; k++) {
		if (!x->dirty[k])
			continue;
		cs[n] = letters(s, x->cells[k]);
		memcpy(view(s, v, k), cs[n], (size_t)s->vstride *
		    sizeof(uint64_t));
		pos[n++] = k;
	}
	if (n == 0)
		return;
	if (s->A > 64) {
		for (a = 0; a < s->nact; a++) {
			j = s->act[a];
			for (bits = d[j]; bits != 0; bits &= bits - 1) {
				i = 64 * j + (uint32_t)low_bit(bits);
				w = word_letters(x, i);
				for (k = 0; k < n; k++)
					if (!(cs[k][w[pos[k]] / 64] >>
					    (w[pos[k]] % 64) & 1))
						break;
				if (k < n)
					d[j] &= ~((uint64_t)1 << (i % 64));
			}
		}
		return;
	}
	for (k = 0; k < n; k++)
		c0[k] = cs[k][0];
	/* One position or two, most often: each with a loop of its own. */
	if (n == 1)
		fit_letters(s, x, d, 1, c0, pos);
	else if (n == 2)
		fit_letters(s, x, d, 2, c0, pos);
	else
		fit_letters(s, x, d, n, c0, pos);
}

/*
 * For each position and letter of slots of x's length, a bit for each
 * u64 word of the index's set of words with that letter there, clear
 * when that word is 0: a rare letter's set is mostly 0, and a search for
 * a support skips those words without reading them. Made at first use,
 * out of line: row_summary is called millions of times.
 */
static const uint64_t *
make_row_summaries(struct solver *s, struct var *x)
{
	size_t sw = ((size_t)x->b->w64 + 63) / 64, kl;
	uint64_t *r;
	const uint64_t *rw;
	uint32_t j;

	if (s->rowsum == NULL)
		s->rowsum = xw_ecalloc((size_t)s->ix->maxlen + 1,
		    sizeof(*s->rowsum));
	if ((r = s->rowsum[x->len]) == NULL) {
		r = s->rowsum[x->len] = xw_ecalloc((size_t)x->len * s->A * sw +
		    1, sizeof(*r));
		for (kl = 0; kl < (size_t)x->len * s->A; kl++) {
			rw = x->b->bits + kl * x->b->w64;
			for (j = 0; j < x->b->w64; j++)
				r[kl * sw + j / 64] |= (uint64_t)(rw[j] != 0) <<
				    (j % 64);
		}
	}
	x->rowsum = r;
	x->rowsw = sw;
	return r;
}

static inline const uint64_t *
row_summary(struct solver *s, struct var *x, int k, int l)
{
	const uint64_t *r;

	if ((r = x->rowsum) == NULL)
		r = make_row_summaries(s, x);
	return r + ((size_t)k * s->A + l) * x->rowsw;
}

/*
 * xw_fill_filter; with lost, the number of words taken out is added to
 * *lost (the u64 words of those of a position gathered in s->tmp and
 * counted at once), and s->act is not read (nor made: see
 * xw_fill_propagate). Keeping the words with the letters left, it
 * clears the summary bits of the u64 words it leaves 0 (which the
 * passes after would read); taking out those with the letters lost,
 * which empties few, it leaves them to the next active_words (clearing
 * them cost more than it saved).
 */
static void
filter(struct solver *s, int v, size_t *lost)
{
	struct var *x = &s->vars[v];
	uint64_t *d = dom(s, v), *cs, *vw, set[4], bits, acc, m, out,
	    *sm = summary(s, v), *t = s->tmp, *tp;
	int k, q, l, nl, nc, keep, r, nr;
	uint32_t j, jj, a, na = s->nact, *act = s->act, nt;
	const uint64_t *rws[256], *rss[256];

	for (k = 0; k < x->len; k++) {
		if (!x->dirty[k])
			continue;
		/*
		 * Take out the words with a letter the cell lost since the
		 * last filter, or keep those with a letter it has, whichever
		 * is fewer rows.
		 */
		cs = letters(s, x->cells[k]);
		vw = view(s, v, k);
		for (q = 0; q < 4; q++)
			set[q] = q < s->vstride ? vw[q] & ~cs[q] : 0;
		if ((nl = set_count(set)) == 0)
			continue;
		nc = set_count(cs);
		if ((keep = nc < nl))
			memcpy(set, cs, sizeof(set));
		memcpy(vw, cs, (size_t)s->vstride * sizeof(*vw));
		for (q = nr = 0; q < 4; q++)
			for (bits = set[q]; bits != 0; bits &= bits - 1) {
				l = 64 * q + (int)low_bit(bits);
				rws[nr] = row(x, s->A, k, l);
				if (!keep)
					rss[nr] = row_summary(s, x, k, l);
				nr++;
			}
		if (!keep) {
			/*
			 * Only the u64 words where some of the lost letters'
			 * sets have words can lose any.
			 */
			for (jj = 0, tp = t; jj < x->sw; jj++) {
				for (r = 1, m = rss[0][jj]; r < nr; r++)
					m |= rss[r][jj];
				for (m &= sm[jj]; m != 0; m &= m - 1) {
					j = 64 * jj + (uint32_t)low_bit(m);
					/* nr > 0: the first row outside the loop. */
					for (r = 1, acc = rws[0][j]; r < nr; r++)
						acc |= rws[r][j];
					/* Without lost too: s->tmp is scratch. */
					out = d[j] & acc;
					d[j] ^= out;
					*tp++ = out;
				}
			}
			if (lost != NULL)
				*lost += xw_popcount(t, (uint32_t)(tp - t));
			continue;
		}
		/*
		 * A u64 word at a time, its rows together: no scratch to
		 * clear and go over again.
		 */
		if (lost != NULL) {
			/* The words in use, as the summary has them. */
			for (jj = nt = 0; jj < x->sw; jj++)
				for (m = sm[jj]; m != 0; m &= m - 1) {
					j = 64 * jj + (uint32_t)low_bit(m);
					for (r = 0, acc = 0; r < nr; r++)
						acc |= rws[r][j];
					out = d[j] & ~acc;
					d[j] ^= out;
					t[nt++] = out;
					sm[jj] &= ~((uint64_t)(d[j] == 0) <<
					    (j % 64));
				}
			*lost += xw_popcount(t, nt);
			continue;
		}
		if (2 * na < x->w) {
			/* Few words in use: only those are worked on. */
			for (a = 0; a < na; a++) {
				j = act[a];
				for (r = 0, acc = 0; r < nr; r++)
					acc |= rws[r][j];
				d[j] &= acc;
			}
			continue;
		}
		for (j = 0; j < x->w; j++) {
			for (r = 0, acc = 0; r < nr; r++)
				acc |= rws[r][j];
			d[j] &= acc;
		}
	}
}

void
xw_fill_filter(struct solver *s, int v)
{
	filter(s, v, NULL);
}

/*
 * The first u64 word where v's domain d and row rw of position k and
 * letter l meet, or UINT32_MAX: only those where both may have words.
 */
static uint32_t
support(struct solver *s, int v, int k, int l, const uint64_t *d,
    const uint64_t *rw)
{
	const uint64_t *sm = summary(s, v), *rs = row_summary(s,
	    &s->vars[v], k, l);
	uint64_t bits;
	uint32_t jj, j, sw = s->vars[v].sw;

	for (jj = 0; jj < sw; jj++)
		for (bits = sm[jj] & rs[jj]; bits != 0; bits &= bits - 1) {
			j = 64 * jj + (uint32_t)low_bit(bits);
			if (d[j] & rw[j])
				return j;
		}
	return UINT32_MAX;
}

/*
 * Of the letters chk (those of u64 q of the set of v's cell k), those
 * that some word of v has there: the residues first, without a branch
 * on each (the verdict is shifted into place), then a search for the
 * letters whose residue failed.
 */
static inline uint64_t
supported(struct solver *s, int v, int k, int q, uint64_t chk,
    const uint64_t *d)
{
	struct var *x = &s->vars[v];
	uint32_t *rj = x->resj + (size_t)k * s->A + 64 * q, j;
	uint64_t *rb = x->resbits + (size_t)k * s->A + 64 * q, bits, keep = 0;
	const uint64_t *rw;
	size_t l;

	for (bits = chk; bits != 0; bits &= bits - 1) {
		l = low_bit(bits);
		keep |= (uint64_t)((d[rj[l]] & rb[l]) != 0) << l;
	}
	for (bits = chk & ~keep; bits != 0; bits &= bits - 1) {
		l = low_bit(bits);
		rw = row(x, s->A, k, 64 * q + (int)l);
		if ((j = support(s, v, k, 64 * q + (int)l, d, rw)) !=
		    UINT32_MAX) {
			keep |= (uint64_t)1 << l;
			rj[l] = j;
			rb[l] = rw[j];
		}
	}
	return keep;
}

/*
 * Into small, for each of the len positions of v's words, the letters
 * the words of s->act have there (the alphabet fits in a u64). Inlined
 * with len a constant, the loop over the positions unrolls and small
 * stays in registers: no loop of its own for each word, nor a load and
 * a store for each letter.
 */
static inline __attribute__((always_inline)) void
letters_had(const struct solver *s, const struct var *x, const uint64_t *d,
    int len, uint64_t *small)
{
	const unsigned char *w;
	uint64_t bits;
	uint32_t a, j;
	int k;

	for (a = 0; a < s->nact; a++) {
		j = s->act[a];
		for (bits = d[j]; bits != 0; bits &= bits - 1) {
			w = word_letters(x, 64 * j + (uint32_t)low_bit(bits));
#pragma GCC unroll 16
			for (k = 0; k < len; k++)
				small[k] = with_bit(small[k], w[k]);
		}
	}
}

/* letters_had for the lengths of most slots, each with its own loop. */
#define XW_HAD(n) case n: { \
		uint64_t h[n] = { 0 }; \
		letters_had(s, x, d, n, h); \
		memcpy(small, h, sizeof(h)); \
		break; \
	}

static void
letters_had_len(const struct solver *s, const struct var *x,
    const uint64_t *d, uint64_t *small)
{
	switch (x->len) {
	XW_HAD(2) XW_HAD(3) XW_HAD(4) XW_HAD(5) XW_HAD(6) XW_HAD(7)
	XW_HAD(8) XW_HAD(9) XW_HAD(10) XW_HAD(11) XW_HAD(12) XW_HAD(13)
	XW_HAD(14) XW_HAD(15)
	default:
		letters_had(s, x, d, x->len, small);
	}
}

/*
 * Keep the letters of each cell of v that some word of v has there. Each
 * letter is checked: with residues found again at the cost of a read,
 * that costs less than finding first the letters of the words lost (it
 * did: 9x9-201 of set2 with SCOWL-70, 4.35 -> 3.79 s). Position skip
 * (or -1) is not checked: v lost only the words a filter of that one
 * position took out, which have none of its cell's letters there, so
 * each of those keeps the words that had it (every letter of a cell had
 * some before, as the fixpoint or a revision of v left it).
 */
static int
narrow_cells(struct solver *s, int v, size_t n, int skip)
{
	struct var *x = &s->vars[v];
	const uint64_t *d = dom(s, v);
	uint64_t *cs, keep, lost, left, bits, (*seen)[4] = NULL, small[256];
	int k, q, i, other;
	uint32_t j, id, a;

	if (sparse(x, n)) {
		/*
		 * The letters the few words have, position by position: in
		 * one u64 a position while the alphabet fits.
		 */
		seen = s->seen_letters;
		memset(seen, 0, (size_t)x->len * sizeof(*seen));
		for (k = 0; k < x->len; k++)
			small[k] = 0;
		if (s->A <= 64)
			letters_had_len(s, x, d, small);
		else
			for (a = 0; a < s->nact; a++) {
				j = s->act[a];
				for (bits = d[j]; bits != 0; bits &= bits - 1) {
					const unsigned char *w;

					id = 64 * j + (uint32_t)low_bit(bits);
					w = word_letters(x, id);
					for (k = 0; k < x->len; k++)
						seen[k][w[k] / 64] |=
						    (uint64_t)1 << (w[k] % 64);
				}
			}
		if (s->A <= 64)
			for (k = 0; k < x->len; k++)
				seen[k][0] = small[k];
	}
	for (k = 0; k < x->len; k++) {
		if (k == skip)
			continue;
		cs = letters(s, x->cells[k]);
		if (s->vstride == 1) {
			/* The alphabet fits in one u64: the others are 0. */
			keep = seen != NULL ? cs[0] & seen[k][0] :
			    supported(s, v, k, 0, cs[0], d);
			if (keep == cs[0])
				continue;
			*view(s, v, k) = cs[0] = keep;
			cell_changed(s, x->cells[k]);
			if (keep == 0)
				return -1;
		} else {
			for (q = 0, lost = left = 0; q < 4; q++) {
				keep = seen != NULL ? cs[q] & seen[k][q] :
				    supported(s, v, k, q, cs[q], d);
				lost |= cs[q] ^ keep;
				left |= keep;
				cs[q] = keep;
			}
			if (lost == 0)
				continue;
			memcpy(view(s, v, k), cs, 4 * sizeof(*cs));
			cell_changed(s, x->cells[k]);
			if (left == 0)
				return -1;
		}
		for (i = 0; i < 2; i++) {
			other = s->cells[x->cells[k]].var[i];
			if (other != v && other >= 0) {
				s->vars[other].dirty[s->cells[x->cells[k]].pos[i]] = 1;
				enqueue(s, other);
			}
		}
	}
	return 0;
}

/* A slot down to one word: no other slot may have it. */
static void
claim(struct solver *s, int v)
{
	const uint64_t *d = dom(s, v);
	struct var *x = &s->vars[v];
	uint32_t j, word;
	int u;

	for (j = 0; d[j] == 0; j++)
		;
	word = 64 * j + (uint32_t)low_bit(d[j]);
	for (u = 0; u < s->nvars; u++) {
		uint64_t *du = dom(s, u);

		if (u == v || s->vars[u].len != x->len || word >= s->vars[u].n ||
		    !(du[word / 64] >> (word % 64) & 1))
			continue;
		du[word / 64] &= ~((uint64_t)1 << (word % 64));
		enqueue_changed(s, u);
	}
}

int
xw_fill_shares_run(const unsigned char *a, int la, const unsigned char *b,
    int lb, int m)
{
	int i, j, k;

	for (i = 0; i + m < la; i++)
		for (j = 0; j + m < lb; j++) {
			for (k = 0; k <= m && a[i + k] == b[j + k]; k++)
				;
			if (k > m)
				return 1;
		}
	return 0;
}

/*
 * -m: slot v is down to one word. Another slot down to one may not share
 * a long run with it; one with few words left loses those that do (the
 * check of many words would cost more than it saves). -1 on a clash.
 */
static int
shared_runs(struct solver *s, int v)
{
	const struct var *x = &s->vars[v], *y;
	const unsigned char *a = word_letters(x, (uint32_t)single_word(s, v));
	int m = s->o->max_shared, u, i, changed;
	uint64_t *du, bits;
	long word;
	uint32_t j, id;
	size_t n;

	for (i = 0; i < s->nfixed; i++)
		if (xw_fill_shares_run(a, x->len, s->fixed[i], s->fixedlen[i], m))
			return -1;
	for (u = 0; u < s->nvars; u++) {
		y = &s->vars[u];
		if (u == v || y->len <= m)
			continue;
		if ((word = single_word(s, u)) >= 0) {
			if (xw_fill_shares_run(a, x->len, word_letters(y,
			    (uint32_t)word), y->len, m))
				return -1;
			continue;
		}
		du = dom(s, u);
		if ((n = count(du, y->w)) > 256)
			continue;
		for (j = 0, changed = 0; j < y->w; j++) {
			for (bits = du[j]; bits != 0; bits &= bits - 1) {
				id = 64 * j + (uint32_t)low_bit(bits);
				if (!xw_fill_shares_run(a, x->len, word_letters(y, id),
				    y->len, m))
					continue;
				du[j] &= ~((uint64_t)1 << (id % 64));
				changed = 1;
			}
		}
		if (changed)
			enqueue_changed(s, u);
	}
	return 0;
}

int
xw_fill_propagate(struct solver *s)
{
	int v, i, k, full, skip;
	size_t n, before, lost;

	while (s->nqueue > 0) {
		/* The first propagation of a large grid is long: -t bounds it. */
		if ((++s->ticks & 1023) == 0 && xw_fill_out_of_time(s))
			goto fail;
		v = s->queue[--s->nqueue];
		s->queued[v] = 0;
		new_version(s, v);
		before = n = *size_of(s, v);
		full = s->full[v] || before == UINT64_MAX;
		skip = -1;
		if (!full && !sparse(&s->vars[v], n)) {
			/*
			 * Only its cells narrowed: its count is exact, and the
			 * words the filter takes out are counted as they go,
			 * with no pass over the domain before and after.
			 */
			/* One position filtered: narrow_cells skips it. */
			for (k = 0; k < s->vars[v].len; k++)
				if (s->vars[v].dirty[k])
					skip = skip == -1 ? k : -2;
			lost = 0;
			filter(s, v, &lost);
			n -= lost;
			/* narrow_cells reads s->act when the words are few. */
			if (n != before && sparse(&s->vars[v], n))
				s->nact = xw_fill_active(s, v, s->act);
		} else {
			active_words(s, v);
			if (n == UINT64_MAX)
				n = xw_popcount(s->tmp, s->nact);
			if (sparse(&s->vars[v], n))
				filter_sparse(s, v);
			else
				filter(s, v, NULL);
			n = settle_active(s, v);
		}
		memset(s->vars[v].dirty, 0, (size_t)s->vars[v].len);
		*size_of(s, v) = n;
		if (n != before)
			block_changed(s, s->counts + (size_t)v);
		s->full[v] = 0;
		if (n != before && s->npairs > 0)
			xw_fill_pairs_touch(s, v);
		if (n != before && s->activity != NULL)
			s->activity[v] += s->act_inc;
		/*
		 * The same words as at its last revision: the letters they
		 * allow its cells are those they allowed then.
		 */
		if (n == before && !full && n > 0)
			continue;
		if (n == 0 || narrow_cells(s, v, n, skip) != 0) {
			s->failed = v;
			s->weight[v] += 1;
			goto fail;
		}
		if (n == 1 && !s->o->allow_dupes)
			claim(s, v);
		if (n == 1 && s->o->max_shared > 0 && shared_runs(s, v) != 0) {
			s->failed = v;
			s->weight[v] += 1;
			goto fail;
		}
	}
	return 0;
fail:
	for (i = 0; i < s->nqueue; i++) {
		v = s->queue[i];
		s->queued[v] = 0;
		s->full[v] = 0;
		memset(s->vars[v].dirty, 0, (size_t)s->vars[v].len);
	}
	s->nqueue = 0;
	return -1;
}
