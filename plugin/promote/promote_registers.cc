/* Locations kept in SSA values across a loop (promote_registers.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "promote_registers.h"

int
kept_location_of (const kept_block &k, gimple *stmt)
{
  if (!gimple_assign_single_p (stmt))
    return -1;
  tree mem = gimple_vdef (stmt) ? gimple_assign_lhs (stmt)
				: gimple_assign_rhs1 (stmt);
  for (unsigned i = 0; i < k.locations.length (); i++)
    if (operand_equal_p (mem, k.locations[i].ref, 0)
	&& types_compatible_p (TREE_TYPE (mem),
			       TREE_TYPE (k.locations[i].ref)))
      return i;
  return -1;
}

namespace {

/* Replaces every use of NAME by VALUE, the statements left as they are
   otherwise (no folding: the scan's statements stay the same objects).  */
void
replace_uses_in_place (tree name, tree value)
{
  imm_use_iterator it;
  gimple *use_stmt;
  FOR_EACH_IMM_USE_STMT (use_stmt, it, name)
    {
      use_operand_p use;
      FOR_EACH_IMM_USE_ON_STMT (use, it)
	SET_USE (use, value);
      if (!is_a <gphi *> (use_stmt))
	update_stmt (use_stmt);
    }
}

} // namespace

/* Keep K's locations in SSA values in LOOP, entered from PRE and left
   by its single exit: loads become copies of the values, or give way to
   them where FORWARD (no copy is left for the basic-block vectorizer to
   stop at), stores set them, and the exit stores the last ones.  A
   location the loop loads enters from a load before the loop (the
   loop's first load of it reads memory the loop has not stored to
   yet).  */
void
keep_in_registers (class loop *loop, basic_block pre, kept_block &k,
		   bool forward)
{
  gimple_stmt_iterator gsi;
  for (kept_location &l : k.locations)
    if (l.loaded)
      {
	tree type = TREE_TYPE (l.ref);
	tree init = make_ssa_name (type);
	gsi = gsi_last_bb (pre);
	gsi_insert_after (&gsi,
			  gimple_build_assign (init, unshare_expr (l.ref)),
			  GSI_NEW_STMT);
	l.phi = create_phi_node (make_ssa_name (type), loop->header);
	add_phi_arg (l.phi, init, loop_preheader_edge (loop),
		     UNKNOWN_LOCATION);
	l.value = gimple_phi_result (l.phi);
      }
  for (gsi = gsi_start_bb (k.block); !gsi_end_p (gsi);)
    {
      gimple *stmt = gsi_stmt (gsi);
      if (!k.accesses.contains (stmt))
	{
	  gsi_next (&gsi);
	  continue;
	}
      kept_location &l = k.locations[kept_location_of (k, stmt)];
      if (gimple_vdef (stmt))
	{
	  l.value = gimple_assign_rhs1 (stmt);
	  tree vdef = gimple_vdef (stmt);
	  unlink_stmt_vdef (stmt);
	  gsi_remove (&gsi, true);
	  release_ssa_name (vdef);
	  continue;
	}
      tree loaded = gimple_assign_lhs (stmt);
      if (!forward)
	{
	  gimple *copy = gimple_build_assign (loaded, l.value);
	  gimple_set_location (copy, gimple_location (stmt));
	  gsi_replace (&gsi, copy, false);
	  gsi_next (&gsi);
	  continue;
	}
      unlink_stmt_vdef (stmt);
      gsi_remove (&gsi, true);
      replace_uses_in_place (loaded, l.value);
      release_ssa_name (loaded);
    }
  basic_block after = split_edge (single_exit (loop));
  gsi = gsi_after_labels (after);
  for (kept_location &l : k.locations)
    {
      if (l.phi)
	add_phi_arg (l.phi, l.value, loop_latch_edge (loop),
		     UNKNOWN_LOCATION);
      tree out = l.value;
      if (TREE_CODE (out) == SSA_NAME)
	{
	  gphi *closed = create_phi_node (make_ssa_name (TREE_TYPE (out)),
					  after);
	  add_phi_arg (closed, out, single_pred_edge (after),
		       UNKNOWN_LOCATION);
	  out = gimple_phi_result (closed);
	}
      gimple *store = gimple_build_assign (unshare_expr (l.ref), out);
      gimple_set_location (store, k.where);
      gsi_insert_before (&gsi, store, GSI_SAME_STMT);
    }
}
