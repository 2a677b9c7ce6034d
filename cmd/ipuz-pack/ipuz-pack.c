/* See LICENSE file for copyright and license details. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "clocale.h"
#include "pack.h"
#include "util.h"

static const struct xw_tool tool = {
	"ipuz-pack",
	"usage: ipuz-pack -c [-Fjl] -f bundle [-m manifest] [file ...]\n"
	"       ipuz-pack -t [-j] -f bundle\n"
	"       ipuz-pack -v [-jl] -f bundle\n"
	"       ipuz-pack -x [-F] [-C dir] -f bundle\n"
	"       ipuz-pack -e crosswords [-F] [-C dir] -f bundle\n"
	"       ipuz-pack -e ipuz [-F] [-C dir] -f bundle\n",
	"  -c           create the bundle from the files, or from the puzzles\n"
	"               the manifest names\n"
	"  -t           list the set and its puzzles\n"
	"  -v           verify the zip, the manifest and every puzzle\n"
	"  -x           extract the manifest and the puzzles\n"
	"  -e format    export the set into a folder named after its id: as a\n"
	"               GNOME Crosswords puzzle set (crosswords), or as its\n"
	"               puzzles in order, NN-id.ipuz, to print (ipuz)\n"
	"  -C dir       extract or export into dir (default .)\n"
	"  -F           replace existing files\n"
	"  -f bundle    the bundle, a zip file ('-': stdin or stdout)\n"
	"  -h           print this help and exit\n"
	"  -j           JSON: the list, or the findings\n"
	"  -l           lint every puzzle and the set as an editor would\n"
	"  -m manifest  the set's names, order and unlock rules (ipuz-pack(5))\n"
	"  -V           print the version and exit\n"
	"exit status: 0 done, 1 problems found (-v), 2 trouble\n"
};

/* The options each mode takes beside -f. */
static const char *
allowed(int mode)
{
	switch (mode) {
	case 'c':
		return "Fjlm";
	case 't':
		return "j";
	case 'v':
		return "jl";
	default:
		return "CF";
	}
}

/* Exit 2 when -m - and a puzzle file '-' would both read the standard
   input: the puzzle would meet it read, and be "empty". */
static void
stdin_once(const struct pk_opts *o, char *const *files, int nfiles)
{
	int i;

	if (o->manifest == NULL || strcmp(o->manifest, "-") != 0)
		return;
	for (i = 0; i < nfiles; i++)
		if (strcmp(files[i], "-") == 0)
			xw_errx(XW_EXIT_TROUBLE, "standard input cannot be "
			    "both the manifest (-m -) and a puzzle");
}

/* Refuse a command line that asks for no mode, or mixes them. */
static void
check(struct pk_opts *o, int mode, int nfiles)
{
	const char *ok = allowed(mode);
	char why[64];
	int opt = 0;

	if (mode == 0)
		xw_cli_refuse("no mode: give one of -c, -t, -v, -x and -e");
	if (o->bundle == NULL)
		xw_cli_refuse("no bundle: -f names it");
	if (mode != 'c' && nfiles > 0)
		xw_cli_refuse("files are for -c, which packs them");
	if (mode == 'c' && nfiles == 0 && o->manifest == NULL)
		xw_cli_refuse("nothing to pack: give files, or a manifest "
		    "(-m) that names them");
	if (o->dir != NULL && strchr(ok, 'C') == NULL)
		opt = 'C';
	else if (o->force && strchr(ok, 'F') == NULL)
		opt = 'F';
	else if (o->json && strchr(ok, 'j') == NULL)
		opt = 'j';
	else if (o->lint && strchr(ok, 'l') == NULL)
		opt = 'l';
	else if (o->manifest != NULL && strchr(ok, 'm') == NULL)
		opt = 'm';
	if (opt != 0) {
		snprintf(why, sizeof(why), "-%c is no option of -%c", opt,
		    mode);
		xw_cli_refuse(why);
	}
	/* A link to what stdout writes (/dev/stdout) is -f -: the bundle
	   and the report would be one stream. With -c, -f names the output
	   (XW_OPT_OUT, but for -c alone). */
	if (mode == 'c')
		xw_cli_out_named('f', o->bundle);
	if (mode == 'c')
		xw_cli_binary_tty(o->bundle, 'f', "a zip bundle", 'F',
		    o->force);
	if (mode == 'c' && xw_is_stdout(o->bundle))
		o->bundle = "-";
	if (mode == 'c' && o->json && strcmp(o->bundle, "-") == 0)
		xw_cli_refuse("-j and the bundle on the standard output (-f -) "
		    "would be mixed");
	if (mode == 'e' && xw_ascii_casecmp(o->format, "crosswords") != 0 &&
	    xw_ascii_casecmp(o->format, "ipuz") != 0)
		xw_errx(XW_EXIT_TROUBLE, "unknown export format '%s': "
		    "crosswords and ipuz are the ones there are", o->format);
}

int
main(int argc, char *argv[])
{
	struct pk_opts o = { 0 };
	const struct xw_cli_opt table[] = {
		{ 'C', XW_OPT_ARG, &o.dir, NULL, 0, 0 },
		{ 'F', XW_OPT_FLAG, &o.force, NULL, 0, 0 },
		{ 'f', XW_OPT_ARG, &o.bundle, NULL, 0, 0 },
		{ 'j', XW_OPT_FLAG, &o.json, NULL, 0, 0 },
		{ 'l', XW_OPT_FLAG, &o.lint, NULL, 0, 0 },
		{ 'm', XW_OPT_ARG, &o.manifest, NULL, 0, 0 },
		{ 0, 0, NULL, NULL, 0, 0 }
	};
	int ch, mode = 0;

	xw_cli_start(&tool, argv[0]);
	/* The rest choose the mode, one of c, e, t, v and x. */
	while ((ch = xw_cli_options(argc, argv, "C:ce:Ff:jlm:tvx", table)) !=
	    -1) {
		if (strchr("cetvx", ch) == NULL)
			xw_cli_usage();
		if (mode != 0 && mode != ch)
			xw_cli_refuse("one mode at a time: -c, -t, -v, -x or "
			    "-e");
		if (ch == 'e')
			o.format = optarg;
		mode = ch;
	}
	xw_cli_options_first(argc, argv, "files");
	argc -= optind;
	argv += optind;
	check(&o, mode, argc);
	stdin_once(&o, argv, argc);
	if (mode == 'c')
		return xw_cli_finish(pk_create(&o, argv, argc));
	if (mode == 't')
		return xw_cli_finish(pk_list(&o));
	if (mode == 'v')
		return xw_cli_finish(pk_verify(&o));
	if (mode == 'x')
		return xw_cli_finish(pk_extract(&o));
	return xw_cli_finish(pk_export(&o));
}
