/* See LICENSE file for copyright and license details. */
/*
 * Inside the checks: what check.c (the figures of -S) takes from
 * runs.c (the runs entries share). Inside common/ only.
 */
#ifndef XW_CHECK_PRIV_H
#define XW_CHECK_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include "check.h"

/*
 * The pairs of entries that share a run of minrun letters or more (at
 * least 1), entry i being the n[i] letters cps[i]: the first
 * XW_FIGURE_RUNS_MAX of them in the order of the report (the longest run
 * first, then by the entries) into f->runs, each run's text allocated
 * on its own, and how many pairs there are in all into f->nshared.
 */
void xw_shared_runs(uint32_t *const *cps, const size_t *n, size_t minrun,
    struct xw_figures *f);

#endif
