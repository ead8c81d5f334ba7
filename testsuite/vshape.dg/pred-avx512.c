/* At -march=skylake-avx512 GCC 12 and later predicate a guarded
   division themselves, with masked arithmetic: the plugin leaves it to
   GCC and says nothing.  GCC 11 has no masked division: the plugin moves
   it, and GCC 11 vectorizes the loop it refuses without the plugin.  A
   square root it moves under every GCC: GCC would execute a const sqrt
   in every lane, negative operands included.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -fno-math-errno -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

#include "pred-guarded.h"

void
root (double *restrict out, const double *a, const double *g, int n)
{
  for (int k = 0; k < n; k++)
    {
      double x = a[k], r = 0.;
      if (g[k] > 0.)
	r = __builtin_sqrt (x);
      out[k] = r;
    }
}

/* { dg-final { scan-function-dump-not guarded ";; predicate:" vshape { target vshape_masked_division } } } */
/* { dg-final { scan-function-dump guarded ";; predicate:   division" vshape { target { ! vshape_masked_division } } } } */
/* { dg-final { scan-function-dump guarded "loop vectorized" vect } } */
/* { dg-final { scan-function-dump root ";; predicate:   square root" vshape } } */
/* { dg-final { scan-function-dump root "loop vectorized" vect } } */
