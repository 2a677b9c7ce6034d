# See LICENSE file for copyright and license details.
# xwtools needs GNU make (pattern rules, -MMD dependency files).

VERSION != cat VERSION

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(PREFIX)/bin
LIBDIR = $(PREFIX)/lib
INCLUDEDIR = $(PREFIX)/include
MANDIR = $(PREFIX)/share/man
DATADIR = $(PREFIX)/share
# These go into the compiler's flags, xw.pc and make's lists of words,
# none of which can carry a blank (pkg-config's answers are split at
# them); DESTDIR, a mere stage, may hold one. Nor a quote or a
# backslash, which the shell reads in the compiler's flags and echo in
# the stamps, nor a '$' that make would expand, given on the command
# line or in the environment (hostile17 F4: a '\b' made a backspace,
# and every make rebuilt). A relative one would be taken from wherever
# a program or pkg-config runs (QA packager16 F8).
$(foreach v,PREFIX BINDIR LIBDIR INCLUDEDIR MANDIR DATADIR, \
	$(if $(word 2,x$($(v))x),$(error $(v) '$($(v))' has a blank in it, \
	which the build cannot carry: choose a folder without one)) \
	$(foreach c,' " \,$(if $(findstring $(c),$($(v))),$(error $(v) \
	'$($(v))' has a $(c) in it, which the build cannot carry: choose a \
	folder without one))) \
	$(if $(filter file default,$(origin $(v))),,$(if $(findstring $$,$(value \
	$(v))),$(error $(v) '$(value $(v))' has a $$ in it, which make would \
	expand: choose a folder without one))) \
	$(if $(filter /%,$($(v))),,$(error $(v) '$($(v))' is not an absolute \
	path, which programs and pkg-config would take from wherever they \
	run: choose one that starts with /)))

CC ?= cc
AR ?= ar
CFLAGS ?= -g -O2
# The flags without ours, for the programs make check builds against the
# installed libxw (a sanitized library needs a sanitized program).
USER_CFLAGS := $(CFLAGS)
override CFLAGS += -std=c11 -Wall -Wextra -Wpedantic -Wstrict-prototypes \
	-Wmissing-prototypes -Wshadow -Wformat=2 -MMD -MP -pthread
override CPPFLAGS += -D_POSIX_C_SOURCE=200809L -Icommon \
	-DXW_VERSION=\"$(VERSION)\" -DXW_DATADIR=\"$(DATADIR)/xwtools\"

# The values compiled in, each recorded in its common/NAME.stamp, which
# is written again only when the value changes, and on which the objects
# that use it depend: a new VERSION, or a DATADIR given to make (or to
# make install, which builds first), rebuilt nothing, and the tools kept
# the old ones (QA packager16 F2, F3). The compiler's flags are not
# among them: make install with other CFLAGS copies what make built.
# A stamp whose value changed is out of date (FORCE), and written by its
# rule, not while make reads this file: make -n and make -q write
# nothing (regress17 R17-2), and a stamp left alone keeps make a no-op.
CONFIG_STAMPS = common/VERSION.stamp common/DATADIR.stamp
CHANGED_STAMPS := $(foreach v,VERSION DATADIR,$(if $(subst x$($(v))x,,x$(shell \
	cat common/$(v).stamp 2>/dev/null)x),common/$(v).stamp))
# The sources that use them (a header that did would need its includers
# here too; $XW_DATADIR and "XW_DATADIR" are the variable of the
# environment).
VERSION_SRC != grep -lw XW_VERSION common/*.c cmd/*/*.c
DATADIR_SRC != grep -l '[^$$"]XW_DATADIR\b' common/*.c cmd/*/*.c
# $(call objects_of,SOURCES): their objects, and the position-independent
# twins of common/'s.
objects_of = $(1:.c=.o) $(patsubst common/%.c,common/pic/%.o,$(filter \
	common/%,$(1)))

JSONC_CFLAGS != pkg-config --cflags json-c 2>/dev/null || echo
JSONC_LIBS != pkg-config --libs json-c 2>/dev/null || echo -ljson-c
XML_CFLAGS != pkg-config --cflags libxml-2.0 libzip 2>/dev/null || \
	echo -I/usr/include/libxml2
XML_LIBS != pkg-config --libs libxml-2.0 libzip 2>/dev/null || echo -lxml2 -lzip
# xw.pc requires json-c by name only where json-c has a .pc of its own:
# without one, pkg-config --cflags xw would fail for want of it, and
# Libs.private names -ljson-c instead. No public header includes json-c's.
JSONC_PC != pkg-config --exists json-c 2>/dev/null && echo json-c || echo
CMOCKA_LIBS != pkg-config --libs cmocka 2>/dev/null || echo -lcmocka
ZIP_LIBS != pkg-config --libs libzip 2>/dev/null || echo -lzip
override CPPFLAGS += $(JSONC_CFLAGS) $(XML_CFLAGS)
# libxml2 and libzip are not linked: common/jpz_dl.c loads them on the first
# .jpz (XML_LIBS is kept for whoever wants them linked after all).
LIBS = $(JSONC_LIBS) -ldl -pthread

TOOLS = \
	gridfill \
	ipuz-check \
	ipuz-convert \
	ipuz-pack \
	ipuz-render \
	wordfind

# Every common/*.c is part of the library, every t/unit/*_test.c a test:
# a new format module or test needs no line here.
COMMON_OBJ = $(patsubst %.c,%.o,$(sort $(wildcard common/*.c)))
UNIT_TESTS = $(patsubst %.c,%,$(sort $(wildcard t/unit/*_test.c)))
# Programs the tests use to make their inputs, or to call libxw.
TEST_HELPERS = t/helper/mkzip t/helper/fillthread t/helper/inlocale \
	t/helper/mapthreads

BIN = $(TOOLS:%=bin/%)
tool_obj = $(patsubst %.c,%.o,$(wildcard cmd/$(1)/*.c))
TOOL_OBJ = $(foreach t,$(TOOLS),$(call tool_obj,$(t)))
LIB = common/libxw.a
MAN = $(wildcard man/*.1 man/*.3 man/*.5 man/*.7)

# The shared libxw, from its own position-independent objects, so that
# the tools keep the faster non-PIC code of libxw.a. VERSION 0.1 makes
# libxw.so.0.1.0, with the soname libxw.so.0.
PIC_OBJ = $(COMMON_OBJ:common/%=common/pic/%)
SHLIB_VERSION != awk -F. '{ printf "%d.%d.%d", $$1, $$2, $$3 }' VERSION
SONAME = libxw.so.$(firstword $(subst ., ,$(SHLIB_VERSION)))
SHLIB = common/libxw.so.$(SHLIB_VERSION)

# The headers installed under include/xw/: the library's public API.
# They include one another and nothing else of common/.
PUBLIC_HDR = \
	common/check.h \
	common/fill.h \
	common/format.h \
	common/grid.h \
	common/puzzle.h \
	common/util.h \
	common/wordidx.h \
	common/words.h

include share/words.mk

all: $(BIN) $(SHLIB) $(WORDS_DATA) share/words.idx

share/words.idx: share/words.txt bin/wordfind
	bin/wordfind -B -w share/words.txt -o $@

# Made anew, so that a module removed from common/ leaves no member behind.
$(LIB): $(COMMON_OBJ)
	rm -f $@
	$(AR) rcs $@ $(COMMON_OBJ)

common/pic/%.o: common/%.c
	@mkdir -p common/pic
	$(CC) $(CFLAGS) -fPIC $(CPPFLAGS) -c -o $@ $<

# libxw.so exports the functions and variables of the public headers
# alone (QA libapi6 #6): the rest of common/ stays internal, as libxw(3)
# says, and no program binds to it. The tools link libxw.a, which keeps
# everything.
SHLIB_MAP = common/libxw.map
$(SHLIB_MAP): $(PUBLIC_HDR) common/libxw-map.sh
	sh common/libxw-map.sh $(PUBLIC_HDR) >$@.tmp
	mv $@.tmp $@

# $(call link_shlib,FILE,OBJECTS): libxw.so, linked into FILE.
link_shlib = $(CC) $(CFLAGS) $(LDFLAGS) -shared -Wl,-soname,$(SONAME) \
	-Wl,--version-script,$(SHLIB_MAP) -o $(1) $(2) $(LIBS)
$(SHLIB): $(PIC_OBJ) $(SHLIB_MAP)
	$(call link_shlib,$@,$(PIC_OBJ))

$(call objects_of,$(VERSION_SRC)): common/VERSION.stamp
$(call objects_of,$(DATADIR_SRC)): common/DATADIR.stamp
$(CHANGED_STAMPS): FORCE
common/%.stamp:
	echo '$($*)' >$@
FORCE:
.PHONY: FORCE

# Objects made on the way to a program by chained pattern rules are
# intermediate files, which make deletes after the link, so that the next
# make compiles them again; no file here is one to throw away.
.SECONDARY:

.SECONDEXPANSION:
bin/%: $$(call tool_obj,$$*) $(LIB)
	@mkdir -p bin
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

# ipuz-pack reads and writes zips at every run, so it links libzip, and
# zlib, to find where each member's deflate stream ends.
bin/ipuz-pack: LIBS += $(ZIP_LIBS) -lz

# Makes the hostile zips the ipuz-pack tests need.

t/unit/%_test: t/unit/%_test.o $(LIB)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(LIBS)

# ipuz-render alone draws with cairo and pango and writes PNG with
# libpng, and loads them only to draw a page (cmd/ipuz-render/lazy.h):
# the other tools do not link them, and start in about a millisecond, as
# does a terminal picture.
RENDER_CFLAGS != pkg-config --cflags pangocairo cairo libpng
$(call tool_obj,ipuz-render): override CPPFLAGS += $(RENDER_CFLAGS)
$(call tool_obj,ipuz-render): cmd/ipuz-render/lazy_sym.h
bin/ipuz-render: LIBS += -lm

# The functions it loads, from their list: the X-macro lists, pointers
# and #defines of lazy.h.
cmd/ipuz-render/lazy_sym.h: cmd/ipuz-render/lazy.sym cmd/ipuz-render/lazy_sym.awk
	awk -f cmd/ipuz-render/lazy_sym.awk cmd/ipuz-render/lazy.sym >$@.tmp
	mv $@.tmp $@

t/helper/mkzip: t/helper/mkzip.c
	$(CC) $(CFLAGS) $(CPPFLAGS) $(LDFLAGS) -o $@ $< $(ZIP_LIBS)
t/helper/fillthread: t/helper/fillthread.c $(LIB)
	$(CC) $(CFLAGS) $(CPPFLAGS) $(LDFLAGS) -o $@ $< $(LIB) $(LIBS)
t/helper/inlocale: t/helper/inlocale.c $(LIB)
	$(CC) $(CFLAGS) $(CPPFLAGS) $(LDFLAGS) -o $@ $< $(LIB) $(LIBS)
t/helper/mapthreads: t/helper/mapthreads.c $(LIB)
	$(CC) $(CFLAGS) $(CPPFLAGS) $(LDFLAGS) -o $@ $< $(LIB) $(LIBS)

-include $(COMMON_OBJ:.o=.d) $(PIC_OBJ:.o=.d) $(TOOL_OBJ:.o=.d) \
    $(UNIT_TESTS:=.d) $(TEST_HELPERS:=.d)

# t/prove is prove that also fails on a skipped test, unless README.md
# allows that skip.
check: all $(UNIT_TESTS) $(TEST_HELPERS)
	CMOCKA_MESSAGE_OUTPUT=TAP PATH="$(CURDIR)/bin:$$PATH" \
	    XW_DATADIR="$(CURDIR)/share" REGEN="$(REGEN)" \
	    CC="$(CC)" USER_CFLAGS="$(USER_CFLAGS)" \
	    perl t/prove $(PROVEFLAGS) t/*.t $(UNIT_TESTS) </dev/null

# Speed against the baselines, measured side by side in one run.
bench: all
	sh bench/wordfind.sh
	sh bench/convert.sh
	sh bench/gridfill.sh
	sh bench/pack.sh
	sh bench/render.sh
	sh bench/wordlists.sh

# gridfill against Qxw at length: 120 s a grid, both ways of giving Qxw
# its list, every robustness run; one to two hours.
bench-full: all
	BENCH_FULL=1 sh bench/gridfill.sh

# How much of each grid's time is luck: nine draws a grid and list, Qxw
# with its list scored and unscored (the draws take the faster way).
bench-draws: all
	BENCH_DRAWS=9 BENCH_ROBUST=0 QXW_SCORES=best sh bench/gridfill.sh

demo: all
	XW_DATADIR="$(CURDIR)/share" sh examples/pipeline.sh

# The pictures of the examples that README shows, drawn anew.
pictures: all
	for f in examples/*.ipuz examples/*.txt; do \
	    bin/ipuz-render -f -c -r 100 -o "$${f%.*}.png" "$$f" || exit; done

# Rebuilt from clean, and cleaned again even when a test fails, so no
# sanitized object is left behind for an ordinary build.
asan:
	$(MAKE) clean
	LSAN_OPTIONS=suppressions=$(CURDIR)/t/lsan.supp:print_suppressions=0 \
	    $(MAKE) check fuzz-replay CFLAGS="-g -O1 \
	    -fsanitize=address,undefined -fno-omit-frame-pointer \
	    -fno-sanitize-recover=all"; \
	    status=$$?; $(MAKE) clean; exit $$status

lint:
	mandoc -Tlint -Wwarning $(MAN)
	@for t in $(TOOLS); do test -f man/$$t.1 || \
	    { echo "man/$$t.1 missing"; exit 1; }; done
	@# The fuzz harnesses keep up with the code they call: make fuzz
	@# needs clang's libFuzzer, this any compiler (bundle_fuzz called
	@# pk_bundle_load with an argument too few, unseen).
	@for f in $(FUZZ_TARGETS:=.c); do $(CC) -fsyntax-only $(CFLAGS) \
	    $(CPPFLAGS) $(RENDER_CFLAGS) -Icmd/ipuz-render -Icmd/ipuz-pack \
	    $$f || exit 1; done

# Each harness starts from the real-world files of its formats in
# t/corpus/ and, for formats and ipuz, the seeds fuzzing found before in
# t/fuzz/corpus/<harness>/; what it finds new goes to
# t/fuzz/new-<harness>/, to be added to the seeds by hand when worth it.
# The word-list harnesses start from t/fuzz/corpus/<harness>/ alone:
# index from small indexes of the lists of wordlist, built as
#   bin/wordfind [-f] -B -w t/fuzz/corpus/wordlist/L -o \
#       t/fuzz/corpus/index/L[-fold].idx
# and stack.idx, the cached index of wordfind -w es -w el -w ru (the
# words-*.txt there) copied from $XDG_CACHE_HOME/xwtools/; pattern from
# a line each and the four bytes of its options (see pattern_fuzz.c);
# render from .ipuz files of examples/ and t/corpus/ipuz/, each after a
# byte of its options (see render_fuzz.c). libFuzzer checks each input
# for leaks, and its pages load fontconfig and pango, which leak memory
# of their own: t/fuzz/render_lsan.supp leaves out theirs, not ours.
# G_SLICE=always-malloc gives pango's objects one malloc each, which
# ASan watches, rather than slices of GLib's slabs, which it does not.
# bundle starts from t/fuzz/corpus/bundle/: bundles packed by
# bin/ipuz-pack -c from examples/ and t/corpus/ (every-field by a
# manifest with every key ipuz-pack(5) names), their members then
# stored rather than deflated (python3's zipfile), so that a changed
# byte is one of the manifest or a puzzle; one left as ipuz-pack writes
# it; bundles zipped again with data descriptors and zip64 fields
# (Python to a pipe, bsdtar's zip64 to a pipe, Info-ZIP's zip -r -fz
# with a folder), so that a run starts in rawlocal.c's descriptor and
# zip64 paths; the inputs of the defects it found, and of slow reads
# (1,000 puzzles each after all the later ones, fuzz19 F6); and bundles that
# other unzippers read otherwise (fuzz19 F1, F2: a member hidden past a
# deflate stream's end or a stored member's false descriptor, a local
# Unicode Path field), which its streaming walk judges. suspect starts from
# t/fuzz/corpus/suspect/: lists after a byte 0 and a byte of its own,
# with lines like "ice cream,80" among scored ones, and file names and
# messages after a byte 1 and the byte that splits them (see
# suspect_fuzz.c); strict from t/fuzz/corpus/strict/ (.xd files with a
# ':' in the grid, spaced text grids, a .jpz whose text has runs of
# blanks, faults only lenient readers take, a .puz of a bad checksum
# that -f reads), the real-world files of the formats it reads and the
# seeds of formats.
# Needs clang and libclang-rt-14-dev (./bootstrap fuzz).
# Each target a minute. Any sanitizer report, UBSan's too, stops the run
# with a failure and keeps the input that caused it in t/fuzz/crash-*;
# an input that takes over 10 s is a hang, kept in t/fuzz/timeout-*.
FUZZ_TARGETS = t/fuzz/formats_fuzz t/fuzz/ipuz_fuzz t/fuzz/puz_fuzz \
	t/fuzz/index_fuzz t/fuzz/wordlist_fuzz t/fuzz/pattern_fuzz \
	t/fuzz/render_fuzz t/fuzz/bundle_fuzz t/fuzz/suspect_fuzz \
	t/fuzz/strict_fuzz
FUZZ_FLAGS = -max_total_time=60 -max_len=65536 -timeout=10 \
	-artifact_prefix=t/fuzz/
RENDER_LSAN = print_suppressions=0:suppressions=$(CURDIR)/t/fuzz/render_lsan.supp
fuzz: $(FUZZ_TARGETS)
	mkdir -p t/fuzz/new-formats t/fuzz/new-ipuz t/fuzz/new-puz \
	    t/fuzz/new-index t/fuzz/new-wordlist t/fuzz/new-pattern \
	    t/fuzz/new-render t/fuzz/new-bundle t/fuzz/new-suspect \
	    t/fuzz/new-strict
	t/fuzz/formats_fuzz $(FUZZ_FLAGS) \
	    t/fuzz/new-formats t/fuzz/corpus/formats t/corpus/jpz t/corpus/xd
	t/fuzz/ipuz_fuzz $(FUZZ_FLAGS) t/fuzz/new-ipuz \
	    t/fuzz/corpus/ipuz t/corpus/ipuz examples
	t/fuzz/puz_fuzz $(FUZZ_FLAGS) t/fuzz/new-puz t/corpus/puz
	t/fuzz/index_fuzz $(FUZZ_FLAGS) t/fuzz/new-index t/fuzz/corpus/index
	t/fuzz/wordlist_fuzz $(FUZZ_FLAGS) t/fuzz/new-wordlist \
	    t/fuzz/corpus/wordlist
	t/fuzz/pattern_fuzz $(FUZZ_FLAGS) t/fuzz/new-pattern \
	    t/fuzz/corpus/pattern
	G_SLICE=always-malloc LSAN_OPTIONS=$(RENDER_LSAN) \
	    t/fuzz/render_fuzz $(FUZZ_FLAGS) t/fuzz/new-render \
	    t/fuzz/corpus/render
	t/fuzz/bundle_fuzz $(FUZZ_FLAGS) t/fuzz/new-bundle \
	    t/fuzz/corpus/bundle
	t/fuzz/suspect_fuzz $(FUZZ_FLAGS) t/fuzz/new-suspect \
	    t/fuzz/corpus/suspect
	t/fuzz/strict_fuzz $(FUZZ_FLAGS) t/fuzz/new-strict \
	    t/fuzz/corpus/strict t/corpus/jpz t/corpus/xd t/corpus/puz \
	    t/fuzz/corpus/formats

t/fuzz/%_fuzz: t/fuzz/%_fuzz.c t/fuzz/roundtrip.h t/fuzz/wordquery.h \
    t/fuzz/failed.h $(COMMON_OBJ:.o=.c)
	clang -g -O1 -fsanitize=fuzzer,address,undefined \
	    -fno-sanitize-recover=all $(CPPFLAGS) \
	    -o $@ $(filter %.c,$^) $(LIBS)

# The harness of ipuz-render links the tool's files but the one with
# main(), which load cairo and pango as the tool does, and libxml2, to
# parse the SVG it draws.
RENDER_FUZZ_SRC = $(filter-out cmd/ipuz-render/ipuz-render.c, \
	$(wildcard cmd/ipuz-render/*.c))
XML2_LIBS != pkg-config --libs libxml-2.0 2>/dev/null || echo -lxml2
t/fuzz/render_fuzz: t/fuzz/render_fuzz.c $(RENDER_FUZZ_SRC) \
    cmd/ipuz-render/lazy_sym.h $(COMMON_OBJ:.o=.c)
	clang -g -O1 -fsanitize=fuzzer,address,undefined \
	    -fno-sanitize-recover=all $(CPPFLAGS) $(RENDER_CFLAGS) \
	    -Icmd/ipuz-render -o $@ $(filter %.c,$^) $(LIBS) $(XML2_LIBS) -lm

# The bundle harness drives ipuz-pack's own files, all but its main, and
# writes zips with zlib.
t/fuzz/bundle_fuzz: t/fuzz/bundle_fuzz.c t/fuzz/zipmutate.h \
    $(filter-out %/ipuz-pack.c,$(wildcard cmd/ipuz-pack/*.c)) \
    $(wildcard cmd/ipuz-pack/*.h) $(COMMON_OBJ:.o=.c)
	clang -g -O1 -fsanitize=fuzzer,address,undefined \
	    -fno-sanitize-recover=all $(CPPFLAGS) -Icmd/ipuz-pack \
	    -o $@ $(filter %.c,$^) $(LIBS) $(ZIP_LIBS) -lz

# Each fuzz harness given its seeds once, without libFuzzer, built with
# the compiler and CFLAGS of the tools (make asan's sanitizers): the
# inputs that once crashed a harness are in its seeds, and every make
# asan gives them again, where make fuzz needs clang's libFuzzer. Its
# sanitizers are the build's, gcc's in CI, and so is its code: the read
# of freed memory of the seed render/hyphen-run-uaf was in clang's build
# only (gcc dropped the read, whose value the loop's end made unused).
# The harnesses call a sanitizer's runtime: a build without one fails
# to link.
FUZZ_REPLAY = $(FUZZ_TARGETS:_fuzz=_replay)
t/fuzz/%_replay: t/fuzz/%_fuzz.c t/fuzz/replay.c $(LIB)
	$(CC) $(CFLAGS) $(CPPFLAGS) -o $@ t/fuzz/$*_fuzz.c t/fuzz/replay.c \
	    $(LIB) $(LIBS)
t/fuzz/render_replay: t/fuzz/render_fuzz.c t/fuzz/replay.c \
    $(filter-out %/ipuz-render.o,$(call tool_obj,ipuz-render)) $(LIB)
	$(CC) $(CFLAGS) $(CPPFLAGS) $(RENDER_CFLAGS) -Icmd/ipuz-render \
	    -o $@ $(filter %.c %.o %.a,$^) $(LIBS) $(XML2_LIBS) -lm
t/fuzz/bundle_replay: t/fuzz/bundle_fuzz.c t/fuzz/replay.c \
    $(filter-out %/ipuz-pack.o,$(call tool_obj,ipuz-pack)) $(LIB)
	$(CC) $(CFLAGS) $(CPPFLAGS) -Icmd/ipuz-pack -o $@ \
	    $(filter %.c %.o %.a,$^) $(LIBS) $(ZIP_LIBS) -lz
fuzz-replay: $(FUZZ_REPLAY)
	t/fuzz/formats_replay t/fuzz/corpus/formats t/corpus/jpz t/corpus/xd
	t/fuzz/ipuz_replay t/fuzz/corpus/ipuz t/corpus/ipuz examples
	t/fuzz/puz_replay t/corpus/puz
	t/fuzz/index_replay t/fuzz/corpus/index
	t/fuzz/wordlist_replay t/fuzz/corpus/wordlist
	t/fuzz/pattern_replay t/fuzz/corpus/pattern
	G_SLICE=always-malloc LSAN_OPTIONS=$(RENDER_LSAN) \
	    t/fuzz/render_replay t/fuzz/corpus/render
	t/fuzz/bundle_replay t/fuzz/corpus/bundle
	t/fuzz/suspect_replay t/fuzz/corpus/suspect
	t/fuzz/strict_replay t/fuzz/corpus/strict t/corpus/jpz t/corpus/xd \
	    t/corpus/puz

# A directory of xw.pc, as ${prefix}/... when it is under PREFIX, so
# that pkg-config --define-variable=prefix=DIR can move them all.
under_prefix = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))

# The folders install needs. Those it makes are listed in
# $(DATADIR)/xwtools/folders (with those of an earlier install), for
# uninstall to remove again when they are empty. A staged install (a
# package's, DESTDIR set) writes no record: it would ship the build's
# DESTDIR and folders that mean nothing where the package goes, whose
# manager removes what it installed. A record from one of old, whose
# first line named its DESTDIR, is not followed.
INSTALL_DIRS = $(BINDIR) $(MANDIR)/man1 $(MANDIR)/man3 $(MANDIR)/man5 \
	$(MANDIR)/man7 $(DATADIR)/xwtools $(LIBDIR)/pkgconfig \
	$(INCLUDEDIR)/xw
FOLDERS = $(DESTDIR)$(DATADIR)/xwtools/folders
read_folders = [ -n "$(DESTDIR)" ] || awk 'NR == 1 && /^\# staged under / \
	{ exit } !/^\#/' "$(FOLDERS)" 2>/dev/null || :

install: all
	@made=$$(for d in $(INSTALL_DIRS); do \
	    while [ "$$d" != / ] && [ "$$d" != . ] && \
	        [ ! -d "$(DESTDIR)$$d" ]; do \
	        echo "$$d"; d=$$(dirname "$$d"); done; \
	    done; $(read_folders)); \
	mkdir -p $(INSTALL_DIRS:%="$(DESTDIR)%") && \
	{ [ -n "$(DESTDIR)" ] || \
	  echo "$$made" | sed '/^$$/d' | sort -ru >"$(FOLDERS)"; }
	install -m 755 $(BIN) "$(DESTDIR)$(BINDIR)"
	@# The libraries and tools as make built them, for the values of
	@# this install: all, which it needs, built again what they changed.
	install -m 644 $(LIB) $(SHLIB) "$(DESTDIR)$(LIBDIR)"
	ln -sf $(notdir $(SHLIB)) "$(DESTDIR)$(LIBDIR)/$(SONAME)"
	ln -sf $(notdir $(SHLIB)) "$(DESTDIR)$(LIBDIR)/libxw.so"
	install -m 644 $(PUBLIC_HDR) "$(DESTDIR)$(INCLUDEDIR)/xw"
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' \
	    -e 's|@LIBDIR@|$(call under_prefix,$(LIBDIR))|' \
	    -e 's|@INCLUDEDIR@|$(call under_prefix,$(INCLUDEDIR))|' \
	    -e 's|@REQUIRES_PRIVATE@|$(JSONC_PC)|' -e '/^Requires.private: $$/d' \
	    -e 's|@JSONC_LIBS@ |$(if $(JSONC_PC),,-ljson-c )|' \
	    common/xw.pc.in >"$(DESTDIR)$(LIBDIR)/pkgconfig/xw.pc"
	install -m 644 $(wildcard man/*.1) "$(DESTDIR)$(MANDIR)/man1"
	install -m 644 $(wildcard man/*.3) "$(DESTDIR)$(MANDIR)/man3"
	install -m 644 $(wildcard man/*.5) "$(DESTDIR)$(MANDIR)/man5"
	install -m 644 $(wildcard man/*.7) "$(DESTDIR)$(MANDIR)/man7"
	install -p -m 644 $(WORDS_DATA) share/words.idx \
	    "$(DESTDIR)$(DATADIR)/xwtools"
	@# The loader finds a new soname in /usr/local/lib only once its
	@# cache is made again; root only, and not for a staged install.
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ]; then \
	    ldconfig 2>/dev/null || :; fi

uninstall:
	rm -f $(TOOLS:%="$(DESTDIR)$(BINDIR)/%")
	rm -f "$(DESTDIR)$(LIBDIR)/$(notdir $(LIB))" \
	    "$(DESTDIR)$(LIBDIR)/$(notdir $(SHLIB))" \
	    "$(DESTDIR)$(LIBDIR)/$(SONAME)" "$(DESTDIR)$(LIBDIR)/libxw.so" \
	    "$(DESTDIR)$(LIBDIR)/pkgconfig/xw.pc"
	rm -f $(PUBLIC_HDR:common/%="$(DESTDIR)$(INCLUDEDIR)/xw/%")
	rm -f $(patsubst man/%,"$(DESTDIR)$(MANDIR)/man1/%",$(wildcard man/*.1))
	rm -f $(patsubst man/%,"$(DESTDIR)$(MANDIR)/man3/%",$(wildcard man/*.3))
	rm -f $(patsubst man/%,"$(DESTDIR)$(MANDIR)/man5/%",$(wildcard man/*.5))
	rm -f $(patsubst man/%,"$(DESTDIR)$(MANDIR)/man7/%",$(wildcard man/*.7))
	@# Only the files install put in the data folder: a list of the
	@# user's own there stays, and so does the folder with it, which
	@# keeps the record of the made folders still there, so that an
	@# uninstall once they are empty removes them.
	made=$$($(read_folders)); \
	rm -f $(patsubst share/%,"$(DESTDIR)$(DATADIR)/xwtools/%",$(WORDS_DATA)) \
	    "$(DESTDIR)$(DATADIR)/xwtools/words.idx" "$(FOLDERS)"; \
	for d in $$made; do rmdir "$(DESTDIR)$$d" 2>/dev/null || :; done; \
	left=$$(for d in $$made; do [ ! -d "$(DESTDIR)$$d" ] || echo "$$d"; \
	    done); \
	if [ -n "$$left" ]; then \
	    echo "make uninstall: kept, not empty:" $$left >&2; \
	    [ ! -d "$(DESTDIR)$(DATADIR)/xwtools" ] || \
	    echo "$$left" >"$(FOLDERS)"; \
	fi

release:
	git archive --prefix=xwtools-$(VERSION)/ -o xwtools-$(VERSION).tar.gz HEAD

clean:
	rm -rf bin
	rm -f $(LIB) common/*.o common/*.d cmd/*/*.o cmd/*/*.d
	rm -f cmd/ipuz-render/lazy_sym.h
	rm -rf common/pic
	rm -f common/libxw.so.* $(SHLIB_MAP) $(CONFIG_STAMPS)
	rm -f t/unit/*.o t/unit/*.d $(UNIT_TESTS) $(FUZZ_TARGETS)
	rm -f $(FUZZ_REPLAY) t/fuzz/*.d
	rm -f $(TEST_HELPERS) $(TEST_HELPERS:=.d)
	rm -f share/words.idx

# Also the word list built from scowl.
distclean: clean
	rm -f $(WORDS_DATA)

.PHONY: all bench bench-full bench-draws check demo pictures asan lint fuzz fuzz-replay install uninstall release clean distclean
