/* See LICENSE file for copyright and license details. */
/*
 * A harness's check that does not hold: said on stderr, then abort(3),
 * so that libFuzzer keeps the input.
 */
#ifndef XW_FUZZ_FAILED_H
#define XW_FUZZ_FAILED_H

#include <stdio.h>
#include <stdlib.h>

#define failed(...) \
	do { \
		fprintf(stderr, __VA_ARGS__); \
		fputc('\n', stderr); \
		abort(); \
	} while (0)

#endif
