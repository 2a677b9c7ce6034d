/* See LICENSE file for copyright and license details. */
/*
 * A bundle opened (bundleopen.c) read: its manifest checked against its
 * members, and its puzzles inflated and parsed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zip.h>

#include "bundle.h"
#include "findings.h"
#include "format.h"
#include "jsondoc.h"
#include "pack.h"
#include "text.h"
#include "util.h"
#include "zipname.h"

/* The member called name, or NULL. */
static struct pk_member *
member(const struct pk_bundle *b, const char *name)
{
	zip_int64_t i = zip_name_locate(b->za, name, ZIP_FL_ENC_RAW);

	return i >= 0 && (size_t)i < b->n ? &b->m[i] : NULL;
}

/*
 * The bytes of member m (NUL-terminated) in *data, read no further than
 * its stated size and one byte more to see that it ends there.
 */
static int
read_member(const struct pk_bundle *b, const struct pk_member *m,
    char **data, size_t *len, struct xw_error *e)
{
	zip_file_t *zf;
	zip_int64_t got = 0, r = 0;
	char *buf = xw_emalloc((size_t)m->size + 2);

	if ((zf = zip_fopen_index(b->za, (zip_uint64_t)(m - b->m), 0)) != NULL)
		while ((zip_uint64_t)got <= m->size && (r = zip_fread(zf,
		    buf + got, m->size + 1 - (zip_uint64_t)got)) > 0)
			got += r;
	if (zf == NULL || r < 0 || (zip_uint64_t)got != m->size) {
		xw_seterr(e, XW_ERR_SYNTAX, b->name, 0, 0, "member '%s' is "
		    "damaged: %s", m->name, zf == NULL ? zip_strerror(b->za) :
		    r < 0 ? zip_file_strerror(zf) : (zip_uint64_t)got >
		    m->size ? "it inflates past its stated size" :
		    "it is shorter than its stated size");
		free(buf);
		if (zf != NULL)
			zip_fclose(zf);
		return -1;
	}
	zip_fclose(zf);
	buf[got] = '\0';
	*data = buf;
	*len = (size_t)got;
	return 0;
}

/*
 * The folder ("dir") that holds every member of b, dir/manifest.json
 * among them a file with a safe name, in a new string; else NULL: a set
 * unpacked and its folder compressed again, as macOS "Compress" or
 * Windows "Compressed folder" make it. Finder's __MACOSX/ members, its
 * copies of the files' attributes, are no members of the set.
 */
static char *
zipped_folder(const struct pk_bundle *b)
{
	static const char apple[] = "__MACOSX/";
	const struct pk_member *m;
	const char *name = NULL, *slash;
	char *folder, *path;
	size_t i, n = 0;

	for (i = 0; i < b->n; i++) {
		if (strncmp(b->m[i].name, apple, sizeof(apple) - 1) == 0)
			continue;
		if (name == NULL) {
			name = b->m[i].name;
			if ((slash = strchr(name, '/')) == NULL)
				return NULL;
			n = (size_t)(slash - name) + 1;
		} else if (strncmp(b->m[i].name, name, n) != 0) {
			return NULL;
		}
	}
	if (name == NULL || n < 2)
		return NULL;
	folder = xw_estrndup(name, n - 1);
	path = xw_emalloc(n + sizeof(PK_MANIFEST));
	sprintf(path, "%s/%s", folder, PK_MANIFEST);
	m = member(b, path);
	free(path);
	if (m == NULL || m->folder || m->fault != NULL) {
		free(folder);
		return NULL;
	}
	return folder;
}

/* The manifest of b, read and checked into s; -1 when there is none. */
static int
scan_manifest(struct pk_bundle *b, struct pk_set *s, struct pk_findings *f)
{
	const struct pk_member *m = member(b, PK_MANIFEST);
	struct pk_faults faults;
	struct xw_error e;
	struct xw_buf mend = { 0 };
	char where[300], *text, *folder;
	size_t len, i;
	int ret;

	if (m == NULL && (folder = zipped_folder(b)) != NULL) {
		xw_zip_folder_mend(&mend, folder, b->name);
		pk_add(f, XW_FIND_ERROR, "manifest", b->name, "no %s at the "
		    "top: %s", PK_MANIFEST, mend.s);
		xw_buf_free(&mend);
		free(folder);
		return -1;
	}
	if (m == NULL || m->folder) {
		pk_add(f, XW_FIND_ERROR, "manifest", b->name, "no %s",
		    PK_MANIFEST);
		return -1;
	}
	if (m->fault != NULL)
		return -1;
	if (read_member(b, m, &text, &len, &e) != 0) {
		pk_add_error(f, "member-damaged", &e);
		return -1;
	}
	snprintf(where, sizeof(where), "%s/%s", b->name, PK_MANIFEST);
	if ((ret = pk_manifest_read(text, len, where, 1, s, &faults)) != 0) {
		for (i = 0; i < faults.n; i++)
			pk_add_error(f, "manifest", &faults.v[i]);
		free(faults.v);
	} else if ((ret = pk_set_check(s, where, text, len, &e) ||
	    pk_members_check(s, where, text, len, &e)))
		pk_add_error(f, "manifest", &e);
	if (ret)
		pk_set_free(s);
	else
		pk_after_once(s, where, text, len, f);
	b->manifest = text;
	b->manifest_len = len;
	return ret ? -1 : 0;
}

/*
 * The finding of m, whose name is unsafe: the name as it is, for the
 * finding's escaping to show; but one stored with a NUL byte, which no C
 * string holds, escaped here (the NUL as \x00) and marked so. A long
 * name is cut, "..." after it, so that why it is unsafe is told.
 */
static void
add_unsafe(struct pk_findings *f, const char *bundle,
    const struct pk_member *m)
{
	struct xw_buf shown = { 0 };
	const char *name = m->raw != NULL ? m->raw : m->name;
	size_t n = m->raw != NULL ? m->rawlen : strlen(m->name);
	size_t k = pk_name_shown(name, n);

	if (m->raw == NULL) {
		pk_add(f, XW_FIND_ERROR, "member-unsafe", bundle,
		    "member '%.*s%s' %s", (int)k, name, k < n ? "..." : "",
		    m->fault);
		return;
	}
	xw_buf_escape(&shown, name, k);
	pk_add_shown(f, XW_FIND_ERROR, "member-unsafe", bundle,
	    "member '%s%s' %s", shown.s, k < n ? "..." : "", m->fault);
	xw_buf_free(&shown);
}

int
pk_bundle_scan(struct pk_bundle *b, struct pk_set *s, struct pk_findings *f)
{
	char *named = xw_ecalloc(b->n + 1, 1), where[300];
	struct pk_puzzle *pz;
	struct pk_member *m;
	size_t i;

	for (i = 0; i < b->n; i++)
		if (b->m[i].fault != NULL)
			add_unsafe(f, b->name, &b->m[i]);
	if (scan_manifest(b, s, f) != 0) {
		free(named);
		return -1;
	}
	named[member(b, PK_MANIFEST) - b->m] = 1;
	snprintf(where, sizeof(where), "%s/%s", b->name, PK_MANIFEST);
	for (i = 0; i < s->n; i++) {
		pz = &s->v[i];
		pz->name = xw_emalloc(strlen(b->name) + strlen(pz->file) + 2);
		sprintf(pz->name, "%s/%s", b->name, pz->file);
		if ((m = member(b, pz->file)) == NULL || m->folder) {
			pk_add(f, XW_FIND_ERROR, "member-missing", where, "puzzle "
			    "'%s': member '%s' is missing", pz->id, pz->file);
			continue;
		}
		named[m - b->m] = 1;
	}
	for (i = 0; i < b->n; i++)
		if (!named[i] && !b->m[i].folder && b->m[i].fault == NULL)
			pk_add(f, XW_FIND_ERROR, "member-extra", b->name, "member "
			    "'%s' is not in the manifest", b->m[i].name);
	free(named);
	return 0;
}

int
pk_bundle_read(const struct pk_bundle *b, struct pk_puzzle *pz,
    struct xw_error *e)
{
	const struct pk_member *m = member(b, pz->file);

	/* pk_bundle_scan has said what is wrong with such a member. */
	if (m == NULL || m->folder || m->fault != NULL)
		return 1;
	return read_member(b, m, &pz->data, &pz->len, e);
}

struct xw_puzzle *
pk_puzzle_parse(const struct pk_puzzle *pz, struct xw_error *e,
    struct xw_error *w)
{
	/*
	 * The reader takes UTF-16 as Notepad writes it, but a bundle's
	 * puzzles are UTF-8 (ipuz(5), ipuz-pack(5)), which -e hands on as
	 * they are: one in UTF-16 passed -v and went out so.
	 */
	if (xw_utf16_bom(pz->data, pz->len) != NULL) {
		xw_seterr(e, XW_ERR_FORMAT, pz->name, 0, 0, "is UTF-16, and "
		    "a bundle's puzzles are UTF-8");
		return NULL;
	}
	return xw_puzzle_read_as(pz->data, pz->len, pz->name,
	    xw_format_by_name("ipuz"), NULL, e, w);
}

int
pk_puzzle_nonfinite(const struct xw_puzzle *p, const char *buf, size_t len,
    const char *name, struct xw_error *e)
{
	struct xw_json_step path[XW_MAX_DEPTH];
	size_t n = 0, k;
	long line, col;

	if (p->doc == NULL || !xw_json_nonfinite(p->doc, path, XW_MAX_DEPTH,
	    &n))
		return 0;
	xw_json_locate(buf, 0, len, path, n, &line, &col);
	for (k = n; k > 0 && path[k - 1].key == NULL; k--)
		;
	xw_seterr(e, XW_ERR_SYNTAX, name, line, col, "\"%s\" %s NaN or "
	    "Infinity, which JSON lacks: no standard ipuz can hold it",
	    k > 0 ? path[k - 1].key : "", k == n ? "is" : "holds");
	return 1;
}

int
pk_bundle_load(const char *path, struct pk_bundle *b, struct pk_set *s,
    int read, struct pk_findings *f)
{
	struct pk_findings mine = { 0 };
	struct xw_error e;
	size_t i, from;
	int ret;

	memset(s, 0, sizeof(*s));
	if (f == NULL)
		f = &mine;
	if ((ret = pk_bundle_open(path, b, &e)) != 0) {
		xw_report(&e);
		/* Unsafe as a whole (a zip bomb), as an unsafe member is. */
		pk_add_error(f, ret == -2 ? "member-unsafe" : "unreadable", &e);
		pk_findings_free(&mine);
		return ret == -2 ? -1 : -2;
	}
	from = f->n;
	ret = pk_bundle_scan(b, s, f);
	for (i = from; i < f->n; i++)
		if (f->v[i].kind == XW_FIND_ERROR) {
			pk_warn(&f->v[i]);
			ret = -1;
		}
	for (i = 0; read && ret == 0 && i < s->n; i++)
		if (pk_bundle_read(b, &s->v[i], &e) < 0) {
			xw_report(&e);
			pk_add_error(f, "member-damaged", &e);
			ret = -1;
		}
	if (ret != 0) {
		pk_set_free(s);
		pk_bundle_close(b);
	}
	pk_findings_free(&mine);
	return ret;
}
