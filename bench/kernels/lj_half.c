/* The force loop of a Lennard-Jones pair style over a half neighbour
   list, as LAMMPS's PairLJCut::compute writes it: for each neighbour j
   of atom i, the special bond factor from j's top bits, the distance
   through x[j][0..2], the type pair's cutoff, and inside it a guarded
   division 1/r^2, the force summed into i's and subtracted from j's
   three components in memory.  GCC refuses the loop ("control flow in
   loop"); its hand-written limit is lj_half.limit.c.  lj_half_simd.c
   builds it with omp simd (LJ_HALF_SIMD).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include "lj_half.main.h"

BENCH_LIBRARY_FUNCTION static void
lj_half (int inum, const double (*xs)[3], double (*fs)[3], const int *ts,
	 const int *nums, const int *list, int maxneigh,
	 const double (*cut)[TYPES], const double (*l1)[TYPES],
	 const double (*l2)[TYPES], const double *special)
{
  for (int i = 0; i < inum; i++)
    {
      double xtmp = xs[i][0], ytmp = xs[i][1], ztmp = xs[i][2];
      int itype = ts[i];
      const int *jlist = &list[i * maxneigh];
      int jnum = nums[i];
      double fxtmp = 0.0, fytmp = 0.0, fztmp = 0.0;
#ifdef LJ_HALF_SIMD
#pragma omp simd reduction(+:fxtmp, fytmp, fztmp)
#endif
      for (int jj = 0; jj < jnum; jj++)
	{
	  int j = jlist[jj];
	  double factor_lj = special[j >> SBBITS];
	  j &= NEIGHMASK;
	  double delx = xtmp - xs[j][0];
	  double dely = ytmp - xs[j][1];
	  double delz = ztmp - xs[j][2];
	  double rsq = delx * delx + dely * dely + delz * delz;
	  int jtype = ts[j];
	  if (rsq < cut[itype][jtype])
	    {
	      double r2inv = 1.0 / rsq;
	      double r6inv = r2inv * r2inv * r2inv;
	      double forcelj = r6inv * (l1[itype][jtype] * r6inv
					- l2[itype][jtype]);
	      double fpair = factor_lj * forcelj * r2inv;
	      fxtmp += delx * fpair;
	      fytmp += dely * fpair;
	      fztmp += delz * fpair;
	      fs[j][0] -= delx * fpair;
	      fs[j][1] -= dely * fpair;
	      fs[j][2] -= delz * fpair;
	    }
	}
      fs[i][0] += fxtmp;
      fs[i][1] += fytmp;
      fs[i][2] += fztmp;
    }
}
