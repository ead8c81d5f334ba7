/* A guarded square root of a difference, as a kinetic-energy or
   distance code writes it, in a loop that also scales and clamps:

     r = e > e0 ? sqrt (e - e0) * s : 0

   built without errno for the math functions (-fno-math-errno, asked
   below for every build, as HPC builds often are), so that the square
   root is an instruction.  GCC refuses the loop on a target without
   masked arithmetic: the subtraction and the product may trap.  The
   limit is the same loop with -fno-trapping-math (guarded_sqrt.limit.c).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

/* bench-flags: -fno-math-errno */

#include "bench_timer.h"
#include "bench_driver.h"

enum
{
  N = 1 << 14,
  REPS = 12000
};

static double e[N], s[N], out[N];

__attribute__ ((noinline)) static void
speeds (int n, double e0, const double *restrict es,
	const double *restrict ss, double *restrict o)
{
  for (int k = 0; k < n; k++)
    {
      double x = es[k], sc = ss[k], r = 0.;
      if (x > e0)
	r = __builtin_sqrt (x - e0) * sc;
      o[k] = r < 100. ? r : 100.;
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 34);
  for (int k = 0; k < N; k++)
    {
      e[k] = bench_rng_range (&rng, -4000, 12000) / 16.;
      s[k] = bench_rng_range (&rng, 1, 64) / 8.;
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    speeds (N, 1.5, e, s, out);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, out, sizeof out, "guarded_sqrt n=%d reps=%d\n", N,
		REPS);
  return 0;
}
