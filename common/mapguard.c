/* See LICENSE file for copyright and license details. */
/*
 * A word-list index is mapped (xw_index_map). When its file is cut short
 * while in use (truncate, or cp over it, which empties it first),
 * reading its pages past the new end raises SIGBUS, and the tool died
 * with a bare "Bus error". (A rewrite that keeps the size raises
 * nothing: xw_index_unchanged tells it.) The
 * handler here names the index and the safe way to replace one instead.
 * It is the process's, and a program linked with libxw may have had one
 * of its own: a SIGBUS that is not in an index goes on to that one, as
 * if libxw's were not there (QA packager16 F1: it was replaced, and the
 * program killed by a fault in a mapping of its own).
 */
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "wordidx_priv.h"

/* The handler reads the table through atomics, which only a lock-free
   one may do: a lock could be held by the code it interrupted. */
#if ATOMIC_POINTER_LOCK_FREE != 2 || ATOMIC_INT_LOCK_FREE != 2 || \
    ATOMIC_LONG_LOCK_FREE != 2
#error "mapguard.c needs lock-free atomics"
#endif

/*
 * A mapping, and what to say when a fault falls in it: made beforehand,
 * since the handler may only write(2) and _exit(2). msg NULL: free for
 * the next index. Guards are never freed, only used again, so that the
 * handler can walk the list while threads open and close indexes: as
 * many as indexes were open at once, with no limit (review17 F4: there
 * were 16, and a fault in the 17th was a bare "Bus error").
 *
 * A guard is set and cleared with the lock held, as a sequence lock:
 * seq is odd while its fields change, and the handler takes them only
 * when seq was even and the same before and after it read them.
 */
struct guard {
	struct guard *next;	/* set before the guard is in the list */
	atomic_uint seq;
	atomic_uintptr_t start, end;
	char *_Atomic msg;
	atomic_ulong len;
};

static struct guard *_Atomic guards;	/* the newest first */
static pthread_mutex_t guards_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;
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
	uintptr_t a = (uintptr_t)si->si_addr, start, end;
	const struct guard *g;
	unsigned seq;
	size_t len;
	ssize_t n;
	char *msg;

	/* (A SIGBUS sent, by kill or sigqueue, has a code of 0 or less and
	   no address: its si_addr overlays the sender's pid.) */
	g = si->si_code > 0 ? atomic_load_explicit(&guards,
	    memory_order_acquire) : NULL;
	for (; g != NULL; g = g->next) {
		seq = atomic_load_explicit(&g->seq, memory_order_acquire);
		msg = atomic_load_explicit(&g->msg, memory_order_relaxed);
		start = atomic_load_explicit(&g->start, memory_order_relaxed);
		end = atomic_load_explicit(&g->end, memory_order_relaxed);
		len = atomic_load_explicit(&g->len, memory_order_relaxed);
		atomic_thread_fence(memory_order_acquire);
		if (seq % 2 != 0 || seq != atomic_load_explicit(&g->seq,
		    memory_order_relaxed))
			continue;	/* being set: not this fault's */
		if (msg != NULL && a >= start && a < end) {
			n = write(STDERR_FILENO, msg, len);
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

/*
 * Install the handler, keeping the one it replaces: once (pthread_once),
 * as threads may open indexes at the same time, and a second install
 * would keep libxw's own handler as the program's, which then called
 * itself for any other SIGBUS until the stack ran out (review17 F1).
 * The one before is kept before ours is in place, for the handler to
 * find it at its first fault.
 */
static void
install(void)
{
	struct sigaction sa;

	sigaction(SIGBUS, NULL, &before);
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_sigbus;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGBUS, &sa, NULL);
}

/* Set g's fields as a sequence lock's writer does; guards_lock held. */
static void
set_guard(struct guard *g, uintptr_t start, uintptr_t end, char *msg,
    size_t len)
{
	unsigned seq = atomic_load_explicit(&g->seq, memory_order_relaxed);

	atomic_store_explicit(&g->seq, seq + 1, memory_order_relaxed);
	atomic_thread_fence(memory_order_release);
	atomic_store_explicit(&g->start, start, memory_order_relaxed);
	atomic_store_explicit(&g->end, end, memory_order_relaxed);
	atomic_store_explicit(&g->len, len, memory_order_relaxed);
	atomic_store_explicit(&g->msg, msg, memory_order_relaxed);
	atomic_store_explicit(&g->seq, seq + 2, memory_order_release);
}

void
xw_map_guard(const void *base, size_t size, const char *path)
{
	struct xw_buf b = { 0 };
	struct guard *g, *head;
	size_t len;
	int fresh;

	xw_buf_printf(&b, "%s: ", xw_progname());
	xw_buf_escape(&b, path, strlen(path));
	xw_buf_puts(&b, ": " XW_INDEX_CHANGED "\n");
	pthread_once(&install_once, install);
	pthread_mutex_lock(&guards_lock);
	head = atomic_load_explicit(&guards, memory_order_relaxed);
	for (g = head; g != NULL; g = g->next)
		if (atomic_load_explicit(&g->msg, memory_order_relaxed) == NULL)
			break;
	if ((fresh = g == NULL)) {
		g = xw_ecalloc(1, sizeof(*g));
		g->next = head;
	}
	len = b.len;
	set_guard(g, (uintptr_t)base, (uintptr_t)base + size, xw_buf_take(&b),
	    len);
	if (fresh)	/* set before the handler can see it */
		atomic_store_explicit(&guards, g, memory_order_release);
	pthread_mutex_unlock(&guards_lock);
}

/*
 * (The message is freed once the guard is cleared. A handler that took
 * it before could write freed memory only for a fault in this very
 * index while it is closed, which libxw(3) rules out: an index is
 * closed once no thread uses it.)
 */
void
xw_map_unguard(const void *base)
{
	struct guard *g;
	char *msg = NULL;

	pthread_mutex_lock(&guards_lock);
	for (g = atomic_load_explicit(&guards, memory_order_relaxed);
	    g != NULL; g = g->next) {
		msg = atomic_load_explicit(&g->msg, memory_order_relaxed);
		if (msg != NULL && atomic_load_explicit(&g->start,
		    memory_order_relaxed) == (uintptr_t)base) {
			set_guard(g, 0, 0, NULL, 0);
			break;
		}
	}
	pthread_mutex_unlock(&guards_lock);
	if (g != NULL)
		free(msg);
}
