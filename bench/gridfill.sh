#!/bin/sh
# See LICENSE file for copyright and license details.
# Benchmark gridfill on the bench grids with two word lists, the default
# list and the SCOWL-70 list (bench/mkscowl.sh), against Qxw's batch
# filler on the same grids and the same words, in one run (make bench).
# The grids (bench/data/SOURCES): open squares, swordsmith's and
# ingrid's, random patterns (set2/), and the block patterns of published
# puzzles, two dailies and five Sunday grids (real/), which no search
# was tuned on.
# Each time is the whole process, word-list load included; ratios are the
# figures to quote: absolute times drift on shared machines.
#
# Every fill, gridfill's and Qxw's, is checked: the grid's shape and seed
# letters kept, each across and down slot a word of the list after
# normalisation (upper case, letters only) unless the input grid seeded it
# whole, no word twice. A fill that fails the check, or a grid that
# gridfill proves unfillable while Qxw fills it, makes the script exit 1;
# a target missed is reported as MISSED, and changes nothing else.
#
# Qxw is driven by awk alone (no python): the deck lists each slot as the
# names of its cells, and its answer is put back into the grid slot by
# slot. Each grid and list is given to Qxw twice, with the list scored
# and unscored, both sorted by score (its search order follows the
# scores, and some grids it fills far sooner without); the table keeps
# the faster answer and says which (s or u).
#
# gridfill runs as users run it, with -P 2: two searches, two threads,
# once a grid is past the first short run (GRIDFILL_FLAGS="-P 1" for
# one); its times are wall times, and on busy cores the second thread
# slows the first.
#
# Then the robustness runs: 15xopen with the default list, filled again
# with each of its longest entries excluded in turn (-x), and with three
# seeds (-S), and in the full mode each entry excluded with each seed;
# and -a on 15xcommon, which must stay under 50 ms.
#
# Two modes. The quick one, make bench's: 10 s a program per grid, the
# best of 3 runs where a run takes under 1 s (one run of a tenth of a
# second wobbles by a third on a busy machine, and a ratio of two such
# runs by more), one run otherwise, Qxw with the scored list only, the robustness runs with
# the seeds and two of the exclusions; about 10 minutes on 2 busy cores.
# The full one (BENCH_FULL=1, or make bench-full): 120 s a program per
# grid (as issue #17 asks: an answer wherever Qxw has one in 120 s), the
# best of 3 runs, Qxw both ways, every exclusion, alone and with each
# seed; it takes one to two hours, most of it Qxw giving up.
#
# The draws (BENCH_DRAWS=n, or make bench-draws): each grid and list n
# times more, a run each, to show how much of a time is luck: gridfill
# with no seed, as in the table, and with -S 1 to n - 1; Qxw with its
# list as in the table (the faster way), and shuffled among the words of
# equal score n - 1 times (the order among equals is what moves its
# search). Every fill is checked. A line a grid and list: the median
# and range of each, their answers, and the ratio of the medians (a
# draw without an answer counts as slower than any).
#
# Environment: GRIDFILL (default bin/gridfill), GRIDFILL_FLAGS (options
# given it on every run, default none), XW_DATADIR (default share/,
# where make puts words.idx), WORDS (the list the index was built from,
# default $XW_DATADIR/words.txt), SCOWL_LIST (the SCOWL-70 list; default
# made by bench/mkscowl.sh from Debian's scowl), BENCH_FULL (1: the full
# mode), BENCH_LIMIT (seconds allowed each program per grid; 10, full
# 120), BENCH_RUNS (runs of each measurement, the best kept; 3, one only
# when a run takes over 1 s, full over 5 s), BENCH_GRIDS (default: every grid
# below), BENCH_LISTS (default "default scowl70"), BENCH_ROBUST (0 skips
# the robustness runs), BENCH_DRAWS (the draws of each grid and list; 0,
# none), QXW (default: qxw on the PATH, else Debian's /usr/games/qxw;
# Qxw is skipped when absent), QXW_SCORES (best: both ways, full's
# default; 1 scored only, quick's default; 0 unscored only).
set -eu
. "$(dirname "$0")/lib.sh"
gridfill=${GRIDFILL:-$top/bin/gridfill}
gfflags=${GRIDFILL_FLAGS:-}
full=${BENCH_FULL:-0}
if [ "$full" = 1 ]; then
	limit=${BENCH_LIMIT:-120} runs=${BENCH_RUNS:-3} once=5 nexclude=1000
	qxwscores=${QXW_SCORES:-best}
else
	limit=${BENCH_LIMIT:-10} runs=${BENCH_RUNS:-3} once=1
	qxwscores=${QXW_SCORES:-1}
	nexclude=2
fi
grids=${BENCH_GRIDS:-"4xopen 5xopen 6xopen 7xopen 9x 15xcommon 15xingrid
    15xingrid_seed 15xjja 15xstairs 15xopen set2/9x9-201 set2/11x11-202
    set2/13x13-203 set2/15x15-204 set2/15x15-205 set2/15x15-206
    real/washpost real/nov0596 real/feb0308 real/jul0719 real/sun_rebus
    real/v1_4 real/with_shape"}
lists=${BENCH_LISTS:-"default scowl70"}
robust=${BENCH_ROBUST:-1}
draws=${BENCH_DRAWS:-0}
XW_DATADIR=${XW_DATADIR:-$top/share}
export XW_DATADIR
words=${WORDS:-$XW_DATADIR/words.txt}

need_built "$gridfill" "$top/bin/ipuz-convert" "$top/bin/wordfind"
[ -r "$words" ] || die "no $words (run make, or set WORDS)"
case $limit in
'' | *[!0-9]* | 0) die "BENCH_LIMIT must be a whole number of seconds" ;;
esac
case $runs in
'' | *[!0-9]* | 0) die "BENCH_RUNS must be a positive number" ;;
esac
case $draws in
'' | *[!0-9]*) die "BENCH_DRAWS must be a whole number" ;;
esac
case $qxwscores in
best | 0 | 1) ;;
*) die "QXW_SCORES must be best, 0 or 1" ;;
esac
need_clock
command -v timeout >/dev/null 2>&1 || die "no timeout (coreutils)"
memory=
[ ! -x /usr/bin/time ] || memory=/usr/bin/time

# gridpath NAME: the grid's file in bench/data/grids (see SOURCES there).
gridpath() {
	[ -r "$data/grids/$1.txt" ] || die "no grid $data/grids/$1.txt"
	echo "$data/grids/$1.txt"
}

qxw=${QXW-}
if [ -z "$qxw" ]; then
	qxw=$(command -v qxw 2>/dev/null) || qxw=
	[ -n "$qxw" ] || [ ! -x /usr/games/qxw ] || qxw=/usr/games/qxw
fi
noqxw=
if [ -z "$qxw" ]; then
	noqxw="Qxw not installed (apt-get install qxw)"
elif [ ! -x "$qxw" ]; then
	noqxw="no $qxw"
fi
[ -z "$noqxw" ] || qxw=

scratch

# The lists as both programs see them: upper case, letters only, an
# entry's best score kept when several normalise alike (can't and cant).
# For Qxw a score is the log10 of a relative weight, clamped to -10..10
# and kept to 0.1; the list's score is 100 - SCOWL level, so one step of
# ten (the next SCOWL level) is taken as a factor of ten: 90 -> 4.0, 30 ->
# -2.0. Only the differences count: Qxw weighs candidates against each
# other. Both of Qxw's lists are sorted by score, best first.
prepare_list() {
	awk -F ';' '
		{
			w = toupper($1)
			gsub(/[^A-Z]/, "", w)
			if (w == "")
				next
			s = $2 + 0
			if (!(w in best) || s > best[w])
				best[w] = s
		}
		END {
			for (w in best)
				printf "%s %.1f\n", w, best[w] / 10 - 5
		}' "$2" | sort -k 2,2nr -k 1,1 >"$tmp/$1.scored"
	cut -d ' ' -f 1 "$tmp/$1.scored" >"$tmp/$1.unscored"
	sort "$tmp/$1.unscored" >"$tmp/$1.list"
}

prepare_list default "$words"
for l in $lists; do
	case $l in
	default) ;;
	scowl70)
		if [ -n "${SCOWL_LIST:-}" ]; then
			cp "$SCOWL_LIST" "$tmp/scowl70.txt"
		else
			sh "$top/bench/mkscowl.sh" 70 >"$tmp/scowl70.txt" ||
			    die "bench/mkscowl.sh failed (set SCOWL_LIST)"
		fi
		"$top/bin/wordfind" -B -w "$tmp/scowl70.txt" \
		    -o "$tmp/scowl70.idx" || die "cannot index the SCOWL list"
		prepare_list scowl70 "$tmp/scowl70.txt"
		;;
	*) die "unknown list $l (default or scowl70)" ;;
	esac
done

# The cost of reading the clock (a `date` process), taken off every time.
clock=
i=0
while [ "$i" -lt 5 ]; do
	t0=$(date +%s%N)
	t1=$(date +%s%N)
	t=$((t1 - t0))
	if [ -z "$clock" ] || [ "$t" -lt "$clock" ]; then
		clock=$t
	fi
	i=$((i + 1))
done

# measure NAME CMD...: run CMD $runs times (once if a run takes over
# $once s),
# stdout to $tmp/NAME.out, stderr to $tmp/NAME.err, both of the first run;
# sets $ns (the best wall time, ns) and $st (the first run's exit status),
# and $flaky when a later run exits otherwise.
measure() {
	name=$1
	shift
	ns='' st='' flaky=''
	i=0
	while [ "$i" -lt "$runs" ]; do
		t0=$(date +%s%N)
		s=0
		"$@" >"$tmp/run.out" 2>"$tmp/run.err" || s=$?
		t1=$(date +%s%N)
		t=$((t1 - t0 - clock))
		[ "$t" -gt 0 ] || t=1
		if [ "$i" -eq 0 ]; then
			st=$s
			mv "$tmp/run.out" "$tmp/$name.out"
			mv "$tmp/run.err" "$tmp/$name.err"
		elif [ "$s" -ne "$st" ]; then
			flaky=1
		fi
		if [ -z "$ns" ] || [ "$t" -lt "$ns" ]; then
			ns=$t
		fi
		[ "$t" -le $((once * 1000000000)) ] || break
		i=$((i + 1))
	done
}

# verify GRID FILLED LIST: PASS, or FAIL and why, on one line.
verify() {
	awk -v grid="$1" -v filled="$2" '
	function load(file, g,    n, w, r, line) {
		n = 0
		while ((getline line <file) > 0) {
			sub(/\r$/, "", line)
			if (line == "")
				continue
			g[++n] = line
		}
		close(file)
		w = 0
		for (r = 1; r <= n; r++)
			if (length(g[r]) > w)
				w = length(g[r])
		for (r = 1; r <= n; r++)
			while (length(g[r]) < w)
				g[r] = g[r] "#"
		rows[file] = n
		cols[file] = w
	}
	function fail(why) {
		if (nfail < 3)
			reasons = reasons (nfail ? "; " : "") why
		nfail++
	}
	# One slot: cells (r0, c0) on by (dr, dc), n long.
	function slot(r0, c0, dr, dc, n,    k, r, c, wd, ch, seeded) {
		wd = ""
		seeded = 1
		for (k = 0; k < n; k++) {
			r = r0 + k * dr
			c = c0 + k * dc
			wd = wd substr(out[r], c, 1)
			ch = substr(inp[r], c, 1)
			if (ch == ".")
				seeded = 0
		}
		nslots++
		if (!seeded && !(wd in list))
			fail("not in the list: " wd)
		if (wd in seen) {
			if (!(seeded && seenseeded[wd]))
				fail("twice: " wd)
		} else {
			seen[wd] = 1
			seenseeded[wd] = seeded
		}
	}
	{ list[$0] = 1 }
	END {
		load(grid, inp)
		load(filled, out)
		if (rows[filled] == 0) {
			print "FAIL (empty fill)"
			exit
		}
		if (rows[grid] != rows[filled] || cols[grid] != cols[filled]) {
			printf "FAIL (%dx%d grid, %dx%d fill)\n", rows[grid],
			    cols[grid], rows[filled], cols[filled]
			exit
		}
		H = rows[grid]
		W = cols[grid]
		for (r = 1; r <= H; r++) {
			out[r] = toupper(out[r])
			for (c = 1; c <= W; c++) {
				a = substr(inp[r], c, 1)
				b = substr(out[r], c, 1)
				if ((a == "#") != (b == "#"))
					fail("block moved at row " r " col " c)
				else if (a != "#" && b !~ /^[A-Z]$/)
					fail("no letter at row " r " col " c)
				else if (a != "#" && a != "." && toupper(a) != b)
					fail("seed " a " lost at row " r \
					    " col " c)
			}
		}
		for (r = 1; r <= H; r++)
			for (c = 1; c <= W; c++) {
				if (substr(out[r], c, 1) == "#")
					continue
				if (c == 1 || substr(out[r], c - 1, 1) == "#") {
					n = 0
					while (c + n <= W && \
					    substr(out[r], c + n, 1) != "#")
						n++
					if (n >= 2)
						slot(r, c, 0, 1, n)
				}
				if (r == 1 || substr(out[r - 1], c, 1) == "#") {
					n = 0
					while (r + n <= H && \
					    substr(out[r + n], c, 1) != "#")
						n++
					if (n >= 2)
						slot(r, c, 1, 0, n)
				}
			}
		if (nfail)
			print "FAIL (" nfail ": " reasons ")"
		else
			print "PASS (" nslots " slots)"
	}' "$3"
}

# The slots of a text grid, across row by row then down column by column,
# as awk code shared by the deck and the reading of Qxw's answer: each
# calls slot(r0, c0, dr, dc, n) in that order.
slots_awk='
	{ sub(/\r$/, ""); if ($0 != "") { g[++H] = $0; if (length($0) > W) W = length($0) } }
	function at(r, c) { return c <= length(g[r]) ? substr(g[r], c, 1) : "#" }
	# Line i (a row, or down a column) at place j.
	function along(down, i, j) { return down ? at(j, i) : at(i, j) }
	function each_line(down,    i, j, s, n, m) {
		n = down ? W : H
		m = down ? H : W
		for (i = 1; i <= n; i++)
			for (j = 1; j <= m; j++) {
				if (along(down, i, j) == "#")
					continue
				for (s = j; j <= m && along(down, i, j) != "#"; j++)
					;
				if (j - s < 2)
					continue
				if (down)
					slot(s, i, 1, 0, j - s)
				else
					slot(i, s, 0, 1, j - s)
			}
	}
	function each_slot() { each_line(0); each_line(1) }'

# qxw_deck GRID: Qxw's batch deck, one line a slot, each word once.
qxw_deck() {
	awk "$slots_awk"'
	function slot(r0, c0, dr, dc, n,    k, r, c, line, pat, seeded, ch) {
		line = pat = ""
		seeded = 0
		for (k = 0; k < n; k++) {
			r = r0 + k * dr
			c = c0 + k * dc
			line = line (k ? " " : "") sprintf("r%02dc%02d", r - 1, c - 1)
			ch = at(r, c)
			if (ch == ".")
				pat = pat "."
			else {
				pat = pat toupper(ch)
				seeded = 1
			}
		}
		print line (seeded ? " =" pat : "")
	}
	END { print ".UNIQUE 1"; each_slot() }' "$1"
}

# qxw_grid GRID ANSWER: Qxw's words (its "W<n> WORD" lines, in the order
# of the deck) written into the grid.
qxw_grid() {
	awk -v answer="$2" "$slots_awk"'
	function slot(r0, c0, dr, dc, n,    k, r, c, w) {
		w = word[++nslot]
		for (k = 0; k < n; k++) {
			r = r0 + k * dr
			c = c0 + k * dc
			if (k < length(w))
				cell[r, c] = substr(w, k + 1, 1)
		}
	}
	END {
		while ((getline line <answer) > 0)
			if (line ~ /^W[0-9]+ /)
				word[++nw] = substr(line, index(line, " ") + 1)
		each_slot()
		for (r = 1; r <= H; r++) {
			row = ""
			for (c = 1; c <= W; c++)
				row = row ((r, c) in cell ? cell[r, c] : at(r, c))
			print row
		}
	}' "$1"
}

# gridfill's outcome from its exit status.
gfoutcome() {
	case $st in
	0) echo filled ;;
	1) echo proved ;;
	3) echo gave-up ;;
	124 | 137) echo hung ;;
	*) echo "error($st)" ;;
	esac
}

# Qxw's: 0 filled, 4 no fill exists (its search is exhaustive), 124 the
# time limit.
qxoutcome() {
	case $st in
	0) echo filled ;;
	4) echo proved ;;
	124 | 137) echo gave-up ;;
	*) echo "error($st)" ;;
	esac
}

# run_gridfill GRID LIST: sets gft, gfo, gfc, gfmem.
run_gridfill() {
	ix=
	[ "$2" = default ] || ix="-w $tmp/$2.idx"
	# An outer guard in case it overruns its -t; Qxw runs under the same
	# timeout and /usr/bin/time, so both pay for the same wrappers.
	# shellcheck disable=SC2086
	measure gf timeout -s KILL $((limit * 2 + 10)) \
	    ${memory:+$memory -f %M -o "$tmp/rss"} \
	    "$gridfill" $gfflags -t "$limit" $ix "$1"
	gft=$ns
	gfo=$(gfoutcome)
	gfmem=$(tail -n 1 "$tmp/rss" 2>/dev/null || echo 0)
	case $gfmem in '' | *[!0-9]*) gfmem=0 ;; esac
	[ -z "$flaky" ] || echo "$g ($2): gridfill's outcome varied between" \
	    "runs" >>"$tmp/notes"
	gfc=-
	if [ "$gfo" = filled ]; then
		if "$top/bin/ipuz-convert" -q -t grid "$tmp/gf.out" \
		    >"$tmp/gf.grid" 2>"$tmp/conv.err"; then
			gfc=$(verify "$1" "$tmp/gf.grid" "$tmp/$2.list")
		else
			gfc="FAIL (ipuz-convert: $(head -n 1 "$tmp/conv.err"))"
		fi
		case $gfc in
		FAIL*)
			bad=1
			echo "$g ($2): gridfill's fill $gfc:" >>"$tmp/notes"
			sed 's/^/    /' "$tmp/gf.grid" >>"$tmp/notes"
			;;
		esac
	elif [ "$gfo" != proved ] && [ "$gfo" != gave-up ]; then
		bad=1
		echo "$g ($2): gridfill $gfo: $(head -n 1 "$tmp/gf.err")" \
		    >>"$tmp/notes"
	fi
}

# run_qxw GRID LIST WAY: Qxw with the scored (s) or unscored (u) list;
# sets qxt, qxo, qxc.
run_qxw() {
	file=$tmp/$2.scored
	[ "$3" = s ] || file=$tmp/$2.unscored
	# The same wrappers as gridfill's, each a process start (/usr/bin/time
	# about 1 ms, 1.5% of a 6xopen fill): only the programs differ.
	# shellcheck disable=SC2086
	measure qx timeout "$limit" \
	    ${memory:+$memory -f %M -o "$tmp/qxrss"} \
	    "$qxw" -b -d "$file" "$tmp/deck.qxd"
	qxt=$ns
	qxo=$(qxoutcome)
	qxc=-
	[ -z "$flaky" ] || echo "$g ($2, $3): Qxw's outcome varied between" \
	    "runs" >>"$tmp/notes"
	if [ "$qxo" = filled ]; then
		qxw_grid "$1" "$tmp/qx.out" >"$tmp/qx.grid"
		qxc=$(verify "$1" "$tmp/qx.grid" "$tmp/$2.list")
		case $qxc in
		FAIL*) echo "$g ($2, $3): Qxw's fill $qxc" >>"$tmp/notes" ;;
		esac
	elif [ "$qxo" != proved ] && [ "$qxo" != gave-up ]; then
		echo "$g ($2, $3): Qxw $qxo: $(head -n 1 "$tmp/qx.err")" \
		    >>"$tmp/notes"
	fi
}

# Whether an outcome is an answer.
answered() {
	[ "$1" = filled ] || [ "$1" = proved ]
}

: >"$tmp/table"
: >"$tmp/notes"
bad=0
for g in $grids; do
	grid=$(gridpath "$g")
	[ -z "$qxw" ] || qxw_deck "$grid" >"$tmp/deck.qxd"
	for l in $lists; do
		run_gridfill "$grid" "$l"
		qxt='' qxo=- qxc=- way=-
		if [ -n "$qxw" ]; then
			for w in s u; do
				case $qxwscores in
				1) [ "$w" = s ] || continue ;;
				0) [ "$w" = u ] || continue ;;
				esac
				run_qxw "$grid" "$l" "$w"
				# Keep the faster answer, or any answer over none.
				if [ "$way" = - ] || { answered "$qxo" &&
				    { ! answered "$bo" || [ "$qxt" -lt "$bt" ]; }; }; then
					bt=$qxt bo=$qxo bc=$qxc way=$w
					[ "$qxo" != filled ] || cp "$tmp/qx.grid" \
					    "$tmp/best.grid"
				fi
			done
			qxt=$bt qxo=$bo qxc=$bc
		fi
		# Answers that contradict each other.
		case $gfo/$qxo/$qxc in
		proved/filled/PASS*)
			bad=1
			echo "$g ($l): BUG: gridfill says no fill exists, but" \
			    "Qxw filled it with words of the list:" >>"$tmp/notes"
			sed 's/^/    /' "$tmp/best.grid" >>"$tmp/notes"
			;;
		filled/proved/*)
			case $gfc in
			PASS*)
				echo "$g ($l): Qxw says no fill exists, but" \
				    "gridfill's fill checks out" >>"$tmp/notes"
				;;
			esac
			;;
		esac
		printf '%s %s %s %s %s %s %s %s %s %s\n' "$g" "$l" "$gft" "$gfo" \
		    "$(echo "$gfc" | cut -d ' ' -f 1)" "${qxt:--}" "$qxo" \
		    "$(echo "$qxc" | cut -d ' ' -f 1)" "$way" "$gfmem" \
		    >>"$tmp/table"
	done
done

[ -n "$qxw" ] || noqxw=${noqxw:-no Qxw}
echo "gridfill benchmark: lists $lists" \
    "(default: $(wc -l <"$tmp/default.list") words of" \
    "$(basename "$words")$(for l in $lists; do [ "$l" = default ] ||
    printf '; %s: %s words' "$l" "$(wc -l <"$tmp/$l.list")"; done))," \
    "limit ${limit} s a grid, best of $runs runs (1 over $once s)," \
    "gridfill ${gfflags:-with its defaults} ($(machine))"
awk -v limit="$limit" -v noqxw="$noqxw" -v clock="$clock" '
function s(t) { return sprintf("%.3f", t / 1e9) }
# The targets of a grid and list: "" where there is none.
function target(g, l) {
	if (l == "default") {
		if (g == "15xcommon") return "<= 0.3 s"
		if (g == "5xopen") return "< 0.1 s"
		if (g == "6xopen") return "< 0.2 s"
		if (g == "7xopen") return "< 1 s"
		if (g == "15xstairs") return "proved < 1 s"
		if (g == "15xopen") return "< 10 s or proof"
	} else {
		if (g == "7xopen") return "< 2 s"
		if (g ~ /11x11|13x13/) return "< 2 s"
		if (g ~ /set2\/15x15/) return "< 10 s or proof"
	}
	return ""
}
function met(g, l, t, o, c,    ok) {
	ok = (o == "filled" && c == "PASS") || o == "proved"
	if (l == "default") {
		if (g == "15xcommon") return o == "filled" && c == "PASS" && t <= 3e8
		if (g == "5xopen") return o == "filled" && c == "PASS" && t < 1e8
		if (g == "6xopen") return o == "filled" && c == "PASS" && t < 2e8
		if (g == "7xopen") return o == "filled" && c == "PASS" && t < 1e9
		if (g == "15xstairs") return o == "proved" && t < 1e9
		if (g == "15xopen") return (o == "filled" && c == "PASS" && \
		    t < 1e10) || o == "proved"
	}
	if (g ~ /7xopen|11x11|13x13/) return ok && t < 2e9
	if (g ~ /set2\/15x15/) return ok && (t < 1e10 || o == "proved")
	return 1
}
BEGIN {
	printf "%-18s %-8s %8s %-7s %-5s %8s %-7s %-5s %3s %7s %4s  %s\n",
	    "grid", "list", "gridfill", "outcome", "check", "Qxw", "outcome",
	    "check", "qxl", "ratio", "MB", "targets"
}
{
	g = $1; l = $2; t = $3; o = $4; c = $5; q = $6; qo = $7; qc = $8
	way = $9; mem = $10
	ratio = ""
	rs = "-"
	answered = o == "filled" || o == "proved"
	qanswered = qo == "filled" || qo == "proved"
	if (q != "-" && answered && qanswered) {
		ratio = q / t
		rs = sprintf("%.1fx", ratio)
	} else if (q != "-" && answered && qo == "gave-up") {
		# Qxw ran out of time: at least this much slower.
		ratio = q / t
		rs = sprintf(">%.0fx", ratio)
	}
	goals = ""
	# Ahead of Qxw: an answer at least 5 times as fast, and an answer
	# wherever Qxw has one.
	if (q != "-" && qanswered)
		goals = answered && ratio >= 5 ? "5x ok" : "5x MISSED"
	else if (q != "-" && answered)
		goals = "5x ok"
	tg = target(g, l)
	if (tg != "")
		goals = goals (goals != "" ? ", " : "") tg " " \
		    (met(g, l, t, o, c) ? "ok" : "MISSED")
	if (mem > 0)
		goals = goals (goals != "" ? ", " : "") (mem < 65536 ? \
		    "64 MB ok" : "64 MB MISSED")
	printf "%-18s %-8s %8s %-7s %-5s %8s %-7s %-5s %3s %7s %4s  %s\n",
	    g, l, s(t), o, c, q == "-" ? "-" : s(q), qo, qc, way, rs,
	    (mem > 0 ? sprintf("%.0f", mem / 1024) : "-"), goals
}
END {
	print "(seconds, whole process, net of the " int(clock / 1e3) \
	    " us cost of reading the clock; ratio = Qxw / gridfill;" \
	    " gave-up = no answer within " limit " s; qxl: the list Qxw" \
	    " answered faster with, s scored, u unscored; MB: gridfill'"'"'s" \
	    " peak memory)"
	if (noqxw != "")
		print "(no Qxw column: " noqxw ")"
}' "$tmp/table"

# shuffle LIST K: LIST's words for Qxw, shuffled among equal scores with
# seed K, as the list LIST.K (scored, unscored, and the list to check);
# made once, for the first grid.
shuffle() {
	[ ! -e "$tmp/$1.$2.list" ] || return 0
	awk -v k="$2" 'BEGIN { srand(k) } { print $2, rand(), $0 }' \
	    "$tmp/$1.scored" | sort -k 1,1nr -k 2,2n | cut -d ' ' -f 3- \
	    >"$tmp/$1.$2.scored"
	cut -d ' ' -f 1 "$tmp/$1.$2.scored" >"$tmp/$1.$2.unscored"
	cp "$tmp/$1.list" "$tmp/$1.$2.list"
}

if [ "$draws" -gt 0 ]; then
	case $draws in
	1) gfmore= qxmore= ;;
	2) gfmore=" and -S 1" qxmore=" and once shuffled among equal scores" ;;
	*)
		gfmore=" and -S 1 to $((draws - 1))"
		qxmore=" and shuffled among equal scores $((draws - 1)) times"
		;;
	esac
	echo
	echo "draws: $draws a grid and list, a run each (gridfill with no" \
	    "seed$gfmore; Qxw with its list as above$qxmore)"
	: >"$tmp/draws"
	runs=1
	gfflags0=$gfflags
	# The table's rows: grid, list, and the way Qxw answered faster.
	while read -r g l _ _ _ _ _ _ way _; do
		grid=$(gridpath "$g")
		[ -z "$qxw" ] || qxw_deck "$grid" >"$tmp/deck.qxd"
		[ "$way" != - ] || way=s
		k=0
		while [ "$k" -lt "$draws" ]; do
			gfflags=$gfflags0
			[ "$k" -eq 0 ] || gfflags="$gfflags0 -S $k"
			run_gridfill "$grid" "$l"
			echo "$g $l gridfill $gft $gfo $gfc" >>"$tmp/draws"
			if [ -n "$qxw" ]; then
				if [ "$k" -eq 0 ]; then
					run_qxw "$grid" "$l" "$way"
				else
					shuffle "$l" "$k"
					run_qxw "$grid" "$l.$k" "$way"
				fi
				echo "$g $l qxw $qxt $qxo $qxc" >>"$tmp/draws"
			fi
			k=$((k + 1))
		done
	done <"$tmp/table"
	gfflags=$gfflags0
	awk -v limit="$limit" '
	function s(t) { return sprintf("%.3f", t / 1e9) }
	# The median of the times of key k (program, grid and list), a
	# draw without an answer slower than any.
	function median(k,    i, j, n, t, m) {
		n = cnt[k]
		for (i = 1; i <= n; i++)
			t[i] = time[k, i]
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && t[j - 1] > t[j]; j--) {
				m = t[j]; t[j] = t[j - 1]; t[j - 1] = m
			}
		m = n % 2 ? t[(n + 1) / 2] : (t[n / 2] + t[n / 2 + 1]) / 2
		return m
	}
	# Its median, the range of the draws with an answer, and how many.
	function show(k,    m) {
		if (cnt[k] == 0)
			return sprintf("%-24s %7s", "-", "-")
		m = median(k)
		return sprintf("%-24s %7s", (m >= never ? ">" limit : s(m)) \
		    (ans[k] ? " (" s(lo[k]) "-" s(hi[k]) ")" : ""),
		    ans[k] + 0 "/" cnt[k])
	}
	BEGIN {
		never = 1e30
		printf "%-18s %-8s %-24s %7s %-24s %7s %7s\n", "grid", "list",
		    "gridfill median (range)", "answers", "Qxw median (range)",
		    "answers", "ratio"
	}
	{
		k = $1 " " $2 " " $3
		if (!(($1 " " $2) in row))
			order[++nrows] = $1 " " $2
		row[$1 " " $2] = 1
		ok = ($5 == "filled" && $6 == "PASS") || $5 == "proved"
		t = ok ? $4 : never
		time[k, ++cnt[k]] = t
		if (ok) {
			if (!ans[k] || t < lo[k]) lo[k] = t
			if (!ans[k] || t > hi[k]) hi[k] = t
			ans[k]++
		}
	}
	END {
		for (r = 1; r <= nrows; r++) {
			split(order[r], f, " ")
			g = order[r] " gridfill"
			q = order[r] " qxw"
			ratio = "-"
			if (cnt[q] > 0 && ans[g] > 0 && median(g) < never)
				ratio = median(q) >= never ? ">" \
				    sprintf("%.0fx", limit * 1e9 / median(g)) : \
				    sprintf("%.1fx", median(q) / median(g))
			printf "%-18s %-8s %s %s %7s\n", f[1], f[2], show(g),
			    show(q), ratio
		}
		print "(seconds, whole process, a run each; the range is of" \
		    " the draws with an answer; ratio = Qxw'"'"'s median /" \
		    " gridfill'"'"'s)"
	}' "$tmp/draws"
fi

if [ "$robust" != 0 ]; then
	echo
	echo "robustness: 15xopen, default list, 30 s each"
	grid=$(gridpath 15xopen)
	# shellcheck disable=SC2086
	"$gridfill" $gfflags -q -t 60 "$grid" |
	    "$top/bin/ipuz-convert" -q -t grid \
	    >"$tmp/open.grid" 2>/dev/null || :
	# Its longest entries, across and down.
	awk "$slots_awk"'
	function slot(r0, c0, dr, dc, n,    k, w) {
		w = ""
		for (k = 0; k < n; k++)
			w = w at(r0 + k * dr, c0 + k * dc)
		len[++m] = n
		word[m] = w
		if (n > max)
			max = n
	}
	END { each_slot(); for (i = 1; i <= m; i++) if (len[i] == max) print word[i] }
	' "$tmp/open.grid" >"$tmp/longest"
	[ -s "$tmp/longest" ] || echo "15xopen: no fill to start from" \
	    >>"$tmp/notes"
	# Each line: a seed and a word to exclude, - for none. The full
	# mode excludes each word with each seed too.
	{
		head -n "$nexclude" "$tmp/longest" | sed 's/^/- /'
		printf '%s\n' "1 -" "2 -" "3 -"
		[ "$full" != 1 ] || for s in 1 2 3; do
			sed "s/^/$s /" "$tmp/longest"
		done
	} >"$tmp/variants"
	while read -r seed word; do
		set --
		[ "$seed" = - ] || set -- "$@" -S "$seed"
		if [ "$word" != - ]; then
			echo "$word" >"$tmp/x"
			set -- "$@" -x "$tmp/x"
		fi
		st=0
		t0=$(date +%s%N)
		# shellcheck disable=SC2086
		"$gridfill" $gfflags -t 30 "$@" "$grid" \
		    >"$tmp/r.out" 2>"$tmp/r.err" || st=$?
		t1=$(date +%s%N)
		o=$(gfoutcome)
		c=-
		if [ "$o" = filled ]; then
			"$top/bin/ipuz-convert" -q -t grid "$tmp/r.out" \
			    >"$tmp/r.grid" 2>/dev/null || :
			c=$(verify "$grid" "$tmp/r.grid" "$tmp/default.list" |
			    cut -d ' ' -f 1)
		fi
		label=
		[ "$seed" = - ] || label="-S $seed"
		[ "$word" = - ] || label="${label:+$label }-x $word"
		printf '%-20s %8.3f %-7s %-5s %s\n' "$label" \
		    "$(awk -v t=$((t1 - t0 - clock)) 'BEGIN { print t / 1e9 }')" "$o" \
		    "$c" "$([ "$o" = filled ] && [ "$c" = PASS ] && echo ok ||
		    echo MISSED)"
	done <"$tmp/variants"
	best=$(best_time 5 "$gridfill" -a "$(gridpath 15xcommon)")
	empty=$(best_time 5 :)
	a=$(((best - empty) / 1000000))
	echo "gridfill -a 15xcommon: $a ms (< 50 ms" \
	    "$([ "$a" -lt 50 ] && echo ok || echo MISSED))"
fi
if [ -s "$tmp/notes" ]; then
	echo
	cat "$tmp/notes"
fi
exit "$bad"
