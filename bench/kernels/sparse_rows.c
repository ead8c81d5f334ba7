/* A sparse product y = A x in compressed rows (CSR), written without
   restrict: y[i] += a[k] * x[col[k]].  GCC keeps the row's sum in a
   register between iterations but stores it at each one, since a[k]
   and x[col[k]] may be y[i].  The plugin leaves it so: one store saved
   at each iteration does not pay for a check of x[col[k]] there
   (promote-decisions.c).  The limit is the same source with the sum in
   a local by hand (sparse_rows.limit.c).

   Small integers in doubles keep every result exact.

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
      ys[i] = 0.0;
      for (int k = rp[i]; k < rp[i + 1]; k++)
	ys[i] += as[k] * xs[cs[k]];
    }
}
