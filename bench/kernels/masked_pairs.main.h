/* What masked_pairs.c and masked_pairs.limit.c share: sizes, data, and
   main (set-up, timing, checksum).  Each of them includes this after
   bench_timer.h and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

enum
{
  N = 1 << 14,			/* elements per call */
  M = 1 << 14,			/* x: 128 KiB, in L2 */
  REPS = 9000
};

static double x[M + 1], y[N];
static int idx[N];
static signed char flag[N];

/* The kernel: the same loop, vectorized by GCC or by hand.  */
__attribute__ ((noinline)) static void
masked_pairs (int n, const double *restrict xs, const int *restrict is,
	      const signed char *restrict f, double *restrict ys);

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 14);
  for (int i = 0; i <= M; i++)
    x[i] = bench_rng_range (&rng, -100, 100);
  for (int k = 0; k < N; k++)
    {
      idx[k] = (int) bench_rng_below (&rng, M);
      flag[k] = bench_rng_below (&rng, 4) != 0;
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    masked_pairs (N, x, idx, flag, y);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, y, sizeof y, "masked_pairs n=%d reps=%d\n", N, REPS);
  return 0;
}
