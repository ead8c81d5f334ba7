/* A scatter pair: q[2j] = a[k] + b[k] and q[2j + 1] = a[k] - b[k] with
   j = idx[k], blocks that repeat.  Under ivdep GCC 12 vectorizes it with
   AVX-512 scatters (on AVX2 the loop stays scalar: there is no scatter);
   the plugin turns each pair of scatters into interleaving shuffles and
   one 16-byte store per lane, lanes in order.

   Small integers in doubles keep every result exact.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "scatter_pairs.main.h"

__attribute__ ((noinline)) static void
scatter_pairs (int n, const double *restrict as, const double *restrict bs,
	       const int *restrict is, double *restrict qs)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
      qs[2 * j] = as[k] + bs[k];
      qs[2 * j + 1] = as[k] - bs[k];
    }
}
