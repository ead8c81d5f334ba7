/* A field evaluated at points read through an index, the shape of a
   particle-mesh or interpolation loop: for each k, j = ix[k] reads the
   point x[3 * j + 0 .. 2] (adjacent gathers), a power-of-two scale from
   a table indexed by the squared norm and two weights from a table
   indexed by bits of j (lone gathers), a division by the scale, a
   cutoff kept by a select, and three outputs.  Small integer
   coordinates and weights and power-of-two scales keep every result
   exact, contracted into FMAs or not.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

enum
{
  POINTS = 8192,		/* x: 8192 x 3 doubles, 192 KiB */
  N = 4096,			/* evaluations per pass */
  TABLE = 1024,
  REPS = 10000
};

static double x[3 * POINTS], w[N], wt[TABLE], scale[64], out[3 * N];
static int ix[N];

/* The field at the points IX names, into OUT's three rows.  */
__attribute__ ((noinline)) static void
field (const double *restrict xs, const int *restrict ixs,
       const double *restrict ws, const double *restrict wts,
       const double *restrict sc, double *restrict o)
{
#pragma omp simd
  for (int k = 0; k < N; k++)
    {
      int j = ixs[k];
      double a = xs[3 * j], b = xs[3 * j + 1], c = xs[3 * j + 2];
      double r = a * a + b * b + c * c;
      double s = ws[k] / sc[(int) r & 63];
      s *= wts[j & (TABLE - 1)] + wts[(j >> 4) & (TABLE - 1)];
      s = r < 300.0 ? s : 0.0;
      o[k] = a * s + b;
      o[k + N] = b * s - c;
      o[k + 2 * N] = c * s + a;
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 7);
  for (int i = 0; i < 3 * POINTS; i++)
    x[i] = (double) bench_rng_below (&rng, 16);
  for (int k = 0; k < N; k++)
    {
      w[k] = (double) bench_rng_below (&rng, 100);
      ix[k] = (int) bench_rng_below (&rng, POINTS);
    }
  for (int t = 0; t < TABLE; t++)
    wt[t] = (double) bench_rng_below (&rng, 32) * 0.5;
  for (int t = 0; t < 64; t++)
    scale[t] = (double) (1 << (t % 11));

  double sum = 0;
  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    {
      field (x, ix, w, wt, scale, out);
      sum += out[r % (3 * N)];
    }
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, out, sizeof out,
		"point_field points=%d n=%d reps=%d\n" "out[0] %.17g sum %.17g\n",
		POINTS, N, REPS, out[0], sum);
  return 0;
}
