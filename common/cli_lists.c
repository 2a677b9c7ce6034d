/* See LICENSE file for copyright and license details. */
/* The command-line kit's word lists and indexes (cli.h). */
#include <sys/stat.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "util.h"
#include "wordidx.h"
#include "wordidx_priv.h"
#include "words.h"

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

/* Before the stack paths[0..n) is read with flags: say of a list read
   from a terminal that it waits, as the tools say of a puzzle. */
static void
note_stdin_list(const char *const *paths, size_t n, unsigned flags)
{
	size_t i;

	for (i = 0; i < n && !(flags & XW_CLI_QUIET); i++)
		if (strcmp(paths[i], "-") == 0) {
			xw_cli_stdin_note(paths[i], "a word list",
			    "a word a line, end", NULL);
			return;
		}
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
	note_stdin_list(paths, n, flags);
	ix = xw_index_open_stack(paths, n, &o, &e);
	if (ix == NULL) {
		xw_report(&e);
		free(def);
		exit(XW_EXIT_TROUBLE);
	}
	free(def);
	return ix;
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

	note_stdin_list(paths, n, flags);
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
	note_stdin_list(paths, n, flags);
	ret = xw_index_save_stack(paths, n, &o, path, &e);
	if (ret != 0)
		xw_report(&e);
	free(def);
	return ret != 0 ? XW_EXIT_TROUBLE : XW_EXIT_OK;
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

