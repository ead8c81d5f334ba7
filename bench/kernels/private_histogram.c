/* A SIMD loop whose private is written at data-dependent indices: each
   element zeroes 16 float bins, adds to the bins two bytes of its sample
   pick, and folds the bins with weights.  GCC 12 vectorizes it only with
   scatters (AVX-512) and the SOA layout; on AVX2 the loop stays scalar,
   where the plugin must give back stock GCC's layout (the "never
   slower" rule: a rewrite the vectorizer did not use is undone).

   Needs -fopenmp-simd, without which the pragma is ignored (bench/run.sh
   passes it by default).  Small integers in floats keep every result
   exact.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

#include <stddef.h>

enum
{
  N = 1 << 14,			/* elements per call: 2 x 64 KiB, in L2 */
  BINS = 16,
  REPS = 3000
};

static int sel[N];
static float y[N];

/* Not inlined, so that the repeat loop cannot be merged into it.  */
__attribute__ ((noinline)) static void
histogram (size_t n, const int *restrict s, float *restrict out)
{
  float h[BINS];
#pragma omp simd private(h)
  for (size_t k = 0; k < n; k++)
    {
      for (int b = 0; b < BINS; b++)
	h[b] = 0.0f;
      h[s[k] & (BINS - 1)] += 1.0f;
      h[(s[k] >> 4) & (BINS - 1)] += 2.0f;
      float acc = 0.0f;
      for (int b = 0; b < BINS; b++)
	acc += h[b] * (float) (b + 1);
      out[k] = acc;
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 16);
  for (size_t i = 0; i < N; i++)
    sel[i] = (int) bench_rng_range (&rng, 0, 255);

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    histogram (N, sel, y);
  uint64_t t1 = bench_now_ns ();

  double sum = 0.0;
  for (size_t i = 0; i < N; i++)
    sum += y[i];
  bench_finish (t1 - t0, y, sizeof y,
		"private_histogram n=%d reps=%d\n"
		"sum %.1f\n", N, REPS, sum);
  return 0;
}
