/* The predication rewrite of one arm.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_rewrite.h"
#include "pred_redirect.h"
#include "pred_marks.h"
#include "function_changes.h"
#include "tree-into-ssa.h"

tree
pred_safe_constant (tree type, double value)
{
  tree whole = build_int_cst (integer_type_node, (HOST_WIDE_INT) value);
  if (SCALAR_FLOAT_TYPE_P (type))
    return build_real_from_int_cst (type, whole);
  return fold_convert (type, whole);
}

tree
pred_insert_select (gimple_stmt_iterator *at, tree guard, bool on_true,
		    tree value, tree other, unsigned id, location_t loc)
{
  tree sel = pred_make_name (TREE_TYPE (value), PRED_SAFE, id);
  gassign *a = gimple_build_assign (sel, COND_EXPR, guard,
				    on_true ? value : other,
				    on_true ? other : value);
  gimple_set_location (a, loc);
  gsi_insert_before (at, a, GSI_SAME_STMT);
  return sel;
}

namespace {

/* The select of VALUE against SAFE, a whole number of VALUE's type, as
   pred_insert_select makes it.  */
tree
insert_select (gimple_stmt_iterator *at, tree guard, bool on_true,
	       tree value, double safe, unsigned id, location_t loc)
{
  return pred_insert_select (at, guard, on_true, value,
			     pred_safe_constant (TREE_TYPE (value), safe), id,
			     loc);
}

/* The number of the next rewrite of this compilation.  */
unsigned next_rewrite;

/* A select the rewrite of an arm made: VALUE or SAFE under the guard.  */
struct shared_select
{
  tree value;
  double safe;
  tree select;
};

/* Inserts before AT the guard of the arm INTO leads into: its branch's
   condition, named MARK_TRUE or MARK_FALSE for the arm's edge, for
   rewrite ID.  */
tree
insert_guard (edge into, gimple_stmt_iterator *at, const char *mark_true,
	      const char *mark_false, unsigned id)
{
  gcond *cond = as_a<gcond *> (gsi_stmt (gsi_last_bb (into->src)));
  bool on_true = into->flags & EDGE_TRUE_VALUE;
  tree guard = pred_make_name (boolean_type_node,
			       on_true ? mark_true : mark_false, id);
  gassign *g = gimple_build_assign (guard, gimple_cond_code (cond),
				    gimple_cond_lhs (cond),
				    gimple_cond_rhs (cond));
  gimple_set_location (g, gimple_location (cond));
  gsi_insert_before (at, g, GSI_SAME_STMT);
  return guard;
}

/* Makes the uses of NAME in blocks BB strictly dominates, and PHI
   arguments on edges from BB or such blocks, read VALUE.  */
void
redirect_dominated_uses (tree name, tree value, basic_block bb)
{
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    {
      use_operand_p op;
      FOR_EACH_IMM_USE_ON_STMT (op, it)
	{
	  /* A PHI reads on its edge, whose source may be BB itself.  */
	  basic_block at = gimple_bb (use);
	  bool on_edge = false;
	  if (gphi *phi = dyn_cast<gphi *> (use))
	    {
	      at = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (op))->src;
	      on_edge = true;
	    }
	  if ((on_edge || at != bb) && dominated_by_p (CDI_DOMINATORS, at, bb))
	    SET_USE (op, value);
	}
      if (!is_a<gphi *> (use))
	update_stmt (use);
    }
}

/* Selects the operands of the comparison BB ends in under GUARD (true
   where BB is reached: ON_TRUE), with selects at the end of BB, for
   rewrite ID: where BB is not reached, the comparison compares ones.
   Every later use of those operands that BB dominates reads the selects
   too (where it is reached, they are the operands): comparisons one
   level down that read them (pred_deep_comparison_covered_p) are then
   safe in every lane as well.  A moved result in FINITE, known finite
   where BB is not reached, needs no select.  */
void
select_comparison (basic_block bb, tree guard, bool on_true, unsigned id,
		   hash_set<tree> &finite)
{
  gimple_stmt_iterator at = gsi_last_bb (bb);
  gcond *cmp = as_a<gcond *> (gsi_stmt (at));
  for (int k = 0; k < 2; k++)
    {
      tree v = k ? gimple_cond_rhs (cmp) : gimple_cond_lhs (cmp);
      if ((TREE_CODE (v) == REAL_CST && real_isfinite (TREE_REAL_CST_PTR (v)))
	  || finite.contains (v))
	continue;
      tree sel = insert_select (&at, guard, on_true, v, 1, id,
				gimple_location (cmp));
      if (k)
	gimple_cond_set_rhs (cmp, sel);
      else
	gimple_cond_set_lhs (cmp, sel);
      if (TREE_CODE (v) == SSA_NAME)
	redirect_dominated_uses (v, sel, bb);
    }
  update_stmt (cmp);
}

/* Inserts before AT, for rewrite ID, an anchor of STMT, which stays in
   ARM: a copy of its first operand not defined in ARM, which STMT then
   reads.  Nothing when it has none.  */
void
insert_anchor (gimple *stmt, basic_block arm, gimple_stmt_iterator *at,
	       unsigned id)
{
  use_operand_p use;
  ssa_op_iter it;
  FOR_EACH_SSA_USE_OPERAND (use, stmt, it, SSA_OP_USE)
    {
      tree value = USE_FROM_PTR (use);
      if (gimple_bb (SSA_NAME_DEF_STMT (value)) == arm)
	continue;
      tree anchor = pred_make_name (TREE_TYPE (value), PRED_ANCHOR, id);
      gassign *a = gimple_build_assign (anchor, value);
      gimple_set_location (a, gimple_location (stmt));
      gsi_insert_before (at, a, GSI_SAME_STMT);
      SET_USE (use, anchor);
      update_stmt (stmt);
      return;
    }
}

/* The number of a new rewrite of the current function, which is then
   changed.  */
unsigned
take_rewrite_id ()
{
  vshape_note_change (cfun, VSHAPE_CHANGE_PREDICATE);
  return next_rewrite++;
}

} // namespace

unsigned
pred_next_rewrite_id ()
{
  return next_rewrite;
}

void
pred_rewrite_arm (const pred_arm &arm, const vs_pred_step *steps,
		  bool guard_cond)
{
  unsigned id = take_rewrite_id ();
  gimple_stmt_iterator at = gsi_last_bb (arm.into->src);
  bool on_true = arm.into->flags & EDGE_TRUE_VALUE;
  tree guard = insert_guard (arm.into, &at, PRED_GUARD_TRUE,
			     PRED_GUARD_FALSE, id);

  arm_redirects redirects (arm, steps);
  bool redirecting = vs_pred_redirects (steps, arm.stmts.length ()) > 0;
  /* One select per SSA value and safe value: u.x * u.x and u.x * v.x
     share theirs.  */
  auto_vec<shared_select> selects;
  for (unsigned i = 0; i < arm.stmts.length (); i++)
    {
      gimple *stmt = arm.stmts[i];
      if (!steps[i].moved)
	{
	  if (redirecting)
	    insert_anchor (stmt, arm.into->dest, &at, id);
	  continue;
	}
      for (int k = 0; k < arm.ops[i].n_operands; k++)
	{
	  if (!steps[i].selected[k])
	    continue;
	  tree value = pred_operand (stmt, k);
	  double safe = steps[i].safe[k];
	  tree sel = NULL_TREE;
	  for (const shared_select &s : selects)
	    if (s.value == value && s.safe == safe)
	      sel = s.select;
	  if (!sel)
	    {
	      sel = insert_select (&at, guard, on_true, value, safe, id,
				   gimple_location (stmt));
	      if (TREE_CODE (value) == SSA_NAME)
		selects.safe_push ({ value, safe, sel });
	    }
	  pred_set_operand (stmt, k, sel);
	}
      if (steps[i].redirected)
	redirects.redirect (i, &at, guard, on_true, id);
      /* A moved access passes the stores that stay in the arm.  */
      if (gimple_vuse (stmt))
	mark_virtual_operands_for_renaming (cfun);
      /* Ranges learnt under the condition no longer hold.  */
      if (tree lhs = gimple_get_lhs (stmt))
	if (TREE_CODE (lhs) == SSA_NAME)
	  reset_flow_sensitive_info (lhs);
      gimple_stmt_iterator from = gsi_for_stmt (stmt);
      gsi_move_before (&from, &at);
    }
  if (guard_cond)
    {
      hash_set<tree> finite;
      for (unsigned i = 0; i < arm.stmts.length (); i++)
	if (steps[i].finite && gimple_get_lhs (arm.stmts[i]))
	  finite.add (gimple_get_lhs (arm.stmts[i]));
      select_comparison (arm.into->dest, guard, on_true, id, finite);
    }
}

/* Whether CODE compares in order and so raises on any NaN operand.  */
static bool
signaling_order_p (tree_code code)
{
  return code == LT_EXPR || code == LE_EXPR || code == GT_EXPR
	 || code == GE_EXPR;
}

/* The ordered floating-point comparison that ends BB, when BB is one of
   ARMS; NULL otherwise.  */
static gcond *
ordered_arm_comparison (basic_block bb, const vec<basic_block> &arms)
{
  gimple_stmt_iterator last = gsi_last_bb (bb);
  if (!arms.contains (bb) || gsi_end_p (last)
      || gimple_code (gsi_stmt (last)) != GIMPLE_COND)
    return NULL;
  gcond *c = as_a<gcond *> (gsi_stmt (last));
  if (!signaling_order_p (gimple_cond_code (c))
      || !FLOAT_TYPE_P (TREE_TYPE (gimple_cond_lhs (c))))
    return NULL;
  return c;
}

/* Whether V, read in block FROM (ON_EDGE: on an edge out of FROM, as a
   PHI reads), is read where one of ARMS that ends in an ordered
   comparison of V dominates.  */
static bool
compared_in_arm_p (tree v, basic_block from, bool on_edge,
		   const vec<basic_block> &arms)
{
  for (basic_block arm : arms)
    if (gcond *c = ordered_arm_comparison (arm, arms))
      if ((v == gimple_cond_lhs (c) || v == gimple_cond_rhs (c))
	  && (on_edge || from != arm)
	  && dominated_by_p (CDI_DOMINATORS, from, arm))
	return true;
  return false;
}

static bool
finite_real_p (tree v)
{
  return TREE_CODE (v) == REAL_CST && real_isfinite (TREE_REAL_CST_PTR (v));
}

bool
pred_deep_comparison_covered_p (basic_block bb, const vec<basic_block> &arms)
{
  gimple_stmt_iterator last = gsi_last_bb (bb);
  if (gsi_end_p (last) || gimple_code (gsi_stmt (last)) != GIMPLE_COND)
    return false;
  gcond *deep = as_a<gcond *> (gsi_stmt (last));
  for (int k = 0; k < 2; k++)
    {
      tree v = k ? gimple_cond_rhs (deep) : gimple_cond_lhs (deep);
      if (finite_real_p (v) || compared_in_arm_p (v, bb, false, arms))
	continue;
      gphi *phi = TREE_CODE (v) == SSA_NAME
		  ? dyn_cast<gphi *> (SSA_NAME_DEF_STMT (v)) : NULL;
      if (!phi || gimple_bb (phi) != bb)
	return false;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  tree arg = gimple_phi_arg_def (phi, i);
	  if (!finite_real_p (arg)
	      && !compared_in_arm_p (arg, gimple_phi_arg_edge (phi, i)->src,
				     true, arms))
	    return false;
	}
    }
  return true;
}

bool
pred_can_sink_p (class loop *loop, edge e)
{
  if (!single_succ_p (e->dest))
    return false;
  basic_block join = single_succ (e->dest);
  if (join == loop->latch || join == loop->header
      || !dominated_by_p (CDI_DOMINATORS, loop->latch, join))
    return false;
  edge p;
  edge_iterator ei;
  FOR_EACH_EDGE (p, ei, join->preds)
    if (p->flags & EDGE_COMPLEX)
      return false;
  for (gimple_stmt_iterator gsi = gsi_after_labels (join); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree lhs = gimple_get_lhs (gsi_stmt (gsi));
      if (pred_marked_p (lhs, PRED_GUARD_JOIN_TRUE)
	  || pred_marked_p (lhs, PRED_GUARD_JOIN_FALSE))
	return false;
    }
  return true;
}

namespace {

/* A new PHI of JOIN named MARK for rewrite ID: FROM_ARM on edge ARM,
   OTHER on the other edges.  */
tree
join_phi (basic_block join, edge arm, tree from_arm, tree other,
	  const char *mark, unsigned id)
{
  tree name = pred_make_name (TREE_TYPE (from_arm), mark, id);
  gphi *phi = create_phi_node (name, join);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, join->preds)
    add_phi_arg (phi, e == arm ? from_arm : other, e, UNKNOWN_LOCATION);
  return name;
}

/* Resets the debug binds of BB that read NAME, whose definition left
   it.  */
void
reset_debug_uses (tree name, basic_block bb)
{
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    if (is_gimple_debug (use) && gimple_bb (use) == bb)
      {
	gimple_debug_bind_reset_value (use);
	update_stmt (use);
      }
}

/* Makes the uses of NAME other than in STMT read VALUE instead.  */
void
redirect_uses_except (tree name, tree value, gimple *stmt)
{
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    {
      if (use == stmt)
	continue;
      use_operand_p op;
      FOR_EACH_IMM_USE_ON_STMT (op, it)
	SET_USE (op, value);
      if (!is_a<gphi *> (use))
	update_stmt (use);
    }
}

/* NAME, read by a store that leaves the arm S for a block after the
   join OUT leads to, made available at AT there: unchanged when S does
   not define it; else the quiet statements of S that compute it copied
   before AT (an address keeps its form, which the vectorizer reads), or,
   for a loaded value, a PHI of the join (the value from the arm, zero
   elsewhere, where the store does not execute).  COPIES holds what was
   made so far.  */
tree
value_after_join (tree name, basic_block s, edge out, gimple_stmt_iterator *at,
		  hash_map<tree, tree> &copies, unsigned id)
{
  if (TREE_CODE (name) != SSA_NAME || gimple_bb (SSA_NAME_DEF_STMT (name)) != s)
    return name;
  if (tree *made = copies.get (name))
    return *made;
  gimple *def = SSA_NAME_DEF_STMT (name);
  bool copyable = is_gimple_assign (def) && !gimple_vuse (def)
		  && !gimple_could_trap_p (def);
  for (unsigned i = 1; copyable && i < gimple_num_ops (def); i++)
    {
      tree op = gimple_op (def, i);
      copyable = TREE_CODE (op) == SSA_NAME || is_gimple_min_invariant (op);
    }
  tree made;
  if (copyable)
    {
      gimple *copy = gimple_copy (def);
      for (unsigned i = 1; i < gimple_num_ops (copy); i++)
	gimple_set_op (copy, i, value_after_join (gimple_op (copy, i), s, out,
						  at, copies, id));
      made = make_ssa_name (TREE_TYPE (name), copy);
      gimple_assign_set_lhs (copy, made);
      gsi_insert_before (at, copy, GSI_SAME_STMT);
    }
  else
    made = join_phi (out->dest, out, name, build_zero_cst (TREE_TYPE (name)),
		     PRED_SAFE, id);
  copies.put (name, made);
  return made;
}

/* Moves the stores of ARM that STEPS mark stored_after into a new block
   after the last statement of JOIN, AFTER, entered where GUARD says the
   arm was taken (ON_TRUE: where it is true), in their order; the values
   of the arm they read come along (value_after_join).  Their virtual
   operands are left for update_ssa.  */
void
store_after_join (const pred_arm &arm, const vs_pred_step *steps,
		  edge out, gimple *after, tree guard, bool on_true,
		  unsigned id)
{
  basic_block join = out->dest;
  edge fall = split_block (join, after);
  basic_block rest = fall->dest;
  basic_block stores = split_edge (fall);
  edge into = single_succ_edge (join);
  gimple_stmt_iterator end = gsi_last_bb (join);
  gsi_insert_after (&end, gimple_build_cond (NE_EXPR, guard,
					     build_zero_cst (TREE_TYPE (guard)),
					     NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  into->flags &= ~EDGE_FALLTHRU;
  into->flags |= on_true ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE;
  edge skip = make_edge (join, rest,
			 on_true ? EDGE_FALSE_VALUE : EDGE_TRUE_VALUE);
  into->probability = arm.into->probability;
  skip->probability = into->probability.invert ();
  stores->count = join->count.apply_probability (into->probability);
  set_immediate_dominator (CDI_DOMINATORS, rest, join);

  hash_map<tree, tree> copies;
  for (unsigned i = 0; i < arm.stmts.length (); i++)
    {
      if (!steps[i].stored_after)
	continue;
      gimple *store = arm.stmts[i];
      tree value = gimple_assign_rhs1 (store);
      gimple *def = TREE_CODE (value) == SSA_NAME
		    ? SSA_NAME_DEF_STMT (value) : NULL;
      if (def && gimple_bb (def) == join && is_gimple_assign (def)
	  && !pred_marked_p (value, PRED_SUNK))
	{
	  tree named = pred_make_name (TREE_TYPE (value), PRED_SUNK, id);
	  redirect_uses_except (value, named, NULL);
	  gimple_assign_set_lhs (def, named);
	  SSA_NAME_DEF_STMT (named) = def;
	  update_stmt (def);
	  release_ssa_name (value);
	}
      gimple_stmt_iterator from = gsi_for_stmt (store);
      gsi_move_to_bb_end (&from, stores);
      gimple_stmt_iterator here = gsi_for_stmt (store);
      use_operand_p use;
      ssa_op_iter it;
      FOR_EACH_SSA_USE_OPERAND (use, store, it, SSA_OP_USE)
	SET_USE (use, value_after_join (USE_FROM_PTR (use), arm.into->dest,
					out, &here, copies, id));
      update_stmt (store);
    }
  mark_virtual_operands_for_renaming (cfun);
}

} // namespace

void
pred_sink_arm (const pred_arm &arm, const vs_pred_step *steps)
{
  unsigned id = take_rewrite_id ();
  basic_block s = arm.into->dest;
  edge out = single_succ_edge (s);
  basic_block join = out->dest;
  bool on_true = arm.into->flags & EDGE_TRUE_VALUE;
  gimple_stmt_iterator to = gsi_after_labels (join);
  tree guard = insert_guard (arm.into, &to, PRED_GUARD_JOIN_TRUE,
			     PRED_GUARD_JOIN_FALSE, id);

  hash_set<tree> moved;
  for (unsigned i = 0; i < arm.stmts.length (); i++)
    {
      if (!steps[i].moved)
	continue;
      gimple *stmt = arm.stmts[i];
      for (int k = 0; k < arm.ops[i].n_operands; k++)
	{
	  tree value = pred_operand (stmt, k);
	  bool from_arm = TREE_CODE (value) == SSA_NAME
			  && gimple_bb (SSA_NAME_DEF_STMT (value)) == s
			  && !moved.contains (value);
	  if (!steps[i].selected[k] && !from_arm)
	    continue;
	  double safe = steps[i].selected[k] ? steps[i].safe[k] : 1;
	  if (from_arm || !moved.contains (value))
	    {
	      tree other = pred_safe_constant (TREE_TYPE (value), safe);
	      pred_set_operand (stmt, k, join_phi (join, out, value, other,
						   PRED_SAFE, id));
	      continue;
	    }
	  /* A moved result: a select after it, as before the branch.  */
	  pred_set_operand (stmt, k,
			    insert_select (&to, guard, on_true, value, safe,
					   id, gimple_location (stmt)));
	}
      if (tree lhs = gimple_get_lhs (stmt))
	if (TREE_CODE (lhs) == SSA_NAME)
	  {
	    reset_flow_sensitive_info (lhs);
	    reset_debug_uses (lhs, s);
	    moved.add (lhs);
	  }
      gimple_stmt_iterator from = gsi_for_stmt (stmt);
      gsi_move_before (&from, &to);
    }

  for (gphi_iterator pi = gsi_start_phis (join); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      gphi *phi = pi.phi ();
      tree t = PHI_ARG_DEF_FROM_EDGE (phi, out);
      tree r = gimple_phi_result (phi);
      if (TREE_CODE (t) != SSA_NAME || !moved.contains (t)
	  || virtual_operand_p (r))
	continue;
      tree merged = pred_make_name (TREE_TYPE (r), PRED_MERGE, id);
      gassign *m = gimple_build_assign (merged, COND_EXPR, guard,
					on_true ? t : r, on_true ? r : t);
      gsi_insert_before (&to, m, GSI_SAME_STMT);
      redirect_uses_except (r, merged, m);
      SET_PHI_ARG_DEF (phi, out->dest_idx, build_zero_cst (TREE_TYPE (r)));
    }

  if (vs_pred_first_stored_after (steps, arm.stmts.length ()) < 0)
    return;
  gimple *after;
  if (gsi_end_p (to))
    after = gsi_stmt (gsi_last_bb (join));
  else
    {
      gimple_stmt_iterator prev = to;
      gsi_prev (&prev);
      after = gsi_stmt (prev);
    }
  store_after_join (arm, steps, out, after, guard, on_true, id);
}
