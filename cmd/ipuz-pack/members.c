/* See LICENSE file for copyright and license details. */
/*
 * What makes a member of a bundle unsafe to write out: its name, its
 * type, its size, and a twin, another member that would be the same file.
 */
#include <stdlib.h>
#include <string.h>

#include <zip.h>

#include "bundle.h"
#include "utf8.h"
#include "util.h"
#include "zipname.h"

/* Unix file types in a zip's external attributes, as in st_mode. */
#define UNIX_TYPE(attr)	(((attr) >> 16) & 0170000)
#define UNIX_FILE	0100000
#define UNIX_FOLDER	0040000
#define UNIX_LINK	0120000
/* MS-DOS's folder bit, in their low byte. */
#define MSDOS_FOLDER	0x10

/*
 * Why a member named name, of external attributes attr, is not the
 * regular file or folder its name says, or NULL. Whatever system the zip
 * says it was made on: Info-ZIP's unzip takes the high 16 bits for a
 * Unix mode, and makes a symbolic link of one, from VMS, Atari ST, BeOS
 * and AtheOS as from Unix (fuzz19 F5); bsdtar makes a folder of a member
 * marked as one by its Unix type or MS-DOS's bit, 7-Zip by the bit from
 * Windows, where unzip and libzip go by the final '/' (F10).
 */
static const char *
type_fault(const char *name, zip_uint32_t attr)
{
	int folder = name[0] != '\0' && name[strlen(name) - 1] == '/';

	if (UNIX_TYPE(attr) == UNIX_LINK)
		return "is a symbolic link";
	if (UNIX_TYPE(attr) != 0 && UNIX_TYPE(attr) != UNIX_FILE &&
	    UNIX_TYPE(attr) != UNIX_FOLDER)
		return "is not a regular file";
	if (!folder && (UNIX_TYPE(attr) == UNIX_FOLDER ||
	    (attr & MSDOS_FOLDER) != 0))
		return "is marked as a folder, but its name has no final '/'";
	return NULL;
}

const char *
pk_member_fault(struct zip *za, uint64_t i, const struct zip_stat *st)
{
	const char *why;
	zip_uint32_t attr;
	zip_uint8_t os;

	if ((why = xw_zipname_fault(st->name, strlen(st->name))) != NULL)
		return why;
	if (zip_file_get_external_attributes(za, i, 0, &os, &attr) == 0 &&
	    (why = type_fault(st->name, attr)) != NULL)
		return why;
	/* bsdtar and unzip make the folder and drop its bytes: what they
	   write out is not what was verified (fuzz19 F10). */
	if (st->size > 0 && st->name[0] != '\0' &&
	    st->name[strlen(st->name) - 1] == '/')
		return "is a folder that holds data, which unzippers drop";
	if (st->encryption_method != ZIP_EM_NONE)
		return "is encrypted";
	if (st->comp_method != ZIP_CM_STORE && st->comp_method != ZIP_CM_DEFLATE)
		return "is compressed by a method other than deflate";
	if (st->size > (zip_uint64_t)PK_MAX_MEMBER)
		return "inflates past the limit of 64 MiB a member";
	if (st->size > (zip_uint64_t)PK_RATIO_FLOOR &&
	    st->size / PK_MAX_RATIO > st->comp_size)
		return "inflates over 200 times its size (a zip bomb)";
	return NULL;
}

size_t
pk_name_shown(const char *s, size_t n)
{
	size_t k = PK_NAME_SHOWN;

	if (n <= k)
		return n;
	while (k > PK_NAME_SHOWN - 3 && ((unsigned char)s[k] & 0xc0) == 0x80)
		k--;
	return k;
}

char *
pk_name_fold(const char *name, int upper)
{
	struct xw_buf b = { 0 };
	size_t n = strlen(name), k;
	uint32_t cp;
	char utf8[4];

	for (; n > 0; name += k, n -= k) {
		if ((k = xw_utf8_letter(name, n, &cp)) == 0) {
			xw_buf_add(&b, name, k = 1);
			continue;
		}
		xw_buf_add(&b, utf8, xw_utf8_encode(upper ? xw_toupper(cp) :
		    cp, utf8));
		/* The variation selectors of ❤️ kept: ❤ is another name. */
		xw_buf_add(&b, name + k - xw_utf8_selectors(name, k),
		    xw_utf8_selectors(name, k));
	}
	return xw_buf_take(&b);
}

int
pk_fold_order(const void *a, const void *b)
{
	const struct pk_fold *x = a, *y = b;
	int c = strcmp(x->fold, y->fold);

	return c != 0 ? c : (x->who > y->who) - (x->who < y->who);
}

/* Why members a and b, whose names fold the same, are one file. */
static const char *
twin_fault(const struct pk_member *a, const struct pk_member *b)
{
	char *x, *y;
	int cased;

	if (strcmp(a->name, b->name) == 0)
		return "is in the bundle twice";
	if ((a->name[0] != '\0' && a->name[strlen(a->name) - 1] == '/') !=
	    (b->name[0] != '\0' && b->name[strlen(b->name) - 1] == '/'))
		return "is a file and a folder of one name";
	x = pk_name_fold(a->name, 0);
	y = pk_name_fold(b->name, 0);
	cased = strcmp(x, y) != 0;
	free(x);
	free(y);
	return cased ? "differs from another member only in case" :
	    "differs from another member only in how its accents are "
	    "written (composed or apart)";
}

void
pk_find_twins(struct pk_bundle *b)
{
	struct pk_fold *v = xw_ecalloc(b->n, sizeof(*v));
	struct pk_member *m;
	size_t i, len;

	/* A folder's name without its '/': x/ and x are one file. */
	for (i = 0; i < b->n; i++) {
		v[i] = (struct pk_fold){ pk_name_fold(b->m[i].name, 1),
		    (long)i };
		if ((len = strlen(v[i].fold)) > 1 && v[i].fold[len - 1] == '/')
			v[i].fold[len - 1] = '\0';
	}
	qsort(v, b->n, sizeof(*v), pk_fold_order);
	/* In order of the folded names, then of the members: the later of
	   two is the second. */
	for (i = 1; i < b->n; i++)
		if (strcmp(v[i].fold, v[i - 1].fold) == 0 &&
		    (m = &b->m[v[i].who])->fault == NULL)
			m->fault = twin_fault(m, &b->m[v[i - 1].who]);
	for (i = 0; i < b->n; i++)
		free(v[i].fold);
	free(v);
}
