# See LICENSE file for copyright and license details.
# The default word list, built from Debian's scowl package; included by the
# top-level Makefile. share/words.txt and share/SCOWL-COPYRIGHT are build
# outputs (see .gitignore): the same scowl package gives the same bytes.

SCOWL_DIR ?= /usr/share/dict/scowl
SCOWL_COPYRIGHT ?= /usr/share/doc/scowl/copyright
WORDS_DATA = share/words.txt share/SCOWL-COPYRIGHT

# The directory is a prerequisite so an upgrade of scowl rebuilds the list.
# Written to a temporary file first: a failed build leaves no short list.
share/words.txt: share/mkwords.sh $(SCOWL_DIR)
	sh share/mkwords.sh $(SCOWL_DIR) >$@.tmp || { rm -f $@.tmp; exit 1; }
	mv $@.tmp $@

share/SCOWL-COPYRIGHT: $(SCOWL_COPYRIGHT)
	{ echo 'share/words.txt is built by share/mkwords.sh from the SCOWL'; \
	  echo 'word lists (english and american, size levels 10 to 70) of the'; \
	  echo 'Debian scowl package. Their copyright notice follows.'; \
	  echo; cat $(SCOWL_COPYRIGHT); } >$@.tmp
	mv $@.tmp $@

# Rules for the prerequisites themselves, run only when they are missing,
# so the error says what to do instead of "No rule to make target".
$(SCOWL_DIR) $(SCOWL_COPYRIGHT):
	@echo "$@ is missing; install the scowl package: ./bootstrap" >&2
	@exit 1

# Included before the Makefile's first rule, this file would have made
# share/words.txt the default goal; give that choice back to the Makefile.
ifeq ($(.DEFAULT_GOAL),share/words.txt)
.DEFAULT_GOAL :=
endif
