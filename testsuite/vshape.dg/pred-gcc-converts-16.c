/* A guarded square root alone: GCC 11 to 15 if-convert it themselves (a
   const builtin call, with -fno-math-errno) and vectorize the loop
   without the plugin, so the predicated check stays out of it; GCC 16's
   if-conversion refuses it as a statement that could trap, the
   predication is what makes the loop vectorizable, and the check holds
   it.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */

#include <math.h>

void
roots (int n, const double *restrict w, double *restrict y)
{
  for (int k = 0; k < n; k++)
    {
      double d = w[k];
      y[k] = d > 0 ? sqrt (d) : 0;
    }
}

/* { dg-final { scan-function-dump-not roots "predicated: vector body" "vls" { target { ! vshape_gcc16 } } } } */
/* { dg-final { scan-function-dump roots "predicated: vector body \[0-9\]+ with its 0 indexed loads as slow as measured, against scalar \[0-9\]+: the vector loop pays" "vls" { target vshape_gcc16 } } } */
/* { dg-final { scan-function-dump roots "loop vectorized using 32 byte vectors" "vect" } } */
