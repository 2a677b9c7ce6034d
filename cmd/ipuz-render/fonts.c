/* See LICENSE file for copyright and license details. */
/*
 * The fonts a document is drawn in: fontconfig loaded in the main thread,
 * the family asked for (-F) checked, and the document's pango context
 * set up for them (doc_new).
 */
#include <errno.h>
#include <string.h>

#include "clocale.h"
#include "page.h"
#include "render.h"
#include "sheet.h"
#include "util.h"

/* Family names that fontconfig gives a font of its choice. */
static int
generic(const char *family)
{
	static const char *const names[] = {
		"sans", "sans-serif", "serif", "monospace", "mono", "system-ui"
	};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (xw_ascii_casecmp(family, names[i]) == 0)
			return 1;
	return 0;
}

/*
 * Whether a font installed has family as one of its family names, as
 * fontconfig matches them (case and blanks aside): "DejaVu Sans
 * Condensed" and "DejaVu Sans Light" are names of faces of DejaVu Sans,
 * whose first name, which pango_font_describe gives, is "DejaVu Sans".
 */
static int
installed(const char *family)
{
	FcPattern *p = FcPatternCreate();
	FcObjectSet *os = FcObjectSetCreate();
	FcFontSet *fs;
	int n = 0;

	FcPatternAddString(p, FC_FAMILY, (const FcChar8 *)family);
	if ((fs = FcFontList(NULL, p, os)) != NULL) {
		n = fs->nfont;
		FcFontSetDestroy(fs);
	}
	FcObjectSetDestroy(os);
	FcPatternDestroy(p);
	return n > 0;
}

/* How many installed fonts have a glyph for each letter and digit of
   ASCII; 0 also when fontconfig cannot say (out of memory). */
static int
fonts_with_ascii(void)
{
	static const char ascii[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789";
	FcCharSet *cs = FcCharSetCreate();
	FcPattern *p = FcPatternCreate();
	FcObjectSet *os = FcObjectSetCreate();
	FcFontSet *fs = NULL;
	const char *c;
	int n = 0;

	if (cs != NULL && p != NULL && os != NULL) {
		for (c = ascii; *c != '\0'; c++)
			FcCharSetAddChar(cs, (FcChar32)*c);
		/* As a pattern of FcFontList, a charset asks for the fonts
		   whose charset holds it. */
		if (FcPatternAddCharSet(p, FC_CHARSET, cs))
			fs = FcFontList(NULL, p, os);
	}
	if (fs != NULL) {
		n = fs->nfont;
		FcFontSetDestroy(fs);
	}
	if (os != NULL)
		FcObjectSetDestroy(os);
	if (p != NULL)
		FcPatternDestroy(p);
	if (cs != NULL)
		FcCharSetDestroy(cs);
	return n;
}

/*
 * Load fontconfig's configuration and fonts here, in the main thread:
 * left to pango, they are loaded in a thread of its own, where a
 * failure (few file descriptors, little memory) was a crash, or a set
 * with no font in it and every letter drawn as a box. 0, or -1 with e
 * filled when there is no configuration or no font has the letters and
 * digits. Fontconfig does not say why; an errno of a shortage of file
 * descriptors or of memory is taken as the cause, any other as noise of
 * the files it looks for and does not find.
 */
static int
load_fonts(struct xw_error *e)
{
	const char *why = "no font has the letters and digits";

	errno = 0;
	if (FcInit() && FcConfigGetCurrent() != NULL &&
	    fonts_with_ascii() > 0)
		return 0;
	if (errno == EMFILE || errno == ENFILE || errno == ENOMEM)
		why = strerror(errno);
	return xw_seterr(e, XW_ERR_UNAVAILABLE, "", 0, 0,
	    "cannot load the font configuration: %s", why);
}

/* Warn when the font family is not installed, naming the one used. */
static void
check_font(PangoContext *ctx, const char *family)
{
	PangoFontDescription *want, *got;
	PangoFont *f;
	const char *used;

	if (generic(family) || installed(family))
		return;
	want = font_new(family, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL);
	if ((f = pango_context_load_font(ctx, want)) != NULL) {
		got = pango_font_describe(f);
		used = pango_font_description_get_family(got);
		xw_warnx("warning: font '%s' is not installed; using %s",
		    family, used != NULL ? used : "another");
		pango_font_description_free(got);
		g_object_unref(f);
	}
	pango_font_description_free(want);
}

struct doc *
doc_new(const struct render_opts *o, struct xw_error *e)
{
	cairo_font_options_t *fo;
	struct doc *d;

	if (lazy_load(e) != 0 || load_fonts(e) != 0)
		return NULL;
	d = xw_ecalloc(1, sizeof(*d));
	fo = cairo_font_options_create();
	d->o = o;
	d->ctx = pango_font_map_create_context(
	    pango_cairo_font_map_get_default());
	/* Points as units, and the same metrics for every output. */
	pango_cairo_context_set_resolution(d->ctx, 72);
	cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
	cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
	pango_cairo_context_set_font_options(d->ctx, fo);
	cairo_font_options_destroy(fo);
	pango_context_set_round_glyph_positions(d->ctx, FALSE);
	/* Left to right for the layouts that do not find their own
	   direction (clues: see items_add). */
	pango_context_set_base_dir(d->ctx, PANGO_DIRECTION_LTR);
	check_font(d->ctx, o->font);
	return d;
}
