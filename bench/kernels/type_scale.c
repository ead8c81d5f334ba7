/* A particle integrator's per-atom step, as LAMMPS's FixNVE and
   ComputeKEAtom write it per atom: the velocities' half-step
   v += dtf / mass[type] * f, then each atom's kinetic energy
   ke = 0.5 * mvv2e * mass[type] * |v|^2, into an array of its own.  The
   masses and inverse masses of 16 atom types are tables read through
   each atom's type; the velocities are three arrays (x, y, z), and
   every array comes from malloc, so it is aligned to 16 bytes, not to a
   cache line.

   With 64-byte vectors (the flag below) the vls pass keeps each table
   in two registers, where stock GCC reads it with gather instructions,
   or with scalar loads at the tunings that keep gathers off.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

/* bench-flags: -mprefer-vector-width=512 */

#include "bench_timer.h"
#include "bench_driver.h"

#include <stdlib.h>

enum
{
  ATOMS = 4096,
  TYPES = 16,
  STEPS = 20000
};

static double mass[TYPES], inv_mass[TYPES];

/* One half-step of the N atoms' velocity component V from the force
   component F.  */
BENCH_LIBRARY_FUNCTION static void
half_step (int n, double dtf, const int *restrict type,
	   const double *restrict f, double *restrict v)
{
  for (int i = 0; i < n; i++)
    v[i] += dtf * inv_mass[type[i]] * f[i];
}

/* The N atoms' kinetic energies KE from their velocities VX, VY, VZ.  */
BENCH_LIBRARY_FUNCTION static void
kinetic (int n, double mvv2e, const int *restrict type,
	 const double *restrict vx, const double *restrict vy,
	 const double *restrict vz, double *restrict ke)
{
  for (int i = 0; i < n; i++)
    ke[i] = 0.5 * mvv2e * mass[type[i]]
	    * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 7);
  for (int t = 0; t < TYPES; t++)
    {
      mass[t] = 1.0 + 0.5 * t;
      inv_mass[t] = 1.0 / mass[t];
    }
  int *type = malloc (ATOMS * sizeof *type);
  double *f = malloc (ATOMS * sizeof *f);
  double *vx = malloc (ATOMS * sizeof *vx);
  double *vy = malloc (ATOMS * sizeof *vy);
  double *vz = malloc (ATOMS * sizeof *vz);
  double *ke = malloc (ATOMS * sizeof *ke);
  if (!type || !f || !vx || !vy || !vz || !ke)
    return 1;
  for (int i = 0; i < ATOMS; i++)
    {
      type[i] = (int) bench_rng_below (&rng, TYPES);
      f[i] = (double) bench_rng_below (&rng, 2001) - 1000.0;
      vx[i] = 0.0;
      vy[i] = 1e-3 * (double) bench_rng_below (&rng, 100);
      vz[i] = -1e-3 * (double) bench_rng_below (&rng, 100);
    }

  double sum = 0.0;
  uint64_t t0 = bench_now_ns ();
  for (int s = 0; s < STEPS; s++)
    {
      int n = ATOMS - (s & 7);
      half_step (n, s & 1 ? 1.0e-6 : -0.5e-6, type, f, vx);
      kinetic (n, 1.0 + (s & 3), type, vx, vy, vz, ke);
      sum += ke[s % n];
    }
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, ke, ATOMS * sizeof *ke,
		"type_scale atoms=%d types=%d steps=%d\nsum %.9e\n", ATOMS,
		TYPES, STEPS, sum);
  return 0;
}
