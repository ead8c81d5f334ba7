/* Grouping of adjacent memrefs: clusters, group checks, the greedy
   method, and the public entry points.

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

/* Collect into CL the unassigned memrefs that can join memref LEADER:
   compatible, at a known constant distance that is a whole number of
   elements.  Marks them in ASSIGNED.  */
static vs_vls_status
collect_cluster (const vs_vls_memref *memrefs, unsigned n,
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

static void
free_cluster (vs_vls_cluster *cl)
{
  free (cl->idx);
  free (cl->off);
  free (cl->moves);
}

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
      st = collect_cluster (memrefs, n, client, i, assigned, &cl);
      if (st == VS_VLS_OK && cl.n > 1)
	st = method == VS_VLS_GROUPING_GREEDY
	     ? greedy_partition (&cl, &out->groups, &out->ngroups, &cap)
	     : vs_vls_cluster_partition (&cl, &out->groups, &out->ngroups,
					  &cap);
      free_cluster (&cl);
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
