/* What element_rows.c and element_rows.limit.c share: sizes, data, and
   main (set-up, timing, checksum).  Each of them includes this after
   bench_timer.h and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

enum
{
  NX = 16,			/* elements along each edge of the box */
  NP = NX + 1,			/* nodes along each edge */
  NODES = NP * NP * NP,
  ELEMS = NX * NX * NX,
  NEN = 8,			/* nodes of a hexahedron */
  KN = 3 * NEN,			/* rows of the element matrix */
  REPS = 150
};

static double ke[KN * KN], w[ELEMS], u[3 * NODES], r[3 * NODES];
static int conn[NEN * ELEMS];

/* The kernel: r += the sum over elements of w[e] K u restricted to the
   element's nodes, the same source, or with each node's sums in locals
   by hand, compiled as a library's function is, without knowing that r
   is neither u nor K.  */
BENCH_LIBRARY_FUNCTION static void
apply (int nelems, int nen, const int *en, const double *k,
       const double *we, const double *us, double *rs);

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 8);
  for (int i = 0; i < KN * KN; i++)
    ke[i] = (double) bench_rng_range (&rng, -8, 8);
  for (int e = 0; e < ELEMS; e++)
    {
      w[e] = (double) bench_rng_range (&rng, 1, 4);
      int x = e % NX, y = e / NX % NX, z = e / (NX * NX);
      for (int c = 0; c < NEN; c++)
	conn[NEN * e + c] = (x + (c & 1)) + NP * ((y + (c >> 1 & 1))
						  + NP * (z + (c >> 2)));
    }
  for (int i = 0; i < 3 * NODES; i++)
    u[i] = (double) bench_rng_range (&rng, -8, 8);

  uint64_t t0 = bench_now_ns ();
  for (int rep = 0; rep < REPS; rep++)
    {
      for (int i = 0; i < 3 * NODES; i++)
	r[i] = 0.0;
      apply (ELEMS, NEN, conn, ke, w, u, r);
    }
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, r, sizeof r,
		"element_rows elements=%d nodes=%d reps=%d\n"
		"r[0] %.1f r[%d] %.1f\n", ELEMS, NODES, REPS, r[0],
		3 * NODES - 1, r[3 * NODES - 1]);
  return 0;
}
