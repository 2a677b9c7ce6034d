/* See LICENSE file for copyright and license details. */
/*
 * The letters of a cell set for draw_grid (draw.c): in one line, shrunk
 * to fit, as a letter is; a rebus (several letters in one cell) that
 * would shrink too far in two lines; and one that two lines cannot hold
 * cut, with a "\u2026", for draw_grid to name in its warning.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "page.h"
#include "util.h"

/* A rebus set in two lines: each at most this share of the cell high
   (two fifths of a letter, so that the first clears the label), their
   middles this many ems apart (a line's height, the boxes apart). */
#define REBUS_TWO	0.21
#define REBUS_PITCH	1.2

/* A cluster of glyphs of a layout's text: where it starts, its width. */
struct cluster {
	int index;
	double w;
};

static int
cluster_cmp(const void *a, const void *b)
{
	return ((const struct cluster *)a)->index -
	    ((const struct cluster *)b)->index;
}

/*
 * The clusters of layout l, one line, in the order of its text (a right
 * to left run is laid out the other way), in *v: their number returned,
 * the text's length in bytes after the last; the caller frees *v.
 */
static size_t
clusters(PangoLayout *l, struct cluster **v)
{
	PangoLayoutIter *it = pango_layout_get_iter(l);
	PangoRectangle r;
	size_t n = 0, cap = 16;

	*v = xw_emalloc(cap * sizeof(**v));
	do {
		if (n + 1 == cap)
			*v = xw_ereallocarray(*v, cap *= 2, sizeof(**v));
		pango_layout_iter_get_cluster_extents(it, NULL, &r);
		(*v)[n].index = pango_layout_iter_get_index(it);
		(*v)[n++].w = fabs((double)r.width) / PANGO_SCALE;
	} while (pango_layout_iter_next_cluster(it));
	pango_layout_iter_free(it);
	qsort(*v, n, sizeof(**v), cluster_cmp);
	(*v)[n].index = (int)strlen(pango_layout_get_text(l));
	return n;
}

/* A copy of text[from..to), with tail after it. */
static char *
line_of(const char *text, int from, int to, const char *tail)
{
	struct xw_buf b = { 0 };

	xw_buf_add(&b, text + from, (size_t)(to - from));
	xw_buf_puts(&b, tail);
	return b.s;
}

/*
 * How the letters t of a cell of side s are set: in one line at size
 * letters, shrunk to fit, as a letter is; a rebus that would shrink
 * below the least (least_scale) in two lines of about the same width,
 * no bigger than REBUS_TWO; and one that two lines at the least cannot
 * hold cut to what they hold, the second ending in "\u2026", so that
 * what is drawn can be read. Free L with letters_free.
 */
void
set_letters(struct text_cache *tc, const char *t, double s, double letters,
    struct letters *L)
{
	PangoLayout *l;
	struct cluster *v;
	char *text;
	double w, room = s * 0.9, least = least_scale(s), sum, half;
	size_t n, i, j;

	memset(L, 0, sizeof(*L));
	L->k = centred_scale(tc, t, s, letters, &w);
	L->w = w * L->k;
	if (L->k >= least)
		return;
	l = cached_layout(tc, t);
	/* A copy: a text measured below may put l out of the cache, and its
	   text with it, before the cut reads it. */
	text = xw_estrdup(pango_layout_get_text(l));
	if ((n = clusters(l, &v)) < 2) {
		free(v);
		free(text);
		return;
	}
	for (sum = 0, i = 0; i < n; i++)
		sum += v[i].w;
	/* Two lines: the first ends where it would pass the half. */
	for (half = 0, i = 0; i < n - 1 && half + v[i].w / 2 < sum / 2; i++)
		half += v[i].w;
	i += i == 0;
	L->line[0] = line_of(text, 0, v[i].index, "");
	L->line[1] = line_of(text, v[i].index, v[n].index, "");
	w = fmax(cached_width(tc, L->line[0]), cached_width(tc, L->line[1]));
	L->k = fmin(s * REBUS_TWO / REF_SIZE, room / w);
	if (L->k < least) {
		/* Cut: each line as much as the least size lets it hold. */
		room /= least;
		for (sum = 0, i = 0; i < n - 1 && sum + v[i].w <= room; i++)
			sum += v[i].w;
		i += i == 0;
		room -= cached_width(tc, "\u2026");
		for (sum = 0, j = i; j < n && sum + v[j].w <= room; j++)
			sum += v[j].w;
		L->cut = j < n;
		free(L->line[0]);
		free(L->line[1]);
		L->line[0] = line_of(text, 0, v[i].index, "");
		L->line[1] = line_of(text, v[i].index, v[j].index,
		    L->cut ? "\u2026" : "");
		w = fmax(cached_width(tc, L->line[0]),
		    cached_width(tc, L->line[1]));
		L->k = fmin(least, s * 0.9 / w);
	}
	L->w = w * L->k;
	free(v);
	free(text);
}

void
letters_free(struct letters *L)
{
	free(L->line[0]);
	free(L->line[1]);
}

/* The letters t of the cell at (x, y), of side s, set as L. */
void
draw_letters(cairo_t *cr, struct text_cache *tc, const char *t,
    const struct letters *L, double x, double y, double s)
{
	double pitch = REBUS_PITCH * REF_SIZE * L->k;

	if (L->line[0] == NULL) {
		centred(cr, tc, t, x, y, s, s * 0.6, s * 0.5);
		return;
	}
	centred_at(cr, tc, L->line[0], x, y, s, s * 0.6 - pitch / 2, L->k);
	centred_at(cr, tc, L->line[1], x, y, s, s * 0.6 + pitch / 2, L->k);
}
