/* See LICENSE file for copyright and license details. */
/*
 * The .xd reader and writer (formats.md, section 4): the original dialect
 * (sections apart by two blank lines, '.' an unknown cell) and the newer
 * one (## headers, '.' a block when the grid has no '#', ## Start, ##
 * Design). What ipuz has no place for (unknown metadata, clue metadata
 * lines, rebus keys, cluegroup letters, unknown sections) is kept in the
 * document under "com.xwtools:xd", so xd -> ipuz -> xd loses none of it.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "grid.h"
#include "ipuz.h"
#include "utf8.h"
#include "xd.h"

#define KEPT_KEY	"com.xwtools:xd"
#define MAX_NUMBER_DIGITS 6

enum kind { S_META, S_GRID, S_CLUES, S_NOTES, S_START, S_DESIGN, S_OTHER };

static const char *const kind_names[] = { "Metadata", "Grid", "Clues",
    "Notes", "Start", "Design" };

/* A line of the file, without its end of line. */
struct line {
	const char *s;
	size_t n;
	long no;
};

struct section {
	enum kind kind;
	char *name;		/* as written; NULL for implicit sections */
	long no;		/* line of the header, 0 when implicit */
	size_t *idx;		/* its lines, as indices of reader.lines */
	size_t n, cap;
};

/* A one-character key and its text: Rebus: and Cluegroup: entries. */
struct entry {
	char key[8];
	char *value;
};

struct reader {
	const char *name;
	struct xw_error *e;
	struct line *lines;
	size_t nlines;
	struct section *secs;
	size_t nsecs;
	struct xw_puzzle *p;
	struct entry *rebus, *groups;
	size_t nrebus, ngroups;
	int special;		/* a Special: header was read */
	int shaded;		/* it says shaded, not circle */
	char *split;		/* splitcharacter: */
	char *description;
	char *meta[XW_META_N];	/* until there is a puzzle to hold them */
	json_object *seen;	/* metadata keys read, lower case */
	json_object *kept;	/* what goes under KEPT_KEY */
	json_object *ids;	/* clue ids read: "A1" */
	unsigned char *clued;	/* per slot */
};

static int
is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r' ||
	    c == '\n';
}

/* s[0..*n) without the blanks around it. */
static const char *
trim(const char *s, size_t *n)
{
	while (*n > 0 && is_space((unsigned char)*s)) {
		s++;
		(*n)--;
	}
	while (*n > 0 && is_space((unsigned char)s[*n - 1]))
		(*n)--;
	return s;
}

static int
lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* Whether s[0..n) is word, ignoring ASCII case. */
static int
same_word(const char *s, size_t n, const char *word)
{
	size_t i;

	if (strlen(word) != n)
		return 0;
	for (i = 0; i < n; i++)
		if (lower((unsigned char)s[i]) != lower((unsigned char)word[i]))
			return 0;
	return 1;
}

static const char *
find(const char *s, size_t n, const char *what)
{
	size_t k = strlen(what), i;

	for (i = 0; i + k <= n; i++)
		if (memcmp(s + i, what, k) == 0)
			return s + i;
	return NULL;
}

/* A section header: "## " and a name. */
static int
is_header(const char *s, size_t n, const char **name, size_t *len)
{
	if (n < 4 || memcmp(s, "## ", 3) != 0)
		return 0;
	*len = n - 3;
	*name = trim(s + 3, len);
	return *len > 0;
}

/* Sniffing */

/* The next line from *off, trimmed; 0 at the end. */
static int
next_line(const char *buf, size_t len, size_t *off, const char **s, size_t *n)
{
	const char *nl;

	if (*off >= len)
		return 0;
	*s = buf + *off;
	nl = memchr(*s, '\n', len - *off);
	*n = nl != NULL ? (size_t)(nl - *s) : len - *off;
	*off += *n + (nl != NULL);
	*s = trim(*s, n);
	if (*n > 0 && (*s)[*n - 1] == '\r')
		(*n)--;
	*s = trim(*s, n);
	return 1;
}

/* "Key: value" with a key of letters, digits, '-' and '_'. */
static int
is_meta_line(const char *s, size_t n)
{
	size_t i;

	if (n == 0 || !((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z')))
		return 0;
	for (i = 1; i < n && s[i] != ':'; i++)
		if (!((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' &&
		    s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') ||
		    s[i] == '-' || s[i] == '_' || s[i] == ' '))
			return 0;
	return i < n;
}

int
xw_xd_sniff(const char *buf, size_t len)
{
	size_t off = 0, n, blanks = 0, lines = 0, nlen;
	const char *s, *name;
	int meta = 0;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		off = 3;
	while (next_line(buf, len, &off, &s, &n) && lines < 2000) {
		lines++;
		if (is_header(s, n, &name, &nlen))
			return same_word(name, nlen, "metadata") ||
			    same_word(name, nlen, "grid") ||
			    same_word(name, nlen, "clues");
		if (n == 0) {
			blanks++;
			continue;
		}
		if (n >= 4 && memcmp(s, "<!--", 4) == 0)
			continue;
		if (!meta) {
			/* The implicit form opens with metadata... */
			if (!is_meta_line(s, n))
				return 0;
			meta = 1;
		} else if (blanks >= 2) {
			/* ...and two blank lines later comes a grid row. */
			return memchr(s, ' ', n) == NULL &&
			    memchr(s, '\t', n) == NULL && memchr(s, ':', n) == NULL;
		}
		blanks = 0;
	}
	return 0;
}

/* Reading */

static int rfail(struct reader *rd, long line, long col, const char *fmt, ...)
    XW_PRINTF(4, 5);

static int
rfail(struct reader *rd, long line, long col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	xw_vseterr(rd->e, XW_ERR_SYNTAX, rd->name, line, col, fmt, ap);
	va_end(ap);
	return -1;
}

static int
split_lines(struct reader *rd, const char *buf, size_t len)
{
	size_t off = 0, cap = 0, n;
	const char *nl, *s;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		off = 3;
	while (off < len) {
		s = buf + off;
		nl = memchr(s, '\n', len - off);
		n = nl != NULL ? (size_t)(nl - s) : len - off;
		off += n + (nl != NULL);
		if (n > 0 && s[n - 1] == '\r')
			n--;
		if (n > XW_MAX_STRING)
			return rfail(rd, (long)rd->nlines + 1, 0, "line longer "
			    "than %ld bytes", XW_MAX_STRING);
		if (rd->nlines == cap) {
			cap = cap != 0 ? 2 * cap : 64;
			rd->lines = xw_ereallocarray(rd->lines, cap,
			    sizeof(*rd->lines));
		}
		rd->lines[rd->nlines].s = s;
		rd->lines[rd->nlines].n = n;
		rd->lines[rd->nlines].no = (long)rd->nlines + 1;
		rd->nlines++;
	}
	return 0;
}

static struct section *
add_section(struct reader *rd, enum kind kind, const char *name, size_t len,
    long no)
{
	struct section *sec;

	rd->secs = xw_ereallocarray(rd->secs, rd->nsecs + 1, sizeof(*rd->secs));
	sec = &rd->secs[rd->nsecs++];
	memset(sec, 0, sizeof(*sec));
	sec->kind = kind;
	sec->name = name != NULL ? xw_estrndup(name, len) : NULL;
	sec->no = no;
	return sec;
}

static void
add_line(struct section *sec, size_t i)
{
	if (sec->n == sec->cap) {
		sec->cap = sec->cap != 0 ? 2 * sec->cap : 32;
		sec->idx = xw_ereallocarray(sec->idx, sec->cap,
		    sizeof(*sec->idx));
	}
	sec->idx[sec->n++] = i;
}

static const struct section *
find_section(const struct reader *rd, enum kind kind)
{
	size_t i;

	for (i = 0; i < rd->nsecs; i++)
		if (rd->secs[i].kind == kind)
			return &rd->secs[i];
	return NULL;
}

/* A section for a header; Metadata may come more than once. */
static int
header_section(struct reader *rd, const char *name, size_t len, long no,
    struct section **cur)
{
	enum kind k;

	for (k = S_META; k < S_OTHER; k++)
		if (same_word(name, len, kind_names[k]))
			break;
	if (k != S_META && k != S_OTHER && find_section(rd, k) != NULL)
		return rfail(rd, no, 0, "second %s section", kind_names[k]);
	*cur = add_section(rd, k, name, len, no);
	return 0;
}

/*
 * Lines into sections. Before the first header, two or more blank lines
 * end a section: metadata, grid, clues, then notes. Whole-line HTML
 * comments are left out.
 */
static int
scan(struct reader *rd)
{
	static const enum kind order[] = { S_META, S_GRID, S_CLUES, S_NOTES };
	struct section *cur = add_section(rd, S_META, NULL, 0, 0);
	size_t i, n, blanks = 0, nlen;
	int explicit = 0, implicit = 0, seen = 0;
	long comment = 0;
	const char *s, *name;

	for (i = 0; i < rd->nlines; i++) {
		n = rd->lines[i].n;
		s = trim(rd->lines[i].s, &n);
		if (comment) {
			if (find(s, n, "-->") != NULL)
				comment = 0;
			continue;
		}
		if (n >= 4 && memcmp(s, "<!--", 4) == 0) {
			if (find(s + 4, n - 4, "-->") == NULL)
				comment = rd->lines[i].no;
			continue;
		}
		if (is_header(s, n, &name, &nlen)) {
			if (header_section(rd, name, nlen, rd->lines[i].no,
			    &cur))
				return -1;
			explicit = 1;
			continue;
		}
		if (n == 0) {
			blanks++;
			add_line(cur, i);
			continue;
		}
		if (!explicit && blanks >= 2 && seen && implicit < 3) {
			if (find_section(rd, order[implicit + 1]) != NULL)
				return rfail(rd, rd->lines[i].no, 0, "second %s "
				    "section", kind_names[order[implicit + 1]]);
			cur = add_section(rd, order[++implicit], NULL, 0, 0);
		}
		blanks = 0;
		seen = 1;
		add_line(cur, i);
	}
	if (comment)
		return rfail(rd, comment, 0, "comment without its end '-->'");
	return 0;
}

/* Metadata */

static const struct {
	const char *key;
	enum xw_meta m;
} meta_names[] = {
	{ "Title", XW_META_TITLE }, { "Author", XW_META_AUTHOR },
	{ "Editor", XW_META_EDITOR }, { "Copyright", XW_META_COPYRIGHT },
	{ "Date", XW_META_DATE }, { "Publisher", XW_META_PUBLISHER },
	{ "Publication", XW_META_PUBLICATION }, { "URL", XW_META_URL },
	{ "UniqueID", XW_META_UNIQUEID }, { "Intro", XW_META_INTRO },
	{ "Explanation", XW_META_EXPLANATION },
	{ "Annotation", XW_META_ANNOTATION },
	{ "Difficulty", XW_META_DIFFICULTY }, { "Origin", XW_META_ORIGIN },
	{ "Notes", XW_META_NOTES }
};

static int
all_digits(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return 1;
}

/* An ISO date as ipuz writes dates, mm/dd/yyyy; else as written. */
static char *
date_in(const char *s, size_t n)
{
	char out[16];

	if (n == 10 && s[4] == '-' && s[7] == '-' && all_digits(s, 4) &&
	    all_digits(s + 5, 2) && all_digits(s + 8, 2)) {
		snprintf(out, sizeof(out), "%.2s/%.2s/%.4s", s + 5, s + 8, s);
		return xw_estrdup(out);
	}
	return xw_estrndup(s, n);
}

/*
 * "K=value" entries apart by spaces or commas; a piece without "K=" goes
 * on with the value before it.
 */
static int
parse_entries(struct reader *rd, const char *s, size_t n, long no,
    const char *what, struct entry **out, size_t *nout)
{
	size_t i = 0, j, k;
	struct entry *en = NULL;
	uint32_t cp;
	char *v;

	while (i < n) {
		while (i < n && (s[i] == ' ' || s[i] == ',' || s[i] == '\t'))
			i++;
		for (j = i; j < n && s[j] != ' ' && s[j] != ',' && s[j] != '\t';
		    j++)
			;
		if (j == i)
			break;
		k = xw_utf8_decode(s + i, j - i, &cp);
		if (k > 0 && k < j - i && s[i + k] == '=' && k < sizeof(en->key)) {
			if (i + k + 1 == j)
				return rfail(rd, no, 0, "%s entry '%.*s' has no "
				    "text after '='", what, (int)(j - i), s + i);
			*out = xw_ereallocarray(*out, *nout + 1, sizeof(**out));
			en = &(*out)[(*nout)++];
			memcpy(en->key, s + i, k);
			en->key[k] = '\0';
			en->value = xw_estrndup(s + i + k + 1, j - i - k - 1);
		} else if (en != NULL) {
			v = xw_emalloc(strlen(en->value) + (j - i) + 2);
			sprintf(v, "%s %.*s", en->value, (int)(j - i), s + i);
			free(en->value);
			en->value = v;
		} else {
			return rfail(rd, no, 0, "%s entry '%.*s' is not "
			    "'K=text' with a one-character key K", what,
			    (int)(j - i), s + i);
		}
		i = j;
	}
	return 0;
}

static const struct entry *
find_entry(const struct entry *en, size_t n, const char *key, size_t klen)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strlen(en[i].key) == klen && memcmp(en[i].key, key, klen) == 0)
			return &en[i];
	return NULL;
}

static int
read_meta_line(struct reader *rd, const char *s, size_t n, long no)
{
	const char *colon = memchr(s, ':', n), *k, *v;
	size_t kn, vn, i;
	char *lk;
	json_object *pair;

	if (colon == NULL)
		return rfail(rd, no, 0, "metadata line without ':'");
	kn = (size_t)(colon - s);
	k = trim(s, &kn);
	vn = (size_t)(s + n - colon - 1);
	v = trim(colon + 1, &vn);
	if (kn == 0)
		return rfail(rd, no, 0, "metadata line without a key before ':'");
	lk = xw_estrndup(k, kn);
	for (i = 0; i < kn; i++)
		lk[i] = (char)lower((unsigned char)lk[i]);
	if (json_object_object_get_ex(rd->seen, lk, NULL)) {
		rfail(rd, no, 0, "metadata key '%.*s' given twice", (int)kn, k);
		free(lk);
		return -1;
	}
	json_object_object_add(rd->seen, lk, NULL);
	free(lk);
	for (i = 0; i < sizeof(meta_names) / sizeof(meta_names[0]); i++) {
		if (!same_word(k, kn, meta_names[i].key))
			continue;
		if (vn > 0)
			rd->meta[meta_names[i].m] = meta_names[i].m ==
			    XW_META_DATE ? date_in(v, vn) : xw_estrndup(v, vn);
		return 0;
	}
	if (same_word(k, kn, "rebus"))
		return parse_entries(rd, v, vn, no, "rebus", &rd->rebus,
		    &rd->nrebus);
	if (same_word(k, kn, "cluegroup"))
		return parse_entries(rd, v, vn, no, "cluegroup", &rd->groups,
		    &rd->ngroups);
	if (same_word(k, kn, "special")) {
		rd->special = 1;
		rd->shaded = same_word(v, vn, "shaded") ||
		    same_word(v, vn, "shade");
		return 0;
	}
	if (same_word(k, kn, "description")) {
		/* "N/A" is what puzzmo writes for none. */
		if (vn > 0 && !same_word(v, vn, "N/A"))
			rd->description = xw_estrndup(v, vn);
		return 0;
	}
	if (same_word(k, kn, "splitcharacter") && vn > 0)
		rd->split = xw_estrndup(v, vn);
	/* Anything else is kept as written, in its order. */
	if (!json_object_object_get_ex(rd->kept, "meta", &pair)) {
		pair = json_object_new_array();
		json_object_object_add(rd->kept, "meta", pair);
	}
	json_object_array_add(pair, json_object_new_array_ext(2));
	pair = json_object_array_get_idx(pair,
	    json_object_array_length(pair) - 1);
	json_object_array_add(pair, json_object_new_string_len(k, (int)kn));
	json_object_array_add(pair, json_object_new_string_len(v, (int)vn));
	return 0;
}

static int
read_meta(struct reader *rd)
{
	const struct section *sec;
	const struct line *l;
	size_t i, j, n;
	const char *s;

	for (i = 0; i < rd->nsecs; i++) {
		sec = &rd->secs[i];
		if (sec->kind != S_META)
			continue;
		for (j = 0; j < sec->n; j++) {
			l = &rd->lines[sec->idx[j]];
			n = l->n;
			s = trim(l->s, &n);
			if (n > 0 && read_meta_line(rd, s, n, l->no))
				return -1;
		}
	}
	return 0;
}

/* The grid */

/* The non-blank lines of a section, trimmed, in *rows (caller frees). */
static size_t
section_rows(const struct reader *rd, const struct section *sec,
    struct line **rows)
{
	size_t i, n = 0, len;
	const struct line *l;

	*rows = xw_ereallocarray(NULL, sec->n + 1, sizeof(**rows));
	for (i = 0; i < sec->n; i++) {
		l = &rd->lines[sec->idx[i]];
		len = l->n;
		(*rows)[n].s = trim(l->s, &len);
		(*rows)[n].n = len;
		(*rows)[n].no = l->no;
		if (len > 0)
			n++;
	}
	return n;
}

/* Cells in a row, or -1 (e filled) at a blank inside it. */
static long
row_cells(struct reader *rd, const struct line *row)
{
	size_t i, k;
	long cells = 0;
	uint32_t cp;

	for (i = 0; i < row->n; i += k, cells++) {
		k = xw_utf8_decode(row->s + i, row->n - i, &cp);
		if (k == 0)
			k = 1;
		if (is_space((int)cp))
			return rfail(rd, row->no, cells + 1, "blank inside a "
			    "grid row");
	}
	return cells;
}

/* Rows of equal length, within the limits; their size in *w, *h. */
static int
check_rows(struct reader *rd, const struct line *rows, size_t n,
    const char *what, int *w, int *h)
{
	size_t r;
	long cells, width = 0;

	for (r = 0; r < n; r++) {
		if ((cells = row_cells(rd, &rows[r])) < 0)
			return -1;
		if (r == 0)
			width = cells;
		else if (cells != width)
			return rfail(rd, rows[r].no, 0, "%s row of %ld cells, "
			    "the first has %ld", what, cells, width);
		if (width > XW_MAX_DIM || r >= XW_MAX_DIM)
			return rfail(rd, rows[r].no, 0, "%s larger than %dx%d",
			    what, XW_MAX_DIM, XW_MAX_DIM);
	}
	*w = (int)width;
	*h = (int)n;
	return 0;
}

static int
is_lower(uint32_t cp)
{
	return cp >= 'a' && cp <= 'z';
}

/* The solution a grid character stands for, in a new string. */
static char *
cell_text(const struct reader *rd, const char *s, size_t k, uint32_t cp)
{
	const struct entry *en = find_entry(rd->rebus, rd->nrebus, s, k);
	char up[2];

	if (en != NULL)
		return xw_estrdup(en->value);
	if (is_lower(cp)) {
		up[0] = (char)(cp - 'a' + 'A');
		up[1] = '\0';
		return xw_estrdup(up);
	}
	return xw_estrndup(s, k);
}

static void
read_cell(struct reader *rd, struct xw_cell *cell, const char *s, size_t k,
    uint32_t cp, int dot_block)
{
	if (cp == '#' || cp == 0x25a0 || (cp == '.' && dot_block)) {
		cell->kind = XW_CELL_BLOCK;
		return;
	}
	if (cp == '_' || cp == 0xff3f) {
		cell->kind = XW_CELL_NULL;
		return;
	}
	if (cp == '.')
		return;		/* unknown: no solution */
	cell->solution = cell_text(rd, s, k, cp);
	/* Lower case is special, unless it is a rebus key and no Special:
	   header says what special means. */
	if (is_lower(cp) && (rd->special ||
	    find_entry(rd->rebus, rd->nrebus, s, k) == NULL))
		cell->style |= rd->shaded ? XW_STYLE_SHADED : XW_STYLE_CIRCLE;
}

static int
read_grid(struct reader *rd)
{
	const struct section *sec = find_section(rd, S_GRID);
	struct line *rows = NULL;
	size_t n, r, i, k;
	int w, h, c, dot_block = 1;
	uint32_t cp;

	if (sec == NULL || (n = section_rows(rd, sec, &rows)) == 0) {
		free(rows);
		return rfail(rd, 0, 0, "no grid");
	}
	if (check_rows(rd, rows, n, "grid", &w, &h)) {
		free(rows);
		return -1;
	}
	for (r = 0; r < n; r++)
		if (memchr(rows[r].s, '#', rows[r].n) != NULL ||
		    find(rows[r].s, rows[r].n, "\xe2\x96\xa0") != NULL)
			dot_block = 0;
	rd->p = xw_puzzle_new(w, h);
	rd->p->has_solution = 1;
	for (r = 0; r < n; r++) {
		for (i = 0, c = 0; i < rows[r].n; i += k, c++) {
			k = xw_utf8_decode(rows[r].s + i, rows[r].n - i, &cp);
			read_cell(rd, xw_cell_at(rd->p, (int)r, c), rows[r].s + i,
			    k, cp, dot_block);
		}
	}
	free(rows);
	return 0;
}

/* ## Start: the letters given from the start. */
static int
read_start(struct reader *rd)
{
	const struct section *sec = find_section(rd, S_START);
	struct line *rows = NULL;
	struct xw_cell *cell;
	size_t n, r, i, k;
	int w, h, c;
	uint32_t cp;

	if (sec == NULL || (n = section_rows(rd, sec, &rows)) == 0) {
		free(rows);
		return 0;
	}
	if (check_rows(rd, rows, n, "start grid", &w, &h)) {
		free(rows);
		return -1;
	}
	if (w > rd->p->width || h > rd->p->height) {
		free(rows);
		return rfail(rd, sec->no, 0, "start grid of %dx%d is larger "
		    "than the %dx%d grid", w, h, rd->p->width, rd->p->height);
	}
	for (r = 0; r < n; r++) {
		for (i = 0, c = 0; i < rows[r].n; i += k, c++) {
			k = xw_utf8_decode(rows[r].s + i, rows[r].n - i, &cp);
			cell = xw_cell_at(rd->p, (int)r, c);
			if (cp == '#' || cp == '.' || cp == '_' ||
			    cell->kind != XW_CELL_LETTER)
				continue;
			cell->given = cell_text(rd, rows[r].s + i, k, cp);
			cell->style |= XW_STYLE_GIVEN;
		}
	}
	free(rows);
	return 0;
}

/* One style of ## Design: what a class character does to a cell. */
struct style {
	char key[8];
	unsigned style, bars;
	char *color;
};

static void
style_prop(struct style *st, const char *k, size_t kn, const char *v,
    size_t vn)
{
	static const struct {
		const char *name;
		unsigned bar;
	} bars[] = { { "bar-top", XW_BAR_TOP }, { "bar-right", XW_BAR_RIGHT },
	    { "bar-bottom", XW_BAR_BOTTOM }, { "bar-left", XW_BAR_LEFT } };
	size_t i;

	for (i = 0; i < 4; i++)
		if (same_word(k, kn, bars[i].name) && same_word(v, vn, "true"))
			st->bars |= bars[i].bar;
	if (vn > 1 && *v == '#' && (same_word(k, kn, "background-light") ||
	    same_word(k, kn, "background-color") ||
	    same_word(k, kn, "background"))) {
		free(st->color);
		st->color = xw_estrndup(v + 1, vn - 1);
		st->style |= XW_STYLE_SHADED;
	} else if (same_word(k, kn, "background")) {
		if (same_word(v, vn, "circle"))
			st->style |= XW_STYLE_CIRCLE;
		else if (vn > 0)
			st->style |= XW_STYLE_SHADED;
	}
}

/* "K { prop: value; ... }" rules; -1 when malformed. */
static int
parse_styles(const char *s, size_t n, struct style **out, size_t *nout)
{
	size_t i = 0, k, j, kn, vn, pn;
	const char *close, *p, *semi, *colon;
	struct style *st;
	uint32_t cp;

	for (;;) {
		while (i < n && (is_space((unsigned char)s[i]) || s[i] == '\n'))
			i++;
		if (i == n)
			return 0;
		if ((k = xw_utf8_decode(s + i, n - i, &cp)) == 0 ||
		    k >= sizeof(st->key))
			return -1;
		for (j = i + k; j < n && is_space((unsigned char)s[j]); j++)
			;
		if (j == n || s[j] != '{' ||
		    (close = memchr(s + j, '}', n - j)) == NULL)
			return -1;
		*out = xw_ereallocarray(*out, *nout + 1, sizeof(**out));
		st = &(*out)[(*nout)++];
		memset(st, 0, sizeof(*st));
		memcpy(st->key, s + i, k);
		for (p = s + j + 1; p < close; p = semi + 1) {
			if ((semi = memchr(p, ';', (size_t)(close - p))) == NULL)
				semi = close;
			pn = (size_t)(semi - p);
			if ((colon = memchr(p, ':', pn)) == NULL)
				continue;
			kn = (size_t)(colon - p);
			vn = (size_t)(semi - colon - 1);
			p = trim(p, &kn);
			colon = trim(colon + 1, &vn);
			style_prop(st, p, kn, colon, vn);
		}
		i = (size_t)(close - s) + 1;
	}
}

static void
free_styles(struct style *st, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(st[i].color);
	free(st);
}

static void
apply_style(struct xw_cell *cell, const struct style *st)
{
	cell->style |= st->style;
	cell->bars |= st->bars;
	if (st->color != NULL) {
		free(cell->color);
		cell->color = xw_estrdup(st->color);
	}
}

/* The design grid's rows, from those after the one with </style>. */
static int
design_grid(struct reader *rd, const struct line *rows, size_t n,
    const struct style *st, size_t nst)
{
	size_t r, i, k, j;
	struct xw_cell *cell;
	int w, h, c;

	if (n == 0)
		return 0;
	if (check_rows(rd, rows, n, "design grid", &w, &h))
		return -1;
	if (w > rd->p->width || h > rd->p->height)
		return rfail(rd, rows[0].no, 0, "design grid of %dx%d is larger "
		    "than the %dx%d grid", w, h, rd->p->width, rd->p->height);
	for (r = 0; r < n; r++) {
		for (i = 0, c = 0; i < rows[r].n; i += k, c++) {
			uint32_t cp;

			k = xw_utf8_decode(rows[r].s + i, rows[r].n - i, &cp);
			cell = xw_cell_at(rd->p, (int)r, c);
			if (cell->kind != XW_CELL_LETTER)
				continue;
			for (j = 0; j < nst; j++)
				if (strlen(st[j].key) == k &&
				    memcmp(st[j].key, rows[r].s + i, k) == 0)
					apply_style(cell, &st[j]);
		}
	}
	return 0;
}

/* ## Design: <style> rules, then a grid of their class characters. */
static int
read_design(struct reader *rd)
{
	const struct section *sec = find_section(rd, S_DESIGN);
	struct line *rows = NULL;
	struct xw_buf css = { 0 };
	struct style *st = NULL;
	size_t n, r, nst = 0;
	const char *open, *close = NULL;
	int ret = -1;

	if (sec == NULL)
		return 0;
	n = section_rows(rd, sec, &rows);
	if (n == 0 || (open = find(rows[0].s, rows[0].n, "<style>")) == NULL) {
		rfail(rd, n > 0 ? rows[0].no : sec->no, 0, "design section "
		    "without <style> first");
		goto out;
	}
	open += 7;
	for (r = 0; r < n; r++) {
		const char *s = r == 0 ? open : rows[r].s;
		size_t len = rows[r].n - (size_t)(s - rows[r].s);

		if ((close = find(s, len, "</style>")) != NULL) {
			xw_buf_add(&css, s, (size_t)(close - s));
			break;
		}
		xw_buf_add(&css, s, len);
		xw_buf_add(&css, "\n", 1);
	}
	if (close == NULL) {
		rfail(rd, rows[0].no, 0, "<style> without </style>");
		goto out;
	}
	if (css.len > 0 && parse_styles(css.s, css.len, &st, &nst)) {
		rfail(rd, rows[0].no, 0, "style rules are not 'K { property: "
		    "value }'");
		goto out;
	}
	ret = design_grid(rd, rows + r + 1, n - r - 1, st, nst);
out:
	free(css.s);
	free(rows);
	free_styles(st, nst);
	return ret;
}

/* Clues */

static const struct {
	char c;
	const char *tag;
} marks[] = { { '/', "i" }, { '*', "b" }, { '_', "u" }, { '-', "s" },
    { '~', "sub" }, { '^', "sup" } };

static int
mark_index(int c)
{
	size_t i;

	for (i = 0; i < sizeof(marks) / sizeof(marks[0]); i++)
		if (marks[i].c == c)
			return (int)i;
	return -1;
}

/* Field f of "a | b | c", trimmed. */
static void
put_field(struct xw_buf *b, const char *s, size_t n, int f)
{
	const char *bar;
	size_t len;

	while (f-- > 0 && (bar = memchr(s, '|', n)) != NULL) {
		n -= (size_t)(bar - s) + 1;
		s = bar + 1;
	}
	bar = memchr(s, '|', n);
	len = bar != NULL ? (size_t)(bar - s) : n;
	s = trim(s, &len);
	xw_buf_add(b, s, len);
}

/*
 * Links, images and coloured text keep only their text, as kotwords
 * reads them: {@text|url@}, {!url|alt|w|h!} (or {!! !!}), {#text|c|c#}.
 */
static void
flatten_leaves(const char *s, size_t n, struct xw_buf *b)
{
	size_t i = 0, open;
	const char *end, *kind;
	char close[3];
	int none[3] = { 0, 0, 0 };	/* no closer of this kind is left */

	while (i < n) {
		if (s[i] == '{' && i + 1 < n && s[i + 1] != '\0' &&
		    (kind = strchr("@!#", s[i + 1])) != NULL &&
		    !none[kind - "@!#"]) {
			close[0] = s[i + 1];
			close[1] = '}';
			close[2] = '\0';
			open = i + 2 + (s[i + 1] == '!' && i + 2 < n &&
			    s[i + 2] == '!');
			if ((end = find(s + open, n - open, close)) == NULL)
				none[kind - "@!#"] = 1;
			if (end != NULL) {
				size_t len = (size_t)(end - s) - open;

				if (s[i + 1] == '!' && len > 0 &&
				    s[open + len - 1] == '!')
					len--;
				put_field(b, s + open, len, s[i + 1] == '!');
				i = (size_t)(end - s) + 2;
				continue;
			}
		}
		xw_buf_add(b, s + i, 1);
		i++;
	}
}

/* Clue markup as the HTML ipuz clues hold: {/x/} is <i>x</i>. */
static char *
markup_html(const char *s, size_t n)
{
	struct xw_buf flat = { 0 }, out = { 0 };
	size_t *stack, top = 0, i;
	unsigned char *role;
	int m;

	flatten_leaves(s, n, &flat);
	xw_buf_add(&out, "", 0);
	if (flat.len == 0) {
		free(flat.s);
		return out.s;
	}
	s = flat.s;
	n = flat.len;
	role = xw_ecalloc(n, 1);
	stack = xw_ereallocarray(NULL, n, sizeof(*stack));
	for (i = 0; i + 1 < n; i++) {
		if (s[i] == '{' && mark_index(s[i + 1]) >= 0) {
			stack[top++] = i++;
		} else if (s[i + 1] == '}' && (m = mark_index(s[i])) >= 0 &&
		    top > 0 && s[stack[top - 1] + 1] == s[i]) {
			role[stack[--top]] = 1;
			role[i++] = 2;
		}
	}
	for (i = 0; i < n; i++) {
		if (role[i] == 0) {
			xw_buf_add(&out, s + i, 1);
			continue;
		}
		m = mark_index(s[role[i] == 1 ? i + 1 : i]);
		xw_buf_printf(&out, role[i] == 1 ? "<%s>" : "</%s>", marks[m].tag);
		i++;
	}
	free(role);
	free(stack);
	free(flat.s);
	return out.s;
}

/* The list for a cluegroup letter (0 for uniclues), made when new. */
static struct xw_cluelist *
list_for(struct reader *rd, int group, long no, const char *id)
{
	struct xw_puzzle *p = rd->p;
	const struct entry *en = NULL;
	enum xw_dir dir = group == 'A' ? XW_DIR_ACROSS : group == 'D' ?
	    XW_DIR_DOWN : XW_DIR_OTHER;
	const char *name;
	char key[2] = { (char)group, '\0' };
	size_t i;

	if (dir == XW_DIR_OTHER && group != 0 &&
	    (en = find_entry(rd->groups, rd->ngroups, key, 1)) == NULL) {
		rfail(rd, no, 0, "clue %s: cluegroup '%c' is not named in a "
		    "Cluegroup: header", id, group);
		return NULL;
	}
	name = dir == XW_DIR_ACROSS ? "Across" : dir == XW_DIR_DOWN ? "Down" :
	    en != NULL ? en->value : "Clues";
	for (i = 0; i < p->nlists; i++)
		if (strcmp(p->lists[i].name, name) == 0)
			return &p->lists[i];
	p->lists = xw_ereallocarray(p->lists, p->nlists + 1, sizeof(*p->lists));
	memset(&p->lists[p->nlists], 0, sizeof(p->lists[0]));
	p->lists[p->nlists].name = xw_estrdup(name);
	p->lists[p->nlists].dir = dir;
	return &p->lists[p->nlists++];
}

/* Whether the stated answer is the grid's, split characters aside. */
static int
same_answer(const struct reader *rd, const char *said, size_t n,
    const char *grid)
{
	size_t i, sl = rd->split != NULL ? strlen(rd->split) : 0;

	for (i = 0; i < n; ) {
		if (sl > 0 && n - i >= sl && memcmp(said + i, rd->split, sl) == 0) {
			i += sl;
			continue;
		}
		if (*grid == '\0' || lower((unsigned char)said[i]) !=
		    lower((unsigned char)*grid))
			return 0;
		i++;
		grid++;
	}
	return *grid == '\0';
}

/* "A1 ^Key: text", kept for the clue A1 read before it. */
static int
clue_meta(struct reader *rd, const char *id, const char *s, size_t n,
    long no)
{
	json_object *all, *list;

	if (!json_object_object_get_ex(rd->ids, id, NULL))
		return rfail(rd, no, 0, "clue metadata for %s before clue %s",
		    id, id);
	if (!json_object_object_get_ex(rd->kept, "cluemeta", &all)) {
		all = json_object_new_object();
		json_object_object_add(rd->kept, "cluemeta", all);
	}
	if (!json_object_object_get_ex(all, id, &list)) {
		list = json_object_new_array();
		json_object_object_add(all, id, list);
	}
	json_object_array_add(list, json_object_new_string_len(s, (int)n));
	return 0;
}

/* Where a clue's text and answer are: apart at the last " ~ ". */
static int
split_answer(const char *s, size_t n, size_t *tn, const char **a, size_t *an)
{
	size_t i;

	for (i = n; i-- > 0; ) {
		if (s[i] != '~' || (i > 0 && s[i - 1] != ' ') ||
		    (i + 1 < n && s[i + 1] != ' '))
			continue;
		*tn = i;
		*a = s + i + 1;
		*an = n - i - 1;
		*a = trim(*a, an);
		s = trim(s, tn);
		return *an > 0 ? 0 : -1;
	}
	return -1;
}

static int
add_clue(struct reader *rd, struct xw_cluelist *l, const char *id,
    const char *num, const char *text, size_t tn, const char *ans,
    size_t an, long no)
{
	const struct xw_slot *s = NULL;
	struct xw_clue *clue;
	char *grid = NULL;
	int k;

	if (l->dir != XW_DIR_OTHER) {
		if ((s = xw_slot_by_label(rd->p, l->dir, num)) == NULL)
			return rfail(rd, no, 0, "clue %s has no slot in the grid",
			    id);
		if (rd->clued[s - rd->p->slots]++)
			return rfail(rd, no, 0, "clue %s given twice", id);
	}
	l->clues = xw_ereallocarray(l->clues, l->nclues + 1, sizeof(*l->clues));
	clue = &l->clues[l->nclues++];
	memset(clue, 0, sizeof(*clue));
	clue->number = xw_estrdup(num);
	clue->text = markup_html(text, tn);
	if (s != NULL) {
		clue->ncells = (size_t)s->len;
		clue->cells = xw_ereallocarray(NULL, clue->ncells,
		    sizeof(*clue->cells));
		for (k = 0; k < s->len; k++)
			clue->cells[k] = xw_slot_cell(s, k);
		grid = xw_slot_answer(rd->p, s);
	}
	/* The grid is the truth; an answer that disagrees is kept, for
	   ipuz-check to report and the writer to give back. */
	if (grid == NULL || !same_answer(rd, ans, an, grid))
		clue->answer = xw_estrndup(ans, an);
	free(grid);
	json_object_object_add(rd->ids, id, NULL);
	return 0;
}

/* A clue line, or with dry set only whether it is well formed. */
static int
read_clue_line(struct reader *rd, const char *s, size_t n, long no, int dry)
{
	size_t i = 0, d, tn, an;
	const char *ans;
	char id[24], num[16];
	int group = 0;
	struct xw_cluelist *l;

	if (n > 0 && s[0] >= 'A' && s[0] <= 'Z')
		group = s[i++];
	for (d = i; d < n && s[d] >= '0' && s[d] <= '9'; d++)
		;
	if (d == i || d - i > MAX_NUMBER_DIGITS || d == n ||
	    (s[d] != '.' && s[d] != ' '))
		goto bad;
	snprintf(num, sizeof(num), "%.*s", (int)(d - i), s + i);
	if (group != 0)
		snprintf(id, sizeof(id), "%c%s", group, num);
	else
		snprintf(id, sizeof(id), "%s", num);
	if (s[d] == ' ') {
		for (i = d; i < n && s[i] == ' '; i++)
			;
		if (i == n || s[i] != '^')
			goto bad;
		return dry ? 0 : clue_meta(rd, id, s + i + 1, n - i - 1, no);
	}
	for (d++; d < n && is_space((unsigned char)s[d]); d++)
		;
	if (split_answer(s + d, n - d, &tn, &ans, &an))
		goto bad;
	if (dry)
		return 0;
	if ((l = list_for(rd, group, no, id)) == NULL)
		return -1;
	return add_clue(rd, l, id, num, trim(s + d, &tn), tn, ans, an, no);
bad:
	return rfail(rd, no, 0, "bad clue line '%.*s': want 'A1. clue ~ "
	    "ANSWER'", n > 40 ? 40 : (int)n, s);
}

/*
 * The clue lines; dry, only their form, so that a malformed line is
 * reported before faults of sections read earlier but written later.
 */
static int
read_clues(struct reader *rd, int dry)
{
	const struct section *sec = find_section(rd, S_CLUES);
	const struct line *l;
	size_t i, n;
	const char *s;

	if (sec == NULL)
		return 0;
	if (!dry)
		rd->clued = xw_ecalloc(rd->p->nslots + 1, 1);
	for (i = 0; i < sec->n; i++) {
		l = &rd->lines[sec->idx[i]];
		n = l->n;
		s = trim(l->s, &n);
		if (n > 0 && read_clue_line(rd, s, n, l->no, dry))
			return -1;
	}
	return 0;
}

/* A section's text: its lines without blanks at the ends. */
static char *
section_text(const struct reader *rd, const struct section *sec)
{
	struct xw_buf b = { 0 };
	size_t i, first = 0, last = sec->n, n;
	const char *s;

	while (first < last) {
		n = rd->lines[sec->idx[first]].n;
		trim(rd->lines[sec->idx[first]].s, &n);
		if (n > 0)
			break;
		first++;
	}
	while (last > first) {
		n = rd->lines[sec->idx[last - 1]].n;
		trim(rd->lines[sec->idx[last - 1]].s, &n);
		if (n > 0)
			break;
		last--;
	}
	xw_buf_add(&b, "", 0);
	for (i = first; i < last; i++) {
		n = rd->lines[sec->idx[i]].n;
		s = trim(rd->lines[sec->idx[i]].s, &n);
		xw_buf_add(&b, s, n);
		if (i + 1 < last)
			xw_buf_add(&b, "\n", 1);
	}
	return b.s;
}

/* Notes, and the sections this does not read, kept whole. */
static void
read_rest(struct reader *rd)
{
	struct xw_puzzle *p = rd->p;
	const struct section *sec;
	json_object *list = NULL, *o;
	char *text, *both;
	size_t i;

	for (i = 0; i < rd->nsecs; i++) {
		sec = &rd->secs[i];
		if (sec->kind != S_NOTES && sec->kind != S_OTHER)
			continue;
		text = section_text(rd, sec);
		if (sec->kind == S_OTHER) {
			if (list == NULL) {
				list = json_object_new_array();
				json_object_object_add(rd->kept, "sections", list);
			}
			o = json_object_new_array_ext(2);
			json_object_array_add(o, json_object_new_string(sec->name));
			json_object_array_add(o, json_object_new_string(text));
			json_object_array_add(list, o);
		} else if (*text != '\0' && p->meta[XW_META_NOTES] != NULL) {
			both = xw_emalloc(strlen(p->meta[XW_META_NOTES]) +
			    strlen(text) + 2);
			sprintf(both, "%s\n%s", p->meta[XW_META_NOTES], text);
			free(p->meta[XW_META_NOTES]);
			p->meta[XW_META_NOTES] = both;
		} else if (*text != '\0') {
			p->meta[XW_META_NOTES] = text;
			text = NULL;
		}
		free(text);
	}
	/* A description is the notes when there are none (kotwords). */
	if (rd->description != NULL && p->meta[XW_META_NOTES] == NULL) {
		p->meta[XW_META_NOTES] = rd->description;
		rd->description = NULL;
	} else if (rd->description != NULL) {
		if (!json_object_object_get_ex(rd->kept, "meta", &list)) {
			list = json_object_new_array();
			json_object_object_add(rd->kept, "meta", list);
		}
		o = json_object_new_array_ext(2);
		json_object_array_add(o, json_object_new_string("Description"));
		json_object_array_add(o, json_object_new_string(rd->description));
		json_object_array_add(list, o);
	}
}

/* The rebus keys and cluegroup letters, so the writer can reuse them. */
static void
keep_entries(struct reader *rd, const char *key, const struct entry *en,
    size_t n)
{
	json_object *o;
	size_t i;

	if (n == 0)
		return;
	o = json_object_new_object();
	for (i = 0; i < n; i++)
		json_object_object_add(o, en[i].key,
		    json_object_new_string(en[i].value));
	json_object_object_add(rd->kept, key, o);
}

static void
make_doc(struct reader *rd)
{
	struct xw_puzzle *p = rd->p;

	p->version = xw_estrdup(XW_IPUZ_VERSION);
	p->kinds = xw_ecalloc(1, sizeof(char *));
	p->kinds[p->nkinds++] = xw_estrdup(XW_KIND_CROSSWORD "#1");
	keep_entries(rd, "rebus", rd->rebus, rd->nrebus);
	keep_entries(rd, "cluegroups", rd->groups, rd->ngroups);
	if (json_object_object_length(rd->kept) > 0) {
		p->kept = json_object_new_object();
		json_object_object_add(p->kept, KEPT_KEY,
		    json_object_get(rd->kept));
	}
}

static void
free_entries(struct entry *en, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(en[i].value);
	free(en);
}

static void
free_reader(struct reader *rd)
{
	size_t i;

	for (i = 0; i < rd->nsecs; i++) {
		free(rd->secs[i].name);
		free(rd->secs[i].idx);
	}
	free(rd->secs);
	free(rd->lines);
	free_entries(rd->rebus, rd->nrebus);
	free_entries(rd->groups, rd->ngroups);
	free(rd->split);
	free(rd->description);
	free(rd->clued);
	for (i = 0; i < XW_META_N; i++)
		free(rd->meta[i]);
	json_object_put(rd->seen);
	json_object_put(rd->kept);
	json_object_put(rd->ids);
}

/*
 * Clue lines are checked for form before Design and Start are read, so
 * the first fault in the file is the one reported.
 */
static int
build(struct reader *rd, const char *buf, size_t len)
{
	if (split_lines(rd, buf, len) || scan(rd) || read_meta(rd) ||
	    read_grid(rd) || read_clues(rd, 1))
		return -1;
	memcpy(rd->p->meta, rd->meta, sizeof(rd->meta));
	memset(rd->meta, 0, sizeof(rd->meta));
	if (read_design(rd) || read_start(rd))
		return -1;
	xw_grid_label(rd->p);
	if (read_clues(rd, 0))
		return -1;
	read_rest(rd);
	make_doc(rd);
	return 0;
}

struct xw_puzzle *
xw_xd_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	struct reader rd = { 0 };
	struct xw_puzzle *p = NULL;
	size_t bad;
	long line, col;

	(void)o;
	if ((bad = xw_utf8_check(buf, len)) < len) {
		xw_linecol(buf, bad, &line, &col);
		xw_seterr(e, XW_ERR_SYNTAX, name, line, col, "invalid UTF-8");
		return NULL;
	}
	if (memchr(buf, '\0', len) != NULL) {
		xw_linecol(buf, (size_t)((const char *)memchr(buf, '\0', len) -
		    buf), &line, &col);
		xw_seterr(e, XW_ERR_SYNTAX, name, line, col, "NUL byte in a text file");
		return NULL;
	}
	rd.name = name;
	rd.e = e;
	rd.seen = json_object_new_object();
	rd.kept = json_object_new_object();
	rd.ids = json_object_new_object();
	if (build(&rd, buf, len) == 0) {
		p = rd.p;
		rd.p = NULL;
	}
	xw_puzzle_free(rd.p);
	free_reader(&rd);
	return p;
}

/* Writing */

struct writer {
	const struct xw_puzzle *p;
	struct xw_error *e;
	json_object *kept;	/* KEPT_KEY of the document, or NULL */
	char **text;		/* per cell: what the grid shows */
	struct entry *rebus;	/* keys given out */
	size_t nrebus;
	int special;		/* lower case cells: 0 none, XW_STYLE_* */
	int design;		/* styles go to ## Design */
	int renumbered;		/* xw_clues_renumbered */
	struct xw_buf *out;
};

static int wfail(struct writer *w, const char *fmt, ...) XW_PRINTF(2, 3);

static int
wfail(struct writer *w, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	xw_vseterr(w->e, XW_ERR_CANNOT_HOLD, "", 0, 0, fmt, ap);
	va_end(ap);
	return -1;
}

static json_object *
kept_member(const struct writer *w, const char *key)
{
	json_object *v;

	if (w->kept == NULL || !json_object_object_get_ex(w->kept, key, &v))
		return NULL;
	return v;
}

/* The code point of s when s is exactly one, else 0. */
static uint32_t
single(const char *s)
{
	size_t n = s != NULL ? strlen(s) : 0;
	uint32_t cp;

	if (n == 0 || xw_utf8_decode(s, n, &cp) != n)
		return 0;
	return cp;
}

/* Whether a grid may show cp as itself. */
static int
literal(uint32_t cp)
{
	return cp > ' ' && cp != 0x7f && cp != '#' && cp != '.' && cp != '_' &&
	    cp != 0x25a0 && cp != 0xff3f && !is_lower(cp) && cp != 0xa0 &&
	    cp != 0x3000;
}

static int
is_circle(const struct xw_cell *cell)
{
	return (cell->style & XW_STYLE_CIRCLE) || (cell->shape != NULL &&
	    strcmp(cell->shape, "circle") == 0);
}

static int
is_shaded(const struct xw_cell *cell)
{
	return (cell->style & XW_STYLE_SHADED) || cell->color != NULL;
}

/* A cell's colour as .xd writes it, "#rrggbb" or "#rgb"; 0 if none. */
static int
hex_color(const struct xw_cell *cell, char out[8])
{
	const char *col = cell->color;
	size_t n, i;

	out[0] = '\0';
	if (col == NULL)
		return 0;
	if (*col == '#')
		col++;
	n = strlen(col);
	for (i = 0; i < n && strchr("0123456789abcdefABCDEF", col[i]) != NULL;
	    i++)
		;
	if (i != n || (n != 3 && n != 6))
		return 0;
	out[0] = '#';
	for (i = 0; i < n; i++)
		out[i + 1] = (char)lower((unsigned char)col[i]);
	out[n + 1] = '\0';
	return 1;
}

static int
check_puzzle(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cell *cell;
	size_t i, j, k;

	if (!p->has_solution)
		return wfail(w, "the puzzle has no solution");
	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		if (cell->kind == XW_CELL_LETTER && (cell->solution == NULL ||
		    *cell->solution == '\0'))
			return wfail(w, "row %zu, column %zu has no solution",
			    i / p->width + 1, i % p->width + 1);
	}
	for (i = 0; i < p->nlists; i++) {
		for (j = 0; j < i; j++)
			if (p->lists[j].dir == p->lists[i].dir &&
			    p->lists[i].dir != XW_DIR_OTHER)
				return wfail(w, "clue lists \"%s\" and \"%s\" "
				    "go the same way", p->lists[j].name,
				    p->lists[i].name);
		if (p->lists[i].dir != XW_DIR_OTHER)
			continue;
		for (k = 0; k < p->lists[i].nclues; k++)
			if (p->lists[i].clues[k].explicit_cells)
				return wfail(w, "clue list \"%s\" gives its "
				    "own cells", p->lists[i].name);
	}
	return 0;
}

/* Lower case and Special: for plain circles or plain shading, else Design. */
static void
choose_styles(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cell *cell;
	int circles = 0, shades = 0, other = 0;
	char color[8];
	uint32_t cp;
	size_t i;

	for (i = 0; i < (size_t)p->width * p->height; i++) {
		cell = &p->cells[i];
		if (cell->kind != XW_CELL_LETTER)
			continue;
		if (cell->bars != 0 || hex_color(cell, color))
			other = 1;
		if (!is_circle(cell) && !is_shaded(cell))
			continue;
		circles |= is_circle(cell);
		shades |= is_shaded(cell);
		cp = single(cell->solution);
		if (cp < 'A' || cp > 'Z')
			other = 1;
	}
	w->design = other || (circles && shades);
	if (!w->design)
		w->special = circles ? XW_STYLE_CIRCLE : shades ?
		    XW_STYLE_SHADED : 0;
}

static int
key_taken(const struct writer *w, const char *key, const unsigned char *lit,
    size_t nlit)
{
	uint32_t cp = single(key);

	if (cp == 0 || !literal(cp) || (cp < nlit && lit[cp]))
		return 1;
	return find_entry(w->rebus, w->nrebus, key, strlen(key)) != NULL;
}

/* The rebus key for text: the one the file had, else the next free one. */
static int
rebus_key(struct writer *w, const char *text, const unsigned char *lit,
    size_t nlit)
{
	static const uint32_t ranges[][2] = { { 0x2776, 0x2793 },
	    { 0x2460, 0x24ff }, { 0x3251, 0x325f }, { 0x32b1, 0x32bf } };
	json_object *kept = kept_member(w, "rebus");
	char key[8];
	uint32_t cp;
	size_t i;

	for (i = 0; i < w->nrebus; i++)
		if (strcmp(w->rebus[i].value, text) == 0)
			return (int)i;
	if (strpbrk(text, " ,\t\n") != NULL)
		return wfail(w, "rebus \"%s\" cannot be .xd: it holds a space "
		    "or a comma", text);
	key[0] = '\0';
	if (kept != NULL && json_object_is_type(kept, json_type_object)) {
		json_object_object_foreach(kept, k, v) {
			if (json_object_is_type(v, json_type_string) &&
			    strcmp(json_object_get_string(v), text) == 0 &&
			    strlen(k) < sizeof(key) && !is_lower(single(k)) &&
			    !key_taken(w, k, lit, nlit)) {
				snprintf(key, sizeof(key), "%s", k);
				break;
			}
		}
	}
	for (i = 0; key[0] == '\0' && i < sizeof(ranges) / sizeof(ranges[0]);
	    i++) {
		for (cp = ranges[i][0]; cp <= ranges[i][1]; cp++) {
			key[xw_utf8_encode(cp, key)] = '\0';
			if (!key_taken(w, key, lit, nlit))
				break;
			key[0] = '\0';
		}
	}
	if (key[0] == '\0')
		return wfail(w, "too many rebus answers for .xd");
	w->rebus = xw_ereallocarray(w->rebus, w->nrebus + 1, sizeof(*w->rebus));
	memcpy(w->rebus[w->nrebus].key, key, sizeof(key));
	w->rebus[w->nrebus].value = xw_estrdup(text);
	return (int)w->nrebus++;
}

/* What each cell shows: a letter as itself, in lower case when special,
   anything else by a rebus key. */
static int
grid_text(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	size_t n = (size_t)p->width * p->height, i, nlit = 0x10000;
	unsigned char *lit = xw_ecalloc(nlit, 1);
	const struct xw_cell *cell;
	uint32_t cp;
	char buf[8];
	int k;

	w->text = xw_ecalloc(n, sizeof(*w->text));
	for (i = 0; i < n; i++)
		if (p->cells[i].kind == XW_CELL_LETTER &&
		    (cp = single(p->cells[i].solution)) != 0 && literal(cp) &&
		    cp < nlit)
			lit[cp] = 1;
	for (i = 0; i < n; i++) {
		cell = &p->cells[i];
		if (cell->kind == XW_CELL_BLOCK) {
			w->text[i] = xw_estrdup("#");
			continue;
		}
		if (cell->kind == XW_CELL_NULL) {
			w->text[i] = xw_estrdup("_");
			continue;
		}
		cp = single(cell->solution);
		if (cp != 0 && literal(cp) && (cp >= nlit || lit[cp])) {
			if (w->special != 0 && cp >= 'A' && cp <= 'Z' &&
			    (w->special == XW_STYLE_CIRCLE ? is_circle(cell) :
			    is_shaded(cell))) {
				buf[0] = (char)(cp - 'A' + 'a');
				buf[1] = '\0';
				w->text[i] = xw_estrdup(buf);
			} else {
				w->text[i] = xw_estrdup(cell->solution);
			}
			continue;
		}
		if ((k = rebus_key(w, cell->solution, lit, nlit)) < 0) {
			free(lit);
			return -1;
		}
		w->text[i] = xw_estrdup(w->rebus[k].key);
	}
	free(lit);
	return 0;
}

/* One line of metadata, on one line whatever the value holds. */
static void
put_meta(struct xw_buf *b, const char *key, const char *value)
{
	size_t n = strlen(value), i;
	const char *v = trim(value, &n);

	if (n == 0)
		return;
	xw_buf_printf(b, "%s: ", key);
	for (i = 0; i < n; i++)
		xw_buf_add(b, v[i] == '\n' || v[i] == '\r' || v[i] == '\t' ? " " :
		    v + i, 1);
	xw_buf_add(b, "\n", 1);
}

/* mm/dd/yyyy (ipuz) as the ISO date .xd uses; else as it is. */
static void
put_date(struct xw_buf *b, const char *s)
{
	int m, d, y, n = 0;
	char iso[48];

	if (sscanf(s, "%2d/%2d/%4d%n", &m, &d, &y, &n) == 3 &&
	    (size_t)n == strlen(s) && m >= 1 && m <= 12 && d >= 1 && d <= 31 &&
	    y >= 0) {
		snprintf(iso, sizeof(iso), "%04d-%02d-%02d", y, m, d);
		put_meta(b, "Date", iso);
	} else {
		put_meta(b, "Date", s);
	}
}

static void
write_meta(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	json_object *list = kept_member(w, "meta"), *pair, *groups;
	size_t i;

	xw_buf_puts(w->out, "## Metadata\n\n");
	for (i = 0; i < sizeof(meta_names) / sizeof(meta_names[0]); i++) {
		if (meta_names[i].m == XW_META_NOTES ||
		    p->meta[meta_names[i].m] == NULL)
			continue;
		if (meta_names[i].m == XW_META_DATE)
			put_date(w->out, p->meta[XW_META_DATE]);
		else
			put_meta(w->out, meta_names[i].key,
			    p->meta[meta_names[i].m]);
	}
	if (w->nrebus > 0) {
		xw_buf_puts(w->out, "Rebus:");
		for (i = 0; i < w->nrebus; i++)
			xw_buf_printf(w->out, " %s=%s", w->rebus[i].key,
			    w->rebus[i].value);
		xw_buf_puts(w->out, "\n");
	}
	if (w->special != 0)
		xw_buf_printf(w->out, "Special: %s\n", w->special ==
		    XW_STYLE_CIRCLE ? "circle" : "shaded");
	if ((groups = kept_member(w, "cluegroups")) != NULL &&
	    json_object_is_type(groups, json_type_object) &&
	    json_object_object_length(groups) > 0) {
		xw_buf_puts(w->out, "Cluegroup:");
		json_object_object_foreach(groups, k, v)
			xw_buf_printf(w->out, " %s=%s", k, json_object_get_string(v));
		xw_buf_puts(w->out, "\n");
	}
	for (i = 0; list != NULL && json_object_is_type(list, json_type_array) &&
	    i < json_object_array_length(list); i++) {
		pair = json_object_array_get_idx(list, i);
		if (json_object_is_type(pair, json_type_array) &&
		    json_object_array_length(pair) == 2)
			put_meta(w->out, json_object_get_string(
			    json_object_array_get_idx(pair, 0)),
			    json_object_get_string(
			    json_object_array_get_idx(pair, 1)));
	}
	/* No metadata, no section. */
	if (w->out->len == strlen("## Metadata\n\n"))
		w->out->s[w->out->len = 0] = '\0';
}

static void
write_grid(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	int r, c;

	xw_buf_puts(w->out, w->out->len > 0 ? "\n## Grid\n\n" : "## Grid\n\n");
	for (r = 0; r < p->height; r++) {
		for (c = 0; c < p->width; c++)
			xw_buf_puts(w->out, w->text[(size_t)r * p->width + c]);
		xw_buf_puts(w->out, "\n");
	}
}

static const struct {
	const char *tag;
	char c;
} tags[] = { { "i", '/' }, { "em", '/' }, { "b", '*' }, { "strong", '*' },
    { "u", '_' }, { "s", '-' }, { "strike", '-' }, { "sub", '~' },
    { "sup", '^' } };

/* The entities of HTML text that .xd writes as plain characters. */
static const struct {
	const char *name;
	char c;
} entities[] = { { "&amp;", '&' }, { "&lt;", '<' }, { "&gt;", '>' },
    { "&quot;", '"' }, { "&apos;", '\'' }, { "&#39;", '\'' } };

/* The length of tag at s ("<i>" or "</i>"), ignoring case; 0 if not. */
static size_t
tag_at(const char *s, const char *tag, int closing)
{
	size_t n = strlen(tag), i, k = 1 + (size_t)closing;

	if (s[0] != '<' || (closing && s[1] != '/'))
		return 0;
	for (i = 0; i < n; i++)
		if (lower((unsigned char)s[k + i]) != tag[i])
			return 0;
	return s[k + n] == '>' ? k + n + 1 : 0;
}

/* Clue text on one line, its HTML back to .xd markup and characters. */
static void
put_clue_text(struct xw_buf *b, const char *s)
{
	size_t n = strlen(s), i, j, k;
	const char *t = trim(s, &n);

	for (i = 0; i < n; ) {
		for (j = 0, k = 0; t[i] == '<' && j < sizeof(tags) /
		    sizeof(tags[0]); j++) {
			if ((k = tag_at(t + i, tags[j].tag, 0)) > 0) {
				xw_buf_printf(b, "{%c", tags[j].c);
				break;
			}
			if ((k = tag_at(t + i, tags[j].tag, 1)) > 0) {
				xw_buf_printf(b, "%c}", tags[j].c);
				break;
			}
		}
		if (k > 0) {
			i += k;
			continue;
		}
		for (j = 0; t[i] == '&' && j < sizeof(entities) /
		    sizeof(entities[0]); j++) {
			k = strlen(entities[j].name);
			if (n - i >= k && strncmp(t + i, entities[j].name, k) == 0)
				break;
		}
		if (t[i] == '&' && j < sizeof(entities) / sizeof(entities[0])) {
			xw_buf_add(b, &entities[j].c, 1);
			i += k;
			continue;
		}
		xw_buf_add(b, t[i] == '\n' || t[i] == '\r' || t[i] == '\t' ? " " :
		    t + i, 1);
		i++;
	}
}

/* Letters and digits of a and b the same, ignoring case and the rest. */
static int
same_letters(const char *a, const char *b)
{
	for (;;) {
		while (*a != '\0' && !((unsigned char)*a >= 0x80 ||
		    (lower((unsigned char)*a) >= 'a' &&
		    lower((unsigned char)*a) <= 'z') || (*a >= '0' && *a <= '9')))
			a++;
		while (*b != '\0' && !((unsigned char)*b >= 0x80 ||
		    (lower((unsigned char)*b) >= 'a' &&
		    lower((unsigned char)*b) <= 'z') || (*b >= '0' && *b <= '9')))
			b++;
		if (*a == '\0' || *b == '\0')
			return *a == *b;
		if (lower((unsigned char)*a++) != lower((unsigned char)*b++))
			return 0;
	}
}

/* The letter of a list: A, D, or its Cluegroup: letter. */
static int
list_letter(struct writer *w, const struct xw_cluelist *l, char *letter)
{
	json_object *groups = kept_member(w, "cluegroups");

	if (l->dir != XW_DIR_OTHER) {
		*letter = l->dir == XW_DIR_ACROSS ? 'A' : 'D';
		return 0;
	}
	if (groups != NULL && json_object_is_type(groups, json_type_object)) {
		json_object_object_foreach(groups, k, v) {
			if (strcmp(json_object_get_string(v), l->name) == 0 &&
			    strlen(k) == 1 && *k >= 'A' && *k <= 'Z') {
				*letter = *k;
				return 0;
			}
		}
	}
	if (strcmp(l->name, "Clues") == 0) {
		*letter = '\0';
		return 0;
	}
	return wfail(w, "clue list \"%s\" cannot be .xd: only Across, Down and "
	    "the lists of a Cluegroup: header can", l->name);
}

static void
put_clue_meta(struct writer *w, const char *id)
{
	json_object *all = kept_member(w, "cluemeta"), *list;
	size_t i;

	if (all == NULL || !json_object_is_type(all, json_type_object) ||
	    !json_object_object_get_ex(all, id, &list) ||
	    !json_object_is_type(list, json_type_array))
		return;
	for (i = 0; i < json_object_array_length(list); i++)
		xw_buf_printf(w->out, "%s ^%s\n", id, json_object_get_string(
		    json_object_array_get_idx(list, i)));
}

static int
write_clue(struct writer *w, const struct xw_cluelist *l, char letter,
    const struct xw_clue *clue)
{
	const struct xw_slot *s = NULL;
	char id[32], *grid = NULL, *text;
	const char *answer;

	if (l->dir != XW_DIR_OTHER) {
		/* An .xd file numbers its grid: a clue for no entry is
		   left out (xw_format_losses says so). */
		if ((s = xw_clue_slot(w->p, l->dir, clue)) == NULL)
			return 0;
		snprintf(id, sizeof(id), "%c%d", letter, s->number);
		grid = xw_slot_answer(w->p, s);
	} else {
		if (*clue->number == '\0' || !all_digits(clue->number,
		    strlen(clue->number)) || strlen(clue->number) >
		    MAX_NUMBER_DIGITS)
			return wfail(w, "%s clue \"%s\" cannot be .xd: it needs "
			    "a number", l->name, clue->number);
		if (letter != '\0')
			snprintf(id, sizeof(id), "%c%s", letter, clue->number);
		else
			snprintf(id, sizeof(id), "%s", clue->number);
	}
	answer = clue->answer != NULL && (grid == NULL ||
	    !same_letters(clue->answer, grid)) ? clue->answer : grid;
	if (answer == NULL || *answer == '\0') {
		free(grid);
		return wfail(w, "%s clue %s has no answer", l->name,
		    clue->number);
	}
	xw_buf_printf(w->out, "%s. ", id);
	text = w->renumbered ? xw_renumber_refs(w->p, clue->text) : NULL;
	put_clue_text(w->out, text != NULL ? text : clue->text);
	free(text);
	if (clue->enumeration != NULL && *clue->enumeration != '\0')
		xw_buf_printf(w->out, clue->enumeration[0] == '(' ? " %s" : " (%s)",
		    clue->enumeration);
	xw_buf_puts(w->out, " ~ ");
	put_clue_text(w->out, answer);
	xw_buf_puts(w->out, "\n");
	put_clue_meta(w, id);
	free(grid);
	return 0;
}

static int
write_clues(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cluelist *l;
	size_t i, j;
	char letter = '\0';

	if (p->nlists > 0)
		xw_buf_puts(w->out, "\n## Clues\n");
	for (i = 0; i < p->nlists; i++) {
		l = &p->lists[i];
		if (list_letter(w, l, &letter))
			return -1;
		xw_buf_puts(w->out, "\n");
		for (j = 0; j < l->nclues; j++)
			if (write_clue(w, l, letter, &l->clues[j]))
				return -1;
	}
	return 0;
}

/* A cell's given text: its own, or its solution when only marked given. */
static const char *
given_of(const struct xw_cell *cell)
{
	if (cell->kind != XW_CELL_LETTER)
		return NULL;
	if (cell->given != NULL && *cell->given != '\0')
		return cell->given;
	if ((cell->style & XW_STYLE_GIVEN) && cell->solution != NULL &&
	    *cell->solution != '\0')
		return cell->solution;
	return NULL;
}

/* ## Start: the given letters, each as the grid shows it or itself. */
static int
write_start(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	const struct xw_cell *cell;
	const char *t, *g;
	size_t i, k, n = (size_t)p->width * p->height, any = 0;
	uint32_t cp;

	for (i = 0; i < n; i++)
		any += given_of(&p->cells[i]) != NULL;
	if (any == 0)
		return 0;
	xw_buf_puts(w->out, "\n## Start\n\n");
	for (i = 0; i < n; i++) {
		cell = &p->cells[i];
		t = cell->kind == XW_CELL_BLOCK ? "#" : cell->kind ==
		    XW_CELL_NULL ? "_" : ".";
		if ((g = given_of(cell)) != NULL) {
			cp = single(g);
			for (k = 0; k < w->nrebus && strcmp(w->rebus[k].value,
			    g) != 0; k++)
				;
			if (k < w->nrebus)
				t = w->rebus[k].key;
			else if (cp != 0 && literal(cp))
				t = g;
			else
				return wfail(w, "row %zu, column %zu gives "
				    "\"%s\", which .xd cannot", i / p->width + 1,
				    i % p->width + 1, g);
		}
		xw_buf_puts(w->out, t);
		if ((i + 1) % p->width == 0)
			xw_buf_puts(w->out, "\n");
	}
	return 0;
}

/* A cell's look in ## Design. */
struct look {
	int circle, shade;
	char color[8];		/* "#rrggbb", or "" */
	unsigned bars;
	char key;
};

/*
 * The bars of (r, c) as kotwords writes them: a bar between two letters
 * is the top or left bar of the second.
 */
static unsigned
cell_bars(const struct xw_puzzle *p, int r, int c)
{
	unsigned own = xw_cell_at(p, r, c)->bars, bars;

	bars = own & (XW_BAR_TOP | XW_BAR_LEFT);
	if ((own & XW_BAR_RIGHT) && !xw_is_letter(p, r, c + 1))
		bars |= XW_BAR_RIGHT;
	if ((own & XW_BAR_BOTTOM) && !xw_is_letter(p, r + 1, c))
		bars |= XW_BAR_BOTTOM;
	if (xw_is_letter(p, r, c - 1) &&
	    (xw_cell_at(p, r, c - 1)->bars & XW_BAR_RIGHT))
		bars |= XW_BAR_LEFT;
	if (xw_is_letter(p, r - 1, c) &&
	    (xw_cell_at(p, r - 1, c)->bars & XW_BAR_BOTTOM))
		bars |= XW_BAR_TOP;
	return bars;
}

static void
cell_look(const struct xw_puzzle *p, int r, int c, struct look *lk)
{
	const struct xw_cell *cell = xw_cell_at(p, r, c);

	memset(lk, 0, sizeof(*lk));
	lk->circle = is_circle(cell);
	lk->bars = cell_bars(p, r, c);
	if ((lk->shade = is_shaded(cell)))
		hex_color(cell, lk->color);
}

static int
same_look(const struct look *a, const struct look *b)
{
	return a->circle == b->circle && a->shade == b->shade &&
	    a->bars == b->bars && strcmp(a->color, b->color) == 0;
}

static int
key_used(char key, const struct look *looks, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (looks[i].key == key)
			return 1;
	return 0;
}

/* O for a circle, S shading, T L R B a bar; else the next free letter. */
static char
look_key(const struct look *lk, const struct look *looks, size_t n)
{
	static const char spare[] = "ACDEFGHIJKMNPQUVWXYZ0123456789"
	    "acdefghijkmnpqrsuvwxyz";
	char want = 0;
	const char *s;

	if (lk->circle && !lk->shade && lk->bars == 0)
		want = 'O';
	else if (!lk->circle && lk->shade && lk->bars == 0)
		want = 'S';
	else if (!lk->circle && !lk->shade)
		want = lk->bars == XW_BAR_TOP ? 'T' : lk->bars == XW_BAR_LEFT ?
		    'L' : lk->bars == XW_BAR_RIGHT ? 'R' :
		    lk->bars == XW_BAR_BOTTOM ? 'B' : 0;
	if (want != 0 && !key_used(want, looks, n))
		return want;
	for (s = spare; *s != '\0'; s++)
		if (!key_used(*s, looks, n))
			return *s;
	return 0;
}

static void
put_rule(struct xw_buf *b, const struct look *lk)
{
	static const struct {
		unsigned bar;
		const char *name;
	} bars[] = { { XW_BAR_TOP, "bar-top" }, { XW_BAR_RIGHT, "bar-right" },
	    { XW_BAR_BOTTOM, "bar-bottom" }, { XW_BAR_LEFT, "bar-left" } };
	const char *sep = "";
	size_t i;

	xw_buf_printf(b, "%c {", lk->key);
	if (lk->circle) {
		xw_buf_puts(b, " background: circle");
		sep = ";";
	}
	if (lk->shade && lk->color[0] != '\0') {
		xw_buf_printf(b, "%s background-light: %s", sep, lk->color);
		sep = ";";
	} else if (lk->shade) {
		xw_buf_printf(b, "%s background: shade", sep);
		sep = ";";
	}
	for (i = 0; i < 4; i++) {
		if (lk->bars & bars[i].bar) {
			xw_buf_printf(b, "%s %s: true", sep, bars[i].name);
			sep = ";";
		}
	}
	xw_buf_puts(b, " }\n");
}

static int
write_design(struct writer *w)
{
	const struct xw_puzzle *p = w->p;
	size_t n = (size_t)p->width * p->height, i, j, nlooks = 0;
	struct look *looks, lk;
	char *grid;

	if (!w->design)
		return 0;
	looks = xw_ereallocarray(NULL, n, sizeof(*looks));
	grid = xw_emalloc(n + 1);
	for (i = 0; i < n; i++) {
		grid[i] = p->cells[i].kind == XW_CELL_BLOCK ? '#' :
		    p->cells[i].kind == XW_CELL_NULL ? '_' : '.';
		if (p->cells[i].kind != XW_CELL_LETTER)
			continue;
		cell_look(p, (int)(i / p->width), (int)(i % p->width), &lk);
		if (!lk.circle && !lk.shade && lk.bars == 0)
			continue;
		for (j = 0; j < nlooks && !same_look(&looks[j], &lk); j++)
			;
		if (j == nlooks) {
			if ((lk.key = look_key(&lk, looks, nlooks)) == 0) {
				free(looks);
				free(grid);
				return wfail(w, "too many cell styles for .xd");
			}
			looks[nlooks++] = lk;
		}
		grid[i] = looks[j].key;
	}
	xw_buf_puts(w->out, "\n## Design\n\n<style>\n");
	for (j = 0; j < nlooks; j++)
		put_rule(w->out, &looks[j]);
	xw_buf_puts(w->out, "</style>\n\n");
	for (i = 0; i < n; i += (size_t)p->width) {
		xw_buf_add(w->out, grid + i, (size_t)p->width);
		xw_buf_puts(w->out, "\n");
	}
	free(looks);
	free(grid);
	return 0;
}

static void
write_notes(struct writer *w)
{
	const char *notes = w->p->meta[XW_META_NOTES];

	if (notes != NULL && *notes != '\0')
		xw_buf_printf(w->out, "\n## Notes\n\n%s\n", notes);
}

static void
write_rest(struct writer *w)
{
	json_object *list = kept_member(w, "sections"), *o;
	size_t i;

	for (i = 0; list != NULL && json_object_is_type(list, json_type_array) &&
	    i < json_object_array_length(list); i++) {
		o = json_object_array_get_idx(list, i);
		if (!json_object_is_type(o, json_type_array) ||
		    json_object_array_length(o) != 2)
			continue;
		xw_buf_printf(w->out, "\n## %s\n", json_object_get_string(
		    json_object_array_get_idx(o, 0)));
		if (json_object_get_string_len(json_object_array_get_idx(o, 1)))
			xw_buf_printf(w->out, "\n%s\n", json_object_get_string(
			    json_object_array_get_idx(o, 1)));
	}
}

int
xw_xd_write(const struct xw_puzzle *p, struct xw_buf *out, struct xw_error *e)
{
	struct writer w = { 0 };
	json_object *kept;
	size_t i;
	int ok;

	w.p = p;
	w.out = out;
	w.renumbered = xw_clues_renumbered(p);
	w.e = e;
	kept = xw_puzzle_field(p, KEPT_KEY);
	if (json_object_is_type(kept, json_type_object))
		w.kept = kept;
	if (check_puzzle(&w))
		return -1;
	choose_styles(&w);
	ok = grid_text(&w) == 0;
	if (ok) {
		write_meta(&w);
		write_grid(&w);
		ok = write_clues(&w) == 0;
	}
	if (ok) {
		write_notes(&w);
		ok = write_start(&w) == 0 && write_design(&w) == 0;
	}
	if (ok)
		write_rest(&w);
	for (i = 0; w.text != NULL && i < (size_t)p->width * p->height; i++)
		free(w.text[i]);
	free(w.text);
	free_entries(w.rebus, w.nrebus);
	return ok ? 0 : -1;
}
