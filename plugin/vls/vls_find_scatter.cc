/* Recognition of the AVX-512 scatter builtins (__builtin_ia32_scatter*):
   base, index vector and scale into per-lane addresses, like a
   gather's, and the mask under which they store.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "x86_builtins.h"
#include "vls_find.h"
#include "vls_address.h"
#include "vls_values.h"

/* Recognize the AVX-512 scatter builtin CALL (BASE, MASK, INDEX, VALUE,
   SCALE).  */
bool
vls_recognize_builtin_scatter (gcall *call, vls_access *g)
{
  if (gimple_call_lhs (call)
      || !vshape_scatter_builtin_p (call)
      || !vls_set_result_type (g, gimple_call_arg (call, 3)))
    return false;
  tree base = gimple_call_arg (call, 0);
  tree mask = gimple_call_arg (call, 1);
  tree index = gimple_call_arg (call, 2);
  tree scale = gimple_call_arg (call, 4);
  g->kind = VLS_SCATTER_AVX512;
  if (TREE_CODE (constant_behind (mask)) == INTEGER_CST)
    mask = constant_behind (mask);
  unsigned value_lanes = g->lanes;
  if (!vls_address_wide_p (base) || !tree_fits_shwi_p (scale)
      || !INTEGRAL_TYPE_P (TREE_TYPE (mask))
      || !vls_set_vector_index (g, base, index, tree_to_shwi (scale), false))
    g->refusal = "address not understood";
  else if (g->lanes != value_lanes)
    g->refusal = "scatter of fewer lanes than its value";
  if (TREE_CODE (mask) == INTEGER_CST)
    {
      g->masked = vls_lane_off_p (mask, g->lanes);
      if (g->masked && !g->refusal)
	g->refusal = "scatter under a constant mask: not grouped";
    }
  else
    {
      g->masked = true;
      g->mask = mask;
    }
  return true;
}
