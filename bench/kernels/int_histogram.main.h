/* What int_histogram.c and int_histogram.limit.c share: sizes, data,
   and main (set-up, timing, checksum).  Each of them includes this
   after bench_timer.h and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

#include <stddef.h>

enum
{
  N = 1 << 14,			/* elements per call: 3 x 64 KiB, in L2 */
  BINS = 8,
  REPS = 4000
};

static int sel[N], val[N], y[N];

/* The kernel: the same loop, vectorized by GCC or by hand.  */
__attribute__ ((noinline)) static void
histogram (size_t n, const int *restrict s, const int *restrict x,
	   int *restrict out);

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

  bench_finish (t1 - t0, y, sizeof y, "int_histogram n=%d reps=%d\n", N, REPS);
  return 0;
}
