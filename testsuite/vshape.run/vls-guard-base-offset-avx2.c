/* The kernels of vls-guard-base-offset.h (p = x + m, m known at run
   time only) never read past the end of the gathered arrays under
   vls=force on AVX2; the dump shows that each kernel was rewritten.  */
/* { dg-do run { target { *-*-linux* && avx2_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx2_runtime } } } } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

#include "vls-guard-base-offset.h"

int
main (void)
{
  run_guarded_base_offset ();
  return 0;
}

/* { dg-final { scan-function-lines pair_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines triple_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines neg_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines gap_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines cplx_d ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_wide_scale_gathers } } } */
/* { dg-final { scan-function-lines pair_d ";; vls: gather 2: \[^\\n\]*, base p_\[0-9\]+, index \[^\\n\]*, offset 8:" "vls" } } */
/* { dg-final { scan-function-lines gap_f ";; vls: group 0: members 0 1 2, distances 0 8 20, span 24 bytes" "vls" } } */
