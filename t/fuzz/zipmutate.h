/* See LICENSE file for copyright and license details. */
/*
 * A mutator for harnesses whose input is a zip file. A byte changed in
 * a member's data breaks its checksum, and one inserted or removed moves
 * every offset after it, so that plain mutation rarely gets past the
 * zip: here the zip is read with libzip into its members, one of them
 * is changed (its bytes or its name mutated, its name made one with
 * another's where case or accents are not told apart, or put under
 * another's; removed, given twice, made a link or a folder, stored or
 * deflated, given another's bytes) and the zip written again,
 * consistent, with the right checksums. One time in five, or when
 * libzip cannot read the zip, its bytes are mutated as they are, and
 * then mostly the checksums of stored members put right.
 * A harness defines LLVMFuzzerCustomMutator and LLVMFuzzerCustomCrossOver
 * as zip_mutate and zip_cross_over.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <zip.h>
#include <zlib.h>

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max);

struct zm_member {
	uint8_t *name, *data;
	size_t namelen, len;
	uint32_t attr;		/* external attributes */
	uint8_t os;		/* the system that made it */
	int deflate;		/* written deflated, else stored */
};

struct zm_zip {
	struct zm_member *v;
	size_t n;
};

static uint32_t
zm_rand(uint32_t *state)
{
	/* xorshift32: any seed but 0. */
	*state ^= *state << 13;
	*state ^= *state >> 17;
	*state ^= *state << 5;
	return *state;
}

static void
zm_free(struct zm_zip *z)
{
	size_t i;

	for (i = 0; i < z->n; i++) {
		free(z->v[i].name);
		free(z->v[i].data);
	}
	free(z->v);
	z->v = NULL;
	z->n = 0;
}

/* The members of the zip data[0..size), read whole: 0, or -1 when libzip
   cannot open it or read one of them. */
static int
zm_read(const uint8_t *data, size_t size, struct zm_zip *z)
{
	struct zm_member *m;
	zip_source_t *src;
	zip_error_t ze;
	zip_file_t *zf;
	zip_stat_t st;
	zip_int64_t n, i, r;
	zip_t *za;
	uint8_t more;
	int ok = 1;

	z->v = NULL;
	z->n = 0;
	zip_error_init(&ze);
	if ((src = zip_source_buffer_create(data, size, 0, &ze)) == NULL) {
		zip_error_fini(&ze);
		return -1;
	}
	if ((za = zip_open_from_source(src, ZIP_RDONLY, &ze)) == NULL) {
		zip_source_free(src);
		zip_error_fini(&ze);
		return -1;
	}
	zip_error_fini(&ze);
	n = zip_get_num_entries(za, 0);
	if (n > 1000)
		ok = 0;
	else
		z->v = calloc((size_t)n + 1, sizeof(*z->v));
	for (i = 0; ok && z->v != NULL && i < n; i++) {
		m = &z->v[z->n++];
		if (zip_stat_index(za, (zip_uint64_t)i, ZIP_FL_ENC_RAW,
		    &st) != 0 || st.size > 1 << 20) {
			ok = 0;
			break;
		}
		m->namelen = strlen(st.name);
		m->name = malloc(m->namelen + 1);
		memcpy(m->name, st.name, m->namelen + 1);
		m->deflate = st.comp_method != ZIP_CM_STORE;
		if (zip_file_get_external_attributes(za, (zip_uint64_t)i, 0,
		    &m->os, &m->attr) != 0)
			m->os = ZIP_OPSYS_UNIX;
		m->data = malloc((size_t)st.size + 1);
		if ((zf = zip_fopen_index(za, (zip_uint64_t)i, 0)) == NULL) {
			ok = 0;
			break;
		}
		while (m->len < st.size && (r = zip_fread(zf, m->data + m->len,
		    st.size - m->len)) > 0)
			m->len += (size_t)r;
		/* One more, to meet the end and the checksum there. */
		if (m->len != st.size || zip_fread(zf, &more, 1) != 0)
			ok = 0;
		zip_fclose(zf);
	}
	zip_discard(za);
	if (!ok || z->v == NULL) {
		zm_free(z);
		return -1;
	}
	return 0;
}

static void
zm_le(uint8_t *p, uint32_t v, int bytes)
{
	int i;

	for (i = 0; i < bytes; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint32_t
zm_get(const uint8_t *p, int bytes)
{
	uint32_t v = 0;
	int i;

	for (i = bytes - 1; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

/* data[0..len) as raw deflate into a new buffer, *clen its length. */
static uint8_t *
zm_deflate(const uint8_t *data, size_t len, size_t *clen)
{
	z_stream zs;
	uint8_t *out;
	uLong cap;

	memset(&zs, 0, sizeof(zs));
	if (deflateInit2(&zs, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) !=
	    Z_OK)
		return NULL;
	cap = deflateBound(&zs, (uLong)len);
	out = malloc(cap + 1);
	zs.next_in = (Bytef *)(uintptr_t)data;
	zs.avail_in = (uInt)len;
	zs.next_out = out;
	zs.avail_out = (uInt)cap;
	if (deflate(&zs, Z_FINISH) != Z_STREAM_END) {
		deflateEnd(&zs);
		free(out);
		return NULL;
	}
	*clen = zs.total_out;
	deflateEnd(&zs);
	return out;
}

/* z as a zip into out[0..max): its length, or 0 when it does not fit. */
static size_t
zm_write(const struct zm_zip *z, uint8_t *out, size_t max)
{
	const struct zm_member *m;
	uint32_t *offsets = calloc(z->n + 1, sizeof(*offsets));
	uint8_t **packed = calloc(z->n + 1, sizeof(*packed));
	size_t *plen = calloc(z->n + 1, sizeof(*plen));
	size_t i, o = 0, cd;
	int ok = 1;

	for (i = 0; ok && i < z->n; i++) {
		m = &z->v[i];
		if (m->deflate && (packed[i] = zm_deflate(m->data, m->len,
		    &plen[i])) == NULL)
			ok = 0;
		if (!m->deflate)
			plen[i] = m->len;
		offsets[i] = (uint32_t)o;
		if (!ok || o + 30 + m->namelen + plen[i] > max) {
			ok = 0;
			break;
		}
		zm_le(out + o, 0x04034b50, 4);
		zm_le(out + o + 4, 20, 2);
		zm_le(out + o + 6, 0, 2);
		zm_le(out + o + 8, m->deflate ? 8 : 0, 2);
		zm_le(out + o + 10, 0, 2);		/* 00:00 */
		zm_le(out + o + 12, 0x21, 2);		/* 1980-01-01 */
		zm_le(out + o + 14, (uint32_t)crc32(0, m->data,
		    (uInt)m->len), 4);
		zm_le(out + o + 18, (uint32_t)plen[i], 4);
		zm_le(out + o + 22, (uint32_t)m->len, 4);
		zm_le(out + o + 26, (uint32_t)m->namelen, 2);
		zm_le(out + o + 28, 0, 2);
		memcpy(out + o + 30, m->name, m->namelen);
		memcpy(out + o + 30 + m->namelen, m->deflate ? packed[i] :
		    m->data, plen[i]);
		o += 30 + m->namelen + plen[i];
	}
	cd = o;
	for (i = 0; ok && i < z->n; i++) {
		m = &z->v[i];
		if (o + 46 + m->namelen > max) {
			ok = 0;
			break;
		}
		zm_le(out + o, 0x02014b50, 4);
		zm_le(out + o + 4, (uint32_t)m->os << 8 | 20, 2);
		memcpy(out + o + 6, out + offsets[i] + 4, 26);
		zm_le(out + o + 32, 0, 2);		/* comment */
		zm_le(out + o + 34, 0, 2);		/* disk */
		zm_le(out + o + 36, 0, 2);		/* internal */
		zm_le(out + o + 38, m->attr, 4);
		zm_le(out + o + 42, offsets[i], 4);
		memcpy(out + o + 46, m->name, m->namelen);
		o += 46 + m->namelen;
	}
	if (ok && o + 22 <= max) {
		zm_le(out + o, 0x06054b50, 4);
		zm_le(out + o + 4, 0, 4);
		zm_le(out + o + 8, (uint32_t)z->n, 2);
		zm_le(out + o + 10, (uint32_t)z->n, 2);
		zm_le(out + o + 12, (uint32_t)(o - cd), 4);
		zm_le(out + o + 16, (uint32_t)cd, 4);
		zm_le(out + o + 20, 0, 2);
		o += 22;
	} else {
		ok = 0;
	}
	for (i = 0; i < z->n; i++)
		free(packed[i]);
	free(packed);
	free(plen);
	free(offsets);
	return ok ? o : 0;
}

/* *p[0..*len) mutated by libFuzzer into a new buffer of up to cap. */
static void
zm_bytes(uint8_t **p, size_t *len, size_t cap)
{
	uint8_t *b;

	if (cap == 0)
		return;
	b = malloc(cap + 1);
	if (*len > cap)
		*len = cap;
	memcpy(b, *p, *len);
	*len = LLVMFuzzerMutate(b, *len, cap);
	free(*p);
	*p = b;
}

static uint8_t *
zm_dup(const uint8_t *p, size_t len)
{
	uint8_t *b = malloc(len + 1);

	memcpy(b, p, len);
	return b;
}

/*
 * A name that may be one file with another where case or accents are
 * not told apart, or a file and a folder of one name: m's name with a
 * letter's case changed, an 'e' written as 'é' composed or apart, a '/'
 * after it, or k's name with '/' and m's after it.
 */
static void
zm_rename(struct zm_member *m, const struct zm_member *k, uint32_t *rng)
{
	uint8_t *b = malloc(m->namelen + k->namelen + 4);
	size_t i, n = 0, at = m->namelen > 0 ? zm_rand(rng) % m->namelen : 0;
	const char *acute;

	switch (zm_rand(rng) % 4) {
	case 0:
		memcpy(b, m->name, n = m->namelen);
		for (i = 0; i < n; i++)
			if ((b[(at + i) % n] | 0x20) >= 'a' &&
			    (b[(at + i) % n] | 0x20) <= 'z') {
				b[(at + i) % n] ^= 0x20;
				break;
			}
		break;
	case 1:
		/* The first 'e' only: n passes i once it is written. */
		acute = zm_rand(rng) % 2 ? "\xc3\xa9" : "e\xcc\x81";
		for (i = 0; i < m->namelen; i++) {
			if (m->name[i] == 'e' && n == i) {
				memcpy(b + n, acute, strlen(acute));
				n += strlen(acute);
			} else {
				b[n++] = m->name[i];
			}
		}
		break;
	case 2:
		memcpy(b, m->name, n = m->namelen);
		b[n++] = '/';
		break;
	default:
		memcpy(b, k->name, n = k->namelen);
		b[n++] = '/';
		memcpy(b + n, m->name, m->namelen);
		n += m->namelen;
		break;
	}
	free(m->name);
	m->name = b;
	m->namelen = n;
}

/* One change to a member of z; room is what the zip may grow by. */
static void
zm_change(struct zm_zip *z, uint32_t *rng, size_t room)
{
	static const uint32_t modes[] = { 0100644, 0120777, 0040755, 0010644,
	    0020644, 0140644, 0 };
	struct zm_member *m, *k;
	size_t i = zm_rand(rng) % z->n, j = zm_rand(rng) % z->n;

	m = &z->v[i];
	switch (zm_rand(rng) % 16) {
	case 9:
		zm_bytes(&m->name, &m->namelen, m->namelen + (room < 16 ?
		    room : 16));
		break;
	case 10:
		if (room >= 2 * (z->v[j].namelen + 4))
			zm_rename(m, &z->v[j], rng);
		break;
	case 11:
		if (z->n < 2)
			break;
		free(m->name);
		free(m->data);
		memmove(m, m + 1, (z->n - i - 1) * sizeof(*m));
		z->n--;
		break;
	case 12:
		if (room < 46 + 30 + 2 * m->namelen + m->len)
			break;
		z->v = realloc(z->v, (z->n + 1) * sizeof(*z->v));
		m = &z->v[i];
		memmove(m + 1, m, (z->n - i) * sizeof(*m));
		z->n++;
		m->name = zm_dup(m[1].name, m[1].namelen);
		m->data = zm_dup(m[1].data, m[1].len);
		if (zm_rand(rng) % 2)
			zm_bytes(&m->name, &m->namelen, m->namelen + 8);
		break;
	case 13:
		k = &z->v[j];
		if (k == m || k->len > m->len + room)
			break;
		free(m->data);
		m->data = zm_dup(k->data, k->len);
		m->len = k->len;
		break;
	case 14:
		m->os = zm_rand(rng) % 4 ? ZIP_OPSYS_UNIX : ZIP_OPSYS_DOS;
		m->attr = modes[zm_rand(rng) % (sizeof(modes) /
		    sizeof(*modes))] << 16;
		break;
	case 15:
		m->deflate = !m->deflate;
		break;
	default:
		zm_bytes(&m->data, &m->len, m->len + (room < 4096 ? room :
		    4096));
		break;
	}
}

/* The size of the zip z written, its data stored. */
static size_t
zm_size(const struct zm_zip *z)
{
	size_t i, size = 22;

	for (i = 0; i < z->n; i++)
		size += 76 + 2 * z->v[i].namelen + z->v[i].len;
	return size;
}

/* The checksum of each stored member of data[0..size) made right where
   the directory and the local header agree on where it is. */
static void
zm_fix_checksums(uint8_t *data, size_t size)
{
	size_t eocd, cd, o, n, i, local, at, clen;

	if (size < 22)
		return;
	for (eocd = size - 22; eocd > 0 && zm_get(data + eocd, 4) !=
	    0x06054b50; eocd--)
		;
	if (zm_get(data + eocd, 4) != 0x06054b50)
		return;
	n = zm_get(data + eocd + 10, 2);
	cd = zm_get(data + eocd + 16, 4);
	for (o = cd, i = 0; i < n && o + 46 <= size; i++) {
		if (zm_get(data + o, 4) != 0x02014b50)
			return;
		local = zm_get(data + o + 42, 4);
		clen = zm_get(data + o + 20, 4);
		if (zm_get(data + o + 10, 2) == 0 && local + 30 <= size &&
		    zm_get(data + local, 4) == 0x04034b50) {
			at = local + 30 + zm_get(data + local + 26, 2) +
			    zm_get(data + local + 28, 2);
			if (at <= size && clen <= size - at) {
				zm_le(data + o + 16, (uint32_t)crc32(0,
				    data + at, (uInt)clen), 4);
				memcpy(data + local + 14, data + o + 16, 4);
			}
		}
		o += 46 + zm_get(data + o + 28, 2) + zm_get(data + o + 30, 2) +
		    zm_get(data + o + 32, 2);
	}
}

static size_t
zip_mutate(uint8_t *data, size_t size, size_t max, unsigned seed)
{
	uint32_t rng = seed != 0 ? seed : 1;
	struct zm_zip z;
	size_t len = 0, k, changes;

	if (zm_rand(&rng) % 5 != 0 && zm_read(data, size, &z) == 0) {
		if (z.n > 0) {
			changes = 1 + zm_rand(&rng) % 3;
			for (k = 0; k < changes && z.n > 0; k++)
				zm_change(&z, &rng, max > zm_size(&z) ?
				    max - zm_size(&z) : 0);
			len = zm_write(&z, data, max);
		}
		zm_free(&z);
		if (len > 0)
			return len;
	}
	size = LLVMFuzzerMutate(data, size, max);
	if (zm_rand(&rng) % 4 != 0)
		zm_fix_checksums(data, size);
	return size;
}

/* A member of the second zip given to the first, in the place of one of
   its own or beside them. */
static size_t
zip_cross_over(const uint8_t *a, size_t alen, const uint8_t *b, size_t blen,
    uint8_t *out, size_t max, unsigned seed)
{
	uint32_t rng = seed != 0 ? seed : 1;
	struct zm_zip x, y;
	struct zm_member *m, *from;
	size_t len;

	if (zm_read(a, alen, &x) != 0)
		return 0;
	if (zm_read(b, blen, &y) != 0 || x.n == 0 || y.n == 0) {
		zm_free(&x);
		zm_free(&y);
		return 0;
	}
	from = &y.v[zm_rand(&rng) % y.n];
	if (zm_rand(&rng) % 2) {
		m = &x.v[zm_rand(&rng) % x.n];
		free(m->data);
	} else {
		x.v = realloc(x.v, (x.n + 1) * sizeof(*x.v));
		m = &x.v[x.n++];
		*m = *from;
		m->name = zm_dup(from->name, from->namelen);
	}
	m->data = zm_dup(from->data, from->len);
	m->len = from->len;
	len = zm_write(&x, out, max);
	zm_free(&x);
	zm_free(&y);
	return len;
}
