/* See LICENSE file for copyright and license details. */
/* The command-line kit's outputs: names, folders, terminals (cli.h). */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "cli.h"
#include "clocale.h"
#include "format.h"
#include "util.h"
#include "util_priv.h"

int
xw_cli_is_input(const char *path, const char *const *inputs, size_t n)
{
	struct stat out, in;

	if (path == NULL || strcmp(path, "-") == 0 || stat(path, &out) != 0)
		return 0;
	while (n-- > 0)
		if (inputs[n] != NULL && strcmp(inputs[n], "-") != 0 &&
		    stat(inputs[n], &in) == 0 && in.st_dev == out.st_dev &&
		    in.st_ino == out.st_ino)
			return 1;
	return 0;
}

struct xw_out *
xw_cli_out_open(const char *path, int replace, const char *const *inputs,
    size_t n)
{
	struct xw_error e;
	struct xw_out *o;

	if (xw_cli_is_input(path, inputs, n)) {
		xw_warnx("%s: will not overwrite the input", path);
		return NULL;
	}
	if ((o = xw_out_open(path, replace ? 0 : XW_OUT_NEW, &e)) == NULL)
		xw_cli_not_written(path, &e, 'f');
	return o;
}

int
xw_cli_out_is_tty(const char *path)
{
	struct stat st;
	int fd, tty;

	if (xw_is_stdout(path))
		return isatty(STDOUT_FILENO);
	if (stat(path, &st) != 0 || !S_ISCHR(st.st_mode) ||
	    (fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK |
	    O_CLOEXEC)) < 0)
		return 0;
	tty = isatty(fd);
	close(fd);
	return tty;
}

void
xw_cli_binary_tty(const char *path, int opt, const char *what, int force,
    int forced)
{
	char anyway[32] = "";

	if (forced || !xw_cli_out_is_tty(path))
		return;
	if (force != 0)
		snprintf(anyway, sizeof(anyway), "; -%c writes it anyway",
		    force);
	xw_errx(XW_EXIT_TROUBLE, "will not write %s to a terminal: give -%c "
	    "file, or redirect the output%s", what, opt, anyway);
}

/*
 * The key that ends the terminal's input, VEOF, as a user types it, in
 * key: "Ctrl-D", or another that stty(1) made of it ("Ctrl-\", "Ctrl-?"
 * for DEL, "the x key", "the space key"); 0 when no key ends it (stty
 * eof undef, or a terminal not in canonical mode, which reads no VEOF)
 * or it is a byte past ASCII, whose key only the terminal's charset
 * knows.
 */
static int
eof_key(char *key, size_t size)
{
	struct termios t;
	int c = 'D' - '@';

	if (tcgetattr(STDIN_FILENO, &t) == 0) {
		if (!(t.c_lflag & ICANON))
			return 0;
		c = t.c_cc[VEOF];
#ifdef _POSIX_VDISABLE
		if (c == _POSIX_VDISABLE)
			return 0;
#endif
	}
	/* A printable key is named, not quoted: "'''" reads badly, "the '
	   key" does not. */
	if (c < ' ')
		snprintf(key, size, "Ctrl-%c", '@' + c);
	else if (c == 0x7f)
		snprintf(key, size, "Ctrl-?");
	else if (c == ' ')
		snprintf(key, size, "the space key");
	else if (c < 0x7f)
		snprintf(key, size, "the %c key", c);
	else
		return 0;
	return 1;
}

/* Add s to b as messages show text from outside (xw_buf_escape). */
static void
put_escaped(struct xw_buf *b, const char *s)
{
	xw_buf_escape(b, s, strlen(s));
}

void
xw_cli_stdin_note(const char *path, const char *what, const char *how,
    const char *instead)
{
	struct xw_buf note = { 0 };
	char key[16];

	/* Only a user at a terminal waits unawares: a pipe, a file or
	   /dev/null is read as it always was, unsaid. */
	if ((path != NULL && strcmp(path, "-") != 0) ||
	    !isatty(STDIN_FILENO))
		return;
	/* The key's name is the kit's own, printable ASCII, so shown as it
	   is: escaped, its backslash would read "Ctrl-\x5c". The rest may
	   hold a name from outside (the program's), so is escaped. */
	xw_buf_puts(&note, "reading ");
	put_escaped(&note, what);
	xw_buf_puts(&note, " from the terminal: ");
	put_escaped(&note, how);
	if (eof_key(key, sizeof(key))) {
		xw_buf_puts(&note, " with ");
		xw_buf_puts(&note, key);
	} else {
		xw_buf_puts(&note, " the input");
	}
	if (instead != NULL) {
		xw_buf_puts(&note, ", or give ");
		put_escaped(&note, instead);
	}
	xw_warn_shown(note.s);
	xw_buf_free(&note);
}

void
xw_cli_out_not_folder(const char *path)
{
	struct xw_error e;
	struct stat st;
	size_t n = path != NULL ? strlen(path) : 0;

	if (path != NULL && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		xw_seterr_io(&e, path, "write", strerror(EISDIR));
		xw_report(&e);
		exit(XW_EXIT_TROUBLE);
	}
	/* A name that ends in '/' can only be a folder: one missing is
	   said so, not what the name fails to say of a format. */
	if (n > 0 && path[n - 1] == '/' && stat(path, &st) != 0) {
		if (errno == ENOENT)
			xw_errx(XW_EXIT_TROUBLE, "cannot write '%s': no such "
			    "folder (a name ending in / names one)", path);
		xw_err(XW_EXIT_TROUBLE, "cannot write '%s'", path);
	}
}

void
xw_cli_not_written(const char *path, const struct xw_error *e, int force)
{
	if (e->code == XW_ERR_EXISTS)
		xw_warnx("%s: exists; -%c overwrites it", path, force);
	else
		xw_report(e);
}

int
xw_cli_clash_fault(const char *path, const char *says, const char *tname,
    const char *ext, struct xw_error *e)
{
	return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "-o '%s': the name says %s, "
	    "but -t %s writes %s: drop -t, or end the name in %s", path, says,
	    tname, tname, ext);
}

int
xw_cli_name_fault(int opt, const char *path, const char *writes,
    const char *ext, int convert, struct xw_error *e)
{
	const struct xw_format *named = xw_format_of_name(path);
	char hint[64] = "";

	if (named == NULL || strcmp(ext, named->ext) == 0)
		return 0;
	if (convert)
		snprintf(hint, sizeof(hint), " (ipuz-convert makes the %s)",
		    named->ext);
	return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "-%c '%s': the name says "
	    "%s, but %s: end it in %s%s", opt, path, named->ext, writes, ext,
	    hint);
}

void
xw_cli_name_puzzle(int opt, const char *path, const char *writes,
    const char *ext, int convert)
{
	struct xw_error e;

	if (xw_cli_name_fault(opt, path, writes, ext, convert, &e) != 0) {
		xw_report(&e);
		exit(XW_EXIT_TROUBLE);
	}
}

const char *
xw_cli_picture_ext(const char *path)
{
	static const char *const pictures[] = { ".pdf", ".png", ".svg" };
	const char *base = strrchr(path, '/');
	size_t i, n;

	base = base != NULL ? base + 1 : path;
	n = strlen(base);
	for (i = 0; i < sizeof(pictures) / sizeof(pictures[0]); i++)
		if (n > 4 && xw_ascii_casecmp(base + n - 4, pictures[i]) == 0)
			return pictures[i];
	return NULL;
}

int
xw_cli_picture_fault(int opt, const char *path, const char *writes,
    const char *ext, struct xw_error *e)
{
	const char *picture = xw_cli_picture_ext(path);

	if (picture == NULL)
		return 0;
	return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "-%c '%s': the name says %s, "
	    "but %s: end it in %s (ipuz-render makes the %s)", opt, path,
	    picture, writes, ext, picture);
}

void
xw_cli_output_operand(int argc, char *const argv[], int first, int says,
    const struct xw_error *refused)
{
	static const char advice[] = "no such file; to name the output, put "
	    "-o before the files";
	const char *operand = argv[argc - 1];
	struct xw_buf cmd = { 0 }, line = { 0 };
	struct stat st;
	int i, opts_end;

	if (!says || strcmp(operand, "-") == 0 || lstat(operand, &st) == 0 ||
	    errno != ENOENT)
		return;
	/* A missing input is the first fault: a command with -o would meet
	   it next (a typo in the input's name is the likelier slip). */
	for (i = first; i < argc - 1; i++)
		if (strcmp(argv[i], "-") != 0 && lstat(argv[i], &st) != 0 &&
		    errno == ENOENT)
			xw_errx(XW_EXIT_TROUBLE, "%s: no such file, nor %s "
			    "(to name an output, put -o before the files)",
			    argv[i], operand);
	/* The command given would be refused at once for the name: the
	   refusal now, not a command that meets it. */
	if (refused != NULL) {
		xw_error_text(refused, &line);
		xw_errx(XW_EXIT_TROUBLE, "%s: %s, but that would be refused: %s",
		    operand, advice, line.s);
	}
	/* The command that works: the options given, -o before the files
	   (and before a "--" that ends the options), then the inputs. */
	opts_end = first > 1 && strcmp(argv[first - 1], "--") == 0 ?
	    first - 1 : first;
	xw_buf_puts(&cmd, xw_progname());
	for (i = 1; i < opts_end; i++) {
		xw_buf_putc(&cmd, ' ');
		xw_shell_word(&cmd, argv[i]);
	}
	xw_buf_puts(&cmd, " -o ");
	xw_shell_word(&cmd, operand);
	for (i = opts_end; i < argc - 1; i++) {
		xw_buf_putc(&cmd, ' ');
		xw_shell_word(&cmd, argv[i]);
	}
	/* Only a command shown as it is, whole, can be pasted: a name with
	   a newline is shown 'a\nb' and names another file, and a line too
	   long loses its middle. Without one, the advice alone. */
	xw_buf_printf(&line, "%s: %s: %s", operand, advice, cmd.s);
	if (!xw_shown_as_is(cmd.s) || !xw_msg_fits(line.s))
		xw_errx(XW_EXIT_TROUBLE, "%s: %s", operand, advice);
	xw_errx(XW_EXIT_TROUBLE, "%s", line.s);
}

char *
xw_cli_out_name(const char *dir, const char *input, const char *ext)
{
	const char *base = strrchr(input, '/'), *dot;
	size_t n;
	char *out;

	base = base != NULL ? base + 1 : input;
	dot = strrchr(base, '.');
	n = dot != NULL && dot != base ? (size_t)(dot - base) : strlen(base);
	out = xw_emalloc(strlen(dir) + n + strlen(ext) + 2);
	sprintf(out, "%s/%.*s%s", dir, (int)n, base, ext);
	return out;
}

/* Make the folder path (0), or say why not (-1); within: whether it is
   past the folder the user named, where a link is not gone through. */
static int
make_one_folder(const char *path, int within, struct xw_error *e)
{
	struct stat st;

	if (mkdir(path, 0777) == 0)
		return 0;
	if (errno != EEXIST)
		return xw_seterr_io(e, path, "make folder", strerror(errno));
	if (within && (lstat(path, &st) != 0 || !S_ISDIR(st.st_mode)))
		return xw_seterr(e, XW_ERR_ARG, path, 0, 0, "is not a folder; "
		    "nothing written in it");
	return 1;
}

int
xw_cli_make_folders(const char *path, size_t top,
    void (*made)(const char *folder, void *arg), void *arg,
    struct xw_error *e)
{
	char *copy = xw_estrdup(path), *p, c;
	int ret = 0;

	for (p = copy; ret >= 0; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		if (p > copy && p[-1] != '/') {
			c = *p;
			*p = '\0';
			ret = make_one_folder(copy, (size_t)(p - copy) > top,
			    e);
			if (ret == 0 && made != NULL)
				made(copy, arg);
			*p = c;
		}
		if (*p == '\0')
			break;
	}
	free(copy);
	return ret < 0 ? -1 : 0;
}

