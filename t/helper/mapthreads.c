/* See LICENSE file for copyright and license details. */
/*
 * Open indexes from threads at once, as libxw(3) allows, and see that
 * each is guarded (t/8003; review17 F1, F4):
 *
 *	mapthreads index folder count runs
 *
 * runs, runs times, a process of its own (the guard is installed once a
 * process) whose count threads open a copy each of index (in folder) at
 * the same moment. Then, for each copy, a child cuts it short and reads
 * it, which must print "mapthreads: copy: the index changed while in
 * use; ..." and exit with status 2; and a child faults in a mapping of
 * its own, which must be killed by SIGBUS, as without libxw (a second
 * install kept libxw's own handler as the program's, which called
 * itself until the stack ran out: SIGSEGV). Prints "ok", or the first
 * run that went wrong and how.
 */
#include <sys/mman.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "wordidx.h"

#define MAXCOPIES 64

static pthread_barrier_t start;
static struct xw_index *ix[MAXCOPIES];
static char name[MAXCOPIES][4096];

static void *
open_one(void *arg)
{
	size_t i = (size_t)arg;
	struct xw_error e;

	pthread_barrier_wait(&start);
	if ((ix[i] = xw_index_open(name[i], NULL, NULL, &e)) == NULL) {
		xw_report(&e);
		_exit(9);
	}
	return NULL;
}

/* Run f(arg) in a child, its stderr to *err (size n); its wait status. */
static int
in_child(void (*f)(size_t), size_t arg, char *err, size_t n)
{
	int fd[2], status;
	ssize_t got, all = 0;
	pid_t pid;

	if (pipe(fd) != 0 || (pid = fork()) < 0)
		exit(8);
	if (pid == 0) {
		dup2(fd[1], STDERR_FILENO);
		f(arg);
		_exit(0);
	}
	close(fd[1]);
	while ((got = read(fd[0], err + all, n - 1 - (size_t)all)) > 0)
		all += got;
	err[all] = '\0';
	close(fd[0]);
	waitpid(pid, &status, 0);
	return status;
}

static void
cut_and_read(size_t i)
{
	if (truncate(name[i], 0) != 0)
		_exit(7);
	_exit((unsigned char)xw_index_word(ix[i], 0)[0]);
}

static void
fault_own(size_t i)
{
	volatile char *p;
	int fd;

	(void)i;
	if ((fd = open("own.bin", O_RDWR | O_CREAT | O_TRUNC, 0600)) < 0 ||
	    ftruncate(fd, 4096) != 0 || (p = mmap(NULL, 4096, PROT_READ,
	    MAP_SHARED, fd, 0)) == MAP_FAILED || ftruncate(fd, 0) != 0)
		_exit(7);
	_exit(p[100]);
}

static const char *
how(int status)
{
	static char s[64];

	if (WIFSIGNALED(status))
		return strsignal(WTERMSIG(status));
	snprintf(s, sizeof(s), "exit status %d", WEXITSTATUS(status));
	return s;
}

/* One run; exits 0 when every fault went as it should. */
static void
run(const char *buf, size_t len, size_t count)
{
	pthread_t t[MAXCOPIES];
	char err[8192], want[8192];
	size_t i;
	int fd, status;

	for (i = 0; i < count; i++) {
		snprintf(name[i], sizeof(name[i]), "c%zu.idx", i);
		if ((fd = open(name[i], O_WRONLY | O_CREAT | O_TRUNC,
		    0600)) < 0 || write(fd, buf, len) != (ssize_t)len ||
		    close(fd) != 0)
			_exit(8);
	}
	for (i = 0; i < count; i++)
		pthread_create(&t[i], NULL, open_one, (void *)i);
	for (i = 0; i < count; i++)
		pthread_join(t[i], NULL);
	for (i = 0; i < count; i++) {
		status = in_child(cut_and_read, i, err, sizeof(err));
		snprintf(want, sizeof(want), "mapthreads: %s: the index "
		    "changed while in use; replace it by renaming (as "
		    "wordfind -B -o does)\n", name[i]);
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 2 ||
		    strcmp(err, want) != 0) {
			printf("%s cut short: %s, \"%.*s\"\n", name[i],
			    how(status), (int)strcspn(err, "\n"), err);
			fflush(stdout);
			_exit(1);
		}
	}
	status = in_child(fault_own, 0, err, sizeof(err));
	if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGBUS) {
		printf("a fault of its own: %s, not %s\n%s", how(status),
		    strsignal(SIGBUS), err);
		fflush(stdout);
		_exit(1);
	}
	_exit(0);
}

int
main(int argc, char **argv)
{
	struct xw_error e;
	char *buf;
	size_t len, count;
	long k, runs;
	int status;

	xw_setprogname("mapthreads");
	if (argc != 5 || (count = (size_t)atol(argv[3])) < 1 ||
	    count > MAXCOPIES || (runs = atol(argv[4])) < 1) {
		fputs("usage: mapthreads index folder count runs\n", stderr);
		return 1;
	}
	if (xw_slurp(argv[1], &buf, &len, &e) != 0) {
		xw_report(&e);
		return 1;
	}
	if (chdir(argv[2]) != 0) {
		perror(argv[2]);
		return 1;
	}
	pthread_barrier_init(&start, NULL, (unsigned)count);
	fflush(stdout);
	for (k = 1; k <= runs; k++) {
		pid_t pid = fork();

		if (pid < 0)
			return 1;
		if (pid == 0)
			run(buf, len, count);
		waitpid(pid, &status, 0);
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
			printf("run %ld of %ld: %s\n", k, runs, how(status));
			free(buf);
			return 1;
		}
	}
	free(buf);
	puts("ok");
	return 0;
}
