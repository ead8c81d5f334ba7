/* The limit of sparse_rows.c: the same source with the row's sum in a
   local, stored once a row.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "sparse_rows.main.h"

BENCH_LIBRARY_FUNCTION static void
sparse_mv (int rows, const int *rp, const int *cs, const double *as,
	   const double *xs, double *ys)
{
  for (int i = 0; i < rows; i++)
    {
      double s = 0.0;
      for (int k = rp[i]; k < rp[i + 1]; k++)
	s += as[k] * xs[cs[k]];
      ys[i] = s;
    }
}
