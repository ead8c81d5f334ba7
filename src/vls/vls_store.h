/* Groups of adjacent scatters, and the shuffles plus per-lane stores
   that replace them.

   A store group writes, in every lane, one block of NMEMBERS adjacent
   elements: member M at M * elem_size bytes from member 0.  The
   vectorizer may split one group's lanes over several scatters per
   member (a "part" each: the lower and upper half of a wider index
   vector); a group holds all of its parts.

   Scatters write their lanes in lane order, so where two lanes hold
   the same address the higher lane's value stays.  One contiguous store
   per lane, lanes in order and parts in order, leaves the same memory
   as long as no two lanes' blocks overlap partly: the client has to
   prove that every lane address is congruent modulo the block size
   (addresses_congruent), or that the lanes are the scalar loop's
   iterations in order, whose own order the per-lane stores keep
   (lanes_are_iterations); and that nothing between the scatters
   touches their memory (stores_can_sink).  A block of a size that is
   no power of two (a triple) is stored per lane in power-of-two
   pieces, the largest first.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_STORE_H
#define VSHAPE_VLS_STORE_H

#include <stdio.h>

#include "vls_group.h"
#include "vls_memref.h"
#include "vls_sequence.h"
#include "vls_status.h"

/* Most parts (scatters per member) one store group may have.  */
#define VS_VLS_STORE_PARTS_MAX 8

typedef struct vs_vls_store_group
{
  unsigned nmembers;		/* 2 or more, no more than the lanes */
  unsigned nparts;
  /* MEMREFS[P][M]: the scatter of member M in part P.  Parts are in
     program order; so is each member's list of parts.  */
  unsigned memrefs[VS_VLS_STORE_PARTS_MAX][VS_VLS_GROUP_MAX];
  unsigned span_bytes;		/* NMEMBERS * elem_size */
} vs_vls_store_group;

/* Why a scatter is in no group.  */
typedef enum vs_vls_store_why
{
  VS_VLS_STORE_GROUPED = 0,
  VS_VLS_STORE_UNSUPPORTED,	/* the client cannot group stores */
  VS_VLS_STORE_ALONE,		/* no scatter at a constant distance */
  VS_VLS_STORE_NOT_A_BLOCK,	/* its members are not a run of adjacent
				   elements within a register, no more
				   than the lanes */
  VS_VLS_STORE_MAY_OVERLAP,	/* lanes' blocks may overlap partly */
  VS_VLS_STORE_PART_ORDER,	/* its parts are not in one order */
  VS_VLS_STORE_ACCESS_BETWEEN	/* something between may touch them */
} vs_vls_store_why;

typedef struct vs_vls_store_grouping
{
  vs_vls_store_group *groups;
  unsigned ngroups;
  vs_vls_store_why *why;	/* per memref; loads get GROUPED */
} vs_vls_store_grouping;

/* Group the store memrefs among the N MEMREFS (program order).  */
vs_vls_status vs_vls_get_store_groups (const vs_vls_memref *memrefs,
					 unsigned n,
					 const vs_vls_client *client,
					 vs_vls_store_grouping *out);
void vs_vls_store_grouping_free (vs_vls_store_grouping *grouping);

/* A short constant English reason for WHY, for dumps.  */
const char *vs_vls_store_why_text (vs_vls_store_why why);

/* The values of GROUP's scatters, the shuffles that make each lane's
   block, and one store per lane, parts and lanes in order; costed
   against the scatters.  VS_VLS_ERR_NO_LEGAL_NETWORK when the client
   rejects a shuffle.  */
vs_vls_status vs_vls_get_store_sequence (const vs_vls_memref *memrefs,
					   const vs_vls_store_group *group,
					   const vs_vls_client *client,
					   vs_vls_sequence *out);

/* Print to F what each lane's store of GROUP writes: per part, the
   scattered vectors, and per lane the elements of its block.  */
vs_vls_status vs_vls_store_graph_print (const vs_vls_memref *memrefs,
					 const vs_vls_store_group *group,
					 FILE *f);

/* The same text into BUF (at most SIZE bytes, NUL-terminated when SIZE
   is not 0); returns the length the whole text needs.  Nothing for an
   invalid group.  */
size_t vs_vls_store_graph_print_to_buffer (const vs_vls_memref *memrefs,
					   const vs_vls_store_group *group,
					   char *buf, size_t size);

#endif
