/* Splitting perm nodes of the shuffle graph until each reads at most two
   nodes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#include "vls_graph.h"

/* Which side (0 or 1) the source of rank RANK among COUNT goes to.  */
static int
side_of (vs_vls_split_policy policy, unsigned rank, unsigned count)
{
  if (policy == VS_VLS_SPLIT_INTERLEAVE)
    return (int) (rank & 1);
  return rank >= (count + 1) / 2;
}

/* True when perm node N keeps every element at its position: a blend.  */
static bool
blend_p (const vs_vls_node *n)
{
  for (unsigned pos = 0; pos < n->width; pos++)
    if (n->in[pos].src >= 0 && n->in[pos].src_pos != pos)
      return false;
  return true;
}

/* Replace node ID (more than two sources; or, for ONE_SOURCE, two
   sources and not a blend) by two new perm nodes, each reading one side
   of its sources at the same positions, and make ID a blend of them.
   The new nodes are split later if they still read too many nodes.  */
static vs_vls_status
split_node (vs_vls_graph *g, int id, vs_vls_split_policy policy,
	    int *srcs)
{
  unsigned width = g->nodes[id].width;
  unsigned count = vs_vls_node_sources (g, id, srcs, width);
  if (count <= 1 || (count == 2 && (policy != VS_VLS_SPLIT_ONE_SOURCE
				     || blend_p (&g->nodes[id]))))
    return VS_VLS_OK;

  int half[2];
  vs_vls_status st = vs_vls_graph_add_perm (g, width, &half[0]);
  if (st == VS_VLS_OK)
    st = vs_vls_graph_add_perm (g, width, &half[1]);
  if (st != VS_VLS_OK)
    return st;

  vs_vls_edge *in = g->nodes[id].in;
  for (unsigned pos = 0; pos < width; pos++)
    {
      if (in[pos].src < 0)
	continue;
      unsigned rank = 0;
      while (srcs[rank] != in[pos].src)
	rank++;
      int side = half[side_of (policy, rank, count)];
      g->nodes[side].in[pos] = in[pos];
      in[pos] = (vs_vls_edge) { side, pos };
    }
  return VS_VLS_OK;
}

vs_vls_status
vs_vls_graph_split (vs_vls_graph *g, vs_vls_split_policy policy)
{
  /* Nodes the loop appends are visited too, which finishes the
     recursion.  */
  for (unsigned id = 0; id < g->nnodes; id++)
    {
      if (g->nodes[id].kind != VS_VLS_NODE_PERM || g->nodes[id].dead)
	continue;
      int *srcs = malloc (g->nodes[id].width * sizeof *srcs);
      if (srcs == NULL)
	return VS_VLS_ERR_NOMEM;
      vs_vls_status st = split_node (g, (int) id, policy, srcs);
      free (srcs);
      if (st != VS_VLS_OK)
	return st;
    }
  return VS_VLS_OK;
}
