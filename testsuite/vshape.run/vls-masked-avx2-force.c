/* The conditional groups of vls-masked.h on AVX2 under vls=force: GCC
   vectorizes them with masked gathers whose mask is a vector (the
   multiplications may raise only under -ftrapping-math, which would
   keep the loops scalar), and every lane whose mask element is clear
   reads the zero buffer instead of the guard page its index points
   into.  */
/* { dg-do run { target { *-*-linux* && avx2_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx2_runtime } } } } */
/* { dg-require-effective-target vshape_avx2_masked_gathers } */
/* { dg-additional-options "-march=haswell -fno-trapping-math -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

#include "vls-masked.h"

int
main (void)
{
  run_masked ();
  return 0;
}

/* { dg-final { scan-tree-dump-not "with a vector mask" "vls" } } */
/* { dg-final { scan-function-lines pair_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines triple_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
