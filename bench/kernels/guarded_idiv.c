/* A guarded integer division in a loop that does other work: buckets of
   a histogram, q = count / width where the width is non-zero, else the
   count itself, then a table read.  x86 has no vector integer division,
   so no build vectorizes it: the plugin's rewrite must go back, and the
   loop run as fast as stock's.  The limit is the same loop with
   -fno-trapping-math (guarded_idiv.limit.c).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

enum
{
  N = 1 << 14,
  T = 256,
  REPS = 3000
};

static int count[N], width[N], table[T], out[N];

__attribute__ ((noinline)) static void
bucket (int n, const int *restrict c, const int *restrict w,
	const int *restrict t, int *restrict o)
{
  for (int k = 0; k < n; k++)
    {
      int x = c[k], y = w[k], q = x;
      if (y != 0)
	q = x / y;
      o[k] = q + t[q & (T - 1)];
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 33);
  for (int k = 0; k < N; k++)
    {
      count[k] = bench_rng_range (&rng, 0, 1 << 20);
      width[k] = bench_rng_below (&rng, 4) ? bench_rng_range (&rng, 1, 99)
					     : 0;
    }
  for (int i = 0; i < T; i++)
    table[i] = bench_rng_range (&rng, -50, 50);

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    bucket (N, count, width, table, out);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, out, sizeof out, "guarded_idiv n=%d reps=%d\n", N,
		REPS);
  return 0;
}
