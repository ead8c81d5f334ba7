/* An element loop that sums into a row, as a matrix-free finite-element
   operator for elasticity writes it: each element adds w[e] times its
   3 x 3 blocks of the element matrix K times u's displacements into
   r's three rows of node a, r[3 na + i] += w K u[3 nb + j], the
   element's node count a run-time value, through pointers without
   restrict.  GCC keeps the three sums in registers from one node b to
   the next but stores each of them after every product (nine stores a
   node); the plugin keeps them in registers behind checks (K's row
   once before the loop over b, u's three values at each b) and stores
   them once per node a.  Small integers in doubles keep every result
   exact.  The limit is the same source with the sums in locals by hand
   (element_rows.limit.c).

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
	  for (int b = 0; b < nen; b++)
	    {
	      const double *ub = &us[3 * nodes[b]];
	      const double *kab = &k[3 * a * kn + 3 * b];
	      for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++)
		  ra[i] += we[e] * kab[i * kn + j] * ub[j];
	    }
	}
    }
}
