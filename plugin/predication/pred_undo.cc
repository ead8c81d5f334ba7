/* Undoing predication the vectorizer did not use.

   The rewrite left, at the end of the branch's block, its guard and then
   the moved statements with their selects, just before the branch; a
   sinking left, at the start of the join, its guard, the moved
   statements (with selects of moved results), then the merges, and PHIs
   of the join for the selected values; where the arm stored a moved
   result, the join then ends in a branch on the guard into a block of
   the stores.  When the vectorizer made no vector code from the loop,
   that is still there, in the one copy of the loop; it goes back into
   the arm.  When it did, the copies that remain scalar (the epilogue,
   the loop run when a runtime alias check fails) hold it too, made
   from the loop as it was rewritten; they get their arm back the same
   way, and run the program's branch.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_undo.h"
#include "pred_marks.h"
#include "pred_rewrite.h"
#include "pred_redirect.h"
#include "loop_info.h"
#include "tree-into-ssa.h"

namespace {

/* A guard of FUN: its statement, the number of its rewrite, and the
   edge of its branch the arm hangs on.  */
struct guard_site
{
  gimple *def;
  unsigned id;
  bool on_true;
};

/* Whether the block of GUARD, a guard's definition, still ends in the
   branch its rewrite was made for: one that tests what GUARD computes,
   and not another that the block joined once the arm was left empty
   (GCC's CFG cleanup removes a branch whose arms are both empty; the
   rewrite, whose operations then run in every iteration on safe
   operands, stays).  */
bool
guarded_branch_p (gimple *guard)
{
  gimple_stmt_iterator last = gsi_last_bb (gimple_bb (guard));
  if (gsi_end_p (last) || gimple_code (gsi_stmt (last)) != GIMPLE_COND)
    return false;
  gcond *cond = as_a<gcond *> (gsi_stmt (last));
  tree_code code = gimple_assign_rhs_code (guard);
  tree a = gimple_assign_rhs1 (guard), b = gimple_assign_rhs2 (guard);
  tree x = gimple_cond_lhs (cond), y = gimple_cond_rhs (cond);
  if (gimple_cond_code (cond) == code)
    return operand_equal_p (a, x, 0) && operand_equal_p (b, y, 0);
  return gimple_cond_code (cond) == swap_tree_comparison (code)
	 && operand_equal_p (a, y, 0) && operand_equal_p (b, x, 0);
}

/* The guards of FUN named MARK_TRUE or MARK_FALSE whose block still has
   the shape of their rewrite: it ends in the branch (BEFORE), or it
   joins the arm's path and another (a sinking).  */
void
marked_guards (function *fun, const char *mark_true, const char *mark_false,
	       bool before, vec<guard_site> *sites)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, fun)
    {
      guard_site site;
      site.on_true = pred_marked_p (name, mark_true, &site.id);
      if (!site.on_true && !pred_marked_p (name, mark_false, &site.id))
	continue;
      site.def = SSA_NAME_DEF_STMT (name);
      basic_block bb = gimple_bb (site.def);
      if (!bb || !is_gimple_assign (site.def))
	continue;
      gimple_stmt_iterator last = gsi_last_bb (bb);
      bool branch = !gsi_end_p (last)
		    && gimple_code (gsi_stmt (last)) == GIMPLE_COND;
      if (before ? branch : EDGE_COUNT (bb->preds) > 1)
	sites->safe_push (site);
    }
}

/* qsort order of guard sites: the later rewrite first.  */
int
later_first (const void *a, const void *b)
{
  unsigned x = ((const guard_site *) a)->id, y = ((const guard_site *) b)->id;
  return x < y ? 1 : x > y ? -1 : 0;
}

/* The rewrites, numbered from FIRST to before END, of an omp simd loop
   whose force_vectorize flag predication cleared.  Rewrite numbers are
   unique in a compilation, so the ranges of every function can stay.  */
struct weighed_rewrites
{
  unsigned first, end;
};
vec<weighed_rewrites> weighed;

/* When SITE's rewrite was made in an omp simd loop handed to the cost
   model, sets again the force_vectorize flag of the loop that holds it
   now: the loop or, where if-conversion versioned it, its scalar copy.  */
void
restore_simd_flag (const guard_site &site)
{
  for (const weighed_rewrites &w : weighed)
    if (site.id >= w.first && site.id < w.end)
      gimple_bb (site.def)->loop_father->force_vectorize = true;
}

/* Whether FUN holds vector code made from rewrite ID.  */
bool
vectorized_p (function *fun, unsigned id)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, fun)
    if (pred_vector_copy_p (name, id) && gimple_bb (SSA_NAME_DEF_STMT (name)))
      return true;
  return false;
}

/* Removes the statement at GSI, a select, an anchor or a guard of a
   rewrite whose arm hangs on the true edge when ON_TRUE: the uses of a
   select read the program's value again, and those of an anchor (a
   copy, of a constant once the lane number of a loop left scalar is
   folded) the value it copies.  */
void
drop_added (gimple_stmt_iterator *gsi, bool on_true)
{
  gimple *stmt = gsi_stmt (*gsi);
  tree lhs = gimple_get_lhs (stmt);
  if (gimple_assign_rhs_code (stmt) == COND_EXPR)
    replace_uses_by (lhs, on_true ? gimple_assign_rhs2 (stmt)
				  : gimple_assign_rhs3 (stmt));
  else if (gimple_assign_single_p (stmt))
    replace_uses_by (lhs, gimple_assign_rhs1 (stmt));
  gsi_remove (gsi, true);
  release_defs (stmt);
}

/* The block of the arm SITE's branch leads into on its edge, made anew
   when the edge now goes straight to the join.  */
basic_block
arm_block (const guard_site &site)
{
  basic_block branch = gimple_bb (site.def);
  edge e = site.on_true ? EDGE_SUCC (branch, 0) : EDGE_SUCC (branch, 1);
  if (!(e->flags & (site.on_true ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE)))
    e = site.on_true ? EDGE_SUCC (branch, 1) : EDGE_SUCC (branch, 0);
  if (single_pred_p (e->dest))
    return e->dest;
  return split_edge (e);
}

/* Moves the statements after SITE's guard (up to the branch, or to the
   other arm's guard) back into its arm, in their order: the arm's own
   at its start, before their users; those of an arm inside it, which
   its rewrite had put at its end, back at its end.  Replaces each
   select by the program's operand; drops the guard.  */
void
undo_site (const guard_site &site)
{
  basic_block arm = arm_block (site);
  gimple_stmt_iterator to = gsi_after_labels (arm);
  gimple_stmt_iterator gsi = gsi_for_stmt (site.def);
  bool inner = false;
  gsi_next (&gsi);
  while (gimple_code (gsi_stmt (gsi)) != GIMPLE_COND)
    {
      gimple *stmt = gsi_stmt (gsi);
      tree lhs = gimple_get_lhs (stmt);
      /* The other arm's guard (a diamond), a later rewrite, starts its
	 own sequence; an earlier one's (an arm inside this arm, moved
	 here with it) is part of this one.  */
      unsigned other;
      if (pred_marked_p (lhs, PRED_GUARD_TRUE, &other)
	  || pred_marked_p (lhs, PRED_GUARD_FALSE, &other))
	{
	  if (other > site.id)
	    break;
	  inner = true;
	}
      unsigned sid;
      if (pred_marked_p (lhs, PRED_SAFE, &sid) && sid == site.id)
	{
	  drop_added (&gsi, site.on_true);
	  continue;
	}
      /* An anchor: the statement that stayed in the arm there goes back
	 to this place.  */
      if (pred_marked_p (lhs, PRED_ANCHOR, &sid) && sid == site.id)
	{
	  use_operand_p use;
	  gimple *staying;
	  if (single_imm_use (lhs, &use, &staying)
	      && gimple_bb (staying) == arm)
	    {
	      if (!gsi_end_p (to) && gsi_stmt (to) == staying)
		gsi_next (&to);
	      else
		{
		  gimple_stmt_iterator from = gsi_for_stmt (staying);
		  if (gsi_end_p (to))
		    gsi_move_to_bb_end (&from, arm);
		  else
		    gsi_move_before (&from, &to);
		}
	    }
	  drop_added (&gsi, site.on_true);
	  continue;
	}
      if (gimple_vuse (stmt))
	mark_virtual_operands_for_renaming (cfun);
      gimple_stmt_iterator end = gsi_last_bb (arm);
      if (inner && !gsi_end_p (end)
	  && gimple_code (gsi_stmt (end)) == GIMPLE_COND)
	gsi_move_before (&gsi, &end);
      else if (inner)
	gsi_move_to_bb_end (&gsi, arm);
      else
	gsi_move_before (&gsi, &to);
    }
  /* An access whose address was computed alone takes its reference
     back.  */
  for (gimple_stmt_iterator s = gsi_start_bb (arm); !gsi_end_p (s);
       gsi_next (&s))
    pred_restore_reference (gsi_stmt (s), site.id);
  /* The selects of the comparison the arm ends in.  */
  for (gimple_stmt_iterator s = gsi_start_bb (arm); !gsi_end_p (s);)
    {
      unsigned sid;
      if (pred_marked_p (gimple_get_lhs (gsi_stmt (s)), PRED_SAFE, &sid)
	  && sid == site.id)
	drop_added (&s, site.on_true);
      else
	gsi_next (&s);
    }
  gimple_stmt_iterator g = gsi_for_stmt (site.def);
  drop_added (&g, site.on_true);
}

/* The edge into the join of SITE from its arm: a predecessor reached
   only from a branch, on the edge SITE names.  */
edge
arm_edge (const guard_site &site)
{
  edge p;
  edge_iterator ei;
  FOR_EACH_EDGE (p, ei, gimple_bb (site.def)->preds)
    if (single_pred_p (p->src)
	&& (single_pred_edge (p->src)->flags
	    & (site.on_true ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE)))
      return p;
  return NULL;
}

/* Whether STMT reads one of NAMES.  */
bool
reads_any (gimple *stmt, hash_set<tree> &names)
{
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
    if (names.contains (use))
      return true;
  return false;
}

/* Whether A and B compute the same value from the same operands.  */
bool
same_computation_p (gimple *a, gimple *b)
{
  if (!is_gimple_assign (a) || !is_gimple_assign (b)
      || gimple_assign_rhs_code (a) != gimple_assign_rhs_code (b)
      || gimple_num_ops (a) != gimple_num_ops (b) || gimple_vuse (a)
      || gimple_vuse (b)
      || !types_compatible_p (TREE_TYPE (gimple_assign_lhs (a)),
			      TREE_TYPE (gimple_assign_lhs (b))))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (a); i++)
    if (!operand_equal_p (gimple_op (a, i), gimple_op (b, i), 0))
      return false;
  return true;
}

/* Takes back the stores a sinking moved after its join: BRANCH, which
   ends the join, enters their block where the arm was taken (ON_TRUE:
   on its true edge); its statements go to the end of ARM in their
   order, each copy of a value ARM computes gives way to the value, and
   BRANCH no longer enters the block, which the CFG cleanup removes.
   Virtual operands are left for update_ssa.  */
void
stores_back (gcond *branch, bool on_true, basic_block arm)
{
  basic_block join = gimple_bb (branch);
  edge into = EDGE_SUCC (join, 0);
  if (!(into->flags & (on_true ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE)))
    into = EDGE_SUCC (join, 1);
  basic_block stores = into->dest;
  for (gimple_stmt_iterator gsi = gsi_start_bb (stores); !gsi_end_p (gsi);)
    {
      gimple *stmt = gsi_stmt (gsi);
      tree lhs = gimple_get_lhs (stmt);
      gimple *same = NULL;
      if (lhs && TREE_CODE (lhs) == SSA_NAME)
	for (gimple_stmt_iterator a = gsi_start_bb (arm);
	     !gsi_end_p (a) && !same; gsi_next (&a))
	  if (same_computation_p (gsi_stmt (a), stmt))
	    same = gsi_stmt (a);
      if (same)
	{
	  replace_uses_by (lhs, gimple_assign_lhs (same));
	  gsi_remove (&gsi, true);
	  release_defs (stmt);
	}
      else
	gsi_move_to_bb_end (&gsi, arm);
    }
  if (on_true)
    gimple_cond_make_false (branch);
  else
    gimple_cond_make_true (branch);
  update_stmt (branch);
  mark_virtual_operands_for_renaming (cfun);
}

/* Undoes the sinking of SITE: the moved statements (those after the
   guard that read it, a PHI of the rewrite or a moved result) go back
   to the end of the arm, in their order, and the stores moved after
   them after them; selects and PHIs give way to the arm's values; each
   merge hands its PHI back the moved result.  Whether stores came back
   (the CFG then needs a cleanup).  */
bool
undo_sink (const guard_site &site)
{
  basic_block join = gimple_bb (site.def);
  edge arm = arm_edge (site);
  if (!arm)
    return false;
  hash_set<tree> from_rewrite;
  from_rewrite.add (gimple_get_lhs (site.def));
  for (gphi_iterator pi = gsi_start_phis (join); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      unsigned pid;
      tree r = gimple_phi_result (pi.phi ());
      if (pred_marked_p (r, PRED_SAFE, &pid) && pid == site.id)
	from_rewrite.add (r);
    }

  gimple_stmt_iterator gsi = gsi_for_stmt (site.def);
  gsi_next (&gsi);
  bool stores = false;
  while (!gsi_end_p (gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      tree lhs = gimple_get_lhs (stmt);
      unsigned sid;
      if (is_gimple_debug (stmt))
	{
	  gsi_next (&gsi);
	  continue;
	}
      if (!reads_any (stmt, from_rewrite))
	break;
      if (gcond *branch = dyn_cast<gcond *> (stmt))
	{
	  stores_back (branch, site.on_true, arm->src);
	  stores = true;
	  break;
	}
      bool ours = (pred_marked_p (lhs, PRED_MERGE, &sid)
		   || pred_marked_p (lhs, PRED_SAFE, &sid)) && sid == site.id;
      if (ours && pred_marked_p (lhs, PRED_MERGE))
	{
	  /* guard ? t : r on the true edge, guard ? r : t on the false: the
	     PHI takes t back, and the merge's uses read r, its result.  */
	  tree t = site.on_true ? gimple_assign_rhs2 (stmt)
				: gimple_assign_rhs3 (stmt);
	  tree r = site.on_true ? gimple_assign_rhs3 (stmt)
				: gimple_assign_rhs2 (stmt);
	  SET_PHI_ARG_DEF (as_a<gphi *> (SSA_NAME_DEF_STMT (r)),
			   arm->dest_idx, t);
	  drop_added (&gsi, !site.on_true);
	  continue;
	}
      if (ours)
	{
	  drop_added (&gsi, site.on_true);
	  continue;
	}
      if (lhs && TREE_CODE (lhs) == SSA_NAME)
	from_rewrite.add (lhs);
      gsi_move_to_bb_end (&gsi, arm->src);
    }

  for (gphi_iterator pi = gsi_start_phis (join); !gsi_end_p (pi);)
    {
      gphi *phi = pi.phi ();
      tree r = gimple_phi_result (phi);
      unsigned pid;
      if (pred_marked_p (r, PRED_SAFE, &pid) && pid == site.id)
	{
	  replace_uses_by (r, PHI_ARG_DEF_FROM_EDGE (phi, arm));
	  remove_phi_node (&pi, true);
	}
      else
	gsi_next (&pi);
    }
  gimple_stmt_iterator g = gsi_for_stmt (site.def);
  drop_added (&g, site.on_true);
  return stores;
}

/* Resets the debug binds of FUN whose value reads an SSA name that its
   definition no longer reaches: a guard dropped leaves a debug
   temporary of its comparison where it was, and the undo may then move
   the comparison's operands back into the arm.  */
void
reset_stranded_debug_binds (function *fun)
{
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      hash_set<tree> defined_before;
      for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
	   gsi_next (&pi))
	defined_before.add (gimple_phi_result (pi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  ssa_op_iter iter;
	  tree name;
	  if (gimple_debug_bind_p (stmt) && gimple_debug_bind_has_value_p (stmt))
	    FOR_EACH_SSA_TREE_OPERAND (name, stmt, iter, SSA_OP_USE)
	      {
		basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (name));
		if (!def_bb
		    || (def_bb == bb ? defined_before.contains (name)
				     : dominated_by_p (CDI_DOMINATORS, bb,
						       def_bb)))
		  continue;
		gimple_debug_bind_reset_value (stmt);
		update_stmt (stmt);
		break;
	      }
	  FOR_EACH_SSA_TREE_OPERAND (name, stmt, iter, SSA_OP_DEF)
	    defined_before.add (name);
	}
    }
}

/* Writes the dump line of SITE, a guard in block BB, whose rewrite has
   vector code elsewhere: this copy of the loop runs scalar, and takes
   its branch back as the program wrote it.  */
void
dump_scalar_copy (const guard_site &site, basic_block bb)
{
  if (dump_file)
    fprintf (dump_file, ";; predicate: rewrite %u: undone in the copy of "
	     "loop %d that runs scalar (block %d): the program's branch "
	     "again\n", site.id, bb->loop_father->num, bb->index);
}

} // namespace

bool
pred_rewrites_in (function *fun)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, fun)
    if (pred_marked_p (name, PRED_GUARD_TRUE)
	|| pred_marked_p (name, PRED_GUARD_FALSE)
	|| pred_marked_p (name, PRED_GUARD_JOIN_TRUE)
	|| pred_marked_p (name, PRED_GUARD_JOIN_FALSE))
      return true;
  return false;
}

bool
pred_undo_unused (function *fun)
{
  bool cleanup = false, undone = false;
  auto_vec<guard_site> sites;
  marked_guards (fun, PRED_GUARD_TRUE, PRED_GUARD_FALSE, true, &sites);
  /* Later rewrites first: an outer arm's undo takes back into its arm
     what an inner arm's rewrite had moved there.  */
  sites.qsort (later_first);
  for (const guard_site &site : sites)
    {
      bool vectorized = vectorized_p (fun, site.id);
      bool gone = !vectorized && !guarded_branch_p (site.def);
      if (dump_file)
	fprintf (dump_file, ";; predicate: rewrite %u at %s:%d: %s\n",
		 site.id, LOCATION_FILE (gimple_location (site.def))
		 ? lbasename (LOCATION_FILE (gimple_location (site.def)))
		 : "unknown", LOCATION_LINE (gimple_location (site.def)),
		 vectorized ? "kept: the loop was vectorized"
		 : gone ? "kept: its branch is gone, its operations run in "
			  "every iteration"
		 : "undone: the loop was not vectorized");
      bool keep = vectorized || gone;
      if (!keep)
	{
	  restore_simd_flag (site);
	  undo_site (site);
	  undone = true;
	}
      else if (vectorized && guarded_branch_p (site.def)
	       && !vshape_loop_has_vector_code
		     (gimple_bb (site.def)->loop_father))
	{
	  dump_scalar_copy (site, gimple_bb (site.def));
	  undo_site (site);
	  undone = true;
	}
    }
  auto_vec<guard_site> joins;
  marked_guards (fun, PRED_GUARD_JOIN_TRUE, PRED_GUARD_JOIN_FALSE, false,
		 &joins);
  for (const guard_site &j : joins)
    {
      bool keep = vectorized_p (fun, j.id);
      if (dump_file)
	fprintf (dump_file, ";; predicate: rewrite %u (after the arm, in "
		 "block %d): %s\n", j.id, gimple_bb (j.def)->index,
		 keep ? "kept: the loop was vectorized"
		      : "undone: the loop was not vectorized");
      if (!keep)
	{
	  restore_simd_flag (j);
	  cleanup |= undo_sink (j);
	  undone = true;
	}
      else if (!vshape_loop_has_vector_code (gimple_bb (j.def)->loop_father))
	{
	  dump_scalar_copy (j, gimple_bb (j.def));
	  cleanup |= undo_sink (j);
	  undone = true;
	}
    }
  pred_forget_references (fun);
  if (undone && MAY_HAVE_DEBUG_BIND_STMTS)
    reset_stranded_debug_binds (fun);
  if (need_ssa_update_p (fun))
    update_ssa (TODO_update_ssa_only_virtuals);
  return cleanup;
}

void
pred_weigh_simd_loop (class loop *loop, unsigned first_id)
{
  loop->force_vectorize = false;
  weighed_rewrites w = { first_id, pred_next_rewrite_id () };
  weighed.safe_push (w);
}
