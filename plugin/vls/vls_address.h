/* Addresses taken apart into BASE + OFFSET + extend (INDEX) * SCALE,
   for the files that find gathers and scatters (vls_find*.cc).
   Internal to the finder; the rest of the pass sees vls_access.h.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_ADDRESS_H
#define VSHAPE_VLS_ADDRESS_H

#include "gcc_compat.h"
#include "vls_access.h"

/* An address taken apart: BASE + OFF + extend (INDEX) * SCALE, where
   BASE and INDEX are optional.  LOOP is the innermost loop of the
   gather: a name defined outside it (or a parameter) has one value for
   the whole loop.  SCALAR_INDEX is for the scalar loads of a loop the
   vectorizer has not yet changed (the cost client): an integer the loop
   computes may then be the index too, as lane 0 of itself.  */
struct vls_address_parts
{
  tree base;
  bool has_index;
  vls_index_lane index;
  HOST_WIDE_INT scale;
  HOST_WIDE_INT off;
  class loop *loop;
  bool scalar_index;
};

/* Nothing yet, in the loop of STMT.  */
vls_address_parts vls_empty_address_parts (gimple *stmt);

/* True when T's type is as wide as an address, so that adding it to an
   address wraps the same way.  */
bool vls_address_wide_p (tree t);

/* Add MULT times the address-wide value T to *A; false when T is not of
   the form the pass understands.  DEPTH is how deep the walk already
   is (0 for an address).  */
bool vls_decompose_address (tree t, HOST_WIDE_INT mult,
			    vls_address_parts *a, int depth);

/* Add MULT times the integer T, extended to address width as its type
   says, to *A: an address-wide value as vls_decompose_address takes it,
   a narrower one as an index.  */
bool vls_decompose_index (tree t, HOST_WIDE_INT mult, vls_address_parts *a,
			  int depth);

/* The base T with conversions between address-wide types stripped, so
   that bases compare equal.  */
tree vls_strip_base (tree t);

/* Fill the per-lane addresses of G from pointer BASE, index vector INDEX
   (extended as UNS says) and SCALE; false when BASE is not understood.
   A constant BASE with an index of addresses (SCALE 1) that a
   predication redirect selected gives G the base zero, of type
   sizetype.  */
bool vls_set_vector_index (vls_access *g, tree base, tree index,
			   HOST_WIDE_INT scale, bool uns);

#endif
