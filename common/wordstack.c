/* See LICENSE file for copyright and license details. */
/*
 * Stacks of word lists: merged in order, indexed once, and the index
 * cached in the user's cache folder, reused for as long as every list
 * keeps its checksum. The cached index records each list's path, size,
 * times, inode and checksum: equal times and sizes are trusted, as make
 * and git trust them, and anything else is settled by the contents.
 */
#include <sys/stat.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "util.h"
#include "util_priv.h"
#include "wordidx.h"
#include "wordidx_priv.h"
#include "words.h"

/*
 * A list changed this close before it was indexed may have changed again
 * within its file system's time stamp granularity, unseen by its times:
 * its contents decide.
 */
#define RACY_NS		(2LL * 1000000000)

/* One list of a stack. */
struct member {
	const char *path;	/* as given, "-" for standard input */
	const char *from;	/* the variable that named path, for
				   messages (xw_stack_opts), or NULL */
	char *real;		/* absolute, a key never opened (in a deep
				   folder, too long to be: path is); NULL
				   for standard input */
	char *mem;		/* what real (and path, for a list taken for
				   its stale index) are allocated in */
	struct stat st;
	struct xw_source src;
	unsigned flags;		/* XW_WORDS_FOLD: a folded index, or the
				   list of a stale one, read as that index
				   was built */
	int read;		/* it was read and merged */
};

struct stack {
	struct member *v;
	size_t n, given;
	int cacheable;		/* no standard input, a cache folder */
	/*
	 * Some member is a folded index: every list is read folded, as with
	 * -f. A folded index's words lost their accents, and an accented
	 * word of a list beside it, read as it is, would be another word:
	 * "café;0" would not take out CAFE, nor "naïve;90" rescore NAIVE.
	 */
	int fold;
	int lost;		/* lists left out */
	struct xw_error first;	/* why the first was */
};

static int
is_stdin(const char *path)
{
	return path == NULL || strcmp(path, "-") == 0;
}

static int64_t
ns(struct timespec t)
{
	return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static void
warn(const struct xw_stack_opts *o, const struct xw_error *w)
{
	if (o->warn != NULL)
		o->warn(w, o->arg);
}

/* The malformed lines of a list and those likely meant otherwise, said
   alike whether it is read or its index taken from the cache. */
static void
warn_lines(const struct xw_stack_opts *o, const char *name,
    const struct xw_source *src)
{
	if (src->skipped.n > 0 && o->skipped != NULL)
		o->skipped(name, &src->skipped, o->arg);
	if (src->suspect.n > 0 && o->suspect != NULL)
		o->suspect(name, &src->suspect, o->arg);
}

/* A list that cannot be used: said now in a stack, kept for the end. */
static void
lose(struct stack *s, const struct xw_stack_opts *o, const char *name,
    const struct xw_error *e)
{
	struct xw_error w;

	if (s->lost++ == 0)
		s->first = *e;
	if (s->given > 1) {
		xw_seterr(&w, e->code, name, 0, 0, "left out of the stack: %s",
		    e->msg);
		warn(o, &w);
	}
}

/* The error when no list is left: the one list's own, or a summary. */
static int
none_left(const struct stack *s, struct xw_error *e)
{
	if (s->given == 1 && s->lost > 0) {
		*e = s->first;
		return -1;
	}
	return xw_seterr(e, XW_ERR_IO, "", 0, 0, "none of the %zu word lists "
	    "could be read", s->given);
}

static void
free_stack(struct stack *s)
{
	while (s->n > 0)
		free(s->v[--s->n].mem);
	free(s->v);
}

/*
 * The current directory's path, however long: getcwd into a buffer
 * doubled until the path fits (POSIX leaves getcwd(NULL, 0) undefined).
 * NULL, with errno set, when the directory cannot be named.
 */
static char *
current_dir(void)
{
	size_t size = 512;
	char *cwd = NULL;

	for (;;) {
		cwd = xw_ereallocarray(cwd, size, 1);
		if (getcwd(cwd, size) != NULL)
			return cwd;
		if (errno != ERANGE) {
			free(cwd);
			return NULL;
		}
		size *= 2;
	}
}

/*
 * m->path made absolute in m->real (not resolved: a name is enough for
 * a key), both in m->mem; path is copied when it is not the caller's.
 * The current directory is named however deep it is. Returns 0, or -1
 * when it cannot be named (removed, or a parent unreadable).
 */
static int
absolute(struct member *m, int copy)
{
	char *cwd = NULL;
	size_t n = strlen(m->path) + 1;

	if (m->path[0] != '/' && (cwd = current_dir()) == NULL)
		return -1;
	m->mem = xw_emalloc(2 * n + (cwd != NULL ? strlen(cwd) + 1 : 0));
	m->real = m->mem + n;
	sprintf(m->real, "%s%s%s", cwd != NULL ? cwd : "", cwd != NULL ? "/" :
	    "", m->path);
	free(cwd);
	if (copy)
		m->path = memcpy(m->mem, m->path, n);
	return 0;
}

/*
 * The lists of paths[0..n) that exist, with their absolute paths; an
 * index stale against its list gives way to that list.
 */
static void
resolve(struct stack *s, const char *const *paths, size_t n,
    const struct xw_stack_opts *o)
{
	struct xw_error e;
	struct member *m;
	char src[4096];
	size_t i;
	int stale;

	memset(s, 0, sizeof(*s));
	s->v = xw_ecalloc(n, sizeof(*s->v));
	s->given = n;
	s->cacheable = o->cache != NULL;
	for (i = 0; i < n; i++) {
		m = &s->v[s->n];
		memset(m, 0, sizeof(*m));
		if (is_stdin(paths[i])) {
			m->path = "-";
			s->cacheable = 0;
			s->n++;
			continue;
		}
		m->path = paths[i];
		m->from = o->from;
		stale = xw_index_stale(paths[i], src, sizeof(src), &m->flags);
		if (stale) {
			/* The list beside the index: no variable named it. */
			m->path = src;
			m->from = NULL;
		}
		s->fold |= (m->flags & XW_WORDS_FOLD) != 0;
		if (stat(m->path, &m->st) != 0 || absolute(m, stale) != 0) {
			xw_seterr_io_from(&e, m->path, m->from, "open",
			    strerror(errno));
			lose(s, o, m->path, &e);
		} else if (S_ISDIR(m->st.st_mode)) {
			xw_seterr_io_from(&e, m->path, m->from, "read",
			    strerror(EISDIR));
			lose(s, o, m->path, &e);
			free(m->mem);
		} else {
			/* A pipe, a FIFO or a device is read once, whole, as
			   the standard input is: its path (/dev/fd/63) says
			   nothing of what it holds the next time. */
			if (!S_ISREG(m->st.st_mode))
				s->cacheable = 0;
			s->n++;
		}
	}
}

/* The file of the stack's cached index, in path (size n). */
static void
cache_file(const struct stack *s, const struct xw_stack_opts *o, char *path,
    size_t n)
{
	/* Its number changes when lists are read otherwise, so that an
	   index cached before is not taken: 3 folds a decomposed Й as Й;
	   4 records the suspect lines, to say them again. */
	uint64_t h = xw_fnv1a("xwtools stack 4", 15, XW_FNV_BASIS);
	unsigned char flags = (unsigned char)o->flags;
	size_t i;

	h = xw_fnv1a(&flags, 1, h);
	for (i = 0; i < s->n; i++) {
		h = xw_fnv1a(s->v[i].real, strlen(s->v[i].real) + 1, h);
		/* A list read folded for its stale index is not that list
		   as given; the others' keys are as they were. */
		if (s->v[i].flags != 0) {
			flags = (unsigned char)s->v[i].flags;
			h = xw_fnv1a(&flags, 1, h);
		}
	}
	snprintf(path, n, "%s/%016llx.idx", o->cache, (unsigned long long)h);
}

/*
 * Whether the stack's index folds accents: with XW_WORDS_FOLD, or when
 * a member is a folded index or its stale list (which is indexed as
 * that index was), and so every list is read folded.
 */
static int
folds(const struct stack *s, const struct xw_stack_opts *o)
{
	return (o->flags & XW_WORDS_FOLD) || s->fold;
}

static void
stamp(struct member *m)
{
	m->src.path = m->real;
	m->src.size = (uint64_t)m->st.st_size;
	m->src.mtime = ns(m->st.st_mtim);
	m->src.ctime = ns(m->st.st_ctim);
	m->src.ino = (uint64_t)m->st.st_ino;
	m->src.dev = (uint64_t)m->st.st_dev;
}

static int
same_stat(const struct xw_source *a, const struct xw_source *b)
{
	return a->size == b->size && a->mtime == b->mtime &&
	    a->ctime == b->ctime && a->ino == b->ino && a->dev == b->dev;
}

/* Whether the file at path has checksum sum. */
static int
same_contents(const char *path, uint64_t sum)
{
	char *buf;
	size_t len;
	int same;

	if (xw_list_slurp(path, NULL, &buf, &len, NULL) != 0)
		return 0;
	same = xw_fnv1a(buf, len, XW_SRCHASH_BASIS) == sum;
	free(buf);
	return same;
}

/*
 * The cached index of the stack at path, when it is there and every list
 * still has the checksum it records; NULL when it must be built. A list
 * whose times alone changed is written down anew.
 */
static struct xw_index *
cached(struct stack *s, const struct xw_stack_opts *o, const char *path)
{
	struct xw_source *src = NULL;
	struct xw_index *ix;
	struct xw_error e;
	int64_t built;
	size_t i, n;
	int restamp = 0;

	if ((ix = xw_index_map(path, 0, NULL, NULL)) == NULL)
		return NULL;
	n = xw_index_sources(ix, &src);
	if (n != s->n || xw_index_folded(ix) != folds(s, o) ||
	    xw_index_reader(ix) != XW_READER_REVISION)
		goto miss;
	built = xw_index_built(ix);
	for (i = 0; i < n; i++) {
		struct member *m = &s->v[i];

		if (strcmp(src[i].path, m->real) != 0)
			goto miss;
		stamp(m);
		if (same_stat(&src[i], &m->src) && m->src.mtime < built -
		    RACY_NS && m->src.ctime < built - RACY_NS)
			continue;
		if (!same_contents(m->path, src[i].checksum))
			goto miss;
		restamp |= !same_stat(&src[i], &m->src);
	}
	for (i = 0; i < n; i++) {
		warn_lines(o, s->v[i].path, &src[i]);
		s->v[i].src.checksum = src[i].checksum;
		s->v[i].src.skipped = src[i].skipped;
		s->v[i].src.suspect = src[i].suspect;
		src[i] = s->v[i].src;
	}
	/* Best effort: when it fails, the contents decide again next time. */
	if (restamp)
		xw_index_restamp(ix, src, n, path, &e);
	free(src);
	return ix;
miss:
	free(src);
	xw_index_close(ix);
	return NULL;
}

/* Read and merge the lists; NULL with e filled when none could be read. */
static struct xw_wordlist *
merge(struct stack *s, const struct xw_stack_opts *o, struct xw_error *e)
{
	struct xw_wordlist *all = NULL, *w;
	struct xw_error err;
	const char *name;
	size_t i, len;
	unsigned flags;
	char *buf;

	for (i = 0; i < s->n; i++) {
		struct member *m = &s->v[i];

		name = xw_display_name(m->path);
		flags = o->flags | (s->fold ? XW_WORDS_FOLD : 0);
		if (xw_list_slurp(is_stdin(m->path) ? NULL : m->path, m->from,
		    &buf, &len, &err) != 0) {
			lose(s, o, name, &err);
			continue;
		}
		m->src.checksum = xw_fnv1a(buf, len, XW_SRCHASH_BASIS);
		if (xw_index_is(buf, len)) {
			w = xw_index_to_list(buf, len, name, flags, &err);
		} else if (xw_list_not_text(buf, len, name, &err) != 0) {
			w = NULL;
		} else {
			w = xw_wordlist_parse(buf, len, flags);
		}
		free(buf);
		if (w == NULL) {
			lose(s, o, name, &err);
			continue;
		}
		xw_wordlist_skipped_info(w, &m->src.skipped);
		xw_wordlist_suspect_info(w, &m->src.suspect);
		warn_lines(o, name, &m->src);
		m->read = 1;
		if (all == NULL) {
			all = w;
		} else {
			xw_wordlist_merge(all, w);
			xw_wordlist_free(w);
		}
	}
	if (all == NULL)
		none_left(s, e);
	return all;
}

/*
 * Make the cache folder and its parent when missing (.cache and xwtools
 * in $HOME, or XDG_CACHE_HOME and xwtools), private, as the XDG base
 * directory rule asks; nothing above them: a $HOME that does not exist
 * (a service's /nonexistent) is not to be made.
 */
static int
make_dir(const char *path)
{
	char buf[4096];
	size_t i, n = strlen(path);
	int k;

	if (n >= sizeof(buf)) {
		errno = ENAMETOOLONG;
		return -1;
	}
	memcpy(buf, path, n + 1);
	/* i: the end of what must be there, before the last two names. */
	for (k = 0, i = n; k < 2 && i > 0; k++) {
		while (i > 0 && buf[i - 1] == '/')
			i--;
		while (i > 0 && buf[i - 1] != '/')
			i--;
	}
	for (i++; i <= n; i++) {
		if (buf[i] != '/' && buf[i] != '\0')
			continue;
		buf[i] = '\0';
		if (mkdir(buf, 0700) != 0 && errno != EEXIST)
			return -1;
		buf[i] = path[i];
	}
	return 0;
}

/* Write the new index buf[0..len) to the cache; a warning when it cannot. */
static void
save(const struct xw_stack_opts *o, const char *path,
    const unsigned char *buf, size_t len)
{
	struct xw_error e, w;
	struct xw_out *out;

	if (make_dir(o->cache) != 0) {
		xw_seterr_io(&e, o->cache, "create", strerror(errno));
	} else if ((out = xw_out_open(path, 0, &e)) != NULL) {
		xw_out_write(out, (const char *)buf, len);
		if (xw_out_close(out, &e) == 0)
			return;
	}
	xw_seterr(&w, XW_ERR_IO, "", 0, 0, "cannot cache the index (%s); "
	    "the lists are indexed in memory on every run", e.msg);
	warn(o, &w);
}

static int64_t
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_REALTIME, &t);
	return ns(t);
}

/* The index of the lists, written to the cache when it can be. */
static struct xw_index *
build(struct stack *s, const struct xw_stack_opts *o, struct xw_error *e)
{
	struct xw_index_meta meta = { 0 };
	struct xw_source *src;
	struct xw_wordlist *w;
	struct xw_index *ix;
	unsigned char *buf;
	char path[4096];
	size_t i, n = 0, len;

	/* Before reading: a list changed after this is racy (see cached). */
	meta.built = now();
	if ((w = merge(s, o, e)) == NULL)
		return NULL;
	src = xw_ecalloc(s->n, sizeof(*src));
	for (i = 0; i < s->n; i++) {
		if (!s->v[i].read)
			continue;
		stamp(&s->v[i]);
		src[n++] = s->v[i].src;
	}
	meta.name = s->n == 1 ? xw_display_name(s->v[0].path) : "";
	meta.flags = folds(s, o) ? XW_INDEX_FOLDED : 0;
	/* A stack with a list left out is not cached: it would never be
	   found again (its key holds every list). */
	if (s->cacheable && s->lost == 0) {
		meta.src = src;
		meta.nsrc = n;
		meta.flags |= XW_READER_REVISION << XW_INDEX_READER_SHIFT;
	}
	if (xw_index_make(w, &meta, &buf, &len, e) != 0) {
		ix = NULL;
	} else {
		if (meta.nsrc > 0) {
			cache_file(s, o, path, sizeof(path));
			save(o, path, buf, len);
		}
		ix = xw_index_over(buf, len, e);
	}
	free(src);
	xw_wordlist_free(w);
	return ix;
}

/* One index file, fresh and fit for the flags: NULL when it is not. */
static struct xw_index *
single(const char *path, const struct xw_stack_opts *o, int *fail,
    struct xw_error *e)
{
	struct xw_index *ix;
	struct xw_error err;
	char src[4096];

	*fail = 0;
	if ((ix = xw_index_map(path, 1, o->from, &err)) == NULL) {
		/* Not an index: a list, read as such. */
		if (err.code != XW_ERR_FORMAT) {
			*e = err;
			*fail = 1;
		}
		return NULL;
	}
	if (!xw_index_stale(path, src, sizeof(src), NULL) &&
	    (!(o->flags & XW_WORDS_FOLD) || xw_index_folded(ix) ||
	    !xw_index_foldable(ix))) {
		/* Without a letter to fold, it is its own folded index:
		   marked so, it folds patterns and lookups for
		   XW_WORDS_FOLD as a folded index does. */
		if (o->flags & XW_WORDS_FOLD)
			ix->flags |= XW_INDEX_FOLDED;
		return ix;
	}
	xw_index_close(ix);
	return NULL;
}

struct xw_index *
xw_index_open_stack(const char *const *paths, size_t n,
    const struct xw_stack_opts *o, struct xw_error *e)
{
	struct xw_index *ix;
	struct stack s;
	char path[4096];
	int fail;

	if (n == 1 && !is_stdin(paths[0]) &&
	    ((ix = single(paths[0], o, &fail, e)) != NULL || fail))
		return ix;
	resolve(&s, paths, n, o);
	if (s.n == 0) {
		none_left(&s, e);
		free_stack(&s);
		return NULL;
	}
	ix = NULL;
	if (s.cacheable) {
		cache_file(&s, o, path, sizeof(path));
		ix = cached(&s, o, path);
	}
	if (ix == NULL)
		ix = build(&s, o, e);
	free_stack(&s);
	return ix;
}

struct xw_wordlist *
xw_wordlist_stack(const char *const *paths, size_t n,
    const struct xw_stack_opts *o, struct xw_error *e)
{
	struct xw_wordlist *w = NULL;
	struct stack s;

	resolve(&s, paths, n, o);
	if (s.n == 0)
		none_left(&s, e);
	else
		w = merge(&s, o, e);
	free_stack(&s);
	return w;
}

/*
 * The words of w scored 0, which an index leaves out, said when the
 * index has words (else its emptiness says why): used as gridfill -x,
 * the index keeps out only the words it holds. Said of one list only:
 * in a stack, a word scored 0 is a correction that takes the word out
 * of the lists under it, which the index does.
 */
static void
warn_unlisted(const struct xw_wordlist *w, const char *name,
    const struct xw_stack_opts *o)
{
	size_t n = xw_wordlist_unlisted(w);
	struct xw_error e;

	if (n == 0 || xw_wordlist_size(w) == 0)
		return;
	xw_seterr(&e, XW_ERR_INVALID, name, 0, 0, "%zu word%s scored 0 %s "
	    "left out of the index: gridfill -x with the index does not "
	    "keep %s out, -x with the list does", n, n == 1 ? "" : "s",
	    n == 1 ? "is" : "are", n == 1 ? "it" : "them");
	warn(o, &e);
}

int
xw_index_save_stack(const char *const *paths, size_t n,
    const struct xw_stack_opts *o, const char *path, struct xw_error *e)
{
	struct xw_index_meta meta = { 0 };
	struct xw_stack_opts nocache = *o;
	struct xw_wordlist *w;
	unsigned char *buf;
	struct stack s;
	size_t len;
	int ret = -1;

	nocache.cache = NULL;
	resolve(&s, paths, n, &nocache);
	if (s.n == 0) {
		none_left(&s, e);
		goto done;
	}
	if ((w = merge(&s, &nocache, e)) == NULL)
		goto done;
	meta.name = s.n == 1 ? xw_display_name(s.v[0].path) : "";
	meta.flags = folds(&s, o) ? XW_INDEX_FOLDED : 0;
	/* One list from a file: the index remembers it, to find it stale. */
	if (s.n == 1 && s.lost == 0 && s.v[0].real != NULL &&
	    S_ISREG(s.v[0].st.st_mode)) {
		meta.srcname = s.v[0].path;
		meta.srchash = s.v[0].src.checksum;
		meta.srcsize = (uint64_t)s.v[0].st.st_size;
		meta.mtime = ns(s.v[0].st.st_mtim);
	}
	if (s.n == 1)
		warn_unlisted(w, meta.name, o);
	if (xw_index_clamp_mtime(&meta.mtime, e) == 0 &&
	    xw_index_make(w, &meta, &buf, &len, e) == 0)
		ret = xw_index_write(buf, len, path, e);
	xw_wordlist_free(w);
done:
	free_stack(&s);
	return ret;
}

const char *
xw_index_cache_dir(void)
{
	static _Thread_local char path[4096];	/* each thread its own */
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	/* The XDG rule: a relative XDG_CACHE_HOME is to be ignored. */
	if (xdg != NULL && xdg[0] == '/')
		snprintf(path, sizeof(path), "%s/xwtools", xdg);
	else if (home != NULL && home[0] != '\0')
		snprintf(path, sizeof(path), "%s/.cache/xwtools", home);
	else
		return NULL;
	return path;
}

char **
xw_index_default_stack(size_t *n)
{
	const char *env = getenv("XW_WORDLIST"), *def = xw_index_default();
	size_t k = 0, parts = 1, size, len = env != NULL ? strlen(env) : 0;
	char **v, *s, *p;

	if (env != NULL)
		for (p = (char *)env; *p != '\0'; p++)
			parts += *p == ':';
	size = (parts + 2) * sizeof(*v) + len + strlen(def) + 2;
	v = xw_emalloc(size);
	s = (char *)(v + parts + 2);
	if (env != NULL) {
		memcpy(s, env, len + 1);
		for (p = s; p < s + len; p++)
			if (*p == ':')
				*p = '\0';
		/* The parts, empty ones left out. */
		for (p = s; p < s + len + 1; p += strlen(p) + 1)
			if (*p != '\0')
				v[k++] = p;
		s += len + 1;
	}
	if (k == 0) {
		strcpy(s, def);
		v[k++] = s;
	}
	v[k] = NULL;
	*n = k;
	return v;
}
