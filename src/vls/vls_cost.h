/* Cost queries of the VLS server.  Every number comes from the client's
   callbacks; the server only adds them up.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_COST_H
#define VSHAPE_VLS_COST_H

#include <stdbool.h>
#include <stdint.h>

#include "vls_memref.h"
#include "vls_graph.h"

/* True when perm node ID only renames its single input (identity mask,
   same width), so lowering emits nothing for it.  */
bool vs_vls_perm_is_copy (const vs_vls_graph *g, int id);

/* Cost of perm node ID as a two-input shuffle, and whether the client
   says its mask is legal.  A copy costs nothing and is legal.  */
vs_vls_status vs_vls_cost_perm (const vs_vls_graph *g, int id,
				  const vs_vls_client *client,
				  int64_t *cost, bool *legal);

/* Cost of the NMEMBERS gathers of MEMREFS listed in MEMBERS, as the code
   stands before the rewrite: the lane addresses they share
   (SHARED_ADDRESS_COST) counted once.  */
int64_t vs_vls_cost_gathers (const vs_vls_memref *memrefs,
			      const unsigned *members, unsigned nmembers,
			      const vs_vls_client *client);

#endif
