/* The sweeps the Zen tunings' measured price takes over scatters
   (vshape.dg/soa-sweep-measured.c), and the scatters it keeps beside
   them, give the scalar loop's results for trip counts around the
   vector length.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=x86-64-v4 -mtune=znver3 -mprefer-vector-width=512 -fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

#include <stdlib.h>
#include "soa-bins.h"

/* The same sums, one element at a time.  */
static double
expected (int s, int bins, int second)
{
  double r = (s & (bins - 1)) + 1;
  if (second)
    r += 2 * (((s >> 4) & (bins - 1)) + 1);
  return r;
}

int
main (void)
{
  static int s[100];
  static double d[100];
  static float f[100], g[100];
  for (int i = 0; i < 100; i++)
    s[i] = (i * 37 + 11) % 256;
  for (int n = 1; n <= 100; n += n < 20 ? 1 : 9)
    {
      double_bins (n, s, d);
      float_quads (n, s, f);
      float_pairs (n, s, g);
      for (int k = 0; k < n; k++)
	if (d[k] != expected (s[k], 8, 0) || f[k] != expected (s[k], 4, 1)
	    || g[k] != expected (s[k], 16, 1))
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times "elements: sweep \[0-9\]+ \\(35% of its price, as measured\\), scatters \[0-9\]+: swept" 2 "vshape" } } */
/* { dg-final { scan-tree-dump-times "elements: sweep \[0-9\]+ \\(35% of its price, as measured\\), scatters \[0-9\]+: too many element updates" 1 "vshape" } } */
