/* Recognition of the emulated scatter GCC 14 and later build for x86
   when it has no scatter instruction: per lane, the lane's pointer and
   the lane's value taken out of their vectors and a scalar store, lanes
   in order.  Only stores through the pointers a predication redirect
   selected are taken: their lanes are the iterations of an omp simd
   loop, in order (vls_client.cc, lanes_are_iterations).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_find.h"
#include "vls_lane_stores.h"
#include "pred_marks.h"

namespace {

/* The vector whose element STORE stores, and the element's size and
   position in bits: the stored name is BIT_FIELD_REF <*VEC, *BITS,
   *AT>, of an SSA vector; false otherwise.  */
bool
stored_element (gassign *store, tree *vec, unsigned HOST_WIDE_INT *bits,
		unsigned HOST_WIDE_INT *at)
{
  tree rhs = gimple_assign_rhs1 (store);
  if (TREE_CODE (rhs) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (rhs));
  if (!def || gimple_assign_rhs_code (def) != BIT_FIELD_REF)
    return false;
  tree ref = gimple_assign_rhs1 (def);
  *vec = TREE_OPERAND (ref, 0);
  if (TREE_CODE (*vec) != SSA_NAME || !tree_fits_uhwi_p (TREE_OPERAND (ref, 1))
      || !tree_fits_uhwi_p (TREE_OPERAND (ref, 2)))
    return false;
  *bits = tree_to_uhwi (TREE_OPERAND (ref, 1));
  *at = tree_to_uhwi (TREE_OPERAND (ref, 2));
  return true;
}

/* Whether STORE stores element LANE of G's vector (G's LHS), as a
   scalar of G's element type, and is not volatile.  */
bool
stores_lane_p (gassign *store, const vls_access *g, unsigned lane)
{
  tree vec;
  unsigned HOST_WIDE_INT bits, at;
  unsigned HOST_WIDE_INT want = g->elem_size * BITS_PER_UNIT;
  return (!gimple_has_volatile_ops (store)
	  && types_compatible_p (TREE_TYPE (gimple_assign_lhs (store)),
				 g->elem_type)
	  && stored_element (store, &vec, &bits, &at) && vec == g->lhs
	  && bits == want && at == want * lane);
}

} // namespace

bool
vls_recognize_emulated_scatter (gassign *store, vls_access *g)
{
  tree root, value;
  unsigned pos;
  HOST_WIDE_INT offset;
  unsigned HOST_WIDE_INT nptrs, bits, at;
  if (!gimple_assign_single_p (store)
      || !vls_lane_store_place (store, &root, &pos, &offset) || pos != 0
      || !pred_select_vector_p (root)
      || !TYPE_VECTOR_SUBPARTS (TREE_TYPE (root)).is_constant (&nptrs)
      || !stored_element (store, &value, &bits, &at)
      || !vls_set_result_type (g, value) || nptrs != g->lanes
      || !stores_lane_p (store, g, 0))
    return false;
  g->kind = VLS_SCATTER_EMULATED;
  g->base = size_zero_node;
  g->scale = 1;
  g->lane_stmt[0] = store;
  /* The lanes' stores follow in lane order, nothing else writing memory
     between them.  */
  gimple_stmt_iterator gsi = gsi_for_stmt (store);
  for (unsigned l = 1; l < g->lanes; l++)
    {
      gimple *next = NULL;
      for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
	if (gimple_vdef (gsi_stmt (gsi)))
	  {
	    next = gsi_stmt (gsi);
	    break;
	  }
      gassign *lane = next ? dyn_cast<gassign *> (next) : NULL;
      tree r;
      unsigned p;
      HOST_WIDE_INT o;
      if (!lane || !gimple_assign_single_p (lane)
	  || !vls_lane_store_place (lane, &r, &p, &o) || r != root || p != l
	  || o != offset || !stores_lane_p (lane, g, l))
	return false;
      g->lane_stmt[l] = lane;
    }
  for (unsigned l = 0; l < g->lanes; l++)
    {
      g->index[l].root = root;
      g->index[l].pos = l;
      g->index[l].uns = false;
      g->offset[l] = offset;
    }
  g->stmt = g->lane_stmt[g->lanes - 1];
  g->first = store;
  return true;
}
