/* What lj_half.c and lj_half.limit.c share: a Lennard-Jones melt's
   atoms (an fcc lattice at LAMMPS's density 0.8442, displaced a little
   at random, two atom types), their half neighbour list (each pair
   once, cutoff 2.5 plus a skin of 0.3, as LAMMPS builds it), the pair
   tables, and main (set-up, timing, checksum).  Each of them includes
   this after bench_timer.h and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

#include <math.h>
#include <stdlib.h>

enum
{
  CELLS = 12,			/* fcc unit cells along each edge */
  ATOMS = 4 * CELLS * CELLS * CELLS,	/* 6912 atoms */
  TYPES = 2,
  MAXNEIGH = 128,
  REPS = 60,
  NEIGHMASK = 0x3fffffff,
  SBBITS = 30
};

/* LAMMPS's arrays as its pair styles see them: x[i][0..2], f[i][0..2],
   type[i], a neighbour list per atom whose entries carry the special
   bond bits above SBBITS, and tables indexed by both atoms' types.  */
static double x[ATOMS][3], f[ATOMS][3];
static int type[ATOMS], numneigh[ATOMS], neighbours[ATOMS * MAXNEIGH];
static double cutsq[TYPES][TYPES], lj1[TYPES][TYPES], lj2[TYPES][TYPES];
static const double special_lj[4] = { 1.0, 0.0, 0.0, 0.0 };

/* The kernel: the force on each atom of the list from its half
   neighbours, added to f[i] and subtracted from f[j], the same loop as
   PairLJCut::compute, or written by hand.  */
BENCH_LIBRARY_FUNCTION static void
lj_half (int inum, const double (*xs)[3], double (*fs)[3], const int *ts,
	 const int *nums, const int *list, int maxneigh,
	 const double (*cut)[TYPES], const double (*l1)[TYPES],
	 const double (*l2)[TYPES], const double *special);

/* Builds the half list with cutoff CUT: j after i, each pair once.  */
static void
build_list (double cut)
{
  double box = (double) CELLS * cbrt (4.0 / 0.8442);
  double cell = box / (double) CELLS;
  int span = (int) ceil (cut / cell);
  double cut2 = cut * cut;
  for (int i = 0; i < ATOMS; i++)
    {
      int ci[3];
      for (int d = 0; d < 3; d++)
	ci[d] = (int) floor (x[i][d] / cell);
      int n = 0;
      /* Atoms are stored cell by cell, four a cell: scan the cells
	 around i's, no periodic images (the box's faces have fewer
	 neighbours, as a slab's do).  */
      for (int a = ci[0] - span; a <= ci[0] + span; a++)
	for (int b = ci[1] - span; b <= ci[1] + span; b++)
	  for (int c = ci[2] - span; c <= ci[2] + span; c++)
	    {
	      if (a < 0 || b < 0 || c < 0 || a >= CELLS || b >= CELLS
		  || c >= CELLS)
		continue;
	      int first = 4 * ((a * CELLS + b) * CELLS + c);
	      for (int j = first; j < first + 4; j++)
		{
		  if (j <= i)
		    continue;
		  double dx = x[i][0] - x[j][0], dy = x[i][1] - x[j][1];
		  double dz = x[i][2] - x[j][2];
		  if (dx * dx + dy * dy + dz * dz < cut2 && n < MAXNEIGH)
		    neighbours[i * MAXNEIGH + n++] = j;
		}
	    }
      numneigh[i] = n;
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 2025);
  double cell = cbrt (4.0 / 0.8442);
  static const double basis[4][3]
    = { { 0, 0, 0 }, { 0.5, 0.5, 0 }, { 0.5, 0, 0.5 }, { 0, 0.5, 0.5 } };
  for (int a = 0; a < CELLS; a++)
    for (int b = 0; b < CELLS; b++)
      for (int c = 0; c < CELLS; c++)
	for (int q = 0; q < 4; q++)
	  {
	    int i = 4 * ((a * CELLS + b) * CELLS + c) + q;
	    int abc[3] = { a, b, c };
	    for (int d = 0; d < 3; d++)
	      x[i][d] = (abc[d] + basis[q][d] + 0.25) * cell
			+ 0.15 * (bench_rng_unit (&rng) - 0.5);
	    type[i] = (int) bench_rng_below (&rng, TYPES);
	  }
  for (int p = 0; p < TYPES; p++)
    for (int q = 0; q < TYPES; q++)
      {
	double sigma = p == q ? 1.0 : 1.1, eps = p == q ? 1.0 : 0.8;
	double rc = 2.5 * sigma * (p == q ? 1.0 : 0.96);
	cutsq[p][q] = rc * rc;
	lj1[p][q] = 48.0 * eps * pow (sigma, 12.0);
	lj2[p][q] = 24.0 * eps * pow (sigma, 6.0);
      }
  build_list (2.8);
  long pairs = 0;
  for (int i = 0; i < ATOMS; i++)
    pairs += numneigh[i];

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    lj_half (ATOMS, (const double (*)[3]) x, f, type, numneigh, neighbours,
	     MAXNEIGH, (const double (*)[TYPES]) cutsq,
	     (const double (*)[TYPES]) lj1, (const double (*)[TYPES]) lj2,
	     special_lj);
  uint64_t t1 = bench_now_ns ();

  /* The forces rounded to float: clang fuses fewer of the products into
     multiply-adds than GCC, and its forces differ from GCC's in their
     last bits.  */
  static float rounded[ATOMS][3];
  for (int i = 0; i < ATOMS; i++)
    for (int d = 0; d < 3; d++)
      rounded[i][d] = (float) f[i][d];
  bench_finish (t1 - t0, rounded, sizeof rounded,
		"lj_half atoms=%d neighbours=%.1f reps=%d\n"
		"f[0] %.6e f[%d] %.6e\n", ATOMS, (double) pairs / (double) ATOMS,
		REPS, f[0][0], ATOMS - 1, f[ATOMS - 1][2]);
  return 0;
}
