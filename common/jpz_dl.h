/* See LICENSE file for copyright and license details. */
/*
 * libxml2 and libzip for the .jpz reader and the other XML readers
 * (xmlkit.h), loaded when the first is read, not when a tool starts
 * (jpz_dl.c says why). Inside those modules only. After this header the
 * functions below are called by their own names, through pointers of
 * their own types, as if they were linked.
 */
#ifndef XW_JPZ_DL_H
#define XW_JPZ_DL_H

#include <libxml/entities.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <zip.h>

#include "util.h"

/* What the reader calls; a new one goes here and in the #defines below. */
#define XW_JPZ_XML_FUNCTIONS(X) \
	X(xmlCtxtReadMemory) X(xmlDocGetRootElement) X(xmlFreeDoc) \
	X(xmlFreeParserCtxt) X(xmlGetDocEntity) X(xmlGetLineNo) \
	X(xmlInitParser) X(xmlNewParserCtxt) X(xmlNodeGetContent) \
	X(xmlNodeListGetString) X(xmlSetGenericErrorFunc)
#define XW_JPZ_ZIP_FUNCTIONS(X) \
	X(zip_discard) X(zip_error_code_zip) X(zip_error_fini) \
	X(zip_error_init) \
	X(zip_error_strerror) X(zip_fclose) X(zip_file_strerror) \
	X(zip_fopen_index) X(zip_fread) X(zip_get_name) \
	X(zip_get_num_entries) X(zip_name_locate) X(zip_open_from_source) \
	X(zip_source_buffer_create) X(zip_source_free) X(zip_stat_index) \
	X(zip_strerror)

#define XW_JPZ_DECLARE(f) extern __typeof__(f) *xw_jpz_dl_##f;
XW_JPZ_XML_FUNCTIONS(XW_JPZ_DECLARE)
XW_JPZ_ZIP_FUNCTIONS(XW_JPZ_DECLARE)
#undef XW_JPZ_DECLARE
extern xmlFreeFunc *xw_jpz_dl_xmlFree;	/* a variable: the function to free */

/*
 * Load libxml2 and libzip, the first time only (safe from any thread:
 * every caller returns once they are loaded), and silence what libxml2
 * reports outside a parser. Returns 0, or -1 with e filled
 * (XW_ERR_UNAVAILABLE, the file name, "cannot read what files" and what
 * is missing) when either cannot be had, then and on every later call.
 */
int xw_jpz_dl_load(const char *name, const char *what, struct xw_error *e);

#undef xmlFree
#define xmlFree (*xw_jpz_dl_xmlFree)
#define xmlCtxtReadMemory (*xw_jpz_dl_xmlCtxtReadMemory)
#define xmlDocGetRootElement (*xw_jpz_dl_xmlDocGetRootElement)
#define xmlFreeDoc (*xw_jpz_dl_xmlFreeDoc)
#define xmlFreeParserCtxt (*xw_jpz_dl_xmlFreeParserCtxt)
#define xmlGetDocEntity (*xw_jpz_dl_xmlGetDocEntity)
#define xmlGetLineNo (*xw_jpz_dl_xmlGetLineNo)
#define xmlInitParser (*xw_jpz_dl_xmlInitParser)
#define xmlNewParserCtxt (*xw_jpz_dl_xmlNewParserCtxt)
#define xmlNodeGetContent (*xw_jpz_dl_xmlNodeGetContent)
#define xmlNodeListGetString (*xw_jpz_dl_xmlNodeListGetString)
#define xmlSetGenericErrorFunc (*xw_jpz_dl_xmlSetGenericErrorFunc)
#define zip_discard (*xw_jpz_dl_zip_discard)
#define zip_error_code_zip (*xw_jpz_dl_zip_error_code_zip)
#define zip_error_fini (*xw_jpz_dl_zip_error_fini)
#define zip_error_init (*xw_jpz_dl_zip_error_init)
#define zip_error_strerror (*xw_jpz_dl_zip_error_strerror)
#define zip_fclose (*xw_jpz_dl_zip_fclose)
#define zip_file_strerror (*xw_jpz_dl_zip_file_strerror)
#define zip_fopen_index (*xw_jpz_dl_zip_fopen_index)
#define zip_fread (*xw_jpz_dl_zip_fread)
#define zip_get_name (*xw_jpz_dl_zip_get_name)
#define zip_get_num_entries (*xw_jpz_dl_zip_get_num_entries)
#define zip_name_locate (*xw_jpz_dl_zip_name_locate)
#define zip_open_from_source (*xw_jpz_dl_zip_open_from_source)
#define zip_source_buffer_create (*xw_jpz_dl_zip_source_buffer_create)
#define zip_source_free (*xw_jpz_dl_zip_source_free)
#define zip_stat_index (*xw_jpz_dl_zip_stat_index)
#define zip_strerror (*xw_jpz_dl_zip_strerror)

#endif
