/* vls-masked-avx512.c with the Zen 3 tuning, whose gathers cost more
   (vls_cost_x86.cc): the masked pairs are rewritten too.  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver3 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-masked.h"

int
main (void)
{
  run_masked ();
  return 0;
}

/* { dg-final { scan-function-lines pair_d ";; vls: group \[0-9\]+: rewritten" "vls" { target { vshape_masked_gather_groups && vshape_znver3_tuning_gathers } } } } */
/* { dg-final { scan-function-lines pair_i ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_znver3_tuning_gathers } } } */
/* { dg-final { scan-function-lines triple_d ";; vls: group \[0-9\]+: rewritten" "vls" { target { vshape_masked_gather_groups && vshape_znver3_tuning_gathers } } } } */
/* { dg-final { scan-tree-dump-not "masked gather: not grouped" "vls" } } */
