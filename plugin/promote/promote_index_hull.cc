/* Accumulators kept in memory: the addresses a nest reaches through an
   index array (promote_index_hull.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cfgloopmanip.h"
#include "index_reads.h"
#include "promote_index_hull.h"

namespace {

/* At most this many statements from an index to its address.  */
const unsigned max_chain = 8;

/* Whether CODE computes an address from an index without a trap and
   without a branch.  */
bool
chain_code_p (enum tree_code code)
{
  switch (code)
    {
    CASE_CONVERT:
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case POINTER_PLUS_EXPR:
    case NEGATE_EXPR:
      return true;
    default:
      return false;
    }
}

/* Any statement of the nest: the chain's walk asks nothing more.  */
bool
any_stmt_p (class loop *, gimple *)
{
  return true;
}

/* Whether nothing in OUTER may store to what LOAD reads: no call, no
   asm, no store that may alias it.  */
bool
index_stable_p (class loop *outer, gimple *load)
{
  tree ref = gimple_assign_rhs1 (load);
  basic_block *body = get_loop_body (outer);
  bool stable = true;
  for (unsigned i = 0; stable && i < outer->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 stable && !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!gimple_vdef (stmt))
	  continue;
	stable = (is_gimple_assign (stmt)
		  && !refs_may_alias_p (gimple_assign_lhs (stmt), ref));
      }
  free (body);
  return stable;
}

/* Whether STMT, whose operand FROM is a value that grows with the
   index, gives a value that grows with it too, as an address does:
   conversions that keep the value, a sum with FROM added, a product by
   a positive constant; arithmetic narrower than an address only where
   its overflow is undefined (so it does not wrap).  */
bool
keeps_order_p (gimple *stmt, tree from)
{
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  if (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
    return false;
  bool wide = TYPE_PRECISION (type) >= TYPE_PRECISION (sizetype);
  switch (gimple_assign_rhs_code (stmt))
    {
    CASE_CONVERT:
      {
	tree in = TREE_TYPE (from);
	unsigned pin = TYPE_PRECISION (in), pout = TYPE_PRECISION (type);
	return pout > pin || (pout == pin && wide);
      }
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      return wide || TYPE_OVERFLOW_UNDEFINED (type);
    case MINUS_EXPR:
      return (gimple_assign_rhs1 (stmt) == from
	      && (wide || TYPE_OVERFLOW_UNDEFINED (type)));
    case MULT_EXPR:
      {
	tree c = (gimple_assign_rhs1 (stmt) == from
		  ? gimple_assign_rhs2 (stmt) : gimple_assign_rhs1 (stmt));
	return (TREE_CODE (c) == INTEGER_CST && !integer_zerop (c)
		&& !wi::neg_p (wi::to_wide (c), SIGNED)
		&& (wide || TYPE_OVERFLOW_UNDEFINED (type)));
      }
    default:
      return false;
    }
}

/* Whether H's address grows with its index, statement by statement.  */
bool
grows_with_index_p (const index_hull &h)
{
  tree from = gimple_assign_lhs (h.load);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (from)))
    return false;
  for (gimple *stmt : h.chain)
    {
      if (!keeps_order_p (stmt, from))
	return false;
      from = gimple_assign_lhs (stmt);
    }
  return true;
}

/* H's chain copied at GSI (after it) on the index value V; the address
   as a sizetype value.  */
tree
address_of_index (gimple_stmt_iterator *gsi, const index_hull &h, tree v)
{
  v = vshape_emit_chain (gsi, h.chain, h.chain.length (), h.load, v);
  tree at = make_ssa_name (sizetype);
  gsi_insert_after (gsi, gimple_build_assign (at, NOP_EXPR, v), GSI_NEW_STMT);
  return at;
}

/* The smallest and the largest value (of the type of *LO) a loop built
   on edge E before the nest finds: of H's index where ADDRESSES is
   false, of H's address where it is true.  OUTER is the loop E is in.  */
void
emit_bounds_loop (edge e, class loop *outer, const index_hull &h,
		  bool addresses, tree *lo, tree *hi)
{
  tree t, t_next;
  class loop *scan = create_empty_loop_on_edge (e, size_zero_node,
						size_one_node,
						unshare_expr (h.count),
						sizetype, &t, &t_next, outer);
  /* A few indices a run, in element loops: vectorized, the loop would
     cost more code than time, and its vector statements stop the
     basic-block vectorizer's region around the nest.  */
  scan->dont_vectorize = true;
  basic_block body = single_succ (scan->header);
  edge out = single_exit (scan);
  out->probability = profile_probability::guessed_always ().apply_scale (1, 8);
  EDGE_SUCC (body, EDGE_SUCC (body, 0) == out)->probability
    = out->probability.invert ();
  gimple_stmt_iterator gsi = gsi_after_labels (body);
  /* Emit after a placeholder, then remove it: the statements go before
     the loop's increment and exit test.  */
  gimple *mark = gimple_build_nop ();
  gsi_insert_before (&gsi, mark, GSI_SAME_STMT);
  gsi = gsi_for_stmt (mark);
  tree v = vshape_emit_list_entry (&gsi, h.load, h.start, h.step, t);
  if (addresses)
    v = address_of_index (&gsi, h, v);
  tree type = TREE_TYPE (v);
  gphi *lo_phi = create_phi_node (make_ssa_name (type), scan->header);
  gphi *hi_phi = create_phi_node (make_ssa_name (type), scan->header);
  *lo = make_ssa_name (type);
  *hi = make_ssa_name (type);
  gsi_insert_after (&gsi, gimple_build_assign (*lo, MIN_EXPR,
					       gimple_phi_result (lo_phi), v),
		    GSI_NEW_STMT);
  gsi_insert_after (&gsi, gimple_build_assign (*hi, MAX_EXPR,
					       gimple_phi_result (hi_phi), v),
		    GSI_NEW_STMT);
  gsi = gsi_for_stmt (mark);
  gsi_remove (&gsi, true);
  add_phi_arg (lo_phi, TYPE_MAX_VALUE (type), loop_preheader_edge (scan),
	       UNKNOWN_LOCATION);
  add_phi_arg (hi_phi, TYPE_MIN_VALUE (type), loop_preheader_edge (scan),
	       UNKNOWN_LOCATION);
  add_phi_arg (lo_phi, *lo, loop_latch_edge (scan), UNKNOWN_LOCATION);
  add_phi_arg (hi_phi, *hi, loop_latch_edge (scan), UNKNOWN_LOCATION);
}

/* Whether A and B read the same indices: one loop finds the bounds of
   both.  */
bool
same_indices_p (const index_hull &a, const index_hull &b)
{
  tree ra = gimple_assign_rhs1 (a.load), rb = gimple_assign_rhs1 (b.load);
  return (types_compatible_p (TREE_TYPE (ra), TREE_TYPE (rb))
	  && operand_equal_p (TREE_OPERAND (ra, 1), TREE_OPERAND (rb, 1), 0)
	  && operand_equal_p (a.start, b.start, 0)
	  && tree_int_cst_equal (a.step, b.step)
	  && operand_equal_p (a.count, b.count, 0));
}

} // anon namespace

bool
index_hull_form (class loop *inner, class loop *outer, tree key,
		 index_hull *h)
{
  gimple *def;
  if (!vshape_index_chain (outer, key, max_chain, chain_code_p, any_stmt_p,
			   &h->chain, &def))
    return false;
  class loop *lp = gimple_bb (def)->loop_father;
  if (lp != inner && lp != outer)
    return false;
  tree start, step, count;
  if (!vshape_list_read (lp, outer, def, &start, &step, &count))
    return false;
  if (!vshape_runs_every_iteration_p (lp, outer, def)
      || !index_stable_p (outer, def))
    return false;
  h->load = def;
  h->start = start;
  h->step = step;
  h->count = count;
  return true;
}

void
emit_index_hulls (basic_block bb, vec<index_hull *> &hulls)
{
  for (unsigned i = 0; i < hulls.length (); i++)
    {
      index_hull &h = *hulls[i];
      if (h.lo)
	continue;
      if (!grows_with_index_p (h))
	{
	  emit_bounds_loop (single_pred_edge (bb), bb->loop_father, h, true,
			    &h.lo, &h.hi);
	  continue;
	}
      tree vmin, vmax;
      emit_bounds_loop (single_pred_edge (bb), bb->loop_father, h, false,
			&vmin, &vmax);
      for (unsigned j = i; j < hulls.length (); j++)
	{
	  index_hull &o = *hulls[j];
	  if (o.lo || !same_indices_p (h, o) || !grows_with_index_p (o))
	    continue;
	  gimple_stmt_iterator gsi = gsi_last_bb (bb);
	  o.lo = address_of_index (&gsi, o, vmin);
	  o.hi = address_of_index (&gsi, o, vmax);
	}
    }
}
