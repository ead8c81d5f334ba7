/* What gather_pairs.c and gather_pairs.limit.c share: sizes, data, and main (set-up,
   timing, checksum).  Each of them includes this after bench_timer.h
   and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

#include <stddef.h>

enum
{
  N = 1 << 14,		/* outputs per call */
  M = 1 << 15,		/* gathered table: 256 KiB, in L2 */
  REPS = 20000
};

static double x[M + 1], y[N];
static int idx[N];

/* The kernel: the same loop, vectorized by GCC or by hand.  */
__attribute__ ((noinline)) static void
pairs (size_t n, const double *restrict xs, const int *restrict is,
       double *restrict ys);

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 2);
  for (size_t i = 0; i <= M; i++)
    x[i] = (double) bench_rng_range (&rng, -64, 64);
  for (size_t k = 0; k < N; k++)
    idx[k] = (int) bench_rng_range (&rng, 0, M - 1);

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    pairs (N, x, idx, y);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, y, sizeof y,
		"gather_pairs n=%d reps=%d\n"
		"y[0] %.1f y[%d] %.1f\n", N, REPS, y[0], N - 1, y[N - 1]);
  return 0;
}
