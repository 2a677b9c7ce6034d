/* See LICENSE file for copyright and license details. */
/*
 * mkzip: make a zip archive for the tests, with libzip, which the .jpz
 * reader needs anyway; no zip program or python is wanted.
 *
 *	mkzip archive member=file ... member/ ...
 *
 * A member=file argument adds the bytes of file, deflated, as member; a
 * member/ argument adds a folder. The archive is made anew.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zip.h>

static const char *archive;

static void
die(const char *what, const char *detail)
{
	fprintf(stderr, "mkzip: %s: %s: %s\n", archive, what, detail);
	exit(2);
}

static void
add(zip_t *za, const char *arg)
{
	const char *eq = strchr(arg, '=');
	zip_source_t *src;
	char *name;
	size_t len;

	if (eq == NULL) {
		len = strlen(arg);
		if (len == 0 || arg[len - 1] != '/')
			die(arg, "not member=file or folder/");
		if (zip_dir_add(za, arg, ZIP_FL_ENC_UTF_8) < 0)
			die(arg, zip_strerror(za));
		return;
	}
	if ((name = strndup(arg, (size_t)(eq - arg))) == NULL)
		die(arg, "out of memory");
	if ((src = zip_source_file(za, eq + 1, 0, -1)) == NULL)
		die(eq + 1, zip_strerror(za));
	if (zip_file_add(za, name, src, ZIP_FL_ENC_UTF_8) < 0) {
		zip_source_free(src);
		die(name, zip_strerror(za));
	}
	free(name);
}

int
main(int argc, char *argv[])
{
	zip_t *za;
	int i, err;
	char msg[256];

	if (argc < 2) {
		fputs("usage: mkzip archive [member=file | folder/ ...]\n",
		    stderr);
		return 2;
	}
	archive = argv[1];
	if ((za = zip_open(archive, ZIP_CREATE | ZIP_TRUNCATE, &err)) ==
	    NULL) {
		zip_error_t ze;

		zip_error_init_with_code(&ze, err);
		snprintf(msg, sizeof(msg), "%s", zip_error_strerror(&ze));
		zip_error_fini(&ze);
		die("cannot create", msg);
	}
	for (i = 2; i < argc; i++)
		add(za, argv[i]);
	if (zip_close(za) < 0)
		die("cannot write", zip_strerror(za));
	return 0;
}
