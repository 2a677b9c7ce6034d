/* See LICENSE file for copyright and license details. */
/*
 * A set's manifest (ipuz-pack(5)) read into a struct pk_set, each fault
 * said at its place in the text; what a puzzle's own fields give the
 * manifest that left them out; a set freed. manifest_write.c writes one.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "bundle.h"
#include "html.h"
#include "jsondoc.h"
#include "pack.h"
#include "puzzle.h"
#include "util.h"
#include "zipname.h"

#define SET(m)	{ #m, offsetof(struct pk_set, m) }
#define PZ(m)	{ #m, offsetof(struct pk_puzzle, m) }
const struct pk_field pk_set_fields[] = { SET(id), SET(short_name),
    SET(long_name), SET(locale), SET(author), SET(licence),
    SET(description) };
const struct pk_field pk_puzzle_fields[] = { PZ(id), PZ(file), PZ(title),
    PZ(difficulty), PZ(locale) };
#undef SET
#undef PZ

/* The member f of the struct at base. */
static char **
member_at(void *base, const struct pk_field *f)
{
	return (char **)(void *)((char *)base + f->off);
}

/* The member of base that key names among fields[0..n), or NULL. */
static char **
field_of(void *base, const struct pk_field *fields, size_t n,
    const char *key)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(key, fields[i].key) == 0)
			return member_at(base, &fields[i]);
	return NULL;
}

/* Unknown keys told before the read gives up on them: a manifest of a
   million keys would otherwise be a million messages kept. */
#define MAX_UNKNOWN	20

/* Where a manifest is being read, for messages, and what was found wrong
   there: each unknown key (read on past it, so that one run names them
   all), then the fault that stopped the read. */
struct reader {
	const char *buf;
	size_t len;
	const char *name;
	struct pk_faults *faults;
	size_t unknown;		/* unknown keys among the faults */
	char where[32];		/* "" for the set, "puzzle 3: " for one */
	struct xw_json_step path[4];	/* to the value read: "puzzles",
					   3, "after", 0 */
	size_t depth;
};

void
pk_manifest_vfault(struct xw_error *e, const char *name, const char *buf,
    size_t len, const struct xw_json_step *path, size_t n, const char *prefix,
    const char *fmt, va_list ap)
{
	char msg[sizeof(e->msg)];
	long line = 0, col = 0;

	vsnprintf(msg, sizeof(msg), fmt, ap);
	/* A member the value has not (an id made of the file's name):
	   the value around it. */
	while (buf != NULL && n > 0 &&
	    xw_json_locate(buf, 0, len, path, n, &line, &col) != 0)
		n--;
	xw_seterr(e, XW_ERR_INVALID, name, line, col, "%s%s", prefix, msg);
}

/* The value read is key, or item index, at depth of the path. */
static void
step(struct reader *r, size_t depth, const char *key, size_t index)
{
	r->path[depth].key = key;
	r->path[depth].index = index;
	r->depth = depth + 1;
}

/* A new fault at the end of f, to fill. */
static struct xw_error *
new_fault(struct pk_faults *f)
{
	f->v = xw_ereallocarray(f->v, f->n + 1, sizeof(*f->v));
	return &f->v[f->n++];
}

static int bad(struct reader *r, const char *fmt, ...) XW_PRINTF(2, 3);

static int
bad(struct reader *r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	pk_manifest_vfault(new_fault(r->faults), r->name, r->buf, r->len,
	    r->path, r->depth, r->where, fmt, ap);
	va_end(ap);
	return -1;
}

/*
 * Say that key, at the level whose keys are k (the set's or a puzzle's),
 * is none of them: with the one likely meant, or else with them all. The
 * read goes on, so that one run names every unknown key, up to
 * MAX_UNKNOWN of them: returns 0, or -1 at the last, said to stop the
 * read.
 */
static int
unknown_key(struct reader *r, const char *key, const struct pk_keys *k)
{
	const char *m = pk_key_meant(k, key);
	struct xw_buf list = { 0 };
	size_t i;

	if (m != NULL)
		bad(r, "unknown key \"%s\"; did you mean \"%s\"?", key, m);
	else {
		for (i = 0; k->names[i] != NULL; i++)
			xw_buf_printf(&list, "%s%s", i == 0 ? "" :
			    k->names[i + 1] == NULL ? " and " : ", ",
			    k->names[i]);
		bad(r, "unknown key \"%s\"; %s keys are %s", key, k->whose,
		    list.s);
		xw_buf_free(&list);
	}
	if (++r->unknown < MAX_UNKNOWN)
		return 0;
	return bad(r, "%d unknown keys: the rest of the manifest is not read",
	    MAX_UNKNOWN);
}

/* The string v as a new string in *out; an empty short_name, long_name
   or title as none, NULL. */
static int
take_string(struct reader *r, const char *key, json_object *v, char **out)
{
	const char *s;

	if (!json_object_is_type(v, json_type_string))
		return bad(r, "\"%s\" is not a string", key);
	s = json_object_get_string(v);
	if (strlen(s) != (size_t)json_object_get_string_len(v))
		return bad(r, "\"%s\" holds a NUL character", key);
	free(*out);
	*out = NULL;
	/* A name left empty is one not given: what stands in for it when
	   absent is shown, not a blank (ipuz-pack(1)). */
	if (s[0] == '\0' && (strcmp(key, "short_name") == 0 ||
	    strcmp(key, "long_name") == 0 || strcmp(key, "title") == 0))
		return 0;
	*out = xw_estrdup(s);
	return 0;
}

static int
take_after(struct reader *r, json_object *v, struct pk_puzzle *pz)
{
	size_t i, n;

	if (!json_object_is_type(v, json_type_array))
		return bad(r, "\"%s\" is not a list of puzzle ids", "after");
	n = json_object_array_length(v);
	pz->after = xw_ecalloc(n, sizeof(*pz->after));
	for (i = 0; i < n; i++) {
		step(r, 3, NULL, i);
		if (take_string(r, "after", json_object_array_get_idx(v, i),
		    &pz->after[pz->nafter]))
			return -1;
		pz->nafter++;
	}
	return 0;
}

static int
read_puzzle(struct reader *r, json_object *o, int in_bundle,
    struct pk_puzzle *pz)
{
	const char *why;
	size_t n, k, unknown = r->unknown;
	char **field;

	if (!json_object_is_type(o, json_type_object))
		return bad(r, "is not an object");
	json_object_object_foreach(o, key, v) {
		step(r, 2, key, 0);
		if (strcmp(key, "after") == 0) {
			if (take_after(r, v, pz))
				return -1;
		} else if ((field = field_of(pz, pk_puzzle_fields,
		    PK_NFIELDS(pk_puzzle_fields), key)) == NULL) {
			if (unknown_key(r, key, &pk_puzzle_keys))
				return -1;
		} else if (take_string(r, key, v, field)) {
			return -1;
		}
	}
	/* A key it lacks may be one of those misspelt, said already. */
	if (r->unknown > unknown)
		return 0;
	/* What it lacks, at the puzzle; what is wrong, at its key. */
	r->depth = 2;
	if (pz->file == NULL || pz->file[0] == '\0') {
		step(r, 2, "file", 0);
		return bad(r, "no \"%s\"", "file");
	}
	if (in_bundle && pz->id == NULL)
		return bad(r, "no \"%s\"", "id");
	step(r, 2, "file", 0);
	/* The name as it is, or its start: the message's escaping shows it,
	   as a member's. */
	n = strlen(pz->file);
	k = pk_name_shown(pz->file, n);
	if (in_bundle && (why = xw_zipname_fault(pz->file, n)) != NULL)
		return bad(r, "\"file\" '%.*s%s' %s", (int)k, pz->file,
		    k < n ? "..." : "", why);
	return 0;
}

static int
read_puzzles(struct reader *r, json_object *v, int in_bundle,
    struct pk_set *s)
{
	size_t i, n;

	/* Empty, for -c: the files given are the puzzles (ipuz-pack(1)). */
	if (!in_bundle && json_object_is_type(v, json_type_array) &&
	    json_object_array_length(v) == 0)
		return 0;
	if (!json_object_is_type(v, json_type_array) ||
	    (n = json_object_array_length(v)) == 0)
		return bad(r, "\"%s\" is not a list of one or more puzzles", "puzzles");
	s->v = xw_ecalloc(n, sizeof(*s->v));
	s->has_puzzles = 1;
	for (i = 0; i < n; i++) {
		snprintf(r->where, sizeof(r->where), "puzzle %zu: ", i + 1);
		step(r, 1, NULL, i);
		s->n++;
		if (read_puzzle(r, json_object_array_get_idx(v, i), in_bundle,
		    &s->v[i]))
			return -1;
	}
	r->where[0] = '\0';
	return 0;
}

int
pk_manifest_read(const char *buf, size_t len, const char *name,
    int in_bundle, struct pk_set *s, struct pk_faults *faults)
{
	struct reader r = { buf, len, name, faults, 0, "", { { NULL, 0 } },
	    0 };
	json_object *doc;
	char **field;
	size_t unknown = 0;
	int ret = -1;

	memset(s, 0, sizeof(*s));
	memset(faults, 0, sizeof(*faults));
	if ((doc = xw_json_doc(buf, len, name, new_fault(faults))) == NULL)
		return -1;
	faults->n = 0;
	if (!json_object_is_type(doc, json_type_object)) {
		bad(&r, "the manifest is not an object");
		goto done;
	}
	json_object_object_foreach(doc, key, v) {
		step(&r, 0, key, 0);
		if (strcmp(key, "puzzles") == 0) {
			if (read_puzzles(&r, v, in_bundle, s))
				goto done;
		} else if (strcmp(key, "version") == 0) {
			if (!json_object_is_type(v, json_type_int) ||
			    json_object_get_int64(v) != 1) {
				bad(&r, "\"%s\" is not 1", key);
				goto done;
			}
		} else if ((field = field_of(s, pk_set_fields,
		    PK_NFIELDS(pk_set_fields), key)) == NULL) {
			unknown++;
			if (unknown_key(&r, key, &pk_set_keys))
				goto done;
		} else if (take_string(&r, key, v, field)) {
			goto done;
		}
	}
	/* What the set lacks is said of the file, unless a key was not
	   known: it may be the one lacking, misspelt. */
	r.depth = 0;
	if (unknown > 0)
		;
	else if (in_bundle && s->id == NULL)
		bad(&r, "no \"%s\"", "id");
	else if (in_bundle && !s->has_puzzles)
		bad(&r, "no \"%s\"", "puzzles");
	/* Unknown keys in puzzles: the read went on past them. */
	ret = faults->n == 0 ? 0 : -1;
done:
	json_object_put(doc);
	if (ret == 0) {
		free(faults->v);
		faults->v = NULL;
	}
	return ret;
}

/* Free the members fields[0..n) of base. */
static void
free_strings(void *base, const struct pk_field *fields, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(*member_at(base, &fields[i]));
}

void
pk_puzzle_own(struct pk_puzzle *pz, const struct xw_puzzle *p)
{
	const char *meta;

	/* The ipuz title is HTML; the manifest's, and the listing's, is the
	   text it shows ("Q&A", not "Q&amp;A"). */
	if (pz->title == NULL && (meta = p->meta[XW_META_TITLE]) != NULL &&
	    *(pz->title = xw_html_plain(meta)) == '\0') {
		free(pz->title);
		pz->title = NULL;
	}
	if (pz->difficulty == NULL && p->meta[XW_META_DIFFICULTY] != NULL)
		pz->difficulty = xw_estrdup(p->meta[XW_META_DIFFICULTY]);
}

void
pk_set_free(struct pk_set *s)
{
	struct pk_puzzle *pz;
	size_t i, k;

	for (i = 0; i < s->n; i++) {
		pz = &s->v[i];
		free_strings(pz, pk_puzzle_fields,
		    PK_NFIELDS(pk_puzzle_fields));
		for (k = 0; k < pz->nafter; k++)
			free(pz->after[k]);
		free(pz->after);
		free(pz->name);
		free(pz->path);
		free(pz->data);
	}
	free(s->v);
	free_strings(s, pk_set_fields, PK_NFIELDS(pk_set_fields));
	memset(s, 0, sizeof(*s));
}
