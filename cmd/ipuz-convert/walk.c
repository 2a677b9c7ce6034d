/* See LICENSE file for copyright and license details. */
/*
 * ipuz-convert -d: the inputs of a batch from its operands. A file is an
 * input as it is; a folder gives the puzzle files under it, by their
 * names, found in sorted order, each with the folder under dir that its
 * output goes to, so that the tree of the folder is kept there.
 */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "convert.h"
#include "util.h"

/* The walk of one run: what it finds, and the folders it leaves out. */
struct walk {
	struct batch_inputs *in;
	struct stat out;	/* dir, when it is a folder already */
	int has_out;
	struct stat tree;	/* where in dir the folder walked goes */
	int has_tree;
	size_t others;		/* files passed over, their names no
				   puzzle's: said, for they may be one */
};

/* Whether st is a folder of outputs: dir, or the copy of the tree in it
   (-d 2024 2024 writes 2024/2024/...), which a second run would read. */
static int
is_output(const struct walk *w, const struct stat *st)
{
	return (w->has_out && st->st_dev == w->out.st_dev &&
	    st->st_ino == w->out.st_ino) || (w->has_tree &&
	    st->st_dev == w->tree.st_dev && st->st_ino == w->tree.st_ino);
}

/* Whether name says a puzzle: .puz, .ipuz, .jpz or .xd, in any case, as
   the reader judges names (the extensions no two formats share). */
static int
is_puzzle_name(const char *name)
{
	return xw_format_of_name(name) != NULL;
}

/* Add the input path, whose output goes to sub, and which is the file
   st in the folder dir (NULL: stat(2) found none). */
static void
add(struct walk *w, char *path, char *sub, const struct stat *st,
    const struct stat *dir)
{
	struct batch_inputs *in = w->in;
	struct file_id id = { 0, 0, 0, 0, 0, 0 };

	if (st != NULL) {
		id.dev = st->st_dev;
		id.ino = st->st_ino;
		id.known = 1;
	}
	if (dir != NULL) {
		id.dir_dev = dir->st_dev;
		id.dir_ino = dir->st_ino;
		id.dir_known = 1;
	}
	in->paths = xw_ereallocarray(in->paths, (size_t)in->n + 1,
	    sizeof(*in->paths));
	in->subs = xw_ereallocarray(in->subs, (size_t)in->n + 1,
	    sizeof(*in->subs));
	in->ids = xw_ereallocarray(in->ids, (size_t)in->n + 1,
	    sizeof(*in->ids));
	in->paths[in->n] = path;
	in->subs[in->n] = sub;
	in->ids[in->n] = id;
	in->n++;
}

/* a/b, or b when a is empty, less a's own trailing slashes. */
static char *
join(const char *a, const char *b)
{
	struct xw_buf s = { 0 };
	size_t n = strlen(a);

	while (n > 0 && a[n - 1] == '/')
		n--;
	xw_buf_printf(&s, "%.*s%s%s", (int)n, a, *a != '\0' ? "/" : "", b);
	return s.s;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names in the folder path into *v, sorted, but for "." and "..";
   -1 when it cannot be read, said so. */
static int
names_in(const char *path, char ***v, size_t *n)
{
	DIR *d;
	struct dirent *de;

	*v = NULL;
	*n = 0;
	if ((d = opendir(path)) == NULL) {
		end_progress();
		xw_warn("cannot read folder '%s'", path);
		return -1;
	}
	while ((errno = 0, de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 ||
		    strcmp(de->d_name, "..") == 0)
			continue;
		*v = xw_ereallocarray(*v, *n + 1, sizeof(**v));
		(*v)[(*n)++] = xw_estrdup(de->d_name);
	}
	if (errno != 0) {
		end_progress();
		xw_warn("cannot read folder '%s'", path);
		while (*n > 0)
			free((*v)[--*n]);
		free(*v);
		closedir(d);
		return -1;
	}
	closedir(d);
	if (*n > 0)
		qsort(*v, *n, sizeof(**v), by_name);
	return 0;
}

/* Whether full, with st from lstat(2), is an input: 1 a regular file or
   a link to one, st then the file's; 0 a broken link, an input that
   fails, said so; -1 neither. */
static int
file_behind(const char *full, struct stat *st)
{
	if (S_ISREG(st->st_mode))
		return 1;
	if (!S_ISLNK(st->st_mode))
		return -1;
	if (stat(full, st) != 0)
		return 0;
	return S_ISREG(st->st_mode) ? 1 : -1;
}

/*
 * The puzzle files under the folder path, whose outputs go to sub under
 * dir. Hidden names (.git, macOS's ._x.puz) are passed over, and so are
 * links to folders, which could lead out of the tree or round in it, and
 * the folders of outputs (is_output). Other files are passed over too,
 * since a README or notes may be .txt as Across Lite text is, but
 * counted in w->others.
 */
static void
walk(struct walk *w, const char *path, const struct stat *dir,
    const char *sub)
{
	struct stat st;
	char **names, *full;
	size_t n, i;
	int found;

	if (names_in(path, &names, &n) != 0) {
		w->in->failed++;
		return;
	}
	for (i = 0; i < n; i++) {
		full = join(path, names[i]);
		if (names[i][0] == '.') {
			free(full);
		} else if (lstat(full, &st) != 0) {
			/* One gone since the folder was read is no input;
			   one that cannot be looked at (its path past
			   PATH_MAX) may be a folder of them: said. */
			if (errno != ENOENT) {
				end_progress();
				xw_warn("cannot read '%s'", full);
				w->in->failed++;
			}
			free(full);
		} else if (S_ISDIR(st.st_mode)) {
			if (!is_output(w, &st)) {
				char *s = join(sub, names[i]);

				walk(w, full, &st, s);
				free(s);
			}
			free(full);
		} else if ((found = file_behind(full, &st)) < 0) {
			free(full);
		} else if (is_puzzle_name(names[i])) {
			add(w, full, *sub != '\0' ? xw_estrdup(sub) : NULL,
			    found ? &st : NULL, dir);
		} else {
			w->others += (size_t)found;
			free(full);
		}
		free(names[i]);
	}
	free(names);
}

/* Add the file operand op, st its stat(2) (NULL: none), with the
   folder that holds its name. */
static void
add_operand(struct walk *w, const char *op, const struct stat *st)
{
	const char *slash = strrchr(op, '/');
	char *folder = slash == NULL ? xw_estrdup(".") :
	    xw_estrndup(op, slash == op ? 1 : (size_t)(slash - op));
	struct stat dir;

	add(w, xw_estrdup(op), NULL, st, stat(folder, &dir) == 0 ? &dir :
	    NULL);
	free(folder);
}

/*
 * The folder under dir that the tree of the folder operand op goes to:
 * its last name; none, dir itself, for "/", "." and "..", which name no
 * folder of their own (-d out . in 2024 is out/01/..., not out/./01).
 */
static char *
top_name(const char *op)
{
	size_t n = strlen(op), k;

	while (n > 0 && op[n - 1] == '/')
		n--;
	for (k = n; k > 0 && op[k - 1] != '/'; k--)
		;
	if ((n - k == 1 && op[k] == '.') ||
	    (n - k == 2 && op[k] == '.' && op[k + 1] == '.'))
		n = k;
	return xw_estrndup(op + k, n - k);
}

/*
 * Warn of the folder operand op: that it holds no puzzle file (none,
 * with no folder that could not be read), and of the others files
 * passed over, which the walk goes by the names of, and the way to
 * convert them. Each message is one literal, as the pages quote it.
 */
static void
say_passed_over(const char *op, int none, size_t others)
{
	if (none && others == 0)
		xw_warnx("%s: warning: no puzzle file in this folder", op);
	else if (none && others == 1)
		xw_warnx("%s: warning: no file named .puz, .ipuz, .jpz or .xd "
		    "in this folder; 1 other file passed over: give it as an "
		    "operand to convert it", op);
	else if (none)
		xw_warnx("%s: warning: no file named .puz, .ipuz, .jpz or .xd "
		    "in this folder; %zu other files passed over: give them as "
		    "operands to convert them", op, others);
	else if (others == 1)
		xw_warnx("%s: warning: 1 file not named .puz, .ipuz, .jpz or "
		    ".xd passed over: give it as an operand to convert it", op);
	else if (others > 1)
		xw_warnx("%s: warning: %zu files not named .puz, .ipuz, .jpz or "
		    ".xd passed over: give them as operands to convert them", op,
		    others);
}

void
find_inputs(char **operands, int n, const char *dir, int quiet,
    struct batch_inputs *in)
{
	struct walk w = { in, { 0 }, 0, { 0 }, 0, 0 };
	struct stat st;
	char *top, *tree;
	int i, before, failed;

	memset(in, 0, sizeof(*in));
	w.has_out = stat(dir, &w.out) == 0 && S_ISDIR(w.out.st_mode);
	for (i = 0; i < n; i++) {
		if (strcmp(operands[i], "-") == 0 ||
		    stat(operands[i], &st) != 0) {
			add_operand(&w, operands[i], NULL);
			continue;
		}
		if (!S_ISDIR(st.st_mode)) {
			add_operand(&w, operands[i], &st);
			continue;
		}
		before = in->n;
		failed = in->failed;
		top = top_name(operands[i]);
		tree = join(dir, top);
		w.has_tree = stat(tree, &w.tree) == 0;
		free(tree);
		w.others = 0;
		walk(&w, operands[i], &st, top);
		free(top);
		if (!quiet && ((in->n == before && in->failed == failed) ||
		    w.others > 0)) {
			end_progress();
			say_passed_over(operands[i], in->n == before &&
			    in->failed == failed, w.others);
		}
	}
}

void
free_inputs(struct batch_inputs *in)
{
	int i;

	for (i = 0; i < in->n; i++) {
		free(in->paths[i]);
		free(in->subs[i]);
	}
	free(in->paths);
	free(in->subs);
	free(in->ids);
}
