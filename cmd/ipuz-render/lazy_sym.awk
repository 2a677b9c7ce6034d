# See LICENSE file for copyright and license details.
# lazy_sym.h from lazy.sym (make runs it): for each [library], the X-macro
# list LIBRARY_FUNCTIONS(X) of its functions; for each function f, the
# pointer lazy_f of f's type, and #define f (*lazy_f), last, so that the
# declarations above see the library's own f.
BEGIN {
	print "/* Made by make from lazy.sym with lazy_sym.awk: edit those. */"
}
/^#/ || NF == 0 {
	next
}
/^\[/ {
	printf "\n#define %s_FUNCTIONS(X)", toupper(substr($0, 2, length($0) - 2))
	next
}
{
	printf " \\\n\tX(%s)", $1
	f[++n] = $1
}
END {
	print ""
	for (i = 1; i <= n; i++)
		printf "extern __typeof__(%s) *lazy_%s;\n", f[i], f[i]
	for (i = 1; i <= n; i++)
		printf "#define %s (*lazy_%s)\n", f[i], f[i]
}
