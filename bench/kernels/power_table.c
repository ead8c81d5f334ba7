/* A table written at uniform indices and read at data-dependent ones:
   each element fills a private table of the powers x^0..x^7 of its
   value and sums two entries its pick selects.  GCC 12 refuses the loop
   in the layout it gives the private ("not suitable for gather load");
   the SOA layout makes the writes contiguous and the reads
   single-index gathers.

   Needs -fopenmp-simd (bench/run.sh passes it by default).  Powers of
   halves keep every result exact.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "power_table.main.h"

__attribute__ ((noinline)) static void
power_table (size_t n, const double *restrict xs, const int *restrict ss,
	     double *restrict ys)
{
  double c[8];
#pragma omp simd private(c)
  for (size_t k = 0; k < n; k++)
    {
      c[0] = 1.0;
      for (int b = 1; b < 8; b++)
	c[b] = c[b - 1] * xs[k];
      ys[k] = c[ss[k] & 7] + c[(ss[k] >> 3) & 7];
    }
}
