/* See LICENSE file for copyright and license details. */
/*
 * ipuz-convert -d: the folders made for a batch's outputs (batch.c),
 * each noted, so that those left empty, when the batch ends or is
 * stopped, are removed again.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "convert.h"
#include "util.h"

static char **made;		/* the folders made, each after its parent */
static size_t nmade;

void
remove_empty_folders(void)
{
	size_t i;

	for (i = nmade; i > 0; i--)
		rmdir(made[i - 1]);
}

/* Note the folder made for the batch. */
static void
note_made(const char *folder, void *arg)
{
	(void)arg;
	made = xw_ereallocarray(made, nmade + 1, sizeof(*made));
	made[nmade++] = xw_estrdup(folder);
}

int
make_folder(const char *dir, size_t top)
{
	struct xw_error e;
	static char said[sizeof(e.file)];

	if (xw_cli_make_folders(dir, top, note_made, NULL, &e) == 0)
		return 0;
	if (e.code != XW_ERR_ARG || strcmp(e.file, said) != 0) {
		end_progress();
		xw_report(&e);
	}
	snprintf(said, sizeof(said), "%s", e.code == XW_ERR_ARG ? e.file : "");
	return -1;
}

void
forget_folders(void)
{
	while (nmade > 0)
		free(made[--nmade]);
	free(made);
	made = NULL;
}

int
make_subfolders(const char *dir, char **dests, int n, char *state)
{
	size_t top = strlen(dir), len, last = 0;
	const char *prev = NULL;
	char *folder;
	int i, ok = 1, failed = 0;

	for (i = 0; i < n; i++) {
		if (state[i] != IN_TODO)
			continue;
		len = (size_t)(strrchr(dests[i], '/') - dests[i]);
		if (len > top && (prev == NULL || len != last ||
		    memcmp(prev, dests[i], len) != 0)) {
			folder = xw_estrndup(dests[i], len);
			ok = make_folder(folder, top) == 0;
			free(folder);
			prev = dests[i];
			last = len;
		}
		if (len > top && !ok) {
			state[i] = IN_NO_FOLDER;
			failed++;
		}
	}
	return failed;
}
