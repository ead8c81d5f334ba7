/* Groups of adjacent memrefs: gathers at constant distances from each
   other whose bytes fit one vector register.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_GROUP_H
#define VSHAPE_VLS_GROUP_H

#include <stdint.h>

#include "vls_memref.h"
#include "vls_status.h"

/* Most members one group may have.  */
#define VS_VLS_GROUP_MAX 16
/* Largest set of mutually adjacent memrefs whose partitions into groups
   are all tried; bigger sets only try groups that are runs of
   consecutive addresses.  */
#define VS_VLS_EXHAUSTIVE_MAX 10

typedef struct vs_vls_group
{
  unsigned nmembers;
  /* Indices into the memref array, ascending, so MEMBERS[0] comes first
     in program order: the anchor, where the new code goes and whose
     per-lane address the loads are relative to.  */
  unsigned members[VS_VLS_GROUP_MAX];
  /* Byte distance of each member from the anchor (may be negative).  */
  int64_t offsets[VS_VLS_GROUP_MAX];
  /* Bytes from the lowest to the highest byte any member reads, both
     included.  */
  unsigned span_bytes;
} vs_vls_group;

typedef enum vs_vls_grouping_method
{
  /* Lowest address first, filling each group while the span fits.  */
  VS_VLS_GROUPING_GREEDY,
  /* The partition with the least total cost by the client's costs;
     only groups cheaper than their gathers are kept.  */
  VS_VLS_GROUPING_BY_COST
} vs_vls_grouping_method;

typedef struct vs_vls_grouping
{
  vs_vls_group *groups;	/* each with two members or more */
  unsigned ngroups;
  int *group_of;		/* per memref: its group, or -1 */
} vs_vls_grouping;

/* Partition the N memrefs (program order) into groups.  */
vs_vls_status vs_vls_get_groups (const vs_vls_memref *memrefs,
				   unsigned n, const vs_vls_client *client,
				   vs_vls_grouping_method method,
				   vs_vls_grouping *out);
void vs_vls_grouping_free (vs_vls_grouping *grouping);

/* Make one group of the NMEMBERS memrefs listed (any order), checking
   every rule getGroups applies: compatible kinds, constant distances in
   whole elements, span within the register, and motion to the anchor.
   VS_VLS_ERR_NOT_GROUPABLE when a rule fails.  */
vs_vls_status vs_vls_make_group (const vs_vls_memref *memrefs,
				   const unsigned *members,
				   unsigned nmembers,
				   const vs_vls_client *client,
				   vs_vls_group *out);

#endif
