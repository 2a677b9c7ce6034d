/* See LICENSE file for copyright and license details. */
/*
 * The .xd reader (formats.md, section 4): the original dialect (sections
 * apart by two blank lines, '.' an unknown cell) and the newer one (##
 * headers, '.' a block when the grid has no '#', ## Start, ## Design).
 * What ipuz has no place for (unknown metadata, clue metadata lines,
 * rebus keys, cluegroup letters, answers' split characters, dark-mode
 * backgrounds, unknown sections) is kept in the document under
 * XD_KEPT_KEY, so xd -> ipuz -> xd loses none of it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "clocale.h"
#include "grid.h"
#include "html.h"
#include "text.h"
#include "utf8.h"
#include "xd.h"
#include "xd_priv.h"

enum kind { S_META, S_GRID, S_CLUES, S_NOTES, S_START, S_DESIGN, S_OTHER };

static const char *const kind_names[] = { "Metadata", "Grid", "Clues",
    "Notes", "Start", "Design" };

struct section {
	enum kind kind;
	const char *name;	/* as written, in the text; NULL for implicit
				   sections */
	size_t namelen;
	const struct xw_line *head;	/* its header; NULL when implicit */
	size_t first, n;	/* its lines: reader.idx[first..first + n) */
};

struct reader {
	const char *name;
	struct xw_error *e;
	int strict;		/* XW_READ_STRICT: ':' in the grid refused */
	long colon_line, colon_col;	/* the first ':' read as a block */
	/* With XW_READ_STRICT, the first Date: that is no date, refused
	   once the rest is read: its line, and its value at v[0..vn). */
	struct xw_line date_line;
	const char *date_v;
	size_t date_vn;
	struct xw_line *lines;
	size_t nlines;
	const char *end;	/* the text's end: see line_cr */
	int crlf;		/* every line ends in CR LF (Windows) */
	struct section *secs;
	size_t nsecs;
	/* The sections' lines, as indices of lines, section after section:
	   lines are added to the last section only. */
	size_t *idx;
	size_t nidx;
	struct xw_puzzle *p;
	struct xd_entry *rebus, *groups;
	size_t nrebus, ngroups;
	unsigned char *rebus_used;	/* each rebus key a cell shows */
	int special;		/* a Special: header was read */
	int shaded;		/* it says shaded, not circle */
	char *split;		/* splitcharacter: */
	char *description;
	char *meta[XW_META_N];	/* until there is a puzzle to hold them */
	json_object *seen;	/* metadata keys read, lower case */
	json_object *kept;	/* what goes under XD_KEPT_KEY */
	json_object *ids;	/* clue ids read: "A1" */
	unsigned char *clued;	/* per slot */
};

const struct xd_meta_name xw_xd_meta_names[] = {
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
const size_t xw_xd_nmeta_names = sizeof(xw_xd_meta_names) /
    sizeof(xw_xd_meta_names[0]);

const struct xd_entry *
xw_xd_find_entry(const struct xd_entry *en, size_t n, const char *key,
    size_t klen)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strlen(en[i].key) == klen && memcmp(en[i].key, key, klen) == 0)
			return &en[i];
	return NULL;
}

void
xw_xd_free_entries(struct xd_entry *en, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(en[i].value);
	free(en);
}

/* The first what in s[0..n), or NULL. */
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
is_header(const struct xw_line *l, const char **name, size_t *len)
{
	if (l->n < 4 || memcmp(l->s, "## ", 3) != 0)
		return 0;
	*len = l->n - 3;
	*name = xw_trim(l->s + 3, len);
	return *len > 0;
}

/* Sniffing */

/* "Key: value" with a key of letters, digits, '-', '_' and spaces. */
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

/* Whether the trimmed line s[0..n) could be a grid row: it has no blank. */
static int
is_row_like(const char *s, size_t n)
{
	return memchr(s, ' ', n) == NULL && memchr(s, '\t', n) == NULL;
}

/* The characters of s[0..n), valid UTF-8 or not: the bytes that start
   one. */
static size_t
code_points(const char *s, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++)
		k += ((unsigned char)s[i] & 0xc0) != 0x80;
	return k;
}

int
xw_xd_sniff(const char *buf, size_t len)
{
	size_t blanks = 0, rows = 0, nlen, width = 0;
	struct xw_text t;
	struct xw_line l;
	const char *name;
	int meta = 0;

	xw_text_init(&t, buf, len, 0);
	while (t.no < 2000 && xw_text_next(&t, &l)) {
		l = xw_line_trim(l);
		if (is_header(&l, &name, &nlen))
			return xw_word_is(name, nlen, "metadata") ||
			    xw_word_is(name, nlen, "grid") ||
			    xw_word_is(name, nlen, "clues");
		if (l.n == 0) {
			blanks++;
			continue;
		}
		if (xd_opens_comment(l.s, l.n))
			continue;
		if (!meta) {
			/* The implicit form opens with metadata... */
			if (!is_meta_line(l.s, l.n))
				return 0;
			meta = 1;
		} else if (blanks >= 2) {
			/*
			 * ...and two blank lines later comes a grid row,
			 * which has no blank. A ':' does not make it a
			 * "Key: value" line: a block of a diagramless .puz
			 * (puzToXD's "AB:") or a rebus Rebus: declares.
			 */
			return is_row_like(l.s, l.n);
		} else if (!is_meta_line(l.s, l.n) && is_row_like(l.s, l.n) &&
		    (blanks == 1 || rows > 0)) {
			/*
			 * ...which, one blank line later, a hand-written
			 * file's often is (persona19 F6): two rows of one
			 * width there are an .xd, whose reader says what is
			 * wrong; words of two lengths under a mail's
			 * headers are none (regress20 F3).
			 */
			if (blanks == 1) {
				rows = 1;
				width = code_points(l.s, l.n);
			} else if (code_points(l.s, l.n) == width) {
				rows++;
			} else {
				rows = 0;
				blanks = 0;
				continue;
			}
			if (rows == 2)
				return 1;
			blanks = 0;
			continue;
		}
		rows = 0;
		blanks = 0;
	}
	return 0;
}

/* Reading */

static struct section *
add_section(struct reader *rd, enum kind kind, const char *name, size_t len,
    const struct xw_line *head)
{
	struct section *sec;

	rd->secs = xw_ereallocarray(rd->secs, rd->nsecs + 1, sizeof(*rd->secs));
	sec = &rd->secs[rd->nsecs++];
	memset(sec, 0, sizeof(*sec));
	sec->kind = kind;
	sec->name = name;
	sec->namelen = len;
	sec->head = head;
	sec->first = rd->nidx;
	return sec;
}

/* Line i to sec, the last section. */
static void
add_line(struct reader *rd, struct section *sec, size_t i)
{
	rd->idx[rd->nidx++] = i;
	sec->n++;
}

/* Line i of sec as written. */
static struct xw_line
sec_raw_line(const struct reader *rd, const struct section *sec, size_t i)
{
	return rd->lines[rd->idx[sec->first + i]];
}

/* Line i of sec, trimmed. */
static struct xw_line
sec_line(const struct reader *rd, const struct section *sec, size_t i)
{
	return xw_line_trim(sec_raw_line(rd, sec, i));
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
header_section(struct reader *rd, const char *name, size_t len,
    const struct xw_line *head, struct section **cur)
{
	enum kind k;

	for (k = S_META; k < S_OTHER; k++)
		if (xw_word_is(name, len, kind_names[k]))
			break;
	if (k != S_META && k != S_OTHER && find_section(rd, k) != NULL)
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, head, NULL,
		    "second %s section", kind_names[k]);
	*cur = add_section(rd, k, name, len, head);
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
	struct section *cur;
	const struct xw_line *comment = NULL;
	size_t i, blanks = 0, nlen;
	int explicit = 0, implicit = 0, seen = 0;
	struct xw_line l, head;
	const char *name;

	/* A line goes to one section at the most. */
	rd->idx = xw_ecalloc(rd->nlines + 1, sizeof(*rd->idx));
	cur = add_section(rd, S_META, NULL, 0, NULL);
	for (i = 0; i < rd->nlines; i++) {
		l = xw_line_trim(rd->lines[i]);
		/* In the notes a header or a comment starts its line: the
		   writer indents a note that would read as one by a space,
		   which section_text takes away. */
		head = cur->kind == S_NOTES ? rd->lines[i] : l;
		if (comment != NULL) {
			if (find(l.s, l.n, "-->") != NULL)
				comment = NULL;
			continue;
		}
		if (xd_opens_comment(head.s, head.n)) {
			if (find(l.s + 4, l.n - 4, "-->") == NULL)
				comment = &rd->lines[i];
			continue;
		}
		if (is_header(&head, &name, &nlen)) {
			if (header_section(rd, name, nlen, &rd->lines[i], &cur))
				return -1;
			explicit = 1;
			continue;
		}
		if (l.n == 0) {
			blanks++;
			add_line(rd, cur, i);
			continue;
		}
		/* Each implicit section comes once: no check is needed. */
		if (!explicit && blanks >= 2 && seen && implicit < 3)
			cur = add_section(rd, order[++implicit], NULL, 0, NULL);
		blanks = 0;
		seen = 1;
		add_line(rd, cur, i);
	}
	if (comment != NULL)
		return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, comment,
		    NULL, "comment without its end '-->'");
	return 0;
}

/*
 * Whether line j of sec, not blank, comes one blank line after a line
 * that is not: where a hand-written file in the implicit form, whose
 * sections are apart by two, often starts its next (persona19 F6).
 */
static int
one_blank_before(const struct reader *rd, const struct section *sec,
    size_t j)
{
	return sec->head == NULL && j >= 2 && sec_line(rd, sec, j).n > 0 &&
	    sec_line(rd, sec, j - 1).n == 0 && sec_line(rd, sec, j - 2).n > 0;
}

/* The fault of line l, which one_blank_before took for what the next
   section, named as its header names it, starts with after this. */
static int
one_blank_fail(const struct reader *rd, const struct xw_line *l,
    const char *next, const char *this)
{
	char lower[16];
	size_t i;

	for (i = 0; next[i] != '\0' && i + 1 < sizeof(lower); i++)
		lower[i] = (char)xw_ascii_lower((unsigned char)next[i]);
	lower[i] = '\0';
	return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l, NULL,
	    "the %s must come two blank lines after the %s (one here), or "
	    "under a ## %s header", lower, this, next);
}

/* Metadata */

/* A metadata line the model has no place for, kept as written. */
static void
keep_meta(struct reader *rd, const char *k, size_t kn, const char *v,
    size_t vn)
{
	json_object *list, *pair;

	if (!json_object_object_get_ex(rd->kept, "meta", &list)) {
		list = json_object_new_array();
		json_object_object_add(rd->kept, "meta", list);
	}
	pair = json_object_new_array_ext(2);
	json_object_array_add(pair, json_object_new_string_len(k, (int)kn));
	json_object_array_add(pair, json_object_new_string_len(v, (int)vn));
	json_object_array_add(list, pair);
}

/*
 * The month word s[0..n) names, in full or by its first three letters
 * ("Sept" too), in any case; 0 when none.
 */
static int
month_of(const char *s, size_t n)
{
	static const char *const names[] = { "january", "february", "march",
	    "april", "may", "june", "july", "august", "september", "october",
	    "november", "december" };
	size_t i;

	for (i = 0; i < 12; i++)
		if ((n >= 3 && n <= strlen(names[i]) &&
		    xw_ascii_ncasecmp(s, names[i], n) == 0 &&
		    (n == 3 || n == strlen(names[i]) || (i == 8 && n == 4))))
			return (int)i + 1;
	return 0;
}

/*
 * Whether s[0..n) is a date in the English order people write, month
 * and day either way round, with a year of four digits: "March 5, 2024",
 * "Mar. 5 2024", "5 March 2024"; its parts to *y, *m and *d.
 */
static int
english_date(const char *s, size_t n, int *y, int *m, int *d)
{
	const char *word[3];
	size_t len[3], i = 0, k = 0;
	int month = -1;

	while (i < n && k < 3) {
		/* A word is letters or digits. */
		word[k] = s + i;
		while (i < n && xw_ascii_isalpha((unsigned char)s[i]) ==
		    xw_ascii_isalpha((unsigned char)word[k][0]) &&
		    xw_ascii_isalnum((unsigned char)s[i]))
			i++;
		if ((len[k] = (size_t)(s + i - word[k])) == 0)
			return 0;
		/* A '.' only after the month's letters, a ',' after any. */
		if (i < n && s[i] == '.' &&
		    xw_ascii_isalpha((unsigned char)word[k][0]))
			i++;
		k++;
		if (i < n && s[i] == ',')
			i++;
		if (i < n && s[i] != ' ')
			return 0;
		while (i < n && s[i] == ' ')
			i++;
	}
	if (k != 3 || i < n || !xd_all_digits(word[2], len[2]) ||
	    len[2] != 4)
		return 0;
	if ((*m = month_of(word[0], len[0])) > 0)
		month = 0;
	else if ((*m = month_of(word[1], len[1])) > 0)
		month = 1;
	if (month < 0 || len[!month] > 2 ||
	    !xd_all_digits(word[!month], len[!month]))
		return 0;
	*d = atoi(word[!month]);
	*y = atoi(word[2]);
	return xw_day_exists(*y, *m, *d);
}

/* A dd/mm/yyyy date cannot be told from ipuz's mm/dd/yyyy: the ipuz
   reading is taken. */
int
xw_xd_read_date(const char *s, size_t n, int *y, int *m, int *d)
{
	char buf[16];

	if (n == 10 && s[4] == '-' && s[7] == '-' && xd_all_digits(s, 4) &&
	    xd_all_digits(s + 5, 2) && xd_all_digits(s + 8, 2)) {
		*y = atoi(s);
		*m = atoi(s + 5);
		*d = atoi(s + 8);
		return xw_day_exists(*y, *m, *d);
	}
	if (n < sizeof(buf)) {
		memcpy(buf, s, n);
		buf[n] = '\0';
		if (xw_ipuz_date(buf, y, m, d))
			return 1;
	}
	return english_date(s, n, y, m, d);
}

/*
 * Date: v[0..vn) of line l as the ipuz date, mm/dd/yyyy, when
 * xw_xd_read_date reads it; but for ISO, kept as written too ("date"),
 * which the writer writes back while the date is the same day. Else it
 * would be no ipuz date: it is kept as the line it is, as unknown ones
 * are, and said (with XW_READ_STRICT, refused by no_date, for the
 * warning).
 */
static int
date_in(struct reader *rd, const struct xw_line *l, const char *k,
    size_t kn, const char *v, size_t vn)
{
	char out[16];
	int m, d, y;

	if (!xw_xd_read_date(v, vn, &y, &m, &d)) {
		if (rd->strict && rd->date_v == NULL) {
			rd->date_line = *l;
			rd->date_v = v;
			rd->date_vn = vn;
		}
		keep_meta(rd, k, kn, v, vn);
		return 0;
	}
	/* One of ipuz's form stays as it is (3/5/2024). */
	if (memchr(v, '/', vn) != NULL)
		snprintf(out, sizeof(out), "%.*s", (int)vn, v);
	else
		snprintf(out, sizeof(out), "%02d/%02d/%04d", m, d, y);
	if (vn != 10 || v[4] != '-')
		json_object_object_add(rd->kept, "date",
		    json_object_new_string_len(v, (int)vn));
	rd->meta[XW_META_DATE] = xw_estrdup(out);
	return 0;
}

/*
 * The key of the character s[0..k) (xw_utf8_letter) in key, composed as
 * the grid's letters are, so that é is one key written either way; its
 * length, 0 when it takes XD_KEY_SIZE bytes or more.
 */
static size_t
key_of(const char *s, size_t k, char *key)
{
	char buf[4 * XD_KEY_SIZE];

	if (k >= sizeof(buf))
		return 0;
	memcpy(buf, s, k);
	if ((k = xw_utf8_compose_letters(buf, k)) >= XD_KEY_SIZE)
		return 0;
	memcpy(key, buf, k);
	key[k] = '\0';
	return k;
}

/* The rebus entry for the grid character s[0..k), or NULL. */
static const struct xd_entry *
rebus_entry(const struct reader *rd, const char *s, size_t k)
{
	char key[XD_KEY_SIZE];

	if ((k = key_of(s, k, key)) == 0)
		return NULL;
	return xw_xd_find_entry(rd->rebus, rd->nrebus, key, k);
}

/*
 * The bytes of item s[0..n)'s key when it is one character as the grid
 * reader takes one (xw_utf8_letter) then '='; 0 when it is not.
 */
static size_t
letter_key(const char *s, size_t n)
{
	uint32_t cp;
	size_t k = xw_utf8_letter(s, n, &cp);

	return k > 0 && k < n && s[k] == '=' ? k : 0;
}

/*
 * Whether item s[0..n) is one character on screen then '='
 * (xw_utf8_cluster): meant as an entry, though the grid may not read its
 * key as one character (x and U+0303, which compose none; a flag).
 */
static int
meant_as_entry(const char *s, size_t n)
{
	size_t w, c = xw_utf8_cluster(s, n, &w);

	return c > 0 && c < n && s[c] == '=';
}

/*
 * "K=value" entries apart by spaces or commas; a piece without "K=" goes
 * on with the value before it. K is one character as the grid reader
 * takes one (xw_utf8_letter: ❤ and U+FE0F, e and U+0301), for a rebus
 * key must match the grid's.
 */
static int
parse_entries(struct reader *rd, const char *s, size_t n,
    const struct xw_line *l, const char *what, struct xd_entry **out,
    size_t *nout)
{
	size_t i = 0, j, k, kn = 0;
	struct xd_entry *en = NULL;
	char *v, key[XD_KEY_SIZE], q[XW_SHOWN_SIZE(40)];

	while (i < n) {
		while (i < n && (s[i] == ' ' || s[i] == ',' || s[i] == '\t'))
			i++;
		for (j = i; j < n && s[j] != ' ' && s[j] != ',' && s[j] != '\t';
		    j++)
			;
		if (j == i)
			break;
		k = letter_key(s + i, j - i);
		if (k > 0 && (kn = key_of(s + i, k, key)) > 0) {
			if (i + k + 1 == j)
				return xw_line_fail(rd->e, XW_ERR_SYNTAX,
				    rd->name, l, NULL, "%s entry '%s' has "
				    "no text after '='", what,
				    xw_utf8_shown(s + i, j - i, 40, q,
				    sizeof(q)));
			/* Else the grid took the first and the kept facts,
			   which the writer gives back, the last. */
			if (xw_xd_find_entry(*out, *nout, key, kn) != NULL)
				return xw_line_fail(rd->e, XW_ERR_INVALID,
				    rd->name, l, NULL, "%s key '%s' given "
				    "twice", what, xw_utf8_shown(key, kn, 40,
				    q, sizeof(q)));
			*out = xw_ereallocarray(*out, *nout + 1, sizeof(**out));
			en = &(*out)[(*nout)++];
			memcpy(en->key, key, kn + 1);
			en->value = xw_estrndup(s + i + k + 1, j - i - k - 1);
		} else if (en != NULL && k == 0 &&
		    !meant_as_entry(s + i, j - i)) {
			/* No "K=" (k == 0): a K too long to keep is
			   refused below, not glued onto the entry before. */
			v = xw_emalloc(strlen(en->value) + (j - i) + 2);
			sprintf(v, "%s %.*s", en->value, (int)(j - i), s + i);
			free(en->value);
			en->value = v;
		} else {
			return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l,
			    NULL, "%s entry '%s' is not 'K=text' with a "
			    "one-character key K", what,
			    xw_utf8_shown(s + i, j - i, 40, q, sizeof(q)));
		}
		i = j;
	}
	return 0;
}

/* A metadata line, l trimmed and not empty. */
static int
read_meta_line(struct reader *rd, const struct xw_line *l)
{
	const char *s = l->s, *colon = memchr(s, ':', l->n), *k, *v;
	size_t kn, vn, i;
	enum xw_meta m;
	char *lk, q[XW_SHOWN_SIZE(40)];

	if (colon == NULL)
		return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l, NULL,
		    "metadata line without ':'");
	kn = (size_t)(colon - s);
	k = xw_trim(s, &kn);
	vn = (size_t)(s + l->n - colon - 1);
	v = xw_trim(colon + 1, &vn);
	if (kn == 0)
		return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, l, NULL,
		    "metadata line without a key before ':'");
	lk = xw_estrndup(k, kn);
	for (i = 0; i < kn; i++)
		lk[i] = (char)xw_ascii_lower((unsigned char)lk[i]);
	if (json_object_object_get_ex(rd->seen, lk, NULL)) {
		xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, l, NULL,
		    "metadata key '%s' given twice",
		    xw_utf8_shown(k, kn, 40, q, sizeof(q)));
		free(lk);
		return -1;
	}
	json_object_object_add(rd->seen, lk, NULL);
	free(lk);
	for (i = 0; i < xw_xd_nmeta_names; i++) {
		m = xw_xd_meta_names[i].m;
		if (!xw_word_is(k, kn, xw_xd_meta_names[i].key))
			continue;
		/*
		 * A known key without a value is no value (puzzmo's .xd
		 * files say "copyright: " where their .puz twins have
		 * none), but the line is kept, to be written back.
		 */
		if (vn > 0 && m == XW_META_DATE)
			return date_in(rd, l, k, kn, v, vn);
		if (vn > 0)
			rd->meta[m] = xw_html_escape(v, vn);
		else
			keep_meta(rd, k, kn, v, vn);
		return 0;
	}
	if (xw_word_is(k, kn, "rebus"))
		return parse_entries(rd, v, vn, l, "rebus", &rd->rebus,
		    &rd->nrebus);
	if (xw_word_is(k, kn, "cluegroup"))
		return parse_entries(rd, v, vn, l, "cluegroup", &rd->groups,
		    &rd->ngroups);
	if (xw_word_is(k, kn, "special")) {
		rd->special = 1;
		rd->shaded = xw_word_is(v, vn, "shaded") ||
		    xw_word_is(v, vn, "shade");
		return 0;
	}
	if (xw_word_is(k, kn, "description")) {
		/* "N/A" is what puzzmo writes for none, as above. */
		if (vn > 0 && !xw_word_is(v, vn, "N/A")) {
			rd->description = xw_estrndup(v, vn);
			return 0;
		}
		/* and none is kept as it was written. */
	}
	if (xw_word_is(k, kn, "splitcharacter") && vn > 0)
		rd->split = xw_estrndup(v, vn);
	/* Anything else is kept as written, in its order. */
	keep_meta(rd, k, kn, v, vn);
	return 0;
}

static int
read_meta(struct reader *rd)
{
	const struct section *sec;
	struct xw_line l;
	size_t i, j;

	for (i = 0; i < rd->nsecs; i++) {
		sec = &rd->secs[i];
		if (sec->kind != S_META)
			continue;
		for (j = 0; j < sec->n; j++) {
			l = sec_line(rd, sec, j);
			/* A grid row, not a line without ':'. */
			if (one_blank_before(rd, sec, j) &&
			    memchr(l.s, ':', l.n) == NULL &&
			    is_row_like(l.s, l.n))
				return one_blank_fail(rd, &l, "Grid",
				    "metadata");
			if (l.n > 0 && read_meta_line(rd, &l))
				return -1;
		}
	}
	return 0;
}

/* The grid */

/* The non-blank lines of a section, trimmed, in *rows (caller frees). */
static size_t
section_rows(const struct reader *rd, const struct section *sec,
    struct xw_line **rows)
{
	size_t i, n = 0;

	*rows = xw_ereallocarray(NULL, sec->n + 1, sizeof(**rows));
	for (i = 0; i < sec->n; i++) {
		(*rows)[n] = sec_line(rd, sec, i);
		if ((*rows)[n].n > 0)
			n++;
	}
	return n;
}

/* Cells in a row up to a blank inside it, at *blank (NULL: none). */
static long
count_cells(const struct xw_line *row, const char **blank)
{
	size_t i, k;
	long cells = 0;
	uint32_t cp;

	*blank = NULL;
	/* ASCII is a byte a cell: read a letter at a time, the rows of
	   900 words under a "Key: value" line cost 16% more to judge as
	   a list. A mark after a letter is one cell with it: a row with
	   one is read a letter at a time from its start. */
	for (i = 0; i < row->n && (unsigned char)row->s[i] < 0x80; i++)
		if (xw_isblank((unsigned char)row->s[i])) {
			*blank = row->s + i;
			return (long)i;
		}
	if (i == row->n)
		return (long)i;
	for (i = 0; i < row->n; i += k, cells++) {
		k = xw_utf8_letter(row->s + i, row->n - i, &cp);
		if (k == 0)
			k = 1;
		if (xw_isblank((int)cp)) {
			*blank = row->s + i;
			break;
		}
	}
	return cells;
}

/* Cells in a row, or -1 (e filled) at a blank inside it. */
static long
row_cells(struct reader *rd, const struct xw_line *row)
{
	const char *blank;
	long cells = count_cells(row, &blank);

	if (blank != NULL)
		return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, row, blank,
		    "blank inside a grid row");
	return cells;
}

int
xw_xd_grid_may_read(const char *buf, size_t len)
{
	struct xw_text t;
	struct xw_line l;
	size_t blanks = 0, rows = 0, nlen;
	const char *name, *blank;
	long cells, width = 0;
	int comment = 0, seen = 0, grid = 0;

	/* Lines to sections as scan() takes them, until the grid ends. */
	xw_text_init(&t, buf, len, 0);
	while (xw_text_next(&t, &l)) {
		l = xw_line_trim(l);
		if (comment || xd_opens_comment(l.s, l.n)) {
			comment = find(l.s + (comment ? 0 : 4), l.n -
			    (comment ? 0 : 4), "-->") == NULL;
			continue;
		}
		/* Sections by name: for the reader to say. */
		if (is_header(&l, &name, &nlen))
			return 1;
		if (l.n == 0) {
			blanks++;
			continue;
		}
		if (blanks >= 2 && seen && grid++ > 0)
			return 1;
		blanks = 0;
		seen = 1;
		/* A metadata line without ':', which read_meta refuses: a
		   list under one blank line after its header. */
		if (!grid && memchr(l.s, ':', l.n) == NULL)
			return 0;
		if (!grid)
			continue;
		/* What check_rows refuses, found at its first row. */
		cells = count_cells(&l, &blank);
		if (blank != NULL || (rows > 0 && cells != width) ||
		    cells > XW_MAX_DIM || rows >= XW_MAX_DIM)
			return 0;
		width = cells;
		rows++;
	}
	return 1;
}

/* Rows of equal length, within the limits; their size in *w, *h. */
static int
check_rows(struct reader *rd, const struct xw_line *rows, size_t n,
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
			return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name,
			    &rows[r], NULL, "%s row of %ld cells, the first "
			    "has %ld", what, cells, width);
		if (width > XW_MAX_DIM || r >= XW_MAX_DIM)
			return xw_line_fail(rd->e, XW_ERR_LIMIT, rd->name,
			    &rows[r], NULL, "%s larger than %dx%d", what,
			    XW_MAX_DIM, XW_MAX_DIM);
	}
	*w = (int)width;
	*h = (int)n;
	return 0;
}

/* The solution a grid character stands for, in a new string. */
static char *
cell_text(struct reader *rd, const char *s, size_t k, uint32_t cp)
{
	const struct xd_entry *en = rebus_entry(rd, s, k);
	struct xw_buf b = { 0 };
	size_t sel = xw_utf8_selectors(s, k);
	char up[4];

	if (en != NULL) {
		if (rd->rebus_used == NULL)
			rd->rebus_used = xw_ecalloc(rd->nrebus, 1);
		rd->rebus_used[en - rd->rebus] = 1;
		return xw_estrdup(en->value);
	}
	/* cp, not s: a letter written decomposed is one, composed; its
	   variation selectors (❤️) stay with it. */
	xw_buf_add(&b, up, xw_utf8_encode(xw_toupper(cp), up));
	xw_buf_add(&b, s + k - sel, sel);
	return xw_buf_take(&b);
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
	if (xd_is_lower(cp) && (rd->special ||
	    rebus_entry(rd, s, k) == NULL))
		cell->style |= rd->shaded ? XW_STYLE_SHADED : XW_STYLE_CIRCLE;
}

/*
 * Whether grid character s[0..k) is a ':' that no Rebus: key declares:
 * what the xd spec gives no meaning, but a .puz solution holds for a
 * block (formats.md 1.3), and a .puz-to-.xd converter copies as it is
 * (xd-crossword-tools' puzToXD). The other characters outside the
 * spec's, digits and symbols, are the solution as kotwords writes and
 * reads them (".12$@"), and as the writer writes them.
 */
static int
puz_block(const struct reader *rd, const char *s, size_t k, uint32_t cp)
{
	return cp == ':' && rebus_entry(rd, s, k) == NULL;
}

static int
read_grid(struct reader *rd)
{
	const struct section *sec = find_section(rd, S_GRID);
	struct xw_line *rows = NULL, l;
	size_t n, r, i, k;
	int w, h, c, dot_block = 1;
	uint32_t cp;

	if (sec == NULL || (n = section_rows(rd, sec, &rows)) == 0) {
		free(rows);
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, NULL,
		    NULL, "no grid");
	}
	/* A clue ("A1. Frozen ~ ICE"), not a row with a blank inside. */
	for (i = 0; i < sec->n; i++) {
		l = sec_line(rd, sec, i);
		if (one_blank_before(rd, sec, i) && !is_row_like(l.s, l.n) &&
		    memchr(l.s, '~', l.n) != NULL) {
			free(rows);
			return one_blank_fail(rd, &l, "Clues", "grid");
		}
	}
	if (check_rows(rd, rows, n, "grid", &w, &h)) {
		free(rows);
		return -1;
	}
	for (r = 0; r < n; r++)
		if (memchr(rows[r].s, '#', rows[r].n) != NULL ||
		    find(rows[r].s, rows[r].n, "\xe2\x96\xa0") != NULL)
			dot_block = 0;
	rd->p = xw_puzzle_make(w, h);
	rd->p->has_solution = 1;
	for (r = 0; r < n; r++) {
		for (i = 0, c = 0; i < rows[r].n; i += k, c++) {
			k = xw_utf8_letter(rows[r].s + i, rows[r].n - i, &cp);
			if (puz_block(rd, rows[r].s + i, k, cp)) {
				if (rd->strict) {
					xw_line_fail(rd->e, XW_ERR_SYNTAX,
					    rd->name, &rows[r], rows[r].s + i,
					    "':' is no .xd grid character but "
					    "a .puz's block, and read as one");
					free(rows);
					return -1;
				}
				if (rd->colon_line == 0) {
					rd->colon_line = rows[r].no;
					rd->colon_col = xw_line_col(&rows[r],
					    rows[r].s + i);
				}
				cp = '#';
			}
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
	struct xw_line *rows = NULL;
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
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name,
		    sec->head, NULL, "start grid of %dx%d is larger than the "
		    "%dx%d grid", w, h, rd->p->width, rd->p->height);
	}
	for (r = 0; r < n; r++) {
		for (i = 0, c = 0; i < rows[r].n; i += k, c++) {
			k = xw_utf8_letter(rows[r].s + i, rows[r].n - i, &cp);
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
	char *dark;		/* background-dark, as written */
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
		if (xw_word_is(k, kn, bars[i].name) &&
		    xw_word_is(v, vn, "true"))
			st->bars |= bars[i].bar;
	if (vn > 1 && *v == '#' && (xw_word_is(k, kn, "background-light") ||
	    xw_word_is(k, kn, "background-color") ||
	    xw_word_is(k, kn, "background"))) {
		free(st->color);
		st->color = xw_estrndup(v + 1, vn - 1);
		st->style |= XW_STYLE_SHADED;
	} else if (xw_word_is(k, kn, "background")) {
		if (xw_word_is(v, vn, "circle"))
			st->style |= XW_STYLE_CIRCLE;
		else if (vn > 0)
			st->style |= XW_STYLE_SHADED;
	}
	/* The background in dark mode, which ipuz has no place for. */
	if (xw_word_is(k, kn, "background-dark") && vn > 0) {
		free(st->dark);
		st->dark = xw_estrndup(v, vn);
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
		while (i < n && xw_isblank((unsigned char)s[i]))
			i++;
		if (i == n)
			return 0;
		if ((k = xw_utf8_decode(s + i, n - i, &cp)) == 0 ||
		    k >= sizeof(st->key))
			return -1;
		for (j = i + k; j < n && xw_isblank((unsigned char)s[j]); j++)
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
			p = xw_trim(p, &kn);
			colon = xw_trim(colon + 1, &vn);
			style_prop(st, p, kn, colon, vn);
		}
		i = (size_t)(close - s) + 1;
	}
}

static void
free_styles(struct style *st, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(st[i].color);
		free(st[i].dark);
	}
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

/* The background-dark of the cell at (r, c), for the writer. */
static void
keep_dark(struct reader *rd, size_t r, int c, const char *dark)
{
	json_object *all;
	char at[2 * XW_ITOA_SIZE + 4];

	if (!json_object_object_get_ex(rd->kept, "background-dark", &all)) {
		all = json_object_new_object();
		json_object_object_add(rd->kept, "background-dark", all);
	}
	snprintf(at, sizeof(at), "r%zuc%d", r + 1, c + 1);
	json_object_object_add(all, at, json_object_new_string(dark));
}

/* The design grid's rows, from those after the one with </style>. */
static int
design_grid(struct reader *rd, const struct xw_line *rows, size_t n,
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
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, &rows[0],
		    NULL, "design grid of %dx%d is larger than the %dx%d grid",
		    w, h, rd->p->width, rd->p->height);
	for (r = 0; r < n; r++) {
		for (i = 0, c = 0; i < rows[r].n; i += k, c++) {
			uint32_t cp;

			k = xw_utf8_letter(rows[r].s + i, rows[r].n - i, &cp);
			cell = xw_cell_at(rd->p, (int)r, c);
			if (cell->kind != XW_CELL_LETTER)
				continue;
			for (j = 0; j < nst; j++) {
				if (strlen(st[j].key) != k ||
				    memcmp(st[j].key, rows[r].s + i, k) != 0)
					continue;
				apply_style(cell, &st[j]);
				if (st[j].dark != NULL)
					keep_dark(rd, r, c, st[j].dark);
			}
		}
	}
	return 0;
}

/* ## Design: <style> rules, then a grid of their class characters. */
static int
read_design(struct reader *rd)
{
	const struct section *sec = find_section(rd, S_DESIGN);
	struct xw_line *rows = NULL;
	struct xw_buf css = { 0 };
	struct style *st = NULL;
	size_t n, r, nst = 0;
	const char *open, *close = NULL;
	int ret = -1;

	if (sec == NULL)
		return 0;
	n = section_rows(rd, sec, &rows);
	if (n == 0 || (open = find(rows[0].s, rows[0].n, "<style>")) == NULL) {
		xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, n > 0 ? &rows[0] :
		    sec->head, NULL, "design section without <style> first");
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
		xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, &rows[0], NULL,
		    "<style> without </style>");
		goto out;
	}
	if (css.len > 0 && parse_styles(css.s, css.len, &st, &nst)) {
		xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, &rows[0], NULL,
		    "style rules are not 'K { property: value }'");
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

/* Field f of "a | b | c", trimmed; with all the fields after it when
   rest is set. */
static void
put_field(struct xw_buf *b, const char *s, size_t n, int f, int rest)
{
	const char *bar;
	size_t len;

	while (f-- > 0 && (bar = memchr(s, '|', n)) != NULL) {
		n -= (size_t)(bar - s) + 1;
		s = bar + 1;
	}
	if (f >= 0) {
		/* No such field. */
		return;
	}
	bar = rest ? NULL : memchr(s, '|', n);
	len = bar != NULL ? (size_t)(bar - s) : n;
	s = xw_trim(s, &len);
	xw_buf_add(b, s, len);
}

/*
 * Into b, as an attribute's value: the text s (HTML already) with its
 * quotes escaped, and its braces, which the {/markup/} pass must not
 * take for markup.
 */
static void
put_attr(struct xw_buf *b, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] == '"')
			xw_buf_puts(b, "&quot;");
		else if (s[i] == '{')
			xw_buf_puts(b, "&#123;");
		else if (s[i] == '}')
			xw_buf_puts(b, "&#125;");
		else
			xw_buf_add(b, s + i, 1);
}

/* An attribute: open (' name="'), then field f of s (n bytes), or all
   from it on (rest), as put_attr puts it, then its closing quote. */
static void
put_field_attr(struct xw_buf *b, const char *open, const char *s, size_t n,
    int f, int rest)
{
	struct xw_buf field = { 0 };

	put_field(&field, s, n, f, rest);
	xw_buf_puts(b, open);
	put_attr(b, field.s != NULL ? field.s : "", field.len);
	xw_buf_puts(b, "\"");
	free(field.s);
}

/*
 * A link, an image or coloured text, s (n bytes, braces and all; its
 * fields body, len bytes), as the HTML an ipuz clue holds, which the .xd
 * writer turns back: {@text|url@} is <a href="url">text</a>;
 * {#text|colours#} a span, coloured by the first; {!url|alt|w|h!} (or
 * {!! !!}) its alt text, in a span that keeps the image's markup as
 * written but for its braces. Other formats show the text, and name the
 * tags they leave out.
 */
static void
put_leaf(struct xw_buf *b, const char *s, size_t n, const char *body,
    size_t len)
{
	const char *tag = s[1] == '@' ? "a" : "span";

	xw_buf_printf(b, "<%s", tag);
	if (s[1] == '@') {
		put_field_attr(b, " href=\"", body, len, 1, 0);
	} else if (s[1] == '#') {
		if (memchr(body, '|', len) != NULL)
			put_field_attr(b, " style=\"color: ", body, len, 1, 0);
		put_field_attr(b, " data-xd-color=\"", body, len, 1, 1);
	} else {
		xw_buf_puts(b, " data-xd-image=\"");
		put_attr(b, s + 1, n - 2);
		xw_buf_puts(b, "\"");
	}
	xw_buf_puts(b, ">");
	/* The text, or an image's alt text. */
	put_field(b, body, len, s[1] == '!', 0);
	xw_buf_printf(b, "</%s>", tag);
}

/*
 * Links, images and coloured text as HTML (put_leaf), as kotwords reads
 * them: {@text|url@}, {!url|alt|w|h!} (or {!! !!}), {#text|c|c#}.
 */
static void
html_leaves(const char *s, size_t n, struct xw_buf *b)
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
				put_leaf(b, s + i, (size_t)(end - s) + 2 - i,
				    s + open, len);
				i = (size_t)(end - s) + 2;
				continue;
			}
		}
		xw_buf_add(b, s + i, 1);
		i++;
	}
}

char *
xw_xd_markup_html(const char *s, size_t n)
{
	struct xw_buf flat = { 0 }, out = { 0 };
	size_t *stack, top = 0, i;
	unsigned char *role;
	int m;

	html_leaves(s, n, &flat);
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
list_for(struct reader *rd, int group, const struct xw_line *ln,
    const char *id)
{
	struct xw_puzzle *p = rd->p;
	const struct xd_entry *en = NULL;
	enum xw_dir dir = group == 'A' ? XW_DIR_ACROSS : group == 'D' ?
	    XW_DIR_DOWN : XW_DIR_OTHER;
	const char *name;
	char key[2] = { (char)group, '\0' };
	size_t i;

	if (dir == XW_DIR_OTHER && group != 0 &&
	    (en = xw_xd_find_entry(rd->groups, rd->ngroups, key, 1)) == NULL) {
		xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, ln, NULL,
		    "clue %s: cluegroup '%c' is not named in a "
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

int
xw_xd_same_answer(const char *said, size_t n, const char *grid,
    const char *split)
{
	size_t i, k, kg, sl = split != NULL ? strlen(split) : 0;
	uint32_t a, g;

	for (i = 0; i < n; i += k, grid += kg) {
		if (sl > 0 && n - i >= sl && memcmp(said + i, split, sl) == 0) {
			k = sl;
			kg = 0;
			continue;
		}
		if ((k = xw_utf8_letter(said + i, n - i, &a)) == 0 ||
		    (kg = xw_utf8_letter(grid, strlen(grid), &g)) == 0 ||
		    xw_toupper(a) != xw_toupper(g))
			return 0;
	}
	return *grid == '\0';
}

/*
 * The answer of clue id as written, ans[0..n), which is the grid's with
 * split characters (word breaks) in it: the model has the grid's, and
 * the writer gives this back.
 */
static void
keep_split_answer(struct reader *rd, const char *id, const char *ans,
    size_t n)
{
	json_object *all;

	if (!json_object_object_get_ex(rd->kept, "answers", &all)) {
		all = json_object_new_object();
		json_object_object_add(rd->kept, "answers", all);
	}
	json_object_object_add(all, id, json_object_new_string_len(ans,
	    (int)n));
}

/* "A1 ^Key: text", kept for the clue A1 read before it. */
static int
clue_meta(struct reader *rd, const char *id, const char *s, size_t n,
    const struct xw_line *ln)
{
	json_object *all, *list;

	if (!json_object_object_get_ex(rd->ids, id, NULL))
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, ln, NULL,
		    "clue metadata for %s before clue %s", id, id);
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
		*a = xw_trim(*a, an);
		s = xw_trim(s, tn);
		return *an > 0 ? 0 : -1;
	}
	return -1;
}

static int
add_clue(struct reader *rd, struct xw_cluelist *l, const char *id,
    const char *num, const char *text, size_t tn, const char *ans,
    size_t an, const struct xw_line *ln)
{
	const struct xw_slot *s = NULL;
	struct xw_clue *clue;
	char *grid = NULL, *esc, *html;
	int k;

	if (l->dir != XW_DIR_OTHER) {
		if ((s = xw_slot_by_label(rd->p, l->dir, num)) == NULL)
			return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name,
			    ln, NULL, "clue %s has no slot in the grid", id);
		if (rd->clued[s - rd->p->slots]++)
			return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name,
			    ln, NULL, "clue %s given twice", id);
	}
	/* Doubled at each power of two, as xw_feed_clue does. */
	if ((l->nclues & (l->nclues - 1)) == 0)
		l->clues = xw_ereallocarray(l->clues, l->nclues != 0 ?
		    2 * l->nclues : 1, sizeof(*l->clues));
	clue = &l->clues[l->nclues++];
	memset(clue, 0, sizeof(*clue));
	clue->number = xw_puzzle_strndup(rd->p, num, strlen(num));
	/* .xd text is plain but for its {/markup/}; the model's is HTML. */
	esc = xw_html_escape(text, tn);
	html = xw_xd_markup_html(esc, strlen(esc));
	free(esc);
	/* From the pool, as every clue's text and cells are (puzzle.h). */
	clue->text = xw_puzzle_strndup(rd->p, html, strlen(html));
	free(html);
	if (s != NULL) {
		clue->ncells = (size_t)s->len;
		clue->cells = xw_puzzle_alloc(rd->p, clue->ncells *
		    sizeof(*clue->cells));
		for (k = 0; k < s->len; k++)
			clue->cells[k] = xw_slot_cell(s, k);
		grid = xw_slot_answer(rd->p, s);
	}
	/* The grid is the truth; an answer that disagrees is kept, for
	   ipuz-check to report and the writer to give back, and so is one
	   that agrees but for its word breaks. */
	if (ans != NULL && (grid == NULL ||
	    !xw_xd_same_answer(ans, an, grid, rd->split)))
		clue->answer = xw_puzzle_strndup(rd->p, ans, an);
	else if (ans != NULL && rd->split != NULL &&
	    find(ans, an, rd->split) != NULL)
		keep_split_answer(rd, id, ans, an);
	free(grid);
	json_object_object_add(rd->ids, id, NULL);
	return 0;
}

/*
 * An Across or Down clue line without text, "A1.  ~ CAB", as the writer
 * puts one for an entry without a clue: read as no clue, its id taken
 * (for its metadata lines, and a second clue for the entry is refused).
 * Returns 1 when the line is no such stub: it has text, no slot, or an
 * answer that is not the grid's, which only a clue keeps.
 */
static int
read_stub(struct reader *rd, int group, const char *id, const char *num,
    size_t tn, const char *ans, size_t an, const struct xw_line *ln)
{
	const struct xw_slot *s;
	char *grid;
	int same;

	if (tn > 0 || (group != 'A' && group != 'D') ||
	    (s = xw_slot_by_label(rd->p, group == 'A' ? XW_DIR_ACROSS :
	    XW_DIR_DOWN, num)) == NULL)
		return 1;
	grid = xw_slot_answer(rd->p, s);
	same = ans == NULL || (grid != NULL &&
	    xw_xd_same_answer(ans, an, grid, rd->split));
	free(grid);
	if (!same)
		return 1;
	if (rd->clued[s - rd->p->slots]++)
		return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, ln, NULL,
		    "clue %s given twice", id);
	if (ans != NULL && rd->split != NULL && find(ans, an, rd->split) !=
	    NULL)
		keep_split_answer(rd, id, ans, an);
	json_object_object_add(rd->ids, id, NULL);
	return 0;
}

/*
 * The blanks gap[0..n) between "A1." and "~" of clue id's line without
 * text, when not the two spaces the writer puts, so that it gives the
 * line back as written ("A1. ~ CAB").
 */
static void
keep_textless(struct reader *rd, const char *id, const char *gap, size_t n)
{
	json_object *all;
	size_t i;

	for (i = 0; i < n; i++)
		if (gap[i] != ' ' && gap[i] != '\t')
			return;
	if (n == 2 && memcmp(gap, "  ", 2) == 0)
		return;
	if (!json_object_object_get_ex(rd->kept, "textless", &all)) {
		all = json_object_new_object();
		json_object_object_add(rd->kept, "textless", all);
	}
	json_object_object_add(all, id, json_object_new_string_len(gap,
	    (int)n));
}

/* A clue line, or with dry set only whether it is well formed. */
static int
read_clue_line(struct reader *rd, const struct xw_line *ln, int dry)
{
	const char *s = ln->s;
	size_t n = ln->n;
	size_t i = 0, d, dot, tn, an;
	const char *ans, *text;
	char id[24], num[16], q[XW_SHOWN_SIZE(40)];
	int group = 0, stub;
	struct xw_cluelist *l;

	if (n > 0 && s[0] >= 'A' && s[0] <= 'Z')
		group = s[i++];
	for (d = i; d < n && s[d] >= '0' && s[d] <= '9'; d++)
		;
	if (d == i || d - i > XD_MAX_DIGITS || d == n ||
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
		return dry ? 0 : clue_meta(rd, id, s + i + 1, n - i - 1, ln);
	}
	for (dot = d++; d < n && xw_isblank((unsigned char)s[d]); d++)
		;
	if (d == n)
		goto bad;
	/* Without "~ ANSWER" (and no '~' at all), the grid gives the
	   answer. */
	if (memchr(s + d, '~', n - d) == NULL) {
		tn = n - d;
		ans = NULL;
		an = 0;
	} else if (split_answer(s + d, n - d, &tn, &ans, &an))
		goto bad;
	if (dry)
		return 0;
	text = xw_trim(s + d, &tn);
	if (tn == 0)
		keep_textless(rd, id, s + dot + 1, d - dot - 1);
	if ((stub = read_stub(rd, group, id, num, tn, ans, an, ln)) <= 0)
		return stub;
	if ((l = list_for(rd, group, ln, id)) == NULL)
		return -1;
	return add_clue(rd, l, id, num, text, tn, ans, an, ln);
bad:
	return xw_line_fail(rd->e, XW_ERR_SYNTAX, rd->name, ln, NULL,
	    "bad clue line '%s': want 'A1. clue ~ ANSWER'",
	    xw_utf8_shown(s, n, 40, q, sizeof(q)));
}

/*
 * The clue lines; dry, only their form, so that a malformed line is
 * reported before faults of sections read earlier but written later.
 */
static int
read_clues(struct reader *rd, int dry)
{
	const struct section *sec = find_section(rd, S_CLUES);
	struct xw_line l;
	size_t i;

	if (sec == NULL)
		return 0;
	if (!dry)
		rd->clued = xw_ecalloc(rd->p->nslots + 1, 1);
	for (i = 0; i < sec->n; i++) {
		l = sec_line(rd, sec, i);
		if (l.n > 0 && read_clue_line(rd, &l, dry))
			return -1;
	}
	return 0;
}

/*
 * Whether l is a line of the notes that xd_write.c indented by a space,
 * so that it would not read as a header or a comment: spaces, then "## "
 * or "<!--".
 */
static int
indented_mark(const struct xw_line *l)
{
	size_t i;

	for (i = 0; i < l->n && l->s[i] == ' '; i++)
		;
	return i > 0 && xd_opens_mark(l->s + i, l->n - i);
}

/*
 * Whether line l ended in CR LF where the file's other lines end in LF
 * alone: the CR is then the text's (.puz notes have them, and the writer
 * writes them as they are), not the file's line end, which the line
 * reader takes away.
 */
static int
line_cr(const struct reader *rd, const struct xw_line *l)
{
	return !rd->crlf && l->s + l->n < rd->end && l->s[l->n] == '\r';
}

/*
 * The lines sec[*first..*last) that hold its text: without the empty
 * lines at its ends, but in notes under a ## Notes header, whose empty
 * lines there are the notes' own line breaks (xd_write.c write_notes),
 * without only the blank line after the header and the one before the
 * next header.
 */
static void
text_lines(const struct reader *rd, const struct section *sec,
    size_t *first, size_t *last)
{
	*first = 0;
	*last = sec->n;
	if (sec->kind == S_NOTES && sec->head != NULL) {
		if (*first < *last && sec_raw_line(rd, sec, 0).n == 0)
			(*first)++;
		if (*last > *first && sec != &rd->secs[rd->nsecs - 1] &&
		    sec_raw_line(rd, sec, *last - 1).n == 0)
			(*last)--;
		return;
	}
	while (*first < *last && sec_raw_line(rd, sec, *first).n == 0)
		(*first)++;
	while (*last > *first && sec_raw_line(rd, sec, *last - 1).n == 0)
		(*last)--;
}

/*
 * A section's text: its lines as written (text_lines), their spaces and
 * CRs too (see line_cr), so that it is written back the same bytes; in
 * the notes, less the space the writer put before a line that would read
 * as a header or a comment.
 */
static char *
section_text(const struct reader *rd, const struct section *sec)
{
	struct xw_buf b = { 0 };
	size_t i, first, last;
	struct xw_line l;

	text_lines(rd, sec, &first, &last);
	xw_buf_add(&b, "", 0);
	for (i = first; i < last; i++) {
		l = sec_raw_line(rd, sec, i);
		if (sec->kind == S_NOTES && indented_mark(&l)) {
			l.s++;
			l.n--;
		}
		xw_buf_add(&b, l.s, l.n);
		if (line_cr(rd, &l))
			xw_buf_add(&b, "\r", 1);
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
	char *text, *both, *lines, *esc;
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
			json_object_array_add(o, json_object_new_string_len(sec->name,
			    (int)sec->namelen));
			json_object_array_add(o, json_object_new_string(text));
			json_object_array_add(list, o);
			free(text);
			continue;
		}
		/* The notes' lines are lines, their text plain; the ipuz
		   HTML says both. */
		esc = xw_html_escape(text, strlen(text));
		lines = xw_html_lines(esc);
		free(esc);
		if (*lines != '\0' && p->meta[XW_META_NOTES] != NULL) {
			both = xw_emalloc(strlen(p->meta[XW_META_NOTES]) +
			    strlen(lines) + 6);
			sprintf(both, "%s<br>\n%s", p->meta[XW_META_NOTES],
			    lines);
			free(p->meta[XW_META_NOTES]);
			p->meta[XW_META_NOTES] = both;
		} else if (*lines != '\0') {
			p->meta[XW_META_NOTES] = lines;
			lines = NULL;
		}
		free(lines);
		free(text);
	}
	/* A description is the notes when there are none (kotwords). */
	if (rd->description != NULL && p->meta[XW_META_NOTES] == NULL) {
		p->meta[XW_META_NOTES] = xw_html_escape(rd->description,
		    strlen(rd->description));
	} else if (rd->description != NULL) {
		keep_meta(rd, "Description", strlen("Description"),
		    rd->description, strlen(rd->description));
	}
}

/* The rebus keys and cluegroup letters, so the writer can reuse them. */
static void
keep_entries(struct reader *rd, const char *key, const struct xd_entry *en,
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

/*
 * The rebus keys no cell shows, so the writer keeps them as the file
 * had them, where a key that a cell showed and shows no more was
 * edited out.
 */
static void
keep_unused(struct reader *rd)
{
	json_object *o = NULL;
	size_t i;

	for (i = 0; i < rd->nrebus; i++) {
		if (rd->rebus_used != NULL && rd->rebus_used[i])
			continue;
		if (o == NULL)
			o = json_object_new_array();
		json_object_array_add(o, json_object_new_string(
		    rd->rebus[i].key));
	}
	if (o != NULL)
		json_object_object_add(rd->kept, "rebus_unused", o);
}

static void
make_doc(struct reader *rd)
{
	struct xw_puzzle *p = rd->p;

	p->version = xw_estrdup(XW_IPUZ_VERSION);
	p->kinds = xw_ecalloc(1, sizeof(char *));
	p->kinds[p->nkinds++] = xw_estrdup(XW_KIND_CROSSWORD "#1");
	keep_entries(rd, "rebus", rd->rebus, rd->nrebus);
	keep_unused(rd);
	keep_entries(rd, "cluegroups", rd->groups, rd->ngroups);
	if (json_object_object_length(rd->kept) > 0) {
		p->kept = json_object_new_object();
		json_object_object_add(p->kept, XD_KEPT_KEY,
		    json_object_get(rd->kept));
	}
}

static void
free_reader(struct reader *rd)
{
	size_t i;

	free(rd->secs);
	free(rd->idx);
	free(rd->lines);
	xw_xd_free_entries(rd->rebus, rd->nrebus);
	free(rd->rebus_used);
	xw_xd_free_entries(rd->groups, rd->ngroups);
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
 * The Date: date_in found no date, refused with XW_READ_STRICT once all
 * else is read, so that a fault strict reading refuses before it (a ':'
 * in the grid) is the one said, naming it too (xw_xd_read). Other .xd
 * readers take the line as it is: XW_ERR_INVALID, a rule of the format
 * broken, not its grammar (XW_ERR_SYNTAX), so that ipuz-check has it
 * for a lint, as an ipuz date that is no date.
 */
static int
no_date(struct reader *rd)
{
	char q[XW_SHOWN_SIZE(40)];

	return xw_line_fail(rd->e, XW_ERR_INVALID, rd->name, &rd->date_line,
	    rd->date_v, "date '%s' is not a date this reads (2024-03-05, "
	    "March 5, 2024): kept as an .xd metadata line, not as the ipuz "
	    "date", xw_utf8_shown(rd->date_v, rd->date_vn, 40, q, sizeof(q)));
}

/*
 * Clue lines are checked for form before Design and Start are read, so
 * the first fault in the file is the one reported.
 */
static int
build(struct reader *rd, const char *buf, size_t len)
{
	struct xw_text t;
	size_t i;

	xw_text_init(&t, buf, len, 0);
	if (xw_text_lines(&t, rd->name, &rd->lines, &rd->nlines, rd->e))
		return -1;
	rd->end = t.buf + t.len;
	rd->crlf = 1;
	for (i = 0; i < rd->nlines && rd->crlf; i++)
		rd->crlf = rd->lines[i].s + rd->lines[i].n == rd->end ||
		    rd->lines[i].s[rd->lines[i].n] == '\r';
	if (scan(rd) || read_meta(rd) || read_grid(rd) || read_clues(rd, 1))
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
	return rd->date_v != NULL ? no_date(rd) : 0;
}

/*
 * Whether the sections rd read are plainly an .xd puzzle's, not a word
 * list's that opens with "Key: value" lines, whose words read as a grid
 * (review19 F6): a ## header, or a clue line.
 */
static int
plainly_xd(const struct reader *rd)
{
	const struct section *sec = find_section(rd, S_CLUES);
	size_t i;

	for (i = 0; i < rd->nsecs; i++)
		if (rd->secs[i].head != NULL)
			return 1;
	for (i = 0; sec != NULL && i < sec->n; i++)
		if (sec_line(rd, sec, i).n > 0)
			return 1;
	return 0;
}

/* xw_xd_read, and with plainly not NULL, whether the puzzle read is
   plainly one (plainly_xd) in *plainly. */
static struct xw_puzzle *
read_xd(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e, int *plainly)
{
	struct reader rd = { 0 };
	struct xw_puzzle *p = NULL;

	if (xw_text_check(buf, len, name, e) != 0)
		return NULL;
	rd.strict = o != NULL && (o->flags & XW_READ_STRICT);
	rd.name = name;
	rd.e = e;
	rd.seen = json_object_new_object();
	rd.kept = json_object_new_object();
	rd.ids = json_object_new_object();
	if (build(&rd, buf, len) == 0) {
		p = rd.p;
		rd.p = NULL;
		if (plainly != NULL)
			*plainly = plainly_xd(&rd);
	} else if (rd.date_v != NULL && e != NULL &&
	    e->line != rd.date_line.no) {
		/* The fault said (a ':' in the grid) is not the date, which
		   the warning would not name otherwise. */
		size_t n = strlen(e->msg);
		char q[XW_SHOWN_SIZE(40)];

		snprintf(e->msg + n, sizeof(e->msg) - n, " (and the date "
		    "'%s' at line %ld is no date: kept as an .xd metadata "
		    "line)", xw_utf8_shown(rd.date_v, rd.date_vn, 40, q,
		    sizeof(q)), rd.date_line.no);
	} else if (rd.colon_line > 0 && e != NULL) {
		/* The block may be why (the numbering moved), and its
		   warning is given only with a puzzle. */
		size_t n = strlen(e->msg);

		snprintf(e->msg + n, sizeof(e->msg) - n, " (after the ':' "
		    "at %ld:%ld read as a block)", rd.colon_line,
		    rd.colon_col);
	}
	xw_puzzle_free(rd.p);
	free_reader(&rd);
	return p;
}

struct xw_puzzle *
xw_xd_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	return read_xd(buf, len, name, o, e, NULL);
}

int
xw_xd_plainly(const char *buf, size_t len)
{
	struct xw_puzzle *p;
	struct xw_error e;
	int plainly = 0;

	if ((p = read_xd(buf, len, "", NULL, &e, &plainly)) == NULL)
		return 0;
	xw_puzzle_free(p);
	return plainly;
}
