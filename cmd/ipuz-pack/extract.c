/* See LICENSE file for copyright and license details. */
/* ipuz-pack -x: a bundle's manifest and puzzles into a folder. */
#include <sys/stat.h>

#include <stdlib.h>

#include "bundle.h"
#include "pack.h"
#include "util.h"
#include "write.h"

const char *
pk_folder(const char *dir)
{
	struct stat st;

	if (dir == NULL)
		return ".";
	/* A folder that is missing is not made, as tar -C makes none:
	   said as such, not as something that is no folder. */
	if (stat(dir, &st) != 0) {
		xw_warn("cannot open folder '%s'", dir);
		return NULL;
	}
	if (!S_ISDIR(st.st_mode)) {
		xw_warnx("%s: not a folder", dir);
		return NULL;
	}
	return dir;
}

int
pk_extract(const struct pk_opts *o)
{
	const char *dir = pk_folder(o->dir);
	struct pk_bundle b;
	struct pk_file *files;
	struct pk_set s;
	size_t i;
	int ret;

	if (dir == NULL || pk_bundle_load(o->bundle, &b, &s, 1, NULL) != 0)
		return XW_EXIT_TROUBLE;
	files = xw_ecalloc(s.n + 1, sizeof(*files));
	files[0] = (struct pk_file){ PK_MANIFEST, b.manifest, b.manifest_len };
	for (i = 0; i < s.n; i++)
		files[i + 1] = (struct pk_file){ s.v[i].file, s.v[i].data,
		    s.v[i].len };
	ret = pk_write_files(dir, files, s.n + 1, o->force);
	free(files);
	pk_set_free(&s);
	pk_bundle_close(&b);
	return ret == 0 ? XW_EXIT_OK : XW_EXIT_TROUBLE;
}
