/* See LICENSE file for copyright and license details. */
/* ipuz-render: the options, and every input drawn into one output. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "cli.h"
#include "format.h"
#include "puz.h"
#include "puzzle.h"
#include "render.h"
#include "util.h"

static int fflag;		/* replace an existing output */
static const char *oflag;	/* the output file */
static const char *pflag;	/* the paper */
static const char *tflag;	/* the output format */
static long rflag;		/* PNG pixels an inch; 0 when not given */
static struct render_opts opts;	/* font NULL when -F is not given */

static const struct xw_tool tool = {
	"ipuz-render",
	"usage: ipuz-render [-bcfKks] [-F font] [-o file] [-p paper] [-r dpi] "
	"[-t format] [file ...]\n",
	"  -b         blank: leave the solver's entries out\n"
	"  -c         the clue lists too, in columns beside and under the grid\n"
	"  -F font    the font family (default DejaVu Sans)\n"
	"  -f         replace the output file if it exists\n"
	"  -h         print this help and exit\n"
	"  -K         the answer key alone, without the puzzle\n"
	"  -k         an answer key page after each puzzle\n"
	"  -o file    write to file; its extension may give the format\n"
	"  -p paper   letter, legal, a4 or a5 (default $PAPERSIZE, else\n"
	"             /etc/papersize, else letter)\n"
	"  -r dpi     PNG resolution (default 150)\n"
	"  -s         show the solution\n"
	"  -t format  text (the default on a terminal), svg, pdf (the default\n"
	"             elsewhere) or png\n"
	"  -V         print the version and exit\n"
	"input formats, told from the bytes: ipuz, puz, jpz, xd, Across Lite\n"
	"text, text grid, newspaper feeds (uclick, Keesing, King Features,\n"
	"pzzl, brainsonly); several inputs make one PDF, a puzzle a page\n"
	"exit status: 0 every file drawn and written, 2 trouble\n"
};

static void
parse_options(int argc, char *argv[])
{
	static const struct xw_cli_opt table[] = {
		{ 'b', XW_OPT_FLAG, &opts.blank, NULL, 0, 0 },
		{ 'c', XW_OPT_FLAG, &opts.clues, NULL, 0, 0 },
		{ 'F', XW_OPT_ARG, &opts.font, NULL, 0, 0 },
		{ 'f', XW_OPT_FLAG, &fflag, NULL, 0, 0 },
		{ 'K', XW_OPT_FLAG, &opts.key_only, NULL, 0, 0 },
		{ 'k', XW_OPT_FLAG, &opts.key, NULL, 0, 0 },
		{ 'o', XW_OPT_OUT, &oflag, NULL, 0, 0 },
		{ 'p', XW_OPT_ARG, &pflag, NULL, 0, 0 },
		{ 'r', XW_OPT_NUM, &rflag, "resolution", DPI_MIN, DPI_MAX },
		{ 's', XW_OPT_FLAG, &opts.solution, NULL, 0, 0 },
		{ 0, 0, NULL, NULL, 0, 0 }
	};
	int ch;

	while ((ch = xw_cli_options(argc, argv, "bcF:fKko:p:r:st:", table)) !=
	    -1) {
		if (ch != 't')
			xw_cli_usage();
		tflag = optarg;
		if (format_of(tflag, NULL) < 0)
			xw_errx(XW_EXIT_TROUBLE, "unknown output format '%s': "
			    "text, svg, pdf or png", tflag);
	}
	if (oflag != NULL && strcmp(oflag, "-") == 0)
		oflag = NULL;
	/* The solution has no entries to leave out. */
	if (opts.blank && opts.solution)
		xw_errx(XW_EXIT_TROUBLE, "-b and -s cannot both be given: the "
		    "solution shows no solver's entries");
	/* A key after the puzzle and the key without it are two
	   documents; a handout and its key are two runs. */
	if (opts.key && opts.key_only)
		xw_errx(XW_EXIT_TROUBLE, "-k and -K cannot both be given: -K "
		    "draws the answer key alone, -k after the puzzle");
	/* -b, -c and -s are for the puzzle's page, which -K leaves out:
	   its clues are not said to be unplaced, as if drawn. */
	if (opts.key_only) {
		opts.key = 1;
		opts.blank = opts.clues = opts.solution = 0;
	}
}

/* The option that asks for the solution, as a message names it. */
static const char *
key_option(void)
{
	return opts.solution ? "-s" : opts.key_only ? "-K" : "-k";
}

/* Say that the solution -s or -k draws has white cells without a letter,
   as a grid filled in part has: on a printed key an empty cell is a
   mistake, and ipuz-check says so in the same words. */
static void
warn_unsolved(const struct xw_puzzle *p, const char *name)
{
	struct xw_pos first;
	size_t n;

	if ((n = xw_check_unsolved(p, &first)) > 0)
		xw_warnx("%s: warning: white cells without a solution letter: "
		    "%zu cell%s, first r%dc%d; drawn empty (%s)", name, n,
		    n == 1 ? "" : "s", first.row + 1, first.col + 1,
		    key_option());
}

/* Check what p must have for the options. Returns 0, or 2 after saying
   what is missing. */
static int
usable(const struct xw_puzzle *p, const char *name)
{
	if (p->has_solution) {
		if (opts.solution || opts.key)
			warn_unsolved(p, name);
		return 0;
	}
	if ((opts.solution || opts.key) && xw_puz_scrambled(p))
		xw_warnx("%s: the puzzle's solution is scrambled (%s); %s",
		    name, key_option(),
		    xw_errcode_hint(XW_ERR_SCRAMBLED, 0));
	else if (opts.solution)
		xw_warnx("%s: the puzzle has no solution to show (-s)", name);
	else if (opts.key)
		xw_warnx("%s: the puzzle has no solution for an answer key "
		    "(%s)", name, key_option());
	return opts.solution || opts.key ? XW_EXIT_TROUBLE : 0;
}

/* Render every input (stdin when there is none) into out, the output
   outname; the status. */
static int
render(char **inputs, int n, const char *outname, struct xw_buf *out)
{
	struct doc *d = NULL;
	struct xw_puzzle *p;
	struct xw_error e, w;
	const char *name;
	int i, status = 0, done = 0;

	if (opts.format != FORMAT_TEXT && (d = doc_new(&opts, &e)) == NULL) {
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}

	for (i = 0; i < (n > 0 ? n : 1); i++) {
		name = xw_display_name(n > 0 ? inputs[i] : NULL);
		/* Running out of memory names the file: there may be many. */
		xw_setworkfile(name);
		xw_cli_stdin_note(n > 0 ? inputs[i] : NULL, "a puzzle",
		    "paste it and end", "a file (ipuz-render FILE)");
		if ((p = xw_puzzle_load(n > 0 ? inputs[i] : NULL, NULL, &e,
		    &w)) == NULL) {
			xw_cli_hint(&e);
			xw_report(&e);
			status = XW_EXIT_TROUBLE;
			xw_setworkfile(NULL);
			continue;
		}
		xw_cli_warn_read(&w);
		cap_marks(p, name);
		if (usable(p, name) != 0) {
			status = XW_EXIT_TROUBLE;
		} else if (d == NULL) {
			if (done++ > 0)
				xw_buf_putc(out, '\n');
			warn_undrawn(p, name, &opts);
			text_render(p, name, &opts, out);
		} else if (doc_add(d, p, name, &e) != 0) {
			xw_report(&e);
			status = XW_EXIT_TROUBLE;
		}
		xw_puzzle_free(p);
		xw_setworkfile(NULL);
	}
	if (d != NULL && doc_end(d, out, outname, &e) != 0) {
		xw_report(&e);
		status = XW_EXIT_TROUBLE;
	}
	return status;
}

/*
 * "ipuz-render IN... OUT", line the whole command line and its n
 * operands from first: the -o hint for OUT (cli.h), or why -o OUT, with
 * the options given and one input the fewer, would be refused.
 */
static void
output_operand(int n, char **line, int first)
{
	const char *out = line[first + n - 1];
	struct xw_error e;
	int f;

	xw_cli_output_operand(first + n, line, first,
	    xw_cli_picture_ext(out) != NULL, format_fault(&opts, tflag, out,
	    pflag, rflag, n - 1, &f, &e) != 0 ? &e : NULL);
}

int
main(int argc, char *argv[])
{
	struct xw_buf out = { 0 };
	struct xw_error e;
	struct xw_out *o;
	char **line;		/* the whole command line, for the -o hint */
	int status;

	xw_cli_start(&tool, argv[0]);
	parse_options(argc, argv);
	xw_cli_options_first(argc, argv, "files");
	line = argv;
	argc -= optind;
	argv += optind;
	if (argc > 1 && oflag == NULL)
		output_operand(argc, line, optind);
	xw_cli_out_not_folder(oflag);
	set_format(&opts, tflag, oflag, pflag, rflag, argc);
	if (opts.format == FORMAT_PDF || opts.format == FORMAT_PNG)
		xw_cli_binary_tty(oflag, 'o', opts.format == FORMAT_PDF ?
		    "a PDF" : "a PNG image", 'f', fflag);
	/* A terminal picture has no paper: what the system names is no
	   business of its. */
	if (opts.format != FORMAT_TEXT)
		set_paper(&opts, pflag);
	if (xw_source_date(&opts.date, &e) < 0) {
		xw_report(&e);
		return xw_cli_finish(XW_EXIT_TROUBLE);
	}
	/* Made before any work: an existing file only with -f, and never
	   an input. */
	if ((o = xw_cli_out_open(oflag, fflag, (const char *const *)argv,
	    (size_t)argc)) == NULL)
		return xw_cli_finish(XW_EXIT_TROUBLE);
	/* Nothing is written unless every input could be drawn. */
	if ((status = render(argv, argc, oflag == NULL ||
	    strcmp(oflag, "-") == 0 ? "<stdout>" : oflag, &out)) !=
	    XW_EXIT_OK) {
		xw_out_abort(o);
	} else {
		xw_out_write(o, out.s, out.len);
		if (xw_out_close(o, &e) != 0) {
			xw_cli_not_written(oflag, &e, 'f');
			status = XW_EXIT_TROUBLE;
			clearerr(stdout);	/* said once is enough */
		}
	}
	xw_buf_free(&out);
	return xw_cli_finish(status);
}
