/* Particles stored as records of eight doubles (position, velocity,
   mass, charge), the layout of many MD and particle-in-cell codes: each
   particle's energy is its kinetic energy plus, inside a cutoff, its
   charge times the field strength of its cell along x (a table read),
   times the distance left to the cutoff.  The vectorizer
   splits the eight interleaved fields with three levels of even and odd
   extractions (48 instructions per four particles on AVX2), which the
   vls pass rebuilds as two 4x4 transposes (16).

   Small integers in doubles keep every result exact whatever the order
   of the operations, so all builds print the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

enum
{
  NP = 4096,			/* particles: 256 KiB of records */
  CELLS = 16,
  REPS = 20000
};

static double part[8 * NP], energy[NP], field[CELLS];

/* The energy of each of the N particles P into E, with the field
   strengths F of the cells.  */
__attribute__ ((noinline)) static void
energies (int n, const double *restrict p, const double *restrict f,
	  double *restrict e)
{
  const double cut2 = 100.0;
  for (int k = 0; k < n; k++)
    {
      double x = p[8 * k], y = p[8 * k + 1], z = p[8 * k + 2];
      double vx = p[8 * k + 3], vy = p[8 * k + 4], vz = p[8 * k + 5];
      double m = p[8 * k + 6], q = p[8 * k + 7];
      double r2 = x * x + y * y + z * z;
      double kin = m * (vx * vx + vy * vy + vz * vz);
      double fc = f[(int) (x * 0.5 + 8.0) & (CELLS - 1)];
      e[k] = r2 < cut2 ? kin + q * fc * (cut2 - r2) : kin;
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 17);
  for (int i = 0; i < NP; i++)
    {
      double *r = &part[8 * i];
      for (int d = 0; d < 3; d++)
	r[d] = (double) bench_rng_range (&rng, -8, 8);
      for (int d = 3; d < 6; d++)
	r[d] = (double) bench_rng_range (&rng, -4, 4);
      r[6] = (double) bench_rng_range (&rng, 1, 4);
      r[7] = (double) bench_rng_range (&rng, -2, 2);
    }
  for (int c = 0; c < CELLS; c++)
    field[c] = (double) (c % 5 - 2);
  double total = 0.0;
  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    {
      energies (NP, part, field, energy);
      total += energy[r % NP];
    }
  uint64_t t1 = bench_now_ns ();
  bench_finish (t1 - t0, energy, sizeof energy,
		"particle_records particles=%d reps=%d\n"
		"energy[0] %.1f total %.1f\n", NP, REPS, energy[0], total);
  return 0;
}
