/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for the strict readers and for xw_puzzle_read (make
 * fuzz, clang). formats_fuzz and the others never set XW_READ_STRICT;
 * the tools read a file strict first and, past a fault lenient readers
 * take, again with a warning. Every input goes to each reader of the
 * format table with XW_READ_STRICT: a refusal fills its error (a code,
 * a message, NUL-terminated), and what is read strict is read lenient
 * too. Then it is read as the tools read a file, and with -f
 * (XW_READ_FORCE): the puzzle comes with a warning that is none (""),
 * a syntax fault, a value that breaks a rule of the format kept as
 * written (an .xd Date: that is no date), or with -f a bad checksum,
 * and the error left as it was; or NULL, the error filled. The error
 * is filled with 'A' before each read, so that one never filled is
 * seen. Whatever is read is written in every format and read back
 * (roundtrip.h). Seeds:
 * t/fuzz/corpus/strict/.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "failed.h"
#include "format.h"
#include "roundtrip.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
check_filled(const struct xw_error *e, const char *who)
{
	if (memchr(e->msg, '\0', sizeof(e->msg)) == NULL ||
	    memchr(e->file, '\0', sizeof(e->file)) == NULL ||
	    e->code == XW_ERR_NONE || e->msg[0] == '\0')
		failed("%s refused with its error unfilled", who);
}

/* Each reader strict, and lenient where strict read it. */
static void
read_strict(const char *buf, size_t size)
{
	struct xw_read_opts o = XW_READ_OPTS_INIT;
	const struct xw_format *f;
	struct xw_puzzle *p;
	struct xw_error e;
	size_t i;

	for (i = 0; i < xw_nformats; i++) {
		f = xw_formats[i];
		o.flags = XW_READ_STRICT;
		memset(&e, 'A', sizeof(e));
		if ((p = f->read(buf, size, "fuzz", &o, &e)) == NULL) {
			check_filled(&e, f->name);
			continue;
		}
		xw_puzzle_free(p);
		o.flags = 0;
		if ((p = f->read(buf, size, "fuzz", &o, &e)) == NULL)
			failed("%s read strict, refused lenient: %s", f->name,
			    e.msg);
		xw_puzzle_free(p);
	}
}

/* As the tools read a file, and with -f (XW_READ_FORCE). */
static void
read_as_tools(const char *buf, size_t size, unsigned flags)
{
	struct xw_read_opts o = XW_READ_OPTS_INIT;
	struct xw_error e, w, unset;
	struct xw_puzzle *p;

	o.flags = flags;
	memset(&e, 'A', sizeof(e));
	memset(&unset, 'A', sizeof(unset));
	memset(&w, 'A', sizeof(w));
	if ((p = xw_puzzle_read(buf, size, "fuzz", &o, &e, &w)) == NULL) {
		check_filled(&e, "xw_puzzle_read");
		return;
	}
	if (memchr(w.msg, '\0', sizeof(w.msg)) == NULL ||
	    (w.code == XW_ERR_NONE) != (w.msg[0] == '\0') ||
	    (w.code != XW_ERR_NONE && w.code != XW_ERR_SYNTAX &&
	    w.code != XW_ERR_INVALID &&
	    !(w.code == XW_ERR_CHECKSUM && (flags & XW_READ_FORCE))))
		failed("read with a warning of code %d", (int)w.code);
	if (memcmp(&e, &unset, sizeof(e)) != 0)
		failed("read, and its error set: %.512s", e.msg);
	ipuz_round_trip(p);
	writers_read_back(p);
	xw_puzzle_free(p);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *buf;

	/* The readers get NUL-terminated buffers, as xw_slurp makes them. */
	if ((buf = malloc(size + 1)) == NULL)
		abort();
	memcpy(buf, data, size);
	buf[size] = '\0';
	read_strict(buf, size);
	read_as_tools(buf, size, 0);
	read_as_tools(buf, size, XW_READ_FORCE);
	free(buf);
	return 0;
}
