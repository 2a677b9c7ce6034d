/* See LICENSE file for copyright and license details. */
/*
 * libFuzzer harness for patterns (make fuzz, clang): the first line of
 * every input is a pattern, as wordfind takes one, parsed for a small
 * index built here from the list below, plain and folded (wordfind -f),
 * its lengths told, its words counted and matched and looked up; the
 * bytes after the line are the minimum score, -u, and two positions
 * at which its matches are crossed with one another. The crossing
 * queries' own syntax, P1:I+P2:J, is parsed in cmd/wordfind/, not here:
 * xw_crossing is exercised with the positions instead. Seeds:
 * t/fuzz/corpus/pattern/.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wordidx.h"
#include "wordquery.h"
#include "words.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Words of every length to 45, accents decomposed and not, ligatures,
   Greek, Cyrillic, digits, clues. */
static const char list[] =
	"acidness;30\nadequateness;40\nadventurer;65\nafflictively;30\n"
	    "anisotropic;30\nantitussives;30\narchaizes;30\n"
	    "aristocratic;65\nasymptotical;30\nballots;65\nbarbarizing;40\n"
	    "barracuda;50\nbeanos;30\nbearably;40\nblackamoors;40\n"
	    "blitzkrieg;45\nblowtubes;30\nboundless;65\nbrailing;30\n"
	    "brutish;65\nchapped;65\ncheckouts;60\nchiack;30\n"
	    "cisgender;50\ncleft;65\nclub;90\ncoerced;65\ncollegial;30\n"
	    "comatulid;30\nconcretize;30\ncoste;30\ncottars;40\n"
	    "daleths;30\ndarker;65\ndeems;90\ndemagogues;65\ndetouring;65\n"
	    "domestics;65\ndoorways;65\nedentate;30\neluting;30\n"
	    "engraved;65\nepiphora;30\nescutcheons;50\nfarragoes;45\n"
	    "fayest;40\nfellaheen;30\nfeminized;45\nfingering;65\n"
	    "followers;80\nforayer;30\nfortuity;40\nfoxglove;50\n"
	    "friendless;60\nfrilliness;30\ngaga;45\ngeest;30\n"
	    "genealogy;65\ngentlewomen;50\nglistens;65\nglossectomy;30\n"
	    "gremlins;65\ngrippy;30\nhairspray;45\nhatchecks;40\n"
	    "hatcheries;50\nhematologic;40\nhistrionism;30\nhoy;30\n"
	    "imported;80\nindiction;30\ninhumanity;65\ninvigorate;65\n"
	    "kiangs;30\nknockwurst;50\nligate;40\nliteralizing;30\n"
	    "lithia;30\nlower;90\nluminances;30\nmakuta;30\nmappable;30\n"
	    "midlife;40\nminiature;65\nmoviegoer;45\nnonliving;50\n"
	    "northing;30\nnumerical;90\noctantal;30\nopenwork;50\n"
	    "outhaul;30\noverextend;60\noverstuffed;50\npatriarchies;60\n"
	    "pedigreed;60\npenetrating;65\npepsin;50\nperfumers;40\n"
	    "permeate;65\nperplexes;65\npneumaticity;30\npompom;60\n"
	    "postdoc;60\npyridoxine;30\nrattlings;50\nrebate;65\n"
	    "reevaluating;50\nregather;40\nreinitialize;50\n"
	    "remunerators;30\nresurveying;40\nretrieving;80\n"
	    "retroviruses;40\nrewed;40\nridiculously;80\nripostes;50\n"
	    "romeos;40\nrusk;50\nscaffolding;65\nschism;60\nschlieren;30\n"
	    "seq;40\nshannies;30\nsig;30\nslate;65\nslaughterer;50\n"
	    "slopwork;30\nsorceresses;65\nsteeply;60\nstimulating;80\n"
	    "striated;50\nstroboscope;40\nsubsoil;50\nsubstitutes;80\n"
	    "sundog;30\ntabulator;50\ntachymetry;30\ntastings;45\n"
	    "tenderfoots;50\ntensors;65\nticketing;65\ntransepts;50\n"
	    "transitional;65\ntrembling;65\ntrims;65\ntriumvir;40\n"
	    "ungovernable;50\nunlettered;50\nvegetates;50\nvenially;30\n"
	    "ventilatory;40\nvoltage;80\nwisecracks;65\nwitchgrasses;30\n"
	    "womanlier;50\nworship;80\narea;70\nera;60\nore;55\n"
	    "aloe;60;A soothing plant\netna;50;Sicilian smoker\n"
	    "oreo;60;Cookie with a creme centre\nale;60\n"
	    "eel;60;Slippery swimmer\ntea;70\neat;70\nate;70\ncat;80\n"
	    "act;80\ntic;40\nsea;70\nsee;70\nsss;10\nss;10\ns;50\na;60\n"
	    "i;60\nab;40\nba;40\nzyzzyva;20\nqueue;60\nqi;40\nxi;40\n"
	    "naïve;60\ncafé;70\nrésumé;60\ncrème brûlée;55\nstraße;40\n"
	    "Ærø;30\nœuvre;40\nﬁnal;50\njalapen\xcc\x83o;45\nniño;60\n"
	    "árbol;60\nσοφία;70\nλόγος;60\nмир;70\nмама;80\nR2D2;30\n"
	    "4x4;30\nroute 66;40\ntie-in;50\npen-and-ink;50\n"
	    "antidisestablishmentarianism;20\n"
	    "pneumonoultramicroscopicsilicovolcanoconiosis;10\n"
	    "supercalifragilisticexpialidocious;30\n"
	    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa;1\n";

/* The index of list, plain and folded. */
static struct xw_index *ixs[2];

static void
build(void)
{
	struct xw_index_meta m = { 0 };
	struct xw_wordlist *w;
	unsigned flags;

	m.name = "list";
	for (flags = 0; flags <= XW_WORDS_FOLD; flags++) {
		w = xw_wordlist_parse(list, sizeof(list) - 1, flags);
		m.flags = flags ? XW_INDEX_FOLDED : 0;
		if ((ixs[flags] = index_list(w, &m)) == NULL)
			failed("the list of the harness is not indexed");
		xw_wordlist_free(w);
	}
}

/* What the bytes after the pattern say, else 0: byte i of rest. */
static int
arg(const uint8_t *rest, size_t n, size_t i)
{
	return i < n ? rest[i] : 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *nl = memchr(data, '\n', size);
	size_t len = nl != NULL ? (size_t)(nl - data) : size;
	const uint8_t *rest = nl != NULL ? nl + 1 : data + size;
	size_t nrest = (size_t)(data + size - rest);
	int minscore, at1, at2, i;
	unsigned flags;
	char *text;

	if (ixs[0] == NULL)
		build();
	/* A line as wordfind reads one from its input, its CR dropped. */
	text = malloc(len + 1);
	memcpy(text, data, len);
	text[len] = '\0';
	if (len > 0 && text[len - 1] == '\r')
		text[len - 1] = '\0';
	minscore = arg(rest, nrest, 0) % 101;
	flags = arg(rest, nrest, 1) & 1 ? XW_MATCH_SUBANAGRAM : 0;
	at1 = arg(rest, nrest, 2) % 48;
	at2 = arg(rest, nrest, 3) % 48;
	free(xw_word_fold(text));
	free(xw_word_unligate(text));
	free(xw_word_normalize_flags(text, XW_WORDS_FOLD));
	for (i = 0; i < 2; i++) {
		query_one(ixs[i], text, minscore, flags, at1, at2, 1);
		xw_index_lookup(ixs[i], text);
	}
	free(text);
	return 0;
}
