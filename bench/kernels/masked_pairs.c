/* A conditional pair: y[k] = x[j] + 2 * x[j + 1] for the elements whose
   flag is set, j = idx[k].  GCC 12 vectorizes it with masked gathers on
   AVX-512 only (on AVX2 the loop stays scalar); the plugin groups the
   masked pair into per-lane loads under the mask.

   Small integers in doubles keep every result exact.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "masked_pairs.main.h"

__attribute__ ((noinline)) static void
masked_pairs (int n, const double *restrict xs, const int *restrict is,
	      const signed char *restrict f, double *restrict ys)
{
  for (int k = 0; k < n; k++)
    if (f[k])
      {
	int j = is[k];
	ys[k] = xs[j] + 2.0 * xs[j + 1];
      }
}
