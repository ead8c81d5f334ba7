/* Recognition of the emulated gather GCC 12 and later build for x86
   when it does not use gather instructions: per lane an index element,
   a multiply, a pointer plus and a scalar load; a CONSTRUCTOR collects
   the lanes.  Each lane's address is taken apart on its own, and all
   must share a base and a scale.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_find.h"
#include "vls_address.h"

/* Recognize the emulated gather whose CONSTRUCTOR is ASSIGN.  */
bool
vls_recognize_emulated_gather (gassign *assign, vls_access *g)
{
  tree lhs = gimple_assign_lhs (assign);
  tree ctor = gimple_assign_rhs1 (assign);
  if (TREE_CODE (ctor) != CONSTRUCTOR || TREE_CODE (lhs) != SSA_NAME
      || !vls_set_result_type (g, lhs)
      || CONSTRUCTOR_NELTS (ctor) != g->lanes)
    return false;
  basic_block bb = gimple_bb (assign);
  g->kind = VLS_GATHER_EMULATED;
  g->first = assign;
  for (unsigned l = 0; l < g->lanes; l++)
    {
      tree v = CONSTRUCTOR_ELT (ctor, l)->value;
      if (TREE_CODE (v) != SSA_NAME)
	return false;
      gassign *load = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (v));
      if (!load || gimple_bb (load) != bb || !gimple_assign_load_p (load)
	  || TREE_CODE (gimple_assign_rhs1 (load)) != MEM_REF)
	return false;
      tree ref = gimple_assign_rhs1 (load);
      if (gimple_has_volatile_ops (load) || !has_single_use (v)
	  || !types_compatible_p (TREE_TYPE (ref), g->elem_type))
	return false;
      vls_address_parts a = vls_empty_address_parts (assign);
      if (!vls_decompose_address (TREE_OPERAND (ref, 0), 1, &a, 0)
	  || !a.base || !a.has_index
	  || (l > 0 && (a.scale != g->scale
			|| !operand_equal_p (vls_strip_base (a.base), g->base))))
	return false;
      g->base = vls_strip_base (a.base);
      g->scale = a.scale;
      g->index[l] = a.index;
      poly_int64 moff;
      if (!mem_ref_offset (ref).to_shwi (&moff) || !moff.is_constant ())
	return false;
      g->offset[l] = a.off + moff.to_constant ();
      if (gimple_uid (load) < gimple_uid (g->first))
	g->first = load;
    }
  /* The lanes' loads move to the first of them: nothing in between may
     store.  */
  for (gimple_stmt_iterator gsi = gsi_for_stmt (g->first);
       gsi_stmt (gsi) != assign; gsi_next (&gsi))
    if (gimple_vdef (gsi_stmt (gsi)))
      g->refusal = "store between the lanes of an emulated gather";
  return true;
}
