/* A block-sparse product y = A x with 3 x 3 blocks, written as
   dune-istl's BCRSMatrix::mv is: each block adds its products into
   y[3i + r] in memory, through pointers without restrict.  GCC keeps
   the row's sums in registers between blocks but stores each of them
   after every column of every block (nine stores a block), since the
   reads of A and x in between may be y; the plugin keeps them in
   registers behind checks (A's row once before the loop, x's block at
   each block) and stores them once a row.  The limit is the same
   source with the sums in locals by hand (block_rows.limit.c).

   Small integers in doubles keep every result exact.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "block_rows.main.h"

BENCH_LIBRARY_FUNCTION static void
block_mv (int rows, const int *rp, const int *cs, const double *as,
	  const double *xs, double *ys)
{
  for (int i = 0; i < rows; i++)
    {
      for (int r = 0; r < 3; r++)
	ys[3 * i + r] = 0.0;
      for (int b = rp[i]; b < rp[i + 1]; b++)
	{
	  const double *xj = &xs[3 * cs[b]];
	  for (int r = 0; r < 3; r++)
	    for (int c = 0; c < 3; c++)
	      ys[3 * i + r] += as[9 * b + 3 * r + c] * xj[c];
	}
    }
}
