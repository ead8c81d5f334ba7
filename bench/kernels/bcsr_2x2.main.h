/* What bcsr_2x2.c and bcsr_2x2.limit.c share: sizes, data, and main (set-up,
   timing, checksum).  Each of them includes this after bench_timer.h
   and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

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

/* The kernel: the same loop, vectorized by GCC or by hand.  */
__attribute__ ((noinline)) static void
bcsr_mv (int rows, const int *restrict rp, const int *restrict cs,
	 const double *restrict as, const double *restrict xs,
	 double *restrict ys);

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

  bench_finish (t1 - t0, y, sizeof y,
		"bcsr_2x2 rows=%d blocks=%d reps=%d\n"
		"y[0] %.1f y[%d] %.1f\n", ROWS, rowptr[ROWS], REPS,
		y[0], 2 * ROWS - 1, y[2 * ROWS - 1]);
  return 0;
}
