/* Selects after masked gathers folded into the gathers.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "x86_builtins.h"
#include "vls_gather_merge.h"
#include "vls_values.h"

namespace {

/* Whether STMT calls an x86 gather builtin for its result.  */
bool
gather_builtin_p (gimple *stmt)
{
  gcall *call = dyn_cast<gcall *> (stmt);
  return call && gimple_call_lhs (call) && vshape_gather_builtin_p (call);
}

/* Whether MASK, a gather's mask argument, is the boolean vector COND
   lane for lane: COND's value itself (GCC 11 packs two halves of a
   mask twice, once for a gather and once for its select), or that
   value viewed as a vector of as many elements.  */
bool
same_mask_p (tree mask, tree cond)
{
  if (TREE_CODE (cond) != SSA_NAME
      || !VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (cond)))
    return false;
  if (vls_same_value_p (mask, cond))
    return true;
  if (TREE_CODE (mask) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (mask));
  if (!def || gimple_assign_rhs_code (def) != VIEW_CONVERT_EXPR)
    return false;
  tree viewed = TREE_OPERAND (gimple_assign_rhs1 (def), 0);
  return vls_same_value_p (viewed, cond) && VECTOR_TYPE_P (TREE_TYPE (mask))
	 && known_eq (TYPE_VECTOR_SUBPARTS (TREE_TYPE (mask)),
		      TYPE_VECTOR_SUBPARTS (TREE_TYPE (cond)));
}

} // namespace

unsigned
vls_merge_gather_selects (basic_block bb, FILE *dump)
{
  unsigned merged = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
    {
      gassign *select = dyn_cast<gassign *> (gsi_stmt (gsi));
      if (!select || gimple_assign_rhs_code (select) != VEC_COND_EXPR)
	{
	  gsi_next (&gsi);
	  continue;
	}
      tree cond = gimple_assign_rhs1 (select);
      tree loaded = gimple_assign_rhs2 (select);
      /* GCC 11 leaves the constant in a name set before the loop.  */
      tree other = constant_behind (gimple_assign_rhs3 (select));
      gimple *def = TREE_CODE (loaded) == SSA_NAME
		    ? SSA_NAME_DEF_STMT (loaded) : NULL;
      if (!def || !gather_builtin_p (def) || gimple_bb (def) != bb
	  || !has_single_use (loaded) || !CONSTANT_CLASS_P (other)
	  || !types_compatible_p (TREE_TYPE (other), TREE_TYPE (loaded))
	  || !same_mask_p (gimple_call_arg (def, 3), cond))
	{
	  gsi_next (&gsi);
	  continue;
	}
      gcall *gather = as_a<gcall *> (def);
      gimple_call_set_arg (gather, 0, other);
      update_stmt (gather);
      replace_uses_by (gimple_assign_lhs (select), loaded);
      if (dump)
	{
	  fprintf (dump, ";; vls: masked gather ");
	  print_generic_expr (dump, loaded);
	  fprintf (dump, ": its inactive lanes take the select's constant, "
		   "the select goes\n");
	}
      gsi_remove (&gsi, true);
      release_defs (select);
      merged++;
    }
  return merged;
}
