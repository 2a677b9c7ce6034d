#!/bin/sh
# See LICENSE file for copyright and license details.
#
# The version script of libxw.so, from the public headers given: the
# functions and variables they declare are global, everything else of
# common/ (the readers and writers of single formats, the command-line
# kit) local. A static inline function has no symbol to export.
{
	for h; do
		sed 's|/\*.*\*/||; /\/\*/,/\*\//d' "$h"
	done | tr '\n' ' ' | sed 's/static inline [^(]*(/(/g' |
	    grep -o 'xw_[a-z0-9_]* *(' | tr -d ' ('
	for h; do
		sed -n 's/^extern .*[ *]\(xw_[a-z0-9_]*\)\(\[\]\)\{0,1\};$/\1/p' "$h"
	done
} | sort -u | awk '
BEGIN	{ print "/* Made by common/libxw-map.sh from the public headers. */"
	  print "{"; print "global:" }
	{ print "\t" $0 ";" }
END	{ print "local:"; print "\t*;"; print "};" }'
