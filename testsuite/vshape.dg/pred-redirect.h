/* The force loop of a half neighbour list, as particle codes write it
   with omp simd: the distance to neighbour j through x[j], and inside
   the cutoff a guarded division, a factor read from a table through j's
   type, the sums of i's force and j's three components updated in
   memory through j.  At AVX2 GCC refuses the branch (the division may
   trap, and the stores through j would need masked scatters); the
   plugin moves the branch's work before it, with the table, f[j]'s
   reads and f[j]'s writes redirected to its own variables where the
   branch is not taken.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

/* Included again with HALF_FORCES, HALF_FORCES_SIMD and
   HALF_FORCES_ATTR defined, it makes another copy of the loop: the
   reference of vshape.profile/redirect_run.c, scalar.  */
#ifndef HALF_FORCES
#define HALF_FORCES half_forces
#define HALF_FORCES_SIMD _Pragma ("omp simd reduction(+:fx, fy, fz)")
#define HALF_FORCES_ATTR noipa
#endif

__attribute__ ((HALF_FORCES_ATTR)) void
HALF_FORCES (int n, const int *list, const double (*x)[3], double (*f)[3],
	     const int *type, const double *table, double cutsq,
	     const double *xi, double *fi)
{
  double fx = 0.0, fy = 0.0, fz = 0.0;
  HALF_FORCES_SIMD
  for (int k = 0; k < n; k++)
    {
      int j = list[k];
      double dx = xi[0] - x[j][0];
      double dy = xi[1] - x[j][1];
      double dz = xi[2] - x[j][2];
      double r2 = dx * dx + dy * dy + dz * dz;
      if (r2 < cutsq)
	{
	  double inv = 1.0 / r2;
	  double force = inv * inv * table[type[j]];
	  fx += dx * force;
	  fy += dy * force;
	  fz += dz * force;
	  f[j][0] -= dx * force;
	  f[j][1] -= dy * force;
	  f[j][2] -= dz * force;
	}
    }
  fi[0] += fx;
  fi[1] += fy;
  fi[2] += fz;
}
