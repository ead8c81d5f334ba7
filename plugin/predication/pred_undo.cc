/* Undoing predication the vectorizer did not use.

   The rewrite left, at the end of the branch's block, its guard and then
   the moved statements with their selects, just before the branch.  When
   the vectorizer made no vector code from the loop, that sequence is
   still there, in the one copy of the loop; it goes back into the arm.
   When it did, the copies that remain (a scalar epilogue, the loop run
   when a runtime alias check fails) keep the rewrite, which is safe.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_undo.h"
#include "pred_marks.h"

namespace {

/* A guard of FUN still in front of its branch.  */
struct guard_site
{
  gimple *def;
  unsigned id;
  bool on_true;
};

/* The guards of FUN whose block still ends in their branch.  */
void
guards_before_branches (function *fun, vec<guard_site> *sites)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, fun)
    {
      guard_site site;
      bool on_true = pred_marked_p (name, PRED_GUARD_TRUE, &site.id);
      if (!on_true && !pred_marked_p (name, PRED_GUARD_FALSE, &site.id))
	continue;
      site.def = SSA_NAME_DEF_STMT (name);
      site.on_true = on_true;
      basic_block bb = gimple_bb (site.def);
      if (!bb || !is_gimple_assign (site.def))
	continue;
      gimple_stmt_iterator last = gsi_last_bb (bb);
      if (!gsi_end_p (last) && gimple_code (gsi_stmt (last)) == GIMPLE_COND)
	sites->safe_push (site);
    }
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

/* The block of the arm SITE's branch leads into on its edge, made anew
   when the edge now goes straight to the join.  */
basic_block
arm_block (const guard_site &site)
{
  basic_block branch = gimple_bb (site.def);
  edge e = site.on_true ? EDGE_SUCC (branch, 0) : EDGE_SUCC (branch, 1);
  if (!(e->flags & (site.on_true ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE)))
    e = site.on_true ? EDGE_SUCC (branch, 1) : EDGE_SUCC (branch, 0);
  if (single_pred_p (e->dest) && single_succ_p (e->dest))
    return e->dest;
  return split_edge (e);
}

/* Moves the statements after SITE's guard (up to the branch, or to the
   other arm's guard) back into its arm, in their order; replaces each
   select by the program's operand; drops the guard.  */
void
undo_site (const guard_site &site)
{
  basic_block arm = arm_block (site);
  gimple_stmt_iterator to = gsi_after_labels (arm);
  gimple_stmt_iterator gsi = gsi_for_stmt (site.def);
  gsi_next (&gsi);
  while (gimple_code (gsi_stmt (gsi)) != GIMPLE_COND)
    {
      gimple *stmt = gsi_stmt (gsi);
      tree lhs = gimple_get_lhs (stmt);
      /* The other arm's guard (a diamond) starts its own sequence.  */
      if (pred_marked_p (lhs, PRED_GUARD_TRUE)
	  || pred_marked_p (lhs, PRED_GUARD_FALSE))
	break;
      if (pred_marked_p (lhs, PRED_SAFE))
	{
	  tree value = gimple_assign_rhs2 (stmt);
	  if (!site.on_true)
	    value = gimple_assign_rhs3 (stmt);
	  replace_uses_by (lhs, value);
	  gsi_remove (&gsi, true);
	  release_defs (stmt);
	  continue;
	}
      gsi_move_before (&gsi, &to);
    }
  gimple_stmt_iterator g = gsi_for_stmt (site.def);
  gimple *guard = site.def;
  gsi_remove (&g, true);
  release_defs (guard);
}

} // namespace

bool
pred_rewrites_in (function *fun)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, fun)
    if (pred_marked_p (name, PRED_GUARD_TRUE)
	|| pred_marked_p (name, PRED_GUARD_FALSE))
      return true;
  return false;
}

void
pred_undo_unused (function *fun)
{
  auto_vec<guard_site> sites;
  guards_before_branches (fun, &sites);
  for (const guard_site &site : sites)
    {
      bool keep = vectorized_p (fun, site.id);
      if (dump_file)
	fprintf (dump_file, ";; predicate: rewrite %u at %s:%d: %s\n",
		 site.id, LOCATION_FILE (gimple_location (site.def))
		 ? lbasename (LOCATION_FILE (gimple_location (site.def)))
		 : "unknown", LOCATION_LINE (gimple_location (site.def)),
		 keep ? "kept: the loop was vectorized"
		      : "undone: the loop was not vectorized");
      if (!keep)
	undo_site (site);
    }
}
