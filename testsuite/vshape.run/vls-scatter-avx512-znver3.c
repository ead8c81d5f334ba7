/* The scatter kernels of vls-scatter.h with the Zen 3 tuning, whose
   scatters were measured at 250% of GCC's price: under the default
   policy the masked pair and quad are rewritten too, under their parts'
   masks (GCC 16 builds their index vectors as sums, see
   vls-scatter-index-sum.c).  GCC 11 leaves the masked quad's loop
   scalar.  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver3 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-scatter.h"

int
main (void)
{
  run_scatters ();
  return 0;
}

/* { dg-final { scan-function-lines pair_masked_d ";; vls: store group 0: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_masked_f ";; vls: store group 0: rewritten" "vls" { target { ! vshape_gcc11 } } } } */
