/* lj_half.c with the neighbour loop under omp simd and a reduction of
   i's sums, as the OPENMP and INTEL packages of LAMMPS mark it: the
   program vouches that the lanes of a step update distinct atoms.  Its
   limit is lj_half's (lj_half_simd.limit.c), whose sums keep their
   order.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#define LJ_HALF_SIMD 1
#include "lj_half.c"
