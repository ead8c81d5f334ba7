/* What a value of the vectorizer's output is (vls_values.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "vls_values.h"

namespace {

/* How many definitions deep vls_same_value_p follows the two values
   side by side: an AVX-512 mask of doubles is at most three unpacks and
   a conversion from the compare, and the compare and its operands make
   up the rest.  It also bounds the work, since each level compares
   every operand.  Not the depth of the address and index walks
   (vls_max_walk_depth in vls_lanes.h), which follow one value.  */
const unsigned same_value_max_depth = 6;

bool
same_value_at (tree a, tree b, unsigned depth)
{
  if (operand_equal_p (a, b))
    return true;
  if (depth == 0 || TREE_CODE (a) != SSA_NAME || TREE_CODE (b) != SSA_NAME
      || !types_compatible_p (TREE_TYPE (a), TREE_TYPE (b)))
    return false;
  gimple *da = SSA_NAME_DEF_STMT (a), *db = SSA_NAME_DEF_STMT (b);
  if (!is_gimple_assign (da) || !is_gimple_assign (db)
      || gimple_vuse (da) || gimple_vuse (db)
      || gimple_assign_rhs_code (da) != gimple_assign_rhs_code (db)
      || gimple_num_ops (da) != gimple_num_ops (db))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (da); i++)
    {
      tree x = gimple_op (da, i), y = gimple_op (db, i);
      /* VIEW_CONVERT_EXPR and friends wrap their operand.  */
      if (TREE_CODE (x) == VIEW_CONVERT_EXPR
	  && TREE_CODE (y) == VIEW_CONVERT_EXPR
	  && types_compatible_p (TREE_TYPE (x), TREE_TYPE (y)))
	{
	  x = TREE_OPERAND (x, 0);
	  y = TREE_OPERAND (y, 0);
	}
      if (!same_value_at (x, y, depth - 1))
	return false;
    }
  return true;
}

} // namespace

bool
vls_same_value_p (tree a, tree b)
{
  return same_value_at (a, b, same_value_max_depth);
}

tree
constant_behind (tree t)
{
  if (TREE_CODE (t) == SSA_NAME
      && gimple_assign_single_p (SSA_NAME_DEF_STMT (t)))
    return gimple_assign_rhs1 (SSA_NAME_DEF_STMT (t));
  return t;
}

bool
vls_available_at (tree t, gimple *at)
{
  if (TREE_CODE (t) != SSA_NAME)
    return is_gimple_min_invariant (t);
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (t);
  basic_block bb = gimple_bb (def), at_bb = gimple_bb (at);
  if (bb != at_bb)
    return dominated_by_p (CDI_DOMINATORS, at_bb, bb);
  return gimple_code (def) == GIMPLE_PHI || gimple_uid (def) < gimple_uid (at);
}
