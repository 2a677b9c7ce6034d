/* See LICENSE file for copyright and license details. */
/*
 * A set written as the manifest of a bundle (ipuz-pack(5)), as -c packs
 * it, and a puzzle's "after" list as JSON, for it and for -t -j.
 */
#include <stddef.h>

#include <json-c/json.h>

#include "pack.h"
#include "util.h"

/* The members fields[0..n) of base that are not NULL, to o. */
static void
add_strings(json_object *o, const void *base, const struct pk_field *fields,
    size_t n)
{
	const char *s;
	size_t i;

	for (i = 0; i < n; i++)
		if ((s = *(char *const *)(const void *)((const char *)base +
		    fields[i].off)) != NULL)
			json_object_object_add(o, fields[i].key,
			    json_object_new_string(s));
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
	add_strings(doc, s, pk_set_fields, PK_NFIELDS(pk_set_fields));
	list = json_object_new_array();
	for (i = 0; i < s->n; i++) {
		pz = &s->v[i];
		o = json_object_new_object();
		add_strings(o, pz, pk_puzzle_fields,
		    PK_NFIELDS(pk_puzzle_fields));
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
