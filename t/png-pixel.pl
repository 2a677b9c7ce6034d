#!/usr/bin/perl
# See LICENSE file for copyright and license details.
# png-pixel.pl FILE X Y ...: print "WxH" and then the colour of each pixel
# (X, Y) of the 8-bit grey or RGB PNG file FILE as "r,g,b", one a line,
# so that the tests can look at an image with perl's core modules alone.
use strict;
use warnings;
use Compress::Zlib;

my ($file, @xy) = @ARGV;
open(my $fh, '<:raw', $file) or die "$file: $!\n";
local $/;
my $png = <$fh>;
close $fh;
substr($png, 0, 8) eq "\x89PNG\r\n\x1a\n" or die "$file: not a PNG\n";
my ($pos, $w, $h, $depth, $type, $idat) = (8, 0, 0, 0, 0, '');
while ($pos < length $png) {
	my ($len, $tag) = unpack('Na4', substr($png, $pos, 8));
	my $data = substr($png, $pos + 8, $len);
	($w, $h, $depth, $type) = unpack('NNCC', $data) if $tag eq 'IHDR';
	$idat .= $data if $tag eq 'IDAT';
	$pos += 12 + $len;
}
$depth == 8 && ($type == 0 || $type == 2)
    or die "$file: only 8-bit grey or RGB is read\n";
my $bpp = $type == 0 ? 1 : 3;
my $raw = uncompress($idat) // die "$file: bad image data\n";
my $stride = $w * $bpp;
my @prev = (0) x $stride;
my @rows;
for my $y (0 .. $h - 1) {
	my $f = ord(substr($raw, $y * ($stride + 1), 1));
	my @cur = unpack('C*', substr($raw, $y * ($stride + 1) + 1, $stride));
	for my $i (0 .. $stride - 1) {
		my $a = $i >= $bpp ? $cur[$i - $bpp] : 0;
		my $b = $prev[$i];
		my $c = $i >= $bpp ? $prev[$i - $bpp] : 0;
		my $p = $a + $b - $c;
		my ($pa, $pb, $pc) = (abs($p - $a), abs($p - $b), abs($p - $c));
		my $pred = $f == 0 ? 0 : $f == 1 ? $a : $f == 2 ? $b :
		    $f == 3 ? int(($a + $b) / 2) :
		    ($pa <= $pb && $pa <= $pc) ? $a : $pb <= $pc ? $b : $c;
		$cur[$i] = ($cur[$i] + $pred) & 0xff;
	}
	push @rows, [@cur];
	@prev = @cur;
}
print "${w}x$h\n";
while (@xy) {
	my ($x, $y) = splice(@xy, 0, 2);
	my @px = @{$rows[$y]}[$x * $bpp .. $x * $bpp + $bpp - 1];
	@px = (@px) x 3 if $bpp == 1;
	print join(',', @px), "\n";
}
