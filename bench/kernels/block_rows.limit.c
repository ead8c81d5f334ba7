/* The limit of block_rows.c: the same source with the row's three sums
   in locals, stored once a row, as a programmer who knows that y never
   is A or x writes it.

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
      double s[3] = { 0.0, 0.0, 0.0 };
      for (int b = rp[i]; b < rp[i + 1]; b++)
	{
	  const double *xj = &xs[3 * cs[b]];
	  for (int r = 0; r < 3; r++)
	    for (int c = 0; c < 3; c++)
	      s[r] += as[9 * b + 3 * r + c] * xj[c];
	}
      for (int r = 0; r < 3; r++)
	ys[3 * i + r] = s[r];
    }
}
