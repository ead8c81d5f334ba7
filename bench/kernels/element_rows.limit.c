/* The limit of element_rows.c: the same source with node a's three
   sums in locals, added to r once per node, as a programmer who knows
   that r is neither u nor K writes it.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "element_rows.main.h"

BENCH_LIBRARY_FUNCTION static void
apply (int nelems, int nen, const int *en, const double *k,
       const double *we, const double *us, double *rs)
{
  int kn = 3 * nen;
  for (int e = 0; e < nelems; e++)
    {
      const int *nodes = &en[nen * e];
      for (int a = 0; a < nen; a++)
	{
	  double *ra = &rs[3 * nodes[a]];
	  double s[3] = { ra[0], ra[1], ra[2] };
	  for (int b = 0; b < nen; b++)
	    {
	      const double *ub = &us[3 * nodes[b]];
	      const double *kab = &k[3 * a * kn + 3 * b];
	      for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++)
		  s[i] += we[e] * kab[i * kn + j] * ub[j];
	    }
	  for (int i = 0; i < 3; i++)
	    ra[i] = s[i];
	}
    }
}
