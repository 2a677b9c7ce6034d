/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli.h"
#include "format.h"
#include "text.h"
#include "utf8.h"
#include "util.h"
#include "wordidx.h"
#include "wordidx_priv.h"
#include "words.h"

static const struct xw_tool *tool;

static const int stop_signals[] = { SIGHUP, SIGINT, SIGTERM };
static int ignored[3];		/* each of stop_signals ignored at start */

_Noreturn void
xw_cli_die_of(int sig)
{
	struct sigaction sa;
	sigset_t set;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	/* In a handler sig is blocked: unblocked, it kills here, not when
	   the handler returns. The mask is this thread's (gridfill fills
	   in several), where raise sends sig: pthread_sigmask says so,
	   sigprocmask is unspecified in a threaded process. */
	sigemptyset(&set);
	sigaddset(&set, sig);
	pthread_sigmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig);	/* as a shell says a death by sig */
}

/* A stop signal: remove the temporaries, and die of it. */
static void
die_of(int sig)
{
	xw_out_cleanup();
	xw_cli_die_of(sig);
}

void
xw_cli_on_signals(void (*handler)(int))
{
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler != NULL ? handler : die_of;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < 3; i++)
		sigaddset(&sa.sa_mask, stop_signals[i]);
	for (i = 0; i < 3; i++)
		if (!ignored[i])
			sigaction(stop_signals[i], &sa, NULL);
}

void
xw_cli_start(const struct xw_tool *t, const char *argv0)
{
	struct sigaction old;
	size_t i;

	tool = t;
	xw_setprogname(argv0 != NULL ? argv0 : t->name);
	/* A closed stdin, stdout or stderr would be the next file opened,
	   and messages would go into an output: /dev/null takes its place.
	   Read-only for stdout, so that what is written to it fails as it
	   would have (Bad file descriptor, exit 2), not vanishes. */
	for (i = 0; i < 3; i++)
		if (fcntl((int)i, F_GETFD) < 0 && errno == EBADF &&
		    open("/dev/null", i == 2 ? O_WRONLY : O_RDONLY) < 0)
			exit(XW_EXIT_TROUBLE);
	xw_protect_inputs();
	/* Past a limit on a file's size (ulimit -f) SIGXFSZ would kill the
	   tool unsaid, a batch with it: ignored, the write fails with EFBIG
	   and is reported as any failed write, and a batch goes on. */
	signal(SIGXFSZ, SIG_IGN);
	/* Under nohup(1) SIGHUP stays ignored. */
	for (i = 0; i < 3; i++)
		ignored[i] = sigaction(stop_signals[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_IGN;
	xw_cli_on_signals(NULL);
}

_Noreturn void
xw_cli_usage(void)
{
	fputs(tool->usage, stderr);
	exit(XW_EXIT_TROUBLE);
}

_Noreturn void
xw_cli_refuse(const char *why)
{
	xw_warnx("%s", why);
	xw_cli_usage();
}

void
xw_cli_options_first(int argc, char *const argv[], const char *what)
{
	struct stat st;
	char why[XW_SHOWN_SIZE(40) + 64], shown[XW_SHOWN_SIZE(40)];
	int i, files = strcmp(what, "files") == 0;

	if (optind > 0 && optind <= argc && strcmp(argv[optind - 1], "--") == 0)
		return;
	for (i = optind + 1; i < argc; i++)
		if (argv[i][0] == '-' && argv[i][1] != '\0' && (!files ||
		    (lstat(argv[i], &st) != 0 && errno == ENOENT))) {
			snprintf(why, sizeof(why), "options go before the "
			    "%s: '%s' follows one", what,
			    xw_utf8_shown(argv[i], strlen(argv[i]), 40, shown,
			    sizeof(shown)));
			xw_cli_refuse(why);
		}
}

int
xw_cli_getopt(int argc, char *const argv[], const char *optstring)
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static char opts[128];
	int ch;

	/* "+": options end at the first operand, as with POSIX getopt(3):
	   in "ipuz-check a.ipuz -q", -q is a file. */
	if (opts[0] == '\0')
		snprintf(opts, sizeof(opts), "+%shV", optstring);
	switch (ch = getopt_long(argc, argv, opts, longopts, NULL)) {
	case 'h':
		fputs(tool->usage, stdout);
		fputs(tool->help, stdout);
		exit(xw_cli_finish(XW_EXIT_OK));
	case 'V':
		printf("%s %s\n", tool->name, XW_VERSION);
		exit(xw_cli_finish(XW_EXIT_OK));
	case '?':
		xw_cli_usage();
	default:
		return ch;
	}
}

int
xw_cli_options(int argc, char *const argv[], const char *optstring,
    const struct xw_cli_opt *table)
{
	const struct xw_cli_opt *t;
	int ch;

	while ((ch = xw_cli_getopt(argc, argv, optstring)) != -1) {
		for (t = table; t->ch != 0 && t->ch != ch; t++)
			;
		if (t->ch == 0)
			return ch;
		if (t->kind == XW_OPT_FLAG)
			*(int *)t->var = 1;
		else if (t->kind == XW_OPT_ARG)
			*(const char **)t->var = optarg;
		else if (t->kind == XW_OPT_LIST)
			xw_cli_lists_add(t->var, optarg);
		else
			*(long *)t->var = xw_estrtonum(optarg, t->min, t->max,
			    t->what);
	}
	return -1;
}

int
xw_exit_fold(int a, int b)
{
	return a > b ? a : b;
}

int
xw_cli_finish(int status)
{
	return xw_exit_fold(status, xw_fshut(stdout, "<stdout>"));
}

void
xw_cli_warn_skipped(const char *list, size_t n, long first)
{
	if (n > 0)
		xw_warnx("%s: warning: skipped %zu malformed line%s, the first "
		    "is line %ld", list, n, n == 1 ? "" : "s", first);
}

void
xw_cli_warn_badlines(const char *list, const struct xw_skipped *s)
{
	char say[XW_SKIPPED_SAY_SIZE];
	size_t i;

	if (s->n == 0)
		return;
	for (i = 0; i < s->kept; i++)
		xw_warnx("%s:%ld: warning: %s", list, s->line[i],
		    xw_skipped_say(s, i, say, sizeof(say)));
	if (s->n > s->kept)
		xw_warnx("%s: warning: skipped %zu malformed lines, the first "
		    "%zu named above", list, s->n, s->kept);
	else
		xw_warnx("%s: warning: skipped %zu malformed line%s", list,
		    s->n, s->n == 1 ? "" : "s");
	/* Lists from older Windows tools (CrossFire) are often Windows-1252,
	   whose accented letters are never UTF-8: the list would go on
	   without every word that has one. */
	for (i = 0; i < s->kept && s->why[i] != XW_BAD_UTF8; i++)
		;
	if (i < s->kept)
		xw_warnx("%s: warning: a list whose lines are not UTF-8 may be "
		    "Latin-1 or Windows-1252 text: convert it with "
		    XW_ICONV_1252, list);
}

void
xw_cli_warn_suspect(const char *list, const struct xw_suspect *s)
{
	/* Not a separator the user named: what the list showed. */
	const char *why = s->sep == ';' ? "the list's lines use ';'" :
	    s->sep == '\t' ? "the list's lines use tabs" :
	    s->sep == ' ' ? "the list's lines use blanks" :
	    "the list is not read as comma-separated: most of its lines are "
	    "not word,score";

	if (s->n == 0)
		return;
	xw_warnx("%s:%ld: warning: '%s' read as the word %s with no score: "
	    "%s", list, s->line, s->text, s->word, why);
	if (s->n > 1)
		xw_warnx("%s: warning: %zu lines end in a comma and a number "
		    "read as part of the word, the first named above", list,
		    s->n);
}

void
xw_cli_warn_read(const struct xw_error *w)
{
	if (w->code == XW_ERR_NONE)
		return;
	if (w->line > 0 && w->col > 0)
		xw_warnx("%s:%ld:%ld: warning: %s", w->file, w->line, w->col,
		    w->msg);
	else if (w->line > 0)
		xw_warnx("%s:%ld: warning: %s", w->file, w->line, w->msg);
	else
		xw_warnx("%s: warning: %s", w->file, w->msg);
}

const char *
xw_cli_read_past_code(const struct xw_format *f)
{
	return f != NULL && strcmp(f->name, "ipuz") != 0 ? f->name : "json";
}

void
xw_cli_end_with(struct xw_error *e, const char *sep, const char *hint)
{
	char msg[sizeof(e->msg)], file[sizeof(e->file)];

	if (hint == NULL)
		return;
	/* Made again, so that one too long loses its middle, as every
	   message does (xw_seterr), and keeps its end and the hint. */
	memcpy(msg, e->msg, sizeof(msg));
	memcpy(file, e->file, sizeof(file));
	xw_seterr(e, e->code, file, e->line, e->col, "%s%s%s", msg, sep, hint);
}

void
xw_cli_hint(struct xw_error *e)
{
	xw_cli_end_with(e, "; ", xw_errcode_hint(e->code, 0));
}

static int wordlist_env(void);

/* The variable that names the default stack, or NULL when none does
   (the installed index): a list the user typed nowhere is said to come
   from there (xw_stack_opts), as ipuz-render says "(from PAPERSIZE)". */
static const char *
default_var(void)
{
	const char *dir = getenv("XW_DATADIR");

	if (wordlist_env())
		return "XW_WORDLIST";
	return dir != NULL && dir[0] != '\0' ? "XW_DATADIR" : NULL;
}

static void
warn_stack(const struct xw_error *w, void *arg)
{
	(void)arg;
	if (w->file[0] != '\0')
		xw_warnx("%s: warning: %s", w->file, w->msg);
	else
		xw_warnx("warning: %s", w->msg);
}

/* warn_stack under XW_CLI_QUIET: a list left out, not the cache. */
static void
warn_stack_quiet(const struct xw_error *w, void *arg)
{
	if (w->file[0] != '\0')
		warn_stack(w, arg);
}

static void
warn_skipped(const char *list, const struct xw_skipped *s, void *arg)
{
	(void)arg;
	xw_cli_warn_badlines(list, s);
}

static void
warn_suspect(const char *list, const struct xw_suspect *s, void *arg)
{
	(void)arg;
	xw_cli_warn_suspect(list, s);
}

static struct xw_stack_opts
stack_opts(unsigned flags)
{
	struct xw_stack_opts o = { 0 };

	o.flags = flags & ~(unsigned)XW_CLI_QUIET;
	o.cache = xw_index_cache_dir();
	o.warn = flags & XW_CLI_QUIET ? warn_stack_quiet : warn_stack;
	/* -q keeps off the lists' lines as it keeps off the puzzle's read
	   warnings: warnings, not trouble. */
	if (!(flags & XW_CLI_QUIET)) {
		o.skipped = warn_skipped;
		o.suspect = warn_suspect;
	}
	return o;
}

struct xw_index *
xw_cli_index_stack(const char *const *paths, size_t n, unsigned flags)
{
	struct xw_stack_opts o = stack_opts(flags);
	struct xw_index *ix;
	struct xw_error e;
	char **def = NULL;

	if (n == 0) {
		def = xw_index_default_stack(&n);
		paths = (const char *const *)def;
		o.from = default_var();
	}
	ix = xw_index_open_stack(paths, n, &o, &e);
	if (ix == NULL) {
		xw_report(&e);
		free(def);
		exit(XW_EXIT_TROUBLE);
	}
	free(def);
	return ix;
}

struct xw_index *
xw_cli_index(const char *path)
{
	return xw_cli_index_stack(&path, path != NULL, 0);
}

/* The stack merged, or NULL with e filled; with need_words, one without
   a word is refused as an index of it is, rather than every answer
   found missing from it. */
static struct xw_wordlist *
wordlist_stack(const char *const *paths, size_t n, unsigned flags,
    int need_words, struct xw_error *e)
{
	struct xw_stack_opts o = stack_opts(flags);
	struct xw_wordlist *w;

	if ((w = xw_wordlist_stack(paths, n, &o, e)) == NULL)
		return NULL;
	if (need_words && xw_wordlist_size(w) == 0) {
		xw_empty_list(e, n == 1 ? xw_display_name(paths[0]) : "", w);
		xw_wordlist_free(w);
		return NULL;
	}
	return w;
}

struct xw_wordlist *
xw_cli_wordlist_stack(const char *const *paths, size_t n,
    struct xw_error *e)
{
	return wordlist_stack(paths, n, 0, 1, e);
}

struct xw_wordlist *
xw_cli_wordlist(const char *path, unsigned flags)
{
	struct xw_wordlist *w;
	struct xw_error e;

	if ((w = wordlist_stack(&path, 1, flags, 0, &e)) == NULL) {
		xw_report(&e);
		exit(XW_EXIT_TROUBLE);
	}
	return w;
}

/*
 * Whether XW_WORDLIST names a list: set but empty, or colons only, it is
 * as if unset (wordfind(1), ENVIRONMENT).
 */
static int
wordlist_env(void)
{
	const char *env = getenv("XW_WORDLIST");

	return env != NULL && env[strspn(env, ":")] != '\0';
}

/*
 * Whether -B may replace path, said when not: an index (of any version:
 * the magic is what tells), or an empty file (as mktemp(1) makes), is
 * rebuilt in place; any other file holds what the user would lose, a
 * word list, a bundle, a PDF. A device or a pipe is written to, as by
 * every tool. The lists of the run are left to xw_out_open, which says
 * "will not overwrite the input".
 */
static int
index_replaceable(const char *path, const char *const *lists, size_t n)
{
	char magic[8];
	struct stat st;
	ssize_t len;
	int fd;

	if (strcmp(path, "-") == 0 || stat(path, &st) != 0 ||
	    !S_ISREG(st.st_mode) || st.st_size == 0 ||
	    xw_cli_is_input(path, lists, n))
		return 1;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		xw_warn("cannot open '%s'", path);
		return 0;
	}
	if ((len = read(fd, magic, sizeof(magic))) < 0) {
		xw_warn("cannot read '%s'", path);
		close(fd);
		return 0;
	}
	close(fd);
	if (!xw_index_is(magic, (size_t)len)) {
		xw_warnx("%s: exists and is not a word-list index; remove it "
		    "first", path);
		return 0;
	}
	return 1;
}

int
xw_cli_index_save(const char *const *paths, size_t n, unsigned flags,
    const char *path)
{
	struct xw_stack_opts o = stack_opts(flags);
	const char *list = xw_index_default_list();
	struct xw_error e;
	char **def = NULL;
	int ret;

	if (n == 0 && wordlist_env()) {
		def = xw_index_default_stack(&n);
		paths = (const char *const *)def;
	} else if (n == 0) {
		paths = &list;
		n = 1;
	}
	if (def != NULL || paths == &list)
		o.from = default_var();
	if (!index_replaceable(path, paths, n)) {
		free(def);
		return XW_EXIT_TROUBLE;
	}
	ret = xw_index_save_stack(paths, n, &o, path, &e);
	if (ret != 0)
		xw_report(&e);
	free(def);
	return ret != 0 ? XW_EXIT_TROUBLE : XW_EXIT_OK;
}

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

void
xw_cli_name_clash(const char *path, const char *says, const char *tname,
    const char *ext)
{
	xw_errx(XW_EXIT_TROUBLE, "-o '%s': the name says %s, but -t %s "
	    "writes %s: drop -t, or end the name in %s", path, says, tname,
	    tname, ext);
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
		if (n > 4 && strcasecmp(base + n - 4, pictures[i]) == 0)
			return pictures[i];
	return NULL;
}

void
xw_cli_name_picture(int opt, const char *path, const char *writes,
    const char *ext)
{
	const char *picture = path != NULL ? xw_cli_picture_ext(path) : NULL;

	if (picture != NULL)
		xw_errx(XW_EXIT_TROUBLE, "-%c '%s': the name says %s, but %s: "
		    "end it in %s (ipuz-render makes the %s)", opt, path,
		    picture, writes, ext, picture);
}

/* Append word to b as one shell word: as it is when it holds nothing the
   shell reads specially, else in single quotes (a quote in it as '"'"':
   messages show a backslash as \x5c), so a pasted command passes it
   whole. */
static void
shell_word(struct xw_buf *b, const char *word)
{
	const char *c;

	if (*word != '\0' && word[strspn(word, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789_./+,:=@%-")] == '\0') {
		xw_buf_puts(b, word);
		return;
	}
	xw_buf_putc(b, '\'');
	for (c = word; *c != '\0'; c++)
		if (*c == '\'')
			xw_buf_puts(b, "'\"'\"'");
		else
			xw_buf_putc(b, *c);
	xw_buf_putc(b, '\'');
}

void
xw_cli_output_operand(int argc, char *const argv[], int first, int says)
{
	const char *operand = argv[argc - 1];
	struct xw_buf cmd = { 0 };
	struct stat st;
	int i, opts_end;

	if (!says || strcmp(operand, "-") == 0 || lstat(operand, &st) == 0 ||
	    errno != ENOENT)
		return;
	/* The command that works: the options given, -o before the files
	   (and before a "--" that ends the options), then the inputs. */
	opts_end = first > 1 && strcmp(argv[first - 1], "--") == 0 ?
	    first - 1 : first;
	xw_buf_puts(&cmd, xw_progname());
	for (i = 1; i < opts_end; i++) {
		xw_buf_putc(&cmd, ' ');
		shell_word(&cmd, argv[i]);
	}
	xw_buf_puts(&cmd, " -o ");
	shell_word(&cmd, operand);
	for (i = opts_end; i < argc - 1; i++) {
		xw_buf_putc(&cmd, ' ');
		shell_word(&cmd, argv[i]);
	}
	xw_errx(XW_EXIT_TROUBLE, "%s: no such file; to name the output, put "
	    "-o before the files: %s", operand, cmd.s);
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

void
xw_cli_lists_add(struct xw_cli_lists *l, const char *path)
{
	l->v = xw_ereallocarray(l->v, l->n + 1, sizeof(*l->v));
	l->v[l->n++] = path;
}

/* Whether path reads the standard input: "-", or its file (/dev/stdin). */
static int
names_stdin(const char *path)
{
	struct stat a, b;

	return strcmp(path, "-") == 0 || (fstat(STDIN_FILENO, &b) == 0 &&
	    stat(path, &a) == 0 && a.st_dev == b.st_dev &&
	    a.st_ino == b.st_ino);
}

/*
 * The list of l, or of XW_WORDLIST when l has none, that reads the
 * standard input, as the user named it; NULL when none does.
 */
static const char *
stdin_list(const struct xw_cli_lists *l, const char **how)
{
	static char name[4096];
	char **def;
	size_t i, n;

	*how = "-w ";
	for (i = 0; i < l->n; i++)
		if (names_stdin(l->v[i]))
			return l->v[i];
	if (l->n > 0 || !wordlist_env())
		return NULL;
	*how = "XW_WORDLIST ";
	def = xw_index_default_stack(&n);
	for (i = 0; i < n && !names_stdin(def[i]); i++)
		;
	if (i < n)
		snprintf(name, sizeof(name), "%s", def[i]);
	free(def);
	return i < n ? name : NULL;
}

int
xw_cli_lists_stdin(const struct xw_cli_lists *l)
{
	const char *how;

	return stdin_list(l, &how) != NULL;
}

void
xw_cli_lists_stdin_once(const struct xw_cli_lists *l, int stdin_read,
    const char *what)
{
	const char *list, *how;

	if (stdin_read && (list = stdin_list(l, &how)) != NULL)
		xw_errx(XW_EXIT_TROUBLE, "standard input cannot be both a word "
		    "list (%s%s) and %s", how, list, what);
}

void
xw_json_line(json_object *doc, struct xw_buf *out)
{
	const unsigned char *s = (const unsigned char *)
	    json_object_to_json_string_ext(doc, JSON_C_TO_STRING_PLAIN |
	    JSON_C_TO_STRING_NOSLASHESCAPE);
	size_t i, from = 0;
	unsigned c;

	/*
	 * json-c writes U+0085 and the other C1 controls, U+2028 and
	 * U+2029 as they are; JavaScript, Python's splitlines and editors
	 * take some for line ends, and one document became two lines.
	 * Their bytes are only ever in a string.
	 */
	for (i = 0; s[i] != '\0'; i++) {
		if (s[i] == 0xc2 && s[i + 1] >= 0x80 && s[i + 1] <= 0x9f)
			c = s[i + 1];
		else if (s[i] == 0xe2 && s[i + 1] == 0x80 &&
		    (s[i + 2] == 0xa8 || s[i + 2] == 0xa9))
			c = 0x2000 + s[i + 2] - 0x80;
		else
			continue;
		xw_buf_add(out, (const char *)s + from, i - from);
		xw_buf_printf(out, "\\u%04x", c);
		i += c < 0x100 ? 1 : 2;
		from = i + 1;
	}
	xw_buf_puts(out, (const char *)s + from);
	xw_buf_putc(out, '\n');
}

void
xw_json_println(json_object *doc)
{
	struct xw_buf line = { 0 };

	xw_json_line(doc, &line);
	fwrite(line.s, 1, line.len, stdout);
	xw_buf_free(&line);
	json_object_put(doc);
}
