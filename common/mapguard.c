/* See LICENSE file for copyright and license details. */
/*
 * A word-list index is mapped (xw_index_map). When its file is cut short
 * or rewritten in place while in use (cp over it, truncate), reading its
 * pages raises SIGBUS, and the tool died with a bare "Bus error". The
 * handler here names the index and the safe way to replace one instead.
 * It is the process's, and a program linked with libxw may have had one
 * of its own: a SIGBUS that is not in an index goes on to that one, as
 * if libxw's were not there (QA packager16 F1: it was replaced, and the
 * program killed by a fault in a mapping of its own).
 */
#include <pthread.h>
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
static struct sigaction before;	/* the handler installed before ours */

/*
 * Call the program's handler as the kernel would have: with its sa_mask
 * blocked, and sig too unless SA_NODEFER; one installed with
 * SA_RESETHAND once only, the default action coming after it (the
 * kernel resets the action as it delivers). A handler may only use
 * async-signal-safe functions: pthread_sigmask is one.
 */
static void
call_before(int sig, siginfo_t *si, void *ctx)
{
	struct sigaction h = before;
	sigset_t old, self;

	if ((h.sa_flags & SA_RESETHAND) != 0) {
		before.sa_handler = SIG_DFL;
		before.sa_flags = 0;
	}
	/* sig is blocked now, as libxw's handler runs. */
	pthread_sigmask(SIG_BLOCK, &h.sa_mask, &old);
	sigemptyset(&self);
	sigaddset(&self, sig);
	if ((h.sa_flags & SA_NODEFER) != 0 && !sigismember(&h.sa_mask, sig))
		pthread_sigmask(SIG_UNBLOCK, &self, NULL);
	if ((h.sa_flags & SA_SIGINFO) != 0)
		h.sa_sigaction(sig, si, ctx);
	else
		h.sa_handler(sig);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

static void
on_sigbus(int sig, siginfo_t *si, void *ctx)
{
	uintptr_t a = (uintptr_t)si->si_addr;
	ssize_t n;
	size_t i;
	char *msg;

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
	/* Not an index's: the program's handler, called as the kernel would
	   have, or the action it had. */
	if ((before.sa_flags & SA_SIGINFO) != 0 ||
	    (before.sa_handler != SIG_DFL && before.sa_handler != SIG_IGN)) {
		call_before(sig, si, ctx);
		return;
	}
	if (before.sa_handler == SIG_IGN && si->si_code <= 0)
		return;		/* a SIGBUS sent, which it ignored */
	/* The default action (a fault cannot be ignored: the kernel kills
	   for it then too), at the return (the fault is raised again) or
	   now (a SIGBUS sent, unblocked at the return). */
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Install the handler, once, keeping the one it replaces. */
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
	sigaction(SIGBUS, &sa, &before);
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
