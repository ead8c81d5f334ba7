/* The stores of an omp simd loop's vector code that write one lane of a
   vector of pointers a predication redirect selected (GCC's emulated
   scatters): each lane is an iteration the program declares
   independent of the others, so a gather through the same pointers
   reads what such a store writes only in its own lane, and only at the
   bytes it writes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_LANE_STORES_H
#define VSHAPE_VLS_LANE_STORES_H

#include "vls_access.h"

/* Where STORE writes, when it is lane *POS of vector *ROOT plus
   *OFFSET bytes: (void *) BIT_FIELD_REF <ROOT, size, size * POS>, maybe
   plus a constant, as GCC's emulated scatter writes.  */
bool vls_lane_store_place (gimple *store, tree *root, unsigned *pos,
			   HOST_WIDE_INT *offset);

/* Whether the vectors of pointers A and B, both a redirect's selects,
   choose the same pointer of the program: the same vector, or copies of
   one for other lanes of the vector loop.  */
bool vls_same_redirect_p (tree a, tree b);

/* Whether STORE writes a lane of a vector of pointers that a
   predication redirect selected, at bytes no lane of M reads: another
   lane (another iteration), or bytes of its own lane that M's lane
   does not read.  M's lanes must all go through such vectors.  */
bool vls_lane_store_apart_p (const vls_access &m, gimple *store);

/* The same before the vectorizer, for the cost client's groups (the
   vls pass's accesses are vector ones, which this never lets move):
   whether the scalar STORE writes through a predication redirect's
   pointer that chooses the same address of the program as the scalar
   read M goes through (its index, on a zero base), at bytes M does not
   read.  Where the branch is not taken, the read goes to the plugin's
   slot and the write to its sink, and neither meets the program's
   memory.  */
bool vls_scalar_store_apart_p (const vls_access &m, gimple *store);

#endif
