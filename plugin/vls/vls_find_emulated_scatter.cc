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

/* Whether STORE stores element LANE of the vector VALUE, ELEM_SIZE
   bytes each, as a scalar of ELEM_TYPE: the stored name is
   BIT_FIELD_REF <VALUE, size, size * LANE>.  */
bool
stores_lane_p (gassign *store, tree value, tree elem_type,
	       unsigned elem_size, unsigned lane)
{
  tree lhs = gimple_assign_lhs (store), rhs = gimple_assign_rhs1 (store);
  if (TREE_CODE (rhs) != SSA_NAME || gimple_has_volatile_ops (store)
      || !types_compatible_p (TREE_TYPE (lhs), elem_type))
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (rhs));
  if (!def || gimple_assign_rhs_code (def) != BIT_FIELD_REF)
    return false;
  tree ref = gimple_assign_rhs1 (def);
  unsigned HOST_WIDE_INT bits = elem_size * BITS_PER_UNIT;
  return (TREE_OPERAND (ref, 0) == value
	  && tree_fits_uhwi_p (TREE_OPERAND (ref, 1))
	  && tree_fits_uhwi_p (TREE_OPERAND (ref, 2))
	  && tree_to_uhwi (TREE_OPERAND (ref, 1)) == bits
	  && tree_to_uhwi (TREE_OPERAND (ref, 2)) == bits * lane);
}

/* The vector whose element 0 STORE stores, or NULL_TREE.  */
tree
stored_vector (gassign *store)
{
  tree rhs = gimple_assign_rhs1 (store);
  if (TREE_CODE (rhs) != SSA_NAME)
    return NULL_TREE;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (rhs));
  if (!def || gimple_assign_rhs_code (def) != BIT_FIELD_REF)
    return NULL_TREE;
  tree value = TREE_OPERAND (gimple_assign_rhs1 (def), 0);
  return TREE_CODE (value) == SSA_NAME ? value : NULL_TREE;
}

} // namespace

bool
vls_recognize_emulated_scatter (gassign *store, vls_access *g)
{
  tree root;
  unsigned pos;
  HOST_WIDE_INT offset;
  tree value;
  unsigned HOST_WIDE_INT nptrs;
  if (!gimple_assign_single_p (store)
      || !vls_lane_store_place (store, &root, &pos, &offset) || pos != 0
      || !pred_select_vector_p (root)
      || !TYPE_VECTOR_SUBPARTS (TREE_TYPE (root)).is_constant (&nptrs)
      || !(value = stored_vector (store))
      || !vls_set_result_type (g, value) || nptrs != g->lanes
      || !stores_lane_p (store, value, g->elem_type, g->elem_size, 0))
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
	  || o != offset
	  || !stores_lane_p (lane, value, g->elem_type, g->elem_size, l))
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
