/* The gather shapes of vls-shapes.h under the default vls=on with the
   default flags of run.exp (-O3 -march=native): the same self-checks as
   vls-shapes-native.c.  Results only: what the cost model rewrites
   depends on the tuning -march=native picks; the decisions of each
   tuning are scanned by the compile tests vshape.dg/vls-tune-*.c.  */
/* { dg-do run } */
/* { dg-additional-options "-fchecking" } */

#include "vls-shapes.h"

int
main (void)
{
  run_shapes ();
  return 0;
}
