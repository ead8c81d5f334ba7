/* The conditional groups of vls-masked.h on AVX-512 with 512-bit vectors
   under the default vls=on: masked gathers sharing a mask become
   per-lane loads, which a masked-off lane takes from a zero buffer, and
   shuffles, where the tuning finds that cheaper: the Skylake tuning's
   gathers are cheap, and it keeps them all (vls-masked-avx512-znver3.c
   has a tuning that rewrites).  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=vls" } */
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

/* { dg-final { scan-function-lines pair_d ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" { target vshape_masked_gather_groups } } } */
/* { dg-final { scan-function-lines triple_d ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" { target vshape_masked_gather_groups } } } */
/* { dg-final { scan-tree-dump-not "rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not "masked gather: not grouped" "vls" } } */
