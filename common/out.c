/* See LICENSE file for copyright and license details. */
/*
 * Safe output (xw_out_*): a file is written with no name, or under a
 * temporary one, and given its name only when complete, so that nothing
 * half-written is ever seen at its path; what was made is undone on
 * failure, at exit and from a signal handler (xw_out_cleanup). Also
 * xw_is_stdout and xw_fshut, for the standard output.
 */
/* O_TMPFILE, a file with no name until it is linked into place. */
#define _GNU_SOURCE

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "util_priv.h"

/*
 * How an output is written: to stdout; in place, to a device or a pipe,
 * where there is nothing to replace atomically; to a file without a
 * name (O_TMPFILE) linked into place when complete, which a kill leaves
 * nothing of; or, where the system has no such files, under a temporary
 * name removed on failure, at exit and by xw_out_cleanup.
 */
enum { OUT_STDOUT, OUT_DEVICE, OUT_UNNAMED, OUT_NAMED };

struct xw_out {
	FILE *fp;	/* stdout, or the stream xw_out_stream made of fd */
	int fd;		/* the file written, or -1 for stdout */
	int err;	/* errno of the first failed write, or 0 */
	int kind;	/* OUT_* */
	unsigned flags;	/* XW_OUT_* */
	char *path;	/* final name, NULL for stdout */
	char *volatile tmp;	/* the temporary name, while there is one */
	/* While xw_out_publish gives a set of outputs their names: the file
	   path held before, as a hard link to it (or, where there are none,
	   the file itself moved), and whether o is in its place. */
	char *volatile old;
	volatile sig_atomic_t old_moved, placed;
	/* In pending, from its first temporary name until freed. */
	struct xw_out *volatile next, *prev;
	int listed;
	pid_t pid;	/* the process whose names they are */
};

/*
 * The outputs that have made names, for xw_out_cleanup to undo from a
 * signal handler: listed and unlisted, and their names set and cleared,
 * with the signals blocked; the pid keeps a child that was forked
 * meanwhile off its parent's files.
 */
static struct xw_out *volatile pending;
/* Held over each change of pending, which threads may make at once. */
static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;
static int stdout_failed;	/* xw_out_close found stdout failing */

/*
 * Undo what o has made, with nothing but system calls, safe in a signal
 * handler: a file it placed is removed, or the one it replaced put back;
 * a kept old file that was not replaced is dropped, as is its temporary.
 */
static void
undo(struct xw_out *o)
{
	if (o->old != NULL && (o->placed || o->old_moved))
		rename(o->old, o->path);
	else if (o->old != NULL)
		unlink(o->old);
	else if (o->placed)
		unlink(o->path);
	if (o->tmp != NULL)
		unlink(o->tmp);
}

void
xw_out_cleanup(void)
{
	pid_t pid = getpid();
	struct xw_out *o;

	for (o = pending; o != NULL; o = o->next)
		if (o->pid == pid)
			undo(o);
}

static void
cleanup_at_exit(void)
{
	xw_out_cleanup();
}

/* Hold off the signals that end a run while a name is made or given up. */
static void
block_signals(sigset_t *old)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGHUP);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &set, old);
}

static void
restore_signals(const sigset_t *old)
{
	pthread_sigmask(SIG_SETMASK, old, NULL);
}

/* Put o in pending, once its first name is made (signals blocked). */
static void
add_pending(struct xw_out *o)
{
	static int registered;

	pthread_mutex_lock(&pending_lock);
	if (!registered && atexit(cleanup_at_exit) == 0)
		registered = 1;
	if (!o->listed) {
		o->pid = getpid();
		o->prev = NULL;
		o->next = pending;
		if (pending != NULL)
			pending->prev = o;
		pending = o;
		o->listed = 1;
	}
	pthread_mutex_unlock(&pending_lock);
}

/* Take o out of pending (signals blocked). */
static void
unlist(struct xw_out *o)
{
	if (!o->listed)
		return;
	pthread_mutex_lock(&pending_lock);
	if (o->prev != NULL)
		o->prev->next = o->next;
	else
		pending = o->next;
	if (o->next != NULL)
		o->next->prev = o->prev;
	pthread_mutex_unlock(&pending_lock);
	o->listed = 0;
}

/* Forget the name *name, removing the file when it is there. */
static void
drop_name(char *volatile *name, int there)
{
	sigset_t old;
	char *s = *name;

	if (s == NULL)
		return;
	block_signals(&old);
	if (there)
		unlink(s);
	*name = NULL;
	restore_signals(&old);
	free(s);
}

/* Remove o's temporary name, if it has one and it is still there. */
static void
drop_tmp(struct xw_out *o, int there)
{
	drop_name(&o->tmp, there);
}

/* o->path's folder, with a slash, and its length. */
static int
dir_len(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? (int)(slash - path + 1) : 0;
}

/*
 * A name for a temporary beside o->path that make(o, name) makes, in
 * *name: 0, or -1 with errno set when it is not EEXIST; the names are
 * .xwtmp.* and never an existing file or a link.
 */
static int
temp_name(struct xw_out *o, char *volatile *name,
    int (*make)(struct xw_out *, const char *, mode_t), mode_t mode)
{
	static _Atomic unsigned long count;	/* threads take one each */
	size_t size = strlen(o->path) + 64;
	char *buf = xw_emalloc(size);
	int tries, err;

	for (tries = 0; tries < 100; tries++) {
		snprintf(buf, size, "%.*s.xwtmp.%ld.%lu", dir_len(o->path),
		    o->path, (long)getpid(), count++);
		if (make(o, buf, mode) == 0) {
			*name = buf;
			return 0;
		}
		if (errno != EEXIST)
			break;
	}
	err = errno == EEXIST ? EAGAIN : errno;	/* EEXIST is for path */
	free(buf);
	errno = err;
	return -1;
}

static int
make_named(struct xw_out *o, const char *name, mode_t mode)
{
	o->fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
	return o->fd >= 0 ? 0 : -1;
}

/* The file at o->path under name too, a hard link. */
static int
link_old(struct xw_out *o, const char *name, mode_t mode)
{
	(void)mode;
	return link(o->path, name);
}

/* The file at o->path moved to name, where there are no hard links. */
static int
move_old(struct xw_out *o, const char *name, mode_t mode)
{
	struct stat st;

	(void)mode;
	if (lstat(name, &st) == 0) {
		errno = EEXIST;
		return -1;
	}
	return rename(o->path, name);
}

#ifdef O_TMPFILE
/* The name of o->fd in /proc, which linkat(2) can give a name. */
static void
proc_name(const struct xw_out *o, char *buf, size_t size)
{
	snprintf(buf, size, "/proc/self/fd/%d", o->fd);
}

static int
link_unnamed(struct xw_out *o, const char *name, mode_t mode)
{
	char proc[64];

	(void)mode;
	proc_name(o, proc, sizeof(proc));
	return linkat(AT_FDCWD, proc, AT_FDCWD, name, AT_SYMLINK_FOLLOW);
}

/* A file without a name in o->path's folder: -1 where there is none. */
static int
open_unnamed(struct xw_out *o, mode_t mode)
{
	static _Atomic int have_proc = -1;
	int n = dir_len(o->path);
	char *dir;

	if (have_proc < 0)
		have_proc = access("/proc/self/fd", X_OK) == 0;
	if (!have_proc)
		return -1;
	dir = n > 0 ? xw_estrndup(o->path, (size_t)n) : xw_estrdup(".");
	o->fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
	free(dir);
	return o->fd;
}
#else
static int
open_unnamed(struct xw_out *o, mode_t mode)
{
	(void)o;
	(void)mode;
	return -1;
}
#endif

/*
 * Whether path is a symbolic link that an output would replace: one to a
 * regular file, or to nothing. Renaming over it would replace the link,
 * and writing through it a file elsewhere; neither is what was asked. A
 * link to a device or a pipe (/dev/stdout) is written to, as the device
 * is.
 */
static int
is_replaced_link(const char *path)
{
	struct stat st;

	return lstat(path, &st) == 0 && S_ISLNK(st.st_mode) &&
	    (stat(path, &st) != 0 || S_ISREG(st.st_mode));
}

/*
 * A link leads to what the standard output already writes, as -o
 * /dev/stdout does: the file the shell sent the output to, opened as
 * asked, or its pipe or terminal. A tool that prints more than its
 * output asks this to keep the two apart.
 */
int
xw_is_stdout(const char *path)
{
	struct stat l, a, b;

	if (path == NULL || strcmp(path, "-") == 0)
		return 1;
	return lstat(path, &l) == 0 && S_ISLNK(l.st_mode) &&
	    stat(path, &a) == 0 && fstat(STDOUT_FILENO, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

struct xw_out *
xw_out_open(const char *path, unsigned flags, struct xw_error *e)
{
	struct xw_out *o = xw_ecalloc(1, sizeof(*o));
	struct stat st;
	sigset_t old;
	mode_t mode;
	int exists, err;

	o->fd = -1;
	o->flags = flags;
	/* A link to a pipe or a device is written to as the device is. */
	if (path == NULL || strcmp(path, "-") == 0 ||
	    (is_replaced_link(path) && xw_is_stdout(path))) {
		o->kind = OUT_STDOUT;
		o->fp = stdout;
		return o;
	}
	o->path = xw_estrdup(path);
	if (is_replaced_link(path)) {
		xw_seterr(e, XW_ERR_ARG, path, 0, 0, "is a symbolic link; not "
		    "replaced");
		errno = EEXIST;
		goto fail;
	}
	exists = stat(path, &st) == 0;
	if (exists && !S_ISREG(st.st_mode)) {
		if (S_ISDIR(st.st_mode)) {
			xw_seterr_io(e, path, "write", strerror(EISDIR));
			goto fail;
		}
		/* The pipe or terminal stdout writes (/dev/stdout): through
		   stdout, after what the program printed there, as "-". */
		if (xw_is_stdout(path)) {
			free(o->path);
			o->path = NULL;
			o->kind = OUT_STDOUT;
			o->fp = stdout;
			return o;
		}
		o->kind = OUT_DEVICE;
		if ((o->fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)) < 0) {
			xw_seterr_io(e, path, "open", strerror(errno));
			goto fail;
		}
		return o;
	}
	if (exists && xw_is_input_stat(&st)) {
		xw_seterr(e, XW_ERR_ARG, path, 0, 0, "will not overwrite the "
		    "input");
		errno = EEXIST;
		goto fail;
	}
	if (exists && (flags & XW_OUT_NEW)) {
		xw_seterr(e, XW_ERR_EXISTS, path, 0, 0, "exists");
		errno = EEXIST;
		goto fail;
	}
	/* A new file gets 0666 less the umask; a replaced one its mode. */
	mode = exists ? st.st_mode & 07777 : 0666;
	o->kind = OUT_UNNAMED;
	if (open_unnamed(o, mode) < 0) {
		o->kind = OUT_NAMED;
		block_signals(&old);
		if ((err = temp_name(o, &o->tmp, make_named, mode)) == 0)
			add_pending(o);
		restore_signals(&old);
		if (err != 0) {
			xw_seterr_io(e, path, "create", strerror(errno));
			goto fail;
		}
	}
	if (exists)
		fchmod(o->fd, st.st_mode & 07777);
	return o;
fail:
	err = errno;
	free(o->path);
	free(o);
	errno = err;
	return NULL;
}

FILE *
xw_out_stream(struct xw_out *o, struct xw_error *e)
{
	if (o->fp == NULL && (o->fp = fdopen(o->fd, "w")) == NULL)
		xw_seterr_io(e, o->path, "write", strerror(errno));
	return o->fp;
}

void
xw_out_write(struct xw_out *o, const char *buf, size_t len)
{
	ssize_t n;

	if (o->err != 0)
		return;
	if (o->fp != NULL) {
		errno = 0;
		/* The reason now: a later fflush(3) no longer knows it. */
		if (fwrite(buf, 1, len, o->fp) != len)
			o->err = errno != 0 ? errno : EIO;
		return;
	}
	while (len > 0) {
		if ((n = write(o->fd, buf, len)) < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			/* Kept for xw_out_close, which fails the file. */
			o->err = n < 0 ? errno : EIO;
			return;
		}
		buf += n;
		len -= (size_t)n;
	}
}

int
xw_out_flush(struct xw_out *o)
{
	if (o->err == 0 && o->fp != NULL) {
		errno = 0;
		/* The reason now, as xw_out_write keeps it: the stream's
		   error flag alone would later say only EIO. */
		if (fflush(o->fp) != 0)
			o->err = errno != 0 ? errno : EIO;
	}
	return o->err != 0 ? -1 : 0;
}

static void
out_free(struct xw_out *o)
{
	sigset_t old;

	drop_tmp(o, 1);
	block_signals(&old);
	unlist(o);
	restore_signals(&old);
	free(o->path);
	free(o);
}

/* Close o's file, or its stream; the errno of a failure, or 0. */
static int
out_shut(struct xw_out *o)
{
	int err = 0;

	if (o->fp != NULL && o->fp != stdout) {
		errno = 0;
		if (fflush(o->fp) != 0 || ferror(o->fp))
			err = errno != 0 ? errno : EIO;
		if (fclose(o->fp) != 0 && err == 0)
			err = errno != 0 ? errno : EIO;
	} else if (o->fd >= 0 && close(o->fd) != 0) {
		err = errno;
	}
	o->fp = NULL;
	o->fd = -1;
	return err;
}

void
xw_out_abort(struct xw_out *o)
{
	if (o == NULL)
		return;
	if (o->kind != OUT_STDOUT)
		out_shut(o);
	out_free(o);
}

/*
 * Close the complete file o under its temporary name, giving one that
 * has no name a name first: 0, or the errno of a failure.
 */
static int
close_named(struct xw_out *o)
{
#ifdef O_TMPFILE
	sigset_t old;
	int err = 0;

	/* A name that a kill cannot leave behind but for SIGKILL in these
	   few instructions. */
	if (o->kind == OUT_UNNAMED) {
		block_signals(&old);
		if (temp_name(o, &o->tmp, link_unnamed, 0) != 0)
			err = errno;
		else
			add_pending(o);
		restore_signals(&old);
		if (err != 0)
			return err;
	}
#endif
	return out_shut(o);
}

/*
 * Keep the file at o->path, which placing o replaces, as o->old: a hard
 * link, or where there are none the file itself, moved; nothing when
 * there is no file. 0, or the errno of a failure.
 */
static int
keep_old(struct xw_out *o)
{
	struct stat st;

	if (lstat(o->path, &st) != 0)
		return errno == ENOENT ? 0 : errno;
	if (temp_name(o, &o->old, link_old, 0) != 0) {
		if (errno != EPERM && errno != ENOTSUP && errno != ENOSYS)
			return errno;
		if (temp_name(o, &o->old, move_old, 0) != 0)
			return errno;
		o->old_moved = 1;
	}
	add_pending(o);
	return 0;
}

/*
 * Give o's complete temporary its name, without replacing a file with
 * XW_OUT_NEW, and with keep keeping the file it replaces (keep_old): 0,
 * or the errno of a failure (EEXIST: path exists; EPERM: path is an
 * input; ELOOP: path is a symbolic link).
 */
static int
place(struct xw_out *o, int keep)
{
	int err, fd;

	if (o->flags & XW_OUT_NEW) {
		/* link(2) fails if path exists, where rename(2) replaces. */
		if (link(o->tmp, o->path) == 0)
			return 0;
		if (errno == EEXIST || (errno != EPERM && errno != ENOTSUP &&
		    errno != ENOSYS))
			return errno;
		/* No hard links here: claim the name, then replace the
		   claim. */
		if ((fd = open(o->path, O_WRONLY | O_CREAT | O_EXCL, 0600)) < 0)
			return errno;
		close(fd);
		if (rename(o->tmp, o->path) != 0) {
			err = errno;
			unlink(o->path);
			return err;
		}
		drop_tmp(o, 0);
		return 0;
	}
	/* An input (xw_protect_inputs) or a symbolic link put at path
	   since xw_out_open looked. */
	if (xw_is_input(o->path))
		return EPERM;
	if (is_replaced_link(o->path))
		return ELOOP;
	if (keep && (err = keep_old(o)) != 0)
		return err;
	if (rename(o->tmp, o->path) != 0)
		return errno;
	drop_tmp(o, 0);
	return 0;
}

/* Give the complete file o its name: 0, or the errno of a failure, as
   place() has them. */
static int
publish(struct xw_out *o)
{
	int err;
#ifdef O_TMPFILE
	char proc[64];

	if (o->kind == OUT_UNNAMED && (o->flags & XW_OUT_NEW)) {
		proc_name(o, proc, sizeof(proc));
		if (linkat(AT_FDCWD, proc, AT_FDCWD, o->path,
		    AT_SYMLINK_FOLLOW) != 0)
			return errno;
		if ((err = out_shut(o)) != 0)
			unlink(o->path);
		return err;
	}
#endif
	if ((err = close_named(o)) != 0)
		return err;
	return place(o, 0);
}

/* Fill e with why o was not written or named, err the errno. */
static void
out_error(const struct xw_out *o, int err, struct xw_error *e)
{
	const char *name = o->path != NULL ? o->path : "<stdout>";

	if (err == EEXIST)
		xw_seterr(e, XW_ERR_EXISTS, name, 0, 0, "exists");
	else if ((err == EPERM && xw_is_input(o->path)) ||
	    (err == ELOOP && is_replaced_link(o->path)))
		xw_seterr(e, XW_ERR_ARG, name, 0, 0, "%s", err == EPERM ?
		    "will not overwrite the input" :
		    "is a symbolic link; not replaced");
	else
		xw_seterr_io(e, name, "write", strerror(err));
	errno = err;
}

/* Flush o's stream: 0, or the errno of a failure. */
static int
out_flush_err(struct xw_out *o)
{
	if (o->err != 0)
		return o->err;
	errno = 0;
	if (o->fp != NULL && (fflush(o->fp) != 0 || ferror(o->fp)))
		return errno != 0 ? errno : EIO;
	return 0;
}

int
xw_out_close(struct xw_out *o, struct xw_error *e)
{
	int err = o->err;

	if (o->kind == OUT_STDOUT) {
		errno = 0;
		if ((fflush(stdout) != 0 || ferror(stdout)) && err == 0)
			err = errno != 0 ? errno : EIO;
		if (err != 0) {
			/* Said by the caller now; xw_fshut says no more. */
			stdout_failed = 1;
			clearerr(stdout);
		}
	} else if (err != 0) {
		out_shut(o);
	} else if (o->kind == OUT_DEVICE) {
		err = out_shut(o);
	} else if ((err = out_flush_err(o)) == 0) {
		err = publish(o);
	}
	if (err != 0) {
		out_error(o, err, e);
		out_shut(o);
		out_free(o);
		errno = err;
		return -1;
	}
	out_free(o);
	return 0;
}

int
xw_out_stage(struct xw_out *o, struct xw_error *e)
{
	int err;

	if (o->kind != OUT_UNNAMED && o->kind != OUT_NAMED) {
		xw_seterr(e, XW_ERR_ARG, o->path != NULL ? o->path : "<stdout>",
		    0, 0, "is not a regular file; not replaced");
		xw_out_abort(o);
		return -1;
	}
	if ((err = out_flush_err(o)) == 0)
		err = close_named(o);
	if (err != 0) {
		out_error(o, err, e);
		xw_out_abort(o);
		errno = err;
		return -1;
	}
	return 0;
}

int
xw_out_publish(struct xw_out **v, size_t n, struct xw_error *e)
{
	sigset_t old;
	size_t i, k;
	int err = 0;

	/* Each placed with the signals held off, so that a stop between
	   two finds each output wholly placed or not at all, for
	   xw_out_cleanup to undo. */
	for (k = 0; k < n && err == 0; k++) {
		block_signals(&old);
		if ((err = place(v[k], 1)) == 0)
			v[k]->placed = 1;
		restore_signals(&old);
	}
	if (err != 0)
		out_error(v[k - 1], err, e);
	/* All placed: the files they replaced go; else those placed are
	   undone, the failed one's old file kept too. */
	block_signals(&old);
	for (i = k; i-- > 0;) {
		if (err != 0)
			undo(v[i]);
		else if (v[i]->old != NULL)
			unlink(v[i]->old);
		free(v[i]->old);
		v[i]->old = NULL;
		v[i]->placed = 0;
	}
	restore_signals(&old);
	for (i = 0; i < n; i++)
		out_free(v[i]);
	if (err != 0)
		errno = err;
	return err != 0 ? -1 : 0;
}

int
xw_fshut(FILE *fp, const char *name)
{
	int ret = 0, said = fp == stdout && stdout_failed, err;

	/* fflush() alone misses errors of an unbuffered stream's last write. */
	errno = 0;
	if (fflush(fp) != 0 || ferror(fp))
		ret = XW_EXIT_TROUBLE;
	err = errno;
	errno = 0;
	if (fclose(fp) != 0 && ret == 0) {
		ret = XW_EXIT_TROUBLE;
		err = errno;
	}
	if (ret != 0 && !said) {
		errno = err != 0 ? err : EIO;
		xw_warn("cannot write '%s'", name);
	}
	return said ? XW_EXIT_TROUBLE : ret;
}
