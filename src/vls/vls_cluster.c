/* Clusters: building them from a block's memrefs, and cutting a group
   out of one.  The grouping methods (vls_group.c, vls_partition.c) sit
   on top of this file and it calls neither.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls_cluster.h"

vs_vls_status
vs_vls_groups_push (vs_vls_group **groups, unsigned *ngroups,
		     unsigned *cap, const vs_vls_group *g)
{
  if (*ngroups == *cap)
    {
      unsigned ncap = *cap ? 2 * *cap : 8;
      vs_vls_group *n = realloc (*groups, ncap * sizeof *n);
      if (n == NULL)
	return VS_VLS_ERR_NOMEM;
      *groups = n;
      *cap = ncap;
    }
  (*groups)[(*ngroups)++] = *g;
  return VS_VLS_OK;
}

/* Whether cluster member I may move to cluster member J's place.  */
static bool
can_move (vs_vls_cluster *cl, unsigned i, unsigned j)
{
  signed char *c = &cl->moves[i * cl->n + j];
  if (*c < 0)
    *c = cl->client->can_move_to (cl->client->data,
				  &cl->memrefs[cl->idx[i]],
				  &cl->memrefs[cl->idx[j]]);
  return *c != 0;
}

vs_vls_status
vs_vls_cluster_group (vs_vls_cluster *cl, const unsigned *pos,
		       unsigned count, vs_vls_group *out)
{
  if (count == 0 || count > VS_VLS_GROUP_MAX)
    return VS_VLS_ERR_NOT_GROUPABLE;
  unsigned elem = cl->memrefs[cl->idx[pos[0]]].elem_size;
  int64_t low = cl->off[pos[0]], high = low;
  unsigned anchor = pos[0];
  for (unsigned k = 1; k < count; k++)
    {
      unsigned p = pos[k];
      low = cl->off[p] < low ? cl->off[p] : low;
      high = cl->off[p] > high ? cl->off[p] : high;
      if (cl->idx[p] < cl->idx[anchor])
	anchor = p;
    }
  if ((uint64_t) (high - low) + elem > cl->client->max_group_bytes)
    return VS_VLS_ERR_NOT_GROUPABLE;
  for (unsigned k = 0; k < count; k++)
    if (pos[k] != anchor && !can_move (cl, pos[k], anchor))
      return VS_VLS_ERR_NOT_GROUPABLE;

  /* Members in program order (insertion sort: groups are small).  */
  out->nmembers = count;
  out->span_bytes = (unsigned) (high - low) + elem;
  for (unsigned k = 0; k < count; k++)
    {
      unsigned p = pos[k], at = k;
      while (at > 0 && out->members[at - 1] > cl->idx[p])
	{
	  out->members[at] = out->members[at - 1];
	  out->offsets[at] = out->offsets[at - 1];
	  at--;
	}
      out->members[at] = cl->idx[p];
      out->offsets[at] = cl->off[p] - cl->off[anchor];
    }
  return VS_VLS_OK;
}

vs_vls_status
vs_vls_cluster_collect (const vs_vls_memref *memrefs, unsigned n,
			const vs_vls_client *client, unsigned leader,
			bool *assigned, vs_vls_cluster *cl)
{
  memset (cl, 0, sizeof *cl);
  cl->memrefs = memrefs;
  cl->client = client;
  cl->idx = malloc (n * sizeof *cl->idx);
  cl->off = malloc (n * sizeof *cl->off);
  if (cl->idx == NULL || cl->off == NULL)
    return VS_VLS_ERR_NOMEM;
  const vs_vls_memref *lead = &memrefs[leader];
  for (unsigned j = leader; j < n; j++)
    {
      int64_t d = 0;
      if (assigned[j])
	continue;
      if (j != leader
	  && (!vs_vls_memrefs_compatible (client, lead, &memrefs[j])
	      || !client->const_distance (client->data, lead, &memrefs[j], &d)
	      || d % (int64_t) lead->elem_size != 0))
	continue;
      /* Insert sorted by offset; J grows, so ties stay in index order.  */
      unsigned at = cl->n++;
      while (at > 0 && cl->off[at - 1] > d)
	{
	  cl->idx[at] = cl->idx[at - 1];
	  cl->off[at] = cl->off[at - 1];
	  at--;
	}
      cl->idx[at] = j;
      cl->off[at] = d;
      assigned[j] = true;
    }
  cl->moves = malloc ((size_t) cl->n * cl->n);
  if (cl->moves == NULL)
    return VS_VLS_ERR_NOMEM;
  memset (cl->moves, -1, (size_t) cl->n * cl->n);
  return VS_VLS_OK;
}

void
vs_vls_cluster_free (vs_vls_cluster *cl)
{
  free (cl->idx);
  free (cl->off);
  free (cl->moves);
}
