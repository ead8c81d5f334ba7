/* The 4x4 transposes of 64-bit elements the vectorizer builds from
   even and odd extractions, rebuilt from 128-bit halves and unpacks
   where that takes fewer instructions (src/vls/vls_transpose.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_TRANSPOSE_REBUILD_H
#define VSHAPE_VLS_TRANSPOSE_REBUILD_H

#include "gcc_compat.h"

/* Rebuild the four columns of each transpose in BB that two levels of
   permutations compute, when the network of vs_vls_transpose_halves
   and vs_vls_transpose_interleave costs fewer instructions; the
   permutations no longer used go to DEAD.  Each transpose is said in
   DUMP (when not NULL), rebuilt or not.  */
void vls_rebuild_transposes (basic_block bb, bitmap dead, FILE *dump);

#endif
