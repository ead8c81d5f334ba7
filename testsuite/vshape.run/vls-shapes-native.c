/* The gather shapes of vls-shapes.h under vls=force with the default
   flags of run.exp (-O3 -march=native): results only, since which
   kernels GCC vectorizes with gathers depends on the host CPU.  The
   pinned variants (vls-shapes-avx2.c, vls-shapes-avx512.c) scan the
   dump.  */
/* { dg-do run } */
/* { dg-additional-options "-fchecking -fplugin-arg-libvshape-vls=force" } */

#include "vls-shapes.h"

int
main (void)
{
  run_shapes ();
  return 0;
}
