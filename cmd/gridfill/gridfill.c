/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>
#include <sys/time.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli.h"
#include "fill.h"
#include "format.h"
#include "grid.h"
#include "gridfill.h"
#include "region.h"
#include "util.h"
#include "wordidx.h"
#include "words.h"

static int aflag;		/* analyse: where the grid will be hard */
static int dflag;		/* a word may be used twice */
static int fflag;		/* replace existing output files */
static int jflag;		/* JSON lines */
static int qflag;		/* no report on stderr */
static int vflag;		/* search figures */
static long mflag;		/* longest run two entries may share */
static long nflag = 1;		/* fills to write */
static long sflag;		/* minimum score */
static unsigned long Sflag;	/* seed */
static double tflag;		/* seconds before giving up */
static const char *Dflag, *oflag, *rflag, *xflag;
static struct xw_cli_lists wflag;	/* word lists or indexes */

static struct xw_index *ix;

/* Where the fills go as they are found. */
static struct xw_out *out;	/* stdout or -o */
static char *base;		/* -D: file names, before the number */
static int failed;		/* a fill could not be written */
static volatile sig_atomic_t caught;	/* the signal that interrupted */

/*
 * -t bounds the whole run: the clock starts with the process, and while
 * the puzzle is read (which cannot stop halfway) an alarm ends the run
 * with the message in giveup and exit status 3; nothing is open for
 * writing then.
 */
static struct timespec started;
static volatile sig_atomic_t reading;
static char giveup[4352];

/* The progress line shown on a terminal, and its length. */
static const char *shown_name;
static size_t shown;
static double shown_at;

static const struct xw_tool tool = {
	"gridfill",
	"usage: gridfill [-adfjqv] [-D dir] [-m maxshared] [-n count] "
	    "[-r region] [-s minscore] [-S seed] [-t seconds] [-w list] "
	    "[-x exclude] [-o file] [file]\n",
	"  -a           report, without filling, the open slots, hardest\n"
	"               first: pattern, words, cells, best words, and the\n"
	"               crossing that narrows each most\n"
	"  -d           allow a word twice in the grid\n"
	"  -D dir       write each fill to its own file in dir\n"
	"  -f           replace output files that exist\n"
	"  -h           print this help and exit\n"
	"  -j           JSON: each fill an ipuz document on a line, or the\n"
	"               report of -a as one array\n"
	"  -m maxshared no two entries share more than maxshared letters\n"
	"               in a row\n"
	"  -n count     write up to count different fills, as found\n"
	"  -o file      write to file instead of standard output\n"
	"  -q           report nothing on standard error but trouble\n"
	"  -r region    change only these cells: r1,c1-r2,c2 (1-based) or\n"
	"               a list r,c;r,c;...\n"
	"  -s minscore  use only words scored minscore (0-100) or more\n"
	"  -S seed      vary the fill; the same seed gives the same fill\n"
	"  -t seconds   give up after this long (exit 3, and say so)\n"
	"  -v           report nodes and backtracks\n"
	"  -V           print the version and exit\n"
	"  -w list      a word list or index (default: the installed one),\n"
	"               - for stdin; again to stack lists, later ones\n"
	"               overriding\n"
	"  -x exclude   a list of words never to use\n"
	"exit status: 0 filled, 1 no fill exists, 2 trouble, 3 time ran "
	    "out\n"
};

/* -t: seconds, a fraction allowed. */
static double
seconds(const char *s)
{
	char *end;
	double n = strtod(s, &end);

	if (*s == '\0' || *end != '\0' || !(n >= 0.001 && n <= 1e6))
		xw_errx(XW_EXIT_TROUBLE, "seconds '%s' is not a number from "
		    "0.001 to 1000000", s);
	return n;
}

static void
on_signal(int sig)
{
	caught = sig;
	/* Nothing is written while the puzzle is read: die of it now. */
	if (reading) {
		signal(sig, SIG_DFL);
		raise(sig);
	}
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

/* The message of a give-up; the alarm that ends a read past the time. */
static void
arm_alarm(const char *name)
{
	struct itimerval it = { { 0, 0 }, { 0, 0 } };
	struct sigaction sa;

	if (tflag <= 0 || aflag)
		return;
	if (!qflag) {
		struct xw_buf b = { 0 };

		/* The name escaped, as every message has it. */
		xw_buf_escape(&b, name, strlen(name));
		snprintf(giveup, sizeof(giveup), "%s: %s: gave up after %g "
		    "second%s without a fill; that is no proof that none "
		    "exists\n", xw_progname(), b.s, tflag, tflag == 1 ? "" :
		    "s");
		xw_buf_free(&b);
	}
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, NULL);
	it.it_value.tv_sec = (time_t)tflag;
	it.it_value.tv_usec = (suseconds_t)((tflag - (double)(time_t)tflag) *
	    1e6);
	if (it.it_value.tv_sec == 0 && it.it_value.tv_usec == 0)
		it.it_value.tv_usec = 1;
	setitimer(ITIMER_REAL, &it, NULL);
}

/* Wipe the progress line, if one is shown. */
static void
end_progress(void)
{
	if (shown == 0)
		return;
	fprintf(stderr, "\r%*s\r", (int)shown, "");
	shown = 0;
}

/*
 * Every tenth of a second of search: stop on a signal, and on a terminal
 * show how far the search is, from its first second on.
 */
static int
progress(const struct xw_fill_stats *st, double secs, void *arg)
{
	int n;

	(void)arg;
	if (caught)
		return 1;
	if (qflag || secs < 1 || secs - shown_at < 0.25 ||
	    !isatty(STDERR_FILENO))
		return 0;
	shown_at = secs;
	n = fprintf(stderr, "\r%s: %s: %.0f s, %ld nodes, %ld backtracks, "
	    "%ld fill%s", xw_progname(), shown_name, secs, st->nodes,
	    st->backtracks, st->fills, st->fills == 1 ? "" : "s");
	if (n > 0 && (size_t)n - 1 < shown)
		fprintf(stderr, "%*s", (int)(shown - ((size_t)n - 1)), "");
	if (n > 0 && (size_t)n - 1 > shown)
		shown = (size_t)n - 1;
	fflush(stderr);
	return 0;
}

/* The fill in p as one ipuz document: pretty, or (-j) on one line. */
static char *
document(struct xw_puzzle *p, int line)
{
	struct xw_buf text = { 0 };
	json_object *doc;

	/* Every puzzle can be an ipuz: the write cannot fail. */
	xw_puzzle_write(p, xw_format_by_name("ipuz"), &text, NULL);
	if (!line || (doc = json_tokener_parse(text.s)) == NULL)
		return xw_buf_take(&text);
	xw_buf_free(&text);
	xw_buf_puts(&text, json_object_to_json_string_ext(doc,
	    JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE));
	xw_buf_puts(&text, "\n");
	json_object_put(doc);
	return xw_buf_take(&text);
}

/* -D: the file of fill number i. */
static char *
fill_path(long i)
{
	int width = snprintf(NULL, 0, "%ld", nflag);
	size_t size = strlen(base) + 32;
	char *path = xw_emalloc(size);

	snprintf(path, size, "%s-%0*ld.ipuz", base, width, i);
	return path;
}

/* Each fill as it is found: into its own file, or onto the stream. */
static int
found(struct xw_puzzle *p, void *arg)
{
	long *count = arg;
	struct xw_out *o;
	struct xw_error e;
	char *text, *path;

	end_progress();
	text = document(p, jflag);
	++*count;
	if (Dflag == NULL) {
		xw_out_write(out, text, strlen(text));
		if (oflag == NULL || strcmp(oflag, "-") == 0)
			fflush(stdout);
		free(text);
		return 0;
	}
	path = fill_path(*count);
	if ((o = xw_out_open(path, fflag ? 0 : XW_OUT_NEW, &e)) != NULL)
		xw_out_write(o, text, strlen(text));
	if (o == NULL || xw_out_close(o, &e) != 0) {
		if (e.code == XW_ERR_EXISTS)
			xw_warnx("%s: exists; -f overwrites it", path);
		else
			xw_report(&e);
		failed = 1;
	}
	free(path);
	free(text);
	return failed;
}

/*
 * Figures of the fill: the entries (those through the region with -r),
 * how many are whole, and the mean and lowest score of those in the list.
 */
static void
figures(const struct xw_puzzle *p, const unsigned char *region,
    const char *name, const char *last)
{
	size_t i, slots = 0, whole = 0, listed = 0;
	int k, min = 100, in, cells = 0;
	long sum = 0, id;
	struct xw_pos pos;
	char *answer;

	for (i = 0; i < p->nslots; i++) {
		for (k = 0, in = region == NULL; k < p->slots[i].len && !in;
		    k++) {
			pos = xw_slot_cell(&p->slots[i], k);
			in = region[pos.row * p->width + pos.col];
		}
		if (!in)
			continue;
		slots++;
		if ((answer = xw_slot_answer(p, &p->slots[i])) == NULL)
			continue;
		whole++;
		if ((id = xw_index_lookup(ix, answer)) >= 0) {
			sum += xw_index_score(ix, (uint32_t)id);
			if (xw_index_score(ix, (uint32_t)id) < min)
				min = xw_index_score(ix, (uint32_t)id);
			listed++;
		}
		free(answer);
	}
	if (region == NULL && listed == 0) {
		/* No entry of the list: no score to give (a 1x1 grid). */
		xw_warnx("%s: filled %zu word%s%s", name, p->nslots,
		    p->nslots == 1 ? "" : "s", last);
		return;
	}
	if (region == NULL) {
		xw_warnx("%s: filled %zu words, mean score %.1f, lowest %d%s",
		    name, p->nslots, (double)sum / (double)listed, min, last);
		return;
	}
	for (i = 0; i < (size_t)p->width * p->height; i++)
		cells += region[i] && p->cells[i].kind == XW_CELL_LETTER &&
		    p->cells[i].solution != NULL;
	if (listed == 0)
		xw_warnx("%s: filled the region: %d cell%s, %zu entr%s through "
		    "it, %zu whole%s", name, cells, cells == 1 ? "" : "s", slots,
		    slots == 1 ? "y" : "ies", whole, last);
	else
		xw_warnx("%s: filled the region: %d cell%s, %zu entr%s through "
		    "it, %zu whole, mean score %.1f, lowest %d%s", name, cells,
		    cells == 1 ? "" : "s", slots, slots == 1 ? "y" : "ies",
		    whole, (double)sum / (double)listed, min, last);
}

static int
empty_cells(const struct xw_puzzle *p)
{
	int i, n = 0;

	for (i = 0; i < p->width * p->height; i++)
		n += p->cells[i].kind == XW_CELL_LETTER &&
		    p->cells[i].solution == NULL;
	return n;
}

/* Set the option flags from argv, leaving optind at the operands. */
static void
options(int argc, char *argv[])
{
	int ch;

	while ((ch = xw_cli_getopt(argc, argv,
	    "adD:fjm:n:o:qr:s:S:t:vw:x:")) != -1) {
		switch (ch) {
		case 'a':
			aflag = 1;
			break;
		case 'd':
			dflag = 1;
			break;
		case 'D':
			Dflag = optarg;
			break;
		case 'f':
			fflag = 1;
			break;
		case 'j':
			jflag = 1;
			break;
		case 'm':
			mflag = xw_estrtonum(optarg, 1, 100, "maxshared");
			break;
		case 'n':
			nflag = xw_estrtonum(optarg, 1, 1000000, "count");
			break;
		case 'o':
			oflag = optarg;
			break;
		case 'q':
			qflag = 1;
			break;
		case 'r':
			rflag = optarg;
			break;
		case 's':
			sflag = xw_estrtonum(optarg, 0, 100, "minscore");
			break;
		case 'S':
			Sflag = (unsigned long)xw_estrtonum(optarg, 1, 4000000000L,
			    "seed");
			break;
		case 't':
			tflag = seconds(optarg);
			break;
		case 'v':
			vflag = 1;
			break;
		case 'w':
			xw_cli_lists_add(&wflag, optarg);
			break;
		case 'x':
			xflag = optarg;
			break;
		default:
			xw_cli_usage();
		}
	}
	if (Dflag != NULL && (oflag != NULL || jflag))
		xw_errx(XW_EXIT_TROUBLE, "-D writes ipuz files of its own: "
		    "not with %s", oflag != NULL ? "-o" : "-j");
}

/* Whether path names the same file as input. */
static int
same_file(const char *path, const char *input)
{
	struct stat a, b;

	return input != NULL && strcmp(input, "-") != 0 &&
	    stat(path, &a) == 0 && stat(input, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/*
 * -D: the folder (made when missing) and the files' stem, named after
 * the input; none of the files may exist unless -f, nor be the input.
 */
static int
open_folder(const char *input)
{
	const char *name = input != NULL && strcmp(input, "-") != 0 ?
	    input : "fill", *slash = strrchr(name, '/'), *dot;
	struct stat st;
	size_t len;
	char *path;
	long i;

	if (mkdir(Dflag, 0777) != 0 && errno != EEXIST) {
		xw_warn("cannot make folder '%s'", Dflag);
		return -1;
	}
	name = slash != NULL ? slash + 1 : name;
	dot = strrchr(name, '.');
	len = dot != NULL && dot != name ? (size_t)(dot - name) : strlen(name);
	base = xw_emalloc(strlen(Dflag) + len + 2);
	sprintf(base, "%s/%.*s", Dflag, (int)len, name);
	for (i = 1; i <= nflag; i++) {
		path = fill_path(i);
		if (same_file(path, input)) {
			xw_warnx("%s: will not overwrite the input", path);
			free(path);
			return -1;
		}
		if (!fflag && lstat(path, &st) == 0) {
			xw_warnx("%s: exists; -f overwrites it", path);
			free(path);
			return -1;
		}
		free(path);
	}
	return 0;
}

/* Open where the fills go, before the search, so that it fails first. */
static int
open_output(const char *input)
{
	struct xw_error e;

	if (Dflag != NULL)
		return open_folder(input);
	if (oflag != NULL && same_file(oflag, input)) {
		xw_warnx("%s: will not overwrite the input", oflag);
		return -1;
	}
	if ((out = xw_out_open(oflag, fflag ? 0 : XW_OUT_NEW, &e)) == NULL) {
		if (e.code == XW_ERR_EXISTS)
			xw_warnx("%s: exists; -f overwrites it", oflag);
		else
			xw_report(&e);
		return -1;
	}
	return 0;
}

/* Close the output: kept when it has fills, else removed. */
static int
close_output(long fills)
{
	struct xw_error e;

	if (out == NULL)
		return 0;
	if (fills == 0 || failed) {
		xw_out_abort(out);
		out = NULL;
		return 0;
	}
	if (xw_out_close(out, &e)) {
		out = NULL;
		xw_report(&e);
		return -1;
	}
	out = NULL;
	return 0;
}

/* What the search found, on stderr (but with -q); returns the status. */
static int
report(int how, const struct xw_fill_stats *st, const struct xw_puzzle *p,
    const unsigned char *region, const char *name)
{
	char last[64] = "";

	if (how == XW_FILL_DONE && failed)
		return XW_EXIT_TROUBLE;
	if (how == XW_FILL_DONE) {
		if (st->fills > 1)
			snprintf(last, sizeof(last), " (the last of %ld fills)",
			    st->fills);
		if (!qflag && st->fills < nflag && st->exhausted)
			xw_warnx("%s: only %ld fill%s exist%s, not %ld", name,
			    st->fills, st->fills == 1 ? "" : "s",
			    st->fills == 1 ? "s" : "", nflag);
		else if (!qflag && st->fills < nflag && caught)
			xw_warnx("%s: interrupted after %ld of %ld fills", name,
			    st->fills, nflag);
		else if (!qflag && st->fills < nflag)
			xw_warnx("%s: time ran out after %ld of %ld fills",
			    name, st->fills, nflag);
		if (!qflag)
			figures(p, region, name, last);
		return XW_EXIT_OK;
	}
	if (how == XW_FILL_NONE) {
		if (!qflag)
			xw_warnx("%s: no fill exists: %s", name, st->why);
		return XW_EXIT_NO;
	}
	if (how == XW_FILL_STOPPED) {
		if (!qflag)
			xw_warnx("%s: interrupted without a fill", name);
		return XW_EXIT_TROUBLE;
	}
	if (!qflag)
		xw_warnx("%s: gave up after %g second%s without a fill; that is "
		    "no proof that none exists", name, tflag, tflag == 1 ? "" :
		    "s");
	return 3;
}

/* Fill p (with empty cells) and write the fills; returns the status. */
static int
fill(struct xw_puzzle *p, const char *name, const struct xw_fill_opts *opts)
{
	struct xw_fill_stats st;
	struct xw_error e;
	int how, ret;

	shown_name = name;
	how = xw_fill(p, ix, opts, &st, &e);
	end_progress();
	if (how == XW_FILL_ERROR) {
		if (e.file[0] == '\0')
			snprintf(e.file, sizeof(e.file), "%s", name);
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}
	ret = report(how, &st, p, opts->region, name);
	if (close_output(st.fills) != 0 || failed)
		ret = XW_EXIT_TROUBLE;
	if (vflag && ret != XW_EXIT_TROUBLE)
		xw_warnx("%s: %ld nodes, %ld backtracks, %ld fill%s", name,
		    st.nodes, st.backtracks, st.fills, st.fills == 1 ? "" : "s");
	return ret;
}

/* Catch the signals that end a search, but those the shell ignores for
   a background job. */
static void
catch_signals(void)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction sa, old;
	size_t i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		if (sigaction(sigs[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(sigs[i], &sa, NULL);
}

/* The puzzle is read: the fill keeps the time from here. */
static void
disarm_alarm(void)
{
	struct itimerval it = { { 0, 0 }, { 0, 0 } };

	if (tflag > 0 && !aflag)
		setitimer(ITIMER_REAL, &it, NULL);
}

/*
 * What is left of -t for the fill, the puzzle read: less a quarter of
 * the time reading took, which freeing what was read and exiting take
 * a part of; when nothing is left, a moment, so that the fill gives up
 * at once.
 */
static double
remaining(void)
{
	double left, spent;

	if (tflag <= 0)
		return 0;
	spent = elapsed();
	left = tflag - 1.25 * spent;
	return left > 1e-6 ? left : 1e-6;
}

/* Run the job on the loaded puzzle p; returns the exit status. */
static int
run(struct xw_puzzle *p, const char *input, struct xw_fill_opts *opts)
{
	const char *name = xw_display_name(input);
	long count = 0;

	if (aflag)
		return analyse(p, ix, input, opts, jflag);
	if (open_output(input) != 0)
		return XW_EXIT_TROUBLE;
	opts->arg = &count;
	if (empty_cells(p) > 0)
		return fill(p, name, opts);
	if (!qflag)
		xw_warnx("%s: the grid is full: nothing to fill", name);
	found(p, &count);
	return close_output(1) != 0 || failed ? XW_EXIT_TROUBLE : XW_EXIT_OK;
}

int
main(int argc, char *argv[])
{
	struct xw_fill_opts opts;
	struct xw_wordlist *exclude = NULL;
	unsigned char *region = NULL;
	struct xw_puzzle *p;
	struct xw_error e;
	const char *input;
	int ret, sig;

	clock_gettime(CLOCK_MONOTONIC, &started);
	xw_cli_start(&tool, argv[0]);
	options(argc, argv);
	argc -= optind;
	argv += optind;
	if (argc > 1)
		xw_cli_usage();
	input = argc == 1 ? argv[0] : NULL;
	if ((input == NULL || strcmp(input, "-") == 0) &&
	    xw_cli_lists_stdin(&wflag))
		xw_errx(XW_EXIT_TROUBLE, "standard input cannot be both a word "
		    "list (-w -) and the puzzle");
	catch_signals();
	reading = 1;
	arm_alarm(xw_display_name(input));
	p = xw_puzzle_load(input, NULL, &e, NULL);
	reading = 0;
	disarm_alarm();
	if (p == NULL) {
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}
	ix = xw_cli_index_stack(wflag.v, wflag.n, 0);
	if (xflag != NULL)
		exclude = xw_cli_wordlist(xflag);
	if (rflag != NULL && (region = xw_region_parse(p, rflag,
	    &e)) == NULL) {
		xw_report(&e);
		ret = XW_EXIT_TROUBLE;
		goto done;
	}
	opts = (struct xw_fill_opts){ .minscore = (int)sflag,
	    .allow_dupes = dflag, .exclude = exclude, .region = region,
	    .seconds = remaining(), .seed = Sflag, .max_fills = nflag,
	    .max_shared = (int)mflag, .found = found, .progress = progress };
	ret = run(p, input, &opts);
done:
	free(region);
	free(base);
	xw_wordlist_free(exclude);
	xw_index_close(ix);
	xw_puzzle_free(p);
	free(wflag.v);
	ret = xw_cli_finish(ret);
	if ((sig = caught) != 0) {
		/* Die of the signal, as the shell expects of an interrupt. */
		signal(sig, SIG_DFL);
		raise(sig);
	}
	return ret;
}
