/* Lines the vls pass writes into its dump file.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_DUMP_H
#define VSHAPE_VLS_DUMP_H

#include "vls_client.h"

extern "C" {
#include "vls_store.h"
}

/* ";; vls: gather ID: KIND, LANES x SIZE bytes, base, index, scale,
   offset", and why it is not grouped when it cannot be ("scatter" for
   scatters).  */
void vls_dump_access (FILE *f, unsigned id, const vls_access &g);

/* ";; vls: group ID: members ..., distances ..., span N bytes"; members
   are named by their gather ids (MEMREF_GATHER maps memrefs to them).  */
void vls_dump_group (FILE *f, unsigned id, const vs_vls_group &group,
		     const unsigned *memref_gather);

/* ";; vls: store group ID: S members x P parts, block N bytes, scatters
   A B | C D": each part's scatters by member, named by their ids.  */
void vls_dump_store_group (FILE *f, unsigned id,
			   const vs_vls_store_group &group,
			   const unsigned *memref_scatter);

#endif
