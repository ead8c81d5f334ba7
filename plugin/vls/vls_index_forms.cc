/* One form for the index lanes of gathers that read one table through
   differently computed indices.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_index_forms.h"
#include "vls_lanes.h"

namespace {

/* Bound of a scale with a factor in it: far below the overflow of the
   offsets it multiplies.  */
const HOST_WIDE_INT max_deep_scale = HOST_WIDE_INT_1 << 20;

/* G with each index lane followed through products with constants, in
   *DEEP; false when that changes nothing, or when the lanes do not
   share one factor (a permutation of differently scaled vectors).  */
bool
deeper_form (const vls_access &g, vls_access *deep)
{
  *deep = g;
  HOST_WIDE_INT factor = 0;
  bool changed = false;
  for (unsigned l = 0; l < g.lanes; l++)
    {
      const vls_index_lane &il = g.index[l];
      HOST_WIDE_INT add = 0, mul = 1;
      vls_resolve_index_lane (il.root, il.pos, il.uns, &deep->index[l], &add,
			      0, &mul);
      if ((factor && mul != factor) || mul * g.scale > max_deep_scale
	  || mul * g.scale < -max_deep_scale)
	return false;
      factor = mul;
      deep->offset[l] = g.offset[l] + add * g.scale;
      deep->index_factor[l] = vls_known_factor (deep->index[l].root,
						 deep->index[l].uns);
      changed |= deep->index[l].root != il.root;
    }
  deep->scale = g.scale * factor;
  return changed;
}

/* Whether A and B read one base at a constant distance.  */
bool
related_p (const vls_access &a, const vls_access &b)
{
  HOST_WIDE_INT d;
  return vls_access_distance (a, b, &d);
}

} // namespace

void
vls_unify_index_forms (vec<vls_access> *gathers, unsigned first)
{
  unsigned n = gathers->length ();
  if (n - first < 2)
    return;
  auto_vec<vls_access> deep;
  auto_vec<bool> has_deep, take;
  deep.safe_grow_cleared (n);
  has_deep.safe_grow_cleared (n);
  take.safe_grow_cleared (n);
  for (unsigned i = first; i < n; i++)
    has_deep[i] = (!(*gathers)[i].refusal && (*gathers)[i].dir == VLS_READS
		   && deeper_form ((*gathers)[i], &deep[i]));
  for (unsigned i = first; i < n; i++)
    for (unsigned j = i + 1; j < n; j++)
      if (has_deep[i] && has_deep[j]
	  && !related_p ((*gathers)[i], (*gathers)[j])
	  && related_p (deep[i], deep[j]))
	take[i] = take[j] = true;
  /* Those related to a gather that takes its deeper form take theirs:
     the deeper forms of two related gathers are related too.  */
  for (bool grew = true; grew;)
    {
      grew = false;
      for (unsigned i = first; i < n; i++)
	for (unsigned j = first; j < n; j++)
	  if (take[i] && !take[j] && has_deep[j]
	      && related_p ((*gathers)[i], (*gathers)[j]))
	    take[j] = grew = true;
    }
  for (unsigned i = first; i < n; i++)
    if (take[i])
      (*gathers)[i] = deep[i];
}
