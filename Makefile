# See LICENSE file for copyright and license details.
# xwtools needs GNU make (pattern rules, -MMD dependency files).

VERSION != cat VERSION

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man
DATADIR = $(PREFIX)/share

CC ?= cc
AR ?= ar
CFLAGS ?= -g -O2
override CFLAGS += -std=c11 -Wall -Wextra -Wpedantic -Wstrict-prototypes \
	-Wmissing-prototypes -Wshadow -Wformat=2 -MMD -MP
override CPPFLAGS += -D_POSIX_C_SOURCE=200809L -Icommon \
	-DXW_VERSION=\"$(VERSION)\" -DXW_DATADIR=\"$(DATADIR)/xwtools\"

JSONC_CFLAGS != pkg-config --cflags json-c 2>/dev/null || echo
JSONC_LIBS != pkg-config --libs json-c 2>/dev/null || echo -ljson-c
XML_CFLAGS != pkg-config --cflags libxml-2.0 libzip 2>/dev/null || \
	echo -I/usr/include/libxml2
XML_LIBS != pkg-config --libs libxml-2.0 libzip 2>/dev/null || echo -lxml2 -lzip
CMOCKA_LIBS != pkg-config --libs cmocka 2>/dev/null || echo -lcmocka
XW_SHARED ?= $(CURDIR)/../shared
override CPPFLAGS += $(JSONC_CFLAGS) $(XML_CFLAGS)
# libxml2 and libzip are not linked: common/jpz.c loads them on the first
# .jpz (XML_LIBS is kept for whoever wants them linked after all).
LIBS = $(JSONC_LIBS) -ldl

TOOLS = \
	gridfill \
	ipuz-check \
	ipuz-convert \
	ipuz-render \
	wordfind

# Every common/*.c is part of the library, every t/unit/*_test.c a test:
# a new format module or test needs no line here.
COMMON_OBJ = $(patsubst %.c,%.o,$(sort $(wildcard common/*.c)))
UNIT_TESTS = $(patsubst %.c,%,$(sort $(wildcard t/unit/*_test.c)))

BIN = $(TOOLS:%=bin/%)
tool_obj = $(patsubst %.c,%.o,$(wildcard cmd/$(1)/*.c))
TOOL_OBJ = $(foreach t,$(TOOLS),$(call tool_obj,$(t)))
LIB = common/libxw.a
MAN = $(wildcard man/*.1 man/*.5 man/*.7)

include share/words.mk

all: $(BIN) $(WORDS_DATA) share/words.idx

share/words.idx: share/words.txt bin/wordfind
	bin/wordfind -B -w share/words.txt -o $@

# Made anew, so that a module removed from common/ leaves no member behind.
$(LIB): $(COMMON_OBJ)
	rm -f $@
	$(AR) rcs $@ $(COMMON_OBJ)

.SECONDEXPANSION:
bin/%: $$(call tool_obj,$$*) $(LIB)
	@mkdir -p bin
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

t/unit/%_test: t/unit/%_test.o $(LIB)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(LIBS)

# ipuz-render alone draws with cairo and pango, and loads them only to
# draw a page (cmd/ipuz-render/lazy.h): the other tools do not link
# them, and start in about a millisecond, as does a terminal picture.
RENDER_CFLAGS != pkg-config --cflags pangocairo cairo
$(call tool_obj,ipuz-render): override CPPFLAGS += $(RENDER_CFLAGS)
bin/ipuz-render: LIBS += -lm

-include $(COMMON_OBJ:.o=.d) $(TOOL_OBJ:.o=.d) $(UNIT_TESTS:=.d)

check: all $(UNIT_TESTS)
	CMOCKA_MESSAGE_OUTPUT=TAP PATH="$(CURDIR)/bin:$$PATH" \
	    XW_DATADIR="$(CURDIR)/share" \
	    XW_SHARED="$(XW_SHARED)" REGEN="$(REGEN)" \
	    prove $(PROVEFLAGS) t/*.t $(UNIT_TESTS) </dev/null

# Speed against the baselines, measured side by side in one run.
bench: all
	sh bench/wordfind.sh
	sh bench/convert.sh
	sh bench/gridfill.sh
	sh bench/render.sh

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
	    $(MAKE) check CFLAGS="-g -O1 -fsanitize=address,undefined \
	    -fno-omit-frame-pointer -fno-sanitize-recover=all"; \
	    status=$$?; $(MAKE) clean; exit $$status

lint:
	mandoc -Tlint -Wwarning $(MAN)
	@for t in $(TOOLS); do test -f man/$$t.1 || \
	    { echo "man/$$t.1 missing"; exit 1; }; done

FUZZ_TARGETS = t/fuzz/formats_fuzz t/fuzz/ipuz_fuzz t/fuzz/puz_fuzz
fuzz: $(FUZZ_TARGETS)
	mkdir -p t/fuzz/new-formats t/fuzz/new-ipuz t/fuzz/new-puz
	t/fuzz/formats_fuzz -max_total_time=60 -max_len=65536 \
	    t/fuzz/new-formats t/data $(XW_SHARED)/corpus/jpz \
	    $(XW_SHARED)/corpus/xd
	t/fuzz/ipuz_fuzz -max_total_time=60 -max_len=65536 t/fuzz/new-ipuz \
	    t/fuzz/corpus examples
	t/fuzz/puz_fuzz -max_total_time=60 -max_len=65536 t/fuzz/new-puz \
	    $(XW_SHARED)/corpus/puz

t/fuzz/%_fuzz: t/fuzz/%_fuzz.c t/fuzz/roundtrip.h $(COMMON_OBJ:.o=.c)
	clang -g -O1 -fsanitize=fuzzer,address,undefined $(CPPFLAGS) \
	    -o $@ $(filter %.c,$^) $(LIBS)

install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7 \
	    $(DESTDIR)$(DATADIR)/xwtools
	install -m 755 $(BIN) $(DESTDIR)$(BINDIR)
	install -m 644 $(wildcard man/*.1) $(DESTDIR)$(MANDIR)/man1
	install -m 644 $(wildcard man/*.5) $(DESTDIR)$(MANDIR)/man5
	install -m 644 $(wildcard man/*.7) $(DESTDIR)$(MANDIR)/man7
	install -p -m 644 $(WORDS_DATA) share/words.idx \
	    $(DESTDIR)$(DATADIR)/xwtools

uninstall:
	rm -f $(TOOLS:%=$(DESTDIR)$(BINDIR)/%)
	rm -f $(patsubst man/%,$(DESTDIR)$(MANDIR)/man1/%,$(wildcard man/*.1))
	rm -f $(patsubst man/%,$(DESTDIR)$(MANDIR)/man5/%,$(wildcard man/*.5))
	rm -f $(patsubst man/%,$(DESTDIR)$(MANDIR)/man7/%,$(wildcard man/*.7))
	rm -rf $(DESTDIR)$(DATADIR)/xwtools

release:
	git archive --prefix=xwtools-$(VERSION)/ -o xwtools-$(VERSION).tar.gz HEAD

clean:
	rm -rf bin
	rm -f $(LIB) common/*.o common/*.d cmd/*/*.o cmd/*/*.d
	rm -f t/unit/*.o t/unit/*.d $(UNIT_TESTS) $(FUZZ_TARGETS)
	rm -f share/words.idx

# Also the word list built from scowl.
distclean: clean
	rm -f $(WORDS_DATA)

.PHONY: all bench check demo pictures asan lint fuzz install uninstall release clean distclean
