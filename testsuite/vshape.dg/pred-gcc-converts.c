/* A guarded square root that GCC's own if-conversion executes in every
   lane (a const builtin call, with -fno-math-errno), beside a division
   that AVX-512 masks: stock GCC vectorizes this loop, so the
   predication that moves the square root onto safe operands (for the
   flags) makes no new vector loop, and the cost client holds it to no
   stricter price than the target's.  Held to the predicated check, it
   stayed scalar under GCC 12 at znver3's tuning and ran half as fast
   as stock (AMD EPYC Zen 4, 2026-11-26).  GCC 11 masks no division:
   predication moves it too, and the loop is rightly checked.  GCC 16's
   if-conversion refuses the square root itself (pred-gcc-converts-16.c),
   and GCC 15 and 16 refuse this loop with or without the plugin (its
   masked loads through an index would be emulated gathers at znver3's
   tuning), so only the check's absence is scanned there.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 masks no division" { vshape_gcc11 } } */
/* { dg-additional-options "-march=x86-64-v4 -mtune=znver3 -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */

#include <math.h>

void
scaled (int n, const double *restrict x, const int *restrict is,
	const double *restrict w, double *restrict y)
{
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
      double d = w[k];
      y[k] = d > 0 ? (x[j] + x[j + 4096]) / sqrt (d) : 0;
    }
}

/* { dg-final { scan-function-dump-not scaled "predicated: vector body" "vls" } } */
/* { dg-final { scan-function-dump scaled "loop vectorized using (?:32|64) byte vectors" "vect" { target { ! { vshape_gcc15 || vshape_gcc16 } } } } } */
