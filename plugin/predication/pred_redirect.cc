/* Redirected memory accesses of branch arms (see pred_redirect.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_redirect.h"
#include "shape_query.h"
#include "omp_simd_arrays.h"
#include "builtins.h"

namespace {

/* Whether REF is an element of an omp simd array: each lane reads and
   writes its own, always within the array.  */
bool
lane_private_p (tree ref)
{
  return vshape_omp_simd_array_p (get_base_address (ref));
}

/* Whether the address of REF can be taken and selected: elements and
   fields (no bit-field) of memory reached through a pointer or of a
   variable every function may address.  */
bool
addressable_ref_p (tree ref)
{
  for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
    if (TREE_CODE (ref) != ARRAY_REF
	&& !(TREE_CODE (ref) == COMPONENT_REF
	     && !DECL_BIT_FIELD (TREE_OPERAND (ref, 1))))
      return false;
  if (TREE_CODE (ref) == MEM_REF)
    return true;
  return VAR_P (ref) && is_global_var (ref) && !DECL_HARD_REGISTER (ref)
	 && !TREE_READONLY (ref);
}

/* Whether the address of REF is whole bytes from its base, in the
   target's storage order.  */
bool
byte_addressed_p (tree ref)
{
  tree var;
  poly_int64 bitpos;
  bool reverse;
  pred_inner_reference (ref, &var, &bitpos, &reverse);
  return !reverse && multiple_p (bitpos, BITS_PER_UNIT);
}

/* Whether the store STMT writes through an index: its address varies
   randomly across lanes, per SHAPES.  */
bool
through_index_p (const shape_query &shapes, gassign *stmt)
{
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
    if (use != gimple_assign_rhs1 (stmt)
	&& shapes.ssa_shape (use).kind == VS_SHAPE_RANDOM)
      return true;
  return false;
}

/* How the memory access STMT may leave its arm.  */
vs_pred_access
access_of (const shape_query &shapes, gassign *stmt)
{
  bool store = pred_store_p (stmt);
  if (gimple_has_volatile_ops (stmt) || stmt_could_throw_p (cfun, stmt))
    return VS_PRED_ACCESS_FIXED;
  tree ref = pred_reference_of (stmt);
  if (!is_gimple_reg_type (TREE_TYPE (ref)))
    return VS_PRED_ACCESS_FIXED;
  if (lane_private_p (ref))
    return VS_PRED_ACCESS_PRIVATE;
  if (!addressable_ref_p (ref) || !byte_addressed_p (ref)
      || (store && !through_index_p (shapes, stmt)))
    return VS_PRED_ACCESS_FIXED;
  return VS_PRED_ACCESS_REDIRECT;
}

} // namespace

bool
pred_store_p (gimple *stmt)
{
  return gimple_vdef (stmt) && !gimple_assign_load_p (stmt);
}

tree
pred_reference_of (gimple *stmt)
{
  return pred_store_p (stmt) ? gimple_assign_lhs (stmt)
			     : gimple_assign_rhs1 (stmt);
}

tree
pred_inner_reference (tree ref, tree *var, poly_int64 *bitpos, bool *reverse)
{
  poly_int64 bitsize;
  machine_mode mode;
  int unsignedp, reversep, volatilep = 0;
  tree base = get_inner_reference (ref, &bitsize, bitpos, var, &mode,
				   &unsignedp, &reversep, &volatilep);
  if (reverse)
    *reverse = reversep;
  return base;
}

void
pred_classify_accesses (const shape_query &shapes, pred_arm *arm)
{
  for (unsigned i = 0; i < arm->stmts.length (); i++)
    if (arm->ops[i].code == VS_PRED_MEMORY)
      if (gassign *a = dyn_cast<gassign *> (arm->stmts[i]))
	arm->ops[i].access = access_of (shapes, a);
}

int
pred_moved_after_store (const pred_arm &arm, const vs_pred_step *steps)
{
  auto_vec<tree> staying;
  for (unsigned i = 0; i < arm.stmts.length (); i++)
    {
      if (arm.ops[i].code != VS_PRED_MEMORY)
	continue;
      tree ref = pred_reference_of (arm.stmts[i]);
      if (steps[i].moved)
	{
	  for (tree s : staying)
	    if (refs_may_alias_p (s, ref, true))
	      return i;
	}
      else if (arm.ops[i].stores)
	staying.safe_push (ref);
    }
  return -1;
}

bool
pred_masked_store_stays_p (const pred_arm &arm, const vs_pred_step *steps)
{
  for (unsigned i = 0; i < arm.stmts.length (); i++)
    if (arm.ops[i].code == VS_PRED_MEMORY && arm.ops[i].stores
	&& !steps[i].moved && arm.ops[i].access != VS_PRED_ACCESS_PRIVATE)
      return true;
  return false;
}
