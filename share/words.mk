# See LICENSE file for copyright and license details.
# The default word list, built from Debian's scowl and wordnet-base
# packages; included by the top-level Makefile. share/words.txt and the two
# notices are build outputs (see .gitignore): the same packages give the
# same bytes.

SCOWL_DIR ?= /usr/share/dict/scowl
SCOWL_COPYRIGHT ?= /usr/share/doc/scowl/copyright
WORDNET_DIR ?= /usr/share/wordnet
WORDNET_COPYRIGHT ?= /usr/share/doc/wordnet-base/copyright
WORDS_DATA = share/words.txt share/SCOWL-COPYRIGHT share/WORDNET-COPYRIGHT

# The directories are prerequisites so an upgrade of either package
# rebuilds the list. Written to a temporary file first: a failed build
# leaves no short list.
share/words.txt: share/mkwords.sh $(SCOWL_DIR) $(WORDNET_DIR)
	sh share/mkwords.sh $(SCOWL_DIR) $(WORDNET_DIR) >$@.tmp || \
	    { rm -f $@.tmp; exit 1; }
	mv $@.tmp $@

share/SCOWL-COPYRIGHT: $(SCOWL_COPYRIGHT)
	{ echo 'share/words.txt is built by share/mkwords.sh from the SCOWL'; \
	  echo 'word lists (english and american, size levels 10 to 70) of the'; \
	  echo 'Debian scowl package. Their copyright notice follows.'; \
	  echo; cat $(SCOWL_COPYRIGHT); } >$@.tmp
	mv $@.tmp $@

share/WORDNET-COPYRIGHT: $(WORDNET_COPYRIGHT)
	{ echo 'The phrases of share/words.txt (ice cream, at ease) are built by'; \
	  echo 'share/mkwords.sh from the index files and tag counts of WordNet'; \
	  echo '3.0, from the Debian wordnet-base package. Its copyright notice'; \
	  echo 'and licence follow.'; \
	  echo; cat $(WORDNET_COPYRIGHT); } >$@.tmp
	mv $@.tmp $@

# Rules for the prerequisites themselves, run only when they are missing,
# so the error says what to do instead of "No rule to make target".
$(SCOWL_DIR) $(SCOWL_COPYRIGHT):
	@echo "$@ is missing; install the scowl package: ./bootstrap" >&2
	@exit 1
$(WORDNET_DIR) $(WORDNET_COPYRIGHT):
	@echo "$@ is missing; install the wordnet-base package: ./bootstrap" >&2
	@exit 1

# Included before the Makefile's first rule, this file would have made
# share/words.txt the default goal; give that choice back to the Makefile.
ifeq ($(.DEFAULT_GOAL),share/words.txt)
.DEFAULT_GOAL :=
endif
