/* What each lane of a gather's or scatter's index is, for the files
   that find them (vls_find*.cc, vls_address.cc): the element of which
   vector it is, how it is extended to address width, the constant it
   was offset by, and a power of two known to divide it.  Internal to
   the finder; the rest of the pass sees vls_access.h.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_LANES_H
#define VSHAPE_VLS_LANES_H

#include "gcc_compat.h"
#include "vls_access.h"

/* How many SSA definitions deep the walks over one address
   (vls_decompose_address) and over one index lane (its range, and
   vls_resolve_index_lane) go: one bound for both, each walk counting
   from 0 (an address walk that reaches an index element starts the lane
   walk afresh).  Past it an index walk takes the lane as it is (its
   vector, or the whole range of its type) and the address walk fails on
   that operand.  The vectorizer's chains are much shorter (an index
   lane: a permutation or two, an unpack per halving of the element, a
   conversion, an added constant; an address: pointer pluses, a
   multiply, a conversion, an element extract), so the bound only stops
   unusually long chains.  It also bounds the work: the address walk
   follows both operands of a sum, so its calls may double at each
   level.  Not the depth of vls_same_value_p (vls_values.cc), which
   bounds a comparison of two values' definitions.  */
const int vls_max_walk_depth = 12;

/* Follow element LANE of the integer vector V, extended to address
   width (zero-extended when UNS), back to the vector it comes from
   (through constant permutations, value-preserving conversions and
   unpacks, and sums with splatted constants that cannot wrap).  Store
   that vector, the lane and how it is extended in *OUT, and add the
   constants to *ADD: the extended element of V is the extended element
   of *OUT plus *ADD.  DEPTH is how deep the walk already is.  With MUL
   (1 on entry), products with splatted constants that cannot wrap are
   followed too, their factors multiplied into *MUL and the constants
   added later scaled by it: the extended element of V is *MUL times the
   extended element of *OUT, plus *ADD.  */
void vls_resolve_index_lane (tree v, unsigned lane, bool uns,
			     vls_index_lane *out, HOST_WIDE_INT *add,
			     int depth, HOST_WIDE_INT *mul = NULL);

/* The element of an integer vector the statement STMT extracts whole
   (a BIT_FIELD_REF into an SSA name as wide as the element), its
   vector in *VEC; -1 when STMT is no such extraction.  */
int vls_extracted_lane (gimple *stmt, tree *vec);

/* If T is an element of an integer vector (a BIT_FIELD_REF of a whole
   element), describe it in *OUT, with the constant it is above the
   element of *OUT in *ADD; UNS says how T is extended.  */
bool vls_index_element_p (tree t, bool uns, vls_index_lane *out,
			  HOST_WIDE_INT *add);

/* log2 of a power of two that divides every element of the integer
   vector ROOT (0 when none is known).  */
unsigned vls_known_pow2_factor (tree root);

/* A positive number that divides every element of the integer vector
   ROOT, whatever its values, once extended to an address as unsigned
   (UNS) or signed: the constant of a product that cannot wrap, else the
   power of two vls_known_pow2_factor finds (1 when none is known); at
   most 1 << 30.  */
HOST_WIDE_INT vls_known_factor (tree root, bool uns);

#endif
