/* Store groups: scatters at constant distances from each other that
   write one block of adjacent elements per lane (vls_store.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls_store.h"

/* The scatters at constant distances from the first of them: one part
   of a group, once its members are known to form a block.  */
typedef struct store_part
{
  unsigned n;
  bool overflow;		/* more scatters than a group may have */
  unsigned memrefs[VS_VLS_GROUP_MAX];
  int64_t dist[VS_VLS_GROUP_MAX];
} store_part;

/* Sort P's members by address and say whether they are a block: two or
   more adjacent elements, no more than the lanes, within a register.  A
   block that is no power of two is stored per lane in power-of-two
   pieces (vls_store_order.c).  */
static bool
order_block (store_part *p, const vs_vls_memref *memrefs,
	     const vs_vls_client *client)
{
  for (unsigned i = 1; i < p->n; i++)
    for (unsigned k = i; k > 0 && p->dist[k - 1] > p->dist[k]; k--)
      {
	int64_t d = p->dist[k];
	unsigned m = p->memrefs[k];
	p->dist[k] = p->dist[k - 1];
	p->memrefs[k] = p->memrefs[k - 1];
	p->dist[k - 1] = d;
	p->memrefs[k - 1] = m;
      }
  const vs_vls_memref *first = &memrefs[p->memrefs[0]];
  if (p->overflow || p->n < 2 || p->n > first->lanes
      || p->n * first->elem_size > client->max_group_bytes)
    return false;
  for (unsigned k = 0; k < p->n; k++)
    if (p->dist[k] - p->dist[0] != (int64_t) (k * first->elem_size))
      return false;
  return true;
}

/* True when part P may follow the parts already in G: each member's
   scatters stay in the order of the parts.  */
static bool
parts_in_order (const vs_vls_store_group *g, const store_part *p)
{
  for (unsigned m = 0; m < g->nmembers; m++)
    if (g->memrefs[g->nparts - 1][m] >= p->memrefs[m])
      return false;
  return true;
}

/* Put the part P into one of the NGROUPS groups of G when it is a
   further part of it, or else into a new group; *WHY says why it can
   be in none.  */
static void
place_part (const vs_vls_memref *memrefs, const vs_vls_client *client,
	    const store_part *p, vs_vls_store_group *g, unsigned *ngroups,
	    vs_vls_store_why *why)
{
  const vs_vls_memref *anchor = &memrefs[p->memrefs[0]];
  unsigned span = p->n * anchor->elem_size;
  bool in_order
    = (client->lanes_are_iterations
       && client->lanes_are_iterations (client->data, anchor, anchor));
  *why = VS_VLS_STORE_MAY_OVERLAP;
  if (!in_order
      && !client->addresses_congruent (client->data, anchor, anchor, span))
    return;
  for (unsigned k = 0; k < *ngroups; k++)
    {
      const vs_vls_memref *other = &memrefs[g[k].memrefs[0][0]];
      /* Each part has a mask of its own, if any.  */
      if (g[k].nmembers != p->n || g[k].nparts == VS_VLS_STORE_PARTS_MAX
	  || other->elem_size != anchor->elem_size
	  || other->lanes != anchor->lanes || other->masked != anchor->masked
	  || (in_order
	      ? !client->lanes_are_iterations (client->data, other, anchor)
	      : !client->addresses_congruent (client->data, other, anchor,
					      span)))
	continue;
      if (!parts_in_order (&g[k], p))
	{
	  *why = VS_VLS_STORE_PART_ORDER;
	  return;
	}
      memcpy (g[k].memrefs[g[k].nparts++], p->memrefs,
	      p->n * sizeof p->memrefs[0]);
      *why = VS_VLS_STORE_GROUPED;
      return;
    }
  vs_vls_store_group *ng = &g[(*ngroups)++];
  memset (ng, 0, sizeof *ng);
  ng->nmembers = p->n;
  ng->nparts = 1;
  ng->span_bytes = span;
  memcpy (ng->memrefs[0], p->memrefs, p->n * sizeof p->memrefs[0]);
  *why = VS_VLS_STORE_GROUPED;
}

/* Compare memref indices, for sorting a group's scatters.  */
static int
compare_unsigned (const void *a, const void *b)
{
  unsigned x = *(const unsigned *) a, y = *(const unsigned *) b;
  return (x > y) - (x < y);
}

/* True when the scatters of G may all move to the last of them.  */
static bool
group_can_sink (const vs_vls_memref *memrefs, const vs_vls_client *client,
		const vs_vls_store_group *g)
{
  unsigned idx[VS_VLS_STORE_PARTS_MAX * VS_VLS_GROUP_MAX];
  const vs_vls_memref *list[VS_VLS_STORE_PARTS_MAX * VS_VLS_GROUP_MAX];
  unsigned n = 0;
  for (unsigned p = 0; p < g->nparts; p++)
    for (unsigned m = 0; m < g->nmembers; m++)
      idx[n++] = g->memrefs[p][m];
  qsort (idx, n, sizeof idx[0], compare_unsigned);
  for (unsigned i = 0; i < n; i++)
    list[i] = &memrefs[idx[i]];
  return client->stores_can_sink (client->data, list, n);
}

/* Mark every scatter of G with WHY.  */
static void
mark_group (const vs_vls_store_group *g, vs_vls_store_why why,
	    vs_vls_store_why *out)
{
  for (unsigned p = 0; p < g->nparts; p++)
    for (unsigned m = 0; m < g->nmembers; m++)
      out[g->memrefs[p][m]] = why;
}

vs_vls_status
vs_vls_get_store_groups (const vs_vls_memref *memrefs, unsigned n,
			  const vs_vls_client *client,
			  vs_vls_store_grouping *out)
{
  memset (out, 0, sizeof *out);
  vs_vls_status st = vs_vls_client_check (client);
  if (st != VS_VLS_OK || (n > 0 && memrefs == NULL))
    return st != VS_VLS_OK ? st : VS_VLS_ERR_INVALID;
  bool supported = (client->addresses_congruent && client->stores_can_sink
		    && client->store_cost);
  out->why = calloc (n ? n : 1, sizeof *out->why);
  out->groups = calloc (n ? n : 1, sizeof *out->groups);
  int *part_of = malloc ((n ? n : 1) * sizeof *part_of);
  if (!out->why || !out->groups || !part_of)
    {
      free (part_of);
      vs_vls_store_grouping_free (out);
      return VS_VLS_ERR_NOMEM;
    }
  for (unsigned i = 0; i < n; i++)
    part_of[i] = memrefs[i].access == VS_VLS_STORE ? -1 : 0;

  for (unsigned i = 0; i < n; i++)
    {
      if (part_of[i] >= 0)
	continue;
      part_of[i] = 1;
      if (!supported)
	{
	  out->why[i] = VS_VLS_STORE_UNSUPPORTED;
	  continue;
	}
      store_part p;
      memset (&p, 0, sizeof p);
      p.memrefs[p.n++] = i;
      for (unsigned j = i + 1; j < n; j++)
	{
	  int64_t d;
	  if (part_of[j] >= 0
	      || !vs_vls_memrefs_alike (client, &memrefs[i], &memrefs[j])
	      || !client->const_distance (client->data, &memrefs[i],
					  &memrefs[j], &d))
	    continue;
	  part_of[j] = 1;
	  if (p.n == VS_VLS_GROUP_MAX)
	    {
	      p.overflow = true;
	      out->why[j] = VS_VLS_STORE_NOT_A_BLOCK;
	      continue;
	    }
	  p.dist[p.n] = d;
	  p.memrefs[p.n++] = j;
	}
      vs_vls_store_why why = VS_VLS_STORE_ALONE;
      if (p.n > 1)
	why = VS_VLS_STORE_NOT_A_BLOCK;
      if (p.n > 1 && order_block (&p, memrefs, client))
	place_part (memrefs, client, &p, out->groups, &out->ngroups, &why);
      for (unsigned k = 0; k < p.n; k++)
	out->why[p.memrefs[k]] = why;
    }
  free (part_of);

  /* Keep the groups whose scatters may move together.  */
  unsigned kept = 0;
  for (unsigned k = 0; k < out->ngroups; k++)
    if (group_can_sink (memrefs, client, &out->groups[k]))
      out->groups[kept++] = out->groups[k];
    else
      mark_group (&out->groups[k], VS_VLS_STORE_ACCESS_BETWEEN, out->why);
  out->ngroups = kept;
  return VS_VLS_OK;
}

void
vs_vls_store_grouping_free (vs_vls_store_grouping *grouping)
{
  free (grouping->groups);
  free (grouping->why);
  memset (grouping, 0, sizeof *grouping);
}

const char *
vs_vls_store_why_text (vs_vls_store_why why)
{
  switch (why)
    {
    case VS_VLS_STORE_GROUPED: return "grouped";
    case VS_VLS_STORE_UNSUPPORTED: return "the client does not group stores";
    case VS_VLS_STORE_ALONE: return "no adjacent scatter";
    case VS_VLS_STORE_NOT_A_BLOCK:
      return "the scatters are not a block of adjacent elements within a "
	     "register, no more than the lanes";
    case VS_VLS_STORE_MAY_OVERLAP:
      return "two lanes' blocks may overlap in part (index not proved a "
	     "multiple of the block)";
    case VS_VLS_STORE_PART_ORDER:
      return "its parts are stored in different orders";
    case VS_VLS_STORE_ACCESS_BETWEEN:
      return "an access between the scatters may touch their memory";
    }
  return "unknown";
}
