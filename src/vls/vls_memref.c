/* Checks on memrefs and on the client's callback table.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stddef.h>

#include "vls_memref.h"

vs_vls_status
vs_vls_client_check (const vs_vls_client *client)
{
  if (client == NULL
      || client->const_distance == NULL
      || client->same_num_elements == NULL
      || client->can_move_to == NULL
      || client->gather_cost == NULL
      || client->load_cost == NULL
      || client->shuffle_cost == NULL
      || client->concat_cost == NULL
      || client->shuffle_legal == NULL)
    return VS_VLS_ERR_INVALID;
  if (client->max_group_bytes == 0
      || (client->max_group_bytes & (client->max_group_bytes - 1)) != 0)
    return VS_VLS_ERR_INVALID;
  return VS_VLS_OK;
}

/* Lane counts must be powers of two so the shuffle network can pair
   vectors; element sizes must be too, to be vector element types.  */
static bool
power_of_two_p (unsigned x)
{
  return x != 0 && (x & (x - 1)) == 0;
}

bool
vs_vls_memrefs_compatible (const vs_vls_client *client,
			    const vs_vls_memref *a, const vs_vls_memref *b)
{
  return a->access == VS_VLS_LOAD && vs_vls_memrefs_alike (client, a, b);
}

bool
vs_vls_memrefs_alike (const vs_vls_client *client,
		       const vs_vls_memref *a, const vs_vls_memref *b)
{
  if (a->access != b->access)
    return false;
  if (a->elem_size != b->elem_size || a->lanes != b->lanes
      || !power_of_two_p (a->lanes) || !power_of_two_p (a->elem_size))
    return false;
  if (a->masked != b->masked)
    return false;
  if (a->masked
      && (client->same_mask == NULL
	  || !client->same_mask (client->data, a, b)))
    return false;
  return client->same_num_elements (client->data, a, b);
}
