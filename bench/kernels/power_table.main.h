/* What power_table.c and power_table.limit.c share: sizes, data, and
   main (set-up, timing, checksum).  Each of them includes this after
   bench_timer.h and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

#include <stddef.h>

enum
{
  N = 1 << 14,			/* elements per call: 3 x 64 KiB, in L2 */
  REPS = 4000
};

static double x[N], y[N];
static int sel[N];

/* The kernel: the same loop, vectorized by GCC or by hand.  */
__attribute__ ((noinline)) static void
power_table (size_t n, const double *restrict xs, const int *restrict ss,
	     double *restrict ys);

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 18);
  for (size_t i = 0; i < N; i++)
    {
      /* Powers of small halves and ones stay exact.  */
      x[i] = (double) bench_rng_range (&rng, -2, 2) * 0.5;
      sel[i] = (int) bench_rng_range (&rng, 0, 63);
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    power_table (N, x, sel, y);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, y, sizeof y, "power_table n=%d reps=%d\n", N, REPS);
  return 0;
}
