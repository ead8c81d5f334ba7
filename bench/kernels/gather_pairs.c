/* Gathers in pairs, y[k] = x[j] + 2 * x[j + 1] with j = idx[k]: the case
   the vls pass rewrites into one 16-byte load per lane plus shuffles.

   Small integers in doubles keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "gather_pairs.main.h"

__attribute__ ((noinline)) static void
pairs (size_t n, const double *restrict xs, const int *restrict is,
       double *restrict ys)
{
  for (size_t k = 0; k < n; k++)
    {
      int j = is[k];
      ys[k] += xs[j] + 2.0 * xs[j + 1];
    }
}
