/* See LICENSE file for copyright and license details. */
#ifndef XW_PUZZLE_H
#define XW_PUZZLE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The puzzle model every reader fills and every writer reads. Fields are
 * public data, like htslib's bam1_t: tools read them directly and change
 * them through the xw_puzzle_set_* functions, which remember what changed
 * so that a writer can keep everything else as it was read.
 */

struct json_object;
struct xw_label;
struct xw_pool;

/* The ipuz version a new document is written as. */
#define XW_IPUZ_VERSION		"http://ipuz.org/v2"

/*
 * Kind URIs, without the "#n" version a document may add (write
 * XW_KIND_CROSSWORD "#1"); xw_puzzle_is_kind takes them as they are.
 */
#define XW_KIND_CROSSWORD	"http://ipuz.org/crossword"
#define XW_KIND_CRYPTIC		"http://ipuz.org/crossword/crypticcrossword"
#define XW_KIND_DIAGRAMLESS	"http://ipuz.org/crossword/diagramless"
#define XW_KIND_ACROSTIC	"http://ipuz.org/acrostic"
#define XW_KIND_CODED		"http://crosswordnexus.com/ipuz/coded"

enum xw_cell_kind {
	XW_CELL_LETTER,		/* a white cell */
	XW_CELL_BLOCK,		/* a black square */
	XW_CELL_NULL		/* omitted: outside a shaped grid */
};

/* Bars on the sides of a cell. */
enum {
	XW_BAR_TOP = 1,
	XW_BAR_RIGHT = 2,
	XW_BAR_BOTTOM = 4,
	XW_BAR_LEFT = 8
};

/* Cell style flags. */
enum {
	XW_STYLE_CIRCLE = 1,	/* shapebg circle */
	XW_STYLE_SHADED = 2,	/* a background colour or highlight */
	XW_STYLE_GIVEN = 4,	/* the given value is shown from the start */
	XW_STYLE_PALETTE = 8	/* color is an ipuz colour number, written
				   as digits: a colour of the program's
				   choosing, not RGB */
};

/*
 * What a setter changed, so a writer knows which parts to regenerate; a
 * caller that changes a field with no setter (a clue's text, a cell's
 * kind) adds its part to the puzzle's changed itself, or an ipuz writer
 * writes that part of a document as it was read. With a grid's part
 * added, the ipuz writer writes the cells of that grid that differ from
 * the document as read from the model (keeping the members of its ipuz
 * style the model does not hold, unless xw_cell_clear emptied it), and
 * copies the rest as they were; a cell's own changed need not be set. A cell's kind shows in every
 * grid: a changed kind is XW_CHANGED_PUZZLE, _SOLUTION and _SAVED.
 */
enum {
	XW_CHANGED_PUZZLE = 1,
	XW_CHANGED_SOLUTION = 2,
	XW_CHANGED_SAVED = 4,
	XW_CHANGED_META = 8,
	XW_CHANGED_CLUES = 16
};

/*
 * Every string of a cell, alternatives, colour and shape too, is made
 * with xw_str (or xw_str_int) and freed with xw_str_free, never free():
 * the short ones a grid is full of are shared constants. A caller that
 * replaces one frees the old with xw_str_free. The array of
 * alternatives is malloc'd and freed with free().
 */
struct xw_cell {
	enum xw_cell_kind kind;
	char *solution;		/* UTF-8: a letter, a rebus, or NULL if unknown */
	char **alternatives;	/* other solutions the cell accepts, NULL-
				   terminated and malloc'd (its strings
				   xw_str), or NULL */
	char *given;		/* a pre-filled value, or NULL */
	char *value;		/* the solver's entry (saved grid), or NULL */
	char *label;		/* the label written in the cell, or NULL */
	char *color;		/* background colour as written, or NULL */
	char *shape;		/* shapebg as written, or NULL */
	unsigned bars;		/* XW_BAR_* */
	unsigned style;		/* XW_STYLE_* */
	unsigned changed;	/* XW_CHANGED_* of this cell: what a
				   setter changed; written from the model
				   even when the same as read */
	unsigned mismatch;	/* XW_CHANGED_SOLUTION, _SAVED: that grid
				   has a block at this white cell; in a
				   diagramless puzzle _SAVED is a block
				   the solver placed, at any cell */
	int number;		/* the number standard numbering gives, or 0 */
};

enum xw_dir {
	XW_DIR_ACROSS,
	XW_DIR_DOWN,
	XW_DIR_OTHER		/* any other list: cells come with each clue */
};

/* A cell position; rows and columns count from 0. */
struct xw_pos {
	int row, col;
};

/* A clue named by its list and number: "Down" and "1". */
struct xw_clueref {
	char *list;		/* a list's name; its direction matches too */
	char *number;
};

/*
 * Every field of a clue that points (number, label, text, enumeration,
 * answer, cells, continued and the strings of its references) comes
 * from xw_puzzle_alloc or xw_puzzle_strndup and is never freed on its
 * own: a new one is assigned over the old, which goes with the puzzle.
 */
struct xw_clue {
	char *number;		/* number as written (a label when there is
				   no number); "" if none */
	char *label;		/* ipuz "label" beside a number: the text
				   shown instead of it, or NULL */
	char *text;		/* the clue; "" if none */
	char *enumeration;	/* e.g. "5,4", or NULL */
	char *answer;		/* an explicit answer field, plain text
				   (not HTML, as text is), or NULL */
	struct xw_pos *cells;	/* the cells it covers, in order */
	size_t ncells;
	int explicit_cells;	/* cells came from the file, not the grid */
	struct xw_clueref *continued;	/* the clues its answer goes on in,
				   in order (ipuz "continued"), or NULL */
	size_t ncontinued;
};

/* A list's name and its array of clues are malloc'd, as is the puzzle's
   array of lists, so that a caller can grow them (xw_ereallocarray). */
struct xw_cluelist {
	char *name;		/* the key as written, "Diagonal:Southeast" */
	enum xw_dir dir;
	struct xw_clue *clues;
	size_t nclues;
};

/* A run of white cells that standard numbering gives a number. */
struct xw_slot {
	enum xw_dir dir;
	int number;
	int row, col;		/* first cell */
	int len;
};

enum xw_meta {
	XW_META_TITLE, XW_META_AUTHOR, XW_META_EDITOR, XW_META_COPYRIGHT,
	XW_META_PUBLISHER, XW_META_PUBLICATION, XW_META_URL,
	XW_META_UNIQUEID, XW_META_INTRO, XW_META_EXPLANATION,
	XW_META_ANNOTATION, XW_META_NOTES, XW_META_DIFFICULTY,
	XW_META_ORIGIN, XW_META_DATE,
	XW_META_N
};

struct xw_puzzle {
	int width, height;
	struct xw_cell *cells;		/* height * width, row-major */
	char *meta[XW_META_N];		/* NULL when absent */
	char *version;			/* "http://ipuz.org/v2", or NULL */
	char **kinds;			/* kind URIs, most general first */
	size_t nkinds;
	struct xw_cluelist *lists;	/* in the order the file has them */
	size_t nlists;
	int has_solution;		/* a solution grid was read */
	int has_saved;			/* a saved (player) grid was read;
					   the ipuz writer writes one too
					   when a cell has a value */
	struct xw_slot *slots;		/* across then down, by number */
	size_t nslots;
	int *slot_of;			/* per cell, 2 slot indices (across,
					   down) or -1: see xw_grid_number;
					   in the block of labels */
	struct xw_label *labels;	/* slots sorted by label, for lookup */
	unsigned changed;		/* XW_CHANGED_* of the whole */
	struct json_object *doc;	/* the .ipuz as read, or NULL */
	struct json_object *kept;	/* ipuz fields beyond the model that a
					   reader of another format keeps
					   ("com.xwtools:puz"), or NULL */
	struct xw_pool *pool;		/* see xw_puzzle_alloc */
	/*
	 * Where each cell was read, for messages about it: a line and a
	 * column (1-based; an int holds them, as a file has at most
	 * XW_MAX_FILE bytes) a cell, row by row, in p's pool: a text grid's
	 * letter, an .ipuz solution's value (read with XW_READ_PLACES); NULL
	 * when the format has no such place (the others). See
	 * xw_cell_place.
	 */
	int *read_at;
	/*
	 * What xw_grid_number last numbered: a cell's number, then its kind
	 * and bars (kind | bars << 4), 2 ints a cell; NULL when it has not.
	 * xw_grid_numbered's quick answer, before it works the runs out.
	 */
	int *numbered_as;
};

/* The ipuz key of a metadata field ("title" for XW_META_TITLE). */
const char *xw_meta_key(enum xw_meta m);

/* Whether day d of month m (1-12) of year y is in the calendar. */
int xw_day_exists(int y, int m, int d);

/*
 * Whether s is a date of ipuz's form, mm/dd/yyyy (one digit allowed for
 * the month and day, as Forkyz writes), of a day there is; its parts to
 * *y, *m and *d.
 */
int xw_ipuz_date(const char *s, int *y, int *m, int *d);

/* A new empty puzzle of width x height white cells, numbered (see
   xw_grid_number), each from 0 (an empty grid, which writers refuse) to
   XW_MAX_DIM; NULL for any other size. Free it with xw_puzzle_free. */
struct xw_puzzle *xw_puzzle_new(int width, int height);
void xw_puzzle_free(struct xw_puzzle *p);

/* The cell at row r, column c (0-based); the caller checks the range. */
struct xw_cell *xw_cell_at(const struct xw_puzzle *p, int r, int c);

/* The "rrggbb" of ipuz colour number s (digits, maybe after a '-'; see
   XW_STYLE_PALETTE): a palette of eight light shades, in turn. */
const char *xw_color_number_rgb(const char *s);

/* The hex digits of the cell's colour, into *hex (past any '#'): the
   palette's for a colour number. Returns their count, 3 or 6, or 4 or 8
   with an alpha digit or two last, and 0 when the colour is no RGB (none,
   or a name). Every writer and ipuz-render judge a colour by it. */
size_t xw_cell_hex(const struct xw_cell *cell, const char **hex);

/*
 * Where the cell at (r, c) was read, into *line and *col (1-based): 1, or
 * 0 when its format says no such place (see read_at).
 */
int xw_cell_place(const struct xw_puzzle *p, int r, int c, long *line,
    long *col);

/* Whether (r, c) is inside the grid and a white cell. */
int xw_is_letter(const struct xw_puzzle *p, int r, int c);

/* The direction of a clue list named name: "Across" or "Down", maybe
   with ":label"; any other name is XW_DIR_OTHER. */
enum xw_dir xw_list_dir(const char *name);

/* A name for a new list of p: base, or "base 2", "base 3"... when p has
   a list of that name already (ipuz keys lists by name); caller frees. */
char *xw_list_new_name(const struct xw_puzzle *p, const char *base);

/*
 * Whether l is the list a clue reference ("continued") names by name:
 * the list of that name, or one of its direction ("Down" is
 * "Down:Downwards").
 */
int xw_list_is(const struct xw_cluelist *l, const char *name);

/* The list of p a clue reference names: the one of that name, else the
   first of its direction; NULL when there is none. */
const struct xw_cluelist *xw_ref_list(const struct xw_puzzle *p,
    const struct xw_clueref *ref);

/*
 * A model string: a copy of s[0..n), except that "", one ASCII character
 * and the numbers 1-999 are shared constants, which saves a .puz a few
 * hundred allocations. Free it with xw_str_free.
 */
char *xw_str(const char *s, size_t n);
void xw_str_free(char *s);

/* xw_str of the number n in decimal: "12" for 12. */
char *xw_str_int(int n);

/*
 * n bytes (aligned for any clue field) that last as long as p, for clue
 * texts and cells: carved from a few large blocks that xw_puzzle_free
 * frees at once, which saves a 15x15 about 150 allocations.
 * xw_puzzle_strndup copies s[0..n) there, with a NUL.
 */
void *xw_puzzle_alloc(struct xw_puzzle *p, size_t n);
char *xw_puzzle_strndup(struct xw_puzzle *p, const char *s, size_t n);

/* The value of ipuz field key beyond the model: from the document read,
   or kept by another format's reader; NULL when there is none. */
struct json_object *xw_puzzle_field(const struct xw_puzzle *p,
    const char *key);

/* The corners of a cell that an ipuz style's "mark" writes text in. */
enum xw_corner {
	XW_CORNER_TL, XW_CORNER_TR, XW_CORNER_BL, XW_CORNER_BR,
	XW_CORNER_N
};

/*
 * The texts of the ipuz "mark" of the cell at (r, c) in the document as
 * read, by corner, into marks (NULL where there is none, and for every
 * corner of a cell changed since): how many there are. The model keeps
 * only a mark that is the cell's one number, as its label.
 */
int xw_cell_marks(const struct xw_puzzle *p, int r, int c,
    const char *marks[XW_CORNER_N]);

/*
 * How many faults the ipuz "mark" of the cell at (r, c) has, as
 * xw_cell_marks reads it: a mark that is not an object, a corner other
 * than TL, TR, BL and BR, a text that is not a string; the first said in
 * buf ("mark BR is a number, not text"). No one draws such a mark.
 */
int xw_cell_mark_faults(const struct xw_puzzle *p, int r, int c, char *buf,
    size_t size);

/* Free what cell c holds and make it an empty white cell, changed in
   every grid (the caller adds XW_CHANGED_PUZZLE, _SOLUTION and _SAVED to
   the puzzle's changed). */
void xw_cell_clear(struct xw_cell *c);

/* Whether kind uri (without "#n") is among the puzzle's kinds. */
int xw_puzzle_is_kind(const struct xw_puzzle *p, const char *uri);

/* Whether the kind URI kind, as a document gives it ("...#1" or
   without a version), is uri (without "#n"). */
int xw_kind_is(const char *kind, const char *uri);

/* Whether the clues' enumerations are shown to the solver: unless ipuz
   "showenumerations" is false. */
int xw_puzzle_shows_enumerations(const struct xw_puzzle *p);

/* An enumeration's bare text: s without the blanks around it and the
   parentheses that enclose it whole ("(4,4) " is "4,4"); its start, and
   in *n its length (0 for NULL). */
const char *xw_enumeration_bare(const char *s, size_t *n);

/* Setters: copy s (NULL clears) and mark the change; a new solution
   drops the cell's alternatives. */
void xw_puzzle_set_solution(struct xw_puzzle *p, int r, int c, const char *s);
void xw_puzzle_set_meta(struct xw_puzzle *p, enum xw_meta m, const char *s);

#ifdef __cplusplus
}
#endif

#endif
