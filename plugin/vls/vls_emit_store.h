/* GIMPLE emission of the sequences that replace store groups.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_EMIT_STORE_H
#define VSHAPE_VLS_EMIT_STORE_H

#include "vls_client.h"

extern "C" {
#include "vls_store.h"
}

/* Replace the scatters of GROUP by SEQ, emitted where the last of them
   was.  MEMREF_SCATTER maps memref indices to indices in SCATTERS.  The
   SSA names the scatters used are added to DEAD for dead-code removal.
   Returns false, with *REASON set and the IL unchanged, when some part
   of SEQ cannot be built.  */
bool vls_emit_store_group (vec<vls_access> &scatters,
			   const unsigned *memref_scatter,
			   const vs_vls_store_group *group,
			   const vs_vls_sequence *seq, bitmap dead,
			   const char **reason);

#endif
