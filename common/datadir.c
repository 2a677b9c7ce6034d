/* See LICENSE file for copyright and license details. */
/*
 * The folder of the default index that the build named (XW_DATADIR, from
 * DATADIR), alone in its object: a make install for another PREFIX or
 * DATADIR compiles only it again, and links the libraries and tools with
 * it, so that they find the index there (make && make install PREFIX=...).
 */
#include "wordidx_priv.h"

const char xw_datadir[] = XW_DATADIR;
