/* Cost queries of the VLS server.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#include "vls_cost.h"

bool
vs_vls_perm_is_copy (const vs_vls_graph *g, int id)
{
  const vs_vls_node *n = &g->nodes[id];
  int src[2];
  if (vs_vls_node_sources (g, id, src, 2) != 1
      || g->nodes[src[0]].width != n->width)
    return false;
  for (unsigned i = 0; i < n->width; i++)
    if (n->in[i].src >= 0 && n->in[i].src_pos != i)
      return false;
  return true;
}

vs_vls_status
vs_vls_cost_perm (const vs_vls_graph *g, int id,
		   const vs_vls_client *client, int64_t *cost, bool *legal)
{
  if (vs_vls_perm_is_copy (g, id))
    {
      *cost = 0;
      *legal = true;
      return VS_VLS_OK;
    }
  unsigned width = g->nodes[id].width;
  unsigned *mask = malloc (width * sizeof *mask);
  if (mask == NULL)
    return VS_VLS_ERR_NOMEM;
  int in0, in1;
  vs_vls_status st = vs_vls_node_mask (g, id, mask, &in0, &in1);
  if (st == VS_VLS_OK)
    {
      *cost = client->shuffle_cost (client->data, width, g->elem_size, mask);
      *legal = client->shuffle_legal (client->data, width, g->elem_size,
				      mask);
    }
  free (mask);
  return st;
}

int64_t
vs_vls_cost_gathers (const vs_vls_memref *memrefs, const unsigned *members,
		      unsigned nmembers, const vs_vls_client *client)
{
  int64_t total = 0;
  for (unsigned i = 0; i < nmembers; i++)
    {
      const vs_vls_memref *m = &memrefs[members[i]];
      total += client->gather_cost (client->data, m);
      if (i > 0 && client->shared_address_cost)
	total -= client->shared_address_cost (client->data, m);
    }
  return total;
}
