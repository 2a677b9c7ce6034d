/* See LICENSE file for copyright and license details. */
/*
 * Inside the .xd module: shared by xd_read.c and xd_write.c only. What is
 * not inline here is defined in xd_read.c.
 */
#ifndef XW_XD_PRIV_H
#define XW_XD_PRIV_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "puzzle.h"
#include "utf8.h"

/* Where a document keeps what ipuz has no place for, for the writer. */
#define XD_KEPT_KEY	"com.xwtools:xd"

/* The most digits a clue number has, read or written. */
#define XD_MAX_DIGITS	6

/* The bytes of an entry's key, its NUL too. */
#define XD_KEY_SIZE	8

/* A one-character key and its text: Rebus: and Cluegroup: entries. */
struct xd_entry {
	char key[XD_KEY_SIZE];
	char *value;
};

/* The metadata keys the model holds, in the order they are written. */
struct xd_meta_name {
	const char *key;
	enum xw_meta m;
};

extern const struct xd_meta_name xw_xd_meta_names[];
extern const size_t xw_xd_nmeta_names;

/* The entry of en[0..n) whose key is key[0..klen), or NULL. */
const struct xd_entry *xw_xd_find_entry(const struct xd_entry *en, size_t n,
    const char *key, size_t klen);

/*
 * The clue markup of s[0..n), .xd text already HTML-escaped, as the HTML
 * ipuz clues hold: {/x/} is <i>x</i>, {@ x | url @} a link. A new string
 * the caller frees.
 */
char *xw_xd_markup_html(const char *s, size_t n);

/*
 * Whether the answer said[0..n) is the grid's answer grid, in any case,
 * a letter written decomposed as the one it composes, and the split
 * string split (NULL: none), a word break, left out wherever it is.
 */
int xw_xd_same_answer(const char *said, size_t n, const char *grid,
    const char *split);

/* Free en[0..n) and their values. */
void xw_xd_free_entries(struct xd_entry *en, size_t n);

/*
 * Whether s[0..n) is a date a Date: line may give: ISO (2024-03-05), the
 * form .xd has; ipuz's mm/dd/yyyy; or English ("March 5, 2024", "5 Mar
 * 2024"). Its parts to *y, *m and *d.
 */
int xw_xd_read_date(const char *s, size_t n, int *y, int *m, int *d);

/* Whether s[0..n) opens what the reader takes for a comment, "<!--". */
static inline int
xd_opens_comment(const char *s, size_t n)
{
	return n >= 4 && memcmp(s, "<!--", 4) == 0;
}

/*
 * Whether s[0..n) opens a line the reader takes for a section header
 * ("## ") or a comment: text that would, the writer writes otherwise.
 */
static inline int
xd_opens_mark(const char *s, size_t n)
{
	return (n >= 3 && memcmp(s, "## ", 3) == 0) || xd_opens_comment(s, n);
}

/* A lower-case grid letter, ñ and λ as a: special (circled or shaded)
   in .xd. */
static inline int
xd_is_lower(uint32_t cp)
{
	return xw_toupper(cp) != cp;
}

/* Whether s[0..n) is digits only. */
static inline int
xd_all_digits(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return 1;
}

#endif
