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

/* The scales vls_addresses_congruent multiplies a lane's index factor
   (at most 1 << 30) by are below this, so that the product stays in a
   HOST_WIDE_INT; a larger scale makes the addresses not congruent.  */
const HOST_WIDE_INT congruent_scale_limit = HOST_WIDE_INT_1 << 32;

} // namespace

bool
vls_addresses_congruent (const vls_access &a, const vls_access &b,
			 unsigned span)
{
  if (a.scale != b.scale || a.scale <= 0 || a.scale >= congruent_scale_limit
      || !operand_equal_p (a.base, b.base))
    return false;
  HOST_WIDE_INT residue = ((a.offset[0] % span) + span) % span;
  for (const vls_access *g : { &a, &b })
    for (unsigned l = 0; l < g->lanes; l++)
      if ((g->index_factor[l] * g->scale) % span != 0
	  || ((g->offset[l] % span) + span) % span != residue)
	return false;
  return true;
}

/* The largest modulus that every lane's address of G is congruent to
   G's first offset modulo: the greatest common divisor of the lanes'
   index factors times the scale, 0 when some lane has another residue
   or the scale is out of range.  */
static HOST_WIDE_INT
address_modulus (const vls_access &g)
{
  if (g.scale <= 0 || g.scale >= congruent_scale_limit || g.lanes == 0)
    return 0;
  HOST_WIDE_INT m = 0;
  for (unsigned l = 0; l < g.lanes; l++)
    m = gcd (m, g.index_factor[l] * g.scale);
  for (unsigned l = 1; l < g.lanes; l++)
    if ((g.offset[l] - g.offset[0]) % m != 0)
      return 0;
  return m;
}

bool
vls_accesses_apart (const vls_access &a, const vls_access &b)
{
  if (!operand_equal_p (a.base, b.base))
    return false;
  HOST_WIDE_INT ma = address_modulus (a), mb = address_modulus (b);
  if (!ma || !mb)
    return false;
  HOST_WIDE_INT m = gcd (ma, mb);
  HOST_WIDE_INT ra = ((a.offset[0] % m) + m) % m;
  HOST_WIDE_INT rb = ((b.offset[0] % m) + m) % m;
  /* The bytes of A start at RA modulo M and those of B at RB: apart
     when neither run reaches the other's start, also after wrapping.  */
  HOST_WIDE_INT ab = ((rb - ra) % m + m) % m, ba = ((ra - rb) % m + m) % m;
  return (HOST_WIDE_INT) a.elem_size <= ab && (HOST_WIDE_INT) b.elem_size <= ba;
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
