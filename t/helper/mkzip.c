/* See LICENSE file for copyright and license details. */
/*
 * Make the zip files the tests need (zipped .jpz, puzzle-set bundles),
 * hostile ones included, which no well-behaved zip tool writes; no zip
 * program or python is wanted:
 *
 *	mkzip out.zip op ...
 *
 *	f name file	a member with file's bytes
 *	d name		a folder
 *	z name count	a member of count zero bytes (a zip bomb)
 *	r name count	a member of count bytes that do not compress, the
 *			same on every run
 *	l name target	a symbolic link to target
 *	e name password	then encrypt the member name (traditional PKWARE)
 *	t name mode	then give the member name the Unix file type and
 *			permissions mode, in octal (010644 a FIFO)
 *	h name host	then say member name was made on host, the "made
 *			by" system (ZIP_OPSYS_*: 0 MS-DOS, 5 Atari ST, 16
 *			BeOS), its attributes kept
 *	a name attr	then give member name the external attributes attr,
 *			a number as C writes one (0x10 MS-DOS's folder
 *			bit), its host kept
 *	s old new	then replace every old in the zip's bytes by new,
 *			of the same length (\xHH for any byte): two names
 *			made the same, or one made not UTF-8
 *	S old new	the same, the first old only: a name in a local
 *			header and not in the central directory
 *	L size		then state size as the first member's inflated size
 *	U name size	then state size as member name's inflated size
 *	D how		then give every member a data descriptor (general
 *			purpose bit 3), as a zip written to a pipe has, the
 *			local header's CRC and sizes 0 but as how says, a
 *			string of letters ('-' for none):
 *			  s  the descriptor with its signature
 *			  u  the local header keeps the inflated size (bsdtar,
 *			     Info-ZIP zip to a pipe)
 *			  c  the local header keeps the compressed size
 *			  6  zip64: the local sizes in a zip64 extra field,
 *			     the descriptor's of 8 bytes
 *			and, to lie: l the local inflated size one more than
 *			the directory's; d the descriptor's so; k every CRC
 *			(local, descriptor, directory) one more than the
 *			data's
 *	O		then stretch the first member's compressed size, in
 *			its local header and the directory, over the second
 *			member's local header: two members that overlap
 *	H name		then take member name out of the central directory,
 *			its local header and data left where they are: a
 *			member only a streaming unzipper meets
 *	P name path	then give member name's directory entry an Info-ZIP
 *			Unicode Path extra field (0x7075) that says path
 *	p name path	the same in member name's local header
 *	m name		store member name, not deflated
 *	G name		then stretch member name, the last before the
 *			directory but for what H left there, over those
 *			bytes: its compressed size (and, stored, its size
 *			and CRC) in its directory entry, and its local
 *			header or a data descriptor written after them
 *			again (with its signature and sizes of 4 bytes)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zip.h>

static _Noreturn void
die(const char *what, const char *why)
{
	fprintf(stderr, "mkzip: %s: %s\n", what, why);
	exit(2);
}

static char *
slurp(const char *path, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	char *buf;
	long n;

	if (fp == NULL || fseek(fp, 0, SEEK_END) != 0 || (n = ftell(fp)) < 0)
		die(path, "cannot read");
	rewind(fp);
	if ((buf = malloc((size_t)n + 1)) == NULL ||
	    fread(buf, 1, (size_t)n, fp) != (size_t)n)
		die(path, "cannot read");
	fclose(fp);
	*len = (size_t)n;
	return buf;
}

/* s with \xHH escapes decoded, in place; returns its length. */
static size_t
unescape(char *s)
{
	size_t i, o = 0;
	unsigned v;

	for (i = 0; s[i] != '\0'; i++) {
		if (s[i] == '\\' && s[i + 1] == 'x' &&
		    sscanf(s + i + 2, "%2x", &v) == 1) {
			s[o++] = (char)v;
			i += 3;
		} else {
			s[o++] = s[i];
		}
	}
	return o;
}

/* count bytes that deflate cannot shrink, from a fixed seed (a 64-bit
   LCG's high bytes): the same zip on every run. */
static char *
noise(size_t count)
{
	char *data = malloc(count + 1);
	uint64_t x = 1;
	size_t i;

	if (data == NULL)
		die("noise", "out of memory");
	for (i = 0; i < count; i++) {
		x = x * 6364136223846793005ULL + 1442695040888963407ULL;
		data[i] = (char)(x >> 56);
	}
	return data;
}

/* mode: Unix file type and permissions, as st_mode has them (0100644 a
   file, 0120777 a symbolic link). */
static void
add(zip_t *za, const char *name, void *data, size_t len, unsigned mode)
{
	zip_source_t *src = zip_source_buffer(za, data, len, 1);
	zip_int64_t i;

	if (src == NULL || (i = zip_file_add(za, name, src,
	    ZIP_FL_ENC_RAW)) < 0)
		die(name, zip_strerror(za));
	if (zip_file_set_external_attributes(za, (zip_uint64_t)i, 0,
	    ZIP_OPSYS_UNIX, (zip_uint32_t)mode << 16) < 0)
		die(name, zip_strerror(za));
}

/* Member name of za made on host os, of external attributes attr: each
   kept as it is when -1. */
static void
attributes(zip_t *za, const char *name, long os, long long attr)
{
	zip_uint8_t was_os;
	zip_uint32_t was_attr;
	zip_int64_t i;

	if ((i = zip_name_locate(za, name, ZIP_FL_ENC_RAW)) < 0 ||
	    zip_file_get_external_attributes(za, (zip_uint64_t)i, 0, &was_os,
	    &was_attr) < 0 || zip_file_set_external_attributes(za,
	    (zip_uint64_t)i, 0, os < 0 ? was_os : (zip_uint8_t)os, attr < 0 ?
	    was_attr : (zip_uint32_t)attr) < 0)
		die(name, zip_strerror(za));
}

static void
put32(unsigned char *p, uint32_t v)
{
	p[0] = v & 0xff;
	p[1] = (v >> 8) & 0xff;
	p[2] = (v >> 16) & 0xff;
	p[3] = (v >> 24) & 0xff;
}

static void
put16(unsigned char *p, unsigned v)
{
	p[0] = v & 0xff;
	p[1] = (v >> 8) & 0xff;
}

static void
put64(unsigned char *p, uint64_t v)
{
	put32(p, (uint32_t)v);
	put32(p + 4, (uint32_t)(v >> 32));
}

static unsigned
get16(const unsigned char *p)
{
	return (unsigned)p[0] | (unsigned)p[1] << 8;
}

static uint32_t
get32(const unsigned char *p)
{
	return (uint32_t)get16(p) | (uint32_t)get16(p + 2) << 16;
}

/* The central directory of the zip buf[0..len), as libzip writes it
   (no comment, no zip64): where it starts, and its count of entries. */
static unsigned char *
directory(unsigned char *buf, size_t len, unsigned *count)
{
	if (len < 22 || memcmp(buf + len - 22, "PK\5\6", 4) != 0)
		die("zip", "no end record where libzip puts it");
	*count = get16(buf + len - 22 + 10);
	return buf + get32(buf + len - 22 + 16);
}

/* State size as the inflated size of member name of the zip buf[0..len),
   in the central directory and its local header. */
static void
state_size(unsigned char *buf, size_t len, const char *name, uint32_t size)
{
	unsigned count, k, n;
	unsigned char *cd = directory(buf, len, &count);

	for (k = 0; k < count; k++, cd += 46 + n + get16(cd + 30) +
	    get16(cd + 32)) {
		n = get16(cd + 28);
		if (n == strlen(name) && memcmp(cd + 46, name, n) == 0) {
			put32(cd + 24, size);
			put32(buf + get32(cd + 42) + 22, size);
			return;
		}
	}
	die(name, "no such member");
}

/* The zip buf[0..*len) rewritten with a data descriptor for every
   member, as how (the D op) says: a new buffer, *len its length. */
static unsigned char *
descriptors(unsigned char *buf, size_t *len, const char *how)
{
	unsigned count, k, n, e;
	unsigned char *cd = directory(buf, *len, &count), *p;
	/* Each member grows by 44 bytes at most, and takes 46 of buf. */
	unsigned char *out = calloc(*len * 2 + 64, 1), *h, *o = out;
	uint32_t crc, cs, us;
	int zip64 = strchr(how, '6') != NULL;

	if (out == NULL)
		die("zip", "out of memory");
	for (k = 0, p = cd; k < count; k++, p += 46 + get16(p + 28) +
	    get16(p + 30) + get16(p + 32)) {
		h = buf + get32(p + 42);
		n = get16(h + 26);
		e = get16(h + 28);
		crc = get32(p + 16) + (strchr(how, 'k') != NULL);
		cs = get32(p + 20);
		us = get32(p + 24);
		/* The directory's entry, pointed here and flagged. */
		put32(p + 42, (uint32_t)(o - out));
		put16(p + 8, get16(p + 8) | 8);
		put32(p + 16, crc);
		memcpy(o, h, 30 + n + e);
		put16(o + 6, get16(o + 6) | 8);
		put32(o + 14, 0);
		put32(o + 18, strchr(how, 'c') != NULL ? cs : 0);
		put32(o + 22, strchr(how, 'l') != NULL ? us + 1 :
		    strchr(how, 'u') != NULL ? us : 0);
		if (zip64) {
			/* Its sizes are the local header's, moved. */
			put16(o + 28, e + 20);
			put16(o + 30 + n + e, 1);
			put16(o + 30 + n + e + 2, 16);
			put64(o + 30 + n + e + 4, get32(o + 22));
			put64(o + 30 + n + e + 12, get32(o + 18));
			put32(o + 18, 0xffffffffU);
			put32(o + 22, 0xffffffffU);
			o += 20;
		}
		o += 30 + n + e;
		memcpy(o, h + 30 + n + e, cs);
		o += cs;
		if (strchr(how, 's') != NULL) {
			memcpy(o, "PK\7\10", 4);
			o += 4;
		}
		put32(o, crc);
		us += strchr(how, 'd') != NULL;
		if (zip64) {
			put64(o + 4, cs);
			put64(o + 12, us);
			o += 20;
		} else {
			put32(o + 4, cs);
			put32(o + 8, us);
			o += 12;
		}
	}
	/* The directory and end record after them. */
	put32(buf + *len - 22 + 16, (uint32_t)(o - out));
	memcpy(o, cd, (size_t)(buf + *len - cd));
	o += buf + *len - cd;
	free(buf);
	*len = (size_t)(o - out);
	return out;
}

/* The first member of buf[0..len) stretched over the second's local
   header, as the O op says. */
static void
overlap(unsigned char *buf, size_t len)
{
	unsigned count;
	unsigned char *cd = directory(buf, len, &count);
	unsigned char *second = cd + 46 + get16(cd + 28) + get16(cd + 30) +
	    get16(cd + 32);
	uint32_t cs;

	if (count < 2 || get32(cd + 42) != 0)
		die("O", "wants two members, the first at the start");
	cs = get32(second + 42) + 30 - (30 + get16(buf + 26) +
	    get16(buf + 28));
	put32(buf + 18, cs);
	put32(cd + 20, cs);
}

/* The directory entry of member name in buf[0..len), and its length
   into *n. */
static unsigned char *
entry(unsigned char *buf, size_t len, const char *name, size_t *n)
{
	unsigned count, k;
	unsigned char *cd = directory(buf, len, &count);

	for (k = 0; k < count; k++, cd += *n) {
		*n = 46 + get16(cd + 28) + get16(cd + 30) + get16(cd + 32);
		if (get16(cd + 28) == strlen(name) &&
		    memcmp(cd + 46, name, get16(cd + 28)) == 0)
			return cd;
	}
	die(name, "no such member");
}

/* Member name out of the directory of buf[0..*len), as the H op says. */
static void
hide(unsigned char *buf, size_t *len, const char *name)
{
	size_t n;
	unsigned char *e = entry(buf, *len, name, &n), *end;

	memmove(e, e + n, (size_t)(buf + *len - e - n));
	*len -= n;
	end = buf + *len - 22;
	put16(end + 8, get16(end + 8) - 1);
	put16(end + 10, get16(end + 10) - 1);
	put32(end + 12, get32(end + 12) - (uint32_t)n);
}

/* The CRC-32 of s[0..n), as zip has it. */
static uint32_t
crc32_of(const unsigned char *s, size_t n)
{
	uint32_t c = 0xffffffffU;
	size_t i;
	int b;

	for (i = 0; i < n; i++)
		for (c ^= s[i], b = 0; b < 8; b++)
			c = c >> 1 ^ (0xedb88320U & (0U - (c & 1)));
	return ~c;
}

/* buf[0..*len) with an Info-ZIP Unicode Path extra field for name that
   says path put in at at: a new buffer, *len grown by the field's
   length. */
static unsigned char *
insert_unicode_path(unsigned char *buf, size_t *len, size_t at,
    const char *name, const char *path)
{
	size_t plen = strlen(path), add = 9 + plen;
	unsigned char *out = malloc(*len + add), *f;

	if (out == NULL)
		die("zip", "out of memory");
	memcpy(out, buf, at);
	f = out + at;
	put16(f, 0x7075);
	put16(f + 2, (unsigned)(5 + plen));
	f[4] = 1;
	put32(f + 5, crc32_of((const unsigned char *)name, strlen(name)));
	memcpy(f + 9, path, plen);
	memcpy(f + add, buf + at, *len - at);
	*len += add;
	free(buf);
	return out;
}

/* The zip buf[0..*len) with a Unicode Path field that says path in the
   directory entry of name, as the P op says: a new buffer. */
static unsigned char *
unicode_path(unsigned char *buf, size_t *len, const char *name,
    const char *path)
{
	size_t n, was = *len;
	unsigned char *e = entry(buf, *len, name, &n), *out, *end;
	size_t ee = (size_t)(e - buf);
	uint32_t add;

	out = insert_unicode_path(buf, len, ee + 46 + get16(e + 28) +
	    get16(e + 30), name, path);
	add = (uint32_t)(*len - was);
	put16(out + ee + 30, get16(out + ee + 30) + add);
	end = out + *len - 22;
	put32(end + 12, get32(end + 12) + add);
	return out;
}

/* The same in the local header of name, as the p op says: a new buffer,
   what lies after the field moved on. */
static unsigned char *
local_unicode_path(unsigned char *buf, size_t *len, const char *name,
    const char *path)
{
	size_t n, was = *len;
	unsigned char *e = entry(buf, *len, name, &n), *out, *cd;
	uint32_t off = get32(e + 42), add;
	unsigned count, k;

	out = insert_unicode_path(buf, len, off + 30 + get16(buf + off + 26) +
	    get16(buf + off + 28), name, path);
	add = (uint32_t)(*len - was);
	put16(out + off + 28, get16(out + off + 28) + add);
	put32(out + *len - 22 + 16, get32(out + *len - 22 + 16) + add);
	cd = directory(out, *len, &count);
	for (k = 0; k < count; k++, cd += 46 + get16(cd + 28) +
	    get16(cd + 30) + get16(cd + 32))
		if (get32(cd + 42) > off)
			put32(cd + 42, get32(cd + 42) + add);
	return out;
}

/* Member name of buf[0..*len) stretched up to the directory, as the G op
   says: a new buffer. */
static unsigned char *
stretch(unsigned char *buf, size_t *len, const char *name)
{
	size_t n;
	unsigned char *e = entry(buf, *len, name, &n), *out, *cd;
	uint32_t off = get32(e + 42), dir = get32(buf + *len - 22 + 16);
	uint32_t data = off + 30 + get16(buf + off + 26) +
	    get16(buf + off + 28), cs = dir - data, crc = get32(e + 16);
	uint32_t us = get32(e + 24);
	unsigned count, k;

	cd = directory(buf, *len, &count);
	for (k = 0; k < count; k++, cd += 46 + get16(cd + 28) +
	    get16(cd + 30) + get16(cd + 32))
		if (get32(cd + 42) > off)
			die(name, "not the last member");
	if (get16(e + 10) == 0) {
		us = cs;
		crc = crc32_of(buf + data, cs);
	}
	put32(e + 16, crc);
	put32(e + 20, cs);
	put32(e + 24, us);
	if ((get16(e + 8) & 8) == 0) {
		put32(buf + off + 14, crc);
		put32(buf + off + 18, cs);
		put32(buf + off + 22, us);
		return buf;
	}
	if ((out = malloc(*len + 16)) == NULL)
		die("zip", "out of memory");
	memcpy(out, buf, dir);
	memcpy(out + dir, "PK\7\10", 4);
	put32(out + dir + 4, crc);
	put32(out + dir + 8, cs);
	put32(out + dir + 12, us);
	memcpy(out + dir + 16, buf + dir, *len - dir);
	*len += 16;
	free(buf);
	put32(out + *len - 22 + 16, dir + 16);
	return out;
}

/* How many arguments op takes. */
static int
nargs(const char *op)
{
	return strcmp(op, "O") == 0 ? 0 : strcmp(op, "L") == 0 ||
	    strcmp(op, "d") == 0 || strcmp(op, "D") == 0 ||
	    strcmp(op, "H") == 0 || strcmp(op, "m") == 0 ||
	    strcmp(op, "G") == 0 ? 1 : 2;
}

/* Patch the zip at path as the s, S, L, U, D, O, H, P, p and G ops of
   argv ask. */
static void
patch(const char *path, int argc, char **argv)
{
	unsigned char *buf, *p;
	uint32_t size;
	size_t len, n, i;
	FILE *fp;
	int k, once;

	buf = (unsigned char *)slurp(path, &len);
	for (k = 0; k < argc; k += nargs(argv[k]) + 1) {
		if (strcmp(argv[k], "s") == 0 || strcmp(argv[k], "S") == 0) {
			n = unescape(argv[k + 1]);
			if (unescape(argv[k + 2]) != n)
				die(argv[k + 1], "not the length of its new bytes");
			for (i = 0, once = 0; i + n <= len && !once; i++)
				if (memcmp(buf + i, argv[k + 1], n) == 0) {
					memcpy(buf + i, argv[k + 2], n);
					once = argv[k][0] == 'S';
				}
		} else if (strcmp(argv[k], "D") == 0) {
			buf = descriptors(buf, &len, argv[k + 1]);
		} else if (strcmp(argv[k], "O") == 0) {
			overlap(buf, len);
		} else if (strcmp(argv[k], "H") == 0) {
			hide(buf, &len, argv[k + 1]);
		} else if (strcmp(argv[k], "P") == 0) {
			buf = unicode_path(buf, &len, argv[k + 1], argv[k + 2]);
		} else if (strcmp(argv[k], "p") == 0) {
			buf = local_unicode_path(buf, &len, argv[k + 1],
			    argv[k + 2]);
		} else if (strcmp(argv[k], "G") == 0) {
			buf = stretch(buf, &len, argv[k + 1]);
		} else if (strcmp(argv[k], "U") == 0) {
			state_size(buf, len, argv[k + 1],
			    (uint32_t)strtoul(argv[k + 2], NULL, 10));
		} else if (strcmp(argv[k], "L") == 0 && len > 46) {
			/* The local header's size, then the central one's. */
			size = (uint32_t)strtoul(argv[k + 1], NULL, 10);
			put32(buf + 22, size);
			for (p = buf; p + 46 <= buf + len; p++)
				if (memcmp(p, "PK\1\2", 4) == 0) {
					put32(p + 24, size);
					break;
				}
		}
	}
	if ((fp = fopen(path, "wb")) == NULL ||
	    fwrite(buf, 1, len, fp) != len || fclose(fp) != 0)
		die(path, "cannot write");
	free(buf);
}

int
main(int argc, char *argv[])
{
	zip_t *za;
	size_t len;
	char *data;
	zip_int64_t i;
	int err, k;

	if (argc < 2)
		die("usage", "mkzip out.zip op ...");
	if ((za = zip_open(argv[1], ZIP_CREATE | ZIP_TRUNCATE, &err)) == NULL)
		die(argv[1], "cannot create");
	for (k = 2; k < argc; k += nargs(argv[k]) + 1) {
		if (k + nargs(argv[k]) >= argc)
			die(argv[k], "missing arguments");
		if (strcmp(argv[k], "f") == 0) {
			data = slurp(argv[k + 2], &len);
			add(za, argv[k + 1], data, len, 0100644);
		} else if (strcmp(argv[k], "z") == 0) {
			len = strtoul(argv[k + 2], NULL, 10);
			if ((data = calloc(len + 1, 1)) == NULL)
				die(argv[k + 2], "out of memory");
			add(za, argv[k + 1], data, len, 0100644);
		} else if (strcmp(argv[k], "r") == 0) {
			len = strtoul(argv[k + 2], NULL, 10);
			add(za, argv[k + 1], noise(len), len, 0100644);
		} else if (strcmp(argv[k], "d") == 0) {
			if (zip_dir_add(za, argv[k + 1], ZIP_FL_ENC_RAW) < 0)
				die(argv[k + 1], zip_strerror(za));
		} else if (strcmp(argv[k], "l") == 0) {
			data = strdup(argv[k + 2]);
			add(za, argv[k + 1], data, strlen(data), 0120777);
		} else if (strcmp(argv[k], "e") == 0) {
			if ((i = zip_name_locate(za, argv[k + 1],
			    ZIP_FL_ENC_RAW)) < 0 || zip_file_set_encryption(za,
			    (zip_uint64_t)i, ZIP_EM_TRAD_PKWARE, argv[k + 2]) < 0)
				die(argv[k + 1], zip_strerror(za));
		} else if (strcmp(argv[k], "h") == 0) {
			attributes(za, argv[k + 1], strtol(argv[k + 2], NULL,
			    10), -1);
		} else if (strcmp(argv[k], "a") == 0) {
			attributes(za, argv[k + 1], -1, strtoll(argv[k + 2],
			    NULL, 0));
		} else if (strcmp(argv[k], "t") == 0) {
			if ((i = zip_name_locate(za, argv[k + 1],
			    ZIP_FL_ENC_RAW)) < 0 ||
			    zip_file_set_external_attributes(za, (zip_uint64_t)i,
			    0, ZIP_OPSYS_UNIX, (zip_uint32_t)strtoul(argv[k + 2],
			    NULL, 8) << 16) < 0)
				die(argv[k + 1], zip_strerror(za));
		} else if (strcmp(argv[k], "m") == 0) {
			if ((i = zip_name_locate(za, argv[k + 1],
			    ZIP_FL_ENC_RAW)) < 0 || zip_set_file_compression(za,
			    (zip_uint64_t)i, ZIP_CM_STORE, 0) < 0)
				die(argv[k + 1], zip_strerror(za));
		} else if (strcmp(argv[k], "s") != 0 &&
		    strcmp(argv[k], "S") != 0 && strcmp(argv[k], "L") != 0 &&
		    strcmp(argv[k], "U") != 0 && strcmp(argv[k], "D") != 0 &&
		    strcmp(argv[k], "O") != 0 && strcmp(argv[k], "H") != 0 &&
		    strcmp(argv[k], "P") != 0 && strcmp(argv[k], "p") != 0 &&
		    strcmp(argv[k], "G") != 0) {
			die(argv[k], "unknown op");
		}
	}
	if (zip_close(za) < 0)
		die(argv[1], zip_strerror(za));
	patch(argv[1], argc - 2, argv + 2);
	return 0;
}
