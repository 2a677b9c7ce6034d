/* See LICENSE file for copyright and license details. */
/*
 * One input converted to one output, for a file alone and for each of
 * a batch: the output refused when it exists or is an input (but with
 * -f or -u), -u's check that it is up to date, the failures said with
 * the option that helps, and the warning when the input changed while
 * it was converted.
 */
#include <sys/stat.h>

#include <fcntl.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "convert.h"
#include "format.h"
#include "puz.h"
#include "puzzle.h"
#include "util.h"

/*
 * Count every input of the run, those of a batch still to come too, as a
 * file no output may replace, by whatever name, link or hard link, it is
 * reached: once, before the first output that could replace one, or
 * when one is refused. So a batch into an empty folder without -f or -u
 * costs no stat(2) for it.
 */
void
protect_inputs(void)
{
	static int done;
	int i;

	if (done)
		return;
	done = 1;
	for (i = 0; i < nrun_inputs; i++)
		if (strcmp(run_inputs[i], "-") != 0)
			xw_protect_path(run_inputs[i]);
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
		xw_cli_end_with(&h, "; ", xw_errcode_hint(e->code,
		    XW_HINT_OWN | (dflag != NULL ? XW_HINT_BATCH : 0)));
	else if (e->code == XW_ERR_SCRAMBLED && kflag >= 0)
		xw_cli_end_with(&h, "; ", xw_errcode_hint(e->code, XW_HINT_OWN));
	else if (e->code == XW_ERR_CANNOT_HOLD && key_helps(p))
		xw_cli_end_with(&h, "; it is scrambled: ",
		    xw_errcode_hint(XW_ERR_SCRAMBLED, XW_HINT_OWN));
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
	int watch, lossy = 0;

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
	if (!qflag)
		xw_cli_stdin_note(input, "a puzzle", "paste it and end",
		    "a file (ipuz-convert FILE)");
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
		else if (w.line > 0)
			xw_warnx("%s:%ld: warning: %s; read anyway", name,
			    w.line, w.msg);
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
		lossy = 1;
		end_progress();
		xw_warnx("%s: warning: a %s file cannot hold %s; left out%s%s",
		    name, tflag->ext, lost, key_helps(p) ? "; " : "",
		    key_helps(p) ? xw_errcode_hint(XW_ERR_SCRAMBLED,
		    XW_HINT_OWN) : "");
	}
	/* Nothing left out there: the text is, but reads back as
	   something else. */
	if (!qflag && xw_format_changes(p, tflag, lost, sizeof(lost)) > 0) {
		lossy = 1;
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
	return lossy ? CONV_LOSSY : CONV_DONE;
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
