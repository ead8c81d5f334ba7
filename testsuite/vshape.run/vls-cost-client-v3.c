/* The cost client at -march=x86-64-v3, whose generic tuning keeps the
   vectorizer from gather instructions: GCC 14 to 16 price the emulated
   gathers above the scalar loop, and the client, pricing the groups as
   the vls pass rewrites them, makes them vectorize the kernels of pairs,
   quads and triples.  The kernels are checked against their scalar
   references for every trip count, and no group the client priced is
   left unrewritten.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=x86-64-v3 -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-shapes.h"

int
main (void)
{
  run_shapes ();
  return 0;
}

/* { dg-final { scan-tree-dump-not "priced as a group by the cost client" "vls" } } */
