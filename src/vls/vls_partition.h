/* The cost partition of a cluster (vls_partition.c), internal to the
   grouping files.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_PARTITION_H
#define VSHAPE_VLS_PARTITION_H

#include "vls_cluster.h"

/* Partition CL by cost; append the chosen groups to *GROUPS (capacity
   grows as needed).  */
vs_vls_status vs_vls_cluster_partition (vs_vls_cluster *cl,
					  vs_vls_group **groups,
					  unsigned *ngroups,
					  unsigned *cap);

#endif
