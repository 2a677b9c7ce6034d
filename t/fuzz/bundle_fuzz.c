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
 * listed and extracted. A bundle -v finds sound, or -x extracts, is the
 * same to a streaming unzipper, which reads the local headers alone: the
 * same names, sizes and CRCs as libzip's (judge_stream). The zip is
 * mutated whole (zipmutate.h), so that changes reach the manifest and the
 * puzzles. Seeds: t/fuzz/corpus/bundle/.
 */
#define _XOPEN_SOURCE 700	/* nftw(3), strndup(3) */

#include <sys/stat.h>

#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sanitizer/common_interface_defs.h>

#include <zip.h>
#include <zlib.h>

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

/*
 * A member as a streaming unzipper meets it, going by the local headers
 * alone from the zip's first byte (libarchive's reader, bsdtar from a
 * pipe): its name (an Info-ZIP Unicode Path field's, whatever its
 * version, when one is there), and the size and CRC of what it inflates
 * to, a deflated member's data ending with its deflate stream, a stored
 * one's with a data descriptor (flag bit 3) at the first "PK\7\10" the
 * CRC of the bytes before it follows, else where its size says.
 */
struct streamed {
	char *name;
	uint64_t size;
	uint32_t crc;
};

static unsigned
get16(const uint8_t *p)
{
	return (unsigned)p[0] | (unsigned)p[1] << 8;
}

static uint32_t
get32(const uint8_t *p)
{
	return (uint32_t)get16(p) | (uint32_t)get16(p + 2) << 16;
}

static uint64_t
get64(const uint8_t *p)
{
	return (uint64_t)get32(p) | (uint64_t)get32(p + 4) << 32;
}

/* The member's name, and its sizes from a zip64 field, from its local
   header's extra fields ef[0..n): whether it has a zip64 field. */
static int
local_extra(const uint8_t *ef, size_t n, struct streamed *m, size_t *namelen,
    uint64_t *csize)
{
	size_t k, len;
	int zip64 = 0;

	for (k = 0; n - k >= 4 && (len = get16(ef + k + 2)) <= n - k - 4;
	    k += 4 + len) {
		if (get16(ef + k) == 0x7075 && len >= 5) {
			free(m->name);
			m->name = strndup((const char *)ef + k + 9, len - 5);
			*namelen = len - 5;
		} else if (get16(ef + k) == 0x0001) {
			zip64 = 1;
			if (m->size == 0xffffffffU && len >= 8)
				m->size = get64(ef + k + 4);
			if (*csize == 0xffffffffU && len >= 16)
				*csize = get64(ef + k + 12);
		}
	}
	return zip64;
}

/* The deflated data at d[0..n) inflated to its stream's end into m:
   how many bytes it takes, or SIZE_MAX when it does not end. */
static size_t
inflated(const uint8_t *d, size_t n, struct streamed *m)
{
	uint8_t got[16384];
	z_stream z;
	int r;

	memset(&z, 0, sizeof(z));
	if (inflateInit2(&z, -MAX_WBITS) != Z_OK)
		return SIZE_MAX;
	z.next_in = (uint8_t *)d;
	z.avail_in = (uInt)n;
	m->crc = (uint32_t)crc32(0, NULL, 0);
	do {
		z.next_out = got;
		z.avail_out = sizeof(got);
		r = inflate(&z, Z_NO_FLUSH);
		m->crc = (uint32_t)crc32(m->crc, got, (uInt)(sizeof(got) -
		    z.avail_out));
	} while (r == Z_OK);
	m->size = z.total_out;
	n = r == Z_STREAM_END ? z.total_in : SIZE_MAX;
	inflateEnd(&z);
	return n;
}

/* The members a streaming unzipper meets in data[0..size), up to the
   directory, into *v: how many, or -1 when it cannot read them all. */
static long
stream_members(const uint8_t *data, size_t size, struct streamed **v)
{
	const uint8_t *h, *d, *p;
	struct streamed m;
	size_t at = 0, namelen, took, n = 0;
	uint64_t csize;
	unsigned flags, method;
	int zip64;

	*v = NULL;
	for (;;) {
		if (size - at < 4)
			return -1;
		h = data + at;
		if (memcmp(h, "PK\1\2", 4) == 0 || memcmp(h, "PK\5\6", 4) == 0)
			return (long)n;
		if (memcmp(h, "PK\3\4", 4) != 0 || size - at < 30 ||
		    size - at - 30 < (size_t)get16(h + 26) + get16(h + 28))
			return -1;
		flags = get16(h + 6);
		method = get16(h + 8);
		m.crc = get32(h + 14);
		csize = get32(h + 18);
		m.size = get32(h + 22);
		namelen = get16(h + 26);
		m.name = strndup((const char *)h + 30, namelen);
		zip64 = local_extra(h + 30 + namelen, get16(h + 28), &m,
		    &namelen, &csize);
		at += 30 + get16(h + 26) + get16(h + 28);
		d = data + at;
		if (method == 8) {
			took = inflated(d, size - at, &m);
		} else if (method != 0) {
			took = SIZE_MAX;
		} else if (flags & 8) {
			for (p = d, took = SIZE_MAX; took == SIZE_MAX &&
			    size - at - (size_t)(p - d) >= 8; p++)
				if (memcmp(p, "PK\7\10", 4) == 0 &&
				    get32(p + 4) == (uint32_t)crc32(0, d,
				    (uInt)(p - d)))
					took = (size_t)(p - d);
		} else {
			took = csize <= size - at ? (size_t)csize : SIZE_MAX;
		}
		if (took == SIZE_MAX) {
			free(m.name);
			break;
		}
		if (method == 0) {
			m.size = took;
			m.crc = (uint32_t)crc32(0, d, (uInt)took);
		}
		at += took;
		if (flags & 8) {
			/* The descriptor, its signature optional. */
			took = (size - at >= 4 && memcmp(data + at, "PK\7\10",
			    4) == 0 ? 4 : 0) + (zip64 ? 20 : 12);
			if (size - at < took) {
				free(m.name);
				break;
			}
			at += took;
		}
		*v = realloc(*v, (n + 1) * sizeof(**v));
		(*v)[n++] = m;
	}
	return -1;
}

static int
by_name(const void *a, const void *b)
{
	const struct streamed *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c != 0 ? c : (x->size > y->size) - (x->size < y->size);
}

/* A bundle ipuz-pack takes is the same to a streaming unzipper: the same
   members, of the same sizes and CRCs, as libzip's directory lists (F1
   and F2 of fuzz19, fuzz18's F2). */
static void
judge_stream(const uint8_t *data, size_t size)
{
	struct streamed *s, *z;
	struct pk_bundle b;
	zip_stat_t st;
	long n, i;
	int same;

	if ((n = stream_members(data, size, &s)) < 0)
		fail("is taken, but a streaming unzipper cannot read it", bundle);
	if (pk_bundle_open(bundle, &b, &(struct xw_error){ 0 }) != 0)
		fail("was taken, but is refused when read again", bundle);
	z = calloc((size_t)n + 1, sizeof(*z));
	same = b.n == (size_t)n;
	for (i = 0; same && i < n; i++) {
		if (zip_stat_index(b.za, (zip_uint64_t)i, ZIP_FL_ENC_RAW,
		    &st) != 0)
			fail("cannot be read again", bundle);
		z[i] = (struct streamed){ strdup(st.name), st.size, st.crc };
	}
	pk_bundle_close(&b);
	if (same) {
		qsort(s, (size_t)n, sizeof(*s), by_name);
		qsort(z, (size_t)n, sizeof(*z), by_name);
		for (i = 0; same && i < n; i++)
			same = strcmp(s[i].name, z[i].name) == 0 &&
			    s[i].size == z[i].size && s[i].crc == z[i].crc;
	}
	for (i = 0; i < n; i++) {
		free(s[i].name);
		free(z[i].name);
	}
	free(s);
	free(z);
	if (!same)
		fail("is taken, but a streaming unzipper meets other members",
		    bundle);
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
	if (verified == XW_EXIT_OK || extracted == XW_EXIT_OK)
		judge_stream(data, size);
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
