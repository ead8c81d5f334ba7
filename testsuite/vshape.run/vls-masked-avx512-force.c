/* The conditional groups of vls-masked.h on AVX-512 with 512-bit vectors
   under vls=force: the masked groups of every kernel GCC vectorizes are
   rewritten (not quad_sf).  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

#include "vls-masked.h"

int
main (void)
{
  run_masked ();
  return 0;
}

/* { dg-final { scan-function-lines pair_d ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_masked_gather_groups } } } */
/* { dg-final { scan-function-lines pair_f ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_masked_gather_groups } } } */
/* { dg-final { scan-function-lines triple_d ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_masked_gather_groups } } } */
/* { dg-final { scan-function-lines pair_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
