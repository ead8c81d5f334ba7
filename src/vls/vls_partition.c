/* Cost-driven grouping: choose the partition of a cluster into groups
   (and lone gathers) whose total cost by the client's costs is least.

   Greedy grouping can strand a memref: filling the first group as far as
   the span allows may leave a neighbour with no partner, where two
   smaller groups would cover everything.  Here every candidate group is
   priced by building its sequence, and a dynamic program picks the
   cheapest partition: over all subsets for small clusters, over runs of
   consecutive addresses for big ones.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls_partition.h"
#include "vls_cost.h"
#include "vls_sequence.h"

_Static_assert (VS_VLS_EXHAUSTIVE_MAX <= VS_VLS_GROUP_MAX
		&& VS_VLS_EXHAUSTIVE_MAX < 32,
		"subset masks must fit and every subset must be a legal size");

/* Stands for "cannot be a group".  */
#define NO_GROUP INT64_MAX

/* Cost of cluster positions POS[0..COUNT) as one unit: a lone memref
   costs its gather; a group costs its sequence when that is legal and
   cheaper than its gathers, else NO_GROUP (the singletons cover that
   case).  */
static vs_vls_status
unit_cost (vs_vls_cluster *cl, const unsigned *pos, unsigned count,
	   int64_t *cost)
{
  if (count == 1)
    {
      *cost = vs_vls_cost_gathers (cl->memrefs, &cl->idx[pos[0]], 1,
				    cl->client);
      return VS_VLS_OK;
    }
  vs_vls_group g;
  *cost = NO_GROUP;
  if (vs_vls_cluster_group (cl, pos, count, &g) != VS_VLS_OK)
    return VS_VLS_OK;
  vs_vls_sequence seq;
  vs_vls_status st = vs_vls_get_sequence (cl->memrefs, &g, cl->client,
					    &seq, NULL);
  if (st == VS_VLS_ERR_NO_LEGAL_NETWORK || st == VS_VLS_ERR_NOT_GROUPABLE)
    return VS_VLS_OK;
  if (st != VS_VLS_OK)
    return st;
  if (seq.new_cost < seq.old_cost)
    *cost = seq.new_cost;
  vs_vls_sequence_free (&seq);
  return VS_VLS_OK;
}

/* Positions of the set bits of MASK, ascending; returns their count.  */
static unsigned
positions (uint32_t mask, unsigned *pos)
{
  unsigned count = 0;
  for (unsigned i = 0; mask != 0; i++, mask >>= 1)
    if (mask & 1)
      pos[count++] = i;
  return count;
}

/* Append the group made of cluster positions POS[0..COUNT) when it has
   two members or more.  */
static vs_vls_status
emit_unit (vs_vls_cluster *cl, const unsigned *pos, unsigned count,
	   vs_vls_group **groups, unsigned *ngroups, unsigned *cap)
{
  if (count < 2)
    return VS_VLS_OK;
  vs_vls_group g;
  vs_vls_status st = vs_vls_cluster_group (cl, pos, count, &g);
  if (st == VS_VLS_OK)
    st = vs_vls_groups_push (groups, ngroups, cap, &g);
  return st;
}

/* Every partition of a small cluster: BEST[S] is the least cost of
   covering subset S, built from the subset holding S's lowest member.  */
static vs_vls_status
partition_subsets (vs_vls_cluster *cl, vs_vls_group **groups,
		   unsigned *ngroups, unsigned *cap)
{
  uint32_t full = (UINT32_C (1) << cl->n) - 1;
  int64_t *unit = malloc ((size_t) (full + 1) * sizeof *unit);
  bool *known = calloc ((size_t) full + 1, sizeof *known);
  int64_t *best = malloc ((size_t) (full + 1) * sizeof *best);
  uint32_t *choice = malloc ((size_t) (full + 1) * sizeof *choice);
  vs_vls_status st = VS_VLS_OK;
  if (unit == NULL || known == NULL || best == NULL || choice == NULL)
    st = VS_VLS_ERR_NOMEM;

  unsigned pos[VS_VLS_EXHAUSTIVE_MAX];
  if (st == VS_VLS_OK)
    best[0] = 0;
  for (uint32_t s = 1; s <= full && st == VS_VLS_OK; s++)
    {
      uint32_t low = s & -s;
      best[s] = NO_GROUP;
      for (uint32_t sub = s; sub != 0 && st == VS_VLS_OK;
	   sub = (sub - 1) & s)
	{
	  if (!(sub & low) || best[s ^ sub] == NO_GROUP)
	    continue;
	  if (!known[sub])
	    {
	      unsigned count = positions (sub, pos);
	      st = unit_cost (cl, pos, count, &unit[sub]);
	      known[sub] = true;
	    }
	  if (st == VS_VLS_OK && unit[sub] != NO_GROUP
	      && unit[sub] + best[s ^ sub] < best[s])
	    {
	      best[s] = unit[sub] + best[s ^ sub];
	      choice[s] = sub;
	    }
	}
    }
  for (uint32_t s = full; s != 0 && st == VS_VLS_OK; s ^= choice[s])
    {
      unsigned count = positions (choice[s], pos);
      st = emit_unit (cl, pos, count, groups, ngroups, cap);
    }
  free (unit);
  free (known);
  free (best);
  free (choice);
  return st;
}

/* Big clusters: only runs of consecutive positions (by address) are
   candidate groups; BEST[I] is the least cost of the first I.  */
static vs_vls_status
partition_runs (vs_vls_cluster *cl, vs_vls_group **groups,
		unsigned *ngroups, unsigned *cap)
{
  int64_t *best = malloc ((cl->n + 1) * sizeof *best);
  unsigned *start = malloc ((cl->n + 1) * sizeof *start);
  vs_vls_status st = best && start ? VS_VLS_OK : VS_VLS_ERR_NOMEM;
  unsigned pos[VS_VLS_GROUP_MAX];

  if (st == VS_VLS_OK)
    best[0] = 0;
  for (unsigned i = 1; i <= cl->n && st == VS_VLS_OK; i++)
    {
      best[i] = NO_GROUP;
      for (unsigned j = i; j-- > 0 && i - j <= VS_VLS_GROUP_MAX;)
	{
	  /* Runs only grow in span from here; a lone memref always fits.  */
	  if (i - j > 1
	      && cl->off[i - 1] - cl->off[j]
	      + cl->memrefs[cl->idx[j]].elem_size
	      > cl->client->max_group_bytes)
	    break;
	  unsigned count = i - j;
	  for (unsigned k = 0; k < count; k++)
	    pos[k] = j + k;
	  int64_t c;
	  st = unit_cost (cl, pos, count, &c);
	  if (st != VS_VLS_OK)
	    break;
	  if (c != NO_GROUP && best[j] != NO_GROUP && c + best[j] < best[i])
	    {
	      best[i] = c + best[j];
	      start[i] = j;
	    }
	}
    }
  for (unsigned i = cl->n; i > 0 && st == VS_VLS_OK; i = start[i])
    {
      unsigned count = i - start[i];
      for (unsigned k = 0; k < count; k++)
	pos[k] = start[i] + k;
      st = emit_unit (cl, pos, count, groups, ngroups, cap);
    }
  free (best);
  free (start);
  return st;
}

vs_vls_status
vs_vls_cluster_partition (vs_vls_cluster *cl, vs_vls_group **groups,
			   unsigned *ngroups, unsigned *cap)
{
  if (cl->n <= VS_VLS_EXHAUSTIVE_MAX)
    return partition_subsets (cl, groups, ngroups, cap);
  return partition_runs (cl, groups, ngroups, cap);
}
