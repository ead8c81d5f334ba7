/* A SIMD loop with a private array: each element sorts two weighted
   samples into 8 private bins, then folds the bins.  GCC 12 lays the
   private out array-of-structures and refuses the loop ("not suitable
   for gather load"); with the SOA layout the constant-index accesses are
   contiguous and the data-dependent ones single-index gathers/scatters.

   Needs -fopenmp-simd, without which the pragma is ignored (bench/run.sh
   passes it by default).

   Small integers in floats keep every result exact.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

#include <stddef.h>

enum
{
  N = 1 << 14,			/* elements per call: 3 x 64 KiB, in L2 */
  BINS = 8,
  REPS = 6000
};

static float x[N], y[N];
static int sel[N];

/* Not inlined, so that the repeat loop cannot be merged into it.  */
__attribute__ ((noinline)) static void
binned (size_t n, const float *restrict xs, const int *restrict ss,
	float *restrict ys)
{
  float bin[BINS];
#pragma omp simd private(bin)
  for (size_t i = 0; i < n; i++)
    {
      for (int k = 0; k < BINS; k++)
	bin[k] = (float) k;
      int s = ss[i];
      bin[s & (BINS - 1)] += xs[i];
      bin[(s >> 3) & (BINS - 1)] -= 2.0f * xs[i];
      float acc = 0.0f;
      for (int k = 0; k < BINS; k++)
	acc += bin[k] * (float) (k + 1);
      ys[i] += acc;
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 3);
  for (size_t i = 0; i < N; i++)
    {
      x[i] = (float) bench_rng_range (&rng, -16, 16);
      sel[i] = (int) bench_rng_range (&rng, 0, 63);
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    binned (N, x, sel, y);
  uint64_t t1 = bench_now_ns ();

  double sum = 0.0;
  for (size_t i = 0; i < N; i++)
    sum += y[i];
  bench_finish (t1 - t0, y, sizeof y,
		"simd_private n=%d reps=%d\n"
		"sum %.1f\n"
		"y[0] %.1f y[%d] %.1f\n", N, REPS, sum,
		(double) y[0], N - 1, (double) y[N - 1]);
  return 0;
}
