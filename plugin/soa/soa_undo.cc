/* Undoing SOA rewrites the vectorizer did not use.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "soa_rewrite.h"
#include "soa_undo.h"
#include "soa_unsweep.h"
#include "function_changes.h"
#include "omp_simd_arrays.h"

namespace {

/* VALUE through copies between SSA names and constants.  */
tree
copied_value (tree value)
{
  while (TREE_CODE (value) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (value);
      if (!gimple_assign_single_p (def))
	break;
      tree rhs = gimple_assign_rhs1 (def);
      if (TREE_CODE (rhs) != SSA_NAME && TREE_CODE (rhs) != INTEGER_CST)
	break;
      value = rhs;
    }
  return value;
}

bool
zero_lane_p (tree lane)
{
  return integer_zerop (copied_value (lane));
}

/* The row K of the flat index FLAT = K * MAX_VF + LANE the rewrite built
   for a varying-index access, when LANE is zero; else NULL_TREE.  */
tree
row_of_flat_index (tree flat, unsigned HOST_WIDE_INT max_vf)
{
  flat = copied_value (flat);
  if (TREE_CODE (flat) == INTEGER_CST)
    {
      if (!tree_fits_uhwi_p (flat) || tree_to_uhwi (flat) % max_vf)
	return NULL_TREE;
      return size_int (tree_to_uhwi (flat) / max_vf);
    }
  gimple *def = SSA_NAME_DEF_STMT (flat);
  if (!is_gimple_assign (def))
    return NULL_TREE;
  tree rhs2 = gimple_assign_rhs2 (def);
  switch (gimple_assign_rhs_code (def))
    {
    case PLUS_EXPR:
      return zero_lane_p (rhs2)
	     ? row_of_flat_index (gimple_assign_rhs1 (def), max_vf)
	     : NULL_TREE;
    case MULT_EXPR:
      return tree_fits_uhwi_p (rhs2) && tree_to_uhwi (rhs2) == max_vf
	     ? gimple_assign_rhs1 (def) : NULL_TREE;
    default:
      return NULL_TREE;
    }
}

/* The row K of D'[K] when PTR was computed as &D'[K], else NULL_TREE.  */
tree
row_of_pointer (tree ptr, tree soa)
{
  if (TREE_CODE (ptr) != SSA_NAME)
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (!gimple_assign_single_p (def)
      || TREE_CODE (gimple_assign_rhs1 (def)) != ADDR_EXPR)
    return NULL_TREE;
  tree row = TREE_OPERAND (gimple_assign_rhs1 (def), 0);
  return TREE_CODE (row) == ARRAY_REF && TREE_OPERAND (row, 0) == soa
	 ? TREE_OPERAND (row, 1) : NULL_TREE;
}

/* Whether an operand of STMT is a vector.  */
bool
vector_operand_p (gimple *stmt)
{
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i);
      if (op && TREE_TYPE (op) && VECTOR_TYPE_P (TREE_TYPE (op)))
	return true;
    }
  return false;
}

/* What a walk over the function learns of one SOA array, and, once
   UNDONE is set, the array its accesses move to.  */
struct undo_walk
{
  tree soa;
  unsigned HOST_WIDE_INT max_vf;
  tree undone;
  bool vectorized;		/* a vector access, or one to a lane
				   other than 0 */
  gimple *unknown_use;		/* a use in no form the rewrite makes */
  hash_map<tree, unsigned> *row_pointer_uses;
  auto_vec<gimple *> row_pointer_defs;
};

/* Which element access *TP is, if it is one of the three forms
   soa_rewrite_private makes: D'[k][lane], (*&D'[k])[lane] or the flat
   D'[k * max_vf + lane].  Its row K when the lane is zero; else
   NULL_TREE with *MATCHED telling whether it was such an access.  */
tree
access_row (tree t, undo_walk *w, bool *matched)
{
  *matched = false;
  if (TREE_CODE (t) != ARRAY_REF)
    return NULL_TREE;
  tree base = TREE_OPERAND (t, 0), lane = TREE_OPERAND (t, 1);
  if (TREE_CODE (base) == ARRAY_REF && TREE_OPERAND (base, 0) == w->soa)
    {
      *matched = true;
      return zero_lane_p (lane) ? TREE_OPERAND (base, 1) : NULL_TREE;
    }
  if (TREE_CODE (base) != MEM_REF || !integer_zerop (TREE_OPERAND (base, 1)))
    return NULL_TREE;
  tree ptr = TREE_OPERAND (base, 0);
  if (TREE_CODE (ptr) == ADDR_EXPR && TREE_OPERAND (ptr, 0) == w->soa)
    {
      *matched = true;
      return row_of_flat_index (lane, w->max_vf);
    }
  tree row = row_of_pointer (ptr, w->soa);
  if (!row)
    return NULL_TREE;
  *matched = true;
  if (!w->undone)
    {
      bool existed;
      unsigned &uses = w->row_pointer_uses->get_or_insert (ptr, &existed);
      uses = existed ? uses + 1 : 1;
    }
  return zero_lane_p (lane) ? row : NULL_TREE;
}

/* walk_gimple_op callback: classifies, or once the walk has an UNDONE
   array rewrites, the uses of the SOA array in one operand.  */
tree
visit_operand (tree *tp, int *walk_subtrees, void *data)
{
  walk_stmt_info *wi = (walk_stmt_info *) data;
  undo_walk *w = (undo_walk *) wi->info;
  gimple *stmt = wi->stmt;
  bool matched;
  tree row = access_row (*tp, w, &matched);
  if (matched)
    {
      *walk_subtrees = 0;
      if (!row)
	w->vectorized = true;
      else if (w->undone)
	{
	  tree ref = build4 (ARRAY_REF, TREE_TYPE (TREE_TYPE (w->undone)),
			     w->undone, row, NULL_TREE, NULL_TREE);
	  TREE_TYPE (ref) = TREE_TYPE (*tp);
	  *tp = ref;
	  wi->changed = true;
	}
      return NULL_TREE;
    }
  /* Any other mention of the array, its address included (an element's
     address could reach its neighbours), is a use the undo does not
     follow, except &D'[k] defining a row pointer, whose uses are checked
     at the end.  */
  bool address = TREE_CODE (*tp) == ADDR_EXPR
		 && get_base_address (TREE_OPERAND (*tp, 0)) == w->soa;
  if (!address && *tp != w->soa)
    return NULL_TREE;
  *walk_subtrees = 0;
  tree lhs = gimple_get_lhs (stmt);
  if (address && lhs && row_of_pointer (lhs, w->soa)
      && gimple_assign_rhs1 (stmt) == *tp)
    {
      if (!w->undone)
	w->row_pointer_defs.safe_push (stmt);
      return NULL_TREE;
    }
  if (vector_operand_p (stmt))
    w->vectorized = true;
  else if (!w->unknown_use)
    w->unknown_use = stmt;
  return NULL_TREE;
}

/* Walks every statement and phi of FUN with W.  */
void
walk_function (function *fun, undo_walk *w)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
	   gsi_next (&pi))
	for (unsigned i = 0; i < gimple_phi_num_args (pi.phi ()); i++)
	  if (soa_mentions_p (gimple_phi_arg_def (pi.phi (), i), w->soa)
	      && !w->unknown_use)
	    w->unknown_use = pi.phi ();
      for (gimple_stmt_iterator si = gsi_start_bb (bb); !gsi_end_p (si);
	   gsi_next (&si))
	{
	  gimple *stmt = gsi_stmt (si);
	  if (is_gimple_debug (stmt))
	    continue;
	  walk_stmt_info wi;
	  memset (&wi, 0, sizeof wi);
	  wi.info = w;
	  wi.stmt = stmt;
	  walk_gimple_op (stmt, visit_operand, &wi);
	  if (wi.changed)
	    update_stmt (stmt);
	}
    }
}

/* Whether each row pointer is used only as the base of accesses the
   walk recognized.  */
bool
row_pointers_only_accessed (undo_walk *w)
{
  for (gimple *def : w->row_pointer_defs)
    {
      tree ptr = gimple_assign_lhs (def);
      unsigned uses = 0;
      use_operand_p use;
      imm_use_iterator it;
      FOR_EACH_IMM_USE_FAST (use, it, ptr)
	if (!is_gimple_debug (USE_STMT (use)))
	  uses++;
      unsigned *seen = w->row_pointer_uses->get (ptr);
      if (uses != (seen ? *seen : 0))
	return false;
    }
  return true;
}

/* Undo or keep the rewrite of the array SOA, marked for the private
   NAME; say which in the dump.  */
void
undo_one (function *fun, tree soa, const char *name)
{
  tree soa_type = TREE_TYPE (soa);
  tree row_type = TREE_TYPE (soa_type);
  hash_map<tree, unsigned> row_pointer_uses;
  undo_walk w;
  w.soa = soa;
  w.max_vf = tree_to_uhwi (array_type_nelts_minus_one (row_type)) + 1;
  w.undone = NULL_TREE;
  w.vectorized = false;
  w.unknown_use = NULL;
  w.row_pointer_uses = &row_pointer_uses;
  walk_function (fun, &w);

  const char *kept = NULL;
  if (w.vectorized)
    kept = "loop vectorized";
  else if (w.unknown_use || !row_pointers_only_accessed (&w))
    kept = "an access the undo does not follow";
  if (kept)
    {
      if (dump_file)
	{
	  fprintf (dump_file, ";; soa: %s: rewrite kept: %s", name, kept);
	  if (w.unknown_use && !w.vectorized)
	    {
	      fprintf (dump_file, ": ");
	      print_gimple_stmt (dump_file, w.unknown_use, 0, TDF_NONE);
	    }
	  else
	    fputc ('\n', dump_file);
	}
      return;
    }

  /* Sweeps cost N times the access they replaced in a scalar loop.  */
  if (unsigned runs = soa_unsweep (fun, soa))
    if (dump_file)
      fprintf (dump_file, ";; soa: %s: %u sweeps undone: loop not "
	       "vectorized\n", name, runs);
  tree elem_type = TREE_TYPE (row_type);
  unsigned HOST_WIDE_INT nelts
    = tree_to_uhwi (array_type_nelts_minus_one (soa_type)) + 1;
  w.undone = create_tmp_var (build_array_type_nelts (elem_type, nelts), name);
  walk_function (fun, &w);
  for (gimple *def : w.row_pointer_defs)
    {
      soa_reset_debug_binds (fun, gimple_assign_lhs (def));
      gimple_stmt_iterator gsi = gsi_for_stmt (def);
      gsi_remove (&gsi, true);
      release_defs (def);
    }
  soa_reset_debug_binds (fun, soa);
  DECL_ATTRIBUTES (soa) = remove_attribute (VSHAPE_SOA_ATTRIBUTE,
					    DECL_ATTRIBUTES (soa));
  if (dump_file)
    {
      fprintf (dump_file, ";; soa: %s: rewrite undone: loop not vectorized, "
	       "back to one copy ", name);
      print_generic_expr (dump_file, w.undone);
      fputc (' ', dump_file);
      print_generic_expr (dump_file, TREE_TYPE (w.undone));
      fputc ('\n', dump_file);
    }
}

/* The arrays of FUN that soa_mark_rewritten marked, into MARKED.  */
void
marked_arrays (function *fun, vec<tree> *marked)
{
  unsigned ix;
  tree var;
  FOR_EACH_LOCAL_DECL (fun, ix, var)
    if (vshape_soa_array_p (var))
      marked->safe_push (var);
}

} // namespace

void
soa_mark_rewritten (tree soa, const char *name)
{
  vshape_note_change (cfun, VSHAPE_CHANGE_SOA);
  DECL_ATTRIBUTES (soa)
    = tree_cons (get_identifier (VSHAPE_SOA_ATTRIBUTE),
		 build_tree_list (NULL_TREE, get_identifier (name)),
		 DECL_ATTRIBUTES (soa));
}

bool
soa_rewrites_in (function *fun)
{
  auto_vec<tree> marked;
  marked_arrays (fun, &marked);
  return !marked.is_empty ();
}

void
soa_undo_unused (function *fun)
{
  auto_vec<tree> marked;
  marked_arrays (fun, &marked);
  for (tree soa : marked)
    {
      tree attr = lookup_attribute (VSHAPE_SOA_ATTRIBUTE,
				    DECL_ATTRIBUTES (soa));
      undo_one (fun, soa,
		IDENTIFIER_POINTER (TREE_VALUE (TREE_VALUE (attr))));
    }
}
