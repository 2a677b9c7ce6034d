/* See LICENSE file for copyright and license details. */
#ifndef XW_CLI_H
#define XW_CLI_H

#include "util.h"
#include "words.h"

struct xw_format;

/*
 * The command-line kit: what every tool's main does the same way. For
 * cmd/ only: unlike the rest of common/, these print and exit, and the
 * header is not installed with the library.
 */

struct json_object;
struct xw_index;
struct xw_wordlist;

/* What a tool says of itself. */
struct xw_tool {
	const char *name;	/* "ipuz-check" */
	const char *usage;	/* "usage: ..." lines as in the SYNOPSIS, each
				   ending in a newline */
	const char *help;	/* the option list -h prints after them */
};

/*
 * Take t as the tool being run; messages start with argv0's basename.
 * From then on no output replaces an input (xw_protect_inputs), and
 * SIGHUP, SIGINT and SIGTERM remove the temporaries of unfinished
 * outputs before the tool dies of them. SIGXFSZ is ignored: a write past
 * a limit on a file's size fails (EFBIG) and is reported.
 */
void xw_cli_start(const struct xw_tool *t, const char *argv0);

/* Run handler on SIGHUP, SIGINT and SIGTERM (each blocked while it runs),
   but for those ignored at the start; NULL restores xw_cli_start's. */
void xw_cli_on_signals(void (*handler)(int));

/* Die of the signal sig as if it were not handled, from its handler too
   (async-signal-safe); should it not kill, _exit(128 + sig). */
_Noreturn void xw_cli_die_of(int sig);

/*
 * getopt_long(3) over optstring, with -h and --help (usage and options to
 * stdout, exit 0) and -V and --version (the version, exit 0) added; an
 * unknown option or a missing argument prints the usage to stderr and
 * exits 2. Options end at the first operand, as with getopt(3). Returns
 * the next option of optstring, or -1 at the operands.
 */
int xw_cli_getopt(int argc, char *const argv[], const char *optstring);

/* An option that only sets a variable, for xw_cli_options. */
enum {
	XW_OPT_FLAG,		/* int *var becomes 1 */
	XW_OPT_ARG,		/* const char **var becomes the argument; what,
				   if not NULL, is the advice for a second
				   one ("give it once") */
	XW_OPT_OUT,		/* the same, the name of an output: an empty
				   one is refused */
	XW_OPT_NUM,		/* long *var becomes the argument, a number
				   from min to max called what in messages */
	XW_OPT_LIST		/* the argument is added to the struct
				   xw_cli_lists *var: the one that may be
				   given more than once */
};
struct xw_cli_opt {
	int ch;
	int kind;		/* XW_OPT_* */
	void *var;
	const char *what;
	long min, max;
};

/*
 * xw_cli_getopt, setting the options of table (ended by a row whose ch
 * is 0) as their rows say. An option that takes an argument, but for
 * XW_OPT_LIST, given a second time is refused as usage: the second
 * would have replaced the first, unsaid. Returns the next option of
 * optstring that is not in the table, or -1 at the operands.
 */
int xw_cli_options(int argc, char *const argv[], const char *optstring,
    const struct xw_cli_opt *table);

/*
 * Refuse an operand after the first that looks like an option ("-t"),
 * which would be taken as a file or a pattern ("ipuz-convert a.puz -t
 * grid"), and for files (what "files") is no file; after "--" none is
 * refused. With optind at the first operand.
 */
void xw_cli_options_first(int argc, char *const argv[], const char *what);

/* Print the usage to stderr and exit 2. */
_Noreturn void xw_cli_usage(void);

/* Say why the command line is refused, then xw_cli_usage. */
_Noreturn void xw_cli_refuse(const char *why);

/* Refuse, as xw_cli_refuse, an empty name given to option opt for an
   output ("-o '': an empty file name"), as XW_OPT_OUT options are; a
   name that is not empty passes. */
void xw_cli_out_named(int opt, const char *name);

/* The status of two outcomes together: the worse, 0 < 1 < 2 < 3. */
int xw_exit_fold(int a, int b);

/* Close stdout and fold what that did into status: main's last line. */
int xw_cli_finish(int status);

/*
 * The word-list index of the stack paths[0..n) (lists or indexes, "-"
 * standard input), or of the default stack for n 0 ($XW_WORDLIST, else
 * the installed index), opened with flags (XW_WORDS_FOLD) and cached in
 * xw_index_cache_dir() as xw_index_open_stack does. Warns of lists left
 * out, of their malformed lines and of a cache it cannot write; reports
 * an error and exits 2 when nothing usable remains.
 */
struct xw_index *xw_cli_index_stack(const char *const *paths, size_t n,
    unsigned flags);
/* A flag of xw_cli_index_stack and xw_cli_wordlist (-q): no word of a
   cache it cannot write (a run's results do not depend on it, only its
   time), nor of the lists' malformed or suspect lines; a list left out
   of a stack, which could not be read, is still said. */
#define XW_CLI_QUIET	0x100

/* The stack paths[0..n) merged into one list (no cache), with the same
   warnings; NULL with e filled, for the caller to report, when nothing
   usable remains or the lists hold no word (as an index of them would
   be). */
struct xw_wordlist *xw_cli_wordlist_stack(const char *const *paths,
    size_t n, struct xw_error *e);

/* One path, as a list of words to leave out (gridfill -x), read with
   flags (XW_WORDS_FOLD: as the folded index it is matched against is;
   XW_CLI_QUIET): it may be empty. */
struct xw_wordlist *xw_cli_wordlist(const char *path, unsigned flags);

/* Index the stack paths[0..n) (n 0: the default list) into the file path
   with flags, with the same warnings; an existing path that is neither
   an index nor empty is refused, said, before anything is read. Returns
   the exit status, 0 or 2. */
int xw_cli_index_save(const char *const *paths, size_t n, unsigned flags,
    const char *path);

/* Whether path names one of the files inputs[0..n) by any name; NULL
   and "-" (standard input or output) name no file. */
int xw_cli_is_input(const char *path, const char *const *inputs,
    size_t n);

/*
 * The output path (NULL or "-": stdout), opened before any work: an
 * existing file only with replace, and never one of inputs[0..n). NULL
 * after saying why not.
 */
struct xw_out *xw_cli_out_open(const char *path, int replace,
    const char *const *inputs, size_t n);

/* Exit 2 when the output path (NULL: stdout) is a folder, saying so as
   xw_out_open would, or ends in '/' and is no folder: before a tool asks
   what its name says. */
void xw_cli_out_not_folder(const char *path);

/*
 * Whether the output path (NULL or "-": stdout; a device, /dev/tty) is
 * a terminal. A device is opened to ask, without blocking or becoming
 * the controlling terminal.
 */
int xw_cli_out_is_tty(const char *path);

/*
 * Before what ("a puzzle") is read from the standard input for path
 * (NULL or "-"; another path: nothing), say on stderr, when it is a
 * terminal, that it waits: how ("paste it and end") with the key that
 * ends it (Ctrl-D, or what stty made of it, "the x key"; "the input"
 * when no key ends it or it is past ASCII), or give instead ("a file
 * (ipuz-check FILE)", NULL). Only the key's name is not escaped.
 */
void xw_cli_stdin_note(const char *path, const char *what, const char *how,
    const char *instead);

/*
 * Exit 2, as gzip(1) does, when the output path of option opt ('o') is
 * a terminal and what ("a PNG image") is binary: its bytes would drive
 * the terminal. force: the letter of the option that writes it anyway
 * (0: none), forced whether it was given.
 */
void xw_cli_binary_tty(const char *path, int opt, const char *what,
    int force, int forced);

/* Say why path was not written, from e of xw_out_open, xw_out_close or
   xw_out_stage: that it exists and -force (the letter: 'f', or
   ipuz-pack's 'F') overwrites it, or e. */
void xw_cli_not_written(const char *path, const struct xw_error *e,
    int force);

/*
 * Why -t tname (writing files that end in ext) cannot go with an -o path
 * whose name says another format, whose extension is says: no reader
 * that goes by the name could open it. Fills e (XW_ERR_ARG, no file):
 * -1.
 */
int xw_cli_clash_fault(const char *path, const char *says, const char *tname,
    const char *ext, struct xw_error *e);

/*
 * Exit 2 when the path of option opt ('o' for -o) of a tool that writes
 * no puzzle of that format (writes: "fills are ipuz", "ipuz-render draws
 * pictures") has a name that says a puzzle format, xw_format_of_name's:
 * a reader that goes by the name would refuse the file, unless it is
 * ext itself. ext: the names the tool's files end in (".ipuz", ".pdf or
 * .svg"). convert: whether the message points to ipuz-convert for the
 * puzzle the name says (a fill or a picture's puzzle can be converted;
 * an index or a bundle cannot).
 */
void xw_cli_name_puzzle(int opt, const char *path, const char *writes,
    const char *ext, int convert);
/* The same as an error: 0, or -1 with e filled (XW_ERR_ARG, no file)
   with the message xw_cli_name_puzzle exits with. */
int xw_cli_name_fault(int opt, const char *path, const char *writes,
    const char *ext, int convert, struct xw_error *e);

/* The extension path's name ends in when it says a picture, as
   ipuz-render draws them: ".pdf", ".png" or ".svg", in any case; else
   NULL. As for xw_format_of_name, a hidden file (".pdf") says nothing. */
const char *xw_cli_picture_ext(const char *path);

/*
 * Whether the path of option opt of a tool that writes puzzles (writes:
 * "fills are ipuz") has a name that says a picture: every viewer would
 * refuse the puzzle it holds. ext: the names the tool's files end in
 * (".ipuz"); the message points to ipuz-render for the picture. 0, or
 * -1 with e filled (XW_ERR_ARG, no file).
 */
int xw_cli_picture_fault(int opt, const char *path, const char *writes,
    const char *ext, struct xw_error *e);

/*
 * Exit 2 when argv[argc - 1], the last operand of a command line with no
 * -o, is no file and says (the caller's test of its name) an output the
 * tool writes: "tool IN OUT", the cp(1) habit, is answered with the
 * whole command that names it, the options given (argv[1..first)), -o
 * OUT before the files, then the inputs, each quoted for the shell where
 * it needs it, not with a missing input or a refused count. refused, if
 * not NULL, is why the tool's checks of an output's name refuse OUT with
 * those options: said instead of a command that meets it. A command that
 * a message would show otherwise than as it is (a name with a newline,
 * escaped) or cut (longer than a line) is left out, the advice kept.
 */
void xw_cli_output_operand(int argc, char *const argv[], int first,
    int says, const struct xw_error *refused);

/* The file dir/ and input's base name, less its extension, plus ext
   (the caller frees). */
char *xw_cli_out_name(const char *dir, const char *input, const char *ext);

/*
 * Make the folder path and those above it that are missing, as mkdir -p,
 * calling made(folder, arg), when made is not NULL, with each one made.
 * Of the names past path[0..top) (a folder the user named, whose links
 * are followed), one that is there and is not a folder, a symbolic link
 * to one included, is not gone through: nothing is made or written
 * outside the folder the user named. Returns 0, or -1 with e filled:
 * "x: is not a folder; nothing written in it" (XW_ERR_ARG), or "cannot
 * make folder 'x': reason" (XW_ERR_IO).
 */
int xw_cli_make_folders(const char *path, size_t top,
    void (*made)(const char *folder, void *arg), void *arg,
    struct xw_error *e);

/* The -w lists of a command line, in order. */
struct xw_cli_lists {
	const char **v;
	size_t n;
};

/* Add a list; whether any is standard input. */
void xw_cli_lists_add(struct xw_cli_lists *l, const char *path);
int xw_cli_lists_stdin(const struct xw_cli_lists *l);

/* Exit 2 when the standard input would be both a list of l and what
   ("the puzzle") the tool reads from it, as stdin_read says it does. */
void xw_cli_lists_stdin_once(const struct xw_cli_lists *l, int stdin_read,
    const char *what);

/* Warn of the malformed lines of list: each of the first few at its
   line, then how many in all (nothing when there are none), and, when
   one is not UTF-8, how to convert a Latin-1 list. */
void xw_cli_warn_badlines(const char *list, const struct xw_skipped *s);

/* Warn of the lines of list kept as read but likely meant otherwise: the
   first at its line, with how it was read and why, then how many in all
   when there are more (nothing when there are none). */
void xw_cli_warn_suspect(const char *list, const struct xw_suspect *s);

/* End e's message with sep and hint; nothing when hint is NULL. One
   that no longer fits loses its middle, "..." in its place, as xw_seterr
   cuts every message: its start, its end and the hint are kept. */
void xw_cli_end_with(struct xw_error *e, const char *sep, const char *hint);

/* End e's message with "; " and the way past it of another tool
   (xw_errcode_hint), when there is one. */
void xw_cli_hint(struct xw_error *e);

/*
 * The finding code (ipuz-check, ipuz-pack -j) of a fault that strict
 * readers of format f refuse and xw_puzzle_read read past: "json" for an
 * ipuz document, and when f is not known; else f's name ("xd").
 */
const char *xw_cli_read_past_code(const struct xw_format *f);

/* Warn of what a reader read past (xw_puzzle_read's warning), at its
   line and column when they are known; nothing when there was none. */
void xw_cli_warn_read(const struct xw_error *w);

/* Append doc to out as one line of JSON, newline included, in the one
   fixed style of every tool's -j: the C1 controls, U+2028 and U+2029
   escaped, since readers of lines take some for line ends. */
void xw_json_line(struct json_object *doc, struct xw_buf *out);

/* Print doc to stdout as xw_json_line has it, and release it. */
void xw_json_println(struct json_object *doc);

#endif
