/* Clusters: sets of memrefs that are pairwise compatible and at known
   constant distances, the raw material groups are cut from.  Internal
   to the grouping files, which layer as group -> partition -> cluster.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_CLUSTER_H
#define VSHAPE_VLS_CLUSTER_H

#include "vls_group.h"

typedef struct vs_vls_cluster
{
  const vs_vls_memref *memrefs;
  const vs_vls_client *client;
  unsigned n;
  unsigned *idx;		/* memref indices, by offset then index */
  int64_t *off;			/* offsets from the first memref found */
  signed char *moves;		/* N*N cache of can_move_to, -1 unknown */
} vs_vls_cluster;

/* Build a group from cluster positions POS[0..COUNT): VS_VLS_OK when
   the span fits, the size is allowed and every member can move to the
   anchor; VS_VLS_ERR_NOT_GROUPABLE otherwise.  */
vs_vls_status vs_vls_cluster_group (vs_vls_cluster *cl,
				      const unsigned *pos, unsigned count,
				      vs_vls_group *out);

/* Collect into CL the memrefs not yet in ASSIGNED that can join memref
   LEADER: compatible, at a known constant distance that is a whole
   number of elements.  Marks them in ASSIGNED.  Free CL with
   vs_vls_cluster_free, also on failure.  */
vs_vls_status vs_vls_cluster_collect (const vs_vls_memref *memrefs,
				       unsigned n,
				       const vs_vls_client *client,
				       unsigned leader, bool *assigned,
				       vs_vls_cluster *cl);

/* Release what vs_vls_cluster_collect allocated.  */
void vs_vls_cluster_free (vs_vls_cluster *cl);

/* Append G to the growable array *GROUPS.  */
vs_vls_status vs_vls_groups_push (vs_vls_group **groups,
				    unsigned *ngroups, unsigned *cap,
				    const vs_vls_group *g);

#endif
