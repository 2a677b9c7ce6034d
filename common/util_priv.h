/* See LICENSE file for copyright and license details. */
/*
 * What the files behind util.h share, among themselves and with the rest
 * of common/ only: reading a file that a variable of the environment
 * named, said in its messages (error.c, slurp.c); the set of the inputs
 * no output replaces (inputs.c, for slurp.c and out.c); how the reporter
 * would show a text (error.c, for the command-line kit's hints). Not
 * installed.
 */
#ifndef XW_UTIL_PRIV_H
#define XW_UTIL_PRIV_H

#include <sys/stat.h>

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

/* Count the file of st as an input when xw_protect_inputs was called and
   it is a regular file: every file xw_slurp reads. */
void xw_note_input(const struct stat *st);

/* Whether st is a regular file counted as an input, which no output may
   replace. */
int xw_is_input_stat(const struct stat *st);

/* Whether the reporter shows text as it is, nothing escaped: a command
   it quotes can then be pasted. */
int xw_shown_as_is(const char *text);

/* Whether xw_warnx says text whole, within one line, not cut ("..."). */
int xw_msg_fits(const char *text);

#endif
