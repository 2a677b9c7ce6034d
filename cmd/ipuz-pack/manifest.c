/* See LICENSE file for copyright and license details. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "jsondoc.h"
#include "pack.h"
#include "puzzle.h"
#include "util.h"
#include "zipname.h"

/* Where a manifest is being read, for messages. */
struct reader {
	const char *name;
	struct xw_error *e;
	char where[32];		/* "" for the set, "puzzle 3: " for one */
};

static int bad(struct reader *r, const char *fmt, ...) XW_PRINTF(2, 3);

static int
bad(struct reader *r, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return xw_seterr(r->e, XW_ERR_INVALID, r->name, 0, 0, "%s%s",
	    r->where, msg);
}

/* The string v as a new string in *out; NULL v leaves *out as it is. */
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
		if (take_string(r, "after", json_object_array_get_idx(v, i),
		    &pz->after[pz->nafter]))
			return -1;
		pz->nafter++;
	}
	return 0;
}

/* The string member of pz that key names, or NULL for no such key. */
static char **
puzzle_field(struct pk_puzzle *pz, const char *key)
{
	static const char *const keys[] = { "id", "file", "title",
	    "difficulty", "locale" };
	char **fields[] = { &pz->id, &pz->file, &pz->title, &pz->difficulty,
	    &pz->locale };
	size_t i;

	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
		if (strcmp(key, keys[i]) == 0)
			return fields[i];
	return NULL;
}

static int
read_puzzle(struct reader *r, json_object *o, int in_bundle,
    struct pk_puzzle *pz)
{
	const char *why;
	char **field;

	if (!json_object_is_type(o, json_type_object))
		return bad(r, "is not an object");
	json_object_object_foreach(o, key, v) {
		if (strcmp(key, "after") == 0) {
			if (take_after(r, v, pz))
				return -1;
		} else if ((field = puzzle_field(pz, key)) == NULL) {
			return bad(r, "unknown key \"%s\"", key);
		} else if (take_string(r, key, v, field)) {
			return -1;
		}
	}
	if (pz->file == NULL || pz->file[0] == '\0')
		return bad(r, "no \"%s\"", "file");
	if (in_bundle && pz->id == NULL)
		return bad(r, "no \"%s\"", "id");
	if (in_bundle && (why = xw_zipname_fault(pz->file,
	    strlen(pz->file))) != NULL)
		return xw_seterr(r->e, XW_ERR_INVALID, r->name, 0, 0,
		    "%s\"file\" '%s' %s", r->where, pz->file, why);
	return 0;
}

static int
read_puzzles(struct reader *r, json_object *v, int in_bundle,
    struct pk_set *s)
{
	size_t i, n;

	if (!json_object_is_type(v, json_type_array) ||
	    (n = json_object_array_length(v)) == 0)
		return bad(r, "\"%s\" is not a list of one or more puzzles", "puzzles");
	s->v = xw_ecalloc(n, sizeof(*s->v));
	s->has_puzzles = 1;
	for (i = 0; i < n; i++) {
		snprintf(r->where, sizeof(r->where), "puzzle %zu: ", i + 1);
		s->n++;
		if (read_puzzle(r, json_object_array_get_idx(v, i), in_bundle,
		    &s->v[i]))
			return -1;
	}
	r->where[0] = '\0';
	return 0;
}

/* The string member of s that key names, or NULL for no such key. */
static char **
set_field(struct pk_set *s, const char *key)
{
	static const char *const keys[] = { "id", "short_name", "long_name",
	    "locale", "author", "licence", "description" };
	char **fields[] = { &s->id, &s->short_name, &s->long_name,
	    &s->locale, &s->author, &s->licence, &s->description };
	size_t i;

	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
		if (strcmp(key, keys[i]) == 0)
			return fields[i];
	return NULL;
}

int
pk_manifest_read(const char *buf, size_t len, const char *name,
    int in_bundle, struct pk_set *s, struct xw_error *e)
{
	struct reader r = { name, e, "" };
	json_object *doc;
	char **field;
	int ret = -1;

	memset(s, 0, sizeof(*s));
	e->code = XW_ERR_NONE;
	if ((doc = xw_json_doc(buf, len, name, e)) == NULL)
		return -1;
	if (!json_object_is_type(doc, json_type_object)) {
		bad(&r, "the manifest is not an object");
		goto done;
	}
	json_object_object_foreach(doc, key, v) {
		if (strcmp(key, "puzzles") == 0) {
			if (read_puzzles(&r, v, in_bundle, s))
				goto done;
		} else if (strcmp(key, "version") == 0) {
			if (!json_object_is_type(v, json_type_int) ||
			    json_object_get_int64(v) != 1) {
				bad(&r, "\"%s\" is not 1", key);
				goto done;
			}
		} else if ((field = set_field(s, key)) == NULL) {
			bad(&r, "unknown key \"%s\"", key);
			goto done;
		} else if (take_string(&r, key, v, field)) {
			goto done;
		}
	}
	if (in_bundle && s->id == NULL)
		bad(&r, "no \"%s\"", "id");
	else if (in_bundle && !s->has_puzzles)
		bad(&r, "no \"%s\"", "puzzles");
	else
		ret = 0;
done:
	json_object_put(doc);
	return ret;
}

static void
add_string(json_object *o, const char *key, const char *s)
{
	if (s != NULL)
		json_object_object_add(o, key, json_object_new_string(s));
}

struct json_object *
pk_after_json(const struct pk_puzzle *pz)
{
	json_object *a = json_object_new_array();
	size_t k;

	for (k = 0; k < pz->nafter; k++)
		json_object_array_add(a, json_object_new_string(pz->after[k]));
	return a;
}

void
pk_manifest_write(const struct pk_set *s, struct xw_buf *out)
{
	json_object *doc = json_object_new_object(), *list, *o;
	const struct pk_puzzle *pz;
	size_t i;

	json_object_object_add(doc, "version", json_object_new_int(1));
	add_string(doc, "id", s->id);
	add_string(doc, "short_name", s->short_name);
	add_string(doc, "long_name", s->long_name);
	add_string(doc, "locale", s->locale);
	add_string(doc, "author", s->author);
	add_string(doc, "licence", s->licence);
	add_string(doc, "description", s->description);
	list = json_object_new_array();
	for (i = 0; i < s->n; i++) {
		pz = &s->v[i];
		o = json_object_new_object();
		add_string(o, "id", pz->id);
		add_string(o, "file", pz->file);
		add_string(o, "title", pz->title);
		add_string(o, "difficulty", pz->difficulty);
		add_string(o, "locale", pz->locale);
		if (pz->nafter > 0)
			json_object_object_add(o, "after", pk_after_json(pz));
		json_object_array_add(list, o);
	}
	json_object_object_add(doc, "puzzles", list);
	xw_buf_puts(out, json_object_to_json_string_ext(doc,
	    JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
	    JSON_C_TO_STRING_NOSLASHESCAPE));
	xw_buf_putc(out, '\n');
	json_object_put(doc);
}

void
pk_set_free(struct pk_set *s)
{
	struct pk_puzzle *pz;
	size_t i, k;

	for (i = 0; i < s->n; i++) {
		pz = &s->v[i];
		free(pz->id);
		free(pz->file);
		free(pz->title);
		free(pz->difficulty);
		free(pz->locale);
		for (k = 0; k < pz->nafter; k++)
			free(pz->after[k]);
		free(pz->after);
		free(pz->name);
		free(pz->data);
	}
	free(s->v);
	free(s->id);
	free(s->short_name);
	free(s->long_name);
	free(s->locale);
	free(s->author);
	free(s->licence);
	free(s->description);
	memset(s, 0, sizeof(*s));
}
