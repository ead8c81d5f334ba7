/* Recognition of the x86 gather builtins (__builtin_ia32_gather*), in
   their AVX2 form (a vector mask) and their AVX-512 form (an integer
   mask), including the "alt" forms that use half of a wider index
   vector: base, index vector and scale into per-lane addresses, and
   which masks and merge values can be grouped.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "x86_builtins.h"
#include "vls_find.h"
#include "vls_address.h"
#include "vls_values.h"

namespace {

/* Whether every element of the vector MASK is zero or all ones: it is a
   vector of booleans, or one unpacked, converted or viewed lane for lane
   from such a vector, which sign-extends or keeps each element.  */
bool
boolean_lanes_p (tree mask)
{
  const int max_depth = 4;
  for (int depth = 0; depth < max_depth; depth++)
    {
      if (TREE_CODE (mask) != SSA_NAME || !VECTOR_TYPE_P (TREE_TYPE (mask)))
	return false;
      if (VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (mask)))
	return true;
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (mask));
      if (!def)
	return false;
      tree_code code = gimple_assign_rhs_code (def);
      tree op = gimple_assign_rhs1 (def);
      if (code == VIEW_CONVERT_EXPR)
	{
	  op = TREE_OPERAND (op, 0);
	  if (!VECTOR_TYPE_P (TREE_TYPE (op))
	      || !known_eq (TYPE_VECTOR_SUBPARTS (TREE_TYPE (op)),
			    TYPE_VECTOR_SUBPARTS (TREE_TYPE (mask))))
	    return false;
	}
      else if (code != VEC_UNPACK_LO_EXPR && code != VEC_UNPACK_HI_EXPR
	       && !CONVERT_EXPR_CODE_P (code) && code != SSA_NAME)
	return false;
      else if (!VECTOR_TYPE_P (TREE_TYPE (op))
	       || TYPE_UNSIGNED (TREE_TYPE (TREE_TYPE (op))))
	return false;
      mask = op;
    }
  return false;
}

/* Whether MERGE, the first argument of a masked gather builtin with the
   mask MASK, gives its inactive lanes zeros: it is zero, or (as GCC 11
   passes it) the vector mask itself when that holds only zeros and all
   ones, so that its inactive elements are zero.  */
bool
zero_merge_p (tree merge, tree mask)
{
  return (vls_every_byte_is (merge, 0)
	  || (VECTOR_TYPE_P (TREE_TYPE (mask)) && merge == mask
	      && boolean_lanes_p (mask)));
}

} // namespace

/* Recognize the x86 gather builtin CALL.  */
bool
vls_recognize_builtin_gather (gcall *call, vls_access *g)
{
  tree lhs = gimple_call_lhs (call);
  if (!lhs
      || !vshape_gather_builtin_p (call)
      || !vls_set_result_type (g, lhs))
    return false;
  tree base = gimple_call_arg (call, 1);
  tree index = gimple_call_arg (call, 2);
  tree mask = gimple_call_arg (call, 3);
  tree scale = gimple_call_arg (call, 4);
  /* GCC 16 passes the base as an integer of pointer width.  */
  if (!vls_address_wide_p (base) || !tree_fits_shwi_p (scale))
    return false;
  g->kind = VECTOR_TYPE_P (TREE_TYPE (mask)) ? VLS_GATHER_AVX2
					      : VLS_GATHER_AVX512;
  if (!vls_set_vector_index (g, base, index, tree_to_shwi (scale), false))
    g->refusal = "address not understood";
  if (TREE_CODE (mask) == INTEGER_CST && g->kind == VLS_GATHER_AVX512)
    g->masked = vls_lane_off_p (mask, g->lanes);
  else
    g->masked = !vls_every_byte_is (mask, 0xff);
  if (!g->masked || g->refusal)
    return true;
  /* Inactive lanes keep the first argument's lanes: the rewrite gives
     them zeros, so only a zero merge value can be grouped.  The mask is
     an integer (AVX-512) or a vector whose lanes' sign bits say which
     are active (AVX2).  */
  if (TREE_CODE (mask) != SSA_NAME
      || (g->kind == VLS_GATHER_AVX512
	  ? !INTEGRAL_TYPE_P (TREE_TYPE (mask))
	  : !VECTOR_TYPE_P (TREE_TYPE (mask))))
    g->refusal = "masked gather whose mask is not a variable: not grouped";
  else if (!zero_merge_p (gimple_call_arg (call, 0), mask))
    g->refusal = "masked gather with a merge value: not grouped";
  else
    g->mask = mask;
  return true;
}
