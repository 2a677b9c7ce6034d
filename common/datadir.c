/* See LICENSE file for copyright and license details. */
/*
 * The folder of the default index that the build named (XW_DATADIR, from
 * PREFIX), alone in its object: make install compiles it again for the
 * PREFIX it installs to, for the libxw.a and the libxw.so it installs, so
 * that a program linked with either finds the index there, though the
 * rest was built for another PREFIX (make && make install PREFIX=...).
 */
#include "wordidx_priv.h"

const char xw_datadir[] = XW_DATADIR;
