/* A Lennard-Jones force loop over a neighbour list, the shape of an MD
   code's hot loop: for each atom i, j = neigh[k] reads the three
   coordinates x[3 * j + 0 .. 2] (a group of adjacent gathers), the
   pair's type parameters from three tables indexed by both atoms'
   types (lone gathers), a division, and a cutoff test.  The omp simd
   loop writes one force magnitude per neighbour; a scalar loop sums
   them in a fixed order, so the result does not depend on how the
   simd loop was vectorized.  The force is computed for every pair and
   the cutoff kept by a select, so nothing trapping is speculated.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

enum
{
  ATOMS = 8192,			/* x: 8192 x 3 doubles, 192 KiB */
  NEIGH = 48,			/* neighbours per atom */
  TYPES = 4,
  REPS = 40
};

static double x[3 * ATOMS], f[ATOMS], fpair[NEIGH];
static int type[ATOMS], neigh[ATOMS * NEIGH];
static double eps[TYPES * TYPES], sig6[TYPES * TYPES], cut2[TYPES * TYPES];

/* The force magnitude on atom i from each of its neighbours, summed
   into F[I].  */
__attribute__ ((noinline)) static void
lj_forces (const double *restrict xs, const int *restrict ts,
	   const int *restrict nbs, double *restrict fs,
	   double *restrict fp)
{
  for (int i = 0; i < ATOMS; i++)
    {
      const int *restrict nb = &nbs[i * NEIGH];
      double xi = xs[3 * i], yi = xs[3 * i + 1], zi = xs[3 * i + 2];
      int ti = ts[i] * TYPES;
#pragma omp simd
      for (int k = 0; k < NEIGH; k++)
	{
	  int j = nb[k];
	  double dx = xi - xs[3 * j + 0];
	  double dy = yi - xs[3 * j + 1];
	  double dz = zi - xs[3 * j + 2];
	  double rsq = dx * dx + dy * dy + dz * dz;
	  int tij = ti + ts[j];
	  double r2i = 1.0 / rsq;
	  double s6 = sig6[tij] * r2i * r2i * r2i;
	  double c = rsq < cut2[tij] ? 48.0 : 0.0;
	  fp[k] = c * eps[tij] * s6 * (s6 - 0.5) * r2i;
	}
      double s = 0.0;
      for (int k = 0; k < NEIGH; k++)
	s += fp[k];
      fs[i] += s;
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 11);
  /* Atoms on a jittered grid, so no two share a position.  */
  for (int i = 0; i < ATOMS; i++)
    {
      x[3 * i + 0] = (i % 32) * 1.1 + bench_rng_unit (&rng) * 0.5;
      x[3 * i + 1] = (i / 32 % 16) * 1.1 + bench_rng_unit (&rng) * 0.5;
      x[3 * i + 2] = (i / 512) * 1.1 + bench_rng_unit (&rng) * 0.5;
      type[i] = (int) bench_rng_below (&rng, TYPES);
    }
  for (int t = 0; t < TYPES * TYPES; t++)
    {
      eps[t] = 0.5 + 0.25 * (t % 3);
      sig6[t] = 1.0 + 0.125 * (t % 5);
      cut2[t] = 4.0 + (t % 2);
    }
  /* Neighbours from the 26 grid cells around I (as a cell list would
     give), so most are within the cutoff; never I itself.  */
  for (int i = 0; i < ATOMS; i++)
    for (int k = 0; k < NEIGH; k++)
      {
	int o = (int) bench_rng_below (&rng, 26);
	o += o >= 13;		/* skip the centre, (0, 0, 0) */
	int j = i + (o % 3 - 1) + 32 * (o / 3 % 3 - 1) + 512 * (o / 9 - 1);
	neigh[i * NEIGH + k] = j < 0 ? j + ATOMS : j >= ATOMS ? j - ATOMS : j;
      }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    lj_forces (x, type, neigh, f, fpair);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, f, sizeof f,
		"lj_pairs atoms=%d neigh=%d reps=%d\n" "f[0] %.6g f[%d] %.6g\n",
		ATOMS, NEIGH, REPS, f[0], ATOMS - 1, f[ATOMS - 1]);
  return 0;
}
