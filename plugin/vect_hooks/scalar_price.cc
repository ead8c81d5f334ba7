/* What GCC's price of one scalar iteration leaves out (see
   scalar_price.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "scalar_price.h"

namespace {

/* How far feeds_only_addresses follows a value through the arithmetic
   that uses it.  */
const int max_address_depth = 4;

/* Whether an arithmetic operation of CODE costs an instruction of its
   own in scalar code (not a conversion or a copy, which loads and
   register moves absorb).  */
bool
arithmetic_code_p (tree_code code)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case WIDEN_MULT_EXPR:
    case MULT_HIGHPART_EXPR:
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case RDIV_EXPR:
    case TRUNC_MOD_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    case NEGATE_EXPR:
    case ABS_EXPR:
      return true;
    default:
      return false;
    }
}

/* Whether every use of NAME computes an address: a pointer sum's
   offset, a memory reference's address, or arithmetic (including
   conversions) whose result in turn only computes addresses.  */
bool
feeds_only_addresses (tree name, int depth)
{
  if (depth > max_address_depth)
    return false;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *stmt = USE_STMT (use);
      if (is_gimple_debug (stmt))
	continue;
      gassign *assign = dyn_cast<gassign *> (stmt);
      if (!assign)
	return false;
      tree lhs = gimple_assign_lhs (assign);
      if (gimple_assign_single_p (assign))
	{
	  /* A load or store: NAME must be in the address, not the value
	     stored.  */
	  if (!gimple_vuse (assign) || gimple_assign_rhs1 (assign) == name)
	    return false;
	  continue;
	}
      if (TREE_CODE (lhs) != SSA_NAME)
	return false;
      if (POINTER_TYPE_P (TREE_TYPE (lhs)))
	continue;
      if (!feeds_only_addresses (lhs, depth + 1))
	return false;
    }
  return true;
}

/* Whether NAME feeds a PHI of LOOP's header (an induction or a
   reduction, which the scalar price handles itself).  */
bool
feeds_header_phi (tree name, class loop *loop)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    if (gimple_code (USE_STMT (use)) == GIMPLE_PHI
	&& gimple_bb (USE_STMT (use)) == loop->header)
      return true;
  return false;
}

} // namespace

unsigned
vls_scalar_left_out (loop_vec_info loop_vinfo,
		     hash_set<gimple *> &priced, vector_costs *scratch,
		     unsigned *count)
{
  class loop *loop = LOOP_VINFO_LOOP (loop_vinfo);
  basic_block *bbs = LOOP_VINFO_BBS (loop_vinfo);
  unsigned price = 0;
  *count = 0;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *stmt = dyn_cast<gassign *> (gsi_stmt (gsi));
	if (!stmt || priced.contains (stmt) || gimple_vuse (stmt)
	    || !arithmetic_code_p (gimple_assign_rhs_code (stmt)))
	  continue;
	tree lhs = gimple_assign_lhs (stmt);
	if (TREE_CODE (lhs) != SSA_NAME || POINTER_TYPE_P (TREE_TYPE (lhs))
	    || has_zero_uses (lhs) || feeds_header_phi (lhs, loop)
	    || feeds_only_addresses (lhs, 0))
	  continue;
	stmt_vec_info info = loop_vinfo->lookup_stmt (stmt);
	if (!info)
	  continue;
	price += scratch->add_stmt_cost (1, scalar_stmt, info, NULL, NULL_TREE,
					 0, vect_prologue);
	++*count;
      }
  return price;
}
