/* GIMPLE emission of VLS sequences.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_EMIT_H
#define VSHAPE_VLS_EMIT_H

#include "vls_client.h"

/* G's base plus the sizetype value BYTES, as a pointer, emitted into
   *SEQ.  */
tree vls_base_plus (const vls_gather &g, tree bytes, gimple_seq *seq);

/* Replace the gathers of GROUP by SEQ, emitted before the first
   statement of the group's anchor.  MEMREF_GATHER maps memref indices to
   indices in GATHERS.  The SSA names the replaced gathers used are added
   to DEAD for dead-code removal.  Returns false, with *REASON set and the
   IL unchanged, when some part of SEQ cannot be built.  */
bool vls_emit_group (vec<vls_gather> &gathers, const unsigned *memref_gather,
		     const vs_vls_group *group, const vs_vls_sequence *seq,
		     bitmap dead, const char **reason);

#endif
