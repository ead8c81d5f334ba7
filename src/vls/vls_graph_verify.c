/* Verification of the shuffle graph.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#include "vls_graph.h"

static bool
live (const vs_vls_graph *g, int id)
{
  return id >= 0 && (unsigned) id < g->nnodes && !g->nodes[id].dead;
}

/* Edges name live nodes and existing elements; concats join equal
   widths; perm nodes read at most two nodes, all as wide as they are.  */
static vs_vls_status
check_node (const vs_vls_graph *g, int id)
{
  const vs_vls_node *n = &g->nodes[id];
  if (n->kind == VS_VLS_NODE_LOAD)
    return n->width > 0 ? VS_VLS_OK : VS_VLS_ERR_WIDTH;
  if (n->kind == VS_VLS_NODE_CONCAT)
    {
      int a = n->concat_in[0], b = n->concat_in[1];
      if (!live (g, a) || !live (g, b))
	return VS_VLS_ERR_BAD_NODE;
      if (g->nodes[a].width != g->nodes[b].width
	  || 2 * g->nodes[a].width != n->width)
	return VS_VLS_ERR_WIDTH;
      return VS_VLS_OK;
    }
  for (unsigned p = 0; p < n->width; p++)
    {
      int s = n->in[p].src;
      if (s < 0)
	continue;
      if (!live (g, s) || n->in[p].src_pos >= g->nodes[s].width)
	return VS_VLS_ERR_BAD_NODE;
      if (g->nodes[s].width != n->width)
	return VS_VLS_ERR_WIDTH;
    }
  int src[3];
  if (vs_vls_node_sources (g, id, src, 3) > 2)
    return VS_VLS_ERR_TOO_MANY_SOURCES;
  return VS_VLS_OK;
}

/* Depth-first search for a cycle through ID; STATE is 0 unvisited,
   1 on the current path, 2 done.  */
static bool
has_cycle (const vs_vls_graph *g, int id, unsigned char *state)
{
  if (state[id] == 2)
    return false;
  if (state[id] == 1)
    return true;
  state[id] = 1;
  const vs_vls_node *n = &g->nodes[id];
  if (n->kind == VS_VLS_NODE_CONCAT)
    {
      if (has_cycle (g, n->concat_in[0], state)
	  || has_cycle (g, n->concat_in[1], state))
	return true;
    }
  else if (n->kind == VS_VLS_NODE_PERM)
    for (unsigned p = 0; p < n->width; p++)
      if (n->in[p].src >= 0 && has_cycle (g, n->in[p].src, state))
	return true;
  state[id] = 2;
  return false;
}

vs_vls_status
vs_vls_graph_verify (const vs_vls_graph *g)
{
  for (unsigned i = 0; i < g->nnodes; i++)
    if (!g->nodes[i].dead)
      {
	vs_vls_status st = check_node (g, (int) i);
	if (st != VS_VLS_OK)
	  return st;
      }

  unsigned char *state = calloc (g->nnodes ? g->nnodes : 1, 1);
  if (state == NULL)
    return VS_VLS_ERR_NOMEM;
  bool cycle = false;
  for (unsigned i = 0; i < g->nnodes && !cycle; i++)
    if (!g->nodes[i].dead)
      cycle = has_cycle (g, (int) i, state);
  free (state);
  if (cycle)
    return VS_VLS_ERR_CYCLE;

  /* Every result element comes from exactly one load element, the one
     lane L of the original gather read.  */
  for (unsigned r = 0; r < g->nresults; r++)
    {
      const vs_vls_graph_result *res = &g->results[r];
      if (!live (g, res->node))
	return VS_VLS_ERR_BAD_NODE;
      if (g->nodes[res->node].width != g->lanes)
	return VS_VLS_ERR_WIDTH;
      for (unsigned lane = 0; lane < g->lanes; lane++)
	{
	  unsigned from_lane;
	  int64_t from_offset;
	  vs_vls_status st = vs_vls_graph_trace (g, res->node, lane,
						  &from_lane, &from_offset);
	  if (st != VS_VLS_OK)
	    return st;
	  if (from_lane != lane || from_offset != res->offset)
	    return VS_VLS_ERR_WRONG_ELEMENT;
	}
    }
  return VS_VLS_OK;
}
