/* The GIMPLE client of the VLS server: memrefs made from vls_accesses,
   the callbacks the server asks, and the x86 costs behind them.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_CLIENT_H
#define VSHAPE_VLS_CLIENT_H

extern "C" {
#include "vls_group.h"
#include "vls_sequence.h"
}

#include "vls_access.h"
#include "x86_costs.h"

/* What the callbacks know beyond the memrefs, whose handles point to
   their gathers or scatters.  */
struct vls_client_ctx
{
  /* An element type of each size seen, to ask the target about modes.  */
  tree type_of_size[VLS_MAX_LANES + 1];
  /* Whether emulated gathers are priced by the tables alone, without
     the measured correction the choice of groups takes (the cost client
     asks whether a group pays without it).  */
  bool emulated_as_tables;
  /* For the cost client, the lanes each scalar access of the loop will
     have once vectorized: the statements between the memrefs are then
     scalar, and a load or store through an index among them is taken as
     the gather or scatter it will become.  0 in the vls pass.  */
  unsigned scalar_lanes;
};

/* Fill CTX for GATHERS (gathers or scatters), and make a memref of each
   one without a refusal, in order: MEMREFS, with MEMREF_GATHER giving
   the index in GATHERS of each.  */
void vls_make_memrefs (vec<vls_access> *gathers, vls_client_ctx *ctx,
		       vec<vs_vls_memref> *memrefs,
		       vec<unsigned> *memref_gather);

/* Fill CLIENT with the GIMPLE callbacks over CTX.  */
void vls_client_init (vs_vls_client *client, vls_client_ctx *ctx);

/* The vector type of NELEMS elements of ELEM_TYPE (ELEM_TYPE itself for
   one element), or NULL_TREE when the target has no mode for it.  */
tree vls_vector_type (tree elem_type, unsigned nelems);

/* True when the target does the two-input permutation MASK of NELEMS
   elements of ELEM_TYPE as a constant shuffle.  */
bool vls_perm_legal_p (tree elem_type, unsigned nelems,
		       const unsigned *mask);

#endif
