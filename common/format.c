/* See LICENSE file for copyright and license details. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"
#include "grid.h"
#include "acrosstext.h"
#include "ipuz.h"
#include "jpz.h"
#include "puz.h"
#include "textgrid.h"
#include "xd.h"
#include "util.h"

static const char *const names[] = { "unknown", "ipuz", "puz", "grid", "jpz",
    "xd", "text" };
static const char *const exts[] = { "", ".ipuz", ".puz", ".txt", ".jpz",
    ".xd", ".txt" };

const char *
xw_format_name(enum xw_format f)
{
	return names[f];
}

const char *
xw_format_ext(enum xw_format f)
{
	return exts[f];
}

enum xw_format
xw_format_by_name(const char *name)
{
	size_t i;

	for (i = 1; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(name, names[i]) == 0)
			return (enum xw_format)i;
	return XW_FMT_UNKNOWN;
}

static const char *
find_magic(const char *buf, size_t len)
{
	static const char magic[] = "ACROSS&DOWN";	/* and its NUL */
	const char *p = buf, *end = buf + len;

	while ((p = memchr(p, 'A', (size_t)(end - p))) != NULL) {
		if ((size_t)(end - p) >= sizeof(magic) &&
		    memcmp(p, magic, sizeof(magic)) == 0)
			return p;
		p++;
	}
	return NULL;
}

enum xw_format
xw_format_detect(const char *buf, size_t len)
{
	const char *magic = find_magic(buf, len);
	size_t i = 0;

	/* The .puz magic comes 2 bytes into its header; junk may precede. */
	if (magic != NULL && magic - buf >= 2)
		return XW_FMT_PUZ;
	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		i = 3;
	while (i < len && isspace((unsigned char)buf[i]))
		i++;
	if (i < len && (buf[i] == '{' || (strncmp(buf + i, "ipuz", 4) == 0 &&
	    memchr(buf + i, '(', len - i) != NULL)))
		return XW_FMT_IPUZ;
	if (xw_acrosstext_sniff(buf, len))
		return XW_FMT_ACROSSTEXT;
	if (xw_jpz_sniff(buf, len))
		return XW_FMT_JPZ;
	if (xw_textgrid_sniff(buf, len))
		return XW_FMT_GRID;
	if (xw_xd_sniff(buf, len))
		return XW_FMT_XD;
	return XW_FMT_UNKNOWN;
}

static int
is_checksum_error(const struct xw_error *e)
{
	return strstr(e->msg, "checksum") != NULL;
}

static struct xw_puzzle *
load_puz(const char *buf, size_t len, const char *name,
    const struct xw_load_opts *o, struct xw_error *e, struct xw_error *w)
{
	const unsigned char *u = (const unsigned char *)buf;
	struct xw_puzzle *p;
	int key = o->key;

	if (key == -2 && (key = xw_puz_find_key(u, len, e)) < 0) {
		/* Not scrambled: read it as it is. */
		if (strstr(e->msg, "not scrambled") == NULL) {
			if (e->file[0] == '\0')
				snprintf(e->file, sizeof(e->file), "%s", name);
			return NULL;
		}
		key = -1;
	}
	p = xw_puz_load_mem(u, len, name, 0, key, e);
	if (p == NULL && o->force && is_checksum_error(e)) {
		*w = *e;
		p = xw_puz_load_mem(u, len, name, XW_PUZ_FORCE, key, e);
	}
	return p;
}

struct xw_puzzle *
xw_puzzle_load(const char *path, const struct xw_load_opts *o,
    struct xw_error *e, struct xw_error *warning)
{
	static const struct xw_load_opts defaults = { 0, -1 };
	const char *name = xw_display_name(path);
	struct xw_puzzle *p = NULL;
	struct xw_error unused;
	char *buf;
	size_t len;

	if (o == NULL)
		o = &defaults;
	if (warning == NULL)
		warning = &unused;
	warning->msg[0] = '\0';
	if (xw_slurp(path, &buf, &len, e))
		return NULL;
	switch (xw_format_detect(buf, len)) {
	case XW_FMT_PUZ:
		p = load_puz(buf, len, name, o, e, warning);
		break;
	case XW_FMT_IPUZ:
		p = xw_ipuz_load_mem(buf, len, name, e);
		break;
	case XW_FMT_GRID:
		p = xw_textgrid_load_mem(buf, len, name, e);
		break;
	case XW_FMT_JPZ:
		p = xw_jpz_load_mem(buf, len, name, e);
		break;
	case XW_FMT_XD:
		p = xw_xd_load_mem(buf, len, name, e);
		break;
	case XW_FMT_ACROSSTEXT:
		p = xw_acrosstext_load_mem(buf, len, name, e);
		break;
	case XW_FMT_UNKNOWN:
		xw_seterr(e, name, 0, 0, "%s", len == 0 ? "empty file" :
		    "not a puzzle in any format this reads");
		break;
	}
	free(buf);
	return p;
}

int
xw_puzzle_format(const struct xw_puzzle *p, enum xw_format f, char **out,
    size_t *len, struct xw_error *e)
{
	switch (f) {
	case XW_FMT_IPUZ:
		*out = xw_ipuz_dump(p);
		break;
	case XW_FMT_PUZ:
		return xw_puz_write(p, (unsigned char **)out, len, e);
	case XW_FMT_GRID:
		if ((*out = xw_textgrid_dump(p, e)) == NULL)
			return -1;
		break;
	case XW_FMT_JPZ:
		return xw_jpz_write(p, out, len, e);
	case XW_FMT_XD:
		if ((*out = xw_xd_dump(p, e)) == NULL)
			return -1;
		break;
	default:
		return xw_seterr(e, NULL, 0, 0, "cannot write format '%s'",
		    xw_format_name(f));
	}
	*len = strlen(*out);
	return 0;
}

/* What each format can hold, beyond the grid, the solution and the clues. */
enum {
	HOLDS_SAVED = 1,	/* the solver's entries */
	HOLDS_GIVEN = 2,	/* given letters */
	HOLDS_CIRCLE = 4,
	HOLDS_SHADING = 8,	/* background colours and other shapes */
	HOLDS_ENUM = 16,	/* enumerations */
	HOLDS_ANY_CLUE = 32	/* clues that are for no slot of standard
				   numbering */
};

struct holds {
	unsigned what;
	unsigned long meta;	/* 1 << XW_META_* */
};

#define M(x) (1UL << XW_META_##x)

static const struct holds holds_puz = { HOLDS_SAVED | HOLDS_CIRCLE,
	M(TITLE) | M(AUTHOR) | M(COPYRIGHT) | M(NOTES) };

static const struct holds holds_jpz = { HOLDS_SAVED | HOLDS_GIVEN |
	HOLDS_CIRCLE | HOLDS_SHADING | HOLDS_ENUM | HOLDS_ANY_CLUE,
	M(TITLE) | M(AUTHOR) | M(EDITOR) | M(COPYRIGHT) | M(PUBLISHER) |
	M(UNIQUEID) | M(NOTES) | M(INTRO) | M(EXPLANATION) };

static const struct holds holds_xd = { HOLDS_GIVEN | HOLDS_CIRCLE |
	HOLDS_SHADING | HOLDS_ENUM, ~0UL };

#undef M

static const char *const meta_names[XW_META_N] = {
	"the title", "the author", "the editor", "the copyright",
	"the publisher", "the publication", "the URL", "the unique id",
	"the intro", "the explanation", "the annotation", "the notes",
	"the difficulty", "the origin", "the date"
};

static void
add_loss(char *buf, size_t size, int *n, const char *what)
{
	size_t len = strlen(buf);

	snprintf(buf + len, size - len, "%s%s", *n > 0 ? ", " : "", what);
	(*n)++;
}

int
xw_format_losses(const struct xw_puzzle *p, enum xw_format f, char *buf,
    size_t size)
{
	const struct holds *h;
	unsigned found = 0;
	size_t i, j;
	int m, n = 0;

	buf[0] = '\0';
	switch (f) {
	case XW_FMT_PUZ:
		h = &holds_puz;
		break;
	case XW_FMT_XD:
		h = &holds_xd;
		break;
	case XW_FMT_JPZ:
		h = &holds_jpz;
		if (xw_puzzle_is_kind(p,
		    "http://ipuz.org/crossword/crypticcrossword"))
			add_loss(buf, size, &n, "the cryptic kind");
		if (xw_puzzle_is_kind(p, "http://ipuz.org/crossword/diagramless"))
			add_loss(buf, size, &n, "the diagramless kind");
		break;
	default:
		return 0;
	}
	for (m = 0; m < XW_META_N; m++)
		if (p->meta[m] != NULL && *p->meta[m] != '\0' &&
		    !(h->meta & (1UL << m)))
			add_loss(buf, size, &n, meta_names[m]);
	for (i = 0; i < (size_t)p->width * p->height; i++) {
		const struct xw_cell *c = &p->cells[i];

		if (c->kind != XW_CELL_LETTER)
			continue;
		if (c->value != NULL && *c->value != '\0')
			found |= HOLDS_SAVED;
		if (c->given != NULL && *c->given != '\0')
			found |= HOLDS_GIVEN;
		if ((c->style & XW_STYLE_CIRCLE) ||
		    (c->shape != NULL && strcmp(c->shape, "circle") == 0))
			found |= HOLDS_CIRCLE;
		if ((c->style & XW_STYLE_SHADED) || c->color != NULL ||
		    (c->shape != NULL && strcmp(c->shape, "circle") != 0))
			found |= HOLDS_SHADING;
	}
	for (i = 0; i < p->nlists; i++)
		for (j = 0; j < p->lists[i].nclues; j++) {
			const struct xw_clue *clue = &p->lists[i].clues[j];

			if (clue->enumeration != NULL)
				found |= HOLDS_ENUM;
			if (p->lists[i].dir != XW_DIR_OTHER &&
			    xw_clue_slot(p, p->lists[i].dir, clue) == NULL)
				found |= HOLDS_ANY_CLUE;
		}
	found &= ~h->what;
	if (found & HOLDS_SAVED)
		add_loss(buf, size, &n, "the solver's entries");
	if (found & HOLDS_GIVEN)
		add_loss(buf, size, &n, "given letters");
	if (found & HOLDS_CIRCLE)
		add_loss(buf, size, &n, "circles");
	if (found & HOLDS_SHADING)
		add_loss(buf, size, &n, "shading");
	if (found & HOLDS_ENUM)
		add_loss(buf, size, &n, "enumerations");
	if (found & HOLDS_ANY_CLUE)
		add_loss(buf, size, &n, "clues for no entry of its numbering");
	return n;
}
