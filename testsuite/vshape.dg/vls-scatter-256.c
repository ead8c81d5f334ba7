/* The scatter pairs and quads of vls-scatter.c with the Skylake
   tuning's 256-bit vectors: 4-lane scatters of doubles, two parts per
   member; every tuning with AVX-512 rewrites them (scatters cost more
   than their lanes' stores in GCC's tables).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#include "vls-scatter-pair.h"

/* { dg-final { scan-function-dump pair_d ";; vls: scatter 0: avx512 __builtin_ia32_scatteraltsiv4df, 4 x 8 bytes" "vls" } } */
/* { dg-final { scan-function-dump pair_d ";; vls: store group 0: rewritten: 4 scatters -> 4 shuffles \\+ 8 stores" "vls" } } */
/* { dg-final { scan-function-dump quad_f ";; vls: store group 0: rewritten: 4 scatters -> 8 shuffles \\+ 8 stores" "vls" } } */
/* { dg-final { scan-tree-dump-not "__builtin_ia32_scatter" "optimized" } } */
