/* See LICENSE file for copyright and license details. */
/*
 * What ipuz-pack finds, kept or said as it comes: lines of text, or the
 * findings of -j's document.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "check.h"
#include "cli.h"
#include "findings.h"
#include "jsondoc.h"
#include "util.h"

static void say(struct pk_findings *f, const struct pk_finding *x);

/* Keep x, whose strings are f's now, or, in a stream, say it and free
   them: a bundle's report need not be held to be printed. */
static void
keep(struct pk_findings *f, struct pk_finding *x)
{
	if (f->out != NULL && (f->begun || !f->json || x->kind ==
	    XW_FIND_ERROR || x->kind == XW_FIND_LINT)) {
		say(f, x);
		free(x->where);
		return;
	}
	/* Room for 16, 32, 64, ... findings: grown at each power of two. */
	if (f->n >= 16 && (f->n & (f->n - 1)) == 0)
		f->v = xw_ereallocarray(f->v, f->n * 2, sizeof(*f->v));
	else if (f->v == NULL)
		f->v = xw_ereallocarray(NULL, 16, sizeof(*f->v));
	f->v[f->n++] = *x;
}

/* Add the finding of where, at line and col, whose message is msg
   (shown: escaped as shown already). */
static void
add_at(struct pk_findings *f, enum xw_finding_kind kind, const char *code,
    const char *where, long line, long col, const char *msg, int shown)
{
	struct pk_finding x;

	x.kind = kind;
	x.code = code;
	x.line = line;
	x.col = line > 0 ? col : 0;
	x.shown = shown;
	/* One block, "where\0message\0", freed as where. */
	x.where = xw_emalloc(strlen(where) + strlen(msg) + 2);
	x.message = stpcpy(x.where, where) + 1;
	strcpy(x.message, msg);
	keep(f, &x);
}

static void vadd(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const char *where, int shown, const char *fmt,
    va_list ap) XW_PRINTF(6, 0);

/* pk_add, or with shown pk_add_shown, of fmt and ap. */
static void
vadd(struct pk_findings *f, enum xw_finding_kind kind, const char *code,
    const char *where, int shown, const char *fmt, va_list ap)
{
	char line[1024];

	vsnprintf(line, sizeof(line), fmt, ap);
	add_at(f, kind, code, where, 0, 0, line, shown);
}

void
pk_add(struct pk_findings *f, enum xw_finding_kind kind, const char *code,
    const char *where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vadd(f, kind, code, where, 0, fmt, ap);
	va_end(ap);
}

void
pk_add_shown(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const char *where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vadd(f, kind, code, where, 1, fmt, ap);
	va_end(ap);
}

void
pk_add_read(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const struct xw_error *e)
{
	add_at(f, kind, code, e->file, e->line, e->col, e->msg, 0);
}

void
pk_add_error(struct pk_findings *f, const char *code, const struct xw_error *e)
{
	pk_add_read(f, XW_FIND_ERROR, code, e);
}

/* Into b, x's file and place as messages give them: "a.ipuz:3:14". */
static void
place(struct xw_buf *b, const struct pk_finding *x)
{
	char n[XW_ITOA_SIZE];

	b->len = 0;
	xw_buf_puts(b, x->where);
	if (x->line > 0) {
		xw_buf_puts(b, ":");
		xw_buf_puts(b, xw_itoa(x->line, n));
	}
	if (x->line > 0 && x->col > 0) {
		xw_buf_puts(b, ":");
		xw_buf_puts(b, xw_itoa(x->col, n));
	}
}

void
pk_warn(const struct pk_finding *x)
{
	struct xw_buf where = { 0 }, shown = { 0 };

	place(&where, x);
	if (!x->shown) {
		xw_warnx("%s: %s", where.s, x->message);
	} else {
		xw_buf_escape(&shown, where.s, where.len);
		xw_buf_puts(&shown, ": ");
		xw_buf_puts(&shown, x->message);
		xw_warn_shown(shown.s);
	}
	xw_buf_free(&where);
	xw_buf_free(&shown);
}

size_t
pk_count(const struct pk_findings *f, enum xw_finding_kind kind)
{
	size_t i, n = f->said[kind];

	for (i = 0; i < f->n; i++)
		n += f->v[i].kind == kind;
	return n;
}

/* x as a line of the text report, "where[:line[:col]]: kind: message",
   to fp; b[0..3) the buffers it is made in. A newline in a member's
   name or in a puzzle's text (a clue's answer) must not forge another
   line, nor an escape drive the terminal. */
static void
print_line(FILE *fp, const struct pk_finding *x, struct xw_buf b[3])
{
	b[1].len = b[2].len = 0;
	place(&b[0], x);
	xw_buf_escape(&b[1], b[0].s, b[0].len);
	if (x->shown)
		xw_buf_puts(&b[2], x->message);
	else
		xw_buf_escape(&b[2], x->message, strlen(x->message));
	fprintf(fp, "%s: %s: %s\n", b[1].s, xw_finding_kind_name(x->kind),
	    b[2].s);
}

/* x as an element of the "findings" of -j: its kind, code, file (where),
   message, and when its line is known, line and column. */
static json_object *
finding_json(const struct pk_finding *x)
{
	const char *const keys[] = { "kind", "code", "file", "message" };
	const char *const values[] = { xw_finding_kind_name(x->kind),
	    x->code, x->where, x->message };
	json_object *o = json_object_new_object();
	size_t k;

	/* As the text shows them (xw_json_shown): a script that prints a
	   message from -j meets no control character a bundle put there. */
	for (k = 0; k < 4; k++)
		json_object_object_add(o, keys[k], k == 3 && x->shown ?
		    json_object_new_string(values[k]) :
		    xw_json_shown(values[k]));
	/* As ipuz-check -j: a place its own members, the name whole. */
	if (x->line > 0) {
		json_object_object_add(o, "line", json_object_new_int64(x->line));
		json_object_object_add(o, "column",
		    json_object_new_int64(x->col));
	}
	return o;
}

/* The document of -j about bundle, whose "status" is status, with an
   empty "findings" list (the caller adds them). */
static json_object *
report_json(const char *bundle, const char *status)
{
	json_object *doc = json_object_new_object();

	json_object_object_add(doc, "bundle", xw_json_shown(bundle));
	json_object_object_add(doc, "status", json_object_new_string(status));
	json_object_object_add(doc, "findings", json_object_new_array());
	return doc;
}

void
pk_print(FILE *fp, const struct pk_findings *f, const char *bundle,
    int json, int errors, const char *status)
{
	struct xw_buf b[3] = { { 0 }, { 0 }, { 0 } };
	json_object *doc, *list;
	size_t i;

	if (!json) {
		for (i = 0; i < f->n; i++)
			if (errors || f->v[i].kind != XW_FIND_ERROR)
				print_line(fp, &f->v[i], b);
		for (i = 0; i < 3; i++)
			xw_buf_free(&b[i]);
		return;
	}
	doc = report_json(bundle, status);
	list = json_object_object_get(doc, "findings");
	for (i = 0; i < f->n; i++)
		json_object_array_add(list, finding_json(&f->v[i]));
	xw_json_println(doc);
}

/*
 * A stream's JSON is the one line pk_print writes, in parts: the
 * document up to its "findings" list's '[', each finding with a ','
 * before all but the first, then "]}" and the newline. Its parts are
 * made by json-c as the whole is, so that the bytes are the same.
 */
static void
begin(struct pk_findings *f, const char *status)
{
	struct xw_buf line = { 0 };
	json_object *doc = report_json(f->bundle, status);
	size_t i;

	/* The line ends in "[]}\n": all but its last three bytes. */
	xw_json_line(doc, &line);
	json_object_put(doc);
	fwrite(line.s, 1, line.len - 3, f->out);
	xw_buf_free(&line);
	f->begun = 1;
	for (i = 0; i < f->n; i++) {
		say(f, &f->v[i]);
		free(f->v[i].where);
	}
	f->n = 0;
}

/* Say x to the stream f, counting it. */
static void
say(struct pk_findings *f, const struct pk_finding *x)
{
	struct xw_buf line = { 0 };
	json_object *o;

	if (!f->json) {
		f->said[x->kind]++;
		print_line(f->out, x, f->bufs);
		return;
	}
	/* Its status is known from the first error or lint: "problems". */
	if (!f->begun)
		begin(f, "problems");
	if (f->nsaid++ > 0)
		fputc(',', f->out);
	f->said[x->kind]++;
	o = finding_json(x);
	xw_json_line(o, &line);
	json_object_put(o);
	fwrite(line.s, 1, line.len - 1, f->out);
	xw_buf_free(&line);
}

void
pk_stream(struct pk_findings *f, FILE *fp, const char *bundle, int json)
{
	memset(f, 0, sizeof(*f));
	f->out = fp;
	f->bundle = bundle;
	f->json = json;
}

void
pk_stream_end(struct pk_findings *f, const char *status)
{
	size_t i;

	if (f->json && !f->begun)
		begin(f, status);
	if (f->json)
		fputs("]}\n", f->out);
	for (i = 0; i < 3; i++)
		xw_buf_free(&f->bufs[i]);
}

void
pk_findings_free(struct pk_findings *f)
{
	size_t i;

	for (i = 0; i < f->n; i++)
		free(f->v[i].where);
	free(f->v);
	memset(f, 0, sizeof(*f));
}
