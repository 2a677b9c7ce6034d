/* See LICENSE file for copyright and license details. */
/* ipuz-render: the picture's format, paper and width, from the options. */
#include <sys/ioctl.h>
#include <sys/stat.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "clocale.h"
#include "render.h"
#include "util.h"

/* The formats -t names, and the extensions of their files. */
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

int
format_of(const char *name, const char *path)
{
	size_t i, n = path != NULL ? strlen(path) : 0, e;

	for (i = 0; i < NELEM(formats); i++) {
		e = strlen(formats[i].ext);
		if (name != NULL ?
		    xw_ascii_casecmp(name, formats[i].name) == 0 :
		    n > e && xw_ascii_casecmp(path + n - e,
		    formats[i].ext) == 0)
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

void
set_paper(struct render_opts *o, const char *name)
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
	if (paper_size(name, &o->paper_w, &o->paper_h) == 0) {
		free(word);
		return;
	}
	if (name == word)
		xw_errx(XW_EXIT_TROUBLE, "/etc/papersize:%ld: unknown paper "
		    "'%s': letter, legal, a4 or a5", n, name);
	xw_errx(XW_EXIT_TROUBLE, "unknown paper '%s'%s: letter, legal, a4 or "
	    "a5", name, from);
}

/*
 * The width a terminal picture's clues wrap at: a terminal's own, else
 * $COLUMNS, else 80; not a terminal, $COLUMNS or 0 (no wrapping), so
 * that a file or a pipe gets each clue on one line as it always did.
 * -o /dev/tty is a terminal as the standard output is (tty set).
 */
static size_t
text_columns(const char *oflag, int tty)
{
	const char *env = getenv("COLUMNS");
	int fd = STDOUT_FILENO;
	struct winsize ws;
	size_t cols = 0;
	char *end;
	long n;

	if (tty && oflag != NULL && !xw_is_stdout(oflag))
		fd = open(oflag, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
	if (tty && fd >= 0 && ioctl(fd, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col > 0)
		cols = ws.ws_col;
	if (fd >= 0 && fd != STDOUT_FILENO)
		close(fd);
	if (cols > 0)
		return cols;
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

	if (!xw_is_stdout(path) && (stat(path, &st) != 0 ||
	    (!S_ISCHR(st.st_mode) && !S_ISFIFO(st.st_mode))))
		return 0;
	*tty = xw_cli_out_is_tty(path);
	return 1;
}

int
format_fault(const struct render_opts *o, const char *tflag,
    const char *oflag, const char *pflag, long rflag, int ninputs,
    int *format, struct xw_error *e)
{
	int f = format_of(tflag, oflag), named, tty = isatty(STDOUT_FILENO);
	char writes[32];

	/* A picture named as a puzzle is a file every reader refuses. */
	if (oflag != NULL && tflag != NULL) {
		snprintf(writes, sizeof(writes), "-t %s draws a picture", tflag);
		if (xw_cli_name_fault('o', oflag, writes, ext_of(f), 1, e) != 0)
			return -1;
	} else if (oflag != NULL && xw_cli_name_fault('o', oflag,
	    "ipuz-render draws pictures", ".pdf, .svg, .png or .txt", 1,
	    e) != 0) {
		return -1;
	}
	if (f < 0 && oflag != NULL && !goes_to_device(oflag, &tty))
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "%s: cannot tell the "
		    "format from the name; give -t", oflag);
	/* A PNG named .pdf opens in no viewer that goes by the name. */
	if (tflag != NULL && oflag != NULL &&
	    (named = format_of(NULL, oflag)) >= 0 && named != f)
		return xw_cli_clash_fault(oflag, ext_of(named), tflag,
		    ext_of(f), e);
	if (f < 0)
		f = tty ? FORMAT_TEXT : FORMAT_PDF;
	*format = f;
	/* An option the format has no use for is refused, not let be. */
	if (rflag != 0 && f != FORMAT_PNG)
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "-r needs -t png: "
		    "only a PNG image has pixels");
	if (f == FORMAT_TEXT && (pflag != NULL || o->font != NULL))
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "-%c needs -t pdf, "
		    "svg or png: a terminal picture has no %s", pflag != NULL ?
		    'p' : 'F', pflag != NULL ? "paper" : "font of its own");
	if ((f == FORMAT_SVG || f == FORMAT_PNG) && ninputs > 1)
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "several inputs need "
		    "-t pdf or -t text: an image holds one puzzle");
	if ((f == FORMAT_SVG || f == FORMAT_PNG) && o->key && !o->key_only)
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "-k needs -t pdf or "
		    "-t text: an image holds one page");
	return 0;
}

void
set_format(struct render_opts *o, const char *tflag, const char *oflag,
    const char *pflag, long rflag, int ninputs)
{
	const char *nc = getenv("NO_COLOR");
	struct xw_error e;
	int f;

	if (format_fault(o, tflag, oflag, pflag, rflag, ninputs, &f,
	    &e) != 0) {
		xw_report(&e);
		exit(XW_EXIT_TROUBLE);
	}
	o->format = (enum render_format)f;
	/* -o /dev/tty is a terminal, as it is to xw_cli_binary_tty. */
	o->tty = f == FORMAT_TEXT && xw_cli_out_is_tty(oflag);
	o->color = o->tty && (nc == NULL || nc[0] == '\0');
	if (f == FORMAT_TEXT)
		o->columns = text_columns(oflag, o->tty);
	o->dpi = rflag != 0 ? (int)rflag : 150;
	if (o->font == NULL)
		o->font = FONT_DEFAULT;
}
