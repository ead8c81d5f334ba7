/* GIMPLE emission of VLS sequences.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_EMIT_H
#define VSHAPE_VLS_EMIT_H

#include "vls_client.h"

/* G's base plus the sizetype value BYTES, as a pointer, emitted into
   *SEQ.  */
tree vls_base_plus (const vls_access &g, tree bytes, gimple_seq *seq);

/* Bytes of the buffers inactive lanes of a masked group read or write
   instead: the widest span a group may have.  */
const unsigned vls_buffer_bytes = 64;

/* The address lane LANE of G reads or writes, emitted into *SEQ.  Under
   G's mask an inactive lane gets the address of INACTIVE (a buffer of
   vls_buffer_bytes) instead: its index may point anywhere, so the
   address is summed as an integer and the lane's bit selects it.  IDX
   is the lane's index extended to address width when the caller has it
   (the vectorizer's own extraction, which an access the rewrite leaves
   keeps); NULL_TREE builds it from the lane's index vector with scalar
   arithmetic (vls_lane_value).  */
tree vls_lane_address (const vls_access &g, unsigned lane, tree inactive,
		       tree idx, gimple_seq *seq);

/* The MEM_REF of TYPE at ADDR plus OFFSET bytes, with ALIAS_TYPE's alias
   set and the alignment of one element of G.  */
tree vls_lane_ref (const vls_access &g, tree type, tree addr, tree alias_type,
		   HOST_WIDE_INT offset);

/* Add the SSA names STMT uses to DEAD, for dead-code removal (but
   default definitions, which no statement defines).  */
void vls_mark_uses_dead (gimple *stmt, bitmap dead);

/* The VEC_PERM_EXPR of the shuffle INS on A and B, of the vector type
   TYPE, emitted into *SEQ.  */
tree vls_emit_shuffle (const vs_vls_instr &ins, tree type, tree a, tree b,
		       gimple_seq *seq);

/* Replace the gathers of GROUP by SEQ, emitted before the first
   statement of the group's anchor.  MEMREF_GATHER maps memref indices to
   indices in GATHERS.  The SSA names the replaced gathers used are added
   to DEAD for dead-code removal.  Returns false, with *REASON set and the
   IL unchanged, when some part of SEQ cannot be built.  */
bool vls_emit_group (vec<vls_access> &gathers, const unsigned *memref_gather,
		     const vs_vls_group *group, const vs_vls_sequence *seq,
		     bitmap dead, const char **reason);

#endif
