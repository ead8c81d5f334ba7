/* The shuffle graph: storage, builders and element queries.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls_graph.h"

void
vs_vls_graph_init (vs_vls_graph *g, unsigned elem_size, unsigned lanes)
{
  memset (g, 0, sizeof *g);
  g->elem_size = elem_size;
  g->lanes = lanes;
}

void
vs_vls_graph_free (vs_vls_graph *g)
{
  for (unsigned i = 0; i < g->nnodes; i++)
    free (g->nodes[i].in);
  free (g->nodes);
  free (g->results);
  vs_vls_graph_init (g, g->elem_size, g->lanes);
}

/* Append a zeroed node; its id goes to *ID.  */
static vs_vls_status
new_node (vs_vls_graph *g, vs_vls_node_kind kind, unsigned width, int *id)
{
  if (width == 0 || g->nnodes >= (unsigned) INT32_MAX)
    return VS_VLS_ERR_INVALID;
  if (g->nnodes == g->nodes_cap)
    {
      unsigned cap = g->nodes_cap ? 2 * g->nodes_cap : 16;
      vs_vls_node *n = realloc (g->nodes, cap * sizeof *n);
      if (n == NULL)
	return VS_VLS_ERR_NOMEM;
      g->nodes = n;
      g->nodes_cap = cap;
    }
  vs_vls_node *n = &g->nodes[g->nnodes];
  memset (n, 0, sizeof *n);
  n->kind = kind;
  n->width = width;
  n->concat_in[0] = n->concat_in[1] = -1;
  *id = (int) g->nnodes++;
  return VS_VLS_OK;
}

static bool
valid_id (const vs_vls_graph *g, int id)
{
  return id >= 0 && (unsigned) id < g->nnodes && !g->nodes[id].dead;
}

vs_vls_status
vs_vls_graph_add_load (vs_vls_graph *g, unsigned lane, int64_t offset,
		       unsigned width, int *id)
{
  vs_vls_status st = new_node (g, VS_VLS_NODE_LOAD, width, id);
  if (st != VS_VLS_OK)
    return st;
  g->nodes[*id].lane = lane;
  g->nodes[*id].offset = offset;
  return VS_VLS_OK;
}

vs_vls_status
vs_vls_graph_add_concat (vs_vls_graph *g, int in0, int in1, int *id)
{
  if (!valid_id (g, in0) || !valid_id (g, in1)
      || g->nodes[in0].width != g->nodes[in1].width)
    return VS_VLS_ERR_INVALID;
  vs_vls_status st = new_node (g, VS_VLS_NODE_CONCAT,
				2 * g->nodes[in0].width, id);
  if (st != VS_VLS_OK)
    return st;
  g->nodes[*id].concat_in[0] = in0;
  g->nodes[*id].concat_in[1] = in1;
  return VS_VLS_OK;
}

vs_vls_status
vs_vls_graph_add_perm (vs_vls_graph *g, unsigned width, int *id)
{
  vs_vls_edge *in = malloc (width * sizeof *in);
  if (in == NULL)
    return VS_VLS_ERR_NOMEM;
  for (unsigned i = 0; i < width; i++)
    in[i] = (vs_vls_edge) { -1, 0 };
  vs_vls_status st = new_node (g, VS_VLS_NODE_PERM, width, id);
  if (st != VS_VLS_OK)
    {
      free (in);
      return st;
    }
  g->nodes[*id].in = in;
  return VS_VLS_OK;
}

vs_vls_status
vs_vls_graph_set_edge (vs_vls_graph *g, int node, unsigned pos, int src,
		       unsigned src_pos)
{
  if (!valid_id (g, node) || g->nodes[node].kind != VS_VLS_NODE_PERM
      || pos >= g->nodes[node].width)
    return VS_VLS_ERR_INVALID;
  g->nodes[node].in[pos] = (vs_vls_edge) { src < 0 ? -1 : src, src_pos };
  return VS_VLS_OK;
}

vs_vls_status
vs_vls_graph_add_result (vs_vls_graph *g, int node, unsigned member,
			 int64_t offset)
{
  if (!valid_id (g, node))
    return VS_VLS_ERR_INVALID;
  if (g->nresults == g->results_cap)
    {
      unsigned cap = g->results_cap ? 2 * g->results_cap : 8;
      vs_vls_graph_result *r = realloc (g->results, cap * sizeof *r);
      if (r == NULL)
	return VS_VLS_ERR_NOMEM;
      g->results = r;
      g->results_cap = cap;
    }
  g->results[g->nresults++] = (vs_vls_graph_result) { node, member, offset };
  return VS_VLS_OK;
}

unsigned
vs_vls_node_sources (const vs_vls_graph *g, int id, int *out, unsigned cap)
{
  const vs_vls_node *n = &g->nodes[id];
  unsigned count = 0;
  int last = -1;
  /* Repeatedly pick the smallest source id above LAST: widths are small,
     and this keeps OUT sorted without extra storage.  */
  for (;;)
    {
      int next = -1;
      for (unsigned i = 0; i < n->width; i++)
	{
	  int s = n->in[i].src;
	  if (s > last && (next < 0 || s < next))
	    next = s;
	}
      if (next < 0)
	return count;
      if (count < cap)
	out[count] = next;
      count++;
      last = next;
    }
}

bool
vs_vls_node_is_result (const vs_vls_graph *g, int id)
{
  for (unsigned r = 0; r < g->nresults; r++)
    if (g->results[r].node == id)
      return true;
  return false;
}

vs_vls_status
vs_vls_node_mask (const vs_vls_graph *g, int id, unsigned *mask, int *in0,
		  int *in1)
{
  int src[2];
  if (!valid_id (g, id) || g->nodes[id].kind != VS_VLS_NODE_PERM)
    return VS_VLS_ERR_INVALID;
  const vs_vls_node *n = &g->nodes[id];
  unsigned count = vs_vls_node_sources (g, id, src, 2);
  if (count > 2)
    return VS_VLS_ERR_TOO_MANY_SOURCES;
  if (count == 0)
    return VS_VLS_ERR_UNDEFINED_ELEMENT;
  *in0 = src[0];
  *in1 = count == 2 ? src[1] : src[0];
  for (unsigned i = 0; i < n->width; i++)
    {
      const vs_vls_edge *e = &n->in[i];
      if (e->src < 0)
	mask[i] = i;
      else
	mask[i] = e->src_pos + (e->src == *in0 ? 0 : n->width);
    }
  return VS_VLS_OK;
}

vs_vls_status
vs_vls_graph_trace (const vs_vls_graph *g, int node, unsigned pos,
		    unsigned *lane, int64_t *offset)
{
  /* Every step moves to another node, so an acyclic graph needs fewer
     than NNODES steps; more means a cycle.  */
  for (unsigned steps = 0; steps <= g->nnodes; steps++)
    {
      if (!valid_id (g, node) || pos >= g->nodes[node].width)
	return VS_VLS_ERR_BAD_NODE;
      const vs_vls_node *n = &g->nodes[node];
      switch (n->kind)
	{
	case VS_VLS_NODE_LOAD:
	  *lane = n->lane;
	  *offset = n->offset + (int64_t) pos * g->elem_size;
	  return VS_VLS_OK;
	case VS_VLS_NODE_CONCAT:
	  {
	    int first = n->concat_in[0];
	    if (!valid_id (g, first))
	      return VS_VLS_ERR_BAD_NODE;
	    unsigned half = g->nodes[first].width;
	    node = pos < half ? first : n->concat_in[1];
	    pos = pos < half ? pos : pos - half;
	    break;
	  }
	case VS_VLS_NODE_PERM:
	  if (n->in[pos].src < 0)
	    return VS_VLS_ERR_UNDEFINED_ELEMENT;
	  node = n->in[pos].src;
	  pos = n->in[pos].src_pos;
	  break;
	}
    }
  return VS_VLS_ERR_CYCLE;
}
