#!/usr/bin/perl
# See LICENSE file for copyright and license details.
# quoted-messages.pl UNCHECKED PAGE... -- SOURCE...: print "page: quote:
# not found: text" for each message a manual page quotes whose text no
# string literal of the C SOURCEs holds, and "UNCHECKED: not quoted: ..."
# for each line of UNCHECKED no page quotes any more; exit 1 if it printed
# anything.
#
# A quote is a double-quoted span of the page as mandoc renders it (.Dq),
# or an indented display line, outside EXAMPLES (t/8002-man.t runs those),
# that starts with a tool's name; of 12 characters or more, with a space.
# What varies in it is what the page underlines (Ar, Em), and the values
# it shows where the code prints one (values_varying): the rest is its
# fixed text, cut into runs by what varies. Each run of 8 characters or
# more, the punctuation about it left out, must be in one C literal
# (adjacent literals joined), where a conversion of a printf format (%s,
# %d, PRIu32) stands for any text: at least half the run, and 8
# characters, the literal's own, or else what the conversions stand for
# other literals' text. So a reworded literal leaves its old words in the
# page's runs, found in no literal.
# UNCHECKED lists the quotes most of whose text is not of one literal
# (names from tables, other libraries' words), "page<TAB>quote" a line,
# _ for what the page underlines, # for comments.
use strict;
use warnings;
use utf8;

binmode STDOUT, ':utf8';
my ($unchecked_file, @args) = @ARGV;
my (@pages, @sources);
my $list = \@pages;
for (@args) {
	if ($_ eq '--') { $list = \@sources; next }
	push @$list, $_;
}
my $min_run = 8;
my $tools = 'ipuz-convert|ipuz-check|ipuz-render|ipuz-pack|wordfind|gridfill';

my %unchecked;
open(my $uf, '<:utf8', $unchecked_file) or die "$unchecked_file: $!\n";
while (<$uf>) {
	chomp;
	next if /^\s*(#|$)/;
	$unchecked{$_} = 0;
}

# The string literals of the sources, adjacent ones joined, each
# conversion of a printf format as \0.
my @literals;
my $conversion = qr/%[-+ #0']*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|z|j|t|L)?/;
for my $f (@sources) {
	open(my $fh, '<', $f) or die "$f: $!\n";
	my $s = do { local $/; <$fh> };
	my $cur;
	while ($s =~ m{/\*.*?\*/|//[^\n]*|"((?:\\.|[^"\\\n])*)"|\b(PRI\w+)\b|('(?:\\.|[^'\\])+'|\S)}gs) {
		next unless defined $1 || defined $2 || defined $3;
		if (defined $3) {
			push @literals, $cur if defined $cur;
			undef $cur;
			next;
		}
		my $t;
		if (defined $2) {
			# "%" PRIu32: the "%" and its flags are the literal before
			$cur =~ s/$conversion$// if defined $cur;
			$t = "\0";
		} else {
			$t = $1;
			$t =~ s/%%/\x02/g;
			$t =~ s/$conversion[diouxXeEfgGcsp]/\0/g;
			$t =~ s/\x02/%/g;
			$t =~ s/\\x([0-9a-fA-F]{1,2})/chr hex $1/ge;
			$t =~ s/\\([0-7]{1,3})/chr oct $1/ge;
			$t =~ s/\\(.)/$1 eq 'n' ? "\n" : $1 eq 't' ? "\t" : $1/ge;
		}
		$cur = defined $cur ? $cur . $t : $t;
	}
	push @literals, $cur if defined $cur;
}
my %seen;
@literals = grep { !$seen{$_}++ } @literals;
utf8::decode($_) for @literals;
# The literals' texts between conversions, for the runs found whole.
my $corpus = join("\0", @literals);
my @formats = grep { /\0/ } @literals;

# The quotes of the pages, what varies as \x01.
my @quotes;
for my $page (@pages) {
	open(my $fh, '-|:utf8', 'mandoc', '-Tutf8', '-O', 'width=1000', $page)
	    or die "mandoc: $!\n";
	my $examples = 0;
	# A quote may go on to the next line: mandoc wraps a paragraph
	# longer than its widest page, 1000 columns, at a blank.
	my ($depth, $cur) = (0, '');
	while (my $l = <$fh>) {
		chomp $l;
		$l =~ s/_\x08./\x01/g;
		$l =~ s/.\x08(.)/$1/g;
		# Its heading is bold, E^HE...: looked for once plain.
		$examples = $l =~ /^EXAMPLES/ if $l =~ /^\S/;
		$l =~ s/\x01+/\x01/g;
		push @quotes, [$page, $1] if !$examples &&
		    $l =~ /^\s{8,}((?:$tools): .*)$/;
		($depth, $cur) = (0, '') if $l !~ /\S/;
		$cur .= ' ' if $depth;
		$l =~ s/^\s+// if $depth;
		for my $c (split //, $l) {
			if ($c eq '“') {
				$cur .= '"' if $depth++;
			} elsif ($c eq '”' && $depth) {
				if (--$depth) {
					$cur .= '"';
				} else {
					push @quotes, [$page, $cur];
					$cur = '';
				}
			} elsif ($depth) {
				$cur .= $c;
			}
		}
	}
	close $fh or die "mandoc $page failed\n";
}

# alternatives LIST: a regex of any of the texts of LIST.
sub alternatives {
	return '(?:' . join('|', map { quotemeta } @_) . ')';
}

# The regexes of a literal with conversions, one for each span of it a
# run can be: from a piece or the conversion before it to a piece or the
# conversion after it, each conversion standing for any text of the run
# ((.*?), the text the code does not give). A run within one piece is
# found in $corpus.
sub spans {
	my @p = split /\0/, shift, -1;
	my @re;
	for my $i (0 .. $#p) {
		for my $j ($i .. $#p) {
			for my $open (0, $i > 0 ? 1 : ()) {
				for my $shut (0, $j < $#p ? 1 : ()) {
					next if $i == $j && !$open && !$shut;
					my $re = '^';
					$re .= '(.*?)' if $open;
					for my $k ($i .. $j) {
						my $n = length $p[$k];
						$re .= '(.*?)' if $k > $i;
						$re .= $k == $i && !$open ? alternatives(map { substr($p[$k], $_) } 0 .. $n - 1)
						    : $k == $j && !$shut ? alternatives(map { substr($p[$k], 0, $_) } 1 .. $n)
						    : quotemeta $p[$k];
					}
					$re .= $shut ? '(.*)$' : '$';
					push @re, qr/$re/;
				}
			}
		}
	}
	return \@re;
}

# The literals with conversions by the trigrams of their text, to try
# only those that share some text with a run.
my (%by_trigram, %spans);
for my $f (@formats) {
	my %t;
	for my $piece (split /\0/, $f) {
		$t{substr($piece, $_, 3)} = 1 for 0 .. length($piece) - 3;
	}
	push @{$by_trigram{$_}}, $f for keys %t;
}

# in_format RUN: RUN is a span of a literal with conversions, of which
# half and $min_run characters are the literal's own text, or where the
# conversions stand for other literals' text.
sub in_format {
	my $run = shift;
	my %tried;
	for my $t (map { substr($run, $_, 3) } 0 .. length($run) - 3) {
		for my $f (@{$by_trigram{$t} // []}) {
			next if $tried{$f}++;
			for my $re (@{$spans{$f} //= spans($f)}) {
				next unless $run =~ $re;
				my @free = map { substr($run, $-[$_], $+[$_] - $-[$_]) } 1 .. $#-;
				my $own = length($run) - length(join '', @free);
				return 1 if $own >= $min_run && 2 * $own >= length $run;
				# or what the conversions print is other literals' text
				return 1 unless grep { index($corpus, glueless($_)) < 0 } @free;
			}
		}
	}
	return 0;
}

# glueless TEXT: TEXT without the punctuation about it: that of the
# message about it, or that about a value, is not its own.
sub glueless {
	my $t = shift;
	$t =~ s/^[\s:;,.'"()%]+|[\s:;,.'"()%]+$//g;
	return $t;
}

# The C library's texts of errno values, which end many messages.
my @errno_texts;
for my $n (1 .. 150) {
	local $! = $n;
	push @errno_texts, "$!" unless "$!" =~ /^Unknown error/;
}

# values_varying QUOTE: QUOTE with the values the code prints from its
# input or its settings as \x01 too, where the page shows one instead of
# a variable: "...", numbers (12th, 1-down, 9%), file names, quoted
# values ('a*:0'), names of environment variables and errno texts.
sub values_varying {
	my $q = shift;
	for my $e (@errno_texts) {
		last if $q =~ s/: \Q$e\E$/: \x01/;
	}
	$q =~ s/'[^']+'/'\x01'/g;
	$q =~ s{(?<![\w.])[\w-]*\w(?:[./][\w-]+)+}{\x01}g;
	$q =~ s/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/\x01/g;
	$q =~ s/\.\.\.|…|\d+(?:\.\d+)?(?:%|st|nd|rd|th|-\w+)?/\x01/g;
	$q =~ s/\x01+/\x01/g;
	return $q;
}

# missing QUOTE: the first run of QUOTE's fixed text that no literal
# holds, or undef.
sub missing {
	my $q = shift;
	$q =~ s/^(?:$tools): //;   # the name of the tool is argv[0]
	$q = values_varying($q);
	for my $run (map { glueless($_) } split /\x01/, $q) {
		next if length($run) < $min_run;
		next if index($corpus, $run) >= 0;
		return $run unless in_format($run);
	}
	return undef;
}

my $bad = 0;
for (@quotes) {
	my ($page, $q) = @$_;
	(my $shown = $q) =~ s/\x01/_/g;
	next if length($shown) < 12 || $shown !~ / /;
	if (exists $unchecked{"$page\t$shown"}) {
		$unchecked{"$page\t$shown"}++;
		next;
	}
	my $run = missing($q);
	next unless defined $run;
	print "$page: \"$shown\": not found: \"$run\"\n";
	$bad = 1;
}
for (sort keys %unchecked) {
	next if $unchecked{$_};
	s/\t/: /;
	print "$unchecked_file: not quoted: \"$_\"\n";
	$bad = 1;
}
exit $bad;
