/* See LICENSE file for copyright and license details. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <zip.h>	/* the ZIP_ER_* codes only: nothing of libzip is called */

#include "clocale.h"
#include "utf8.h"
#include "util.h"
#include "util_priv.h"
#include "zipname.h"

/* Whether s[0..n), less what follows its first '.', is a name Windows
   keeps for a device in every folder: NUL.ipuz is NUL. */
static int
is_device(const char *s, size_t n)
{
	static const char *const devices[] = { "CON", "PRN", "AUX", "NUL" };
	const char *dot = memchr(s, '.', n);
	size_t i;

	if (dot != NULL)
		n = (size_t)(dot - s);
	for (i = 0; i < sizeof(devices) / sizeof(devices[0]); i++)
		if (n == 3 && xw_ascii_ncasecmp(s, devices[i], 3) == 0)
			return 1;
	return n == 4 && (xw_ascii_ncasecmp(s, "COM", 3) == 0 ||
	    xw_ascii_ncasecmp(s, "LPT", 3) == 0) && s[3] >= '1' && s[3] <= '9';
}

/* Why the part s[0..n) between slashes is unsafe, or NULL; unsafe on
   Windows too, where a member must be one file of its own. */
static const char *
part_fault(const char *s, size_t n, int last)
{
	if (n == 0)
		return last ? NULL : "has an empty part ('//')";
	if (n > XW_ZIPNAME_PART_MAX)
		return "has a part over 255 bytes";
	if (n == 2 && memcmp(s, "..", 2) == 0)
		return "leads out of the folder with '..'";
	if (n == 1 && s[0] == '.')
		return "has a '.' part";
	/* Windows drops them: 'a.ipuz.' is 'a.ipuz' there. */
	if (s[n - 1] == '.' || s[n - 1] == ' ')
		return "has a part that ends in '.' or ' ', which Windows drops";
	if (memchr(s, ':', n) != NULL)
		return "has a ':' in its name, which Windows takes for a "
		    "stream of a file";
	if (is_device(s, n))
		return "has a part that Windows takes for a device (CON, PRN, "
		    "AUX, NUL, COM1-9, LPT1-9)";
	return NULL;
}

const char *
xw_zipname_fault(const char *name, size_t len)
{
	const char *why, *part, *slash;
	size_t i;

	if (len == 0)
		return "has an empty name";
	if (len > XW_ZIPNAME_MAX)
		return "has a name over 1024 bytes";
	if (xw_utf8_check(name, len) < len)
		return "has a name that is not UTF-8";
	for (i = 0; i < len; i++) {
		if ((unsigned char)name[i] < 0x20 || name[i] == 0x7f)
			return "has a control character in its name";
		if (name[i] == '\\')
			return "has a backslash in its name";
	}
	/* "C:" would be a drive on Windows, whatever follows it. */
	if (name[0] == '/' || (len >= 2 && name[1] == ':'))
		return "is an absolute path";
	for (part = name; part <= name + len; part = slash + 1) {
		slash = memchr(part, '/', (size_t)(name + len - part));
		if (slash == NULL)
			slash = name + len;
		why = part_fault(part, (size_t)(slash - part),
		    slash == name + len);
		if (why != NULL)
			return why;
	}
	return NULL;
}

int
xw_zip_open_error(const char *name, const char magic[4], int zcode,
    const char *zmsg, struct xw_error *e)
{
	switch (zcode) {
	case ZIP_ER_NOZIP:
		/* A local header first and no directory at the end: cut. */
		if (memcmp(magic, "PK\3\4", 4) == 0)
			return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "truncated "
			    "zip file: its central directory is missing");
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "not a zip file");
	case ZIP_ER_MULTIDISK:
		/* A fault of the file, as the others: not libzip's words in
		   the frame of a system error. */
		return xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "not a zip file "
		    "this reads: a multi-disk archive");
	case ZIP_ER_INCONS:
		return xw_seterr(e, XW_ERR_SYNTAX, name, 0, 0, "damaged zip "
		    "file: its directory does not match its contents");
	case ZIP_ER_MEMORY:
		xw_out_of_memory();
	default:
		return xw_seterr_io(e, name, "read", zmsg);
	}
}

int
xw_zip_bundle_error(const char *name, struct xw_error *e)
{
	static const char what[] = "a puzzle-set bundle, not a puzzle: "
	    "ipuz-pack -e ipuz", how[] = "writes out its puzzles to print, in "
	    "the set's order and with its titles (-x extracts it as it is)";
	struct xw_buf cmd = { 0 }, msg = { 0 };

	/* The way to print or read the set, as its maker ordered and titled
	   it, first: what -x extracts is ordered by id, and titled as the
	   puzzles are (persona18 F2). A bundle read from the standard input
	   is read so by ipuz-pack too. Only a name shown as it is, in a
	   message not cut, can be pasted: else the command without it. */
	xw_shell_word(&cmd, strcmp(name, "<stdin>") == 0 ? "-" : name);
	xw_buf_printf(&msg, "%s -f %s %s", what, cmd.s, how);
	if (!xw_shown_as_is(cmd.s) || msg.len >= sizeof(e->msg)) {
		msg.len = 0;
		xw_buf_printf(&msg, "%s %s", what, how);
	}
	xw_seterr(e, XW_ERR_FORMAT, name, 0, 0, "%s", msg.s);
	xw_buf_free(&cmd);
	xw_buf_free(&msg);
	return -1;
}

void
xw_zip_folder_mend(struct xw_buf *b, const char *folder, const char *bundle)
{
	struct xw_buf path = { 0 }, cmd = { 0 };
	const char *base = strrchr(bundle, '/');
	/* -c refuses a name that exists: not the one read (regress20
	   F7). */
	const char *out = strcmp(base != NULL ? base + 1 : bundle,
	    "set.zip") == 0 ? "new-set.zip" : "set.zip";

	/* What a file manager makes of an unpacked set compressed again
	   (persona19 F4). -m reads the puzzles by names relative to the
	   manifest's folder, so the unzipped folder re-packs as it is. */
	xw_buf_printf(&path, "%s/%s", folder, XW_BUNDLE_MANIFEST);
	xw_shell_word(&cmd, path.s);
	xw_buf_printf(b, "the set was zipped with its folder, '%s'; unzip it "
	    "and re-pack it", folder);
	/* Only a name shown as it is can be pasted; and one whose quoting
	   more than doubles it (a name of quotes) would make a message past
	   a line of ipuz-pack's findings, 1024 bytes. */
	if (xw_shown_as_is(cmd.s) && cmd.len <= 2 * XW_ZIPNAME_PART_MAX)
		xw_buf_printf(b, ": ipuz-pack -c -f %s -m %s", out, cmd.s);
	else
		xw_buf_puts(b, " with ipuz-pack -c -m");
	xw_buf_puts(b, ", or zip what is inside the folder");
	xw_buf_free(&path);
	xw_buf_free(&cmd);
}
