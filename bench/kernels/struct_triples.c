/* Struct triples, y[k] += p[j].x + 2 * p[j].y + 4 * p[j].z with
   j = idx[k] and 24-byte points: three gathers at distances 8 and 16
   with a scale GCC cannot give a gather instruction, so stock GCC loads
   every element on its own.

   Small integers in doubles keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "struct_triples.main.h"

__attribute__ ((noinline)) static void
triples (size_t n, const struct point *restrict ps, const int *restrict is,
	 double *restrict ys)
{
  for (size_t k = 0; k < n; k++)
    {
      int j = is[k];
      ys[k] += ps[j].x + 2.0 * ps[j].y + 4.0 * ps[j].z;
    }
}
