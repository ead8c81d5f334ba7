/* The scatter kernels of vls-scatter.h with the Zen 4 tuning, which
   keeps scatter instructions off: the plugin opens them to the
   vectorizer (vshape.dg/vls-scatter-tuning.c), so the loops whose
   scatters all become stores are vectorized, and the others stay
   scalar; every result as the scalar loop's.  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-skip-if "GCC 11 and 12 have no znver4 tuning" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver4 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-scatter.h"

int
main (void)
{
  run_scatters ();
  return 0;
}

/* { dg-final { scan-function-lines pair_d ";; vls: store group 0: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_d ";; vls: store group 0: rewritten" "vls" } } */
/* { dg-final { scan-cost-client {function overlap_d refused yes} } } */
/* { dg-final { scan-function-dump-not overlap_d "store group" "vls" } } */
