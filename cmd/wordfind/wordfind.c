/* See LICENSE file for copyright and license details. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli.h"
#include "util.h"
#include "wordidx.h"

static int aflag;		/* alphabetical order */
static int Bflag;		/* build an index */
static int cflag;		/* counts only */
static unsigned fflag;		/* fold accents */
static int jflag;		/* JSON lines */
static long nflag = -1;		/* at most this many words per query */
static const char *oflag;	/* index to write with -B */
static long sflag;		/* minimum score */
static unsigned uflag;		/* sub-anagrams */
static int vflag;		/* scores (and clues) beside the words */
static struct xw_cli_lists wflag;	/* word lists or indexes */

static struct xw_index *ix;
static int batch;		/* several queries: label the answers */

static const struct xw_tool tool = {
	"wordfind",
	"usage: wordfind [-acfjuvV] [-n max] [-s minscore] [-w list] "
	    "[pattern ...]\n"
	"       wordfind -B [-f] [-w list] -o index\n",
	"  -a           sort alphabetically, not by score\n"
	"  -B           build the index of the lists into index (-o)\n"
	"  -c           print the number of matches of each query\n"
	"  -f           fold accents: CAFE matches CAFÉ\n"
	"  -h           print this help and exit\n"
	"  -j           print one JSON document per query\n"
	"  -n max       print at most max words per query\n"
	"  -o index     with -B, the index file to write\n"
	"  -s minscore  only words scored minscore (0-100) or more\n"
	"  -u           /letters also finds words using only some letters\n"
	"  -v           print each word's score, and its clue, beside it\n"
	"  -V           print the version and exit\n"
	"  -w list      a word list (word;score lines) or an index, - for\n"
	"               stdin; again to stack lists, later ones overriding\n"
	"patterns: ? or . a letter, [abc] [^abc] [a-e] a set, @ a vowel,\n"
	"  # a consonant, * any letters, /letters an anagram (? a blank),\n"
	"  P1:I+P2:J pairs whose I-th and J-th letters agree\n"
	"exit status: 0 some match, 1 none, 2 trouble\n"
};

/* -B: index the lists into the file oflag. */
static int
build(void)
{
	if (oflag == NULL)
		xw_cli_usage();
	return xw_cli_index_save(wflag.v, wflag.n, fflag, oflag);
}

static int
alpha_order(const void *a, const void *b)
{
	return strcmp(xw_index_word(ix, *(const uint32_t *)a),
	    xw_index_word(ix, *(const uint32_t *)b));
}

/* The matches of text, ranked as asked; NULL (and 2) when malformed. */
static struct xw_pattern *
parse(const char *text, const char *where)
{
	struct xw_pattern *p;
	struct xw_error e;
	char *folded = NULL;

	/* -f on a list without accents: the index is not a folded one. */
	if (fflag && (folded = xw_word_fold(text)) != NULL)
		text = folded;
	p = xw_pattern_parse(ix, text, &e);
	free(folded);
	if (p == NULL) {
		if (where != NULL)
			xw_warnx("%s: %s", where, e.msg);
		else
			xw_warnx("%s", e.msg);
		return NULL;
	}
	if (xw_pattern_minlen(p) > xw_index_maxlen(ix))
		xw_warnx("%s%swarning: pattern '%s' is longer than the longest "
		    "word (%d letters)", where != NULL ? where : "",
		    where != NULL ? ": " : "", text, xw_index_maxlen(ix));
	return p;
}

static size_t
matches(const struct xw_pattern *p, uint32_t **ids)
{
	size_t n = xw_pattern_match(ix, p, (int)sflag, uflag, ids);

	/* With no match *ids may be NULL, which qsort(3) must not get. */
	if (aflag && n > 1)
		qsort(*ids, n, sizeof(**ids), alpha_order);
	return n;
}

/* -v: a word, its score and its clue, a tab between them. */
static void
print_scored(uint32_t id)
{
	const char *clue = xw_index_clue(ix, id);

	printf("%s\t%d%s%s\n", xw_index_word(ix, id), xw_index_score(ix, id),
	    clue != NULL ? "\t" : "", clue != NULL ? clue : "");
}

/* One pattern: its words, their number, or a JSON document. */
static long
simple(const char *text, const char *where)
{
	struct xw_pattern *p = parse(text, where);
	json_object *doc, *list, *w;
	uint32_t *ids;
	size_t n, i, shown;

	if (p == NULL)
		return -1;
	if (cflag && !jflag) {
		n = xw_pattern_count(ix, p, (int)sflag, uflag);
		printf("%zu\n", n);
		xw_pattern_free(p);
		return (long)n;
	}
	n = matches(p, &ids);
	shown = nflag >= 0 && (size_t)nflag < n ? (size_t)nflag : n;
	if (jflag) {
		doc = json_object_new_object();
		json_object_object_add(doc, "query", json_object_new_string(text));
		json_object_object_add(doc, "count", json_object_new_int64((int64_t)n));
		list = json_object_new_array();
		for (i = 0; !cflag && i < shown; i++) {
			w = json_object_new_object();
			json_object_object_add(w, "word",
			    json_object_new_string(xw_index_word(ix, ids[i])));
			json_object_object_add(w, "score",
			    json_object_new_int(xw_index_score(ix, ids[i])));
			if (xw_index_clue(ix, ids[i]) != NULL)
				json_object_object_add(w, "clue",
				    json_object_new_string(xw_index_clue(ix,
				    ids[i])));
			json_object_array_add(list, w);
		}
		if (!cflag)
			json_object_object_add(doc, "words", list);
		else
			json_object_put(list);
		xw_json_println(doc);
	} else {
		for (i = 0; i < shown; i++) {
			if (batch)
				printf("%s\t", text);
			if (vflag)
				print_scored(ids[i]);
			else
				puts(xw_index_word(ix, ids[i]));
		}
	}
	free(ids);
	xw_pattern_free(p);
	return (long)n;
}

/* "P:I" into the pattern text (a copy) and the 0-based position I-1. */
static char *
split_side(const char *side, size_t len, int *pos)
{
	char *text = xw_estrndup(side, len), *colon = strrchr(text, ':');
	char *end;
	long n;

	if (colon == NULL)
		return free(text), NULL;
	n = strtol(colon + 1, &end, 10);
	if (colon[1] == '\0' || *end != '\0' || n < 1 || n > 255)
		return free(text), NULL;
	*colon = '\0';
	*pos = (int)n - 1;
	return text;
}

/* Where the pairs of one crossing query go. */
struct pairs {
	const char *query;
	json_object *json;	/* with -j, else NULL */
	size_t shown;
};

static int
print_pair(uint32_t a, uint32_t b, void *arg)
{
	struct pairs *out = arg;
	json_object *pair;

	if (nflag >= 0 && out->shown >= (size_t)nflag)
		return 1;
	out->shown++;
	if (out->json != NULL) {
		pair = json_object_new_array();
		json_object_array_add(pair,
		    json_object_new_string(xw_index_word(ix, a)));
		json_object_array_add(pair,
		    json_object_new_string(xw_index_word(ix, b)));
		json_object_array_add(out->json, pair);
		return 0;
	}
	if (batch)
		printf("%s\t", out->query);
	if (vflag)
		printf("%s %d %s %d\n", xw_index_word(ix, a),
		    xw_index_score(ix, a), xw_index_word(ix, b),
		    xw_index_score(ix, b));
	else
		printf("%s %s\n", xw_index_word(ix, a), xw_index_word(ix, b));
	return 0;
}

/*
 * A crossing query P1:I+P2:J: the pairs of words, one matching each
 * pattern, whose I-th and J-th letters agree, by the first word's rank,
 * then the second's.
 */
static long
crossing(const char *text, const char *plus, const char *where)
{
	struct pairs out = { text, NULL, 0 };
	struct xw_pattern *p1 = NULL, *p2 = NULL;
	uint32_t *ids1 = NULL, *ids2 = NULL;
	size_t n1 = 0, n2 = 0, count = 0;
	json_object *doc;
	char *t1, *t2;
	int i1, i2;

	t1 = split_side(text, (size_t)(plus - text), &i1);
	t2 = split_side(plus + 1, strlen(plus + 1), &i2);
	if (t1 == NULL || t2 == NULL) {
		xw_warnx("%s%squery '%s': a crossing is P1:I+P2:J", where != NULL ?
		    where : "", where != NULL ? ": " : "", text);
		free(t1);
		free(t2);
		return -1;
	}
	if ((p1 = parse(t1, where)) == NULL || (p2 = parse(t2, where)) == NULL)
		goto done;
	if ((xw_pattern_maxlen(p1) >= 0 && i1 >= xw_pattern_maxlen(p1)) ||
	    (xw_pattern_maxlen(p2) >= 0 && i2 >= xw_pattern_maxlen(p2)))
		xw_warnx("%s%swarning: query '%s': a position is past the end "
		    "of its pattern", where != NULL ? where : "",
		    where != NULL ? ": " : "", text);
	n1 = matches(p1, &ids1);
	n2 = matches(p2, &ids2);
	if (jflag && !cflag)
		out.json = json_object_new_array();
	count = xw_crossing(ix, ids1, n1, i1, ids2, n2, i2,
	    cflag ? NULL : print_pair, &out);
	if (jflag) {
		doc = json_object_new_object();
		json_object_object_add(doc, "query", json_object_new_string(text));
		json_object_object_add(doc, "count",
		    json_object_new_int64((int64_t)count));
		if (out.json != NULL)
			json_object_object_add(doc, "pairs", out.json);
		xw_json_println(doc);
	} else if (cflag) {
		printf("%zu\n", count);
	}
done:
	free(ids1);
	free(ids2);
	xw_pattern_free(p1);
	xw_pattern_free(p2);
	free(t1);
	free(t2);
	return p2 == NULL ? -1 : (long)count;
}

/* Answer one query: the number of matches, or -1 when it is malformed. */
static long
query(const char *text, const char *where)
{
	const char *plus = strchr(text, '+');
	long n;

	n = plus != NULL ? crossing(text, plus, where) : simple(text, where);
	/* In batch, a bad query still gets its line, to keep them aligned. */
	if (n < 0 && jflag) {
		json_object *doc = json_object_new_object();

		json_object_object_add(doc, "query", json_object_new_string(text));
		json_object_object_add(doc, "error",
		    json_object_new_string("malformed query"));
		xw_json_println(doc);
	} else if (n < 0 && cflag && batch) {
		putchar('\n');
	}
	return n;
}

/* Combine the answer of one query into the exit status so far. */
static int
status_of(long n, int *matched)
{
	if (n > 0)
		*matched = 1;
	return n < 0 ? XW_EXIT_TROUBLE : XW_EXIT_OK;
}

static int
from_stdin(int *matched)
{
	char *line = NULL, where[64];
	size_t cap = 0;
	ssize_t len;
	long lineno = 0;
	int ret = XW_EXIT_OK;

	while ((len = getline(&line, &cap, stdin)) != -1) {
		lineno++;
		while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = '\0';
		if (len == 0) {
			if (cflag && !jflag)
				putchar('\n');
			continue;
		}
		snprintf(where, sizeof(where), "<stdin>:%ld", lineno);
		if (status_of(query(line, where), matched) != XW_EXIT_OK)
			ret = XW_EXIT_TROUBLE;
	}
	free(line);
	return ret;
}

int
main(int argc, char *argv[])
{
	int ch, ret = XW_EXIT_OK, matched = 0;

	xw_cli_start(&tool, argv[0]);
	while ((ch = xw_cli_getopt(argc, argv, "aBcfjn:o:s:uvw:")) != -1) {
		switch (ch) {
		case 'a':
			aflag = 1;
			break;
		case 'B':
			Bflag = 1;
			break;
		case 'c':
			cflag = 1;
			break;
		case 'f':
			fflag = XW_WORDS_FOLD;
			break;
		case 'j':
			jflag = 1;
			break;
		case 'n':
			nflag = xw_estrtonum(optarg, 0, 1000000000L, "max");
			break;
		case 'o':
			oflag = optarg;
			break;
		case 's':
			sflag = xw_estrtonum(optarg, 0, 100, "minscore");
			break;
		case 'u':
			uflag = XW_MATCH_SUBANAGRAM;
			break;
		case 'v':
			vflag = 1;
			break;
		case 'w':
			xw_cli_lists_add(&wflag, optarg);
			break;
		default:
			xw_cli_usage();
		}
	}
	argc -= optind;
	argv += optind;
	if (Bflag && argc != 0)
		xw_cli_usage();
	if (Bflag)
		return build();
	if (argc == 0 && xw_cli_lists_stdin(&wflag))
		xw_errx(XW_EXIT_TROUBLE, "standard input cannot be both a word "
		    "list (-w -) and the queries");
	ix = xw_cli_index_stack(wflag.v, wflag.n, fflag);
	batch = argc != 1;
	if (argc == 0)
		ret = from_stdin(&matched);
	for (; *argv != NULL; argv++)
		if (status_of(query(*argv, NULL), &matched) != XW_EXIT_OK)
			ret = XW_EXIT_TROUBLE;
	xw_index_close(ix);
	free(wflag.v);
	if (ret == XW_EXIT_OK && !matched)
		ret = XW_EXIT_NO;
	return xw_cli_finish(ret);
}
