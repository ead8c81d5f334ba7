/* The scatter kernels of vls-scatter.h on AVX-512 with 512-bit vectors
   under the default vls=on: blocks of two, three and four elements become
   per-lane stores, parts and lanes in order; the overlapping pair stays
   scattered, and so does the masked pair, whose lanes' mask tests cost
   more than the Skylake tuning's scatters (vls-scatter-avx512-force.c
   rewrites it).  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-scatter.h"

int
main (void)
{
  run_scatters ();
  return 0;
}

/* { dg-final { scan-function-lines pair_d ";; vls: store group 0: rewritten: 4 scatters -> 4 shuffles \\+ 16 stores" "vls" } } */
/* { dg-final { scan-function-lines pair_f ";; vls: store group 0: rewritten: 2 scatters -> 2 shuffles \\+ 16 stores" "vls" } } */
/* { dg-final { scan-function-lines quad_d ";; vls: store group 0: rewritten: 8 scatters -> 16 shuffles \\+ 16 stores" "vls" } } */
/* { dg-final { scan-function-lines pair_off_d ";; vls: store group 0: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_masked_d ";; vls: store group 0: not rewritten: the sequence costs more than the scatters" "vls" } } */
/* { dg-final { scan-function-lines triple_d ";; vls: store group 0: rewritten: 6 scatters -> 4 shuffles \\+ 32 stores" "vls" } } */
/* { dg-final { scan-function-lines overlap_d ";; vls: scatter 0: not grouped: two lanes' blocks may overlap in part" "vls" } } */
