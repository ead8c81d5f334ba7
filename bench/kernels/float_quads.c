/* Float quads, y[k] += x[4j] + 2 x[4j + 1] + 4 x[4j + 2] + 8 x[4j + 3]
   with j = idx[k]: four gathers at distances 4, 8 and 12 bytes, one
   16-byte load per lane once grouped.

   Small integers in floats keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "float_quads.main.h"

__attribute__ ((noinline)) static void
quads (size_t n, const float *restrict xs, const int *restrict is,
       float *restrict ys)
{
  for (size_t k = 0; k < n; k++)
    {
      int j = is[k];
      ys[k] += xs[4 * j] + 2.0f * xs[4 * j + 1] + 4.0f * xs[4 * j + 2]
	       + 8.0f * xs[4 * j + 3];
    }
}
