/* See LICENSE file for copyright and license details. */
/*
 * ipuz-convert: the options, checked together before any work, then
 * one input converted (convert.c) or, with -d, a batch of them into a
 * folder (batch.c).
 */
#include <sys/stat.h>

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "convert.h"
#include "format.h"
#include "util.h"

int fflag;			/* overwrite outputs; read past bad checksums */
int qflag;			/* no warnings, no progress */
int Kflag;			/* find the key of a scrambled .puz */
int uflag;			/* skip outputs newer than their input */
long kflag = -1;		/* the key of a scrambled .puz */
static long Jflag = 1;		/* worker processes */
static const char *oflag;	/* the output file */
const char *dflag;		/* the output folder */
const struct xw_format *tflag;	/* the output format */
char **run_inputs;		/* every input of the run */
int nrun_inputs;

static const struct xw_tool tool = {
	"ipuz-convert",
	"usage: ipuz-convert [-fqKu] [-t format] [-k key] [-o file | -d dir] "
	    "[-J jobs] [file ...]\n",
	"  -d dir     write each output into dir, named after its input;\n"
	"             dir is made when it is missing; a folder given puts\n"
	"             its puzzle files, by their path, under dir\n"
	"  -f         overwrite existing outputs; read past bad checksums\n"
	"  -h         print this help and exit\n"
	"  -J jobs    convert with this many worker processes\n"
	"  -K         find the key of a scrambled .puz\n"
	"  -k key     unscramble a .puz with this 4-digit key\n"
	"  -o file    write the output to file (one input only)\n"
	"  -q         no warnings and no progress\n"
	"  -t format  ipuz (the default, or as -o's name ends), puz, jpz,\n"
	"             xd or grid\n"
	"  -u         skip outputs newer than their input, replace older ones\n"
	"  -V         print the version and exit\n"
	"input formats, told from the bytes: ipuz, puz, jpz (zipped or\n"
	"not), xd, Across Lite text, text grid, the newspaper feeds (uclick\n"
	"and Keesing XML, King Features, pzzl and brainsonly text)\n"
	"exit status: 0 every file converted and written, 2 trouble (a\n"
	"file failed; the others are written)\n"
};

/* Whether path, not "-", is a folder, or a link to one. */
static int
is_folder(const char *path)
{
	struct stat st;

	return strcmp(path, "-") != 0 && stat(path, &st) == 0 &&
	    S_ISDIR(st.st_mode);
}

/* -d: the n operands, files and folders, converted into dflag; the exit
   status. */
static int
batch(char **operands, int n)
{
	struct batch_opts b = { dflag, tflag, Jflag, qflag };
	struct batch_inputs in;
	int ret;

	check_batch(operands, n, &b);
	find_inputs(operands, n, dflag, qflag, &in);
	run_inputs = in.paths;
	nrun_inputs = in.n;
	/* Before a worker starts, so that each knows every input. */
	if (fflag || uflag)
		protect_inputs();
	ret = to_folder(&in, &b);
	free_inputs(&in);
	return ret;
}

/* The format written to path (NULL: the standard output) with -t given,
   or NULL: -t's, else the one path's name says, else ipuz. */
static const struct xw_format *
out_format(const struct xw_format *given, const char *path)
{
	const struct xw_format *f = given;

	if (f == NULL && path != NULL)
		f = xw_format_by_ext(path);
	return f != NULL ? f : xw_format_by_name("ipuz");
}

/*
 * Why path, as -o with -t given (or NULL), is refused by its name: 0, or
 * -1 with e filled. A name that says one format, holding another, is a
 * file every reader refuses: the readers go by a name that says a format.
 */
static int
out_name_fault(const struct xw_format *given, const char *path,
    struct xw_error *e)
{
	const struct xw_format *f = out_format(given, path), *named;

	if (xw_cli_picture_fault('o', path, "ipuz-convert writes puzzles",
	    f->ext, e) != 0)
		return -1;
	if ((named = xw_format_of_name(path)) != NULL && named != f)
		return xw_cli_clash_fault(path, named->ext, f->name, f->ext, e);
	return 0;
}

int
main(int argc, char *argv[])
{
	static const struct xw_cli_opt table[] = {
		{ 'd', XW_OPT_ARG, &dflag, NULL, 0, 0 },
		{ 'f', XW_OPT_FLAG, &fflag, NULL, 0, 0 },
		{ 'J', XW_OPT_NUM, &Jflag, "jobs", 1, 256 },
		{ 'K', XW_OPT_FLAG, &Kflag, NULL, 0, 0 },
		{ 'k', XW_OPT_NUM, &kflag, "key", 0, 9999 },
		{ 'o', XW_OPT_OUT, &oflag, NULL, 0, 0 },
		{ 'q', XW_OPT_FLAG, &qflag, NULL, 0, 0 },
		{ 'u', XW_OPT_FLAG, &uflag, NULL, 0, 0 },
		{ 0, 0, NULL, NULL, 0, 0 }
	};
	const struct xw_format *given;	/* -t's, or NULL */
	struct xw_error e;
	char **line;		/* the whole command line, for the -o hint */
	int ch, ret;

	xw_cli_start(&tool, argv[0]);
	while ((ch = xw_cli_options(argc, argv, "d:fJ:Kk:o:qt:u", table)) !=
	    -1) {
		if (ch != 't')
			xw_cli_usage();
		tflag = xw_format_by_name(optarg);
		if (tflag == NULL || tflag->write == NULL)
			xw_errx(XW_EXIT_TROUBLE, "unknown output format '%s': "
			    "ipuz, puz, jpz, xd or grid", optarg);
	}
	xw_cli_options_first(argc, argv, "files");
	line = argv;
	argc -= optind;
	argv += optind;
	if (oflag != NULL && out_name_fault(tflag, oflag, &e) != 0) {
		xw_report(&e);
		return xw_cli_finish(XW_EXIT_TROUBLE);
	}
	/* -o out.puz writes a .puz; a name that says nothing, ipuz. */
	given = tflag;
	tflag = out_format(given, oflag);
	if (oflag != NULL && dflag != NULL)
		xw_cli_refuse("-o names one output file, -d a folder of them: "
		    "not both");
	if (Kflag && kflag >= 0)
		xw_cli_refuse("-k unscrambles with a key, -K finds it: not "
		    "both");
	if (dflag != NULL)
		return xw_cli_finish(batch(argv, argc));
	if (strcmp(tflag->name, "puz") == 0)
		xw_cli_binary_tty(oflag, 'o', "a .puz file", 'f', fflag);
	/* A picture's name is the cp habit aimed at ipuz-render: the -o
	   refusal that names it, not "several inputs" (newfeat18 F12). */
	if (argc == 2 && oflag == NULL)
		xw_cli_output_operand(argc + optind, line, optind,
		    xw_format_by_ext(argv[1]) != NULL ||
		    xw_cli_picture_ext(argv[1]) != NULL,
		    out_name_fault(given, argv[1], &e) != 0 ? &e : NULL);
	if (argc > 1)
		xw_errx(XW_EXIT_TROUBLE, "several inputs need -d dir");
	if (argc == 1 && is_folder(argv[0]))
		xw_errx(XW_EXIT_TROUBLE, "%s: a folder: -d dir converts the "
		    "puzzle files under it", argv[0]);
	run_inputs = argv;
	nrun_inputs = argc;
	if (fflag || uflag)
		protect_inputs();
	ret = convert(argc == 1 ? argv[0] : NULL, oflag) == CONV_FAILED ?
	    XW_EXIT_TROUBLE : XW_EXIT_OK;
	return xw_cli_finish(ret);
}
