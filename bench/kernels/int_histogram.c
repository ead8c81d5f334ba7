/* A SIMD loop with a small int private written at data-dependent
   indices: each element zeroes 8 bins, adds its value to the bin of the
   low three bits of its pick and twice its value to the bin of the next
   three, and folds the bins with weights.  Without scatters (AVX2) GCC 12
   leaves the loop scalar; the plugin sweeps each write over the 8 bins
   (h[b] = b == i ? h[b] + v : h[b]), which, in the SOA layout, has only
   unit-stride accesses, and GCC vectorizes it.  With AVX-512 the
   writes could be scatters; the cost model picks the sweep on Zen.

   Needs -fopenmp-simd (bench/run.sh passes it by default).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "int_histogram.main.h"

__attribute__ ((noinline)) static void
histogram (size_t n, const int *restrict s, const int *restrict x,
	   int *restrict out)
{
  int h[BINS];
#pragma omp simd private(h)
  for (size_t k = 0; k < n; k++)
    {
      for (int b = 0; b < BINS; b++)
	h[b] = 0;
      h[s[k] & (BINS - 1)] += x[k];
      h[(s[k] >> 3) & (BINS - 1)] += 2 * x[k];
      int acc = 0;
      for (int b = 0; b < BINS; b++)
	acc += h[b] * (b + 1);
      out[k] = acc;
    }
}
