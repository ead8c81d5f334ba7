/* Accumulators kept in memory: the addresses a nest reaches through an
   index array, bounded by a loop before the nest.

   A read such as u[3 * nodes[b]] in an element loop, or the location
   r[3 * nodes[a]] itself, has no range a constant step describes; but
   where the index array's slice is read at a constant step through one
   loop of the nest, and nothing in the nest stores to it, a loop before
   the nest that computes the smallest and the largest of those
   addresses gives their range over every iteration.  Its loads are
   loads the nest makes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PROMOTE_INDEX_HULL_H
#define VSHAPE_PROMOTE_INDEX_HULL_H

/* An address computed from one load of an index: CHAIN holds the
   statements from LOAD's value to the address (each with one operand
   that varies in the nest), LOAD reads at START + t * STEP for
   t = 0 .. COUNT (a latch count) in the loop it steps in.  LO and HI,
   once emit_index_hulls ran, are the smallest and the largest address
   (sizetype values).  */
struct index_hull
{
  gimple *load = NULL;
  auto_vec<gimple *> chain;
  tree start = NULL_TREE, step = NULL_TREE, count = NULL_TREE;
  tree lo = NULL_TREE, hi = NULL_TREE;
};

/* Whether KEY, an address INNER (OUTER's innermost loop, or OUTER
   itself) uses, is an address computed from an index the nest OUTER
   reads as index_hull tells; H describes it.  */
bool index_hull_form (class loop *inner, class loop *outer, tree key,
		      index_hull *h);

/* Sets the bounds of HULLS, computed before BB, the block before the
   nest: loops between BB and its predecessor, one for each slice of
   indices where an address grows with its index (the bounds of the
   index give those of each address, in BB), one for each other
   address.  */
void emit_index_hulls (basic_block bb, vec<index_hull *> &hulls);

#endif
