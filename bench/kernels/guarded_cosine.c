/* The cosine of the corner between two edges of a mesh, as an
   unstructured-mesh hydrodynamics code computes it: the two edge
   vectors are read through the mesh maps (gathers of 2-D points), their
   lengths are square roots, and the division is guarded by the corner's
   area, which is zero on degenerate corners:

     c = area < eps ? 0 : 4 * dot (v1, v2) / (d1 * d2)

   then clamped to [-1, 1].  Built without errno for the math functions
   (-fno-math-errno, asked below for every build, as HPC builds often
   are), so that the square roots are instructions.  GCC refuses the loop ("control flow in
   loop") on a target without masked arithmetic: the division may trap.
   With the plugin the division executes in every lane on safe operands;
   the limit is the same loop with -fno-trapping-math
   (guarded_cosine.limit.c).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

#include <math.h>

/* bench-flags: -fno-math-errno */

enum
{
  N = 1 << 14,			/* corners per call */
  NP = 1 << 13,			/* points: 128 KiB, in L2 */
  REPS = 6000
};

struct pt
{
  double x, y;
};

static struct pt p[NP];
static int m1[N], m2[N];
static double area[N], out[N];

__attribute__ ((noinline)) static void
corner_cosines (int n, const struct pt *restrict ps, const int *restrict a,
		const int *restrict b, const double *restrict ar,
		double *restrict c)
{
  for (int k = 0; k < n; k++)
    {
      struct pt u = ps[a[k]], v = ps[b[k]];
      double d1 = sqrt (u.x * u.x + u.y * u.y);
      double d2 = sqrt (v.x * v.x + v.y * v.y);
      double dot = u.x * v.x + u.y * v.y;
      double r = ar[k] < 1e-12 ? 0. : 4. * dot / (d1 * d2);
      r = r > 1. ? 1. : r;
      c[k] = r < -1. ? -1. : r;
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 32);
  for (int i = 0; i < NP; i++)
    {
      p[i].x = bench_rng_range (&rng, -1000, 1000) / 64.;
      p[i].y = bench_rng_range (&rng, -1000, 1000) / 64.;
    }
  for (int k = 0; k < N; k++)
    {
      m1[k] = (int) bench_rng_below (&rng, NP);
      m2[k] = (int) bench_rng_below (&rng, NP);
      /* One corner in eight is degenerate.  */
      area[k] = bench_rng_below (&rng, 8) ? bench_rng_unit (&rng) : 0.;
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    corner_cosines (N, p, m1, m2, area, out);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, out, sizeof out, "guarded_cosine n=%d reps=%d\n",
		N, REPS);
  return 0;
}
