#!/usr/bin/perl
# See LICENSE file for copyright and license details.
# quoted-messages.pl UNCHECKED PAGE... -- SOURCE...: print "page: quote"
# for each message a manual page quotes that no string literal of the C
# SOURCEs can print. A quote is each double-quoted span of the page as
# mandoc renders it, and each indented display line that starts with a
# tool's name, of 12 characters or more with a space in them; UNCHECKED
# is a file of quotes to leave out, one a line ("page<TAB>quote", # for
# comments). The parts of a quote that vary (the page's variables, numbers,
# quoted values, file names, an errno text at the end) match any text of
# the source, and a conversion of a printf format (%s, %d...) in the source
# matches any text of the quote; at most 40% of the quote's fixed text may
# be matched that way, so that a quote must share its words with the code.
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

my %unchecked;
open(my $uf, '<:utf8', $unchecked_file) or die "$unchecked_file: $!\n";
while (<$uf>) {
	chomp;
	next if /^\s*(#|$)/;
	$unchecked{$_} = 0;
}

# The C library's texts of errno values, which end many messages.
my @errno_texts;
for my $n (1 .. 200) {
	local $! = $n;
	my $t = "$!";
	push @errno_texts, $t unless $t =~ /^Unknown error/;
}

# The string literals of the sources: adjacent literals joined, each
# conversion of a printf format as \0.
my @literals;
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
		my $t = "\0";
		if (defined $1) {
			$t = $1;
			$t =~ s/%%/\x02/g;
			$t =~ s/%[-+ #0']*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|z|j|t|L)?[diouxXeEfgGcsp]/\0/g;
			$t =~ s/\x02/%/g;
			$t =~ s/\\x([0-9a-fA-F]{1,2})/chr hex $1/ge;
			$t =~ s/\\([0-7]{1,3})/chr oct $1/ge;
			$t =~ s/\\(.)/$1 eq 'n' ? "\n" : $1 eq 't' ? "\t" : $1/ge;
		}
		$cur = defined $cur ? $cur . $t : $t;
	}
	push @literals, $cur if defined $cur;
}
utf8::decode($_) for @literals;

# The quotes of the pages: the variables (underlined) as \x01.
my @quotes;
for my $page (@pages) {
	open(my $fh, '-|:utf8', 'mandoc', '-Tutf8', '-O', 'width=1000', $page)
	    or die "mandoc: $!\n";
	while (my $l = <$fh>) {
		chomp $l;
		$l =~ s/_\x08(.)/\x01$1/g;
		$l =~ s/.\x08(.)/$1/g;
		$l =~ s/\x01[^\x01]/\x01/g;
		$l =~ s/\x01+/\x01/g;
		push @quotes, [$page, $1] if $l =~
		    /^\s{8,}((?:ipuz-convert|ipuz-check|ipuz-render|ipuz-pack|wordfind|gridfill): .*)$/;
		my ($depth, $cur) = (0, '');
		for my $c (split //, $l) {
			if ($c eq '“') {
				$cur .= $c if $depth++;
			} elsif ($c eq '”' && $depth) {
				if (--$depth) {
					$cur .= $c;
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

# varying QUOTE: the quote with the parts that vary as \x01.
sub varying {
	my $q = shift;
	$q =~ s/“/"/g;
	$q =~ s/”/"/g;
	for my $e (@errno_texts) {
		last if $q =~ s/: \Q$e\E$/: \x01/;
	}
	$q =~ s/'[^']+'/'\x01'/g;
	$q =~ s/"[^"]+"/"\x01"/g;
	$q =~ s{(?<![\w.])[\w-]*[\w](?:[./][\w-]+)+}{\x01}g;
	$q =~ s/\d+/\x01/g;
	$q =~ s/\x01+/\x01/g;
	return $q;
}

# The pieces of the literals, between conversions, each between \0s: a
# message is made of a literal's text and of what its conversions print,
# which may be other literals.
my %seen;
my $corpus = "\0" . join("\0", grep { !$seen{$_}++ } map { split /\0/ } @literals) . "\0";

# covered RUN: the fixed text RUN is a part of one piece, or the end of
# a piece, then whole pieces, then the start of one; the ends of 4
# characters at least and the whole pieces of 2, so that a few letters
# found here and there make no message.
sub covered {
	my $r = shift;
	return 1 if index($corpus, $r) >= 0;
	my $n = length $r;
	my @ok = (0) x ($n + 1);
	for my $j (4 .. $n - 4) {
		$ok[$j] = 1 if index($corpus, substr($r, 0, $j) . "\0") >= 0;
		next if $ok[$j];
		for my $i (4 .. $j - 2) {
			if ($ok[$i] && index($corpus, "\0" . substr($r, $i, $j - $i) . "\0") >= 0) {
				$ok[$j] = 1;
				last;
			}
		}
	}
	for my $i (4 .. $n - 4) {
		return 1 if $ok[$i] && index($corpus, "\0" . substr($r, $i)) >= 0;
	}
	return 0;
}

my $tools = join('|', qw(ipuz-convert ipuz-check ipuz-render ipuz-pack wordfind gridfill));

sub found {
	my $q = shift;
	# the name of the tool comes from argv[0]
	$q =~ s/^(?:$tools): //;
	$q = varying($q);
	for my $run (split /\x01/, $q) {
		return 0 if $run ne '' && !covered($run);
	}
	return 1;
}

for (@quotes) {
	my ($page, $q) = @$_;
	(my $shown = $q) =~ s/\x01/_/g;
	next if length($shown) < 12 || $shown !~ / /;
	if (exists $unchecked{"$page\t$shown"}) {
		$unchecked{"$page\t$shown"}++;
		next;
	}
	print "$page: $shown\n" unless found($q);
}
for (sort keys %unchecked) {
	print "no such quote: $_\n" unless $unchecked{$_};
}
