/* See LICENSE file for copyright and license details. */
/*
 * The seeds of a fuzz harness run once each, without libFuzzer: the
 * inputs that once crashed a harness stay in its seeds, and make asan
 * gives them all to the harness again, built with gcc's sanitizers as
 * the tools are (make fuzz-replay). Each argument is a file or a folder
 * of files (not below it); a sanitizer's report ends the run.
 */
#include <sys/stat.h>

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv) __attribute__((weak));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max);

static long nrun;

/* libFuzzer's mutator, which the harnesses' own mutators call: a replay
   mutates nothing, and never calls them. */
size_t
LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max)
{
	(void)data;
	(void)max;
	return size;
}

/* Run the harness on the file at path; exit 2 when it cannot be read. */
static void
run_file(const char *path)
{
	FILE *fp = fopen(path, "rb");
	uint8_t *data = NULL;
	size_t len = 0, cap = 0, n;

	if (fp == NULL) {
		perror(path);
		exit(2);
	}
	do {
		if (len == cap && (data = realloc(data, cap = 2 * cap + 4096))
		    == NULL) {
			perror(path);
			exit(2);
		}
		n = fread(data + len, 1, cap - len, fp);
		len += n;
	} while (n > 0);
	if (ferror(fp)) {
		perror(path);
		exit(2);
	}
	fclose(fp);
	LLVMFuzzerTestOneInput(data, len);
	free(data);
	nrun++;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Run the harness on each file of the folder dir, in the order of their
   names. */
static void
run_folder(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	struct stat st;
	char **names = NULL, path[4096];
	size_t n = 0, i;

	if (d == NULL) {
		perror(dir);
		exit(2);
	}
	while ((de = readdir(d)) != NULL) {
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
			continue;
		if ((names = realloc(names, (n + 1) * sizeof(*names))) == NULL ||
		    (names[n++] = strdup(path)) == NULL) {
			perror(dir);
			exit(2);
		}
	}
	closedir(d);
	qsort(names, n, sizeof(*names), by_name);
	for (i = 0; i < n; i++) {
		run_file(names[i]);
		free(names[i]);
	}
	free(names);
}

int
main(int argc, char *argv[])
{
	struct stat st;
	int i;

	if (LLVMFuzzerInitialize != NULL)
		LLVMFuzzerInitialize(&argc, &argv);
	for (i = 1; i < argc; i++) {
		if (stat(argv[i], &st) != 0) {
			perror(argv[i]);
			return 2;
		}
		if (S_ISDIR(st.st_mode))
			run_folder(argv[i]);
		else
			run_file(argv[i]);
	}
	fprintf(stderr, "%s: %ld inputs\n", argv[0], nrun);
	return 0;
}
