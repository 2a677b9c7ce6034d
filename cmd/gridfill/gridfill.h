/* See LICENSE file for copyright and license details. */
#ifndef GRIDFILL_H
#define GRIDFILL_H

#include "fill.h"
#include "puzzle.h"
#include "wordidx.h"

/*
 * -a: report each open slot of p, fewest words first, as text or (json)
 * one JSON array; input names the file in messages. Returns the exit
 * status.
 */
int analyse(const struct xw_puzzle *p, const struct xw_index *ix,
    const char *input, const struct xw_fill_opts *opts, int json);

#endif
