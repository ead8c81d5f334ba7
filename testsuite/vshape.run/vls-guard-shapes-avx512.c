/* The shapes of vls-guard-shapes.h never read past the end of the
   gathered arrays under vls=force on AVX-512 with 512-bit vectors; the
   dump shows that each kernel was rewritten.  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

#include "vls-guard-shapes.h"

int
main (void)
{
  run_guarded ();
  return 0;
}

/* { dg-final { scan-function-lines pair_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_l ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines triple_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines gap_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines neg_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines gap_d2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_long ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_x2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_f_x2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines cplx_d ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_wide_scale_gathers } } } */
/* { dg-final { scan-function-lines pair_sf ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_sf ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_wide_scale_gathers } } } */
