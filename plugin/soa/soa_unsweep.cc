/* Undoing the sweeps of a SOA array whose loop stayed scalar: each run
   of N swept elements, h[b] = (i == b) ? f (h[b]) : h[b] for b = 0..N-1,
   goes back to the one access h[i] = f (h[i]) it came from.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "soa_unsweep.h"

namespace {

/* How deep the comparison of two elements' updates goes.  */
const int max_update_depth = 6;

/* The constant row K of the access D'[K][0]-or-any-lane T of SOA, or -1.  */
HOST_WIDE_INT
constant_row (tree t, tree soa)
{
  if (TREE_CODE (t) != ARRAY_REF)
    return -1;
  tree row = TREE_OPERAND (t, 0);
  if (TREE_CODE (row) != ARRAY_REF || TREE_OPERAND (row, 0) != soa
      || !tree_fits_shwi_p (TREE_OPERAND (row, 1)))
    return -1;
  return tree_to_shwi (TREE_OPERAND (row, 1));
}

/* One swept element: its store, the selection, the old value's load
   and the compare that picks it.  */
struct swept_element
{
  gassign *store;
  gassign *select;
  gassign *load;
  gassign *test;
  HOST_WIDE_INT row;
  tree index;			/* i of i == row */
  tree updated;			/* the value kept where i == row */
};

/* Whether STORE is a swept element of SOA; describes it in *E.  */
bool
swept_element_p (gimple *stmt, tree soa, swept_element *e)
{
  gassign *store = dyn_cast<gassign *> (stmt);
  if (!store || !gimple_store_p (store) || !gimple_assign_single_p (store))
    return false;
  tree lhs = gimple_assign_lhs (store), w = gimple_assign_rhs1 (store);
  e->row = constant_row (lhs, soa);
  if (e->row < 0 || TREE_CODE (w) != SSA_NAME)
    return false;
  e->store = store;
  e->select = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (w));
  if (!e->select || gimple_assign_rhs_code (e->select) != COND_EXPR)
    return false;
  tree test = gimple_assign_rhs1 (e->select);
  tree old = gimple_assign_rhs3 (e->select);
  e->updated = gimple_assign_rhs2 (e->select);
  if (TREE_CODE (test) != SSA_NAME || TREE_CODE (old) != SSA_NAME)
    return false;
  e->test = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (test));
  e->load = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (old));
  if (!e->test || gimple_assign_rhs_code (e->test) != EQ_EXPR
      || !e->load || !gimple_assign_load_p (e->load)
      || !operand_equal_p (gimple_assign_rhs1 (e->load), lhs)
      || !tree_fits_shwi_p (gimple_assign_rhs2 (e->test))
      || tree_to_shwi (gimple_assign_rhs2 (e->test)) != e->row)
    return false;
  e->index = gimple_assign_rhs1 (e->test);
  return true;
}

/* Whether UB, computed from OLDB, is the same function of OLDB as UA is
   of OLDA: the same operations on the same other operands.  */
bool
same_update_p (tree ua, tree olda, tree ub, tree oldb, int depth)
{
  if (ua == olda || ub == oldb)
    return ua == olda && ub == oldb;
  if (ua == ub)
    return true;
  if (depth > max_update_depth || TREE_CODE (ua) != SSA_NAME
      || TREE_CODE (ub) != SSA_NAME)
    return false;
  gassign *da = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (ua));
  gassign *db = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (ub));
  if (!da || !db || gimple_assign_rhs_code (da) != gimple_assign_rhs_code (db)
      || gimple_num_ops (da) != gimple_num_ops (db)
      || !types_compatible_p (TREE_TYPE (ua), TREE_TYPE (ub)))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (da); i++)
    if (!same_update_p (gimple_op (da, i), olda, gimple_op (db, i), oldb,
			depth + 1))
      return false;
  return true;
}

/* U with OLD replaced by NEW_OLD, its operations copied into *SEQ.  */
tree
copy_update (tree u, tree old, tree new_old, gimple_seq *seq, int depth)
{
  if (u == old)
    return new_old;
  if (TREE_CODE (u) != SSA_NAME || depth > max_update_depth)
    return u;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (u));
  if (!def)
    return u;
  bool depends = false;
  tree ops[3] = {};
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    {
      ops[i - 1] = copy_update (gimple_op (def, i), old, new_old, seq,
				depth + 1);
      depends |= ops[i - 1] != gimple_op (def, i);
    }
  if (!depends)
    return u;
  tree r = make_ssa_name (TREE_TYPE (u));
  gassign *copy = gimple_build_assign (r, gimple_assign_rhs_code (def),
				       ops[0], ops[1], ops[2]);
  gimple_seq_add_stmt_without_update (seq, copy);
  return r;
}

/* Remove STMT and, through its operands, the statements that only it
   used, when its result has no use left.  */
void
remove_if_unused (gimple *stmt, int depth)
{
  /* A statement reached again through another operand may be gone.  */
  if (!gimple_bb (stmt))
    return;
  tree lhs = gimple_get_lhs (stmt);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME || !has_zero_uses (lhs)
      || depth > max_update_depth + 2 || gimple_has_side_effects (stmt)
      || stmt_could_throw_p (cfun, stmt))
    return;
  auto_vec<gimple *, 4> defs;
  ssa_op_iter iter;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, iter, SSA_OP_USE)
    if (!SSA_NAME_IS_DEFAULT_DEF (use)
	&& is_a<gassign *> (SSA_NAME_DEF_STMT (use))
	&& !defs.contains (SSA_NAME_DEF_STMT (use)))
      defs.safe_push (SSA_NAME_DEF_STMT (use));
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_remove (&gsi, true);
  release_defs (stmt);
  for (gimple *def : defs)
    remove_if_unused (def, depth + 1);
}

/* Replace the N swept elements RUN[0..N-1] (rows 0..N-1, in order) by
   the access of row i they came from.  */
void
unsweep_run (const swept_element *run, unsigned n)
{
  const swept_element &last = run[n - 1];
  tree ref = unshare_expr (gimple_assign_lhs (last.store));
  tree row = TREE_OPERAND (ref, 0);
  TREE_OPERAND (row, 1) = run[0].index;
  gimple_seq seq = NULL;
  tree old = make_ssa_name (TREE_TYPE (ref));
  gassign *load = gimple_build_assign (old, ref);
  /* The state before the sweep: the first element's load reads it.  */
  tree before = gimple_vuse (run[0].load);
  gimple_set_vuse (load, before);
  gimple_seq_add_stmt_without_update (&seq, load);
  tree updated = copy_update (run[0].updated,
			      gimple_assign_lhs (run[0].load), old, &seq, 0);
  gassign *store = gimple_build_assign (unshare_expr (ref), updated);
  gimple_set_location (store, gimple_location (last.store));
  gimple_set_vuse (store, before);
  tree vdef = gimple_vdef (last.store);
  gimple_set_vdef (store, vdef);
  SSA_NAME_DEF_STMT (vdef) = store;
  gimple_seq_add_stmt_without_update (&seq, store);
  gimple_stmt_iterator at = gsi_for_stmt (last.store);
  gsi_insert_seq_before (&at, seq, GSI_SAME_STMT);

  for (unsigned k = 0; k < n; k++)
    {
      gimple *put = run[k].store;
      gimple_stmt_iterator gsi = gsi_for_stmt (put);
      if (k + 1 < n)
	{
	  unlink_stmt_vdef (put);
	  gsi_remove (&gsi, true);
	  release_defs (put);
	}
      else
	gsi_remove (&gsi, true);
      remove_if_unused (run[k].select, 0);
    }
}

} // namespace

unsigned
soa_unsweep (function *fun, tree soa)
{
  unsigned HOST_WIDE_INT nelts
    = tree_to_uhwi (array_type_nelts (TREE_TYPE (soa))) + 1;
  unsigned runs = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      auto_vec<swept_element> run;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
	{
	  gimple *stmt = gsi_stmt (gsi);
	  gsi_next (&gsi);
	  swept_element e;
	  if (!swept_element_p (stmt, soa, &e))
	    continue;
	  /* A run is rows 0..N-1 in order, one index, one update.  */
	  if (e.row == 0)
	    run.truncate (0);
	  if ((HOST_WIDE_INT) run.length () != e.row
	      || (e.row > 0
		  && (!operand_equal_p (e.index, run[0].index)
		      || !same_update_p (run[0].updated,
					 gimple_assign_lhs (run[0].load),
					 e.updated,
					 gimple_assign_lhs (e.load), 0))))
	    {
	      run.truncate (0);
	      continue;
	    }
	  run.safe_push (e);
	  if (run.length () == nelts)
	    {
	      unsweep_run (run.address (), run.length ());
	      run.truncate (0);
	      runs++;
	    }
	}
    }
  return runs;
}
