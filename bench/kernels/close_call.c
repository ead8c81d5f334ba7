/* A close call of the cost client's (the loop of the testsuite's
   vls-cost-client-decision.c): y[k] reads a pair x[j], x[j + 1] at
   j = idx[k] and three lone table elements t[i1[k]], t[i2[k]],
   t[i3[k]].  At -march=x86-64-v3 GCC 14 to 16 emulate the gathers; with
   the pair priced as its loads and shuffles, 16-byte vectors come out
   at 0.85 of the scalar loop, and the loop is vectorized.  The client
   once kept so close a call scalar (a margin of 4/5);
   bench/constants.sh times the vector loop against the scalar one.

   Small integers in doubles keep every result exact, so all builds
   print the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

enum
{
  N = 1 << 14,			/* outputs per call */
  M = 1 << 13,			/* pairs: 128 KiB */
  T = 1 << 12,			/* table: 32 KiB */
  REPS = 20000
};

static double x[2 * M], t[T], y[N];
static int idx[N], i1[N], i2[N], i3[N];

__attribute__ ((noinline)) static void
pair_and_lone (double *restrict ys, const double *restrict xs,
	       const double *restrict ts, const int *restrict is,
	       const int *restrict a, const int *restrict b,
	       const int *restrict c, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
      ys[k] = xs[j] + xs[j + 1] + ts[a[k]] * ts[b[k]] - ts[c[k]];
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 45);
  for (int i = 0; i < 2 * M; i++)
    x[i] = (double) bench_rng_range (&rng, -64, 64);
  for (int i = 0; i < T; i++)
    t[i] = (double) bench_rng_range (&rng, -16, 16);
  for (int k = 0; k < N; k++)
    {
      idx[k] = 2 * (int) bench_rng_below (&rng, M);
      i1[k] = (int) bench_rng_below (&rng, T);
      i2[k] = (int) bench_rng_below (&rng, T);
      i3[k] = (int) bench_rng_below (&rng, T);
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    pair_and_lone (y, x, t, idx, i1, i2, i3, N);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, y, sizeof y,
		"close_call n=%d reps=%d\n"
		"y[0] %.1f y[%d] %.1f\n", N, REPS, y[0], N - 1, y[N - 1]);
  return 0;
}
