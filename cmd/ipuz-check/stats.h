/* See LICENSE file for copyright and license details. */
#ifndef STATS_H
#define STATS_H

#include <json-c/json.h>

#include "check.h"

/* Two entries share a run of this many letters or more: CrossFire's
   default allows three. */
#define MINRUN 4

/*
 * The figures of -S as one JSON object (the caller owns it); scored: a
 * word list gave the entries their scores.
 */
json_object *figures_json(const struct xw_figures *f, int scored);

/* The figures of -S as lines "name: stats: ...". */
void figures_text(const char *name, const struct xw_figures *f,
    int scored);

#endif
