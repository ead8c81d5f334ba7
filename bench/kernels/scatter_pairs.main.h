/* What scatter_pairs.c and scatter_pairs.limit.c share: sizes, data, and
   main (set-up, timing, checksum).  Each of them includes this after
   bench_timer.h and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

enum
{
  N = 1 << 14,			/* elements per call */
  M = 1 << 13,			/* q: 8192 pairs, 128 KiB, in L2 */
  REPS = 9000
};

static double a[N], b[N], q[2 * M];
static int idx[N];

/* The kernel: the same loop, vectorized by GCC or by hand.  */
__attribute__ ((noinline)) static void
scatter_pairs (int n, const double *restrict as, const double *restrict bs,
	       const int *restrict is, double *restrict qs);

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 15);
  for (int k = 0; k < N; k++)
    {
      a[k] = bench_rng_range (&rng, -100, 100);
      b[k] = bench_rng_range (&rng, -100, 100);
      /* Random blocks: some repeat, within a vector too.  */
      idx[k] = (int) bench_rng_below (&rng, M);
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    scatter_pairs (N, a, b, idx, q);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, q, sizeof q, "scatter_pairs n=%d reps=%d\n", N, REPS);
  return 0;
}
