/* The read-modify-write of a half neighbour list's force loop: inside
   a cutoff, a guarded division and three components of f[j] updated
   through the neighbour's index, under omp simd (the program vouches
   that the lanes of a step update distinct atoms) and without it.
   Included once per build of the kernels: NAME (F) names kernel F and
   ATTR gives its attributes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

/* The kernel F, its loop under the pragma SIMD (or none).  */
#define HALF_FORCES(F, SIMD)						\
  ATTR void								\
  NAME (F) (int n, const int *__restrict nb,				\
	    const double *__restrict r2, const double *__restrict w,	\
	    double (*f)[3], double cut)					\
  {									\
    SIMD								\
    for (int k = 0; k < n; k++)						\
      {									\
	int j = nb[k];							\
	if (r2[k] < cut)						\
	  {								\
	    double s = w[k] / r2[k];					\
	    f[j][0] -= s;						\
	    f[j][1] -= 2.0 * s;						\
	    f[j][2] -= 0.5 * s;						\
	  }								\
      }									\
  }

HALF_FORCES (half_forces, _Pragma ("omp simd"))
HALF_FORCES (half_forces_unsure, )

#undef HALF_FORCES
