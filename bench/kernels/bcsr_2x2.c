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

#include "bcsr_2x2.main.h"

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
