/* The conditional groups of vls-masked.h at -march=native under
   vls=force: results only (on AVX2, GCC 12 leaves these loops scalar).  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-additional-options "-fchecking -fplugin-arg-libvshape-vls=force" } */

#include "vls-masked.h"

int
main (void)
{
  run_masked ();
  return 0;
}
