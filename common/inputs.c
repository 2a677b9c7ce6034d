/* See LICENSE file for copyright and license details. */
/*
 * The inputs: the files read, which no output may replace
 * (xw_protect_inputs), the name an input goes by in messages, and
 * SOURCE_DATE_EPOCH, the time a reproducible output is made at.
 */
#include <sys/stat.h>

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "util_priv.h"

/*
 * The regular files xw_slurp read, by device and inode, which no output
 * may replace: a set with open addressing, grown at half full.
 */
struct fileid {
	dev_t dev;
	ino_t ino;
	int used;
};

static struct fileid *inputs;
static size_t ninputs, capinputs;
static int protecting;		/* xw_protect_inputs was called */
/* Held over each look at the set or change of it: threads may read. */
static pthread_mutex_t inputs_lock = PTHREAD_MUTEX_INITIALIZER;

void
xw_protect_inputs(void)
{
	pthread_mutex_lock(&inputs_lock);
	protecting = 1;
	pthread_mutex_unlock(&inputs_lock);
}

static void add_input(const struct stat *);

void
xw_protect_fd(int fd)
{
	struct stat st;

	if (fstat(fd, &st) == 0)
		xw_note_input(&st);
}

static struct fileid *
input_slot(struct fileid *set, size_t cap, const struct stat *st)
{
	uint64_t key[2] = { (uint64_t)st->st_dev, (uint64_t)st->st_ino };
	size_t i = (size_t)xw_fnv1a(key, sizeof(key), XW_FNV_BASIS) &
	    (cap - 1);

	while (set[i].used && (set[i].dev != st->st_dev ||
	    set[i].ino != st->st_ino))
		i = (i + 1) & (cap - 1);
	return &set[i];
}

void
xw_note_input(const struct stat *st)
{
	pthread_mutex_lock(&inputs_lock);
	if (protecting && S_ISREG(st->st_mode))
		add_input(st);
	pthread_mutex_unlock(&inputs_lock);
}

/* Add st to the set (inputs_lock held). */
static void
add_input(const struct stat *st)
{
	struct fileid *old = inputs, *slot;
	struct stat id;
	size_t i, oldcap = capinputs;

	if (2 * (ninputs + 1) > capinputs) {
		capinputs = capinputs != 0 ? 2 * capinputs : 64;
		inputs = xw_ecalloc(capinputs, sizeof(*inputs));
		for (i = 0; i < oldcap; i++)
			if (old[i].used) {
				id.st_dev = old[i].dev;
				id.st_ino = old[i].ino;
				*input_slot(inputs, capinputs, &id) = old[i];
			}
		free(old);
	}
	slot = input_slot(inputs, capinputs, st);
	if (!slot->used) {
		slot->dev = st->st_dev;
		slot->ino = st->st_ino;
		slot->used = 1;
		ninputs++;
	}
}

int
xw_is_input_stat(const struct stat *st)
{
	int found;

	pthread_mutex_lock(&inputs_lock);
	found = ninputs > 0 && S_ISREG(st->st_mode) &&
	    input_slot(inputs, capinputs, st)->used;
	pthread_mutex_unlock(&inputs_lock);
	return found;
}

void
xw_protect_path(const char *path)
{
	struct stat st;

	if (stat(path, &st) == 0)
		xw_note_input(&st);
}

int
xw_is_input(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && xw_is_input_stat(&st);
}

const char *
xw_display_name(const char *path)
{
	return path == NULL || strcmp(path, "-") == 0 ? "<stdin>" : path;
}

int
xw_source_date(int64_t *t, struct xw_error *e)
{
	const char *s = getenv("SOURCE_DATE_EPOCH");
	int64_t v = 0;
	size_t i;

	if (s == NULL || s[0] == '\0')
		return 0;
	/* 9999-12-31T23:59:59Z, the last second a date has four digits;
	   digits only, so no sign, no blank, no base. */
	for (i = 0; s[i] >= '0' && s[i] <= '9' && v <= 253402300799LL; i++)
		v = v * 10 + (s[i] - '0');
	for (; s[i] >= '0' && s[i] <= '9'; i++)
		;
	if (s[i] != '\0')
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "SOURCE_DATE_EPOCH "
		    "'%s' is not a count of seconds since 1970", s);
	/* A count, but of a time no date of four digits, as a PDF's and a
	   zip's are written, can say. */
	if (v > 253402300799LL)
		return xw_seterr(e, XW_ERR_ARG, "", 0, 0, "SOURCE_DATE_EPOCH "
		    "'%s' is past 9999-12-31, the last day a date of four "
		    "digits can say", s);
	*t = v;
	return 1;
}
