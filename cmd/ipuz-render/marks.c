/* See LICENSE file for copyright and license details. */
/* Texts made fit to draw: runs of combining marks, and of pictures a
   joiner joins, cut to those of Unicode's stream-safe text (cap_marks,
   render.h). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "grid.h"
#include "html.h"
#include "jpz.h"
#include "puzzle.h"
#include "render.h"
#include "utf8.h"
#include "util.h"

/*
 * Cut s, in place, to the first MARKS_MOST of each run of characters
 * that go on the one before them (xw_utf8_joins: combining marks,
 * joiners and the pictures they join, variation selectors). With
 * html, a character reference is the character it names, and a tag,
 * which pango's text leaves out, ends no run; nor does a format
 * control (xw_utf8_format_control), which is kept and not counted. Returns how many were
 * left out; *most, the longest run.
 */
static size_t
cut_mark_runs(char *s, int html, size_t *most)
{
	size_t n = strlen(s), i, o = 0, k, run = 0, cut = 0;
	uint32_t cp, prev = 0;

	for (i = 0; i < n; i += k) {
		if (html && s[i] == '<' && (k = xw_html_tag(s + i)) > 0)
			;	/* kept, in the run */
		else {
			if (!(html && s[i] == '&' && (k = xw_html_entity(s + i,
			    &cp)) > 0) &&
			    (k = xw_utf8_decode(s + i, n - i, &cp)) == 0) {
				k = 1;
				cp = 0xfffd;
			}
			/* A format control (U+200B, U+2060, U+202E) goes on
			   no letter, and a run of them alone is set at once
			   (400 KB in 0.5 s): not counted. But pango sets the
			   marks after one as slowly as on a letter (a letter
			   and 40 KB of U+200B and 30 marks, again and again:
			   16 s), so it is kept and ends no run. */
			if (!xw_utf8_format_control(cp)) {
				run = xw_utf8_joins(prev, cp) ? run + 1 : 0;
				prev = cp;
				*most = run > *most ? run : *most;
				if (run > MARKS_MOST) {
					cut++;
					continue;
				}
			}
		}
		/* Nothing is written before a cut: a text of one letter
		   may be a constant of the model's (xw_str). */
		if (o != i)
			memmove(s + o, s + i, k);
		o += k;
	}
	if (cut > 0)
		s[o] = '\0';
	return cut;
}

/* The most texts cap_marks names; the rest are counted. */
#define MARKS_NAMED	5

/* cut_mark_runs of s, NULL or a text of p: how many it left out, and in
   *most the longest run. */
static size_t
cap_text(char *s, int html, size_t *most)
{
	return s != NULL ? cut_mark_runs(s, html, most) : 0;
}

/* cap_text of the corner marks of the cell at (r, c), kept in p's
   document or of kept (xw_jpz_kept_cells): cut in a copy and set. */
static size_t
cap_corner_marks(struct xw_puzzle *p, const json_object *kept, int r, int c,
    size_t *most)
{
	const char *marks[XW_CORNER_N], *v;
	json_object *tr;
	char *s;
	size_t cut = 0, k;
	int i;

	/* A .jpz cell's top-right number is drawn as the TR mark. */
	if ((tr = xw_jpz_kept_cell(kept, r, c)) != NULL &&
	    (v = xw_jpz_top_right(kept, r, c)) != NULL) {
		s = xw_estrdup(v);
		if ((k = cut_mark_runs(s, 0, most)) > 0) {
			json_object_object_add(tr, "top-right-number",
			    json_object_new_string(s));
			cut += k;
		}
		free(s);
	}
	if (p->doc == NULL || xw_cell_marks(p, r, c, marks) == 0)
		return cut;
	for (i = 0; i < XW_CORNER_N; i++) {
		if (marks[i] == NULL)
			continue;
		s = xw_estrdup(marks[i]);
		if ((k = cut_mark_runs(s, 0, most)) > 0 &&
		    xw_cell_mark_set(p, r, c, i, s) == 0)
			cut += k;
		free(s);
	}
	return cut;
}

/* Say that where, a text of the input name, lost cut marks past the
   first MARKS_MOST of a run of most, for the first MARKS_NAMED of
   *said. */
static void
say_capped(const char *name, const char *where, size_t most, size_t cut,
    size_t *said)
{
	if (cut > 0 && (*said)++ < MARKS_NAMED)
		xw_warnx("%s: warning: %s: a run of %zu characters on one "
		    "letter (marks, or pictures joined), past the %d any "
		    "script or emoji needs; %zu left out", name, where, most,
		    MARKS_MOST, cut);
}

void
cap_marks(struct xw_puzzle *p, const char *name)
{
	const json_object *kept = xw_jpz_kept_cells(p);
	struct xw_clue *clue;
	struct xw_cell *cell;
	char where[CLUE_NAME_SIZE];
	size_t i, j, said = 0, most, cut;

	for (i = 0; i < XW_META_N; i++) {
		most = 0;
		cut = cap_text(p->meta[i], 1, &most);
		say_capped(name, xw_meta_key(i), most, cut, &said);
	}
	for (i = 0; i < p->nlists; i++) {
		most = 0;
		cut = cap_text(p->lists[i].name, 0, &most);
		say_capped(name, "a clue list's name", most, cut, &said);
		for (j = 0; j < p->lists[i].nclues; j++) {
			clue = &p->lists[i].clues[j];
			most = 0;
			/* The name is made only for a clue cut: most are
			   not, and a puzzle has thousands of clues. */
			if ((cut = cap_text(clue->text, 1, &most) +
			    cap_text(clue->number, 0, &most) +
			    cap_text(clue->label, 0, &most) +
			    cap_text(clue->enumeration, 0, &most) +
			    cap_text(clue->answer, 0, &most)) == 0)
				continue;
			clue_warning_name(p, &p->lists[i], clue, where,
			    sizeof(where));
			say_capped(name, where, most, cut, &said);
		}
	}
	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		most = 0;
		if ((cut = cap_text(cell->solution, 0, &most) +
		    cap_text(cell->given, 0, &most) +
		    cap_text(cell->value, 0, &most) +
		    cap_text(cell->label, 0, &most) +
		    cap_corner_marks(p, kept, (int)(i / (size_t)p->width),
		    (int)(i % (size_t)p->width), &most)) == 0)
			continue;
		snprintf(where, sizeof(where), "cell r%zuc%zu",
		    i / (size_t)p->width + 1, i % (size_t)p->width + 1);
		say_capped(name, where, most, cut, &said);
	}
	if (said > MARKS_NAMED)
		xw_warnx("%s: warning: %zu more texts with a run of more "
		    "than %d characters on one letter; those past it left "
		    "out", name, said - MARKS_NAMED, MARKS_MOST);
}
