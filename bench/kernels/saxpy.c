/* saxpy, y = a * x + y, repeated: the trivial kernel, a baseline the
   plugin should leave alone (no gathers here).

   The data are small integers held in floats, so every intermediate is
   exact: the result does not depend on whether a compiler contracts
   a * x + y into an FMA, and all builds must print the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

#include <stddef.h>
#include <string.h>

enum
{
  N = 1 << 16,	 /* two 256 KiB arrays: in L2, so the loop is not
		    only memory bandwidth.  */
  REPS = 40000	 /* |y| stays below 1024 + REPS * 3 * 64 < 2^24.  */
};

static float x[N], y[N];

/* Not inlined, so that the repeat loop cannot be merged into it.  */
__attribute__ ((noinline)) static void
saxpy (size_t n, float a, const float *restrict xs, float *restrict ys)
{
  for (size_t i = 0; i < n; i++)
    ys[i] = a * xs[i] + ys[i];
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 1);
  for (size_t i = 0; i < N; i++)
    {
      x[i] = (float) bench_rng_range (&rng, -64, 64);
      y[i] = (float) bench_rng_range (&rng, -1024, 1024);
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    saxpy (N, 3.0f, x, y);
  uint64_t t1 = bench_now_ns ();

  double sum = 0.0;
  for (size_t i = 0; i < N; i++)
    sum += y[i];
  bench_finish (t1 - t0, y, sizeof y,
		"saxpy n=%d reps=%d\n"
		"sum %.1f\n"
		"y[0] %.1f y[%d] %.1f\n", N, REPS, sum,
		(double) y[0], N - 1, (double) y[N - 1]);
  return 0;
}
