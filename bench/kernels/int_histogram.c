/* A SIMD loop with a small int private written at data-dependent
   indices: each element zeroes 8 bins, adds its value to the bin of the
   low three bits of its pick and twice its value to the bin of the next
   three, and folds the bins with weights.  Without scatters (AVX2) GCC 12
   leaves the loop scalar; the plugin sweeps each write over the 8 bins
   (h[b] = b == i ? h[b] + v : h[b]), which, in the SOA layout, has only
   unit-stride accesses, and GCC vectorizes it.  With AVX-512 the
   writes are scatters.

   Needs -fopenmp-simd (bench/run.sh passes it by default).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <inttypes.h>
#include <stddef.h>

enum
{
  N = 1 << 14,			/* elements per call: 3 x 64 KiB, in L2 */
  BINS = 8,
  REPS = 4000
};

static int sel[N], val[N], y[N];

/* Not inlined, so that the repeat loop cannot be merged into it.  */
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

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 17);
  for (size_t i = 0; i < N; i++)
    {
      sel[i] = (int) bench_rng_range (&rng, 0, 63);
      val[i] = (int) bench_rng_range (&rng, -1000, 1000);
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    histogram (N, sel, val, y);
  uint64_t t1 = bench_now_ns ();

  printf ("int_histogram n=%d reps=%d\n", N, REPS);
  printf ("hash %016" PRIx64 "\n",
	  bench_hash_bytes (BENCH_HASH_INIT, y, sizeof y));
  bench_report_ns (t1 - t0);
  return 0;
}
