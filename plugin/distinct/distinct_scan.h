/* Indexed read-modify-writes behind a check of their indices: the scan
   of one loop's accesses into the core's description
   (distinct_decision.h), and the index it found.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_DISTINCT_SCAN_H
#define VSHAPE_DISTINCT_SCAN_H

/* The index a loop's stores go through: at BASE + KEY, KEY computed by
   CHAIN from the value LOAD reads at START + STEP * t in iteration t,
   for t from 0 to COUNT.  The check compares the value after the first
   COMPARED statements of CHAIN (the load's value where 0): the rest
   maps distinct values to distinct keys.  */
struct distinct_key
{
  tree base;
  tree key;
  gimple *load;
  auto_vec<gimple *> chain;
  unsigned compared;
  tree start;
  tree step;
  tree count;
};

/* Describes LOOP into *L for the core, and its index into *K where its
   stores have one; EMULATED_SCATTERS where the vectorizer will store
   the copy's scattered elements one a lane.  Needs dominators.  */
void distinct_scan_loop (class loop *loop, bool emulated_scatters,
			 struct vs_distinct_loop *l, distinct_key *k);

#endif
