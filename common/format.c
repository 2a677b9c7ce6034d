/* See LICENSE file for copyright and license details. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"
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
