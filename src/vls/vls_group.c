/* Grouping of adjacent memrefs: the greedy method and the public entry
   points.  Clusters come from vls_cluster.c, the cost partition from
   vls_partition.c.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls_partition.h"

/* The greedy method: from the lowest address up, each group takes every
   following memref while the span fits and the group stays movable.  */
static vs_vls_status
greedy_partition (vs_vls_cluster *cl, vs_vls_group **groups,
		  unsigned *ngroups, unsigned *cap)
{
  bool *used = calloc (cl->n, sizeof *used);
  if (used == NULL)
    return VS_VLS_ERR_NOMEM;
  vs_vls_status st = VS_VLS_OK;
  for (unsigned i = 0; i < cl->n && st == VS_VLS_OK; i++)
    {
      if (used[i])
	continue;
      unsigned pos[VS_VLS_GROUP_MAX];
      unsigned count = 1;
      vs_vls_group g;
      pos[0] = i;
      for (unsigned j = i + 1; j < cl->n && count < VS_VLS_GROUP_MAX; j++)
	{
	  if (used[j])
	    continue;
	  pos[count] = j;
	  if (vs_vls_cluster_group (cl, pos, count + 1, &g) == VS_VLS_OK)
	    count++;
	}
      if (count < 2)
	continue;
      for (unsigned k = 0; k < count; k++)
	used[pos[k]] = true;
      st = vs_vls_cluster_group (cl, pos, count, &g);
      if (st == VS_VLS_OK)
	st = vs_vls_groups_push (groups, ngroups, cap, &g);
    }
  free (used);
  return st;
}

/* Order groups by anchor, so output does not depend on cluster order.  */
static int
compare_groups (const void *a, const void *b)
{
  unsigned x = ((const vs_vls_group *) a)->members[0];
  unsigned y = ((const vs_vls_group *) b)->members[0];
  return (x > y) - (x < y);
}

vs_vls_status
vs_vls_get_groups (const vs_vls_memref *memrefs, unsigned n,
		    const vs_vls_client *client,
		    vs_vls_grouping_method method, vs_vls_grouping *out)
{
  memset (out, 0, sizeof *out);
  vs_vls_status st = vs_vls_client_check (client);
  if (st != VS_VLS_OK)
    return st;
  if (n > 0 && memrefs == NULL)
    return VS_VLS_ERR_INVALID;
  bool *assigned = calloc (n ? n : 1, sizeof *assigned);
  out->group_of = malloc ((n ? n : 1) * sizeof *out->group_of);
  if (assigned == NULL || out->group_of == NULL)
    st = VS_VLS_ERR_NOMEM;
  unsigned cap = 0;

  for (unsigned i = 0; i < n && st == VS_VLS_OK; i++)
    {
      /* Stores are never grouped yet; masked loads need the client's
	 mask comparison; both stay alone.  */
      if (assigned[i] || memrefs[i].access != VS_VLS_LOAD)
	continue;
      vs_vls_cluster cl;
      st = vs_vls_cluster_collect (memrefs, n, client, i, assigned, &cl);
      if (st == VS_VLS_OK && cl.n > 1)
	st = method == VS_VLS_GROUPING_GREEDY
	     ? greedy_partition (&cl, &out->groups, &out->ngroups, &cap)
	     : vs_vls_cluster_partition (&cl, &out->groups, &out->ngroups,
					  &cap);
      vs_vls_cluster_free (&cl);
    }
  free (assigned);
  if (st != VS_VLS_OK)
    {
      vs_vls_grouping_free (out);
      return st;
    }
  if (out->ngroups > 1)
    qsort (out->groups, out->ngroups, sizeof *out->groups, compare_groups);
  for (unsigned i = 0; i < n; i++)
    out->group_of[i] = -1;
  for (unsigned g = 0; g < out->ngroups; g++)
    for (unsigned k = 0; k < out->groups[g].nmembers; k++)
      out->group_of[out->groups[g].members[k]] = (int) g;
  return VS_VLS_OK;
}

void
vs_vls_grouping_free (vs_vls_grouping *grouping)
{
  free (grouping->groups);
  free (grouping->group_of);
  memset (grouping, 0, sizeof *grouping);
}

vs_vls_status
vs_vls_make_group (const vs_vls_memref *memrefs, const unsigned *members,
		    unsigned nmembers, const vs_vls_client *client,
		    vs_vls_group *out)
{
  vs_vls_status st = vs_vls_client_check (client);
  if (st != VS_VLS_OK)
    return st;
  if (nmembers == 0 || nmembers > VS_VLS_GROUP_MAX || members == NULL)
    return VS_VLS_ERR_INVALID;

  unsigned idx[VS_VLS_GROUP_MAX], pos[VS_VLS_GROUP_MAX];
  int64_t off[VS_VLS_GROUP_MAX];
  signed char moves[VS_VLS_GROUP_MAX * VS_VLS_GROUP_MAX];
  const vs_vls_memref *first = &memrefs[members[0]];
  if (first->access != VS_VLS_LOAD)
    return VS_VLS_ERR_NOT_GROUPABLE;
  for (unsigned k = 0; k < nmembers; k++)
    {
      const vs_vls_memref *m = &memrefs[members[k]];
      off[k] = 0;
      idx[k] = members[k];
      pos[k] = k;
      if (k > 0
	  && (!vs_vls_memrefs_compatible (client, first, m)
	      || !client->const_distance (client->data, first, m, &off[k])
	      || off[k] % (int64_t) first->elem_size != 0))
	return VS_VLS_ERR_NOT_GROUPABLE;
      for (unsigned j = 0; j < k; j++)
	if (idx[j] == idx[k])
	  return VS_VLS_ERR_INVALID;
    }
  memset (moves, -1, sizeof moves);
  vs_vls_cluster cl = { memrefs, client, nmembers, idx, off, moves };
  return vs_vls_cluster_group (&cl, pos, nmembers, out);
}
