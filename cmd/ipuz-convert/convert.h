/* See LICENSE file for copyright and license details. */
#ifndef CONVERT_H
#define CONVERT_H

#include <sys/types.h>

#include "format.h"

/* What became of one input. */
enum {
	CONV_DONE,		/* converted and written */
	CONV_FAILED,		/* said why on stderr */
	CONV_SKIPPED,		/* -u: its output is up to date */
	CONV_LOSSY		/* written, with what the output format
				   cannot hold left out or changed, said */
};

/* A batch with -d: where to, in what format, with how many workers. */
struct batch_opts {
	const char *dir;
	const struct xw_format *format;
	long jobs;
	int quiet;		/* -q: no progress line */
};

/*
 * Which file an input is, as stat(2) found it when the inputs were found:
 * its device and inode, and those of the folder that holds its name, so
 * that one name reached twice (through a folder and on its own, or a link
 * to its folder) is told from a hard link, a file of its own.
 */
struct file_id {
	dev_t dev, dir_dev;
	ino_t ino, dir_ino;
	int known;		/* 0: stat(2) of the file failed */
	int dir_known;		/* 0: of its folder; the name alone tells */
};

/* The inputs of a batch: the files given, and the puzzle files under the
   folders given. */
struct batch_inputs {
	char **paths;		/* each input, by the name it is read by */
	char **subs;		/* the folder under dir its output goes to,
				   or NULL: dir itself */
	struct file_id *ids;	/* which file each is */
	int n;
	int failed;		/* folders that could not be read, said so */
};

/* What becomes of an input, known before any is converted. */
enum {
	IN_TODO,		/* to convert */
	IN_COLLIDES,		/* another file's output has its name */
	IN_TWICE,		/* named before: converted once, not counted */
	IN_NO_FOLDER		/* its folder in dir cannot be made */
};

/*
 * names.c: mark in state each input named twice (IN_TWICE, converted
 * where first named; warned of unless quiet) and each whose output name
 * a different file's has (IN_COLLIDES, said once a name); the others
 * stay IN_TODO. Returns how many different files collide.
 */
int sort_out_names(const struct batch_inputs *in, char **dests, char *state,
    int quiet);

/* ipuz-convert.c: the options of the run, set by main before any work. */
extern int fflag;			/* -f */
extern int qflag;			/* -q */
extern int Kflag;			/* -K */
extern int uflag;			/* -u */
extern long kflag;			/* -k, or -1 */
extern const char *dflag;		/* -d, or NULL */
extern const struct xw_format *tflag;	/* -t, or as -o's name says */
/* Every input of the run, a batch's still to come too. */
extern char **run_inputs;
extern int nrun_inputs;

/*
 * convert.c: convert input (NULL: stdin) to dest (NULL: stdout),
 * saying on stderr what went wrong; CONV_*.
 */
int convert(const char *input, const char *dest);

/* convert.c: count every input of the run (run_inputs) as a file no
   output may replace, once, before the first output that could. */
void protect_inputs(void);

/* batch.c: refuse, before any work, a batch of the n operands into
   o->dir that cannot be: a dir that is no folder, no operand, or "-". */
void check_batch(char **operands, int n, const struct batch_opts *o);

/*
 * batch.c: convert the inputs into o->dir, and the folders under it
 * they go to, made when missing, and return the exit status, after a
 * summary of the failures. A file given twice (one name, through a
 * folder or a link to one too, to any output names; a hard link to one
 * output name) is converted once, where it is first named; inputs
 * whose outputs would have one name are named and left out; a SIGHUP,
 * SIGINT or SIGTERM stops the batch, saying how far it got.
 */
int to_folder(const struct batch_inputs *in, const struct batch_opts *o);

/* batch.c: end the progress line, if one is shown, before a message. */
void end_progress(void);

/* batch.c: in a batch, hold off the stop signals until the file about to
   be given its name is counted. */
void batch_hold(void);

/* batch.c: let in the signals batch_hold held off. */
void batch_release(void);

/* batch.c: count what became of a file (CONV_*), and show the progress. */
void batch_count(int status);

/* batch.c: write s[0..n) to stderr whole (async-signal-safe). */
void batch_put(const char *s, size_t n);

/* batch.c: say how far the batch got, and die of sig (async-signal-safe). */
_Noreturn void batch_stopped(int sig);

/* batch.c: say how far the batch got, its workers gone because none
   could be started, and exit 2. */
_Noreturn void batch_cannot_go_on(void);

/*
 * folders.c: make the folder dir and those above it that are missing, as
 * mkdir -p, noting each one made; below dir[0..top), a link to a folder
 * is not gone through (xw_cli_make_folders). Returns -1 when one cannot
 * be made, said so: once in a row for a name that is not a folder, over
 * a subtree.
 */
int make_folder(const char *dir, size_t top);

/*
 * folders.c: make the folders under dir, made already, that the inputs
 * to convert (IN_TODO in state) go to, dests[0..n); an input whose
 * folder cannot be made is marked IN_NO_FOLDER, the folder said once in
 * a row. Returns how many are.
 */
int make_subfolders(const char *dir, char **dests, int n, char *state);

/* folders.c: remove the folders made for the batch, the deepest first,
   while they are empty, at its end or when it is stopped
   (async-signal-safe). */
void remove_empty_folders(void);

/* folders.c: forget the folders made, left as remove_empty_folders left
   them. */
void forget_folders(void);

/*
 * walk.c: the inputs of a batch into dir from its n operands: a file as
 * it is, and a folder's puzzle files (by their names' extensions) in
 * sorted order, going to its last name and their path under it in dir;
 * quiet: no warning that a folder has none.
 */
void find_inputs(char **operands, int n, const char *dir, int quiet,
    struct batch_inputs *in);

/* walk.c: free what find_inputs found. */
void free_inputs(struct batch_inputs *in);

/*
 * workers.c: convert inputs[todo[i]] to dests[todo[i]] for each i below
 * ntodo, shared by n worker processes, passing on their messages and
 * counting their files with batch_count; with fewer when some cannot be
 * started, said once, and none: batch_cannot_go_on.
 */
void run_workers(char **inputs, char **dests, const int *todo, int ntodo,
    int n);

#endif
