/* See LICENSE file for copyright and license details. */
#ifndef LAZY_H
#define LAZY_H

/*
 * pangocairo, with pango, cairo and glib behind it, and libpng (for PNG
 * files) are loaded when the first page is drawn, not when ipuz-render
 * starts: loading the forty libraries costs a process about 15 ms, three
 * times what a terminal picture takes. As in common/jpz.c, each function
 * is called through a pointer of its own type under its own name (the
 * #defines below), so the code reads as if they were linked. Include
 * this header after every other.
 */
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <png.h>
#include <zlib.h>	/* Z_BEST_SPEED */

#include "util.h"

#ifndef XW_PANGOCAIRO
#define XW_PANGOCAIRO "libpangocairo-1.0.so.0"
#endif
#ifndef XW_LIBPNG
#define XW_LIBPNG "libpng16.so.16"
#endif

#define LAZY_FUNCTIONS(X) \
	X(cairo_arc) X(cairo_clip) X(cairo_create) X(cairo_destroy) \
	X(cairo_fill) X(cairo_font_options_create) \
	X(cairo_font_options_destroy) X(cairo_font_options_set_hint_metrics) \
	X(cairo_font_options_set_hint_style) X(cairo_format_stride_for_width) \
	X(cairo_image_surface_create_for_data) \
	X(cairo_image_surface_get_data) X(cairo_image_surface_get_height) \
	X(cairo_image_surface_get_stride) X(cairo_image_surface_get_width) \
	X(cairo_line_to) X(cairo_move_to) X(cairo_new_sub_path) \
	X(cairo_paint) X(cairo_pdf_surface_create_for_stream) \
	X(cairo_pdf_surface_set_metadata) X(cairo_rectangle) X(cairo_restore) \
	X(cairo_save) X(cairo_scale) X(cairo_set_line_cap) \
	X(cairo_set_line_width) X(cairo_set_source_rgb) X(cairo_show_page) \
	X(cairo_status_to_string) X(cairo_stroke) X(cairo_surface_destroy) \
	X(cairo_surface_finish) X(cairo_surface_flush) \
	X(cairo_surface_status) X(cairo_svg_surface_create_for_stream) \
	X(cairo_svg_surface_set_document_unit) X(cairo_translate) X(g_free) \
	X(g_markup_escape_text) X(g_object_unref) X(pango_attr_list_unref) \
	X(pango_cairo_context_set_font_options) \
	X(pango_cairo_context_set_resolution) \
	X(pango_cairo_font_map_get_default) \
	X(pango_cairo_font_map_set_default) X(pango_cairo_show_layout) \
	X(pango_cairo_show_layout_line) X(pango_context_load_font) \
	X(pango_context_set_round_glyph_positions) X(pango_font_describe) \
	X(pango_font_description_free) X(pango_font_description_get_family) \
	X(pango_font_description_new) \
	X(pango_font_description_set_absolute_size) \
	X(pango_font_description_set_family) \
	X(pango_font_description_set_style) \
	X(pango_font_description_set_weight) X(pango_font_map_create_context) \
	X(pango_layout_get_baseline) X(pango_layout_get_character_count) \
	X(pango_layout_get_extents) X(pango_layout_get_iter) \
	X(pango_layout_get_line_count) X(pango_layout_iter_free) \
	X(pango_layout_iter_get_baseline) \
	X(pango_layout_iter_get_line_extents) \
	X(pango_layout_iter_get_line_readonly) \
	X(pango_layout_iter_get_line_yrange) X(pango_layout_iter_next_line) \
	X(pango_layout_new) X(pango_layout_set_attributes) \
	X(pango_layout_set_ellipsize) X(pango_layout_set_font_description) \
	X(pango_layout_set_height) X(pango_layout_set_indent) \
	X(pango_layout_set_tabs) X(pango_layout_set_text) \
	X(pango_layout_set_width) X(pango_layout_set_wrap) \
	X(pango_parse_markup) X(pango_tab_array_free) \
	X(pango_tab_array_new_with_positions)
#define PNG_FUNCTIONS(X) \
	X(png_create_info_struct) X(png_create_write_struct) \
	X(png_destroy_write_struct) X(png_get_io_ptr) X(png_longjmp) \
	X(png_set_IHDR) X(png_set_bgr) X(png_set_compression_buffer_size) \
	X(png_set_compression_level) \
	X(png_set_filler) X(png_set_filter) X(png_set_longjmp_fn) \
	X(png_set_write_fn) X(png_write_end) X(png_write_info) \
	X(png_write_row)

#define DECLARE(f) extern __typeof__(f) *lazy_##f;
LAZY_FUNCTIONS(DECLARE)
PNG_FUNCTIONS(DECLARE)
#undef DECLARE

/* Load the libraries, once: 0, or -1 with e filled (XW_ERR_UNAVAILABLE). */
int lazy_load(struct xw_error *e);

#define cairo_arc (*lazy_cairo_arc)
#define cairo_clip (*lazy_cairo_clip)
#define cairo_create (*lazy_cairo_create)
#define cairo_destroy (*lazy_cairo_destroy)
#define cairo_fill (*lazy_cairo_fill)
#define cairo_font_options_create (*lazy_cairo_font_options_create)
#define cairo_font_options_destroy (*lazy_cairo_font_options_destroy)
#define cairo_font_options_set_hint_metrics (*lazy_cairo_font_options_set_hint_metrics)
#define cairo_font_options_set_hint_style (*lazy_cairo_font_options_set_hint_style)
#define cairo_format_stride_for_width (*lazy_cairo_format_stride_for_width)
#define cairo_image_surface_create_for_data (*lazy_cairo_image_surface_create_for_data)
#define cairo_image_surface_get_data (*lazy_cairo_image_surface_get_data)
#define cairo_image_surface_get_height (*lazy_cairo_image_surface_get_height)
#define cairo_image_surface_get_stride (*lazy_cairo_image_surface_get_stride)
#define cairo_image_surface_get_width (*lazy_cairo_image_surface_get_width)
#define cairo_line_to (*lazy_cairo_line_to)
#define cairo_move_to (*lazy_cairo_move_to)
#define cairo_new_sub_path (*lazy_cairo_new_sub_path)
#define cairo_paint (*lazy_cairo_paint)
#define cairo_pdf_surface_create_for_stream (*lazy_cairo_pdf_surface_create_for_stream)
#define cairo_pdf_surface_set_metadata (*lazy_cairo_pdf_surface_set_metadata)
#define cairo_rectangle (*lazy_cairo_rectangle)
#define cairo_restore (*lazy_cairo_restore)
#define cairo_save (*lazy_cairo_save)
#define cairo_scale (*lazy_cairo_scale)
#define cairo_set_line_cap (*lazy_cairo_set_line_cap)
#define cairo_set_line_width (*lazy_cairo_set_line_width)
#define cairo_set_source_rgb (*lazy_cairo_set_source_rgb)
#define cairo_show_page (*lazy_cairo_show_page)
#define cairo_status_to_string (*lazy_cairo_status_to_string)
#define cairo_stroke (*lazy_cairo_stroke)
#define cairo_surface_destroy (*lazy_cairo_surface_destroy)
#define cairo_surface_finish (*lazy_cairo_surface_finish)
#define cairo_surface_flush (*lazy_cairo_surface_flush)
#define cairo_surface_status (*lazy_cairo_surface_status)
#define cairo_svg_surface_create_for_stream (*lazy_cairo_svg_surface_create_for_stream)
#define cairo_svg_surface_set_document_unit (*lazy_cairo_svg_surface_set_document_unit)
#define cairo_translate (*lazy_cairo_translate)
#define g_free (*lazy_g_free)
#define g_markup_escape_text (*lazy_g_markup_escape_text)
#define g_object_unref (*lazy_g_object_unref)
#define pango_attr_list_unref (*lazy_pango_attr_list_unref)
#define pango_cairo_context_set_font_options (*lazy_pango_cairo_context_set_font_options)
#define pango_cairo_context_set_resolution (*lazy_pango_cairo_context_set_resolution)
#define pango_cairo_font_map_get_default (*lazy_pango_cairo_font_map_get_default)
#define pango_cairo_font_map_set_default (*lazy_pango_cairo_font_map_set_default)
#define pango_cairo_show_layout (*lazy_pango_cairo_show_layout)
#define pango_cairo_show_layout_line (*lazy_pango_cairo_show_layout_line)
#define pango_context_load_font (*lazy_pango_context_load_font)
#define pango_context_set_round_glyph_positions (*lazy_pango_context_set_round_glyph_positions)
#define pango_font_describe (*lazy_pango_font_describe)
#define pango_font_description_free (*lazy_pango_font_description_free)
#define pango_font_description_get_family (*lazy_pango_font_description_get_family)
#define pango_font_description_new (*lazy_pango_font_description_new)
#define pango_font_description_set_absolute_size (*lazy_pango_font_description_set_absolute_size)
#define pango_font_description_set_family (*lazy_pango_font_description_set_family)
#define pango_font_description_set_style (*lazy_pango_font_description_set_style)
#define pango_font_description_set_weight (*lazy_pango_font_description_set_weight)
#define pango_font_map_create_context (*lazy_pango_font_map_create_context)
#define pango_layout_get_baseline (*lazy_pango_layout_get_baseline)
#define pango_layout_get_character_count (*lazy_pango_layout_get_character_count)
#define pango_layout_get_extents (*lazy_pango_layout_get_extents)
#define pango_layout_get_iter (*lazy_pango_layout_get_iter)
#define pango_layout_get_line_count (*lazy_pango_layout_get_line_count)
#define pango_layout_iter_free (*lazy_pango_layout_iter_free)
#define pango_layout_iter_get_baseline (*lazy_pango_layout_iter_get_baseline)
#define pango_layout_iter_get_line_extents (*lazy_pango_layout_iter_get_line_extents)
#define pango_layout_iter_get_line_readonly (*lazy_pango_layout_iter_get_line_readonly)
#define pango_layout_iter_get_line_yrange (*lazy_pango_layout_iter_get_line_yrange)
#define pango_layout_iter_next_line (*lazy_pango_layout_iter_next_line)
#define pango_layout_new (*lazy_pango_layout_new)
#define pango_layout_set_attributes (*lazy_pango_layout_set_attributes)
#define pango_layout_set_ellipsize (*lazy_pango_layout_set_ellipsize)
#define pango_layout_set_font_description (*lazy_pango_layout_set_font_description)
#define pango_layout_set_height (*lazy_pango_layout_set_height)
#define pango_layout_set_indent (*lazy_pango_layout_set_indent)
#define pango_layout_set_tabs (*lazy_pango_layout_set_tabs)
#define pango_layout_set_text (*lazy_pango_layout_set_text)
#define pango_layout_set_width (*lazy_pango_layout_set_width)
#define pango_layout_set_wrap (*lazy_pango_layout_set_wrap)
#define pango_parse_markup (*lazy_pango_parse_markup)
#define pango_tab_array_free (*lazy_pango_tab_array_free)
#define pango_tab_array_new_with_positions (*lazy_pango_tab_array_new_with_positions)
#define png_create_info_struct (*lazy_png_create_info_struct)
#define png_create_write_struct (*lazy_png_create_write_struct)
#define png_destroy_write_struct (*lazy_png_destroy_write_struct)
#define png_get_io_ptr (*lazy_png_get_io_ptr)
#define png_longjmp (*lazy_png_longjmp)
#define png_set_IHDR (*lazy_png_set_IHDR)
#define png_set_bgr (*lazy_png_set_bgr)
#define png_set_compression_buffer_size (*lazy_png_set_compression_buffer_size)
#define png_set_compression_level (*lazy_png_set_compression_level)
#define png_set_filler (*lazy_png_set_filler)
#define png_set_filter (*lazy_png_set_filter)
#define png_set_longjmp_fn (*lazy_png_set_longjmp_fn)
#define png_set_write_fn (*lazy_png_set_write_fn)
#define png_write_end (*lazy_png_write_end)
#define png_write_info (*lazy_png_write_info)
#define png_write_row (*lazy_png_write_row)

#endif
