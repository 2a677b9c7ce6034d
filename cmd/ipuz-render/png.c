/* See LICENSE file for copyright and license details. */
/*
 * A cairo image as a PNG file. cairo writes PNG through libpng, which
 * tries five filters on every row and compresses at level 6: four times
 * the time it takes to draw a page. A printed page is mostly white: one
 * filter (Sub) and fast compression make files no larger, and a page of
 * greys is written as grey, a third of the bytes to compress.
 */
#define _DEFAULT_SOURCE		/* madvise(2) */
#include <sys/mman.h>

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "page.h"
#include "util.h"

cairo_surface_t *
image_new(int w, int h, void **mem)
{
	int stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, w);
	size_t size = (size_t)stride * (size_t)h;
	int err;

	if ((err = posix_memalign(mem, 2 << 20, size)) != 0) {
		errno = err;
		xw_err(XW_EXIT_TROUBLE, "an image of %dx%d pixels", w, h);
	}
#ifdef MADV_HUGEPAGE
	madvise(*mem, size, MADV_HUGEPAGE);
#endif
	return cairo_image_surface_create_for_data(*mem, CAIRO_FORMAT_RGB24, w,
	    h, stride);
}

static void
put32(struct xw_buf *b, uint32_t v)
{
	char c[4] = { (char)(v >> 24), (char)(v >> 16), (char)(v >> 8),
	    (char)v };

	xw_buf_add(b, c, 4);
}

/* A chunk of type with data[0..len). */
static void
chunk(struct xw_buf *b, const char *type, const void *data, size_t len)
{
	uLong crc = crc32(0, (const Bytef *)type, 4);

	if (len > 0)
		crc = crc32(crc, data, (uInt)len);
	put32(b, (uint32_t)len);
	xw_buf_add(b, type, 4);
	if (len > 0)
		xw_buf_add(b, data, len);
	put32(b, (uint32_t)crc);
}

/* Whether every pixel of the RGB24 image is a grey. */
static int
all_grey(const unsigned char *data, int w, int h, int stride)
{
	const uint32_t *row;
	uint32_t v;
	int x, y;

	for (y = 0; y < h; y++) {
		row = (const uint32_t *)(const void *)(data + (size_t)y * stride);
		for (x = 0; x < w; x++) {
			v = row[x];
			if (((v >> 16) & 0xff) != (v & 0xff) ||
			    ((v >> 8) & 0xff) != (v & 0xff))
				return 0;
		}
	}
	return 1;
}

/* Filter row y into out (the filter byte, then the bytes of each pixel
   less those of the pixel on its left); returns the length. */
static size_t
filter_row(const unsigned char *data, int w, int stride, int y, int grey,
    unsigned char *out)
{
	const uint32_t *row = (const void *)(data + (size_t)y * stride);
	unsigned char prev[3] = { 0, 0, 0 }, c[3];
	size_t n = 0;
	int x, k, nc = grey ? 1 : 3;

	out[n++] = 1;	/* Sub */
	for (x = 0; x < w; x++) {
		c[0] = (unsigned char)(row[x] >> 16);
		c[1] = (unsigned char)(row[x] >> 8);
		c[2] = (unsigned char)row[x];
		if (grey)
			c[0] = c[2];
		for (k = 0; k < nc; k++) {
			out[n++] = (unsigned char)(c[k] - prev[k]);
			prev[k] = c[k];
		}
	}
	return n;
}

int
png_write(cairo_surface_t *s, struct xw_buf *out)
{
	static const char sig[8] = "\x89PNG\r\n\x1a\n";
	unsigned char ihdr[13], *row, buf[65536];
	const unsigned char *data;
	struct xw_buf idat = { 0 };
	z_stream z;
	int w, h, stride, grey, y, flush, ret = 0;

	cairo_surface_flush(s);
	data = cairo_image_surface_get_data(s);
	w = cairo_image_surface_get_width(s);
	h = cairo_image_surface_get_height(s);
	stride = cairo_image_surface_get_stride(s);
	grey = all_grey(data, w, h, stride);
	memset(&z, 0, sizeof(z));
	if (deflateInit(&z, Z_BEST_SPEED) != Z_OK)
		return -1;
	row = xw_emalloc(1 + (size_t)w * 3);
	for (y = 0; y < h && ret == 0; y++) {
		z.next_in = row;
		z.avail_in = (uInt)filter_row(data, w, stride, y, grey, row);
		flush = y == h - 1 ? Z_FINISH : Z_NO_FLUSH;
		do {
			z.next_out = buf;
			z.avail_out = sizeof(buf);
			if (deflate(&z, flush) == Z_STREAM_ERROR)
				ret = -1;
			xw_buf_add(&idat, (const char *)buf,
			    sizeof(buf) - z.avail_out);
		} while (z.avail_out == 0 && ret == 0);
	}
	deflateEnd(&z);
	free(row);
	ihdr[0] = (unsigned char)(w >> 24);
	ihdr[1] = (unsigned char)(w >> 16);
	ihdr[2] = (unsigned char)(w >> 8);
	ihdr[3] = (unsigned char)w;
	ihdr[4] = (unsigned char)(h >> 24);
	ihdr[5] = (unsigned char)(h >> 16);
	ihdr[6] = (unsigned char)(h >> 8);
	ihdr[7] = (unsigned char)h;
	ihdr[8] = 8;			/* bits a sample */
	ihdr[9] = grey ? 0 : 2;		/* grey, or RGB */
	ihdr[10] = ihdr[11] = ihdr[12] = 0;
	xw_buf_add(out, sig, 8);
	chunk(out, "IHDR", ihdr, 13);
	chunk(out, "IDAT", idat.s, idat.len);
	chunk(out, "IEND", NULL, 0);
	xw_buf_free(&idat);
	return ret;
}
