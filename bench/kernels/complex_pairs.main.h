/* What complex_pairs.c and complex_pairs.limit.c share: sizes, data, and main (set-up,
   timing, checksum).  Each of them includes this after bench_timer.h
   and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

#include <stddef.h>

enum
{
  N = 1 << 14,		/* outputs per call */
  M = 1 << 15,		/* gathered numbers: 256 KiB, in L2 */
  REPS = 20000
};

struct cfloat
{
  float re, im;
};

static struct cfloat c[M];
static float wr[N], wi[N], yr[N], yi[N];
static int idx[N];

/* The kernel: the same loop, vectorized by GCC or by hand.  */
__attribute__ ((noinline)) static void
cmul_acc (size_t n, const struct cfloat *restrict cs,
	  const int *restrict is, const float *restrict ar,
	  const float *restrict ai, float *restrict br, float *restrict bi);

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 5);
  for (size_t i = 0; i < M; i++)
    {
      c[i].re = (float) bench_rng_range (&rng, -8, 8);
      c[i].im = (float) bench_rng_range (&rng, -8, 8);
    }
  for (size_t k = 0; k < N; k++)
    {
      idx[k] = (int) bench_rng_range (&rng, 0, M - 1);
      wr[k] = (float) bench_rng_range (&rng, -2, 2);
      wi[k] = (float) bench_rng_range (&rng, -2, 2);
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    cmul_acc (N, c, idx, wr, wi, yr, yi);
  uint64_t t1 = bench_now_ns ();

  uint64_t h = bench_hash_bytes (BENCH_HASH_INIT, yr, sizeof yr);
  h = bench_hash_bytes (h, yi, sizeof yi);
  bench_finish_hash (t1 - t0, h,
		     "complex_pairs n=%d reps=%d\n"
		     "y[0] %.1f%+.1fi y[%d] %.1f%+.1fi\n", N, REPS,
		     yr[0], yi[0], N - 1, yr[N - 1], yi[N - 1]);
  return 0;
}
