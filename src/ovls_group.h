/* Groups of adjacent memrefs: gathers at constant distances from each
   other whose bytes fit one vector register.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_OVLS_GROUP_H
#define VSHAPE_OVLS_GROUP_H

#include <stdint.h>

#include "ovls_memref.h"
#include "ovls_status.h"

/* Most members one group may have.  */
#define VS_OVLS_GROUP_MAX 16
/* Largest set of mutually adjacent memrefs whose partitions into groups
   are all tried; bigger sets only try groups that are runs of
   consecutive addresses.  */
#define VS_OVLS_EXHAUSTIVE_MAX 10

typedef struct vs_ovls_group
{
  unsigned nmembers;
  /* Indices into the memref array, ascending, so MEMBERS[0] comes first
     in program order: the anchor, where the new code goes and whose
     per-lane address the loads are relative to.  */
  unsigned members[VS_OVLS_GROUP_MAX];
  /* Byte distance of each member from the anchor (may be negative).  */
  int64_t offsets[VS_OVLS_GROUP_MAX];
  /* Bytes from the lowest to the highest byte any member reads, both
     included.  */
  unsigned span_bytes;
} vs_ovls_group;

typedef enum vs_ovls_grouping_method
{
  /* Lowest address first, filling each group while the span fits.  */
  VS_OVLS_GROUPING_GREEDY,
  /* The partition with the least total cost by the client's costs;
     only groups cheaper than their gathers are kept.  */
  VS_OVLS_GROUPING_BY_COST
} vs_ovls_grouping_method;

typedef struct vs_ovls_grouping
{
  vs_ovls_group *groups;	/* each with two members or more */
  unsigned ngroups;
  int *group_of;		/* per memref: its group, or -1 */
} vs_ovls_grouping;

/* Partition the N memrefs (program order) into groups.  */
vs_ovls_status vs_ovls_get_groups (const vs_ovls_memref *memrefs,
				   unsigned n, const vs_ovls_client *client,
				   vs_ovls_grouping_method method,
				   vs_ovls_grouping *out);
void vs_ovls_grouping_free (vs_ovls_grouping *grouping);

/* Make one group of the NMEMBERS memrefs listed (any order), checking
   every rule getGroups applies: compatible kinds, constant distances in
   whole elements, span within the register, and motion to the anchor.
   VS_OVLS_ERR_NOT_GROUPABLE when a rule fails.  */
vs_ovls_status vs_ovls_make_group (const vs_ovls_memref *memrefs,
				   const unsigned *members,
				   unsigned nmembers,
				   const vs_ovls_client *client,
				   vs_ovls_group *out);

#endif
