/* The scatter kernels of vls-scatter.h with the Skylake tuning's
   256-bit vectors: four lanes of doubles per scatter, two parts per
   member.  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-additional-options "-march=skylake-avx512 -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-scatter.h"

int
main (void)
{
  run_scatters ();
  return 0;
}

/* { dg-final { scan-function-lines pair_d ";; vls: store group 0: 2 members x 2 parts, block 16 bytes" "vls" } } */
/* { dg-final { scan-function-lines pair_ll ";; vls: store group 0: rewritten: 4 scatters -> 4 shuffles \\+ 8 stores" "vls" } } */
