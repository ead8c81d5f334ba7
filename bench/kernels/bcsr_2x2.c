/* Block sparse matrix times vector, y += A x, with 2x2 blocks of doubles
   (BCSR): each block row sums its blocks times x[2c], x[2c + 1] for the
   block's column c.  The loop over a row's blocks is an omp simd
   reduction; x is read by two gathers 8 bytes apart, one 16-byte load
   per lane once grouped.

   Small integers in doubles keep every result exact whatever the order
   of the sums, so all builds print the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <inttypes.h>
#include <stddef.h>

enum
{
  ROWS = 256,		/* block rows */
  COLS = 1 << 13,	/* block columns: x is 128 KiB */
  PER_ROW = 64,		/* blocks per row on average */
  MAXB = ROWS * (PER_ROW + 16),
  REPS = 20000
};

static double a[4 * MAXB], x[2 * COLS], y[2 * ROWS];
static int col[MAXB], rowptr[ROWS + 1];

__attribute__ ((noinline)) static void
bcsr_mv (int rows, const int *restrict rp, const int *restrict cs,
	 const double *restrict as, const double *restrict xs,
	 double *restrict ys)
{
  for (int i = 0; i < rows; i++)
    {
      double s0 = 0.0, s1 = 0.0;
#pragma omp simd reduction(+ : s0, s1)
      for (int b = rp[i]; b < rp[i + 1]; b++)
	{
	  int c = cs[b];
	  double x0 = xs[2 * c], x1 = xs[2 * c + 1];
	  s0 += as[4 * b] * x0 + as[4 * b + 1] * x1;
	  s1 += as[4 * b + 2] * x0 + as[4 * b + 3] * x1;
	}
      ys[2 * i] += s0;
      ys[2 * i + 1] += s1;
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 6);
  rowptr[0] = 0;
  for (int i = 0; i < ROWS; i++)
    rowptr[i + 1] = rowptr[i] + bench_rng_range (&rng, PER_ROW - 16,
						 PER_ROW + 16);
  for (int b = 0; b < rowptr[ROWS]; b++)
    {
      col[b] = bench_rng_range (&rng, 0, COLS - 1);
      for (int e = 0; e < 4; e++)
	a[4 * b + e] = (double) bench_rng_range (&rng, -8, 8);
    }
  for (int i = 0; i < 2 * COLS; i++)
    x[i] = (double) bench_rng_range (&rng, -8, 8);

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    bcsr_mv (ROWS, rowptr, col, a, x, y);
  uint64_t t1 = bench_now_ns ();

  printf ("bcsr_2x2 rows=%d blocks=%d reps=%d\n", ROWS, rowptr[ROWS], REPS);
  printf ("y[0] %.1f y[%d] %.1f\n", y[0], 2 * ROWS - 1, y[2 * ROWS - 1]);
  printf ("hash %016" PRIx64 "\n",
	  bench_hash_bytes (BENCH_HASH_INIT, y, sizeof y));
  bench_report_ns (t1 - t0);
  return 0;
}
