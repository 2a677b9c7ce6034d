/* See LICENSE file for copyright and license details. */

#include <sys/ioctl.h>
#include <sys/stat.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

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
	"usage: ipuz-render [-bcfks] [-F font] [-o file] [-p paper] [-r dpi] "
	"[-t format] [file ...]\n",
	"  -b         blank: leave the solver's entries out\n"
	"  -c         the clue lists too, in columns beside and under the grid\n"
	"  -F font    the font family (default DejaVu Sans)\n"
	"  -f         replace the output file if it exists\n"
	"  -h         print this help and exit\n"
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

static const struct {
	const char *name, *ext;
	enum render_format format;
} formats[] = {
	{ "text", ".txt", FORMAT_TEXT },
	{ "svg", ".svg", FORMAT_SVG },
	{ "pdf", ".pdf", FORMAT_PDF },
	{ "png", ".png", FORMAT_PNG }
};

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* The format -t names, or the one -o's extension gives; -1 for neither. */
static int
format_of(const char *name, const char *path)
{
	size_t i, n = path != NULL ? strlen(path) : 0, e;

	for (i = 0; i < NELEM(formats); i++) {
		e = strlen(formats[i].ext);
		if (name != NULL ? strcmp(name, formats[i].name) == 0 :
		    n > e && strcasecmp(path + n - e, formats[i].ext) == 0)
			return (int)formats[i].format;
	}
	return -1;
}

/* The extension of format f. */
static const char *
ext_of(int f)
{
	size_t i;

	for (i = 0; i < NELEM(formats); i++)
		if ((int)formats[i].format == f)
			return formats[i].ext;
	return "";
}

/*
 * The first word of fp that is not a comment (a line whose first word
 * begins with '#'), as libpaper reads /etc/papersize, whole lines however
 * long; *n counts the lines read. NULL for none; caller frees.
 */
static char *
first_word(FILE *fp, long *n)
{
	static const char space[] = " \t\n\v\f\r";
	char *line = NULL, *word;
	size_t cap = 0, len;

	while (getline(&line, &cap, fp) >= 0) {
		++*n;
		word = line + strspn(line, space);
		if ((len = strcspn(word, space)) > 0 && word[0] != '#') {
			memmove(line, word, len);
			line[len] = '\0';
			return line;
		}
	}
	free(line);
	return NULL;
}

/*
 * The paper called name: -p's, $PAPERSIZE, /etc/papersize (its first
 * word that is not a comment, as libpaper reads it), or letter. An
 * unknown one is named with where it came from.
 */
static void
set_paper(const char *name)
{
	const char *from = "", *env;
	char *word = NULL;
	long n = 0;
	FILE *fp;

	/* An empty PAPERSIZE is as if unset, where an empty -p names no
	   paper. */
	if (name == NULL && (env = getenv("PAPERSIZE")) != NULL &&
	    env[0] != '\0') {
		name = env;
		from = " (from PAPERSIZE)";
	} else if (name == NULL &&
	    (fp = fopen("/etc/papersize", "r")) != NULL) {
		name = word = first_word(fp, &n);
		fclose(fp);
	}
	if (name == NULL)
		name = "letter";
	if (paper_size(name, &opts.paper_w, &opts.paper_h) == 0) {
		free(word);
		return;
	}
	if (name == word)
		xw_errx(XW_EXIT_TROUBLE, "/etc/papersize:%ld: unknown paper "
		    "'%s': letter, legal, a4 or a5", n, name);
	xw_errx(XW_EXIT_TROUBLE, "unknown paper '%s'%s: letter, legal, a4 or "
	    "a5", name, from);
}

static void
parse_options(int argc, char *argv[])
{
	static const struct xw_cli_opt table[] = {
		{ 'b', XW_OPT_FLAG, &opts.blank, NULL, 0, 0 },
		{ 'c', XW_OPT_FLAG, &opts.clues, NULL, 0, 0 },
		{ 'F', XW_OPT_ARG, &opts.font, NULL, 0, 0 },
		{ 'f', XW_OPT_FLAG, &fflag, NULL, 0, 0 },
		{ 'k', XW_OPT_FLAG, &opts.key, NULL, 0, 0 },
		{ 'o', XW_OPT_ARG, &oflag, NULL, 0, 0 },
		{ 'p', XW_OPT_ARG, &pflag, NULL, 0, 0 },
		{ 'r', XW_OPT_NUM, &rflag, "resolution", DPI_MIN, DPI_MAX },
		{ 's', XW_OPT_FLAG, &opts.solution, NULL, 0, 0 },
		{ 0, 0, NULL, NULL, 0, 0 }
	};
	int ch;

	while ((ch = xw_cli_options(argc, argv, "bcF:fko:p:r:st:", table)) !=
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
}

/*
 * The width a terminal picture's clues wrap at: a terminal's own, else
 * $COLUMNS, else 80; not a terminal, $COLUMNS or 0 (no wrapping), so
 * that a file or a pipe gets each clue on one line as it always did.
 */
static size_t
text_columns(void)
{
	const char *env = getenv("COLUMNS");
	int tty = oflag == NULL && isatty(STDOUT_FILENO);
	struct winsize ws;
	char *end;
	long n;

	if (tty && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col > 0)
		return ws.ws_col;
	/* A $COLUMNS that is no width is as if unset. */
	if (env != NULL && env[0] != '\0') {
		n = strtol(env, &end, 10);
		if (*end == '\0' && n > 0 && n <= 100000)
			return (size_t)n;
	}
	return tty ? 80 : 0;
}

/*
 * Whether -o's path, with no extension to go by, is where the standard
 * output goes (/dev/stdout, as xw_out_open takes it) or a device
 * (/dev/tty): then its format is told by where it goes, as without -o.
 * 1 and *tty set, or 0 for a file.
 */
static int
goes_to_device(const char *path, int *tty)
{
	struct stat st;
	int fd;

	if (xw_is_stdout(path)) {
		*tty = isatty(STDOUT_FILENO);
		return 1;
	}
	if (stat(path, &st) != 0 ||
	    (!S_ISCHR(st.st_mode) && !S_ISFIFO(st.st_mode)))
		return 0;
	*tty = 0;
	/* Non-blocking: a pipe with no reader yet is not a terminal. */
	if (S_ISCHR(st.st_mode) &&
	    (fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK)) >= 0) {
		*tty = isatty(fd);
		close(fd);
	}
	return 1;
}

/* The format: -t's, the extension of -o's file, or by where it goes. */
static void
set_format(int ninputs)
{
	const char *nc = getenv("NO_COLOR");
	int f = format_of(tflag, oflag), named, tty = isatty(STDOUT_FILENO);
	char writes[32];

	/* A picture named as a puzzle is a file every reader refuses. */
	if (oflag != NULL) {
		if (tflag != NULL) {
			snprintf(writes, sizeof(writes), "-t %s draws a picture",
			    tflag);
			xw_cli_name_puzzle('o', oflag, writes, ext_of(f),
			    1);
		} else {
			xw_cli_name_puzzle('o', oflag,
			    "ipuz-render draws pictures",
			    ".pdf, .svg, .png or .txt", 1);
		}
	}
	if (f < 0 && oflag != NULL && !goes_to_device(oflag, &tty))
		xw_errx(XW_EXIT_TROUBLE, "%s: cannot tell the format from the "
		    "name; give -t", oflag);
	/* A PNG named .pdf opens in no viewer that goes by the name. */
	if (tflag != NULL && oflag != NULL &&
	    (named = format_of(NULL, oflag)) >= 0 && named != f)
		xw_cli_name_clash(oflag, ext_of(named), tflag, ext_of(f));
	if (f < 0)
		f = tty ? FORMAT_TEXT : FORMAT_PDF;
	opts.format = (enum render_format)f;
	opts.color = f == FORMAT_TEXT && oflag == NULL &&
	    isatty(STDOUT_FILENO) && (nc == NULL || nc[0] == '\0');
	if (f == FORMAT_TEXT)
		opts.columns = text_columns();
	/* An option the format has no use for is refused, not let be. */
	if (rflag != 0 && f != FORMAT_PNG)
		xw_errx(XW_EXIT_TROUBLE, "-r needs -t png: only a PNG image "
		    "has pixels");
	if (f == FORMAT_TEXT && (pflag != NULL || opts.font != NULL))
		xw_errx(XW_EXIT_TROUBLE, "-%c needs -t pdf, svg or png: a "
		    "terminal picture has no %s", pflag != NULL ? 'p' : 'F',
		    pflag != NULL ? "paper" : "font of its own");
	opts.dpi = rflag != 0 ? (int)rflag : 150;
	if (opts.font == NULL)
		opts.font = FONT_DEFAULT;
	if (f == FORMAT_SVG || f == FORMAT_PNG) {
		if (ninputs > 1)
			xw_errx(XW_EXIT_TROUBLE, "several inputs need -t pdf or "
			    "-t text: an image holds one puzzle");
		if (opts.key)
			xw_errx(XW_EXIT_TROUBLE, "-k needs -t pdf or -t text: an "
			    "image holds one page");
	}
}

/* Check what p must have for the options. Returns 0, or 2 after saying
   what is missing. */
static int
usable(const struct xw_puzzle *p, const char *name)
{
	if (p->has_solution)
		return 0;
	if ((opts.solution || opts.key) && xw_puz_scrambled(p))
		xw_warnx("%s: the puzzle's solution is scrambled (%s); %s",
		    name, opts.solution ? "-s" : "-k",
		    xw_errcode_hint(XW_ERR_SCRAMBLED, 0));
	else if (opts.solution)
		xw_warnx("%s: the puzzle has no solution to show (-s)", name);
	else if (opts.key)
		xw_warnx("%s: the puzzle has no solution for an answer key "
		    "(-k)", name);
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
		if ((p = xw_puzzle_load(n > 0 ? inputs[i] : NULL, NULL, &e,
		    &w)) == NULL) {
			xw_cli_hint(&e);
			xw_report(&e);
			status = XW_EXIT_TROUBLE;
			xw_setworkfile(NULL);
			continue;
		}
		xw_cli_warn_read(&w);
		if (usable(p, name) != 0) {
			status = XW_EXIT_TROUBLE;
		} else if (d == NULL) {
			if (done++ > 0)
				xw_buf_putc(out, '\n');
			text_render(p, &opts, out);
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

int
main(int argc, char *argv[])
{
	struct xw_buf out = { 0 };
	struct xw_error e;
	struct xw_out *o;
	int status;

	xw_cli_start(&tool, argv[0]);
	parse_options(argc, argv);
	xw_cli_options_first(argc, argv, "files");
	argc -= optind;
	argv += optind;
	set_format(argc);
	/* A terminal picture has no paper: what the system names is no
	   business of its. */
	if (opts.format != FORMAT_TEXT)
		set_paper(pflag);
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
