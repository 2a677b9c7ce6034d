/* See LICENSE file for copyright and license details. */
/*
 * The uclick XML reader (uclick.h): the grid from AllAnswer, numbered as
 * usual, and each clue on the entry that starts where its n says.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clocale.h"
#include "feed.h"
#include "grid.h"
#include "uclick.h"
#include "utf8.h"
#include "util.h"
#include "xmlkit.h"

struct reader {
	const char *name;
	struct xw_error *e;
	xmlNodePtr root;
	struct xw_puzzle *p;
	int strict;		/* XW_READ_STRICT: a clue numbered otherwise
				   than its first cell refused */
};

int
xw_uclick_sniff(const char *buf, size_t len)
{
	return xw_xml_sniff(buf, len, "crossword", "<allanswer");
}

/* The first element child of n named name in any case (the feeds
   differ: <Title>, <title>), or NULL. */
static xmlNodePtr
child_ci(xmlNodePtr n, const char *name)
{
	for (n = n->children; n != NULL; n = n->next)
		if (n->type == XML_ELEMENT_NODE &&
		    xw_ascii_casecmp(xw_xml_name(n), name) == 0)
			return n;
	return NULL;
}

/* The v of child element key, a new string, or NULL. */
static char *
value_of(const struct reader *rd, const char *key, xmlNodePtr *at)
{
	xmlNodePtr n = child_ci(rd->root, key);

	if (at != NULL)
		*at = n;
	return n != NULL ? xw_xml_attr(n, "v") : NULL;
}

/* "%27" and the like decoded, when that gives UTF-8; else s as it is. */
static char *
url_decode(const char *s)
{
	size_t n = strlen(s), i, o = 0;
	char *out = xw_emalloc(n + 1), hex[3] = { 0 };

	for (i = 0; i < n; i++) {
		if (s[i] == '%' && isxdigit((unsigned char)s[i + 1]) &&
		    isxdigit((unsigned char)s[i + 2])) {
			memcpy(hex, s + i + 1, 2);
			out[o++] = (char)strtol(hex, NULL, 16);
			i += 2;
		} else {
			out[o++] = s[i];
		}
	}
	out[o] = '\0';
	if (xw_utf8_check(out, o) < o || memchr(out, '\0', o) != NULL) {
		free(out);
		return xw_estrdup(s);
	}
	return out;
}

/* Width or Height: a whole number from 1 to XW_MAX_DIM. */
static int
dimension(struct reader *rd, const char *key, int *out)
{
	xmlNodePtr at;
	char *v = value_of(rd, key, &at), *end, b[64];
	long n;
	int ret = 0;

	if (v == NULL)
		return xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
		    xw_xml_line(rd->root), 0, "no <%s v=\"...\">", key);
	n = strtol(v, &end, 10);
	if (end == v || *end != '\0' || n < 1 || n > XW_MAX_DIM)
		ret = xw_seterr(rd->e, end != v && *end == '\0' && n > 0 ?
		    XW_ERR_LIMIT : XW_ERR_INVALID, rd->name, xw_xml_line(at),
		    0, "%s \"%s\" is not from 1 to %d", key,
		    xw_xml_shown(v, 20, b, sizeof(b)), XW_MAX_DIM);
	else
		*out = (int)n;
	free(v);
	return ret;
}

static int
read_grid(struct reader *rd)
{
	xmlNodePtr at;
	char *all, cell[8];
	size_t i, k, n, cells = 0;
	uint32_t cp;
	int w, h;

	if (dimension(rd, "Width", &w) || dimension(rd, "Height", &h))
		return -1;
	if ((all = value_of(rd, "AllAnswer", &at)) == NULL)
		return xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
		    xw_xml_line(rd->root), 0, "no <AllAnswer v=\"...\">");
	n = strlen(all);
	for (i = 0; i < n; i += k, cells++)
		if ((k = xw_utf8_decode(all + i, n - i, &cp)) == 0)
			k = 1;
	if (cells != (size_t)w * h) {
		free(all);
		return xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
		    xw_xml_line(at), 0, "AllAnswer has %zu cells, a %dx%d "
		    "grid %d", cells, w, h, w * h);
	}
	rd->p = xw_puzzle_make(w, h);
	rd->p->has_solution = 1;
	for (i = 0, cells = 0; i < n; i += k, cells++) {
		k = xw_utf8_decode(all + i, n - i, &cp);
		if (cp == '-') {
			rd->p->cells[cells].kind = XW_CELL_BLOCK;
			continue;
		}
		memcpy(cell, all + i, k);
		rd->p->cells[cells].solution = xw_str(cell, k);
	}
	free(all);
	return 0;
}

/* A clue element of list l: n where it starts, cn its number. */
static int
read_clue(struct reader *rd, struct xw_cluelist *l, xmlNodePtr n)
{
	struct xw_puzzle *p = rd->p;
	const struct xw_slot *s = NULL;
	char *cn = xw_xml_attr(n, "cn"), *at = xw_xml_attr(n, "n");
	char *c = xw_xml_attr(n, "c"), *a = xw_xml_attr(n, "a"), b[64];
	struct xw_clue *clue;
	long start;
	int ret = 0;

	if (cn == NULL || *cn == '\0') {
		ret = xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
		    xw_xml_line(n), 0, "%s clue <%s> has no number (cn)",
		    xw_dir_word(l->dir), xw_xml_shown(xw_xml_name(n), 20, b,
		    sizeof(b)));
		goto out;
	}
	if (at != NULL && (start = strtol(at, NULL, 10)) >= 1 &&
	    start <= (long)p->width * p->height)
		s = xw_feed_slot_at(p, l->dir, (int)((start - 1) / p->width),
		    (int)((start - 1) % p->width));
	if (s == NULL && (s = xw_slot_by_label(p, l->dir, cn)) == NULL) {
		ret = xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
		    xw_xml_line(n), 0, "%s clue %s is for no entry of the "
		    "grid", xw_dir_word(l->dir), xw_xml_shown(cn, 20, b,
		    sizeof(b)));
		goto out;
	}
	/* Read as given, the place by n and the number by cn; said, as a
	   solver cannot find the clue's number in the grid. */
	if (rd->strict && xw_slot_by_label(p, l->dir, cn) != s) {
		ret = xw_seterr(rd->e, XW_ERR_INVALID, rd->name,
		    xw_xml_line(n), 0, "%s clue %s starts at the cell "
		    "numbered %d; kept as %s", xw_dir_word(l->dir),
		    xw_xml_shown(cn, 20, b, sizeof(b)), s->number,
		    xw_xml_shown(cn, 20, b, sizeof(b)));
		goto out;
	}
	if ((clue = xw_feed_clue(p, l, cn, c != NULL ? url_decode(c) : NULL,
	    s)) == NULL) {
		ret = xw_seterr(rd->e, XW_ERR_LIMIT, rd->name, xw_xml_line(n),
		    0, "more than %ld clues", XW_MAX_CLUES);
		goto out;
	}
	xw_feed_answer(p, clue, a);
out:
	free(cn);
	free(at);
	free(c);
	free(a);
	return ret;
}

static int
read_clues(struct reader *rd, const char *elem, const char *list)
{
	xmlNodePtr n = child_ci(rd->root, elem), c;
	struct xw_cluelist *l;

	if (n == NULL)
		return 0;
	l = xw_feed_list(rd->p, list);
	for (c = n->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE && read_clue(rd, l, c))
			return -1;
	return 0;
}

static int
read_all(struct reader *rd)
{
	static const struct {
		const char *key;
		enum xw_meta m;
	} meta[] = { { "Title", XW_META_TITLE }, { "Author", XW_META_AUTHOR },
	    { "Editor", XW_META_EDITOR }, { "Copyright", XW_META_COPYRIGHT },
	    { "Category", XW_META_PUBLICATION } };
	size_t i;

	if (read_grid(rd))
		return -1;
	xw_feed_kind(rd->p);
	for (i = 0; i < sizeof(meta) / sizeof(meta[0]); i++) {
		rd->p->meta[meta[i].m] = xw_feed_text(value_of(rd,
		    meta[i].key, NULL));
		if (rd->p->meta[meta[i].m] != NULL &&
		    *rd->p->meta[meta[i].m] == '\0') {
			free(rd->p->meta[meta[i].m]);
			rd->p->meta[meta[i].m] = NULL;
		}
	}
	xw_grid_label(rd->p);
	return read_clues(rd, "across", "Across") ||
	    read_clues(rd, "down", "Down");
}

/* The puzzle of the <crossword> root into *p (xw_xml_read). */
static int
build(xmlNodePtr root, const char *name, int strict, struct xw_puzzle **p,
    struct xw_error *e)
{
	struct reader rd = { name, e, root, NULL, strict };
	int ret = read_all(&rd);

	*p = rd.p;
	return ret;
}

struct xw_puzzle *
xw_uclick_read(const char *buf, size_t len, const char *name,
    const struct xw_read_opts *o, struct xw_error *e)
{
	return xw_xml_read(buf, len, name, "uclick XML", "crossword",
	    o != NULL && (o->flags & XW_READ_STRICT), build, e);
}
