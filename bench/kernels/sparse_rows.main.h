/* What sparse_rows.c and sparse_rows.limit.c share: sizes, data, and
   main (set-up, timing, checksum).  Each of them includes this after
   bench_timer.h and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

enum
{
  ROWS = 1 << 14,		/* rows */
  PER_ROW = 27,			/* nonzeros per row: a 27-point stencil */
  NNZ = ROWS * PER_ROW,
  REPS = 400
};

static double a[NNZ], x[ROWS], y[ROWS];
static int col[NNZ], rowptr[ROWS + 1];

/* The kernel: y = A x, the same source, or with the row's sum in a
   local by hand, compiled as a library's function is, without knowing
   that its arguments are these distinct arrays.  */
BENCH_LIBRARY_FUNCTION static void
sparse_mv (int rows, const int *rp, const int *cs, const double *as,
	   const double *xs, double *ys);

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 27);
  for (int i = 0; i <= ROWS; i++)
    rowptr[i] = i * PER_ROW;
  for (int k = 0; k < NNZ; k++)
    {
      col[k] = (int) bench_rng_below (&rng, ROWS);
      a[k] = (double) bench_rng_range (&rng, -8, 8);
    }
  for (int i = 0; i < ROWS; i++)
    x[i] = (double) bench_rng_range (&rng, -8, 8);

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    sparse_mv (ROWS, rowptr, col, a, x, y);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, y, sizeof y,
		"sparse_rows rows=%d nonzeros=%d reps=%d\n"
		"y[0] %.1f y[%d] %.1f\n", ROWS, NNZ, REPS, y[0], ROWS - 1,
		y[ROWS - 1]);
  return 0;
}
