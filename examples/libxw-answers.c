/* See LICENSE file for copyright and license details. */
/* Print the across answers of a puzzle in any format libxw reads. */
#include <stdio.h>
#include <stdlib.h>

#include <xw/format.h>
#include <xw/grid.h>
#include <xw/util.h>

int
main(int argc, char *argv[])
{
	struct xw_error e;
	struct xw_puzzle *p;
	size_t i;

	xw_setprogname(argv[0]);
	p = xw_puzzle_load(argc > 1 ? argv[1] : NULL, NULL, &e, NULL);
	if (p == NULL) {
		xw_report(&e);
		return XW_EXIT_TROUBLE;
	}
	for (i = 0; i < p->nslots; i++) {
		const struct xw_slot *s = &p->slots[i];
		char *answer;

		if (s->dir != XW_DIR_ACROSS)
			continue;
		answer = xw_slot_answer(p, s);
		printf("%d %s\n", s->number,
		    answer != NULL ? answer : "?");
		free(answer);
	}
	xw_puzzle_free(p);
	return XW_EXIT_OK;
}
