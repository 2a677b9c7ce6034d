/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "convert.h"
#include "format.h"
#include "puz.h"
#include "puzzle.h"
#include "util.h"

static int fflag;		/* overwrite outputs; read past bad checksums */
static int qflag;		/* no warnings, no progress */
static int Kflag;		/* find the key of a scrambled .puz */
static int uflag;		/* skip outputs newer than their input */
static long kflag = -1;		/* the key of a scrambled .puz */
static long Jflag = 1;		/* worker processes */
static const char *oflag;	/* the output file */
static const char *dflag;	/* the output folder */
static const struct xw_format *tflag;	/* the output format */
static char **inputs;		/* every input of the run */
static int ninputs;

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

/*
 * Count every input of the run, those of a batch still to come too, as a
 * file no output may replace, by whatever name, link or hard link, it is
 * reached: once, before the first output that could replace one, or
 * when one is refused. So a batch into an empty folder without -f or -u
 * costs no stat(2) for it.
 */
static void
protect_inputs(void)
{
	static int done;
	int i;

	if (done)
		return;
	done = 1;
	for (i = 0; i < ninputs; i++)
		if (strcmp(inputs[i], "-") != 0)
			xw_protect_path(inputs[i]);
}

/* -u: whether dest exists and is not older than input, as cp -u sees it;
   dest is not an input, refused before. */
static int
up_to_date(const char *input, const char *dest)
{
	struct stat in, out;

	if (input == NULL || strcmp(input, "-") == 0 || stat(dest, &out) != 0 ||
	    !S_ISREG(out.st_mode) || stat(input, &in) != 0)
		return 0;
	return out.st_mtim.tv_sec > in.st_mtim.tv_sec ||
	    (out.st_mtim.tv_sec == in.st_mtim.tv_sec &&
	    out.st_mtim.tv_nsec >= in.st_mtim.tv_nsec);
}

/* Why dest was not written, when it exists or is an input. */
static void
say_not_written(const struct xw_error *e)
{
	end_progress();
	if (e->code != XW_ERR_EXISTS) {
		xw_report(e);
		return;
	}
	protect_inputs();
	if (xw_is_input(e->file))
		xw_warnx("%s: will not overwrite the input", e->file);
	else if (dflag != NULL)
		xw_warnx("%s: exists; -f overwrites it, -u only when the "
		    "input is newer", e->file);
	else
		xw_warnx("%s: exists; -f overwrites it", e->file);
}

/* With -f or -u, whether dest is an input of the run, said so. */
static int
is_an_input(const char *dest)
{
	if (!(fflag || uflag) || dest == NULL || !xw_is_input(dest))
		return 0;
	end_progress();
	xw_warnx("%s: will not overwrite the input", dest);
	return 1;
}

/*
 * The output dest, made before any work: an existing file is refused
 * unless -f or -u. Devices and pipes, such as /dev/stdout, are written,
 * never "replaced". Without -f or -u, that dest is an input is looked
 * at only when it is refused, so that a batch into an empty folder costs
 * one stat(2) a file.
 */
static struct xw_out *
open_output(const char *dest)
{
	struct xw_error e;
	struct xw_out *o;

	if ((o = xw_out_open(dest, fflag || uflag ? 0 : XW_OUT_NEW, &e)) ==
	    NULL)
		say_not_written(&e);
	return o;
}

/*
 * Whether -K finds the key of p's scrambled solution: that of a .puz, or
 * of the ipuz document that keeps the scrambled grid of one.
 */
static int
key_helps(const struct xw_puzzle *p)
{
	return p != NULL && xw_puz_scrambled(p);
}

/*
 * Report e, from reading or writing p (NULL when it was not read), with
 * the option that helps when there is one: the library's messages know
 * nothing of options, so the hint goes by the code.
 */
static void
report_hinted(const char *name, const struct xw_error *e,
    const struct xw_puzzle *p)
{
	struct xw_error h = *e;

	if (e->code == XW_ERR_CHECKSUM && !fflag)
		xw_cli_end_with(&h, "; ", xw_errcode_hint(e->code, 1));
	else if (e->code == XW_ERR_SCRAMBLED && kflag >= 0)
		xw_cli_end_with(&h, "; ", xw_errcode_hint(e->code, 1));
	else if (e->code == XW_ERR_CANNOT_HOLD && key_helps(p))
		xw_cli_end_with(&h, "; it is scrambled: ",
		    xw_errcode_hint(XW_ERR_SCRAMBLED, 1));
	end_progress();
	if (p == NULL)
		xw_report(&h);
	else
		xw_warnx("%s: cannot write %s: %s", name, tflag->name, h.msg);
}

/* Whether input is the file as *before found it: size, time to the
   nanosecond, inode. */
static int
unchanged(const char *input, const struct stat *before)
{
	struct stat now;

	return stat(input, &now) == 0 && now.st_size == before->st_size &&
	    now.st_dev == before->st_dev && now.st_ino == before->st_ino &&
	    now.st_mtim.tv_sec == before->st_mtim.tv_sec &&
	    now.st_mtim.tv_nsec == before->st_mtim.tv_nsec;
}

/*
 * The input, as *before found it before it was read, changed while it
 * was converted: the output, of the old text or half of each, would be
 * newer than the new one, and -u would skip it for ever. Said, even with
 * -q, and the output dated a nanosecond before the input's old time, so
 * that -u converts it again whatever the new time is (a file moved in
 * can be older).
 */
static void
changed_while_converted(const char *name, const char *input,
    const char *dest, const struct stat *before)
{
	struct timespec t[2] = { { 0, UTIME_OMIT }, before->st_mtim };
	struct stat now;

	if (stat(input, &now) == 0 && (now.st_mtim.tv_sec < t[1].tv_sec ||
	    (now.st_mtim.tv_sec == t[1].tv_sec &&
	    now.st_mtim.tv_nsec < t[1].tv_nsec)))
		t[1] = now.st_mtim;
	if (t[1].tv_nsec-- == 0) {
		t[1].tv_sec--;
		t[1].tv_nsec = 999999999;
	}
	end_progress();
	xw_warnx("%s: warning: changed while converted; run again", name);
	if (dest != NULL && strcmp(dest, "-") != 0)
		utimensat(AT_FDCWD, dest, t, 0);
}

static int
convert_named(const char *input, const char *dest)
{
	struct xw_read_opts opts = { fflag ? XW_READ_FORCE : 0,
	    Kflag ? XW_KEY_FIND : (int)kflag };
	const char *name = xw_display_name(input);
	struct xw_buf text = { 0 };
	struct xw_error e, w;
	struct xw_puzzle *p;
	struct xw_out *o;
	struct stat before;
	char lost[XW_LOSSES_SIZE];
	int watch;

	if (is_an_input(dest))
		return CONV_FAILED;
	if (uflag && dest != NULL && up_to_date(input, dest))
		return CONV_SKIPPED;
	if ((o = open_output(dest)) == NULL)
		return CONV_FAILED;
	/* Only a regular file is looked at again: a pipe or a device
	   changes by being read. */
	watch = input != NULL && strcmp(input, "-") != 0 &&
	    stat(input, &before) == 0 && S_ISREG(before.st_mode);
	if ((p = xw_puzzle_load(input, &opts, &e, &w)) == NULL) {
		report_hinted(name, &e, NULL);
		xw_out_abort(o);
		return CONV_FAILED;
	}
	if (w.code != XW_ERR_NONE && !qflag) {
		end_progress();
		/* Only a checksum needs -f; JSON strict readers refuse is
		   read without it, and its fault has a place. */
		if (w.line > 0 && w.col > 0)
			xw_warnx("%s:%ld:%ld: warning: %s; read anyway", name,
			    w.line, w.col, w.msg);
		else
			xw_warnx("%s: warning: %s; read anyway%s", name, w.msg,
			    w.code == XW_ERR_CHECKSUM ? " (-f)" : "");
	}
	if (xw_puzzle_write(p, tflag, &text, &e)) {
		report_hinted(name, &e, p);
		xw_buf_free(&text);
		xw_puzzle_free(p);
		xw_out_abort(o);
		return CONV_FAILED;
	}
	if (!qflag && xw_format_losses(p, tflag, lost, sizeof(lost)) > 0) {
		end_progress();
		xw_warnx("%s: warning: a %s file cannot hold %s; left out%s%s",
		    name, tflag->ext, lost, key_helps(p) ? "; " : "",
		    key_helps(p) ? xw_errcode_hint(XW_ERR_SCRAMBLED, 1) :
		    "");
	}
	/* Nothing left out there: the text is, but reads back as
	   something else. */
	if (!qflag && xw_format_changes(p, tflag, lost, sizeof(lost)) > 0) {
		end_progress();
		xw_warnx("%s: warning: written to a %s file, %s",
		    name, tflag->ext, lost);
	}
	xw_puzzle_free(p);
	xw_out_write(o, text.s, text.len);
	xw_buf_free(&text);
	batch_hold();
	if (xw_out_close(o, &e)) {
		say_not_written(&e);
		return CONV_FAILED;
	}
	if (watch && !unchanged(input, &before))
		changed_while_converted(name, input, dest, &before);
	return CONV_DONE;
}

int
convert(const char *input, const char *dest)
{
	int status;

	/* Running out of memory names the file: a batch has many. */
	xw_setworkfile(xw_display_name(input));
	status = convert_named(input, dest);
	xw_setworkfile(NULL);
	return status;
}

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
	inputs = in.paths;
	ninputs = in.n;
	/* Before a worker starts, so that each knows every input. */
	if (fflag || uflag)
		protect_inputs();
	ret = to_folder(&in, &b);
	free_inputs(&in);
	return ret;
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
		{ 'o', XW_OPT_ARG, &oflag, NULL, 0, 0 },
		{ 'q', XW_OPT_FLAG, &qflag, NULL, 0, 0 },
		{ 'u', XW_OPT_FLAG, &uflag, NULL, 0, 0 },
		{ 0, 0, NULL, NULL, 0, 0 }
	};
	const struct xw_format *named;
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
	argc -= optind;
	argv += optind;
	/* -o out.puz writes a .puz; a name that says nothing, ipuz. */
	if (tflag == NULL && oflag != NULL)
		tflag = xw_format_by_ext(oflag);
	if (tflag == NULL)
		tflag = xw_format_by_name("ipuz");
	/* A name that says one format, holding another, is a file every
	   reader refuses: the readers go by a name that says a format. */
	if (oflag != NULL && (named = xw_format_of_name(oflag)) != NULL &&
	    named != tflag)
		xw_cli_name_clash(oflag, named->ext, tflag->name, tflag->ext);
	if (oflag != NULL && dflag != NULL)
		xw_cli_refuse("-o names one output file, -d a folder of them: "
		    "not both");
	if (Kflag && kflag >= 0)
		xw_cli_refuse("-k unscrambles with a key, -K finds it: not "
		    "both");
	if (dflag != NULL)
		return xw_cli_finish(batch(argv, argc));
	if (argc > 1)
		xw_errx(XW_EXIT_TROUBLE, "several inputs need -d dir");
	if (argc == 1 && is_folder(argv[0]))
		xw_errx(XW_EXIT_TROUBLE, "%s: a folder: -d dir converts the "
		    "puzzle files under it", argv[0]);
	inputs = argv;
	ninputs = argc;
	if (fflag || uflag)
		protect_inputs();
	ret = convert(argc == 1 ? argv[0] : NULL, oflag) == CONV_FAILED ?
	    XW_EXIT_TROUBLE : XW_EXIT_OK;
	return xw_cli_finish(ret);
}
