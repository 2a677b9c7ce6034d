/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for ipuz-pack's reading of a bundle, which is
 * untrusted (make fuzz, clang): every input is a bundle's bytes, written
 * to a file and given to what ipuz-pack -t, -v -l and -x run (pk_list,
 * pk_verify, pk_extract; -j one time in two), their output and messages
 * to /dev/null, as are libFuzzer's own lines about a timeout or a signal
 * in a run (the sanitizers' reports and the harness's go to the standard
 * error it had). The extraction is into an empty folder, with an empty
 * sentinel folder beside it, and is held to "Safety" in ipuz-pack(1):
 * what it made is under the folder and is regular files and folders, no
 * link or device, and nothing beside it changed; a bundle refused leaves
 * the folder empty; one extracted is the manifest and the puzzles it
 * names, each with the bytes of its member, and nothing else (no
 * temporary file, no folder left empty). A bundle -v finds sound is
 * listed and extracted. The zip is mutated whole (zipmutate.h), so that
 * changes reach the manifest and the puzzles. Seeds: t/fuzz/corpus/bundle/.
 */
#define _XOPEN_SOURCE 700	/* nftw(3) */

#include <sys/stat.h>

#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sanitizer/common_interface_defs.h>

#include "bundle.h"
#include "pack.h"
#include "zipmutate.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned seed);
size_t LLVMFuzzerCustomCrossOver(const uint8_t *a, size_t alen,
    const uint8_t *b, size_t blen, uint8_t *out, size_t max, unsigned seed);

/* base/bundle.zip, base/out, base/sentinel. */
static char base[4096], bundle[4200], out[4200], sentinel[4200];
static int devnull, saved_out, saved_err;
static FILE *err;	/* the standard error libFuzzer has */

static void
quiet(int on)
{
	fflush(stdout);
	fflush(stderr);
	dup2(on ? devnull : saved_out, STDOUT_FILENO);
	dup2(on ? devnull : saved_err, STDERR_FILENO);
}

static _Noreturn void
fail(const char *what, const char *path)
{
	quiet(0);
	fprintf(err, "bundle_fuzz: %s: %s\n", path, what);
	fflush(err);
	abort();
}

static int
remove_one(const char *path, const struct stat *st, int flag,
    struct FTW *ftw)
{
	(void)st;
	(void)flag;
	if (ftw->level > 0)
		remove(path);
	return 0;
}

/* Empty dir of all it holds. */
static void
empty(const char *dir)
{
	nftw(dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

static void
remove_base(void)
{
	empty(base);
	rmdir(base);
}

/* The entries of dir, but "." and "..". */
static size_t
entries(const char *dir)
{
	struct dirent *d;
	size_t n = 0;
	DIR *dp;

	if ((dp = opendir(dir)) == NULL)
		fail("cannot be opened", dir);
	while ((d = readdir(dp)) != NULL)
		n += strcmp(d->d_name, ".") != 0 && strcmp(d->d_name, "..") != 0;
	closedir(dp);
	return n;
}

static size_t nfiles;

/* Every file extracted is a regular file, every folder holds one. */
static int
judge_one(const char *path, const struct stat *st, int flag,
    struct FTW *ftw)
{
	if (ftw->level == 0)
		return 0;
	if (flag == FTW_D || flag == FTW_DP) {
		if (entries(path) == 0)
			fail("an empty folder is left", path);
	} else if (flag != FTW_F || !S_ISREG(st->st_mode)) {
		fail("is not a regular file", path);
	} else {
		nfiles++;
	}
	return 0;
}

/* Nothing was made beside out, and out holds regular files and folders,
   nfiles of them files. */
static void
judge_tree(void)
{
	if (entries(base) != 3 || entries(sentinel) != 0)
		fail("something was written beside the folder", base);
	nfiles = 0;
	if (nftw(out, judge_one, 16, FTW_PHYS) != 0)
		fail("cannot be walked", out);
}

/* Whether out/name holds data[0..len). */
static void
judge_file(const char *name, const char *data, size_t len)
{
	char path[8192], *got;
	size_t n;
	FILE *fp;

	snprintf(path, sizeof(path), "%s/%s", out, name);
	if ((fp = fopen(path, "rb")) == NULL)
		fail("was not extracted", path);
	got = malloc(len + 1);
	n = fread(got, 1, len + 1, fp);
	fclose(fp);
	if (n != len || memcmp(got, data, len) != 0)
		fail("is not the member's bytes", path);
	free(got);
}

/* What -x extracted, as the bundle read again says it should be. */
static void
judge_extracted(void)
{
	struct pk_bundle b;
	struct pk_set s;
	size_t i;

	if (pk_bundle_load(bundle, &b, &s, 1, NULL) != 0)
		fail("was extracted, but is refused when read again", bundle);
	judge_file(PK_MANIFEST, b.manifest, b.manifest_len);
	for (i = 0; i < s.n; i++)
		judge_file(s.v[i].file, s.v[i].data, s.v[i].len);
	if (nfiles != s.n + 1)
		fail("more files than the manifest and its puzzles", out);
	pk_set_free(&s);
	pk_bundle_close(&b);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *tmp = getenv("TMPDIR");

	(void)argc;
	(void)argv;
	snprintf(base, sizeof(base), "%s/xw-bundle-fuzz-XXXXXX",
	    tmp != NULL && tmp[0] != '\0' ? tmp : "/tmp");
	if (mkdtemp(base) == NULL) {
		perror(base);
		exit(2);
	}
	atexit(remove_base);
	snprintf(bundle, sizeof(bundle), "%s/bundle.zip", base);
	snprintf(out, sizeof(out), "%s/out", base);
	snprintf(sentinel, sizeof(sentinel), "%s/sentinel", base);
	if (mkdir(out, 0700) != 0 || mkdir(sentinel, 0700) != 0 ||
	    (devnull = open("/dev/null", O_WRONLY)) < 0 ||
	    (saved_out = dup(STDOUT_FILENO)) < 0 ||
	    (saved_err = dup(STDERR_FILENO)) < 0 ||
	    (err = fdopen(saved_err, "w")) == NULL) {
		perror(base);
		exit(2);
	}
	/* The sanitizers' reports go where libFuzzer's lines go. */
	__sanitizer_set_report_fd((void *)(intptr_t)saved_err);
	xw_setprogname("ipuz-pack");
	xw_protect_inputs();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pk_opts o = { 0 };
	int listed, verified, extracted;
	FILE *fp;

	/* Written over, the bundle is one file, one input to protect. */
	if ((fp = fopen(bundle, "wb")) == NULL)
		fail("cannot be written", bundle);
	fwrite(data, 1, size, fp);
	if (fclose(fp) != 0)
		fail("cannot be written", bundle);
	o.bundle = bundle;
	o.dir = out;
	quiet(1);
	o.json = size % 2;
	listed = pk_list(&o);
	o.json = size / 2 % 2;
	o.lint = 1;
	verified = pk_verify(&o);
	o.json = o.lint = 0;
	extracted = pk_extract(&o);
	quiet(0);
	if ((listed != XW_EXIT_OK && listed != XW_EXIT_TROUBLE) ||
	    (verified != XW_EXIT_OK && verified != XW_EXIT_NO &&
	    verified != XW_EXIT_TROUBLE) ||
	    (extracted != XW_EXIT_OK && extracted != XW_EXIT_TROUBLE))
		fail("an exit status not in the man page", bundle);
	judge_tree();
	if (extracted != XW_EXIT_OK && nfiles + entries(out) > 0)
		fail("refused, but something was extracted", out);
	if (verified == XW_EXIT_OK && (listed != XW_EXIT_OK ||
	    extracted != XW_EXIT_OK))
		fail("sound, but not listed or not extracted", bundle);
	if (extracted == XW_EXIT_OK) {
		quiet(1);
		judge_extracted();
		quiet(0);
	}
	empty(out);
	return 0;
}

size_t
LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned seed)
{
	return zip_mutate(data, size, max, seed);
}

size_t
LLVMFuzzerCustomCrossOver(const uint8_t *a, size_t alen, const uint8_t *b,
    size_t blen, uint8_t *out_, size_t max, unsigned seed)
{
	return zip_cross_over(a, alen, b, blen, out_, max, seed);
}
