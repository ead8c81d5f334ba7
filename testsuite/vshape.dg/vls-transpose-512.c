/* 4x4 transposes kept with AVX-512VL: at -march=x86-64-v4 with 256-bit
   vectors each even or odd extraction is one vpermt2pd, eight
   instructions as in the network of halves and unpacks; eight streams'
   24 against the network's 16 ran as fast on a Zen 5.  So the vls pass
   leaves GCC's permutations (vls-transpose.c rebuilds them at
   x86-64-v3).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v4 -mprefer-vector-width=256 -fplugin-arg-libvshape-dump=vls" } */

#include "vls-transpose.h"

/* { dg-final { scan-function-dump block_times_pair ";; transpose: columns \[^\n\]*: 8 instructions, 8 in transpose networks: kept, AVX-512VL" "vls" } } */
/* { dg-final { scan-function-dump record_hash ";; transpose: columns \[^\n\]*: 8 instructions, 8 in transpose networks: kept, AVX-512VL" "vls" } } */
/* { dg-final { scan-function-dump spread_block ";; transpose: columns \[^\n\]*: 8 instructions, 8 in transpose networks: kept, AVX-512VL" "vls" } } */
/* { dg-final { scan-function-dump particle_terms ";; transpose: columns \[^\n\]*: 24 instructions, 16 in transpose networks \\(transposes sharing GCC's permutations\\): kept, AVX-512VL" "vls" } } */
/* { dg-final { scan-function-dump float_record_terms ";; transpose: columns \[^\n\]*: 24 instructions, 24 in transpose networks: kept, AVX-512VL" "vls" } } */
/* { dg-final { scan-function-dump-not block_times_pair "rebuilt" "vls" } } */
/* { dg-final { scan-function-dump-not particle_terms "rebuilt" "vls" } } */
