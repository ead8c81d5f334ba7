/* Values read through an index (index_reads.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "tree-chrec.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop-ivopts.h"
#include "index_reads.h"

tree
vshape_varying_operand (class loop *loop, gimple *stmt)
{
  tree varying = NULL_TREE;
  for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i);
      if (expr_invariant_in_loop_p (loop, op))
	continue;
      if (varying || TREE_CODE (op) != SSA_NAME)
	return NULL_TREE;
      varying = op;
    }
  return varying;
}

bool
vshape_index_chain (class loop *loop, tree value, unsigned max,
		    bool (*code_ok) (enum tree_code),
		    bool (*stmt_ok) (class loop *, gimple *),
		    vec<gimple *> *chain, gimple **load)
{
  chain->truncate (0);
  if (TREE_CODE (value) != SSA_NAME)
    return false;
  tree cur = value;
  for (;;)
    {
      gimple *def = SSA_NAME_DEF_STMT (cur);
      if (!is_gimple_assign (def) || !gimple_bb (def)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (def))
	  || !stmt_ok (loop, def))
	return false;
      if (gimple_assign_load_p (def))
	{
	  chain->reverse ();
	  *load = def;
	  return true;
	}
      if (chain->length () == max || !code_ok (gimple_assign_rhs_code (def)))
	return false;
      chain->safe_push (def);
      cur = vshape_varying_operand (loop, def);
      if (!cur)
	return false;
    }
}

bool
vshape_list_read (class loop *lp, class loop *outer, gimple *load,
		  tree *start, tree *step, tree *count)
{
  tree ref = gimple_assign_rhs1 (load);
  if (gimple_has_volatile_ops (load) || TREE_CODE (ref) != MEM_REF
      || TREE_CODE (TREE_OPERAND (ref, 0)) != SSA_NAME)
    return false;
  tree ev = instantiate_scev (loop_preheader_edge (outer), lp,
			      analyze_scalar_evolution
				(lp, TREE_OPERAND (ref, 0)));
  if (TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) lp->num
      || TREE_CODE (CHREC_RIGHT (ev)) != INTEGER_CST
      || integer_zerop (CHREC_RIGHT (ev))
      || tree_contains_chrecs (CHREC_LEFT (ev), NULL)
      || !expr_invariant_in_loop_p (outer, CHREC_LEFT (ev)))
    return false;
  tree latches = number_of_latch_executions (lp);
  if (chrec_contains_undetermined (latches)
      || tree_contains_chrecs (latches, NULL)
      || !expr_invariant_in_loop_p (outer, latches))
    return false;
  *start = CHREC_LEFT (ev);
  *step = CHREC_RIGHT (ev);
  *count = fold_convert (sizetype, latches);
  return true;
}
