/* The shapes of vls-guard-shapes.h never read past the end of the
   gathered arrays under vls=force with the flags of run.exp.  Results
   only: the avx2 and avx512 variants pin their targets and scan which
   kernels were rewritten.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-additional-options "-fchecking -fplugin-arg-libvshape-vls=force" } */

#include "vls-guard-shapes.h"

int
main (void)
{
  run_guarded ();
  return 0;
}
