/* See LICENSE file for copyright and license details. */
#ifndef FINDINGS_H
#define FINDINGS_H

/* What ipuz-pack finds, reported as it goes or at the end (findings.c),
   and the lint of the puzzles and of the set (lint.c). */

#include <stddef.h>
#include <stdio.h>

#include "check.h"
#include "pack.h"
#include "util.h"

struct use;

/* findings.c */
struct pk_finding {
	enum xw_finding_kind kind;
	const char *code;	/* a stable name: "member-unsafe" */
	char *where;		/* the bundle, or a file in it: a name */
	long line, col;		/* the place in where; 0: not known */
	char *message;		/* in where's block, after it */
	int shown;		/* message escaped as shown already (a name
				   with a NUL byte): not escaped again */
};

/* Findings kept, or, in a stream (pk_stream), said as they come. */
struct pk_findings {
	struct pk_finding *v;	/* kept */
	size_t n;
	FILE *out;		/* a stream's: NULL for none */
	const char *bundle;	/* what its JSON is about */
	int json;		/* its findings as -j has them */
	int begun;		/* its JSON document has begun */
	size_t said[XW_FIND_INFO + 1];	/* said already, of each kind */
	size_t nsaid;		/* said already, in all */
	struct xw_buf bufs[3];	/* for its lines */
};

void pk_add(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const char *where, const char *fmt, ...)
    XW_PRINTF(5, 6);
/* pk_add of a message escaped as shown already (a name with a NUL byte,
   which no C string holds). */
void pk_add_shown(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const char *where, const char *fmt, ...)
    XW_PRINTF(5, 6);
/* Add e as a finding of kind: its file, line and column, and message. */
void pk_add_read(struct pk_findings *f, enum xw_finding_kind kind,
    const char *code, const struct xw_error *e);
/* pk_add_read of an error. */
void pk_add_error(struct pk_findings *f, const char *code,
    const struct xw_error *e);
/* Say the finding x on stderr, at its place, as xw_report says an error. */
void pk_warn(const struct pk_finding *x);
/* lint.c: the errors, warnings and (with lint) lint of xw_check about p, and a
   warning ("saved") when p carries a solver's entries. */
void pk_add_checks(struct pk_findings *f, const char *where,
    const struct xw_puzzle *p, int lint);
/* The warning ("saved") when p carries a solver's entries, of where. */
void pk_add_saved(struct pk_findings *f, const char *where,
    const struct xw_puzzle *p);
/*
 * Linting the set as a whole: what each puzzle uses is gathered (the
 * puzzles need not be kept), then answers and clues used in two puzzles,
 * and locales that differ, are reported. Start it zeroed.
 */
struct pk_lint {
	struct use *answers, *clues;
	size_t nanswers, acap, nclues, ccap;
	char **locales;		/* of each puzzle, or NULL */
	char **strings;		/* what the uses name, each once: a hash
				   table of scap, nstrings of them used */
	size_t scap, nstrings;
};
void pk_lint_puzzle(struct pk_lint *l, const struct pk_set *s, size_t i,
    const struct xw_puzzle *p);
/* Report the lint of the set, and free what l gathered. */
void pk_lint_set(struct pk_lint *l, const struct pk_set *s,
    const char *where, struct pk_findings *f);
/* How many findings of kind there are. */
size_t pk_count(const struct pk_findings *f, enum xw_finding_kind kind);
/*
 * Print the findings: "where[:line[:col]]: kind: message" lines to fp
 * (errors only when errors is set), or with json one document about
 * bundle to stdout, whose "status" is status: each finding its kind,
 * code, file (where), message, and when its line is known, line and
 * column (0: not known), as ipuz-check -j gives them.
 */
void pk_print(FILE *fp, const struct pk_findings *f, const char *bundle,
    int json, int errors, const char *status);
/*
 * Start f (its old contents dropped) as a stream: each finding added is
 * printed to fp as pk_print would print it, errors too, and not kept,
 * so that memory does not grow with a bundle's report. With json, the
 * document's "status" leads it: "problems" once an error or lint is
 * found; until then the findings are kept, and pk_stream_end says them.
 */
void pk_stream(struct pk_findings *f, FILE *fp, const char *bundle,
    int json);
/* End the stream f, whose document's status is status when no error or
   lint was found; pk_findings_free it after. */
void pk_stream_end(struct pk_findings *f, const char *status);
void pk_findings_free(struct pk_findings *f);

#endif
