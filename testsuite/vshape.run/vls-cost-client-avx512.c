/* The cost client with AVX-512 (-march=skylake-avx512, whose tuning
   keeps GCC 13.3 and later from gather instructions, so that they
   emulate the gathers): the kernels are checked against their scalar
   references for every trip count, and no group the client priced is
   left unrewritten.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-shapes.h"

int
main (void)
{
  run_shapes ();
  return 0;
}

/* { dg-final { scan-tree-dump-not "priced as a group by the cost client" "vls" } } */
