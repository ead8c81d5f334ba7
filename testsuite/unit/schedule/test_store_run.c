/* Unit tests of the order of a run of adjacent vector stores
   (src/schedule/store_run).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "store_run.h"
#include "unit_check.h"

int
main (void)
{
  unsigned order[VS_STORE_RUN_MAX];

  /* GCC 12's order of two 64-byte halves: the upper one first.  */
  struct vs_store_ref pair[] = { { 64, 64 }, { 0, 64 } };
  UNIT_CHECK (vs_store_run_decide (pair, 2, order) == VS_STORE_RUN_REORDER
	      && order[0] == 1 && order[1] == 0,
	      "two halves, upper first: reordered");

  struct vs_store_ref fwd[] = { { -32, 32 }, { 0, 32 } };
  UNIT_CHECK (vs_store_run_decide (fwd, 2, order) == VS_STORE_RUN_ASCENDING,
	      "two halves in order, negative offsets: kept");

  /* Four quarters in a scrambled order.  */
  struct vs_store_ref quads[] = { { 96, 32 }, { 32, 32 }, { 64, 32 },
				  { 0, 32 } };
  UNIT_CHECK (vs_store_run_decide (quads, 4, order) == VS_STORE_RUN_REORDER
	      && order[0] == 3 && order[1] == 1 && order[2] == 2
	      && order[3] == 0,
	      "four quarters scrambled: sorted");

  struct vs_store_ref overlap[] = { { 32, 64 }, { 0, 64 } };
  UNIT_CHECK (vs_store_run_decide (overlap, 2, order) == VS_STORE_RUN_OVERLAP,
	      "overlapping stores: kept");

  struct vs_store_ref same[] = { { 0, 16 }, { 0, 16 } };
  UNIT_CHECK (vs_store_run_decide (same, 2, order) == VS_STORE_RUN_OVERLAP,
	      "two stores to one place: kept (the last must stay last)");

  struct vs_store_ref gap[] = { { 128, 64 }, { 0, 64 } };
  UNIT_CHECK (vs_store_run_decide (gap, 2, order) == VS_STORE_RUN_GAP,
	      "a gap between the stores: kept");

  struct vs_store_ref mixed[] = { { 32, 16 }, { 0, 32 } };
  UNIT_CHECK (vs_store_run_decide (mixed, 2, order) == VS_STORE_RUN_REORDER
	      && order[0] == 1 && order[1] == 0,
	      "widths differ but tile the range: reordered");

  UNIT_CHECK (vs_store_run_decide (pair, 1, order) == VS_STORE_RUN_SHORT,
	      "one store: nothing to order");

  struct vs_store_ref many[VS_STORE_RUN_MAX + 1];
  for (unsigned i = 0; i <= VS_STORE_RUN_MAX; i++)
    {
      many[i].offset = 16 * (long long) (VS_STORE_RUN_MAX - i);
      many[i].size = 16;
    }
  UNIT_CHECK (vs_store_run_decide (many, VS_STORE_RUN_MAX + 1, order)
	      == VS_STORE_RUN_TOO_LONG,
	      "a run longer than the limit: kept");
  UNIT_CHECK (vs_store_run_decide (many + 1, VS_STORE_RUN_MAX, order)
	      == VS_STORE_RUN_REORDER
	      && order[0] == VS_STORE_RUN_MAX - 1 && order[VS_STORE_RUN_MAX - 1] == 0,
	      "a run of the limit's length, descending: reversed");

  UNIT_CHECK (strstr (vs_store_run_verdict_text (VS_STORE_RUN_GAP), "gap")
	      && strstr (vs_store_run_verdict_text (VS_STORE_RUN_REORDER),
			 "ascending"),
	      "verdict texts");
  return unit_finish ();
}
