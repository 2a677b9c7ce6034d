/* See LICENSE file for copyright and license details. */
/* A puzzle's id: what an id may be, and one made of a file's name. */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pack.h"
#include "utf8.h"
#include "util.h"
#include "words.h"

int
pk_id_ok(const char *id)
{
	size_t n = strlen(id);

	return n > 0 && n <= PK_ID_MAX && isalnum((unsigned char)id[0]) &&
	    strspn(id, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "0123456789._-") == n;
}

char *
pk_id_fold(const char *name)
{
	struct xw_buf id = { 0 };
	const char *s;
	char *folded, *out = NULL;
	size_t len;
	uint32_t cp;

	/* Accents folded (größe is grosse), then a '-' for each character
	   that is no ASCII letter or digit, not for each byte (gr----e). */
	folded = xw_word_fold(name);
	for (s = folded != NULL ? folded : name; *s != '\0'; s += len) {
		if ((len = xw_utf8_decode(s, strlen(s), &cp)) == 0) {
			len = 1;
			cp = 0xfffd;
		}
		xw_buf_putc(&id, cp < 0x80 && (isalnum((int)cp) ||
		    strchr("._-", (int)cp) != NULL) ? (char)cp : '-');
	}
	free(folded);
	/* Less what an id cannot start with. */
	for (s = id.s != NULL ? id.s : ""; *s != '\0' &&
	    !isalnum((unsigned char)*s); s++)
		;
	if (*s != '\0')
		out = xw_estrndup(s, strnlen(s, PK_ID_MAX));
	xw_buf_free(&id);
	return out;
}

char *
pk_id_from_path(const char *path)
{
	const char *base = strrchr(path, '/'), *dot;
	char *name, *id;

	/* The extension goes first: ".ipuz" is no id "ipuz". */
	base = base != NULL ? base + 1 : path;
	dot = strrchr(base, '.');
	name = xw_estrndup(base, dot != NULL ? (size_t)(dot - base) :
	    strlen(base));
	id = pk_id_fold(name);
	free(name);
	/* "puzzle" when nothing is left (a name in Greek or Cyrillic). */
	return id != NULL ? id : xw_estrdup("puzzle");
}
