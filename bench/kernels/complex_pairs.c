/* Complex numbers as re/im pairs of floats, y[k] += c[j] * w[k] with
   j = idx[k]: two gathers 4 bytes apart, one 8-byte load per lane once
   grouped.  The outputs and weights are split into real and imaginary
   arrays, so only c is gathered.

   Small integers in floats keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "complex_pairs.main.h"

__attribute__ ((noinline)) static void
cmul_acc (size_t n, const struct cfloat *restrict cs,
	  const int *restrict is, const float *restrict ar,
	  const float *restrict ai, float *restrict br, float *restrict bi)
{
  for (size_t k = 0; k < n; k++)
    {
      int j = is[k];
      float re = cs[j].re, im = cs[j].im;
      br[k] += re * ar[k] - im * ai[k];
      bi[k] += re * ai[k] + im * ar[k];
    }
}
