/* The predication rewrite of one arm.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_rewrite.h"
#include "pred_marks.h"

namespace {

/* The constant VALUE, a whole number, of TYPE.  */
tree
safe_constant (tree type, double value)
{
  tree whole = build_int_cst (integer_type_node, (HOST_WIDE_INT) value);
  if (SCALAR_FLOAT_TYPE_P (type))
    return build_real_from_int_cst (type, whole);
  return fold_convert (type, whole);
}

/* The number of the next rewrite of this compilation.  */
unsigned next_rewrite;

} // namespace

void
pred_rewrite_arm (const pred_arm &arm, const vs_pred_step *steps)
{
  unsigned id = next_rewrite++;
  basic_block branch = arm.into->src;
  gimple_stmt_iterator at = gsi_last_bb (branch);
  gcond *cond = as_a<gcond *> (gsi_stmt (at));
  bool on_true = arm.into->flags & EDGE_TRUE_VALUE;
  tree guard = pred_make_name (boolean_type_node,
			       on_true ? PRED_GUARD_TRUE : PRED_GUARD_FALSE,
			       id);
  gassign *g = gimple_build_assign (guard, gimple_cond_code (cond),
				    gimple_cond_lhs (cond),
				    gimple_cond_rhs (cond));
  gimple_set_location (g, gimple_location (cond));
  gsi_insert_before (&at, g, GSI_SAME_STMT);

  for (unsigned i = 0; i < arm.stmts.length (); i++)
    {
      if (!steps[i].moved)
	continue;
      gimple *stmt = arm.stmts[i];
      for (int k = 0; k < arm.ops[i].n_operands; k++)
	{
	  if (!steps[i].selected[k])
	    continue;
	  tree value = pred_operand (stmt, k);
	  tree type = TREE_TYPE (value);
	  tree safe = safe_constant (type, steps[i].safe[k]);
	  tree sel = pred_make_name (type, PRED_SAFE, id);
	  gassign *s = gimple_build_assign (sel, COND_EXPR, guard,
					    on_true ? value : safe,
					    on_true ? safe : value);
	  gimple_set_location (s, gimple_location (stmt));
	  gsi_insert_before (&at, s, GSI_SAME_STMT);
	  pred_set_operand (stmt, k, sel);
	}
      /* Ranges learnt under the condition no longer hold.  */
      if (tree lhs = gimple_get_lhs (stmt))
	if (TREE_CODE (lhs) == SSA_NAME)
	  reset_flow_sensitive_info (lhs);
      gimple_stmt_iterator from = gsi_for_stmt (stmt);
      gsi_move_before (&from, &at);
    }
}
