/* What block_rows.c and block_rows.limit.c share: sizes, data, and main
   (set-up, timing, checksum).  Each of them includes this after
   bench_timer.h and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

enum
{
  ROWS = 1 << 12,		/* block rows */
  PER_ROW = 27,			/* blocks per row: a 27-point stencil */
  NB = ROWS * PER_ROW,
  REPS = 300
};

static double a[9 * NB], x[3 * ROWS], y[3 * ROWS];
static int col[NB], rowptr[ROWS + 1];

/* The kernel: y = A x, the same source, or with the row's sums in
   locals by hand, compiled as a library's function is, without knowing
   that its arguments are these distinct arrays (with that knowledge GCC
   keeps the sums in registers itself).  */
BENCH_LIBRARY_FUNCTION static void
block_mv (int rows, const int *rp, const int *cs, const double *as,
	  const double *xs, double *ys);

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 54);
  for (int i = 0; i <= ROWS; i++)
    rowptr[i] = i * PER_ROW;
  for (int b = 0; b < NB; b++)
    {
      /* Neighbours of the row's cell, as a stencil on shuffled cells
	 has them: anywhere in x.  */
      col[b] = (int) bench_rng_below (&rng, ROWS);
      for (int e = 0; e < 9; e++)
	a[9 * b + e] = (double) bench_rng_range (&rng, -8, 8);
    }
  for (int i = 0; i < 3 * ROWS; i++)
    x[i] = (double) bench_rng_range (&rng, -8, 8);

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    block_mv (ROWS, rowptr, col, a, x, y);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, y, sizeof y,
		"block_rows rows=%d blocks=%d reps=%d\n"
		"y[0] %.1f y[%d] %.1f\n", ROWS, NB, REPS, y[0],
		3 * ROWS - 1, y[3 * ROWS - 1]);
  return 0;
}
