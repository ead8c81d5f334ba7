/* Indexed read-modify-writes behind a check of their indices: the
   check's backoff (src/distinct/distinct_decision.h tells the policy),
   a counter per copy that lets entries skip the check after lists that
   kept failing it.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_DISTINCT_BACKOFF_H
#define VSHAPE_DISTINCT_BACKOFF_H

/* A copy's backoff: where it reads its counter, and its conditions.  */
struct distinct_backoff
{
  basic_block gate;		/* reads the counter, before the check */
  tree counter;			/* the copy's static counter */
  tree misses;			/* its value at the entry */
  gcond *due;			/* true: the entry runs the check (NULL
				   until distinct_gate_backoff) */
  gcond *changed;		/* true: the entry stores the counter */
};

/* Reads a new counter in GATE (an empty block of its own, the check's
   only way in), and after PASS (the check's result, computed in the
   block that ends the check) stores the counter where it changes: zero
   where the check passed, one more where it failed.  Sets *B.  */
void distinct_begin_backoff (basic_block gate, tree pass,
			     distinct_backoff *b);

/* Once the loop is versioned: B's gate runs the check only where it is
   due, and elsewhere counts the entry and goes straight to STOCK, the
   loop's stock version, so that the check's values dominate the copy.
   Leaves the check always due where STOCK's preheader has PHIs.  */
void distinct_gate_backoff (distinct_backoff *b, class loop *stock);

/* Makes B's entries run the check and leave the counter alone, so that
   the counter becomes dead code with the check, once nothing uses the
   check's result.  */
void distinct_remove_backoff (const distinct_backoff &b);

#endif
