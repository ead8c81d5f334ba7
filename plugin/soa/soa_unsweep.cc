/* Undoing the sweeps of a SOA array whose loop stayed scalar: each run
   of N swept elements, h[b] = (i == b) ? f (h[b]) : h[b] for b = 0..N-1,
   goes back to the one access h[i] = f (h[i]) it came from, and each
   chain or tree of selects over h[0..N-1] back to the read h[i].  The
   old value of an element is a load of it, or the value the last store
   to it wrote (the sweep forwards those).

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

/* Whether VALUE is what row ROW of SOA holds just before STMT (in its
   block): a load of that element, or the value the last store to it
   before STMT wrote, with no store to an unknown row in between.  Sets
   *WHERE to the element's reference in that load or store.  */
bool
holds_element_p (tree value, tree soa, HOST_WIDE_INT row, gimple *stmt,
		 tree *where)
{
  if (TREE_CODE (value) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (value);
      if (gimple_assign_load_p (def)
	  && constant_row (gimple_assign_rhs1 (def), soa) == row)
	{
	  *where = gimple_assign_rhs1 (def);
	  return true;
	}
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  for (gsi_prev (&gsi); !gsi_end_p (gsi); gsi_prev (&gsi))
    {
      gimple *prev = gsi_stmt (gsi);
      if (!gimple_vdef (prev))
	continue;
      if (!gimple_assign_single_p (prev))
	return false;
      tree lhs = gimple_assign_lhs (prev);
      HOST_WIDE_INT k = constant_row (lhs, soa);
      if (k == row)
	{
	  *where = lhs;
	  return operand_equal_p (gimple_assign_rhs1 (prev), value);
	}
      if (k < 0 && get_base_address (lhs) == soa)
	return false;
    }
  return false;
}

/* One swept element: its store and the selection of its value.  */
struct swept_element
{
  gassign *store;
  gassign *select;
  HOST_WIDE_INT row;
  tree index;			/* i of i == row */
  tree old;			/* the element's value before */
  tree updated;			/* the value kept where i == row */
};

/* The assignment of code CODE that defines T, or NULL.  */
gassign *
assign_of (tree t, tree_code code)
{
  if (TREE_CODE (t) != SSA_NAME)
    return NULL;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
  return def && gimple_assign_rhs_code (def) == code ? def : NULL;
}

/* Whether SELECT is (I == ROW) ? UPDATED : OLD; sets *I, *ROW,
   *UPDATED and *OLD.  */
bool
row_select_p (gimple *stmt, tree *i, HOST_WIDE_INT *row, tree *updated,
	      tree *old)
{
  gassign *select = dyn_cast<gassign *> (stmt);
  if (!select || gimple_assign_rhs_code (select) != COND_EXPR)
    return false;
  gassign *test = assign_of (gimple_assign_rhs1 (select), EQ_EXPR);
  if (!test || !tree_fits_shwi_p (gimple_assign_rhs2 (test)))
    return false;
  *i = gimple_assign_rhs1 (test);
  *row = tree_to_shwi (gimple_assign_rhs2 (test));
  *updated = gimple_assign_rhs2 (select);
  *old = gimple_assign_rhs3 (select);
  return true;
}

/* Whether STMT is a swept element of SOA; describes it in *E.  */
bool
swept_element_p (gimple *stmt, tree soa, swept_element *e)
{
  gassign *store = dyn_cast<gassign *> (stmt);
  if (!store || !gimple_store_p (store) || !gimple_assign_single_p (store))
    return false;
  tree w = gimple_assign_rhs1 (store);
  e->store = store;
  e->row = constant_row (gimple_assign_lhs (store), soa);
  if (e->row < 0 || TREE_CODE (w) != SSA_NAME)
    return false;
  e->select = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (w));
  HOST_WIDE_INT row;
  return (e->select
	  && row_select_p (e->select, &e->index, &row, &e->updated, &e->old)
	  && row == e->row);
}

/* Whether UB, computed from OLDB, is the same function of OLDB as UA is
   of OLDA: the same operations on the same other operands.  An operand
   that is OLDA in UA and OLDB in UB is the element's old value; one
   that is the same name in both is shared, whatever it depends on (a
   value computed once, or another element read before).  */
bool
same_update_p (tree ua, tree olda, tree ub, tree oldb, int depth)
{
  if (olda != oldb && ua == olda && ub == oldb)
    return true;
  if (ua == ub)
    return true;
  if (ua == olda || ub == oldb)
    return false;
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

/* UA, the update of one element from OLDA, made from NEW_OLD instead:
   UB, another element's update from OLDB, tells which operands are the
   old value (OLDA in UA, OLDB in UB) and which are shared.  The
   operations on the old value are copied into *SEQ.  */
tree
copy_update (tree ua, tree olda, tree ub, tree oldb, tree new_old,
	     gimple_seq *seq, int depth)
{
  if (olda != oldb && ua == olda && ub == oldb)
    return new_old;
  if (ua == ub || depth > max_update_depth)
    return ua;
  gassign *da = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (ua));
  gassign *db = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (ub));
  tree ops[3] = {};
  for (unsigned i = 1; i < gimple_num_ops (da); i++)
    ops[i - 1] = copy_update (gimple_op (da, i), olda, gimple_op (db, i),
			      oldb, new_old, seq, depth + 1);
  tree r = make_ssa_name (TREE_TYPE (ua));
  gassign *copy = gimple_build_assign (r, gimple_assign_rhs_code (da),
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
  /* The state before the sweep: the first element's store uses it.  */
  tree before = gimple_vuse (run[0].store);
  gimple_set_vuse (load, before);
  gimple_seq_add_stmt_without_update (&seq, load);
  /* Another element with another old value tells the old value's
     operands from the shared ones; when all hold one value, element 0's
     update is element i's.  */
  unsigned other = 1;
  while (other < n && run[other].old == run[0].old)
    other++;
  tree updated = other == n
		 ? run[0].updated
		 : copy_update (run[0].updated, run[0].old, run[other].updated,
				run[other].old, old, &seq, 0);
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

/* The memory state just before STMT: the nearest statement before it
   in its block that reads or writes memory, else the block's virtual
   phi; NULL_TREE when there is none.  */
tree
memory_state_before (gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  for (gsi_prev (&gsi); !gsi_end_p (gsi); gsi_prev (&gsi))
    {
      gimple *prev = gsi_stmt (gsi);
      if (gimple_vdef (prev))
	return gimple_vdef (prev);
      if (gimple_vuse (prev))
	return gimple_vuse (prev);
    }
  for (gphi_iterator pi = gsi_start_phis (gimple_bb (stmt)); !gsi_end_p (pi);
       gsi_next (&pi))
    if (virtual_operand_p (gimple_phi_result (pi.phi ())))
      return gimple_phi_result (pi.phi ());
  return NULL_TREE;
}

/* When STMT ends a swept read of SOA, a chain of selects
   (i == N-1) ? h[N-1] : ((i == N-2) ? h[N-2] : ... h[0]), the index i
   in *INDEX and the reference to an element of the row in *WHERE.  */
bool
swept_read_p (gimple *stmt, tree soa, unsigned HOST_WIDE_INT nelts,
	      tree *index, tree *where)
{
  tree updated, old;
  HOST_WIDE_INT row;
  if (nelts < 2 || !row_select_p (stmt, index, &row, &updated, &old)
      || row != (HOST_WIDE_INT) nelts - 1)
    return false;
  gimple *cur = stmt;
  for (HOST_WIDE_INT b = row; b >= 1; b--)
    {
      tree i;
      HOST_WIDE_INT k;
      if (!row_select_p (cur, &i, &k, &updated, &old) || k != b
	  || !operand_equal_p (i, *index)
	  || !holds_element_p (updated, soa, b, stmt, where))
	return false;
      if (b > 1)
	{
	  if (TREE_CODE (old) != SSA_NAME)
	    return false;
	  cur = SSA_NAME_DEF_STMT (old);
	}
    }
  return holds_element_p (old, soa, 0, stmt, where)
	 && memory_state_before (stmt);
}

/* Whether VALUE is (i & MASK) != 0 ? HIGH : LOW; sets *I, *HIGH and
   *LOW.  */
bool
bit_select_p (tree value, unsigned HOST_WIDE_INT mask, tree *i, tree *high,
	      tree *low)
{
  gassign *select = assign_of (value, COND_EXPR);
  gassign *test = select ? assign_of (gimple_assign_rhs1 (select), NE_EXPR)
			 : NULL;
  if (!test || !integer_zerop (gimple_assign_rhs2 (test)))
    return false;
  gassign *bit = assign_of (gimple_assign_rhs1 (test), BIT_AND_EXPR);
  if (!bit || !tree_fits_uhwi_p (gimple_assign_rhs2 (bit))
      || tree_to_uhwi (gimple_assign_rhs2 (bit)) != mask)
    return false;
  *i = gimple_assign_rhs1 (bit);
  *high = gimple_assign_rhs2 (select);
  *low = gimple_assign_rhs3 (select);
  return true;
}

/* Whether VALUE picks, among the elements BASE .. BASE + 2^K - 1 of SOA
   below NELTS, the one the low K bits of *INDEX name (a tree of bit
   selects, soa_sweep_rewrite.cc); the first index met sets *INDEX, and
   *WHERE is set as holds_element_p does, for STMT.  */
bool
bit_tree_p (tree value, unsigned HOST_WIDE_INT base, unsigned k,
	    unsigned HOST_WIDE_INT nelts, tree soa, gimple *stmt, tree *index,
	    tree *where)
{
  if (k == 0)
    return holds_element_p (value, soa, base, stmt, where);
  unsigned HOST_WIDE_INT half = HOST_WIDE_INT_1U << (k - 1);
  if (base + half >= nelts)
    return bit_tree_p (value, base, k - 1, nelts, soa, stmt, index, where);
  tree i, high, low;
  if (!bit_select_p (value, half, &i, &high, &low)
      || (*index && !operand_equal_p (i, *index)))
    return false;
  *index = i;
  return (bit_tree_p (high, base + half, k - 1, nelts, soa, stmt, index,
		      where)
	  && bit_tree_p (low, base, k - 1, nelts, soa, stmt, index, where));
}

/* When STMT ends a swept read of SOA by the bits of its index, the
   index in *INDEX and the reference to an element of the row in
   *WHERE.  */
bool
swept_read_by_bits_p (gimple *stmt, tree soa, unsigned HOST_WIDE_INT nelts,
		      tree *index, tree *where)
{
  tree lhs = is_gimple_assign (stmt) ? gimple_assign_lhs (stmt) : NULL_TREE;
  *index = NULL_TREE;
  return (nelts >= 2 && lhs && TREE_CODE (lhs) == SSA_NAME
	  && bit_tree_p (lhs, 0, ceil_log2 (nelts), nelts, soa, stmt, index,
			 where)
	  && memory_state_before (stmt));
}

/* Replace the swept read ending at STMT, of index INDEX, by the read of
   the row INDEX names (WHERE is an element of the row).  */
void
unsweep_read (gimple *stmt, tree index, tree where)
{
  /* Gone with a later sweep's dead statements: nothing read it.  */
  if (!gimple_bb (stmt))
    return;
  tree ref = unshare_expr (where);
  TREE_OPERAND (TREE_OPERAND (ref, 0), 1) = index;
  tree lhs = gimple_assign_lhs (stmt);
  tree value = make_ssa_name (TREE_TYPE (lhs));
  gassign *load = gimple_build_assign (value, ref);
  gimple_set_vuse (load, memory_state_before (stmt));
  gimple_stmt_iterator at = gsi_for_stmt (stmt);
  gsi_insert_before (&at, load, GSI_SAME_STMT);
  replace_uses_by (lhs, value);
  remove_if_unused (stmt, 0);
}

/* A sweep found: a run of swept elements (RUN), or a swept read ending at
   READ.  */
struct found_sweep
{
  vec<swept_element> run;
  gimple *read;
  tree index;
  tree where;
};

} // namespace

unsigned
soa_unsweep (function *fun, tree soa)
{
  unsigned HOST_WIDE_INT nelts
    = tree_to_uhwi (array_type_nelts_minus_one (TREE_TYPE (soa))) + 1;
  /* Find them all first, then undo the last first: a sweep may forward
     the values an earlier one stored, which must still be there to be
     recognized.  */
  auto_vec<found_sweep> found;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      auto_vec<swept_element> run;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  found_sweep f = { vNULL, NULL, NULL_TREE, NULL_TREE };
	  if (swept_read_p (stmt, soa, nelts, &f.index, &f.where)
	      || swept_read_by_bits_p (stmt, soa, nelts, &f.index, &f.where))
	    {
	      f.read = stmt;
	      found.safe_push (f);
	      continue;
	    }
	  swept_element e;
	  tree where;
	  if (!swept_element_p (stmt, soa, &e))
	    continue;
	  /* A run is rows 0..N-1 in order, one index, one update.  */
	  if (e.row == 0)
	    run.truncate (0);
	  if ((HOST_WIDE_INT) run.length () != e.row
	      || !holds_element_p (e.old, soa, e.row,
				   e.row ? run[0].store : e.store, &where)
	      || (e.row > 0
		  && (!operand_equal_p (e.index, run[0].index)
		      || !same_update_p (run[0].updated, run[0].old,
					 e.updated, e.old, 0))))
	    {
	      run.truncate (0);
	      continue;
	    }
	  run.safe_push (e);
	  if (run.length () == nelts)
	    {
	      f.run = run.copy ();
	      found.safe_push (f);
	      run.truncate (0);
	    }
	}
    }
  for (unsigned k = found.length (); k-- > 0;)
    {
      found_sweep &f = found[k];
      if (f.read)
	unsweep_read (f.read, f.index, f.where);
      else
	unsweep_run (f.run.address (), f.run.length ());
      f.run.release ();
    }
  return found.length ();
}
