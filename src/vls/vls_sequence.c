/* Load and shuffle sequences for a group of gathers.

   Each lane loads its part of the group's span with at most a few
   contiguous loads of P elements (P a power of two, at most the lane
   count) that never leave the span: when the span is not a multiple of
   P the last load overlaps the one before.  Loads narrower than a result
   vector are joined by concats; the shuffle graph then moves elements
   from those vectors to the results.  Several networks are tried
   (three load orders, three split policies) and the cheapest legal one
   wins.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls_sequence.h"

/* Where each lane's loads start, in elements from the lowest byte of the
   group, and how wide they are.  */
typedef struct load_plan
{
  int64_t low;			/* lowest byte read, from the anchor */
  unsigned width;		/* elements per load */
  unsigned nchunks;
  unsigned chunk[VS_VLS_GROUP_MAX];	/* start of each load */
  unsigned elem[VS_VLS_GROUP_MAX];	/* element each member reads */
} load_plan;

typedef enum load_order
{
  ORDER_LANE_MAJOR,		/* lane 0's loads, then lane 1's, ...  */
  ORDER_CHUNK_MAJOR,		/* every lane's first load, then ...  */
  /* Lane-major loads dealt round-robin to the joined vectors: with V
     vectors, vector v holds loads v, v + V, v + 2V, ...  Results then come
     from shuffles that keep elements in their 128-bit lane (unpacks).  */
  ORDER_DEALT
} load_order;

/* Fill PLAN for GROUP: the fewest loads of the widest power-of-two width
   that cover every element a member reads, inside the span.  */
static vs_vls_status
plan_loads (const vs_vls_group *group, unsigned elem_size, unsigned lanes,
	    load_plan *plan)
{
  int64_t low = group->offsets[0], high = group->offsets[0];
  for (unsigned m = 1; m < group->nmembers; m++)
    {
      low = group->offsets[m] < low ? group->offsets[m] : low;
      high = group->offsets[m] > high ? group->offsets[m] : high;
    }
  uint64_t n = (uint64_t) (high - low) / elem_size + 1;
  if (n > UINT16_MAX)
    return VS_VLS_ERR_NOT_GROUPABLE;
  plan->low = low;
  plan->width = 1;
  while (plan->width * 2 <= n && plan->width * 2 <= lanes)
    plan->width *= 2;

  for (unsigned m = 0; m < group->nmembers; m++)
    {
      int64_t d = group->offsets[m] - low;
      if (d % elem_size != 0)
	return VS_VLS_ERR_NOT_GROUPABLE;
      plan->elem[m] = (unsigned) (d / elem_size);
    }
  /* Interval cover: repeatedly take the lowest element not yet covered
     and start a load there, or as late as the span allows.  */
  plan->nchunks = 0;
  unsigned last = (unsigned) n - plan->width;
  for (;;)
    {
      unsigned next = (unsigned) n;
      for (unsigned m = 0; m < group->nmembers; m++)
	{
	  unsigned e = plan->elem[m];
	  bool covered = false;
	  for (unsigned c = 0; c < plan->nchunks; c++)
	    covered |= e >= plan->chunk[c] && e < plan->chunk[c] + plan->width;
	  if (!covered && e < next)
	    next = e;
	}
      if (next == n)
	return VS_VLS_OK;
      plan->chunk[plan->nchunks++] = next < last ? next : last;
    }
}

/* Build the initial graph of PLAN in load order ORDER: loads, concats up
   to the lane count, and one perm node per member reading straight from
   the joined vectors.  */
static vs_vls_status
build_graph (const vs_vls_group *group, const load_plan *plan,
	     unsigned elem_size, unsigned lanes, load_order order,
	     vs_vls_graph *g)
{
  unsigned nloads = lanes * plan->nchunks;
  unsigned per_vec = lanes / plan->width;	/* loads per joined vector */
  int *level = malloc (nloads * sizeof *level);
  unsigned *slot = malloc (nloads * sizeof *slot);
  if (level == NULL || slot == NULL)
    {
      free (level);
      free (slot);
      return VS_VLS_ERR_NOMEM;
    }
  vs_vls_graph_init (g, elem_size, lanes);
  vs_vls_status st = VS_VLS_OK;

  /* SLOT[lane * nchunks + c] is where that load sits in LEVEL.  */
  for (unsigned i = 0; i < nloads && st == VS_VLS_OK; i++)
    {
      unsigned flat = i;	/* lane-major number of load I */
      if (order == ORDER_DEALT)
	flat = i % per_vec * (nloads / per_vec) + i / per_vec;
      unsigned lane = order == ORDER_CHUNK_MAJOR ? i % lanes
						 : flat / plan->nchunks;
      unsigned c = order == ORDER_CHUNK_MAJOR ? i / lanes
					      : flat % plan->nchunks;
      slot[lane * plan->nchunks + c] = i;
      st = vs_vls_graph_add_load (g, lane,
				  plan->low
				  + (int64_t) plan->chunk[c] * elem_size,
				  plan->width, &level[i]);
    }
  /* Join neighbours until each vector holds LANES elements.  */
  unsigned count = nloads;
  for (unsigned w = plan->width; w < lanes && st == VS_VLS_OK; w *= 2)
    {
      for (unsigned i = 0; i < count / 2 && st == VS_VLS_OK; i++)
	st = vs_vls_graph_add_concat (g, level[2 * i], level[2 * i + 1],
				      &level[i]);
      count /= 2;
    }

  for (unsigned m = 0; m < group->nmembers && st == VS_VLS_OK; m++)
    {
      int node;
      st = vs_vls_graph_add_perm (g, lanes, &node);
      unsigned e = plan->elem[m];
      unsigned c = 0;
      while (st == VS_VLS_OK
	     && !(e >= plan->chunk[c] && e < plan->chunk[c] + plan->width))
	c++;
      for (unsigned lane = 0; lane < lanes && st == VS_VLS_OK; lane++)
	{
	  unsigned i = slot[lane * plan->nchunks + c];
	  st = vs_vls_graph_set_edge (g, node, lane, level[i / per_vec],
				      (i % per_vec) * plan->width
				      + (e - plan->chunk[c]));
	}
      if (st == VS_VLS_OK)
	st = vs_vls_graph_add_result (g, node, m, group->offsets[m]);
    }
  free (level);
  free (slot);
  if (st != VS_VLS_OK)
    vs_vls_graph_free (g);
  return st;
}

/* Build, split, merge, verify and lower one candidate network; *SPLIT
   tells whether the split policy mattered (some node read more than two
   nodes).  An interleaved split that split nothing stops early, with
   neither SEQ nor G set.  */
static vs_vls_status
try_network (const vs_vls_memref *memrefs, const vs_vls_group *group,
	     const vs_vls_client *client, const load_plan *plan,
	     load_order order, vs_vls_split_policy policy,
	     vs_vls_sequence *seq, vs_vls_graph *g, bool *split)
{
  const vs_vls_memref *anchor = &memrefs[group->members[0]];
  *split = false;
  vs_vls_status st = build_graph (group, plan, anchor->elem_size,
				   anchor->lanes, order, g);
  if (st != VS_VLS_OK)
    return st;
  unsigned before = g->nnodes;
  st = vs_vls_graph_split (g, policy);
  *split = g->nnodes != before;
  /* Interleaving differs from halving only where something was split.  */
  if (st == VS_VLS_OK && !*split && policy == VS_VLS_SPLIT_INTERLEAVE)
    {
      vs_vls_graph_free (g);
      return VS_VLS_OK;
    }
  if (st == VS_VLS_OK)
    st = vs_vls_graph_merge (g, client);
  if (st == VS_VLS_OK)
    st = vs_vls_graph_verify (g);
  if (st == VS_VLS_OK)
    st = vs_vls_lower_graph (g, memrefs, group, client, seq);
  if (st != VS_VLS_OK)
    vs_vls_graph_free (g);
  return st;
}

vs_vls_status
vs_vls_get_sequence (const vs_vls_memref *memrefs,
		      const vs_vls_group *group,
		      const vs_vls_client *client, vs_vls_sequence *out,
		      vs_vls_graph *graph)
{
  memset (out, 0, sizeof *out);
  vs_vls_status st = vs_vls_client_check (client);
  if (st != VS_VLS_OK)
    return st;
  if (group == NULL || group->nmembers == 0
      || group->nmembers > VS_VLS_GROUP_MAX)
    return VS_VLS_ERR_INVALID;
  const vs_vls_memref *anchor = &memrefs[group->members[0]];
  load_plan plan;
  st = plan_loads (group, anchor->elem_size, anchor->lanes, &plan);
  if (st != VS_VLS_OK)
    return st;

  static const vs_vls_split_policy policies[] = {
    VS_VLS_SPLIT_HALVES, VS_VLS_SPLIT_INTERLEAVE, VS_VLS_SPLIT_ONE_SOURCE
  };
  bool found = false;
  vs_vls_graph best_graph;
  vs_vls_graph_init (&best_graph, anchor->elem_size, anchor->lanes);
  /* With one load per lane chunk-major is lane-major; with one joined
     vector dealing changes nothing.  */
  load_order orders[3];
  unsigned norders = 0;
  orders[norders++] = ORDER_LANE_MAJOR;
  unsigned per_vec = anchor->lanes / plan.width;
  if (per_vec < anchor->lanes * plan.nchunks)
    orders[norders++] = ORDER_DEALT;
  if (plan.nchunks > 1)
    orders[norders++] = ORDER_CHUNK_MAJOR;
  for (unsigned p = 0; p < sizeof policies / sizeof policies[0]; p++)
    {
      /* The one-source split is the fallback for targets that rejected
	 every two-input network.  */
      if (policies[p] == VS_VLS_SPLIT_ONE_SOURCE && found)
	break;
      for (unsigned o = 0; o < norders; o++)
	{
	  vs_vls_sequence seq;
	  vs_vls_graph g;
	  bool split;
	  st = try_network (memrefs, group, client, &plan, orders[o],
			    policies[p], &seq, &g, &split);
	  /* Without a node to split, the policies give the same graph.  */
	  if (st == VS_VLS_OK && !split
	      && policies[p] == VS_VLS_SPLIT_INTERLEAVE)
	    continue;
	  if (st == VS_VLS_ERR_NO_LEGAL_NETWORK)
	    continue;
	  if (st != VS_VLS_OK)
	    {
	      if (found)
		{
		  vs_vls_sequence_free (out);
		  vs_vls_graph_free (&best_graph);
		}
	      return st;
	    }
	  if (!found || seq.new_cost < out->new_cost)
	    {
	      if (found)
		{
		  vs_vls_sequence_free (out);
		  vs_vls_graph_free (&best_graph);
		}
	      *out = seq;
	      best_graph = g;
	      found = true;
	    }
	  else
	    {
	      vs_vls_sequence_free (&seq);
	      vs_vls_graph_free (&g);
	    }
	}
    }
  if (!found)
    return VS_VLS_ERR_NO_LEGAL_NETWORK;
  if (graph != NULL)
    *graph = best_graph;
  else
    vs_vls_graph_free (&best_graph);
  return VS_VLS_OK;
}
