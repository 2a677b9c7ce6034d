/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for the word-list index (make fuzz, clang): every
 * input is an index file's bytes, written to a file and opened as
 * wordfind -w x.idx opens it, plain and with -f, and as xw_index_open
 * opens it; and read in memory as a stack reads an index into a list.
 * Whatever opens is queried and walked, read into a list and indexed
 * again, and folded (wordquery.h). Seeds: t/fuzz/corpus/index/.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wordidx.h"
#include "wordquery.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned seed);

/*
 * The file the input is written to, in a folder of its own (an index
 * names its list beside it, and there is none there), made for each
 * input and removed after it: a run may end without atexit(3), as a
 * job of -fork does when it is stopped.
 */
static char dir[sizeof("/tmp/xw-index-fuzz-XXXXXX")];
static char path[sizeof(dir) + 16];

static void
remove_input(void)
{
	unlink(path);
	rmdir(dir);
}

static int
write_input(const uint8_t *data, size_t size)
{
	FILE *f;
	size_t written;

	memcpy(dir, "/tmp/xw-index-fuzz-XXXXXX", sizeof(dir));
	if (mkdtemp(dir) == NULL)
		return -1;
	snprintf(path, sizeof(path), "%s/x.idx", dir);
	if ((f = fopen(path, "wb")) == NULL) {
		remove_input();
		return -1;
	}
	written = fwrite(data, 1, size, f);
	if (fclose(f) != 0 || written != size) {
		remove_input();
		return -1;
	}
	return 0;
}

/*
 * An index that does not give its own size is refused at once, and most
 * mutations change the size: three times in four the header is made to
 * give it, so that the checks past it are reached.
 */
size_t
LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned seed)
{
	size_t i;

	size = LLVMFuzzerMutate(data, size, max);
	if (size >= 24 && seed % 4 != 0)
		for (i = 0; i < 8; i++)
			data[16 + i] = (uint8_t)((uint64_t)size >> (8 * i));
	return size;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* No cache folder: nothing of the run is written but the input. */
	struct xw_stack_opts o = { 0 };
	const char *paths[1] = { path };
	struct xw_index *ix;
	struct xw_error e;
	char *buf;

	if (write_input(data, size) != 0)
		return 0;
	for (o.flags = 0; o.flags <= XW_WORDS_FOLD; o.flags++) {
		if ((ix = xw_index_open_stack(paths, 1, &o, &e)) == NULL)
			continue;
		query_all(ix, 0);
		xw_index_close(ix);
	}
	if ((ix = xw_index_open(path, NULL, NULL, &e)) != NULL) {
		query_all(ix, 0);
		xw_index_close(ix);
	}
	remove_input();
	buf = slurped(data, size);
	if (xw_index_is(buf, size))
		reindex(buf, size);
	free(buf);
	return 0;
}
