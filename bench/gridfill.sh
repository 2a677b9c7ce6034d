#!/bin/sh
# See LICENSE file for copyright and license details.
# Benchmark gridfill on the bench grids and the default list, against Qxw's
# batch filler on the same grids and the same words, in one run (make
# bench). Each time is the whole process, word-list load included; ratios
# are the figures to quote: absolute times drift on shared machines.
#
# Every fill, gridfill's and Qxw's, is checked: the grid's shape and seed
# letters kept, each across and down slot a word of the list after
# normalisation (upper case, letters only) unless the input grid seeded it
# whole, no word twice. A fill that fails the check, or a grid that
# gridfill proves unfillable while Qxw fills it, makes the script exit 1.
#
# The grids are those of bench/data/grids. Environment: GRIDFILL (default
# bin/gridfill), XW_DATADIR (default share/, where make puts words.idx),
# WORDS (the list the index was built from, default $XW_DATADIR/words.txt),
# BENCH_LIMIT (seconds allowed each program per grid; default 30),
# BENCH_RUNS (runs of each measurement, the best kept; default 3, one only
# when a run takes over 5 s), BENCH_GRIDS (default: the grids below), QXW
# (default: qxw on the PATH, else Debian's /usr/games/qxw; Qxw is skipped
# when absent, or when there is no python3 to run bench/qxw-deck.py, which
# writes its decks), QXW_SCORES (default 1; 0 gives Qxw the words without
# scores: its search order follows the scores, and some grids, 15xjja
# among them, it fills far sooner without).
set -eu
. "$(dirname "$0")/lib.sh"
gridsdir=$data/grids
deck=$top/bench/qxw-deck.py
gridfill=${GRIDFILL:-$top/bin/gridfill}
limit=${BENCH_LIMIT:-30}
runs=${BENCH_RUNS:-3}
grids=${BENCH_GRIDS:-"4xopen 5xopen 6xopen 7xopen 9x 15xcommon 15xingrid
    15xingrid_seed 15xjja 15xstairs 15xopen"}
XW_DATADIR=${XW_DATADIR:-$top/share}
export XW_DATADIR
words=${WORDS:-$XW_DATADIR/words.txt}
qxwscores=${QXW_SCORES:-1}

[ -d "$gridsdir" ] || die "no $gridsdir"
[ -x "$gridfill" ] || die "no $gridfill (run make)"
[ -r "$words" ] || die "no $words (run make, or set WORDS)"
case $limit in
'' | *[!0-9]* | 0) die "BENCH_LIMIT must be a whole number of seconds" ;;
esac
case $runs in
'' | *[!0-9]* | 0) die "BENCH_RUNS must be a positive number" ;;
esac
need_clock
command -v timeout >/dev/null 2>&1 || die "no timeout (coreutils)"

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
elif ! command -v python3 >/dev/null 2>&1; then
	noqxw="no python3 to write Qxw's decks"
elif [ ! -r "$deck" ]; then
	noqxw="no $deck"
fi
[ -z "$noqxw" ] || qxw=

scratch

# The list as both programs see it: upper case, letters only, an entry's
# best score kept when several normalise alike (can't and cant, A and a).
# For Qxw a score is the log10 of a relative weight, clamped to -10..10 and
# kept to 0.1; the list's score is 100 - SCOWL level, so one step of ten
# (the next SCOWL level) is taken as a factor of ten: 90 -> 4.0, 30 -> -2.0.
# Only the differences count: Qxw weighs candidates against each other.
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
	}' "$words" | sort >"$tmp/scored"
cut -d ' ' -f 1 "$tmp/scored" >"$tmp/list"
if [ "$qxwscores" = 0 ]; then
	cp "$tmp/list" "$tmp/qxw-words"
	qxwlist="Qxw's without scores"
else
	cp "$tmp/scored" "$tmp/qxw-words"
	qxwlist="Qxw's scored"
fi
nwords=$(wc -l <"$tmp/list")

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

# measure NAME CMD...: run CMD $runs times (once if a run takes over 5 s),
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
		[ "$t" -le 5000000000 ] || break
		i=$((i + 1))
	done
}

# verify GRID FILLED: PASS, or FAIL and why, on one line.
verify() {
	awk -v grid="$1" -v filled="$2" '
	function load(file, g,    n, w, r, c, line) {
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
	}' "$tmp/list"
}

# gridfill's outcome from its exit status and message.
gfoutcome() {
	if [ "$st" -eq 0 ]; then
		echo filled
	elif [ "$st" -eq 1 ] && grep -q 'no fill exists' "$tmp/gf.err"; then
		echo proved
	elif [ "$st" -eq 1 ] && grep -q 'gave up' "$tmp/gf.err"; then
		echo gave-up
	elif [ "$st" -eq 124 ] || [ "$st" -eq 137 ]; then
		echo "hung"
	else
		echo "error($st)"
	fi
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

: >"$tmp/table"
: >"$tmp/notes"
bad=0
for g in $grids; do
	grid=$gridsdir/$g.txt
	[ -r "$grid" ] || die "no $grid"

	# gridfill, with an outer guard in case it overruns its -t; Qxw runs
	# under the same timeout, so both pay for the same wrapper.
	measure gf timeout -s KILL $((limit * 2 + 10)) \
	    "$gridfill" -t "$limit" "$grid"
	gft=$ns
	gfo=$(gfoutcome)
	[ -z "$flaky" ] || echo "$g: gridfill's outcome varied between runs" \
	    >>"$tmp/notes"
	gfc=-
	if [ "$gfo" = filled ]; then
		if "$top/bin/ipuz-convert" -q -t grid "$tmp/gf.out" \
		    >"$tmp/gf.grid" 2>"$tmp/conv.err"; then
			gfc=$(verify "$grid" "$tmp/gf.grid")
		else
			gfc="FAIL (ipuz-convert: $(head -n 1 "$tmp/conv.err"))"
		fi
		case $gfc in
		FAIL*)
			bad=1
			echo "$g: gridfill's fill $gfc:" >>"$tmp/notes"
			sed 's/^/    /' "$tmp/gf.grid" >>"$tmp/notes"
			;;
		esac
	elif [ "$gfo" != proved ] && [ "$gfo" != gave-up ]; then
		bad=1
		echo "$g: gridfill $gfo: $(head -n 1 "$tmp/gf.err")" \
		    >>"$tmp/notes"
	fi

	qxt='' qxo=- qxc=-
	if [ -n "$qxw" ]; then
		python3 "$deck" qxd "$grid" --unique >"$tmp/deck.qxd" ||
		    die "$deck failed on $grid"
		measure qx timeout "$limit" "$qxw" -b -d "$tmp/qxw-words" \
		    "$tmp/deck.qxd"
		qxt=$ns
		qxo=$(qxoutcome)
		[ -z "$flaky" ] || echo "$g: Qxw's outcome varied between runs" \
		    >>"$tmp/notes"
		if [ "$qxo" = filled ]; then
			python3 "$deck" qxwout "$grid" "$tmp/qx.out" \
			    >"$tmp/qx.grid" 2>/dev/null || : >"$tmp/qx.grid"
			qxc=$(verify "$grid" "$tmp/qx.grid")
			case $qxc in
			FAIL*) echo "$g: Qxw's fill $qxc" >>"$tmp/notes" ;;
			esac
		elif [ "$qxo" != proved ] && [ "$qxo" != gave-up ]; then
			echo "$g: Qxw $qxo: $(head -n 1 "$tmp/qx.err")" \
			    >>"$tmp/notes"
		fi
		# Answers that contradict each other.
		case $gfo/$qxo/$qxc in
		proved/filled/PASS*)
			bad=1
			echo "$g: BUG: gridfill says no fill exists, but" \
			    "Qxw filled it with words of the list:" >>"$tmp/notes"
			sed 's/^/    /' "$tmp/qx.grid" >>"$tmp/notes"
			;;
		filled/proved/*)
			case $gfc in
			PASS*)
				echo "$g: Qxw says no fill exists, but" \
				    "gridfill's fill checks out" >>"$tmp/notes"
				;;
			esac
			;;
		esac
	fi
	printf '%s %s %s %s %s %s %s\n' "$g" "$gft" "$gfo" "${qxt:--}" \
	    "$qxo" "$(echo "$gfc" | cut -d ' ' -f 1)" \
	    "$(echo "$qxc" | cut -d ' ' -f 1)" >>"$tmp/table"
done

[ -n "$qxw" ] || qxwlist="no Qxw"
echo "gridfill benchmark: $nwords words (normalised $(basename "$words");" \
    "$qxwlist)," \
    "limit ${limit} s a grid, best of $runs runs (1 over 5 s)" \
    "($(uname -m), $(nproc 2>/dev/null || echo ?) cpus)"
awk -v limit="$limit" -v noqxw="$noqxw" -v clock="$clock" '
function s(t) { return sprintf("%.3f", t / 1e9) }
# The targets; "" where there is none.
function target(g) {
	if (g == "15xcommon") return "<= 0.3 s, >= 5x Qxw"
	if (g == "5xopen") return "< 0.1 s"
	if (g == "6xopen") return "< 0.2 s"
	if (g == "7xopen") return "< 1 s"
	if (g == "15xstairs") return "proved < 1 s"
	if (g == "15xopen") return "fill < 10 s or proof"
	return ""
}
function verdict(g, t, o, c, ratio, rlow,    ok) {
	if (g == "15xcommon") {
		ok = o == "filled" && c == "PASS" && t <= 3e8
		if (!ok)
			return "MISSED"
		if (ratio == "")
			return "ok? (no Qxw)"
		# A Qxw that gave up only bounds the ratio from below.
		return ratio >= 5 ? "ok" : (rlow ? "?" : "MISSED")
	}
	if (g == "5xopen")
		return o == "filled" && c == "PASS" && t < 1e8 ? "ok" : "MISSED"
	if (g == "6xopen")
		return o == "filled" && c == "PASS" && t < 2e8 ? "ok" : "MISSED"
	if (g == "7xopen")
		return o == "filled" && c == "PASS" && t < 1e9 ? "ok" : "MISSED"
	if (g == "15xstairs")
		return o == "proved" && t < 1e9 ? "ok" : "MISSED"
	if (g == "15xopen")
		return (o == "filled" && c == "PASS" && t < 1e10) || \
		    o == "proved" ? "ok" : "MISSED"
	return ""
}
BEGIN {
	printf "%-15s %8s %-8s %-5s %8s %-8s %-5s %8s  %s\n", "grid",
	    "gridfill", "outcome", "check", "Qxw", "outcome", "check", "ratio",
	    "target"
}
{
	g = $1; t = $2; o = $3; q = $4; qo = $5; c = $6; qc = $7
	ratio = ""
	rlow = 0
	rs = "-"
	answered = o == "filled" || o == "proved"
	if (q != "-" && answered && (qo == "filled" || qo == "proved")) {
		ratio = q / t
		rs = sprintf("%.1fx", ratio)
	} else if (q != "-" && answered && qo == "gave-up") {
		# Qxw ran out of time: at least this much slower.
		ratio = q / t
		rlow = 1
		rs = sprintf(">%.0fx", ratio)
	}
	tg = target(g)
	v = verdict(g, t, o, c, ratio, rlow)
	printf "%-15s %8s %-8s %-5s %8s %-8s %-5s %8s  %s\n", g, s(t), o, c,
	    q == "-" ? "-" : s(q), qo, qc, rs, tg == "" ? "" : tg " " v
}
END {
	print "(seconds, whole process, net of the " int(clock / 1e3) \
	    " us cost of reading the clock; ratio = Qxw / gridfill;" \
	    " gave-up = no answer within " limit " s)"
	if (noqxw != "")
		print "(no Qxw column: " noqxw ")"
}' "$tmp/table"
if [ -s "$tmp/notes" ]; then
	echo
	cat "$tmp/notes"
fi
exit "$bad"
