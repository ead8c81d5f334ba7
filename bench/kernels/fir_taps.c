/* An accumulating stencil: a fixed-point FIR filter as audio code
   writes it, samples, coefficients and sums of one 32-bit type, each
   output summed in place, out[i] += c[k] * x[i + k], through pointers
   without restrict.  Stock GCC carries the sum in a register but stores
   it at every tap, and does not vectorize the tap loop (a sum through
   memory); the plugin keeps out[i] in a register behind one check
   before the loop over outputs (c's and x's ranges over every output
   and tap, both affine), and the tap loop, an ordinary reduction then,
   is vectorized by GCC.  The limit is the same source with the sum in a
   local by hand (fir_taps.limit.c).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "fir_taps.main.h"

BENCH_LIBRARY_FUNCTION static void
fir (int n, int taps, const int *c, const int *x, int *y)
{
  for (int i = 0; i < n; i++)
    {
      y[i] = 0;
      for (int k = 0; k < taps; k++)
	y[i] += c[k] * x[i + k];
    }
}
