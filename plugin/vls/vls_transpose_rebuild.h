/* The transposes of 256-bit vectors (4x4 of 64-bit elements, 8x8 of
   32-bit) the vectorizer builds from even and odd extractions of
   interleaved loads, or interleaves before interleaved stores, rebuilt
   as networks of single instructions (src/vls/vls_transpose.h) where
   that takes fewer.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_TRANSPOSE_REBUILD_H
#define VSHAPE_VLS_TRANSPOSE_REBUILD_H

#include "gcc_compat.h"

/* Rebuild the columns of each transpose in BB that two or three levels
   of permutations compute, when the network of
   vs_vls_transpose_network costs fewer instructions (never with
   AVX-512VL); transposes that share GCC's permutations go together.
   The permutations no longer used go to DEAD.  Each transpose is said
   in DUMP (when not NULL), rebuilt or not.  */
void vls_rebuild_transposes (basic_block bb, bitmap dead, FILE *dump);

#endif
