/* See LICENSE file for copyright and license details. */
#ifndef RENDER_H
#define RENDER_H

#include "puzzle.h"
#include "utf8.h"
#include "util.h"

/* What ipuz-render makes. */
enum render_format {
	FORMAT_TEXT,
	FORMAT_SVG,
	FORMAT_PDF,
	FORMAT_PNG
};

/* The options that apply to every puzzle. */
struct render_opts {
	enum render_format format;
	int clues;		/* -c: the clue lists too */
	int key;		/* -k or -K: an answer key after each puzzle */
	int key_only;		/* -K: the answer key alone, without the
				   puzzle's page */
	int solution;		/* -s: the solution in the grid */
	int blank;		/* -b: the grid without the solver's entries */
	int tty;		/* text: the standard output is a terminal,
				   columns wide */
	int color;		/* text: ANSI colours for shading and circles */
	size_t columns;		/* text: the width clues wrap at; 0: none */
	const char *font;	/* -F: the font family */
	double paper_w, paper_h;	/* the page, in points */
	int dpi;		/* -r: PNG pixels an inch */
	int64_t date;		/* SOURCE_DATE_EPOCH, or 0: a PDF's date */
};

/* Which letters a grid shows. */
enum grid_show {
	SHOW_PUZZLE,		/* given letters and the solver's entries */
	SHOW_BLANK,		/* given letters only */
	SHOW_SOLUTION
};

/* model.c: what the grid of a puzzle page shows with o (-s, -b). */
enum grid_show puzzle_show(const struct render_opts *o);

/*
 * text.c: append the terminal picture of p to out: title and credits,
 * the grid in box-drawing characters, and with o->clues the clue lists,
 * with o->key the solution grid after them. A grid wider than the
 * terminal it goes to (o->tty) is said, with name, the input's.
 */
void text_render(const struct xw_puzzle *p, const char *name,
    const struct render_opts *o, struct xw_buf *out);

/*
 * textwords.c: add s[0..n), text from the puzzle, to b as a terminal may
 * be given it: a control character, which would drive the terminal (an
 * escape) or break the picture, as U+FFFD, a tab or a return as a space,
 * and a newline too unless lines (a paragraph may have several); one
 * column for one, so that widths stay true. So is a character that
 * messages escape (xw_is_invisible): a bidirectional override would
 * turn the rest of a grid's row around on a terminal that applies the
 * bidi algorithm, and one that shows as nothing would hide in a cell.
 */
void text_put(struct xw_buf *b, const char *s, size_t n, int lines);

/* textwords.c: the columns s takes as text_put shows it. */
size_t text_shown_width(const char *s);

/* textwords.c: the title, credits, intro and notes of p, wrapped at
   columns (0: each line as it is). */
void text_credits(const struct xw_puzzle *p, size_t columns,
    struct xw_buf *b);

/*
 * textwords.c: a paragraph of HTML text (the intro, the notes) as plain
 * text, its words wrapped at columns (0: one line, as it is); nothing for
 * NULL.
 */
void text_paragraph(struct xw_buf *b, const char *html, size_t columns);

/* textwords.c: p's clue lists, each under its heading, labels aligned,
   wrapped at o->columns. */
void text_clue_lists(const struct xw_puzzle *p, const struct render_opts *o,
    struct xw_buf *b);

/*
 * model.c: what a cell holds when show is drawn (the solution, or a given
 * letter or the solver's entry), or NULL; the blank grid of a
 * diagramless puzzle hides its blocks but those the solver placed.
 */
const char *cell_text(const struct xw_cell *cell, enum grid_show show);
int cell_is_block(const struct xw_puzzle *p, const struct xw_cell *cell,
    enum grid_show show);

/* How the side between two cells is drawn. */
enum edge {
	EDGE_NONE,		/* neither cell is drawn */
	EDGE_THIN,		/* between two cells */
	EDGE_OUTER,		/* the outline of the grid */
	EDGE_BAR		/* a bar of a barred puzzle */
};

/* The side above cell (r, c) when across, else the side left of it; r
   and c may be one past the last row or column. */
enum edge edge_at(const struct xw_puzzle *p, int r, int c, int across);

/* The rows and columns of a grid that a picture draws. */
struct grid_box {
	int r0, c0;		/* the first of them */
	int rows, cols;
};

/*
 * The rows and columns of p's grid from the first to the last that holds
 * a cell, into b: whole ones of omitted cells at its edges take no room,
 * on a page or a terminal. All of them when no cell is there, as if none
 * were omitted.
 */
void drawn_box(const struct xw_puzzle *p, struct grid_box *b);

/*
 * Whether p's grid is drawn with standard numbering: when no cell has a
 * label or an ipuz mark. A grid that labels its cells itself shows its
 * own labels and no others, as in a "gaps" grid that leaves some entries
 * unlabelled.
 */
int numbered_grid(const struct xw_puzzle *p);

/* The label drawn in a cell: its label, or with numbered (numbered_grid)
   its number, in buf; NULL when it has none or show hides it. */
const char *cell_label(const struct xw_puzzle *p, const struct xw_cell *cell,
    enum grid_show show, int numbered, char *buf);

/*
 * The texts drawn in the corners of the cell at (r, c), into corner
 * (NULL where none): its ipuz marks, or in the top right the number of
 * a .jpz cell of kept (xw_jpz_kept_cells, asked once a grid), and before
 * the top left one its label (cell_label), in tl, which the caller
 * frees. A mark that is the label is drawn once, as the label.
 */
void cell_corners(const struct xw_puzzle *p, int r, int c, enum grid_show show,
    int numbered, const struct json_object *kept,
    const char *corner[XW_CORNER_N], struct xw_buf *tl);

/* answers.c: the answers the key gives the clues, and the warnings of
   clues drawn with no entry, or whose answer is not the grid's. */
/*
 * The text of the answer to clue (of list l), or NULL when the solution
 * does not give it: the caller frees it.
 */
char *clue_answer(const struct xw_puzzle *p, const struct xw_cluelist *l,
    const struct xw_clue *clue);

/*
 * Warn, with name (the input's), of each clue of p drawn in a list (-c,
 * or on a page's key, -k) though the grid has no entry for it or for a
 * part it goes on in ("continued"), and say that the key draws '\u2014'
 * for the answer it cannot give.
 */
void warn_unplaced_clues(const struct xw_puzzle *p, const char *name,
    const struct render_opts *o);

/* clues.c: the clue lists as drawn. */
/* The heading of clue list l, at *s, its length returned: "Across", the
   label of "Diagonal:Label", the name of "Down:" (of no label). */
size_t list_heading(const struct xw_cluelist *l, const char **s);

/*
 * A clue list as drawn: its clues, and in the place of an entry that
 * another clue's answer goes on in ("continued", "numbers") and that
 * has no clue of its own, a line "See 5" as printed crosswords have
 * ("See 5 Across" when that clue is in another list). Each has the
 * label drawn before it: the clue's own ipuz "label", else its number,
 * and for a clue that goes on, the numbers of all its entries ("1, 4",
 * "5, 2 down").
 */
struct shown_list {
	struct xw_cluelist l;	/* its clues copies of the list's */
	unsigned char *see;	/* l.clues[j] is such a line */
	char **label;		/* l.clues[j]'s label */
};

/* The widest label the label column of a clue list widens for: a wider
   one runs on into its clue's first line. */
#define LABEL_MOST	"00, 00 across"

/* List i of p as drawn, in s; free it with shown_list_free. */
void shown_list(const struct xw_puzzle *p, size_t i, struct shown_list *s);
void shown_list_free(struct shown_list *s);

/* The characters a warning quotes of a label, a list's name or an
   answer (xw_utf8_shown: cut between two characters, "..." after). */
#define SHOWN_MOST	60

/* Room for a clue's name as clue_warning_name gives it. */
#define CLUE_NAME_SIZE	(2 * XW_SHOWN_SIZE(SHOWN_MOST) + 8)

/* Clue of list l as each warning names it, as drawn, in buf of size
   (CLUE_NAME_SIZE): "clue 1 Across", "clue 1, 4 Across", "clue H1
   Hearts", a label or name past SHOWN_MOST characters cut. */
void clue_warning_name(const struct xw_puzzle *p,
    const struct xw_cluelist *l, const struct xw_clue *clue, char *buf,
    size_t size);

/*
 * model.c: how many bytes of prefix, words that end in a space ("by ",
 * "edited by "), go before credit, a field of the puzzle: none when the
 * credit begins with them in any ASCII case ("By Raymond Hamel"), the
 * words it does not begin with when it begins with their last ones.
 */
size_t credit_prefix(const char *credit, const char *prefix);

/* model.c: the character drawn faintly behind a cell of ipuz shapebg
   name (a star's), or NULL when there is none by that name. */
const char *shape_glyph(const char *name);

/*
 * model.c: warn, with name (the input's), of what of p is not drawn with
 * o: shapes unknown, or in a terminal picture shapes but the circle
 * (the circle alone has a mark there); clues that name no entry
 * (warn_unplaced_clues).
 */
void warn_undrawn(const struct xw_puzzle *p, const char *name,
    const struct render_opts *o);

/*
 * The most characters that go on one letter (combining marks, joiners
 * and the pictures they join, variation selectors) that a picture
 * draws in a row: Unicode's stream-safe text (UAX #15) has no run of
 * marks longer, and no script needs one; the longest of Unicode's
 * emoji ZWJ sequences (UTS #51, a kiss with two skin tones) has 9
 * after its first picture. Pango's line breaking takes time that grows
 * faster than the run: a letter with 20,000 marks took 26 seconds to
 * set; with an emoji font, a picture with 2,856 joined took 5.5 times
 * the instructions of one with 1,428 (harfbuzz), one with 5,713 2.7 s.
 */
#define MARKS_MOST	30

/*
 * marks.c: cut, in p's texts that any picture draws (the metadata, the
 * clue lists, the cells' letters, labels and corner marks), each run of
 * marks on one letter to its first MARKS_MOST, with a warning naming
 * the text (name, the input's); once, before p is drawn.
 */
void cap_marks(struct xw_puzzle *p, const char *name);

/* model.c: the colours of cells. */
/* The grey of a shaded cell of no colour that can be read. */
#define SHADE_GREY	0.82

/*
 * The colour of cell in rgb: its string as written ("C0C0C0", "#c0c0c0",
 * "#ccc"), or for an ipuz
 * colour number (XW_STYLE_PALETTE) on a white cell a light shade of a
 * palette of eight, the number wrapping round; 0, or -1 when it has none
 * that can be read (a name; a number on a block).
 */
int cell_color(const struct xw_cell *cell, double rgb[3]);

/* The colour cell is filled with: its own (cell_color), else
   SHADE_GREY when it is shaded, white when not. */
void cell_fill(const struct xw_cell *cell, double rgb[3]);

/* Whether the cell is shaded: white (FFFFFF, the page's colour, which
   some editors write for every plain cell) is no shade. */
int shaded_cell(const struct xw_cell *cell);

/*
 * Whether the cell is shaded in a colour so dark that black ink on it
 * cannot be read (navy, black): its labels, circles and letters are
 * drawn white.
 */
int dark_cell(const struct xw_cell *cell);

/*
 * The cairo side (doc_new in fonts.c, the others in page.c). A document:
 * one PDF of every puzzle given, or one SVG or PNG image of one puzzle;
 * doc_new returns NULL with e filled when cairo and pango cannot be
 * loaded. doc_add draws p's pages; it returns 0, or -1 with e filled
 * (name for messages). doc_end writes the document into out and frees d;
 * it returns 0, or -1 with e filled (name: the output's, for messages).
 */
struct doc;
struct doc *doc_new(const struct render_opts *o, struct xw_error *e);
int doc_add(struct doc *d, const struct xw_puzzle *p, const char *name,
    struct xw_error *e);
int doc_end(struct doc *d, struct xw_buf *out, const char *name,
    struct xw_error *e);

/*
 * geometry.c: the size in points of the paper called name (letter,
 * legal, a4 or a5, in any case) in *w and *h: 0, or -1 when there is no
 * such paper.
 */
int paper_size(const char *name, double *w, double *h);

/* settings.c: the format -t names (name), or the one the extension of
   -o's path gives (name NULL); -1 for neither. */
int format_of(const char *name, const char *path);

/*
 * settings.c: the format (-t's, the extension of -o's file, or by where
 * the output goes) of the flags of -t, -o, -p and -r (0: not given) and
 * o's font (-F) and key (-k), for ninputs inputs, into *format: 0; or -1
 * with e filled (XW_ERR_ARG, no file) for a name that says another
 * format or none, or options that cannot go with the format.
 */
int format_fault(const struct render_opts *o, const char *tflag,
    const char *oflag, const char *pflag, long rflag, int ninputs,
    int *format, struct xw_error *e);

/*
 * settings.c: o's format (format_fault), colour, width, resolution and
 * font, from the same flags; exits 2, said, where format_fault fails.
 */
void set_format(struct render_opts *o, const char *tflag, const char *oflag,
    const char *pflag, long rflag, int ninputs);

/*
 * settings.c: o's paper, called name: -p's, $PAPERSIZE, /etc/papersize
 * (its first word that is not a comment, as libpaper reads it), or
 * letter; exits 2 for an unknown one, named with where it came from.
 */
void set_paper(struct render_opts *o, const char *name);

/* The font family without -F. */
#define FONT_DEFAULT	"DejaVu Sans"

/* The range of -r, and the most pixels a PNG may have: DPI_MAX is the
   most that any paper's page allows (A5's, 6712x9524 pixels), and
   MAX_PAGES keeps the tallest image within them at DPI_MIN. */
#define DPI_MIN		10
#define DPI_MAX		1152
#define PNG_MAX_SIDE	32767
#define PNG_MAX_PIXELS	(64L * 1000 * 1000)

#endif
