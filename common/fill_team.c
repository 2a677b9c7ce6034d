/* See LICENSE file for copyright and license details. */
/*
 * A team of solvers, one a thread, on one grid (see fill.h): each
 * searches in its own order, and every XW_MEET dead ends they meet:
 * each tells the nogoods it learnt since, and each but the lead takes
 * the others'. A nogood holds for every fill, whoever learnt it, so a
 * member prunes with the others' too, and a run that ends without
 * giving up proves what it says, whatever nogoods it pruned with. The
 * lead takes nothing: its search is that of one solver alone, and the
 * team answers no later than it would.
 *
 * The meetings make the team's answer the same each time: between two
 * meetings each member's search depends on nothing but what it heard
 * at the last, and the answer is that of the member that answered
 * between the earliest two meetings, the first in the team's order of
 * those that did. A member but the lead waits at a meeting for the
 * others to come to it (or to leave), and a member stops as soon as the
 * one answer that can still win is not its own.
 */
#define _GNU_SOURCE		/* pthread_getattr_np and gettid, where there are */
#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fill_priv.h"
#include "util.h"

/*
 * Dead ends between meetings: 256 dead ends take some 0.1 s on the bench
 * grids, so an answer waits at most that long for the members before it,
 * and the members wait for each other a small part of the time.
 */
#define XW_MEET 256

/*
 * The nogoods a member told, in order, and the meeting it told each at;
 * those that every member that hears it has taken are dropped, and
 * nogood g is at g - dropped.
 */
struct told {
	struct nogoods ng;
	long *meeting;
	size_t size, dropped;
};

/* A member's figures at each meeting. */
struct met {
	long *nodes, *backtracks;
	size_t n, size;
};

struct team {
	pthread_mutex_t lock;
	pthread_cond_t moved;	/* a member came to a meeting, or left */
	int n;
	struct solver **s;	/* the members, s[0] the lead */
	struct solver *own;	/* the solvers of members 1 to n - 1 */
	struct xw_fill_stats *st;
	struct xw_fill_opts o;
	pthread_t *thread;
	size_t *stack;		/* the bytes of each member's thread's stack */
	unsigned char *running;	/* each member's thread was started */
	void (*member)(struct team *, int);
	/*
	 * The meetings each member has been to; LONG_MAX once it left.
	 */
	long *been;
	/*
	 * Each member's nodes and dead ends at each meeting it has been to
	 * (joining is meeting 0): what the team reports for a member that
	 * did not win is its figures at the meeting the winning answer
	 * came before (the one after, for the members before the winner),
	 * which do not depend on when it heard that it lost.
	 */
	struct met *met;
	struct told *told;
	size_t *heard;		/* heard[i * n + j]: j's nogoods i took */
	/* The answer that wins so far: its member and meeting, or -1. */
	int winner;
	long won_at;
	int stopped;		/* the lead was stopped: every member stops */
};

/*
 * The progress callback of the members but the lead: stop once the lead
 * was stopped (a member may be setting up a large grid, or between dead
 * ends, for a while).
 */
static int
lead_stopped(const struct xw_fill_stats *st, double seconds, void *arg)
{
	struct team *t = arg;
	int stop;

	(void)st;
	(void)seconds;
	pthread_mutex_lock(&t->lock);
	stop = t->stopped;
	pthread_mutex_unlock(&t->lock);
	return stop;
}

struct team *
xw_team_new(struct solver *lead, int n, const struct xw_fill_opts *o)
{
	struct team *t = xw_ecalloc(1, sizeof(*t));
	int i;

	pthread_mutex_init(&t->lock, NULL);
	pthread_cond_init(&t->moved, NULL);
	t->n = n;
	t->s = xw_ecalloc((size_t)n, sizeof(*t->s));
	t->own = xw_ecalloc((size_t)n, sizeof(*t->own));
	t->st = xw_ecalloc((size_t)n, sizeof(*t->st));
	t->thread = xw_ecalloc((size_t)n, sizeof(*t->thread));
	t->stack = xw_ecalloc((size_t)n, sizeof(*t->stack));
	t->running = xw_ecalloc((size_t)n, 1);
	t->been = xw_ecalloc((size_t)n, sizeof(*t->been));
	t->met = xw_ecalloc((size_t)n, sizeof(*t->met));
	t->told = xw_ecalloc((size_t)n, sizeof(*t->told));
	t->heard = xw_ecalloc((size_t)n * (size_t)n, sizeof(*t->heard));
	t->o = *o;
	t->o.found = NULL;
	t->o.progress = lead_stopped;
	t->o.arg = t;
	t->s[0] = lead;
	for (i = 1; i < n; i++)
		t->s[i] = &t->own[i];
	/* Until a member joins, the others do not wait for it... */
	for (i = 0; i < n; i++)
		t->been[i] = LONG_MAX;
	t->winner = -1;
	return t;
}

struct solver *
xw_team_member(struct team *t, int i)
{
	return t->s[i];
}

struct xw_fill_stats *
xw_team_stats(struct team *t, int i)
{
	return &t->st[i];
}

const struct xw_fill_opts *
xw_team_opts(const struct team *t)
{
	return &t->o;
}

struct start {
	struct team *t;
	int i;
};

static void *
start_member(void *arg)
{
	struct start *a = arg;
	struct team *t = a->t;
	int i = a->i;

	free(a);
	t->member(t, i);
	return NULL;
}

/*
 * Start member a->i's thread, with a stack as large as the lead's, so
 * that its search goes as deep (see xw_fill_stack_bound), or else of
 * the default size: 0, or -1 when no thread starts.
 */
static int
start_thread(struct team *t, struct start *a)
{
	pthread_attr_t attr;
	int i = a->i, r = -1;

	if (pthread_attr_init(&attr) != 0)
		return -1;
	t->stack[i] = xw_fill_stack_size();
	if (pthread_attr_setstacksize(&attr, t->stack[i]) == 0 &&
	    pthread_create(&t->thread[i], &attr, start_member, a) == 0)
		r = 0;
	pthread_attr_destroy(&attr);
	if (r == 0 || pthread_attr_init(&attr) != 0)
		return r;
	if (pthread_attr_getstacksize(&attr, &t->stack[i]) == 0 &&
	    pthread_create(&t->thread[i], &attr, start_member, a) == 0)
		r = 0;
	pthread_attr_destroy(&attr);
	return r;
}

void
xw_team_start(struct team *t, void (*member)(struct team *, int))
{
	struct start *a;
	int i;

	t->member = member;
	/* ...but once started, they do: it joins at meeting 0. */
	for (i = 0; i < t->n; i++)
		t->been[i] = 0;
	for (i = 1; i < t->n; i++) {
		a = xw_emalloc(sizeof(*a));
		a->t = t;
		a->i = i;
		/* A member whose thread cannot start is one that left. */
		if (start_thread(t, a) != 0) {
			free(a);
			pthread_mutex_lock(&t->lock);
			t->been[i] = LONG_MAX;
			pthread_mutex_unlock(&t->lock);
			continue;
		}
		t->running[i] = 1;
	}
}

size_t
xw_team_stack(const struct team *t, int i)
{
	return t->stack[i];
}

uintptr_t
xw_fill_stack_low(size_t *size, int *is_main)
{
#ifdef __GLIBC__
	pthread_attr_t attr;
	void *low = NULL;

	*is_main = gettid() == getpid();
	if (pthread_getattr_np(pthread_self(), &attr) != 0)
		return 0;
	if (pthread_attr_getstack(&attr, &low, size) != 0)
		low = NULL;
	pthread_attr_destroy(&attr);
	return (uintptr_t)low;
#else
	(void)size;
	*is_main = 0;
	return 0;
#endif
}

/*
 * Note s's figures as of the meeting it has come to. No lock is needed,
 * and xw_team_join takes none: only s's own thread writes its t->met
 * entry, and xw_team_finish reads the entries after joining the threads.
 */
static void
met(struct team *t, const struct solver *s)
{
	struct met *m = &t->met[s->member];

	if (m->n == m->size) {
		m->size = m->size ? 2 * m->size : 64;
		m->nodes = xw_ereallocarray(m->nodes, m->size,
		    sizeof(*m->nodes));
		m->backtracks = xw_ereallocarray(m->backtracks, m->size,
		    sizeof(*m->backtracks));
	}
	m->nodes[m->n] = s->st->nodes;
	m->backtracks[m->n++] = s->st->backtracks;
}

void
xw_team_join(struct team *t, struct solver *s, int i)
{
	s->team = t;
	s->member = i;
	s->meetings = 0;
	s->meet_at = s->st->backtracks + XW_MEET;
	s->told = s->ng.n;
	t->met[i].n = 0;
	met(t, s);
}

/*
 * Whether member i hears member j: every member but the lead hears all
 * the others (see meet).
 */
static int
hears(int i, int j)
{
	return i > 0 && i != j;
}

/* Tell the team the nogoods s learnt since it last told (lock held). */
static void
tell(struct team *t, struct solver *s)
{
	struct told *w = &t->told[s->member];
	size_t g, k;
	int i;

	for (i = 0; i < t->n && !hears(i, s->member); i++)
		;
	for (g = s->told; g < s->ng.n && i < t->n; g++) {
		k = g == 0 ? 0 : s->ng.end[g - 1];
		xw_nogoods_add(&w->ng, s->ng.lit + k, s->ng.end[g] - k,
		    SIZE_MAX);
		if (w->ng.n > w->size) {
			w->size = w->ng.size;
			w->meeting = xw_ereallocarray(w->meeting, w->size,
			    sizeof(*w->meeting));
		}
		w->meeting[w->ng.n - 1] = s->meetings;
	}
	s->told = s->ng.n;
}

/* Drop the nogoods of w that every member hearing j has taken. */
static void
drop_heard(struct team *t, int j)
{
	struct told *w = &t->told[j];
	size_t least = SIZE_MAX, n, k, g;
	int i;

	for (i = 0; i < t->n; i++)
		if (hears(i, j) && t->heard[(size_t)i * t->n + j] < least)
			least = t->heard[(size_t)i * t->n + j];
	if (least == SIZE_MAX || (n = least - w->dropped) == 0)
		return;
	k = w->ng.end[n - 1];
	memmove(w->ng.lit, w->ng.lit + k, (w->ng.nlit - k) *
	    sizeof(*w->ng.lit));
	w->ng.nlit -= k;
	for (g = n; g < w->ng.n; g++) {
		w->ng.end[g - n] = w->ng.end[g] - k;
		w->meeting[g - n] = w->meeting[g];
	}
	w->ng.n -= n;
	w->dropped = least;
}

/*
 * Take into s the nogoods the others told at this meeting or before,
 * each member's in the team's order (lock held); past its limit, s
 * drops them.
 */
static void
hear(struct team *t, struct solver *s)
{
	size_t *heard = t->heard + (size_t)s->member * t->n, g, k;
	struct told *w;
	int j;

	for (j = 0; j < t->n; j++) {
		if (!hears(s->member, j))
			continue;
		w = &t->told[j];
		for (g = heard[j] - w->dropped; g < w->ng.n &&
		    w->meeting[g] <= s->meetings; g++) {
			k = g == 0 ? 0 : w->ng.end[g - 1];
			xw_nogoods_add(&s->ng, w->ng.lit + k, w->ng.end[g] - k,
			    XW_NOGOOD_LITS);
		}
		heard[j] = g + w->dropped;
		drop_heard(t, j);
	}
	s->told = s->ng.n;
}

/* Whether an answer that beats any s could give is in (lock held). */
static int
beaten(const struct team *t, const struct solver *s, int meeting_over)
{
	if (t->stopped)
		return 1;
	if (t->winner < 0)
		return 0;
	return t->won_at < s->meetings || (t->won_at == s->meetings &&
	    (meeting_over || t->winner < s->member));
}

/*
 * The meeting at the end of s's stretch of dead ends: tell, wait for
 * the others to come or leave, and hear what they told.
 */
static int
meet(struct team *t, struct solver *s)
{
	int j, stop;

	pthread_mutex_lock(&t->lock);
	tell(t, s);
	t->been[s->member] = s->meetings + 1;
	met(t, s);
	pthread_cond_broadcast(&t->moved);
	/*
	 * The lead hears nothing, and so waits for no one: its search is
	 * the one search of -P 1, dead end for dead end, and the team's
	 * answer comes no later than its own.
	 */
	for (; s->member > 0;) {
		for (j = 0; j < t->n && t->been[j] > s->meetings; j++)
			;
		if (j == t->n || t->stopped)
			break;
		pthread_cond_wait(&t->moved, &t->lock);
	}
	if (!(stop = beaten(t, s, 1)) && s->member > 0)
		hear(t, s);
	pthread_mutex_unlock(&t->lock);
	s->meetings++;
	s->meet_at += XW_MEET;
	return stop;
}

int
xw_team_check(struct solver *s)
{
	struct team *t = s->team;
	int stop;

	if (s->st->backtracks >= s->meet_at)
		stop = meet(t, s);
	else {
		pthread_mutex_lock(&t->lock);
		stop = beaten(t, s, 0);
		pthread_mutex_unlock(&t->lock);
	}
	if (stop)
		s->stop = 1;
	return stop;
}

void
xw_team_leave(struct solver *s)
{
	struct team *t = s->team;

	pthread_mutex_lock(&t->lock);
	/* Not beaten, its answer comes before the one in, if any. */
	if ((s->st->fills > 0 || s->st->exhausted) && !beaten(t, s, 0)) {
		t->winner = s->member;
		t->won_at = s->meetings;
	}
	if (s->member == 0 && (s->interrupted || s->too_deep))
		t->stopped = 1;
	t->been[s->member] = LONG_MAX;
	pthread_cond_broadcast(&t->moved);
	pthread_mutex_unlock(&t->lock);
}

int
xw_team_finish(struct team *t, long *nodes, long *backtracks)
{
	size_t k;
	int i;

	for (i = 1; i < t->n; i++)
		if (t->running[i]) {
			pthread_join(t->thread[i], NULL);
			t->running[i] = 0;
		}
	*nodes = *backtracks = 0;
	for (i = 0; i < t->n; i++) {
		if (t->met[i].n == 0)		/* never joined */
			continue;
		if (t->winner < 0 || i == t->winner) {
			*nodes += t->s[i]->st->nodes;
			*backtracks += t->s[i]->st->backtracks;
		} else {
			k = (size_t)t->won_at + (i < t->winner);
			if (k >= t->met[i].n)	/* it left before, stopped */
				k = t->met[i].n - 1;
			*nodes += t->met[i].nodes[k];
			*backtracks += t->met[i].backtracks[k];
		}
	}
	return t->winner;
}

void
xw_team_free(struct team *t)
{
	int i;

	if (t == NULL)
		return;
	for (i = 0; i < t->n; i++) {
		free(t->told[i].ng.lit);
		free(t->told[i].ng.end);
		free(t->told[i].meeting);
	}
	free(t->told);
	free(t->heard);
	free(t->been);
	for (i = 0; i < t->n; i++) {
		free(t->met[i].nodes);
		free(t->met[i].backtracks);
	}
	free(t->met);
	free(t->thread);
	free(t->stack);
	free(t->running);
	free(t->st);
	free(t->own);
	free(t->s);
	pthread_cond_destroy(&t->moved);
	pthread_mutex_destroy(&t->lock);
	free(t);
}
