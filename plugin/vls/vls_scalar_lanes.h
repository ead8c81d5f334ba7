/* Index lanes computed from scalars.  An emulated gather, GCC's or a
   group's, takes each lane's address from an element of an integer
   vector: the vectorizer loads the indices as a vector, scales and
   widens them in vector registers, then moves each element to a
   general register (movq, pextrq, vextracti128).  The element can
   instead be computed the way the scalar loop did: the same lane-wise
   arithmetic on the index element of the loaded vector (which GCC then
   loads as a scalar, once every use of the vector is such an element)
   or on the scalar the vector was built of, arithmetic the address
   then absorbs (movslq, and a scaled index with a displacement).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_SCALAR_LANES_H
#define VSHAPE_VLS_SCALAR_LANES_H

#include "gcc_compat.h"

/* Element POS of the integer vector V, one of LANES elements of V
   computed alike, into *SEQ: from scalars where that costs less than
   the extractions (from constants, the scalar elements of a
   CONSTRUCTOR, the element of a vector load, through the lane-wise
   operations (conversions, unpacks, sums, differences, products,
   shifts and bitwise operations, widening products with a constant)
   that made V, with one element of a vector load and a few operations
   at most), else extracted from the first vector of that walk it
   cannot follow, or from V itself.  Never NULL_TREE.  */
tree vls_lane_value (tree v, unsigned pos, unsigned lanes, gimple_seq *seq);

/* Replace the extractions of whole elements of an integer vector in BB
   (not a vector load's, which GCC turns into loads) by their
   computation from scalars (vls_lane_value), all of a vector's
   extractions or none; an element as wide as an address is computed as
   the address arithmetic the index walk finds (an extended element
   times a constant plus a constant).  The vectors no longer used go to
   DEAD; each replacement is said in DUMP (when not NULL).  */
void vls_scalarize_lanes (basic_block bb, bitmap dead, FILE *dump);

#endif
