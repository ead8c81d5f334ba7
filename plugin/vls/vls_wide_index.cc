/* Table indices widened for emulated gathers (see vls_wide_index.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_wide_index.h"
#include "loop_info.h"
#include "omp_simd_arrays.h"

namespace {

/* The name of the widened indices.  */
const char wide_mark[] = "__vshape_wide";

/* Whether NAME is an SSA name of the widened indices.  */
bool
wide_name_p (tree name)
{
  return (TREE_CODE (name) == SSA_NAME && !SSA_NAME_VAR (name)
	  && SSA_NAME_IDENTIFIER (name)
	  && !strcmp (IDENTIFIER_POINTER (SSA_NAME_IDENTIFIER (name)),
		      wide_mark));
}

/* The one array reference of REF whose index is an SSA name, when
   every other index on the way to its base is constant; NULL_TREE
   otherwise.  */
tree
indexed_array_ref (tree ref)
{
  tree found = NULL_TREE;
  for (tree t = ref; handled_component_p (t); t = TREE_OPERAND (t, 0))
    {
      if (TREE_CODE (t) != ARRAY_REF)
	continue;
      tree index = TREE_OPERAND (t, 1);
      if (TREE_CODE (index) == INTEGER_CST)
	continue;
      if (TREE_CODE (index) != SSA_NAME || found)
	return NULL_TREE;
      found = t;
    }
  return found;
}

/* Whether the target gathers elements of TYPE, at some vector width,
   through offsets of OFFSET_TYPE scaled by SCALE: the vectorizer then
   takes the narrow index itself.  */
bool
target_gathers_p (tree type, tree offset_type, HOST_WIDE_INT scale)
{
  if (!targetm.vectorize.builtin_gather)
    return false;
  scalar_mode elem = SCALAR_TYPE_MODE (type);
  for (unsigned bytes = 16; bytes <= 64; bytes *= 2)
    {
      machine_mode mode;
      if (!mode_for_vector (elem, bytes / GET_MODE_SIZE (elem)).exists (&mode)
	  || !targetm.vector_mode_supported_p (mode))
	continue;
      tree vectype = build_vector_type_for_mode (type, mode);
      if (targetm.vectorize.builtin_gather (vectype, offset_type, scale))
	return true;
    }
  return false;
}

/* The array reference of the load STMT in LOOP whose index the loop
   widens, or NULL_TREE.  */
tree
widened_ref (gassign *stmt, class loop *loop)
{
  if (!gimple_assign_single_p (stmt) || !gimple_vuse (stmt)
      || gimple_vdef (stmt))
    return NULL_TREE;
  tree ref = gimple_assign_rhs1 (stmt);
  tree type = TREE_TYPE (ref);
  if (TREE_THIS_VOLATILE (ref) || !is_gimple_reg_type (type)
      || VECTOR_TYPE_P (type) || !TYPE_SIZE (type)
      || !tree_int_cst_equal (TYPE_SIZE (type), TYPE_SIZE (sizetype)))
    return NULL_TREE;
  tree aref = indexed_array_ref (ref);
  if (!aref || TREE_OPERAND (aref, 2) || TREE_OPERAND (aref, 3)
      || !integer_zerop (array_ref_low_bound (aref)))
    return NULL_TREE;
  tree index = TREE_OPERAND (aref, 1);
  tree size = array_ref_element_size (aref);
  /* The lane arrays of omp simd privates (indexed by the lane) are the
     vectorizer's own.  */
  tree base = get_base_address (aref);
  if (vshape_omp_simd_array_p (base)
      || is_gimple_call (SSA_NAME_DEF_STMT (index)))
    return NULL_TREE;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (index))
      || TYPE_PRECISION (TREE_TYPE (index)) >= TYPE_PRECISION (sizetype)
      || !tree_fits_shwi_p (size))
    return NULL_TREE;
  /* Only an address the loop cannot follow is a gather's.  */
  innermost_loop_behavior drb;
  if (dr_analyze_innermost (&drb, ref, loop, stmt))
    return NULL_TREE;
  if (target_gathers_p (type, TREE_TYPE (index), tree_to_shwi (size)))
    return NULL_TREE;
  return aref;
}

} // namespace

unsigned
vls_widen_table_indices (class loop *loop, FILE *dump)
{
  return vshape_visit_loop_assigns (loop, [=] (gassign *stmt,
					       gimple_stmt_iterator *gsi) {
    tree aref = widened_ref (stmt, loop);
    if (!aref)
      return false;
    tree index = TREE_OPERAND (aref, 1);
    tree wide = make_temp_ssa_name (ssizetype, NULL, wide_mark);
    gsi_insert_before (gsi, gimple_build_assign (wide, NOP_EXPR, index),
		       GSI_SAME_STMT);
    TREE_OPERAND (aref, 1) = wide;
    update_stmt (stmt);
    if (dump)
      {
	fprintf (dump, ";; wide index: ");
	print_generic_expr (dump, index, TDF_SLIM);
	fprintf (dump, " of ");
	print_gimple_stmt (dump, stmt, 0, TDF_SLIM);
      }
    return true;
  });
}

void
vls_restore_scalar_indices (function *fun, FILE *dump)
{
  unsigned restored = 0;
  auto_bitmap dead;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *stmt = dyn_cast<gassign *> (gsi_stmt (gsi));
	if (!stmt || !gimple_assign_single_p (stmt) || !gimple_vuse (stmt))
	  continue;
	tree aref = indexed_array_ref (gimple_assign_rhs1 (stmt));
	tree index = aref ? TREE_OPERAND (aref, 1) : NULL_TREE;
	if (!index || !wide_name_p (index))
	  continue;
	TREE_OPERAND (aref, 1) = gimple_assign_rhs1 (SSA_NAME_DEF_STMT (index));
	update_stmt (stmt);
	bitmap_set_bit (dead, SSA_NAME_VERSION (index));
	restored++;
      }
  simple_dce_from_worklist (dead);
  if (dump && restored)
    fprintf (dump, ";; wide index: %u widened indices of scalar code "
	     "restored\n", restored);
}
