/* See LICENSE file for copyright and license details. */
/*
 * util.c for the rest of common/ only: reading a file that a variable of
 * the environment named, said in its messages. Not installed.
 */
#ifndef XW_UTIL_PRIV_H
#define XW_UTIL_PRIV_H

#include <stddef.h>

#include "util.h"

/* xw_seterr_io of a file that the environment variable from named (NULL:
   the user or the program did): "cannot open 'x' (from XW_WORDLIST):
   why". */
int xw_seterr_io_from(struct xw_error *e, const char *file,
    const char *from, const char *what, const char *why);

/* xw_slurp_kinds of a file that from named, as xw_seterr_io_from says. */
int xw_slurp_kinds_from(const char *path, const char *from, long max,
    const char *magic, size_t mlen, long big, char **buf, size_t *len,
    struct xw_error *e);

#endif
