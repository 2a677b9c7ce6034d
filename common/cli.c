/* See LICENSE file for copyright and license details. */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli.h"
#include "format.h"
#include "text.h"
#include "utf8.h"
#include "util.h"
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

/*
 * Refuse the option ch, which takes one value, given again with value
 * now: the second would replace the first unsaid, and "-f one.zip -f
 * two.zip" pack into two.zip alone. advice, if not NULL, says what to
 * do instead of "give it once".
 */
static void
once(int ch, const char *now, const char *advice)
{
	static const char *given[UCHAR_MAX + 1];
	char why[2 * XW_SHOWN_SIZE(40) + 160];
	char was[XW_SHOWN_SIZE(40)], is[XW_SHOWN_SIZE(40)];

	if (given[(unsigned char)ch] == NULL) {
		given[(unsigned char)ch] = now;
		return;
	}
	snprintf(why, sizeof(why), "-%c given twice ('%s', then '%s'): %s",
	    ch, xw_utf8_shown(given[(unsigned char)ch],
	    strlen(given[(unsigned char)ch]), 40, was, sizeof(was)),
	    xw_utf8_shown(now, strlen(now), 40, is, sizeof(is)),
	    advice != NULL ? advice : "give it once");
	xw_cli_refuse(why);
}

void
xw_cli_out_named(int opt, const char *name)
{
	char why[64];

	/* '' would be reported later as ": cannot tell the format" or
	   "cannot write ''", a name slot with nothing in it. */
	if (name[0] == '\0') {
		snprintf(why, sizeof(why), "-%c '': an empty file name", opt);
		xw_cli_refuse(why);
	}
}

int
xw_cli_options(int argc, char *const argv[], const char *optstring,
    const struct xw_cli_opt *table)
{
	const struct xw_cli_opt *t;
	const char *o;
	int ch, named;

	while ((ch = xw_cli_getopt(argc, argv, optstring)) != -1) {
		for (t = table; t->ch != 0 && t->ch != ch; t++)
			;
		named = t->ch != 0 && (t->kind == XW_OPT_ARG ||
		    t->kind == XW_OPT_OUT);
		o = strchr(optstring, ch);
		if (o != NULL && o[1] == ':' &&
		    (t->ch == 0 || t->kind != XW_OPT_LIST))
			once(ch, optarg, named ? t->what : NULL);
		if (t->ch == 0)
			return ch;
		if (t->kind == XW_OPT_OUT)
			xw_cli_out_named(ch, optarg);
		if (t->kind == XW_OPT_FLAG)
			*(int *)t->var = 1;
		else if (named)
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
	if (i < s->kept && !s->not_1252)
		xw_warnx("%s: warning: a list whose lines are not UTF-8 may be "
		    "Latin-1 or Windows-1252 text%s", list,
		    xw_iconv_1252_hint(s->bom));
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
