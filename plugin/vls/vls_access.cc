/* Relations between two found accesses, from the per-lane addresses
   vls_find_gathers and vls_find_scatters filled in: a constant distance
   between their addresses (vls_access_distance), or addresses congruent
   modulo a span (vls_addresses_congruent); and the statements a scatter
   is made of (vls_scatter_stmts).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_access.h"

namespace {

/* The index powers of two vls_addresses_congruent uses are below
   1 << this: a lane's INDEX_POW2 can be up to 63 (a 64-bit index
   element), and 1 << 63, or a power near it times SCALE, would overflow
   a HOST_WIDE_INT; below 1 << 31 the product stays in range for any
   scale below 1 << 32.  A lane at or above it makes the addresses not
   congruent.  */
const unsigned congruent_pow2_limit = 31;

} // namespace

bool
vls_addresses_congruent (const vls_access &a, const vls_access &b,
			 unsigned span)
{
  if (a.scale != b.scale || a.scale <= 0
      || !operand_equal_p (a.base, b.base))
    return false;
  HOST_WIDE_INT residue = ((a.offset[0] % span) + span) % span;
  for (const vls_access *g : { &a, &b })
    for (unsigned l = 0; l < g->lanes; l++)
      if (g->index_pow2[l] >= congruent_pow2_limit
	  || ((HOST_WIDE_INT_1 << g->index_pow2[l]) * g->scale) % span != 0
	  || ((g->offset[l] % span) + span) % span != residue)
	return false;
  return true;
}

bool
vls_access_distance (const vls_access &a, const vls_access &b,
		     HOST_WIDE_INT *dist)
{
  if (a.lanes != b.lanes || a.scale != b.scale
      || !operand_equal_p (a.base, b.base))
    return false;
  for (unsigned l = 0; l < a.lanes; l++)
    {
      const vls_index_lane &x = a.index[l], &y = b.index[l];
      if (x.root != y.root || x.pos != y.pos || x.uns != y.uns)
	return false;
      if (l > 0 && b.offset[l] - a.offset[l] != *dist)
	return false;
      *dist = b.offset[l] - a.offset[l];
    }
  return true;
}

auto_vec<gimple *, VLS_MAX_LANES>
vls_scatter_stmts (const vls_access &g)
{
  auto_vec<gimple *, VLS_MAX_LANES> stmts;
  if (g.kind == VLS_SCATTER_EMULATED)
    for (unsigned l = 0; l < g.lanes; l++)
      stmts.quick_push (g.lane_stmt[l]);
  else
    stmts.quick_push (g.stmt);
  return stmts;
}
