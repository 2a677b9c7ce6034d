/* See LICENSE file for copyright and license details. */
#ifndef REPORT_H
#define REPORT_H

#include "check.h"
#include "puzzle.h"
#include "util.h"
#include "words.h"

/* ipuz-check.c: -S, and the word lists of -w (NULL: none), set by main
   before any file is checked. */
extern int Sflag;
extern struct xw_wordlist *words;

/* ipuz-check.c: write what was printed, whole lines, in one write now. */
void sent(void);

/* ipuz-check.c: whether what the reader read past, a finding of kind,
   comes before finding f: an error first, a lint before the first lint
   or figure. */
int read_past_before(int kind, const struct xw_finding *f);

/*
 * report.c: print the -j document of the file name, read as p: its
 * status, what the reader read past (w, its finding of kind and code;
 * kind -1: none) and the findings fs, the grid's stats and with -S its
 * figures; then sent().
 */
void report_json(const char *name, const struct xw_puzzle *p, int kind,
    const struct xw_error *w, const char *code,
    const struct xw_findings *fs, int status);

/* report.c: print the -j document of the file name, not checked because
   of msg, at line and col of it (0: not known); then sent(). */
void unreadable_json(const char *name, const char *msg, long line, long col);

#endif
