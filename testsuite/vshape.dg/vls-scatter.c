/* Adjacent AVX-512 scatters whose index is a multiple of the block
   (2 * j, j << 2) become interleaving shuffles and one contiguous store
   per lane, where the last scatter was.  With 512-bit vectors and int
   indices a pair of doubles comes in two parts (the lower and upper
   half of the index vector), stored parts and lanes in order.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#include "vls-scatter-pair.h"

/* { dg-final { scan-function-dump pair_d ";; vls: scatter 0: avx512 __builtin_ia32_scatteraltsiv8df, 8 x 8 bytes, base q_\[0-9\]+\\(D\\), index \[^,\]*\\\[0..7\\\], scale 8, offset 0:" "vls" } } */
/* { dg-final { scan-function-dump pair_d ";; vls: store group 0: 2 members x 2 parts, block 16 bytes, scatters 0 2 \\| 1 3" "vls" } } */
/* { dg-final { scan-function-dump pair_d ";; vls: store group 0: rewritten: 4 scatters -> 4 shuffles \\+ 16 stores" "vls" } } */
/* { dg-final { scan-function-dump quad_f ";; vls: store group 0: 4 members x 1 parts, block 16 bytes" "vls" } } */
/* { dg-final { scan-function-dump quad_f ";; vls: store group 0: rewritten: 4 scatters -> 8 shuffles \\+ 16 stores" "vls" } } */
/* { dg-final { scan-function-dump pair_d "%\[0-9\]+ = shuffle 8x8 %0 %1 <0 8 1 9 2 10 3 11>" "vls" } } */
/* { dg-final { scan-function-dump pair_d "%\[0-9\]+ = store 2x8 %\[0-9\]+ from 6 memref \[0-9\]+ lane 7 offset 0" "vls" } } */
/* { dg-final { scan-tree-dump-not "not grouped" "vls" } } */
/* { dg-final { scan-tree-dump-not "__builtin_ia32_scatter" "optimized" } } */
/* { dg-final { scan-function-dump pair_d "MEM <vector\\(2\\) double> \\\[\\(char \\*\\)_\[0-9\]+\\\] = " "optimized" } } */
