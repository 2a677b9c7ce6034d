/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>
#include <sys/wait.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "format.h"
#include "puzzle.h"
#include "util.h"

static int fflag;		/* overwrite outputs; read past bad checksums */
static int qflag;		/* no warnings, no progress */
static int Kflag;		/* find the key of a scrambled .puz */
static long kflag = -1;		/* the key of a scrambled .puz */
static long Jflag = 1;		/* worker processes */
static const char *oflag;	/* the output file */
static const char *dflag;	/* the output folder */
static const struct xw_format *tflag;	/* the output format */

static int progress_shown;	/* a progress line waits for its newline */

static const struct xw_tool tool = {
	"ipuz-convert",
	"usage: ipuz-convert [-fqK] [-t format] [-k key] [-o file | -d dir] "
	    "[-J jobs] [file ...]\n",
	"  -d dir     write each output into dir, named after its input;\n"
	"             dir is made when it is missing\n"
	"  -f         overwrite existing outputs; read past bad checksums\n"
	"  -h         print this help and exit\n"
	"  -J jobs    convert with this many worker processes\n"
	"  -K         find the key of a scrambled .puz\n"
	"  -k key     unscramble a .puz with this 4-digit key\n"
	"  -o file    write the output to file (one input only)\n"
	"  -q         no warnings and no progress\n"
	"  -t format  ipuz (the default), puz, jpz, xd or grid\n"
	"  -V         print the version and exit\n"
	"input formats, told from the bytes: ipuz, puz, jpz (zipped or\n"
	"not), xd, Across Lite text, text grid, the newspaper feeds (uclick\n"
	"and Keesing XML, King Features, pzzl and brainsonly text)\n"
};

/* dir/ and the input's name with the extension of the output format. */
static char *
output_name(const char *input)
{
	const char *base = strrchr(input, '/'), *dot;
	const char *ext = tflag->ext;
	size_t n;
	char *out;

	base = base != NULL ? base + 1 : input;
	dot = strrchr(base, '.');
	n = dot != NULL && dot != base ? (size_t)(dot - base) : strlen(base);
	out = xw_emalloc(strlen(dflag) + n + strlen(ext) + 2);
	sprintf(out, "%s/%.*s%s", dflag, (int)n, base, ext);
	return out;
}

/* Messages start on a line of their own, not after the progress. */
static void
end_progress(void)
{
	if (progress_shown) {
		fputc('\n', stderr);
		progress_shown = 0;
	}
}

/* Whether two paths name the same existing file. */
static int
same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return a != NULL && b != NULL && stat(a, &sa) == 0 &&
	    stat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
	    sa.st_ino == sb.st_ino;
}

/*
 * The output of input, made before any work: an existing file is refused
 * unless -f, and never is it the input. Devices and pipes, such as
 * /dev/stdout, are written, never "replaced". The input is looked at
 * only when -f would replace a file or one is refused, so that a batch
 * into an empty folder costs one stat(2) a file.
 */
static struct xw_out *
open_output(const char *input, const char *dest)
{
	struct xw_error e;
	struct xw_out *o;

	if (fflag && same_file(input, dest)) {
		end_progress();
		xw_warnx("%s: will not overwrite the input", dest);
		return NULL;
	}
	if ((o = xw_out_open(dest, fflag ? 0 : XW_OUT_NEW, &e)) != NULL)
		return o;
	end_progress();
	if (e.code != XW_ERR_EXISTS)
		xw_report(&e);
	else if (same_file(input, dest))
		xw_warnx("%s: will not overwrite the input", dest);
	else
		xw_warnx("%s: exists; -f overwrites it", dest);
	return NULL;
}

/* Convert one input to dest (NULL: stdout). Returns 0, or 2 on trouble. */
static int
convert(const char *input, const char *dest)
{
	struct xw_read_opts opts = { fflag ? XW_READ_FORCE : 0,
	    Kflag ? XW_KEY_FIND : (int)kflag };
	const char *name = xw_display_name(input);
	struct xw_buf text = { 0 };
	struct xw_error e, w;
	struct xw_puzzle *p;
	struct xw_out *o;
	char lost[256];

	if ((o = open_output(input, dest)) == NULL)
		return XW_EXIT_TROUBLE;
	if ((p = xw_puzzle_load(input, &opts, &e, &w)) == NULL) {
		end_progress();
		xw_report(&e);
		xw_out_abort(o);
		return XW_EXIT_TROUBLE;
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
		end_progress();
		xw_warnx("%s: cannot write %s: %s", name, tflag->name, e.msg);
		xw_buf_free(&text);
		xw_puzzle_free(p);
		xw_out_abort(o);
		return XW_EXIT_TROUBLE;
	}
	if (!qflag && xw_format_losses(p, tflag, lost, sizeof(lost)) > 0) {
		end_progress();
		xw_warnx("%s: warning: a %s file cannot hold %s; left out",
		    name, tflag->ext, lost);
	}
	xw_puzzle_free(p);
	xw_out_write(o, text.s, text.len);
	xw_buf_free(&text);
	if (xw_out_close(o, &e)) {
		end_progress();
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}
	return XW_EXIT_OK;
}

/* Convert inputs[k], inputs[k + step], ...; return how many failed. */
static long
convert_some(char **inputs, int n, int k, int step, int progress)
{
	long failed = 0;
	char *dest;
	int i;

	for (i = k; i < n; i += step) {
		dest = output_name(inputs[i]);
		if (convert(inputs[i], dest) != XW_EXIT_OK)
			failed++;
		free(dest);
		if (progress) {
			fprintf(stderr, "\r%s: %d of %d", xw_progname(), i + 1, n);
			progress_shown = 1;
		}
	}
	return failed;
}

static int
name_order(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Inputs of the same name would overwrite each other's output. */
static int
clashes(char **inputs, int n)
{
	char **names = xw_ereallocarray(NULL, (size_t)n + 1, sizeof(*names));
	int i, found = 0;

	for (i = 0; i < n; i++)
		names[i] = output_name(inputs[i]);
	qsort(names, (size_t)n, sizeof(*names), name_order);
	for (i = 1; i < n; i++)
		if (strcmp(names[i], names[i - 1]) == 0 &&
		    (i < 2 || strcmp(names[i], names[i - 2]) != 0)) {
			xw_warnx("%s: several inputs would be written here",
			    names[i]);
			found = 1;
		}
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return found;
}

/*
 * A batch into dflag: in this process, or in Jflag workers that take
 * every Jflag-th input and report their failures through a pipe.
 */
static long
batch(char **inputs, int n)
{
	int progress = !qflag && isatty(STDERR_FILENO), fds[2], k, status;
	long failed = 0, count;
	pid_t pid;
	FILE *fp;

	if (Jflag <= 1 || n < 2) {
		failed = convert_some(inputs, n, 0, 1, progress);
	} else {
		if (pipe(fds) != 0)
			xw_err(XW_EXIT_TROUBLE, "pipe");
		fflush(NULL);
		for (k = 0; k < Jflag && k < n; k++) {
			if ((pid = fork()) < 0)
				xw_err(XW_EXIT_TROUBLE, "fork");
			if (pid == 0) {
				close(fds[0]);
				count = convert_some(inputs, n, k, (int)Jflag,
				    progress && k == 0);
				dprintf(fds[1], "%ld\n", count);
				_exit(0);
			}
		}
		close(fds[1]);
		if ((fp = fdopen(fds[0], "r")) == NULL)
			xw_err(XW_EXIT_TROUBLE, "fdopen");
		while (fscanf(fp, "%ld", &count) == 1)
			failed += count;
		fclose(fp);
		/* A worker that died counts as failing every file it had. */
		while ((pid = wait(&status)) > 0 || errno == EINTR) {
			if (pid > 0 && !(WIFEXITED(status) &&
			    WEXITSTATUS(status) == 0)) {
				xw_warnx("a worker process died");
				failed += n / Jflag + 1;
			}
		}
	}
	end_progress();
	return failed;
}

/* Make the folder dir and those above it that are missing, as mkdir -p. */
static void
make_folder(const char *dir)
{
	char *path = xw_estrdup(dir), *p;

	for (p = path + 1; ; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		if (p[-1] != '/') {
			char c = *p;

			*p = '\0';
			if (mkdir(path, 0777) != 0 && errno != EEXIST)
				xw_err(XW_EXIT_TROUBLE, "cannot make folder "
				    "'%s'", path);
			*p = c;
		}
		if (*p == '\0')
			break;
	}
	free(path);
}

/* -d: every input into dflag, a folder, made when it is missing. */
static int
to_folder(char **inputs, int n)
{
	struct stat st;
	long failed;
	int found = stat(dflag, &st) == 0;
	int missing = !found && errno == ENOENT && *dflag != '\0';

	if (!missing && !(found && S_ISDIR(st.st_mode)))
		xw_errx(XW_EXIT_TROUBLE, "%s: not a folder", dflag);
	while (strlen(dflag) > 1 && dflag[strlen(dflag) - 1] == '/')
		((char *)dflag)[strlen(dflag) - 1] = '\0';
	if (clashes(inputs, n))
		return XW_EXIT_TROUBLE;
	if (n == 0)
		xw_cli_usage();
	if (missing)
		make_folder(dflag);
	if ((failed = batch(inputs, n)) > 0) {
		xw_warnx("%ld of %d file%s failed", failed, n, n == 1 ? "" : "s");
		return XW_EXIT_TROUBLE;
	}
	return XW_EXIT_OK;
}

int
main(int argc, char *argv[])
{
	int ch, ret;

	xw_cli_start(&tool, argv[0]);
	while ((ch = xw_cli_getopt(argc, argv, "d:fJ:Kk:o:qt:")) != -1) {
		switch (ch) {
		case 'd':
			dflag = optarg;
			break;
		case 'f':
			fflag = 1;
			break;
		case 'J':
			Jflag = xw_estrtonum(optarg, 1, 256, "jobs");
			break;
		case 'K':
			Kflag = 1;
			break;
		case 'k':
			kflag = xw_estrtonum(optarg, 0, 9999, "key");
			break;
		case 'o':
			oflag = optarg;
			break;
		case 'q':
			qflag = 1;
			break;
		case 't':
			tflag = xw_format_by_name(optarg);
			if (tflag == NULL || tflag->write == NULL)
				xw_errx(XW_EXIT_TROUBLE, "unknown output format "
				    "'%s': ipuz, puz, jpz, xd or grid", optarg);
			break;
		default:
			xw_cli_usage();
		}
	}
	argc -= optind;
	argv += optind;
	if (tflag == NULL)
		tflag = xw_format_by_name("ipuz");
	if ((oflag != NULL && dflag != NULL) || (Kflag && kflag >= 0))
		xw_cli_usage();
	if (dflag != NULL)
		ret = to_folder(argv, argc);
	else if (argc > 1)
		xw_errx(XW_EXIT_TROUBLE, "several inputs need -d dir");
	else
		ret = convert(argc == 1 ? argv[0] : NULL, oflag);
	return xw_cli_finish(ret);
}
