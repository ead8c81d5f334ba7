/* Unit tests of the promotion decision (src/promote): which loops keep
   their locations in memory, and why.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "promote_decision.h"
#include "unit_check.h"

/* A block-sparse product's row of 2 x 2 blocks: two locations of y
   stored twice each, the blocks' entries (a constant step: checked
   before the loop) and x's pair (through the column index: checked at
   each iteration).  */
static struct vs_promote_loop
block_row (void)
{
  struct vs_promote_loop l;
  memset (&l, 0, sizeof l);
  l.locations = 2;
  l.one_base = 1;
  l.in_one_block = 1;
  l.stores = 4;
  l.ranges_before = 1;
  l.ranges_in_loop = 1;
  return l;
}

int
main (void)
{
  struct vs_promote_loop l = block_row ();
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_YES,
	      "a block row: promoted");

  l.calls = 1;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_CALL
	      && strstr (vs_promote_verdict_text (VS_PROMOTE_CALL), "call"),
	      "a call blocks, and the reason says so");
  l = block_row ();
  l.volatiles = 1;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_VOLATILE,
	      "a volatile access blocks");
  l = block_row ();
  l.other_stores = 1;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_OTHER_STORE,
	      "a store through another pointer blocks");
  l = block_row ();
  l.one_base = 0;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_BASES,
	      "locations of two bases block");
  l = block_row ();
  l.in_one_block = 0;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_SPREAD,
	      "a location stored in a branch stays in memory");
  l = block_row ();
  l.uncheckable = 1;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_UNCHECKABLE,
	      "a read without an address blocks");

  l = block_row ();
  l.stored_products = 1;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_STORED_PRODUCT
	      && *vs_promote_verdict_text (VS_PROMOTE_STORED_PRODUCT),
	      "a stored product could be fused without its store: kept in "
	      "memory");

  l = block_row ();
  l.ranges_before = l.ranges_in_loop = 0;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_NOTHING_TO_CHECK,
	      "nothing may touch it: left to GCC's store motion");
  l.ranges_before = 3;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_YES,
	      "checks before the loop alone: promoted");

  l = block_row ();
  l.ranges_in_loop = VS_PROMOTE_MAX_CHECKS_IN_LOOP + 1;
  l.stores = 100;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_TOO_MANY_CHECKS,
	      "too many ranges at each iteration");

  l = block_row ();
  l.stores = 1;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_NOT_WORTH,
	      "a sparse row: one store saved for a check at each iteration");
  l.loaded = 1;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_YES,
	      "a value that goes through memory: promoted");

  l = block_row ();
  l.ranges_in_loop = 0;
  l.ranges_before = 2;
  UNIT_CHECK (!vs_promote_check_before_nest (&l),
	      "a tap loop the client cannot check over its nest: checked "
	      "before each run");
  l.nest_checkable = 1;
  UNIT_CHECK (vs_promote_check_before_nest (&l),
	      "a tap loop checked over its nest: before the enclosing loop");

  l = block_row ();
  l.ranges_in_loop = 1;
  l.stores = 1;
  UNIT_CHECK (!vs_promote_check_before_nest (&l)
	      && vs_promote_decide (&l) == VS_PROMOTE_NOT_WORTH,
	      "a read through an index the client cannot bound over the "
	      "nest: checked at each iteration, where a store saved does "
	      "not pay for it");
  l.nest_checkable = 1;
  l.ranges_indexed = 2;
  UNIT_CHECK (vs_promote_check_before_nest (&l)
	      && vs_promote_decide (&l) == VS_PROMOTE_YES,
	      "an element row whose node reads an index bounds: every check "
	      "before the enclosing loop, none at each iteration");
  l.ranges_in_loop = VS_PROMOTE_MAX_CHECKS_IN_LOOP + 1;
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_YES,
	      "ranges bounded over the nest cost nothing at each iteration");

  memset (&l, 0, sizeof l);
  UNIT_CHECK (vs_promote_decide (&l) == VS_PROMOTE_NO_CANDIDATE
	      && *vs_promote_verdict_text (VS_PROMOTE_NO_CANDIDATE)
	      && !*vs_promote_verdict_text (VS_PROMOTE_YES),
	      "no location: no candidate");

  return unit_failures != 0;
}
