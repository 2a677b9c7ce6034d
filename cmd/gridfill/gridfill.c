/* See LICENSE file for copyright and license details. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli.h"
#include "fill.h"
#include "format.h"
#include "grid.h"
#include "region.h"
#include "util.h"
#include "wordidx.h"
#include "words.h"

static int aflag;		/* analyse: where the grid will be hard */
static int dflag;		/* a word may be used twice */
static int jflag;		/* JSON */
static int vflag;		/* search figures */
static long nflag = 1;		/* fills to write */
static long sflag;		/* minimum score */
static unsigned long Sflag;	/* seed */
static double tflag;		/* seconds before giving up */
static const char *oflag, *rflag, *xflag;
static struct xw_cli_lists wflag;	/* word lists or indexes */

static struct xw_index *ix;

/* The fills found, as ipuz texts. */
static char **fills;
static long nfills;

static const struct xw_tool tool = {
	"gridfill",
	"usage: gridfill [-adjv] [-n count] [-r region] [-s minscore] "
	    "[-S seed] [-t seconds] [-w list] [-x exclude] [-o file] [file]\n",
	"  -a           report, without filling, how many words each open\n"
	"               slot can still take, fewest first\n"
	"  -d           allow a word twice in the grid\n"
	"  -h           print this help and exit\n"
	"  -j           JSON: an array of fills, or the report of -a\n"
	"  -n count     write up to count different fills\n"
	"  -o file      write to file instead of standard output\n"
	"  -r region    change only these cells: r1,c1-r2,c2 (1-based) or\n"
	"               a list r,c;r,c;...\n"
	"  -s minscore  use only words scored minscore (0-100) or more\n"
	"  -S seed      vary the fill; the same seed gives the same fill\n"
	"  -t seconds   give up after this long (exit 1, and say so)\n"
	"  -v           report nodes and backtracks\n"
	"  -V           print the version and exit\n"
	"  -w list      a word list or index (default: the installed one),\n"
	"               - for stdin; again to stack lists, later ones\n"
	"               overriding\n"
	"  -x exclude   a list of words never to use\n"
	"exit status: 0 filled, 1 no fill (proved, or time ran out), "
	    "2 trouble\n"
};

/* -t: seconds, a fraction allowed. */
static double
seconds(const char *s)
{
	char *end;
	double n = strtod(s, &end);

	if (*s == '\0' || *end != '\0' || !(n >= 0.001 && n <= 1e6))
		xw_errx(XW_EXIT_TROUBLE, "seconds '%s' is not a number from "
		    "0.001 to 1000000", s);
	return n;
}

static int
found(struct xw_puzzle *p, void *arg)
{
	struct xw_buf text = { 0 };

	(void)arg;
	fills = xw_ereallocarray(fills, (size_t)nfills + 1, sizeof(*fills));
	/* Every puzzle can be an ipuz: the write cannot fail. */
	xw_puzzle_write(p, xw_format_by_name("ipuz"), &text, NULL);
	fills[nfills++] = xw_buf_take(&text);
	return 0;
}

/* The mean and lowest score of the listed words of the filled grid. */
static void
scores(const struct xw_puzzle *p, double *mean, int *min)
{
	size_t i, n = 0;
	long sum = 0, id;
	char *answer;

	*min = 100;
	for (i = 0; i < p->nslots; i++) {
		if ((answer = xw_slot_answer(p, &p->slots[i])) == NULL)
			continue;
		if ((id = xw_index_lookup(ix, answer)) >= 0) {
			sum += xw_index_score(ix, (uint32_t)id);
			if (xw_index_score(ix, (uint32_t)id) < *min)
				*min = xw_index_score(ix, (uint32_t)id);
			n++;
		}
		free(answer);
	}
	*mean = n > 0 ? (double)sum / (double)n : 0;
}

static int
write_fills(void)
{
	struct xw_error e;
	struct xw_out *o;
	json_object *list, *doc;
	const char *text;
	long i;

	if ((o = xw_out_open(oflag, 0, &e)) == NULL) {
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}
	if (jflag) {
		list = json_object_new_array();
		for (i = 0; i < nfills; i++)
			if ((doc = json_tokener_parse(fills[i])) != NULL)
				json_object_array_add(list, doc);
		text = json_object_to_json_string_ext(list,
		    JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
		    JSON_C_TO_STRING_NOSLASHESCAPE);
		xw_out_write(o, text, strlen(text));
		xw_out_write(o, "\n", 1);
		json_object_put(list);
	} else {
		for (i = 0; i < nfills; i++)
			xw_out_write(o, fills[i], strlen(fills[i]));
	}
	if (xw_out_close(o, &e)) {
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}
	return XW_EXIT_OK;
}

/*
 * -a: each open slot and how many words can still go there once the
 * crossings are counted, fewest first; a slot that only words under -s or
 * in -x could fill says so. Exit 1 when some slot can take no word.
 */
static int
analyse(const struct xw_puzzle *p, const char *input,
    const struct xw_fill_opts *opts)
{
	struct xw_slot_report *rep;
	const struct xw_slot *sl;
	struct xw_error e;
	json_object *list, *o;
	char why[256];
	long n, i;
	int ret = XW_EXIT_OK;

	if ((n = xw_fill_analyse(p, ix, opts, &rep, why, sizeof(why),
	    &e)) < 0) {
		if (e.file[0] == '\0')
			snprintf(e.file, sizeof(e.file), "%s",
			    xw_display_name(input));
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}
	if (why[0] != '\0') {
		xw_warnx("%s: no fill exists: %s; each slot on its own:",
		    xw_display_name(input), why);
		ret = XW_EXIT_NO;
	}
	list = json_object_new_array();
	for (i = 0; i < n; i++) {
		sl = &p->slots[rep[i].slot];
		if (rep[i].words == 0)
			ret = XW_EXIT_NO;
		if (jflag) {
			o = json_object_new_object();
			json_object_object_add(o, "number",
			    json_object_new_int(sl->number));
			json_object_object_add(o, "direction",
			    json_object_new_string(sl->dir == XW_DIR_ACROSS ?
			    "across" : "down"));
			json_object_object_add(o, "words",
			    json_object_new_int64((int64_t)rep[i].words));
			json_object_object_add(o, "words_any",
			    json_object_new_int64((int64_t)rep[i].words_any));
			json_object_array_add(list, o);
			continue;
		}
		printf("%d-%s\t%zu word%s", sl->number, sl->dir ==
		    XW_DIR_ACROSS ? "across" : "down", rep[i].words,
		    rep[i].words == 1 ? "" : "s");
		if (rep[i].words == 0 && rep[i].words_any > 0)
			printf("\tonly words under -s or in -x fit");
		else if (rep[i].words_any != rep[i].words)
			printf("\t%zu without -s and -x", rep[i].words_any);
		putchar('\n');
	}
	if (jflag)
		puts(json_object_to_json_string_ext(list, JSON_C_TO_STRING_PLAIN));
	json_object_put(list);
	free(rep);
	return ret;
}

static int
empty_cells(const struct xw_puzzle *p)
{
	int i, n = 0;

	for (i = 0; i < p->width * p->height; i++)
		n += p->cells[i].kind == XW_CELL_LETTER &&
		    p->cells[i].solution == NULL;
	return n;
}

/* Set the option flags from argv, leaving optind at the operands. */
static void
options(int argc, char *argv[])
{
	int ch;

	while ((ch = xw_cli_getopt(argc, argv, "adjn:o:r:s:S:t:vw:x:")) != -1) {
		switch (ch) {
		case 'a':
			aflag = 1;
			break;
		case 'd':
			dflag = 1;
			break;
		case 'j':
			jflag = 1;
			break;
		case 'n':
			nflag = xw_estrtonum(optarg, 1, 1000000, "count");
			break;
		case 'o':
			oflag = optarg;
			break;
		case 'r':
			rflag = optarg;
			break;
		case 's':
			sflag = xw_estrtonum(optarg, 0, 100, "minscore");
			break;
		case 'S':
			Sflag = (unsigned long)xw_estrtonum(optarg, 1, 4000000000L,
			    "seed");
			break;
		case 't':
			tflag = seconds(optarg);
			break;
		case 'v':
			vflag = 1;
			break;
		case 'w':
			xw_cli_lists_add(&wflag, optarg);
			break;
		case 'x':
			xflag = optarg;
			break;
		default:
			xw_cli_usage();
		}
	}
}

/* Fill p (with empty cells) and write the fills; returns the status. */
static int
fill(struct xw_puzzle *p, const char *name, const struct xw_fill_opts *opts)
{
	struct xw_fill_stats st;
	struct xw_error e;
	double mean;
	int ret, min;

	switch (xw_fill(p, ix, opts, &st, &e)) {
	case XW_FILL_DONE:
		scores(p, &mean, &min);
		xw_warnx("%s: filled %zu words, mean score %.1f, lowest %d%s",
		    name, p->nslots, mean, min, nfills > 1 ? " (the last fill)" :
		    "");
		ret = write_fills();
		break;
	case XW_FILL_NONE:
		xw_warnx("%s: no fill exists: %s", name, st.why);
		ret = XW_EXIT_NO;
		break;
	case XW_FILL_TIMEOUT:
		xw_warnx("%s: gave up after %g second%s without a fill; that "
		    "is no proof that none exists", name, tflag,
		    tflag == 1 ? "" : "s");
		ret = XW_EXIT_NO;
		break;
	default:
		if (e.file[0] == '\0')
			snprintf(e.file, sizeof(e.file), "%s", name);
		xw_report(&e);
		ret = XW_EXIT_TROUBLE;
	}
	if (vflag && ret != XW_EXIT_TROUBLE)
		xw_warnx("%s: %ld nodes, %ld backtracks, %ld fill%s", name,
		    st.nodes, st.backtracks, st.fills, st.fills == 1 ? "" : "s");
	return ret;
}

int
main(int argc, char *argv[])
{
	struct xw_fill_opts opts;
	struct xw_wordlist *exclude = NULL;
	unsigned char *region = NULL;
	const char *input, *name;
	struct xw_puzzle *p;
	struct xw_error e;
	int ret;
	long i;

	xw_cli_start(&tool, argv[0]);
	options(argc, argv);
	argc -= optind;
	argv += optind;
	if (argc > 1)
		xw_cli_usage();
	input = argc == 1 ? argv[0] : NULL;
	name = xw_display_name(input);
	if ((input == NULL || strcmp(input, "-") == 0) &&
	    xw_cli_lists_stdin(&wflag))
		xw_errx(XW_EXIT_TROUBLE, "standard input cannot be both a word "
		    "list (-w -) and the puzzle");
	if ((p = xw_puzzle_load(input, NULL, &e, NULL)) == NULL) {
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}
	ix = xw_cli_index_stack(wflag.v, wflag.n, 0);
	if (xflag != NULL)
		exclude = xw_cli_wordlist(xflag);
	if (rflag != NULL && (region = xw_region_parse(p, rflag,
	    &e)) == NULL) {
		xw_report(&e);
		ret = XW_EXIT_TROUBLE;
		goto done;
	}
	opts = (struct xw_fill_opts){ .minscore = (int)sflag,
	    .allow_dupes = dflag, .exclude = exclude, .region = region,
	    .seconds = tflag, .seed = Sflag, .max_fills = nflag,
	    .found = found };
	if (aflag) {
		ret = analyse(p, input, &opts);
	} else if (empty_cells(p) == 0) {
		xw_warnx("%s: the grid is full: nothing to fill", name);
		found(p, NULL);
		ret = write_fills();
	} else {
		ret = fill(p, name, &opts);
	}
done:
	free(region);
	for (i = 0; i < nfills; i++)
		free(fills[i]);
	free(fills);
	xw_wordlist_free(exclude);
	xw_index_close(ix);
	xw_puzzle_free(p);
	free(wflag.v);
	return xw_cli_finish(ret);
}
