/* See LICENSE file for copyright and license details. */
/*
 * A cairo image as a PNG file, by libpng. cairo's own PNG writer lets
 * libpng try five filters on every row and compress at level 6: four
 * times the time it takes to draw a page. A printed page is mostly
 * white: one filter (Sub) and fast compression make files no larger, and
 * a page of greys is written as grey, a third of the bytes to compress.
 */
#define _DEFAULT_SOURCE		/* madvise(2) */
#include <sys/mman.h>

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

#include "page.h"
#include "util.h"

#define IDAT_SIZE	(1 << 20)

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

/* Whether every pixel of the RGB24 image is a grey. */
static int
all_grey(const unsigned char *data, int w, int h, int stride)
{
	const uint32_t *row;
	int x, y;

	for (y = 0; y < h; y++) {
		row = (const uint32_t *)(const void *)(data + (size_t)y * stride);
		for (x = 0; x < w; x++)
			/* 0x00RRGGBB: red is green, and green blue. */
			if (((row[x] ^ (row[x] >> 8)) & 0xffff) != 0)
				return 0;
	}
	return 1;
}

/* libpng's errors end the file: back to image_png, which says nothing
   (page.c reports the failure). */
static void
fail(png_structp png, png_const_charp msg)
{
	(void)msg;
	png_longjmp(png, 1);
}

/* Nothing libpng could warn of here is the user's business. */
static void
ignore(png_structp png, png_const_charp msg)
{
	(void)png;
	(void)msg;
}

static void
put(png_structp png, png_bytep data, size_t len)
{
	xw_buf_add(png_get_io_ptr(png), (const char *)data, len);
}

/* Else libpng would fflush(3) the xw_buf as if it were a FILE. */
static void
flush(png_structp png)
{
	(void)png;
}

/*
 * Write the image to png: 0, or -1 when libpng fails. cairo's pixels are
 * words 0x00RRGGBB, which libpng takes as they are, told where the pad
 * byte is and, on a little-endian machine, that blue comes first; greys
 * are cut to a byte a pixel, in grey (w bytes), for a grey PNG; dpi is
 * recorded.
 */
static int
encode(png_structp png, png_infop info, const unsigned char *data, int w,
    int h, int stride, unsigned char *grey, int dpi)
{
	static const uint32_t one = 1;
	const uint32_t *px;
	int x, y, little = *(const unsigned char *)&one;

	if (setjmp(png_jmpbuf(png)) != 0)
		return -1;
	png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8,
	    grey != NULL ? PNG_COLOR_TYPE_GRAY : PNG_COLOR_TYPE_RGB,
	    PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
	    PNG_FILTER_TYPE_DEFAULT);
	/* The resolution, so that a viewer or a printer sizes the page as
	   the paper: a PNG says it in pixels a metre, rounded. */
	png_set_pHYs(png, info, (png_uint_32)(dpi / 0.0254 + 0.5),
	    (png_uint_32)(dpi / 0.0254 + 0.5), PNG_RESOLUTION_METER);
	png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
	png_set_compression_level(png, Z_BEST_SPEED);
	/* One IDAT chunk for a page, not libpng's one each 8 KB. */
	png_set_compression_buffer_size(png, IDAT_SIZE);
	png_write_info(png, info);
	if (grey == NULL) {
		png_set_filler(png, 0, little ? PNG_FILLER_AFTER :
		    PNG_FILLER_BEFORE);
		if (little)
			png_set_bgr(png);
	}
	for (y = 0; y < h; y++) {
		px = (const uint32_t *)(const void *)(data + (size_t)y * stride);
		if (grey == NULL) {
			png_write_row(png, (png_const_bytep)px);
			continue;
		}
		for (x = 0; x < w; x++)
			grey[x] = (unsigned char)px[x];
		png_write_row(png, grey);
	}
	png_write_end(png, NULL);
	return 0;
}

int
image_png(cairo_surface_t *s, int dpi, struct xw_buf *out)
{
	const unsigned char *data;
	unsigned char *grey = NULL;
	png_structp png;
	png_infop info = NULL;
	int w, h, stride, ret = -1;

	cairo_surface_flush(s);
	data = cairo_image_surface_get_data(s);
	w = cairo_image_surface_get_width(s);
	h = cairo_image_surface_get_height(s);
	stride = cairo_image_surface_get_stride(s);
	if (all_grey(data, w, h, stride))
		grey = xw_emalloc((size_t)w);
	if ((png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, fail,
	    ignore)) != NULL && (info = png_create_info_struct(png)) != NULL) {
		png_set_write_fn(png, out, put, flush);
		ret = encode(png, info, data, w, h, stride, grey, dpi);
	}
	png_destroy_write_struct(&png, &info);
	free(grey);
	return ret;
}
