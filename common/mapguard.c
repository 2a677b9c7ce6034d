/* See LICENSE file for copyright and license details. */
/*
 * A word-list index is mapped (xw_index_map). When its file is cut short
 * or rewritten in place while in use (cp over it, truncate), reading its
 * pages raises SIGBUS, and the tool died with a bare "Bus error". The
 * handler here names the index and the safe way to replace one instead.
 */
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "wordidx_priv.h"

#define GUARDS	16	/* indexes open at once; more go unguarded */

/* A mapping, and what to say when a fault falls in it: made beforehand,
   since the handler may only write(2) and _exit(2). msg NULL: unused. */
struct guard {
	uintptr_t start, end;
	char *volatile msg;
	size_t len;
};

static struct guard guards[GUARDS];

static void
on_sigbus(int sig, siginfo_t *si, void *ctx)
{
	uintptr_t a = (uintptr_t)si->si_addr;
	ssize_t n;
	size_t i;
	char *msg;

	(void)ctx;
	/* (A SIGBUS sent, by kill or sigqueue, has a code of 0 or less and
	   no address: its si_addr overlays the sender's pid.) */
	for (i = 0; si->si_code > 0 && i < GUARDS; i++) {
		msg = guards[i].msg;
		if (msg != NULL && a >= guards[i].start && a < guards[i].end) {
			n = write(STDERR_FILENO, msg, guards[i].len);
			(void)n;
			_exit(XW_EXIT_TROUBLE);
		}
	}
	/* Not an index's: the default action, at the return (the fault is
	   raised again) or now (a SIGBUS sent, unblocked at the return). */
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Install the handler, once. */
static void
install(void)
{
	static int done;
	struct sigaction sa;

	if (done)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_sigbus;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGBUS, &sa, NULL);
	done = 1;
}

void
xw_map_guard(const void *base, size_t size, const char *path)
{
	struct xw_buf b = { 0 };
	size_t i;

	for (i = 0; i < GUARDS && guards[i].msg != NULL; i++)
		;
	if (i == GUARDS)
		return;
	xw_buf_printf(&b, "%s: ", xw_progname());
	xw_buf_escape(&b, path, strlen(path));
	xw_buf_puts(&b, ": the index changed while in use; replace it by "
	    "renaming (as wordfind -B -o does)\n");
	guards[i].start = (uintptr_t)base;
	guards[i].end = (uintptr_t)base + size;
	guards[i].len = b.len;
	install();
	guards[i].msg = xw_buf_take(&b);	/* the last: now in use */
}

void
xw_map_unguard(const void *base)
{
	size_t i;
	char *msg;

	for (i = 0; i < GUARDS; i++)
		if ((msg = guards[i].msg) != NULL &&
		    guards[i].start == (uintptr_t)base) {
			guards[i].msg = NULL;
			free(msg);
			return;
		}
}
