/* See LICENSE file for copyright and license details. */
/*
 * gridfill -t: the time allowed bounds the whole run. The clock starts
 * with the process, and while the puzzle or a word list on the standard
 * input is read (which cannot stop halfway, and may wait on a slow pipe)
 * an alarm ends the run with the message in giveup and exit status 3;
 * nothing is open for writing then. The fill has what is left.
 */
#include <sys/time.h>

#include <ctype.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "clocale.h"
#include "format.h"
#include "gridfill.h"
#include "util.h"

static struct timespec started;
static volatile sig_atomic_t reading;
static char giveup[4352];

void
limit_start(void)
{
	clock_gettime(CLOCK_MONOTONIC, &started);
}

int
limit_reading(void)
{
	return reading;
}

double
limit_seconds(const char *s)
{
	char *end;
	double n = xw_c_strtod(s, &end);

	/* A sign as in every number (xw_estrtonum): never. */
	if ((*s == '+' || *s == '-') && (isdigit((unsigned char)s[1]) ||
	    s[1] == '.'))
		xw_errx(XW_EXIT_TROUBLE, "seconds '%s' has a sign: write a "
		    "number from 0.001 to 1000000 without one", s);
	/* Decimal only: strtod takes blanks before, hex, "inf" and 5e-1
	   too, which the message once called no number from 0.001 on. */
	if (*s == '\0' || s[strspn(s, "0123456789.")] != '\0' ||
	    *end != '\0')
		xw_errx(XW_EXIT_TROUBLE, "seconds '%s' is not written in "
		    "digits with an optional fraction, as 0.5 is", s);
	if (!(n >= 0.001 && n <= 1e6))
		xw_errx(XW_EXIT_TROUBLE, "seconds '%s' is not a number from "
		    "0.001 to 1000000", s);
	return n;
}

static void
on_alarm(int sig)
{
	ssize_t n;

	(void)sig;
	if (!reading)
		return;
	n = write(STDERR_FILENO, giveup, strlen(giveup));
	(void)n;
	_exit(3);
}

/* Seconds since the process started. */
static double
elapsed(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - started.tv_sec) +
	    (double)(now.tv_nsec - started.tv_nsec) / 1e9;
}

/*
 * The message of a give-up; the alarm that ends a read past the time,
 * at limit seconds from the start.
 */
static void
arm_alarm(const char *name, double limit, int quiet)
{
	struct itimerval it = { { 0, 0 }, { 0, 0 } };
	struct sigaction sa;
	double left;

	if (limit <= 0)
		return;
	if (!quiet) {
		struct xw_buf b = { 0 };

		/* The name escaped, as every message has it. */
		xw_buf_escape(&b, name, strlen(name));
		xw_c_snprintf(giveup, sizeof(giveup), "%s: %s: gave up after "
		    "%g second%s without a fill; that is no proof that none "
		    "exists\n", xw_progname(), b.s, limit, limit == 1 ? "" :
		    "s");
		xw_buf_free(&b);
	}
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, NULL);
	if ((left = limit - elapsed()) < 0)
		left = 0;
	it.it_value.tv_sec = (time_t)left;
	it.it_value.tv_usec = (suseconds_t)((left - (double)(time_t)left) *
	    1e6);
	if (it.it_value.tv_sec == 0 && it.it_value.tv_usec == 0)
		it.it_value.tv_usec = 1;
	setitimer(ITIMER_REAL, &it, NULL);
}

/* The read is over: the fill keeps the time from here. */
static void
disarm_alarm(double limit)
{
	struct itimerval it = { { 0, 0 }, { 0, 0 } };

	if (limit > 0)
		setitimer(ITIMER_REAL, &it, NULL);
}

void
limit_read_start(const char *input, double limit, int quiet)
{
	reading = 1;
	arm_alarm(xw_display_name(input), limit, quiet);
}

void
limit_read_end(double limit)
{
	reading = 0;
	disarm_alarm(limit);
}

struct xw_puzzle *
limit_load(const char *input, double limit, int quiet)
{
	/* Places: a seed refused is named where its .ipuz gives it. */
	struct xw_read_opts o = XW_READ_OPTS_INIT;
	struct xw_puzzle *p;
	struct xw_error e, w;

	o.flags = XW_READ_PLACES;
	if (!quiet)
		xw_cli_stdin_note(input, "a puzzle", "paste it and end",
		    "a file (gridfill FILE)");
	limit_read_start(input, limit, quiet);
	xw_setworkfile(xw_display_name(input));	/* out of memory names it */
	p = xw_puzzle_load(input, &o, &e, &w);
	xw_setworkfile(NULL);
	limit_read_end(limit);
	if (p == NULL) {
		xw_cli_hint(&e);
		xw_report(&e);
	} else if (!quiet)
		xw_cli_warn_read(&w);
	return p;
}

double
limit_left(double limit)
{
	double left, spent;

	if (limit <= 0)
		return 0;
	spent = elapsed();
	left = limit - 1.25 * spent;
	return left > 1e-6 ? left : 1e-6;
}
