/* The scatter kernels of vls-scatter.h at -march=native: results only
   (on a CPU without AVX-512 GCC emits no scatters and the loops stay
   scalar).  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-additional-options "-march=native -fchecking" } */

#include "vls-scatter.h"

int
main (void)
{
  run_scatters ();
  return 0;
}
