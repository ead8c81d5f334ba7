/* Recognition of the internal-function gathers, .GATHER_LOAD (BASE,
   OFFSETS, SCALE, ...) and .MASK_GATHER_LOAD: base, offset vector and
   scale into per-lane addresses, and whether the mask leaves a lane
   off.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_find.h"
#include "vls_address.h"

namespace {

/* The arguments a gather needs: BASE, OFFSETS and SCALE.  */
const unsigned ifn_gather_min_args = 3;

/* The position of the mask among .MASK_GATHER_LOAD's arguments.  */
const unsigned ifn_gather_mask_arg = 4;

} // namespace

/* Recognize .GATHER_LOAD (BASE, OFFSETS, SCALE, ...) and its masked
   form, whose mask is the fifth argument.  */
bool
vls_recognize_ifn_gather (gcall *call, vls_access *g)
{
  tree lhs = gimple_call_lhs (call);
  if (!gimple_call_internal_p (call) || !lhs)
    return false;
  internal_fn fn = gimple_call_internal_fn (call);
  if ((fn != IFN_GATHER_LOAD && fn != IFN_MASK_GATHER_LOAD)
      || gimple_call_num_args (call) < ifn_gather_min_args
      || !vls_set_result_type (g, lhs))
    return false;
  g->kind = VLS_GATHER_IFN;
  tree index = gimple_call_arg (call, 1);
  tree scale = gimple_call_arg (call, 2);
  if (!tree_fits_shwi_p (scale)
      || !vls_set_vector_index (g, gimple_call_arg (call, 0), index,
				tree_to_shwi (scale),
				TYPE_UNSIGNED (TREE_TYPE (TREE_TYPE (index)))))
    g->refusal = "address not understood";
  g->masked = (fn == IFN_MASK_GATHER_LOAD
	       && (gimple_call_num_args (call) <= ifn_gather_mask_arg
		   || !vls_every_byte_is (gimple_call_arg (call,
							   ifn_gather_mask_arg),
					  0xff)));
  return true;
}
