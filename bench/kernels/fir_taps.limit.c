/* The limit of fir_taps.c: the same source with each output's sum in a
   local, stored once, as a programmer who knows that y is neither c nor
   x writes it.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "fir_taps.main.h"

BENCH_LIBRARY_FUNCTION static void
fir (int n, int taps, const int *c, const int *x, int *y)
{
  for (int i = 0; i < n; i++)
    {
      int s = 0;
      for (int k = 0; k < taps; k++)
	s += c[k] * x[i + k];
      y[i] = s;
    }
}
