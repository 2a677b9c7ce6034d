/* See LICENSE file for copyright and license details. */
/* gridfill: the options, and the puzzle and lists loaded for the search. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "fill.h"
#include "format.h"
#include "gridfill.h"
#include "puz.h"
#include "region.h"
#include "util.h"
#include "wordidx.h"
#include "words.h"

static int aflag;		/* analyse: where the grid will be hard */
static int Aflag;		/* fold accents, of the lists and the seeds */
static int dflag;		/* a word may be used twice */
static int vflag;		/* search figures */
static long mflag;		/* longest run two entries may share */
static long sflag;		/* minimum score */
static long Sflag;		/* seed */
static long Pflag = 2;		/* searches side by side */
static const char *xflag;	/* words never to use */
static char *rflag;		/* the regions of every -r, joined */
static struct xw_cli_lists wflag;	/* word lists or indexes */
static struct xw_cli_lists rlists;	/* -r, each a region or several */
/* -D, -f, -j, -n, -o, -q and -t: where the fills go, and the report. */
static struct output dest = { .count = 1 };

static struct xw_index *ix;

static const struct xw_tool tool = {
	"gridfill",
	"usage: gridfill [-aAdfjqv] [-D dir] [-m maxshared] [-n count] "
	    "[-P searches] [-r region] [-s minscore] [-S seed] [-t seconds] "
	    "[-w list] "
	    "[-x exclude] [-o file] [file]\n",
	"  -a           report, without filling, the open slots, hardest\n"
	"               first: pattern, words, cells, best words, and the\n"
	"               crossing that narrows each most\n"
	"  -A           fold accents, as wordfind -f: a seed É matches the\n"
	"               list's E, and stays É\n"
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
	"  -P searches  search with this many solvers side by side, one a\n"
	"               thread, that share what they refute (default 2)\n"
	"  -q           report nothing on standard error but trouble\n"
	"  -r region    change only these cells: r1,c1-r2,c2 or r1c1-r2c2\n"
	"               (1-based), or a list r,c;r,c;...; again to add\n"
	"               more cells\n"
	"  -s minscore  use only words scored minscore (0-100) or more\n"
	"  -S seed      vary the fill; the same seed gives the same fill\n"
	"  -t seconds   give up after this long (exit 3, and say so)\n"
	"  -v           report nodes and backtracks\n"
	"  -V           print the version and exit\n"
	"  -w list      a word list or index (default: $XW_WORDLIST, else\n"
	"               the installed one), - for stdin; again to stack\n"
	"               lists, later ones overriding\n"
	"  -x exclude   a list of words never to use\n"
	"exit status: 0 filled, 1 no fill exists, 2 trouble, 3 time ran "
	    "out\n"
};

/* The regions of l, separated by ';' as in one -r (caller frees). */
static char *
join_regions(const struct xw_cli_lists *l)
{
	size_t i, len = 0;
	char *s;

	for (i = 0; i < l->n; i++)
		len += strlen(l->v[i]) + 1;
	s = xw_emalloc(len);
	s[0] = '\0';
	for (i = 0; i < l->n; i++) {
		if (i > 0)
			strcat(s, ";");
		strcat(s, l->v[i]);
	}
	return s;
}

/*
 * Why path, as -o with the options given, is refused by its name: 0, or
 * -1 with e filled. Fills are ipuz: under a name that says another
 * format, every reader would refuse them; nor do they take several
 * documents in one .ipuz file.
 */
static int
out_name_fault(const char *path, struct xw_error *e)
{
	if (xw_cli_name_fault('o', path, "fills are ipuz", ".ipuz", 1, e) != 0 ||
	    xw_cli_picture_fault('o', path, "fills are ipuz", ".ipuz", e) != 0)
		return -1;
	if (dest.count > 1 &&
	    xw_format_of_name(path) == xw_format_by_name("ipuz"))
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "-n %ld: %ld fills in "
		    "one .ipuz file would be a file no reader takes; -D dir "
		    "writes one file each, -o with another name (as "
		    "fills.json) keeps them one after the other", dest.count,
		    dest.count);
	return 0;
}

/* Set the option flags from argv, leaving optind at the operands. */
static void
options(int argc, char *argv[])
{
	static const struct xw_cli_opt table[] = {
		{ 'a', XW_OPT_FLAG, &aflag, NULL, 0, 0 },
		{ 'A', XW_OPT_FLAG, &Aflag, NULL, 0, 0 },
		{ 'd', XW_OPT_FLAG, &dflag, NULL, 0, 0 },
		{ 'D', XW_OPT_ARG, &dest.dir, NULL, 0, 0 },
		{ 'f', XW_OPT_FLAG, &dest.replace, NULL, 0, 0 },
		{ 'j', XW_OPT_FLAG, &dest.json, NULL, 0, 0 },
		{ 'm', XW_OPT_NUM, &mflag, "maxshared", 1, 100 },
		{ 'n', XW_OPT_NUM, &dest.count, "count", 1, 1000000 },
		{ 'o', XW_OPT_OUT, &dest.file, NULL, 0, 0 },
		{ 'P', XW_OPT_NUM, &Pflag, "searches", 1, 64 },
		{ 'q', XW_OPT_FLAG, &dest.quiet, NULL, 0, 0 },
		{ 'r', XW_OPT_LIST, &rlists, NULL, 0, 0 },
		{ 's', XW_OPT_NUM, &sflag, "minscore", 0, 100 },
		{ 'S', XW_OPT_NUM, &Sflag, "seed", 1, 4000000000L },
		{ 'v', XW_OPT_FLAG, &vflag, NULL, 0, 0 },
		{ 'w', XW_OPT_LIST, &wflag, NULL, 0, 0 },
		{ 'x', XW_OPT_ARG, &xflag,
		    "put the words never to use in one list", 0, 0 },
		{ 0, 0, NULL, NULL, 0, 0 }
	};
	struct xw_error e;
	int ch;

	while ((ch = xw_cli_options(argc, argv, "aAdD:fjm:n:o:P:qr:s:S:t:vw:x:",
	    table)) != -1) {
		if (ch != 't')
			xw_cli_usage();
		dest.seconds = limit_seconds(optarg);
	}
	/* -r A -r B is -r 'A;B', as -w stacks: the second once replaced
	   the first, unsaid, and less was filled than was asked. */
	if (rlists.n > 0)
		rflag = join_regions(&rlists);
	free(rlists.v);
	/* -q promises nothing but trouble on the standard error, -v the
	   search's figures there: either would break the other's word. */
	if (dest.quiet && vflag)
		xw_errx(XW_EXIT_TROUBLE, "-q and -v cannot both be given: -q "
		    "reports nothing but trouble");
	/* The report is for the terminal or a pipe; a file named for it
	   would have been left unwritten, unsaid. */
	if (aflag && (dest.file != NULL || dest.dir != NULL))
		xw_errx(XW_EXIT_TROUBLE, "-a prints its report on the standard "
		    "output: not with %s", dest.file != NULL ? "-o" : "-D");
	if (dest.dir != NULL && (dest.file != NULL || dest.json))
		xw_errx(XW_EXIT_TROUBLE, "-D writes ipuz files of its own: "
		    "not with %s", dest.file != NULL ? "-o" : "-j");
	if (dest.file != NULL && out_name_fault(dest.file, &e) != 0) {
		xw_report(&e);
		exit(XW_EXIT_TROUBLE);
	}
}

/*
 * The lists, after the puzzle. One on the standard input may wait on a
 * slow pipe and cannot stop halfway, as the puzzle's read: -t and an
 * interrupt end it as they end that (limit.c). Lists in files are read
 * as they are: their index may be being written to the cache.
 */
static struct xw_index *
load_index(const char *input)
{
	double limit = aflag ? 0 : dest.seconds;
	int piped = xw_cli_lists_stdin(&wflag);
	struct xw_index *stack;

	if (piped)
		limit_read_start(input, limit, dest.quiet);
	stack = xw_cli_index_stack(wflag.v, wflag.n,
	    (Aflag ? XW_WORDS_FOLD : 0) | (dest.quiet ? XW_CLI_QUIET : 0));
	if (piped)
		limit_read_end(limit);
	return stack;
}

static struct xw_wordlist *
load_exclude(const char *input)
{
	double limit = aflag ? 0 : dest.seconds;
	int piped = strcmp(xflag, "-") == 0;
	struct xw_wordlist *w;

	if (piped)
		limit_read_start(input, limit, dest.quiet);
	/* Folded as the index's words were: "café" is to keep out CAFE. */
	w = xw_cli_wordlist(xflag, (xw_index_folded(ix) ? XW_WORDS_FOLD : 0) |
	    (dest.quiet ? XW_CLI_QUIET : 0));
	if (piped)
		limit_read_end(limit);
	return w;
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
	char **line;		/* the whole command line, for the -o hint */
	int ret, sig, piped;

	limit_start();
	xw_cli_start(&tool, argv[0]);
	options(argc, argv);
	xw_cli_options_first(argc, argv, "files");
	line = argv;
	argc -= optind;
	argv += optind;
	/* -a refuses -o: no hint towards it. */
	if (argc == 2 && dest.file == NULL && dest.dir == NULL && !aflag)
		xw_cli_output_operand(argc + optind, line, optind,
		    xw_format_of_name(argv[1]) ==
		    xw_format_by_name("ipuz") ||
		    xw_cli_picture_ext(argv[1]) != NULL,
		    out_name_fault(argv[1], &e) != 0 ? &e : NULL);
	if (argc > 1)
		xw_cli_refuse("one puzzle at a time: more than one file given");
	input = argc == 1 ? argv[0] : NULL;
	piped = input == NULL || strcmp(input, "-") == 0;
	xw_cli_lists_stdin_once(&wflag, piped, "the puzzle");
	/* -x - after the puzzle or -w - read it would find it empty and
	   exclude nothing, unsaid. */
	if (xflag != NULL && strcmp(xflag, "-") == 0 && (piped ||
	    xw_cli_lists_stdin(&wflag)))
		xw_errx(XW_EXIT_TROUBLE, "standard input cannot be both the "
		    "excluded words (-x -) and %s", piped ? "the puzzle" :
		    "a word list (-w -)");
	xw_cli_on_signals(search_on_signal);
	if ((p = limit_load(input, aflag ? 0 : dest.seconds,
	    dest.quiet)) == NULL)
		return XW_EXIT_TROUBLE;
	/* Its letters are there but unknown: filled afresh, they were lost. */
	if (xw_puz_scrambled(p)) {
		xw_warnx("%s: the solution is scrambled, so its letters are "
		    "not known; %s", xw_display_name(input),
		    xw_errcode_hint(XW_ERR_SCRAMBLED, 0));
		ret = XW_EXIT_TROUBLE;
		goto done;
	}
	if (rflag != NULL && (region = xw_region_parse(p, rflag,
	    &e)) == NULL) {
		xw_report(&e);
		ret = XW_EXIT_TROUBLE;
		goto done;
	}
	dest.ix = ix = load_index(input);
	/* The letters the solver is shown, and the answers the clues
	   give, are kept as the others are. */
	if (xw_fill_givens(p, &e) != 0 || xw_fill_answers(p, ix, region,
	    &e) != 0) {
		snprintf(e.file, sizeof(e.file), "%s", xw_display_name(input));
		xw_report(&e);
		ret = XW_EXIT_TROUBLE;
		goto done;
	}
	if (xflag != NULL)
		exclude = load_exclude(input);
	opts = (struct xw_fill_opts){ .minscore = (int)sflag,
	    .allow_dupes = dflag, .exclude = exclude, .region = region,
	    .seconds = limit_left(dest.seconds), .seed = (unsigned long)Sflag,
	    .max_fills = dest.count, .searches = (int)Pflag,
	    .max_shared = (int)mflag };
	ret = search_run(p, input, &opts, &dest, aflag, vflag);
done:
	free(region);
	output_free();
	xw_wordlist_free(exclude);
	xw_index_close(ix);
	xw_puzzle_free(p);
	free(wflag.v);
	free(rflag);
	ret = xw_cli_finish(ret);
	if ((sig = search_caught()) != 0) {
		/* Die of the signal, as the shell expects of an interrupt. */
		signal(sig, SIG_DFL);
		raise(sig);
	}
	return ret;
}
