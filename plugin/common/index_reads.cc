/* Values read through an index (index_reads.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "tree-chrec.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop-ivopts.h"
#include "gimplify-me.h"
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

bool
vshape_runs_every_iteration_p (class loop *lp, class loop *outer,
			       gimple *stmt)
{
  edge lp_exit = single_exit (lp);
  edge nest_exit = single_exit (outer);
  if (!lp_exit || !nest_exit
      || !dominated_by_p (CDI_DOMINATORS, lp_exit->src, gimple_bb (stmt)))
    return false;
  return (lp == outer
	  || dominated_by_p (CDI_DOMINATORS, nest_exit->src,
			     loop_preheader_edge (lp)->src));
}

tree
vshape_emit_list_entry (gimple_stmt_iterator *gsi, gimple *load, tree start,
			tree step, tree t)
{
  tree offset = fold_build2 (MULT_EXPR, sizetype, t,
			     fold_convert (sizetype, step));
  tree addr = force_gimple_operand_gsi (gsi, fold_build_pointer_plus
					       (unshare_expr (start), offset),
					true, NULL_TREE, false,
					GSI_CONTINUE_LINKING);
  tree ref = gimple_assign_rhs1 (load);
  tree v = make_ssa_name (TREE_TYPE (gimple_assign_lhs (load)));
  gsi_insert_after (gsi,
		    gimple_build_assign (v, build2 (MEM_REF, TREE_TYPE (ref),
						    addr,
						    TREE_OPERAND (ref, 1))),
		    GSI_NEW_STMT);
  return v;
}

tree
vshape_emit_chain (gimple_stmt_iterator *gsi, const vec<gimple *> &chain,
		   unsigned n, gimple *load, tree v)
{
  tree from = gimple_assign_lhs (load);
  for (unsigned i = 0; i < n; i++)
    {
      gimple *copy = gimple_copy (chain[i]);
      for (unsigned op = 1; op < gimple_num_ops (copy); op++)
	if (gimple_op (copy, op) == from)
	  gimple_set_op (copy, op, v);
      from = gimple_assign_lhs (chain[i]);
      v = make_ssa_name (TREE_TYPE (from));
      gimple_assign_set_lhs (copy, v);
      gsi_insert_after (gsi, copy, GSI_NEW_STMT);
    }
  return v;
}
