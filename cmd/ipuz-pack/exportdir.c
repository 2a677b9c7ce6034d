/* See LICENSE file for copyright and license details. */
/*
 * ipuz-pack -e: the set's folder put in place all or none, made (and for
 * GNOME Crosswords compiled) under a temporary name first, so that a
 * failure leaves what was there as it was.
 */
#include <sys/stat.h>
#include <sys/wait.h>

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "pack.h"
#include "util.h"
#include "write.h"

extern char **environ;

/*
 * A stop signal (SIGHUP, SIGINT, SIGTERM) from the making of the
 * temporary folder until it is renamed into place or removed: which one
 * came, and the compiler running then, if any, which is stopped too.
 * The folder is removed before the tool dies of the signal: killed while
 * glib-compile-resources ran, it stayed, with every puzzle of the set,
 * and the compiler ran on alone; killed once the set was made, it
 * stayed too.
 */
static volatile sig_atomic_t stop_signal;
static volatile sig_atomic_t compiler;

static void
on_stop(int sig)
{
	stop_signal = sig;
	if (compiler > 0)
		kill((pid_t)compiler, SIGTERM);
}

/* The stop signals handled as xw_cli_start has them again; one that came
   meanwhile is died of now, as it would have been. */
static void
watch_end(void)
{
	int sig = stop_signal;

	xw_cli_on_signals(NULL);
	if (sig != 0) {
		xw_out_cleanup();
		xw_cli_die_of(sig);
	}
}

/*
 * Compile dir/<id>.gresource with glib-compile-resources, when it is
 * installed. Returns 1 when compiled, 0 when it is not installed, -1
 * when it failed (it says why).
 */
static int
compile(const char *dir, const char *id)
{
	char *xml = xw_emalloc(strlen(dir) + 2 * strlen(id) + 32);
	char *target = xw_emalloc(strlen(dir) + strlen(id) + 16);
	char *argv[] = { "glib-compile-resources", "--sourcedir", NULL,
	    "--target", NULL, NULL, NULL };
	int err, status = 0, ret = 1;
	pid_t pid;

	sprintf(xml, "%s/%s.gresource.xml", dir, id);
	sprintf(target, "%s/%s.gresource", dir, id);
	argv[2] = (char *)dir;
	argv[4] = target;
	argv[5] = xml;
	fflush(NULL);
	if ((err = posix_spawnp(&pid, argv[0], NULL, NULL, argv,
	    environ)) != 0) {
		if (err != ENOENT)
			xw_warnx("cannot run %s: %s", argv[0], strerror(err));
		ret = err == ENOENT ? 0 : -1;
	} else {
		compiler = (sig_atomic_t)pid;
		if (stop_signal != 0)
			kill(pid, SIGTERM);
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		compiler = 0;
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
			unlink(target);
			ret = -1;
		}
	}
	free(xml);
	free(target);
	return ret;
}

/*
 * Remove what an export to the temporary folder tmp made, and tmp: its
 * files, and any other file in it (a stopped compiler leaves its own
 * temporary there), as the folder is ours alone (mkdtemp).
 */
static void
clear(const char *tmp, const char *id, const struct pk_file *files,
    size_t n)
{
	struct dirent *d;
	char *path;
	size_t i;
	DIR *dp;

	for (i = 0; i <= n; i++) {
		path = xw_emalloc(strlen(tmp) + strlen(id) + (i < n ?
		    strlen(files[i].name) : 0) + 16);
		if (i < n)
			sprintf(path, "%s/%s", tmp, files[i].name);
		else
			sprintf(path, "%s/%s.gresource", tmp, id);
		unlink(path);
		free(path);
	}
	if (rmdir(tmp) == 0 || (dp = opendir(tmp)) == NULL)
		return;
	while ((d = readdir(dp)) != NULL) {
		if (strcmp(d->d_name, ".") == 0 || strcmp(d->d_name, "..") == 0)
			continue;
		path = xw_emalloc(strlen(tmp) + strlen(d->d_name) + 2);
		sprintf(path, "%s/%s", tmp, d->d_name);
		unlink(path);
		free(path);
	}
	closedir(dp);
	rmdir(tmp);
}

/*
 * The set written, and with gresource compiled, in the new folder tmp (a
 * template, made here), so that a failure changes nothing where it is to
 * go, dest: returns compile's 1 or 0 (1 when there is nothing to
 * compile), or -1 (said why, tmp cleared, the stop signals as they
 * were). On success the stop signals are still watched: the caller ends
 * the watch (watch_end) once tmp is renamed or cleared.
 */
static int
build(const char *dir, const char *dest, char *tmp, const char *id,
    const struct pk_file *files, size_t n, int gresource)
{
	mode_t mask;
	int r;

	/* From here the folder is removed on a stop signal. */
	xw_cli_on_signals(on_stop);
	if (mkdtemp(tmp) == NULL) {
		xw_warn("cannot make a folder in '%s'", dir);
		watch_end();
		return -1;
	}
	/* mkdtemp's 0700 would keep the set from other users. */
	mask = umask(0);
	umask(mask);
	chmod(tmp, 0777 & ~mask);
	if (pk_write_files(tmp, files, n, 0) != 0 || stop_signal != 0)
		r = -1;
	else if (!gresource)
		r = 1;
	else if ((r = compile(tmp, id)) < 0 && stop_signal == 0)
		xw_warnx("%s: glib-compile-resources failed; nothing written",
		    dest);
	if (r < 0 || stop_signal != 0) {
		clear(tmp, id, files, n);
		watch_end();
		r = -1;
	}
	return r;
}

/*
 * The .gresource that build compiled in tmp, read before tmp is cleared,
 * for put_over to write: its *len bytes (caller frees), or NULL (said
 * why).
 */
static char *
read_gresource(const char *tmp, const char *gresource, size_t *len)
{
	char *path = xw_emalloc(strlen(tmp) + strlen(gresource) + 2);
	char *data = NULL;
	struct xw_error e;

	sprintf(path, "%s/%s", tmp, gresource);
	if (xw_slurp(path, &data, len, &e) != 0) {
		xw_report(&e);
		data = NULL;
	}
	free(path);
	return data;
}

/*
 * With -F, over the set's existing folder dest: the files put in place
 * with the compiled .gresource g (its data NULL when none was made), all
 * or none. Without glib-compile-resources a .gresource there would be
 * left standing for the files replaced, the set that GNOME Crosswords
 * loads: refused.
 */
static int
put_over(const char *dest, const struct pk_file *g,
    const struct pk_file *files, size_t n)
{
	struct pk_file *all = xw_ereallocarray(NULL, n + 1, sizeof(*all));
	char *path = xw_emalloc(strlen(dest) + strlen(g->name) + 2);
	struct stat st;
	int ret = -1;

	memcpy(all, files, n * sizeof(*files));
	all[n] = *g;
	sprintf(path, "%s/%s", dest, g->name);
	if (g->data == NULL && lstat(path, &st) == 0)
		xw_warnx("%s: glib-compile-resources is not installed to make "
		    "it again; nothing written", path);
	else
		ret = pk_write_files(dest, all, g->data != NULL ? n + 1 : n,
		    1);
	free(all);
	free(path);
	return ret;
}

int
pk_export_folder(const struct pk_opts *o, const char *dir, const char *id,
    const struct pk_file *files, size_t n, int gresource)
{
	char *dest = xw_emalloc(strlen(dir) + strlen(id) + 2);
	char *tmp = xw_emalloc(strlen(dir) + strlen(id) + 32);
	char *gname = xw_emalloc(strlen(id) + sizeof(".gresource"));
	struct pk_file g = { NULL, NULL, 0 };
	struct stat st;
	char **stale, *compiled = NULL, *unheeded = NULL;
	int ret = -1, made = -1, ok;

	sprintf(dest, "%s/%s", dir, id);
	sprintf(tmp, "%s/.%s.xwtmp.XXXXXX", dir, id);
	sprintf(gname, "%s.gresource", id);
	if (lstat(dest, &st) == 0) {
		/* glib-compile-resources would replace a link in the place
		   of the .gresource, as a file written here never is. */
		if (!S_ISDIR(st.st_mode))
			xw_warnx("%s: is not a folder; not replaced", dest);
		else if (!o->force)
			xw_warnx("%s: exists; -F overwrites it", dest);
		else if ((!gresource || pk_writable(dest, gname, 1)) &&
		    (made = build(dir, dest, tmp, id, files, n,
		    gresource)) >= 0) {
			/* tmp cleared, its .gresource read, before anything
			   is put over: a stop from here on undoes the files
			   put in place (xw_out_cleanup), with no tmp left. */
			ok = stop_signal == 0 && (made == 0 || !gresource ||
			    (compiled = read_gresource(tmp, gname,
			    &g.len)) != NULL);
			g.name = gname;
			g.data = compiled;
			clear(tmp, id, files, n);
			watch_end();
			/* Puzzles the set no longer has go too: a folder
			   shipped or built from as it is would keep them,
			   and a glob of the numbered ones would print an
			   old place of a puzzle beside its new one. */
			if (ok) {
				stale = gresource ? pk_stale_puzzles(dest,
				    files, n) : pk_stale_recorded(dest, files,
				    n, &unheeded);
				ret = gresource ? put_over(dest, &g, files, n) :
				    pk_write_files(dest, files, n, 1);
				/* Said once it is so: a refusal removes
				   nothing anyway. */
				if (ret == 0 && unheeded != NULL)
					xw_warnx("%s", unheeded);
				free(unheeded);
				pk_drop_stale(dest, stale, ret == 0);
			}
			free(compiled);
		}
	} else if ((made = build(dir, dest, tmp, id, files, n,
	    gresource)) >= 0) {
		if (stop_signal == 0 && rename(tmp, dest) == 0)
			ret = 0;
		else {
			if (stop_signal == 0)
				xw_warn("cannot rename '%s' to '%s'", tmp,
				    dest);
			clear(tmp, id, files, n);
		}
		watch_end();
	}
	/* The file GNOME Crosswords loads: a set without it is no set. */
	if (ret == 0 && made == 0)
		xw_warnx("%s: warning: glib-compile-resources not found; %s not "
		    "made (run glib-compile-resources %s.gresource.xml in that "
		    "folder)", dest, gname, id);
	free(dest);
	free(tmp);
	free(gname);
	return ret;
}
