#!/bin/sh
# wordfind: the counts of the bench queries, in batch mode, against a brute
# force over the whole default list.
. "$(dirname "$0")/lib.sh"

patterns=bench/data/patterns-1000.txt
nq=$(wc -l <"$patterns")
blocks=$(((nq + 99) / 100))

# Exit status 1 only says that some query found nothing.
run() {
	got=0
	"$@" || got=$?
	if [ "$got" -ge 2 ]; then
		echo "# $* exited $got"
		diag_file "$tmp/err"
	fi
}

run wordfind -a '*' >"$tmp/all" 2>"$tmp/err"
words=$(wc -l <"$tmp/all")
# The brute force is only as good as the dump: the whole list (SCOWL to
# level 70 has 145,000 distinct words), each word once, every one upper
# case letters only.
if [ "$words" -ge 100000 ] &&
    [ "$(sort -u "$tmp/all" | wc -l)" -eq "$words" ] &&
    perl -CSD -ne 'chomp; exit 1 if !/^\p{L}+$/ || $_ ne uc' "$tmp/all"; then
	pass "wordfind -a '*' prints the $words words of the list, normalised"
else
	fail "wordfind -a '*' prints the words of the list, normalised"
	echo "# $words lines; first lines:"
	head -n 5 "$tmp/all" | diag_file /dev/stdin
fi

# Words grouped by length in letters (code points), one string a length, and
# each pattern run as one regex over its group: the same counts as one
# `LC_ALL=C.UTF-8 grep -xc PATTERN` a query, in a tenth of a second instead
# of four.
perl - "$tmp/all" "$patterns" >"$tmp/expect" <<'EOF'
use strict;
use warnings;
my ($dump, $patterns) = @ARGV;
my %group;
open my $d, '<:encoding(UTF-8)', $dump or die "$dump: $!\n";
while (<$d>) {
	chomp;
	$group{length $_} .= "$_\n";
}
open my $p, '<:encoding(UTF-8)', $patterns or die "$patterns: $!\n";
while (<$p>) {
	chomp;
	my $re = join '', map { $_ eq '.' ? '.' : quotemeta uc } split //;
	my $s = $group{length $_} // '';
	my $n = 0;
	$n++ while $s =~ /^$re$/mg;
	print "$n\n";
}
EOF

run wordfind -c <"$patterns" >"$tmp/counts" 2>"$tmp/err"
# One line a block of 100 queries: "ok" or the first mismatch.
awk -v n=100 '
	FILENAME == ARGV[1] { want[FNR] = $0; next }
	FILENAME == ARGV[2] { got[FNR] = $0; next }
	{
		b = int((FNR - 1) / n)
		if (!(b in bad) && got[FNR] != want[FNR])
			bad[b] = sprintf("query %d %s: wordfind -c %s, brute force %s",
			    FNR, $0, got[FNR] == "" ? "nothing" : got[FNR],
			    want[FNR])
		last = b
	}
	END {
		for (b = 0; b <= last; b++)
			print (b in bad) ? bad[b] : "ok"
	}' "$tmp/expect" "$tmp/counts" "$patterns" >"$tmp/blocks"
b=0
while [ "$b" -lt "$blocks" ]; do
	b=$((b + 1))
	desc="queries $(((b - 1) * 100 + 1))-$((b * 100 < nq ? b * 100 : nq))"
	line=$(sed -n "${b}p" "$tmp/blocks")
	if [ "$line" = ok ]; then
		pass "$desc: batch counts match the brute force"
	else
		fail "$desc: batch counts match the brute force"
		echo "# $line"
	fi
done

if [ "$(wc -l <"$tmp/counts")" -eq "$nq" ]; then
	pass "batch mode prints one count per query"
else
	fail "batch mode prints one count per query"
	echo "# $(wc -l <"$tmp/counts") lines for $nq queries"
fi

set -f
# shellcheck disable=SC2046
set -- $(head -n 20 "$patterns")
set +f
run wordfind -c "$@" >"$tmp/operands" 2>"$tmp/err"
head -n 20 "$tmp/counts" >"$tmp/batch20"
if cmp -s "$tmp/operands" "$tmp/batch20"; then
	pass "counts of 20 queries as operands equal those in batch mode"
else
	fail "counts of 20 queries as operands equal those in batch mode"
	diff -u "$tmp/batch20" "$tmp/operands" | diag_file /dev/stdin
fi
done_testing
