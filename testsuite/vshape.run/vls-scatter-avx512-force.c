/* The scatter kernels of vls-scatter.h under vls=force: the masked pair
   is rewritten too.  Its inactive lanes, whose indices point into a
   PROT_NONE page, store into a buffer in the frame instead.  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#include "vls-scatter.h"

int
main (void)
{
  run_scatters ();
  return 0;
}

/* { dg-final { scan-function-lines pair_masked_d ";; vls: store group 0: rewritten: 16 scatters -> 16 shuffles \\+ 64 stores" "vls" } } */
/* { dg-final { scan-function-dump pair_masked_d "masked store 2x8" "vls" } } */
/* { dg-final { scan-function-dump pair_masked_d "&vls_sink" "optimized" } } */
