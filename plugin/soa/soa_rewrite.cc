/* The SOA rewrite of a private array.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "soa_rewrite.h"

namespace {

/* D'[ROW] as an lvalue of the row type, through a pointer computed before
   GSI when ROW is not a constant, so that the vectorizer sees the access
   of the row's element LANE as a plain SIMD-lane access off one base.  */
tree
row_of (tree soa, tree row, gimple_stmt_iterator *gsi)
{
  tree row_type = TREE_TYPE (TREE_TYPE (soa));
  tree row_ref = build4 (ARRAY_REF, row_type, soa, row, NULL_TREE, NULL_TREE);
  if (TREE_CODE (row) == INTEGER_CST)
    return row_ref;
  tree ptr_type = build_pointer_type (row_type);
  tree ptr = make_ssa_name (ptr_type);
  gimple *def = gimple_build_assign (ptr, build_fold_addr_expr (row_ref));
  gsi_insert_before (gsi, def, GSI_SAME_STMT);
  return build2 (MEM_REF, row_type, ptr, build_int_cst (ptr_type, 0));
}

/* The type of the flat index of an array of NELTS * MAX_VF elements of
   ELEM_TYPE: as wide as an element (an int for elements of 4 bytes or
   less, when every index fits), so that a gather or scatter has one
   offset for each element of its vector.  With 64-bit offsets a vector
   of 16 floats takes two scatters, and GCC 13 to 16 vectorize none
   through the widening product of the index; with 32-bit offsets
   GCC's emulated gather of 2 doubles (SSE) finds no vector of 2 ints
   and refuses the loop.  */
tree
flat_index_type (tree elem_type, unsigned HOST_WIDE_INT nelts,
		 unsigned HOST_WIDE_INT max_vf)
{
  if (tree_fits_uhwi_p (TYPE_SIZE_UNIT (elem_type))
      && tree_to_uhwi (TYPE_SIZE_UNIT (elem_type)) <= 4
      && nelts * max_vf <= (unsigned HOST_WIDE_INT) INT_MAX)
    return integer_type_node;
  return sizetype;
}

/* D' seen as one flat array of its elements, indexed by INDEX * max_vf +
   LANE computed before GSI: one index the vectorizer can gather with.  */
tree
flat_element_of (tree soa, tree index, tree lane, unsigned HOST_WIDE_INT nelts,
		 unsigned HOST_WIDE_INT max_vf, gimple_stmt_iterator *gsi)
{
  tree elem_type = TREE_TYPE (TREE_TYPE (TREE_TYPE (soa)));
  tree index_type = flat_index_type (elem_type, nelts, max_vf);
  gimple_seq seq = NULL;
  tree k = gimple_convert (&seq, index_type, index);
  tree l = gimple_convert (&seq, index_type, lane);
  tree scaled = gimple_build (&seq, MULT_EXPR, index_type, k,
			      build_int_cst (index_type, max_vf));
  tree flat = gimple_build (&seq, PLUS_EXPR, index_type, scaled, l);
  gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
  tree flat_type = build_array_type_nelts (elem_type, nelts * max_vf);
  tree view = build2 (MEM_REF, flat_type, build_fold_addr_expr (soa),
		      build_int_cst (build_pointer_type (elem_type), 0));
  return build4 (ARRAY_REF, elem_type, view, flat, NULL_TREE, NULL_TREE);
}

} // namespace

tree
soa_rewrite_private (soa_private *p)
{
  tree row_type = build_array_type_nelts (p->elem_type, p->max_vf);
  tree soa_type = build_array_type_nelts (row_type, p->nelts);
  tree soa = create_tmp_var (soa_type, "soa");
  TREE_ADDRESSABLE (soa) = 1;
  if (DECL_ALIGN (soa) < DECL_ALIGN (p->decl))
    SET_DECL_ALIGN (soa, DECL_ALIGN (p->decl));

  for (soa_access &a : p->accesses)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (a.stmt);
      tree old = *a.ref;
      tree ref;
      bool uniform = a.soa.kind == VS_SOA_UNIT_STRIDE;
      if (!a.in_loop || uniform)
	{
	  tree row = a.in_loop ? row_of (soa, a.index, &gsi)
			       : build4 (ARRAY_REF, row_type, soa, a.index,
					 NULL_TREE, NULL_TREE);
	  ref = build4 (ARRAY_REF, p->elem_type, row, a.lane, NULL_TREE,
			NULL_TREE);
	}
      else
	ref = flat_element_of (soa, a.index, a.lane, p->nelts, p->max_vf,
			       &gsi);
      TREE_TYPE (ref) = TREE_TYPE (old);
      *a.ref = ref;
      update_stmt (a.stmt);
    }

  /* Debug binds may still name the old array: drop their values.  */
  soa_reset_debug_binds (cfun, p->decl);
  return soa;
}

bool
soa_mentions_p (tree t, tree var)
{
  return walk_tree_without_duplicates (&t,
				       [] (tree *tp, int *, void *v)
				       {
					 return *tp == (tree) v ? *tp
							    : NULL_TREE;
				       }, var) != NULL_TREE;
}

void
soa_reset_debug_binds (function *fun, tree var)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator si = gsi_start_bb (bb); !gsi_end_p (si);
	 gsi_next (&si))
      {
	gimple *stmt = gsi_stmt (si);
	if (gimple_debug_bind_p (stmt)
	    && gimple_debug_bind_has_value_p (stmt)
	    && soa_mentions_p (gimple_debug_bind_get_value (stmt), var))
	  {
	    gimple_debug_bind_reset_value (stmt);
	    update_stmt (stmt);
	  }
      }
}
